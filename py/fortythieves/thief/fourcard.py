"""Four Card Thief (seeds/thief.md, F-1..F-9): one deck and three jokers, hands of four, four
cards face up in the centre, a draw to start each turn and a discard to end it.

Phases of a turn (after its draw): ``start`` (a capture must be made if one is possible, else
a discard) and ``more`` (after a capture: capture again, or discard to end the turn).
"""

from __future__ import annotations

from typing import Any

from ..cards import NAMES, RANK_OF, Card, deck_with_jokers
from ..engine import Event
from .common import TableGame
from .moves import DECLINE, DISCARD, PAIR, STEAL, TAKE, TAKE_MOVES, Move
from .packets import PacketState
from .table import card_values

FOUR_CARD_VALUES = card_values(
    {0: 25, 1: 10, **dict.fromkeys(range(2, 11), 1), **dict.fromkeys(range(11, 14), 10)}
)
"""F-8: joker 25, J Q K A 10, 2-10 1."""


def is_protected(packet: list[int]) -> bool:
    """F-6: four natural cards of one rank (no joker) cannot be taken."""
    if len(packet) != 4:
        return False
    r = RANK_OF[packet[0]]
    return r != 0 and all(RANK_OF[c] == r for c in packet)


class FourCardState(PacketState):
    PHASES = ("start", "more", "over")
    VALUES = FOUR_CARD_VALUES
    WILD = tuple(r == 0 for r in RANK_OF)
    HAND_SIZE = 5
    DECKS = (1, 3)
    OPEN_MIDDLE = True

    def _deal_hand(self, events: list[Event]) -> None:
        self._deal_cards(events, 4, 4)
        self._begin_turn(self.turn, events)

    def _begin_turn(self, player: int, events: list[Event]) -> None:
        """F-4: the turn starts with a draw."""
        self.turn = player
        self.phase = "start"
        events.append({"type": "turn", "player": player})
        self._refill(player, len(self.hands[player]) + 1, events)

    def top_protected(self, player: int) -> bool:
        pile = self.piles[player]
        return bool(pile) and is_protected(pile[-1])

    def _steal_top(self, player: int) -> int | None:
        pile = self.piles[player]
        if not pile or self.top_protected(player):
            return None
        return pile[-1][-1]

    def _take_moves(self, cards: list[int]) -> list[Move]:
        ranks = {RANK_OF[c] for c in self.middle}
        return [TAKE_MOVES[c] for c in cards if RANK_OF[c] in ranks]

    def _middle_ranks(self) -> set[int]:
        return {RANK_OF[c] for c in self.middle}

    def _take_from_middle(self, card: int) -> list[int]:
        """F-2: every centre card of the rank played."""
        r = RANK_OF[card]
        middle = self.middle
        taken = [
            self._pop_at(middle, i) for i in range(len(middle) - 1, -1, -1)
            if RANK_OF[middle[i]] == r
        ]
        taken.reverse()
        return taken

    def _moves(self) -> list[Move]:
        captures = self._captures(self.turn, True)
        if self.phase == "start" and captures:
            return captures
        return captures + self._discards(self.turn)

    def _apply(self, move: Move) -> list[Event]:
        events: list[Event] = []
        p = self.turn
        kind = move.kind
        if kind == DISCARD:
            if self.phase == "start":
                self._forced_discard(p, move.card)
            else:
                self._played(p, move.card)
            self._remove(self.hands[p], move.card)
            self._append(self.middle, move.card)
            events.append({"type": "discard", "player": p, "card": NAMES[move.card]})
            self._end_turn(events)
            return events
        if kind == PAIR:
            self._pair(p, move, events)
        elif kind == TAKE:
            self._take(p, move.card, events)
        else:
            self._steal(p, move.card, move.arg, "steal", events)
        self._refill(p, self.HAND_SIZE, events)
        self.phase = "more"
        return events

    def _settle(self, events: list[Event]) -> None:
        """F-4: a player left with no card (the stock being out) ends the turn without a
        discard."""
        while self.phase != "over" and not self.hands[self.turn]:
            self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        if not self.stock:
            self._hand_over(events)
        else:
            self._begin_turn(self.seat_after(self.turn), events)

    def why_illegal(self, move: Any) -> str | None:
        reason = self._common_reason(move)
        if reason is not None or move in self.legal_moves():
            return reason
        kind = move.kind
        if kind == DECLINE:
            return "no-recapture"
        if kind == PAIR:
            return "not-a-pair"
        if kind == STEAL:
            if move.arg == self.turn:
                return "own-pile"
            pile = self.piles[move.arg]
            if not pile:
                return "empty-pile"
            return "protected-set" if self.top_protected(move.arg) else "no-match"
        if kind == TAKE:
            return "no-match"
        if kind == DISCARD:
            return "must-capture"
        return "end-with-discard"

    def _middle_view(self) -> dict[str, Any]:
        return {"cards": [NAMES[c] for c in self.middle], "count": len(self.middle)}

    def _pile_view(self, player: int) -> dict[str, Any]:
        view = super()._pile_view(player)
        view["protected"] = self.top_protected(player)
        return view


class FourCardThiefGame(TableGame):
    """Four Card Thief for 2 to 6 players (F-1)."""

    id = "four-card"
    state_class = FourCardState

    def deck(self) -> list[Card]:
        return deck_with_jokers(1, 3)
