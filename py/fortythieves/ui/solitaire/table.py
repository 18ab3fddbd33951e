"""The controller: boots the table, turns the player's gestures into engine moves, and keeps
the view, the clock, the address and the save in step after each one.

Data flows one way: a gesture asks the session for a move, the engine plays it (or refuses
with a reason id), and the view shows the result. Work that the player need not wait for
(saving, the "no more moves" search, the address) runs after the frame has been painted.
"""

from __future__ import annotations

import json
import traceback
from typing import TYPE_CHECKING, Any

from ...engine import CorruptSave, IllegalMove
from ...games import SOLITAIRE_IDS
from ...solitaire.moves import REDEAL, STOCK, Move
from ...solitaire.scoring import final_score, medal
from ..shell import saves, text
from ..shell.chrome import by_id
from ..shell.controller import TableController
from ..shell.dom import (
    document,
    handler,
    listen,
    present,
    storage_set,
    storage_stale,
    window,
)
from ..shell.game_pick import CHOICES, seated_kind
from ..shell.panels import Panels, load_records, record, show_suits
from ..shell.records import Result
from ..shell.stored import Unreadable, read_json
from ..shell.urls import Problem, build_query, read_solo
from . import words as solitaire_words
from .asking import deal_dialog, leave_dialog, read_deal_field, stuck_dialog, welcome_lines
from .clock import Clock
from .deals import Deals
from .frames import AfterPaint
from .gestures import Gestures
from .narration import move_words, moved_words, pile_words, top_cards, undone_words
from .opening import Notes, choose_session, fallback, start_notes
from .picker import Picker
from .refusal import refusal_detail
from .session import Session, dump_session
from .sizing import Sizer
from .solver_panel import SolverPanel
from .view import TableView
from .winning import streak, won_card, won_dialog

if TYPE_CHECKING:
    from ..shell.urls import Query


class App(TableController):
    """One page, one solitaire table."""

    def __init__(self) -> None:
        super().__init__()
        self.view = TableView(self.root, self.msg)
        self.picker = Picker()
        self.session: Session = None  # type: ignore[assignment]
        self.clock = Clock(lambda: self.session, lambda: not self.chrome.dialog.hidden,
                           self.save)
        self.sizer = Sizer(self.root, self.view, lambda: self.session.state)
        self.stuck_shown = False
        self.won_shown = False
        self.t_action: float | None = None
        self.perf = window.Array.new()
        self.paint = window.Array.new()
        window.ftPerf = self.perf
        window.ftPaint = self.paint
        self.frames = AfterPaint(self._after_paint)
        self.offer: Session | None = None
        """The link's deal, offered over a deal in progress (:class:`.opening.Opening`)."""

    # -- boot ------------------------------------------------------------------------------

    def start(self) -> None:
        query, problems = self.read_address()
        self.view.msg = self.msg
        show_suits(self.settings.four)
        self._motion()
        notes: Notes = [(note, {}) for note in self.boot_notes()]
        try:
            opening = choose_session(query, notes, problems, self.settings)
        except Exception:  # noqa: BLE001 - never a broken page, never a save written over
            window.console.warn(traceback.format_exc())
            opening = fallback(notes, self.settings)
        self.session, resumed, self.offer = opening.session, opening.resumed, opening.offer
        self.chrome.relabel(self.msg, CHOICES, self.session.game_id)
        self.chrome.set_options(self.settings.auto, self.settings.scoring)
        self.view.build(self.session.state, self.sizer.geometry())
        self.gestures = Gestures(self)
        self.solver = SolverPanel(self)
        self.solver.relabel()
        self.solver.reset(self.session)
        self.deals = Deals(self.settings, self.solver, self.chrome, lambda: self.session,
                           self.clock.now, self._replace, self._say_welcome)
        self._wire()
        self.panels = Panels(self)
        self._refresh()
        self._say_start(problems, notes, resumed)
        self.clock.update()
        self.frames.schedule()
        if self.offer is not None:
            self.offer_link(problems, text.BOARD["link_offer_lost"])
        else:
            self.panels.open(query.show)
        self.unveil()
        self.go_live()

    def _say_start(self, problems: list[Problem], notes: Notes, resumed: bool) -> None:
        """What the start says: the address's problems with the notes, so that nothing wrong
        goes unsaid; else welcome back, or how to play (news on a deal not yet moved in)."""
        if problems or notes:
            kept = (resumed and bool(self.session.state.history)  # the link's game not dealt
                    and self.offer is None)  # nor asked about
            self.chrome.tell(lambda: start_notes(self.msg, problems, notes, kept))
        elif resumed and self.session.started:
            won = self.session.state.won
            self.won_shown = won
            back = "resumed_unsaved" if storage_stale(self.save_key) else "resumed"
            self.chrome.say(text.STATUS["won_before" if won else back])
        else:
            self._say_welcome()

    def address_problems(self, query: Query) -> list[Problem]:
        return read_solo(query)

    @property
    def game_id(self) -> str:
        return self.session.game_id

    def players(self) -> int:
        return 1

    def same_position(self, saved: str) -> bool:
        """Whether a save holds the position on this table (its time played aside)."""
        try:
            other = read_json(saved)["state"]
        except (Unreadable, TypeError, KeyError):
            return False
        return bool(other == json.loads(dump_session(self.session))["state"])

    @property
    def pace(self) -> str:
        return self.settings.pace or saves.DEFAULT_PACE

    def show_motion(self) -> None:
        self.view.motion = self.motion
        self.view.tempo = self.tempo

    def _wire(self) -> None:
        listen(window, "resize", lambda _e: self.sizer.on_resize())
        # The table's own size too: the solver's line above it comes and goes (no card cut).
        self.sizes = window.ResizeObserver.new(handler(lambda *_: self.sizer.on_resize()))
        self.sizes.observe(self.root)
        listen(document, "visibilitychange", lambda _e: self.clock.update())
        super()._wire()
        window.setInterval(handler(self._tick), 1000)

    # -- after every change ------------------------------------------------------------------

    def _refresh(self) -> None:
        """Counters, buttons and data hooks (cheap: only what changed is written)."""
        s = self.session
        state = s.state
        scoring = state.game.scoring and not s.solved  # the solver's deal shows no score (S-52)
        seconds = self.clock.now()
        score = None
        if scoring:  # once won, the total with its bonuses, as the win's dialog shows it
            score = int(self._final_score()["total"]) if state.won else state.scores[0]
        self.chrome.stats(seconds, s.moves, state.deal, score,
                          medal(seconds) if scoring else None, state.won)
        self.chrome.set_buttons(s.can_undo, bool(s.redo))
        ds = self.root.dataset
        ds.game = s.game_id
        ds.deal = "" if state.deal is None else str(state.deal)
        ds.moves = str(s.moves)
        ds.won = "1" if state.won else "0"

    def show(self, events: list[dict[str, Any]] | None = None, animate: bool = True) -> None:
        """The state changed: paint it, then do the slow things after the frame."""
        self.sizer.refit()
        self.view.sync(self.session.state, animate)
        self.gestures.remark()
        self.solver.table_changed()
        self._refresh()
        if self.t_action is not None:
            self.perf.push(window.performance.now() - self.t_action)
        if events and any(e.get("type") == "won" for e in events):
            self._won()
        self.clock.update()
        self.frames.schedule()

    def _after_paint(self) -> None:
        if self.t_action is not None:
            self.paint.push(window.performance.now() - self.t_action)
            self.t_action = None
        self.save()
        self.address()
        stuck = self.session.stuck()
        self.root.dataset.stuck = "1" if stuck else "0"
        if stuck and not self.stuck_shown and self.chrome.dialog_kind is None:
            self.stuck_shown = True
            self.chrome.say(text.STATUS["stuck"])
            self.chrome.open_dialog("stuck", *stuck_dialog(self.msg, self.solver.stuck_buttons()))
        elif not stuck:
            self.stuck_shown = False

    def address(self) -> None:
        state = self.session.state
        window.history.replaceState(None, "", build_query(
            state.game.id, state.deal, self.msg.lang, self.embedded,
            origin=self.link.channel.origin))
        self._full_site()

    def dumps(self) -> str:
        """The save, with the time played up to now."""
        s = self.session
        s_elapsed = s.elapsed
        s.elapsed = self.clock.now()
        dump = dump_session(s)
        s.elapsed = s_elapsed
        return dump

    def saved(self) -> None:
        storage_set(saves.LAST_KEY, self.session.game_id)

    # -- the clock -------------------------------------------------------------------------

    def _dialog_toggled(self) -> None:
        if self.session is not None:  # not a dialog of the boot, before there is a game
            self.clock.update()

    def _tick(self) -> None:
        if self.clock.running:
            self._refresh()

    # -- moves -----------------------------------------------------------------------------

    def play(self, move: Move, quiet: bool = False, auto: bool | None = None) -> bool:
        """Play a player's move; say why not when the engine refuses. ``auto`` False: no
        automatic moves after it (a solution being shown plays them itself)."""
        try:
            events = self.session.play(move, auto=self.settings.auto if auto is None else auto)
        except IllegalMove as error:
            self.say_refused(move, error.reason, error.params)
            return False
        self.picker.cancel()
        self.gestures.hint = None
        self.show(events)
        if not quiet:
            self._describe(move, events)
        self.link.post("move", move=str(move), player=0, moves=self.session.moves)
        return True

    def _describe(self, move: Move, events: list[dict[str, Any]], redone: bool = False) -> None:
        """The move in words (not once the deal is won: the win says it all)."""
        if not self.session.state.won:
            words = move_words(move, events, self.session.state, redone)
            self.chrome.tell(lambda: words(self.msg))

    def pile_words(self, pile: int) -> str:
        return pile_words(pile, self.msg)

    def undo(self) -> None:
        self.picker.cancel()
        moves = self.session.undo()
        if not moves:
            self.chrome.say(text.STATUS["nothing_to_undo"])
            return
        self.won_shown = False
        self.show()
        shown = [slot.card for slot in self.view.piles.get(moves[0].src) or []]
        words = undone_words(moves[0], self.session.state, shown)
        self.chrome.tell(lambda: words(self.msg))
        self.link.post("undone", moves=self.session.moves)

    def undo_for_host(self) -> str | None:
        """The host page's undo command (:mod:`.embed`)."""
        if not self.session.can_undo:  # the deal's own moves (aces sent home) are not undone
            return "nothing-to-undo"
        self.undo()
        return None

    def redo(self) -> None:
        self.picker.cancel()
        if not self.session.redo:
            self.chrome.say(text.STATUS["nothing_to_redo"])
            return
        move = self.session.redo[-1][0]
        events = self.session.redo_action()
        self.show(events)
        self._describe(Move.parse(move), events, redone=True)  # as when it was first made
        self.link.post("move", move=move, player=0, moves=self.session.moves)

    def show_hint(self) -> None:
        self.picker.cancel()
        move, proven = self.solver.hint(self.session)
        self.gestures.hint = move
        self.gestures.remark()
        if move is None:
            self.chrome.say(text.STATUS["no_hint"])
            return
        state = self.session.state
        card = None if move.src in (STOCK, REDEAL) else top_cards(state, move.src, move.count)[0]
        self.picker.focus = STOCK if move.src == REDEAL else move.src  # Enter there takes it up
        self.view.show_focus(self.picker.focus)
        self.root.focus()  # from the Hint button too, as the other tables' hints do

        message = self.solver.hint_message(proven, self.session.state)

        def hint() -> list[str]:  # worded again in a language chosen later
            words = ("" if card is None
                     else moved_words(card, move.dst, self.msg, move.src, advice=True).rstrip(".।"))
            return [self.msg(message, move=self.solver.hint_move(move, words))]

        self.chrome.tell(hint)

    def say_refused(self, move: Move, reason: str, params: dict[str, Any] | None = None) -> None:
        """Why ``move`` (tapped, dragged or played from the keyboard) is refused; a building
        rule after "Ten of clubs cannot go on King of clubs." (the rule alone does not say
        which rank or suit was wrong)."""
        self.chrome.say_reason(reason, params, refusal_detail(self.session.state, move, reason))

    # -- games and deals -------------------------------------------------------------------

    def _replace(self, session: Session, status: tuple[str, dict[str, Any]] | None) -> None:
        """Put a new session on the table (a new deal, a restart, another game)."""
        self.session = session
        self.clock.reset()
        self.stuck_shown = self.won_shown = False
        self.picker = Picker()
        self.gestures.reset()
        self.chrome.close_dialog()
        self.root.dataset.stuck = "0"
        if not session.started and self.settings.auto:
            session.settle()
        self.view.build(session.state, self.sizer.geometry())
        self.chrome.set_game(session.game_id)
        self.solver.reset(session)
        self._refresh()
        if status:
            self.chrome.say(status[0], **status[1])
        self.clock.update()
        self.frames.schedule()
        self._started()

    def new_deal(self, deal: int | None = None) -> None:
        self.deals.new_deal(deal)

    def choose_game(self, game_id: str) -> None:
        if seated_kind(game_id):  # another kind of table: load the page again
            super().choose_game(game_id)
            return
        if game_id == self.session.game_id or game_id not in SOLITAIRE_IDS:
            return
        self.save()
        self.deals.switch(game_id)
        storage_set(saves.LAST_KEY, game_id)

    def _say_welcome(self) -> None:
        s = self.session
        numbered = s.state.deal is not None
        home = -s.groups[0] if s.groups and s.groups[0] < 0 else 0
        daily = {"date": s.daily, "deal": s.state.deal} if s.daily else None
        self.chrome.tell(lambda: welcome_lines(self.msg, numbered, home, daily))

    def solver_moves(self) -> None:
        self.deals.solver_moves()

    def _play_deal(self) -> None:
        deal, why = read_deal_field(str(by_id("dialog-field").value), self.msg)
        if deal is None:
            self.chrome.dialog_error(why)
            return
        self.chrome.close_dialog()
        self.root.focus()
        self.new_deal(deal)

    # -- winning ---------------------------------------------------------------------------

    def _final_score(self) -> dict[str, int | str]:
        s = self.session
        return final_score(s.state.scores[0], s.elapsed, streak(load_records().run, s.counted))

    def _won(self) -> None:
        if self.won_shown:
            return
        self.won_shown = True
        self.clock.update()  # stops it
        s = self.session
        seconds = s.elapsed
        records = load_records()
        round_ = streak(records.run, s.counted)
        score = final_score(s.state.scores[0], seconds, round_)
        if not s.counted:
            total = int(score["total"]) if s.state.game.scoring else None
            records = record(s.game_id, Result(True, seconds, total), daily=s.daily)
            s.counted = True
        self.save()
        scored_ = s.state.game.scoring and not s.solved
        self.chrome.say(text.STATUS["solved" if s.solved else "won"])
        self.link.post(
            "over", scores=list(s.state.scores), winners=[] if s.solved else [0],
            time=round(seconds, 1), moves=s.moves, score=score["total"] if scored_ else None,
            solved=s.solved,
        )
        title, lines, buttons = won_dialog(self.msg, s, score, round_, records, self.embedded)
        self.view.celebrate(s.state, not s.solved, lambda: self.chrome.open_dialog(
            "won", title, lines, buttons, html=won_card(lines, scored_)))

    # -- toolbar, menu, dialog ---------------------------------------------------------------

    def bar_action(self, action: str, button: Any) -> None:
        self.t_action = float(window.performance.now())
        if action != "menu":
            self.chrome.menu_open(False)
        self.run(action)
        if present(button.closest("#menu")) and self.chrome.dialog_kind is None:
            self.root.focus()  # the menu closed over the button: play goes on at the table

    def run(self, action: str, asked: bool = False) -> None:
        """A toolbar, menu or dialog command; ``asked``: the player has already said, in a
        dialog, that a deal in progress may be left (S-43 ruling)."""
        if action not in ("menu", "solver-stop"):
            self.solver.stop_playing()
        if action in solitaire_words.LEAVE and not asked and self.session.in_progress:
            self.chrome.open_dialog(  # Keep playing by default: a slip of Enter does not
                "leave", *leave_dialog(self.msg, action, self.embedded), default=1)  # cost (S-43)
        elif action == "deal":
            self.chrome.open_dialog("deal", *deal_dialog(self.msg, self.session.in_progress),
                                    field="")
        elif action == "menu":
            self.chrome.menu_toggle()
        elif action == "stats":
            self.panels.open_stats(self.session.game_id)
        elif action == "settings":
            self.panels.open_settings()
        else:
            command = {"undo": self.undo, "redo": self.redo, "hint": self.show_hint,
                       "new": self.deals.new_deal, "restart": self.deals.restart,
                       "daily": self.deals.daily, **self.solver.commands,
                       "verdict": self.solver.ask, "solution": self.solver.show_solution,
                       "rewind": self.solver.rewind, "solver-stop": self.solver.stop,
                       }.get(action)
            if command is not None:
                command()

    def on_option(self, name: str, target: Any) -> None:
        if name == "opt-winnable":
            self.solver.set_winnable_only(bool(target.checked))

    def setting_changed(self, name: str) -> None:
        super().setting_changed(name)
        self.chrome.set_options(self.settings.auto, self.settings.scoring)  # in the menu too

    def table_setting(self, name: str) -> None:
        value = getattr(self.settings, name)
        if name == "auto" and value:
            events = self.session.settle()
            if events:
                self.show(events)
        elif name == "scoring":
            try:
                self.session = self.session.with_scoring(value)
            except CorruptSave:
                self.chrome.say(text.STATUS["scoring_later"])
            self._refresh()
            self.frames.schedule()

    def relabel(self) -> None:
        self.chrome.relabel(self.msg, CHOICES, self.session.game_id)
        self.view.relabel(self.msg, self.session.state)
        self.solver.relabel()
        self._refresh()

    def answer(self, action: str) -> None:
        if action == "play-deal":
            self._play_deal()
            return
        if action == "link-start":
            offer, self.offer = self.offer, None
            if offer is not None:
                self.deals.take_offer(offer)
            return
        self.offer = None
        self.chrome.close_dialog()
        if action in ("undo", "restart", "new", "daily", "rewind", "solution", "lost-where"):
            self.root.focus()
            self.t_action = float(window.performance.now())
            self.run(action, asked=True)
        else:  # closed: back where the player was
            (self.chrome.opener_target() or self.root).focus()
