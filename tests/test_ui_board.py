"""The board game's table without a browser (fortythieves.ui.seated.seats, .board_session,
.board_view): seat setup, previews of a hand card on each pile, the thief's choices, the
round's end with its board and lines, the save and its distrust, and the markup's hooks."""

from __future__ import annotations

import json
import random
import re

import pytest

from fortythieves.board.moves import CONCEDE, Move
from fortythieves.cards import NAMES
from fortythieves.engine import CorruptSave
from fortythieves.i18n import Messages
from fortythieves.ui.board.session import (
    BoardSession,
    claims,
    preview,
    thief_move,
    why_nowhere,
)
from fortythieves.ui.board.story import (
    describe,
    game_won_words,
    round_words_won,
    scoreboard_html,
    taken_words,
)
from fortythieves.ui.board.view import Selection, journal_html, table_html
from fortythieves.ui.seated.markup import partner_words
from fortythieves.ui.seated.seats import HUMAN, Setup, chip_html, moved_to

from .helpers.board import build

EN = Messages("en")


def play_until(session: BoardSession, done, seed: int = 1, limit: int = 500):  # noqa: ANN001
    rng = random.Random(seed)
    for _ in range(limit):
        if done(session):
            return
        moves = session.state.legal_moves()
        session.play(rng.choice([m for m in moves if m != CONCEDE] or moves))
    raise AssertionError("never happened")


def test_setup_defaults_and_repairs() -> None:
    setup = Setup.default(3)
    assert setup.seats == [HUMAN, "normal", "normal"] and setup.rounds == 10
    assert not setup.hot_seat and setup.humans == [0]
    bad = Setup(players=7, seats=["human", "bogus"], rounds=500, three_strikes=True, pace="x")
    assert bad.players == 2 and bad.seats == [HUMAN, "normal"] and bad.rounds == 99
    assert bad.three_strikes is True and bad.pace == "normal"
    assert Setup(players=3, three_strikes=True).three_strikes is False
    assert Setup.from_dict({"players": 4, "seats": ["human", "human"]}).hot_seat
    assert Setup.from_dict("junk") == Setup.default()
    round_trip = Setup.from_dict(Setup(players=4, tokens=True, pace="fast").to_dict())
    assert round_trip.players == 4 and round_trip.tokens and round_trip.pace == "fast"


def test_chips_carry_a_mark_besides_the_colour() -> None:
    marks = {chip_html(s).split('data-mark="')[1].split('"')[0] for s in range(4)}
    assert marks == {"circle", "square", "triangle", "diamond"}


def test_preview_names_the_space_or_the_reason() -> None:
    session = BoardSession.new(Setup.default(2), 7)
    play_until(session, lambda s: s.state.round.phase == 2)
    state = session.state
    hand = [NAMES[c] for c in state.round.hands[state.to_move]]
    for card in hand:
        for pv in preview(state, card):
            if card[0] == "T":
                assert pv.space is None
                assert pv.ok == bool(pv.lifts)
            elif pv.ok:
                assert pv.space is not None and pv.reason is None
            else:
                assert pv.reason == "space-taken"
    # the opening: pile a only, and never a 10
    fresh = BoardSession.new(Setup.default(2), 7).state
    card = NAMES[fresh.round.hands[fresh.to_move][0]]
    a, b = preview(fresh, card)
    assert b.reason == "opening-pile" and (a.ok or a.reason == "opening-no-thief")


def test_a_ten_that_cannot_open_pile_b_is_told_why() -> None:
    """B-20: opening pile b with a 10, the reason is that a 10 starts no pile, not pile a's
    "the next player starts pile b" (which was said, being pile a's and first)."""
    state = build(hands=["5C 7H", "2D TS 4D"], piles=("5D", ""), phase="open-b", turn=1)
    previews = preview(state, "TS")
    assert [p.reason for p in previews] == ["opening-pile", "opening-no-thief"]
    assert why_nowhere(previews) == "opening-no-thief"
    opening_a = build(hands=["TS 7H", "2D 4D"], phase="open-a")
    assert why_nowhere(preview(opening_a, "TS")) == "opening-no-thief"


def test_thief_preview_lists_lifts_that_steal() -> None:
    for seed in range(1, 60):
        session = BoardSession.new(Setup.default(2), seed)
        state = session.state
        found = None
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_over or session.log:
                break
            turn = state.to_move
            tens = [NAMES[c] for c in state.round.hands[turn] if NAMES[c][0] == "T"]
            for ten in tens:
                for pv in preview(state, ten):
                    for lift, space in pv.lifts.items():
                        found = (ten, pv.pile, lift, space)
            if found:
                break
            moves = [m for m in state.legal_moves() if m != CONCEDE]
            session.play(rng.choice(moves))
        if found:
            ten, pile, lift, space = found
            sel = Selection(card=ten, pile=pile, open_pile=pile)
            html = table_html(session, sel, state.to_move, Messages("en"), handoff=None)
            assert f": lift it to steal space {space}" in html  # each card says what it does
            assert re.search(rf"Space {space}, held by (you|Computer 2) \(\w+\): steal it[,<]",
                             html), "the space to steal says whose it is"
            events, _ = session.play(thief_move(ten, pile, lift))
            steal = [e for e in events if e["type"] == "steal"]
            assert steal and steal[0]["space"] == space
            text = " ".join(describe(session, events, Messages("en")))
            victim = "you" if steal[0]["from"] == 0 else "Computer 2"  # whose space it was
            assert f"steals space {space} from {victim}." in text
            return
    pytest.fail("no thief found")


def test_round_end_keeps_the_last_board_and_lines() -> None:
    session = BoardSession.new(Setup.default(2), 3)
    play_until(session, lambda s: bool(s.log))
    entry = session.log[-1]
    assert entry["round"] == 1 and entry["points"] >= 1
    assert session.totals_after()[-1][entry["side"]] == entry["points"]
    html = scoreboard_html(session, Messages("en"))
    assert "Scoreboard" in html and "Total" in html
    row = html[html.index("<tbody>"):html.index("</tbody>")]
    assert "<td></td>" not in row and "<td>0</td>" in row  # the side that lost the round: 0


def test_a_reload_shows_the_open_round_summary_again() -> None:
    """Saved while the round's summary is open, the game comes back with it, the board as the
    round ended; closed, a reload goes straight on."""
    session = BoardSession.new(Setup.default(2), 3)
    rng = random.Random(1)
    end = None
    while end is None:
        moves = session.state.legal_moves()
        _events, end = session.play(rng.choice([m for m in moves if m != CONCEDE] or moves))
    again = BoardSession.loads(session.dumps())
    assert again is not None
    back = again.end
    assert back is not None and back.record() == end.record() and back.over is None
    assert back.table is not None and end.table is not None
    assert back.table.position() == end.table.position()
    assert again.log == session.log
    assert again.state.position() == session.state.position()
    session.end = None  # the summary closed
    closed = BoardSession.loads(session.dumps())
    assert closed is not None and closed.end is None


def test_summary_shows_the_table_as_the_round_ended() -> None:
    """Behind a round's summary the table is the round's last one (its board with the
    winning line, its piles and the points after it), not the next deal, whose cards no one
    should see before pressing "Next round"; the game itself has dealt that round."""
    session = BoardSession.new(Setup.default(2), 3)
    rng = random.Random(1)
    end = None
    while end is None or end.by != "line":
        moves = session.state.legal_moves()
        _events, end = session.play(rng.choice([m for m in moves if m != CONCEDE] or moves))
    assert end.over is None and end.table is not None
    table = end.table
    assert table.round.number == end.round and table.scores == session.state.scores
    assert session.state.round.number == end.round + 1
    msg = Messages("en")
    shown = table_html(session, Selection(), 0, msg, ended=table)
    assert f'data-round="{end.round}"' in shown and 'data-phase="over"' in shown
    assert "<line " in shown and 'data-turn="1"' not in shown
    hand = set(re.findall(r'class="hcard" data-card="(\w+)"', shown))
    assert hand == {NAMES[c] for c in table.round.hands[0]}
    assert hand != {NAMES[c] for c in session.state.round.hands[0]}  # not the next round's
    assert "game-over" not in shown  # a round is over, not the game
    live = table_html(session, Selection(), 0, msg)
    assert f'data-round="{end.round + 1}"' in live and "<line " not in live


def test_a_round_won_with_a_line_names_its_spaces() -> None:
    """The winning line's spaces are said, for whoever does not see it: on a phone the round's
    summary covers the lower rows, and a screen reader hears only the words."""
    session = BoardSession.new(Setup.default(2), 3)
    rng = random.Random(1)
    events: list = []
    end = None
    while end is None or end.by != "line":
        moves = session.state.legal_moves()
        events, end = session.play(rng.choice([m for m in moves if m != CONCEDE] or moves))
    spaces = "; ".join(", ".join(map(str, line)) for line in end.lines)
    said = describe(session, events, Messages("en"))
    assert any(f"with a line: {spaces}. Points: {end.points}." in s for s in said), said
    hindi = describe(session, events, Messages("hi"))
    assert any(f"कतार ({spaces})" in s for s in hindi), hindi
    lines = {"side": 0, "by": "line", "points": 2, "lines": [[1, 2, 3, 4], [4, 10, 20, 30]]}
    assert round_words_won(session, lines, Messages("en")) == (
        "Round won by you with 2 lines: 1, 2, 3, 4; 4, 10, 20, 30. Points: 2.")
    five = {"side": 0, "by": "line", "points": 2, "lines": [[5, 10, 18, 27, 36]]}
    assert round_words_won(session, five, Messages("en")) == (  # B-51: why 2 points
        "Round won by you with a line: 5, 10, 18, 27, 36. Points: 2. A line longer than four"
        " scores 1 for each run of four in it.")


def test_the_winning_line_stays_on_the_board_once_the_game_is_over() -> None:
    """Closing the game's last summary leaves the board as it ended, its line drawn."""
    session = BoardSession.new(Setup(players=2, seats=[HUMAN, "normal"], rounds=1), 3)
    play_until(session, lambda s: s.state.is_over)
    assert session.end is not None and session.end.by == "line"
    session.end = None  # the summary closed
    html = table_html(session, Selection(), 0, Messages("en"))
    assert "<line " in html
    # Who won, where the hand was: a hand of cards left bright looked like a game going on,
    # and at a hot-seat table (no one to show a hand to) it said "the hand is hidden".
    for viewer in (0, None):
        html = table_html(session, Selection(), viewer, Messages("en"))
        assert 'class="hand game-over"' in html and "Game won by" in html
        assert 'class="hcard"' not in html and "hidden-hand" not in html


def test_a_hot_seat_cover_lists_the_moves_the_person_missed() -> None:
    """Three at one device: the third person, handed it for the first time, is told the two
    moves made so far; between two people the one move made is left to the line under the
    toolbar, which says it already."""
    three = BoardSession.new(Setup(players=3, seats=[HUMAN, HUMAN, HUMAN]), 3)
    play_until(three, lambda s: len(s.state.history) == 2)
    seat = three.state.to_move
    cover = table_html(three, Selection(), None, Messages("en"), handoff=seat)
    listed = re.findall(r"<li>(.*?)</li>", cover)
    assert "Moves so far:" in cover and len(listed) == 2
    assert listed[0].startswith("Player 1") and listed[1].startswith("Player 2")
    assert "अब तक की चालें:" in table_html(three, Selection(), None, Messages("hi"),
                                           handoff=seat)
    two = BoardSession.new(Setup(players=2, seats=[HUMAN, HUMAN]), 3)
    play_until(two, lambda s: len(s.state.history) == 1)
    cover = table_html(two, Selection(), None, Messages("en"), handoff=two.state.to_move)
    assert 'class="handoff"' in cover and "handoff-recent" not in cover


def test_concession_ends_a_two_player_round() -> None:
    session = BoardSession.new(Setup.default(2), 5)
    play_until(session, lambda s: s.state.round.phase == 2)
    loser = session.state.to_move
    events, end = session.concede()
    assert end is not None and end.by == "concession" and end.side != loser
    assert end.points == 1 and session.state.scores[1 - loser] == 1
    said = describe(session, events, Messages("en"))
    assert len(said) == 1 and said[0].count("conceded") == 1  # said once, with the result


def test_a_card_refused_on_both_piles_names_the_spaces_it_would_claim() -> None:
    """B-31: the refusal said which spaces are taken (both piles can name the same one)."""
    state = build(hands=["7H 2C"], piles=("5D", "3S"), board={21: 1, 35: 0, 10: 0, 6: 1})
    assert [p.reason for p in preview(state, "7H")] == ["space-taken"] * 2
    assert claims(state, "7H") == (21, 35)
    assert taken_words(claims(state, "7H"), "7H", EN) == (
        "Seven of hearts would claim space 21 from pile a, space 35 from pile b.")
    same = build(hands=["7H"], piles=("3D", "3S"), board={21: 1})
    assert taken_words(claims(same, "7H"), "7H", EN) == "Seven of hearts would claim space 21."
    assert "21" in taken_words(claims(same, "7H"), "7H", Messages("hi"))


def test_a_conceded_hand_lies_face_down() -> None:
    """B-70: the person who conceded sees their hand laid down, not its cards greyed as if
    still in play; once a refill took it (B-71), that no turn comes."""
    state = build(3, hands=["7H 2C", "5H", "8D 8C"], piles=("5D", "3S"), turn=1,
                  conceded=[True, False, False])
    html = table_html(BoardSession(Setup.default(3), state), Selection(), 0, EN)
    assert 'class="hcard"' not in html
    assert "You have conceded this round: your 2 cards lie face down." in html
    state.round.hands[0] = []
    html = table_html(BoardSession(Setup.default(3), state), Selection(), 0, EN)
    assert "you take no more turns in it" in html


def test_a_refill_of_the_stock_is_said() -> None:
    """B-71: the stock made again from the conceded hands is said with the move that drew
    from it (the stock went from 0 to 4 without a word)."""
    session = BoardSession(Setup.default(3), build(
        3, hands=["7H 2C 3C 4C", "5H", "8D 8C"], piles=("5D", "3S"), stock_top="9C",
        rest_to="a", conceded=[False, False, True]))
    events = session.play(Move.parse("7H>a"))[0]
    said = describe(session, events, EN)
    assert said[1:] == ["The stock ran out: 2 cards from the conceded hands are shuffled into"
                        " a new stock."]
    assert "स्टॉक" in describe(session, events, Messages("hi"))[1]


def test_a_game_won_in_an_extra_round_says_so() -> None:
    """B-90: level after the last round, the game plays on; its winner is named with the
    extra round that decided it, and a game won in the agreed rounds without one."""
    tied = BoardSession(Setup.default(2),
                        build(hands=["7H", "2C"], piles=("5D", "3S"), round=10, points=[3, 4],
                              turn=1))
    tied.concede()
    play_until(tied, lambda s: s.state.is_over)
    assert tied.state.round.number == 11
    msg = Messages("en")
    winner = "you" if tied.state.winners == [0] else "Computer 2"  # not "by You"
    assert game_won_words(tied, msg) == f"Game won by {winner} in extra round 11!"
    clear = BoardSession(Setup.default(2),
                         build(hands=["7H", "2C"], piles=("5D", "3S"), round=10, points=[5, 3],
                               turn=1))
    clear.concede()
    assert game_won_words(clear, msg) == "Game won by you!"


def test_a_team_game_says_whom_the_person_plays_with() -> None:
    """B-80: seats 1 and 3 against 2 and 4; a phone's seats do not name the teams."""
    four = BoardSession.new(Setup(players=4, seats=[HUMAN, "normal", "normal", "normal"]), 3)
    assert partner_words(four, Messages("en")) == ["You play with Computer 3, as Team A."]
    assert "टीम क" in partner_words(four, Messages("hi"))[0]
    second = BoardSession.new(Setup(players=4, seats=["normal", HUMAN, "normal", "normal"]), 3)
    assert partner_words(second, Messages("en")) == ["You play with Computer 4, as Team B."]
    hot = BoardSession.new(Setup(players=4, seats=[HUMAN, HUMAN, "normal", "normal"]), 3)
    assert partner_words(hot, Messages("en")) == []  # the cover names each person


def test_the_moves_list_holds_this_rounds_moves_in_words() -> None:
    """The Moves dialog: each move of the round in play, oldest first; a new round starts
    an empty list, and until its first move the dialog lists the round before, to its end."""
    session = BoardSession.new(Setup.default(2), 5)
    msg = Messages("en")
    assert "No moves yet in this round." in journal_html(session, session.deal_moves(), msg)
    play_until(session, lambda s: len(s.state.history) >= 5)
    before = session.state.position()
    moves = session.deal_moves()
    assert len(moves) == 5 and session.state.position() == before  # taken back, played again
    shown = journal_html(session, moves, msg)
    assert shown.count("<li>") == 5 and "pile a" in shown
    session.concede()
    assert session.state.round.number == 2 and session.deal_moves() == []
    after = session.state.position()
    number, last = session.journal_moves()
    assert number == 1 and len(last) == 6 and last[:5] == moves
    assert any(e["type"] == "concede" for e in last[-1])
    assert session.state.position() == after  # the round's point not scored again
    assert sum(session.state.points) == 1


def test_save_round_trip_and_corrupt_saves() -> None:
    session = BoardSession.new(Setup(players=3, seats=["human", "easy", "hard"]), 9)
    play_until(session, lambda s: len(s.state.history) >= 6)
    again = BoardSession.loads(session.dumps())
    assert again is not None
    assert again.state.position() == session.state.position()
    assert again.setup.seats == ["human", "easy", "hard"]
    assert BoardSession.loads(None) is None and BoardSession.loads("") is None
    for bad in ("{", "[]", json.dumps({"format": 1, "setup": {}, "state": {"format": 1}}),
                json.dumps({"format": 2})):
        with pytest.raises(CorruptSave):
            BoardSession.loads(bad)
    data = session.to_save()
    data["state"]["moves"][3] = "TC>a:TD"
    with pytest.raises(CorruptSave):
        BoardSession.loads(json.dumps(data))
    kept = BoardSession.salvaged(data, session.setup)  # as far as it plays
    assert kept is not None and kept.state.history == session.state.history[:3]


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_table_markup_has_the_hooks(lang: str) -> None:
    msg = Messages(lang)
    session = BoardSession.new(Setup(players=4, seats=["human", "easy", "human", "easy"]), 2)
    play_until(session, lambda s: s.state.round.phase == 2 and s.human_to_move)
    viewer = session.state.to_move
    card = NAMES[session.state.round.hands[viewer][0]]
    html = table_html(session, Selection(card=card, open_pile=0), viewer, msg, handoff=None)
    assert html.count('class="space"') == 36
    assert html.count('class="seat ') == 4 and 'data-side="1"' in html
    assert 'data-pile="a"' in html and 'data-pile="b"' in html and "pile-open" in html
    assert html.count('class="hcard"') == len(session.state.round.hands[viewer])
    hidden = table_html(session, Selection(), None, msg, handoff=viewer)
    assert 'class="handoff"' in hidden and 'class="hcard"' not in hidden
    if lang == "hi":  # a team's and a pile's letter in the Hindi alphabet, not the Latin one
        assert "टीम क" in html and "टीम ख" in html and "टीम A" not in html
        assert 'aria-hidden="true">क</span>' in html and "ढेरी ख देखें" in html
        assert "ढेरी a" not in html and "ढेरी b" not in html
    else:
        assert 'aria-hidden="true">a</span>' in html and "Look through pile b" in html


def test_keys_move_the_focus_in_a_group_arrows_a_step_home_and_end_to_the_ends() -> None:
    """The hand and the board's spaces (six a row): arrows a step, Up and Down a row, Home and
    End the first and the last of the row (Ctrl: of the board); at an edge, or with another
    key, the focus stays."""
    assert moved_to("ArrowRight", 0, 5) == 1 and moved_to("ArrowUp", 3, 5) == 2
    assert moved_to("ArrowDown", 2, 36, row=6) == 8 and moved_to("ArrowUp", 2, 36, row=6) is None
    assert moved_to("Home", 3, 5) == 0 and moved_to("End", 3, 5) == 4
    assert moved_to("End", 14, 36, row=6) == 17 and moved_to("Home", 14, 36, row=6) == 12
    assert moved_to("End", 14, 36, row=6, ctrl=True) == 35
    assert moved_to("Home", 14, 36, row=6, ctrl=True) == 0
    assert moved_to("End", 4, 5) is None and moved_to("Enter", 1, 5) is None


def test_the_space_the_last_move_took_is_marked_until_the_next_move() -> None:
    """A computer's move is found on the board after its line of words has gone: the space
    the last move took (or stole) is marked and named so, one at a time; a move that takes
    none (a pile started) leaves none marked, and nor does a new round before its first move
    (the game's last board keeps its last move's mark)."""
    session = BoardSession.new(Setup(players=2, seats=[HUMAN, "normal"], rounds=3), 5)
    rng = random.Random(5)
    seen = 0
    for _ in range(200):
        state = session.state
        if state.is_over:
            break
        round_no = state.round.number
        move = rng.choice([m for m in state.legal_moves() if m != CONCEDE])
        events, _end = session.play(move)
        session.end = None  # the summary closed: the next round, or the game's last board
        took = [e["space"] for e in events if e["type"] in ("claim", "steal")]
        html = table_html(session, Selection(), 0, EN)
        marked = re.findall(r'data-space="(\d+)"[^>]*data-last', html)
        if took and session.state.round.number == round_no:
            assert marked == [str(took[-1])]
            assert f"Space {took[-1]}, held by" in html and "taken by the last move" in html
            seen += 1
        else:
            assert marked == []
    assert seen > 5
