"""Fixtures for the Playwright tests of the built site (site/, from `make build`).

Debian's /usr/bin/chromium is driven headless (never `playwright install`: no browser is
downloaded).
Every browser context a test gets through pytest-playwright (`page`, `context`, `new_context`)
is watched by a `BrowserLog`:

- every request not to 127.0.0.1/localhost is aborted and recorded (`foreign_requests`), which
  proves the site needs no network; mark a test `@pytest.mark.allow_network_cache` to skip
  the routing (route() disables the HTTP cache, so warm-load timings need that);
- console errors and uncaught page errors are collected (`errors`).

Fixtures: `site_url` (the site served on a free port), `browser_log`, `page_errors` (the list
of error texts), `foreign_requests`, `screenshot(page, name)` (writes
e2e/screenshots/NAME.png); `wait_booted(page)` waits for `html[data-ready="1"]`.

Under pytest-xdist (`make test-e2e` runs two workers) each worker starts its own server and
browser: a session fixture is a worker's, and no test depends on another.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Route

from tools.browser import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR
from tools.serve import serve

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
SCREENSHOTS = ROOT / "e2e" / "screenshots"
ON_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
# Boot = Pyodide + PyScript + the app drawing its first table: ~3 s here, far more on a busy CI.
BOOT_TIMEOUT_MS = int(os.environ.get("E2E_BOOT_TIMEOUT_MS") or (60_000 if ON_CI else 30_000))
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "allow_network_cache: do not route requests (keeps the HTTP cache for warm-load "
        "timings); foreign requests are then not blocked nor counted",
    )


# --- browser ---------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make chromium`")
    args = dict(browser_type_launch_args)
    headless = args.get("headless", True)
    args["executable_path"] = CHROMIUM
    args["args"] = (["--headless"] if headless else []) + CHROMIUM_ARGS
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    # A cached service worker would answer instead of the server under test. English and UTC
    # unless a test says otherwise: @pytest.mark.browser_context_args(locale="hi-IN").
    return {
        **browser_context_args,
        "service_workers": "block",
        "locale": "en-US",
        "timezone_id": "UTC",
    }


# --- the site --------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (SITE / "index.html").is_file():
        pytest.fail("site/index.html is missing: run `make build` (make test-e2e builds first)")
    server, thread = serve(SITE, "127.0.0.1", 0)
    host, port = server.server_address[:2]
    yield f"http://{host}:{port}/"
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


# --- watching the browser --------------------------------------------------------------------


@dataclass
class BrowserLog:
    """What the pages of one test did that a test may want to assert away."""

    foreign_requests: list[str] = field(default_factory=list)
    local_requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def watch(self, context: BrowserContext, *, route: bool = True) -> None:
        if route:
            context.route("**/*", self._route)
        context.on("page", self._watch_page)
        for page in context.pages:
            self._watch_page(page)

    def _route(self, route: Route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname not in LOCAL_HOSTS:
            self.foreign_requests.append(url)
            route.abort("blockedbyclient")
        else:
            self.local_requests.append(url)
            route.continue_()

    def _watch_page(self, page: Page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.errors.append(f"page error: {error}"))

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location or {}
            url = where.get("url") or ""
            self.errors.append(f"console error: {message.text} ({url}:{where.get('lineNumber')})")

    def report(self) -> str:
        lines = [*self.errors, *(f"foreign request: {url}" for url in self.foreign_requests)]
        return "\n".join(lines) or "no errors, no foreign requests"


@pytest.fixture
def browser_log() -> BrowserLog:
    return BrowserLog()


@pytest.fixture
def new_context(
    new_context: Callable[..., BrowserContext],
    browser_log: BrowserLog,
    request: pytest.FixtureRequest,
) -> Callable[..., BrowserContext]:
    """pytest-playwright's new_context, every context watched by browser_log."""
    route = request.node.get_closest_marker("allow_network_cache") is None

    def make(**kwargs) -> BrowserContext:  # type: ignore[no-untyped-def]
        context = new_context(**kwargs)
        browser_log.watch(context, route=route)
        return context

    return make


@pytest.fixture
def page_errors(browser_log: BrowserLog) -> list[str]:
    """Console errors and uncaught exceptions of the test's pages (assert it is empty)."""
    return browser_log.errors


@pytest.fixture
def foreign_requests(browser_log: BrowserLog) -> list[str]:
    """URLs not on localhost that the test's pages asked for (each one was aborted)."""
    return browser_log.foreign_requests


def wait_booted(page: Page, log: BrowserLog | None = None, timeout: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until the app says it is up: html[data-ready="1"] (Python running, table drawn)."""
    try:
        page.locator(READY_SELECTOR).wait_for(state="attached", timeout=timeout)
    except Exception as exc:  # re-raised with what the page said
        detail = log.report() if log else ""
        raise AssertionError(
            f"the site did not boot within {timeout / 1000:.0f} s (no {READY_SELECTOR}):\n{detail}"
        ) from exc


def hear_status(page: Page) -> Callable[[], list[str]]:
    """Record every text the status line shows from now on; call the result for the list.
    A computer's move may replace a line within a fifth of a second: this hears it anyway."""
    page.evaluate("""() => {
      const status = document.querySelector('#status');
      window.__heard = [];
      new MutationObserver(() => window.__heard.push(status.textContent))
        .observe(status, {childList: true, characterData: true, subtree: true});
    }""")
    return lambda: page.evaluate("() => window.__heard")


def capture(page: Page, path: Path, *, full_page: bool = False) -> None:
    """Write a screenshot of the page once a layout change (a new viewport) is painted."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    page.screenshot(path=str(path), full_page=full_page)


@pytest.fixture
def screenshot() -> Callable[..., Path]:
    """screenshot(page, "name", full_page=False) -> e2e/screenshots/name.png"""

    def take(page: Page, name: str, *, full_page: bool = False) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name}.png"
        capture(page, path, full_page=full_page)
        return path

    return take
