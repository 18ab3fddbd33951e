"""Four Card Thief, rule by rule (seeds/thief.md, F-1..F-9)."""

from __future__ import annotations

from collections import Counter

import pytest

from fortythieves.cards import RANK_OF, Card, deck_with_jokers
from fortythieves.engine import IllegalMove
from fortythieves.thief import FOUR_CARD_VALUES, FourCardThiefGame
from fortythieves.thief.dealing import hand_rng

from ..helpers.playing import moves_text, play
from ..helpers.thief import build, hand, kinds, packets

TWO = FourCardThiefGame(players=2)


def test_f1_one_deck_three_jokers_and_only_jokers_wild():
    state = FourCardThiefGame(players=5).new_state(8)
    cards = Counter(state.all_cards())
    assert sum(cards.values()) == 55 and cards[Card.parse("JK")] == 3
    assert all(cards[c] == 1 for c in cards if RANK_OF[c] != 0)
    state = build(TWO, hands=["2C 3D 4H 5S 6C"], piles=[[], ["QH QS"]], middle="8C 9C TC KC")
    assert "2C>2" not in moves_text(state)
    with pytest.raises(IllegalMove) as error:
        play(state, "2C>2")
    assert error.value.reason == "no-match"
    state = build(TWO, hands=["JK 3D 4H 5S 6C"], piles=[[], ["QH QS"]], middle="8C 9C TC KC")
    assert moves_text(state) == {"JK>2"}


def test_f2_a_card_takes_every_centre_card_of_its_rank():
    state = build(TWO, hands=["7H 3D 4H 5S 6C"], middle="7C 9D 7S KH", stock_top="AS")
    assert moves_text(state) == {"7H>m"}
    events = play(state, "7H>m")
    assert events[0] == {"type": "take", "player": 0, "card": "7H", "taken": ["7C", "7S"]}
    assert packets(state, 0) == [["7C", "7S", "7H"]]
    assert [str(c) for c in state.middle] == ["9D", "KH"]
    state = build(TWO, hands=["JK 3D 4H 5S 6C"], middle="JK 8C 9C TC")
    assert moves_text(state) == {"JK>m"}


def test_f3_hands_of_four_and_four_centre_cards():
    game = FourCardThiefGame(players=3)
    state = game.new_state(55)
    deck = deck_with_jokers(1, 3)
    hand_rng("55", 1).shuffle(deck)
    first = (state.dealer + 1) % 3
    for i in range(4):
        for k in range(3):
            assert state.hands[(first + k) % 3][i] == deck.pop()
    assert state.middle == [deck.pop() for _ in range(4)]
    assert state.turn == first
    assert [len(h) for h in state.hands][first] == 5  # the turn's draw
    assert state.opening[-1] == {"type": "draw", "player": first, "cards": [str(deck[-1])]}


def test_f4_draw_capture_refill_to_five_discard_to_end():
    state = build(
        TWO,
        hands=["7H 7S 3D 4H 5S", "6C 6D 8H 9H"],
        middle="KC KD TC TD",
        stock_top="QH 2S JC QC AS",
    )
    assert moves_text(state) == {"7H+7S"}
    with pytest.raises(IllegalMove) as error:
        play(state, "3D")
    assert error.value.reason == "must-capture"
    with pytest.raises(IllegalMove) as error:
        play(state, "e")
    assert error.value.reason == "end-with-discard"
    events = play(state, "7H+7S")
    assert events[1] == {"type": "draw", "player": 0, "cards": ["AS", "QC"]}
    assert len(state.hands[0]) == 5 and state.phase == "more"
    assert "3D" in moves_text(state)
    events = play(state, "3D")
    assert kinds(events) == ["discard", "turn", "draw"]
    assert len(state.hands[0]) == 4 and state.turn == 1 and len(state.hands[1]) == 5
    assert str(state.middle[-1]) == "3D"


def test_f5_no_capture_after_the_draw_means_discard_and_no_draw():
    state = build(TWO, hands=["3D 4H 5S 6C 8C", "6D 8H 9H TH"], middle="KC KD TC JD",
                  stock_top="QS 2S")
    assert moves_text(state) == {"3D", "4H", "5S", "6C", "8C"}
    events = play(state, "5S")
    assert kinds(events) == ["discard", "turn", "draw"]
    assert hand(state, 0) == ["3D", "4H", "6C", "8C"]
    # ruling beside T-14: all four kept cards take no centre card and pair with nothing
    assert state.view(1)["clear"][0] == {"cards": 4, "ranks": [5, 10, 11, 13],
                                       "pairless": True}


def test_f6_four_natural_cards_of_a_rank_are_protected():
    state = build(TWO, hands=["JK 3D 4H 5S 6C"], piles=[[], ["8C 8D", "7C 7D 7H 7S"]],
                  middle="KC KD TC TD")
    assert "JK>2" not in moves_text(state)
    with pytest.raises(IllegalMove) as error:
        play(state, "JK>2")
    assert error.value.reason == "protected-set"
    assert state.view(0)["piles"][1]["protected"]
    state = build(TWO, hands=["JK 3D 4H 5S 6C"], piles=[[], ["7C 7D 7H JK"]],
                  middle="KC KD TC TD")
    assert "JK>2" in moves_text(state)
    # the ruling: the set keeps the packets beneath it safe until its owner captures again;
    # that capture can be stolen, and then the set is on top and safe once more
    state = build(TWO, hands=["9H 3D 4H 5S 6C"], piles=[[], ["8C 8D", "7C 7D 7H 7S", "9C 9D"]],
                  middle="KC KD TC TD", stock_top="AS")
    play(state, "9H>2")
    assert packets(state, 1) == [["8C", "8D"], ["7C", "7D", "7H", "7S"]]
    assert state.view(0)["piles"][1]["protected"]


def test_f4_ruling_an_empty_hand_ends_the_turn_without_a_discard():
    """F-4 ruling: the stock being out, a player whose last pair empties the hand has nothing
    to discard: the turn ends there (and with it the hand)."""
    state = build(TWO, hands=["7H 7S", "6D 8H 9H TH"], middle="KC KD TC JD", rest=1,
                  phase="more", hand_no=2)
    events = play(state, "7H+7S")
    assert kinds(events) == ["pair", "hand-over", "game-over"]
    assert not any(e["type"] == "discard" for e in events)


def test_f7_no_recapture_out_of_turn():
    state = build(TWO, hands=["QC 3D 4H 5S 6C", "QD JK 8H 9H"], piles=[[], ["QH QS"]],
                  middle="KC KD TC TD", stock_top="2D")
    events = play(state, "QC>2")
    assert kinds(events) == ["steal", "draw"]
    assert state.to_move == 0 and state.phase == "more"
    assert "n" not in moves_text(state)
    with pytest.raises(IllegalMove) as error:
        play(state, "n")
    assert error.value.reason == "no-recapture"


def test_f8_card_values():
    values = {"JK": 25, "JC": 10, "QD": 10, "KH": 10, "AS": 10, "2C": 1, "9D": 1, "TC": 1}
    for text, value in values.items():
        assert FOUR_CARD_VALUES[Card.parse(text)] == value


def test_f9_the_turn_that_empties_the_stock_ends_the_hand():
    state = build(TWO, hands=["7H 7S 3D 4H 5S", "6D 8H 9H TH"], middle="KC KD TC JD",
                  stock_top="AS", rest=1, hand_no=2)
    play(state, "7H+7S")  # draws AS, the last card
    assert not state.stock and state.turn == 0
    events = play(state, "AS")
    assert kinds(events) == ["discard", "hand-over", "game-over"]
    spare = sum(FOUR_CARD_VALUES[c] for c in state.piles[1][0])
    assert events[1]["points"] == [2, spare]
    assert state.is_over
