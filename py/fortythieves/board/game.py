"""The connecting board game: rules and options, deals, hand-built positions and saves."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from ..cards import NAMES, RANK_OF, Card, short_deck
from ..engine import MAX_DEAL, CorruptSave, Game, GameError, check_deal
from .grid import NO_CELL, WINDOWS
from .moves import Move
from .state import HAND, PHASES, PLAYING, BoardState, Round, chance

DEFAULT_PLAYERS = 2
DEFAULT_ROUNDS = 10
MAX_ROUNDS = 99


class BoardGame(Game):
    """Forty Thieves, the connecting board game, for ``players`` (2 to 4; four play as two
    teams, B-80) over ``rounds`` rounds, optionally with three strikes (B-95, two players).

    Players are numbered clockwise, so "to the left" is the next number. A *side* is the
    colour of the chips: each player's own, or with four players the team's (players 0 and 2
    are side 0, players 1 and 3 side 1); ``side_of[player]`` and ``members[side]`` convert.
    """

    id = "board"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = DEFAULT_PLAYERS

    def __init__(
        self, players: int = DEFAULT_PLAYERS, rounds: int = DEFAULT_ROUNDS,
        three_strikes: bool = False,
    ) -> None:
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise GameError("bad-players", players=players)
        if isinstance(rounds, bool) or not isinstance(rounds, int):
            raise GameError("bad-rounds", rounds=rounds, max=MAX_ROUNDS)
        if not 1 <= rounds <= MAX_ROUNDS:
            raise GameError("bad-rounds", rounds=rounds, max=MAX_ROUNDS)
        if not isinstance(three_strikes, bool):
            raise GameError("bad-option", option="three_strikes")
        if three_strikes and players != 2:
            raise GameError("three-strikes-two-players", players=players)
        self.players = players
        self.rounds = rounds
        self.three_strikes = three_strikes
        self.side_of: tuple[int, ...] = tuple(p % 2 for p in range(4)) if players == 4 else (
            tuple(range(players))
        )
        self.sides = max(self.side_of) + 1
        self.members: tuple[tuple[int, ...], ...] = tuple(
            tuple(p for p in range(players) if self.side_of[p] == s) for s in range(self.sides)
        )

    def __repr__(self) -> str:
        return (
            f"BoardGame(players={self.players}, rounds={self.rounds}, "
            f"three_strikes={self.three_strikes})"
        )

    def _key(self) -> tuple[int, int, bool]:
        return (self.players, self.rounds, self.three_strikes)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BoardGame) and other._key() == self._key()

    def __hash__(self) -> int:
        return hash(("board", *self._key()))

    @property
    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {}
        if self.players != DEFAULT_PLAYERS:
            options["players"] = self.players
        if self.rounds != DEFAULT_ROUNDS:
            options["rounds"] = self.rounds
        if self.three_strikes:
            options["three_strikes"] = True
        return options

    # -- deals -----------------------------------------------------------------------------

    def first_dealer(self, deal: int) -> int:
        """B-10: the dealer of the first round, drawn from the deal number's generator."""
        return random.Random(check_deal(deal)).randrange(self.players)

    def deal_round(self, seed: int, number: int, dealer: int, redeals: int) -> Round:
        """Round ``number`` (after ``redeals`` redeals): the 40 cards shuffled, five dealt to
        each player one at a time from the dealer's left, the rest the stock (B-11)."""
        cards: list[int] = list(short_deck())
        chance(seed, number, redeals).shuffle(cards)
        n = self.players
        hands: list[list[int]] = [[] for _ in range(n)]
        for _ in range(HAND):
            for k in range(1, n + 1):
                hands[(dealer + k) % n].append(cards.pop())
        return Round(
            number, dealer, redeals, 0, hands, cards, [[], []], [-1] * (NO_CELL + 1),
            [False] * n, dealer, 0,
        )

    def new_state(self, deal: int) -> BoardState:
        deal = check_deal(deal)
        rnd = self.deal_round(deal, 1, self.first_dealer(deal), 0)
        return BoardState(self, rnd, [0] * self.sides, [0] * self.players, deal, deal)

    def parse_move(self, text: str, state: Any = None) -> Move:
        return Move.parse(text)

    # -- positions and saves ---------------------------------------------------------------

    def from_position(self, data: dict[str, Any]) -> BoardState:
        """A state from a position in the JSON form of ``BoardState.position()`` (hand-built,
        or sampled), with no deal number; raises :class:`CorruptSave` ("bad-position")."""
        try:
            return self._from_position(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            if isinstance(error, CorruptSave):
                raise
            raise CorruptSave("bad-position", detail=type(error).__name__) from None

    def _from_position(self, data: dict[str, Any]) -> BoardState:
        def bad(detail: str) -> CorruptSave:
            return CorruptSave("bad-position", detail=detail)

        def cards(items: Any) -> list[int]:
            if not isinstance(items, list):
                raise bad("cards")
            out = []
            for text in items:
                card = Card.parse(str(text))
                if card.is_joker or RANK_OF[card] > 10:
                    raise bad("cards")
                out.append(int(card))
            return out

        def whole(value: Any, low: int, high: int, detail: str) -> int:
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise bad(detail)
            return value

        n = self.players
        if not isinstance(data, dict):
            raise bad("format")
        seed = whole(data.get("seed", 1), 1, MAX_DEAL, "seed")
        number = whole(data.get("round", 1), 1, 10**6, "round")
        dealer = whole(data.get("dealer", 0), 0, n - 1, "dealer")
        redeals = whole(data.get("redeals", 0), 0, 10**6, "redeals")
        refills = whole(data.get("refills", 0), 0, 10**6, "refills")
        if data.get("phase", "play") not in PHASES:
            raise bad("phase")
        phase = PHASES.index(data.get("phase", "play"))
        turn = whole(data.get("turn", 0), 0, n - 1, "turn")
        hands = [cards(h) for h in data.get("hands", [[]] * n)]
        stock = cards(data.get("stock", []))
        piles = [cards(p) for p in data.get("piles", [[], []])]
        if len(hands) != n or any(len(h) > HAND for h in hands):
            raise bad("hands")
        if len(piles) != 2:
            raise bad("piles")
        everything = [c for h in hands for c in h] + stock + piles[0] + piles[1]
        if sorted(everything) != sorted(short_deck()):
            raise bad("cards")
        board = data.get("board", [None] * NO_CELL)
        if not isinstance(board, list) or len(board) != NO_CELL:
            raise bad("board")
        owner = [-1 if o is None else whole(o, 0, self.sides - 1, "board") for o in board]
        owner.append(-1)
        conceded = data.get("conceded", [False] * n)
        if not isinstance(conceded, list) or len(conceded) != n:
            raise bad("conceded")
        conceded = [bool(c) for c in conceded]
        points = [whole(p, 0, 10**6, "points") for p in data.get("points", [0] * self.sides)]
        queens = [whole(q, 0, 3, "queens") for q in data.get("queens", [0] * n)]
        winners = [whole(w, 0, n - 1, "winners") for w in data.get("winners", [])]
        if len(points) != self.sides or len(queens) != n:
            raise bad("points")
        if any(queens) and not self.three_strikes:
            raise bad("queens")
        shape = [len(p) for p in piles]
        if phase == PLAYING:
            if not all(shape) or any(RANK_OF[p[-1]] == 10 for p in piles):
                raise bad("piles")
        elif shape != [phase, 0] or any(o >= 0 for o in owner):
            raise bad("piles")
        left = {self.side_of[q] for q in range(n) if not conceded[q]}
        if not winners and (conceded[turn] or len(left) < 2):
            raise bad("conceded")
        for window in WINDOWS:
            if not winners and owner[window[0]] >= 0 and len({owner[c] for c in window}) == 1:
                raise bad("line")
        rnd = Round(number, dealer, redeals, refills, hands, stock, piles, owner, conceded,
                    turn, phase)
        return BoardState(self, rnd, points, queens, seed, None, winners)

    def from_view(self, view: dict[str, Any], rng: random.Random) -> BoardState:
        """A full state consistent with ``view`` (what one player sees): the cards that player
        cannot see (other hands and the stock) dealt at random with ``rng``, and a random seed
        for later rounds. Computer players search such states, so they never read the real
        one (docs/architecture.md, "The computer players")."""
        player = view["player"]
        unseen = [c for c in short_deck() if NAMES[c] not in view["hand"]]
        for pile in view["piles"]:
            unseen = [c for c in unseen if NAMES[c] not in pile]
        rng.shuffle(unseen)
        hands: list[list[str]] = []
        for q, size in enumerate(view["hands"]):
            if q == player:
                hands.append(list(view["hand"]))
            else:
                hands.append([NAMES[c] for c in unseen[:size]])
                del unseen[:size]
        phase = view["phase"]
        data = {
            "seed": rng.randint(1, MAX_DEAL),
            "round": view["round"],
            "dealer": view["dealer"],
            "phase": phase if phase in PHASES else "play",
            "turn": view["turn"] if view["turn"] is not None else 0,
            "hands": hands,
            "stock": [NAMES[c] for c in unseen],
            "piles": view["piles"],
            "board": view["board"],
            "conceded": view["conceded"],
            "points": [view["scores"][members[0]] for members in self.members],
            "queens": view["queens"],
            "winners": view["winners"],
        }
        return self.from_position(data)

