"""The home page once Python is up (``static/route.js`` showed it before): marks "Resume" on the
games with a game in progress, keeps the language switch in the saved settings, and opens a
game's table in this same page, so leaving the home costs no second boot of Python.

The markup is static (``fortythieves.pages.home``, rendered at build time); this only reads
the saves and takes over clicks. A click with a modifier key (a new tab or window) is left to
the browser. Going back from a table to the home reloads the page (its address has no game).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from ..i18n import LANGUAGES, Messages
from ..pages.words import SITE_TITLE
from .resume import in_progress
from .shell import saves, text
from .shell.dom import document, listen, present, storage_get, storage_set, window
from .shell.store import kept_settings
from .shell.urls import build_query, explain, parse_query, read_home


class Home:
    """The home page's controller; ``open_table`` starts the table the address names."""

    def __init__(self, open_table: Callable[[], None]) -> None:
        self.open_table = open_table
        self.root = document.getElementById("home")
        self.settings, self.settings_reset = kept_settings()

    def start(self) -> None:
        query = parse_query(str(window.location.search))
        if query.lang in LANGUAGES:
            self.set_language(query.lang)
        lang = str(document.documentElement.lang or "en")
        document.title = Messages(lang)(SITE_TITLE)
        self._mark_language(lang)
        msg = Messages(lang)
        reset = [msg(text.STATUS["settings_reset"])] if self.settings_reset else []
        self._tell(explain(read_home(query, LANGUAGES), msg), lang, reset)
        for item in self.root.querySelectorAll(".game[data-game]"):
            game_id = str(item.dataset.game)
            resume = in_progress(game_id, storage_get(saves.save_key(game_id)))
            item.dataset.resume = "1" if resume else "0"
            item.querySelector(".resume").hidden = not resume
        listen(self.root, "click", self._on_click)
        document.documentElement.dataset.ready = "1"

    def set_language(self, lang: str) -> None:
        """Show the home in ``lang`` and keep it as the player's setting."""
        self.settings.lang = lang
        storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        document.documentElement.lang = lang
        document.title = Messages(lang)(SITE_TITLE)
        _home_address(lang)
        self._mark_language(lang)

    def _tell(self, lines: list[str], lang: str, more: list[str]) -> None:
        """What the address got wrong (``?deal=5`` with no game, ``?lang=fr``), over the games:
        the home showed them without a word; and ``more`` that the page has to say (the
        settings kept could not be read). The address is then the home's own, so that a
        reload or a bookmark does not say it again."""
        if not lines and not more:
            return
        msg = Messages(lang)
        note = self.root.querySelector(".home-note")
        note.setAttribute("role", "alert")
        title = f"<p><strong>{escape(msg(text.URL_PROBLEMS_TITLE))}</strong></p>" if lines else ""
        note.innerHTML = (
            title + "".join(f"<p>{escape(line)}</p>" for line in [*lines, *more])
            + f'<button type="button">{escape(msg(text.UI["close"]))}</button>')
        note.hidden = False

        def close(_event: Any) -> None:
            note.hidden = True
            self.root.querySelector(".jumps a").focus()  # the next thing, not the page's body

        listen(note.querySelector("button"), "click", close)
        _home_address(lang)

    def _mark_language(self, lang: str) -> None:
        """The switch says which language is on (``aria-current``), not its colour alone, and
        the home's labels are put in ``lang`` (pages/home.py ``labels``)."""
        for labelled in self.root.querySelectorAll(f"[data-label-{lang}]"):
            labelled.setAttribute("aria-label", labelled.getAttribute(f"data-label-{lang}"))
        for link in self.root.querySelectorAll("[data-lang-switch]"):
            if str(link.dataset.langSwitch) == lang:
                link.setAttribute("aria-current", "true")
            else:
                link.removeAttribute("aria-current")

    def _on_click(self, event: Any) -> None:
        if event.button != 0 or event.ctrlKey or event.metaKey or event.shiftKey or event.altKey:
            return
        switch = event.target.closest("[data-lang-switch]")
        if present(switch):
            event.preventDefault()
            self.set_language(str(switch.dataset.langSwitch))
            return
        link = event.target.closest("a.game-link[data-game]")
        if present(link):
            event.preventDefault()
            self.play(str(link.dataset.game))

    def play(self, game_id: str) -> None:
        """Leave the home for ``game_id``'s table, in this page."""
        window.history.pushState(None, "", build_query(game_id, None, self.settings.lang))
        document.documentElement.dataset.mode = "table"
        window.scrollTo(0, 0)
        self.root.remove()
        self.open_table()


def _home_address(lang: str) -> None:
    """The home's own address in ``lang``, in place of the one it was opened with."""
    window.history.replaceState(None, "", "?lang=" + lang if lang != "en" else "./")
