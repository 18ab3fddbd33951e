"""The daily deal: one deal of each solitaire game per date, the same for everyone.

A date's deal comes from the game's pool of deals proved winnable (:mod:`.pool`), so the deal
everyone plays on a day can be won. The pools only grow at their end, so the choice reads only
the first :data:`CYCLE` deals of a pool: a date keeps its deal when a pool grows, on every
machine and in the browser alike. Those deals are taken in a fixed shuffled order, one a day
from :data:`EPOCH`; after :data:`CYCLE` days the order begins again.
"""

from __future__ import annotations

import random
from datetime import date
from functools import cache

from ..engine import GameError
from .pool import load

EPOCH = date(2026, 1, 1)
"""The first day of the order (earlier dates count back from it)."""
CYCLE = 500
"""Days before a game's daily deals repeat: the smallest pool shipped has this many deals."""


def read_date(text: str) -> date:
    """A date written ``YYYY-MM-DD``; anything else raises :class:`GameError` ``bad-date``."""
    try:
        if len(text) != 10:
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise GameError("bad-date", value=text[:40]) from None


@cache
def daily_order(key: str) -> tuple[int, ...]:
    """The game's daily deals in the order the days take them (``key``: ``classic``...),
    read from its pool once a visit."""
    deals = list(load(key).deals)[:CYCLE]
    if len(deals) < CYCLE:
        raise GameError("no-daily-deal", game=f"solitaire/{key}")
    random.Random(f"daily/{key}").shuffle(deals)
    return tuple(deals)


def daily_deal(key: str, day: date) -> int:
    """The deal number of ``day``'s daily deal of the solitaire ``key``."""
    return daily_order(key)[(day - EPOCH).days % CYCLE]
