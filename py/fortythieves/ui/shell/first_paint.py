"""The table as it was last painted, kept so that the next visit shows it before Python is up.

Python takes about a second to start even from the build's memory snapshot, and until then the
page had only its boot screen. When the player leaves a table (the tab hidden, after which a
phone may end the page without another word, or the page left), the page keeps the table's
markup with what it needs to look the same: the address, the language, the window's size, the
table's class and style (the card size lives there), the kind of table, the four-colour setting,
the words of the toolbar and the status bar, and the save of the game it shows. The page's
security policy refuses style attributes in markup, so each is kept as ``data-style`` and set
again through the element's style object, which the policy allows. ``static/route.js`` paints
it on the next visit to the same table in a window of the same size while that save is still
the one kept, inert and under a small "Loading" pill; :func:`clear` takes it away as the table
starts, in the same turn as the table's first drawing.

It is a cache, written only where the saves are (not in a frame, nor when storage is refused or
in memory), and never for a table that hides one person's cards from another on the same
device (hot seat). Its write is not reported as a save's is: nothing of the player's is lost
when it fails. It is removed as soon as it has served, so it never holds room a save needs.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .chrome import by_id
from .dom import document, listen, present, storage_cache, storage_get, window

PAINT_KEY = "fortythieves:paint"
VERSION = 1
"""Raised when the kept record changes shape: ``static/route.js`` paints only its own version."""

TEXTS = "#bar [data-t], #info [data-t]"
LABELS = "#bar [data-t-label]"
VALUES = ("game-name", "stat-deal", "stat-time", "stat-moves")
_asked: list[str] = []
"""The address the page was opened with (:func:`clear` reads it before a table rewrites it)."""


def painted(game_id: str, lang: str, save_key: str, shows: str) -> dict[str, Any]:
    """What route.js needs to paint the table as it is now, and the save of the game it
    ``shows``: the paint is shown only while that save is the one kept (another tab may have
    played on, or the save been replaced)."""
    table, root = by_id("table"), document.documentElement
    return {
        "v": VERSION,
        "search": str(window.location.search),
        "asked": _asked[0] if _asked else "",
        "game": game_id,
        "save_key": save_key,
        "saved": shows,
        "lang": lang,
        "w": int(window.innerWidth),
        "h": int(window.innerHeight),
        "cls": str(table.className),
        "style": str(table.getAttribute("style") or ""),
        "kind": str(document.body.getAttribute("data-kind") or ""),
        "suits": str(root.getAttribute("data-suits") or ""),
        "html": str(table.innerHTML).replace(' style="', ' data-style="'),
        "texts": [[str(el.getAttribute("data-t")), str(el.textContent)]
                  for el in document.querySelectorAll(TEXTS)],
        "labels": [[str(el.getAttribute("data-t-label")), str(el.getAttribute("aria-label") or "")]
                   for el in document.querySelectorAll(LABELS)],
        "values": [[name, str(by_id(name).textContent)] for name in VALUES
                   if present(by_id(name))],
    }


def keep_on_leaving(what: Callable[[], dict[str, Any] | None]) -> None:
    """Keep ``what()`` each time the page is hidden or left; None (a hot-seat table) keeps
    nothing and forgets what was kept."""

    def leaving(event: Any) -> None:
        if str(event.type) == "pagehide" or str(document.visibilityState) == "hidden":
            kept = what()
            text = None if kept is None else json.dumps(kept)
            if storage_get(PAINT_KEY) != text:  # a tab hidden again and again writes once
                storage_cache(PAINT_KEY, text)

    listen(document, "visibilitychange", leaving)
    listen(window, "pagehide", leaving)


def clear() -> None:
    """Take the kept paint off the table (the table is about to draw itself) and out of the
    storage (it has served; the next leaving writes it again). The address the page was
    opened with is noted: the same link opened again finds the paint too (a table writes its
    address its own way, the deal's players and pace spelled out)."""
    root = document.documentElement
    _asked[:] = [str(window.location.search)]
    storage_cache(PAINT_KEY, None)
    if not root.hasAttribute("data-prepaint"):
        return
    root.removeAttribute("data-prepaint")
    table = by_id("table")
    table.innerHTML = ""
    for name in ("style", "class", "inert"):
        table.removeAttribute(name)
    document.body.removeAttribute("data-kind")
