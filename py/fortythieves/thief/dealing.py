"""Chance in the Thief family: the draw for the first dealer (T-3), the seeded shuffle of each
hand, and dealing hands that fit what the rules have shown of them (for sampling)."""

from __future__ import annotations

import random
from collections import Counter

from ..cards import NAMES, RANK_OF, Card
from ..engine import Event

PAIRLESS = 1 << 14
"""In a ``clear`` mask of ranks (bits 0..13): the cards it speaks of are of different ranks."""

HIGH = tuple(15 if r == 0 else 14 if r == 1 else r for r in RANK_OF)
"""Order of the draw for the first dealer: aces high, jokers above aces (T-3)."""


def draw_for_dealer(deck: list[Card], players: int, rng: random.Random) -> tuple[int, Event]:
    """T-3: each player draws a card; players whose ranks are equal draw again, until every
    rank differs; the highest deals first. Returns the dealer and the (public) event."""
    cards = list(deck)
    rng.shuffle(cards)
    current: list[int] = [0] * players
    rounds: list[list[str | None]] = []
    drawing = list(range(players))
    while drawing and len(cards) >= len(drawing):
        row: list[str | None] = [None] * players
        for p in drawing:
            current[p] = cards.pop()
            row[p] = NAMES[current[p]]
        rounds.append(row)
        counts = Counter(HIGH[c] for c in current)
        drawing = [p for p in range(players) if counts[HIGH[current[p]]] > 1]
    dealer = max(range(players), key=lambda p: (HIGH[current[p]], -p))
    return dealer, {"type": "draw-for-deal", "rounds": rounds, "dealer": dealer}


def hand_rng(seed: str, hand: int) -> random.Random:
    """The generator of every shuffle of hand ``hand`` (0: the draw for the first dealer)."""
    return random.Random(f"{seed}/{hand}")


DEAL_TRIES = 8
"""Shuffles ``deal_hands`` tries before it settles for hands that fit only in part: only near
the end of a hand, with few cards left, does a first try miss, and then rarely."""


def deal_hands(pool: list[int], sizes: list[int], clear: list[tuple[int, int]], skip: int,
               rng: random.Random) -> list[list[int]]:
    """Hands of ``sizes`` cards from the end of the shuffled ``pool`` (which loses them) for
    every seat but ``skip``, each with at least ``cards`` cards of no rank in the bit mask
    ``ranks`` of its ``clear`` entry (and of different ranks if it says ``PAIRLESS``: what
    the rules showed, ruling beside T-14): the first such cards of the pool, so the deal
    stays uniform among hands that fit. Those cards are dealt first, to every seat, so that
    the rest of a hand never takes what another seat needs; when they run short, ``pool``
    is shuffled again (``rng``)."""
    for attempt in range(DEAL_TRIES):
        left = list(pool)
        hands, fits = _deal_clear(left, sizes, clear, skip)
        if fits or attempt == DEAL_TRIES - 1:
            break
        rng.shuffle(pool)
    for q, size in enumerate(sizes):
        if q != skip:
            hand = hands[q]
            while len(hand) < size:
                hand.append(left.pop())
    pool[:] = left
    return hands


def _deal_clear(pool: list[int], sizes: list[int], clear: list[tuple[int, int]],
                skip: int) -> tuple[list[list[int]], bool]:
    """The cards of each hand that ``clear`` speaks of, the most bound hands first, and
    whether there were enough."""
    hands: list[list[int]] = [[] for _ in sizes]
    fits = True
    tightest = sorted(range(len(sizes)), key=lambda q: (-clear[q][0], -clear[q][1].bit_count()))
    for q in tightest:
        size = sizes[q]
        cards, ranks = clear[q]
        need = min(cards, size)
        if q == skip or not need:
            continue
        hand = hands[q]
        pairless = ranks & PAIRLESS
        for i in range(len(pool) - 1, -1, -1):
            rank = RANK_OF[pool[i]]
            if not ranks >> rank & 1:
                hand.append(pool.pop(i))
                if pairless:
                    ranks |= 1 << rank
                if len(hand) == need:
                    break
        fits = fits and len(hand) == need
    return hands, fits
