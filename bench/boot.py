"""Boot time and weight of the site, as a player meets them: from navigation to the first
playable deal, to the home page ready, and to an embedded table, cold (empty cache), warm
(cached) and offline (served by the service worker with the server gone), against a page that
only boots bare Pyodide, measured in the same run so the ratio means something on a noisy
machine (issue goal: first playable table <= 1.5x the bare page). The single-file saved page
(site/forty-thieves-offline.html, `make single`) is timed too, opened from disk (file://);
"warm" is then a second load in the same browser profile: the page unpacks and compiles all it
holds each time (its wasm arrives as bytes made in the page, with no URL to cache code under).

Every page marks the moment it is ready with ``html[data-ready="1"]``: ours once Python is up
and the first table (or the home's games) answers, the bare page once ``loadPyodide()`` has run
a line of Python. The time is ``performance.now()`` at that moment, read by a MutationObserver
that the benchmark injects before any script of the page runs. The home shows its games before
that (static HTML): its first contentful paint is printed too. Medians of RUNS loads each.

Weight: the files a cold load fetches, as served (our server does not compress) and gzipped
(level 6, what static hosts commonly send; .wasm and .zip files compress little).

    python bench/boot.py [RUNS]        (make build first; make bench does)
"""

from __future__ import annotations

import argparse
import gzip
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
PAGES = {"table": DEAL, "home": "", "embed": "?embed=1&game=solitaire/classic&deal=1&lang=en"}
"""The site's pages timed, by their address after the site's root."""
BARE_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>bare Pyodide</title></head><body>
<script type="module">
import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.documentElement.dataset.ready = "1";
</script></body></html>
"""
WATCH_READY = """
new MutationObserver(() => {
  if (document.documentElement.dataset.ready === "1" && window.__readyMs === undefined) {
    window.__readyMs = performance.now();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""
FIRST_PAINT = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return paint ? paint.startTime : null;
}"""
SW_READY = """async () => {
  const c = navigator.serviceWorker.controller;
  if (!c || c.state !== "activated") return false;
  const names = await caches.keys();
  return names.length === 1 && (await (await caches.open(names[0])).keys()).length > 0;
}"""


def _stage(workdir: Path) -> Path:
    """A folder serving the built site and, beside it, the bare-Pyodide page."""
    root = workdir / "root"
    root.mkdir()
    for item in SITE.iterdir():
        (root / item.name).symlink_to(item)
    (root / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    return root


def _load(context, url: str) -> tuple[float, float | None]:
    """(ms to ready, ms to the first contentful paint) of one load in a new tab."""
    page = context.new_page()
    page.add_init_script(WATCH_READY)
    page.goto(url)
    page.locator(READY_SELECTOR).wait_for(state="attached", timeout=120_000)
    ready = float(page.evaluate("window.__readyMs"))
    paint = page.evaluate(FIRST_PAINT)
    page.close()
    return ready, paint


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
            ready, painted = _load(context, url)
            cold[name].append(ready)
            if painted is not None:
                paint[name].append(painted)
            context.close()
    contexts = {name: _launch(playwright, workdir / f"warm-{name}") for name in urls}
    for name, url in urls.items():
        _load(contexts[name], url)
    warm: dict[str, list[float]] = {name: [] for name in urls}
    for _ in range(runs):
        for name, url in urls.items():
            warm[name].append(_load(contexts[name], url)[0])
    for context in contexts.values():
        context.close()
    return {name: {"cold": _median(cold[name]), "warm": _median(warm[name]),
                   "paint": _median(paint[name])} for name in urls}


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
            times[name].append(_load(context, base + address)[0])
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
        root = _stage(workdir)
        server, _ = serve(root)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            urls = {name: base + address for name, address in PAGES.items()}
            urls |= {"bare": base + "bare.html", "single": saved_page.as_uri() + DEAL}
            times = measure(playwright, urls, runs, workdir)
            weights = {name: weight(root, fetched(playwright, base + address, workdir))
                       for name, address in [*PAGES.items(), ("bare", "bare.html")]}
        finally:
            server.shutdown()
            server.server_close()
        offline = measure_offline(playwright, root, runs, workdir)
    report(times, offline, weights, runs, saved_page.stat().st_size)


def report(times: dict[str, dict], offline: dict[str, float],
           weights: dict[str, tuple[int, int, int]], runs: int, single_bytes: int) -> None:
    bare = times["bare"]
    print(f"boot to ready, median of {runs} (ms)       cold    warm  offline  first paint")
    labels = {"table": "first playable deal", "home": "home page", "embed": "embedded table"}
    for name, label in labels.items():
        t = times[name]
        print(f"  {label:<34}{t['cold']:7.0f} {t['warm']:7.0f} {offline[name]:8.0f}"
              f"  {t['paint']:7.0f}")
    print(f"  {'bare Pyodide page':<34}{bare['cold']:7.0f} {bare['warm']:7.0f}")
    table = times["table"]
    print(f"  {'table / bare (goal <= 1.5)':<34}{table['cold'] / bare['cold']:7.2f} "
          f"{table['warm'] / bare['warm']:7.2f}")
    single = times["single"]
    print(f"  {f'saved page, file:// ({single_bytes / 1e6:.1f} MB)':<34}"
          f"{single['cold']:7.0f} {single['warm']:7.0f}")
    print("weight of a cold load                files   as served     gzipped")
    for name, label in [*labels.items(), ("bare", "bare Pyodide page")]:
        files, raw, packed = weights[name]
        print(f"  {label:<34}{files:5d} {raw / 1e6:9.2f} MB {packed / 1e6:8.2f} MB")


if __name__ == "__main__":
    main()
