"""Write the pools of winnable deals (py/fortythieves/solitaire/pools/<game>.txt).

For each solitaire game, easiest first: re-verify the deals already in the pool (each is
re-solved with the states budget that found it, and the solver replays every solution through
the engine before it answers "winnable"), then go on down the game's fixed seeded order of
deal numbers, solving each with a budget of positions (not of time: so the pool is the same
on any machine, however busy), until the pool holds ``--target`` deals. The
file is rewritten as the pool grows, so a run can be stopped at any time and resumed.

    python tools/pools.py                        # every game, 500 deals each
    python tools/pools.py classic maria --target 600 --states 5000 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from fortythieves.games import get_game  # noqa: E402
from fortythieves.solitaire.pool import Pool, load, search_order  # noqa: E402
from fortythieves.solitaire.solver import WINNABLE, solve  # noqa: E402

EASIEST_FIRST = (
    "lucas", "rank-and-file", "indian", "limited", "number-ten", "little-forty",
    "streets", "thieves-of-egypt", "classic", "maria",
)
STATES = 1_500
"""Positions searched per deal: most wins the solver finds at all, it finds within a few
hundred positions, so a small budget finds the most winnable deals per second of work."""
SAVE_EVERY = 10.0
"""Seconds between rewrites of a growing pool file."""


def solve_deal(job: tuple[str, int, float | None, int | None]) -> tuple[int, bool, int]:
    """(deal, proved winnable, positions entered) for one deal, in a worker process."""
    key, deal, seconds, max_states = job
    result = solve(get_game(f"solitaire/{key}").new_state(deal), seconds=seconds,
                   max_states=max_states)
    return deal, result.verdict == WINNABLE, result.states


def verify(pool: Pool, workers: multiprocessing.pool.Pool, seconds: float) -> None:
    """Re-solve every deal of the pool; one that is no longer won in its budget (the engine's
    move order changed) gets ``seconds``, and is dropped (loudly) if that fails too."""
    jobs = [(pool.key, deal, None, 2 * used + 1_000) for deal, used in pool.deals.items()]
    failed = []
    for deal, won, states in workers.imap(solve_deal, jobs, chunksize=8):
        if won:
            pool.deals[deal] = states
        else:
            failed.append(deal)
    retry = [(pool.key, deal, seconds, None) for deal in failed]
    for deal, won, states in workers.imap(solve_deal, retry):
        if won:
            pool.deals[deal] = states
        else:
            print(f"{pool.key}: deal {deal} no longer proved winnable: dropped", flush=True)
            del pool.deals[deal]
    print(f"{pool.key}: {len(pool.deals)} deals re-verified", flush=True)


def extend(pool: Pool, workers: multiprocessing.pool.Pool, target: int, states: int,
           batch: int) -> None:
    """Solve deals further down the search order until the pool holds ``target`` deals."""
    started, start_count, saved = time.perf_counter(), pool.searched, time.perf_counter()
    while len(pool.deals) < target:
        jobs = [(pool.key, d, None, states) for d in search_order(pool.key, batch, pool.searched)]
        for deal, won, used in workers.imap(solve_deal, jobs):
            pool.searched += 1
            if won:
                pool.deals[deal] = used
            if time.perf_counter() - saved >= SAVE_EVERY:
                pool.save()
                saved = time.perf_counter()
        rate = (pool.searched - start_count) / (time.perf_counter() - started)
        print(f"{pool.key}: {len(pool.deals)} winnable of {pool.searched} searched "
              f"({100 * len(pool.deals) / pool.searched:.1f}%), {rate:.2f} deals/s", flush=True)
    pool.save()


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(EASIEST_FIRST),
                        help="game keys (default: every game, easiest first)")
    parser.add_argument("--target", type=int, default=500, help="deals per game (500)")
    parser.add_argument("--states", type=int, default=STATES,
                        help=f"positions searched per deal ({STATES:,})")
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="time for a pool deal that fails to re-verify (10 s)")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(),
                        help="worker processes (all cores)")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.games) - set(EASIEST_FIRST))
    if unknown:
        parser.error(f"no such solitaire game: {', '.join(unknown)} "
                     f"(choose from {', '.join(EASIEST_FIRST)})")
    with multiprocessing.Pool(args.jobs, maxtasksperchild=200) as workers:
        for key in args.games:
            pool = load(key)
            verify(pool, workers, args.seconds)
            pool.save()
            extend(pool, workers, args.target, args.states, batch=16 * args.jobs)


if __name__ == "__main__":
    main(sys.argv[1:])
