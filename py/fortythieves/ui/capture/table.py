"""The table of Thief, Four Card Thief and Gharat: the player's taps and keys, the re-capture
prompt, computer moves at a pace a person can follow, small animations driven by the engine's
events, hand summaries and the final ranking. The machinery shared with the board game (boot,
pace, hot-seat hand-over, dialogs, saves) is :class:`.seated_app.SeatedApp`.
"""

from __future__ import annotations

from typing import Any

from ...i18n import Translate
from ...thief.moves import DECLINE_MOVE, END_MOVE, STEAL, Move
from ..seated.seats import Setup, moved_to
from ..seated.setup_form import read_seats, seats_from
from ..seated.table import SeatedApp
from ..shell import text
from ..shell.chrome import by_id
from ..shell.dom import js_value, present
from ..shell.urls import Problem
from .hint import hint_place, hint_words
from .session import (
    GAME_IDS,
    INSTEAD,
    MIDDLE,
    CaptureSeen,
    CaptureSession,
    CaptureSetup,
    card_reason,
    code,
    deal_events,
    recapture,
    target_move,
    targets,
)
from .story import (
    describe,
    game_won_words,
    hand_best_words,
    hand_words,
    hands_in_game,
    journal_html,
    ranking_html,
    scoreboard_html,
    setup_html,
)
from .view import Selection, choices_words, handoff_why, recap_words, table_html
from .words import CAPTURE, MIDDLE_WORDS


class CaptureApp(SeatedApp):
    """One page, the table of one capture game (``?game=thief|four-card|gharat``)."""

    KIND = "capture"
    SESSION = CaptureSession
    FOCUS_ATTRS = ("data-card", "data-pile", "data-with", "data-act")
    DROP_PLACES = ".cpile, .middle, .hcard"
    SETUP_TITLE = CAPTURE["setup_title"]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self._game_id = game_id if game_id in GAME_IDS else "thief"
        self.session: CaptureSession = None  # type: ignore[assignment]
        self.sel = Selection()

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def has_teams(self) -> bool:
        return bool(self.session.state.game.teams)  # G-13

    @property
    def WELCOME(self) -> str:
        """What this game asks of a player (each game's own words for its middle)."""
        return MIDDLE_WORDS[self._game_id]["welcome"]

    def load_session(self, text_: str | None) -> CaptureSession | None:
        return CaptureSession.loads(text_, self.game_id)

    def default_setup(self) -> Setup:
        return CaptureSetup.for_game(self.game_id)

    def setup_from(self, query: Any) -> Setup | None:
        """A setup named by the address (``players``, ``seats``, ``pace``, ``partners``)."""
        params = self.table_params(query, self.default_setup())
        if not params.sets_up:
            return None
        setup = CaptureSetup.for_game(self.game_id, params.players or 3)
        if params.partners is not None:
            setup.partners = params.partners and setup.partners
            if params.partners and not setup.partners:
                self.problems.append(Problem("no_partners", str(query.partners)))
        return seats_from(setup, params)

    # -- drawing ---------------------------------------------------------------------------

    def render(self, events: list[dict[str, Any]] | None = None) -> None:
        focus = self.focus.key()
        end = self.session.end
        self.root.innerHTML = table_html(self.session, self.sel, self.viewer, self.msg,
                                         self.handoff, end.table if end else None)
        ds = self.root.dataset
        state = self.session.state
        ds.game = self.game_id
        ds.turn = "" if state.to_move is None else str(state.to_move)
        ds.hand = str(state.hand_no)
        ds.phase = state.phase
        ds.over = "1" if state.is_over else "0"
        ds.human = "1" if (self.session.human_to_move and self.handoff is None
                           and self.session.end is None) else "0"
        self.focus.settle(focus, ('[data-act="ready"]', '[data-act="recap"]'))
        if events and self.motion:
            self._animate(events)

    def _animate(self, events: list[dict[str, Any]]) -> None:
        """Events drive the motion: the pile that gained cards pops, a pile robbed shakes,
        each done before the next computer move is due (a long turn's moves come quickly)."""
        pace = min(380, max(120, self._pace() // 2), self.computers.next_pause())
        speed = int(pace * self.tempo)
        for event in events:
            kind = event["type"]
            targets_: list[tuple[str, list[dict[str, Any]]]] = []
            if kind in ("pair", "take", "steal", "recapture", "join"):
                targets_.append((f'.cpile[data-pile="{event["player"]}"] .pks',
                                 [{"transform": "scale(.6)", "opacity": 0.4},
                                  {"transform": "scale(1.08)"}, {"transform": "none"}]))
            if kind in ("steal", "recapture"):
                targets_.append((f'.cpile[data-pile="{event["from"]}"]',
                                 [{"transform": "translateX(-6px)"},
                                  {"transform": "translateX(6px)"}, {"transform": "none"}]))
            if kind in ("discard", "take"):
                targets_.append((".middle .mcards",
                                 [{"transform": "translateY(-14px)", "opacity": 0.5},
                                  {"transform": "none", "opacity": 1}]))
            for selector, frames in targets_:
                el = self.root.querySelector(selector)
                if present(el):
                    el.animate(js_value(frames),
                               js_value({"duration": speed, "easing": "ease-out"}))

    def _pace(self) -> int:
        from ..seated.seats import PACES

        return PACES[self.session.setup.pace]

    # -- playing ---------------------------------------------------------------------------

    SUMMARY_DELAY = 500
    SUMMARY_HANDS = 3
    """The hands a summary shows a row each, the earlier summed in one; Scores shows all."""

    def describe_events(self, events: list[dict[str, Any]]) -> list[str]:
        return describe(self.session, events, self.viewer, self.msg)

    def summary(self) -> None:
        """The hand's summary: the scoreboard; at the game's end the ranking."""
        end = self.session.end
        if end is None:
            return
        msg = self.msg
        html = self.scores_html(recent=self.SUMMARY_HANDS)
        lines = [hand_best_words(self.session, end.points, msg)]  # read with the title
        if end.over is not None:  # the winner still said once the dialog is closed
            self.chrome.tell(lambda: [self.winner_words(self.msg)])
            lines.append(self.winner_words(msg))
            title = msg(CAPTURE["over_title"])
            buttons = [("new-game", msg(text.BOARD["new_game"])),
                       ("next-hand", msg(text.UI["close"]))]
        else:
            title = msg(CAPTURE["hand_title"], hand=end.hand)
            buttons = [("next-hand", msg(CAPTURE["next_hand"]))]
        self.chrome.open_dialog("over" if end.over else "hand", title, lines, buttons,
                                html=html)

    def deal_heading(self) -> str:
        state = self.session.state
        if hands_in_game(state.game):
            return hand_words(state.game, state.hand_no, self.msg)
        return self.msg(CAPTURE["hand_no"], hand=state.hand_no)  # Gharat's: no "of N"

    def deal_words(self) -> list[str]:
        return describe(self.session, deal_events(self.session.state), self.viewer, self.msg)

    def winner_words(self, msg: Translate) -> str:
        return game_won_words(self.session, msg)

    def scores_html(self, recent: int | None = None) -> str:
        """The scoreboard (its last ``recent`` hands alone, in a hand's summary), and once the
        game is over the ranking."""
        state = self.session.state
        html = scoreboard_html(self.session, self.msg, recent)
        if state.is_over:
            html += ranking_html(self.session, state.scores, self.msg)
        return html

    def journal(self) -> tuple[str, str]:
        hand, moves = self.session.journal_moves()
        return (self.msg(CAPTURE["moves_title"], hand=hand),
                journal_html(self.session, moves, self.viewer, self.msg))

    def run_extra(self, action: str) -> bool:
        if action == "next-hand":
            self.close_summary()
            return True
        return False

    def on_new_game(self, setup: Setup) -> None:
        self.sel = Selection()

    def setup_form_html(self, form: Setup) -> str:
        return setup_html(form, self.msg)

    def read_form(self) -> Setup:
        form = read_seats(self.setup_panel.form or self.default_setup())
        partners = by_id("setup-partners")  # off while not four players: then the rule's
        # default (G-13), which four players chosen in the panel start from
        form.partners = present(partners) and bool(partners.disabled or partners.checked)  # type: ignore[attr-defined]
        return form.fix()

    def waiting_words(self) -> list[str]:
        state = self.session.state
        rc = recapture(state)
        if self.handoff is None and rc is not None and self.viewer == rc.victim:
            return [recap_words(self.session, rc, self.msg)]
        waiting = self.handoff
        why = ("" if waiting is None
               else handoff_why(CaptureSeen.of(self.session, None), waiting, self.msg))
        return [*filter(None, [why]), *super().waiting_words()]

    def announce_turn(self, turn: int) -> None:
        """A re-capture is the victim's to decide: the one person's prompt says it all (it
        takes the focus); in hot-seat the person now at the device is told by name, where the
        line still said the thief's move or that the hand was hidden."""
        rc = recapture(self.session.state)
        if rc is None:
            super().announce_turn(turn)
            return
        if len(self.session.setup.humans) == 1:
            return

        def words(said: list[str]) -> list[str]:
            line = recap_words(self.session, rc, self.msg)
            return [*[s for s in said if s != line], line]

        self.narrator.announce(words)

    # -- the player's gestures ---------------------------------------------------------------

    def _on_click(self, event: Any) -> None:
        target = event.target.closest("[data-act], .hcard, .cpile, .middle")
        if not present(target):
            return
        act = target.getAttribute("data-act")
        if isinstance(act, str):
            self.act(act, target)
        elif target.classList.contains("hcard"):  # detail 0: Enter or Space, not a pointer
            self.pick_card(str(target.dataset.card), by_key=int(event.detail or 0) == 0)
        elif target.classList.contains("cpile"):
            self.pick_target(f"p{target.dataset.pile}")
        else:
            self.pick_target(MIDDLE)

    def act(self, act: str, el: Any) -> None:
        state = self.session.state
        act = act.removeprefix("cover-")  # the hot-seat cover's Moves and Scores
        if act == "ready":
            self.ready()
        elif act == "scores":
            self.show_scores()
        elif act == "moves":
            self.show_moves()
        elif not self._my_turn():
            return
        elif act == "end":
            self.apply(END_MOVE)
        elif act == "let-go":
            self.apply(DECLINE_MOVE)
        elif act == "discard" and self.sel.card:
            self.apply(target_move(state, self.sel.card.rstrip("~"), INSTEAD))
        elif act == "recap":
            self.apply(Move(STEAL, code(str(el.getAttribute("data-with"))), state.thief))

    def show_hint(self, move: Move) -> None:
        state = self.session.state
        where = hint_place(state, move)
        self.sel = Selection(card=where.card)
        self.mark_hint((where.place,), lambda: hint_words(self.session, state, move, self.msg))

    def pick_card(self, key: str, by_key: bool = False) -> None:
        """Choose a hand card (again: let it go; the other card of a pair: lay the pair). From
        the keyboard, the focus goes on to its first place, which comes before the hand."""
        state = self.session.state
        if not self._my_turn() or state.phase == "recapture":
            turn = state.to_move
            if state.phase == "recapture" and self._my_turn():  # the prompt's buttons answer
                self.chrome.say_reason("recapture-pending")
            elif turn is not None and state.phase != "recapture":
                self.chrome.say(CAPTURE["waiting"], name=lambda _: self.seat_name(turn))
            return
        card = key.rstrip("~")
        sel = self.sel.card
        if sel == key:
            self.cancel_choice()
            return
        if sel is not None and f"h{card}" in targets(self.session.state, sel.rstrip("~")):
            self.apply(target_move(self.session.state, sel.rstrip("~"), f"h{card}"))
            return
        self.sel = Selection(card=key)
        self.render()
        reason = card_reason(self.session.state, card)
        if reason:
            self.chrome.say_reason(reason)
            return
        self.chrome.tell(lambda: [choices_words(CaptureSeen.of(self.session, self.viewer),
                                                card, self.msg)])
        first = self.root.querySelector(".ct [data-target]")
        if by_key and present(first):
            first.focus()

    def pick_target(self, target: str) -> None:
        if not self._my_turn() or self.session.state.phase == "recapture":
            return
        if self.sel.card is None:  # a pile or the middle is a place for a card chosen
            self.chrome.say(text.BOARD["card_first"])
            return
        self.apply(target_move(self.session.state, self.sel.card.rstrip("~"), target))

    def _on_key(self, event: Any) -> None:
        key = str(event.key)
        el = event.target
        if key == "Escape":
            if self.sel.card:
                self.cancel_choice()
            return
        group = el.closest(".hcards, .cseats, .recap-buttons")
        if not present(group):
            return
        items = [b for b in group.querySelectorAll("button") if not b.disabled]
        index = next((i for i, b in enumerate(items) if b == el), -1)
        target = moved_to(key, index, len(items)) if index >= 0 else None
        if target is not None:
            event.preventDefault()
            items[target].focus()
