"""Build the static site into site/ (fresh each time). Standard library only.

`make build` runs it after installing .venv and node_modules and compiling the catalogs:

    site/index.html                             index.html with the home page's markup in
                                                its <div id="home"></div> (fortythieves.pages.home)
    site/pyscript.toml, main.py                 copied from the repository root
    site/rules/<family>.html, <family>.hi.html  the rules of seeds/<family>.md in English and
                                                Hindi (fortythieves.pages.rules)
    site/rules/winnability.html, .hi.html       how many deals can be won, from
                                                bench/results/study.jsonl
                                                (fortythieves.pages.winnability)
    site/static/...                             copied from static/ (without static/vendor,
                                                sw.js, manifest.webmanifest and _headers)
    site/static/icons/icon-*.png                drawn by tools/icons.py (cached in .cache/)
    site/manifest.webmanifest                   from static/, at the root: its start_url "."
                                                and scope are the site's folder
    site/_headers                               from static/, at the root: the response
                                                headers for Netlify and Cloudflare Pages
                                                (docs/hosting.md); not precached
    site/sw.js                                  the service worker, static/sw.js with CACHE
                                                ("ft-" + a hash of every other file's bytes)
                                                and FILES (all of them) filled in, written last
    site/static/vendor/pyodide/                 the local Pyodide, from node_modules/pyodide
    site/static/vendor/pyscript/                PyScript's *.js and *.css, from node_modules
    site/static/pyodide-boot.mjs                the Pyodide PyScript loads (pyscript.toml):
                                                static/pyodide-boot.mjs with SNAPSHOT filled in
    site/snapshot-<hash>.bin                    Python's memory after the tables' imports,
                                                gzipped (tools/snapshot.mjs, run in Pyodide
                                                under Node; cached in .cache/snapshots/): the
                                                page starts from it (docs/boot.md)
    site/forty-thieves-offline.html             not here: tools/single.py writes it after this
                                                build (`make build`; alone: `make single`)
    site/app.zip                                fortythieves/ (with the compiled .mo catalogs,
                                                without .po), fortythieves/rules/*.md from
                                                seeds/, and pysol_cards/ from the venv;
                                                pyscript.toml unpacks it into the working dir;
                                                with the page's bytecode (tools/compile_pyc.py,
                                                run in Pyodide under Node)

The zip is deterministic: sorted entries, fixed timestamps and permissions.
"""

from __future__ import annotations

import glob
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
STAGING = ROOT / ".cache" / "site-build"

ROOT_FILES = ["index.html", "pyscript.toml", "main.py"]
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PACKAGE = ROOT / "py" / "fortythieves"
SEEDS = ROOT / "seeds"
STUDY = ROOT / "bench" / "results" / "study.jsonl"
"""The winnability study's results, which the winnability page shows."""
ICONS_SCRIPT = ROOT / "tools" / "icons.py"
ICONS_CACHE = ROOT / ".cache" / "icons"
SNAPSHOT_SCRIPT = ROOT / "tools" / "snapshot.mjs"
SNAPSHOT_RECIPE = ROOT / "tools" / "snapshot_recipe.py"
SNAPSHOT_CACHE = ROOT / ".cache" / "snapshots"
PYODIDE_BOOT = "static/pyodide-boot.mjs"
"""The module that pyscript.toml names as the interpreter: it restores the snapshot."""
SERVICE_WORKER = "sw.js"
OFFLINE_PAGE = "forty-thieves-offline.html"
"""The single-file saved page, written by tools/single.py after this build (`make build`)."""
HEADERS = "_headers"
"""The response headers for Netlify and Cloudflare Pages (docs/hosting.md)."""
NOT_PRECACHED = {SERVICE_WORKER, OFFLINE_PAGE, HEADERS}
"""The worker itself; the saved page, a download of 8 MB that no visit needs; and _headers,
which those hosts read and do not serve."""
# Files of static/ that belong at the site's root (a service worker's scope is its folder).
STATIC_TO_ROOT = [SERVICE_WORKER, "manifest.webmanifest", HEADERS]

ZIP_DATE = (1980, 1, 1, 0, 0, 0)
SKIP_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"}
SKIP_SUFFIXES = {".pyc", ".pyo", ".po", ".pot", ".orig", ".rej", ".swp"}


class BuildError(Exception):
    pass


def find_pysol_cards() -> Path:
    """The pysol_cards package directory of the project's venv (else of this interpreter)."""
    for site_packages in sorted(glob.glob(str(ROOT / ".venv/lib/python3*/site-packages"))):
        candidate = Path(site_packages) / "pysol_cards"
        if (candidate / "__init__.py").is_file():
            return candidate
    spec = importlib.util.find_spec("pysol_cards")
    if spec and spec.origin:
        return Path(spec.origin).parent
    raise BuildError("pysol_cards is not installed in .venv: run `make venv`")


def check_inputs() -> None:
    missing = [name for name in ROOT_FILES if not (ROOT / name).is_file()]
    if not (PACKAGE / "__init__.py").is_file():
        missing.append("py/fortythieves/__init__.py")
    vendor = [PYODIDE_DIR / name for name in PYODIDE_FILES]
    vendor += [PYSCRIPT_DIST / "core.js", PYSCRIPT_DIST / "core.css"]
    missing += [str(p.relative_to(ROOT)) for p in vendor if not p.is_file()]
    if missing:
        hint = " (run `make node_modules`)" if any("node_modules" in m for m in missing) else ""
        raise BuildError("missing " + ", ".join(missing) + hint)
    stale = []
    for po in sorted(PACKAGE.glob("i18n/locale/*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if not mo.is_file() or mo.stat().st_mtime < po.stat().st_mtime:
            stale.append(str(mo.relative_to(ROOT)))
    if stale:
        raise BuildError("catalogs not compiled: " + ", ".join(stale) + " (run `make catalogs`)")


def package_files(top: Path, prefix: str) -> list[tuple[str, Path]]:
    """(name in the zip, file) for every file under `top`, minus caches and sources of .mo."""
    entries = []
    for path in sorted(top.rglob("*")):
        rel = path.relative_to(top)
        if path.is_dir() or SKIP_DIRS.intersection(rel.parts) or path.suffix in SKIP_SUFFIXES:
            continue
        if path.name.startswith(".") or path.name.endswith("~"):
            continue
        entries.append((f"{prefix}/{rel.as_posix()}", path))
    return entries


def write_app_zip(target: Path) -> int:
    entries = package_files(PACKAGE, "fortythieves")
    pysol = find_pysol_cards()
    entries += [(n, p) for n, p in package_files(pysol, "pysol_cards") if n.endswith(".py")]
    # pysol-cards is BSD-licensed: ship its licence with its code.
    for licence in sorted(pysol.parent.glob("pysol_cards-*.dist-info/licenses/LICENSE")):
        entries.append(("pysol_cards/LICENSE", licence))
        break
    if SEEDS.is_dir():
        entries += [(f"fortythieves/rules/{p.name}", p) for p in sorted(SEEDS.glob("*.md"))]

    names = [name for name, _ in entries]
    duplicates = sorted({n for n in names if names.count(n) > 1})
    if duplicates:
        raise BuildError("app.zip would hold these twice: " + ", ".join(duplicates))

    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, path in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            info.create_system = 3  # Unix, whatever machine builds it
            archive.writestr(info, path.read_bytes(), compresslevel=9)
    return len(entries)


def add_bytecode(app_zip: Path) -> None:
    """The page's Python compiles app.zip's modules (tools/compile_pyc.py, in Pyodide)."""
    runner = ROOT / "tools" / "pyodide_run.mjs"
    script = ROOT / "tools" / "compile_pyc.py"
    done = subprocess.run(
        ["node", str(runner), "--script", str(script.relative_to(ROOT)),
         f"/repo/{app_zip.resolve().relative_to(ROOT).as_posix()}"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    if done.returncode:
        raise BuildError(f"compiling app.zip's bytecode failed:\n{done.stdout}{done.stderr}")


def write_pages(out: Path) -> int:
    """index.html with the home page in it, and the rules pages; returns how many pages.

    The pages are rendered natively by the package itself (from py/, with the compiled
    catalogs), the same code the tests check."""
    sys.path.insert(0, str(ROOT / "py"))
    from fortythieves.i18n import LANGUAGES
    from fortythieves.pages import home, rules, winnability
    from fortythieves.pages.links import FAMILIES, page_name
    from fortythieves.study import read_lines

    index = (ROOT / "index.html").read_text(encoding="utf-8")
    try:
        filled = home.fill_index(index, home.home_html(), home.update_html())
        seeds = {f: rules.parse((SEEDS / f"{f}.md").read_text(encoding="utf-8")) for f in FAMILIES}
    except (ValueError, OSError) as exc:
        raise BuildError(str(exc)) from None
    (out / "index.html").write_text(filled, encoding="utf-8")
    folder = out / "rules"
    folder.mkdir(parents=True, exist_ok=True)
    for family, seed in seeds.items():
        for lang in LANGUAGES:
            page = rules.render(family, seed, lang)
            (folder / page_name(family, lang)).write_text(page, encoding="utf-8")
    rows = winnability.rows_of(read_lines(STUDY) if STUDY.exists() else [])
    for lang in LANGUAGES:
        (folder / winnability.page_name(lang)).write_text(winnability.render(rows, lang),
                                                           encoding="utf-8")
    return 1 + (len(seeds) + 1) * len(LANGUAGES)


def copy_file(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def build(out: Path) -> int:
    for name in ROOT_FILES:
        if name != "index.html":
            copy_file(ROOT / name, out / name)
    write_pages(out)

    static = ROOT / "static"
    if static.is_dir():
        shutil.copytree(
            static,
            out / "static",
            ignore=lambda d, names: [
                n
                for n in names
                if n in SKIP_DIRS
                or (Path(d) == static and (n == "vendor" or n in STATIC_TO_ROOT))
                or n.startswith(".")
                or n.endswith("~")
            ],
        )
        for name in ("manifest.webmanifest", HEADERS):
            if (static / name).is_file():
                copy_file(static / name, out / name)
    else:
        print("build.py: note: no static/ folder yet", file=sys.stderr)
    write_icons(out / "static" / "icons")

    vendor = out / "static" / "vendor"
    for name in PYODIDE_FILES:
        copy_file(PYODIDE_DIR / name, vendor / "pyodide" / name)
    for src in sorted(PYSCRIPT_DIST.iterdir()):
        if src.is_file() and src.suffix in (".js", ".css"):
            copy_file(src, vendor / "pyscript" / src.name)

    zipped = write_app_zip(out / "app.zip")
    add_bytecode(out / "app.zip")
    preload_snapshot(out, write_snapshot(out, (ROOT / PYODIDE_BOOT).read_text(encoding="utf-8")))
    if (static / SERVICE_WORKER).is_file():
        write_service_worker(out, (static / SERVICE_WORKER).read_text(encoding="utf-8"))
    return zipped


def write_snapshot(site: Path, boot_template: str) -> str:
    """Write the memory snapshot beside app.zip, and site/static/pyodide-boot.mjs, which
    names it; return its name.

    The name carries a hash of what makes the snapshot: the vendored Pyodide, app.zip and the
    recipe (tools/snapshot.mjs and tools/snapshot_recipe.py). Making one takes ~8 s, so it is
    kept in .cache/snapshots/ under that hash (app.zip is deterministic): a build that changed
    none of them reuses it, and older ones are deleted. The page checks the file's SHA-256,
    written in beside its name.
    """
    digest = hashlib.sha256()
    for path in [*(PYODIDE_DIR / n for n in PYODIDE_FILES), site / "app.zip",
                 SNAPSHOT_SCRIPT, SNAPSHOT_RECIPE]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    name = f"snapshot-{digest.hexdigest()[:16]}.bin"
    cached = SNAPSHOT_CACHE / name
    if not cached.is_file():
        SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
        part = SNAPSHOT_CACHE / f"{name}.{os.getpid()}.part"  # two builds at once: two parts
        made = subprocess.run(
            ["node", str(SNAPSHOT_SCRIPT), str(site / "app.zip"), str(SNAPSHOT_RECIPE),
             str(part)],
            cwd=ROOT, capture_output=True, text=True, check=False,
        )
        if made.returncode:
            part.unlink(missing_ok=True)
            raise BuildError(f"making the snapshot failed:\n{made.stdout}{made.stderr}")
        part.replace(cached)
        for old in SNAPSHOT_CACHE.glob("snapshot-*.bin"):
            if old != cached:
                old.unlink(missing_ok=True)
    data = cached.read_bytes()
    (site / name).write_bytes(data)
    snapshot = json.dumps({"file": name, "sha256": hashlib.sha256(data).hexdigest()})
    filled, count = re.subn(r"^const SNAPSHOT = .*;$", f"const SNAPSHOT = {snapshot};",
                            boot_template, count=1, flags=re.MULTILINE)
    if count != 1:
        raise BuildError(f"{PYODIDE_BOOT}: no `const SNAPSHOT = ...;`")
    (site / PYODIDE_BOOT).write_text(filled, encoding="utf-8")
    return name


APP_ZIP_PRELOAD = '<link rel="preload" href="./app.zip" as="fetch" crossorigin>'


def preload_snapshot(site: Path, name: str) -> None:
    """site/index.html starts fetching the snapshot with app.zip, as the page begins, rather
    than when PyScript has started and asks for it (the saved page drops every link)."""
    index = site / "index.html"
    page = index.read_text(encoding="utf-8")
    if APP_ZIP_PRELOAD not in page:
        raise BuildError(f"index.html: no `{APP_ZIP_PRELOAD}` to preload the snapshot beside")
    preload = f'\n<link rel="preload" href="./{name}" as="fetch" crossorigin>'
    index.write_text(page.replace(APP_ZIP_PRELOAD, APP_ZIP_PRELOAD + preload, 1),
                     encoding="utf-8")


def write_icons(folder: Path) -> None:
    """The PNG icons, drawn by tools/icons.py once per version of that script (~3 s)."""
    spec = importlib.util.spec_from_file_location("ft_icons", ICONS_SCRIPT)
    assert spec and spec.loader
    icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(icons)
    cached = ICONS_CACHE / hashlib.sha256(ICONS_SCRIPT.read_bytes()).hexdigest()[:16]
    if not all((cached / name).is_file() for name in icons.ICONS):
        shutil.rmtree(ICONS_CACHE, ignore_errors=True)
        icons.write_icons(cached)
    folder.mkdir(parents=True, exist_ok=True)
    for name in icons.ICONS:
        shutil.copyfile(cached / name, folder / name)


def write_service_worker(site: Path, template: str) -> str:
    """Write site/sw.js: `template` with CACHE and FILES filled in; returns the cache name.

    FILES maps every file under `site` but NOT_PRECACHED ("./x", sorted) to the SHA-256 of its
    contents, which the worker checks each download against; CACHE is "ft-" and the first 12
    hex digits of a SHA-256 over their names and contents, so any change to the site gives a
    new cache, a new sw.js, and the browser installs the update.
    """
    files = sorted(
        p.relative_to(site).as_posix()
        for p in site.rglob("*")
        if p.is_file() and p.relative_to(site).as_posix() not in NOT_PRECACHED
    )
    digest = hashlib.sha256()
    hashes = {}
    for name in files:
        data = (site / name).read_bytes()
        digest.update(f"{name}\0{len(data)}\0".encode())
        digest.update(data)
        hashes["./" + name] = hashlib.sha256(data).hexdigest()
    cache = "ft-" + digest.hexdigest()[:12]
    filled, count = re.subn(
        r'^const CACHE = .*;\nconst FILES = .*;$',
        lambda _: f"const CACHE = {json.dumps(cache)};\n"
        f"const FILES = {json.dumps(hashes, indent=2)};",
        template,
        count=1,
        flags=re.MULTILINE,
    )
    if count != 1:
        raise BuildError(f"static/{SERVICE_WORKER}: no `const CACHE = ...;` + `const FILES = ...;`")
    (site / SERVICE_WORKER).write_text(filled, encoding="utf-8")
    return cache


def main() -> int:
    started = time.perf_counter()
    try:
        check_inputs()
        shutil.rmtree(STAGING, ignore_errors=True)
        STAGING.mkdir(parents=True)
        zipped = build(STAGING)
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    shutil.rmtree(SITE, ignore_errors=True)
    STAGING.rename(SITE)

    files = [p for p in SITE.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    app = (SITE / "app.zip").stat().st_size
    print(
        f"build: site/ {len(files)} files, {size:,} bytes "
        f"(app.zip {zipped} files, {app:,} bytes) in {time.perf_counter() - started:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
