"""Heuristics of the connecting board game (seeds/board.md) for the greedy levels and the
rollouts of the search: what a claim does to lines of four, and what it leaves the next player.

A move is judged by the space it claims or steals (``claimed``): lines it builds or blocks,
then the spaces the new pile tops let the next player name, weighted by the chance that the
next player holds a card of the needed rank (counted from the cards the mover has not seen).
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..board.grid import CELL, NO_CELL, WINDOWS, WINDOWS_THROUGH
from ..board.moves import CONCEDE_CARD, REDEAL_CARD
from ..board.state import PLAYING, BoardState
from ..cards import RANK_OF

R = RANK_OF
WIN = 10_000.0
NOISE = 3.0
SURE = WIN
"""A move worth this much (a line of four) is played without search."""
"""Spread of the random noise of the easy level, in the units of the scores below."""
OWN = (0.0, 1.0, 4.0, 30.0, WIN)
"""Worth of a window of four held only by the mover, by how many spaces it then holds."""
BLOCK = (0.0, 1.0, 5.0, 60.0)
"""Worth of taking a space in a window held only by opponents, by how many they hold."""


def claimed(state: BoardState, move: Any) -> int:
    """The space ``move`` names (``NO_CELL`` for none: opening a, concede, redeal)."""
    card, pile, lift = move
    rnd = state.round
    if card < 0 or rnd.phase == 0:
        return NO_CELL
    top = lift if lift >= 0 else card
    other = rnd.piles[1 - pile][-1] if rnd.piles[1 - pile] else -1
    if other < 0:
        return NO_CELL
    return CELL[R[top]][R[other]]


OTHERS_THROUGH: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(tuple(c for c in window if c != cell) for window in WINDOWS_THROUGH[cell])
    for cell in range(len(WINDOWS_THROUGH))
)
"""For each space, the other three spaces of every window of four through it."""


def line_value(owner: list[int], cell: int, side: int) -> float:
    """What taking ``cell`` is worth for lines: windows it builds for ``side`` and windows of
    opponents it blocks or breaks (the hot spot of the search's rollouts, hence terse)."""
    value = 0.0
    for a, b, c in OTHERS_THROUGH[cell]:
        oa = owner[a]
        ob = owner[b]
        oc = owner[c]
        mine = (oa == side) + (ob == side) + (oc == side)
        held = (oa >= 0) + (ob >= 0) + (oc >= 0)
        if held == mine:
            value += OWN[mine + 1]
        elif mine == 0:
            top = max(oa, ob, oc)  # blocks only a window of one opponent
            if oa in (-1, top) and ob in (-1, top) and oc in (-1, top):
                value += BLOCK[held]
    return value


def reach(rank_a: int, rank_b: int) -> list[tuple[int, int]]:
    """(space, rank needed) for every space the next player can name on these pile tops."""
    out = [(CELL[r][rank_b], r) for r in range(1, 10)]
    out += [(CELL[rank_a][r], r) for r in range(1, 10)]
    return out


def threats(owner: list[int], side: int) -> list[tuple[int, tuple[int, ...]]]:
    """(empty space, window) for every window of four that one more space would complete for
    a side other than ``side``: the spaces the next player must not be allowed to name."""
    out = []
    for window in WINDOWS:
        a, b, c, d = window
        oa = owner[a]
        ob = owner[b]
        oc = owner[c]
        od = owner[d]
        if (oa < 0) + (ob < 0) + (oc < 0) + (od < 0) != 1:
            continue
        top = max(oa, ob, oc, od)
        if top != side and oa in (-1, top) and ob in (-1, top) and oc in (-1, top) and (
            od in (-1, top)
        ):
            out.append((window[(oa, ob, oc, od).index(-1)], window))
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
    not seen) weights that danger; ``None`` skips it (the cheap rollout policy)."""
    rnd = state.round
    side = state.game.side_of[rnd.turn]
    out = []
    nxt = state._next(rnd.turn)
    hand = len(rnd.hands[nxt])
    known: dict[tuple[int, int, bool], float] = {}
    risky = unseen is not None and rnd.phase == PLAYING
    wins = threats(rnd.owner, side) if risky else []
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
            value = known[key] = claim_worth(state, move, side, unseen, hand, wins)
        out.append(value)
    return out


def claim_worth(
    state: BoardState, move: Any, side: int, unseen: list[int] | None, hand: int,
    wins: list[tuple[int, tuple[int, ...]]],
) -> float:
    """Worth of one discard or theft for ``side``: see :func:`move_scores`; ``wins`` are the
    opponents' threats before the move."""
    card, pile, lift = move
    owner = state.round.owner
    cell = claimed(state, move)
    if cell == NO_CELL:
        return -R[card] * 0.01  # opening pile a: keep low cards, thieves stay unused
    value = line_value(owner, cell, side)
    if owner[cell] >= 0:
        value += 2.0  # a steal also costs the opponent a chip
    if lift >= 0:
        value -= 3.0  # a thief is worth keeping for a steal that matters
    if wins and unseen is not None:
        value -= danger(state, move, cell, unseen, hand, wins)
    return value


def danger(
    state: BoardState, move: Any, cell: int, unseen: list[int], hand: int,
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
    for space, rank in reach(tops[0], tops[1]):
        if space in left and space not in seen:
            seen.add(space)
            harm += 0.9 * OWN[4] * holds_chance(unseen, rank, hand) / 10
    return harm


def rollout_move(
    state: BoardState, moves: list[Any], rng: random.Random, eps: float = 0.25
) -> Any:
    """The policy of playouts, in a determinization where every hand is known: the best move
    by the scores, weighing the danger of each claim with the next player's actual hand (so
    nobody hands over a winning space they could refuse), else a random move."""
    if len(moves) == 1:
        return moves[0]
    if rng.random() < eps:
        playable = [m for m in moves if m.card != CONCEDE_CARD] or moves
        return rng.choice(playable)
    scores = move_scores(state, moves, next_hand(state))
    best = max(scores)
    return rng.choice([m for m, s in zip(moves, scores, strict=True) if s == best])


def next_hand(state: BoardState) -> list[int]:
    """The next player's hand as counts by rank: as ``unseen`` of :func:`move_scores`, it
    makes the danger of a space 1 when they hold the rank that names it, else 0."""
    rnd = state.round
    counts = [0] * 11
    for card in rnd.hands[state._next(rnd.turn)]:
        counts[R[card]] += 1
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
