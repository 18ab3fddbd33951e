"""The page starts Python from the build's memory snapshot (static/pyodide-boot.mjs,
docs/boot.md), and a snapshot that cannot be used gives the plain start, which plays the same.

``html[data-python]`` says which start the page had: ``snapshot`` or ``plain``. The damaged
snapshots are served in place of the build's by routing its address: one byte changed (the
page's SHA-256 check refuses it), missing, and one that passes the check (the module is served
with its hash) but that Pyodide refuses.
"""

from __future__ import annotations

import gzip
import hashlib
import re
from pathlib import Path

import pytest
from e2e.conftest import SITE, BrowserLog, wait_booted
from playwright.sync_api import Page, Route, expect

BOOT_MODULE = SITE / "static" / "pyodide-boot.mjs"
DEAL = "?game=solitaire/classic&deal=7"


def snapshot_file() -> Path:
    """The build's snapshot, as static/pyodide-boot.mjs names it."""
    found = re.search(r'"file": "([^"]+)"', BOOT_MODULE.read_text(encoding="utf-8"))
    assert found, "site/static/pyodide-boot.mjs names no snapshot: run make build"
    return SITE / found.group(1)


def plays(page: Page) -> None:
    """The table answers a tap: the stock turns a card, a move is counted."""
    page.locator("#slot-s").click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")


def test_the_table_starts_from_the_snapshot(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    page.goto(site_url + DEAL)
    wait_booted(page, browser_log)
    assert page.evaluate("document.documentElement.dataset.python") == "snapshot"
    name = snapshot_file().name
    # Fetched once: index.html's preload is the fetch the page's module uses.
    assert sum(url.endswith("/" + name) for url in browser_log.local_requests) == 1
    plays(page)
    assert browser_log.errors == [], browser_log.report()


def _flipped_byte(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1:]


def _no_magic(data: bytes) -> bytes:
    return gzip.compress(bytes(4) + gzip.decompress(data)[4:], compresslevel=1)


SAID = {
    "damaged": "does not match this build",
    "missing": "HTTP 404",
    "refused by Pyodide": "Snapshot has invalid magic number",
}
"""What the page's warning says of each damage (static/pyodide-boot.mjs)."""


@pytest.mark.parametrize("damage", SAID)
def test_a_damaged_snapshot_falls_back_to_the_plain_start(
    page: Page, site_url: str, browser_log: BrowserLog, damage: str
) -> None:
    original = snapshot_file().read_bytes()
    served = _flipped_byte(original) if damage == "damaged" else b""  # b"": a 404
    if damage == "refused by Pyodide":
        # It passes the page's check (the module is served with its hash); Pyodide's own
        # check of the snapshot's header refuses it.
        served = _no_magic(original)
        digest = hashlib.sha256(served).hexdigest()
        module = re.sub(r'"sha256": "[0-9a-f]+"', f'"sha256": "{digest}"',
                        BOOT_MODULE.read_text(encoding="utf-8"))
        page.route("**/static/pyodide-boot.mjs", lambda route: route.fulfill(
            body=module, content_type="text/javascript"))

    def answer(route: Route) -> None:
        if served:
            route.fulfill(body=served, content_type="application/octet-stream")
        else:
            route.fulfill(status=404, body="not found")

    page.route(f"**/{snapshot_file().name}", answer)
    warnings: list[str] = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(
        message.text))
    page.goto(site_url + DEAL)
    wait_booted(page, browser_log)
    assert page.evaluate("document.documentElement.dataset.python") == "plain"
    fell_back = [w for w in warnings if w.startswith("Python starts without its snapshot")]
    assert len(fell_back) == 1 and SAID[damage] in fell_back[0], warnings
    plays(page)
    errors = [e for e in browser_log.errors if "404" not in e]  # the missing file's own line
    assert errors == [], browser_log.report()
