"""Forty Thieves, the connecting board game (seeds/board.md): discard onto two piles, claim
the space named by the product of their tops, steal with 10s, make lines of four."""

from .game import BoardGame
from .grid import PRODUCTS, lines_of, run_points, tokens
from .moves import CONCEDE, REDEAL, Move
from .state import BoardState, Round, public_events

__all__ = [
    "CONCEDE", "PRODUCTS", "REDEAL", "BoardGame", "BoardState", "Move", "Round", "lines_of",
    "public_events", "run_points", "tokens",
]
