"""Points of the scoring option (rules S-40 to S-43): the bonuses a win adds to the 500 a card
that :attr:`SolitaireState.scores` counts."""

from __future__ import annotations

GOLD_SECONDS = 5 * 60
SILVER_SECONDS = 10 * 60
MEDAL_BONUS = {"gold": 20_000, "silver": 10_000, "bronze": 5_000}


def medal(seconds: float) -> str:
    """Gold up to 5:00 inclusive, silver up to 10:00 inclusive, bronze after (S-42)."""
    if seconds <= GOLD_SECONDS:
        return "gold"
    return "silver" if seconds <= SILVER_SECONDS else "bronze"


def time_bonus(seconds: float) -> int:
    return MEDAL_BONUS[medal(seconds)]


def round_bonus(round_number: int) -> int:
    """Round number x 1,000; the round is the count of wins in a row, this one included (S-43)."""
    return max(round_number, 0) * 1_000


def final_score(card_points: int, seconds: float, round_number: int) -> dict[str, int | str]:
    """The breakdown shown when a game is won."""
    bonus_time = time_bonus(seconds)
    bonus_round = round_bonus(round_number)
    return {
        "cards": card_points,
        "medal": medal(seconds),
        "time_bonus": bonus_time,
        "round_bonus": bonus_round,
        "total": card_points + bonus_time + bonus_round,
    }
