"""A link never costs the player the game in progress: whatever its moves name (a column the
variant lacks, a pile of another game), the table says what it left out, and every save stays
as it was."""

from __future__ import annotations

import json

from e2e.conftest import wait_booted
from playwright.sync_api import Page, expect

CLASSIC = "fortythieves:save:solitaire/classic"


def saved_moves(page: Page, key: str) -> list[str] | None:
    text = page.evaluate("k => localStorage.getItem(k)", key)
    return None if text is None else json.loads(text)["state"]["moves"]


def test_a_link_to_a_column_the_variant_lacks_keeps_the_game_in_progress(
    page: Page, site_url: str, browser_log
) -> None:
    page.goto(site_url + "?game=solitaire/classic&deal=53&moves=2>5")
    wait_booted(page, browser_log)
    expect(page.locator("#table")).to_have_attribute("data-deal", "53")
    before = saved_moves(page, CLASSIC)
    assert before and "2>5" in before

    # Maria has nine columns: its link's 12>f names a column it does not have.
    page.goto(site_url + "?game=solitaire/maria&deal=3&moves=s,12>f")
    wait_booted(page, browser_log)
    table = page.locator("#table")
    expect(table).to_have_attribute("data-game", "solitaire/maria")
    expect(table).to_have_attribute("data-deal", "3")
    status = page.locator("#status")
    expect(status).to_contain_text("12>f")
    expect(status).not_to_contain_text("could not be read")
    assert saved_moves(page, CLASSIC) == before
    assert page.evaluate(f"localStorage.getItem('{CLASSIC}:unreadable')") is None
    assert browser_log.errors == [], browser_log.report()
