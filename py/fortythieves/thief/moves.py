"""The moves of the Thief family and their notation (seeds/thief.md): ``7H+7S`` a pair,
``7H>m`` a take from the middle, ``7H>2`` a steal from player 2, ``7H`` a discard, ``e`` the
end of a turn and ``n`` a re-capture declined."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from ..cards import ALL_CARDS, JOKER, NAMES, Card
from ..engine import BadNotation

PAIR, TAKE, STEAL, DISCARD, END, DECLINE = range(6)
"""Kinds of move: lay a pair, take from the middle, take from a player's capture pile (in
Gharat also: add to one's own pile), a card to the middle capturing nothing, end the turn,
decline a re-capture."""

MAX_SEATS = 9


class Move(NamedTuple):
    """One decision. ``card`` is the card played from the hand; ``arg`` is the second card of
    a pair, or the player whose capture pile a ``STEAL`` takes from (0-based)."""

    kind: int
    card: int = -1
    arg: int = -1

    def __str__(self) -> str:
        kind = self.kind
        if kind == END:
            return "e"
        if kind == DECLINE:
            return "n"
        card = NAMES[self.card]
        if kind == PAIR:
            return f"{card}+{NAMES[self.arg]}"
        if kind == TAKE:
            return f"{card}>m"
        if kind == STEAL:
            return f"{card}>{self.arg + 1}"
        return card

    @staticmethod
    def parse(text: str) -> Move:
        """Read the notation of seeds/thief.md; anything else raises :class:`BadNotation`."""
        if not isinstance(text, str):
            raise BadNotation("bad-move", move=text)
        word = text.strip()
        low = word.lower()
        if low == "e":
            return END_MOVE
        if low == "n":
            return DECLINE_MOVE
        try:
            if "+" in word:
                first, second = word.split("+")
                a, b = Card.parse(first), Card.parse(second)
                return Move(PAIR, min(a, b), max(a, b))
            if ">" in word:
                card_text, _, dst = word.partition(">")
                card = Card.parse(card_text)
                dst = dst.strip().lower()
                if dst == "m":
                    return Move(TAKE, card)
                if len(dst) == 1 and dst in "123456789":
                    return Move(STEAL, card, int(dst) - 1)
                raise ValueError(dst)
            return Move(DISCARD, Card.parse(word))
        except ValueError:
            raise BadNotation("bad-move", move=text) from None


END_MOVE = Move(END)
DECLINE_MOVE = Move(DECLINE)
TAKE_MOVES = tuple(Move(TAKE, c) for c in (*ALL_CARDS, JOKER))
DISCARD_MOVES = tuple(Move(DISCARD, c) for c in (*ALL_CARDS, JOKER))
STEAL_MOVES = tuple(tuple(Move(STEAL, c, q) for c in (*ALL_CARDS, JOKER)) for q in range(MAX_SEATS))
"""Every take, discard and steal (``STEAL_MOVES[victim][card]``), made once: the engines'
move lists, built at every step of the search's playouts, index them instead of building a
new ``Move`` each time (a ``NamedTuple`` takes about 0.4 us to make)."""


def names(cards: Iterable[int]) -> list[str]:
    """Cards in notation (``["7H", "JK"]``), as events, views and saves write them."""
    return [NAMES[c] for c in cards]


def move_text(move: Any) -> str:
    """A refused move as an error names it: its notation, or whatever it is when it has none."""
    try:
        return str(move)
    except (IndexError, TypeError):
        return repr(move)
