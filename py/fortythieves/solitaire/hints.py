"""A heuristic hint: the legal move that most improves a simple judgement of the position.

This is advice, not a proof (rule S-50): it looks one move ahead. The judgement rewards cards on
the foundations, face-down cards turned up, empty columns (the first most) and cards sitting in
built runs or on top of the waste; a move is also worth the cards it leaves free to go home
next. It refuses moves that send cards back where the previous move took them from or carry a
whole column into an empty one.
"""

from __future__ import annotations

from .analysis import is_safe, is_stuck, position_key
from .moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from .state import SolitaireState


def built_length(state: SolitaireState, col: int) -> int:
    """How many face-up cards at the top of column ``col`` lie in built order: those that
    may move together, and in the games that move one card at a time (S-5) the order the
    foundations will want as well, so that a build counts there too (a queen onto a king
    judged no better than turning the stock, which goes round once)."""
    cards = state.layout.cols[col]
    face_up = len(cards) - state.layout.down[col]
    targets = state.game.targets
    k = min(face_up, 1)
    while k < face_up and cards[-k - 1] in targets[cards[-k]]:
        k += 1
    return k


def judge(state: SolitaireState) -> float:
    """Higher is better; the weights reflect how hard each thing is to get back."""
    lay = state.layout
    home = sum(len(f) for f in lay.found)
    empty = sum(1 for c in lay.cols if not c)
    buried = sum(len(c) - built_length(state, j) for j, c in enumerate(lay.cols) if c)
    buried += max(len(lay.waste) - 1, 0)
    spaces = 25 * min(empty, 1) + 8 * max(empty - 1, 0)
    return 100 * home - 40 * sum(lay.down) + spaces - 4 * buried


FREED = 60
"""What a move is worth for each card it leaves free to go home next (less than a card home
now): one move ahead the judgement cannot see that a card laid in an empty column uncovers a
three for the foundations, and the hint turned the stock instead."""


def homeward(state: SolitaireState) -> int:
    """How many cards on top of the columns and the waste could go to a foundation now."""
    lay = state.layout
    homes = lay.homes()
    return sum(1 for cards in (*lay.cols, lay.waste) if cards and cards[-1] in homes)


def _pointless(state: SolitaireState, move: Move) -> bool:
    lay = state.layout
    src, dst, count = move
    if src < WASTE and dst < WASTE and not lay.cols[dst] and count == len(lay.cols[src]):
        return True
    if FOUNDATION <= src < FOUNDATION + 8:
        return True
    last = state.history[-1] if state.history else None  # back where they came from, all
    return last is not None and (last.src, last.dst) == (dst, src)  # of them or a part


def visited(state: SolitaireState) -> set[tuple]:
    """Every position of this game so far, so that a hint never leads round in a circle."""
    work = state.copy()
    seen = {position_key(work)}
    while work.history:
        work.pop()
        seen.add(position_key(work))
    return seen


def hint(state: SolitaireState) -> Move | None:
    """The suggested move, or ``None`` when no move seems to help (the stock included), or
    none can (S-12: a move between columns was hinted just after "no more moves"). A card
    that can go home is suggested last of all, though it goes back where it was taken from: a
    player who took it back and finds nothing better to do is not told that nothing helps."""
    move = _suggested(state)
    return None if move is None or is_stuck(state) else move


def _suggested(state: SolitaireState) -> Move | None:
    """The heuristic's move (see :func:`hint`). The proof that no move can help comes after
    it, only for a move found: that search (up to ``analysis.STUCK_SEARCH_LIMIT`` positions)
    costs most where the heuristic finds none anyway (``bench/solver.md``)."""
    if state.won:
        return None
    seen = visited(state)
    before = judge(state)
    free = homeward(state)
    best: tuple[float, Move] | None = None
    fallback: Move | None = None
    home_again: Move | None = None
    for move in state.legal_moves(distinct=True):
        if move.src in (STOCK, REDEAL):
            fallback = fallback or move
            continue
        if _pointless(state, move):
            home_again = home_again or (move if move.to_foundation else None)
            continue
        card = state.layout.waste[-1] if move.src == WASTE else None
        state.push(move)
        gain = judge(state) - before
        if not move.to_foundation:
            gain += FREED * max(homeward(state) - free, 0)
        repeat = position_key(state) in seen
        state.pop()
        if repeat:
            home_again = home_again or (move if move.to_foundation else None)
            continue
        if move.to_foundation:
            card = card if card is not None else state.layout.cols[move.src][-1]
            gain += 50 if is_safe(state, card) else 0
        elif move.src == WASTE:
            gain += 10
        if best is None or gain > best[0]:
            best = (gain, move)
    if best is not None and best[0] > 0:
        return best[1]
    return fallback or home_again


STUDY_SECONDS = 10.0
"""The budget of the study ``DECIDED`` is read from: CPU seconds a deal, natively, about what
the page's 30 s search does in its worker."""
DECIDED = {
    "classic": (234, 1000),
    "indian": (473, 500),
    "limited": (426, 500),
    "little-forty": (277, 500),
    "lucas": (499, 500),
    "maria": (61, 301),
    "number-ten": (320, 500),
    "rank-and-file": (361, 500),
    "streets": (250, 500),
    "thieves-of-egypt": (286, 500),
}
"""Fresh deals the current solver decided (winnable or not) / deals searched, by game: its
study in ``bench/results/study.jsonl`` (``python -m fortythieves study``, deal numbers from 1,
``STUDY_SECONDS`` a deal). A new solver version is studied again and this table with it."""
LATE = 0
"""Cards still to come (stock and face down) at most, for a position the solver mostly decides
whatever the game: with a dozen still to come it decided half the positions sampled, with none
nearly all (``bench/lost_where.md``)."""


def question_likely(state: SolitaireState) -> bool:
    """Whether "Can this still be won?" is likely to be answered from this position (not
    "unknown"): in a game whose deals the solver mostly decides, or in any game once every
    card is face up and the stock is out. A guessed hint sends the player to the question only
    then."""
    decided, asked = DECIDED.get(state.game.variant.key, (0, 1))
    lay = state.layout
    return 2 * decided >= asked or len(lay.stock) + sum(lay.down) <= LATE
