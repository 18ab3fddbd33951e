"""Every game of the site by its id, so the view, the command line and tests look them up
the same way: ``get_game("solitaire/maria", scoring=True)``."""

from __future__ import annotations

from typing import Any

from .board import BoardGame
from .engine import Game, GameError
from .solitaire import VARIANTS, SolitaireGame
from .thief import THIEF_GAMES

SOLITAIRE_IDS = tuple(v.id for v in VARIANTS.values())
MULTIPLAYER_IDS = (BoardGame.id, *THIEF_GAMES)
GAME_IDS = SOLITAIRE_IDS + MULTIPLAYER_IDS


def get_game(game_id: str, **options: Any) -> Game:
    """The game with this id and options; an unknown id raises ``GameError("unknown-game")``."""
    family, _, key = str(game_id).partition("/")
    if family == "solitaire" and key in VARIANTS:
        scoring = _known(options, ("scoring",)).get("scoring", False)
        return SolitaireGame(VARIANTS[key], scoring=bool(scoring))
    if game_id == BoardGame.id:
        return BoardGame(**_known(options, ("players", "rounds", "three_strikes")))
    if game_id in THIEF_GAMES:
        names = ("players", "partners") if game_id == "gharat" else ("players",)
        return THIEF_GAMES[game_id](**_known(options, names))
    raise GameError("unknown-game", game=game_id)


def _known(options: dict[str, Any], names: tuple[str, ...]) -> dict[str, Any]:
    """The options a game takes; any other name is refused rather than silently ignored."""
    for name in options:
        if name not in names:
            raise GameError("bad-option", option=name)
    return options


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
