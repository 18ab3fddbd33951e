"""The one door to the browser: ``document``, ``window`` and event proxies, nothing else.

Every other module of the view reaches the page through here, so a build without PyScript
needs only ``pyodide.ffi`` and a ``pyscript`` module with these two names: the single-file
saved page (``make single``) registers one, ``{document, window}``, in tools/single_boot.js.
``start_worker`` is the one name beyond the page itself: the solver's PyScript worker.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import date
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

try:
    from pyodide.ffi import jsnull
except ImportError:  # an older Pyodide gives None for JS null
    jsnull = None

__all__ = [
    "attr", "document", "handler", "js_value", "listen", "moved_by", "present", "start_worker",
    "aside_keys", "storage_get", "storage_in_memory", "storage_move", "storage_set",
    "storage_stale", "storage_watch", "window",
]


def present(value: Any) -> bool:
    """Whether a DOM answer is a real object (not JS null or undefined)."""
    return value is not None and value is not jsnull


def attr(el: Any, name: str) -> str | None:
    """An attribute's text, or None when it is absent."""
    value = el.getAttribute(name)
    return value if isinstance(value, str) else None

_keep: list[Any] = []  # proxies live as long as the page


def page_hidden() -> bool:
    """Whether the page is out of sight (a background tab, a minimised window)."""
    return str(document.visibilityState) == "hidden"


def local_today() -> date:
    """The date on the player's own calendar (the browser's time zone; Python's clock in
    Pyodide runs on UTC, a day off in the evening in the Americas, the morning in India)."""
    now = window.Date.new()
    return date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


def moved_by(press: dict[str, Any] | None, event: Any) -> tuple[float, float] | None:
    """How far the pointer of ``event`` went since ``press`` (its ``id``, ``x`` and ``y``);
    ``None`` for another pointer or none pressed."""
    if press is None or event.pointerId != press["id"]:
        return None
    return float(event.clientX) - press["x"], float(event.clientY) - press["y"]


def handler(fn: Callable[..., Any]) -> Any:
    """A JS function that calls ``fn``; kept alive for the life of the page."""
    proxy = create_proxy(fn)
    _keep.append(proxy)
    return proxy


def listen(target: Any, event: str, fn: Callable[..., Any]) -> Any:
    proxy = handler(fn)
    target.addEventListener(event, proxy)
    return proxy


def js_value(data: Any) -> Any:
    """A plain JS object or array from JSON-ready Python data (for animate(), etc.)."""
    return window.JSON.parse(json.dumps(data))


_memory: dict[str, str] | None = None
"""Set by :func:`storage_in_memory`: the page's storage is this dict, not localStorage."""
_held: set[str] = set()
"""Keys whose unreadable value could not be set aside (:func:`storage_move`): never written."""
_failed: list[Callable[[str, bool], None]] = []
"""Told of every write that fails (:func:`storage_watch`)."""
UNSAVED = "fortythieves:unsaved:"
"""``sessionStorage`` marks (this tab only, kept across a reload) of the keys whose last
write failed: what is kept under them is older than what the page last showed."""


_refused = False
"""Set by :func:`storage_in_memory` when the browser gives the page no storage at all."""


def storage_in_memory(refused: bool = False) -> None:
    """From now on keep everything in memory, for the life of the page: an embedded table
    (``?embed=1``) shares localStorage with the full site (same origin) and must leave the
    player's saves, settings and statistics there alone; a page the browser ``refused`` any
    storage (privacy settings, a file opened from disk) plays on, and says it keeps nothing."""
    global _memory, _refused
    _memory = {}
    _refused = refused


def storage_refused() -> bool:
    """Whether the browser gives this page no storage at all, as against a full one (then
    even reading throws); always False once the page keeps its storage in memory."""
    if _memory is not None:
        return _refused
    try:
        window.localStorage.getItem(UNSAVED)
    except Exception:  # noqa: BLE001 - SecurityError: storage blocked for this page
        return True
    return False


def storage_kept() -> bool:
    """Whether what the page stores outlives it (not in an embedded table)."""
    return _memory is None


def storage_watch(told: Callable[[str, bool], None]) -> None:
    """Call ``told(key, held)`` after every write that fails, from now on: a full storage
    (QuotaExceededError), storage blocked, or (``held``) a key that :func:`storage_move`
    could not empty."""
    _failed.append(told)


def storage_get(key: str) -> str | None:
    """``localStorage[key]``, or None when absent or when storage is unavailable."""
    if _memory is not None:
        return _memory.get(key)
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # noqa: BLE001 - storage may be blocked (privacy settings)
        return None
    return value if isinstance(value, str) else None  # JS null arrives as jsnull, not None


def storage_set(key: str, value: str | None) -> bool:
    """Write (or, with ``None``, remove) ``key``; whether it was done. A write that fails
    leaves what was kept before, is told to :func:`storage_watch`'s listeners and marked
    (:func:`storage_stale`); one that succeeds takes the mark away."""
    held = key in _held
    done = not held and _write(key, value)
    _mark(key, not done)
    if not done:
        for told in _failed:
            told(key, held)
    return done


def storage_cache(key: str, value: str | None) -> bool:
    """Write (or remove) ``key`` that holds a cache, not the player's data: where the saves
    are kept in memory (a frame, storage refused) there is nothing to speed up, and a write
    that fails is not told (nothing is lost) but leaves no older copy behind."""
    if _memory is not None:
        return False
    if _write(key, value):
        return True
    _write(key, None)
    return False


def storage_stale(key: str) -> bool:
    """Whether the last write of ``key`` in this tab failed (a reload after a full storage):
    what is kept is older than the game the page last showed."""
    try:
        return _memory is None and window.sessionStorage.getItem(UNSAVED + key) == "1"
    except Exception:  # noqa: BLE001 - no sessionStorage: nothing is known
        return False


def _write(key: str, value: str | None) -> bool:
    if _memory is not None:
        if value is None:
            _memory.pop(key, None)
        else:
            _memory[key] = value
        return True
    try:
        if value is None:
            window.localStorage.removeItem(key)
        else:
            window.localStorage.setItem(key, value)
    except Exception:  # noqa: BLE001 - quota or privacy mode: the game goes on unsaved
        return False
    return True


def _mark(key: str, failed: bool) -> None:
    if _memory is not None:
        return
    try:
        if failed:
            window.sessionStorage.setItem(UNSAVED + key, "1")
        else:
            window.sessionStorage.removeItem(UNSAVED + key)
    except Exception:  # noqa: BLE001 - no sessionStorage: a reload cannot be warned
        return


def aside_keys(to: str) -> Iterator[str]:
    """``to``, then ``to:2``, ``to:3`` ...: the keys of the copies set aside there that are
    kept, in the order they were set aside, and the next free one last."""
    n, key = 1, to
    while True:
        yield key
        if storage_get(key) is None:
            return
        n += 1
        key = f"{to}:{n}"


def storage_move(key: str, value: str | None, to: str) -> bool:
    """``value``, read from ``key``, kept under ``to`` instead (``saves.aside_key``: what
    cannot be read is not lost), and ``key`` emptied; an earlier copy set aside keeps its
    place (the next goes to ``to:2``, and so on). Whether it was moved: if no copy can be
    written (a full storage), ``key`` keeps it and is held, never written again by this
    page, so that what could not be read is not written over either."""
    if value is None:
        return True
    for aside in aside_keys(to):
        if storage_get(aside) in (None, value) and _write(aside, value):
            _write(key, None)
            return True
    _held.add(key)
    return False


def start_worker(name: str, code: str, config: str) -> Any:
    """Start a named PyScript worker (``<script type="py" worker name=...>``) that runs the
    Python ``code`` with the page's ``config``; returns a promise of its exported functions.
    Added to the page only when asked for: a worker takes seconds to boot. Imported here, not
    above: the saved page's stand-in ``pyscript`` has no workers (this then raises)."""
    from pyscript import workers

    script = document.createElement("script")
    script.type = "py"
    script.setAttribute("worker", "")
    script.setAttribute("name", name)
    script.setAttribute("config", config)
    script.textContent = code
    document.body.append(script)
    return workers[name]
