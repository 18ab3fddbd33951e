"""Moves of the solitaire games and their text notation (seeds/solitaire.md, "Notation").

Piles are numbered so that a move is three small integers, cheap to create by the thousand:
columns ``0..12`` (written ``1``..``13``), the waste (``w``), foundations (``f1``..``f8``).
``s`` turns stock card(s) onto the waste and ``r`` turns the waste back into the stock.
``3>f`` sends the top of column 3 to the foundation that fits, ``w>5`` plays the waste top
onto column 5, ``4:3>9`` moves the top three cards of column 4 as one sequence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..engine import BadNotation

if TYPE_CHECKING:
    from .state import SolitaireState

WASTE = 20
FOUNDATION = 30
"""Foundation ``i`` (0-based) is pile ``FOUNDATION + i``."""
STOCK = 40
REDEAL = 41
ANY_FOUNDATION = 50
"""Only in parsing: "the foundation that fits", resolved against a state."""
MAX_COUNT = 104
"""No move carries more cards than the two decks hold."""


def _name(pile: int) -> str:
    if pile < WASTE:
        return str(pile + 1)
    if pile == WASTE:
        return "w"
    if FOUNDATION <= pile < FOUNDATION + 8:
        return f"f{pile - FOUNDATION + 1}"
    return {STOCK: "s", REDEAL: "r", ANY_FOUNDATION: "f"}.get(pile, "?")


PILE_NAMES = tuple(_name(pile) for pile in range(ANY_FOUNDATION + 1))


def pile_name(pile: int) -> str:
    """The notation of a pile: ``3`` (column), ``w``, ``f2``, ``s``, ``r``."""
    return PILE_NAMES[pile]


def _number(text: str, most: int) -> int | None:
    """``text`` as a whole number from 1 to ``most``, or ``None``: ASCII digits only (``int``
    reads other scripts' digits too, and refuses thousands of digits with ``ValueError``)."""
    if not (text.isascii() and text.isdecimal()) or len(text) > len(str(most)):
        return None
    number = int(text)
    return number if 1 <= number <= most else None


def parse_pile(text: str) -> int:
    if text == "w":
        return WASTE
    if text == "f":
        return ANY_FOUNDATION
    slot = _number(text[1:], 8) if text[:1] == "f" else None
    if slot is not None:
        return FOUNDATION + slot - 1
    column = _number(text, 13)
    if column is not None:
        return column - 1
    raise BadNotation("bad-pile", pile=text)


class Move(NamedTuple):
    """Move ``count`` cards from pile ``src`` to pile ``dst``; ``s``/``r`` use the stock."""

    src: int
    dst: int
    count: int = 1  # type: ignore[assignment]  # the field hides tuple.count, as NamedTuple allows

    def __str__(self) -> str:
        if self.src in (STOCK, REDEAL):
            return pile_name(self.src)
        many = f":{self.count}" if self.count > 1 else ""
        return f"{pile_name(self.src)}{many}>{pile_name(self.dst)}"

    @property
    def to_foundation(self) -> bool:
        return FOUNDATION <= self.dst < FOUNDATION + 8

    @staticmethod
    def parse(text: str, state: SolitaireState | None = None) -> Move:
        """Read the notation; ``>f`` needs ``state`` to pick the foundation that fits."""
        text = text.strip().lower()
        if text == "s":
            return Move(STOCK, WASTE, state.draw_count() if state else 1)
        if text == "r":
            return Move(REDEAL, STOCK, 0)
        src_text, sep, dst_text = text.partition(">")
        if not sep:
            raise BadNotation("bad-move", move=text)
        src_text, colon, count_text = src_text.partition(":")
        count = _number(count_text, MAX_COUNT) if colon else 1
        if count is None:
            raise BadNotation("bad-move", move=text)
        move = Move(parse_pile(src_text), parse_pile(dst_text), count)
        if move.src == ANY_FOUNDATION:
            raise BadNotation("bad-move", move=text)
        if move.dst == ANY_FOUNDATION:
            if state is None:
                raise BadNotation("bad-move", move=text)
            return state.resolve_foundation(move)
        return move


MOVES: list[list[list[Move]]] = [
    [[Move(src, dst, count) for count in range(14)] for dst in range(FOUNDATION + 8)]
    for src in range(FOUNDATION + 8)
]
"""Every column, waste and foundation move, made once: ``MOVES[src][dst][count]`` is a list
lookup, ten times cheaper than building a tuple, and move generation makes thousands."""

DRAWS = tuple(Move(STOCK, WASTE, count) for count in range(4))
"""The stock moves, by how many cards they turn."""
REDEAL_MOVE = Move(REDEAL, STOCK, 0)
