"""Where a lost game was lost: the move that took a winnable position to a lost one.

Along a game's history winnability only ever changes once: a position from which a legal move
reaches a winnable one is winnable, and every position reached from a lost one is lost. So the
positions a player stood at are winnable up to some position and lost after it, and one move
goes from the last winnable to the first lost: the move that lost the game. :class:`Walk` looks
for it with the solver (:mod:`.solver`), which answers each position it is asked winnable, not
winnable or unknown:

- the end first (a position still winnable has lost nothing), then back from it in steps that
  double (1, 2, 4... positions), down to the start: positions near the end of a lost game are
  the cheapest to prove lost, and a winnable one is usually found quickly;
- once a position is proved winnable, the gap between it and the first position proved lost is
  halved until the two are neighbours: the move between them lost the game;
- a position the solver cannot decide within its budget is never guessed at: it splits the gap
  too, and the walk asks the middle of the longest run of positions not yet asked (the later of
  two: later positions are smaller searches; the positions next to an undecided one are often
  as hard). When none is left, or the whole budget is spent, the answer is unknown, with how
  far the walk got: the last position proved winnable and the first proved lost.

Every position proved winnable has a line the solver replayed through the engine, so the move
found comes with what would have kept the game winnable: that line, from the position before.
A start proved lost means no move lost the game: it never was winnable. Pure Python.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .moves import Move
from .solver import NOT_WINNABLE, UNKNOWN, WINNABLE, Search
from .state import SolitaireState

FOUND = "found"
NEVER = "never winnable"
STILL = "still winnable"


@dataclass
class Where:
    """What :class:`Walk` found. Positions are numbered by ``stops``: position ``i`` is where
    the player stood after ``i`` actions (0: the start)."""

    verdict: str
    """``FOUND`` (the losing move is the first of action ``winnable + 1``), ``NEVER`` (the
    start is lost), ``STILL`` (the last position is winnable) or ``UNKNOWN``."""
    winnable: int | None = None
    """The last position proved winnable (found: the one before the losing move)."""
    lost: int | None = None
    """The first position proved lost (found: ``winnable + 1``)."""
    move: Move | None = None
    """The losing move (found only)."""
    line: list[Move] = field(default_factory=list)
    """A winning line from position ``winnable``, replayed through the engine."""
    asked: dict[int, str] = field(default_factory=dict)
    """Every position the solver was asked, with its verdict."""
    states: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "winnable": self.winnable,
            "lost": self.lost,
            "move": None if self.move is None else str(self.move),
            "moves": [str(m) for m in self.line],
            "asked": {str(k): v for k, v in sorted(self.asked.items())},
            "states": self.states,
            "seconds": round(self.seconds, 3),
        }


def bounds(asked: dict[int, str], last: int) -> tuple[int, int]:
    """The last position proved winnable (-1: none) and the first proved lost (``last + 1``:
    none), of positions ``0..last``."""
    won = [i for i, v in asked.items() if v == WINNABLE]
    lost = [i for i, v in asked.items() if v == NOT_WINNABLE]
    return max(won, default=-1), min(lost, default=last + 1)


def settled(asked: dict[int, str], last: int) -> str | None:
    """The verdict the answers so far already give (``None``: ask on)."""
    low, high = bounds(asked, last)
    if low == last:
        return STILL
    if high == 0:
        return NEVER
    if high == low + 1:
        return FOUND
    return None


def next_position(asked: dict[int, str], last: int) -> int | None:
    """The position to ask next (``None``: every one that could settle it was asked)."""
    if last not in asked:
        return last
    low, high = bounds(asked, last)
    untried = [i for i in range(low + 1, high) if i not in asked]
    if not untried:
        return None
    if low < 0:  # back from the end, in doubling steps
        target = max(last - 2 ** (len(asked) - 1), 0)
        return min(untried, key=lambda i: (abs(i - target), -i))
    runs: list[list[int]] = []  # the untried positions, in runs between those asked
    for i in untried:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    run = max(reversed(runs), key=len)  # the longest, the later of two
    return run[len(run) // 2]


class Walk:
    """The walk over the positions of ``state``'s history (see the module docstring), in
    slices like :class:`.solver.Search`: :meth:`run` searches a given number of positions and
    returns; ``result`` is None until the walk has ended.

    ``stops`` are the history lengths the player stood at, ascending (default: after every
    move); the losing move is the first of an action, the cards that went home by themselves
    after it ride along. Budgets: ``seconds`` / ``max_states`` for the whole walk, and
    ``each_seconds`` / ``each_states`` for one position."""

    def __init__(
        self,
        state: SolitaireState,
        stops: list[int] | None = None,
        seconds: float | None = None,
        max_states: int | None = None,
        each_seconds: float | None = None,
        each_states: int | None = None,
        memory_mb: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.final = state.copy()
        self.stops = list(range(len(state.history) + 1)) if stops is None else list(stops)
        if self.stops != sorted(set(self.stops)) or not all(
            0 <= s <= len(state.history) for s in self.stops
        ):
            raise ValueError("stops must be ascending history lengths")
        self.last = len(self.stops) - 1
        self.budget = (seconds, max_states, each_seconds, each_states)
        self.memory_mb = memory_mb
        self.clock = clock
        self.start = clock()
        self.asked: dict[int, str] = {}
        self.lines: dict[int, list[Move]] = {}
        self.done_states = 0
        self.search: Search | None = None
        self.at: int | None = None
        """The position being asked."""
        self.result: Where | None = None

    @property
    def states(self) -> int:
        """Positions searched so far, by every question."""
        return self.done_states + (self.search.states if self.search else 0)

    def elapsed(self) -> float:
        return self.clock() - self.start

    def position(self, index: int) -> SolitaireState:
        """The state at position ``index`` (after ``index`` actions), with its history."""
        work = self.final.copy()
        while len(work.history) > self.stops[index]:
            work.pop()
        return work

    def run(self, positions: int) -> Where | None:
        """Search about ``positions`` more positions; the result once there is one."""
        goal = self.states + positions
        while self.result is None and self.states < goal:
            if self.search is None and not self._ask_next():
                break
            assert self.search is not None
            answer = self.search.run(goal - self.states)
            if answer is not None:
                self._heard(answer.verdict, answer.moves, answer.states)
        return self.result

    def _ask_next(self) -> bool:
        """Start the next question; False when the walk has ended instead."""
        verdict = settled(self.asked, self.last)
        index = None if verdict else next_position(self.asked, self.last)
        seconds, max_states, each_seconds, each_states = self.budget
        left_seconds = None if seconds is None else seconds - self.elapsed()
        left_states = None if max_states is None else max_states - self.done_states
        spent = (left_seconds is not None and left_seconds <= 0) or (
            left_states is not None and left_states <= 0)
        if index is None or spent:
            self._finish(verdict or UNKNOWN)
            return False
        self.at = index
        self.search = Search(self.position(index), seconds=_least(each_seconds, left_seconds),
                             max_states=_least(each_states, left_states),
                             memory_mb=self.memory_mb, clock=self.clock)
        return True

    def _heard(self, verdict: str, line: list[Move], states: int) -> None:
        assert self.at is not None
        self.asked[self.at] = verdict
        if verdict == WINNABLE:
            self.lines[self.at] = line
        self.done_states += states
        self.search = None

    def _finish(self, verdict: str) -> None:
        low, high = bounds(self.asked, self.last)
        winnable = None if low < 0 else low
        move = None
        if verdict == FOUND:
            move = self.final.history[self.stops[low]]
        self.result = Where(
            verdict, winnable, None if high > self.last else high, move,
            self.lines.get(low, []), dict(self.asked), self.states, self.elapsed())
        self.search = None


def _least(a: float | None, b: float | None) -> Any:
    """The smaller of two budgets, either of which may be none."""
    return b if a is None else a if b is None else min(a, b)


def lost_where(state: SolitaireState, stops: list[int] | None = None, **budgets: Any) -> Where:
    """Walk the history of ``state`` to its end (see :class:`Walk` for the arguments)."""
    walk = Walk(state, stops, **budgets)
    while walk.result is None:
        walk.run(2_000)
    return walk.result
