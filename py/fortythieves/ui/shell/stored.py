"""JSON read back from the page's storage (or a file the player hands in) without trusting it.

Every reader of stored data goes through :func:`read_json`, so that one place refuses what
Python's ``json`` would read wrongly or not survive: NaN and infinities (``json`` reads them;
a clock of NaN then broke the table at every visit), numbers of thousands of digits (``int()``
refuses them, with ValueError), a text far longer than anything the site writes, and nesting
deeper than any of our data has. Inside Pyodide, ``json.loads`` of ``"[" * 100000`` does not
raise RecursionError: it overflows the JavaScript stack, a fatal error of the whole page, so
the depth is measured before parsing, by a scan that never recurses.

Pure Python, no browser: tested natively and inside Pyodide (tests/test_stored_data.py).
"""

from __future__ import annotations

import json
import math
import re
from itertools import accumulate
from typing import Any

MAX_TEXT = 2_000_000
"""Characters: a save of 10,000 moves (``urls.MAX_LINK_MOVES``) is about 100,000; the browser
keeps about 5,000,000 for the whole site."""
MAX_DEPTH = 32
"""Nesting of lists and objects: our data goes 5 deep (a board save's log of lines)."""

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = [0] * 256
_STEP[ord("[")] = _STEP[ord("{")] = 1
_STEP[ord("]")] = _STEP[ord("}")] = -1


class Unreadable(ValueError):
    """Stored text that is not JSON we could have written: ``why`` is ``size``, ``depth``,
    ``number`` or ``json``."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def read_json(text: str, most: int = MAX_TEXT) -> Any:
    """The JSON value of ``text``; raises :class:`Unreadable` (a ValueError) for anything
    longer than ``most`` characters, nested deeper than :data:`MAX_DEPTH`, holding a number
    that is not finite or not readable, or not JSON at all."""
    if len(text) > most:
        raise Unreadable("size")
    if _too_deep(text):
        raise Unreadable("depth")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:  # not reached past the depth check; kept as the last guard
        raise Unreadable("depth") from None
    except Unreadable:
        raise
    except ValueError as error:  # not JSON, or an int of more digits than int() takes
        raise Unreadable("number" if "digits" in str(error) else "json") from None


def _too_deep(text: str) -> bool:
    """Whether the lists and objects of ``text`` nest deeper than :data:`MAX_DEPTH`: its
    strings taken out, the running count of brackets opened and not yet closed, in C through
    ``accumulate`` (a loop in Python over 200,000 brackets is slow in the page)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).encode()
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH


def _no_constant(name: str) -> Any:
    raise Unreadable("number")


def _finite(written: str) -> float:
    value = float(written)
    if not math.isfinite(value):  # 1e999
        raise Unreadable("number")
    return value


def save_data(text: str | None) -> Any:
    """A refused save's JSON, for what of it may still be kept; ``None`` when it does not
    parse."""
    try:
        return read_json(text or "")
    except Unreadable:
        return None
