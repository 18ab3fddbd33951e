"""The pools of winnable deals (py/fortythieves/solitaire/pools/, written by tools/pools.py):
well-formed, taken from each game's search order, and a sample of each replays to a win."""

from __future__ import annotations

import random

import pytest

from fortythieves.games import get_game
from fortythieves.solitaire import VARIANTS
from fortythieves.solitaire.pool import load, parse, search_order
from fortythieves.solitaire.solver import WINNABLE, solve

SAMPLE = 4


@pytest.mark.parametrize("key", list(VARIANTS))
def test_pool_file_is_well_formed(key):
    pool = load(key)
    assert pool.path.exists(), f"no pool for {key}: run make pools"
    assert pool.deals, f"the pool of {key} is empty"
    assert len(pool.deals) <= pool.searched
    assert set(pool.deals) <= set(search_order(key, pool.searched))
    assert parse(key, pool.text()) == pool
    assert all(states > 0 for states in pool.deals.values())


@pytest.mark.parametrize("key", list(VARIANTS))
def test_pool_deals_replay_to_a_win(key):
    pool = load(key)
    game = get_game(f"solitaire/{key}")
    deals = sorted(pool.deals)
    for deal in random.Random(key).sample(deals, min(SAMPLE, len(deals))):
        state = game.new_state(deal)
        result = solve(state, max_states=2 * pool.deals[deal] + 1_000)
        assert result.verdict == WINNABLE, (key, deal)
        for move in result.moves:
            state.push(move)
        assert state.won, (key, deal)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("# searched 3\n12 x\n", "not 'deal states'"),
        ("# searched 3\n12 40\n12 41\n", "repeated"),
        ("# searched 3\n0 40\n", "bad or repeated"),
    ],
)
def test_a_damaged_pool_names_its_line(text, problem):
    with pytest.raises(ValueError, match=problem):
        parse("classic", text)
