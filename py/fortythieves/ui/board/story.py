"""What happened at the board game's table, told: each move in words, a round's and the
game's result, the journal and the scoreboard; and the new-game panel.

Pure Python (no browser), as :mod:`.view` is; the table's live region and dialogs say it.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ...board.game import MAX_ROUNDS
from ...board.state import public_events
from ...i18n import Oblique, Translate
from ..seated.markup import Seen, seat_name, team_name
from ..seated.seats import SIDE_MARKS, chip_html
from ..shell import text
from ..shell.cardface import card_name
from .session import PILES, BoardSession, card_code

# -- names -------------------------------------------------------------------------------------


def side_name(session: BoardSession | Seen, side: int, msg: Translate) -> str:
    game = session.game
    if game.players == 4:
        return team_name(side, msg)
    return seat_name(session, game.members[side][0], msg)


def space_holder(session: BoardSession | Seen, side: int, msg: Translate) -> Oblique:
    """The side holding a space, with its mark ("Computer 2 (square)"), in both forms: "held
    by you (circle)", not "held by You"."""
    name, mark = side_name(session, side, msg), mark_name(side, msg)
    return Oblique(f"{name} ({mark})", f"{getattr(name, 'oblique', name)} ({mark})")


def side_with_members(session: BoardSession, side: int, msg: Translate) -> str:
    """A side as a result names it: a team with its players ("Team A (You + Computer 3)"),
    which a phone's seats leave to the chips' colours."""
    game = session.game
    name = side_name(session, side, msg)
    if game.players != 4:
        return name
    return f"{name} ({' + '.join(seat_name(session, p, msg) for p in game.members[side])})"


def mark_name(side: int, msg: Translate) -> str:
    return msg(text.BOARD["mark_" + SIDE_MARKS[side]])


def pile_letter(pile: int | str, msg: Translate) -> str:
    """A discard pile (0 or 1, or its letter in the notation) as the player reads its name."""
    return msg(text.PILE_WORDS[PILES[pile] if isinstance(pile, int) else pile])


# -- words for moves, rounds and the game -----------------------------------------------------


def describe(
    session: BoardSession, events: list[dict[str, Any]], msg: Translate
) -> list[str]:
    """Sentences for what just happened, as anyone may see it (the live region reads them;
    no one's drawn cards are said)."""
    out: list[str] = []
    discard: dict[str, Any] | None = None
    lift: dict[str, Any] | None = None
    conceded: int | None = None
    for event in public_events(events, None):
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
    if session.game.sides == 2:  # one side conceded: say which
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
    from ..seated.seats import KINDS, PACES

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
