"""What lies on a table of the Thief family: the hands, the stock, the middle pile, the capture
piles, the public record of the hand, and the constants by which each game scores and plays.

Players sit in seats ``0..n-1`` numbered clockwise, so the player on a seat's left is the next
seat (``+1``) and the player on its right the previous one (``-1``). The *middle* pile is the
discard pile of Thief, the centre cards of Four Card Thief and the play pile of Gharat.

Hot paths work on lists of ``int`` cards, changed through the undo log (:class:`UndoLog`); the
few scalar fields (turn, phase, ...) are saved once per move instead (``_control``).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from ..cards import JOKER_ID, RANK_OF
from ..engine import Event, State
from .moves import Move
from .undo import UndoLog

if TYPE_CHECKING:
    from .common import TableGame


def card_values(by_rank: dict[int, int]) -> tuple[int, ...]:
    """Points of each card value (indexed by card), from points by rank (joker: rank 0)."""
    return tuple(by_rank[RANK_OF[c]] for c in range(JOKER_ID + 1))


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


class Table(UndoLog, State):
    """The table of one hand and the scores of the hands before it."""

    game: TableGame
    VALUES: ClassVar[tuple[int, ...]]
    PHASES: ClassVar[tuple[str, ...]]
    PACKETS: ClassVar[bool] = True
    """Whether a capture pile is a list of packets (Thief, Four Card Thief), else of cards."""
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
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.stock: list[int] = []
        self.middle: list[int] = []
        self.piles: list[list[Any]] = [[] for _ in range(n)]
        self.clear: tuple[tuple[int, int], ...] = ((0, 0),) * n
        """Per player, what the rules last showed of their hand (ruling beside T-14): at least
        ``cards`` cards of it have no rank in the bit mask ``ranks`` (and, with its
        ``PAIRLESS`` bit, no two of them share a rank). Public: it follows from the moves."""
        self.plays: list[Play] = []
        """Public plays after which the player's hand changed only by playing, each with the
        table it was made at: in Gharat the plays of the round of four (ruling beside G-10).
        The computer players read them to judge what the others still hold. Thief and Four
        Card Thief record none: reading them did not play better for the think time it cost
        (bench/thief_ai.md)."""
        self.last_deal = False
        """Whether the game ends with the hand in play: so in a ``sample``, which is for
        looking ahead within the hand (the search's playouts end with it), a playout that
        finishes the hand does not shuffle and deal the next, which would only cost time."""
        self.seen: list[int] = []
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
        self._log = []
        self._legal: list[Move] | None = None
        self._prefix: tuple[Move, ...] = ()
        self.start: dict[str, Any] | None = None

    def _control(self) -> tuple[Any, ...]:
        """The scalar fields, saved before each move (a move may change any of them)."""
        return (
            self.hand_no, self.dealer, self.turn, self.phase,
            self.victim, self.thief, self.covered, self.totals,
        )

    def _restore(self, control: tuple[Any, ...]) -> None:
        (
            self.hand_no, self.dealer, self.turn, self.phase,
            self.victim, self.thief, self.covered, self.totals,
        ) = control

    def seat_after(self, player: int, places: int = 1) -> int:
        """The seat ``places`` turns after ``player``, the way play goes round (``STEP``)."""
        return (player + self.STEP * places) % self.game.players

    def all_cards(self) -> list[int]:
        out = [c for hand in self.hands for c in hand] + self.stock + self.middle
        if self.PACKETS:
            out += [c for pile in self.piles for packet in pile for c in packet]
        else:
            out += [c for pile in self.piles for c in pile]
        return out

    def points(self, cards: Iterable[int]) -> int:
        """What ``cards`` score in this game (T-16, F-8, G-11)."""
        return sum(map(self.VALUES.__getitem__, cards))

    def pile_points(self, player: int) -> int:
        """Points of the cards in ``player``'s capture pile now."""
        pile = self.piles[player]
        return self.points(chain.from_iterable(pile) if self.PACKETS else pile)

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

    @property
    def scores(self) -> list[int]:
        """Totals of the hands played before this one plus the capture piles of this hand
        (live: a card stolen moves its points); with partners, each player's entry is the
        partnership's combined score (G-13)."""
        return self.side_scores([t + self.pile_points(p) for p, t in enumerate(self.totals)])

    def top_protected(self, player: int) -> bool:
        """Whether the top of ``player``'s pile may never be taken: only Four Card Thief has
        such a top (a set of four, F-6), so Thief and Gharat answer no."""
        return False
