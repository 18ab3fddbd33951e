"""A winning line without its detours.

The solver returns the first winning line its depth-first search meets, not a short one: it
wanders (a card moved to a column, then on to another, where one move would do; a run built
and taken apart), and Show solution plays every step: a line can be several times as long as
it needs to be. :func:`without_detours` walks the line and, from each of its positions, plays
the legal move that reaches the latest later position of the line, when one reaches further
than the line's own next move; it walks again until a walk cuts nothing (a few walks, a
fraction of a second; the lines measured: ``bench/solver.md``).

Positions are compared exactly (``Layout.exact``: columns in their order, each foundation's top
card), so the rest of the line, whose moves name columns and foundations, plays on unchanged.
"""

from __future__ import annotations

from .moves import Move
from .state import SolitaireState


def without_detours(state: SolitaireState, moves: list[Move]) -> list[Move]:
    """``moves``, a line from ``state`` (left unchanged), with its detours cut until none is
    left: it reaches the same final position in as many moves or fewer."""
    while True:
        shorter = _one_walk(state, moves)
        if len(shorter) == len(moves):
            return moves
        moves = shorter


def _one_walk(state: SolitaireState, moves: list[Move]) -> list[Move]:
    walk = state.copy()
    latest = {walk.layout.exact(): 0}
    for i, move in enumerate(moves, 1):
        walk.push(move)
        latest[walk.layout.exact()] = i
    walk = state.copy()
    out: list[Move] = []
    i = 0
    while i < len(moves):
        best, reach = moves[i], i + 1
        for move in walk.legal_moves():
            walk.push(move)
            j = latest.get(walk.layout.exact(), -1)
            walk.pop()
            if j > reach:
                best, reach = move, j
        walk.push(best)
        out.append(best)
        i = reach
    return out
