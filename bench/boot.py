"""Boot time and weight of the site, as a player meets them: from navigation to the first
playable deal (the solitaire, board and Thief tables), to the home page ready, and to an
embedded table, cold (empty cache), warm (cached) and offline (served by the service worker
with the server gone), against a page that only boots bare Pyodide and runs ``import json``,
measured in the same run so the ratio means something on a noisy machine. Beside them, the same
build started without its memory snapshot ("no snapshot": static/pyodide-boot.mjs served with
none, the plain start of before, docs/boot.md), for the goals of issue 58: a table within
0.5x of the bare page cold and warm; on a throttled phone profile (Chrome DevTools Protocol:
10 Mbit/s down, 40 ms round trip, CPU slowed 4x), cold, never slower than without the snapshot;
the solver's worker answering within 1.5 s of the first question. The single-file saved page
(site/forty-thieves-offline.html, `make single`) is timed too, opened from disk (file://);
"warm" is then a second load in the same browser profile: the page unpacks and compiles all it
holds each time (its wasm arrives as bytes made in the page, with no URL to cache code under).

Every page marks the moment it is ready with ``html[data-ready="1"]``: ours once Python is up
and the first table (or the home's games) answers, the bare page once ``loadPyodide()`` has run
its import. The time is ``performance.now()`` at that moment, read by a MutationObserver that
the benchmark injects before any script of the page runs. The home shows its games before that
(static HTML), and a table its boot screen: the first contentful paint is printed too; and,
warm, the first card on the table, which is the table's last paint that the page kept when it
was left (each timed page is closed as a tab is, so the next load finds it). The
solver's time runs from the click on "Can this still be won?" on a freshly booted table to the
worker's first report. Medians of RUNS loads each.

Weight: the files a cold load fetches, as served (our server does not compress) and gzipped
(level 6, what static hosts commonly send; .wasm and .zip files compress little; the snapshot
is gzipped by the build already).

    python bench/boot.py [RUNS]        (make build first; make bench does)
"""

from __future__ import annotations

import argparse
import gzip
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.browser import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR  # noqa: E402
from tools.build import OFFLINE_PAGE  # noqa: E402
from tools.serve import serve  # noqa: E402

SITE = ROOT / "site"
DEAL = "?game=solitaire/classic&deal=1"
PAGES = {
    "table": DEAL,
    "board": "?game=board&players=2&seats=human,random&deal=5",
    "thief": "?game=thief&players=3&seats=human,easy,easy&deal=7",
    "home": "",
    "embed": "?embed=1&game=solitaire/classic&deal=1&lang=en",
}
"""The site's pages timed, by their address after the site's root."""
LABELS = {"table": "solitaire table", "board": "board game table", "thief": "Thief table",
          "home": "home page", "embed": "embedded table", "plain": "solitaire, no snapshot",
          "bare": "bare Pyodide page"}
BOOT_MODULE = "static/pyodide-boot.mjs"
PHONE = {"latency": 40, "down": 10e6 / 8, "up": 5e6 / 8, "cpu": 4}
"""The throttled phone profile: round trip in ms, bytes per second down and up, CPU slowdown."""
BARE_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>bare Pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import json");
document.documentElement.dataset.ready = "1";
</script></body></html>
"""
WATCH_READY = """
new MutationObserver(() => {
  if (document.documentElement.dataset.ready === "1" && window.__readyMs === undefined) {
    window.__readyMs = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
new MutationObserver((_, observer) => {
  if (document.querySelector("#table svg.face, #table .card, #table .space")) {
    window.__cardMs = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });
"""
FIRST_CARD = "() => window.__cardMs ?? null"
"""Ms to the first card (or board space) on the table: a returning visitor's is the table's
last paint, kept by the page (py/fortythieves/ui/shell/first_paint.py)."""
FIRST_PAINT = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint ? paint.startTime : null;
}"""
SW_READY = """async () => {
  const c = navigator.serviceWorker.controller;
  if (!c || c.state !== "activated") return false;
  const builds = (await caches.keys()).filter((name) => name.startsWith("ft-"));
  return builds.length === 1 && (await (await caches.open(builds[0])).keys()).length > 0;
}"""
"""The service worker controls the page and holds the build (static/sw.js: "ft-" and a hash;
its "ft:bindings" cache beside it is not a build)."""


ASK_SOLVER = """() => new Promise((resolve) => {
  const table = document.querySelector("#table");
  const text = document.querySelector("#solver-text");
  const asked = performance.now();
  const answered = () => table.dataset.verdict || /\\d/.test(text.textContent);
  new MutationObserver((_, observer) => {
    if (!answered()) return;
    observer.disconnect();
    resolve(performance.now() - asked);
  }).observe(document.body, { attributes: true, childList: true, characterData: true,
                              subtree: true });
  document.querySelector('#menu [data-action="verdict"]').click();
})"""
"""Ms from asking the solver on a booted table to its first report (or verdict)."""


def _stage(workdir: Path) -> tuple[Path, Path]:
    """Two copies of the built site (a build running meanwhile changes neither): as built, with
    the bare-Pyodide page beside it, and the same with a static/pyodide-boot.mjs that names no
    snapshot (the plain start)."""
    root, plain = workdir / "root", workdir / "plain"
    shutil.copytree(SITE, root)
    shutil.copytree(SITE, plain)
    (root / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    module = (plain / BOOT_MODULE).read_text(encoding="utf-8")
    (plain / BOOT_MODULE).write_text(
        re.sub(r"^const SNAPSHOT = .*;$", "const SNAPSHOT = null;", module, flags=re.MULTILINE),
        encoding="utf-8")
    return root, plain


def _throttle(context, page) -> None:
    """The phone profile (PHONE) on ``page``, before it loads anything."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": PHONE["latency"],
        "downloadThroughput": PHONE["down"], "uploadThroughput": PHONE["up"]})
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": PHONE["cpu"]})


def _load(context, url: str, throttled: bool = False,
          then: str | None = None) -> tuple[float, float | None, str | None]:
    """(ms to ready, ms to the first contentful paint, how Python started: ``html[data-python]``)
    of one load in a new tab; with ``then`` (a script returning ms), its result in place of the
    paint."""
    page = context.new_page()
    if throttled:
        _throttle(context, page)
    page.add_init_script(WATCH_READY)
    page.goto(url)
    page.locator(READY_SELECTOR).wait_for(state="attached", timeout=300_000)
    ready = float(page.evaluate("window.__readyMs"))
    started = page.evaluate("document.documentElement.dataset.python")
    after = page.evaluate(then if then else FIRST_PAINT)
    page.close(run_before_unload=True)  # the page is left as a tab closed: pagehide
    return ready, after, started


def _check(name: str, started: str | None) -> None:
    """Stop if a page did not start Python as it was built to: the figures would lie."""
    expected = {"bare": None, "single": None, "plain": "plain"}.get(name, "snapshot")
    if started != expected:
        raise SystemExit(f"bench/boot.py: {name} started {started}, not {expected}")


def _launch(playwright, profile: Path, service_workers: str = "block"):
    return playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        headless=True,
        args=["--headless", *CHROMIUM_ARGS],
        service_workers=service_workers,
    )


def _median(values: list) -> float:
    return statistics.median(values) if values else float("nan")


def measure(playwright, urls: dict[str, str], runs: int, workdir: Path) -> dict[str, dict]:
    """Median cold and warm boot in ms of each page, and its first paint when cold: a fresh
    profile per cold load, one profile per page for warm. The pages take turns, load by load,
    so that a machine growing busier or quieter during the run weighs on every page alike."""
    cold: dict[str, list[float]] = {name: [] for name in urls}
    paint: dict[str, list[float]] = {name: [] for name in urls}
    for i in range(runs):
        for name, url in urls.items():
            context = _launch(playwright, workdir / f"cold-{name}-{i}")
            ready, painted, started = _load(context, url)
            _check(name, started)
            cold[name].append(ready)
            if painted is not None:
                paint[name].append(painted)
            context.close()
    contexts = {name: _launch(playwright, workdir / f"warm-{name}") for name in urls}
    for name, url in urls.items():
        _load(contexts[name], url)
    warm: dict[str, list[float]] = {name: [] for name in urls}
    card: dict[str, list[float]] = {name: [] for name in urls}
    for _ in range(runs):
        for name, url in urls.items():
            ready, first_card, _started = _load(contexts[name], url, then=FIRST_CARD)
            warm[name].append(ready)
            if first_card is not None:
                card[name].append(first_card)
    for context in contexts.values():
        context.close()
    return {name: {"cold": _median(cold[name]), "warm": _median(warm[name]),
                   "paint": _median(paint[name]), "card": _median(card[name])}
            for name in urls}


def measure_phone(playwright, urls: dict[str, str], runs: int, workdir: Path) -> dict[str, float]:
    """Median cold boot in ms of each page on the throttled phone profile, taking turns."""
    times: dict[str, list[float]] = {name: [] for name in urls}
    for i in range(runs):
        for name, url in urls.items():
            context = _launch(playwright, workdir / f"phone-{name}-{i}")
            ready, _, started = _load(context, url, throttled=True)
            _check(name, started)
            times[name].append(ready)
            context.close()
    return {name: _median(values) for name, values in times.items()}


def measure_solver(playwright, urls: dict[str, str], runs: int,
                   workdir: Path) -> dict[str, float]:
    """Median ms from asking the solver on a freshly booted table (cold) to its first report."""
    times: dict[str, list[float]] = {name: [] for name in urls}
    for i in range(runs):
        for name, url in urls.items():
            context = _launch(playwright, workdir / f"solver-{name}-{i}")
            page = context.new_page()
            page.goto(url)
            page.locator(READY_SELECTOR).wait_for(state="attached", timeout=300_000)
            page.click("#menu-button")
            times[name].append(float(page.evaluate(ASK_SOLVER)))
            context.close()
    return {name: _median(values) for name, values in times.items()}


def measure_offline(playwright, root: Path, runs: int, workdir: Path) -> dict[str, float]:
    """Median boot in ms of each page of the site with the network gone: one visit lets the
    service worker cache the site, then its server is stopped and the context set offline."""
    server, _ = serve(root)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    context = _launch(playwright, workdir / "offline", service_workers="allow")
    try:
        page = context.new_page()
        page.goto(base + DEAL)
        page.locator(READY_SELECTOR).wait_for(state="attached", timeout=120_000)
        deadline = time.monotonic() + 60
        while not page.evaluate(SW_READY):
            if time.monotonic() > deadline:
                raise SystemExit("bench/boot.py: the service worker never cached the site")
            time.sleep(0.2)
        page.close()
    finally:
        server.shutdown()
        server.server_close()
    context.set_offline(True)
    times: dict[str, list[float]] = {name: [] for name in PAGES}
    for _ in range(runs):
        for name, address in PAGES.items():
            ready, _, started = _load(context, base + address)
            _check(name, started)
            times[name].append(ready)
    context.close()
    return {name: _median(values) for name, values in times.items()}


def fetched(playwright, url: str, workdir: Path) -> list[str]:
    """Paths (under the site) of the files one cold load of ``url`` fetches."""
    context = _launch(playwright, workdir / f"weight-{len(list(workdir.iterdir()))}")
    paths: list[str] = []
    page = context.new_page()
    page.on("requestfinished", lambda request: paths.append(urlsplit(request.url).path))
    page.goto(url)
    page.locator(READY_SELECTOR).wait_for(state="attached", timeout=120_000)
    page.wait_for_load_state("networkidle")
    context.close()
    return paths


def weight(root: Path, paths: list[str]) -> tuple[int, int, int]:
    """(files, bytes as served, bytes gzipped) of the site files among ``paths``."""
    files = {root / unquote(p).lstrip("/") for p in paths}
    files = {f / "index.html" if f.is_dir() else f for f in files}
    files = {f for f in files if f.is_file()}
    raw = sum(f.stat().st_size for f in files)
    packed = sum(len(gzip.compress(f.read_bytes(), compresslevel=6)) for f in files)
    return len(files), raw, packed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", type=int, nargs="?", default=5,
                        help="boots of each kind (the median is printed)")
    runs = parser.parse_args().runs
    saved_page = SITE / OFFLINE_PAGE
    if not (SITE / "index.html").is_file() or not saved_page.is_file():
        sys.exit("bench/boot.py: site/ is not built: run make build")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        workdir = Path(tmp)
        root, plain = _stage(workdir)
        server, _ = serve(root)
        plain_server, _ = serve(plain)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        plain_base = f"http://127.0.0.1:{plain_server.server_address[1]}/"
        try:
            urls = {name: base + address for name, address in PAGES.items()}
            urls |= {"plain": plain_base + DEAL, "bare": base + "bare.html",
                     "single": saved_page.as_uri() + DEAL}
            times = measure(playwright, urls, runs, workdir)
            phone = measure_phone(playwright, {name: urls[name] for name in
                                               ("table", "plain", "bare")}, runs, workdir)
            solver = measure_solver(playwright, {name: urls[name] for name in
                                                 ("table", "plain")}, runs, workdir)
            weights = {name: weight(root if name != "plain" else plain,
                                    fetched(playwright, urls[name], workdir))
                       for name in [*PAGES, "plain", "bare"]}
        finally:
            for running in (server, plain_server):
                running.shutdown()
                running.server_close()
        offline = measure_offline(playwright, root, runs, workdir)
    report(times, offline, weights, runs, saved_page.stat().st_size)
    report_goals(times, phone, solver, runs)


def report(times: dict[str, dict], offline: dict[str, float],
           weights: dict[str, tuple[int, int, int]], runs: int, single_bytes: int) -> None:
    print(f"boot to ready, median of {runs} (ms)       cold    warm  offline  first paint"
          "  warm card")
    for name in [*PAGES, "plain", "bare"]:
        t = times[name]
        line = f"  {LABELS[name]:<34}{t['cold']:7.0f} {t['warm']:7.0f}"
        if name in offline:
            line += f" {offline[name]:8.0f}  {t['paint']:11.0f}  {t['card']:9.0f}"
        print(line)
    single = times["single"]
    print(f"  {f'saved page, file:// ({single_bytes / 1e6:.1f} MB)':<34}"
          f"{single['cold']:7.0f} {single['warm']:7.0f}")
    print("weight of a cold load                files   as served     gzipped")
    for name in [*PAGES, "plain", "bare"]:
        files, raw, packed = weights[name]
        print(f"  {LABELS[name]:<34}{files:5d} {raw / 1e6:9.2f} MB {packed / 1e6:8.2f} MB")


def report_goals(times: dict[str, dict], phone: dict[str, float], solver: dict[str, float],
                 runs: int) -> None:
    bare = times["bare"]
    print("ratio to the bare Pyodide page           cold    warm   (goal <= 0.5)")
    for name in ("table", "board", "thief", "plain"):
        t = times[name]
        print(f"  {LABELS[name]:<34}{t['cold'] / bare['cold']:7.2f} "
              f"{t['warm'] / bare['warm']:7.2f}")
    print(f"throttled phone, cold, median of {runs} (ms)   (goal: snapshot <= no snapshot)")
    for name in ("table", "plain", "bare"):
        print(f"  {LABELS[name]:<34}{phone[name]:7.0f}")
    print(f"  {'snapshot / no snapshot':<34}{phone['table'] / phone['plain']:7.2f}")
    print(f"solver's first report after asking, cold, median of {runs} (ms)   (goal <= 1500)")
    for name in ("table", "plain"):
        print(f"  {LABELS[name]:<34}{solver[name]:7.0f}")


if __name__ == "__main__":
    main()
