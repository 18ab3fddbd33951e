"""Engine speed: random classic Forty Thieves games played per second, natively and inside
Pyodide under Node (issue goal: >= 1,000 games/s natively; Pyodide within 2.5x of native).

A random game deals a random deal number, then plays uniformly random legal moves until no
legal move is left, the game is won, or it has made 200 moves (random play around an empty
column never ends by itself). Each move costs one ``legal_moves()`` and one ``push()``, the
calls every player, hint and solver makes. Two kinds of random player: one picks among all
legal moves, the other among the distinct ones (``legal_moves(distinct=True)``: one move into
an empty column, not one per empty column), as hints and searches do.

    python bench/engine.py            # both, with the ratio
    python bench/engine.py --json     # only where it runs, as JSON (how the Pyodide run reports)
    python bench/engine.py 2          # seconds per measurement (default 5)

Games per second count wall time, the goal's measure; games per CPU second, printed beside
them, tell how much of a gap comes from other programs sharing the machine.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from fortythieves.games import get_game  # noqa: E402

MOVE_CAP = 200


def random_games(
    seconds: float, distinct: bool = False, game_id: str = "solitaire/classic", seed: int = 1
) -> dict:
    """Play random games for about ``seconds`` and count them."""
    game = get_game(game_id)
    rng = random.Random(seed)
    games = moves = 0
    start = time.perf_counter()
    cpu = time.process_time()
    while time.perf_counter() - start < seconds:
        state = game.new_state(rng.randint(1, 2**31 - 1))
        for _ in range(MOVE_CAP):
            legal = state.legal_moves(distinct)
            if not legal:
                break
            state.push(rng.choice(legal))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    return {
        "games_per_s": round(games / elapsed, 1),
        "games_per_cpu_s": round(games / max(cpu, 1e-9), 1),
        "moves_per_s": round(moves / elapsed),
        "moves_per_game": round(moves / games, 1),
        "games": games,
    }


def in_pyodide(seconds: float) -> list[dict]:
    """Run this file inside Pyodide under Node and read its JSON line."""
    runner = ROOT / "tools" / "pyodide_run.mjs"
    out = subprocess.run(
        ["node", str(runner), "--script", "bench/engine.py", "--json", str(seconds)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    seconds = float(sys.argv[-1]) if sys.argv[-1].replace(".", "").isdigit() else 5.0
    native = [random_games(seconds, distinct) for distinct in (False, True)]
    if "--json" in sys.argv:
        print(json.dumps(native))
        return
    pyodide = in_pyodide(seconds)
    print("random classic games      games/s  moves/s  moves/game  games/CPU-s"
          "   (goal native >= 1000 games/s)")
    for label, runs in (("native ", native), ("pyodide", pyodide)):
        for kind, run in zip(("all legal moves", "distinct moves "), runs, strict=True):
            print(f"  {label} {kind} {run['games_per_s']:>8} {run['moves_per_s']:>8} "
                  f"{run['moves_per_game']:>10} {run['games_per_cpu_s']:>11}")
    for kind, nat, pyo in zip(("all legal", "distinct"), native, pyodide, strict=True):
        ratio = nat["games_per_s"] / pyo["games_per_s"]
        print(f"  Pyodide slower than native ({kind}): {ratio:.2f}x   (goal <= 2.5x)")


if __name__ == "__main__":
    main()
