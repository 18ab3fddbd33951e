"""The page's start: the home, or the table the address names (or the one played last).

``main`` is what ``main.py`` runs. Each kind of table is imported only when it is the one to
open, so the home and the solitaire table do not pay for the seated tables' modules.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable

from .shell import first_paint, saves
from .shell.chrome import by_id
from .shell.dom import (
    attr,
    document,
    present,
    storage_get,
    storage_in_memory,
    storage_refused,
    window,
)
from .shell.game_pick import seated_kind
from .shell.urls import parse_query


def table_wanted() -> str | None:
    """The kind of table other than solitaire the page shows: the game the address names, or
    the one played last when the address names none (``board``, a capture game id, or None)."""
    query = parse_query(str(window.location.search))
    game = query.game or saves.last_game(storage_get(saves.LAST_KEY))
    return game if game and seated_kind(game) else None


def open_table() -> None:
    """Start the table the address names (or the one played last). An embedded table
    (``?embed=1``) keeps its storage in memory: it never touches the full site's saves."""
    if parse_query(str(window.location.search)).embed:
        storage_in_memory()
        document.documentElement.dataset.embed = "1"
    elif storage_refused():
        storage_in_memory(refused=True)
    wanted = table_wanted()
    first_paint.clear()
    if wanted and seated_kind(wanted) == "board":
        from .board.table import BoardApp

        BoardApp().start()
    elif wanted:
        from .capture.table import CaptureApp

        CaptureApp(wanted).start()
    else:
        from .solitaire.table import App

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
