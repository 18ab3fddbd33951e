"""The Statistics and Settings dialogs, the same at every table: opened from the menu or by the
address (``?show=stats``, ``?show=settings``), with the statistics kept in ``localStorage``.

A table hands itself over as a :class:`Host`; the dialogs read and write the shared settings
and tell the table which one changed, so the table applies it at once.
"""

from __future__ import annotations

import traceback
from typing import Any, Protocol

from ...games import GAME_IDS, SOLITAIRE_IDS
from ...i18n import Messages
from . import saves, text
from .chrome import Chrome, by_id
from .dom import (
    aside_keys,
    document,
    handler,
    js_value,
    listen,
    present,
    storage_get,
    storage_kept,
    storage_move,
    storage_set,
    window,
)
from .records import Records, RecordsError, Result
from .stats_view import settings_html, stats_html

EXPORT_NAME = "forty-thieves-statistics.json"


class Host(Protocol):
    """What a table offers the dialogs."""

    msg: Messages
    chrome: Chrome
    settings: saves.Settings

    @property
    def game_id(self) -> str: ...

    @property
    def pace(self) -> str:
        """The computer's pace in use (the settings' own once the player picked one)."""
        ...

    def setting_changed(self, name: str) -> None:
        """Apply the setting ``name`` (already changed in ``settings`` and stored)."""


def load_records() -> Records:
    """The kept statistics. Kept ones that cannot be read are first moved aside (to
    ``RECORDS_ASIDE_KEY``), so that the next game counted does not write over them."""
    kept = storage_get(saves.RECORDS_KEY)
    records, refused = Records.read(kept, GAME_IDS,
                                    saves.load_streak(storage_get(saves.STREAK_KEY)))
    if refused is not None:
        storage_move(saves.RECORDS_KEY, kept, saves.RECORDS_ASIDE_KEY)
    return records


def record(game_id: str, result: Result, daily: str | None = None) -> Records:
    """Count a finished game in the kept statistics (``daily``: the date of the daily deal it
    was); the records as they now stand."""
    records = load_records()
    records.add(game_id, result, solitaire=game_id in SOLITAIRE_IDS, daily=daily)
    storage_set(saves.RECORDS_KEY, records.dumps())
    return records


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


class Panels:
    """The two dialogs of one table."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.shown = ""
        """The game whose statistics the dialog shows."""
        self.pending: Records | None = None
        """A file read and found good, waiting for the player's yes."""
        self.asker = ""
        """The button of the question open (Reset, Reset all, Import): Cancel goes back to it."""
        self._read = handler(self._imported)
        self._unread = handler(self._unreadable)
        listen(by_id("dialog"), "change", self._on_change)

    def open(self, which: str | None) -> None:
        """Open the dialog an address names (``stats`` or ``settings``); others are ignored."""
        if which == "stats":
            self.open_stats()
        elif which == "settings":
            self.open_settings()

    # -- statistics ------------------------------------------------------------------------

    def open_stats(self, game_id: str | None = None, note: str = "") -> None:
        host = self.host
        msg = host.msg
        self.shown = game_id or self.shown or host.game_id
        html = stats_html(load_records(), self.shown, GAME_IDS, msg, self.shown in SOLITAIRE_IDS,
                          aside=storage_get(saves.RECORDS_ASIDE_KEY) is not None)
        s = text.STATS
        host.chrome.open_dialog(
            "stats", msg(s["title"]), [],
            [("close", msg(text.UI["close"])), ("stats-export", msg(s["export"])),
             ("stats-import", msg(s["import"])), ("stats-reset", msg(s["reset"])),
             ("stats-reset-all", msg(s["reset_all"]))],
            # The game's choice is first on screen: first for the keyboard too, and the focus
            # stays on it when a new choice draws the figures again.
            html=html, focus="stats-game",
        )
        if note:
            by_id("stats-note").textContent = note

    def _confirm(self, asker: str, question: str, yes: tuple[str, str]) -> None:
        """Reset, reset all, replace by an import: each loses records for good, so Cancel is
        the default (a stray Enter keeps them)."""
        self.asker = asker
        msg = self.host.msg
        self.host.chrome.open_dialog("stats-confirm", msg(text.STATS["title"]), [question],
                                     [yes, ("stats-back", msg(text.UI["cancel"]))], default=1)

    def run(self, action: str) -> bool:
        """A dialog button of these dialogs; ``False`` when it is not one."""
        msg = self.host.msg
        s = text.STATS
        name = msg(text.GAME_NAMES.get(self.shown, self.shown))
        if action == "stats-export":
            download(EXPORT_NAME, load_records().export_text())
            by_id("stats-note").textContent = msg(s["exported"], name=EXPORT_NAME)  # not silent
        elif action == "stats-import":
            by_id("stats-file").click()
        elif action == "stats-reset":
            self._confirm(action, msg(s["reset_ask"], game=name),
                          ("stats-reset-yes", msg(s["reset_yes"])))
        elif action == "stats-reset-all":
            self._confirm(action, msg(s["reset_all_ask"]),
                          ("stats-reset-all-yes", msg(s["reset_yes"])))
        elif action in ("stats-reset-yes", "stats-reset-all-yes"):
            records = load_records()
            one = action == "stats-reset-yes"
            records.reset(self.shown if one else None)
            kept = storage_set(saves.RECORDS_KEY, records.dumps())
            if not one:
                for aside in list(aside_keys(saves.RECORDS_ASIDE_KEY)):
                    storage_set(aside, None)
            done = msg(s["reset_done"], game=name) if one else msg(s["reset_all_done"])
            self.open_stats(note=done if kept else msg(text.STORAGE["not_kept"]))
        elif action == "stats-import-yes" and self.pending is not None:
            kept = storage_set(saves.RECORDS_KEY, self.pending.dumps())
            played = self.pending.played
            self.pending = None
            self.open_stats(note=msg(s["imported"], n=played) if kept
                            else msg(text.STORAGE["not_kept"]))
        elif action == "stats-back":
            self.pending = None
            self.open_stats()
            asker = by_id("dialog").querySelector(f'[data-dialog="{self.asker}"]')
            if present(asker):
                asker.focus()
        else:
            return False
        return True

    def _on_change(self, event: Any) -> None:
        target = event.target
        name = str(target.id)
        if name == "stats-game":
            self.open_stats(str(target.value))
            game = by_id("stats-game")
            if present(game):
                game.focus()
        elif name == "stats-file":
            files = target.files
            if files.length:
                files.item(0).text().then(self._read, self._unread)
                target.value = ""  # the same file chosen again is read again
        elif target.hasAttribute("data-setting"):
            self._setting(str(target.getAttribute("data-setting")), target)

    def _imported(self, content: Any) -> None:
        msg = self.host.msg
        try:
            records = Records.parse(str(content), GAME_IDS)
        except RecordsError as refused:
            self._refused(msg(text.STATS[refused.reason]))
            return
        self.pending = records
        self._confirm("stats-import", msg(text.STATS["import_ask"], n=records.played),
                      ("stats-import-yes", msg(text.STATS["import_yes"])))

    def _unreadable(self, error: Any) -> None:
        window.console.warn(str(error))
        self._refused(self.host.msg(text.STATS["unreadable"]))

    def _refused(self, message: str) -> None:
        """Say why a file was refused (in place of an earlier note)."""
        note = by_id("stats-note")
        if present(note):
            note.textContent = ""
        self.host.chrome.dialog_error(message)

    # -- settings --------------------------------------------------------------------------

    def open_settings(self, focus: str | None = None) -> None:
        host = self.host
        host.chrome.open_dialog(
            "settings", host.msg(text.SETTINGS["title"]), [],
            [("close", host.msg(text.UI["close"]))],
            html=settings_html(host.settings, host.pace, host.msg, reduced_motion(),
                               storage_kept(), host.game_id in SOLITAIRE_IDS),
            focus=f"set-{focus or 'lang'}",  # its first choice (it opened on Close, its
        )  # last control), as Statistics opens on its game's: a panel read from the top

    def _setting(self, name: str, target: Any) -> None:
        """One field of the Settings dialog changed."""
        if change_setting(self.host, name, target) and name == "lang":
            self.open_settings(focus=name)  # in the new language


MENU_SETTINGS = {"lang-select": "lang", "opt-auto": "auto", "opt-four": "four",
                 "opt-scoring": "scoring", "pace-select": "pace"}
"""The menu's controls that are settings too, by element id."""


def change_setting(host: Host, name: str, target: Any) -> bool:
    """A control for the setting ``name`` changed (in the menu or the Settings dialog): keep
    the new value and let the table apply it at once; whether it was a value the setting
    takes."""
    settings = host.settings
    checkbox = str(target.type) == "checkbox"
    if not settings.set(name, bool(target.checked) if checkbox else str(target.value)):
        return False
    storage_set(saves.SETTINGS_KEY, settings.dumps())
    if name == "four":
        show_suits(settings.four)
    try:
        host.setting_changed(name)
    except Exception:  # noqa: BLE001 - the setting is kept; the table shows it next time
        window.console.warn(traceback.format_exc())
    return True


def show_suits(four: bool) -> None:
    """Two- or four-colour suits on every card of the page (the style sheet colours the faces
    by ``html[data-suits]``, ui/shell/cardface.py), and the menu's box ticked to match."""
    document.documentElement.dataset.suits = "four" if four else "two"
    box = document.getElementById("opt-four")
    if present(box):
        box.checked = four


def download(name: str, content: str) -> None:
    """Hand ``content`` to the browser as a file download (a blob link clicked once)."""
    blob = window.Blob.new(js_value([content]), js_value({"type": "application/json"}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(handler(lambda: window.URL.revokeObjectURL(url)), 1000)
