"""Questions the table asks about a position: which card is safe to send home on its own
(rule S-51), and whether any progress is still possible ("no more moves", rule S-12).

Safe automatic moves: a card is needed in the columns only as a place to build on. The cards
that could ever be built on a card of rank R are the cards of rank R - 1 that its variant's
building rule allows (same suit, another suit, or the other colour). Once both copies of each
of them are on the foundations, nothing can ever be placed on the card again, so moving it to
a foundation loses nothing. Aces and twos are always safe: an ace can always start a foundation
of its own (there is one foundation for each of the eight aces), so no ace ever needs a two.

"No more moves": from a position with an empty stock and no redeal left, the only moves shuffle
cards between columns, the waste and the foundations. We explore every position reachable that
way (a bounded search); if none of them puts more cards on the foundations or turns a face-down
card, the game cannot progress and is lost. A search that runs out of budget proves nothing,
so it answers "not stuck".
"""

from __future__ import annotations

from ..cards import ALL_CARDS, RANK_OF, SUIT_OF
from .moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from .state import SolitaireState

STUCK_SEARCH_LIMIT = 5_000


def _copies_home(state: SolitaireState, card: int) -> int:
    """How many copies of ``card`` are on the foundations."""
    suit, rank = SUIT_OF[card], RANK_OF[card]
    return sum(
        1 for pile in state.layout.found if pile and SUIT_OF[pile[0]] == suit and len(pile) >= rank
    )


def is_safe(state: SolitaireState, card: int) -> bool:
    """Whether ``card`` can never again be needed in a column (see the module docstring)."""
    if RANK_OF[card] <= 2:
        return True
    targets = state.game.targets
    builders = [c for c in ALL_CARDS if card in targets[c]]
    return all(_copies_home(state, c) == 2 for c in builders)


def safe_move(state: SolitaireState) -> Move | None:
    """The next card, from the waste or a column top, that is safe to send to a foundation."""
    lay = state.layout
    slots = state.foundation_slots()
    sources = [(WASTE, lay.waste)] + list(enumerate(lay.cols))
    for pile, cards in sources:
        if cards and (pile == WASTE or len(cards) > lay.down[pile]):
            card = cards[-1]
            if card in slots and is_safe(state, card):
                return Move(pile, FOUNDATION + slots[card][0], 1)
    return None


def _progress(state: SolitaireState) -> tuple[int, int]:
    """Cards on the foundations and face-down cards: more of the one or fewer of the other."""
    lay = state.layout
    return sum(len(f) for f in lay.found), sum(lay.down)


def position_key(state: SolitaireState) -> tuple:
    """Equal for positions that differ only in the order of the columns."""
    lay = state.layout
    return (
        tuple(sorted(tuple(c) for c in lay.cols)),
        tuple(lay.waste),
        len(lay.stock),
        lay.redeals,
        tuple(sorted(len(f) * 64 + (f[0] if f else 0) for f in lay.found)),
    )


def is_stuck(state: SolitaireState, limit: int = STUCK_SEARCH_LIMIT) -> bool:
    """True only when it is proved that no sequence of moves can make progress (S-12)."""
    if state.won:
        return False
    if state.layout.stock or (state.layout.waste and state.redeals_left() > 0):
        return False
    work = state.copy()
    home, hidden = _progress(work)
    seen = {position_key(work)}
    stack = [iter(work.legal_moves(distinct=True))]
    while stack:
        move = next(stack[-1], None)
        if move is None:
            stack.pop()
            if stack:
                work.pop()
            continue
        if move.src in (STOCK, REDEAL):
            return False
        work.push(move)
        now_home, now_hidden = _progress(work)
        if now_home > home or now_hidden < hidden:
            return False
        key = position_key(work)
        if key in seen:
            work.pop()
            continue
        if len(seen) >= limit:
            return False
        seen.add(key)
        stack.append(iter(work.legal_moves(distinct=True)))
    return True
