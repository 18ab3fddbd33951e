"""The frame every page of ``rules/`` shares: its head, the bar that leads home and to the other
language, and the page's title.

The rules pages and the winnability page differ only in what follows this frame, so a change of
the policy, the style sheets or the bar is made once, here.
"""

from __future__ import annotations

from html import escape

from ..i18n import LANGUAGE_NAMES, Messages
from . import words

POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
          "base-uri 'none'; form-action 'none'")
"""A page's Content-Security-Policy: its own script, style sheets and icon, and nothing else
(no inline script, no fetch, no plug-in). ``frame-ancestors`` is the server's to send
(static/_headers): a ``<meta>`` cannot."""


def page_top(lang: str, title: str, other_page: str, *, back_label: str = "",
             script: str = "") -> str:
    """From ``<!doctype html>`` to the page's ``<h1>``: everything before its own content.

    ``other_page`` is the same page in the other language. ``back_label``, when given, is what
    the home link says once ``script`` (a file of ``static/``) turns it into a way back to the
    game the player came from.
    """
    msg = Messages(lang)
    other = "hi" if lang == "en" else "en"
    back = f' data-back="{escape(back_label)}"' if back_label else ""
    loads = f'<script src="../static/{script}" defer></script>\n' if script else ""
    return (
        f'<!doctype html>\n<html lang="{lang}" data-mode="page">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light">\n<meta name="theme-color" content="#0e4d2f">\n'
        f"<title>{escape(title)} · {escape(msg(words.SITE_TITLE))}</title>\n"
        '<link rel="icon" href="../static/icons/icon.svg" type="image/svg+xml">\n'
        '<link rel="stylesheet" href="../static/table.css">\n'
        '<link rel="stylesheet" href="../static/pages.css">\n'
        f'<link rel="alternate" hreflang="{other}" href="{other_page}">\n'
        f"{loads}"
        '</head>\n<body class="rules-page">\n'
        '<nav class="page-nav">'  # kept in view: All games and the other language
        f'<a class="home-link" href="../{"" if lang == "en" else "?lang=" + lang}"{back}>'
        f"{escape(msg(words.ALL_GAMES))}</a>"
        f'<a class="lang-link" href="{other_page}" hreflang="{other}" '
        f'lang="{other}">{LANGUAGE_NAMES[other]}</a></nav>\n'
        f'<header class="page-head"><h1>{escape(title)}</h1></header>\n'
    )
