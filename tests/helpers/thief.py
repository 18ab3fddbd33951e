"""Hand-built positions of the Thief family for the tests, from a partial description.

``build()`` takes what a test cares about (some hands, the middle pile, some capture piles,
the cards about to be drawn) and puts the rest of the deck where it can do no harm, so a test
reads like the table it describes::

    state = build(ThiefGame(players=2), hands=["7H 2C 3S", "7D JK 4S"],
                  piles=[[], ["7C 7S"]], middle="KD", stock_top="5H 9C")

Piles and hands are strings of cards, bottom to top (a hand's order does not matter). In
Thief and Four Card Thief a capture pile is a list of packets, each a string; in Gharat it is
one string. ``stock_top`` lists the next cards to be drawn, the last one first (the stock is
written bottom to top, as the engine keeps it). The cards not placed go, sorted, under the
stock (``rest="stock"``), under the middle pile (``rest="middle"``, for an empty stock), or
into a packet at the bottom of a player's pile (``rest=2``: seat index 2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from fortythieves.cards import Card
from fortythieves.thief import TableGame, TableState


def cards_of(pile: str | Sequence[str] | None) -> list[str]:
    if pile is None:
        return []
    tokens = pile.replace(",", " ").split() if isinstance(pile, str) else list(pile)
    return [t.strip().upper() for t in tokens]


def position(
    game: TableGame,
    *,
    hands: Sequence[str] = (),
    middle: str = "",
    piles: Sequence[Any] = (),
    stock_top: str = "",
    rest: str | int = "stock",
    turn: int = 0,
    dealer: int | None = None,
    phase: str | None = None,
    hand_no: int = 1,
    totals: Sequence[int] | None = None,
    victim: int | None = None,
    thief: int | None = None,
    covered: int = 0,
) -> dict[str, Any]:
    """A complete, valid position in the JSON form of ``from_position`` (see module doc)."""
    n = game.players
    packets = game.state_class.PACKETS
    hand_lists = [cards_of(h) for h in hands] + [[] for _ in range(n - len(hands))]
    if packets:
        pile_lists: list[Any] = [[cards_of(p) for p in pile] for pile in piles]
    else:
        pile_lists = [cards_of(p) for p in piles]
    pile_lists += [[] for _ in range(n - len(pile_lists))]
    middle_list = cards_of(middle)
    top = cards_of(stock_top)
    placed = [t for h in hand_lists for t in h] + middle_list + top
    placed += [t for pile in pile_lists for t in (sum(pile, []) if packets else pile)]
    left = Counter(str(c) for c in game.deck())
    left.subtract(placed)
    if any(k < 0 for k in left.values()):
        raise ValueError(f"too many of: {sorted(c for c, k in left.items() if k < 0)}")
    spare = sorted(left.elements(), key=lambda t: int(Card.parse(t)))
    stock = list(top)
    if rest == "stock":
        stock = spare + stock
    elif rest == "middle":
        middle_list = spare + middle_list
    elif spare:
        if packets:
            pile_lists[int(rest)].insert(0, spare)
        else:
            pile_lists[int(rest)] = spare + pile_lists[int(rest)]
    if dealer is None:
        dealer = (turn + 1) % n if game.id == "gharat" else (turn - 1) % n
    return {
        "hand_no": hand_no,
        "dealer": dealer,
        "turn": turn,
        "phase": phase or game.state_class.PHASES[0],
        "victim": victim,
        "thief": thief,
        "covered": covered,
        "totals": list(totals) if totals is not None else [0] * n,
        "hands": hand_lists,
        "stock": stock,
        "middle": middle_list,
        "piles": pile_lists,
        "seed": "test",
    }


def build(game: TableGame, **parts: Any) -> TableState:
    """A state of ``game`` from a partial position (see :func:`position`)."""
    return game.from_position(position(game, **parts))


def hand(state: TableState, player: int) -> list[str]:
    return sorted(str(c) for c in state.hands[player])


def packets(state: TableState, player: int) -> list[list[str]]:
    return [[str(c) for c in packet] for packet in state.piles[player]]


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]
