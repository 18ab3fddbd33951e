"""A table the player comes back to is painted at once, before Python is up: the page keeps
the table's last paint when the player leaves (py/fortythieves/ui/shell/first_paint.py) and
static/route.js paints it on the next visit to the same table in a window of the same size.

To see the first paint on its own, Python is kept from starting by refusing PyScript's module:
the kept table then stays on the page, inert, under the "Loading" pill.
"""

from __future__ import annotations

from e2e.conftest import BrowserLog, wait_booted
from playwright.sync_api import Page, expect

DEAL = "?game=solitaire/classic&deal=3"
PAINT_KEY = "fortythieves:paint"
CORE = "**/static/vendor/pyscript/core.js"


def leave(page: Page, site_url: str) -> None:
    """Go to another page of the site (the rules): the table's ``pagehide`` keeps its paint."""
    page.goto(site_url + "rules/solitaire.html")


def no_python(page: Page) -> None:
    page.route(CORE, lambda route: route.abort())


def errors(log: BrowserLog) -> list[str]:
    """The page's errors but the refusals of PyScript's module that :func:`no_python` made."""
    return [error for error in log.errors if "pyscript/core.js" not in error]


def test_a_table_left_is_painted_at_once_on_return(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    page.goto(site_url + DEAL)
    wait_booted(page, browser_log)
    page.locator("#slot-s").click()  # a card turned from the stock: one move
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    cards = page.locator("#table .card").count()
    waste = page.locator("#slot-w").get_attribute("aria-label")
    leave(page, site_url)

    no_python(page)
    page.goto(site_url + DEAL)
    root = page.locator("html")
    expect(root).to_have_attribute("data-prepaint", "")
    assert page.locator("#table .card").count() == cards
    assert page.locator("#slot-w").get_attribute("aria-label") == waste  # the move shows
    assert page.evaluate("document.getElementById('table').inert")
    expect(page.locator("#stat-moves")).to_have_text("1")
    expect(page.locator('#bar [data-action="new"] .label')).to_have_text("New deal")
    boot = page.locator("#boot")
    expect(boot).to_be_visible()
    box = boot.bounding_box()
    assert box and box["height"] < 80, box  # a pill at the foot, not a screen over the table
    page.screenshot(path="/tmp/fp/prepaint.png")

    page.unroute(CORE)
    page.goto(site_url + DEAL)
    wait_booted(page, browser_log)
    expect(root).not_to_have_attribute("data-prepaint", "")
    assert not page.evaluate("document.getElementById('table').inert")
    assert page.evaluate(f"localStorage.getItem('{PAINT_KEY}')") is None  # served: gone
    page.locator("#slot-s").click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "2")
    assert errors(browser_log) == [], browser_log.report()


def test_another_size_deal_or_save_or_a_damaged_record_boot_as_before(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    page.goto(site_url + DEAL)
    wait_booted(page, browser_log)
    leave(page, site_url)
    kept = page.evaluate(f"localStorage.getItem('{PAINT_KEY}')")
    assert kept
    no_python(page)
    size = page.viewport_size
    assert size
    page.set_viewport_size({"width": size["width"] - 40, "height": size["height"]})
    page.goto(site_url + DEAL)
    expect(page.locator(".boot-title")).to_be_visible()
    expect(page.locator("html")).not_to_have_attribute("data-prepaint", "")
    page.set_viewport_size(size)
    page.goto(site_url + "?game=solitaire/classic&deal=4")
    expect(page.locator(".boot-title")).to_be_visible()
    assert page.locator("#table .card").count() == 0
    save = "fortythieves:save:solitaire/classic"
    page.evaluate(f"localStorage.setItem('{save}', localStorage.getItem('{save}') + ' ')")
    page.goto(site_url + DEAL)  # another tab played on: the paint is not the game kept
    expect(page.locator(".boot-title")).to_be_visible()
    assert page.locator("#table .card").count() == 0
    page.evaluate(f"localStorage.setItem('{PAINT_KEY}', '{{\"v\": 1, \"html\": ')")
    page.goto(site_url + DEAL)
    expect(page.locator(".boot-title")).to_be_visible()
    page.unroute(CORE)
    page.goto(site_url + DEAL)
    wait_booted(page, browser_log)
    expect(page.locator("#table .card").first).to_be_visible()
    assert errors(browser_log) == [], browser_log.report()


def test_a_hot_seat_table_keeps_no_paint(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    """Its paint would show one person's cards to the next."""
    page.goto(site_url + "?game=thief&players=2&seats=human,human&deal=5")
    wait_booted(page, browser_log)
    leave(page, site_url)
    assert page.evaluate(f"localStorage.getItem('{PAINT_KEY}')") is None
    assert errors(browser_log) == [], browser_log.report()


def test_the_same_link_to_a_seated_table_is_painted_again(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    """A board game's link names its players, seats and deal; the table writes its address its
    own way: opened again, the link still finds the table's paint (one person: no secret)."""
    link = site_url + "?game=board&players=2&seats=human,random&deal=5"
    page.goto(link)
    wait_booted(page, browser_log)
    spaces = page.locator("#table .space").count()
    leave(page, site_url)
    no_python(page)
    page.goto(link)
    expect(page.locator("html")).to_have_attribute("data-prepaint", "")
    assert page.locator("#table .space").count() == spaces == 36
    assert errors(browser_log) == [], browser_log.report()
