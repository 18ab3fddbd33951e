"""The page's address names the game and the deal, so a link shares a game.

``?game=solitaire/maria&deal=123`` plays deal 123 of Maria; ``&lang=hi`` picks Hindi;
``&moves=s,3>f,w>5`` replays moves after the deal. The board game:
``?game=board&players=3`` (``&seats=human,easy,hard``, ``&rounds=5``, ``&pace=fast``,
``&deal=N`` start a game so set up). The capture games likewise: ``?game=thief&players=3``,
``?game=four-card``, ``?game=gharat&players=4&partners=1`` (``partners=0``: each alone).
``&show=stats`` or ``&show=settings`` opens that dialog over the table.
Values are only read here; whether a game or deal exists is for the engine to say.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, urlencode


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


def parse_query(search: str) -> Query:
    """Read ``location.search`` (with or without its leading ``?``)."""
    params = parse_qs(search.lstrip("?"), keep_blank_values=True)

    def first(name: str) -> str | None:
        values = params.get(name)
        return values[0].strip() if values else None

    moves = first("moves")
    return Query(
        game=first("game") or None,
        deal=first("deal") or None,
        lang=first("lang") or None,
        players=first("players") or None,
        seats=first("seats") or None,
        rounds=first("rounds") or None,
        pace=first("pace") or None,
        partners=first("partners") or None,
        show=first("show") or None,
        moves=[m for m in (t.strip() for t in moves.split(",")) if m] if moves else None,
    )


def parse_deal(text: str | None) -> int | None:
    """A deal number from the address, or ``None`` if the text is not a whole number."""
    if text is None or not text.isdigit() or len(text) > 12:
        return None
    return int(text)


def build_query(game: str, deal: int | None, lang: str | None = None) -> str:
    """The address part for a game: ``?game=solitaire/maria&deal=123`` (+ ``&lang=hi``)."""
    params: dict[str, str] = {"game": game}
    if deal is not None:
        params["deal"] = str(deal)
    if lang and lang != "en":
        params["lang"] = lang
    return "?" + urlencode(params, safe="/")
