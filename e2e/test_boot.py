"""The built site boots from localhost alone, with no console errors."""

from __future__ import annotations

from e2e.conftest import wait_booted
from playwright.sync_api import Page

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}


def test_site_boots_offline_without_errors(
    page: Page, site_url: str, browser_log, screenshot  # noqa: ANN001
) -> None:
    # Each size boots afresh: a booted page resized from phone to desktop twice left headless
    # Chromium's capture hanging on CI (70 s, a compositor that never drew the new size).
    for name, size in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(size)
        page.goto(site_url)
        wait_booted(page, browser_log)
        assert page.evaluate("document.documentElement.dataset.ready") == "1"
        screenshot(page, f"boot-{name}")

    # Python came from the local Pyodide, the app from the local zip.
    local = browser_log.local_requests
    assert any(url.endswith("/static/vendor/pyodide/pyodide.asm.wasm") for url in local), local
    assert any(url.endswith("/app.zip") for url in local), local
    assert browser_log.foreign_requests == [], browser_log.report()
    assert browser_log.errors == [], browser_log.report()
