"""The solver at the solitaire table: "Can this still be won?", hints from winning lines,
"Show solution", "Rewind to the last winnable position", "Winnable deals only" and "Where did I
lose it?" (:mod:`.solver_lost`).

The app calls in (its menu and toolbar actions); this module keeps what the solver proved
(:class:`.solver_memory.SolverMemory`), talks to the worker (:class:`.solver_client.SolverClient`)
and owns the solver's line, floating at the foot of the table: progress with a Stop button,
then the answer.
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

from ...cards import RANK_OF
from ...engine import random_deal
from ...games import variant_key
from ...i18n import Messages
from ...solitaire.hints import question_likely
from ...solitaire.moves import REDEAL, STOCK, Move
from ...solitaire.pool import Pool, load
from ...solitaire.solver import NOT_WINNABLE, WINNABLE
from ...solitaire.state import SolitaireState
from ..shell.cardface import card_name
from ..shell.chrome import by_id
from ..shell.dom import document, handler, listen, present, storage_get, storage_set, window
from ..shell.saves import PREFIX
from . import solver_text as words
from .session import Session
from .solution_pace import Pace
from .solver_client import Job, SolverClient
from .solver_lost import LostWhere
from .solver_memory import SolverMemory, exact_key

if TYPE_CHECKING:
    from .table import App

SECONDS = 30.0
"""The time a question may take in the page (the player can stop it sooner)."""
WINNABLE_KEY = PREFIX + "winnable-only"
TICKS = (words.LINE["searching"], words.WHERE["searching"])
"""Progress, written on the solver's line only (not read out)."""


class SolverPanel:
    """The solver's part of one solitaire table."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.memory = SolverMemory()
        self.client = SolverClient(self._progress, self._done, self._failed)
        self.line = by_id("solver-line")
        self.text = by_id("solver-text")
        self.pools: dict[str, Pool] = {}
        self.playing = False
        self.expected = ""
        """The position the solution's last move left, to notice when the player takes over."""
        self.pace = Pace.start(0, 0.0)
        self.available = present(document.querySelector('[data-action="verdict"]')) and (
            document.documentElement.getAttribute("data-storage") != "memory")
        """Whether the solver can run: not on the saved page from disk, whose menu leaves it
        out, nor in a frame refused storage, whose menu hides it (its worker cannot start)."""
        self.told_guess = not self.available
        """A guessed hint has said how to get a sure one (the solver), or the player has asked
        the solver already (after its "unknown" the advice to ask it went round in a circle),
        or there is none to ask (its hints sent the player to look for it): guessed hints are
        short."""
        self.winnable_only = storage_get(WINNABLE_KEY) == "1"
        self.pool_empty = False
        """The last deal was to come from a pool that has none: say so once it is dealt."""
        self._said: tuple[str, dict[str, Any], tuple[str, ...]] | None = None
        self.lost = LostWhere(self)
        self.commands = {"lost-where": self.lost.ask, "rewind-to": self.lost.rewind}
        """The table's commands for "Where did I lose it?"."""
        self._tick = handler(self._play_next)
        listen(self.line, "click", self._on_click)
        by_id("opt-winnable").checked = self.winnable_only

    # -- words -----------------------------------------------------------------------------

    @property
    def msg(self) -> Messages:
        return self.app.msg

    def relabel(self) -> None:
        for el in document.querySelectorAll("[data-st]"):
            el.textContent = self.msg(words.LABELS[str(el.getAttribute("data-st"))])
        if self._said:
            message = self._said[0]
            self.say(message, self._said[2], message not in TICKS, **self._said[1])
        self.lost.relabel()

    def say(
        self, message: str, buttons: tuple[str, ...] = (), announce: bool = True, **params: Any
    ) -> None:
        """Say a message of the solver and show some of its buttons (their actions) on its
        line. Messages go to the status line, the page's one live region; only the progress
        ticks, which nobody should hear every second, are written on the solver's own line,
        and "Starting the solver…" beside Stop too (Stop stood there alone while the worker
        started, seconds on a slow device)."""
        self._said = (message, params, buttons)
        self.lost.shown = None  # the line no longer shows the walk's answer
        if announce:
            self.app.chrome.say(message, **params)
        beside = not announce or message == words.LINE["starting"]  # not Stop alone
        self.text.textContent = self.msg(message, **params) if beside else ""
        self._buttons(buttons)
        self.line.hidden = announce and not buttons

    def say_buttons(self, buttons: tuple[str, ...]) -> None:
        """Show only ``buttons`` on the solver's line, with no words of its own (the status
        line has them); the line hides when there are none."""
        self._said = None
        self.text.textContent = ""
        self._buttons(buttons)
        self.line.hidden = not buttons

    def _buttons(self, buttons: tuple[str, ...]) -> None:
        for button in self.line.querySelectorAll("button"):
            button.hidden = str(button.dataset.action) not in buttons

    def _hide(self) -> None:
        self._said = None
        self.lost.shown = None
        self.line.hidden = True

    def _on_click(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if present(button):
            self.app.run(str(button.dataset.action))
            if button.hidden or self.line.hidden:  # Stop gone: the focus was left nowhere
                self.app.root.focus()

    def table_changed(self) -> None:
        """The position changed: an answer on the line no longer speaks of it."""
        if not self.playing and not self.client.busy:
            self._hide()

    # -- a new table -----------------------------------------------------------------------

    def reset(self, session: Session) -> None:
        """A new deal, a restart or another game: forget everything about the last one."""
        self.playing = False
        self.client.cancel()
        self.memory = SolverMemory()
        self.lost.target = None
        self._hide()
        self.app.root.dataset.verdict = ""
        if self.pool_empty:
            self.pool_empty = False
            self.say(words.LINE["pool_empty"])
        deal = session.state.deal
        if deal is not None and deal in self.pool(session.game_id).deals:
            start = Session.new(session.game_id, deal, session.state.game.scoring)
            self.memory.mark_winnable(start.state)
            start.settle()
            self.memory.mark_winnable(start.state)

    def pool(self, game_id: str) -> Pool:
        key = variant_key(game_id)
        if key not in self.pools:
            self.pools[key] = load(key)
        return self.pools[key]

    def deal_for(self, game_id: str) -> int:
        """A deal number for a new deal: from the game's pool with "winnable deals only"."""
        if not self.winnable_only:
            return random_deal()
        deals = list(self.pool(game_id).deals)
        if not deals:
            self.pool_empty = True
            return random_deal()
        return random.choice(deals)

    def set_winnable_only(self, value: bool) -> None:
        self.winnable_only = value
        storage_set(WINNABLE_KEY, "1" if value else "0")

    # -- asking ----------------------------------------------------------------------------

    def ask(self, then_play: bool = False) -> None:
        """Ask the solver about the position on the table (then show the solution if asked)."""
        self.stop_playing()
        state = self.app.session.state
        line = self.memory.lines.get(exact_key(state))
        if line is not None:
            moves, index = line
            if then_play:
                self._start_playing()
            else:
                self.say(words.LINE["known"], count=len(moves) - index)
            return
        self.told_guess = True
        context = (exact_key(state), state.copy(), then_play)
        self.client.ask(Job(json.dumps(state.to_json()), SECONDS, context))
        self.say(words.LINE["starting"], ("solver-stop",))

    def _progress(self, job: Job, report: dict[str, Any]) -> None:
        states, seconds = report["states"], report["seconds"]
        if self._said and self._said[0] == words.LINE["starting"]:  # said once: it has started
            self.app.chrome.say(words.LINE["started"])
        if job.stops is not None:
            self.lost.progress(report)
            return
        self.say(words.LINE["searching"], ("solver-stop",), False, count=states,
                 states=self.msg.number(states), seconds=f"{seconds:.0f}")

    def _done(self, job: Job, report: dict[str, Any]) -> None:
        if job.stops is not None:
            self.lost.done(job, report)
            return
        key, state, then_play = job.context
        verdict = report["verdict"]
        self.memory.remember(state, verdict, report["moves"])
        here = exact_key(self.app.session.state) == key
        name = {WINNABLE: "winnable", NOT_WINNABLE: "not_winnable"}.get(verdict, "unknown")
        params = {"count": len(report["moves"]), "states": self.msg.number(report["states"]),
                  "seconds": words.seconds_words(report["seconds"])}
        why = report.get("proof") or {}
        if verdict == NOT_WINNABLE and why.get("kind") == "never-home" and why.get("cards"):
            name = "not_winnable_why"  # the lowest card no line gets home twice
            card = min(why["cards"], key=lambda c: (RANK_OF[c], c))
            params.update(card=card_name(card, self.msg), most=self.msg.number(why["most_home"]))
        buttons = ("rewind",) if self.memory.rewind_actions(self.app.session) else ()
        if here:
            self.say(words.LINE[name], buttons, **params)
        else:
            answer = self.msg(words.LINE[name], **params)
            self.say(words.LINE["earlier"], buttons, answer=answer)
        self.app.root.dataset.verdict = verdict
        if then_play and here and verdict == WINNABLE:
            self._start_playing()

    def _failed(self, _job: Job) -> None:
        self.say(words.LINE["failed"])

    def stop(self) -> None:
        """The Stop button: of the solution being shown, or of the search under way."""
        if self.playing:
            self.stop_playing()
            self.say(words.LINE["taken_over"])
        elif self.client.busy:
            self.client.cancel()
            self.say(words.LINE["stopped"])

    # -- hints and the solution ------------------------------------------------------------

    def hint(self, session: Session) -> tuple[Move | None, bool]:
        """The next move of a known winning line (True), else the heuristic hint (False)."""
        move = self.memory.next_move(session.state)
        return (move, True) if move is not None else (session.hint(), False)

    def hint_message(self, proven: bool, state: SolitaireState) -> str:
        """The status message of a hint: from a winning line, or a guess (the first guess of
        a visit says how to get a sure one when the solver is likely to answer, the others are
        short; one where the solver proved the deal lost says so, not to ask it)."""
        if proven:
            return words.HINT["line"]
        if self.memory.verdict(state) == NOT_WINNABLE:
            return words.HINT["guess_lost"]
        told, self.told_guess = self.told_guess, True
        short = told or not question_likely(state)
        return words.HINT["guess_again" if short else "guess"]

    def hint_move(self, move: Move, moved: str) -> str:
        """A hint's ``move`` words: ``moved`` (a card's move), or the stock's turn or redeal."""
        if move.src == STOCK:
            return self.msg(words.HINT["draw"])
        if move.src == REDEAL:
            return self.msg(words.HINT["redeal"])
        return moved

    def show_solution(self) -> None:
        self.ask(then_play=True)

    def _start_playing(self) -> None:
        self.playing = True
        self.expected = exact_key(self.app.session.state)
        self.say(words.LINE["playing"], ("solver-stop",))
        self.pace = Pace.start(self.memory.left(self.app.session.state),
                               float(window.performance.now()))
        self._schedule()

    def stop_playing(self) -> None:
        self.playing = False

    def _play_next(self) -> None:
        if not self.playing:
            return
        state = self.app.session.state
        if exact_key(state) != self.expected:  # the player moved: they have taken over
            self.stop()
            return
        move = self.memory.next_move(state)
        if move is None:
            self.playing = False
            if state.won:
                self._hide()
            else:
                self.say(words.LINE["no_line"])
            return
        self.app.solver_moves()
        self.app.play(move, quiet=True, auto=False)
        self.expected = exact_key(self.app.session.state)
        left = self.memory.left(self.app.session.state)
        if left:  # how far the line has gone, beside Stop (not read out at every move)
            self.text.textContent = self.msg(words.LINE["playing_at"],
                                             n=self.pace.moves - left, count=self.pace.moves)
        self._schedule()

    def _schedule(self) -> None:
        window.setTimeout(self._tick, self.pace.wait(float(window.performance.now())))

    # -- rewinding -------------------------------------------------------------------------

    def stuck_buttons(self) -> list[tuple[str, str]]:
        """The table is stuck, which proves it lost: for the "no more moves" panel, "Where did
        I lose it?" (where the solver runs), and the rewind when an earlier position was proved
        winnable."""
        self.memory.remember(self.app.session.state, NOT_WINNABLE, [])
        buttons = [("lost-where", self.msg(words.LABELS["where"]))] if self.available else []
        if self.memory.rewind_actions(self.app.session):
            buttons.append(("rewind", self.msg(words.LABELS["rewind"])))
        return buttons

    def rewind(self) -> None:
        """Undo back to the latest position proved winnable (offered after a "not winnable")."""
        self.stop_playing()
        back = self.memory.rewind_actions(self.app.session)
        if not back:
            return
        for _ in range(back):
            self.app.session.undo()
        self.app.won_shown = False
        self.app.show()
        self.say(words.LINE["rewound"])
