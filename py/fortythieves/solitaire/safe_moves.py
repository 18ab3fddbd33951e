"""The solver's automatic moves, looked for only where a move can have made one.

:func:`.analysis.layout_safe_move` scans every column and the waste for a card safe to send
home (the rule and its proof: :mod:`.analysis`, :mod:`.solver`). The solver asks after every
move, and the position before the move was settled (no card in it was safe). Whether a card is
safe depends only on the card and the foundations, so after a move that left the foundations
alone the only candidates are the cards the move laid bare or laid down: the new tops of its
source and target columns, and the waste's top. Looking at those, in the order of the full scan
(columns left to right, then the waste), finds the same move the full scan finds, for a
fraction of the cost: a settled walk plays the very same automatic moves either way.
"""

from __future__ import annotations

from collections.abc import Sequence

from .analysis import card_is_safe, layout_safe_move
from .moves import FOUNDATION, MOVES, REDEAL, STOCK, WASTE, Move
from .position import Layout


def local_safe_move(
    lay: Layout, builders: Sequence[tuple[int, ...]], waste_ok: bool, after: Move | None
) -> Move | None:
    """The move :func:`.analysis.layout_safe_move` finds in ``lay``, given that the position
    before ``after`` (``None``: unknown, scan it all) had none."""
    if after is None:
        return layout_safe_move(lay, builders, waste_ok)
    src, dst, _ = after
    if src >= FOUNDATION and src not in (STOCK, REDEAL) or dst >= FOUNDATION:
        return layout_safe_move(lay, builders, waste_ok)
    if src == REDEAL:
        return None
    homes = lay.homes()
    cols = lay.cols
    for j in sorted({src, dst}) if src < WASTE else (dst,) if dst < WASTE else ():
        col = cols[j]
        if col and col[-1] in homes and card_is_safe(lay, builders, col[-1]):
            return MOVES[j][FOUNDATION + homes[col[-1]][0]][1]
    waste = lay.waste
    if waste_ok and waste and waste[-1] in homes and card_is_safe(lay, builders, waste[-1]):
        return MOVES[WASTE][FOUNDATION + homes[waste[-1]][0]][1]
    return None
