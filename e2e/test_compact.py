"""Small rooms: the board and capture tables in a 320x480 frame and on a phone in landscape
(568x320) show, without any scrolling, what a move needs (the board, both piles and the hand;
the middle, every seat's pile and the hand), and a move is made by tapping; so are the board's
opened pile, the re-capture prompt and the hot-seat cover. Every control a finger must hit
stays 44 px (the board's spaces only when they take taps). Screenshots:
e2e/screenshots/compact-*.png.
"""

from __future__ import annotations

import re

import pytest
from e2e.saves import store_save
from playwright.sync_api import Locator, Page, expect
from test_capture_ui import recapture_save, table_save
from test_solitaire_ui import stock_card_fits, top_card

pytestmark = pytest.mark.browser_context_args(has_touch=True)

SMALL = [(320, 480), (568, 320)]
HUMAN_TURN = '#table[data-human="1"]'

SCROLL = """() => {
  const t = document.querySelector('#table');
  return [document.scrollingElement.scrollHeight, innerHeight, t.scrollHeight, t.clientHeight,
          t.scrollTop];
}"""
OUTSIDE = """sel => [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length)
  .map(e => e.getBoundingClientRect())
  .filter(b => b.top < 0 || b.left < 0 || b.bottom > innerHeight + .5 || b.right > innerWidth + .5)
  .map(b => `${sel} at ${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}x`
            + `${Math.round(b.height)}`)"""
TOO_SMALL = """() => [...document.querySelectorAll('#table button')]
  .filter(e => e.getClientRects().length && getComputedStyle(e).pointerEvents !== 'none')
  .map(e => [e.className, e.offsetWidth, e.offsetHeight])
  .filter(([, w, h]) => w < 44 || h < 44)
  .map(([name, w, h]) => `${name} ${w}x${h}`)"""
"""Finger targets under 44 px, by their laid-out size: a pile that a computer's move makes
pulse for a moment (a transform) is measured as it is laid out, not mid-animation."""
STATE = """() => [...document.querySelectorAll('.hcard')].map(e => e.dataset.card).join()
  + '|' + document.querySelector('#table > div').dataset.turn
  + '|' + [...document.querySelectorAll('.middle, .cpile, .pile')].map(e => e.dataset.count)"""
OVERLAPS = """sels => {
  const boxes = sels.flatMap(s => [...document.querySelectorAll(s)]
    .filter(e => e.getClientRects().length).map(e => [s, e.getBoundingClientRect()]));
  const hits = [];
  boxes.forEach(([s, a], i) => boxes.slice(i + 1).forEach(([t, b]) => {
    if (a.left < b.right - .5 && b.left < a.right - .5 && a.top < b.bottom - .5
        && b.top < a.bottom - .5) hits.push(`${s} over ${t}`);
  }));
  return hits;
}"""
"""Pairs of the given parts drawn over one another."""
BOARD_PARTS = [".board", ".pile", ".hcard", ".seat", '[data-act="concede"]']
BOARD_SIDE = [".pile", ".bt .stock", '[data-act="concede"]', '[data-act="scores"]']
"""Beside or under the board: the piles, the stock line and the buttons, never overlapping."""
CAPTURE_PARTS = [".middle", ".cpile", ".pks", ".cseat", ".hcard", '[data-act="scores"]']


CUT_SEAT_LINES = """() => [...document.querySelectorAll('.cseat .chead')].filter(e => {
    const text = document.createRange();
    text.selectNodeContents(e);  // its box is the whole text's, even where "..." cuts it
    const flags = e.querySelector('.seat-flags');  // left to screen readers in a narrow seat
    if (flags && getComputedStyle(flags).position === 'absolute') text.setEndBefore(flags);
    return text.getBoundingClientRect().right > e.getBoundingClientRect().right + 0.5;
}).concat([...document.querySelectorAll('.bt .seat-text > *')].filter(e =>
    e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 0.5)).map(e => e.textContent)"""
"""The seat lines whose text does not fit (cut short with "...")."""


def open_table(page: Page, url: str, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def settle(page: Page) -> None:
    """Two animation frames: the layout of a new size is painted."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def fits(page: Page, parts: list[str]) -> None:
    """Nothing scrolls, every part lies inside the viewport, no finger target under 44 px."""
    settle(page)
    doc, inner, table, client, top = page.evaluate(SCROLL)
    assert doc <= inner and table <= client and top == 0, (doc, inner, table, client, top)
    outside = [hit for part in parts for hit in page.evaluate(OUTSIDE, part)]
    assert outside == [], outside
    assert page.evaluate(TOO_SMALL) == []


def tap(target: Locator) -> None:
    """A finger's tap on a control that must already be in view (a tap never scrolls here)."""
    box = target.bounding_box()
    size = target.page.viewport_size
    assert box and size, target
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 0.5, (target, box)
    target.tap()


def tap_board_move(page: Page) -> str:
    """A card on a pile it may go to; or a thief through the opened pile; or a concession."""
    plain = page.locator('.hcard[data-playable="1"]:not([data-card^="T"])')
    if plain.count():
        tap(plain.first)
        tap(page.locator(".pile[data-target]").first)
        return "card"
    thieves = page.locator('.hcard[data-playable="1"]')
    if thieves.count():
        tap(thieves.first)
        tap(page.locator(".pile[data-target]").first)
        fits(page, [".pile-open"])
        tap(page.locator("button.pcard").first)
        fits(page, [".confirm"])
        tap(page.locator('[data-act="steal"]'))
        return "thief"
    tap(page.locator('[data-act="concede"]'))
    page.locator('[data-dialog="concede-yes"]').tap()
    return "concede"


def tap_capture_move(page: Page) -> None:
    tap(page.locator('.hcard[data-playable="1"]').first)
    tap(page.locator(".ct [data-target]").first)


@pytest.mark.parametrize("name,query", [
    ("board-2", "?embed=1&game=board&players=2&seats=human,easy&deal=3&pace=slow"),
    ("board-3", "?game=board&players=3&seats=human,easy,easy&deal=7&pace=slow"),
    ("board-4-hi", "?game=board&players=4&seats=human,easy,easy,easy&deal=5&pace=fast&lang=hi"),
    ("thief", "?embed=1&game=thief&players=3&seats=human,easy,easy&deal=4&pace=slow"),
    ("thief-6", "?embed=1&game=thief&players=6&seats=human,easy,easy,easy,easy,easy&deal=9"
                "&pace=fast"),
    ("four-card-hi", "?embed=1&game=four-card&players=4&seats=human,easy,easy,easy&deal=6"
                     "&pace=slow&lang=hi"),
    ("gharat-4", "?game=gharat&players=4&seats=human,easy,easy,easy&deal=2&pace=slow"),
])
def test_small_tables_show_a_whole_move_and_play_by_tapping(
    page: Page, site_url: str, screenshot, name: str, query: str, page_errors: list[str]
) -> None:  # noqa: ANN001
    board = name.startswith("board")
    open_table(page, site_url + query, *SMALL[0])
    dialog = page.locator("#dialog:not([hidden]) #dialog-buttons button")
    if dialog.count():  # the full site's new-game panel: start as the address says
        dialog.first.tap()
    for width, height in SMALL:
        page.set_viewport_size({"width": width, "height": height})
        expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
        fits(page, BOARD_PARTS if board else CAPTURE_PARTS)
        if board:
            assert page.evaluate(OVERLAPS, BOARD_SIDE) == []
        screenshot(page, f"compact-{name}-{width}x{height}")
        assert page.evaluate(CUT_SEAT_LINES) == []  # whole lines: not "to pl...", "deal..."
        pile = page.locator('.pile[data-pile="a"]')
        if board and pile.get_attribute("data-count") == "0":  # said, not opened
            tap(pile)
            expect(page.locator("#status")).to_have_text("Pile a: empty")
        elif board:  # a pile opened to look through fits too, and closes
            tap(pile)
            fits(page, [".pile-open", '[data-act="close-pile"]', ".board", ".pile"])
            tap(page.locator('[data-act="close-pile"]'))
        before = page.evaluate(STATE)
        if board:
            tap_board_move(page)
        else:
            tap_capture_move(page)
        page.wait_for_function(f"was => ({STATE})() !== was", arg=before)
        fits(page, BOARD_PARTS[:1] if board else CAPTURE_PARTS[:3])
    if not board:  # the hand's moves: from Scores, with no room for Moves beside the hand
        expect(page.locator('[data-act="moves"]')).to_be_hidden()
        tap(page.locator('[data-act="scores"]'))
        page.locator('[data-dialog="moves"]').tap()
        expect(page.locator(".journal li").last).to_be_in_viewport()
    assert page_errors == [], "\n".join(page_errors)


STATUS_SHOWN = """() => {
  const s = document.querySelector('#status'), shown = s.querySelector('[aria-hidden]');
  return [(shown || s).textContent, s.textContent, s.scrollHeight <= s.clientHeight];
}"""


def test_a_long_status_line_keeps_whose_turn_in_view(page: Page, site_url: str,
                                                      page_errors: list[str]) -> None:
    """At 320 px a computer's move, its draw and "your turn" take three lines where the status
    shows two: it leaves out what it must with "…", never the turn; screen readers hear all."""
    seats = ",".join(["human"] + ["easy"] * 5)
    open_table(page, f"{site_url}?embed=1&game=thief&players=6&seats={seats}&deal=7&pace=fastest",
               *SMALL[0])
    shortened = 0
    for _ in range(6):
        expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
        shown, heard, whole = page.evaluate(STATUS_SHOWN)
        assert whole, shown
        if not page.locator(".recap").count():
            assert shown.endswith("Your turn: choose a card."), shown
        if "…" in shown:
            shortened += 1
            parts = [part.strip() for part in shown.split("…") if part.strip()]
            assert all(part in heard for part in parts), (shown, heard)
        before = page.evaluate(STATE)
        if page.locator(".recap").count():
            tap(page.locator('.recap [data-act="recap"], .recap [data-act="let-go"]').first)
        else:
            tap_capture_move(page)
        page.wait_for_function(f"was => ({STATE})() !== was", arg=before)
    assert shortened  # the case this test is for did come up
    assert page_errors == [], "\n".join(page_errors)


def test_a_small_phone_shows_the_computers_move_before_your_turn(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """At 360x640 the board game has room under its board for a third status line: the
    partners' greeting, the first computer's card and "your turn" show whole (the card was left
    out, "…"), and so does each computer's move after it (a steal was "… Your turn"); the board
    and the hand stay whole in view."""
    open_table(page, f"{site_url}?game=board&players=4&seats=human,easy,easy,easy&deal=9"
               "&pace=fastest", 360, 640)
    for turn in range(3):
        expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
        shown, _, whole = page.evaluate(STATUS_SHOWN)
        assert whole and not shown.startswith("…"), shown
        assert re.search(r"Computer \d: .+ Your turn: choose a card\.$", shown), shown
        if turn == 0:
            assert shown.startswith("You play with Computer 3, as Team A."), shown
            fits(page, BOARD_PARTS)
        before = page.evaluate(STATE)
        tap_board_move(page)
        page.wait_for_function(f"was => ({STATE})() !== was", arg=before)
    assert page_errors == [], "\n".join(page_errors)


@pytest.mark.parametrize("players,width,height,shown", [
    (3, 768, 1024, True), (4, 768, 1024, True), (2, 390, 844, False), (4, 360, 640, False)])
def test_a_seat_wide_enough_names_the_computers_level(
    page: Page, site_url: str, players: int, width: int, height: int, shown: bool
) -> None:
    """Three or four seats on a tablet (250 px, 378 px) name each computer's level beside it,
    which they left to screen readers below 260 px; a phone's seats still do."""
    seats = ",".join(["human"] + ["hard"] * (players - 1))
    open_table(page, f"{site_url}?game=board&players={players}&seats={seats}&deal=9&pace=slow",
               width, height)
    settle(page)
    levels = page.locator(".bt .seat-name small")
    expect(levels).to_have_count(players - 1)
    widths = [box["width"] for box in (levels.nth(i).bounding_box()
                                       for i in range(players - 1)) if box]
    assert all((w > 20) == shown for w in widths), widths
    assert levels.first.text_content() == "hard"


def test_a_status_line_cut_short_shows_every_sentence_on_a_tap(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """At 360x640 the board game's opening (its rules in a line, then "your turn") needs more
    lines than the status line has, and the rules were never seen: the line shows as much of
    the rules as fits, then "…" and the turn, underlined, and a tap shows every sentence; Close
    goes back to the game. A line that fits is not marked, and a tap on it opens nothing."""
    open_table(page, f"{site_url}?game=board&players=2&seats=human,normal&deal=3", 360, 640)
    status = page.locator("#status")
    expect(status.locator("[aria-hidden]")).to_have_text(
        re.compile(r"^Forty Thieves board game: lay a card .+… Your turn: choose a card\.$"))
    expect(status).to_have_attribute("data-cut", "1")
    tap(status)
    dialog = page.locator('#dialog[data-kind="status"]')
    expect(dialog.locator("#dialog-title")).to_have_text("The whole message")
    expect(dialog.locator("#dialog-lines p")).to_have_text([
        "Forty Thieves board game: lay a card on a pile, and the space you take is its value "
        "times the other pile’s top card. Make a line of four spaces.",
        "Your turn: choose a card.",
    ])
    tap(dialog.locator('[data-dialog="close"]'))
    expect(dialog).to_be_hidden()
    tap(page.locator(".hcard").first)
    expect(status).not_to_have_attribute("data-cut", "1")
    tap(status)
    expect(page.locator("#dialog")).to_be_hidden()
    assert page_errors == [], "\n".join(page_errors)


def test_recapture_prompt_fits_small_screens(
    page: Page, site_url: str, screenshot, page_errors: list[str]
) -> None:  # noqa: ANN001
    for width, height in SMALL:
        open_table(page, f"{site_url}?game=thief", width, height)
        store_save(page, "thief", recapture_save())
        open_table(page, f"{site_url}?game=thief", width, height)
        expect(page.locator(".recap")).to_be_visible()
        fits(page, [".recap", ".recap button", ".cpile"])
        screenshot(page, f"compact-recapture-{width}x{height}")
        tap(page.locator('.recap [data-act="recap"]'))
        expect(page.locator(".recap")).to_have_count(0)
        expect(page.locator('.cpile[data-pile="0"]')).to_have_attribute("data-points", "60")
        fits(page, CAPTURE_PARTS)
    assert page_errors == [], "\n".join(page_errors)


def test_a_recapture_at_six_seats_keeps_the_hand_in_view(
    page: Page, site_url: str, screenshot, page_errors: list[str]
) -> None:  # noqa: ANN001
    """Six seats stand in two rows on an upright phone: while the question waits, the hand's
    cards (which card to spend depends on them) and the answers stay in view; the buttons
    below the hand ran 27 px off a 390x844 phone, which cannot scroll."""
    others = [["3C", "4C", "6C"], ["3D", "4D", "6D"], ["3H", "4H", "6H"], ["3S", "4S", "6S"],
              ["8C", "8D", "9C"]]
    piles = [[["QC", "QD"]], [], [["3C", "3S"]], [], [["6H", "6D", "2D"]], [["JC", "JD", "JS"]]]
    save = table_save("thief", [["JH", "5S", "KC"], *others], piles,
                      ["human", "easy", "normal", "hard", "easy", "normal"],
                      turn=5, phase="recapture", victim=0, thief=5)
    for width, height in ((390, 844), (393, 786)):
        open_table(page, f"{site_url}?game=thief", width, height)
        store_save(page, "thief", save)
        open_table(page, f"{site_url}?game=thief", width, height)
        expect(page.locator(".recap")).to_contain_text("Jack of clubs, Jack of diamonds")
        fits(page, ["#table button", ".cpile", ".hcard"])
        screenshot(page, f"compact-recapture-six-{width}x{height}")
    assert page_errors == [], "\n".join(page_errors)


TENS_SHOWN = """() => [...document.querySelectorAll('.middle .mcard.ten')]
  .filter(e => e.nextElementSibling)
  .map(e => (e.nextElementSibling.getBoundingClientRect().left
             - e.getBoundingClientRect().left) / e.getBoundingClientRect().width)"""


def test_a_crowded_centre_shows_each_ten_s_two_figures(page: Page, site_url: str) -> None:
    """Four Card's centre of two dozen cards overlaps two thirds of each: a ten under the
    next card showed "1(", and every rank there is one to capture with."""
    hands = [["AH", "2H", "3H", "4H"], ["AS", "2S", "3S", "4S"], ["AC", "2C", "3C", "4C"]]
    save = table_save("four-card", hands, [[], [], []], ["human", "easy", "easy"], stock=20)
    for width, height in ((1920, 1080), (390, 844)):
        open_table(page, f"{site_url}?game=four-card", width, height)
        store_save(page, "four-card", save)
        open_table(page, f"{site_url}?game=four-card", width, height)
        expect(page.locator('.middle[data-crowd="2"]')).to_have_count(1)
        shown = page.evaluate(TENS_SHOWN)
        assert shown and min(shown) >= 0.45, shown


@pytest.mark.parametrize("width,height", [(915, 412), (932, 430), (1024, 600)])
def test_six_seats_fit_a_wide_phone_on_its_side_and_a_short_laptop(
    page: Page, site_url: str, width: int, height: int
) -> None:
    """A phone as wide as a laptop on its side (915x412, 932x430) took the laptop's table and
    ran the hand off its foot (even three seats); a 1024x600 laptop's three rows of seats ran
    19 px over. Where the seats stand two a row under their words, a packet of two tens shows
    the first one's "10" (the small phone's seat covered it to "1")."""
    hands = [["AH", "QD", "QS", "8S"], ["3C", "4C", "6C", "5C"], ["3D", "4D", "6D", "5D"],
             ["3H", "4H", "6H", "5H"], ["3S", "4S", "6S", "5S"], ["8C", "8H", "9C", "9D"]]
    piles = [[["2D", "2H", "2C"]], [], [], [], [["TD", "TS"]], [["7H", "JK", "JK"]]]
    save = table_save("four-card", hands, piles, ["human", *["normal"] * 5])
    open_table(page, f"{site_url}?game=four-card", width, height)
    store_save(page, "four-card", save)
    open_table(page, f"{site_url}?game=four-card", width, height)
    fits(page, CAPTURE_PARTS)
    if width >= 1000:
        tens = page.locator('.cpile[data-pile="4"] .pk')
        first, second = tens.nth(0).bounding_box(), tens.nth(1).bounding_box()
        assert second["x"] - first["x"] >= 0.45 * first["width"], (first, second)


@pytest.mark.parametrize("query,cards,wider", [
    ("?game=thief&players=3&seats=human,easy,easy&deal=4", 3, 64),
    ("?game=four-card&players=3&seats=human,easy,easy&deal=4", 5, 60),
    ("?game=gharat&players=4&seats=human,easy,easy,easy&deal=4", 4, 54),
])
def test_a_tall_phone_gives_the_cards_its_room(
    page: Page, site_url: str, query: str, cards: int, wider: int
) -> None:
    """At 360x740 (the short table's layout, the room 646 px tall) the cards grow with the
    room, as wide as the most cards a hand holds allow in one row (Four Card's five: the
    buttons go under them); the prompt still fits."""
    open_table(page, f"{site_url}{query}&pace=fastest", 360, 740)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
    fits(page, CAPTURE_PARTS)
    hand = page.locator(".hcard")
    assert hand.first.bounding_box()["width"] >= wider
    assert hand.count() == cards
    tops = {round(hand.nth(i).bounding_box()["y"]) for i in range(cards)}
    assert len(tops) == 1, tops  # one row
    if cards == 3:
        store_save(page, "thief", recapture_save())
        open_table(page, f"{site_url}?game=thief", 360, 740)
        fits(page, [".recap", ".recap button", ".cpile", ".hcard"])


@pytest.mark.parametrize("width,height,players,wide,card", [
    (820, 1180, 2, 700, 64),
    (360, 740, 4, 330, 44),
])
def test_a_tall_room_puts_the_board_game_on_top(
    page: Page, site_url: str, width: int, height: int, players: int, wide: int, card: int
) -> None:
    """A tablet held upright (820x1180) and a tall phone (360x740, four seats in two rows):
    the board on top, as wide as the room, then the piles and the buttons, then the hand (not
    a phone's column of piles beside a smaller board); a pile opened to look through fits."""
    seats = ",".join(["human"] + ["normal"] * (players - 1))
    open_table(page, f"{site_url}?game=board&players={players}&seats={seats}&deal=5&pace=slow",
               width, height)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
    fits(page, BOARD_PARTS)
    assert page.evaluate(OVERLAPS, BOARD_SIDE) == []
    board = page.locator(".board").bounding_box()
    assert board["width"] >= wide
    assert page.locator(".hcard").first.bounding_box()["width"] >= card
    assert page.locator(".pile").first.bounding_box()["y"] > board["y"] + board["height"]
    expect(page.locator('[data-look="a"]')).to_be_visible()
    page.locator('[data-look="a"]').click()
    fits(page, [".pile-open", '[data-act="close-pile"]', ".board", ".pile"])


@pytest.mark.parametrize("width,height", [(1280, 720), (1024, 768), (1440, 900)])
def test_a_laptop_gives_the_capture_table_room(
    page: Page, site_url: str, width: int, height: int
) -> None:
    """A laptop's short, wide room: six seats in a column beside the middle and a hand of big
    cards, Moves beside Scores; the re-capture prompt in the middle's place above the hand,
    nothing drawn over anything (at 1280x720 the hand lay over the discard pile and the
    buttons), the hand where it was and as big (the prompt widened its column and the cards
    shrank: the table jumped as it came). A taller desktop (1440x900): six seats in one row
    above the prompt and the hand, all in view (five and one ran the hand off the foot)."""
    seats = ",".join(["human"] + ["easy"] * 5)
    open_table(page, f"{site_url}?game=thief&players=6&seats={seats}&deal=4&pace=fastest",
               width, height)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
    fits(page, CAPTURE_PARTS)
    apart = [".middle", ".hcard", ".cseat", '[data-act="moves"]', '[data-act="scores"]']
    assert page.evaluate(OVERLAPS, apart) == []
    assert page.locator(".hcard").first.bounding_box()["width"] >= 90
    expect(page.locator('[data-act="moves"]')).to_be_visible()
    hand = None
    for save in (table_save("thief", [["2D", "5C", "9H"], ["3C", "4C", "6C"]],
                            [[], [["7H", "7S", "2C"]]], ["human", "random"]),
                 recapture_save()):  # the same table, then the packet just stolen
        store_save(page, "thief", save)
        open_table(page, f"{site_url}?game=thief", width, height)
        expect(page.locator(".hcard")).to_have_count(3)
        box = page.locator(".hcard").first.bounding_box()
        assert box
        hand = hand or box
    expect(page.locator(".recap")).to_be_visible()
    fits(page, [".recap", ".recap button", *CAPTURE_PARTS])
    assert page.evaluate(OVERLAPS, [".recap", *apart]) == []
    if height <= 780:  # the laptop's column: the prompt in the middle's place
        assert hand and (box["x"], box["width"]) == (hand["x"], hand["width"]), (hand, box)


NAME_CUT = """() => { const n = document.querySelector('#game-name');
  return [n.textContent, n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1];
}"""


@pytest.mark.parametrize("query,name,gharat", [
    ("?game=solitaire/thieves-of-egypt", "Thieves of Egypt", "Gharat"),
    ("?game=solitaire/rank-and-file&lang=hi", "रैंक एंड फ़ाइल", "ग़ारत"),
    ("?game=board&players=2&seats=human,normal", "Forty Thieves board game", "Gharat"),
])
def test_the_bar_names_the_game_whole_on_a_small_phone(
    page: Page, site_url: str, query: str, name: str, gharat: str
) -> None:
    """At 320 px the solitaire's buttons leave the game's name 68 px: it takes two lines, not
    "Thieves of" cut short; the game chooser over it still opens and changes the game."""
    open_table(page, site_url + query, 320, 568)
    assert page.evaluate(NAME_CUT) == [name, False]
    chooser, pick = page.locator("#game-select"), page.locator("#game-pick")
    assert chooser.bounding_box() == pick.bounding_box()  # a tap anywhere on the name opens it
    chooser.select_option("gharat")
    # A new page, where Python starts again: 5 s were too few on a busy machine.
    expect(page.locator("#game-name")).to_have_text(gharat, timeout=60_000)


def test_hot_seat_cover_fits_small_screens(
    page: Page, site_url: str, screenshot, page_errors: list[str]
) -> None:  # noqa: ANN001
    open_table(page, f"{site_url}?embed=1&game=board&players=4&seats=human,human,human,human"
               "&deal=9&lang=hi", *SMALL[0])
    for width, height in SMALL:
        page.set_viewport_size({"width": width, "height": height})
        ready = page.locator('.handoff [data-act="ready"]')
        expect(ready).to_be_visible()
        fits(page, [".handoff-panel", '.handoff [data-act="ready"]'])
        screenshot(page, f"compact-handoff-{width}x{height}")
        tap(ready)
        expect(page.locator(HUMAN_TURN)).to_have_count(1)
        fits(page, BOARD_PARTS)
        tap_board_move(page)
    assert page_errors == [], "\n".join(page_errors)


RING_IN_VIEW = """() => {
  const el = document.activeElement, table = document.querySelector('#table');
  if (!table.contains(el) || el === table) return null;
  const style = getComputedStyle(el);
  const ring = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
  const b = el.getBoundingClientRect(), t = table.getBoundingClientRect();
  const whole = b.left - ring >= t.left - .5 && b.top - ring >= t.top - .5
    && b.right + ring <= t.right + .5 && b.bottom + ring <= t.bottom + .5;
  return el.matches(':focus-visible') && style.outlineStyle !== 'none' && ring >= 2 && whole
    ? '' : el.outerHTML.slice(0, 100);
}"""


@pytest.mark.parametrize("query", [
    "?embed=1&game=board&players=4&seats=human,easy,easy,easy&deal=5&pace=slow",
    "?embed=1&game=gharat&players=4&seats=human,easy,easy,easy&deal=2&pace=slow&lang=hi",
])
def test_focus_ring_shows_whole_at_small_sizes(page: Page, site_url: str, query: str) -> None:
    """Tab through the table: every stop in it shows its ring, not cut by the table's edge."""
    open_table(page, site_url + query, *SMALL[0])
    for width, height in SMALL:
        page.set_viewport_size({"width": width, "height": height})
        expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
        settle(page)
        page.locator("#table").focus()
        cut = []
        for _ in range(16):
            page.keyboard.press("Tab")
            cut.append(page.evaluate(RING_IN_VIEW))
        assert [c for c in cut if c] == [], (width, height)
        assert cut.count("") >= 6, cut  # the stops were in the table


def test_a_tap_just_below_a_column_puts_the_picked_card_there(page: Page, site_url: str) -> None:
    """A finger misses by a few pixels: with a card picked, a tap on the felt just below a
    column means that column, as a drag released there does (it said "Selection cancelled.")."""
    deal, dst, card = stock_card_fits()
    open_table(page, f"{site_url}?game=solitaire/maria&deal={deal}", 390, 844)
    table = page.locator("#table")
    tap(page.locator("#slot-s"))
    expect(table).to_have_attribute("data-moves", "1")
    tap(page.locator('#table .card[data-pile="w"]').last)
    box = top_card(page, dst).bounding_box()
    assert box
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] + 8)
    expect(table).to_have_attribute("data-moves", "2")
    expect(top_card(page, dst)).to_have_attribute("data-card", card)


@pytest.mark.parametrize("game,seat", [("gharat", ".cseat"), ("board", ".seat")])
def test_four_seats_in_two_rows_go_round_the_table(
    page: Page, site_url: str, game: str, seat: str
) -> None:
    """Four seats in two rows, on a phone or a tablet held upright: play goes round in a
    circle, the fourth seat under the first, so that partners (seats one and three) sit
    opposite, not one above the other."""
    open_table(page, f"{site_url}?game={game}&players=4&seats=human,normal,normal,normal"
               "&pace=slow", 390, 844)
    seats = page.locator(seat)
    expect(seats).to_have_count(4)
    for width, height in [(390, 844), (768, 1024)]:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = [
            (round(b["x"]), round(b["y"])) for b in (seats.nth(i).bounding_box() for i in range(4))]
        assert (x1, y1) == (x2, y0), "the second seat right of the first, the third under it"
        assert (x3, y3) == (x0, y2), "the fourth seat under the first"
        assert y2 > y0


SPILL = """() => [...document.querySelectorAll('.cpile')].flatMap(pile => {
  const edge = pile.getBoundingClientRect().right;
  return [...pile.querySelectorAll('.pk svg')].map(card => card.getBoundingClientRect().right)
    .filter(right => right > edge + .5).map(right => `${pile.dataset.pile}: ${right} > ${edge}`);
})"""


def test_a_packet_of_tens_stays_inside_its_seat(page: Page, site_url: str) -> None:
    """Three seats a row on a phone: a packet of three tens (each "10" left whole, so each
    covers less of the one under it) or of six cards closes up to stay inside its seat; the
    tens ran into the next seat, the last one off the screen's edge."""
    tens = [["TD", "TD", "TS"]], [["TH", "TH", "TC"]], [["QH", "QS", "QD", "QC", "2C", "JK"]]
    hands = [["2S", "9C", "JS"], ["3C", "4C", "6C"], ["3D", "4D", "6D"]]
    open_table(page, site_url + "?game=thief", 390, 844)
    store_save(page, "thief", table_save("thief", hands, list(tens), ["human", "normal", "normal"]))
    page.reload()
    expect(page.locator(".cpile .pk")).to_have_count(12, timeout=60_000)
    for width, height in [(390, 844), (360, 740)]:
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        assert page.evaluate(SPILL) == [], (width, height)


def test_four_card_s_centre_of_eight_stays_one_row_on_a_phone_on_its_side(
    page: Page, site_url: str, screenshot  # noqa: ANN001
) -> None:
    """Four Card's centre grows with the discards: at eight cards it wrapped to a second row
    on a phone held sideways and ran the hand off the foot of the screen, which does not
    scroll. The cards overlap in one row instead, a corner each, and the hand stays whole."""
    hands = [["3C", "4C", "6C", "8H", "9D"], ["3D", "4D", "6D", "7D"], ["3H", "4H", "6H", "7H"]]
    piles = [[["AS", "AH"], ["QS", "QH"]], [["JS", "JH", "JC"]], [["5S", "5H", "5C"]]]
    open_table(page, site_url + "?game=four-card", 740, 360)
    seats = ["human", "normal", "normal"]
    store_save(page, "four-card", table_save("four-card", hands, piles, seats))
    page.reload()
    expect(page.locator(".middle .mcard")).to_have_count(8, timeout=60_000)
    for width, height in [(740, 360), (844, 390), (568, 320)]:
        page.set_viewport_size({"width": width, "height": height})
        fits(page, CAPTURE_PARTS)
        tops = page.evaluate("""() => [...document.querySelectorAll('.middle .mcard')]
            .map(e => Math.round(e.getBoundingClientRect().top))""")
        assert len(set(tops)) == 1, (width, height, tops)
        screenshot(page, f"compact-four-card-centre-{width}x{height}")


def test_a_long_pile_opened_on_a_phone_on_its_side_leaves_the_board_its_size(
    page: Page, site_url: str, screenshot  # noqa: ANN001
) -> None:
    """A pile of ten opened beside the board: its cards scroll in a row as wide as the piles
    and the buttons, each 44 px for a finger. The row widened its columns, and the board
    shrank to 77 px at 740x360 (20 px at 568x320), its spaces unreadable."""
    moves = "8D>a,5D>b,AC>a,9C>a,7S>a,4D>a,6H>a,3S>a,6C>b,AS>a,9H>a,4H>a".replace(">", "%3E")
    open_table(page, f"{site_url}?game=board&players=2&seats=human,normal&deal=21&pace=slow"
                     f"&moves={moves}", 740, 360)
    for width, height in [(740, 360), (568, 320)]:
        page.set_viewport_size({"width": width, "height": height})
        expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
        tap(page.locator('.pile[data-pile="a"]'))
        expect(page.locator(".pile-open .pcard")).to_have_count(10)
        fits(page, [".pile-open", '[data-act="close-pile"]', ".board", ".pile"])
        board = page.locator(".board").bounding_box()
        assert board and board["width"] >= 0.6 * height, (width, height, board)
        widths = page.evaluate("""() => [...document.querySelectorAll('.pile-open .pcard')]
            .map(e => e.getBoundingClientRect().width)""")
        assert min(widths) >= 44, widths
        screenshot(page, f"compact-board-open-pile-{width}x{height}")
        tap(page.locator('[data-act="close-pile"]'))


def test_a_pile_opened_beside_the_board_moves_nothing_on_a_short_phone(
    page: Page, site_url: str, screenshot  # noqa: ANN001
) -> None:
    """At 360x640 a pile opened takes the hand's place, as tall, beside Scores: the seats
    went and the board jumped up 46 px, and back on Close. An empty pile is said so, not
    opened ("from the bottom to the top: ." over an empty box)."""
    moves = "8D>a,5D>b,AC>a,9C>a".replace(">", "%3E")
    open_table(page, f"{site_url}?game=board&players=2&seats=human,normal&deal=21&pace=slow",
               360, 640)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
    tap(page.locator('.pile[data-pile="b"]'))
    expect(page.locator("#status")).to_have_text("Pile b: empty")
    expect(page.locator(".pile-open")).to_have_count(0)
    open_table(page, f"{site_url}?game=board&players=2&seats=human,normal&deal=21&pace=slow"
                     f"&moves={moves}", 360, 640)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
    settle(page)
    before = [page.locator(s).bounding_box() for s in (".board", ".seats")]
    tap(page.locator('.pile[data-pile="a"]'))
    expect(page.locator(".pile-open .pcard")).to_have_count(3)
    settle(page)
    assert [page.locator(s).bounding_box() for s in (".board", ".seats")] == before
    fits(page, [".pile-open", '[data-act="close-pile"]', '[data-act="scores"]', ".board"])
    screenshot(page, "compact-board-open-pile-360x640")


@pytest.mark.parametrize("width,height,players", [(1920, 1080, 3), (1600, 900, 4)])
def test_a_big_screen_gives_the_board_games_side_bigger_cards(
    page: Page, site_url: str, width: int, height: int, players: int
) -> None:
    """Beside an 890 px board (1920x1080) the piles and the hand were 84 and 74 px wide in a
    420 px column, a third of the screen left bare; they grow, the board keeping its size,
    and nothing scrolls."""
    seats = ",".join(["human"] + ["normal"] * (players - 1))
    open_table(page, f"{site_url}?game=board&players={players}&seats={seats}&deal=21",
               width, height)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=30_000)
    assert page.locator(".bt .hcard").first.bounding_box()["width"] >= 96
    assert page.locator(".bt .pile").first.bounding_box()["width"] >= 104
    assert page.locator(".board").bounding_box()["width"] >= height - 200  # not its room given
    tops = {round(page.locator(".bt .hcard").nth(i).bounding_box()["y"]) for i in range(5)}
    assert len(tops) == 1  # the hand in one row
    fits(page, BOARD_PARTS)


@pytest.mark.parametrize("width,height", [(844, 390), (1366, 768)])
def test_the_seats_hold_still_as_the_hand_is_played_down(
    page: Page, site_url: str, width: int, height: int
) -> None:
    """Beside the middle and the hand (a phone on its side, a laptop), the seats stand where
    they stood with a full hand when one card is left: the hand's box keeps a full hand's
    width. The column narrowed with each card played, and the seats moved 50 to 85 px."""
    places = []
    for hand in (["3C", "4C", "6C", "7C"], ["3C"]):
        save = table_save("gharat", [hand, ["3D", "4D", "6D"], ["3H", "4H", "6H"]], [[], [], []],
                          ["human", "normal", "normal"])
        open_table(page, f"{site_url}?game=gharat", width, height)
        store_save(page, "gharat", save)
        page.reload()
        expect(page.locator(".hcard")).to_have_count(len(hand), timeout=60_000)
        settle(page)
        places.append([page.locator(s).first.bounding_box() for s in (".cseats", ".hcard")])
    (seats, card), (seats_after, card_after) = places
    assert seats and seats_after
    assert (seats["x"], seats["y"]) == (seats_after["x"], seats_after["y"])
    assert card and card_after and card["x"] == card_after["x"]


def test_an_upright_tablet_keeps_the_hand_with_the_table(page: Page, site_url: str) -> None:
    """An upright tablet (768x1024) stands the table in the middle of its room, the hand just
    under the seats: it was sent to the foot as on a phone, 110 px of bare felt above it."""
    open_table(page, f"{site_url}?game=gharat&players=4&seats=human,normal,normal,normal"
                     "&deal=5&pace=slow", 768, 1024)
    expect(page.locator(".hcard").first).to_be_visible(timeout=30_000)
    settle(page)
    seats, hand = (page.locator(s).bounding_box() for s in (".cseats", ".ct > .hand"))
    assert seats and hand and hand["y"] - (seats["y"] + seats["height"]) <= 20, (seats, hand)


@pytest.mark.parametrize("query", [
    "game=four-card&players=3&seats=human,normal,normal&pace=slow&lang=hi",
    "game=solitaire/classic&lang=hi",
])
def test_the_options_menu_shows_whole_on_a_phone_on_its_side(
    page: Page, site_url: str, query: str
) -> None:
    """At 740x360 a capture table's Options menu stands in two columns, a solitaire's (the
    longest) in three, every item in view: in one column it ran under the screen's foot, Rules
    cut in half and All games out of sight; a solitaire's two left two rows out of sight."""
    open_table(page, f"{site_url}?{query}", 740, 360)
    page.locator("#menu-button").click()
    expect(page.locator("#home-link")).to_be_visible()
    assert page.evaluate("() => { const m = document.querySelector('#menu');"
                         " return m.scrollHeight <= m.clientHeight; }")
    assert page.evaluate(OUTSIDE, "#menu > :is(button, label, a)") == []


def test_gharat_for_four_in_hindi_fits_a_tall_phone(page: Page, site_url: str) -> None:
    """Four seats in two rows, each pile with a run on top, in Hindi (whose words for a pile's
    run are longer): the whole table fits a tall phone, its buttons in view (they ran 10 px
    off its foot)."""
    hands = [["5H", "KH", "9C"], ["2C", "6C"], ["2D", "6D"], ["2S", "6S"]]
    piles = [["JC", "QC", "QS", "QD", "QH"], ["9H", "3H", "3S", "3C", "3D"],
             ["8C", "5S", "5D"], ["7C", "4D", "4C", "4H"]]
    open_table(page, site_url + "?game=gharat&lang=hi", 390, 844)
    seats = ["human", "normal", "normal", "normal"]
    store_save(page, "gharat", table_save("gharat", hands, piles, seats, partners=True,
                                          phase="play"))
    page.reload()
    expect(page.locator(".cpile .pk")).to_have_count(13, timeout=60_000)  # the top runs
    for width, height in [(390, 844), (412, 915), (360, 740)]:
        page.set_viewport_size({"width": width, "height": height})
        fits(page, CAPTURE_PARTS)


WRAP_STATUS = """() => { document.querySelector('#status').textContent =
    'Computer 2: Jack of diamonds takes 1 card from the play pile. Ten of hearts comes to the '
    + 'top of the play pile. Your turn: choose a card.'; }"""


def test_a_status_line_that_wraps_moves_nothing_on_a_phone_on_its_side(
    page: Page, site_url: str
) -> None:
    """A computer's capture said in two lines left the hand 9 px smaller and the seats 26 px
    aside (Gharat for two at 740x360) until a one-line message put them back: the status line
    keeps room for two lines."""
    open_table(page, f"{site_url}?game=gharat&players=2&seats=human,normal&deal=7", 740, 360)
    expect(page.locator(HUMAN_TURN)).to_have_count(1, timeout=60_000)
    settle(page)
    parts = [".cseats", ".hcard", ".middle"]
    before = [page.locator(s).first.bounding_box() for s in parts]
    page.evaluate(WRAP_STATUS)
    settle(page)
    assert page.locator("#status").bounding_box()["height"] > 30  # two lines
    assert [page.locator(s).first.bounding_box() for s in parts] == before


def test_thief_for_five_fits_a_tall_phone_with_every_packet_told(
    page: Page, site_url: str
) -> None:
    """At 390x844 five seats with their packets, names and points on two lines ran the table
    15 px past its room: End turn, Moves and Scores were cut at the screen's foot. Taller
    phones keep the packets' sizes written and fit too. The piles of a row stand in line,
    though only the first seat has a line "to play" above its pile."""
    hands = [["7D", "TH", "KS"], ["3C", "4C", "6C"], ["3D", "4D", "6D"], ["3H", "4H", "6H"],
             ["3S", "4S", "6S"]]
    piles = [[], [["2C", "2D"]], [], [["JS", "JS"]],
             [["5C", "5D"], ["8C", "8S"], ["JK", "JK", "2D"]]]
    open_table(page, site_url + "?game=thief", 390, 844)
    store_save(page, "thief", table_save("thief", hands, piles, ["human"] + ["normal"] * 4,
                                         dealer=4, totals=[0, 50, 0, 20, 150]))
    page.reload()
    expect(page.locator(".cpile .pk")).to_have_count(7, timeout=60_000)
    for width, height in [(390, 844), (412, 915), (430, 932), (375, 812)]:
        page.set_viewport_size({"width": width, "height": height})
        fits(page, CAPTURE_PARTS)
        feet = [box["y"] + box["height"] for box in
                (page.locator(".cpile").nth(i).bounding_box() for i in range(3))]
        assert max(feet) - min(feet) < 1, feet


SMALLEST_TEXT = """() => Math.min(...[...document.querySelectorAll(
    '.ct .mname, .ct .ppoints, .ct .chead small, .ct .chead')]
    .filter(e => e.getClientRects().length).map(e => parseFloat(getComputedStyle(e).fontSize)))"""


@pytest.mark.parametrize(("query", "width", "height"), [
    ("game=four-card&players=3&seats=human,normal,normal", 844, 390),
    ("game=thief&players=6&seats=human,normal,normal,normal,normal,normal", 568, 320),
])
def test_hindi_s_smallest_words_stay_readable_on_a_phone_on_its_side(
    page: Page, site_url: str, query: str, width: int, height: int
) -> None:
    """The middle's name, a pile's points and a computer's level were 10 or 11 px, too small
    for Devanagari's marks: 12 px, with every seat's line still whole."""
    open_table(page, f"{site_url}?{query}&lang=hi&deal=5", width, height)
    expect(page.locator(".cseat")).not_to_have_count(0)
    settle(page)
    assert page.evaluate(SMALLEST_TEXT) >= 12
    assert page.evaluate(CUT_SEAT_LINES) == []
    fits(page, CAPTURE_PARTS)


LETTER_GAPS = """() => [...document.querySelectorAll('.bt .pile')].flatMap((pile, i, piles) => {
    const name = document.createRange();
    name.selectNodeContents(pile.querySelector('.pile-name'));
    const box = name.getBoundingClientRect();
    const gaps = [pile.getBoundingClientRect().left - box.right];
    if (i) gaps.push(box.left - piles[i - 1].getBoundingClientRect().right);
    return gaps; })"""
"""Each pile's letter to its pile's edge, and the second's to the pile before it."""


def test_the_piles_letters_stand_clear_of_their_piles(page: Page, site_url: str) -> None:
    """Hindi's क and ख touched their piles' dashed edges on a compact board table, and on a
    laptop stood 2 px from theirs (under a chosen pile's ring), ख close to pile a."""
    for width, height in [(844, 390), (360, 740), (1366, 768)]:
        open_table(page, f"{site_url}?game=board&players=2&seats=human,normal&lang=hi",
                   width, height)
        expect(page.locator(".bt .pile")).to_have_count(2)
        settle(page)
        assert min(page.evaluate(LETTER_GAPS)) >= 3.5, (width, page.evaluate(LETTER_GAPS))
        fits(page, BOARD_PARTS)
