"""A hint at the board game's table: the selection that leads to the move the hard computer
would make (reading the person's view only), the controls to mark, and its words. Pure Python:
:mod:`.board_app` selects, marks and says."""

from __future__ import annotations

from typing import NamedTuple

from ...board.moves import CONCEDE, PILE_NAMES, Move
from ...cards import NAMES
from ...i18n import Translate
from ..shell import text
from ..shell.cardface import card_name
from .session import BoardSession, preview, steal_space
from .story import pile_letter
from .view import Selection


class BoardHint(NamedTuple):
    """The selection that prepares ``move`` (a thief's pile opened and its card lifted, ready
    for Steal), the selectors of the controls to mark, and the space the move takes."""

    sel: Selection
    places: tuple[str, ...]
    space: int | None


def board_hint(session: BoardSession, move: Move) -> BoardHint:
    if move == CONCEDE:
        return BoardHint(Selection(), ('[data-act="concede"]',), None)
    card, pile = NAMES[move.card], PILE_NAMES[move.pile]
    if move.is_thief:
        space = steal_space(session.state, move.pile, move.lift)
        sel = Selection(card=card, pile=move.pile, lift=NAMES[move.lift], open_pile=move.pile)
        return BoardHint(sel, ('[data-act="steal"]', f'.space[data-space="{space}"]'), space)
    space = preview(session.state, card)[move.pile].space
    places = (f'.pile[data-pile="{pile}"]',)
    if space is not None:
        places += (f'.space[data-space="{space}"]',)
    return BoardHint(Selection(card=card), places, space)


def board_hint_words(hint: BoardHint, move: Move, msg: Translate) -> str:
    if move == CONCEDE:
        return msg(text.BOARD["hint_concede"])
    card, pile = card_name(move.card, msg), pile_letter(move.pile, msg)
    if move.is_thief:
        return msg(text.BOARD["hint_steal"], pile=pile, card=card_name(move.lift, msg),
                   space=hint.space)
    if hint.space is None:
        return msg(text.BOARD["hint_open"], pile=pile, card=card)
    return msg(text.BOARD["hint_play"], pile=pile, card=card, space=hint.space)
