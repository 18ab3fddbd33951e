"""Accessibility of every kind of table, checked in Chromium (issue 5, "Accessibility").

- axe-core (npm, node_modules/axe-core) runs on each page of ``PAGES`` at phone and desktop
  size, on the table and with each of its menus and dialogs open: a serious or critical
  violation fails the test, the others are printed (``pytest -s`` shows them).
- Exactly one ARIA live region once booted, and it speaks the current language.
- Touch targets at phone size: every control a finger must hit is at least 44 x 44 px.
- Visible focus: every stop of the Tab order shows a ring (screenshots of focus states:
  e2e/screenshots/focus-*.png).

To scan another page (the home page, a rules page), add one line to ``PAGES``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from conftest import BOOT_TIMEOUT_MS, ROOT, wait_booted
from playwright.sync_api import BrowserContext, Page, expect

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
SIZES = [pytest.param(PHONE, id="phone"), pytest.param(DESKTOP, id="desktop")]
FAILING = ("serious", "critical")
SOLITAIRE = "?game=solitaire/classic&deal=1"
BOARD = "?game=board&players=2&seats=human,easy&deal=3&pace=fastest"  # concedes if it must
THIEF = "?game=thief&players=3&seats=human,random,random&deal=3&pace=fastest"


def open_menu(page: Page) -> None:
    page.locator("#menu-button").click()
    expect(page.locator("#menu")).to_be_visible()


def open_deal_dialog(page: Page) -> None:
    open_menu(page)
    page.locator('#menu [data-action="deal"]').click()
    expect(page.locator('#dialog[data-kind="deal"]')).to_be_visible()


def open_scores(page: Page) -> None:
    page.locator('[data-act="scores"]').click()
    expect(page.locator('#dialog[data-kind="scores"]')).to_be_visible()


def open_setup(page: Page) -> None:
    page.locator('#bar [data-action="new"]').click()
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_visible()


@dataclass(frozen=True)
class Site:
    """A page to scan: its address (relative to the site), whether it boots Python (a table)
    or is a plain page, and the menus and dialogs to open on it, one after another (each is
    closed with Escape before the next)."""

    path: str
    app: bool = True
    opens: tuple[Callable[[Page], None], ...] = ()


PAGES = [
    pytest.param(Site(SOLITAIRE, opens=(open_menu, open_deal_dialog)), id="solitaire"),
    pytest.param(Site(BOARD, opens=(open_menu, open_setup)), id="board"),
    pytest.param(Site("?game=board&players=2&seats=human,human&deal=3"), id="board-handoff"),
    pytest.param(Site(THIEF, opens=(open_menu, open_setup, open_scores)), id="thief"),
    pytest.param(Site(SOLITAIRE + "&show=stats"), id="statistics"),
    pytest.param(Site(BOARD + "&show=settings"), id="settings"),
    pytest.param(Site(""), id="home"),
    pytest.param(Site("rules/solitaire.html", app=False), id="rules-solitaire"),
    pytest.param(Site("rules/board.hi.html", app=False), id="rules-board-hindi"),
    pytest.param(Site("rules/thief.html", app=False), id="rules-thief"),
    pytest.param(Site("rules/winnability.hi.html", app=False), id="winnability-hindi"),
]


def axe(page: Page) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (injected once per document)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
            .map(v => ({id: v.id, impact: v.impact, help: v.help,
                        nodes: v.nodes.map(n => n.target.join(' ') + ': '
                                           + (n.failureSummary || '').replace(/\\s+/g, ' '))}))"""
    )


def report(where: str, violations: list[dict[str, Any]]) -> list[str]:
    """Print every violation; return the lines of those that fail the test."""
    failing = []
    for v in violations:
        line = f"{where}: {v['impact']} {v['id']} ({v['help']}): " + " | ".join(v["nodes"][:5])
        print(line)
        if v["impact"] in FAILING:
            failing.append(line)
    return failing


def open_site(context: BrowserContext, site_url: str, site: Site) -> Page:
    page = context.new_page()
    page.goto(site_url + site.path)
    if site.app:
        wait_booted(page)
        page.locator("#table").focus()  # the view's own focus marks are part of the scan
    else:
        page.wait_for_load_state("load", timeout=BOOT_TIMEOUT_MS)
    return page


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("site", PAGES)
def test_axe_finds_no_serious_violation(
    new_context: Callable[..., BrowserContext], site_url: str, site: Site,
    size: dict[str, int], page_errors: list[str],
) -> None:
    # bypass_csp: axe is injected as an inline script, which the site's CSP rightly refuses.
    page = open_site(new_context(viewport=size, bypass_csp=True), site_url, site)
    failing = report(site.path, axe(page))
    for opener in site.opens:
        opener(page)
        failing += report(f"{site.path} + {opener.__name__}", axe(page))
        page.keyboard.press("Escape")
        expect(page.locator("#dialog")).to_be_hidden()
        expect(page.locator("#menu")).to_be_hidden()
    assert failing == [], "\n".join(failing)
    assert page_errors == []


LIVE = "[aria-live], [role=status], [role=alert], [role=log], [role=marquee], [role=timer], output"


def live_regions(page: Page) -> list[str]:
    return page.eval_on_selector_all(LIVE, "els => els.map(e => e.id || e.outerHTML.slice(0, 80))")


@pytest.mark.parametrize("path", [SOLITAIRE, BOARD, THIEF])
def test_one_live_region_once_booted(page: Page, site_url: str, path: str) -> None:
    page.goto(site_url + path)
    wait_booted(page)
    assert live_regions(page) == ["status"]
    (open_deal_dialog if path == SOLITAIRE else open_setup)(page)
    assert live_regions(page) == ["status"]


def test_the_page_behind_a_dialog_is_inert(page: Page, site_url: str) -> None:
    """A dialog is modal to a screen reader too: nothing behind it takes the focus, not even
    where the reader's own cursor moves it (a screen reader's browse mode focuses what it
    reads: it could read the table behind as live and play on it), and everything is live
    again as it closes."""
    page.goto(site_url + SOLITAIRE)
    wait_booted(page)
    open_deal_dialog(page)
    for behind in ("#table", "#bar button", "#skip"):
        page.evaluate("s => document.querySelector(s).focus()", behind)
        assert page.evaluate("() => !!document.activeElement.closest('#dialog')"), behind
    page.mouse.click(3, 3)  # its backdrop
    page.keyboard.press("Tab")
    assert page.evaluate("() => !!document.activeElement.closest('#dialog')")
    page.keyboard.press("Escape")
    expect(page.locator("#dialog")).to_be_hidden()
    assert page.evaluate("() => [...document.body.children].every(e => !e.inert)")


def devanagari(words: str) -> bool:
    return any("\u0900" <= ch <= "\u097f" for ch in words)


def switch_to_hindi(page: Page) -> None:
    open_menu(page)
    page.select_option("#lang-select", "hi")
    page.keyboard.press("Escape")
    expect(page.locator("html")).to_have_attribute("lang", "hi")


def test_live_region_speaks_hindi_for_moves_errors_and_computer_moves(
    page: Page, site_url: str
) -> None:
    page.goto(site_url + BOARD)
    wait_booted(page)
    switch_to_hindi(page)
    status = page.locator("#status")
    page.locator('#table[data-human="1"]').wait_for()
    dead = page.locator('.hcard[data-playable="0"]')
    if dead.count():  # a card with no legal place: the reason, in Hindi
        dead.first.click()
        expect(status).not_to_have_attribute("data-reason", "")
        assert devanagari(status.text_content() or "")
        page.keyboard.press("Escape")
    page.locator('.hcard[data-playable="1"]').first.click()
    page.locator(".pile[data-target]").first.click()
    page.locator('#table[data-human="1"]').wait_for()  # the computer has answered
    words = status.text_content() or ""
    assert devanagari(words) and "Computer" not in words, words
    assert "कंप्यूटर" in words, words

    page.goto(site_url + SOLITAIRE)  # the language is kept across visits
    wait_booted(page)
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    assert devanagari(status.text_content() or "")
    page.locator("#slot-s").click()
    expect(status).not_to_have_text("")
    assert devanagari(status.text_content() or "")


# -- touch targets -------------------------------------------------------------------------

SMALL_TARGETS = """([min, scope]) => {
  const hits = [];
  const controls = document.querySelector(scope).querySelectorAll(
    'button, select, input, a[href], [role=button], [tabindex="0"]');
  for (const el of controls) {
    if (el.id === 'table' || el.closest('[hidden]')) continue;
    // A checkbox is hit through its label, which is the whole row.
    const target = el.matches('input[type=checkbox]') && el.closest('label') || el;
    const box = target.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(target).visibility === 'hidden') continue;
    if (box.width < min || box.height < min)
      hits.push(`${target.tagName.toLowerCase()}.${target.className} `
                + `${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  return hits;
}"""


def small_targets(page: Page, scope: str = "body") -> list[str]:
    """The controls under ``scope`` smaller than 44 x 44 px."""
    return page.evaluate(SMALL_TARGETS, [44, scope])


@pytest.mark.parametrize("path", [BOARD, THIEF, "?game=gharat&players=4&seats=human,random,"
                                                 "random,random&deal=2&pace=fastest"])
def test_touch_targets_at_phone_size(page: Page, site_url: str, path: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(site_url + path)
    wait_booted(page)
    page.locator('#table[data-human="1"]').wait_for()
    assert small_targets(page) == []
    open_menu(page)
    assert small_targets(page) == []
    page.keyboard.press("Escape")
    open_setup(page)
    assert small_targets(page) == []


def test_board_pile_and_thief_controls_are_big_enough(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    moves = "8D>a,5D>b,AC>a,9C>a".replace(">", "%3E")  # pile a of three (an empty one opens not)
    page.goto(f"{site_url}?game=board&players=2&seats=human,easy&deal=21&moves={moves}")
    wait_booted(page)
    page.locator('#table[data-human="1"]').wait_for()
    page.locator('[data-look="a"]').click()  # the opened pile: its cards and Close button
    expect(page.locator(".pile-open")).to_be_visible()
    assert small_targets(page) == []


SOLITAIRE_TARGETS = """() => [...document.querySelectorAll('#table .slot')].map(el => {
  const box = el.getBoundingClientRect();
  return [el.id, Math.round(box.width), Math.round(box.height)];
})"""


def test_solitaire_targets_at_phone_size(page: Page, site_url: str) -> None:
    """The toolbar and the menu meet 44 px. Ten columns in 390 px cannot be 44 px wide each:
    every pile is at least 24 px wide and 44 px tall (WCAG 2.5.8, with the whole column
    taking the tap)."""
    page.set_viewport_size(PHONE)
    page.goto(site_url + SOLITAIRE)
    wait_booted(page)
    bar = """() => [...document.querySelectorAll('#bar button, #bar select')]
        .filter(el => el.offsetParent).map(el => el.getBoundingClientRect())
        .filter(b => b.width < 44 || b.height < 44).length"""
    assert page.evaluate(bar) == 0
    for name, width, height in page.evaluate(SOLITAIRE_TARGETS):
        assert width >= 24 and height >= 44, (name, width, height)
    open_menu(page)
    assert small_targets(page, "#menu") == []


# -- visible focus -------------------------------------------------------------------------

FOCUS_RING = """() => {
  const el = document.activeElement;
  if (el === document.body) return true;  // past the last stop: the browser's own controls
  const ring = el.id === 'table' && document.getElementById('ring');
  if (ring) return getComputedStyle(ring).display !== 'none';  // solitaire: round the pile
  const style = getComputedStyle(el);
  return el.matches(':focus-visible') && style.outlineStyle !== 'none'
    && parseFloat(style.outlineWidth) >= 2;
}"""


def tab_round(page: Page, stops: int) -> list[str]:
    """Press Tab ``stops`` times; the focused elements that showed no ring."""
    bare = []
    for _ in range(stops):
        page.keyboard.press("Tab")
        if not page.evaluate(FOCUS_RING):
            bare.append(page.evaluate("() => document.activeElement.outerHTML.slice(0, 120)"))
    return bare


def test_a_card_focused_after_a_click_shows_its_ring_only_once_keys_are_used(
    page: Page, site_url: str
) -> None:
    """Start clicked in the New game panel: the table puts the focus on the first hand card,
    unringed, as the click was a pointer's; a key pressed, and the ring shows."""
    page.goto(site_url + "?game=thief")
    wait_booted(page)
    page.locator('#dialog [data-dialog="start"]').click()
    card = page.locator("#table .hcard").first
    expect(card).to_be_focused()
    assert page.evaluate(FOCUS_RING) is False
    page.keyboard.press("Shift")
    page.wait_for_function(FOCUS_RING, timeout=5_000)  # the ring, once the key has been seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("name", "path"), [("solitaire", SOLITAIRE), ("board", BOARD),
                                            ("thief", THIEF)])
def test_every_focus_stop_shows_a_ring(
    page: Page, site_url: str, size: dict[str, int], name: str, path: str, screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(size)
    page.goto(site_url + path)
    wait_booted(page)
    if name != "solitaire":
        page.locator('#table[data-human="1"]').wait_for()
    assert tab_round(page, 14) == []
    tag = "phone" if size == PHONE else "desktop"
    screenshot(page, f"focus-{name}-{tag}")
    (open_deal_dialog if name == "solitaire" else open_setup)(page)
    assert tab_round(page, 4) == []
    screenshot(page, f"focus-{name}-dialog-{tag}")
