"""The winnability table (``python -m fortythieves study-table``): from the lines of studies
(:mod:`.study`), for each game, budget and solver version, how many deals were searched and
what share was proved winnable, proved not winnable and left unknown, each with its 95%
Wilson interval.

What the shares say of the game: a deal proved winnable is winnable and one proved not
winnable is not, while an unknown one may be either. So the true share of winnable deals
among those searched lies between the share proved winnable and 1 - the share proved not
winnable. Over all deals of the game: the lower end of the first interval is a 97.5% lower
bound on the share the solver would prove winnable at that budget, itself at most the true
share, and 1 - the lower end of the second a 97.5% upper bound, so the true share lies
between the two with at least 95% confidence.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .games import SOLITAIRE_IDS, game_type
from .solitaire.solver import NOT_WINNABLE, UNKNOWN, WINNABLE
from .study import SEED, key, seeded

LABELS = {WINNABLE: "proved winnable", NOT_WINNABLE: "proved not winnable", UNKNOWN: "unknown"}
Z95 = 1.959963984540054
"""The normal quantile of 97.5%: a two-sided 95% interval."""


def wilson(hits: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share ``hits / n``: unlike ``p ± z·se`` it stays within
    0 to 1 and is not empty at 0 or ``n`` hits, where a solver's shares often are."""
    if not 0 <= hits <= n or n == 0:
        raise ValueError(f"no share of {hits} in {n}")
    p = hits / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    low = 0.0 if hits == 0 else (centre - half) / scale  # 0 and 1 exactly, not by rounding
    return low, 1.0 if hits == n else (centre + half) / scale


def rule(deals: list[int]) -> str:
    """How the deals were chosen, as far as their numbers show it: consecutive numbers (a
    study's) or the benchmark's seeded draws, with the count missing from the run of numbers
    (a run stopped early leaves out the deals it was solving, the slow ones: so say it)."""
    ordered = sorted(deals)
    n, low, high = len(ordered), ordered[0], ordered[-1]
    if high - low + 1 <= 2 * n:
        return f"deal numbers {low:,} to {high:,}" + missing(high - low + 1 - n)
    place = {deal: i for i, deal in enumerate(seeded(2 * n + 100))}
    if all(deal in place for deal in ordered):
        drawn = 1 + max(place[deal] for deal in ordered)
        return (f"the first {drawn:,} deal numbers of random.Random({SEED}), as bench/solver.py "
                f"draws them" + missing(drawn - n))
    return f"{n:,} deal numbers by no rule they show"


def missing(count: int) -> str:
    return f", {count:,} of them missing" if count else ""


@dataclass
class Row:
    """One game at one budget and solver version."""

    game: str
    budget: float
    version: int
    deals: list[int] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    """Deals by verdict: winnable, not winnable, unknown."""

    def share(self, verdict: str) -> float:
        return self.counts.get(verdict, 0) / len(self.deals)

    def interval(self, verdict: str) -> tuple[float, float]:
        return wilson(self.counts.get(verdict, 0), len(self.deals))

    def bounds(self) -> tuple[float, float]:
        """The true share of winnable deals among those searched lies in between (the upper
        end counted, not 1 - a share, which rounding can put below the lower end)."""
        n = len(self.deals)
        return self.share(WINNABLE), (n - self.counts.get(NOT_WINNABLE, 0)) / n

    def bounds_95(self) -> tuple[float, float]:
        """The true share over all deals of the game lies in between (95% confidence)."""
        return self.interval(WINNABLE)[0], 1 - self.interval(NOT_WINNABLE)[0]

    def to_json(self) -> dict[str, Any]:
        """The row for scripts: shares and interval ends as fractions, to 4 places."""
        def shares(verdict: str) -> dict[str, Any]:
            low, high = self.interval(verdict)
            return {"count": self.counts.get(verdict, 0), "share": round(self.share(verdict), 4),
                    "low": round(low, 4), "high": round(high, 4)}

        return {
            "game": self.game, "name": game_type(self.game).name, "budget": self.budget,
            "version": self.version, "deals": len(self.deals), "rule": rule(self.deals),
            "winnable": shares(WINNABLE), "not_winnable": shares(NOT_WINNABLE),
            "unknown": shares(UNKNOWN), "between": [round(b, 4) for b in self.bounds()],
            "between_95": [round(b, 4) for b in self.bounds_95()],
        }


def table(lines: Iterable[dict[str, Any]], version: int | None = None) -> list[Row]:
    """The table's rows from study lines (a deal met twice counts once), in the registry's
    order of games, then by budget and solver version; ``version``: that version's only."""
    rows: dict[tuple[str, float, int], Row] = {}
    seen = set()
    for line in lines:
        game, deal, budget, line_version = found = key(line)
        if found in seen or (version is not None and line_version != version):
            continue
        seen.add(found)
        row = rows.setdefault((game, budget, line_version), Row(game, budget, line_version))
        row.deals.append(deal)
        row.counts[line["verdict"]] = row.counts.get(line["verdict"], 0) + 1
    return [rows[k] for k in sorted(rows, key=lambda k: (SOLITAIRE_IDS.index(k[0]), *k[1:]))]


def percent(share: float) -> str:
    return f"{100 * share:.1f}%"


def cell(row: Row, verdict: str) -> str:
    low, high = row.interval(verdict)
    return (f"{row.counts.get(verdict, 0):,}: {percent(row.share(verdict))} "
            f"({percent(low)} to {percent(high)})")


def sentence(row: Row) -> str:
    """What the row says of the true share of winnable deals."""
    low, high = row.bounds()
    low_95, high_95 = row.bounds_95()
    return (
        f"{game_type(row.game).name}: the true share of winnable deals lies between "
        f"{percent(low)} (proved winnable) and {percent(high)} (1 - proved not winnable) of "
        f"these {len(row.deals):,} deals; over all deals of the game, with 95% confidence, "
        f"between {percent(low_95)} and {percent(high_95)}."
    )


def markdown(rows: list[Row]) -> str:
    """The table in Markdown, then a sentence per row on the true share."""
    out = [
        "| game | deals | proved winnable | proved not winnable | unknown | budget | solver "
        "| deals chosen |",
        "|---|---|---|---|---|---|---|---|",
    ]
    out += [
        f"| {game_type(r.game).name} | {len(r.deals):,} | {cell(r, WINNABLE)} | "
        f"{cell(r, NOT_WINNABLE)} | {cell(r, UNKNOWN)} | {r.budget:g} CPU s | "
        f"version {r.version} | {rule(r.deals)} |"
        for r in rows
    ]
    out += ["", "Each share is followed by its 95% Wilson interval.", ""]
    out += [f"- {sentence(r)}" for r in rows]
    return "\n".join(out)


def text(rows: list[Row]) -> str:
    """The table for a terminal: a block per row."""
    out = []
    for r in rows:
        out += [
            f"{r.game}, {r.budget:g} CPU s a deal, solver version {r.version}: "
            f"{len(r.deals):,} deals ({rule(r.deals)})",
            *(f"  {label:20} {cell(r, verdict)}" for verdict, label in LABELS.items()),
            f"  {sentence(r)}",
        ]
    return "\n".join(out)
