"""Perfect-information Monte Carlo (PIMC): each candidate move is tried in the same
determinizations (the hidden cards dealt at random, consistently with the view), followed by a
short rollout of the game's playout policy with the same random numbers for every candidate, and
scored by the payoff at the end of the rollout (the game's static evaluation when it stops
before the end of the round or hand). Comparing candidates on the same deals and the same
rollout randomness makes the differences between them far less noisy than independent samples.

The caller keeps the greedy choice unless another candidate beats it clearly: the search can
only overturn ``normal``'s choice on evidence.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ..engine import State

MIN_DEALS = 4
"""Determinizations every candidate gets, whatever the budget or the clock say."""


def evaluate(
    sample: Callable[[], State],
    seat: int,
    rules: ModuleType,
    rng: random.Random,
    candidates: list[Any],
    budget: int,
    depth: int,
    eps: float,
    deadline: float,
    randoms: frozenset[int] = frozenset(),
    own: str | None = None,
) -> list[list[float]]:
    """``values[i][d]``: the payoff to ``seat`` of ``candidates[i]`` in determinization ``d``.
    Determinizations are added until the rollouts have played ``budget`` moves in all, or one
    more would likely end past ``deadline`` (``time.process_time()``; after ``MIN_DEALS`` of
    them): the budget makes a seeded choice repeat, the deadline bounds the wait on a slow
    device. The players in ``randoms`` move at random in the rollouts, the others by the
    rules' playout policy; with ``own`` (a level), ``seat`` by that level's scores."""
    values: list[list[float]] = [[] for _ in candidates]
    played = 0
    dealt = 0
    began = now = time.process_time()
    while dealt < MIN_DEALS or (played < budget and now + (now - began) / dealt < deadline):
        state = sample()
        start = rules.snapshot(state)
        seed = rng.getrandbits(32)
        for i, move in enumerate(candidates):
            roll = random.Random(seed)
            state.push(move)
            steps = 1
            while steps < depth and not rules.done(state, start):
                moves = state.legal_moves()
                mover = state.to_move
                if randoms and mover in randoms:
                    state.push(roll.choice(moves))
                elif own and mover == seat:
                    state.push(rules.rollout_move(state, moves, roll, eps, own))
                else:
                    state.push(rules.rollout_move(state, moves, roll, eps))
                steps += 1
            values[i].append(rules.value(state, start, seat))
            played += steps
            for _ in range(steps):
                state.pop()
        dealt += 1
        now = time.process_time()
    return values


def choose(values: list[list[float]], default: int, margin: float) -> int:
    """The candidate with the best mean, when it beats candidate ``default`` by more than
    ``margin`` standard errors of their paired difference; else ``default``."""
    means = [sum(v) / len(v) for v in values]
    best = max(range(len(values)), key=lambda i: means[i])
    if best == default:
        return default
    diffs = [a - b for a, b in zip(values[best], values[default], strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    if mean > margin * math.sqrt(var / n):
        return best
    return default
