"""The game-specific part of the computer players, looked up by game: each module gives move
scores for the greedy levels and, for the search, a playout policy, the end of a playout (a
round or a hand) and the value of where it stopped for the searching seat."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from ..board import BoardGame
from ..engine import Game, State
from ..thief.common import TableState
from . import board_rules, thief_rules


def rules_for(game: Game) -> ModuleType:
    return board_rules if isinstance(game, BoardGame) else thief_rules


def context(game: Game, state: State, view: dict[str, Any], level: str) -> Any:
    """What the scores of ``level`` weigh risks with: the ranks the player has not seen (in
    the Thief family, the level's ``reading``: hard counts every card laid face up)."""
    if isinstance(game, BoardGame):
        return board_rules.unseen_ranks(view)
    assert isinstance(state, TableState)  # every other game is of the Thief family
    return thief_rules.reading(state, view["player"], level)
