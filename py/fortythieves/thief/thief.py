"""Thief (seeds/thief.md, T-1..T-17): two decks and four jokers, hands of three, a discard pile,
and captures that may be stolen and stolen back.

Phases of a turn: ``start`` (a capture must be made if one is possible, else a discard),
``more`` (after a capture: capture again or end the turn), ``discarded`` (after the discard and
draw: pairs and the discard top only) and ``recapture`` (the victim of a steal decides, out of
turn: ``to_move`` is the victim).
"""

from __future__ import annotations

from typing import Any

from ..cards import NAMES, RANK_OF, Card, deck_with_jokers
from ..engine import CorruptSave, Event
from .common import TableGame
from .moves import (
    DECLINE,
    DECLINE_MOVE,
    DISCARD,
    END,
    END_MOVE,
    PAIR,
    STEAL,
    STEAL_MOVES,
    TAKE,
    TAKE_MOVES,
    Move,
)
from .packets import PacketState
from .table import card_values

THIEF_VALUES = card_values(
    {0: 50, 1: 15, 2: 25, **dict.fromkeys(range(3, 10), 5), **dict.fromkeys(range(10, 14), 10)}
)
"""T-16: 3-9: 5, 10-K: 10, A: 15, 2: 25, joker: 50."""


class ThiefState(PacketState):
    PHASES = ("start", "more", "discarded", "recapture", "over")
    VALUES = THIEF_VALUES
    WILD = tuple(r in (0, 2) for r in RANK_OF)
    HAND_SIZE = 3
    DECKS = (2, 4)

    def _deal_hand(self, events: list[Event]) -> None:
        self._deal_cards(events, 3, 1)
        self.phase = "start"
        self.victim = self.thief = -1
        events.append({"type": "turn", "player": self.turn})

    def _take_moves(self, cards: list[int]) -> list[Move]:
        if not self.middle:
            return []
        r = RANK_OF[self.middle[-1]]
        return [TAKE_MOVES[c] for c in cards if RANK_OF[c] == r]

    def _take_from_middle(self, card: int) -> list[int]:
        return [self._pop_top(self.middle)]

    def _middle_ranks(self) -> set[int]:
        return {RANK_OF[self.middle[-1]]} if self.middle else set()

    def _recaptures(self) -> list[Move]:
        """T-11: the victim's cards that match the top of the packet just taken, or are wild."""
        thief = self.thief
        r = RANK_OF[self.piles[thief][-1][-1]]
        wild = self.WILD
        steals = STEAL_MOVES[thief]
        hand = dict.fromkeys(self.hands[self.victim])
        return [steals[c] for c in hand if RANK_OF[c] == r or wild[c]]

    def _moves(self) -> list[Move]:
        phase = self.phase
        if phase == "recapture":
            return [*self._recaptures(), DECLINE_MOVE]
        captures = self._captures(self.turn, phase != "discarded")
        if phase == "start":
            return captures or self._discards(self.turn)
        return [*captures, END_MOVE]

    def _apply(self, move: Move) -> list[Event]:
        events: list[Event] = []
        kind = move.kind
        if self.phase == "recapture":
            if kind == DECLINE:
                events.append({"type": "decline", "player": self.victim})
                self.phase = "more"
                self.victim = self.thief = -1
                return events
            victim, thief = self.victim, self.thief
            self._steal(victim, move.card, thief, "recapture", events)
            self._refill(victim, 3, events)
            self.victim, self.thief = thief, victim
            return events
        p = self.turn
        if kind == END:
            events.append({"type": "end-turn", "player": p})
            self._end_turn(events)
            return events
        if kind == DISCARD:
            self._forced_discard(p, move.card)
            self._remove(self.hands[p], move.card)
            self._append(self.middle, move.card)
            events.append({"type": "discard", "player": p, "card": NAMES[move.card]})
            self._refill(p, 3, events)
            self.phase = "discarded"
            return events
        if kind == PAIR:
            self._pair(p, move, events)
        elif kind == TAKE:
            self._take(p, move.card, events)
        else:
            self._steal(p, move.card, move.arg, "steal", events)
            self.thief, self.victim = p, move.arg
        self._refill(p, 3, events)
        if kind == STEAL:
            self.phase = "recapture"
        elif self.phase == "start":
            self.phase = "more"
        return events

    def _settle(self, events: list[Event]) -> None:
        """T-11: a victim with no card to re-capture with declines by itself. T-13: a turn with
        no capture left ends by itself, said in an ``end-turn`` event marked ``auto``, as what
        it shows of the hand is for every player to see. Both show something about the hand
        (``_rule_out``)."""
        while True:
            phase = self.phase
            if phase == "over":
                return
            if phase == "recapture":
                recaptures = self._recaptures()
                if recaptures:
                    self._legal = [*recaptures, DECLINE_MOVE]
                    return
                victim = self.victim
                wild = {RANK_OF[c] for c, w in enumerate(self.WILD) if w}
                top = RANK_OF[self.piles[self.thief][-1][-1]]
                self._rule_out(victim, len(self.hands[victim]), {top, *wild}, False)
                self.phase = "more"
                self.victim = self.thief = -1
                continue
            captures = self._captures(self.turn, phase != "discarded")
            if phase == "start":
                if captures or self.hands[self.turn]:
                    self._legal = captures or self._discards(self.turn)
                    return
            elif captures:
                self._legal = [*captures, END_MOVE]
                return
            elif phase == "more":
                player = self.turn
                self._rule_out(player, len(self.hands[player]),
                               self._capture_ranks(player, True), True)
            events.append({"type": "end-turn", "player": self.turn, "auto": True})
            self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        """T-5, T-15: the next player's turn, or the end of the hand once the stock is out."""
        if not self.stock:
            self._hand_over(events)
            return
        self.turn = self.seat_after(self.turn)
        self.phase = "start"
        events.append({"type": "turn", "player": self.turn})

    def why_illegal(self, move: Any) -> str | None:
        reason = self._common_reason(move)
        if reason is not None or move in self.legal_moves():
            return reason
        kind = move.kind
        if self.phase == "recapture":
            return "no-match" if kind == STEAL and move.arg == self.thief else "recapture-pending"
        if kind == DECLINE:
            return "no-recapture"
        if kind == PAIR:
            return "not-a-pair"
        if kind == STEAL:
            if move.arg == self.turn:
                return "own-pile"
            if self.phase == "discarded":
                return "no-steal-after-discard"
            return "no-match" if self.piles[move.arg] else "empty-pile"
        if kind == TAKE:
            return "no-match"
        if self.phase == "start":
            if self._captures(self.turn, True):
                return "must-capture"
            return "discard-first"
        return "not-now"

    def view(self, player: int | None) -> dict[str, Any]:
        view = super().view(player)
        view["recapture"] = (
            {"thief": self.thief, "victim": self.victim} if self.phase == "recapture" else None
        )
        return view

    def _check_position(self) -> None:
        if self.phase == "recapture" and (
            self.victim < 0 or self.thief < 0 or self.victim == self.thief
            or not self.piles[self.thief]
        ):
            raise CorruptSave("bad-position", detail="recapture")
        super()._check_position()


class ThiefGame(TableGame):
    """Thief for 2 to 6 players (T-1); the game is one hand dealt by each player (T-17)."""

    id = "thief"
    state_class = ThiefState

    def deck(self) -> list[Card]:
        return deck_with_jokers(2, 4)
