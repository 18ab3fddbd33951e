"""Random play driven by hypothesis: a list of numbers picks each move, so a failing game
shrinks to a short list. Every game's property tests play this way, with their own ``choose``.
And a game played a while by its first legal moves, for a table deep in a game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from fortythieves.engine import IllegalMove
from fortythieves.ui.capture_session import CaptureSession, CaptureSetup

Choose = Callable[[Any, int], Any]


def walk(state: Any, choices: list[int], choose: Choose) -> Iterator[Any]:
    """Yield each chosen move before it is pushed; stop when ``choose`` finds none."""
    for pick in choices:
        move = choose(state, pick)
        if move is None:
            return
        yield move
        state.push(move)


def play_out(state: Any, choices: list[int], choose: Choose) -> Any:
    for _ in walk(state, choices, choose):
        pass
    return state


def push_follows_why_illegal(state: Any, move: Any) -> None:
    """Protocol: ``push`` accepts ``move`` exactly when ``why_illegal`` has no reason against
    it, refuses it with that reason otherwise, and either way (undone) leaves the game as it
    was."""
    before = state.to_json()
    reason = state.why_illegal(move)
    if reason is None:
        state.push(move)
        state.pop()
    else:
        with pytest.raises(IllegalMove) as error:
            state.push(move)
        assert error.value.reason == reason
    assert state.to_json() == before


def random_plies(state: Any, plies: int, rng: random.Random) -> Any:
    """``state`` after up to ``plies`` uniformly random legal moves (fewer if the game ends)."""
    for _ in range(plies):
        if state.is_over:
            break
        state.push(rng.choice(state.legal_moves()))
    return state


def gharat_past_its_first_hand(extra: int) -> tuple[CaptureSession, list[str], int]:
    """A game of Gharat for three played by its first legal moves, ``extra`` moves past the
    end of its first hand: the session, its moves and how many ended that hand."""
    session = CaptureSession.new(CaptureSetup.for_game("gharat"), 5)
    ended = None
    while ended is None or len(session.state.history) < ended + extra:
        _events, end = session.play(session.state.legal_moves()[0])
        if end is not None:
            ended = len(session.state.history)
    return session, [str(m) for m in session.state.history], ended
