"""Hints at the board and capture tables (fortythieves.ui.capture.hint, .board_hint), without a
browser: for every legal move of positions reached in play, the control the hint marks is on
the table the person sees once the hint's card is selected, and using it makes that very
move; the words name the move in English and Hindi. And the table offers every legal move
(Four Card's discard of a card that could capture has its own button, F-4)."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser

import pytest

from fortythieves.board.moves import CONCEDE
from fortythieves.cards import NAMES
from fortythieves.i18n import Messages
from fortythieves.thief.moves import DECLINE_MOVE, DISCARD, END_MOVE, STEAL, TAKE, Move
from fortythieves.ui.board import view as board_view
from fortythieves.ui.board.hint import board_hint, board_hint_words
from fortythieves.ui.board.session import BoardSession, play_move, thief_move
from fortythieves.ui.capture import story as capture_story
from fortythieves.ui.capture import view as capture_view
from fortythieves.ui.capture.hint import hint_place, hint_words
from fortythieves.ui.capture.session import (
    INSTEAD,
    MIDDLE,
    CaptureSession,
    CaptureSetup,
    code,
    target_move,
    targets,
)
from fortythieves.ui.seated.seats import HUMAN, Setup

EN, HI = Messages("en"), Messages("hi")


class Tags(HTMLParser):
    """Every start tag's attributes, in order."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.tags: list[dict[str, str]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append({k: v or "" for k, v in attrs})


def select(html: str, selector: str) -> list[dict[str, str]]:
    """The tags a selector of the hints' kind matches: ``.class`` and ``[attr="value"]``s."""
    parts = re.fullmatch(r'(?:\.([\w-]+))?((?:\[[\w-]+="[^"]*"\])*)', selector)
    assert parts, selector
    wanted = dict(re.findall(r'\[([\w-]+)="([^"]*)"\]', parts[2]))
    return [t for t in Tags(html).tags
            if (parts[1] is None or parts[1] in t.get("class", "").split())
            and all(t.get(k) == v for k, v in wanted.items())]


def positions(session, seed: int, limit: int, avoid: object = None):  # noqa: ANN001, ANN201
    """Each position of a random game, ``limit`` moves at most (``avoid`` played only when
    nothing else is legal: the board game's concession)."""
    rng = random.Random(seed)
    for _ in range(limit):
        state = session.state
        if state.is_over:
            return
        yield session
        moves = [m for m in state.legal_moves() if m != avoid] or state.legal_moves()
        session.play(rng.choice(moves))


def capture_moves(game_id: str, players: int, seed: int, limit: int = 400):  # noqa: ANN201
    """A person at every seat, so that each position is seen by the one to move."""
    setup = CaptureSetup.for_game(game_id, players)
    setup.seats = [HUMAN] * players
    return positions(CaptureSession.new(setup, seed), seed, limit)


def click(tag: dict[str, str], card: str | None, state) -> Move:  # noqa: ANN001
    """The move the capture table makes when the marked control is used (capture_app.act,
    pick_target, pick_card)."""
    act = tag.get("data-act")
    if act == "end":
        return END_MOVE
    if act == "let-go":
        return DECLINE_MOVE
    if act == "recap":
        return Move(STEAL, code(tag["data-with"]), state.thief)
    assert card is not None
    if act == "discard":
        key = INSTEAD
    elif "data-pile" in tag:
        key = MIDDLE if tag["data-pile"] == "m" else f"p{tag['data-pile']}"
    else:
        key = "h" + tag["data-card"].rstrip("~")
    return target_move(state, card, key)


@pytest.mark.parametrize(("game_id", "players"),
                         [("thief", 2), ("thief", 4), ("four-card", 3), ("four-card", 5),
                          ("gharat", 3), ("gharat", 4)])
def test_capture_hint_marks_the_control_that_makes_the_move(game_id: str, players: int) -> None:
    prompts = 0
    for session in capture_moves(game_id, players, seed=players):
        state = session.state
        seat = state.to_move
        prompts += state.phase == "recapture"
        for move in state.legal_moves():
            where = hint_place(state, move)
            sel = capture_view.Selection(card=where.card)
            html = capture_view.table_html(session, sel, seat, EN)
            found = select(html, where.place)
            assert len(found) == 1, (str(move), where)
            tag = found[0]
            assert "disabled" not in tag
            if state.phase == "recapture":  # the prompt's buttons (T-11), where the victim looks
                assert tag.get("data-act") in ("recap", "let-go")
            if where.card is not None and tag.get("data-act") != "discard":
                assert tag.get("data-target") == "1", (str(move), tag)
            assert click(tag, where.card, state) == move
            english = hint_words(session, state, move, EN)
            assert english.startswith("Hint: ")
            if move.card >= 0:
                assert capture_story.name_of(NAMES[move.card], EN) in english
            assert hint_words(session, state, move, HI).startswith("संकेत")
    assert (prompts > 0) == (game_id == "thief")


@pytest.mark.parametrize("game_id", ["thief", "four-card", "gharat"])
def test_the_table_offers_every_legal_move(game_id: str) -> None:
    """Every legal move with a card has a place on the table: a card that could take from the
    middle may still be discarded (F-4: after a first capture, a discard whenever you like)."""
    instead = 0
    for session in capture_moves(game_id, 3, seed=11, limit=600):
        state = session.state
        offered = {m for card in set(state.view(state.to_move)["hand"])
                   for m in targets(state, card).values()}
        legal = set(state.legal_moves()) - {END_MOVE, DECLINE_MOVE}
        assert offered == legal
        instead += sum(1 for m in legal if m.kind == DISCARD and Move(TAKE, m.card) in legal)
    assert (instead > 0) == (game_id == "four-card")


def test_four_card_discard_instead_button_names_the_card() -> None:
    for session in capture_moves("four-card", 3, seed=5, limit=600):
        state = session.state
        for card in set(state.view(state.to_move)["hand"]):
            if INSTEAD not in targets(state, card):
                continue
            for msg, words in ((EN, "Discard {card} instead"), (HI, "इसके बजाय {card} फेंकें")):
                sel = capture_view.Selection(card=card)
                html = capture_view.table_html(session, sel, state.to_move, msg)
                name = capture_story.name_of(card, msg)
                assert words.format(card=name) in html.replace("&#x27;", "'")
            return
    raise AssertionError("no card that could both take and be discarded")


def board_positions(players: int, seed: int, limit: int = 50):  # noqa: ANN201
    setup = Setup(players=players, seats=[HUMAN] * players)
    return positions(BoardSession.new(setup, seed), seed, limit, avoid=CONCEDE)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_hint_marks_the_control_that_makes_the_move(players: int) -> None:
    rng = random.Random(players)
    kinds: set[str] = set()
    for session in board_positions(players, seed=players):
        state = session.state
        seat = state.to_move
        moves = state.legal_moves()
        for move in rng.sample(moves, min(3, len(moves))):  # a table drawn for each: a sample
            kinds.add("concede" if move == CONCEDE else "thief" if move.is_thief
                      else "play" if board_hint(session, move).space else "open")
            hint = board_hint(session, move)
            html = board_view.table_html(session, hint.sel, seat, EN)
            for place in hint.places:
                found = select(html, place)
                assert len(found) == 1 and "disabled" not in found[0], (str(move), place)
            first = select(html, hint.places[0])[0]
            if move == CONCEDE:
                assert first.get("data-act") == "concede"
            elif move.is_thief:  # the pile open, the card lifted: Steal plays it
                sel = hint.sel
                assert first.get("data-act") == "steal"
                assert thief_move(sel.card, sel.pile, sel.lift) == move
            else:
                assert first.get("data-target") == "1"
                assert play_move(hint.sel.card, "ab".index(first["data-pile"])) == move
            words = board_hint_words(hint, move, EN)
            assert words.startswith("Hint: ")
            if hint.space is not None:
                assert f"space {hint.space}" in words
            assert board_hint_words(hint, move, HI).startswith("संकेत")
    assert kinds == {"concede", "thief", "play", "open"}
