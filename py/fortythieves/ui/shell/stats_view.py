"""The markup of the Statistics and Settings dialogs: the figures of one game, the chart of its
last games, the form of settings.

Pure Python, no browser (tested natively); :mod:`.panels` puts the markup into the dialog.
The chart tells wins from losses by shape AND colour: a won game is a solid green bar under a
circle, a lost one a hatched red bar under a cross.
"""

from __future__ import annotations

from html import escape

from ...i18n import LANGUAGE_NAMES, Messages
from . import text
from .records import GameRecord, Records, Result
from .saves import PACES, SPEEDS, Settings
from .text import fmt_time

CHART_W = 300
CHART_H = 110
TOP = 16
"""Room above the tallest bar for its mark."""
BAR_GAP = 2


def value_text(result: Result, timed: bool, msg: Messages) -> str:
    """A game's figure in the chart: its time (solitaire) or its score."""
    if timed:
        return fmt_time(result.time or 0)
    return msg.number(result.score or 0)


def chart_svg(history: list[Result], timed: bool, msg: Messages) -> str:
    """Bars of time (solitaire) or score (table games), the latest game on the right."""
    if not history:
        return f'<p class="stats-empty">{escape(msg(text.STATS["chart_empty"]))}</p>'
    values = [max(0.0, float((r.time if timed else r.score) or 0)) for r in history]
    top = max(values) or 1.0
    slot = CHART_W / max(len(history), 10)
    width = max(2.0, slot - BAR_GAP)
    won = sum(r.won for r in history)
    label = msg(text.STATS["chart_label"], won=won, lost=len(history) - won)
    bars = []
    for i, (result, value) in enumerate(zip(history, values, strict=True)):
        height = max(3.0, (CHART_H - TOP) * value / top)
        x = i * slot + BAR_GAP / 2
        y = CHART_H - height
        key = "bar_won" if result.won else "bar_lost"
        title = msg(text.STATS[key], n=i + 1, value=value_text(result, timed, msg))
        cx = x + width / 2
        mark = (
            f'<circle class="mark" cx="{cx:.1f}" cy="{y - 6:.1f}" r="3.5"/>' if result.won else
            f'<path class="mark" d="M{cx - 3.5:.1f} {y - 9.5:.1f}l7 7m0 -7l-7 7"/>'
        )
        bars.append(
            f'<g class="bar {"won" if result.won else "lost"}"><title>{escape(title)}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}"/>'
            f"{mark}</g>"
        )
    tallest = history[values.index(max(values))]  # the scale: what the tallest bar stands for
    caption = msg(text.STATS["chart_time" if timed else "chart_score"],
                  top=value_text(tallest, timed, msg))
    return (
        f'<figure class="stats-chart"><figcaption>{escape(caption)}</figcaption>'
        f'<svg viewBox="0 0 {CHART_W} {CHART_H}" role="img" aria-label="{escape(label)}">'
        '<defs><pattern id="stats-hatch" width="5" height="5" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="5" height="5" class="hatch-bg"/>'
        '<line x1="0" y1="0" x2="0" y2="5" class="hatch"/></pattern></defs>'
        f'<line class="axis" x1="0" y1="{CHART_H - 0.5}" x2="{CHART_W}" y2="{CHART_H - 0.5}"/>'
        f'{"".join(bars)}</svg>{legend_html(msg)}</figure>'
    )


def legend_html(msg: Messages) -> str:
    return (
        '<p class="stats-legend" aria-hidden="true">'
        '<span><svg viewBox="0 0 14 14" class="bar won"><circle class="mark" cx="7" cy="7" '
        f'r="4"/></svg>{escape(msg(text.STATS["legend_won"]))}</span>'
        '<span><svg viewBox="0 0 14 14" class="bar lost"><path class="mark" '
        f'd="M3 3l8 8m0 -8l-8 8"/></svg>{escape(msg(text.STATS["legend_lost"]))}</span></p>'
    )


def figures(record: GameRecord, msg: Messages, timed: bool = True) -> list[tuple[str, str, str]]:
    """``(key, name, value)`` rows of one game's figures, in the player's language; the best
    time only for a game that is timed (a solitaire)."""
    none = msg(text.STATS["none"])
    rate = record.rate
    rows = [
        ("played", str(record.played)),
        ("won", str(record.won)),
        ("rate", none if rate is None else msg(text.STATS["percent"], n=round(rate * 100))),
        ("streak", str(record.streak)),
        ("best_streak", str(record.best_streak)),
        ("best_time", none if record.best_time is None else fmt_time(record.best_time)),
        ("best_score", none if record.best_score is None else msg.number(record.best_score)),
    ]
    return [(key, msg(text.STATS[key]), value) for key, value in rows
            if timed or key != "best_time"]


def stats_html(
    records: Records, game_id: str, game_ids: tuple[str, ...], msg: Messages,
    solitaire: bool, aside: bool = False,
) -> str:
    """The body of the Statistics dialog for ``game_id`` (a chooser of every game above);
    ``aside``: statistics kept earlier could not be read and were set aside, which it says."""
    record = records.get(game_id)
    options = "".join(
        f'<option value="{escape(g)}"{" selected" if g == game_id else ""}>'
        f"{escape(msg(text.GAME_NAMES[g]))}</option>"
        for g in game_ids
    )
    rows = figures(record, msg, timed=solitaire)
    if solitaire:
        rows.append(("run", msg(text.STATS["run"]), str(records.run)))
    daily = records.daily.get(game_id)
    if daily is not None:
        rows += [("daily_played", msg(text.STATS["daily_played"]), str(daily.played)),
                 ("daily_won", msg(text.STATS["daily_won"]), str(daily.won)),
                 ("daily_streak", msg(text.STATS["daily_streak"]),
                  f"{daily.streak} ({daily.best_streak})")]
    table = "".join(
        f'<div class="fig" data-fig="{key}"><dt>{escape(name)}</dt><dd>{escape(value)}</dd></div>'
        for key, name, value in rows
    )
    return (
        (f'<p class="note aside">{escape(msg(text.STATS["aside"]))}</p>' if aside else "")
        + f'<label class="field"><span>{escape(msg(text.STATS["game"]))}</span>'
        f'<select id="stats-game">{options}</select></label>'
        f'<dl class="stats-figures">{table}</dl>'
        f"{chart_svg(record.history, solitaire, msg)}"
        f'<p class="note">{escape(msg(text.STATS["how"]))}</p>'
        '<input type="file" id="stats-file" accept=".json,application/json" hidden>'
        '<p id="stats-note" role="status"></p>'
        '<p id="dialog-error" class="error" role="alert"></p>'
    )


def _select(name: str, label: str, choices: list[tuple[str, str]], current: str,
            own_lang: bool = False) -> str:
    """A labelled choice; with ``own_lang`` each option is a language's name in itself, read
    in that language's voice ("English" on a Hindi page)."""
    options = ""
    for k, v in choices:
        lang = f' lang="{escape(k)}"' if own_lang else ""
        chosen = " selected" if k == current else ""
        options += f'<option value="{escape(k)}"{lang}{chosen}>{escape(v)}</option>'
    return (f'<label class="field"><span>{escape(label)}</span>'
            f'<select id="set-{name}" data-setting="{name}">{options}</select></label>')


def _check(name: str, label: str, on: bool) -> str:
    return (f'<label class="field check"><input type="checkbox" id="set-{name}" '
            f'data-setting="{name}"{" checked" if on else ""}><span>{escape(label)}</span></label>')


def _group(title: str, fields: list[str]) -> str:
    """Settings that only some games use, under the name of those games (they are kept for
    every game of the kind, whichever table the dialog is opened at)."""
    return (f'<fieldset class="group"><legend>{escape(title)}</legend>{"".join(fields)}'
            "</fieldset>")


def settings_html(settings: Settings, pace: str, msg: Messages, reduced: bool,
                  kept: bool = True, solitaire: bool = True) -> str:
    """The body of the Settings dialog: every choice, each applied as soon as it changes.
    Kept ones hold for every table, so both kinds of table have their group; a frame's
    (``kept`` false) hold for its one table, a solitaire or not, and show only its group."""
    ui = text.UI
    parts = [
        _select("lang", msg(ui["language"]), list(LANGUAGE_NAMES.items()), settings.lang,
                own_lang=True),
        _check("four", msg(ui["four"]), settings.four),
        _select("speed", msg(text.SETTINGS["speed"]),
                [(k, msg(text.SPEED_NAMES[k])) for k in SPEEDS], settings.speed),
    ]
    if kept or solitaire:
        parts.append(_group(msg(text.SETTINGS["solitaire"]), [
            _check("auto", msg(ui["auto"]), settings.auto),
            _check("scoring", msg(ui["scoring"]), settings.scoring),
        ]))
    if kept or not solitaire:
        parts.append(_group(msg(text.SETTINGS["seated"]), [
            _select("pace", msg(ui["pace"]), [(k, msg(text.PACE_NAMES[k])) for k in PACES],
                    pace),
        ]))
    if reduced:
        parts.append(f'<p class="note">{escape(msg(text.SETTINGS["reduced"]))}</p>')
    note = text.SETTINGS["note" if kept else "note_frame"]
    parts.append(f'<p class="note">{escape(msg(note))}</p>')
    return f'<div class="setup settings">{"".join(parts)}</div>'
