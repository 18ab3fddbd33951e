"""What the solver has proved about the positions of the deal on the table.

A winning line proves every position along it winnable, and from each of them the rest of the
line wins: so once a line is known, the hint from any position on it is the line's next move,
and "Show solution" replays it. A position proved lost, with an earlier position of the same
game proved winnable, offers a rewind to that one. Positions are compared exactly (every pile
in order), so a move of a line always means the same cards on the table. Pure Python.
"""

from __future__ import annotations

from ...solitaire.moves import Move
from ...solitaire.position import Exact
from ...solitaire.solver import NOT_WINNABLE, WINNABLE
from ...solitaire.state import SolitaireState
from .session import Session


def exact_key(state: SolitaireState) -> Exact:
    """The position of ``state``, every pile in order (equal only for the same table)."""
    return state.layout.exact()


class SolverMemory:
    """Verdicts and winning lines, by exact position, for one game on the table."""

    def __init__(self) -> None:
        self.verdicts: dict[str, str] = {}
        self.lines: dict[str, tuple[list[str], int]] = {}
        """Position -> (a winning line, the index of its next move from there)."""

    def remember(self, state: SolitaireState, verdict: str, moves: list[str]) -> None:
        """What the solver answered for the position of ``state`` (an unknown proves nothing
        and is not kept). The positions along a winning line are all remembered as winnable."""
        if verdict == NOT_WINNABLE:
            self.verdicts[exact_key(state)] = NOT_WINNABLE
        elif verdict == WINNABLE:
            walk = state.copy()
            for index, move in enumerate(moves):
                key = exact_key(walk)
                self.verdicts[key] = WINNABLE
                self.lines[key] = (moves, index)
                walk.play(move)
            self.verdicts[exact_key(walk)] = WINNABLE

    def mark_winnable(self, state: SolitaireState) -> None:
        """A position proved winnable without a line at hand (a deal from a pool)."""
        self.verdicts.setdefault(exact_key(state), WINNABLE)

    def verdict(self, state: SolitaireState) -> str | None:
        return self.verdicts.get(exact_key(state))

    def next_move(self, state: SolitaireState) -> Move | None:
        """The next move of a known winning line from this position, if one is known."""
        found = self.lines.get(exact_key(state))
        if found is None:
            return None
        moves, index = found
        if index >= len(moves):
            return None
        return Move.parse(moves[index], state)

    def left(self, state: SolitaireState) -> int:
        """How many moves of a known winning line are left from this position (0: none)."""
        found = self.lines.get(exact_key(state))
        return 0 if found is None else len(found[0]) - found[1]

    def rewind_actions(self, session: Session) -> int | None:
        """How many actions to undo to reach the latest earlier position proved winnable, when
        the current one is proved lost; None otherwise."""
        if self.verdict(session.state) != NOT_WINNABLE:
            return None
        walk = session.state.copy()
        for back, size in enumerate(reversed(session.groups), 1):
            for _ in range(abs(size)):
                walk.pop()
            if self.verdict(walk) == WINNABLE:
                return back
        return None
