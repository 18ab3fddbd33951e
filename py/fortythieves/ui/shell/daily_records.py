"""The daily deal's own statistics, for one solitaire game: the days played, the days won, and
the run of days won in a row. Pure Python; part of the statistics file (``records.py``).

A day counts once however often its deal is played: won if any game of it was won. Kept as
``{"2026-12-24": true, ...}``, the latest :data:`KEPT_DAYS` days.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

KEPT_DAYS = 400


class DailyBroken(ValueError):
    """A daily record that is not one (the statistics file is refused whole)."""


@dataclass
class DailyRecord:
    """One game's daily deals: ISO date -> won."""

    days: dict[str, bool] = field(default_factory=dict)

    def add(self, day: str, won: bool) -> None:
        self.days[day] = self.days.get(day, False) or won
        for old in sorted(self.days)[:-KEPT_DAYS]:
            del self.days[old]

    @property
    def played(self) -> int:
        return len(self.days)

    @property
    def won(self) -> int:
        return sum(self.days.values())

    @property
    def streak(self) -> int:
        """Days won in a row, back from the latest day played (a lost or missed day ends it)."""
        return _run_back(self.days, max(self.days, default=None))

    @property
    def best_streak(self) -> int:
        """The longest run of days won, in one pass over the days in order."""
        best = run = 0
        previous: date | None = None
        for day in sorted(self.days):
            today = date.fromisoformat(day)
            follows = previous is not None and today - previous == timedelta(days=1)
            run = (run + 1 if follows else 1) if self.days[day] else 0
            best, previous = max(best, run), today
        return best

    def to_json(self) -> dict[str, bool]:
        return dict(sorted(self.days.items()))

    @classmethod
    def from_json(cls, data: Any) -> DailyRecord:
        if not isinstance(data, dict) or len(data) > KEPT_DAYS:
            raise DailyBroken("days")
        for day, won in data.items():
            if not isinstance(won, bool) or not _is_day(day):
                raise DailyBroken(f"day {str(day)[:20]}")
        return cls(dict(data))


def _is_day(text: Any) -> bool:
    if not isinstance(text, str) or len(text) != 10:
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _run_back(days: dict[str, bool], day: str | None) -> int:
    """Days won in a row ending on ``day``."""
    run = 0
    while day is not None and days.get(day):
        run += 1
        day = (date.fromisoformat(day) - timedelta(days=1)).isoformat()
    return run
