"""Safety of the page: the Content-Security-Policy of index.html lets the site run, and nothing
leaves the site's origin. The home page and each kind of table are opened and played a little
while every request not to the site's origin is aborted and counted, and every CSP violation
(``securitypolicyviolation`` events, console errors) is collected: both must stay empty.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, Route, expect
from test_board_ui import play_one
from test_capture_ui import act

WATCH_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (e) => window.__csp.push(
  `${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
"""


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@pytest.fixture
def guarded(page: Page, site_url: str) -> tuple[Page, list[str]]:
    """The page with CSP violations recorded and every request off the site's origin aborted
    and counted (data: and blob: URLs never reach the network and are not routed)."""
    elsewhere: list[str] = []
    home = origin(site_url)

    def gate(route: Route) -> None:
        if origin(route.request.url) != home:
            elsewhere.append(route.request.url)
            route.abort("blockedbyclient")
        else:
            route.continue_()

    page.route("**/*", gate)
    page.add_init_script(WATCH_CSP)
    return page, elsewhere


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def solitaire(page: Page) -> None:
    page.locator("#slot-s").click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    page.locator('[data-action="hint"]').click()
    page.locator('[data-action="undo"]').click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")
    page.locator('[data-action="menu"]').click()
    page.locator("#opt-four").check()
    page.locator('[data-action="deal"]').click()
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "deal")


def solver(page: Page) -> None:
    """The solver's PyScript worker, made from a blob: URL, which the policy allows."""
    page.locator('[data-action="menu"]').click()
    page.locator('#menu [data-action="verdict"]').click()
    expect(page.locator("#table")).not_to_have_attribute("data-verdict", "", timeout=120_000)


ROUND_OVER = '#dialog:not([hidden])[data-kind="round"], #dialog:not([hidden])[data-kind="over"]'


def board(page: Page) -> None:
    """Three turns, or fewer when the round ends first (the random opponent may concede or make
    a line: then the round's summary waits, and nobody is to play)."""
    played = 0
    while played < 3:
        waiting = page.locator(f'#table[data-human="1"], {ROUND_OVER}').first
        expect(waiting).to_be_attached(timeout=20_000)
        if page.locator(ROUND_OVER).count():
            return
        if play_one(page, thief=False) != "none":
            played += 1


def capture_after_setup(page: Page) -> None:
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "setup")
    page.locator('#dialog [data-dialog="start"]').click()
    capture(page)


def capture(page: Page) -> None:
    played = 0
    while played < 3:
        expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=20_000)
        if act(page) != "none":
            played += 1


@pytest.mark.parametrize("query,play", [
    ("", None),
    ("?game=solitaire/classic&deal=3", solitaire),
    ("?game=solitaire/lucas&deal=2", solver),
    ("?game=board&seats=human,random&pace=fastest&lang=hi", board),
    ("?game=gharat", capture_after_setup),
    ("?embed=1&game=thief&seats=human,random,random&deal=4&pace=fastest", capture),
])
def test_nothing_leaves_the_origin_and_the_policy_holds(
    guarded: tuple[Page, list[str]], site_url: str, page_errors: list[str],
    query: str, play: Callable[[Page], None] | None,
) -> None:
    page, elsewhere = guarded
    boot(page, site_url + query)
    if play is not None:
        play(page)
    page.wait_for_timeout(300)
    assert page.evaluate("() => window.__csp") == []
    assert elsewhere == []
    assert page_errors == [], "\n".join(page_errors)


def test_the_policy_is_strict(page: Page, site_url: str) -> None:
    """Only the site's own files; no inline scripts; eval only for PyScript (docs/hosting.md)."""
    boot(page, site_url)
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert policy
    rules = {d.split()[0]: d.split()[1:] for d in policy.split(";") if d.strip()}
    assert rules["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in rules["script-src"]
    assert rules["object-src"] == ["'none'"]
    assert all("*" not in v and "http" not in v for vals in rules.values() for v in vals)
    assert page.locator("script:not([src])").count() == 0
