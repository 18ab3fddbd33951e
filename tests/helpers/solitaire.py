"""Hand-built solitaire positions for the tests, from a partial description.

``position()`` takes what a test cares about (a few columns, the waste, perhaps the stock or
the foundations) and fills in the rest of the 104 cards itself, so a test reads like the table
it describes::

    state = build("classic", columns=["KD 7D", "8D"], waste="AS")

Cards are written as on the site (``AS``, ``TD``); a face-down card is ``<KH>``; a pile is a
string of cards separated by spaces (or a list), bottom to top. Columns not given are empty.

The cards the test does not place go into the stock, and the foundations stay empty, so
nothing the test did not ask for can be played (but the stock). ``stock_top`` puts known cards
on top of that stock. ``foundations`` (eight tops, ``None`` or ``"-"`` for an empty one) fixes
the foundations. Giving ``stock`` fixes the stock (``stock=""`` empties it); then, unless the
foundations are given too, the cards left over go as far up the foundations as they can (each
suit's first foundation takes every rank left at least once from the ace, the second every
rank left twice) and must all fit there: so a test of a stuck or nearly won table gives only
the cards that matter.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from fortythieves.cards import RANK_OF, SUIT_OF, Card, two_decks
from fortythieves.games import get_game
from fortythieves.solitaire import SolitaireState

Pile = str | Sequence[str]


def cards_of(pile: Pile | None) -> list[str]:
    """``"3D <AS> KD"`` or ``["3D", "<AS>", "KD"]`` as a list of tokens (brackets kept)."""
    if pile is None:
        return []
    tokens = pile.replace(",", " ").split() if isinstance(pile, str) else list(pile)
    return [t.strip().upper() for t in tokens]


def _bare(token: str) -> Card:
    return Card.parse(token.strip("<>"))


def _foundation_cards(top: str | None) -> list[Card]:
    if top in (None, "-", ""):
        return []
    card = Card.parse(top)
    return [Card.of(rank, card.suit) for rank in range(1, RANK_OF[card] + 1)]


def _auto_foundations(left: Counter[Card]) -> list[str | None]:
    """Eight tops, two per suit (C C D D H H S S), as high as the leftover cards allow."""
    tops: list[str | None] = []
    for suit in range(4):
        for copies in (1, 2):
            rank = 0
            while rank < 13 and left[Card.of(rank + 1, suit)] >= copies:
                rank += 1
            tops.append(str(Card.of(rank, suit)) if rank else None)
    # The second foundation of a suit takes only ranks whose two copies were both left, so
    # take each foundation's cards out only now, once both tops are known.
    for top in tops:
        for card in _foundation_cards(top):
            left[card] -= 1
    return tops


def position(
    variant: str = "classic",
    *,
    columns: Iterable[Pile] = (),
    waste: Pile | None = None,
    stock: Pile | None = None,
    stock_top: Pile | None = None,
    foundations: Sequence[str | None] | None = None,
    redeals: int = 0,
) -> dict[str, Any]:
    """A complete, valid position in the JSON format of ``from_position`` (see module doc)."""
    width = len(get_game(f"solitaire/{variant}").variant.columns)
    cols = [cards_of(c) for c in columns]
    if len(cols) > width:
        raise ValueError(f"{variant} has {width} columns, not {len(cols)}")
    cols += [[] for _ in range(width - len(cols))]
    waste_cards = cards_of(waste)
    top_cards = cards_of(stock_top)
    placed = [_bare(t) for col in cols for t in col] + [_bare(t) for t in waste_cards + top_cards]
    if stock is not None:
        placed += [_bare(t) for t in cards_of(stock)]
    left = Counter(two_decks())
    left.subtract(placed)
    if foundations is not None:
        tops = [None if t in (None, "-") else t for t in foundations]
        tops += [None] * (8 - len(tops))
        for top in tops:
            left.subtract(_foundation_cards(top))
    elif stock is not None:
        tops = _auto_foundations(left)
    else:
        tops = [None] * 8
    if any(n < 0 for n in left.values()):
        raise ValueError(f"more than two of: {sorted(str(c) for c, n in left.items() if n < 0)}")
    rest = sorted(left.elements(), key=lambda c: (RANK_OF[c], SUIT_OF[c]))
    if stock is not None:
        if rest:
            raise ValueError(f"cards left over with a fixed stock: {[str(c) for c in rest]}")
        stock_cards = cards_of(stock)
    else:
        stock_cards = [str(c) for c in rest] + top_cards
    return {
        "columns": cols,
        "stock": stock_cards,
        "waste": waste_cards,
        "foundations": tops,
        "redeals": redeals,
    }


def build(variant: str = "classic", *, scoring: bool = False, **parts: Any) -> SolitaireState:
    """A state of ``variant`` from a partial position (see :func:`position`)."""
    game = get_game(f"solitaire/{variant}", scoring=scoring)
    return game.from_position(position(variant, **parts))


def all_cards(state: SolitaireState) -> Counter[Card]:
    """Every card of the position, wherever it is."""
    return Counter(state.layout.all_cards())


def column(state: SolitaireState, number: int) -> list[str]:
    """Column ``number`` (1-based, as in the notation) bottom to top, face-down as ``<XX>``."""
    return state.layout.to_dict()["columns"][number - 1]


def near_won(scoring: bool = False) -> SolitaireState:
    """Classic, one move from each win: every foundation up to its queen, the eight kings alone
    on eight columns."""
    kings = ["KC", "KC", "KD", "KD", "KH", "KH", "KS", "KS"]
    return build("classic", scoring=scoring, columns=kings, stock="")


# A classic table with nothing left to do: both 2H and both 4C (the cards the foundations
# need) lie under other cards, no top can be built on another, no column is empty and the stock
# is gone. Only the waste 7H can still go onto the 8H of column 6, which changes nothing.
STUCK_COLUMNS = [
    "2H 3H 4H 5H 6H KC",
    "2H 3H 4H 5H 6H KC",
    "4C 5C 6C 7C 8C KH",
    "4C 5C 6C 7C 8C KH",
    "QH 8H 9H TH JH",
    "7H QH 9H TH JH 8H",
    "QC 9C",
    "TC JC",
    "QC 9C",
    "TC JC",
]
STUCK_FOUNDATIONS = ["3C", "3C", "KD", "KD", "AH", "AH", "KS", "KS"]


def random_state(key: str, deal: int, walk: int, seed: int,
                 scoring: bool = False) -> SolitaireState:
    """Deal ``deal`` of ``solitaire/key`` after ``walk`` random legal moves (seeded): a position
    of a real game, somewhere along it."""
    state = get_game(f"solitaire/{key}", scoring=scoring).new_state(deal)
    rng = random.Random(seed)
    for _ in range(walk):
        moves = state.legal_moves()
        if not moves:
            break
        state.push(rng.choice(moves))
    return state
