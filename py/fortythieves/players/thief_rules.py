"""Heuristics of the Thief family (seeds/thief.md) for the greedy levels and the playouts of
the search: points a capture gains (and takes from a rival), what it leaves exposed on top of
one's pile, and the worth of keeping wild cards and of not feeding the middle."""

from __future__ import annotations

import functools
import math
import random
from typing import Any, NamedTuple

from ..cards import RANK_OF
from ..thief.common import TableGame, TableState
from ..thief.dealing import deal_hands
from ..thief.moves import DISCARD, PAIR, STEAL, TAKE
from ..thief.table import Play
from ..thief.views import plays_in, top_run

R = RANK_OF
ANY = 14
"""Index of "a wild card" in a count by rank."""
NOISE = 8.0
"""Spread of the random noise of the easy level, in points."""
SURE = float("inf")
"""A score the hard level would play without search; no move of these games wins outright,
so none scores it and hard always searches."""


@functools.cache
def deck_ranks(game: TableGame) -> tuple[int, ...]:
    """Cards of each rank (0 = joker) in the game's deck, counted once: ``unseen_ranks``
    starts from it at every decision, and in the searching seat's playouts at every move."""
    counts = [0] * 15
    for card in game.deck():
        counts[R[card]] += 1
    return tuple(counts)


def unseen_ranks(state: TableState, player: int, remember: bool = False) -> list[int]:
    """Cards of each rank (0 = joker) the player has not seen on the table, and at ``ANY``
    the unseen wild cards: the deck less its hand, the middle's visible cards and the visible
    capture cards (top packets; Gharat's top runs). With ``remember``, less every card the
    view recalls as laid face up too (the packets under the tops, the middle under its top:
    ruling beside T-10), as a player who counts cards does. The same for every
    determinization of one view."""
    counts = list(deck_ranks(state.game))
    shown = list(state.hands[player])
    if remember:
        shown += state.middle[state.covered :]
        for pile in state.piles:
            shown += [c for packet in pile for c in packet] if state.PACKETS else pile
    else:
        shown += state.middle if state.OPEN_MIDDLE else state.middle[-1:]
        for pile in state.piles:
            if pile:
                shown += pile[-1] if state.PACKETS else top_run(pile)
    for card in shown:
        counts[R[card]] -= 1
    counts[ANY] = counts[0] + (counts[2] if state.WILD[1] else 0)
    return counts


class Weights(NamedTuple):
    """How much each risk of ``move_scores`` counts, in points per point at stake."""

    risk: float
    """A capture's top packet (Gharat: top run), times the chance a rival can take it."""
    keep: float
    """A card discarded, lost to its owner."""
    offer: float
    """A card discarded, times the chance the next player can take it."""
    live: float = 0.0
    """A natural card discarded, per unseen card of its rank (up to ``LIVE_CAP``): the more
    of its rank are still to come, the likelier it is to capture later, and the likelier a
    rival is to take it from the middle. So the card let go is the one whose rank is most in
    sight, whatever its points."""


LIVE_CAP = 4
NORMAL = Weights(risk=0.6, keep=0.5, offer=0.3)
HARD = {
    "gharat": Weights(risk=2.0, keep=0.0, offer=0.3),
    "thief": Weights(risk=0.6, keep=0.5, offer=0.3, live=6.0),
    "four-card": Weights(risk=0.6, keep=0.5, offer=0.3, live=6.0),
}
"""The hard level's weights where they differ from normal's. Gharat: every card of a hand is
played in the end, so a card discarded now costs its owner nothing a later play would not,
and a top run is lost more often than its bare chance says (the next rivals play before the
owner can cover it). Thief and Four Card Thief: a discard by how many of its rank are unseen
(``live``), which lifts a greedy seat in both (not in Gharat, which keeps its own weights).
Under hard's search in Four Card the rollouts find it anyway: it counts there where the
deadline cuts the search short. The runs behind each weight: bench/thief_ai.md."""


class Reading(NamedTuple):
    """What a level's scores weigh risks with: the unseen ranks and the weights."""

    counts: list[int]
    weights: Weights


def reading(state: TableState, player: int, level: str) -> Reading:
    """``normal`` reads the table as it lies; ``hard`` also remembers every card laid face up
    (``unseen_ranks`` with ``remember``) and weighs risks by ``HARD``."""
    if level == "hard":
        return Reading(unseen_ranks(state, player, True), HARD.get(state.game.id, NORMAL))
    return Reading(unseen_ranks(state, player), NORMAL)


def rival_holds(counts: list[int], rank: int, cards: int) -> float:
    """Chance that ``cards`` unseen cards include one of ``rank`` or a wild card."""
    total = sum(counts[:14])
    wild_rank = rank == 0 or (rank == 2 and counts[ANY] > counts[0])
    need = counts[ANY] if wild_rank else counts[rank] + counts[ANY]
    if total <= 0 or cards <= 0:
        return 0.0
    miss = 1.0
    for k in range(min(cards, total)):
        miss *= max(total - need - k, 0) / (total - k)
    return 1.0 - miss


def top_value(state: TableState, player: int) -> tuple[int, int]:
    """(points, rank of the top card) of what a rival could take from ``player``'s pile."""
    pile = state.piles[player]
    if not pile:
        return 0, -1
    values = state.VALUES
    if state.PACKETS:
        return sum(values[c] for c in pile[-1]), R[pile[-1][-1]]
    return sum(values[c] for c in top_run(pile)), R[pile[-1]]


def gain(state: TableState, move: Any) -> float:
    """Points the move's capture brings at once, and half the points it takes from a rival
    (static: no push, so the playouts stay cheap)."""
    values = state.VALUES
    kind = move.kind
    card = move.card
    if kind == PAIR:
        return values[card] + values[move.arg]
    if kind == TAKE:
        if state.OPEN_MIDDLE:
            r = R[card]
            return values[card] + sum(values[c] for c in state.middle if R[c] == r)
        return values[card] + (values[state.middle[-1]] if state.middle else 0)
    if kind == STEAL:
        if move.arg == state.to_move:  # Gharat: a card joins one's own pile
            return values[card]
        taken, _ = top_value(state, move.arg)
        return values[card] + 1.5 * taken
    return 0.0


def move_scores(state: TableState, moves: list[Any], read: Reading | None) -> list[float]:
    """Worth of each move for the player to move: points gained, less the expected loss of the
    packet it leaves on top of the pile, less what a discard costs its owner and offers the
    next player. ``read`` (a level's ``reading``) weighs the risks; ``None`` is the cheap
    version of the playouts, normal's weights without the risks."""
    values = state.VALUES
    wild = state.WILD
    keep = (read.weights if read else NORMAL).keep
    out = []
    for move in moves:
        kind = move.kind
        score = gain(state, move)
        if kind == DISCARD:
            card = move.card
            score -= keep * values[card]
            if wild[card]:
                score -= values[card]
        out.append(score)
    if read is not None:
        _weigh_risks(state, moves, read, out)
    return out


def _weigh_risks(state: TableState, moves: list[Any], read: Reading, out: list[float]) -> None:
    """Less from each score in ``out`` what its move risks: a capture the packet it leaves on
    top, a discard what it offers the next player and (``Weights.live``) the captures its
    rank might still make."""
    player = state.to_move
    assert player is not None  # moves are scored only while someone is to move
    values = state.VALUES
    wild = state.WILD
    weights = read.weights
    n = state.game.players
    rivals_cards = sum(len(h) for q, h in enumerate(state.hands) if q != player)
    for i, move in enumerate(moves):
        kind = move.kind
        if kind in (PAIR, TAKE, STEAL):
            points, rank = _exposed_after(state, move)
            risk = rival_holds(read.counts, rank, min(rivals_cards, 4 * (n - 1)))
            out[i] -= weights.risk * points * risk
        elif kind == DISCARD:
            card = move.card
            rank = R[card]
            nxt = len(state.hands[state.seat_after(player)])
            out[i] -= weights.offer * values[card] * rival_holds(read.counts, rank, nxt)
            if not wild[card]:
                out[i] -= weights.live * min(read.counts[rank], LIVE_CAP)


def _exposed_after(state: TableState, move: Any) -> tuple[float, int]:
    """(points, top rank) of the mover's top packet after a capture; in Gharat, its top run:
    the card played with the cards it takes (laid on it) and, when they match, the run that
    was on top of its own pile."""
    values = state.VALUES
    if move.kind == PAIR:
        return values[move.card] + values[move.arg], R[move.arg]
    if state.PACKETS:
        return gain(state, move), R[move.card]
    mover = state.to_move
    assert mover is not None  # moves are scored only while someone is to move
    own = state.piles[mover]
    rank = R[move.card]
    cards = top_run(own) if own and R[own[-1]] == rank else []
    cards.append(move.card)
    if move.kind == TAKE:
        cards += top_run(state.middle)
    elif move.arg != mover:
        cards += top_run(state.piles[move.arg])
    return sum(values[c] for c in cards), rank


OWN_READING = frozenset({"thief"})
"""Games in whose playouts the searching seat moves by its own level's scores, as it reads
the table (``rollout_move``'s ``level``), while the others keep the cheap policy that models
``normal``: the search then weighs a move by what it will itself do next, the discards of
``Weights.live`` among it. It lifts hard in Thief; Four Card does without: a rollout a third
dearer, so fewer of them in its deadline, and no gain there (bench/thief_ai.md)."""


def rollout_move(
    state: TableState, moves: list[Any], rng: random.Random, eps: float = 0.2,
    level: str | None = None,
) -> Any:
    """The policy of playouts, with some randomness: the cheap version of the scores (the
    capture with the most points, a cheap discard) or, for the searching seat of a game in
    ``OWN_READING``, the scores of its ``level`` as that level reads the table."""
    if len(moves) == 1:
        return moves[0]
    if rng.random() < eps:
        return rng.choice(moves)
    read = None
    if level:
        player = state.to_move
        assert player is not None  # there are moves to choose from
        read = reading(state, player, level)
    scores = move_scores(state, moves, read)
    best = max(scores)
    return rng.choice([m for m, s in zip(moves, scores, strict=True) if s == best])


def raw_points(state: TableState) -> list[int]:
    """Each player's own points: earlier hands plus the capture pile (no partner sums)."""
    return [t + state.pile_points(p) for p, t in enumerate(state.totals)]


def snapshot(state: TableState) -> tuple[int, list[int]]:
    return (state.hand_no, list(state.totals))


def done(state: TableState, start: tuple[int, list[int]]) -> bool:
    """The playout of a hand ends when the hand is over."""
    return state.is_over or state.hand_no != start[0]


def gained(state: TableState, start: tuple[int, list[int]]) -> list[int]:
    """Points each player (each partnership, for each partner) won since the hand began."""
    raw = raw_points(state)
    if state.hand_no != start[0] and not state.is_over:
        raw = list(state.totals)
    return state.side_scores([max(r - t, 0) for r, t in zip(raw, start[1], strict=True)])


PENDING_STEALS = frozenset({"four-card"})
"""Games whose rollouts, stopped before the hand's end, count each top packet at risk as
already taken (``settle_pending``). In Four Card Thief a rollout of 12 moves stops after four
or five turns, most often just after a capture that the next players' cards could take. The
gain is small and not yet proved; in Thief (re-captures answer steals) and Gharat it measured
no better (bench/thief_ai.md)."""


def settle_pending(state: TableState, points: list[int]) -> None:
    """Move the points of each top packet that another player can take with a card in hand
    (matching, or wild) to the first such player in turn order: the evaluation at a horizon
    then does not credit a capture that is about to be stolen."""
    n = state.game.players
    wild = state.WILD
    ranks = [{R[c] for c in hand} for hand in state.hands]
    wilds = [any(wild[c] for c in hand) for hand in state.hands]
    for q, pile in enumerate(state.piles):
        if not pile or state.top_protected(q):
            continue
        points_on_top, rank = top_value(state, q)
        for k in range(1, n):
            taker = state.seat_after(q, k)
            if rank in ranks[taker] or wilds[taker]:
                points[q] -= points_on_top
                points[taker] += points_on_top
                break


def value(state: TableState, start: tuple[int, list[int]], seat: int) -> float:
    """Worth to ``seat`` of where a rollout stopped: its side's points of the hand less the
    average of its rivals'. In points, not a share: what the score table adds up, and the
    points won before the decision cancel out when two candidates are compared."""
    points = gained(state, start)
    if state.game.id in PENDING_STEALS and not done(state, start):
        settle_pending(state, points)
    team = next((t for t in state.game.teams or [] if seat in t), [seat])
    rivals = [g for q, g in enumerate(points) if q not in team]
    return points[seat] - sum(rivals) / len(rivals)


MODEL_TRIES = 30
"""Deals of one rival's hand ``PlayModel`` tries before it keeps one that does not fit."""


class PlayModel:
    """The hard level reads the others' plays in the view (``TableState.plays``: in Gharat the
    plays of the round, ruling beside G-10) as those of ``normal`` players. Since each of those
    plays the player's hand has changed only by playing: the cards it held then are its hand
    now and the cards it has played since. A hand dealt to a rival in a determinization
    is kept only if with them every one of its plays is one ``normal`` would have made at the
    table it was made at (ties count); else that rival's hand is dealt again from the cards
    its seat cannot see, up to ``MODEL_TRIES`` times. When none fits and no hand has fitted
    in this decision's deals yet, that rival plays by some other rule (a person, a random
    player) and the model reads its plays no more for this decision. (Normal breaks ties by
    the order its hand was dealt in; reading that too, in an order dealt at random, made the
    model exact but hard no stronger, for twice the think time: bench/thief_ai.md.)"""

    def __init__(self, game: TableGame, seat: int, plays: list[Play]) -> None:
        self.checks: dict[int, list[tuple[TableState, Any, list[int]]]] = {}
        for i, play in enumerate(plays):
            q = play.player
            if q == seat:
                continue
            since = [later.move.card for later in plays[i:] if later.player == q]
            self.checks.setdefault(q, []).append((table_of(game, play), play.move, since))
        self.fitted: set[int] = set()
        """Rivals for which a hand that fits has been found."""

    def ignore(self, players: frozenset[int]) -> None:
        """Read no more the plays of ``players`` (``Styles``: they play at random)."""
        for q in players:
            self.checks.pop(q, None)

    def fits(self, player: int, hand: list[int]) -> bool:
        """Whether ``normal`` holding ``hand`` now would have made ``player``'s plays."""
        for table, move, since in self.checks[player]:
            table.hands[player] = hand + since
            moves = table._moves()
            scores = move_scores(table, moves, reading(table, player, "normal"))
            if scores[moves.index(move)] < max(scores):
                return False
        return True

    def deal(self, root: TableState, seat: int, rng: random.Random) -> TableState:
        """A determinization of ``root`` for ``seat`` whose rivals' hands fit their plays."""
        state = root.sample(seat, rng)
        changed = False
        for q in list(self.checks):
            for _ in range(MODEL_TRIES):
                if self.fits(q, state.hands[q]):
                    self.fitted.add(q)
                    break
                redeal(state, q, rng)
                changed = True
            else:
                if q not in self.fitted:  # no hand has fitted: not a normal player
                    del self.checks[q]
        if changed:
            state.start = state.position()
        return state


def table_of(game: TableGame, play: Play) -> TableState:
    """The table ``play`` was made at, as everyone saw it, for the scores of the player who
    made it: the middle's top, the top runs of the capture piles, the hands' sizes (the hands
    are filled by the caller)."""
    table = game.state_class(game, None, "model")
    table.turn = play.player
    table.middle = list(play.middle)
    table.piles = [list(top) for top in play.tops]  # Gharat's top runs
    table.hands = [[-1] * size for size in play.hands]  # only their sizes are read
    return table


STYLE_SAMPLES = 20
"""Hands dealt to weigh one play of a rival (``Styles``)."""
STYLE_DOUBT = 2.0
"""How far below zero a rival's log-likelihood ratio (normal's rule against a uniform choice)
must fall before ``Styles`` reads it as playing at random: one play that normal never makes
(a poorer target for the same card) is enough, and a late reading helps little (the samples
that chose it: bench/thief_ai.md)."""
STYLE_FLOOR = 0.02
"""Added to both chances of a play, so that one play normal would not make (a person's, or a
normal player's whose hand the samples missed) weighs about -2.6, not minus infinity."""


class Styles:
    """Which rivals play like ``normal`` and which at random, read from every play of theirs
    this player has seen in the game (Gharat's views show the plays of the round, ruling beside
    G-10). Each play adds the log of how much likelier it is under normal's rule than under a
    uniform choice among the legal moves, the rest of the player's hand then dealt at random
    (``STYLE_SAMPLES`` times) from the cards this player has not seen. Once a rival's sum is
    below ``-STYLE_DOUBT`` it is read as random: the play model (``PlayModel``) no longer reads
    its plays, and the search's playouts move it at random. Against two random seats the play
    model misreads (a random player's plays fit some normal hand often enough) and the playouts
    expect a steal that a random player makes by chance only. This reading lifts hard against
    random seats about as much as being told outright would, and does no harm against normal
    ones; a weighing by the chance of random play instead of a threshold did no better
    (bench/thief_ai.md)."""

    def __init__(self) -> None:
        self.weighed: set[Play] = set()
        self.evidence: dict[int, float] = {}
        """Each rival's log-likelihood ratio, normal's rule against a uniform choice."""

    def read(self, state: TableState, view: dict[str, Any], rng: random.Random) -> frozenset[int]:
        """Weigh the plays in ``view`` not weighed before (``state`` a determinization of it);
        the rivals read as playing at random."""
        seat = view["player"]
        unseen: list[int] | None = None
        for play in plays_in(view):
            if play.player == seat or play in self.weighed:
                continue
            if unseen is None:
                unseen = state.unseen(seat)
            self.weighed.add(play)
            ratio = normal_odds(state.game, play, unseen, rng)
            self.evidence[play.player] = self.evidence.get(play.player, 0.0) + ratio
        return frozenset(q for q, e in self.evidence.items() if e < -STYLE_DOUBT)


def normal_odds(game: TableGame, play: Play, unseen: list[int], rng: random.Random) -> float:
    """Log of how much likelier ``play`` is from a ``normal`` player than from one who picks
    among the legal moves at random, the rest of the hand dealt from ``unseen``."""
    q = play.player
    table = table_of(game, play)
    fill = min(play.hands[q] - 1, len(unseen))
    normal = uniform = 0.0
    for _ in range(STYLE_SAMPLES):
        table.hands[q] = [play.move.card, *rng.sample(unseen, fill)]
        moves = table._moves()
        uniform += 1 / len(moves)
        scores = move_scores(table, moves, reading(table, q, "normal"))
        best = max(scores)
        if scores[moves.index(play.move)] == best:
            normal += 1 / scores.count(best)
    return math.log((normal / STYLE_SAMPLES + STYLE_FLOOR)
                    / (uniform / STYLE_SAMPLES + STYLE_FLOOR))


def redeal(state: TableState, player: int, rng: random.Random) -> None:
    """Deal ``player``'s hand again from it and the cards no one has seen (the stock and the
    middle's covered cards), as what the rules showed of it allows (``deal_hands``), leaving
    the other hands as they are."""
    hand = state.hands[player]
    covered = state.covered
    pool = hand + state.stock + state.middle[:covered]
    rng.shuffle(pool)
    sizes = [len(hand) if q == player else 0 for q in range(len(state.hands))]
    state.hands[player] = deal_hands(pool, sizes, list(state.clear), -1, rng)[player]
    state.middle[:covered] = pool[:covered]
    state.stock = pool[covered:]


def belief(game: TableGame, memory: Any, view: dict[str, Any]) -> PlayModel | None:
    """The model of what the others' plays in the view tell (``PlayModel``), when there are
    any (Gharat)."""
    if not any(play["player"] != view["player"] for play in view.get("plays", ())):
        return None
    return PlayModel(game, view["player"], plays_in(view))
