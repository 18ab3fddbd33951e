"""The select-then-place machine shared by taps and the keyboard (no browser here).

A first press picks cards up, a second press on another pile asks to put them there, a press
on the picked pile again puts them down (or, quickly twice, sends the card home where it can
go; where not, that quick second tap too puts it down). The machine
only says what the player asked; whether it is legal is the engine's answer, via the session.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...solitaire.moves import STOCK, WASTE

DOUBLE_TAP_MS = 400.0


@dataclass(frozen=True)
class Pick:
    pile: int
    count: int | None
    """How many cards; ``None`` picks "the run that fits" (the keyboard's way)."""


@dataclass(frozen=True)
class Action:
    kind: str
    """``pick``, ``move``, ``cancel``, ``stock`` or ``home`` (send to a foundation)."""
    src: int | None = None
    dst: int | None = None
    count: int | None = None
    tapped: bool = False
    """A ``home`` asked by a quick second tap on the chosen card: where the card cannot go
    home, the player meant to put it down (a cancel), not to be told it cannot."""


class Picker:
    """Keyboard focus, the picked cards, and the last tap (for double taps)."""

    def __init__(self, focus: int = 0) -> None:
        self.focus = focus
        self.picked: Pick | None = None
        self._last_tap: tuple[int, int | None, float] | None = None

    def press(self, pile: int, count: int | None = None, now: float | None = None) -> Action:
        """A tap (with ``now`` in ms, for double taps) or Enter/Space on ``pile``."""
        last, self._last_tap = self._last_tap, None
        if pile == STOCK:
            self.picked = None
            return Action("stock")
        if (now is not None and last is not None and last[:2] == (pile, count)
                and now - last[2] < DOUBLE_TAP_MS):
            self.picked = None
            return Action("home", pile, tapped=True)
        picked = self.picked
        if (picked is None or (picked.pile == pile and count not in (None, picked.count))
                or pile == WASTE != picked.pile):  # the waste takes no cards: its own is picked
            # only a tap that picks a card up starts a double tap: one that dropped cards
            # here, then a tap to pick up the card it dropped on, is not "send it home"
            self._last_tap = None if now is None else (pile, count, now)
            return Action("pick", pile, None, count)
        if picked.pile == pile:
            self.picked = None
            return Action("cancel")
        return Action("move", picked.pile, pile, picked.count)

    def pick(self, pile: int, count: int | None) -> None:
        self.picked = Pick(pile, count)

    def cancel(self) -> bool:
        """Drop the selection, and any double tap begun: a second tap on a card that could not
        be picked sent its column's top card home. True if there was a selection."""
        had = self.picked is not None
        self.picked = None
        self._last_tap = None
        return had
