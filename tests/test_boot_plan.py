"""The address against the save (ui/shell/boot_plan.py): the one rule every table opens by."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.ui.shell.boot_plan import Asked, Plan, Saved, boot_plan

SAVED = Saved(deal=5, in_progress=True, game={"players": 2})
FINISHED = Saved(deal=5, in_progress=False, game={"players": 2})


def test_without_a_save_the_address_game_opens() -> None:
    assert boot_plan(Asked(), None) == Plan(resume=False)
    assert boot_plan(Asked(deal=7, moves=("s",)), None) == Plan(resume=False)


def test_an_address_that_asks_for_the_saved_game_resumes_it() -> None:
    assert boot_plan(Asked(), SAVED) == Plan(resume=True)
    assert boot_plan(Asked(deal=5), SAVED) == Plan(resume=True)
    assert boot_plan(Asked(deal=5, game={"players": 2}), SAVED) == Plan(resume=True)


def test_a_link_to_another_game_is_offered_over_one_in_progress() -> None:
    offered = Plan(resume=True, offer=True)
    assert boot_plan(Asked(deal=6), SAVED) == offered
    assert boot_plan(Asked(moves=("s",)), SAVED) == offered  # moves need their own deal
    assert boot_plan(Asked(game={"players": 3}), SAVED) == offered


def test_a_finished_save_gives_way_to_the_link() -> None:
    assert boot_plan(Asked(deal=6), FINISHED) == Plan(resume=False)
    assert boot_plan(Asked(deal=5), FINISHED) == Plan(resume=True)  # the same game: on view


asked = st.builds(
    Asked,
    st.none() | st.integers(1, 9),
    st.lists(st.just("s"), max_size=1).map(tuple),
    st.none() | st.fixed_dictionaries({"players": st.integers(2, 4)}),
)
saved = st.none() | st.builds(
    Saved, st.integers(1, 9), st.booleans(), st.fixed_dictionaries({"players": st.integers(2, 4)})
)


@given(asked, saved)
def test_a_game_in_progress_is_never_replaced_unasked(asked: Asked, saved: Saved | None) -> None:
    plan = boot_plan(asked, saved)
    assert not plan.offer or plan.resume  # an offer is made over the save only
    if saved is not None and saved.in_progress:
        assert plan.resume
    if saved is None:
        assert plan == Plan(resume=False)
