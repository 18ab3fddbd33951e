"""Properties of random play in the Thief family, every player count (hypothesis).

Each example deals a random deal number and plays up to 150 moves chosen by a list of numbers.
The checks are the invariants the players and the computer players rely on: the cards stay
(T-1 108, F-1 55, G-1 52), the scores are the values of the capture piles (T-16, F-8, G-11),
undo and saves restore exactly, refused moves change nothing, and a state that differs only in
cards a player has not seen looks the same to that player.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fortythieves.cards import JOKER_ID, RANK_OF, Card
from fortythieves.engine import MAX_DEAL, IllegalMove
from fortythieves.thief import (
    DECLINE,
    DISCARD,
    END,
    PAIR,
    STEAL,
    TAKE,
    FourCardThiefGame,
    GharatGame,
    Move,
    TableState,
    ThiefGame,
)
from fortythieves.thief.dealing import PAIRLESS

from ..helpers import playing

GAMES = {
    "thief": (ThiefGame, (2, 3, 4, 5, 6)),
    "four-card": (FourCardThiefGame, (2, 3, 4, 5, 6)),
    "gharat": (GharatGame, (2, 3, 4)),
}

deals = st.integers(1, MAX_DEAL)
picks = st.lists(st.integers(0, 2**16), min_size=20, max_size=150)


def new_game(key: str, n: int, deal: int, partners: bool | None = None) -> TableState:
    cls, counts = GAMES[key]
    n = counts[n % len(counts)]
    if key == "gharat" and n == 4 and partners is not None:
        return cls(players=n, partners=partners).new_state(deal)
    return cls(players=n).new_state(deal)


def choose(state: TableState, pick: int) -> Move | None:
    legal = state.legal_moves()
    return legal[pick % len(legal)] if legal else None


def walk(state: TableState, choices: list[int]) -> Iterator[Move]:
    return playing.walk(state, choices, choose)


def play_out(state: TableState, choices: list[int]) -> TableState:
    return playing.play_out(state, choices, choose)


def check_cards_and_scores(state: TableState) -> None:
    assert Counter(state.all_cards()) == Counter(state.game.deck())
    raw = [t + state.pile_points(p) for p, t in enumerate(state.totals)]
    values = state.VALUES
    for p in range(state.game.players):
        pile = state.piles[p]
        cards = [c for packet in pile for c in packet] if state.PACKETS else pile
        assert state.pile_points(p) == sum(values[c] for c in cards)
    assert state.scores == state.side_scores(raw)


def candidate_moves(state: TableState, rng: random.Random) -> set[Move]:
    """Moves worth asking about: the mover's cards and a few others, in every kind of move,
    to every seat and one beyond."""
    mover = state.to_move if state.to_move is not None else 0
    cards = set(state.hands[mover]) | {Card._all[rng.randrange(JOKER_ID + 1)] for _ in range(3)}
    n = state.game.players
    moves = {Move(END), Move(DECLINE)}
    for a in cards:
        moves |= {Move(DISCARD, a), Move(TAKE, a)}
        moves |= {Move(STEAL, a, q) for q in range(n + 1)}
        moves |= {Move(PAIR, a, b) for b in cards}
    return moves


@pytest.mark.parametrize("key", sorted(GAMES))
@given(n=st.integers(0, 4), deal=deals, choices=picks, partners=st.booleans())
def test_random_play_keeps_the_cards_and_scores_the_piles(key, n, deal, choices, partners):
    """T-1, F-1, G-1: all the cards stay in play; T-16, F-8, G-11, G-13: the scores are the
    totals of the hands before plus the values of the capture piles; at a hand's end its points
    are the values of the piles."""
    state = new_game(key, n, deal, partners)
    check_cards_and_scores(state)
    for pick in choices:
        legal = state.legal_moves()
        if not legal:
            break
        totals = state.totals
        events = state.push(legal[pick % len(legal)])
        check_cards_and_scores(state)
        for event in events:
            if event["type"] != "hand-over":
                continue
            raw = [t + pt for t, pt in zip(totals, event["points"], strict=True)]
            assert event["scores"] == state.side_scores(raw)
            if state.is_over:
                assert event["points"] == [state.pile_points(p) for p in range(len(raw))]
                assert state.scores == event["scores"]
            else:
                assert list(state.totals) == raw


@pytest.mark.parametrize("key", sorted(GAMES))
@given(n=st.integers(0, 4), deal=deals, choices=picks)
def test_push_then_pop_restores_the_exact_json(key, n, deal, choices):
    """At any point, playing a legal move and undoing it changes nothing, nor what a player
    sees (the plays a view remembers included)."""
    state = new_game(key, n, deal)
    for i, move in enumerate(walk(state, choices)):
        if i % 7:
            continue
        before = state.to_json()
        seen = state.view(0)
        for other in state.legal_moves()[:4]:
            state.push(other)
            assert state.pop() == other
            assert state.to_json() == before
            assert state.legal_moves() == state.legal_moves()
        state.push(move)
        state.pop()
        assert state.to_json() == before
        assert state.view(0) == seen


@pytest.mark.parametrize("key", sorted(GAMES))
@given(n=st.integers(0, 4), deal=deals, choices=picks)
def test_save_and_load_round_trip_exactly(key, n, deal, choices):
    """A save at any point loads back to the same game, which plays on the same."""
    state = play_out(new_game(key, n, deal), choices)
    data = json.loads(json.dumps(state.to_json()))
    again = state.game.state_from_json(data)
    assert again.to_json() == state.to_json()
    assert again.view(0) == state.view(0)
    assert again.scores == state.scores
    assert again.legal_moves() == state.legal_moves()
    parse = state.game.parse_move
    for move in state.legal_moves():
        assert parse(str(move), state) == move
        assert state.why_illegal(move) is None
    if state.history:
        again.pop()
        state.pop()
        assert again.to_json() == state.to_json()


@pytest.mark.parametrize("key", sorted(GAMES))
@given(n=st.integers(0, 4), deal=deals, choices=picks, seed=st.integers(0, 2**32))
def test_a_refused_move_raises_and_changes_nothing(key, n, deal, choices, seed):
    """Protocol: push accepts exactly the moves with no reason against them; a refused move
    raises IllegalMove with that reason and leaves the game exactly as it was."""
    state = play_out(new_game(key, n, deal), choices)
    before = state.to_json()
    legal = set(state.legal_moves())
    for move in candidate_moves(state, random.Random(seed)):
        reason = state.why_illegal(move)
        assert (reason is None) == (move in legal), (str(move), reason)
        if reason is not None:
            with pytest.raises(IllegalMove) as error:
                state.push(move)
            assert error.value.reason == reason
            assert state.to_json() == before


@pytest.mark.parametrize("key", sorted(GAMES))
@given(n=st.integers(0, 4), deal=deals, choices=picks, seed=st.integers(0, 2**32))
def test_hidden_cards_do_not_change_what_a_player_sees(key, n, deal, choices, seed):
    """view(player) and info_key(player) are the same for a state whose unseen cards were
    dealt again (sample), which holds the same cards; for the player to move it allows the
    same moves, and it plays on to the end."""
    state = play_out(new_game(key, n, deal), choices)
    rng = random.Random(seed)
    player = state.to_move if state.to_move is not None else 0
    for viewer in {player, rng.randrange(state.game.players)}:
        sample = state.sample(viewer, rng)
        assert sample.view(viewer) == state.view(viewer)
        assert sample.info_key(viewer) == state.info_key(viewer)
        assert Counter(sample.all_cards()) == Counter(state.all_cards())
        if viewer == player:
            assert sample.legal_moves() == state.legal_moves()
        json.dumps(sample.view(viewer))
    sample = state.sample(player, rng)
    again = sample.game.state_from_json(json.loads(json.dumps(sample.to_json())))
    assert again.to_json() == sample.to_json()
    play_out(sample, [rng.randrange(2**16) for _ in range(60)])
    check_cards_and_scores(sample)


@pytest.mark.parametrize("key", sorted(GAMES))
@given(n=st.integers(0, 4), deal=deals, seed=st.integers(0, 2**32))
def test_a_sample_ends_with_its_hand(key, n, deal, seed):
    """A sample is what the search plays out, and it never looks past the hand: its game ends
    with the hand (scored as the real game scores it) instead of shuffling and dealing the
    next, and popping the moves gives the sample back as it was."""
    state = new_game(key, n, deal)
    rng = random.Random(seed)
    sample = state.sample(rng.randrange(state.game.players), rng)
    before = sample.to_json()
    hand = sample.hand_no
    events = []
    while not sample.is_over:
        events = sample.push(rng.choice(sample.legal_moves()))
    assert sample.hand_no == hand and not state.last_deal
    over = next(e for e in events if e["type"] == "hand-over")
    assert over["points"] == [sample.pile_points(p) for p in range(sample.game.players)]
    assert sample.scores == over["scores"]
    check_cards_and_scores(sample)
    while sample.history:
        sample.pop()
    assert sample.to_json() == before


def fits_clear(state: TableState) -> bool:
    """Every hand holds at least as many cards of no ruled-out rank as ``clear`` says, of
    different ranks when it says ``PAIRLESS``."""
    for hand, (cards, ranks) in zip(state.hands, state.clear, strict=True):
        free = [RANK_OF[c] for c in hand if not ranks >> RANK_OF[c] & 1]
        if len(set(free) if ranks & PAIRLESS else free) < cards:
            return False
    return True


@pytest.mark.parametrize("key", ["thief", "four-card"])
@given(n=st.integers(0, 4), deal=deals, choices=picks, seed=st.integers(0, 2**32))
def test_what_a_forced_play_showed_about_a_hand_stays_true(key, n, deal, choices, seed):
    """Ruling beside T-14: what a forced discard, a turn or a re-capture that ended by itself
    showed about a hand holds of the real hand after every move, holds in every state dealt
    again from a player's view, and is undone with the moves."""
    state = new_game(key, n, deal)
    shown = []
    for _ in playing.walk(state, choices, choose):
        assert fits_clear(state)
        shown.append(state.clear)
    assert fits_clear(state)
    rng = random.Random(seed)
    viewer = rng.randrange(state.game.players)
    assert fits_clear(state.sample(viewer, rng))
    assert fits_clear(state.game.from_view(state.view(viewer), rng))
    for before in reversed(shown):
        state.pop()
        assert state.clear == before
