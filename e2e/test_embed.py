"""The table embedded on another site: a host page served from another port (another origin)
shows ``index.html?embed=1&...`` in an iframe, hears the table's events (started, move, undone,
over, refused), sends it commands (undo, new deal, language) and junk that must change nothing;
the embedded table leaves the full site's saves and settings alone. Also bad addresses, and
screenshots of the three kinds of table at 320x480, 390x844 and 800x600 (e2e/screenshots/
embed-*.png) with no scrolling (e2e/test_compact.py goes further at small sizes).

Host hooks: ``window.events`` (our messages, in order), ``send(data)`` (postMessage to the frame).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Frame, Page, expect
from test_board_ui import no_sideways_scroll, play_one

from fortythieves.ui.seated.seats import Setup
from tools.serve import serve

HOST_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>A rules site</title><link rel="icon" href="data:,">
</head><body><h1>Rules of the game</h1><input id="note" aria-label="Notes">
<iframe id="ft" title="Forty Thieves" width="400" height="600" src="{src}"></iframe>
<script>
window.events = [];
addEventListener("message", (e) => {{
  if (e.data && e.data.source === "forty-thieves") window.events.push(e.data);
}});
function send(data) {{ document.getElementById("ft").contentWindow.postMessage(data, "*"); }}
</script></body></html>
"""
SIZES = [(320, 480), (390, 844), (800, 600)]
JUNK = [
    "undo", 42, None, [1, 2], {"type": "undo"}, {"target": "someone", "type": "undo"},
    {"target": "forty-thieves", "type": "explode"},
    {"target": "forty-thieves", "type": "new-deal", "deal": "7"},
    {"target": "forty-thieves", "type": "new-deal", "deal": -1},
    {"target": "forty-thieves", "type": "language", "lang": "xx"},
]

SITE_STORAGE = """() => JSON.stringify(Object.entries(localStorage)
    .filter(([key]) => key !== "fortythieves:paint").sort())"""
"""The full site's storage, but the paint its table keeps of itself when the page leaves it
(docs/boot.md: a cache of the full site's, written as the test leaves the table for the host)."""


@pytest.fixture
def host(tmp_path: Path, site_url: str) -> Iterator[Any]:
    """``host(query)``: the URL of a host page on another port that embeds ``query``."""
    server, thread = serve(tmp_path, "127.0.0.1", 0)
    port = server.server_address[1]
    count = 0

    def make(query: str) -> str:
        nonlocal count
        count += 1
        name = f"host{count}.html"
        (tmp_path / name).write_text(HOST_HTML.format(src=f"{site_url}{query}"), "utf-8")
        return f"http://127.0.0.1:{port}/{name}"

    yield make
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


def open_host(page: Page, url: str) -> Frame:
    page.goto(url)
    frame = page.frame_locator("#ft")
    frame.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    found = next(f for f in page.frames if "embed=1" in f.url)
    assert found.url.split("/")[2] != url.split("/")[2], "the host must be another origin"
    return found


def events(page: Page, kind: str | None = None) -> list[dict[str, Any]]:
    data = page.evaluate("() => window.events")
    return [e for e in data if kind is None or e["type"] == kind]


def wait_events(page: Page, kind: str, count: int) -> list[dict[str, Any]]:
    page.wait_for_function(
        "([k, n]) => window.events.filter(e => e.type === k).length >= n", arg=[kind, count],
        timeout=30_000,
    )
    return events(page, kind)


def test_solitaire_events_commands_and_junk(
    page: Page, host: Any, site_url: str, page_errors: list[str]
) -> None:
    # The full site's own settings and save, which the embedded table must leave alone.
    page.goto(site_url + "?game=solitaire/maria&deal=5")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    page.evaluate("() => localStorage.setItem('fortythieves:settings',"
                  " JSON.stringify({lang: 'hi', auto: true, scoring: false, four: false}))")
    before = page.evaluate(SITE_STORAGE)

    frame = open_host(page, host("?embed=1&game=solitaire/classic&deal=3"))
    table = frame.locator("#table")
    expect(table).to_have_attribute("data-deal", "3")
    started = wait_events(page, "started", 1)[0]
    assert started == {"source": "forty-thieves", "version": 1, "type": "started",
                       "game": "solitaire/classic", "deal": 3, "players": 1, "lang": "en"}
    # Only the table: no game chooser; the full site's link in a new tab, without embed.
    expect(frame.locator("#game-pick")).to_be_hidden()
    expect(frame.locator("#home-link")).to_be_hidden()  # "All games" would leave the table
    link = frame.locator("#full-site")
    expect(link).to_be_visible()
    expect(link).to_have_attribute("target", "_blank")
    href = link.get_attribute("href") or ""
    assert "game=solitaire/classic" in href and "deal=3" in href and "embed" not in href
    assert "lang=en" in href  # not the language last chosen on the full site
    assert frame.evaluate("() => document.documentElement.lang") == "en"

    # A click in the frame: a move event.
    frame.locator("#slot-s").click()
    move = wait_events(page, "move", 1)[0]
    assert move["move"] == "s" and move["player"] == 0 and move["moves"] == 1
    expect(table).to_have_attribute("data-moves", "1")
    # The full site goes on with this game where the frame leaves it (the frame keeps nothing).
    expect(link).to_have_attribute("href", re.compile(r"[?&]moves=([^&]*%2C)?s(&|$)"))

    # Junk changes nothing and answers nothing.
    for junk in JUNK:
        page.evaluate("d => send(d)", junk)
    page.wait_for_timeout(500)
    expect(table).to_have_attribute("data-moves", "1")
    expect(table).to_have_attribute("data-deal", "3")
    assert len(events(page)) == 2

    # New deal asks first, of the moves it would lose: a frame counts no lost game or run.
    frame.locator('[data-action="new"]').click()
    lines = frame.locator("#dialog-lines")
    expect(lines).to_have_text("The deal you are playing is not finished: its moves will be lost.")
    frame.locator('#dialog [data-dialog="close"]').click()
    expect(table).to_have_attribute("data-moves", "1")

    # Commands: undo, language, new deal.
    page.evaluate("() => send({target: 'forty-thieves', type: 'undo'})")
    assert wait_events(page, "undone", 1)[0]["moves"] == 0
    expect(table).to_have_attribute("data-moves", "0")
    page.evaluate("() => send({target: 'forty-thieves', type: 'undo'})")  # only the deal's
    assert wait_events(page, "refused", 1)[0]["reason"] == "nothing-to-undo"  # aces are left
    page.evaluate("() => send({target: 'forty-thieves', type: 'language', lang: 'hi'})")
    expect(frame.locator("html")).to_have_attribute("lang", "hi")
    expect(frame.locator('[data-action="new"] .label')).to_have_text("नई डील")
    expect(link).to_have_attribute("aria-label", "पूरी साइट पर खेलें (नए टैब में खुलेगी)")
    page.evaluate("() => send({target: 'forty-thieves', type: 'new-deal', deal: 77})")
    expect(table).to_have_attribute("data-deal", "77")
    assert wait_events(page, "started", 2)[1]["deal"] == 77
    assert "deal=77" in (link.get_attribute("href") or "")

    # The full site's storage is as it was: the embedded table kept everything in memory.
    assert frame.evaluate(SITE_STORAGE) == before
    assert page_errors == [], "\n".join(page_errors)


def test_on_another_site_where_storage_is_refused(
    page: Page, host: Any, page_errors: list[str]
) -> None:
    """A rules site is another site, not only another origin, and there a browser that blocks
    third-party storage (Debian's Chromium does by default) refuses the frame localStorage and
    IndexedDB, which PyScript opens before Python starts. The table boots all the same on an
    IndexedDB in memory (static/frame-storage.js), plays and tells the host; the solver, whose
    worker cannot start there, is left out of the menu."""
    url = host("?embed=1&game=solitaire/classic&deal=3").replace("127.0.0.1", "localhost", 1)
    frame = open_host(page, url)
    refused = frame.evaluate(
        "() => { try { return !window.localStorage } catch (e) { return true } }")
    frame.locator("#slot-s").click()
    assert wait_events(page, "move", 1)[0]["moves"] == 1
    frame.locator("#menu-button").click()
    verdict = frame.locator('#menu [data-action="verdict"]')
    expect(frame.locator('#menu [data-action="restart"]')).to_be_visible()
    if refused:
        expect(verdict).to_be_hidden()
        expect(frame.locator('#menu [data-action="solution"]')).to_be_hidden()
    else:
        expect(verdict).to_be_visible()
    # A frame keeps nothing: no statistics, and Settings does not promise to keep them.
    expect(frame.locator('#menu [data-action="stats"]')).to_be_hidden()
    frame.locator('#menu [data-action="settings"]').click()
    expect(frame.locator("#dialog")).to_contain_text("to this table only")
    assert page_errors == [], "\n".join(page_errors)


def test_board_game_over_and_refused_undo(
    page: Page, host: Any, page_errors: list[str]
) -> None:
    page.set_viewport_size({"width": 500, "height": 700})
    # A fixed deal: the random seat is seeded by it, so it cannot concede first on some runs.
    query = "?embed=1&game=board&deal=3&seats=human,random&rounds=1&pace=fastest"
    frame = open_host(page, host(query))
    assert wait_events(page, "started", 1)[0]["players"] == 2
    expect(frame.locator("#dialog")).to_be_hidden()  # embedded: no new-game panel first
    page.evaluate("() => send({target: 'forty-thieves', type: 'undo'})")
    assert wait_events(page, "refused", 1)[0] == {
        "source": "forty-thieves", "version": 1, "type": "refused", "game": "board",
        "command": "undo", "reason": "no-undo"}
    # Play through the opening, then concede the only round: the computer wins the game.
    concede = frame.locator('[data-act="concede"]:not([aria-disabled])')
    for _ in range(60):
        expect(frame.locator('#table[data-human="1"]')).to_have_count(1, timeout=20_000)
        if concede.count():
            break
        play_one(frame, thief=False)  # type: ignore[arg-type] - a Frame has the same locators
    concede.click()
    frame.locator('[data-dialog="concede-yes"]').click()
    over = wait_events(page, "over", 1)[0]
    assert over["winners"] == [1] and over["scores"] == [0, 1]
    last = events(page, "move")[-1]
    assert last["player"] == 0 and isinstance(last["move"], str) and last["move"]
    page.locator("#note").focus()  # a command from the host leaves the host's focus alone
    page.evaluate("() => send({target: 'forty-thieves', type: 'new-deal', deal: 5})")
    assert wait_events(page, "started", 2)[1]["deal"] == 5
    expect(page.locator("#note")).to_be_focused()
    assert page_errors == [], "\n".join(page_errors)


def test_capture_game_moves_from_computers(page: Page, host: Any, page_errors: list[str]) -> None:
    frame = open_host(page, host("?embed=1&game=thief&seats=random,random,random&pace=fastest"))
    started = wait_events(page, "started", 1)[0]
    assert started["game"] == "thief" and started["players"] == 3
    # Every seat's moves are posted. Not "within the first six moves": a chain of steals and
    # re-captures between two players can fill those on some deals.
    page.wait_for_function(
        "() => new Set(window.events.filter(e => e.type === 'move').map(e => e.player)).size >= 3",
        timeout=30_000,
    )
    assert {e["player"] for e in events(page, "move")} == {0, 1, 2}
    expect(frame.locator("#table")).to_have_attribute("data-game", "thief")
    href = frame.locator("#full-site").get_attribute("href") or ""  # the same game there
    assert all(part in href for part in (
        f"deal={started['deal']}", "players=3", "seats=random%2Crandom%2Crandom", "moves=")), href
    assert "embed" not in href
    address = frame.evaluate("() => location.search")  # a reload deals this game afresh
    assert all(part in address for part in (
        f"deal={started['deal']}", "players=3", "pace=fastest", "embed=1")), address
    assert page_errors == [], "\n".join(page_errors)


def test_a_frame_refused_storage_says_so_and_offers_a_tab_of_its_own(
    page: Page, site_url: str
) -> None:
    """A browser may refuse a frame on another site its storage; PyScript, which opens IndexedDB
    first, then never starts. The boot screen says something went wrong (not "Loading" for
    ever) and links the game, without embed=, in a new tab."""
    page.add_init_script("""Object.defineProperty(window, 'indexedDB', {get() {
        throw new DOMException('The user denied permission to access the database.'); }})""")
    page.goto(f"{site_url}?embed=1&game=solitaire/maria&deal=123&lang=hi")
    expect(page.locator("#boot .boot-failed")).to_be_visible(timeout=30_000)
    expect(page.locator("#boot .boot-loading")).to_be_hidden()
    tab = page.locator("#boot a.boot-tab")
    expect(tab).to_be_visible()
    expect(tab).to_have_attribute("target", "_blank")
    href = tab.get_attribute("href") or ""
    assert "embed" not in href and "deal=123" in href and "lang=hi" in href, href


def test_bad_addresses_say_what_was_wrong(page: Page, site_url: str, page_errors: list[str]):
    status, dialog = page.locator("#status"), page.locator("#dialog")
    page.goto(f"{site_url}?game=solitaire/nope&deal=abc&lang=xx")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    for words in ("no game called “solitaire/nope”", "“abc” is not a deal number",
                  "no language “xx”"):
        expect(status).to_contain_text(words)
    expect(page.locator("#table")).to_have_attribute("data-game", "solitaire/classic")
    page.goto(f"{site_url}?game=board&players=7&seats=human,wizard&pace=warp&lang=fr")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(dialog).to_have_attribute("data-kind", "link")
    for words in ("not for “7” players", "“wizard” is not a kind of seat",
                  "no computer pace “warp”", "no language “fr”"):
        expect(status).to_contain_text(words)
        expect(dialog).to_contain_text(words)
    expect(page.locator(".seat")).to_have_count(2)
    page.locator('#dialog [data-dialog="close"]').click()
    expect(dialog).to_be_hidden()
    expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=20_000)
    # Seats named wrongly are the usual ones: the person who opened the link still plays.
    page.goto(f"{site_url}?game=board&seats=foo,bar&embed=1")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(dialog).to_contain_text("the usual player sits there: you in the first seat")
    expect(page.locator(".seat").first).to_contain_text("You")
    first = str(Setup.default(2).game().new_state(21).legal_moves()[0])
    page.evaluate("() => localStorage.removeItem('fortythieves:save:board')")  # no question
    page.goto(f"{site_url}?game=board&players=2&deal=21&pace=slow&moves={quote(first)},zz")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(dialog).to_contain_text("Move 2 of the link (“zz”) cannot be played")
    page.goto(f"{site_url}?game=thief&deal=0&lang=hi&embed=1&players=3&rounds=3&partners=1")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    for words in ("“0” डील नंबर नहीं है", "बाज़ियों में खेला जाता है; “rounds=3”",
                  "चार खिलाड़ियों वाला ग़ारत खेला जाता है; “partners=1”"):
        expect(dialog).to_contain_text(words)
    expect(page.locator("#table")).to_have_attribute("data-game", "thief")
    # An embedded table keeps no statistics: it does not open them, and says why.
    page.goto(f"{site_url}?embed=1&game=solitaire/maria&deal=5&show=stats")
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("#status")).to_contain_text("keeps no statistics")
    expect(page.locator('#dialog[data-kind="stats"]')).to_have_count(0)
    assert page_errors == [], "\n".join(page_errors)


@pytest.mark.parametrize("name,query", [
    ("solitaire", "?embed=1&game=solitaire/classic&deal=11"),
    ("board", "?embed=1&game=board&players=2&seats=human,easy"),
    ("capture", "?embed=1&game=gharat&players=4&lang=hi&pace=slow"),
])
def test_embedded_tables_fit_small_frames(
    page: Page, site_url: str, screenshot: Any, name: str, query: str, page_errors: list[str]
) -> None:
    page.set_viewport_size({"width": 320, "height": 480})
    page.goto(site_url + query)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        no_sideways_scroll(page)
        table = page.evaluate("() => [document.querySelector('#table').scrollHeight,"
                              " document.querySelector('#table').clientHeight]")
        assert table[0] <= table[1], (width, height, table)  # the table does not scroll
        expect(page.locator("#full-site")).to_be_visible()
        expect(page.locator("#game-pick")).to_be_hidden()
        box = page.locator("#full-site").bounding_box()
        assert box and box["x"] + box["width"] <= width and box["height"] >= 44
        screenshot(page, f"embed-{name}-{width}x{height}")
    assert json.loads(page.evaluate("() => JSON.stringify(Object.keys(localStorage))")) == []
    assert page_errors == [], "\n".join(page_errors)
