"""The table of Thief, Four Card Thief and Gharat as HTML markup, made from what the viewer may
see (:class:`.CaptureSeen`: the engine's ``view``, never the state, so that no hidden card can
reach it) and the player's selection. Pure Python (no browser): :mod:`.table` puts it into
``#table``; tests read it natively. Every control is a real ``<button>``; the places a selected
card may go are marked with ``data-target`` and a word (take, steal, pair...), never by colour
alone.

DOM hooks: ``.ct[data-game][data-turn][data-phase][data-hand][data-viewer]``,
``.cseat[data-seat][data-turn][data-side][data-winner]``, ``.cpile[data-pile=<seat>][data-count]
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

from ...cards import JOKER_ID, RANK_OF
from ...i18n import Translate
from ...thief.common import TableState
from ...thief.moves import DISCARD, END_MOVE, TAKE
from ..seated.markup import cover_html, flags_html, hand_card_words, seat_name, spoken, team_name
from ..seated.seats import HUMAN
from ..shell import text
from ..shell.cardface import face_svg
from .session import INSTEAD, MIDDLE, CaptureSeen, CaptureSession, Recapture, code, sides
from .story import describe, game_won_words, hand_words, middle_name, name_of, names_of, side_of
from .words import CAPTURE, JOKER, MIDDLE_WORDS


@dataclass
class Selection:
    card: str | None = None


def face(card: str, msg: Translate, width: int = 64) -> str:
    """A card's face; a joker is drawn as a star with the word, in the table's language."""
    height = round(width * 1.4)
    if code(card) != JOKER_ID:
        return face_svg(code(card), width, height)
    word = escape(msg(JOKER).upper())
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}"'
        f' height="{height}" aria-hidden="true" class="face joker"><rect x=".5" y=".5" '
        f'width="{width - 1}" height="{height - 1}" rx="{max(3, width * .08):.1f}" '
        f'class="face-bg"/><text x="50%" y="45%" text-anchor="middle" font-size="{width * .5:.0f}"'
        f' fill="#6a1b9a">★</text><text x="50%" y="78%" text-anchor="middle" font-weight="700" '
        f'font-size="{width * .2:.0f}" fill="#6a1b9a">{word}</text></svg>'
    )


# -- the whole table -------------------------------------------------------------------------


def table_html(
    session: CaptureSession, sel: Selection, viewer: int | None, msg: Translate,
    handoff: int | None = None, ended: TableState | None = None,
) -> str:
    """The table for ``viewer`` (``None``: no hand shown); ``ended``, while a hand's summary is
    open, the table as that hand ended, so that the next deal is not seen behind it. Drawn
    from what ``viewer`` may see of it alone."""
    won = game_won_words(session, msg) if session.state.is_over else None  # every hand played
    shown = CaptureSeen.of(session, viewer, ended)
    view = shown.view
    legal = shown.targets(sel.card.rstrip("~")) if sel.card else {}
    turn = shown.to_move
    winners = winning_seats(session)
    parts = [
        f'<div class="ct" data-game="{view["game"]}" data-turn="{"" if turn is None else turn}" '
        f'data-phase="{view["phase"]}" data-hand="{view["hand_no"]}" '
        f'data-viewer="{"" if viewer is None else viewer}" data-players="{view["players"]}">',
        '<div class="ct-top">',
        middle_html(shown, legal, msg),
        '</div><div class="cseats">',
        "".join(seat_html(shown, p, legal, msg, p in winners) for p in range(view["players"])),
        "</div>",
        recap_html(shown, msg),
        hand_html(shown, sel, legal, msg, won),
        actions_html(shown, sel, legal, msg),
    ]
    if handoff is not None:
        parts.append(cover_html(session, handoff, msg,
                                lambda events: describe(session, events, None, msg),
                                handoff_why(shown, handoff, msg),
                                bool(shown.game.teams)))
    parts.append("</div>")
    return "".join(parts)


def winning_seats(session: CaptureSession) -> set[int]:
    """The seats marked as winners: the game's once it is over, else the best of the hand whose
    summary is open (none when every side made as many points)."""
    state, end = session.state, session.end
    if state.is_over:
        shared = list(state.scores)  # a seat's score is its side's already
    elif end is not None:
        shared = list(end.points)
        for team in sides(state):  # a partnership's points are its partners' together
            for seat in team:
                shared[seat] = sum(end.points[q] for q in team)
        if len(set(shared)) == 1:
            return set()
    else:
        return set()
    best = max(shared)
    return {seat for seat, score in enumerate(shared) if score == best}


def _verb(move: Any, game_id: str, msg: Translate) -> str:
    if move.kind == TAKE:
        return msg(CAPTURE["do_take"])
    if move.kind == DISCARD:
        return msg(CAPTURE["do_lay" if game_id == "gharat" else "do_discard"])
    return ""


CROWDED = (8, 14)
"""More open centre cards than these overlap a half, then two thirds, of each card."""


def middle_html(shown: CaptureSeen, legal: dict[str, Any], msg: Translate) -> str:
    view = shown.view
    gid = view["game"]
    name = middle_name(gid, msg)
    middle = view["middle"]
    count = middle["count"]
    move = legal.get(MIDDLE)
    target = ' data-target="1"' if move else ""
    verb = (f'<span class="via" aria-hidden="true">{escape(_verb(move, gid, msg))}</span>'
            if move else "")
    crowd = ""
    if "cards" in middle:  # every card face up (Four Card Thief's centre, F-2)
        cards = middle["cards"]
        label = msg(CAPTURE["centre_label"], cards=names_of(cards, msg) or "–")
        inner = "".join(f'<span class="mcard{ten(c)}">{face(c, msg, 46)}</span>' for c in cards)
        if count > CROWDED[0]:  # overlapped, a corner each (capture.css)
            crowd = f' data-crowd="{1 + (count > CROWDED[1])}"'
    elif count:
        label = msg(CAPTURE["middle_label"], name=name, count=count,
                    card=name_of(middle["top"], msg))
        inner = f'<span class="mcard">{face(middle["top"], msg, 58)}</span>'
    else:
        label = msg(CAPTURE["middle_empty"], name=name)
        inner = '<span class="mcard empty"></span>'
    if move:
        label += " — " + _verb(move, gid, msg)
    extra = ""
    if middle.get("covered"):  # Gharat's cards under the top, unknown to all (G-3)
        covered = msg(CAPTURE["covered"], count=middle["covered"])
        extra = f'<span class="covered">{escape(covered)}</span>'
    return (
        f'<div class="centre"><button type="button" class="middle" data-pile="m" '
        f'data-count="{count}"{crowd}'
        f'{target}><span class="mname" aria-hidden="true">{escape(name)}'
        f' <b>{count}</b></span><span class="mcards">{inner}</span>{verb}{spoken(label)}'
        "</button>"
        f'<div class="info"><span class="stock" data-count="{view["stock"]}">'
        f'{escape(msg(CAPTURE["stock"], count=view["stock"]))}</span>{extra}'
        f'<span class="handno">{escape(hand_words(shown.game, view["hand_no"], msg))}</span>'
        "</div></div>"
    )


def ten(card: str) -> str:
    """The class that marks a ten among overlapping cards (a packet, a crowded centre): its
    two-figure rank needs more of the card to show than the part left uncovered for one
    figure (``.pk.ten``, ``.mcard.ten`` in the CSS)."""
    return " ten" if card[0] == "T" else ""


def packet_faces(cards: list[str], msg: Translate) -> str:
    """A packet's cards, overlapping, its tens marked (:func:`ten`)."""
    return "".join(f'<span class="pk{ten(c)}">{face(c, msg, 40)}</span>' for c in cards)


def top_taken(view: dict[str, Any], p: int) -> list[str]:
    """What a capture from seat ``p``'s pile takes: its top packet (T-8), in Gharat the run of
    one rank on top (G-7); nothing from an empty pile."""
    pile = view["piles"][p]
    return list(pile["packet"] if "packet" in pile else pile["run"])


def seat_html(shown: CaptureSeen, p: int, legal: dict[str, Any], msg: Translate,
              won: bool = False) -> str:
    setup, view, game = shown.setup, shown.view, shown.game
    name = seat_name(shown, p, msg)
    who = escape(name)
    if setup.seats[p] != HUMAN:
        who += f" <small>{escape(msg(text.LEVEL_WORDS[setup.seats[p]]))}</small>"
    flags = []
    to_move = shown.to_move
    if to_move == p:
        key = "deciding" if view["phase"] == "recapture" else "to_play"
        flags.append((key, msg(CAPTURE[key])))
    if view["dealer"] == p:
        flags.append(("dealer", msg(CAPTURE["dealer"])))
    team = ""
    if game.teams:
        team = f' <span class="team">{escape(team_name(p % 2, msg))}</span>'
    pile = view["piles"][p]
    points = view["pile_points"][p]
    top = top_taken(view, p)
    count = pile["count"]
    if shown.packets:
        size = (msg(CAPTURE["packet"], count=len(top)) + " · "
                + msg(CAPTURE["packets"], count=len(pile["packets"]))) if count else ""
    else:
        size = msg(CAPTURE["run_of"], run=len(top), count=count) if count else ""
    move = legal.get(f"p{p}")
    verb = ""
    if move is not None and move.arg == to_move:
        verb = msg(CAPTURE["do_join"])
    elif move is not None and game.teams and p % 2 == to_move % 2:
        verb = msg(CAPTURE["do_take_partner"])  # G-7: the side's points stay the same
    elif move is not None:  # what the steal takes, not the pile's points for the hand
        key = "do_steal_gain" if shown.packets else "do_take_gain"  # Gharat takes runs (G-7)
        verb = msg(CAPTURE[key], points=view["top_points"][p])
    label = (msg(CAPTURE["pile_label"], name=name, count=count, points=points,
                 card=name_of(top[-1], msg)) if top
             else msg(CAPTURE["pile_empty"], name=name))
    if not shown.packets and len(top) > 1:
        label += ". " + msg(CAPTURE["run"], count=len(top))
    if verb:
        label += " — " + verb
    safe = ""
    if pile.get("protected"):  # Four Card Thief's set of four (F-6)
        safe = f'<span class="safe">{escape(msg(CAPTURE["protected"]))}</span>'
    tops = top[-6:]
    faces = packet_faces(tops, msg)
    score = view["scores"][p]
    points_key = "team_points" if game.teams else "points"  # not the seat's own
    side = side_of(game, p)
    return (
        f'<div class="cseat side-{side}" data-seat="{p}"{" data-winner" if won else ""} '
        f'data-turn="{int(to_move == p)}" data-side="{side}">'
        f'<div class="chead"><span class="seat-name">{who}</span>{team}'
        f'<span class="seat-info">{escape(msg(CAPTURE["cards"], count=view["hand_sizes"][p]))}'
        f'<span class="sep"> · </span><b>{escape(msg(CAPTURE[points_key], points=score))}</b>'
        f"</span>{flags_html(flags)}"
        + f'</div><button type="button" class="cpile" data-pile="{p}" data-count="{count}" '
        f'data-points="{points}"{" data-target=" + chr(34) + "1" + chr(34) if move else ""} '
        f'><span class="pks" data-n="{len(tops)}">{faces}</span>'
        f'<span class="psize" aria-hidden="true">{escape(size)}</span>'
        f'<span class="ppoints" aria-hidden="true">'
        f'{escape(msg(CAPTURE["hand_points"], points=points))}</span>'
        f'<span class="ppoints short" aria-hidden="true">'  # for a short table's narrow pile
        f'{escape(msg(CAPTURE["hand_points_short"], points=points))}</span>'
        + (f'<span class="via" aria-hidden="true">{escape(verb)}</span>' if verb else "")
        + f"{spoken(label)}{safe}</button></div>"
    )


def recap_html(shown: CaptureSeen, msg: Translate) -> str:
    """The re-capture prompt for the victim; for others, a line saying who decides."""
    rc = shown.recapture
    if rc is None:
        return ""
    thief = seat_name(shown, rc.thief, msg)
    if shown.viewer != rc.victim:
        wait = msg(CAPTURE["recap_wait"], name=seat_name(shown, rc.victim, msg))
        return f'<p class="recap-wait">{escape(wait)}</p>'
    stake = " ".join((  # what taking it back means: the card goes with it, and may be lost too
        msg(CAPTURE["recap_text"], cards=names_of(rc.packet, msg), points=rc.points),
        msg(CAPTURE["recap_more"], name=thief)))
    packet = packet_faces(rc.packet, msg)
    title = "recap_title_back" if rc.back else "recap_title"
    buttons = "".join(
        f'<button type="button" class="primary" data-act="recap" data-with="{c}" '
        f'aria-describedby="recap-stake">'
        f'{escape(msg(CAPTURE["recap_take"], card=name_of(c, msg)))}</button>'
        for c in rc.cards
    )
    return (
        f'<div class="recap" role="group" aria-labelledby="recap-title">'
        f'<h2 id="recap-title">{escape(msg(CAPTURE[title], name=thief))}</h2>'
        f'<div class="pks">{packet}'
        f'</div><p id="recap-stake">{escape(stake)}</p>'
        f'<div class="recap-buttons">{buttons}<button type="button" data-act="let-go" '
        f'aria-describedby="recap-stake">'
        f'{escape(msg(CAPTURE["recap_let"]))}</button></div></div>'
    )


def recap_words(session: CaptureSession, rc: Recapture, msg: Translate) -> str:
    """The victim's decision in a sentence, said to the one person ("Computer 2 stole your
    packet: take it back, or let it go."), or in hot-seat to the person named."""
    back = "_back" if rc.back else ""
    thief = seat_name(session, rc.thief, msg)
    if len(session.setup.humans) == 1:
        return msg(CAPTURE["recap_pending" + back], name=thief)
    return msg(CAPTURE["recap_turn" + back], name=seat_name(session, rc.victim, msg),
               thief=thief)


def choices_words(shown: CaptureSeen, card: str, msg: Translate) -> str:
    """Where a chosen card may go, in words ("Queen of clubs: pair with Queen of diamonds,
    steal from Computer 3 (+20)."): what the highlights show, as the board game names its
    piles' spaces, where this said only "choose a highlighted place"."""
    words = MIDDLE_WORDS[shown.view["game"]]
    to_move = shown.to_move
    places = []
    for key, move in shown.targets(card).items():
        if key.startswith("h"):
            places.append(msg(CAPTURE["choice_pair"], card=name_of(key[1:], msg)))
        elif key == MIDDLE:
            places.append(msg(words["choice_take" if move.kind == TAKE else "choice_discard"]))
        elif key == INSTEAD:
            places.append(msg(CAPTURE["choice_instead"]))
        elif move.arg == to_move:
            places.append(msg(CAPTURE["do_join"]))
        elif shown.game.teams and move.arg % 2 == to_move % 2:
            places.append(msg(CAPTURE["do_take_partner"]))
        else:
            places.append(msg(CAPTURE["choice_steal" if shown.packets else "choice_take_from"],
                              name=seat_name(shown, move.arg, msg),
                              points=shown.view["top_points"][move.arg]))
    return msg(CAPTURE["choices"], card=name_of(card, msg), places=", ".join(places))


def handoff_why(shown: CaptureSeen, seat: int, msg: Translate) -> str:
    """Why the device goes to ``seat`` in the middle of a turn: a packet stolen from them,
    theirs to take back (T-11), or their turn going on once the other let it go or took it
    back for good; else nothing (a turn that begins needs no reason)."""
    rc = shown.recapture
    if rc is not None and rc.victim == seat:
        return msg(CAPTURE["handoff_recap_back" if rc.back else "handoff_recap"],
                   thief=seat_name(shown, rc.thief, msg), name=seat_name(shown, seat, msg))
    events = shown.last  # who made the last move, and what it was
    if rc is not None or not events or seat != shown.view["turn"]:
        return ""
    key = {"decline": "handoff_let_go", "recapture": "handoff_kept"}.get(events[0]["type"])
    if key is None or any(e["type"] in ("turn", "hand-over") for e in events):
        return ""  # not an answer to a steal (a steal itself, Gharat's take, the victim unable
        # to answer), or an answer after which the thief had nothing left: a new turn begins
    return msg(CAPTURE[key], name=seat_name(shown, events[0]["player"], msg),
               thief=seat_name(shown, seat, msg))


def hand_html(shown: CaptureSeen, sel: Selection, legal: dict[str, Any], msg: Translate,
              won: str | None) -> str:
    """The viewer's hand; once every hand is played, who won (``won``) where it was (not the
    table behind a hand's summary, whose game ended with that hand)."""
    viewer = shown.viewer
    if won is not None:
        return f'<div class="hand game-over"><p>{escape(won)}</p></div>'
    if viewer is None:
        return (f'<div class="hand hidden-hand"><p>{escape(msg(CAPTURE["hand_hidden"]))}'
                "</p></div>")
    title = (msg(CAPTURE["your_hand"]) if len(shown.setup.humans) == 1
             else msg(CAPTURE["hand_of"], name=seat_name(shown, viewer, msg)))
    mine = shown.to_move == viewer and shown.view["phase"] != "recapture"
    out = [f'<div class="hand" role="group" data-seat="{viewer}" aria-label="{escape(title)}">'
           f'<p class="hand-title">{escape(title)}</p><div class="hcards">']
    drawn: set[str] = set()
    for name in sorted(shown.view["hand"], key=lambda n: (RANK_OF[code(n)] or 99, code(n))):
        twin = name in drawn  # two decks: the same card twice, one button each
        drawn.add(name)
        key = name + ("~" if twin else "")
        ok = mine and bool(shown.targets(name))
        pair = f"h{name}" in legal and sel.card != key
        words = hand_card_words(name_of(name, msg), mine and not (ok or pair), msg)
        if pair:
            words += " — " + msg(CAPTURE["do_pair"])
        out.append(
            f'<button type="button" class="hcard" data-card="{key}" data-playable="{int(ok)}"'
            f'{" data-target=" + chr(34) + "1" + chr(34) if pair else ""} '
            f'aria-pressed="{"true" if sel.card == key else "false"}" '
            f">{face(name, msg, 62)}"
            + (f'<span class="via" aria-hidden="true">{escape(msg(CAPTURE["do_pair"]))}'
               "</span>" if pair else "")
            + f"{spoken(words)}</button>"
        )
    out.append("</div></div>")
    return "".join(out)


def actions_html(shown: CaptureSeen, sel: Selection, legal: dict[str, Any],
                 msg: Translate) -> str:
    """End turn (Thief), a discard of the selected card that the middle would take (Four
    Card), the hand's moves and the scores."""
    end = ""
    if shown.view["game"] == "thief" and shown.view["phase"] != "over":
        ok = END_MOVE in shown.legal
        end = (f'<button type="button" data-act="end"{"" if ok else " disabled"}>'
               f'{escape(msg(CAPTURE["end_turn"]))}</button>')
    if INSTEAD in legal and sel.card:
        words = msg(CAPTURE["discard_instead"], card=name_of(sel.card.rstrip("~"), msg))
        end += f'<button type="button" data-act="discard">{escape(words)}</button>'
    return (f'<div class="actions">{end}<button type="button" data-act="moves">'
            f'{escape(msg(CAPTURE["moves"]))}</button><button type="button" '
            f'data-act="scores">{escape(msg(CAPTURE["scores"]))}</button></div>')
