"""The rules of the connecting board game (seeds/board.md), one or more tests per rule id,
mostly on small hand-built tables (tests/helpers/board.py)."""

from __future__ import annotations

import random

import pytest

from fortythieves.board import CONCEDE, PRODUCTS, BoardGame, tokens
from fortythieves.board.grid import CELL, NO_CELL, WINDOWS
from fortythieves.board.moves import PLAY, THIEF
from fortythieves.board.state import PLAYING
from fortythieves.cards import RANK_OF, short_deck
from fortythieves.engine import GameError, IllegalMove

from ..helpers.board import build, event_types, owner
from ..helpers.playing import moves_text, play, refused


def round_won(events):
    return next(e for e in events if e["type"] == "round-won")


# -- equipment ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_b1_two_to_four_players(players):
    """B-1: two, three or four players, each dealt a hand; four play as two teams."""
    game = BoardGame(players=players)
    state = game.new_state(5)
    assert len(state.view(0)["hands"]) == players
    assert game.sides == (2 if players == 4 else players)


@pytest.mark.parametrize("players", [0, 1, 5, "2", True, 2.0])
def test_b1_other_numbers_of_players_are_refused(players):
    """B-1: anything but 2, 3 or 4 players is refused with a reason."""
    with pytest.raises(GameError) as error:
        BoardGame(players=players)
    assert error.value.reason == "bad-players"


def test_b2_forty_cards_ace_to_ten():
    """B-2: the pack is the 40 cards ace to 10; a jack, queen or king is not a card here."""
    state = BoardGame().new_state(1)
    view = state.view(0)
    assert view["stock"] + sum(view["hands"]) == 40
    assert sorted(RANK_OF[c] for c in short_deck()) == sorted(list(range(1, 11)) * 4)
    for text in ("JH>a", "QS>b", "KD>a", "7H>a:QC"):
        with pytest.raises(IllegalMove) as error:
            state.game.parse_move(text, state)
        assert error.value.reason == "bad-card"


def test_b2_a_ten_never_names_a_space():
    """B-2: a 10 is never multiplied: it names no space, and after a thief the pile's top is
    the lifted card, never the 10."""
    assert all(CELL[10][r] == NO_CELL and CELL[r][10] == NO_CELL for r in range(11))
    state = build(hands=["TC"], piles=("3C 5D", "4H"), board={12: 1})
    play(state, "TC>a:3C")
    assert state.view(0)["piles"][0] == ["5D", "TC", "3C"]


def test_b3_the_board_holds_the_36_products_in_order():
    """B-3: 6 by 6 spaces, each a different product of two numbers from 1 to 9, ascending
    row by row (so the numbers go up to 81)."""
    rows = [PRODUCTS[i:i + 6] for i in range(0, 36, 6)]
    assert rows == [
        (1, 2, 3, 4, 5, 6),
        (7, 8, 9, 10, 12, 14),
        (15, 16, 18, 20, 21, 24),
        (25, 27, 28, 30, 32, 35),
        (36, 40, 42, 45, 48, 49),
        (54, 56, 63, 64, 72, 81),
    ]
    assert set(PRODUCTS) == {a * b for a in range(1, 10) for b in range(1, 10)}
    assert all(PRODUCTS[CELL[a][b]] == a * b for a in range(1, 10) for b in range(1, 10))
    assert len(BoardGame().new_state(3).view(0)["board"]) == 36


@pytest.mark.parametrize("players", [2, 3])
def test_b4_each_player_claims_in_their_own_colour(players):
    """B-4: a chip shows which colour holds a space; each player has a colour of their own."""
    state = build(players, hands=["2C", "3C", "4C"][:players], piles=("9S", "2D"))
    for player in range(players):
        assert state.to_move == player
        events = state.push(state.legal_moves()[0])
        claim = next(e for e in events if e["type"] == "claim")
        assert claim["player"] == claim["side"] == player
        assert owner(state, claim["space"]) == player


@pytest.mark.parametrize("players", [2, 3, 4])
def test_b5_the_most_points_wins_the_game(players):
    """B-5, B-90: after the agreed rounds, the player (or team) with the most points wins."""
    game = BoardGame(players=players, rounds=2)
    state = game.new_state(77)
    rng = random.Random(players)
    while not state.is_over:
        state.push(rng.choice(state.legal_moves()))
    scores = state.scores
    assert state.winners and all(scores[w] == max(scores) for w in state.winners)
    assert sum(s == max(scores) for s in scores) == len(state.winners)
    assert state.to_move is None and state.legal_moves() == []
    assert refused(state, "concede") == "game-over"


# -- the deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_b10_first_dealer_from_the_deal_number_then_left(players):
    """B-10: the deal number picks the first dealer (every seat comes up); the next round is
    dealt by the player on the left."""
    game = BoardGame(players=players)
    dealers = {game.new_state(deal).round.dealer for deal in range(1, 60)}
    assert dealers == set(range(players))
    state = game.new_state(11)
    first = state.round.dealer
    assert first == random.Random(11).randrange(players) == state.to_move
    while state.round.number == 1:
        legal = state.legal_moves()
        state.push(legal[-1])  # concede as soon as allowed
    assert state.round.dealer == (first + 1) % players
    assert state.to_move == state.round.dealer


@pytest.mark.parametrize("players", [2, 3, 4])
def test_b11_five_cards_each_the_rest_is_the_stock(players):
    """B-11: five cards to each player, one at a time from the dealer's left; the rest is the
    stock. The same deal number deals the same, round after round."""
    state = BoardGame(players=players).new_state(2024)
    view = state.view(0)
    assert view["hands"] == [5] * players and view["stock"] == 40 - 5 * players
    assert view["piles"] == [[], []] and view["board"] == [None] * 36
    again = BoardGame(players=players).new_state(2024)
    assert again.to_json() == state.to_json()
    other = BoardGame(players=players).new_state(2025)
    assert other.position()["hands"] != state.position()["hands"]
    # the left of the dealer got the first card: the last of the shuffled pack
    dealer = state.round.dealer
    second_round = state.game.deal_round(2024, 2, dealer, 0)
    assert second_round.hands != state.round.hands


def test_b12_draw_back_to_five_after_playing():
    """B-12: after a play the player takes the stock's top card(s) back up to five."""
    state = build(hands=["7H 2C 3C 4C 5C"], piles=("5D", "3S"), stock_top="9C")
    events = play(state, "7H>a")
    assert events[-1] == {"type": "draw", "player": 0, "cards": ["9C"]}
    assert state.view(0)["hand"] == sorted(["2C", "3C", "4C", "5C", "9C"])


def test_b12_no_drawing_from_an_empty_stock():
    """B-12: with the stock empty, play goes on with no drawing."""
    state = build(hands=["7H 2C"], piles=("5D", "3S"), rest_to="a")
    assert state.view(0)["stock"] == 0
    events = play(state, "7H>a")
    assert event_types(events) == ["discard", "claim"]
    assert state.view(0)["hand"] == ["2C"] and state.to_move == 1


def test_b12_a_play_that_ends_the_round_draws_nothing():
    """B-12 ruling: no drawing after the play that ends the round."""
    state = build(hands=["5C 2C"], piles=("9S", "4D"), board={15: 0, 16: 0, 18: 0})
    events = play(state, "5C>a")
    assert "draw" not in event_types(events)


def test_b13_a_hand_of_only_tens_is_shown_and_redealt():
    """B-13: a dealer whose opening hand is all 10s shows it, and the round is dealt again by
    the same dealer; undo takes the redeal back."""
    state = build(hands=["TC TD TH TS"], phase="open-a", dealer=0, turn=0)
    before = state.to_json()
    assert moves_text(state) == {"redeal"}
    assert refused(state, "concede") == "redeal-only"
    events = play(state, "redeal")
    assert events[0] == {"type": "redeal", "player": 0, "cards": ["TC", "TD", "TH", "TS"]}
    assert events[1] == {"type": "deal", "round": 1, "dealer": 0, "extra": False}
    assert state.round.redeals == 1 and state.round.number == 1
    assert state.view(0)["hands"] == [5, 5] and state.to_move == 0
    state.pop()
    assert state.to_json() == before


def test_b13_the_second_opener_may_show_only_tens_too():
    """B-13 ruling: the player who opens pile b with only 10s also shows them."""
    state = build(hands=["2C 3C", "TC TD TH TS"], piles=("5D", ""), phase="open-b", turn=1)
    assert moves_text(state) == {"redeal"}
    assert event_types(play(state, "redeal")) == ["redeal", "deal"]


def test_b13_only_then_is_a_redeal_allowed_and_real_deals_never_need_one():
    """B-13 ruling: with four 10s and five-card hands, a real deal never needs a redeal."""
    for players in (2, 3, 4):
        game = BoardGame(players=players)
        for deal in range(1, 40):
            state = game.new_state(deal)
            assert "redeal" not in moves_text(state)
            assert refused(state, "redeal") == "redeal-not-allowed"


# -- the opening -------------------------------------------------------------------------------


def test_b20_the_dealer_opens_pile_a_without_claiming():
    """B-20: the dealer plays any card but a 10 onto pile a, claims nothing, draws to five."""
    state = build(hands=["5C TD 7H 2S 3S", "2D 4D 6D 8D 9D"], phase="open-a")
    assert moves_text(state) == {"5C>a", "7H>a", "2S>a", "3S>a"}
    assert refused(state, "5C>b") == "opening-pile"
    assert refused(state, "TD>a") == "opening-no-thief"
    assert refused(state, "TD>a:5C") == "opening-no-thief"
    assert refused(state, "concede") == "opening-no-concede"
    events = play(state, "5C>a")
    assert event_types(events) == ["discard", "draw"]
    assert state.view(0)["board"] == [None] * 36
    assert state.view(0)["hands"][0] == 5 and state.to_move == 1


def test_b21_the_next_player_opens_pile_b_and_claims_the_product():
    """B-21: the example of the rules: 5 then 2 make 10, claimed by the second player."""
    state = build(hands=["5C 7H", "2D 4D TS"], phase="open-a")
    play(state, "5C>a")
    assert moves_text(state) == {"2D>b", "4D>b"}
    assert refused(state, "2D>a") == "opening-pile"
    assert refused(state, "concede") == "opening-no-concede"
    events = play(state, "2D>b")
    assert {"type": "claim", "player": 1, "side": 1, "space": 10} in events
    assert owner(state, 10) == 1
    assert state.to_move == 0 and state.view(0)["phase"] == "play"


@pytest.mark.parametrize("players", [3, 4])
def test_b22_three_or_four_players_open_the_same_way(players):
    """B-22 ruling: the dealer opens pile a, the player on the left opens pile b and claims,
    then the turn goes on to the left."""
    state = BoardGame(players=players).new_state(8)
    dealer = state.to_move
    events = state.push(state.legal_moves()[0])
    assert "claim" not in event_types(events)
    assert state.to_move == (dealer + 1) % players
    assert all(m.pile == 1 for m in state.legal_moves())
    events = state.push(state.legal_moves()[0])
    assert next(e for e in events if e["type"] == "claim")["player"] == (dealer + 1) % players
    assert state.to_move == (dealer + 2) % players


# -- turns -------------------------------------------------------------------------------------


def test_b30_a_card_on_either_pile_claims_its_product_with_the_other_top():
    """B-30: the card played times the top of the other pile names the space claimed."""
    state = build(hands=["7H 2C"], piles=("5D", "3S"))
    assert moves_text(state) == {"7H>a", "7H>b", "2C>a", "2C>b", "concede"}
    events = play(state, "7H>a")
    assert events[:2] == [
        {"type": "discard", "player": 0, "card": "7H", "pile": "a"},
        {"type": "claim", "player": 0, "side": 0, "space": 21},
    ]
    assert state.view(1)["piles"] == [["5D", "7H"], ["3S"]]
    assert state.to_move == 1


def test_b30_the_engine_names_the_space_a_move_claims():
    """B-30: ``claimed_space`` is the card a move leaves on top of its pile (a thief's lifted
    card, B-40) times the top of the other pile, free or held; none for opening pile a (B-20),
    a card that cannot go there, conceding or a redeal."""

    def space(state, text: str) -> int | None:
        cell = state.claimed_space(state.game.parse_move(text, state))
        return None if cell == NO_CELL else PRODUCTS[cell]

    state = build(hands=["7H 2C TC"], piles=("3C 5D", "4H"), board={12: 1, 20: 0})
    assert [space(state, t) for t in ("7H>a", "7H>b", "2C>a", "2C>b")] == [28, 35, 8, 10]
    assert space(state, "TC>a:3C") == 12 and space(state, "TC>a:5D") == 20  # held or not
    assert [space(state, t) for t in ("TC>a", "concede", "redeal")] == [None, None, None]
    opening = build(hands=["7H", "2C"], piles=("", ""), phase="open-a")
    assert space(opening, "7H>a") is None
    second = build(hands=["5D", "2C"], piles=("7H", ""), phase="open-b", turn=1)
    assert space(second, "2C>b") == 14  # B-21: 7 x 2
    assert space(second, "2C>a") is None  # pile b is not started


@pytest.mark.parametrize("players", [2, 3, 4])
def test_b30_every_claim_and_steal_is_the_space_the_engine_names(players):
    """B-30, B-31, B-41: in random games the space each move's event names is its
    ``claimed_space``; a discard is legal exactly where that space is free, a thief exactly
    where an opponent holds it (``legal_moves`` reads the same table)."""
    rng = random.Random(players)
    state = BoardGame(players=players).new_state(30 + players)
    for _ in range(300):
        if state.is_over:
            break
        rnd = state.round
        side = state.side(rnd.turn)
        legal = state.legal_moves()
        if rnd.phase == PLAYING:  # every discard and theft of the hand, legal or not
            for card in rnd.hands[rnd.turn]:
                thief = RANK_OF[card] == 10
                for pile, cards in enumerate(rnd.piles):
                    lifts = [x for x in cards if RANK_OF[x] != 10]
                    tries = [THIEF[card][pile][x] for x in lifts] if thief else [PLAY[card][pile]]
                    for move in tries:
                        held = rnd.owner[state.claimed_space(move)]
                        wanted = held not in (-1, side) if thief else held < 0
                        assert (move in legal) == wanted, str(move)
        move = rng.choice([m for m in legal if m != CONCEDE] or legal)
        cell = state.claimed_space(move)
        events = state.push(move)
        named = [e["space"] for e in events if e["type"] in ("claim", "steal")]
        assert named == ([] if cell == NO_CELL else [PRODUCTS[cell]]), str(move)


def test_b31_a_space_is_claimed_only_once():
    """B-31: a card may not make a product that is already claimed, by anyone."""
    state = build(hands=["7H 2C"], piles=("5D", "3S"), board={21: 1, 10: 0})
    assert moves_text(state) == {"7H>b", "2C>a", "concede"}
    assert refused(state, "7H>a") == "space-taken"
    assert refused(state, "2C>b") == "space-taken"
    assert refused(state, "9C>a") == "not-in-hand"


def test_b32_turns_go_left_passing_over_who_conceded():
    """B-32: the turn goes to the left, past players who have conceded."""
    state = build(3, hands=["2C", "3C", "4C"], piles=("9S", "2D"))
    play(state, "2C>a")
    assert state.to_move == 1
    state = build(3, hands=["2C", "3C", "4C"], piles=("9S", "2D"), conceded=[False, True, False])
    play(state, "2C>a")
    assert state.to_move == 2
    play(state, "4C>b")
    assert state.to_move == 0


# -- thieves -----------------------------------------------------------------------------------


def test_b40_a_thief_steals_an_opponents_space():
    """B-40: the 10 goes on a pile, a card of that pile comes up on top, and the space of the
    new product changes hands."""
    state = build(hands=["TC 2C"], piles=("3C 5D", "4H"), board={12: 1, 45: 1})
    thieves = {t for t in moves_text(state) if t.startswith("TC")}
    assert thieves == {"TC>a:3C"}
    events = play(state, "TC>a:3C")
    assert events[:3] == [
        {"type": "discard", "player": 0, "card": "TC", "pile": "a"},
        {"type": "lift", "player": 0, "card": "3C", "pile": "a"},
        {"type": "steal", "player": 0, "side": 0, "space": 12, "from": 1},
    ]
    assert owner(state, 12) == 0
    assert state.view(0)["piles"] == [["5D", "TC", "3C"], ["4H"]]


def test_b41_a_thief_with_no_target_is_illegal():
    """B-41: with no opponent's space to steal, no thief may be played."""
    state = build(hands=["TC TD"], piles=("3C 5D", "4H"), board={12: 0})
    assert moves_text(state) == {"concede"}
    assert refused(state, "TC>a:5D") == "steal-empty"
    assert refused(state, "TC>a:3C") == "steal-own"
    assert refused(state, "TC>a") == "thief-needs-lift"
    assert refused(state, "TC>a:4H") == "lift-not-in-pile"


def test_b41_the_lift_is_any_card_but_a_ten_even_the_old_top():
    """B-41 ruling: the card on top before the thief may be lifted again (the same space is
    stolen); a 10 in the pile cannot be lifted; only a 10 lifts."""
    state = build(hands=["TC 2C"], piles=("3C TD 5D", "4H"), board={20: 1, 40: 1})
    assert refused(state, "TC>a:TD") == "lift-ten"
    assert refused(state, "2C>a:3C") == "lift-not-thief"
    assert {t for t in moves_text(state) if t.startswith("TC")} == {"TC>a:5D", "TC>b:4H"}
    play(state, "TC>a:5D")
    assert owner(state, 20) == 0
    assert state.view(0)["piles"][0] == ["3C", "TD", "TC", "5D"]


# -- lines and points --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "piles", "move", "held", "line"),
    [
        ("5C", ("9S", "4D"), "5C>a", (15, 16, 18), [15, 16, 18, 20]),  # across
        ("5C", ("5D", "2S"), "5C>b", (1, 7, 15), [1, 7, 15, 25]),  # down
        ("7C", ("5D", "2S"), "7C>b", (3, 10, 21), [3, 10, 21, 35]),  # diagonal, not the main
        ("4C", ("7D", "2S"), "4C>b", (6, 12, 20), [6, 12, 20, 28]),  # the other diagonal
    ],
)
def test_b50_a_claim_completing_a_line_ends_the_round(hand, piles, move, held, line):
    """B-50: four in a row across, down or on either diagonal (any diagonal long enough)
    ends the round at once."""
    state = build(hands=[hand + " 2C"], piles=piles, board=dict.fromkeys(held, 0))
    events = play(state, move)
    won = round_won(events)
    assert won == {
        "type": "round-won", "round": 1, "side": 0, "players": [0], "by": "line",
        "lines": [line], "points": 1,
    }
    assert events[-1] == {"type": "deal", "round": 2, "dealer": 1, "extra": False}
    assert state.scores == [1, 0]


def test_b50_a_steal_completing_a_line_wins_the_round():
    """B-50: a steal is a claim too: taking the fourth space of a line wins the round."""
    state = build(hands=["TC"], piles=("5C 9S", "4D"), board={15: 0, 16: 0, 18: 0, 20: 1})
    events = play(state, "TC>a:5C")
    assert event_types(events) == ["discard", "lift", "steal", "round-won", "deal"]
    assert round_won(events)["lines"] == [[15, 16, 18, 20]]
    assert state.scores == [1, 0]


def test_b50_three_and_a_gap_is_no_line():
    """B-50: the four must be next to each other."""
    state = build(hands=["5C 2C"], piles=("9S", "4D"), board={15: 0, 16: 0, 21: 0, 24: 0})
    events = play(state, "5C>a")
    assert "round-won" not in event_types(events)


@pytest.mark.parametrize(
    ("held", "lines", "points"),
    [
        ((1, 2, 3, 5, 6), [[1, 2, 3, 4, 5, 6]], 3),  # a line of six scores 3
        ((1, 2, 3, 5), [[1, 2, 3, 4, 5]], 2),  # a line of five scores 2
        ((2, 3, 5), [[2, 3, 4, 5]], 1),
        ((1, 2, 3, 10, 20, 30), [[1, 2, 3, 4], [4, 10, 20, 30]], 2),  # across + down
    ],
)
def test_b51_a_point_for_every_run_of_four(held, lines, points):
    """B-51: one point per run of four consecutive spaces held: 5 in a row scores 2, 6 scores
    3, separate lines add up."""
    state = build(hands=["2C 9C"], piles=("9S", "2D"), board=dict.fromkeys(held, 0))
    won = round_won(play(state, "2C>a"))
    assert sorted(won["lines"]) == sorted(lines)
    assert won["points"] == points and state.scores == [points, 0]


def test_b51_one_play_may_complete_several_lines_and_all_count():
    """B-51 ruling, B-50 ruling: runs are counted over the whole board; here one claim (20)
    completes four lines at once, across, down and on both diagonals."""
    assert len(WINDOWS) == 54
    held = (15, 16, 18, 4, 10, 30, 2, 9, 32, 6, 12, 28)
    state = build(hands=["5C 2C"], piles=("9S", "4D"), board=dict.fromkeys(held, 0))
    won = round_won(play(state, "5C>a"))
    assert sorted(won["lines"]) == sorted(
        [[15, 16, 18, 20], [4, 10, 20, 30], [2, 9, 20, 32], [6, 12, 20, 28]]
    )
    assert won["points"] == 4


def test_b52_a_concession_scores_one_for_who_is_left():
    """B-52: the player left when the others concede scores 1."""
    state = build(hands=["2C", "3C"], piles=("9S", "2D"), turn=1)
    won = round_won(play(state, "concede"))
    assert (won["side"], won["by"], won["points"], won["lines"]) == (0, "concession", 1, [])
    assert state.scores == [1, 0]


# -- conceding ---------------------------------------------------------------------------------


def test_b60_conceding_is_always_allowed_and_forced_with_no_play():
    """B-60: conceding is a move on every turn; with no card to play it is the only one."""
    state = build(hands=["7H 2C"], piles=("5D", "3S"))
    assert "concede" in moves_text(state)
    assert play(state, "concede")[0] == {"type": "concede", "player": 0, "forced": False}
    stuck = build(hands=["2C TC"], piles=("5D", "3S"), board={6: 0, 10: 1})
    assert moves_text(stuck) == {"concede"}
    assert play(stuck, "concede")[0]["forced"] is True
    empty = build(hands=["", "2C"], piles=("5D", "3S"), rest_to="a")
    assert moves_text(empty) == {"concede"}


def test_b61_two_players_a_concession_ends_the_round():
    """B-61: with two, the round ends on a concession; the other scores 1; a new round is
    dealt by the next dealer."""
    state = build(hands=["7H", "2C"], piles=("5D", "3S"), dealer=1, turn=1)
    events = play(state, "concede")
    assert event_types(events) == ["concede", "round-won", "deal"]
    assert round_won(events)["players"] == [0]
    assert state.scores == [1, 0]
    assert state.round.number == 2 and state.round.dealer == 0 and state.to_move == 0
    assert state.view(0)["board"] == [None] * 36 and state.view(0)["hands"] == [5, 5]


# -- three players -----------------------------------------------------------------------------


def test_b70_three_players_play_on_after_a_concession():
    """B-70: the one who concedes lays the hand down and takes no turn; their chips stay and
    can be stolen; the round ends when one player is left, who scores 1."""
    state = build(
        3, hands=["7H", "TC 2C", "3C"], piles=("3D 5D", "4H"), board={12: 0, 30: 0}, turn=0
    )
    events = play(state, "concede")
    assert event_types(events) == ["concede"]
    assert state.to_move == 1 and state.view(1)["conceded"] == [True, False, False]
    assert state.view(0)["hand"] == ["7H"] and state.view(1)["hands"][0] == 1
    assert owner(state, 12) == 0
    assert "TC>a:3D" in moves_text(state)
    play(state, "TC>a:3D")  # a conceded player's chip is stolen
    assert owner(state, 12) == 1 and state.to_move == 2
    events = play(state, "concede")
    won = round_won(events)
    assert (won["side"], won["by"], won["points"]) == (1, "concession", 1)
    assert state.scores == [0, 1, 0]


def test_b71_the_stock_is_refilled_from_conceded_hands():
    """B-71: when the stock runs out, the conceded hands are shuffled into a new stock, and
    the player drawing goes on drawing from it."""
    state = build(
        3, hands=["7H 2C 3C 4C", "5H", "8D 8C"], piles=("5D", "3S"), stock_top="9C",
        rest_to="a", conceded=[False, False, True],
    )
    before = state.to_json()
    assert state.view(0)["stock"] == 1
    events = play(state, "7H>a")
    assert event_types(events) == ["discard", "claim", "refill", "draw"]
    assert events[2] == {"type": "refill", "players": [2], "count": 2}
    drawn = events[3]["cards"]
    assert drawn[0] == "9C" and drawn[1] in ("8D", "8C")
    view = state.view(0)
    assert view["hands"] == [5, 1, 0] and view["stock"] == 1
    state.pop()
    assert state.to_json() == before


def test_b71_after_the_refill_runs_out_play_goes_on_without_drawing():
    """B-71: a second empty stock, with no hand left to use, means no drawing."""
    state = build(
        3, hands=["7H 2C", "5H", ""], piles=("5D", "3S"), rest_to="a",
        conceded=[False, False, True],
    )
    events = play(state, "7H>a")
    assert event_types(events) == ["discard", "claim"]


# -- four players ------------------------------------------------------------------------------


def test_b80_partners_share_a_colour_and_a_line():
    """B-80: players 0 and 2 against 1 and 3; a line of both partners' chips wins."""
    game = BoardGame(players=4)
    assert game.side_of == (0, 1, 0, 1) and game.members == ((0, 2), (1, 3))
    state = build(4, hands=["2C", "3C", "5C"], piles=("9S", "4D"), board={15: 0, 16: 0, 18: 0},
                  turn=2)
    events = play(state, "5C>a")
    won = round_won(events)
    assert (won["side"], won["players"], won["points"]) == (0, [0, 2], 1)
    assert state.scores == [1, 0, 1, 0]


def test_b81_a_team_is_out_when_both_partners_concede():
    """B-81: one partner conceding leaves the other playing; both conceding gives the other
    team 1 point."""
    state = build(4, hands=["2C", "3C", "4C", "6C"], piles=("9S", "2D"))
    assert event_types(play(state, "concede")) == ["concede"]
    assert state.to_move == 1
    play(state, "concede")  # player 1: each team still has a player
    assert state.to_move == 2 and state.round.number == 1
    events = play(state, "concede")  # player 2: team 0 is out
    won = round_won(events)
    assert (won["side"], won["players"], won["points"]) == (1, [1, 3], 1)
    assert state.scores == [0, 1, 0, 1]


def test_b82_no_stealing_from_a_partner():
    """B-82: a partner's space is the team's own: a thief cannot take it."""
    state = build(4, hands=["2C", "3C", "TC"], piles=("3D 5D", "4H"), board={12: 0, 20: 1},
                  turn=2)
    assert refused(state, "TC>a:3D") == "steal-own"
    assert {t for t in moves_text(state) if t.startswith("TC")} == {"TC>a:5D", "TC>b:4H"}


def test_b83_each_partner_shows_the_team_score():
    """B-83: scores are per team, shown for each partner; both partners win together."""
    state = build(4, hands=["2C", "3C", "4C", "6C"], piles=("9S", "2D"), points=[3, 1],
                  round=10, conceded=[True, False, False, False], turn=2)
    assert state.scores == [3, 1, 3, 1]
    assert state.view(1)["scores"] == [3, 1, 3, 1]
    events = play(state, "concede")
    assert round_won(events)["players"] == [1, 3]
    assert state.is_over and state.winners == [0, 2] and state.scores == [3, 2, 3, 2]


# -- the game ----------------------------------------------------------------------------------


def test_b90_the_game_ends_after_the_agreed_rounds():
    """B-90: the last round played, a clear leader wins."""
    state = build(hands=["7H", "2C"], piles=("5D", "3S"), round=10, points=[5, 3], turn=1)
    events = play(state, "concede")
    assert events[-1] == {"type": "game-over", "by": "rounds", "winners": [0], "scores": [6, 3]}
    assert state.is_over and state.to_move is None
    state.pop()
    assert not state.is_over and state.to_move == 1


def test_b90_a_tie_plays_extra_rounds_until_someone_leads():
    """B-90 ruling: tied at the end, extra rounds are played one at a time until one leads."""
    state = build(hands=["7H", "2C"], piles=("5D", "3S"), round=10, points=[3, 4], turn=1)
    events = play(state, "concede")
    assert state.scores == [4, 4] and not state.is_over
    assert events[-1] == {"type": "deal", "round": 11, "dealer": 1, "extra": True}
    while not state.is_over and state.round.number == 11:
        state.push(state.legal_moves()[-1])
    assert state.is_over and len(state.winners) == 1


def test_b90_rounds_is_an_option_of_the_game():
    """B-90: 10 rounds unless chosen otherwise."""
    assert BoardGame().rounds == 10 and BoardGame().options == {}
    assert BoardGame(rounds=3).options == {"rounds": 3}
    for bad in (0, -1, 100, "3", 2.5):
        with pytest.raises(GameError) as error:
            BoardGame(rounds=bad)
        assert error.value.reason == "bad-rounds"


# -- variants ----------------------------------------------------------------------------------


def test_b95_the_third_queen_wins_at_once():
    """B-95: each win by concession brings a queen; the third wins the game at once, even
    before the last round and against more points."""
    state = build(hands=["7H", "2C"], piles=("5D", "3S"), turn=1, points=[0, 5], queens=[2, 0],
                  three_strikes=True, round=4)
    events = play(state, "concede")
    assert {"type": "queen", "player": 0, "queens": 3} in events
    assert events[-1] == {"type": "game-over", "by": "queens", "winners": [0], "scores": [1, 5]}
    assert state.is_over and state.winners == [0]


def test_b95_queens_only_for_wins_by_concession_and_only_with_the_option():
    """B-95 ruling: a line brings no queen; without the option no queens at all; the option
    is for two players."""
    state = build(hands=["5C 2C"], piles=("9S", "4D"), board={15: 0, 16: 0, 18: 0},
                  three_strikes=True)
    assert "queen" not in event_types(play(state, "5C>a"))
    state = build(hands=["7H", "2C"], piles=("5D", "3S"), turn=1, queens=[1, 0],
                  three_strikes=True)
    play(state, "concede")
    assert state.queens == [2, 0] and state.view(0)["queens"] == [2, 0]
    table = state.copy()  # the round's end as its summary shows it, the game ending there
    table.last_deal = True
    table.push(table.pop())
    assert table.queens == [2, 0]
    plain = build(hands=["7H", "2C"], piles=("5D", "3S"), turn=1)
    assert "queen" not in event_types(play(plain, "concede"))
    assert plain.queens == [0, 0]
    with pytest.raises(GameError) as error:
        BoardGame(players=3, three_strikes=True)
    assert error.value.reason == "three-strikes-two-players"
    assert BoardGame(three_strikes=True).options == {"three_strikes": True}


def test_b96_kings_and_jacks_count_three_and_one():
    """B-96: the engine gives scores as tokens, fewest first: a king is 3, a jack 1."""
    assert tokens(0) == {"kings": 0, "jacks": 0}
    assert tokens(7) == {"kings": 2, "jacks": 1}
    assert tokens(3) == {"kings": 1, "jacks": 0}
    state = build(hands=["7H"], piles=("5D", "3S"), points=[4, 2])
    assert state.view(1)["tokens"] == [{"kings": 1, "jacks": 1}, {"kings": 0, "jacks": 2}]
