"""The board game's controller: the new-game panel, the player's taps and keys, computer moves
at a pace a person can follow, animations driven by the engine's events, round summaries, the
hot-seat hand-over and the save after every move.

Data flows one way: a gesture or a computer player gives a move, the session plays it (or the
engine refuses with a reason id, said in words), the view is drawn again from the state.
"""

from __future__ import annotations

import traceback
from html import escape
from typing import Any

from ..board.moves import CONCEDE
from ..engine import CorruptSave, IllegalMove
from ..i18n import LANGUAGES, Messages
from ..players import Player, make_player
from . import saves, text
from .board_session import SAVE_KEY, BoardSession, RoundEnd, play_move, thief_move
from .board_view import (
    Selection,
    describe,
    round_words_won,
    scoreboard_html,
    seat_name,
    setup_html,
    side_name,
    table_html,
)
from .chrome import Chrome, by_id
from .dom import document, handler, js_value, listen, present, storage_get, storage_set, window
from .seats import HUMAN, KINDS, PACES, Setup
from .urls import build_query, parse_deal, parse_query

BOARD_ID = "board"


class BoardApp:
    """One page, the board game's table."""

    def __init__(self) -> None:
        self.settings = saves.Settings.loads(storage_get(saves.SETTINGS_KEY))
        self.msg = Messages(self.settings.lang)
        self.chrome = Chrome(self.msg)
        self.root = by_id("table")
        self.session: BoardSession = None  # type: ignore[assignment]
        self.sel = Selection()
        self.ready_for: int | None = None
        self.end: RoundEnd | None = None
        self.timer: Any = None
        self.players: dict[int, Player] = {}
        self.form: Setup | None = None
        self.motion = True
        self._step = handler(self._computer_move)

    # -- boot ------------------------------------------------------------------------------

    def start(self) -> None:
        query = parse_query(str(window.location.search))
        if query.lang in LANGUAGES:
            self.settings.lang = query.lang
            storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(self.settings.lang)
        self.motion = not window.matchMedia("(prefers-reduced-motion: reduce)").matches
        document.body.dataset.kind = "board"
        self.root.classList.add("board-table")
        note = None
        resumed = False
        try:
            saved = self._load()
        except CorruptSave:
            saved = None
            note = text.BOARD["corrupt"]
        wanted = self._setup_from(query)
        deal = parse_deal(query.deal)
        if saved and (wanted is None or wanted.players == saved.setup.players) and deal is None:
            self.session = saved
            resumed = True
        else:
            self.session = BoardSession.new(wanted or Setup.default(), deal)
        storage_set(saves.LAST_KEY, BOARD_ID)
        self._relabel()
        self._wire()
        self.render()
        self.save()
        if note:
            self.chrome.say(note)
        elif resumed:
            self.chrome.say(text.BOARD["resumed"])
        else:
            self.chrome.say(text.BOARD["welcome"])
        boot = by_id("boot")
        if present(boot):
            boot.remove()
        document.documentElement.dataset.ready = "1"
        window.history.replaceState(None, "", build_query(BOARD_ID, None, self.msg.lang))
        if not resumed and wanted is None and note is None:
            self.open_setup()
        else:
            self.step(announce=False)

    def _setup_from(self, query: Any) -> Setup | None:
        """A setup named by the address (``players``, ``seats``, ``rounds``, ``pace``)."""
        if query.players is None and query.seats is None:
            return None
        players = int(query.players) if (query.players or "").isdigit() else 2
        setup = Setup.default(players if players in (2, 3, 4) else 2)
        if query.seats:
            setup.seats = [s if s in KINDS else "normal" for s in query.seats.split(",")]
        if query.rounds and query.rounds.isdigit():
            setup.rounds = int(query.rounds)
        if query.pace in PACES:
            setup.pace = query.pace
        return setup.fix()

    def _load(self) -> BoardSession | None:
        try:
            return BoardSession.loads(storage_get(SAVE_KEY))
        except Exception:  # noqa: BLE001 - a damaged save: say so, start afresh
            window.console.warn(traceback.format_exc())
            storage_set(SAVE_KEY, None)
            raise CorruptSave("bad-save") from None

    def _relabel(self) -> None:
        from .app import CHOICES

        self.chrome.relabel(self.msg, CHOICES, BOARD_ID)
        new = document.querySelector('#bar [data-action="new"]')
        label = self.msg(text.UI["board_new"])
        new.setAttribute("aria-label", label)
        new.setAttribute("title", label)
        new.querySelector(".label").textContent = label
        by_id("pace-select").innerHTML = "".join(
            f'<option value="{k}"{" selected" if k == self.session.setup.pace else ""}>'
            f"{escape(self.msg(text.PACE_NAMES[k]))}</option>"
            for k in PACES
        )
        by_id("opt-tokens").checked = self.session.setup.tokens
        self.root.setAttribute("aria-label", self.msg(text.GAME_NAMES[BOARD_ID]))

    def _wire(self) -> None:
        listen(self.root, "click", self._on_click)
        listen(self.root, "keydown", self._on_key)
        listen(by_id("bar"), "click", self._on_bar)
        listen(by_id("menu"), "click", self._on_bar)
        listen(by_id("menu"), "change", self._on_option)
        listen(by_id("game-select"), "change", lambda e: self.choose_game(str(e.target.value)))
        listen(by_id("dialog"), "click", self._on_dialog)
        listen(by_id("dialog"), "change", self._on_form)
        listen(document, "click", self._on_outside)

    # -- drawing ---------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        """Whose hand is shown: the one person; in hot-seat, the person ready to play."""
        setup = self.session.setup
        humans = setup.humans
        if not humans:
            return None
        if not setup.hot_seat:
            return humans[0]
        turn = self.session.state.to_move
        if turn is not None and setup.is_human(turn) and self.ready_for == turn:
            return turn
        return None

    @property
    def handoff(self) -> int | None:
        setup = self.session.setup
        turn = self.session.state.to_move
        if (setup.hot_seat and turn is not None and setup.is_human(turn)
                and self.ready_for != turn and self.end is None):
            return turn
        return None

    def render(self, events: list[dict[str, Any]] | None = None) -> None:
        focus = self._focus_key()
        end = self.end
        self.root.innerHTML = table_html(
            self.session, self.sel, self.viewer, self.msg,
            end.board if end else None, end.lines if end else None, self.handoff,
        )
        ds = self.root.dataset
        state = self.session.state
        ds.game = BOARD_ID
        ds.turn = "" if state.to_move is None else str(state.to_move)
        ds.round = str(state.round.number)
        ds.over = "1" if state.is_over else "0"
        ds.human = "1" if (self.session.human_to_move and self.handoff is None
                           and self.end is None) else "0"
        self._restore_focus(focus)
        ready = self.root.querySelector('[data-act="ready"]')
        if present(ready):
            ready.focus()
        if events and self.motion:
            self._animate(events)

    def _focus_key(self) -> str | None:
        el = document.activeElement
        if not present(el) or not present(el.closest("#table")):
            return None
        for name in ("data-card", "data-space", "data-pile", "data-look", "data-lift",
                     "data-act"):
            value = el.getAttribute(name)
            if isinstance(value, str):
                return f'[{name}="{value}"]'
        return None

    def _restore_focus(self, key: str | None) -> None:
        if key is None:
            return
        el = self.root.querySelector(key)
        if present(el) and not el.disabled:
            el.focus()
        else:
            self.root.focus()

    def _animate(self, events: list[dict[str, Any]]) -> None:
        """Events drive the motion: a card flies to its pile, a chip appears or flips."""
        speed = min(420, max(160, PACES[self.session.setup.pace] // 2))
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

    # -- the computer's turn -------------------------------------------------------------------

    def step(self, announce: bool = True) -> None:
        """Whose turn is it: a computer moves after a pause; a person is told."""
        if self.timer is not None or self.end is not None:
            return
        if self.chrome.dialog_kind is not None:
            return
        state = self.session.state
        turn = state.to_move
        if turn is None:
            return
        name = seat_name(self.session, turn, self.msg)
        if self.session.setup.is_human(turn):
            if self.handoff is None and announce:
                self.chrome.say(text.BOARD["your_turn"], name=name)
            return
        self.root.dataset.thinking = "1"
        self.timer = window.setTimeout(self._step, PACES[self.session.setup.pace])

    def _player(self, seat: int) -> Player:
        if seat not in self.players:
            level = self.session.setup.seats[seat]
            seed = (self.session.state.seed or 1) + seat
            self.players[seat] = make_player(level, self.session.state.game, seat, seed)
        return self.players[seat]

    def _computer_move(self) -> None:
        self.timer = None
        self.root.dataset.thinking = "0"
        state = self.session.state
        turn = state.to_move
        if turn is None or self.session.setup.is_human(turn) or self.end is not None:
            return
        self.apply(self._player(turn).choose(state.view(turn)))

    # -- playing ---------------------------------------------------------------------------

    def apply(self, move: Any) -> bool:
        try:
            events, end = self.session.play(move)
        except IllegalMove as error:
            self.chrome.say_reason(error.reason, error.params)
            return False
        self.sel = Selection()
        self.save()
        words = describe(self.session, events, self.msg)
        if words:
            self.chrome._status = None
            self.chrome.status.textContent = " ".join(words)
            self.chrome.status.dataset.reason = ""
        if end is not None:
            self.end = end
            self.render(events)
            window.setTimeout(handler(lambda: self.round_summary()), 700)
            return True
        self.render(events)
        self.step()
        return True

    def round_summary(self) -> None:
        end = self.end
        if end is None:
            return
        msg = self.msg
        lines = [round_words_won(self.session, {
            "side": end.side, "by": end.by, "points": end.points}, msg)]
        over = end.over
        if over is not None:
            names = {side_name(self.session, self.session.state.game.side_of[w], msg)
                     for w in over["winners"]}
            key = "winner_queens" if over["by"] == "queens" else "winner"
            lines.append(msg(text.BOARD[key], name=" + ".join(sorted(names))))
            title = msg(text.BOARD["over_title"])
            buttons = [("new-game", msg(text.BOARD["new_game"])),
                       ("close-round", msg(text.UI["close"]))]
        else:
            title = msg(text.BOARD["round_title"], round=end.round)
            buttons = [("next-round", msg(text.BOARD["next_round"]))]
        self.chrome.open_dialog("over" if over else "round", title, lines, buttons,
                                html=scoreboard_html(self.session, msg))

    def next_round(self) -> None:
        self.chrome.close_dialog()
        self.end = None
        self.render()
        self.root.focus()
        self.step()

    def save(self) -> None:
        storage_set(SAVE_KEY, self.session.dumps())

    # -- the player's gestures ---------------------------------------------------------------

    def _on_click(self, event: Any) -> None:
        target = event.target.closest(
            "[data-act], .hcard, .pile, .space, button.pcard, [data-look]"
        )
        if not present(target):
            return
        ds = target.dataset
        act = target.getAttribute("data-act")
        if isinstance(act, str):
            self.act(act)
        elif target.classList.contains("hcard"):
            self.pick_card(str(ds.card))
        elif target.classList.contains("look"):
            self.look("ab".index(str(ds.look)))
        elif target.classList.contains("pile"):
            self.pick_pile("ab".index(str(ds.pile)))
        elif target.classList.contains("pcard"):
            self.pick_lift(str(ds.lift))
        elif target.classList.contains("space"):
            self.pick_space(int(ds.space))

    def _my_turn(self) -> bool:
        viewer = self.viewer
        return (viewer is not None and self.session.state.to_move == viewer
                and self.end is None and self.timer is None)

    def act(self, act: str) -> None:
        if act == "ready":
            self.ready_for = self.session.state.to_move
            self.render()
            hand = self.root.querySelector(".hcard")
            if present(hand):
                hand.focus()
            self.step()
        elif act == "concede":
            if self._my_turn():
                two = self.session.state.game.players == 2
                self.chrome.open_dialog(
                    "concede", self.msg(text.BOARD["concede_title"]),
                    [self.msg(text.BOARD["concede_two" if two else "concede_more"])],
                    [("concede-yes", self.msg(text.BOARD["concede"])),
                     ("close", self.msg(text.UI["cancel"]))],
                )
        elif act == "steal":
            sel = self.sel
            if sel.card and sel.pile is not None and sel.lift:
                self.apply(thief_move(sel.card, sel.pile, sel.lift))
        elif act == "cancel":
            self.sel = Selection()
            self.render()
            self.chrome.say(text.STATUS["cancelled"])
        elif act == "close-pile":
            self.sel.open_pile = None
            if self.sel.thief:
                self.sel.pile = self.sel.lift = None
            self.render()

    def pick_card(self, card: str) -> None:
        if not self._my_turn():
            turn = self.session.state.to_move
            if turn is not None:
                self.chrome.say(text.BOARD["turn_of"],
                                name=seat_name(self.session, turn, self.msg))
            return
        if self.sel.card == card:
            self.sel = Selection()
            self.render()
            self.chrome.say(text.STATUS["cancelled"])
            return
        self.sel = Selection(card=card)
        from .board_session import preview

        previews = preview(self.session.state, card)
        self.render()
        if not any(p.ok for p in previews):
            reasons = [p.reason for p in previews if p.reason]
            self.chrome.say_reason(reasons[-1] if len(set(reasons)) == 1 else reasons[0])
        elif self.sel.thief:
            self.chrome.say(text.BOARD["thief_pile"])
        else:
            from .board_session import card_code
            from .cardface import card_name

            self.chrome.say(text.BOARD["selected"],
                            card=card_name(card_code(card), self.msg))

    def pick_pile(self, pile: int) -> None:
        sel = self.sel
        if sel.card is None or not self._my_turn():
            self.look(pile)
            return
        if sel.thief:
            from .board_session import preview

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
            self.chrome.say(text.BOARD["thief_lift"], pile="ab"[pile])
            return
        self.apply(play_move(sel.card, pile))

    def pick_lift(self, lift: str) -> None:
        if not self.sel.thief or self.sel.pile is None:
            return
        self.sel.lift = lift
        self.render()
        button = self.root.querySelector('[data-act="steal"]')
        if present(button):
            button.focus()

    def pick_space(self, space: int) -> None:
        sel = self.sel
        if sel.card is None or not self._my_turn():
            return
        from .board_session import preview

        previews = preview(self.session.state, sel.card)
        if sel.thief:
            for pv in previews:
                if sel.pile is not None and pv.pile != sel.pile:
                    continue
                for lift, got in pv.lifts.items():
                    if got == space:
                        sel.pile, sel.open_pile, sel.lift = pv.pile, pv.pile, lift
                        self.render()
                        button = self.root.querySelector('[data-act="steal"]')
                        if present(button):
                            button.focus()
                        return
            return
        for pv in previews:
            if pv.ok and pv.space == space:
                self.apply(play_move(sel.card, pv.pile))
                return

    def look(self, pile: int) -> None:
        self.sel.open_pile = None if self.sel.open_pile == pile else pile
        self.render()

    def _on_key(self, event: Any) -> None:
        key = str(event.key)
        el = event.target
        if key == "Escape":
            if self.sel.card or self.sel.open_pile is not None:
                self.sel = Selection()
                self.render()
                self.chrome.say(text.STATUS["cancelled"])
            return
        if key not in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"):
            return
        if el.classList.contains("space"):
            items = list(self.root.querySelectorAll(".space"))
            step = {"ArrowLeft": -1, "ArrowRight": 1, "ArrowUp": -6, "ArrowDown": 6}[key]
        elif present(el.closest(".hcards, .pcards, .piles, .seats")):
            group = el.closest(".hcards, .pcards, .piles")
            if not present(group):
                return
            items = [b for b in group.querySelectorAll("button") if not b.disabled]
            step = -1 if key in ("ArrowLeft", "ArrowUp") else 1
        else:
            return
        index = next((i for i, b in enumerate(items) if b == el), -1)
        if index < 0:
            return
        nxt = index + step
        if 0 <= nxt < len(items):
            event.preventDefault()
            if el.classList.contains("space"):
                el.tabIndex = -1
                items[nxt].tabIndex = 0
            items[nxt].focus()

    # -- toolbar, menu, dialogs ----------------------------------------------------------------

    def _on_bar(self, event: Any) -> None:
        button = event.target.closest("[data-action]")
        if not present(button):
            return
        action = str(button.dataset.action)
        if action == "menu":
            self.chrome.menu_open(bool(by_id("menu").hidden))
            return
        self.chrome.menu_open(False)
        if action == "new":
            self.open_setup()

    def _on_outside(self, event: Any) -> None:
        menu = by_id("menu")
        if not menu.hidden and not present(event.target.closest("#menu, #menu-button")):
            self.chrome.menu_open(False)

    def _on_option(self, event: Any) -> None:
        target = event.target
        name = str(target.id)
        setup = self.session.setup
        if name == "lang-select":
            self.set_language(str(target.value))
        elif name == "pace-select":
            setup.pace = str(target.value)
            setup.fix()
        elif name == "opt-tokens":
            setup.tokens = bool(target.checked)
            self.render()
        self.save()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.settings.lang = lang
        storage_set(saves.SETTINGS_KEY, self.settings.dumps())
        self.msg = Messages(lang)
        self._relabel()
        self.render()
        window.history.replaceState(None, "", build_query(BOARD_ID, None, lang))

    def choose_game(self, game_id: str) -> None:
        if game_id == BOARD_ID:
            return
        self.save()
        storage_set(saves.LAST_KEY, game_id)
        window.location.search = build_query(game_id, None, self.msg.lang)

    def open_setup(self, setup: Setup | None = None) -> None:
        if self.form is None or setup is not None:
            base = setup or self.session.setup
            self.form = Setup.from_dict(base.to_dict())
        self.chrome.open_dialog(
            "setup", self.msg(text.BOARD["setup_title"]), [],
            [("start", self.msg(text.BOARD["start"])), ("close", self.msg(text.UI["cancel"]))],
            html=setup_html(self.form, self.msg),
        )

    def _read_form(self) -> Setup:
        form = self.form or Setup.default()
        players = by_id("setup-players")
        if present(players):
            form.players = int(str(players.value))
        seats = []
        for p in range(form.players):
            el = by_id(f"setup-seat-{p}")
            seats.append(str(el.value) if present(el) else (form.seats + ["normal"] * 4)[p])
        form.seats = seats
        rounds = by_id("setup-rounds")
        if present(rounds) and str(rounds.value).isdigit():
            form.rounds = int(str(rounds.value))
        strikes = by_id("setup-strikes")
        form.three_strikes = present(strikes) and bool(strikes.checked)
        tokens = by_id("setup-tokens")
        form.tokens = present(tokens) and bool(tokens.checked)
        pace = by_id("setup-pace")
        if present(pace):
            form.pace = str(pace.value)
        return form.fix()

    def _on_form(self, event: Any) -> None:
        if self.chrome.dialog_kind != "setup":
            return
        if str(event.target.id) == "setup-players":
            form = self._read_form()
            form.seats = (form.seats + ["normal"] * 4)[: form.players]
            self.form = form.fix()
            self.open_setup()
            players = by_id("setup-players")
            if present(players):
                players.focus()

    def _on_dialog(self, event: Any) -> None:
        button = event.target.closest("[data-dialog]")
        if present(button):
            self.run_dialog(str(button.dataset.dialog))

    def run_dialog(self, action: str) -> None:
        if action == "start":
            setup = self._read_form()
            self.form = None
            self.chrome.close_dialog()
            self.new_game(setup)
        elif action == "concede-yes":
            self.chrome.close_dialog()
            if self._my_turn():
                self.apply(CONCEDE)
        elif action == "next-round":
            self.next_round()
        elif action == "new-game":
            self.chrome.close_dialog()
            self.end = None
            self.open_setup(self.session.setup)
        elif action == "close-round":
            self.next_round()
        else:
            self.chrome.close_dialog()
            self.form = None
            self.root.focus()
            self.step()

    def new_game(self, setup: Setup) -> None:
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None
        self.session = BoardSession.new(setup)
        self.players = {}
        self.sel = Selection()
        self.end = None
        self.ready_for = None
        by_id("pace-select").value = setup.pace
        by_id("opt-tokens").checked = setup.tokens
        self.save()
        self.render()
        self.root.focus()
        self.chrome.say(text.BOARD["welcome"])
        self.step()


__all__ = ["HUMAN", "BoardApp"]
