"""Where a lost game was lost (solitaire/lost_where.py): the move that took a winnable position
to a lost one, the deal never winnable, the game not lost yet, and unknown said as unknown."""

from __future__ import annotations

from fortythieves.solitaire.lost_where import (
    FOUND,
    NEVER,
    STILL,
    Walk,
    lost_where,
    next_position,
    settled,
)
from fortythieves.solitaire.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, solve
from fortythieves.ui.solitaire.solver_where import stops

from ..helpers.lost_game import lost_session
from ..helpers.playing import play
from ..helpers.solitaire import build
from ..test_solver import BOTH_COPIES

W, L, U = WINNABLE, NOT_WINNABLE, UNKNOWN


def lost_maria():
    """Maria, the hearts alone: sending the first five of hearts home loses (the other five
    never finds a place), then two more moves to no more moves."""
    state = build("maria", columns=BOTH_COPIES, stock="")
    play(state, "1>f5", "3>f5", "1>f5")
    assert not state.legal_moves()
    return state


def test_the_move_that_lost_a_winnable_position_is_found_with_a_line_that_wins():
    where = lost_where(lost_maria(), each_states=100_000)
    assert (where.verdict, where.winnable, where.lost, str(where.move)) == (FOUND, 0, 1, "1>f5")
    start = build("maria", columns=BOTH_COPIES, stock="")
    assert where.line[0] != where.move
    for move in where.line:  # what would have kept it winnable: it wins
        start.push(move)
    assert start.won


def test_a_real_deal_lost_late_is_found_at_the_players_move():
    """A Limited deal played along a winning line until a move that loses it, then on to no
    more moves: the walk names that move, asked over the table's undo steps."""
    session, losing_at = lost_session()
    where = lost_where(session.state, stops(session.groups), each_states=60_000)
    assert where.verdict == FOUND
    assert where.winnable == losing_at - 1 and where.lost == losing_at
    assert str(where.move) == "w>12"
    assert len(where.asked) < 12  # a few questions, not one per move
    assert solve(session.state, max_states=1_000).verdict == NOT_WINNABLE


def test_a_deal_lost_from_the_start_was_never_winnable():
    lost = build("maria", columns=BOTH_COPIES, stock="")
    play(lost, "1>f5")
    state = lost.game.from_position(lost.position())
    play(state, "3>f5", "1>f5")
    where = lost_where(state, each_states=100_000)
    assert (where.verdict, where.winnable, where.lost, where.move) == (NEVER, None, 0, None)
    assert where.asked[0] == NOT_WINNABLE


def test_a_game_still_winnable_has_lost_nothing():
    state = build("maria", columns=BOTH_COPIES, stock="")
    play(state, "2>f5")
    where = lost_where(state, each_states=100_000)
    assert (where.verdict, where.winnable, where.lost) == (STILL, 1, None)
    assert where.asked == {1: WINNABLE}


def test_unknown_is_said_as_unknown_with_how_far_the_walk_got():
    """Budgets too small to decide anything: nothing decided, nothing claimed; the budget of
    the whole walk ends it too."""
    state = build("maria", columns=BOTH_COPIES, stock="")
    play(state, "2>f5")
    tiny = lost_where(state, each_states=1)
    assert tiny.verdict == UNKNOWN and tiny.winnable is None and tiny.lost is None
    assert tiny.move is None and tiny.line == []
    assert set(tiny.asked.values()) == {UNKNOWN}
    walk = Walk(lost_maria(), max_states=3, each_states=1)
    while walk.result is None:
        walk.run(100)
    assert walk.result.verdict == UNKNOWN and walk.result.states <= 3


def test_the_walk_goes_back_in_doubling_steps_then_halves_the_gap():
    assert next_position({}, 40) == 40
    asked = {40: L}
    order = []
    while (index := next_position(asked, 40)) is not None and settled(asked, 40) is None:
        order.append(index)
        asked[index] = W if index <= 9 else L
    assert order == [39, 38, 36, 32, 24, 8, 16, 12, 10, 9]
    assert settled(asked, 40) == FOUND


def test_an_undecided_position_is_never_guessed_at():
    """Undecided positions split the gap: the middle of the longest run not yet asked is next;
    when none is left, nothing settles it."""
    assert next_position({0: W, 10: L, 5: U}, 10) == 8  # the later of two runs
    assert next_position({0: W, 10: L, 5: U, 8: U}, 10) == 3
    full = {0: W, 1: U, 2: U, 3: L}
    assert next_position(full, 3) is None and settled(full, 3) is None
    assert settled({0: L}, 5) == NEVER and settled({5: W}, 5) == STILL
