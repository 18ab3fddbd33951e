"""The embedded table's conversation with the page around it, by ``postMessage``.

A rules website shows a table in an iframe (``index.html?embed=1&game=...``). The table tells
the host page what happens and obeys a few commands from it. Both directions are plain JSON
objects; the full description, with a copy-paste snippet, is in docs/hosting.md.

Only a table in embed mode talks: the full site in someone else's frame neither posts (the deal
it shows is the player's own) nor listens (a command would replace the player's game and count
it lost). In embed mode the address may name the host page's origin
(``&origin=https://rules.example.org``): events then go to that origin alone, and commands are
taken from it alone (:class:`Channel`).

Events, posted to ``window.parent`` only when the page is in a frame in embed mode, each
``{"source": "forty-thieves", "version": 1, "type": ..., "game": <game id>, ...}``:

* ``started`` - a game or deal began: ``deal`` (``null`` for a position), ``players``, ``lang``.
* ``move`` - a move was played: ``move`` (its notation, docs/notation.md), ``player`` (the
  seat that moved, from 0; always 0 in solitaire), ``moves`` (moves played so far).
* ``undone`` - the last move was taken back (solitaire): ``moves``.
* ``over`` - the game ended: ``scores`` (points per seat), ``winners`` (seats); solitaire
  (over when won) adds ``time`` (seconds), ``moves`` and ``score`` (the final score with its
  time and round bonuses when scoring is on, else ``null``) and ``solved`` (the solver played
  some of it, S-52: then ``winners`` is empty and ``score`` ``null``).
* ``refused`` - a command could not be obeyed: ``command`` and ``reason`` (``no-undo``: the
  game has no undo; ``nothing-to-undo``).

Commands, from the parent window only (and its ``origin=``), each
``{"target": "forty-thieves", "type": ...}``:

* ``new-deal`` - a new deal; ``deal`` (optional): its number, 1 to 2147483647.
* ``undo`` - take back the last move (solitaire; the seated games answer ``refused``).
* ``language`` - ``lang``: ``"en"`` or ``"hi"``.

Anything else (another sender, not an object, an unknown type, a badly typed field) is ignored
without a word: the host page may carry other scripts that post their own messages.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import parse_qs

from ...engine import MAX_DEAL
from ...i18n import LANGUAGES
from .urls import Query, parse_query, read_origin

SOURCE = "forty-thieves"
VERSION = 1
COMMANDS = ("new-deal", "undo", "language")


@dataclass(frozen=True)
class Command:
    """A host page's command, validated."""

    type: str
    deal: int | None = None
    lang: str | None = None


def parse_command(data: Any) -> Command | None:
    """The command in a message's data (already JSON-decoded), or ``None`` if it is not one."""
    if not isinstance(data, dict) or data.get("target") != SOURCE:
        return None
    kind = data.get("type")
    if kind == "new-deal":
        deal = data.get("deal")
        if deal is None:
            return Command(kind)
        if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= MAX_DEAL:
            return None
        return Command(kind, deal=deal)
    if kind == "undo":
        return Command(kind)
    if kind == "language":
        lang = data.get("lang")
        return Command(kind, lang=lang) if isinstance(lang, str) and lang in LANGUAGES else None
    return None


def event(kind: str, game: str, **fields: Any) -> dict[str, Any]:
    """An event for the host page, JSON-ready."""
    return {"source": SOURCE, "version": VERSION, "type": kind, "game": game, **fields}


@dataclass(frozen=True)
class Channel:
    """Whether the table talks with the page around it, and with which origin."""

    open: bool = False
    """In a frame, in embed mode: else it neither posts nor listens."""
    origin: str | None = None
    """The host page's origin as the address names it; None: any."""

    @classmethod
    def of(cls, query: Query, framed: bool) -> Channel:
        """The channel an address opens for a page in a frame (``framed``) or not. A bad
        ``origin=`` is left out (the table says so, :func:`.urls.read_embed`)."""
        return cls(open=framed and query.embed, origin=read_origin(query.origin)[0])

    @property
    def target(self) -> str | None:
        """``postMessage``'s target origin for events; None: post nothing."""
        if not self.open:
            return None
        return self.origin or "*"

    def accepts(self, from_parent: bool, origin: str) -> bool:
        """Whether a message is one to read: sent by the parent window (not another frame of
        the host page, nor a popup), from the origin the address names if it names one."""
        return self.open and from_parent and self.origin in (None, origin)


class Table(Protocol):
    """What a table does for the host's commands (``App`` and ``SeatedApp``)."""

    def new_deal(self, deal: int | None = None) -> None: ...

    def undo_for_host(self) -> str | None:
        """Take back the last move; the reason id when it cannot."""

    def set_language(self, lang: str) -> None: ...


def obey(table: Table, command: Command) -> dict[str, Any] | None:
    """Carry out a command; the ``refused`` event's fields when it could not be."""
    if command.type == "new-deal":
        table.new_deal(command.deal)
    elif command.type == "undo":
        reason = table.undo_for_host()
        if reason:
            return {"command": "undo", "reason": reason}
    elif command.type == "language" and command.lang:
        table.set_language(command.lang)
    return None


class Link:
    """The browser side: posts events to the parent frame, hands its commands to a table, as
    the address's :class:`Channel` allows.

    Events go to the origin ``origin=`` names, else to any (``"*"``): they tell only what the
    player sees on a table that keeps nothing of the player's (embed mode stores nothing).
    """

    def __init__(self, game: Callable[[], str]) -> None:
        from .dom import window  # here, not at the top: the rest of the module runs natively

        self._window = window
        self._game = game
        self.channel = Channel.of(parse_query(str(window.location.search)),
                                  framed=not _same(window, window.parent, window))

    def listen(self, table: Table) -> None:
        if not self.channel.open:
            return
        from .dom import listen

        listen(self._window, "message", lambda e: self._on_message(e, table))

    def post(self, kind: str, **fields: Any) -> None:
        target = self.channel.target
        if target:
            data = self._window.JSON.parse(json.dumps(event(kind, self._game(), **fields)))
            self._window.parent.postMessage(data, target)

    def full_site(self, query: str) -> None:
        """Point the table's "Play on the full site" link (shown when embedded) at ``query``,
        naming its language even when English (which a table's own address leaves out): the
        full site would open in the language last chosen there."""
        if "lang" not in parse_qs(query.lstrip("?")):
            query += "&lang=en"
        link = self._window.document.getElementById("full-site")
        link.href = str(self._window.location.pathname) + query

    def _on_message(self, message: Any, table: Table) -> None:
        window = self._window
        if not self.channel.accepts(_same(window, message.source, window.parent),
                                    str(message.origin)):
            return
        try:
            encoded = window.JSON.stringify(message.data)
        except Exception:  # noqa: BLE001 - not JSON-able (cycles, BigInt): not ours
            return
        if not isinstance(encoded, str):  # undefined, a function
            return
        data = json.loads(encoded)
        command = parse_command(data)
        if command is None:
            return
        refused = obey(table, command)
        if refused:
            self.post("refused", **refused)


def _same(window: Any, a: Any, b: Any) -> bool:
    """JavaScript's ``Object.is(a, b)`` (``is`` is a Python keyword)."""
    return bool(getattr(window.Object, "is")(a, b))
