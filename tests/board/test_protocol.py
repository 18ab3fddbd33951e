"""The engine protocol on the connecting board game, beyond the checks every game shares
(tests/contract): options, notation, events, undo across rounds, saves of hand-built
positions, the tables refused, views and information keys."""

from __future__ import annotations

import json
import random

import pytest

from fortythieves.board import CONCEDE, REDEAL, BoardGame, Move, public_events
from fortythieves.board.moves import PLAY, THIEF
from fortythieves.cards import Card
from fortythieves.engine import BadNotation, CorruptSave, GameError

from ..helpers.board import build, position
from ..helpers.playing import play

# -- the game ----------------------------------------------------------------------------------


def test_game_id_options_and_equality():
    """Options list only what differs from the defaults; equal options, equal games."""
    assert BoardGame.id == "board"
    assert BoardGame().options == {}
    game = BoardGame(players=4, rounds=5)
    assert game.options == {"players": 4, "rounds": 5}
    assert game == BoardGame(players=4, rounds=5) and hash(game) == hash(BoardGame(4, 5))
    assert game != BoardGame(players=4) and game != "board"
    assert BoardGame(**game.options) == game
    assert "players=4" in repr(game)
    with pytest.raises(GameError) as error:
        BoardGame(three_strikes="yes")  # type: ignore[arg-type]
    assert error.value.reason == "bad-option"


# -- notation ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("7H>a", PLAY[Card.parse("7H")][0]),
        ("7h>B", PLAY[Card.parse("7H")][1]),
        (" as>a ", PLAY[Card.parse("AS")][0]),
        ("TC>b:4S", THIEF[Card.parse("TC")][1][Card.parse("4S")]),
        ("concede", CONCEDE),
        ("Concede", CONCEDE),
        ("redeal", REDEAL),
    ],
)
def test_notation_reads_the_documented_forms(text, move):
    """seeds/board.md, Notation: each form parses to its move and prints back canonically."""
    parsed = BoardGame().parse_move(text, None)
    assert parsed == move
    assert Move.parse(str(parsed)) == parsed
    assert str(parsed) == str(move)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("7H", "bad-move"), ("", "bad-move"), ("pass", "bad-move"), ("7H>c", "bad-pile"),
        ("7H>", "bad-pile"), ("XX>a", "bad-card"), ("7H>a:", "bad-card"), ("KH>a", "bad-card"),
        ("JK>a", "bad-card"), ("TC>a:ZZ", "bad-card"),
    ],
)
def test_notation_refuses_what_is_not_a_move(text, reason):
    with pytest.raises(BadNotation) as error:
        Move.parse(text)
    assert error.value.reason == reason


def test_moves_print_as_documented():
    assert str(Move(Card.parse("7H"), 0)) == "7H>a"
    assert str(Move(Card.parse("TC"), 1, Card.parse("4S"))) == "TC>b:4S"
    assert str(CONCEDE) == "concede" and str(REDEAL) == "redeal"
    assert Move(Card.parse("TC"), 1, Card.parse("4S")).is_thief
    assert not Move(Card.parse("7H"), 0).is_thief


def test_strange_moves_are_refused_not_crashed_on():
    """A move built by hand with impossible numbers is refused with a reason."""
    state = build(hands=["7H TC"], piles=("3C 5D", "4H"), board={12: 1})
    for move, reason in [
        (Move(60, 0), "bad-card"),
        (Move(Card.parse("KH"), 0), "bad-card"),
        (Move(Card.parse("7H"), 2), "no-such-pile"),
        (Move(Card.parse("7H"), -1), "no-such-pile"),
        (Move(Card.parse("TC"), 0, 60), "lift-not-in-pile"),
    ]:
        assert state.why_illegal(move) == reason


# -- events, undo ------------------------------------------------------------------------------


def test_events_are_json_ready_and_private_draws_are_hidden():
    """Events are plain data; public_events hides another player's drawn cards."""
    state = build(hands=["7H 2C 3C 4C 5C"], piles=("5D", "3S"), stock_top="9C")
    events = play(state, "7H>a")
    assert json.loads(json.dumps(events)) == events
    assert public_events(events, 0) == events
    hidden = public_events(events, 1)
    assert hidden[-1] == {"type": "draw", "player": 0, "cards": None, "count": 1}
    assert public_events(events, None)[-1]["cards"] is None
    assert events[-1]["cards"] == ["9C"]  # the original is untouched


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pop_undoes_exactly_across_rounds(players):
    """Undo is unlimited: through draws, concessions, round ends and new deals."""
    state = BoardGame(players=players, rounds=3).new_state(99)
    snapshots = []
    rng = random.Random(players)
    while not state.is_over:
        snapshots.append(state.to_json())
        legal = state.legal_moves()
        state.push(rng.choice(legal if rng.random() < 0.2 else legal[:-1] or legal))
    assert state.round.number >= 3
    while snapshots:
        state.pop()
        assert state.to_json() == snapshots.pop()


# -- saves -------------------------------------------------------------------------------------


def test_save_of_a_hand_built_position_round_trips():
    state = build(3, hands=["7H 2C", "5H", "8D"], piles=("5D", "3S"), seed=42)
    play(state, "7H>a", "concede")
    data = json.loads(json.dumps(state.to_json()))
    assert data["deal"] is None and data["start"]["seed"] == 42
    again = state.game.state_from_json(data)
    assert again.to_json() == data


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        ({"stock": []}, "cards"),
        ({"hands": [["7H", "7H"], []]}, "cards"),
        ({"hands": [["KH"], []]}, "cards"),
        ({"hands": [[]]}, "hands"),
        ({"board": [None] * 35}, "board"),
        ({"board": [2] + [None] * 35}, "board"),
        ({"phase": "middle"}, "phase"),
        ({"turn": 2}, "turn"),
        ({"conceded": [True, False]}, "conceded"),
        ({"queens": [1, 0]}, "queens"),
        ({"points": [1]}, "points"),
        ({"seed": 0}, "seed"),
        ({"board": [0, 0, 0, 0] + [None] * 32}, "line"),
    ],
)
def test_from_position_refuses_an_invalid_table(change, detail):
    data = position(hands=["7H 2C", "3C"], piles=("5D", "3S"))
    data.update(change)
    with pytest.raises(CorruptSave) as error:
        BoardGame().from_position(data)
    assert error.value.reason == "bad-position" and error.value.params["detail"] == detail


def test_from_position_refuses_piles_that_do_not_fit_the_phase():
    for phase, piles in [("play", ("5D", "")), ("open-a", ("5D", "")), ("open-b", ("", "")),
                         ("play", ("5D TC", "3S"))]:
        data = position(hands=["7H"], piles=piles, phase=phase)
        with pytest.raises(CorruptSave):
            BoardGame().from_position(data)
    with pytest.raises(CorruptSave):
        BoardGame().from_position(["not", "a", "position"])  # type: ignore[arg-type]


# -- views, information keys, sampling ---------------------------------------------------------


def test_view_shows_own_hand_and_the_piles_never_others_cards():
    state = build(hands=["7H 2C", "9D 9S"], piles=("5D 4C", "3S"), board={21: 1})
    view = state.view(0)
    assert view["hand"] == ["2C", "7H"] and view["hands"] == [2, 2]
    assert view["piles"] == [["5D", "4C"], ["3S"]]
    assert view["board"][view["board"].index(1)] == 1 and view["turn"] == 0
    text = json.dumps(view)
    assert '"9D"' not in text and '"9S"' not in text
    assert isinstance(view["stock"], int)
    assert json.loads(text) == view


def test_info_key_tells_apart_only_what_the_player_sees():
    state = build(hands=["7H 2C", "9D 9S"], piles=("5D 4C", "3S"))
    other = build(hands=["7H 2C", "9C 9H"], piles=("5D 4C", "3S"))
    assert state.info_key(0) == other.info_key(0)
    assert state.info_key(1) != other.info_key(1)
    hash(state.info_key(0))
    play(state, "7H>a")
    assert state.info_key(0) != other.info_key(0)


