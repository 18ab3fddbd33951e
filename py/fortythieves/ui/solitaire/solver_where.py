""""Where did I lose it?" worded (pure): the positions a player stood at in a game, and the walk's
answer (:mod:`...solitaire.lost_where`, run in the solver's worker) as the solver's line says it,
with the move that lost the game and what would have kept it winnable."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...solitaire.lost_where import FOUND, NEVER, STILL
from ...solitaire.moves import REDEAL, STOCK, Move
from ...solitaire.position import Exact
from ...solitaire.state import SolitaireState
from . import solver_text as words
from .narration import moved_words, top_cards
from .session import Session
from .solver_memory import exact_key

if TYPE_CHECKING:
    from ...i18n import Translate

def stops(groups: list[int]) -> list[int]:
    """The history lengths the player stood at (the table's undo steps, :class:`.Session`'s
    ``groups``): after the deal and the cards it sent home, then after each action. The
    position after ``n`` of them is the one before the player's move ``n + 1``."""
    at = [0]
    for group in groups:
        if group < 0:  # the deal's own cards home: part of the start
            at = [at[-1] - group]
        else:
            at.append(at[-1] + group)
    return at


def before(state: SolitaireState, stop: int) -> SolitaireState:
    """The position of ``state``'s game after its first ``stop`` moves."""
    work = state.copy()
    while len(work.history) > stop:
        work.pop()
    return work


def actions_back(session: Session, key: Exact) -> int | None:
    """How many of the player's actions to undo to reach the position ``key`` (``None``: it
    is none of this game's positions up to now; the player may have moved on, or undone)."""
    walk = session.state.copy()
    back = 0
    while exact_key(walk) != key:
        if back == len(session.groups) or session.groups[-1 - back] < 0:
            return None
        for _ in range(session.groups[-1 - back]):
            walk.pop()
        back += 1
    return back


def move_said(state: SolitaireState, move: Move, msg: Translate, advice: bool = False) -> str:
    """``move``, played from ``state`` (``advice``: to play, as a hint says it), in words
    without a full stop."""
    if move.src == STOCK:
        return msg(words.HINT["draw"])
    if move.src == REDEAL:
        return msg(words.HINT["redeal"])
    card = top_cards(state, move.src, move.count)[0]
    return moved_words(card, move.dst, msg, move.src, advice, move.count).rstrip(".।")


@dataclass
class Answer:
    """The walk's answer on the solver's line: its sentences and, when an earlier position was
    proved winnable, the move to rewind to (the position before it)."""

    lines: list[str]
    rewind_to: int | None


def answer(report: dict[str, Any], state: SolitaireState, at: list[int],
           msg: Translate) -> Answer:
    """The worker's ``report`` of the walk over ``state``'s history at the positions ``at``."""
    verdict, low, high = report["verdict"], report["winnable"], report["lost"]
    cost = {"states": msg.number(report["states"]),
            "seconds": words.seconds_words(report["seconds"])}
    if verdict == STILL:
        return Answer([msg(words.WHERE["still"], **cost)], None)
    if verdict == NEVER:
        return Answer([msg(words.WHERE["never"], **cost)], None)
    if verdict == FOUND:
        start = before(state, at[low])
        move = Move.parse(report["move"], start)
        lines = [msg(words.WHERE["found"], n=low + 1, move=move_said(start, move, msg)),
                 msg(words.WHERE["instead"], move=_first_said(start, report["moves"], msg)),
                 msg(words.WHERE["cost"], **cost)]
        return Answer(lines, low + 1)
    if low is not None and high is not None:
        key, params = "between", {"first": low + 1, "last": high}
    elif low is not None:
        key, params = "winnable_only", {"first": low + 1}
    elif high is not None:
        key, params = "lost_only", {"last": high}
    else:
        key, params = "unknown", {}
    return Answer([msg(words.WHERE[key], **params, **cost)], None if low is None else low + 1)


def _first_said(state: SolitaireState, line: list[str], msg: Translate) -> str:
    """The first move of a winning line from ``state``, in words (one: the solver's line
    floats over the cards, and Hint gives the next ones after the rewind)."""
    return move_said(state, Move.parse(line[0], state), msg, advice=True)
