"""Every reader of what the page keeps (the settings, the statistics and an imported statistics
file, the old run of wins, the game played last, the saves of the solitaires, the board game
and each capture game) and of a link's parameters, fed anything: JSON of any shape, NaN and
infinities, numbers of thousands of digits, nesting a hundred thousand deep, any text, and a
valid save with a wrong value in any one of its fields. None may raise anything but its own
refusal, with a reason id it has words for; what it accepts must be fit to play on (a save's
redo list plays, its clock reads, its log draws) and to be saved again.

Inside Pyodide a deep nesting that reached ``json.loads`` overflowed the JavaScript stack, a
fatal error of the whole page: these tests run there too (tests/conftest.py's profiles keep
the examples few)."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.engine import CorruptSave
from fortythieves.games import GAME_IDS, SOLITAIRE_IDS
from fortythieves.i18n import LANGUAGES, REASONS, Messages
from fortythieves.solitaire.moves import Move
from fortythieves.thief import THIEF_GAMES
from fortythieves.ui.board import story as board_story
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.capture import story as capture_story
from fortythieves.ui.capture.session import CaptureSession, CaptureSetup
from fortythieves.ui.resume import in_progress
from fortythieves.ui.seated.seats import KINDS, PACES, Setup, salvage_setup
from fortythieves.ui.shell import saves, text, urls
from fortythieves.ui.shell.records import Records, RecordsError
from fortythieves.ui.shell.stored import MAX_DEPTH, read_json, save_data
from fortythieves.ui.shell.urls import MAX_LINK_MOVES, explain, parse_query, read_moves, read_table
from fortythieves.ui.solitaire.session import Session, load_session, salvage_session

SAVE_REASONS = {"bad-save", "wrong-game", "bad-position"}
"""The reasons a save is refused with (``CorruptSave``: engine.py, games.py, the engines'
``from_position``); each has words in ``i18n.REASONS``."""
RECORDS_REASONS = {"broken", "foreign", "future"}
"""The reasons of ``RecordsError`` (records.py); each has words in ``text.STATS``."""
CAPTURE_IDS = tuple(THIEF_GAMES)

DEEP = 100_000
RAW = {
    "nan": "NaN", "inf": "Infinity", "-inf": "-Infinity", "1e999": "1e999",
    "digits": "7" * 5000, "-digits": "-" + "9" * 4400,
    "deep list": "[" * DEEP + "]" * DEEP, "deep object": '{"a":' * DEEP + "1" + "}" * DEEP,
    "open": "[" * DEEP, "open object": '{"a":' * DEEP,
}
"""JSON texts, and texts that look like JSON, that Python's ``json`` does not simply refuse:
it reads NaN and infinities, runs out of stack, or hits the limit on digits."""


def test_the_known_reasons_have_words() -> None:
    assert set(REASONS) >= SAVE_REASONS
    assert set(text.STATS) >= RECORDS_REASONS


# -- what is thrown at the readers ------------------------------------------------------------

SCALARS = (
    st.none() | st.booleans() | st.integers() | st.integers(min_value=10**40)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12)
    | st.sampled_from(["en", "hi", "normal", "fast", "human", "s", "1>2", "solitaire/classic"])
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=10,
)
TEXTS = (
    JSON_VALUES.map(json.dumps)
    | st.sampled_from(sorted(RAW.values()))
    | st.text(max_size=40)
    | st.text(alphabet='[]{}"\\:,1a ', max_size=120)  # brackets, in strings and out
    | st.sampled_from(["", "{", "[]", "{}", "null", '"x"', "0", "-1", "1.5", " 12 ", "1_000"])
)
"""Anything stored under a key: JSON of any shape, the raw texts above, any text."""


def _solitaire_save() -> dict[str, Any]:
    """A classic game a few moves in, one action undone (a redo list), 42 s played."""
    session = Session.new("solitaire/classic", 53)
    session.settle()
    for _ in range(3):
        session.play(session.stock_move())
    session.undo()
    session.elapsed = 42.0
    return session.to_save()


def _board_save() -> dict[str, Any]:
    """A board game into its second round (its log holds the first)."""
    session = BoardSession.new(Setup.default(2), 3)
    state = session.state
    while not session.log:
        moves = state.legal_moves()
        session.play(next((m for m in moves if str(m) != "concede"), moves[0]))
    session.play(state.legal_moves()[0])
    return session.to_save()


def _capture_save(game_id: str) -> dict[str, Any]:
    """A capture game past its first hand (its log holds it), its summary still open."""
    session = CaptureSession.new(CaptureSetup.for_game(game_id), 5)
    while not session.log:
        session.play(session.state.legal_moves()[0])
    return session.to_save()


SAVES: dict[str, dict[str, Any]] = {
    "solitaire/classic": _solitaire_save(),
    "board": _board_save(),
    **{game_id: _capture_save(game_id) for game_id in CAPTURE_IDS},
}


def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every field of ``data`` (of a long list, the first and last items only)."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*path, key))
    elif isinstance(data, list):
        for i in sorted({0, len(data) - 1} if data else set()):
            yield from _paths(data[i], (*path, i))


HOLE = "\ufdd0hole\ufdd0"
"""Where a raw text goes into a save's JSON (a noncharacter no save holds)."""


def damaged(save: dict[str, Any], path: tuple[Any, ...], value: Any) -> str:
    """``save`` as JSON with the field at ``path`` replaced by ``value`` (a raw text of
    :data:`RAW` by name, else any JSON value), or taken out when ``value`` is ``...`` (the
    whole save taken out: nothing stored)."""
    raw = RAW.get(value) if isinstance(value, str) else None
    data = json.loads(json.dumps(save))
    if not path:
        if value is ...:
            return ""
        data = value if raw is None else HOLE
    else:
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        if value is ...:
            del parent[path[-1]]
        else:
            parent[path[-1]] = value if raw is None else HOLE
    written = json.dumps(data)
    return written if raw is None else written.replace(json.dumps(HOLE), raw)


BAD_VALUES = [..., None, True, -1, 10**30, 2.5, "x", [], {}, [[]], "nan", "digits", "deep list"]
"""A field's wrong value: gone, of another type, out of range, or a raw text of :data:`RAW`."""


# -- the readers ------------------------------------------------------------------------------


def read_save(stored: str, game_id: str) -> Any:
    """A table's reading of a save of ``game_id``: a session, ``None``, or ``CorruptSave``
    with a known reason, and then what of it is salvaged (the setup that still reads, the
    game as far as its moves play). Whatever session comes of it is fit to play on."""
    try:
        session = _loaded(stored, game_id)
    except CorruptSave as refused:
        assert refused.reason in SAVE_REASONS
        session = _salvaged(stored, game_id)
    if isinstance(session, Session):
        playable_solitaire(session)
    elif session is not None:
        playable_seated(session)
    return session


def _loaded(stored: str, game_id: str) -> Any:
    if game_id in SOLITAIRE_IDS:
        return load_session(stored, game_id)
    if game_id == "board":
        return BoardSession.loads(stored)
    return CaptureSession.loads(stored, game_id)


def _salvaged(stored: str, game_id: str) -> Any:
    if game_id in SOLITAIRE_IDS:
        return salvage_session(stored, game_id)
    data = save_data(stored)
    board = game_id == "board"
    setup = salvage_setup(data, Setup if board else CaptureSetup, game_id)
    if setup is None:
        return None
    return (BoardSession if board else CaptureSession).salvaged(data, setup)


def playable_solitaire(session: Session) -> None:
    """What the table does with a session read from a save raises nothing: its clock reads,
    it saves again as JSON, every redo step plays (and its first move reads as the table
    reads it to say it), and undo takes every step back."""
    assert 0 <= session.elapsed <= 10**7 and math.isfinite(session.elapsed)
    text.fmt_time(session.elapsed)
    json.dumps(session.to_save(), allow_nan=False)
    groups = session.groups
    assert 0 not in groups and all(g > 0 for g in groups[1:])
    assert sum(map(abs, groups)) == len(session.state.history)
    while session.redo:
        Move.parse(session.redo[-1][0])
        assert session.redo_action()
    while session.can_undo:
        session.undo()


def playable_seated(session: Any) -> None:
    """A seated session read back draws its scoreboard and Moves, and saves again as JSON."""
    json.dumps(session.to_save(), allow_nan=False)
    msg = Messages("en")
    if isinstance(session, BoardSession):
        board_story.scoreboard_html(session, msg)
        session.totals_after()
    else:
        capture_story.scoreboard_html(session, msg)
    session.journal_moves()
    for entry in session.log:
        assert all(type(v) in (int, str, list) for v in entry.values())


def read_records(stored: str) -> None:
    """The kept statistics, and the same text imported as a file: read, or refused with a
    known reason; what is read saves again as JSON."""
    records, refused = Records.read(stored, GAME_IDS, streak=3)
    assert refused is None or refused.reason in RECORDS_REASONS
    json.loads(records.dumps(), parse_constant=pytest.fail)
    try:
        Records.parse(stored, GAME_IDS)
    except RecordsError as error:
        assert error.reason in RECORDS_REASONS


def read_settings(stored: str) -> None:
    settings, damaged_ = saves.Settings.read(stored)
    assert isinstance(damaged_, bool)
    assert settings.lang in LANGUAGES and settings.speed in saves.SPEEDS
    assert settings.pace is None or settings.pace in PACES
    assert all(type(getattr(settings, n)) is bool for n in ("auto", "scoring", "four"))
    assert saves.Settings.read(settings.dumps()) == (settings, False)
    settings.motion(False)


def read_the_rest(stored: str) -> None:
    """The old run of wins, the game played last, and "Resume" on the home page."""
    assert 0 <= saves.load_streak(stored) <= 10**6
    assert saves.last_game(stored) in (None, *GAME_IDS)
    for game_id in GAME_IDS:
        assert in_progress(game_id, stored) in (True, False)


def read_everything(stored: str) -> None:
    read_settings(stored)
    read_records(stored)
    read_the_rest(stored)
    for game_id in ("solitaire/classic", "solitaire/maria", "board", *CAPTURE_IDS):
        read_save(stored, game_id)


# -- the properties ---------------------------------------------------------------------------


@given(TEXTS)
def test_any_stored_text_is_read_or_refused_never_an_error(stored: str) -> None:
    read_everything(stored)


@pytest.mark.parametrize("name", sorted(RAW))
def test_nan_huge_numbers_and_deep_nesting_are_refused_everywhere(name: str) -> None:
    """Each raw text, whole, in every reader: the settings come back as the defaults, said to
    be damaged; no save or statistics are read from it."""
    stored = RAW[name]
    with pytest.raises(ValueError):
        read_json(stored)
    assert saves.Settings.read(stored) == (saves.Settings(), True)
    assert Records.read(stored, GAME_IDS)[1] is not None
    read_everything(stored)


@pytest.mark.parametrize("game_id", sorted(SAVES))
def test_a_wrong_value_in_any_field_of_a_save_is_refused_or_repaired(game_id: str) -> None:
    """Every field of a valid save of each family, gone or replaced by each bad value."""
    save = SAVES[game_id]
    for path in _paths(save):
        for value in BAD_VALUES:
            read_save(damaged(save, path, value), game_id)


@st.composite
def damaged_saves(draw: st.DrawFn) -> tuple[str, str]:
    game_id = draw(st.sampled_from(sorted(SAVES)))
    save = SAVES[game_id]
    path = draw(st.sampled_from(list(_paths(save))))
    value = draw(JSON_VALUES | st.sampled_from([..., *RAW]))
    return game_id, damaged(save, path, value)


@given(damaged_saves())
def test_any_value_in_any_field_of_a_save_is_refused_or_repaired(drawn: tuple[str, str]) -> None:
    game_id, stored = drawn
    read_save(stored, game_id)
    assert in_progress(game_id, stored) in (True, False)


def test_a_valid_save_of_each_family_still_reads() -> None:
    for game_id, save in SAVES.items():
        assert _loaded(json.dumps(save), game_id) is not None
        assert read_save(json.dumps(save), game_id) is not None


def test_a_redo_list_that_does_not_play_is_dropped_not_raised_on_redo() -> None:
    """A save whose redo list holds a move that is not one (``BadNotation`` on Redo), an
    empty step, a move to a column the game lacks, or a move that is no longer legal: the
    game reads, with no redo."""
    save = SAVES["solitaire/classic"]
    assert save["redo"]
    for redo in ([["zz"]], [[]], [["13>f"]], [["1>f"]], [*save["redo"], ["zz"]],
                 [["s"], ["s", "s"]] * 40):
        session = load_session(json.dumps({**save, "redo": redo}), "solitaire/classic")
        assert session is not None and session.redo == []
        assert session.redo_action() == []


def test_a_redo_step_that_plays_is_kept_as_the_table_writes_it() -> None:
    """``1>f`` names the foundation that fits only on the table it is played on: the redo list
    keeps ``1>f1``, which the table reads to say the move redone."""
    session = Session.new("solitaire/classic", 4)
    home = next(m for m in map(session.to_foundation, range(10)) if m is not None)
    session.play(home, auto=False)
    session.undo()
    save = session.to_save()
    written = [[str(home)]]
    assert save["redo"] == written and str(home).endswith(">f1")
    save["redo"] = [[str(home)[:-1]]]
    again = load_session(json.dumps(save), "solitaire/classic")
    assert again is not None and again.redo == written


def test_a_save_with_a_clock_of_nan_is_refused() -> None:
    """``"elapsed": NaN`` broke the table at every visit (its clock could not be written);
    it is damage, refused so that the table sets it aside."""
    stored = damaged(SAVES["solitaire/classic"], ("elapsed",), "nan")
    with pytest.raises(CorruptSave):
        load_session(stored, "solitaire/classic")


def test_typed_settings_are_damage_and_what_reads_is_kept() -> None:
    """``{"speed": []}`` stopped every page (an unhashable value looked up in a dict)."""
    for stored in ('{"speed": []}', '{"pace": {}}', '{"lang": ["hi"]}', '{"auto": "yes"}',
                   '{"speed": "warp"}', '[]', '"normal"', "{"):
        assert saves.Settings.read(stored) == (saves.Settings(), True), stored
    assert saves.Settings.read('{"lang": "hi", "speed": [], "later": 1}') == (
        saves.Settings(lang="hi"), True)
    assert saves.Settings.read('{"lang": "hi", "pace": null}') == (saves.Settings(lang="hi"),
                                                                   False)
    assert saves.Settings.read(None) == saves.Settings.read("") == (saves.Settings(), False)


def test_read_json_refuses_what_is_too_long_or_too_deep() -> None:
    deep = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert read_json(deep) is not None
    with pytest.raises(ValueError):
        read_json("[" + deep + "]")
    assert read_json('["[[[[[[", "{{{{"]' + " " * 10, most=100) == ["[[[[[[", "{{{{"]
    brackets = "[{" * MAX_DEPTH  # in strings, which nest nothing
    assert read_json(f'"{brackets}"') == brackets
    assert read_json(f'["{brackets}", "\\"{brackets}"]') == [brackets, f'"{brackets}']
    with pytest.raises(ValueError):
        read_json(" " * 101, most=100)


# -- links ------------------------------------------------------------------------------------

LINK_VALUES = st.text(max_size=30) | st.sampled_from(
    ["9" * 5000, "0" * 4400 + "3", "٣", "3" * 20, ",".join(["s"] * 20_000), "1e5", "-2"])


@given(st.dictionaries(
    st.sampled_from(["game", "deal", "lang", "players", "seats", "rounds", "pace", "partners",
                     "moves", "show", "embed", "amp;deal"]),
    LINK_VALUES,
))
def test_any_link_reads_or_is_said_to_be_wrong_never_an_error(values: dict[str, str]) -> None:
    """Every reader of a link's parameters, at a solitaire, the board game and a capture game,
    on the home page too: each problem is one with words, in each language."""
    query = parse_query("?" + "&".join(f"{k}={quote(v)}" for k, v in values.items()))
    deal, problems = urls.read_deal(query.deal)
    moves, bad_moves = read_moves(query.moves, deal)
    assert moves is None or len(moves) <= MAX_LINK_MOVES
    problems += bad_moves + urls.read_lang(query.lang, LANGUAGES)[1] + urls.read_show(query)[1]
    problems += urls.read_embed(query) + urls.read_solo(query) + urls.read_home(query, LANGUAGES)
    for choices, default, rounds in (((2, 3, 4), 2, 99), ((2, 3, 4, 5, 6), 3, None)):
        params = read_table(query, choices, default, KINDS, tuple(PACES), rounds)
        assert params.players is None or params.players in choices
        problems += params.problems
    for problem in problems:
        assert problem.param in text.URL_PROBLEMS
    for lang in LANGUAGES:
        assert len(explain(problems, Messages(lang))) <= len(problems)

