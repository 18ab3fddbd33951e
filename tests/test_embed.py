"""The embedded table's message protocol (fortythieves.ui.shell.embed): the host's commands are
taken only when well formed, anything else is ignored without an error, and a table that cannot
undo says so instead of doing something else. Only a framed table in embed mode talks, only to
its parent window, and only with the origin ``origin=`` names when it names one (a bad one is
said)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.engine import MAX_DEAL
from fortythieves.i18n import LANGUAGES, Messages
from fortythieves.ui.shell.embed import SOURCE, Channel, Command, event, obey, parse_command
from fortythieves.ui.shell.urls import (
    Problem,
    build_query,
    explain,
    parse_origin,
    parse_query,
    read_embed,
)


def cmd(**fields):
    return {"target": SOURCE, **fields}


def test_the_three_commands_are_understood():
    assert parse_command(cmd(type="new-deal")) == Command("new-deal")
    assert parse_command(cmd(type="new-deal", deal=42)) == Command("new-deal", deal=42)
    assert parse_command(cmd(type="undo")) == Command("undo")
    assert parse_command(cmd(type="language", lang="hi")) == Command("language", lang="hi")


def test_foreign_or_malformed_messages_are_ignored():
    for junk in (
        None, "undo", 42, [cmd(type="undo")], {"type": "undo"},
        {"target": "someone-else", "type": "undo"},
        cmd(type="explode"), cmd(), cmd(type=["undo"]),
        cmd(type="new-deal", deal="42"), cmd(type="new-deal", deal=0),
        cmd(type="new-deal", deal=MAX_DEAL + 1), cmd(type="new-deal", deal=True),
        cmd(type="new-deal", deal=4.5), cmd(type="language", lang="fr"),
        cmd(type="language"), cmd(type="language", lang=None),
    ):
        assert parse_command(junk) is None, junk


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12,
)


@given(JSON, st.sampled_from(["new-deal", "undo", "language", "other"]))
def test_any_data_is_a_valid_command_or_none(data, kind):
    for message in (data, {"target": SOURCE, "type": kind, "deal": data, "lang": data}):
        command = parse_command(message)
        assert command is None or isinstance(command, Command)
        if command is not None and command.deal is not None:
            assert 1 <= command.deal <= MAX_DEAL


class FakeTable:
    def __init__(self, undo_reason: str | None) -> None:
        self.calls: list[tuple[str, object]] = []
        self.undo_reason = undo_reason

    def new_deal(self, deal: int | None = None) -> None:
        self.calls.append(("new_deal", deal))

    def undo_for_host(self) -> str | None:
        self.calls.append(("undo", None))
        return self.undo_reason

    def set_language(self, lang: str) -> None:
        self.calls.append(("language", lang))


def test_commands_reach_the_table_and_refusals_are_answered():
    table = FakeTable(None)
    assert obey(table, Command("new-deal", deal=7)) is None
    assert obey(table, Command("undo")) is None
    assert obey(table, Command("language", lang="hi")) is None
    assert table.calls == [("new_deal", 7), ("undo", None), ("language", "hi")]
    seated = FakeTable("no-undo")
    assert obey(seated, Command("undo")) == {"command": "undo", "reason": "no-undo"}


def test_events_name_their_source_game_and_type():
    data = event("move", "thief", move="p AS", player=1)
    assert data == {"source": SOURCE, "version": 1, "type": "move", "game": "thief",
                    "move": "p AS", "player": 1}


# --- who the table talks with ----------------------------------------------------------------

HOST = "https://rules.example.org"


def test_an_origin_is_scheme_host_and_port_written_as_a_browser_writes_it():
    assert parse_origin(HOST) == HOST
    assert parse_origin("HTTPS://Rules.Example.ORG:443") == HOST  # event.origin's own form
    assert parse_origin("http://localhost:8001") == "http://localhost:8001"
    assert parse_origin("http://127.0.0.1:080") == "http://127.0.0.1"
    assert parse_origin("http://[0:0::1]:8080") == "http://[::1]:8080"


def test_anything_more_or_less_than_an_origin_is_not_one():
    for text in (
        None, "", "*", "null", "rules.example.org", "//rules.example.org", HOST + "/",
        HOST + "/rules", HOST + "?x=1", HOST + "#top", "https://user@rules.example.org",
        "https://rules.example.org:0", "https://rules.example.org:65536",
        "https://rules.example.org:", "ftp://rules.example.org", "javascript:alert(1)",
        "file:///etc/passwd", "https://rules..example.org", "https://[::g]", " " + HOST,
        HOST + "\n", "https://règles.example.org", "https://rules.example.org,https://x.org",
    ):
        assert parse_origin(text) is None, text


@given(st.text(max_size=40))
def test_any_text_is_an_origin_that_reads_back_the_same_or_none(text):
    origin = parse_origin(text)
    assert origin is None or parse_origin(origin) == origin


def test_a_bad_origin_is_said_in_words_and_left_out():
    query = parse_query("?embed=1&game=maria&origin=rules.example.org/x")
    assert read_embed(query) == [Problem("origin", "rules.example.org/x")]
    assert Channel.of(query, framed=True) == Channel(open=True, origin=None)
    for lang in LANGUAGES:
        assert "rules.example.org/x" in explain(read_embed(query), Messages(lang))[0]
    assert read_embed(parse_query(f"?embed=1&origin={HOST}")) == []
    assert read_embed(parse_query("?embed=maybe&origin=x")) == [Problem("embed", "maybe"),
                                                               Problem("origin", "x")]


def test_only_a_framed_table_in_embed_mode_posts_and_listens():
    assert Channel.of(parse_query("?game=maria"), framed=True).target is None  # the full site
    assert Channel.of(parse_query("?embed=1&game=maria"), framed=False).target is None
    assert Channel.of(parse_query("?embed=0&origin=" + HOST), framed=True).target is None
    assert Channel.of(parse_query("?embed=1&game=maria"), framed=True).target == "*"
    named = Channel.of(parse_query(f"?game=maria&amp;embed=1&amp;origin={HOST}"), framed=True)
    assert named == Channel(open=True, origin=HOST) and named.target == HOST


def test_commands_are_read_from_the_parent_window_at_the_named_origin_only():
    anyone, named, closed = Channel(True), Channel(True, HOST), Channel(False)
    assert anyone.accepts(from_parent=True, origin="https://elsewhere.example")
    assert not anyone.accepts(from_parent=False, origin=HOST)  # another frame, a popup
    assert named.accepts(from_parent=True, origin=HOST)
    for origin in ("https://elsewhere.example", "http://rules.example.org", "null", ""):
        assert not named.accepts(from_parent=True, origin=origin)
    assert not named.accepts(from_parent=False, origin=HOST)
    assert not closed.accepts(from_parent=True, origin=HOST)


def test_an_embedded_tables_own_address_keeps_its_origin():
    """The table writes its address anew as it plays: a reload of the frame must not open the
    channel to any origin."""
    own = build_query("board", 5, "hi", True, setup={"players": "2"}, origin=HOST)
    assert Channel.of(parse_query(own), framed=True) == Channel(True, HOST)
    assert "origin" not in build_query("board", 5, origin=HOST)  # the full site has none
