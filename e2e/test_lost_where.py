""""Where did I lose it?" in the browser: a Limited deal played into a lost game (a winning line
followed until a move late in the game loses it, then on to no more moves); the "no more moves"
dialog, or the menu, asks the solver's worker, which names the move and what would have kept
the game winnable; "Rewind to before move N" undoes back to the position before it, and Redo
plays the moves again. Screenshots at desktop and phone size, in English and Hindi.

DOM hooks: `#table[data-lost-where]` (the walk's verdict: `found`, `never winnable`,
`still winnable`, `unknown`), the menu action and dialog button `lost-where`, the solver line's
`#solver-rewind-to` (action `rewind-to`).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from e2e.saves import store_save
from playwright.sync_api import Page, expect
from tests.helpers.lost_game import GAME, lost_session

from fortythieves.ui.solitaire.solver_where import stops

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
WORKER_MS = 120_000
"""A cold worker boots in about 5 s; on a busy shared machine it can take far longer."""


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def resume_lost_game(page: Page, site_url: str, lang: str) -> tuple[list[str], int]:
    """Put the lost game where the page keeps Limited's game and open it: the moves played,
    and the number of the player's move that lost it."""
    session, losing_at = lost_session()
    boot(page, f"{site_url}?game={GAME}&lang={lang}")
    store_save(page, GAME, json.dumps(session.to_save()))
    boot(page, f"{site_url}?game={GAME}&lang={lang}")
    expect(page.locator("#table")).to_have_attribute("data-moves", str(session.moves))
    before = stops(session.groups)[losing_at - 1]
    return [str(m) for m in session.state.history[:before]], losing_at


def saved_moves(page: Page) -> list[str]:
    save = page.evaluate(f"localStorage.getItem('fortythieves:save:{GAME}')")
    return list(json.loads(save)["state"]["moves"])


def test_no_more_moves_asks_where_the_game_was_lost_and_rewinds_before_that_move(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable
) -> None:
    page.set_viewport_size(DESKTOP)
    kept, losing_at = resume_lost_game(page, site_url, "en")
    table, status = page.locator("#table"), page.locator("#status")
    stuck = page.locator('#dialog[data-kind="stuck"]')
    expect(stuck).to_be_visible()
    expect(stuck.locator('[data-dialog="lost-where"]')).to_have_text("Where did I lose it?")
    stuck.locator('[data-dialog="lost-where"]').click()

    expect(table).to_have_attribute("data-lost-where", "found", timeout=WORKER_MS)
    expect(status).to_contain_text(f"Move {losing_at}, ")
    expect(status).to_contain_text(": winnable before, not after.")
    expect(page.locator("#solver-text")).to_contain_text("What would have kept it winnable: ")
    rewind = page.locator("#solver-rewind-to")
    expect(rewind).to_have_text(f"Rewind to before move {losing_at}")
    screenshot(page, "lost-where-desktop")

    rewind.click()
    expect(table).to_have_attribute("data-moves", str(losing_at - 1))
    expect(status).to_contain_text(f"Back before move {losing_at}, where the game was still "
                                   "winnable")
    page.wait_for_function(  # saved after the frame: the very position before the move
        f"JSON.parse(localStorage.getItem('fortythieves:save:{GAME}')).state.moves.length"
        f" === {len(kept)}")
    assert saved_moves(page) == kept
    expect(page.locator('[data-action="redo"]')).to_be_enabled()
    # What the walk proved is kept: the hint now follows the winning line from here.
    page.click('[data-action="hint"]')
    expect(status).to_contain_text("Hint from a winning line")
    page.click('[data-action="redo"]')
    expect(table).to_have_attribute("data-moves", str(losing_at))
    assert page_errors == [], "\n".join(page_errors)


WORDS = {
    "en": ("Where did I lose it?", "Move {n}, ", "Rewind to before move {n}"),
    "hi": ("मैं कहाँ हारा?", "चाल {n}, ", "चाल {n} से पहले पर लौटें"),
}


@pytest.mark.parametrize(("size", "lang"), [("phone", "hi"), ("desktop", "hi"), ("phone", "en")])
def test_where_did_i_lose_it_from_the_menu(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable, size: str, lang: str
) -> None:
    page.set_viewport_size(PHONE if size == "phone" else DESKTOP)
    _kept, losing_at = resume_lost_game(page, site_url, lang)
    expect(page.locator('#dialog[data-kind="stuck"]')).to_be_visible()
    page.keyboard.press("Escape")  # the dialog closed: asked from the menu instead
    expect(page.locator("#dialog")).to_be_hidden()
    page.click("#menu-button")
    entry = page.locator('#menu [data-action="lost-where"]')
    label, found, rewind = WORDS[lang]
    expect(entry).to_have_text(label)
    entry.click()
    expect(page.locator("#table")).to_have_attribute("data-lost-where", "found",
                                                     timeout=WORKER_MS)
    expect(page.locator("#status")).to_contain_text(found.format(n=losing_at))
    expect(page.locator("#solver-rewind-to")).to_have_text(rewind.format(n=losing_at))
    screenshot(page, f"lost-where-{size}-{lang}")
    assert page_errors == [], "\n".join(page_errors)


def test_a_guessed_hint_sends_the_player_to_the_solver_only_where_it_likely_answers(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """The solver decides nearly every Lucas deal at the page's budget, and a quarter of
    classic deals: a guess on a classic deal's start does not send the player to ask it."""
    page.set_viewport_size(DESKTOP)
    status = page.locator("#status")
    boot(page, f"{site_url}?game=solitaire/lucas&deal=1")
    page.click('[data-action="hint"]')
    expect(status).to_contain_text(
        "Hint (a guess; for a sure one, ask “Can this still be won?”): ")
    boot(page, f"{site_url}?game=solitaire/classic&deal=1")
    page.click('[data-action="hint"]')
    expect(status).to_contain_text("Hint (a guess): ")
    expect(status).not_to_contain_text("for a sure one")
    assert page_errors == [], "\n".join(page_errors)
