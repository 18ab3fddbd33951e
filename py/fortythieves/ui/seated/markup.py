"""Words and markup every seated table shares (the board game's and the capture games'):
what one person at the table may see (:class:`Seen`), whom a seat is, a team's name, a seat's
flags, a hand card's spoken name, the hot-seat cover.

Pure Python (no browser); ``session`` is any seated session, or a :class:`Seen` (either has a
``setup`` and a ``game``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any, Self

from ...i18n import Oblique, Translate
from ..shell import text
from .seats import HUMAN, handoff_html, last_events

Said = Callable[[list[dict[str, Any]]], list[str]]
"""A move's events in sentences, as a table's live region says them."""


@dataclass(frozen=True)
class Seen:
    """What one person at a seated table may see, and all that its markup draws from: the
    engine's ``view`` for ``viewer`` (``None``: no one's hand, as while a hot-seat device
    changes hands), the ``setup`` and the ``game``'s rules (public), and the events of the
    last move as the viewer saw them (``last``). It holds no state: the other hands and the
    order of the stock are not in it, so the markup cannot show them."""

    setup: Any
    game: Any
    viewer: int | None
    view: dict[str, Any]
    last: tuple[dict[str, Any], ...] = ()

    @classmethod
    def of(cls, session: Any, viewer: int | None, state: Any = None) -> Self:
        """What ``viewer`` may see of ``state`` (by default the session's); when the decision
        is theirs, with what their hand may do (:meth:`choices`)."""
        state = session.state if state is None else state
        view = state.view(viewer)
        last = tuple(cls.told(last_events(state), viewer)) if state.history else ()
        mine = viewer is not None and state.to_move == viewer
        return cls(session.setup, state.game, viewer, view, last,
                   **(cls.choices(state, view) if mine else {}))

    @staticmethod
    def told(events: list[dict[str, Any]], viewer: int | None) -> list[dict[str, Any]]:
        """``events`` as ``viewer`` may see them: the engine's filter of the game."""
        raise NotImplementedError

    @staticmethod
    def choices(state: Any, view: dict[str, Any]) -> dict[str, Any]:
        """The fields of a table's own that say what the viewer, whose decision it is, may do
        (from the legal moves of their hand: no more than their own hand tells)."""
        return {}


def seat_name(session: Any, player: int, msg: Translate) -> str:
    """"Computer 2", "Player 1", or "You" (whose `{name.oblique}` is "you" mid-sentence)."""
    setup = session.setup
    if setup.seats[player] != HUMAN:
        return msg(text.BOARD["computer"], n=player + 1)
    if len(setup.humans) == 1:
        return Oblique(msg(text.BOARD["you"]), msg(text.BOARD["you_oblique"]))
    return msg(text.BOARD["player"], n=player + 1)


def team_name(side: int, msg: Translate) -> str:
    """A partnership's name ("Team A", "टीम क"), at the board and the capture tables."""
    return msg(text.BOARD["team"], letter=msg(text.TEAM_LETTERS[side]))


def partner_words(session: Any, msg: Translate) -> list[str]:
    """For four players in two teams, seats 1 and 3 against 2 and 4 (the board game's, B-80;
    Gharat's partnerships, G-13), with one person: whom they play with, and as which team (a
    phone's seats leave the team to the chips' colours)."""
    humans = session.setup.humans
    if len(humans) != 1:
        return []
    you = humans[0]
    return [msg(text.BOARD["team_with"], partner=seat_name(session, (you + 2) % 4, msg),
                team=team_name(you % 2, msg))]


def flags_html(flags: list[tuple[str, str]]) -> str:
    """A seat's flags ("to play", "dealer"), each its own span, so that a narrow seat can leave
    one to screen readers (``data-flag``) while the others show."""
    if not flags:
        return ""
    spans = "".join(f'<span data-flag="{key}">{escape(words)}</span>' for key, words in flags)
    return f'<span class="seat-flags">{spans}</span>'


def hand_card_words(name: str, idle: bool, msg: Translate) -> str:
    """A hand card's name, and on one's turn whether it cannot be played: the grey that shows
    it is not heard (WCAG 1.4.1)."""
    return f"{name} — {msg(text.BOARD['no_play'])}" if idle else name


def spoken(words: str) -> str:
    """A control's name as hidden text inside it (words not yet escaped). A name from content,
    rather than an ``aria-label`` that the picture's own letters (a card's rank, a pile's
    count) would not match, keeps what is seen and what is heard in step (WCAG 2.5.3)."""
    return f'<span class="sr-only">{escape(words)}</span>'


def cover_html(session: Any, seat: int, msg: Translate, words: Said, why: str = "",
               teams: bool = False) -> str:
    """The hot-seat cover for ``seat`` (any table whose session has a ``setup``): the moves
    since that person last played, in ``words`` (the live region's, as everyone may see
    them); ``why``, a sentence before the usual one, when the device changes hands mid-turn;
    with ``teams`` (four players, partners opposite), whom that person plays with: a phone's
    seats show the teams only by their chips' colours, and no one at a shared device is told
    it otherwise."""
    name = seat_name(session, seat, msg)
    team = (msg(text.BOARD["team_of"], name=name, partner=seat_name(session, (seat + 2) % 4, msg),
                team=team_name(seat % 2, msg)) if teams else "")
    body = " ".join(filter(None, (why, msg(text.BOARD["handoff_text"], name=name), team)))
    return handoff_html(seat, msg(text.BOARD["handoff_title"], name=name), body,
                        msg(text.BOARD["ready"]),
                        (msg(text.BOARD["moves"]), msg(text.BOARD["scores"])),
                        recent_moves(session, seat, msg, words))


def recent_moves(session: Any, seat: int, msg: Translate,
                 words: Said) -> tuple[str, list[str], str]:
    """The cover's heading and lines for the moves since ``seat`` last played (or since the
    round or hand began): at a table of three or more, the person coming back to the device
    missed them. Nothing for one move: the line under the toolbar says it. The page shows the
    latest few, and then the last of the three, which says where the others are (seated.css)."""
    played, moves = session.moves_since(seat)
    lines = [line for line in (" ".join(words(events)) for events in moves) if line]
    if len(lines) < 2:
        return "", [], ""
    name = seat_name(session, seat, msg)
    heading = msg(text.BOARD["since_turn" if played else "so_far"], name=name)
    return heading, lines, msg(text.BOARD["earlier_moves"])
