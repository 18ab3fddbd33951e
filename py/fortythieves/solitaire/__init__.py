"""The Forty Thieves solitaire family: one engine, each variant a record of parameters."""

from .game import SolitaireGame
from .moves import Move
from .state import SolitaireState
from .variants import VARIANTS, Build, Variant

__all__ = ["VARIANTS", "Build", "Move", "SolitaireGame", "SolitaireState", "Variant"]
