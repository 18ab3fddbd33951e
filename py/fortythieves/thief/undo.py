"""The undo log of a table: every change of a list or a field is written down as a small tuple,
so that undoing a move restores exactly what it changed without copying the table."""

from __future__ import annotations

from typing import Any


class UndoLog:
    """Changes made through these methods are undone, newest first, by :meth:`_rewind`.

    An entry is ``(list, index, item)``: ``item`` was popped from ``index`` of ``list`` (put
    back by insertion); ``(list, -1, None)``: an item was appended (popped off again); or
    ``(name, 0, value)``: the field ``name`` held ``value``."""

    _log: list[tuple[Any, Any, Any]]

    def _pop_at(self, lst: list[Any], index: int) -> Any:
        item = lst.pop(index)
        self._log.append((lst, index, item))
        return item

    def _pop_top(self, lst: list[Any]) -> Any:
        item = lst.pop()
        self._log.append((lst, len(lst), item))
        return item

    def _remove(self, lst: list[Any], item: Any) -> None:
        self._pop_at(lst, lst.index(item))

    def _append(self, lst: list[Any], item: Any) -> None:
        lst.append(item)
        self._log.append((lst, -1, None))

    def _set(self, name: str, value: Any) -> None:
        self._log.append((name, 0, getattr(self, name)))
        setattr(self, name, value)

    def _rewind(self, mark: int) -> None:
        """Undo every change logged since the log was ``mark`` entries long."""
        log = self._log
        while len(log) > mark:
            lst, index, item = log.pop()
            if item is None:
                lst.pop()
            elif lst.__class__ is str:
                setattr(self, lst, item)
            else:
                lst.insert(index, item)
