"""What every computer player shares: a seeded generator and a state built from the view."""

from __future__ import annotations

import random
from typing import Any

from ..engine import Game, GameError, State


class Player:
    """Chooses moves for one seat from its view only; ``seed`` makes the choices repeatable."""

    level = "player"

    def __init__(self, game: Game, seat: int, seed: int) -> None:
        if not 0 <= seat < game.players:
            raise GameError("bad-seat", seat=seat)
        self.game = game
        self.seat = seat
        self.rng = random.Random(f"{game.id}/{seat}/{seed}")

    def determinize(self, view: dict[str, Any]) -> State:
        """A full state consistent with ``view``: the hidden cards dealt at random. Reading
        this and never the real state is what keeps players honest."""
        if view.get("to_move", view.get("turn")) is None:
            raise GameError("game-over")
        return self.game.from_view(view, self.rng)  # type: ignore[attr-defined]  # each seated game has one

    def choose(self, view: dict[str, Any]) -> Any:
        """A legal move for the player whose decision ``view`` shows."""
        state = self.determinize(view)
        moves = state.legal_moves()
        return moves[0] if len(moves) == 1 else self.pick(state, moves, view)

    def pick(self, state: State, moves: list[Any], view: dict[str, Any]) -> Any:
        raise NotImplementedError


class RandomPlayer(Player):
    """A uniformly random legal move: the baseline the other levels are measured against."""

    level = "random"

    def pick(self, state: State, moves: list[Any], view: dict[str, Any]) -> Any:
        return self.rng.choice(moves)
