"""What the tables of the multiplayer games share (the board game, Thief and its cousins): the
boot from the address or the save, the computer's moves at a chosen pace, the hot-seat
hand-over, the toolbar, menu and dialogs, the new-game panel's plumbing and the save after every
move. :class:`.board_app.BoardApp` and :class:`.capture_app.CaptureApp` fill in their table.

Data flows one way: a gesture or a computer player gives a move, the session plays it (or the
engine refuses with a reason id, said in words), the view is drawn again from the state.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from html import escape
from types import SimpleNamespace
from typing import Any

from ..board.game import MAX_ROUNDS
from ..engine import IllegalMove, random_deal
from ..i18n import LANGUAGES, Messages, Translate
from ..players import Player, make_player
from . import saves, text
from .chrome import Chrome, by_id
from .dom import (
    document,
    handler,
    listen,
    page_hidden,
    present,
    storage_get,
    storage_move,
    storage_refused,
    storage_set,
    storage_stale,
    window,
)
from .embed import Link
from .game_pick import GamePick
from .hand_drag import HandDrag
from .panels import MENU_SETTINGS, Panels, change_setting, record, reduced_motion, show_suits
from .records import seated_result
from .seats import HUMAN, KINDS, PACES, SeatedSession, Setup, salvage_setup, save_data
from .store import StoreWatch, kept_settings
from .table_focus import TableFocus
from .tabs import TabWatch
from .urls import (
    Problem,
    TableParams,
    build_query,
    explain,
    parse_query,
    playable,
    read_deal,
    read_embed,
    read_lang,
    read_moves,
    read_show,
    read_table,
)


class SeatedApp:
    """One page, one table of seated players; subclasses say which game and draw it."""

    KIND = ""
    """``body[data-kind]`` and the class ``<kind>-table`` of ``#table``."""
    SESSION: type[SeatedSession] = SeatedSession
    """The game's session: a new game, a save's game as far as it still plays."""
    FOCUS_ATTRS: tuple[str, ...] = ("data-card", "data-act")
    """Attributes that name a control again after the table is redrawn (focus kept)."""
    WELCOME = ""
    HINT_LEVEL = "hard"
    """The computer level whose choice a hint shows."""
    MAX_ROUNDS: int | None = MAX_ROUNDS
    """The most rounds an address may ask for; ``None``: the game is played in hands."""
    DROP_PLACES = ""
    """What a hand card may be dragged onto (:class:`.hand_drag.HandDrag`)."""

    def __init__(self) -> None:
        self.settings, self.settings_reset = kept_settings()
        self.msg = Messages(self.settings.lang)
        self.chrome = Chrome(self.msg)
        self.store = StoreWatch(self)
        self.root = by_id("table")
        self.focus = TableFocus(self.root, self.FOCUS_ATTRS, self.chrome)
        self.session: Any = None
        self.sel: Any = None
        self.ready_for: int | None = None
        self.salvaged: Setup | None = None
        """The setup of a damaged save, which the new game keeps (``_load``)."""
        self.timer: Any = None
        self.players: dict[int, Player] = {}
        self.advisers: dict[int, Player] = {}
        """The hint's computer player for each person's seat (:meth:`hint`)."""
        self.form: Setup | None = None
        self.problems: list[Problem] = []
        self.motion = True
        self.tempo = 1.0
        """Length of animations as a share of normal (the Settings' animation speed)."""
        self._step = handler(self._computer_move)
        self.embedded = False
        self.link = Link(lambda: self.game_id)
        self.think = window.Array.new()
        window.ftThink = self.think  # each computer decision's choose() time, ms (bench/think.py)
        self.said: Callable[[], list[str]] = list
        """What the last move did, in words, until the turn that follows is announced."""
        self.tabs: TabWatch | None = None
        """Steps aside when another tab plays this game (none in a frame: it saves nothing)."""
        self.offer: tuple[Setup, int | None, list[str]] | None = None
        """The game a link set up while another was in progress: started only if the person
        says so (setup, deal, moves)."""
        self.linked: tuple[int | None, list[str]] = (None, [])
        """The deal and moves of a link that named no setup, laid out behind the New game
        panel it opens: that panel's Start deals them (it dealt a random game, and a shared
        "deal 5" was lost)."""
        self.notice: Callable[[], list[str]] = list
        """What must outlive the computers' first moves (a damaged save was replaced; whom
        the person plays with, which the first computer's move would otherwise cut short):
        said again with every move until the person acts or is told it is their turn."""

    # -- what a subclass supplies -------------------------------------------------------------

    @property
    def game_id(self) -> str:
        raise NotImplementedError

    @property
    def save_key(self) -> str:
        return saves.save_key(self.game_id)

    def new_session(self, setup: Setup, deal: int | None = None) -> Any:
        return self.SESSION.new(setup, deal)

    def load_session(self, text_: str | None) -> Any:
        raise NotImplementedError

    def setup_from(self, query: Any) -> Setup | None:
        raise NotImplementedError

    def setup_form_html(self, form: Setup) -> str:
        raise NotImplementedError

    def read_form(self) -> Setup:
        raise NotImplementedError

    def form_problem(self) -> tuple[str, str] | None:
        """A field of the New game panel that cannot be read as it stands: its id and why (the
        panel stays open, nothing changed), rather than a value quietly put right."""
        return None

    def render(self, events: list[dict[str, Any]] | None = None) -> None:
        raise NotImplementedError

    SUMMARY_DELAY = 700
    """Milliseconds between the move that ends a round or hand and its summary."""

    def describe_events(self, events: list[dict[str, Any]]) -> list[str]:
        """Sentences for the live region about what just happened."""
        raise NotImplementedError

    def summary(self) -> None:
        """The dialog at the end of a round or hand (``self.session.end``)."""
        raise NotImplementedError

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
            self.said = lambda: [self.msg(text.BOARD["begins"], what=heading()),
                                 *self.deal_words()]
            self.chrome.tell(self.said)
        self.step()

    def deal_heading(self) -> str:
        """The round or hand in play, in words ("Round 2 of 10")."""
        raise NotImplementedError

    def deal_words(self) -> list[str]:
        """What the deal of the round or hand in play did that the table does not say, said as
        it begins (Four Card's first draw); none by default."""
        return []

    def winner_words(self, msg: Translate) -> str:
        """Who won the game, a sentence in ``msg``'s language (the game is over)."""
        raise NotImplementedError

    def scores_html(self) -> str:
        """The Scores dialog: the scoreboard, and once the game is over who won."""
        raise NotImplementedError

    def journal(self) -> tuple[str, str]:
        """The Moves dialog's title and list: the moves of the round or hand in play."""
        raise NotImplementedError

    def show_scores(self) -> None:
        self.chrome.open_dialog("scores", self.msg(text.BOARD["scores"]), [],
                                [("moves", self.msg(text.BOARD["moves"])),
                                 ("close", self.msg(text.UI["close"]))], html=self.scores_html())

    def show_moves(self) -> None:
        """The moves so far, the newest in view at the end of the list."""
        title, html = self.journal()
        self.chrome.open_dialog("moves", title, [], [("close", self.msg(text.UI["close"]))],
                                html=html)
        listed = self.chrome.dialog.querySelector(".journal")
        if present(listed):
            listed.scrollTop = listed.scrollHeight

    def show_hint(self, move: Any) -> None:
        """Show the person where ``move`` is made (its card selected, :meth:`mark_hint`)."""
        raise NotImplementedError

    def mark_hint(self, places: tuple[str, ...], words: Callable[[], str]) -> None:
        """Draw the table with the hint's selection, mark the controls ``places`` name (the
        keyboard's focus on the first, so that Enter makes the move) and say ``words``."""
        self.render()
        for n, selector in enumerate(places):
            el = self.root.querySelector(selector)
            if present(el):
                el.classList.add("hint")
                if n == 0:
                    el.focus()
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
        if person:
            self.notice = list
        self.said = self._words_for(events)
        if self.said():
            self.chrome.tell(self.said)
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
        from .board_view import seat_name

        return seat_name(self.session, seat, self.msg)

    def table_params(self, query: Any, default: Setup) -> TableParams:
        """What the address asks of this table (its problems are said at the start)."""
        params = read_table(query, default.player_choices(), default.players, KINDS, tuple(PACES),
                            self.MAX_ROUNDS)
        self.problems += params.problems
        return params

    def run_extra(self, action: str) -> bool:
        """A dialog button of the subclass's own; ``False`` when it is not one."""
        return False

    def on_new_game(self, setup: Setup) -> None:
        """Hook after a new game is set up (reset selections, menu options)."""

    # -- boot ------------------------------------------------------------------------------

    def start(self) -> None:
        query = parse_query(str(window.location.search))
        self.embedded = query.embed
        lang, self.problems = read_lang(query.lang, LANGUAGES)
        query.show, bad_show = read_show(query)
        self.problems += bad_show + read_embed(query)
        if lang:
            self.settings.lang = lang
            storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(self.settings.lang)
        self._motion()
        show_suits(self.settings.four)
        document.body.dataset.kind = self.KIND
        self.root.classList.add(f"{self.KIND}-table")
        # Real buttons and text, read in a screen reader's browse mode: the main landmark,
        # not the solitaire table's "application" (which has its own arrow-key model).
        self.root.removeAttribute("role")
        self.root.tabIndex = -1  # its controls are the stops; focus falls back here, no Tab stop
        resumed = False
        saved, note = self._load()
        refused = storage_refused() and text.STORAGE["refused"]
        notes = [n for n in (self.settings_reset and text.STATUS["settings_reset"], refused, note)
                 if n]
        stale = storage_stale(self.save_key)  # before this visit's first save
        wanted = self.setup_from(query)
        deal, bad_deal = read_deal(query.deal)
        linked, bad_moves = read_moves(query.moves, deal)
        self.problems += bad_deal + bad_moves
        moves = list(linked or [])
        other = saved is not None and _other_game(saved, wanted, deal, moves)
        if saved is not None and (not other or _in_progress(saved)):
            self.session = saved
            resumed = True
            if other:  # not thrown away for a link: the person chooses, told first what
                # of the link's moves cannot be played (on its deal, fixed now to try them)
                setup, deal = wanted or saved.setup, deal or random_deal()
                checked = replayed(self.new_session(setup, deal), moves)
                self.problems += checked
                self.offer = (setup, deal, playable(moves, checked))
        else:
            self.session = self.new_session(wanted or self.salvaged or self.default_setup(),
                                            deal)
            self._replay(moves)
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
        if self.problems:
            problems = self.problems
            self.chrome.tell(lambda: explain(problems, self.msg))
        elif resumed and not notes and self.session.state.is_over and self.session.end is None:
            self.chrome.tell(lambda: [self.winner_words(self.msg)])  # not "welcome back" only
        else:
            back = text.STATUS["resumed_unsaved"] if stale else text.BOARD["resumed"]
            opening = notes or [back if resumed else self.WELCOME]
            dealt = self.deal_words if not resumed and note is None else list
            self.said = lambda: [*map(self.msg, opening), *self.team_words(), *dealt(),
                                 *self.waiting_words()]
            self.chrome.tell(self.said)
            if notes or self.handoff is not None:  # said, not to be said again
                self.said = list  # with whose turn it is (after the cover's "I'm ready",
                # "Welcome back" stayed on the line)
        if notes:
            self.notice = lambda: list(map(self.msg, notes))
        elif not resumed:
            self.notice = self.team_words
        boot = by_id("boot")
        if present(boot):
            boot.remove()
        document.documentElement.dataset.ready = "1"
        self._address()
        self.link.listen(self)
        if not self.embedded:
            self.tabs = TabWatch(self, lambda saved: saved == self.session.dumps(), self._pause)
        self.store.start()
        self._started()
        if self.offer is not None:
            self._offer_link()
        elif self.problems:
            self._problems_dialog(self.problems, kept=resumed and bool(self.session.state.history))
        elif query.show is not None:
            self.panels.open(query.show)
        elif self.session.end is not None:  # the address's moves or the save end on one
            self.summary()
        elif not resumed and wanted is None and note is None and not self.embedded:
            # Start deals the deal on view behind the panel (a link's, or the random one):
            # not another, so that the cards a first visit shows are the ones it plays.
            self.linked = (deal or self.session.state.deal, moves)
            self.open_setup()
        else:
            self.step(announce=not notes)

    def _problems_dialog(self, problems: list[Problem], kept: bool = False) -> None:
        """What the link got wrong, in a dialog, so that no computer's move hides the words at
        once (the computers wait until it is closed); ``kept``: what was left of the link was
        the game in progress, which goes on (said first; the other sentences say how a new game
        would start, but a bad deal number promises no random deal)."""
        lines = explain(problems, self.msg, kept)
        if kept:
            lines.insert(0, self.msg(text.URL_KEPT))
        self.chrome.open_dialog(
            "link", self.msg(text.URL_PROBLEMS_TITLE), lines,
            [("close", self.msg(text.UI["close"]))],
        )

    def _offer_link(self) -> None:
        """The link's game or the one in progress: the person says which (Escape keeps it)."""
        offer = text.BOARD["link_offer_lost" if self._counts_if_left() else "link_offer"]
        self.chrome.offer_link([*explain(self.problems, self.msg), self.msg(offer)])

    def _counts_if_left(self) -> bool:
        """Whether the game in progress, left for another, goes into the statistics as lost
        (only games of people against the computer count)."""
        setup = self.session.setup
        return (seated_result(setup.humans, setup.players, [], self.session.state.scores)
                is not None and _person_has_played(self.session))

    @property
    def pace(self) -> str:
        return str(self.session.setup.pace)

    def _motion(self) -> None:
        """Animations as the settings and the system's reduced-motion wish allow."""
        self.tempo = self.settings.motion(reduced_motion())
        self.motion = self.tempo > 0

    def _record(self, winners: list[int]) -> None:
        """Count this game in the statistics (won when a person's seat is among the winners;
        an unfinished game has none)."""
        setup = self.session.setup
        result = seated_result(setup.humans, setup.players, winners, self.session.state.scores)
        if result is not None:
            record(self.game_id, result)

    def _replay(self, moves: list[str]) -> None:
        """The address's ``moves`` after the deal (a shared position); the first that cannot
        be played is a problem said at the start."""
        self.problems += replayed(self.session, moves)

    def default_setup(self) -> Setup:
        return Setup.default()

    def seats_from(self, setup: Setup, params: TableParams) -> Setup:
        """The address's ``seats`` and ``pace`` on a setup. A seat the address names wrongly
        is the usual one: you in the first, else a computer of the normal level (``fix``), so
        that a mistyped link still seats the person who opens it."""
        if params.seats is not None:
            setup.seats = [s or (HUMAN if n == 0 else "") for n, s in enumerate(params.seats)]
        if params.pace:
            setup.pace = params.pace
        return setup.fix()

    def _address(self) -> None:
        """The address names the game, so that a reload resumes its save; a frame's, which
        saves nothing, names the deal and setup (and pace) too, so that a reload deals that
        game afresh."""
        lang, deal, setup = self.msg.lang, self.session.state.deal, self.session.setup
        window.history.replaceState(None, "", build_query(
            self.game_id, deal, lang, True, setup={**setup.address(), "pace": setup.pace},
            origin=self.link.channel.origin,
        ) if self.embedded else build_query(self.game_id, None, lang))
        self._full_site()

    def _full_site(self) -> None:
        """A frame's "Play on the full site" link: the deal, the setup and the moves played,
        so that the game goes on there where the frame leaves it (the frame keeps nothing)."""
        state = self.session.state
        self.link.full_site(build_query(self.game_id, state.deal, self.msg.lang,
                                        setup=self.session.setup.address(),
                                        moves=[str(m) for m in state.history]))

    def _started(self) -> None:
        state = self.session.state
        self.link.post("started", deal=state.deal, players=state.game.players,
                       lang=self.msg.lang)

    def _load(self) -> tuple[Any, str | None]:
        """The saved game, and what to say of it when it is damaged: it is set aside whole,
        its game goes on as far as its moves still play, else a new one starts with its
        players and seats (``salvaged``) when they still read."""
        kept = storage_get(self.save_key)
        try:
            return self.load_session(kept), None
        except Exception:  # noqa: BLE001 - a damaged save: say so, keep what still reads
            window.console.warn(traceback.format_exc())
        storage_move(self.save_key, kept, saves.aside_key(self.save_key))
        data = save_data(kept)
        self.salvaged = salvage_setup(data, type(self.default_setup()), self.game_id)
        rescued = self.SESSION.salvaged(data, self.salvaged) if self.salvaged else None
        if rescued is None:
            return None, text.BOARD["corrupt"]
        return rescued, text.STATUS["salvaged"]

    def _relabel(self) -> None:
        from .app import CHOICES

        self.chrome.relabel(self.msg, CHOICES, self.game_id)
        new = document.querySelector('#bar [data-action="new"]')
        label = self.msg(text.UI["board_new"])
        new.setAttribute("aria-label", label)
        new.setAttribute("title", label)
        new.querySelector(".label").textContent = label
        by_id("pace-select").innerHTML = "".join(
            f'<option value="{k}"{" selected" if k == self.session.setup.pace else ""}>'
            f"{escape(self.msg(text.PACE_NAMES[k]))}</option>"
            for k in PACES
        )
        self.root.setAttribute("aria-label", self.msg(text.GAME_NAMES[self.game_id]))

    def _wire(self) -> None:
        HandDrag(self, self.DROP_PLACES)
        listen(self.root, "click", self._on_click)
        listen(self.root, "keydown", self._on_table_key)
        listen(by_id("bar"), "click", self._on_bar)
        listen(by_id("menu"), "click", self._on_bar)
        listen(by_id("menu"), "change", self._on_option)
        GamePick(self.choose_game, lambda: self.chrome.say(text.GAME_PICK))
        self.chrome.skip_to(self.focus.start)
        listen(by_id("dialog"), "click", self._on_dialog)
        listen(by_id("dialog"), "change", self._on_form)
        listen(document, "click", self.chrome.close_menu_outside)
        listen(document, "keydown", self._on_dialog_key)
        listen(document, "visibilitychange", lambda _e: self._on_visibility())

    def _on_visibility(self) -> None:
        """The computers play only while the table is on screen: the person sees each of
        their moves, and a table left in a background tab does not play on and make the tab
        in front step aside (``tabs.py``)."""
        if page_hidden():
            self._pause()
        else:
            self.step(announce=False)

    def _on_dialog_key(self, event: Any) -> None:
        """Escape answers a dialog with Close, or else its last button (cancel, back), except
        the summary of a round or hand, whose one button moves the game on. Enter in a field
        of the New game panel (its rounds) starts the game, as a form's Enter does."""
        field = event.target
        if (str(event.key) == "Enter" and self.chrome.dialog_kind == "setup"
                and str(field.tagName).lower() == "input"
                and str(field.type) in ("number", "text")):
            event.preventDefault()
            self.run_dialog("start")
            return
        if (str(event.key) != "Escape" or self.chrome.held
                or self.chrome.dialog_kind in (None, "round", "hand")):
            return
        buttons = list(self.chrome.dialog.querySelectorAll("[data-dialog]"))
        if buttons:  # Close or Cancel where there is one (Statistics' last button resets all)
            event.preventDefault()
            self.run_dialog(self.chrome.escape_action() or str(buttons[-1].dataset.dialog))

    def _on_click(self, event: Any) -> None:
        raise NotImplementedError

    def pick_card(self, key: str, by_key: bool = False) -> None:
        raise NotImplementedError

    def drop(self, place: Any) -> None:
        """A hand card dragged and let go over ``place``: a tap on it (the card is chosen)."""
        self._on_click(SimpleNamespace(target=place, detail=1))

    def _on_table_key(self, event: Any) -> None:
        """H asks for a hint anywhere on the table, as at the solitaire's, and Ctrl+Z, which
        undoes there, says why it does not here; the other keys are each table's own
        (:meth:`_on_key`)."""
        key, ctrl = str(event.key), bool(event.ctrlKey or event.metaKey)
        if key in ("h", "H") and not (ctrl or event.altKey):
            event.preventDefault()
            self.hint()
            return
        if key in ("z", "Z") and ctrl and not event.altKey:
            event.preventDefault()
            self.chrome.say(text.BOARD["no_undo"])
            return
        self._on_key(event)

    def _on_key(self, event: Any) -> None:
        raise NotImplementedError

    # -- who sees what -------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """Whose hand is shown: the one person; in hot-seat, the person ready to play."""
        setup = self.session.setup
        humans = setup.humans
        if not humans:
            return None
        if not setup.hot_seat:
            return humans[0]
        turn = self.session.state.to_move
        if turn is not None and setup.is_human(turn) and self.ready_for == turn:
            return turn
        return None

    @property
    def handoff(self) -> int | None:
        setup = self.session.setup
        turn = self.session.state.to_move
        if (setup.hot_seat and turn is not None and setup.is_human(turn)
                and self.ready_for != turn and self.session.end is None):
            return turn
        return None

    def _my_turn(self) -> bool:
        viewer = self.viewer
        return (viewer is not None and self.session.state.to_move == viewer
                and self.session.end is None and self.timer is None)

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
        self.ready_for = self.session.state.to_move
        self.render()
        first = self.root.querySelector(".recap button, .hcard")  # a re-capture asks first
        if present(first):
            first.focus()
        self.step()

    # -- the computer's turn -------------------------------------------------------------------

    def step(self, announce: bool = True) -> None:
        """Whose turn is it: a computer moves after a pause; a person is told."""
        if self.timer is not None or self.session.end is not None:
            return
        if self.chrome.dialog_kind is not None:
            return
        turn = self.session.state.to_move
        if turn is None:
            return
        if self.session.setup.is_human(turn):
            if self.handoff is None and announce:
                self.announce_turn(turn)
            return
        if page_hidden():  # the computer moves when the table is seen again (_on_visibility)
            return
        self.root.dataset.thinking = "1"
        self.timer = window.setTimeout(self._step, PACES[self.session.setup.pace])

    @property
    def has_teams(self) -> bool:
        """Four players in two partnerships (each table says when)."""
        raise NotImplementedError

    def team_words(self) -> list[str]:
        """Whom the person plays with, said as a game opens (``partner_words``)."""
        from .board_view import partner_words

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
        said = self.said
        key = "your_turn" if self.session.setup.hot_seat else "your_turn_you"
        self.chrome.tell(
            lambda: [*said(), self.msg(text.BOARD[key], name=self.seat_name(turn))]
        )
        self.said = list
        self.notice = list

    def _words_for(self, events: list[dict[str, Any]]) -> Callable[[], list[str]]:
        """The notice and what ``events`` did, worded in the language of the moment."""
        notice = self.notice

        def words() -> list[str]:
            return [*notice(), *self.describe_events(events)]

        return words

    def _player(self, seat: int) -> Player:
        if seat not in self.players:
            self.players[seat] = self._make_player(self.session.setup.seats[seat], seat)
        return self.players[seat]

    def _make_player(self, level: str, seat: int) -> Player:
        state = self.session.state
        base = state.seed if isinstance(state.seed, int) else state.deal
        return make_player(level, state.game, seat, (base or 1) + seat)

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
        if seat not in self.advisers:
            self.advisers[seat] = self._make_player(self.HINT_LEVEL, seat)
        self.show_hint(self.advisers[seat].choose(self.session.state.view(seat)))

    def why_no_hint(self) -> str:
        """The words for Hint when it is not the person's turn: once the game is over, that
        no turn is coming (it said "on your turn")."""
        return text.BOARD["hint_over"] if self.session.state.is_over else text.BOARD["hint_wait"]

    def _computer_move(self) -> None:
        self.timer = None
        self.root.dataset.thinking = "0"
        state = self.session.state
        turn = state.to_move
        if turn is None or self.session.setup.is_human(turn) or self.session.end is not None:
            return
        player = self._player(turn)
        began = window.performance.now()
        move = player.choose(state.view(turn))
        self.think.push(window.performance.now() - began)
        self.apply(move)

    def save(self) -> None:
        if self.tabs is None or not self.tabs.aside:
            storage_set(self.save_key, self.session.dumps())

    def _pause(self) -> None:
        """The computer's pending move called off (a new game; another tab plays this one;
        the tab is hidden)."""
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
            self.root.dataset.thinking = "0"

    # -- toolbar, menu, dialogs ----------------------------------------------------------------

    def _on_bar(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if not present(button):
            return
        action = str(button.dataset.action)
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
        target = event.target
        name = str(target.id)
        if name in MENU_SETTINGS:
            change_setting(self, MENU_SETTINGS[name], target)
        else:
            self.on_option(name, target)
        self.save()

    def setting_changed(self, name: str) -> None:
        """Apply a changed setting to this table (the solitaire ones wait for a solitaire
        table)."""
        if name == "lang":
            self.set_language(self.settings.lang)
        elif name == "pace" and self.settings.pace:
            self.session.setup.pace = self.settings.pace
            self.session.setup.fix()
            by_id("pace-select").value = self.session.setup.pace
            self.save()
        elif name == "speed":
            self._motion()

    def on_option(self, name: str, target: Any) -> None:
        """A menu option of the subclass's own."""

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.settings.lang = lang
        storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(lang)
        self._relabel()
        self.render()
        self._address()

    def choose_game(self, game_id: str) -> None:
        if game_id == self.game_id:
            return
        self.save()
        storage_set(saves.LAST_KEY, game_id)
        window.location.search = build_query(game_id, None, self.msg.lang)

    def open_setup(self, setup: Setup | None = None) -> None:
        if self.form is None or setup is not None:
            base = setup or self.session.setup
            self.form = type(base).from_dict(base.to_dict())
        leaving = []  # starting another game ends this one: said before it is done
        if _in_progress(self.session):
            leaving = [self.msg(text.BOARD["new_left_lost" if self._counts_if_left()
                                          else "new_left"])]
        self.chrome.open_dialog(
            "setup", self.msg(self.SETUP_TITLE), leaving,
            [("start", self.msg(text.BOARD["start"])), ("close", self.msg(text.UI["cancel"]))],
            html=self.setup_form_html(self.form),
        )

    SETUP_TITLE = text.BOARD["setup_title"]

    def read_seats(self, form: Setup) -> Setup:
        """The panel's players, seats and pace into ``form``."""
        players = by_id("setup-players")
        if present(players):
            form.players = int(str(players.value))
        seats = []
        for p in range(form.players):
            el = by_id(f"setup-seat-{p}")
            seats.append(str(el.value) if present(el) else (form.seats + ["normal"] * 6)[p])
        form.seats = seats
        pace = by_id("setup-pace")
        if present(pace):
            form.pace = str(pace.value)
        return form

    def _on_form(self, event: Any) -> None:
        if self.chrome.dialog_kind != "setup":
            return
        if str(event.target.id) == "setup-players":
            form = self.read_form()
            form.seats = (form.seats + ["normal"] * 6)[: form.players]
            self.form = form.fix()
            self.open_setup()
            players = by_id("setup-players")
            if present(players):
                players.focus()

    def _on_dialog(self, event: Any) -> None:
        button = event.target.closest("[data-dialog]")
        if present(button):
            self.run_dialog(str(button.dataset.dialog))

    def run_dialog(self, action: str) -> None:
        if self.panels.run(action):
            return
        if action == "start":
            problem = self.form_problem()
            if problem is not None:
                field, why = problem
                self.chrome.dialog_error(why, field)
                by_id(field).focus()
                return
            setup = self.read_form()
            self.form = None
            self.chrome.close_dialog()
            deal, moves = self.linked
            self.linked = (None, [])
            self.new_game(setup, deal, moves)
        elif action == "play-here" and self.tabs is not None:
            self.tabs.play_here()
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
            self.form = self.offer = None
            self.linked = (None, [])  # the game behind the panel is the link's: kept
            self.focus.back_to_opener()
            self.step()

    def new_deal(self, deal: int | None = None) -> None:
        """The host page's new-deal command (:mod:`.embed`): the same setup, a new deal. The
        focus stays where the person has it on the host page."""
        self.chrome.close_dialog()
        self.form = None
        self.new_game(self.session.setup, deal, focus=False)

    def undo_for_host(self) -> str | None:
        return "no-undo"

    def new_game(self, setup: Setup, deal: int | None = None, moves: list[str] | None = None,
                 focus: bool = True) -> None:
        self._pause()
        if _in_progress(self.session) and _person_has_played(self.session):
            self._record([])  # left unfinished: lost
        if self.settings.set("pace", setup.pace):
            storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.session = self.new_session(setup, deal)
        self.said = list  # nothing of the last game's moves
        known = len(self.problems)
        self._replay(moves or [])
        self.players = {}
        self.advisers = {}
        self.ready_for = None
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
            self.said = lambda: [self.msg(self.WELCOME), *self.team_words()]  # not the last
            self.chrome.tell(self.said)  # game's last move
            self.notice = self.team_words
        self._address()
        self._started()
        if self.session.end is not None:  # the link's moves end a hand
            self.summary()
        elif problems:
            self._problems_dialog(problems)
        else:
            self.step()


def replayed(session: SeatedSession, moves: list[str]) -> list[Problem]:
    """Play ``moves`` on ``session`` up to the first that cannot be played: its problem."""
    failed = session.replay(moves)
    return [] if failed is None else [Problem("move", moves[failed - 1], failed)]


def _in_progress(session: Any) -> bool:
    """A game begun and not over: a link must not throw it away unasked."""
    return bool(session.state.history) and not session.state.is_over


def _person_has_played(session: Any) -> bool:
    """Whether a person at the table has made a move in this game: a game left before then
    (the computers dealt and opened) is not counted as their loss."""
    state = session.state.copy()
    while state.history:
        state.pop()
        if session.setup.is_human(state.to_move):
            return True
    return False


def _other_game(session: Any, wanted: Setup | None, deal: int | None, moves: list[str]) -> bool:
    """Whether an address asks for another game than the saved one: other seats, players or
    options (the pace and the board's tokens are manners of play and show, not the game), another
    deal, or moves to replay."""

    def game_of(setup: Setup) -> dict[str, Any]:
        return {k: v for k, v in setup.to_dict().items() if k not in ("pace", "tokens")}

    return (bool(moves) or (deal is not None and deal != session.state.deal)
            or (wanted is not None and game_of(wanted) != game_of(session.setup)))

