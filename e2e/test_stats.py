"""Statistics and Settings in the page: a won deal and a deal left for another are counted,
the figures go out as a file and come back, a broken, foreign or future file is refused and
changes nothing, reset asks first, a board game conceded counts as lost, and settings are kept
across a reload and applied at once. Screenshots of both dialogs at phone and desktop size.

DOM hooks: `#dialog[data-kind=stats|stats-confirm|settings]`, `#stats-game`,
`.stats-figures .fig[data-fig=played|won|rate|streak|best_streak|best_time|best_score|run] dd`,
`.stats-chart g.bar.won|.bar.lost`, `#stats-file`, `#stats-note`, `#dialog-error`,
`[data-dialog=stats-export|stats-import|stats-reset|stats-reset-all|...]`,
`#set-lang|four|speed|auto|scoring|pace`, menu `[data-action=stats|settings]`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from e2e.saves import store_near_won
from playwright.sync_api import Page, expect

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
GAME = "solitaire/classic"
RECORDS = "fortythieves:records"


def boot(page: Page, url: str) -> None:
    page.goto(url)
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)



def fig(page: Page, name: str):  # noqa: ANN201 - a Locator
    return page.locator(f'#dialog .fig[data-fig="{name}"] dd')


def open_from_menu(page: Page, action: str, kind: str) -> None:
    page.click('[data-action="menu"]')
    page.click(f'#menu [data-action="{action}"]')
    expect(page.locator("#dialog")).to_have_attribute("data-kind", kind)
    expect(page.locator("#dialog")).to_be_visible()


def win_near_won_deal(page: Page, site_url: str) -> None:
    boot(page, site_url)  # the home: the site's origin, for its storage
    store_near_won(page)
    boot(page, f"{site_url}?game={GAME}")  # the saved game resumes
    table = page.locator("#table")
    for col in range(8):
        page.locator(f'#table .card[data-pile="{col + 1}"]').last.dblclick()
        expect(table).to_have_attribute("data-moves", str(col + 1))
    expect(table).to_have_attribute("data-won", "1")
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "won")
    page.click('#dialog [data-dialog="close"]')


def test_a_win_is_counted_exported_imported_and_reset(
    page: Page, site_url: str, screenshot, page_errors: list[str], tmp_path: Path
) -> None:
    page.set_viewport_size(DESKTOP)
    win_near_won_deal(page, site_url)
    open_from_menu(page, "stats", "stats")
    expect(page.locator("#stats-game")).to_have_value(GAME)
    expect(page.locator("#stats-game")).to_be_focused()  # first on screen, first for keys
    expect(fig(page, "played")).to_have_text("1")
    expect(fig(page, "won")).to_have_text("1")
    expect(fig(page, "rate")).to_have_text("100%")
    expect(fig(page, "streak")).to_have_text("1")
    expect(fig(page, "best_streak")).to_have_text("1")
    expect(fig(page, "best_time")).to_have_text(re.compile(r"^0:[45]\d$"))
    expect(fig(page, "best_score")).to_have_text("25,000")  # 8 x 500 + 20,000 + round 1
    expect(fig(page, "run")).to_have_text("1")
    expect(page.locator(".stats-chart g.bar.won")).to_have_count(1)
    screenshot(page, "stats-desktop")
    page.set_viewport_size(PHONE)
    screenshot(page, "stats-phone")
    page.set_viewport_size(DESKTOP)

    # Export: the file holds the figures.
    with page.expect_download() as download:
        page.click('#dialog [data-dialog="stats-export"]')
    exported = tmp_path / "stats.json"
    download.value.save_as(exported)
    assert download.value.suggested_filename.endswith(".json")
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["games"][GAME]["won"] == 1 and data["run"] == 1
    expect(page.locator("#stats-note")).to_contain_text(  # said, not only downloaded
        f"saved as the file {download.value.suggested_filename}")

    # Reset this game, after a confirmation.
    page.click('#dialog [data-dialog="stats-reset"]')
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "stats-confirm")
    expect(page.locator("#dialog")).to_contain_text("Reset the statistics of Forty Thieves?")
    page.click('#dialog [data-dialog="stats-reset-yes"]')
    expect(fig(page, "played")).to_have_text("0")
    expect(page.locator("#stats-note")).to_contain_text("are reset")

    # Import the exported file back, after a confirmation.
    page.set_input_files("#stats-file", str(exported))
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "stats-confirm")
    expect(page.locator("#dialog")).to_contain_text("(games played: 1)")
    page.click('#dialog [data-dialog="stats-import-yes"]')
    expect(page.locator("#stats-note")).to_contain_text("Statistics imported")
    expect(fig(page, "won")).to_have_text("1")
    kept = page.evaluate(f"localStorage.getItem('{RECORDS}')")

    # Broken, foreign and future files: a clear message, and nothing changes.
    future = {**data, "format": 99}
    for content, words in (
        (b'{"app": "fortythieves-statistics", "games": {', "could not be read"),
        (b'{"name": "a shopping list"}', "not a Forty Thieves statistics file"),
        (json.dumps(future).encode(), "newer version"),
    ):
        page.set_input_files("#stats-file", files=[
            {"name": "stats.json", "mimeType": "application/json", "buffer": content}])
        expect(page.locator("#dialog-error")).to_contain_text(words)
        expect(page.locator("#stats-note")).to_be_empty()
        expect(page.locator("#dialog")).to_have_attribute("data-kind", "stats")
        expect(fig(page, "won")).to_have_text("1")
        assert page.evaluate(f"localStorage.getItem('{RECORDS}')") == kept
    screenshot(page, "stats-refused-desktop")

    # Reset all: Cancel keeps everything (the default: a stray Enter loses nothing, and
    # Escape goes back to the figures, as it does at the table games), Reset clears them.
    # The question is read with the button the focus lands on (the dialog stays open, so a
    # screen reader would not read it again), and going back returns to the button that asked.
    page.click('#dialog [data-dialog="stats-reset-all"]')
    expect(page.locator('#dialog [data-dialog="stats-back"]')).to_be_focused()
    expect(page.locator('#dialog [data-dialog="stats-back"]')).to_have_accessible_description(
        re.compile("Reset the statistics of every game"))
    page.keyboard.press("Escape")
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "stats")
    expect(page.locator('#dialog [data-dialog="stats-reset-all"]')).to_be_focused()
    expect(fig(page, "played")).to_have_text("1")
    page.click('#dialog [data-dialog="stats-reset-all"]')
    page.click('#dialog [data-dialog="stats-back"]')
    expect(fig(page, "played")).to_have_text("1")
    page.click('#dialog [data-dialog="stats-reset-all"]')
    page.click('#dialog [data-dialog="stats-reset-all-yes"]')
    expect(fig(page, "played")).to_have_text("0")
    expect(fig(page, "run")).to_have_text("0")
    expect(page.locator(".stats-empty")).to_be_visible()
    assert page_errors == [], "\n".join(page_errors)


def test_a_deal_left_for_another_counts_as_lost(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    boot(page, f"{site_url}?game=solitaire/maria&deal=5")
    page.locator("#slot-s").click()  # turn a card: the game has started
    expect(page.locator("#table")).to_have_attribute("data-moves", "1")
    page.click('#bar [data-action="new"]')
    page.click('#dialog[data-kind="leave"] [data-dialog="new"]')  # asked first (S-43)
    expect(page.locator("#table")).to_have_attribute("data-moves", "0")
    page.click('#bar [data-action="new"]')  # not started: not counted, not asked
    boot(page, f"{site_url}?game=solitaire/maria&show=stats")
    expect(page.locator("#dialog")).to_have_attribute("data-kind", "stats")
    expect(page.locator("#stats-game")).to_have_value("solitaire/maria")
    expect(fig(page, "played")).to_have_text("1")
    expect(fig(page, "won")).to_have_text("0")
    expect(fig(page, "rate")).to_have_text("0%")
    expect(page.locator(".stats-chart g.bar.lost")).to_have_count(1)
    page.select_option("#stats-game", "thief")
    expect(fig(page, "played")).to_have_text("0")
    assert page_errors == [], "\n".join(page_errors)


def test_statistics_that_cannot_be_read_are_set_aside_not_counted_over(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Kept statistics that are damaged (or a newer version's) are not overwritten by the
    next game counted: they are kept aside, the dialog says so, and Reset all discards them."""
    boot(page, site_url)
    page.evaluate(f"() => localStorage.setItem('{RECORDS}', '{{\"format\": 99')")
    boot(page, f"{site_url}?game=solitaire/maria&deal=5&show=stats")
    aside = page.locator("#dialog .note.aside")
    expect(aside).to_contain_text("could not be read")
    page.click('#dialog [data-dialog="close"]')
    page.locator("#slot-s").click()
    page.click('#bar [data-action="new"]')
    page.click('#dialog[data-kind="leave"] [data-dialog="new"]')  # counted as lost
    kept = page.evaluate("() => localStorage.getItem('fortythieves:records:unreadable')")
    assert kept == '{"format": 99'
    open_from_menu(page, "stats", "stats")
    expect(fig(page, "played")).to_have_text("1")
    expect(aside).to_be_visible()
    # Damaged again: the first copy keeps its place, the second goes beside it.
    page.evaluate(f"() => localStorage.setItem('{RECORDS}', '{{\"format\": 98')")
    boot(page, f"{site_url}?game=solitaire/maria&deal=5&show=stats")
    expect(aside).to_be_visible()
    copies = "() => [':unreadable', ':unreadable:2'].map(k => localStorage.getItem('%s' + k))"
    assert page.evaluate(copies % RECORDS) == ['{"format": 99', '{"format": 98']
    page.click('#dialog [data-dialog="stats-reset-all"]')
    page.click('#dialog [data-dialog="stats-reset-all-yes"]')
    expect(aside).to_have_count(0)
    assert page.evaluate(copies % RECORDS) == [None, None]
    assert page_errors == [], "\n".join(page_errors)


def test_a_conceded_board_game_counts_as_lost(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    boot(page, f"{site_url}?game=board&players=2&seats=human,random&rounds=1&deal=3&pace=fast")
    table = page.locator("#table")
    concede = page.locator('[data-act="concede"]')
    for _ in range(12):  # the opening cards first: conceding opens once play has begun
        expect(table).to_have_attribute("data-human", "1", timeout=15_000)
        if concede.get_attribute("aria-disabled") is None:
            break
        page.locator('.hcard[data-playable="1"]').first.click()
        page.locator(".pile[data-target]").first.click()
        page.wait_for_timeout(300)
    concede.click()
    page.locator('[data-dialog="concede-yes"]').click()
    over = page.locator('#dialog:not([hidden])[data-kind="over"]')
    expect(over).to_be_visible(timeout=10_000)
    page.click('#dialog [data-dialog="close-round"]')
    expect(page.locator("#status")).to_have_text("Game won by Computer 2!")  # still said
    page.reload()  # and again on coming back, not only "welcome back"
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("#status")).to_have_text("Game won by Computer 2!")
    open_from_menu(page, "stats", "stats")
    expect(page.locator("#stats-game")).to_have_value("board")
    expect(fig(page, "played")).to_have_text("1")
    expect(fig(page, "won")).to_have_text("0")
    expect(page.locator('#dialog .fig[data-fig="run"]')).to_have_count(0)
    expect(fig(page, "best_time")).to_have_count(0)  # a table game is not timed
    page.keyboard.press("Escape")  # closes: never the last button's "reset them all"
    expect(page.locator("#dialog")).to_be_hidden()
    expect(page.locator("#menu-button")).to_be_focused()
    assert page_errors == [], "\n".join(page_errors)


def test_a_table_game_left_before_the_person_played_is_not_counted(
    page: Page, site_url: str, page_errors: list[str]
) -> None:
    """Deal 5: the computer deals and opens pile a. New game before the person has played
    says only that the game ends, not that it counts as lost, and it is not counted."""
    boot(page, f"{site_url}?game=board&players=2&seats=human,normal&deal=5&pace=fast")
    expect(page.locator("#table")).to_have_attribute("data-human", "1", timeout=15_000)
    expect(page.locator('.pile[data-pile="a"]')).to_have_attribute("data-count", "1")
    page.click('#bar [data-action="new"]')
    dialog = page.locator('#dialog[data-kind="setup"]')
    expect(dialog).to_contain_text("ends the one you are playing, unfinished.")
    expect(dialog).not_to_contain_text("counts as lost")
    page.click('#dialog [data-dialog="start"]')
    open_from_menu(page, "stats", "stats")
    expect(page.locator("#stats-game")).to_have_value("board")
    expect(fig(page, "played")).to_have_text("0")
    assert page_errors == [], "\n".join(page_errors)


def test_settings_apply_at_once_and_are_kept(
    page: Page, site_url: str, screenshot, page_errors: list[str]
) -> None:
    page.set_viewport_size(PHONE)
    boot(page, f"{site_url}?game={GAME}&deal=7&show=settings")
    dialog = page.locator("#dialog")
    expect(dialog).to_have_attribute("data-kind", "settings")
    screenshot(page, "settings-phone")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "settings-desktop")
    page.select_option("#set-speed", "off")
    page.check("#set-four")
    page.uncheck("#set-auto")
    page.select_option("#set-pace", "fast")
    expect(page.locator("#opt-four")).to_be_checked()  # the menu shows it at once
    expect(page.locator("#opt-auto")).not_to_be_checked()
    page.select_option("#set-lang", "hi")
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    expect(page.locator("#dialog-title")).to_have_text("सेटिंग्स")
    expect(page.locator("#set-speed")).to_have_value("off")
    page.click('#dialog [data-dialog="close"]')
    page.locator("#slot-s").click()
    assert page.evaluate("document.getAnimations().length") == 0  # animations off

    page.reload()
    page.locator('html[data-ready="1"]').wait_for(state="attached", timeout=60_000)
    expect(page.locator("html")).to_have_attribute("lang", "hi")
    open_from_menu(page, "settings", "settings")
    expect(page.locator("#set-speed")).to_have_value("off")
    expect(page.locator("#set-four")).to_be_checked()
    expect(page.locator("#set-auto")).not_to_be_checked()
    expect(page.locator("#set-pace")).to_have_value("fast")
    page.select_option("#set-lang", "en")
    page.click('#dialog [data-dialog="close"]')

    # The pace reaches the seated tables (their menu shows it), and the menu changes it too.
    boot(page, f"{site_url}?game=thief&players=3")
    expect(page.locator("#pace-select")).to_have_value("fast")
    page.click('[data-action="menu"]')
    page.select_option("#pace-select", "slow")
    saved = page.evaluate("JSON.parse(localStorage.getItem('fortythieves:settings'))")
    assert saved["pace"] == "slow" and saved["speed"] == "off" and saved["four"] is True
    assert page_errors == [], "\n".join(page_errors)
