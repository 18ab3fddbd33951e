"""A complete solver for every game of the Forty Thieves family, on any position.

``solve(state)`` answers one of three verdicts and never guesses:

- ``"winnable"``: with ``moves``, a complete solution from the given position; it has been
  replayed through the engine (``push``) to a won state before it is returned.
- ``"not winnable"``: the search visited every position reachable from the given one (up to the
  sound reductions below) and none is won.
- ``"unknown"``: a budget (states, seconds, memory) ran out, or ``progress`` asked to stop.

Design
------
Depth-first search with a transposition table and domain move ordering. A depth-first search
that marks every position it enters and never enters a marked one is complete for reachability:
if it ends without finding a won position, none is reachable. So the same search finds wins
fast (good ordering sends it straight at the foundations) and, when it runs to the end, is the
proof of "not winnable". The search keeps its own path, so it is iterative (no recursion: the
browser's Python has a small stack).

Moves are the engine's own: ``legal_moves(distinct=True)`` (one move of each set that reaches
the same position up to the order of the columns and of the foundations). They are applied by
:func:`apply` / :func:`undo`, a lean copy of the engine's ``push``/``pop`` without events or
history; ``tests/test_solver.py`` proves with hypothesis that they reach the same positions as
``push``/``pop`` on random positions of every variant, and every solution is replayed through
``push`` anyway.

Canonical positions (the table's keys, :func:`position_key`): bytes, compact and exact (no
hash collision can ever prune a position). Columns are sorted (their order does not matter),
each written with its number of face-down cards; the two copies of a card are the same value,
so identical cards are interchangeable by construction. The foundations are left out: the 104
cards are fixed, so the foundations hold exactly the cards that are nowhere else, and for each
suit that multiset fixes the two heights (ranks held twice and ranks held once), whichever
foundation holds which. The stock is a fixed sequence in a one-pass game: the search only ever
takes cards from its top, so its length names it; with redeals the stock is written in full.

Safe automatic moves, and their proof. A card ``c`` (suit ``s``, rank ``r``) on top of a
column or of the waste goes to a foundation at once, as part of the move that uncovered it,
when (take-backs off):

(a) every card that could ever be built on ``c`` (rank ``r - 1`` by the variant's building
    rule) is on the foundations in both copies, so no card can ever be placed on ``c``; and
(b) both foundations of suit ``s`` already hold at least ``r - 1`` cards, or the other copy of
    ``c`` is already home; and
(c) ``c`` is in a column, or the game turns one card at a time (with three at a time and a
    redeal left, taking a card out of the waste would regroup the next pass).

Aces are always safe (eight foundations for eight aces: an ace not home always finds an empty
one). Proof for the others: take any winning line ``L`` from the position ``P``; delete from
it every move of ``c`` (a sequence move whose top card is ``c`` becomes the same move one card
shorter; by (a) nothing ever lies on ``c``, so ``c`` is always a top card and never inside a
run), and the draw that turns ``c`` if it was in the stock. Every other move stays legal from
``P'`` (``P`` with ``c`` home): columns and waste hold the same cards less ``c``, and a place
that held ``c`` held it as a top card nothing could use. The foundations of suit ``s``: by (b)
every rank below ``r`` is home twice, so rank-``r`` cards are the only ones waiting for a
foundation at ``r - 1``; ``P'`` has the same foundation heights as ``P`` but one foundation at
``r - 1`` raised to ``r``. When ``L`` sends the other copy home onto a foundation at ``r - 1``,
``P'`` still has one (else three rank-``r`` cards would be home), and once ``L`` sends ``c``
home the heights agree again. So ``L`` less those moves wins from ``P'``: moving ``c`` loses
nothing.

Condition (b) is what two decks add to the one-deck argument: :mod:`.analysis` holds the rule,
which the site's automatic moves (S-51) use too.

With take-backs (the game's ``scoring`` option, S-41) the move set is larger: cards come back
from the foundations, so (a) fails. Such states are solved with take-backs as moves and no
automatic moves at all; otherwise (scoring off, the rules of the game proper) take-backs are
not moves. A position winnable without take-backs is winnable with them.

Other sound reductions: the engine's distinct moves (into the leftmost empty column only, never
a whole column into an empty one: that only renumbers columns); positions met again through
the table (including a card moved straight back where it came from: the same position).

Move ordering (speed only, never soundness): foundation moves, moves that turn a face-down card
or empty a column, waste plays, builds that shorten a column, the stock, moves into an empty
column, redeals.

Budgets: ``max_states`` (positions entered; makes a run reproducible), ``seconds`` and
``memory_mb`` (the table's estimated size) each end the search with ``"unknown"``;
``progress(states, seconds)`` is called every ``PROGRESS_EVERY`` positions and may return
``False`` to cancel.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .analysis import layout_safe_move, waste_is_safe
from .moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from .position import Layout, apply, undo
from .state import SolitaireState

WINNABLE = "winnable"
NOT_WINNABLE = "not winnable"
UNKNOWN = "unknown"

PROGRESS_EVERY = 2_000
DEFAULT_MEMORY_MB = 512
ENTRY_OVERHEAD = 110
"""Bytes a key costs in the table beyond its length (bytes object header and set slot)."""


@dataclass
class Result:
    """What :func:`solve` found: a verdict, a solution (only when winnable) and the cost."""

    verdict: str
    moves: list[Move] = field(default_factory=list)
    states: int = 0
    seconds: float = 0.0
    peak_mb: float = 0.0
    reason: str = ""
    """Why the verdict is unknown: "states", "seconds", "memory" or "cancelled"."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "moves": [str(m) for m in self.moves],
            "states": self.states,
            "seconds": round(self.seconds, 3),
            "peak_mb": round(self.peak_mb, 1),
            **({"reason": self.reason} if self.reason else {}),
        }


# -- applying moves ------------------------------------------------------------------------


def position_key(lay: Layout, full_stock: bool) -> bytes:
    """The canonical position (see the module docstring): exact, compact, column order free."""
    cols = sorted([bytes((d, *c)) for c, d in zip(lay.cols, lay.down, strict=True)])
    stock = bytes(lay.stock) if full_stock else bytes((len(lay.stock),))
    return b"\xff".join(cols) + b"\xfe" + bytes(lay.waste) + b"\xfd" + stock + bytes((lay.redeals,))


# -- safe automatic moves ------------------------------------------------------------------


# -- ordering ------------------------------------------------------------------------------


def _order(lay: Layout, moves: list[Move], targets: list[frozenset[int]]) -> list[Move]:
    """Moves most likely to lead to a win first (see the module docstring)."""
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


def _peak_mb(table_bytes: int) -> float:
    try:
        import resource

        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return rss / 1024 / (1024 if sys.platform == "darwin" else 1)
    except (ImportError, AttributeError, OSError):
        return table_bytes / 2**20


def solve(
    state: SolitaireState,
    seconds: float | None = None,
    max_states: int | None = None,
    memory_mb: float | None = None,
    progress: Callable[[int, float], bool | None] | None = None,
) -> Result:
    """Solve the position of ``state`` (left unchanged); see the module docstring."""
    start = time.perf_counter()
    game = state.game
    variant = game.variant
    work = state.copy()
    lay = work.layout
    targets = game.targets
    builders = state.game.builders
    auto = not game.scoring
    waste_ok = waste_is_safe(state)
    full_stock = variant.redeals > 0
    memory_cap = (memory_mb or DEFAULT_MEMORY_MB) * 2**20
    deadline = None if seconds is None else start + seconds

    seen: set[bytes] = set()
    table_bytes = 0
    states = 0
    # The path: for each step, the moves played (a chosen move and the automatic ones after
    # it) with their undo records, and the iterator of the moves left to try there.
    played: list[list[tuple[Move, int]]] = []
    pending: list[Any] = []

    def settle() -> list[tuple[Move, int]]:
        done: list[tuple[Move, int]] = []
        if auto:
            move = layout_safe_move(lay, builders, waste_ok)
            while move is not None:
                done.append((move, apply(lay, move)))
                move = layout_safe_move(lay, builders, waste_ok)
        return done

    def finish(verdict: str, moves: list[Move], reason: str = "") -> Result:
        return Result(verdict, moves, states, time.perf_counter() - start,
                      _peak_mb(table_bytes), reason)

    def won() -> bool:
        return sum(map(len, lay.found)) == 104

    root = settle()
    if won():
        return _checked(state, finish(WINNABLE, [m for m, _ in root]))
    key = position_key(lay, full_stock)
    seen.add(key)
    table_bytes += len(key) + ENTRY_OVERHEAD
    states = 1
    pending.append(iter(_order(lay, work.legal_moves(distinct=True), targets)))
    reason = ""
    while pending:
        move = next(pending[-1], None)
        if move is None:
            pending.pop()
            if played:
                for m, flip in reversed(played.pop()):
                    undo(lay, m, flip)
            continue
        step = [(move, apply(lay, move))]
        step += settle()
        if won():
            path = [m for m, _ in root] + [m for s in played for m, _ in s] + [m for m, _ in step]
            return _checked(state, finish(WINNABLE, path))
        key = position_key(lay, full_stock)
        if key in seen:
            for m, flip in reversed(step):
                undo(lay, m, flip)
            continue
        seen.add(key)
        table_bytes += len(key) + ENTRY_OVERHEAD
        states += 1
        played.append(step)
        pending.append(iter(_order(lay, work.legal_moves(distinct=True), targets)))
        if states % PROGRESS_EVERY == 0:
            now = time.perf_counter()
            if progress is not None and progress(states, now - start) is False:
                reason = "cancelled"
            elif deadline is not None and now >= deadline:
                reason = "seconds"
        if max_states is not None and states >= max_states:
            reason = reason or "states"
        if table_bytes >= memory_cap:
            reason = reason or "memory"
        if reason:
            return finish(UNKNOWN, [], reason)
    return finish(NOT_WINNABLE, [])


def _checked(state: SolitaireState, result: Result) -> Result:
    """Replay a solution through the engine; a solution that does not win is a bug."""
    replay = state.copy()
    for move in result.moves:
        replay.push(move)
    if not replay.won:
        raise AssertionError("solver: the solution does not win")
    return result


def solve_report(
    game_id: str,
    deal: int,
    moves: str = "",
    seconds: float | None = 10.0,
    max_states: int | None = None,
    memory_mb: float | None = None,
    scoring: bool = False,
) -> dict[str, Any]:
    """What ``python -m fortythieves solve`` prints as JSON: the game, the deal, the verdict,
    the solution in notation, states searched, seconds and peak memory (MB). ``moves`` (in
    notation) are played from the deal first; an illegal one raises ``IllegalMove``."""
    from ..games import get_game

    state = get_game(game_id, **({"scoring": True} if scoring else {})).new_state(deal)
    state.replay(moves.replace(",", " ").split())
    result = solve(state, seconds=seconds, max_states=max_states, memory_mb=memory_mb)
    return {"game": game_id, "deal": deal, "after": len(state.history), **result.to_dict()}
