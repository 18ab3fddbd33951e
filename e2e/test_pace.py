"""The computers' pace at a capture table (ui/seated/turns.py): a computer's turn begins after
the pace's pause, and each further move of the same turn follows after a shorter one, so that
a Four Card Thief turn of many captures reads as one run and does not keep the person waiting.
The waits themselves are measured by bench/pace.py; here only which pause comes where.

Every render of the table (one a move) is timed with the seat it leaves to move next: a seat
that moves again after its own move goes on its turn.
"""

from __future__ import annotations

from e2e.conftest import BrowserLog, wait_booted
from playwright.sync_api import Page

WATCH = """() => {
  window.__renders = [];
  const table = document.getElementById("table");
  new MutationObserver(() => window.__renders.push([performance.now(), table.dataset.turn]))
    .observe(table, { childList: true });
}"""


def test_a_computer_s_further_moves_follow_sooner_than_its_first(
    page: Page, site_url: str, browser_log: BrowserLog
) -> None:
    page.goto(f"{site_url}?game=four-card&players=3&seats=normal,normal,normal&pace=slow&deal=3")
    wait_booted(page, browser_log)
    page.evaluate(WATCH)
    page.wait_for_function("window.__renders.length >= 16", timeout=120_000)
    renders = page.evaluate("window.__renders")
    firsts, further = [], []
    for (before, mover), (after, _next), (_, previous) in zip(
            renders[1:], renders[2:], renders, strict=False):
        gap = after - before
        (further if mover == previous else firsts).append(gap)
    assert firsts and further, renders
    assert min(firsts) >= 1600 - 20, firsts  # the slow pace's pause before a turn
    assert min(further) < 1600, further  # a further move of that turn: its shorter pause
    assert browser_log.errors == [], browser_log.report()
