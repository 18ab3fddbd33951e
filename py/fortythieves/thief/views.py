"""What each player of the Thief family may know: their view of the table, the events as they
saw them, and the key of their information (for the search of the computer players)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..cards import NAMES, RANK_OF, Card
from ..engine import Event
from .dealing import PAIRLESS
from .moves import Move, names
from .table import Play, Table


def visible_events(events: list[Event], player: int) -> list[Event]:
    """The events as ``player`` may see them: cards dealt or drawn to others become ``??``."""
    out: list[Event] = []
    for event in events:
        kind = event.get("type")
        if kind == "deal":
            event = dict(event)
            event["hands"] = [
                cards if q == player else ["??"] * len(cards)
                for q, cards in enumerate(event["hands"])
            ]
        elif kind == "draw" and event.get("player") != player:
            event = dict(event, cards=["??"] * len(event["cards"]))
        out.append(event)
    return out


def plays_in(view: dict[str, Any]) -> list[Play]:
    """The plays a view remembers (``Table.plays``), read back."""
    return [Play(play["player"], Move.parse(play["move"]),
                 tuple(Card.parse(c) for c in play["middle"]),
                 tuple(tuple(Card.parse(c) for c in top) for top in play["tops"]),
                 tuple(play["hands"])) for play in view["plays"]]


def top_run(pile: list[int]) -> list[int]:
    """Gharat: the top card of a capture pile and the cards of its rank directly below it,
    bottom first: what a capture of that pile takes, laid face up in sight of all (G-7)."""
    if not pile:
        return []
    rank = RANK_OF[pile[-1]]
    start = len(pile) - 1
    while start > 0 and RANK_OF[pile[start - 1]] == rank:
        start -= 1
    return pile[start:]


class TableViews(Table):
    """``view`` and ``info_key``; the games add what is particular to them."""

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` knows (``None``: anyone, no hand, as a hot-seat table shows while
        the device changes hands): their own hand, the counts of the other hands and the
        stock, the top of the middle pile, each capture pile's top packet (Gharat: top run)
        and, as ``pile_points`` and ``top_points``, the points of each pile and of what a
        capture of it takes, the scores; and, as ``below``, the cards under those tops that
        were laid face up in sight of all (every capture card, the middle less Gharat's
        covered cards): the table shows
        only the tops, but an attentive player remembers the rest (ruling beside T-10); as
        ``clear``, what the rules last showed about each player's hand (``cards`` of it are
        of none of the ``ranks``, 0 the joker, and with ``pairless`` of different ranks:
        ruling beside T-14); as ``plays``, each play of Gharat's round with the table it was
        made at (ruling beside G-10), from which the others' choices tell about their hands."""
        view: dict[str, Any] = {
            "game": self.game.id,
            "players": self.game.players,
            "player": player,
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "turn": self.turn,
            "to_move": self.to_move,
            "phase": self.phase,
            "hand": [] if player is None else names(self.hands[player]),
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "middle": self._middle_view(),
            "piles": [self._pile_view(p) for p in range(self.game.players)],
            "pile_points": [self.pile_points(p) for p in range(self.game.players)],
            "top_points": [self.points(self._top_taken(p)) for p in range(self.game.players)],
            "scores": self.scores,
            "clear": [{"cards": cards, "ranks": [r for r in range(14) if ranks >> r & 1],
                       "pairless": bool(ranks & PAIRLESS)} for cards, ranks in self.clear],
            "plays": [{"player": play.player, "move": str(play.move),
                       "middle": names(list(play.middle)),
                       "tops": [names(list(top)) for top in play.tops],
                       "hands": list(play.hands)} for play in self.plays],
        }
        return view

    def _top_taken(self, player: int) -> list[int]:
        """What a capture of ``player``'s pile takes: its top packet (T-8), Gharat's top run
        (G-7); nothing of an empty pile."""
        pile = self.piles[player]
        if not pile:
            return []
        return list(pile[-1]) if self.PACKETS else top_run(pile)

    def _middle_view(self) -> dict[str, Any]:
        middle = self.middle
        return {"top": NAMES[middle[-1]] if middle else None, "count": len(middle),
                "below": names(middle[self.covered : -1])}

    def _pile_view(self, player: int) -> dict[str, Any]:
        pile = self.piles[player]
        if not self.PACKETS:
            run = top_run(pile)
            return {"top": NAMES[pile[-1]] if pile else None, "count": len(pile),
                    "run": names(run), "below": names(pile[: len(pile) - len(run)])}
        return {
            "top": NAMES[pile[-1][-1]] if pile else None,
            "packet": names(pile[-1]) if pile else [],
            "below": [names(packet) for packet in pile[:-1]],
            "packets": [len(packet) for packet in pile],
            "count": sum(len(packet) for packet in pile),
        }

    def info_key(self, player: int) -> Hashable:
        """The player's own hand and the public record: every move so far (all moves show
        their cards) and every card chance turned face up. Equal for states that differ only
        in cards the player has not seen. (The order in which the player's own cards came
        is not part of it.)"""
        return (
            player,
            self.hand_no,
            self.dealer,
            tuple(sorted(self.hands[player])),
            self._prefix + tuple(self._history),
            tuple(self.seen),
        )
