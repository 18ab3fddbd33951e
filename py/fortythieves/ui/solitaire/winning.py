"""A won deal in numbers and words: its round in the run of wins, and the lines of the win's
dialog (pure: the table records, saves and shows them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..shell import text

if TYPE_CHECKING:
    from ...i18n import Messages


def streak(run: int, counted: bool) -> int:
    """This win's round (S-43): the wins in a row, this one counted once."""
    return run + (0 if counted else 1)


def win_lines(msg: Messages, seconds: float, moves: int, solved: bool, scored: bool,
              score: dict[str, int | str], round_: int) -> list[str]:
    """The win's dialog: time and moves, then the score with its bonuses (``scored``), the
    solver's win (no score, no run of wins: S-52 ruling), or the round in the run of wins."""
    lines = [
        msg(text.WIN["time"], time=text.fmt_time(seconds)),
        msg(text.WIN["moves"], moves=moves),
    ]
    if solved:
        lines.append(msg(text.WIN["solved"]))
    elif scored:
        lines += [
            msg(text.WIN["cards"], points=msg.number(score["cards"])),
            msg(text.WIN["time_bonus"], medal=msg(text.WIN[str(score["medal"])]),
                points=msg.number(score["time_bonus"])),
            msg(text.WIN["round_bonus"], round=round_, points=msg.number(score["round_bonus"])),
            msg(text.WIN["total"], points=msg.number(score["total"])),
        ]
    else:
        lines.append(msg(text.WIN["streak"], round=round_))
    return lines
