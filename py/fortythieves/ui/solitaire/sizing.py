"""The solitaire table's geometry kept in step with its size and its columns: the window or the
table resized (once a frame), or a column grown too long for the cards as they are."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..shell.dom import handler, window
from . import layout

if TYPE_CHECKING:
    from ...solitaire.state import SolitaireState
    from .view import TableView


class Sizer:
    """Computes the geometry of ``root`` for the state ``state()`` and resizes ``view``."""

    def __init__(self, root: Any, view: TableView, state: Callable[[], SolitaireState]) -> None:
        self.root = root
        self.view = view
        self.state = state
        self.pending = False
        self._resize = handler(self._do_resize)

    def geometry(self) -> layout.Geometry:
        width = float(self.root.clientWidth) or 390.0
        height = float(self.root.clientHeight) or 600.0
        return self.fit(width, height)

    def fit(self, width: float, height: float) -> layout.Geometry:
        """The geometry for this table size and the columns as they now are (a long one makes
        the cards smaller, :func:`.layout.compute`)."""
        state = self.state()
        cols = state.layout.cols
        return layout.compute(width, height, len(cols), state.game.variant.draw,
                              max(map(len, cols)))

    def refit(self) -> None:
        """The state changed: a column grew too long, or shrank again."""
        geo = self.view.geo
        fresh = None if geo is None else self.fit(geo.width, geo.height)
        if fresh is not None and fresh != geo:
            self.view.resize(fresh, self.state())

    def on_resize(self) -> None:
        if not self.pending:
            self.pending = True
            window.requestAnimationFrame(self._resize)

    def _do_resize(self, _ts: Any = None) -> None:
        self.pending = False
        geo = self.geometry()
        if geo != self.view.geo:
            self.view.resize(geo, self.state())
