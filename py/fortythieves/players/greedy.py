"""The greedy levels: score every legal move with the game's heuristic and take the best.
``easy`` adds noise to the scores and ignores risks, ``normal`` weighs them and takes the best."""

from __future__ import annotations

from typing import Any

from ..engine import Game, State
from .base import Player
from .rules import context, rules_for


class GreedyPlayer(Player):
    """``noise`` 0 is ``normal``; above 0 is ``easy``: scores get that much random noise
    (in units of the game's typical move worth) and the risk terms are left out."""

    def __init__(self, game: Game, seat: int, seed: int, noise: float = 0.0) -> None:
        super().__init__(game, seat, seed)
        self.noise = noise
        self.level = "easy" if noise else "normal"
        self.rules = rules_for(game)

    def pick(self, state: State, moves: list[Any], view: dict[str, Any]) -> Any:
        reading = None if self.noise else context(self.game, state, view, self.level)
        scores = self.rules.move_scores(state, moves, reading)
        if self.noise:
            scale = self.noise * self.rules.NOISE
            scores = [s + self.rng.gauss(0.0, scale) for s in scores]
        best = max(scores)
        return moves[scores.index(best)]
