"""What the page keeps in ``localStorage``, and how it reads it back without trusting it.

Keys (all under the ``fortythieves:`` prefix, so the site never reads another site's data):

* ``fortythieves:save:<game id>`` - the game in progress of that variant, as JSON:
  ``{"format": 1, "state": <state.to_json()>, "redo": [[move, ...], ...],
  "groups": [n, ...], "elapsed": seconds}`` (see :meth:`Session.to_save`).
* ``fortythieves:last`` - the id of the game played last (``solitaire/maria``).
* ``fortythieves:settings`` - ``{"lang", "auto", "scoring", "four", "speed", "pace"}``
  (settings of older visits, without the last two, still load).
* ``fortythieves:records`` - the statistics (:mod:`.records`), with the run of wins of S-43.
* ``fortythieves:streak`` - the run of S-43 as older visits kept it, an integer: read once, when
  there are no records yet.

Nothing read back is trusted: every JSON text goes through :func:`.stored.read_json` (no NaN,
no numbers of thousands of digits, no deep nesting, no text of megabytes), then each reader
checks the types and ranges of every field. What does not read is damage: set aside under
:func:`aside_key` (never written over), said to the player, and never fatal to the page.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from typing import Any

from ...games import GAME_IDS
from ...i18n import LANGUAGES
from .stored import Unreadable, read_json

PREFIX = "fortythieves:"
LAST_KEY = PREFIX + "last"
SETTINGS_KEY = PREFIX + "settings"
STREAK_KEY = PREFIX + "streak"
RECORDS_KEY = PREFIX + "records"


def aside_key(key: str) -> str:
    """Where what was kept under ``key`` and cannot be read (damaged, or a newer version's) is
    moved, rather than written over: nothing the player had is lost without a trace."""
    return key + ":unreadable"


RECORDS_ASIDE_KEY = aside_key(RECORDS_KEY)
"""Statistics kept here are not counted over; the dialog says so until the player resets all."""

PACES = {"slow": 1600, "normal": 600, "fast": 220, "fastest": 30}
"""Milliseconds before a computer's turn's first move at each pace (the seated tables'
setting), thinking included: the computer thinks while the pause runs."""
FOLLOW_UPS = {"slow": 400, "normal": 100, "fast": 60, "fastest": 30}
"""Milliseconds before the second move of the same computer's turn (a Four Card Thief turn
holds up to a dozen captures): each further move is still shown, one after the other, but the
turn reads as one run and the person is not kept waiting (bench/pace.py)."""
RUN_QUICKENS = 0.85
"""Each further move of a long turn comes this much sooner than the one before, down to
:data:`RUN_FLOOR` of the follow-up pause, as dealt cards speed up."""
RUN_FLOOR = 0.4
DEFAULT_PACE = "normal"


def pause_before(pace: str, run: int) -> int:
    """Milliseconds before a computer's move is shown, given the moves its turn has shown so
    far (``run``, 0 for the turn's first move): the pace's pause, then quickening follow-ups.
    """
    if run == 0:
        return PACES[pace]
    follow = FOLLOW_UPS[pace]
    return round(max(follow * RUN_FLOOR, follow * RUN_QUICKENS ** (run - 1)))


SPEEDS = {"off": 0.0, "normal": 1.0, "fast": 0.5}
"""Animation speed: how long an animation lasts, as a share of its normal length (0: none)."""


def save_key(game_id: str) -> str:
    return f"{PREFIX}save:{game_id}"


@dataclass
class Settings:
    """The player's choices; unknown or damaged fields fall back to the defaults."""

    lang: str = "en"
    auto: bool = True
    scoring: bool = False
    four: bool = False
    speed: str = "normal"
    pace: str | None = None
    """The computer's pace at every seated table; ``None`` until the player picks one (a
    game saved before then keeps its own)."""

    def motion(self, reduced: bool) -> float:
        """The length of animations as a share of normal: 0 (none) when the player turned
        them off or the system asks for reduced motion."""
        return 0.0 if reduced else SPEEDS[self.speed]

    def set(self, name: str, value: Any) -> bool:
        """Change one setting when ``value`` is one it takes; whether it did."""
        if name not in asdict(self) or not _takes(name, value):
            return False
        setattr(self, name, value)
        return True

    def dumps(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def read(cls, text: str | None) -> tuple[Settings, bool]:
        """The settings kept as ``text``, and whether any of it is damaged (not JSON, not an
        object, or a setting of the wrong type or out of range: ``{"speed": []}`` stopped
        every page): what reads is kept, the rest is the default. A setting missing (kept by
        an older visit) or unknown (a newer version's) is no damage."""
        settings = cls()
        if not text:
            return settings, False
        try:
            data = read_json(text)
        except Unreadable:
            return settings, True
        if not isinstance(data, dict):
            return settings, True
        damaged = False
        for name in (f.name for f in fields(cls)):
            if name in data:
                if _takes(name, data[name]):
                    setattr(settings, name, data[name])
                else:
                    damaged = True
        return settings, damaged


def _takes(name: str, value: Any) -> bool:
    """Whether the setting ``name`` takes ``value`` (checked for its type before it is looked
    up: a list is no key of a dict, and raised)."""
    if name in ("auto", "scoring", "four"):
        return isinstance(value, bool)
    if name == "pace" and value is None:
        return True
    choices = {"lang": LANGUAGES, "speed": SPEEDS, "pace": PACES}[name]
    return isinstance(value, str) and value in choices


def load_streak(text: str | None) -> int:
    """The run of S-43 as older visits kept it: a whole number up to a million, else 0."""
    written = (text or "").strip()
    if not (written.isdecimal() and len(written) <= 7):  # int() refuses 4,300 digits
        return 0
    return min(int(written), 10**6)


def last_game(text: str | None) -> str | None:
    """The game played last (``fortythieves:last``), when it names one of the site's."""
    return text if text in GAME_IDS else None
