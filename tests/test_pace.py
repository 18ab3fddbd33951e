"""The computers' pauses at the seated tables (``ui.shell.saves.pause_before``): a turn's first
move waits the pace's pause, its further moves follow sooner and sooner, never vanishing."""

from __future__ import annotations

import pytest

from fortythieves.ui.shell.saves import FOLLOW_UPS, PACES, RUN_FLOOR, pause_before


@pytest.mark.parametrize("pace", sorted(PACES))
def test_a_turn_s_moves_come_sooner_and_sooner_but_never_at_once(pace: str) -> None:
    pauses = [pause_before(pace, run) for run in range(30)]
    assert pauses[0] == PACES[pace]
    assert pauses[1] == FOLLOW_UPS[pace]
    assert all(later <= earlier for earlier, later in zip(pauses, pauses[1:], strict=False))
    assert min(pauses) >= round(FOLLOW_UPS[pace] * RUN_FLOOR) > 0


def test_a_long_four_card_turn_at_normal_pace_is_shown_within_a_second_and_a_half() -> None:
    assert sum(pause_before("normal", run) for run in range(11)) <= 1_500
