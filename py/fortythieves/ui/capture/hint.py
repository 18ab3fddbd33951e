"""A hint at the capture games' table: where the move the hard computer would make (reading the
person's view only) is made on the table, and its words. Pure Python: :mod:`.capture_app`
selects the card, marks the place and says the words."""

from __future__ import annotations

from typing import NamedTuple

from ...cards import NAMES
from ...i18n import Translate
from ...thief.common import TableState
from ...thief.moves import DECLINE, END, PAIR, STEAL, TAKE, Move
from ..seated.markup import seat_name
from .session import INSTEAD, CaptureSession, targets
from .story import name_of
from .words import CAPTURE, MIDDLE_WORDS


class HintPlace(NamedTuple):
    """The hand card to select (its ``data-card`` key; ``None`` for a button of its own) and a
    selector of the control that makes the move once that card is selected."""

    card: str | None
    place: str


def hint_place(state: TableState, move: Move) -> HintPlace:
    """Where ``move`` is made: a re-capture and letting go are the prompt's buttons, ending a
    turn its button; a card's move is that card, then its pile, the middle or its pair."""
    if move.kind == END:
        return HintPlace(None, '[data-act="end"]')
    if move.kind == DECLINE:
        return HintPlace(None, '[data-act="let-go"]')
    card = NAMES[move.card]
    if state.phase == "recapture":
        return HintPlace(None, f'[data-act="recap"][data-with="{card}"]')
    if move.kind == PAIR:
        other = NAMES[move.arg]
        twin = "~" if other == card else ""  # two decks: the pair of one card's two copies
        return HintPlace(card, f'.hcard[data-card="{other}{twin}"]')
    if move.kind == STEAL:
        return HintPlace(card, f'.cpile[data-pile="{move.arg}"]')
    if targets(state, card).get(INSTEAD) == move:
        return HintPlace(card, '[data-act="discard"]')
    return HintPlace(card, ".middle")


def hint_words(session: CaptureSession, state: TableState, move: Move, msg: Translate) -> str:
    """The hint said in words, as the table names its places."""
    words = CAPTURE
    if move.kind == END:
        return msg(words["hint_end"])
    if move.kind == DECLINE:
        return msg(words["hint_let"])
    card = name_of(NAMES[move.card], msg)
    if state.phase == "recapture":
        return msg(words["hint_recap"], card=card)
    if move.kind == PAIR:
        return msg(words["hint_pair"], card=card, other=name_of(NAMES[move.arg], msg))
    if move.kind == STEAL and move.arg == state.to_move:
        return msg(words["hint_join"], card=card)
    if move.kind == STEAL:  # Gharat's rules take from another pile, a partner's too (G-7)
        key = "hint_steal" if state.PACKETS else "hint_take_from"
        return msg(words[key], card=card, victim=seat_name(session, move.arg, msg))
    key = "hint_take" if move.kind == TAKE else "hint_discard"
    return msg(MIDDLE_WORDS[state.game.id][key], card=card)
