"""One position of a Forty Thieves solitaire game, with unlimited undo.

Rule ids refer to ``seeds/solitaire.md``. Hot paths (``legal_moves``, ``push``, ``pop``) work
on lists of ``int`` cards and precomputed tables: random play, hints and the solver call them
hundreds of thousands of times.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from itertools import compress, count
from operator import itemgetter, not_
from typing import TYPE_CHECKING, Any

from ..cards import NAMES, RANK_OF, Card
from ..engine import Event, State
from .moves import (
    ANY_FOUNDATION,
    DRAWS,
    FOUNDATION,
    MOVES,
    PILE_NAMES,
    REDEAL,
    REDEAL_MOVE,
    STOCK,
    WASTE,
    Move,
)
from .position import Layout, apply, undo

if TYPE_CHECKING:
    from .game import SolitaireGame

TOP = itemgetter(-1)
NAME_OF = NAMES.__getitem__

BUILD_REASON = {
    "same-suit": "build-same-suit",
    "other-suit": "build-other-suit",
    "alt-colour": "build-alt-colour",
}


def _columns_topped_by(tops: list[Card | None], card: Card) -> list[int]:
    """The columns whose top is ``card`` (at most two: one per deck), which is one of
    ``tops``; searched by the list's own methods, cheaper than a loop in Python."""
    first = tops.index(card)
    return [first, tops.index(card, first + 1)] if tops.count(card) == 2 else [first]


class SolitaireState(State):
    """Piles in :attr:`layout`; moves in :attr:`history`; undo records in ``_undo``."""

    def __init__(self, game: SolitaireGame, layout: Layout, deal: int | None) -> None:
        self.game = game
        self.layout = layout
        self.deal = deal
        self.start = layout.copy()
        self._history: list[Move] = []
        self._undo: list[int] = []
        self._found_at_start = sum(map(len, layout.found))

    # -- queries ---------------------------------------------------------------------------

    @property
    def history(self) -> list[Move]:
        return self._history

    @property
    def won(self) -> bool:
        """All 104 cards on the foundations (S-2)."""
        return sum(map(len, self.layout.found)) == 104

    @property
    def is_over(self) -> bool:
        return self.won or not self.legal_moves()

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else 0

    @property
    def scores(self) -> list[int]:
        """500 for each card put on a foundation, less 500 for each taken back (S-40, S-41)."""
        on_foundations = sum(len(f) for f in self.layout.found)
        return [500 * (on_foundations - self._found_at_start)]

    def draw_count(self) -> int:
        return min(self.game.variant.draw, len(self.layout.stock))

    def redeals_left(self) -> int:
        return self.game.variant.redeals - self.layout.redeals

    def run_length(self, col: int) -> int:
        """How many cards at the top of column ``col`` may move together (S-5, S-31)."""
        cards = self.layout.cols[col]
        face_up = len(cards) - self.layout.down[col]
        if face_up <= 0:
            return 0
        if not self.game.variant.sequences:
            return 1
        targets = self.game.targets
        k = 1
        while k < face_up and cards[-k - 1] in targets[cards[-k]]:
            k += 1
        return k

    def foundation_for(self, card: Card) -> int | None:
        """Index of the foundation ``card`` may go on now, the leftmost if two fit (S-7)."""
        fits = self.layout.homes().get(card)
        return fits[0] if fits else None

    def resolve_foundation(self, move: Move) -> Move:
        """Turn ``x>f`` into the foundation that fits, if one does."""
        card = self._top(move.src)
        slot = None if card is None else self.foundation_for(card)
        if slot is None:
            return move
        return Move(move.src, FOUNDATION + slot, move.count)

    def _top(self, pile: int) -> Card | None:
        lay = self.layout
        cards = lay.waste if pile == WASTE else lay.cols[pile] if pile < WASTE else None
        if cards is None and FOUNDATION <= pile < FOUNDATION + 8:
            cards = lay.found[pile - FOUNDATION]
        return cards[-1] if cards else None

    # -- move generation -------------------------------------------------------------------

    def legal_moves(self, distinct: bool = False) -> list[Move]:
        """Every legal move; with ``distinct``, one of each set of moves that lead to the same
        position up to the order of the columns and of the foundations: into the leftmost
        empty column only (never a whole column into an empty one), onto the leftmost
        foundation that fits. Random play, hints and search want these; the player may make
        any legal move.

        Order: moves to the foundations (the waste's, then each column's), then each source
        (the waste, the columns left to right and, with sequences, shortest run first, the
        foundations when cards may come back) with its builds and its moves into empty
        columns, then the stock or the redeal."""
        lay = self.layout
        homes = lay.homes()
        moves: list[Move] = []
        if homes:
            cols = lay.cols
            tops = list(map(TOP, cols)) if all(cols) else [c[-1] if c else None for c in cols]
            self._foundation_moves(moves, homes, tops, distinct)
            self._pile_moves(moves, tops, distinct)
            if lay.stock:
                moves.append(DRAWS[self.draw_count()])
            elif lay.waste and self.redeals_left() > 0:
                moves.append(REDEAL_MOVE)
        lay.known_legal = moves[:]
        return moves

    def _foundation_moves(
        self, moves: list[Move], homes: dict[int, list[int]], tops: list[Card | None],
        distinct: bool,
    ) -> None:
        waste = self.layout.waste
        if waste and waste[-1] in homes:
            fits = homes[waste[-1]]
            row = MOVES[WASTE]
            moves += [row[FOUNDATION + i][1] for i in (fits[:1] if distinct else fits)]
        if homes.keys().isdisjoint(tops):
            return
        for j, card in enumerate(tops):
            fits = homes.get(card)  # type: ignore[arg-type]
            if fits:
                row = MOVES[j]
                moves += [row[FOUNDATION + i][1] for i in (fits[:1] if distinct else fits)]

    def _pile_moves(self, moves: list[Move], tops: list[Card | None], distinct: bool) -> None:
        """Builds on column tops and moves into empty columns, source by source."""
        lay = self.layout
        game = self.game
        on_tops = set(tops)
        if None in on_tops or game.variant.sequences or game.scoring:
            empties = [j for j, top in enumerate(tops) if top is None][: 1 if distinct else None]
            sources = self._sources(tops, on_tops, bool(empties))
        else:
            # The common case (no empty column, single cards): sift the column tops for the
            # few that may be built on another top without a loop in Python.
            empties = []
            targets = game.targets
            builds = map(not_, map(on_tops.isdisjoint, map(targets.__getitem__, tops)))
            sources = [(j, tops[j], 1) for j in compress(count(), builds)]  # type: ignore[misc]
            if lay.waste and not targets[lay.waste[-1]].isdisjoint(on_tops):
                sources.insert(0, (WASTE, lay.waste[-1], 1))
        for src, card, run in sources:
            self._source_moves(moves, src, card, run, tops, on_tops, empties, distinct)

    def _sources(
        self, tops: list[Card | None], on_tops: set[Card | None], empties: bool
    ) -> Iterator[tuple[int, Card, int]]:
        """The sources, in order, that have somewhere to go: ``(pile, card, count)`` for each
        face-up card heading a run that may be built on a column top or fill an empty
        column."""
        lay = self.layout
        targets = self.game.targets
        variant = self.game.variant
        kings_only = variant.kings_only

        def goes(card: Card) -> bool:
            if empties and (not kings_only or RANK_OF[card] == 13):
                return True
            return not targets[card].isdisjoint(on_tops)

        if lay.waste and goes(lay.waste[-1]):
            yield WASTE, lay.waste[-1], 1
        for j, card in enumerate(tops):
            if card is not None:
                col = lay.cols[j]
                run = self.run_length(j) if variant.sequences else 1
                yield from ((j, col[-k], k) for k in range(1, run + 1) if goes(col[-k]))
        if self.game.scoring:
            for i, pile in enumerate(lay.found):
                if pile and goes(pile[-1]):
                    yield FOUNDATION + i, pile[-1], 1

    def _source_moves(
        self, moves: list[Move], src: int, card: Card, run: int, tops: list[Card | None],
        on_tops: set[Card | None], empties: list[int], distinct: bool,
    ) -> None:
        """The moves of the ``run`` cards headed by ``card`` from ``src`` onto the column
        tops that take them, then into the empty columns."""
        row = MOVES[src]
        for target in self.game.target_lists[card]:
            if target in on_tops:
                moves += [row[j][run] for j in _columns_topped_by(tops, target) if j != src]
        if not empties or (self.game.variant.kings_only and RANK_OF[card] != 13):
            return
        if distinct and src < WASTE and run == len(self.layout.cols[src]):
            return
        moves += [row[j][run] for j in empties if j != src]

    def why_illegal(self, move: Move) -> str | None:
        """The reason id that forbids ``move`` here, or ``None`` when it is legal (at once for
        a move the last move generation listed for this very position)."""
        lay = self.layout
        if lay.known_legal is not None and move in lay.known_legal:
            return None
        src, dst, count = move
        if self.won:
            return "game-over"
        if src == STOCK:
            if not lay.stock:
                return "stock-empty"
            return None if (dst, count) == (WASTE, self.draw_count()) else "bad-move"
        if src == REDEAL:
            if (dst, count) != (STOCK, 0):
                return "bad-move"
            if lay.stock:
                return "stock-not-empty"
            if not lay.waste:
                return "waste-empty"
            return None if self.redeals_left() > 0 else "no-redeal"
        if dst == ANY_FOUNDATION:
            return "no-foundation" if self._top(src) is not None else "no-card"
        if src == dst:
            return "same-pile"
        if not (0 <= src < len(lay.cols) or src == WASTE or FOUNDATION <= src < FOUNDATION + 8):
            return "no-such-pile"
        if not (0 <= dst < len(lay.cols) or FOUNDATION <= dst < FOUNDATION + 8):
            return "no-such-pile"
        if count < 1:
            return "bad-move"
        if FOUNDATION <= src < FOUNDATION + 8 and not self.game.scoring:
            return "take-back-off"
        card = self._top(src)
        if card is None:
            return "no-card"
        if src < WASTE:
            col = lay.cols[src]
            if len(col) - lay.down[src] < count:
                return "face-down" if count <= len(col) else "no-card"
            if count > self.run_length(src):
                return "not-a-sequence"
            card = col[-count]
        elif count != 1:
            return "one-card"
        if FOUNDATION <= dst < FOUNDATION + 8:
            if count != 1:
                return "one-card-to-foundation"
            if src >= FOUNDATION:
                return "same-pile"
            pile = lay.found[dst - FOUNDATION]
            if RANK_OF[card] == 1:
                return None if not pile else "foundation-ace"
            return None if pile and pile[-1] == card - 1 else "foundation-order"
        target_col = lay.cols[dst]
        if not target_col:
            if self.game.variant.kings_only and RANK_OF[card] != 13:
                return "kings-only"
            return None
        if target_col[-1] in self.game.targets[card]:
            return None
        return BUILD_REASON[self.game.variant.build.value]

    # -- playing ---------------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        lay = self.layout
        src, dst, count = move
        flipped = apply(lay, move)
        self._history.append(move)
        self._undo.append(flipped)
        if src == STOCK:
            return [{"type": "draw", "from": "s", "to": "w",
                     "cards": list(map(NAME_OF, lay.waste[-count:]))}]
        if src == REDEAL:
            return [{"type": "redeal", "count": len(lay.stock)}]
        target = lay.cols[dst] if dst < WASTE else lay.found[dst - FOUNDATION]
        events: list[Event] = [{
            "type": "move",
            "from": PILE_NAMES[src],
            "to": PILE_NAMES[dst],
            "cards": list(map(NAME_OF, target[-count:])),
        }]
        if flipped:
            card = lay.cols[src][-1]
            events.append({"type": "flip", "pile": PILE_NAMES[src], "card": NAMES[card]})
        if dst >= FOUNDATION and not lay.homes():
            events.append({"type": "won"})
        return events

    def pop(self) -> Move:
        move = self._history.pop()
        undo(self.layout, move, self._undo.pop())
        return move

    # -- views and saves -------------------------------------------------------------------

    def view(self, player: int = 0) -> dict[str, Any]:
        """The table as the player sees it: face-down cards and the stock's order hidden."""
        pos = self.layout.to_dict()
        pos["columns"] = [["??" if t.startswith("<") else t for t in col] for col in pos["columns"]]
        pos["stock"] = len(self.layout.stock)
        pos["redeals_left"] = self.redeals_left()
        pos["draw"] = self.game.variant.draw
        return pos

    def position(self) -> dict[str, Any]:
        """The whole table, face-down cards and the stock's order included."""
        return self.layout.to_dict()

    def start_position(self) -> dict[str, Any]:
        return self.start.to_dict()

    def info_key(self, player: int = 0) -> str:
        return json.dumps(self.view(player), sort_keys=True)

    def sample(self, player: int, rng: random.Random) -> SolitaireState:
        """Deal the unseen cards (face-down and stock) at random into their places."""
        lay = self.layout.copy()
        unseen = [c for col, d in zip(lay.cols, lay.down, strict=True) for c in col[:d]]
        unseen += lay.stock
        rng.shuffle(unseen)
        for col, d in zip(lay.cols, lay.down, strict=True):
            col[:d] = [unseen.pop() for _ in range(d)]
        lay.stock = unseen
        return type(self)(self.game, lay, None)

    def copy(self) -> SolitaireState:
        """An independent state with the same position and history."""
        other = type(self)(self.game, self.start.copy(), self.deal)
        other.layout = self.layout.copy()
        other._history = list(self._history)
        other._undo = list(self._undo)
        other._found_at_start = self._found_at_start
        return other
