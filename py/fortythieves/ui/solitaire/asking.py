"""What the solitaire table asks and says around its deals, worded (pure): leaving a deal in
progress, a deal by number, the "no more moves" question, the welcome of a new deal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import MAX_DEAL, GameError, check_deal
from ..shell import text
from ..shell.urls import parse_deal
from . import solver_text
from . import words as solitaire_words

if TYPE_CHECKING:
    from ...i18n import Messages

Buttons = list[tuple[str, str]]


def leave_dialog(msg: Messages, action: str, embedded: bool) -> tuple[str, list[str], Buttons]:
    """Leaving a deal in progress, or handing it to the solver, counts as a game lost: the
    question, why, and its buttons (in a frame, which counts nothing, the moves are lost)."""
    label = solver_text.LABELS[action] if action == "solution" else text.UI[action]
    question, why = solitaire_words.LEAVE[action]
    if embedded:
        why = solitaire_words.LEAVE_FRAMED[action]
    return (msg(question), [msg(why)],
            [(action, msg(label)), ("close", msg(text.UI["keep_playing"]))])


def deal_dialog(msg: Messages, in_progress: bool) -> tuple[str, list[str], Buttons]:
    """The question for a deal by number (a deal in progress counts as lost: said first)."""
    leaving = [msg(solitaire_words.LEFT_LOST)] if in_progress else []
    return (msg(text.UI["deal_number"]).rstrip("…"), [*leaving, msg(text.UI["deal_prompt"])],
            [("play-deal", msg(text.UI["play"])), ("close", msg(text.UI["cancel"]))])


def read_deal_field(raw: str, msg: Messages) -> tuple[int | None, str]:
    """The deal typed in the dialog (thousands separators and "#" aside), or why it is none."""
    deal = parse_deal(raw.strip().replace(",", "").replace("#", ""))
    try:
        check_deal(deal)
    except GameError:
        return None, msg.reason("bad-deal", {"max": msg.number(MAX_DEAL)})
    return deal, ""


def stuck_dialog(msg: Messages, solver_buttons: Buttons) -> tuple[str, list[str], Buttons]:
    """No more moves: the solver's offers, then undo, restart or a new deal."""
    return (msg(solitaire_words.STUCK_TITLE), [msg(solitaire_words.STUCK_TEXT)],
            [*solver_buttons, ("undo", msg(text.UI["undo"])),
             ("restart", msg(text.UI["restart"])), ("new", msg(text.UI["new"]))])


def welcome_lines(msg: Messages, numbered: bool, home: int,
                  daily: dict[str, Any] | None = None) -> list[str]:
    """How to move cards (the deal's number is on the line just before), and the cards that
    went home as the deal was laid out (S-51): an ace already home at move 0 puzzled a
    newcomer. A daily deal (``daily``: its date and deal) says so first."""
    return [*([msg(text.STATUS["daily"], **daily)] if daily else []),
            msg(text.STATUS["welcome" if numbered else "welcome_position"]),
            *([msg(text.STATUS["dealt_home"], count=home)] if home else [])]
