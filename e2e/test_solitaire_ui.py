"""The solitaire table in the page: playing by tap, drag and keyboard, undo and redo, saves,
Hindi, illegal drops, a win, and screenshots at phone and desktop sizes.

Positions are computed natively with the same engine the page runs, so a test knows which
move is legal before it makes it. DOM hooks: `#table[data-game][data-deal][data-moves]
[data-won]`, `.card[data-card][data-pile][data-index][data-up]` (piles in move notation: `1`..`13`,
`w`, `f1`..`f8`), `.slot[data-pile]`, `#slot-s[data-count]` (the stock), `#status[data-reason]`,
`[data-action=...]` buttons, `#dialog[data-kind]`.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest
from e2e.saves import store_near_won, store_save
from playwright.sync_api import Page, expect

from fortythieves.games import get_game
from fortythieves.solitaire.analysis import is_stuck
from fortythieves.solitaire.moves import STOCK, WASTE, Move
from fortythieves.ui.solitaire.session import Session

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}
SAVE_KEY = "fortythieves:save:solitaire/classic"
GAME = "solitaire/classic"


def column_move(game_id: str = GAME) -> tuple[int, Move, Session]:
    """The first deal whose opening (after the safe cards go home) has a column-to-column move."""
    for deal in range(1, 200):
        session = Session.new(game_id, deal)
        session.settle()
        moves = [m for m in session.state.legal_moves() if m.src < WASTE and m.dst < WASTE]
        if moves:
            return deal, moves[0], session
    raise AssertionError("no deal with a column move")


def illegal_column_move(session: Session) -> Move:
    """A one-card move between two columns that the engine refuses for the building rule."""
    cols = session.state.layout.cols
    for src in range(len(cols)):
        for dst in range(len(cols)):
            move = Move(src, dst, 1)
            if src != dst and cols[src] and cols[dst]:
                reason = session.state.why_illegal(move)
                if reason and reason.startswith("build-"):
                    return move
    raise AssertionError("no illegal move found")


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def top_card(page: Page, pile: int):  # noqa: ANN201 - a Locator
    return page.locator(f'#table .card[data-pile="{pile + 1}"]').last


def drag(page: Page, source, target) -> None:  # noqa: ANN001 - Locators
    """Press on the top strip of ``source``, move in steps, release over ``target``."""
    a = source.bounding_box()
    b = target.bounding_box()
    assert a and b
    page.mouse.move(a["x"] + a["width"] / 2, a["y"] + 6)
    page.mouse.down()
    page.mouse.move(a["x"] + a["width"] / 2 + 5, a["y"] + 14, steps=2)
    page.mouse.move(b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, steps=6)
    page.mouse.up()


def test_a_dragged_card_goes_where_the_pointer_lets_it_go(page: Page, site_url: str) -> None:
    """Held by its left edge and let go over foundation 3, the ace went to foundation 4,
    which its body covered more."""
    page.set_viewport_size({"width": 1366, "height": 768})
    boot(page, f"{site_url}?game=solitaire/classic&deal=7")  # the stock's top: ace of spades
    page.locator("#menu-button").click()
    page.locator("#opt-auto").uncheck()  # the ace stays on the waste
    page.locator("#menu-button").click()
    page.locator("#slot-s").click()
    ace = page.locator('#table .card[data-card="AS"]')
    expect(ace).to_have_attribute("data-pile", "w")
    a, f3 = (page.locator(f"#slot-{slot}").bounding_box() for slot in ("w", "f3"))
    assert a and f3
    page.mouse.move(a["x"] + 3, a["y"] + 10)
    page.mouse.down()
    page.mouse.move(a["x"] + 12, a["y"] + 20, steps=2)
    page.mouse.move(f3["x"] + f3["width"] - 6, f3["y"] + 10, steps=6)  # its body over f4
    page.mouse.up()
    expect(ace).to_have_attribute("data-pile", "f3")


def card_pile(page: Page, card: str, index: int) -> str | None:
    return page.locator(
        f'#table .card[data-card="{card}"][data-index="{index}"]'
    ).first.get_attribute("data-pile")


@pytest.fixture
def deal_page(page: Page, site_url: str, page_errors: list[str]) -> Iterator[tuple]:
    """A phone-sized page on a deal with a legal column move; no console errors at the end."""
    page.set_viewport_size(PHONE)
    deal, move, session = column_move()
    boot(page, f"{site_url}?game={GAME}&deal={deal}")
    expect(page.locator("#table")).to_have_attribute("data-deal", str(deal))
    yield page, move, session
    assert page_errors == [], "\n".join(page_errors)


def _expect_moved(page: Page, move: Move, session: Session) -> None:
    cols = session.state.layout.cols
    card = str(cols[move.src][-1])
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    expect(top_card(page, move.dst)).to_have_attribute("data-card", card)
    expect(top_card(page, move.dst)).to_have_attribute("data-index", str(len(cols[move.dst])))


def test_a_quick_second_tap_on_a_card_that_cannot_go_home_puts_it_down(
    deal_page: tuple,
) -> None:
    """A double tap sends a card home; on one that cannot go there, the quick second tap
    puts the chosen card down, as a slower one does (it said the card cannot go home)."""
    page, move, session = deal_page
    assert session.to_foundation(move.src) is None  # the move's card is no ace
    top_card(page, move.src).dblclick()
    expect(page.locator("#status")).to_have_text("Selection cancelled.")
    expect(page.locator("#table .card.picked")).to_have_count(0)
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")


def test_tap_tap_then_undo_redo_and_reload(deal_page: tuple) -> None:
    page, move, session = deal_page
    page.reload()  # a deal kept before its first move: how to play, not "Welcome back"
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("#status")).to_have_text(re.compile("^Drag cards"))
    top_card(page, move.src).click()
    # The picked card is marked and its legal target is highlighted.
    expect(top_card(page, move.src)).to_have_class("card picked")
    expect(top_card(page, move.dst)).to_have_class("card target")
    page.wait_for_timeout(450)  # not a double tap
    top_card(page, move.dst).click()
    _expect_moved(page, move, session)
    after = Session(session.state.copy())
    after.play(move)  # with the safe cards that then go home by themselves
    src_top = str(after.state.layout.cols[move.src][-1])

    page.click('[data-action="undo"]')
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")
    expect(top_card(page, move.src)).to_have_attribute(
        "data-card", str(session.state.layout.cols[move.src][-1])
    )
    page.click('[data-action="redo"]')
    _expect_moved(page, move, session)
    page.keyboard.press("Control+z")
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")
    page.keyboard.press("Control+y")
    _expect_moved(page, move, session)
    expect(top_card(page, move.src)).to_have_attribute("data-card", src_top)

    # Saved on every move: a reload resumes the same position, redo stack and all.
    page.wait_for_timeout(100)
    page.reload()
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    _expect_moved(page, move, session)
    expect(page.locator("#status")).to_contain_text("Welcome back")
    saved = json.loads(page.evaluate(f"localStorage.getItem('{SAVE_KEY}')"))
    assert str(move) in saved["state"]["moves"]
    assert page.evaluate("localStorage.getItem('fortythieves:last')") == GAME


def test_drag_keyboard_stock_and_hint(deal_page: tuple) -> None:
    page, move, session = deal_page
    # An illegal drop snaps back with the engine's reason.
    bad = illegal_column_move(session)
    card = str(session.state.layout.cols[bad.src][-1])
    index = len(session.state.layout.cols[bad.src]) - 1
    drag(page, top_card(page, bad.src), top_card(page, bad.dst))
    expect(page.locator("#status")).to_have_attribute("data-reason", "build-same-suit")
    expect(page.locator("#status")).to_contain_text(" cannot go on ")  # which cards, then
    expect(page.locator("#status")).to_contain_text("Build down in the same suit")  # the rule
    assert card_pile(page, card, index) == str(bad.src + 1)
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")
    # A legal drag moves the card.
    drag(page, top_card(page, move.src), top_card(page, move.dst))
    _expect_moved(page, move, session)
    page.click('[data-action="undo"]')
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")

    # The keyboard: arrows move the focus ring, Enter picks and drops, Escape cancels.
    page.focus("#table")
    for _ in range(move.src):
        page.keyboard.press("ArrowRight")
    expect(page.locator("#table")).to_have_attribute(
        "aria-activedescendant", f"slot-{move.src + 1}"
    )
    expect(page.locator("#ring")).to_be_visible()
    page.keyboard.press("Enter")
    expect(top_card(page, move.src)).to_have_class("card picked")
    step = "ArrowRight" if move.dst > move.src else "ArrowLeft"
    for _ in range(abs(move.dst - move.src)):
        page.keyboard.press(step)
    page.keyboard.press("Enter")
    _expect_moved(page, move, session)
    page.keyboard.press("Enter")
    page.keyboard.press("Escape")
    expect(page.locator("#table .card.picked")).to_have_count(0)
    top_card(page, move.dst).click()  # picked with a click, put back by a click on the felt
    expect(top_card(page, move.dst)).to_have_class("card picked")
    box = page.locator("#table").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] - 5)
    expect(page.locator("#table .card.picked")).to_have_count(0)
    expect(page.locator("#status")).to_have_text("Selection cancelled.")

    # Tapping the stock turns a card onto the waste.
    after = Session(session.state.copy())
    after.play(move)
    stock = page.locator("#slot-s")
    count = len(after.state.layout.stock)
    expect(stock).to_have_attribute("data-count", str(count))
    stock.click()
    expect(stock).to_have_attribute("data-count", str(count - 1))
    expect(page.locator('#table .card[data-pile="w"]').last).to_have_attribute(
        "data-card", str(after.state.layout.stock[-1])
    )

    # A hint marks something to do.
    page.click('[data-action="hint"]')
    expect(page.locator("#status")).to_contain_text("Hint")
    assert page.locator("#table .hint").count() >= 1
    # A change of language says the hint again, card and pile names and all, in Hindi.
    page.click('[data-action="menu"]')
    page.select_option("#lang-select", "hi")
    page.keyboard.press("Escape")
    expect(page.locator("#status")).to_have_text(re.compile("[\u0900-\u097f]"))
    assert not re.search("[A-Za-z]{3}", page.locator("#status").inner_text())


def stock_card_fits() -> tuple[int, int, str]:
    """A Maria deal whose next stock card may go straight onto a column: (deal, column, card)."""
    for deal in range(1, 300):
        session = Session.new("solitaire/maria", deal)
        session.settle()
        card = str(session.state.layout.stock[-1])
        session.play(session.stock_move(), auto=False)
        for dst in range(len(session.state.layout.cols)):
            if session.state.why_illegal(Move(WASTE, dst, 1)) is None:
                return deal, dst, card
    raise AssertionError("no such deal")


def test_a_card_sent_home_after_a_stock_turn_is_said(page: Page, site_url: str) -> None:
    """Auto-move sends home the ace a stock turn shows: the status says so after the card
    turned up, which was said as if it stayed on the waste."""
    for deal in range(1, 400):  # the first deal whose first turn of the stock goes home
        session = Session.new(GAME, deal)
        session.settle()
        events = session.play(Move(STOCK, WASTE, 1))
        if sum(e.get("type") == "move" for e in events[1:]) == 1:
            break
    else:
        raise AssertionError("no deal sends its first stock card home")
    boot(page, f"{site_url}?game={GAME}&deal={deal}")
    page.locator("#slot-s").click()
    expect(page.locator("#status")).to_contain_text(re.compile(
        r"^Turned up: .+\. Stock: \d+ left\. 1 card went to the foundations by itself\.$"))


def test_time_under_a_dialog_is_not_counted(page: Page, site_url: str) -> None:
    """S-42 ruling: the clock stops while a window covers the table (here the statistics)
    and goes on once it closes; the seconds spent reading it are not the deal's."""
    boot(page, f"{site_url}?game={GAME}&deal=1")
    page.locator("#slot-s").click()  # the first move starts the clock
    time = page.locator("#stat-time")
    expect(time).not_to_have_text("0:00", timeout=5_000)
    page.click("#menu-button")
    page.click('#menu [data-action="stats"]')
    expect(page.locator('#dialog[data-kind="stats"]')).to_be_visible()
    seconds = "() => document.querySelector('#stat-time').textContent.split(':')" \
              ".reduce((m, s) => m * 60 + Number(s), 0)"
    opened = page.evaluate(seconds)
    page.wait_for_timeout(3_000)
    page.keyboard.press("Escape")
    expect(page.locator("#dialog")).to_be_hidden()
    assert page.evaluate(seconds) - opened <= 1
    expect(time).not_to_have_text(time.text_content() or "", timeout=5_000)  # and on it goes


def test_stock_drag_new_restart_and_deal_number(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    page.set_viewport_size(PHONE)
    deal, dst, card = stock_card_fits()
    boot(page, f"{site_url}?game=solitaire/maria&deal={deal}")
    table = page.locator("#table")
    stock = page.locator("#slot-s")
    count = int(stock.get_attribute("data-count") or 0)
    # S-8: the stock's card dragged straight onto a column, as one move.
    drag(page, stock, top_card(page, dst))
    expect(table).to_have_attribute("data-moves", "1")
    expect(top_card(page, dst)).to_have_attribute("data-card", card)
    expect(stock).to_have_attribute("data-count", str(count - 1))
    page.click('[data-action="undo"]')
    expect(table).to_have_attribute("data-moves", "0")
    expect(stock).to_have_attribute("data-count", str(count))
    # Dropped nowhere useful: the card goes back into the stock.
    drag(page, stock, page.locator("#stat-time"))
    expect(stock).to_have_attribute("data-count", str(count))
    expect(table).to_have_attribute("data-moves", "0")
    stock.click()
    expect(table).to_have_attribute("data-moves", "1")
    expect(page.locator("#table .card.dragging")).to_have_count(0)  # no lifted shadow kept
    # S-43 ruling: leaving a deal in progress counts as a loss, so the site asks first.
    leave = page.locator('#dialog[data-kind="leave"]')
    page.click('[data-action="menu"]')
    page.click('#menu [data-action="restart"]')
    expect(leave).to_be_visible()
    expect(leave).to_contain_text("Restart this deal?")
    expect(leave).to_contain_text("counts as a game lost")
    expect(page.locator('#dialog [data-dialog="close"]')).to_be_focused()  # the default
    page.click('#dialog [data-dialog="close"]')  # Keep playing
    expect(leave).to_be_hidden()
    expect(table).to_have_attribute("data-moves", "1")
    page.click('[data-action="menu"]')
    page.click('#menu [data-action="restart"]')
    page.click('#dialog [data-dialog="restart"]')
    expect(table).to_have_attribute("data-moves", "0")
    expect(table).to_have_attribute("data-deal", str(deal))
    page.click('[data-action="menu"]')
    page.click('#menu [data-action="deal"]')
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "deal")
    page.fill("#dialog-field", "0")
    page.keyboard.press("Enter")
    expect(page.locator("#dialog-error")).to_contain_text("whole number")
    page.fill("#dialog-field", "1234")
    page.click('#dialog [data-dialog="play-deal"]')
    expect(table).to_have_attribute("data-deal", "1234")
    expect(page.locator("#dialog")).to_be_hidden()
    assert "deal=1234" in page.url and "game=solitaire/maria" in page.url
    page.click('[data-action="new"]')  # not started: nothing to lose, nothing asked
    expect(table).not_to_have_attribute("data-deal", "1234")
    expect(page.locator("#dialog")).to_be_hidden()
    assert page_errors == [], "\n".join(page_errors)


def reboot(page: Page, url: str | None = None) -> None:
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def test_a_save_whose_move_no_longer_plays_goes_on_up_to_it(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """A rule mended since the game was saved, or a damaged move: the game goes on from the
    last move that still plays, said so; the save is set aside whole, and the next visit
    resumes the game kept, with nothing more to say."""
    table, status = page.locator("#table"), page.locator("#status")
    session = Session.new(GAME, 7)
    session.settle()
    for _ in range(3):
        session.play(session.stock_move())
    data = session.to_save()
    data["state"]["moves"][-1] = "9>f"
    saved = json.dumps(data)
    boot(page, f"{site_url}?game={GAME}")
    store_save(page, GAME, saved)
    reboot(page, f"{site_url}?game={GAME}")
    expect(status).to_contain_text(
        "Part of the saved game could not be read, so it goes on from the last move that could.")
    expect(table).to_have_attribute("data-deal", "7")
    expect(table).to_have_attribute("data-moves", "2")
    aside = page.evaluate("k => localStorage.getItem(k)", SAVE_KEY + ":unreadable")
    assert aside == saved
    reboot(page)
    expect(table).to_have_attribute("data-moves", "2")
    expect(status).not_to_contain_text("could not be read")
    assert page_errors == [], "\n".join(page_errors)


def test_bad_saves_and_addresses_give_a_message_and_a_fresh_deal(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    table, status = page.locator("#table"), page.locator("#status")
    boot(page, f"{site_url}?game=solitaire/nope&deal=12")
    expect(status).to_contain_text("no game called")
    expect(table).to_have_attribute("data-game", GAME)
    # A corrupt save.
    page.evaluate(
        "k => { localStorage.setItem('fortythieves:last', 'solitaire/classic');"
        ' localStorage.setItem(k, \'{"format": 1, "state": {"game": "x"\'); }',
        SAVE_KEY,
    )
    reboot(page, f"{site_url}?game={GAME}")  # the bare address is the home page
    expect(status).to_contain_text("could not be read")
    expect(table).to_have_attribute("data-game", GAME)
    assert page.locator("#table .card").count() >= 40
    # A save of another game under this game's key.
    foreign = {"format": 1, "state": get_game("solitaire/maria").new_state(3).to_json()}
    page.evaluate("s => localStorage.setItem(s[0], s[1])", [SAVE_KEY, json.dumps(foreign)])
    reboot(page, f"{site_url}?game={GAME}")  # the bare address is the home page
    expect(status).to_contain_text("could not be read")
    expect(table).to_have_attribute("data-game", GAME)
    # A bad deal number, then moves that cannot be played.
    reboot(page, f"{site_url}?game=solitaire/maria&deal=abc")
    expect(status).to_contain_text("not a deal number (1 to 2,147,483,647); here is a random deal")
    expect(table).to_have_attribute("data-game", "solitaire/maria")
    assert "deal=" in page.url and "deal=abc" not in page.url
    page.locator("#slot-s").click()  # a game in progress: the same bad link keeps it
    deal = table.get_attribute("data-deal")
    reboot(page, f"{site_url}?game=solitaire/maria&deal=abc")
    expect(status).to_contain_text("The game you were playing goes on as it was.")
    expect(status).not_to_contain_text("random deal")
    expect(table).to_have_attribute("data-deal", deal or "")
    reboot(page, f"{site_url}?game=solitaire/streets&deal=9&moves=s,zz")
    expect(status).to_contain_text("Move 2")
    expect(table).to_have_attribute("data-moves", "1")
    # moves with no deal to play them on: left out, the game in progress kept, nothing asked
    reboot(page, f"{site_url}?game=solitaire/streets&moves=garbage")
    expect(status).to_contain_text("The link’s moves (“garbage”) need the number of the deal")
    expect(status).to_contain_text("The game you were playing goes on as it was.")
    expect(page.locator("#dialog")).to_be_hidden()
    expect(table).to_have_attribute("data-deal", "9")
    expect(table).to_have_attribute("data-moves", "1")
    page.evaluate("() => localStorage.removeItem('fortythieves:save:solitaire/number-ten')")
    # a first visit, its hand-written move legal once the deal's aces are home (auto-move)
    reboot(page, f"{site_url}?game=solitaire/number-ten&deal=4&moves=4%3E5")
    expect(table).to_have_attribute("data-moves", "1")
    expect(status).to_have_text(re.compile("^Drag cards"))  # not "Welcome back"
    assert page_errors == [], "\n".join(page_errors)



def test_a_link_to_another_deal_asks_before_ending_the_one_in_progress(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """A shared link to another deal over a deal in progress: Keep my game keeps it whole;
    Start the new game plays the link's deal, and the one left counts as lost."""
    table = page.locator("#table")
    boot(page, f"{site_url}?game={GAME}&deal=5")
    page.locator("#slot-s").click()
    expect(table).to_have_attribute("data-moves", "1")
    reboot(page, f"{site_url}?game={GAME}&deal=7&lang=xx&moves=s,zzz")
    offer = page.locator('#dialog:not([hidden])[data-kind="link-offer"]')
    expect(offer).to_contain_text("counts as lost")
    expect(offer).to_contain_text("no language “xx”")  # what the link got wrong, said too,
    expect(offer).to_contain_text("Move 2 of the link (“zzz”) cannot be played")  # moves too
    expect(page.locator("#status")).not_to_contain_text("goes on as it was")  # not yet
    expect(table).to_have_attribute("data-deal", "5")
    page.keyboard.press("Escape")
    expect(offer).to_have_count(0)
    expect(table).to_have_attribute("data-moves", "1")
    assert page.evaluate("() => localStorage.getItem('fortythieves:records')") is None
    reboot(page, f"{site_url}?game={GAME}&deal=7")
    page.locator('[data-dialog="close"]').click()  # kept with a tap or a click: the table
    expect(offer).to_have_count(0)  # takes the focus, and the keys are not told for it
    expect(page.locator("#status")).not_to_contain_text("Keys:")
    reboot(page, f"{site_url}?game={GAME}&deal=7&moves=s,zzz")
    page.locator('[data-dialog="link-start"]').click()
    expect(table).to_have_attribute("data-deal", "7")
    expect(table).to_have_attribute("data-moves", "1")  # the link's moves up to the bad one
    expect(page.locator("#status")).not_to_contain_text("cannot be played")  # said once
    records = json.loads(page.evaluate("() => localStorage.getItem('fortythieves:records')"))
    assert records["games"][GAME]["played"] == 1 and records["games"][GAME]["won"] == 0
    assert page_errors == [], "\n".join(page_errors)


def test_a_game_played_on_in_another_tab_makes_this_tab_step_aside(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Two tabs on one game: a move in one makes the other stop saving (its older position
    would undo that move) and offer to play here, which opens the game as it now stands."""
    table, aside = page.locator("#table"), '#dialog:not([hidden])[data-kind="other-tab"]'
    boot(page, f"{site_url}?game={GAME}&deal=5")
    other = page.context.new_page()
    boot(other, f"{site_url}?game={GAME}")
    expect(page.locator(aside)).to_have_count(0)  # the same position saved again: no conflict
    other.locator("#slot-s").click()
    expect(other.locator("#table")).to_have_attribute("data-moves", "1")
    expect(page.locator(aside)).to_be_visible()
    expect(table).to_have_attribute("data-moves", "0")
    page.keyboard.press("Escape")  # the question stays: this tab plays no more
    expect(page.locator(aside)).to_be_visible()
    page.locator('[data-dialog="play-here"]').click()
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(table).to_have_attribute("data-moves", "1")
    expect(table).to_have_attribute("data-deal", "5")
    page.locator("#slot-s").click()  # played here now: the other tab steps aside in turn
    expect(other.locator(aside)).to_be_visible()
    other.close()
    assert page_errors == [], "\n".join(page_errors)


def test_win_and_no_more_moves(
    page: Page, site_url: str, screenshot, page_errors: list[str]
) -> None:
    page.set_viewport_size(DESKTOP)
    boot(page, site_url)
    store_near_won(page)
    page.goto(f"{site_url}?game={GAME}")  # the saved game resumes
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("#table")).to_have_attribute("data-deal", "")
    expect(page.locator("#stat-score-box")).to_be_visible()
    expect(page.locator("#stat-medal")).to_have_attribute(
        "title", "Time bonus of a win now (gold): 20,000")
    page.locator("#stat-medal").click()  # a touch screen shows no tooltip: a tap says it
    expect(page.locator("#status")).to_have_text("Time bonus of a win now (gold): 20,000")
    # One king by drag, one by tap-tap, the rest by double-click.
    drag(page, top_card(page, 0), page.locator("#slot-f1"))
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    top_card(page, 1).click()
    page.wait_for_timeout(450)
    page.locator('#table .card[data-pile="f2"]').last.click()
    expect(page.locator("#table")).to_have_attribute("data-moves", "2")
    for col in range(2, 8):
        top_card(page, col).dblclick()
        expect(page.locator("#table")).to_have_attribute("data-moves", str(col + 1))
    expect(page.locator("#table")).to_have_attribute("data-won", "1")
    dialog = page.locator("#dialog")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_attribute("data-kind", "won")
    expect(dialog).to_contain_text("You won!")
    expect(dialog).to_contain_text("Time bonus (gold): 20,000")
    expect(dialog).to_contain_text("Round bonus (round 1): 1,000")
    expect(dialog).to_contain_text("Score: 25,000")  # 8 kings x 500 + 20,000 + 1,000
    expect(dialog).to_contain_text("Your best time in this game!")  # the first win: the best
    expect(dialog.locator("[data-dialog]")).to_have_text(
        ["New deal", "Play again", "Daily deal", "Close"])
    # A screen reader says the figures with the title, not only "You won!".
    described = dialog.locator('[role="dialog"]').get_attribute("aria-describedby")
    expect(page.locator(f"#{described}")).to_contain_text("Score: 25,000")
    expect(page.locator("#stat-score")).to_have_text("25,000")  # the bar says so too
    expect(page.locator("#stat-medal")).to_have_attribute("title", "Time bonus (gold): 20,000")
    assert page.evaluate("JSON.parse(localStorage.getItem('fortythieves:records')).run") == 1
    page.wait_for_timeout(300)
    screenshot(page, "won-desktop")

    # A lost position: "no more moves", with Undo / Restart / New deal.
    store_save(page, "solitaire/classic", stuck_save())
    reboot(page)
    dialog = page.locator("#dialog")
    expect(dialog).to_have_attribute("data-kind", "stuck")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("No more moves")
    expect(page.locator("#table")).to_have_attribute("data-stuck", "1")
    moves = int(page.locator("#table").get_attribute("data-moves") or 0)
    page.click('#dialog [data-dialog="undo"]')
    expect(dialog).to_be_hidden()
    expect(page.locator("#table")).to_have_attribute("data-moves", str(moves - 1))
    assert page_errors == [], "\n".join(page_errors)


def stuck_save() -> str:
    """Deal 1 played at random (seeded) until the engine proves no progress is possible."""
    rng = random.Random(1)
    state = get_game(GAME).new_state(1)
    while state.layout.stock or not is_stuck(state):
        moves = state.legal_moves()
        home = [m for m in moves if m.src != STOCK and m.to_foundation]
        state.push(home[0] if home else rng.choice(moves))
    return json.dumps({"format": 1, "state": state.to_json()})


def test_hindi_english_and_screenshots(
    page: Page, site_url: str, screenshot, page_errors: list[str]
) -> None:
    """Hindi from the address, English by the menu without a reload; at phone and desktop
    sizes (Lucas's 13 columns too) nothing scrolls and toolbar targets are 44 px."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game={GAME}&deal=11&lang=hi")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    expect(page.locator('[data-action="new"]')).to_have_attribute("aria-label", "नई डील")
    expect(page.locator("#stat-deal")).to_have_text("11")
    expect(page.locator("#status")).to_contain_text("पत्ते खींचकर")
    label = page.locator("#table .card").first.get_attribute("aria-label") or ""
    assert any("\u0900" <= ch <= "\u097f" for ch in label), label
    shots(page, screenshot, "hi")
    page.select_option("#lang-select", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator('[data-action="new"]')).to_have_attribute("aria-label", "New deal")
    expect(page.locator("#game-select option:checked")).to_have_text("Lucas")
    assert "lang=hi" not in page.url
    page.click('[data-action="menu"]')
    page.select_option("#game-select", GAME)
    expect(page.locator("#table")).to_have_attribute("data-deal", "11")  # resumed from its save
    shots(page, screenshot, "en")
    assert page_errors == [], "\n".join(page_errors)


def shots(page: Page, screenshot, lang: str) -> None:  # noqa: ANN001
    for size_name, size in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert page.evaluate("document.documentElement.scrollHeight <= innerHeight")
        for box in page.locator("#bar button, #bar select").all():
            b = box.bounding_box()
            assert b and b["height"] >= 44 and b["width"] >= 44
        screenshot(page, f"classic-{size_name}-{lang}")
    page.set_viewport_size(PHONE)
    page.select_option("#game-select", "solitaire/lucas")
    expect(page.locator("#table")).to_have_attribute("data-game", "solitaire/lucas")
    last = page.locator('#table .slot[data-pile="13"]').bounding_box()
    assert last and last["x"] + last["width"] <= PHONE["width"]
    screenshot(page, f"lucas-phone-{lang}")
    page.click('[data-action="menu"]')
    screenshot(page, f"menu-phone-{lang}")


BELOW_THE_FOLD = """() => [...document.querySelectorAll('#table .card')]
  .filter(c => c.getBoundingClientRect().bottom > innerHeight + .5).map(c => c.dataset.card)"""


def test_the_cards_stay_put_when_the_lines_above_them_grow(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """A two-line hint on a phone, upright or on its side, or an upright tablet does not push
    the cards down under a finger about to tap; the solver's line in landscape shrinks the table
    rather than cut its bottom cards."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=solitaire/maria&deal=5")
    column = page.locator("#slot-1")
    top = column.bounding_box()
    page.locator("#slot-s").click()
    page.locator('#bar [data-action="hint"]').click()
    status = page.locator("#status")
    expect(status).to_contain_text("Hint")
    assert (status.bounding_box() or {"height": 0})["height"] > 30  # two lines
    assert column.bounding_box() == top
    for width, height in [(768, 1024), (740, 360)]:  # it moved 14 px at both
        page.set_viewport_size({"width": width, "height": height})
        boot(page, f"{site_url}?game=solitaire/classic&deal=5")
        page.locator("#slot-s").click()  # "Turned up: ...": one line
        expect(status).to_contain_text("Turned up")
        top = column.bounding_box()
        page.locator('#bar [data-action="hint"]').click()
        expect(status).to_contain_text("Hint")
        assert (status.bounding_box() or {"height": 0})["height"] > 30
        assert column.bounding_box() == top
    page.locator("#menu-button").click()
    page.locator('#menu [data-action="verdict"]').click()
    expect(page.locator("#solver-line")).to_be_visible()
    page.wait_for_timeout(300)
    assert page.evaluate(BELOW_THE_FOLD) == []
    assert page_errors == [], "\n".join(page_errors)


def test_an_undone_turn_of_three_names_its_cards(page: Page, site_url: str) -> None:
    """Little Forty turns three cards at a time (S-22): undone, the three are named as they
    were turned up, not "Move undone." alone."""
    boot(page, f"{site_url}?game=solitaire/little-forty&deal=7")
    page.locator("#slot-s").click()
    expect(page.locator("#status")).to_have_text(re.compile("^Turned up: "))
    turned = re.fullmatch(r"Turned up: (.+)\. Stock: \d+ left\.",
                          page.locator("#status").text_content() or "")
    assert turned and turned.group(1).count(",") == 2, turned
    page.keyboard.press("Control+z")
    expect(page.locator("#status")).to_have_text(f"Move undone: {turned.group(1)} back to Stock.")


def test_an_undone_run_or_redeal_says_what_it_put_back(page: Page, site_url: str) -> None:
    """A run of two moved together is undone as it was moved, the card on it said too; an
    undone redeal says the waste is back and the redeal given back ("Move undone." alone)."""
    boot(page, f"{site_url}?game=solitaire/number-ten&deal=7&moves=2:2%3E3")
    page.keyboard.press("Control+z")
    expect(page.locator("#status")).to_have_text(re.compile(
        r"^Move undone: \w+ of \w+ and the card on it back to Column 2\.$"))
    draws = ",".join(["s"] * 21)
    boot(page, f"{site_url}?game=solitaire/little-forty&deal=7&moves={draws},r")
    page.keyboard.press("Control+z")
    expect(page.locator("#status")).to_have_text(
        "Move undone: the waste is turned up again (3 redeals left).")
