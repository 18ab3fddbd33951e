"""The board game's table."""
