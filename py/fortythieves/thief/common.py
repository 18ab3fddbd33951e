"""The base state of the Thief family (seeds/thief.md) and its game: the protocol of
``fortythieves.engine`` over the table, with unlimited undo. Each game subclasses both.

The parts live beside this module: the notation in ``moves``, chance in ``dealing``, the undo
log in ``undo``, the table's fields in ``table``, saves in ``saves``, views in ``views`` and
sampling in ``sampling``; the page imports each name from the module that defines it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar

from ..cards import JOKER_ID, NAMES, Card
from ..engine import Event, Game, GameError, IllegalMove, check_deal
from .dealing import draw_for_dealer, hand_rng
from .moves import DECLINE, DISCARD, PAIR, STEAL, TAKE, Move, move_text
from .sampling import TableSampling
from .views import TableViews


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
        return type(other) is type(self) and other.options == self.options  # type: ignore[attr-defined]  # no narrowing on type() is

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
        """A full state consistent with ``view``, the cards its player cannot know dealt at
        random with ``rng`` (``TableSampling.from_view``)."""
        return self.state_class.from_view(self, view, rng)


class TableState(TableViews, TableSampling):
    """One position of a game of the family: the table, the scores of the hands before it, and
    the undo log.

    Subclasses implement ``_deal_hand``, ``_moves``, ``_apply``, ``why_illegal`` and the
    parts of the view particular to their game."""

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

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = [] if self.phase == "over" else self._moves()
        return list(self._legal)

    def push(self, move: Move) -> list[Event]:
        """Play ``move`` (the very move of the legal list that equals it) and what follows by
        itself; raise :class:`IllegalMove` with the reason, changing nothing, if not legal."""
        if self._legal is None:
            self._legal = [] if self.phase == "over" else self._moves()
        try:
            move = self._legal[self._legal.index(move)]
        except ValueError:
            raise IllegalMove(self.why_illegal(move) or "bad-move", move=move_text(move)) from None
        self._undo.append((len(self._log), self._control()))
        self._history.append(move)
        self._legal = None
        events = self._apply(move)
        self._settle(events)
        return events

    def pop(self) -> Move:
        mark, control = self._undo.pop()
        move = self._history.pop()
        self._rewind(mark)
        self._restore(control)
        self._legal = None
        return move

    def _moves(self) -> list[Move]:
        raise NotImplementedError

    def _apply(self, move: Move) -> list[Event]:
        """Play a legal move and return its events (what follows by itself is ``_settle``'s)."""
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
            hand: Sequence[int] = self.hands[self.to_move or 0]
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

    def _finish(self, scores: list[int], events: list[Event]) -> None:
        best = max(scores)
        winners = [p for p, s in enumerate(scores) if s == best]
        self.phase = "over"
        events.append({"type": "game-over", "scores": scores, "winners": winners})
