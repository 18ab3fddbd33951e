"""The player's statistics: per game, games played and won, streaks, best time and score, and
the last games for the chart; plus the solitaire run of rule S-43 (wins in a row in any variant).

Pure Python, no browser: the page keeps the JSON under ``fortythieves:records``, the player
exports it as a file and imports it back. Import trusts nothing: a file that is not JSON, not
ours, from a newer format, or whose figures contradict each other (more wins than games) is
refused with a reason id and changes nothing.

Format (``FORMAT`` 1)::

    {"app": "fortythieves-statistics", "format": 1, "run": 3,
     "games": {"solitaire/maria": {"played": 5, "won": 2, "streak": 1, "best_streak": 1,
               "best_time": 201.5, "best_score": 25000,
               "history": [{"won": true, "time": 201.5, "score": 25000}, ...]}},
     "daily": {"solitaire/maria": {"2026-12-24": true, "2026-12-25": false}}}

``time`` is null for the multiplayer games (not timed), ``score`` null for a solitaire game
played without scoring. ``daily`` (the daily deals, ``daily_records.py``) may be absent.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .daily_records import DailyBroken, DailyRecord
from .stored import Unreadable, read_json

APP = "fortythieves-statistics"
FORMAT = 1
HISTORY = 30
"""Games kept for the chart, the latest last."""
MAX_FILE = 1_000_000
"""Bytes: a statistics file is a few kilobytes; anything much larger is not one."""
MAX_COUNT = 10**9
MAX_SECONDS = 10**7


class RecordsError(ValueError):
    """A statistics text refused: ``reason`` is ``broken``, ``foreign`` or ``future``."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class Result:
    """One game as it ended."""

    won: bool
    time: float | None = None
    score: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"won": self.won, "time": self.time, "score": self.score}

    @classmethod
    def from_json(cls, data: Any) -> Result:
        if not isinstance(data, dict) or not isinstance(data.get("won"), bool):
            raise RecordsError("broken", "result")
        return cls(data["won"], _seconds(data.get("time")), _score(data.get("score")))


@dataclass
class GameRecord:
    """The figures of one game id."""

    played: int = 0
    won: int = 0
    streak: int = 0
    best_streak: int = 0
    best_time: float | None = None
    """The fastest win (seconds)."""
    best_score: int | None = None
    """The highest score of any game, won or not."""
    history: list[Result] = field(default_factory=list)

    @property
    def rate(self) -> float | None:
        """Share of games won, ``None`` before the first game."""
        return self.won / self.played if self.played else None

    def add(self, result: Result) -> None:
        self.played += 1
        if result.won:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            if result.time is not None:
                self.best_time = _least(self.best_time, result.time)
        else:
            self.streak = 0
        if result.score is not None:
            self.best_score = result.score if self.best_score is None else max(
                self.best_score, result.score)
        self.history = [*self.history, result][-HISTORY:]

    def to_json(self) -> dict[str, Any]:
        return {
            "played": self.played, "won": self.won, "streak": self.streak,
            "best_streak": self.best_streak, "best_time": self.best_time,
            "best_score": self.best_score, "history": [r.to_json() for r in self.history],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """A record whose figures agree with each other, else ``RecordsError("broken")``."""
        if not isinstance(data, dict):
            raise RecordsError("broken", "record")
        history = data.get("history", [])
        if not isinstance(history, list):
            raise RecordsError("broken", "history")
        record = cls(
            played=_count(data.get("played")), won=_count(data.get("won")),
            streak=_count(data.get("streak")), best_streak=_count(data.get("best_streak")),
            best_time=_seconds(data.get("best_time")), best_score=_score(data.get("best_score")),
            history=[Result.from_json(r) for r in history],
        )
        if not (record.streak <= record.best_streak <= record.won <= record.played
                and len(record.history) <= min(record.played, HISTORY)):
            raise RecordsError("broken", "figures")
        return record


@dataclass
class Records:
    """Every game's record, the solitaire run (S-43) and the daily deals' records."""

    games: dict[str, GameRecord] = field(default_factory=dict)
    run: int = 0
    daily: dict[str, DailyRecord] = field(default_factory=dict)

    def get(self, game_id: str) -> GameRecord:
        """The record of a game (an empty one before its first game)."""
        return self.games.get(game_id) or GameRecord()

    def add(self, game_id: str, result: Result, solitaire: bool = False,
            daily: str | None = None) -> GameRecord:
        """Count a finished game; a solitaire game also moves the run of S-43, and the daily
        deal of the date ``daily`` counts in that day's record too."""
        record = self.games.setdefault(game_id, GameRecord())
        record.add(result)
        if solitaire:
            self.run = self.run + 1 if result.won else 0
        if daily is not None:
            self.daily.setdefault(game_id, DailyRecord()).add(daily, result.won)
        return record

    def reset(self, game_id: str | None = None) -> None:
        """Forget one game's figures, or (``None``) everything including the run."""
        if game_id is None:
            self.games.clear()
            self.daily.clear()
            self.run = 0
        else:
            self.games.pop(game_id, None)
            self.daily.pop(game_id, None)

    @property
    def played(self) -> int:
        return sum(r.played for r in self.games.values())

    def to_json(self) -> dict[str, Any]:
        data = {"app": APP, "format": FORMAT, "run": self.run,
                "games": {k: v.to_json() for k, v in sorted(self.games.items())}}
        if self.daily:
            data["daily"] = {k: v.to_json() for k, v in sorted(self.daily.items())}
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    def export_text(self) -> str:
        """The file the player downloads: the same JSON, readable."""
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def parse(cls, text: str, game_ids: tuple[str, ...]) -> Records:
        """Read a statistics file strictly: any flaw refuses the whole of it."""
        try:
            data = read_json(text, MAX_FILE)
        except Unreadable as error:
            raise RecordsError("broken", error.why) from None
        if not isinstance(data, dict) or data.get("app") != APP:
            raise RecordsError("foreign")
        version = data.get("format")
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT:
            raise RecordsError("future", str(version))
        if version != FORMAT:
            raise RecordsError("broken", "format")
        games = data.get("games")
        if not isinstance(games, dict):
            raise RecordsError("broken", "games")
        daily = data.get("daily", {})
        if not isinstance(daily, dict):
            raise RecordsError("broken", "daily")
        unknown = sorted((set(games) | set(daily)) - set(game_ids))
        if unknown:
            raise RecordsError("broken", f"game {unknown[0]}")
        try:
            days = {k: DailyRecord.from_json(v) for k, v in daily.items()}
        except DailyBroken as broken:
            raise RecordsError("broken", str(broken)) from None
        return cls({k: GameRecord.from_json(v) for k, v in games.items()},
                   _count(data.get("run")), days)

    @classmethod
    def read(cls, text: str | None, game_ids: tuple[str, ...],
             streak: int = 0) -> tuple[Records, RecordsError | None]:
        """What the page kept; unreadable storage gives empty records, with the reason it was
        refused (damaged, or a newer version's), so that it can be set aside rather than
        counted over. Before the first record (an older visit), the run is the old
        ``fortythieves:streak`` counter."""
        if not text:
            return cls(run=streak), None
        try:
            return cls.parse(text, game_ids), None
        except RecordsError as refused:
            return cls(), refused


def seated_result(
    humans: list[int], players: int, winners: list[int], scores: list[int]
) -> Result | None:
    """A multiplayer game as the statistics count it: only with a person and a computer at
    the table (a game of people alone is nobody's win or loss); won when a person's seat (or
    team) is among the winners; the score is the best of the people's. An unfinished game
    has no winners."""
    if not humans or len(humans) == players:
        return None
    return Result(any(p in winners for p in humans), None, max(scores[p] for p in humans))


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise RecordsError("broken", "count")
    return value


def _seconds(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not (
            0 <= value <= MAX_SECONDS):
        raise RecordsError("broken", "time")
    return float(value)


def _score(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_COUNT:
        raise RecordsError("broken", "score")
    return value


def _least(a: float | None, b: float) -> float:
    return b if a is None else min(a, b)
