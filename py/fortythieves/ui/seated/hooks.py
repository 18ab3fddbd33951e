"""What a seated table is told by its game: the hooks the board game's and the capture games'
tables fill in (:class:`.board.table.BoardApp`, :class:`.capture.table.CaptureApp`), apart from
what every seated table does with them (:class:`.table.SeatedApp`)."""

from __future__ import annotations

from typing import Any

from ...i18n import Translate
from ..shell import text
from ..shell.controller import TableController
from .seats import SeatedSession, Setup


class SeatedHooks(TableController):
    """A game's facts and drawing, asked of by the seated table; each raises until a game's
    table supplies it, or has a default every game may keep."""

    KIND = ""
    """``body[data-kind]`` and the class ``<kind>-table`` of ``#table``."""

    SESSION: type[SeatedSession] = SeatedSession
    """The game's session: a new game, a save's game as far as it still plays."""

    FOCUS_ATTRS: tuple[str, ...] = ("data-card", "data-act")
    """Attributes that name a control again after the table is redrawn (focus kept)."""

    WELCOME = ""

    HINT_LEVEL = "hard"
    """The computer level whose choice a hint shows."""

    DROP_PLACES = ""
    """What a hand card may be dragged onto (:class:`.hand_drag.HandDrag`)."""

    def show_motion(self) -> None:
        """The table's own CSS animations (a win's marks) stop with the player's setting too,
        not only with the system's wish (``#table[data-still]``)."""
        self.root.toggleAttribute("data-still", not self.motion)

    def new_session(self, setup: Setup, deal: int | None = None) -> Any:
        return self.SESSION.new(setup, deal)

    def load_session(self, text_: str | None) -> Any:
        raise NotImplementedError

    def setup_from(self, query: Any) -> Setup | None:
        raise NotImplementedError

    def setup_form_html(self, form: Setup) -> str:
        raise NotImplementedError

    def read_form(self) -> Setup:
        raise NotImplementedError

    def form_problem(self) -> tuple[str, str] | None:
        """A field of the New game panel that cannot be read as it stands: its id and why (the
        panel stays open, nothing changed), rather than a value quietly put right."""
        return None

    def render(self, events: list[dict[str, Any]] | None = None) -> None:
        raise NotImplementedError

    SUMMARY_DELAY = 700
    """Milliseconds between the move that ends a round or hand and its summary."""

    def describe_events(self, events: list[dict[str, Any]]) -> list[str]:
        """Sentences for the live region about what just happened."""
        raise NotImplementedError

    def summary(self) -> None:
        """The dialog at the end of a round or hand (``self.session.end``)."""
        raise NotImplementedError

    def deal_heading(self) -> str:
        """The round or hand in play, in words ("Round 2 of 10")."""
        raise NotImplementedError

    def deal_words(self) -> list[str]:
        """What the deal of the round or hand in play did that the table does not say, said as
        it begins (Four Card's first draw); none by default."""
        return []

    def winner_words(self, msg: Translate) -> str:
        """Who won the game, a sentence in ``msg``'s language (the game is over)."""
        raise NotImplementedError

    def scores_html(self) -> str:
        """The Scores dialog: the scoreboard, and once the game is over who won."""
        raise NotImplementedError

    def journal(self) -> tuple[str, str]:
        """The Moves dialog's title and list: the moves of the round or hand in play."""
        raise NotImplementedError

    def show_hint(self, move: Any) -> None:
        """Show the person where ``move`` is made (its card selected, :meth:`mark_hint`)."""
        raise NotImplementedError

    def run_extra(self, action: str) -> bool:
        """A dialog button of the subclass's own; ``False`` when it is not one."""
        return False

    SETUP_TITLE = text.BOARD["setup_title"]

    def on_new_game(self, setup: Setup) -> None:
        """Hook after a new game is set up (reset selections, menu options)."""

    def default_setup(self) -> Setup:
        return Setup.default()

    def _on_click(self, event: Any) -> None:
        raise NotImplementedError

    def pick_card(self, key: str, by_key: bool = False) -> None:
        raise NotImplementedError

    def _on_key(self, event: Any) -> None:
        raise NotImplementedError

    @property
    def has_teams(self) -> bool:
        """Four players in two partnerships (each table says when)."""
        raise NotImplementedError
