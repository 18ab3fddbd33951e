"""Offline play: after one visit the service worker (site/sw.js, from static/sw.js) has every
file of the site in its cache, and the site boots and plays with the network gone; a new build
is picked up without disturbing a game in progress; the manifest and icons are served right.

These tests allow service workers (conftest blocks them by default) and serve the site from a
server of their own, which they stop: Playwright's set_offline() cuts the pages off but not the
service worker's own fetches (only with its experimental flag), so stopping the server is what
proves nothing comes from the network.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e.conftest import SITE, wait_booted
from playwright.sync_api import BrowserContext, Page, expect

from tools import build
from tools.serve import SiteServer, serve

allow_sw = pytest.mark.browser_context_args(service_workers="allow")
DEAL_URL = "?game=solitaire/classic&deal=7"


def sw_cache(root: Path) -> tuple[str, list[str]]:
    """CACHE and FILES as written into root/sw.js by the build."""
    text = (root / "sw.js").read_text(encoding="utf-8")
    cache = re.search(r'^const CACHE = "(ft-[0-9a-f]{12})";$', text, re.M)
    files = re.search(r"^const FILES = (\[.*?\]);$", text, re.M | re.S)
    assert cache and files, "site/sw.js has no CACHE or FILES: is the build's filled in?"
    return cache.group(1), json.loads(files.group(1))


class Server:
    def __init__(self, root: Path) -> None:
        self.httpd: SiteServer | None
        self.httpd, self.thread = serve(root, "127.0.0.1", 0)
        host, port = self.httpd.server_address[:2]
        self.url = f"http://{host}:{port}/"

    def stop(self) -> None:
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.thread.join(timeout=5)
            self.httpd = None


@pytest.fixture
def own_server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Server]:
    """The site served on a port of this test's own (a copy of it when parametrized "copy")."""
    root = SITE
    if getattr(request, "param", None) == "copy":
        root = tmp_path / "site"
        shutil.copytree(SITE, root)
    server = Server(root)
    server.root = root  # type: ignore[attr-defined]
    yield server
    server.stop()


def wait_cached(page: Page, cache: str, count: int, timeout: float = 20.0) -> None:
    """Until this page is controlled by an activated worker whose cache holds `count` files,
    the only cache left."""
    state = None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = page.evaluate(
            """async (cache) => {
                const c = navigator.serviceWorker.controller;
                const names = await caches.keys();
                const keys = names.includes(cache) ? await (await caches.open(cache)).keys() : [];
                return {state: c && c.state, names, count: keys.length};
            }""",
            cache,
        )
        if state == {"state": "activated", "names": [cache], "count": count}:
            return
        time.sleep(0.1)
    raise AssertionError(f"service worker not ready with {cache} ({count} files): {state}")


def tap_stock(page: Page) -> None:
    stock = page.locator("#slot-s")
    before = int(stock.get_attribute("data-count") or "0")
    assert before > 0
    stock.click()
    expect(stock).to_have_attribute("data-count", str(before - 1))


@allow_sw
def test_boots_and_plays_offline_after_one_visit(
    context: BrowserContext, page: Page, own_server: Server, browser_log
) -> None:
    cache, files = sw_cache(SITE)
    site_files = sorted(
        "./" + p.relative_to(SITE).as_posix()
        for p in SITE.rglob("*")
        if p.is_file() and p.relative_to(SITE).as_posix() not in build.NOT_PRECACHED
    )
    assert files == site_files  # every file of the site but the worker and the saved page

    page.goto(own_server.url + DEAL_URL)
    wait_booted(page, browser_log)
    wait_cached(page, cache, len(files))

    own_server.stop()
    context.set_offline(True)

    page.reload()
    wait_booted(page, browser_log, timeout=15_000)
    expect(page.locator("#table")).to_have_attribute("data-deal", "7")
    tap_stock(page)

    # Another tab, another query string: the same cached index.html answers (another game:
    # a link to another deal of the game in progress would first ask).
    other = context.new_page()
    other.goto(own_server.url + "?game=solitaire/maria&deal=12")
    wait_booted(other, browser_log, timeout=15_000)
    expect(other.locator("#table")).to_have_attribute("data-deal", "12")
    expect(other.locator("#table")).to_have_attribute("data-game", "solitaire/maria")
    tap_stock(other)

    # The home, offline, does not offer the saved page's download, which is not cached.
    home = context.new_page()
    home.goto(own_server.url)
    download = home.locator(".home-foot .download")
    expect(home.locator(".game-link").first).to_be_visible()
    expect(download).to_be_hidden()
    context.set_offline(False)
    expect(download).to_be_visible()

    assert browser_log.errors == [], browser_log.report()
    assert browser_log.foreign_requests == [], browser_log.report()


@allow_sw
@pytest.mark.parametrize("own_server", ["copy"], indirect=True)
def test_new_build_is_taken_without_breaking_the_game(
    page: Page, own_server: Server, browser_log
) -> None:
    root: Path = own_server.root  # type: ignore[attr-defined]
    old_cache, files = sw_cache(root)
    page.goto(own_server.url + DEAL_URL)
    wait_booted(page, browser_log)
    wait_cached(page, old_cache, len(files))
    tap_stock(page)  # a game in progress
    page.evaluate("window.__same_page = true")

    # A new build: one file changes, so does the worker's cache name.
    css = root / "static" / "table.css"
    css.write_text(css.read_text(encoding="utf-8") + "\n/* build 2 */\n", encoding="utf-8")
    new_cache = build.write_service_worker(root, (build.ROOT / "static" / "sw.js").read_text())
    assert new_cache != old_cache

    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    wait_cached(page, new_cache, len(files))  # installed, activated, old cache deleted

    # The page was not reloaded and its game goes on.
    assert page.evaluate("window.__same_page") is True
    tap_stock(page)
    expect(page.locator("#table")).to_have_attribute("data-deal", "7")

    # The next load is the new build, from the new cache.
    own_server.stop()
    page.reload()
    wait_booted(page, browser_log, timeout=15_000)
    assert "build 2" in page.evaluate("fetch('./static/table.css').then((r) => r.text())")
    assert browser_log.errors == [], browser_log.report()


def test_manifest_and_icons_are_served(site_url: str) -> None:
    def get(path: str) -> tuple[str, bytes]:
        with urllib.request.urlopen(site_url + path, timeout=10) as response:
            return response.headers.get("Content-Type", ""), response.read()

    kind, html = get("")
    page = html.decode()
    assert '<link rel="manifest" href="./manifest.webmanifest">' in page
    assert 'rel="apple-touch-icon"' in page and 'name="theme-color" content="#0e4d2f"' in page

    kind, body = get("manifest.webmanifest")
    assert kind == "application/manifest+json"
    manifest = json.loads(body)
    assert manifest["start_url"] == "." and manifest["display"] == "standalone"
    assert manifest["theme_color"] == manifest["background_color"] == "#0e4d2f"

    purposes = set()
    for icon in manifest["icons"]:
        kind, body = get(icon["src"])
        assert kind == icon["type"], icon
        purposes.add(icon["purpose"])
        if icon["type"] == "image/png":
            assert body[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", body[16:24])
            assert f"{width}x{height}" == icon["sizes"], icon
    sizes = {i["sizes"] for i in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes and "maskable" in purposes

    kind, body = get("sw.js")
    assert kind.startswith("text/javascript") and b"const CACHE = \"ft-" in body
