"""The solver's side of the page: these functions run inside a PyScript worker (see
:mod:`.solver_client`), so a long search never holds up the table.

The search runs in slices: ``start`` sets it up (``walk``: the walk back through a lost game,
:mod:`...solitaire.lost_where`), each ``step`` searches for a fraction of a second and answers
how far it got, so the page shows progress between two calls and stops the search by no longer
asking. Text in, text out (JSON), so nothing depends on how the bridge
between the threads converts objects. Pure Python: the tests call it natively.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ...engine import CorruptSave
from ...games import state_from_json
from ...solitaire.lost_where import Walk
from ...solitaire.solver import WINNABLE, Search
from ...solitaire.state import SolitaireState

SLICE_POSITIONS = 200
"""Positions between two looks at the clock inside a step."""
MEMORY_MB = 300
"""The table's cap in the browser: the page stays well under the 512 MB goal."""
PLAIN_SHARE = 1 / 3
"""With scoring on, take-backs are moves (S-41), and each costs 500 points. A line without them
wins too and costs nothing, so it is looked for first, with this share of the time; only if none
is found does the search take them in (a win that needs one is still found)."""

EACH_SECONDS = 10.0
"""The time the walk back through a lost game gives one position."""

_search: Search | Walk | None = None
_then: tuple[SolitaireState, float] | None = None
"""The search to run when the first ends without a line: the game with take-backs."""
_spent = (0, 0.0)
"""Positions and seconds of the searches already ended, for the progress and the answer."""


def start(save: str, seconds: float) -> str:
    """Begin a search of the position of ``save`` (a state's ``to_json``) with ``seconds``."""
    global _search, _then, _spent
    data = json.loads(save)
    state = state_from_json(data)
    plain = _without_take_backs(data) if state.game.scoring else None
    _spent, _then = (0, 0.0), None
    if plain is None:
        _search = Search(state, seconds=seconds, memory_mb=MEMORY_MB)
    else:
        _search = Search(plain, seconds=seconds * PLAIN_SHARE, memory_mb=MEMORY_MB)
        _then = (state, seconds * (1 - PLAIN_SHARE))
    return _report(_search)


def walk(save: str, stops: str, seconds: float) -> str:
    """Begin the walk back through the game of ``save`` (its whole history) over the positions
    ``stops`` (a JSON list of history lengths), ``seconds`` in all."""
    global _search, _then, _spent
    state = state_from_json(json.loads(save))
    _spent, _then = (0, 0.0), None
    _search = Walk(state, json.loads(stops), seconds=seconds, each_seconds=EACH_SECONDS,
                   memory_mb=MEMORY_MB)
    return _report(_search)


def step(seconds: float) -> str:
    """Search on for about ``seconds``; the progress, and the result once there is one."""
    global _search, _then, _spent
    search = _search
    if search is None:
        return json.dumps({"done": True, "verdict": "unknown", "reason": "cancelled"})
    until = time.perf_counter() + seconds
    while search.result is None and time.perf_counter() < until:
        search.run(SLICE_POSITIONS)
    if isinstance(search, Search) and search.result is not None and (
        search.result.verdict != WINNABLE and _then is not None
    ):
        _spent = (search.states, search.elapsed())  # no line without take-backs: with them
        state, left = _then
        _search, _then = Search(state, seconds=left, memory_mb=MEMORY_MB), None
        return _report(_search)
    return _report(search)


def stop() -> None:
    """Forget the search (the page no longer wants it): its memory is freed at once."""
    global _search, _then
    _search = _then = None


def _without_take_backs(data: dict[str, Any]) -> SolitaireState | None:
    """The position in the game without take-backs, or None when a take-back brought it."""
    try:
        return state_from_json({**data, "options": {}})
    except CorruptSave:
        return None


def _report(search: Search | Walk) -> str:
    states, seconds = _spent
    if search.result is None:
        walking = {"asked": len(search.asked), "at": search.at} if isinstance(search, Walk) else {}
        return json.dumps({"done": False, "states": states + search.states,
                           "seconds": round(seconds + search.elapsed(), 2), **walking})
    if isinstance(search, Walk):
        return json.dumps({"done": True, **search.result.to_dict()})
    result = search.result.to_dict()
    return json.dumps({"done": True, **result, "states": states + result["states"],
                       "seconds": round(seconds + result["seconds"], 3)})
