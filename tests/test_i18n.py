"""Words for people: every reason the engine can give has a sentence, in English or Hindi."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

import fortythieves
from fortythieves.engine import MAX_DEAL, GameError
from fortythieves.games import get_game
from fortythieves.i18n import LOCALE_DIR, REASONS, Messages, grouped
from fortythieves.ui.capture import words as capture_words
from fortythieves.ui.solitaire import words as solitaire_words

PACKAGE = Path(fortythieves.__file__).parent
SOURCES = [
    PACKAGE / "engine.py",
    PACKAGE / "games.py",
    *sorted((PACKAGE / "solitaire").glob("*.py")),
    *sorted((PACKAGE / "board").glob("*.py")),
    *sorted((PACKAGE / "thief").glob("*.py")),
]
ERRORS = {"GameError", "IllegalMove", "BadNotation", "CorruptSave"}


def _strings(node: ast.AST | None) -> set[str]:
    """String constants an expression may evaluate to (through ``a if c else b``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body) | _strings(node.orelse)
    return set()


def reason_ids_in_source() -> set[str]:
    """Every reason id written in the engine's source: the first argument of each error it
    raises, each string ``why_illegal`` returns, and the build-rule reasons."""
    found: set[str] = set()
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in ERRORS:
                    found |= _strings(node.args[0])
            if isinstance(node, ast.FunctionDef) and node.name == "why_illegal":
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return):
                        found |= _strings(inner.value)
            if isinstance(node, ast.Assign) and any(
                getattr(t, "id", "") == "BUILD_REASON" for t in node.targets
            ):
                found |= {v.value for v in node.value.values}  # type: ignore[attr-defined]
    return found


def test_every_reason_the_engine_gives_has_a_message():
    """Every refusal a player can meet is explained in words (i18n.REASONS)."""
    ids = reason_ids_in_source()
    # the scan must have found the engine's reasons, or it proves nothing
    assert {"bad-deal", "bad-position", "kings-only", "build-alt-colour", "no-redeal"} <= ids
    assert len(ids) >= 25
    assert ids - set(REASONS) == set()


def test_messages_name_only_parameters_the_engine_gives():
    """A message's {placeholders} are among the parameters its errors carry."""
    given = {
        "bad-deal": {"deal", "max"},
        "unknown-game": {"game"},
        "bad-players": {"players"},
        "bad-rounds": {"rounds", "max"},
        "bad-option": {"option"},
        "bad-seats": {"seats"},
        "unknown-level": {"level"},
        "bad-date": {"value"},
        "no-daily-deal": {"game"},
    }
    for reason, message in REASONS.items():
        fields = {f for _, f, _, _ in string.Formatter().parse(message) if f}
        assert fields <= given.get(reason, set()), reason


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_engine_errors_read_as_whole_sentences(lang):
    """S-4: a refused deal number reads as a sentence with the limit filled in."""
    msg = Messages(lang)
    with pytest.raises(GameError) as error:
        get_game("solitaire/classic").new_state(0)
    text = msg.reason(error.value.reason, error.value.params)
    assert "{" not in text and str(MAX_DEAL) in text
    with pytest.raises(GameError) as error:
        get_game("solitaire/nonesuch")
    text = msg.reason(error.value.reason, error.value.params)
    assert "{" not in text and "solitaire/nonesuch" in text


def test_unknown_language_and_reason_fall_back():
    """An unknown language is English; an unknown reason gets the generic sentence."""
    assert Messages("xx").lang == "en"
    assert Messages("hi").lang == "hi"
    en = Messages("en")
    assert en.reason("kings-only") == "Only a king may fill an empty column."
    assert en.reason("no-such-reason") == en.reason("bad-move")
    assert Messages("hi")("A sentence no catalog has.") == "A sentence no catalog has."
    assert en(("{count} card", "{count} cards"), count=1) == "1 card"  # no catalog entry
    assert en(("{count} card", "{count} cards"), count=3) == "3 cards"


def _catalog(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / "messages.mo"


def test_hindi_falls_back_to_english_without_a_catalog():
    if _catalog("hi").exists():
        pytest.skip("a compiled Hindi catalog is present")
    assert Messages("hi").reason("kings-only") == REASONS["kings-only"]


@pytest.mark.skipif(not _catalog("hi").exists(), reason="no compiled Hindi catalog (make catalogs)")
def test_hindi_catalog_translates_every_reason():
    """Every refusal has a Hindi sentence once the catalogs are compiled."""
    hi = Messages("hi")
    untranslated = [r for r, message in REASONS.items() if hi(message) == message]
    assert untranslated == []



def _plural_messages() -> list[tuple[str, str]]:
    from fortythieves.ui.shell import text

    found: list[tuple[str, str]] = []
    values = [*vars(text).values(), *vars(capture_words).values(),
              *vars(solitaire_words).values()]
    for value in values:
        for item in value.values() if isinstance(value, dict) else [value]:
            if isinstance(item, tuple) and len(item) == 2 and "{count}" in item[0]:
                found.append(item)
    return found


def test_counts_of_one_read_in_the_singular():
    """"Stock: 1 card left", not "1 cards"; in Hindi पत्ता for one, पत्ते for more and for
    none; every message that follows a count has both Hindi forms."""

    en, hi = Messages("en"), Messages("hi")
    assert en(solitaire_words.STOCK_LABEL, count=1) == "Stock: 1 card left"
    assert en(solitaire_words.STOCK_LABEL, count=2) == "Stock: 2 cards left"
    assert hi(solitaire_words.STOCK_LABEL, count=1) == "स्टॉक: 1 पत्ता बाकी"
    assert hi(solitaire_words.STOCK_LABEL, count=3) == "स्टॉक: 3 पत्ते बाकी"
    assert hi(capture_words.CAPTURE["cards"], count=0) == "0 पत्ते"
    draw = capture_words.CAPTURE["move_draw"]  # a rival's draw in Thief and Four Card Thief
    assert en(draw, name="Computer 2", count=1) == "Computer 2 draws 1 card."
    assert hi(draw, name="कंप्यूटर 2", count=1) == "कंप्यूटर 2 ने 1 पत्ता लिया।"
    assert hi(draw, name="कंप्यूटर 2", count=2) == "कंप्यूटर 2 ने 2 पत्ते लिए।"
    from fortythieves.ui.solitaire.solver_text import LINE

    assert en(LINE["known"], count=1) == "Winnable: a winning line of 1 move is known from here."
    assert "1 चाल का" in hi(LINE["known"], count=1) and "9 चालों" in hi(LINE["known"], count=9)
    plurals = _plural_messages()
    assert len(plurals) >= 10
    for message in plurals:
        fields = {name: name for _, name, _, _ in string.Formatter().parse(message[1]) if name}
        del fields["count"]
        for count in (1, 5):
            assert hi(message, **fields, count=count) != en(message, **fields, count=count)


def _po_entries(lang: str) -> list[tuple[str, str]]:
    """(English template, translation) of every translated message of a language's catalog."""
    pofile = pytest.importorskip("babel.messages.pofile")  # not among the Pyodide test wheels
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as po:
        catalog = pofile.read_po(po)
    entries = []
    for entry in catalog:
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        entries += [(ids[-1], s) for s in strings if entry.id and s]
    return entries


NAMED = {"card", "other", "name", "victim", "loser", "target"}  # names, with .oblique


@pytest.mark.parametrize("lang", ["en", "hi"])
def test_translations_fill_only_the_fields_their_message_gives(lang):
    """A translation names no field its English message lacks (which would fail on screen),
    and asks for the oblique form (``{card.oblique}``, ``{victim.oblique}``) only of a name."""
    entries = _po_entries(lang)
    assert len(entries) > (400 if lang == "hi" else 5)
    for english, translated in entries:
        given = {f for _, f, _, _ in string.Formatter().parse(english) if f}
        for _, field, _, _ in string.Formatter().parse(translated):
            if field:
                name, _, attribute = field.partition(".")
                assert name in given, (english, translated)
                assert attribute in ("", "oblique") and (not attribute or name in NAMED)


def test_hindi_card_names_take_the_oblique_before_a_postposition():
    """"हुकुम के चौके से पैकेट वापस लें", not "हुकुम का चौका से": a masculine rank changes
    before से, a feminine one (दुक्की, बेगम) does not; English is the same either way."""
    from fortythieves.ui.capture.story import name_of

    hi, en = Messages("hi"), Messages("en")
    four, queen = name_of("4S", hi), name_of("QH", hi)
    assert four == "हुकुम का चौका" and four.oblique == "हुकुम के चौके"
    assert queen == queen.oblique == "पान की बेगम"
    assert hi(capture_words.CAPTURE["hint_recap"], card=four) == "संकेत: हुकुम के चौके से पैकेट वापस लें।"
    assert hi(capture_words.CAPTURE["recap_take"], card=queen) == "पान की बेगम से वापस लें"
    assert hi(capture_words.CAPTURE["recap_take"], card=name_of("JK", hi)) == "जोकर से वापस लें"
    assert en(capture_words.CAPTURE["hint_recap"], card=name_of("4S", en)) == (
        "Hint: take the packet back with Four of spades.")
    # a plain name too
    assert hi(capture_words.CAPTURE["recap_take"], card="जोकर") == "जोकर से वापस लें"


def test_hindi_joins_you_to_its_postposition_as_a_pronoun():
    """"आपकी जीती हुई ढेरी", as Hindi writes a pronoun with its postposition; a name keeps
    them apart ("कंप्यूटर 2 की")."""
    from fortythieves.i18n import Oblique
    from fortythieves.ui.shell import text

    hi = Messages("hi")
    you = Oblique(hi(text.BOARD["you"]), hi(text.BOARD["you_oblique"]))
    assert hi(capture_words.CAPTURE["pile_empty"], name=you) == "आपकी जीती हुई ढेरी: खाली"
    assert hi(capture_words.CAPTURE["pile_empty"], name="कंप्यूटर 2") == (
        "कंप्यूटर 2 की जीती हुई ढेरी: खाली")
    assert hi(text.BOARD["won_conceded_by"], name=you, loser="कंप्यूटर 2", points=3) == (
        "आपने राउंड जीता: कंप्यूटर 2 ने हार मान ली। अंक: 3।")
    assert hi("{name} आप", name="आप") == "आप आप"  # no postposition: nothing joins


def test_a_solitaire_hint_in_hindi_says_what_to_do_not_what_was_done():
    """A hint's move is advice: "रखें" (put), where a move made says "रखा" (put, done); in
    English both read "Eight of hearts to Column 4"."""
    from fortythieves.ui.capture.story import name_of
    from fortythieves.ui.shell import text

    hi, en = Messages("hi"), Messages("en")
    words = {"card": name_of("8H", hi), "pile": hi(solitaire_words.COLUMN, n=4)}
    assert hi(text.STATUS["advice"], **words).endswith("पर रखें।")
    assert hi(text.STATUS["moved"], **words).endswith("पर रखा।")
    assert en(text.STATUS["advice"], card="Eight of hearts", pile="Column 4") == (
        en(text.STATUS["moved"], card="Eight of hearts", pile="Column 4"))



def test_hindi_groups_digits_in_lakhs_and_crores():
    """A Hindi reader writes 1,25,401, not 125,401 (the solver's count of positions, the
    largest deal number), as CLDR's pattern for ``hi`` does; below a lakh both agree."""
    assert [grouped(n, "hi") for n in (0, 999, 1_000, 99_999, 100_000, 125_401, 2_147_483_647,
                                       -1_234_567)] == [
        "0", "999", "1,000", "99,999", "1,00,000", "1,25,401", "2,14,74,83,647", "-12,34,567"]
    assert grouped(2_147_483_647, "en") == Messages("en").number(2_147_483_647) == "2,147,483,647"
    assert Messages("hi").number(125_401) == "1,25,401"
    assert "2,14,74,83,647" in Messages("hi").reason("bad-deal", {"max": Messages("hi").number(
        2_147_483_647)})
