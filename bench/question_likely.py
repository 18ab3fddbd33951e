"""How often the solver decides the positions a player reaches by following guessed hints, by
the cards still to come (stock and face down): the evidence behind ``LATE`` in
``solitaire/hints.py`` (bench/lost_where.md).

Each deal (``random.Random(57)``) is played by the heuristic hint, with the table's automatic
moves, until at most LEVEL cards are still to come (or no hint is left), for each level from
the highest down, and that position is solved with 300,000 positions (about the page's 30 s in
its worker); one JSON line per position.

    python bench/question_likely.py classic,maria 8 40,24,12,0 > /tmp/likely.jsonl

Those are the defaults (``make bench`` runs it with none).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from fortythieves.solitaire.solver import solve  # noqa: E402
from fortythieves.ui.solitaire.session import Session  # noqa: E402

DEFAULTS = ("classic,maria", "8", "40,24,12,0")
STATES = 300_000
MOVES = 400
"""Hint moves at most on the way to one level (a guess can go round without ending)."""


def to_come(session: Session) -> int:
    lay = session.state.layout
    return len(lay.stock) + sum(lay.down)


def main(games: list[str], deals: int, levels: list[int]) -> None:
    rng = random.Random(57)
    for game in games:
        for _ in range(deals):
            deal = rng.randrange(1, 2**31)
            session = Session.new(f"solitaire/{game}", deal)
            session.settle()
            for level in sorted(levels, reverse=True):
                for _ in range(MOVES):
                    move = session.hint()
                    if session.state.won or to_come(session) <= level or move is None:
                        break
                    session.play(move)
                start = time.process_time()
                result = solve(session.state.copy(), max_states=STATES, clock=time.process_time)
                print(json.dumps({"game": game, "deal": deal, "level": level,
                                  "unseen": to_come(session), "moves": len(session.state.history),
                                  "verdict": result.verdict, "states": result.states,
                                  "cpu": round(time.process_time() - start, 2)}), flush=True)


if __name__ == "__main__":
    games, deals, levels = [*sys.argv[1:], *DEFAULTS[len(sys.argv) - 1:]][:3]
    main(games.split(","), int(deals), [int(x) for x in levels.split(",")])
