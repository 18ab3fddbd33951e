"""Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse,
2012), shared by every game: one tree over the searching player's information, each iteration
on a fresh determinization (the hidden cards dealt again), choosing among the children that
are legal in that determinization by UCB with availability counts; a playout with the game's
cheap policy to the end of the round or hand, whose payoff per player is backed up so that
each node's mover maximizes their own share (max-n for more than two sides).

The budget is a number of iterations, not a time, so a seeded search repeats exactly.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ..engine import State

EXPLORE = 0.7
"""UCB exploration constant (payoffs are in 0..1)."""


class Node:
    """Statistics of one move in the tree: visits, times it was legal, payoff to its mover."""

    __slots__ = ("children", "visits", "avail", "total", "mover")

    def __init__(self, mover: int) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.mover = mover


def search(
    sample: Callable[[], State],
    seat: int,
    rules: ModuleType,
    rng: random.Random,
    iterations: int,
    max_playout: int = 400,
    root_moves: list[Any] | None = None,
    width: int = 0,
) -> dict[Any, Node]:
    """Run ``iterations`` iterations from determinizations given by ``sample`` and return the
    root's children (move -> node) for the caller to choose from. The root searches only
    ``root_moves`` (when given); below it, ``width`` > 0 keeps that many of the best moves by
    the game's cheap scores (progressive pruning: the search spends its budget on plausible
    replies, which matters with a budget of a few hundred iterations)."""
    root = Node(-1)
    for _ in range(iterations):
        state = sample()
        start = rules.snapshot(state)
        node = root
        path = [root]
        # selection and expansion
        while not rules.done(state, start):
            moves = state.legal_moves()
            if node is root and root_moves is not None:
                moves = root_moves
            elif width and len(moves) > width:
                moves = prune(rules, state, moves, width)
            mover = state.to_move
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                move = rng.choice(untried)
                child = children[move] = Node(mover)  # type: ignore[arg-type]
                for m in moves:
                    if m in children:
                        children[m].avail += 1
                state.push(move)
                path.append(child)
                break
            log_n = 0.0
            best = None
            best_value = -1.0
            for m in moves:
                c = children[m]
                c.avail += 1
                log_n = math.log(c.avail)
                value = c.total / c.visits + EXPLORE * math.sqrt(log_n / c.visits)
                if value > best_value:
                    best_value, best = value, m
            state.push(best)
            node = children[best]
            path.append(node)
        # playout
        steps = 0
        while not rules.done(state, start) and steps < max_playout:
            state.push(rules.rollout_move(state, state.legal_moves(), rng))
            steps += 1
        payoff = rules.payoff(state, start)
        for n in path[1:]:
            n.visits += 1
            n.total += payoff[n.mover]
    return root.children


def prune(rules: ModuleType, state: State, moves: list[Any], width: int) -> list[Any]:
    """The ``width`` best moves by the game's cheap scores, in their original order."""
    scores = rules.move_scores(state, moves, None)
    cut = sorted(scores, reverse=True)[width - 1]
    return [m for m, s in zip(moves, scores, strict=True) if s >= cut][: 2 * width]


def best_move(children: dict[Any, Node], moves: list[Any]) -> Any:
    """The most visited legal move at the root (ties: the better average, then list order)."""
    return max(
        moves,
        key=lambda m: (children[m].visits, children[m].total / max(children[m].visits, 1))
        if m in children else (-1, 0.0),
    )
