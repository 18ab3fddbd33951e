"""The home page's markup, rendered at build time into ``index.html`` (the ``#home`` element),
so the site's root shows every game at once, before Python has started in the page.

Both languages are in the markup: each text comes twice, ``<span lang="en" class="l-en">`` and
``<span lang="hi" class="l-hi">``, and ``static/route.js`` sets ``<html lang>`` before the first
paint so ``static/pages.css`` shows one. The pictures serve both. Game links are plain
``?game=…`` links (they work before Python is up); ``ui/home.py`` takes them over once it is.
Hooks: ``#home``, ``.game[data-game]`` with ``a.game-link[data-game]``, ``.resume``,
``a.rules-link``, ``[data-lang-switch]``, ``a.download``, ``.home-note`` (what a link got
wrong, written in by ``ui/home.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from ..games import game_type
from ..i18n import LANGUAGE_NAMES, LANGUAGES, Messages
from . import winnability, words
from .links import FAMILIES, games_of, rules_href
from .pictures import picture

OFFLINE_FILE = "forty-thieves-offline.html"


def players_of(game_id: str) -> tuple[int, int]:
    """The fewest and most players of a game."""
    record = game_type(game_id)
    return record.min_players, record.max_players


def both(message: str, catalogs: dict[str, Messages], **params: object) -> str:
    """``message`` in every language, each in its own span (escaped)."""
    return "".join(
        f'<span lang="{lang}" class="l-{lang}">{escape(msg(message, **params))}</span>'
        for lang, msg in catalogs.items()
    )


def labels(message: str, catalogs: dict[str, Messages]) -> str:
    """An ``aria-label`` in English, with the label in every language beside it: the page shows
    one language, and a name cannot hide a part as text does, so the page's language picks
    which one is the label (static/route.js before Python, fortythieves/ui/home.py after)."""
    each = "".join(f' data-label-{lang}="{escape(msg(message))}"' for lang, msg in catalogs.items())
    return f'aria-label="{escape(catalogs["en"](message))}"{each}'


def _players(game_id: str, catalogs: dict[str, Messages]) -> str:
    low, high = players_of(game_id)
    if high == 1:
        return both(words.ONE_PLAYER, catalogs)
    return both(words.PLAYERS, catalogs, low=low, high=high)


def game_html(game_id: str, catalogs: dict[str, Messages], draw: Callable[[str], str]) -> str:
    """One game's card: picture and name (the link that starts it), description, players,
    rules in each language, and the "Resume" mark that ``ui/home.py`` shows."""
    name = game_type(game_id).name
    rules = "".join(
        f'<a class="rules-link l-{lang}" lang="{lang}" href="{rules_href(game_id, lang)}" '
        f'aria-label="{escape(msg(words.RULES_OF, game=msg(name)))}">'
        f"{escape(msg(words.RULES))}</a>"
        for lang, msg in catalogs.items()
    )
    return (
        f'<li class="game" data-game="{game_id}">'
        f'<a class="game-link" href="?game={game_id}" data-game="{game_id}">'
        f"{draw(game_id)}"
        f'<span class="game-name">{both(name, catalogs)}</span>'
        f'<span class="resume" hidden>{both(words.RESUME, catalogs)}</span></a>'
        f'<p class="game-desc">{both(words.DESCRIPTIONS[game_id], catalogs)}</p>'
        f'<p class="game-meta"><span class="players">{_players(game_id, catalogs)}</span>'
        f"{rules}</p></li>"
    )


def _winnability_links(catalogs: dict[str, Messages]) -> str:
    """The link to the winnability page, in each language."""
    return "".join(
        f' <a class="win-link l-{lang}" lang="{lang}" href="rules/{winnability.page_name(lang)}">'
        f"{escape(msg(words.WIN_TITLE))}</a>"
        for lang, msg in catalogs.items()
    )


def home_html(draw: Callable[[str], str] = picture) -> str:
    """The whole ``#home`` element: title, language switch, the games by family, footer."""
    catalogs = {lang: Messages(lang) for lang in LANGUAGES}
    switch = "".join(
        f'<a href="?lang={lang}" hreflang="{lang}" lang="{lang}" data-lang-switch="{lang}">'
        f"{LANGUAGE_NAMES[lang]}</a>"
        for lang in LANGUAGES
    )
    jumps = "".join(f'<a href="#family-{family}">{both(words.FAMILY_SHORT[family], catalogs)}</a>'
                    for family in FAMILIES)  # a phone shows five screens of solitaires first
    families = []
    for family in FAMILIES:
        games = "".join(game_html(g, catalogs, draw) for g in games_of(family))
        families.append(
            f'<section class="family" data-family="{family}" aria-labelledby="family-{family}">'
            f'<h2 id="family-{family}" tabindex="-1">'  # a jump link's target takes the focus
            f'{both(words.FAMILY_NAMES[family], catalogs)}</h2>'
            f'<p class="family-note">{both(words.FAMILY_NOTES[family], catalogs)}'
            f'{_winnability_links(catalogs) if family == "solitaire" else ""}</p>'
            f'<ul class="games">{games}</ul></section>'
        )
    return (
        '<div id="home">'
        '<header class="home-head">'
        f'<h1>{both(words.SITE_TITLE, catalogs)}</h1>'
        f'<p class="tagline">{both(words.TAGLINE, catalogs)}</p>'
        f'<nav class="langs" {labels(words.LANGUAGE, catalogs)}>{switch}</nav>'
        f'<nav class="jumps" {labels(words.FAMILIES_NAV, catalogs)}>{jumps}</nav>'
        '<div class="home-note" hidden></div>'  # an alert once written (no live region idle)
        "</header>"
        f'<main class="home-main">{"".join(families)}</main>'
        '<footer class="home-foot">'
        f'<a class="download" href="{OFFLINE_FILE}" download>'
        f"{both(words.DOWNLOAD, catalogs)}</a>"
        f"<p>{both(words.DOWNLOAD_NOTE, catalogs)}</p>"
        "</footer></div>"
    )


HOME_MARKER = '<div id="home"></div>'
"""The empty element of ``index.html`` that the build replaces with :func:`home_html`."""


UPDATE_MARKER = '<div id="update" hidden></div>'
"""The empty element of ``index.html`` that the build replaces with :func:`update_html`."""


def update_html(catalogs: dict[str, Messages] | None = None) -> str:
    """The offer shown when a newer build of the site is ready (static/sw-register.js shows
    it): the open page goes on with its own build until the player reloads."""
    catalogs = catalogs or {lang: Messages(lang) for lang in LANGUAGES}
    return (
        '<div id="update" hidden>'
        f"<p>{both(words.UPDATE_READY, catalogs)}</p>"
        f'<button type="button">{both(words.RELOAD, catalogs)}</button></div>'
    )


def fill_index(index: str, home: str, update: str) -> str:
    """``index.html`` with the home page and the update's offer in place of their markers
    (exactly one of each)."""
    for marker in (HOME_MARKER, UPDATE_MARKER):
        if index.count(marker) != 1:
            raise ValueError(f"index.html must hold {marker} exactly once")
    return index.replace(HOME_MARKER, home).replace(UPDATE_MARKER, update)
