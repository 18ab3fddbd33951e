"""Computer opponents of the multiplayer games (docs/architecture.md, "The computer players").

``make_player(level, game, seat, seed)`` gives a :class:`Player` whose ``choose(view)`` returns
a legal move for the seat whose decision the view shows. Players read only the view: each
decision starts from ``game.from_view(view, rng)``, a full state consistent with it, so they
cannot see hidden cards, and a seeded ``rng`` makes every choice reproducible.

Levels differ by effort, not by what they see: ``random`` (uniform), ``easy`` (a rough greedy
rule with noise), ``normal`` (a strong greedy heuristic), ``hard`` (the heuristic's best moves,
read by a player who counts every card laid face up, compared by Monte Carlo search over
determinizations, with a budget of rollouts so results repeat, and a deadline so the page
never waits long).
"""

from __future__ import annotations

from typing import Any

from ..engine import Game, GameError
from .base import Player, RandomPlayer
from .greedy import GreedyPlayer
from .search import SearchPlayer

LEVELS = ("random", "easy", "normal", "hard")


def make_player(level: str, game: Game, seat: int, seed: int, **options: Any) -> Player:
    """A computer player of ``level`` for ``seat`` of ``game``; ``seed`` makes it repeatable.
    ``hard`` takes ``iterations`` (the search budget) and ``seconds`` (its deadline) among
    ``options``."""
    if level == "random":
        return RandomPlayer(game, seat, seed)
    if level == "easy":
        return GreedyPlayer(game, seat, seed, noise=1.0)
    if level == "normal":
        return GreedyPlayer(game, seat, seed, noise=0.0)
    if level == "hard":
        return SearchPlayer(game, seat, seed, **options)
    raise GameError("unknown-level", level=level)


__all__ = ["LEVELS", "Player", "make_player"]
