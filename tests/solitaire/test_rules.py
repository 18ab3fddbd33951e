"""The rules of play (S-2, S-5 to S-11, S-30, S-31) and what each variant changes (S-20 to
S-28), shown on small hand-built tables."""

from __future__ import annotations

import pytest

from fortythieves.solitaire.moves import WASTE, Move

from ..helpers.playing import moves_text, play, refused
from ..helpers.solitaire import build, column

SAME_SUIT = ["classic", "limited", "lucas"]
OTHER_SUIT = ["indian", "little-forty"]
ALT_COLOUR = ["maria", "number-ten", "rank-and-file", "streets", "thieves-of-egypt"]
SEQUENCES = ["little-forty", "number-ten", "rank-and-file", "thieves-of-egypt"]
ONE_CARD = ["classic", "indian", "limited", "lucas", "maria", "streets"]
ALL = sorted(SAME_SUIT + OTHER_SUIT + ALT_COLOUR)


# -- S-2: the goal ---------------------------------------------------------------------------


@pytest.mark.parametrize("key", ALL)
def test_s2_game_is_won_when_all_104_cards_are_home(key):
    """S-2: the last king going up wins, in every variant; then nothing more can be played."""
    state = build(
        key, foundations=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "QS"], waste="KS", stock=""
    )
    assert not state.won and not state.is_over
    events = play(state, "w>f")
    assert events[-1] == {"type": "won"}
    assert state.won and state.is_over and state.to_move is None
    assert state.legal_moves() == []
    assert refused(state, "s") == "game-over"


def test_s2_s7_eight_foundations_two_per_suit():
    """S-2, S-7: both aces of a suit start foundations of their own."""
    state = build(columns=["AH", "AH"], foundations=[])
    play(state, "1>f", "2>f")
    tops = state.layout.to_dict()["foundations"]
    assert sorted(t for t in tops if t) == ["AH", "AH"]


# -- S-5 to S-11: playing ------------------------------------------------------------------------


def test_s5_only_the_top_card_of_a_column_moves():
    """S-5: a column's top card moves; the card under it does not, even with the top."""
    state = build(columns=["TC 9H", "TH", "JC"])
    assert "1>2" in moves_text(state)
    assert refused(state, "1:2>3") == "top-card-only"


def test_s5_s9_only_the_top_card_of_the_waste_moves():
    """S-5, S-9: the waste's top card plays, the ones under it wait."""
    state = build(columns=["TH", "9D"], waste="8C 9H 8D")
    onto_cards = {str(m) for m in state.legal_moves() if m.src == WASTE and m.dst < 2}
    assert onto_cards == {"w>2"}
    assert refused(state, "w>1") == "build-same-suit"


def test_s6_builds_down_in_suit():
    """S-6: a card goes onto the next higher card of its own suit (9H onto TH), nothing else."""
    state = build(columns=["TH", "TS", "JH", "8H", "9H"])
    assert moves_text(state) >= {"5>1"}
    assert refused(state, "5>2") == "build-same-suit"
    assert refused(state, "5>3") == "build-same-suit"
    assert refused(state, "5>4") == "build-same-suit"
    play(state, "5>1")
    assert column(state, 1) == ["TH", "9H"]
    play(state, "4>1")
    assert column(state, 1) == ["TH", "9H", "8H"]


def test_s7_foundations_start_with_an_ace_and_go_up_in_suit():
    """S-7: an ace starts a foundation; then 2, 3... of the same suit, and nothing else."""
    state = build(columns=["2H", "AH", "3H", "2D"], foundations=[])
    assert refused(state, "1>f1") == "foundation-order"
    play(state, "2>f1")
    assert refused(state, "3>f1") == "foundation-order"
    assert refused(state, "4>f1") == "foundation-order"
    play(state, "1>f1", "3>f1")
    assert state.layout.to_dict()["foundations"][0] == "3H"


def test_s7_an_ace_cannot_go_on_a_started_foundation():
    """S-7: each foundation holds one suit from its own ace."""
    state = build(columns=["AS"], foundations=["AH"])
    assert refused(state, "1>f1") == "foundation-ace"
    play(state, "1>f2")


def test_s8_the_stock_turns_its_top_card_onto_the_waste():
    """S-8: the stock's top card is turned face up onto the waste, at any time."""
    state = build(columns=["KS"], waste="5D", stock_top="QC")
    stock = len(state.layout.stock)
    events = play(state, "s")
    assert events == [{"type": "draw", "from": "s", "to": "w", "cards": ["QC"]}]
    assert state.layout.to_dict()["waste"] == ["5D", "QC"]
    assert len(state.layout.stock) == stock - 1


def test_s9_the_waste_top_goes_to_a_foundation_or_a_column():
    """S-9: the waste's top card plays onto a foundation or onto a column."""
    state = build(columns=["9C"], waste="8C", foundations=["7C"])
    assert {"w>1", "w>f1"} <= moves_text(state)
    play(state, "w>1")
    assert column(state, 1) == ["9C", "8C"]
    state.pop()
    play(state, "w>f")
    assert state.layout.to_dict()["foundations"][0] == "8C"


@pytest.mark.parametrize("key", sorted(set(ALL) - {"thieves-of-egypt"}))
def test_s10_any_card_may_go_into_an_empty_column(key):
    """S-10: any card that may move goes into an empty column (but see S-28)."""
    state = build(key, columns=["KS 5D", "", "9C"], waste="4H")
    assert {"1>2", "w>2", "3>2"} <= moves_text(state)
    play(state, "w>2")
    assert column(state, 2) == ["4H"]


def test_s11_classic_has_one_pass_through_the_stock():
    """S-11: when the stock runs out it is not turned over again."""
    state = build(columns=["KS"], waste="QD KD KH", stock="")
    assert "r" not in moves_text(state)
    assert refused(state, "r") == "one-pass"  # said as never, not as none left
    assert refused(state, "s") == "stock-empty"


# -- variants: build rules, sequences, empty columns, draws and redeals ------------------------


@pytest.mark.parametrize(
    ("key", "accepts", "reason"),
    [(k, {"w>1"}, "build-same-suit") for k in SAME_SUIT]
    + [(k, {"w>2", "w>3"}, "build-other-suit") for k in OTHER_SUIT]
    + [(k, {"w>3"}, "build-alt-colour") for k in ALT_COLOUR],
)
def test_s6_s20_s22_s24_to_s28_build_rule_of_each_variant(key, accepts, reason):
    """S-6 (same suit), S-20, S-22 (another suit), S-24..S-28 (alternate colours): which of
    TH, TD, TS takes a 9H from the waste; a JH or 8H never does."""
    state = build(key, columns=["TH", "TD", "TS", "JH", "8H"], waste="9H")
    waste_moves = {str(m) for m in state.legal_moves() if m.src == WASTE and m.dst < 5}
    assert waste_moves == accepts
    for target in {"w>1", "w>2", "w>3", "w>4", "w>5"} - accepts:
        assert refused(state, target) == reason


@pytest.mark.parametrize("key", ONE_CARD)
def test_s5_s31_one_card_variants_never_move_sequences(key):
    """S-5, S-31: without sequences, even a properly built run moves one card at a time."""
    run = "TH 9H" if key in SAME_SUIT else "TS 9H"
    state = build(key, columns=[run, "JD JC JH JS", ""])
    assert all(m.count == 1 for m in state.legal_moves())
    assert refused(state, "1:2>2") == "top-card-only"
    assert refused(state, "1:2>3") == "top-card-only"  # nor into an empty column


SEQUENCE_RUNS = {
    # a three-card run by the variant's rule; cards that take its bottom, middle and top card
    "little-forty": ("9S 8H 7D", "TH", "9C", "8S"),
    "number-ten": ("9S 8H 7C", "TD", "9C", "8D"),
    "rank-and-file": ("9S 8H 7C", "TD", "9C", "8D"),
    "thieves-of-egypt": ("9S 8H 7C", "TD", "9C", "8D"),
}


@pytest.mark.parametrize("key", SEQUENCES)
def test_s31_sequences_move_whole_or_in_part(key):
    """S-31: a built run moves as a unit, picked up at any of its cards."""
    run, whole, part, top = SEQUENCE_RUNS[key]
    state = build(key, columns=[f"<KC> {run}", whole, part, top])
    assert {"1:3>2", "1:2>3", "1>4"} <= moves_text(state)
    events = play(state, "1:3>2")
    assert events[0]["cards"] == run.split()
    assert events[1] == {"type": "flip", "pile": "1", "card": "KC"}
    assert column(state, 2) == [whole, *run.split()]
    state.pop()
    play(state, "1:2>3")
    assert column(state, 3) == [part, *run.split()[1:]]
    assert column(state, 1) == ["<KC>", run.split()[0]]
    state.pop()
    play(state, "1>4")
    assert column(state, 4) == [top, run.split()[2]]


@pytest.mark.parametrize("key", SEQUENCES)
def test_s31_a_broken_run_does_not_move_together(key):
    """S-31: only cards each built on the one below by the variant's rule move as one."""
    state = build(key, columns=["9H 8H 7S", "TS", "KD KC KH KS"])
    # 8H on 9H breaks every variant's rule that allows sequences (same suit, same colour)
    assert refused(state, "1:3>2") == "not-a-sequence"


@pytest.mark.parametrize("key", sorted(set(SEQUENCES) - {"thieves-of-egypt"}))
def test_s10_s31_a_sequence_of_any_length_goes_into_an_empty_column(key):
    """S-10, S-31 ruling: no size limit, free columns are not counted, even into a space."""
    run = "KS QH JC TD 9S 8H 7C 6D" if key != "little-forty" else "KS QH JS TH 9S 8H 7S 6H"
    fillers = ["2C", "2D", "2H", "2S", "3C", "3D", "3H", "3S"]
    state = build(key, columns=[run, "", *fillers])
    assert "1:8>2" in moves_text(state)
    play(state, "1:8>2")
    assert column(state, 2) == run.split()


def test_s31_cards_still_go_to_a_foundation_one_at_a_time():
    """S-31 ruling: a run moves together between columns, never onto a foundation."""
    state = build("number-ten", columns=["9S 8H 7C"], foundations=["6C", "6C"])
    assert refused(state, "1:2>f1") == "one-card-to-foundation"
    play(state, "1>f1")


def test_s28_only_a_king_or_a_king_headed_sequence_fills_a_space():
    """S-28: in Thieves of Egypt an empty column takes only a king or a run headed by one."""
    state = build("thieves-of-egypt", columns=["KS QH JC", "", "QD", "KH"], waste="JS")
    legal = moves_text(state)
    assert {"1:3>2", "4>2"} <= legal
    assert not {"1>2", "1:2>2", "3>2", "w>2"} & legal
    assert refused(state, "3>2") == "kings-only"
    assert refused(state, "1:2>2") == "kings-only"
    assert refused(state, "w>2") == "kings-only"
    play(state, "1:3>2")
    assert column(state, 2) == ["KS", "QH", "JC"]


# draws per turn and redeals: S-8, S-11, S-22, S-28
TURNS = {key: (1, 0) for key in ALL} | {"little-forty": (3, 3), "thieves-of-egypt": (1, 1)}


@pytest.mark.parametrize("key", ALL)
def test_s11_s22_s28_draw_count_and_number_of_passes(key):
    """S-11: one pass; S-22: three cards a turn, three redeals; S-28: one redeal."""
    draw, redeals = TURNS[key]
    state = build(key, stock="KC KD KH KS QC")
    assert state.layout.to_dict()["waste"] == []
    passes = 0
    while True:
        passes += 1
        sizes = []
        while state.layout.stock:
            sizes.append(len(play(state, "s")[0]["cards"]))
        assert sizes == ([3, 2] if draw == 3 else [1] * 5)
        if "r" not in moves_text(state):
            break
        assert play(state, "r") == [{"type": "redeal", "count": 5}]
    assert passes == redeals + 1
    assert refused(state, "r") == ("no-redeal" if redeals else "one-pass")
    assert state.redeals_left() == 0


@pytest.mark.parametrize("key", ["little-forty", "thieves-of-egypt"])
def test_s22_s28_redeal_brings_the_cards_round_in_the_same_order(key):
    """S-22 ruling (and S-28): the whole waste is turned over at once, so the next pass turns
    up the same cards in the same order."""
    state = build(key, stock="QC KH JD KS QH KC KD QD")
    first, second = [], []
    while state.layout.stock:
        first.append(play(state, "s")[0]["cards"])
    waste = state.layout.to_dict()["waste"]
    play(state, "r")
    assert state.layout.to_dict()["waste"] == []
    assert state.layout.to_dict()["stock"] == waste[::-1]
    while state.layout.stock:
        second.append(play(state, "s")[0]["cards"])
    assert first == second
    assert first[0][0] == "QD"


def test_s22_redeal_only_when_the_stock_is_empty():
    """S-22 ruling: a redeal is the player's move, allowed only once the stock is empty."""
    state = build("little-forty", waste="5S JD")
    assert refused(state, "r") == "stock-not-empty"
    empty = build("little-forty", columns=["KD"], stock="", waste="")
    assert refused(empty, "r") == "waste-empty"
    assert refused(empty, "s") == "stock-empty"


def test_s22_redeal_is_undone_exactly():
    """S-22, S-44: undoing a redeal puts the waste back as it was."""
    state = build("little-forty", stock="", waste="QC KH KC QD KD")
    before = state.to_json()
    play(state, "r")
    assert state.layout.redeals == 1 and state.redeals_left() == 2
    state.pop()
    assert state.to_json() == before


# -- S-30: face-down cards --------------------------------------------------------------------


def test_s30_uncovered_card_turns_face_up_as_part_of_the_move():
    """S-30: uncovering a face-down card turns it up in the same move; one undo takes back
    both."""
    state = build("indian", columns=["<3D> 5C", "6H"])
    events = play(state, "1>2")
    assert events == [
        {"type": "move", "from": "1", "to": "2", "cards": ["5C"]},
        {"type": "flip", "pile": "1", "card": "3D"},
    ]
    assert column(state, 1) == ["3D"]
    state.pop()
    assert column(state, 1) == ["<3D>", "5C"]


@pytest.mark.parametrize("key", ["number-ten", "rank-and-file"])
def test_s30_face_down_cards_never_move(key):
    """S-30: not even under a run that may move: the face-down cards stay put."""
    state = build(key, columns=["<8D> <7S> 6H", "7C", "9S", ""])
    legal = state.legal_moves()
    assert all(m.count == 1 for m in legal if m.src == 0)
    assert refused(state, "1:2>3") == "face-down"
    assert refused(state, "1:3>4") == "face-down"
    assert refused(state, "1:4>4") == "no-card"


def test_s30_face_down_card_turns_up_when_a_run_leaves():
    """S-30, S-31: a run leaving uncovers the next card, which turns up; undo covers it again."""
    state = build("rank-and-file", columns=["<AC> <2C> <3C> QH JS TH", "KC"])
    events = play(state, "1:3>2")
    assert events[-1] == {"type": "flip", "pile": "1", "card": "3C"}
    assert column(state, 1) == ["<AC>", "<2C>", "3C"]
    state.pop()
    assert column(state, 1) == ["<AC>", "<2C>", "<3C>", "QH", "JS", "TH"]


def test_s30_refuses_illegal_move_by_reason():
    """S-30: a move that would take a face-down card is refused as such."""
    state = build("indian", columns=["<3D> 5C", "4D"])
    assert refused(state, "1:2>2") == "face-down"


def test_s5_moves_of_nothing_are_refused():
    """S-5: a move needs a card at its source."""
    state = build(columns=["", "KS"], waste="")
    assert refused(state, "1>2") == "no-card"
    assert refused(state, "w>2") == "no-card"
    assert refused(state, "1>f") == "no-card"
    assert refused(state, "2>2") == "same-pile"
    assert state.why_illegal(Move(1, 12)) == "no-such-pile"
