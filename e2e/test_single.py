"""The single-file saved page (site/forty-thieves-offline.html, tools/single.py) opened straight
from disk, file://, with every request that is not file:, data: or blob: aborted and counted:
it boots, a solitaire deal is played (a move, the stock, undo), the game chooser offers every
game, and the board game (a page load of its own, with ?game=board) plays a turn; a capture
game starts too. No request may be aborted: the page needs nothing but itself. Where the
browser keeps no storage for files (localStorage throws) the page still plays; a damaged copy
says on its boot screen that it could not start.

Screenshots: e2e/screenshots/single-{phone,desktop}-{solitaire,board}.png.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from e2e.conftest import BOOT_TIMEOUT_MS, SITE, wait_booted
from e2e.test_board_ui import DESKTOP, PHONE, human_turn, play_one
from e2e.test_solitaire_ui import GAME, column_move, top_card
from playwright.sync_api import BrowserContext, Page, Route, expect

from fortythieves.games import GAME_IDS
from tools import build

OFFLINE_PAGE = SITE / build.OFFLINE_PAGE
LOCAL_SCHEMES = ("file", "data", "blob")
BOARD_SAVE = "fortythieves:save:board"
NO_STORAGE = """Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("no storage for files", "SecurityError"); },
});"""
SAVED_PAGE_BOOT_MS = 2 * BOOT_TIMEOUT_MS
"""The saved page unpacks and compiles all it holds at each load, with no cache to help: it is
given twice the site's time, so that a busy machine does not fail it."""


class Requests:
    """Every request the pages make: file:, data: and blob: ones go through, others abort."""

    def __init__(self, context: BrowserContext) -> None:
        self.local: list[str] = []
        self.aborted: list[str] = []
        context.route("**/*", self._route)

    def _route(self, route: Route) -> None:
        url = route.request.url
        if urlsplit(url).scheme in LOCAL_SCHEMES:
            self.local.append(url)
            route.continue_()
        else:
            self.aborted.append(url)
            route.abort("internetdisconnected")


def board_moves(page: Page) -> list[str]:
    """The moves of the board game's save (kept in localStorage, per file on file://)."""
    saved = page.evaluate(f"localStorage.getItem('{BOARD_SAVE}')")
    return json.loads(saved)["state"]["moves"] if saved else []


def choose(page: Page, game_id: str) -> None:
    """Pick a game of another kind of table in the chooser: the file loads again with ?game=."""
    page.select_option("#game-select", game_id)
    page.wait_for_url(f"**?game={game_id}*")
    wait_booted(page, timeout=SAVED_PAGE_BOOT_MS)
    expect(page.locator("#table")).to_have_attribute("data-game", game_id)


@pytest.fixture
def offline(new_context, page_errors: list[str]) -> Iterator[tuple[Page, Requests]]:  # noqa: ANN001
    """A phone-sized page whose context may reach nothing but local files."""
    if not OFFLINE_PAGE.is_file():
        pytest.fail(f"{OFFLINE_PAGE} is missing: run `make single` (make test-e2e builds it)")
    context = new_context(viewport=PHONE)
    requests = Requests(context)
    yield context.new_page(), requests
    assert page_errors == [], "\n".join(page_errors)


def test_saved_page_plays_solitaire_and_the_board_game_from_disk(
    offline: tuple[Page, Requests], screenshot  # noqa: ANN001
) -> None:
    page, requests = offline
    deal, move, session = column_move()
    url = OFFLINE_PAGE.as_uri()
    page.goto(f"{url}?game={GAME}&deal={deal}")
    wait_booted(page, timeout=SAVED_PAGE_BOOT_MS)
    table = page.locator("#table")
    expect(table).to_have_attribute("data-deal", str(deal))
    options = page.locator("#game-select option")
    expect(options).to_have_count(len(GAME_IDS))  # every game: 10 solitaire games and 4 others
    assert {options.nth(i).get_attribute("value") for i in range(len(GAME_IDS))} == set(GAME_IDS)
    # No menu links to the site's other pages (rules, home): on disk they would lead nowhere.
    expect(page.locator("#rules-link, #home-link")).to_have_count(0)
    # Nor the solver's entries: it runs in a worker, which a page from disk cannot start.
    expect(page.locator('[data-action="verdict"], [data-action="solution"]')).to_have_count(0)
    expect(page.locator('#menu [data-action="stats"]')).to_have_count(1)
    page.click('[data-action="hint"]')  # nor a hint that sends the player to ask it
    expect(page.locator("#status")).to_contain_text("Hint (a guess): ")
    expect(page.locator("#status")).not_to_contain_text("Can this still be won")

    source_top = str(session.state.layout.cols[move.src][-1])
    top_card(page, move.src).click()
    page.wait_for_timeout(450)  # not a double tap
    top_card(page, move.dst).click()
    expect(table).to_have_attribute("data-moves", "1")
    expect(top_card(page, move.dst)).to_have_attribute("data-card", source_top)
    stock = page.locator("#slot-s")
    count = int(stock.get_attribute("data-count") or 0)
    stock.click()
    expect(stock).to_have_attribute("data-count", str(count - 1))
    expect(table).to_have_attribute("data-moves", "2")
    page.click('[data-action="undo"]')
    page.click('[data-action="undo"]')
    expect(table).to_have_attribute("data-moves", "0")
    expect(stock).to_have_attribute("data-count", str(count))
    expect(top_card(page, move.src)).to_have_attribute("data-card", source_top)
    page.wait_for_function("() => document.getAnimations().length === 0")  # cards at rest
    screenshot(page, "single-phone-solitaire")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "single-desktop-solitaire")

    choose(page, "board")
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_visible()
    page.select_option("#setup-seat-1", "random")
    page.select_option("#setup-pace", "fast")
    page.locator('[data-dialog="start"]').click()
    expect(page.locator('#table[data-human="1"]')).to_have_count(1)
    assert human_turn(page)
    played = len(board_moves(page))
    assert play_one(page, thief=False) == "card"
    page.wait_for_function(
        f"() => JSON.parse(localStorage.getItem('{BOARD_SAVE}')).state.moves.length > {played}"
    )
    screenshot(page, "single-desktop-board")
    page.set_viewport_size(PHONE)
    screenshot(page, "single-phone-board")

    choose(page, "thief")

    assert requests.aborted == []
    assert requests.local and all(r.startswith(url) for r in requests.local), requests.local


def test_saved_page_plays_where_files_get_no_storage(
    offline: tuple[Page, Requests]
) -> None:
    page, requests = offline
    page.add_init_script(NO_STORAGE)
    page.goto(OFFLINE_PAGE.as_uri())
    wait_booted(page, timeout=SAVED_PAGE_BOOT_MS)
    assert page.evaluate("() => { try { localStorage; return false } catch { return true } }")
    # Said in the status line, not a dialog: the player can do nothing about it here.
    expect(page.locator("#status")).to_contain_text("Your browser keeps nothing for this page")
    stock = page.locator("#slot-s")
    count = int(stock.get_attribute("data-count") or 0)
    stock.click()
    expect(stock).to_have_attribute("data-count", str(count - 1))
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    assert requests.aborted == []


def test_a_damaged_saved_page_says_it_could_not_start(
    new_context, browser_log, tmp_path: Path  # noqa: ANN001
) -> None:
    damaged = tmp_path / build.OFFLINE_PAGE
    text = OFFLINE_PAGE.read_text(encoding="utf-8")
    assert text.count('data-asset="app.zip"') == 1
    damaged.write_text(text.replace('data-asset="app.zip"', 'data-asset="lost"'), encoding="utf-8")
    page = new_context().new_page()
    page.goto(damaged.as_uri())
    expect(page.locator("#boot .boot-failed")).to_be_visible(timeout=SAVED_PAGE_BOOT_MS)
    assert any("app.zip" in error for error in browser_log.errors), browser_log.report()
