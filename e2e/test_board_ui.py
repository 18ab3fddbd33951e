"""The board game's table in the page: a round against the computer played through the UI to
its summary, teams with colours and marks, a concession, the hot-seat hand-over, the new-game
panel, saves (resumed, corrupt), Hindi, and screenshots at phone and desktop sizes.

DOM hooks: `#table[data-game=board][data-turn][data-round][data-human][data-over]`,
`.seat[data-seat][data-side]`, `.chip[data-mark]`, `.space[data-space][data-owner]
[data-preview]`, `.pile[data-pile][data-target]`, `button.pcard[data-lift]`,
`.hcard[data-card][data-playable]`, `[data-act=concede|steal|ready]`, `.handoff`,
`#dialog[data-kind=setup|concede|round|over]`, `#status` (aria-live).
"""

from __future__ import annotations

import json
import random
import re

import pytest
from conftest import hear_status
from e2e.saves import store_save
from playwright.sync_api import Page, expect

from fortythieves.board import CONCEDE, BoardGame
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.seated.seats import Setup

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}
SAVE_KEY = "fortythieves:save:board"
FAST = "&pace=fast"


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)


def no_sideways_scroll(page: Page) -> None:
    widths = page.evaluate(
        "() => [document.documentElement.scrollWidth, innerWidth,"
        " document.querySelector('#table').scrollWidth,"
        " document.querySelector('#table').clientWidth]"
    )
    assert widths[0] <= widths[1] and widths[2] <= widths[3], widths


def human_turn(page: Page) -> bool:
    return page.locator('#table[data-human="1"]').count() == 1


def play_one(page: Page, thief: bool = True) -> str:
    """Play one move for the person to move through the UI: a thief when one can steal,
    else a playable card on a highlighted pile, else concede. Returns what it did."""
    cards = page.locator('.hcard[data-playable="1"]')
    tens = page.locator('.hcard[data-playable="1"][data-card^="T"]')
    if thief and tens.count():
        tens.first.click()
        page.locator(".pile[data-target]").first.click()
        idle = page.locator("span.pcard")
        if idle.count():  # a card that steals nothing says why, where it said nothing
            idle.first.click()
            expect(page.locator("#status")).to_have_text(re.compile(
                r"cannot lift a 10|only steals a space an opponent holds|already your side"))
        page.locator("button.pcard").first.click()
        expect(page.locator(".space[data-chosen]")).to_have_count(1)
        page.locator('[data-act="steal"]').click()
        return "thief"
    plain = page.locator('.hcard[data-playable="1"]:not([data-card^="T"])')
    if plain.count():
        plain.first.click()
        assert page.locator(".space[data-preview]").count() >= 1 or (
            page.locator("#table .bt[data-phase='0']").count() == 1
        )
        page.locator(".pile[data-target]").first.click()
        return "card"
    if cards.count() == 0:
        page.locator('[data-act="concede"]').click()
        page.locator('[data-dialog="concede-yes"]').click()
        return "concede"
    return "none"


def test_two_player_round_to_the_summary(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&deal=21{FAST}")
    expect(page.locator("#table")).to_have_attribute("data-game", "board")
    expect(page.locator(".space")).to_have_count(36)
    summary = page.locator('#dialog:not([hidden])[data-kind="round"], '
                           '#dialog:not([hidden])[data-kind="over"]')
    did = set()
    for _ in range(120):
        if summary.count():
            break
        if human_turn(page):
            did.add(play_one(page))
        page.wait_for_timeout(120)
    expect(summary).to_be_visible()
    expect(page.locator(".scoreboard")).to_be_visible()
    # Behind the summary the round as it ended, not the next deal's hand face up.
    expect(page.locator(".bt")).to_have_attribute("data-round", "1")
    assert did & {"card", "thief", "concede"}
    assert page.locator("#status").text_content()
    no_sideways_scroll(page)
    screenshot(page, "board-phone-round-en")
    page.reload()  # the summary comes back, over the board as the round ended
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(summary).to_be_visible()
    expect(page.locator(".scoreboard")).to_be_visible()
    expect(page.locator(".bt")).to_have_attribute("data-round", "1")
    heard = hear_status(page)
    page.locator('[data-dialog="next-round"]').click()
    expect(page.locator("#table")).to_have_attribute("data-round", "2")
    expect(page.locator(".bt")).to_have_attribute("data-round", "2")
    # The new round is said as it begins, not after what was said before it (here "welcome
    # back", after the reload; else the last round's final move).
    page.wait_for_function("() => window.__heard.length > 0")
    assert heard()[0].startswith("Round 2 of 10 begins."), heard()
    assert page_errors == []


def test_a_card_that_cannot_go_says_why(page: Page, site_url: str) -> None:
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&deal=5{FAST}")
    for _ in range(80):  # reach the play phase on the person's turn
        if human_turn(page) and page.locator(".bt[data-phase='2']").count():
            break
        if human_turn(page):
            play_one(page, thief=False)
        page.wait_for_timeout(100)
    page.locator(".hcard").first.click()
    playable = page.locator(".hcard").first.get_attribute("data-playable")
    if playable == "0":
        assert page.locator("#status").get_attribute("data-reason")
    else:
        assert page.locator(".space[data-preview]").count() >= 1


def test_four_players_show_teams_by_colour_and_mark(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=board&players=4&seats=human,random,random,random&deal=3{FAST}")
    seats = page.locator(".seat")
    expect(seats).to_have_count(4)
    sides = [seats.nth(i).get_attribute("data-side") for i in range(4)]
    assert sides == ["0", "1", "0", "1"]
    marks = [seats.nth(i).locator(".chip").get_attribute("data-mark") for i in range(4)]
    assert marks == ["circle", "square", "circle", "square"]
    expect(seats.nth(0)).to_contain_text("Team A")
    expect(seats.nth(1)).to_contain_text("Team B")
    for _ in range(60):
        if page.locator(".space .chip").count() >= 3:
            break
        if human_turn(page):
            play_one(page, thief=False)
        page.wait_for_timeout(100)
    owners = page.locator('.space:not([data-owner=""])')
    assert owners.count() >= 1
    no_sideways_scroll(page)
    screenshot(page, "board-desktop-teams-en")
    page.select_option("#lang-select", "hi") if page.locator("#menu").is_visible() else None
    page.locator("#menu-button").click()
    page.select_option("#lang-select", "hi")
    expect(seats.nth(0)).to_contain_text("टीम क")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    page.keyboard.press("Escape")
    page.locator("#table").click(position={"x": 5, "y": 5})
    screenshot(page, "board-desktop-teams-hi")
    assert page_errors == []


def test_concession_ends_the_round_and_scores(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    boot(page, f"{site_url}?game=board&players=2&seats=human,easy&deal=8{FAST}")
    concede = page.locator('[data-act="concede"]')
    for _ in range(80):
        if human_turn(page) and concede.get_attribute("aria-disabled") is None:
            break
        if human_turn(page):
            play_one(page, thief=False)
        page.wait_for_timeout(100)
    concede.click()
    expect(page.locator('#dialog[data-kind="concede"]')).to_be_visible()
    page.locator('[data-dialog="concede-yes"]').click()
    dialog = page.locator('#dialog[data-kind="round"]')
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Round won by Computer 2: you conceded.")
    expect(page.locator(".scoreboard tfoot")).to_contain_text("1")
    save = json.loads(page.evaluate(f"() => localStorage.getItem('{SAVE_KEY}')"))
    assert save["log"][-1]["by"] == "concession" and save["log"][-1]["points"] == 1
    page.locator('[data-dialog="next-round"]').click()
    # The scores and the round's moves stay at hand on the table.
    page.locator('[data-act="scores"]').click()
    scores = page.locator('#dialog[data-kind="scores"]')
    expect(scores.locator(".scoreboard tbody tr")).to_have_count(1)
    expect(scores.locator('[data-dialog="close"]')).to_be_focused()  # Enter shuts it
    scores.locator('[data-dialog="moves"]').click()
    moves = page.locator('#dialog[data-kind="moves"]')
    expect(moves).to_contain_text("Moves of round")
    if (moves.locator("#dialog-title").text_content() or "").endswith("1"):
        # no move yet in round 2, so the list is the round just ended, to its end
        expect(moves.locator(".journal li").last).to_contain_text("you conceded")
    page.keyboard.press("Escape")
    for _ in range(40):  # a move of round 2 saves the game: the round's point counted once
        if human_turn(page):
            play_one(page, thief=False)
            break
        page.wait_for_timeout(100)
    save = json.loads(page.evaluate(f"() => localStorage.getItem('{SAVE_KEY}')"))
    assert save["state"]["position"]["round"] == 2 and save["state"]["position"]["points"] == [0, 1]
    assert page_errors == []


def test_three_strikes_says_the_queen_a_concession_gives(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    """B-95: conceding asks knowing that the opponent gets a queen too (a third wins the game);
    the summary says how many queens they have, and so does the table behind it."""
    game = BoardGame(players=2, rounds=3, three_strikes=True)
    state = game.new_state(8)
    rng = random.Random(8)
    while not (state.to_move == 0 and state.round.phase == 2):  # both piles begun
        state.push(rng.choice([m for m in state.legal_moves() if m != CONCEDE]))
    position = state.position()
    setup = Setup(players=2, seats=["human", "random"], rounds=3, three_strikes=True,
                  pace="slow")
    boot(page, f"{site_url}?game=board")

    def ask_to_concede(queens: int) -> None:
        """The position saved with the opponent holding ``queens``; Concede pressed."""
        position["queens"] = [0, queens]
        store_save(page, "board", BoardSession(setup, game.from_position(position)).dumps())
        boot(page, f"{site_url}?game=board")
        page.locator('[data-act="concede"]').click()

    ask_to_concede(1)
    expect(page.locator('#dialog[data-kind="concede"]')).to_contain_text(
        "They also receive a queen: 2 of 3 (a third wins the game).")
    page.locator('[data-dialog="concede-yes"]').click()
    dialog = page.locator('#dialog[data-kind="round"]')
    expect(dialog).to_contain_text("Queens so far: 2 of 3 for Computer 2")
    expect(page.locator('.seat[data-seat="1"]')).to_contain_text("Queens: 2")
    screenshot(page, "board-three-strikes-summary-desktop")
    ask_to_concede(2)  # a third queen would end the game: said so, by name
    expect(page.locator('#dialog[data-kind="concede"]')).to_contain_text(
        "They also receive their third queen: Computer 2 wins the game.")
    page.locator('[data-dialog="concede-yes"]').click()
    page.locator('#dialog[data-kind="over"] [data-dialog="close-round"]').click()
    page.locator('#bar [data-action="hint"]').click()  # no turn is coming: not "on your turn"
    expect(page.locator("#status")).to_have_text("The game is over: New game starts another.")
    assert page_errors == []


def test_hot_seat_hides_the_hand_until_ready(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board&players=2&seats=human,human&deal=4&lang=hi{FAST}")
    handoff = page.locator(".handoff")
    expect(handoff).to_be_visible()
    expect(page.locator(".hcard")).to_have_count(0)
    first = handoff.get_attribute("data-seat")
    screenshot(page, "board-phone-handoff-hi")
    page.locator('#bar [data-action="hint"]').click()  # the hint waits for the person's Ready
    expect(page.locator("#status")).to_contain_text("पहले “मैं तैयार हूँ” चुनें")
    expect(page.locator(".hcard")).to_have_count(0)
    page.locator('[data-act="ready"]').click()
    expect(page.locator(".hcard")).to_have_count(5)
    play_one(page, thief=False)
    expect(handoff).to_be_visible()
    assert handoff.get_attribute("data-seat") != first
    expect(page.locator(".hcard")).to_have_count(0)
    page.locator('[data-act="ready"]').click()
    expect(page.locator(".hcard")).to_have_count(5)
    no_sideways_scroll(page)
    screenshot(page, "board-phone-hand-hi")
    assert page_errors == []


def test_concede_says_why_it_cannot_be_done_yet(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """In the two opening plays Concede looks greyed out, yet a tap says why (B-22 ruling): on
    a phone a tap on a disabled button said nothing. Nothing is asked, nothing changes."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board&players=2&seats=human,normal&deal=8&pace=slow")
    expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=20_000)
    concede = page.locator('[data-act="concede"]')
    expect(concede).to_have_attribute("aria-disabled", "true")
    concede.click(force=True)  # Playwright waits for an aria-disabled button; a finger does not
    expect(page.locator("#status")).to_have_text(
        "No one may concede during the two opening plays (B-22).")
    expect(page.locator("#dialog")).to_be_hidden()
    expect(page.locator('#table[data-human="1"]')).to_have_count(1)
    assert page_errors == []


def test_an_address_s_pace_alone_is_the_new_game_panel_s(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """``?game=board&pace=fastest``, naming no players: the New game panel opens with that
    pace (it showed Normal, the address's pace silently left out), and so does the menu's."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board&pace=Fastest")
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_visible()
    expect(page.locator("#setup-pace")).to_have_value("fastest")
    expect(page.locator("#pace-select")).to_have_value("fastest")
    assert page_errors == []


def test_new_game_panel_save_resume_and_corrupt_save(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board")
    dialog = page.locator('#dialog[data-kind="setup"]')
    expect(dialog).to_be_visible()
    page.select_option("#setup-players", "3")
    expect(page.locator("#dialog select[data-seat]")).to_have_count(3)
    assert page.locator("#setup-seat-0").input_value() == "human"
    assert page.locator("#setup-seat-1").input_value() == "normal"
    page.select_option("#setup-seat-1", "random")
    page.select_option("#setup-seat-2", "random")
    page.select_option("#setup-pace", "fast")
    gap = page.evaluate("() => document.querySelector('#setup-strikes').closest('label')"
                        ".getBoundingClientRect().top - document.querySelector('#setup-rounds')"
                        ".closest('label').getBoundingClientRect().bottom")
    assert gap <= 8, gap  # no hole kept under Rounds for a problem it does not have
    page.fill("#setup-rounds", "0")  # said and not started, rather than quietly made 1
    page.locator('[data-dialog="start"]').click()
    expect(dialog).to_be_visible()
    expect(page.locator("#setup-rounds")).to_be_focused()
    expect(page.locator("#setup-rounds")).to_have_accessible_description(
        "Rounds: a number from 1 to 99.")
    page.fill("#setup-rounds", "3")
    expect(page.locator("#setup-strikes")).to_have_accessible_description(  # each option says
        re.compile(r"^Three strikes: each round you win because the other player conceded"))
    expect(page.locator("#setup-tokens")).to_have_accessible_description(  # in a player's words
        re.compile("a jack is 1 point, a king 3"))
    screenshot(page, "board-phone-setup-en")
    page.locator('[data-dialog="start"]').click()
    expect(page.locator(".seat")).to_have_count(3)
    expect(page.locator(".stock")).to_contain_text("Round 1 of 3")
    played = False  # the person too: a game only the computers have moved in is not lost
    for _ in range(40):
        if human_turn(page) and played and page.locator(".space .chip").count():
            break
        if human_turn(page):
            play_one(page, thief=False)
            played = True
        page.wait_for_timeout(100)
    hand = sorted(page.locator(".hcard").evaluate_all("els => els.map(e => e.dataset.card)"))
    chips = page.locator('.space:not([data-owner=""])').count()
    page.reload()
    page.locator('html[data-ready="1"]').wait_for(state="attached")
    expect(page.locator(".seat")).to_have_count(3)
    assert sorted(page.locator(".hcard").evaluate_all(
        "els => els.map(e => e.dataset.card)")) == hand
    assert page.locator('.space:not([data-owner=""])').count() == chips
    expect(page.locator("#status")).to_contain_text("Welcome back")
    # New game says, before it is done, that the game in progress would count as lost
    page.locator('#bar [data-action="new"]').click()
    expect(dialog).to_contain_text("ends the one you are playing, unfinished: it counts as lost")
    page.locator('#dialog [data-dialog="close"]').click()
    # a damaged save: a message and a fresh game
    page.evaluate(f"() => localStorage.setItem('{SAVE_KEY}', '{{\"format\": 1, \"state\": 5}}')")
    page.reload()
    page.locator('html[data-ready="1"]').wait_for(state="attached")
    expect(page.locator("#status")).to_contain_text("could not be read")
    expect(page.locator(".space[data-owner='0'], .space[data-owner='1']")).to_have_count(0)
    # the chooser lists the solitaire games, the board game and the three capture games, and
    # leads back to solitaire
    options = page.locator("#game-select option")
    expect(options).to_have_count(14)
    page.select_option("#game-select", "solitaire/classic")
    page.wait_for_url("**game=solitaire/classic**")
    page.locator('html[data-ready="1"]').wait_for(state="attached")
    expect(page.locator("#table .card").first).to_be_attached()
    assert page_errors == []


def drag(page: Page, card: str, place: str, steps: int = 8) -> None:
    """Drag the hand card ``card`` with the mouse and let it go over ``place``'s middle (once
    the card is back in the hand: let go where it cannot go, it glides back)."""
    held = page.locator(f'.hcard[data-card="{card}"]')
    held.evaluate("el => Promise.all(el.getAnimations().map(a => a.finished))")
    start = held.bounding_box()
    end = page.locator(place).first.bounding_box()
    assert start and end
    x, y = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for i in range(1, steps + 1):
        page.mouse.move(x + (end["x"] + end["width"] / 2 - x) * i / steps,
                        y + (end["y"] + end["height"] / 2 - y) * i / steps)
    page.mouse.up()


def test_a_hand_card_dragged_to_a_pile_is_played_there(page: Page, site_url: str) -> None:
    """A drag is a tap on the card and one on the place it is let go over: a card dragged
    to a pile it cannot go on stays chosen and the table says why; to its pile, it is played.
    Dragging a hand card did nothing (the table scrolled)."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&deal=7{FAST}")
    expect(page.locator('#table[data-human="1"]')).to_have_count(1)
    card = page.locator(".hcard").first.get_attribute("data-card")
    assert card
    drag(page, card, '.pile[data-pile="a"]')  # the dealer starts pile a: not the person
    expect(page.locator(f'.hcard[data-card="{card}"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#status")).to_contain_text("the next player starts pile b")
    expect(page.locator(".lifted, .drop-over")).to_have_count(0)
    drag(page, card, '.pile[data-pile="b"]')
    expect(page.locator(f'.hcard[data-card="{card}"]')).to_have_count(0)
    # The computer may already have answered on pile b: one card there, or two.
    pile_b = page.locator('.pile[data-pile="b"]')
    expect(pile_b).to_have_attribute("data-count", re.compile("^[12]$"))


def test_keyboard_plays_a_card(page: Page, site_url: str) -> None:
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&deal=12{FAST}")
    for _ in range(40):
        if human_turn(page):
            break
        page.wait_for_timeout(100)
    card = page.locator('.hcard[data-playable="1"]').first
    name = card.get_attribute("data-card")
    card.focus()
    page.keyboard.press("Enter")
    expect(page.locator(f'.hcard[data-card="{name}"]')).to_have_attribute("aria-pressed", "true")
    target = page.locator(".pile[data-target]").first
    target.focus()
    page.keyboard.press("Enter")
    expect(page.locator(f'.hcard[data-card="{name}"]')).to_have_count(0)


@pytest.mark.parametrize("by", ["button", "key"])
def test_a_hint_shows_the_move_and_enter_plays_it(page: Page, site_url: str, by: str) -> None:
    """The Hint button, or H anywhere on the table (as at the solitaire), shows the hard
    computer's move for the person: its card chosen, the keys on the pile it goes to."""
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&deal=12{FAST}")
    for _ in range(40):
        if human_turn(page):
            break
        page.wait_for_timeout(100)
    if by == "button":
        page.locator('#bar [data-action="hint"]').click()
    else:
        page.locator(".hcard").first.focus()
        page.keyboard.press("h")
    status = page.locator("#status")
    expect(status).to_have_text(re.compile(r"^Hint: .*pile [ab]"))
    card = page.locator('.hcard[aria-pressed="true"]')
    expect(card).to_have_count(1)
    name = card.get_attribute("data-card")
    pile = page.locator(".pile.hint")
    expect(pile).to_be_focused()
    expect(pile).to_have_attribute("data-target", "1")
    page.keyboard.press("Enter")
    expect(page.locator(f'.hcard[data-card="{name}"]')).to_have_count(0)
