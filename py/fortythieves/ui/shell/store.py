"""What the page keeps, as the player meets it: settings read back without trusting them, and
the one place that tells the player when the browser keeps nothing more.

:mod:`.dom` is the door to ``localStorage`` (read, write, set aside); its writes report
failure. This module says what a failure means: the game goes on in memory, and the player is
told once, plainly, what happened and what to do, rather than finding the moves gone after a
reload. An unreadable save that could not be set aside for want of room is not written over
(:func:`.dom.storage_move` holds its key), and that too is said.
"""

from __future__ import annotations

from typing import Any

from . import saves, text
from .dom import handler, storage_get, storage_move, storage_set, storage_watch, window


def kept_settings() -> tuple[saves.Settings, bool]:
    """The player's settings, and whether the kept ones were damaged (``{"speed": []}``):
    those are set aside (``fortythieves:settings:unreadable``) and what of them read is kept
    in their place, the rest being the defaults; the page then says so."""
    kept = storage_get(saves.SETTINGS_KEY)
    settings, damaged = saves.Settings.read(kept)
    if damaged and storage_move(saves.SETTINGS_KEY, kept, saves.aside_key(saves.SETTINGS_KEY)):
        storage_set(saves.SETTINGS_KEY, settings.dumps())
    return settings, damaged


class StoreWatch:
    """Tells the player of ``host`` (a table: ``msg``, ``chrome``, ``save_key``), once, in a
    dialog, that what the page writes is not kept. Never over another dialog (a win, a round's
    summary): then at the next write that fails, which the next move makes."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self.due: str | None = None
        """The words to say: the storage is full, or the save is held (not written over)."""
        self.ready = False
        self.told = False
        self._later = handler(self._tell)
        storage_watch(self._failed)

    def start(self) -> None:
        """The table is up: a write that failed while it booted is said now."""
        self.ready = True
        self._failed_before()

    def _failed(self, key: str, held: bool) -> None:
        if held and key == self.host.save_key:
            self.due = text.STORAGE["held"]
        elif self.due is None:
            self.due = text.STORAGE["full"]
        self._failed_before()

    def _failed_before(self) -> None:
        """After what the page is doing now (it may open a dialog of its own, which would
        cover this one)."""
        if self.ready and self.due is not None and not self.told:
            window.setTimeout(self._later, 0)

    def _tell(self) -> None:
        chrome, msg = self.host.chrome, self.host.msg
        if self.told or self.due is None or chrome.dialog_kind is not None or chrome.held:
            return
        self.told = True
        chrome.open_dialog(
            "not-saved", msg(text.STORAGE["title"]), [msg(self.due), msg(text.STORAGE["what"])],
            [("close", msg(text.UI["keep_playing"]))],
        )
