"""The capture games' table in the page: one full hand of Thief, Four Card Thief and Gharat
against the computer through the UI, a re-capture prompt answered by the person (a hand-built
position loaded through a save), Hindi, a corrupt save, and screenshots at phone and desktop
sizes (e2e/screenshots/capture-*.png).

DOM hooks: `#table[data-game][data-turn][data-hand][data-phase][data-human][data-over]`,
`.cseat[data-seat]`, `.cpile[data-pile][data-target][data-points]`, `.middle[data-target]`,
`.hcard[data-card][data-playable][data-target]`, `.recap [data-act=recap|let-go]`,
`[data-act=end|scores|ready]`, `#dialog[data-kind=setup|hand|over|scores]`, `#status`.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

from conftest import hear_status
from e2e.saves import store_save
from playwright.sync_api import Page, expect
from test_board_ui import DESKTOP, PHONE, boot, drag, no_sideways_scroll  # shared helpers
from tests.helpers.capture import gharat_past_its_first_hand

from fortythieves.cards import NAMES
from fortythieves.games import get_game
from fortythieves.ui.solitaire.layout import overlap

SUMMARY = ('#dialog:not([hidden])[data-kind="hand"], #dialog:not([hidden])[data-kind="over"]')


def act(page: Page) -> str:
    """One decision for the person through the UI: re-capture, else a playable card on its
    first highlighted place, else end the turn."""
    take = page.locator('.recap [data-act="recap"]')
    if take.count():
        take.first.click()
        return "recapture"
    cards = page.locator('.hcard[data-playable="1"]')
    if cards.count():
        cards.first.click()
        page.locator(".ct [data-target]").first.click()
        return "card"
    end = page.locator('[data-act="end"]:not([disabled])')
    if end.count():
        end.click()
        return "end"
    return "none"


def play_hand(page: Page, limit: int = 900) -> set[str]:
    did: set[str] = set()
    summary = page.locator(SUMMARY)
    for _ in range(limit):
        if summary.count():
            return did
        if page.locator('#table[data-human="1"]').count():
            did.add(act(page))
        else:
            page.wait_for_timeout(40)
    state = page.evaluate("() => [document.querySelector('#table').outerHTML.slice(0, 300),"
                          " document.querySelector('#status').textContent]")
    raise AssertionError(f"the hand did not end: {did} {state}")


def table_save(game_id: str, hands: list[list[str]], piles: list[list], seats: list[str],
               partners: bool = False, stock: int = 24, **position: object) -> str:
    """A capture table's save with these hands and capture piles (Thief's and Four Card's
    piles lists of packets, Gharat's lists of cards), the KD on the middle over the rest of
    the deck but ``stock`` cards, which stay to be drawn; it is the first seat's turn unless
    ``position`` says otherwise (``turn``, ``phase``, ...)."""
    game = get_game(game_id, players=len(hands), **({"partners": True} if partners else {}))
    piled = [card for pile in piles for item in pile
             for card in ([item] if isinstance(item, str) else item)]
    used = Counter([*(c for hand in hands for c in hand), *piled, "KD"])
    rest = list((Counter(NAMES[c] for c in game.deck()) - used).elements())
    random.Random(3).shuffle(rest)
    state = game.from_position({
        "seed": "e2e", "hand_no": 1, "dealer": 0, "turn": 0, "phase": game.state_class.PHASES[0],
        "victim": None, "thief": None, "covered": 0, "totals": [0] * len(hands),
        "hands": hands, "stock": rest[:stock], "middle": [*rest[stock:], "KD"], "piles": piles,
        **position,
    })
    return json.dumps({
        "format": 1, "state": state.to_json(), "log": [],
        "setup": {"game": game_id, "players": len(hands), "seats": seats,
                  "pace": "fastest", "partners": partners},
    })


def recapture_save() -> str:
    """Thief for two: the computer (seat 2) has just stolen the person's packet 7H 7S with the
    wild 2C; the person holds 2D, which takes it back."""
    return table_save("thief", [["2D", "5C", "9H"], ["3C", "4C", "6C"]],
                      [[], [["7H", "7S", "2C"]]], ["human", "random"],
                      turn=1, phase="recapture", victim=0, thief=1)


DIAMOND_INK = """() => getComputedStyle(
    document.querySelector('.hcard[data-card="2D"] svg.suit-d .ink')).fill"""


def test_four_colour_suits_at_a_thief_table(page: Page, site_url: str, page_errors) -> None:  # noqa: ANN001
    """The suits setting is the site's, not the solitaire's: ticked at a Thief table, the
    diamonds in the hand turn blue at once, and stay so after a reload."""
    boot(page, f"{site_url}?game=thief")
    store_save(page, "thief", recapture_save())
    boot(page, f"{site_url}?game=thief")
    assert page.evaluate(DIAMOND_INK) == "rgb(198, 40, 40)"  # red, two colours
    page.locator("#menu-button").click()
    page.locator("#opt-four").check()
    assert page.evaluate(DIAMOND_INK) == "rgb(21, 96, 189)"
    boot(page, f"{site_url}?game=thief")
    expect(page.locator("html")).to_have_attribute("data-suits", "four")
    assert page.evaluate(DIAMOND_INK) == "rgb(21, 96, 189)"
    assert page_errors == []


def test_a_big_screen_gives_six_seats_one_row_and_bigger_cards(
    page: Page, site_url: str, screenshot
) -> None:  # noqa: ANN001
    """At 1920x1080 the table is not a band across the top: six seats stand in one row and
    the hand's cards are larger than on a 1366x768 screen."""
    seats = "human," + ",".join(["normal"] * 5)
    query = f"{site_url}?game=thief&players=6&seats={seats}&deal=9&pace=fastest"
    widths = {}
    for size in (DESKTOP, {"width": 1920, "height": 1080}):
        page.set_viewport_size(size)
        boot(page, query)
        expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=30_000)
        widths[size["width"]] = page.locator(".hcard").first.bounding_box()["width"]
    tops = {round(box["y"]) for box in
            (page.locator(".cseat").nth(i).bounding_box() for i in range(6))}
    assert len(tops) == 1
    assert widths[1920] >= widths[DESKTOP["width"]] * 1.2
    screenshot(page, "capture-thief-1920x1080")


def test_a_hand_card_dragged_to_the_middle_is_played_and_a_tap_still_chooses(
    page: Page, site_url: str, page_errors  # noqa: ANN001
) -> None:
    """Thief: a card dragged to the discard pile is discarded, as a tap on it and one on the
    pile would; a tap just after still chooses a card (the click that follows a drag is not
    a tap, a later one is)."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=thief&players=3&seats=human,easy,easy&deal=7&pace=fastest")
    expect(page.locator('#table[data-human="1"]')).to_have_count(1)
    card = page.locator(".hcard").first.get_attribute("data-card")
    assert card
    drag(page, card, ".middle")
    expect(page.locator("#status")).to_contain_text("to the discard pile")
    expect(page.locator(".middle")).to_have_attribute("data-count", "2")
    page.wait_for_timeout(500)
    page.locator(".hcard").first.click()
    expect(page.locator(".hcard").first).to_have_attribute("aria-pressed", "true")
    assert page_errors == []


NEXT_FOUR_OR_TABLE = """() => document.activeElement.id === 'table'
    || document.activeElement.classList.contains('hcard')"""


def test_focus_after_a_card_laid_on_the_play_pile_goes_back_to_the_hand(
    page: Page, site_url: str, page_errors  # noqa: ANN001
) -> None:
    """A card laid on the play pile (its button focused by the tap) sends the focus back to
    the hand, where the next move starts, once the table is drawn again. The focus used to be
    found again by the pile's count, which could name the stock's line: an uncaught error
    (Gharat, deal 5, the eighth card)."""
    boot(page, f"{site_url}?game=gharat&players=3&seats=human,normal,normal&deal=5"
         "&pace=fastest")
    for turn in range(9):
        page.locator('#table[data-human="1"]').wait_for(timeout=20_000)
        cards = page.locator(".hcard")
        cards.nth(turn % cards.count()).click()
        page.locator(".ct [data-target]").first.click()
        if page.locator(".hcard:focus").count() == 0:  # none left: the table itself (until
            assert page.evaluate(NEXT_FOUR_OR_TABLE)  # the next four, which it goes on to)
        assert page_errors == []
    expect(page.locator(".middle")).to_have_attribute("data-pile", "m")


def test_thief_recapture_prompt_and_a_full_hand(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=thief")
    store_save(page, "thief", recapture_save())
    boot(page, f"{site_url}?game=thief")
    recap = page.locator(".recap")
    expect(recap).to_be_visible()
    expect(recap).to_contain_text("Computer 2 stole your packet")
    expect(recap).to_contain_text("35 points")
    expect(page.locator("#status")).to_have_text(  # what waits for the person, said on opening
        "Welcome back: your game is where you left it. "
        "Computer 2 stole your packet: take it back, or let it go.")
    take = page.locator('.recap [data-act="recap"]')
    expect(take).to_have_text("Take it back with Two of diamonds")
    expect(page.locator('.recap [data-act="let-go"]')).to_be_visible()
    no_sideways_scroll(page)
    screenshot(page, "capture-thief-recapture-phone-en")
    page.locator('#bar [data-action="hint"]').click()  # the hard computer's choice, shown
    expect(page.locator("#status")).to_have_text("Hint: take the packet back with Two of diamonds.")
    expect(take).to_have_class(re.compile(r"\bhint\b"))
    expect(take).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".recap")).to_have_count(0)
    expect(page.locator('.cpile[data-pile="0"]')).to_have_attribute("data-points", "60")
    saved = json.loads(page.evaluate("() => localStorage.getItem('fortythieves:save:thief')"))
    assert saved["state"]["moves"][0] == "2D>2"
    page.locator('[data-act="moves"]').click()  # the hand's moves, in words
    expect(page.locator("#dialog-title")).to_have_text("Moves of hand 1")
    expect(page.locator(".journal li").first).to_have_text(
        re.compile(r"^You: Two of diamonds takes the packet back from Computer 2\."))
    page.keyboard.press("Escape")
    expect(page.locator('[data-act="moves"]')).to_be_focused()  # back where the person was
    did = play_hand(page)
    assert "card" in did
    expect(page.locator("#dialog .scoreboard")).to_be_visible()
    expect(page.locator(".ct")).to_have_attribute("data-hand", "1")  # not the next deal
    screenshot(page, "capture-thief-summary-phone-en")
    page.reload()  # the summary comes back, over the table as the hand ended
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("#dialog .scoreboard")).to_be_visible()
    expect(page.locator(".ct")).to_have_attribute("data-hand", "1")
    page.set_viewport_size(DESKTOP)
    heard = hear_status(page)
    page.locator('[data-dialog="next-hand"]').click()
    expect(page.locator("#table")).to_have_attribute("data-hand", "2")
    page.locator('#table[data-human="1"]').wait_for()
    said = page.locator("#status").inner_text()
    assert "Your turn: choose a card." in said
    assert heard()[0].startswith("Hand 2 of 2 begins."), heard()  # not after "welcome back"
    page.locator("#menu-button").click()
    page.select_option("#lang-select", "hi")
    page.keyboard.press("Escape")
    status = page.locator("#status")  # the last move's words, said again in Hindi
    expect(status).not_to_have_text(said)
    expect(status).to_have_text(re.compile("[\u0900-\u097f]"))
    assert not re.search("[A-Za-z]{3}", status.inner_text())
    page.locator(".centre .info").click()
    expect(page.locator(".middle")).to_contain_text("फेंकी ढेरी")
    no_sideways_scroll(page)
    screenshot(page, "capture-thief-desktop-hi")
    page.locator(".hcard").first.click()  # a card chosen: its name, said again in English
    expect(status).to_have_text(re.compile("[\u0900-\u097f]"))
    page.locator("#menu-button").click()
    page.select_option("#lang-select", "en")
    page.keyboard.press("Escape")
    expect(status).to_have_text(re.compile("of (clubs|diamonds|hearts|spades)|Joker"))
    assert not re.search("[\u0900-\u097f]", status.inner_text())
    assert page_errors == []


def test_the_last_move_of_a_hand_is_said_with_who_made_it(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """The computer takes the discard pile's top and draws the stock's last card, which ends
    the hand: the status line says it was the computer, as the Moves list does. It began
    "They draw 1 card.", the sentence naming the computer left out."""
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=thief")
    store_save(page, "thief", table_save("thief", [["5C", "9H", "JS"], ["KH", "3C", "8C"]],
                                         [[], []], ["human", "random"], stock=1, turn=1))
    boot(page, f"{site_url}?game=thief")
    expect(page.locator(SUMMARY)).to_be_visible(timeout=30_000)
    expect(page.locator("#status")).to_have_text(re.compile(
        r"^Computer 2: King of hearts takes the top of the discard pile\. They draw 1 card\. "
        r".*The hand is over"))
    assert page_errors == []


def test_the_seats_stay_put_when_the_discard_pile_empties(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """The last card taken from the discard pile leaves an empty place a card's size: the
    seats below it did not stay put, moving up 20 px on a phone."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=thief")
    store_save(page, "thief", table_save("thief", [["KS", "5C", "9H"], ["3C", "4C", "8C"]],
                                         [[], []], ["human", "random"], stock=200))
    boot(page, f"{site_url}?game=thief")
    middle, seats = page.locator(".middle"), page.locator(".cseats")
    expect(middle).to_have_attribute("data-count", "1")
    top = seats.bounding_box()["y"]
    page.locator('.hcard[data-card="KS"]').click()
    middle.click()
    expect(middle).to_have_attribute("data-count", "0")
    assert abs(seats.bounding_box()["y"] - top) < 1  # to the rounding of a card's height
    assert page_errors == []


def test_four_card_thief_full_hand_and_keyboard(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=four-card&players=3&seats=human,random,random"
               "&pace=fastest&deal=11")
    expect(page.locator(".cseat")).to_have_count(3)
    expect(page.locator(".middle .mcard")).to_have_count(4)
    page.locator('#table[data-human="1"]').wait_for()
    first = page.locator(".hcard").first
    first.focus()
    page.keyboard.press("Enter")
    expect(first).to_have_attribute("aria-pressed", "true")
    if first.get_attribute("data-playable") == "0":
        assert page.locator("#status").get_attribute("data-reason")
    page.keyboard.press("Escape")
    page.keyboard.press("Control+z")  # the solitaire's undo: here, said why there is none
    expect(page.locator("#status")).to_have_text(
        "A move made at this table stands: the other players have seen it.")
    no_sideways_scroll(page)
    screenshot(page, "capture-fourcard-desktop-en")
    play_hand(page)
    expect(page.locator("#dialog .scoreboard")).to_be_visible()
    assert page_errors == []


def test_gharat_partners_full_hand_in_hindi(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=gharat&players=4&partners=1&seats=human,random,random,random"
               "&pace=fastest&deal=5&lang=hi")
    expect(page.locator(".cseat")).to_have_count(4)
    expect(page.locator(".cseat").nth(0)).to_contain_text("टीम क")
    expect(page.locator(".middle")).to_contain_text("खेल की ढेरी")
    expect(page).to_have_title("ग़ारत · फ़ोर्टी थीव्स")  # the game's name in its tab
    page.locator('#table[data-human="1"]').wait_for()
    # Whom the person plays with is still said at their first turn, after the computers' plays
    expect(page.locator("#status")).to_contain_text("आप कंप्यूटर 3 के साथ टीम क में खेल रहे हैं।")
    no_sideways_scroll(page)
    screenshot(page, "capture-gharat-phone-hi")
    play_hand(page)
    board = page.locator("#dialog .scoreboard")
    expect(board).to_be_visible()
    expect(board.locator("thead th")).to_have_count(3)  # hand + two partnerships
    screenshot(page, "capture-gharat-summary-phone-hi")
    assert page_errors == []


def test_a_save_whose_move_no_longer_plays_goes_on_up_to_it(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Gharat saved in its second hand, a move of it damaged: the game goes on in that hand
    from the last move that still plays, the first hand's points kept, said so."""
    played, _moves, ended = gharat_past_its_first_hand(6)
    data = played.to_save()
    data["state"]["moves"][ended + 3] = "AS>9"
    boot(page, f"{site_url}?game=gharat")
    store_save(page, "gharat", json.dumps(data))
    boot(page, f"{site_url}?game=gharat")
    expect(page.locator("#status")).to_contain_text("Part of the saved game could not be read")
    expect(page.locator("#table")).to_have_attribute("data-hand", "2")
    expect(page.locator("#dialog")).to_be_hidden()  # not the first hand's summary again
    page.locator('[data-act="scores"]').click()
    first = page.locator('#dialog[data-kind="scores"] tbody tr').first
    expect(first.locator("td")).to_have_text([str(p) for p in played.log[0]["points"]])
    assert page_errors == []


def test_a_link_into_the_second_hand_opens_no_summary_of_the_first(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """The moves of a link (a frame's "Play on the full site") that go on past the first
    hand's end: the table is in the second hand, with no summary of the first over it."""
    played, moves, _ended = gharat_past_its_first_hand(4)
    seats = ",".join(played.setup.seats)
    boot(page, f"{site_url}?game=gharat&deal=5&players=3&seats={seats}&moves={','.join(moves)}")
    expect(page.locator("#table")).to_have_attribute("data-hand", "2")
    expect(page.locator("#dialog")).to_be_hidden()
    assert page_errors == []


def test_new_game_panel_and_corrupt_save(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=gharat")
    damaged = json.dumps({"format": 1, "state": {"hands": "?"}, "setup": {
        "game": "gharat", "players": 2, "seats": ["human", "easy"]}})
    store_save(page, "gharat", damaged)
    boot(page, f"{site_url}?game=gharat")
    expect(page.locator("#status")).to_contain_text("could not be read")
    expect(page.locator(".cseat")).to_have_count(2)  # the players it had, a new deal
    kept = "() => localStorage.getItem('fortythieves:save:gharat:unreadable')"
    assert page.evaluate(kept) == damaged  # set aside, not thrown away
    again = damaged.replace('"?"', '"??"')  # damaged again: the first copy keeps its place
    store_save(page, "gharat", again)
    boot(page, f"{site_url}?game=gharat")
    expect(page.locator("#status")).to_contain_text("could not be read")
    assert page.evaluate(kept) == damaged
    assert page.evaluate(kept.replace(":unreadable", ":unreadable:2")) == again
    page.locator('#bar [data-action="new"]').click()
    dialog = page.locator('#dialog[data-kind="setup"]')
    expect(dialog).to_be_visible()
    page.select_option("#setup-players", "4")
    expect(page.locator("#setup-partners")).to_be_enabled()
    expect(page.locator("#setup-partners")).to_be_checked()  # G-13: partners unless chosen not
    page.select_option("#setup-seat-2", "human")
    screenshot(page, "capture-setup-phone-en")
    page.locator('[data-dialog="start"]').click()
    expect(page.locator(".cseat")).to_have_count(4)
    expect(page.locator(".handoff")).to_be_visible()  # two people: hot seat
    page.locator('[data-act="ready"]').click()
    expect(page.locator(".hcard")).to_have_count(4)
    page.reload()
    page.locator('html[data-ready="1"]').wait_for(state="attached")
    expect(page.locator(".cseat")).to_have_count(4)
    assert "could not be read" not in (page.locator("#status").text_content() or "")
    page.select_option("#game-select", "thief")
    page.locator('html[data-ready="1"]').wait_for(state="attached")
    expect(page.locator("#table")).to_have_attribute("data-game", "thief")
    assert page_errors == []


def test_a_link_to_another_game_asks_before_ending_the_one_in_progress(
    page: Page, site_url: str, page_errors: list[str], screenshot
) -> None:  # noqa: ANN001
    """A shared link (another deal, other players) over a game in progress: the game stays
    until the person chooses; Keep my game keeps it whole, Start ends it as lost."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=thief&players=3&seats=human,normal,normal&deal=4&pace=fastest")
    expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=30_000)
    act(page)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('fortythieves:save:thief'))"
                           ".state.moves.length > 0")
    saved = page.evaluate("() => localStorage.getItem('fortythieves:save:thief')")
    link = f"{site_url}?game=thief&deal=5&players=4"
    boot(page, link + "&moves=zz")
    offer = page.locator('#dialog:not([hidden])[data-kind="link-offer"]')
    expect(offer).to_contain_text("counts as lost")
    expect(offer).to_contain_text("Move 1 of the link (“zz”) cannot be played")  # said first
    expect(page.locator(".cseat")).to_have_count(3)  # the game in progress, under the question
    screenshot(page, "capture-link-offer-phone-en")
    page.keyboard.press("Escape")  # keeps the game
    expect(offer).to_have_count(0)
    expect(page.locator(".cseat")).to_have_count(3)
    assert page.evaluate("() => localStorage.getItem('fortythieves:records')") is None
    boot(page, link)
    page.locator('[data-dialog="link-start"]').click()
    expect(page.locator(".cseat")).to_have_count(4)
    page.wait_for_function("() => JSON.parse(localStorage.getItem('fortythieves:save:thief'))"
                           ".state.deal === 5")
    records = json.loads(page.evaluate("() => localStorage.getItem('fortythieves:records')"))
    thief = records["games"]["thief"]
    assert thief["played"] == 1 and thief["won"] == 0  # the game left unfinished: lost
    assert saved != page.evaluate("() => localStorage.getItem('fortythieves:save:thief')")
    assert page_errors == []


def test_a_table_played_on_in_another_tab_steps_aside(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Two tabs on one Thief game: a move in one stops the other (no computer plays on there,
    nothing is saved) until Play here opens the game as it now stands."""
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game=thief&players=3&seats=human,normal,normal&deal=4&pace=slow")
    expect(page.locator('#table[data-human="1"]')).to_have_count(1, timeout=30_000)
    other = page.context.new_page()
    other.set_viewport_size(PHONE)
    boot(other, f"{site_url}?game=thief")
    expect(other.locator('#table[data-human="1"]')).to_have_count(1, timeout=30_000)
    act(other)
    aside = page.locator('#dialog:not([hidden])[data-kind="other-tab"]')
    expect(aside).to_be_visible()
    page.keyboard.press("Escape")  # the question stays, and no computer plays on here
    page.wait_for_timeout(1500)
    expect(aside).to_be_visible()
    other.close()  # its computers play on, saving; this tab must not write over them
    page.locator('[data-dialog="play-here"]').click()
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    saved = json.loads(page.evaluate("() => localStorage.getItem('fortythieves:save:thief')"))
    assert saved["state"]["moves"]  # the other tab's moves, taken up here
    expect(page.locator(".cseat")).to_have_count(3)
    assert page_errors == []


SEEN = """(state) => {
    Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => state});
    document.dispatchEvent(new Event('visibilitychange'));
}"""


def test_computers_wait_while_the_table_is_out_of_sight(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """A table in a background tab does not play on: its computers stop when the page is
    hidden and go on when it is seen again."""
    boot(page, f"{site_url}?game=thief&players=3&seats=normal,normal,normal&deal=4&pace=fastest")
    moves = "() => JSON.parse(localStorage.getItem('fortythieves:save:thief')).state.moves.length"
    page.wait_for_function(f"({moves})() > 2")
    page.evaluate(SEEN, "hidden")
    page.wait_for_timeout(300)  # a move already under way may land
    played = page.evaluate(moves)
    page.wait_for_timeout(1500)  # some fifty moves at the fastest pace
    assert page.evaluate(moves) == played
    expect(page.locator("#table")).to_have_attribute("data-thinking", "0")
    page.evaluate(SEEN, "visible")
    page.wait_for_function(f"({moves})() > {played}")
    assert page_errors == []


def test_hot_seat_recapture_waits_for_the_victim_and_asks_first(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Hot-seat: a steal hands the device over before the victim's prompt shows their hand,
    and the cover says why; after Ready the line addresses the victim and the focus is on the
    prompt's answer, and a hand card says to answer first."""
    page.set_viewport_size(DESKTOP)
    boot(page, f"{site_url}?game=thief&players=3&seats=human,human,normal&deal=5&pace=fastest")
    cover = page.locator(".handoff")
    for _ in range(12):
        page.wait_for_selector('.handoff, #table[data-human="1"]')
        if page.locator('.ct[data-phase="recapture"]').count():
            break
        if cover.count():
            page.locator('[data-act="ready"]').click()
            continue
        page.locator('#bar [data-action="hint"]').click()
        page.keyboard.press("Enter")
    expect(cover).to_be_visible()  # the thief still holds the device: no hand, no prompt
    expect(page.locator(".hcard")).to_have_count(0)
    expect(page.locator(".recap")).to_have_count(0)
    page.reload()  # the cover again, and said, as the table opens
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(cover).to_be_visible()
    expect(page.locator("#status")).to_have_text(re.compile(
        r"^Welcome back: your game is where you left it\. "
        r"(Player \d) stole a packet from (Player \d), who may take it back\. "
        r"The hand stays hidden until \2 is ready\.$"))
    expect(cover).to_contain_text("who may take it back")
    page.locator('.handoff [data-act="cover-moves"]').click()  # what happened, from the cover
    expect(page.locator("#dialog-title")).to_have_text("Moves of hand 1")
    expect(page.locator(".journal li").last).to_contain_text("steals")
    page.keyboard.press("Escape")
    expect(page.locator('.handoff [data-act="cover-moves"]')).to_be_focused()
    page.locator('[data-act="ready"]').click()
    expect(page.locator('.recap [data-act="recap"]').first).to_be_focused()
    expect(page.locator("#status")).to_have_text(re.compile(  # the welcome said, and gone
        r"^Player \d: Player \d stole your packet; take it back, or let it go\.$"))
    page.locator(".hcard").first.click()
    expect(page.locator("#status")).to_have_text("Re-capture the packet or decline first.")
    assert page_errors == []


def test_a_first_visit_plays_the_cards_shown_behind_the_new_game_panel(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """The panel a first visit opens stands over a dealt table: its Start deals that deal,
    so the hand shown is the hand played (Start dealt another)."""
    boot(page, f"{site_url}?game=thief")
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_visible()
    hand = page.locator(".hcard")
    shown = [hand.nth(i).get_attribute("data-card") for i in range(hand.count())]
    assert len(shown) == 3
    page.locator('[data-dialog="start"]').click()
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_hidden()
    assert [hand.nth(i).get_attribute("data-card") for i in range(hand.count())] == shown
    assert page_errors == []


def test_a_shared_deal_is_the_one_the_new_game_panel_starts(page: Page, site_url: str,
                                                            page_errors) -> None:  # noqa: ANN001
    """A link that names a deal and no seats opens the New game panel over that deal: its
    Start deals it, for the players chosen there (Start dealt a random game, and "play deal 5
    with me" could not be shared); a plain New game later deals at random again."""
    boot(page, f"{site_url}?game=thief&deal=5")
    expect(page.locator('#dialog[data-kind="setup"]')).to_be_visible()
    page.select_option("#setup-players", "4")
    page.locator('[data-dialog="start"]').click()
    expect(page.locator(".cseat")).to_have_count(4)

    def saved_deal() -> int:
        save = page.evaluate("() => localStorage.getItem('fortythieves:save:thief')")
        return json.loads(save)["state"]["deal"]

    assert saved_deal() == 5
    page.locator('#bar [data-action="new"]').click()
    page.locator('[data-dialog="start"]').click()
    expect(page.locator(".cseat")).to_have_count(4)
    assert saved_deal() != 5
    assert page_errors == []


def rect(box: dict) -> tuple[float, float, float, float]:
    """A Playwright bounding box as the layout's rectangle (x, y, width, height)."""
    return box["x"], box["y"], box["width"], box["height"]


def test_the_summaries_leave_the_seats_capture_piles_in_view(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """A hand's summary, and the game's, stand clear of the seats' piles, the cards whose points
    they add up, at every size. The hand's stood in the middle, over the piles on a phone and
    on a laptop; the game's, at a laptop's right, over them too."""
    sizes = [PHONE, DESKTOP, {"width": 844, "height": 390}, {"width": 768, "height": 1024},
             {"width": 1440, "height": 900}, {"width": 1920, "height": 1080}]
    for hand_no, kind in ((1, "hand"), (2, "over")):
        page.set_viewport_size(PHONE)
        boot(page, f"{site_url}?game=thief")
        store_save(page, "thief", table_save(
            "thief", [["5C", "9H", "JS"], ["KH", "3C", "8C"]], [[["4D", "4S"]], [["QH", "QS"]]],
            ["human", "random"], stock=1, turn=1, hand_no=hand_no, dealer=hand_no - 1))
        boot(page, f"{site_url}?game=thief")
        expect(page.locator(f'#dialog:not([hidden])[data-kind="{kind}"]')).to_be_visible(
            timeout=30_000)
        for size in sizes:
            page.set_viewport_size(size)
            panel = page.locator("#dialog .panel").bounding_box()
            for pile in range(2):
                box = page.locator(f'.cpile[data-pile="{pile}"]').bounding_box()
                assert overlap(rect(panel), rect(box)) == 0, (kind, size, pile, panel, box)
    assert page_errors == []
