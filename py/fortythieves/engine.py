"""The protocol every game follows, so one view, one set of computer players, one solver,
one command line and one test suite can drive any game without knowing which it is.

Modelled on python-chess's ``Board`` (``legal_moves``, ``push``, ``pop``, text notation for
moves and positions) and on OpenSpiel's split between a *game* (immutable rules and options)
and a *state* (one position):

* :class:`Game` creates states: ``game.new_state(deal=12345)``. The same deal number gives
  the same deal on every machine, natively and in the browser.
* :class:`State` is one position. ``push(move)`` plays a move and returns the events it caused
  (cards moved, a card turned, a space claimed...), so a view animates from facts rather than
  by diffing states; an illegal move raises :class:`IllegalMove` and changes nothing.
  ``pop()`` undoes, without limit. ``to_move`` names whose decision it is, which need not be
  the player whose turn it is (a victim deciding on a re-capture). ``view(player)`` is what
  that player may see; computer players read nothing else.
* Moves are small immutable values whose ``str()`` parses back with ``game.parse_move``.

Text for people never comes from here: reasons and events carry ids and parameters that
``fortythieves.i18n`` turns into English or Hindi.
"""

from __future__ import annotations

import random
import reprlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterable
from typing import Any

MAX_DEAL = 2**31 - 1
SAVE_FORMAT = 1

Event = dict[str, Any]
"""What a move did, as JSON-ready data: ``{"type": "move", "cards": ["KH"], ...}``."""


class _Brief(reprlib.Repr):
    """Parameters as an exception's message shows them: short, whatever they hold. A stranger's
    save may hold a list nested a thousand deep, or a number of 5,000 digits that ``str``
    refuses to write."""

    def repr_int(self, x: int, level: int) -> str:
        return super().repr_int(x, level) if x.bit_length() <= 64 else f"<{x.bit_length()}-bit int>"


_BRIEF = _Brief()


class GameError(ValueError):
    """A refusal with a reason id (for i18n) and its parameters."""

    def __init__(self, reason: str, **params: Any) -> None:
        detail = ", ".join(f"{k}={_BRIEF.repr(v)}" for k, v in params.items())
        super().__init__(f"{reason} ({detail})" if detail else reason)
        self.reason = reason
        self.params = params


class IllegalMove(GameError):
    """The rules do not allow this move here; the state is unchanged."""


class BadNotation(IllegalMove):
    """The text is not a move of this game at all."""


class CorruptSave(GameError):
    """Saved data that is not a valid game of ours: refused whole, nothing is changed."""


def check_deal(deal: object) -> int:
    """A deal number is a whole number from 1 to 2**31 - 1."""
    if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= MAX_DEAL:
        raise GameError("bad-deal", deal=deal, max=MAX_DEAL)
    return deal


def random_deal(rng: random.Random | None = None) -> int:
    """A deal number chosen at random (for "new deal")."""
    return (rng or random.Random()).randint(1, MAX_DEAL)


class Game(ABC):
    """Immutable rules and options of one game; a factory of states."""

    id: str
    """Stable identifier used in URLs, saves and the command line: ``solitaire/maria``."""
    players: int

    @abstractmethod
    def new_state(self, deal: int) -> State:
        """The opening position of deal number ``deal``."""

    @abstractmethod
    def parse_move(self, text: str, state: State) -> Any:
        """Read a move's text form in the context of ``state`` (raises :class:`BadNotation`)."""

    @abstractmethod
    def from_position(self, data: Any) -> State:
        """A state from a position (``State.position()``), with no deal number and no history;
        anything malformed raises :class:`CorruptSave`."""

    def state_from_json(self, data: Any) -> State:
        """Rebuild a state saved by :meth:`State.to_json`: its start (the deal, or the position
        saved with it) replayed move by move, then checked against the saved position. Anything
        wrong raises :class:`CorruptSave` and nothing half-loaded is returned."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise CorruptSave("bad-save", detail="format")
        if data.get("game") != self.id or data.get("options", {}) != self.options:
            raise CorruptSave("wrong-game", game=data.get("game"))
        moves = data.get("moves")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise CorruptSave("bad-save", detail="moves")
        deal = data.get("deal")
        if deal is None:
            state = self.from_position(data.get("start"))
        else:
            try:
                state = self.new_state(deal)
            except ValueError:
                raise CorruptSave("bad-save", detail="deal") from None
        try:
            state.replay(moves)
        except ValueError as error:
            raise CorruptSave("bad-save", detail=str(error)) from None
        if "position" in data and data["position"] != state.position():
            raise CorruptSave("bad-save", detail="position")
        return state

    @property
    def options(self) -> dict[str, Any]:
        """The options that distinguish this game from its defaults (JSON-ready)."""
        return {}


class State(ABC):
    """One position of a game, with its history so that every move can be undone."""

    game: Game
    deal: int | None

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """Every move the player to move may make now."""

    @abstractmethod
    def why_illegal(self, move: Any) -> str | None:
        """The reason id that forbids ``move`` now, or ``None`` when it is legal."""

    def push(self, move: Any) -> list[Event]:
        """Play ``move`` and return what happened; raise :class:`IllegalMove` if not legal."""
        reason = self.why_illegal(move)
        if reason:
            raise IllegalMove(reason, move=str(move))
        return self._apply(move)

    def _apply(self, move: Any) -> list[Event]:
        """Play a move known to be legal (games that keep :meth:`push` as it is define it)."""
        raise NotImplementedError

    @abstractmethod
    def pop(self) -> Any:
        """Undo the last move and return it (raises ``IndexError`` at the start)."""

    @property
    @abstractmethod
    def history(self) -> list[Any]:
        """The moves played since the start, oldest first."""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """Index of the player whose decision it is, or ``None`` when the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def scores(self) -> list[int]:
        """Points of each player (one entry for a solitaire game)."""

    @abstractmethod
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see, as JSON-ready data; hidden cards are masked."""

    def to_json(self) -> dict[str, Any]:
        """Everything needed to rebuild this state exactly, as JSON-ready data: the game and
        its options, the deal number (or, without one, the position play started from), the
        moves in notation, and the position now, which loading checks the replay against."""
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game.id,
            "options": self.game.options,
            "deal": self.deal,
            "moves": [str(m) for m in self.history],
            "position": self.position(),
        }
        if self.deal is None:
            data["start"] = self.start_position()
        return data

    @abstractmethod
    def start_position(self) -> dict[str, Any] | None:
        """The position play started from (saved when there is no deal number)."""

    @abstractmethod
    def position(self) -> dict[str, Any]:
        """The whole table, hidden cards included, as JSON-ready data (saves, the CLI)."""

    @abstractmethod
    def info_key(self, player: int) -> Hashable:
        """Equal for two states exactly when ``player`` cannot tell them apart."""

    @abstractmethod
    def sample(self, player: int, rng: random.Random) -> State:
        """A full state consistent with ``view(player)``: the unseen cards dealt at random."""

    def play(self, text: str) -> list[Event]:
        """Parse and push one move given in text form."""
        return self.push(self.game.parse_move(text, self))

    def replay(self, moves: Iterable[str], push: Callable[[Any], object] | None = None) -> None:
        """Play moves in text form, each through ``push`` (a table's session, which also logs
        the hands its moves end; this state's own by default). On one that does not read or
        may not be played raise :class:`IllegalMove`, naming its index: the moves before it
        stay played, so a damaged save is kept up to the damage."""
        push = push or self.push
        for index, text in enumerate(moves):
            try:
                push(self.game.parse_move(text, self))
            except IllegalMove as error:
                error.params["index"] = index
                error.params["move"] = text
                raise
