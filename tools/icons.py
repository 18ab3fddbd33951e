"""The app's icons as PNG files, drawn here with the standard library only (zlib + struct).

`tools/build.py` calls `write_icons(site/static/icons)`; run alone it writes them to a folder:

    python tools/icons.py [folder]

icon-192.png, icon-512.png     a green rounded tile with two playing cards (purpose "any")
icon-maskable-512.png          the same on a full green square, the cards inside the central
                               80 % circle that a launcher's mask always keeps ("maskable")

Each pixel's colour comes from signed distances to a few shapes (rounded rectangles, a
diamond), with one pixel of anti-aliasing, so no supersampling is needed.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

GREEN = (0x0E, 0x4D, 0x2F)
BACK = (0x8E, 0x1B, 0x22)  # the back card: a dark red back
EDGE = (0xF4, 0xEF, 0xE1)
FACE = (0xFF, 0xFF, 0xFF)
RED = (0xC6, 0x22, 0x2B)

Colour = tuple[int, int, int]
Shape = Callable[[float, float], float]  # (x, y) in 0..1 -> signed distance in those units


def rounded_rect(cx: float, cy: float, hw: float, hh: float, r: float, angle: float = 0.0) -> Shape:
    cos, sin = math.cos(angle), math.sin(angle)

    def sdf(x: float, y: float) -> float:
        dx, dy = x - cx, y - cy
        dx, dy = dx * cos + dy * sin, -dx * sin + dy * cos
        qx, qy = abs(dx) - hw + r, abs(dy) - hh + r
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - r

    return sdf


def diamond(cx: float, cy: float, hw: float, hh: float) -> Shape:
    norm = math.hypot(1 / hw, 1 / hh)

    def sdf(x: float, y: float) -> float:
        return (abs(x - cx) / hw + abs(y - cy) / hh - 1) / norm

    return sdf


def layers(maskable: bool) -> list[tuple[Shape, Colour]]:
    """Shapes drawn in order, each (distance function, colour), in a unit square."""
    # The cards fit a circle of radius 0.4 around the centre for the maskable icon.
    scale = 0.72 if maskable else 0.9
    c = 0.5

    def s(v: float) -> float:
        return v * scale

    def full_bleed(x: float, y: float) -> float:
        return -1.0

    tile = full_bleed if maskable else rounded_rect(c, c, 0.5, 0.5, 0.18)
    tilt = math.radians(12)
    back_x, front_x = c - s(0.09), c + s(0.07)
    return [
        (tile, GREEN),
        (rounded_rect(back_x, c - s(0.02), s(0.2), s(0.28), s(0.04), -tilt), EDGE),
        (rounded_rect(back_x, c - s(0.02), s(0.17), s(0.25), s(0.025), -tilt), BACK),
        (rounded_rect(front_x, c + s(0.02), s(0.2), s(0.28), s(0.04), tilt / 2), FACE),
        (diamond(front_x, c + s(0.02), s(0.1), s(0.16)), RED),
    ]


def render(size: int, maskable: bool) -> bytes:
    """RGBA rows, each with PNG's filter byte 0."""
    shapes = layers(maskable)
    px = 1.0 / size
    rows = bytearray()
    for j in range(size):
        rows.append(0)
        y = (j + 0.5) * px
        for i in range(size):
            x = (i + 0.5) * px
            r = g = b = 0.0
            a = 0.0
            for sdf, colour in shapes:
                cover = min(max(0.5 - sdf(x, y) / px, 0.0), 1.0)
                if cover <= 0.0:
                    continue
                # "over" compositing, premultiplied
                r = colour[0] * cover + r * (1 - cover)
                g = colour[1] * cover + g * (1 - cover)
                b = colour[2] * cover + b * (1 - cover)
                a = cover + a * (1 - cover)
            if a > 0:
                rows += bytes((round(r / a), round(g / a), round(b / a), round(a * 255)))
            else:
                rows += b"\0\0\0\0"
    return bytes(rows)


def png(width: int, height: int, rgba_rows: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rgba_rows, 9))
        + chunk(b"IEND", b"")
    )


ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
}


def write_icons(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (size, maskable) in ICONS.items():
        path = folder / name
        path.write_bytes(png(size, size, render(size, maskable)))
        written.append(path)
    return written


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("icons")
    for p in write_icons(out):
        print(p)
