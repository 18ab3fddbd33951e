"""The Forty Thieves family as data: each variant is one record of parameters.

Rule ids (``S-20``...) refer to ``seeds/solitaire.md``. A new variant costs a few lines here;
the engine in :mod:`.state` reads nothing but these fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Build(Enum):
    """How a card is placed on a column: always one rank lower, and..."""

    SAME_SUIT = "same-suit"
    OTHER_SUIT = "other-suit"
    ALT_COLOUR = "alt-colour"


@dataclass(frozen=True)
class Variant:
    """Parameters of one game of the family; defaults are the classic game (S-3 to S-11)."""

    key: str
    rule: str
    columns: tuple[int, ...] = (4,) * 10
    face_down: int = 0
    """How many cards at the bottom of each column are dealt face down (never the top one)."""
    build: Build = Build.SAME_SUIT
    sequences: bool = False
    kings_only: bool = False
    """Only a king, or a sequence headed by one, may fill an empty column."""
    draw: int = 1
    redeals: int = 0
    aces_out: bool = False
    column_deal: bool = False
    """Deal each column but its last card in turn, then one row (PySolFC's order, S-28)."""

    @property
    def id(self) -> str:
        return f"solitaire/{self.key}"


VARIANTS: dict[str, Variant] = {
    v.key: v
    for v in (
        Variant("classic", "S-3"),
        Variant("indian", "S-20", columns=(3,) * 10, face_down=1, build=Build.OTHER_SUIT),
        Variant("limited", "S-21", columns=(3,) * 12),
        Variant(
            "little-forty",
            "S-22",
            build=Build.OTHER_SUIT,
            sequences=True,
            draw=3,
            redeals=3,
        ),
        Variant("lucas", "S-23", columns=(3,) * 13, aces_out=True),
        Variant("maria", "S-24", columns=(4,) * 9, build=Build.ALT_COLOUR),
        Variant("number-ten", "S-25", face_down=2, build=Build.ALT_COLOUR, sequences=True),
        Variant("rank-and-file", "S-26", face_down=3, build=Build.ALT_COLOUR, sequences=True),
        Variant("streets", "S-27", build=Build.ALT_COLOUR),
        Variant(
            "thieves-of-egypt",
            "S-28",
            columns=(1, 3, 5, 7, 9, 10, 8, 6, 4, 2),
            build=Build.ALT_COLOUR,
            sequences=True,
            kings_only=True,
            redeals=1,
            column_deal=True,
        ),
    )
}
