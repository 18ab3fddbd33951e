"""The solver's walks (py/fortythieves/solitaire/depthfirst.py, bestfirst.py) and what a "not
winnable" verdict carries (proofs.py)."""

from __future__ import annotations

from fortythieves.cards import Card
from fortythieves.games import get_game
from fortythieves.solitaire.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, Search, solve

from ..helpers.solitaire import STUCK_COLUMNS, STUCK_FOUNDATIONS, build


def test_a_lost_position_says_which_cards_never_get_home():
    state = build(
        "classic", columns=STUCK_COLUMNS, waste="7H", stock="", foundations=STUCK_FOUNDATIONS
    )
    result = solve(state)
    assert result.verdict == NOT_WINNABLE
    assert result.proof == {
        "kind": "never-home",
        # Clubs from the four and hearts from the two: no line gets either home.
        "cards": [Card.parse("4C"), Card.parse("2H")],
        "most_home": 6 + 26 + 2 + 26,
    }
    assert result.to_dict()["proof"] == result.proof


def test_best_first_walk_takes_turns_and_wins():
    search = Search(get_game("solitaire/lucas").new_state(2), max_states=20_000, probes=0)
    assert search.best_turn > 0
    while search.result is None:
        search.run(500)
    assert search.result.verdict == WINNABLE


def test_every_walk_keeps_to_the_states_budget():
    state = get_game("solitaire/maria").new_state(3)
    result = solve(state, max_states=5_000)
    assert result.verdict in (WINNABLE, UNKNOWN)
    assert result.states <= 5_000
