"""How we start Debian's Chromium for Playwright (PLATFORM.md), shared by e2e/ and bench/."""

from __future__ import annotations

import os

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
"""Without the networking flags Chromium keeps calling home, refused by this closed network."""

READY_SELECTOR = 'html[data-ready="1"]'
"""The app sets this once Python is up and the first table is drawn."""
