"""Words for people, in English and Hindi, from gettext catalogs.

The catalogs are ``locale/<lang>/LC_MESSAGES/messages.po`` (the format every translator's tool
opens); ``make catalogs`` compiles them to ``.mo`` with Babel, and the standard library's
``gettext`` reads those, natively and in the page alike. Message ids are the English text.
Engines never produce text: they give reason and event ids, which :data:`REASONS` maps to
messages here.
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import Any

LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGES = ("en", "hi")
DEFAULT_LANGUAGE = "en"


def N_(message: str) -> str:
    """Mark a string for extraction without translating it yet."""
    return message


REASONS: dict[str, str] = {
    "game-over": N_("The game is over."),
    "bad-move": N_("That is not a move of this game."),
    "bad-pile": N_("There is no such pile."),
    "no-such-pile": N_("There is no such pile."),
    "stock-empty": N_("The stock is empty."),
    "stock-not-empty": N_("Turn over the rest of the stock first."),
    "waste-empty": N_("There are no cards to turn back."),
    "no-redeal": N_("No redeals are left."),
    "no-foundation": N_("That card cannot go to a foundation yet."),
    "no-card": N_("There is no card there to move."),
    "same-pile": N_("The card is already there."),
    "take-back-off": N_("Cards leave the foundations only when scoring is on."),
    "face-down": N_("A face-down card cannot move."),
    "not-a-sequence": N_("Only a properly built sequence moves together."),
    "one-card": N_("Only one card moves from there."),
    "one-card-to-foundation": N_("Cards go to a foundation one at a time."),
    "foundation-ace": N_("A foundation starts with an ace."),
    "foundation-order": N_("A foundation is built up in suit, one rank at a time."),
    "kings-only": N_("Only a king may fill an empty column."),
    "build-same-suit": N_("Build down in the same suit: the next lower card of the same suit."),
    "build-other-suit": N_("Build down in a different suit: the next lower card of another suit."),
    "build-alt-colour": N_("Build down in alternate colours: the next lower card, red on black."),
    "bad-deal": N_("A deal number is a whole number from 1 to {max}."),
    "unknown-game": N_("There is no game called “{game}”."),
    "bad-save": N_("The saved game could not be read."),
    "wrong-game": N_("The saved game belongs to another game."),
    "bad-position": N_("The position is not a valid layout."),
}


class Messages:
    """Translate for one language: ``msg = Messages("hi"); msg("Undo")``."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE
        self._catalog = gettext.translation(
            "messages", localedir=str(LOCALE_DIR), languages=[self.lang], fallback=True
        )

    def __call__(self, message: str, **params: Any) -> str:
        text = self._catalog.gettext(message)
        return text.format(**params) if params else text

    def plural(self, singular: str, plural: str, n: int, **params: Any) -> str:
        return self._catalog.ngettext(singular, plural, n).format(n=n, **params)

    def reason(self, reason: str, params: dict[str, Any] | None = None) -> str:
        """The sentence for an engine's reason id (falls back to a generic one)."""
        message = REASONS.get(reason, REASONS["bad-move"])
        fields = {k: v for k, v in (params or {}).items() if f"{{{k}}}" in message}
        return self(message, **fields)
