"""What every table's controller does alike, whatever its game: the settings, words, chrome,
store and host link it is built with; the address read at the start; the toolbar, menu, game
picker and dialog listeners; a new language; the "started" message and the full-site link.

:class:`TableController` leaves the table to its subclass through a few hooks (the relabelling,
the address, the players, the table's own dialogs and settings): the solitaire's ``App`` and the
seated tables' ``SeatedApp`` each fill them in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n import LANGUAGES, Message, Messages
from . import first_paint, saves, text
from .chrome import Chrome, by_id
from .dom import document, listen, present, storage_refused, storage_set, window
from .embed import Link
from .game_pick import GamePick
from .panels import MENU_SETTINGS, change_setting, reduced_motion
from .store import StoreWatch, kept_settings
from .tabs import TabWatch
from .urls import build_query, explain, parse_query, read_embed, read_lang, read_show

if TYPE_CHECKING:
    from .panels import Panels
    from .urls import Problem, Query


class TableController:
    """One page, one table: the parts and the plumbing every kind of table shares."""

    session: Any
    panels: Panels

    def __init__(self) -> None:
        self.settings, self.settings_reset = kept_settings()
        self.msg = Messages(self.settings.lang)
        self.chrome = Chrome(self.msg, self._dialog_toggled)
        self.store = StoreWatch(self)
        self.root = by_id("table")
        self.embedded = False
        self.link = Link(lambda: self.game_id)
        self.tabs: TabWatch | None = None
        """Steps aside when another tab plays this game (none in a frame: it saves nothing)."""
        self.motion = True
        self.tempo = 1.0
        """Length of animations as a share of normal (the Settings' animation speed)."""

    # -- what a table supplies -------------------------------------------------------------

    @property
    def game_id(self) -> str:
        raise NotImplementedError

    def same_position(self, saved: str) -> bool:
        """Whether another tab's save holds the position on this table."""
        raise NotImplementedError

    def players(self) -> int:
        """How many play at this table (the host page's "started" message)."""
        raise NotImplementedError

    @property
    def pace(self) -> str:
        """The computer's pace in use (the dialogs' ``Host``)."""
        raise NotImplementedError

    def new_deal(self, deal: int | None = None) -> None:
        """A new game of the table's kind, of deal ``deal`` or a random one (the host's
        ``new-deal``, the table's own button)."""
        raise NotImplementedError

    def undo_for_host(self) -> str | None:
        """Take back the last move for the host page; the reason id when it cannot."""
        raise NotImplementedError

    def address_setup(self) -> dict[str, Any] | None:
        """The setup the full-site link names beside the deal (none for a solitaire)."""
        return None

    def relabel(self) -> None:
        """The table's words in the new language (the chrome's too), painted again."""
        raise NotImplementedError

    def address(self) -> None:
        """The address bar in step with the table (and the full-site link)."""
        raise NotImplementedError

    def answer(self, action: str) -> None:
        """A dialog button of the table's own."""
        raise NotImplementedError

    def bar_action(self, action: str, button: Any) -> None:
        """A toolbar or menu button of the table."""
        raise NotImplementedError

    def table_setting(self, name: str) -> None:
        """A changed setting only this kind of table applies."""

    def on_option(self, name: str, target: Any) -> None:
        """A menu option of the table's own."""

    def dumps(self) -> str:
        """The save of the game on the table."""
        raise NotImplementedError

    def saved(self) -> None:
        """After each save (the solitaire names its game the one played last)."""

    def _dialog_toggled(self) -> None:
        """The dialog opened or closed (the solitaire's clock stops under it)."""

    def pause(self) -> None:
        """Play that would go on by itself is called off (another tab plays this game)."""

    def show_motion(self) -> None:
        """The animation tempo changed: tell the view (``self.motion``, ``self.tempo``)."""

    # -- the start -------------------------------------------------------------------------

    def read_address(self) -> tuple[Query, list[Problem]]:
        """The address at the start, and what it gets wrong; its language becomes the setting."""
        query = parse_query(str(window.location.search))
        self.embedded = query.embed
        lang, problems = read_lang(query.lang, LANGUAGES)
        query.show, bad_show = read_show(query)
        problems += bad_show + self.address_problems(query) + read_embed(query)
        if lang:
            self.settings.lang = lang
            storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(self.settings.lang)
        return query, problems

    def address_problems(self, query: Query) -> list[Problem]:
        """What the address gets wrong in a parameter only this table reads."""
        return []

    def boot_notes(self) -> list[Message]:
        """What the start says of the page's storage: settings reset, storage refused."""
        notes = [text.STATUS["settings_reset"]] if self.settings_reset else []
        if storage_refused():
            notes.append(text.STORAGE["refused"])
        return notes

    @staticmethod
    def unveil() -> None:
        """The boot screen gone, the page marked ready (the browser tests wait for it)."""
        boot = by_id("boot")
        if present(boot):
            boot.remove()
        document.documentElement.dataset.ready = "1"

    def go_live(self) -> None:
        """Listen to the host page, to other tabs and to the storage; say the game started."""
        self.link.listen(self)
        if not self.embedded:
            self.tabs = TabWatch(self, self.same_position, self.pause)
            first_paint.keep_on_leaving(self.first_paint)
        self.store.start()
        self._started()

    def first_paint(self) -> dict[str, Any] | None:
        """The table as painted now, for the next visit's first paint (None: keep nothing)."""
        return first_paint.painted(self.game_id, self.msg.lang, self.save_key, self.dumps())

    def _wire(self) -> None:
        listen(by_id("bar"), "click", self._on_bar)
        listen(by_id("menu"), "click", self._on_bar)
        listen(by_id("menu"), "change", self._on_option)
        GamePick(self.choose_game, lambda: self.chrome.say(text.GAME_PICK))
        self.chrome.skip_to(self.skip_target)
        listen(by_id("dialog"), "click", self._on_dialog)
        listen(document, "click", self.chrome.close_menu_outside)

    def skip_target(self) -> None:
        """Where the "skip to the table" link puts the keyboard's focus."""
        self.root.focus()

    # -- the chrome's controls -------------------------------------------------------------

    def _on_bar(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if present(button):
            self.bar_action(str(button.dataset.action), button)

    def _on_option(self, event: Any) -> None:
        target = event.target
        name = str(target.id)
        if name in MENU_SETTINGS:
            change_setting(self, MENU_SETTINGS[name], target)
        else:
            self.on_option(name, target)

    def _on_dialog(self, event: Any) -> None:
        button = event.target.closest("[data-dialog]")
        if present(button):
            self.run_dialog(str(button.dataset.dialog))

    def run_dialog(self, action: str) -> None:
        if self.panels.run(action):
            return
        if action == "play-here" and self.tabs is not None:
            self.tabs.play_here()
            return
        self.answer(action)

    def offer_link(self, problems: list[Problem], offer: str) -> None:
        """The link's game or the one in progress: the person says which (Escape keeps it);
        what the link got wrong is said above the question."""
        self.chrome.offer_link([*explain(problems, self.msg), self.msg(offer)])

    def setting_changed(self, name: str) -> None:
        """Apply a changed setting to this table."""
        if name == "lang":
            self.set_language(self.settings.lang)
        elif name == "speed":
            self._motion()
        else:
            self.table_setting(name)

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.settings.lang = lang
        storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(lang)
        self.relabel()
        self.address()

    def _motion(self) -> None:
        """Animations as the settings and the system's reduced-motion wish allow."""
        self.tempo = self.settings.motion(reduced_motion())
        self.motion = self.tempo > 0
        self.show_motion()

    def choose_game(self, game_id: str) -> None:
        """Another game from the picker; another kind of table loads the page again."""
        self.save()
        storage_set(saves.LAST_KEY, game_id)
        window.location.search = build_query(game_id, None, self.msg.lang)

    # -- saving and the host page ----------------------------------------------------------

    @property
    def save_key(self) -> str:
        return saves.save_key(self.game_id)

    def save(self) -> None:
        """The game kept (not while another tab plays it: that tab's save is the one kept)."""
        if self.tabs is not None and self.tabs.aside:
            return
        storage_set(self.save_key, self.dumps())
        self.saved()

    def _started(self) -> None:
        state = self.session.state
        self.link.post("started", deal=state.deal, players=self.players(), lang=self.msg.lang)

    def _full_site(self) -> None:
        """A frame's "Play on the full site" link: the deal (and setup) with the moves played,
        so that the game goes on there where the frame leaves it (the frame keeps nothing)."""
        state = self.session.state
        self.link.full_site(build_query(self.game_id, state.deal, self.msg.lang,
                                        setup=self.address_setup(),
                                        moves=[str(m) for m in state.history]))
