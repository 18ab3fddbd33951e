"""The Thief family's positions of ``tests.helpers``, under the name the page's tests import."""

from .helpers.playing import play
from .helpers.thief import build

__all__ = ["build", "play"]
