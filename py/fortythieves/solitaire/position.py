"""The text form of a solitaire position, shared by saves, the command line and tests.

A position is JSON: ``columns`` bottom to top with face-down cards written ``<KH>``, the
``stock`` bottom to top (its last card is dealt next), the ``waste`` bottom to top, the top
card of each of the eight ``foundations`` (``null`` when empty; a foundation holds every card
of its suit up to its top) and ``redeals``, how many redeals have been used.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards import ALL_CARDS, RANK_OF, SUIT_OF, Card, two_decks
from ..engine import CorruptSave
from .moves import FOUNDATION, REDEAL, STOCK, WASTE, Move

if TYPE_CHECKING:
    from .movegen import ColumnMoves

ACES = tuple(c for c in ALL_CARDS if RANK_OF[c] == 1)

Exact = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...],
              int, tuple[int, ...]]
"""A position as :meth:`Layout.exact` gives it."""


@dataclass
class Layout:
    """Mutable piles of one position; the engine's state keeps one of these.

    A non-empty column's top card is always face up (``down[j] < len(cols[j])``): dealing
    leaves it so and :func:`apply` turns a card as soon as it is uncovered. Only :func:`apply`
    and :func:`undo` change the piles, and they forget what a layout keeps besides its piles,
    facts every move generation asks for while most moves leave them as they are: the
    foundation each card fits and their heights (:meth:`homes`, :meth:`heights`, until a
    foundation changes), what the columns
    allow (``column_moves``, until a column or a foundation changes) and the moves last listed
    as legal (``known_legal``, until anything changes)."""

    cols: list[list[Card]]
    down: list[int]
    stock: list[Card]
    waste: list[Card]
    found: list[list[Card]] = field(default_factory=lambda: [[] for _ in range(8)])
    redeals: int = 0
    known_legal: list[Move] | None = field(default=None, init=False, repr=False, compare=False)
    """Moves a move generator listed for exactly these piles, so ``push`` need not check them."""
    column_moves: ColumnMoves | None = field(default=None, init=False, repr=False, compare=False)
    """Kept by :mod:`.movegen`."""
    _homes: dict[int, list[int]] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    _heights: list[list[int]] | None = field(default=None, init=False, repr=False, compare=False)

    def homes(self) -> dict[int, list[int]]:
        """Every card that may go on a foundation now, with the foundations it fits, leftmost
        first (S-7): an ace on any empty one, another card on each whose top is the card just
        below it. Empty exactly when all 104 cards are home. The lists are shared: read only."""
        if self._homes is None:
            homes: dict[int, list[int]] = {}
            empty: list[int] = []
            for i, pile in enumerate(self.found):
                if not pile:
                    empty.append(i)
                elif len(pile) < 13:
                    homes.setdefault(pile[-1] + 1, []).append(i)
            if empty:
                homes.update(dict.fromkeys(ACES, empty))
            self._homes = homes
        return self._homes

    def copy(self) -> Layout:
        return Layout(
            [list(c) for c in self.cols],
            list(self.down),
            list(self.stock),
            list(self.waste),
            [list(f) for f in self.found],
            self.redeals,
        )

    def exact(self) -> Exact:
        """Every pile as it lies, a foundation by its top card (its suit and height): equal
        only for the same table, columns in their order. A tuple, cheap enough to key every
        position of a solver's line (:mod:`.detours`, the page's solver memory)."""
        return (tuple(map(tuple, self.cols)), tuple(self.down), tuple(self.waste),
                tuple(self.stock), self.redeals, tuple(f[-1] if f else -1 for f in self.found))

    def heights(self) -> list[list[int]]:
        """For each suit, the heights of its two foundations (0 for one not started), which
        the safe automatic moves ask after every move; kept until a foundation changes."""
        if self._heights is None:
            heights: list[list[int]] = [[], [], [], []]
            for pile in self.found:
                if pile:
                    heights[SUIT_OF[pile[0]]].append(len(pile))
            for h in heights:
                h.extend([0] * (2 - len(h)))
            self._heights = heights
        return self._heights

    def to_dict(self) -> dict[str, Any]:
        return {
            "columns": [
                [f"<{c}>" if i < d else str(c) for i, c in enumerate(col)]
                for col, d in zip(self.cols, self.down, strict=True)
            ],
            "stock": [str(c) for c in self.stock],
            "waste": [str(c) for c in self.waste],
            "foundations": [str(f[-1]) if f else None for f in self.found],
            "redeals": self.redeals,
        }

    @staticmethod
    def from_dict(data: Any, columns: int) -> Layout:
        """Read and check a position; anything malformed raises :class:`CorruptSave`."""
        try:
            cols, down = [], []
            if len(data["columns"]) != columns:
                raise CorruptSave("bad-position", detail="columns")
            for raw in data["columns"]:
                col = [_card(t.strip("<>")) for t in raw]
                hidden = [t.startswith("<") for t in raw]
                d = hidden.count(True)
                if hidden[:d] != [True] * d or (col and d == len(col)):
                    raise CorruptSave("bad-position", detail="face-down")
                cols.append(col)
                down.append(d)
            found = [_foundation(t) for t in data["foundations"]]
            layout = Layout(
                cols,
                down,
                [_card(t) for t in data["stock"]],
                [_card(t) for t in data["waste"]],
                found,
                _count(data.get("redeals", 0)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            if isinstance(error, CorruptSave):
                raise
            raise CorruptSave("bad-position", detail=str(error)) from None
        if len(found) != 8:
            raise CorruptSave("bad-position", detail="foundations")
        layout.check_cards()
        return layout

    def all_cards(self) -> list[Card]:
        piles = [*self.cols, self.stock, self.waste, *self.found]
        return [c for pile in piles for c in pile]

    def check_cards(self) -> None:
        """Two decks exactly: each of the 52 cards twice (rule S-1)."""
        if Counter(self.all_cards()) != Counter(two_decks()):
            raise CorruptSave("bad-position", detail="cards")


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"not a count: {value!r}")
    return value


def _card(text: Any) -> Card:
    card = Card.parse(text)
    if card.is_joker:
        raise ValueError("joker")
    return card


def _foundation(top: Any) -> list[Card]:
    if top is None:
        return []
    card = _card(top)
    return [Card.of(r, card.suit) for r in range(1, RANK_OF[card] + 1)]


def apply(lay: Layout, move: Move) -> int:
    """Play a legal ``move`` on ``lay``; return 1 if it turned a face-down card, else 0.

    The one place piles change: the engine's ``push`` and the solver both call it."""
    src, dst, count = move
    lay.known_legal = None
    if src == STOCK:
        if count == 1:
            lay.waste.append(lay.stock.pop())
        else:
            lay.waste += reversed(lay.stock[-count:])
            del lay.stock[-count:]
        return 0
    if src == REDEAL:
        lay.stock = lay.waste[::-1]
        lay.waste = []
        lay.redeals += 1
        return 0
    source = (
        lay.cols[src] if src < WASTE else lay.waste if src == WASTE else lay.found[src - FOUNDATION]
    )
    lay.column_moves = None
    if dst >= FOUNDATION or src >= FOUNDATION:
        lay._homes = lay._heights = None
    target = lay.cols[dst] if dst < WASTE else lay.found[dst - FOUNDATION]
    if count == 1:
        target.append(source.pop())
    else:
        target.extend(source[-count:])
        del source[-count:]
    if src < WASTE and source and len(source) == lay.down[src]:
        lay.down[src] -= 1
        return 1
    return 0


def undo(lay: Layout, move: Move, flipped: int) -> None:
    """Take back ``move`` (played by :func:`apply`, which returned ``flipped``)."""
    src, dst, count = move
    lay.known_legal = None
    if src == STOCK:
        stock, waste = lay.stock, lay.waste
        for _ in range(count):
            stock.append(waste.pop())
        return
    if src == REDEAL:
        lay.waste = lay.stock[::-1]
        lay.stock = []
        lay.redeals -= 1
        return
    if flipped:
        lay.down[src] += 1
    lay.column_moves = None
    if dst >= FOUNDATION or src >= FOUNDATION:
        lay._homes = lay._heights = None
    source = (
        lay.cols[src] if src < WASTE else lay.waste if src == WASTE else lay.found[src - FOUNDATION]
    )
    target = lay.cols[dst] if dst < WASTE else lay.found[dst - FOUNDATION]
    if count == 1:
        source.append(target.pop())
    else:
        source.extend(target[-count:])
        del target[-count:]
