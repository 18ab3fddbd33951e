"""The time played on a deal: it runs while a started, unfinished game is on screen and can be
played, not while the page is hidden or a dialog covers the table (S-42 ruling)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..shell.dom import page_hidden, window

if TYPE_CHECKING:
    from .session import Session


class Clock:
    """Adds the running stretch to ``session().elapsed``; ``save`` keeps it when it stops."""

    def __init__(self, session: Callable[[], Session], covered: Callable[[], bool],
                 save: Callable[[], None]) -> None:
        self.session = session
        self.covered = covered
        self.save = save
        self.run_since: float | None = None

    @property
    def running(self) -> bool:
        return self.run_since is not None

    def now(self) -> float:
        extra = 0.0
        if self.run_since is not None:
            extra = (window.performance.now() - self.run_since) / 1000
        return self.session().elapsed + extra

    def reset(self) -> None:
        """Another deal on the table: its own time, not yet running."""
        self.run_since = None

    def update(self) -> None:
        """Start or stop as the table can now be played or not."""
        s = self.session()
        run = s.started and not s.state.won and not page_hidden() and not self.covered()
        if run and self.run_since is None:
            self.run_since = float(window.performance.now())
        elif not run and self.run_since is not None:
            s.elapsed = self.now()
            self.run_since = None
            self.save()
