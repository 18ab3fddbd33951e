"""Computer players (fortythieves.players): every level plays legal moves in every game, reads
only the view, and repeats its choices from its seed; ``from_view`` builds states that agree
with the view they come from."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from fortythieves.board.moves import Move
from fortythieves.cards import RANK_OF
from fortythieves.engine import GameError
from fortythieves.games import get_game
from fortythieves.players import LEVELS, board_rules, make_player, thief_rules
from fortythieves.players.rules import context, rules_for
from fortythieves.players.thief_rules import snapshot, value
from fortythieves.thief import FourCardThiefGame, GharatGame
from fortythieves.thief.moves import STEAL

from ..helpers import board
from ..helpers.playing import play, random_plies
from ..helpers.thief import build

GAMES = [
    ("board", 2), ("board", 3), ("board", 4), ("thief", 3), ("thief", 2),
    ("four-card", 3), ("four-card", 5), ("gharat", 3), ("gharat", 4),
]
TINY = {"iterations": 6}
"""A tiny search budget: the tests check behaviour, not strength (and run inside Pyodide)."""


def player(level: str, game, seat: int, seed: int):
    return make_player(level, game, seat, seed, **(TINY if level == "hard" else {}))


def positions(game_id: str, players: int, count: int, seed: int = 1):
    """Positions reached by random play from a few deals, with whose decision it is."""
    game = get_game(game_id, players=players)
    rng = random.Random(seed)
    found = []
    for deal in range(1, count + 1):
        state = random_plies(game.new_state(deal), rng.randrange(0, 60), rng)
        if not state.is_over:
            found.append(state)
    return game, found


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_every_level_plays_legal_moves(game_id, players):
    game, states = positions(game_id, players, 4)
    for state in states:
        seat = state.to_move
        legal = state.legal_moves()
        for level in LEVELS:
            move = player(level, game, seat, 3).choose(state.view(seat))
            assert move in legal, (level, str(move))


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_choices_depend_only_on_the_view(game_id, players):
    """Two states that differ only in hidden cards give the same view and the same choices."""
    game, states = positions(game_id, players, 3, seed=2)
    rng = random.Random(5)
    for state in states:
        seat = state.to_move
        other = state.sample(seat, rng)
        assert other.view(seat) == state.view(seat)
        for level in LEVELS:
            for seed in (1, 2, 3):
                a = player(level, game, seat, seed).choose(state.view(seat))
                b = player(level, game, seat, seed).choose(other.view(seat))
                assert a == b, (level, seed)


def test_hidden_cards_do_differ_between_such_states():
    game, states = positions("thief", 3, 1, seed=2)
    state = states[0]
    other = state.sample(state.to_move, random.Random(1))
    assert other.position()["stock"] != state.position()["stock"]


@pytest.mark.parametrize("level", LEVELS)
def test_seeded_players_repeat_a_whole_game(level):
    game = get_game("board", players=2)

    def run() -> list[str]:
        bots = [player(level, game, seat, 9) for seat in range(2)]
        state = game.new_state(11)
        for _ in range(40):
            state.push(bots[state.to_move].choose(state.view(state.to_move)))
        return [str(m) for m in state.history]

    assert run() == run()


def test_unknown_level_and_seat_are_refused():
    game = get_game("board", players=2)
    with pytest.raises(GameError):
        make_player("grandmaster", game, 0, 1)
    with pytest.raises(GameError):
        make_player("easy", game, 2, 1)


def test_levels_are_the_documented_ones():
    assert LEVELS == ("random", "easy", "normal", "hard")


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_from_view_agrees_with_the_view(game_id, players):
    """The state built from a view shows the same view and the same legal moves."""
    game, states = positions(game_id, players, 4, seed=3)
    rng = random.Random(7)
    for state in states:
        seat = state.to_move
        view = state.view(seat)
        built = game.from_view(view, rng)
        assert built.view(seat) == view
        assert sorted(map(str, built.legal_moves())) == sorted(map(str, state.legal_moves()))


@pytest.mark.parametrize(("game_id", "players"), [("board", 2), ("thief", 3), ("gharat", 3)])
def test_hard_keeps_its_greedy_choice_without_evidence(game_id, players):
    """Hard overturns the best move by its own scores (normal's, reading the table as one who
    counts cards) only when the search shows a clear gain: with an unreachable margin it
    plays that move. In the board game it is normal's."""
    game, states = positions(game_id, players, 4, seed=6)
    for state in states:
        seat = state.to_move
        view = state.view(seat)
        moves = state.legal_moves()
        scores = rules_for(game).move_scores(state, moves, context(game, state, view, "hard"))
        hard = make_player("hard", game, seat, 1, iterations=10, margin=float("inf"))
        assert hard.choose(view) == moves[scores.index(max(scores))]
        if game_id == "board":
            assert hard.choose(view) == make_player("normal", game, seat, 1).choose(view)


@pytest.mark.parametrize(("game_id", "players"), [("board", 2), ("four-card", 3)])
def test_hard_answers_past_its_deadline_with_a_legal_move(game_id, players):
    """The deadline bounds the wait: with no time at all and a budget that would take hours,
    hard still answers (after its few guaranteed samples) with a legal move."""
    game, states = positions(game_id, players, 3, seed=8)
    for state in states:
        seat = state.to_move
        hard = make_player("hard", game, seat, 1, iterations=10**9, seconds=0.0)
        assert hard.choose(state.view(seat)) in state.legal_moves()


def test_hard_reads_a_passed_up_win_in_the_reply():
    """The opponent holds 1, 2 and 3 of the top row. After hard's 4D onto pile b the tops are
    9 and 4: an ace onto pile a would name 4 and win. The opponent plays 7S instead, so the
    four cards it kept hold no ace, and hard deals it at most one (the card it drew), where a
    plain deal of the unseen cards often gives it two."""
    state = board.build(hands=["4D 5H 5D 6H 6D", "2S 3S 5S 6S 7S"], piles=("9C", "6C"),
                        board={1: 1, 2: 1, 3: 1, 12: 0}, stock_top="8S")
    game = state.game
    before = state.view(0)
    play(state, "4D>b", "7S>a")
    known = board_rules.belief(game, (before, Move.parse("4D>b")), state.view(0))
    assert known is not None and known.ranks == {1}
    rng = random.Random(1)
    dealt = [known.deal(state, 0, rng) for _ in range(300)]
    aces = [sum(RANK_OF[c] == 1 for c in s.round.hands[1]) for s in dealt]
    plain = [sum(RANK_OF[c] == 1 for c in state.sample(0, rng).round.hands[1])
             for _ in range(300)]
    assert max(aces) == 1 and 0 in aces
    assert max(plain) >= 2
    assert all(s.view(0) == state.view(0) for s in dealt)


def test_hard_reads_in_gharat_plays_what_a_rival_did_not_hold():
    """Gharat: the rival laid 5D on the play pile under a king it could have taken, as normal
    would with a king; so hard deals it no king, where a plain deal of the unseen cards often
    gives it one. Before anyone has played in the round there is nothing to read."""
    game = GharatGame(players=2)
    state = build(game, hands=["2C 3C 4C 6C", "5D 7H 8S 9C"], middle="QD KC", turn=1,
                  dealer=0)
    state.push(game.parse_move("5D", state))
    model = thief_rules.belief(game, None, state.view(0))
    assert model is not None and list(model.checks) == [1]
    rng = random.Random(1)
    kings = [sum(RANK_OF[c] == 13 for c in model.deal(state, 0, rng).hands[1])
             for _ in range(200)]
    plain = [sum(RANK_OF[c] == 13 for c in state.sample(0, rng).hands[1]) for _ in range(200)]
    assert max(kings) == 0 and max(plain) >= 1
    assert model.deal(state, 0, rng).view(0) == state.view(0)
    assert thief_rules.belief(game, None, build(game, hands=["2C", "5D"]).view(0)) is None


def styles_after(play: str) -> tuple[thief_rules.Styles, frozenset[int]]:
    """What player 0 reads of player 1 after it played ``play`` with 7D, which can take the
    play pile's 7 or steal player 2's run of two 7s."""
    game = GharatGame(players=3)
    state = build(game, hands=["2C 3C 4C 6C", "7D 8S 9C JD", "5D 5H 6H 6S"], middle="KC 7C",
                  piles=[[], [], "7H 7S"], turn=1, dealer=0)
    state.push(game.parse_move(play, state))
    styles = thief_rules.Styles()
    rng = random.Random(1)
    view = state.view(0)
    return styles, styles.read(game.from_view(view, rng), view, rng)


def test_hard_reads_a_rival_that_plays_at_random_from_its_plays():
    """Gharat, ruling beside G-10 (hard keeps a tally of how each rival plays): taking the play
    pile's single 7 where the same card steals a run of two is a play normal never makes, so
    one such play reads as random: the play model no longer deals that rival's hand by its
    plays. Stealing the run reads the other way."""
    styles, randoms = styles_after("7D>m")
    assert randoms == {1} and styles.evidence[1] < -thief_rules.STYLE_DOUBT
    model = thief_rules.PlayModel(GharatGame(players=3), 0, [])
    model.checks[1] = []
    model.ignore(randoms)
    assert not model.checks
    styles, randoms = styles_after("7D>3")
    assert not randoms and styles.evidence[1] > 0


def test_over_a_hand_hard_tells_a_random_rival_from_a_normal_one():
    """Gharat, ruling beside G-10: player 1 random and player 2 normal, one hand of each of
    eight deals, read at player 0's turns: the random rival is read as random in most hands,
    the normal one in few."""
    game = GharatGame(players=3)
    flagged = Counter()
    for deal in range(1, 9):
        state = game.new_state(deal)
        seats = [make_player(level, game, seat, deal)
                 for seat, level in enumerate(["normal", "random", "normal"])]
        styles = thief_rules.Styles()
        rng = random.Random(deal)
        randoms: frozenset[int] = frozenset()
        while state.hand_no == 1 and not state.is_over:
            view = state.view(state.to_move)
            if state.to_move == 0:
                randoms = styles.read(game.from_view(view, rng), view, rng)
            state.push(seats[state.to_move].choose(view))
        flagged.update(randoms)
    assert flagged[1] >= 5 and flagged[2] <= 2


def test_a_reply_that_refused_a_win_it_held_teaches_nothing():
    """An opponent that played an ace where an ace would have won plays by no rule hard can
    read: no belief."""
    state = board.build(hands=["4D 5H 5D 6H 6D", "AS 3S 5S 6S 7S"], piles=("9C", "6C"),
                        board={1: 1, 2: 1, 3: 1, 12: 0})
    before = state.view(0)
    play(state, "4D>b", "AS>b")
    assert board_rules.belief(state.game, (before, Move.parse("4D>b")), state.view(0)) is None


def unknown_cards(state, seat: int) -> Counter:
    """The cards ``seat`` cannot know: the stock, the other hands, the middle's covered ones."""
    hidden = [*state.stock, *state.middle[: state.covered]]
    for q, hand in enumerate(state.hands):
        if q != seat:
            hidden += hand
    return Counter(map(str, hidden))


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(["thief", "four-card", "gharat"]),
       players=st.sampled_from([2, 3, 4]), deal=st.integers(1, 10**6),
       plies=st.integers(0, 150), seed=st.integers(0, 2**32))
def test_states_built_from_a_view_differ_only_in_unknown_cards(game_id, players, deal, plies,
                                                               seed):
    """What the players search is the table as the player knows it (rulings beside T-10 and
    G-7): the same capture piles card for card (a Gharat steal takes the run it would take
    at the table), the same middle and scores, and the cards the player cannot know dealt
    among the same places."""
    game = get_game(game_id, players=players)
    rng = random.Random(seed)
    state = random_plies(game.new_state(deal), plies, rng)
    assume(not state.is_over)
    seat = state.to_move
    view = state.view(seat)
    built = game.from_view(view, rng)
    assert built.view(seat) == view
    assert [list(map(str, pile)) for pile in built.piles] == [
        list(map(str, pile)) for pile in state.piles]
    assert unknown_cards(built, seat) == unknown_cards(state, seat)


def four_card_table(seat_one: str, stock_top: str, top_packet: str):
    return build(FourCardThiefGame(players=3), hands=["2C 3D 4H 5S", seat_one, "9S TC 4D 5D"],
                 piles=[[top_packet], [], []], middle="6H 7C 8D 9C", stock_top=stock_top)


def test_four_card_search_does_not_count_a_packet_a_rival_can_take_at_once():
    """Where a rollout stops, a top packet that a rival's joker (or matching card) can take
    is counted as that rival's: a capture about to be stolen is not a gain."""
    exposed = four_card_table("JK 6C 7D 8H", "9H", "KH KS")
    safe = four_card_table("9H 6C 7D 8H", "JK", "KH KS")
    assert value(exposed, snapshot(exposed), 0) == -10  # 0 points, the rivals' average 10
    assert value(safe, snapshot(safe), 0) == 20
    protected = four_card_table("JK 6C 7D 8H", "9H", "KH KS KD KC")
    assert value(protected, snapshot(protected), 0) == 40  # F-6: a set of four stays


def test_hard_remembers_the_cards_under_the_tops():
    """Two jokers lie buried under other packets: normal, reading only the tops, still fears
    them in a rival's hand; hard counts them as gone (ruling beside T-10), so the one joker
    left is all it fears."""
    state = build(FourCardThiefGame(players=3), hands=["2C 3D 4H 5S"],
                  piles=[[], ["JK 5C", "7H 7D"], ["JK 3C", "8H 8D"]], middle="6H 7C 8C 9C")
    normal = thief_rules.reading(state, 0, "normal")
    hard = thief_rules.reading(state, 0, "hard")
    assert normal.counts[0] == 3 and hard.counts[0] == 1
    assert hard.counts[7] == normal.counts[7] and hard.counts[5] == normal.counts[5] - 1


def test_gharat_weighs_the_run_a_capture_leaves_on_top():
    """Gharat: joining KH to one's own run of two kings leaves thirty points on top for a
    rival with the last king, ten more at stake than on a run of one (the same cards seen);
    laying 4C on the play pile offers it to the next player, the one on the right
    (counter-clockwise)."""
    game = GharatGame(players=3)

    def join_score(pile: str) -> float:
        state = build(game, hands=["KH 4C", "5D 7H 8S 9C", "2D 3H 6S TC"], piles=[pile],
                      middle="QD", turn=0, dealer=1)
        moves = state.legal_moves()
        scores = thief_rules.move_scores(state, moves, thief_rules.reading(state, 0, "hard"))
        return scores[[m.kind for m in moves].index(STEAL)]

    assert join_score("5C KD KC") < join_score("KD 5C KC")
    assert build(game, hands=["KH"]).seat_after(0) == 2
    assert four_card_table("JK 6C 7D 8H", "9H", "KH KS").seat_after(2) == 0


def test_hard_lets_go_the_card_whose_rank_is_most_in_sight():
    """Four Card Thief, a discard forced (F-5): normal keeps its king, worth ten, and lets go
    a card worth one; hard has seen two more kings laid face up (buried under another packet,
    ruling beside T-10) and so lets go the king, which will hardly capture again, and keeps
    cards whose ranks are all still to come. A playout move by hard's scores (the searching
    seat's own, in Thief's search) does so too; the cheap policy that models rivals does not."""
    state = build(FourCardThiefGame(players=3), hands=["KH 5S 3D 9C 4H"],
                  piles=[[], ["KS KD", "QH QD"], []], middle="6H 7C 8D TC")
    moves = state.legal_moves()
    assert {str(m) for m in moves} == {"KH", "5S", "3D", "9C", "4H"}

    def discard(level: str) -> str:
        scores = thief_rules.move_scores(state, moves, thief_rules.reading(state, 0, level))
        return str(moves[scores.index(max(scores))])

    assert discard("hard") == "KH"
    assert discard("normal") != "KH"
    own = thief_rules.rollout_move(state, moves, random.Random(1), 0.0, "hard")
    assert str(own) == "KH"
    assert str(thief_rules.rollout_move(state, moves, random.Random(1), 0.0)) != "KH"


@pytest.mark.parametrize(("game_id", "own"), [("thief", "hard"), ("four-card", None)])
def test_in_thiefs_playouts_the_searching_seat_plays_as_hard(monkeypatch, game_id, own):
    """Thief's search weighs a move by what hard itself will do next: in its playouts the
    searching seat moves by hard's scores and the rivals by the cheap policy that models
    normal. Four Card's playouts move every seat by the cheap policy (a dearer playout meant
    fewer of them in its deadline, bench/thief_ai.md)."""
    calls: list[tuple[bool, str | None]] = []
    policy = thief_rules.rollout_move

    def spy(state, moves, rng, eps=0.2, level=None):
        calls.append((state.to_move == seat, level))
        return policy(state, moves, rng, eps, level)

    monkeypatch.setattr(thief_rules, "rollout_move", spy)
    game, states = positions(game_id, 3, 6, seed=4)
    for state in states:
        seat = state.to_move
        make_player("hard", game, seat, 1, iterations=20).choose(state.view(seat))
    assert {level for mine, level in calls if mine} == {own}
    assert {level for mine, level in calls if not mine} == {None}
