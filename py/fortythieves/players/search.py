"""The hard level: normal's best few moves compared by search from the view. By default PIMC
(``pimc``): every candidate is tried in the same determinizations with the same rollout
randomness, and normal's own choice stands unless another candidate beats it clearly, so hard
only improves on normal. ``mode="mcts"`` gives the older IS-MCTS (``mcts.search``), kept for
comparison (it played worse than normal at this budget).

Budget: ``iterations`` rollouts of ``depth`` moves (counted in moves, so positions whose
rollouts end early get more samples), cut short by a deadline of ``seconds`` per decision.
Natively the budget binds and a seeded choice repeats; in the page, on a slow or busy device,
the deadline keeps the wait short.

Determinizations: a few full states are built from the view (``game.from_view``) and each
sample re-deals the unseen cards of one of them (``State.sample``), cheaper than building a
state from the view every time."""

from __future__ import annotations

import time
from typing import Any

from ..board import BoardGame
from ..engine import Game, State
from . import pimc
from .base import Player
from .mcts import best_move, search
from .rules import context, rules_for

ITERATIONS = {"board": 100, "thief": 150, "four-card": 150, "gharat": 150}
"""Default budget per decision: rollouts (candidates x determinizations) of the full depth;
in moves, ``iterations x depth``, so positions where rollouts end early get more samples."""
SECONDS = 0.2
"""Deadline per decision (``time.process_time``: in the page the wall clock, natively the
process's own CPU time, so a busy machine does not weaken a benchmark): the search stops
adding samples past it. The iteration budget is set so that it rarely binds in the page."""
DEPTH = {"board": 12}
"""Rollout length of the PIMC search (moves), after which the game's static value counts."""
ROOTS = 4
PLAYOUT = 40
"""Thief family: playouts stop after this many moves and score the share of points so far."""
WIDTH = 5
"""Moves searched at each node: the best by the greedy scores (the root: by normal's)."""


class SearchPlayer(Player):
    level = "hard"

    def __init__(self, game: Game, seat: int, seed: int, iterations: int | None = None,
                 width: int = WIDTH, mode: str = "pimc", depth: int = 0,
                 margin: float = 1.0, eps: float = 0.1, seconds: float = SECONDS) -> None:
        super().__init__(game, seat, seed)
        self.iterations = iterations or ITERATIONS.get(game.id, 150)
        self.rules = rules_for(game)
        self.width = width
        self.mode = mode
        self.depth = depth or DEPTH.get(game.id, 12)
        self.margin = margin
        self.eps = eps
        self.seconds = seconds
        self.memory: tuple[dict[str, Any], Any] | None = None
        """This player's last decision (its view and move): what the replies since reveal."""

    def pick(self, state: State, moves: list[Any], view: dict[str, Any]) -> Any:
        move = self.decide(state, moves, view)
        self.memory = (view, move)
        return move

    def decide(self, state: State, moves: list[Any], view: dict[str, Any]) -> Any:
        deadline = time.process_time() + self.seconds
        rng = self.rng
        roots = [state] + [self.determinize(view) for _ in range(ROOTS - 1)]
        seat = view["player"]
        count = [0]
        infer = getattr(self.rules, "belief", None)
        known = infer(self.game, self.memory, view) if infer else None

        def sample() -> State:
            count[0] += 1
            root = roots[count[0] % len(roots)]
            return known.deal(root, seat, rng) if known else root.sample(seat, rng)

        playout = 200 if isinstance(self.game, BoardGame) else PLAYOUT
        scores = self.rules.move_scores(state, moves, context(self.game, state, view))
        ranked = sorted(range(len(moves)), key=lambda i: -scores[i])
        candidates = [moves[i] for i in ranked[: self.width]]
        if scores[ranked[0]] >= self.rules.SURE:
            return moves[ranked[0]]  # a won round needs no search
        if self.mode == "pimc":
            if len(candidates) == 1:
                return candidates[0]
            values = pimc.evaluate(sample, seat, self.rules, rng, candidates,
                                   self.iterations * self.depth, self.depth, self.eps, deadline)
            return candidates[pimc.choose(values, 0, self.margin)]
        children = search(sample, seat, self.rules, rng, self.iterations, playout,
                          candidates, self.width)
        return best_move(children, candidates)
