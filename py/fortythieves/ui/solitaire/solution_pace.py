"""The pace of a solution being shown: each move the same share of the time to watch it, set as
the line starts. Pure Python, so that the pace is tested without a browser."""

from __future__ import annotations

from dataclasses import dataclass

STEP_MS = 450
"""Between two moves of a solution being shown, at most."""
WATCH_MS = 45_000
FASTEST_MS = 160
"""A long solution plays faster, so that it takes about ``WATCH_MS`` to watch however long
(Thieves of Egypt's 525 moves took four minutes), never faster than ``FASTEST_MS`` a move
(a move's slide takes 150 ms at the normal animation speed)."""
MIN_WAIT_MS = 30
"""The least wait between two moves of a solution that runs late: the page answers between."""


@dataclass
class Pace:
    """When each move of the line is due. A move's share is counted from when the last move
    was due, so that the time a move takes to make and draw is part of its share. The share
    was once worked out again from the moves left at each move, which slowed the line's end to
    450 ms a move: Lucas's 236 moves took 84 s to watch where 45 were meant."""

    step: float
    due: float
    moves: int = 0
    """The line's moves, to say how far it has gone ("Move 12 of 236")."""

    @classmethod
    def start(cls, moves: int, now: float) -> Pace:
        """The pace of a line of ``moves`` moves shown from ``now`` (ms)."""
        return cls(max(FASTEST_MS, min(STEP_MS, WATCH_MS // max(moves, 1))), now, moves)

    def wait(self, now: float) -> int:
        """Milliseconds from ``now`` until the next move (a line running late catches up by
        short waits, not by a burst of moves)."""
        self.due = max(self.due, now - self.step) + self.step
        return max(MIN_WAIT_MS, round(self.due - now))
