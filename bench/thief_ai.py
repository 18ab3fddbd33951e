"""Strength and speed of the Thief family's computer players: for thief, four-card and gharat
with 3 players, one hard seat against two normal seats and against two random seats. Each deal
is played three times in a row with the hard seat in each chair (``simulate``'s
``duplicate``), so the luck of the cards cancels out: the same precision as about two and a
half times as many deals played once. Reports the hard seat's share of the points against its
fair share of one third (goals: >= 1.5x against random, >= 1.15x against normal), and the
think time of hard natively (the page's: bench/think.py). Hard plays by the same rule as in the
page: its iteration budget, cut short by its deadline (``players.search``: ``SECONDS``,
``DEADLINE``).

Counted in hands: ``--hands`` stops each game after that many (default 1: a Gharat game to
1,000 points is long). The standard error of each ratio is over deals (the ratio estimator's,
by the delta method), so a short run says how far its figure can be trusted.

    python bench/thief_ai.py                 # 30 one-hand games per pairing, 2 jobs
    python bench/thief_ai.py 100 --hands 3
"""

from __future__ import annotations

import argparse
import io
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from fortythieves.cli import add_hard_argument  # noqa: E402
from fortythieves.simulate import simulate  # noqa: E402

GOALS = {"random": 1.5, "normal": 1.15}


def share(records: list[str]) -> tuple[float, float]:
    """Hard's points over the fair share of all points (3 x hard / total) in the logged games,
    and its standard error over deals (the games of one deal are added up first)."""
    by_deal: dict[int, list[int]] = {}
    for line in records:
        game = json.loads(line)
        sums = by_deal.setdefault(game["deal"], [0, 0])
        sums[0] += game["scores"][game["seats"].index("hard")]
        sums[1] += sum(game["scores"])
    pairs = list(by_deal.values())
    n = len(pairs)
    mean_total = sum(t for _, t in pairs) / n
    ratio = 3 * sum(h for h, _ in pairs) / max(n * mean_total, 1)
    residuals = [3 * h - ratio * t for h, t in pairs]
    spread = math.sqrt(sum(r * r for r in residuals) / max(n - 1, 1))
    return ratio, spread / max(mean_total, 1) / math.sqrt(n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", type=int, nargs="?", default=30)
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games-ids", default="thief,four-card,gharat")
    add_hard_argument(parser)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    report = {}
    for game_id in args.games_ids.split(","):
        for other, goal in GOALS.items():
            log = io.StringIO()
            result = simulate(game_id, 3, ["hard", other, other], args.games, args.seed,
                              log=log, jobs=args.jobs, duplicate=True, rounds=args.hands,
                              hard=dict(args.hard))
            ratio, error = share(log.getvalue().splitlines())
            think = result["think_ms"]["hard"]
            report[f"{game_id}-vs-{other}"] = {
                "hands": result["rounds"], "ratio": round(ratio, 3), "se": round(error, 3),
                "goal": goal, "met": ratio >= goal, "think_ms": think,
            }
            if not args.json:
                print(f"{game_id} hard vs 2 {other}: {ratio:.2f}x fair share (standard error "
                      f"{error:.2f}) over {result['rounds']} hands (goal {goal}x)  hard think "
                      f"p95 {think['p95']} ms median {think['median']}", flush=True)
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
