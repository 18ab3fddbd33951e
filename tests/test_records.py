"""The statistics behind the Statistics dialog (fortythieves.ui.shell.records): figures a player can
trust (never more wins than games, a streak never above the best), an exported file that
imports back to the same figures, and files that are broken, foreign or from a newer version
refused without changing anything."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.games import GAME_IDS
from fortythieves.ui.shell.records import HISTORY, GameRecord, Records, RecordsError, Result

results = st.builds(
    Result,
    won=st.booleans(),
    time=st.none() | st.floats(min_value=0, max_value=10**6, allow_nan=False),
    score=st.none() | st.integers(min_value=-10**6, max_value=10**6),
)
games = st.lists(st.tuples(st.sampled_from(GAME_IDS), results), max_size=80)


def filled(played: list[tuple[str, Result]]) -> Records:
    records = Records()
    for game_id, result in played:
        records.add(game_id, result, solitaire=game_id.startswith("solitaire/"))
    return records


@given(games)
def test_figures_agree_with_each_other(played: list[tuple[str, Result]]) -> None:
    records = filled(played)
    for game_id, record in records.games.items():
        mine = [r for g, r in played if g == game_id]
        assert record.played == len(mine)
        assert record.won == sum(r.won for r in mine) <= record.played
        assert record.streak <= record.best_streak <= record.won
        assert record.history == mine[-HISTORY:]
        wins = [r.time for r in mine if r.won and r.time is not None]
        assert record.best_time == (min(wins) if wins else None)
        scores = [r.score for r in mine if r.score is not None]
        assert record.best_score == (max(scores) if scores else None)
        rate = record.rate
        assert rate is not None and 0 <= rate <= 1


@given(games)
def test_export_then_import_gives_the_same_figures(played: list[tuple[str, Result]]) -> None:
    records = filled(played)
    again = Records.parse(records.export_text(), GAME_IDS)
    assert again == records
    assert Records.read(records.dumps(), GAME_IDS)[0] == records


@given(st.lists(st.booleans(), max_size=40))
def test_the_streak_counts_the_wins_since_the_last_loss(wins: list[bool]) -> None:
    record = GameRecord()
    for won in wins:
        record.add(Result(won))
    runs = "".join("w" if w else "l" for w in wins).split("l")
    assert record.streak == len(runs[-1])
    assert record.best_streak == max(len(r) for r in runs)


def test_the_solitaire_run_spans_variants_and_ignores_other_games() -> None:
    records = Records()
    records.add("solitaire/maria", Result(True, 100.0), solitaire=True)
    records.add("solitaire/lucas", Result(True, 90.0), solitaire=True)
    records.add("board", Result(False, score=2))
    assert records.run == 2
    records.add("solitaire/maria", Result(False, 30.0), solitaire=True)
    assert records.run == 0
    assert records.get("solitaire/maria").streak == 0
    assert records.get("solitaire/lucas").streak == 1


def test_reset_one_game_or_everything() -> None:
    records = Records()
    records.add("solitaire/maria", Result(True, 100.0), solitaire=True)
    records.add("thief", Result(True, score=40))
    records.reset("thief")
    assert records.get("thief") == GameRecord()
    assert records.get("solitaire/maria").won == 1
    records.reset()
    assert records == Records()


def test_an_older_visit_keeps_its_run_of_wins() -> None:
    assert Records.read(None, GAME_IDS, streak=4)[0].run == 4
    stored = Records(run=1).dumps()
    assert Records.read(stored, GAME_IDS, streak=4)[0].run == 1


def good_file() -> dict:
    records = Records()
    records.add("solitaire/classic", Result(True, 61.0, 25_000), solitaire=True)
    return records.to_json()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "broken"),
        ("{not json", "broken"),
        ("[1, 2]", "foreign"),
        (json.dumps({"name": "someone else's file"}), "foreign"),
        (json.dumps({**good_file(), "format": 2}), "future"),
        (json.dumps({**good_file(), "format": "1"}), "broken"),
        (json.dumps({**good_file(), "games": []}), "broken"),
        (json.dumps({**good_file(), "games": {"chess": {}}}), "broken"),
        (json.dumps({**good_file(), "run": -1}), "broken"),
        (json.dumps({**good_file(), "daily": []}), "broken"),
        (json.dumps({**good_file(), "daily": {"chess": {}}}), "broken"),
        (json.dumps({**good_file(), "daily": {"solitaire/classic": {"2026-02-30": True}}}),
         "broken"),
        (json.dumps({**good_file(), "daily": {"solitaire/classic": {"2026-12-24": 1}}}),
         "broken"),
    ],
)
def test_a_bad_file_is_refused_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(RecordsError) as refused:
        Records.parse(text, GAME_IDS)
    assert refused.value.reason == reason


@pytest.mark.parametrize(
    "change",
    [
        {"won": 2},  # more wins than games
        {"streak": 2, "best_streak": 1},
        {"played": True},
        {"best_time": -5},
        {"best_time": float("nan")},
        {"best_score": 1.5},
        {"history": [{"won": "yes"}]},
        {"history": [{"won": True}, {"won": True}]},  # more games in the chart than played
    ],
)
def test_figures_that_contradict_each_other_are_refused(change: dict) -> None:
    data = good_file()
    data["games"]["solitaire/classic"].update(change)
    with pytest.raises(RecordsError) as refused:
        Records.parse(json.dumps(data), GAME_IDS)
    assert refused.value.reason == "broken"


def test_damaged_storage_gives_empty_records_not_an_error() -> None:
    assert Records.read("{broken", GAME_IDS)[0] == Records()
    assert Records.read(json.dumps({"app": "x"}), GAME_IDS, streak=3)[0] == Records()


def test_kept_statistics_refused_say_why_so_they_can_be_set_aside() -> None:
    """Damaged or a newer version's: the page keeps them aside rather than count over them."""
    assert Records.read("{broken", GAME_IDS)[1].reason == "broken"
    newer = {**good_file(), "format": 99}
    assert Records.read(json.dumps(newer), GAME_IDS)[1].reason == "future"
    assert Records.read(json.dumps(good_file()), GAME_IDS)[1] is None
    assert Records.read(None, GAME_IDS, streak=2) == (Records(run=2), None)


def test_a_table_game_counts_for_the_people_against_the_computers() -> None:
    from fortythieves.ui.shell.records import seated_result

    assert seated_result([0], 3, [0], [5, 3, 1]) == Result(True, None, 5)
    assert seated_result([0, 2], 4, [1, 3], [2, 4, 2, 4]) == Result(False, None, 2)
    assert seated_result([0], 2, [], [0, 0]) == Result(False, None, 0)  # left unfinished
    assert seated_result([0, 1], 2, [0], [3, 1]) is None  # people only: hot-seat
    assert seated_result([], 2, [0], [3, 1]) is None  # computers only


def test_a_daily_deal_counts_its_day_once_and_days_won_in_a_row() -> None:
    records = Records()
    lost, won = Result(False), Result(True, 100.0)
    for day, result in (("2026-12-20", won), ("2026-12-22", lost), ("2026-12-22", won),
                        ("2026-12-23", won), ("2026-12-24", lost)):
        records.add("solitaire/classic", result, solitaire=True, daily=day)
    daily = records.daily["solitaire/classic"]
    assert (daily.played, daily.won) == (4, 3)  # the 22nd: lost once, then won
    assert (daily.streak, daily.best_streak) == (0, 2)  # the 24th lost; the 20th alone
    records.add("solitaire/classic", won, solitaire=True, daily="2026-12-25")
    assert daily.streak == 1 and records.get("solitaire/classic").played == 6
    assert Records.parse(records.export_text(), GAME_IDS) == records
    records.reset("solitaire/classic")
    assert records.daily == {}
