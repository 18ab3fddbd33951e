"""A winning line without its detours (fortythieves.solitaire.detours): any line cut reaches
the same position in as many moves or fewer (hypothesis, every variant), and the solver's
lines are the cut ones."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.games import get_game
from fortythieves.solitaire.detours import without_detours
from fortythieves.solitaire.moves import Move
from fortythieves.solitaire.solver import WINNABLE, solve

from ..helpers.solitaire import build
from .test_properties import KEYS, deals, new_game, picks, walk


@pytest.mark.parametrize("key", KEYS)
@settings(max_examples=15, deadline=None)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_a_line_cut_reaches_the_same_position_in_no_more_moves(key, scoring, deal, choices):
    state = new_game(key, scoring, deal)
    played = state.copy()
    line = list(walk(played, choices))
    cut = without_detours(state, line)
    assert len(cut) <= len(line) and not state.history  # the given state is left as it was
    again = state.copy()
    for move in cut:
        again.push(move)
    assert again.layout.exact() == played.layout.exact()


def test_a_card_moved_twice_where_once_would_do_is_moved_once():
    """The nine of spades onto one ten, then on to the other: one move does it."""
    state = build("classic", columns=["9S", "KS QS JS TS", "KS QS JS TS"], stock="")
    line = [Move.parse(t, state) for t in ("1>2", "2>3")]
    assert without_detours(state, line) == [Move.parse("1>3", state)]


def test_the_solver_shows_a_line_without_detours():
    """Thieves of Egypt's deal 2: the search's first line ran 1,051 moves; cut, 275."""
    state = get_game("solitaire/thieves-of-egypt").new_state(2)
    result = solve(state, max_states=200_000)
    assert result.verdict == WINNABLE
    assert len(result.moves) < 400
    assert without_detours(state, result.moves) == result.moves
