"""The Thief family: Thief, Four Card Thief and Gharat (seeds/thief.md).

``ThiefGame(players=2..6)`` (id ``thief``), ``FourCardThiefGame(players=2..6)`` (``four-card``)
and ``GharatGame(players=2..4, partners=...)`` (``gharat``) follow the protocol of
``fortythieves.engine``; their moves share one notation (:class:`Move`).
"""

from .common import TableGame, TableState
from .fourcard import FOUR_CARD_VALUES, FourCardState, FourCardThiefGame
from .gharat import GHARAT_VALUES, GharatGame, GharatState
from .moves import DECLINE, DISCARD, END, PAIR, STEAL, TAKE, Move
from .thief import THIEF_VALUES, ThiefGame, ThiefState
from .views import visible_events

THIEF_GAMES = {game.id: game for game in (ThiefGame, FourCardThiefGame, GharatGame)}
"""Game classes by id: ``THIEF_GAMES["gharat"](players=3)``."""

__all__ = [
    "DECLINE",
    "DISCARD",
    "END",
    "FOUR_CARD_VALUES",
    "GHARAT_VALUES",
    "PAIR",
    "STEAL",
    "TAKE",
    "THIEF_GAMES",
    "THIEF_VALUES",
    "FourCardState",
    "FourCardThiefGame",
    "GharatGame",
    "GharatState",
    "Move",
    "TableGame",
    "TableState",
    "ThiefGame",
    "ThiefState",
    "visible_events",
]
