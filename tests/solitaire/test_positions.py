"""The test helper that builds positions from a partial description (tests/helpers/solitaire.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from fortythieves.cards import two_decks
from fortythieves.games import SOLITAIRE_IDS

from ..helpers.solitaire import all_cards, build, column, position


@pytest.mark.parametrize("game_id", SOLITAIRE_IDS)
def test_helper_fills_in_a_valid_table_for_every_variant(game_id):
    """S-1: the helper's positions hold both decks and load in every variant."""
    key = game_id.split("/")[1]
    state = build(key, columns=["<9C> 8D", "KS"], waste="2H")
    assert all_cards(state) == Counter(two_decks())
    assert column(state, 1) == ["<9C>", "8D"]
    assert state.layout.to_dict()["foundations"] == [None] * 8


def test_helper_with_a_fixed_stock_puts_the_rest_on_the_foundations():
    """S-7: cards left over climb the foundations from the ace, one suit each."""
    pos = position(columns=["KH", "QS KS"], stock="", waste="")
    assert pos["foundations"] == ["KC", "KC", "KD", "KD", "KH", "QH", "KS", "JS"]
    with pytest.raises(ValueError, match="left over"):
        position(columns=["5H", "5H"], stock="")


def test_helper_refuses_a_third_copy():
    with pytest.raises(ValueError, match="more than two"):
        position(columns=["AS", "AS"], waste="AS")
