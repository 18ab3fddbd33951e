"""Where each game's rules are: one static page per family and language, an anchor per game.

The rules pages are ``rules/<family>.html`` (English) and ``rules/<family>.hi.html`` (Hindi),
rendered from ``seeds/<family>.md``. A solitaire variant's anchor is its rule id (``S-24``),
the classic game's the first rule; a game of the Thief family has its own section, named by
the slug of its English heading (``#four-card-thief``). Used by the build and by the table's
"Rules" link, so both agree.
"""

from __future__ import annotations

from ..games import GAME_IDS, REGISTRY, game_type, variant_key
from ..solitaire.variants import VARIANTS

FAMILIES = tuple(dict.fromkeys(g.family for g in REGISTRY))
"""The rules files of ``seeds/``, in the order the home page lists their games."""

SECTIONS = {"thief": "thief", "four-card": "four-card-thief", "gharat": "gharat"}


def family_of(game_id: str) -> str:
    return game_type(game_id).family


def anchor_of(game_id: str) -> str:
    """The id, on its family's page, of the place where ``game_id``'s own rules start."""
    if game_id.startswith("solitaire/"):
        variant = VARIANTS[variant_key(game_id)]
        return "S-1" if variant.key == "classic" else variant.rule
    if game_id == "board":
        return "B-1"
    return SECTIONS[game_id]


def page_name(family: str, lang: str) -> str:
    """``board.html``, ``board.hi.html``: English keeps the plain name."""
    return f"{family}.html" if lang == "en" else f"{family}.{lang}.html"


PAGE_OPENERS = ("S-1", "B-1")
"""Rules that open their page: a link to them opens the page at its title and contents, not
past them."""


def rules_href(game_id: str, lang: str, base: str = "rules/") -> str:
    """The link to ``game_id``'s rules in ``lang``, relative to ``base``'s folder."""
    anchor = anchor_of(game_id)
    place = "" if anchor in PAGE_OPENERS else f"#{anchor}"
    return f"{base}{page_name(family_of(game_id), lang)}{place}"


def games_of(family: str) -> tuple[str, ...]:
    return tuple(g for g in GAME_IDS if family_of(g) == family)
