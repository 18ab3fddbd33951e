"""The winnability page: how many deals of each solitaire game can be won, as the study found.

``rules/winnability.html`` (English) and ``rules/winnability.hi.html`` (Hindi), written by the
build from the study's results (``bench/results/study.jsonl``, the lines of ``python -m
fortythieves study``) with the rows of :mod:`fortythieves.winnability`: for each game the
deals searched, the shares proved winnable, proved not winnable and left unknown with their
95% Wilson intervals, the range the true share lies in, the budget, the solver version and the
deal numbers, so that anyone can search the same deals again. Only the current solver's
results are shown. A game not studied yet is named as such, never given a figure.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from ..games import SOLITAIRE_IDS, game_type
from ..i18n import Messages
from ..solitaire.solver import NOT_WINNABLE, UNKNOWN, VERSION, WINNABLE
from ..winnability import Row, percent, table
from . import words
from .frame import page_top

PAGE = "winnability"
"""The page's name in ``rules/``: ``winnability.html``, ``winnability.hi.html``."""

COMMAND = ("python -m fortythieves study solitaire/classic --deals 1000 --seconds 10 "
           "--out study.jsonl\npython -m fortythieves study-table study.jsonl")


def page_name(lang: str) -> str:
    return f"{PAGE}.html" if lang == "en" else f"{PAGE}.{lang}.html"


def rows_of(lines: Iterable[dict[str, Any]]) -> list[Row]:
    """The current solver's rows, one game and budget each, in the registry's order."""
    return table(lines, version=VERSION)


def _cell(column: int, figure: str, msg: Messages) -> str:
    """A figure's cell, named by its column for a phone, where each row stands alone."""
    label = escape(msg(words.WIN_COLUMNS[column]))
    return f'<td class="right" data-label="{label}"><span class="figure">{figure}</span></td>'


def _share(row: Row, column: int, verdict: str, msg: Messages) -> str:
    count = row.counts.get(verdict, 0)
    low, high = row.interval(verdict)
    return _cell(column, f'<b>{percent(row.share(verdict))}</b> '
                 f'<span class="count">({msg.number(count)})</span>'
                 f'<span class="interval">{percent(low)}–{percent(high)}</span>', msg)


def _deals(row: Row, msg: Messages) -> str:
    ordered = sorted(row.deals)
    span = ordered[-1] - ordered[0] + 1
    numbers = msg(words.WIN_NUMBERS, low=msg.number(ordered[0]), high=msg.number(ordered[-1]))
    if span != len(ordered):
        numbers += " " + msg(words.WIN_MISSING, count=span - len(ordered))
    return _cell(1, f'<b>{msg.number(len(ordered))}</b>'
                 f'<span class="interval">{escape(numbers)}</span>', msg)


def _row(row: Row, lang: str, msg: Messages) -> str:
    query = "" if lang == "en" else f"&amp;lang={lang}"
    low, high = row.bounds()
    name = escape(msg(game_type(row.game).name))
    budget = msg(words.WIN_BUDGET_ROW, seconds=f"{row.budget:g}", version=row.version)
    return (
        f'<tr data-game="{row.game}"><th scope="row"><a href="../?game={row.game}{query}">'
        f'{name}</a><span class="interval">{escape(budget)}</span></th>'
        + _deals(row, msg) + _share(row, 2, WINNABLE, msg) + _share(row, 3, NOT_WINNABLE, msg)
        + _share(row, 4, UNKNOWN, msg)
        + _cell(5, escape(msg(words.WIN_RANGE, low=percent(low), high=percent(high))), msg)
        + "</tr>"
    )


def render(rows: list[Row], lang: str) -> str:
    """The whole page in ``lang``."""
    msg = Messages(lang)
    other = "hi" if lang == "en" else "en"
    title = msg(words.WIN_TITLE)
    heads = "".join(f'<th scope="col">{escape(msg(h))}</th>' for h in words.WIN_COLUMNS)
    body = "".join(_row(r, lang, msg) for r in rows)
    studied = {r.game for r in rows}
    waiting = [msg(game_type(g).name) for g in SOLITAIRE_IDS if g not in studied]
    later = (f"<p>{escape(msg(words.WIN_NOT_YET, games=', '.join(waiting)))}</p>"
             if waiting else "")
    paragraphs = "".join(f"<p>{escape(msg(p, whole='100%', confidence='95%'))}</p>"
                         for p in words.WIN_EXPLAINED)
    return (
        page_top(lang, title, page_name(other))
        + '<main class="rules">\n<article class="rules-text">'
        f"<p>{escape(msg(words.WIN_INTRO))}</p>"
        '<div class="table-scroll"><table class="rules-table win-table">'
        f"<thead><tr>{heads}</tr></thead><tbody>{body}</tbody></table></div>"
        f"{later}<h2>{escape(msg(words.WIN_MEANING))}</h2>{paragraphs}"
        f"<h2>{escape(msg(words.WIN_AGAIN))}</h2><p>{escape(msg(words.WIN_AGAIN_TEXT))}</p>"
        f"<pre><code>{escape(COMMAND)}</code></pre>"
        "</article>\n</main>\n</body>\n</html>\n"
    )
