"""The rules pages: ``seeds/<family>.md`` rendered to one static HTML page per language.

The seeds use a small subset of Markdown, and this renderer knows exactly that subset, so
nothing else can slip through unescaped:

- ``# Title`` (the family), ``## English · <span lang="hi">Hindi</span>`` (sections);
- paragraphs, one line each, English or ``<span lang="hi">…</span>`` (Hindi);
- rules: ``- <a id="S-1"></a>**S-1** text``, continued by indented lines: the Hindi text,
  ``*Ruling:* …`` and ``<span lang="hi">*निर्णय:* …</span>`` lines, or a table;
  plain ``- text`` items (the notation);
- inline: ``**bold**``, ``*emphasis*``, ```code```; tables ``| a | b |`` with ``|---:|`` rows.

Each page keeps one language's lines (tables serve both), shows every rule id as a link to
itself (``#S-12``, so a rules site can link to one rule), marks rulings, and gives a table of
contents, links to play each game and a link to the same page in the other language. No
scripts. Any other character is escaped: ``<KH>`` in the text stays text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

from ..games import game_type
from ..i18n import Messages
from . import words
from .frame import page_top
from .links import anchor_of, games_of, page_name

HINDI = re.compile(r'^<span lang="hi">(.*)</span>$')
RULE = re.compile(r'^<a id="([A-Z]+-\d+)"></a>\*\*\1\*\*\s*(.*)$')
RULING = re.compile(r"^\*([^*]+):\*\s*(.*)$")
HEADING = re.compile(r'^(.*?)\s*·\s*<span lang="hi">(.*)</span>$')
INLINE = re.compile(r"\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`")
REFERENCE = re.compile(r"\b([A-Z]+-\d+)\b")


class SeedError(ValueError):
    """A line of a seed that the renderer does not know: fix the seed, or teach the renderer."""


@dataclass
class Block:
    """One piece of text in one language (``both`` for a table)."""

    lang: str
    kind: str  # "text", "ruling" or "table"
    text: str = ""
    rows: list[list[str]] = field(default_factory=list)
    align: list[str] = field(default_factory=list)
    label: str = ""
    """A ruling's word (``Ruling``, ``निर्णय``)."""


@dataclass
class Item:
    """A list item: a rule with its id, or a plain point (``rule`` empty)."""

    rule: str
    blocks: list[Block]


@dataclass
class Section:
    en: str
    hi: str
    slug: str
    parts: list[Block | list[Item]] = field(default_factory=list)


@dataclass
class Seed:
    title: str
    intro: list[Block]
    sections: list[Section]

    def rule_ids(self) -> list[str]:
        return [
            item.rule
            for s in self.sections for part in s.parts if isinstance(part, list)
            for item in part if item.rule
        ]


def slug(heading: str) -> str:
    """``Four Card Thief`` -> ``four-card-thief``: the id of a section, the same in both
    languages."""
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def _line_block(line: str) -> Block:
    """A line of text in its language: Hindi when wrapped in its span, a ruling when it
    starts with ``*Ruling:*`` (or the Hindi word). Anything but the inline marks is text."""
    match = HINDI.match(line)
    lang, body = ("hi", match.group(1)) if match else ("en", line)
    ruling = RULING.match(body)
    if ruling:
        return Block(lang, "ruling", ruling.group(2), label=ruling.group(1))
    return Block(lang, "text", body)


def _table(lines: list[str]) -> Block:
    cells = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines]
    if len(cells) < 2 or not all(set(c) <= set(":-") and c for c in cells[1]):
        raise SeedError(f"a table needs a header row and a |---| row: {lines[0]!r}")
    align = ["right" if c.endswith(":") else "left" for c in cells[1]]
    return Block("both", "table", rows=[cells[0], *cells[2:]], align=align)


def _next_indented(lines: list[str], i: int) -> int:
    """The index of the item's next continuation line (indented, maybe after blank lines),
    or ``len(lines)`` when the item ends at ``i``."""
    j = i
    while j < len(lines) and not lines[j].strip():
        j += 1
    return j if j < len(lines) and lines[j].startswith("  ") else len(lines)


def parse(markdown: str) -> Seed:
    """The structure of a seed file (raises :class:`SeedError` on a line it does not know)."""
    lines = markdown.splitlines()
    title = ""
    intro: list[Block] = []
    sections: list[Section] = []
    items: list[Item] | None = None
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        i += 1
        if not line.strip():
            continue
        if line.startswith("# "):
            title = line[2:].strip()
            continue
        if line.startswith("## "):
            heading = HEADING.match(line[3:].strip())
            if not heading:
                raise SeedError(f"a section heading needs its Hindi: {line!r}")
            en, hi = heading.group(1), heading.group(2)
            sections.append(Section(en, hi, slug(en)))
            items = None
            continue
        parts: list[Block | list[Item]] = sections[-1].parts if sections else []
        if line.startswith("- "):
            if items is None:
                items = []
                parts.append(items)
            rule = RULE.match(line[2:])
            first = rule.group(2) if rule else line[2:]
            item = Item(rule.group(1) if rule else "", [_line_block(first)])
            while (j := _next_indented(lines, i)) < len(lines):
                i = j
                if lines[i].strip().startswith("|"):
                    start = i
                    while i < len(lines) and lines[i].strip().startswith("|"):
                        i += 1
                    item.blocks.append(_table(lines[start:i]))
                else:
                    item.blocks.append(_line_block(lines[i].strip()))
                    i += 1
            items.append(item)
            continue
        if line.startswith(" ") or line.startswith("|"):
            raise SeedError(f"an indented line or a table outside a rule: {line!r}")
        items = None
        block = _line_block(line)
        (parts if sections else intro).append(block)
    if not title:
        raise SeedError("a seed starts with its `# Title`")
    return Seed(title, intro, sections)


def inline(text: str, ids: frozenset[str] = frozenset()) -> str:
    """Escaped text with ``**bold**``, ``*emphasis*`` and ```code``` as HTML; a mention of a
    rule of the page (one of ``ids``: "see S-31") is a link to it."""
    out, last = [], 0
    for match in INLINE.finditer(text):
        out.append(_refer(text[last:match.start()], ids))
        bold, em, code = match.groups()
        if bold is not None:
            out.append(f"<strong>{inline(bold, ids)}</strong>")
        elif em is not None:
            out.append(f"<em>{inline(em, ids)}</em>")
        else:
            out.append(f"<code>{escape(code, quote=False)}</code>")
        last = match.end()
    out.append(_refer(text[last:], ids))
    return "".join(out)


def _refer(text: str, ids: frozenset[str]) -> str:
    """Plain text, escaped, its mentions of the page's rules made links."""
    return REFERENCE.sub(
        lambda m: f'<a href="#{m[1]}">{m[1]}</a>' if m[1] in ids else m[1],
        escape(text, quote=False),
    )


def _block_html(block: Block, ids: frozenset[str] = frozenset()) -> str:
    if block.kind == "table":
        def row(cells: list[str], tag: str) -> str:
            return "<tr>" + "".join(
                f'<{tag} class="{a}">{inline(c, ids)}</{tag}>'
                for c, a in zip(cells, block.align, strict=True)
            ) + "</tr>"

        head = block.rows[0]
        return (
            '<table class="rules-table">'
            + (f"<thead>{row(head, 'th')}</thead>" if any(head) else "")
            + "<tbody>" + "".join(row(r, "td") for r in block.rows[1:]) + "</tbody></table>"
        )
    if block.kind == "ruling":
        label = escape(block.label, quote=False)
        return (
            f'<p class="ruling"><strong class="ruling-mark">{label}:</strong> '
            f"{inline(block.text, ids)}</p>"
        )
    return f"<p>{inline(block.text, ids)}</p>"


def _mine(block: Block, lang: str) -> bool:
    return block.lang in (lang, "both")


def _items_html(items: list[Item], lang: str, msg: Messages,
                ids: frozenset[str] = frozenset()) -> str:
    out = ['<ul class="rules-list">']
    for item in items:
        blocks = "".join(_block_html(b, ids) for b in item.blocks if _mine(b, lang))
        if item.rule:
            label = escape(msg(words.RULE_LINK, rule=item.rule))
            out.append(
                f'<li class="rule" id="{item.rule}"><a class="rule-id" href="#{item.rule}" '
                f'aria-label="{label}">{item.rule}</a>{blocks}</li>'
            )
        else:
            out.append(f"<li>{blocks}</li>")
    out.append("</ul>")
    return "".join(out)


def render(family: str, seed: Seed, lang: str) -> str:
    """The whole page of ``family``'s rules in ``lang`` (a file of ``site/rules/``)."""
    msg = Messages(lang)
    other = "hi" if lang == "en" else "en"
    title = seed.title if lang == "en" else msg(words.RULES_TITLES[family])
    query = "" if lang == "en" else f"&amp;lang={lang}"
    play = "".join(
        f'<li><a href="#{anchor_of(g)}">{escape(msg(game_type(g).name))}</a> '
        f'<a class="play-link" href="../?game={g}{query}" data-game="{g}">'
        f"{escape(msg(words.PLAY))}</a></li>"
        for g in games_of(family)
    )
    toc = "".join(
        f'<li><a href="#{s.slug}">{escape(s.en if lang == "en" else s.hi)}</a></li>'
        for s in seed.sections
    )
    ids = frozenset(seed.rule_ids())
    body = ["".join(_block_html(b, ids) for b in seed.intro if _mine(b, lang))]
    for section in seed.sections:
        heading = section.en if lang == "en" else section.hi
        body.append(f'<section aria-labelledby="{section.slug}">')
        body.append(f'<h2 id="{section.slug}">{escape(heading)}</h2>')
        for part in section.parts:
            if isinstance(part, list):
                body.append(_items_html(part, lang, msg, ids))
            elif _mine(part, lang):
                body.append(_block_html(part, ids))
        body.append("</section>")
    top = page_top(lang, title, page_name(family, other),
                   back_label=msg(words.BACK_TO_GAME), script="lang-link.js")
    return (
        top
        + '<main class="rules">\n'
        f'<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title">'
        f"{escape(msg(words.CONTENTS))}</h2><ol>{toc}</ol>"
        f'<h2 id="play-title">{escape(msg(words.PLAY_GAMES))}</h2>'
        f'<ul class="play-list" aria-labelledby="play-title">{play}</ul></nav>\n'
        f'<article class="rules-text">{"".join(body)}</article>\n'
        "</main>\n</body>\n</html>\n"
    )
