"""Every game played with the keyboard alone (issue 5): only ``page.keyboard`` from the moment
the page is up, and a visible focus ring at every Tab stop on the way (``FOCUS_RING``).

- Solitaire: Tab to the table, arrows to a pile, Enter to pick and drop, the stock, undo,
  the menu and the deal-number dialog.
- The board game: the new-game panel, cards onto piles, a thief's steal (a save built with the
  engine), a concession and its round summary, the hot-seat hand-over.
- Thief: the re-capture decision, then turns played to the end of the hand.
"""

from __future__ import annotations

import random
import re

from conftest import wait_booted
from e2e.saves import store_save
from playwright.sync_api import Page, expect
from test_accessibility import DESKTOP, FOCUS_RING, PHONE
from test_capture_ui import recapture_save

from fortythieves.games import get_game
from fortythieves.i18n import Messages
from fortythieves.solitaire.moves import WASTE, Move
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.seated.seats import Setup
from fortythieves.ui.shell.cardface import card_name
from fortythieves.ui.solitaire.session import Session

TABLE = "#table"


def focused(page: Page, selector: str) -> bool:
    return page.evaluate("s => document.activeElement.matches(s)", selector)


def tab_to(page: Page, selector: str, limit: int = 80, back: bool = False) -> None:
    """Press Tab (or Shift+Tab) until the focus is on ``selector``; every stop on the way must
    show its focus ring."""
    for _ in range(limit):
        if focused(page, selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
        shown = page.evaluate(FOCUS_RING)
        assert shown, page.evaluate("() => document.activeElement.outerHTML.slice(0, 160)")
    raise AssertionError(f"Tab never reached {selector}")


def press(page: Page, selector: str, key: str = "Enter", back: bool = False) -> None:
    tab_to(page, selector, back=back)
    page.keyboard.press(key)


def boot(page: Page, url: str) -> None:
    page.goto(url)
    wait_booted(page)


# -- solitaire -------------------------------------------------------------------------------


def first_column_move(deal: int) -> tuple[int, int]:
    """A legal move between two columns of the classic deal (source, destination)."""
    state = get_game("solitaire/classic").new_state(deal=deal)
    move = next(m for m in state.legal_moves() if m.src < WASTE and m.dst < WASTE)
    return move.src, move.dst


def test_solitaire_with_the_keyboard_alone(page: Page, site_url: str, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=solitaire/classic&deal=1")
    table = page.locator(TABLE)
    tab_to(page, TABLE)
    expect(page.locator("#ring")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Keys: arrows move between piles")
    src, dst = first_column_move(1)
    for _ in range(src):
        page.keyboard.press("ArrowRight")
    expect(table).to_have_attribute("aria-activedescendant", f"slot-{src + 1}")
    # The column is said whole: its top card, then the open cards under it.
    label = page.locator(f"#slot-{src + 1}").get_attribute("aria-label") or ""
    assert label.startswith(f"Column {src + 1}: 4 cards, top ") and "; under it: " in label
    assert label.count(" of ") == 4, label
    page.keyboard.press("Enter")
    expect(page.locator("#table .card.picked")).not_to_have_count(0)
    # Where it may go is said, not only highlighted; the piles say it as the keys reach them.
    expect(page.locator("#status")).to_contain_text(f"It can go to: Column {dst + 1}")
    expect(page.locator(f"#slot-{src + 1}")).to_have_attribute(
        "aria-description", "Picked up from here")
    expect(page.locator(f"#slot-{dst + 1}")).to_have_attribute(
        "aria-description", "Can go here")
    step = "ArrowRight" if dst > src else "ArrowLeft"
    for _ in range(abs(dst - src)):
        page.keyboard.press(step)
    screenshot(page, "keyboard-solitaire-picked-phone")
    page.keyboard.press("Enter")
    expect(table).to_have_attribute("data-moves", "1")
    expect(page.locator("#table [aria-description]")).to_have_count(0)
    expect(page.locator("#status")).to_contain_text(" to ")
    first_said = page.locator("#status").text_content() or ""
    # Back to the first column, up to the stock above it; Enter turns a card.
    for _ in range(dst):
        page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    expect(table).to_have_attribute("aria-activedescendant", "slot-s")
    count = int(page.locator("#slot-s").get_attribute("data-count") or 0)
    page.keyboard.press("Enter")
    expect(page.locator("#slot-s")).to_have_attribute("data-count", str(count - 1))
    turned = page.locator("#slot-w").get_attribute("aria-label") or ""  # "Waste: 1 card, top X"
    expect(page.locator("#status")).to_have_text(
        f"Turned up: {turned.rpartition('top ')[2]}. Stock: {count - 1} left.")
    page.keyboard.press("Control+z")
    expect(page.locator("#slot-s")).to_have_attribute("data-count", str(count))
    expect(page.locator("#status")).to_have_text(  # said with its card, as other moves are
        f"Move undone: {turned.rpartition('top ')[2]} back to Stock.")
    page.keyboard.press("Control+z")  # the column move: said with its card and place
    expect(page.locator("#status")).to_contain_text(f"back to Column {src + 1}.")
    page.keyboard.press("Control+y")  # redone: said so, then as it was when first made
    expect(page.locator("#status")).to_have_text(f"Move redone: {first_said}")
    press(page, '[data-action="undo"]', back=True)  # back to the deal: Undo turns disabled,
    expect(page.locator('[data-action="undo"]')).to_be_disabled()
    assert focused(page, "#table")  # and the focus goes to the table, not lost to the page
    page.keyboard.press("Control+y")
    # The menu and the deal-number dialog, and back to the table.
    press(page, "#menu-button")
    expect(page.locator("#menu")).to_be_visible()
    press(page, '#menu [data-action="deal"]')
    expect(page.locator("#dialog-field")).to_be_focused()
    page.keyboard.type("x")
    page.keyboard.press("Enter")
    expect(page.locator("#dialog-error")).not_to_have_text("")
    expect(page.locator("#dialog-field")).to_have_attribute("aria-invalid", "true")
    page.keyboard.press("Backspace")
    page.keyboard.type("617")
    page.keyboard.press("Enter")
    expect(page.locator("#dialog")).to_be_hidden()
    expect(table).to_have_attribute("data-deal", "617")
    expect(table).to_be_focused()
    # A dialog from the menu gives the focus back to the Options button; a command of the
    # menu leaves it on the table, never on the page itself.
    press(page, "#menu-button")
    press(page, '#menu [data-action="stats"]')
    expect(page.locator("#dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#menu-button")).to_be_focused()
    page.keyboard.press("Enter")
    press(page, '#menu [data-action="restart"]')
    expect(table).to_be_focused()
    expect(page.locator("#status")).to_have_text("Deal 617 restarted.")
    # Tab out of the open menu closes it: it would hide the piles the focus goes on to.
    press(page, "#menu-button")
    expect(page.locator("#menu")).to_be_visible()
    tab_to(page, "#table")
    expect(page.locator("#menu")).to_be_hidden()
    expect(page.locator("#menu-button")).to_have_attribute("aria-expanded", "false")


# -- the board game --------------------------------------------------------------------------


def thief_save() -> str:
    """A 2-player board game in which the person (seat 1) holds a thief that can steal now."""
    game = get_game("board", players=2)
    for deal in range(1, 100):
        state = game.new_state(deal)
        rng = random.Random(deal)
        for _ in range(80):
            if state.is_over:
                break
            moves = state.legal_moves()
            if state.to_move == 0 and any(m.is_thief for m in moves):
                setup = Setup(players=2, seats=["human", "random"], pace="fastest")
                return BoardSession(setup, state).dumps()
            state.push(rng.choice([m for m in moves if m.card >= 0 and not m.is_thief] or moves))
    raise AssertionError("no deal gives a thief")


def human_turn(page: Page) -> None:
    page.locator('#table[data-human="1"]').wait_for()


def my_turn(page: Page) -> None:
    """Wait for the person's turn; a round the computer ended (it may have to concede) is
    closed from its summary with Enter."""
    mine = page.locator('#table[data-human="1"]')
    for _ in range(5):
        page.locator('#table[data-human="1"], #dialog:not([hidden])[data-kind="round"]'
                     ).first.wait_for()
        if mine.count():
            return
        expect(page.locator('[data-dialog="next-round"]')).to_be_focused()
        page.keyboard.press("Enter")
    mine.wait_for()


PLAIN = '.hcard[data-playable="1"]:not([data-card^="T"])'
"""A card that claims a space (not a thief)."""


def play_a_card(page: Page, screenshot, first: bool = False) -> None:  # noqa: ANN001
    """A playable card from the hand, then a pile it may go to: Tab and Enter only. Chosen,
    the card sends the focus on to its first pile, which says the space it claims, and the
    status names every pile it may go on; the first time it is let go with Escape (the
    focus back on it) and chosen again."""
    tab_to(page, PLAIN)
    card = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("Enter")
    chosen = page.locator(f'.hcard[data-card="{card}"]')
    expect(chosen).to_have_attribute("aria-pressed", "true")
    pile = page.locator(".pile[data-target]").first
    expect(pile).to_be_focused()
    expect(pile).to_contain_text(re.compile(r"play here: space \d+|start this pile"))
    expect(page.locator("#status")).to_have_text(re.compile(r" can go on pile [ab]\b"))
    screenshot(page, "keyboard-board-card-desktop")
    if first:
        page.keyboard.press("Escape")
        expect(chosen).to_be_focused()
        expect(chosen).to_have_attribute("aria-pressed", "false")
        page.keyboard.press("Enter")
        expect(pile).to_be_focused()
    page.keyboard.press("Enter")
    expect(chosen).to_have_count(0)
    expect(page.locator(".hcard:focus")).to_have_count(1)  # the next move starts in the hand


def test_board_game_with_the_keyboard_alone(page: Page, site_url: str, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=board")  # a first visit: the new-game panel opens
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_visible()
    tab_to(page, "#setup-seat-1", back=True)
    page.keyboard.press("ArrowUp")  # normal -> easy
    expect(page.locator("#setup-seat-1")).to_have_value("easy")
    tab_to(page, "#setup-pace")
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    expect(page.locator("#setup-pace")).to_have_value("fastest")
    tab_to(page, "#setup-rounds", back=True)
    page.keyboard.press("Enter")  # in a field, Enter starts the game, as a form's does
    expect(page.locator("#dialog")).to_be_hidden()
    expect(page.locator(".hcard:focus")).to_have_count(1)  # the keyboard starts in the hand
    page.keyboard.press("End")  # End and Home: the hand's last and first cards
    expect(page.locator(".hcard").last).to_be_focused()
    page.keyboard.press("Home")
    expect(page.locator(".hcard").first).to_be_focused()
    my_turn(page)
    press(page, ".space", back=True)  # a space with no card chosen says what to do
    expect(page.locator("#status")).to_have_text("Choose a card from your hand first.")
    # Cards onto piles until conceding is allowed (both piles opened), three turns at least.
    concede = page.locator('[data-act="concede"]:not([aria-disabled])')
    for turn in range(12):
        my_turn(page)
        stuck = page.locator(PLAIN).count() == 0
        if concede.count() and (turn >= 3 or stuck):
            break
        play_a_card(page, screenshot, first=turn == 0)
    # Concede: the button, the question, the round summary, the next round.
    round_ = int(page.locator(TABLE).get_attribute("data-round") or 0)
    press(page, '[data-act="concede"]:not([aria-disabled])')
    expect(page.locator('#dialog[data-kind="concede"]')).to_be_visible()
    expect(page.locator('#dialog [data-dialog="close"]')).to_be_focused()  # a stray Enter
    page.keyboard.press("Shift+Tab")  # keeps the round; conceding is chosen
    expect(page.locator('[data-dialog="concede-yes"]')).to_be_focused()
    page.keyboard.press("Enter")
    summary = page.locator('#dialog[data-kind="round"]')
    expect(summary).to_be_visible()
    expect(page.locator('[data-dialog="next-round"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(TABLE)).to_have_attribute("data-round", str(round_ + 1))


def test_board_thief_steals_with_the_keyboard(page: Page, site_url: str, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board")
    store_save(page, "board", thief_save())
    boot(page, f"{site_url}?game=board")
    human_turn(page)
    owners = page.eval_on_selector_all(".space", "els => els.map(e => e.dataset.owner)")
    press(page, '[data-look="a"]', back=True)  # its cards said, as they are not controls
    expect(page.locator("#status")).to_contain_text(
        re.compile(r"^Pile a, from the bottom to the top: .+\.$"))
    page.keyboard.press("Enter")  # closed again
    press(page, '.hcard[data-playable="1"][data-card^="T"]')
    expect(page.locator("#status")).to_contain_text(  # the piles it may go on, named
        re.compile(r"^Thief: choose the pile to put it on: pile [ab](, pile [ab])?\.$"))
    press(page, ".pile[data-target]", back=True)
    lift = page.locator("button.pcard").first
    expect(lift).to_be_focused()  # the pile opens on the cards the thief may lift
    page.keyboard.press("Enter")
    expect(page.locator('[data-act="steal"]')).to_be_focused()
    expect(page.locator(".space[data-chosen]")).to_have_count(1)
    screenshot(page, "keyboard-board-thief-phone")
    space = page.locator(".space[data-chosen]").get_attribute("data-space")
    page.keyboard.press("Enter")
    expect(page.locator(f'.space[data-space="{space}"]')).to_have_attribute("data-owner", "0")
    after = page.eval_on_selector_all(".space", "els => els.map(e => e.dataset.owner)")
    assert sum(a != b for a, b in zip(owners, after, strict=True)) >= 1


def test_hot_seat_hand_over_with_the_keyboard(page: Page, site_url: str) -> None:
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board&players=2&seats=human,human&deal=4")
    cover = page.locator(".handoff")
    expect(cover).to_be_visible()
    ready = page.locator('[data-act="ready"]')
    expect(ready).to_be_focused()
    assert page.evaluate(FOCUS_RING)
    page.keyboard.press("Shift+Tab")  # the board behind the cover takes no focus, as no tap
    assert page.evaluate("() => !document.activeElement.closest('#table > *')")
    page.keyboard.press("Tab")
    expect(ready).to_be_focused()
    page.keyboard.press("Enter")
    expect(cover).to_be_hidden()
    expect(page.locator(".hcard").first).to_be_focused()
    press(page, '.hcard[data-playable="1"]')
    press(page, ".pile[data-target]", back=True)
    expect(cover).to_be_visible()  # the other person's turn: covered again, Ready focused
    expect(ready).to_be_focused()


# -- the capture games -----------------------------------------------------------------------


def test_thief_with_the_keyboard_alone(page: Page, site_url: str, screenshot) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=thief")
    store_save(page, "thief", recapture_save())
    boot(page, f"{site_url}?game=thief")
    take = page.locator('.recap [data-act="recap"]')
    expect(take).to_be_focused()  # the victim's decision comes to the keyboard at once
    page.keyboard.press("ArrowRight")
    expect(page.locator('.recap [data-act="let-go"]')).to_be_focused()
    page.keyboard.press("ArrowLeft")
    screenshot(page, "keyboard-thief-recapture-phone")
    page.keyboard.press("Enter")
    expect(page.locator(".recap")).to_have_count(0)
    expect(page.locator('.cpile[data-pile="0"]')).to_have_attribute("data-points", "60")
    summary = page.locator('#dialog:not([hidden])[data-kind="hand"], '
                           '#dialog:not([hidden])[data-kind="over"]')
    did: set[str] = set()
    for _ in range(400):
        if summary.count():
            break
        if page.locator('#table[data-human="1"]').count() == 0:
            page.wait_for_timeout(40)
            continue
        if page.locator('.hcard[data-playable="1"]').count():
            tab_to(page, '.hcard[data-playable="1"]')
            card = page.evaluate("() => document.activeElement.dataset.card")
            page.keyboard.press("Enter")
            expect(page.locator(".ct [data-target]:focus")).to_have_count(1)  # on to its place
            if not did:  # let go with Escape: the focus back on the card; chosen again
                page.keyboard.press("Escape")
                expect(page.locator(f'.hcard[data-card="{card}"]')).to_be_focused()
                page.keyboard.press("Enter")
            page.keyboard.press("Enter")
            did.add("card")
        elif page.locator('[data-act="end"]:not([disabled])').count():
            press(page, '[data-act="end"]:not([disabled])')
            did.add("end")
        else:
            page.wait_for_timeout(40)
    expect(summary).to_be_visible()
    assert "card" in did
    expect(page.locator("#dialog-buttons button").first).to_be_focused()


def test_gharat_s_next_four_come_to_the_keyboard(page: Page, site_url: str) -> None:
    """Gharat deals four again once every hand is played: the keys that played the last card
    find the new four at once (the focus stayed on the table, twelve Tabs from the hand)."""
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=gharat&players=2&seats=human,easy&deal=21&pace=fastest")
    human = page.locator('#table[data-human="1"]')
    for played in range(4):
        expect(human).to_have_count(1, timeout=30_000)
        if played == 0:
            tab_to(page, ".hcard")
        expect(page.locator(".hcard:focus")).to_have_count(1)
        page.keyboard.press("Enter")
        expect(page.locator(".ct [data-target]:focus")).to_have_count(1)
        page.keyboard.press("Enter")
    expect(human).to_have_count(1, timeout=30_000)
    expect(page.locator(".hcard")).to_have_count(4)
    expect(page.locator(".hcard:focus")).to_have_count(1)


def test_arrow_keys_on_the_list_of_games_browse_it_and_enter_opens_one(
    page: Page, site_url: str
) -> None:
    """Chrome changes a closed list's value at each arrow key: a keyboard player reading the
    list opened every game on the way (the board game loaded the page again). Keys browse;
    Enter opens the game shown; Escape puts the game in play back; the mouse's choice opens
    at once, as before."""
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=solitaire/classic&deal=5")
    table, pick = page.locator("#table"), page.locator("#game-select")
    pick.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(table).to_have_attribute("data-game", "solitaire/classic")
    expect(page.locator("#status")).to_have_text(
        "Enter opens the game shown; Escape keeps this one.")
    shown = pick.input_value()
    assert shown != "solitaire/classic"
    page.keyboard.press("Escape")
    expect(pick).to_have_value("solitaire/classic")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(table).to_have_attribute("data-game", pick.input_value())
    assert pick.input_value() != "solitaire/classic"
    pick.select_option("solitaire/maria")  # the mouse's way: at once
    expect(table).to_have_attribute("data-game", "solitaire/maria")


def test_a_column_picked_by_keys_names_the_run_a_place_takes(page: Page, site_url: str) -> None:
    """Little Forty moves runs: the 7♦ on a column's 8♥, picked by keys, may go alone to one
    column and with its 8♥ to another. Both were lit; the words named only the first."""
    session = Session.new("solitaire/little-forty", 1)
    session.settle()
    session.play(Move.parse("w>3"))
    moves = session.target_moves(2, None)
    assert sorted((m.dst, m.count) for m in moves) == [(1, 2), (8, 1)]  # the deal's premise
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=solitaire/little-forty&deal=1&moves=w>3")
    tab_to(page, TABLE)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    run = card_name(session.state.layout.cols[2][-2], Messages("en"))  # the 8♥
    expect(page.locator("#status")).to_contain_text(
        f"It can go to: Column 2 (2 cards from {run}), Column 9.")


def test_the_first_tab_offers_a_way_past_the_toolbar(page: Page, site_url: str) -> None:
    """The page's first link, shown once focused, skips the toolbar: at the board game the
    hand lay ten Tabs away on a table opened again."""
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&deal=12&pace=fastest")
    page.keyboard.press("Tab")
    skip = page.locator("#skip")
    expect(skip).to_be_focused()
    expect(skip).to_have_text("Skip to the table")
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(page.locator(".hcard").first).to_be_focused()
    assert "#" not in page.url
    boot(page, f"{site_url}?game=solitaire/classic&deal=3")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator(TABLE)).to_be_focused()


def test_h_gives_a_hint_and_enter_takes_up_its_card(page: Page, site_url: str) -> None:
    """H at the table shows a hint and brings the keys to the pile it moves from: the hint
    left the focus on the Hint button, five keys from acting on it."""
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=solitaire/classic&deal=1")
    tab_to(page, TABLE)
    page.keyboard.press("h")
    expect(page.locator("#table .hint").first).to_be_visible()
    # The hint lights its cards, and in another line the top card where they go, which the
    # status names.
    said = page.locator("#status").text_content() or ""
    goes = re.search(r"to Column (\d+)", said)
    assert goes, said
    piles = set(page.eval_on_selector_all("#table .card.hint",
                                          "els => els.map(e => e.dataset.pile)"))
    to = page.eval_on_selector_all("#table .hint-to", "els => els.map(e => e.dataset.pile)")
    assert to == [goes.group(1)] and len(piles) == 1 and to[0] not in piles, (said, piles, to)
    source = piles.pop()
    expect(page.locator(TABLE)).to_have_attribute("aria-activedescendant", f"slot-{source}")
    page.keyboard.press("Enter")
    expect(page.locator(f'#table .card.picked[data-pile="{source}"]')).not_to_have_count(0)
    page.keyboard.press("Escape")
    # The Hint button does the same: the keys go on to the pile, where Enter takes it up.
    page.locator('#bar [data-action="hint"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator(TABLE)).to_be_focused()
    expect(page.locator(TABLE)).to_have_attribute("aria-activedescendant", f"slot-{source}")
