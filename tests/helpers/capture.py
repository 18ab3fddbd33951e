"""A capture table's session played a while, for the tests of the page (tests/ and e2e/)."""

from __future__ import annotations

from fortythieves.ui.capture.session import CaptureSession, CaptureSetup


def gharat_past_its_first_hand(extra: int) -> tuple[CaptureSession, list[str], int]:
    """A game of Gharat for three played by its first legal moves, ``extra`` moves past the
    end of its first hand: the session, its moves and how many ended that hand."""
    session = CaptureSession.new(CaptureSetup.for_game("gharat"), 5)
    ended = None
    while ended is None or len(session.state.history) < ended + extra:
        _events, end = session.play(session.state.legal_moves()[0])
        if end is not None:
            ended = len(session.state.history)
    return session, [str(m) for m in session.state.history], ended
