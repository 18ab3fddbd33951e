"""The embedded table's message protocol (fortythieves.ui.embed): the host's commands are taken
only when well formed, anything else is ignored without an error, and a table that cannot undo
says so instead of doing something else."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.engine import MAX_DEAL
from fortythieves.ui.embed import SOURCE, Command, event, obey, parse_command


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
