"""Saved games that tests put into the page's storage before it boots."""

from __future__ import annotations

import json

from playwright.sync_api import Page
from tests.helpers.solitaire import near_won


def near_won_save() -> str:
    """The near-won classic table of tests/helpers/solitaire.py as a saved game (42 s played)."""
    state = near_won(scoring=True)
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


def store_save(page: Page, game_id: str, save: str) -> None:
    """Put ``save`` where the page keeps ``game_id``'s game, to be resumed at the next boot."""
    page.evaluate("s => localStorage.setItem(s[0], s[1])", [f"fortythieves:save:{game_id}", save])
