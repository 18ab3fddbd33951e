"""Best-first search: the solver's third walk, which finds wins the depth-first walks miss.

A depth-first walk commits to its first choices; when one near the root is bad it spends its
whole budget below it. The probes (:mod:`.solver`) restart it with shuffled orders; this walk
instead keeps every position it has met but not expanded in a priority queue and always
expands the most promising one (:func:`.heuristic.score`), wherever in the tree it lies. It
proves nothing when it ends without a win, unless its queue ran empty (then it has met every
reachable position, like a complete walk, and the position is not winnable).

A position waiting in the queue is held as one ``bytes`` (:func:`encode`): its piles exactly
as they lie (columns in their order), so that the moves recorded on the way to it still name
the right columns; the table keyed canonically (:func:`.solver.position_key`) records each
position's parent and the moves from it, from which the winning line is read back.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .heuristic import score
from .movegen import legal_moves
from .moves import Move
from .position import Layout, apply, undo
from .proofs import Progress

if TYPE_CHECKING:
    from .solver import Search

ENTRY_BYTES = 260
"""What one position costs this walk beyond its two byte strings (table slot, tuples, heap)."""


def encode(lay: Layout, full_stock: bool) -> bytes:
    """The piles exactly as they lie, in one byte string (see :func:`decode`)."""
    out = [lay.redeals, len(lay.cols)]
    out += [f[-1] if f else 255 for f in lay.found]
    for col, down in zip(lay.cols, lay.down, strict=True):
        out += (len(col), down)
        out += col
    out.append(len(lay.waste))
    out += lay.waste
    if full_stock:
        out.append(len(lay.stock))
        out += lay.stock
    else:
        out.append(len(lay.stock))
    return bytes(out)


def decode(data: bytes, stock0: Sequence[int], full_stock: bool) -> Layout:
    """The layout :func:`encode` wrote; a one-pass stock is the first cards of ``stock0``."""
    redeals, ncols = data[0], data[1]
    found = [[] if t == 255 else list(range(t - t % 13, t + 1)) for t in data[2:10]]
    i = 10
    cols: list[list[int]] = []
    down: list[int] = []
    for _ in range(ncols):
        n = data[i]
        down.append(data[i + 1])
        cols.append(list(data[i + 2 : i + 2 + n]))
        i += 2 + n
    n = data[i]
    waste = list(data[i + 1 : i + 1 + n])
    i += 1 + n
    n = data[i]
    stock = list(data[i + 1 : i + 1 + n]) if full_stock else stock0[:n]
    return Layout(cols, down, stock, waste, found, redeals)  # type: ignore[arg-type]


class BestFirst:
    """A best-first walk from the search's position, in slices like the depth-first walks."""

    def __init__(self, search: Search) -> None:
        self.search = search
        state = search.state
        self.game = state.game
        self.full = search.full_stock
        self.stock0 = list(state.layout.stock)
        lay = state.layout.copy()
        root = search.settle(lay)
        self.root = root
        self.solution: list[Move] | None = None
        self.table_bytes = 0
        self.parents: dict[bytes, tuple[bytes, tuple[Move, ...]] | None] = {}
        self.queue: list[tuple[int, int, bytes, bytes]] = []
        self.count = 0
        self.progress = Progress()
        self.progress.record(lay)
        if sum(map(len, lay.found)) == 104:
            self.solution = list(root)
            return
        key = search.key(lay)
        self.parents[key] = None
        self._push(lay, key)

    @property
    def pending(self) -> bool:
        return bool(self.queue)

    def _push(self, lay: Layout, key: bytes) -> None:
        data = encode(lay, self.full)
        self.count += 1
        heapq.heappush(self.queue, (-score(lay, self.game), self.count, key, data))
        self.table_bytes += len(key) + len(data) + ENTRY_BYTES
        self.search.states += 1

    def run(self, positions: int) -> None:
        """Expand positions until about ``positions`` more were met, a win or a budget."""
        search, parents, queue, game = self.search, self.parents, self.queue, self.game
        goal = search.states + positions
        while search.result is None and queue and search.states < goal:
            _, _, key, data = heapq.heappop(queue)
            lay = decode(data, self.stock0, self.full)
            for move in legal_moves(game, lay, search.prune):
                step = [(move, apply(lay, move))]
                step += search.settle_steps(lay)
                child = search.key(lay)
                if child not in parents:
                    self.progress.record(lay)
                    parents[child] = (key, tuple(m for m, _ in step))
                    if sum(map(len, lay.found)) == 104:
                        self.solution = self._line(child)
                        return
                    self._push(lay, child)
                    search.check_budgets()
                for m, flip in reversed(step):
                    undo(lay, m, flip)
                if search.result is not None:
                    return

    def _line(self, key: bytes) -> list[Move]:
        """The moves from the root to the position ``key``, read back through the parents."""
        steps: list[tuple[Move, ...]] = []
        entry = self.parents[key]
        while entry is not None:
            parent, moves = entry
            steps.append(moves)
            entry = self.parents[parent]
        return list(self.root) + [m for moves in reversed(steps) for m in moves]
