"""Positions of the Thief family in JSON form, everything on the table hidden cards included:
what a save checks its replay against, what starts a game without a deal number (a hand-built
or sampled table), read without trust."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Self

from ..cards import Card
from ..engine import CorruptSave
from .moves import names
from .table import Table

if TYPE_CHECKING:
    from .common import TableGame


def _card(text: Any) -> Card:
    if not isinstance(text, str):
        raise ValueError(f"not a card: {text!r}")
    return Card.parse(text)


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"out of range: {value!r}")
    return value


class TableSaves(Table):
    """``position`` and its reverse, ``from_position``."""

    def start_position(self) -> dict[str, Any] | None:
        return self.start

    def position(self) -> dict[str, Any]:
        """Everything on the table, hidden cards included (saves and hand-built positions)."""
        if self.PACKETS:
            piles: list[Any] = [[names(packet) for packet in pile] for pile in self.piles]
        else:
            piles = [names(pile) for pile in self.piles]
        return {
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "phase": self.phase,
            "victim": None if self.victim < 0 else self.victim,
            "thief": None if self.thief < 0 else self.thief,
            "covered": self.covered,
            "totals": list(self.totals),
            "hands": [names(hand) for hand in self.hands],
            "stock": names(self.stock),
            "middle": names(self.middle),
            "piles": piles,
            "seed": self.seed,
        }

    @classmethod
    def from_position(cls, game: TableGame, data: Any) -> Self:
        """Read and check a position (see ``position``); raises :class:`CorruptSave`."""
        n = game.players
        try:
            state = cls(game, None, str(data["seed"]))
            state.hand_no = _int(data["hand_no"], 1, 10**6)
            state.dealer = _int(data["dealer"], 0, n - 1)
            state.turn = _int(data["turn"], 0, n - 1)
            if data["phase"] not in cls.PHASES:
                raise ValueError("phase")
            state.phase = cls.PHASES[cls.PHASES.index(data["phase"])]
            state.victim = -1 if data.get("victim") is None else _int(data["victim"], 0, n - 1)
            state.thief = -1 if data.get("thief") is None else _int(data["thief"], 0, n - 1)
            totals = data["totals"]
            if len(totals) != n:
                raise ValueError("totals")
            state.totals = tuple(_int(t, 0, 10**9) for t in totals)
            if len(data["hands"]) != n or len(data["piles"]) != n:
                raise ValueError("players")
            state.hands = [[_card(t) for t in hand] for hand in data["hands"]]
            state.stock = [_card(t) for t in data["stock"]]
            state.middle = [_card(t) for t in data["middle"]]
            if cls.PACKETS:
                state.piles = [[[_card(t) for t in packet] for packet in pile]
                               for pile in data["piles"]]
                if any(not packet for pile in state.piles for packet in pile):
                    raise ValueError("empty packet")
            else:
                state.piles = [[_card(t) for t in pile] for pile in data["piles"]]
            state.covered = _int(data.get("covered", 0), 0, max(len(state.middle) - 1, 0))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise CorruptSave("bad-position", detail=str(error)) from None
        if Counter(state.all_cards()) != Counter(game.deck()):
            raise CorruptSave("bad-position", detail="cards")
        state._check_position()
        state.seen = [state.middle[-1]] if state.middle else []
        state.start = state.position()
        return state

    def _check_position(self) -> None:
        """Game-specific checks of a position read by ``from_position``."""
