"""The solver's pure parts at the table: the worker's sliced search
(ui/solitaire/solver_worker.py) and what the page remembers of its answers
(ui/solitaire/solver_memory.py): hints along a winning line and the rewind to the last winnable
position."""

from __future__ import annotations

import json

import pytest

from fortythieves.games import get_game
from fortythieves.solitaire.moves import Move
from fortythieves.solitaire.pool import load
from fortythieves.solitaire.solver import NOT_WINNABLE, WINNABLE, solve
from fortythieves.ui.solitaire import solver_worker
from fortythieves.ui.solitaire.session import Session
from fortythieves.ui.solitaire.solution_pace import FASTEST_MS, MIN_WAIT_MS, STEP_MS, Pace
from fortythieves.ui.solitaire.solver_memory import SolverMemory
from fortythieves.ui.solitaire.solver_text import seconds_words

from .helpers.playing import play
from .helpers.solitaire import build
from .test_solver import BOTH_COPIES


def run_worker(state, seconds: float = 30.0) -> list[dict]:
    """Every report of the worker for one search, as the page would see them."""
    reports = [json.loads(solver_worker.start(json.dumps(state.to_json()), seconds))]
    while not reports[-1]["done"]:
        reports.append(json.loads(solver_worker.step(0.05)))
    solver_worker.stop()
    return reports


def test_worker_answers_with_a_solution_that_wins():
    """S-52: the line "Show solution" plays out on the table wins the deal."""
    state = build("maria", columns=BOTH_COPIES, stock="")
    final = run_worker(state)[-1]
    assert final["verdict"] == WINNABLE
    state.replay(final["moves"])
    assert state.won


def test_with_scoring_the_worker_finds_a_line_without_take_backs_first():
    """S-41: take-backs cost 500 points each. Lucas deal 600604572 is won without any, which
    the worker's line then is, though take-backs are moves of the scoring game; the line wins
    there, and a position that a take-back brought is searched with take-backs."""
    state = get_game("solitaire/lucas", scoring=True).new_state(600604572)
    final = run_worker(state)[-1]
    assert final["verdict"] == WINNABLE
    assert not any(move.startswith("f") for move in final["moves"])
    state.replay(final["moves"])
    assert state.won and state.scores[0] == 96 * 500  # the aces start home; no take-back
    took_back = get_game("solitaire/lucas", scoring=True).new_state(600604572)
    play(took_back, "f5>6")  # an ace off its foundation
    assert run_worker(took_back)[-1]["verdict"] == WINNABLE


def test_worker_reports_progress_and_stops_when_told():
    state = get_game("solitaire/classic").new_state(1)
    first = json.loads(solver_worker.start(json.dumps(state.to_json()), 60.0))
    seen = [json.loads(solver_worker.step(0.05)) for _ in range(3)]
    assert not first["done"] and not any(r["done"] for r in seen)
    counts = [r["states"] for r in seen]
    assert counts == sorted(counts) and counts[-1] > counts[0]
    solver_worker.stop()
    after = json.loads(solver_worker.step(0.05))
    assert after["done"] and after["verdict"] == "unknown" and after["reason"] == "cancelled"


@pytest.mark.parametrize("auto", [False, True])
def test_following_the_hints_of_a_winning_line_wins(auto):
    """S-52's line leads to the win, and S-50's ruling makes it the player's: hints leave the
    deal unsolved, so it scores and counts as a win."""
    key = "lucas"
    deal = min(load(key).deals)
    session = Session.new(f"solitaire/{key}", deal)
    result = solve(session.state, seconds=30)
    assert result.verdict == WINNABLE
    memory = SolverMemory()
    memory.remember(session.state, result.verdict, [str(m) for m in result.moves])
    assert memory.left(session.state) == len(result.moves)  # Show solution's pace reads it
    while not session.state.won:
        move = memory.next_move(session.state)
        assert move is not None, "the player left the line by following its hints"
        session.play(move, auto=auto)
    assert memory.verdict(session.state) == WINNABLE
    assert memory.left(session.state) == 0
    assert not session.solved and not session.counted


def test_rewind_to_the_last_winnable_position():
    session = Session(build("maria", columns=BOTH_COPIES, stock=""))
    memory = SolverMemory()
    first = solve(session.state)
    memory.remember(session.state, first.verdict, [str(m) for m in first.moves])
    assert memory.rewind_actions(session) is None  # not lost: nothing to rewind
    session.play(Move.parse("1>f", session.state), auto=False)  # the losing move
    session.play(next(iter(session.state.legal_moves())), auto=False)  # and one more
    lost = solve(session.state)
    assert lost.verdict == NOT_WINNABLE
    memory.remember(session.state, lost.verdict, [])
    assert memory.next_move(session.state) is None
    assert memory.rewind_actions(session) == 2
    session.undo()
    session.undo()
    assert memory.verdict(session.state) == WINNABLE
    assert memory.next_move(session.state) is not None


def test_an_unknown_proves_nothing_and_is_not_remembered():
    state = get_game("solitaire/classic").new_state(1)
    memory = SolverMemory()
    memory.remember(state, "unknown", [])
    assert memory.verdict(state) is None


@pytest.mark.parametrize(("seconds", "said"), [
    (0.0, "0.01"), (0.004, "0.01"), (0.03, "0.03"), (0.094, "0.09"), (0.1, "0.1"), (12.34, "12.3"),
])
def test_a_quick_answer_says_its_time_in_hundredths(seconds: float, said: str) -> None:
    """An answer found in a few milliseconds read "0.0 s", as if the solver had not run."""
    assert seconds_words(seconds) == said


@pytest.mark.parametrize("cost", [0, 150])
def test_a_solution_takes_about_45_seconds_to_watch_however_long_each_move_takes(cost) -> None:
    """Each move of a line of 236 (Lucas deal 7) gets the same share of the 45 s, the time a
    move takes to make and draw counted in it: the share worked out again from the moves left
    slowed the end to 450 ms a move, 84 s in all."""
    now = 0.0
    pace = Pace.start(236, now)
    for _ in range(236):
        now += pace.wait(now) + cost
    assert 44_000 <= now <= 46_000
    slow = Pace.start(236, 0.0)  # a page slower than the pace: short waits, never a burst
    assert slow.wait(5_000.0) == MIN_WAIT_MS
    assert Pace.start(12, 0.0).step == STEP_MS and Pace.start(900, 0.0).step == FASTEST_MS
