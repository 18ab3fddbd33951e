"""The figures of the court cards (jack, queen, king), drawn by code as SVG.

Our own drawing, made for this project (no printed pattern's artwork is copied), laid out as
the English pattern is: a bust in a framed panel with the suit in its corner, double-headed
(the top half turned half a circle for the bottom) when the card is tall enough, one bust where
the panel is short. Stylised shapes rather than engraved detail, so a figure still reads on a
card 40 px wide; where there is no room for one, the corner index alone names the card.

Each half is built once per rank and colour (cached) in a box of 100 x 70 units and placed with
one transform, so a face costs a look-up and a few numbers. The parts in the suit's colour
have the class ``ink``, as on the rest of the face (the four-colour rule recolours them);
skin, gold, hair and linen keep their colours.
"""

from __future__ import annotations

from functools import cache

BOX_W, BOX_H = 100.0, 70.0
"""The half figure's own box: the bust's shoulders end on its bottom edge."""

DOUBLE = 0.6
"""Least scale of a half (box to px) at which the panel shows two heads; below, one bust."""

SMALLEST = 0.2
"""Below this scale the panel is left out: the corner index is the card."""

LINE = "#3b2a1e"
SKIN = "#f5cfa8"
GOLD = "#e6b43c"
LINEN = "#fbf6e9"
HAIR = {11: "#8a4b22", 12: "#d9a441", 13: "#e4ddcf"}

_FACE = f'<ellipse cx="50" cy="30" rx="10.5" ry="13" fill="{SKIN}"/>'
_NECK = f'<path d="M45 38h10v12H45z" fill="{SKIN}"/>'
_ROBE = '<path class="ink" d="M18 70C18 58 24 50 38 46L50 51 62 46C76 50 82 58 82 70z" fill="{c}"/>'
_FRONT = '<path d="M40 70L43 53H57L60 70z" fill="{f}"/>'
_EYES = (
    f'<g fill="{LINE}" stroke="none"><ellipse cx="45.5" cy="29" rx="1.4" ry="1.1"/>'
    f'<ellipse cx="54.5" cy="29" rx="1.4" ry="1.1"/></g>'
    '<path d="M42.5 25.5q3-1.6 5.5 0M52 25.5q2.5-1.6 5.5 0M50 30.5v4.5l-1.6.8" fill="none"/>'
)
_MOUTH = '<path d="M47 38.5q3 1.6 6 0" fill="none" stroke="#b03a2e"/>'


def _hand(x: float, y: float) -> str:
    return f'<ellipse cx="{x}" cy="{y}" rx="3.6" ry="3.4" fill="{SKIN}"/>'


def _bust(c: str, hair: str, front: str, neckline: str) -> list[str]:
    """What the three share, back to front: hair, neck, robe, its front, neckline, face."""
    return [hair, _NECK, _ROBE.format(c=c), _FRONT.format(f=front), neckline, _FACE]


def _king(c: str) -> str:
    return "".join(_bust(
        c,
        f'<path d="M38 22C35 32 36 42 40 46H60C64 42 65 32 62 22z" fill="{HAIR[13]}"/>',
        GOLD,
        f'<path d="M25 55C31 48 41 48 50 53 59 48 69 48 75 55L72 61C65 56 57 57 50 61 43 57 '
        f'35 56 28 61z" fill="{LINEN}"/>',
    ) + [
        f'<path d="M39.5 31C40 43 44 53 50 55 56 53 60 43 60.5 31 58 37 55 39.5 50 39.5 45 39.5 '
        f'42 37 39.5 31z" fill="{HAIR[13]}"/>',
        f'<path d="M37.5 21L36 8 43 14 50 4 57 14 64 8 62.5 21z" fill="{GOLD}"/>',
        f'<path d="M78 70L78 30" stroke="{GOLD}" stroke-width="3"/>',
        f'<circle cx="78" cy="27" r="4" fill="{GOLD}"/>',
        _hand(78, 58),
        f'<circle class="ink" cx="50" cy="16" r="2.2" fill="{c}"/>',
        _EYES,
        f'<path d="M43 37.5C46 35 49 35.5 50 36.5 51 35.5 54 35 57 37.5 54 38.8 52 38.2 50 '
        f'38 48 38.2 46 38.8 43 37.5z" fill="{HAIR[13]}"/>',
        '<path d="M46 43q1 5 4 8m4-8q-1 5-4 8" fill="none"/>',
        f'<g fill="{LINE}" stroke="none"><path d="M31 54h2v3h-2zM38 52h2v3h-2zM60 52h2v3h-2z'
        'M67 54h2v3h-2z"/></g>',
        f'<g fill="{GOLD}"><circle cx="36" cy="8" r="1.8"/><circle cx="50" cy="4" r="1.8"/>'
        '<circle cx="64" cy="8" r="1.8"/></g>',
        '<path d="M37.8 18h24.4" fill="none"/>',
        f'<g class="ink" fill="{c}" stroke="none"><circle cx="50" cy="64" r="1.7"/>'
        '<path d="M48 68.5h4v1.5h-4z"/></g>',
        '<path d="M78 21v2.5m-2.5 1h5" fill="none"/>',
    ])


def _queen(c: str) -> str:
    return "".join(_bust(
        c,
        f'<path d="M37 24C32 36 35 50 30 59 38 58 42 52 42 46H58C58 52 62 58 70 59 65 50 68 36 '
        f'63 24z" fill="{HAIR[12]}"/>',
        LINEN,
        f'<path d="M40 48.5C44 56 56 56 60 48.5L56 47H44z" fill="{SKIN}"/>',
    ) + [
        f'<path d="M39.5 27C40 18 45 15 50 15 55 15 60 18 60.5 27 57 21 53 20 50 20 47 20 43 21 '
        f'39.5 27z" fill="{HAIR[12]}"/>',
        f'<path d="M39 19L38 10 42.5 14 46 7 50 12 54 7 57.5 14 62 10 61 19z" fill="{GOLD}"/>',
        '<path d="M26 68C26 60 25 50 23 42" fill="none" stroke="#3d7a3a" stroke-width="1.6"/>',
        '<circle cx="22.5" cy="38" r="5.2" fill="#e0627a"/>',
        _hand(26, 60),
        f'<circle class="ink" cx="50" cy="15.5" r="1.9" fill="{c}"/>',
        _EYES,
        _MOUTH,
        f'<path d="M41 49.5C45 55.5 55 55.5 59 49.5" fill="none" stroke="{GOLD}" '
        'stroke-width="1.6"/>',
        f'<circle class="ink" cx="50" cy="54.5" r="1.7" fill="{c}"/>',
        f'<g fill="{LINEN}"><circle cx="38" cy="10" r="1.5"/><circle cx="46" cy="7" r="1.5"/>'
        '<circle cx="54" cy="7" r="1.5"/><circle cx="62" cy="10" r="1.5"/></g>',
        '<path d="M20 36q2.5 3 5 0M22.5 33.5v3" fill="none"/>',
        '<path d="M25 50q-5-1-6-5 5 0 6 5z" fill="#3d7a3a"/>',
        f'<path d="M44 60h12M43 65h14" fill="none" stroke="{GOLD}" stroke-width="1.6"/>',
    ])


def _jack(c: str) -> str:
    return "".join(_bust(
        c,
        f'<path d="M38 22C36 32 36 41 40 45H60C64 41 64 32 62 22z" fill="{HAIR[11]}"/>',
        GOLD,
        f'<path d="M37 46.5L50 56 63 46.5 68 52 50 61 32 52z" fill="{LINEN}"/>',
    ) + [
        f'<path d="M62 14C67 6 75 2 83 3 78 7 72 11 64 17z" fill="{LINEN}"/>',
        f'<path class="ink" d="M35 20C35 11 45 6 54 6.5 63 7 68 13 66 20z" fill="{c}"/>',
        f'<path d="M36 18h29v4H36z" fill="{GOLD}"/>',
        f'<path d="M22 70V36" stroke="{GOLD}" stroke-width="2.6"/>',
        f'<path d="M22 25L17.5 37H26.5z" fill="{GOLD}"/>',
        _hand(22, 58),
        _EYES,
        _MOUTH,
        f'<path d="M26.5 36C32 36 34 41 33 45 30 42 28 41 22 41" fill="{GOLD}"/>',
        '<path d="M66 10.5q7-4 14-6.5" fill="none"/>',
        f'<g class="ink" fill="{c}" stroke="none"><circle cx="50" cy="64" r="1.6"/>'
        '<circle cx="50" cy="69" r="1.6"/></g>',
        f'<g fill="{GOLD}"><circle cx="44" cy="20" r="1.2"/><circle cx="56" cy="20" r="1.2"/>'
        '</g>',
    ])


_DRAW = {11: _jack, 12: _queen, 13: _king}


@cache
def half(rank: int, colour: str) -> str:
    """One half figure in its 100 x 70 box, outlined, without a place on the card."""
    return (
        f'<g stroke="{LINE}" stroke-linejoin="round" stroke-linecap="round">'
        f"{_DRAW[rank](colour)}</g>"
    )


def panel(
    rank: int, colour: str, emblem: str, x: float, y: float, width: float, height: float
) -> str:
    """The framed figure of a court card filling (x, y, width, height) on the face, or "" when
    the room is too small to show it. ``emblem`` is the suit's outline in a 100 x 100 box,
    shown in the panel's top corner as on a printed court card."""
    two = min(width / BOX_W, height / 2 / BOX_H) >= DOUBLE
    scale = min(width / BOX_W, height / (2 if two else 1) / BOX_H)
    if scale < SMALLEST:
        return ""
    if two:  # a frame no wider than the figures, as on a printed card
        x, width = x + max(0.0, width - BOX_W * scale - 4) / 2, min(width, BOX_W * scale + 4)
    left = x + (width - BOX_W * scale) / 2
    line = max(0.7, min(1.3, 0.9 * scale)) / scale
    mid = y + height / 2 if two else y + height
    figure = (
        f'<g stroke-width="{line:.2f}">{half(rank, colour)}'
        f'<g class="ink" fill="{colour}" stroke="none" transform="translate(4 4) scale(.15)">'
        f"{emblem}</g></g>"
    )
    top = f'<g transform="translate({left:.1f} {mid - BOX_H * scale:.1f}) scale({scale:.3f})">'
    parts = [
        f'<rect class="ink" x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" '
        f'rx="{min(6.0, width * 0.06):.1f}" fill="{colour}" fill-opacity=".06" '
        f'stroke="{colour}" stroke-opacity=".55"/>',
        top + figure + "</g>",
    ]
    if two:
        parts.append(
            f'<g transform="rotate(180 {x + width / 2:.1f} {mid:.1f})">{top}{figure}</g></g>'
            f'<rect class="ink" x="{x:.1f}" y="{round(mid) - 0.5:.1f}" width="{width:.1f}" '
            f'height="1" fill="{colour}" fill-opacity=".55"/>'
        )
    return "".join(parts)
