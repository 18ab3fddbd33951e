"""Saves on every game (docs/architecture.md): ``to_json`` and back gives the same game exactly,
from a deal or from a position; anything that is not a save of ours is refused whole with
:class:`CorruptSave`; a damaged list of moves is replayed up to the damage."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from fortythieves.cards import Card
from fortythieves.engine import CorruptSave, Game, GameError, IllegalMove, State
from fortythieves.games import GAME_IDS, get_game, state_from_json

from ..helpers.playing import random_plies


def played(game: Game, deal: int, plies: int) -> State:
    """A state ``plies`` random moves into deal ``deal`` (fewer if the game ends)."""
    return random_plies(game.new_state(deal), plies, random.Random(deal))


def assert_same(again: State, state: State) -> None:
    assert again.to_json() == state.to_json()
    assert again.game == state.game
    assert again.scores == state.scores
    assert again.legal_moves() == state.legal_moves()


def test_a_save_round_trips_exactly(game: Game) -> None:
    state = played(game, 31, 60)
    data = json.loads(json.dumps(state.to_json()))
    assert data["game"] == game.id and data["options"] == game.options
    assert data["deal"] == 31 and "start" not in data
    assert_same(state_from_json(data), state)
    assert_same(game.state_from_json(data), state)


def test_a_save_without_a_deal_keeps_the_position_it_started_from(game: Game) -> None:
    """A state from a position (hand-built, or a sample) has no deal number: its save holds
    that position, and undoing every move of the loaded game gives it back."""
    start = game.from_position(played(game, 17, 20).position())
    assert start.deal is None and start.history == []
    state = random_plies(start, 15, random.Random(17))
    data = json.loads(json.dumps(state.to_json()))
    assert data["deal"] is None and "start" in data
    again = state_from_json(data)
    assert_same(again, state)
    while again.history:
        again.pop()
    assert again.position() == data["start"]


def card_names(data: Any) -> Iterator[str]:
    """Every card named in a position, face down or up, wherever it lies."""
    if isinstance(data, str):
        name = data.strip("<>")
        try:
            Card.parse(name)
        except ValueError:
            return
        yield name
    elif isinstance(data, dict | list):
        for item in data.values() if isinstance(data, dict) else data:
            yield from card_names(item)


def other_options(game: Game) -> dict[str, Any]:
    """Options the game takes, other than its own: a save of another table of the same game."""
    for options in ({"scoring": True}, {}, {"players": 2}, {"players": 3}):
        try:
            other = get_game(game.id, **options)
        except GameError:
            continue
        if other != game:
            return other.options
    raise AssertionError(f"no other options for {game!r}")


def tampered(state: State) -> dict[str, Any]:
    """Saves that are not a game of ours, each made from the save of ``state`` (from a deal)."""
    good = state.to_json()

    def change(**fields: Any) -> dict[str, Any]:
        data = copy.deepcopy(good)
        for key, value in fields.items():
            if value is ...:
                del data[key]
            else:
                data[key] = value
        return data

    earlier = copy.deepcopy(good)
    earlier["position"] = state.game.new_state(good["deal"]).position()
    stock = copy.deepcopy(good)
    stock["position"]["stock"].reverse()
    extra = copy.deepcopy(good)
    extra["position"]["stock"].append(next(card_names(good["position"])))
    refused = next(
        text for text in (str(m) for m in state.history)
        if state.why_illegal(state.game.parse_move(text, state)) is not None
    )
    other_game = next(g for g in GAME_IDS if g != good["game"])
    saves = {
        "position of an earlier move": earlier,
        "extra card": extra,
        "illegal move added": change(moves=[*good["moves"], refused]),
        "not a move": change(moves=[*good["moves"], "hello"]),
        "moves not strings": change(moves=[1, 2]),
        "moves not a list": change(moves="s"),
        "unknown game": change(game="solitaire/nonesuch"),
        "other game": change(game=other_game),
        "unknown option": change(options={"nonesuch": 1}),
        "options not a dict": change(options=[1]),
        "deal zero": change(deal=0),
        "deal text": change(deal="5"),
        "deal float": change(deal=5.0),
        "no deal, no start": change(deal=None),
        "no deal, a bad start": change(deal=None, start={"hands": "x"}),
        "wrong format": change(format=2),
        "no format": change(format=...),
        "not a dict": [good],
        "none": None,
        "text": json.dumps(good),
    }
    if len(set(good["position"]["stock"])) > 1:
        saves["stock reordered"] = stock
    return saves


def test_tampered_saves_are_refused(game: Game) -> None:
    """Refused whole, by ``games.state_from_json`` and by the game itself (which also refuses
    a save of its own id under other options)."""
    state = played(game, 5, 40)
    for name, data in tampered(state).items():
        for load in (state_from_json, game.state_from_json):
            try:
                load(data)
            except CorruptSave:
                continue
            pytest.fail(f"{name}: taken by {load.__qualname__}")
    with pytest.raises(CorruptSave) as error:  # a save of the same game with other options
        game.state_from_json(dict(state.to_json(), options=other_options(game)))
    assert error.value.reason == "wrong-game"


def test_a_replay_stops_at_the_first_move_that_cannot_be_played_and_names_it(game: Game) -> None:
    """A move the rules refuse there, or text that is no move at all: the moves before it stay
    played (what keeps a damaged save up to the damage), and the error says which it was."""
    whole = played(game, 7, 12)
    moves = [str(m) for m in whole.history]
    assert len(moves) > 6
    at_five = played(game, 7, 5)
    refused = [t for t in moves if at_five.why_illegal(game.parse_move(t, at_five)) is not None]
    for damage in ["nonsense", *refused[:1]]:
        state = game.new_state(7)
        with pytest.raises(IllegalMove) as error:
            state.replay([*moves[:5], damage, *moves[6:]])
        assert error.value.params["index"] == 5 and error.value.params["move"] == damage
        assert [str(m) for m in state.history] == moves[:5]
    logged: list[Any] = []
    state.pop()
    state.replay(moves[4:6], push=lambda move: logged.append(state.push(move)))
    assert [str(m) for m in state.history] == moves[:6] and len(logged) == 2
