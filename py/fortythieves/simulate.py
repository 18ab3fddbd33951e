"""Games between computer players, for the command line (``simulate``) and the benchmarks:
wins, points, rounds (hands) won and their lengths, concessions, and think time per level.

Every game is seeded from ``seed`` (its deal and each player's seed), so a run repeats exactly;
``log`` writes each game as a JSON line that ``python -m fortythieves play`` replays. ``jobs``
spreads games over processes natively (never inside Pyodide or the tests).
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Iterable
from typing import Any, TextIO

from .engine import MAX_DEAL, GameError
from .games import get_game
from .players import LEVELS, make_player

END_EVENTS = {"round-won", "hand-over"}


def deals(seed: int, games: int) -> list[int]:
    rng = random.Random(f"simulate/{seed}")
    return [rng.randint(1, MAX_DEAL) for _ in range(games)]


def seats_of(seats: list[str], index: int, rotate: bool) -> list[str]:
    """The level of each seat in game ``index``: as given, or turned one seat per game."""
    if not rotate:
        return list(seats)
    k = index % len(seats)
    return seats[-k:] + seats[:-k] if k else list(seats)


def play_game(
    game_id: str, players: int, levels: list[str], deal: int, seed: int,
    rounds: int | None = None, hard: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """One game (or its first ``rounds`` rounds/hands): moves, events, who won what, and the
    think time of every decision. ``hard``: options of the hard seats (``SearchPlayer``'s)."""
    game = get_game(game_id, players=players)
    options = hard or {}
    bots = [
        make_player(level, game, seat, seed * 10 + seat, **(options if level == "hard" else {}))
        for seat, level in enumerate(levels)
    ]
    state = game.new_state(deal)
    moves: list[str] = []
    events: list[Any] = []
    think: list[tuple[str, float]] = []
    ends: list[dict[str, Any]] = []
    since = 0
    while not state.is_over and (rounds is None or len(ends) < rounds):
        seat = state.to_move
        assert seat is not None  # the game is not over
        view = state.view(seat)
        start = time.perf_counter()
        move = bots[seat].choose(view)
        think.append((levels[seat], time.perf_counter() - start))
        happened = state.push(move)
        moves.append(str(move))
        since += 1
        events.append(happened)
        for event in happened:
            if event["type"] in END_EVENTS:
                ends.append({**event, "moves": since})
                since = 0
    scores = state.scores
    top = max(scores)
    return {
        "game": game_id, "deal": deal, "players": players, "options": game.options,
        "seats": levels, "moves": moves, "events": events, "scores": scores,
        "winners": [p for p, s in enumerate(scores) if s == top] if state.is_over else [],
        "over": state.is_over, "ends": ends, "think": think,
    }


def _run(args: tuple[Any, ...]) -> dict[str, Any]:
    return play_game(*args)


def simulate(
    game_id: str, players: int, seats: list[str], games: int, seed: int = 1,
    log: TextIO | None = None, jobs: int = 1, rotate: bool = False,
    rounds: int | None = None, hard: dict[str, Any] | None = None, duplicate: bool = False,
) -> dict[str, Any]:
    """Play ``games`` games and sum them up (see :func:`summary`). With ``duplicate`` each
    deal is played ``players`` times in a row, the seats turned one place each time (as in
    duplicate bridge): every level gets every hand of the deal, so the luck of the cards
    cancels out of a comparison of levels and a benchmark needs fewer games for the same
    precision."""
    game = get_game(game_id, players=players)
    if len(seats) != game.players or any(level not in LEVELS for level in seats):
        raise GameError("bad-seats", seats=",".join(seats))
    repeat = players if duplicate else 1
    dealt = deals(seed, -(-games // repeat))
    work = [
        (game_id, players, seats_of(seats, i, rotate or duplicate), dealt[i // repeat],
         seed * 1000 + i, rounds, hard)
        for i in range(games)
    ]
    if jobs > 1:
        import multiprocessing
        import signal

        # Ctrl-C is the parent's to answer: a worker that took it too would print a traceback.
        with multiprocessing.Pool(jobs, signal.signal, (signal.SIGINT, signal.SIG_IGN)) as pool:
            results: Iterable[dict[str, Any]] = pool.map(_run, work)
    else:
        results = map(_run, work)
    done = []
    for result in results:
        if log is not None:
            record = {k: v for k, v in result.items() if k not in ("think", "ends")}
            log.write(json.dumps(record) + "\n")
        done.append(result)
    return summary(done, players)


def summary(results: list[dict[str, Any]], players: int) -> dict[str, Any]:
    """Wins and points per seat and per level; rounds (hands) won, their lengths;
    concessions (board); think time per level (median and 95th percentile, milliseconds)."""
    wins = [0] * players
    points = [0] * players
    rounds_won = [0.0] * players
    by_level: dict[str, dict[str, float]] = {}
    lengths: list[int] = []
    concessions = {"forced": 0, "chosen": 0}
    think: dict[str, list[float]] = {}
    for result in results:
        levels = result["seats"]
        for seat in result["winners"]:
            wins[seat] += 1
        for seat, score in enumerate(result["scores"]):
            points[seat] += score
            entry = by_level.setdefault(levels[seat], {"seats": 0, "points": 0, "wins": 0,
                                                       "rounds": 0.0})
            entry["seats"] += 1
            entry["points"] += score
            entry["wins"] += seat in result["winners"]
        for end in result["ends"]:
            lengths.append(end["moves"])
            if end["type"] == "round-won":
                winners = end["players"]
            else:
                best = max(end["points"])
                winners = [p for p, v in enumerate(end["points"]) if v == best]
            for seat in winners:
                rounds_won[seat] += 1 / len(winners) if "side" not in end else 1
                by_level[levels[seat]]["rounds"] += 1 / len(winners) if "side" not in end else 1
        for happened in result["events"]:
            for event in happened:
                if event["type"] == "concede":
                    concessions["forced" if event["forced"] else "chosen"] += 1
        for level, seconds in result["think"]:
            think.setdefault(level, []).append(seconds * 1000)
    return {
        "games": len(results),
        "finished": sum(r["over"] for r in results),
        "wins": wins,
        "points": points,
        "rounds": len(lengths),
        "rounds_won": rounds_won,
        "by_level": by_level,
        "round_length": {"mean": statistics.fmean(lengths) if lengths else 0.0,
                         "max": max(lengths, default=0)},
        "concessions": concessions,
        "think_ms": {level: percentiles(times) for level, times in think.items()},
    }


def percentiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {"median": round(statistics.median(ordered), 2), "p95": round(p95, 2),
            "max": round(ordered[-1], 2), "decisions": len(ordered)}
