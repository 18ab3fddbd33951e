"""Card pictures as SVG markup, drawn by code (no image files), and card names for people.

Faces are drawn at the card's real pixel size rather than scaled from one picture, so the
corner index keeps a readable size on a phone where 13 columns share 390 px: the index is as
large as the card width allows, and it sits in the strip that stays visible when cards overlap.
Suits are SVG paths, not font glyphs, so they look the same on every machine.

The faces are drawn in the two colours; every coloured part has the class ``ink`` and the face
the class of its suit, so the four-colour setting is a style sheet rule
(``html[data-suits=four]``, static/table.css) that recolours every card on the page at once,
in every game, without drawing a face again. Jacks, queens and kings show a figure (court.py)
in a panel that starts below the strip a covered card shows.
"""

from __future__ import annotations

from functools import lru_cache

from ...cards import RANK_OF, SUIT_OF
from ...i18n import Oblique, Translate
from . import court, text

RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
TWO_COLOURS = ("#1b1b1b", "#c62828", "#c62828", "#1b1b1b")
SUIT_CLASSES = ("suit-c", "suit-d", "suit-h", "suit-s")

# Suit outlines in a 100 x 100 box (clubs, diamonds, hearts, spades).
_SUIT_SHAPES = (
    '<circle cx="50" cy="27" r="22"/><circle cx="26" cy="59" r="22"/>'
    '<circle cx="74" cy="59" r="22"/><path d="M45 50Q46 84 30 98H70Q54 84 55 50z"/>',
    '<path d="M50 2L88 50 50 98 12 50z"/>',
    '<path d="M50 94C30 74 4 58 4 32 4 16 16 6 29 6c10 0 17 6 21 14 4-8 11-14 21-14 13 0 25 10 '
    '25 26 0 26-26 42-46 62z"/>',
    '<path d="M50 3C70 25 96 41 96 63c0 14-10 24-23 24-9 0-16-5-19-12 1 10 5 16 14 23H32c9-7 '
    '13-13 14-23-3 7-10 12-19 12C14 87 4 77 4 63 4 41 30 25 50 3z"/>',
)


NARROW = 40
"""Below this card width the corner stacks the suit under a bigger rank (a phone held
upright). From it up the suit stands beside the rank: a phone on its side (cards of 42 or 43
px) then shows a covered card's rank and suit in a strip of 28 px, where the stack needed 51
and a squeezed column kept only the rank, which in a game built in suit is not enough."""


def index_size(width: float) -> float:
    """Font size of the corner rank: as wide as a narrow card allows, half a wide one's."""
    if width < NARROW:
        return max(11.0, width * 0.72)
    return max(11.0, min(26.0, width * 0.5))


def corner_pip(width: float) -> float:
    """Size of the corner suit symbol."""
    fs = index_size(width)
    return width * 0.46 if width < NARROW else min(fs * 0.8, width * 0.38)


def _pad(width: float) -> float:
    return max(2.0, width * 0.06)


def strip_height(width: float) -> float:
    """How much of a covered face-up card must show so its corner index stays readable."""
    fs = index_size(width)
    if width < NARROW:
        return round(_pad(width) + fs * 0.78 + 3 + corner_pip(width) + 2)
    return round(fs * 1.12 + 4)


def min_strip(width: float) -> float:
    """The least a squeezed column may show of a face-up card: its rank."""
    return round(_pad(width) + index_size(width) * 0.8 + 2)


def pip(suit: int, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    """A suit symbol of ``size`` px whose top-left corner is at (x, y)."""
    scale = size / 100
    if flip:
        place = f"translate({x + size:.1f} {y + size:.1f}) scale({-scale:.3f})"
    else:
        place = f"translate({x:.1f} {y:.1f}) scale({scale:.3f})"
    return f'<g class="ink" fill="{colour}" transform="{place}">{_SUIT_SHAPES[suit]}</g>'


def _rank_text(
    rank: int, x: float, y: float, size: float, colour: str, anchor: str, room: float = 0.0
) -> str:
    label = RANK_TEXT[rank]
    if label == "J" and anchor == "start":  # its hook reaches left of where it starts: past
        x += size * 0.1  # the card's edge in a narrow corner
    squeeze = ""
    if len(label) == 2:  # "10" must fit the same corner as one letter
        fit = min(size * 0.98, room) if room else size * 0.98
        squeeze = f' textLength="{fit:.1f}" lengthAdjust="spacingAndGlyphs"'
    return (
        f'<text class="ink" x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" fill="{colour}" '
        f'text-anchor="{anchor}"{squeeze}>{label}</text>'
    )


@lru_cache(maxsize=512)
def face_svg(card: int, width: int, height: int) -> str:
    """The face of ``card`` as an inline SVG of ``width`` x ``height`` px."""
    rank, suit = RANK_OF[card], SUIT_OF[card]
    colour = TWO_COLOURS[suit]
    w, h = float(width), float(height)
    fs = index_size(w)
    pad = _pad(w)
    baseline = pad + fs * 0.78
    ps = corner_pip(w)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" aria-hidden="true" '
        f'class="face {SUIT_CLASSES[suit]}">',
        f'<rect x=".5" y=".5" width="{w - 1:.1f}" height="{h - 1:.1f}" '
        f'rx="{max(3.0, w * 0.08):.1f}" class="face-bg"/>',
        '<g font-family="\'Noto Sans\',\'DejaVu Sans\',Arial,sans-serif" font-weight="700">',
    ]
    if w < NARROW:  # rank across the card, suit under it
        parts.append(_rank_text(rank, pad - 0.5, baseline, fs, colour, "start", w - 2 * pad))
        parts.append(pip(suit, pad, baseline + 3, ps, colour))
        baseline += 3 + ps
    else:
        parts.append(_rank_text(rank, pad - 0.5, baseline, fs, colour, "start"))
        parts.append(pip(suit, w - pad - ps, pad + (fs * 0.78 - ps) / 2 + 0.5, ps, colour))
    # Centre: a big pip, or a court card's figure in its panel.
    body_top = baseline + 3
    corner = h > 2.2 * fs + 30 and w >= NARROW
    if rank > 10:  # its panel below the strip a covered card shows: none of it peeks out
        top = max(body_top, strip_height(w) + w * 0.04)
        bottom = h - top if corner else h - pad
        parts.append(court.panel(rank, colour, _SUIT_SHAPES[suit], pad, top, w - 2 * pad,
                                 bottom - top))
    else:
        room = min(w * 0.62, h - body_top - pad - (fs if corner else 0))
        if room > 8:
            size = room * (1.0 if rank == 1 else 0.8)
            cy = body_top + (h - body_top - pad) / 2
            parts.append(pip(suit, w / 2 - size / 2, cy - size / 2, size, colour))
    # Bottom-right index, upside down, when the card is tall enough to have room for it.
    if corner:
        parts.append(
            f'<g transform="rotate(180 {w / 2:.1f} {h / 2:.1f})">'
            + _rank_text(rank, pad - 0.5, baseline, fs * 0.8, colour, "start")
            + "</g>"
        )
    parts.append("</g></svg>")
    return "".join(parts)


def card_name(card: int, msg: Translate) -> Oblique:
    """ "King of hearts" (or its Hindi), for aria-labels and messages, with the form a message
    uses before a postposition (``{card.oblique}``)."""
    suit = msg(text.SUIT_NAMES[SUIT_OF[card]])
    return Oblique(msg(text.CARD_NAMES[RANK_OF[card] - 1], suit=suit),
                   msg(text.CARD_NAMES_OBLIQUE[RANK_OF[card] - 1], suit=suit))
