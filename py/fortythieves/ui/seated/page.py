"""The seated tables' share of the page around the table, given what it shows: the Scores,
Moves and link-problem dialogs, the labels of New game and the pace menu, the hint's marks,
the dialogs' keys."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Any

from ..shell import text
from ..shell.chrome import by_id
from ..shell.dom import document, present, window
from ..shell.game_pick import CHOICES
from ..shell.urls import build_query, explain
from .keys import escapes
from .seats import PACES

if TYPE_CHECKING:
    from ...i18n import Messages
    from ..shell.chrome import Chrome
    from ..shell.urls import Problem


def open_scores(chrome: Chrome, msg: Messages, html: str) -> None:
    """The scoreboard; Close is the default (Enter shuts it, as it opened, and Moves is a tap
    away)."""
    chrome.open_dialog("scores", msg(text.BOARD["scores"]), [],
                       [("moves", msg(text.BOARD["moves"])), ("close", msg(text.UI["close"]))],
                       html=html, default=1)


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


def dialog_key(event: Any, chrome: Chrome, run_dialog: Callable[[str], None]) -> None:
    """Enter in a field of the New game panel (its rounds) starts the game, as a form's Enter
    does; Escape answers a dialog (:func:`.keys.escapes`): Close or Cancel where there is one,
    else its last button."""
    field = event.target
    if (str(event.key) == "Enter" and chrome.dialog_kind == "setup"
            and str(field.tagName).lower() == "input"
            and str(field.type) in ("number", "text")):
        event.preventDefault()
        run_dialog("start")
        return
    if not escapes(str(event.key), chrome.dialog_kind, chrome.held):
        return
    buttons = list(chrome.dialog.querySelectorAll("[data-dialog]"))
    if buttons:  # Close or Cancel where there is one (Statistics' last button resets all)
        event.preventDefault()
        run_dialog(chrome.escape_action() or str(buttons[-1].dataset.dialog))


def write_address(game_id: str, session: Any, lang: str, embedded: bool,
                  origin: str | None) -> None:
    """The page's address names the game, so that a reload resumes its save; a frame's, which
    saves nothing, names the deal and setup (and pace) too, and its host's ``origin``, so that
    a reload deals that game afresh."""
    setup = session.setup
    window.history.replaceState(None, "", build_query(
        game_id, session.state.deal, lang, True, setup={**setup.address(), "pace": setup.pace},
        origin=origin,
    ) if embedded else build_query(game_id, None, lang))
