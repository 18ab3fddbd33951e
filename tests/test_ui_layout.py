"""The table's geometry and card pictures (fortythieves.ui.solitaire.layout, ui.shell.cardface):
pure Python, so they are checked here natively and inside Pyodide, without a browser."""

from __future__ import annotations

import pytest

from fortythieves.cards import Card
from fortythieves.i18n import Messages
from fortythieves.solitaire import VARIANTS
from fortythieves.solitaire.moves import FOUNDATION, STOCK, WASTE
from fortythieves.ui.shell import cardface
from fortythieves.ui.solitaire import layout

PHONE = (390.0, 760.0)
DESKTOP = (1366.0, 680.0)


@pytest.mark.parametrize("size", [PHONE, DESKTOP])
@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_every_pile_fits_across_the_table(size, key):
    """No horizontal scroll: 13 columns (Lucas) fit a 390 px phone, with the top row."""
    variant = VARIANTS[key]
    geo = layout.compute(*size, len(variant.columns), variant.draw)
    piles = [*range(len(variant.columns)), WASTE, STOCK, *range(FOUNDATION, FOUNDATION + 8)]
    for pile in piles:
        x, y, w, h = layout.pile_rect(geo, pile)
        assert x >= 0 and x + w <= size[0] + 0.01, (pile, x, w)
        assert y >= 0
    # Columns and top-row piles never overlap their neighbours.
    xs = sorted(geo.columns)
    assert all(b - a >= geo.card_w for a, b in zip(xs, xs[1:], strict=False))
    top = sorted([geo.stock_x, geo.waste_x + 2 * geo.fan, *geo.foundations])
    assert all(b - a >= geo.card_w - 0.01 for a, b in zip(top, top[1:], strict=False))


def test_phone_cards_keep_a_readable_index():
    """Even at 13 columns on a phone the rank is drawn at 18 px or more."""
    geo = layout.compute(*PHONE, 13)
    assert geo.card_w >= 24
    assert cardface.index_size(geo.card_w) >= 18
    assert geo.strip >= cardface.index_size(geo.card_w)


def test_a_phone_held_upright_deals_tall_cards_fanned_wide():
    """Ten columns on a 390 px phone leave cards 34 px wide: of the standard shape they took a
    third of the height. Upright, they are taller and a covered card shows most of itself
    (a tablet's too, less so); on its side, a tablet on its side and a desktop keep the
    standard shape."""
    geo = layout.compute(*PHONE, 10)
    assert geo.card_h >= 2 * geo.card_w
    assert geo.strip >= 0.8 * geo.card_h
    for size in [(844.0, 300.0), (1024.0, 700.0), DESKTOP]:
        wide = layout.compute(*size, 10)
        assert wide.card_h == round(wide.card_w * layout.RATIO)
        assert wide.strip == cardface.strip_height(wide.card_w)
    tablet = layout.compute(768.0, 930.0, 10)
    assert 1.5 * tablet.card_w <= tablet.card_h < 2 * tablet.card_w


def test_long_columns_squeeze_to_stay_on_the_table():
    geo = layout.compute(*PHONE, 10)
    short = layout.column_offsets(geo, 4, 0)
    assert short == [0.0, geo.strip, 2 * geo.strip, 3 * geo.strip]
    for count in (20, 40, 80):
        offsets = layout.column_offsets(geo, count, 3)
        assert offsets[-1] + geo.cols_top + geo.card_h <= geo.height
    offsets = layout.column_offsets(geo, 20, 3)  # as long as a column gets in play
    steps = [b - a for a, b in zip(offsets[3:], offsets[4:], strict=False)]
    assert min(steps) >= geo.least - 0.1  # the rank still shows


@pytest.mark.parametrize("size", [DESKTOP, (844.0, 310.0), (1366.0, 600.0)])
def test_a_column_too_long_for_its_ranks_makes_the_cards_smaller(size):
    """Thieves of Egypt's sixteen cards in a column on a laptop: squeezed at full size, the
    ranks were cut (24 px of 103 px cards); smaller cards show each rank. Never under seven
    tenths, and the longer the column, never the bigger the cards."""
    full = layout.compute(*size, 10)
    assert layout.compute(*size, 10, 1, 4) == full  # a column as dealt changes nothing
    widths = [layout.compute(*size, 10, 1, n).card_w for n in range(1, 40)]
    assert widths == sorted(widths, reverse=True) and widths[-1] >= 0.7 * full.card_w - 1
    for n in range(1, 40):
        geo = layout.compute(*size, 10, 1, n)
        offsets = layout.column_offsets(geo, n, 0)
        assert offsets[-1] + geo.cols_top + geo.card_h <= geo.height
        steps = [b - a for a, b in zip(offsets, offsets[1:], strict=False)]
        if geo.card_w > widths[-1]:  # not yet at its least: every rank shows
            assert min(steps, default=geo.strip) >= geo.least - 0.1, (n, geo.card_w)
    assert layout.compute(*DESKTOP, 10, 1, 16).card_w < layout.compute(*DESKTOP, 10).card_w


@pytest.mark.parametrize("ncols", [10, 13])
def test_a_phone_on_its_side_shows_each_covered_cards_suit(ncols):
    """A phone on its side (844x390, 667x375) deals cards of 40 px and more: the suit stands
    beside the rank, so a covered card's strip shows both, and a long column squeezed to its
    least shows them too (with the suit under the rank it kept only the rank: K of diamonds
    and K of hearts looked the same in Lucas, built in suit)."""
    for size in ((844.0, 300.0), (667.0, 290.0)):
        geo = layout.compute(*size, ncols)
        assert geo.card_w >= cardface.NARROW
        pip = cardface.corner_pip(geo.card_w)
        assert geo.strip <= 30  # the stack's strip was 51 px
        face = cardface.face_svg(Card.parse("KD"), round(geo.card_w), round(geo.card_h))
        place = face.split('class="ink" fill="#c62828" transform="translate(')[1]
        top = float(place.split()[1].rstrip(")"))
        assert top + pip <= geo.least  # the corner suit inside the strip that shows


def test_a_tap_just_beside_or_below_a_column_means_that_column():
    """A finger that misses a column by a few pixels (below its last card, in the gap beside
    it) means that column, as a drag released there does; open felt means none."""
    rects = {0: (10.0, 100.0, 34.0, 90.0), 1: (53.0, 100.0, 34.0, 90.0)}
    assert layout.pile_near(27, 185, rects, 4.5) == 0  # on the column's drop area
    assert layout.pile_near(47, 150, rects, 4.5) == 0  # in the gap, within column 1's reach
    assert layout.pile_near(50, 150, rects, 4.5) == 1
    assert layout.pile_near(27, 195, rects, 4.5) is None  # below its reach
    assert layout.pile_near(120, 150, rects, 4.5) is None


def test_face_down_cards_overlap_more():
    geo = layout.compute(*DESKTOP, 10)
    offsets = layout.column_offsets(geo, 5, 3)
    assert offsets[1] - offsets[0] == geo.down_strip < geo.strip
    assert offsets[4] - offsets[3] == geo.strip


def test_draw_three_fans_the_waste():
    geo = layout.compute(*DESKTOP, 10, draw=3)
    assert layout.waste_offsets(geo, 4) == [0.0, 0.0, geo.fan, 2 * geo.fan]
    assert layout.waste_offsets(layout.compute(*DESKTOP, 10), 2) == [0.0, 0.0]


def test_drop_goes_to_the_pile_covered_most():
    rects = {0: (0.0, 0.0, 50.0, 70.0), 1: (60.0, 0.0, 50.0, 70.0)}
    assert layout.drop_candidates((40.0, 10.0, 50.0, 70.0), rects) == [1, 0]
    assert layout.drop_candidates((300.0, 0.0, 50.0, 70.0), rects) == []


def test_arrow_keys_walk_the_piles():
    geo = layout.compute(*DESKTOP, 10)
    assert layout.neighbour(geo, 0, "ArrowRight") == 1
    assert layout.neighbour(geo, 0, "ArrowLeft") == 9
    assert layout.neighbour(geo, 0, "ArrowUp") == STOCK
    assert layout.neighbour(geo, STOCK, "ArrowDown") == 0
    assert layout.neighbour(geo, FOUNDATION + 7, "ArrowRight") == STOCK
    assert layout.neighbour(geo, 9, "ArrowUp") == FOUNDATION + 7
    # No further than the rows: Up again stays on the top row, Down again on the columns.
    assert layout.neighbour(geo, STOCK, "ArrowUp") == STOCK
    assert layout.neighbour(geo, 3, "ArrowDown") == 3


@pytest.mark.parametrize("size", [DESKTOP, PHONE, (844, 390)])
@pytest.mark.parametrize("ncols", [7, 8, 9, 10, 12, 13])
def test_up_and_down_again_comes_back_to_the_same_column(size, ncols):
    geo = layout.compute(*size, ncols)
    for col in range(ncols):
        up = layout.neighbour(geo, col, "ArrowUp")
        assert layout.neighbour(geo, up, "ArrowDown", came_from=col) == col


@pytest.mark.parametrize("width", [24, 30, 43, 44, 70, 104])
def test_faces_are_svg_of_the_card_size(width):
    height = round(width * layout.RATIO)
    for name in ("AS", "TD", "QH", "KC", "7C"):
        svg = cardface.face_svg(Card.parse(name), width, height)
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        assert f'viewBox="0 0 {width} {height}"' in svg
        assert (">10<" if name[0] == "T" else f">{name[0]}<") in svg
    red = cardface.face_svg(Card.parse("QH"), width, height)
    assert cardface.TWO_COLOURS[2] in red
    assert 'class="face suit-h"' in red and 'class="ink"' in red  # what four colours recolour


def test_card_names_in_english():
    msg = Messages("en")
    assert cardface.card_name(Card.parse("KH"), msg) == "King of hearts"
    assert cardface.card_name(Card.parse("TC"), msg) == "Ten of clubs"


@pytest.mark.parametrize(("ncols", "draw", "longest"), [(10, 1, 10), (10, 3, 8), (13, 1, 4)])
def test_a_phone_on_its_side_puts_stock_and_foundations_beside_the_columns(ncols, draw, longest):
    """844x390 less the bars: with the stock and the foundations in a row above, a column of
    ten cards left them 30 px wide, their suits hidden (Thieves of Egypt). Beside the columns,
    the cards are bigger, every pile lies on the table and none covers another."""
    width, height = 844.0, 310.0
    geo = layout.compute(width, height, ncols, draw, longest)
    assert geo.side and geo.card_w > 40 and geo.cols_top == geo.top
    piles = [*range(ncols), WASTE, STOCK, *range(FOUNDATION, FOUNDATION + 8)]
    rects = [layout.pile_rect(geo, p, longest if p < ncols else 0) for p in piles]
    for x, y, w, h in rects:
        assert min(x, y) >= 0 and x + w <= width and y + h <= height
    for i, a in enumerate(rects):
        assert all(layout.overlap(a, b) == 0 for b in rects[i + 1:])
    assert layout.compute(1366.0, 690.0, ncols, draw, longest).side == ()  # a laptop: a row
