"""Thief, rule by rule (seeds/thief.md, T-1..T-17), on hand-built positions and fixed deals."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fortythieves.cards import RANK_OF, Card, deck_with_jokers
from fortythieves.engine import GameError, IllegalMove
from fortythieves.thief import THIEF_VALUES, ThiefGame
from fortythieves.thief.dealing import HIGH, hand_rng

from ..helpers.playing import moves_text, play
from ..helpers.thief import build, hand, kinds, packets

TWO = ThiefGame(players=2)
THREE = ThiefGame(players=3)


def test_t1_two_to_six_players_and_108_cards():
    for n in range(2, 7):
        state = ThiefGame(players=n).new_state(5)
        cards = Counter(state.all_cards())
        assert sum(cards.values()) == 108
        assert cards[Card.parse("JK")] == 4
        assert all(cards[c] == 2 for c in cards if RANK_OF[c] != 0)
    for bad in (1, 7, "3", True, None):
        if bad is None:
            continue
        with pytest.raises(GameError) as error:
            ThiefGame(players=bad)
        assert error.value.reason == "bad-players"


def test_t2_wild_cards_are_ordinary_away_from_steals():
    """T-2: a 2 takes a 2 from the discard pile, a joker a joker; a joker cannot take a 7
    there; a joker and a 2 are no pair, two jokers are."""
    state = build(TWO, hands=["2C 7H 9S"], middle="2D", stock_top="5C")
    assert moves_text(state) == {"2C>m"}
    state = build(TWO, hands=["JK 7H 9S"], middle="JK", stock_top="5C")
    assert moves_text(state) == {"JK>m"}
    state = build(TWO, hands=["JK 5H 9S"], middle="7C")
    assert not any(">m" in m for m in moves_text(state))
    state = build(TWO, hands=["JK 2C 8D"], middle="KS")
    assert not any("+" in m for m in moves_text(state))
    state = build(TWO, hands=["JK JK 8D"], middle="KS")
    assert moves_text(state) == {"JK+JK"}
    play(state, "JK+JK")
    assert packets(state, 0) == [["JK", "JK"]]


def test_t3_draw_for_the_first_dealer():
    """T-3: the last cards drawn all differ in rank, the highest (aces high, jokers higher)
    deals; tied players draw again."""
    redraws = 0
    for deal in range(1, 120):
        state = THREE.new_state(deal)
        event = state.opening[0]
        assert event["type"] == "draw-for-deal"
        last: dict[int, Card] = {}
        for row in event["rounds"]:
            for p, text in enumerate(row):
                if text is not None:
                    last[p] = Card.parse(text)
        highs = [HIGH[last[p]] for p in range(3)]
        assert len(set(highs)) == 3
        assert state.dealer == event["dealer"] == highs.index(max(highs))
        redraws += len(event["rounds"]) > 1
    assert redraws > 0
    assert HIGH[Card.parse("JK")] > HIGH[Card.parse("AS")] > HIGH[Card.parse("KS")]
    assert THREE.new_state(77).opening == THREE.new_state(77).opening


def test_t3_ruling_a_card_matched_by_a_replacement_draws_again():
    """T-3 ruling: after each round of draws everyone whose rank another player shows draws
    again, even a player whose card was alone until a replacement matched it (six players,
    deal 1: seat 5's joker, then seat 2's)."""
    six = ThiefGame(players=6)
    for deal in range(1, 40):
        rounds = six.new_state(deal).opening[0]["rounds"]
        current: dict[int, int] = {}
        for before, row in zip([None, *rounds], rounds, strict=False):
            if before is not None:
                counts = Counter(current.values())
                assert {p for p, c in enumerate(row) if c} == {
                    p for p, rank in current.items() if counts[rank] > 1}
            current.update({p: HIGH[Card.parse(c)] for p, c in enumerate(row) if c})
    first, second, third = six.new_state(1).opening[0]["rounds"][:3]
    assert first[4] == second[1] == "JK" and first.count("JK") == 1
    assert third[1] and third[4]


def test_t4_deal_three_each_one_at_a_time_then_turn_one():
    """T-4: three cards each, dealt one at a time from the dealer's left, from the shuffle
    fixed by the deal number and hand number; the next card starts the discard pile."""
    game = ThiefGame(players=4)
    state = game.new_state(2024)
    deck = deck_with_jokers(2, 4)
    hand_rng("2024", 1).shuffle(deck)
    first = (state.dealer + 1) % 4
    for i in range(3):
        for k in range(4):
            assert state.hands[(first + k) % 4][i] == deck.pop()
    assert state.middle == [deck.pop()]
    assert state.stock == deck and len(deck) == 108 - 12 - 1
    assert game.new_state(2024).to_json() == state.to_json()


def test_t5_first_turn_left_of_dealer_then_clockwise():
    state = ThiefGame(players=4).new_state(9)
    assert state.turn == state.to_move == (state.dealer + 1) % 4
    state = build(THREE, hands=["7H 8C 9D", "3C 4C 5C"], middle="KD 7C", turn=2,
                  stock_top="QS")
    state.turn = 0
    events = play(state, "7H>m")
    assert kinds(events)[-1] == "turn" and events[-1]["player"] == 1 == state.turn


def test_t6_a_pair_is_exactly_two_cards():
    state = build(TWO, hands=["7H 7S 7D"], middle="KD", stock_top="4C 3C")
    assert {m for m in moves_text(state) if "+" in m} == {"7H+7S", "7D+7H", "7D+7S"}
    events = play(state, "7H+7S")
    assert events[0] == {"type": "pair", "player": 0, "cards": ["7H", "7S"]}
    assert packets(state, 0) == [["7H", "7S"]]
    assert hand(state, 0) == ["3C", "4C", "7D"]


def test_t7_only_the_top_of_the_discard_pile_is_taken():
    state = build(TWO, hands=["9H 4S KD"], middle="5C 9D", stock_top="8C")
    assert "4S>m" not in moves_text(state)
    events = play(state, "9H>m")
    assert events[0] == {"type": "take", "player": 0, "card": "9H", "taken": ["9D"]}
    assert packets(state, 0) == [["9D", "9H"]]
    assert [str(c) for c in state.middle][-1] == "5C"
    state = build(TWO, hands=["9H 5S KD"], middle="5C 9D", stock_top="8C")
    play(state, "9H>m")
    assert "5S>m" in moves_text(state)  # the ruling: the card below is the new top, to take


def test_t8_a_steal_takes_the_whole_top_packet_only():
    state = build(TWO, hands=["QC 3D 4H"], piles=[[], ["8C 8D", "QH QS"]], middle="KD",
                  stock_top="5S")
    events = play(state, "QC>2")
    assert events[0]["type"] == "steal" and events[0]["taken"] == ["QH", "QS"]
    assert not events[0]["wild"]
    assert packets(state, 0) == [["QH", "QS", "QC"]]
    assert packets(state, 1) == [["8C", "8D"]]


@pytest.mark.parametrize("wild", ["2D", "JK"])
def test_t9_a_wild_card_steals_whatever_the_top(wild):
    state = build(TWO, hands=[f"{wild} 3C 4H"], piles=[[], ["QH QS"]], middle="KD",
                  stock_top="5S")
    assert f"{wild}>2" in moves_text(state)
    events = play(state, f"{wild}>2")
    assert events[0]["wild"]
    assert packets(state, 0) == [["QH", "QS", wild]]


def test_t10_the_card_played_tops_its_packet():
    """T-10, and T-11's ruling: after a wild steal the top is the wild card: the victim's
    queen no longer matches it, but a joker does; the packet grows by one card at each
    taking."""
    state = build(TWO, hands=["2D 3C 4H", "QD 5C 6C"], piles=[[], ["QH QS"]], middle="KD",
                  stock_top="5S")
    events = play(state, "2D>2")
    # the victim's queen does not match the 2 on top: no re-capture is offered, and the thief,
    # with nothing more to capture, ends the turn
    assert kinds(events) == ["steal", "draw", "end-turn", "turn"] and state.turn == 1
    assert str(state.piles[0][-1][-1]) == "2D"
    state = build(TWO, hands=["2D 3C 4H", "QD JK 6C"], piles=[[], ["QH QS"]], middle="KD",
                  stock_top="8S 5S")
    play(state, "2D>2")
    assert state.to_move == 1 and moves_text(state) == {"JK>1", "n"}
    play(state, "JK>1")
    assert packets(state, 1) == [["QH", "QS", "2D", "JK"]]
    assert packets(state, 0) == []


def test_t11_a_recapture_chain_of_three():
    """T-11: steal 7H; the victim takes it back with 7D; the thief again with a 2; the victim
    again with a joker; the thief has nothing, so the exchange ends and the turn goes on."""
    state = build(
        TWO,
        hands=["7H 2C 3S", "7D JK 4S"],
        piles=[[], ["7C 7S"]],
        middle="KD",
        stock_top="5H 5D 9S 9C",
    )
    events = play(state, "7H>2")
    assert kinds(events) == ["steal", "draw"]
    assert state.to_move == 1 and state.turn == 0 and state.phase == "recapture"
    assert moves_text(state) == {"7D>1", "JK>1", "n"}
    events = play(state, "7D>1")
    assert events[0] == {
        "type": "recapture", "player": 1, "from": 0, "card": "7D",
        "taken": ["7C", "7S", "7H"], "wild": False,
    }
    assert state.to_move == 0 and moves_text(state) == {"2C>2", "n"}
    play(state, "2C>2")
    assert state.to_move == 1 and moves_text(state) == {"JK>1", "n"}
    events = play(state, "JK>1")
    assert packets(state, 1) == [["7C", "7S", "7H", "7D", "2C", "JK"]]
    assert packets(state, 0) == []
    # the thief holds 3S 9C 5D: no re-capture, no capture: the turn passes to seat 2
    assert kinds(events)[-1] == "turn" and state.turn == 1 and state.phase == "start"


def test_t11_declining_gives_the_turn_back():
    state = build(TWO, hands=["7H 7D 3S", "7S 4C 4S"], piles=[[], ["5C 5D", "QC 7C"]],
                  middle="KD", stock_top="9S 2C")
    play(state, "7H>2")
    assert state.to_move == 1
    assert play(state, "n") == [{"type": "decline", "player": 1}]
    assert state.to_move == 0 and state.phase == "more"
    assert "e" in moves_text(state)
    with pytest.raises(IllegalMove) as error:
        play(state, "n")
    assert error.value.reason == "no-recapture"


def test_t12_refill_to_three_until_the_stock_is_out():
    state = build(TWO, hands=["7H 7S 3D"], middle="KD 3C", stock_top="9C 4C", rest="middle")
    events = play(state, "7H+7S")
    assert events[1] == {"type": "draw", "player": 0, "cards": ["4C", "9C"]}
    assert len(state.hands[0]) == 3 and not state.stock
    state = build(TWO, hands=["7H 7S 3D"], middle="KD 3C", stock_top="4C", rest="middle")
    play(state, "7H+7S")
    assert hand(state, 0) == ["3D", "4C"] and not state.stock


def test_t13_a_possible_capture_must_be_made_then_is_optional():
    state = build(TWO, hands=["9H 9S 4C", "3C 5D 6H"], middle="KD", stock_top="8D 4D QS")
    assert moves_text(state) == {"9H+9S"}
    for text, reason in (("4C", "must-capture"), ("e", "must-capture")):
        with pytest.raises(IllegalMove) as error:
            play(state, text)
        assert error.value.reason == reason
    play(state, "9H+9S")  # draws QS 4D: 4C+4D is a pair
    assert moves_text(state) == {"4C+4D", "e"}
    events = play(state, "e")
    assert kinds(events) == ["end-turn", "turn"] and state.turn == 1


def test_t13_the_turn_ends_by_itself_when_nothing_is_left():
    state = build(TWO, hands=["9H 9S 4C", "3C 5D 6H"], middle="KD", stock_top="8D JS")
    events = play(state, "9H+9S")
    assert kinds(events) == ["pair", "draw", "end-turn", "turn"] and state.turn == 1
    assert events[2] == {"type": "end-turn", "player": 0, "auto": True}  # said to all


def test_t14_no_capture_means_discard_draw_and_no_stealing():
    state = build(
        TWO,
        hands=["4C 9H 5D", "3C 3D 6H"],
        piles=[[], ["QH QS"]],
        middle="KS",
        stock_top="5S 2C 4S",
    )
    assert moves_text(state) == {"4C", "9H", "5D"}
    with pytest.raises(IllegalMove) as error:
        play(state, "e")
    assert error.value.reason == "discard-first"
    events = play(state, "5D")
    assert events[:2] == [
        {"type": "discard", "player": 0, "card": "5D"},
        {"type": "draw", "player": 0, "cards": ["4S"]},
    ]
    assert state.phase == "discarded" and moves_text(state) == {"4C+4S", "e"}
    play(state, "4C+4S")  # draws 2C and 5S
    assert moves_text(state) == {"5S>m", "e"}  # 5S takes back the discarded 5D; 2C may not steal
    with pytest.raises(IllegalMove) as error:
        play(state, "2C>2")
    assert error.value.reason == "no-steal-after-discard"
    play(state, "5S>m")
    assert packets(state, 0) == [["4C", "4S"], ["5D", "5S"]]


def ruled_out(state, player, seat):
    """What ``seat`` knows of ``player``'s hand from the rules alone: (cards, ranks)."""
    entry = state.view(seat)["clear"][player]
    return entry["cards"], set(entry["ranks"])


def test_t14_ruling_a_forced_discard_shows_what_the_kept_cards_are_not():
    state = build(TWO, hands=["4C 9H 5D", "3C 3D 6H"], piles=[[], ["QH QS"]], middle="KS",
                  stock_top="8S")
    play(state, "5D")  # draws 8S: no pair, no 5 to take the 5D back; the turn ends by itself
    assert state.turn == 1
    # no pair with the 5D, no king to take, no queen or wild card to steal with
    assert ruled_out(state, 0, 1) == (2, {5, 13, 12, 2, 0})
    for seed in range(30):  # every deal from seat 1's view keeps two such cards in hand 0
        dealt = TWO.from_view(state.view(1), random.Random(seed)).hands[0]
        assert sum(RANK_OF[c] not in {0, 2, 5, 12, 13} for c in dealt) >= 2
    play(state, "3C+3D")  # seat 1 draws; seat 0's hand is as it was
    assert ruled_out(state, 0, 1) == (2, {5, 13, 12, 2, 0})


def test_t14_ruling_a_card_that_may_be_a_kept_one_is_forgotten():
    state = build(TWO, hands=["4C 9H 5D", "3C 3D 6H"], piles=[[], ["QH QS"]], middle="KS",
                  stock_top="5S 4S")
    play(state, "5D")  # draws 4S
    play(state, "4C+4S")  # either 4 may have been kept, not both (they would have paired)
    assert ruled_out(state, 0, 1) == (1, {5, 13, 12, 2, 0})
    state.pop()
    assert ruled_out(state, 0, 1) == (2, {5, 13, 12, 2, 0})


def test_t13_ruling_a_turn_that_ends_by_itself_shows_the_whole_hand():
    state = build(TWO, hands=["9H 9S 4C", "3C 5D 6H"], piles=[[], ["QH QS"]], middle="KD",
                  stock_top="8D JS")
    play(state, "9H+9S")  # draws JS and 8D: nothing to take or steal
    assert state.turn == 1 and ruled_out(state, 0, 1) == (3, {13, 12, 2, 0})


def test_t11_ruling_a_recapture_that_ends_by_itself_shows_the_victim_has_none():
    state = build(TWO, hands=["7H 4C 5D", "8D 9S 6H"], piles=[[], ["7C 7S"]], middle="KD")
    play(state, "7H>2")
    assert ruled_out(state, 1, 0) == (3, {7, 2, 0})  # no 7 and no wild card in hand 1


def test_t15_the_turn_that_empties_the_stock_is_the_last():
    """T-15: the victim draws the last card while re-capturing; the thief's turn goes on, and
    when it ends the hand is over, before anyone else plays."""
    state = build(
        TWO,
        hands=["7H 8C 8D", "7D 4S 5S"],
        piles=[[], ["7C 7S"]],
        middle="KD",
        stock_top="6C 9C",
        rest="middle",
    )
    play(state, "7H>2", "7D>1")
    assert not state.stock and state.turn == 0 and state.to_move == 0
    assert "8C+8D" in moves_text(state)
    events = play(state, "8C+8D")
    assert "hand-over" in kinds(events)
    over = next(e for e in events if e["type"] == "hand-over")
    assert over["points"] == [10, 20]  # 8C 8D; 7C 7S 7H 7D; 6C, in hand, scores nothing
    assert over["left"][1] == ["4S", "5S", "6C"]
    assert over["unclaimed"] == sum(map(len, over["left"])) == 4  # one more in hand 0
    assert state.hand_no == 2 and state.totals == (10, 20)


def test_t16_card_values_and_hand_points():
    values = {"3C": 5, "9D": 5, "TC": 10, "KH": 10, "AS": 15, "2D": 25, "JK": 50}
    for text, value in values.items():
        assert THIEF_VALUES[Card.parse(text)] == value
    state = build(TWO, hands=["4C", "5C"], piles=[["JK JK", "AC AD"], ["2C 2D", "3C 3D"]],
                  middle="KD", phase="more", rest="middle", hand_no=2, totals=[100, 7])
    assert state.scores == [100 + 130, 7 + 60]
    events = play(state, "e")
    assert events[-2]["type"] == "hand-over" and events[-2]["points"] == [130, 60]
    assert events[-1] == {"type": "game-over", "scores": [230, 67], "winners": [0]}
    assert state.is_over and state.to_move is None and state.scores == [230, 67]
    assert state.legal_moves() == []


def test_t17_every_player_deals_once_and_ties_share():
    state = THREE.new_state(31)
    rng = random.Random(3)
    dealers = [state.dealer]
    while not state.is_over:
        for event in state.push(rng.choice(state.legal_moves())):
            if event["type"] == "deal":
                dealers.append(event["dealer"])
    assert dealers == [(dealers[0] + k) % 3 for k in range(3)]
    assert state.hand_no == 3
    state = build(TWO, hands=["4C", "5C"], piles=[["3C 3D"], ["3H 3S"]], middle="KD",
                  phase="more", rest="middle", hand_no=2)
    assert play(state, "e")[-1]["winners"] == [0, 1]
