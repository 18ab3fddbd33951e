"""Words of the home page and the rules pages, marked for extraction (``pybabel extract -k N_``).

Game names and a few words are the table's (:mod:`fortythieves.ui.shell.text`); the rules texts
themselves come from ``seeds/``, in both languages.
"""

from __future__ import annotations

from ..i18n import N_
from ..ui.shell.text import UI

SITE_TITLE = N_("Forty Thieves")
TAGLINE = N_(
    "Card games of thieves and captures: ten solitaires, a board game and three games of "
    "matching cards to take them. Free, in your browser, offline too."
)
RESUME = N_("Resume")
RULES = UI["rules"]
RULES_OF = N_("Rules of {game}")
PLAY = UI["play"]
ONE_PLAYER = N_("1 player")
PLAYERS = N_("{low} to {high} players")
DOWNLOAD = N_("Download to play offline")
DOWNLOAD_NOTE = N_("One file with every game: open it from your disk, no network needed.")
UPDATE_READY = N_("A new version of Forty Thieves is ready.")
RELOAD = N_("Reload")
LANGUAGE = N_("Language")
ALL_GAMES = UI["all_games"]
CONTENTS = N_("Contents")
PLAY_GAMES = N_("Play these games")
BACK_TO_GAME = N_("Back to the game")  # a rules page opened from a table (lang-link.js)
RULE_LINK = N_("Link to rule {rule}")

FAMILY_NAMES = {
    "solitaire": N_("Solitaire: the Forty Thieves family"),
    "board": N_("The board game"),
    "thief": N_("Thief and its cousins"),
}
FAMILY_SHORT = {  # the links at the top of the home page to each family's games
    "solitaire": N_("Solitaire"),
    "board": N_("Board game"),
    "thief": N_("Thief"),
}
FAMILIES_NAV = N_("Kinds of game")
FAMILY_NOTES = {
    "solitaire": N_("One player, two decks: build eight foundations from ace to king."),
    "board": N_("Multiply the two top cards and claim the space; four in a row wins."),
    "thief": N_("Capture matching cards, and steal the other players’ captures."),
}

RULES_TITLES = {  # each the first heading of its seeds/ file (a test keeps them equal)
    "solitaire": N_("Forty Thieves solitaire"),
    "board": N_("Forty Thieves, the connecting board game"),
    "thief": N_("Thief, Four Card Thief and Gharat"),
}

DESCRIPTIONS = {
    "solitaire/classic": N_("The classic: ten columns of four, build down in suit, one pass."),
    "solitaire/indian": N_("Ten columns of three with a hidden card; build in another suit."),
    "solitaire/limited": N_("Twelve columns of three: more room, fewer cards dealt."),
    "solitaire/little-forty": N_("Sequences move, three cards a turn, three redeals."),
    "solitaire/lucas": N_("The aces start on the foundations; thirteen columns of three."),
    "solitaire/maria": N_("Nine columns of four; build down in alternating colours."),
    "solitaire/number-ten": N_("Two hidden cards a column; sequences move in red and black."),
    "solitaire/rank-and-file": N_("Three hidden cards a column; sequences in alternating colours."),
    "solitaire/streets": N_("The classic deal, built down in alternating colours."),
    "solitaire/thieves-of-egypt": N_("A pyramid of columns, kings in spaces, one redeal."),
    "board": N_("Claim products on a 6×6 board; the tens are thieves."),
    "thief": N_("Pair cards, match the middle's top, steal the latest capture."),
    "four-card": N_("Thief with hands of four, refilled as you play."),
    "gharat": N_("Loot any pile on the table; partners with four players."),
}

# The winnability page (pages/winnability.py)
WIN_TITLE = N_("How many deals can be won?")
WIN_INTRO = N_(
    "For each solitaire game, our solver searched the same numbered deals, each with the same "
    "budget, and gave one of three answers. It never guesses: a deal is proved winnable when "
    "the solver found a solution and played it through, proved not winnable when it searched "
    "every position the deal can reach, and unknown when the budget ran out first."
)
WIN_COLUMNS = (N_("Game"), N_("Deals searched"), N_("Proved winnable"),
               N_("Proved not winnable"), N_("Unknown"), N_("Share that can be won"))
WIN_RANGE = N_("{low} to {high}")
WIN_NUMBERS = N_("numbers {low} to {high}")
WIN_MISSING = N_("({count} not searched)")
WIN_BUDGET_ROW = N_("{seconds} CPU s a deal, solver {version}")
WIN_NOT_YET = N_("Not searched yet: {games}.")
WIN_MEANING = N_("What the figures say")
WIN_EXPLAINED = (  # {whole}: 100%, {confidence}: 95% (a "%" in a message reads as a format)
    N_("Every deal proved winnable can be won, and every deal proved not winnable cannot; an "
       "unknown deal may be either. So the share of these deals that can be won lies between "
       "the share proved winnable and {whole} less the share proved not winnable: the last "
       "column. A longer search or a stronger solver narrows that range."),
    N_("Under each share is its {confidence} interval (Wilson's): over all the deals of the "
       "game, not only those searched, the share lies in that range with {confidence} "
       "confidence."),
    N_("A large share of unknown deals says that the solver often runs out of time on that "
       "game, not that its deals are hard for a person."),
)
WIN_AGAIN = N_("Search the same deals yourself")
WIN_AGAIN_TEXT = N_(
    "A deal number is a shuffle that every computer deals alike, so anyone can search the same "
    "deals again with the project's command line. The budget is CPU seconds, so a faster "
    "computer searches further in the same budget:"
)
