"""A small static file server for the built site (site/), standard library only.

`make play` runs it as a program; e2e/conftest.py imports `serve()` and runs it in a thread on
a free port. It sends the MIME types Pyodide and PyScript need (`.mjs` as JavaScript, `.wasm` as
application/wasm, ...), `Cache-Control: no-cache` so a rebuilt site is seen at once, and logs
only failed requests. Like Netlify and Cloudflare Pages, it sends the headers that the served
folder's `_headers` file names for each path (static/_headers: frame-ancestors, nosniff, ...;
docs/hosting.md), and does not serve that file itself.

    python tools/serve.py [--root site] [--host 127.0.0.1] [--port 8000]

The port comes from --port, else the PORT environment variable, else 8000; if it is busy a free
port is taken instead.
"""

from __future__ import annotations

import argparse
import errno
import functools
import os
import re
import sys
import threading
from collections.abc import Mapping
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import MappingProxyType
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SITE = ROOT / "site"

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webp": "image/webp",
    ".woff2": "font/woff2",
    ".webmanifest": "application/manifest+json",
    ".mo": "application/octet-stream",
}


HEADERS_FILE = "_headers"
Rule = tuple[re.Pattern[str], list[tuple[str, str]]]
"""A path pattern of `_headers` and the headers (name, value) it gives."""


def read_headers(text: str) -> list[Rule]:
    """The rules of a `_headers` file (Netlify's format, which Cloudflare Pages shares): a path
    at the start of a line (`*` matches anything, slashes too), then its headers indented,
    `Name: value`; `#` begins a comment line."""
    rules: list[Rule] = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            parts = re.split(r"(\*)", line.strip())
            rules.append((re.compile("".join(".*" if p == "*" else re.escape(p) for p in parts)),
                          []))
        elif rules and ":" in line:
            name, value = line.split(":", 1)
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(rules: list[Rule], path: str) -> dict[str, tuple[str, str]]:
    """The headers of every rule whose path matches, by lower-case name; a header that more
    than one rule gives has their values joined by commas, as those hosts do."""
    found: dict[str, tuple[str, str]] = {}
    for pattern, headers in rules:
        if pattern.fullmatch(path):
            for name, value in headers:
                had = found.get(name.lower())
                found[name.lower()] = (name, f"{had[1]}, {value}" if had else value)
    return found


class SiteRequestHandler(SimpleHTTPRequestHandler):
    """Serves one directory with fixed MIME types, no caching, its `_headers`, quiet logs."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    protocol_version = "HTTP/1.1"  # keep-alive: a boot is ~40 requests
    quiet = True
    path_headers: Mapping[str, tuple[str, str]] = MappingProxyType({})
    """This request's headers from `_headers`, by lower-case name: they replace ours (none
    for a request too malformed to have a path)."""

    def parse_request(self) -> bool:
        self.path_headers = MappingProxyType({})
        if not super().parse_request():
            return False
        rules = Path(self.directory, HEADERS_FILE)
        self.path_headers = headers_for(
            read_headers(rules.read_text(encoding="utf-8")) if rules.is_file() else [],
            unquote(urlsplit(self.path).path))
        return True

    def send_head(self):  # type: ignore[no-untyped-def]
        if unquote(urlsplit(self.path).path) == "/" + HEADERS_FILE:  # the hosts' own, not served
            self.send_error(404)
            return None
        return super().send_head()

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() not in self.path_headers:
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        for name, value in self.path_headers.values():
            super().send_header(name, value)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if not self.quiet or (isinstance(code, int) and code >= 400):
            super().log_request(code, size)

    def log_error(self, format: str, *args: object) -> None:
        # send_error() logs here and log_request() logs the status again: keep one line.
        if not self.quiet:
            super().log_error(format, *args)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:  # type: ignore[no-untyped-def]
        # A browser that closes a connection mid-transfer is normal, not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def _bind(root: Path, host: str, port: int, quiet: bool) -> SiteServer:
    handler = functools.partial(
        type("Handler", (SiteRequestHandler,), {"quiet": quiet}), directory=str(root)
    )
    try:
        return SiteServer((host, port), handler)
    except OSError as exc:
        if port == 0 or exc.errno not in (errno.EADDRINUSE, errno.EACCES):
            raise
        return SiteServer((host, 0), handler)


def serve(
    root: str | os.PathLike[str] = DEFAULT_SITE,
    host: str = "127.0.0.1",
    port: int = 0,
    *,
    quiet: bool = True,
) -> tuple[SiteServer, threading.Thread]:
    """Serve `root` on host:port in a daemon thread (port 0, or a busy port: a free one).

    Returns (server, thread); the real port is `server.server_address[1]`. Stop it with
    `server.shutdown(); server.server_close()`.
    """
    root = Path(root)
    if not root.is_dir():
        raise FileNotFoundError(f"{root} is not a directory: build the site first (make build)")
    server = _bind(root, host, port, quiet)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    return server, thread


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=str(DEFAULT_SITE), help="directory to serve")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT") or 8000))
    parser.add_argument("-v", "--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)

    root = Path(args.root)
    if not (root / "index.html").is_file():
        print(f"serve.py: {root}/index.html is missing: run `make build` first", file=sys.stderr)
        return 1
    server = _bind(root, args.host, args.port, quiet=not args.verbose)
    host, port = server.server_address[:2]
    if port != args.port:
        print(f"serve.py: port {args.port} is busy, using {port}", file=sys.stderr)
    print(f"Forty Thieves: http://{host}:{port}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
