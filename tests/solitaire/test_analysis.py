"""The helps: "no more moves" (S-12), safe automatic moves (S-51) and hints (S-50)."""

from __future__ import annotations

import pytest

from fortythieves.cards import Card
from fortythieves.games import get_game
from fortythieves.solitaire.analysis import finishing_moves, is_safe, is_stuck, safe_move
from fortythieves.solitaire.hints import hint
from fortythieves.solitaire.moves import WASTE

from ..helpers.playing import moves_text, play
from ..helpers.solitaire import STUCK_COLUMNS, STUCK_FOUNDATIONS, build


def stuck_table(changes: dict[int, str] | None = None, **parts):
    """The stuck table, with some columns (numbered from 1) replaced."""
    columns = list(STUCK_COLUMNS)
    for number, cards in (changes or {}).items():
        columns[number - 1] = cards
    parts.setdefault("waste", "7H")
    parts.setdefault("stock", "")
    parts.setdefault("foundations", STUCK_FOUNDATIONS)
    return build("classic", columns=columns, **parts)


def test_s12_a_table_with_no_progress_left_is_stuck():
    """S-12: no card can reach a foundation, none is face down, the stock is empty with no
    redeal, and the one move left (waste onto a column) changes none of that."""
    state = stuck_table()
    assert moves_text(state) == {"w>6"}
    assert is_stuck(state)
    play(state, "w>6")
    assert state.legal_moves() == []
    assert state.is_over and not state.won
    assert is_stuck(state)


def test_s12_not_stuck_when_a_card_can_go_home():
    """S-12: a possible foundation move is progress."""
    state = stuck_table({1: "3H 4H 5H 6H KC 2H"})
    assert not is_stuck(state)


def test_s12_not_stuck_when_rearranging_the_columns_frees_a_card():
    """S-12: no card can go home now, but 7H onto 8H, then 6H onto 7H uncovers a 2H."""
    state = stuck_table({1: "3H 4H 5H KC 2H 6H"})
    assert not any(m.to_foundation for m in state.legal_moves())
    assert not is_stuck(state)
    play(state, "w>6", "1>6")
    assert any(m.to_foundation for m in state.legal_moves())


def test_s12_not_stuck_when_a_face_down_card_can_be_uncovered():
    """S-12: turning up a face-down card is progress (9C onto TC uncovers the QC)."""
    state = stuck_table({7: "<QC> 9C", 8: "JC TC"})
    assert not any(m.to_foundation for m in state.legal_moves())
    assert not is_stuck(state)


def test_s12_not_stuck_while_the_stock_has_cards():
    """S-12: cards left in the stock are progress to come."""
    state = stuck_table(waste="", stock="7H")
    assert not is_stuck(state)


def test_s12_not_stuck_while_a_redeal_is_left():
    """S-12, S-22: a waste that can still be turned back over is not the end."""
    state = build("little-forty", waste="KS", stock="")
    assert not state.won
    assert not is_stuck(state)


def test_s12_a_won_game_is_not_stuck():
    """S-12: "no more moves" is a loss; a won game is not one."""
    state = build(foundations=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "KS"], stock="")
    assert state.won and not is_stuck(state)


# -- S-51: safe automatic moves -----------------------------------------------------------------


@pytest.mark.parametrize("key", ["classic", "indian", "maria"])
@pytest.mark.parametrize("card", ["AH", "AS", "AC"])
def test_s51_aces_are_always_safe(key, card):
    """S-51 ruling: an ace always goes up by itself (one foundation for each of the eight)."""
    state = get_game(f"solitaire/{key}").new_state(9)
    assert is_safe(state, Card.parse(card))


@pytest.mark.parametrize(
    ("foundations", "safe"),
    [(["AH"], False), (["AH", "AH"], True), (["2H", "AH"], True)],
)
def test_s51_a_two_goes_up_alone_once_its_twin_has_a_place(foundations, safe):
    """S-51 ruling: a two is safe once both aces of its suit are home (or the other two is):
    else the other two might need the only foundation at ace."""
    state = build("classic", columns=["2H"], foundations=foundations)
    assert is_safe(state, Card.parse("2H")) is safe
    assert (safe_move(state) is not None) is safe


@pytest.mark.parametrize(
    ("key", "foundations", "safe"),
    [
        # same suit: 5H is safe once both 4H are home
        ("classic", ["4H", "4H"], True),
        ("classic", ["4H", "3H", "KS", "KS", "KC", "KC", "KD", "KD"], False),
        # other suit: both copies of 4C, 4D and 4S
        ("indian", ["4H", "4H", "4C", "4C", "4D", "4D", "4S", "4S"], True),
        ("indian", ["4H", "4C", "4C", "4D", "3D", "4S", "4S", "3H"], False),
        ("little-forty", ["4H", "4C", "4C", "4D", "4D", "4S", "3S", "3H"], False),
        # alternate colours: both copies of both black fours; the red ones do not matter
        ("maria", ["4H", "4H", "4C", "4C", "4S", "4S"], True),
        # ... and the other 5H must keep a foundation at 4H (or be home already)
        ("maria", ["4H", "3H", "4C", "4C", "4S", "4S"], False),
        ("maria", ["5H", "4H", "4C", "4C", "4S", "4S"], True),
        ("streets", ["4H", "4C", "4C", "4S", "3S", "KD", "KD", "KH"], False),
        ("number-ten", ["4H", "4C", "3C", "4S", "4S", "KD", "KD", "KH"], False),
    ],
)
def test_s51_a_card_is_safe_when_everything_that_builds_on_it_is_home(key, foundations, safe):
    """S-51: 5H may go up by itself only when every card that could be built on it by the
    variant's rule (both copies) is already on a foundation, and the other 5H keeps a place."""
    state = build(key, columns=["5H"], foundations=foundations)
    assert is_safe(state, Card.parse("5H")) is safe
    move = safe_move(state)
    if safe:
        assert move is not None and str(move).startswith("1>f")
        play(state, str(move))
        assert "5H" in state.layout.to_dict()["foundations"]
    else:
        assert move is None


def test_s51_safe_move_plays_an_ace_from_the_waste():
    """S-51: an ace on the waste is sent up."""
    state = build(columns=["9D"], waste="AC", foundations=[])
    assert str(safe_move(state)) == "w>f1"


@pytest.mark.parametrize(("redeals", "home"), [(2, False), (3, True)])
def test_s51_ruling_three_at_a_time_keeps_the_waste_only_with_a_redeal_to_come(redeals, home):
    """S-51 ruling, Little Forty (three redeals): with one to come a waste card stays, as
    taking it out would regroup the next pass; on the last pass an ace goes home by itself."""
    state = build("little-forty", columns=["9D"], waste="QC AH", foundations=[],
                  redeals=redeals)
    assert (str(safe_move(state)) == "w>f1") is home


def test_s51_no_safe_move_for_face_down_or_blocked_cards():
    """S-51: only a card that may move now is sent up: not one under another card."""
    state = build("indian", columns=["AH 9C", "<2S> KD"], foundations=["AS"])
    assert safe_move(state) is None


# The spades left once the stock is out: foundations at 4S and 3S, the second 4S under the first
# 5S, each suit's other cards home. 5S is not safe (the second 4S is not home), yet moves home
# alone win: 5S, 4S, then each column's top in turn.
SPADES_LEFT = {
    "columns": ["4S 5S", "KS QS JS TS 9S 8S 7S 6S", "KS QS JS TS 9S 8S 7S 6S 5S"],
    "foundations": ["KC", "KC", "KD", "KD", "KH", "KH", "4S", "3S"],
}


def test_s51_ruling_cards_that_go_home_with_nothing_else_to_do_all_go_home():
    """S-51 ruling: once the stock is out and moves home alone win, no card left can be needed
    again: every one of them goes home, though no single one is safe by the rule."""
    state = build("classic", stock="", **SPADES_LEFT)
    assert safe_move(state) is None
    moves = finishing_moves(state.layout)
    assert [str(m) for m in moves[:3]] == ["1>f7", "1>f8", "2>f7"]
    play(state, *map(str, moves))
    assert state.won


@pytest.mark.parametrize(
    "parts",
    [
        {"stock": "KH", "columns": SPADES_LEFT["columns"],  # a card still to turn
         "foundations": ["KC", "KC", "KD", "KD", "KH", "QH", "4S", "3S"]},
        {"stock": "", "columns": ["3H 4H", "KH QH JH TH 9H 8H 7H 6H 5H",
                                  "3H KH QH JH TH 9H 8H 7H 6H 5H 4H"],
         "foundations": ["KC", "KC", "KD", "KD", "2H", "2H", "KS", "KS"]},
    ],
)
def test_s51_ruling_no_finish_while_another_move_is_needed(parts):
    """S-51 ruling: the cards do not all go home while the stock has cards or a column move is
    still needed (each 4H covers a 3H the foundations wait for: one must go onto a 5H first)."""
    state = build("classic", **parts)
    assert finishing_moves(state.layout) == []


# -- S-50: hints --------------------------------------------------------------------------------


def test_s50_hint_sends_an_available_ace_home():
    """S-50: with an ace free, the hint is to move it to a foundation."""
    state = build(columns=["TH 9H", "TH", "5S AS", "8D"], waste="7C")
    move = hint(state)
    assert move is not None and move.to_foundation
    assert str(move) == "3>f1"


def test_s50_hint_frees_a_card_for_home_before_turning_the_stock():
    """S-50: laying the 7H in an empty column uncovers the 3S for its foundation; the hint
    says so rather than turn the stock, which goes round once (one move ahead, the empty
    column lost looked worse than a card turned)."""
    state = build(columns=["3S 7H"], foundations=["2S"])
    assert state.layout.stock
    assert str(hint(state)) == "1>2"


def test_s50_a_card_taken_back_is_hinted_home_when_nothing_else_helps():
    """S-50: a player who took the QH back onto its king (scoring on, S-41) and asks for a
    hint is told to send it home again, the one move that helps, not that no move helps."""
    state = build(columns=["KH"], stock="", scoring=True,
                  foundations=["KC", "KC", "KD", "KD", "QH", "KH", "KS", "KS"])
    play(state, "f5>1")
    assert str(hint(state)) == "1>f5"


def test_s50_hint_never_undoes_the_previous_move():
    """S-50: the hint is never the last move played backwards."""
    state = build(columns=["TH 9H", "TH", "KS", "KD"], waste="KC")
    play(state, "1>2")
    assert "2>1" in moves_text(state)
    move = hint(state)
    assert move is None or str(move) != "2>1"


def test_s50_hint_falls_back_on_the_stock():
    """S-50: with nothing useful on the table, the hint is to turn the stock."""
    state = build(columns=["KS", "KD", "KH", "KC", "KS", "KD", "KH", "KC", "JH", "JC"], waste="TD")
    assert moves_text(state) == {"s"}
    assert str(hint(state)) == "s"


def test_s50_a_build_is_hinted_before_the_stock_where_one_card_moves_at_a_time():
    """S-50 in a game that moves one card at a time (S-5): a queen onto a king builds the
    order the foundations want; it was judged no better than turning the stock (which goes
    round once), so the hint was the stock. Maria's deal 42 after one turn of the stock."""
    state = get_game("solitaire/maria").new_state(42)
    play(state, "s")
    move = hint(state)
    assert move is not None and move.src < WASTE and move.dst < WASTE


def test_s50_no_hint_in_a_won_game():
    """S-50: a won game has nothing to suggest."""
    state = build(foundations=["KC", "KC", "KD", "KD", "KH", "KH", "KS", "KS"], stock="")
    assert hint(state) is None


@pytest.mark.parametrize("deal", [7, 14, 22, 38])
def test_s50_no_hint_once_there_are_no_more_moves(deal):
    """S-50 ruling, S-12: the stock turned out and nothing can make progress, the hint was
    still a move of a card between columns (classic deal 7: 2>6), right after "no more
    moves"; now there is none."""
    state = get_game("solitaire/classic").new_state(deal)
    while state.layout.stock:
        play(state, "s")
    assert is_stuck(state) and state.legal_moves()
    assert hint(state) is None


@pytest.mark.parametrize("key", ["classic", "little-forty", "thieves-of-egypt", "rank-and-file"])
def test_s50_hint_is_a_legal_move(key):
    """S-50: a hint is always a move the rules allow, through a whole game of hints."""
    state = get_game(f"solitaire/{key}").new_state(11)
    for _ in range(40):
        move = hint(state)
        if move is None:
            break
        assert move in state.legal_moves()
        last = state.history[-1] if state.history else None
        assert last is None or (move.src, move.dst) != (last.dst, last.src)
        state.push(move)
