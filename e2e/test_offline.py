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
    """CACHE and the files of FILES as written into root/sw.js by the build."""
    text = (root / "sw.js").read_text(encoding="utf-8")
    cache = re.search(r'^const CACHE = "(ft-[0-9a-f]{12})";$', text, re.M)
    files = re.search(r"^const FILES = (\{.*?\});$", text, re.M | re.S)
    assert cache and files, "site/sw.js has no CACHE or FILES: is the build's filled in?"
    return cache.group(1), list(json.loads(files.group(1)))


class Server:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.httpd: SiteServer | None
        self.httpd, self.thread = serve(root, "127.0.0.1", 0)
        host, self.port = self.httpd.server_address[:2]
        self.url = f"http://{host}:{self.port}/"

    def start(self) -> None:
        """Serve again, on the same port, after :meth:`stop`."""
        assert self.httpd is None
        self.httpd, self.thread = serve(self.root, "127.0.0.1", self.port)
        assert self.httpd.server_address[1] == self.port

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
    yield server
    server.stop()


def wait_cached(
    page: Page, cache: str, count: int, kept: tuple[str, ...] = (), timeout: float = 20.0
) -> None:
    """Until this page is controlled by an activated worker whose cache holds `count` files,
    and the builds' caches are that one and `kept` (the older builds open pages still use)."""
    state = None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = page.evaluate(
            """async (cache) => {
                const c = navigator.serviceWorker.controller;
                const names = (await caches.keys()).filter((n) => n.startsWith("ft-")).sort();
                const keys = names.includes(cache) ? await (await caches.open(cache)).keys() : [];
                const build = c && await new Promise((resolve) => {
                    const channel = new MessageChannel();
                    channel.port1.onmessage = (event) => resolve(event.data);
                    c.postMessage("build", [channel.port2]);
                });
                const active = Boolean(build && build.newest === cache);
                return {state: c && c.state, active, names, count: keys.length};
            }""",
            cache,
        )
        names = sorted((cache, *kept))
        if state == {"state": "activated", "active": True, "names": names, "count": count}:
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

    # As Chromium 150 does for a page its service worker serves offline: navigator.onLine
    # stays true, whatever the connection.
    context.add_init_script(
        "Object.defineProperty(Navigator.prototype, 'onLine', {get: () => true})")
    page.goto(own_server.url + DEAL_URL)
    wait_booted(page, browser_log)
    wait_cached(page, cache, len(files))

    own_server.stop()
    context.set_offline(True)

    page.reload()
    wait_booted(page, browser_log, timeout=15_000)
    expect(page.locator("#table")).to_have_attribute("data-deal", "7")
    assert page.evaluate("document.documentElement.dataset.python") == "snapshot"
    tap_stock(page)

    # Another tab, another query string: the same cached index.html answers (another game:
    # a link to another deal of the game in progress would first ask).
    other = context.new_page()
    other.goto(own_server.url + "?game=solitaire/maria&deal=12")
    wait_booted(other, browser_log, timeout=15_000)
    expect(other.locator("#table")).to_have_attribute("data-deal", "12")
    expect(other.locator("#table")).to_have_attribute("data-game", "solitaire/maria")
    tap_stock(other)

    # The home, offline, does not offer the saved page's download, which is not cached: it
    # asks for the file rather than trust navigator.onLine, which some Chromium versions
    # report true in a page its service worker serves in an offline context. Back online
    # (the server up again on the same port), the next change of connection offers it.
    home = context.new_page()
    home.goto(own_server.url)
    download = home.locator(".home-foot .download")
    expect(home.locator(".game-link").first).to_be_visible()
    expect(download).to_be_hidden()
    context.set_offline(False)
    own_server.start()
    home.evaluate("window.dispatchEvent(new Event('online'))")
    expect(download).to_be_visible()

    assert browser_log.errors == [], browser_log.report()
    assert browser_log.foreign_requests == [], browser_log.report()


def new_build(root: Path, stage: bool = False) -> str:
    """A new build in `root`: its stylesheet changes, so do the worker's FILES and CACHE;
    returns the new cache. With `stage`, the new sw.js goes up before the stylesheet (which
    stays the old one until :func:`finish_upload`), as on a host that takes files one by one."""
    css = root / "static" / "table.css"
    old = css.read_text(encoding="utf-8")
    css.write_text(old + "\n/* build 2 */\n", encoding="utf-8")
    cache = build.write_service_worker(root, (build.ROOT / "static" / "sw.js").read_text())
    if stage:
        css.rename(css.with_name("table.css.next"))
        css.write_text(old, encoding="utf-8")
    return cache


def finish_upload(root: Path) -> None:
    css = root / "static" / "table.css"
    css.with_name("table.css.next").replace(css)


STYLESHEET = "fetch('./static/table.css').then((r) => r.text())"
WORKER_STYLESHEET = """new Promise((resolve) => {
    const code = "fetch(new URL('./static/table.css', location.origin + PATH))" +
        ".then((r) => r.text()).then((t) => postMessage(t))";
    const path = JSON.stringify(location.pathname);
    const blob = new Blob([code.replace("PATH", path)], {type: "text/javascript"});
    const worker = new Worker(URL.createObjectURL(blob));
    worker.onmessage = (event) => { resolve(event.data); worker.terminate(); };
})"""
"""The stylesheet as a worker the page starts now sees it (PyScript starts the solver's worker
from a blob: address, as this one)."""


def update(page: Page) -> str:
    """Ask the browser to look for a new sw.js; the state the new worker ends in."""
    return page.evaluate(
        """async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            await reg.update();
            const worker = reg.installing || reg.waiting;
            if (!worker) return "none";
            return await new Promise((resolve) => {
                const done = () => ["activated", "redundant"].includes(worker.state);
                if (done()) resolve(worker.state);
                worker.addEventListener("statechange", () => done() && resolve(worker.state));
            });
        }"""
    )


def first_visit(page: Page, server: Server, log) -> tuple[str, list[str]]:
    """Open the deal of DEAL_URL and wait until the service worker has cached the site;
    the build's cache and files."""
    cache, files = sw_cache(server.root)
    page.goto(server.url + DEAL_URL)
    wait_booted(page, log)
    wait_cached(page, cache, len(files))
    return cache, files


@allow_sw
@pytest.mark.parametrize("own_server", ["copy"], indirect=True)
def test_a_page_keeps_its_build_until_the_player_reloads(
    context: BrowserContext, page: Page, own_server: Server, browser_log
) -> None:
    root = own_server.root
    old_cache, files = first_visit(page, own_server, browser_log)
    tap_stock(page)  # a game in progress
    page.evaluate("window.__same_page = true")
    expect(page.locator("#update")).to_be_hidden()

    new_cache = new_build(root)
    assert new_cache != old_cache
    assert update(page) == "activated"
    # The new worker took over; the page's build is kept while the page is open.
    wait_cached(page, new_cache, len(files), kept=(old_cache,))

    # The page was not reloaded, its game goes on, and what it (or a worker it starts now)
    # fetches is still its own build's; it offers the new one.
    assert page.evaluate("window.__same_page") is True
    tap_stock(page)
    expect(page.locator("#table")).to_have_attribute("data-deal", "7")
    assert "build 2" not in page.evaluate(STYLESHEET)
    assert "build 2" not in page.evaluate(WORKER_STYLESHEET)
    offer = page.locator("#update")
    expect(offer).to_be_visible()
    expect(offer).to_contain_text("A new version of Forty Thieves is ready.")

    # A page opened now is the new build, with nothing to offer.
    other = context.new_page()
    other.goto(own_server.url + "?game=solitaire/maria&deal=12")
    wait_booted(other, browser_log)
    assert "build 2" in other.evaluate(STYLESHEET)
    assert "build 2" in other.evaluate(WORKER_STYLESHEET)
    expect(other.locator("#update")).to_be_hidden()

    # Reload, offline: the new build, the same game, and the old build's cache is gone.
    own_server.stop()
    offer.get_by_role("button").click()
    wait_booted(page, browser_log, timeout=15_000)
    expect(page.locator("#table")).to_have_attribute("data-deal", "7")
    assert "build 2" in page.evaluate(STYLESHEET)
    expect(page.locator("#update")).to_be_hidden()
    wait_cached(page, new_cache, len(files))
    assert browser_log.errors == [], browser_log.report()


@allow_sw
@pytest.mark.parametrize("own_server", ["copy"], indirect=True)
def test_a_build_half_uploaded_is_not_cached(
    page: Page, own_server: Server, browser_log
) -> None:
    root = own_server.root
    old_cache, files = first_visit(page, own_server, browser_log)

    # The new sw.js is up, its stylesheet not yet: the new worker finds the old file under
    # the new build's name, caches nothing and gives way; the old build goes on.
    new_cache = new_build(root, stage=True)
    assert update(page) == "redundant"
    wait_cached(page, old_cache, len(files))
    tap_stock(page)

    # The upload ends: the next look takes the new build whole.
    finish_upload(root)
    assert update(page) == "activated"
    wait_cached(page, new_cache, len(files), kept=(old_cache,))
    assert "/* build 2 */" in page.evaluate(
        f"caches.open('{new_cache}').then((c) => c.match('./static/table.css'))"
        ".then((r) => r.text())")
    assert browser_log.errors == [], browser_log.report()


@pytest.mark.parametrize("own_server", ["copy"], indirect=True)
def test_a_build_whose_python_fails_says_so(page: Page, own_server: Server) -> None:
    (own_server.root / "main.py").write_text('raise RuntimeError("a broken build")\n')
    page.goto(own_server.url + DEAL_URL)
    expect(page.locator("#boot .boot-failed")).to_be_visible(timeout=30_000)
    expect(page.locator("#boot .boot-loading")).to_be_hidden()
    expect(page.locator("#boot")).to_contain_text("Something went wrong while starting")


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
