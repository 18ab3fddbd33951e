"""What the tables of the multiplayer games share (the board game, Thief and its cousins): the
boot from the address or the save, the turns (a computer's moves at a chosen pace, the hot-seat
hand-over), the new-game panel's plumbing and the save after every move.
:class:`.board.table.BoardApp` and :class:`.capture.table.CaptureApp` fill in their table.

Data flows one way: a gesture or a computer player gives a move, the session plays it (or the
engine refuses with a reason id, said in words), the view is drawn again from the state.
"""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from ...engine import IllegalMove
from ..shell import saves, text
from ..shell.chrome import by_id
from ..shell.dom import (
    document,
    handler,
    listen,
    page_hidden,
    present,
    storage_set,
    storage_stale,
    window,
)
from ..shell.panels import Panels, record, show_suits
from ..shell.records import seated_result
from ..shell.urls import Problem, TableParams, explain, read_deal, read_moves, read_table
from . import page
from .hand_drag import HandDrag
from .hooks import SeatedHooks
from .keys import table_key
from .markup import partner_words, seat_name
from .narration import Narrator
from .opening import counts_if_left, in_progress, max_rounds, open_game, person_has_played, replayed
from .saved import load_saved
from .seats import KINDS, PACES, Setup
from .setup_form import SetupPanel
from .table_focus import TableFocus
from .turns import Computers, Turns

if TYPE_CHECKING:
    from ..shell.urls import Query


class SeatedApp(SeatedHooks):
    """One page, one table of seated players; subclasses say which game and draw it."""

    def __init__(self) -> None:
        super().__init__()
        self.focus = TableFocus(self.root, self.FOCUS_ATTRS, self.chrome)
        self.session: Any = None
        self.sel: Any = None
        self.salvaged: Setup | None = None
        """The setup of a damaged save, which the new game keeps (:func:`.saved.load_saved`)."""
        self.computers = Computers(self.root, lambda: self.session, self.apply)
        self.turns = Turns(self.computers, lambda: self.session,
                           lambda: self.chrome.dialog_kind is not None, self.announce_turn)
        self.setup_panel = SetupPanel(self.chrome, lambda: self.msg, self.SETUP_TITLE,
                                      self.setup_form_html, self.read_form, self.form_problem,
                                      self._leaving_words)
        self.problems: list[Problem] = []
        self.narrator = Narrator(self.chrome.tell, self.describe_events)
        self.offer: tuple[Setup, int | None, list[str]] | None = None
        """The game a link set up while another was in progress: started only if the person
        says so (setup, deal, moves)."""

    def close_summary(self) -> None:
        """The summary's button: the game goes on (or, over, stays on view). A new round or
        hand is said as it begins, not after the last one's final move."""
        self.chrome.close_dialog()
        self.session.end = None
        self.save()
        self.render()
        self.focus.start()
        if not self.session.state.is_over:
            heading = self.deal_heading
            self.narrator.begin(lambda: [self.msg(text.BOARD["begins"], what=heading()),
                                         *self.deal_words()])
        self.step()

    def show_scores(self) -> None:
        page.open_scores(self.chrome, self.msg, self.scores_html())

    def show_moves(self) -> None:
        page.open_moves(self.chrome, self.msg, *self.journal())

    def mark_hint(self, places: tuple[str, ...], words: Callable[[], str]) -> None:
        """Draw the table with the hint's selection, mark the controls ``places`` name (the
        keyboard's focus on the first, so that Enter makes the move) and say ``words``."""
        self.render()
        page.mark_places(self.root, places)
        self.chrome.tell(lambda: [words()])

    def apply(self, move: Any) -> bool:
        """Play a move (a person's or a computer's); say why not when the engine refuses."""
        mover = self.session.state.to_move
        try:
            events, end = self.session.play(move)
        except IllegalMove as error:
            self.chrome.say_reason(error.reason, error.params)
            return False
        self.sel = type(self.sel)()
        self.save()
        person = self.session.setup.is_human(mover)
        on_table = person and self.focus.key() is not None  # by key, or a tap on a button
        self.narrator.moved(events, by_person=person)
        if end is not None and end.over is not None:
            self._record(end.over["winners"])
        self.render(events)
        if on_table:  # the next move starts in the hand, not on the place this one went
            self.focus.start()
        self.link.post("move", move=str(move), player=mover, moves=len(self.session.state.history))
        self._full_site()
        if end is not None and end.over is not None:
            self.link.post("over", scores=list(end.over["scores"]),
                           winners=list(end.over["winners"]))
        if end is not None:
            window.setTimeout(handler(lambda: self.summary()), self.SUMMARY_DELAY)
            return True
        self.step()
        return True

    def seat_name(self, seat: int) -> str:
        return seat_name(self.session, seat, self.msg)

    def table_params(self, query: Any, default: Setup) -> TableParams:
        """What the address asks of this table (its problems are said at the start)."""
        params = read_table(query, default.player_choices(), default.players, KINDS, tuple(PACES),
                            max_rounds(self.game_id))
        self.problems += params.problems
        return params

    # -- boot ------------------------------------------------------------------------------

    def start(self) -> None:
        query, self.problems = self.read_address()
        self._motion()
        show_suits(self.settings.four)
        document.body.dataset.kind = self.KIND
        self.root.classList.add(f"{self.KIND}-table")
        # Real buttons and text, read in a screen reader's browse mode: the main landmark,
        # not the solitaire table's "application" (which has its own arrow-key model).
        self.root.removeAttribute("role")
        self.root.tabIndex = -1  # its controls are the stops; focus falls back here, no Tab stop
        loaded = load_saved(self.save_key, self.game_id, self.load_session, self.SESSION,
                            type(self.default_setup()))
        saved, note, self.salvaged = loaded.session, loaded.note, loaded.salvaged
        notes = [n for n in (*self.boot_notes(), note) if n]
        stale = storage_stale(self.save_key)  # before this visit's first save
        wanted = self.setup_from(query)
        deal, bad_deal = read_deal(query.deal)
        linked, bad_moves = read_moves(query.moves, deal)
        self.problems += bad_deal + bad_moves
        moves = list(linked or [])
        opened = open_game(saved, wanted, deal, moves, self.salvaged or self.default_setup(),
                           self.new_session, self.problems)
        self.session, resumed, self.offer = opened.session, opened.resumed, opened.offer
        pace = (query.pace or "").lower()  # the address's, with or without a setup of its
        pace = pace if pace in PACES else self.settings.pace  # own (the New game panel shows it)
        if pace:
            self.session.setup.pace = pace
        storage_set(saves.LAST_KEY, self.game_id)
        self._relabel()
        self._wire()
        self.panels = Panels(self)
        self.render()
        self.save()
        self._say_start(notes, resumed, stale, note is None)
        self.unveil()
        self.address()
        self.go_live()
        self._open_first(query, resumed, wanted, note is None, not notes, deal, moves)

    def _say_start(self, notes: list[str], resumed: bool, stale: bool, sound: bool) -> None:
        """What the start says: the address's problems; the winner of a finished game; else
        the notes, or welcome (back), whom the person plays with, the deal and the hand-over
        (``sound``: the save was not damaged, a new game's deal is news)."""
        if self.problems:
            problems = self.problems
            self.chrome.tell(lambda: explain(problems, self.msg))
        elif resumed and not notes and self.session.state.is_over and self.session.end is None:
            self.chrome.tell(lambda: [self.winner_words(self.msg)])  # not "welcome back" only
        else:
            back = text.STATUS["resumed_unsaved"] if stale else text.BOARD["resumed"]
            opening = notes or [back if resumed else self.WELCOME]
            dealt = self.deal_words if not resumed and sound else list
            self.narrator.begin(lambda: [*map(self.msg, opening), *self.team_words(), *dealt(),
                                         *self.waiting_words()])
            if notes or self.handoff is not None:  # said, not to be said again
                self.narrator.hush()  # with whose turn it is (after the cover's "I'm ready",
                # "Welcome back" stayed on the line)
        if notes:
            self.narrator.notice = lambda: list(map(self.msg, notes))
        elif not resumed:
            self.narrator.notice = self.team_words

    def _open_first(self, query: Query, resumed: bool, wanted: Setup | None, sound: bool,
                    announce: bool, deal: int | None, moves: list[str]) -> None:
        """The first dialog of the visit, if any; else play begins."""
        if self.offer is not None:
            offer = text.BOARD["link_offer_lost" if counts_if_left(self.session) else "link_offer"]
            self.offer_link(self.problems, offer)
        elif self.problems:
            page.open_problems(self.chrome, self.msg, self.problems,
                               kept=resumed and bool(self.session.state.history))
        elif query.show is not None:
            self.panels.open(query.show)
        elif self.session.end is not None:  # the address's moves or the save end on one
            self.summary()
        elif not resumed and wanted is None and sound and not self.embedded:
            # Start deals the deal on view behind the panel (a link's, or the random one):
            # not another, so that the cards a first visit shows are the ones it plays.
            self.setup_panel.linked = (deal or self.session.state.deal, moves)
            self.open_setup()
        else:
            self.step(announce=announce)

    @property
    def pace(self) -> str:
        return str(self.session.setup.pace)

    def players(self) -> int:
        return int(self.session.state.game.players)

    def same_position(self, saved: str) -> bool:
        return bool(saved == self.session.dumps())

    def first_paint(self) -> dict[str, Any] | None:
        """Hot seat keeps no paint: it would show one person's cards to the next."""
        return None if len(self.session.setup.humans) > 1 else super().first_paint()

    def dumps(self) -> str:
        return str(self.session.dumps())

    def pause(self) -> None:
        self.computers.pause()

    def _record(self, winners: list[int]) -> None:
        """Count this game in the statistics (won when a person's seat is among the winners;
        an unfinished game has none)."""
        setup = self.session.setup
        result = seated_result(setup.humans, setup.players, winners, self.session.state.scores)
        if result is not None:
            record(self.game_id, result)

    def address(self) -> None:
        """The page's address and a frame's full-site link (:func:`.page.write_address`)."""
        page.write_address(self.game_id, self.session, self.msg.lang, self.embedded,
                           self.link.channel.origin)
        self._full_site()

    def address_setup(self) -> dict[str, Any]:
        return dict(self.session.setup.address())

    def relabel(self) -> None:
        self._relabel()
        self.render()

    def _relabel(self) -> None:
        page.relabel(self.chrome, self.msg, self.game_id, self.session.setup.pace, self.root)

    def _wire(self) -> None:
        HandDrag(self, self.DROP_PLACES)
        listen(self.root, "click", self._on_click)
        listen(self.root, "keydown", self._on_table_key)
        super()._wire()
        listen(by_id("dialog"), "change", self._on_form)
        listen(document, "keydown",
               lambda event: page.dialog_key(event, self.chrome, self.run_dialog))
        listen(document, "visibilitychange", lambda _e: self._on_visibility())

    def skip_target(self) -> None:
        self.focus.start()

    def _on_visibility(self) -> None:
        """The computers play only while the table is on screen: the person sees each of
        their moves, and a table left in a background tab does not play on and make the tab
        in front step aside (``tabs.py``)."""
        if page_hidden():
            self.computers.pause()
        else:
            self.step(announce=False)

    def drop(self, place: Any) -> None:
        """A hand card dragged and let go over ``place``: a tap on it (the card is chosen)."""
        self._on_click(SimpleNamespace(target=place, detail=1))

    def _on_table_key(self, event: Any) -> None:
        """The keys of every seated table (:func:`.keys.table_key`); the others are each
        table's own (:meth:`_on_key`)."""
        key = table_key(str(event.key), bool(event.ctrlKey or event.metaKey), bool(event.altKey))
        if key is None:
            self._on_key(event)
            return
        event.preventDefault()
        if key == "hint":
            self.hint()
        else:
            self.chrome.say(text.BOARD["no_undo"])

    # -- whose turn ----------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """Whose hand is shown: the one person; in hot-seat, the person ready to play."""
        return self.turns.viewer

    @property
    def handoff(self) -> int | None:
        """The person the hot-seat cover waits for."""
        return self.turns.handoff

    def _my_turn(self) -> bool:
        return self.turns.mine()

    def cancel_choice(self) -> None:
        """The card chosen let go (Escape, Cancel, the card again), said; the keyboard's focus
        back on that card, not left on a place it could have gone."""
        card = self.sel.card
        self.sel = type(self.sel)()
        self.render()
        self.chrome.say(text.STATUS["cancelled"])
        el = self.root.querySelector(f'.hcard[data-card="{card}"]') if card else None
        if present(el):
            el.focus()

    def ready(self) -> None:
        """The hot-seat hand-over: the person to move is at the device."""
        self.turns.ready_for = self.session.state.to_move
        self.render()
        first = self.root.querySelector(".recap button, .hcard")  # a re-capture asks first
        if present(first):
            first.focus()
        self.step()

    def step(self, announce: bool = True) -> None:
        self.turns.step(announce)

    def team_words(self) -> list[str]:
        """Whom the person plays with, said as a game opens (``partner_words``)."""
        return partner_words(self.session, self.msg) if self.has_teams else []

    def waiting_words(self) -> list[str]:
        """What the table waits for when it is not a turn to play (the hot-seat cover), said
        where the event that led to it was not: on opening a saved game."""
        waiting = self.handoff
        if waiting is None:
            return []
        return [self.msg(text.BOARD["handoff_text"], name=self.seat_name(waiting))]

    def announce_turn(self, turn: int) -> None:
        """Whose turn, said after the move that led to it (one announcement, not two: the
        live region would read only the last); named at a shared device, where "your" is
        whoever holds it."""
        key = "your_turn" if self.session.setup.hot_seat else "your_turn_you"
        self.narrator.announce(
            lambda said: [*said, self.msg(text.BOARD[key], name=self.seat_name(turn))]
        )

    def hint(self) -> None:
        """The move the hard computer would make in the person's place, read from that
        person's view only, as every computer player reads the table: help for a game the
        person is learning. It is shown, not played."""
        seat, waiting = self.viewer, self.handoff
        if waiting is not None:  # the hot-seat cover is up: the hint is the next person's
            self.chrome.say(text.BOARD["hint_ready"], name=lambda _: self.seat_name(waiting))
            return
        if seat is None or not self._my_turn():
            self.chrome.say(self.why_no_hint())
            return
        self.show_hint(self.computers.advice(seat, self.HINT_LEVEL))

    def why_no_hint(self) -> str:
        """The words for Hint when it is not the person's turn: once the game is over, that
        no turn is coming (it said "on your turn")."""
        return text.BOARD["hint_over"] if self.session.state.is_over else text.BOARD["hint_wait"]

    # -- toolbar, menu, dialogs ----------------------------------------------------------------

    def bar_action(self, action: str, button: Any) -> None:
        if action == "menu":
            self.chrome.menu_toggle()
            return
        self.chrome.menu_open(False)
        if action == "new":
            self.open_setup()
        elif action == "hint":
            self.hint()
        elif action == "stats":
            self.panels.open_stats(self.game_id)
        elif action == "settings":
            self.panels.open_settings()

    def _on_option(self, event: Any) -> None:
        super()._on_option(event)
        self.save()

    def table_setting(self, name: str) -> None:
        """The pace; the solitaire settings wait for a solitaire table."""
        if name == "pace" and self.settings.pace:
            self.session.setup.pace = self.settings.pace
            self.session.setup.fix()
            by_id("pace-select").value = self.session.setup.pace
            self.save()

    def choose_game(self, game_id: str) -> None:
        if game_id != self.game_id:
            super().choose_game(game_id)

    def open_setup(self, setup: Setup | None = None) -> None:
        self.setup_panel.open(self.session.setup, setup)

    def _leaving_words(self) -> list[str]:
        """Starting another game ends this one: said before it is done."""
        if not in_progress(self.session):
            return []
        lost = counts_if_left(self.session)
        return [self.msg(text.BOARD["new_left_lost" if lost else "new_left"])]

    def _on_form(self, event: Any) -> None:
        self.setup_panel.changed(str(event.target.id), self.session.setup)

    def answer(self, action: str) -> None:
        if action == "start":
            started = self.setup_panel.started()
            if started is not None:
                self.new_game(*started)
        elif action == "link-start" and self.offer is not None:
            setup, deal, moves = self.offer
            self.offer = None
            self.chrome.close_dialog()
            self.new_game(setup, deal, moves)
        elif action == "new-game":
            self.chrome.close_dialog()
            self.session.end = None
            self.save()
            self.open_setup(self.session.setup)
        elif action == "moves":  # from the Scores dialog
            self.show_moves()
        elif self.run_extra(action):
            return
        else:
            self.chrome.close_dialog()
            self.offer = None
            self.setup_panel.forget()  # the game behind the panel is the link's: kept
            self.focus.back_to_opener()
            self.step()

    def new_deal(self, deal: int | None = None) -> None:
        """The host page's new-deal command (:mod:`.embed`): the same setup, a new deal. The
        focus stays where the person has it on the host page."""
        self.chrome.close_dialog()
        self.setup_panel.form = None
        self.new_game(self.session.setup, deal, focus=False)

    def undo_for_host(self) -> str | None:
        return "no-undo"

    def new_game(self, setup: Setup, deal: int | None = None, moves: list[str] | None = None,
                 focus: bool = True) -> None:
        self.computers.pause()
        if in_progress(self.session) and person_has_played(self.session):
            self._record([])  # left unfinished: lost
        if self.settings.set("pace", setup.pace):
            storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.session = self.new_session(setup, deal)
        self.narrator.hush()  # nothing of the last game's moves
        known = len(self.problems)
        self.problems += replayed(self.session, moves or [])  # said below
        self.computers.reset()
        self.turns.ready_for = None
        by_id("pace-select").value = setup.pace
        self.on_new_game(setup)
        self.save()
        self.render()
        if focus:
            self.focus.start()
        problems = self.problems[known:]  # of the moves of a link chosen over a game
        if problems:
            self.chrome.tell(lambda: explain(problems, self.msg))
        else:
            self.narrator.begin(lambda: [self.msg(self.WELCOME), *self.team_words()],
                                notice=self.team_words)  # not the last game's last move
        self.address()
        self._started()
        if self.session.end is not None:  # the link's moves end a hand
            self.summary()
        elif problems:
            page.open_problems(self.chrome, self.msg, problems)
        else:
            self.step()
