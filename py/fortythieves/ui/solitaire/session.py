"""One game at the table: the engine's state plus what the player expects of a table.

The engine knows moves one by one; a player thinks in actions. One action is the player's move
together with the safe cards that then go home by themselves (S-51), so undo takes the whole
action back and redo plays it again. This module is pure Python: the page, the unit tests and
the command line can all drive it.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from ...engine import CorruptSave, Event, GameError, IllegalMove
from ...games import get_game, state_from_json
from ...solitaire.analysis import finishing_moves, is_stuck, safe_move
from ...solitaire.daily import read_date
from ...solitaire.hints import hint
from ...solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from ...solitaire.state import SolitaireState
from ..shell.stored import Unreadable, read_json, save_data

SAVE_FORMAT = 1
AUTO_LIMIT = 104


@dataclass
class Session:
    """A state, its redo stack and the sizes of the actions in its history."""

    state: SolitaireState
    redo: list[list[str]] = field(default_factory=list)
    groups: list[int] = field(default_factory=list)
    """Moves per action, oldest first; negative for cards that went home on their own at the
    start of a deal (not a player's move: they neither count nor start the clock)."""
    elapsed: float = 0.0
    """Seconds on the clock before the current running stretch (kept by the page)."""
    counted: bool = False
    """Whether the statistics have this game already (a win undone and won again, or left
    for another deal afterwards, counts once)."""
    solved: bool = False
    """Whether the solver has played moves of this deal ("Show solution"): a win is then the
    solver's, not the player's (S-52 ruling)."""
    daily: str | None = None
    """The date (``YYYY-MM-DD``) whose daily deal this is: counted in that day's record too."""

    def __post_init__(self) -> None:
        if sum(map(abs, self.groups)) != len(self.state.history) or 0 in self.groups:
            self.groups = [1] * len(self.state.history)
        if self.groups and self.groups[0] < 0:  # each of them one card home, as dealt
            self.state.count_as_dealt(-self.groups[0])

    # -- making ----------------------------------------------------------------------------

    @classmethod
    def new(cls, game_id: str, deal: int, scoring: bool = False) -> Session:
        """A fresh deal (raises ``GameError`` for an unknown game or a bad deal number)."""
        return cls(get_game(game_id, scoring=scoring).new_state(deal=deal))

    def restarted(self) -> Session:
        """The same deal (or hand-built position) from its start."""
        return Session(_dealt(self.state.to_json()), daily=self.daily)

    def with_scoring(self, scoring: bool) -> Session:
        """This game with scoring on or off (raises ``CorruptSave`` if a move needs it on)."""
        if self.state.game.scoring == scoring:
            return self
        data = self.state.to_json()
        data["options"] = {"scoring": True} if scoring else {}
        return Session(state_from_json(data), list(self.redo), list(self.groups), self.elapsed,
                       self.counted, self.solved, self.daily)

    # -- queries ---------------------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.state.game.id

    @property
    def moves(self) -> int:
        """The player's moves so far (an automatic move rides with the move that caused it)."""
        return sum(1 for g in self.groups if g > 0)

    @property
    def started(self) -> bool:
        """Whether the player has moved (the clock runs from then on)."""
        return any(g > 0 for g in self.groups)

    @property
    def in_progress(self) -> bool:
        """Started, unwon and not yet counted: leaving it counts as a game lost."""
        return self.started and not self.state.won and not self.counted

    def stuck(self) -> bool:
        return not self.state.won and is_stuck(self.state)

    def hint(self) -> Move | None:
        return hint(self.state)

    def targets(self, src: int, count: int | None, auto: bool = True) -> list[int]:
        """Piles where the picked cards may go now (asked of the engine, pile by pile)."""
        return [move.dst for move in self.target_moves(src, count, auto)]

    def target_moves(self, src: int, count: int | None, auto: bool = True) -> list[Move]:
        """The move to each pile the picked cards may go to (``count`` None: the run that fits
        there, which may be longer than the top card); with the automatic moves on, none
        that they would undo at once (:meth:`comes_straight_back`)."""
        piles = [*range(len(self.state.layout.cols)), *range(FOUNDATION, FOUNDATION + 8)]
        moves = (self.resolve(src, dst, count) for dst in piles)
        return [move for move in moves
                if move is not None and not (auto and self.comes_straight_back(move))]

    def comes_straight_back(self, move: Move) -> bool:
        """Whether ``move`` takes a card back from a foundation (S-41) that the automatic
        moves (S-51) would send home again at once: nothing is left to build on it, so the
        player would spend a move, and start the clock, for the same table."""
        if move.src < FOUNDATION:
            return False
        trial = Session(self.state.copy())
        trial.state.push(move)
        trial.auto_moves()
        return trial.state.layout.to_dict() == self.state.layout.to_dict()

    def resolve(self, src: int, dst: int, count: int | None) -> Move | None:
        """The legal move from ``src`` to ``dst`` (``count`` None: the run that fits), or None."""
        state = self.state
        if src == dst:
            return None
        if count is not None:
            move = Move(src, dst, count)
            return move if state.why_illegal(move) is None else None
        if src < WASTE:
            # Longest run first: onto an empty column a player wants the whole run.
            for n in range(state.run_length(src), 0, -1):
                move = Move(src, dst, n)
                if state.why_illegal(move) is None:
                    return move
            return None
        move = Move(src, dst, 1)
        return move if state.why_illegal(move) is None else None

    def to_foundation(self, src: int) -> Move | None:
        """The move that sends the top card of ``src`` home, if one fits."""
        for dst in range(FOUNDATION, FOUNDATION + 8):
            move = Move(src, dst, 1)
            if self.state.why_illegal(move) is None:
                return move
        return None

    def pick_reason(self, src: int, count: int) -> str | None:
        """Why ``count`` cards cannot be picked up from ``src`` (the engine's reason id)."""
        state = self.state
        if src < WASTE:
            col = state.layout.cols[src]
            if count <= 0 or count > len(col):
                return "no-card"
            other = (src + 1) % len(state.layout.cols)
            reason = state.why_illegal(Move(src, other, count))
            picked = ("face-down", "not-a-sequence", "top-card-only", "no-card")
            return reason if reason in picked else None
        if src == WASTE:
            return None if state.layout.waste else "no-card"
        if FOUNDATION <= src < FOUNDATION + 8:
            if not state.layout.found[src - FOUNDATION]:
                return "no-card"
            return None if state.game.scoring else "take-back-off"
        return "no-card"

    def stock_move(self) -> Move:
        """Tapping the stock: draw, or redeal when it is empty."""
        state = self.state
        if state.layout.stock:
            return Move(STOCK, WASTE, state.draw_count())
        return Move(REDEAL, STOCK, 0)

    # -- playing ---------------------------------------------------------------------------

    def play(self, move: Move, auto: bool = True) -> list[Event]:
        """Play the player's move, then the safe cards (raises ``IllegalMove``)."""
        if auto and self.state.why_illegal(move) is None and self.comes_straight_back(move):
            raise IllegalMove("straight-back")
        events = self.state.push(move)
        played = 1
        if auto:
            extra, n = self.auto_moves()
            events += extra
            played += n
        self.groups.append(played)
        self.redo.clear()
        return events

    def auto_moves(self) -> tuple[list[Event], int]:
        """Send home every card that is safe (S-51), and every card left once nothing but
        moves home are needed to win (its ruling); returns the events and their number."""
        events: list[Event] = []
        n = 0
        while n < AUTO_LIMIT and not self.state.won:
            move = safe_move(self.state)
            if move is None:
                break
            events += self.state.push(move)
            n += 1
        for move in finishing_moves(self.state.layout):
            events += self.state.push(move)
            n += 1
        return events, n

    def draw_for_drag(self) -> bool:
        """Dragging the stock's card turns it over first (ruling of S-8, one card at a time):
        a draw that :meth:`join_draw` joins to the move that follows, or :meth:`drop_draw`
        takes back when the drop fails."""
        if self.state.game.variant.draw != 1 or not self.state.layout.stock:
            return False
        self.state.push(Move(STOCK, WASTE, 1))
        self.groups.append(1)
        return True

    def join_draw(self) -> None:
        last = self.groups.pop()
        self.groups[-1] += last

    def drop_draw(self) -> None:
        self.state.pop()
        self.groups.pop()

    def settle(self) -> list[Event]:
        """Safe cards home at the start of a deal: part of the deal, as the opening turn of the
        stock is (S-44 ruling), so undo stops before them and they score nothing. Later,
        turning auto-move on sends home the cards the player's moves freed: one action, which
        undo takes back like any other (a stop there left the moves before it for good)."""
        events, n = self.auto_moves()
        if n:
            if self.groups:
                self.groups.append(n)
            else:  # as the deal is laid out
                self.state.count_as_dealt(n)
                self.groups.append(-n)
            self.redo.clear()
        return events

    def play_written(self, moves: list[str], auto: bool) -> int | None:
        """A link's moves as written, up to the first that cannot be played: its place (from
        1), ``None`` when all were. With ``auto``, a move the table would make by itself is
        the table's, not the player's: a link written at a table lists them (an embedded
        table's "Play on the full site": a deal's own aces became moves to undo), and after
        the last move the safe cards go home, as after any move at the table (a link's
        last move left an ace uncovered on its column)."""
        failed = None
        for place, text in enumerate(moves, start=1):
            try:
                self._play_written(text, auto)
            except ValueError:
                failed = place
                break
        if auto:
            self._went_home(self.auto_moves()[1])
        return failed

    def _play_written(self, text: str, auto: bool) -> None:
        """One written move (raises ``ValueError`` if it cannot be played). With ``auto``, one
        playable only once the safe cards are home is played after them: a hand-written link
        leaves them out, so ``deal=4&moves=4>5`` plays on Number Ten as the table shows it."""
        move = self.state.game.parse_move(text, self.state)
        if auto and move in (safe_move(self.state), *finishing_moves(self.state.layout)[:1]):
            self.state.push(move)
            self._went_home(1)
            return
        try:
            self.state.push(move)
        except ValueError:
            if not auto:
                raise
            state, groups = self.state.copy(), list(self.groups)
            went = self.auto_moves()[1]
            try:
                if not went:
                    raise
                self._went_home(went)
                self.state.play(text)
            except ValueError:  # still illegal: the table stays as it was
                self.state, self.groups = state, groups
                raise
        self.groups.append(1)
        self.redo.clear()

    def _went_home(self, n: int) -> None:
        """``n`` cards just went home by themselves: part of the player's last move, as at the
        table, or of the deal before any (:meth:`settle`)."""
        if not n:
            return
        if self.started:
            self.groups[-1] += n
            return
        self.state.count_as_dealt(n)
        if self.groups:
            self.groups[0] -= n
        else:
            self.groups.append(-n)

    @property
    def can_undo(self) -> bool:
        """Whether there is a move of the player's to take back."""
        return bool(self.groups) and self.groups[-1] > 0

    def undo(self) -> list[Move]:
        """Take back the last action; returns its moves (empty at the start)."""
        if not self.can_undo:
            return []
        size = abs(self.groups.pop())
        moves = [self.state.pop() for _ in range(size)][::-1]
        self.redo.append([str(m) for m in moves])
        return moves

    def redo_action(self) -> list[Event]:
        """Play the last undone action again (an empty list when there is none)."""
        if not self.redo:
            return []
        texts = self.redo.pop()
        events: list[Event] = []
        done = 0
        try:
            for text in texts:
                events += self.state.play(text)
                done += 1
        except IllegalMove:
            for _ in range(done):
                self.state.pop()
            self.redo.clear()
            return []
        self.groups.append(done)
        return events

    # -- saving ----------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "state": self.state.to_json(),
            "redo": self.redo,
            "groups": self.groups,
            "elapsed": round(self.elapsed, 2),
            "counted": self.counted,
            "solved": self.solved,
            **({"daily": self.daily} if self.daily else {}),
        }

    @classmethod
    def from_save(cls, data: Any, game_id: str | None = None) -> Session:
        """Rebuild a saved session; anything wrong raises :class:`CorruptSave`."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise CorruptSave("bad-save", detail="format")
        try:
            state = state_from_json(data.get("state"))
        except CorruptSave:
            raise
        except (GameError, ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            raise CorruptSave("bad-save", detail=str(error)) from None
        if not isinstance(state, SolitaireState):
            raise CorruptSave("wrong-game", game=data.get("state", {}).get("game"))
        if game_id is not None and state.game.id != game_id:
            raise CorruptSave("wrong-game", game=state.game.id)
        return cls(state, _redo_steps(state, data.get("redo", [])), *_extras(data),
                   daily=_daily(data))

    @classmethod
    def salvaged(cls, data: Any, game_id: str) -> Session | None:
        """A save refused whole, as far as its moves still play (a rule mended since it was
        saved, a damaged move): its deal with its moves up to the first that cannot be, the
        undo steps cut there; ``None`` when no move of the player's plays, or every move does
        (the damage is then elsewhere, and the game is not the one the player saw)."""
        try:
            if data["format"] != SAVE_FORMAT:
                return None
            moves = data["state"]["moves"]
            state = _dealt(data["state"])
        except (CorruptSave, KeyError, TypeError, ValueError):
            return None
        if state.game.id != game_id or not (
            isinstance(moves, list) and all(isinstance(m, str) for m in moves)
        ):
            return None
        try:
            state.replay(moves)
            return None
        except IllegalMove as error:
            kept = error.params["index"]
        groups, *rest = _extras(data)
        session = cls(state, [], _cut(groups, kept), *rest, daily=_daily(data))
        return session if session.started else None


def _dealt(saved: dict[str, Any]) -> SolitaireState:
    """A saved state's deal (or hand-built position) before its first move."""
    data = {**saved, "moves": []}
    data.pop("position", None)
    return state_from_json(data)


def _redo_steps(state: SolitaireState, redo: Any) -> list[list[str]]:
    """A save's redo list, each move written as the table writes it (``1>f`` as the
    foundation it goes to), when every step plays again in turn from the last; else none, as
    it is not worth refusing the game for. Unchecked, Redo raised on a move that is not one
    and stopped on an empty step."""
    if not isinstance(redo, list) or not all(
        isinstance(step, list) and step and all(isinstance(t, str) for t in step)
        for step in redo
    ):
        return []
    trial, steps = state.copy(), []
    try:
        for step in reversed(redo):
            played = []
            for written in step:
                move = trial.game.parse_move(written, trial)
                trial.push(move)
                played.append(str(move))
            steps.append(played)
    except ValueError:  # IllegalMove, BadNotation
        return []
    return steps[::-1]


def _extras(data: dict[str, Any]) -> tuple[list[int], float, bool, bool]:
    """A save's undo steps, clock and marks (counted, solved), each as it reads or its
    default: none of them is worth refusing a game for. Steps are moves, a step of the deal's
    own (negative) only first; ``Session`` checks that they add up to the moves played."""
    groups = data.get("groups", [])
    if not (isinstance(groups, list) and all(type(g) is int and g for g in groups)
            and all(g > 0 for g in groups[1:])):
        groups = []
    elapsed = data.get("elapsed", 0)
    if (isinstance(elapsed, bool) or not isinstance(elapsed, int | float)
            or not 0 <= elapsed < math.inf):  # NaN is not
        elapsed = 0.0
    return groups, float(min(elapsed, 10**7)), data.get("counted") is True, (
        data.get("solved") is True)


def _daily(data: dict[str, Any]) -> str | None:
    """A save's daily-deal date, when it is one (else the game is an ordinary deal)."""
    day = data.get("daily")
    try:
        return read_date(day).isoformat() if isinstance(day, str) else None
    except GameError:
        return None


def _cut(groups: list[int], moves: int) -> list[int]:
    """The undo steps ``groups`` of a history cut to its first ``moves`` moves."""
    kept = []
    for group in groups:
        size = min(abs(group), moves)
        if size == 0:
            break
        kept.append(size if group > 0 else -size)
        moves -= size
    return kept


def dump_session(session: Session) -> str:
    return json.dumps(session.to_save(), separators=(",", ":"))


def load_session(text: str | None, game_id: str | None = None) -> Session | None:
    """The saved session, ``None`` when there is none; raises ``CorruptSave`` if damaged."""
    if text is None or text == "":
        return None
    try:
        data = read_json(text)
    except Unreadable as error:
        raise CorruptSave("bad-save", detail=error.why) from None
    return Session.from_save(data, game_id)


def salvage_session(text: str | None, game_id: str) -> Session | None:
    """A save that ``load_session`` refused, as far as its moves still play (``None``: not at
    all)."""
    return Session.salvaged(save_data(text), game_id)
