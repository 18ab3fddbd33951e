"""The registry of games (``fortythieves.games``): one record a game, in the site's order, whose
player counts and options are exactly what the games accept, and whose names are messages the
catalogs hold."""

from __future__ import annotations

import ast
import json
from typing import Any

import pytest

from fortythieves import cli
from fortythieves.engine import GameError
from fortythieves.games import (
    GAME_IDS,
    MULTIPLAYER_IDS,
    REGISTRY,
    SOLITAIRE_IDS,
    Option,
    game_type,
    get_game,
    variant_key,
)
from fortythieves.i18n import LANGUAGES, LOCALE_DIR
from fortythieves.solitaire import VARIANTS

TABLES = {"solitaire": "solitaire", "board": "board", "thief": "capture"}
"""The kind of table each family is played at."""


def catalog_ids(lang: str) -> set[str]:
    """The message ids of a language's ``messages.po``, read without Babel (which is not among
    the Pyodide test wheels): a ``msgid`` line and the quoted lines that continue it."""
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"
    ids: set[str] = set()
    parts: list[str] | None = None
    for line in [*path.read_text(encoding="utf-8").splitlines(), ""]:
        if line.startswith("msgid "):
            parts = [ast.literal_eval(line[len("msgid "):])]
        elif line.startswith('"') and parts is not None:
            parts.append(ast.literal_eval(line))
        elif parts is not None:
            ids.add("".join(parts))
            parts = None
    return ids


def refused_values(option: Option) -> list[Any]:
    """Values next to the allowed ones: out of range, of the wrong type, ``None`` when the
    option has a default of its own."""
    wrong = [0, 1, "yes"] if option.kind is bool else [
        option.low - 1, option.high + 1, True, float(option.low), str(option.low)
    ]
    return wrong if option.default is None else [*wrong, None]


def test_one_record_a_game_in_the_order_the_site_lists_them():
    ids = [g.id for g in REGISTRY]
    assert tuple(ids) == GAME_IDS and len(set(ids)) == len(ids) == 14
    assert SOLITAIRE_IDS == tuple(v.id for v in VARIANTS.values()) == tuple(ids[:10])
    assert MULTIPLAYER_IDS == ("board", "thief", "four-card", "gharat")
    for record in REGISTRY:
        assert record.table == TABLES[record.family], record.id
        assert (record.family == "solitaire") == (record.max_players == 1), record.id


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_counts_and_options_are_what_the_game_accepts_and_refuses(game_id):
    record = game_type(game_id)
    game = get_game(game_id)
    assert game.id == game_id and game.options == {}
    assert record.min_players <= game.players == record.default_players <= record.max_players
    players = record.option("players")
    if record.max_players == 1:
        assert players is None
    else:  # the option is the counts, and the game itself refuses one more or one fewer
        assert (players.low, players.high, players.default) == (
            record.min_players, record.max_players, record.default_players)
        for count in (record.min_players - 1, record.max_players + 1):
            with pytest.raises(GameError, match="bad-players"):
                record.make(players=count)
    for option in record.options:
        default = getattr(game, option.name)
        assert default == option.default or option.default is None, option.name
        for value in option.values:
            other = get_game(game_id, **{option.name: value})
            assert getattr(other, option.name) == value, (option.name, value)
            assert get_game(game_id, **other.options) == other
        for value in refused_values(option):
            with pytest.raises(GameError) as error:
                get_game(game_id, **{option.name: value})
            assert error.value.reason == option.reason, (option.name, value)
    with pytest.raises(GameError) as error:
        get_game(game_id, colour="red")
    assert error.value.reason == "bad-option" and error.value.params == {"option": "colour"}


def test_an_option_the_game_sets_itself_may_be_left_to_it():
    """G-13: Gharat's partnerships are on with four players unless the option says otherwise."""
    partners = game_type("gharat").option("partners")
    assert partners is not None and partners.default is None
    assert get_game("gharat", partners=None).partners is True
    assert get_game("gharat", players=3).partners is False


@pytest.mark.parametrize("game_id", ["solitaire/spider", "Board", "", None, 7, ["board"]])
def test_an_unknown_game_is_refused(game_id):
    with pytest.raises(GameError) as error:
        game_type(game_id)
    assert error.value.reason == "unknown-game"
    with pytest.raises(GameError):
        get_game(game_id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_name_is_a_message_of_the_catalogs(lang):
    names = [record.name for record in REGISTRY]
    assert len(set(names)) == len(names)
    assert set(names) <= catalog_ids(lang)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_command_line_takes_every_option_of_the_registry(capsys, game_id):
    """``deal``'s options are the registry's: each value a game allows gives that game."""
    for option in game_type(game_id).options:
        values = option.values if option.kind is bool else (option.low, option.high)
        for value in values:
            flag = "--" + option.name.replace("_", "-")
            words = ([flag] if value else [f"--no-{flag[2:]}"]) if option.kind is bool else [
                flag, str(value)]
            assert cli.main(["deal", game_id, "--deal", "3", "--json", *words]) == 0
            shown = json.loads(capsys.readouterr().out)["options"]
            assert shown == get_game(game_id, **{option.name: value}).options


def test_a_solitaire_game_s_variant_key_is_in_its_record():
    """Its pool of deals and its daily deal are the variant's: named once, in the record, and
    read through an alias too; another game has none."""
    for game in REGISTRY:
        if game.family == "solitaire":
            assert game.variant in VARIANTS and VARIANTS[game.variant].id == game.id
            assert variant_key(game.id) == game.variant
        else:
            assert game.variant is None
            with pytest.raises(GameError):
                variant_key(game.id)
    assert variant_key("solitaire/forty-thieves") == "classic"
