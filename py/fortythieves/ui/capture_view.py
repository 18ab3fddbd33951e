"""The table of Thief, Four Card Thief and Gharat as HTML markup, made from the session and the
player's selection. Pure Python (no browser): :mod:`.capture_app` puts it into ``#table``;
tests read it natively. Every control is a real ``<button>``; the places a selected card may
go are marked with ``data-target`` and a word (take, steal, pair...), never by colour alone.

DOM hooks: ``.ct[data-game][data-turn][data-phase][data-hand][data-viewer]``,
``.cseat[data-seat][data-turn][data-side]``, ``.cpile[data-pile=<seat>][data-count]
[data-points][data-target]``, ``.middle[data-pile=m][data-count][data-target]``,
``.stock[data-count]``,
``.hcard[data-card][data-playable][data-target][aria-pressed]``, ``.recap`` with
``[data-act=recap][data-with=<card>]`` and ``[data-act=let-go]``, ``[data-act=end|discard|
moves|scores|ready]``, ``.handoff``, ``.scoreboard``, ``.ranking``, ``.journal``.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from ..cards import JOKER_ID, NAMES, RANK_OF
from ..i18n import Oblique, Translate
from ..thief.common import DECLINE, DISCARD, STEAL, TAKE, TableState, top_run, visible_events
from ..thief.gharat import TARGET
from . import text
from .board_view import cover_html, flags_html, hand_card_words, seat_name, spoken, team_name
from .capture_session import (
    INSTEAD,
    MIDDLE,
    CaptureSession,
    Recapture,
    can_end,
    code,
    ranking,
    recapture,
    sides,
    targets,
)
from .cardface import card_name, face_svg
from .seats import HUMAN, KINDS, PACES, journal_list, last_events


@dataclass
class Selection:
    card: str | None = None


def face(card: str, msg: Translate, width: int = 64) -> str:
    """A card's face; a joker is drawn as a star with the word, in the table's language."""
    height = round(width * 1.4)
    if code(card) != JOKER_ID:
        return face_svg(code(card), width, height)
    word = escape(msg(text.JOKER).upper())
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}"'
        f' height="{height}" aria-hidden="true" class="face joker"><rect x=".5" y=".5" '
        f'width="{width - 1}" height="{height - 1}" rx="{max(3, width * .08):.1f}" '
        f'class="face-bg"/><text x="50%" y="45%" text-anchor="middle" font-size="{width * .5:.0f}"'
        f' fill="#6a1b9a">★</text><text x="50%" y="78%" text-anchor="middle" font-weight="700" '
        f'font-size="{width * .2:.0f}" fill="#6a1b9a">{word}</text></svg>'
    )


def name_of(card: str, msg: Translate) -> str:
    c = code(card)
    if c != JOKER_ID:
        return card_name(c, msg)
    joker = msg(text.JOKER)
    return Oblique(joker, joker)


def names_of(cards: list[str], msg: Translate) -> str:
    return ", ".join(name_of(c, msg) for c in cards)


def _team_words(session: CaptureSession, team: list[int], msg: Translate) -> tuple[str, list[str]]:
    """A partnership's name ("Team A") and its members' names."""
    return (team_name(team[0] % 2, msg),
            [seat_name(session, p, msg) for p in team])


def side_name(session: CaptureSession, team: list[int], msg: Translate) -> str:
    if len(team) == 1:
        return seat_name(session, team[0], msg)
    name, members = _team_words(session, team, msg)
    return f"{name} ({' + '.join(members)})"


def side_heading(session: CaptureSession, team: list[int], msg: Translate) -> str:
    """A column's heading, as markup: a partnership's members under its name, each name kept
    whole when a narrow table wraps them."""
    if len(team) == 1:
        return escape(seat_name(session, team[0], msg))
    name, members = _team_words(session, team, msg)
    spans = " + ".join(f"<span>{escape(m)}</span>" for m in members)
    return f'{escape(name)} <span class="members">({spans})</span>'


def _side_of(state: TableState, seat: int) -> int:
    """The seat's colour: its team's in partnerships, else its own (six, for six seats)."""
    return seat % 2 if state.game.teams else seat


def middle_name(game_id: str, msg: Translate) -> str:
    key = {"thief": "discard_pile", "four-card": "centre", "gharat": "play_pile"}[game_id]
    return msg(text.CAPTURE[key])


def hands_in_game(state: TableState) -> int | None:
    return None if state.game.id == "gharat" else state.game.players


def hand_words(state: TableState, msg: Translate) -> str:
    """Which hand this is, of how many (Gharat: to how many points)."""
    hands = hands_in_game(state)
    if hands:
        return msg(text.CAPTURE["hand_of_game"], hand=state.hand_no, hands=hands)
    return msg(text.CAPTURE["hand_to"], hand=state.hand_no, target=msg.number(TARGET))


# -- the whole table -------------------------------------------------------------------------


def table_html(
    session: CaptureSession, sel: Selection, viewer: int | None, msg: Translate,
    handoff: int | None = None, ended: TableState | None = None,
) -> str:
    """The table for ``viewer`` (``None``: no hand shown); ``ended``, while a hand's summary is
    open, the table as that hand ended, so that the next deal is not seen behind it."""
    state = ended or session.state
    mine = viewer is not None and state.to_move == viewer
    legal = targets(state, sel.card.rstrip("~")) if sel.card and mine else {}
    turn = state.to_move
    parts = [
        f'<div class="ct" data-game="{state.game.id}" data-turn="{"" if turn is None else turn}" '
        f'data-phase="{state.phase}" data-hand="{state.hand_no}" '
        f'data-viewer="{"" if viewer is None else viewer}" data-players="{state.game.players}">',
        '<div class="ct-top">',
        middle_html(state, legal, msg),
        '</div><div class="cseats">',
        "".join(seat_html(session, state, p, legal, msg) for p in range(state.game.players)),
        "</div>",
        recap_html(session, state, viewer, msg),
        hand_html(session, state, sel, viewer, legal, msg),
        actions_html(state, viewer, sel, legal, msg),
    ]
    if handoff is not None:
        parts.append(cover_html(session, handoff, msg,
                                lambda events: describe(session, events, None, msg),
                                handoff_why(session, state, handoff, msg),
                                bool(state.game.teams)))
    parts.append("</div>")
    return "".join(parts)


def _verb(move: Any, game_id: str, msg: Translate) -> str:
    if move.kind == TAKE:
        return msg(text.CAPTURE["do_take"])
    if move.kind == DISCARD:
        return msg(text.CAPTURE["do_lay" if game_id == "gharat" else "do_discard"])
    return ""


CROWDED = (8, 14)
"""More open centre cards than these overlap a half, then two thirds, of each card."""


def middle_html(state: TableState, legal: dict[str, Any], msg: Translate) -> str:
    gid = state.game.id
    name = middle_name(gid, msg)
    cards = [NAMES[c] for c in state.middle]
    move = legal.get(MIDDLE)
    target = ' data-target="1"' if move else ""
    verb = (f'<span class="via" aria-hidden="true">{escape(_verb(move, gid, msg))}</span>'
            if move else "")
    crowd = ""
    if state.OPEN_MIDDLE:
        label = msg(text.CAPTURE["centre_label"], cards=names_of(cards, msg) or "–")
        inner = "".join(f'<span class="mcard{ten(c)}">{face(c, msg, 46)}</span>' for c in cards)
        if len(cards) > CROWDED[0]:  # overlapped, a corner each (table.css)
            crowd = f' data-crowd="{1 + (len(cards) > CROWDED[1])}"'
    elif cards:
        label = msg(text.CAPTURE["middle_label"], name=name, count=len(cards),
                    card=name_of(cards[-1], msg))
        inner = f'<span class="mcard">{face(cards[-1], msg, 58)}</span>'
    else:
        label = msg(text.CAPTURE["middle_empty"], name=name)
        inner = '<span class="mcard empty"></span>'
    if move:
        label += " — " + _verb(move, gid, msg)
    extra = ""
    if gid == "gharat" and state.covered:
        covered = msg(text.CAPTURE["covered"], count=state.covered)
        extra = f'<span class="covered">{escape(covered)}</span>'
    return (
        f'<div class="centre"><button type="button" class="middle" data-pile="m" '
        f'data-count="{len(cards)}"{crowd}'
        f'{target}><span class="mname" aria-hidden="true">{escape(name)}'
        f' <b>{len(cards)}</b></span><span class="mcards">{inner}</span>{verb}{spoken(label)}'
        "</button>"
        f'<div class="info"><span class="stock" data-count="{len(state.stock)}">'
        f'{escape(msg(text.CAPTURE["stock"], count=len(state.stock)))}</span>{extra}'
        f'<span class="handno">{escape(hand_words(state, msg))}</span></div></div>'
    )


def ten(card: str) -> str:
    """The class that marks a ten among overlapping cards (a packet, a crowded centre): its
    two-figure rank needs more of the card to show than the part left uncovered for one
    figure (``.pk.ten``, ``.mcard.ten`` in the CSS)."""
    return " ten" if card[0] == "T" else ""


def packet_faces(cards: list[str], msg: Translate) -> str:
    """A packet's cards, overlapping, its tens marked (:func:`ten`)."""
    return "".join(f'<span class="pk{ten(c)}">{face(c, msg, 40)}</span>' for c in cards)


def top_taken(state: TableState, p: int) -> list[int]:
    """What a capture from seat ``p``'s pile takes: its top packet (T-8), in Gharat the run of
    one rank on top (G-7); nothing from an empty pile."""
    pile = state.piles[p]
    if not pile:
        return []
    return list(pile[-1]) if state.PACKETS else top_run(pile)


def seat_html(session: CaptureSession, state: TableState, p: int, legal: dict[str, Any],
              msg: Translate) -> str:
    setup = session.setup
    name = seat_name(session, p, msg)
    who = escape(name)
    if setup.seats[p] != HUMAN:
        who += f" <small>{escape(msg(text.LEVEL_WORDS[setup.seats[p]]))}</small>"
    flags = []
    if state.to_move == p:
        key = "deciding" if state.phase == "recapture" else "to_play"
        flags.append((key, msg(text.CAPTURE[key])))
    if state.dealer == p:
        flags.append(("dealer", msg(text.CAPTURE["dealer"])))
    team = ""
    if state.game.teams:
        team = f' <span class="team">{escape(team_name(p % 2, msg))}</span>'
    pile = state.piles[p]
    points = state.pile_points(p)
    taken = top_taken(state, p)
    top = [NAMES[c] for c in taken]
    if state.PACKETS:
        count = sum(len(k) for k in pile)
        size = (msg(text.CAPTURE["packet"], count=len(top)) + " · "
                + msg(text.CAPTURE["packets"], count=len(pile))) if pile else ""
    else:
        count = len(pile)
        size = msg(text.CAPTURE["run_of"], run=len(top), count=count) if pile else ""
    move = legal.get(f"p{p}")
    verb = ""
    if move is not None and move.arg == state.to_move:
        verb = msg(text.CAPTURE["do_join"])
    elif move is not None and state.game.teams and p % 2 == state.to_move % 2:
        verb = msg(text.CAPTURE["do_take_partner"])  # G-7: the side's points stay the same
    elif move is not None:  # what the steal takes, not the pile's points for the hand
        key = "do_steal_gain" if state.PACKETS else "do_take_gain"  # Gharat takes runs (G-7)
        verb = msg(text.CAPTURE[key], points=state.points(taken))
    label = (msg(text.CAPTURE["pile_label"], name=name, count=count, points=points,
                 card=name_of(top[-1], msg)) if top
             else msg(text.CAPTURE["pile_empty"], name=name))
    if not state.PACKETS and len(top) > 1:
        label += ". " + msg(text.CAPTURE["run"], count=len(top))
    if verb:
        label += " — " + verb
    safe = ""
    if state.top_protected(p):
        safe = f'<span class="safe">{escape(msg(text.CAPTURE["protected"]))}</span>'
    shown = top[-6:]
    faces = packet_faces(shown, msg)
    score = state.scores[p]
    points_key = "team_points" if state.game.teams else "points"  # not the seat's own
    return (
        f'<div class="cseat side-{_side_of(state, p)}" data-seat="{p}" '
        f'data-turn="{int(state.to_move == p)}" data-side="{_side_of(state, p)}">'
        f'<div class="chead"><span class="seat-name">{who}</span>{team}'
        f'<span class="seat-info">{escape(msg(text.CAPTURE["cards"], count=len(state.hands[p])))}'
        f'<span class="sep"> · </span><b>{escape(msg(text.CAPTURE[points_key], points=score))}</b>'
        f"</span>{flags_html(flags)}"
        + f'</div><button type="button" class="cpile" data-pile="{p}" data-count="{count}" '
        f'data-points="{points}"{" data-target=" + chr(34) + "1" + chr(34) if move else ""} '
        f'><span class="pks" data-n="{len(shown)}">{faces}</span>'
        f'<span class="psize" aria-hidden="true">{escape(size)}</span>'
        f'<span class="ppoints" aria-hidden="true">'
        f'{escape(msg(text.CAPTURE["hand_points"], points=points))}</span>'
        f'<span class="ppoints short" aria-hidden="true">'  # for a short table's narrow pile
        f'{escape(msg(text.CAPTURE["hand_points_short"], points=points))}</span>'
        + (f'<span class="via" aria-hidden="true">{escape(verb)}</span>' if verb else "")
        + f"{spoken(label)}{safe}</button></div>"
    )


def recap_html(session: CaptureSession, state: TableState, viewer: int | None,
               msg: Translate) -> str:
    """The re-capture prompt for the victim; for others, a line saying who decides."""
    rc = recapture(state)
    if rc is None:
        return ""
    thief = seat_name(session, rc.thief, msg)
    if viewer != rc.victim:
        wait = msg(text.CAPTURE["recap_wait"], name=seat_name(session, rc.victim, msg))
        return f'<p class="recap-wait">{escape(wait)}</p>'
    stake = " ".join((  # what taking it back means: the card goes with it, and may be lost too
        msg(text.CAPTURE["recap_text"], cards=names_of(rc.packet, msg), points=rc.points),
        msg(text.CAPTURE["recap_more"], name=thief)))
    packet = packet_faces(rc.packet, msg)
    title = "recap_title_back" if rc.back else "recap_title"
    buttons = "".join(
        f'<button type="button" class="primary" data-act="recap" data-with="{c}" '
        f'aria-describedby="recap-stake">'
        f'{escape(msg(text.CAPTURE["recap_take"], card=name_of(c, msg)))}</button>'
        for c in rc.cards
    )
    return (
        f'<div class="recap" role="group" aria-labelledby="recap-title">'
        f'<h2 id="recap-title">{escape(msg(text.CAPTURE[title], name=thief))}</h2>'
        f'<div class="pks">{packet}'
        f'</div><p id="recap-stake">{escape(stake)}</p>'
        f'<div class="recap-buttons">{buttons}<button type="button" data-act="let-go" '
        f'aria-describedby="recap-stake">'
        f'{escape(msg(text.CAPTURE["recap_let"]))}</button></div></div>'
    )


def recap_words(session: CaptureSession, rc: Recapture, msg: Translate) -> str:
    """The victim's decision in a sentence, said to the one person ("Computer 2 stole your
    packet: take it back, or let it go."), or in hot-seat to the person named."""
    back = "_back" if rc.back else ""
    thief = seat_name(session, rc.thief, msg)
    if len(session.setup.humans) == 1:
        return msg(text.CAPTURE["recap_pending" + back], name=thief)
    return msg(text.CAPTURE["recap_turn" + back], name=seat_name(session, rc.victim, msg),
               thief=thief)


def choices_words(session: CaptureSession, state: TableState, card: str, msg: Translate) -> str:
    """Where a chosen card may go, in words ("Queen of clubs: pair with Queen of diamonds,
    steal from Computer 3 (+20)."): what the highlights show, as the board game names its
    piles' spaces, where this said only "choose a highlighted place"."""
    words = text.MIDDLE_WORDS[session.game_id]
    places = []
    for key, move in targets(state, card).items():
        if key.startswith("h"):
            places.append(msg(text.CAPTURE["choice_pair"], card=name_of(key[1:], msg)))
        elif key == MIDDLE:
            places.append(msg(words["choice_take" if move.kind == TAKE else "choice_discard"]))
        elif key == INSTEAD:
            places.append(msg(text.CAPTURE["choice_instead"]))
        elif move.arg == state.to_move:
            places.append(msg(text.CAPTURE["do_join"]))
        elif state.game.teams and move.arg % 2 == state.to_move % 2:
            places.append(msg(text.CAPTURE["do_take_partner"]))
        else:
            places.append(msg(text.CAPTURE["choice_steal" if state.PACKETS else "choice_take_from"],
                              name=seat_name(session, move.arg, msg),
                              points=state.points(top_taken(state, move.arg))))
    return msg(text.CAPTURE["choices"], card=name_of(card, msg), places=", ".join(places))


def handoff_why(session: CaptureSession, state: TableState, seat: int, msg: Translate) -> str:
    """Why the device goes to ``seat`` in the middle of a turn: a packet stolen from them,
    theirs to take back (T-11), or their turn going on once the other let it go or took it
    back for good; else nothing (a turn that begins needs no reason)."""
    rc = recapture(state)
    if rc is not None and rc.victim == seat:
        return msg(text.CAPTURE["handoff_recap_back" if rc.back else "handoff_recap"],
                   thief=seat_name(session, rc.thief, msg), name=seat_name(session, seat, msg))
    last = state.history[-1] if state.history and rc is None else None
    if last is None or seat != state.turn or last.kind not in (DECLINE, STEAL):
        return ""
    events = last_events(state)  # who made the last move, and what it was
    key = {"decline": "handoff_let_go", "recapture": "handoff_kept"}.get(events[0]["type"])
    if key is None or any(e["type"] in ("turn", "hand-over") for e in events):
        return ""  # a steal, not its answer (Gharat's take, the victim unable to answer), or
        # an answer after which the thief had nothing left to capture: a new turn begins
    return msg(text.CAPTURE[key], name=seat_name(session, events[0]["player"], msg),
               thief=seat_name(session, seat, msg))


def hand_html(session: CaptureSession, state: TableState, sel: Selection, viewer: int | None,
              legal: dict[str, Any], msg: Translate) -> str:
    if session.state.is_over:  # every hand played: the winner where the hand was (not
        # ``state``, which behind a hand's summary is that hand's table, its game ended there)
        return f'<div class="hand game-over"><p>{escape(game_won_words(session, msg))}</p></div>'
    if viewer is None:
        return (f'<div class="hand hidden-hand"><p>{escape(msg(text.CAPTURE["hand_hidden"]))}'
                "</p></div>")
    title = (msg(text.CAPTURE["your_hand"]) if len(session.setup.humans) == 1
             else msg(text.CAPTURE["hand_of"], name=seat_name(session, viewer, msg)))
    mine = state.to_move == viewer and state.phase != "recapture"
    out = [f'<div class="hand" role="group" data-seat="{viewer}" aria-label="{escape(title)}">'
           f'<p class="hand-title">{escape(title)}</p><div class="hcards">']
    seen: set[str] = set()
    for c in sorted(state.hands[viewer], key=lambda c: (RANK_OF[c] or 99, c)):
        name = NAMES[c]
        twin = name in seen  # two decks: the same card twice, one button each
        seen.add(name)
        key = name + ("~" if twin else "")
        ok = mine and bool(targets(state, name))
        pair = f"h{name}" in legal and sel.card != key
        words = hand_card_words(name_of(name, msg), mine and not (ok or pair), msg)
        if pair:
            words += " — " + msg(text.CAPTURE["do_pair"])
        out.append(
            f'<button type="button" class="hcard" data-card="{key}" data-playable="{int(ok)}"'
            f'{" data-target=" + chr(34) + "1" + chr(34) if pair else ""} '
            f'aria-pressed="{"true" if sel.card == key else "false"}" '
            f">{face(name, msg, 62)}"
            + (f'<span class="via" aria-hidden="true">{escape(msg(text.CAPTURE["do_pair"]))}'
               "</span>" if pair else "")
            + f"{spoken(words)}</button>"
        )
    out.append("</div></div>")
    return "".join(out)


def actions_html(state: TableState, viewer: int | None, sel: Selection,
                 legal: dict[str, Any], msg: Translate) -> str:
    """End turn (Thief), a discard of the selected card that the middle would take (Four
    Card), the hand's moves and the scores."""
    end = ""
    if state.game.id == "thief" and not state.is_over:
        ok = viewer is not None and state.to_move == viewer and can_end(state)
        end = (f'<button type="button" data-act="end"{"" if ok else " disabled"}>'
               f'{escape(msg(text.CAPTURE["end_turn"]))}</button>')
    if INSTEAD in legal and sel.card:
        words = msg(text.CAPTURE["discard_instead"], card=name_of(sel.card.rstrip("~"), msg))
        end += f'<button type="button" data-act="discard">{escape(words)}</button>'
    return (f'<div class="actions">{end}<button type="button" data-act="moves">'
            f'{escape(msg(text.CAPTURE["moves"]))}</button><button type="button" '
            f'data-act="scores">{escape(msg(text.CAPTURE["scores"]))}</button></div>')


# -- words for moves, the scores and the ranking ----------------------------------------------


def describe(session: CaptureSession, events: list[dict[str, Any]], viewer: int | None,
             msg: Translate) -> list[str]:
    """Sentences for what just happened, from the events as ``viewer`` may see them."""
    out: list[str] = []
    words = text.CAPTURE
    game = session.game_id
    named = None  # whose name the last sentence said: the next of theirs says "They"
    for event in visible_events(events, -1 if viewer is None else viewer):
        kind = event["type"]
        if kind == "hand-over":  # what follows deals the next hand, said as it begins
            if event["unclaimed"]:  # the middle grew, or stays, unscored
                out.append(msg(text.MIDDLE_WORDS[game]["hand_left"], count=event["unclaimed"]))
            break
        if "player" not in event:
            continue
        name = seat_name(session, event["player"], msg)
        you = "_you" if event["player"] == viewer and len(session.setup.humans) == 1 else ""
        again = "_again" if not you and event["player"] == named else ""
        before = len(out)
        card = name_of(event["card"], msg) if "card" in event else ""
        if kind == "pair":
            first, second = (name_of(c, msg) for c in event["cards"][:2])
            out.append(msg(words["move_pair"], name=name, card=first, other=second))
        elif kind == "take":
            out.append(msg(text.MIDDLE_WORDS[game]["take"], name=name, card=card,
                           count=len(event["taken"])))
            if event.get("uncovered"):
                out.append(msg(words["move_uncover"], card=name_of(event["uncovered"], msg)))
        elif kind in ("steal", "recapture"):
            victim = seat_name(session, event["from"], msg)
            partner = session.state.game.teams and (event["from"] - event["player"]) % 2 == 0
            key = ("move_recapture" if kind == "recapture" else "move_partner" if partner
                   else "move_steal" if session.state.PACKETS else "move_take_from")  # G-7
            if event.get("wild") and not partner:  # a 2 taking jacks is no mistake (T-9)
                key += "_wild"
            out.append(msg(words[key], name=name, card=card, victim=victim,
                           count=len(event["taken"])))
        elif kind == "discard":
            out.append(msg(text.MIDDLE_WORDS[game]["discard"], name=name, card=card))
        elif kind == "join":
            out.append(msg(words["move_join"], name=name, card=card))
        elif kind == "decline":
            out.append(msg(words["move_decline" + you], name=name))
        elif kind == "end-turn":  # by itself (T-13), it tells everyone the hand is dry
            out.append(msg(words["move_end" + ("_auto" if event.get("auto") else "") + you
                                 + again], name=name))
        elif kind == "draw":
            if event["player"] == viewer:
                key = "move_draw_you" if you else "move_draw_named" + again
                out.append(msg(words[key], name=name, cards=names_of(event["cards"], msg),
                               count=len(event["cards"])))
            else:
                out.append(msg(words["move_draw" + again], name=name,
                               count=len(event["cards"])))
        if len(out) > before:
            named = event["player"]
    return out


def journal_html(session: CaptureSession, moves: list[list[dict[str, Any]]],
                 viewer: int | None, msg: Translate) -> str:
    """The hand's moves in words, oldest first, as ``viewer`` saw them (no one else's draws)."""
    return journal_list([" ".join(describe(session, events, viewer, msg)) for events in moves],
                        msg(text.CAPTURE["no_moves"]))


def scoreboard_html(session: CaptureSession, msg: Translate, recent: int | None = None) -> str:
    """Hands down, sides across (partners combined), and the totals as they stand. With
    ``recent``, only that many of the last hands have rows of their own, the earlier ones
    summed in one ("1–12"): a hand's summary late in a long Gharat game stays short enough to
    show its totals (17 hands ran them 480 px below a phone's foot)."""
    state = session.state
    teams = sides(state)
    heads = "".join(f'<th scope="col">{side_heading(session, t, msg)}</th>' for t in teams)
    log = session.log
    folded = len(log) - recent if recent is not None and len(log) > recent + 1 else 0
    rows = []
    if folded:
        cells = "".join(
            f"<td>{sum(e['points'][p] for e in log[:folded] for p in t)}</td>" for t in teams)
        rows.append(f'<tr><th scope="row">{log[0]["hand"]}–'
                    f'{log[folded - 1]["hand"]}</th>{cells}</tr>')
    for entry in log[folded:]:
        cells = "".join(f"<td>{sum(entry['points'][p] for p in t)}</td>" for t in teams)
        rows.append(f'<tr><th scope="row">{entry["hand"]}</th>{cells}</tr>')
    if session.end is None and not state.is_over:  # the hand in play: its piles' points
        cells = "".join(f"<td>{sum(state.pile_points(p) for p in t)}</td>" for t in teams)
        rows.append(f'<tr class="in-play"><th scope="row">'
                    f'{escape(msg(text.CAPTURE["hand_so_far"], hand=state.hand_no))}</th>'
                    f"{cells}</tr>")
    totals = "".join(f"<td><b>{state.scores[t[0]]}</b></td>" for t in teams)
    return (
        f'<table class="scoreboard cscore"><caption>{escape(msg(text.CAPTURE["score_table"]))}'
        f'</caption><thead><tr><th scope="col">{escape(msg(text.CAPTURE["hand"]))}</th>{heads}'
        f'</tr></thead><tbody>{"".join(rows)}</tbody><tfoot><tr><th scope="row">'
        f'{escape(msg(text.CAPTURE["total"]))}</th>{totals}</tr></tfoot></table>'
    )


def winners_name(session: CaptureSession, scores: list[int], msg: Translate) -> str:
    """Who won the game ("You", "Team A (You + Computer 3)"; a shared first place joined)."""
    return joined(firsts(session, scores, msg)[0], msg)


def game_won_words(session: CaptureSession, msg: Translate) -> str:
    """The game's result in a sentence ("Winner: Computer 3!", "A shared win: You and
    Computer 3!": a tie joined by "+" read as a team)."""
    names, _ = firsts(session, session.state.scores, msg)
    key = "winner" if len(names) == 1 else "winners"
    return msg(text.CAPTURE[key], name=joined(names, msg))


def firsts(session: CaptureSession, scores: list[int], msg: Translate) -> tuple[list[str], int]:
    """Who has the most of ``scores`` (each side sharing first place), and how many."""
    ranked = ranking(scores, sides(session.state))
    return [side_name(session, team, msg) for place, team, _ in ranked if place == 1], ranked[0][2]


def joined(names: list[str], msg: Translate) -> str:
    """Names in a sentence: "A", "A and B", "A, B and C"."""
    if len(names) == 1:
        return names[0]
    return msg(text.CAPTURE["and"], first=", ".join(names[:-1]), second=names[-1])


def hand_best_words(session: CaptureSession, points: list[int], msg: Translate) -> str:
    """The hand's summary in a sentence, read with its title: who made the most points (of
    ``points``, each seat's own: a partnership's are its partners' together)."""
    shared = list(points)
    for team in sides(session.state):
        for seat in team:
            shared[seat] = sum(points[q] for q in team)
    if len(set(shared)) == 1:  # every side alike
        return msg(text.CAPTURE["hand_level"], points=shared[0])
    names, top = firsts(session, shared, msg)
    return msg(text.CAPTURE["hand_best"], name=joined(names, msg), points=top)


def ranking_html(session: CaptureSession, scores: list[int], msg: Translate) -> str:
    rows = []
    for place, team, score in ranking(scores, sides(session.state)):
        words = msg(text.CAPTURE["place"], place=place, name=side_name(session, team, msg),
                    points=score)
        rows.append(f'<li data-place="{place}">{escape(words)}</li>')
    return (f'<h3>{escape(msg(text.CAPTURE["ranking"]))}</h3>'
            f'<ol class="ranking">{"".join(rows)}</ol>')


def setup_html(setup: Any, msg: Translate) -> str:
    """The new-game panel's form (inside the dialog)."""

    def option(value: str, label: str, chosen: bool) -> str:
        return (f'<option value="{escape(value)}"{" selected" if chosen else ""}>'
                f"{escape(label)}</option>")

    players = "".join(option(str(n), str(n), setup.players == n)
                      for n in setup.player_choices())
    rows = []
    for p in range(setup.players):
        kinds = "".join(option(k, msg(text.LEVEL_NAMES[k]), setup.seats[p] == k) for k in KINDS)
        rows.append(
            f'<label class="field seat-field"><span>{escape(msg(text.BOARD["seat"], n=p + 1))}'
            f'</span><select id="setup-seat-{p}" data-seat="{p}">{kinds}</select></label>'
        )
    paces = "".join(option(k, msg(text.PACE_NAMES[k]), setup.pace == k) for k in PACES)
    partners = ""
    if setup.game_id == "gharat":
        off = " disabled" if setup.players != 4 else ""
        partners = (f'<label class="field check"><input id="setup-partners" type="checkbox"'
                    f'{" checked" if setup.partners else ""}{off}> '
                    f'<span>{escape(msg(text.CAPTURE["partners"]))}</span></label>')
    return (
        '<div class="setup">'
        f'<p class="note">{escape(msg(text.GAME_NAMES[setup.game_id]))} · '
        f'{escape(msg(text.CAPTURE["players_note"]))}</p>'
        f'<label class="field"><span>{escape(msg(text.BOARD["players"]))}</span>'
        f'<select id="setup-players">{players}</select></label>'
        + "".join(rows) + partners
        + f'<label class="field"><span>{escape(msg(text.UI["pace"]))}</span>'
        f'<select id="setup-pace">{paces}</select></label></div>'
    )
