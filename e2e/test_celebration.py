"""The win's moment. Solitaire: the foundations' cards cascade across the felt, a tap or a key
opens the win's dialog at once, else it opens over the last of the cascade; with reduced motion
nothing moves, the foundations' kings glow and the dialog is there at once. The board game:
the winning line's spaces and the winner's seat are marked under the round's summary, still
when motion is reduced; a capture game's best seat of the hand likewise. Screenshots of the
cascade mid-flight and of the dialog, at phone and desktop sizes, in English and Hindi.

DOM hooks: `#table[data-celebrating]`, `.cascade .card`, `.card.won-glow`, `.won-card`,
`#dialog[data-kind=won|round|hand]`, `.space[data-win]`, `.seat[data-winner]`,
`.cseat[data-winner]`.
"""

from __future__ import annotations

import random

import pytest
from e2e.saves import store_near_won, store_save
from playwright.sync_api import Page, expect

from fortythieves.board import CONCEDE, BoardGame, BoardState, Move
from fortythieves.cards import NAMES
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.capture.session import CaptureSession, CaptureSetup
from fortythieves.ui.seated.seats import Setup

GAME = "solitaire/classic"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}
MOVING = """sel => [...document.querySelectorAll(sel)]
  .flatMap(el => el.getAnimations({subtree: true}))
  .filter(a => a.playState === 'running').length"""


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def win(page: Page, site_url: str, lang: str = "en") -> None:
    """The near-won classic deal resumed, its eight kings sent home by double-clicks."""
    boot(page, site_url)
    store_near_won(page)
    boot(page, f"{site_url}?game={GAME}&lang={lang}")
    for col in range(8):
        page.locator(f'#table .card[data-pile="{col + 1}"]').last.dblclick()
    expect(page.locator("#table")).to_have_attribute("data-won", "1")


def test_the_cards_cascade_and_a_tap_opens_the_dialog(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(DESKTOP)
    win(page, site_url)
    table, dialog = page.locator("#table"), page.locator("#dialog")
    expect(table).to_have_attribute("data-celebrating", "1")
    assert page.locator(".cascade .card").count() == 32  # K, Q, J and 10 of eight foundations
    page.wait_for_function(f"() => ({MOVING})('#table') >= 8")
    page.wait_for_timeout(500)
    expect(dialog).to_be_hidden()
    expect(page.locator("#status")).to_have_text("You won!")
    screenshot(page, "celebration-cascade-desktop-en")
    page.mouse.click(300, 500)  # skips to the dialog, and plays nothing
    expect(dialog).to_be_visible(timeout=500)
    expect(dialog).to_have_attribute("data-kind", "won")
    expect(table).not_to_have_attribute("data-celebrating", "1")
    assert page.locator(".cascade").count() == 0
    assert page.evaluate(MOVING, "#table") == 0
    expect(page.locator(".card.won-glow")).to_have_count(8)  # the kings glow on
    expect(dialog).to_contain_text("Score: 25,000")
    expect(dialog.locator("[data-dialog]")).to_have_text(
        ["New deal", "Play again", "Daily deal", "Close"])
    expect(table).to_have_attribute("data-moves", "8")
    screenshot(page, "celebration-dialog-desktop-en")
    page.click('#dialog [data-dialog="restart"]')  # the next deal: no glow left behind
    expect(page.locator(".card.won-glow")).to_have_count(0)
    expect(table).to_have_attribute("data-won", "0")
    assert page_errors == [], "\n".join(page_errors)


@pytest.mark.parametrize(("size", "lang"), [("phone", "hi"), ("desktop", "hi"), ("phone", "en")])
def test_the_dialog_opens_over_the_last_of_the_cascade(
    page: Page, site_url: str, page_errors: list[str], screenshot, size: str, lang: str
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE if size == "phone" else DESKTOP)
    win(page, site_url, lang)
    table, dialog = page.locator("#table"), page.locator("#dialog")
    expect(table).to_have_attribute("data-celebrating", "1")
    page.wait_for_timeout(1000)
    screenshot(page, f"celebration-cascade-{size}-{lang}")
    page.wait_for_function("() => !document.querySelector('#dialog').hidden")  # by itself,
    assert page.evaluate(MOVING, "#table") > 0  # the last cards still falling behind it
    expect(dialog).to_have_attribute("data-kind", "won")
    expect(table).not_to_have_attribute("data-celebrating", "1", timeout=3000)
    assert page.locator(".cascade").count() == 0
    screenshot(page, f"celebration-dialog-{size}-{lang}")
    assert page_errors == [], "\n".join(page_errors)


def test_a_key_opens_the_dialog_at_once(page: Page, site_url: str) -> None:
    win(page, site_url)
    expect(page.locator("#table")).to_have_attribute("data-celebrating", "1")
    page.keyboard.press("z")  # not the undo it would be at the table
    expect(page.locator("#dialog")).to_be_visible(timeout=500)
    expect(page.locator("#table")).to_have_attribute("data-moves", "8")


def test_reduced_motion_shows_a_still_win(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(PHONE)
    win(page, site_url)
    dialog = page.locator("#dialog")
    expect(dialog).to_be_visible(timeout=500)
    expect(dialog).to_have_attribute("data-kind", "won")
    expect(page.locator("#table")).not_to_have_attribute("data-celebrating", "1")
    assert page.locator(".cascade").count() == 0
    expect(page.locator(".card.won-glow")).to_have_count(8)
    assert page.evaluate(MOVING, "#table") == 0
    screenshot(page, "celebration-reduced-phone-en")
    assert page_errors == [], "\n".join(page_errors)


def line_save() -> tuple[str, str, str]:
    """A two-player board game at the person's turn, one card from four in a row: the save,
    and the card and pile (a or b) that make the line."""
    game = BoardGame(players=2, rounds=3)
    setup = Setup(players=2, seats=["human", "random"], rounds=3, pace="slow")
    for seed in range(1, 200):
        state = game.new_state(seed)
        rng = random.Random(seed)
        while not state.is_over and state.round.number == 1:
            moves = [m for m in state.legal_moves() if m != CONCEDE]
            if state.to_move == 0:
                line = next((m for m in moves if not m.is_thief and _makes_line(state, m)), None)
                if line is not None:
                    return (str(BoardSession(setup, state).dumps()), NAMES[line.card],
                            "ab"[line.pile])
            state.push(rng.choice(moves))
    raise AssertionError("no position one card from a line")


def _makes_line(state: BoardState, move: Move) -> bool:
    after = state.copy()
    return any(e["type"] == "round-won" and e["lines"] for e in after.push(move))


@pytest.mark.parametrize("reduced", [False, True])
def test_the_board_s_winning_line_and_seat_are_marked(
    page: Page, site_url: str, page_errors: list[str], screenshot, reduced: bool
) -> None:  # noqa: ANN001
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(DESKTOP if reduced else PHONE)
    save, card, pile = line_save()
    boot(page, f"{site_url}?game=board")
    store_save(page, "board", save)
    boot(page, f"{site_url}?game=board")
    page.locator(f'.hcard[data-card="{card}"]').click()
    page.locator(f'.pile[data-pile="{pile}"]').click()
    if not reduced:  # the line's chips pulse, the line draws itself, the seat glows
        page.wait_for_function(f"() => ({MOVING})('.bt') >= 6")
    wins = page.locator(".space[data-win]")
    expect(wins.first).to_be_visible()
    assert wins.count() >= 4
    expect(page.locator('.seat[data-seat="0"]')).to_have_attribute("data-winner", "")
    expect(page.locator(".seat[data-winner]")).to_have_count(1)
    if reduced:  # lit, still (as with the player's animations off: #table[data-still])
        expect(page.locator("#table")).to_have_attribute("data-still", "")
        assert page.evaluate(MOVING, ".bt") == 0
        assert "255, 213, 74" in wins.first.locator(".chip").evaluate(
            "el => getComputedStyle(el).boxShadow")
    expect(page.locator('#dialog[data-kind="round"]')).to_be_visible()
    screenshot(page, "celebration-board-desktop-still" if reduced else "celebration-board-phone")
    assert page_errors == [], "\n".join(page_errors)


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_capture_hand_s_winner_glows_under_its_summary(
    page: Page, site_url: str, page_errors: list[str], screenshot, size: str
) -> None:  # noqa: ANN001
    """A Thief game saved with its first hand's summary open comes back with it, the seat that
    made the most points in the hand marked."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 5)
    rng = random.Random(2)
    while session.end is None:
        session.play(rng.choice(session.state.legal_moves()))
    points = session.end.points
    page.set_viewport_size(PHONE if size == "phone" else DESKTOP)
    boot(page, f"{site_url}?game=thief")
    store_save(page, "thief", session.dumps())
    boot(page, f"{site_url}?game=thief")
    expect(page.locator('#dialog[data-kind="hand"]')).to_be_visible()
    best = points.index(max(points))
    expect(page.locator(".cseat[data-winner]")).to_have_count(1)
    expect(page.locator(f'.cseat[data-seat="{best}"]')).to_have_attribute("data-winner", "")
    page.wait_for_timeout(1200)  # mid-pulse
    screenshot(page, f"celebration-capture-{size}")
    assert page_errors == [], "\n".join(page_errors)
