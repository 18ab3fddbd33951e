"""The pure parts of the two table controllers, natively: what the solitaire's win, deal dialog,
welcome and refusals say, and how a seated table decides whose hand is shown, which keys are
its own and whether a link asks for another game than the save's."""

from __future__ import annotations

from types import SimpleNamespace

from fortythieves.i18n import Messages
from fortythieves.solitaire.moves import Move
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.seated.keys import escapes, table_key
from fortythieves.ui.seated.opening import game_of, in_progress, open_game
from fortythieves.ui.seated.seats import HUMAN, Setup
from fortythieves.ui.seated.whose_turn import handoff, viewer
from fortythieves.ui.shell.records import Records, Result
from fortythieves.ui.solitaire.asking import (
    deal_dialog,
    leave_dialog,
    read_deal_field,
    welcome_lines,
)
from fortythieves.ui.solitaire.refusal import refusal_detail
from fortythieves.ui.solitaire.session import Session
from fortythieves.ui.solitaire.winning import streak, win_lines, won_dialog

EN = Messages("en")


def test_a_win_counts_once_in_the_run_of_wins() -> None:
    assert streak(3, counted=False) == 4
    assert streak(3, counted=True) == 3


def test_the_win_dialog_says_the_score_or_the_run_or_the_solver() -> None:
    score: dict[str, int | str] = {"cards": 520, "medal": "gold", "time_bonus": 300,
                                   "round_bonus": 100, "total": 920}
    scored = win_lines(EN, 95, 120, solved=False, scored=True, score=score, round_=2)
    assert len(scored) == 6 and "1:35" in scored[0] and "920" in scored[-1]
    plain = win_lines(EN, 95, 120, solved=False, scored=False, score=score, round_=2)
    assert len(plain) == 3 and "2" in plain[-1]
    solved = win_lines(EN, 95, 120, solved=True, scored=True, score=score, round_=2)
    assert len(solved) == 3 and "920" not in " ".join(solved)


def test_the_win_says_how_it_stands_and_offers_what_to_play_next() -> None:
    session = Session.new("solitaire/classic", 1)
    session.elapsed, session.daily = 200.0, "2026-12-24"
    records = Records()
    records.add("solitaire/classic", Result(True, 150.0), solitaire=True)
    records.add("solitaire/classic", Result(True, 200.0), solitaire=True, daily="2026-12-24")
    score: dict[str, int | str] = {"total": 0}
    title, lines, buttons = won_dialog(EN, session, score, 2, records, embedded=False)
    assert title == "You won!" and "Your best time in this game: 2:30" in lines
    assert "The daily deal of 2026-12-24 is won: 1 in a row." in lines
    assert [b for b, _ in buttons] == ["new", "restart", "daily", "close"]
    framed = won_dialog(EN, session, score, 2, records, embedded=True)
    assert [b for b, _ in framed[2]] == ["new", "restart", "close"] and len(framed[1]) == 3


def test_a_deal_number_reads_with_separators_and_a_bad_one_says_why() -> None:
    assert read_deal_field(" #1,234 ", EN) == (1234, "")
    deal, why = read_deal_field("x", EN)
    assert deal is None and why


def test_the_dialogs_of_leaving_and_of_a_deal_by_number() -> None:
    title, lines, buttons = leave_dialog(EN, "new", embedded=False)
    assert title and lines and [b for b, _ in buttons] == ["new", "close"]
    assert leave_dialog(EN, "new", embedded=True)[1] != lines
    assert len(deal_dialog(EN, in_progress=True)[1]) == 2
    assert len(deal_dialog(EN, in_progress=False)[1]) == 1


def test_the_welcome_says_the_cards_dealt_home() -> None:
    assert len(welcome_lines(EN, numbered=True, home=0)) == 1
    assert len(welcome_lines(EN, numbered=True, home=2)) == 2
    assert welcome_lines(EN, numbered=False, home=0) != welcome_lines(EN, numbered=True, home=0)


def test_only_a_building_rule_on_a_column_names_the_cards() -> None:
    state = Session.new("solitaire/classic", 1).state
    column = next(n for n, col in enumerate(state.layout.cols) if col)
    other = next(n for n, col in enumerate(state.layout.cols) if col and n != column)
    detail = refusal_detail(state, Move(column, other, 1), "build-suit")
    assert detail is not None and detail(EN)
    assert refusal_detail(state, Move(column, other, 1), "no-card") is None


def test_the_hand_on_view_and_the_hot_seat_cover() -> None:
    one = Setup(players=2, seats=[HUMAN, "normal"])
    assert viewer(one, 1, None) == 0 and handoff(one, 0, None, False) is None
    two = Setup(players=2, seats=[HUMAN, HUMAN])
    assert viewer(two, 1, None) is None and handoff(two, 1, None, False) == 1
    assert viewer(two, 1, 1) == 1 and handoff(two, 1, 1, False) is None
    assert handoff(two, 1, None, ended=True) is None
    assert viewer(Setup(players=2, seats=["normal", "normal"]), 0, None) is None


def test_the_keys_every_seated_table_reads() -> None:
    assert table_key("h", ctrl=False, alt=False) == "hint"
    assert table_key("z", ctrl=True, alt=False) == "no-undo"
    assert table_key("z", ctrl=False, alt=False) is None
    assert escapes("Escape", "scores", held=False)
    assert not escapes("Enter", "scores", held=False)
    assert not escapes("Escape", "round", held=False)
    assert not escapes("Escape", None, held=False)
    assert not escapes("Escape", "scores", held=True)


def test_a_link_to_another_game_is_offered_over_one_in_progress() -> None:
    setup = Setup.default()
    saved = BoardSession.new(setup, 5)
    paced = Setup.from_dict({**setup.to_dict(), "pace": "fast"})
    assert game_of(paced) == game_of(setup) != game_of(Setup.default(3))  # pace is no game
    problems: list = []
    same = open_game(saved, None, 5, [], setup, BoardSession.new, problems)
    assert same.session is saved and same.resumed and same.offer is None
    fresh = open_game(saved, None, 6, [], setup, BoardSession.new, problems)
    assert not fresh.resumed and fresh.session.state.deal == 6  # the save had not begun
    begun = SimpleNamespace(state=SimpleNamespace(history=[1], is_over=False, deal=5),
                            setup=setup)
    assert in_progress(begun)
    offered = open_game(begun, None, 6, [], setup, BoardSession.new, problems)
    assert offered.session is begun and offered.offer is not None and offered.offer[1] == 6
    assert problems == []
