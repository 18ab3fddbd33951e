"""Winnability studies: many deals of a solitaire game, each solved once within a budget of
CPU seconds, each verdict kept as a JSON line (``python -m fortythieves study``, and
``bench/solver.py``, which solve a deal with the same :func:`solve_deal`).

A line is one deal: ``game``, ``deal``, ``budget`` (CPU seconds), ``verdict``, ``states``,
``seconds`` (CPU), ``solution_length`` (moves of the solution, 0 unless winnable),
``peak_mb``, ``version`` (the solver's ``VERSION``) and, when not winnable, ``proof`` (the
kind of the proof, :mod:`.solitaire.proofs`). The budget is CPU time of the thread that
solves (``time.thread_time``): a busy machine, or other tasks of a Dask worker's threads,
make a run longer but never a search shorter, so the verdicts do not depend on the machine's
load.

The deals are chosen by a stated rule so that anyone can solve the same ones:
:func:`consecutive` (the study command's: deal numbers ``first`` to ``first + count - 1``) or
:func:`seeded` (the benchmark's sample, drawn by ``random.Random(SEED)``).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any, TextIO

from .engine import GameError
from .games import ALIASES, SOLITAIRE_IDS, get_game
from .solitaire import SolitaireState
from .solitaire.solver import NOT_WINNABLE, UNKNOWN, VERSION, WINNABLE, solve

SEED = 2024
"""The seed of the benchmark's sample of deal numbers (``bench/solver.py``)."""
MAX_DEAL = 2**31 - 1
RECYCLE_AFTER = 20
"""Deals a local worker process solves before a fresh one replaces it (memory comes back)."""

Job = tuple[str, int, float]
"""game, deal, budget (CPU seconds)."""


def consecutive(first: int, count: int) -> list[int]:
    """Deal numbers ``first``, ``first + 1``, ... (``count`` of them)."""
    return list(range(first, first + count))


def seeded(count: int) -> list[int]:
    """The first ``count`` deal numbers of the benchmark's sample (``random.Random(SEED)``)."""
    rng = random.Random(SEED)
    return [rng.randint(1, MAX_DEAL) for _ in range(count)]


def solitaire_id(name: str) -> str:
    """The registry id of a solitaire game named by its id, an alias
    (``solitaire/forty-thieves``) or its variant's key (``classic``, as the benchmark's
    results file names it); anything else raises ``GameError("unknown-game")``."""
    for found in (ALIASES.get(name, name), f"solitaire/{name}"):
        if found in SOLITAIRE_IDS:
            return found
    raise GameError("unknown-game", game=name)


def solve_deal(game: str, deal: int, budget: float) -> dict[str, Any]:
    """Solve one deal of ``game`` (any name :func:`solitaire_id` reads, written to the line
    as given) within ``budget`` CPU seconds: its line."""
    state = get_game(solitaire_id(game)).new_state(deal)
    assert isinstance(state, SolitaireState)
    result = solve(state, seconds=budget, clock=time.thread_time)
    return {
        "game": game,
        "deal": deal,
        "budget": budget,
        "verdict": result.verdict,
        "seconds": round(result.seconds, 3),
        "states": result.states,
        "solution_length": len(result.moves),
        "peak_mb": round(result.peak_mb, 1),
        "version": VERSION,
        **({"proof": result.proof["kind"]} if result.verdict == NOT_WINNABLE and result.proof
           else {}),
    }


def _solve_job(job: Job) -> dict[str, Any]:
    return solve_deal(*job)


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The lines of a study file. A line that is not one deal's verdict raises ``ValueError``
    naming the file and the line."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            ok = (
                isinstance(row, dict)
                and isinstance(row["deal"], int)
                and isinstance(row.get("version", 1), int)
                and row["verdict"] in (WINNABLE, NOT_WINNABLE, UNKNOWN)
            )
            float(row["budget"])
            solitaire_id(row["game"])
        except (ValueError, KeyError, TypeError, GameError):
            ok = False
        if not ok:
            raise ValueError(f"{path} line {number} is not a deal's verdict")
        rows.append(row)
    return rows


def append_to(path: Path) -> TextIO:
    """``path`` opened to append lines to, a last line left without its end (by a hand that
    edited the file) ended first."""
    out = path.open("a", encoding="utf-8")
    if out.tell():
        with path.open("rb") as tail:
            tail.seek(-1, 2)
            if tail.read() != b"\n":
                out.write("\n")
    return out


def key(row: dict[str, Any]) -> tuple[str, int, float, int]:
    """What makes two lines the same study of the same deal: game, deal, budget and solver
    version (lines without a version are of version 1)."""
    return solitaire_id(row["game"]), row["deal"], float(row["budget"]), row.get("version", 1)


def connect(address: str) -> Any:
    """A client of the Dask scheduler at ``address`` (``tcp://host:8786``), for
    :func:`solve_all`; ``RuntimeError`` says, in a line, why there is none. Dask is imported
    only here: the package itself (and the page) does without it."""
    try:
        from dask.distributed import Client
    except ImportError:
        raise RuntimeError(
            "dask.distributed is not installed: pip install 'fortythieves[cluster]'"
        ) from None
    try:
        return Client(address, timeout="10s")
    except (OSError, ValueError, TypeError) as error:
        raise RuntimeError(f"cannot reach a Dask scheduler at {address}: {error}") from None


def solve_all(
    jobs: list[Job], workers: int = 1, client: Any = None
) -> Generator[dict[str, Any], None, None]:
    """Solve every job, yielding each deal's line as soon as it is known (not in order): in
    this process (``workers`` 1), on ``workers`` local processes, or as tasks of the Dask
    ``client`` (:func:`connect`; its workers need this package installed, and solve best
    with one thread each: the solver holds the GIL). Closing the generator stops the work."""
    if client is not None:
        from dask.distributed import as_completed

        futures = [client.submit(solve_deal, *job, pure=False) for job in jobs]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            client.cancel(futures)
    elif workers > 1 and len(jobs) > 1:
        import multiprocessing
        import signal

        # Ctrl-C is the parent's to answer: a worker that took it too would print a traceback.
        with multiprocessing.Pool(
            min(workers, len(jobs)), signal.signal, (signal.SIGINT, signal.SIG_IGN), RECYCLE_AFTER
        ) as pool:
            yield from pool.imap_unordered(_solve_job, jobs)
    else:
        yield from map(_solve_job, jobs)

