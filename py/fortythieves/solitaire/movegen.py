"""Every legal move of a solitaire position, generated fast.

Random play, hints, the "no more moves" search and the solver ask for the legal moves of
hundreds of thousands of positions, and a position of the classic game has only two or three
(the stock, a build, now and then a card for a foundation). So the generator spends as little
as it can on the many places that offer no move:

- The column tops are sifted for the few that may be built on another top with set and map
  operations, which run in C, rather than a loop in Python over every column.
- What the columns allow (their moves to the foundations, builds, moves into empty columns,
  and the take-backs from the foundations) is kept on the :class:`Layout` as a
  ``ColumnMoves`` tuple until :func:`.position.apply` or :func:`.position.undo` changes a column
  or a foundation. Turning a stock card changes neither, and it is the move played most, so
  the next generation then only looks at the new waste card.

The order of the moves is part of the contract (hints and the solver try them in this order):
moves to the foundations (the waste's, then each column's), then each source (the waste, the
columns left to right and, with sequences, shortest run first, the foundations when cards may
come back) with its builds and then its moves into empty columns, then the stock or the redeal.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import compress, count
from operator import itemgetter, not_
from typing import TYPE_CHECKING

from ..cards import RANK_OF, Card
from .moves import DRAWS, FOUNDATION, MOVES, REDEAL_MOVE, WASTE, Move
from .position import Layout

if TYPE_CHECKING:
    from .game import SolitaireGame

TOP = itemgetter(-1)

ColumnMoves = tuple[
    bool, list["Card | None"], set["Card | None"], list[int], list[Move], list[Move]
]
"""What the columns and foundations of one position allow, whatever the waste holds, as a
plain tuple (the cheapest record to make): ``distinct``; the top card of each column
(``None`` for an empty one) as a list and as a set; the empty columns a card may go to (only
the leftmost with ``distinct``); the columns' moves to the foundations; the builds and moves
into empty columns of the column and (take-backs) foundation sources."""


def legal_moves(game: SolitaireGame, lay: Layout, distinct: bool = False) -> list[Move]:
    """Every legal move of ``lay`` in ``game``, in the order the module docstring gives;
    ``distinct`` as :meth:`.state.SolitaireState.legal_moves` describes it."""
    homes = lay.homes()
    moves: list[Move] = []
    if homes:
        columns = lay.column_moves
        if columns is None or columns[0] != distinct:
            columns = lay.column_moves = _column_moves(game, lay, homes, distinct)
        _, tops, on_tops, empties, to_foundations, column_moves = columns
        waste = lay.waste
        if waste:
            card = waste[-1]
            fits = homes.get(card)
            if fits:
                row = MOVES[WASTE]
                moves += [row[FOUNDATION + i][1] for i in (fits[:1] if distinct else fits)]
            moves += to_foundations
            builds = not on_tops.isdisjoint(game.targets[card])
            if builds or _goes(game, card, on_tops, empties):
                _source_moves(game, lay, moves, WASTE, card, 1, columns)
        else:
            moves += to_foundations
        moves += column_moves
        if lay.stock:
            moves.append(DRAWS[min(game.variant.draw, len(lay.stock))])
        elif waste and lay.redeals < game.variant.redeals:
            moves.append(REDEAL_MOVE)
    lay.known_legal = moves[:]
    return moves


def run_length(game: SolitaireGame, lay: Layout, col: int) -> int:
    """How many cards at the top of column ``col`` may move together (S-5, S-31)."""
    cards = lay.cols[col]
    face_up = len(cards) - lay.down[col]
    if face_up <= 0:
        return 0
    if not game.variant.sequences:
        return 1
    targets = game.targets
    k = 1
    while k < face_up and cards[-k - 1] in targets[cards[-k]]:
        k += 1
    return k


def _goes(game: SolitaireGame, card: Card, on_tops: set[Card | None], empties: list[int]) -> bool:
    """Whether ``card`` may be built on a column top or moved into an empty column."""
    if empties and (not game.variant.kings_only or RANK_OF[card] == 13):
        return True
    return not on_tops.isdisjoint(game.targets[card])


def _column_moves(
    game: SolitaireGame, lay: Layout, homes: dict[int, list[int]], distinct: bool
) -> ColumnMoves:
    cols = lay.cols
    if all(cols):
        tops: list[Card | None] = list(map(TOP, cols))
        empties = []
    else:
        tops = [c[-1] if c else None for c in cols]
        empties = [j for j, top in enumerate(tops) if top is None][: 1 if distinct else None]
    on_tops = set(tops)
    to_foundations: list[Move] = []
    if not homes.keys().isdisjoint(tops):
        for j, card in enumerate(tops):
            fits = homes.get(card)  # type: ignore[arg-type]  # an empty column's None finds none
            if fits:
                row = MOVES[j]
                to_foundations += [row[FOUNDATION + i][1] for i in (fits[:1] if distinct else fits)]
    moves: list[Move] = []
    columns = (distinct, tops, on_tops, empties, to_foundations, moves)
    if empties or game.variant.sequences or game.scoring:
        for src, card, run in _sources(game, lay, on_tops, empties):
            _source_moves(game, lay, moves, src, card, run, columns)
    else:
        # The common case: single cards and no empty column. The few tops that may be built
        # on another top are sifted without a loop in Python.
        targets = game.target_lists
        # No column is empty here (``empties`` is empty), so no top is None: mypy cannot know.
        top_targets = map(game.targets.__getitem__, tops)  # type: ignore[arg-type]
        builds = map(not_, map(on_tops.isdisjoint, top_targets))
        for j in compress(count(), builds):
            _builds(moves, MOVES[j], 1, j, targets[tops[j]], tops, on_tops)  # type: ignore[index]
    return columns


def _sources(
    game: SolitaireGame, lay: Layout, on_tops: set[Card | None], empties: list[int]
) -> Iterator[tuple[int, Card, int]]:
    """``(pile, card, count)`` in order for each face-up card of a column or (take-backs) a
    foundation that heads a run and may be built on a column top or fill an empty column."""
    for j, col in enumerate(lay.cols):
        if col:
            run = run_length(game, lay, j)
            yield from (
                (j, col[-k], k) for k in range(1, run + 1) if _goes(game, col[-k], on_tops, empties)
            )
    if game.scoring:
        for i, pile in enumerate(lay.found):
            if pile and _goes(game, pile[-1], on_tops, empties):
                yield FOUNDATION + i, pile[-1], 1


def _source_moves(
    game: SolitaireGame, lay: Layout, moves: list[Move], src: int, card: Card, run: int,
    columns: ColumnMoves,
) -> None:
    """The moves of the ``run`` cards headed by ``card`` from ``src`` onto the column tops
    that take them, then into the empty columns."""
    distinct, tops, on_tops, empties, _, _ = columns
    row = MOVES[src]
    _builds(moves, row, run, src, game.target_lists[card], tops, on_tops)
    if not empties or (game.variant.kings_only and RANK_OF[card] != 13):
        return
    if distinct and src < WASTE and run == len(lay.cols[src]):
        return
    moves += [row[j][run] for j in empties if j != src]


def _builds(
    moves: list[Move], row: list[list[Move]], run: int, src: int, targets: tuple[Card, ...],
    tops: list[Card | None], on_tops: set[Card | None],
) -> None:
    """Add the moves (from ``row``, a line of ``MOVES``) of ``run`` cards onto each column
    topped by one of ``targets``, in their order, left to right. A card is on at most two
    tops (one per deck), found by the list's own methods rather than a loop in Python."""
    for target in targets:
        if target in on_tops:
            first = tops.index(target)
            if first != src:
                moves.append(row[first][run])
            if tops.count(target) == 2:
                second = tops.index(target, first + 1)
                if second != src:
                    moves.append(row[second][run])
