"""The solitaire table, its gestures and the solver's page parts."""
