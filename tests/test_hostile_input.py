"""What text from a stranger (a link, a damaged save, a script) can do to the engines: a move
naming something the game does not have is refused with a reason id, a save that is not a game
of ours is refused whole, and neither raises anything else or changes the game
(docs/architecture.md)."""

from __future__ import annotations

import contextlib
import copy
import math
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from fortythieves.engine import MAX_DEAL, BadNotation, CorruptSave, Game, GameError, IllegalMove
from fortythieves.games import GAME_IDS, SOLITAIRE_IDS, get_game, state_from_json
from fortythieves.solitaire import VARIANTS


def every_game() -> list[Game]:
    """Each registered game with its default options, and each player count it allows."""
    games = [get_game(game_id) for game_id in GAME_IDS]
    for game_id in GAME_IDS[len(SOLITAIRE_IDS):]:
        for players in range(1, 8):
            with contextlib.suppress(GameError):
                games.append(get_game(game_id, players=players))
    return games


GAMES = every_game()
NUMBERS = st.one_of(st.integers(-3, 20), st.integers(-(10**30), 10**30)).map(str)
WORDS = st.sampled_from(
    ["w", "f", "F", "s", "r", "m", "a", "b", "c", "e", "n", "concede", "redeal",
     "AS", "tc", "KH", "JK", "1S", "ZZ", "", " ", "\x00", "\x1b[31m", "\udcff", "١", "²"]
)
PARTS = st.one_of(
    NUMBERS, WORDS, st.tuples(st.sampled_from(["f", "#", "AS", "w"]), NUMBERS).map("".join)
)
NOTATION_LIKE = st.lists(
    st.tuples(PARTS, st.sampled_from([">", ":", "+", ""])), min_size=1, max_size=3
).map(lambda parts: "".join(p + s for p, s in parts))
"""Text shaped like the moves of some game (``11>f``, ``AS>9``, ``TC>b:4S``, ``f0>3:2``),
with numbers out of every range."""


def after_some_moves(game: Game, deal: int, choices: list[int]) -> Any:
    state = game.new_state(deal)
    for pick in choices:
        legal = state.legal_moves()
        if not legal:
            break
        state.push(legal[pick % len(legal)])
    return state


def refused_or_undone(state: Any, text: str) -> None:
    """``text`` read and pushed is refused with a reason id and changes nothing, or it is a
    legal move and undoing it restores the game exactly."""
    before = state.to_json()
    try:
        state.push(state.game.parse_move(text, state))
    except IllegalMove as error:
        assert isinstance(error.reason, str) and error.reason
    else:
        state.pop()
    assert state.to_json() == before


@given(
    game=st.sampled_from(GAMES),
    deal=st.integers(1, MAX_DEAL),
    choices=st.lists(st.integers(0, 2**16), max_size=30),
    text=st.one_of(st.text(max_size=12), NOTATION_LIKE),
)
@example(game=get_game("solitaire/classic"), deal=1, choices=[], text="11>f")
@example(game=get_game("solitaire/maria"), deal=3, choices=[0], text="12>f")
@example(game=get_game("solitaire/classic"), deal=1, choices=[], text="1" * 5000 + ">f")
@example(game=get_game("solitaire/classic"), deal=1, choices=[], text="3:" + "9" * 5000 + ">1")
def test_any_text_as_a_move_is_refused_or_played_never_an_exception(game, deal, choices, text):
    refused_or_undone(after_some_moves(game, deal, choices), text)


@pytest.mark.parametrize("game_id", SOLITAIRE_IDS)
def test_a_column_the_variant_lacks_is_no_such_pile(game_id):
    """Notation: columns 1-13 are read in every variant; one this variant lacks is no pile."""
    state = get_game(game_id).new_state(53)
    missing = len(VARIANTS[game_id.partition("/")[2]].columns) + 1
    for text in (f"{missing}>f", f"{missing}>1", f"1>{missing}", f"{missing}:2>1"):
        if missing > 13:
            with pytest.raises(BadNotation):
                state.game.parse_move(text, state)
            continue
        with pytest.raises(IllegalMove) as error:
            state.play(text)
        assert error.value.reason == "no-such-pile"


@pytest.mark.parametrize("text", ["١>٢", "1>٣", "f١>2", "3:٢>4", "1" * 5000 + ">2"])
def test_solitaire_notation_reads_ascii_digits_only(text):
    state = get_game("solitaire/classic").new_state(1)
    with pytest.raises(BadNotation):
        state.game.parse_move(text, state)


# -- saves ------------------------------------------------------------------------------------


def saved(game_id: str) -> dict[str, Any]:
    return after_some_moves(get_game(game_id), 7, list(range(12))).to_json()


@pytest.mark.parametrize(
    "data",
    [
        {"game": {}},
        {"game": []},
        {"game": ["solitaire/classic"]},
        {"game": "board", "options": {"players": 10**5000}},
        {"game": "board", "options": {"rounds": -(10**5000)}},
        {"game": "board", "options": {1: 2}},
        {"game": "board", "options": {"players": math.nan}},
        {"game": "solitaire/classic", "options": []},
        {**saved("gharat"), "options": {"partners": "yes"}},
        {**saved("solitaire/classic"), "options": {"scoring": "no"}},
        {**saved("solitaire/classic"), "moves": ["11>f"]},
        {**saved("solitaire/classic"), "deal": 10**5000},
        {**saved("solitaire/classic"), "deal": math.inf},
        {**saved("solitaire/classic"), "options": {"scoring": 1}},
        {**saved("board"), "options": {"players": 2.0}},
        {**saved("thief"), "options": {"players": True}},
    ],
)
def test_a_save_that_is_not_a_game_of_ours_is_corrupt(data):
    with pytest.raises(CorruptSave):
        state_from_json(data)


JSON = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.integers(-(10**5000), 10**5000),
        st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=8),
        st.sampled_from([*GAME_IDS, "11>f", "s", "AS+AH", "concede"]),
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12,
)


@given(
    game_id=st.sampled_from(GAME_IDS),
    key=st.sampled_from(["format", "game", "options", "deal", "moves", "position", "start"]),
    value=JSON,
)
@example(game_id="board", key="options", value={"players": 10**5000})
@example(game_id="solitaire/lucas", key="game", value={})
def test_a_save_with_any_field_damaged_loads_or_is_corrupt(game_id, key, value):
    data = copy.deepcopy(saved(game_id))
    data[key] = value
    try:
        state_from_json(data)
    except CorruptSave as error:
        assert error.reason in ("bad-save", "wrong-game", "bad-position")


@given(data=JSON)
def test_any_json_value_as_a_save_is_corrupt(data):
    with pytest.raises(CorruptSave):
        state_from_json(data)


@pytest.mark.parametrize("scoring", ["no", 1, None, [True]])
def test_scoring_is_true_or_false(scoring):
    with pytest.raises(GameError) as error:
        get_game("solitaire/classic", scoring=scoring)
    assert error.value.reason == "bad-option"
