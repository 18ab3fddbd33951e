"""Which deal a solitaire table opens with: the address's, the save's, or a fresh one; and what
is to be said of the choice (notes, and the address's problems), written down as it is made.

The functions take what they need (the address, the scoring and automatic-move settings) and
return sessions: the table puts them on view.
"""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING, Any

from ...engine import CorruptSave, GameError, random_deal
from ...games import SOLITAIRE_IDS, get_game, variant_key
from ...solitaire.daily import daily_deal
from ..shell import saves, text
from ..shell.boot_plan import Asked, Saved, boot_plan
from ..shell.dom import local_today, storage_get, storage_move, window
from ..shell.urls import Problem, clipped, explain, read_daily, read_deal, read_moves
from .session import Session, load_session, salvage_session

if TYPE_CHECKING:
    from ...i18n import Messages
    from ..shell.saves import Settings
    from ..shell.urls import Query

DEFAULT_GAME = "solitaire/classic"
Notes = list[tuple[str, dict[str, Any]]]


class Opening:
    """The session a start opens, and the link's deal offered over a game in progress."""

    def __init__(self, session: Session, resumed: bool, offer: Session | None = None) -> None:
        self.session = session
        self.resumed = resumed
        self.offer = offer
        """The deal a link named while another was in progress, its moves played up to the
        first that cannot be: put on the table only if the player says so."""


def choose_session(query: Query, notes: Notes, problems: list[Problem],
                   settings: Settings) -> Opening:
    """The address's game, or the save, as :func:`.boot_plan.boot_plan` decides; a fresh deal
    when there is neither (notes said of what went wrong)."""
    game_id = query.game or saves.last_game(storage_get(saves.LAST_KEY)) or DEFAULT_GAME
    try:
        get_game(game_id)
    except GameError:
        if query.game:
            notes.append((text.STATUS["bad_url_game"], {"game": clipped(query.game)}))
        game_id = DEFAULT_GAME
    deal, bad_deal = read_deal(query.deal)
    day, bad_day = read_daily(query.daily, local_today())
    if day is not None:  # it names the deal (over a deal= of its own)
        deal, bad_deal = daily_deal(variant_key(game_id), day), []
    query.moves, bad_moves = read_moves(query.moves, deal)
    problems += bad_deal + bad_day + bad_moves
    saved = load_saved(game_id, notes)
    plan = boot_plan(Asked(deal, tuple(query.moves or ())),
                     None if saved is None else Saved(saved.state.deal, saved.in_progress))
    if saved is not None and plan.resume and not plan.offer:
        return Opening(scored(saved, settings.scoring), True)
    linked = linked_session(game_id, deal or random_deal(), query.moves or [], problems, settings)
    linked.daily = None if day is None else day.isoformat()
    if saved is not None and plan.offer:  # the link's moves are played first, so that what
        # cannot be played is said before the question
        return Opening(scored(saved, settings.scoring), True, linked)
    return Opening(linked, False)


def fallback(notes: Notes, settings: Settings) -> Opening:
    """What opens when the address (or anything else) broke the start: the game played last,
    as saved (a damaged save set aside and said by :func:`load_saved`), else a fresh deal of
    that game, which has no save to lose."""
    notes.append((text.STATUS["start_failed"], {}))
    last = saves.last_game(storage_get(saves.LAST_KEY))
    game_id = last if last in SOLITAIRE_IDS else DEFAULT_GAME
    saved = load_saved(game_id, notes)
    if saved:
        return Opening(scored(saved, settings.scoring), True)
    session = Session.new(game_id, random_deal(), settings.scoring)
    if settings.auto:
        session.settle()
    return Opening(session, False)


def linked_session(game_id: str, deal: int, moves: list[str], problems: list[Problem],
                   settings: Settings) -> Session:
    """The deal a link names, with its moves played up to the first that cannot be."""
    session = Session.new(game_id, deal, settings.scoring)
    failed = session.play_written(moves, settings.auto)
    if failed is not None:
        problems.append(Problem("move", moves[failed - 1], failed))
    return session


def load_saved(game_id: str, notes: Notes) -> Session | None:
    """The game's save; a damaged one is set aside whole, what still reads of it kept (said)."""
    key = saves.save_key(game_id)
    kept = storage_get(key)
    try:
        return load_session(kept, game_id)
    except Exception:  # noqa: BLE001 - a damaged or foreign save: say so, keep what reads
        window.console.warn(traceback.format_exc())
    storage_move(key, kept, saves.aside_key(key))
    rescued = salvage_session(kept, game_id)
    notes.append((text.STATUS["corrupt" if rescued is None else "salvaged"], {}))
    return rescued


def scored(session: Session, scoring: bool) -> Session:
    """``session`` under the player's scoring, where its save allows a change."""
    try:
        return session.with_scoring(scoring)
    except CorruptSave:
        return session


def start_notes(msg: Messages, problems: list[Problem], notes: Notes, kept: bool) -> list[str]:
    """What the start says when something went wrong: the address's problems (``kept``: the
    game in progress went on instead, said first) with the notes, so that nothing goes unsaid."""
    told = [msg(text.URL_KEPT)] if kept and problems else []
    return told + explain(problems, msg, kept) + [msg(m, **p) for m, p in notes]
