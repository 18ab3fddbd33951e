"""Words of the solitaire table, marked for extraction (``pybabel extract -k N_ -k NP_:1,2``):
message ids, translated at display time with ``Messages``; the words every table shares are in
:mod:`..shell.text`.
"""

from __future__ import annotations

from ...i18n import N_, NP_

FACE_DOWN = N_("Face-down card")

# Toolbar and menu.
LEFT_LOST = N_("The deal you are playing is not finished: leaving it counts as a game lost and "
               "ends your run of wins.")
LEAVE = {
    "new": (N_("Start a new deal?"), LEFT_LOST),
    "restart": (N_("Restart this deal?"), LEFT_LOST),
    "daily": (N_("Start today’s daily deal?"), LEFT_LOST),
    "solution": (N_("Show the solution?"),
                 N_("The solver plays the deal out from here, so it will not be your win: it "
                    "counts as a game lost and ends your run of wins.")),
}
LEAVE_FRAMED = {  # an embedded table keeps no statistics: what is lost is the moves made
    "new": N_("The deal you are playing is not finished: its moves will be lost."),
    "restart": N_("The deal you are playing is not finished: its moves will be lost."),
    "solution": N_("The solver plays the deal out from here, so it will not be your win."),
}

# An address that cannot be used as it is (fortythieves.ui.shell.urls.Problem): what was wrong and
# what the table does instead. ``{value}`` is what the link said.
# Piles, for screen readers.
COLUMN = N_("Column {n}")
FOUNDATION = N_("Foundation {n}")
WASTE = N_("Waste")
STOCK = N_("Stock")
PILE_CARDS = NP_("{pile}: {count} card, top {card}", "{pile}: {count} cards, top {card}")
PILE_EMPTY = N_("{pile}: empty")
PILE_UNDER = N_("{label}; under it: {cards}")
STOCK_LABEL = NP_("Stock: {count} card left", "Stock: {count} cards left")
STOCK_REDEAL = N_("Stock: empty, click to redeal ({left} left)")
STOCK_DONE = N_("Stock: empty")
SLOT_PICKED = N_("Picked up from here")
SLOT_TARGET = N_("Can go here")  # the picked card, or run

STUCK_TITLE = N_("No more moves")
STUCK_TEXT = N_(
    "No card can reach a foundation any more. Undo some moves, restart, or try a new deal."
)
