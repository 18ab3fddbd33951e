"""Hidden information on every game (docs/architecture.md): ``view(player)`` is JSON and shows
nothing of the cards the player has not seen, which ``sample`` deals again at random: a sampled
state looks the same to the player, has the same information key, is a valid table of the
game that saves, loads and plays on, and leaves the state it came from untouched."""

from __future__ import annotations

import json
import random

from fortythieves.engine import Game, State
from fortythieves.games import state_from_json

from ..helpers.playing import random_plies, random_walk


def positions(game: Game, deal: int, count: int, step: int) -> list[State]:
    """Copies of deal ``deal`` every ``step`` random moves, ``count`` of them (fewer if the
    game ends)."""
    state = game.new_state(deal)
    rng = random.Random(deal)
    out = [state.copy()]  # type: ignore[attr-defined]
    while len(out) < count and not state.is_over:
        random_plies(state, step, rng)
        out.append(state.copy())  # type: ignore[attr-defined]
    return out


def test_a_sample_looks_the_same_to_its_player(game: Game) -> None:
    rng = random.Random(5)
    differ = 0
    for state in positions(game, 21, 6, 7):
        before = state.to_json()
        for player in range(game.players):
            view = state.view(player)
            assert json.loads(json.dumps(view)) == view
            hash(state.info_key(player))
            for _ in range(3):
                sample = state.sample(player, rng)
                assert sample.view(player) == view
                assert sample.info_key(player) == state.info_key(player)
                if player == state.to_move:
                    legal = sorted(map(str, state.legal_moves()))
                    assert sorted(map(str, sample.legal_moves())) == legal
                assert sample.deal is None
                assert game.from_position(sample.position()).position() == sample.position()
                differ += sample.position() != state.position()
        assert state.to_json() == before
    assert differ


def test_a_sample_saves_loads_and_plays_on(game: Game) -> None:
    rng = random.Random(3)
    state = positions(game, 21, 3, 9)[-1]
    sample = state.sample(state.to_move or 0, rng)
    again = state_from_json(json.loads(json.dumps(sample.to_json())))
    assert again.to_json() == sample.to_json()
    random_plies(sample, 300, rng)
    random_plies(again, 300, rng)


def test_the_information_key_follows_the_moves(game: Game) -> None:
    """The key of the player who moves changes with the move, and comes back with the undo."""
    rng = random.Random(4)
    for state in random_walk(game.new_state(4), 30, rng):
        player = state.to_move
        assert player is not None
        key = state.info_key(player)
        state.push(rng.choice(state.legal_moves()))
        assert state.info_key(player) != key
        state.pop()
        assert state.info_key(player) == key
