"""Gharat (seeds/thief.md, G-1..G-13): one deck, hands of four, a play pile of which only the
top shows, play counter-clockwise, and captures of the matching cards on top of any pile.

A capture pile here is one plain list of cards (no packets): a card played takes the matching
top card of a pile together with every card of the same rank directly below it.
"""

from __future__ import annotations

from typing import Any

from ..cards import NAMES, RANK_OF, Card, deck_with_jokers
from ..engine import CorruptSave, Event, GameError
from .common import TableGame, TableState
from .dealing import hand_rng
from .moves import DISCARD, DISCARD_MOVES, STEAL, STEAL_MOVES, TAKE, TAKE_MOVES, Move, names
from .table import Play, card_values
from .views import top_run

GHARAT_VALUES = card_values(
    {0: 0, 1: 20, **dict.fromkeys(range(2, 11), 5), **dict.fromkeys(range(11, 14), 10)}
)
"""G-11: 2-10: 5, J Q K: 10, A: 20."""

TARGET = 1000
"""G-12: the score that ends the game."""


class GharatState(TableState):
    PHASES = ("play", "over")
    VALUES = GHARAT_VALUES
    PACKETS = False
    STEP = -1

    # -- dealing ------------------------------------------------------------------------------

    def _deal_hand(self, events: list[Event]) -> None:
        """G-3, G-4: four cards stacked face up (only the top seen), then four to each player
        counter-clockwise from the dealer's right."""
        n = self.game.players
        deck = deck_with_jokers(1, 0)
        hand_rng(self.seed, self.hand_no).shuffle(deck)
        middle = [deck.pop() for _ in range(4)]
        self._set("hands", [[] for _ in range(n)])
        self._set("stock", deck)
        self._set("middle", middle)
        self._set("piles", [[] for _ in range(n)])
        self.covered = 3
        self._append(self.seen, middle[-1])
        self.turn = self.seat_after(self.dealer)
        self.phase = "play"
        self._deal_round(events, turned=[NAMES[middle[-1]]])
        events.append({"type": "turn", "player": self.turn})

    def _deal_round(self, events: list[Event], turned: list[str] | None = None) -> None:
        """G-4, G-10: four cards to each player, one at a time, counter-clockwise from the
        dealer's right."""
        n = self.game.players
        first = self.seat_after(self.dealer)
        self._set("plays", [])
        for _ in range(4):
            for k in range(n):
                self._append(self.hands[self.seat_after(first, k)], self._pop_top(self.stock))
        event: Event = {
            "type": "deal",
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "hands": [names(h) for h in self.hands],
            "stock": len(self.stock),
        }
        if turned is not None:
            event["turned"] = turned
            event["covered"] = self.covered
        events.append(event)

    # -- moves --------------------------------------------------------------------------------

    def _moves(self) -> list[Move]:
        """G-6..G-9: each card takes from a pile whose top matches it (the player's choice of
        pile), or, matching none, goes onto the play pile."""
        n = self.game.players
        middle = self.middle
        mid = RANK_OF[middle[-1]] if middle else -1
        tops = [RANK_OF[pile[-1]] if pile else -1 for pile in self.piles]
        moves: list[Move] = []
        for card in dict.fromkeys(self.hands[self.turn]):
            r = RANK_OF[card]
            found = False
            if r == mid:
                moves.append(TAKE_MOVES[card])
                found = True
            for q in range(n):
                if tops[q] == r:
                    moves.append(STEAL_MOVES[q][card])
                    found = True
            if not found:
                moves.append(DISCARD_MOVES[card])
        return moves

    def _take_run(self, pile: list[int]) -> list[int]:
        """The pile's ``top_run``, popped top first."""
        return [self._pop_top(pile) for _ in top_run(pile)]

    def _apply(self, move: Move) -> list[Event]:
        events: list[Event] = []
        p = self.turn
        card = move.card
        self._append(self.plays, Play(  # the round's plays (ruling beside G-10)
            p, move, tuple(self.middle[-1:]), tuple(tuple(top_run(pile)) for pile in self.piles),
            tuple(len(hand) for hand in self.hands)))
        self._remove(self.hands[p], card)
        own = self.piles[p]
        if move.kind == DISCARD:
            self._append(self.middle, card)
            events.append({"type": "discard", "player": p, "card": NAMES[card]})
        elif move.kind == STEAL and move.arg == p:
            self._append(own, card)
            events.append({"type": "join", "player": p, "card": NAMES[card]})
        else:
            source = self.middle if move.kind == TAKE else self.piles[move.arg]
            taken = self._take_run(source)
            self._append(own, card)
            for c in taken:
                self._append(own, c)
            event: Event = {"type": "take" if move.kind == TAKE else "steal", "player": p,
                            "card": NAMES[card], "taken": names(taken)}
            if move.kind == STEAL:
                event["from"] = move.arg
            elif len(self.middle) <= self.covered:
                self.covered = max(len(self.middle) - 1, 0)
                if self.middle:
                    self._append(self.seen, self.middle[-1])
                    event["uncovered"] = NAMES[self.middle[-1]]
            events.append(event)
        self.turn = self.seat_after(p)
        if any(self.hands):
            events.append({"type": "turn", "player": self.turn})
        elif self.stock:
            self._deal_round(events)
            events.append({"type": "turn", "player": self.turn})
        else:
            self._hand_over(events)
        return events

    def _hand_over(self, events: list[Event]) -> None:
        """G-11, G-12: the capture piles score, the play pile belongs to no one; the game ends
        when a side has reached 1,000 and leads alone."""
        n = self.game.players
        points = [self.pile_points(p) for p in range(n)]
        raw = [t + pt for t, pt in zip(self.totals, points, strict=True)]
        scores = self.side_scores(raw)
        events.append({
            "type": "hand-over",
            "hand_no": self.hand_no,
            "points": points,
            "scores": scores,
            "unclaimed": len(self.middle),
        })
        best = max(scores)
        leaders = [p for p in range(n) if scores[p] == best]
        teams = self.game.teams
        if teams:
            leaders = sorted({min(t) for t in teams for p in leaders if p in t})
        if self.last_deal or (best >= TARGET and len(leaders) == 1):
            self._finish(scores, events)
            return
        self.totals = tuple(raw)
        self.hand_no += 1
        self.dealer = self.seat_after(self.dealer)
        self._deal_hand(events)

    def why_illegal(self, move: Any) -> str | None:
        reason = self._common_reason(move)
        if reason is not None or move in self.legal_moves():
            return reason
        kind = move.kind
        if kind == DISCARD:
            return "must-take-match"
        if kind == TAKE:
            return "no-match"
        if kind == STEAL:
            return "no-match" if self.piles[move.arg] else "empty-pile"
        return "bad-move"

    def _check_position(self) -> None:
        if self.phase == "play" and not self.hands[self.turn]:
            raise CorruptSave("bad-position", detail="hands")

    def _middle_view(self) -> dict[str, Any]:
        view = super()._middle_view()
        view["covered"] = self.covered
        return view

    def view(self, player: int | None) -> dict[str, Any]:
        view = super().view(player)
        view["teams"] = self.game.teams
        return view


class GharatGame(TableGame):
    """Gharat for 2 to 4 players; with four, two partnerships by default (G-1, G-13)."""

    id = "gharat"
    state_class = GharatState
    max_players = 4

    def __init__(self, players: int | None = None, partners: bool | None = None) -> None:
        super().__init__(players)
        if partners is None:
            partners = self.players == 4
        if not isinstance(partners, bool) or (partners and self.players != 4):
            raise GameError("bad-partners", partners=partners)
        self.partners = partners

    @property
    def options(self) -> dict[str, Any]:
        options = super().options
        if self.partners != (self.players == 4):
            options["partners"] = self.partners
        return options

    @property
    def teams(self) -> list[list[int]] | None:
        return [[0, 2], [1, 3]] if self.partners else None

    def deck(self) -> list[Card]:
        return deck_with_jokers(1, 0)
