"""Who the table is shown to, decided from the setup and the state alone (pure): the hand on
view, and the person the hot-seat cover waits for."""

from __future__ import annotations

from .seats import Setup


def viewer(setup: Setup, to_move: int | None, ready_for: int | None) -> int | None:
    """Whose hand is shown: the one person; in hot-seat, the person ready to play."""
    humans = setup.humans
    if not humans:
        return None
    if not setup.hot_seat:
        return humans[0]
    if to_move is not None and setup.is_human(to_move) and ready_for == to_move:
        return to_move
    return None


def handoff(setup: Setup, to_move: int | None, ready_for: int | None,
            ended: bool) -> int | None:
    """The person the hot-seat cover waits for (the device is handed to them), if any."""
    if (setup.hot_seat and to_move is not None and setup.is_human(to_move)
            and ready_for != to_move and not ended):
        return to_move
    return None
