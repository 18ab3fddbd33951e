"""The capture games' table (Thief, Four Card Thief, Gharat)."""
