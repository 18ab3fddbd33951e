"""The base of every seated table (the board game and the capture games): seats, hand, focus."""
