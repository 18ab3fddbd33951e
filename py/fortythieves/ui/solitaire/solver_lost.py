""""Where did I lose it?" at the solitaire table: the walk back through the game's history
(:mod:`...solitaire.lost_where`) runs in the solver's worker, like any question; its progress and
its answer go on the solver's line, with "Rewind to before move N", which undoes back to the
last position proved winnable (Redo plays the moves again). Asked from the menu, or from the
"no more moves" dialog."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...solitaire.lost_where import FOUND
from ...solitaire.position import Exact
from ...solitaire.solver import NOT_WINNABLE, WINNABLE
from ...solitaire.state import SolitaireState
from ..shell.chrome import by_id
from . import solver_text as words
from .solver_client import Job
from .solver_memory import exact_key
from .solver_where import actions_back, answer, before, stops

if TYPE_CHECKING:
    from .solver_panel import SolverPanel

SECONDS = 60.0
"""The time the whole walk may take in the page (each position: ``solver_worker.EACH_SECONDS``;
the player can stop it sooner)."""


class LostWhere:
    """The walk's part of the solver panel: asking, progress, the answer and the rewind."""

    def __init__(self, panel: SolverPanel) -> None:
        self.panel = panel
        self.button = by_id("solver-rewind-to")
        self.target: tuple[Exact, int] | None = None
        """The position to rewind to (proved winnable) and its move number."""
        self.shown: Callable[[], str] | None = None
        """What would have kept the game winnable, on the solver's line (worded again)."""

    def ask(self) -> None:
        app = self.panel.app
        session = app.session
        at = stops(session.groups)
        state = session.state.copy()
        self.panel.client.ask(Job(json.dumps(state.to_json()), SECONDS,
                                  (exact_key(state), state, at), at))
        self.target = None
        self.panel.told_guess = True  # the solver asked: guesses no longer send the player to it
        app.root.dataset.lostWhere = ""
        self.panel.say(words.LINE["starting"], ("solver-stop",))

    def progress(self, report: dict[str, Any]) -> None:
        at = report.get("at")
        self.panel.say(words.WHERE["searching"], ("solver-stop",), False,
                       count=report["states"], n=0 if at is None else at,
                       states=self.panel.msg.number(report["states"]),
                       seconds=f"{report['seconds']:.0f}")

    def done(self, job: Job, report: dict[str, Any]) -> None:
        key, state, at = job.context
        self._remember(state, at, report)
        said = answer(report, state, at, self.panel.msg)
        low = report["winnable"]
        self.target = None if said.rewind_to is None else (
            exact_key(before(state, at[low])), said.rewind_to)
        here = exact_key(self.panel.app.session.state) == key
        app = self.panel.app
        if here:
            app.chrome.tell(lambda: answer(report, state, at, self.panel.msg).lines)
        else:
            app.chrome.say(words.LINE["earlier"],
                           answer=lambda m: " ".join(answer(report, state, at, m).lines))
        self.shown = (lambda: answer(report, state, at, self.panel.msg).lines[1]) if (
            report["verdict"] == FOUND and here) else None
        self.panel.say_buttons(("rewind-to",) if self.target else ())
        self.relabel()
        app.root.dataset.lostWhere = report["verdict"]

    def _remember(self, state: SolitaireState, at: list[int], report: dict[str, Any]) -> None:
        """What the walk proved, for hints and rewinds: the line from the last winnable
        position, the positions proved lost, and the end when it is still winnable."""
        memory = self.panel.memory
        for index, verdict in report["asked"].items():
            if verdict == NOT_WINNABLE:
                memory.remember(before(state, at[int(index)]), verdict, [])
        low = report["winnable"]
        if low is not None:
            memory.remember(before(state, at[low]), WINNABLE, report["moves"])

    def relabel(self) -> None:
        if self.target is not None:
            self.button.textContent = self.panel.msg(words.WHERE["rewind_to"], n=self.target[1])
        if self.shown is not None and not self.panel.line.hidden:
            self.panel.text.textContent = self.shown()

    def rewind(self) -> None:
        """Undo back to the position before the losing move (Redo plays the moves again)."""
        if self.target is None:
            return
        key, number = self.target
        session = self.panel.app.session
        back = actions_back(session, key)
        if back is None:
            return
        for _ in range(back):
            session.undo()
        self.panel.app.won_shown = False
        self.panel.app.show()
        self.target = self.shown = None
        self.panel.say(words.WHERE["rewound_to"], n=number)
