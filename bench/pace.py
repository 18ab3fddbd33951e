"""How long a person waits between two of their own turns at a capture table (issue 59's pace
goal: at most 2.5 s, p95, at the Normal pace with three seats).

Natively, without the page: each game is played by normal computer players in every seat,
seat 0 standing for the person. Between two of seat 0's turns the table shows the other
seats' moves one by one: a turn's first move after the pace's pause
(``ui.shell.saves.PACES``), each further move of the same turn after its follow-up pause
(``FOLLOW_UPS``, quickening along a long turn: ``pause_before``), the computer's thinking
(measured here, times ``--factor`` for Pyodide's slower Python) running during the pause.
The waits are summed the way the table schedules them, and printed with how many moves a
computer's turn holds.

    python bench/pace.py                    # 20 games each of thief, four-card, gharat
    python bench/pace.py --games 50 --pace fast --json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from fortythieves.games import get_game  # noqa: E402
from fortythieves.players import make_player  # noqa: E402
from fortythieves.ui.shell.saves import FOLLOW_UPS, PACES, pause_before  # noqa: E402

GAMES = ("thief", "four-card", "gharat")
PERSON = 0


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def measure(game_id: str, games: int, pace: str, factor: float) -> dict[str, float]:
    """The waits of seat 0 (seconds) and the moves of the computers' turns over ``games``.
    As the table schedules them (ui/seated/turns.py): a computer's turn's first move after
    the pace's pause, each further move of that turn after the shorter follow-up pauses, the
    computer thinking while the pause runs (a move is shown after the longer of the two)."""
    waits: list[float] = []
    turn_moves: list[int] = []
    for number in range(games):
        game = get_game(game_id, players=3)
        state = game.new_state(deal=1000 + number)
        players = {seat: make_player("normal", game, seat, 7 + seat) for seat in range(3)}
        waited, last, run = None, None, 0
        while not state.is_over and state.to_move is not None:
            seat = state.to_move
            began = time.perf_counter()
            move = players[seat].choose(state.view(seat))
            thought = (time.perf_counter() - began) * factor
            if seat != last and last is not None and last != PERSON:
                turn_moves.append(run)
            run = run + 1 if seat == last else 1
            if seat == PERSON:
                if waited is not None and last != PERSON:
                    waits.append(waited)
                waited = 0.0
            elif waited is not None:
                pause = pause_before(pace, run - 1) / 1000
                waited += max(pause, thought)
            last = seat
            state.push(move)
    return {"turns": len(waits), "wait_p50": statistics.median(waits), "wait_p95": p95(waits),
            "wait_max": max(waits), "moves_mean": statistics.mean(turn_moves),
            "moves_p95": p95([float(m) for m in turn_moves])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--pace", choices=sorted(PACES), default="normal")
    parser.add_argument("--factor", type=float, default=3.0,
                        help="Pyodide's thinking time over native (3 by default)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = {g: measure(g, args.games, args.pace, args.factor) for g in GAMES}
    if args.json:
        print(json.dumps(rows))
        return
    print(f"pace {args.pace} ({PACES[args.pace]} ms before a computer's turn, "
          f"{FOLLOW_UPS[args.pace]} ms before its second move, then quicker), 3 seats, "
          f"{args.games} games each")
    for game_id, row in rows.items():
        print(f"{game_id:10} waits p50 {row['wait_p50']:.1f} s, p95 {row['wait_p95']:.1f} s, "
              f"max {row['wait_max']:.1f} s over {row['turns']} turns; a computer's turn: "
              f"{row['moves_mean']:.1f} moves (p95 {row['moves_p95']:.0f})")


if __name__ == "__main__":
    main()
