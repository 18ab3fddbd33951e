"""The board game's controller: the new-game panel, the player's taps and keys, computer moves
at a pace a person can follow, animations driven by the engine's events, round summaries, the
hot-seat hand-over and the save after every move.

Data flows one way: a gesture or a computer player gives a move, the session plays it (or the
engine refuses with a reason id, said in words), the view is drawn again from the state.
"""

from __future__ import annotations

from functools import partial
from html import escape
from typing import Any

from ...board.game import MAX_ROUNDS
from ...board.grid import SIZE
from ...board.moves import CONCEDE, Move
from ...i18n import Translate
from ..seated.seats import HUMAN, PACES, Setup, moved_to
from ..seated.setup_form import read_seats, seats_from
from ..seated.table import SeatedApp
from ..shell import text
from ..shell.cardface import card_name
from ..shell.chrome import by_id
from ..shell.dom import js_value, present
from .hint import board_hint, board_hint_words
from .session import (
    PILES,
    SAVE_KEY,
    BoardSession,
    card_code,
    claims,
    play_move,
    preview,
    steal_space,
    thief_move,
    why_nowhere,
)
from .story import (
    describe,
    game_won_words,
    pile_letter,
    round_words_won,
    scoreboard_html,
    setup_html,
    side_name,
    taken_words,
)
from .view import Selection, journal_html, round_words, seat_name, table_html

BOARD_ID = "board"


class BoardApp(SeatedApp):
    """One page, the board game's table."""

    KIND = "board"
    SESSION = BoardSession
    FOCUS_ATTRS = ("data-card", "data-space", "data-pile", "data-look", "data-lift", "data-act")
    DROP_PLACES = ".pile, .space"
    WELCOME = text.BOARD["welcome"]

    @property
    def has_teams(self) -> bool:
        return self.session.state.game.players == 4  # B-80

    def __init__(self) -> None:
        super().__init__()
        self.session: BoardSession = None  # type: ignore[assignment]
        self.sel = Selection()

    @property
    def game_id(self) -> str:
        return BOARD_ID

    @property
    def save_key(self) -> str:
        return SAVE_KEY

    def load_session(self, text_: str | None) -> BoardSession | None:
        return BoardSession.loads(text_)

    def setup_from(self, query: Any) -> Setup | None:
        """A setup named by the address (``players``, ``seats``, ``rounds``, ``pace``)."""
        params = self.table_params(query, Setup.default())
        if not params.sets_up:
            return None
        setup = Setup.default(params.players or 2)
        if params.rounds:
            setup.rounds = params.rounds
        return seats_from(setup, params)

    def _relabel(self) -> None:
        super()._relabel()
        by_id("opt-tokens").checked = self.session.setup.tokens

    # -- drawing ---------------------------------------------------------------------------

    def render(self, events: list[dict[str, Any]] | None = None) -> None:
        focus = self.focus.key()
        end = self.session.end
        self.root.innerHTML = table_html(self.session, self.sel, self.viewer, self.msg,
                                         self.handoff, end.table if end else None)
        ds = self.root.dataset
        state = self.session.state
        ds.game = BOARD_ID
        ds.turn = "" if state.to_move is None else str(state.to_move)
        ds.round = str(state.round.number)
        ds.over = "1" if state.is_over else "0"
        ds.human = "1" if (self.session.human_to_move and self.handoff is None
                           and self.session.end is None) else "0"
        self.focus.settle(focus, ('[data-act="ready"]',))
        if events and self.motion:
            self._animate(events)

    def _animate(self, events: list[dict[str, Any]]) -> None:
        """Events drive the motion: a card flies to its pile, a chip appears or flips."""
        speed = int(min(420, max(160, PACES[self.session.setup.pace] // 2)) * self.tempo)
        for event in events:
            kind = event["type"]
            if kind == "discard":
                pile = self.root.querySelector(f'.pile[data-pile="{event["pile"]}"] .top')
                src = self.root.querySelector(f'.seat[data-seat="{event["player"]}"]')
                if event["player"] == self.viewer:
                    src = self.root.querySelector(".hand .hcards") or src
                if present(pile) and present(src):
                    a = src.getBoundingClientRect()
                    b = pile.getBoundingClientRect()
                    dx = (a.left + a.width / 2) - (b.left + b.width / 2)
                    dy = (a.top + a.height / 2) - (b.top + b.height / 2)
                    pile.animate(js_value([
                        {"transform": f"translate({dx:.0f}px,{dy:.0f}px) scale(.7)",
                         "opacity": 0.5},
                        {"transform": "none", "opacity": 1},
                    ]), js_value({"duration": speed, "easing": "ease-out"}))
            elif kind in ("claim", "steal"):
                chip = self.root.querySelector(f'.space[data-space="{event["space"]}"] .chip')
                if present(chip):
                    frames = (
                        [{"transform": "scale(0)"}, {"transform": "scale(1.25)"},
                         {"transform": "scale(1)"}]
                        if kind == "claim" else
                        [{"transform": "rotateY(0)", "filter": "brightness(1.6)"},
                         {"transform": "rotateY(90deg)"}, {"transform": "rotateY(0)"}]
                    )
                    chip.animate(js_value(frames), js_value(
                        {"duration": speed, "delay": speed // 2, "easing": "ease-out",
                         "fill": "backwards"}
                    ))

    # -- playing ---------------------------------------------------------------------------

    def describe_events(self, events: list[dict[str, Any]]) -> list[str]:
        return describe(self.session, events, self.msg)

    def summary(self) -> None:
        """The round's summary: who won it and how, the scoreboard; at the game's end the winner."""
        end = self.session.end
        if end is None:
            return
        msg = self.msg
        lines = [round_words_won(self.session, end.record(), msg)]
        over = end.over
        game, queens = self.session.state.game, self.session.state.queens
        if over is None and game.three_strikes and end.by == "concession":  # B-95
            lines.append(msg(text.BOARD["queens_now"], count=queens[end.side],
                             name=side_name(self.session, end.side, msg)))
        if over is None and end.round >= game.rounds:  # B-90: a tie for the most plays on
            lines.append(msg(text.BOARD["tie_extra"]))
        if over is not None:
            lines.append(self.winner_words(msg))
            self.chrome.tell(lambda: [self.winner_words(self.msg)])  # once closed too
            title = msg(text.BOARD["over_title"])
            buttons = [("new-game", msg(text.BOARD["new_game"])),
                       ("close-round", msg(text.UI["close"]))]
        else:
            title = msg(text.BOARD["round_title"], round=end.round)
            buttons = [("next-round", msg(text.BOARD["next_round"]))]
        self.chrome.open_dialog("over" if over else "round", title, lines, buttons,
                                html=f'<div class="score-scroll">'
                                     f'{scoreboard_html(self.session, msg)}</div>')
        rows = self.chrome.dialog.querySelector(".score-scroll")
        if present(rows):  # the round just played in view, and the totals
            rows.scrollTop = rows.scrollHeight

    def deal_heading(self) -> str:
        return round_words(self.session.state.round.number, self.session.game.rounds,
                           self.msg)

    def winner_words(self, msg: Translate) -> str:
        return game_won_words(self.session, msg)

    def scores_html(self) -> str:
        html = scoreboard_html(self.session, self.msg)
        if self.session.state.is_over:
            html += f'<p class="winner">{escape(self.winner_words(self.msg))}</p>'
        return html

    def journal(self) -> tuple[str, str]:
        number, moves = self.session.journal_moves()
        return (self.msg(text.BOARD["moves_title"], round=number),
                journal_html(self.session, moves, self.msg))

    # -- the player's gestures ---------------------------------------------------------------

    def _on_click(self, event: Any) -> None:
        target = event.target.closest(
            "[data-act], .hcard, .pile, .space, .pcard, [data-look]"
        )
        if not present(target):
            return
        ds = target.dataset
        act = target.getAttribute("data-act")
        if isinstance(act, str):
            self.act(act)
        elif target.classList.contains("hcard"):  # detail 0: Enter or Space, not a pointer
            self.pick_card(str(ds.card), by_key=int(event.detail or 0) == 0)
        elif target.classList.contains("look"):
            self.look(PILES.index(str(ds.look)))
        elif target.classList.contains("pile"):
            self.pick_pile(PILES.index(str(ds.pile)))
        elif target.classList.contains("pcard") and target.hasAttribute("data-lift"):
            self.pick_lift(str(ds.lift))
        elif target.classList.contains("pcard"):
            self.refuse_lift(str(ds.card))
        elif target.classList.contains("space"):
            self.pick_space(int(ds.space))

    def concede(self) -> None:
        """The question before conceding the round (B-60); when it cannot be done yet, why
        (Concede is not disabled: a tap on a phone said nothing)."""
        state = self.session.state
        if state.is_over or self.viewer is None:
            return
        if not self._my_turn():
            self.chrome.say(text.BOARD["concede_on_turn"])
            return
        if state.round.phase != 2:
            self.chrome.say(text.BOARD["concede_not_yet"])
            return
        two = state.game.players == 2
        lines = [self.msg(text.BOARD["concede_two" if two else "concede_more"])]
        if state.game.three_strikes:  # B-95: and a queen, which may end the game
            count = state.queens[1 - state.to_move] + 1
            lines.append(self.msg(text.BOARD["concede_queen"], count=count) if count < 3
                         else self.msg(text.BOARD["concede_last_queen"],
                                       name=self.seat_name(1 - state.to_move)))
        self.chrome.open_dialog(
            "concede", self.msg(text.BOARD["concede_title"]), lines,
            [("concede-yes", self.msg(text.BOARD["concede"])),
             ("close", self.msg(text.UI["cancel"]))],
            default=1,  # the round, and with three strikes maybe the game: not on Enter
        )

    def act(self, act: str) -> None:
        act = act.removeprefix("cover-")  # the hot-seat cover's Moves and Scores
        if act == "ready":
            self.ready()
        elif act == "scores":
            self.show_scores()
        elif act == "moves":
            self.show_moves()
        elif act == "concede":
            self.concede()
        elif act == "steal":
            sel = self.sel
            if sel.card and sel.pile is not None and sel.lift:
                self.apply(thief_move(sel.card, sel.pile, sel.lift))
        elif act == "cancel":
            self.cancel_choice()
        elif act == "close-pile":
            self.sel.open_pile = None
            if self.sel.thief:
                self.sel.pile = self.sel.lift = None
            self.render()

    def show_hint(self, move: Move) -> None:
        hint = board_hint(self.session, move)
        self.sel = hint.sel
        self.mark_hint(hint.places, lambda: board_hint_words(hint, move, self.msg))

    def why_no_hint(self) -> str:
        state, seat = self.session.state, self.viewer
        if not state.is_over and seat is not None and state.round.conceded[seat]:
            return text.BOARD["hint_conceded"]  # B-70: no turn comes this round
        return super().why_no_hint()

    def _not_my_turn(self) -> bool:
        """Whose turn it is, said when it is not the person's."""
        if self._my_turn():
            return False
        turn = self.session.state.to_move
        if turn is not None:
            self.chrome.say(text.BOARD["turn_of"],
                            name=lambda msg: seat_name(self.session, turn, msg))
        return True

    def pick_card(self, card: str, by_key: bool = False) -> None:
        """Choose a hand card (again: let it go). From the keyboard, the focus goes on to the
        first pile it may go on, which says what it does there."""
        if self._not_my_turn():
            return
        if self.sel.card == card:
            self.cancel_choice()
            return
        self.sel = Selection(card=card)
        self.render()
        self._say_choices(card)
        first = self.root.querySelector(".pile[data-target]")
        if by_key and present(first):
            first.focus()

    def _say_choices(self, card: str) -> None:
        """Where the chosen card may go, in words (not only "highlighted"), or why nowhere."""
        previews = preview(self.session.state, card)
        if not any(p.ok for p in previews):
            reason = why_nowhere(previews)
            lead = (partial(taken_words, claims(self.session.state, card), card)
                    if reason == "space-taken" else None)  # which spaces: the rule says not
            self.chrome.say_reason(reason, lead=lead)
        else:
            ok = [p for p in previews if p.ok]

            def choices(msg: Translate) -> str:
                return ", ".join(
                    msg(text.BOARD["choice"], pile=pile_letter(p.pile, msg), space=p.space)
                    if p.space is not None and not self.sel.thief
                    else msg(text.BOARD["choice_start"], pile=pile_letter(p.pile, msg))
                    for p in ok)

            if self.sel.thief:  # the piles it may go on, as other cards' places are said
                self.chrome.say(text.BOARD["thief_pile"], choices=choices)
                return
            self.chrome.say(text.BOARD["selected"], choices=choices,
                            card=lambda msg: card_name(card_code(card), msg))

    def pick_pile(self, pile: int) -> None:
        sel = self.sel
        if sel.card is None or not self._my_turn():
            self.look(pile)
            return
        if sel.thief:
            pv = preview(self.session.state, sel.card)[pile]
            if not pv.ok:
                self.chrome.say_reason(pv.reason or "steal-empty")
                return
            sel.pile = pile
            sel.lift = None
            sel.open_pile = pile
            self.render()
            first = self.root.querySelector("button.pcard")
            if present(first):
                first.focus()
            self.chrome.say(text.BOARD["thief_lift"], pile=lambda msg: pile_letter(pile, msg))
            return
        self.apply(play_move(sel.card, pile))

    def pick_lift(self, lift: str) -> None:
        if not self.sel.thief or self.sel.pile is None:
            return
        self.sel.lift = lift
        self._confirm_steal()

    def refuse_lift(self, card: str) -> None:
        """A card of the open pile that steals nothing, tapped while the thief chooses: why
        (a 10; the space it names is free, or already the thief's side's), not silence."""
        sel = self.sel
        if not sel.thief or sel.pile is None or sel.card is None:
            return
        reason = self.session.state.why_illegal(thief_move(sel.card, sel.pile, card))
        if reason:
            self.chrome.say_reason(reason)

    def _confirm_steal(self) -> None:
        """The steal chosen: its Steal button in focus, the status asking what the strip asks
        (not still "choose the card to lift")."""
        self.render()
        button = self.root.querySelector('[data-act="steal"]')
        if present(button):
            button.focus()
        sel = self.sel
        if sel.pile is not None and sel.lift is not None:
            space = steal_space(self.session.state, sel.pile, card_code(sel.lift))
            self.chrome.say(text.BOARD["thief_confirm"], space=space,
                            card=lambda m: card_name(card_code(str(sel.lift)), m))

    def pick_space(self, space: int) -> None:
        """A space of the board: the chosen card claims it (or, a thief, steals it); a space
        it cannot take says where it can go, and no card chosen says to choose one."""
        sel = self.sel
        if self._not_my_turn():
            return
        if sel.card is None:
            self.chrome.say(text.BOARD["card_first"])
            return
        previews = preview(self.session.state, sel.card)
        if sel.thief:
            for pv in previews:
                if sel.pile is not None and pv.pile != sel.pile:
                    continue
                for lift, got in pv.lifts.items():
                    if got == space:
                        sel.pile, sel.open_pile, sel.lift = pv.pile, pv.pile, lift
                        self._confirm_steal()
                        return
        else:
            for pv in previews:
                if pv.ok and pv.space == space:
                    self.apply(play_move(sel.card, pv.pile))
                    return
        self._say_choices(sel.card)

    def look(self, pile: int) -> None:
        """Open a pile's cards in the hand's place (again: close it); its cards are said, as
        a screen reader has no other way to them (they are not controls). An empty pile is
        said so, not opened (it showed an empty box, said "...to the top: .")."""
        if not self.session.state.round.piles[pile]:
            self.chrome.say(text.BOARD["pile_empty"], pile=lambda msg: pile_letter(pile, msg))
            return
        self.sel.open_pile = None if self.sel.open_pile == pile else pile
        self.render()
        if self.sel.open_pile is not None:
            cards = list(self.session.state.round.piles[pile])
            self.chrome.say(text.BOARD["pile_cards"], pile=lambda msg: pile_letter(pile, msg),
                            cards=lambda msg: ", ".join(card_name(c, msg) for c in cards))

    def _on_key(self, event: Any) -> None:
        key = str(event.key)
        el = event.target
        if key == "Escape":
            if self.sel.card or self.sel.open_pile is not None:
                self.cancel_choice()
            return
        space = el.classList.contains("space")
        if space:
            items = list(self.root.querySelectorAll(".space"))
        else:
            group = el.closest(".hcards, .pcards, .piles")
            if not present(group):
                return
            items = [b for b in group.querySelectorAll("button") if not b.disabled]
        index = next((i for i, b in enumerate(items) if b == el), -1)
        target = (moved_to(key, index, len(items), SIZE if space else 1, bool(event.ctrlKey))
                  if index >= 0 else None)
        if target is None:
            return
        event.preventDefault()
        if space:  # one Tab stop for the board: the space last visited
            el.tabIndex = -1
            items[target].tabIndex = 0
        items[target].focus()

    # -- menu and dialogs -----------------------------------------------------------------

    def on_option(self, name: str, target: Any) -> None:
        if name == "opt-tokens":
            self.session.setup.tokens = bool(target.checked)
            self.render()

    def setup_form_html(self, form: Setup) -> str:
        return setup_html(form, self.msg)

    def form_problem(self) -> tuple[str, str] | None:
        rounds = by_id("setup-rounds")
        value = str(rounds.value).strip() if present(rounds) else "1"
        if value.isdecimal() and 1 <= int(value) <= MAX_ROUNDS:
            return None
        return "setup-rounds", self.msg(text.BOARD["rounds_range"], most=MAX_ROUNDS)

    def read_form(self) -> Setup:
        form = read_seats(self.setup_panel.form or Setup.default())
        rounds = by_id("setup-rounds")
        if present(rounds) and str(rounds.value).isdecimal():
            form.rounds = int(str(rounds.value))
        strikes = by_id("setup-strikes")
        form.three_strikes = present(strikes) and bool(strikes.checked)
        tokens = by_id("setup-tokens")
        form.tokens = present(tokens) and bool(tokens.checked)
        return form.fix()

    def run_extra(self, action: str) -> bool:
        if action == "concede-yes":
            self.chrome.close_dialog()
            if self._my_turn():
                self.apply(CONCEDE)
        elif action in ("next-round", "close-round"):
            self.close_summary()
        else:
            return False
        return True

    def on_new_game(self, setup: Setup) -> None:
        self.sel = Selection()
        by_id("opt-tokens").checked = setup.tokens


__all__ = ["HUMAN", "BoardApp"]
