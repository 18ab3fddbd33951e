"""What a seated table says between turns, on the line under the toolbar (a live region).

A move's words wait to be said again with whose turn follows: the live region reads only the
last announcement, so "Ravi played the 6 of hearts" and "Your turn" are one. A *notice* (a
damaged save was replaced; whom the person plays with) outlives the computers' first moves:
said again with each until the person acts or is told it is their turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Words = Callable[[], list[str]]
"""Words made when they are read, so that they follow a change of language."""


class Narrator:
    """The words the table holds between a move and the turn that follows it."""

    def __init__(self, tell: Callable[[Words], None],
                 describe: Callable[[list[dict[str, Any]]], list[str]]) -> None:
        self.tell = tell
        """Say words on the line under the toolbar (``Chrome.tell``)."""
        self.describe = describe
        """Sentences for what a move's events did."""
        self.said: Words = list
        """What the last move did, until the turn that follows is announced."""
        self.notice: Words = list

    def moved(self, events: list[dict[str, Any]], by_person: bool) -> None:
        """A move was played: say the notice (gone once a person acts) and what it did."""
        if by_person:
            self.notice = list
        notice, describe = self.notice, self.describe
        self.said = lambda: [*notice(), *describe(events)]
        if self.said():
            self.tell(self.said)

    def begin(self, words: Words, notice: Words | None = None) -> None:
        """Say ``words`` as a game, round or hand begins; held for the first turn's
        announcement, and ``notice`` (if given) kept until the person acts."""
        self.said = words
        self.tell(words)
        if notice is not None:
            self.notice = notice

    def hush(self) -> None:
        """Forget the last move's words (said already, or of a game left behind)."""
        self.said = list

    def announce(self, line: Callable[[list[str]], list[str]]) -> None:
        """Say whose turn it is: ``line`` makes the announcement from the last move's words
        (one announcement, not two); the move and the notice are then said for good."""
        said = self.said
        self.tell(lambda: line(said()))
        self.said = list
        self.notice = list
