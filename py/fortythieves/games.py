"""Every game of the site by its id, so the view, the command line and tests look them up
the same way: ``get_game("solitaire/maria", scoring=True)``."""

from __future__ import annotations

from typing import Any

from .board import BoardGame
from .engine import CorruptSave, Game, GameError
from .solitaire import VARIANTS, SolitaireGame
from .thief import THIEF_GAMES

SOLITAIRE_IDS = tuple(v.id for v in VARIANTS.values())
MULTIPLAYER_IDS = (BoardGame.id, *THIEF_GAMES)
GAME_IDS = SOLITAIRE_IDS + MULTIPLAYER_IDS


def get_game(game_id: str, **options: Any) -> Game:
    """The game with this id and options; an unknown id raises ``GameError("unknown-game")``,
    an option the game does not take, or a value of the wrong type, ``GameError``."""
    if not isinstance(game_id, str):
        raise GameError("unknown-game", game=game_id)
    family, _, key = game_id.partition("/")
    if family == "solitaire" and key in VARIANTS:
        scoring = _known(options, ("scoring",)).get("scoring", False)
        if not isinstance(scoring, bool):
            raise GameError("bad-option", option="scoring")
        return SolitaireGame(VARIANTS[key], scoring=scoring)
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
    """Rebuild any saved game (its ``game`` and ``options`` fields say which); anything that
    is not a save of ours raises :class:`CorruptSave`."""
    options = data.get("options", {}) if isinstance(data, dict) else None
    if not isinstance(options, dict) or not all(isinstance(name, str) for name in options):
        raise CorruptSave("bad-save", detail="format")
    try:
        game = get_game(data.get("game", ""), **options)
    except GameError:
        raise CorruptSave("wrong-game", game=data.get("game")) from None
    return game.state_from_json(data)
