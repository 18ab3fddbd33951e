"""The hard level: IS-MCTS (``mcts.search``) from the view, with a fixed iteration budget.

Determinizations: a few full states are built from the view (``game.from_view``) and each
iteration re-deals the unseen cards of one of them (``State.sample``), cheaper than building a
state from the view every time."""

from __future__ import annotations

from typing import Any

from ..board import BoardGame
from ..engine import Game, State
from .base import Player
from .mcts import best_move, search
from .rules import context, rules_for

ITERATIONS = {"board": 120, "thief": 50, "four-card": 70, "gharat": 90}
"""Default budget per decision, calibrated so the 95th percentile of the think time stays near
120 ms natively (about 250 ms in Pyodide, twice slower)."""
ROOTS = 4
PLAYOUT = 40
"""Thief family: playouts stop after this many moves and score the share of points so far."""
WIDTH = 5
"""Moves searched at each node: the best by the greedy scores (the root: by normal's)."""


class SearchPlayer(Player):
    level = "hard"

    def __init__(self, game: Game, seat: int, seed: int, iterations: int | None = None,
                 width: int = WIDTH) -> None:
        super().__init__(game, seat, seed)
        self.iterations = iterations or ITERATIONS.get(game.id, 150)
        self.rules = rules_for(game)
        self.width = width

    def pick(self, state: State, moves: list[Any], view: dict[str, Any]) -> Any:
        rng = self.rng
        roots = [state] + [self.determinize(view) for _ in range(ROOTS - 1)]
        seat = view["player"]
        count = [0]

        def sample() -> State:
            count[0] += 1
            return roots[count[0] % len(roots)].sample(seat, rng)

        playout = 200 if isinstance(self.game, BoardGame) else PLAYOUT
        scores = self.rules.move_scores(state, moves, context(self.game, state, view))
        ranked = sorted(range(len(moves)), key=lambda i: -scores[i])
        candidates = [moves[i] for i in ranked[: self.width]]
        if scores[ranked[0]] >= self.rules.SURE:
            return moves[ranked[0]]  # a won round needs no search
        children = search(sample, seat, self.rules, rng, self.iterations, playout,
                          candidates, self.width)
        return best_move(children, candidates)
