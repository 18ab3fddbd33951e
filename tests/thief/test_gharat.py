"""Gharat, rule by rule (seeds/thief.md, G-1..G-13)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from fortythieves.cards import Card, standard_deck
from fortythieves.engine import GameError, IllegalMove
from fortythieves.thief import GHARAT_VALUES, GharatGame
from fortythieves.thief.dealing import hand_rng

from ..helpers.playing import moves_text, play
from ..helpers.thief import build, kinds

TWO = GharatGame(players=2)
FOUR = GharatGame(players=4)


def pile(state, player):
    return [str(c) for c in state.piles[player]]


def test_g1_one_deck_two_to_four_players():
    for n in (2, 3, 4):
        state = GharatGame(players=n).new_state(3)
        assert Counter(state.all_cards()) == Counter(standard_deck())
    for bad in (1, 5):
        with pytest.raises(GameError):
            GharatGame(players=bad)


def test_g2_deal_and_play_go_to_the_right():
    state = FOUR.new_state(12)
    assert state.opening[0]["type"] == "draw-for-deal"
    assert state.dealer == state.opening[0]["dealer"]
    first = (state.dealer - 1) % 4
    assert state.turn == first
    play(state, str(state.legal_moves()[0]))
    assert state.turn == (first - 1) % 4
    state = build(TWO, hands=["4D", "5D"], middle="KC", rest="middle", turn=0, dealer=1)
    play(state, "4D", "5D")
    assert state.hand_no == 2 and state.dealer == 0 and state.turn == 1


def test_g3_play_pile_of_four_only_the_top_seen():
    state = TWO.new_state(40)
    assert len(state.middle) == 4 and state.covered == 3
    view = state.view(0)
    assert view["middle"] == {"top": str(state.middle[-1]), "count": 4, "covered": 3,
                              "below": []}
    text = json.dumps(view)
    assert not any(f'"{c}"' in text for c in state.middle[:3])
    deal_event = state.opening[1]
    assert deal_event["turned"] == [str(state.middle[-1])] and deal_event["covered"] == 3


def test_g4_four_each_one_at_a_time_counter_clockwise():
    game = GharatGame(players=3)
    state = game.new_state(606)
    deck = standard_deck()
    hand_rng("606", 1).shuffle(deck)
    assert state.middle == [deck.pop() for _ in range(4)]
    first = (state.dealer - 1) % 3
    for i in range(4):
        for k in range(3):
            assert state.hands[(first - k) % 3][i] == deck.pop()
    assert state.stock == deck


def test_g5_one_card_a_turn():
    state = TWO.new_state(41)
    player = state.turn
    play(state, str(state.legal_moves()[0]))
    assert len(state.hands[player]) == 3 and state.turn != player


def test_g6_taking_the_play_pile_takes_the_run_and_uncovers():
    state = build(TWO, hands=["9H 2C 3C 4C", "2D 3D 4D 5D"], middle="5C 9D 9S", covered=1)
    assert "9H>m" in moves_text(state)
    events = play(state, "9H>m")
    assert events[0] == {"type": "take", "player": 0, "card": "9H", "taken": ["9S", "9D"],
                         "uncovered": "5C"}
    assert pile(state, 0) == ["9H", "9S", "9D"]
    assert [str(c) for c in state.middle] == ["5C"] and state.covered == 0
    assert state.seen[-1] == Card.parse("5C")


def test_g7_taking_from_another_player_including_a_partner():
    state = build(TWO, hands=["9H 2C 3C 4C", "2D 3D 4D 5D"], piles=["", "3S 9C 9D"],
                  middle="KC")
    events = play(state, "9H>2")
    assert events[0] == {"type": "steal", "player": 0, "card": "9H", "taken": ["9D", "9C"],
                         "from": 1}
    assert pile(state, 0) == ["9H", "9D", "9C"] and pile(state, 1) == ["3S"]
    state = build(FOUR, hands=["9H 2C", "2D 3D", "4D 5D", "6D 7D"], piles=["", "", "9C"],
                  middle="KC")
    assert "9H>3" in moves_text(state)
    play(state, "9H>3")
    assert pile(state, 0) == ["9H", "9C"] and state.scores[0] == state.scores[2] == 10


def test_g7_everyone_sees_the_run_a_capture_would_take():
    """Ruling: the cards of a pile's top run are in view (laid face up in sight of all), so a
    player knows what a capture takes; a state built from the view lays that run, no longer."""
    state = build(TWO, hands=["9H 2C 3C 4C", "2D 3D 4D 5D"], piles=["", "9S 3S 9C 9D"],
                  middle="KC")
    view = state.view(0)
    assert view["piles"][1] == {"top": "9D", "count": 4, "run": ["9C", "9D"],
                                "below": ["9S", "3S"]}
    assert view["piles"][0] == {"top": None, "count": 0, "run": [], "below": []}
    for seed in range(20):
        sampled = TWO.from_view(view, random.Random(seed))
        assert [str(c) for c in sampled.piles[1][2:]] == ["9C", "9D"]
        assert Card.parse(str(sampled.piles[1][1])).rank != 9


def test_g8_a_card_matching_your_own_pile_joins_it():
    state = build(TWO, hands=["9H 2C 3C 4C", "2D 3D 4D 5D"], piles=["9C"], middle="KC")
    assert moves_text(state) >= {"9H>1"} and "9H" not in moves_text(state)
    assert play(state, "9H>1")[0] == {"type": "join", "player": 0, "card": "9H"}
    assert pile(state, 0) == ["9C", "9H"]


def test_g9_a_matching_card_must_take_and_the_player_chooses_the_pile():
    state = build(TWO, hands=["9H 4D", "2D 3D"], piles=["", "9C"], middle="KC 9S")
    assert moves_text(state) == {"9H>m", "9H>2", "4D"}
    with pytest.raises(IllegalMove) as error:
        play(state, "9H")
    assert error.value.reason == "must-take-match"
    events = play(state, "4D")
    assert events[0] == {"type": "discard", "player": 0, "card": "4D"}
    assert str(state.middle[-1]) == "4D"


def test_g10_a_new_round_of_four_when_all_hands_are_played():
    state = build(TWO, hands=["4D", "5D"], middle="KC", turn=0, dealer=1)
    stock = len(state.stock)
    events = play(state, "4D", "5D")
    assert kinds(events) == ["discard", "deal", "turn"]
    assert [len(h) for h in state.hands] == [4, 4] and len(state.stock) == stock - 8
    assert state.turn == 0 and state.hand_no == 1


def test_g10_everyone_remembers_the_plays_of_the_round():
    """Ruling beside G-10: the view lists this round's plays, each with the table it was made
    at; a new round of four starts the list again, undo takes plays off it, and a state
    built from the view remembers the same plays."""
    state = build(TWO, hands=["4D 9H", "5D 9S"], piles=["", "9C"], middle="KC", turn=0,
                  dealer=1)
    play(state, "4D", "5D")
    view = state.view(1)
    assert view["plays"] == [
        {"player": 0, "move": "4D", "middle": ["KC"], "tops": [[], ["9C"]],
         "hands": [2, 2]},
        {"player": 1, "move": "5D", "middle": ["4D"], "tops": [[], ["9C"]],
         "hands": [1, 2]},
    ]
    assert TWO.from_view(view, random.Random(0)).view(1) == view
    play(state, "9H>2")
    assert len(state.view(0)["plays"]) == 3
    play(state, "9S>1")
    assert state.view(0)["plays"] == []
    state.pop()
    state.pop()
    assert state.view(1) == view


def test_g11_hand_points_and_the_unclaimed_play_pile():
    values = {"2C": 5, "TD": 5, "JH": 10, "KS": 10, "AS": 20}
    for text, value in values.items():
        assert GHARAT_VALUES[Card.parse(text)] == value
    state = build(TWO, hands=["4D", "5D"], piles=["AS AH", "JC"], middle="KC", rest="middle")
    events = play(state, "4D", "5D")
    over = next(e for e in events if e["type"] == "hand-over")
    assert over["points"] == [40, 10]
    assert over["unclaimed"] == 52 - 3
    assert state.totals == (40, 10) and state.hand_no == 2


def test_g12_the_game_ends_at_1000_with_a_single_leader():
    state = build(TWO, hands=["4D", "5D"], piles=["AS AH"], middle="KC", rest="middle",
                  totals=[970, 990])
    events = play(state, "4D", "5D")
    assert events[-1] == {"type": "game-over", "scores": [1010, 990], "winners": [0]}
    state = build(TWO, hands=["4D", "5D"], piles=["AS", "AH"], middle="KC", rest="middle",
                  totals=[990, 990])
    events = play(state, "4D", "5D")
    assert "game-over" not in kinds(events) and state.hand_no == 2
    assert state.totals == (1010, 1010) and not state.is_over


def test_g13_partners_share_one_score():
    state = build(FOUR, hands=["4D", "5D", "6D", "7D"], piles=["AS", "JC", "AH", ""],
                  middle="KC", rest="middle", totals=[600, 100, 380, 100])
    assert state.scores == [1020, 210, 1020, 210]
    view = state.view(1)
    assert view["teams"] == [[0, 2], [1, 3]] and view["scores"] == state.scores
    events = play(state, "4D", "7D", "6D", "5D")
    assert events[-1] == {"type": "game-over", "scores": [1020, 210, 1020, 210],
                          "winners": [0, 2]}
    alone = GharatGame(players=4, partners=False)
    assert alone.options == {"partners": False} and alone.teams is None
    assert GharatGame(players=3).options == {"players": 3}
    with pytest.raises(GameError) as error:
        GharatGame(players=3, partners=True)
    assert error.value.reason == "bad-partners"


def test_g12_random_games_end_with_a_side_past_1000():
    for n in (2, 3, 4):
        state = GharatGame(players=n).new_state(17)
        rng = random.Random(n)
        while not state.is_over:
            state.push(rng.choice(state.legal_moves()))
        assert max(state.scores) >= 1000
        assert state.scores.count(max(state.scores)) == (2 if n == 4 else 1)
