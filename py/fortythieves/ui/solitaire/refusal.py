"""Why a solitaire move is refused, beyond the engine's rule (pure): "Ten of clubs cannot go on
King of clubs." before a building rule, which alone does not say which rank or suit was wrong."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...solitaire.moves import WASTE, Move
from ..shell import text
from ..shell.cardface import card_name
from .narration import top_cards

if TYPE_CHECKING:
    from ...i18n import Messages
    from ...solitaire.state import SolitaireState


def refusal_detail(state: SolitaireState, move: Move,
                   reason: str) -> Callable[[Messages], str] | None:
    """The sentence before the rule: a building rule broken on a column with cards."""
    lay = state.layout
    if not reason.startswith("build-") or move.dst >= WASTE or not lay.cols[move.dst]:
        return None
    card = top_cards(state, move.src, move.count)[0]
    target = lay.cols[move.dst][-1]
    return lambda msg: msg(text.STATUS["not_on"], card=card_name(card, msg),
                           target=card_name(target, msg))
