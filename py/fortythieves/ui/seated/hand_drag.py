"""A hand card dragged to where it goes, at a seated table: the same as a tap on the card and
then one on the place it is let go over. Players used to the solitaires' drag pulled a card
up from the hand and saw nothing happen, or the table scroll.

Only the pointer is new here: choosing the card and playing it are the table's own taps
(``pick_card``, ``drop``), so a drag is refused, said and played as they are.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from ..shell.dom import document, handler, listen, moved_by, present

if TYPE_CHECKING:
    from .table import SeatedApp

DRAG_START_PX = 8.0
"""Further than a tap's wobble on a phone."""
CLICK_AFTER_MS = 400.0
"""The browser's click follows the pointer's release at once; a tap comes later."""


class HandDrag:
    """Listens on the table; ``places`` is the CSS selector of what a card may be let go on."""

    def __init__(self, app: SeatedApp, places: str) -> None:
        self.app = app
        self.places = places
        self.press: dict[str, Any] | None = None
        self.over: Any = None
        self.dropped_at = -1e9
        """When the last drag ended: the click the browser sends just after it is no tap."""
        root = app.root
        listen(root, "pointerdown", self._down)
        listen(root, "pointermove", self._move)
        listen(root, "pointerup", self._up)
        listen(root, "pointercancel", lambda _e: self._end())
        root.addEventListener("click", handler(self._swallow), True)

    def _down(self, event: Any) -> None:
        card = event.target.closest(".hcard[data-card]")
        if event.button != 0 or not event.isPrimary or not present(card) or card.disabled:
            return
        self.press = {"card": str(card.dataset.card), "id": event.pointerId,
                      "x": float(event.clientX), "y": float(event.clientY), "el": None}

    def _move(self, event: Any) -> None:
        press, moved = self.press, moved_by(self.press, event)
        if press is None or moved is None:
            return
        dx, dy = moved
        if press["el"] is None and (dx * dx + dy * dy < DRAG_START_PX**2 or not self._lift(event)):
            return
        press["el"].style.transform = f"translate({dx}px, {dy}px)"
        self._mark(self._place(event))

    def _lift(self, event: Any) -> bool:
        """Choose the card as a tap would (its places light up); a refusal (not this person's
        turn) is said by the table and ends the drag."""
        press = self.press
        assert press is not None
        key = press["card"]
        app = self.app
        if app.sel is None or app.sel.card != key:
            app.pick_card(key)
        el = app.root.querySelector(f'.hcard[data-card="{key}"]')  # drawn again by the pick
        if app.sel is None or app.sel.card != key or not present(el):
            self.press = None
            return False
        el.classList.add("lifted")
        press["el"] = el
        with contextlib.suppress(Exception):  # capture is a comfort, not a need
            app.root.setPointerCapture(event.pointerId)
        return True

    def _place(self, event: Any) -> Any:
        """The place under the pointer (the lifted card lets the pointer through), or None."""
        under = document.elementFromPoint(event.clientX, event.clientY)
        place = under.closest(self.places) if present(under) else None
        lifted = self.press["el"] if self.press else None
        return place if present(place) and place != lifted else None

    def _mark(self, place: Any) -> None:
        if self.over is not None and self.over != place:
            self.over.classList.remove("drop-over")
        if place is not None:
            place.classList.add("drop-over")
        self.over = place

    def _up(self, event: Any) -> None:
        press = self.press
        if press is None or event.pointerId != press["id"] or press["el"] is None:
            self.press = None
            return
        place = self._place(event)
        self._end()
        self.dropped_at = float(event.timeStamp)
        if place is not None:  # else the card stays chosen, as after a tap
            self.app.drop(place)

    def _end(self) -> None:
        press, self.press = self.press, None
        self._mark(None)
        if press is not None and press["el"] is not None:
            press["el"].classList.remove("lifted")
            press["el"].style.transform = ""

    def _swallow(self, event: Any) -> None:
        if float(event.timeStamp) - self.dropped_at < CLICK_AFTER_MS:
            event.stopPropagation()
            event.preventDefault()
