"""The engine protocol on the solitaire games, beyond the checks every game shares
(tests/contract): the variants' ids, the events of moves, saves of hand-built positions and
the ones refused, positions, notation, views and sampling of face-down cards, with the rule ids
each check touches."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from fortythieves.cards import Card, two_decks
from fortythieves.engine import BadNotation, CorruptSave, IllegalMove
from fortythieves.games import GAME_IDS, SOLITAIRE_IDS, get_game, state_from_json
from fortythieves.solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move

from ..helpers.playing import moves_text, play
from ..helpers.solitaire import all_cards, build, position

# -- games ----------------------------------------------------------------------------------


def test_every_solitaire_variant_has_a_stable_game_id():
    """S-20..S-28: the ten solitaire variants, each under a stable id."""
    assert len(SOLITAIRE_IDS) == 10
    assert set(SOLITAIRE_IDS) <= set(GAME_IDS)
    for game_id in SOLITAIRE_IDS:
        game = get_game(game_id)
        assert game.id == game_id and game.players == 1
        assert get_game(game_id) == game
        assert get_game(game_id, scoring=True) != game
        assert get_game(game_id, scoring=True).options == {"scoring": True}


# -- push, events, pop ------------------------------------------------------------------------


def test_push_reports_moves_flips_draws_and_redeals():
    """S-8, S-22, S-30: each move returns what happened, cards named."""
    state = build("little-forty", columns=["<4C> 5D", "6S"])
    assert play(state, "1>2") == [
        {"type": "move", "from": "1", "to": "2", "cards": ["5D"]},
        {"type": "flip", "pile": "1", "card": "4C"},
    ]
    state = build("little-forty", stock="", waste="KH QH KD")
    assert play(state, "r") == [{"type": "redeal", "count": 3}]
    assert play(state, "s") == [
        {"type": "draw", "from": "s", "to": "w", "cards": ["KH", "QH", "KD"]}
    ]


# -- saves --------------------------------------------------------------------------------------


def test_save_of_a_hand_built_position_round_trips():
    """A position without a deal number keeps its starting position in the save."""
    state = build("indian", scoring=True, columns=["<3D> 5C", "6H", "AS"], waste="9D")
    play(state, "1>2", "3>f")
    data = state.to_json()
    assert data["deal"] is None and "start" in data
    again = state_from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data
    assert again.scores == state.scores == [500]
    again.pop()
    again.pop()
    assert again.layout.to_dict() == state.start.to_dict()


def test_save_with_take_back_is_refused_without_scoring():
    """S-41: a take-back in the moves of a save whose scoring was switched off is refused."""
    state = build(scoring=True, columns=["8H", "AS"], foundations=["7H"])
    play(state, "f1>1", "2>f")
    data = state.to_json()
    assert state_from_json(data).scores == [0]
    data["options"] = {}
    with pytest.raises(CorruptSave):
        state_from_json(data)


@pytest.mark.parametrize(
    ("start", "detail"),
    [
        ({"columns": [["KH"]]}, "columns"),
        ({"columns": "junk"}, None),
        ({"foundations": [None] * 7}, "foundations"),
        ({"waste": ["JK"]}, None),
        ({"waste": ["<AS>"]}, None),
        ({"stock": [5]}, None),
        ({"redeals": None}, None),
    ],
)
def test_malformed_position_in_a_save_is_refused(start, detail):
    """S-1: a position that is not a valid layout of the variant is refused."""
    data = build("classic", columns=["KH"], waste="9D").to_json()
    data["start"].update(start)
    data.pop("position")
    with pytest.raises(CorruptSave) as error:
        state_from_json(data)
    assert error.value.reason == "bad-position"
    if detail:
        assert error.value.params["detail"] == detail


# -- positions ------------------------------------------------------------------------------


def test_from_position_builds_the_table_it_is_given():
    """The JSON position format: columns bottom to top, <XX> face down, stock bottom to top."""
    pos = position("indian", columns=["<3D> 5C", "6H"], waste="9D 4S", stock_top="QC")
    state = get_game("solitaire/indian").from_position(pos)
    assert state.layout.to_dict() == pos
    assert state.deal is None and state.history == []
    assert all_cards(state) == Counter(two_decks())
    assert state.layout.stock[-1] == Card.parse("QC")


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        (lambda p: p["stock"].pop(), "cards"),
        (lambda p: p["stock"].append("AS"), "cards"),
        (lambda p: p["stock"].__setitem__(0, "KS"), "cards"),
        (lambda p: p["columns"][0].append("<KH>"), "face-down"),
        (lambda p: p["columns"].__setitem__(1, ["<5C>"]), "face-down"),
        (lambda p: p["columns"].pop(), "columns"),
        (lambda p: p["foundations"].append(None), "foundations"),
    ],
)
def test_from_position_refuses_an_invalid_table(change, detail):
    """S-1, S-30: exactly two decks; face-down cards only under face-up ones; the variant's
    number of columns and eight foundations."""
    pos = position("classic", columns=["9S 8C", "5C 4H"], foundations=["3C"])
    change(pos)
    with pytest.raises(CorruptSave) as error:
        get_game("solitaire/classic").from_position(pos)
    assert error.value.reason == "bad-position"
    assert error.value.params["detail"] == detail


@pytest.mark.parametrize(("key", "redeals"), [("classic", -1), ("classic", 1), ("little-forty", 4)])
def test_from_position_refuses_redeals_the_variant_does_not_have(key, redeals):
    """S-11, S-22: a position (or a tampered save) cannot grant passes the variant lacks."""
    pos = position(key, columns=["KD"], waste="QD", stock="", redeals=redeals)
    with pytest.raises(CorruptSave):
        get_game(f"solitaire/{key}").from_position(pos)


# -- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("s", Move(STOCK, WASTE, 1)),
        ("r", Move(REDEAL, STOCK, 0)),
        ("3>f1", Move(2, FOUNDATION, 1)),
        ("w>5", Move(WASTE, 4, 1)),
        ("4:3>9", Move(3, 8, 3)),
        ("f2>7", Move(FOUNDATION + 1, 6, 1)),
        ("13>12", Move(12, 11, 1)),
        (" W>F8 ", Move(WASTE, FOUNDATION + 7, 1)),
    ],
)
def test_notation_reads_the_documented_forms(text, move):
    """Notation: columns 1-13, w, f1-f8, s, r, SRC>DST and SRC:N>DST."""
    state = get_game("solitaire/lucas").new_state(1)
    assert state.game.parse_move(text, state) == move
    if text.strip() == text and text != "s":
        assert str(move) == text


@pytest.mark.parametrize(
    "text",
    ["", "x", "3", "3>", ">3", "0>1", "14>1", "3>14", "3:0>4", "3:x>4", "f>3", "f9>1", "w>w2"],
)
def test_notation_refuses_what_is_not_a_move(text):
    state = get_game("solitaire/classic").new_state(1)
    with pytest.raises(BadNotation):
        state.game.parse_move(text, state)


def test_draw_notation_takes_the_variant_turn():
    """S-22: "s" turns three cards in Little Forty, fewer at the end of the stock."""
    state = get_game("solitaire/little-forty").new_state(1)
    assert state.game.parse_move("s", state) == Move(STOCK, WASTE, 3)
    short = build("little-forty", stock="KC KD")
    assert short.game.parse_move("s", short) == Move(STOCK, WASTE, 2)


def test_to_f_resolves_to_the_foundation_that_fits():
    """S-7, notation: "3>f" goes to the foundation the card fits, wherever that is."""
    state = build(columns=["", "", "5H", "AD"], foundations=["KC", "KC", "6H", "4H"])
    assert state.game.parse_move("3>f", state) == Move(2, FOUNDATION + 3, 1)
    assert state.game.parse_move("4>f", state) == Move(3, FOUNDATION + 4, 1)
    play(state, "3>f")
    assert state.layout.to_dict()["foundations"][3] == "5H"


def test_to_f_with_no_foundation_that_fits_is_refused():
    state = build(columns=["7H", ""], foundations=["5H"])
    for text, reason in [("1>f", "no-foundation"), ("2>f", "no-card")]:
        with pytest.raises(IllegalMove) as error:
            play(state, text)
        assert error.value.reason == reason


# -- view and sample --------------------------------------------------------------------------


def test_view_hides_face_down_cards_and_the_stock_order():
    """S-30, S-8: the player sees face-up cards, how many are face down, the stock's size."""
    state = build("rank-and-file", columns=["<AC> <QS> <2D> 7H", "8S"], waste="4D", stock_top="JH")
    view = state.view(0)
    assert view["columns"][0] == ["??", "??", "??", "7H"]
    assert view["columns"][1] == ["8S"]
    assert view["stock"] == len(state.layout.stock)
    assert view["waste"] == ["4D"]
    text = json.dumps(view)
    assert "QS" not in text and "JH" not in text
    json.loads(text)


def test_sample_deals_face_down_cards_and_the_stock_at_random():
    state = get_game("solitaire/rank-and-file").new_state(2)
    rng = random.Random(5)
    samples = [state.sample(0, rng) for _ in range(5)]
    hidden = {tuple(c for col in s.layout.cols for c in col[:3]) for s in samples}
    assert len(hidden) > 1
    assert len({tuple(s.layout.stock) for s in samples}) > 1


# -- engine bugs found by the tests below (see the report) -------------------------------------


def test_moves_from_or_to_negative_piles_are_refused():
    """Protocol: a Move naming no pile is refused (pile -3 must not mean column 8)."""
    state = get_game("solitaire/classic").new_state(1)
    assert "8>4" in moves_text(state)
    assert state.why_illegal(Move(-3, 3, 1)) is not None
    assert state.why_illegal(Move(7, -7, 1)) is not None


def test_moves_of_zero_or_fewer_cards_are_refused():
    """S-5, S-30: "move 0 cards" must not carry a whole column, face-down cards and all."""
    state = get_game("solitaire/classic").new_state(1)
    assert state.why_illegal(Move(0, 4, 0)) is not None
    assert state.why_illegal(Move(0, 4, -1)) is not None


def test_stock_and_redeal_moves_must_be_the_notation_ones():
    """S-8, S-22: a draw goes to the waste; a move the engine accepts is one it lists."""
    state = get_game("solitaire/classic").new_state(1)
    assert state.why_illegal(Move(STOCK, 3, 1)) is not None
    emptied = build("little-forty", stock="", waste="KC KD")
    assert emptied.why_illegal(Move(REDEAL, STOCK, 0)) is None
    assert emptied.why_illegal(Move(REDEAL, 5, 3)) is not None


def test_an_ace_may_start_any_empty_foundation_and_legal_moves_say_so():
    """S-7: push accepts an ace on any empty foundation, so legal_moves must list them all
    (or push must refuse all but one): the two must agree."""
    state = build(columns=["AH", "5S"], foundations=["4S", "-", "-"])
    accepted = {f for f in range(8) if state.why_illegal(Move(0, FOUNDATION + f)) is None}
    listed = {m.dst - FOUNDATION for m in state.legal_moves() if m.src == 0 and m.to_foundation}
    assert accepted == listed
    accepted = {f for f in range(8) if state.why_illegal(Move(1, FOUNDATION + f)) is None}
    listed = {m.dst - FOUNDATION for m in state.legal_moves() if m.src == 1 and m.to_foundation}
    assert accepted == listed == {0}
