"""The winnability page (fortythieves.pages.winnability): what a reader of the site learns of
how many deals of each solitaire game can be won, in English and Hindi."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.games import SOLITAIRE_IDS, game_type
from fortythieves.i18n import LANGUAGES, Messages
from fortythieves.pages import home, winnability, words
from fortythieves.solitaire.solver import NOT_WINNABLE, UNKNOWN, VERSION, WINNABLE
from tests.test_pages import check


def line(game: str, deal: int, verdict: str, version: int = VERSION) -> dict[str, Any]:
    return {"game": game, "deal": deal, "budget": 10.0, "verdict": verdict, "version": version}


def lines() -> list[dict[str, Any]]:
    """Classic deals 1 to 8 (deal 5 missing): 3 winnable, 1 not, 3 unknown; Lucas 2 winnable;
    an older solver's line that the page leaves out."""
    verdicts = [WINNABLE, WINNABLE, UNKNOWN, WINNABLE, NOT_WINNABLE, UNKNOWN, UNKNOWN]
    classic = [line("solitaire/classic", deal, v)
               for deal, v in zip((1, 2, 3, 4, 6, 7, 8), verdicts, strict=True)]
    lucas = [line("solitaire/lucas", deal, WINNABLE) for deal in (1, 2)]
    return [*classic, *lucas, line("solitaire/maria", 1, WINNABLE, version=VERSION - 1)]


def row_of(page: str, game: str) -> str:
    found = re.search(rf'<tr data-game="{re.escape(game)}">(.*?)</tr>', page)
    assert found, game
    return found.group(1)


def test_each_studied_game_shows_its_shares_intervals_and_the_range_of_the_truth() -> None:
    page = winnability.render(winnability.rows_of(lines()), "en")
    check(page)
    classic = row_of(page, "solitaire/classic")
    assert 'href="../?game=solitaire/classic"' in classic  # the name plays the game
    assert "<b>7</b>" in classic and "numbers 1 to 8 (1 not searched)" in classic
    assert "<b>42.9%</b> <span class=\"count\">(3)</span>" in classic  # proved winnable
    assert "<b>14.3%</b>" in classic and "<b>42.9%</b> <span class=\"count\">(3)" in classic
    assert "42.9% to 85.7%" in classic  # between proved winnable and 1 - proved not winnable
    assert "10 CPU s a deal, solver " + str(VERSION) in classic
    lucas = row_of(page, "solitaire/lucas")
    assert "<b>100.0%</b>" in lucas and "100.0% to 100.0%" in lucas


def test_a_game_not_studied_is_named_as_such_never_given_a_figure() -> None:
    page = winnability.render(winnability.rows_of(lines()), "en")
    assert 'data-game="solitaire/maria"' not in page  # an older solver's results are not shown
    waiting = re.search(r"<p>Not searched yet: (.*?)\.</p>", page)
    assert waiting
    studied = {"solitaire/classic", "solitaire/lucas"}
    assert waiting.group(1).split(", ") == [
        game_type(g).name for g in SOLITAIRE_IDS if g not in studied]


def test_the_hindi_page_speaks_hindi_and_links_to_the_english_one() -> None:
    page = winnability.render(winnability.rows_of(lines()), "hi")
    checked = check(page)
    assert '<html lang="hi"' in page and "winnability.html" in checked.hrefs
    assert 'href="../?game=solitaire/classic&amp;lang=hi"' in page
    hindi = Messages("hi")
    for message in (words.WIN_TITLE, words.WIN_INTRO, *words.WIN_COLUMNS):
        assert hindi(message) != message and hindi(message) in page.replace("&#x27;", "'")
    assert "Not searched yet" not in page and "numbers 1 to 8" not in page


@given(st.lists(st.sampled_from([WINNABLE, NOT_WINNABLE, UNKNOWN]), min_size=1, max_size=40))
def test_the_range_always_holds_the_share_proved_winnable(verdicts: list[str]) -> None:
    rows = winnability.rows_of(line("solitaire/streets", deal, v)
                               for deal, v in enumerate(verdicts, 1))
    low, high = rows[0].bounds()
    assert 0 <= low <= high <= 1
    assert low == verdicts.count(WINNABLE) / len(verdicts)
    check(winnability.render(rows, "en"))


def test_the_home_links_to_the_page_in_each_language() -> None:
    page = check(home.home_html(lambda game: ""))
    for lang in LANGUAGES:
        assert f"rules/{winnability.page_name(lang)}" in page.hrefs
