"""What a host and a framing page get (docs/hosting.md): the response headers, the pages'
Content-Security-Policy, and what a page on another origin that frames the site can make the
table do.

Every page of the site carries a policy: the rules pages and the saved page work under theirs
with no violation, and the server (tools/serve.py, reading static/_headers as Netlify and
Cloudflare Pages do) sends ``frame-ancestors``, ``nosniff`` and a referrer policy.

The framing pages are served by a second server (another port of 127.0.0.1: another origin,
but the same site, so the frame shares the full site's localStorage, as a real framing page of
the same site would). Only a table in embed mode (``embed=1``) talks to its frame: it obeys
commands from its parent window alone, and when the address names the parent's origin
(``origin=``), only from that origin, and it posts its events to that origin alone. The full
site in a frame hears nothing and says nothing (docs/hosting.md).

The host page is e2e/test_embed.py's: ``window.events`` (the table's events, in order),
``send(data)`` (postMessage to the table's frame, to any origin); ``sibling.html`` is another
page of the host's origin, shown in a second frame beside the table or opened as a popup.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from e2e.conftest import wait_booted
from e2e.test_embed import HOST_HTML, events, wait_events
from e2e.test_security import WATCH_CSP
from e2e.test_single import OFFLINE_PAGE, SAVED_PAGE_BOOT_MS
from playwright.sync_api import Frame, Page, expect

from fortythieves.ui.shell.saves import RECORDS_KEY, SETTINGS_KEY, STREAK_KEY
from tools.serve import serve

SIBLING_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>Another frame</title><link rel="icon" href="data:,">
</head><body><p>Not the table's parent.</p></body></html>
"""
# The table's frame as a sibling frame or a popup of the host finds it: the host's first frame.
FROM_SIBLING = "d => parent.frames[0].postMessage(d, '*')"
FROM_POPUP = "d => opener.frames[0].postMessage(d, '*')"
NEW_DEAL = {"target": "forty-thieves", "type": "new-deal", "deal": 77}
HINDI = {"target": "forty-thieves", "type": "language", "lang": "hi"}


@dataclass
class Elsewhere:
    """Pages of another origin that frame an address of the site."""

    origin: str
    folder: Path
    site_url: str
    count: int = 0

    def framing(self, query: str) -> str:
        """The URL of a new host page whose first frame shows the site's ``query``."""
        self.count += 1
        name = f"host{self.count}.html"
        (self.folder / name).write_text(HOST_HTML.format(src=self.site_url + query), "utf-8")
        return f"{self.origin}/{name}"


@pytest.fixture
def elsewhere(tmp_path: Path, site_url: str) -> Iterator[Elsewhere]:
    (tmp_path / "sibling.html").write_text(SIBLING_HTML, "utf-8")
    server, thread = serve(tmp_path, "127.0.0.1", 0)
    try:
        yield Elsewhere(f"http://127.0.0.1:{server.server_address[1]}", tmp_path, site_url)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def open_host(page: Page, url: str) -> Frame:
    """Open the host page; the table's frame once it is up."""
    page.goto(url)
    page.frame_locator("#ft").locator('html[data-ready="1"]').wait_for(
        state="attached", timeout=60_000)
    table = page.frame_locator("#ft").locator("html").element_handle().owner_frame()
    assert table is not None and table.url.split("/")[2] != url.split("/")[2]
    return table


def settle(table: Frame) -> None:
    """Let the table handle every message posted to it so far: a message the table posts to
    itself is handled after them (one queue), then a moment for what they would have drawn."""
    table.evaluate("""() => new Promise((done) => {
      addEventListener("message", function fence(e) {
        if (e.data === "fence") { removeEventListener("message", fence); done(); }
      });
      postMessage("fence", "*");
    })""")
    table.wait_for_timeout(500)


def send(page: Page, *commands: dict[str, Any]) -> None:
    """The host page posts ``commands`` to the table's frame, to any origin."""
    for command in commands:
        page.evaluate("d => send(d)", command)


def stored(frame: Frame) -> list[str | None]:
    """What the full site keeps of the player's choices and results."""
    return frame.evaluate("keys => keys.map(k => localStorage.getItem(k))",
                          [SETTINGS_KEY, RECORDS_KEY, STREAK_KEY])


def add_sibling(page: Page) -> Frame:
    """A second frame in the host's page, after the table's: not the table's parent."""
    page.evaluate("""() => new Promise((done) => {
      const frame = document.createElement("iframe");
      frame.title = "Another frame";
      frame.onload = done;
      frame.src = "sibling.html";
      document.body.append(frame);
    })""")
    sibling = page.frame(url="**/sibling.html")
    assert sibling is not None
    return sibling


def test_the_full_site_in_a_frame_obeys_nothing_and_says_nothing(
    page: Page, site_url: str, elsewhere: Elsewhere, page_errors: list[str]
) -> None:
    """A page that frames the full site (no embed=1) cannot replace the player's game, record a
    loss, switch the language nor learn the deal: the frame shows the player's own game."""
    page.goto(site_url + "?game=solitaire/classic&deal=5")
    wait_booted(page)
    page.locator("#slot-s").click()  # a deal in progress: leaving it would count as a loss
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    kept = stored(page.main_frame)

    table = open_host(page, elsewhere.framing("?game=solitaire/classic"))
    expect(table.locator("#table")).to_have_attribute("data-deal", "5")
    send(page, NEW_DEAL, HINDI, {"target": "forty-thieves", "type": "undo"})
    settle(table)
    expect(table.locator("#table")).to_have_attribute("data-deal", "5")
    expect(table.locator("#table")).to_have_attribute("data-moves", "1")
    assert table.evaluate("() => document.documentElement.lang") == "en"
    assert events(page) == []  # not even "started", which names the deal
    assert stored(table) == kept
    assert page_errors == [], "\n".join(page_errors)


def test_an_embedded_table_obeys_its_parent_window_alone(
    page: Page, elsewhere: Elsewhere, page_errors: list[str]
) -> None:
    """Another frame of the host's page, or a popup it opened, is not the table's parent: its
    commands are ignored, even from the origin the address names."""
    query = f"?embed=1&game=solitaire/classic&deal=3&origin={elsewhere.origin}"
    table = open_host(page, elsewhere.framing(query))
    assert wait_events(page, "started", 1)[0]["deal"] == 3
    add_sibling(page).evaluate(FROM_SIBLING, NEW_DEAL)
    with page.expect_popup() as opened:
        page.evaluate("() => window.open('sibling.html')")
    popup = opened.value
    popup.wait_for_load_state()
    popup.evaluate(FROM_POPUP, HINDI)
    settle(table)
    expect(table.locator("#table")).to_have_attribute("data-deal", "3")
    assert table.evaluate("() => document.documentElement.lang") == "en"
    send(page, {**NEW_DEAL, "deal": 8})
    assert [e["deal"] for e in wait_events(page, "started", 2)] == [3, 8]  # the parent is heard
    assert page_errors == [], "\n".join(page_errors)


@pytest.mark.parametrize("named", ["host", "another"])
def test_the_origin_the_address_names_hears_and_commands(
    page: Page, elsewhere: Elsewhere, page_errors: list[str], named: str
) -> None:
    """``origin=`` the host's own: its events arrive and its commands are obeyed. ``origin=``
    another (localhost is not 127.0.0.1): the host hears nothing and commands nothing."""
    origin = elsewhere.origin
    if named == "another":
        origin = origin.replace("127.0.0.1", "localhost")
    table = open_host(page, elsewhere.framing(f"?embed=1&game=solitaire/classic&deal=3"
                                              f"&origin={origin}"))
    if named == "host":
        assert wait_events(page, "started", 1)[0]["deal"] == 3
        send(page, NEW_DEAL, HINDI)
        expect(table.locator("#table")).to_have_attribute("data-deal", "77")
        expect(table.locator("html")).to_have_attribute("lang", "hi")
        assert [e["deal"] for e in wait_events(page, "started", 2)] == [3, 77]
        # The table writes its address anew as it plays: a reload keeps the origin.
        table.wait_for_function("() => /[?&]deal=77(&|$)/.test(location.search)")
        assert table.evaluate("() => new URLSearchParams(location.search).get('origin')") == origin
    else:  # the browser drops the events, with a warning in the console
        send(page, NEW_DEAL, HINDI)
        settle(table)
        expect(table.locator("#table")).to_have_attribute("data-deal", "3")
        assert table.evaluate("() => document.documentElement.lang") == "en"
        assert events(page) == []
    assert page_errors == [], "\n".join(page_errors)


def test_a_seated_tables_address_keeps_its_origin(
    page: Page, elsewhere: Elsewhere, page_errors: list[str]
) -> None:
    query = f"?embed=1&game=thief&seats=human,random&deal=4&origin={elsewhere.origin}"
    table = open_host(page, elsewhere.framing(query))
    assert wait_events(page, "started", 1)[0]["players"] == 2
    table.wait_for_function("o => new URLSearchParams(location.search).get('origin') === o",
                            arg=elsewhere.origin)
    assert page_errors == [], "\n".join(page_errors)


def test_a_bad_origin_is_said_and_left_out(page: Page, site_url: str,
                                           page_errors: list[str]) -> None:
    page.goto(site_url + "?embed=1&game=solitaire/classic&deal=3&origin=rules.example.org/x")
    wait_booted(page)
    expect(page.locator("#status")).to_contain_text("“rules.example.org/x” is not an origin")
    expect(page.locator("#table")).to_have_attribute("data-deal", "3")
    assert page_errors == [], "\n".join(page_errors)


def policy(page: Page) -> dict[str, list[str]]:
    """The page's <meta> Content-Security-Policy, by directive."""
    content = page.evaluate(
        "() => document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]')?.content")
    assert content, "no Content-Security-Policy"
    return {d.split()[0]: d.split()[1:] for d in content.split(";") if d.strip()}


def assert_strict(rules: dict[str, list[str]]) -> None:
    """Nothing unless named; no inline code but by hash, no eval, no other site."""
    assert rules["default-src"] == ["'none'"]
    assert rules["base-uri"] == ["'none'"] and rules["form-action"] == ["'none'"]
    loose = {"'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:"}
    assert not loose.intersection(v for values in rules.values() for v in values), rules


def test_the_servers_headers(page: Page, site_url: str) -> None:
    """The table may be framed by any site (embed=1); the rules pages by the site alone, the
    saved page by none; nothing is sniffed; the file that says so is not served."""
    framing = {"": "*", "index.html": "*", "rules/board.hi.html": "'self'",
               "forty-thieves-offline.html": "'none'"}
    for path, ancestors in framing.items():
        headers = page.request.get(site_url + path).headers
        assert headers["content-security-policy"] == f"frame-ancestors {ancestors}", path
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "same-origin"
    wasm = page.request.get(site_url + "static/vendor/pyodide/pyodide.asm.wasm")
    assert wasm.headers["content-type"] == "application/wasm"
    assert "content-security-policy" not in wasm.headers  # a worker's script takes its own
    assert page.request.get(site_url + "_headers").status == 404


@pytest.mark.parametrize("name", ["board.html", "solitaire.hi.html", "thief.html"])
def test_the_rules_pages_work_under_their_policy(
    page: Page, site_url: str, page_errors: list[str], name: str
) -> None:
    page.add_init_script(WATCH_CSP)
    page.goto(site_url + "rules/" + name)
    rules = policy(page)
    assert_strict(rules)
    assert rules["script-src"] == ["'self'"] and rules["style-src"] == ["'self'"]
    # Its style sheets and its script (the other language's link keeps the place) work.
    assert page.evaluate("() => getComputedStyle(document.body).margin") == "0px"
    page.evaluate("() => document.querySelector('.rule[id]').scrollIntoView()")
    page.click("a.lang-link")
    page.wait_for_url("**#*")
    assert page.evaluate("() => window.__csp") == []
    assert page_errors == [], "\n".join(page_errors)


def test_the_saved_page_works_under_its_policy(page: Page, page_errors: list[str]) -> None:
    """Its inline style sheet and boot script by hash, the blob: modules it makes, nothing
    inline besides and no eval."""
    page.add_init_script(WATCH_CSP)
    page.goto(OFFLINE_PAGE.as_uri() + "?game=solitaire/classic&deal=3")
    wait_booted(page, timeout=SAVED_PAGE_BOOT_MS)
    rules = policy(page)
    assert_strict(rules)
    assert [v for v in rules["script-src"] if not v.startswith("'sha256-")] == [
        "blob:", "'wasm-unsafe-eval'"]
    assert rules["img-src"] == ["data:"]
    assert page.evaluate("() => getComputedStyle(document.body).margin") == "0px"  # its style
    page.locator("#slot-s").click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    assert page.evaluate("() => window.__csp") == []
    assert page_errors == [], "\n".join(page_errors)
