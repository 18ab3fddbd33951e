"""Strength and speed of the board game's computer players (2 players, seats alternating, so
each level deals first as often): rounds won by hard vs random (goal >= 90%), hard vs normal
(>= 60%), normal vs random (>= 85%), and the think time of hard natively (the issue's goal,
p95 <= 300 ms, is for the page: bench/think.py measures it). Hard plays by the same rule as in
the page: its iteration budget, cut short by its deadline (``players.search.SECONDS``, process
time, so a busy machine does not weaken it).

Counted in rounds, not games: a game is ten rounds, and ``--rounds`` stops each game early.

    python bench/board_ai.py                  # 40 games of 10 rounds per pairing, 2 jobs
    python bench/board_ai.py 400 --rounds 1   # the issue's count: 400 one-round games
    python bench/board_ai.py 400 --rounds 1 --only hard-normal   # one pairing
    python bench/board_ai.py 20 --rounds 3    # quicker: the first 3 rounds of 20 games
    python bench/board_ai.py 4 --json         # JSON (how a Pyodide run reports; use --jobs 1)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from fortythieves.cli import add_hard_argument  # noqa: E402
from fortythieves.simulate import simulate  # noqa: E402

PAIRINGS = [("hard", "random", 0.90), ("hard", "normal", 0.60), ("normal", "random", 0.85)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", type=int, nargs="?", default=40)
    parser.add_argument("--rounds", type=int, help="rounds per game (default: whole games)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    add_hard_argument(parser)
    parser.add_argument("--only", choices=[f"{a}-{b}" for a, b, _ in PAIRINGS],
                        help="play this pairing only")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = {}
    for first, second, goal in PAIRINGS:
        if args.only and args.only != f"{first}-{second}":
            continue
        result = simulate("board", 2, [first, second], args.games, args.seed, jobs=args.jobs,
                          rotate=True, rounds=args.rounds, hard=dict(args.hard))
        won = result["by_level"][first]["rounds"]
        share = won / max(result["rounds"], 1)
        report[f"{first}-vs-{second}"] = {
            "rounds": result["rounds"], "share": round(share, 3), "goal": goal,
            "met": share >= goal, "concessions": result["concessions"],
            "think_ms": result["think_ms"],
        }
        if not args.json:
            hard = result["think_ms"].get("hard")
            think = f"  hard think p95 {hard['p95']} ms median {hard['median']}" if hard else ""
            print(f"{first} vs {second}: {share:.1%} of {result['rounds']} rounds won by "
                  f"{first} (goal {goal:.0%}){think}", flush=True)
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
