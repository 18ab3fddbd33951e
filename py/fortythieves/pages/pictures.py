"""Small pictures of each game for the home page: SVG drawn at build time from a real deal,
with the table's own drawing code (card faces from :mod:`..ui.cardface`, the solitaire
geometry of :mod:`..ui.layout`, the board's products and the chips' marks).

Every picture is a ``<svg class="pic">`` of :data:`WIDTH` x (at most) :data:`HEIGHT` px,
decorative (``aria-hidden``: the game's name says what it is), with no ids, so fourteen of
them share one page. Colours of backs, slots and chips come from ``static/pages.css`` and
``static/table.css`` (classes ``pic-back``, ``pic-slot``, ``pic-space``, ``side-N``).
"""

from __future__ import annotations

import random
from typing import Any

from ..board.grid import PRODUCTS, SIZE
from ..cards import NAMES
from ..games import get_game
from ..i18n import Message
from ..solitaire.game import SolitaireGame
from ..solitaire.moves import FOUNDATION, STOCK, WASTE
from ..ui.capture.view import face as capture_face
from ..ui.seated.seats import mark_svg
from ..ui.shell.cardface import face_svg
from ..ui.solitaire import layout

WIDTH, HEIGHT = 320, 200
DEAL = 1
"""The deal every picture shows (solitaire deal 1 is PySolFC's game #1)."""
BOARD_MOVES = 16
CAPTURE_MOVES = 12


def _svg(body: str, height: float) -> str:
    return (
        f'<svg class="pic" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} '
        f'{height:.0f}" aria-hidden="true" focusable="false">{body}</svg>'
    )


def _at(x: float, y: float, markup: str) -> str:
    return f'<g transform="translate({x:.1f} {y:.1f})">{markup}</g>'


def _back(x: float, y: float, w: float, h: float) -> str:
    return (
        f'<rect class="pic-back" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
        f'rx="{max(2.0, w * 0.08):.1f}"/>'
    )


def _slot(x: float, y: float, w: float, h: float) -> str:
    return (
        f'<rect class="pic-slot" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" '
        f'rx="{max(2.0, w * 0.08):.1f}"/>'
    )


def solitaire_picture(game_id: str) -> str:
    """The opening table of deal :data:`DEAL`: stock, waste, foundations and columns."""
    game = get_game(game_id)
    assert isinstance(game, SolitaireGame)
    state = game.new_state(deal=DEAL)
    lay = state.layout
    geo = layout.compute(WIDTH, HEIGHT, len(lay.cols), state.game.variant.draw)
    w, h = geo.card_w, geo.card_h
    parts = []
    x, y = geo.origin(STOCK)
    parts.append(_back(x, y, w, h) if lay.stock else _slot(x, y, w, h))
    waste = lay.waste[-3:] if geo.draw > 1 else lay.waste[-1:]
    for (x, y), card in zip(layout.card_positions(geo, WASTE, len(waste)), waste, strict=True):
        parts.append(_at(x, y, face_svg(card, w, h)))
    for i, found in enumerate(lay.found):
        x, y = geo.origin(FOUNDATION + i)
        parts.append(_at(x, y, face_svg(found[-1], w, h)) if found else _slot(x, y, w, h))
    bottom = 0.0
    for j, col in enumerate(lay.cols):
        down = lay.down[j]
        places = layout.card_positions(geo, j, len(col), down)
        for i, ((x, y), card) in enumerate(zip(places, col, strict=True)):
            parts.append(_back(x, y, w, h) if i < down else _at(x, y, face_svg(card, w, h)))
            bottom = max(bottom, y + h)
    return _svg("".join(parts), min(HEIGHT, bottom + geo.top))


def _played(game_id: str, moves: int, skip: tuple[str, ...], **options: Any) -> Any:
    """A state of deal :data:`DEAL` a few moves in (random but fixed: seeded), never ended."""
    state = get_game(game_id, **options).new_state(deal=DEAL)
    rng = random.Random(DEAL)
    for _ in range(moves):
        legal = [m for m in state.legal_moves() if str(m) not in skip]
        if not legal:
            break
        move = rng.choice(legal)
        state.push(move)
        if state.is_over:
            state.pop()
            break
    return state


def board_picture() -> str:
    """The 6x6 board with the chips of a round a few moves in, and the two piles' top cards."""
    state = _played("board", BOARD_MOVES, ("concede", "redeal"))
    rnd = state.round
    cell = HEIGHT / SIZE
    parts = []
    for i, product in enumerate(PRODUCTS):
        x, y = i % SIZE * cell, i // SIZE * cell
        parts.append(
            f'<rect class="pic-space" x="{x + 1:.1f}" y="{y + 1:.1f}" width="{cell - 2:.1f}" '
            f'height="{cell - 2:.1f}" rx="4"/>'
        )
        side = rnd.owner[i]
        if side >= 0:
            r = cell * 0.36
            parts.append(
                f'<g class="side-{side}"><circle class="chip-dot" cx="{x + cell / 2:.1f}" '
                f'cy="{y + cell / 2:.1f}" r="{r:.1f}"/>'
                + _at(x + cell / 2 - r * 0.8, y + cell / 2 - r * 0.8,
                      mark_svg(side, round(r * 1.6)))
                + "</g>"
            )
        else:
            parts.append(
                f'<text class="pic-num" x="{x + cell / 2:.1f}" y="{y + cell / 2 + 5:.1f}" '
                f'text-anchor="middle">{product}</text>'
            )
    for k, pile in enumerate(rnd.piles):
        x, y = HEIGHT + 14 + k * 56, 56
        if pile:
            parts.append(_at(x, y, face_svg(pile[-1], 50, 70)))
        else:
            parts.append(_slot(x, y, 50, 70))
    return _svg("".join(parts), HEIGHT)


class _NoWords:
    """Messages that word nothing (the pictures are for every language)."""

    def __call__(self, message: Message, **params: Any) -> str:
        return ""

    def number(self, n: int) -> str:
        return ""


_NO_WORDS = _NoWords()


def _capture_card(card: str, width: int) -> str:
    """A capture game's card ``width`` px wide; a joker is its star alone, no word (one
    picture serves both languages)."""
    return capture_face(card, _NO_WORDS, width)


def capture_picture(game_id: str) -> str:
    """A hand a few moves in: the middle, each seat's capture pile, the first seat's hand."""
    state = _played(game_id, CAPTURE_MOVES, ("n", "e"), players=3)
    parts = []
    middle = [NAMES[c] for c in state.middle][-4:]
    for i, card in enumerate(middle):
        parts.append(_at(110 + i * 26, 58, _capture_card(card, 48)))
    parts.append(_back(36, 58, 48, 67))
    for p in range(state.game.players):
        x = 10 + p * 104
        pile = state.piles[p]
        cards = (list(pile[-1]) if state.PACKETS else pile[-1:]) if pile else []
        if not cards:
            parts.append(_slot(x, 4, 40, 48))
        for k, card in enumerate(cards[-3:]):
            parts.append(_at(x + k * 14, 4, _capture_card(NAMES[card], 34)))
    hand = [NAMES[c] for c in state.hands[0]][:6]
    for i, card in enumerate(hand):
        parts.append(_at(40 + i * 40, 136, _capture_card(card, 44)))
    return _svg("".join(parts), HEIGHT)


def picture(game_id: str) -> str:
    if game_id.startswith("solitaire/"):
        return solitaire_picture(game_id)
    if game_id == "board":
        return board_picture()
    return capture_picture(game_id)
