"""How promising a position looks to the best-first walk (:mod:`.bestfirst`): speed only.

The judgement never decides a verdict, only which position is expanded next, so it may be
anything cheap. It rewards cards home and empty columns, and charges face-down cards, cards
lying out of built order in the columns, and above all the cards piled on the cards the
foundations want next (the lowest rank missing from each foundation of a suit), in the columns
and in the waste: a deal is won by digging those out. The weights: ``bench/solver.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .position import Layout

if TYPE_CHECKING:
    from .game import SolitaireGame

HOME = 100
DOWN = 40
EMPTY = 30
OUT_OF_ORDER = 4
OVER_NEEDED = 6
WASTE = 1


def needed(lay: Layout) -> set[int]:
    """The cards that may go home next or the time after: for each suit, one rank above each
    of its two foundations (an ace for a foundation not started)."""
    out: set[int] = set()
    for suit, heights in enumerate(lay.heights()):
        for h in heights:
            if h < 13:
                out.add(suit * 13 + h)
    return out


def score(lay: Layout, game: SolitaireGame) -> int:
    """Higher is better (see the module docstring)."""
    targets = game.targets
    need = needed(lay)
    home = sum(map(len, lay.found))
    over = 0
    disorder = 0
    empty = 0
    for col in lay.cols:
        n = len(col)
        if not n:
            empty += 1
            continue
        k = 1
        while k < n and col[-k - 1] in targets[col[-k]]:
            k += 1
        disorder += n - k
        for depth in range(n):
            if col[n - 1 - depth] in need:
                over += depth
    waste = lay.waste
    n = len(waste)
    for depth in range(n):
        if waste[n - 1 - depth] in need:
            over += depth
    return (
        HOME * home
        - DOWN * sum(lay.down)
        + EMPTY * empty
        - OUT_OF_ORDER * disorder
        - OVER_NEEDED * over
        - WASTE * n
    )
