"""What a seated table opens with, decided without the page (pure): the save or the address's
game, and what of a link cannot be played."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import random_deal
from ..shell.urls import Problem, playable
from .seats import SeatedSession, Setup


def replayed(session: SeatedSession, moves: list[str]) -> list[Problem]:
    """Play ``moves`` on ``session`` up to the first that cannot be played: its problem."""
    failed = session.replay(moves)
    return [] if failed is None else [Problem("move", moves[failed - 1], failed)]


def in_progress(session: Any) -> bool:
    """A game begun and not over: a link must not throw it away unasked."""
    return bool(session.state.history) and not session.state.is_over


def person_has_played(session: Any) -> bool:
    """Whether a person at the table has made a move in this game: a game left before then
    (the computers dealt and opened) is not counted as their loss."""
    state = session.state.copy()
    while state.history:
        state.pop()
        if session.setup.is_human(state.to_move):
            return True
    return False


def other_game(session: Any, wanted: Setup | None, deal: int | None, moves: list[str]) -> bool:
    """Whether an address asks for another game than the saved one: other seats, players or
    options (the pace and the board's tokens are manners of play and show, not the game), another
    deal, or moves to replay."""

    def game_of(setup: Setup) -> dict[str, Any]:
        return {k: v for k, v in setup.to_dict().items() if k not in ("pace", "tokens")}

    return (bool(moves) or (deal is not None and deal != session.state.deal)
            or (wanted is not None and game_of(wanted) != game_of(session.setup)))


class Opened:
    """The game a visit opens: the save's (``resumed``) or the address's, and the link's game
    offered over a game in progress (setup, deal, moves: started only if the person says so)."""

    def __init__(self, session: Any, resumed: bool,
                 offer: tuple[Setup, int | None, list[str]] | None = None) -> None:
        self.session = session
        self.resumed = resumed
        self.offer = offer


def open_game(saved: Any, wanted: Setup | None, deal: int | None, moves: list[str],
              fresh: Setup, new_session: Callable[[Setup, int | None], Any],
              problems: list[Problem]) -> Opened:
    """The save goes on when the address asks for the same game, or for another while this one
    is in progress (a link does not throw it away unasked: the person is offered the link's,
    told first what of its moves cannot be played, on its deal, fixed now to try them); else
    the address's game (``wanted``, else ``fresh``) with its moves. Problems are added."""
    other = saved is not None and other_game(saved, wanted, deal, moves)
    if saved is not None and (not other or in_progress(saved)):
        if not other:
            return Opened(saved, True)
        setup, deal = wanted or saved.setup, deal or random_deal()
        checked = replayed(new_session(setup, deal), moves)
        problems += checked
        return Opened(saved, True, (setup, deal, playable(moves, checked)))
    session = new_session(wanted or fresh, deal)
    problems += replayed(session, moves)
    return Opened(session, False)
