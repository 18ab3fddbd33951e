"""Deal numbers shared with PySolFC (rule S-4).

Deal N is PySolFC's game #N: the 104 cards are built deck by deck, suits in PySolFC's order
(clubs, spades, hearts, diamonds), ace to king, then shuffled by PySolFC's generator for N,
taken from the ``pysol-cards`` package. PySolFC uses its Microsoft-compatible generator for
N < 32000 and a Mersenne Twister from 32000 up; the package switches one number later, so we
pick the generator ourselves. Cards are dealt from the end of the shuffled list.
"""

from __future__ import annotations

from functools import cache

from pysol_cards.random import LCRandom31, MTRandom

from ..cards import Card

_PYSOL_SUITS = (0, 3, 2, 1)  # PySolFC's C S H D as our Suit values


@cache
def pysol_order(decks: int = 2) -> tuple[Card, ...]:
    """The unshuffled cards as PySolFC lays them out before shuffling."""
    return tuple(
        Card.of(rank, suit)
        for _ in range(decks)
        for suit in _PYSOL_SUITS
        for rank in range(1, 14)
    )


def shuffled(deal: int, decks: int = 2) -> list[Card]:
    """The cards of deal ``deal`` in PySolFC's shuffled order; the last card is dealt first."""
    rng = LCRandom31(deal) if deal < 32000 else MTRandom(deal)
    return rng.shuffle(list(pysol_order(decks)))
