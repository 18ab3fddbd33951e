"""Which session the solitaire table takes next: a new deal, the same deal again, another game,
the link's deal offered at the start. Leaving a started, unwon deal for any of them counts as a
game lost (S-43 ruling); the table only puts the chosen session on view (``put``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine import GameError, random_deal
from ...games import variant_key
from ...solitaire.daily import daily_deal
from ..shell import text
from ..shell.dom import local_today
from ..shell.panels import record
from ..shell.records import Result
from .opening import Notes, load_saved, scored
from .session import Session

if TYPE_CHECKING:
    from ..shell.chrome import Chrome
    from ..shell.saves import Settings
    from .solver_panel import SolverPanel

Status = tuple[str, dict[str, Any]]


class Deals:
    """Chooses the next session; ``current()`` is the one on the table."""

    def __init__(self, settings: Settings, solver: SolverPanel, chrome: Chrome,
                 current: Callable[[], Session], clock_now: Callable[[], float],
                 put: Callable[[Session, Status | None], None],
                 welcome: Callable[[], None]) -> None:
        self.settings = settings
        self.solver = solver
        self.chrome = chrome
        self.current = current
        self.clock_now = clock_now
        self.put = put
        self.welcome = welcome

    def abandon(self) -> None:
        """The deal in progress left: a game lost, which ends the run of wins. It has no score:
        a deal's score is a won deal's, with its bonuses (the cards home when it was left made a
        best score of 0 or 500 out of lost deals)."""
        s = self.current()
        if s.in_progress:
            s.counted = True
            record(s.game_id, Result(False, self.clock_now(), None), daily=s.daily)

    def new_deal(self, deal: int | None = None) -> None:
        self.abandon()
        game_id = self.current().game_id
        chosen = deal or self.solver.deal_for(game_id)
        proved = (deal is None and self.solver.winnable_only  # says so, where it is one
                  and chosen in self.solver.pool(game_id).deals)
        session = Session.new(game_id, chosen, self.settings.scoring)
        self.put(session, (text.STATUS["new_winnable" if proved else "new_game"],
                           {"deal": chosen}))

    def daily(self) -> None:
        """Today's daily deal of this game, on the player's calendar: the same deal for
        everyone today, counted in the day's own record too."""
        self.abandon()
        game_id, day = self.current().game_id, local_today()
        deal = daily_deal(variant_key(game_id), day)
        session = Session.new(game_id, deal, self.settings.scoring)
        session.daily = day.isoformat()
        self.put(session, (text.STATUS["daily"], {"date": session.daily, "deal": deal}))

    def restart(self) -> None:
        self.abandon()
        current = self.current()
        try:
            session = scored(current.restarted(), self.settings.scoring)
        except GameError:
            session = Session.new(current.game_id, random_deal(), self.settings.scoring)
        self.put(session, None)
        deal = session.state.deal
        if deal is None:
            self.welcome()
        else:
            self.chrome.say(text.STATUS["restarted"], deal=deal)

    def switch(self, game_id: str) -> None:
        """Another solitaire: its save where there is one, else a new deal of it."""
        notes: Notes = []
        saved = load_saved(game_id, notes)
        if saved:
            session = scored(saved, self.settings.scoring)
        else:
            session = Session.new(game_id, self.solver.deal_for(game_id), self.settings.scoring)
        if notes:
            self.put(session, notes[0])
        elif session.started:
            self.put(session, (text.STATUS["resumed"], {}))
        else:  # how to play is news: a deal not yet moved in
            self.put(session, None)
            self.welcome()

    def take_offer(self, offer: Session) -> None:
        """The link's deal after all: the one in progress counts as lost."""
        self.abandon()
        self.put(offer, (text.STATUS["new_game"], {"deal": offer.state.deal}))

    def solver_moves(self) -> None:
        """The solver is about to play a move of "Show solution" (S-52 ruling): from then on
        a win is not the player's, and a deal the player had started counts as lost now."""
        s = self.current()
        if not s.solved:
            self.abandon()
            s.solved = s.counted = True
