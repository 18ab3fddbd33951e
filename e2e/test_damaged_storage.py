"""What the browser kept, damaged or out of room: the site starts, says what happened, and never
claims a save it did not make (issue 55, items 2 and 3).

- Settings of the wrong type (``{"speed": []}``) stopped the home and every table for good;
  they are set aside and said to be reset.
- A save whose clock is NaN failed its table at every visit; it is set aside and said.
- Nesting a hundred thousand deep in the settings, the statistics or a save was Pyodide's
  fatal error (the JavaScript stack overflowed): now damage like any other.
- A full storage lost the moves without a word, and a reload said "Welcome back: your game is
  where you left it" over the older position; the player is told once, the game goes on, and
  the reload says the game is as last saved. A damaged save with no room to set it aside is
  left as it was, not written over, and that is said too.
"""

from __future__ import annotations

import json

import pytest
from e2e.conftest import BrowserLog, wait_booted
from e2e.saves import store_save
from playwright.sync_api import Page, expect

from fortythieves.ui.solitaire.session import Session

GAME = "solitaire/classic"
SAVE_KEY = f"fortythieves:save:{GAME}"
SETTINGS_KEY = "fortythieves:settings"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}
DEEP = "[" * 100_000
NOT_SAVED = '#dialog:not([hidden])[data-kind="not-saved"]'

FILL = """() => {
  // Junk under keys of our own until not one more character fits: 1 MiB a key, then halves.
  let n = 0;
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    for (;;) {
      try { localStorage.setItem("junk:" + n, "x".repeat(size)); n += 1; }
      catch (e) { break; }
    }
  }
  return n;
}"""


def boot(page: Page, log: BrowserLog, url: str) -> None:
    page.goto(url)
    wait_booted(page, log)


def stored(page: Page, key: str) -> str | None:
    return page.evaluate("k => localStorage.getItem(k)", key)


def put(page: Page, key: str, value: str) -> None:
    page.evaluate("s => localStorage.setItem(s[0], s[1])", [key, value])


SAVED_MOVES = "k => JSON.parse(localStorage.getItem(k)).groups.filter(g => g > 0).length"
"""The player's moves in the save (an action's steps: the deal's own are negative)."""


def saved_moves(page: Page) -> int:
    return page.evaluate(SAVED_MOVES, SAVE_KEY)


@pytest.mark.parametrize("settings", ['{"speed":[]}', '{"pace":{}}'])
def test_settings_of_the_wrong_type_are_reset_and_said(
    page: Page, site_url: str, browser_log: BrowserLog, settings: str
) -> None:
    """The home and a table of each kind start, say the settings were reset, and keep the
    damaged ones aside."""
    said = "Some of your saved settings could not be read, so they are back to their defaults."
    boot(page, browser_log, site_url)
    for url, where in ((site_url, ".home-note"), (f"{site_url}?game={GAME}", "#status"),
                       (f"{site_url}?game=board", "#status")):
        put(page, SETTINGS_KEY, settings)
        page.evaluate("k => localStorage.removeItem(k + ':unreadable')", SETTINGS_KEY)
        boot(page, browser_log, url)
        expect(page.locator(where)).to_contain_text(said)
        assert stored(page, SETTINGS_KEY + ":unreadable") == settings
        assert json.loads(stored(page, SETTINGS_KEY) or "")["speed"] == "normal"
    assert browser_log.errors == [], browser_log.report()


def test_a_save_with_a_clock_of_nan_is_set_aside_and_said(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    session = Session.new(GAME, 7)
    session.settle()
    session.play(session.stock_move())
    damaged = json.dumps(session.to_save()).replace('"elapsed": 0.0', '"elapsed": NaN')
    assert "NaN" in damaged
    boot(page, browser_log, site_url)
    store_save(page, GAME, damaged)
    boot(page, browser_log, f"{site_url}?game={GAME}")
    expect(page.locator("#status")).to_contain_text("The saved game could not be read")
    assert stored(page, SAVE_KEY + ":unreadable") == damaged
    expect(page.locator("#stat-time")).to_have_text("0:00")
    assert browser_log.errors == [], browser_log.report()


def test_nesting_a_hundred_thousand_deep_is_damage_not_a_fatal_error(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    """In the settings, the statistics and the saves of a solitaire and the board game: the
    home, both tables and the Statistics dialog open."""
    boot(page, browser_log, site_url)
    for key in (SETTINGS_KEY, "fortythieves:records", SAVE_KEY, "fortythieves:save:board"):
        put(page, key, DEEP)
    boot(page, browser_log, site_url)
    expect(page.locator(".home-note")).to_contain_text("settings could not be read")
    boot(page, browser_log, f"{site_url}?game={GAME}&show=stats")
    expect(page.locator("#status")).to_contain_text("The saved game could not be read")
    expect(page.locator('#dialog:not([hidden])[data-kind="stats"]')).to_be_visible()
    expect(page.locator("#dialog .note.aside")).to_contain_text("could not be read")
    boot(page, browser_log, f"{site_url}?game=board")
    expect(page.locator("#status")).to_contain_text("The saved game could not be read")
    for key in ("fortythieves:records", SAVE_KEY, "fortythieves:save:board"):
        assert stored(page, key + ":unreadable") == DEEP, key
    assert browser_log.errors == [], browser_log.report()


def test_a_full_storage_is_said_once_the_game_goes_on_and_no_save_is_claimed(
    page: Page, site_url: str, browser_log: BrowserLog, screenshot
) -> None:
    table, stock = page.locator("#table"), page.locator("#slot-s")
    boot(page, browser_log, f"{site_url}?game={GAME}&deal=53")
    for moves in (1, 2):
        stock.click()
        expect(table).to_have_attribute("data-moves", str(moves))
    page.wait_for_function(f"k => ({SAVED_MOVES})(k) === 2", arg=SAVE_KEY)
    assert page.evaluate(FILL) > 0
    stock.click()
    dialog = page.locator(NOT_SAVED)
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Your browser’s storage for this site is full.")
    expect(dialog).to_contain_text("To save again, free some space")
    for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(size)
        screenshot(page, f"storage-full-{name}")
    dialog.get_by_role("button", name="Keep playing").click()
    expect(dialog).to_have_count(0)
    for moves in (4, 5, 6):  # the game goes on, in memory, and is not told again
        stock.click()
        expect(table).to_have_attribute("data-moves", str(moves))
    page.wait_for_timeout(300)
    expect(page.locator(NOT_SAVED)).to_have_count(0)
    assert saved_moves(page) == 2
    page.reload()
    wait_booted(page, browser_log)
    status = page.locator("#status")
    expect(status).to_contain_text("this is your game as it was last saved")
    expect(status).not_to_contain_text("where you left it")
    expect(status).not_to_contain_text("could not be read")
    expect(table).to_have_attribute("data-moves", "2")
    assert browser_log.errors == [], browser_log.report()


def test_an_unreadable_save_with_no_room_to_set_it_aside_is_not_written_over(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    damaged = json.dumps({"format": 1, "state": {"game": GAME, "moves": ["x" * 1_000_000]}})
    boot(page, browser_log, site_url)
    put(page, SAVE_KEY, damaged)
    page.evaluate(FILL)
    boot(page, browser_log, f"{site_url}?game={GAME}")
    expect(page.locator("#status")).to_contain_text("The saved game could not be read")
    dialog = page.locator(NOT_SAVED)
    expect(dialog).to_contain_text("It is left as it was, not written over")
    dialog.get_by_role("button", name="Keep playing").click()
    page.locator("#slot-s").click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    page.wait_for_timeout(300)
    assert stored(page, SAVE_KEY) == damaged
    assert stored(page, SAVE_KEY + ":unreadable") is None
    assert browser_log.errors == [], browser_log.report()
