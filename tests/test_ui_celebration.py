"""The win's moment, natively: the cascade's paths (ui/solitaire/cascade.py), the win's
dialog drawn for the eye (ui/solitaire/winning.py won_card), and the winners' marks of the board
and capture tables (ui/board/view.py, ui/capture/view.py)."""

from __future__ import annotations

import random
import re

import pytest

from fortythieves.board.moves import CONCEDE, Move
from fortythieves.cards import NAMES
from fortythieves.i18n import Messages
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.board.view import Selection as BoardSelection
from fortythieves.ui.board.view import table_html as board_html
from fortythieves.ui.capture.session import CaptureSession, CaptureSetup, sides
from fortythieves.ui.capture.view import Selection as CaptureSelection
from fortythieves.ui.capture.view import table_html as capture_html
from fortythieves.ui.capture.view import winning_seats
from fortythieves.ui.seated.seats import Setup
from fortythieves.ui.solitaire.cascade import FLIGHT_S, leaps, length_ms, order
from fortythieves.ui.solitaire.winning import win_lines, won_card

FOUNDATIONS = [[c for c in range(52) if c // 13 == s % 4] for s in range(8)]
"""Eight foundations, each of one suit from its ace to its king (the top last)."""
EN = Messages("en")
SIZES = [(390, 620, 44, 62), (1366, 680, 100, 140)]


def _xy(frame: dict) -> tuple[float, float]:
    x, y = re.findall(r"-?[\d.]+", str(frame["transform"]))[:2]
    return float(x), float(y)


def test_the_cards_leave_rank_by_rank_from_every_foundation() -> None:
    tops = FOUNDATIONS
    first = order(tops)
    assert len(first) == 32
    assert [NAMES[c][0] for _, c in first[:8]] == ["K"] * 8
    assert [f for f, _ in first[:8]] == list(range(8))
    assert {NAMES[c][0] for _, c in first[8:16]} == {"Q"}
    assert len(order(tops[:4])) == 32  # fewer foundations, more of each


@pytest.mark.parametrize(("width", "height", "card_w", "card_h"), SIZES)
def test_every_card_bounces_on_the_felt_and_leaves_it_in_time(
    width: int, height: int, card_w: int, card_h: int
) -> None:
    starts = [(card, 10 + f * (width - 20) / 8, 12.0) for f, card in order(FOUNDATIONS)]
    plan = leaps(starts, width, height, card_w, card_h)
    assert 2000 <= length_ms(plan) <= 3500
    floor = height - card_h
    for leap in plan:
        offsets = [float(f["offset"]) for f in leap.frames]
        assert offsets[0] == 0 and offsets[-1] == 1 and offsets == sorted(offsets)
        ys = [_xy(f)[1] for f in leap.frames]
        assert min(ys) >= 0 and max(ys) <= floor + 0.01  # never out at the top or the foot
        assert leap.duration <= FLIGHT_S * 1000 + 50
        x, _ = _xy(leap.frames[-1])
        assert x <= -card_w or x >= width or leap.frames[-1]["opacity"] == 0  # gone
    landed = [leap for leap in plan if any(abs(_xy(f)[1] - floor) < 0.5 for f in leap.frames)]
    assert len(landed) >= len(plan) * 3 // 4  # most land on the foot (and rise again)
    assert leaps(starts, width, height, card_w, card_h) == plan  # the same win, the same show
    fast = leaps(starts, width, height, card_w, card_h, tempo=0.5)
    assert length_ms(fast) == pytest.approx(length_ms(plan) / 2)


def test_the_win_s_figures_drawn_for_the_eye_say_what_its_lines_say() -> None:
    score: dict[str, int | str] = {"cards": 4000, "medal": "gold", "time_bonus": 20000,
                                   "round_bonus": 1000, "total": 25000}
    for lang in ("en", "hi"):
        lines = win_lines(Messages(lang), 42, 8, solved=False, scored=True, score=score,
                          round_=1)
        lines.append(Messages(lang)("Your best time in this game!"))
        card = won_card(lines, scored=True)
        assert card.startswith('<div class="won-card" aria-hidden="true">')
        assert re.search(r'class="won-row total"><span>[^<]+</span><b>25,000</b>', card)
        assert card.count('class="won-row"') == 5  # time, moves and three parts of the score
        assert card.count('class="won-note"') == 1
        words = re.sub(r"<[^>]+>", " ", card)
        for line in lines:  # each line's label and figure, none lost
            assert all(part in words for part in line.split(": ")), line
    plain = won_card(["Time: 1:00", "Moves: 90", "Wins in a row: 3"], scored=False)
    assert "won-score" not in plain and "<span>Wins in a row</span><b>3</b>" in plain


def test_a_board_round_s_winning_line_and_seat_are_marked() -> None:
    """Under a round's summary the winning line's spaces and the winner's seat are marked (the
    table's CSS lights and pulses them); the next round's board has no mark."""
    session = BoardSession.new(Setup.default(2), 3)
    rng = random.Random(1)

    def some_move() -> Move:  # a concession only when nothing else plays
        legal = session.state.legal_moves()
        return rng.choice([m for m in legal if m != CONCEDE] or legal)

    ends = (session.play(some_move())[1] for _ in range(2000))
    end = next(e for e in ends if e is not None and e.by == "line")
    shown = board_html(session, BoardSelection(), 0, EN, ended=end.table)
    marked = {int(n) for n in re.findall(r'data-space="(\d+)"[^>]*data-win', shown)}
    assert marked == {space for line in end.lines for space in line}
    winners = re.findall(r'data-seat="(\d)" data-side="\d" data-winner', shown)
    assert winners == [str(end.side)]  # two players: a side is a seat
    live = board_html(session, BoardSelection(), 0, EN)
    assert "data-win" not in live and "data-winner" not in live


@pytest.mark.parametrize(("game_id", "players"), [("thief", 3), ("gharat", 4)])
def test_a_capture_hand_s_and_game_s_winners_are_marked(game_id: str, players: int) -> None:
    """The most points of a hand (a partnership's together), then of the game."""
    session = CaptureSession.new(CaptureSetup.for_game(game_id, players), 5)
    rng = random.Random(2)
    while session.end is None:
        session.play(rng.choice(session.state.legal_moves()))
    end = session.end
    teams = sides(session.state)
    shared = [sum(end.points[q] for q in next(t for t in teams if p in t))
              for p in range(players)]
    best = {p for p in range(players) if shared[p] == max(shared)}
    assert winning_seats(session) == (best if len(set(shared)) > 1 else set())
    shown = capture_html(session, CaptureSelection(), 0, EN, ended=end.table)
    assert set(map(int, re.findall(r'data-seat="(\d)" data-winner', shown))) == \
        winning_seats(session)
    while not session.state.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    scores = session.state.scores
    assert winning_seats(session) == {p for p in range(players) if scores[p] == max(scores)}
