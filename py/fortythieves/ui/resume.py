"""Whether a saved game is worth "Resume" on the home page: one the player has moved in and
not finished. Pure Python (no browser), so tests read real saves natively.
"""

from __future__ import annotations

from ..engine import CorruptSave
from ..games import SOLITAIRE_IDS
from .board.session import BoardSession
from .capture.session import CaptureSession
from .solitaire.session import load_session


def in_progress(game_id: str, text: str | None) -> bool:
    """``text`` (the save of ``game_id``) holds a started, unfinished game; a missing,
    damaged or foreign save holds none."""
    if not text:
        return False
    try:
        if game_id in SOLITAIRE_IDS:
            session = load_session(text, game_id)
            return session is not None and session.started and not session.state.won
        seated = (
            BoardSession.loads(text) if game_id == "board"
            else CaptureSession.loads(text, game_id)
        )
    except CorruptSave:  # every reader's one refusal (tests/test_stored_data.py)
        return False
    if seated is None or seated.state.is_over:
        return False
    return bool(seated.state.to_json().get("moves")) or bool(seated.log)
