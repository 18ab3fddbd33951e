"""Moves of the connecting board game and their text notation (seeds/board.md, "Notation").

A move is three small integers, cheap to make by the thousand (computer players search
through many): the card played, the pile (``0`` is pile ``a``, ``1`` is pile ``b``) and, for a
thief, the card lifted from that pile and laid on top (``-1`` otherwise). Conceding and the
redeal of a hand of only 10s are moves too, with negative card codes.

``7H>a`` plays the seven of hearts onto pile a; ``TC>b:4S`` plays the ten of clubs (a thief)
onto pile b, then lifts the four of spades from pile b onto the top; ``concede``; ``redeal``.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import NAMES, RANK_OF, Card
from ..engine import BadNotation

CONCEDE_CARD = -1
REDEAL_CARD = -2
PILE_NAMES = "ab"


class Move(NamedTuple):
    """Play ``card`` onto ``pile`` (0 = a, 1 = b); a thief also names the card it ``lift``\\s."""

    card: int
    pile: int = -1
    lift: int = -1

    def __str__(self) -> str:
        if self.card == CONCEDE_CARD:
            return "concede"
        if self.card == REDEAL_CARD:
            return "redeal"
        pile = PILE_NAMES[self.pile] if self.pile in (0, 1) else str(self.pile)
        text = f"{_name(self.card)}>{pile}"
        return f"{text}:{_name(self.lift)}" if self.lift >= 0 else text

    @property
    def is_thief(self) -> bool:
        return self.lift >= 0

    @staticmethod
    def parse(text: str) -> Move:
        """Read the notation (case does not matter); raises :class:`BadNotation`."""
        text = str(text).strip().lower()
        if text == "concede":
            return CONCEDE
        if text == "redeal":
            return REDEAL
        card_text, sep, rest = text.partition(">")
        if not sep:
            raise BadNotation("bad-move", move=text)
        pile_text, colon, lift_text = rest.partition(":")
        if pile_text not in ("a", "b"):
            raise BadNotation("bad-pile", pile=pile_text)
        card = _card(card_text)
        lift = _card(lift_text) if colon else -1
        if lift >= 0:
            return THIEF[card][PILE_NAMES.index(pile_text)][lift]
        return PLAY[card][PILE_NAMES.index(pile_text)]


def _name(card: int) -> str:
    return NAMES[card] if 0 <= card < len(NAMES) else f"#{card}"


def _card(text: str) -> int:
    try:
        card = Card.parse(text)
    except ValueError:
        raise BadNotation("bad-card", card=text) from None
    if card.is_joker or RANK_OF[card] > 10:
        raise BadNotation("bad-card", card=text.upper())
    return int(card)


CONCEDE = Move(CONCEDE_CARD)
REDEAL = Move(REDEAL_CARD)
PLAY: list[list[Move]] = [[Move(card, pile) for pile in (0, 1)] for card in range(52)]
"""``PLAY[card][pile]``: every plain discard, made once (a list lookup beats a new tuple)."""
THIEF: list[list[list[Move]]] = [
    [[Move(card, pile, lift) for lift in range(52)] for pile in (0, 1)] for card in range(52)
]
"""``THIEF[ten][pile][lift]``: every thief move, made once."""
