"""The static pages (fortythieves.pages): the rules pages rendered from seeds/ and the home
page's markup, as a reader of the site meets them."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.games import GAME_IDS
from fortythieves.i18n import LANGUAGES
from fortythieves.pages import home, pictures, rules, words
from fortythieves.pages.links import FAMILIES, anchor_of, family_of, page_name, rules_href
from fortythieves.ui import resume
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.capture.session import CaptureSession, CaptureSetup
from fortythieves.ui.seated.seats import Setup
from fortythieves.ui.solitaire.session import Session, dump_session

SEEDS = Path(__file__).resolve().parent.parent / "seeds"
VOID = {"meta", "link", "br", "img", "input", "hr", "rect", "circle", "path"}


def seed_text(family: str) -> str:
    return (SEEDS / f"{family}.md").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def pages() -> dict[tuple[str, str], str]:
    """Every rules page, by (family, language)."""
    return {
        (family, lang): rules.render(family, rules.parse(seed_text(family)), lang)
        for family in FAMILIES for lang in LANGUAGES
    }


class Checker(HTMLParser):
    """Ids, hrefs and visible text of a page; every element closed in order."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.text: list[str] = []
        self.scripts: list[str | None] = []
        """Each script's src (None: inline)."""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if found.get("href"):
            self.hrefs.append(str(found["href"]))
        if tag == "script":
            self.scripts.append(found.get("src"))
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes <{self.stack[-1:]}>"
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def check(markup: str) -> Checker:
    checker = Checker()
    checker.feed(markup)
    checker.close()
    assert checker.stack == [], f"unclosed: {checker.stack}"
    return checker


# -- rules pages ---------------------------------------------------------------------------


def test_every_rule_id_is_a_visible_link_to_itself_in_both_languages(pages) -> None:
    for family in FAMILIES:
        ids = re.findall(r'<a id="([A-Z]+-\d+)"></a>', seed_text(family))
        assert ids and ids == rules.parse(seed_text(family)).rule_ids()
        for lang in LANGUAGES:
            page = check(pages[family, lang])
            for rule in ids:
                assert page.ids.count(rule) == 1, (family, lang, rule)
                assert f"#{rule}" in page.hrefs
                assert rule in page.text  # the id shows as the link's text


def test_pages_are_in_their_language_with_no_markdown_left(pages) -> None:
    for (family, lang), html in pages.items():
        assert f'<html lang="{lang}"' in html
        text = "".join(check(html).text)
        for raw in ("**", "`", '<span lang', "<a id", "*Ruling:*", "*निर्णय:*", "](", "|---"):
            assert raw not in text, (family, lang, raw)
        devanagari = len(re.findall(r"[\u0900-\u097f]", text))
        latin = len(re.findall(r"[a-zA-Z]", text))
        assert (devanagari > latin) if lang == "hi" else (devanagari < latin / 50), (family, lang)


def test_rulings_are_marked_in_both_languages(pages) -> None:
    for family in FAMILIES:
        count = seed_text(family).count("*Ruling:*")
        assert count == seed_text(family).count("*निर्णय:*") > 0
        assert pages[family, "en"].count('<strong class="ruling-mark">Ruling:</strong>') == count
        assert pages[family, "hi"].count('<strong class="ruling-mark">निर्णय:</strong>') == count


def test_pages_link_to_the_other_language_the_contents_and_every_game(pages) -> None:
    for (family, lang), html in pages.items():
        page = check(html)
        other = "hi" if lang == "en" else "en"
        assert page.scripts == ["../static/lang-link.js"]  # no inline script, nothing of the text
        assert page_name(family, other) in page.hrefs
        sections = rules.parse(seed_text(family)).sections
        for section in sections:
            assert f"#{section.slug}" in page.hrefs and section.slug in page.ids
        for game in GAME_IDS:
            play = f"../?game={game}" + ("" if lang == "en" else f"&lang={lang}")
            assert (play in page.hrefs) == (family_of(game) == family), (family, lang, game)


def test_every_game_has_a_rules_link_target_that_exists(pages) -> None:
    assert len(GAME_IDS) == 14
    for game in GAME_IDS:
        for lang in LANGUAGES:
            href = rules_href(game, lang)
            name, _, anchor = href.removeprefix("rules/").partition("#")
            # The board game's and classic solitaire's rules open their pages: at the top.
            assert anchor == ("" if anchor_of(game) in ("S-1", "B-1") else anchor_of(game))
            anchor = anchor_of(game)
            family = name.split(".")[0]
            assert page_name(family, lang) == name
            assert anchor in check(pages[family, lang]).ids, (game, lang, href)


def test_the_rules_titles_are_the_seeds_first_headings() -> None:
    for family in FAMILIES:
        assert words.RULES_TITLES[family] == rules.parse(seed_text(family)).title


@given(st.text(alphabet=st.sampled_from('ab<>&"\'*` \u0915|-:#[]()'), max_size=40))
def test_rules_text_is_escaped_whatever_it_holds(text: str) -> None:
    html = rules.inline(text)
    bare = re.sub(r"</?(strong|em|code)>", "", html)
    assert "<" not in bare and ">" not in bare
    assert check(f"<p>{html}</p>")


def test_a_rule_mentioned_in_the_text_is_a_link_to_it() -> None:
    """"(S-31)" links to rule S-31 of the page; an id the page does not have stays text."""
    html = rules.inline("moves (S-31), as in B-12 and `S-31`", frozenset({"S-31"}))
    assert html == 'moves (<a href="#S-31">S-31</a>), as in B-12 and <code>S-31</code>'


def test_markup_in_a_seed_stays_text() -> None:
    seed = rules.parse(
        "# T\n\n## A · <span lang=\"hi\">अ</span>\n\n"
        '- <a id="X-1"></a>**X-1** a <script>alert(1)</script> & <b>b</b> `<KH>`\n'
        '  <span lang="hi"><img src=x onerror=alert(1)></span>\n'
    )
    en, hi = (rules._items_html(seed.sections[0].parts[0], lang, rules.Messages(lang))
              for lang in ("en", "hi"))
    assert "<script>" not in en and "&lt;script&gt;" in en and "<b>" not in en
    assert "<code>&lt;KH&gt;</code>" in en and "&amp;" in en
    assert "<img" not in hi and "&lt;img" in hi


def test_an_unknown_seed_line_is_refused_with_its_text() -> None:
    with pytest.raises(rules.SeedError, match="needs its Hindi"):
        rules.parse("# T\n\n## Only English\n")
    with pytest.raises(rules.SeedError, match="starts with its"):
        rules.parse("Some text\n")


# -- the home page -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def home_page() -> str:
    return home.home_html()


def test_home_lists_every_game_with_picture_players_and_rules(home_page: str) -> None:
    page = check(home_page)
    for game in GAME_IDS:
        item = re.search(rf'<li class="game" data-game="{re.escape(game)}">(.*?)</li>', home_page)
        assert item, game
        body = item.group(1)
        assert f'href="?game={game}"' in body and '<svg class="pic"' in body
        assert body.count('class="players"') == 1
        for lang in LANGUAGES:
            assert rules_href(game, lang) in page.hrefs
            assert f'class="l-{lang}"' in body
    low_high = [home.players_of(g) for g in GAME_IDS]
    assert low_high.count((1, 1)) == 10 and (2, 4) in low_high and (2, 6) in low_high


def test_home_has_both_languages_a_switch_and_the_offline_download(home_page: str) -> None:
    page = check(home_page)
    text = "".join(page.text)
    assert "Forty Thieves" in text and "फ़ोर्टी थीव्स" in text
    assert "?lang=hi" in page.hrefs and "?lang=en" in page.hrefs
    assert f'href="{home.OFFLINE_FILE}" download' in home_page
    assert len(set(page.ids)) == len(page.ids)  # fourteen pictures, no id twice


def test_home_leads_to_each_kind_of_game_from_the_top(home_page: str) -> None:
    """A phone shows screens of solitaires before the board game and Thief: links under the
    tagline lead to each family's section, named in both languages."""
    nav = re.search(r'<nav class="jumps" aria-label="([^"]+)" data-label-en="([^"]+)" '
                    r'data-label-hi="([^"]+)">(.*?)</nav>', home_page)
    assert nav and nav.group(1) == nav.group(2) == "Kinds of game"  # one language a label
    assert nav.group(3) == "खेलों की किस्में"
    targets = re.findall(r'href="#(family-\w+)"', nav.group(4))
    assert targets == [f"family-{family}" for family in FAMILIES]
    for target in targets:  # the heading takes the focus, so Tab goes on from there
        assert f'<h2 id="{target}" tabindex="-1">' in home_page
    assert "बोर्ड गेम" in nav.group(4) and "Board game" in nav.group(4)


def test_index_gets_the_home_and_the_update_offer_once() -> None:
    index = f"<body>{home.HOME_MARKER}{home.UPDATE_MARKER}<main></main></body>"
    assert home.fill_index(index, '<div id="home">x</div>', "<p>u</p>") == (
        '<body><div id="home">x</div><p>u</p><main></main></body>'
    )
    with pytest.raises(ValueError, match="exactly once"):
        home.fill_index(f"<body>{home.HOME_MARKER}</body>", "x", "u")


def test_the_update_offer_speaks_both_languages() -> None:
    offer = home.update_html()
    assert offer.startswith('<div id="update" hidden>')
    assert "A new version of Forty Thieves is ready." in offer and ">Reload<" in offer
    assert 'lang="hi"' in offer and "<button" in offer


def test_pictures_are_small_fixed_and_drawn_from_the_deal() -> None:
    for game in GAME_IDS:
        svg = pictures.picture(game)
        assert svg == pictures.picture(game)  # the same deal every build
        width, height = map(float, re.search(r'viewBox="0 0 (\S+) (\S+)"', svg).groups())
        assert width == pictures.WIDTH and 0 < height <= pictures.HEIGHT
        assert " id=" not in svg and 'aria-hidden="true"' in svg
        assert svg.count('class="face suit-') >= 2, game  # real card faces from the table's code
    classic = pictures.picture("solitaire/classic")
    assert classic.count('class="face suit-') == 40 + 1  # the columns and the waste's card


@pytest.mark.parametrize("game", ["thief", "four-card", "gharat"])
def test_a_capture_games_picture_draws_its_cards_at_their_sizes(game: str) -> None:
    """Piles 34 px, the middle 48, the hand 44: each card was drawn 64 px wide (the size was
    passed where the words go), so the middle ran under the piles."""
    widths = {float(w) for w in re.findall(r'<svg [^>]*?width="([\d.]+)"', pictures.picture(game))}
    assert widths and widths <= {34, 44, 48}, widths
    joker = pictures._capture_card("JK", 44)
    assert "★" in joker and "JOKER" not in joker  # one picture serves both languages


# -- resume --------------------------------------------------------------------------------


def test_resume_only_for_a_started_unfinished_game() -> None:
    session = Session.new("solitaire/maria", 5)
    assert not resume.in_progress("solitaire/maria", dump_session(session))
    move = next(m for m in session.state.legal_moves() if str(m) != "s")
    session.play(move)
    text = dump_session(session)
    assert resume.in_progress("solitaire/maria", text)
    assert not resume.in_progress("solitaire/lucas", text)  # another game's save
    for broken in (None, "", "{", "[]", '{"format": 1}'):
        assert not resume.in_progress("solitaire/maria", broken)


def test_resume_for_seated_games_after_a_move() -> None:
    board = BoardSession.new(Setup.default(2), 7)
    assert not resume.in_progress("board", board.dumps())
    board.play(board.state.legal_moves()[0])
    assert resume.in_progress("board", board.dumps())
    thief = CaptureSession.new(CaptureSetup.for_game("thief", 3), 4)
    thief.play(thief.state.legal_moves()[0])
    assert resume.in_progress("thief", thief.dumps())
    assert not resume.in_progress("gharat", thief.dumps())
