"""The built site boots from localhost alone, with no console errors."""

from __future__ import annotations

from playwright.sync_api import Page

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}


def test_site_boots_offline_without_errors(booted_page: Page, browser_log, screenshot) -> None:
    page = booted_page
    assert page.evaluate("document.documentElement.dataset.ready") == "1"

    # Python came from the local Pyodide, the app from the local zip.
    local = browser_log.local_requests
    assert any(url.endswith("/static/vendor/pyodide/pyodide.asm.wasm") for url in local), local
    assert any(url.endswith("/app.zip") for url in local), local

    page.set_viewport_size(PHONE)
    screenshot(page, "boot-phone")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "boot-desktop")

    assert browser_log.foreign_requests == [], browser_log.report()
    assert browser_log.errors == [], browser_log.report()
