"""Properties of random play in every variant, with and without scoring (hypothesis).

Each example deals a random deal number and plays 30 to 60 moves chosen by a list of numbers
(half the time preferring a move to a foundation, so games get somewhere). The checks are the
invariants a player relies on: the 104 cards stay (S-1), foundations hold one suit from the ace
(S-7), face-down cards never move (S-30), undo and saves restore exactly (S-44), the notation
reads back, the refused moves change nothing, and the helps give legal moves (S-50, S-51).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from fortythieves.cards import Card, two_decks
from fortythieves.engine import MAX_DEAL
from fortythieves.games import get_game, state_from_json
from fortythieves.solitaire import VARIANTS, SolitaireState
from fortythieves.solitaire.analysis import is_safe, position_key, safe_move
from fortythieves.solitaire.hints import hint
from fortythieves.solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move

from ..helpers import playing

KEYS = sorted(VARIANTS)

deals = st.integers(1, MAX_DEAL)
picks = st.lists(st.integers(0, 2**16), min_size=30, max_size=60)


def new_game(key: str, scoring: bool, deal: int) -> SolitaireState:
    return get_game(f"solitaire/{key}", scoring=scoring).new_state(deal)


def choose(state: SolitaireState, pick: int) -> Move | None:
    """The move ``pick`` selects: a foundation move half the time when there is one."""
    legal = state.legal_moves()
    if not legal:
        return None
    home = [m for m in legal if m.to_foundation]
    if home and pick % 2:
        return home[pick // 2 % len(home)]
    return legal[pick // 2 % len(legal)]


def walk(state: SolitaireState, choices: list[int]) -> Iterator[Move]:
    return playing.walk(state, choices, choose)


def play_out(state: SolitaireState, choices: list[int]) -> SolitaireState:
    return playing.play_out(state, choices, choose)


def check_table(state: SolitaireState) -> None:
    """S-1, S-7, S-30: the invariants of any position."""
    lay = state.layout
    cards = Counter(lay.all_cards())
    assert cards == Counter(two_decks())
    assert max(cards.values()) == 2
    for pile in lay.found:
        if pile:
            suit = pile[0].suit
            assert pile == [Card.of(rank, suit) for rank in range(1, len(pile) + 1)]
    for j, col in enumerate(lay.cols):
        assert 0 <= lay.down[j] <= max(len(col) - 1, 0)
    for move in state.legal_moves():
        if move.src < WASTE:
            face_up = len(lay.cols[move.src]) - lay.down[move.src]
            assert 1 <= move.count <= face_up


def candidate_moves(state: SolitaireState) -> set[Move]:
    """Every move worth asking about: each source to each destination, each count that could
    make sense, plus the stock and redeal moves in their listed and other forms."""
    lay = state.layout
    width = len(lay.cols)
    found = range(FOUNDATION, FOUNDATION + 8)
    dests = [*range(width), WASTE, *found, STOCK]
    moves: set[Move] = set()
    for src in [*range(width), WASTE, *found]:
        top = len(lay.cols[src]) + 1 if src < width else 2
        for dst in dests:
            moves.update(Move(src, dst, count) for count in range(1, top + 1))
    for dst in (WASTE, STOCK, 0):
        moves.update(Move(STOCK, dst, count) for count in range(4))
        moves.update(Move(REDEAL, dst, count) for count in range(2))
    return moves


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_random_play_keeps_the_cards_and_the_foundations(key, scoring, deal, choices):
    """S-1, S-7, S-30: after every move all 104 cards are there, none more than twice; the
    foundations go up in suit from the ace; no legal move takes a face-down card."""
    state = new_game(key, scoring, deal)
    check_table(state)
    for _ in walk(state, choices):
        check_table(state)
    check_table(state)


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_push_then_pop_restores_the_exact_json(key, scoring, deal, choices):
    """S-44: at every point, playing any legal move and undoing it changes nothing."""
    state = new_game(key, scoring, deal)
    for move in walk(state, choices):
        before = state.to_json()
        for other in state.legal_moves()[:6]:
            state.push(other)
            assert state.pop() == other
            assert state.to_json() == before
        state.push(move)
        state.pop()
        assert state.to_json() == before


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_save_and_load_round_trip_exactly(key, scoring, deal, choices):
    """A save at any point loads back to the same game, which plays on the same."""
    state = play_out(new_game(key, scoring, deal), choices)
    data = state.to_json()
    again = state_from_json(data)
    assert again.to_json() == data
    assert again.scores == state.scores
    if state.history:
        again.pop()
        state.pop()
        assert again.to_json() == state.to_json()


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_every_legal_move_is_accepted_and_its_text_reads_back(key, scoring, deal, choices):
    """Notation, protocol: each legal move has no reason against it, and str(move) parses back
    to the same move."""
    state = new_game(key, scoring, deal)
    parse = state.game.parse_move
    for _ in walk(state, choices):
        for move in state.legal_moves():
            assert state.why_illegal(move) is None
            assert parse(str(move), state) == move


moves = st.builds(
    Move,
    src=st.sampled_from([*range(13), WASTE, *range(FOUNDATION, FOUNDATION + 8), STOCK, REDEAL]),
    dst=st.sampled_from([*range(13), WASTE, *range(FOUNDATION, FOUNDATION + 8), STOCK]),
    count=st.integers(1, 14),
)


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks, tries=st.lists(moves, max_size=12))
def test_a_refused_move_raises_and_changes_nothing(key, scoring, deal, choices, tries):
    """Protocol: a move with a reason against it raises IllegalMove with that reason and
    leaves the game exactly as it was; push accepts exactly the moves with no reason."""
    state = play_out(new_game(key, scoring, deal), choices)
    for move in tries:
        playing.push_follows_why_illegal(state, move)


@pytest.mark.parametrize("key", KEYS)
@settings(phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_push_accepts_exactly_the_legal_moves(key, scoring, deal, choices):
    """Protocol: why_illegal(m) is None if and only if m is in legal_moves(). (Not shrunk: the
    set difference in the failure already names the moves at fault, and shrinking a whole
    game is slow inside Pyodide.)"""
    state = play_out(new_game(key, scoring, deal), choices)
    legal = set(state.legal_moves())
    accepted = {m for m in candidate_moves(state) if state.why_illegal(m) is None}
    assert accepted == legal


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks, seed=st.integers(0, 2**32))
def test_sample_keeps_the_view_and_conserves_the_cards(key, scoring, deal, choices, seed):
    """A state sampled from the player's view looks the same, holds the same 104 cards and
    allows the same moves."""
    state = play_out(new_game(key, scoring, deal), choices)
    sample = state.sample(0, random.Random(seed))
    assert sample.info_key(0) == state.info_key(0)
    assert Counter(sample.layout.all_cards()) == Counter(two_decks())
    assert set(sample.legal_moves()) == set(state.legal_moves())


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_hints_and_safe_moves_are_legal(key, scoring, deal, choices):
    """S-50: a hint is a legal move and never the previous move backwards. S-51: a safe move
    sends up a card that is safe."""
    state = play_out(new_game(key, scoring, deal), choices)
    move = hint(state)
    if move is not None:
        assert move in state.legal_moves()
        last = state.history[-1] if state.history else None
        assert last is None or (move.src, move.dst, move.count) != (last.dst, last.src, last.count)
    safe = safe_move(state)
    if safe is not None:
        assert safe in state.legal_moves() and safe.to_foundation
        card = state.layout.waste[-1] if safe.src == WASTE else state.layout.cols[safe.src][-1]
        assert is_safe(state, card)


@pytest.mark.parametrize("key", KEYS)
@given(scoring=st.booleans(), deal=deals, choices=picks)
def test_distinct_moves_reach_every_position_the_legal_moves_reach(key, scoring, deal, choices):
    """S-10, S-7: moves into another empty column or onto a twin foundation lead to the same
    position up to the order of the piles, so ``legal_moves(distinct=True)`` keeps one of each;
    a whole column carried into an empty one changes nothing and is left out."""
    state = play_out(new_game(key, scoring, deal), choices)
    distinct = state.legal_moves(distinct=True)
    assert set(distinct) <= set(state.legal_moves())
    reached = set()
    for move in distinct:
        state.push(move)
        reached.add(position_key(state))
        state.pop()
    here = position_key(state)
    for move in state.legal_moves():
        state.push(move)
        key_after = position_key(state)
        state.pop()
        assert key_after in reached or key_after == here, str(move)
