"""The solitaire positions of ``tests.helpers``, under the name the page's tests import."""

from .helpers.playing import play
from .helpers.solitaire import build, column, near_won

__all__ = ["build", "column", "near_won", "play"]
