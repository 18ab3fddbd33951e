"""Questions the table asks about a position: which card is safe to send home on its own
(rule S-51), and whether any progress is still possible ("no more moves", rule S-12).

Safe automatic moves: a card ``c`` of suit ``s`` and rank ``r`` is sent home on its own only if

(a) every card that could ever be built on ``c`` (rank ``r - 1`` by the variant's building
    rule) is on the foundations in both copies, so no card can ever be placed on ``c``;
(b) both foundations of suit ``s`` already hold at least ``r - 1`` cards, or the other copy of
    ``c`` is already home: otherwise the other copy might need the one foundation at ``r - 1``
    that ``c`` would take (hearts home to 4 and 3, the second ``5H`` lying on the second
    ``4H``: sending the first ``5H`` home leaves the second nowhere to go); and
(c) ``c`` is in a column, or the game turns one card at a time, or has no redeal (with three
    at a time and a redeal to come, taking a card out of the waste regroups the next pass).

Aces are always safe (eight foundations for eight aces). The proof that (a) to (c) lose
nothing is in :mod:`.solver`, which uses the same rule.

"No more moves": from a position with an empty stock and no redeal left, the only moves shuffle
cards between columns, the waste and the foundations. We explore every position reachable that
way (a bounded search); if none of them puts more cards on the foundations or turns a face-down
card, the game cannot progress and is lost. A search that runs out of budget proves nothing,
so it answers "not stuck".
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import RANK_OF, SUIT_OF
from .moves import FOUNDATION, MOVES, REDEAL, STOCK, WASTE, Move
from .position import Layout, apply
from .state import SolitaireState

STUCK_SEARCH_LIMIT = 5_000


def card_is_safe(lay: Layout, builders: Sequence[tuple[int, ...]], card: int) -> bool:
    """Conditions (a) and (b) of the module docstring, for a card that may go home now."""
    rank = RANK_OF[card]
    if rank == 1:
        return True
    heights = lay.heights()
    own = heights[SUIT_OF[card]]
    if min(own) < rank - 1 and max(own) < rank:
        return False
    return all(min(heights[SUIT_OF[b]]) >= RANK_OF[b] for b in builders[card])


def layout_safe_move(
    lay: Layout, builders: Sequence[tuple[int, ...]], waste_ok: bool
) -> Move | None:
    """The first card of the columns (and, if ``waste_ok``, the waste) safe to send home, to
    the leftmost foundation it fits."""
    homes = lay.homes()
    sources = list(enumerate(lay.cols))
    if waste_ok:
        sources.append((WASTE, lay.waste))
    for pile, cards in sources:
        if cards and cards[-1] in homes and card_is_safe(lay, builders, cards[-1]):
            return MOVES[pile][FOUNDATION + homes[cards[-1]][0]][1]
    return None


def waste_is_safe(state: SolitaireState) -> bool:
    """Condition (c): a waste card may go home on its own unless three are turned at a time
    with a redeal to come (taking one out would regroup the next pass); on the last pass it
    may (Little Forty's waste kept even its aces there)."""
    return state.game.variant.draw == 1 or state.redeals_left() == 0


def is_safe(state: SolitaireState, card: int) -> bool:
    """Whether ``card`` can go home now and never be missed (see the module docstring)."""
    return card_is_safe(state.layout, state.game.builders, card)


def safe_move(state: SolitaireState) -> Move | None:
    """The next card, from a column or the waste, that is safe to send to a foundation."""
    return layout_safe_move(state.layout, state.game.builders, waste_is_safe(state))


def finishing_moves(lay: Layout) -> list[Move]:
    """With the stock out, the moves that bring every card left home, each the top card of a
    column or the waste going to a foundation, the first that fits first; empty when those
    moves alone do not win. Where they do, the deal is won whatever else the player might try,
    so no card left can be needed again (ruling of S-51): the table plays them at once."""
    if lay.stock:
        return []
    work = lay.copy()
    moves: list[Move] = []
    while True:
        homes = work.homes()
        if not homes:
            return moves
        for pile, cards in [*enumerate(work.cols), (WASTE, work.waste)]:
            if cards and cards[-1] in homes:
                move = MOVES[pile][FOUNDATION + homes[cards[-1]][0]][1]
                break
        else:
            return []
        apply(work, move)
        moves.append(move)


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
