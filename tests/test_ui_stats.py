"""What the Statistics and Settings dialogs show (fortythieves.ui.shell.stats_view) and the settings
they keep (fortythieves.ui.shell.saves.Settings): the chart tells wins from losses by shape as well
as colour, settings of older visits and damaged ones still load, and a game counted once stays
counted across a save."""

from __future__ import annotations

import json
import re

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.games import GAME_IDS
from fortythieves.i18n import Messages
from fortythieves.ui.seated.seats import PACES
from fortythieves.ui.shell.records import GameRecord, Records, Result
from fortythieves.ui.shell.saves import SPEEDS, Settings
from fortythieves.ui.shell.stats_view import chart_svg, figures, settings_html, stats_html
from fortythieves.ui.solitaire.session import Session

EN = Messages("en")


def test_the_chart_marks_wins_with_a_circle_and_losses_with_a_hatched_cross() -> None:
    history = [Result(True, 200.0), Result(False, 50.0), Result(True, 400.0)]
    svg = chart_svg(history, True, EN)
    bars = re.findall(r'<g class="bar (won|lost)">(.*?)</g>', svg)
    assert [kind for kind, _ in bars] == ["won", "lost", "won"]
    assert all(("<circle" in body) == (kind == "won") for kind, body in bars)
    assert all(("<path" in body) == (kind == "lost") for kind, body in bars)
    assert 'aria-label="Latest games: 2 won, 1 lost."' in svg
    assert "Game 2: lost, 0:50" in svg
    assert "(the tallest bar: 6:40)" in svg  # the chart's scale, in words
    heights = [float(h) for h in re.findall(r'height="([\d.]+)"/>', svg)]
    assert heights[2] > heights[0] > heights[1]  # time 400 > 200 > 50


def test_table_games_chart_their_score_and_say_so_in_hindi() -> None:
    svg = chart_svg([Result(True, None, 12), Result(False, None, 3)], False, Messages("hi"))
    assert "हाल के खेलों के अंक" in svg and "12)" in svg
    assert "खेल 1: जीता, 12" in svg


def test_no_games_yet_is_said_in_words() -> None:
    assert "No games yet" in chart_svg([], True, EN)


def test_the_figures_of_a_game() -> None:
    record = GameRecord()
    for result in (Result(True, 125.0, 25_000), Result(False, 30.0, 500), Result(True, 99.0)):
        record.add(result)
    rows = {key: value for key, _, value in figures(record, EN)}
    assert rows == {"played": "3", "won": "2", "rate": "67%", "streak": "1",
                    "best_streak": "1", "best_time": "1:39", "best_score": "25,000"}
    empty = {key: value for key, _, value in figures(GameRecord(), EN)}
    assert empty["rate"] == empty["best_time"] == "–"
    untimed = {key for key, _, _ in figures(record, EN, timed=False)}  # the table games
    assert "best_time" not in untimed and "best_score" in untimed


def test_the_dialog_offers_every_game_and_the_solitaire_run() -> None:
    records = Records(run=3)
    html = stats_html(records, "solitaire/maria", GAME_IDS, EN, solitaire=True)
    assert html.count("<option") == len(GAME_IDS)
    assert '<option value="solitaire/maria" selected>' in html
    assert 'data-fig="run"' in html
    assert 'data-fig="run"' not in stats_html(records, "thief", GAME_IDS, EN, solitaire=False)


def test_the_settings_form_shows_the_current_choices() -> None:
    html = settings_html(Settings(lang="hi", four=True, speed="fast"), "slow", EN, reduced=True)
    assert '<option value="hi" lang="hi" selected>' in html  # each language names itself,
    assert '<option value="en" lang="en">' in html  # heard in its own voice
    assert 'id="set-four" data-setting="four" checked' in html
    assert '<option value="fast" selected>' in html
    assert '<option value="slow" selected>' in html
    assert "reduced motion" in html
    assert "kept in this browser" in html
    assert "Auto-move" in html and "Computer pace" in html  # kept: for every table
    framed = settings_html(Settings(), "slow", EN, reduced=False, kept=False)
    assert "kept in this browser" not in framed and "to this table only" in framed


def test_a_frames_settings_are_its_tables_own() -> None:
    """An embedded table's settings hold for it alone: a Thief frame has no solitaire's
    auto-move or scoring, a solitaire's frame no computer pace."""
    seated = settings_html(Settings(), "slow", EN, reduced=False, kept=False, solitaire=False)
    assert "Computer pace" in seated and "Auto-move" not in seated and "scoring" not in seated
    alone = settings_html(Settings(), "slow", EN, reduced=False, kept=False, solitaire=True)
    assert "Auto-move" in alone and "Computer pace" not in alone


settings_json = st.dictionaries(
    st.sampled_from(["lang", "auto", "scoring", "four", "speed", "pace", "other"]),
    st.none() | st.booleans() | st.integers() | st.sampled_from(
        ["en", "hi", "xx", *SPEEDS, *PACES, ""]),
)


@given(settings_json)
def test_any_saved_settings_load_to_valid_ones(data: dict) -> None:
    settings = Settings.read(json.dumps(data))[0]
    assert settings.lang in ("en", "hi") and settings.speed in SPEEDS
    assert settings.pace is None or settings.pace in PACES
    assert all(isinstance(getattr(settings, n), bool) for n in ("auto", "scoring", "four"))
    assert Settings.read(settings.dumps()) == (settings, False)


def test_settings_of_an_older_visit_still_load() -> None:
    old = json.dumps({"lang": "hi", "auto": False, "scoring": True, "four": True})
    settings, damaged = Settings.read(old)
    assert not damaged
    assert (settings.lang, settings.auto, settings.scoring, settings.four) == ("hi", False, True,
                                                                               True)
    assert (settings.speed, settings.pace) == ("normal", None)


def test_a_setting_takes_only_its_own_values() -> None:
    settings = Settings()
    assert settings.set("speed", "fast") and settings.speed == "fast"
    assert not settings.set("speed", "warp") and settings.speed == "fast"
    assert not settings.set("pace", "glacial") and settings.pace is None
    assert not settings.set("auto", "yes") and settings.auto is True
    assert not settings.set("colour", "red")


def test_animations_stop_when_turned_off_or_when_the_system_asks() -> None:
    assert Settings(speed="normal").motion(reduced=False) == 1.0
    assert 0 < Settings(speed="fast").motion(reduced=False) < 1
    assert Settings(speed="off").motion(reduced=False) == 0
    assert Settings(speed="fast").motion(reduced=True) == 0


def test_a_counted_game_stays_counted_in_its_save() -> None:
    session = Session.new("solitaire/classic", 1)
    session.counted = True
    again = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert again.counted
    older = session.to_save()
    del older["counted"]
    assert not Session.from_save(older).counted
