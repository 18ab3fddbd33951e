"""The New game panel of a seated table: the seats an address asks for (pure), the players,
seats and pace read back from the panel's fields, and the panel itself (:class:`SetupPanel`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..shell import text
from ..shell.chrome import by_id
from ..shell.dom import present
from .seats import HUMAN, Setup

if TYPE_CHECKING:
    from ...i18n import Messages
    from ..shell.chrome import Chrome
    from ..shell.urls import TableParams


def seats_from(setup: Setup, params: TableParams) -> Setup:
    """The address's ``seats`` and ``pace`` on a setup. A seat the address names wrongly is
    the usual one: you in the first, else a computer of the normal level (``fix``), so that a
    mistyped link still seats the person who opens it."""
    if params.seats is not None:
        setup.seats = [s or (HUMAN if n == 0 else "") for n, s in enumerate(params.seats)]
    if params.pace:
        setup.pace = params.pace
    return setup.fix()


def read_seats(form: Setup) -> Setup:
    """The panel's players, seats and pace into ``form``."""
    players = by_id("setup-players")
    if present(players):
        form.players = int(str(players.value))
    seats = []
    for p in range(form.players):
        el = by_id(f"setup-seat-{p}")
        seats.append(str(el.value) if present(el) else (form.seats + ["normal"] * 6)[p])
    form.seats = seats
    pace = by_id("setup-pace")
    if present(pace):
        form.pace = str(pace.value)
    return form


def resized(form: Setup) -> Setup:
    """The panel's form after its number of players changed: a seat for each (fixed)."""
    form.seats = (form.seats + ["normal"] * 6)[: form.players]
    return form.fix()


class SetupPanel:
    """The New game panel: opened on a copy of a setup, drawn again when its number of
    players changes, read back on Start (a field that does not read keeps it open)."""

    def __init__(self, chrome: Chrome, msg: Callable[[], Messages], title: str,
                 html: Callable[[Setup], str], read: Callable[[], Setup],
                 problem: Callable[[], tuple[str, str] | None],
                 leaving: Callable[[], list[str]]) -> None:
        self.chrome = chrome
        self.title = title
        self.msg = msg
        self.html = html
        self.read = read
        self.problem = problem
        self.leaving = leaving
        self.form: Setup | None = None
        """The setup the panel shows, kept while it is open."""
        self.linked: tuple[int | None, list[str]] = (None, [])
        """The deal and moves of a link that named no setup, laid out behind the panel it
        opens: its Start deals them (it dealt a random game, and a shared "deal 5" was lost)."""

    def open(self, current: Setup, setup: Setup | None = None) -> None:
        """The panel on ``setup`` (else the form open before, else ``current``)."""
        if self.form is None or setup is not None:
            base = setup or current
            self.form = type(base).from_dict(base.to_dict())
        msg = self.msg()
        self.chrome.open_dialog(
            "setup", msg(self.title), self.leaving(),
            [("start", msg(text.BOARD["start"])), ("close", msg(text.UI["cancel"]))],
            html=self.html(self.form),
        )

    def changed(self, target_id: str, current: Setup) -> None:
        """A field changed: another number of players draws the panel again, a seat each."""
        if self.chrome.dialog_kind != "setup" or target_id != "setup-players":
            return
        self.form = resized(self.read())
        self.open(current)
        players = by_id("setup-players")
        if present(players):
            players.focus()

    def started(self) -> tuple[Setup, int | None, list[str]] | None:
        """Start: the setup read, with the link's deal and moves; ``None``: a field does not
        read (said, the panel stays open)."""
        problem = self.problem()
        if problem is not None:
            field, why = problem
            self.chrome.dialog_error(why, field)
            by_id(field).focus()
            return None
        setup = self.read()
        self.form = None
        self.chrome.close_dialog()
        (deal, moves), self.linked = self.linked, (None, [])
        return setup, deal, moves

    def forget(self) -> None:
        """The panel closed without a start: the game behind it goes on as it is."""
        self.form = None
        self.linked = (None, [])
