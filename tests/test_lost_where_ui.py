""""Where did I lose it?" at the table, its pure parts: the positions a player stood at, the
solver worker's walk (ui/solitaire/solver_worker.py) and its answer in words
(ui/solitaire/solver_where.py); and when a guessed hint sends the player to "Can this still be
won?" (solitaire/hints.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fortythieves.games import get_game, variant_key
from fortythieves.i18n import Messages
from fortythieves.solitaire.hints import DECIDED, STUDY_SECONDS, question_likely
from fortythieves.solitaire.lost_where import FOUND
from fortythieves.solitaire.solver import UNKNOWN, VERSION
from fortythieves.study import read_lines
from fortythieves.ui.solitaire import solver_worker
from fortythieves.ui.solitaire.session import Session
from fortythieves.ui.solitaire.solver_memory import exact_key
from fortythieves.ui.solitaire.solver_where import actions_back, answer, before, stops
from fortythieves.winnability import table

from .helpers.lost_game import lost_session
from .helpers.solitaire import build
from .test_solver import BOTH_COPIES

STUDY = Path(__file__).resolve().parent.parent / "bench" / "results" / "study.jsonl"

EN = Messages("en")


def walk_in_worker(session: Session) -> list[dict]:
    """Every report of the worker for one walk, as the page would see them."""
    save, at = json.dumps(session.state.to_json()), json.dumps(stops(session.groups))
    reports = [json.loads(solver_worker.walk(save, at, 60.0))]
    while not reports[-1]["done"]:
        reports.append(json.loads(solver_worker.step(0.05)))
    solver_worker.stop()
    return reports


def test_the_positions_are_the_undo_steps_after_the_deals_own_cards():
    assert stops([-3, 1, 2, 1]) == [3, 4, 6, 7]
    assert stops([1, 1]) == [0, 1, 2]
    assert stops([]) == [0]


def test_the_worker_names_the_move_and_what_would_have_kept_it_winnable():
    session, losing_at = lost_session()
    reports = walk_in_worker(session)
    final = reports[-1]
    assert final["verdict"] == FOUND and final["winnable"] == losing_at - 1
    at = stops(session.groups)
    said = answer(final, session.state, at, EN)
    first = f"Move {losing_at}, "
    assert said.lines[0].startswith(first) and said.lines[0].endswith(
        ": winnable before, not after.")
    assert said.lines[1].startswith("What would have kept it winnable: ")
    assert said.rewind_to == losing_at
    hindi = answer(final, session.state, at, Messages("hi")).lines
    assert hindi[0] != said.lines[0] and str(losing_at) in hindi[0]
    # The rewind's position is the one before the move, and the line wins from there.
    start = before(session.state, at[losing_at - 1])
    assert start.history == session.state.history[: len(start.history)]
    start.replay(final["moves"])
    assert start.won
    # Rewinding undoes the player's actions back to that position; Redo keeps the rest.
    start = before(session.state, at[losing_at - 1])
    back = actions_back(session, exact_key(start))
    assert back == session.moves - (losing_at - 1)
    for _ in range(back):
        session.undo()
    assert exact_key(session.state) == exact_key(start) and len(session.redo) == back
    assert actions_back(session, exact_key(before(start, at[0]))) == losing_at - 1
    assert actions_back(session, exact_key(lost_session()[0].state)) is None  # undone: gone


def test_unknown_says_how_far_the_walk_got():
    session = Session(build("maria", columns=BOTH_COPIES, stock=""))
    report = {"verdict": "unknown", "winnable": 2, "lost": 9, "move": None, "moves": [],
              "asked": {}, "states": 12345, "seconds": 60.0}
    said = answer(report, session.state, [0], EN)
    assert said.lines == ["Unknown: winnable before move 3, lost after move 9; which move in "
                          "between lost it was not decided (12,345 positions searched in "
                          "60.0 s)."]
    assert said.rewind_to == 3
    nothing = answer({**report, "winnable": None, "lost": None}, session.state, [0], EN)
    assert nothing.lines[0].startswith("Unknown: no position of this game was decided")
    assert nothing.rewind_to is None


def test_a_guessed_hint_offers_the_question_only_where_an_answer_is_likely():
    """The solver decides most Lucas deals at the page's budget, a quarter of classic deals,
    and nearly every position with every card face up and the stock out."""
    assert question_likely(get_game("solitaire/lucas").new_state(1))
    classic = Session.new("solitaire/classic", 1)
    assert not question_likely(classic.state)
    assert question_likely(build("classic", columns=BOTH_COPIES, stock=""))
    assert not question_likely(build("classic", columns=BOTH_COPIES))  # the rest in the stock


@pytest.mark.native_only  # the study's results live beside the package, not in Pyodide's copy
def test_the_guess_knows_how_often_the_current_solver_decides_each_game():
    """``DECIDED`` is the current solver's study (10 CPU s a deal, every game): a solver that
    decides more or fewer deals changes its version, and this test asks for its new study."""
    rows = table(read_lines(STUDY), version=VERSION)
    found = {variant_key(row.game): (len(row.deals) - row.counts.get(UNKNOWN, 0), len(row.deals))
             for row in rows if row.budget == STUDY_SECONDS}
    assert found == DECIDED
