"""Work the player need not wait for (saving, the "no more moves" search, the address), run
once after the frame that shows a change has been painted, however often it is asked for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..shell.dom import handler, window


class AfterPaint:
    """Runs ``work`` after the next painted frame; asked again before then, still once."""

    def __init__(self, work: Callable[[], None]) -> None:
        self.work = work
        self.pending = False
        self._after = handler(self._after_frame)
        self._idle = handler(self._after_paint)

    def schedule(self) -> None:
        if not self.pending:
            self.pending = True
            window.requestAnimationFrame(self._after)

    def _after_frame(self, _ts: Any = None) -> None:
        window.setTimeout(self._idle, 0)

    def _after_paint(self) -> None:
        self.pending = False
        self.work()
