"""A won deal in numbers and words: its round in the run of wins, and the lines of the win's
dialog (pure: the table records, saves and shows them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..shell import text

if TYPE_CHECKING:
    from ...i18n import Messages
    from ..shell.records import Records
    from .session import Session


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


def won_dialog(msg: Messages, session: Session, score: dict[str, int | str], round_: int,
               records: Records, embedded: bool) -> tuple[str, list[str], list[tuple[str, str]]]:
    """The win's dialog (title, lines, buttons): :func:`win_lines`, then how the win stands in
    the player's records (a new best time, or the best to beat; a daily deal's days won in a
    row), and what to play next: a new deal, this one again, today's daily deal (a table in
    a frame keeps no records, and offers no daily deal)."""
    solved = session.solved
    scored = session.state.game.scoring and not solved
    lines = win_lines(msg, session.elapsed, session.moves, solved, scored, score, round_)
    best = records.get(session.game_id).best_time
    if not solved and not embedded and best is not None:
        lines.append(msg(text.WIN["best_new"]) if best >= session.elapsed - 0.05
                     else msg(text.WIN["best"], time=text.fmt_time(best)))
    daily = records.daily.get(session.game_id)
    if session.daily and daily is not None and not embedded:
        lines.append(msg(text.WIN["daily"], date=session.daily, days=daily.streak))
    buttons = [("new", msg(text.UI["new"])), ("restart", msg(text.WIN["again"]))]
    if not embedded:
        buttons.append(("daily", msg(text.UI["daily"])))
    title = msg(text.WIN["solved_title" if solved else "title"])
    return title, lines, [*buttons, ("close", msg(text.UI["close"]))]
