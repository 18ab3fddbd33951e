"""Solver strength: on a fixed sample of deals, how many are proved winnable, proved not
winnable, or left unknown, the median time to a verdict and the peak memory of a worker.

Issue goals (classic Forty Thieves, 1,000 deals at 10 s): >= 12% proved winnable, peak
memory <= 1 GB. The deal numbers come from ``random.Random(2024)`` (``study.seeded``) so every
run solves the same deals; the deals are shared out over the machine's cores, each solved by
``fortythieves.study.solve_deal`` as ``python -m fortythieves study`` solves them
(docs/winnability.md). The seconds are CPU seconds of the solving thread
(``time.thread_time``), so a busy machine makes the run longer but not the searches shorter.

The full run is hours of work, so it is resumable: every deal's result is appended to
``bench/results/solver.jsonl`` (kept in git: the evidence behind docs/benchmarks.md) as soon
as it is known, a run skips the deals already there for the same budget, and the games take
turns deal by deal, so a run stopped early has figures for every game. The figures printed are
those of the deals of this run's sample found in the file.

    python bench/solver.py                      # 1,000 classic deals at 10 s, 200 of each other
    python bench/solver.py 100 10 40 5          # classic deals, seconds, other deals, seconds
    python bench/solver.py 100 10 0 0 --json    # classic only, figures as JSON
    python bench/solver.py --report             # the figures of the results file, solving none
    python bench/solver.py 40 10 15 10 --jobs=1 # 40 classic and 15 of each other at 10 s, one
                                                # process (a machine busy with other work)
    python bench/solver.py 40 10 15 10 --report --version=1
                                                # the same deals' figures of solver version 1
    python bench/solver.py --browser 50 3000    # 50 classic deals, 3,000 positions each, in
                                                # the page's PyScript worker and natively
                                                # (after `make build`): the time ratio and
                                                # the worker's peak WebAssembly memory

The browser figure solves the same deals with the same budget of positions (not of time, so
both sides do the same work) in a PyScript worker of the built site, in headless Chromium.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from fortythieves.games import get_game  # noqa: E402
from fortythieves.solitaire.solver import NOT_WINNABLE, VERSION, WINNABLE, solve  # noqa: E402
from fortythieves.solitaire.variants import VARIANTS  # noqa: E402
from fortythieves.study import append_to, key, read_lines, seeded, solve_all  # noqa: E402

RESULTS = ROOT / "bench" / "results" / "solver.jsonl"
"""A study file (``fortythieves.study``: one deal's verdict a line) whose games are
named by their variant's key (``classic``); lines without a ``version`` are of version 1."""

Job = tuple[str, int, float, int]
"""game, deal, budget (seconds), solver version: a line's :func:`key`."""


def load_results() -> dict[Job, dict]:
    """The results already in the file, by (game, deal, budget, version)."""
    if not RESULTS.is_file():
        return {}
    return {(r["game"], *key(r)[1:]): r for r in read_lines(RESULTS)}


def figures(rows: list[dict]) -> dict:
    n = len(rows)
    won = sum(r["verdict"] == WINNABLE for r in rows)
    lost = sum(r["verdict"] == NOT_WINNABLE for r in rows)
    decided = [r["seconds"] for r in rows if r["verdict"] != "unknown"]
    return {
        "deals": n,
        "winnable_pct": round(100 * won / n, 1),
        "not_winnable_pct": round(100 * lost / n, 1),
        "unknown_pct": round(100 * (n - won - lost) / n, 1),
        "median_s_to_verdict": round(statistics.median(decided), 2) if decided else None,
        "states_per_s": round(
            sum(r["states"] for r in rows) / max(sum(r["seconds"] for r in rows), 1e-9)
        ),
        "peak_mb": round(max(r["peak_mb"] for r in rows), 1),
    }


BENCH_PAGE = """<!doctype html><meta charset="utf-8"><title>solver bench</title>
<script type="module" src="./static/vendor/pyscript/core.js"></script>
<script type="py" worker name="bench" config="./pyscript.toml">
import json, time
from fortythieves.games import get_game
from fortythieves.solitaire.solver import solve

def run(deals, states):
    game = get_game("solitaire/classic")
    rows = []
    for deal in map(int, deals.split(",")):
        start = time.perf_counter()
        result = solve(game.new_state(deal), max_states=states)
        rows.append([deal, result.verdict, result.states, time.perf_counter() - start])
    return json.dumps({"rows": rows, "wasm_mb": wasm_mb()})

def wasm_mb():  # the worker's WebAssembly memory, which only grows: its peak
    import pyodide_js
    return pyodide_js._module.HEAPU8.length / 2**20

__export__ = ["run"]
</script>
<script type="py" config="./pyscript.toml">
import asyncio
from pyscript import document, window, workers

async def main():
    bench = await workers["bench"]
    query = dict(p.split("=") for p in str(window.location.search)[1:].split("&"))
    document.body.dataset.result = await bench.run(query["deals"], int(query["states"]))

asyncio.ensure_future(main())
</script>
"""


def solve_natively(deal_list: list[int], states: int) -> list[list]:
    game = get_game("solitaire/classic")
    rows = []
    for deal in deal_list:
        start = time.perf_counter()
        result = solve(game.new_state(deal), max_states=states)
        rows.append([deal, result.verdict, result.states, time.perf_counter() - start])
    return rows


def solve_in_browser(deal_list: list[int], states: int) -> tuple[list[list], float]:
    """The same work in a PyScript worker of the built site (a copy with a bench page), and
    the worker's peak WebAssembly memory (MB)."""
    import shutil
    import tempfile

    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT))
    from tools.browser import CHROMIUM, CHROMIUM_ARGS
    from tools.serve import serve

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(ROOT / "site", site)
        (site / "bench.html").write_text(BENCH_PAGE, encoding="utf-8")
        server, _thread = serve(site, "127.0.0.1", 0)
        url = (
            f"http://127.0.0.1:{server.server_address[1]}/bench.html"
            f"?deals={','.join(map(str, deal_list))}&states={states}"
        )
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(
                    executable_path=CHROMIUM, args=["--headless", *CHROMIUM_ARGS]
                )
                page = browser.new_page()
                page.goto(url)
                page.locator("body[data-result]").wait_for(state="attached", timeout=3_600_000)
                result = json.loads(page.locator("body").get_attribute("data-result") or "{}")
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    return result["rows"], result["wasm_mb"]


def browser_ratio(count: int, states: int) -> None:
    deal_list = seeded(count)
    native = solve_natively(deal_list, states)
    browser, wasm_mb = solve_in_browser(deal_list, states)
    if [r[:3] for r in native] != [r[:3] for r in browser]:
        raise SystemExit("the browser's search differs from the native one")
    native_s = sum(r[3] for r in native)
    browser_s = sum(r[3] for r in browser)
    won = sum(r[1] == WINNABLE for r in native)
    print(
        f"{count} classic deals, {states:,} positions at most each ({won} proved winnable): "
        f"native {native_s:.1f} s, browser worker {browser_s:.1f} s, "
        f"ratio {browser_s / native_s:.2f} (goal <= 3); the worker's WebAssembly memory "
        f"peaked at {wasm_mb:.0f} MB (goal <= 512)"
    )


def sample(
    classic_n: int, classic_s: float, other_n: int, other_s: float, version: int = VERSION
) -> list[Job]:
    """The jobs of a run, the games taking turns deal by deal."""
    lists = [[("classic", d, classic_s, version) for d in seeded(classic_n)]]
    lists += [
        [(game, d, other_s, version) for d in seeded(other_n)]
        for game in VARIANTS
        if game != "classic"
    ]
    return [
        job
        for i in range(max(map(len, lists)))
        for jobs in lists
        if i < len(jobs)
        for job in [jobs[i]]
    ]


def numbers(args: list[str], wanted: list[tuple[type, float]]) -> list[float]:
    """``args`` read as the ``(type, default)`` of ``wanted`` (defaults for those not given);
    anything else stops the run with a message that says what was expected."""
    if len(args) <= len(wanted):
        try:
            out = [kind(arg) for arg, (kind, _) in zip(args, wanted[: len(args)], strict=True)]
        except ValueError:
            out = [-1]
        if all(value >= 0 for value in out):
            return out + [default for _, default in wanted[len(args) :]]
    expected = ", ".join("a whole number" if kind is int else "a number" for kind, _ in wanted)
    sys.exit(
        f"bench/solver.py: expected up to {len(wanted)} arguments ({expected}), got "
        f"{' '.join(args)} (--help says more)"
    )


def main(argv: list[str]) -> None:
    if {"-h", "--help"} & set(argv):
        print(__doc__)
        return
    if argv[:1] == ["--browser"]:
        count, states = numbers(argv[1:], [(int, 50), (int, 3_000)])
        browser_ratio(int(count), int(states))
        return
    as_json = "--json" in argv
    jobs_n, version = os.cpu_count() or 1, VERSION
    args = []
    for arg in argv:
        if arg.startswith("--jobs="):
            jobs_n = int(arg.split("=", 1)[1])
        elif arg.startswith("--version="):
            version = int(arg.split("=", 1)[1])
        elif arg not in ("--json", "--report"):
            args.append(arg)
    classic_n, classic_s, other_n, other_s = numbers(
        args, [(int, 1000), (float, 10.0), (int, 200), (float, 10.0)]
    )
    jobs = sample(classic_n, classic_s, other_n, other_s, version)
    done = load_results()
    todo = [job for job in jobs if job not in done]
    start = time.perf_counter()
    if todo and "--report" not in argv and version == VERSION:
        RESULTS.parent.mkdir(exist_ok=True)
        with append_to(RESULTS) as out:
            for row in solve_all([job[:3] for job in todo], jobs_n):
                out.write(json.dumps(row) + "\n")
                out.flush()
                done[(row["game"], row["deal"], row["budget"], row["version"])] = row
    by_game: dict[str, list[dict]] = {}
    for job in jobs:
        if job in done:
            by_game.setdefault(job[0], []).append(done[job])
    report = {key: figures(rows) for key, rows in by_game.items() if rows}
    report["wall_s"] = round(time.perf_counter() - start, 1)
    if as_json:
        print(json.dumps(report))
        return
    print(
        f"{'game':18} {'deals':>5} {'win%':>6} {'lost%':>6} {'unk%':>6} "
        f"{'median s':>8} {'states/s':>8} {'peak MB':>8}"
    )
    for game in VARIANTS:
        if game in report:
            f = report[game]
            print(
                f"{game:18} {f['deals']:>5} {f['winnable_pct']:>6} {f['not_winnable_pct']:>6} "
                f"{f['unknown_pct']:>6} {f['median_s_to_verdict']!s:>8} "
                f"{f['states_per_s']:>8} {f['peak_mb']:>8}"
            )
    print(
        f"{len(jobs) - len(todo)} of {len(jobs)} deals were already in {RESULTS.name}; "
        f"this run took {report['wall_s']} s in {jobs_n} processes, solver version {version} "
        f"(seconds are CPU seconds of a worker)"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
