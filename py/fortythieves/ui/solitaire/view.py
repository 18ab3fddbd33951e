"""The table's DOM: one element per visible card, moved rather than rebuilt.

After a move the view matches each pile's cards against the elements it already shows: a
common bottom part stays, the rest is released and picked up again by card value wherever it
went, so a move touches only the few elements that changed (a move paints in a few ms instead
of rebuilding 104 SVGs). Positions come from :mod:`.layout`; a moved card slides from its old
place with the Web Animations API (150 ms at normal speed, shorter at fast), unless the player
turned animations off or prefers reduced motion.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...cards import NAMES
from ...i18n import Messages
from ...solitaire.moves import FOUNDATION, STOCK, WASTE, pile_name
from ...solitaire.state import SolitaireState
from ..shell import cardface
from ..shell.dom import document, js_value
from . import layout
from . import words as solitaire_words
from .celebration import Celebration

FLY_Z = 600
DRAG_Z = 900
SLIDE_MS = 150

REDEAL_ICON = (
    '<svg viewBox="0 0 24 24" class="icon" aria-hidden="true"><path d="M12 4a8 8 0 1 1-7.4 5'
    '" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>'
    '<path d="M2.5 4.5 4.6 9.8 9.8 7.6" fill="none" stroke="currentColor" stroke-width="2.4" '
    'stroke-linecap="round" stroke-linejoin="round"/></svg>'
)


@dataclass(eq=False)
class CardEl:
    """One card element and what it shows now (to write to the DOM only what changed)."""

    el: Any
    card: int
    up: bool | None = None
    x: float = -1e6
    y: float = -1e6
    z: int = -1
    pile: int = -1
    index: int = -1
    drawn: tuple[int, int] | None = None
    drag: tuple[float, float] | None = None


def pile_ids(ncols: int) -> list[int]:
    return [*range(ncols), WASTE, *range(FOUNDATION, FOUNDATION + 8)]


class TableView:
    """Draws a :class:`SolitaireState` into ``root`` and keeps it in step, move by move."""

    def __init__(self, root: Any, msg: Messages) -> None:
        self.root = root
        self.msg = msg
        self.motion = True
        self.tempo = 1.0
        """Length of animations as a share of normal (the Settings' animation speed)."""
        self.geo: layout.Geometry | None = None
        self.piles: dict[int, list[CardEl]] = {}
        self.slots: dict[int, Any] = {}
        self.slot_text: dict[int, str] = {}
        self.pool: list[CardEl] = []
        self.marked: list[Any] = []
        self.ring: Any = None
        self.focus: int | None = None
        self.draw = 1
        self.celebration = Celebration(root)

    # -- building --------------------------------------------------------------------------

    def build(self, state: SolitaireState, geo: layout.Geometry) -> None:
        """Start afresh for a new game or variant: slots, stock, then every card."""
        self.root.innerHTML = ""
        self.piles, self.slots, self.slot_text, self.pool, self.marked = {}, {}, {}, [], []
        self.draw = state.game.variant.draw
        self.geo = geo
        for pile in [*pile_ids(len(geo.columns)), STOCK]:
            slot = document.createElement("div")
            kind = "column" if pile < WASTE else {WASTE: "waste", STOCK: "stock"}.get(
                pile, "foundation"
            )
            slot.className = f"slot {kind}"
            slot.id = f"slot-{pile_name(pile)}"
            slot.dataset.pile = pile_name(pile)
            slot.setAttribute("role", "button")
            if kind == "foundation":
                slot.innerHTML = '<span class="slot-mark" aria-hidden="true">A</span>'
            self.root.appendChild(slot)
            self.slots[pile] = slot
            if pile != STOCK:
                self.piles[pile] = []
        self.ring = document.createElement("div")
        self.ring.id = "ring"
        self.ring.setAttribute("aria-hidden", "true")
        self.root.appendChild(self.ring)
        self.resize(geo, state)

    def resize(self, geo: layout.Geometry, state: SolitaireState) -> None:
        """Place everything for a new table size, without animation."""
        self.geo = geo
        style = self.root.style
        style.setProperty("--cw", f"{geo.card_w}px")
        style.setProperty("--ch", f"{geo.card_h}px")
        style.setProperty("--fs", f"{cardface.index_size(geo.card_w):.1f}px")
        for pile, slot in self.slots.items():
            x, y = geo.origin(pile)
            slot.style.transform = f"translate({x:.1f}px,{y:.1f}px)"
        self.sync(state, animate=False)
        self.show_focus(self.focus)

    # -- keeping in step -------------------------------------------------------------------

    def visible(self, state: SolitaireState) -> dict[int, list[tuple[int, bool]]]:
        """The cards each pile shows, bottom first, with whether each is face up."""
        lay = state.layout
        shown: dict[int, list[tuple[int, bool]]] = {}
        for j, col in enumerate(lay.cols):
            down = lay.down[j]
            shown[j] = [(c, i >= down) for i, c in enumerate(col)]
        keep = 4 if self.draw > 1 else 2  # a card under the top shows while it is dragged
        shown[WASTE] = [(c, True) for c in lay.waste[-keep:]]
        for i, found in enumerate(lay.found):
            shown[FOUNDATION + i] = [(c, True) for c in found[-2:]]
        return shown

    def sync(self, state: SolitaireState, animate: bool = True) -> None:
        """Make the DOM show ``state``: reuse elements by card value, slide what moved."""
        geo = self.geo
        assert geo is not None
        if not state.won:  # a new deal, a win undone: its moment is over
            self.celebration.clear()
        shown = self.visible(state)
        released: dict[int, list[CardEl]] = {}
        for pile, els in self.piles.items():
            want = shown[pile]
            k = 0
            while k < len(els) and k < len(want) and els[k].card == want[k][0]:
                k += 1
            for ce in els[k:]:
                released.setdefault(ce.card, []).append(ce)
            del els[k:]
        stock_xy = geo.origin(STOCK)
        for pile, want in shown.items():
            els = self.piles[pile]
            for card, _up in want[len(els):]:
                spare = released.get(card)
                if spare:
                    ce = spare.pop()
                else:
                    ce = self._new_card(card)
                    if pile == WASTE and animate:
                        ce.x, ce.y = stock_xy  # a drawn card slides out of the stock
                els.append(ce)
        for spare in released.values():
            for ce in spare:
                self._retire(ce)
        lay = state.layout
        for pile, want in shown.items():
            els = self.piles[pile]
            down = lay.down[pile] if pile < WASTE else 0
            spots = layout.card_positions(geo, pile, len(els), down)
            name = pile_name(pile)
            for i, (ce, (_card, up), (x, y)) in enumerate(zip(els, want, spots, strict=True)):
                self._show(ce, up, x, y, 10 + i, pile, name, i, animate)
            self._label_slot(pile, state)
        self._show_stock(state)

    def _new_card(self, card: int) -> CardEl:
        if self.pool:
            ce = self.pool.pop()
            ce.card = card
            ce.up = None
            ce.drawn = None
            ce.x = ce.y = -1e6
            ce.el.hidden = False
            return ce
        el = document.createElement("div")
        el.className = "card"
        el.setAttribute("role", "img")
        self.root.insertBefore(el, self.ring)
        return CardEl(el, card)

    def _retire(self, ce: CardEl) -> None:
        ce.el.hidden = True
        ce.pile = ce.index = ce.z = -1
        ce.drag = None
        ce.el.classList.remove("dragging")  # a stock card dragged and dropped on nothing: it
        # kept its lifted shadow when it was turned up again
        ce.el.removeAttribute("data-pile")
        self.pool.append(ce)

    def _show(
        self, ce: CardEl, up: bool, x: float, y: float, z: int, pile: int, name: str, index: int,
        animate: bool,
    ) -> None:
        el = ce.el
        geo = self.geo
        assert geo is not None
        drawn = (geo.card_w, geo.card_h) if up else (0, 0)
        if up != ce.up or drawn != ce.drawn:
            if up:
                el.innerHTML = cardface.face_svg(ce.card, geo.card_w, geo.card_h)
                el.classList.remove("down")
            else:
                el.innerHTML = ""
                el.classList.add("down")
            if up != ce.up:
                el.dataset.card = NAMES[ce.card]
                el.dataset.up = "1" if up else "0"
                el.setAttribute("aria-label", self._card_label(ce.card, up))
            ce.up, ce.drawn = up, drawn
        if pile != ce.pile:
            el.dataset.pile = name
            ce.pile = pile
        if index != ce.index:
            el.dataset.index = str(index)
            ce.index = index
        start = ce.drag or (ce.x, ce.y)
        if (x, y) != start or ce.drag:
            el.style.transform = f"translate({x:.1f}px,{y:.1f}px)"
            if animate and self.motion and start[0] > -1e5 and (x, y) != start:
                frames = [
                    {"transform": f"translate({start[0]:.1f}px,{start[1]:.1f}px)", "zIndex": FLY_Z},
                    {"transform": f"translate({x:.1f}px,{y:.1f}px)", "zIndex": FLY_Z},
                ]
                el.animate(js_value(frames), js_value(
                    {"duration": SLIDE_MS * self.tempo, "easing": "ease-out"}))
            ce.x, ce.y = x, y
            if ce.drag:
                el.classList.remove("dragging")
                ce.drag = None
        if z != ce.z:
            el.style.zIndex = str(z)
            ce.z = z

    def _card_label(self, card: int, up: bool) -> str:
        return cardface.card_name(card, self.msg) if up else self.msg(solitaire_words.FACE_DOWN)

    def pile_label(self, pile: int, state: SolitaireState) -> str:
        msg = self.msg
        lay = state.layout
        if pile < WASTE:
            name = msg(solitaire_words.COLUMN, n=pile + 1)
            cards, down = lay.cols[pile], lay.down[pile]
        elif pile == WASTE:
            name, cards, down = msg(solitaire_words.WASTE), lay.waste, 0
        else:
            name, cards, down = msg(solitaire_words.FOUNDATION, n=pile - FOUNDATION + 1), None, 0
            cards = lay.found[pile - FOUNDATION]
        if not cards:
            return msg(solitaire_words.PILE_EMPTY, pile=name)
        top = self._card_label(cards[-1], len(cards) > down)
        label = msg(solitaire_words.PILE_CARDS, pile=name, count=len(cards), card=top)
        under = cards[down:-1] if pile < WASTE else []
        if not under:
            return label
        # A column's open cards under its top, downwards: what a sighted player reads at a
        # glance, and which run a move would carry.
        names = ", ".join(cardface.card_name(c, msg) for c in reversed(under))
        return msg(solitaire_words.PILE_UNDER, label=label, cards=names)

    def _label_slot(self, pile: int, state: SolitaireState) -> None:
        label = self.pile_label(pile, state)
        if self.slot_text.get(pile) != label:
            self.slots[pile].setAttribute("aria-label", label)
            self.slot_text[pile] = label

    def _show_stock(self, state: SolitaireState) -> None:
        slot = self.slots[STOCK]
        count = len(state.layout.stock)
        left = state.redeals_left()
        if count:
            key, label = f"n{count}", self.msg(solitaire_words.STOCK_LABEL, count=count)
            html = f'<span class="count">{count}</span>'
        elif left > 0 and state.layout.waste:
            key, label = f"r{left}", self.msg(solitaire_words.STOCK_REDEAL, left=left)
            html = f'{REDEAL_ICON}<span class="count redeals">×{left}</span>'  # not cards
        else:
            key, label, html = "empty", self.msg(solitaire_words.STOCK_DONE), ""
        if self.slot_text.get(STOCK) != key + label:
            slot.innerHTML = html
            slot.className = "slot stock" + (" full" if count else " redeal" if html else "")
            slot.dataset.count = str(count)
            slot.setAttribute("aria-label", label)
            self.slot_text[STOCK] = key + label

    def relabel(self, msg: Messages, state: SolitaireState) -> None:
        """New language: every card and pile label again."""
        self.msg = msg
        for els in self.piles.values():
            for ce in els:
                ce.el.setAttribute("aria-label", self._card_label(ce.card, bool(ce.up)))
        self.slot_text = {}
        for pile in self.piles:
            self._label_slot(pile, state)
        self._show_stock(state)

    # -- marks: selection, legal targets, hint, focus ----------------------------------------

    def top_element(self, pile: int) -> Any:
        els = self.piles.get(pile) or []
        return els[-1].el if els else self.slots[pile]

    def mark(
        self,
        picked: list[CardEl] | None = None,
        targets: list[int] | None = None,
        hint: tuple[list[CardEl], int] | None = None,
    ) -> None:
        """Show the picked cards, where they may go, or a hint; clears the previous marks.
        The piles' slots say the first two too, which a screen reader reads as the keys reach
        them: only the status line had said them, once."""
        for el in self.marked:
            el.classList.remove("picked", "target", "hint", "hint-to")
            el.removeAttribute("aria-description")
        self.marked = []
        for ce in picked or []:
            ce.el.classList.add("picked")
            self.marked.append(ce.el)
        for pile in targets or []:
            el = self.top_element(pile)
            el.classList.add("target")
            self.marked.append(el)
        said = {pile: solitaire_words.SLOT_TARGET for pile in targets or []}
        if picked:
            said[picked[0].pile] = solitaire_words.SLOT_PICKED
        for pile, words in said.items():
            slot = self.slots.get(pile)
            if slot is not None:
                slot.setAttribute("aria-description", self.msg(words))
                self.marked.append(slot)
        if hint:  # the cards to move pulse; where they go has a line of its own
            cards, dst = hint
            for ce in cards:
                ce.el.classList.add("hint")
                self.marked.append(ce.el)
            if dst is not None:
                el = self.top_element(dst)
                el.classList.add("hint-to")
                self.marked.append(el)

    def cards_from(self, pile: int, index: int) -> list[CardEl]:
        """The elements of ``pile`` from ``index`` to the top (what a drag carries)."""
        return list(self.piles.get(pile, [])[index:])

    def show_focus(self, pile: int | None) -> None:
        self.focus = pile
        if pile is None or self.ring is None or self.geo is None:
            return
        count = len(self.piles.get(pile, []))
        x, y, w, h = layout.pile_rect(self.geo, pile, count)
        if pile < WASTE and count:
            last = self.piles[pile][-1]
            h = last.y - y + self.geo.card_h
        self.ring.style.transform = f"translate({x - 3:.1f}px,{y - 3:.1f}px)"
        self.ring.style.width = f"{w + 6:.1f}px"
        self.ring.style.height = f"{h + 6:.1f}px"
        self.root.setAttribute("aria-activedescendant", f"slot-{pile_name(pile)}")

    # -- dragging --------------------------------------------------------------------------

    def drag(self, cards: list[CardEl], dx: float, dy: float) -> None:
        for i, ce in enumerate(cards):
            if ce.drag is None:
                ce.el.classList.add("dragging")
                ce.el.style.zIndex = str(DRAG_Z + i)
                ce.z = DRAG_Z + i
            ce.drag = (ce.x + dx, ce.y + dy)
            ce.el.style.transform = f"translate({ce.drag[0]:.1f}px,{ce.drag[1]:.1f}px)"

    def drop_rects(self, state: SolitaireState) -> dict[int, layout.Rect]:
        geo = self.geo
        assert geo is not None
        rects: dict[int, layout.Rect] = {}
        for pile in range(len(geo.columns)):
            els = self.piles[pile]
            x, y = geo.origin(pile)
            bottom = (els[-1].y if els else y) + geo.card_h
            rects[pile] = (x, y, float(geo.card_w), max(bottom - y, float(geo.card_h)) + 30)
        for i in range(8):
            rects[FOUNDATION + i] = layout.pile_rect(geo, FOUNDATION + i)
        return rects

    # -- the win -----------------------------------------------------------------------------

    def celebrate(self, state: SolitaireState, cascade: bool, then: Callable[[], None]) -> None:
        """The win's moment (:mod:`.celebration`): the foundations' cards cascade (``cascade``
        and motion allowed), then ``then`` opens the win's dialog."""
        geo = self.geo
        assert geo is not None
        tops = [(els[-1].el, state.layout.found[i], els[-1].x, els[-1].y)
                for i in range(len(state.layout.found)) if (els := self.piles[FOUNDATION + i])]
        self.celebration.run(tops, (geo.width, geo.height, geo.card_w, geo.card_h),
                             cascade and self.motion, self.tempo, then)
