"""The win's cascade as numbers: which foundation cards leap off, when, and the path each
bounces along across the felt (pure: :mod:`.celebration` plays the paths in the page).

The cards leave rank by rank (every king, then every queen...), each thrown up and sideways
from its foundation, falling and bouncing on the table's foot, a little less high each time,
until it leaves by a side or, still on the felt when its time is up, fades. Everything is
sized by the table (a phone's cards cross its width as fast as a desktop's), and the same win
draws the same cascade.
"""

from __future__ import annotations

from dataclasses import dataclass

LAUNCH_MS = 40
"""Between one card's leap and the next."""
FLIGHT_S = 1.8
"""The longest a card flies (it fades over its last part if still in sight)."""
CARDS = 32
"""About how many cards leap (a game with fewer foundations throws more of each)."""
BOUNCE = 0.72
"""The share of its speed a card keeps at each bounce."""
STEP_S = 1 / 30
"""Time between two frames of a path (its bounces are frames of their own)."""


@dataclass(frozen=True)
class Leap:
    """One card's part: the card, where it starts, when (ms after the win) and its frames."""

    card: int
    delay: float
    duration: float
    frames: list[dict[str, float | str]]


def order(tops: list[list[int]]) -> list[tuple[int, int]]:
    """(foundation, card) in the order they leap: the top of every foundation, then the card
    under each, and so on, as many ranks as make about :data:`CARDS` cards."""
    per = max(3, CARDS // max(1, len(tops)))
    out = []
    for depth in range(per):
        for f, cards in enumerate(tops):
            if depth < len(cards):
                out.append((f, cards[-1 - depth]))
    return out


def path(x: float, y: float, vx: float, vy: float, width: float, floor: float,
         card_w: float, seconds: float = FLIGHT_S) -> list[tuple[float, float, float]]:
    """The points (t, x, y) of a card thrown from (x, y) at (vx, vy) px/s: it falls, bounces
    on ``floor`` (the y of its top edge on the table's foot), and stops once it is out by a
    side or its time is up."""
    g = gravity(floor)
    t = 0.0
    points = [(t, x, y)]
    while t < seconds:
        dt = STEP_S
        hit = _landing(y, vy, g, floor)
        if hit is not None and hit <= dt:
            dt = max(hit, 1e-3)
        x += vx * dt
        y = min(floor, y + vy * dt + g * dt * dt / 2)
        vy += g * dt
        t += dt
        if y >= floor and vy > 0:
            vy = -vy * BOUNCE
        points.append((t, x, y))
        if x < -card_w or x > width:
            break
    return points


def gravity(floor: float) -> float:
    """Px/s², by the table's height: a card falls to the foot as soon on a phone as on a
    desktop."""
    return floor * 4.5 + 400


def _landing(y: float, vy: float, gravity: float, floor: float) -> float | None:
    """In how long a card at ``y`` falling at ``vy`` reaches ``floor`` (None: going up high
    enough that it does not within a step, or at rest)."""
    if y >= floor and vy <= 0:
        return None
    disc = vy * vy + 2 * gravity * (floor - y)
    if disc < 0:
        return None
    return float((-vy + disc ** 0.5) / gravity)


def leaps(starts: list[tuple[int, float, float]], width: float, height: float, card_w: float,
          card_h: float, tempo: float = 1.0) -> list[Leap]:
    """Each card's leap: ``starts`` (card, x, y) in the order they leave (:func:`order`);
    ``tempo`` the animation speed's share of normal (0.5 plays it twice as fast)."""
    floor = max(height - card_h, 0.0)
    out = []
    for i, (card, x, y) in enumerate(starts):
        spread = (i * 7 % 11) / 10  # 0..1, the same for the same win
        left = x + card_w / 2 > width / 2 if i % 3 else i % 2 == 0  # mostly into the room
        speed = width * (0.18 + 0.2 * spread) + 80
        vx = -speed if left else speed
        rise = max(0.0, min(y - 6, height * (0.04 + 0.12 * ((i * 5 % 7) / 6))))  # in sight
        vy = -((2 * gravity(floor) * rise) ** 0.5)
        points = path(x, y, vx, vy, width, floor, card_w)
        total, end_x = points[-1][0], points[-1][1]
        fades = -card_w < end_x < width  # still in sight when its time is up
        frames: list[dict[str, float | str]] = []
        for t, px, py in points:
            turn = (t / FLIGHT_S) * (-60 if left else 60) * (0.4 + spread / 2)
            share = t / total if total else 1.0
            opacity = max(0.0, (1 - share) / 0.2) if fades and share > 0.8 else 1.0
            frames.append({"offset": round(share, 4),
                           "transform": f"translate({px:.1f}px,{py:.1f}px) rotate({turn:.0f}deg)",
                           "opacity": round(opacity, 3)})
        out.append(Leap(card, i * LAUNCH_MS * tempo, total * 1000 * tempo, frames))
    return out


def length_ms(plan: list[Leap]) -> float:
    """When the last card has landed or left."""
    return max((leap.delay + leap.duration for leap in plan), default=0.0)
