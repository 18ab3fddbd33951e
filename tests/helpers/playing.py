"""Playing moves in the tests of any game: moves given in text form, and random play, either
driven by hypothesis (a list of numbers picks each move, so a failing game shrinks to a short
list; every game's property tests play this way, with their own ``choose``) or by a seeded
generator."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from fortythieves.engine import Event, IllegalMove, State

Choose = Callable[[Any, int], Any]


def play(state: State, *moves: str) -> list[Event]:
    """Push moves given in text form; return the events of the last one."""
    events: list[Event] = []
    for text in moves:
        events = state.push(state.game.parse_move(text, state))
    return events


def refused(state: State, text: str) -> str:
    """The reason id with which ``text`` is refused; the game must not change."""
    before = state.to_json()
    with pytest.raises(IllegalMove) as error:
        play(state, text)
    assert state.to_json() == before
    return error.value.reason


def moves_text(state: State) -> set[str]:
    """The legal moves of ``state`` in text form."""
    return {str(m) for m in state.legal_moves()}


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


def random_walk(state: Any, plies: int, rng: random.Random) -> Iterator[Any]:
    """Yield ``state`` before each of up to ``plies`` uniformly random legal moves (fewer if
    the game ends), the move played once the caller has looked (or pushed and popped)."""
    for _ in range(plies):
        if state.is_over:
            return
        yield state
        state.push(rng.choice(state.legal_moves()))


def random_plies(state: Any, plies: int, rng: random.Random) -> Any:
    """``state`` after up to ``plies`` uniformly random legal moves (fewer if the game ends)."""
    for _ in random_walk(state, plies, rng):
        pass
    return state
