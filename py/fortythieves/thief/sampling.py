"""Full states built from what one player knows, for the search of the computer players
(determinization, docs/architecture.md): the cards that player has not seen dealt again at random,
consistently with what the rules have shown of each hand."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import TYPE_CHECKING, Any, Self

from ..cards import Card
from .dealing import PAIRLESS, deal_hands
from .moves import names
from .saves import TableSaves
from .views import plays_in

if TYPE_CHECKING:
    from .common import TableGame


class TableSampling(TableSaves):
    """``sample`` and ``from_view``, and the copies they start from."""

    @classmethod
    def from_view(cls, game: TableGame, view: dict[str, Any], rng: random.Random) -> Self:
        """A full state consistent with ``view`` (what one player knows), the cards that
        player cannot know dealt at random with ``rng``: the stock, the other hands and the
        middle's covered cards; later hands get a random seed. The capture piles and the
        middle are laid as the view remembers them. Computer players search such states, so
        they never read the real one."""
        middle_view = view["middle"]
        below = list(middle_view.get("below") or [])
        shown = [*view["hand"], *(middle_view.get("cards") or []), *below]
        if "cards" not in middle_view and middle_view["top"] is not None:
            shown.append(middle_view["top"])
        piles: list[Any] = []
        for pile in view["piles"]:
            if cls.PACKETS:
                packets = [list(packet) for packet in pile["below"]]
                piles.append([*packets, list(pile["packet"])] if pile["packet"] else [])
            else:
                piles.append([*pile["below"], *pile["run"]])
            shown += [c for part in piles[-1] for c in part] if cls.PACKETS else piles[-1]
        unseen = Counter(game.deck())
        unseen.subtract(Counter(Card.parse(name) for name in shown))
        pool: list[int] = list(unseen.elements())
        rng.shuffle(pool)

        def deal(count: int) -> list[str]:
            out = names(pool[len(pool) - count :]) if count else []
            del pool[len(pool) - count :]
            return out

        player = view["player"]
        clear = [(entry["cards"], sum(1 << r for r in entry["ranks"])
                  | (PAIRLESS if entry["pairless"] else 0)) for entry in view["clear"]]
        dealt = deal_hands(pool, view["hand_sizes"], clear, player, rng)
        hands = [list(view["hand"]) if q == player else names(hand)
                 for q, hand in enumerate(dealt)]
        count = middle_view["count"]
        middle = list(middle_view.get("cards") or [])
        covered = 0
        if "cards" not in middle_view and count:
            covered = count - 1 - len(below)
            middle = [*deal(covered), *below, middle_view["top"]]
        recapture = view.get("recapture") or {}
        data = {
            "seed": f"view-{rng.getrandbits(64):016x}",
            "hand_no": view["hand_no"],
            "dealer": view["dealer"],
            "turn": view["turn"],
            "phase": view["phase"],
            "victim": recapture.get("victim"),
            "thief": recapture.get("thief"),
            "covered": covered,
            "totals": [0] * game.players,
            "hands": hands,
            "stock": deal(view["stock"]),
            "middle": middle,
            "piles": piles,
        }
        state = cls.from_position(game, data)
        raw = [state.pile_points(p) for p in range(game.players)]
        totals = [max(0, s - r) for s, r in zip(view["scores"], raw, strict=True)]
        for team in game.teams or []:  # partners show the partnership's score (G-13)
            lead, *rest = team
            totals[lead] = max(0, view["scores"][lead] - sum(raw[p] for p in team))
            for p in rest:
                totals[p] = 0
        state.totals = tuple(totals)
        state.clear = tuple(clear)
        state.plays = plays_in(view)
        state.start = state.position()
        return state

    def _clone(self) -> Self:
        """The same position, public record and seed, with no undo history."""
        other = type(self)(self.game, self.deal, self.seed)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.middle = list(self.middle)
        if self.PACKETS:
            other.piles = [[list(packet) for packet in pile] for pile in self.piles]
        else:
            other.piles = [list(pile) for pile in self.piles]
        other.seen = list(self.seen)
        other.clear = self.clear
        other.plays = list(self.plays)
        other._restore(self._control())
        other._prefix = self._prefix + tuple(self._history)
        return other

    def unseen(self, player: int) -> list[int]:
        """The cards ``player`` has not seen, which a determinization deals again: the stock,
        the middle's covered cards and the other players' hands."""
        cards = self.stock + self.middle[: self.covered]
        for q, hand in enumerate(self.hands):
            if q != player:
                cards += hand
        return cards

    def sample(self, player: int, rng: random.Random) -> Self:
        """A full state consistent with ``view(player)`` and the public record: the stock, the
        other players' hands and any never-seen cards of the middle are dealt again at random.
        Its game ends with this hand (``last_deal``). It has no deal number and no undo
        history (its ``info_key`` is the same as this state's)."""
        other = self._clone()
        n = self.game.players
        unseen = other.unseen(player)
        rng.shuffle(unseen)
        dealt = deal_hands(unseen, [len(h) for h in other.hands], list(other.clear), player,
                           rng)
        for q in range(n):
            if q != player:
                other.hands[q] = dealt[q]
        covered = other.covered
        other.middle[:covered] = unseen[:covered]
        other.stock = unseen[covered:]
        other.deal = None
        other.seed = f"sample-{rng.getrandbits(64):016x}"
        other.last_deal = True
        other.start = other.position()
        return other

    def copy(self) -> Self:
        """An independent state with the same position, history and undo."""
        memo: dict[int, Any] = {id(c): c for c in Card._all}
        memo[id(self.game)] = self.game
        return copy.deepcopy(self, memo)
