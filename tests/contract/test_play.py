"""The protocol of play on every game (docs/architecture.md): deals from a number, legal moves that
``push`` takes and illegal ones it refuses without a change, unlimited exact undo, copies,
notation that reads back, and events that are JSON."""

from __future__ import annotations

import json
import random

import pytest

from fortythieves.engine import MAX_DEAL, BadNotation, Game, GameError, IllegalMove
from fortythieves.games import GAME_IDS, get_game

from ..helpers.playing import random_plies, random_walk


def test_the_game_is_its_id_and_options(game: Game) -> None:
    """Equal options, equal games; the options a game reports make it again."""
    assert game.id in GAME_IDS and game.players >= 1
    again = get_game(game.id, **game.options)
    assert again == game and hash(again) == hash(game)
    assert json.loads(json.dumps(game.options)) == game.options


def test_an_unknown_game_is_refused() -> None:
    for game_id in ("solitaire/spider", "nonesuch", "", None):
        with pytest.raises(GameError) as error:
            get_game(game_id)  # type: ignore[arg-type]
        assert error.value.reason == "unknown-game"


def test_a_deal_number_gives_the_same_deal_every_time(game: Game) -> None:
    assert game.new_state(12345).to_json() == game.new_state(12345).to_json()
    assert game.new_state(MAX_DEAL).to_json() == game.new_state(MAX_DEAL).to_json()


def test_bad_deal_numbers_are_refused(game: Game) -> None:
    for deal in (0, -3, MAX_DEAL + 1, "7", None, True):
        with pytest.raises(GameError) as error:
            game.new_state(deal)  # type: ignore[arg-type]
        assert error.value.reason == "bad-deal"


def test_random_play_undoes_exactly(game: Game) -> None:
    """Undo is unlimited and exact: each pop gives back the move and the position before it,
    through hand and round ends; at the start there is nothing to pop."""
    state = game.new_state(99)
    rng = random.Random(99)
    snapshots = []
    while not state.is_over and len(snapshots) < 150:
        snapshots.append(state.to_json())
        move = rng.choice(state.legal_moves())
        state.push(move)
        assert state.history[-1] == move
    while snapshots:
        move = state.history[-1]
        assert state.pop() == move
        assert state.to_json() == snapshots.pop()
    assert state.history == []
    with pytest.raises(IndexError):
        state.pop()


def test_a_refused_move_names_its_reason_and_changes_nothing(game: Game) -> None:
    """Moves legal in another deal, pushed here where they are not: ``push`` raises the
    reason ``why_illegal`` gives, names the move, and leaves the game as it was."""
    rng = random.Random(8)
    elsewhere = random_walk(game.new_state(8), 30, rng)
    foreign = list(dict.fromkeys(m for state in elsewhere for m in state.legal_moves()))
    state = game.new_state(7)
    refused = 0
    for _ in range(6):
        before = state.to_json()
        for move in rng.sample(foreign, min(40, len(foreign))):
            reason = state.why_illegal(move)
            if reason is None:
                continue
            refused += 1
            with pytest.raises(IllegalMove) as error:
                state.push(move)
            assert error.value.reason == reason and error.value.params["move"] == str(move)
            assert state.to_json() == before
        random_plies(state, 5, rng)
    assert refused


def test_a_copy_is_independent_and_keeps_the_undo(game: Game) -> None:
    state = random_plies(game.new_state(5), 30, random.Random(5))
    before = state.to_json()
    other = state.copy()  # type: ignore[attr-defined]
    assert other.to_json() == before and other.game == game
    other.pop()
    assert other.to_json() != before
    random_plies(other, 40, random.Random(1))
    assert state.to_json() == before
    while len(other.history) > len(state.history) - 1:
        other.pop()
    state.pop()
    assert other.to_json() == state.to_json()


def test_every_legal_move_reads_back_from_its_text(game: Game) -> None:
    """``str(move)`` parses back, with ``game.parse_move``, to the same move."""
    for state in random_walk(game.new_state(12), 25, random.Random(12)):
        for move in state.legal_moves():
            assert game.parse_move(str(move), state) == move


def test_text_that_is_no_move_is_refused(game: Game) -> None:
    state = game.new_state(3)
    for text in ("", "hello", "7H>>7H"):
        with pytest.raises(BadNotation):
            game.parse_move(text, state)


def test_events_are_json(game: Game) -> None:
    """What ``push`` returns is plain data: through a whole game of several players, and for
    500 moves of a solitaire (whose random play seldom ends)."""
    state = game.new_state(11)
    rng = random.Random(11)
    for _ in range(5000 if game.players > 1 else 500):
        if state.is_over:
            break
        events = state.push(rng.choice(state.legal_moves()))
        assert isinstance(events, list)
        assert json.loads(json.dumps(events)) == events
    assert state.is_over or game.players == 1
