"""Pools of deal numbers proved winnable, one text file per game in ``pools/``.

``tools/pools.py`` (``make pools``) writes them; the table deals from them when the player
asks for winnable deals only. A line is a deal number and the number of positions the solver
entered to find its win: re-solving the deal with that budget (the solver is deterministic
for a states budget) finds the win again and replays it through the engine, which is how a
pool is re-verified without storing the solutions. A header records how far the search went
so that a new run goes on from there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import MAX_DEAL

POOLS_DIR = Path(__file__).parent / "pools"
SEARCHED = "searched"


@dataclass
class Pool:
    """One game's pool: the winnable deals (deal number -> states to win) in the order found,
    and how many deals of the game's search order were tried so far."""

    key: str
    deals: dict[int, int] = field(default_factory=dict)
    searched: int = 0

    @property
    def path(self) -> Path:
        return POOLS_DIR / f"{self.key}.txt"

    def text(self) -> str:
        lines = [
            f"# solitaire/{self.key}: deals proved winnable by tools/pools.py (make pools).",
            "# A line: the deal number, then the positions the solver entered to win it.",
            f"# {SEARCHED} {self.searched}",
        ]
        lines += [f"{deal} {states}" for deal, states in self.deals.items()]
        return "\n".join(lines) + "\n"

    def save(self) -> None:
        """Write the file whole through a temporary one, so a stopped run leaves a good pool."""
        POOLS_DIR.mkdir(exist_ok=True)
        partial = self.path.with_suffix(".part")
        partial.write_text(self.text(), encoding="utf-8")
        partial.replace(self.path)


def parse(key: str, text: str) -> Pool:
    """A pool from its file's text; a malformed line raises ``ValueError`` naming it."""
    pool = Pool(key)
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split()
        if words[:2] == ["#", SEARCHED] and len(words) == 3 and words[2].isdigit():
            pool.searched = int(words[2])
        elif line.startswith("#"):
            continue
        elif len(words) != 2 or not all(w.isdigit() for w in words):
            raise ValueError(f"pools/{key}.txt line {number}: not 'deal states': {line!r}")
        elif not 1 <= int(words[0]) <= MAX_DEAL or int(words[0]) in pool.deals:
            raise ValueError(f"pools/{key}.txt line {number}: bad or repeated deal {words[0]}")
        else:
            pool.deals[int(words[0])] = int(words[1])
    return pool


def load(key: str) -> Pool:
    """The game's pool as shipped (empty when it has none yet)."""
    path = POOLS_DIR / f"{key}.txt"
    return parse(key, path.read_text(encoding="utf-8")) if path.exists() else Pool(key)


def search_order(key: str, count: int, start: int = 0) -> list[int]:
    """Deal numbers ``start`` to ``start + count`` of the game's fixed seeded search order."""
    rng = random.Random(f"pool/{key}")
    order = [rng.randint(1, MAX_DEAL) for _ in range(start + count)]
    return order[start:]
