"""One game played in one tab at a time.

Every tab of the site shares one save per game. When a game is saved in one tab, the browser
tells the site's other tabs (the ``storage`` event, never sent to the tab that wrote). A tab
showing that game then steps aside: it stops saving, lest its older position overwrite the
moves made in the other tab, and offers to play here, which opens the game as the other tab
left it (and makes that tab step aside in turn, once this one saves).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import text
from .dom import listen, window
from .urls import build_query


class TabWatch:
    """Watches the save of ``host``'s game (``host.save_key``, ``host.game_id``, ``host.msg``,
    ``host.chrome``). ``same`` says whether a save holds the position shown here (a save that
    only adds the time played, as a tab put in the background does, is no conflict); ``pause``
    stops what would move or save on its own."""

    def __init__(self, host: Any, same: Callable[[str], bool],
                 pause: Callable[[], None] | None = None) -> None:
        self.host = host
        self.same = same
        self.pause = pause
        self.aside = False
        """Stepped aside: the host saves nothing more (its save() checks)."""
        listen(window, "storage", self._changed)

    def _changed(self, event: Any) -> None:
        host = self.host
        saved = event.newValue
        if (self.aside or str(event.key) != host.save_key
                or (isinstance(saved, str) and self.same(saved))):
            return
        self.aside = True
        if self.pause is not None:
            self.pause()
        msg = host.msg
        host.chrome.open_dialog(
            "other-tab", msg(text.UI["other_tab_title"]), [msg(text.UI["other_tab"])],
            [("play-here", msg(text.UI["play_here"]))],
        )
        host.chrome.held = True  # no Escape, no other dialog: this tab plays no more

    def play_here(self) -> None:
        """The game as the other tab left it: the address names the game alone, so the page
        opens its save."""
        host = self.host
        window.location.search = build_query(host.game_id, None, host.msg.lang)
