"""What a "not winnable" verdict rests on, as data the page can word (engines hold no words).

A walk that runs out of positions has met every position reachable from the one it was
given (up to the solver's sound reductions, which never lose a win nor a card home: an
automatic move only sends home a card nothing needs, and the line without it reaches the same
foundations one card higher). So whatever it never saw happen cannot happen: the walk keeps,
for each suit, the highest the suit's foundations ever stood (the higher of its two, and the
lower), and the most cards ever home at once. The reason given is, for each suit not finished,
the lowest card of which no line gets both copies home, e.g. ``{"kind": "never-home",
"cards": [2], "most_home": 61}``: "no line gets both threes of clubs home; 61 cards at most".
"""

from __future__ import annotations

from typing import Any

from .position import Layout


class Progress:
    """The most any position met so far had home: per suit, the higher and the lower of its
    two foundations (each at its best, perhaps in different positions), and in all."""

    def __init__(self) -> None:
        self.high = [0, 0, 0, 0]
        self.low = [0, 0, 0, 0]
        self.most = 0

    def record(self, lay: Layout) -> None:
        """Note the foundations of ``lay`` (call it after a move that changed them)."""
        high, low = self.high, self.low
        for suit, (a, b) in enumerate(lay.heights()):
            if a < b:
                a, b = b, a
            if a > high[suit]:
                high[suit] = a
            if b > low[suit]:
                low[suit] = b
        home = sum(map(len, lay.found))
        if home > self.most:
            self.most = home

    def reason(self) -> dict[str, Any]:
        """The cards of which no line met gets both copies home (lowest per suit)."""
        cards = [suit * 13 + low for suit, low in enumerate(self.low) if low < 13]
        return {"kind": "never-home", "cards": cards, "most_home": self.most}
