"""One position of the connecting board game, with unlimited undo.

Rule ids refer to ``seeds/board.md``. A round's cards live in a :class:`Round`; the game keeps
the points, the queens of the three-strikes variant and the winners. Every chance event (each
round's shuffle, each refill of the stock from conceded hands) comes from a generator seeded
with the state's seed, the round number, the number of redeals and the number of refills, so
a game replays exactly from its deal number and its moves, and undo needs to remember no
generator state. ``legal_moves``, ``push`` and ``pop`` are the hot paths of random playouts:
they work on lists of ``int`` cards and precomputed tables.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from ..cards import NAMES, RANK_OF
from ..engine import MAX_DEAL, Event, State
from .grid import CELL, NO_CELL, PRODUCTS, completes_line, lines_of, run_points, tokens
from .moves import CONCEDE, CONCEDE_CARD, PILE_NAMES, PLAY, REDEAL, REDEAL_CARD, THIEF, Move

if TYPE_CHECKING:
    from .game import BoardGame

HAND = 5
OPEN_A, OPEN_B, PLAYING = 0, 1, 2
PHASES = ("open-a", "open-b", "play")
R = RANK_OF

NAMED: tuple[tuple[int, ...], ...] = tuple(
    tuple(CELL[R[top]][R[other]] if max(R[top], R[other]) <= 10 else NO_CELL for top in range(52))
    for other in range(52)
)
"""B-30: ``NAMED[other][top]``, the space named by card ``top`` on one pile and card ``other``
on top of the other (``NO_CELL`` for a 10, a thief, which names none). The one place of the
rule: :meth:`BoardState.claimed_space` reads it, and so does ``legal_moves``, a row a pile, as
a call a card there would slow the playouts, whose hot path it is."""

# undo record kinds
_PLAY, _CONCEDE, _REDEAL = 0, 1, 2


class Round:
    """The cards and chips of one round. ``owner[cell]`` is the side holding a space, ``-1``
    for none (one extra entry, ``owner[NO_CELL]``, is always ``-1``). ``stock[-1]`` is the next
    card drawn. A conceded player's hand stays in ``hands``, face down, until a refill."""

    __slots__ = (
        "number", "dealer", "redeals", "refills", "hands", "stock", "piles", "owner",
        "conceded", "turn", "phase",
    )

    def __init__(
        self,
        number: int,
        dealer: int,
        redeals: int,
        refills: int,
        hands: list[list[int]],
        stock: list[int],
        piles: list[list[int]],
        owner: list[int],
        conceded: list[bool],
        turn: int,
        phase: int,
    ) -> None:
        self.number = number
        self.dealer = dealer
        self.redeals = redeals
        self.refills = refills
        self.hands = hands
        self.stock = stock
        self.piles = piles
        self.owner = owner
        self.conceded = conceded
        self.turn = turn
        self.phase = phase

    def copy(self) -> Round:
        return Round(
            self.number, self.dealer, self.redeals, self.refills,
            [list(h) for h in self.hands], list(self.stock), [list(p) for p in self.piles],
            list(self.owner), list(self.conceded), self.turn, self.phase,
        )


def chance(seed: int, number: int, redeals: int, refill: int = -1) -> random.Random:
    """The generator of one chance event: the shuffle of round ``number`` (after ``redeals``
    redeals), or its ``refill``-th refill of the stock (B-11, B-71)."""
    tail = "" if refill < 0 else f"/refill/{refill}"
    return random.Random(f"board/{seed}/{number}/{redeals}{tail}")


def only_tens(hand: list[int]) -> bool:
    return all(R[card] == 10 for card in hand)


class BoardState(State):
    """A game of the connecting board game: the current :class:`Round` in :attr:`round`,
    points per side in :attr:`points`, moves in :attr:`history`, undo records in ``_undo``."""

    game: BoardGame

    def __init__(
        self,
        game: BoardGame,
        rnd: Round,
        points: list[int],
        queens: list[int],
        seed: int,
        deal: int | None,
        winners: list[int] | None = None,
    ) -> None:
        self.game = game
        self.round = rnd
        self.points = points
        self.queens = queens
        self.seed = seed
        self.deal = deal
        self.winners: list[int] = winners or []
        self.last_deal = False
        """Whether the game ends with the round in play, whoever wins it: a copy that shows
        the table as a round ended, not the next deal (the summary's table)."""
        self._history: list[Move] = []
        self._undo: list[tuple[Any, ...]] = []
        self._start: tuple[Any, ...] | None = None
        if deal is None:  # a hand-built or sampled start: kept for saves, made text on demand
            self._start = (rnd.copy(), list(points), list(queens), list(self.winners))

    # -- queries ---------------------------------------------------------------------------

    @property
    def history(self) -> list[Move]:
        return self._history

    @property
    def is_over(self) -> bool:
        return bool(self.winners)

    @property
    def to_move(self) -> int | None:
        return None if self.winners else self.round.turn

    @property
    def scores(self) -> list[int]:
        """Points of each player; with teams each partner shows the team's points (B-83)."""
        points = self.points
        return [points[s] for s in self.game.side_of]

    def side(self, player: int) -> int:
        """The colour of ``player``'s chips: the player, or with four players the team."""
        return self.game.side_of[player]

    def claimed_space(self, move: Move) -> int:
        """B-30: the space ``move`` names here, free or held: the card it leaves on top of its
        pile (the card played, or the card a thief lifts, B-40) times the top of the other
        pile. ``NO_CELL`` when it names none: the opening of pile a (B-20), a thief lifting
        nothing, conceding, a redeal. Players, hints and the table ask this, never compute it."""
        card, pile, lift = move
        rnd = self.round
        if card < 0 or pile not in (0, 1) or rnd.phase == OPEN_A:
            return NO_CELL
        other = rnd.piles[1 - pile]
        return NAMED[other[-1]][lift if lift >= 0 else card] if other else NO_CELL

    # -- move generation -------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        if self.winners:
            return []
        rnd = self.round
        hand = rnd.hands[rnd.turn]
        if rnd.phase != PLAYING:
            pile = rnd.phase
            opens = [PLAY[c][pile] for c in hand if R[c] != 10]
            return opens or [REDEAL]  # B-20, B-21, B-13
        owner = rnd.owner
        pile_a, pile_b = rnd.piles
        on_a = NAMED[pile_b[-1]]  # the space each card names on pile a: claimed_space's table
        on_b = NAMED[pile_a[-1]]
        moves = []
        tens = []
        for c in hand:
            if R[c] == 10:
                tens.append(c)
                continue
            play = PLAY[c]
            if owner[on_a[c]] < 0:  # B-31: only onto a free space
                moves.append(play[0])
            if owner[on_b[c]] < 0:
                moves.append(play[1])
        if tens:  # B-40, B-41: a thief only where it steals from an opponent
            side = self.game.side_of[rnd.turn]
            for pile, cards, named in ((0, pile_a, on_a), (1, pile_b, on_b)):
                lifts = [x for x in cards if owner[named[x]] not in (-1, side)]
                for ten in tens:
                    table = THIEF[ten][pile]
                    moves.extend(table[x] for x in lifts)
        moves.append(CONCEDE)  # B-60: conceding is always open on a turn
        return moves

    def why_illegal(self, move: Move) -> str | None:
        """The reason id that forbids ``move`` here, or ``None`` when it is legal."""
        if self.winners:
            return "game-over"
        rnd = self.round
        hand = rnd.hands[rnd.turn]
        card, pile, lift = move
        opening = rnd.phase != PLAYING
        if card == REDEAL_CARD:
            return None if opening and only_tens(hand) else "redeal-not-allowed"
        if opening and only_tens(hand):
            return "redeal-only"
        if card == CONCEDE_CARD:
            return "opening-no-concede" if opening else None
        if not 0 <= card < 52 or R[card] > 10:
            return "bad-card"
        if card not in hand:
            return "not-in-hand"
        if pile not in (0, 1):
            return "no-such-pile"
        ten = R[card] == 10
        if opening:
            if pile != rnd.phase:
                return "opening-pile"
            if ten:
                return "opening-no-thief"
            if lift >= 0:
                return "lift-not-thief"
            return None
        if not ten:
            if lift >= 0:
                return "lift-not-thief"
            return "space-taken" if rnd.owner[self.claimed_space(move)] >= 0 else None
        if lift < 0:
            return "thief-needs-lift"
        if lift not in rnd.piles[pile]:
            return "lift-not-in-pile"
        if R[lift] == 10:
            return "lift-ten"
        held = rnd.owner[self.claimed_space(move)]
        if held < 0:
            return "steal-empty"
        if held == self.game.side_of[rnd.turn]:
            return "steal-own"
        return None

    # -- playing ---------------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        """Play a move known to be legal."""
        self._history.append(move)
        card, pile, lift = move
        if card == CONCEDE_CARD:
            return self._concede()
        if card == REDEAL_CARD:
            return self._redeal()
        rnd = self.round
        cell = self.claimed_space(move)  # B-30, read before the piles change
        player = rnd.turn
        side = self.game.side_of[player]
        hand = rnd.hands[player]
        at = hand.index(card)
        del hand[at]
        cards = rnd.piles[pile]
        cards.append(card)
        events: list[Event] = [
            {"type": "discard", "player": player, "card": NAMES[card], "pile": PILE_NAMES[pile]}
        ]
        lifted_from = -1
        if lift >= 0:  # B-40: the thief's card comes out of the pile and goes on top
            lifted_from = cards.index(lift)
            del cards[lifted_from]
            cards.append(lift)
            events.append(
                {"type": "lift", "player": player, "card": NAMES[lift], "pile": PILE_NAMES[pile]}
            )
        phase = rnd.phase
        before = -1
        extra: tuple[Any, ...] | None = None
        drawn = 0
        if phase == OPEN_A:  # B-20: the first pile claims nothing
            rnd.phase = OPEN_B
        else:
            if phase == OPEN_B:
                rnd.phase = PLAYING
            owner = rnd.owner
            before = owner[cell]
            owner[cell] = side
            if before < 0:
                events.append(
                    {"type": "claim", "player": player, "side": side, "space": PRODUCTS[cell]}
                )
            else:
                events.append({
                    "type": "steal", "player": player, "side": side, "space": PRODUCTS[cell],
                    "from": before,
                })
            if completes_line(owner, cell, side):  # B-50: the round ends at once
                lines = lines_of(owner, side)
                points = run_points(owner, side)
                extra = self._end_round(side, "line", points, lines, events)
        if extra is None:
            stock = rnd.stock
            need = HAND - len(hand)
            if need > len(stock) and any(
                h for h, out in zip(rnd.hands, rnd.conceded, strict=True) if out
            ):
                extra = ("refill", [list(h) for h in rnd.hands], list(stock), rnd.refills)
                events.extend(self._draw_with_refill(player))
            else:
                drawn = min(need, len(stock))
                if drawn:  # B-12
                    new = stock[-drawn:]
                    del stock[-drawn:]
                    new.reverse()
                    hand.extend(new)
                    events.append(
                        {"type": "draw", "player": player, "cards": [NAMES[c] for c in new]}
                    )
            rnd.turn = self._next(player)
        self._undo.append((_PLAY, player, at, lifted_from, cell, before, phase, drawn, extra))
        return events

    def _draw_with_refill(self, player: int) -> list[Event]:
        """B-12, B-71: draw back up to five; when the stock runs out on the way, the conceded
        hands are shuffled into a new stock and the drawing goes on."""
        rnd = self.round
        hand = rnd.hands[player]
        new: list[int] = []
        events: list[Event] = []
        while len(hand) < HAND:
            if not rnd.stock:
                givers = [q for q, h in enumerate(rnd.hands) if rnd.conceded[q] and h]
                if not givers:
                    break
                cards = [c for q in givers for c in rnd.hands[q]]
                for q in givers:
                    rnd.hands[q] = []
                chance(self.seed, rnd.number, rnd.redeals, rnd.refills).shuffle(cards)
                rnd.refills += 1
                rnd.stock = cards
                events.append({"type": "refill", "players": givers, "count": len(cards)})
            card = rnd.stock.pop()
            hand.append(card)
            new.append(card)
        if new:
            events.append({"type": "draw", "player": player, "cards": [NAMES[c] for c in new]})
        return events

    def _next(self, player: int) -> int:
        """The next player to the left who has not conceded (B-32)."""
        conceded = self.round.conceded
        n = len(conceded)
        nxt = (player + 1) % n
        while conceded[nxt]:
            nxt = (nxt + 1) % n
        return nxt

    def _concede(self) -> list[Event]:
        rnd = self.round
        player = rnd.turn
        forced = self.legal_moves() == [CONCEDE]
        rnd.conceded[player] = True
        events: list[Event] = [{"type": "concede", "player": player, "forced": forced}]
        game = self.game
        winner = -1
        left = [q for q in range(game.players) if not rnd.conceded[q]]
        if game.players == 4:  # B-81: a team is out when both partners have conceded
            sides_left = {game.side_of[q] for q in left}
            if len(sides_left) == 1:
                winner = sides_left.pop()
        elif len(left) == 1:  # B-61, B-70
            winner = game.side_of[left[0]]
        extra = None
        if winner >= 0:
            extra = self._end_round(winner, "concession", 1, [], events)
        else:
            rnd.turn = self._next(player)
        self._undo.append((_CONCEDE, player, extra))
        return events

    def _redeal(self) -> list[Event]:
        """B-13: the hand of only 10s is shown and the round is dealt again."""
        old = self.round
        player = old.turn
        events: list[Event] = [
            {"type": "redeal", "player": player, "cards": [NAMES[c] for c in old.hands[player]]}
        ]
        self.round = self.game.deal_round(self.seed, old.number, old.dealer, old.redeals + 1)
        events.append(self._deal_event())
        self._undo.append((_REDEAL, old))
        return events

    def _deal_event(self) -> Event:
        rnd = self.round
        return {
            "type": "deal", "round": rnd.number, "dealer": rnd.dealer,
            "extra": rnd.number > self.game.rounds,
        }

    def _end_round(
        self, side: int, by: str, points: int, lines: list[list[int]], events: list[Event]
    ) -> tuple[Any, ...]:
        """Score the round for ``side``; end the game or deal the next round (B-51, B-52,
        B-90, B-95). Returns what undo needs."""
        game = self.game
        rnd = self.round
        extra = ("round", rnd, list(self.points), list(self.queens))
        self.points[side] += points
        events.append({
            "type": "round-won", "round": rnd.number, "side": side,
            "players": list(game.members[side]), "by": by, "lines": lines, "points": points,
        })
        if game.three_strikes and by == "concession":  # B-95: side == player with two
            self.queens[side] += 1
            events.append({"type": "queen", "player": side, "queens": self.queens[side]})
        if self.last_deal:  # the summary's table: its queen given too
            self.winners = list(game.members[side])
            return extra
        if game.three_strikes and self.queens[side] >= 3:
            self.winners = [side]
            events.append(self._over_event("queens"))
            return extra
        if rnd.number >= game.rounds:
            top = max(self.points)
            leaders = [s for s, p in enumerate(self.points) if p == top]
            if len(leaders) == 1:  # B-90: a tie plays on
                self.winners = list(game.members[leaders[0]])
                events.append(self._over_event("rounds"))
                return extra
        self.round = game.deal_round(
            self.seed, rnd.number + 1, (rnd.dealer + 1) % game.players, 0
        )
        events.append(self._deal_event())
        return extra

    def _over_event(self, by: str) -> Event:
        return {"type": "game-over", "by": by, "winners": list(self.winners),
                "scores": self.scores}

    def pop(self) -> Move:
        move = self._history.pop()
        record = self._undo.pop()
        kind = record[0]
        if kind == _REDEAL:
            self.round = record[1]
            return move
        if kind == _CONCEDE:
            _, player, extra = record
            if extra is not None:
                self._restore_round(extra)
            rnd = self.round
            rnd.conceded[player] = False
            rnd.turn = player
            return move
        _, player, at, lifted_from, cell, before, phase, drawn, extra = record
        card, pile, lift = move
        if extra is not None and extra[0] == "round":
            self._restore_round(extra)
        rnd = self.round
        hand = rnd.hands[player]
        if extra is not None and extra[0] == "refill":
            _, hands_then, stock_then, refills = extra
            rnd.hands = [list(h) for h in hands_then]
            hand = rnd.hands[player]
            rnd.stock = list(stock_then)
            rnd.refills = refills
        elif drawn:
            stock = rnd.stock
            for _ in range(drawn):
                stock.append(hand.pop())
        rnd.turn = player
        rnd.phase = phase
        if cell != NO_CELL:
            rnd.owner[cell] = before
        cards = rnd.piles[pile]
        if lifted_from >= 0:
            cards.pop()
            cards.insert(lifted_from, lift)
        cards.pop()
        hand.insert(at, card)
        return move

    def _restore_round(self, extra: tuple[Any, ...]) -> None:
        _, rnd, points, queens = extra
        self.round = rnd
        self.points = points
        self.queens = queens
        self.winners = []

    # -- views and saves -------------------------------------------------------------------

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` sees (``None``: anyone, no hand): their own hand, both piles whole
        (B-40: a thief may look through them), the board, how many cards the others hold and
        the stock, the scores. Never another player's cards or the order of the stock."""
        rnd = self.round
        game = self.game
        scores = self.scores
        return {
            "game": game.id,
            "players": game.players,
            "player": player,
            "side": None if player is None else game.side_of[player],
            "sides": list(game.side_of),
            "round": rnd.number,
            "rounds": game.rounds,
            "dealer": rnd.dealer,
            "turn": self.to_move,
            "phase": "over" if self.winners else PHASES[rnd.phase],
            "hand": [] if player is None else sorted(NAMES[c] for c in rnd.hands[player]),
            "hands": [len(h) for h in rnd.hands],
            "stock": len(rnd.stock),
            "piles": [[NAMES[c] for c in p] for p in rnd.piles],
            "board": [None if o < 0 else o for o in rnd.owner[:NO_CELL]],
            "conceded": list(rnd.conceded),
            "scores": scores,
            "queens": list(self.queens),
            "tokens": [tokens(s) for s in scores],
            "winners": list(self.winners),
        }

    def info_key(self, player: int) -> Hashable:
        """Equal for two states exactly when their views for ``player`` are equal."""
        rnd = self.round
        return (
            player, rnd.number, rnd.dealer, self.to_move, rnd.phase, bool(self.winners),
            tuple(sorted(rnd.hands[player])), tuple(len(h) for h in rnd.hands), len(rnd.stock),
            tuple(rnd.piles[0]), tuple(rnd.piles[1]), tuple(rnd.owner), tuple(rnd.conceded),
            tuple(self.points), tuple(self.queens), tuple(self.winners),
        )

    def sample(self, player: int, rng: random.Random) -> BoardState:
        """A full state consistent with ``view(player)``: the cards ``player`` cannot see
        (the other hands, conceded ones included, and the stock) dealt at random, each place
        keeping its count. Later rounds get a fresh seed drawn from ``rng``: the player cannot
        know them either."""
        rnd = self.round.copy()
        unseen = [c for q, h in enumerate(rnd.hands) if q != player for c in h]
        unseen += rnd.stock
        rng.shuffle(unseen)
        at = 0
        for q, h in enumerate(rnd.hands):
            if q != player:
                k = len(h)
                rnd.hands[q] = unseen[at:at + k]
                at += k
        rnd.stock = unseen[at:]
        return type(self)(
            self.game, rnd, list(self.points), list(self.queens),
            rng.randint(1, MAX_DEAL), None, list(self.winners),
        )

    def start_position(self) -> dict[str, Any] | None:
        return None if self._start is None else self._position(*self._start)

    def position(self) -> dict[str, Any]:
        """Everything about the present position, as JSON-ready data (the format of
        ``BoardGame.from_position``)."""
        return self._position(self.round, self.points, self.queens, self.winners)

    def _position(
        self, rnd: Round, points: list[int], queens: list[int], winners: list[int]
    ) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "round": rnd.number,
            "dealer": rnd.dealer,
            "redeals": rnd.redeals,
            "refills": rnd.refills,
            "phase": PHASES[rnd.phase],
            "turn": rnd.turn,
            "hands": [[NAMES[c] for c in h] for h in rnd.hands],
            "stock": [NAMES[c] for c in rnd.stock],
            "piles": [[NAMES[c] for c in p] for p in rnd.piles],
            "board": [None if o < 0 else o for o in rnd.owner[:NO_CELL]],
            "conceded": list(rnd.conceded),
            "points": list(points),
            "queens": list(queens),
            "winners": list(winners),
        }

    def copy(self) -> BoardState:
        """An independent state with the same position and history."""
        other = type(self)(
            self.game, self.round.copy(), list(self.points), list(self.queens), self.seed, 0,
            list(self.winners),
        )
        other.deal = self.deal
        other._start = self._start
        other._history = list(self._history)
        other._undo = [_copy_record(r) for r in self._undo]
        return other


def _copy_record(record: tuple[Any, ...]) -> tuple[Any, ...]:
    """Undo records hold rounds and lists, which later moves of a copy would change: copy
    those (a copy's pop and push of a round's last move scored that round again here)."""
    if record[0] == _REDEAL:
        return (_REDEAL, record[1].copy())
    extra = record[-1]
    if extra is not None and extra[0] == "round":  # and its points and queens lists
        _, rnd, points, queens = extra
        extra = ("round", rnd.copy(), list(points), list(queens))
    return (*record[:-1], extra)


def public_events(events: list[Event], viewer: int | None) -> list[Event]:
    """The events as ``viewer`` may see them: another player's drawn cards are left out
    (``None`` as viewer: a spectator, who sees no drawn card)."""
    shown = []
    for event in events:
        if event["type"] == "draw" and event["player"] != viewer:
            event = {**event, "cards": None, "count": len(event["cards"])}
        shown.append(event)
    return shown
