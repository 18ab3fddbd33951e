"""The controller: boots the table, turns the player's gestures into engine moves, and keeps
the view, the clock, the address and the save in step after each one.

Data flows one way: a gesture asks the session for a move, the engine plays it (or refuses
with a reason id), and the view shows the result. Work that the player need not wait for
(saving, the "no more moves" search, the address) runs after the frame has been painted.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from typing import Any

from ..engine import MAX_DEAL, CorruptSave, GameError, IllegalMove, check_deal, random_deal
from ..games import SOLITAIRE_IDS, get_game
from ..i18n import LANGUAGES, Messages
from ..solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from ..solitaire.scoring import final_score, medal
from . import layout, saves, solver_text, text
from .cardface import card_name
from .chrome import Chrome, by_id
from .dom import (
    attr,
    document,
    handler,
    listen,
    page_hidden,
    present,
    storage_get,
    storage_in_memory,
    storage_move,
    storage_refused,
    storage_set,
    storage_stale,
    window,
)
from .embed import Link
from .game_pick import GamePick
from .gestures import Gestures
from .panels import (
    MENU_SETTINGS,
    Panels,
    change_setting,
    load_records,
    record,
    reduced_motion,
    show_suits,
)
from .picker import Picker
from .records import Result
from .seats import DEFAULT_PACE
from .session import Session
from .solver_panel import SolverPanel
from .store import StoreWatch, kept_settings
from .stored import Unreadable, read_json
from .tabs import TabWatch
from .urls import (
    Problem,
    build_query,
    clipped,
    explain,
    parse_deal,
    parse_query,
    read_deal,
    read_embed,
    read_lang,
    read_moves,
    read_show,
    read_solo,
)
from .view import TableView

DEFAULT_GAME = "solitaire/classic"
BOARD_ID = "board"
CAPTURE_IDS = ("thief", "four-card", "gharat")
CHOICES = (*SOLITAIRE_IDS, BOARD_ID, *CAPTURE_IDS)
"""The game chooser: the ten solitaire games, then the board game and the capture games (each
on a table of its own kind)."""


class App:
    """One page, one table."""

    def __init__(self) -> None:
        self.settings, self.settings_reset = kept_settings()
        self.msg = Messages(self.settings.lang)
        self.chrome = Chrome(self.msg, self._dialog_toggled)
        self.store = StoreWatch(self)
        self.root = by_id("table")
        self.view = TableView(self.root, self.msg)
        self.picker = Picker()
        self.session: Session = None  # type: ignore[assignment]
        self.run_since: float | None = None
        self.stuck_shown = False
        self.won_shown = False
        self.pending = False
        self.t_action: float | None = None
        self.perf = window.Array.new()
        self.paint = window.Array.new()
        window.ftPerf = self.perf
        window.ftPaint = self.paint
        self._after = handler(self._after_frame)
        self._idle = handler(self._after_paint)
        self._resize = handler(self._do_resize)
        self.resize_pending = False
        self.embedded = False
        self.link = Link(lambda: self.session.game_id)
        self.tabs: TabWatch | None = None
        """Steps aside when another tab plays this game (none in a frame: it saves nothing)."""
        self.offer: Session | None = None
        """The deal a link named while another was in progress, its moves played up to the
        first that cannot be: put on the table only if the player says so."""

    # -- boot ------------------------------------------------------------------------------

    def start(self) -> None:
        query = parse_query(str(window.location.search))
        self.embedded = query.embed
        lang, problems = read_lang(query.lang, LANGUAGES)
        query.show, bad_show = read_show(query)
        problems += bad_show + read_solo(query) + read_embed(query)
        if lang:
            self.settings.lang = lang
            storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(self.settings.lang)
        self.view.msg = self.msg
        show_suits(self.settings.four)
        self._motion()
        notes: list[tuple[str, dict[str, Any]]] = (
            [(text.STATUS["settings_reset"], {})] if self.settings_reset else [])
        if storage_refused():
            notes.append((text.STORAGE["refused"], {}))
        resumed = False
        try:
            self.session, resumed = self._choose_session(query, notes, problems)
        except Exception:  # noqa: BLE001 - never a broken page, never a save written over
            window.console.warn(traceback.format_exc())
            self.offer = None
            self.session, resumed = self._fallback(notes)
        self.chrome.relabel(self.msg, CHOICES, self.session.game_id)
        self.chrome.set_options(self.settings.auto, self.settings.scoring)
        self.view.build(self.session.state, self._geometry())
        self.gestures = Gestures(self)
        self.solver = SolverPanel(self)
        self.solver.relabel()
        self.solver.reset(self.session)
        self._wire()
        self.panels = Panels(self)
        self._refresh()
        if problems:  # with the notes, so that nothing wrong goes unsaid
            kept = (resumed and bool(self.session.state.history)  # the link's game not dealt
                    and self.offer is None)  # nor asked about
            self.chrome.tell(
                lambda: ([self.msg(text.URL_KEPT)] if kept else [])
                + explain(problems, self.msg, kept) + [self.msg(m, **p) for m, p in notes]
            )
        elif notes:
            self.chrome.tell(lambda: [self.msg(m, **p) for m, p in notes])
        elif resumed and self.session.started:
            won = self.session.state.won
            self.won_shown = won
            back = "resumed_unsaved" if storage_stale(self.save_key) else "resumed"
            self.chrome.say(text.STATUS["won_before" if won else back])
        else:  # a new deal, or one kept before its first move: how to play is news
            self._say_welcome()
        self._clock()
        self._schedule()
        boot = by_id("boot")
        if present(boot):
            boot.remove()
        if self.offer is not None:
            self._offer_link(problems)
        else:
            self.panels.open(query.show)
        document.documentElement.dataset.ready = "1"
        self.link.listen(self)
        if not self.embedded:
            self.tabs = TabWatch(self, self._same_position)
        self.store.start()
        self._started()

    @property
    def game_id(self) -> str:
        return self.session.game_id

    @property
    def save_key(self) -> str:
        return saves.save_key(self.session.game_id)

    def _same_position(self, saved: str) -> bool:
        """Whether a save holds the position on this table (its time played aside)."""
        try:
            other = read_json(saved)["state"]
        except (Unreadable, TypeError, KeyError):
            return False
        return bool(other == json.loads(saves.dump_session(self.session))["state"])

    @property
    def pace(self) -> str:
        return self.settings.pace or DEFAULT_PACE

    def _motion(self) -> None:
        """Animations as the settings and the system's reduced-motion wish allow."""
        tempo = self.settings.motion(reduced_motion())
        self.view.motion = tempo > 0
        self.view.tempo = tempo

    def _choose_session(
        self, query: Any, notes: list[tuple[str, dict[str, Any]]], problems: list[Problem]
    ) -> tuple[Session, bool]:
        """Game and deal from the address, else the save, else a fresh deal (with notes)."""
        game_id = query.game or saves.last_game(storage_get(saves.LAST_KEY)) or DEFAULT_GAME
        try:
            get_game(game_id)
        except GameError:
            if query.game:
                notes.append((text.STATUS["bad_url_game"], {"game": clipped(query.game)}))
            game_id = DEFAULT_GAME
        deal, bad_deal = read_deal(query.deal)
        query.moves, bad_moves = read_moves(query.moves, deal)
        problems += bad_deal + bad_moves
        saved = self._load(game_id, notes)
        if saved and (deal is None or saved.state.deal == deal) and not query.moves:
            return self._scored(saved), True
        deal = deal or random_deal()
        if saved and saved.in_progress:  # not thrown away unasked; the link's moves are
            # played first, so that what cannot be played is said before the question
            self.offer = self._linked(game_id, deal, query.moves or [], problems)
            return self._scored(saved), True
        return self._linked(game_id, deal, query.moves or [], problems), False

    def _fallback(self, notes: list[tuple[str, dict[str, Any]]]) -> tuple[Session, bool]:
        """What opens when the address (or anything else) broke the start: the game played
        last, as saved (a damaged save set aside and said by :meth:`_load`), else a fresh deal
        of that game, which has no save to lose."""
        notes.append((text.STATUS["start_failed"], {}))
        last = saves.last_game(storage_get(saves.LAST_KEY))
        game_id = last if last in SOLITAIRE_IDS else DEFAULT_GAME
        saved = self._load(game_id, notes)
        if saved:
            return self._scored(saved), True
        session = Session.new(game_id, random_deal(), self.settings.scoring)
        if self.settings.auto:
            session.settle()
        return session, False

    def _linked(self, game_id: str, deal: int, moves: list[str], problems: list[Problem],
                ) -> Session:
        """The deal a link names, with its moves played up to the first that cannot be."""
        session = Session.new(game_id, deal, self.settings.scoring)
        failed = session.play_written(moves, self.settings.auto)
        if failed is not None:
            problems.append(Problem("move", moves[failed - 1], failed))
        return session

    def _offer_link(self, problems: list[Problem]) -> None:
        """The link's deal or the one in progress: the player says which (Escape keeps it);
        what the link got wrong is said above the question, as the seated tables say it."""
        self.chrome.offer_link([*explain(problems, self.msg),
                                self.msg(text.BOARD["link_offer_lost"])])

    def _start_link(self) -> None:
        """The link's deal after all: the one in progress counts as lost."""
        if self.offer is None:
            return
        session, self.offer = self.offer, None
        self._abandon()
        self._replace(session, (text.STATUS["new_game"], {"deal": session.state.deal}))

    def _load(self, game_id: str, notes: list[tuple[str, dict[str, Any]]]) -> Session | None:
        key = saves.save_key(game_id)
        kept = storage_get(key)
        try:
            return saves.load_session(kept, game_id)
        except Exception:  # noqa: BLE001 - a damaged or foreign save: say so, keep what reads
            window.console.warn(traceback.format_exc())
        storage_move(key, kept, saves.aside_key(key))
        rescued = saves.salvage_session(kept, game_id)
        notes.append((text.STATUS["corrupt" if rescued is None else "salvaged"], {}))
        return rescued

    def _scored(self, session: Session) -> Session:
        try:
            return session.with_scoring(self.settings.scoring)
        except CorruptSave:
            return session

    def _wire(self) -> None:
        listen(window, "resize", lambda _e: self._on_resize())
        # The table's own size too: the solver's line above it comes and goes (no card cut).
        self.sizes = window.ResizeObserver.new(handler(lambda *_: self._on_resize()))
        self.sizes.observe(self.root)
        listen(document, "visibilitychange", lambda _e: self._clock())
        listen(by_id("bar"), "click", self._on_bar)
        listen(by_id("menu"), "click", self._on_bar)
        listen(by_id("menu"), "change", self._on_option)
        GamePick(self.choose_game, lambda: self.chrome.say(text.GAME_PICK))
        self.chrome.skip_to(self.root.focus)
        listen(by_id("dialog"), "click", self._on_dialog)
        listen(document, "click", self.chrome.close_menu_outside)
        window.setInterval(handler(lambda: self._tick()), 1000)

    # -- geometry --------------------------------------------------------------------------

    def _geometry(self) -> layout.Geometry:
        width = float(self.root.clientWidth) or 390.0
        height = float(self.root.clientHeight) or 600.0
        return self._layout(width, height)

    def _layout(self, width: float, height: float) -> layout.Geometry:
        """The geometry for this table size and the columns as they now are (a long one makes
        the cards smaller, :func:`.layout.compute`)."""
        state = self.session.state
        cols = state.layout.cols
        return layout.compute(width, height, len(cols), state.game.variant.draw,
                              max(map(len, cols)))

    def _on_resize(self) -> None:
        if not self.resize_pending:
            self.resize_pending = True
            window.requestAnimationFrame(self._resize)

    def _do_resize(self, _ts: Any = None) -> None:
        self.resize_pending = False
        geo = self._geometry()
        if geo != self.view.geo:
            self.view.resize(geo, self.session.state)

    # -- after every change ------------------------------------------------------------------

    def _refresh(self) -> None:
        """Counters, buttons and data hooks (cheap: only what changed is written)."""
        s = self.session
        state = s.state
        scoring = state.game.scoring and not s.solved  # the solver's deal shows no score (S-52)
        seconds = self.clock_now()
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
        geo = self.view.geo
        fresh = None if geo is None else self._layout(geo.width, geo.height)
        if fresh is not None and fresh != geo:  # a column grew too long, or shrank again
            self.view.resize(fresh, self.session.state)
        self.view.sync(self.session.state, animate)
        self.gestures.remark()
        self.solver.table_changed()
        self._refresh()
        if self.t_action is not None:
            self.perf.push(window.performance.now() - self.t_action)
        if events and any(e.get("type") == "won" for e in events):
            self._won()
        self._clock()
        self._schedule()

    def _schedule(self) -> None:
        if not self.pending:
            self.pending = True
            window.requestAnimationFrame(self._after)

    def _after_frame(self, _ts: Any = None) -> None:
        window.setTimeout(self._idle, 0)

    def _after_paint(self) -> None:
        self.pending = False
        if self.t_action is not None:
            self.paint.push(window.performance.now() - self.t_action)
            self.t_action = None
        self.save()
        window.history.replaceState(None, "", self._query())
        self._full_site()
        stuck = self.session.stuck()
        self.root.dataset.stuck = "1" if stuck else "0"
        if stuck and not self.stuck_shown and self.chrome.dialog_kind is None:
            self.stuck_shown = True
            self.chrome.say(text.STATUS["stuck"])
            self.chrome.open_dialog(
                "stuck", self.msg(text.STUCK_TITLE), [self.msg(text.STUCK_TEXT)],
                [*self.solver.stuck_buttons(), ("undo", self.msg(text.UI["undo"])),
                 ("restart", self.msg(text.UI["restart"])), ("new", self.msg(text.UI["new"]))],
            )
        elif not stuck:
            self.stuck_shown = False

    def _query(self) -> str:
        state = self.session.state
        return build_query(state.game.id, state.deal, self.msg.lang, self.embedded,
                           origin=self.link.channel.origin)

    def _full_site(self) -> None:
        """A frame's "Play on the full site" link: the deal with the moves played in it, so
        that the game goes on there where the frame leaves it (the frame keeps nothing)."""
        state = self.session.state
        self.link.full_site(build_query(state.game.id, state.deal, self.msg.lang,
                                        moves=[str(m) for m in state.history]))

    def save(self) -> None:
        if self.tabs is not None and self.tabs.aside:
            return
        s = self.session
        s_elapsed = s.elapsed
        s.elapsed = self.clock_now()
        storage_set(self.save_key, saves.dump_session(s))
        s.elapsed = s_elapsed
        storage_set(saves.LAST_KEY, s.game_id)

    # -- the clock -------------------------------------------------------------------------

    def clock_now(self) -> float:
        extra = 0.0
        if self.run_since is not None:
            extra = (window.performance.now() - self.run_since) / 1000
        return self.session.elapsed + extra

    def _clock(self) -> None:
        """Run the clock while a started, unfinished game is on screen and can be played: not
        while the page is hidden or a dialog covers the table (S-42 ruling)."""
        s = self.session
        covered = not self.chrome.dialog.hidden
        run = s.started and not s.state.won and not page_hidden() and not covered
        if run and self.run_since is None:
            self.run_since = float(window.performance.now())
        elif not run and self.run_since is not None:
            s.elapsed = self.clock_now()
            self.run_since = None
            self.save()

    def _dialog_toggled(self) -> None:
        if self.session is not None:  # not a dialog of the boot, before there is a game
            self._clock()

    def _tick(self) -> None:
        if self.run_since is not None:
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
        """The move in words, then what went home by itself after it (after a stock's turn
        too: an ace turned up and sent home was said as turned up, still on the waste); a
        move redone says so, or it sounds like a new one."""
        state = self.session.state
        if state.won:
            return
        auto = sum(1 for e in events[1:] if e.get("type") == "move")
        if move.src == STOCK and not state.layout.stock and state.redeals_left() > 0:
            said = self._said_as(text.STATUS["stock_out"], count=state.redeals_left())
        elif move.src == STOCK:  # the cards turned up, the top one last
            turned = [_card(c) for c in events[0]["cards"]]
            said = self._said_as(text.STATUS["stock_drawn"], count=len(turned),
                                 left=len(state.layout.stock),
                                 cards=lambda m: ", ".join(card_name(c, m) for c in turned))
        elif move.src == REDEAL:
            said = self._said_as(text.STATUS["redealt"], count=state.redeals_left())
        else:
            card = _card(events[0]["cards"][0])

            def said() -> str:
                return self._moved_words(card, move.dst, run=move.count)

        def words() -> list[str]:
            went = [self.msg(text.STATUS["auto_moved"], count=auto)] if auto else []
            first = self.msg(text.STATUS["redone"], move=said()) if redone else said()
            return [first, *went]

        self.chrome.tell(words)

    def _said_as(self, message: Any, **params: Any) -> Callable[[], str]:
        """``message`` worded when said, in the language of that moment."""
        return lambda: self.chrome.worded(message, **params)

    def _moved_words(self, card: int, pile: int, source: int | None = None,
                     advice: bool = False, run: int = 1) -> str:
        """"Card to pile", in the language of the moment, as done or (``advice``, a hint) to
        do; "from its foundation" too when ``source`` is one (a take-back, which the card's
        place alone hardly says); a ``run`` of cards moved says the ones on the card too."""
        if run > 1:
            return self.msg(text.STATUS["moved_run"], card=card_name(card, self.msg),
                            count=run - 1, pile=self.pile_words(pile))
        words = ("advice", "advice_from") if advice else ("moved", "moved_from")
        if source is not None and source >= FOUNDATION:
            return self.msg(text.STATUS[words[1]], card=card_name(card, self.msg),
                            source=self.pile_words(source), pile=self.pile_words(pile))
        return self.msg(text.STATUS[words[0]], card=card_name(card, self.msg),
                        pile=self.pile_words(pile))

    def pile_words(self, pile: int) -> str:
        if pile < WASTE:
            return self.msg(text.COLUMN, n=pile + 1)
        if pile == WASTE:
            return self.msg(text.WASTE)
        if pile == STOCK:
            return self.msg(text.STOCK)
        return self.msg(text.FOUNDATION, n=pile - FOUNDATION + 1)

    def undo(self) -> None:
        self.picker.cancel()
        moves = self.session.undo()
        if not moves:
            self.chrome.say(text.STATUS["nothing_to_undo"])
            return
        self.won_shown = False
        self.show()
        self.chrome.tell(self._undone_words(moves[0]))
        self.link.post("undone", moves=self.session.moves)

    def _undone_words(self, move: Move) -> Callable[[], list[str]]:
        """What the undo put back, and where ("Queen of clubs back to Column 3"), for a player
        who does not see the card go; the cards of a turn of the stock are named too, though
        they lie face down on it again (the stock is drawn as one slot, not as cards)."""
        src = move.src
        state = self.session.state
        if src == REDEAL:  # the waste back where it was, a redeal given back
            left = state.redeals_left()
            return lambda: [self.msg(text.STATUS["undone_redeal"], count=left)]
        if src == STOCK and state.layout.stock:  # in the order they were turned up
            cards = state.layout.stock[-move.count:][::-1]
        else:
            shown = self.view.piles.get(src) or []  # the table as drawn again after the undo
            if not shown or move.count > len(shown):
                return lambda: [self.msg(text.STATUS["undone"])]
            card = shown[-move.count].card
            if move.count > 1:  # a run: said whole, as when it was moved
                return lambda: [self.msg(text.STATUS["undone_run"], count=move.count - 1,
                                         card=card_name(card, self.msg),
                                         pile=self.pile_words(src))]
            cards = [card]
        return lambda: [self.msg(text.STATUS["undone_move"], card=", ".join(
            card_name(c, self.msg) for c in cards), pile=self.pile_words(src))]

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
        card = None if move.src in (STOCK, REDEAL) else self._top_cards(move.src, move.count)[0]
        self.picker.focus = STOCK if move.src == REDEAL else move.src  # Enter there takes it up
        self.view.show_focus(self.picker.focus)
        self.root.focus()  # from the Hint button too, as the other tables' hints do

        message = self.solver.hint_message(proven, self.session.state)

        def hint() -> list[str]:  # worded again in a language chosen later
            words = ("" if card is None
                     else self._moved_words(card, move.dst, move.src, advice=True).rstrip(".।"))
            return [self.msg(message, move=self.solver.hint_move(move, words))]

        self.chrome.tell(hint)

    def say_refused(self, move: Move, reason: str, params: dict[str, Any] | None = None) -> None:
        """Why ``move`` (tapped, dragged or played from the keyboard) is refused; a building
        rule after "Ten of clubs cannot go on King of clubs." (the rule alone does not say
        which rank or suit was wrong)."""
        lay = self.session.state.layout
        if not reason.startswith("build-") or move.dst >= WASTE or not lay.cols[move.dst]:
            self.chrome.say_reason(reason, params)
            return
        card, target = self._top_cards(move.src, move.count)[0], lay.cols[move.dst][-1]
        self.chrome.say_reason(reason, params, lambda msg: msg(
            text.STATUS["not_on"], card=card_name(card, msg), target=card_name(target, msg)))

    def _top_cards(self, pile: int, count: int) -> list[int]:
        lay = self.session.state.layout
        cards = lay.waste if pile == WASTE else lay.cols[pile] if pile < WASTE else (
            lay.found[pile - FOUNDATION]
        )
        return list(cards[-count:])

    # -- games and deals -------------------------------------------------------------------

    def _abandon(self) -> None:
        """Leaving a started, unwon deal counts as a game lost, which ends the run of wins
        (S-43 ruling). It has no score: a deal's score is a won deal's, with its bonuses (the
        cards home when it was left made a best score of 0 or 500 out of lost deals)."""
        s = self.session
        if s.in_progress:
            s.counted = True
            record(s.game_id, Result(False, self.clock_now(), None))

    def _replace(self, session: Session, status: tuple[str, dict[str, Any]] | None) -> None:
        """Put a new session on the table (a new deal, a restart, another game)."""
        self.session = session
        self.run_since = None
        self.stuck_shown = self.won_shown = False
        self.picker = Picker()
        self.gestures.reset()
        self.chrome.close_dialog()
        self.root.dataset.stuck = "0"
        if not session.started and self.settings.auto:
            session.settle()
        self.view.build(session.state, self._geometry())
        self.chrome.set_game(session.game_id)
        self.solver.reset(session)
        self._refresh()
        if status:
            self.chrome.say(status[0], **status[1])
        self._clock()
        self._schedule()
        self._started()

    def _started(self) -> None:
        state = self.session.state
        self.link.post("started", deal=state.deal, players=1, lang=self.msg.lang)

    def new_deal(self, deal: int | None = None) -> None:
        self._abandon()
        game_id = self.session.game_id
        chosen = deal or self.solver.deal_for(game_id)
        proved = (deal is None and self.solver.winnable_only  # says so, where it is one
                  and chosen in self.solver.pool(game_id).deals)
        session = Session.new(game_id, chosen, self.settings.scoring)
        self._replace(session, (text.STATUS["new_winnable" if proved else "new_game"],
                                {"deal": chosen}))

    def restart(self) -> None:
        self._abandon()
        try:
            session = self._scored(self.session.restarted())
        except GameError:
            session = Session.new(self.session.game_id, random_deal(), self.settings.scoring)
        self._replace(session, None)
        deal = session.state.deal
        if deal is None:
            self._say_welcome()
        else:
            self.chrome.say(text.STATUS["restarted"], deal=deal)

    def choose_game(self, game_id: str) -> None:
        if game_id in (BOARD_ID, *CAPTURE_IDS):  # another kind of table: load the page again
            self.save()
            storage_set(saves.LAST_KEY, game_id)
            window.location.search = build_query(game_id, None, self.msg.lang)
            return
        if game_id == self.session.game_id or game_id not in SOLITAIRE_IDS:
            return
        self.save()
        notes: list[tuple[str, dict[str, Any]]] = []
        saved = self._load(game_id, notes)
        if saved:
            session = self._scored(saved)
        else:
            session = Session.new(game_id, self.solver.deal_for(game_id), self.settings.scoring)
        resumed = session.started  # else how to play is news: a deal not yet moved in
        if notes:
            self._replace(session, notes[0])
        elif resumed:
            self._replace(session, (text.STATUS["resumed"], {}))
        else:
            self._replace(session, None)
            self._say_welcome()
        storage_set(saves.LAST_KEY, game_id)

    def _say_welcome(self) -> None:
        """How to move cards (the deal's number is on the line just before), and the cards
        that went home as the deal was laid out (S-51): an ace already home at move 0 puzzled
        a newcomer."""
        s = self.session
        key = "welcome_position" if s.state.deal is None else "welcome"
        home = -s.groups[0] if s.groups and s.groups[0] < 0 else 0
        self.chrome.tell(lambda: [self.msg(text.STATUS[key]), *(
            [self.msg(text.STATUS["dealt_home"], count=home)] if home else [])])

    def _ask_leave(self, action: str) -> None:
        """Leaving a deal in progress, or handing it to the solver, counts as a game lost:
        the player confirms it first (in a frame, which counts nothing, the moves are lost)."""
        label = solver_text.LABELS[action] if action == "solution" else text.UI[action]
        question, why = text.LEAVE[action]
        if self.embedded:
            why = text.LEAVE_FRAMED[action]
        self.chrome.open_dialog(
            "leave", self.msg(question), [self.msg(why)],
            [(action, self.msg(label)), ("close", self.msg(text.UI["keep_playing"]))],
            default=1,  # Keep playing: a slip of Enter does not cost the game (S-43)
        )

    def solver_moves(self) -> None:
        """The solver is about to play a move of "Show solution" (S-52 ruling): from then on
        a win is not the player's, and a deal the player had started counts as lost now."""
        s = self.session
        if not s.solved:
            self._abandon()
            s.solved = s.counted = True

    def ask_deal(self) -> None:
        leaving = [self.msg(text.LEFT_LOST)] if self.session.in_progress else []
        self.chrome.open_dialog(
            "deal", self.msg(text.UI["deal_number"]).rstrip("…"),
            [*leaving, self.msg(text.UI["deal_prompt"])],
            [("play-deal", self.msg(text.UI["play"])), ("close", self.msg(text.UI["cancel"]))],
            field="",
        )

    def _play_deal(self) -> None:
        raw = str(by_id("dialog-field").value).strip().replace(",", "").replace("#", "")
        deal = parse_deal(raw)
        try:
            check_deal(deal)
        except GameError:
            most = self.msg.number(MAX_DEAL)
            self.chrome.dialog_error(self.msg.reason("bad-deal", {"max": most}))
            return
        self.chrome.close_dialog()
        self.root.focus()
        self.new_deal(deal)

    # -- winning ---------------------------------------------------------------------------

    def _streak(self) -> int:
        """This win's round (S-43): the wins in a row, this one counted once."""
        return load_records().run + (0 if self.session.counted else 1)

    def _final_score(self) -> dict[str, int | str]:
        s = self.session
        return final_score(s.state.scores[0], s.elapsed, self._streak())

    def _won(self) -> None:
        if self.won_shown:
            return
        self.won_shown = True
        self._clock()  # stops it
        s = self.session
        seconds = s.elapsed
        streak = self._streak()
        score = final_score(s.state.scores[0], seconds, streak)
        if not s.counted:
            total = int(score["total"]) if s.state.game.scoring else None
            record(s.game_id, Result(True, seconds, total))
            s.counted = True
        self.save()
        self.view.cascade()
        msg = self.msg
        lines = [
            msg(text.WIN["time"], time=text.fmt_time(seconds)),
            msg(text.WIN["moves"], moves=s.moves),
        ]
        scored = s.state.game.scoring and not s.solved
        if s.solved:  # the solver's win (S-52 ruling): no score, no run of wins
            lines.append(msg(text.WIN["solved"]))
        elif scored:
            lines += [
                msg(text.WIN["cards"], points=msg.number(score["cards"])),
                msg(text.WIN["time_bonus"], medal=msg(text.WIN[str(score["medal"])]),
                    points=msg.number(score["time_bonus"])),
                msg(text.WIN["round_bonus"], round=streak, points=msg.number(score["round_bonus"])),
                msg(text.WIN["total"], points=msg.number(score["total"])),
            ]
        else:
            lines.append(msg(text.WIN["streak"], round=streak))
        self.chrome.say(text.STATUS["solved" if s.solved else "won"])
        self.link.post(
            "over", scores=list(s.state.scores), winners=[] if s.solved else [0],
            time=round(seconds, 1), moves=s.moves, score=score["total"] if scored else None,
            solved=s.solved,
        )
        self.chrome.open_dialog(
            "won", msg(text.WIN["solved_title" if s.solved else "title"]), lines,
            [("new", msg(text.UI["new"])), ("close", msg(text.UI["close"]))],
        )

    # -- toolbar, menu, dialog ---------------------------------------------------------------

    def _on_bar(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if not present(button):
            return
        self.t_action = float(window.performance.now())
        action = str(button.dataset.action)
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
        if action in text.LEAVE and not asked and self.session.in_progress:
            self._ask_leave(action)
        elif action == "undo":
            self.undo()
        elif action == "redo":
            self.redo()
        elif action == "hint":
            self.show_hint()
        elif action == "new":
            self.new_deal()
        elif action == "restart":
            self.restart()
        elif action == "deal":
            self.ask_deal()
        elif action == "menu":
            self.chrome.menu_toggle()
        elif action == "stats":
            self.panels.open_stats(self.session.game_id)
        elif action == "settings":
            self.panels.open_settings()
        elif action == "verdict":
            self.solver.ask()
        elif action == "solution":
            self.solver.show_solution()
        elif action == "rewind":
            self.solver.rewind()
        elif action == "solver-stop":
            self.solver.stop()

    def _on_option(self, event: Any) -> None:
        target = event.target
        if str(target.id) == "opt-winnable":
            self.solver.set_winnable_only(bool(target.checked))
            return
        name = MENU_SETTINGS.get(str(target.id))
        if name:
            change_setting(self, name, target)

    def setting_changed(self, name: str) -> None:
        """Apply a changed setting to this table (and show it in the menu too)."""
        value = getattr(self.settings, name)
        if name == "lang":
            self.set_language(value)
        elif name == "auto" and value:
            events = self.session.settle()
            if events:
                self.show(events)
        elif name == "scoring":
            try:
                self.session = self.session.with_scoring(value)
            except CorruptSave:
                self.chrome.say(text.STATUS["scoring_later"])
            self._refresh()
            self._schedule()
        elif name == "speed":
            self._motion()
        self.chrome.set_options(self.settings.auto, self.settings.scoring)

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.settings.lang = lang
        storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(lang)
        self.chrome.relabel(self.msg, CHOICES, self.session.game_id)
        self.view.relabel(self.msg, self.session.state)
        self.solver.relabel()
        self.chrome._shown = {}
        self._refresh()
        window.history.replaceState(None, "", self._query())
        self._full_site()

    def _on_dialog(self, event: Any) -> None:
        button = event.target.closest("[data-dialog]")
        if not present(button):
            return
        self.run_dialog(str(button.dataset.dialog))

    def run_dialog(self, action: str) -> None:
        if self.panels.run(action):
            return
        if action == "play-deal":
            self._play_deal()
            return
        if action == "link-start":
            self._start_link()
            return
        if action == "play-here" and self.tabs is not None:
            self.tabs.play_here()
            return
        self.offer = None
        self.chrome.close_dialog()
        if action in ("undo", "restart", "new", "rewind", "solution"):
            self.root.focus()
            self.t_action = float(window.performance.now())
            self.run(action, asked=True)
        else:  # closed: back where the player was
            (self.chrome.opener_target() or self.root).focus()


def _card(name: str) -> int:
    from ..cards import Card

    return Card.parse(name)


def table_wanted() -> str | None:
    """The kind of table other than solitaire the page shows: the game the address names, or
    the one played last when the address names none (``board``, a capture game id, or None)."""
    query = parse_query(str(window.location.search))
    game = query.game or saves.last_game(storage_get(saves.LAST_KEY))
    return game if game in (BOARD_ID, *CAPTURE_IDS) else None


def open_table() -> None:
    """Start the table the address names (or the one played last). An embedded table
    (``?embed=1``) keeps its storage in memory: it never touches the full site's saves."""
    if parse_query(str(window.location.search)).embed:
        storage_in_memory()
        document.documentElement.dataset.embed = "1"
    elif storage_refused():
        storage_in_memory(refused=True)
    wanted = table_wanted()
    if wanted == BOARD_ID:
        from .board_app import BoardApp

        BoardApp().start()
    elif wanted in CAPTURE_IDS:
        from .capture_app import CaptureApp

        CaptureApp(wanted).start()
    else:
        App().start()


def guarded(start: Callable[[], None]) -> None:
    """Run ``start``; if it breaks, the boot screen says so (a readable page, never a blank)."""
    try:
        start()
    except Exception:
        traceback.print_exc()
        boot = by_id("boot")
        if present(boot):
            boot.classList.add("failed")
        raise


def main() -> None:
    """Entry point from ``main.py``: the home page (``static/route.js`` decided before the
    first paint) or a table."""
    # attr(): the saved page (tools/single.py) has no route.js, so no data-mode at all.
    if attr(document.documentElement, "data-mode") == "home":
        from .home import Home

        guarded(Home(lambda: guarded(open_table)).start)
    else:
        guarded(open_table)
