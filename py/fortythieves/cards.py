"""Cards, ranks, suits and the decks the games use, with a compact text notation.

A card is written as two characters: its rank (``A 2 3 4 5 6 7 8 9 T J Q K``) then its
suit (``C D H S``), so ``AS`` is the ace of spades and ``TD`` the ten of diamonds. A joker is
``JK``. The two copies of a card in a two-deck game are the same value and are written the
same: the rules never tell them apart.

Cards are small ``int`` subclasses (``suit * 13 + rank - 1``, jokers 52), so engines can index
tables with them and compare them as fast as plain integers, while ``str(card)`` still gives
the notation. Every card value exists once (``Card.of``), created at import.
"""

from __future__ import annotations

from enum import IntEnum


class Suit(IntEnum):
    """The four suits, in the order of their letters."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


class Rank(IntEnum):
    """Ranks from ace (low) to king."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return "A23456789TJQK"[self - 1]


JOKER_ID = 52


class Card(int):
    """One card value; use ``Card.of(rank, suit)``, ``Card.parse("QH")`` or ``JOKER``."""

    __slots__ = ()
    _all: list[Card] = []

    @staticmethod
    def of(rank: int, suit: int) -> Card:
        return Card._all[suit * 13 + rank - 1]

    @staticmethod
    def parse(text: str) -> Card:
        """Read the two-character notation; raises ``ValueError`` on anything else."""
        text = text.strip().upper()
        if text == "JK":
            return JOKER
        if len(text) != 2 or text[0] not in RANK_LETTERS or text[1] not in SUIT_LETTERS:
            raise ValueError(f"not a card: {text!r}")
        return Card.of(RANK_LETTERS.index(text[0]) + 1, SUIT_LETTERS.index(text[1]))

    @property
    def is_joker(self) -> bool:
        return self == JOKER_ID

    @property
    def rank(self) -> Rank:
        return Rank(self % 13 + 1)

    @property
    def suit(self) -> Suit:
        return Suit(self // 13)

    @property
    def is_red(self) -> bool:
        return not self.is_joker and self.suit.is_red

    def __str__(self) -> str:
        return NAMES[self]

    def __repr__(self) -> str:
        return f"Card({NAMES[self]})"


RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "CDHS"
NAMES = [r + s for s in SUIT_LETTERS for r in RANK_LETTERS] + ["JK"]
Card._all = [int.__new__(Card, i) for i in range(JOKER_ID + 1)]
JOKER = Card._all[JOKER_ID]
ALL_CARDS: tuple[Card, ...] = tuple(Card._all[:JOKER_ID])

# Lookup tables for hot loops: indexing a list beats calling a property.
RANK_OF: tuple[int, ...] = tuple(c % 13 + 1 for c in range(JOKER_ID)) + (0,)
SUIT_OF: tuple[int, ...] = tuple(c // 13 for c in range(JOKER_ID)) + (-1,)
RED: tuple[bool, ...] = tuple(s in (1, 2) for s in SUIT_OF)


def standard_deck() -> list[Card]:
    """The 52 cards, suit by suit, ace to king."""
    return list(ALL_CARDS)


def two_decks() -> list[Card]:
    """104 cards: two standard decks (the solitaire games)."""
    return standard_deck() * 2


def short_deck() -> list[Card]:
    """40 cards, ace to ten in each suit (the connecting board game)."""
    return [c for c in ALL_CARDS if RANK_OF[c] <= 10]


def deck_with_jokers(decks: int, jokers: int) -> list[Card]:
    """``decks`` standard decks and ``jokers`` jokers (the Thief games)."""
    return standard_deck() * decks + [JOKER] * jokers


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by spaces or commas: ``"AS TD kh"``."""
    return [Card.parse(t) for t in text.replace(",", " ").split()]
