"""Addresses typed or edited by people (fortythieves.ui.shell.urls): every unusable value is
reported as a problem, in English and Hindi, and replaced by a default; nothing in an address
breaks the page. Also the embed switch and the links the table writes back."""

from __future__ import annotations

import re
from urllib.parse import quote

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.engine import MAX_DEAL
from fortythieves.i18n import LANGUAGES, Messages
from fortythieves.ui.seated.seats import KINDS, PACES
from fortythieves.ui.shell.urls import (
    MAX_LINK_MOVES,
    Problem,
    build_query,
    explain,
    parse_query,
    playable,
    read_deal,
    read_embed,
    read_home,
    read_lang,
    read_moves,
    read_show,
    read_solo,
    read_table,
)


def test_a_game_is_found_as_a_person_or_a_rules_site_writes_it():
    """A solitaire by its own name alone, words in any case, spaces or underscores for
    hyphens, the classic by the family's name; a name of no game is kept as written, for the
    table to say so."""
    for written, game in [
        ("maria", "solitaire/maria"), ("Rank+and+File", "solitaire/rank-and-file"),
        ("little_forty", "solitaire/little-forty"), ("THIEF", "thief"),
        ("four+card", "four-card"), ("solitaire/Lucas", "solitaire/lucas"), ("board", "board"),
        ("solitaire/forty-thieves", "solitaire/classic"), ("Forty+Thieves", "solitaire/classic"),
    ]:
        assert parse_query(f"game={written}").game == game, written
    assert parse_query("game=Poker+Night").game == "poker night"
    assert parse_query("game=").game is None


def test_a_link_whose_ampersands_were_escaped_twice_reads_as_meant():
    """``&amp;`` in a link written into HTML by hand: the deal and the seats still count."""
    query = parse_query("game=thief&amp;players=3&amp;seats=human,easy,easy&amp;deal=7")
    assert (query.game, query.players, query.seats, query.deal) == (
        "thief", "3", "human,easy,easy", "7")
    assert parse_query("?game=maria&amp;deal=7&amp;embed=1").embed


def table(search: str, choices: tuple[int, ...] = (2, 3, 4), default: int = 2):
    return read_table(parse_query(search), choices, default, KINDS, tuple(PACES), 99)


def test_a_links_moves_are_read_and_a_pairs_plus_survives_the_address():
    """``moves=2C>m,5C+5H``: written as docs/links.md shows it, the "+" reaches the page as a
    space (form encoding); no move has a space, so it is a pair."""
    assert parse_query("moves=2C>m,9H,5C+5H").moves == ["2C>m", "9H", "5C+5H"]
    assert parse_query("moves=s,%20w>9%20,,QH%2BQS").moves == ["s", "w>9", "QH+QS"]
    assert parse_query("game=thief").moves is None


def test_a_good_deal_is_read_and_a_bad_one_is_a_problem():
    assert read_deal("123") == (123, [])
    assert read_deal(None) == (None, [])
    assert read_deal(str(MAX_DEAL)) == (MAX_DEAL, [])
    for bad in ("0", "-5", "abc", "1.5", str(MAX_DEAL + 1), "9" * 40, "¹", "2²"):
        assert read_deal(bad) == (None, [Problem("deal", bad)]), bad
    assert read_deal("१२३") == (123, [])  # Devanagari digits are a number too


def test_superscript_digits_are_a_problem_not_an_error():
    """"²" passes ``str.isdigit`` but not ``int``: it is a bad value like any other (found by
    the property test below)."""
    params = table("?players=%C2%B2&rounds=%C2%B9")
    assert params.players == 2 and params.rounds is None
    assert [p.param for p in params.problems] == ["players", "rounds"]


def test_language_is_read_in_any_case_and_an_unknown_one_is_a_problem():
    assert read_lang("hi", LANGUAGES) == ("hi", [])
    assert read_lang("HI", LANGUAGES) == ("hi", [])
    assert read_lang("fr", LANGUAGES) == (None, [Problem("lang", "fr")])
    assert read_lang(None, LANGUAGES) == (None, [])


def test_the_dialog_to_open_is_read_and_an_unknown_one_is_a_problem():
    """show=stats or show=settings; an embedded table keeps no statistics: Settings only."""
    assert read_show(parse_query("show=stats")) == ("stats", [])
    assert read_show(parse_query("show=Settings&embed=1")) == ("settings", [])
    assert read_show(parse_query("show=stats&embed=1")) == (None, [Problem("show_embed", "stats")])
    assert read_show(parse_query("show=nonsense")) == (None, [Problem("show", "nonsense")])
    assert read_show(parse_query("game=thief")) == (None, [])


def test_no_table_parameters_set_up_nothing():
    params = table("?game=board")
    assert not params.sets_up and params.problems == []


def test_a_frames_full_site_link_carries_the_moves_played_back_to_the_table():
    """"Play on the full site" goes on with the frame's game: its moves survive the address."""
    query = build_query("four-card", 5, "hi", setup={"players": "3"},
                        moves=["6C>m", "8C+8H", "JK>3"])
    assert parse_query(query).moves == ["6C>m", "8C+8H", "JK>3"]
    assert "embed" not in query and "moves" not in build_query("thief", 5)


def test_rounds_alone_set_up_a_game_of_the_usual_seats():
    """A rules site's one-round board game: rounds=1 with no players was dropped (10 rounds)."""
    params = table("?game=board&deal=7&rounds=1")
    assert params.sets_up and params.rounds == 1 and params.players is None


def test_good_table_parameters_are_taken():
    params = table("?game=board&players=3&seats=human,easy,hard&rounds=5&pace=fast")
    assert params.players == 3 and params.seats == ["human", "easy", "hard"]
    assert params.rounds == 5 and params.pace == "fast" and params.problems == []


def test_seats_alone_give_the_number_of_players():
    assert table("?seats=human,hard,hard,easy").players == 4


def test_bad_player_counts_fall_back_to_the_default():
    for bad in ("1", "5", "two", "-3"):
        params = table(f"?players={bad}")
        assert params.players == 2 and params.problems == [Problem("players", bad)], bad
    capture = table("?players=9", choices=(2, 3, 4, 5, 6), default=3)
    assert capture.players == 3 and capture.problems == [Problem("players", "9")]


def test_unknown_seats_and_a_wrong_number_of_seats_are_problems():
    params = table("?players=3&seats=human,wizard")
    assert params.players == 3
    assert params.seats == ["human", None]
    assert params.problems == [Problem("seat", "wizard"), Problem("seats", "human,wizard")]
    seven = ",".join(["human"] * 7)  # more seats than any table has: said, not cut silently
    params = table(f"?seats={seven}", choices=(2, 3, 4, 5, 6), default=3)
    assert params.players == 3 and params.problems == [Problem("seats", seven)]


def test_seats_none_of_which_can_be_read_are_said_once():
    """``seats=garbage``: its seat is the problem; the count of one seat is not another."""
    params = table("?seats=garbage", choices=(2, 3, 4, 5, 6), default=3)
    assert params.players == 3 and params.seats == [None]
    assert params.problems == [Problem("seat", "garbage")]


def test_an_empty_seat_is_the_usual_player_and_a_trailing_comma_no_seat():
    """``seats=hard,hard,`` was three seats, the last told as “” not a kind of seat."""
    params = table("?seats=hard,hard,", choices=(2, 3, 4, 5, 6), default=3)
    assert params.players == 2 and params.seats == ["hard", "hard"] and params.problems == []
    params = table("?seats=human,,hard", choices=(2, 3, 4, 5, 6), default=3)
    assert params.players == 3 and params.seats == ["human", None, "hard"]
    assert params.problems == []


def test_a_links_moves_need_its_deal():
    """Moves mean something only on their deal: with none, or a bad one, they are left out."""
    assert read_moves(["s", "4>5"], 9) == (["s", "4>5"], [])
    assert read_moves(None, None) == (None, [])
    assert read_moves(["s", "zz"], None) == (None, [Problem("moves", "s,zz")])


def test_a_link_holds_no_more_moves_than_a_game_can():
    """A 1.2 MB ``moves=`` left a 2.4 MB save: the moves past what any game holds are left
    out, and said, in each language."""
    many = ["s", "r"] * MAX_LINK_MOVES
    moves, problems = read_moves(many, 9)
    assert moves == many[:MAX_LINK_MOVES]
    assert problems == [Problem("moves_many", str(len(many)), MAX_LINK_MOVES)]
    assert read_moves(many[:MAX_LINK_MOVES], 9) == (many[:MAX_LINK_MOVES], [])
    assert explain(problems, Messages("en")) == [
        "The link has more moves than a game holds: only the first 10,000 are played."]
    assert "10,000" in explain(problems, Messages("hi"))[0]


def test_counts_of_thousands_of_digits_are_problems():
    """``players=`` or ``rounds=`` of 5,000 digits stopped the table (``int()`` refuses so
    many digits with ValueError)."""
    params = table(f"?players={'9' * 5000}&rounds={'0' * 4400}3")
    assert params.players == 2 and params.rounds is None
    assert params.problems == [Problem("players", "9" * 5000), Problem("rounds", "0" * 4400 + "3")]


def test_bad_rounds_pace_and_partners_are_problems():
    params = table("?players=2&rounds=0&pace=warp&partners=maybe")
    assert params.rounds is None and params.pace is None and params.partners is None
    assert [p.param for p in params.problems] == ["rounds", "pace", "partners"]
    assert table("?players=4&partners=0").partners is False
    assert table("?players=4&partners=YES").partners is True


def test_rounds_asked_of_a_game_played_in_hands_are_a_problem():
    """The capture games have no rounds: ``rounds=3`` is said to be left out, not ignored."""
    params = read_table(parse_query("?players=3&rounds=3"), (2, 3), 3, KINDS, tuple(PACES), None)
    assert params.players == 3 and params.rounds is None
    assert params.problems == [Problem("no_rounds", "3")]
    words = explain(params.problems, Messages("en"))
    assert words == ["This game is played in hands, not rounds; “rounds=3” is left out."]


def test_problems_are_said_in_the_players_language():
    problems = [Problem("deal", "x"), Problem("lang", "fr")]
    english = explain(problems, Messages("en"))
    assert "“x” is not a deal number" in english[0] and "“fr”" in english[1]
    hindi = explain(problems, Messages("hi"))
    assert "“x”" in hindi[0] and "“fr”" in hindi[1] and hindi != english
    assert all(any("\u0900" <= ch <= "\u097f" for ch in line) for line in hindi)


def test_a_solitaire_leaves_out_what_only_a_seated_table_reads():
    query = parse_query("game=solitaire/maria&pace=warp&rounds=5&deal=3")
    assert read_solo(query) == [Problem("solo", "rounds=5"), Problem("solo", "pace=warp")]
    assert read_solo(parse_query("game=solitaire/maria&deal=3")) == []


def test_the_same_problem_is_said_once():
    seats = [Problem("seat", ""), Problem("seat", ""), Problem("seat", "x")]
    assert len(explain(seats, Messages("en"))) == 2


def test_a_bad_deal_beside_a_game_that_goes_on_promises_no_random_deal():
    bad = [Problem("deal", "abc")]
    assert explain(bad, Messages("en"))[0].endswith("here is a random deal.")
    assert explain(bad, Messages("en"), kept=True) == [
        "“abc” is not a deal number (1 to 2,147,483,647)."]


def test_a_move_problem_names_its_place():
    words = explain([Problem("move", "zz", 2)], Messages("en"))
    assert words == ["Move 2 of the link (“zz”) cannot be played; the game stops before it."]


def test_every_kind_of_problem_has_words():
    for param in ("deal", "lang", "players", "seat", "seats", "rounds", "pace", "partners",
                  "no_rounds", "no_partners", "move", "show", "show_embed", "deal_kept", "solo",
                  "embed"):
        for lang in LANGUAGES:
            words = explain([Problem(param, "?")], Messages(lang))[0]
            assert re.search(r"“(\w+=)?\?”", words), (param, lang)  # “?” or “rounds=?”


def test_embed_switch_and_links():
    assert parse_query("?embed=1&game=thief").embed
    assert not parse_query("?embed=0&game=thief").embed
    assert not parse_query("?game=thief").embed
    assert build_query("thief", None, "hi", embed=True) == "?game=thief&lang=hi&embed=1"
    assert build_query("solitaire/maria", 7) == "?game=solitaire/maria&deal=7"
    assert parse_query("?game=Solitaire/MARIA").game == "solitaire/maria"  # as typed by hand
    assert build_query("gharat", 3, setup={"players": "4", "partners": "1"}) == (
        "?game=gharat&deal=3&players=4&partners=1")  # a seated table's full-site link


def test_an_embed_value_neither_yes_nor_no_is_a_problem():
    """A host page's typo (embed=2) showed the whole site in its frame without a word."""
    assert read_embed(parse_query("?embed=1")) == read_embed(parse_query("?embed=no")) == []
    assert read_embed(parse_query("?game=thief")) == []
    assert read_embed(parse_query("?embed=2&game=gharat")) == [Problem("embed", "2")]
    assert not parse_query("?embed=2").embed
    words = explain([Problem("embed", "2")], Messages("en"))
    assert words == ["To show the table alone, in a frame on another site, a link says embed=1, "
                     "not “2”; the whole page is shown."]


def test_a_long_value_is_quoted_cut_short():
    """5,000 characters of a bad value hid the rest of the sentence, and were all read out."""
    said = explain([Problem("lang", "x" * 5000)], Messages("en"))[0]
    assert len(said) < 120 and "x" * 39 + "…”" in said and said.endswith("it had.")


TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)


@given(st.dictionaries(
    st.sampled_from(["game", "deal", "lang", "players", "seats", "rounds", "pace", "partners",
                     "moves", "embed"]),
    TEXT,
))
def test_any_address_reads_without_error_and_within_range(values: dict[str, str]):
    search = "?" + "&".join(f"{k}={quote(v)}" for k, v in values.items())
    query = parse_query(search)
    deal, _ = read_deal(query.deal)
    assert deal is None or 1 <= deal <= MAX_DEAL
    lang, _ = read_lang(query.lang, LANGUAGES)
    assert lang is None or lang in LANGUAGES
    params = read_table(query, (2, 3, 4), 2, KINDS, tuple(PACES), 99)
    assert params.players is None or params.players in (2, 3, 4)
    assert params.rounds is None or 1 <= params.rounds <= 99
    assert params.pace is None or params.pace in PACES
    assert all(s is None or s in KINDS for s in params.seats or [])
    assert len(explain(params.problems, Messages("en"))) == len(params.problems)


def test_a_setup_in_the_address_reads_back_as_the_same_setup():
    """The full-site link of a seated table names its setup; read again, it sets up the same
    game (players, seats, rounds; Gharat's partnerships)."""
    from fortythieves.ui.capture.session import CaptureSetup
    from fortythieves.ui.seated.seats import Setup

    gharat = CaptureSetup(players=4, seats=["human", "hard", "human", "easy"], game_id="gharat",
                          partners=False)
    params = table(build_query("gharat", 3, setup=gharat.address()), choices=(2, 3, 4))
    assert params.players == 4 and params.seats == gharat.seats and params.partners is False
    board = Setup(players=3, seats=["human", "easy", "hard"], rounds=5)
    params = table(build_query("board", 3, setup=board.address()))
    assert (params.players, params.seats, params.rounds) == (3, board.seats, 5)
    assert params.problems == []


def test_the_home_says_what_only_a_game_reads_and_an_unknown_language():
    """``?deal=5`` with no game showed the home without a word; a sharing site's own names
    (``fbclid``) are not ours and pass in silence."""
    assert read_home(parse_query("?fbclid=x1&utm_source=mail"), LANGUAGES) == []
    assert read_home(parse_query("?lang=HI"), LANGUAGES) == []
    assert read_home(parse_query("?deal=-5&players=3&moves=s,w>9&lang=fr"), LANGUAGES) == [
        Problem("lang", "fr"), Problem("no_game", "deal=-5 players=3 moves=s,w>9")]
    hindi = explain([Problem("no_game", "deal=5")], Messages("hi"))
    assert hindi == ["इस लिंक में किसी खेल का नाम नहीं है, इसलिए “deal=5” छोड़ दिया गया है: "
                     "नीचे से कोई खेल चुनें।"]


def test_what_is_left_of_a_links_moves_stops_before_the_first_bad_one():
    moves = ["s", "w>9", "zzz", "s"]
    assert playable(moves, [Problem("lang", "xx"), Problem("move", "zzz", 3)]) == ["s", "w>9"]
    assert playable(moves, [Problem("deal", "-1")]) == moves
