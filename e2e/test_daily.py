"""The daily deal in the page: a link's date opens that day's deal of the game (the same deal
the command line names), the menu deals today's, a bad date is said and left out, and a
daily deal won counts in the Statistics' daily figures."""

from __future__ import annotations

import json
from datetime import date

from e2e.saves import near_won_save, store_near_won
from playwright.sync_api import Page, expect

from fortythieves.solitaire.daily import daily_deal

GAME = "solitaire/classic"
SAVE_KEY = f"fortythieves:save:{GAME}"


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def test_a_link_opens_the_daily_deal_of_its_date(page: Page, site_url: str,
                                                 page_errors: list[str]) -> None:
    boot(page, f"{site_url}?game=maria&daily=2026-12-24")
    deal = daily_deal("maria", date(2026, 12, 24))
    expect(page.locator("#table")).to_have_attribute("data-deal", str(deal))
    expect(page.locator("#status")).to_contain_text(f"The daily deal of 2026-12-24: deal {deal}")
    assert page_errors == []


def test_the_menu_deals_today_and_a_bad_date_is_said(page: Page, site_url: str) -> None:
    boot(page, f"{site_url}?game={GAME}&daily=2026-02-30")
    expect(page.locator("#status")).to_contain_text("“2026-02-30” is not a date")
    page.click('[data-action="menu"]')
    page.click('#menu [data-action="daily"]')
    today = page.evaluate("() => { const d = new Date(); return [d.getFullYear(),"
                          " d.getMonth() + 1, d.getDate()]; }")
    deal = daily_deal("classic", date(*today))
    expect(page.locator("#table")).to_have_attribute("data-deal", str(deal))
    saved = json.loads(page.evaluate(f"() => localStorage.getItem('{SAVE_KEY}')"))
    assert saved["daily"] == date(*today).isoformat()


def test_a_daily_deal_won_counts_in_its_days(page: Page, site_url: str) -> None:
    boot(page, site_url)  # the home: the site's origin, for its storage
    store_near_won(page)
    save = json.loads(near_won_save())
    page.evaluate("s => localStorage.setItem(s[0], s[1])",
                  [SAVE_KEY, json.dumps({**save, "daily": "2026-12-24"})])
    boot(page, f"{site_url}?game={GAME}")
    table = page.locator("#table")
    for col in range(8):
        page.locator(f'#table .card[data-pile="{col + 1}"]').last.dblclick()
    expect(table).to_have_attribute("data-won", "1")
    expect(page.locator("#dialog")).to_contain_text(
        "The daily deal of 2026-12-24 is won: 1 in a row.")
    page.click('#dialog [data-dialog="close"]')
    page.click('[data-action="menu"]')
    page.click('#menu [data-action="stats"]')
    expect(page.locator('#dialog .fig[data-fig="daily_played"] dd')).to_have_text("1")
    expect(page.locator('#dialog .fig[data-fig="daily_won"] dd')).to_have_text("1")
    expect(page.locator('#dialog .fig[data-fig="daily_streak"] dd')).to_have_text("1 (1)")
