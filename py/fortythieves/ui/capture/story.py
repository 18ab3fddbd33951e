"""What happened at a capture table, told: the cards' and the sides' names, each move in
words, the journal, the scores, a hand's best and the final ranking; and the new-game panel.

Pure Python (no browser), as :mod:`.view` is; the table's live region and dialogs say it.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ...cards import JOKER_ID
from ...i18n import Oblique, Translate
from ...thief.common import TableGame
from ...thief.gharat import TARGET
from ...thief.views import visible_events
from ..seated.markup import seat_name, team_name
from ..seated.seats import KINDS, PACES, journal_list
from ..shell import text
from ..shell.cardface import card_name
from .session import CaptureSession, code, ranking, sides
from .words import CAPTURE, JOKER, MIDDLE_WORDS


def name_of(card: str, msg: Translate) -> str:
    c = code(card)
    if c != JOKER_ID:
        return card_name(c, msg)
    joker = msg(JOKER)
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


def side_of(game: TableGame, seat: int) -> int:
    """The seat's colour: its team's in partnerships, else its own (six, for six seats)."""
    return seat % 2 if game.teams else seat


def middle_name(game_id: str, msg: Translate) -> str:
    key = {"thief": "discard_pile", "four-card": "centre", "gharat": "play_pile"}[game_id]
    return msg(CAPTURE[key])


def hands_in_game(game: TableGame) -> int | None:
    """How many hands a game lasts (one dealt by each player), ``None`` for Gharat's, which
    plays to a score."""
    return None if game.id == "gharat" else game.players


def hand_words(game: TableGame, hand: int, msg: Translate) -> str:
    """Hand number ``hand``, of how many (Gharat: to how many points)."""
    hands = hands_in_game(game)
    if hands:
        return msg(CAPTURE["hand_of_game"], hand=hand, hands=hands)
    return msg(CAPTURE["hand_to"], hand=hand, target=msg.number(TARGET))


# -- words for moves, the scores and the ranking ----------------------------------------------


def describe(session: CaptureSession, events: list[dict[str, Any]], viewer: int | None,
             msg: Translate) -> list[str]:
    """Sentences for what just happened, from the events as ``viewer`` may see them."""
    out: list[str] = []
    words = CAPTURE
    game = session.game_id
    named = None  # whose name the last sentence said: the next of theirs says "They"
    for event in visible_events(events, -1 if viewer is None else viewer):
        kind = event["type"]
        if kind == "hand-over":  # what follows deals the next hand, said as it begins
            if event["unclaimed"]:  # the middle grew, or stays, unscored
                out.append(msg(MIDDLE_WORDS[game]["hand_left"], count=event["unclaimed"]))
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
            out.append(msg(MIDDLE_WORDS[game]["take"], name=name, card=card,
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
            out.append(msg(MIDDLE_WORDS[game]["discard"], name=name, card=card))
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
                        msg(CAPTURE["no_moves"]))


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
                    f'{escape(msg(CAPTURE["hand_so_far"], hand=state.hand_no))}</th>'
                    f"{cells}</tr>")
    totals = "".join(f"<td><b>{state.scores[t[0]]}</b></td>" for t in teams)
    return (
        f'<table class="scoreboard cscore"><caption>{escape(msg(CAPTURE["score_table"]))}'
        f'</caption><thead><tr><th scope="col">{escape(msg(CAPTURE["hand"]))}</th>{heads}'
        f'</tr></thead><tbody>{"".join(rows)}</tbody><tfoot><tr><th scope="row">'
        f'{escape(msg(CAPTURE["total"]))}</th>{totals}</tr></tfoot></table>'
    )


def winners_name(session: CaptureSession, scores: list[int], msg: Translate) -> str:
    """Who won the game ("You", "Team A (You + Computer 3)"; a shared first place joined)."""
    return joined(firsts(session, scores, msg)[0], msg)


def game_won_words(session: CaptureSession, msg: Translate) -> str:
    """The game's result in a sentence ("Winner: Computer 3!", "A shared win: You and
    Computer 3!": a tie joined by "+" read as a team)."""
    names, _ = firsts(session, session.state.scores, msg)
    key = "winner" if len(names) == 1 else "winners"
    return msg(CAPTURE[key], name=joined(names, msg))


def firsts(session: CaptureSession, scores: list[int], msg: Translate) -> tuple[list[str], int]:
    """Who has the most of ``scores`` (each side sharing first place), and how many."""
    ranked = ranking(scores, sides(session.state))
    return [side_name(session, team, msg) for place, team, _ in ranked if place == 1], ranked[0][2]


def joined(names: list[str], msg: Translate) -> str:
    """Names in a sentence: "A", "A and B", "A, B and C"."""
    if len(names) == 1:
        return names[0]
    return msg(CAPTURE["and"], first=", ".join(names[:-1]), second=names[-1])


def hand_best_words(session: CaptureSession, points: list[int], msg: Translate) -> str:
    """The hand's summary in a sentence, read with its title: who made the most points (of
    ``points``, each seat's own: a partnership's are its partners' together)."""
    shared = list(points)
    for team in sides(session.state):
        for seat in team:
            shared[seat] = sum(points[q] for q in team)
    if len(set(shared)) == 1:  # every side alike
        return msg(CAPTURE["hand_level"], points=shared[0])
    names, top = firsts(session, shared, msg)
    return msg(CAPTURE["hand_best"], name=joined(names, msg), points=top)


def ranking_html(session: CaptureSession, scores: list[int], msg: Translate) -> str:
    rows = []
    for place, team, score in ranking(scores, sides(session.state)):
        words = msg(CAPTURE["place"], place=place, name=side_name(session, team, msg),
                    points=score)
        rows.append(f'<li data-place="{place}">{escape(words)}</li>')
    return (f'<h3>{escape(msg(CAPTURE["ranking"]))}</h3>'
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
                    f'<span>{escape(msg(CAPTURE["partners"]))}</span></label>')
    return (
        '<div class="setup">'
        f'<p class="note">{escape(msg(text.GAME_NAMES[setup.game_id]))} · '
        f'{escape(msg(CAPTURE["players_note"]))}</p>'
        f'<label class="field"><span>{escape(msg(text.BOARD["players"]))}</span>'
        f'<select id="setup-players">{players}</select></label>'
        + "".join(rows) + partners
        + f'<label class="field"><span>{escape(msg(text.UI["pace"]))}</span>'
        f'<select id="setup-pace">{paces}</select></label></div>'
    )
