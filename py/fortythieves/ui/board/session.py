"""The board game behind the table: the setup, the engine's state, the rounds played so far,
what a hand card would do on each pile (the preview), and the save.

Pure Python, no browser: tested natively and inside Pyodide (tests/test_ui_board*.py).

Save format (``localStorage["fortythieves:save:board"]``)::

    {"format": 1, "setup": Setup.to_dict(), "state": state.to_json(),
     "log": [{"round": n, "side": s, "by": "line"|"concession", "points": p,
              "lines": [[products...]...]}, ...], "summary": true}

``summary`` is there only while the last round's summary is open.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...board import BoardState, Move
from ...board.grid import CELL, CELL_OF_PRODUCT, NO_CELL, PRODUCTS
from ...board.moves import CONCEDE, PLAY, THIEF
from ...board.state import PLAYING, public_events
from ...cards import NAMES, RANK_OF, Card
from ..seated.markup import Seen
from ..seated.seats import SeatedSession, Setup, count, ended_deal, read_save

SAVE_KEY = "fortythieves:save:board"
PILES = "ab"


def card_code(name: str) -> int:
    return int(Card.parse(name))


@dataclass
class PilePreview:
    """What one hand card would do on one pile: the space it claims (a product), or why not
    (an engine reason id); for a thief, the cards it may lift and the space each steals."""

    pile: int
    space: int | None = None
    reason: str | None = None
    lifts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.reason is None


def preview(state: BoardState, card: str) -> list[PilePreview]:
    """For the player to move: what ``card`` (a name like ``7H``) would do on piles a and b."""
    code = card_code(card)
    out = []
    rnd = state.round
    for pile in (0, 1):
        if RANK_OF[code] == 10 and rnd.phase == PLAYING:
            lifts = {}
            for lift in rnd.piles[pile]:
                move = THIEF[code][pile][lift]
                if state.why_illegal(move) is None:
                    lifts[NAMES[lift]] = steal_space(state, pile, lift)
            reason = None if lifts else (
                state.why_illegal(THIEF[code][pile][_first_lift(rnd.piles[pile])])
                or "steal-empty"
            )
            out.append(PilePreview(pile, None, reason, lifts))
            continue
        move = PLAY[code][pile]
        reason = state.why_illegal(move)
        space = None
        if reason is None and rnd.phase in (1, PLAYING):  # opening pile b claims a x b (B-21)
            space = claim(state, code, pile)
        out.append(PilePreview(pile, space, reason))
    return out


def claim(state: BoardState, code: int, pile: int) -> int:
    """The space card ``code`` laid on ``pile`` names: its number times the other pile's top
    (B-30), taken or not."""
    return PRODUCTS[CELL[RANK_OF[code]][RANK_OF[state.round.piles[1 - pile][-1]]]]


def claims(state: BoardState, card: str) -> tuple[int, int]:
    """The spaces ``card`` would claim on piles a and b, taken or not (B-31)."""
    code = card_code(card)
    return claim(state, code, 0), claim(state, code, 1)


def why_nowhere(previews: list[PilePreview]) -> str:
    """Why a card can go on neither pile, in one reason id: the piles' own, but for pile a's
    "the next player starts pile b" beside pile b's real one (a 10 cannot start a pile)."""
    reasons = [p.reason for p in previews if p.reason]
    return ([r for r in reasons if r != "opening-pile"] or reasons)[0]


def _first_lift(cards: list[int]) -> int:
    for c in cards:
        if RANK_OF[c] != 10:
            return c
    return cards[0] if cards else 0


def steal_space(state: BoardState, pile: int, lift: int) -> int:
    """The product a thief on ``pile`` lifting ``lift`` would name."""
    return lifted_space(lift, state.round.piles[1 - pile][-1])


def lifted_space(lift: int, other: int) -> int:
    """The product a thief lifting ``lift`` names with ``other`` on top of the other pile."""
    cell = CELL[RANK_OF[lift]][RANK_OF[other]]
    return PRODUCTS[cell] if cell != NO_CELL else 0


def playable(state: BoardState, card: str) -> bool:
    return any(p.ok for p in preview(state, card))


def thief_move(ten: str, pile: int, lift: str) -> Move:
    return THIEF[card_code(ten)][pile][card_code(lift)]


def play_move(card: str, pile: int) -> Move:
    return PLAY[card_code(card)][pile]


def cell_of(product: int) -> int:
    return CELL_OF_PRODUCT[product]


@dataclass(frozen=True)
class BoardSeen(Seen):
    """What one person at the board game's table may see (:class:`Seen`), and, when the move
    is theirs, what each card of their hand would do on each pile (``options``)."""

    options: dict[str, list[PilePreview]] = field(default_factory=dict)

    @property
    def to_move(self) -> int | None:
        return self.view["turn"]

    @property
    def over(self) -> bool:
        return self.view["phase"] == "over"

    def previews(self, card: str | None) -> list[PilePreview]:
        """What ``card`` would do on each pile when the viewer may play it now; else none."""
        return self.options.get(card, []) if card else []

    @staticmethod
    def told(events: list[dict[str, Any]], viewer: int | None) -> list[dict[str, Any]]:
        return public_events(events, viewer)

    @staticmethod
    def choices(state: BoardState, view: dict[str, Any]) -> dict[str, Any]:
        return {"options": {card: preview(state, card) for card in view["hand"]}}


@dataclass
class RoundEnd:
    """A finished round as the summary shows it: who won, and the table as the round ended
    (``table``, while the game goes on: the next round is dealt already)."""

    round: int
    side: int
    by: str
    points: int
    lines: list[list[int]]
    over: dict[str, Any] | None = None
    table: BoardState | None = None

    def record(self) -> dict[str, Any]:
        return {"round": self.round, "side": self.side, "by": self.by, "points": self.points,
                "lines": self.lines}


class BoardSession(SeatedSession):
    """One game at the table."""

    setup: Setup
    state: BoardState
    end: RoundEnd | None

    @staticmethod
    def deal_no(state: BoardState) -> int:
        return state.round.number

    # -- playing ---------------------------------------------------------------------------

    def play(self, move: Move) -> tuple[list[dict[str, Any]], RoundEnd | None]:
        """Play ``move`` (raises ``IllegalMove`` unchanged); the events, and the round's end
        when this move ended it."""
        events = self.state.push(move)
        end = None
        for event in events:
            if event["type"] == "round-won":
                end = RoundEnd(event["round"], event["side"], event["by"], event["points"],
                               event["lines"])
                self.ended(end)
            elif event["type"] == "game-over" and end is not None:
                end.over = event
        if end is not None and end.over is None:
            end.table = ended_deal(self.state)
        return events, end

    def concede(self) -> tuple[list[dict[str, Any]], RoundEnd | None]:
        return self.play(CONCEDE)


    def totals_after(self) -> list[list[int]]:
        """Points of each side after each round of the log (for the scoreboard)."""
        sides = self.state.game.sides
        running = [0] * sides
        rows = []
        for entry in self.log:
            running[entry["side"]] += entry["points"]
            rows.append(list(running))
        return rows

    # -- saves -----------------------------------------------------------------------------


    @classmethod
    def loads(cls, text: str | None) -> BoardSession | None:
        """The saved game, ``None`` when there is none; raises ``CorruptSave`` if damaged."""
        read = read_save(text, Setup, cls.FORMAT)
        if read is None:
            return None
        setup, state, data = read
        log = data.get("log", [])
        if not isinstance(log, list) or not all(_entry(e, state.game.sides) for e in log):
            log = []
        return cls.restored(setup, state, log, data)


def _entry(entry: Any, sides: int) -> bool:
    """Whether ``entry`` reads as a round of the log (:meth:`RoundEnd.record`): the
    scoreboard writes its figures into the page as they are."""
    return (isinstance(entry, dict) and {"round", "side", "by", "points", "lines"} <= set(entry)
            and count(entry["round"]) and count(entry["points"])
            and count(entry["side"]) and entry["side"] < sides
            and entry["by"] in ("line", "concession")
            and isinstance(entry["lines"], list) and all(
                isinstance(line, list) and all(count(p) for p in line)
                for line in entry["lines"]))
