"""The page's end of the solver worker (:mod:`.solver_worker`).

The worker is added to the page the first time the player asks the solver something (it takes
seconds to boot, and most games never need it). One search at a time: asking again, or
cancelling, ends the search under way between two of its slices, so a cancel takes effect
within a fraction of a second and the worker is ready for the next question.
"""

from __future__ import annotations

import asyncio
import json
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..shell.dom import start_worker, window

WORKER_NAME = "solver"
WORKER_CODE = (
    "from fortythieves.ui.solitaire.solver_worker import start, step, stop, walk\n"
    '__export__ = ["start", "step", "stop", "walk"]\n'
)
CONFIG = "./pyscript.toml"
STEP_SECONDS = 0.25
"""How long the worker searches between two progress reports."""


@dataclass
class Job:
    """One question: the position (a state's ``to_json`` text) and the time allowed; with
    ``stops``, where the game was lost (the walk back through its history over the positions
    after those numbers of moves)."""

    save: str
    seconds: float
    context: Any = None
    """Whatever the asker wants back with the answer."""
    stops: list[int] | None = None


class SolverClient:
    """Ask the worker; hear about progress (the worker's report) and the answer through the
    callbacks."""

    def __init__(
        self,
        on_progress: Callable[[Job, dict[str, Any]], None],
        on_done: Callable[[Job, dict[str, Any]], None],
        on_failed: Callable[[Job], None],
    ) -> None:
        self.on_progress = on_progress
        self.on_done = on_done
        self.on_failed = on_failed
        self.api: Any = None
        self.job: Job | None = None
        self.looping = False

    @property
    def busy(self) -> bool:
        return self.job is not None

    def ask(self, job: Job) -> None:
        """Search ``job`` (a search under way is abandoned)."""
        self.job = job
        if not self.looping:
            self.looping = True
            asyncio.ensure_future(self._loop())

    def cancel(self) -> None:
        self.job = None

    async def _loop(self) -> None:
        try:
            if self.api is None:
                self.api = start_worker(WORKER_NAME, WORKER_CODE, CONFIG)
            api = await self.api
            while self.job is not None:
                job = self.job
                if job.stops is None:
                    report = json.loads(await api.start(job.save, job.seconds))
                else:
                    stops = json.dumps(job.stops)
                    report = json.loads(await api.walk(job.save, stops, job.seconds))
                while not report["done"] and self.job is job:
                    self.on_progress(job, report)
                    report = json.loads(await api.step(STEP_SECONDS))
                await api.stop()
                if self.job is job:
                    self.job = None
                    self.on_done(job, report)
        except Exception:  # noqa: BLE001 - the table plays on without the solver
            window.console.warn(traceback.format_exc())
            job, self.job, self.api = self.job, None, None
            if job is not None:
                self.on_failed(job)
        finally:
            self.looping = False
