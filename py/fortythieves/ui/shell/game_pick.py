"""The toolbar's list of games, chosen from the keyboard as from the mouse.

Chrome changes a closed ``<select>``'s value, and fires ``change``, at each arrow key: a
keyboard player going down the list to read it opened every game on the way (the board game
reloads the page). Arrow and letter keys on the closed list now only browse it; Enter opens
the game shown, Escape or leaving the list puts the game in play back. A choice made in the
open list (a click, a tap, or Enter there) opens the game at once, as it did.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...games import GAME_IDS, game_type
from .chrome import by_id
from .dom import listen

CHOICES = GAME_IDS
"""The game chooser: the ten solitaire games, then the board game and the capture games (each
on a table of its own kind)."""


def seated_kind(game_id: str) -> str | None:
    """The kind of seated table that plays ``game_id`` (``board``, ``capture``); ``None`` for a
    solitaire game (the solitaire table plays it) or an id that names no game."""
    if game_id not in GAME_IDS:
        return None
    kind = game_type(game_id).table
    return None if kind == "solitaire" else kind

BROWSE_KEYS = frozenset(
    ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"))


class GamePick:
    """``choose`` opens a game by its id; ``browsing`` says that the list has moved from the
    game in play (``held``) by keys alone."""

    def __init__(self, choose: Callable[[str], None], tell: Callable[[], None]) -> None:
        self.select = by_id("game-select")
        self.choose = choose
        self.tell = tell
        """Says, once a browse begins, that Enter opens the game shown."""
        self.browsing = False
        self.held = ""
        listen(self.select, "focus", lambda _e: self._hold())
        listen(self.select, "pointerdown", lambda _e: self._reopen())
        listen(self.select, "keydown", self._key)
        listen(self.select, "change", lambda _e: self._changed())
        listen(self.select, "blur", lambda _e: self._put_back())

    def _hold(self) -> None:
        if not self.browsing:
            self.held = str(self.select.value)

    def _reopen(self) -> None:
        """The list opened by the pointer after a browse: its choice is made from the game in
        play (else choosing the game the keys had shown would change nothing)."""
        self._put_back()
        self._hold()

    def _key(self, event: Any) -> None:
        key = str(event.key)
        if key == "Enter" and self.browsing:
            event.preventDefault()
            self.browsing = False
            self.choose(str(self.select.value))
        elif key == "Escape" and self.browsing:
            self._put_back()
        elif not self.browsing and not event.altKey and (
                key in BROWSE_KEYS or len(key) == 1 and key != " "):
            self.held = str(self.select.value)
            self.browsing = True
            self.tell()

    def _changed(self) -> None:
        if not self.browsing:
            self.choose(str(self.select.value))

    def _put_back(self) -> None:
        if self.browsing:
            self.browsing = False
            self.select.value = self.held
