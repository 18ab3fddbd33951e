"""Pointer and keyboard input on the table: drag and drop, tap-tap, double tap, arrow keys.

Gestures only name piles and card counts; the session (and through it the engine) decides
what is legal, and the reason for a refusal is shown as the engine gives it.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from ...solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move, pile_name
from ..shell import text
from ..shell.cardface import card_name
from ..shell.dom import attr, document, listen, moved_by, present, window
from . import layout
from .picker import Action
from .view import CardEl, pile_ids

if TYPE_CHECKING:
    from .table import App

DRAG_START_PX = 6.0


class Gestures:
    """Listens on the table and the document; translates input into the app's actions."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.root = app.root
        self.press: dict[str, Any] | None = None
        self.dragging: list[CardEl] | None = None
        self.hint: Move | None = None
        self.keys_said = False
        self.pointed = False
        """The last input was a pointer's (a tap on a dialog's button that then puts the focus
        on the table is no reason to tell the keys)."""
        self.came_from: int | None = None
        """The pile the focus left by the last Up or Down (:func:`.layout.neighbour`)."""
        listen(self.root, "pointerdown", self._down)
        listen(self.root, "pointermove", self._move)
        listen(self.root, "pointerup", self._up)
        listen(self.root, "pointercancel", self._cancel)
        listen(self.root, "focus", lambda _e: self._focus_shown())
        listen(document, "keydown", self._key)
        listen(document, "pointerdown", self._pointed)

    def reset(self) -> None:
        self.press = None
        self.dragging = None
        self.hint = None
        self.came_from = None
        self.app.picker.focus = 0
        self.app.view.focus = None

    # -- marks -----------------------------------------------------------------------------

    def remark(self) -> None:
        """Show the picked cards and their legal targets, or the hint, after any change."""
        app, view = self.app, self.app.view
        picked = app.picker.picked
        if self.dragging is not None:
            return
        if picked is not None:
            count = picked.count or 1
            els = self._cards(picked.pile, count)
            view.mark(els, app.session.targets(picked.pile, picked.count, app.settings.auto))
        elif self.hint is not None:
            move = self.hint
            if move.src in (STOCK, REDEAL):  # draw or redeal: point at the stock
                view.mark(hint=([], STOCK))
            else:
                view.mark(hint=(self._cards(move.src, move.count), move.dst))
        else:
            view.mark()
        if view.focus is not None:
            view.show_focus(view.focus)

    def _cards(self, pile: int, count: int) -> list[CardEl]:
        els = self.app.view.piles.get(pile, [])
        return list(els[-count:]) if count and els else []

    # -- pointer ---------------------------------------------------------------------------

    def _where(self, event: Any) -> tuple[int, int | None] | None:
        """The pile and card index under the pointer (index None for an empty slot)."""
        el = event.target.closest(".card, .slot")
        if not present(el):
            return None
        pile = PILE_BY_NAME.get(attr(el, "data-pile") or "")
        if pile is None:
            return None
        index = attr(el, "data-index")
        return pile, (int(index) if index is not None and el.classList.contains("card") else None)

    def _near(self, event: Any) -> int | None:
        """The pile a tap on the felt lands beside or below, where a drag dropped there would
        go (layout.pile_near): half the gap between two columns reaches either."""
        view = self.app.view
        geo = view.geo
        if geo is None:
            return None
        xs = sorted(geo.columns)
        reach = (xs[1] - xs[0] - geo.card_w) / 2 if len(xs) > 1 else 0.0
        box = self.root.getBoundingClientRect()
        return layout.pile_near(float(event.clientX) - float(box.left),
                                float(event.clientY) - float(box.top),
                                view.drop_rects(self.app.session.state), reach)

    def _count(self, pile: int, index: int | None) -> int | None:
        """How many cards a press on ``index`` of ``pile`` takes (None for an empty slot)."""
        if index is None:
            return None
        if pile < WASTE:
            return len(self.app.session.state.layout.cols[pile]) - index
        return 1

    def _down(self, event: Any) -> None:
        if event.button != 0 or self.press is not None:
            return
        where = self._where(event)
        if where is None:  # the felt, maybe just beside or below a pile: a card picked goes
            near = self._near(event) if self.app.picker.picked is not None else None
            if near is None:  # there; else it is put back, as Escape does
                self._let_go()
                return
            where = (near, None)
        box = self.root.getBoundingClientRect()
        self.press = {
            "pile": where[0], "index": where[1], "id": event.pointerId,
            "x": float(event.clientX), "y": float(event.clientY),
            "left": float(box.left), "top": float(box.top),
        }
        with contextlib.suppress(Exception):  # capture is a comfort, not a need
            self.root.setPointerCapture(event.pointerId)

    def _move(self, event: Any) -> None:
        press, moved = self.press, moved_by(self.press, event)
        if press is None or moved is None:
            return
        dx, dy = moved
        if self.dragging is None and (
            dx * dx + dy * dy < DRAG_START_PX**2 or not self._start_drag(press)
        ):
            return
        self.app.view.drag(self.dragging or [], dx, dy)

    def _start_drag(self, press: dict[str, Any]) -> bool:
        app = self.app
        pile, index = press["pile"], press["index"]
        if pile == STOCK and not press.get("refused"):
            return self._drag_from_stock(press)
        count = self._count(pile, index)
        if pile == STOCK or count is None or press.get("refused"):
            return False
        if app.session.pick_reason(pile, count):
            press["refused"] = True
            return False
        els = self._cards(pile, count)
        if not els:
            return False
        app.picker.cancel()
        self.hint = None
        app.view.mark(els, app.session.targets(pile, count, app.settings.auto))
        self.dragging = els
        press["count"] = count
        return True

    def _drag_from_stock(self, press: dict[str, Any]) -> bool:
        """S-8 ruling: the stock's card is turned and dragged in one gesture."""
        app = self.app
        if not app.session.draw_for_drag():
            press["refused"] = True
            return False
        view = app.view
        view.sync(app.session.state, animate=False)
        card = view.piles[WASTE][-1]
        assert view.geo is not None
        card.x, card.y = view.geo.origin(STOCK)  # it leaves from the stock
        press.update(pile=WASTE, index=None, count=1, drawn=True)
        app.picker.cancel()
        self.hint = None
        view.mark([card], app.session.targets(WASTE, 1))
        self.dragging = [card]
        return True

    def _up(self, event: Any) -> None:
        press = self.press
        if press is None or event.pointerId != press["id"]:
            return
        self.press = None
        app = self.app
        app.t_action = float(window.performance.now())
        if self.dragging is not None:
            self._drop(press, self._near(event))
            return
        if press.get("refused"):
            if press["pile"] == STOCK:
                self._act(app.picker.press(STOCK))
                return
            reason = app.session.pick_reason(press["pile"], self._count(press["pile"],
                                             press["index"]) or 1)
            if reason:
                app.chrome.say_reason(reason)
            return
        pile = press["pile"]
        self._act(app.picker.press(pile, self._count(pile, press["index"]), app.t_action))

    def _cancel(self, event: Any) -> None:
        press, self.press = self.press, None
        if self.dragging is not None:
            self.dragging = None
            if press and press.get("drawn"):
                self.app.session.drop_draw()
            self.app.show(animate=True)

    def _drop(self, press: dict[str, Any], under: int | None) -> None:
        """Play the dragged cards on the pile under the pointer (``under``) if they may go
        there, else on the pile they cover most that takes them: a card held by its edge and
        let go over foundation 3 covered foundation 4 more, and went there."""
        app, view = self.app, self.app.view
        els = self.dragging or []
        self.dragging = None
        src, count = press["pile"], press["count"]
        lead = els[0]
        geo = view.geo
        assert geo is not None and lead.drag is not None
        rect = (lead.drag[0], lead.drag[1], float(geo.card_w), float(geo.card_h))
        candidates = [p for p in layout.drop_candidates(rect, view.drop_rects(app.session.state))
                      if p not in (src, under)]
        if under is not None and under != src:
            candidates.insert(0, under)
        drawn = bool(press.get("drawn"))
        for dst in candidates:
            move = app.session.resolve(src, dst, count)
            if move is None and dst >= FOUNDATION and count == 1:
                move = app.session.to_foundation(src)
            if move is not None:
                if app.play(move) and drawn:
                    app.session.join_draw()
                    app.show(animate=False)
                return
        if drawn:
            app.session.drop_draw()
        if candidates:
            refused = Move(src, candidates[0], count)
            reason = app.session.state.why_illegal(refused)
            if reason:
                app.say_refused(refused, reason)
        app.show(animate=True)  # snap back

    # -- tap-tap and keys --------------------------------------------------------------------

    def _act(self, action: Action) -> None:
        app = self.app
        session = app.session
        if action.kind == "stock":
            self.hint = None
            app.play(session.stock_move())
            return
        if action.kind == "cancel":
            app.chrome.say(text.STATUS["cancelled"])
            self.remark()
            return
        if action.kind == "home":
            move = session.to_foundation(action.src) if action.src is not None else None
            if move is None:
                if action.src is None or not app.view.piles.get(action.src):
                    app.chrome.say(text.STATUS["empty_pick"])  # no card there: not "cannot go"
                elif action.tapped:  # tapped again quickly to put it down
                    app.chrome.say(text.STATUS["cancelled"])
                else:
                    app.chrome.say_reason("no-foundation")
                self.remark()
            else:
                app.play(move)
            return
        if action.kind == "pick":
            self._pick(action.src, action.count)
            return
        if action.kind == "move":
            assert action.src is not None and action.dst is not None
            move = session.resolve(action.src, action.dst, action.count)
            if move is None and action.dst >= FOUNDATION and (action.count or 1) == 1:
                move = session.to_foundation(action.src)
            app.picker.cancel()
            if move is None:
                refused = Move(action.src, action.dst, action.count or 1)
                app.say_refused(refused, session.state.why_illegal(refused) or "bad-move")
                self.remark()
            else:
                app.play(move)

    def _pick(self, pile: int | None, count: int | None) -> None:
        app = self.app
        assert pile is not None
        reason = app.session.pick_reason(pile, count or 1)
        if reason:
            app.picker.cancel()
            app.chrome.say_reason(reason)
            self.remark()
            return
        app.picker.pick(pile, count)
        self.hint = None
        self.remark()
        cards = self._cards(pile, count or 1)
        if cards:
            card = cards[0].card
            places = app.session.target_moves(pile, count, app.settings.auto)
            runs = {m.count: self._cards(pile, m.count)[0].card for m in places}

            def place(move: Move) -> str:
                """A place as the highlight means it: where only a longer run fits (a card
                picked by keys), the run that goes (it was left out, though lit)."""
                if move.count <= (count or 1):
                    return app.pile_words(move.dst)
                return app.msg(text.STATUS["place_run"], pile=app.pile_words(move.dst),
                               count=move.count, card=card_name(runs[move.count], app.msg))

            def words() -> list[str]:
                """The choice and where it may go: what the highlights show, for a player
                who does not see them."""
                msg = app.msg
                name = card_name(card, msg)
                run = (count or 1) > 1
                key = ("selected_run" if run else "selected") + ("" if places else "_stuck")
                chosen = msg(text.STATUS[key], count=count, card=name)
                where = (msg(text.STATUS["places_run" if run else "places"],
                             places=", ".join(map(place, places)))
                         if places else msg(text.STATUS["no_places_run" if run else "no_places"]))
                return [chosen, where]

            app.chrome.tell(words)

    def _focus_shown(self) -> None:
        """The focus ring where the keys will act; the first time the keyboard brings the
        focus here, the keys too (the welcome line speaks of dragging and tapping)."""
        view = self.app.view
        if view.focus is None:
            view.show_focus(self.app.picker.focus)
        if not self.keys_said and not self.pointed and self.root.matches(":focus-visible"):
            self.keys_said = True
            self.app.chrome.say(text.STATUS["keys"])

    def _let_go(self) -> None:
        """The card picked (if any) put back where it lies, said, its places no longer lit."""
        if self.app.picker.cancel():
            self.app.chrome.say(text.STATUS["cancelled"])
            self.remark()

    def _pointed(self, _event: Any) -> None:
        self.pointed = True

    def _key(self, event: Any) -> None:
        self.pointed = False
        app = self.app
        key = str(event.key)
        ctrl = bool(event.ctrlKey or event.metaKey)
        if app.chrome.dialog_kind is not None:
            if key == "Escape":  # Close, Cancel (back to Statistics), or else just closed
                app.run_dialog(app.chrome.escape_action() or "close")
            elif key == "Enter" and app.chrome.dialog_kind == "deal":
                event.preventDefault()
                app.run_dialog("play-deal")
            return
        tag = str(event.target.tagName).lower() if event.target else ""
        if ctrl and key.lower() in ("z", "y") and tag not in ("input", "select", "textarea"):
            event.preventDefault()
            app.t_action = float(window.performance.now())
            if key.lower() == "y" or event.shiftKey:
                app.redo()
            else:
                app.undo()
            return
        if key == "Escape":
            app.chrome.menu_open(False)
            if app.solver.playing:  # the solution being shown stops, as its Stop button does
                app.solver.stop()
            self._let_go()
            return
        if document.activeElement != self.root:
            return
        picker = app.picker
        if key.startswith("Arrow"):
            event.preventDefault()
            geo = app.view.geo
            assert geo is not None
            was = picker.focus
            picker.focus = layout.neighbour(geo, was, key, self.came_from)
            vertical = key in ("ArrowUp", "ArrowDown") and picker.focus != was
            self.came_from = was if vertical else None
            app.view.show_focus(picker.focus)
        elif key in ("Enter", " ", "Spacebar"):
            event.preventDefault()
            app.t_action = float(window.performance.now())
            self._act(picker.press(picker.focus, None))
        elif key in ("f", "F") and not ctrl:
            app.t_action = float(window.performance.now())
            self._act(Action("home", picker.focus))
        elif key in ("h", "H") and not ctrl:
            app.show_hint()


PILE_BY_NAME = {pile_name(p): p for p in [*pile_ids(13), STOCK]}
