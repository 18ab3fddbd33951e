"""The capture games' table without a browser (fortythieves.ui.capture.session, .capture_view):
the setup per game, what a hand card may do (from legal_moves), the re-capture at stake (T-11),
hand ends and the ranking (G-13 partners combined), the save and its distrust, and the markup's
hooks in English and Hindi."""

from __future__ import annotations

import json
import random
import re
from html import escape

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.engine import CorruptSave
from fortythieves.games import get_game
from fortythieves.i18n import Messages
from fortythieves.thief.fourcard import FourCardThiefGame
from fortythieves.thief.gharat import GharatGame
from fortythieves.thief.moves import DECLINE_MOVE, STEAL
from fortythieves.ui.capture import words as capture_words
from fortythieves.ui.capture.session import (
    GAME_IDS,
    MIDDLE,
    CaptureSeen,
    CaptureSession,
    CaptureSetup,
    card_reason,
    deal_events,
    ranking,
    recapture,
    target_move,
    targets,
)
from fortythieves.ui.capture.story import (
    describe,
    game_won_words,
    hand_best_words,
    journal_html,
    ranking_html,
    scoreboard_html,
    setup_html,
    winners_name,
)
from fortythieves.ui.capture.view import (
    Selection,
    choices_words,
    face,
    handoff_why,
    middle_html,
    packet_faces,
    recap_words,
    table_html,
)
from fortythieves.ui.seated.seats import salvage_setup
from fortythieves.ui.shell.stored import save_data

from .helpers.capture import gharat_past_its_first_hand
from .helpers.playing import play
from .helpers.thief import build

EN = Messages("en")


def play_until(session: CaptureSession, done, seed: int = 1, limit: int = 3000):  # noqa: ANN001
    rng = random.Random(seed)
    events: list = []
    for _ in range(limit):
        if done(session):
            return events
        events, _end = session.play(rng.choice(session.state.legal_moves()))
    raise AssertionError("never happened")


def test_setup_per_game() -> None:
    assert CaptureSetup.for_game("thief").player_choices() == (2, 3, 4, 5, 6)
    assert CaptureSetup.for_game("gharat").player_choices() == (2, 3, 4)
    bad = CaptureSetup(players=6, game_id="gharat", seats=["human"], pace="x")
    assert bad.players == 2 and bad.pace == "normal"
    four = CaptureSetup.for_game("gharat", 4)
    assert four.partners and four.game().teams == [[0, 2], [1, 3]]
    assert not CaptureSetup.for_game("gharat", 3).partners
    again = CaptureSetup.from_dict(four.to_dict())
    assert again == four and CaptureSetup.from_dict("junk").game_id == "thief"
    assert CaptureSetup.from_dict({"game": "nope"}).game_id == "thief"


@pytest.mark.parametrize("game_id", ["thief", "four-card", "gharat"])
def test_targets_are_the_legal_moves(game_id: str) -> None:
    session = CaptureSession.new(CaptureSetup.for_game(game_id, 3), 4)
    for _ in range(40):
        state = session.state
        if state.is_over:
            break
        player = state.to_move
        legal = set(state.legal_moves())
        for card in state.view(player)["hand"]:
            found = targets(state, card)
            assert set(found.values()) <= legal
            for target, move in found.items():
                assert target_move(state, card, target) == move
            if not found:
                assert card_reason(state, card)
        session.play(random.Random(len(session.state.history)).choice(list(legal)))


@pytest.mark.parametrize(("game_id", "hands", "piles", "card", "reason"), [
    ("thief", ["KS 5D 9H", "4C 6C 8C"], [], "5D", "must-capture"),  # KS takes the KD
    ("thief", ["7H 5D 9H", "4C 6C 8C"], [[], ["7C 7S"]], "5D", "must-capture"),  # 7H steals
    ("thief", ["JS 5D 9H", "4C 6C 8C"], [], "5D", None),  # nothing to capture: laid there
    ("gharat", ["7D 5D 9H 3C", "4C 6C 8C 8D"], [[], ["7C"]], "7D", "must-take-match"),
    ("gharat", ["7D 5D 9H 3C", "4C 6C 8C 8D"], [[], ["7C"]], "5D", None),
])
def test_a_card_that_cannot_go_on_the_middle_says_why(
    game_id: str, hands: list[str], piles: list, card: str, reason: str | None
) -> None:
    """A tap on the middle with a card that does not match its top means to lay it there:
    when that may not be, the reason is the discard's (a capture is due first, T-13; in Gharat
    the card matches another pile, G-9), not "That card does not match the top card there"."""
    state = build(get_game(game_id, players=2), hands=hands, piles=piles, middle="QC KD")
    assert state.why_illegal(target_move(state, card, MIDDLE)) == reason


def test_recapture_says_what_is_at_stake() -> None:
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 5)
    play_until(session, lambda s: s.state.phase == "recapture")
    state = session.state
    rc = recapture(state)
    assert rc is not None and rc.victim == state.to_move and rc.thief == state.thief
    assert rc.packet == [str(c) for c in (state.piles[rc.thief][-1])] or rc.packet
    assert rc.points == state.pile_points(rc.thief) - sum(
        state.VALUES[c] for packet in state.piles[rc.thief][:-1] for c in packet)
    assert rc.cards and all(any(m.kind == STEAL and str(m).startswith(c)
                                for m in state.legal_moves()) for c in rc.cards)
    session.setup.seats[rc.victim] = "human"
    session.setup.seats[0] = "normal" if rc.victim != 0 else "human"
    html = table_html(session, Selection(), rc.victim, Messages("en"))
    assert 'class="recap"' in html and 'data-act="let-go"' in html
    assert html.count('data-act="recap"') == len(rc.cards)
    # Each of its buttons, which takes the focus, is described by the stake (a screen reader
    # says what a take-back wins, not only "Take it back with ...").
    assert 'id="recap-stake"' in html and f"({rc.points} points)" in html
    assert html.count('aria-describedby="recap-stake"') == len(rc.cards) + 1
    other = table_html(session, Selection(), rc.thief, Messages("en"))
    assert 'class="recap"' not in other and "recap-wait" in other
    events, _ = session.play(DECLINE_MOVE)
    assert recapture(session.state) is None


def test_the_scores_show_the_hand_in_play_apart_from_the_total() -> None:
    """Before any hand had ended the Scores showed only a Total row: the hand in play has its
    row, its piles' points, which the total counts as they stand; a hand's summary has none."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 4)
    play_until(session, lambda s: any(s.state.pile_points(p) for p in range(3)))
    board = scoreboard_html(session, EN)
    row = board[board.index('class="in-play"'):]
    assert "1 (in play)" in row
    cells = [int(c) for c in re.findall(r"<td>(\d+)</td>", row[: row.index("</tr>")])]
    assert cells == [session.state.pile_points(p) for p in range(3)] and sum(cells) > 0
    assert session.state.scores == cells  # the first hand: the total is its row
    play_until(session, lambda s: s.end is not None)
    assert 'class="in-play"' not in scoreboard_html(session, EN)


def test_a_long_game_s_summary_sums_its_earlier_hands_in_one_row() -> None:
    """Late in a long Gharat game a hand's summary shows the last hands a row each and the
    earlier ones summed in one ("1–4"), so that its totals stay in view; Scores shows all."""
    session = CaptureSession.new(CaptureSetup.for_game("gharat", 2), 1)
    session.log = [{"hand": h, "points": [h, 10 * h], "scores": [0, 0]} for h in range(1, 10)]
    short = scoreboard_html(session, EN, recent=5)
    rows = re.findall(r'<tr(?: class="\w+")?><th scope="row">([^<]+)</th><td>(\d+)</td>'
                      r"<td>(\d+)</td>", short)
    assert rows[:6] == [("1–4", "10", "100"), ("5", "5", "50"), ("6", "6", "60"),
                        ("7", "7", "70"), ("8", "8", "80"), ("9", "9", "90")]
    assert short.count('scope="row">') == 8  # with the hand in play and the total
    assert scoreboard_html(session, EN).count('scope="row">') == 11
    session.log = session.log[:6]  # one hand more than the rows: nothing to sum
    assert "–" not in scoreboard_html(session, EN, recent=5)


def test_a_game_over_shows_its_winner_where_the_hand_was() -> None:
    """Every hand played: no empty hand box and no End turn left to press, but the winner."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 2), 3)
    play_until(session, lambda s: s.state.is_over, limit=20_000)
    html = table_html(session, Selection(), 0, EN)
    assert 'class="hand game-over"' in html and "Winner: " in html
    assert 'data-act="end"' not in html and 'class="hcard"' not in html


def test_a_hot_seat_recapture_says_why_the_device_changes_hands_and_who_decides() -> None:
    """T-11 in hot-seat: the cover names the theft that hands the device over mid-turn, the
    line then addresses the person at the device, and a packet taken back is not called
    stolen (the thief, asked in turn, took nothing from anyone)."""
    state = build(get_game("thief", players=2), hands=["7H 2C 3S", "7D JK 4S"],
                  piles=[[], ["7C 7S"]], middle="KD", stock_top="5H 5D 9S 9C")
    play(state, "7H>2")
    session = CaptureSession(CaptureSetup(players=2, seats=["human", "human"],
                                          game_id="thief"), state)
    rc = recapture(state)
    assert rc is not None and rc.victim == 1 and not rc.back
    cover = table_html(session, Selection(), None, EN, handoff=1)
    assert "Player 1 stole a packet from Player 2, who may take it back." in cover
    assert recap_words(session, rc, EN) == (
        "Player 2: Player 1 stole your packet; take it back, or let it go.")
    assert "Player 1 stole your packet" in table_html(session, Selection(), 1, EN)
    play(state, "7D>1")
    rc = recapture(state)
    assert rc is not None and rc.victim == 0 and rc.back
    assert "Player 2 took a packet back from Player 1, who may take it again." in table_html(
        session, Selection(), None, EN, handoff=0)
    shown = table_html(session, Selection(), 0, EN)
    assert "Player 2 took your packet back" in shown and "stole" not in shown
    one = CaptureSession(CaptureSetup(players=2, seats=["human", "normal"], game_id="thief"),
                         state)
    assert recap_words(one, rc, EN) == (
        "Computer 2 took your packet back: take it again, or let it go.")
    assert "वापस ले लिया" in recap_words(one, rc, Messages("hi"))


@pytest.mark.parametrize(("hands", "moves", "why"), [
    (["7H KS 3S", "7D JK 4S"], ["7H>2", "n"], "Player 2 let the packet go; Player 1 plays on."),
    (["7H KS 4D", "7D JK 4S"], ["7H>2", "7D>1"],  # Player 1 cannot answer; the KD is left
     "Player 2 took the packet back; Player 1 plays on."),
])
def test_a_hot_seat_cover_says_why_the_device_comes_back_mid_turn(hands, moves, why) -> None:
    """T-11 in hot-seat: once the victim lets the packet go or takes it back for good, the
    device goes back to the player whose turn goes on, and the cover says why."""
    state = build(get_game("thief", players=2), hands=hands, piles=[[], ["7C 7S"]],
                  middle="KD", stock_top="5H 5D 9S 9C")
    play(state, *moves)
    assert state.turn == state.to_move == 0 and state.phase == "more"
    session = CaptureSession(CaptureSetup(players=2, seats=["human", "human"],
                                          game_id="thief"), state)
    assert why in table_html(session, Selection(), None, EN, handoff=0)


@pytest.mark.parametrize(("hands", "moves"), [
    (["7H 3S 4D", "3H 4H 5C", "7D JK 4S"], ["7H>3", "n"]),  # let go
    (["7H 3S 4D", "3H 4H 5C", "8D 9D 4S"], ["7H>3"]),  # Player 3 cannot answer
])
def test_a_hot_seat_cover_gives_no_reason_when_the_thiefs_turn_ended(hands, moves) -> None:
    """T-11, T-13: once the packet is settled and the thief has nothing left to capture, the
    next person's turn simply begins: the cover does not say that a packet was let go or taken
    back and that the next person "plays on" (it told the third player so)."""
    state = build(get_game("thief", players=3), hands=hands, piles=[[], [], ["7C 7S"]],
                  middle="KD", stock_top="5H 5D 9C")
    play(state, *moves)
    assert state.turn == state.to_move == 1 and state.phase == "start"
    session = CaptureSession(CaptureSetup(players=3, seats=["human"] * 3, game_id="thief"),
                             state)
    cover = table_html(session, Selection(), None, EN, handoff=1)
    assert "plays on" not in cover and "let the packet go" not in cover
    assert "took the packet back" not in cover


@pytest.mark.parametrize("game_id", ["four-card", "gharat"])
def test_a_cover_gives_no_reason_in_games_without_re_capture(game_id) -> None:
    """Four Card Thief and Gharat have no re-capture: a take from a person's pile hands the
    device on as any turn does ("Player 2 took the packet back; Player 1 plays on" was said in
    Gharat to the player whose packet had just been taken)."""
    session = CaptureSession.new(CaptureSetup(players=2, seats=["human"] * 2,
                                              game_id=game_id), 5)
    steals = []

    def no_reason(s: CaptureSession) -> bool:
        state = s.state
        steals.append(bool(state.history) and state.history[-1].kind == STEAL)
        assert handoff_why(CaptureSeen.of(s, None), state.to_move, EN) == ""
        return len(steals) == 300 or state.is_over

    play_until(session, no_reason, seed=5)
    assert any(steals)


def test_a_hot_seat_cover_in_partnerships_says_whom_the_person_plays_with() -> None:
    """G-13 at a shared device: the cover names the next person's partner and team (a phone
    shows the teams only by colour, and "You play with ..." is said only to a lone person)."""
    session = CaptureSession.new(CaptureSetup(players=4, seats=["human"] * 4, game_id="gharat",
                                              partners=True), 4)
    seat = session.state.to_move
    cover = table_html(session, Selection(), None, EN, handoff=seat)
    partner, team = (seat + 2) % 4 + 1, "AB"[seat % 2]
    assert f"Player {seat + 1} plays with Player {partner}, as Team {team}." in cover
    assert table_html(session, Selection(), seat, EN).count("0 team points") == 4  # not a seat's


def test_a_hot_seat_cover_lists_the_moves_since_the_person_last_played() -> None:
    """At a shared device of three or more, the person handed the device missed the others'
    moves: the cover lists them, oldest first, as the whole table may see them (a drawn card
    is counted, not named); one move alone is left to the line under the toolbar."""
    session = CaptureSession.new(CaptureSetup(players=3, seats=["human", "normal", "human"],
                                              game_id="thief"), 5)
    state, rng = session.state, random.Random(2)
    assert "handoff-recent" not in table_html(session, Selection(), None, EN,
                                              handoff=state.to_move)
    movers: list[int] = []

    def missed(seat: int) -> int:  # moves by others since seat last moved, if it has
        return movers[::-1].index(seat) if seat in movers else 0

    while not (state.to_move in (0, 2) and missed(state.to_move) >= 2):
        movers.append(state.to_move)
        session.play(rng.choice(state.legal_moves()))
    seat = state.to_move
    played, moves = session.moves_since(seat)
    assert played and len(moves) == missed(seat)
    cover = table_html(session, Selection(), None, EN, handoff=seat)
    listed = re.findall(r"<li>(.*?)</li>", cover.split('class="handoff-recent"')[1])
    public = [" ".join(describe(session, events, None, EN)) for events in moves]
    assert listed == [escape(line) for line in public]
    assert f"Since Player {seat + 1} last played:" in cover
    assert "The moves before these are in Moves." in cover  # shown when some are not (css)


def test_a_wild_capture_is_said_to_be_wild() -> None:
    """T-9: a 2 taking a packet of sevens is said as a wild card's steal, not left to look
    like a mistake; the opening line says which cards are wild."""
    state = build(get_game("thief", players=2), hands=["2C KS 3S", "4D 5D 4S"],
                  piles=[[], ["7C 7S"]], middle="KD", stock_top="5H 5D 9S 9C")
    session = CaptureSession(CaptureSetup(players=2, seats=["human", "normal"],
                                          game_id="thief"), state)
    events, _end = session.play(state.game.parse_move("2C>2", state))
    assert describe(session, events, 0, EN)[0] == (
        "You: Two of clubs, wild, steals 2 cards from Computer 2.")
    assert "2s and jokers are wild" in EN(capture_words.MIDDLE_WORDS["thief"]["welcome"])
    robbed = build(get_game("thief", players=2), hands=["KS 3S 9H", "2C 5D 4S"],
                   piles=[["7C 7S"], []], middle="KD", stock_top="5H 5D 9S 9C", turn=1)
    session = CaptureSession(CaptureSetup(players=2, seats=["human", "normal"],
                                          game_id="thief"), robbed)
    events, _end = session.play(robbed.game.parse_move("2C>1", robbed))
    assert describe(session, events, 0, EN)[0] == (  # "you" in mid-sentence, not "You"
        "Computer 2: Two of clubs, wild, steals 2 cards from you.")


def test_hand_end_log_ranking_and_save() -> None:
    session = CaptureSession.new(CaptureSetup.for_game("gharat", 4), 9)
    play_until(session, lambda s: len(s.log) >= 1)
    entry = session.log[0]
    assert entry["hand"] == 1 and len(entry["points"]) == 4
    msg = Messages("en")
    board = scoreboard_html(session, msg)
    assert board.count('<th scope="col">') == 3 and "Team A" in board
    assert "Team B" in ranking_html(session, session.state.scores, msg)
    assert "टीम ख" in ranking_html(session, session.state.scores, Messages("hi"))
    again = CaptureSession.loads(session.dumps(), "gharat")
    assert again is not None and again.log == session.log
    assert again.state.position() == session.state.position()
    assert CaptureSession.loads(None, "gharat") is None
    for bad in ("{", '{"format": 1, "state": 5}', '{"format": 2}'):
        with pytest.raises(CorruptSave):
            CaptureSession.loads(bad, "gharat")
    with pytest.raises(CorruptSave):
        CaptureSession.loads(session.dumps(), "thief")


@pytest.mark.parametrize("game_id", ["thief", "four-card", "gharat"])
def test_summary_shows_the_table_as_the_hand_ended(game_id: str) -> None:
    """Behind a hand's summary the table is the hand's last one (its piles and points), not
    the next deal; the game itself has gone on to the next hand."""
    session = CaptureSession.new(CaptureSetup.for_game(game_id, 3), 5)
    rng = random.Random(2)
    end = None
    while end is None:
        _events, end = session.play(rng.choice(session.state.legal_moves()))
    assert end.over is None and end.table is not None
    table = end.table
    assert [table.pile_points(p) for p in range(3)] == end.points
    assert table.scores == end.scores and not any(table.hands) and not table.stock
    assert session.state.hand_no == end.hand + 1 and any(session.state.hands)
    msg = Messages("en")
    shown = table_html(session, Selection(), 0, msg, ended=table)
    assert f'data-hand="{end.hand}"' in shown
    assert "game-over" not in shown and "Winner" not in shown  # only a hand is over
    for p, points in enumerate(end.points):
        assert f'data-seat="{p}"' in shown and f'data-points="{points}"' in shown
    live = table_html(session, Selection(), 0, msg)
    assert f'data-hand="{end.hand + 1}"' in live


@pytest.mark.parametrize("game_id", ["thief", "four-card", "gharat"])
def test_a_reload_shows_the_open_summary_again(game_id: str) -> None:
    """Saved while a hand's summary is open, the game comes back with that summary and the
    table as the hand ended; once the summary is closed, a reload goes straight on."""
    session = CaptureSession.new(CaptureSetup.for_game(game_id, 3), 5)
    rng = random.Random(2)
    end = None
    while end is None:
        _events, end = session.play(rng.choice(session.state.legal_moves()))
    assert session.end is end
    again = CaptureSession.loads(session.dumps(), game_id)
    assert again is not None
    back = again.end
    assert back is not None and back.record() == end.record() and back.over is None
    assert back.table is not None and end.table is not None
    assert back.table.position() == end.table.position()
    assert again.log == session.log and again.state.position() == session.state.position()
    session.end = None  # the summary closed
    closed = CaptureSession.loads(session.dumps(), game_id)
    assert closed is not None and closed.end is None and closed.log == session.log


def test_a_reload_shows_the_final_ranking_again_and_distrusts_the_flag() -> None:
    session = CaptureSession.new(CaptureSetup.for_game("thief", 2), 4)
    events = play_until(session, lambda s: s.state.is_over)
    over = next(e for e in events if e["type"] == "game-over")
    assert session.to_save()["summary"] is True
    again = CaptureSession.loads(session.dumps(), "thief")
    assert again is not None
    back = again.end
    assert back is not None and back.over == over and back.table is None
    assert again.log == session.log
    fresh = CaptureSession.new(CaptureSetup.for_game("thief", 3), 5)
    fresh.play(fresh.state.legal_moves()[0])
    fresh.log = [{"hand": 1, "points": [0, 0, 0], "scores": [0, 0, 0]}]
    data = fresh.to_save()
    data["summary"] = True  # a save that says a summary is open when none is
    odd = CaptureSession.loads(json.dumps(data), "thief")
    assert odd is not None and odd.end is None
    assert odd.log == fresh.log and odd.state.position() == fresh.state.position()


def test_the_winner_is_named_and_a_shared_first_place_joined() -> None:
    """At the game's end the status line says who won ("Winner: You!"), all of them on a tie
    (T-17), in a sentence."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 6)
    assert EN(capture_words.CAPTURE["winner"], name=winners_name(session, [90, 120, 30], EN)) == (
        "Winner: Computer 2!")
    assert winners_name(session, [120, 120, 30], EN) == "You and Computer 2"
    session.state.scores[:] = [120, 120, 120]  # a tie, not a team: "+" joins partners
    assert game_won_words(session, EN) == "A shared win: You, Computer 2 and Computer 3!"
    gharat = CaptureSession.new(CaptureSetup(players=4, seats=["human"] + ["normal"] * 3,
                                             game_id="gharat", partners=True), 6)
    assert winners_name(gharat, [50, 70, 50, 70], EN) == "Team B (Computer 2 + Computer 4)"
    assert hand_best_words(gharat, [50, 70, 10, 70], EN) == (  # a hand's, each seat's own
        "Most points this hand: Team B (Computer 2 + Computer 4), 140.")
    assert hand_best_words(gharat, [20, 0, 0, 20], EN) == "A tie this hand: 20 points each."


def test_ranking_shares_places() -> None:
    assert ranking([10, 30, 10], [[0], [1], [2]]) == [(1, [1], 30), (2, [0], 10), (2, [2], 10)]


def test_describe_never_names_other_players_cards() -> None:
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 6)
    hidden = set()
    for _ in range(60):
        events, _ = session.play(random.Random(_).choice(session.state.legal_moves()))
        for e in events:
            if e["type"] == "draw" and e["player"] != 0:
                hidden.update(e["cards"])
        words = " ".join(describe(session, events, 0, Messages("en")))
        assert "??" not in words
        assert " draw" in words or not any(
            e["type"] == "draw" and e["player"] != 0 for e in events)


def test_moves_say_you_in_lower_case_and_hot_seat_draws_by_name() -> None:
    """"Computer 2: … steals 2 cards from you." mid-sentence; in hot-seat no one is "You": a
    person's own draw reads "Player 1 draws …"."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 6)
    steal = {"type": "steal", "player": 1, "from": 0, "card": "4S", "taken": ["4H", "4D"]}
    assert describe(session, [steal], 0, EN) == [
        "Computer 2: Four of spades steals 2 cards from you."]
    assert describe(session, [steal], 0, Messages("hi"))[0].startswith("कंप्यूटर 2: हुकुम के चौके से")
    duo = CaptureSession.new(CaptureSetup(players=2, seats=["human", "human"], game_id="thief"), 6)
    draw = {"type": "draw", "player": 0, "cards": ["7C"]}
    assert describe(duo, [draw], 0, EN) == ["Player 1 draws Seven of clubs."]
    decline, end = {"type": "decline", "player": 0}, {"type": "end-turn", "player": 0}
    assert describe(session, [decline, end], 0, EN) == [  # not "You lets", "You ends"
        "You let the packet go.", "You end the turn."]
    assert describe(duo, [decline], 0, EN) == ["Player 1 lets the packet go."]
    auto = {**end, "auto": True}  # T-13: the turn ends by itself, said to everyone
    assert describe(session, [auto], 0, EN) == [
        "You have nothing left to capture, so your turn ends."]
    assert describe(session, [{**auto, "player": 2}], 0, EN) == [
        "Computer 3 has nothing left to capture, so the turn ends."]
    assert describe(session, [draw], 0, EN) == ["You draw Seven of clubs."]
    hindi = Messages("hi")  # one card new, not "new cards" ("आपके नए पत्ते: चिड़ी का सत्ता")
    assert describe(session, [draw], 0, hindi) == ["आपका नया पत्ता: चिड़ी का सत्ता।"]
    assert describe(duo, [draw], 0, hindi) == ["खिलाड़ी 1 का नया पत्ता: चिड़ी का सत्ता।"]
    two = {"type": "draw", "player": 0, "cards": ["7C", "KD"]}
    assert describe(session, [two], 0, hindi)[0].startswith("आपके नए पत्ते: चिड़ी का सत्ता")


def test_a_move_names_its_player_once_then_says_they() -> None:
    """A computer's capture, its draw and the turn's end read "Computer 2: ... They draw 1
    card. They have nothing left ...", not the name three times; a re-capture by another
    player names them, and you stay "You"."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 6)
    steal = {"type": "steal", "player": 1, "from": 2, "card": "4S", "taken": ["4H", "4D"]}
    draw = {"type": "draw", "player": 1, "cards": ["7C"]}
    end = {"type": "end-turn", "player": 1, "auto": True}
    assert describe(session, [steal, draw, end], 0, EN) == [
        "Computer 2: Four of spades steals 2 cards from Computer 3.", "They draw 1 card.",
        "They have nothing left to capture, so the turn ends."]
    assert describe(session, [steal, draw], 0, Messages("hi"))[1] == "फिर 1 पत्ता लिया।"
    back = {"type": "recapture", "player": 2, "from": 1, "card": "2C", "taken": ["4H"]}
    said = describe(session, [steal, back, {**end, "auto": False}], 0, EN)
    assert said[1].startswith("Computer 3: ") and said[2] == "Computer 2 ends the turn."
    mine = [{**steal, "player": 0}, {**draw, "player": 0}]
    assert describe(session, mine, 0, EN)[1] == "You draw Seven of clubs."
    duo = CaptureSession.new(CaptureSetup(players=2, seats=["human", "human"], game_id="thief"), 6)
    assert describe(duo, [{**steal, "player": 0, "from": 1}, {**draw, "player": 0}], 0,
                    EN)[1] == "They draw Seven of clubs."


def test_a_four_card_hand_s_first_draw_is_said_as_it_begins_not_as_the_last_one_ends() -> None:
    """The move that ends a hand also deals the next, whose first player draws (F-4): that
    draw was said, and listed in Moves, with the hand that ended; it belongs to the next."""
    session = CaptureSession.new(CaptureSetup.for_game("four-card", 3), 11)
    first = deal_events(session.state)
    assert [e["type"] for e in first][-1] == "draw"
    starter = first[-1]["player"]
    assert describe(session, first, starter, EN)[-1].startswith("You draw ")
    events = play_until(session, lambda s: s.end is not None, seed=3)
    said = describe(session, events, 0, EN)
    assert said and not any(" draw" in line for line in said)
    dealt = deal_events(session.state)
    assert [e["type"] for e in dealt][-2:] == ["turn", "draw"]
    assert describe(session, dealt, -1, EN)[-1].endswith("draws 1 card.")
    hand, moves = session.journal_moves()
    assert hand == 1 and not any(" draw" in line
                                 for line in describe(session, moves[-1], 0, EN))
    session.play(session.state.legal_moves()[0])
    assert deal_events(session.state) == []  # a move of the new hand made: nothing to say


@pytest.mark.parametrize("game_id", ["thief", "four-card", "gharat"])
def test_the_moves_of_the_hand_in_words(game_id: str) -> None:
    """Moves (the table's button) lists what each move of the hand in play did, as it was said
    when it was made to that seat, from the moves alone; the position is left as it was."""
    session = CaptureSession.new(CaptureSetup.for_game(game_id, 3), 8)
    assert "No moves yet in this hand." in journal_html(session, session.deal_moves(), 0, EN)
    assert session.journal_moves() == (1, [])
    rng = random.Random(4)
    made: list[list[dict]] = []
    first: list[list[dict]] = []
    while session.state.hand_no == 1 or len(made) < 6:  # into hand 2, a few moves on
        hand = session.state.hand_no
        events, _end = session.play(rng.choice(session.state.legal_moves()))
        made = made + [events] if session.state.hand_no == hand else []
        first = first + [events] if hand == 1 else first
        if session.state.hand_no == 2 and not made:  # hand 2 dealt, not yet played: Moves
            before = session.state.to_json()  # still lists hand 1, to its last move
            assert session.journal_moves() == (1, first)
            assert session.state.to_json() == before
    before = session.state.to_json()
    moves = session.deal_moves()
    assert session.state.to_json() == before
    assert moves == made
    html = journal_html(session, moves, 0, EN)
    lines = re.findall(r"<li>(.*?)</li>", html)
    assert lines and lines == [" ".join(describe(session, e, 0, EN)) for e in made if
                               describe(session, e, 0, EN)]
    # a line is what describe() said for that move to seat 0 (its privacy is tested above)
    assert "<li>" in journal_html(session, moves, 0, Messages("hi"))
    while not session.state.is_over:  # at the game's end: its last hand, to the last move
        session.play(rng.choice(session.state.legal_moves()))
    last = session.deal_moves()
    assert last and any(e["type"] == "game-over" for e in last[-1])


@pytest.mark.parametrize(("game_id", "hindi", "discard", "take"), [
    ("thief", "फेंकी ढेरी", "to the discard pile.", "takes the top of the discard pile."),
    ("four-card", "बीच", "to the centre.", "from the centre."),
    ("gharat", "खेल की ढेरी", "onto the play pile.", "from the play pile."),
])
def test_moves_name_the_middle_as_the_table_labels_it(
    game_id: str, hindi: str, discard: str, take: str
) -> None:
    """A card laid to the middle or a capture from it says the middle's name in each game (the
    Thief's discard pile, the centre, Gharat's play pile), in Hindi the label's words too."""
    session = CaptureSession.new(CaptureSetup.for_game(game_id, 3), 3)
    seen = {"discard": "", "take": ""}
    rng = random.Random(2)
    for _ in range(400):
        if all(seen.values()) or session.state.is_over:
            break
        events, _end = session.play(rng.choice(session.state.legal_moves()))
        for kind in seen:
            mine = [e for e in events if e["type"] == kind]
            if mine and not seen[kind]:
                seen[kind] = " ".join(describe(session, mine, 0, Messages("en")))
                assert hindi in " ".join(describe(session, mine, 0, Messages("hi")))
    assert seen["discard"].endswith(discard) and take in seen["take"]


@pytest.mark.parametrize("lang", ["en", "hi"])
@pytest.mark.parametrize("game_id", ["thief", "four-card", "gharat"])
def test_table_markup_has_the_hooks(lang: str, game_id: str) -> None:
    msg = Messages(lang)
    session = CaptureSession.new(CaptureSetup.for_game(game_id, 3), 2)
    state = session.state
    viewer = state.to_move
    card = state.view(viewer)["hand"][0]
    html = table_html(session, Selection(card=card), viewer, msg)
    assert html.count('class="cseat ') == 3 and html.count('class="cpile"') == 3
    assert 'class="middle"' in html and 'class="stock"' in html
    assert html.count('class="hcard"') == len(state.hands[viewer])
    assert 'aria-pressed="true"' in html
    if targets(state, card):
        assert "data-target" in html
    hidden = table_html(session, Selection(), None, msg, handoff=viewer)
    assert 'class="handoff"' in hidden and 'class="hcard"' not in hidden
    form = setup_html(session.setup, msg)
    assert 'id="setup-players"' in form and ('id="setup-partners"' in form) == (
        game_id == "gharat")
    if lang == "hi":
        assert "अंक" in html
    if game_id == "gharat":  # a game of hands to 1,000 (G-12): the table says how far
        assert ("to 1,000 points" if lang == "en" else "1,000 अंकों तक") in html


def test_a_card_that_cannot_be_played_is_said_so_not_only_greyed() -> None:
    """The greyed hand card is heard as one that cannot be played now (WCAG 1.4.1), on one's
    turn only: another's turn greys every card and says so once, in the status line."""
    session = CaptureSession.new(CaptureSetup.for_game("thief", 3), 3)

    def mixed(s: CaptureSession) -> bool:
        state = s.state
        ok = [bool(targets(state, card)) for card in state.view(state.to_move)["hand"]]
        return state.phase != "recapture" and any(ok) and not all(ok)

    play_until(session, mixed)
    state = session.state
    viewer = state.to_move
    idle = [c for c in state.view(viewer)["hand"] if not targets(state, c)]
    html = table_html(session, Selection(), viewer, EN)
    assert html.count(" — cannot be played now") == len(idle)
    other = table_html(session, Selection(), (viewer + 1) % 3, EN)
    assert "cannot be played now" not in other


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_four_card_set_of_four_shows_safe_and_takes_no_card(lang: str) -> None:
    """F-6: a rival's top packet of four naturals is marked safe, and the joker that could
    steal any other top is offered no move onto it."""
    state = build(FourCardThiefGame(players=2), hands=["JK 3D 4H 5S 6C"],
                  piles=[["8C 8D"], ["7C 7D 7H 7S"]], middle="KC KD TC TD")
    session = CaptureSession(CaptureSetup.for_game("four-card", 2), state)
    msg = Messages(lang)
    html = table_html(session, Selection(card="JK"), 0, msg)
    seat = {p: html[html.index(f'data-seat="{p}" data-turn'):] for p in (0, 1)}
    safe = msg("safe set of four")
    assert lang == "en" or safe != "safe set of four"
    assert safe in seat[1][: seat[1].index("</button>")]
    assert safe not in seat[0][: seat[0].index("data-seat", 1)]
    rival = seat[1][seat[1].index('class="cpile"'):]
    assert "data-target" not in rival[: rival.index(">")]


def test_a_steal_target_says_what_it_takes() -> None:
    """The badge of a pile the chosen card may steal from gives the points of the packet it
    takes (4H 4D: 2, F-8), not the pile's points for the hand (32 with the kings beneath)."""
    state = build(FourCardThiefGame(players=2), hands=["4S 3D 5H 6C 8S"],
                  piles=[[], ["KC KD KH", "4H 4D"]], middle="2C 7D 9H JS")
    session = CaptureSession(CaptureSetup.for_game("four-card", 2), state)
    html = table_html(session, Selection(card="4S"), 0, EN)
    rival = html[html.index('data-seat="1" data-turn'):]
    assert "steal +2" in rival and 'data-points="32"' in rival
    assert choices_words(CaptureSeen.of(session, 0), "4S", EN) == (
        "Four of spades: steal from Computer 2 (+2).")


def test_a_chosen_card_says_where_it_may_go_in_words() -> None:
    """What the highlights show, said: a pair, the middle, a steal with its points."""
    state = build(get_game("thief", players=2), hands=["7H 7S KS"], piles=[[], ["7C 7D"]],
                  middle="KD", stock_top="5H 5D 9S 9C")
    session = CaptureSession(CaptureSetup.for_game("thief", 2), state)
    shown = CaptureSeen.of(session, 0)
    assert choices_words(shown, "7H", EN) == (
        "Seven of hearts: pair with Seven of spades, steal from Computer 2 (+10).")
    assert choices_words(shown, "KS", EN) == "King of spades: take the discard pile’s top."
    assert "के साथ जोड़ा बनाएँ" in choices_words(shown, "7H", Messages("hi"))


def test_taking_from_a_partner_is_not_called_a_steal() -> None:
    """G-7 with partners: a partner's top may be taken, which moves no points between the
    sides; its badge says so, where an opponent's says the points it takes (Gharat's rules
    take from another pile: its words never say steal)."""
    state = build(GharatGame(players=4, partners=True),
                  hands=["7S 2D 3D 4D", "2H 3H 4H 5H", "2C 3C 4C 5C", "2S 3S 4S 5S"],
                  piles=["8C 7C", "9C 7D", "8D 7H"], middle="KS KH KD QS", turn=0)
    session = CaptureSession(CaptureSetup(players=4, seats=["human"] + ["easy"] * 3,
                                          game_id="gharat"), state)
    html = table_html(session, Selection(card="7S"), 0, EN)
    opponent = html[html.index('data-seat="1" data-turn'):html.index('data-seat="2" data-turn')]
    partner = html[html.index('data-seat="2" data-turn'):html.index('data-seat="3" data-turn')]
    assert "take +5" in opponent and "steal" not in opponent
    assert "take from your partner" in partner and "steal" not in partner
    rival = CaptureSession(session.setup, state.copy())
    events, _end = rival.play(state.game.parse_move("7S>2", state))
    assert describe(rival, events, 0, EN)[0] == "You: Seven of spades takes 1 card from Computer 2."
    events, _end = session.play(state.game.parse_move("7S>3", state))  # and once made
    assert describe(session, events, 0, EN)[0] == (
        "You: Seven of spades takes 1 card from partner Computer 3.")


def test_a_damaged_saves_setup_is_salvaged_when_it_reads() -> None:
    data = save_data(json.dumps({"format": 1, "state": None, "setup": {
        "game": "gharat", "players": 2, "seats": ["human", "easy"]}}))
    setup = salvage_setup(data, CaptureSetup, "gharat")
    assert setup is not None and setup.players == 2 and setup.seats == ["human", "easy"]
    assert salvage_setup(data, CaptureSetup, "thief") is None  # another game's
    assert save_data("{broken") is None and salvage_setup(None, CaptureSetup, "gharat") is None
    assert salvage_setup({"setup": 3}, CaptureSetup, "gharat") is None
    assert salvage_setup([], CaptureSetup, "gharat") is None


def test_moves_replayed_past_a_hand_s_end_leave_its_summary_closed() -> None:
    """A link's moves (the frame's "Play on the full site") that go on into the second hand
    open no summary of the first; moves that stop where a hand ended open it, as a reload
    does."""
    played, moves, ended = gharat_past_its_first_hand(4)
    session = CaptureSession.new(played.setup, 5)
    assert session.replay(moves) is None and session.end is None
    assert session.log == played.log and len(session.log) == 1
    stopped = CaptureSession.new(played.setup, 5)
    assert stopped.replay(moves[:ended]) is None and stopped.end is not None
    assert stopped.end.hand == 1 and stopped.log == played.log
    bad = CaptureSession.new(played.setup, 5)
    assert bad.replay([*moves[:3], "nonsense", *moves[4:]]) == 4
    assert len(bad.state.history) == 3


def test_a_save_whose_move_no_longer_plays_goes_on_up_to_it() -> None:
    """A rule mended since the game was saved, or a damaged move: the save is refused whole,
    and its game goes on from the last move that still plays, with the hands it finished."""
    played, moves, ended = gharat_past_its_first_hand(6)
    data = played.to_save()
    data["state"]["moves"][ended + 3] = "AS>9"
    text_ = json.dumps(data)
    with pytest.raises(CorruptSave):
        CaptureSession.loads(text_, "gharat")
    back = CaptureSession.salvaged(data, played.setup)
    assert [str(m) for m in back.state.history] == moves[: ended + 3]
    assert back.log == played.log and back.end is None
    assert back.setup == played.setup


@settings(max_examples=30, deadline=None)
@given(game=st.sampled_from(GAME_IDS), deal=st.integers(1, 10**6), plies=st.integers(2, 160),
       seed=st.integers(0, 2**32), where=st.floats(0, 1, exclude_max=True))
def test_a_damaged_move_keeps_every_move_before_it(
    game: str, deal: int, plies: int, seed: int, where: float
) -> None:
    """Whatever the game and wherever a move is damaged (past its first), the salvaged game is
    the saved one up to that move: the same moves, the same hands logged."""
    session = CaptureSession.new(CaptureSetup.for_game(game), deal)
    rng = random.Random(seed)
    for _ in range(plies):
        if session.state.is_over:
            break
        session.play(rng.choice(session.state.legal_moves()))
    data = session.to_save()
    moves = data["state"]["moves"]
    cut = 1 + int(where * (len(moves) - 1))
    moves[cut] = "??"
    then = session.state.copy()
    while len(then.history) > cut:
        then.pop()
    back = CaptureSession.salvaged(data, session.setup)
    assert back is not None and back.state.history == then.history
    assert back.state.position() == then.position() and back.state.scores == then.scores
    assert back.log == session.log[: len(back.log)]


@pytest.mark.parametrize("damage", ["first", "none", "deal", "format", "json"])
def test_a_save_is_not_salvaged_when_no_move_or_every_move_plays(damage: str) -> None:
    """Nor when it is another version's format (its moves may mean other things), nor when
    its deal or its JSON does not read."""
    played, _moves, _ended = gharat_past_its_first_hand(1)
    data = played.to_save()
    state = data["state"]
    state["moves"][-1] = "AS>9"  # damaged: salvaged, unless the damage below stops it
    assert CaptureSession.salvaged(data, played.setup) is not None
    if damage == "first":
        state["moves"][0] = "AS>9"
    elif damage == "none":
        state["moves"].pop()
        state["position"] = "elsewhere"
    elif damage == "deal":
        state["deal"] = 0
    elif damage == "format":
        data["format"] = 2
    kept = save_data(json.dumps(data) if damage != "json" else "{broken")
    assert CaptureSession.salvaged(kept, played.setup) is None


def test_joker_face() -> None:
    """A joker's face carries the word in the table's language."""
    assert "JOKER" in face("JK", EN) and "svg" in face("7H", EN)
    assert "जोकर" in face("JK", Messages("hi"))


def test_six_seats_wear_six_colours_and_partners_their_team_s() -> None:
    """Seat 5 is not red like the person's seat 1; in Gharat's partnerships a seat wears its
    team's colour."""
    six = CaptureSession.new(CaptureSetup.for_game("thief", 6), 3)
    html = table_html(six, Selection(), None, EN)
    assert [f'data-side="{n}"' in html for n in range(6)] == [True] * 6
    teams = CaptureSession.new(CaptureSetup.for_game("gharat", 4), 3)  # partners by default
    html = table_html(teams, Selection(), None, EN)
    assert html.count('data-side="0"') == 2 and html.count('data-side="1"') == 2


def test_a_packet_marks_its_tens() -> None:
    """A ten's "10" needs more of a covered card to show than one figure does."""
    html = packet_faces(["TH", "TS", "2C"], EN)
    assert html.count('class="pk ten"') == 2 and html.count('class="pk"') == 1


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_gharat_pile_shows_the_run_a_capture_takes(lang: str) -> None:
    """A Gharat capture pile shows every card of its top run (G-7 ruling) and says how many."""
    session = CaptureSession.new(CaptureSetup.for_game("gharat", 3), 9)
    play_until(session, lambda s: any(len(p) >= 2 for p in s.state.piles))
    state = session.state
    p = next(q for q, pile in enumerate(state.piles) if len(pile) >= 2)
    run = state.view(0)["piles"][p]["run"]
    html = table_html(session, Selection(), 0, Messages(lang))
    seat = html[html.index(f'data-pile="{p}"'):]
    seat = seat[: seat.index("</button>")]
    assert f'data-n="{len(run)}"' in seat and seat.count('class="pk"') == len(run)
    said = {"en": f"Top run: {len(run)} cards", "hi": f"एक साथ एक ही नंबर के {len(run)} पत्ते"}
    assert said[lang] in seat
    total = len(state.piles[p])  # under the cards: the run out of the whole pile
    shown = {"en": f"Top run: {len(run)} of {total} cards",
             "hi": f"ऊपर एक नंबर के {len(run)}, कुल {total} पत्ते"}
    assert shown[lang] in seat


def test_a_crowded_centre_is_marked_to_overlap_its_cards():
    """Four Card Thief's centre: up to 8 cards side by side, then overlapped by a half, and
    past 14 by two thirds (each card's corner stays in view), so that it stays low."""
    cards = [f"{rank}C" for rank in "A23456789TJQK"] + ["AD", "2D", "3D"]
    for count, crowd in ((8, None), (9, "1"), (14, "1"), (15, "2")):
        state = build(FourCardThiefGame(players=2), hands=["KD", "KH"],
                      middle=" ".join(cards[:count]))
        session = CaptureSession(CaptureSetup.for_game("four-card", 2), state)
        shown = CaptureSeen.of(session, 0)
        found = re.search(r'data-crowd="(\d)"', middle_html(shown, {}, EN))
        assert (found.group(1) if found else None) == crowd, count



@pytest.mark.parametrize("game,where", [("thief", "go to the discard pile"),
                                        ("four-card", "go to the centre"),
                                        ("gharat", "left on the play pile score for no one")])
def test_the_end_of_a_hand_says_what_becomes_of_the_cards_left(game: str, where: str) -> None:
    """T-15, F-9, G-11: as a hand ends, the cards still in hands go to the middle unscored (in
    Gharat the play pile's stay there, no one's): said, since the middle's count and top card
    change with no move of anyone's."""
    session = CaptureSession.new(CaptureSetup.for_game(game, 3), 4)
    rng = random.Random(2)
    events: list = []
    while not any(e["type"] == "hand-over" for e in events):
        events, _end = session.play(rng.choice(session.state.legal_moves()))
    over = next(e for e in events if e["type"] == "hand-over")
    left = over["unclaimed"]
    assert left > 1
    said = describe(session, events, 0, EN)
    assert said[-1].startswith(f"The hand is over: {left} cards") and where in said[-1], said
