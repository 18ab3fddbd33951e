"""A real deal played into a lost game: the solver's winning line of a Limited deal from its
pool, followed until a move late in the game that loses it, then the guessed hints until no
move is left. The losing move is the player's move ``LOSING_AT`` (counted from 1)."""

from __future__ import annotations

from fortythieves.solitaire.moves import Move
from fortythieves.solitaire.solver import WINNABLE, solve
from fortythieves.ui.solitaire.session import Session

GAME = "solitaire/limited"
DEAL = 16453774
CUT = 158
"""The winning line's moves played first (as written, the table's automatic moves on)."""
LOSING = "w>12"


def lost_session() -> tuple[Session, int]:
    """The lost game, and the number of the player's move that lost it."""
    line = solve(Session.new(GAME, DEAL).state, max_states=100_000)
    assert line.verdict == WINNABLE
    session = Session.new(GAME, DEAL)
    assert session.play_written([str(m) for m in line.moves[:CUT]], auto=True) is None
    losing_at = session.moves + 1
    session.play(Move.parse(LOSING, session.state))
    while not session.stuck():
        move = session.hint()
        session.play(move if move is not None else session.state.legal_moves(distinct=True)[0])
    return session, losing_at
