"""Everything around the table: toolbar texts, the options menu, the stats line, the status
line and the one dialog (win, no more moves, deal number).

Static markup lives in ``index.html`` with ``data-t`` (text) and ``data-t-label`` (aria-label
and tooltip) attributes naming keys of :data:`text.UI`; this module fills them in, so a change
of language re-labels the page without reloading it.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from ...i18n import LANGUAGE_NAMES, Messages
from ...pages.links import rules_href
from ...solitaire.scoring import MEDAL_BONUS
from . import text
from .dom import document, js_value, listen, present, window
from .text import fmt_time
from .urls import query_params

FOCUSABLE = "button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]"


def by_id(name: str) -> Any:
    return document.getElementById(name)


class Chrome:
    """The page around the table."""

    def __init__(self, msg: Messages, dialog_toggled: Callable[[], None] | None = None) -> None:
        self.msg = msg
        self._dialog_toggled = dialog_toggled
        """Told when the dialog opens or closes (the solitaire's clock stops under it)."""
        self.status = by_id("status")
        self.dialog = by_id("dialog")
        self._again: Callable[[], None] | None = None
        """Says the status line's message again, in the language of the moment."""
        self._said: list[str] = []
        """The sentences the status line tells (:meth:`tell`), to fit them again on resize."""
        self._shown: dict[str, str] = {}
        self.dialog_kind: str | None = None
        self.held = False
        """The open dialog stays until its own button acts: nothing closes or replaces it
        (another tab plays this game, :mod:`.tabs`)."""
        self.opener: Any = None  # the focused control when a dialog opened
        self._dialog_args: tuple[Any, ...] = ()
        listen(self.dialog, "keydown", self._keep_focus_in_dialog)
        listen(document, "keydown", self._menu_key)
        listen(document, "focusin", self._close_menu_behind)
        listen(window, "resize", lambda _e: self._fit())
        listen(self.status, "click", lambda _e: self._read_whole())
        self._medal: tuple[str, bool] | None = None  # the score's medal, and whether won
        listen(by_id("stat-medal"), "click", lambda _e: self._say_medal())

    def relabel(self, msg: Messages, game_ids: tuple[str, ...], current: str) -> None:
        """Fill in every text of the chrome in the language of ``msg``."""
        self.msg = msg
        document.documentElement.lang = msg.lang
        site, game = msg(text.UI["title"]), msg(text.GAME_NAMES[current])
        document.title = site if game == site else f"{game} · {site}"  # a tab per variant
        for el in document.querySelectorAll("[data-t]"):
            el.textContent = msg(text.UI[str(el.getAttribute("data-t"))])
        for el in document.querySelectorAll("[data-t-label]"):
            label = msg(text.UI[str(el.getAttribute("data-t-label"))])
            el.setAttribute("aria-label", label)
            el.setAttribute("title", label)
        select = by_id("game-select")
        select.innerHTML = "".join(
            f'<option value="{escape(g)}"{" selected" if g == current else ""}>'
            f"{escape(msg(text.GAME_NAMES[g]))}</option>"
            for g in game_ids
        )
        by_id("game-name").textContent = game
        langs = by_id("lang-select")
        langs.innerHTML = "".join(
            f'<option value="{k}" lang="{k}"{" selected" if k == msg.lang else ""}>{v}</option>'
            for k, v in LANGUAGE_NAMES.items()
        )
        by_id("table").setAttribute("aria-label", msg(text.UI["table"]))
        self.rules_link(current)
        if self._again:
            self._again()
        self._shown = {}

    # -- status line -----------------------------------------------------------------------

    def say(self, message: str, **params: Any) -> None:
        """Show a message (a msgid from :mod:`.text`) in the live status line. A parameter
        may be a function of the messages (a card's or a seat's name): it is worded in the
        language of the moment, again when the language changes."""
        self._again = lambda: self.say(message, **params)
        words = self.worded(message, **params) if message else ""
        self._said = [words] if words else []
        self.status.textContent = words
        self.status.dataset.reason = ""
        self._fit()

    def worded(self, message: Any, **params: Any) -> str:
        """``message`` in the language of the moment; a parameter that is a function of the
        messages (a card's or a seat's name) is worded in it too."""
        return self.msg(message, **{k: v(self.msg) if callable(v) else v
                                    for k, v in params.items()})

    def tell(self, sentences: Callable[[], list[str]]) -> None:
        """Sentences said together (what a move did): ``sentences`` words them in the
        language of the moment, so a change of language says them again in the new one."""
        self._again = lambda: self.tell(sentences)
        self._said = sentences()
        self.status.textContent = " ".join(self._said)
        self.status.dataset.reason = ""
        self._fit()

    def _fit(self) -> None:
        """Sentences that need more lines than the status line has (a computer's move, its
        draw, then "your turn", on a small phone): the line leaves out sentences after the first
        ("…"), then the end of the first, then the first too, until the rest fits, where it
        would have cut the end, the latest news; screen readers still hear them all, and a tap
        shows them all (:meth:`_read_whole`)."""
        said, status = self._said, self.status
        status.removeAttribute("data-cut")
        if len(said) < 2:  # one long sentence is cut by the line's own "…": a tap shows it
            if status.scrollHeight > status.clientHeight + 1:
                status.dataset.cut = "1"
            return
        shown = status.querySelector("[aria-hidden]")
        if not present(shown):
            if status.scrollHeight <= status.clientHeight + 1:
                return
            status.innerHTML = (f'<span class="sr-only">{escape(" ".join(said))}</span>'
                                '<span aria-hidden="true"></span>')
            shown = status.lastChild
        n = len(said)
        shorter = ([said[0], "…", *said[i:]] for i in range(2, n))
        first = said[0].split()
        cut_first = ([" ".join(first[:k]) + "…", *said[1:]] for k in range(len(first) - 1, 2, -1))
        shortest = (["…", *said[i:]] for i in range(1, n))
        for words in (said, *shorter, *cut_first, *shortest):
            shown.textContent = " ".join(words)
            if status.scrollHeight <= status.clientHeight + 1:
                break
        if words is not said:
            status.dataset.cut = "1"

    def _read_whole(self) -> None:
        """A tap on a status line cut short: its sentences whole, in the one dialog (the
        welcome's rules in a line, on a small phone, were never seen otherwise)."""
        if self.status.hasAttribute("data-cut") and self.dialog.hidden:
            self.open_dialog("status", self.msg(text.UI["status_whole"]), list(self._said),
                             [("close", self.msg(text.UI["close"]))])

    def say_reason(self, reason: str, params: dict[str, Any] | None = None,
                   lead: Callable[[Messages], str] | None = None) -> None:
        """An engine's reason id, in words; after ``lead``, a sentence of what was refused
        (the rule alone does not say which cards broke it)."""
        self._again = lambda: self.say_reason(reason, params, lead)
        words = self.msg.reason(reason, params)
        self._said = [lead(self.msg), words] if lead else [words]
        self.status.textContent = " ".join(self._said)
        self.status.dataset.reason = reason
        self._fit()

    # -- stats -----------------------------------------------------------------------------

    def _put(self, name: str, value: str) -> None:
        if self._shown.get(name) != value:
            by_id(name).textContent = value
            self._shown[name] = value

    def stats(
        self, seconds: float, moves: int, deal: int | None, score: int | None, medal: str | None,
        won: bool = False,
    ) -> None:
        """Clock, move counter, deal number and (with scoring) score and medal: the time bonus
        a win now would bring, or did bring (``won``), which its tooltip says in words."""
        self._put("stat-time", fmt_time(seconds))
        self._put("stat-moves", str(moves))
        self._put("stat-deal", "–" if deal is None else str(deal))
        scoring = score is not None
        if self._shown.get("scoring") != str(scoring):
            by_id("stat-score-box").hidden = not scoring
            self._shown["scoring"] = str(scoring)
        if score is not None:
            self._put("stat-score", self.msg.number(score))
            self._put("stat-medal", self.msg(text.WIN[medal]) if medal else "")
            if medal and self._shown.get("medal-class") != medal:
                by_id("stat-medal").className = f"medal {medal}"
                self._shown["medal-class"] = medal
            self._medal = (medal, won) if medal else None
            by_id("stat-medal").hidden = not medal  # no empty button to tab to
            if medal and self._shown.get("medal-tip") != f"{medal}{won}":
                message, params = self._medal_words(medal, won)
                by_id("stat-medal").title = self.worded(message, **params)
                self._shown["medal-tip"] = f"{medal}{won}"

    @staticmethod
    def _medal_words(medal: str, won: bool) -> tuple[str, dict[str, Any]]:
        return text.WIN["time_bonus" if won else "time_bonus_now"], {
            "medal": lambda msg: msg(text.WIN[medal]),
            "points": lambda msg: msg.number(MEDAL_BONUS[medal])}

    def _say_medal(self) -> None:
        """A tap on the medal says what it means (its tooltip, which no touch screen shows):
        "Score 0 gold" read like a fault to a new player."""
        if self._medal is not None:
            message, params = self._medal_words(*self._medal)
            self.say(message, **params)

    # -- the dialog ------------------------------------------------------------------------

    def open_dialog(
        self, kind: str, title: str, lines: list[str], buttons: list[tuple[str, str]],
        field: str | None = None, html: str = "", focus: str | None = None, default: int = 0,
    ) -> None:
        """Show the dialog: a title, lines of text, an optional text field, optional markup
        made by our own code (``html``, already escaped) and buttons (``(action, label)``;
        the one at ``default`` is the default: the first, but Cancel where the other button
        destroys something). The focus goes to the field, else to the element of id ``focus``,
        else to the default button without scrolling to it: only one of them, since focusing
        a button at the foot of a tall dialog scrolls its title away."""
        if self.held:
            return
        following = not self.dialog.hidden
        if not following:  # not one dialog after another: where the person was
            self.opener = document.activeElement
        self.dialog_kind = kind
        said = "".join(f"<p>{escape(line)}</p>" for line in lines)
        body = (f'<div id="dialog-lines">{said}</div>' if said else "") + html
        if field is not None:
            body += (
                f'<input id="dialog-field" type="text" inputmode="numeric" autocomplete="off" '
                f'value="{escape(field)}" aria-labelledby="dialog-title" '
                'aria-describedby="dialog-error">'
                '<p id="dialog-error" class="error"></p>'
            )
        by_id("dialog-title").textContent = title
        by_id("dialog-body").innerHTML = body
        panel = self.dialog.querySelector("[role=dialog]")
        # Its sentences are read with its title (a win's time, moves and score); a table or a
        # form is read as it is walked through, not all at once.
        if said:
            panel.setAttribute("aria-describedby", "dialog-lines")
        else:
            panel.removeAttribute("aria-describedby")
        by_id("dialog-buttons").innerHTML = "".join(
            f'<button type="button" data-dialog="{escape(action)}"'
            f'{" data-default" if i == default else ""}>{escape(label)}</button>'
            for i, (action, label) in enumerate(buttons)
        )
        self.dialog.dataset.kind = kind
        self.dialog.hidden = False
        self._page_inert(True)
        if self._dialog_toggled and not following:
            self._dialog_toggled()
        panel.scrollTop = 0
        if field is not None:
            target = by_id("dialog-field")
        elif focus:
            target = by_id(focus)
        else:  # the default button, at the foot: a dialog taller than a phone on its side
            # opens at its title, not scrolled down to the button
            target = self.dialog.querySelector("#dialog-buttons [data-default]")
            if present(target):
                if said and following:  # a question asked in a dialog already open: a
                    # screen reader reads a dialog's lines as it opens, not as they change,
                    # so the button the focus lands on carries them
                    target.setAttribute("aria-describedby", "dialog-lines")
                target.focus(js_value({"preventScroll": True}))
            return
        if present(target):
            target.focus()

    def offer_link(self, lines: list[str]) -> None:
        """A link names another game than the one in progress: keep it (the default, so that
        Enter or Escape loses nothing) or start the link's (``link-start``)."""
        self.open_dialog(
            "link-offer", self.msg(text.BOARD["link_title"]), lines,
            [("close", self.msg(text.BOARD["link_keep"])),
             ("link-start", self.msg(text.BOARD["link_start"]))],
        )

    def dialog_error(self, message: str, field: str = "dialog-field") -> None:
        """The reason under the dialog's field (``field``, the id of the one it is about, if
        any), also said through the one live region."""
        el = by_id("dialog-error")
        if present(el):
            el.textContent = message
        wrong = by_id(field)
        if present(wrong):
            wrong.setAttribute("aria-invalid", "true")
        self._again = None
        self._said = []
        self.status.textContent = message

    def _keep_focus_in_dialog(self, event: Any) -> None:
        """Tab and Shift+Tab go round the open dialog's controls, never behind it (modal)."""
        if str(event.key) != "Tab":
            return
        items = [el for el in self.dialog.querySelectorAll(FOCUSABLE) if present(el.offsetParent)]
        if not items:
            return
        edge = items[0] if event.shiftKey else items[-1]
        if document.activeElement == edge or not present(
            document.activeElement.closest("#dialog")
        ):
            event.preventDefault()
            (items[-1] if event.shiftKey else items[0]).focus()

    def _menu_key(self, event: Any) -> None:
        """Escape closes the open menu and gives the focus back to its button."""
        if str(event.key) == "Escape" and not by_id("menu").hidden:
            self.menu_open(False)
            by_id("menu-button").focus()

    def escape_action(self) -> str | None:
        """The button Escape answers the open dialog with: Close, or Cancel in a confirmation
        (back to the panel it came from); ``None`` when it has neither."""
        for action in ("close", "stats-back"):
            if present(self.dialog.querySelector(f'#dialog-buttons [data-dialog="{action}"]')):
                return action
        return None

    def close_dialog(self) -> None:
        if self.held:
            return
        self.dialog.hidden = True
        self.dialog_kind = None
        self._page_inert(False)
        if self._dialog_toggled:
            self._dialog_toggled()

    def _page_inert(self, inert: bool) -> None:
        """Everything but the dialog is inert while it is open (it is modal): Tab kept inside
        it cannot be walked out of, but a focus it lost (a tap on its backdrop) fell on the
        table behind, which a screen reader then read as live."""
        for el in document.body.children:
            if not el.isSameNode(self.dialog):
                el.inert = inert

    def opener_target(self) -> Any:
        """Where the focus goes back after a dialog: the control that opened it, the Options
        button for the menu's items (the menu has closed); ``None`` when that control is gone
        (the table drew it anew, or it is hidden)."""
        opener = self.opener
        if not present(opener):
            return None
        if present(opener.closest("#menu")):
            return by_id("menu-button")
        if bool(opener.isConnected) and present(opener.offsetParent):
            return opener
        return None

    # -- menu ------------------------------------------------------------------------------

    def menu_open(self, open_: bool) -> None:
        by_id("menu").hidden = not open_
        by_id("menu-button").setAttribute("aria-expanded", "true" if open_ else "false")

    def menu_toggle(self) -> None:
        self.menu_open(bool(by_id("menu").hidden))

    def _close_menu_behind(self, event: Any) -> None:
        """Tab out of the open menu closes it: left open it hides the piles the focus moves to."""
        if not by_id("menu").hidden and not present(event.target.closest("#menu, #menu-button")):
            self.menu_open(False)

    def close_menu_outside(self, event: Any) -> None:
        """A click anywhere but the menu and its button closes the menu (every table)."""
        menu = by_id("menu")
        if not menu.hidden and not present(event.target.closest("#menu, #menu-button")):
            self.menu_open(False)

    def set_options(self, auto: bool, scoring: bool) -> None:
        by_id("opt-auto").checked = auto
        by_id("opt-scoring").checked = scoring

    def set_game(self, game_id: str) -> None:
        by_id("game-select").value = game_id
        by_id("game-name").textContent = self.msg(text.GAME_NAMES[game_id])
        self.rules_link(game_id)

    def rules_link(self, game_id: str) -> None:
        """The menu's "Rules": this game's rules in the current language. An embedded table
        (``?embed=``) opens them in a new tab, leaving the host page alone."""
        link = by_id("rules-link")
        if not present(link):
            return
        link.setAttribute("href", rules_href(game_id, self.msg.lang, "./rules/"))
        if "embed" in query_params(str(window.location.search)):
            link.setAttribute("target", "_blank")
            link.setAttribute("rel", "noopener")

    def skip_to(self, focus: Callable[[], None]) -> None:
        """The page's first link ("Skip to the table", shown once focused) calls ``focus``,
        past the toolbar to where a move starts (the hand: ten Tabs at the board game)."""

        def skip(event: Any) -> None:
            event.preventDefault()  # no "#table" left in the address
            focus()

        listen(by_id("skip"), "click", skip)

    def set_buttons(self, can_undo: bool, can_redo: bool) -> None:
        for name, ok in (("undo", can_undo), ("redo", can_redo)):
            key = f"btn-{name}"
            if self._shown.get(key) != str(ok):
                button = document.querySelector(f'[data-action="{name}"]')
                held = not ok and button == document.activeElement
                button.disabled = not ok
                if held:  # Undo pressed back to the deal: the focus would be left nowhere
                    by_id("table").focus()
                self._shown[key] = str(ok)
