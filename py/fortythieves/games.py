"""Every game of the site, one record each: what the command line, the pages, the address
reader, the game picker, the tables and the tests know of the games, in one place:
``game_type("board").max_players``, ``get_game("solitaire/maria", scoring=True)``.

A record is modelled on OpenSpiel's ``GameType``: what a game is (id, family, kind of table,
player counts, the options it takes, its name), apart from the rules, which its game class
holds. Counts and defaults are read from the game classes, so the two cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal

from .board import BoardGame
from .board.game import DEFAULT_ROUNDS, MAX_ROUNDS
from .engine import CorruptSave, Game, GameError
from .i18n import N_
from .solitaire import VARIANTS, SolitaireGame
from .thief import FourCardThiefGame, GharatGame, TableGame, ThiefGame

Family = Literal["solitaire", "board", "thief"]
"""The rules a game belongs to: one file of ``seeds/`` and one rules page each."""
Table = Literal["solitaire", "board", "capture"]
"""The kind of table the page sets for a game."""


@dataclass(frozen=True)
class Option:
    """One option of a game: ``bool``, or a whole number from ``low`` to ``high``. ``default``
    is its value when not given; ``None`` when the game derives it from its other options
    (Gharat's partnerships: with four players), and then ``None`` may be given too. A refused
    value raises :class:`GameError` with ``reason``: ``bad-option`` names the option, any other
    reason is the game's own and carries the value and the most allowed (``bad-rounds``)."""

    name: str
    kind: type[bool] | type[int]
    default: Any
    low: int = 0
    high: int = 1
    reason: str = "bad-option"

    @property
    def values(self) -> tuple[Any, ...]:
        """Every value allowed, ``None`` aside."""
        return (False, True) if self.kind is bool else tuple(range(self.low, self.high + 1))

    def allows(self, value: Any) -> bool:
        if value is None:
            return self.default is None
        if self.kind is bool:
            return isinstance(value, bool)
        return type(value) is int and self.low <= value <= self.high

    def refusal(self, value: Any) -> GameError:
        if self.reason == "bad-option":
            return GameError(self.reason, option=self.name)
        return GameError(self.reason, **{self.name: value}, max=self.high)


@dataclass(frozen=True)
class GameType:
    """What the site knows of one game before it is set up. ``name`` is the message id of the
    game's name (English, marked for the catalogs); ``options`` are those ``get_game`` takes.
    Which combinations are allowed (three strikes with two players only, partnerships with
    four) is for the game to say."""

    id: str
    family: Family
    table: Table
    name: str
    min_players: int
    max_players: int
    default_players: int
    options: tuple[Option, ...]
    make: Callable[..., Game] = field(repr=False, compare=False)
    """The game class (or the solitaire class bound to its variant), given checked options."""
    aliases: tuple[str, ...] = ()
    """Other ids an address may name the game by (``solitaire/forty-thieves``)."""
    variant: str | None = None
    """A solitaire game's variant key (``classic``: its pool of deals, its daily deal); None
    for the other games."""

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def check(self, options: dict[str, Any]) -> dict[str, Any]:
        """``options`` when each is one this game takes, with a value it allows; else the
        :class:`GameError` of the first that is not (a name the game does not take is refused
        rather than silently ignored)."""
        for name, value in options.items():
            option = self.option(name)
            if option is None:
                raise GameError("bad-option", option=name)
            if not option.allows(value):
                raise option.refusal(value)
        return options


SCORING = Option("scoring", bool, False)
"""Solitaire: points and take-backs from the foundations (S-41)."""


def _solitaire(key: str, name: str, *aliases: str) -> GameType:
    variant, one = VARIANTS[key], SolitaireGame.players
    return GameType(
        variant.id, "solitaire", "solitaire", name, one, one, one, (SCORING,),
        partial(SolitaireGame, variant), tuple(f"solitaire/{alias}" for alias in aliases), key,
    )


def _seated(
    cls: type[BoardGame] | type[TableGame], family: Family, table: Table, name: str,
    *options: Option,
) -> GameType:
    """A game for several players: its ``players`` option is its counts."""
    low, high, default = cls.min_players, cls.max_players, cls.default_players
    players = Option("players", int, default, low, high, "bad-players")
    return GameType(cls.id, family, table, name, low, high, default, (players, *options), cls)


REGISTRY: tuple[GameType, ...] = (
    _solitaire("classic", N_("Forty Thieves"), "forty-thieves"),
    _solitaire("indian", N_("Indian")),
    _solitaire("limited", N_("Limited")),
    _solitaire("little-forty", N_("Little Forty")),
    _solitaire("lucas", N_("Lucas")),
    _solitaire("maria", N_("Maria")),
    _solitaire("number-ten", N_("Number Ten")),
    _solitaire("rank-and-file", N_("Rank and File")),
    _solitaire("streets", N_("Streets")),
    _solitaire("thieves-of-egypt", N_("Thieves of Egypt")),
    _seated(
        BoardGame, "board", "board", N_("Forty Thieves board game"),
        Option("rounds", int, DEFAULT_ROUNDS, 1, MAX_ROUNDS, "bad-rounds"),  # B-90
        Option("three_strikes", bool, False),  # B-95
    ),
    _seated(ThiefGame, "thief", "capture", N_("Thief")),
    _seated(FourCardThiefGame, "thief", "capture", N_("Four Card Thief")),
    _seated(GharatGame, "thief", "capture", N_("Gharat"), Option("partners", bool, None)),  # G-13
)
"""Every game, in the order the site lists them: the solitaire variants, the board game, the
Thief family."""
_BY_ID = {g.id: g for g in REGISTRY}

GAME_IDS = tuple(g.id for g in REGISTRY)
SOLITAIRE_IDS = tuple(g.id for g in REGISTRY if g.family == "solitaire")
MULTIPLAYER_IDS = tuple(g.id for g in REGISTRY if g.max_players > 1)
ALIASES = {alias: g.id for g in REGISTRY for alias in g.aliases}
"""Another id of a game -> its id (a link may name the classic by the family's name)."""


def game_type(game_id: Any) -> GameType:
    """The record of ``game_id``; anything else raises ``GameError("unknown-game")``."""
    record = _BY_ID.get(game_id) if isinstance(game_id, str) else None
    if record is None:
        raise GameError("unknown-game", game=game_id)
    return record


def variant_key(game_id: str) -> str:
    """The variant key of a solitaire game named by its id or an alias (``classic``);
    another game raises ``GameError("unknown-game")``."""
    key = game_type(ALIASES.get(game_id, game_id)).variant
    if key is None:
        raise GameError("unknown-game", game=game_id)
    return key


def get_game(game_id: Any, /, **options: Any) -> Game:
    """The game with this id and options, checked against its record (see
    :meth:`GameType.check`); an unknown id raises ``GameError("unknown-game")``."""
    record = game_type(game_id)
    return record.make(**record.check(options))


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
