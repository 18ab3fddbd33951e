"""The solver (py/fortythieves/solitaire/solver.py): verdicts on hand-built positions, its
move application equal to the engine's, and small searches on real deals of every variant."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.games import get_game
from fortythieves.solitaire import VARIANTS
from fortythieves.solitaire.analysis import layout_safe_move
from fortythieves.solitaire.position import apply, undo
from fortythieves.solitaire.solver import (
    NOT_WINNABLE,
    UNKNOWN,
    WINNABLE,
    Result,
    position_key,
    solve,
    solve_report,
)

from .helpers.playing import play
from .helpers.solitaire import STUCK_COLUMNS, STUCK_FOUNDATIONS, build, random_state

VERDICTS = {WINNABLE, NOT_WINNABLE, UNKNOWN}


def replays(state, result: Result) -> bool:
    """The solution, pushed through the engine from ``state``, wins."""
    replay = state.copy()
    for move in result.moves:
        replay.push(move)
    return replay.won


def check(state, result: Result) -> None:
    assert result.verdict in VERDICTS
    assert result.states >= 0 and result.seconds >= 0 and result.peak_mb > 0
    if result.verdict == WINNABLE:
        assert replays(state, result)
    else:
        assert result.moves == []


# -- hand-built positions ----------------------------------------------------------------


def test_won_in_a_few_moves():
    # Spades home to J and J; the last four spades in two columns, a king over a queen.
    state = build("classic", columns=["QS KS", "KS QS"], stock="")
    result = solve(state)
    assert result.verdict == WINNABLE
    assert len(result.moves) == 4
    assert replays(state, result)
    assert state.layout.cols[0] and not state.history  # the given state is left unchanged


def test_provably_lost():
    state = build(
        "classic", columns=STUCK_COLUMNS, waste="7H", stock="", foundations=STUCK_FOUNDATIONS
    )
    result = solve(state)
    assert result.verdict == NOT_WINNABLE
    assert result.moves == []


def test_needs_the_stock():
    # The second QH is the only stock card: turn it, play it home, then the KH.
    state = build("classic", columns=["KH"], stock="QH")
    assert state.layout.waste == []
    result = solve(state)
    assert result.verdict == WINNABLE
    assert [str(m) for m in result.moves][0] == "s"
    assert replays(state, result)


def test_needs_a_redeal():
    # Thieves of Egypt, stock gone, one redeal left: the waste holds the cards the
    # foundations need under the cards they need later.
    state = build("thieves-of-egypt", columns=["KH"], waste="JH QH", stock="")
    result = solve(state)
    assert result.verdict == WINNABLE
    assert "r" in [str(m) for m in result.moves]
    assert replays(state, result)
    used = build("thieves-of-egypt", columns=["KH"], waste="JH QH", stock="", redeals=1)
    assert solve(used).verdict == NOT_WINNABLE


# Maria (alternate colours), both copies of 5H in play: hearts home to 4 and 3, one 5H on a
# column top, the other on the second 4H; every other card is a heart from 6 up, and no heart
# builds on a heart. Nothing can be built on a 5H any more (the black fours are home), yet the
# first 5H must wait: the second goes home first, freeing the 4H.
BOTH_COPIES = [
    "6H 7H 5H",
    "4H 5H",
    "KH 6H",
    "8H 9H",
    "8H 9H",
    "TH JH",
    "TH JH",
    "QH KH",
    "QH 7H",
]


def test_both_copies_of_a_card_in_play():
    state = build("maria", columns=BOTH_COPIES, stock="")
    result = solve(state)
    assert result.verdict == WINNABLE
    assert replays(state, result)
    # Sending the first 5H home first loses: the second 5H never finds a place.
    wrong = state.copy()
    play(wrong, "1>f")
    assert solve(wrong).verdict == NOT_WINNABLE
    # So the solver's automatic moves do not take it.
    builders = state.game.builders
    assert layout_safe_move(state.layout.copy(), builders, True) is None


def test_aces_and_safe_cards_go_home_on_their_own():
    state = build("classic", columns=["AS", "AS", "2S"], waste="2S")
    builders = state.game.builders
    lay = state.layout.copy()
    moved = []
    while (move := layout_safe_move(lay, builders, True)) is not None:
        moved.append(move)
        apply(lay, move)
    assert len(moved) == 4


def test_with_take_backs():
    # Scoring on: take-backs are moves. Spades home to Q and J; the JS column hides the KS.
    state = build("classic", scoring=True, columns=["KS JS", "QS"], stock="")
    result = solve(state)
    assert result.verdict == WINNABLE
    assert replays(state, result)


# -- the solver's moves equal the engine's ------------------------------------------------


@given(
    key=st.sampled_from(sorted(VARIANTS)),
    deal=st.integers(1, 2**31 - 1),
    walk=st.integers(0, 120),
    seed=st.integers(0, 10**6),
    scoring=st.booleans(),
)
def test_apply_and_undo_equal_push_and_pop(key, deal, walk, seed, scoring):
    state = random_state(key, deal, walk, seed, scoring)
    full = state.game.variant.redeals > 0
    before = state.layout.to_dict()
    lay = state.layout.copy()
    for move in state.legal_moves(distinct=True):
        engine = state.copy()
        engine.push(move)
        flipped = apply(lay, move)
        assert lay.to_dict() == engine.layout.to_dict()
        assert position_key(lay, full) == position_key(engine.layout, full)
        undo(lay, move, flipped)
        assert lay.to_dict() == before
    # An automatic move is a legal engine move.
    move = layout_safe_move(lay, state.game.builders, True)
    if move is not None:
        assert state.why_illegal(move) is None


def test_key_ignores_column_order_and_keeps_face_down_cards():
    a = build("indian", columns=["<KH> QS", "5D"])
    b = build("indian", columns=["5D", "<KH> QS"])
    c = build("indian", columns=["KH QS", "5D"])
    assert position_key(a.layout, False) == position_key(b.layout, False)
    assert position_key(a.layout, False) != position_key(c.layout, False)


# -- real deals, small budgets ------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_real_deals(key):
    game = get_game(f"solitaire/{key}")
    for deal in (1, 2, 3):
        state = game.new_state(deal)
        result = solve(state, max_states=400)
        check(state, result)
        assert result.states <= 400
        if result.verdict == UNKNOWN:
            assert result.reason == "states"


def test_deterministic_with_a_states_budget():
    state = get_game("solitaire/lucas").new_state(2)
    one, two = solve(state, max_states=2_000), solve(state, max_states=2_000)
    assert (one.verdict, one.moves, one.states) == (two.verdict, two.moves, two.states)
    assert one.verdict == WINNABLE


def test_progress_and_cancel():
    calls = []

    def progress(states, seconds):
        calls.append(states)
        return False

    state = get_game("solitaire/classic").new_state(1)
    result = solve(state, progress=progress, max_states=50_000)
    assert result.verdict == UNKNOWN and result.reason == "cancelled"
    assert calls and result.states == calls[0]


def test_memory_cap():
    state = get_game("solitaire/classic").new_state(1)
    result = solve(state, memory_mb=0.05)
    assert result.verdict == UNKNOWN and result.reason == "memory"


def test_report_for_the_command_line():
    report = solve_report("solitaire/lucas", 2, moves="", max_states=2_000)
    assert report["verdict"] == WINNABLE
    assert report["moves"] and all(isinstance(m, str) for m in report["moves"])
    assert {"states", "seconds", "peak_mb", "deal", "game"} <= report.keys()
    # The moves in notation replay from the deal.
    state = get_game("solitaire/lucas").new_state(2)
    state.replay(report["moves"])
    assert state.won


# -- probes (restarts) ----------------------------------------------------------------------


def test_probes_leave_a_lost_position_lost():
    # Classic deal 1007 after 60 random moves: lost, proved in 222 positions. Probe turns of
    # 10 positions are cut off long before: they prove nothing, and the complete walk still
    # ends the search with "not winnable".
    state = random_state("classic", 1007, 60, 7, False)
    plain = solve(state, probes=0, best=0)
    assert (plain.verdict, plain.states) == (NOT_WINNABLE, 222)
    result = solve(state, probes=10, best=0)
    assert result.verdict == NOT_WINNABLE and result.states > 1.9 * plain.states


@given(
    key=st.sampled_from(sorted(VARIANTS)),
    deal=st.integers(1, 2**31 - 1),
    walk=st.integers(20, 150),
    seed=st.integers(0, 10**6),
    turn=st.integers(5, 60),
)
def test_probes_agree_with_the_plain_search(key, deal, walk, seed, turn):
    # On random positions of every game: the same verdict whenever both searches reach one, and
    # with twice the budget (the complete walk gets half of it) probes reach every verdict the
    # plain search reaches.
    state = random_state(key, deal, walk, seed, False)
    plain = solve(state, max_states=600, probes=0, best=0)
    budget = 2 * plain.states + 2 * turn
    probed = solve(state, max_states=budget, probes=turn, best=0)
    check(state, probed)
    if plain.verdict != UNKNOWN:
        assert probed.verdict == plain.verdict



def test_probes_win_a_deal_the_plain_order_misses():
    # Classic deal 93: the plain order is still searching after 30,000 positions; a probe
    # finds a win within 2,000 and it replays.
    state = get_game("solitaire/classic").new_state(93)
    assert solve(state, max_states=30_000, probes=0).verdict == UNKNOWN
    result = solve(state, max_states=2_000)
    assert result.verdict == WINNABLE
    assert replays(state, result)
