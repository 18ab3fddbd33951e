"""The solitaire game: one class for the whole family, parameterised by a :class:`Variant`."""

from __future__ import annotations

from typing import Any

from ..cards import ALL_CARDS, RANK_OF, RED, SUIT_OF, Card
from ..engine import CorruptSave, Game, check_deal
from .deal import shuffled
from .moves import DRAWS, Move
from .position import Layout, apply
from .state import SolitaireState
from .variants import VARIANTS, Build, Variant


def _targets(build: Build) -> list[frozenset[Card]]:
    """For each card, the cards it may be built on in a column (one rank higher and...)."""
    def fits(card: Card, target: Card) -> bool:
        if RANK_OF[target] != RANK_OF[card] + 1:
            return False
        if build is Build.SAME_SUIT:
            return SUIT_OF[target] == SUIT_OF[card]
        if build is Build.OTHER_SUIT:
            return SUIT_OF[target] != SUIT_OF[card]
        return RED[target] != RED[card]

    return [frozenset(t for t in ALL_CARDS if fits(c, t)) for c in ALL_CARDS]


def _builders(targets: list[frozenset[Card]]) -> list[tuple[Card, ...]]:
    """For each card, the cards that may be built on it (the reverse of ``targets``)."""
    return [tuple(b for b in ALL_CARDS if c in targets[b]) for c in ALL_CARDS]


TARGETS = {build: _targets(build) for build in Build}
"""Each building rule's tables, made once at import (the page's memory snapshot holds them, so
a table does not make them as it starts): shared by every game, never changed."""
BUILDERS = {build: _builders(TARGETS[build]) for build in Build}


class SolitaireGame(Game):
    """A game of the Forty Thieves family; ``scoring`` turns on points and take-backs (S-41)."""

    players = 1

    def __init__(self, variant: Variant | str = "classic", scoring: bool = False) -> None:
        self.variant = VARIANTS[variant] if isinstance(variant, str) else variant
        self.scoring = scoring
        self.id = self.variant.id
        self.targets = TARGETS[self.variant.build]
        self.target_lists = [tuple(t) for t in self.targets]
        self.builders = BUILDERS[self.variant.build]
        """For each card, the cards that may be built on it (the reverse of ``targets``)."""

    def __repr__(self) -> str:
        return f"SolitaireGame({self.variant.key!r}, scoring={self.scoring})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, SolitaireGame)
            and (other.variant, other.scoring) == (self.variant, self.scoring)
        )

    def __hash__(self) -> int:
        return hash((self.variant, self.scoring))

    @property
    def options(self) -> dict[str, Any]:
        return {"scoring": True} if self.scoring else {}

    def deal_layout(self, deal: int) -> Layout:
        """The opening piles of deal ``deal`` (rules S-3, S-4, S-23 and the variants' deals),
        with the first stock card(s) already turned onto the waste, as PySolFC does (ruling
        of S-4)."""
        v = self.variant
        talon = shuffled(check_deal(deal))
        found: list[list[Card]] = [[] for _ in range(8)]
        if v.aces_out:
            aces = [c for c in reversed(talon) if RANK_OF[c] == 1]
            for i, ace in enumerate(sorted(aces)):
                found[i].append(ace)
            talon = [c for c in talon if RANK_OF[c] != 1]
        cols: list[list[Card]] = [[] for _ in v.columns]
        if v.column_deal:
            for col, height in zip(cols, v.columns, strict=True):
                col.extend(talon.pop() for _ in range(height - 1))
            for col in cols:
                col.append(talon.pop())
        else:
            for row in range(max(v.columns)):
                for col, height in zip(cols, v.columns, strict=True):
                    if row < height:
                        col.append(talon.pop())
        down = [min(v.face_down, h - 1) for h in v.columns]
        layout = Layout(cols, down, talon, [], found)
        if talon:
            apply(layout, DRAWS[min(v.draw, len(talon))])
        return layout

    def new_state(self, deal: int) -> SolitaireState:
        return SolitaireState(self, self.deal_layout(deal), deal)

    def from_position(self, data: dict[str, Any]) -> SolitaireState:
        """A state from a position in JSON form (hand-built, or sampled), with no deal number."""
        layout = Layout.from_dict(data, len(self.variant.columns))
        if layout.redeals > self.variant.redeals:
            raise CorruptSave("bad-position", detail="redeals")
        return SolitaireState(self, layout, None)

    def parse_move(self, text: str, state: Any) -> Move:
        return Move.parse(text, state)

