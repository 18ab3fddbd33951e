"""The game-specific part of the computer players, looked up by game: each module gives move
scores for the greedy levels and, for the search, a playout policy, the end of a playout (a
round or a hand) and the value of where it stopped for the searching seat."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

from ..board import BoardGame
from ..engine import Game, State
from . import board_rules, thief_rules


def rules_for(game: Game) -> ModuleType:
    return board_rules if isinstance(game, BoardGame) else thief_rules


def determinize(game: Game, view: dict[str, Any], rng: random.Random) -> State:
    """A full state consistent with ``view`` (``game.from_view``), completed with what the
    rules imply about hidden cards that the view does not say (Gharat's runs)."""
    state = game.from_view(view, rng)  # type: ignore[attr-defined]
    if not isinstance(game, BoardGame):
        thief_rules.complete_runs(state, rng)  # type: ignore[arg-type]
    return state


def context(game: Game, state: State, view: dict[str, Any]) -> list[int]:
    """What the greedy scores weigh risks with: the ranks the player has not seen."""
    if isinstance(game, BoardGame):
        return board_rules.unseen_ranks(view)
    return thief_rules.unseen_ranks(state, view["player"])  # type: ignore[arg-type]
