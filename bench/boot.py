"""Boot time of the site: from navigation to the first playable deal, cold (empty cache) and
warm (cached), against a page that only boots bare Pyodide, measured in the same run so the
ratio means something on a noisy machine (issue goal: ratio <= 1.5). The single-file saved
page (site/forty-thieves-offline.html, `make single`) is timed too, opened from disk (file://);
"warm" is then a second load in the same browser profile: the page unpacks and compiles all it
holds each time (its wasm arrives as bytes made in the page, with no URL to cache code under).

Both pages mark the moment they are ready with ``html[data-ready="1"]``: ours once Python is
up and the first table is drawn, the bare page once ``loadPyodide()`` has run a line of
Python. The time is ``performance.now()`` at that moment, read by a MutationObserver that the
benchmark injects before any script of the page runs. Medians of RUNS loads each.

    python bench/boot.py [RUNS]        (make build first; make bench does)
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.browser import CHROMIUM, CHROMIUM_ARGS, READY_SELECTOR  # noqa: E402
from tools.build import OFFLINE_PAGE  # noqa: E402
from tools.serve import serve  # noqa: E402

SITE = ROOT / "site"
DEAL = "?game=solitaire/classic&deal=1"
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


def _stage(workdir: Path) -> Path:
    """A folder serving the built site and, beside it, the bare-Pyodide page."""
    root = workdir / "root"
    root.mkdir()
    for item in SITE.iterdir():
        (root / item.name).symlink_to(item)
    (root / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    return root


def _load(context, url: str) -> float:
    page = context.new_page()
    page.add_init_script(WATCH_READY)
    page.goto(url)
    page.locator(READY_SELECTOR).wait_for(state="attached", timeout=120_000)
    ms = page.evaluate("window.__readyMs")
    page.close()
    return float(ms)


def _launch(playwright, profile: Path):
    return playwright.chromium.launch_persistent_context(
        str(profile),
        executable_path=CHROMIUM,
        headless=True,
        args=["--headless", *CHROMIUM_ARGS],
        service_workers="block",
    )


def measure(playwright, urls: dict[str, str], runs: int, workdir: Path) -> dict[str, tuple]:
    """Median cold and warm boot in ms of each page: a fresh profile per cold load, one profile
    per page for warm. The pages take turns, load by load, so that a machine growing busier
    or quieter during the run weighs on every page alike."""
    cold: dict[str, list[float]] = {name: [] for name in urls}
    for i in range(runs):
        for name, url in urls.items():
            context = _launch(playwright, workdir / f"cold-{name}-{i}")
            cold[name].append(_load(context, url))
            context.close()
    contexts = {name: _launch(playwright, workdir / f"warm-{name}") for name in urls}
    for name, url in urls.items():
        _load(contexts[name], url)
    warm: dict[str, list[float]] = {name: [] for name in urls}
    for _ in range(runs):
        for name, url in urls.items():
            warm[name].append(_load(contexts[name], url))
    for context in contexts.values():
        context.close()
    return {name: (statistics.median(cold[name]), statistics.median(warm[name])) for name in urls}


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    saved_page = SITE / OFFLINE_PAGE
    if not (SITE / "index.html").is_file() or not saved_page.is_file():
        sys.exit("bench/boot.py: site/ is not built: run make build")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        server, _ = serve(_stage(Path(tmp)))
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            urls = {
                "site": base + DEAL,
                "bare": base + "bare.html",
                "single": saved_page.as_uri() + DEAL,
            }
            times = measure(playwright, urls, runs, Path(tmp))
        finally:
            server.shutdown()
            server.server_close()
    print(f"boot to first playable deal, median of {runs} (ms)   cold    warm")
    size = saved_page.stat().st_size / 1e6
    site, bare, single = times["site"], times["bare"], times["single"]
    rows = [
        ("Forty Thieves (PyScript)", f"{site[0]:7.0f} {site[1]:7.0f}"),
        ("bare Pyodide page", f"{bare[0]:7.0f} {bare[1]:7.0f}"),
        ("ratio (goal <= 1.5)", f"{site[0] / bare[0]:7.2f} {site[1] / bare[1]:7.2f}"),
        (f"saved page from file:// ({size:.1f} MB)", f"{single[0]:7.0f} {single[1]:7.0f}"),
    ]
    for label, figures in rows:
        print(f"  {label:<42}{figures}")


if __name__ == "__main__":
    main()
