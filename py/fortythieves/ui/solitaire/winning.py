"""A won deal in numbers and words: its round in the run of wins, and the lines of the win's
dialog, and those lines laid out for the eye (pure: the table records, saves and shows them)."""

from __future__ import annotations

from html import escape
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


def won_card(lines: list[str], scored: bool) -> str:
    """The win's dialog drawn for the eye: the time and the moves large, the score's parts in a
    column of figures over their total, then the rest (a run, a new best time, the daily run).
    The dialog's lines stay its words for a screen reader, read with its title (this markup
    is hidden from it, the lines from the eye). A line is split at its first ": " into a label
    and its figure (English and Hindi both word them so); a line without one is a sentence of
    its own."""
    def row(line: str, kind: str = "won-row") -> str:
        label, sep, figure = line.partition(": ")
        if not sep:
            return f'<p class="won-note">{escape(line)}</p>'
        return f'<div class="{kind}"><span>{escape(label)}</span><b>{escape(figure)}</b></div>'

    parts = 4 if scored else 0
    score = [row(line, "won-row total" if i == parts - 1 else "won-row")
             for i, line in enumerate(lines[2:2 + parts])]
    return (f'<div class="won-card" aria-hidden="true"><div class="won-tiles">{row(lines[0])}'
            f'{row(lines[1])}</div>'
            + (f'<div class="won-score">{"".join(score)}</div>' if score else "")
            + "".join(row(line) for line in lines[2 + parts:]) + "</div>")
