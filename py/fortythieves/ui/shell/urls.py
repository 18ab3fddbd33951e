"""The page's address names the game and the deal, so a link shares a game.

``?game=solitaire/maria&deal=123`` plays deal 123 of Maria; ``&lang=hi`` picks Hindi;
``&moves=s,w>9`` replays moves after the deal (in every game, in its notation). The board game:
``?game=board&players=3`` (``&seats=human,easy,hard``, ``&rounds=5``, ``&pace=fast``,
``&deal=N`` start a game so set up). The capture games likewise: ``?game=thief&players=3``,
``?game=four-card``, ``?game=gharat&players=4&partners=1`` (``partners=0``: each alone).
``&show=stats`` or ``&show=settings`` opens that dialog over the table.
``&embed=1`` shows only the table, for an iframe on another site (:mod:`.embed`), and
``&origin=https://rules.example.org`` names the origin of the page around it.

A link is typed or edited by people, so nothing here is trusted: every value that cannot be
used becomes a :class:`Problem` (said to the player in words) and a default takes its place.
Whether a game exists is for the engine to say; the values' shapes and ranges are checked here.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from urllib.parse import parse_qs, urlencode

from ...engine import MAX_DEAL, GameError
from ...games import ALIASES, GAME_IDS
from ...i18n import Messages
from ...solitaire.daily import read_date
from . import text

MAX_LINK_MOVES = 10_000
"""The most moves a link plays: more than any game at a table reaches (a board game of 99
rounds played out by computers takes about 3,300 moves, a game of Gharat about 2,400, a
solitaire a few hundred). A solitaire's moves may go round in circles for ever, so no game
has a true bound; a link of more was not written by a table, and its moves past this are left
out, and said, rather than kept in a save of megabytes."""
YES = ("1", "yes", "true", "on")
NO = ("0", "no", "false", "off")


@dataclass
class Query:
    game: str | None = None
    deal: str | None = None
    lang: str | None = None
    moves: list[str] | None = None
    players: str | None = None
    seats: str | None = None
    rounds: str | None = None
    pace: str | None = None
    partners: str | None = None
    show: str | None = None
    daily: str | None = None
    """A date (``YYYY-MM-DD``, or ``today``) whose daily deal a solitaire opens."""
    embed: bool = False
    embed_value: str | None = None
    """What ``embed=`` said, to tell a value that is neither yes nor no."""
    origin: str | None = None
    """What ``origin=`` said (:func:`read_origin` tells whether it is one)."""


@dataclass(frozen=True)
class Problem:
    """A value of the address that cannot be used: which parameter, and what it said."""

    param: str
    value: str
    n: int = 0
    """For a move of ``moves``: its place in the list, from 1."""


def query_params(search: str) -> dict[str, list[str]]:
    """The parameters of ``location.search`` by name. A link pasted into a page's HTML with
    its "&" escaped once too often (``?game=maria&amp;deal=7``) reads as it was meant: a rules
    site's link kept only its game, and the deal it named was a random one."""
    params: dict[str, list[str]] = {}
    for name, values in parse_qs(search.lstrip("?"), keep_blank_values=True).items():
        params.setdefault(name.removeprefix("amp;"), []).extend(values)
    return params


def playable(moves: Sequence[str], problems: Sequence[Problem]) -> list[str]:
    """A link's moves before the first that a problem names: what is left of them to play."""
    bad = [p.n for p in problems if p.param == "move"]
    return list(moves[: bad[0] - 1] if bad else moves)


def parse_query(search: str) -> Query:
    """Read ``location.search`` (with or without its leading ``?``)."""
    params = query_params(search)

    def first(name: str) -> str | None:
        values = params.get(name)
        return values[0].strip() if values else None

    moves = first("moves")
    return Query(
        game=game_id(first("game") or "") or None,
        deal=first("deal") or None,
        lang=first("lang") or None,
        players=first("players") or None,
        seats=first("seats") or None,
        rounds=first("rounds") or None,
        pace=first("pace") or None,
        partners=first("partners") or None,
        show=first("show") or None,
        daily=first("daily") or None,
        # a pair's "+" (QH+QS) reads as a space in an address: no move has one of its own
        moves=[m for m in (t.strip().replace(" ", "+") for t in moves.split(",")) if m]
        if moves else None,
        embed=(first("embed") or "").lower() in YES,
        embed_value=first("embed"),
        origin=first("origin") or None,
    )


def game_id(written: str) -> str:
    """The game an address names, as a person or a rules site may write it: in any case
    (THIEF is thief), in words (``four card``), and a solitaire by its own name alone
    (``maria``, ``Rank and File``: ``solitaire/rank-and-file``), or by another name of its
    (``forty-thieves``: the classic, :data:`.games.ALIASES`). Anything else is left as
    written, for the table to refuse by name."""
    name = "-".join(written.lower().replace("_", " ").split())
    for candidate in (name, "solitaire/" + name):
        if candidate in GAME_IDS:
            return candidate
        if candidate in ALIASES:
            return ALIASES[candidate]
    return written.strip().lower()


def parse_deal(text: str | None) -> int | None:
    """A deal number from the address, or ``None`` if the text is not a whole number."""
    return whole(text, 12)


def whole(text: str | None, digits: int = 4) -> int | None:
    """The whole number ``text`` writes in at most ``digits`` digits, else ``None``: a count
    of thousands of digits is none the site takes, and ``int()`` refuses it (ValueError)."""
    if text is None or not text.isdecimal() or len(text) > digits:
        return None
    return int(text)


def read_daily(text: str | None, today: date) -> tuple[date | None, list[Problem]]:
    """The date whose daily deal the address asks for (``today``: the player's own date);
    none, and why, when it is not a date."""
    if text is None:
        return None, []
    if text.lower() == "today":
        return today, []
    try:
        return read_date(text), []
    except GameError:
        return None, [Problem("daily", text)]


def read_deal(text: str | None) -> tuple[int | None, list[Problem]]:
    """The address's deal number if it is one (1 to ``MAX_DEAL``); else none, and why."""
    if text is None:
        return None, []
    deal = parse_deal(text)
    if deal is None or not 1 <= deal <= MAX_DEAL:
        return None, [Problem("deal", text)]
    return deal, []


def read_moves(moves: list[str] | None, deal: int | None) -> tuple[list[str] | None,
                                                                    list[Problem]]:
    """A link's moves, which mean something only on the deal they were played on: with no
    deal number, or one that is not, they are left out, and why (played on a random deal they
    failed at once, and over a game in progress the table offered to start that random deal
    in its place)."""
    if moves and deal is None:
        return None, [Problem("moves", ",".join(moves))]
    if moves and len(moves) > MAX_LINK_MOVES:
        return moves[:MAX_LINK_MOVES], [Problem("moves_many", str(len(moves)), MAX_LINK_MOVES)]
    return moves, []


def read_lang(text: str | None, languages: Sequence[str]) -> tuple[str | None, list[Problem]]:
    """The address's language if the site has it (``hi``, also ``HI``); else none, and why."""
    if text is None:
        return None, []
    lang = text.lower()
    if lang in languages:
        return lang, []
    return None, [Problem("lang", text)]


def read_show(query: Query) -> tuple[str | None, list[Problem]]:
    """The dialog the address opens: Statistics or Settings; an embedded table keeps no
    statistics, so it has only Settings. Any other value is a problem."""
    wanted = query.show
    if wanted is None:
        return None, []
    dialog = wanted.lower()
    if dialog == "settings" or (dialog == "stats" and not query.embed):
        return dialog, []
    return None, [Problem("show_embed" if dialog == "stats" else "show", wanted)]


def read_embed(query: Query) -> list[Problem]:
    """``embed=`` other than yes (1) or no (0): the whole page is shown, and said so (a host
    page's typo loaded the site into its frame without a word); and an ``origin=`` that is
    not one."""
    value = query.embed_value
    said = [] if value is None or value.lower() in YES + NO else [Problem("embed", value)]
    return said + read_origin(query.origin)[1]


ORIGIN = re.compile(
    r"(https?)://([a-z0-9_-]+(?:\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])(?::([0-9]{1,5}))?",
    re.IGNORECASE | re.ASCII,
)
DEFAULT_PORTS = {"http": 80, "https": 443}


def parse_origin(text: str | None) -> str | None:
    """The origin an embedding page names (``https://rules.example.org``) written as a browser
    writes a message's origin: scheme and host in lower case, the port only when it is not the
    scheme's own. None when the text is anything more or less than an origin (a path, a user
    name, another scheme): the page says so, rather than guess what the host page meant."""
    match = ORIGIN.fullmatch(text or "")
    if match is None:
        return None
    scheme, host, port = match.group(1).lower(), match.group(2).lower(), match.group(3)
    if host.startswith("["):
        try:
            host = f"[{ipaddress.IPv6Address(host[1:-1]).compressed}]"
        except ValueError:
            return None
    if port is None or int(port) == DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{int(port)}" if 0 < int(port) < 65536 else None


def read_origin(text: str | None) -> tuple[str | None, list[Problem]]:
    """The origin ``origin=`` names if it is one; else none, and why (the table then talks with
    the page around it whatever its origin, as with no ``origin=``)."""
    if text is None:
        return None, []
    origin = parse_origin(text)
    return origin, [] if origin else [Problem("origin", text)]


SEATED_PARAMS = ("players", "seats", "rounds", "pace", "partners")
"""What only a seated table reads: a solitaire says it leaves them out."""


def read_home(query: Query, languages: Sequence[str]) -> list[Problem]:
    """The home's problems with its address: a language the site lacks, and what only a table
    reads (``?deal=5`` with no game). Other names (a sharing site's ``fbclid``) are not ours to
    judge and pass in silence."""
    given = _given(query, ("deal", "daily", *SEATED_PARAMS))
    if query.moves:
        given.append("moves=" + ",".join(query.moves))
    no_game = [Problem("no_game", " ".join(given))] if given else []
    return read_lang(query.lang, languages)[1] + no_game


def read_solo(query: Query) -> list[Problem]:
    """A solitaire's problems with the seated tables' parameters: one for each one given."""
    return [Problem("solo", given) for given in _given(query, SEATED_PARAMS)]


def _given(query: Query, names: Sequence[str]) -> list[str]:
    """Those of ``names`` the address gives, each as it wrote it ("rounds=5")."""
    return [f"{name}={getattr(query, name)}" for name in names
            if getattr(query, name) is not None]


@dataclass
class TableParams:
    """What the address asks of a seated table; ``None`` where it asks nothing usable."""

    players: int | None = None
    seats: list[str | None] | None = None
    """Each seat's kind; ``None`` where the link's kind is unusable (the default sits there)."""
    rounds: int | None = None
    pace: str | None = None
    partners: bool | None = None
    problems: list[Problem] = field(default_factory=list)

    @property
    def sets_up(self) -> bool:
        """Whether the address sets up a game (else the save or the new-game panel decides):
        its players, or the board game's rounds (a rules site's one-round game,
        ``?game=board&rounds=1``, with the usual seats)."""
        return self.players is not None or self.rounds is not None


def _seats(written: str | None) -> list[str] | None:
    """The seats of ``seats=``: an empty one (``human,,hard``) is the usual player, as a seat
    the link does not set; a trailing comma ends the list (``hard,hard,`` is two seats)."""
    seats = [s.strip().lower() for s in (written or "").split(",")]
    while seats and not seats[-1]:
        seats.pop()
    return seats or None


def read_table(
    query: Query, choices: Sequence[int], default_players: int, kinds: Sequence[str],
    paces: Sequence[str], max_rounds: int | None,
) -> TableParams:
    """The seated table's parameters: ``players`` (one of ``choices``; else from the number
    of ``seats``; else ``default_players``), ``seats`` (each one of ``kinds``), ``rounds``
    (1 to ``max_rounds``; ``None``: the game has no rounds), ``pace`` and ``partners``. A bad
    value is a problem and is left out, so the table's own default takes its place."""
    out = TableParams()
    seats = _seats(query.seats)
    if query.players is not None:
        if whole(query.players) in choices:
            out.players = whole(query.players)
        else:
            out.problems.append(Problem("players", query.players))
    if seats is not None:
        bad = [s for s in seats if s and s not in kinds]
        out.problems += [Problem("seat", s) for s in bad]
        if out.players is None and query.players is None and len(seats) in choices:
            out.players = len(seats)
        out.seats = [s if s in kinds else None for s in seats]
    if (query.players is not None or seats is not None) and out.players is None:
        out.players = default_players
    if seats is not None and len(seats) != out.players and len(bad) < len(seats):
        # more seats than a game has, too; not when no seat could be read ("seats=garbage"
        # is one problem: its seat, already said)
        out.problems.append(Problem("seats", query.seats or ""))
    if query.rounds is not None:
        rounds = whole(query.rounds)
        if max_rounds is None:
            out.problems.append(Problem("no_rounds", query.rounds))
        elif rounds is not None and 1 <= rounds <= max_rounds:
            out.rounds = rounds
        else:
            out.problems.append(Problem("rounds", query.rounds))
    if query.pace is not None:
        if query.pace.lower() in paces:
            out.pace = query.pace.lower()
        else:
            out.problems.append(Problem("pace", query.pace))
    if query.partners is not None:
        flag = query.partners.lower()
        if flag in YES or flag in NO:
            out.partners = flag in YES
        else:
            out.problems.append(Problem("partners", query.partners))
    if query.daily is not None:
        out.problems.append(Problem("daily_seated", query.daily))
    return out


def explain(problems: Sequence[Problem], msg: Messages, kept: bool = False) -> list[str]:
    """The problems in words, a sentence each, in the player's language; ``kept``: the game
    in progress goes on, so a bad deal number does not promise a random deal."""
    words = text.URL_PROBLEMS
    return list(dict.fromkeys(  # "seats=x,x" has two seats that are not, said once
        msg(words[f"{p.param}_kept" if kept and f"{p.param}_kept" in words else p.param],
            value=clipped(p.value), n=msg.number(p.n)) for p in problems))


def clipped(value: str, most: int = 40) -> str:
    """An address's value as a message quotes it: a long one cut short (5,000 characters of
    a bad game name hid the rest of its sentence, and a screen reader read them all)."""
    return value if len(value) <= most else value[:most - 1] + "…"


def build_query(game: str, deal: int | None, lang: str | None = None, embed: bool = False,
                setup: dict[str, str] | None = None, moves: Sequence[str] = (),
                origin: str | None = None) -> str:
    """The address part for a game: ``?game=solitaire/maria&deal=123`` (+ ``&lang=hi``,
    + ``&embed=1`` for a table in an iframe, with the ``origin`` of the page around it, which
    a reload of the frame must keep, + a seated table's ``setup``, + the ``moves`` played, in
    notation, which the table replays)."""
    params: dict[str, str] = {"game": game}
    if deal is not None:
        params["deal"] = str(deal)
    params.update(setup or {})
    if moves:
        params["moves"] = ",".join(moves)
    if lang and lang != "en":
        params["lang"] = lang
    if embed:
        params["embed"] = "1"
    if embed and origin:
        params["origin"] = origin
    return "?" + urlencode(params, safe="/")
