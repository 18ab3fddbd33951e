"""The keys every seated table reads the same way, decided from the key alone (pure): the
table's own keys are each table's (``_on_key``)."""

from __future__ import annotations


def escapes(key: str, kind: str | None, held: bool) -> bool:
    """Whether ``key`` answers the open dialog with Close, or else its last button (cancel,
    back): Escape, except in a held dialog and the summary of a round or hand, whose one
    button moves the game on."""
    return key == "Escape" and not held and kind not in (None, "round", "hand")


def table_key(key: str, ctrl: bool, alt: bool) -> str | None:
    """H asks for a hint anywhere on the table, as at the solitaire's, and Ctrl+Z, which
    undoes there, says why it does not here (``"no-undo"``)."""
    if key in ("h", "H") and not (ctrl or alt):
        return "hint"
    if key in ("z", "Z") and ctrl and not alt:
        return "no-undo"
    return None
