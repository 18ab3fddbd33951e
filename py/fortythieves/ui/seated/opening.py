"""What a seated table opens with, decided without the page (pure): the save or the address's
game, and what of a link cannot be played."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import random_deal
from ...games import game_type
from ..shell.boot_plan import Asked, Saved, boot_plan
from ..shell.records import seated_result
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


def counts_if_left(session: Any) -> bool:
    """Whether the game in progress, left for another, goes into the statistics as lost (only
    games of people against the computer count, and only once a person has played)."""
    setup = session.setup
    return (seated_result(setup.humans, setup.players, [], session.state.scores) is not None
            and person_has_played(session))


def game_of(setup: Setup) -> dict[str, Any]:
    """A setup as the game it sets up: the pace and the board's tokens are manners of play and
    show, not the game, so an address that differs only in them asks for the same game."""
    return {k: v for k, v in setup.to_dict().items() if k not in ("pace", "tokens")}


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
    """The game :func:`.boot_plan.boot_plan` chooses: the save, or the address's game
    (``wanted``, else ``fresh``) with its moves. The link's game offered over a save is told
    first what of its moves cannot be played, on its deal, fixed now to try them. Problems are
    added."""
    asked = Asked(deal, tuple(moves), None if wanted is None else game_of(wanted))
    plan = boot_plan(asked, None if saved is None else Saved(
        saved.state.deal, in_progress(saved), game_of(saved.setup)))
    if plan.resume:
        if not plan.offer:
            return Opened(saved, True)
        setup, deal = wanted or saved.setup, deal or random_deal()
        checked = replayed(new_session(setup, deal), moves)
        problems += checked
        return Opened(saved, True, (setup, deal, playable(moves, checked)))
    session = new_session(wanted or fresh, deal)
    problems += replayed(session, moves)
    return Opened(session, False)


def max_rounds(game_id: str) -> int | None:
    """The most rounds an address may ask of a game (its registry option); ``None``: it is
    played in hands, and an address's ``rounds`` is said to be of no use."""
    rounds = game_type(game_id).option("rounds")
    return None if rounds is None else rounds.high
