"""The board positions of ``tests.helpers``, under the name the page's tests and
test_board_rules.py import."""

from .helpers.board import build, event_types, owner
from .helpers.playing import moves_text, play

__all__ = ["build", "event_types", "moves_text", "owner", "play"]
