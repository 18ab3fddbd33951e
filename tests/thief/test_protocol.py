"""The engine protocol on the Thief family, beyond the checks every game shares
(tests/contract): games and options, notation, refusals, undo across hands, positions, views,
the events a player may see, and the reasons the engines give."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

import fortythieves
from fortythieves.cards import Card
from fortythieves.engine import BadNotation, CorruptSave, GameError, IllegalMove
from fortythieves.i18n import REASONS
from fortythieves.thief import (
    DISCARD,
    PAIR,
    STEAL,
    THIEF_GAMES,
    FourCardThiefGame,
    GharatGame,
    Move,
    ThiefGame,
    visible_events,
)

from ..helpers.playing import play, random_plies
from ..helpers.thief import build

ALL = [ThiefGame(), ThiefGame(players=2), FourCardThiefGame(players=3), GharatGame(),
       GharatGame(players=2), GharatGame(players=4, partners=False)]


def played(game, deal=7, moves=40):
    return random_plies(game.new_state(deal), moves, random.Random(deal))


# -- games ------------------------------------------------------------------------------------


def test_games_ids_and_options():
    assert set(THIEF_GAMES) == {"thief", "four-card", "gharat"}
    assert ThiefGame().players == 4 and ThiefGame().options == {}
    assert ThiefGame(players=6).options == {"players": 6}
    assert ThiefGame(players=3) == ThiefGame(players=3) != FourCardThiefGame(players=3)
    assert hash(GharatGame()) == hash(GharatGame(players=4, partners=True))
    assert GharatGame().teams == [[0, 2], [1, 3]]
    for cls, bad in ((ThiefGame, 7), (FourCardThiefGame, 1), (GharatGame, 5)):
        with pytest.raises(GameError):
            cls(players=bad)
    with pytest.raises(GameError) as error:
        ThiefGame().new_state(0)
    assert error.value.reason == "bad-deal"


# -- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["7H+7S", "JK+JK", "7h>m", "2C>3", "9D", "e", "n", "AS>1"])
def test_notation_reads_back(text):
    move = Move.parse(text)
    assert str(move) == text.upper().replace(">M", ">m").replace("E", "e").replace("N", "n")
    assert Move.parse(str(move)) == move


def test_pairs_are_written_in_one_order():
    assert Move.parse("7S+7H") == Move.parse("7H+7S") == Move(PAIR, Card.parse("7H"),
                                                              Card.parse("7S"))


@pytest.mark.parametrize("text", ["", "x", "7H>", "7H>0", "7H>x", "7H+", "ZZ", "7H>10", "1>2",
                                  "7H+7S+7D", None, 5])
def test_bad_notation_is_refused(text):
    with pytest.raises(BadNotation):
        Move.parse(text)  # type: ignore[arg-type]


# -- refusals, undo ---------------------------------------------------------------------------


def test_refusals_name_their_reason_and_change_nothing():
    state = build(ThiefGame(players=2), hands=["7H 3D 4C"], piles=[[], ["QH QS"]],
                  middle="KD")
    before = state.to_json()
    cases = {
        "3D+7H": "not-a-pair",
        "8H": "not-in-hand",
        "7H>1": "own-pile",
        "7H>2": "no-match",
        "7H>m": "no-match",
        "7H>5": "no-such-player",
        "n": "no-recapture",
    }
    for text, reason in cases.items():
        with pytest.raises(IllegalMove) as error:
            play(state, text)
        assert error.value.reason == reason, text
        assert error.value.params["move"] == text
        assert state.to_json() == before
    for odd in ("7H", Move(DISCARD, 99), Move(9), Move(PAIR, 5, 2), Move(STEAL, 5, -1)):
        with pytest.raises(IllegalMove):
            state.push(odd)  # type: ignore[arg-type]
        assert state.to_json() == before
    state = build(ThiefGame(players=2), hands=["7H 3D 4C"], piles=[[], ["QH QS"]],
                  middle="KD", phase="over")
    assert state.why_illegal(Move.parse("7H")) == "game-over"


def test_pop_undoes_exactly_across_hands():
    """Undo goes back over hand ends and deals (T-15, T-17)."""
    state = ThiefGame(players=2).new_state(99)
    rng = random.Random(5)
    snapshots = []
    while not state.is_over:
        snapshots.append(state.to_json())
        state.push(rng.choice(state.legal_moves()))
    assert state.hand_no == 2
    while snapshots:
        state.pop()
        assert state.to_json() == snapshots.pop()
    with pytest.raises(IndexError):
        state.pop()


# -- saves ------------------------------------------------------------------------------------


def test_save_of_a_hand_built_position_round_trips():
    state = build(ThiefGame(players=2), hands=["7H 7S 3D"], middle="KD 3C", stock_top="9C 4C")
    play(state, "7H+7S")
    data = state.to_json()
    assert data["deal"] is None and "start" in data
    again = state.game.state_from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data
    again.pop()
    assert again.position() == state.start


def test_bad_positions_are_refused():
    game = ThiefGame(players=2)
    good = build(game, hands=["7H"], middle="KD").position()
    for key, value in (("turn", 2), ("phase", "dance"), ("totals", [0]), ("hands", [[]]),
                       ("stock", ["7H"]), ("piles", [[[]], []]), ("hand_no", 3),
                       ("seed", None), ("victim", "x")):
        data = dict(good, **{key: value})
        if key == "seed":
            del data["seed"]
        with pytest.raises(CorruptSave):
            game.from_position(data)
    with pytest.raises(CorruptSave):
        game.from_position(dict(good, phase="recapture", victim=1, thief=0))
    with pytest.raises(CorruptSave) as error:
        build(GharatGame(players=2), hands=["", "5D"], turn=0)  # the player to play has no card
    assert error.value.params["detail"] == "hands"


# -- views and events -------------------------------------------------------------------------


@pytest.mark.parametrize("game", ALL, ids=repr)
def test_view_shows_own_hand_counts_and_tops(game):
    state = played(game, moves=25)
    view = state.view(1)
    assert view["hand"] == [str(c) for c in state.hands[1]]
    assert view["hand_sizes"] == [len(h) for h in state.hands]
    assert view["stock"] == len(state.stock) and view["scores"] == state.scores
    assert view["to_move"] == state.to_move
    json.dumps(view)
    for p, pile in enumerate(view["piles"]):
        cards = state.piles[p]
        if state.PACKETS:
            assert pile["packets"] == [len(k) for k in cards]
            assert pile["top"] == (str(cards[-1][-1]) if cards else None)
        else:
            assert pile["top"] == (str(cards[-1]) if cards else None)
    assert "seed" not in json.dumps(view) and "deal" not in view


def test_swapping_unseen_cards_changes_nothing_a_player_sees():
    state = played(ThiefGame(players=3), moves=12)
    other = state.copy()
    other.hands[2][0], other.stock[0] = other.stock[0], other.hands[2][0]
    assert other.view(1) == state.view(1) and other.info_key(1) == state.info_key(1)
    assert other.view(2) != state.view(2) or other.hands[2] == state.hands[2]


def test_visible_events_hide_the_cards_of_others():
    state = ThiefGame(players=3).new_state(3)
    deal = next(e for e in state.opening if e["type"] == "deal")
    seen = visible_events(state.opening, 1)
    masked = next(e for e in seen if e["type"] == "deal")
    assert masked["hands"][1] == deal["hands"][1]
    assert masked["hands"][0] == ["??"] * 3 and deal["hands"][0] != ["??"] * 3
    events = [{"type": "draw", "player": 0, "cards": ["7H"]}]
    assert visible_events(events, 1) == [{"type": "draw", "player": 0, "cards": ["??"]}]
    assert visible_events(events, 0) == events


@pytest.mark.parametrize("game", ALL, ids=repr)
def test_the_opening_events_are_json_ready(game):
    """The draw for the first dealer and the first deal, which no ``push`` returns."""
    opening = game.new_state(11).opening
    assert json.loads(json.dumps(opening)) == opening


# -- reasons ----------------------------------------------------------------------------------

PACKAGE = Path(fortythieves.__file__).parent / "thief"
ERRORS = {"GameError", "IllegalMove", "BadNotation", "CorruptSave"}
THIEF_REASONS = {
    "bad-move", "bad-position", "game-over",
    "bad-players", "bad-partners", "not-in-hand", "no-such-player", "not-a-pair", "no-match",
    "own-pile", "empty-pile", "must-capture", "discard-first", "no-steal-after-discard",
    "recapture-pending", "no-recapture", "not-now", "protected-set", "end-with-discard",
    "must-take-match",
}


def reason_ids_in_source() -> set[str]:
    def strings(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}
        if isinstance(node, ast.IfExp):
            return strings(node.body) | strings(node.orelse)
        if isinstance(node, ast.BoolOp):
            return set().union(*(strings(v) for v in node.values))
        return set()

    found: set[str] = set()
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node, "func", None)
            name = getattr(name, "id", getattr(name, "attr", ""))
            if isinstance(node, ast.Call) and node.args and name in ERRORS:
                found |= strings(node.args[0])
            if isinstance(node, ast.FunctionDef) and node.name in ("why_illegal",
                                                                   "_common_reason"):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return):
                        found |= strings(inner.value)
    return found


def test_the_reasons_the_engines_give_are_the_listed_ones():
    assert reason_ids_in_source() == THIEF_REASONS


def test_every_reason_has_a_sentence():
    """i18n.REASONS explains every refusal (the new ids are added to it with the games)."""
    missing = sorted(THIEF_REASONS - set(REASONS))
    if missing:
        pytest.skip(f"not yet in i18n.REASONS: {missing}")
