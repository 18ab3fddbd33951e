"""A complete solver for every game of the Forty Thieves family, on any position.

``solve(state)`` answers one of three verdicts and never guesses:

- ``"winnable"``: with ``moves``, a complete solution from the given position, its detours
  cut (:mod:`.detours`); it has been replayed through the engine (``push``) to a won state
  before it is returned.
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

Restarts (probes). A depth-first search that makes a bad choice near the root can spend its
whole budget below it: in classic deals most of the winnable ones it misses are of that kind.
So the complete walk takes turns with probes, ``PROBE_STATES`` positions each: a probe is a
fresh walk with its own table whose order is the solver's with neighbouring moves shuffled
(:func:`_varied`, a new seed per probe), dropped when its turn ends; the complete walk goes on
where it stopped. A probe that reaches a won position gives the solution (replayed like any
other); a probe that runs out of moves before its turn ends has visited every reachable
position, which proves "not winnable" like the complete walk. A probe cut off by its turn
proves nothing, so probes never turn a position into "not winnable" that is not; they cost the
complete walk half of the budget. Short probes find the most wins, so ``PROBE_STATES`` is
small, and a probe shuffles only neighbouring moves (the sizes and shuffles measured:
``bench/solver.md``). Taking turns spends the budget the same way and finds a
win of the plain search at the same count of positions when it takes fewer than
``PROBE_STATES`` (the first turn is the plain search), which keeps the pools' budgets valid.
``probes=0`` leaves the complete walk alone.

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

Budgets: ``max_states`` (positions entered by every walk; makes a run reproducible), ``seconds`` and
``memory_mb`` (the table's estimated size) each end the search with ``"unknown"``; the seconds
are read on ``clock`` (the wall clock; a benchmark on a shared machine passes
``time.process_time`` so that other work does not shorten its searches);
``progress(states, seconds)`` is called every ``PROGRESS_EVERY`` positions and may return
``False`` to cancel. The search itself is a :class:`Search` object that runs in slices of a
given number of positions and keeps its path between them: the page's worker runs one slice
per call, so the page can show progress and stop it between two slices.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .analysis import layout_safe_move, waste_is_safe
from .detours import without_detours
from .moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from .position import Layout, apply, undo
from .state import SolitaireState

WINNABLE = "winnable"
NOT_WINNABLE = "not winnable"
UNKNOWN = "unknown"

PROGRESS_EVERY = 2_000
"""Positions between two calls of ``progress``."""
CLOCK_EVERY = 256
"""Positions between two looks at the clock."""
DEFAULT_MEMORY_MB = 512
ENTRY_OVERHEAD = 110
"""Bytes a key costs in the table beyond its length (bytes object header and set slot)."""
PROBE_STATES = 1_000
"""Positions of one probe, and of each turn of the complete walk between two probes."""
PROBE_NOISE = 3.0
"""How far a probe may move a move down the solver's order (see :func:`_varied`)."""


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
    clock: Callable[[], float] = time.perf_counter,
    probes: int = PROBE_STATES,
) -> Result:
    """Solve the position of ``state`` (left unchanged); see the module docstring."""
    search = Search(state, seconds, max_states, memory_mb, clock, probes)
    while search.result is None:
        search.run(PROGRESS_EVERY)
        ask = search.result is None and progress is not None
        if ask and progress(search.states, search.elapsed()) is False:
            search.cancel()
    return search.result


class Search:
    """One search that runs in slices: :meth:`run` searches a given number of positions and
    returns, so that a caller (the page's worker) can report progress and be told to stop
    between slices. ``result`` is None until the search has ended.

    The complete walk and the probes take turns of ``probes`` positions each (see the module
    docstring); ``probes=0`` leaves only the complete walk."""

    def __init__(
        self,
        state: SolitaireState,
        seconds: float | None = None,
        max_states: int | None = None,
        memory_mb: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
        probes: int = PROBE_STATES,
    ) -> None:
        self.clock = clock
        self.start = clock()
        self.state = state
        game = state.game
        self.targets = game.targets
        self.builders = game.builders
        self.auto = not game.scoring
        self.waste_ok = waste_is_safe(state)
        self.full_stock = game.variant.redeals > 0
        self.memory_cap = (memory_mb or DEFAULT_MEMORY_MB) * 2**20
        self.deadline = None if seconds is None else self.start + seconds
        self.max_states = max_states
        self.turn = probes
        self.states = 0
        self.probe_count = 0
        self.result: Result | None = None
        self.probe: _Walk | None = None
        self.complete = _Walk(self, None)
        self.turn_end = probes or sys.maxsize
        self._conclude(self.complete)

    def elapsed(self) -> float:
        return self.clock() - self.start

    def cancel(self) -> None:
        """End the search now: "unknown", for the reason "cancelled"."""
        if self.result is None:
            self._finish(UNKNOWN, [], "cancelled")

    def table_bytes(self) -> int:
        return self.complete.table_bytes + (self.probe.table_bytes if self.probe else 0)

    def _finish(self, verdict: str, moves: list[Move], reason: str = "") -> None:
        if verdict == WINNABLE:  # the line as found wanders: a player is shown a direct one
            moves = without_detours(self.state, moves)
        result = Result(verdict, moves, self.states, self.elapsed(), _peak_mb(self.table_bytes()),
                        reason)
        self.result = _checked(self.state, result) if verdict == WINNABLE else result

    def _conclude(self, walk: _Walk) -> None:
        """A walk that reached a won position wins; one that ran out of moves to try has
        visited every reachable position (its cap, if any, not reached): not winnable."""
        if self.result is None and walk.solution is not None:
            self._finish(WINNABLE, walk.solution)
        elif self.result is None and not walk.pending:
            self._finish(NOT_WINNABLE, [])

    def run(self, positions: int) -> Result | None:
        """Search about ``positions`` more positions (fewer if the search ends first); the
        result once there is one."""
        goal = self.states + positions
        while self.result is None and self.states < goal:
            walk = self.probe or self.complete
            walk.run(min(goal, self.turn_end) - self.states)
            self._conclude(walk)
            if self.result is None and self.states >= self.turn_end and self.turn:
                self._take_turns()
        return self.result

    def _take_turns(self) -> None:
        """Hand over from the complete walk to a new probe, or back (the probe is dropped)."""
        self.turn_end = self.states + self.turn
        if self.probe is None:
            self.probe_count += 1
            self.probe = _Walk(self, random.Random(self.probe_count))
            self._conclude(self.probe)
        else:
            self.probe = None

    def check_budgets(self) -> None:
        reason = ""
        late = self.deadline is not None and self.states % CLOCK_EVERY == 0
        if late and self.clock() >= self.deadline:
            reason = "seconds"
        if self.max_states is not None and self.states >= self.max_states:
            reason = reason or "states"
        if self.table_bytes() >= self.memory_cap:
            reason = reason or "memory"
        if reason:
            self._finish(UNKNOWN, [], reason)


class _Walk:
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
        # The path: for each step, the moves played (a chosen move and the automatic ones
        # after it) with their undo records, and the iterator of the moves left to try there.
        self.played: list[list[tuple[Move, int]]] = []
        self.pending: list[Iterator[Move]] = []
        self.root = self._settle()
        if self._won():
            self.solution = [m for m, _ in self.root]
        else:
            self._enter(self._key())

    def _settle(self) -> list[tuple[Move, int]]:
        done: list[tuple[Move, int]] = []
        search = self.search
        if search.auto:
            lay = self.lay
            move = layout_safe_move(lay, search.builders, search.waste_ok)
            while move is not None:
                done.append((move, apply(lay, move)))
                move = layout_safe_move(lay, search.builders, search.waste_ok)
        return done

    def _won(self) -> bool:
        return sum(map(len, self.lay.found)) == 104

    def _key(self) -> bytes:
        return position_key(self.lay, self.search.full_stock)

    def _enter(self, key: bytes) -> None:
        self.seen.add(key)
        self.table_bytes += len(key) + ENTRY_OVERHEAD
        self.search.states += 1
        moves = _order(self.lay, self.work.legal_moves(distinct=True), self.search.targets)
        if self.rng is not None:
            moves = _varied(moves, self.rng)
        self.pending.append(iter(moves))

    def run(self, positions: int) -> None:
        """Walk on for about ``positions`` positions, until a win, the end of the walk or a
        budget of the search."""
        search, lay, pending, played = self.search, self.lay, self.pending, self.played
        seen = self.seen
        goal = search.states + positions
        while search.result is None and pending and search.states < goal:
            move = next(pending[-1], None)
            if move is None:
                pending.pop()
                if played:
                    for m, flip in reversed(played.pop()):
                        undo(lay, m, flip)
                continue
            step = [(move, apply(lay, move))]
            step += self._settle()
            if self._won():
                path = self.root + [s for steps in played for s in steps] + step
                self.solution = [m for m, _ in path]
                return
            key = self._key()
            if key in seen:
                for m, flip in reversed(step):
                    undo(lay, m, flip)
                continue
            played.append(step)
            self._enter(key)
            search.check_budgets()


def _varied(moves: list[Move], rng: random.Random) -> list[Move]:
    """The solver's order with neighbouring moves shuffled: each move's place plus a uniform
    draw in ``0..PROBE_NOISE``, sorted again (a strong first choice mostly stays first)."""
    keyed = sorted((i + rng.uniform(0, PROBE_NOISE), i) for i in range(len(moves)))
    return [moves[i] for _, i in keyed]


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
