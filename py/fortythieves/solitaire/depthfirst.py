"""The solver's depth-first walks: the complete walk and the probes (:mod:`.solver`).

A walk keeps its own path (no recursion: the browser's Python has a small stack) and its own
table of the positions it entered, keyed canonically (:func:`.solver.position_key`); it keeps
each column's part of the key between moves, so that a move writes again only the columns it
touched, and looks for automatic moves only where the move can have made one
(:mod:`.safe_moves`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from .bestfirst import encode
from .moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from .position import Layout, apply, undo
from .proofs import Progress
from .safe_moves import local_safe_move

if TYPE_CHECKING:
    from .solver import Search

ENTRY_OVERHEAD = 110
"""Bytes a key costs in the table beyond its length (bytes object header and set slot)."""
PROBE_NOISE = 3.0
"""How far a probe may move a move down the solver's order (see :func:`varied`)."""


def order(lay: Layout, moves: list[Move], targets: Sequence[frozenset[int]]) -> list[Move]:
    """Moves most likely to lead to a win first (see :mod:`.solver`'s docstring)."""
    cols, down = lay.cols, lay.down
    scored = []
    for i, move in enumerate(moves):
        src, dst, count = move
        if src == STOCK:
            score = 40
        elif src == REDEAL:
            score = 5
        elif dst >= FOUNDATION:
            score = 100
        elif src >= FOUNDATION:
            score = 1
        else:
            to_empty = not cols[dst]
            if src == WASTE:
                score = 30 if to_empty else 70
            else:
                col = cols[src]
                left = len(col) - count
                if left == 0:
                    score = 85
                elif left == down[src]:
                    score = 90
                elif to_empty:
                    score = 15
                else:
                    score = 60 - left
                    if col[-count - 1] in targets[col[-count]]:
                        score -= 25
        scored.append((-score, i, move))
    scored.sort()
    return [m for _, _, m in scored]


# -- the search ----------------------------------------------------------------------------


class DepthFirst:
    """One depth-first walk from the search's position with its own table: the complete walk
    (the solver's order), or a probe (``rng`` varies the order; its turn ends it)."""

    def __init__(self, search: Search, rng: random.Random | None) -> None:
        self.search = search
        self.rng = rng
        self.work = search.state.copy()
        self.lay = self.work.layout
        self.seen: set[bytes] = set()
        self.table_bytes = 0
        self.solution: list[Move] | None = None
        self.tail = b"\xfe"
        # The path: for each step, the moves played (a chosen move and the automatic ones
        # after it) with their undo records, and the iterator of the moves left to try there.
        self.played: list[list[tuple[Move, int]]] = []
        self.pending: list[Iterator[Move]] = []
        self.keys = [bytes((d, *c)) for c, d in zip(self.lay.cols, self.lay.down, strict=True)]
        self.root = self._settle(None)
        self.progress = Progress()
        self.progress.record(self.lay)
        if self._won():
            self.solution = [m for m, _ in self.root]
        else:
            self._enter(self._key())

    def _play(self, move: Move) -> int:
        """:func:`apply`, keeping the key of each column it changes (:meth:`_key`)."""
        lay = self.lay
        flip = apply(lay, move)
        src, dst, _ = move
        if src < WASTE:
            self.keys[src] = bytes((lay.down[src], *lay.cols[src]))
        if dst < WASTE:
            self.keys[dst] = bytes((lay.down[dst], *lay.cols[dst]))
        return flip

    def _unplay(self, steps: list[tuple[Move, int]]) -> None:
        lay, keys = self.lay, self.keys
        for move, flip in reversed(steps):
            undo(lay, move, flip)
            src, dst, _ = move
            if src < WASTE:
                keys[src] = bytes((lay.down[src], *lay.cols[src]))
            if dst < WASTE:
                keys[dst] = bytes((lay.down[dst], *lay.cols[dst]))

    def _settle(self, move: Move | None) -> list[tuple[Move, int]]:
        """The safe automatic moves after ``move`` (None: of any position), played."""
        done: list[tuple[Move, int]] = []
        search = self.search
        if search.auto:
            lay = self.lay
            safe = local_safe_move(lay, search.builders, search.waste_ok, move)
            while safe is not None:
                done.append((safe, self._play(safe)))
                safe = local_safe_move(lay, search.builders, search.waste_ok, safe)
        return done

    def _won(self) -> bool:
        return sum(map(len, self.lay.found)) == 104

    def _key(self) -> bytes:
        """:func:`position_key`, from the kept keys of the columns."""
        lay = self.lay
        if not self.search.prune:
            return encode(lay, True)
        stock = bytes(lay.stock) if self.search.full_stock else bytes((len(lay.stock),))
        return (
            b"\xff".join(sorted(self.keys))
            + b"\xfe"
            + bytes(lay.waste)
            + b"\xfd"
            + stock
            + bytes((lay.redeals,))
        )

    def _enter(self, key: bytes) -> None:
        self.seen.add(key)
        self.table_bytes += len(key) + ENTRY_OVERHEAD
        self.search.states += 1
        legal = self.work.legal_moves(distinct=self.search.prune)
        moves = order(self.lay, legal, self.search.targets)
        if self.rng is not None:
            moves = varied(moves, self.rng)
        self.pending.append(iter(moves))

    def run(self, positions: int) -> None:
        """Walk on for about ``positions`` positions, until a win, the end of the walk or a
        budget of the search."""
        search, pending, played = self.search, self.pending, self.played
        seen = self.seen
        goal = search.states + positions
        while search.result is None and pending and search.states < goal:
            move = next(pending[-1], None)
            if move is None:
                pending.pop()
                if played:
                    self._unplay(played.pop())
                continue
            step = [(move, self._play(move))]
            step += self._settle(move)
            if len(step) > 1 or FOUNDATION <= move[1] < STOCK:
                self.progress.record(self.lay)
            if self._won():
                path = self.root + [s for steps in played for s in steps] + step
                self.solution = [m for m, _ in path]
                return
            key = self._key()
            if key in seen:
                self._unplay(step)
                continue
            played.append(step)
            self._enter(key)
            search.check_budgets()


def varied(moves: list[Move], rng: random.Random) -> list[Move]:
    """The solver's order with neighbouring moves shuffled: each move's place plus a uniform
    draw in ``0..PROBE_NOISE``, sorted again (a strong first choice mostly stays first)."""
    keyed = sorted((i + rng.uniform(0, PROBE_NOISE), i) for i in range(len(moves)))
    return [moves[i] for _, i in keyed]
