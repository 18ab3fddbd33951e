"""Heuristics of the connecting board game (seeds/board.md) for the greedy levels and the
rollouts of the search: what a claim does to lines of four, and what it leaves the next player.

A move is judged by the space it claims or steals (the engine's ``claimed_space``, B-30):
lines it builds or blocks, then the spaces the new pile tops let the next player name, weighted
by the chance that the next player holds a card of the needed rank (counted from the cards the
mover has not seen).
"""

from __future__ import annotations

import math
import random
from operator import itemgetter
from typing import Any

from ..board.grid import CELL, NO_CELL, WINDOWS, WINDOWS_THROUGH
from ..board.moves import CONCEDE_CARD, REDEAL_CARD, Move
from ..board.state import PLAYING, BoardState
from ..cards import NAMES, RANK_OF

R = RANK_OF
WIN = 10_000.0
NOISE = 3.0
"""Spread of the random noise of the easy level, in the units of the scores below."""
SURE = WIN
"""A move worth this much (a line of four) is played without search."""
OWN = (0.0, 1.0, 4.0, 30.0, WIN)
"""Worth of a window of four held only by the mover, by how many spaces it then holds."""
BLOCK = (0.0, 1.0, 5.0, 60.0)
"""Worth of taking a space in a window held only by opponents, by how many they hold."""


def _others(window: tuple[int, int, int, int], cell: int) -> tuple[int, int, int]:
    a, b, c = (x for x in window if x != cell)
    return a, b, c


OTHERS_THROUGH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(_others(window, cell) for window in WINDOWS_THROUGH[cell])
    for cell in range(len(WINDOWS_THROUGH))
)
"""For each space, the other three spaces of every window of four through it."""


def window_worth(others: tuple[int, ...], side: int) -> float:
    """What taking a space is worth for ``side`` in one window of four, given the holders of
    its ``others`` (-1 for nobody): building its own window, or blocking one opponent's."""
    mine = sum(o == side for o in others)
    held = sum(o >= 0 for o in others)
    if held == mine:
        return OWN[mine + 1]
    top = max(others)
    if mine == 0 and all(o in (-1, top) for o in others):
        return BLOCK[held]  # blocks only a window of one opponent
    return 0.0


def _patterns(size: int) -> list[tuple[int, ...]]:
    """Every way ``size`` spaces can be held: by nobody (-1) or one of up to three sides."""
    out: list[tuple[int, ...]] = [()]
    for _ in range(size):
        out = [(*p, o) for p in out for o in (-1, 0, 1, 2)]
    return out


LINE_WORTH = tuple({p: window_worth(p, side) for p in _patterns(3)} for side in range(3))
"""``LINE_WORTH[side][holders]``: :func:`window_worth`, looked up (the rollouts' hot spot)."""
OTHERS_GET = tuple(tuple(itemgetter(*others) for others in through) for through in OTHERS_THROUGH)
"""For each space, getters of the holders of the other three spaces of each window through it."""
WINDOW_GET = tuple(itemgetter(*window) for window in WINDOWS)
THREAT_AT: dict[tuple[int, ...], tuple[int, int]] = {
    p: (p.index(-1), max(p)) for p in _patterns(4)
    if p.count(-1) == 1 and len(set(p)) == 2
}
"""Holders of a window of four that one more space completes: (its empty place, the side)."""


def line_value(owner: list[int], cell: int, side: int) -> float:
    """What taking ``cell`` is worth for lines: windows it builds for ``side`` and windows of
    opponents it blocks or breaks."""
    worth = LINE_WORTH[side]
    return sum([worth[get(owner)] for get in OTHERS_GET[cell]])


def reach(rank_a: int, rank_b: int) -> list[tuple[int, int]]:
    """(space, rank needed) for every space the next player can name on these pile tops."""
    out = [(CELL[r][rank_b], r) for r in range(1, 10)]
    out += [(CELL[rank_a][r], r) for r in range(1, 10)]
    return out


REACH = tuple(tuple(tuple(reach(a, b)) for b in range(10)) for a in range(10))
"""``REACH[a][b]``: :func:`reach`, made once for every pair of pile tops (never a 10)."""


def threats(owner: list[int], side: int) -> list[tuple[int, tuple[int, ...]]]:
    """(empty space, window) for every window of four that one more space would complete for
    a side other than ``side``: the spaces the next player must not be allowed to name."""
    out: list[tuple[int, tuple[int, ...]]] = []
    for get, window in zip(WINDOW_GET, WINDOWS, strict=True):
        hit = THREAT_AT.get(get(owner))
        if hit is not None and hit[1] != side:
            out.append((window[hit[0]], window))
    return out


def holds_chance(unseen: list[int], rank: int, hand: int) -> float:
    """Chance that a hand of ``hand`` cards dealt from the unseen cards holds ``rank``."""
    total = sum(unseen)
    if total <= 0 or hand <= 0:
        return 0.0
    miss = 1.0
    left = total - unseen[rank]
    for k in range(min(hand, total)):
        miss *= max(left - k, 0) / (total - k)
    return 1.0 - miss


def unseen_ranks(view: dict[str, Any]) -> list[int]:
    """Cards of each rank (index 1..10) the viewer has not seen: 4 of each, less own hand and
    both piles (the piles are open, B-40)."""
    counts = [0] + [4] * 10
    rank = "A23456789T"
    for name in [*view["hand"], *view["piles"][0], *view["piles"][1]]:
        counts[rank.index(name[0]) + 1] -= 1
    return counts


def move_scores(state: BoardState, moves: list[Any], unseen: list[int] | None) -> list[float]:
    """Worth of each move for the player to move: lines built and blocked now, less the
    danger of the spaces its pile tops hand the next player. ``unseen`` (ranks the player has
    not seen) weights that danger; ``None`` skips it (the easy level)."""
    rnd = state.round
    side = state.game.side_of[rnd.turn]
    out = []
    known: dict[tuple[int, int, bool], float] = {}
    risky = unseen is not None and rnd.phase == PLAYING
    wins = threats(rnd.owner, side) if risky else []
    chance: list[float] = []
    if wins and unseen is not None:
        hand = len(rnd.hands[state._next(rnd.turn)])
        chance = [holds_chance(unseen, rank, hand) for rank in range(11)]
    for move in moves:
        card, pile, lift = move
        if card == CONCEDE_CARD:
            out.append(-WIN)
            continue
        if card == REDEAL_CARD:
            out.append(0.0)
            continue
        # the worth depends only on the pile, the new top's rank and whether a thief is spent
        key = (pile, R[lift if lift >= 0 else card], lift >= 0)
        value = known.get(key)
        if value is None:
            value = known[key] = claim_worth(state, move, side, chance, wins)
        out.append(value)
    return out


def claim_worth(
    state: BoardState, move: Any, side: int, chance: list[float],
    wins: list[tuple[int, tuple[int, ...]]],
) -> float:
    """Worth of one discard or theft for ``side``: see :func:`move_scores`; ``wins`` are the
    opponents' threats before the move, ``chance[rank]`` that the next player holds a rank
    (empty: no danger weighed)."""
    card, pile, lift = move
    owner = state.round.owner
    cell = state.claimed_space(move)
    if cell == NO_CELL:
        return -R[card] * 0.01  # opening pile a: keep low cards, thieves stay unused
    value = line_value(owner, cell, side)
    if owner[cell] >= 0:
        value += 2.0  # a steal also costs the opponent a chip
    if lift >= 0:
        value -= 3.0  # a thief is worth keeping for a steal that matters
    if chance:
        value -= danger(state, move, cell, chance, wins)
    return value


def danger(
    state: BoardState, move: Any, cell: int, chance: list[float],
    wins: list[tuple[int, tuple[int, ...]]],
) -> float:
    """Expected harm of the spaces the next player may name after ``move``: an opponent's
    winning space (of the threats ``wins`` those the move leaves open: a claim or steal of
    ``cell`` spoils every window through it), weighted by the chance they hold the rank."""
    left = {space for space, window in wins if cell not in window}
    if not left:
        return 0.0
    rnd = state.round
    card, pile, lift = move
    tops = [R[rnd.piles[0][-1]], R[rnd.piles[1][-1]]]
    tops[pile] = R[lift if lift >= 0 else card]
    harm = 0.0
    seen: set[int] = set()
    for space, rank in REACH[tops[0]][tops[1]]:
        if space in left and space not in seen:
            seen.add(space)
            harm += 0.9 * OWN[4] * chance[rank] / 10
    return harm


def rollout_move(
    state: BoardState, moves: list[Any], rng: random.Random, eps: float = 0.25
) -> Any:
    """The policy of playouts: ``normal``'s choice for the player to move, weighing the danger
    of each claim with the ranks that player has not seen (as the opponent it models does, not
    knowing the hands the determinization dealt), else (with chance ``eps``) a random move."""
    if len(moves) == 1:
        return moves[0]
    if rng.random() < eps:
        playable = [m for m in moves if m.card != CONCEDE_CARD] or moves
        return rng.choice(playable)
    scores = move_scores(state, moves, unseen_in(state))
    best = max(scores)
    return rng.choice([m for m, s in zip(moves, scores, strict=True) if s == best])


def unseen_in(state: BoardState) -> list[int]:
    """As :func:`unseen_ranks`, for the player to move in ``state``."""
    rnd = state.round
    counts = [0] + [4] * 10
    for cards in (rnd.hands[rnd.turn], rnd.piles[0], rnd.piles[1]):
        for card in cards:
            counts[R[card]] -= 1
    return counts


def snapshot(state: BoardState) -> tuple[int, list[int]]:
    return (state.round.number, list(state.points))


def done(state: BoardState, start: tuple[int, list[int]]) -> bool:
    """The playout of a round ends when the round is won."""
    return state.is_over or state.round.number != start[0]


def payoff(state: BoardState, start: tuple[int, list[int]]) -> list[float]:
    """1 for each player of the side that won the round, 0 for the others; an unfinished
    playout shares the round."""
    game = state.game
    gained = [p - q for p, q in zip(state.points, start[1], strict=True)]
    if not any(gained) and not state.is_over:
        return [1.0 / game.sides] * game.players
    best = max(gained)
    winners = [s for s, g in enumerate(gained) if g == best]
    return [1.0 / len(winners) if game.side_of[p] in winners else 0.0
            for p in range(game.players)]


POTENTIAL = (0.0, 1.0, 3.0, 10.0)
"""Static worth of a window of four held by one side only, by how many spaces it holds."""


def value(state: BoardState, start: tuple[int, list[int]], seat: int) -> float:
    """Worth to ``seat`` of where a rollout stopped: the round's payoff when it ended, else
    the lines each side can still make (windows held by it alone), as a chance of winning."""
    if done(state, start):
        return payoff(state, start)[seat]
    game = state.game
    owner = state.round.owner
    pot = [0.0] * game.sides
    for window in WINDOWS:
        held = -1
        count = 0
        for c in window:
            o = owner[c]
            if o >= 0:
                if held >= 0 and o != held:
                    held = -2
                    break
                held = o
                count += 1
        if held >= 0:
            pot[held] += POTENTIAL[count]
    side = game.side_of[seat]
    best = max(p for s, p in enumerate(pot) if s != side)
    return 1.0 / (1.0 + math.exp((best - pot[side]) / SCALE))


SCALE = 12.0


def winning_ranks(state: BoardState, player: int) -> set[int]:
    """The ranks (10 for a thief) of the cards with which ``player``, to move in ``state``,
    would complete a line: a player who moved otherwise held none of them (anyone takes a
    won round)."""
    rnd = state.round
    owner = rnd.owner
    side = state.game.side_of[player]
    top_a, top_b = R[rnd.piles[0][-1]], R[rnd.piles[1][-1]]
    ranks = set()
    for r in range(1, 10):
        for cell in (CELL[r][top_b], CELL[top_a][r]):
            if owner[cell] < 0 and wins_with(owner, cell, side):
                ranks.add(r)
    for pile, other in ((0, top_b), (1, top_a)):
        for lift in rnd.piles[pile]:
            cell = CELL[R[lift]][other]
            if owner[cell] not in (-1, side) and wins_with(owner, cell, side):
                ranks.add(10)
    return ranks


def wins_with(owner: list[int], cell: int, side: int) -> bool:
    """Whether taking ``cell`` gives ``side`` a line of four."""
    return any(owner[a] == side and owner[b] == side and owner[c] == side
               for a, b, c in OTHERS_THROUGH[cell])


class Belief:
    """What the opponent's last move says of their hand: the cards they kept from the hand
    they played from (``kept`` of them) hold none of the ``ranks`` that would have won; the
    cards they drew since (``drawn``) may be anything."""

    def __init__(self, player: int, ranks: set[int], kept: int, drawn: int) -> None:
        self.player = player
        self.ranks = ranks
        self.kept = kept
        self.drawn = drawn

    def deal(self, state: BoardState, seat: int, rng: random.Random) -> BoardState:
        """A determinization of ``state`` for ``seat`` that agrees with the belief: the
        opponent's hand and the stock re-dealt from a uniform sample, the kept cards taken
        among those of the allowed ranks (when too few are left, the plain sample)."""
        out = state.sample(seat, rng)
        rnd = out.round
        pool = rnd.hands[self.player] + rnd.stock
        fits = [c for c in pool if R[c] not in self.ranks][: self.kept]
        if len(fits) < self.kept or len(rnd.hands[self.player]) != self.kept + self.drawn:
            return out
        chosen = set(fits)
        rest = [c for c in pool if c not in chosen]
        rnd.hands[self.player] = fits + rest[: self.drawn]
        rnd.stock = rest[self.drawn:]
        return out


def belief(game: Any, memory: tuple[dict[str, Any], Any] | None,
           view: dict[str, Any]) -> Belief | None:
    """What the opponent's reply to this player's last move (``memory``: the view it was
    chosen from, and the move) reveals, when exactly one opponent moved since in the same
    round and passed up a won round; else ``None``."""
    if memory is None:
        return None
    before, mine = memory
    if before["round"] != view["round"] or before["phase"] != "play":
        return None
    state = game.from_view(before, random.Random(0))
    state.push(mine)
    rnd = state.round
    opponent = state.to_move
    if state.is_over or rnd.number != view["round"] or opponent == view["player"]:
        return None
    ranks = winning_ranks(state, opponent)
    if not ranks:
        return None
    move = reply(state, opponent, view)
    if move is None or R[move.card] in ranks:
        return None  # not a reply we can read, or it could have won and did not
    kept = len(rnd.hands[opponent]) - 1
    return Belief(opponent, ranks, kept, view["hands"][opponent] - kept)


def reply(state: BoardState, opponent: int, view: dict[str, Any]) -> Any:
    """The move of ``opponent`` (to move in ``state``, their hand dealt at random) that leads
    to the piles and board of ``view``, or ``None`` when no single move does."""
    rnd = state.round
    seen = {NAMES[c] for p in rnd.piles for c in p}
    new = [(pile, name) for pile, names in enumerate(view["piles"]) for name in names
           if name not in seen]
    if len(new) != 1:
        return None
    pile, name = new[0]
    card = NAMES.index(name)
    top = NAMES.index(view["piles"][pile][-1])
    move = Move(card, pile, top if R[card] == 10 else -1)
    hand = rnd.hands[opponent]
    if card not in hand:
        if card not in rnd.stock or not hand:
            return None
        rnd.stock[rnd.stock.index(card)] = hand[0]
        hand[0] = card
    if state.why_illegal(move) is not None:
        return None
    state.push(move)
    board = [-1 if o is None else o for o in view["board"]]
    same = state.round.owner[:NO_CELL] == board and state.to_move == view["player"]
    state.pop()
    return move if same else None


def move_kind(move: Any) -> tuple[int, int, int]:
    """Moves of one kind do the same on the board and leave the same ranks in hand: suits
    do not matter, so the search need not try two of a kind."""
    card, pile, lift = move
    return (R[card] if card >= 0 else card, pile, R[lift] if lift >= 0 else -1)
