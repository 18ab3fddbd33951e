"""What the fast move generation keeps between moves never goes stale (movegen.py, position.py).

A layout remembers the foundation each card fits, what its columns allow and the moves last
listed as legal, and forgets them when a move changes them. These properties play random games
of every variant (take-backs on and off) forwards and backwards, through the engine and
through the solver's own apply/undo, and compare every answer with a layout that remembers
nothing: the same moves in the same order. A move listed for an earlier position is checked
again when pushed.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.engine import MAX_DEAL
from fortythieves.games import get_game
from fortythieves.solitaire import VARIANTS, SolitaireState
from fortythieves.solitaire.position import apply, undo

from ..helpers import playing

KEYS = sorted(VARIANTS)

steps = st.lists(st.tuples(st.integers(0, 2**16), st.integers(0, 3)), min_size=10, max_size=50)


def fresh(state: SolitaireState, distinct: bool) -> list:
    """The legal moves of a copy of the piles that has nothing remembered."""
    return SolitaireState(state.game, state.layout.copy(), None).legal_moves(distinct)


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=st.integers(1, MAX_DEAL), steps=steps)
def test_remembered_moves_equal_fresh_ones_through_push_and_pop(key, scoring, deal, steps):
    """S-44 with the caches: after every push, pop and change of kind (all or distinct moves),
    the legal moves are those of the same piles seen afresh, in the same order."""
    state = get_game(f"solitaire/{key}", scoring=scoring).new_state(deal)
    for pick, action in steps:
        distinct = action % 2 == 1
        moves = state.legal_moves(distinct)
        assert moves == fresh(state, distinct)
        if action == 3 and state.history:
            state.pop()
        elif moves:
            state.push(moves[pick % len(moves)])
        else:
            break


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=st.integers(1, MAX_DEAL), steps=steps)
def test_remembered_moves_equal_fresh_ones_through_apply_and_undo(key, scoring, deal, steps):
    """The solver changes the piles with apply/undo under the state's feet, as it searches:
    the state's moves still follow the piles."""
    state = get_game(f"solitaire/{key}", scoring=scoring).new_state(deal)
    lay = state.layout
    played: list = []
    for pick, action in steps:
        moves = state.legal_moves(distinct=True)
        assert moves == fresh(state, True)
        if action == 3 and played:
            undo(lay, *played.pop())
        elif moves:
            move = moves[pick % len(moves)]
            played.append((move, apply(lay, move)))
        else:
            break


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=st.integers(1, MAX_DEAL), steps=steps)
def test_a_move_listed_before_the_last_move_is_checked_again(key, scoring, deal, steps):
    """push plays unchecked only what was listed for the very piles it is given: a move listed
    one move earlier is refused when no longer legal, and the refusal changes nothing."""
    state = get_game(f"solitaire/{key}", scoring=scoring).new_state(deal)
    for pick, _ in steps:
        before = state.legal_moves()
        if not before:
            break
        state.push(before[pick % len(before)])
        for old in before:
            playing.push_follows_why_illegal(state, old)
