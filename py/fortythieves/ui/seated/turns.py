"""Whose turn it is at a seated table and who plays it: a person is told, a computer moves
after a pause a person can follow (:class:`Computers` keeps the computer players and the
pending move). Who sees the table is decided in :mod:`.whose_turn`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...players import Player, make_player
from ..shell.dom import handler, page_hidden, window
from ..shell.saves import pause_before
from .whose_turn import handoff, viewer

THINK_AFTER = 40
"""Ms a computer waits before thinking, so that the move before it is painted first."""


class Computers:
    """The table's computer players (made once a game, seeded by the deal and the seat), the
    hint's advisers, and the move pending while the table "thinks" (``root[data-thinking]``)."""

    def __init__(self, root: Any, session: Callable[[], Any],
                 apply: Callable[[Any], Any]) -> None:
        self.root = root
        self.session = session
        self.apply = apply
        self.timer: Any = None
        """The pending move's timer (thinking, then showing it), None when nothing is due."""
        self.due = 0.0
        """When the pending move is to be shown (``performance.now()``, ms)."""
        self.chosen: tuple[Any, Any, int] | None = None
        """The pending move, the state it was chosen in and that state's number of moves."""
        self.last_seat: int | None = None
        """The computer's seat that moved last, while no person has moved since: its next
        move goes on the same turn."""
        self.run = 0
        """The moves that seat's turn has shown so far (its follow-ups quicken)."""
        self.players: dict[int, Player] = {}
        self.advisers: dict[int, Player] = {}
        """The hint's computer player for each person's seat."""
        self.think = window.Array.new()
        window.ftThink = self.think  # each computer decision's choose() time, ms (bench/think.py)
        self._think_now = handler(self._think)
        self._show_now = handler(self._show)

    def reset(self) -> None:
        """A new game: new players for it, and no turn going on."""
        self.players = {}
        self.advisers = {}
        self.forget_turn()

    def forget_turn(self) -> None:
        """No computer's turn is going on: the next computer move starts a turn."""
        self.last_seat = None
        self.run = 0

    def next_pause(self) -> int:
        """Ms before the next computer move would be shown, from the move just shown: a
        follow-up while the same computer's turn goes on, else the pace's pause."""
        session = self.session()
        going_on = session.state.to_move == self.last_seat
        return pause_before(session.setup.pace, self.run if going_on else 0)

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
        """The next computer move shown ``delay`` ms from now, its thinking inside that time:
        it thinks once the last move has been painted (a frame or two), then waits out the
        rest."""
        self.root.dataset.thinking = "1"
        self.due = float(window.performance.now()) + delay
        self.timer = window.setTimeout(self._think_now, min(delay, THINK_AFTER))

    def pause(self) -> None:
        """The pending move called off (a new game; another tab plays this one; the tab is
        hidden)."""
        self.chosen = None
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
            self.root.dataset.thinking = "0"

    def _think(self) -> None:
        session = self.session()
        state = session.state
        turn = state.to_move
        if turn is None or session.setup.is_human(turn) or session.end is not None:
            self.pause()
            return
        if turn not in self.players:
            self.players[turn] = self.make(session.setup.seats[turn], turn)
        began = float(window.performance.now())
        self.chosen = (self.players[turn].choose(state.view(turn)), state, len(state.history))
        now = float(window.performance.now())
        self.think.push(now - began)
        self.timer = window.setTimeout(self._show_now, max(0.0, self.due - now))

    def _show(self) -> None:
        chosen, self.chosen = self.chosen, None
        state = self.session().state
        if chosen is None or chosen[1] is not state or chosen[2] != len(state.history):
            self._think()  # the game moved on meanwhile: a move for where it is now
            return
        self.timer = None
        self.root.dataset.thinking = "0"
        self.run = self.run + 1 if state.to_move == self.last_seat else 1
        self.last_seat = state.to_move
        self.apply(chosen[0])


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
            self.computers.forget_turn()
            if self.handoff is None and announce:
                self.announce(turn)
            return
        if page_hidden():  # the computer moves when the table is seen again
            return
        self.computers.schedule(self.computers.next_pause())
