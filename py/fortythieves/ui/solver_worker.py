"""The solver's side of the page: these functions run inside a PyScript worker (see
:mod:`.solver_client`), so a long search never holds up the table.

The search runs in slices: ``start`` sets it up, each ``step`` searches for a fraction of a
second and answers how far it got, so the page shows progress between two calls and stops the
search by no longer asking. Text in, text out (JSON), so nothing depends on how the bridge
between the threads converts objects. Pure Python: the tests call it natively.
"""

from __future__ import annotations

import json
import time

from ..games import state_from_json
from ..solitaire.solver import Search

SLICE_POSITIONS = 200
"""Positions between two looks at the clock inside a step."""
MEMORY_MB = 300
"""The table's cap in the browser: the page stays well under the 512 MB goal."""

_search: Search | None = None


def start(save: str, seconds: float) -> str:
    """Begin a search of the position of ``save`` (a state's ``to_json``) with ``seconds``."""
    global _search
    _search = Search(state_from_json(json.loads(save)), seconds=seconds, memory_mb=MEMORY_MB)
    return _report(_search)


def step(seconds: float) -> str:
    """Search on for about ``seconds``; the progress, and the result once there is one."""
    search = _search
    if search is None:
        return json.dumps({"done": True, "verdict": "unknown", "reason": "cancelled"})
    until = time.perf_counter() + seconds
    while search.result is None and time.perf_counter() < until:
        search.run(SLICE_POSITIONS)
    return _report(search)


def stop() -> None:
    """Forget the search (the page no longer wants it): its memory is freed at once."""
    global _search
    _search = None


def _report(search: Search) -> str:
    if search.result is None:
        return json.dumps({"done": False, "states": search.states,
                           "seconds": round(search.elapsed(), 2)})
    return json.dumps({"done": True, **search.result.to_dict()})
