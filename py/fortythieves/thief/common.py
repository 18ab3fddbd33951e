"""What the three games of the Thief family share (seeds/thief.md): moves and their notation,
card values, the draw for the first dealer, seeded shuffles, and one base state with unlimited
undo, saves, views and sampling.

Players sit in seats ``0..n-1`` numbered clockwise, so the player on a seat's left is the next
seat (``+1``) and the player on its right the previous one (``-1``). The *middle* pile is the
discard pile of Thief, the centre cards of Four Card Thief and the play pile of Gharat.

Hot paths (``legal_moves``, ``push``, ``pop``) work on lists of ``int`` cards. Every change of a
list is written to an undo log of small tuples, and the few scalar fields (turn, phase, ...) are
saved once per move, so ``pop`` restores exactly without copying the table.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Hashable, Iterable
from itertools import chain
from typing import Any, ClassVar, NamedTuple

from ..cards import ALL_CARDS, JOKER, JOKER_ID, NAMES, RANK_OF, Card
from ..engine import (
    BadNotation,
    CorruptSave,
    Event,
    Game,
    GameError,
    IllegalMove,
    State,
    check_deal,
)

PAIR, TAKE, STEAL, DISCARD, END, DECLINE = range(6)
"""Kinds of move: lay a pair, take from the middle, take from a player's capture pile (in
Gharat also: add to one's own pile), a card to the middle capturing nothing, end the turn,
decline a re-capture."""

MAX_SEATS = 9
PAIRLESS = 1 << 14
"""In a ``clear`` mask of ranks (bits 0..13): the cards it speaks of are of different ranks."""


class Move(NamedTuple):
    """One decision. ``card`` is the card played from the hand; ``arg`` is the second card of
    a pair, or the player whose capture pile a ``STEAL`` takes from (0-based)."""

    kind: int
    card: int = -1
    arg: int = -1

    def __str__(self) -> str:
        kind = self.kind
        if kind == END:
            return "e"
        if kind == DECLINE:
            return "n"
        card = NAMES[self.card]
        if kind == PAIR:
            return f"{card}+{NAMES[self.arg]}"
        if kind == TAKE:
            return f"{card}>m"
        if kind == STEAL:
            return f"{card}>{self.arg + 1}"
        return card

    @staticmethod
    def parse(text: str) -> Move:
        """Read the notation of seeds/thief.md; anything else raises :class:`BadNotation`."""
        if not isinstance(text, str):
            raise BadNotation("bad-move", move=text)
        word = text.strip()
        low = word.lower()
        if low == "e":
            return END_MOVE
        if low == "n":
            return DECLINE_MOVE
        try:
            if "+" in word:
                first, second = word.split("+")
                a, b = Card.parse(first), Card.parse(second)
                return Move(PAIR, min(a, b), max(a, b))
            if ">" in word:
                card_text, _, dst = word.partition(">")
                card = Card.parse(card_text)
                dst = dst.strip().lower()
                if dst == "m":
                    return Move(TAKE, card)
                if len(dst) == 1 and dst in "123456789":
                    return Move(STEAL, card, int(dst) - 1)
                raise ValueError(dst)
            return Move(DISCARD, Card.parse(word))
        except ValueError:
            raise BadNotation("bad-move", move=text) from None


END_MOVE = Move(END)
DECLINE_MOVE = Move(DECLINE)
TAKE_MOVES = tuple(Move(TAKE, c) for c in (*ALL_CARDS, JOKER))
DISCARD_MOVES = tuple(Move(DISCARD, c) for c in (*ALL_CARDS, JOKER))
STEAL_MOVES = tuple(tuple(Move(STEAL, c, q) for c in (*ALL_CARDS, JOKER)) for q in range(MAX_SEATS))
"""Every take, discard and steal (``STEAL_MOVES[victim][card]``), made once: the engines'
move lists, built at every step of the search's playouts, index them instead of building a
new ``Move`` each time (a ``NamedTuple`` takes about 0.4 us to make)."""


def card_values(by_rank: dict[int, int]) -> tuple[int, ...]:
    """Points of each card value (indexed by card), from points by rank (joker: rank 0)."""
    return tuple(by_rank[RANK_OF[c]] for c in range(JOKER_ID + 1))


HIGH = tuple(15 if r == 0 else 14 if r == 1 else r for r in RANK_OF)
"""Order of the draw for the first dealer: aces high, jokers above aces (T-3)."""


def draw_for_dealer(deck: list[Card], players: int, rng: random.Random) -> tuple[int, Event]:
    """T-3: each player draws a card; players whose ranks are equal draw again, until every
    rank differs; the highest deals first. Returns the dealer and the (public) event."""
    cards = list(deck)
    rng.shuffle(cards)
    current: list[int] = [0] * players
    rounds: list[list[str | None]] = []
    drawing = list(range(players))
    while drawing and len(cards) >= len(drawing):
        row: list[str | None] = [None] * players
        for p in drawing:
            current[p] = cards.pop()
            row[p] = NAMES[current[p]]
        rounds.append(row)
        counts = Counter(HIGH[c] for c in current)
        drawing = [p for p in range(players) if counts[HIGH[current[p]]] > 1]
    dealer = max(range(players), key=lambda p: (HIGH[current[p]], -p))
    return dealer, {"type": "draw-for-deal", "rounds": rounds, "dealer": dealer}


def hand_rng(seed: str, hand: int) -> random.Random:
    """The generator of every shuffle of hand ``hand`` (0: the draw for the first dealer)."""
    return random.Random(f"{seed}/{hand}")


def names(cards: list[int]) -> list[str]:
    return [NAMES[c] for c in cards]


def visible_events(events: list[Event], player: int) -> list[Event]:
    """The events as ``player`` may see them: cards dealt or drawn to others become ``??``."""
    out: list[Event] = []
    for event in events:
        kind = event.get("type")
        if kind == "deal":
            event = dict(event)
            event["hands"] = [
                cards if q == player else ["??"] * len(cards)
                for q, cards in enumerate(event["hands"])
            ]
        elif kind == "draw" and event.get("player") != player:
            event = dict(event, cards=["??"] * len(event["cards"]))
        out.append(event)
    return out


class Play(NamedTuple):
    """A play and the table it was made at, as everyone saw it: the middle's top, the top run
    of each capture pile (Gharat, the one game that records plays), the size of each hand.
    What the choice can tell about the rest of the player's hand depends on no more than
    this (the normal computer player reads no more)."""

    player: int
    move: Move
    middle: tuple[int, ...]
    tops: tuple[tuple[int, ...], ...]
    hands: tuple[int, ...]


def plays_in(view: dict[str, Any]) -> list[Play]:
    """The plays a view remembers (``TableState.plays``), read back."""
    return [Play(play["player"], Move.parse(play["move"]),
                 tuple(Card.parse(c) for c in play["middle"]),
                 tuple(tuple(Card.parse(c) for c in top) for top in play["tops"]),
                 tuple(play["hands"])) for play in view["plays"]]


def top_run(pile: list[Card]) -> list[Card]:
    """Gharat: the top card of a capture pile and the cards of its rank directly below it,
    bottom first: what a capture of that pile takes, laid face up in sight of all (G-7)."""
    if not pile:
        return []
    rank = RANK_OF[pile[-1]]
    start = len(pile) - 1
    while start > 0 and RANK_OF[pile[start - 1]] == rank:
        start -= 1
    return pile[start:]


DEAL_TRIES = 8
"""Shuffles ``deal_hands`` tries before it settles for hands that fit only in part. Only near
the end of a hand, with few cards left, does a first try miss (one sampled deal in about
1,300 of random games, without the most bound hands first; none in 38,687 with them)."""


def deal_hands(pool: list[Card], sizes: list[int], clear: list[tuple[int, int]], skip: int,
               rng: random.Random) -> list[list[Card]]:
    """Hands of ``sizes`` cards from the end of the shuffled ``pool`` (which loses them) for
    every seat but ``skip``, each with at least ``cards`` cards of no rank in the bit mask
    ``ranks`` of its ``clear`` entry (and of different ranks if it says ``PAIRLESS``: what
    the rules showed, ruling beside T-14): the first such cards of the pool, so the deal
    stays uniform among hands that fit. Those cards are dealt first, to every seat, so that
    the rest of a hand never takes what another seat needs; when they run short, ``pool``
    is shuffled again (``rng``)."""
    for attempt in range(DEAL_TRIES):
        left = list(pool)
        hands, fits = _deal_clear(left, sizes, clear, skip)
        if fits or attempt == DEAL_TRIES - 1:
            break
        rng.shuffle(pool)
    for q, size in enumerate(sizes):
        if q != skip:
            hand = hands[q]
            while len(hand) < size:
                hand.append(left.pop())
    pool[:] = left
    return hands


def _deal_clear(pool: list[Card], sizes: list[int], clear: list[tuple[int, int]],
                skip: int) -> tuple[list[list[Card]], bool]:
    """The cards of each hand that ``clear`` speaks of, the most bound hands first, and
    whether there were enough."""
    hands: list[list[Card]] = [[] for _ in sizes]
    fits = True
    tightest = sorted(range(len(sizes)), key=lambda q: (-clear[q][0], -clear[q][1].bit_count()))
    for q in tightest:
        size = sizes[q]
        cards, ranks = clear[q]
        need = min(cards, size)
        if q == skip or not need:
            continue
        hand = hands[q]
        pairless = ranks & PAIRLESS
        for i in range(len(pool) - 1, -1, -1):
            rank = RANK_OF[pool[i]]
            if not ranks >> rank & 1:
                hand.append(pool.pop(i))
                if pairless:
                    ranks |= 1 << rank
                if len(hand) == need:
                    break
        fits = fits and len(hand) == need
    return hands, fits


def _text(move: Any) -> str:
    try:
        return str(move)
    except (IndexError, TypeError):
        return repr(move)


def _card(text: Any) -> Card:
    if not isinstance(text, str):
        raise ValueError(f"not a card: {text!r}")
    return Card.parse(text)


def _int(value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"out of range: {value!r}")
    return value


class TableGame(Game):
    """Rules and options of one game of the family; subclasses name their state class."""

    state_class: ClassVar[type[TableState]]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 4

    def __init__(self, players: int | None = None) -> None:
        players = self.default_players if players is None else players
        if (
            isinstance(players, bool)
            or not isinstance(players, int)
            or not self.min_players <= players <= self.max_players
        ):
            raise GameError("bad-players", players=players)
        self.players = players

    def __repr__(self) -> str:
        return f"{type(self).__name__}(**{self.options!r})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.options.items()))))

    @property
    def options(self) -> dict[str, Any]:
        return {} if self.players == self.default_players else {"players": self.players}

    def deck(self) -> list[Card]:
        raise NotImplementedError

    @property
    def teams(self) -> list[list[int]] | None:
        """The partnerships (Gharat with four), or ``None`` when each plays alone."""
        return None

    def new_state(self, deal: int) -> TableState:
        return self.state_class.new(self, check_deal(deal))

    def from_position(self, data: Any) -> TableState:
        """A state from a position in JSON form (hand-built, or sampled), with no deal number."""
        return self.state_class.from_position(self, data)

    def parse_move(self, text: str, state: Any = None) -> Move:
        return Move.parse(text)

    def from_view(self, view: dict[str, Any], rng: random.Random) -> TableState:
        """A full state consistent with ``view`` (what one player knows), the cards that
        player cannot know dealt at random with ``rng``: the stock, the other hands and the
        middle's covered cards; later hands get a random seed. The capture piles and the
        middle are laid as the view remembers them. Computer players search such states, so
        they never read the real one (GUIDE, 2)."""
        cls = self.state_class
        middle_view = view["middle"]
        below = list(middle_view.get("below") or [])
        shown = [*view["hand"], *(middle_view.get("cards") or []), *below]
        if "cards" not in middle_view and middle_view["top"] is not None:
            shown.append(middle_view["top"])
        piles: list[Any] = []
        for pile in view["piles"]:
            if cls.PACKETS:
                packets = [list(packet) for packet in pile["below"]]
                piles.append([*packets, list(pile["packet"])] if pile["packet"] else [])
            else:
                piles.append([*pile["below"], *pile["run"]])
            shown += [c for part in piles[-1] for c in part] if cls.PACKETS else piles[-1]
        unseen = Counter(self.deck())
        unseen.subtract(Counter(Card.parse(name) for name in shown))
        pool = list(unseen.elements())
        rng.shuffle(pool)

        def deal(count: int) -> list[str]:
            out = names(pool[len(pool) - count :]) if count else []
            del pool[len(pool) - count :]
            return out

        player = view["player"]
        clear = [(entry["cards"], sum(1 << r for r in entry["ranks"])
                  | (PAIRLESS if entry["pairless"] else 0)) for entry in view["clear"]]
        dealt = deal_hands(pool, view["hand_sizes"], clear, player, rng)
        hands = [list(view["hand"]) if q == player else names(hand)
                 for q, hand in enumerate(dealt)]
        count = middle_view["count"]
        middle = list(middle_view.get("cards") or [])
        covered = 0
        if "cards" not in middle_view and count:
            covered = count - 1 - len(below)
            middle = [*deal(covered), *below, middle_view["top"]]
        recapture = view.get("recapture") or {}
        data = {
            "seed": f"view-{rng.getrandbits(64):016x}",
            "hand_no": view["hand_no"],
            "dealer": view["dealer"],
            "turn": view["turn"],
            "phase": view["phase"],
            "victim": recapture.get("victim"),
            "thief": recapture.get("thief"),
            "covered": covered,
            "totals": [0] * self.players,
            "hands": hands,
            "stock": deal(view["stock"]),
            "middle": middle,
            "piles": piles,
        }
        state = cls.from_position(self, data)
        raw = [state.pile_points(p) for p in range(self.players)]
        totals = [max(0, s - r) for s, r in zip(view["scores"], raw, strict=True)]
        for team in self.teams or []:  # partners show the partnership's score (G-13)
            lead, *rest = team
            totals[lead] = max(0, view["scores"][lead] - sum(raw[p] for p in team))
            for p in rest:
                totals[p] = 0
        state.totals = tuple(totals)
        state.clear = tuple(clear)
        state.plays = plays_in(view)
        state.start = state.position()
        return state


class TableState(State):
    """The table of one hand, the scores of the hands before it, and the undo log.

    Subclasses implement ``_deal_hand``, ``_moves``, ``_apply``, ``why_illegal`` and the
    parts of the view particular to their game."""

    game: TableGame
    VALUES: ClassVar[tuple[int, ...]]
    PHASES: ClassVar[tuple[str, ...]]
    PACKETS: ClassVar[bool] = True
    STEP: ClassVar[int] = 1
    """The way play goes round the table: 1 clockwise, -1 counter-clockwise (Gharat, G-2)."""
    WILD: ClassVar[tuple[bool, ...]] = (False,) * (JOKER_ID + 1)
    """Which cards are wild, by card: none unless the game says (Gharat has no wild card)."""
    OPEN_MIDDLE: ClassVar[bool] = False
    """Whether every card of the middle lies face up in view and a take captures all of its
    rank (Four Card Thief's centre, F-2), rather than only its top showing and being taken."""

    def __init__(self, game: TableGame, deal: int | None, seed: str) -> None:
        n = game.players
        self.game = game
        self.deal = deal
        self.seed = seed
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.middle: list[Card] = []
        self.piles: list[list[Any]] = [[] for _ in range(n)]
        self.clear: tuple[tuple[int, int], ...] = ((0, 0),) * n
        """Per player, what the rules last showed of their hand (ruling beside T-14): at least
        ``cards`` cards of it have no rank in the bit mask ``ranks`` (and, with its
        ``PAIRLESS`` bit, no two of them share a rank). Public: it follows from the moves."""
        self.plays: list[Play] = []
        """Public plays after which the player's hand changed only by playing, each with the
        table it was made at: in Gharat the plays of the round of four (ruling beside G-10).
        The computer players read them to judge what the others still hold. (In Four Card
        Thief each player's discard that ended their last turn would do, but reading it moved
        hard by no more than the noise: 1.094x against 1.083x over 1,600 hands, and doubled
        its think time. In Thief each player's choices in their latest turn, read with the
        cards drawn since as unknown, fitted every true hand but moved hard's share against
        two normal seats by about +0.005: 1.14x and 1.148x with them, 1.16x and 1.148x
        without, on the bench's 600 hands of seeds 3 and 7, for a quarter more think time.)"""
        self.last_deal = False
        """Whether the game ends with the hand in play: so in a ``sample``, which is for
        looking ahead within the hand (the search's playouts end with it), a playout that
        finishes the hand does not shuffle and deal the next: the same choices in a fifth
        less time in Four Card Thief, 6% and 4% less in Thief and Gharat."""
        self.seen: list[Card] = []
        """Cards turned face up by chance (not by a move), in order: with the moves, the
        public record of the game (``info_key``)."""
        self.hand_no = 0
        self.dealer = 0
        self.turn = 0
        self.phase = self.PHASES[0]
        self.victim = -1
        self.thief = -1
        self.covered = 0
        self.totals: tuple[int, ...] = (0,) * n
        self.opening: list[Event] = []
        self._history: list[Move] = []
        self._undo: list[tuple[int, tuple[Any, ...]]] = []
        self._log: list[tuple[Any, Any, Any]] = []
        self._legal: list[Move] | None = None
        self._prefix: tuple[Move, ...] = ()
        self.start: dict[str, Any] | None = None

    # -- creation -------------------------------------------------------------------------

    @classmethod
    def new(cls, game: TableGame, deal: int) -> TableState:
        """The opening of deal ``deal``: the draw for the first dealer, then the first hand."""
        state = cls(game, deal, str(deal))
        dealer, event = draw_for_dealer(game.deck(), game.players, hand_rng(state.seed, 0))
        state.dealer = dealer
        state.hand_no = 1
        events: list[Event] = [event]
        state._deal_hand(events)
        state._settle(events)
        state.opening = events
        state._log.clear()
        return state

    @classmethod
    def from_position(cls, game: TableGame, data: Any) -> TableState:
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

    # -- the undo log ----------------------------------------------------------------------

    def seat_after(self, player: int, places: int = 1) -> int:
        """The seat ``places`` turns after ``player``, the way play goes round (``STEP``)."""
        return (player + self.STEP * places) % self.game.players

    def _pop_at(self, lst: list[Any], index: int) -> Any:
        item = lst.pop(index)
        self._log.append((lst, index, item))
        return item

    def _pop_top(self, lst: list[Any]) -> Any:
        item = lst.pop()
        self._log.append((lst, len(lst), item))
        return item

    def _remove(self, lst: list[Any], item: Any) -> None:
        self._pop_at(lst, lst.index(item))

    def _append(self, lst: list[Any], item: Any) -> None:
        lst.append(item)
        self._log.append((lst, -1, None))

    def _set(self, name: str, value: Any) -> None:
        self._log.append((name, 0, getattr(self, name)))
        setattr(self, name, value)

    def _control(self) -> tuple[Any, ...]:
        return (
            self.hand_no, self.dealer, self.turn, self.phase,
            self.victim, self.thief, self.covered, self.totals,
        )

    # -- protocol --------------------------------------------------------------------------

    @property
    def history(self) -> list[Move]:
        return self._history

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        return self.victim if self.phase == "recapture" else self.turn

    def points(self, cards: Iterable[Card]) -> int:
        """What ``cards`` score in this game (T-16, F-8, G-11)."""
        return sum(map(self.VALUES.__getitem__, cards))

    def pile_points(self, player: int) -> int:
        """Points of the cards in ``player``'s capture pile now."""
        pile = self.piles[player]
        return self.points(chain.from_iterable(pile) if self.PACKETS else pile)

    def top_protected(self, player: int) -> bool:
        """Whether the top of ``player``'s pile may never be taken: only Four Card Thief has
        such a top (a set of four, F-6), so Thief and Gharat answer no."""
        return False

    @property
    def scores(self) -> list[int]:
        """Totals of the hands played before this one plus the capture piles of this hand
        (live: a card stolen moves its points); with partners, each player's entry is the
        partnership's combined score (G-13)."""
        return self.side_scores([t + self.pile_points(p) for p, t in enumerate(self.totals)])

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = [] if self.phase == "over" else self._moves()
        return list(self._legal)

    def push(self, move: Move) -> list[Event]:
        if self._legal is None:
            self._legal = [] if self.phase == "over" else self._moves()
        try:
            move = self._legal[self._legal.index(move)]
        except ValueError:
            raise IllegalMove(self.why_illegal(move) or "bad-move", move=_text(move)) from None
        self._undo.append((len(self._log), self._control()))
        self._history.append(move)
        self._legal = None
        events: list[Event] = []
        self._apply(move, events)
        self._settle(events)
        return events

    def pop(self) -> Move:
        mark, control = self._undo.pop()
        move = self._history.pop()
        log = self._log
        while len(log) > mark:
            lst, index, item = log.pop()
            if item is None:
                lst.pop()
            elif lst.__class__ is str:
                setattr(self, lst, item)
            else:
                lst.insert(index, item)
        (
            self.hand_no, self.dealer, self.turn, self.phase,
            self.victim, self.thief, self.covered, self.totals,
        ) = control
        self._legal = None
        return move

    def _moves(self) -> list[Move]:
        raise NotImplementedError

    def _apply(self, move: Move, events: list[Event]) -> None:
        raise NotImplementedError

    def _settle(self, events: list[Event]) -> None:
        """Carry out what needs no decision (ending a turn that has nothing left, ...)."""

    def _deal_hand(self, events: list[Event]) -> None:
        raise NotImplementedError

    def why_illegal(self, move: Any) -> str | None:
        """The reason id that forbids ``move`` here, or ``None`` when it is legal."""
        raise NotImplementedError

    def _common_reason(self, move: Any) -> str | None:
        """Reasons shared by the games, checked before the game's own."""
        if not isinstance(move, Move) or not 0 <= move.kind <= DECLINE:
            return "bad-move"
        if self.phase == "over":
            return "game-over"
        if move.kind in (PAIR, TAKE, STEAL, DISCARD):
            if not 0 <= move.card <= JOKER_ID:
                return "bad-move"
            hand = self.hands[self.to_move or 0]
            if move.kind == PAIR:
                if not 0 <= move.arg <= JOKER_ID:
                    return "bad-move"
                if move.card > move.arg:
                    return "bad-move"
                need = Counter((move.card, move.arg))
                if any(hand.count(c) < k for c, k in need.items()):
                    return "not-in-hand"
            elif move.card not in hand:
                return "not-in-hand"
            if move.kind == STEAL and not 0 <= move.arg < self.game.players:
                return "no-such-player"
        return None

    # -- hands and game end ------------------------------------------------------------------

    def _refill(self, player: int, size: int, events: list[Event]) -> None:
        """Draw from the stock until ``player`` holds ``size`` cards (or the stock is out)."""
        hand = self.hands[player]
        stock = self.stock
        count = min(size - len(hand), len(stock))
        if count <= 0:
            return
        drawn = []
        for _ in range(count):
            card = self._pop_top(stock)
            self._append(hand, card)
            drawn.append(NAMES[card])
        events.append({"type": "draw", "player": player, "cards": drawn})

    def side_scores(self, raw: list[int]) -> list[int]:
        """Each player's score, or the partnership's combined score (G-13)."""
        teams = self.game.teams
        if teams is None:
            return raw
        out = list(raw)
        for team in teams:
            total = sum(raw[p] for p in team)
            for p in team:
                out[p] = total
        return out

    def _finish(self, scores: list[int], events: list[Event]) -> None:
        best = max(scores)
        winners = [p for p, s in enumerate(scores) if s == best]
        self.phase = "over"
        events.append({"type": "game-over", "scores": scores, "winners": winners})

    # -- views and saves -------------------------------------------------------------------

    def all_cards(self) -> list[Card]:
        out = [c for hand in self.hands for c in hand] + self.stock + self.middle
        if self.PACKETS:
            out += [c for pile in self.piles for packet in pile for c in packet]
        else:
            out += [c for pile in self.piles for c in pile]
        return out

    def start_position(self) -> dict[str, Any]:
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

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` knows: their own hand, the counts of the other hands and the stock,
        the top of the middle pile, each capture pile's top packet (Gharat: top run), the
        scores; and, as ``below``, the cards under those tops that were laid face up in sight
        of all (every capture card, the middle less Gharat's covered cards): the table shows
        only the tops, but an attentive player remembers the rest (ruling beside T-10); as
        ``clear``, what the rules last showed about each player's hand (``cards`` of it are
        of none of the ``ranks``, 0 the joker, and with ``pairless`` of different ranks:
        ruling beside T-14); as ``plays``, each play of Gharat's round with the table it was
        made at (ruling beside G-10), from which the others' choices tell about their hands."""
        view: dict[str, Any] = {
            "game": self.game.id,
            "players": self.game.players,
            "player": player,
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "to_move": self.to_move,
            "phase": self.phase,
            "hand": names(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "middle": self._middle_view(),
            "piles": [self._pile_view(p) for p in range(self.game.players)],
            "scores": self.scores,
            "clear": [{"cards": cards, "ranks": [r for r in range(14) if ranks >> r & 1],
                       "pairless": bool(ranks & PAIRLESS)} for cards, ranks in self.clear],
            "plays": [{"player": play.player, "move": str(play.move),
                       "middle": names(list(play.middle)),
                       "tops": [names(list(top)) for top in play.tops],
                       "hands": list(play.hands)} for play in self.plays],
        }
        return view

    def _middle_view(self) -> dict[str, Any]:
        middle = self.middle
        return {"top": NAMES[middle[-1]] if middle else None, "count": len(middle),
                "below": names(middle[self.covered : -1])}

    def _pile_view(self, player: int) -> dict[str, Any]:
        pile = self.piles[player]
        if not self.PACKETS:
            run = top_run(pile)
            return {"top": NAMES[pile[-1]] if pile else None, "count": len(pile),
                    "run": names(run), "below": names(pile[: len(pile) - len(run)])}
        return {
            "top": NAMES[pile[-1][-1]] if pile else None,
            "packet": names(pile[-1]) if pile else [],
            "below": [names(packet) for packet in pile[:-1]],
            "packets": [len(packet) for packet in pile],
            "count": sum(len(packet) for packet in pile),
        }

    def info_key(self, player: int) -> Hashable:
        """The player's own hand and the public record: every move so far (all moves show
        their cards) and every card chance turned face up. Equal for states that differ only
        in cards the player has not seen. (The order in which the player's own cards came
        is not part of it.)"""
        return (
            player,
            self.hand_no,
            self.dealer,
            tuple(sorted(self.hands[player])),
            self._prefix + tuple(self._history),
            tuple(self.seen),
        )

    def _clone(self) -> TableState:
        """The same position, public record and seed, with no undo history."""
        other = type(self)(self.game, self.deal, self.seed)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.middle = list(self.middle)
        if self.PACKETS:
            other.piles = [[list(packet) for packet in pile] for pile in self.piles]
        else:
            other.piles = [list(pile) for pile in self.piles]
        other.seen = list(self.seen)
        other.clear = self.clear
        other.plays = list(self.plays)
        (
            other.hand_no, other.dealer, other.turn, other.phase,
            other.victim, other.thief, other.covered, other.totals,
        ) = self._control()
        other._prefix = self._prefix + tuple(self._history)
        return other

    def unseen(self, player: int) -> list[Card]:
        """The cards ``player`` has not seen, which a determinization deals again: the stock,
        the middle's covered cards and the other players' hands."""
        cards = self.stock + self.middle[: self.covered]
        for q, hand in enumerate(self.hands):
            if q != player:
                cards += hand
        return cards

    def sample(self, player: int, rng: random.Random) -> TableState:
        """A full state consistent with ``view(player)`` and the public record: the stock, the
        other players' hands and any never-seen cards of the middle are dealt again at random.
        Its game ends with this hand (``last_deal``). It has no deal number and no undo
        history (its ``info_key`` is the same as this state's)."""
        other = self._clone()
        n = self.game.players
        unseen = other.unseen(player)
        rng.shuffle(unseen)
        dealt = deal_hands(unseen, [len(h) for h in other.hands], list(other.clear), player,
                           rng)
        for q in range(n):
            if q != player:
                other.hands[q] = dealt[q]
        covered = other.covered
        other.middle[:covered] = unseen[:covered]
        other.stock = unseen[covered:]
        other.deal = None
        other.seed = f"sample-{rng.getrandbits(64):016x}"
        other.last_deal = True
        other.start = other.position()
        return other

    def copy(self) -> TableState:
        """An independent state with the same position, history and undo."""
        memo: dict[int, Any] = {id(c): c for c in Card._all}
        memo[id(self.game)] = self.game
        return copy.deepcopy(self, memo)
