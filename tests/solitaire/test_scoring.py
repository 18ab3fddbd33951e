"""Scoring (S-40 to S-44): 500 a card home, take-backs, the win bonuses and undo."""

from __future__ import annotations

import pytest

from fortythieves.engine import IllegalMove
from fortythieves.games import get_game
from fortythieves.solitaire import scoring
from fortythieves.solitaire.moves import FOUNDATION

from ..helpers.playing import moves_text, play
from ..helpers.solitaire import build, column


def test_s40_each_card_moved_home_scores_500():
    """S-40: every card the player moves onto a foundation scores 500."""
    state = build(scoring=True, columns=["2H AH", "3H"], waste="AS", foundations=[])
    assert state.scores == [0]
    play(state, "1>f")
    assert state.scores == [500]
    play(state, "1>f", "2>f", "w>f")
    assert state.scores == [2000]


def test_s40_a_hand_built_position_starts_at_zero():
    """S-40: cards already home in a given position were not moved by the player."""
    state = build(scoring=True, columns=["5C"], foundations=["4C", "KH", "KH"])
    assert state.scores == [0]


def test_s41_take_back_only_when_scoring_is_on():
    """S-41 ruling: without scoring no card ever leaves the foundations."""
    plain = build(columns=["8H", "8S", ""], foundations=["7H"])
    assert not any(m.src >= FOUNDATION and m.src < FOUNDATION + 8 for m in plain.legal_moves())
    before = plain.to_json()
    with pytest.raises(IllegalMove) as error:
        play(plain, "f1>1")
    assert error.value.reason == "take-back-off"
    assert plain.to_json() == before


def test_s41_take_back_costs_500_and_obeys_the_building_rule():
    """S-41: a take-back costs 500; only the top card comes back, by the column's rule."""
    state = build(scoring=True, columns=["8H", "8S", ""], foundations=["7H"])
    legal = moves_text(state)
    assert {"f1>1", "f1>3"} <= legal
    assert "f1>2" not in legal
    for text, reason in [
        ("f1>2", "build-same-suit"),
        ("f1:2>1", "one-card"),
        ("f1>f2", "same-pile"),
    ]:
        with pytest.raises(IllegalMove) as error:
            play(state, text)
        assert error.value.reason == reason
    events = play(state, "f1>1")
    assert events == [{"type": "move", "from": "f1", "to": "1", "cards": ["7H"]}]
    assert state.scores == [-500]
    assert column(state, 1) == ["8H", "7H"]
    assert state.layout.to_dict()["foundations"][0] == "6H"


def test_s41_s28_take_back_into_a_space_follows_kings_only():
    """S-41 ruling, S-28: a card taken back obeys the column's rules, kings-only included."""
    state = build("thieves-of-egypt", scoring=True, columns=["KC"], foundations=["7H", "KS"])
    legal = moves_text(state)
    assert "f2>2" in legal
    assert "f1>2" not in legal
    with pytest.raises(IllegalMove) as error:
        play(state, "f1>2")
    assert error.value.reason == "kings-only"


def test_s41_lucas_ace_taken_back_costs_500():
    """S-41, S-23: even one of Lucas's starting aces costs 500 when taken back."""
    state = build("lucas", scoring=True, columns=["2H", ""], foundations=["AH"])
    play(state, "f1>1")
    assert state.scores == [-500]


def test_s44_undo_of_a_foundation_move_removes_its_500():
    """S-44 ruling: points follow the cards; undoing a move home takes its 500 away."""
    state = build(scoring=True, columns=["AH", "2H"], foundations=[])
    play(state, "1>f", "2>f")
    assert state.scores == [1000]
    state.pop()
    assert state.scores == [500]
    state.pop()
    assert state.scores == [0]


def test_s44_undo_of_a_take_back_gives_the_500_back():
    """S-44 ruling: undoing a take-back gives its 500 back."""
    state = build(scoring=True, columns=["8H"], foundations=["7H"])
    play(state, "f1>1")
    assert state.scores == [-500]
    state.pop()
    assert state.scores == [0]
    assert state.layout.to_dict()["foundations"][0] == "7H"


def test_s44_undo_is_unlimited_and_free():
    """S-44: every move can be undone back to the start, at no cost."""
    state = get_game("solitaire/classic", scoring=True).new_state(3)
    start = state.to_json()
    played = 0
    for _ in range(30):
        moves = state.legal_moves()
        if not moves:
            break
        home = [m for m in moves if m.to_foundation]
        state.push(home[0] if home else moves[0])
        played += 1
    assert played == 30 and state.scores[0] > 0
    for _ in range(played):
        state.pop()
    assert state.to_json() == start
    assert state.scores == [0]
    with pytest.raises(IndexError):
        state.pop()


@pytest.mark.parametrize(
    ("seconds", "medal", "bonus"),
    [
        (0, "gold", 20_000),
        (299.9, "gold", 20_000),
        (300, "gold", 20_000),
        (300.001, "silver", 10_000),
        (599, "silver", 10_000),
        (600, "silver", 10_000),
        (600.001, "bronze", 5_000),
        (3600, "bronze", 5_000),
    ],
)
def test_s42_time_bonus_gold_to_5_00_silver_to_10_00_then_bronze(seconds, medal, bonus):
    """S-42 and its ruling: exactly 5:00 is still gold, exactly 10:00 still silver."""
    assert scoring.medal(seconds) == medal
    assert scoring.time_bonus(seconds) == bonus


@pytest.mark.parametrize(("round_number", "bonus"), [(1, 1_000), (2, 2_000), (17, 17_000)])
def test_s43_round_bonus_is_round_number_times_1000(round_number, bonus):
    """S-43: the round bonus is the round number (wins in a row, this one included) x 1,000."""
    assert scoring.round_bonus(round_number) == bonus


def test_s40_s42_s43_final_score_adds_cards_time_and_round():
    """S-40, S-42, S-43: a won game's score is its card points plus both bonuses."""
    result = scoring.final_score(52_000, seconds=300, round_number=3)
    assert result == {
        "cards": 52_000,
        "medal": "gold",
        "time_bonus": 20_000,
        "round_bonus": 3_000,
        "total": 75_000,
    }
    assert scoring.final_score(52_000, 601, 1)["total"] == 52_000 + 5_000 + 1_000
