"""Hand-built positions of the connecting board game for the tests, from a partial
description.

``position()`` takes what a test cares about (some hands, the two piles, a few chips on the
board) and fills in the rest of the 40 cards itself: the cards the test does not place go into
the stock, in a fixed order, with ``stock_top`` (written top card first) on top to be drawn
next. ``stock=""`` empties the stock; then every card must be placed somewhere. So a test
reads like the table it describes::

    state = build(hands=["TC 3D", "9S"], piles=("3C 5D", "4H"), board={12: 1, 20: 1})

Cards are written as on the site (``7H``, ``TC``); a pile is bottom to top. ``board`` maps a
space (its product) to the side holding it. Players and sides count from 0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fortythieves.board import PRODUCTS, BoardGame, BoardState
from fortythieves.cards import NAMES, RANK_OF, SUIT_OF, Card, short_deck


def cards_of(text: str | Sequence[str] | None) -> list[str]:
    if text is None:
        return []
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [str(Card.parse(t)) for t in items]


def position(
    players: int = 2,
    *,
    hands: Sequence[str] = (),
    piles: Sequence[str] = ("", ""),
    board: Mapping[int, int] | None = None,
    stock: str | None = None,
    stock_top: str = "",
    rest_to: str = "stock",
    phase: str = "play",
    turn: int = 0,
    dealer: int = 0,
    conceded: Sequence[bool] | None = None,
    points: Sequence[int] | None = None,
    queens: Sequence[int] | None = None,
    round: int = 1,
    seed: int = 1,
) -> dict[str, Any]:
    """A complete position in the JSON form of ``BoardGame.from_position`` (module doc)."""
    sides = 2 if players == 4 else players
    hand_cards = [cards_of(h) for h in hands] + [[] for _ in range(players - len(hands))]
    pile_cards = [cards_of(p) for p in piles]
    top = cards_of(stock_top)
    placed = [c for h in hand_cards for c in h] + pile_cards[0] + pile_cards[1] + top
    if stock is not None:
        placed += cards_of(stock)
    if len(set(placed)) != len(placed):
        raise ValueError(f"a card placed twice: {sorted(placed)}")
    rest = [
        NAMES[c]
        for c in sorted(short_deck(), key=lambda c: (RANK_OF[c], SUIT_OF[c]))
        if NAMES[c] not in placed
    ]
    if rest_to in ("a", "b"):
        pile_cards["ab".index(rest_to)][:0] = rest
        rest = []
    if stock is not None:
        if rest:
            raise ValueError(f"cards left over with a fixed stock: {rest}")
        stock_cards = cards_of(stock)
    else:
        stock_cards = rest + top[::-1]
    owners: list[int | None] = [None] * 36
    for product, side in (board or {}).items():
        owners[PRODUCTS.index(product)] = side
    return {
        "seed": seed,
        "round": round,
        "dealer": dealer,
        "phase": phase,
        "turn": turn,
        "hands": hand_cards,
        "stock": stock_cards,
        "piles": pile_cards,
        "board": owners,
        "conceded": list(conceded or [False] * players),
        "points": list(points or [0] * sides),
        "queens": list(queens or [0] * players),
    }


def build(
    players: int = 2, *, rounds: int = 10, three_strikes: bool = False, **parts: Any
) -> BoardState:
    """A state from a partial position (see :func:`position`)."""
    game = BoardGame(players=players, rounds=rounds, three_strikes=three_strikes)
    return game.from_position(position(players, **parts))


def owner(state: BoardState, product: int) -> int | None:
    """The side holding space ``product``, or ``None``."""
    return state.view(0)["board"][PRODUCTS.index(product)]


def event_types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]
