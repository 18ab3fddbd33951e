"""Build the single-file saved page: site/forty-thieves-offline.html (`make single`).

One HTML file that plays every game when opened straight from disk (file://), with no network:
the table page (index.html without its scripts and links, the table's stylesheets inlined in
their order, the icon as a data: URL), and every file the page needs embedded in it, gzipped
and base64-encoded in <script type="application/octet-stream" data-asset="NAME"> elements:
bare Pyodide (no PyScript: the view needs only `document` and `window`), app.zip
(the same as the site's) and main.py. tools/single_boot.js, the page's last script, unpacks
them and starts main.py.

index.html's scripts stay out: PyScript, and the service worker registration, which has no
place in a file on disk. The site's Content-Security-Policy gives way to the page's own
(`policy`): nothing from anywhere, its inline style sheet and boot script allowed by their
hashes, the blob: modules that the boot script makes, WebAssembly. `make build` runs this after
tools/build.py, so the static site hosts the download; the service worker does not precache it
(build.NOT_PRECACHED).

    python tools/single.py [OUTPUT]        (default site/forty-thieves-offline.html)
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import html
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import build  # noqa: E402

OUTPUT = build.SITE / build.OFFLINE_PAGE
BOOT_SCRIPT = ROOT / "tools" / "single_boot.js"
STYLESHEETS = tuple(ROOT / "static" / name for name in
                    ("table.css", "solitaire.css", "seated.css", "board.css", "capture.css"))
"""The table's stylesheets, in the order index.html links them: the cascade depends on it (the
home and rules pages' pages.css and the solver's solver.css have no use on disk)."""
ICON = ROOT / "static" / "icons" / "icon.svg"

SCRIPT = re.compile(r"<script\b[^>]*>.*?</script>\s*", re.S | re.I)
LINK = re.compile(r"<link\b[^>]*>\s*", re.I)
STYLESHEET_LINK = re.compile(r'<link rel="stylesheet" href="\./static/([^"/]+\.css)">')
COMMENT = re.compile(r"<!--.*?-->\s*", re.S)
# The site's Content-Security-Policy allows only its own files; the saved page runs inline and
# blob: scripts of its own making, so it has a policy of its own in that place.
CSP = re.compile(r'<meta http-equiv="Content-Security-Policy"[^>]*>\s*', re.I)
# The menu's links to the rules pages and the home: separate files of the site, absent on disk;
# and its solver entries: the solver runs in a worker, which a page opened from disk cannot start.
SITE_LINKS = re.compile(r'<a id="(?:rules|home)-link"[^>]*>.*?</a>\s*', re.S)
SOLVER = re.compile(
    r'<button\b[^>]*data-action="(?:verdict|solution|lost-where)"[^>]*>.*?</button>\s*', re.S)


def source_hash(text: str) -> str:
    """A CSP source that allows the inline script or style sheet whose text is ``text``."""
    digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
    return f"'sha256-{digest}'"


def policy(style: str, script: str) -> str:
    """The saved page's Content-Security-Policy: its inline style sheet (``style``) and boot
    script (``script``) by their hashes, the Pyodide modules that script makes into blob:
    URLs, WebAssembly, and its icon (a data: URL); no request, no other script."""
    return (f"default-src 'none'; script-src {source_hash(script)} blob: 'wasm-unsafe-eval'; "
            f"style-src {source_hash(style)}; img-src data:; base-uri 'none'; form-action 'none'")


def table_markup(page: str, css: str, icon_svg: bytes, boot: str) -> tuple[str, str]:
    """index.html without scripts, links, comments, the menu's links to other pages of the
    site and its solver entries, with the stylesheet and icon inlined and the site's
    Content-Security-Policy replaced by the saved page's, which allows ``boot`` (the text of
    its boot script); returned in two parts, split where the page's closing </body> goes."""
    for pattern in (SITE_LINKS, SOLVER, SCRIPT, LINK, COMMENT):
        page = pattern.sub("", page)
    style = f"\n{css}"
    own = f'<meta http-equiv="Content-Security-Policy" content="{policy(style, boot)}">\n'
    page, replaced = CSP.subn(lambda _: own, page, count=1)
    icon = "data:image/svg+xml;base64," + base64.b64encode(icon_svg).decode("ascii")
    head_end = page.find("</head>")
    body_end = page.rfind("</body>")
    if not replaced or head_end < 0 or body_end < head_end:
        raise build.BuildError("index.html: no Content-Security-Policy, </head> ... </body> to "
                               "build the saved page from")
    inlined = f'<link rel="icon" href="{icon}">\n<style>{style}</style>\n'
    page = page[:head_end] + inlined + page[head_end:]
    body_end += len(inlined)
    return page[:body_end], page[body_end:]


def asset_element(name: str, data: bytes) -> str:
    """One embedded file: gzip (no timestamp: the same bytes each build), base64. Level 6: level
    9 saves 0.5% of the wasm for 2.5 times the build time."""
    packed = base64.b64encode(gzip.compress(data, compresslevel=6, mtime=0)).decode("ascii")
    return (f'<script type="application/octet-stream" data-asset="{html.escape(name)}">'
            f"{packed}</script>\n")


def single_page(app_zip: bytes) -> str:
    """The whole saved page as text."""
    boot = "\n" + BOOT_SCRIPT.read_text(encoding="utf-8")
    if "</script" in boot.lower():
        raise build.BuildError(f"{BOOT_SCRIPT.name} holds </script, which would end it early")
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    names = [path.name for path in STYLESHEETS]
    linked = [name for name in STYLESHEET_LINK.findall(page) if name in names]
    if linked != names:
        raise build.BuildError(f"index.html links the table's stylesheets {linked}, not {names} "
                               "(single.STYLESHEETS): the saved page would cascade otherwise")
    head, tail = table_markup(
        page,
        "".join(path.read_text(encoding="utf-8") for path in STYLESHEETS),
        ICON.read_bytes(),
        boot,
    )
    assets = {name: (build.PYODIDE_DIR / name).read_bytes() for name in build.PYODIDE_FILES}
    assets["app.zip"] = app_zip
    assets["main.py"] = (ROOT / "main.py").read_bytes()
    parts = [head, *(asset_element(name, data) for name, data in assets.items())]
    parts.append(f"<script>{boot}</script>\n")
    parts.append(tail)
    return "".join(parts)


def write_single(target: Path) -> int:
    """Write the saved page to `target` (its app.zip built afresh); returns its size in bytes."""
    build.check_inputs()
    with tempfile.TemporaryDirectory() as tmp:
        zip_path = Path(tmp) / "app.zip"
        build.write_app_zip(zip_path)
        page = single_page(zip_path.read_bytes())
    target.parent.mkdir(parents=True, exist_ok=True)
    staged = target.with_name(target.name + ".part")
    staged.write_text(page, encoding="utf-8")
    staged.replace(target)
    return target.stat().st_size


def main() -> int:
    started = time.perf_counter()
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else OUTPUT
    try:
        size = write_single(target)
    except build.BuildError as exc:
        print(f"single.py: {exc}", file=sys.stderr)
        return 1
    print(f"single: {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target} "
          f"{size:,} bytes in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
