"""A capture table uses a laptop's room (issue 59): at 1366x768 the cards, the seats, the hand
and the middle cover at least 60% of the area below the toolbar (Thief covered 41%, Four Card
Thief 47%, Gharat 38 to 46%, a band of bare felt above the table and one below it), and no
word on the table is under 13 px ("This hand: 0" and a computer's level were 11 px, the
"take" and "steal +30" on a chosen card's places 11 px). Everything still fits without
scrolling. Screenshots: e2e/screenshots/room-*.png.
"""

from __future__ import annotations

import pytest
from conftest import wait_booted
from e2e.saves import store_save
from playwright.sync_api import Page, expect
from test_capture_ui import recapture_save
from test_compact import CAPTURE_PARTS, fits, open_table

LAPTOP = {"width": 1366, "height": 768}
COVERAGE = """() => {
  const bar = document.querySelector('#bar').getBoundingClientRect();
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (const e of document.querySelectorAll(
      '.ct .hand, .ct .cseat, .ct .middle, .ct .hcard, .ct .mcard, .ct .centre')) {
    const b = e.getBoundingClientRect();
    if (!b.width || !b.height) continue;
    left = Math.min(left, b.left); top = Math.min(top, b.top);
    right = Math.max(right, b.right); bottom = Math.max(bottom, b.bottom);
  }
  return (right - left) * (bottom - top) / (innerWidth * (innerHeight - bar.bottom));
}"""
"""The share of the room below the toolbar that the bounding box of the table's parts covers."""
SMALL_TEXT = """least => [...document.querySelectorAll('#table *')].filter(e =>
    !e.closest('svg, .sr-only') && e.getClientRects().length && e.offsetWidth > 1
    && getComputedStyle(e).visibility !== 'hidden'
    && [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim())
    && parseFloat(getComputedStyle(e).fontSize) < least)
  .map(e => `${e.className || e.tagName} ${getComputedStyle(e).fontSize}: `
            + e.textContent.trim())"""
"""Visible words on the table (not a card face's own letters) smaller than ``least`` px."""


@pytest.mark.parametrize("game,players", [
    ("thief", 3), ("four-card", 3), ("gharat", 3), ("gharat", 4),
])
def test_a_capture_table_fills_a_laptop_and_its_words_are_readable(
    page: Page, site_url: str, screenshot, game: str, players: int
) -> None:
    """At 1366x768: the table's parts cover 60% of the room below the toolbar, no word under
    13 px, also once a card is chosen and its places say what it does there ("take",
    "steal +30"); nothing scrolls, nothing runs off the screen."""
    page.set_viewport_size(LAPTOP)
    seats = ",".join(["human"] + ["normal"] * (players - 1))
    page.goto(f"{site_url}?game={game}&players={players}&seats={seats}&deal=3&pace=fastest")
    wait_booted(page)
    expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=30_000)
    fits(page, CAPTURE_PARTS)
    covered = page.evaluate(COVERAGE)
    assert covered >= 0.60, f"{game} for {players}: {covered:.1%} of the room"
    assert page.evaluate(SMALL_TEXT, 13) == []
    page.locator('.hcard[data-playable="1"]').first.click()
    expect(page.locator(".ct [data-target] .via").first).to_be_visible()
    assert page.evaluate(SMALL_TEXT, 13) == []
    fits(page, CAPTURE_PARTS)
    screenshot(page, f"room-{game}-{players}-1366x768")


def test_the_recapture_question_on_a_laptop_is_readable(
    page: Page, site_url: str, screenshot
) -> None:
    """The re-capture question in the middle's place, beside the seats, at 1366x768: its words
    and the table's at 13 px or more, all in view."""
    open_table(page, f"{site_url}?game=thief", LAPTOP["width"], LAPTOP["height"])
    store_save(page, "thief", recapture_save())
    open_table(page, f"{site_url}?game=thief", LAPTOP["width"], LAPTOP["height"])
    expect(page.locator(".recap")).to_be_visible()
    fits(page, [".recap", ".recap button", *CAPTURE_PARTS])
    assert page.evaluate(SMALL_TEXT, 13) == []
    screenshot(page, "room-thief-recapture-1366x768")


DEAL_HEIGHT = """() => {
  const bar = document.getElementById('bar').getBoundingClientRect().bottom;
  let top = Infinity, bottom = -Infinity;
  for (const card of document.querySelectorAll('#table .card')) {
    const b = card.getBoundingClientRect();
    if (!b.height) continue;
    top = Math.min(top, b.top); bottom = Math.max(bottom, b.bottom);
  }
  return (bottom - top) / (innerHeight - bar);
}"""
"""The share of the height below the toolbar that the table's cards span."""


@pytest.mark.parametrize(("game", "least"), [("classic", 0.45), ("lucas", 0.40)])
def test_a_phone_held_upright_deals_tall_cards_that_use_its_height(
    page: Page, site_url: str, screenshot, game: str, least: float  # noqa: ANN001
) -> None:
    """At 390x844 the cards of deal 1 spanned 29% of the height below the toolbar (Lucas,
    13 columns, 19%): cards of the standard shape, as wide as ten columns allow, left the rest
    bare felt. Tall cards fanned wide: classic 50%, Lucas 40% (its columns are dealt three
    high), and a long column still fits (Thieves of Egypt's nine cards)."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}?game=solitaire/{game}&deal=1")
    wait_booted(page)
    share = page.evaluate(DEAL_HEIGHT)
    assert share >= least, share
    screenshot(page, f"room-phone-{game}")
    page.goto(f"{site_url}?game=solitaire/thieves-of-egypt&deal=1")
    wait_booted(page)
    last = page.evaluate("Math.max(...[...document.querySelectorAll('#table .card')]"
                         ".map(c => c.getBoundingClientRect().bottom))")
    assert last <= 844, last


SIZES = [(360, 640), (390, 844), (844, 390), (768, 1024), (1366, 768), (1920, 1080)]
TABLES = {
    "classic": "game=solitaire/classic&deal=1",
    "lucas": "game=solitaire/lucas&deal=1",
    "board": "game=board&players=4&seats=human,normal,normal,normal&deal=4",
    "thief": "game=thief&players=6&seats=human,normal,normal,normal,normal,normal&deal=4",
    "four-card": "game=four-card&players=3&seats=human,normal,normal&deal=4",
    "gharat": "game=gharat&players=4&seats=human,normal,normal,normal&deal=4",
}


@pytest.mark.parametrize(("table", "lang"), [
    *((table, "en") for table in TABLES), ("board", "hi"), ("gharat", "hi")])
def test_no_word_on_any_table_is_under_12_px_at_any_size(
    page: Page, site_url: str, table: str, lang: str
) -> None:
    """Every table at a small and a tall phone, a phone on its side, a tablet, a laptop and a
    big screen: no word under 13 px, 12 px on a phone (a computer's level was 10 px, the board's
    stock line, a pile's "This hand: 0" and the middle's name 11 px, a taken space's number
    9 px; the board's seats on a tablet 12 px)."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(f"{site_url}?{TABLES[table]}&pace=fastest&lang={lang}")
        wait_booted(page)
        if not table.startswith(("classic", "lucas")):
            expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=30_000)
        least = 13 if min(width, height) >= 600 else 12
        assert page.evaluate(SMALL_TEXT, least) == [], f"{table} at {width}x{height}"
