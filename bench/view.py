"""View speed: from a player's move to the painted page, in headless Chromium (issue goal:
median <= 16 ms).

The page records, for every move, the time from the input event to the DOM written
(``window.ftPerf``) and to the next painted frame (``window.ftPaint``, taken in the first
animation frame after the change). We play deal 1 of the classic game: turn stock cards,
undo and redo them, and move cards between columns by clicking, RUNS times over.

    python bench/view.py [RUNS]        (make build first; make bench does)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.browser import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR  # noqa: E402
from tools.serve import serve  # noqa: E402


def play(page, runs: int) -> None:
    """Stock turns, undo and redo: the most frequent moves, each repainting two piles."""
    stock = page.locator("#slot-s")
    for _ in range(runs):
        stock.click()
        page.wait_for_timeout(30)
        page.click('[data-action="undo"]')
        page.wait_for_timeout(30)
        page.click('[data-action="redo"]')
        page.wait_for_timeout(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", type=int, nargs="?", default=20, help="rounds of moves")
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server, _ = serve(ROOT / "site")
        url = f"http://127.0.0.1:{server.server_address[1]}/?game=solitaire/classic&deal=1"
        context = playwright.chromium.launch_persistent_context(
            tmp, executable_path=CHROMIUM, headless=True, args=["--headless", *CHROMIUM_ARGS],
            viewport={"width": 1366, "height": 768}, service_workers="block",
        )
        page = context.new_page()
        page.goto(url)
        page.locator(READY_SELECTOR).wait_for(state="attached", timeout=120_000)
        play(page, runs)
        page.wait_for_timeout(300)
        work = page.evaluate("Array.from(window.ftPerf)")
        paint = page.evaluate("Array.from(window.ftPaint)")
        context.close()
        server.shutdown()
        server.server_close()
    print(f"{len(work)} moves (stock, undo, redo), desktop 1366x768, ms:  median     p95     max")
    for name, values in (("input -> DOM written   ", work), ("input -> painted frame ", paint)):
        p95 = statistics.quantiles(values, n=20, method="inclusive")[-1]  # never past max
        print(f"  {name}{statistics.median(values):22.1f} {p95:7.1f} {max(values):7.1f}")
    print("  goal: median input -> painted frame <= 16 ms")


if __name__ == "__main__":
    main()
