"""The win's moment at the solitaire table: the foundations' cards cascade across the felt
(:mod:`.cascade`), then the win's dialog opens over the last of them; any tap or key opens it
at once. Without motion (the player's setting, or the system's wish for reduced motion) and
for the solver's win, the dialog opens at once over the foundations' top cards aglow, still.

The cascade is drawn in a layer of its own over the table, its cards copies: the table's own
elements stay as the engine left them. ``#table[data-celebrating]`` while it runs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..shell import cardface
from ..shell.dom import document, handler, js_value, window
from . import cascade

Top = tuple[Any, list[int], float, float]
"""A foundation as the cascade starts from it: its top card's element, its cards, its place."""

DIALOG_MS = 2200
"""When the dialog opens over a cascade still falling (at the normal animation speed)."""
LEAD_MS = 200
"""The first leap waits for the last card to land on its foundation."""
GLOW = "won-glow"


class Celebration:
    """One table's win moment: started by :meth:`run`, ended by a tap, a key, its timer, a
    new deal or an undone win (:meth:`clear`)."""

    def __init__(self, root: Any) -> None:
        self.root = root
        self.layer: Any = None
        self.then: Callable[[], None] | None = None
        """What the moment leads to (the dialog), until it is done."""
        self.timers: list[Any] = []
        self.glowing: list[Any] = []
        self.open_later, self.finish_later = handler(self._open), handler(self._finish)
        skip = handler(self._skip)  # caught first, before the table's own handlers: the tap
        window.addEventListener("pointerdown", skip, True)  # or key that skips does nothing else
        window.addEventListener("keydown", skip, True)

    def run(self, tops: list[Top], box: tuple[float, float, float, float], motion: bool,
            tempo: float, then: Callable[[], None]) -> None:
        """Celebrate: ``tops`` the foundations (their top element, cards and place), ``box``
        the table's width and height and a card's; ``then`` opens the dialog."""
        self.clear()
        for el, *_ in tops:
            el.classList.add(GLOW)
            self.glowing.append(el)
        if not motion:
            then()
            return
        self.then = then
        self._cascade(tops, box, tempo)
        self._after(DIALOG_MS * tempo, self.open_later)

    def _cascade(self, tops: list[Top], box: tuple[float, float, float, float],
                 tempo: float) -> None:
        width, height, card_w, card_h = box
        self.layer = document.createElement("div")
        self.layer.className = "cascade"
        self.layer.setAttribute("aria-hidden", "true")
        self.root.appendChild(self.layer)
        piles = [cards for _el, cards, _x, _y in tops]
        where = [(x, y) for _el, _cards, x, y in tops]
        starts = [(card, *where[f]) for f, card in cascade.order(piles)]
        plan = cascade.leaps(starts, width, height, card_w, card_h, tempo)
        faces: dict[int, str] = {}
        for leap in plan:
            el = document.createElement("div")
            el.className = "card"
            if leap.card not in faces:
                faces[leap.card] = cardface.face_svg(leap.card, int(card_w), int(card_h))
            el.innerHTML = faces[leap.card]
            self.layer.appendChild(el)
            el.animate(js_value(leap.frames), js_value(
                {"duration": leap.duration, "delay": leap.delay + LEAD_MS * tempo,
                 "fill": "forwards", "easing": "linear"}))
        self.root.dataset.celebrating = "1"
        self._after(cascade.length_ms(plan) + (LEAD_MS + 50) * tempo, self.finish_later)

    def _after(self, ms: float, proxy: Any) -> None:
        self.timers.append(window.setTimeout(proxy, ms))

    def _skip(self, event: Any) -> None:
        """A tap or a key during the cascade: the dialog now (that tap or key does nothing
        else: the won table has no move to make)."""
        if self.then is None:
            return
        event.preventDefault()
        event.stopPropagation()
        self._finish()

    def _finish(self) -> None:
        self._fallen()
        self._open()

    def _open(self) -> None:
        then, self.then = self.then, None
        if then is not None:
            then()

    def _fallen(self) -> None:
        """The cascade is over: its layer goes, the foundations glow on."""
        for timer in self.timers:
            window.clearTimeout(timer)
        self.timers = []
        if self.layer is not None:
            self.layer.remove()
            self.layer = None
        self.root.removeAttribute("data-celebrating")

    def clear(self) -> None:
        """No win on the table any more (a new deal, a win undone): nothing of it stays, and
        its dialog does not come."""
        if self.then is None and self.layer is None and not self.glowing:
            return
        self.then = None
        self._fallen()
        for el in self.glowing:
            el.classList.remove(GLOW)
        self.glowing = []
