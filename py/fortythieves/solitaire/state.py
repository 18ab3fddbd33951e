"""One position of a Forty Thieves solitaire game, with unlimited undo.

Rule ids refer to ``seeds/solitaire.md``. Hot paths (``legal_moves``, ``push``, ``pop``) work
on lists of ``int`` cards and precomputed tables: random play, hints and the solver call them
hundreds of thousands of times.
"""

from __future__ import annotations

import json
import random
from typing import TYPE_CHECKING, Any

from ..cards import NAMES, RANK_OF, Card
from ..engine import Event, State
from .movegen import legal_moves, run_length
from .moves import ANY_FOUNDATION, FOUNDATION, PILE_NAMES, REDEAL, STOCK, WASTE, Move
from .position import Layout, apply, undo

if TYPE_CHECKING:
    from .game import SolitaireGame

NAME_OF = NAMES.__getitem__

BUILD_REASON = {
    "same-suit": "build-same-suit",
    "other-suit": "build-other-suit",
    "alt-colour": "build-alt-colour",
}


class SolitaireState(State):
    """Piles in :attr:`layout`; moves in :attr:`history`; undo records in ``_undo``."""

    game: SolitaireGame

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

    def count_as_dealt(self, cards: int) -> None:
        """``cards`` went to the foundations by themselves as the deal was laid out (the site's
        automatic moves, S-51): part of the deal (S-44 ruling), so, like Lucas's aces (S-23
        ruling), they score nothing: S-40 counts the cards the player moves."""
        self._found_at_start += cards

    def draw_count(self) -> int:
        return min(self.game.variant.draw, len(self.layout.stock))

    def redeals_left(self) -> int:
        return self.game.variant.redeals - self.layout.redeals

    def run_length(self, col: int) -> int:
        """How many cards at the top of column ``col`` may move together (S-5, S-31)."""
        return run_length(self.game, self.layout, col)

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

    def _pile(self, pile: int) -> list[Card] | None:
        """The cards of a column, the waste or a foundation; ``None`` for a pile this game does
        not have (the notation names columns up to 13 whatever the variant's number)."""
        lay = self.layout
        if 0 <= pile < len(lay.cols):
            return lay.cols[pile]
        if pile == WASTE:
            return lay.waste
        if FOUNDATION <= pile < FOUNDATION + len(lay.found):
            return lay.found[pile - FOUNDATION]
        return None

    def _top(self, pile: int) -> Card | None:
        cards = self._pile(pile)
        return cards[-1] if cards else None

    # -- move generation -------------------------------------------------------------------

    def legal_moves(self, distinct: bool = False) -> list[Move]:
        """Every legal move; with ``distinct``, one of each set of moves that lead to the same
        position up to the order of the columns and of the foundations: into the leftmost
        empty column only (never a whole column into an empty one), onto the leftmost
        foundation that fits. Random play, hints and search want these; the player may make
        any legal move. The order is :mod:`.movegen`'s."""
        return legal_moves(self.game, self.layout, distinct)

    def why_illegal(self, move: Move) -> str | None:
        """The reason id that forbids ``move`` here, or ``None`` when it is legal."""
        lay = self.layout
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
            if not self.game.variant.redeals:
                return "one-pass"  # S-11: never any, not "none left"
            return None if self.redeals_left() > 0 else "no-redeal"
        if self._pile(src) is None:
            return "no-such-pile"
        if dst == ANY_FOUNDATION:
            return "no-foundation" if self._top(src) is not None else "no-card"
        if src == dst:
            return "same-pile"
        if dst == WASTE or self._pile(dst) is None:
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
            if count > self.run_length(src):  # S-5: one card; S-31: a built sequence
                return "not-a-sequence" if self.game.variant.sequences else "top-card-only"
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

    def push(self, move: Move) -> list[Event]:
        """Play ``move`` and return what happened; raise :class:`IllegalMove` if not legal. A
        move that ``legal_moves`` listed for these very piles is played without a second
        check: players, hints and searches push nothing else."""
        known = self.layout.known_legal
        if known is None or move not in known:
            return super().push(move)
        return self._apply(move)

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
