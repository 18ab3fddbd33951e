"""A seated table's save as the start reads it: a damaged one is set aside whole and said, and
what of it still reads is kept (its game as far as its moves play, else its setup)."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from ..shell import saves, text
from ..shell.dom import storage_get, storage_move, window
from ..shell.stored import save_data
from .seats import SeatedSession, Setup, salvage_setup


class Loaded:
    """A save as read: its session, what to say of it, the setup a damaged one still gives."""

    def __init__(self, session: Any, note: str | None = None,
                 salvaged: Setup | None = None) -> None:
        self.session = session
        self.note = note
        self.salvaged = salvaged


def load_saved(key: str, game_id: str, load: Callable[[str | None], Any],
               session_class: type[SeatedSession], setup_class: type[Setup]) -> Loaded:
    """The saved game, and what to say of it when it is damaged: it is set aside whole, its
    game goes on as far as its moves still play, else a new one starts with its players and
    seats (``salvaged``) when they still read."""
    kept = storage_get(key)
    try:
        return Loaded(load(kept))
    except Exception:  # noqa: BLE001 - a damaged save: say so, keep what still reads
        window.console.warn(traceback.format_exc())
    storage_move(key, kept, saves.aside_key(key))
    data = save_data(kept)
    salvaged = salvage_setup(data, setup_class, game_id)
    rescued = session_class.salvaged(data, salvaged) if salvaged else None
    if rescued is None:
        return Loaded(None, text.BOARD["corrupt"], salvaged)
    return Loaded(rescued, text.STATUS["salvaged"], salvaged)
