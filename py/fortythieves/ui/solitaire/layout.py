"""Where every pile and card goes on the table, as plain numbers (no browser here).

The table fills the space under the toolbar without scrolling: the card size follows the
narrowest need (13 columns on a 390 px phone, or the height of a laptop screen), and long
columns squeeze their overlap so their last card stays on screen, the cards made smaller
when the overlap would hide their ranks. Piles are named by the
engine's pile numbers (columns 0..12, waste 20, foundations 30..37, stock 40).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...solitaire.moves import FOUNDATION, STOCK, WASTE
from ..shell.cardface import min_strip, strip_height

RATIO = 1.4  # card height / width
MAX_CARD_W = 150.0
"""The widest card: a large screen's table grows its cards up to it (110 px left a 1920 px
screen's deal in a third of its width)."""
TALL_RATIO = 3.0
"""At most, on a phone held upright: ten or thirteen columns share its 390 px, so cards of
the standard shape left two thirds of the height bare felt; taller cards, fanned wider, use
it. Their height is also held to :data:`TALL_SHARE` of the table's."""
TALL_SHARE = 0.115
TALL_FAN = 0.9
"""How much of a tall card a covered card shows while its column has room (a long column
squeezes, :func:`column_offsets`)."""
Rect = tuple[float, float, float, float]  # x, y, width, height


@dataclass(frozen=True)
class Geometry:
    """Sizes and pile origins for one table size and one variant."""

    width: float
    height: float
    card_w: int
    card_h: int
    columns: tuple[float, ...]
    """x of each column."""
    foundations: tuple[float, ...]
    stock_x: float
    waste_x: float
    top: float
    cols_top: float
    strip: float
    least: float
    """The overlap below which a squeezed column hides part of the rank (a column too long for
    it makes the cards smaller first, down to seven tenths: :func:`compute`)."""
    down_strip: float
    fan: float
    draw: int
    side: tuple[float, ...] = ()
    """The tops of the stock, the waste and the eight foundations when they stand beside the
    columns (a short, wide table: :func:`compute`); empty when they stand in a row above."""

    def origin(self, pile: int) -> tuple[float, float]:
        """Top-left corner of a pile's first card."""
        if pile < WASTE:
            return self.columns[pile], self.cols_top
        if pile == WASTE:
            return self.waste_x, self.side[1] if self.side else self.top
        if pile == STOCK:
            return self.stock_x, self.side[0] if self.side else self.top
        i = pile - FOUNDATION
        return self.foundations[i], self.side[2 + i] if self.side else self.top


def _cols_top(margin: float, card_h: float) -> float:
    return margin + card_h + max(6.0, card_h * 0.14)


def _least(card_w: float) -> float:
    return float(min(min_strip(card_w), strip_height(card_w)))


def card_ratio(width: float, height: float, card_w: float) -> float:
    """Card height over width: taller cards in a window held upright, a phone's or a
    tablet's (:data:`TALL_RATIO`, :data:`TALL_SHARE`)."""
    if height >= 1.15 * width:
        return max(RATIO, min(TALL_RATIO, height * TALL_SHARE / card_w))
    return RATIO


def _shows_rank(height: float, top: float, card_w: int, longest: int, ratio: float) -> bool:
    """Whether a column of ``longest`` cards from ``top`` fits the table with each card's rank
    showing."""
    room = height - top - round(card_w * ratio) - 4
    return (longest - 1) * _least(card_w) <= room


def _shrunk(card_w: int, height: float, top: Callable[[int], float], longest: int,
            ratio: float = RATIO) -> int:
    """The card width at which a column of ``longest`` cards shows every rank, down to seven
    tenths of ``card_w`` and never under 30 px (``top``: where the columns start, by width)."""
    least_w = min(card_w, max(30, round(card_w * 0.7)))
    while card_w > least_w and not _shows_rank(height, top(card_w), card_w, longest, ratio):
        card_w -= 1
    return card_w


def is_short(width: float, height: float) -> bool:
    """A phone on its side or a short, wide window, where the stock, the waste and the
    foundations may stand beside the columns (where that makes the cards bigger: with the row
    above them, a long column left them 30 px wide, their suits hidden, Thieves of Egypt's
    at 844x390)."""
    return height <= 480 and height < 0.55 * width


def compute(width: float, height: float, ncols: int, draw: int = 1,
            longest: int = 0) -> Geometry:
    """Lay out a table of ``width`` x ``height`` px for ``ncols`` columns. A column of
    ``longest`` cards that its overlap could not fit with every rank showing makes the cards
    smaller, as much as that needs, down to seven tenths and never under 30 px, where more of
    each rank shows even if not all (Thieves of Egypt's sixteen cards on a laptop read as
    slivers, their ranks cut, where the width had room to spare)."""
    margin = 4.0 if width < 600 else 12.0
    inner = max(100.0, width - 2 * margin)
    col_slot = inner / ncols
    col_gap = max(2.0, min(14.0, col_slot * 0.08))
    fan_units = 0.6 if draw > 1 else 0.0
    # Top row: stock, waste (+ fan), a small separator, eight foundations.
    top_units = 10 + fan_units + 0.25
    top_w = (inner - 9 * col_gap) / top_units
    by_height = (height - 2 * margin) / 4.6 / RATIO
    card_w = int(max(18.0, min(col_slot - col_gap, top_w, by_height, MAX_CARD_W)))
    ratio = card_ratio(width, height, card_w)
    card_w = _shrunk(card_w, height, lambda w: _cols_top(margin, round(w * ratio)), longest,
                     ratio)
    card_h = int(round(card_w * ratio))
    gap = max(col_gap, min(14.0, card_w * 0.12))
    # Columns, centred.
    step = max(card_w + col_gap, min(col_slot, card_w + gap * 2))
    cols_w = ncols * step - (step - card_w)
    left = (width - cols_w) / 2
    columns = tuple(left + i * step for i in range(ncols))
    # Top row spans at least the columns; stock and waste left, foundations right.
    fan = round(card_w * 0.3) if draw > 1 else 0.0
    top_step = card_w + col_gap
    top_needed = 10 * top_step - col_gap + 2 * fan + card_w * 0.25
    span = max(cols_w, top_needed)
    span_left = (width - span) / 2
    stock_x = span_left
    waste_x = span_left + top_step
    right = span_left + span
    foundations = tuple(right - (8 - i) * top_step + col_gap for i in range(8))
    above = Geometry(
        width=width,
        height=height,
        columns=columns,
        foundations=foundations,
        stock_x=stock_x,
        waste_x=waste_x,
        top=margin,
        cols_top=_cols_top(margin, card_h),
        fan=fan,
        draw=draw,
        **_card_sizes(card_w, ratio),
    )
    if is_short(width, height):
        beside = _beside(width, height, ncols, draw, longest, margin)
        if beside.card_w > card_w:
            return beside
    return above


def _beside(width: float, height: float, ncols: int, draw: int, longest: int,
            margin: float) -> Geometry:
    """A short, wide table: the stock over the waste left of the columns, the foundations
    in two columns of four right of them, so that the columns have the whole height."""
    fan_units = 0.6 if draw > 1 else 0.0
    units = ncols + 3 + fan_units + 0.5  # the columns, stock and foundations, two separators
    col_gap = max(2.0, min(14.0, (width - 2 * margin) / units * 0.08))
    by_width = (width - 2 * margin - (ncols + 2) * col_gap) / units
    by_height = (height - 2 * margin - 3 * 4) / 4 / RATIO  # four foundations high
    card_w = int(max(18.0, min(by_width, by_height, MAX_CARD_W)))
    card_w = _shrunk(card_w, height, lambda _w: margin, longest)
    card_h = int(round(card_w * RATIO))
    fan = round(card_w * 0.3) if draw > 1 else 0.0
    step = card_w + col_gap
    sep = card_w * 0.25
    total = (card_w + 2 * fan) + sep + ncols * step - col_gap + sep + 2 * step - col_gap
    left = (width - total) / 2
    first = left + card_w + 2 * fan + sep + col_gap
    columns = tuple(first + i * step for i in range(ncols))
    right = columns[-1] + card_w + sep + col_gap
    row = card_h + 4.0
    return Geometry(
        width=width, height=height, columns=columns,
        foundations=tuple(right + (i // 4) * step for i in range(8)),
        stock_x=left, waste_x=left, top=margin, cols_top=margin, fan=fan, draw=draw,
        side=(margin, margin + row, *(margin + (i % 4) * row for i in range(8))),
        **_card_sizes(card_w),
    )


def _card_sizes(card_w: int, ratio: float = RATIO) -> dict[str, Any]:
    """What follows from the cards' width and shape, whichever way the table is laid out:
    their height and the strips a covered card shows (a tall card's, wider: most of it)."""
    card_h = int(round(card_w * ratio))
    strip = float(strip_height(card_w))
    fanned = max(strip, round(card_h * TALL_FAN)) if ratio > RATIO else strip
    return {"card_w": card_w, "card_h": card_h, "strip": fanned,
            "least": _least(card_w), "down_strip": max(4.0, round(strip * 0.35))}


def column_offsets(geo: Geometry, count: int, down: int) -> list[float]:
    """y offset of each card of a column, squeezed so the last card stays on the table."""
    if count == 0:
        return []
    room = geo.height - geo.cols_top - geo.card_h - 4
    steps_down = min(down, count - 1)
    steps_up = count - 1 - steps_down
    ds, us = geo.down_strip, geo.strip
    if steps_down * ds + steps_up * us > room:
        ds = max(3.0, min(ds, room * 0.2 / max(1, steps_down)))
        if steps_up:
            us = max(4.0, (room - steps_down * ds) / steps_up)
    offsets, y = [], 0.0
    for i in range(count):
        offsets.append(round(y, 1))
        y += ds if i < down else us
    return offsets


def waste_offsets(geo: Geometry, visible: int) -> list[float]:
    """x offsets of the visible waste cards: a fan of the top three when three are drawn."""
    if geo.draw <= 1:
        return [0.0] * visible
    fanned = min(3, visible)
    flat = visible - fanned
    return [0.0] * flat + [i * geo.fan for i in range(fanned)]


def card_positions(
    geo: Geometry, pile: int, count: int, down: int = 0
) -> list[tuple[float, float]]:
    """Top-left corner of each card of a pile (bottom first)."""
    x, y = geo.origin(pile)
    if pile < WASTE:
        return [(x, y + dy) for dy in column_offsets(geo, count, down)]
    if pile == WASTE:
        return [(x + dx, y) for dx in waste_offsets(geo, count)]
    return [(x, y)] * count


def pile_rect(geo: Geometry, pile: int, count: int = 0, down: int = 0) -> Rect:
    """The area a pile covers (a column reaches down to its last card)."""
    x, y = geo.origin(pile)
    h = float(geo.card_h)
    if pile < WASTE and count:
        h += column_offsets(geo, count, down)[-1]
    w = float(geo.card_w)
    if pile == WASTE and geo.draw > 1:
        w += 2 * geo.fan
    return x, y, w, h


def overlap(a: Rect, b: Rect) -> float:
    """Area shared by two rectangles."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def drop_candidates(card: Rect, rects: dict[int, Rect]) -> list[int]:
    """Piles under a dragged card, the one it covers most first."""
    scored = [(overlap(card, r), pile) for pile, r in rects.items()]
    return [pile for area, pile in sorted(scored, reverse=True) if area > 0]


def pile_near(x: float, y: float, rects: dict[int, Rect], reach: float) -> int | None:
    """The pile a tap at (x, y) on the felt means: the one whose drop area (a drag's, which
    reaches below a column) holds it or lies within ``reach`` of it across, the nearest; a
    finger just below or beside a column missed it by a few pixels. ``None``: open felt."""
    best: tuple[float, int] | None = None
    for pile, (rx, ry, rw, rh) in rects.items():
        if ry <= y <= ry + rh and rx - reach <= x <= rx + rw + reach:
            off = abs(x - (rx + rw / 2))
            if best is None or off < best[0]:
                best = (off, pile)
    return None if best is None else best[1]


def top_row(ncols: int) -> list[int]:
    """Keyboard order of the top row; the bottom row is the columns."""
    return [STOCK, WASTE, *range(FOUNDATION, FOUNDATION + 8)]


def neighbour(geo: Geometry, pile: int, key: str, came_from: int | None = None) -> int:
    """The pile that an arrow key moves the keyboard focus to: along a row, wrapping around;
    up from the columns to the top row and down again, no further. ``came_from``: the pile
    the last Up or Down left, to go back to (with 12 or 13 columns under a top row of 10,
    the nearest column below is not always the one the focus came up from)."""
    ncols = len(geo.columns)
    top = top_row(ncols)
    bottom = list(range(ncols))
    row = bottom if pile < WASTE else top
    i = row.index(pile) if pile in row else 0
    if key in ("ArrowLeft", "ArrowRight"):
        return row[(i + (1 if key == "ArrowRight" else -1)) % len(row)]
    if (key == "ArrowUp" and row is bottom) or (key == "ArrowDown" and row is top):
        other = top if row is bottom else bottom
        back = "ArrowDown" if key == "ArrowUp" else "ArrowUp"
        if came_from in other and neighbour(geo, came_from, back) == pile:
            return came_from
        cx = geo.origin(pile)[0]
        return min(other, key=lambda p: abs(geo.origin(p)[0] - cx))
    return pile
