"""Properties of random games of the connecting board game with 2, 3 and 4 players
(hypothesis).

Each example picks the players, the options and a deal number, then plays moves chosen by a
list of numbers (a concession only now and then, so rounds last). The checks: the 40 cards are
always all there (B-2); the board is exactly what the claims and steals made it (B-30, B-31,
B-40); each round's points are the runs of four of the final board (B-50, B-51); undo and
saves restore exactly; refused moves change nothing; a player's view never shows another
player's cards, and states differing only in those give the same information key.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from hypothesis import given
from hypothesis import strategies as st

from fortythieves.board import CONCEDE, PRODUCTS, REDEAL, BoardGame, BoardState, Move
from fortythieves.board.grid import lines_of, run_points
from fortythieves.cards import NAMES, RANK_OF, short_deck
from fortythieves.engine import MAX_DEAL, IllegalMove

from ..helpers import playing

games = st.one_of(
    st.builds(BoardGame, players=st.just(2), rounds=st.integers(1, 3),
              three_strikes=st.booleans()),
    st.builds(BoardGame, players=st.sampled_from([3, 4]), rounds=st.integers(1, 3)),
)
deals = st.integers(1, MAX_DEAL)
picks = st.lists(st.integers(0, 2**16), min_size=20, max_size=90)


def choose(state: BoardState, pick: int) -> Move | None:
    legal = state.legal_moves()
    if not legal:
        return None
    if pick % 23 == 0 or len(legal) == 1:
        return legal[-1]  # the concession (or the only move)
    return legal[pick % (len(legal) - 1)]


def walk(state: BoardState, choices: list[int]) -> Iterator[Move]:
    return playing.walk(state, choices, choose)


def play_out(state: BoardState, choices: list[int]) -> BoardState:
    return playing.play_out(state, choices, choose)


def check_cards(state: BoardState) -> None:
    """B-2: every one of the 40 cards is in exactly one place; tops are never 10s."""
    rnd = state.round
    cards = [c for h in rnd.hands for c in h] + rnd.stock + rnd.piles[0] + rnd.piles[1]
    assert sorted(cards) == sorted(short_deck())
    assert all(len(h) <= 5 for h in rnd.hands)
    assert all(RANK_OF[p[-1]] != 10 for p in rnd.piles if p)


@given(game=games, deal=deals, choices=picks)
def test_random_games_keep_the_cards_the_board_and_the_score(game, deal, choices):
    """B-2, B-30, B-31, B-40, B-50, B-51: the cards are conserved; the board follows the
    claims and steals; a round's points are the runs of four of its final board."""
    state = game.new_state(deal)
    board: dict[int, int] = {}
    points = [0] * game.sides
    check_cards(state)
    for pick in choices:
        move = choose(state, pick)
        if move is None:
            break
        events = state.push(move)
        for event in events:
            kind = event["type"]
            if kind == "claim":
                assert event["space"] not in board
                board[event["space"]] = event["side"]
            elif kind == "steal":
                assert board[event["space"]] == event["from"] != event["side"]
                board[event["space"]] = event["side"]
            elif kind == "round-won":
                side = event["side"]
                owners = [board.get(p, -1) for p in PRODUCTS]
                if event["by"] == "line":
                    assert event["points"] == run_points(owners, side) >= 1
                    assert event["lines"] == lines_of(owners, side)
                    assert sum(len(line) - 3 for line in event["lines"]) == event["points"]
                else:
                    assert event["points"] == 1 and run_points(owners, side) == 0
                points[side] += event["points"]
            elif kind == "deal":
                board = {}
        check_cards(state)
        shown = state.view(0)["board"]
        assert {PRODUCTS[i]: o for i, o in enumerate(shown) if o is not None} == board
        assert points == state.points
        assert state.scores == [points[s] for s in game.side_of]


@given(game=games, deal=deals, choices=picks)
def test_push_then_pop_restores_the_exact_json(game, deal, choices):
    """Undo: at every point, any legal move pushed and popped changes nothing."""
    state = game.new_state(deal)
    for move in walk(state, choices):
        before = state.to_json()
        for other in state.legal_moves()[:4]:
            state.push(other)
            assert state.pop() == other
            assert state.to_json() == before
        state.push(move)
        state.pop()
        assert state.to_json() == before


@given(game=games, deal=deals, choices=picks)
def test_a_copy_taken_back_and_replayed_leaves_the_original_alone(game, deal, choices):
    """A copy (the round's end as the summary shows it, a computer's search) whose moves are
    taken back and made again, rounds' ends among them, changes nothing of the original, not
    even what its own take-backs restore (a shared list scored a round twice)."""
    state = play_out(game.new_state(deal), choices)
    before = state.to_json()
    other = state.copy()
    undone = [other.pop() for _ in range(len(other.history))]
    for move in reversed(undone):
        other.push(move)
    assert other.to_json() == before
    undone = [state.pop() for _ in range(len(state.history))]
    for move in reversed(undone):
        state.push(move)
    assert state.to_json() == before


@given(game=games, deal=deals, choices=picks)
def test_save_and_load_round_trip_exactly(game, deal, choices):
    """A save at any point loads back to the same game, which plays on the same."""
    state = play_out(game.new_state(deal), choices)
    data = json.loads(json.dumps(state.to_json()))
    again = game.state_from_json(data)
    assert again.to_json() == state.to_json()
    assert again.scores == state.scores and again.winners == state.winners
    for text in data["moves"]:
        assert str(game.parse_move(text, again)) == text
    if state.history:
        again.pop()
        state.pop()
        assert again.to_json() == state.to_json()


def candidate_moves(state: BoardState, rng: random.Random) -> list[Move]:
    """Moves worth asking about: each card of the player's hand and some others, on each pile,
    with and without lifts, plus concede and redeal."""
    rnd = state.round
    hand = rnd.hands[rnd.turn] if not state.is_over else []
    cards = list(hand) + rng.sample(short_deck(), 4)
    lifts = [-1, *rnd.piles[0], *rnd.piles[1], *rng.sample(short_deck(), 2)]
    moves = [CONCEDE, REDEAL]
    for card in cards:
        for pile in (0, 1, 2):
            moves.extend(Move(card, pile, lift) for lift in lifts)
    return moves


@given(game=games, deal=deals, choices=picks, seed=st.integers(0, 2**32))
def test_push_accepts_exactly_the_legal_moves_and_refusals_change_nothing(
    game, deal, choices, seed
):
    """why_illegal(m) is None exactly for the legal moves; a refused move raises with that
    reason and leaves the game as it was."""
    state = play_out(game.new_state(deal), choices)
    rng = random.Random(seed)
    legal = set(state.legal_moves())
    before = state.to_json()
    candidates = candidate_moves(state, rng)
    accepted = {m for m in candidates if state.why_illegal(m) is None}
    assert legal <= set(candidates)
    assert accepted == legal
    for move in rng.sample(candidates, min(12, len(candidates))):
        reason = state.why_illegal(move)
        if reason is None:
            state.push(move)
            state.pop()
        else:
            try:
                state.push(move)
            except IllegalMove as error:
                assert error.reason == reason
            else:
                raise AssertionError(f"{move} was accepted")
        assert state.to_json() == before


@given(game=games, deal=deals, choices=picks, seed=st.integers(0, 2**32))
def test_views_hide_other_hands_and_samples_look_the_same(game, deal, choices, seed):
    """view(p) names no card of another hand nor of the stock; a state sampled for p (the
    hidden cards dealt again) gives p the same view and information key, and holds the same
    40 cards."""
    state = play_out(game.new_state(deal), choices)
    rnd = state.round
    rng = random.Random(seed)
    for player in range(game.players):
        text = json.dumps(state.view(player))
        hidden = [c for q, h in enumerate(rnd.hands) if q != player for c in h] + rnd.stock
        assert not [NAMES[c] for c in hidden if f'"{NAMES[c]}"' in text]
        sample = state.sample(player, rng)
        assert sample.view(player) == state.view(player)
        assert sample.info_key(player) == state.info_key(player)
        check_cards(sample)
        if player == state.to_move:
            assert set(sample.legal_moves()) == set(state.legal_moves())
