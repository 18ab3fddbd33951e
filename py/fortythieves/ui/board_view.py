"""The board game's table as HTML markup, made from the session and the player's selection.

Pure Python (no browser): :mod:`.board_app` puts the markup into ``#table`` and animates it;
tests read it natively. Every control is a real ``<button>``, so Tab, Enter and Space work and
screen readers name them; colours always come with a mark (circle, square, triangle, diamond).

DOM hooks: ``.bt[data-turn][data-phase][data-round][data-viewer]``, ``.seat[data-seat]
[data-side][data-turn][data-conceded]``, ``.space[data-space=<product>][data-owner]
[data-preview=a|b|steal]``, ``.chip[data-side][data-mark]``, ``.pile[data-pile=a|b]
[data-count][data-target]``, ``[data-look=a|b]``, ``.pile-open[data-pile]``, ``.pcard[data-lift]``,
``.hcard[data-card][data-playable][aria-pressed]``, ``[data-act=concede|steal|cancel|ready|
close-pile]``, ``.handoff``, ``svg.lines line``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Any

from ..board import BoardState
from ..board.game import MAX_ROUNDS
from ..board.grid import PRODUCTS, SIZE, lines_of, tokens
from ..cards import RANK_OF
from ..i18n import Oblique, Translate
from . import text
from .board_session import PILES, BoardSession, PilePreview, card_code, cell_of, preview
from .cardface import card_name, face_svg
from .seats import HUMAN, SIDE_MARKS, chip_html, handoff_html, journal_list, last_events

CARD_W, CARD_H = 64, 90
Said = Callable[[list[dict[str, Any]]], list[str]]
"""A move's events in sentences, as a table's live region says them."""
STEAL_MARK = "⇄"
"""The badge on a space a thief may steal: its red tint is never the only sign."""


@dataclass
class Selection:
    """What the player has picked so far: a hand card; for a thief, its pile and the card to
    lift; and a pile opened to look through."""

    card: str | None = None
    pile: int | None = None
    lift: str | None = None
    open_pile: int | None = None

    @property
    def thief(self) -> bool:
        return self.card is not None and RANK_OF[card_code(self.card)] == 10


# -- names -------------------------------------------------------------------------------------


def seat_name(session: BoardSession, player: int, msg: Translate) -> str:
    """"Computer 2", "Player 1", or "You" (whose `{name.oblique}` is "you" mid-sentence)."""
    setup = session.setup
    if setup.seats[player] != HUMAN:
        return msg(text.BOARD["computer"], n=player + 1)
    if len(setup.humans) == 1:
        return Oblique(msg(text.BOARD["you"]), msg(text.BOARD["you_oblique"]))
    return msg(text.BOARD["player"], n=player + 1)


def team_name(side: int, msg: Translate) -> str:
    """A partnership's name ("Team A", "टीम क"), at the board and the capture tables."""
    return msg(text.BOARD["team"], letter=msg(text.TEAM_LETTERS[side]))


def partner_words(session: Any, msg: Translate) -> list[str]:
    """For four players in two teams, seats 1 and 3 against 2 and 4 (the board game's, B-80;
    Gharat's partnerships, G-13), with one person: whom they play with, and as which team (a
    phone's seats leave the team to the chips' colours)."""
    humans = session.setup.humans
    if len(humans) != 1:
        return []
    you = humans[0]
    return [msg(text.BOARD["team_with"], partner=seat_name(session, (you + 2) % 4, msg),
                team=team_name(you % 2, msg))]


def side_name(session: BoardSession, side: int, msg: Translate) -> str:
    game = session.state.game
    if game.players == 4:
        return team_name(side, msg)
    return seat_name(session, game.members[side][0], msg)


def _holder(session: BoardSession, side: int, msg: Translate) -> Oblique:
    """The side holding a space, with its mark ("Computer 2 (square)"), in both forms: "held
    by you (circle)", not "held by You"."""
    name, mark = side_name(session, side, msg), mark_name(side, msg)
    return Oblique(f"{name} ({mark})", f"{getattr(name, 'oblique', name)} ({mark})")


def side_with_members(session: BoardSession, side: int, msg: Translate) -> str:
    """A side as a result names it: a team with its players ("Team A (You + Computer 3)"),
    which a phone's seats leave to the chips' colours."""
    game = session.state.game
    name = side_name(session, side, msg)
    if game.players != 4:
        return name
    return f"{name} ({' + '.join(seat_name(session, p, msg) for p in game.members[side])})"


def mark_name(side: int, msg: Translate) -> str:
    return msg(text.BOARD["mark_" + SIDE_MARKS[side]])


def pile_letter(pile: int | str, msg: Translate) -> str:
    """A discard pile (0 or 1, or its letter in the notation) as the player reads its name."""
    return msg(text.PILE_WORDS[PILES[pile] if isinstance(pile, int) else pile])


# -- the whole table ---------------------------------------------------------------------------


def table_html(
    session: BoardSession, sel: Selection, viewer: int | None, msg: Translate,
    handoff: int | None = None, ended: BoardState | None = None,
) -> str:
    """The table: seats, board, piles, hand and actions. ``viewer`` is the person whose hand is
    shown (``None``: nobody's); ``handoff`` covers the table for the hot-seat hand-over to that
    player; ``ended``, while a round's summary is open, the table as that round ended, so that
    the next deal is not seen behind it."""
    over = session.state.is_over  # the game's end; ``ended`` is over as the round it shows
    if ended is not None:
        session = copy.copy(session)
        session.state = ended
    state = session.state
    previews = (
        preview(state, sel.card)
        if sel.card and viewer is not None and state.to_move == viewer else []
    )
    turn = state.to_move
    parts = [
        f'<div class="bt" data-turn="{"" if turn is None else turn}" '
        f'data-phase="{"over" if state.is_over else state.round.phase}" '
        f'data-round="{state.round.number}" data-viewer="{"" if viewer is None else viewer}" '
        f'data-players="{state.game.players}">',
        seats_html(session, msg),
        '<div class="bt-main">',
        board_html(session, sel, previews, msg, last_claim(state) if ended is None else None),
        '<div class="bt-side">',
        piles_html(session, sel, previews, msg),
        pile_open_html(session, sel, previews, msg),
        confirm_html(session, sel, msg),
        hand_html(session, sel, viewer, msg, over),
        actions_html(session, viewer, msg),
        "</div></div>",
    ]
    if handoff is not None:
        parts.append(cover_html(session, handoff, msg,
                                lambda events: describe(session, events, msg),
                                teams=session.state.game.players == 4))
    parts.append("</div>")
    return "".join(parts)


def flags_html(flags: list[tuple[str, str]]) -> str:
    """A seat's flags ("to play", "dealer"), each its own span, so that a narrow seat can leave
    one to screen readers (``data-flag``) while the others show."""
    if not flags:
        return ""
    spans = "".join(f'<span data-flag="{key}">{escape(words)}</span>' for key, words in flags)
    return f'<span class="seat-flags">{spans}</span>'


def hand_card_words(name: str, idle: bool, msg: Translate) -> str:
    """A hand card's name, and on one's turn whether it cannot be played: the grey that shows
    it is not heard (WCAG 1.4.1)."""
    return f"{name} — {msg(text.BOARD['no_play'])}" if idle else name


def spoken(words: str) -> str:
    """A control's name as hidden text inside it (words not yet escaped). A name from content,
    rather than an ``aria-label`` that the picture's own letters (a card's rank, a pile's
    count) would not match, keeps what is seen and what is heard in step (WCAG 2.5.3)."""
    return f'<span class="sr-only">{escape(words)}</span>'


def cover_html(session: Any, seat: int, msg: Translate, words: Said, why: str = "",
               teams: bool = False) -> str:
    """The hot-seat cover for ``seat`` (any table whose session has a ``setup``): the moves
    since that person last played, in ``words`` (the live region's, as everyone may see
    them); ``why``, a sentence before the usual one, when the device changes hands mid-turn;
    with ``teams`` (four players, partners opposite), whom that person plays with: a phone's
    seats show the teams only by their chips' colours, and no one at a shared device is told
    it otherwise."""
    name = seat_name(session, seat, msg)
    team = (msg(text.BOARD["team_of"], name=name, partner=seat_name(session, (seat + 2) % 4, msg),
                team=team_name(seat % 2, msg)) if teams else "")
    body = " ".join(filter(None, (why, msg(text.BOARD["handoff_text"], name=name), team)))
    return handoff_html(seat, msg(text.BOARD["handoff_title"], name=name), body,
                        msg(text.BOARD["ready"]),
                        (msg(text.BOARD["moves"]), msg(text.BOARD["scores"])),
                        recent_moves(session, seat, msg, words))


def recent_moves(session: Any, seat: int, msg: Translate,
                 words: Said) -> tuple[str, list[str], str]:
    """The cover's heading and lines for the moves since ``seat`` last played (or since the
    round or hand began): at a table of three or more, the person coming back to the device
    missed them. Nothing for one move: the line under the toolbar says it. The page shows the
    latest few, and then the last of the three, which says where the others are (table.css)."""
    played, moves = session.moves_since(seat)
    lines = [line for line in (" ".join(words(events)) for events in moves) if line]
    if len(lines) < 2:
        return "", [], ""
    name = seat_name(session, seat, msg)
    heading = msg(text.BOARD["since_turn" if played else "so_far"], name=name)
    return heading, lines, msg(text.BOARD["earlier_moves"])


def seats_html(session: BoardSession, msg: Translate) -> str:
    state = session.state
    game = state.game
    rnd = state.round
    out = ['<ol class="seats">']
    for p in range(game.players):
        side = game.side_of[p]
        name = seat_name(session, p, msg)
        level = session.setup.seats[p]
        flags = [(key, msg(text.BOARD[key])) for key, on in (
            ("to_play", state.to_move == p), ("dealer", rnd.dealer == p),
            ("conceded", rnd.conceded[p])) if on]
        score = state.points[side]
        if session.setup.tokens:
            t = tokens(score)
            points = msg(text.BOARD["tokens_fmt"], kings=t["kings"], jacks=t["jacks"])
        else:
            points = msg(text.BOARD["points"], points=score)
        extra = ""
        if game.three_strikes:
            queens = msg(text.BOARD["queens"], count=state.queens[p])
            extra = f'<span class="queens">{escape(queens)}</span>'
        who = escape(name)
        if level != HUMAN:
            who += f" <small>{escape(msg(text.LEVEL_WORDS[level]))}</small>"
        team = ""
        if game.players == 4:
            team = f'<span class="team">{escape(side_name(session, side, msg))}</span>'
        out.append(
            f'<li class="seat side-{side}" data-seat="{p}" data-side="{side}" '
            f'data-turn="{int(state.to_move == p)}" data-conceded="{int(rnd.conceded[p])}">'
            f"{chip_html(side, 18)}"
            f'<span class="seat-text"><span class="seat-name">{who}</span>{team}'
            f'<span class="seat-info">{escape(msg(text.BOARD["cards"], count=len(rnd.hands[p])))}'
            f" · {escape(points)}</span>{extra}"
            + flags_html(flags) + "</span></li>"
        )
    out.append("</ol>")
    return "".join(out)


def last_claim(state: BoardState) -> int | None:
    """The space the last move of the round in play took or stole, if it did: marked on the
    board, so that a computer's move can be found after its line of words has gone."""
    if not state.history:
        return None
    events = last_events(state)
    kinds = {e["type"] for e in events}
    if "round-won" in kinds and "game-over" not in kinds:  # it ended the round before this
        return None
    return next((e["space"] for e in reversed(events) if e["type"] in ("claim", "steal")), None)


def board_html(
    session: BoardSession, sel: Selection, previews: list[PilePreview], msg: Translate,
    last: int | None = None,
) -> str:
    """The board; once the round is over for good (the game's end, or the table under a
    round's summary), with the winning line drawn over it; ``last``, the space the last move
    took or stole, marked."""
    state = session.state
    held = state.round.owner
    owner = [None if o < 0 else o for o in held[: SIZE * SIZE]]
    lines = ([line for side in range(state.game.sides) for line in lines_of(held, side)]
             if state.is_over else [])
    marks: dict[int, str] = {}
    if sel.thief:
        for pv in previews:
            if sel.pile is not None and pv.pile != sel.pile:
                continue
            for lift, space in pv.lifts.items():
                if sel.lift is None or sel.lift == lift:
                    marks[space] = "steal"
    else:
        for pv in previews:
            if pv.ok and pv.space is not None and pv.space not in marks:
                marks[pv.space] = PILES[pv.pile]  # data-preview="a", its badge pile_letter
    out = [f'<div class="board-wrap"><div class="board" role="grid" '
           f'aria-label="{escape(msg(text.BOARD["board"]))}">']
    for row in range(SIZE):
        out.append('<div class="brow" role="row">')
        for col in range(SIZE):
            cell = row * SIZE + col
            product = PRODUCTS[cell]
            side = owner[cell]
            mark = marks.get(product)
            holder = "" if side is None else _holder(session, side, msg)
            if mark == "steal":  # whose it is decides which to steal
                label = msg(text.BOARD["space_steal"], n=product, name=holder)
            elif mark:
                label = msg(text.BOARD["space_claim"], n=product, pile=pile_letter(mark, msg))
            elif side is None:
                label = msg(text.BOARD["space_free"], n=product)
            else:
                label = msg(text.BOARD["space_held"], n=product, name=holder)
            if product == last and side is not None:
                label = msg(text.BOARD["space_last"], space=label)
            chip = chip_html(side) if side is not None else ""
            sign = STEAL_MARK if mark == "steal" else pile_letter(mark, msg) if mark else ""
            badge = f'<span class="via" aria-hidden="true">{sign}</span>' if mark else ""
            chosen = ' data-chosen="1"' if mark == "steal" and sel.lift else ""
            out.append(
                f'<button type="button" role="gridcell" class="space" data-space="{product}" '
                f'data-owner="{"" if side is None else side}"'
                f'{" data-last" if product == last and side is not None else ""}'
                f'{f" data-preview={chr(34)}{mark}{chr(34)}" if mark else ""}{chosen} '
                f'tabindex="{0 if cell == 0 else -1}">'
                f'<span class="num" aria-hidden="true">{product}</span>{chip}{badge}'
                f"{spoken(label)}</button>"
            )
        out.append("</div>")
    if lines:
        out.append(lines_svg(lines))
    out.append("</div></div>")
    return "".join(out)


def lines_svg(lines: list[list[int]]) -> str:
    """The winning lines drawn over the board's spaces (a 600 x 600 box, 100 a space); inside
    ``.board``, so they stay on the spaces however the table sizes the board."""
    parts = ['<svg class="lines" viewBox="0 0 600 600" aria-hidden="true">']
    for products in lines:
        a, b = cell_of(products[0]), cell_of(products[-1])
        x1, y1 = a % SIZE * 100 + 50, a // SIZE * 100 + 50
        x2, y2 = b % SIZE * 100 + 50, b // SIZE * 100 + 50
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>')
    parts.append("</svg>")
    return "".join(parts)


def face(card: str) -> str:
    return face_svg(card_code(card), CARD_W, CARD_H)


def piles_html(
    session: BoardSession, sel: Selection, previews: list[PilePreview], msg: Translate
) -> str:
    rnd = session.state.round
    out = ['<div class="piles">']
    for pile in (0, 1):
        cards = rnd.piles[pile]
        letter, name = PILES[pile], pile_letter(pile, msg)
        pv = next((p for p in previews if p.pile == pile), None)
        target = ""
        if pv is not None and pv.ok and (not sel.thief or sel.pile in (None, pile)):
            target = ' data-target="1"'
        if cards:
            top = cards[-1]
            from ..cards import NAMES

            label = msg(text.BOARD["pile_label"], pile=name, count=len(cards),
                        card=card_name(top, msg))
            inner = face(NAMES[top])
        else:
            label = msg(text.BOARD["pile_empty"], pile=name)
            inner = ""
        if target and pv is not None:  # what choosing it does, as its highlight shows
            label += " — " + (msg(text.BOARD["pile_thief"]) if sel.thief
                              else msg(text.BOARD["pile_starts"]) if pv.space is None
                              else msg(text.BOARD["pile_claims"], space=pv.space))
        out.append(
            f'<div class="pile-box"><button type="button" class="pile" data-pile="{letter}" '
            f'data-count="{len(cards)}"{target}>'
            f'<span class="top">{inner}</span><span class="pile-name" aria-hidden="true">{name}'
            f'</span><span class="count" aria-hidden="true">{len(cards)}</span>{spoken(label)}'
            "</button>"
            f'<button type="button" class="look" data-look="{letter}" '
            f'aria-expanded="{"true" if sel.open_pile == pile else "false"}">'
            f'{escape(msg(text.BOARD["look"], pile=name))}</button></div>'
        )
    out.append(
        f'<p class="stock">{escape(msg(text.BOARD["stock"], count=len(rnd.stock)))}<br>'
        f"{escape(round_words(session, msg))}</p>"
    )
    out.append("</div>")
    return "".join(out)


def round_words(session: BoardSession, msg: Translate) -> str:
    state = session.state
    number = state.round.number
    if number > state.game.rounds:
        return msg(text.BOARD["extra_round"], round=number)
    return msg(text.BOARD["round_of"], round=number, rounds=state.game.rounds)


def pile_open_html(
    session: BoardSession, sel: Selection, previews: list[PilePreview], msg: Translate
) -> str:
    """A pile laid out to look through; while a thief chooses, the cards it may lift."""
    if sel.open_pile is None:
        return ""
    from ..cards import NAMES

    pile = sel.open_pile
    cards = [NAMES[c] for c in session.state.round.piles[pile]]
    lifts: dict[str, int] = {}
    choosing = sel.thief and sel.pile == pile
    if choosing:
        pv = next((p for p in previews if p.pile == pile), None)
        lifts = pv.lifts if pv else {}
    title = escape(msg(text.BOARD["pile_title"], pile=pile_letter(pile, msg)))
    out = [
        f'<div class="pile-open" data-pile="{PILES[pile]}" role="group" aria-label="{title}">'
        f'<p>{title}</p><div class="pcards">'
    ]
    for name in cards:
        words = card_name(card_code(name), msg)
        if choosing and name in lifts:
            pressed = "true" if sel.lift == name else "false"
            out.append(
                f'<button type="button" class="pcard" data-lift="{name}" aria-pressed="{pressed}" '
                f'>{face(name)}<span class="gets" aria-hidden="true">{lifts[name]}</span>'
                f"{spoken(msg(text.BOARD['lift_to_steal'], card=words, space=lifts[name]))}"
                "</button>"
            )
        else:
            out.append(f'<span class="pcard" data-card="{name}" role="img" '
                       f'aria-label="{escape(words)}">{face(name)}</span>')
    out.append("</div>")
    if choosing and not lifts:
        out.append(f'<p>{escape(msg(text.BOARD["no_lift"]))}</p>')
    out.append(f'<button type="button" data-act="close-pile">{escape(msg(text.UI["close"]))}'
               "</button></div>")
    return "".join(out)


def confirm_html(session: BoardSession, sel: Selection, msg: Translate) -> str:
    if not (sel.thief and sel.pile is not None and sel.lift is not None):
        return ""
    from .board_session import steal_space

    space = steal_space(session.state, sel.pile, card_code(sel.lift))
    words = msg(text.BOARD["thief_confirm"], card=card_name(card_code(sel.lift), msg),
                space=space)
    return (  # the group named by its question
        f'<div class="confirm" role="group" aria-labelledby="confirm-q">'
        f'<p id="confirm-q">{escape(words)}</p>'
        f'<button type="button" data-act="steal" class="primary">'
        f'{escape(msg(text.BOARD["steal"]))}</button>'
        f'<button type="button" data-act="cancel">{escape(msg(text.BOARD["cancel"]))}</button>'
        "</div>"
    )


def hand_html(session: BoardSession, sel: Selection, viewer: int | None, msg: Translate,
              over: bool) -> str:
    """The viewer's hand; once the game is ``over``, who won, where the hand was (a hand of
    cards left bright, or in hot-seat "the hand is hidden", looked like a game going on)."""
    state = session.state
    if over:
        return f'<div class="hand game-over"><p>{escape(game_won_words(session, msg))}</p></div>'
    if viewer is None:
        return (f'<div class="hand hidden-hand"><p>{escape(msg(text.BOARD["hand_hidden"]))}'
                "</p></div>")
    if state.round.conceded[viewer]:  # B-70: laid face down (greyed, it looked still in play)
        count = len(state.round.hands[viewer])
        words = (msg(text.BOARD["hand_down"], count=count) if count
                 else msg(text.BOARD["hint_conceded"]))  # a refill took them (B-71)
        return f'<div class="hand hidden-hand"><p>{escape(words)}</p></div>'
    from ..cards import NAMES

    title = (msg(text.BOARD["hand"]) if len(session.setup.humans) == 1
             else msg(text.BOARD["hand_of"], name=seat_name(session, viewer, msg)))
    mine = state.to_move == viewer
    out = [f'<div class="hand" role="group" data-seat="{viewer}" aria-label="{escape(title)}">'
           f'<p class="hand-title">{escape(title)}</p><div class="hcards">']
    for code in sorted(state.round.hands[viewer], key=lambda c: (RANK_OF[c], c)):
        name = NAMES[code]
        ok = mine and any(p.ok for p in preview(state, name))
        pressed = "true" if sel.card == name else "false"
        out.append(
            f'<button type="button" class="hcard" data-card="{name}" '
            f'data-playable="{int(ok)}" aria-pressed="{pressed}">'
            f"{face(name)}{spoken(hand_card_words(card_name(code, msg), mine and not ok, msg))}"
            "</button>"
        )
    out.append("</div></div>")
    return "".join(out)


def actions_html(session: BoardSession, viewer: int | None, msg: Translate) -> str:
    state = session.state
    can = (viewer is not None and state.to_move == viewer and state.round.phase == 2
           and not state.is_over)
    waits = "" if can else ' aria-disabled="true"'  # still tapped and focused: it says why
    return (
        '<div class="actions">'
        f'<button type="button" data-act="concede"{waits}>'
        f'{escape(msg(text.BOARD["concede"]))}</button>'
        f'<button type="button" data-act="moves">{escape(msg(text.BOARD["moves"]))}</button>'
        f'<button type="button" data-act="scores">{escape(msg(text.BOARD["scores"]))}</button>'
        "</div>"
    )


def journal_html(session: BoardSession, moves: list[list[dict[str, Any]]],
                 msg: Translate) -> str:
    """The round's moves in words, oldest first (no one's draws: they are not said)."""
    return journal_list([" ".join(describe(session, events, msg)) for events in moves],
                        msg(text.BOARD["no_moves"]))


# -- words for moves, rounds and the game -----------------------------------------------------


def describe(
    session: BoardSession, events: list[dict[str, Any]], msg: Translate
) -> list[str]:
    """Sentences for what just happened (the live region reads them)."""
    out: list[str] = []
    discard: dict[str, Any] | None = None
    lift: dict[str, Any] | None = None
    conceded: int | None = None
    for event in events:
        kind = event["type"]
        if kind == "discard":
            discard, lift = event, None
        elif kind == "lift":
            lift = event
        elif kind in ("claim", "steal") and discard is not None:
            name = seat_name(session, event["player"], msg)
            pile = pile_letter(discard["pile"], msg)
            if lift is not None:
                out.append(msg(text.BOARD["move_steal"], name=name, pile=pile,
                               card=card_name(card_code(lift["card"]), msg),
                               space=event["space"],
                               victim=side_name(session, event["from"], msg)))
            else:
                out.append(msg(text.BOARD["move_play"], name=name, pile=pile,
                               card=card_name(card_code(discard["card"]), msg),
                               space=event["space"]))
            discard = None
        elif kind == "concede":
            conceded = len(out)
            out.append(msg(text.BOARD["move_concede"], name=seat_name(session, event["player"],
                                                                       msg)))
        elif kind == "redeal":
            out.append(msg(text.BOARD["move_redeal"], name=seat_name(session, event["player"],
                                                                      msg)))
        elif kind == "refill":  # B-71: the stock grew again, said (it went from 0 to 4 unsaid)
            out.append(msg(text.BOARD["move_refill"], count=event["count"]))
        elif kind == "round-won":
            if event["by"] == "concession" and conceded is not None:
                del out[conceded]  # the round's words say who conceded
            out.append(round_words_won(session, event, msg))
    if discard is not None:  # the opening of pile a claims nothing
        out.insert(0, msg(text.BOARD["move_open"],
                          name=seat_name(session, discard["player"], msg),
                          pile=pile_letter(discard["pile"], msg),
                          card=card_name(card_code(discard["card"]), msg)))
    return out


def taken_words(spaces: tuple[int, int], card: str, msg: Translate) -> str:
    """The spaces a card refused on both piles would claim (one, when the piles' tops are
    of a rank): said before the rule that refuses it."""
    name = card_name(card_code(card), msg)
    if spaces[0] == spaces[1]:
        return msg(text.BOARD["taken_space"], card=name, space=spaces[0])
    return msg(text.BOARD["taken_spaces"], card=name, a=spaces[0], b=spaces[1],
               pile_a=pile_letter(0, msg), pile_b=pile_letter(1, msg))


def round_words_won(session: BoardSession, event: dict[str, Any], msg: Translate) -> str:
    """Who won the round and how: the winning line's spaces named, for a line not seen (the
    summary can cover it on a phone, and a screen reader does not see it)."""
    name = side_with_members(session, event["side"], msg)
    if event["by"] == "line":
        lines = event["lines"]
        spaces = "; ".join(", ".join(str(p) for p in line) for line in lines)
        won = msg(text.BOARD["won_line"], name=name, points=event["points"],
                  count=len(lines), spaces=spaces)
        if any(len(line) > 4 for line in lines):  # B-51: why a line of five scores 2
            return f'{won} {msg(text.BOARD["won_long_line"])}'
        return won
    if session.state.game.sides == 2:  # one side conceded: say which
        return msg(text.BOARD["won_conceded_by"], name=name, points=event["points"],
                   loser=side_name(session, 1 - event["side"], msg))
    return msg(text.BOARD["won_concession"], name=name, points=event["points"])


def game_won_words(session: BoardSession, msg: Translate) -> str:
    """Who won the game, and how when it was not on points in the agreed rounds."""
    state = session.state
    side_of = state.game.side_of
    names = sorted({side_with_members(session, side_of[w], msg) for w in state.winners})
    name = names[0] if len(names) == 1 else " + ".join(names)  # one keeps "you" (oblique)
    if state.game.three_strikes and max(state.queens) >= 3:  # B-95
        return msg(text.BOARD["winner_queens"], name=name)
    if state.round.number > state.game.rounds:  # B-90: a tie played on
        return msg(text.BOARD["winner_extra"], name=name, round=state.round.number)
    return msg(text.BOARD["winner"], name=name)


def scoreboard_html(session: BoardSession, msg: Translate) -> str:
    """Rounds down, sides across, and the totals."""
    game = session.state.game
    heads = "".join(
        f'<th scope="col">{chip_html(s, 14)} {escape(side_name(session, s, msg))}</th>'
        for s in range(game.sides)
    )
    rows = []
    for entry in session.log:
        cells = "".join(
            f"<td>{entry['points'] if entry['side'] == s else 0}</td>"
            for s in range(game.sides)
        )
        rows.append(f'<tr><th scope="row">{entry["round"]}</th>{cells}</tr>')
    totals = "".join(f"<td><b>{p}</b></td>" for p in session.state.points)
    return (
        f'<table class="scoreboard"><caption>{escape(msg(text.BOARD["scoreboard"]))}</caption>'
        f'<thead><tr><th scope="col">{escape(msg(text.BOARD["round"]))}</th>{heads}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody><tfoot><tr><th scope="row">'
        f'{escape(msg(text.BOARD["total"]))}</th>{totals}</tr></tfoot></table>'
    )


def setup_html(setup: Any, msg: Translate) -> str:
    """The new-game panel's form (inside the dialog)."""
    from .seats import KINDS, PACES

    def option(value: str, label: str, chosen: bool) -> str:
        return (f'<option value="{escape(value)}"{" selected" if chosen else ""}>'
                f"{escape(label)}</option>")

    players = "".join(option(str(n), str(n), setup.players == n) for n in (2, 3, 4))
    rows = []
    for p in range(setup.players):
        side = p % 2 if setup.players == 4 else p
        kinds = "".join(
            option(k, msg(text.LEVEL_NAMES[k]), setup.seats[p] == k) for k in KINDS
        )
        rows.append(
            f'<label class="field seat-field">{chip_html(side, 16)}'
            f'<span>{escape(msg(text.BOARD["seat"], n=p + 1))}</span>'
            f'<select id="setup-seat-{p}" data-seat="{p}">{kinds}</select></label>'
        )
    paces = "".join(option(k, msg(text.PACE_NAMES[k]), setup.pace == k) for k in PACES)
    strikes_off = " disabled" if setup.players != 2 else ""
    return (
        '<div class="setup">'
        f'<label class="field"><span>{escape(msg(text.BOARD["players"]))}</span>'
        f'<select id="setup-players">{players}</select></label>'
        f'<p class="note">{escape(msg(text.BOARD["teams_note"]))}</p>'
        + "".join(rows)
        + f'<label class="field"><span>{escape(msg(text.BOARD["rounds"]))}</span>'
        f'<input id="setup-rounds" type="number" min="1" max="{MAX_ROUNDS}" inputmode="numeric" '
        f'value="{setup.rounds}" aria-describedby="dialog-error"></label>'
        '<p id="dialog-error" class="error"></p>'
        f'<label class="field check"><input id="setup-strikes" type="checkbox"'
        f'{" checked" if setup.three_strikes else ""}{strikes_off} '
        f'aria-describedby="setup-strikes-note"> '
        f'<span>{escape(msg(text.BOARD["three_strikes"]))}</span></label>'
        f'<p class="note option-note" id="setup-strikes-note">'
        f'{escape(msg(text.BOARD["three_strikes_note"]))}</p>'
        f'<label class="field check"><input id="setup-tokens" type="checkbox"'
        f'{" checked" if setup.tokens else ""} aria-describedby="setup-tokens-note"> '
        f'<span>{escape(msg(text.UI["tokens"]))}</span></label>'
        f'<p class="note option-note" id="setup-tokens-note">'
        f'{escape(msg(text.BOARD["tokens_note"]))}</p>'
        f'<label class="field"><span>{escape(msg(text.UI["pace"]))}</span>'
        f'<select id="setup-pace">{paces}</select></label>'
        "</div>"
    )
