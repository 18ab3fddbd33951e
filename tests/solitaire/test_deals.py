"""Deals: the cards (S-1), the classic layout (S-3), deal numbers shared with PySolFC (S-4) and
each variant's opening layout (S-20 to S-28).

The PySolFC cross-check is computed here independently of the engine, straight from the
``pysol-cards`` package: the 104 cards of ``createCards(2)`` shuffled by PySolFC's generator
for game N (``LCRandom31`` below 32000, ``MTRandom`` from 32000 up), dealt from the end of
the list.
"""

from __future__ import annotations

from collections import Counter

import pytest
from pysol_cards.cards import createCards
from pysol_cards.random import LCRandom31, MTRandom

from fortythieves.cards import Card, parse_cards, two_decks
from fortythieves.engine import MAX_DEAL, GameError
from fortythieves.games import SOLITAIRE_IDS, get_game

from ..helpers.solitaire import all_cards

EDGE_DEALS = [1, 31999, 32000, MAX_DEAL]


def pysol_talon(n: int, generator: type | None = None) -> list[str]:
    """PySolFC's shuffled 104 cards of game ``n``, as our card names; the last is dealt first."""
    rng = (generator or (LCRandom31 if n < 32000 else MTRandom))()
    rng.setSeed(n)
    cards = rng.shuffle(createCards(2))
    return ["A23456789TJQK"[c.rank - 1] + "CSHD"[c.suit] for c in cards]


def deal_rows(talon: list[str], heights: list[int]) -> list[list[str]]:
    """Deal from the end of ``talon`` row by row, one card to each column that is not full."""
    cols: list[list[str]] = [[] for _ in heights]
    for row in range(max(heights)):
        for col, height in zip(cols, heights, strict=True):
            if row < height:
                col.append(talon.pop())
    return cols


def opening(state) -> tuple[list[list[str]], list[str], list[str], list]:
    """Columns (face-down brackets removed), waste, stock and foundations of a state."""
    pos = state.layout.to_dict()
    cols = [[t.strip("<>") for t in col] for col in pos["columns"]]
    return cols, pos["waste"], pos["stock"], pos["foundations"]


# -- S-1: the cards -------------------------------------------------------------------------


def test_s1_two_full_decks_no_jokers():
    """S-1: 104 cards, each of the 52 twice, no jokers; written rank then suit."""
    deck = two_decks()
    assert len(deck) == 104
    assert Counter(deck) == Counter({card: 2 for card in set(deck)})
    assert len(set(deck)) == 52
    assert not any(card.is_joker for card in deck)
    assert [str(c) for c in parse_cards("AS TD KH 2c")] == ["AS", "TD", "KH", "2C"]
    assert Card.parse("AS").rank < Card.parse("2S").rank < Card.parse("KS").rank


@pytest.mark.parametrize("text", ["10D", "1S", "KX", "ZZ", "", "ASX"])
def test_s1_card_notation_refuses_other_spellings(text):
    """S-1: only the rank letters A 2-9 T J Q K and suit letters C D H S make a card."""
    with pytest.raises(ValueError):
        Card.parse(text)


@pytest.mark.parametrize("game_id", SOLITAIRE_IDS)
def test_s1_every_deal_holds_both_decks(game_id):
    """S-1: every variant's opening position holds each card exactly twice."""
    state = get_game(game_id).new_state(4242)
    assert all_cards(state) == Counter(two_decks())


# -- S-3 and S-4: the classic deal and deal numbers ------------------------------------------


def test_s3_s4_classic_deal_1_matches_pysolfc_game_1():
    """S-3, S-4: deal 1 column 1 is 3D AS KD 7D (bottom to top) and 3S is turned first."""
    state = get_game("solitaire/classic").new_state(1)
    cols, waste, stock, _ = opening(state)
    assert cols[0] == ["3D", "AS", "KD", "7D"]
    assert waste == ["3S"]
    assert len(stock) == 63
    assert [len(c) for c in cols] == [4] * 10
    assert all(t[0] != "<" for col in state.layout.to_dict()["columns"] for t in col)


@pytest.mark.parametrize("deal", EDGE_DEALS)
def test_s3_s4_classic_deal_is_pysolfc_game_dealt_in_rows(deal):
    """S-3, S-4: deal N is PySolFC's game #N: forty cards in rows, then the stock turned once."""
    talon = pysol_talon(deal)
    expected_cols = deal_rows(talon, [4] * 10)
    first = talon.pop()
    cols, waste, stock, found = opening(get_game("solitaire/classic").new_state(deal))
    assert cols == expected_cols
    assert waste == [first]
    assert stock == talon
    assert found == [None] * 8


def test_s4_deal_32000_uses_pysolfc_mersenne_twister():
    """S-4: PySolFC switches to its Mersenne Twister at 32000 (pysol-cards one number later)."""
    mt = pysol_talon(32000, MTRandom)
    ms = pysol_talon(32000, LCRandom31)
    assert mt != ms
    cols, *_ = opening(get_game("solitaire/classic").new_state(32000))
    assert cols == deal_rows(mt, [4] * 10)
    cols, *_ = opening(get_game("solitaire/classic").new_state(31999))
    assert cols == deal_rows(pysol_talon(31999, LCRandom31), [4] * 10)


@pytest.mark.parametrize("deal", [0, -1, MAX_DEAL + 1, 2**40, "1", 1.0, True, None])
def test_s4_deal_numbers_outside_1_to_2_31_minus_1_are_refused(deal):
    """S-4: deal numbers run from 1 to 2,147,483,647; anything else is refused as bad-deal."""
    with pytest.raises(GameError) as error:
        get_game("solitaire/classic").new_state(deal)
    assert error.value.reason == "bad-deal"


def test_s4_same_deal_number_same_deal():
    """S-4: a deal number always gives the same deal."""
    game = get_game("solitaire/maria")
    assert game.new_state(777).to_json() == game.new_state(777).to_json()
    assert game.new_state(777).to_json() != game.new_state(778).to_json()


def test_s4_opening_turn_is_part_of_the_deal_and_cannot_be_undone():
    """S-4 ruling: the first stock card starts on the waste; undo does not take it back."""
    state = get_game("solitaire/classic").new_state(1)
    assert state.history == []
    with pytest.raises(IndexError):
        state.pop()
    assert state.layout.to_dict()["waste"] == ["3S"]


def test_s4_s22_little_forty_opening_turn_is_three_cards():
    """S-4 ruling, S-22: in Little Forty the opening turn is three cards, like every turn."""
    talon = pysol_talon(1)
    deal_rows(talon, [4] * 10)
    first_three = [talon.pop() for _ in range(3)]
    _, waste, stock, _ = opening(get_game("solitaire/little-forty").new_state(1))
    assert waste == first_three
    assert len(stock) == 61


# -- S-20 to S-28: each variant's layout -----------------------------------------------------

# variant: (column heights, face-down cards per column, stock before the opening turn)
LAYOUTS = {
    "classic": ([4] * 10, 0, 64),
    "indian": ([3] * 10, 1, 74),
    "limited": ([3] * 12, 0, 68),
    "little-forty": ([4] * 10, 0, 64),
    "lucas": ([3] * 13, 0, 57),
    "maria": ([4] * 9, 0, 68),
    "number-ten": ([4] * 10, 2, 64),
    "rank-and-file": ([4] * 10, 3, 64),
    "streets": ([4] * 10, 0, 64),
    "thieves-of-egypt": ([1, 3, 5, 7, 9, 10, 8, 6, 4, 2], 0, 49),
}
RULE_OF = {
    "classic": "S-3",
    "indian": "S-20",
    "limited": "S-21",
    "little-forty": "S-22",
    "lucas": "S-23",
    "maria": "S-24",
    "number-ten": "S-25",
    "rank-and-file": "S-26",
    "streets": "S-27",
    "thieves-of-egypt": "S-28",
}


def test_every_variant_has_a_layout_row():
    """S-20..S-28: the table below names every variant of the site."""
    assert {f"solitaire/{key}" for key in LAYOUTS} == set(SOLITAIRE_IDS)
    for key, rule in RULE_OF.items():
        assert get_game(f"solitaire/{key}").variant.rule == rule


@pytest.mark.parametrize("key", sorted(LAYOUTS))
@pytest.mark.parametrize("deal", [1, 32000])
def test_s20_to_s28_deal_shape_face_down_and_stock(key, deal):
    """S-3, S-20..S-28: column heights, face-down cards at the bottom, stock size per variant."""
    heights, down, stock_size = LAYOUTS[key]
    state = get_game(f"solitaire/{key}").new_state(deal)
    pos = state.layout.to_dict()
    assert [len(col) for col in pos["columns"]] == heights
    for col in pos["columns"]:
        hidden = [t.startswith("<") for t in col]
        assert hidden == [True] * down + [False] * (len(col) - down)
    assert len(pos["stock"]) + len(pos["waste"]) == stock_size
    draw = 3 if key == "little-forty" else 1
    assert len(pos["waste"]) == draw


@pytest.mark.parametrize("key", sorted(set(LAYOUTS) - {"lucas", "thieves-of-egypt"}))
@pytest.mark.parametrize("deal", EDGE_DEALS)
def test_s20_to_s27_row_dealt_variants_match_pysolfc(key, deal):
    """S-4, S-20..S-27: every row-dealt variant deals PySolFC's game #N row by row."""
    heights, _, _ = LAYOUTS[key]
    draw = 3 if key == "little-forty" else 1
    talon = pysol_talon(deal)
    expected = deal_rows(talon, heights)
    turned = [talon.pop() for _ in range(draw)]
    cols, waste, stock, _ = opening(get_game(f"solitaire/{key}").new_state(deal))
    assert (cols, waste, stock) == (expected, turned, talon)


@pytest.mark.parametrize("deal", EDGE_DEALS)
def test_s23_lucas_lifts_the_aces_out_and_deals_13_columns_of_3(deal):
    """S-23 ruling: PySolFC's shuffle of 104 cards, aces lifted out in order, the other 96
    cards keep their order: 39 in thirteen columns of three, one turned, a 56-card stock."""
    talon = [c for c in pysol_talon(deal) if c[0] != "A"]
    expected = deal_rows(talon, [3] * 13)
    first = talon.pop()
    state = get_game("solitaire/lucas").new_state(deal)
    cols, waste, stock, found = opening(state)
    assert cols == expected
    assert waste == [first]
    assert stock == talon and len(stock) == 56
    assert sorted(found) == ["AC", "AC", "AD", "AD", "AH", "AH", "AS", "AS"]


def test_s23_lucas_aces_score_nothing():
    """S-23 ruling, S-40: the eight aces that start Lucas's foundations score nothing."""
    state = get_game("solitaire/lucas", scoring=True).new_state(5)
    assert state.scores == [0]


@pytest.mark.parametrize("deal", EDGE_DEALS)
def test_s28_thieves_of_egypt_deals_each_column_then_a_row(deal):
    """S-28 ruling: columns of 1-3-5-7-9-10-8-6-4-2; each column in turn gets all its cards
    but the last, then one more card goes to each column, left to right."""
    heights = [1, 3, 5, 7, 9, 10, 8, 6, 4, 2]
    talon = pysol_talon(deal)
    expected: list[list[str]] = []
    for height in heights:
        expected.append([talon.pop() for _ in range(height - 1)])
    for col in expected:
        col.append(talon.pop())
    first = talon.pop()
    cols, waste, stock, _ = opening(get_game("solitaire/thieves-of-egypt").new_state(deal))
    assert cols == expected
    assert waste == [first]
    assert stock == talon and len(stock) == 48
