"""Think time of the hard computer players in the page (issues 3 and 4: p95 <= 300 ms).

Each game is opened in headless Chromium with every seat a hard computer player at the fastest
pace; the page records how long each computer decision's ``choose()`` took (``window.ftThink``,
filled by ``ui/seated/table.py``). We read it until enough decisions are in (closing each round's
or hand's summary to play on) and print the median, p95 and maximum per game, and the share
of decisions that ran into the search's deadline (``players.search.SECONDS``, ``DEADLINE``).

    python bench/think.py                   # 150 decisions per game (make build first)
    python bench/think.py 60 --games board,thief
    python bench/think.py --json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from fortythieves.players.search import DEADLINE, SECONDS  # noqa: E402
from tools.browser import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR  # noqa: E402
from tools.serve import serve  # noqa: E402

TABLES = {
    "board": "game=board&players=2&seats=hard,hard",
    "thief": "game=thief&players=3&seats=hard,hard,hard",
    "four-card": "game=four-card&players=3&seats=hard,hard,hard",
    "gharat": "game=gharat&players=3&seats=hard,hard,hard",
}
"""The tables the issues' benchmarks play (2 players on the board, 3 in the Thief family)."""
NEXT = '[data-dialog="next-round"], [data-dialog="next-hand"]'
"""The button of the summary at the end of a round or hand that plays on."""
GOAL_MS = 300
STALL_S = 20
"""A game that records no decision for this long has ended (or hangs): stop reading it."""


def think_times(page, url: str, wanted: int) -> list[float]:
    """Open ``url`` and collect the durations of its computer decisions, in milliseconds."""
    page.goto(url)
    page.locator(READY_SELECTOR).wait_for(state="attached", timeout=120_000)
    count, changed = 0, time.monotonic()
    onward = page.locator(NEXT).filter(visible=True)
    while count < wanted and time.monotonic() - changed < STALL_S:
        page.wait_for_timeout(1000)
        if onward.count():
            onward.first.click()
        now = page.evaluate("window.ftThink ? window.ftThink.length : 0")
        if now != count:
            count, changed = now, time.monotonic()
    return page.evaluate("Array.from(window.ftThink || [])")[:wanted]


def summary(times: list[float], game: str) -> dict[str, float]:
    p95 = statistics.quantiles(times, n=20, method="inclusive")[-1] if len(times) > 1 else times[0]
    cut = sum(t >= 1000 * SECONDS.get(game, DEADLINE) for t in times) / len(times)
    return {"decisions": len(times), "median": round(statistics.median(times), 1),
            "p95": round(p95, 1), "max": round(max(times), 1), "deadline": round(cut, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("decisions", type=int, nargs="?", default=150,
                        help="computer decisions to time per game")
    parser.add_argument("--games", default=",".join(TABLES))
    parser.add_argument("--deal", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server, _ = serve(ROOT / "site")
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        context = playwright.chromium.launch_persistent_context(
            tmp, executable_path=CHROMIUM, headless=True, args=["--headless", *CHROMIUM_ARGS],
            viewport={"width": 1280, "height": 800}, service_workers="block",
        )
        page = context.new_page()
        for game in args.games.split(","):
            url = f"{base}?{TABLES[game]}&pace=fastest&deal={args.deal}"
            times = think_times(page, url, args.decisions)
            if not times:
                raise SystemExit(f"{game}: no computer decision was recorded at {url}")
            report[game] = summary(times, game)
            if not args.json:
                r = report[game]
                print(f"{game:10} hard in the page: median {r['median']} ms, p95 {r['p95']} ms, "
                      f"max {r['max']} ms over {r['decisions']} decisions, "
                      f"{r['deadline']:.0%} at the deadline (goal p95 <= {GOAL_MS} ms)", flush=True)
        context.close()
        server.shutdown()
        server.server_close()
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
