"""A complete solver for every game of the Forty Thieves family, on any position.

``solve(state)`` answers one of three verdicts and never guesses:

- ``"winnable"``: with ``moves``, a complete solution from the given position, its detours
  cut (:mod:`.detours`); it has been replayed through the engine (``push``) to a won state
  before it is returned.
- ``"not winnable"``: the search visited every position reachable from the given one (up to the
  sound reductions below) and none is won; ``proof`` says what no line achieves, as data
  (:mod:`.proofs`: for each suit, the lowest card no line gets home in both copies).
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
fresh walk (:mod:`.depthfirst`) with its own table whose order is the solver's with
neighbouring moves shuffled (a new seed per probe), dropped when its turn ends; the complete
walk goes on where it stopped. A probe that reaches a won position gives the solution
(replayed like any other); a probe that runs out of moves before its turn ends has visited
every reachable position, which proves "not winnable" like the complete walk. A probe cut off
by its turn proves nothing, so probes never turn a position into "not winnable" that is not.
Short probes find the most wins, so ``PROBE_STATES`` is small, and a probe shuffles only
neighbouring moves (the sizes and shuffles measured: ``bench/solver.md``). Taking turns
spends the budget the same way and finds a win of the plain search at the same count of
positions when it takes fewer than ``PROBE_STATES`` (the first turn is the plain search),
which keeps the pools' budgets valid.
``probes=0`` leaves the complete walk alone.

Best-first (:mod:`.bestfirst`). The third walk keeps every position it met but has not expanded
in a priority queue and expands the most promising first (:mod:`.heuristic`), wherever in the
tree it lies; it is kept from turn to turn (up to ``BEST_MEMORY_SHARE`` of the memory budget).
Like the others it proves "not winnable" only when it runs out of positions. The turns go round
``SCHEDULE``: the complete walk, a probe, the best-first walk, ``BEST_STATES`` positions each
(``best=0``: no best-first walk). What each walk adds: ``bench/solver.md``.

Speed. The complete walk and the probes keep each column's part of the key between moves
(only the columns a move touched are written again), and look for automatic moves only where
the last move can have made one (:mod:`.safe_moves`): the very same search, faster.

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
which the site's automatic moves (S-51) use too. What (a) asks, by building rule
(:class:`.variants.Build`), for ``c`` of rank ``r``:

- same suit (Forty Thieves, Limited, Lucas): both copies of the ``r - 1`` of its own suit home.
  Those are on two different foundations of the suit, so (b) follows from (a).
- other suit (Indian, Little Forty): both copies of the ``r - 1`` of each of the three other
  suits home (six cards), and (b).
- alternate colour (Maria, Number Ten, Rank and File, Streets, Thieves of Egypt): both copies
  of the ``r - 1`` of each suit of the other colour home (four cards), and (b).

Nothing weaker will do for two decks: a builder ``b`` not home might need ``c``'s column to
lie on (its other targets may be buried, or home), and with (a) failing no argument that
replays a winning line without ``c``'s moves goes through.

With take-backs (the game's ``scoring`` option, S-41) the move set is larger: cards come back
from the foundations, so (a) fails. Such states are solved with take-backs as moves and no
automatic moves at all; otherwise (scoring off, the rules of the game proper) take-backs are
not moves. A position winnable without take-backs is winnable with them.

``prune=False`` (tests only) turns every reduction off: no automatic moves, every legal move,
keys of the exact piles. ``tests/solitaire/test_solver_soundness.py`` checks on small and late
positions of every game that the verdicts agree with and without the reductions.

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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .analysis import layout_safe_move, waste_is_safe
from .bestfirst import BestFirst, encode
from .depthfirst import DepthFirst
from .detours import without_detours
from .moves import Move
from .position import Layout, apply
from .state import SolitaireState

VERSION = 2
"""The search's version, which the benchmark records with each result (figures of different
versions are never mixed): 1 the depth-first walks (complete and probes); 2 with the
best-first walk, columns' keys kept between moves and automatic moves looked for locally."""

WINNABLE = "winnable"
NOT_WINNABLE = "not winnable"
UNKNOWN = "unknown"

PROGRESS_EVERY = 2_000
"""Positions between two calls of ``progress``."""
CLOCK_EVERY = 256
"""Positions between two looks at the clock."""
DEFAULT_MEMORY_MB = 512
PROBE_STATES = 1_000
"""Positions of one probe, and of each turn of the complete walk between two probes."""
SCHEDULE = (0, 1, 2)
"""The walks' turns, round and round: 0 the complete walk, 1 a probe, 2 the best-first walk."""
BEST_STATES = 1_000
"""Positions of one turn of the best-first walk (:mod:`.bestfirst`)."""
BEST_MEMORY_SHARE = 0.5
"""The share of the memory budget the best-first walk may fill; then it has no more turns."""


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
    proof: dict[str, Any] | None = None
    """Why the position is not winnable, as data (:mod:`.proofs`): only with that verdict."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "moves": [str(m) for m in self.moves],
            "states": self.states,
            "seconds": round(self.seconds, 3),
            "peak_mb": round(self.peak_mb, 1),
            **({"reason": self.reason} if self.reason else {}),
            **({"proof": self.proof} if self.proof else {}),
        }


# -- applying moves ------------------------------------------------------------------------


def position_key(lay: Layout, full_stock: bool) -> bytes:
    """The canonical position (see the module docstring): exact, compact, column order free."""
    cols = sorted([bytes((d, *c)) for c, d in zip(lay.cols, lay.down, strict=True)])
    stock = bytes(lay.stock) if full_stock else bytes((len(lay.stock),))
    return b"\xff".join(cols) + b"\xfe" + bytes(lay.waste) + b"\xfd" + stock + bytes((lay.redeals,))


# -- ordering ------------------------------------------------------------------------------


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
    best: int | None = None,
    prune: bool = True,
) -> Result:
    """Solve the position of ``state`` (left unchanged); see the module docstring."""
    search = Search(state, seconds, max_states, memory_mb, clock, probes, best, prune)
    while search.result is None:
        search.run(PROGRESS_EVERY)
        running = search.result is None and progress is not None
        if running and progress is not None and progress(search.states, search.elapsed()) is False:
            search.cancel()
    assert search.result is not None
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
        best: int | None = None,
        prune: bool = True,
    ) -> None:
        self.clock = clock
        self.start = clock()
        self.state = state
        game = state.game
        self.targets = game.targets
        self.builders = game.builders
        self.prune = prune
        """False only in tests: no automatic moves, every legal move, keys of exact piles."""
        self.auto = prune and not game.scoring
        self.waste_ok = waste_is_safe(state)
        self.full_stock = game.variant.redeals > 0
        self.memory_cap = (memory_mb or DEFAULT_MEMORY_MB) * 2**20
        self.deadline = None if seconds is None else self.start + seconds
        self.max_states = max_states
        self.turn = probes
        self.best_turn = BEST_STATES if best is None else best
        self.best_cap = self.memory_cap * BEST_MEMORY_SHARE
        self.states = 0
        self.probe_count = 0
        self.result: Result | None = None
        self.probe: DepthFirst | None = None
        self.best: BestFirst | None = None
        self.phase = self.slot = 0
        """Whose turn it is: 0 the complete walk, 1 a probe, 2 the best-first walk."""
        self.complete = DepthFirst(self, None)
        self.turn_end = probes or self.best_turn or sys.maxsize
        self._conclude(self.complete)

    def elapsed(self) -> float:
        return self.clock() - self.start

    def cancel(self) -> None:
        """End the search now: "unknown", for the reason "cancelled"."""
        if self.result is None:
            self._finish(UNKNOWN, [], "cancelled")

    def table_bytes(self) -> int:
        return (
            self.complete.table_bytes
            + (self.probe.table_bytes if self.probe else 0)
            + (self.best.table_bytes if self.best else 0)
        )

    def _finish(
        self, verdict: str, moves: list[Move], reason: str = "", proof: dict[str, Any] | None = None
    ) -> None:
        if verdict == WINNABLE:  # the line as found wanders: a player is shown a direct one
            moves = without_detours(self.state, moves)
        peak = _peak_mb(self.table_bytes())
        result = Result(verdict, moves, self.states, self.elapsed(), peak, reason, proof)
        self.result = _checked(self.state, result) if verdict == WINNABLE else result

    def _conclude(self, walk: DepthFirst | BestFirst) -> None:
        """A walk that reached a won position wins; one that ran out of moves to try has
        visited every reachable position (its cap, if any, not reached): not winnable."""
        if self.result is None and walk.solution is not None:
            self._finish(WINNABLE, walk.solution)
        elif self.result is None and not walk.pending:
            self._finish(NOT_WINNABLE, [], proof=walk.progress.reason())

    def run(self, positions: int) -> Result | None:
        """Search about ``positions`` more positions (fewer if the search ends first); the
        result once there is one."""
        goal = self.states + positions
        while self.result is None and self.states < goal:
            walk = self._walk()
            walk.run(min(goal, self.turn_end) - self.states)
            self._conclude(walk)
            if self.result is None and self.states >= self.turn_end:
                self._take_turns()
        return self.result

    def _walk(self) -> DepthFirst | BestFirst:
        if self.phase == 1 and self.probe is not None:
            return self.probe
        if self.phase == 2 and self.best is not None:
            return self.best
        return self.complete

    def _take_turns(self) -> None:
        """Hand over to the next walk of ``SCHEDULE``: the complete walk, a new probe (the last
        one is dropped), the best-first walk (while it has room in memory), and round again."""
        self.probe = None
        for _ in range(len(SCHEDULE)):
            self.slot = (self.slot + 1) % len(SCHEDULE)
            self.phase = SCHEDULE[self.slot]
            if self.phase == 0:
                self.turn_end = self.states + (self.turn or self.best_turn or sys.maxsize)
                return
            if self.phase == 1 and self.turn:
                self.turn_end = self.states + self.turn
                self.probe_count += 1
                self.probe = DepthFirst(self, random.Random(self.probe_count))
                self._conclude(self.probe)
                return
            if self.phase == 2 and self.best_turn:
                if self.best is None:
                    self.best = BestFirst(self)
                    self._conclude(self.best)
                if self.best.table_bytes < self.best_cap:
                    self.turn_end = self.states + self.best_turn
                    return
        self.turn_end = sys.maxsize

    def settle_steps(self, lay: Layout) -> list[tuple[Move, int]]:
        """The safe automatic moves of ``lay``, played, with their undo records."""
        done: list[tuple[Move, int]] = []
        if self.auto:
            builders, waste_ok = self.builders, self.waste_ok
            move = layout_safe_move(lay, builders, waste_ok)
            while move is not None:
                done.append((move, apply(lay, move)))
                move = layout_safe_move(lay, builders, waste_ok)
        return done

    def settle(self, lay: Layout) -> list[Move]:
        """The safe automatic moves of ``lay``, played."""
        return [m for m, _ in self.settle_steps(lay)]

    def key(self, lay: Layout) -> bytes:
        """The table's key: canonical, or (``prune`` off) the piles exactly as they lie."""
        return position_key(lay, self.full_stock) if self.prune else encode(lay, True)

    def check_budgets(self) -> None:
        reason = ""
        deadline = self.deadline
        if deadline is not None and self.states % CLOCK_EVERY == 0 and self.clock() >= deadline:
            reason = "seconds"
        if self.max_states is not None and self.states >= self.max_states:
            reason = reason or "states"
        if self.table_bytes() >= self.memory_cap:
            reason = reason or "memory"
        if reason:
            self._finish(UNKNOWN, [], reason)


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
    assert isinstance(state, SolitaireState)
    state.replay(moves.replace(",", " ").split())
    result = solve(state, seconds=seconds, max_states=max_states, memory_mb=memory_mb)
    return {"game": game_id, "deal": deal, "after": len(state.history), **result.to_dict()}
