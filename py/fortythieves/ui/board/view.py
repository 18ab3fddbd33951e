"""The board game's table as HTML markup, made from what the viewer may see
(:class:`.BoardSeen`: the engine's ``view``, never the state, so that no hidden card can reach
it) and the player's selection.

Pure Python (no browser): :mod:`.table` puts the markup into ``#table`` and animates it;
tests read it natively. Every control is a real ``<button>``, so Tab, Enter and Space work and
screen readers name them; colours always come with a mark (circle, square, triangle, diamond).

DOM hooks: ``.bt[data-turn][data-phase][data-round][data-viewer]``, ``.seat[data-seat]
[data-side][data-turn][data-conceded][data-winner]``, ``.space[data-space=<product>][data-owner]
[data-preview=a|b|steal][data-win]``, ``.chip[data-side][data-mark]``, ``.pile[data-pile=a|b]
[data-count][data-target]``, ``[data-look=a|b]``, ``.pile-open[data-pile]``, ``.pcard[data-lift]``,
``.hcard[data-card][data-playable][aria-pressed]``, ``[data-act=concede|steal|cancel|ready|
close-pile]``, ``.handoff``, ``svg.lines line``.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from ...board import BoardState
from ...board.grid import PRODUCTS, SIZE, lines_of
from ...board.state import PHASES
from ...cards import NAMES, RANK_OF
from ...i18n import Translate
from ..seated.markup import (
    cover_html,
    flags_html,
    hand_card_words,
    seat_name,
    spoken,
)
from ..seated.seats import HUMAN, chip_html, journal_list
from ..shell import text
from ..shell.cardface import card_name, face_svg
from .session import (
    PILES,
    BoardSeen,
    BoardSession,
    PilePreview,
    card_code,
    cell_of,
    lifted_space,
)
from .story import describe, game_won_words, pile_letter, side_name, space_holder

CARD_W, CARD_H = 64, 90
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


# -- the whole table ---------------------------------------------------------------------------


def table_html(
    session: BoardSession, sel: Selection, viewer: int | None, msg: Translate,
    handoff: int | None = None, ended: BoardState | None = None,
) -> str:
    """The table: seats, board, piles, hand and actions. ``viewer`` is the person whose hand is
    shown (``None``: nobody's); ``handoff`` covers the table for the hot-seat hand-over to that
    player; ``ended``, while a round's summary is open, the table as that round ended, so that
    the next deal is not seen behind it. Drawn from what ``viewer`` may see of it alone."""
    won = game_won_words(session, msg) if session.state.is_over else None  # the game's end
    shown = BoardSeen.of(session, viewer, ended)
    view = shown.view
    previews = shown.previews(sel.card)
    turn = shown.to_move
    phase = "over" if shown.over else PHASES.index(view["phase"])
    parts = [
        f'<div class="bt" data-turn="{"" if turn is None else turn}" '
        f'data-phase="{phase}" '
        f'data-round="{view["round"]}" data-viewer="{"" if viewer is None else viewer}" '
        f'data-players="{view["players"]}">',
        seats_html(shown, msg),
        '<div class="bt-main">',
        board_html(shown, sel, previews, msg, last_claim(shown) if ended is None else None),
        '<div class="bt-side">',
        piles_html(shown, sel, previews, msg),
        pile_open_html(shown, sel, previews, msg),
        confirm_html(shown, sel, msg),
        hand_html(shown, sel, msg, won),
        actions_html(shown, msg),
        "</div></div>",
    ]
    if handoff is not None:
        parts.append(cover_html(session, handoff, msg,
                                lambda events: describe(session, events, msg),
                                teams=view["players"] == 4))
    parts.append("</div>")
    return "".join(parts)


def seats_html(shown: BoardSeen, msg: Translate) -> str:
    view = shown.view
    setup = shown.setup
    out = ['<ol class="seats">']
    for p in range(view["players"]):
        side = view["sides"][p]
        name = seat_name(shown, p, msg)
        level = setup.seats[p]
        flags = [(key, msg(text.BOARD[key])) for key, on in (
            ("to_play", shown.to_move == p), ("dealer", view["dealer"] == p),
            ("conceded", view["conceded"][p])) if on]
        score = view["scores"][p]  # the side's (B-83)
        if setup.tokens:
            t = view["tokens"][p]
            points = msg(text.BOARD["tokens_fmt"], kings=t["kings"], jacks=t["jacks"])
        else:
            points = msg(text.BOARD["points"], points=score)
        extra = ""
        if shown.game.three_strikes:
            queens = msg(text.BOARD["queens"], count=view["queens"][p])
            extra = f'<span class="queens">{escape(queens)}</span>'
        who = escape(name)
        if level != HUMAN:
            who += f" <small>{escape(msg(text.LEVEL_WORDS[level]))}</small>"
        team = ""
        if view["players"] == 4:
            team = f'<span class="team">{escape(side_name(shown, side, msg))}</span>'
        won = " data-winner" if p in view["winners"] else ""  # the round's, or the game's
        out.append(
            f'<li class="seat side-{side}" data-seat="{p}" data-side="{side}"{won} '
            f'data-turn="{int(shown.to_move == p)}" data-conceded="{int(view["conceded"][p])}">'
            f"{chip_html(side, 18)}"
            f'<span class="seat-text"><span class="seat-name">{who}</span>{team}'
            f'<span class="seat-info">{escape(msg(text.BOARD["cards"], count=view["hands"][p]))}'
            f" · {escape(points)}</span>{extra}"
            + flags_html(flags) + "</span></li>"
        )
    out.append("</ol>")
    return "".join(out)


def last_claim(shown: BoardSeen) -> int | None:
    """The space the last move of the round in play took or stole, if it did: marked on the
    board, so that a computer's move can be found after its line of words has gone."""
    events = shown.last
    kinds = {e["type"] for e in events}
    if "round-won" in kinds and "game-over" not in kinds:  # it ended the round before this
        return None
    return next((e["space"] for e in reversed(events) if e["type"] in ("claim", "steal")), None)


def board_html(
    shown: BoardSeen, sel: Selection, previews: list[PilePreview], msg: Translate,
    last: int | None = None,
) -> str:
    """The board; once the round is over for good (the game's end, or the table under a
    round's summary), with the winning line drawn over it; ``last``, the space the last move
    took or stole, marked."""
    owner = shown.view["board"]
    held = [-1 if o is None else o for o in owner]
    lines = ([line for side in range(shown.game.sides) for line in lines_of(held, side)]
             if shown.over else [])
    won = {space for line in lines for space in line}
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
            holder = "" if side is None else space_holder(shown, side, msg)
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
                f'{" data-win" if product in won else ""}'
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
        parts.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" pathLength="1"/>')
    parts.append("</svg>")
    return "".join(parts)


def face(card: str) -> str:
    return face_svg(card_code(card), CARD_W, CARD_H)


def piles_html(
    shown: BoardSeen, sel: Selection, previews: list[PilePreview], msg: Translate
) -> str:
    view = shown.view
    out = ['<div class="piles">']
    for pile in (0, 1):
        cards = view["piles"][pile]
        letter, name = PILES[pile], pile_letter(pile, msg)
        pv = next((p for p in previews if p.pile == pile), None)
        target = ""
        if pv is not None and pv.ok and (not sel.thief or sel.pile in (None, pile)):
            target = ' data-target="1"'
        if cards:
            top = cards[-1]
            label = msg(text.BOARD["pile_label"], pile=name, count=len(cards),
                        card=card_name(card_code(top), msg))
            inner = face(top)
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
            f'aria-expanded="{"true" if sel.open_pile == pile else "false"}" '
            f'aria-label="{escape(msg(text.BOARD["look"], pile=name))}">'
            f'<span class="look-long" aria-hidden="true">'
            f'{escape(msg(text.BOARD["look"], pile=name))}</span><span class="look-short" '
            f'aria-hidden="true">{escape(msg(text.BOARD["look_short"]))}</span></button></div>'
        )
    out.append(
        f'<p class="stock">{escape(msg(text.BOARD["stock"], count=view["stock"]))}<br>'
        f"{escape(round_words(view['round'], view['rounds'], msg))}</p>"
    )
    out.append("</div>")
    return "".join(out)


def round_words(number: int, rounds: int, msg: Translate) -> str:
    """Round ``number``, of how many (an extra round past them, B-90)."""
    if number > rounds:
        return msg(text.BOARD["extra_round"], round=number)
    return msg(text.BOARD["round_of"], round=number, rounds=rounds)


def pile_open_html(
    shown: BoardSeen, sel: Selection, previews: list[PilePreview], msg: Translate
) -> str:
    """A pile laid out to look through; while a thief chooses, the cards it may lift."""
    if sel.open_pile is None:
        return ""
    pile = sel.open_pile
    cards = shown.view["piles"][pile]
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


def confirm_html(shown: BoardSeen, sel: Selection, msg: Translate) -> str:
    if not (sel.thief and sel.pile is not None and sel.lift is not None):
        return ""
    other = shown.view["piles"][1 - sel.pile][-1]
    space = lifted_space(card_code(sel.lift), card_code(other))
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


def hand_html(shown: BoardSeen, sel: Selection, msg: Translate, won: str | None) -> str:
    """The viewer's hand; once the game is over, who won (``won``), where the hand was (a hand
    of cards left bright, or in hot-seat "the hand is hidden", looked like a game going on)."""
    view, viewer = shown.view, shown.viewer
    if won is not None:
        return f'<div class="hand game-over"><p>{escape(won)}</p></div>'
    if viewer is None:
        return (f'<div class="hand hidden-hand"><p>{escape(msg(text.BOARD["hand_hidden"]))}'
                "</p></div>")
    if view["conceded"][viewer]:  # B-70: laid face down (greyed, it looked still in play)
        count = view["hands"][viewer]
        words = (msg(text.BOARD["hand_down"], count=count) if count
                 else msg(text.BOARD["hint_conceded"]))  # a refill took them (B-71)
        return f'<div class="hand hidden-hand"><p>{escape(words)}</p></div>'
    title = (msg(text.BOARD["hand"]) if len(shown.setup.humans) == 1
             else msg(text.BOARD["hand_of"], name=seat_name(shown, viewer, msg)))
    mine = shown.to_move == viewer
    out = [f'<div class="hand" role="group" data-seat="{viewer}" aria-label="{escape(title)}">'
           f'<p class="hand-title">{escape(title)}</p><div class="hcards">']
    for code in sorted(map(card_code, view["hand"]), key=lambda c: (RANK_OF[c], c)):
        name = NAMES[code]
        ok = mine and any(p.ok for p in shown.previews(name))
        pressed = "true" if sel.card == name else "false"
        out.append(
            f'<button type="button" class="hcard" data-card="{name}" '
            f'data-playable="{int(ok)}" aria-pressed="{pressed}">'
            f"{face(name)}{spoken(hand_card_words(card_name(code, msg), mine and not ok, msg))}"
            "</button>"
        )
    out.append("</div></div>")
    return "".join(out)


def actions_html(shown: BoardSeen, msg: Translate) -> str:
    viewer = shown.viewer
    can = viewer is not None and shown.to_move == viewer and shown.view["phase"] == "play"
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
