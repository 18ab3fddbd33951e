"""Where the keyboard's focus goes at a seated table (the board game, the capture games), which
is drawn anew after every move: back on the control it was on, found again by its attributes;
on the first control a move starts from after a new game, a new round or a dialog; never lost
to the page, where a keyboard or a screen reader would have to find the table again.
"""

from __future__ import annotations

from typing import Any

from ..shell.chrome import Chrome
from ..shell.dom import document, listen, present

FIRST_STOPS = ('[data-act="ready"]', '.recap [data-act="recap"]',
               '.hcard[data-playable="1"]', ".hcard")
"""Where the keyboard starts at a table, the first present: the hot-seat cover's button, a
re-capture's answer, a card of the hand that can play, the hand's first card."""


class TableFocus:
    """The focus of one table (``root``), whose controls ``attrs`` name (``data-card``...)."""

    def __init__(self, root: Any, attrs: tuple[str, ...], chrome: Chrome) -> None:
        self.root = root
        self.attrs = attrs
        self.chrome = chrome
        listen(document, "keydown", lambda _e: self._by("key"))
        listen(document, "pointerdown", lambda _e: self._by("pointer"))

    @staticmethod
    def _by(kind: str) -> None:
        """How the person last acted (``html[data-input]``): a hand card the table focuses for
        them is ringed once they use the keyboard, not after a tap or a click (the browser's
        own guess ringed the first card after Start was clicked)."""
        html = document.documentElement
        if html.getAttribute("data-input") != kind:
            html.setAttribute("data-input", kind)

    def key(self) -> str | None:
        """The focused control of the table as :meth:`key_of` names it; ``None`` when the
        focus is elsewhere."""
        el = document.activeElement
        if not present(el) or not present(el.closest("#table")):
            return None
        if el.isSameNode(self.root):  # left there while the hand was empty (Gharat's next
            return ".hcard"  # four are dealt after the computers' turns): back in the hand
        return self.key_of(el)

    def key_of(self, el: Any) -> str | None:
        """A selector that finds a table's control again once the table is drawn anew."""
        for name in self.attrs:
            value = el.getAttribute(name)
            if isinstance(value, str):
                return f'{str(el.tagName).lower()}[{name}="{value}"]'
        return None

    def restore(self, key: str | None) -> None:
        """The focus back on the control it was on; if that is gone (a pair laid from the
        hand), on the hand's first card; else on the table."""
        if key is None:
            return
        el = self.root.querySelector(key)
        if not present(el) or getattr(el, "disabled", False):
            el = self.root.querySelector(".hcard")
        (el if present(el) else self.root).focus()

    def settle(self, key: str | None, first: tuple[str, ...]) -> None:
        """After drawing: the focus back where it was, or on the first of ``first`` present (the
        hot-seat cover's button, a re-capture's answer). Behind the cover the table is inert, so
        Tab cannot wander among piles it hides, as a tap cannot."""
        self.restore(key)
        cover = self.root.querySelector(".handoff")
        if present(cover):
            for child in cover.parentElement.children:
                if not child.isSameNode(cover):
                    child.inert = True
        for hook in first:
            el = self.root.querySelector(hook)
            if present(el):
                el.focus()
                return

    def back_to_opener(self) -> None:
        """After a dialog, the focus on the control that opened it: found again on the table
        (drawn anew meanwhile), the Options button for the menu's items, else the table."""
        target = self.chrome.opener_target()
        if target is not None:
            target.focus()
            return
        opener = self.chrome.opener
        key = self.key_of(opener) if present(opener) else None
        if key is None:
            self.start()
        else:
            self.restore(key)

    def start(self) -> None:
        """The focus where a move starts (:data:`FIRST_STOPS`), not on the table itself, which
        a screen reader names and nothing more, after a new game, a new round or a dialog."""
        for hook in FIRST_STOPS:
            el = self.root.querySelector(hook)
            if present(el):
                el.focus()
                return
        self.root.focus()
