"""Capture piles made of packets, shared by Thief and Four Card Thief (T-6..T-10, F-6).

A capture pile is a list of packets, oldest first; a packet is the list of cards of one capture,
the card played last on top. Only the top packet of a pile can be taken, whole, by a card that
matches its top card (or by a wild card); the taker adds the card it played on top and lays
the packet on its own pile.
"""

from __future__ import annotations

from typing import ClassVar

from ..cards import NAMES, RANK_OF, Card, deck_with_jokers
from ..engine import CorruptSave, Event
from .common import TableState
from .dealing import PAIRLESS, hand_rng
from .moves import DISCARD_MOVES, PAIR, STEAL_MOVES, Move, names


class PacketState(TableState):
    """Pairs, takes from the middle and steals; the games add their turns around them."""

    HAND_SIZE: ClassVar[int]
    DECKS: ClassVar[tuple[int, int]]
    """(standard decks, jokers)."""

    # -- what may be captured -------------------------------------------------------------

    def _steal_top(self, player: int) -> int | None:
        """The top card of ``player``'s pile if its top packet may be taken, else ``None``."""
        pile = self.piles[player]
        return pile[-1][-1] if pile else None

    def _take_moves(self, cards: list[int]) -> list[Move]:
        """Takes from the middle by the distinct ``cards`` of a hand (T-7; F-2)."""
        raise NotImplementedError

    def _captures(self, player: int, steal: bool) -> list[Move]:
        """Every capture ``player`` may make now; with ``steal`` false, none from a player."""
        hand = self.hands[player]
        if not hand:
            return []
        rank = RANK_OF
        moves: list[Move] = []
        for i in range(len(hand) - 1):
            a = hand[i]
            for b in hand[i + 1 :]:
                if rank[a] == rank[b]:
                    move = Move(PAIR, a, b) if a <= b else Move(PAIR, b, a)
                    if move not in moves:
                        moves.append(move)
        cards = list(dict.fromkeys(hand))
        moves += self._take_moves(cards)
        if steal:
            wild = self.WILD
            for q in range(self.game.players):
                if q == player:
                    continue
                top = self._steal_top(q)
                if top is None:
                    continue
                r = rank[top]
                steals = STEAL_MOVES[q]
                moves += [steals[c] for c in cards if rank[c] == r or wild[c]]
        return moves

    def _middle_ranks(self) -> set[int]:
        """The ranks that would take from the middle now (T-7; F-2)."""
        raise NotImplementedError

    def _capture_ranks(self, player: int, steal: bool) -> set[int]:
        """The ranks of card that would capture for ``player`` now, pairs aside: those that
        take from the middle and, with ``steal``, those that match a top that may be taken,
        with the wild ranks when there is such a top."""
        ranks = set(self._middle_ranks())
        if steal:
            steal_tops = [self._steal_top(q) for q in range(self.game.players) if q != player]
            tops = [top for top in steal_tops if top is not None]
            if tops:
                ranks.update(RANK_OF[top] for top in tops)
                ranks.update(RANK_OF[c] for c, wild in enumerate(self.WILD) if wild)
        return ranks

    def _rule_out(self, player: int, cards: int, ranks: set[int], pairless: bool) -> None:
        """The rules have just shown, in sight of all, that ``cards`` cards of ``player``'s
        hand are of none of ``ranks``: a discard because nothing could be captured (T-14,
        F-5), a turn or a re-capture that ended by itself. Ruling beside T-14: every player
        may remember it until those cards may have been played. ``pairless``: the rules
        showed too that no two of them pair."""
        clear = list(self.clear)
        clear[player] = (cards, sum(1 << r for r in ranks) | (PAIRLESS if pairless else 0))
        self._set("clear", tuple(clear))

    def _forced_discard(self, player: int, card: int) -> None:
        """Before ``player`` discards ``card`` because nothing could be captured: the cards kept
        pair neither with each other nor with ``card``, and capture nothing."""
        ranks = self._capture_ranks(player, True)
        ranks.add(RANK_OF[card])
        self._rule_out(player, len(self.hands[player]) - 1, ranks, True)

    def _played(self, player: int, card: int) -> None:
        """``card`` left ``player``'s hand: unless its rank was ruled out, it may have been
        one of the cards the rules showed something about (``_rule_out``)."""
        cards, ranks = self.clear[player]
        if cards and not ranks >> RANK_OF[card] & 1:
            clear = list(self.clear)
            clear[player] = (cards - 1, ranks)
            self._set("clear", tuple(clear))

    def _discards(self, player: int) -> list[Move]:
        return [DISCARD_MOVES[c] for c in dict.fromkeys(self.hands[player])]

    # -- captures -----------------------------------------------------------------------------

    def _pair(self, player: int, move: Move, events: list[Event]) -> None:
        hand = self.hands[player]
        self._remove(hand, move.card)
        self._remove(hand, move.arg)
        self._played(player, move.card)
        if not self.clear[player][1] & PAIRLESS:  # else at most one of the pair was shown
            self._played(player, move.arg)
        self._append(self.piles[player], [move.card, move.arg])
        events.append({"type": "pair", "player": player, "cards": names([move.card, move.arg])})

    def _take_from_middle(self, card: int) -> list[int]:
        raise NotImplementedError

    def _take(self, player: int, card: int, events: list[Event]) -> None:
        self._remove(self.hands[player], card)
        self._played(player, card)
        taken = self._take_from_middle(card)
        self._append(self.piles[player], [*taken, card])
        events.append(
            {"type": "take", "player": player, "card": NAMES[card], "taken": names(taken)}
        )

    def _steal(self, player: int, card: int, victim: int, kind: str, events: list[Event]) -> None:
        """``player`` takes ``victim``'s top packet with ``card`` (``kind``: steal or
        recapture), laying the card on top of it (T-8, T-10, T-11)."""
        self._remove(self.hands[player], card)
        self._played(player, card)
        packet = self._pop_top(self.piles[victim])
        taken = names(packet)
        self._append(packet, card)
        self._append(self.piles[player], packet)
        events.append({
            "type": kind,
            "player": player,
            "from": victim,
            "card": NAMES[card],
            "taken": taken,
            "wild": RANK_OF[card] != RANK_OF[packet[-2]],
        })

    # -- hands --------------------------------------------------------------------------------

    def _deal_cards(self, events: list[Event], per_player: int, turned: int) -> None:
        """Shuffle, deal ``per_player`` cards one at a time clockwise from the dealer's left,
        turn ``turned`` cards face up into the middle (T-4, F-2, F-3)."""
        n = self.game.players
        deck = deck_with_jokers(*self.DECKS)
        hand_rng(self.seed, self.hand_no).shuffle(deck)
        hands: list[list[Card]] = [[] for _ in range(n)]
        first = self.seat_after(self.dealer)
        for _ in range(per_player):
            for k in range(n):
                hands[self.seat_after(first, k)].append(deck.pop())
        middle = [deck.pop() for _ in range(turned)]
        self._set("hands", hands)
        self._set("stock", deck)
        self._set("middle", middle)
        self._set("piles", [[] for _ in range(n)])
        for card in middle:
            self._append(self.seen, card)
        events.append({
            "type": "deal",
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "hands": [names(h) for h in hands],
            "turned": names(middle),
            "stock": len(deck),
        })
        self.turn = first

    def _hand_over(self, events: list[Event]) -> None:
        """T-15..T-17: the cards in hand go to the middle unscored; the capture piles score;
        after every player has dealt once the game is over."""
        n = self.game.players
        left = [names(h) for h in self.hands]
        for hand in self.hands:
            while hand:
                self._append(self.middle, self._pop_top(hand))
        self._set("clear", ((0, 0),) * n)
        points = [self.pile_points(p) for p in range(n)]
        scores = [t + pt for t, pt in zip(self.totals, points, strict=True)]
        events.append({
            "type": "hand-over",
            "hand_no": self.hand_no,
            "points": points,
            "scores": scores,
            "left": left,
            "unclaimed": sum(len(hand) for hand in left),  # as Gharat's: what scores for no one
        })
        if self.hand_no >= n or self.last_deal:
            self._finish(scores, events)
            return
        self.totals = tuple(scores)
        self.hand_no += 1
        self.dealer = self.seat_after(self.dealer)
        self._deal_hand(events)

    def _check_position(self) -> None:
        """The game is one hand dealt by each player (T-17, F-9): no hand after the last."""
        if self.hand_no > self.game.players:
            raise CorruptSave("bad-position", detail="hand_no")
