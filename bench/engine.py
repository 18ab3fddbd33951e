"""Engine speed: random classic Forty Thieves games played per second, natively and inside
Pyodide under Node (issue goal: >= 1,000 games/s natively; Pyodide within 2.5x of native).

A random game deals a random deal number, then plays uniformly random legal moves until no
legal move is left, the game is won, or it has made 200 moves (random play around an empty
column never ends by itself). Each move costs one ``legal_moves()`` and one ``push()``, the
calls every player, hint and solver makes.

    python bench/engine.py            # both, with the ratio
    python bench/engine.py --json     # only where it runs, as JSON (how the Pyodide run reports)
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


def random_games(seconds: float, game_id: str = "solitaire/classic", seed: int = 1) -> dict:
    """Play random games for about ``seconds`` and count them."""
    game = get_game(game_id)
    rng = random.Random(seed)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_state(rng.randint(1, 2**31 - 1))
        for _ in range(MOVE_CAP):
            legal = state.legal_moves()
            if not legal:
                break
            state.push(rng.choice(legal))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "games_per_s": round(games / elapsed, 1),
        "moves_per_s": round(moves / elapsed),
        "moves_per_game": round(moves / games, 1),
        "games": games,
    }


def in_pyodide(seconds: float) -> dict:
    """Run this file inside Pyodide under Node and read its JSON line."""
    runner = ROOT / "tools" / "pyodide_run.mjs"
    out = subprocess.run(
        ["node", str(runner), "--script", "bench/engine.py", "--json", str(seconds)],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    seconds = float(sys.argv[-1]) if sys.argv[-1].replace(".", "").isdigit() else 5.0
    native = random_games(seconds)
    if "--json" in sys.argv:
        print(json.dumps(native))
        return
    print(f"native : {native['games_per_s']:>8} games/s  {native['moves_per_s']:>7} moves/s  "
          f"({native['moves_per_game']} moves a game, {native['games']} games)  "
          "goal >= 1000 games/s")
    pyo = in_pyodide(seconds)
    ratio = native["games_per_s"] / pyo["games_per_s"]
    print(f"pyodide: {pyo['games_per_s']:>8} games/s  {pyo['moves_per_s']:>7} moves/s  "
          f"slower by {ratio:.2f}x  goal <= 2.5x")


if __name__ == "__main__":
    main()
