"""The solitaire table's moves in words, for the status line and screen readers: what a move,
an undo or a hint did or would do, said in the language of the moment.

Pure Python (no browser). What a move did is read from the position at once, and worded
later by the returned function, with the ``msg`` of that moment: the status line words its
line again when the player switches language, long after the position has moved on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...cards import Card
from ...i18n import Translate
from ...solitaire.moves import FOUNDATION, REDEAL, STOCK, WASTE, Move
from ...solitaire.state import SolitaireState
from ..shell import text
from ..shell.cardface import card_name
from . import words as solitaire_words

Words = Callable[[Translate], list[str]]
"""Sentences, worded in the language of a ``msg``."""


def card_of(name: str) -> int:
    """A card of an event (``"KH"``) as the table's number for it."""
    return Card.parse(name)


def pile_words(pile: int, msg: Translate) -> str:
    """A pile's name: "Column 3", "Waste", "Stock", "Foundation 2"."""
    if pile < WASTE:
        return msg(solitaire_words.COLUMN, n=pile + 1)
    if pile == WASTE:
        return msg(solitaire_words.WASTE)
    if pile == STOCK:
        return msg(solitaire_words.STOCK)
    return msg(solitaire_words.FOUNDATION, n=pile - FOUNDATION + 1)


def moved_words(card: int, pile: int, msg: Translate, source: int | None = None,
                advice: bool = False, run: int = 1) -> str:
    """"Card to pile", as done or (``advice``, a hint) to do; "from its foundation" too when
    ``source`` is one (a take-back, which the card's place alone hardly says); a ``run`` of
    cards moved says the ones on the card too."""
    if run > 1:
        return msg(text.STATUS["moved_run"], card=card_name(card, msg), count=run - 1,
                   pile=pile_words(pile, msg))
    keys = ("advice", "advice_from") if advice else ("moved", "moved_from")
    if source is not None and source >= FOUNDATION:
        return msg(text.STATUS[keys[1]], card=card_name(card, msg),
                   source=pile_words(source, msg), pile=pile_words(pile, msg))
    return msg(text.STATUS[keys[0]], card=card_name(card, msg), pile=pile_words(pile, msg))


def move_words(move: Move, events: list[dict[str, Any]], state: SolitaireState,
               redone: bool = False) -> Words:
    """A move just played (``state`` is after it), then what went home by itself after it
    (after a stock's turn too: an ace turned up and sent home was said as turned up, still on
    the waste); a move redone says so, or it sounds like a new one."""
    auto = sum(1 for e in events[1:] if e.get("type") == "move")
    left, stock = state.redeals_left(), len(state.layout.stock)
    cards = [card_of(c) for c in events[0]["cards"]] if events and events[0].get("cards") else []

    def said(msg: Translate) -> str:
        if move.src == STOCK and not stock and left > 0:
            return msg(text.STATUS["stock_out"], count=left)
        if move.src == STOCK:  # the cards turned up, the top one last
            return msg(text.STATUS["stock_drawn"], count=len(cards), left=stock,
                       cards=", ".join(card_name(c, msg) for c in cards))
        if move.src == REDEAL:
            return msg(text.STATUS["redealt"], count=left)
        return moved_words(cards[0], move.dst, msg, run=move.count)

    def words(msg: Translate) -> list[str]:
        went = [msg(text.STATUS["auto_moved"], count=auto)] if auto else []
        return [msg(text.STATUS["redone"], move=said(msg)) if redone else said(msg), *went]

    return words


def undone_words(move: Move, state: SolitaireState, shown: list[int]) -> Words:
    """What an undo put back, and where ("Queen of clubs back to Column 3"), for a player who
    does not see the card go (``state`` is after the undo; ``shown``, the cards of the move's
    source pile as the table draws them again); the cards of a turn of the stock are named
    too, though they lie face down on it again (the stock is drawn as one slot)."""
    src = move.src
    if src == REDEAL:  # the waste back where it was, a redeal given back
        left = state.redeals_left()
        return lambda msg: [msg(text.STATUS["undone_redeal"], count=left)]
    if src == STOCK and state.layout.stock:  # in the order they were turned up
        cards = state.layout.stock[-move.count:][::-1]
    else:
        if not shown or move.count > len(shown):
            return lambda msg: [msg(text.STATUS["undone"])]
        card = shown[-move.count]
        if move.count > 1:  # a run: said whole, as when it was moved
            return lambda msg: [msg(text.STATUS["undone_run"], count=move.count - 1,
                                    card=card_name(card, msg), pile=pile_words(src, msg))]
        cards = [card]
    return lambda msg: [msg(text.STATUS["undone_move"], pile=pile_words(src, msg),
                            card=", ".join(card_name(c, msg) for c in cards))]


def top_cards(state: SolitaireState, pile: int, count: int) -> list[int]:
    """The top ``count`` cards of a column, the waste or a foundation."""
    lay = state.layout
    cards = lay.waste if pile == WASTE else lay.cols[pile] if pile < WASTE else (
        lay.found[pile - FOUNDATION])
    return list(cards[-count:])
