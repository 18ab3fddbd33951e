"""Whose turn it is at a seated table and who plays it: a person is told, a computer moves
after a pause a person can follow (:class:`Computers` keeps the computer players and the
pending move). Who sees the table is decided in :mod:`.whose_turn`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...players import Player, make_player
from ..shell.dom import handler, page_hidden, window
from .seats import PACES
from .whose_turn import handoff, viewer


class Computers:
    """The table's computer players (made once a game, seeded by the deal and the seat), the
    hint's advisers, and the move pending while the table "thinks" (``root[data-thinking]``)."""

    def __init__(self, root: Any, session: Callable[[], Any],
                 apply: Callable[[Any], Any]) -> None:
        self.root = root
        self.session = session
        self.apply = apply
        self.timer: Any = None
        self.players: dict[int, Player] = {}
        self.advisers: dict[int, Player] = {}
        """The hint's computer player for each person's seat."""
        self.think = window.Array.new()
        window.ftThink = self.think  # each computer decision's choose() time, ms (bench/think.py)
        self._step = handler(self._move)

    def reset(self) -> None:
        """A new game: new players for it."""
        self.players = {}
        self.advisers = {}

    def make(self, level: str, seat: int) -> Player:
        state = self.session().state
        base = state.seed if isinstance(state.seed, int) else state.deal
        return make_player(level, state.game, seat, (base or 1) + seat)

    def advice(self, seat: int, level: str) -> Any:
        """The move the computer of ``level`` would make in ``seat``, from that seat's view."""
        if seat not in self.advisers:
            self.advisers[seat] = self.make(level, seat)
        return self.advisers[seat].choose(self.session().state.view(seat))

    def schedule(self, delay: int) -> None:
        self.root.dataset.thinking = "1"
        self.timer = window.setTimeout(self._step, delay)

    def pause(self) -> None:
        """The pending move called off (a new game; another tab plays this one; the tab is
        hidden)."""
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
            self.root.dataset.thinking = "0"

    def _move(self) -> None:
        self.timer = None
        self.root.dataset.thinking = "0"
        session = self.session()
        state = session.state
        turn = state.to_move
        if turn is None or session.setup.is_human(turn) or session.end is not None:
            return
        if turn not in self.players:
            self.players[turn] = self.make(session.setup.seats[turn], turn)
        began = window.performance.now()
        move = self.players[turn].choose(state.view(turn))
        self.think.push(window.performance.now() - began)
        self.apply(move)


class Turns:
    """Whose turn it is, and what comes of it: a person is told (``announce``), a computer
    moves after the pace's pause, nothing while a dialog is open (``dialog_open``), the round's
    summary is up or the page is hidden (the move waits until the table is seen again)."""

    def __init__(self, computers: Computers, session: Callable[[], Any],
                 dialog_open: Callable[[], bool], announce: Callable[[int], None]) -> None:
        self.computers = computers
        self.session = session
        self.dialog_open = dialog_open
        self.announce = announce
        self.ready_for: int | None = None
        """The hot-seat seat whose person said "I'm ready" (the cover lifted for them)."""

    @property
    def viewer(self) -> int | None:
        s = self.session()
        return viewer(s.setup, s.state.to_move, self.ready_for)

    @property
    def handoff(self) -> int | None:
        s = self.session()
        return handoff(s.setup, s.state.to_move, self.ready_for, s.end is not None)

    def mine(self) -> bool:
        """Whether the person on view may move now (no computer's move pending)."""
        seat = self.viewer
        s = self.session()
        return (seat is not None and s.state.to_move == seat and s.end is None
                and self.computers.timer is None)

    def step(self, announce: bool = True) -> None:
        """Whose turn is it: a computer moves after a pause; a person is told."""
        s = self.session()
        if self.computers.timer is not None or s.end is not None or self.dialog_open():
            return
        turn = s.state.to_move
        if turn is None:
            return
        if s.setup.is_human(turn):
            if self.handoff is None and announce:
                self.announce(turn)
            return
        if page_hidden():  # the computer moves when the table is seen again
            return
        self.computers.schedule(PACES[s.setup.pace])
