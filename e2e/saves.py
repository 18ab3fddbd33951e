"""Saved games that tests put into the page's storage before it boots."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from fortythieves.games import get_game

GAME = "solitaire/classic"


def near_won_save() -> str:
    """Every foundation up to its queen, the eight kings alone on eight columns (42 s played)."""
    kings = ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "KS"]
    position = {
        "columns": [[k] for k in kings] + [[], []],
        "stock": [],
        "waste": [],
        "foundations": ["QC", "QC", "QD", "QD", "QH", "QH", "QS", "QS"],
        "redeals": 0,
    }
    state = get_game(GAME, scoring=True).from_position(position)
    return json.dumps(
        {"format": 1, "state": state.to_json(), "redo": [], "groups": [], "elapsed": 42}
    )


def store_near_won(page: Page) -> None:
    """Make the near-won classic deal the game to resume, with scoring on and auto-move off (so
    the test plays the last kings itself)."""
    page.evaluate(
        "s => { localStorage.setItem('fortythieves:save:solitaire/classic', s);"
        " localStorage.setItem('fortythieves:last', 'solitaire/classic');"
        " localStorage.setItem('fortythieves:settings',"
        " JSON.stringify({lang: 'en', auto: false, scoring: true, four: false})); }",
        near_won_save(),
    )
