"""Thief, Four Card Thief and Gharat behind the table: the setup, the engine's state, the hands
played so far, what a hand card may do (from ``legal_moves``), the re-capture at stake, the
ranking, and the save.

Pure Python, no browser: tested natively and inside Pyodide (tests/test_ui_capture*.py).

Save format (``localStorage["fortythieves:save:<game id>"]``, one key per game)::

    {"format": 1, "setup": CaptureSetup.to_dict(), "state": state.to_json(),
     "log": [{"hand": n, "points": [...], "scores": [...]}, ...], "summary": true}

``summary`` is there only while the last hand's summary is open.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ...cards import NAMES, Card
from ...games import REGISTRY, game_type, get_game
from ...thief.common import TableState
from ...thief.moves import DISCARD, PAIR, STEAL, TAKE, Move
from ...thief.views import visible_events
from ..seated.markup import Seen
from ..seated.seats import (
    DEFAULT_LEVEL,
    HUMAN,
    SeatedSession,
    Setup,
    count,
    ended_deal,
    last_events,
    read_save,
)

GAME_IDS = tuple(g.id for g in REGISTRY if g.table == "capture")
"""``thief``, ``four-card``, ``gharat``: the games of the capture table."""
MIDDLE = "m"
INSTEAD = "d"
"""The target of a discard of a card that would capture from the middle: a button of its own."""


def code(name: str) -> Card:
    return Card.parse(name)


@dataclass
class CaptureSetup(Setup):
    """The new-game panel of a capture game: which game, the seats, pace, partnerships."""

    game_id: str = "thief"
    partners: bool = True

    def player_choices(self) -> tuple[int, ...]:
        kind = game_type(self.game_id if self.game_id in GAME_IDS else "thief")
        return tuple(range(kind.min_players, kind.max_players + 1))

    def fix(self) -> CaptureSetup:
        if self.game_id not in GAME_IDS:
            self.game_id = "thief"
        super().fix()
        self.partners = bool(self.partners) and self.game_id == "gharat" and self.players == 4
        return self

    @classmethod
    def for_game(cls, game_id: str, players: int = 3) -> CaptureSetup:
        """You and computers of the normal level."""
        return cls(players=players, seats=[HUMAN] + [DEFAULT_LEVEL] * (players - 1),
                   game_id=game_id)

    def game(self) -> Any:  # type: ignore[override]
        if self.game_id == "gharat":
            return get_game("gharat", players=self.players, partners=self.partners)
        return get_game(self.game_id, players=self.players)

    def address(self) -> dict[str, str]:
        words = self.seat_words()
        if self.game_id == "gharat" and self.players == 4:
            words["partners"] = "1" if self.partners else "0"
        return words

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game_id, "players": self.players, "seats": list(self.seats),
                "pace": self.pace, "partners": self.partners}

    @classmethod
    def from_dict(cls, data: Any) -> CaptureSetup:  # type: ignore[override]
        if not isinstance(data, dict):
            return cls.for_game("thief")
        players = data.get("players", 3)
        seats = data.get("seats")
        return cls(
            players=players if isinstance(players, int) else 3,
            seats=[str(s) for s in seats] if isinstance(seats, list) else [HUMAN],
            pace=str(data.get("pace", "")),
            game_id=str(data.get("game", "thief")),
            partners=data.get("partners") is not False,
        )


# -- what a hand card may do ----------------------------------------------------------------


def targets(state: TableState, card: str) -> dict[str, Move]:
    """For the player to move: the legal moves with ``card`` by target (:func:`by_target`)."""
    return by_target(state.legal_moves(), card)


def by_target(legal: Iterable[Move], card: str) -> dict[str, Move]:
    """The moves of ``legal`` with ``card`` by target. Keys: ``m`` (the middle: take from it,
    or discard / lay the card there), ``p<seat>`` (a capture pile: steal, re-capture, or in
    Gharat join one's own), ``h<card>`` (the other card of a pair), ``d`` (a discard of a card
    that could take from the middle instead: Four Card after a capture, F-4, which the table
    offers as a button of its own)."""
    c = code(card)
    out: dict[str, Move] = {}
    for move in legal:
        if move.kind in (PAIR,) and c in (move.card, move.arg):
            other = move.arg if move.card == c else move.card
            out[f"h{NAMES[other]}"] = move
        elif move.card != c:
            continue
        elif move.kind == TAKE:
            out[MIDDLE] = move
        elif move.kind == DISCARD:
            out[INSTEAD] = move
        elif move.kind == STEAL:
            out[f"p{move.arg}"] = move
    if INSTEAD in out and MIDDLE not in out:
        out[MIDDLE] = out.pop(INSTEAD)
    return out


def target_move(state: TableState, card: str, target: str) -> Move:
    """The move ``card`` makes on ``target`` (legal or not: the engine says why not)."""
    c = code(card)
    legal = targets(state, card)
    if target in legal:
        return legal[target]
    if target == MIDDLE:
        take, lay = Move(TAKE, c), Move(DISCARD, c)
        # A card that does not match the top is laid there, not taking it: why it may not be
        # (a capture due first, a match elsewhere in Gharat) says more, unless only "not now".
        if not state.middle or (state.why_illegal(take) == "no-match"
                                and state.why_illegal(lay) != "not-now"):
            return lay
        return take
    if target == INSTEAD:
        return Move(DISCARD, c)
    if target.startswith("h"):
        other = code(target[1:])
        return Move(PAIR, min(c, other), max(c, other))
    return Move(STEAL, c, int(target[1:]))


def card_reason(state: TableState, card: str) -> str | None:
    """Why ``card`` has no play now (an engine reason id), ``None`` when it has one."""
    if targets(state, card):
        return None
    c = code(card)
    for move in (Move(DISCARD, c), Move(TAKE, c)):
        reason = state.why_illegal(move)
        if reason:
            return reason
    return "not-now"


@dataclass
class Recapture:
    """What a re-capture puts at stake for the victim: the packet, its points, the cards that
    take it back; ``back``: the packet was itself taken back (T-11), from the player whose
    turn it is, who stole it first."""

    thief: int
    victim: int
    packet: list[str]
    points: int
    cards: list[str] = field(default_factory=list)
    back: bool = False


def recapture(state: TableState) -> Recapture | None:
    """The re-capture at stake, with the cards that take it back (:func:`recapture_in`)."""
    if state.phase != "recapture":
        return None
    return recapture_in(state.view(state.to_move), state.legal_moves())


def recapture_in(view: dict[str, Any], legal: Iterable[Move]) -> Recapture | None:
    """The re-capture at stake in ``view`` (Thief's), the cards that take it back among the
    victim's ``legal`` moves (none for anyone else: they are the victim's hand's)."""
    pending = view.get("recapture")
    if pending is None:
        return None
    thief = pending["thief"]
    cards = [NAMES[m.card] for m in legal if m.kind == STEAL]
    return Recapture(thief, pending["victim"], list(view["piles"][thief]["packet"]),
                     view["top_points"][thief], cards, thief != view["turn"])


@dataclass(frozen=True)
class CaptureSeen(Seen):
    """What one person at a capture table may see (:class:`Seen`), and, when the decision is
    theirs, their legal moves (``legal``), which tell no more than their own hand does."""

    legal: tuple[Move, ...] = ()

    @property
    def to_move(self) -> int | None:
        return self.view["to_move"]

    @property
    def packets(self) -> bool:
        """Whether a capture pile is of packets (Thief, Four Card Thief), else of cards."""
        return self.game.state_class.PACKETS

    def targets(self, card: str) -> dict[str, Move]:
        """Where the viewer may play ``card`` now, by target (:func:`by_target`)."""
        return by_target(self.legal, card)

    @property
    def recapture(self) -> Recapture | None:
        return recapture_in(self.view, self.legal)

    @staticmethod
    def told(events: list[dict[str, Any]], viewer: int | None) -> list[dict[str, Any]]:
        return visible_events(events, -1 if viewer is None else viewer)

    @staticmethod
    def choices(state: TableState, view: dict[str, Any]) -> dict[str, Any]:
        return {"legal": tuple(state.legal_moves())}


def sides(state: TableState) -> list[list[int]]:
    """The scoring sides: partnerships (Gharat with four), else each seat alone."""
    return state.game.teams or [[p] for p in range(state.game.players)]


def ranking(scores: list[int], teams: list[list[int]]) -> list[tuple[int, list[int], int]]:
    """(place, seats of the side, score), best first; equal scores share a place."""
    rows = sorted(((scores[t[0]], t) for t in teams), key=lambda r: (-r[0], r[1]))
    out = []
    for i, (score, team) in enumerate(rows):
        place = out[-1][0] if out and out[-1][2] == score else i + 1
        out.append((place, team, score))
    return out


@dataclass
class HandEnd:
    """A finished hand as the summary shows it; ``over`` is the game-over event if the game
    ended with it, and ``table`` the table as the hand ended when the game goes on (the live
    state has already dealt the next hand)."""

    hand: int
    points: list[int]
    scores: list[int]
    over: dict[str, Any] | None = None
    table: TableState | None = None

    def record(self) -> dict[str, Any]:
        return {"hand": self.hand, "points": self.points, "scores": self.scores}


def deal_events(state: TableState) -> list[dict[str, Any]]:
    """What dealt the hand in play before anyone moved in it (Four Card's first draw): the
    game's opening, or the events that followed the end of the last hand in the move that
    ended it; none once a move of this hand is made (or a reloaded game's opening)."""
    if not state.history:
        return state.opening
    events = last_events(state)
    kinds = [e["type"] for e in events]
    return events[kinds.index("hand-over") + 1:] if "hand-over" in kinds else []


class CaptureSession(SeatedSession):
    """One game of Thief, Four Card Thief or Gharat at the table."""

    setup: CaptureSetup
    state: TableState
    end: HandEnd | None

    @property
    def game_id(self) -> str:
        return self.setup.game_id

    @staticmethod
    def deal_no(state: TableState) -> int:
        return state.hand_no

    def play(self, move: Move) -> tuple[list[dict[str, Any]], HandEnd | None]:
        """Play ``move`` (raises ``IllegalMove`` unchanged); the events, and the hand's end
        when this move ended one."""
        events = self.state.push(move)
        end = None
        for event in events:
            if event["type"] == "hand-over":
                end = HandEnd(event["hand_no"], list(event["points"]), list(event["scores"]))
                self.ended(end)
            elif event["type"] == "game-over" and end is not None:
                end.over = event
        if end is not None and end.over is None:
            end.table = ended_deal(self.state)
        return events, end

    @classmethod
    def loads(cls, text: str | None, game_id: str) -> CaptureSession | None:
        """The saved game, ``None`` when there is none; raises ``CorruptSave`` if damaged."""
        read = read_save(text, CaptureSetup, cls.FORMAT)
        if read is None:
            return None
        setup, state, data = read
        if setup.game_id != game_id or state.game.players != setup.players:
            from ...engine import CorruptSave

            raise CorruptSave("wrong-game", game=setup.game_id)
        log = data.get("log", [])
        if not isinstance(log, list) or not all(_entry(e, state.game.players) for e in log):
            log = []
        return cls.restored(setup, state, log, data)  # type: ignore[arg-type]


def _entry(entry: Any, n: int) -> bool:
    """Whether ``entry`` reads as a hand of the log (:meth:`HandEnd.record`) of ``n``
    players: the scoreboard writes its figures into the page as they are."""
    return (isinstance(entry, dict) and {"hand", "points", "scores"} <= set(entry)
            and count(entry["hand"])
            and all(isinstance(entry[k], list) and len(entry[k]) == n
                    and all(count(v, signed=True) for v in entry[k])
                    for k in ("points", "scores")))
