"""Every game of the site by its id, so the view, the command line and tests look them up
the same way: ``get_game("solitaire/maria", scoring=True)``."""

from __future__ import annotations

from typing import Any

from .engine import Game, GameError
from .solitaire import VARIANTS, SolitaireGame

SOLITAIRE_IDS = tuple(v.id for v in VARIANTS.values())
GAME_IDS = SOLITAIRE_IDS


def get_game(game_id: str, **options: Any) -> Game:
    """The game with this id and options; an unknown id raises ``GameError("unknown-game")``."""
    family, _, key = str(game_id).partition("/")
    if family == "solitaire" and key in VARIANTS:
        return SolitaireGame(VARIANTS[key], scoring=bool(options.get("scoring", False)))
    raise GameError("unknown-game", game=game_id)


def state_from_json(data: Any) -> Any:
    """Rebuild any saved game (its ``game`` and ``options`` fields say which)."""
    from .engine import CorruptSave

    if not isinstance(data, dict) or not isinstance(data.get("options", {}), dict):
        raise CorruptSave("bad-save", detail="format")
    try:
        game = get_game(data.get("game", ""), **data.get("options", {}))
    except GameError:
        raise CorruptSave("wrong-game", game=data.get("game")) from None
    return game.state_from_json(data)
