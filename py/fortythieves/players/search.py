"""The hard level: its best few moves by the greedy scores compared by search from the view,
by PIMC (``pimc``): every candidate is tried in the same determinizations with the same
rollout randomness, and the greedy choice stands unless another candidate beats it clearly.
The greedy scores are normal's, read as hard reads the table (``rules.context``: in the Thief
family hard counts every card laid face up and weighs risks its own way: Gharat's top runs,
Thief's and Four Card's discards by the cards of their rank in sight), so hard starts from a
choice at least as good as normal's. In the rollouts the others move by the rules' cheap policy
and, in the games of ``OWN_READING`` (Thief), the searching seat by its own level's scores.
PIMC rather than IS-MCTS, which played worse than normal at this budget (``bench/README.md``).

Budget: ``iterations`` rollouts of ``depth`` moves (counted in moves, so positions whose
rollouts end early get more samples), cut short by a deadline of ``seconds`` per decision.
Natively the budget binds and a seeded choice repeats; in the page, on a slow or busy device,
the deadline keeps the wait short.

Determinizations: a few full states are built from the view (``game.from_view``) and each
sample re-deals the unseen cards of one of them (``State.sample``), cheaper than building a
state from the view every time. Where the game's rules module can read what the others did
(``belief``), it deals the unseen cards as their moves allow: in the board game the player
remembers its last decision and reads the reply since; in Gharat it reads the plays of the
round in the view as a normal player's (``thief_rules.PlayModel``), unless that rival's plays
so far read as random ones (``thief_rules.Styles``), which the playouts then move at random.
Where it knows moves that do the same (``move_kind``: the board game, where suits do not
matter), the candidates are distinct kinds of moves."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from typing import Any

from ..engine import Game, State
from . import pimc
from .base import Player
from .rules import context, rules_for

ITERATIONS = {"board": 130, "thief": 150, "four-card": 1200, "gharat": 150}
"""Default budget per decision: rollouts (candidates x determinizations) of the full depth;
in moves, ``iterations x depth``, so positions where rollouts end early get more samples.
Four Card Thief is the game where more samples tell, so it gets eight times the budget of
Thief and Gharat (the runs that showed it: ``bench/thief_ai.md``)."""
SECONDS = {"four-card": 0.27}
"""Deadline per decision where it differs from ``DEADLINE``. Four Card's search gains from
every rollout it gets, and the page's goal (p95 <= 300 ms) leaves room for a longer deadline,
which then cuts most of its decisions in the page (``bench/thief_ai.md``)."""
DEADLINE = 0.2
"""Deadline per decision (``time.process_time``: in the page the wall clock, natively the
process's own CPU time, so a busy machine does not weaken a benchmark): the search stops
adding samples past it. In the games not in ``SECONDS`` the iteration budget is set so that,
natively, it rarely binds."""
DEPTH = {"board": 12}
"""Rollout length of the PIMC search (moves), after which the game's static value counts."""
ROOTS = 4
WIDTH = 5
"""Moves searched: the best by the greedy scores."""
WIDTHS = {"four-card": 3}
"""Moves searched where it differs from ``WIDTH``. Four Card Thief's search gains from every
rollout it gets (``ITERATIONS``), and with three candidates each gets five thirds of the
determinizations it gets with five. The gain measured is small and not proved, but it costs
nothing; other widths did no better (``bench/thief_ai.md``)."""


class SearchPlayer(Player):
    level = "hard"

    def __init__(self, game: Game, seat: int, seed: int, iterations: int | None = None,
                 width: int = 0, depth: int = 0,
                 margin: float = 1.0, eps: float = 0.1, seconds: float | None = None) -> None:
        super().__init__(game, seat, seed)
        self.iterations = iterations or ITERATIONS.get(game.id, 150)
        self.rules = rules_for(game)
        self.width = width or WIDTHS.get(game.id, WIDTH)
        self.depth = depth or DEPTH.get(game.id, 12)
        self.margin = margin
        self.eps = eps
        self.seconds = SECONDS.get(game.id, DEADLINE) if seconds is None else seconds
        self.memory: tuple[dict[str, Any], Any] | None = None
        """This player's last decision (its view and move): what the replies since reveal."""
        styles = getattr(self.rules, "Styles", None)
        self.styles = styles() if styles else None
        """Where the rules can tell, which rivals play at random (``thief_rules.Styles``)."""

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
        randoms = self.styles.read(state, view, rng) if self.styles else frozenset()
        if known is not None and randoms:
            known.ignore(randoms)

        def sample() -> State:
            count[0] += 1
            root = roots[count[0] % len(roots)]
            return known.deal(root, seat, rng) if known else root.sample(seat, rng)

        scores = self.rules.move_scores(state, moves, context(self.game, state, view, self.level))
        ranked = sorted(range(len(moves)), key=lambda i: -scores[i])
        if scores[ranked[0]] >= self.rules.SURE:
            return moves[ranked[0]]  # a won round needs no search
        kind = getattr(self.rules, "move_kind", None)
        candidates = distinct([moves[i] for i in ranked], kind)[: self.width]
        if len(candidates) == 1:
            return candidates[0]
        own = self.level if self.game.id in getattr(self.rules, "OWN_READING", ()) else None
        values = pimc.evaluate(sample, seat, self.rules, rng, candidates,
                               self.iterations * self.depth, self.depth, self.eps, deadline,
                               randoms, own)
        return candidates[pimc.choose(values, 0, self.margin)]


def distinct(moves: list[Any], kind: Callable[[Any], Hashable] | None) -> list[Any]:
    """``moves`` less those of a kind already listed (all of them when kinds are unknown)."""
    if kind is None:
        return moves
    seen: set[Hashable] = set()
    out = []
    for move in moves:
        key = kind(move)
        if key not in seen:
            seen.add(key)
            out.append(move)
    return out
