"""The solver's reductions lose nothing: on small positions of every game, where a search of
every position is quick, the verdict with every reduction (automatic moves, one move of each
set of equivalent ones, canonical keys, probes, the best-first walk) equals the verdict of a
plain walk of every legal move keyed by the exact piles; and no "not winnable" contradicts a
win found (and replayed) by any other run. Also: the solver's own shortcuts (the kept column
keys, the automatic moves looked for locally, the best-first walk's encoding) equal what they
stand for on random positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.cards import NAMES
from fortythieves.games import get_game
from fortythieves.solitaire import VARIANTS
from fortythieves.solitaire.analysis import layout_safe_move
from fortythieves.solitaire.bestfirst import decode, encode
from fortythieves.solitaire.movegen import legal_moves
from fortythieves.solitaire.position import apply
from fortythieves.solitaire.safe_moves import local_safe_move
from fortythieves.solitaire.solver import (
    NOT_WINNABLE,
    UNKNOWN,
    WINNABLE,
    Search,
    position_key,
    solve,
)

from ..helpers.solitaire import random_state

KEYS = sorted(VARIANTS)
PLAIN_CAP = 30_000
"""Positions the plain walk may search; small positions need far fewer."""


def small_position(key: str, seed: int, out: int) -> dict:
    """A position of ``key`` with ``out`` cards not home, spread at random over the columns,
    the waste and the stock (some columns' bottom cards face down where the game has any)."""
    rng = random.Random(seed)
    variant = VARIANTS[key]
    heights = [[13, 13] for _ in range(4)]
    cards = []
    for _ in range(out):
        suit = rng.randrange(4)
        pile = max(range(2), key=lambda i, s=suit: (heights[s][i], rng.random()))
        if heights[suit][pile] == 0:
            continue
        cards.append(suit * 13 + heights[suit][pile] - 1)
        heights[suit][pile] -= 1
    rng.shuffle(cards)
    columns: list[list[str]] = [[] for _ in variant.columns]
    stock: list[str] = []
    waste: list[str] = []
    for i, card in enumerate(cards):
        where = rng.random()
        if i < len(columns):  # no column empty at first: cards must find their way
            columns[i].append(NAMES[card])
        elif where < 0.45:
            rng.choice(columns).append(NAMES[card])
        elif where < 0.6:
            stock.append(NAMES[card])
        else:
            waste.append(NAMES[card])
    if variant.face_down:
        for col in columns:
            hidden = rng.randint(0, min(variant.face_down, max(len(col) - 1, 0)))
            col[:hidden] = [f"<{name}>" for name in col[:hidden]]
    found = [NAMES[s * 13 + h - 1] if h else None for s, pair in enumerate(heights) for h in pair]
    rng.shuffle(found)
    return {
        "columns": columns,
        "stock": stock,
        "waste": waste,
        "foundations": found,
        "redeals": rng.randint(0, variant.redeals),
    }


def replays(state, moves) -> bool:
    replay = state.copy()
    for move in moves:
        replay.push(move)
    return replay.won


CASES = [(KEYS[i % len(KEYS)], i, 6 + i % 17) for i in range(140)]


@pytest.mark.parametrize(("key", "seed", "out"), CASES)
def test_reductions_keep_the_verdict(key, seed, out):
    state = get_game(f"solitaire/{key}").from_position(small_position(key, seed, out))
    plain = solve(state, max_states=PLAIN_CAP, probes=0, best=0, prune=False)
    full = solve(state, max_states=PLAIN_CAP)
    assert plain.verdict != UNKNOWN, "a small position is searched to the end"
    if full.verdict != UNKNOWN:
        assert full.verdict == plain.verdict
    for result in (plain, full):
        if result.verdict == WINNABLE:
            assert replays(state, result.moves)
        if result.verdict == NOT_WINNABLE:
            assert result.proof is not None and result.proof["kind"] == "never-home"
    # Other orders and walks: a win any of them finds never meets a "not winnable".
    for probes, best in ((7, 0), (0, 5), (3, 3)):
        other = solve(state, max_states=PLAIN_CAP, probes=probes, best=best)
        if other.verdict == WINNABLE:
            assert replays(state, other.moves)
            assert plain.verdict == WINNABLE
        elif other.verdict == NOT_WINNABLE:
            assert plain.verdict == NOT_WINNABLE


def late_position(key: str, deal: int, seed: int):
    """Deal ``deal`` played at random (a card that can go home goes home) until the stock is
    out for good: lost more often than not, and often small enough to search to the end."""
    state = get_game(f"solitaire/{key}").new_state(deal)
    rng = random.Random(seed)
    lay = state.layout
    while lay.stock or (lay.waste and state.redeals_left() > 0):
        moves = state.legal_moves()
        home = [m for m in moves if m.to_foundation]
        state.push(home[0] if home else rng.choice(moves))
    return state


LATE = 160
LATE_CAP = 1_500


def test_late_positions_agree():
    # Late positions of real deals: wherever the plain walk ends, the solver (with three times
    # its budget, shared by its walks) ends too, with the same verdict.
    decided = Counter()
    for i in range(LATE):
        key = KEYS[i % len(KEYS)]
        state = late_position(key, 1_000 + i, i)
        plain = solve(state, max_states=LATE_CAP, probes=0, best=0, prune=False)
        if plain.verdict == UNKNOWN:
            continue
        full = solve(state, max_states=3 * LATE_CAP)
        assert full.verdict == plain.verdict, (key, i)
        decided[plain.verdict] += 1
        if full.verdict == WINNABLE:
            assert replays(state, full.moves)
    assert decided[NOT_WINNABLE] >= 40 and decided[WINNABLE] >= 5, decided


@settings(max_examples=40, deadline=None)
@given(
    key=st.sampled_from(KEYS),
    deal=st.integers(1, 2**31 - 1),
    walk=st.integers(0, 200),
    seed=st.integers(0, 10**6),
)
def test_shortcuts_equal_what_they_stand_for(key, deal, walk, seed):
    state = random_state(key, deal, walk, seed)
    search = Search(state, max_states=50, probes=0, best=0)
    walker = search.complete
    lay = walker.lay
    full = state.game.variant.redeals > 0
    assert walker._key() == position_key(lay, search.full_stock)
    # The best-first walk's encoding gives the piles back.
    back = decode(encode(lay, full), list(state.start.stock), full)
    if full or lay.stock == state.start.stock[: len(lay.stock)]:
        assert back.exact() == lay.exact()
    # Looked for locally after one move of a settled position, the automatic move is the
    # one the full scan finds.
    builders, waste_ok = state.game.builders, search.waste_ok
    assert layout_safe_move(lay, builders, waste_ok) is None  # the walk's root is settled
    for move in legal_moves(state.game, lay, True):
        work = lay.copy()
        apply(work, move)
        assert local_safe_move(work, builders, waste_ok, move) == layout_safe_move(
            work, builders, waste_ok
        )
