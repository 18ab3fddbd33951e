"""The home page and the rules pages in the browser: the home shows at once with every game,
opens a table without booting Python again, marks "Resume"; the rules pages and the table's
"Rules" link. Screenshots go to the test's tmp dir (pytest prints where on a failure)."""

from __future__ import annotations

import re
from pathlib import Path

from e2e.conftest import capture, wait_booted
from e2e.test_offline import Server, allow_sw, own_server, sw_cache, wait_cached  # noqa: F401
from playwright.sync_api import BrowserContext, Page, expect

from fortythieves.games import GAME_IDS

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def test_home_shows_every_game_with_its_picture_before_python(
    page: Page, site_url: str, tmp_path: Path, page_errors: list[str]
) -> None:
    for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(size)
        page.goto(site_url, wait_until="domcontentloaded")
        # Static: there before Python is up, and the boot screen is not in the way.
        expect(page.locator("#home")).to_be_visible()
        expect(page.locator("#boot")).to_be_hidden()
        expect(page.locator("#bar")).to_be_hidden()
        games = page.locator("#home .game")
        assert games.count() == len(GAME_IDS) == 14
        for game in GAME_IDS:
            item = page.locator(f'#home .game[data-game="{game}"]')
            item.scroll_into_view_if_needed()
            expect(item.locator("svg.pic")).to_be_visible()
            box = item.locator("svg.pic").bounding_box()
            assert box and box["width"] > 160 and box["height"] > 100, (name, game, box)
            assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"], (name, game)
            expect(item.locator(".game-name")).to_be_visible()
            expect(item.locator("a.rules-link:visible")).to_have_count(1)
        expect(page.locator("a.download")).to_have_attribute("download", "")
        page.evaluate("window.scrollTo(0, 0)")
        page.locator('.jumps a[href="#family-board"]:visible').click()  # past the solitaires
        expect(page.locator("#family-board")).to_be_in_viewport()
        if name == "desktop":  # by keys: the next Tab goes on from there, not from the top
            page.evaluate("window.ftSameBoot = true")  # and the page is not loaded again
            page.locator('.jumps a[href="#family-thief"]:visible').focus()
            page.keyboard.press("Shift+Tab")  # the board game's link
            page.keyboard.press("Enter")
            page.keyboard.press("Tab")
            expect(page.locator('a.game-link[data-game="board"]')).to_be_focused()
            assert page.evaluate("window.ftSameBoot") is True
        page.evaluate("window.scrollTo(0, 0)")
        capture(page, tmp_path / f"home-{name}.png")
        capture(page, tmp_path / f"home-{name}-full.png", full_page=True)
    wait_booted(page)
    expect(page.locator('[data-lang-switch="en"]')).to_have_attribute("aria-current", "true")
    expect(page.get_by_role("navigation", name="Kinds of game", exact=True)).to_be_visible()
    # The language switch, now handled by Python: Hindi at once, and kept as the setting.
    page.click('[data-lang-switch="hi"]')
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    jumps = page.get_by_role("navigation", name="खेलों की किस्में", exact=True)
    expect(jumps).to_be_visible()  # a name in the page's language only
    expect(page.locator('[data-lang-switch="hi"]')).to_have_attribute("aria-current", "true")
    expect(page.locator('[data-lang-switch="en"]')).not_to_have_attribute("aria-current", "true")
    expect(page).to_have_title("फ़ोर्टी थीव्स")
    expect(page.locator("#home h1 .l-hi")).to_be_visible()
    expect(page.locator("#home h1 .l-en")).to_be_hidden()
    expect(page.locator('.game[data-game="gharat"] .rules-link:visible')).to_have_attribute(
        "href", "rules/thief.hi.html#gharat"
    )
    capture(page, tmp_path / "home-desktop-hi.png")
    page.reload(wait_until="domcontentloaded")  # Hindi before Python, names too
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    expect(jumps).to_be_visible()
    assert page_errors == [], "\n".join(page_errors)


def test_the_home_says_what_a_link_without_a_game_got_wrong(
    page: Page, site_url: str, tmp_path: Path, page_errors: list[str]
) -> None:
    """``?deal=-5&lang=fr`` showed the home without a word: it says both, in the language
    the page has, and the address becomes the home's own (a reload says nothing again)."""
    page.set_viewport_size(PHONE)
    page.goto(site_url + "?deal=-5&lang=fr")
    wait_booted(page)
    note = page.locator(".home-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("Part of the link could not be used")
    expect(note).to_contain_text("There is no language “fr”")
    expect(note).to_contain_text("This link names no game, so “deal=-5” is left out")
    expect(page.locator("#home .game")).to_have_count(len(GAME_IDS))
    assert page.evaluate("location.search") == ""
    capture(page, tmp_path / "home-note-phone.png")
    note.locator("button").click()
    expect(note).to_be_hidden()
    expect(page.locator(".jumps a").first).to_be_focused()  # not lost with the note
    page.goto(site_url + "?players=3&lang=hi&fbclid=abc")
    wait_booted(page)
    expect(note).to_contain_text("“players=3” छोड़ दिया गया है")
    assert page.evaluate("location.search") == "?lang=hi"
    page.reload()
    wait_booted(page)
    expect(note).to_be_hidden()
    page.goto(site_url + "?fbclid=abc")
    wait_booted(page)
    expect(note).to_be_hidden()
    assert page_errors == [], "\n".join(page_errors)


def test_a_game_opens_without_a_second_boot_and_resume_shows_on_return(
    page: Page, site_url: str, tmp_path: Path, page_errors: list[str]
) -> None:
    page.set_viewport_size(DESKTOP)
    page.goto(site_url)
    wait_booted(page)
    assert page.locator(".game[data-resume='1']").count() == 0
    page.evaluate("window.ftSameBoot = true")
    page.click('a.game-link[data-game="solitaire/maria"]')
    table = page.locator('#table[data-game="solitaire/maria"]')
    expect(table).to_be_visible()
    expect(page.locator("#home")).to_have_count(0)
    expect(page.locator("#bar")).to_be_visible()
    assert page.evaluate("window.ftSameBoot") is True  # the same page: Python was not booted again
    assert "game=solitaire/maria" in page.url
    page.locator("#slot-s").click()  # turn a card: the game is started
    expect(table).to_have_attribute("data-moves", "1")
    page.wait_for_function(
        "() => (localStorage.getItem('fortythieves:save:solitaire/maria') || '').includes('\"s\"')"
    )
    capture(page, tmp_path / "table-from-home.png")
    page.click("#menu-button")
    page.click("#home-link")
    wait_booted(page)
    expect(page.locator('.game[data-game="solitaire/maria"] .resume')).to_be_visible()
    expect(page.locator(".game[data-resume='1']")).to_have_count(1)
    # A board game opened from the home is another kind of table: still no second boot.
    page.evaluate("window.ftSameBoot = true")
    page.click('a.game-link[data-game="board"]')
    expect(page.locator("body")).to_have_attribute("data-kind", "board")
    assert page.evaluate("window.ftSameBoot") is True
    # Back goes home again; Forward to the table and Back once more, home again (the table
    # was left on view, under the home's address).
    page.go_back()
    expect(page.locator("#home")).to_be_visible()
    page.go_forward()  # the page loaded again: Python boots again
    expect(page.locator("body")).to_have_attribute("data-kind", "board", timeout=60_000)
    wait_booted(page)
    page.go_back()
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-mode", "home")
    assert page_errors == [], "\n".join(page_errors)


def test_rules_pages_show_rule_anchors_in_english_and_hindi(
    page: Page, site_url: str, tmp_path: Path, page_errors: list[str]
) -> None:
    page.set_viewport_size(PHONE)
    page.goto(site_url + "rules/board.html#B-12")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    rule = page.locator("#B-12")
    expect(rule).to_be_in_viewport()
    expect(rule.locator("a.rule-id")).to_have_attribute("href", "#B-12")
    expect(rule.locator("a.rule-id")).to_have_text("B-12")
    expect(page.locator(".ruling-mark").first).to_have_text("Ruling:")
    capture(page, tmp_path / "rules-board-en.png")
    page.click("a.lang-link")  # the same rule, in the other language
    expect(page).to_have_url(site_url + "rules/board.hi.html#B-12")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    expect(page.locator("#B-12 a.rule-id")).to_have_text("B-12")
    expect(page.locator("#B-12")).to_be_in_viewport()
    expect(page.locator(".ruling-mark").first).to_have_text("निर्णय:")
    page.goto(site_url + "rules/solitaire.hi.html#S-28")
    page.locator("#S-28 a", has_text="S-22").click()  # a rule's mention of another links it
    expect(page).to_have_url(site_url + "rules/solitaire.hi.html#S-22")
    page.goto(site_url + "rules/solitaire.hi.html")  # scrolled to a rule, not linked to it:
    page.evaluate("() => document.querySelector('#S-28').scrollIntoView()")  # the links stay
    expect(page.locator("a.lang-link")).to_be_in_viewport()  # in view, and the other
    page.click("a.lang-link")  # language opens at that rule
    expect(page).to_have_url(site_url + "rules/solitaire.html#S-28")
    expect(page.locator("#S-28")).to_be_in_viewport()
    page.set_viewport_size(DESKTOP)
    page.goto(site_url + "rules/thief.hi.html#gharat")
    expect(page.locator("#gharat")).to_be_in_viewport()
    capture(page, tmp_path / "rules-thief-hi.png")
    page.click('a.play-link[data-game="gharat"]')
    expect(page.locator('body[data-kind="capture"]')).to_be_attached(timeout=60_000)
    assert "game=gharat" in page.url and "lang=hi" in page.url
    assert page_errors == [], "\n".join(page_errors)


def test_the_table_links_to_its_rules_in_its_language(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    page.set_viewport_size(DESKTOP)
    page.goto(site_url + "?game=solitaire/maria&deal=3")
    wait_booted(page)
    link = page.locator("#rules-link")
    expect(link).to_have_attribute("href", "./rules/solitaire.html#S-24")
    assert link.get_attribute("target") is None
    page.click("#menu-button")
    page.select_option("#lang-select", "hi")
    expect(link).to_have_attribute("href", "./rules/solitaire.hi.html#S-24")
    page.select_option("#game-select", "solitaire/lucas")
    expect(link).to_have_attribute("href", "./rules/solitaire.hi.html#S-23")
    if page.locator("#menu").is_hidden():
        page.click("#menu-button")
    link.click()
    expect(page).to_have_url(site_url + "rules/solitaire.hi.html#S-23")
    expect(page.locator("#S-23")).to_be_in_viewport()
    back = page.locator("a.home-link")  # opened from a table: the way back is to that table
    expect(back).to_have_text("खेल पर लौटें")
    expect(back).to_have_attribute("href", re.compile(r"game=solitaire(/|%2F)lucas"))
    page.goto(site_url + "?game=four-card&lang=en")
    wait_booted(page)
    expect(link).to_have_attribute("href", "./rules/thief.html#four-card-thief")
    # Embedded on another site, the rules open in a new tab.
    page.goto(site_url + "?game=board&embed=1")
    wait_booted(page)
    expect(link).to_have_attribute("href", "./rules/board.html")  # at its title
    expect(link).to_have_attribute("target", "_blank")
    link.evaluate("a => a.removeAttribute('target')")  # its tab, here: the rules say All games
    page.click("#menu-button")
    link.click()
    expect(page).to_have_url(site_url + "rules/board.html")
    expect(page.locator("a.home-link")).not_to_have_text("Back to the game")
    expect(page.locator("a.home-link")).not_to_have_attribute("href", re.compile("embed"))
    assert page_errors == [], "\n".join(page_errors)


@allow_sw
def test_the_home_works_offline_after_one_visit(
    context: BrowserContext, page: Page, own_server: Server  # noqa: F811
) -> None:
    cache, files = sw_cache(own_server.root)  # type: ignore[attr-defined]
    assert "./rules/board.hi.html" in files and "./static/route.js" in files
    page.goto(own_server.url)
    wait_booted(page)
    wait_cached(page, cache, len(files))
    own_server.stop()
    page.reload()
    expect(page.locator("#home .game")).to_have_count(14)
    wait_booted(page)
    page.click('a.game-link[data-game="solitaire/classic"]')
    expect(page.locator('#table[data-game="solitaire/classic"]')).to_be_visible()
    page.goto(own_server.url + "rules/solitaire.html#S-28")
    expect(page.locator("#S-28")).to_be_visible()


def test_the_winnability_table_opens_from_the_home_in_the_players_language(
    page: Page, site_url: str, page_errors: list[str], screenshot  # noqa: ANN001
) -> None:
    """The home's solitaire games link to how many deals can be won; in Hindi the page is in
    Hindi, each studied game a row of shares with their intervals, which on a phone reads as
    a card of its own (no sideways scroll), and the game's name plays it."""
    page.set_viewport_size(PHONE)
    page.goto(site_url + "?lang=hi")
    wait_booted(page)
    page.locator(".win-link.l-hi").click()
    expect(page).to_have_url(site_url + "rules/winnability.hi.html")
    expect(page.locator("h1")).to_have_text("कितनी डीलें जीती जा सकती हैं?")
    row = page.locator('tr[data-game="solitaire/classic"]')
    expect(row.locator("td")).to_have_count(5)
    expect(row.locator("td").nth(1)).to_contain_text(re.compile(r"\d+\.\d%.*\d+\.\d%–\d+\.\d%"))
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    screenshot(page, "winnability-phone-hi")
    row.locator("th a").click()
    expect(page).to_have_url(re.compile(r"\?game=solitaire/classic&lang=hi$"))
    wait_booted(page)
    assert page_errors == [], "\n".join(page_errors)
