"""How we start Debian's Chromium for Playwright, shared by e2e/ and bench/."""

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
    "--disable-dev-shm-usage",
]
"""Without the networking flags Chromium keeps calling home, refused by this closed network.
Shared memory goes to /tmp, not /dev/shm: a CI machine's /dev/shm may be small, and Debian's
launcher, which adds this flag when it is, misreads a /dev/shm mounted twice and leaves it out.
The likeliest cause of the pages that crashed while Pyodide booted in a CI run on 2026-11-26
(36 of 103 tests), though a /dev/shm of 4 MB did not crash them here."""

READY_SELECTOR = 'html[data-ready="1"]'
"""The app sets this once Python is up and the first table is drawn."""
