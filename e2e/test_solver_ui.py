"""The solver at the solitaire table, in the browser: the worker starts on the first question,
answers "winnable" on a nearly won position, the hint then follows the winning line, the
solution plays itself until stopped, a long search can be stopped while the table plays on,
and "winnable deals only" deals from the shipped pool. Screenshots at phone and desktop size.

DOM hooks: `#status` (the solver's words), `#solver-line` (`#solver-text`: its progress,
`[data-action=solver-stop]`, `[data-action=rewind]`),
`#table[data-verdict]` (the last answer: `winnable`, `not winnable`, `unknown`), menu actions
`verdict` and `solution`, the option `#opt-winnable`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import quote

from playwright.sync_api import Page, expect

from fortythieves.solitaire.analysis import is_stuck
from fortythieves.solitaire.pool import load
from fortythieves.solitaire.solver import NOT_WINNABLE, WINNABLE, solve
from fortythieves.ui.solitaire.session import Session

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
WORKER_MS = 120_000
"""A cold worker boots in about 5 s; on a busy shared machine it can take far longer."""
LONG_DEAL = 1
"""A classic deal the solver cannot decide in seconds."""
REWOUND = "Back to the last position proved winnable."


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def ask(page: Page, action: str) -> None:
    page.click("#menu-button")
    page.click(f'#menu [data-action="{action}"]')


def near_won() -> tuple[str, int, list[str], int]:
    """A Lucas deal from the pool, its solution played but for its last five moves that are
    not cards the table sends home by itself; and the player's moves in what is played."""
    deal = min(load("lucas").deals)
    result = solve(Session.new("solitaire/lucas", deal).state, seconds=30)
    assert result.verdict == WINNABLE
    moves = [str(m) for m in result.moves]
    whole = Session.new("solitaire/lucas", deal)
    assert whole.play_written(moves, auto=True) is None
    for cut in range(len(moves) - 1, 0, -1):
        cut_short = Session.new("solitaire/lucas", deal)
        assert cut_short.play_written(moves[:cut], auto=True) is None
        if whole.moves - cut_short.moves >= 5:
            return "solitaire/lucas", deal, moves[:cut], cut_short.moves
    raise AssertionError("no such cut")


def lost_by_drawing(stuck: bool) -> tuple[int, int]:
    """A Lucas deal from the pool (so its start is proved winnable) that is proved lost, and
    quickly, once the whole stock has been drawn (and the safe cards sent home, as the table
    does), with "no more moves" (``stuck``) or not: (deal, cards in the stock)."""
    for deal in sorted(load("lucas").deals):
        session = Session.new("solitaire/lucas", deal)
        count = len(session.state.layout.stock)
        assert session.play_written(["s"] * count, auto=True) is None
        state = session.state
        if is_stuck(state) == stuck and solve(state, seconds=2).verdict == NOT_WINNABLE:
            return deal, count
    raise AssertionError("no such pool deal")


def test_verdict_hint_and_solution_on_a_nearly_won_deal(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable
) -> None:
    page.set_viewport_size(DESKTOP)
    game, deal, played, moves = near_won()
    boot(page, f"{site_url}?game={game}&deal={deal}&moves={quote(','.join(played))}")
    table = page.locator("#table")
    expect(table).to_have_attribute("data-moves", str(moves))

    ask(page, "verdict")
    expect(page.locator("#status")).to_contain_text("Starting the solver")
    expect(table).to_have_attribute("data-verdict", "winnable", timeout=WORKER_MS)
    expect(page.locator("#status")).to_contain_text("Winnable")
    screenshot(page, "solver-verdict-desktop")

    # The hint now follows the winning line, and its move is highlighted.
    page.click('[data-action="hint"]')
    expect(page.locator("#status")).to_contain_text("Hint from a winning line")
    assert page.locator("#table .hint").count() >= 1

    # The solution plays itself, move by move, until the player stops it, once the player has
    # agreed that the deal then counts as lost (S-52 ruling: the link's moves started it)...
    ask(page, "solution")
    leave = page.locator('#dialog[data-kind="leave"]')
    expect(leave).to_contain_text("Show the solution?")
    expect(leave).to_contain_text("counts as a game lost")
    page.click('#dialog [data-dialog="solution"]')
    page.wait_for_function(
        f"Number(document.querySelector('#table').dataset.moves) >= {moves + 2}"
    )
    expect(page.locator("#solver-text")).to_have_text(re.compile(r"^Move \d+ of \d+$"))
    page.keyboard.press("Escape")  # as its Stop button does
    expect(page.locator("#status")).to_have_text(
        "Your turn: the solution stopped here. The deal stays the solver's, so a win will not "
        "count (S-52).")
    stopped_at = table.get_attribute("data-moves")
    page.wait_for_timeout(1_000)
    expect(table).to_have_attribute("data-moves", stopped_at or "")
    # ... and goes on from there to the win when asked again (not asked twice): the solver's
    # win, with no score, counted as the loss it already was.
    ask(page, "solution")
    expect(table).to_have_attribute("data-won", "1", timeout=30_000)
    dialog = page.locator('#dialog[data-kind="won"]')
    expect(dialog.locator("#dialog-title")).to_have_text("Solved")
    expect(dialog).to_contain_text("not counted as a win")
    expect(page.locator("#status")).to_have_text("Solved by the solver.")
    page.click('#dialog [data-dialog="close"]')
    ask(page, "stats")
    expect(page.locator('#dialog .fig[data-fig="played"] dd')).to_have_text("1")
    expect(page.locator('#dialog .fig[data-fig="won"] dd')).to_have_text("0")
    assert page_errors == [], "\n".join(page_errors)


def test_stop_a_long_search_and_play_on(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable
) -> None:
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=solitaire/classic&deal={LONG_DEAL}")
    table = page.locator("#table")
    before = int(table.get_attribute("data-moves") or 0)
    top = table.bounding_box()["y"]

    # A hint without a known line is labelled a guess (not sent to the solver at the start of
    # a classic deal, which it seldom decides: e2e/test_lost_where.py).
    page.click('[data-action="hint"]')
    expect(page.locator("#status")).to_contain_text("Hint (a guess): ")

    # Before any question no worker is on the page: it starts with the first one, said
    # beside Stop (which stood there alone while the worker started).
    assert page.locator("script[worker]").count() == 0
    ask(page, "verdict")
    expect(page.locator("#solver-text")).to_have_text("Starting the solver…")
    expect(page.locator("script[worker]")).to_have_count(1)
    expect(page.locator("#solver-text")).to_contain_text("Searching", timeout=WORKER_MS)
    expect(page.locator("#status")).to_have_text(  # no longer "Starting the solver…"
        "The solver is searching; you may play on meanwhile.")
    screenshot(page, "solver-searching-phone")
    assert table.bounding_box()["y"] == top  # the solver's line floats: no card moves
    line = page.locator("#solver-line").bounding_box()
    stop = page.locator('#solver-line [data-action="solver-stop"]').bounding_box()
    assert line["height"] < stop["height"] * 1.5  # Stop beside the words: one row over the cards

    # The table answers while the worker searches.
    page.click("#slot-s")
    expect(table).to_have_attribute("data-moves", str(before + 1), timeout=5_000)

    page.click('#solver-line [data-action="solver-stop"]')
    expect(page.locator("#status")).to_have_text("Search stopped.")
    page.click("#slot-s")
    expect(table).to_have_attribute("data-moves", str(before + 2))
    expect(page.locator("#solver-line")).to_be_hidden()  # the answer was for another position
    assert table.bounding_box()["y"] == top
    page.wait_for_timeout(1_000)
    expect(page.locator("#solver-line")).to_be_hidden()  # and no late answer comes

    # Once the solver has been asked, a guess does not send the player to ask it again (after
    # an "unknown" that went round in a circle).
    page.click('[data-action="hint"]')
    expect(page.locator("#status")).to_contain_text("Hint (a guess): ")
    assert page_errors == [], "\n".join(page_errors)


def test_winnable_deals_only_deals_from_the_pool(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable
) -> None:
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=solitaire/classic&deal={LONG_DEAL}")
    page.click("#menu-button")
    page.check("#opt-winnable")
    screenshot(page, "solver-menu-phone")
    page.click("#menu-button")
    pool = load("classic").deals
    for _ in range(3):
        page.click('[data-action="new"]')
        deal = int(page.locator("#table").get_attribute("data-deal") or 0)
        assert deal in pool
        expect(page.locator("#status")).to_have_text(
            f"New deal: {deal}, one the solver has proved winnable.")
    # The option is remembered.
    page.reload()
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("#opt-winnable")).to_be_checked()
    page.set_viewport_size(DESKTOP)
    screenshot(page, "solver-pool-desktop")
    assert page_errors == [], "\n".join(page_errors)


def test_rewind_from_a_lost_position_to_a_winnable_one(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable
) -> None:
    page.set_viewport_size(PHONE)
    deal, count = lost_by_drawing(stuck=False)
    boot(page, f"{site_url}?game=solitaire/lucas&deal={deal}&moves={','.join(['s'] * count)}")
    table = page.locator("#table")
    expect(table).to_have_attribute("data-moves", str(count))
    ask(page, "verdict")
    expect(table).to_have_attribute("data-verdict", "not winnable", timeout=WORKER_MS)
    expect(page.locator("#status")).to_contain_text(re.compile(  # why, in a player's words
        r"No line of play gets both copies of the \w+ of \w+ home, so at most \d+ of the 104"))
    screenshot(page, "solver-lost-phone")
    status = page.locator("#status")  # too long for a phone's three lines: a tap reads it all
    expect(status).to_have_attribute("data-cut", "1")
    status.click()
    whole = page.locator('#dialog[data-kind="status"] #dialog-lines p')
    expect(whole).to_have_count(1)
    expect(whole).to_contain_text("cards ever reach the foundations.")
    page.click('#dialog [data-dialog="close"]')
    page.click('[data-action="hint"]')  # a guess, not sent to ask the solver again
    expect(page.locator("#status")).to_contain_text(
        "Hint (a guess: the solver found no win from here): ")
    page.click('#solver-line [data-action="rewind"]')
    expect(table).to_have_attribute("data-moves", "0")  # the deal's start: in the pool
    expect(page.locator("#status")).to_have_text(REWOUND)
    assert page_errors == [], "\n".join(page_errors)


def test_no_more_moves_offers_the_rewind(
    page: Page, site_url: str, page_errors: list[str], screenshot: Callable
) -> None:
    page.set_viewport_size(PHONE)
    deal, count = lost_by_drawing(stuck=True)
    boot(page, f"{site_url}?game=solitaire/lucas&deal={deal}&moves={','.join(['s'] * count)}")
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "stuck")
    screenshot(page, "solver-stuck-phone")
    page.click('#dialog [data-dialog="rewind"]')
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")
    expect(page.locator("#status")).to_have_text(REWOUND)
    assert page_errors == [], "\n".join(page_errors)
