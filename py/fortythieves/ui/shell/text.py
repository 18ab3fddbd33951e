"""Words of the table, marked for extraction (``pybabel extract -k N_ -k NP_:1,2``).

Every string a player sees is a message id here (or an engine reason in
:data:`fortythieves.i18n.REASONS`), translated at display time with ``Messages``.
"""

from __future__ import annotations

from ...games import REGISTRY
from ...i18n import N_, NP_, PN_, Message


def fmt_time(seconds: float) -> str:
    """A clock reading: ``3:07``, or ``1:02:03`` past an hour."""
    seconds = int(seconds)
    if seconds >= 3600:
        return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"

GAME_NAMES: dict[str, str] = {g.id: g.name for g in REGISTRY}
"""Each game's name as the page shows it (the registry's message id)."""

CARD_NAMES = (  # one message per rank: in Hindi the word for "of" follows the rank's gender
    N_("Ace of {suit}"), N_("Two of {suit}"), N_("Three of {suit}"), N_("Four of {suit}"),
    N_("Five of {suit}"), N_("Six of {suit}"), N_("Seven of {suit}"), N_("Eight of {suit}"),
    N_("Nine of {suit}"), N_("Ten of {suit}"), N_("Jack of {suit}"), N_("Queen of {suit}"),
    N_("King of {suit}"),
)
CARD_NAMES_OBLIQUE = (  # the same before a postposition: Hindi "हुकुम के चौके से"
    PN_("oblique", "Ace of {suit}"), PN_("oblique", "Two of {suit}"),
    PN_("oblique", "Three of {suit}"), PN_("oblique", "Four of {suit}"),
    PN_("oblique", "Five of {suit}"), PN_("oblique", "Six of {suit}"),
    PN_("oblique", "Seven of {suit}"), PN_("oblique", "Eight of {suit}"),
    PN_("oblique", "Nine of {suit}"), PN_("oblique", "Ten of {suit}"),
    PN_("oblique", "Jack of {suit}"), PN_("oblique", "Queen of {suit}"),
    PN_("oblique", "King of {suit}"),
)
SUIT_NAMES = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
UI = {
    "title": N_("Forty Thieves"),
    "game": N_("Game"),
    "new": N_("New deal"),
    "restart": N_("Restart deal"),
    "deal_number": N_("Deal number…"),
    "daily": N_("Daily deal"),
    "undo": N_("Undo"),
    "redo": N_("Redo"),
    "hint": N_("Hint"),
    "options": N_("Options"),
    "auto": N_("Auto-move safe cards"),
    "scoring": N_("Show scoring"),
    "four": N_("Four-colour suits"),
    "language": N_("Language"),
    "close": N_("Close"),
    "status_whole": N_("The whole message"),
    "play": N_("Play"),
    "cancel": N_("Cancel"),
    "deal_prompt": N_("Play deal number (1 to 2,147,483,647):"),
    "time": N_("Time"),
    "moves": N_("Moves"),
    "score": N_("Score"),
    "deal": N_("Deal"),
    "table": N_("Card table"),
    "toolbar": N_("Game controls"),
    "skip": N_("Skip to the table"),  # the page's first link, shown when focused
    "board_new": N_("New game"),
    "pace": N_("Computer pace"),
    "tokens": N_("Kings and jacks for points"),
    "rules": N_("Rules"),
    "stats": N_("Statistics…"),
    "settings": N_("Settings…"),
    "all_games": N_("All games"),
    "full_site": N_("Play on the full site"),
    "full_site_label": N_("Play on the full site (opens a new tab)"),
    "other_tab_title": N_("Played in another tab"),
    "other_tab": N_("This game has moved on in another tab, so this tab has stopped: it would "
                    "undo the moves made there. Play here to carry on from where they left it."),
    "play_here": N_("Play here"),
    "keep_playing": N_("Keep playing"),
}

# Leaving a deal in progress counts as a game lost (S-43 ruling), and so does handing it to the
# solver (S-52 ruling): asked first, so that a slip of the finger does not cost a game. Each
# command's question, then why it is asked.
GAME_PICK = N_("Enter opens the game shown; Escape keeps this one.")
"""Said when arrow keys begin to go down the toolbar's list of games (:mod:`.game_pick`)."""
URL_PROBLEMS_TITLE = N_("Part of the link could not be used")
URL_KEPT = N_("The game you were playing goes on as it was.")
URL_PROBLEMS = {
    "deal": N_("“{value}” is not a deal number (1 to 2,147,483,647); here is a random deal."),
    "deal_kept": N_("“{value}” is not a deal number (1 to 2,147,483,647)."),
    "lang": N_("There is no language “{value}”; the page stays in the language it had."),
    "players": N_("This game is not for “{value}” players; it starts with the usual number."),
    "seat": N_(
        "“{value}” is not a kind of seat (human, random, easy, normal, hard); the usual player "
        "sits there: you in the first seat, else a computer of the normal level."
    ),
    "seats": N_(
        "The seats of the link (“{value}”) do not match the number of players; "
        "computers fill missing seats and extra ones are left out."
    ),
    "rounds": N_("“{value}” is not a number of rounds (1 to 99); the usual number is played."),
    "pace": N_("There is no computer pace “{value}”; the normal pace is used."),
    "partners": N_("Partners should be 1 or 0, not “{value}”; the usual choice is kept."),
    "no_rounds": N_("This game is played in hands, not rounds; “rounds={value}” is left out."),
    "no_partners": N_(
        "Only Gharat with four players is played in partnerships; “partners={value}” is left out."
    ),
    "moves": N_("The link’s moves (“{value}”) need the number of the deal they were played "
                "on; they are left out."),
    "move": N_("Move {n} of the link (“{value}”) cannot be played; the game stops before it."),
    "moves_many": N_("The link has more moves than a game holds: only the first {n} are played."),
    "show": N_("There is no “{value}” to open here (stats, settings); the table opens without it."),
    "show_embed": N_(
        "A table shown on another site keeps no statistics; “show={value}” is left out."
    ),
    "solo": N_("A solitaire is played alone; “{value}” is left out."),
    "daily": N_("“{value}” is not a date written as 2026-12-24; the table opens without the "
                "daily deal."),
    "daily_seated": N_("The daily deal is for the solitaire games; “daily={value}” is left out."),
    "no_game": N_("This link names no game, so “{value}” is left out: choose a game below."),
    "embed": N_("To show the table alone, in a frame on another site, a link says embed=1, "
                "not “{value}”; the whole page is shown."),
    "origin": N_("“{value}” is not an origin (such as https://rules.example.org, with no "
                 "path); the table talks with the page around it whatever its origin."),
}

# Status messages.
STATUS: dict[str, Message] = {
    "welcome": N_("Drag cards, or tap a card and then where it goes."),
    "dealt_home": NP_("{count} card went home as the deal was laid out.",
                      "{count} cards went home as the deal was laid out."),
    "welcome_position": N_("A saved position. Drag cards, or tap a card and then where it goes."),
    "resumed": N_("Welcome back: your game is where you left it."),
    "keys": N_("Keys: arrows move between piles, Enter picks up a card and puts it down, F sends "
               "it to a foundation, Escape lets go, H gives a hint, Ctrl+Z undoes."),
    "selected": N_("{card} selected: choose where it goes."),
    "selected_run": N_("{count} cards from {card} selected: choose where they go."),
    # ... where nothing takes them: no "choose where" before "no place takes it"
    "selected_stuck": N_("{card} selected."),
    "selected_run_stuck": N_("{count} cards from {card} selected."),
    "places": N_("It can go to: {places}."),
    # a place only a longer run fits: "Column 2 (2 cards from Eight of hearts)"
    "place_run": NP_("{pile} ({count} card from {card})", "{pile} ({count} cards from {card})"),
    "places_run": N_("They can go to: {places}."),
    "no_places": N_("No place takes it now."),
    "no_places_run": N_("No place takes them now."),
    "cancelled": N_("Selection cancelled."),
    "nothing_to_undo": N_("Nothing to undo."),
    "nothing_to_redo": N_("Nothing to redo."),
    "undone": N_("Move undone."),
    "undone_move": N_("Move undone: {card} back to {pile}."),
    "undone_run": NP_("Move undone: {card} and the card on it back to {pile}.",
                      "Move undone: {card} and the {count} cards on it back to {pile}."),
    "undone_redeal": NP_("Move undone: the waste is turned up again ({count} redeal left).",
                         "Move undone: the waste is turned up again ({count} redeals left)."),
    "redone": N_("Move redone: {move}"),
    "no_hint": N_("No useful move found."),
    "stuck": N_("No more moves."),
    "won": N_("You won!"),
    "solved": N_("Solved by the solver."),
    "won_before": N_("This deal is won. Start a new deal when you like."),
    "corrupt": N_("The saved game could not be read, so a new deal has started."),
    "start_failed": N_("Something in this address could not be used, so it was left out."),
    "salvaged": N_(
        "Part of the saved game could not be read, so it goes on from the last move that could."
    ),
    "bad_url_game": N_("There is no game called “{game}”; here is Forty Thieves."),
    "scoring_later": N_(
        "A card was taken back from a foundation, so scoring stays on until the next deal."
    ),
    "empty_pick": N_("There is no card there to move."),
    "stock_drawn": NP_("Turned up: {cards}. Stock: {left} left.",
                       "Turned up: {cards}. Stock: {left} left."),  # count: the cards turned
    "stock_out": NP_(
        "The stock is empty: click or tap it to turn the waste back ({count} redeal left).",
        "The stock is empty: click or tap it to turn the waste back ({count} redeals left).",
    ),
    "redealt": NP_("The waste is back in the stock ({count} redeal left).",
                   "The waste is back in the stock ({count} redeals left)."),
    "moved": N_("{card} to {pile}."),
    "not_on": N_("{card} cannot go on {target}."),  # then the building rule that refused it
    "moved_run": NP_("{card} and the card on it to {pile}.",
                     "{card} and the {count} cards on it to {pile}."),
    "moved_from": N_("{card} from {source} to {pile}."),
    # A hint's move, to be made (Hindi says "put", not "put" done: रखें, not रखा).
    "advice": PN_("hint", "{card} to {pile}."),
    "advice_from": PN_("hint", "{card} from {source} to {pile}."),
    "auto_moved": NP_("{count} card went to the foundations by itself.",
                      "{count} cards went to the foundations by themselves."),
    "new_game": N_("New deal: {deal}."),
    "restarted": N_("Deal {deal} restarted."),
    "new_winnable": N_("New deal: {deal}, one the solver has proved winnable."),
    "daily": N_("The daily deal of {date}: deal {deal}, the same for everyone, and winnable."),
    "resumed_unsaved": N_("Welcome back: this is your game as it was last saved. The moves "
                          "made after your browser’s storage filled up were not kept."),
    "settings_reset": N_("Some of your saved settings could not be read, so they are back to "
                         "their defaults."),
}

# When the browser's storage cannot keep what the page writes (:mod:`.store`).
STORAGE = {
    "title": N_("This game is not being saved"),
    "full": N_("Your browser’s storage for this site is full. You can play on, but the moves "
               "made from now on are lost when this page is closed or reloaded."),
    "held": N_("The saved game could not be read, and your browser’s storage for this site "
               "has no room to keep a copy of it aside. It is left as it was, not written "
               "over, so this game is not being saved."),
    "what": N_("To save again, free some space: this site’s data can be cleared in the "
               "browser’s settings, which also removes its saved games and statistics "
               "(Statistics can export them to a file first)."),
    "not_kept": N_("Your browser’s storage for this site is full, so this could not be kept."),
    "refused": N_("Your browser keeps nothing for this page, so this game is lost when the page "
                  "is closed."),
}

# Win and no-more-moves panels.
WIN = {
    "title": N_("You won!"),
    "solved_title": N_("Solved"),
    "solved": N_("The solver played this deal out, so it is not counted as a win."),
    "time": N_("Time: {time}"),
    "moves": N_("Moves: {moves}"),
    "cards": N_("Cards to foundations: {points}"),
    "time_bonus": N_("Time bonus ({medal}): {points}"),
    "time_bonus_now": N_("Time bonus of a win now ({medal}): {points}"),
    "round_bonus": N_("Round bonus (round {round}): {points}"),
    "total": N_("Score: {points}"),
    "streak": N_("Wins in a row: {round}"),
    "best_new": N_("Your best time in this game!"),
    "best": N_("Your best time in this game: {time}"),
    "daily": N_("The daily deal of {date} is won: {days} in a row."),
    "again": N_("Play again"),
    "gold": N_("gold"),
    "silver": N_("silver"),
    "bronze": N_("bronze"),
}
# The board game's table.
PACE_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
              "fastest": N_("Fastest")}  # a choice's label, capitalised as the others are
LEVEL_NAMES = {
    "human": N_("Person"), "random": N_("Computer (random)"), "easy": N_("Computer (easy)"),
    "normal": N_("Computer (normal)"), "hard": N_("Computer (hard)"),
}
LEVEL_WORDS = {"random": N_("random"), "easy": N_("easy"), "normal": N_("normal"),
               "hard": N_("hard")}
PILE_WORDS = {"a": PN_("pile", "a"), "b": PN_("pile", "b")}
"""The board game's discard piles as the table names them; the move notation keeps a and b
(Hindi shows क and ख, as it names the teams)."""

BOARD: dict[str, Message] = {
    "you": N_("You"),
    "you_oblique": PN_("oblique", "You"),  # in English "you": "steals 2 cards from you"
    "player": N_("Player {n}"),
    "computer": N_("Computer {n}"),
    "team": N_("Team {letter}"),
    "no_play": N_("cannot be played now"),  # a hand card, on one's turn: heard, as seen greyed
    "side_label": N_("{name}: {mark}"),
    "mark_circle": N_("circle"),
    "mark_square": N_("square"),
    "mark_triangle": N_("triangle"),
    "mark_diamond": N_("diamond"),
    "pile": N_("Pile {pile}"),
    "pile_label": NP_("Pile {pile}: {count} card, top {card}",
                      "Pile {pile}: {count} cards, top {card}"),
    "pile_empty": N_("Pile {pile}: empty"),
    "look": N_("Look through pile {pile}"),
    "look_short": N_("Look"),  # under its pile, where a phone has no room for the rest
    "pile_title": N_("Pile {pile}, from the bottom to the top"),
    "hand": N_("Your hand"),
    "hand_of": N_("Hand of {name}"),
    "hand_hidden": N_("The hand is hidden."),
    "cards": NP_("{count} card", "{count} cards"),
    "stock": N_("Stock: {count}"),
    "points": N_("Points: {points}"),
    "queens": N_("Queens: {count}"),
    "tokens_fmt": N_("Kings: {kings}, jacks: {jacks}"),
    "conceded": N_("conceded"),
    "dealer": N_("dealer"),
    "to_play": N_("to play"),
    "round_of": N_("Round {round} of {rounds}"),
    "extra_round": N_("Extra round {round}"),
    "board": N_("The board"),
    "space_free": N_("Space {n}, free"),
    "space_held": N_("Space {n}, held by {name}"),
    "space_last": N_("{space}, taken by the last move"),
    "space_claim": N_("Space {n}: play here (pile {pile})"),
    "space_steal": N_("Space {n}, held by {name}: steal it"),
    "concede": N_("Concede"),
    "concede_title": N_("Concede this round?"),
    "concede_not_yet": N_("No one may concede during the two opening plays (B-22)."),
    "concede_on_turn": N_("You may concede on your turn."),
    # Ctrl+Z at a table of players, where a solitaire player would undo
    "no_undo": N_("A move made at this table stands: the other players have seen it."),
    "concede_two": N_("Your opponent scores 1 point for the round."),
    "concede_queen": N_("They also receive a queen: {count} of 3 (a third wins the game)."),
    "concede_last_queen": N_("They also receive their third queen: {name} wins the game."),
    "concede_more": N_("You lay down your hand and take no more turns this round."),
    "your_turn": N_("{name}: your turn, choose a card."),
    "your_turn_you": N_("Your turn: choose a card."),
    "turn_of": N_("{name} to play."),
    "thinking": N_("{name}: thinking…"),
    "selected": N_("{card} can go on {choices}."),
    "choice": N_("pile {pile} (space {space})"),  # the choices, joined: "pile a (space 21)"
    "choice_start": N_("pile {pile}"),  # a round's first card claims no space (B-20)
    "pile_claims": N_("play here: space {space}"),  # a pile's name, once a card is chosen
    "pile_starts": N_("start this pile"),
    "pile_thief": N_("put the thief here"),
    "card_first": N_("Choose a card from your hand first."),
    "thief_pile": N_("Thief: choose the pile to put it on: {choices}."),
    "pile_cards": N_("Pile {pile}, from the bottom to the top: {cards}."),  # Look through
    "thief_lift": N_("Choose the card to lift from pile {pile}."),
    "thief_confirm": N_("Lift {card} and steal space {space}?"),
    "lift_to_steal": N_("{card}: lift it to steal space {space}"),
    "steal": N_("Steal"),
    "cancel": N_("Cancel"),
    "no_lift": N_("No card of this pile steals a space."),
    "move_open": N_("{name}: {card} starts pile {pile}."),
    "move_play": N_("{name}: {card} on pile {pile}, takes space {space}."),
    "move_steal": N_("{name}: a thief on pile {pile}, lifts {card}, steals space {space} from "
                     "{victim}."),
    "move_concede": N_("{name}: conceded."),
    "move_redeal": N_("{name}: a hand of only 10s; the round is dealt again."),
    "move_refill": NP_("The stock ran out: {count} card from the conceded hands is shuffled"
                       " into a new stock.", "The stock ran out: {count} cards from the conceded"
                       " hands are shuffled into a new stock."),
    "taken_space": N_("{card} would claim space {space}."),
    "taken_spaces": N_("{card} would claim space {a} from pile {pile_a}, space {b} from pile"
                       " {pile_b}."),
    "hint_wait": N_("A hint is given on your turn."),
    "hint_over": N_("The game is over: New game starts another."),
    "hint_conceded": N_("You have conceded this round: you take no more turns in it."),
    "hand_down": NP_("You have conceded this round: your card lies face down.",
                     "You have conceded this round: your {count} cards lie face down."),
    "hint_ready": N_("{name}: choose “I’m ready” first, and then Hint."),
    "hint_open": N_("Hint: start pile {pile} with {card}."),
    "hint_play": N_("Hint: {card} on pile {pile}, to take space {space}."),
    "hint_steal": N_("Hint: a thief on pile {pile}, lifting {card}, to steal space {space}."),
    "hint_concede": N_("Hint: concede this round."),
    "round_title": N_("Round {round}"),
    "won_line": NP_("Round won by {name} with a line: {spaces}. Points: {points}.",
                    "Round won by {name} with {count} lines: {spaces}. Points: {points}."),
    "won_long_line": N_("A line longer than four scores 1 for each run of four in it."),
    "won_concession": N_("Round won by {name}: the others conceded. Points: {points}."),
    "won_conceded_by": N_("Round won by {name}: {loser} conceded. Points: {points}."),
    "scoreboard": N_("Scoreboard"),
    "total": N_("Total"),
    "next_round": N_("Next round"),
    "over_title": N_("Game over"),
    "winner": N_("Game won by {name}!"),
    "winner_queens": N_("Game won by {name} with three queens!"),
    "winner_extra": N_("Game won by {name} in extra round {round}!"),
    "queens_now": N_("Queens so far: {count} of 3 for {name} (a third wins the game)."),
    "tie_extra": N_("Tied for the most points after the last round: another round decides."),
    "new_game": N_("New game"),
    "handoff_title": N_("Pass the device to {name}"),
    "handoff_text": N_("The hand stays hidden until {name} is ready."),
    "ready": N_("I’m ready"),
    "since_turn": N_("Since {name} last played:"),
    "so_far": N_("Moves so far:"),
    "earlier_moves": N_("The moves before these are in Moves."),
    "setup_title": N_("New board game"),
    "players": N_("Players"),
    "teams_note": N_("With four players: two teams, partners sit opposite."),
    "seat": N_("Seat {n}"),
    "rounds": N_("Rounds"),
    "rounds_range": N_("Rounds: a number from 1 to {most}."),
    "three_strikes": N_("Three strikes (two players)"),
    "three_strikes_note": N_("Three strikes: each round you win because the other player "
                             "conceded brings you a queen; a third queen wins the game at once, "
                             "even before the last round."),  # B-95
    "tokens_note": N_("Each seat shows its points as kings and jacks, as players keep score "
                      "with cards: a jack is 1 point, a king 3."),  # B-96
    "start": N_("Start"),
    "welcome": N_("Forty Thieves board game: lay a card on a pile, and the space you take is "
                  "its value times the other pile’s top card. Make a line of four spaces."),
    "team_with": N_("You play with {partner}, as {team}."),
    "team_of": N_("{name} plays with {partner}, as {team}."),  # on a hot-seat cover
    "resumed": N_("Welcome back: your game is where you left it."),
    "corrupt": N_("The saved game could not be read, so a new game has started."),
    "round": N_("Round"),
    "link_title": N_("A new game from the link"),
    "link_offer": N_("The link you opened sets up a new game. If you start it, the game you "
                     "are playing ends unfinished."),
    "link_offer_lost": N_("The link you opened sets up a new game. If you start it, the game "
                          "you are playing ends unfinished and counts as lost."),
    "link_start": N_("Start the new game"),
    "new_left": N_("Starting a new game ends the one you are playing, unfinished."),
    "new_left_lost": N_("Starting a new game ends the one you are playing, unfinished: it "
                        "counts as lost."),
    "link_keep": N_("Keep my game"),
    "scores": N_("Scores"),
    "begins": N_("{what} begins."),  # a new round or hand: "Round 2 of 10 begins."
    "moves": N_("Moves"),
    "moves_title": N_("Moves of round {round}"),
    "no_moves": N_("No moves yet in this round."),
}

# The Statistics dialog.
STATS = {
    "title": N_("Statistics"),
    "game": N_("Game"),
    "played": N_("Games played"),
    "won": N_("Games won"),
    "rate": N_("Win rate"),
    "streak": N_("Current streak"),
    "best_streak": N_("Best streak"),
    "best_time": N_("Best time"),
    "best_score": N_("Best score"),
    "run": N_("Solitaire wins in a row (round bonus)"),
    "daily_played": N_("Daily deals played"),
    "daily_won": N_("Daily deals won"),
    "daily_streak": N_("Daily deals won in a row (best)"),
    "none": N_("–"),
    "percent": N_("{n}%"),
    "chart_time": N_("Time of your latest games, oldest first (the tallest bar: {top})"),
    "chart_score": N_("Score of your latest games, oldest first (the tallest bar: {top})"),
    "chart_label": N_("Latest games: {won} won, {lost} lost."),
    "chart_empty": N_("No games yet: the chart starts with your first finished game."),
    "bar_won": N_("Game {n}: won, {value}"),
    "bar_lost": N_("Game {n}: lost, {value}"),
    "legend_won": N_("won"),
    "legend_lost": N_("lost"),
    "how": N_(
        "A solitaire game counts once you have moved: as won when you win it, as lost when "
        "you start another deal, restart it or let the solver play it first. Table games "
        "count when they end (or, as lost, when a new game replaces them after you have "
        "played), if a person plays against the computer."
    ),
    "aside": N_(
        "The statistics this browser kept before could not be read (damaged, or from a newer "
        "version of the site): they are kept aside, and counting began again. “Reset all” "
        "discards them."
    ),
    "export": N_("Export"),
    "exported": N_("Statistics saved as the file {name} (where the browser keeps downloads)."),
    "import": N_("Import"),
    "reset": N_("Reset this game"),
    "reset_all": N_("Reset all"),
    "reset_ask": N_("Reset the statistics of {game}? This cannot be undone."),
    "reset_all_ask": N_("Reset the statistics of every game? This cannot be undone."),
    "reset_yes": N_("Reset"),
    "reset_done": N_("The statistics of {game} are reset."),
    "reset_all_done": N_("All statistics are reset."),
    "import_ask": N_(
        "Replace the statistics of this browser with the file’s (games played: {n})?"
    ),
    "import_yes": N_("Replace"),
    "imported": N_("Statistics imported (games played: {n})."),
    "broken": N_("This file could not be read as statistics (it is damaged). Nothing was changed."),
    "foreign": N_("This is not a Forty Thieves statistics file. Nothing was changed."),
    "future": N_(
        "This file comes from a newer version of Forty Thieves. Nothing was changed."
    ),
    "unreadable": N_("The file could not be opened. Nothing was changed."),
}

# The Settings dialog.
SETTINGS = {
    "title": N_("Settings"),
    "speed": N_("Animation speed"),
    "solitaire": N_("The solitaires"),
    "seated": N_("Tables with computer players"),
    "reduced": N_("Your system asks for reduced motion, so cards do not animate."),
    "note": N_("Changes apply at once and are kept in this browser."),
    "note_frame": N_("Changes apply at once, to this table only: a table shown inside "
                     "another page keeps nothing once it is closed."),
}
SPEED_NAMES = {"off": N_("Off"), "normal": N_("Normal"), "fast": N_("Fast")}


TEAM_LETTERS = (PN_("team", "A"), PN_("team", "B"))
"""A team's letter, in the language's own alphabet (Hindi names teams क and ख)."""
