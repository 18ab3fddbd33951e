"""Words for people, in English and Hindi, from gettext catalogs.

The catalogs are ``locale/<lang>/LC_MESSAGES/messages.po`` (the format every translator's tool
opens); ``make catalogs`` compiles them to ``.mo`` with Babel, and the standard library's
``gettext`` reads those, natively and in the page alike. Message ids are the English text.
Engines never produce text: they give reason and event ids, which :data:`REASONS` maps to
messages here.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path
from typing import Any, NamedTuple, Protocol, TypeAlias

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("en", "hi")
LANGUAGE_NAMES = {"en": "English", "hi": "हिन्दी"}  # each in its own language
DEFAULT_LANGUAGE = "en"


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message whose words follow a ``{count}`` ("1 card", "2 cards"): extracted with
    its plural (``pybabel extract -k NP_:1,2``), chosen by the catalog's plural rule."""
    return singular, plural


class InContext(NamedTuple):
    """A message with a gettext context: the same English words that another language says
    differently in another place (a card's name before a postposition, in Hindi)."""

    context: str
    message: str


def PN_(context: str, message: str) -> InContext:
    """Mark a message that has a context (``pybabel extract -k PN_:1c,2``)."""
    return InContext(context, message)


Message: TypeAlias = str | tuple[str, str]
"""A message as :class:`Messages` takes it: its English words (:func:`N_`), a plural
(:func:`NP_`) or a message in context (:func:`PN_`)."""


class Oblique(str):
    """A name with its oblique form, the one Hindi uses before a postposition: "हुकुम का चौका"
    but "हुकुम के चौके से". A message writes ``{card.oblique}`` where it needs that form."""

    oblique: str

    def __new__(cls, name: str, oblique: str) -> Oblique:
        words = super().__new__(cls, name)
        words.oblique = oblique
        return words


class _Fields(string.Formatter):
    """``str.format`` whose ``{field.oblique}`` is the value itself when the value has no
    oblique form (a number, or a name in English)."""

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
        name, dot, attribute = field_name.partition(".")
        if dot and attribute == "oblique":
            value = kwargs[name]
            return getattr(value, "oblique", value), name
        return super().get_field(field_name, args, kwargs)


_FIELDS = _Fields()

# Hindi writes a pronoun and its postposition as one word ("आपकी ढेरी", "आपने") where a name
# keeps them apart ("कंप्यूटर 2 की ढेरी"): "You" filled into a message joins the one after it.
_JOINED = {"hi": re.compile(r"(?<!\S)(आप) (का|की|के|को|ने|से|में|पर)(?=[\s।,.!?:;\"”)]|$)")}


REASONS: dict[str, str] = {
    "game-over": N_("The game is over."),
    "bad-move": N_("That is not a move of this game."),
    "bad-pile": N_("There is no such pile."),
    "no-such-pile": N_("There is no such pile."),
    "stock-empty": N_("The stock is empty."),
    "stock-not-empty": N_("Turn over the rest of the stock first."),
    "waste-empty": N_("There are no cards to turn back."),
    "no-redeal": N_("No redeals are left."),
    "one-pass": N_("The stock goes round once in this game: it has no redeals."),
    "no-foundation": N_("That card cannot go to a foundation yet."),
    "no-card": N_("There is no card there to move."),
    "same-pile": N_("The card is already there."),
    "take-back-off": N_("Cards leave the foundations only when scoring is on."),
    "straight-back": N_("Nothing is left to build on that card, so auto-move would send it "
                        "straight back home."),
    "face-down": N_("A face-down card cannot move."),
    "not-a-sequence": N_("Only a properly built sequence moves together."),
    "top-card-only": N_("Only the top card of a column moves in this game."),
    "one-card": N_("Only one card moves from there."),
    "one-card-to-foundation": N_("Cards go to a foundation one at a time."),
    "foundation-ace": N_("A foundation starts with an ace."),
    "foundation-order": N_("A foundation is built up in suit, one rank at a time."),
    "kings-only": N_("Only a king may fill an empty column."),
    "build-same-suit": N_("Build down in the same suit: the next lower card of the same suit."),
    "build-other-suit": N_("Build down in a different suit: the next lower card of another suit."),
    "build-alt-colour": N_(
        "Build down in alternate colours: the next lower card, red on black or black on red."
    ),
    "bad-deal": N_("A deal number is a whole number from 1 to {max}."),
    "unknown-game": N_("There is no game called “{game}”."),
    "bad-save": N_("The saved game could not be read."),
    "wrong-game": N_("The saved game belongs to another game."),
    "bad-position": N_("The position is not a valid layout."),
    "bad-card": N_("There is no such card in this game."),
    "not-in-hand": N_("That card is not in your hand."),
    "opening-pile": N_("The dealer starts pile a; the next player starts pile b."),
    "opening-no-thief": N_("A pile cannot be started with a 10."),
    "opening-no-concede": N_("The two opening cards must be played; conceding comes later."),
    "redeal-only": N_("Your hand holds only 10s: show it, and the round is dealt again."),
    "redeal-not-allowed": N_("A redeal is only for an opening hand of nothing but 10s."),
    "space-taken": N_("Only a thief can take a space already taken."),  # the table says which
    "lift-not-thief": N_("Only a thief (a 10) lifts a card from a pile."),
    "thief-needs-lift": N_("After a thief, lift a card of that pile onto the top."),
    "lift-not-in-pile": N_("That card is not in that pile."),
    "lift-ten": N_("A thief cannot lift a 10."),
    "steal-empty": N_("A thief only steals a space an opponent holds; that one is empty."),
    "steal-own": N_("That space is already your side’s (yours or your partner’s)."),
    "bad-players": N_("This game is not played by {players} players."),
    "bad-rounds": N_("The number of rounds is a whole number from 1 to {max}."),
    "bad-date": N_("“{value}” is not a date written as year-month-day, 2026-12-24."),
    "no-daily-deal": N_("{game} has no daily deal: too few deals are proved winnable."),
    "bad-option": N_("The option “{option}” has a value this game does not allow."),
    "bad-seats": N_("Give one level a player, separated by commas (random, easy, normal or hard), "
                    "not “{seats}”."),
    "unknown-level": N_("There is no computer level called “{level}”."),
    "bad-seat": N_("There is no such seat."),
    "three-strikes-two-players": N_("Three strikes is played by two players only."),
    "bad-partners": N_("Partnerships are played by four players only."),
    "no-such-player": N_("There is no such player."),
    "not-a-pair": N_("A pair is two cards of the same rank."),
    "no-match": N_("That card does not match the top card there."),
    "own-pile": N_("You cannot take from your own capture pile."),
    "empty-pile": N_("That capture pile is empty."),
    "must-capture": N_("You can capture, so you must make a capture first."),
    "discard-first": N_("You cannot capture: discard a card."),
    "no-steal-after-discard": N_("After discarding you may not take from other players this turn."),
    "recapture-pending": N_("Re-capture the packet or decline first."),
    "no-recapture": N_("There is no re-capture to decline."),
    "not-now": N_("That move is not possible now."),
    "protected-set": N_("A packet of the four cards of one rank, with no joker, cannot be taken."),
    "end-with-discard": N_("A turn ends with a discard."),
    "must-take-match": N_("That card matches a pile and must take from it."),
}


class Translate(Protocol):
    """What a view needs of :class:`Messages`: a message (or one in a context) in the page's
    language, with its parameters filled in."""

    def __call__(self, message: Message, **params: Any) -> str: ...

    def number(self, n: int) -> str: ...


def grouped(n: int, lang: str) -> str:
    """``n`` with its digits grouped as ``lang`` writes them: 1,234,567 in English; in Hindi
    the last three, then twos (12,34,567: lakh and crore), CLDR's pattern for ``hi``."""
    if lang != "hi" or abs(n) < 100_000:
        return f"{n:,}"
    sign, digits = ("-" if n < 0 else ""), str(abs(n))
    head, last = digits[:-3], digits[-3:]
    pairs = [head[max(0, i - 2):i] for i in range(len(head), 0, -2)][::-1]
    return sign + ",".join([*pairs, last])


class Messages:
    """Translate for one language: ``msg = Messages("hi"); msg("Undo")``."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._catalog = gettext.translation(
            "messages", localedir=str(LOCALE_DIR), languages=[self.lang], fallback=True
        )

    def __call__(self, message: Message, **params: Any) -> str:
        """``message`` in this language, its ``{fields}`` filled from ``params``; a plural
        message (:func:`NP_`) takes the form for ``params["count"]``, a message in context
        (:func:`PN_`) the translation for that context."""
        if isinstance(message, InContext):
            text = self._catalog.pgettext(*message)
        elif isinstance(message, tuple):
            text = self._catalog.ngettext(*message, params["count"])
        else:
            text = self._catalog.gettext(message)
        if not params:
            return text
        words = _FIELDS.vformat(text, (), params) if ".oblique}" in text else text.format(**params)
        joined = _JOINED.get(self.lang)
        return joined.sub(r"\1\2", words) if joined else words

    def number(self, n: int) -> str:
        """A whole number written with this language's grouping of digits (:func:`grouped`)."""
        return grouped(n, self.lang)

    def reason(self, reason: str, params: dict[str, Any] | None = None) -> str:
        """The sentence for an engine's reason id (falls back to a generic one)."""
        message = REASONS.get(reason, REASONS["bad-move"])
        fields = {k: v for k, v in (params or {}).items() if f"{{{k}}}" in message}
        return self(message, **fields)
