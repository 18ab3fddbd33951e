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
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

from ..engine import CorruptSave
from ..i18n import LANGUAGES
from .seats import PACES, save_data
from .session import Session

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
        if name not in asdict(self):
            return False
        checked = Settings.loads(json.dumps({**asdict(self), name: value}))
        if getattr(checked, name) != value:
            return False
        setattr(self, name, value)
        return True

    def dumps(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def loads(cls, text: str | None) -> Settings:
        settings = cls()
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            return settings
        if not isinstance(data, dict):
            return settings
        if data.get("lang") in LANGUAGES:
            settings.lang = data["lang"]
        for name in ("auto", "scoring", "four"):
            if isinstance(data.get(name), bool):
                setattr(settings, name, data[name])
        if data.get("speed") in SPEEDS:
            settings.speed = data["speed"]
        if data.get("pace") in PACES:
            settings.pace = data["pace"]
        return settings


def dump_session(session: Session) -> str:
    return json.dumps(session.to_save(), separators=(",", ":"))


def load_session(text: str | None, game_id: str | None = None) -> Session | None:
    """The saved session, ``None`` when there is none; raises ``CorruptSave`` if damaged."""
    if text is None or text == "":
        return None
    try:
        data: Any = json.loads(text)
    except ValueError:
        raise CorruptSave("bad-save", detail="json") from None
    return Session.from_save(data, game_id)


def salvage_session(text: str | None, game_id: str) -> Session | None:
    """A save that ``load_session`` refused, as far as its moves still play (``None``: not at
    all)."""
    return Session.salvaged(save_data(text), game_id)


def load_streak(text: str | None) -> int:
    try:
        value = int(text or 0)
    except ValueError:
        return 0
    return max(0, min(value, 10**6))
