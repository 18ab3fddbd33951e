"""No card hidden from a seat reaches the page: the board game's and the capture games' table,
journal, scoreboard and words, made for one viewer, are byte for byte the same when the cards
hidden from that viewer lie otherwise (docs/architecture.md: a seated table draws only what
``state.view(viewer)`` shows). Natively and inside Pyodide.

Two ways to lay the hidden cards otherwise, for positions at a deal's start, after seeded random
play, and in Thief with a re-capture pending:

- *dealt again*: the position now (no moves behind it), and the engine's own ``sample`` for the
  viewer, which deals the other hands and the stock (Gharat: the covered cards) again at random;
- *suits swapped*: the hand in play replayed from its start with the cards that the viewer never
  sees in it relabelled, each for another card of its rank; the rules of all four games go by
  rank, so every public event is the same while every hidden card may differ, and the journal,
  the hot-seat cover and the words of the last move are compared too.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from fortythieves.cards import RANK_OF, Card
from fortythieves.i18n import Messages
from fortythieves.ui.board import story as board_story
from fortythieves.ui.board import view as board_view
from fortythieves.ui.board.session import BoardSession
from fortythieves.ui.capture import story as capture_story
from fortythieves.ui.capture import view as capture_view
from fortythieves.ui.capture.session import CaptureSession, CaptureSetup, deal_events
from fortythieves.ui.seated.seats import HUMAN, Setup, last_events

EN = Messages("en")

Session = BoardSession | CaptureSession


# -- positions ---------------------------------------------------------------------------------


def new_session(game_id: str, players: int, deal: int, hot_seat: bool) -> Session:
    """A new game; with ``hot_seat`` every seat a person (the cover and its moves are drawn),
    else one person and computers ("You")."""
    seats = [HUMAN] * players if hot_seat else [HUMAN] + ["normal"] * (players - 1)
    if game_id == "board":
        return BoardSession.new(Setup(players=players, seats=seats), deal)
    setup = CaptureSetup(players=players, seats=seats, game_id=game_id)
    return CaptureSession.new(setup, deal)


def play_on(session: Session, steps: int, seed: int,
            until: Callable[[Any], bool] | None = None) -> None:
    """Random legal moves (seeded); the board game concedes seldom, so that rounds last. The
    summary of a round or hand stays open only after the move that ended it, as on the page."""
    rng = random.Random(seed)
    for _ in range(steps):
        state = session.state
        if state.is_over or (until is not None and until(state)):
            return
        moves = state.legal_moves()
        if isinstance(session, BoardSession) and len(moves) > 1 and rng.random() > 0.04:
            moves = [m for m in moves if m.card >= 0]
        session.end = None
        session.play(rng.choice(moves))


def recapture_pending(state: Any) -> bool:
    return state.phase == "recapture"


CASES = [
    # game, players, deal, moves, hot seat, stop early
    ("board", 2, 4, 0, True, None),
    ("board", 2, 4, 9, False, None),
    ("board", 3, 8, 14, True, None),
    ("board", 4, 12, 23, True, None),
    ("board", 3, 5, 45, False, None),
    ("thief", 3, 2, 0, True, None),
    ("thief", 3, 2, 12, False, None),
    ("thief", 4, 7, 31, True, None),
    ("thief", 3, 3, 400, True, recapture_pending),
    ("four-card", 4, 3, 0, False, None),
    ("four-card", 4, 3, 10, True, None),
    ("four-card", 2, 9, 27, True, None),
    ("gharat", 4, 5, 0, True, None),
    ("gharat", 4, 5, 15, False, None),
    ("gharat", 3, 6, 41, True, None),
]


def position(case: tuple[Any, ...]) -> Session:
    game_id, players, deal, steps, hot_seat, until = case
    session = new_session(game_id, players, deal, hot_seat)
    play_on(session, steps, deal * 1000 + steps, until)
    if until is not None:
        assert until(session.state), "the position sought was not reached"
    return session


# -- what the page shows one viewer ------------------------------------------------------------


def shown(session: Session, viewer: int | None) -> dict[str, str]:
    """Everything the page may show ``viewer`` of ``session``, by name."""
    state = session.state
    board = isinstance(session, BoardSession)
    view = board_view if board else capture_view
    end = session.end
    ended = end.table if end is not None else None

    def table(sel: Any, who: int | None = viewer, handoff: int | None = None) -> str:
        return view.table_html(session, sel, who, EN, handoff=handoff, ended=ended)

    out = {"table": table(view.Selection())}
    turn = state.to_move
    if viewer is None and turn is not None:
        out["cover"] = table(view.Selection(), None, turn)
    if viewer is not None and viewer == turn:
        for card in state.view(viewer)["hand"]:
            out[f"chose {card}"] = table(view.Selection(card=card))
            if board and card[0] == "T":
                for pile, cards in enumerate(state.view(viewer)["piles"]):
                    for lift in cards:
                        out[f"{card} lifts {lift}"] = table(view.Selection(
                            card=card, pile=pile, lift=lift, open_pile=pile))
    if board:
        for pile in (0, 1):
            out[f"look {pile}"] = table(view.Selection(open_pile=pile))
    _number, moves = session.journal_moves()
    if board:
        out["journal"] = board_view.journal_html(session, moves, EN)
        out["scores"] = board_story.scoreboard_html(session, EN)
        if state.history:
            out["said"] = " ".join(board_story.describe(session, last_events(state), EN))
        if state.is_over:
            out["won"] = board_story.game_won_words(session, EN)
        return out
    out["journal"] = capture_story.journal_html(session, moves, viewer, EN)
    out["scores"] = capture_story.scoreboard_html(session, EN)
    out["ranking"] = capture_story.ranking_html(session, state.scores, EN)
    seen = -1 if viewer is None else viewer
    if state.history:
        out["said"] = " ".join(capture_story.describe(session, last_events(state), seen, EN))
    out["dealt"] = " ".join(capture_story.describe(session, deal_events(state), seen, EN))
    if state.is_over:
        out["won"] = capture_story.game_won_words(session, EN)
    return out


def assert_same(one: dict[str, str], other: dict[str, str], what: str) -> None:
    assert one.keys() == other.keys(), what
    for key, text in one.items():
        assert text == other[key], f"{what}: {key} shows a hidden card"


# -- laying the hidden cards otherwise ---------------------------------------------------------


def hidden_places(pos: dict[str, Any], viewer: int | None) -> list[list[str]]:
    """The lists of a position (``state.position()``) that ``viewer`` cannot see: the other
    hands, the stock, and the middle's covered cards (Gharat)."""
    places = [hand for q, hand in enumerate(pos["hands"]) if q != viewer]
    places.append(pos["stock"])
    if pos.get("covered"):
        places.append(pos["middle"][: pos["covered"]])
    return places


def hidden(pos: dict[str, Any], viewer: int | None) -> Counter[str]:
    return Counter(c for place in hidden_places(pos, viewer) for c in place)


def relabelled(pos: dict[str, Any], viewer: int | None, swap: dict[str, str]) -> dict[str, Any]:
    """``pos`` with each hidden card ``c`` replaced by ``swap[c]`` (if there)."""
    pos = copy.deepcopy(pos)
    for q, hand in enumerate(pos["hands"]):
        if q != viewer:
            hand[:] = [swap.get(c, c) for c in hand]
    pos["stock"] = [swap.get(c, c) for c in pos["stock"]]
    covered = pos.get("covered") or 0
    if covered:
        pos["middle"][:covered] = [swap.get(c, c) for c in pos["middle"][:covered]]
    return pos


def copies(state: Any) -> Counter[str]:
    """How many of each card the game's deck has."""
    return Counter(str(Card(c)) if isinstance(c, int) else str(c) for c in _deck(state))


def _deck(state: Any) -> list[Any]:
    pos = state.position()
    cards: list[Any] = []

    def walk(item: Any) -> None:
        if isinstance(item, list):
            for x in item:
                walk(x)
        else:
            cards.append(item)

    for key in ("hands", "stock", "middle", "piles"):
        walk(pos.get(key, []))
    return cards


def deal_no(state: Any) -> int:
    return state.round.number if hasattr(state, "round") else state.hand_no


def hand_start(session: Session) -> tuple[dict[str, Any], list[Any]]:
    """The position at the start of the round or hand of the last move, and the moves since."""
    state = session.state.copy()
    if not state.history:
        return state.position(), []
    moves = [state.pop()]
    number = deal_no(state)
    while state.history:
        move = state.pop()
        if deal_no(state) != number:
            state.push(move)
            break
        moves.append(move)
    return state.position(), moves[::-1]


def rebuilt(session: Session, start: dict[str, Any], moves: list[Any]) -> Session:
    """A session from ``start`` with ``moves`` played, the summary open after the last move
    if it ended a round or hand, and the log of the rounds or hands before."""
    game = session.state.game
    cls = type(session)
    again = cls(session.setup, game.from_position(start), [])
    for move in moves:
        again.end = None
        again.play(move)
    ended = len(again.log)
    again.log = session.log[: len(session.log) - ended] + again.log
    return again


def suits_swapped(session: Session, viewer: int | None,
                  seed: int) -> tuple[Session, Session, bool]:
    """The round or hand of the last move replayed from its start, as it was and with the cards
    the viewer never sees in it relabelled within their ranks (every copy of such a card hidden
    from the start to now); and whether any card was relabelled."""
    start, moves = hand_start(session)
    plain = rebuilt(session, start, [])
    total = copies(plain.state)
    never = {c for c, k in hidden(start, viewer).items() if k == total[c]}
    for move in moves:
        plain.state.push(move)
        now = hidden(plain.state.position(), viewer)
        never = {c for c in never if now[c] == total[c]}
    by_rank: dict[int, list[str]] = {}
    for card in sorted(never):
        by_rank.setdefault(RANK_OF[Card.parse(card)], []).append(card)
    rng = random.Random(seed)
    swap: dict[str, str] = {}
    for cards in by_rank.values():
        shuffled = rng.sample(cards, len(cards))
        swap.update(zip(cards, shuffled, strict=True))
    return (rebuilt(session, start, moves),
            rebuilt(session, relabelled(start, viewer, swap), moves),
            any(a != b for a, b in swap.items()))


def dealt_again(session: Session, viewer: int | None, seed: int) -> tuple[Session, Session]:
    """The position now, with no moves behind it, and the engine's sample of it for
    ``viewer``: the cards hidden from them dealt again at random."""
    state = session.state
    now = state.game.from_position(state.position())
    other = now.sample(viewer, random.Random(seed))
    assert hidden(other.position(), viewer) == hidden(now.position(), viewer)
    cls = type(session)
    return (cls(session.setup, now, list(session.log)),
            cls(session.setup, other, list(session.log)))


def viewers(session: Session) -> list[int | None]:
    return [None, *range(session.state.game.players)]


# -- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-deal{c[2]}-{c[3]}")
def test_hidden_cards_dealt_again_leave_the_page_alike(case: tuple[Any, ...]) -> None:
    session = position(case)
    for viewer in viewers(session):
        changed = False
        for seed in (1, 2):
            one, other = dealt_again(session, viewer, seed)
            changed = changed or one.state.position() != other.state.position()
            assert_same(shown(one, viewer), shown(other, viewer),
                        f"{case}, viewer {viewer}, sample {seed}")
        assert changed or session.state.is_over


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-deal{c[2]}-{c[3]}")
def test_hidden_cards_of_other_suits_leave_the_page_and_its_record_alike(
        case: tuple[Any, ...]) -> None:
    session = position(case)
    swapped = 0
    for viewer in viewers(session):
        one, other, changed = suits_swapped(session, viewer, 7)
        swapped += changed
        assert_same(shown(one, viewer), shown(other, viewer), f"{case}, viewer {viewer}")
    assert swapped >= 2, "too few hidden cards were relabelled to prove anything"


def test_the_swaps_reach_hidden_cards() -> None:
    """The relabelling changes cards hidden from the viewer (else the test above proves
    nothing), and a seat whose hand it changes sees the change: a leak would show."""
    for case in (CASES[1], CASES[7], CASES[10], CASES[12]):
        session = position(case)
        one, other, _changed = suits_swapped(session, 0, 7)
        view = board_view if isinstance(session, BoardSession) else capture_view
        seats = [q for q in range(1, session.state.game.players)
                 if one.state.view(q)["hand"] != other.state.view(q)["hand"]]
        assert seats, case
        for q in seats:
            assert (view.table_html(one, view.Selection(), q, EN)
                    != view.table_html(other, view.Selection(), q, EN))
