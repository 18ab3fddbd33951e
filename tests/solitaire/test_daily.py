"""The daily deal (solitaire/daily.py): one proved-winnable deal per game and date, the same
for everyone (these tests run natively and inside Pyodide, so the pinned deal is checked on
both)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.engine import GameError
from fortythieves.games import SOLITAIRE_IDS
from fortythieves.solitaire.daily import CYCLE, EPOCH, daily_deal, daily_order, read_date
from fortythieves.solitaire.pool import load

KEYS = [game_id.partition("/")[2] for game_id in SOLITAIRE_IDS]


def test_a_date_has_one_deal_everywhere() -> None:
    assert daily_deal("classic", date(2026, 12, 24)) == 1591250114


@pytest.mark.parametrize("key", KEYS)
def test_every_day_of_a_cycle_deals_another_winnable_deal(key: str) -> None:
    order = daily_order(key)
    assert len(set(order)) == CYCLE
    assert set(order) <= set(load(key).deals)  # proved winnable


@given(st.dates(date(1900, 1, 1), date(2200, 12, 31)), st.sampled_from(KEYS))
def test_the_order_begins_again_after_a_cycle(day: date, key: str) -> None:
    assert daily_deal(key, day) == daily_deal(key, day + timedelta(days=CYCLE))
    assert daily_deal(key, EPOCH) == daily_order(key)[0]


@pytest.mark.parametrize("text", ["2026-13-01", "2026-2-3", "yesterday", "", "2026-12-24x"])
def test_a_date_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(GameError) as refused:
        read_date(text)
    assert refused.value.reason == "bad-date"
