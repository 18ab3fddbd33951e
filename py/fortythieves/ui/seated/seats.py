"""Who sits at the board game's table: people or computer levels, the options of the game,
and how each side is shown (a colour AND a mark, so colour is never the only signal).

Pure data, no browser: the new-game panel reads and writes a :class:`Setup`, saves keep it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ...board.game import DEFAULT_ROUNDS, MAX_ROUNDS, BoardGame
from ...engine import CorruptSave, IllegalMove, check_deal, random_deal
from ...games import game_type
from ..shell.saves import DEFAULT_PACE, PACES
from ..shell.stored import Unreadable, read_json

HUMAN = "human"
LEVELS = ("random", "easy", "normal", "hard")
"""The computer levels of ``fortythieves.players`` (kept here so the panel needs no import)."""
KINDS = (HUMAN, *LEVELS)
DEFAULT_LEVEL = "normal"

SIDE_COLOURS = ("#d32f2f", "#1565c0", "#e0a000", "#6a1b9a")
SIDE_MARKS = ("circle", "square", "triangle", "diamond")


@dataclass
class Setup:
    """The choices of the new-game panel."""

    players: int = 2
    seats: list[str] = field(default_factory=lambda: [HUMAN, DEFAULT_LEVEL])
    rounds: int = DEFAULT_ROUNDS
    three_strikes: bool = False
    tokens: bool = False
    pace: str = DEFAULT_PACE

    def __post_init__(self) -> None:
        self.fix()

    def fix(self) -> Setup:
        """Bring every field into range (a damaged save or a hand-made address)."""
        if self.players not in self.player_choices():
            self.players = 2
        seats = [s if s in KINDS else DEFAULT_LEVEL for s in list(self.seats)[: self.players]]
        if not seats:
            seats = [HUMAN]
        while len(seats) < self.players:
            seats.append(DEFAULT_LEVEL)
        self.seats = seats
        if isinstance(self.rounds, bool) or not isinstance(self.rounds, int):
            self.rounds = DEFAULT_ROUNDS
        self.rounds = max(1, min(MAX_ROUNDS, self.rounds))
        self.three_strikes = bool(self.three_strikes) and self.players == 2
        self.tokens = bool(self.tokens)
        if self.pace not in PACES:
            self.pace = DEFAULT_PACE
        return self

    def player_choices(self) -> tuple[int, ...]:
        """The numbers of players the panel offers."""
        kind = game_type("board")
        return tuple(range(kind.min_players, kind.max_players + 1))

    @classmethod
    def default(cls, players: int = 2) -> Setup:
        """You and computers of the normal level."""
        return cls(players=players, seats=[HUMAN] + [DEFAULT_LEVEL] * (players - 1))

    def game(self) -> BoardGame:
        return BoardGame(self.players, self.rounds, self.three_strikes)

    @property
    def humans(self) -> list[int]:
        return [p for p, kind in enumerate(self.seats) if kind == HUMAN]

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the device: hands are hidden between their turns."""
        return len(self.humans) >= 2

    def is_human(self, player: int) -> bool:
        return self.seats[player] == HUMAN

    def seat_words(self) -> dict[str, str]:
        """The address's words for who sits at the table (``players=3&seats=human,hard,normal``)."""
        return {"players": str(self.players), "seats": ",".join(self.seats)}

    def address(self) -> dict[str, str]:
        """The address's words for this setup, so that a link starts the same game."""
        return {**self.seat_words(), "rounds": str(self.rounds)}

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players, "seats": list(self.seats), "rounds": self.rounds,
            "three_strikes": self.three_strikes, "tokens": self.tokens, "pace": self.pace,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        if not isinstance(data, dict):
            return cls.default()
        players = data.get("players", 2)
        seats = data.get("seats")
        if not isinstance(seats, list):
            seats = [HUMAN]
        rounds = data.get("rounds", DEFAULT_ROUNDS)
        return cls(
            players=players if isinstance(players, int) else 2,
            seats=[str(s) for s in seats],
            rounds=rounds,
            three_strikes=data.get("three_strikes") is True,
            tokens=data.get("tokens") is True,
            pace=str(data.get("pace", DEFAULT_PACE)),
        )


def side_of(players: int, player: int) -> int:
    """The chip colour of ``player``: their own, or with four players the team's (B-80)."""
    return player % 2 if players == 4 else player


def mark_svg(side: int, size: int = 24) -> str:
    """The white mark drawn on a side's chips: circle, square, triangle or diamond."""
    shape = SIDE_MARKS[side % len(SIDE_MARKS)]
    body = {
        "circle": '<circle cx="12" cy="12" r="5.5"/>',
        "square": '<rect x="6.5" y="6.5" width="11" height="11"/>',
        "triangle": '<path d="M12 5.5 18.5 17.5H5.5z"/>',
        "diamond": '<path d="M12 4.5 19.5 12 12 19.5 4.5 12z"/>',
    }[shape]
    return (
        f'<svg class="mark" viewBox="0 0 24 24" width="{size}" height="{size}" '
        f'aria-hidden="true">{body}</svg>'
    )


def chip_html(side: int, size: int = 24) -> str:
    """A chip: a disc in the side's colour with its mark and letter for screen readers' eyes."""
    return (
        f'<span class="chip side-{side}" data-side="{side}" data-mark="{SIDE_MARKS[side]}">'
        f"{mark_svg(side, size)}</span>"
    )


def read_save(
    text: str | None, setup_class: type[Setup], fmt: int
) -> tuple[Setup, Any, Any] | None:
    """A saved table game's setup, state and whole record; ``None`` when there is none; raises
    ``CorruptSave`` when it is damaged (anything unexpected in a save is damage)."""
    if not text:
        return None
    try:
        data = read_json(text)
    except Unreadable as error:
        raise CorruptSave("bad-save", detail=error.why) from None
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise CorruptSave("bad-save", detail="format")
    setup = setup_class.from_dict(data.get("setup"))
    try:
        state = setup.game().state_from_json(data.get("state"))
    except CorruptSave:
        raise
    except Exception as error:  # noqa: BLE001 - anything else in a save is damage too
        raise CorruptSave("bad-save", detail=type(error).__name__) from None
    return setup, state, data


def count(value: Any, signed: bool = False) -> bool:
    """Whether a save's ``value`` is a whole number of a game's size (``signed``: it may be
    below 0, as a capture game's points are): not a bool, nor a number of a hundred digits."""
    return (type(value) is int and abs(value) <= 10**9
            and (signed or value >= 0))


def salvage_setup(data: Any, setup_class: type[Setup], game_id: str) -> Setup | None:
    """The players and seats of a damaged save of ``game_id`` (``data``, its JSON) when that
    part still reads, so that the new game starts as the person had set it up; ``None`` when
    it does not read."""
    try:
        kept = data["setup"]
    except (TypeError, KeyError):
        return None
    if not isinstance(kept, dict):
        return None
    setup = setup_class.from_dict(kept)
    if getattr(setup, "game_id", game_id) != game_id:
        return None
    return setup.fix()


def ended_deal(state: Any) -> Any:
    """The table as the round or hand ended by ``state``'s last move, before the next deal:
    that move played again on a copy whose game ends with this deal (``last_deal``)."""
    table = state.copy()
    move = table.pop()
    table.last_deal = True
    table.push(move)
    return table


def last_events(state: Any) -> list[dict[str, Any]]:
    """What the last move did (any table's state): a save keeps the moves, not their events,
    so the move is taken back and played again (the same cards come: the stock's order is in
    the state)."""
    last = state.pop()
    return state.push(last)


def journal_list(said: list[str], empty: str) -> str:
    """The Moves dialog's list: one line a move, oldest first (``empty`` when none), already in
    the player's language, not yet escaped."""
    from html import escape

    items = "".join(f"<li>{escape(line)}</li>" for line in said if line)
    if not items:
        return f"<p>{escape(empty)}</p>"
    return f'<ol class="journal">{items}</ol>'


def handoff_html(seat: int, title: str, body: str, ready: str,
                 more: tuple[str, str] = ("", ""),
                 recent: tuple[str, list[str], str] = ("", [], "")) -> str:
    """The hot-seat cover over the table until the person named in ``title`` is ready (texts
    already in the player's language, not yet escaped), with the table's Moves and Scores
    (``more``: their labels), which show nothing hidden, for a look back at what happened
    before the hand is shown; ``recent``, a heading, the moves since that person last played
    (one line each, the latest few shown) and a note for when some are not. A dialog that is
    not modal: it covers the table, while the toolbar above stays in reach (the language, the
    menu)."""
    from html import escape

    extra = "".join(
        f'<button type="button" data-act="cover-{act}">{escape(label)}</button>'
        for act, label in zip(("moves", "scores"), more, strict=True) if label
    )
    heading, lines, note = recent
    since = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return (
        f'<div class="handoff" role="dialog" aria-labelledby="handoff-title" '
        f'data-seat="{seat}"><div class="handoff-panel"><h2 id="handoff-title">{escape(title)}'
        f"</h2><p>{escape(body)}</p>"
        + (f'<div class="handoff-recent"><p>{escape(heading)}</p><ol>{since}</ol>'
           f'<p class="note">{escape(note)}</p></div>' if since else "")
        + f'<button type="button" data-act="ready">{escape(ready)}</button>'
        + (f'<p class="handoff-more">{extra}</p>' if extra else "") + "</div></div>"
    )


class SeatedSession:
    """One game at a table of seats: the setup, the engine's state, the log of rounds or
    hands played, and the last one's end while its summary is open (``end``); saved as
    ``{"format", "setup", "state", "log"}`` with ``"summary": true`` while it is open, so that a
    reload shows it again rather than skipping past it."""

    FORMAT = 1

    def __init__(self, setup: Any, state: Any, log: list[dict[str, Any]] | None = None) -> None:
        self.setup = setup
        self.state = state
        self.log: list[dict[str, Any]] = log or []
        self.end: Any = None

    @classmethod
    def restored(cls, setup: Any, state: Any, log: list[dict[str, Any]],
                 data: dict[str, Any]) -> Any:
        """A session read from a save, with the summary that was open (if any) open again."""
        session = cls(setup, state, log)
        if data.get("summary") is True:
            session.reopen()
        return session

    @classmethod
    def new(cls, setup: Any, deal: int | None = None) -> Any:
        """A new game of ``setup`` (deal number ``deal``, else a random one)."""
        return cls(setup, setup.game().new_state(deal or random_deal()))

    @classmethod
    def salvaged(cls, data: Any, setup: Any) -> Any:
        """A save refused whole (``data``, its JSON), as far as its moves still play (a rule
        mended since it was saved, a damaged move): ``setup`` dealt its deal again and its
        moves played up to the first that cannot be; ``None`` when it is another format's, its
        deal does not read, its first move does not play, or every move does (the damage is
        then elsewhere, say a position its deal no longer deals, and the game is not the one
        the person saw)."""
        try:
            if data["format"] != cls.FORMAT:
                return None
            saved = data["state"]
            deal, moves = check_deal(saved["deal"]), saved["moves"]
        except (ValueError, TypeError, KeyError):
            return None
        if not (isinstance(moves, list) and all(isinstance(m, str) for m in moves)):
            return None
        session = cls.new(setup, deal)
        failed = session.replay(moves)
        return None if failed is None or failed == 1 else session

    def play(self, move: Any) -> tuple[list[dict[str, Any]], Any]:
        """Play ``move``; the events, and the round's or hand's end when it ended one."""
        raise NotImplementedError

    def replay(self, moves: list[str]) -> int | None:
        """Play written ``moves`` up to the first that cannot be played (not a move of this
        game, or an illegal one): its place in the list, from 1, or ``None`` when all were.
        A round's or hand's summary is open only when the last move played ended one, as a
        reload leaves it: not that of a hand the moves went on past."""
        failed = None
        try:
            self.state.replay(moves, self.play)
        except IllegalMove as error:
            failed = error.params["index"] + 1
        self.end = None
        self.reopen()
        return failed

    def ended(self, end: Any) -> None:
        """A round or hand has ended with ``end``: log it; its summary is open until closed."""
        self.log.append(end.record())
        self.end = end

    def reopen(self) -> None:
        """Make ``end`` again, as the last move made it: that move played once more from the
        position before it. A save that says so when its last move ended nothing keeps its
        log and position, and opens no summary."""
        if not (self.state.history and self.log):
            return
        kept = self.log
        self.log = kept[:-1]
        _events, end = self.play(self.state.pop())
        if end is None:
            self.log = kept

    @staticmethod
    def deal_no(state: Any) -> int:
        """The number of the round or hand that ``state`` is in."""
        raise NotImplementedError

    def deal_moves(self) -> list[list[dict[str, Any]]]:
        """The events of each move of the round or hand in play, oldest first."""
        return [events for _seat, events in self.deal_turns()]

    def deal_turns(self) -> list[tuple[int, list[dict[str, Any]]]]:
        """Who made each move of the round or hand in play and its events, oldest first (a
        save keeps the moves, not what they did): those moves taken back and played again,
        the move that dealt this one not among them."""
        state = self.state
        number = self.deal_no(state)
        undone = []
        while state.history:
            move = state.pop()
            if self.deal_no(state) != number:
                state.push(move)
                break
            undone.append(move)
        turns = []
        for move in reversed(undone):
            seat = state.to_move
            turns.append((seat, state.push(move)))
        return turns

    def moves_since(self, seat: int) -> tuple[bool, list[list[dict[str, Any]]]]:
        """The events of the moves made since ``seat``'s last move in the round or hand in
        play, and whether it has made one (if not: every move of it so far)."""
        turns = self.deal_turns()
        mine = [i for i, (mover, _events) in enumerate(turns) if mover == seat]
        start = mine[-1] + 1 if mine else 0
        return bool(mine), [events for _seat, events in turns[start:]]

    def journal_moves(self) -> tuple[int, list[list[dict[str, Any]]]]:
        """The round or hand the Moves dialog lists, and the events of its moves: the one in
        play, or until it has a move, the one before, its last move included (after closing a
        round's summary the player may want to read again how it ended)."""
        state = self.state
        moves = self.deal_moves()
        if moves or not state.history:
            return self.deal_no(state), moves
        last = state.pop()  # the move that ended the last one and dealt this one
        number = self.deal_no(state)
        moves = self.deal_moves()
        moves.append(state.push(last))
        return number, moves

    @property
    def game(self) -> Any:
        """The rules of the game in play: public, as a ``Seen`` has them."""
        return self.state.game

    @property
    def human_to_move(self) -> bool:
        turn = self.state.to_move
        return turn is not None and self.setup.is_human(turn)

    def to_save(self) -> dict[str, Any]:
        data = {"format": self.FORMAT, "setup": self.setup.to_dict(),
                "state": self.state.to_json(), "log": self.log}
        if self.end is not None:
            data["summary"] = True
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_save(), separators=(",", ":"))


def moved_to(key: str, index: int, count: int, row: int = 1, ctrl: bool = False) -> int | None:
    """Where a key takes the focus from item ``index`` of ``count`` in a group of the table (a
    hand, a pile's cards, the board's spaces ``row`` a row): the arrows one step (Up and Down a
    row), Home and End to the first and last of the row, with Ctrl of the whole group (a
    grid's keys, as screen readers teach them); ``None``: nowhere (another key, an edge)."""
    steps = {"ArrowLeft": -1, "ArrowRight": 1, "ArrowUp": -row, "ArrowDown": row}
    whole = ctrl or row == 1  # a list is one row
    first = 0 if whole else index - index % row
    if key == "Home":
        target = first
    elif key == "End":
        target = count - 1 if whole else min(first + row, count) - 1
    elif key in steps:
        target = index + steps[key]
    else:
        return None
    return target if 0 <= target < count and target != index else None
