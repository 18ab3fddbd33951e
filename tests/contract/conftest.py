"""The games the protocol suite runs over: every id of the registry with its default options,
and beside them the options that change how a game is played (players, partners, scoring,
rounds), so that each runs under the same checks."""

from __future__ import annotations

from typing import Any

import pytest

from fortythieves.engine import Game
from fortythieves.games import GAME_IDS, get_game

OTHER_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "board": [{"players": 3}, {"players": 4, "rounds": 2}, {"three_strikes": True, "rounds": 4}],
    "thief": [{"players": 2}],
    "four-card": [{"players": 3}],
    "gharat": [{"players": 2}, {"players": 4, "partners": False}],
}
"""Options played beside the defaults; every solitaire is played with scoring too."""


def _cases() -> list[tuple[str, dict[str, Any]]]:
    cases: list[tuple[str, dict[str, Any]]] = []
    for game_id in GAME_IDS:
        cases.append((game_id, {}))
        if game_id.startswith("solitaire/"):
            cases.append((game_id, {"scoring": True}))
        cases += [(game_id, options) for options in OTHER_OPTIONS.get(game_id, [])]
    return cases


def _case_id(case: tuple[str, dict[str, Any]]) -> str:
    game_id, options = case
    return ",".join([game_id, *(f"{k}={v}" for k, v in options.items())])


@pytest.fixture(params=_cases(), ids=_case_id)
def game(request: pytest.FixtureRequest) -> Game:
    game_id, options = request.param
    return get_game(game_id, **options)
