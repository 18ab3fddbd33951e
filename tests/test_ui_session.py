"""The game session behind the table (fortythieves.ui.solitaire.session, .picker, ui.shell.saves,
.urls): one undo takes back a move with the safe cards that followed it, saves round-trip and
distrust what they read, addresses parse, and the tap/keyboard machine asks for the right moves."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fortythieves.engine import CorruptSave, IllegalMove
from fortythieves.games import get_game
from fortythieves.solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from fortythieves.ui.shell import saves
from fortythieves.ui.shell.urls import build_query, parse_deal, parse_query
from fortythieves.ui.solitaire.picker import Picker
from fortythieves.ui.solitaire.session import Session, dump_session, load_session, salvage_session

from .helpers.solitaire import build, column
from .helpers.solitaire import near_won as near_won_position

GAME = "solitaire/classic"


def opening(deal: int = 1) -> Session:
    session = Session.new(GAME, deal)
    session.settle()
    return session


def near_won(scoring: bool = False) -> Session:
    return Session(near_won_position(scoring))


def test_opening_safe_cards_are_not_the_players_moves():
    session = opening(1)
    assert session.moves == 0 and not session.started
    assert all(g < 0 for g in session.groups)


def test_undo_stops_before_the_cards_that_went_home_with_the_deal():
    """S-44 ruling: the opening's safe cards are part of the deal; undo takes back only the
    player's moves."""
    session = opening(4)  # two aces go home with the deal
    home = len(session.state.history)
    assert home and not session.can_undo and session.undo() == []
    move = session.state.legal_moves()[0]
    session.play(move)
    assert session.can_undo and session.undo()
    assert len(session.state.history) == home and not session.can_undo


def test_auto_move_turned_on_mid_game_is_an_action_undo_takes_back():
    """S-44: undo is unlimited. Auto-move turned on after the player has moved sends home the
    cards those moves freed, as one action: undo takes it back (500 each, S-41), then the
    moves before it (the cards went home behind a stop that no undo passed)."""
    state = build("classic", scoring=True, columns=["AH 9C", "TC", "KD"], waste="QS")
    session = Session(state)
    session.play(state.game.parse_move("1>2", state), auto=False)  # the ace uncovered
    assert session.settle() and state.scores == [500]
    assert session.can_undo and [str(m) for m in session.undo()] == ["1>f1"]
    assert state.scores == [0] and session.can_undo
    assert [str(m) for m in session.undo()] == ["1>2"] and not session.can_undo


def replayed(game: str, deal: int, moves: list[str], auto: bool = True) -> Session:
    """A link's deal and moves as the table opens them (all of them playable)."""
    session = Session.new(game, deal)
    assert session.play_written(moves, auto) is None
    return session


def test_a_written_move_the_safe_cards_open_is_played_after_them():
    """A hand-written link leaves out the cards that go home with the deal: on Number Ten's
    deal 4 the table shows 4>5 (its aces home), and the link plays it so, with auto-move on.
    Off, the move is refused; the moves before a refused one stay played."""
    session = replayed("solitaire/number-ten", 4, ["4>5"])
    assert [str(m) for m in session.state.history] == ["4>f1", "6>f2", "4>5"]
    assert session.groups == [-2, 1] and session.moves == 1
    assert [str(m) for m in session.undo()] == ["4>5"] and not session.can_undo
    plain = Session.new("solitaire/number-ten", 4)
    assert plain.play_written(["4>5"], auto=False) == 1
    assert plain.state.history == [] and plain.groups == []
    assert Session.new("solitaire/number-ten", 4).play_written(["4>5", "4>9"], auto=True) == 2


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(1, 1000), seed=st.integers(0, 10**6))
def test_a_link_of_the_table_s_moves_opens_the_same_game(deal: int, seed: int):
    """A link that lists every move of a table's history (an embedded table's "Play on the
    full site") opens the same game: the cards that went home with the deal stay the deal's
    (not a move to undo, and moves 0), those after a move ride with it."""
    rng = random.Random(seed)
    session = Session.new("solitaire/maria", deal)
    session.settle()
    for _ in range(rng.randrange(30)):
        moves = session.state.legal_moves()
        if not moves:
            break
        session.play(rng.choice(moves))
    again = replayed("solitaire/maria", deal, [str(m) for m in session.state.history])
    assert again.state.history == session.state.history
    assert again.groups == session.groups and again.moves == session.moves


def test_a_link_s_last_move_sends_the_safe_cards_home():
    """Classic deal 1: 8>4 uncovers the ace of diamonds, which goes home with that move, as at
    the table (it stayed on column 8 until the next move); one undo takes back both."""
    session = replayed(GAME, 1, ["8>4"])
    assert [str(m) for m in session.state.history][-2:] == ["8>4", "8>f1"]
    assert session.moves == 1 and session.groups == [2]
    session.undo()
    assert not session.state.history and not session.can_undo
    assert [str(m) for m in replayed(GAME, 1, ["8>4"], auto=False).state.history] == ["8>4"]


def test_the_cards_that_went_home_with_the_deal_score_nothing():
    """S-40 counts the cards the player moves; those sent home as the deal is laid out are
    part of it (S-44 ruling), as Lucas's aces are (S-23 ruling): the score starts at 0, also
    once saved and opened again or with scoring turned on later, and a card the player sends
    home scores 500."""
    session = Session.new("solitaire/lucas", 11, scoring=True)
    session.settle()
    assert -session.groups[0] == 3 and session.state.scores == [0]  # 2C 2C 2H, at move 0
    again = Session.from_save(json.loads(json.dumps(session.to_save())), "solitaire/lucas")
    assert again.state.scores == [0]
    plain = Session.new("solitaire/lucas", 11)
    plain.settle()
    assert plain.with_scoring(True).state.scores == [0]
    for _ in range(60):  # turn the stock until a card can go home
        home = [m for m in session.state.legal_moves() if m.dst == FOUNDATION]
        if home:
            break
        session.play(Move.parse("s"))
    session.play(home[0])
    assert session.state.scores[0] >= 500


def test_one_undo_takes_back_a_move_and_its_automatic_followers():
    session = near_won()
    events = session.play(Move(0, FOUNDATION, 1))
    assert any(e["type"] == "won" for e in events)  # the other kings went home by themselves
    assert session.state.won and session.moves == 1
    undone = session.undo()
    assert len(undone) == 8 and undone[0] == Move(0, FOUNDATION, 1)
    assert len(session.state.layout.found[0]) == 12 and session.moves == 0
    assert session.redo_action()
    assert session.state.won and session.redo == []


def test_a_move_that_leaves_only_moves_home_to_make_wins_at_once():
    """S-51 ruling: the 6S laid on the 7S leaves every card a way home with nothing else to do
    (the stock out), so they all go, though the second 4S under a 5S makes none of them safe;
    one undo takes the move and the finish back."""
    session = Session(build(
        "classic", stock="", columns=["4S 5S 6S", "KS QS JS TS 9S 8S 7S",
                                      "KS QS JS TS 9S 8S 7S 6S 5S"],
        foundations=["KC", "KC", "KD", "KD", "KH", "KH", "4S", "3S"]))
    assert session.auto_moves() == ([], 0)  # before it, a 5S home would bury the other
    events = session.play(Move(0, 1, 1))
    assert session.state.won and session.moves == 1
    assert sum(e["type"] == "move" for e in events) == 1 + 19  # the 6S too
    session.undo()
    assert session.moves == 0 and [len(c) for c in session.state.layout.cols[:3]] == [3, 7, 9]


def test_without_auto_moves_each_card_is_one_action():
    session = near_won()
    session.play(Move(0, FOUNDATION, 1), auto=False)
    assert session.moves == 1 and not session.state.won
    with pytest.raises(IllegalMove):
        session.play(Move(1, FOUNDATION, 1), auto=False)  # KC goes on the other clubs pile
    assert session.moves == 1


def test_a_new_move_clears_redo():
    session = opening(1)
    move = session.stock_move()
    session.play(move)
    session.undo()
    assert session.redo
    session.play(move)
    assert session.redo == []


def test_resolve_picks_the_run_that_fits_and_targets_come_from_the_engine():
    session = opening(1)
    legal = {m for m in session.state.legal_moves() if m.src < WASTE and m.dst < WASTE}
    move = next(iter(legal))
    assert session.resolve(move.src, move.dst, None) == move
    assert move.dst in session.targets(move.src, None)
    for dst in session.targets(move.src, None):
        assert session.state.why_illegal(session.resolve(move.src, dst, None)) is None


def test_pick_reasons_are_the_engines():
    session = Session.new("solitaire/number-ten", 3)
    assert session.pick_reason(0, 4) == "face-down"
    assert session.pick_reason(0, 1) is None
    assert session.pick_reason(FOUNDATION, 1) == "no-card"
    classic = opening(1)
    assert classic.pick_reason(0, 2) == "top-card-only"


def test_stock_then_redeal():
    session = Session.new("solitaire/little-forty", 2)
    assert session.stock_move().src == STOCK
    while session.state.layout.stock:
        session.play(session.stock_move(), auto=False)
    assert session.stock_move() == Move(REDEAL, STOCK, 0)


def test_dragging_the_stock_card_is_one_action():
    """S-8 ruling: turn and move in one gesture; a failed drop leaves the stock as it was."""
    session = opening(1)
    stock = len(session.state.layout.stock)
    assert session.draw_for_drag()
    session.drop_draw()
    assert len(session.state.layout.stock) == stock and session.groups == opening(1).groups
    assert session.draw_for_drag()
    session.play(session.stock_move())  # any move will do to join
    session.join_draw()
    assert session.moves == 1 and len(session.state.layout.stock) == stock - 2
    session.undo()
    assert len(session.state.layout.stock) == stock
    assert not Session.new("solitaire/little-forty", 1).draw_for_drag()  # three at a time


def test_restart_and_scoring_switch():
    session = opening(4)
    session.play(session.stock_move())
    again = session.restarted()
    assert again.state.history == [] and again.state.deal == 4
    scored = session.with_scoring(True)
    assert scored.state.game.scoring and scored.state.history == session.state.history
    assert scored.with_scoring(False).state.game.scoring is False


def test_saves_round_trip():
    session = opening(5)
    session.play(session.stock_move())
    session.play(session.stock_move())
    session.undo()
    session.elapsed = 73.5
    session.solved = session.counted = True
    text = dump_session(session)
    back = load_session(text, GAME)
    assert back is not None
    assert back.state.to_json() == session.state.to_json()
    assert back.redo == session.redo and back.groups == session.groups and back.elapsed == 73.5
    assert back.solved and back.counted  # a deal the solver played stays the solver's (S-52)
    assert not load_session(dump_session(opening(5)), GAME).solved


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        json.dumps({"format": 2}),
        json.dumps({"format": 1, "state": {"game": "solitaire/classic"}}),
        json.dumps({"format": 1, "state": get_game("solitaire/maria").new_state(3).to_json()}),
        json.dumps(
            {"format": 1, "state": {**get_game(GAME).new_state(3).to_json(), "moves": ["9>f"]}}
        ),
    ],
)
def test_damaged_or_foreign_saves_are_refused(text):
    with pytest.raises(CorruptSave):
        load_session(text, GAME)


def test_a_save_with_a_move_that_no_longer_plays_goes_on_up_to_it():
    """A rule mended since a game was saved, or a damaged move: the game is refused whole by
    ``load_session``, and goes on from the last move that still plays, its undo steps, clock
    and marks kept that far."""
    session = opening(5)
    for _ in range(4):
        session.play(session.stock_move())
    session.elapsed, session.counted = 61.0, True
    data = session.to_save()
    moves = data["state"]["moves"]
    cut = len(moves) - 2
    moves[cut] = "9>f"
    text = json.dumps(data)
    with pytest.raises(CorruptSave):
        load_session(text, GAME)
    back = salvage_session(text, GAME)
    assert back is not None and back.state.history == session.state.history[:cut]
    assert sum(map(abs, back.groups)) == cut and back.moves == session.moves - 2
    assert back.groups[: len(back.groups) - 1] == session.groups[: len(back.groups) - 1]
    assert (back.elapsed, back.counted, back.redo) == (61.0, True, [])
    assert back.undo() and back.state.history == session.state.history[: cut - 1]


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(1, 10**6), plies=st.integers(1, 60), seed=st.integers(0, 2**32),
       where=st.floats(0, 1, exclude_max=True))
def test_a_damaged_move_keeps_every_undo_step_before_it(
    deal: int, plies: int, seed: int, where: float
) -> None:
    """Wherever a move is damaged, the salvaged game is the saved one up to it, and undo takes
    back the same steps as it would have (the last one cut short where the damage fell)."""
    session = opening(deal)
    rng = random.Random(seed)
    for _ in range(plies):
        legal = session.state.legal_moves()
        if not legal:
            break
        try:
            session.play(rng.choice(legal))
        except IllegalMove:  # a card the automatic moves would send straight back
            continue
    data = session.to_save()
    moves = data["state"]["moves"]
    dealt = -session.groups[0] if session.groups and session.groups[0] < 0 else 0
    if len(moves) <= dealt + 1:
        return
    cut = dealt + 1 + int(where * (len(moves) - dealt - 1))
    moves[cut] = "??"
    back = salvage_session(json.dumps(data), GAME)
    assert back is not None and back.state.history == session.state.history[:cut]
    whole = len(back.groups) - 1
    assert back.groups[:whole] == session.groups[:whole] and sum(map(abs, back.groups)) == cut
    assert 0 < back.groups[-1] <= session.groups[whole]


@pytest.mark.parametrize("damage", ["first", "none", "format", "game", "json", "moves"])
def test_a_save_is_not_salvaged_when_nothing_of_the_players_would_be_kept(damage):
    """Only the cards sent home as it was dealt would play, every move plays (the damage is
    elsewhere: the game would not be the one the player saw), or the save does not read."""
    session = opening(5)
    session.play(session.stock_move())
    data = session.to_save()
    state = data["state"]
    if damage == "first":
        state["moves"][-1] = "9>f"
    elif damage == "none":
        state["position"] = "elsewhere"
    elif damage == "format":
        data["format"] = 2
        state["moves"][-1] = "9>f"
    elif damage == "moves":
        state["moves"] = [3]
    text = json.dumps(data) if damage != "json" else "{broken"
    assert salvage_session(text, "solitaire/maria" if damage == "game" else GAME) is None


def test_save_extras_are_distrusted_not_fatal():
    data = opening(6).to_save()
    data.update(redo="x", groups=[1, "a"], elapsed=-4)
    back = Session.from_save(data, GAME)
    assert back.redo == [] and back.elapsed == 0.0
    assert sum(map(abs, back.groups)) == len(back.state.history)
    assert load_session(None) is None and load_session("") is None


def test_settings_fall_back_to_defaults():
    assert saves.Settings.read(None) == (saves.Settings(), False)
    assert saves.Settings.read("{bad") == (saves.Settings(), True)
    s, damaged = saves.Settings.read(json.dumps({"lang": "hi", "auto": False, "four": "yes"}))
    assert (s.lang, s.auto, s.four, damaged) == ("hi", False, False, True)
    assert saves.Settings.read(saves.Settings(lang="hi").dumps())[0].lang == "hi"
    assert saves.Settings.read('{"lang": "xx"}')[0].lang == "en"
    assert saves.load_streak("3") == 3 and saves.load_streak("x") == 0
    assert saves.save_key(GAME) == "fortythieves:save:solitaire/classic"


def test_addresses():
    q = parse_query("?game=solitaire/maria&deal=123&lang=hi&moves=s,3%3Ef,w%3E5")
    assert (q.game, q.deal, q.lang, q.moves) == (
        "solitaire/maria",
        "123",
        "hi",
        ["s", "3>f", "w>5"],
    )
    assert parse_query("") == parse_query("?")
    assert parse_deal("123") == 123 and parse_deal("-1") is None and parse_deal("x") is None
    assert build_query("solitaire/maria", 123) == "?game=solitaire/maria&deal=123"
    assert build_query(GAME, None, "hi") == "?game=solitaire/classic&lang=hi"


def test_picker_tap_tap_double_tap_and_stock():
    picker = Picker()
    first = picker.press(3, 1, now=0.0)
    assert first.kind == "pick"
    picker.pick(3, 1)
    assert picker.press(5, None, now=1000.0).kind == "move"
    assert picker.press(3, 2, now=2000.0).kind == "pick"  # another card of the picked pile
    assert picker.press(3, 1, now=3000.0).kind == "cancel"  # the picked card again
    picker.press(4, 1, now=5000.0)
    picker.pick(4, 1)
    double = picker.press(4, 1, now=5200.0)
    assert (double.kind, double.tapped) == ("home", True)  # double tap
    assert picker.picked is None
    picker.pick(2, 1)
    assert picker.press(2, None).kind == "cancel"
    assert picker.press(STOCK).kind == "stock"


def test_a_refused_pick_starts_no_double_tap():
    """A covered card cannot be picked (its first tap is refused, and the selection dropped):
    a second tap there is another pick, not "send home", which sent the column's top card."""
    picker = Picker()
    assert picker.press(8, 3, now=0.0).kind == "pick"
    picker.cancel()  # refused: only the top card moves
    assert picker.press(8, 3, now=150.0).kind == "pick"


def test_a_tap_on_the_waste_with_cards_picked_picks_its_card_instead():
    """The waste takes no cards: with a column's card picked, a tap there picks the waste's
    card up (it said "There is no such pile."); the waste's own card tapped again is put down."""
    picker = Picker()
    picker.pick(2, 1)
    action = picker.press(WASTE, 1)
    assert (action.kind, action.src) == ("pick", WASTE)
    picker.pick(WASTE, 1)
    assert picker.press(WASTE, 1).kind == "cancel"


def test_a_tap_that_drops_cards_starts_no_double_tap():
    """A card dropped on column 2 (refused or not), then column 2 tapped at once to pick up
    its card: a pick, where it was read as a double tap ("cannot go to a foundation yet")."""
    picker = Picker()
    assert picker.press(1, 1, now=0.0).kind == "pick"
    picker.pick(1, 1)
    assert picker.press(2, 1, now=300.0).kind == "move"
    picker.cancel()  # the move made or refused, nothing is held
    assert picker.press(2, 1, now=500.0).kind == "pick"
    picker.pick(2, 1)
    assert picker.press(2, 1, now=700.0).kind == "home"  # a double tap still sends it home


def test_a_take_back_that_auto_move_would_undo_at_once_is_refused_and_not_offered():
    """S-41 and S-51 (its ruling): an ace taken back onto its two would fly home again at
    once (aces are always safe), a move spent for the same table: with auto-move on it is not
    a target and is refused with its reason; a five of hearts, which a four may still be built
    on, can be taken back; with auto-move off the ace can too (the rules allow it)."""
    state = build(columns=["2C", "6H"], foundations=["AC", "5H"], scoring=True)
    session = Session(state)
    ace, five = Move(FOUNDATION, 0), Move(FOUNDATION + 1, 1)
    assert session.state.why_illegal(ace) is None
    assert session.comes_straight_back(ace) and not session.comes_straight_back(five)
    assert session.targets(FOUNDATION, 1) == [] and 1 in session.targets(FOUNDATION + 1, 1)
    with pytest.raises(IllegalMove) as refused:
        session.play(ace)
    assert refused.value.reason == "straight-back" and session.moves == 0
    session.play(five)
    assert column(session.state, 2) == ["6H", "5H"]
    assert 0 in session.targets(FOUNDATION, 1, auto=False)
    session.play(ace, auto=False)
    assert column(session.state, 1) == ["2C", "AC"]
