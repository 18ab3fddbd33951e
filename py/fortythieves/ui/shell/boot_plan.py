"""The address against the save: which game a table opens with, decided once for every table.

A visit may bring an address that names a game (a shared link: its deal, its moves, for the
multiplayer games its seats and options) while the table has a saved game of its own. The
rule, the same at every table:

- no save, or the address asks for nothing the save is not: the save goes on if there is one,
  else the address's game opens;
- the address asks for another game and the saved one is finished (or never begun): the
  address's game opens, nothing is lost;
- the address asks for another game while the saved one is in progress: the save goes on and
  the address's game is *offered*; a link never throws a game away unasked.

The tables read the address and the save into the two small records below and act on the
:class:`Plan`; this module touches neither the page nor storage, so it is tested natively.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Asked:
    """What the address asks for. ``None`` and empty mean "whatever the table has"."""

    deal: int | None = None
    moves: tuple[str, ...] = ()
    game: Mapping[str, Any] | None = None
    """The game's setup as the address gives it (players, seats, options), or ``None``."""


@dataclass(frozen=True)
class Saved:
    """What the decision needs to know of a saved game."""

    deal: int
    in_progress: bool
    """Begun and not over: the one kind of save a link must not replace unasked."""
    game: Mapping[str, Any] = field(default_factory=dict)
    """The saved game's setup, in the form :attr:`Asked.game` takes."""


@dataclass(frozen=True)
class Plan:
    """What the table opens: the save (``resume``) or the address's game; and whether the
    address's game is offered over the save (``offer``: only with ``resume``)."""

    resume: bool
    offer: bool = False


def asks_other(asked: Asked, saved: Saved) -> bool:
    """Whether the address asks for another game than the saved one: moves to replay (they
    need their own deal), another deal, or another setup."""
    return (bool(asked.moves)
            or (asked.deal is not None and asked.deal != saved.deal)
            or (asked.game is not None and dict(asked.game) != dict(saved.game)))


def boot_plan(asked: Asked, saved: Saved | None) -> Plan:
    """The game a visit opens (see the module's rule)."""
    if saved is None:
        return Plan(resume=False)
    if not asks_other(asked, saved):
        return Plan(resume=True)
    if saved.in_progress:
        return Plan(resume=True, offer=True)
    return Plan(resume=False)
