"""The seated tables' share of the page around the table, given what it shows: the Scores,
Moves and link-problem dialogs, the labels of New game and the pace menu, the hint's marks."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ..shell import text
from ..shell.chrome import by_id
from ..shell.dom import document, present
from ..shell.game_pick import CHOICES
from ..shell.urls import explain
from .seats import PACES

if TYPE_CHECKING:
    from ...i18n import Messages
    from ..shell.chrome import Chrome
    from ..shell.urls import Problem


def open_scores(chrome: Chrome, msg: Messages, html: str) -> None:
    chrome.open_dialog("scores", msg(text.BOARD["scores"]), [],
                       [("moves", msg(text.BOARD["moves"])), ("close", msg(text.UI["close"]))],
                       html=html)


def open_moves(chrome: Chrome, msg: Messages, title: str, html: str) -> None:
    """The moves so far, the newest in view at the end of the list."""
    chrome.open_dialog("moves", title, [], [("close", msg(text.UI["close"]))], html=html)
    listed = chrome.dialog.querySelector(".journal")
    if present(listed):
        listed.scrollTop = listed.scrollHeight


def open_problems(chrome: Chrome, msg: Messages, problems: list[Problem],
                  kept: bool = False) -> None:
    """What the link got wrong, in a dialog, so that no computer's move hides the words at
    once (the computers wait until it is closed); ``kept``: what was left of the link was the
    game in progress, which goes on (said first; the other sentences say how a new game would
    start, but a bad deal number promises no random deal)."""
    lines = explain(problems, msg, kept)
    if kept:
        lines.insert(0, msg(text.URL_KEPT))
    chrome.open_dialog("link", msg(text.URL_PROBLEMS_TITLE), lines,
                       [("close", msg(text.UI["close"]))])


def relabel(chrome: Chrome, msg: Messages, game_id: str, pace: str, root: Any) -> None:
    """The chrome in ``msg``'s language, with a seated table's New game and pace menu."""
    chrome.relabel(msg, CHOICES, game_id)
    new = document.querySelector('#bar [data-action="new"]')
    label = msg(text.UI["board_new"])
    new.setAttribute("aria-label", label)
    new.setAttribute("title", label)
    new.querySelector(".label").textContent = label
    by_id("pace-select").innerHTML = "".join(
        f'<option value="{k}"{" selected" if k == pace else ""}>'
        f"{escape(msg(text.PACE_NAMES[k]))}</option>"
        for k in PACES
    )
    root.setAttribute("aria-label", msg(text.GAME_NAMES[game_id]))


def mark_places(root: Any, places: tuple[str, ...]) -> None:
    """Mark the controls ``places`` name as the hint's, the keyboard's focus on the first (so
    that Enter makes the move)."""
    for n, selector in enumerate(places):
        el = root.querySelector(selector)
        if present(el):
            el.classList.add("hint")
            if n == 0:
                el.focus()
