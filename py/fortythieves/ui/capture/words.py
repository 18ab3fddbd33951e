"""Words of the capture tables (Thief, Four Card Thief, Gharat), marked for extraction
(``pybabel extract -k N_ -k NP_:1,2``): message ids, translated at display time with
``Messages``; the words every table shares are in :mod:`..shell.text`.
"""

from __future__ import annotations

from ...i18n import N_, NP_

# Thief, Four Card Thief and Gharat.
JOKER = N_("Joker")
CAPTURE = {
    "setup_title": N_("New game"),
    "partners": N_("Partners: seats 1 and 3 against seats 2 and 4"),
    "players_note": N_("Each seat: a person or a computer level."),
    "discard_pile": N_("Discard pile"),
    "centre": N_("Centre"),
    "play_pile": N_("Play pile"),
    "middle_label": NP_("{name}: {count} card, top {card}", "{name}: {count} cards, top {card}"),
    "middle_empty": N_("{name}: empty"),
    "centre_label": N_("Centre: {cards}"),
    "covered": NP_("{count} hidden below", "{count} hidden below"),
    "stock": N_("Stock: {count}"),
    "hand_of_game": N_("Hand {hand} of {hands}"),
    "hand_to": N_("Hand {hand} · to {target} points"),  # Gharat: a game of hands to 1,000
    "hand_no": N_("Hand {hand}"),
    "pile_of": N_("Capture pile of {name}"),
    "pile_label": NP_(  # the points of this hand: the seat's line says the game's
        "Capture pile of {name}: {count} card, {points} points this hand, top {card}",
        "Capture pile of {name}: {count} cards, {points} points this hand, top {card}"),
    "pile_empty": N_("Capture pile of {name}: empty"),
    "packet": NP_("Top packet: {count} card", "Top packet: {count} cards"),
    "packets": NP_("{count} packet", "{count} packets"),
    "run": NP_("Top run: {count} card", "Top run: {count} cards"),
    "run_of": NP_("Top run: {run} of {count} card", "Top run: {run} of {count} cards"),
    "points": N_("{points} points"),
    "team_points": N_("{points} team points"),  # partners share one score (G-13)
    "hand_points": N_("This hand: {points}"),  # under a pile; the seat's line has the game's
    "hand_points_short": N_("Hand: {points}"),  # beside a narrow pile
    "cards": NP_("{count} card", "{count} cards"),
    "protected": N_("safe set of four"),
    "deciding": N_("deciding"),
    "to_play": N_("to play"),
    "dealer": N_("dealer"),
    "end_turn": N_("End turn"),
    "discard_instead": N_("Discard {card} instead"),
    "scores": N_("Scores"),
    "moves": N_("Moves"),
    "moves_title": N_("Moves of hand {hand}"),
    "no_moves": N_("No moves yet in this hand."),
    "do_take": N_("take"),
    "do_discard": N_("discard here"),
    "do_lay": N_("lay here"),
    "do_steal_gain": N_("steal +{points}"),  # a pile's badge: the points its top would bring
    "do_take_gain": N_("take +{points}"),  # ... in Gharat, whose rules take (G-7), not steal
    "do_take_partner": N_("take from your partner"),
    "do_join": N_("add to your pile"),
    "do_pair": N_("pair"),
    # a card chosen: where it may go, in words, as the highlights show it
    "choices": N_("{card}: {places}."),
    "choice_pair": N_("pair with {card}"),
    "choice_steal": N_("steal from {name} (+{points})"),
    "choice_take_from": N_("take from {name} (+{points})"),  # Gharat (G-7)
    "choice_instead": N_("or discard it instead"),  # Four Card after a capture (F-4)
    "no_play": N_("{card} has no play now."),
    "recap_title": N_("{name} stole your packet"),
    "recap_title_back": N_("{name} took your packet back"),
    "recap_text": N_("At stake: {cards} ({points} points)."),
    "recap_more": N_("Your card goes with it, and {name} may take it back in turn."),  # T-11
    "recap_take": N_("Take it back with {card}"),
    "recap_let": N_("Let it go"),
    "recap_wait": N_("{name} may take the packet back."),
    "recap_pending": N_("{name} stole your packet: take it back, or let it go."),
    "recap_pending_back": N_("{name} took your packet back: take it again, or let it go."),
    # hot-seat: said to the person at the device once ready, by name, as "Player 1: your turn"
    "recap_turn": N_("{name}: {thief} stole your packet; take it back, or let it go."),
    "recap_turn_back": N_("{name}: {thief} took your packet back; take it again, or let it go."),
    # the hot-seat cover before a re-capture: why the device goes to someone mid-turn
    "handoff_recap": N_("{thief} stole a packet from {name}, who may take it back."),
    "handoff_recap_back": N_("{thief} took a packet back from {name}, who may take it again."),
    # ... and back to the player whose turn it is, once the exchange is over
    "handoff_let_go": N_("{name} let the packet go; {thief} plays on."),
    "handoff_kept": N_("{name} took the packet back; {thief} plays on."),
    "move_pair": N_("{name}: a pair, {card} and {other}."),
    "move_steal": NP_("{name}: {card} steals {count} card from {victim}.",
                      "{name}: {card} steals {count} cards from {victim}."),
    "move_take_from": NP_("{name}: {card} takes {count} card from {victim}.",  # Gharat, G-7
                          "{name}: {card} takes {count} cards from {victim}."),
    "move_partner": NP_("{name}: {card} takes {count} card from partner {victim}.",
                        "{name}: {card} takes {count} cards from partner {victim}."),
    "move_recapture": N_("{name}: {card} takes the packet back from {victim}."),
    "move_steal_wild": NP_("{name}: {card}, wild, steals {count} card from {victim}.",
                           "{name}: {card}, wild, steals {count} cards from {victim}."),
    "move_recapture_wild": N_("{name}: {card}, wild, takes the packet back from {victim}."),
    "move_join": N_("{name}: {card} onto their own pile."),
    "move_decline": N_("{name} lets the packet go."),
    "move_decline_you": N_("You let the packet go."),
    "move_end": N_("{name} ends the turn."),
    "move_end_you": N_("You end the turn."),
    "move_end_auto": N_("{name} has nothing left to capture, so the turn ends."),
    "move_end_auto_you": N_("You have nothing left to capture, so your turn ends."),
    "move_draw": NP_("{name} draws {count} card.", "{name} draws {count} cards."),
    # count: the cards drawn, for a language whose words change with it ("new card(s): ...")
    "move_draw_you": NP_("You draw {cards}.", "You draw {cards}."),
    "move_draw_named": NP_("{name} draws {cards}.", "{name} draws {cards}."),  # hot-seat
    # the same player's next sentence in one move ("Computer 2: ... They draw 1 card.")
    "move_draw_again": NP_("They draw {count} card.", "They draw {count} cards."),
    "move_draw_named_again": NP_("They draw {cards}.", "They draw {cards}."),
    "move_end_again": N_("They end the turn."),
    "move_end_auto_again": N_("They have nothing left to capture, so the turn ends."),
    "move_uncover": N_("{card} comes to the top of the play pile."),
    "hand_title": N_("Hand {hand} is over"),
    "hand_best": N_("Most points this hand: {name}, {points}."),
    "hand_level": N_("A tie this hand: {points} points each."),
    "next_hand": N_("Next hand"),
    "score_table": N_("Scores by hand"),
    "hand_so_far": N_("{hand} (in play)"),  # the row of the hand being played
    "hand": N_("Hand"),
    "total": N_("Total"),
    "ranking": N_("Final ranking"),
    "place": N_("{place}. {name}: {points}"),
    "winner": N_("Winner: {name}!"),
    "winners": N_("A shared win: {name}!"),  # first place shared by players or sides (T-17)
    "and": N_("{first} and {second}"),  # names in a sentence: "A, B and C"
    "over_title": N_("Game over"),
    "your_hand": N_("Your hand"),
    "hand_of": N_("Hand of {name}"),
    "hand_hidden": N_("The hand is hidden."),
    "waiting": N_("{name} to play."),
    "hint_steal": N_("Hint: steal from {victim} with {card}."),
    "hint_take_from": N_("Hint: take from {victim} with {card}."),
    "hint_join": N_("Hint: {card} onto your own pile."),
    "hint_pair": N_("Hint: lay the pair {card} and {other}."),
    "hint_end": N_("Hint: end your turn."),
    "hint_recap": N_("Hint: take the packet back with {card}."),
    "hint_let": N_("Hint: let the packet go."),
}

MIDDLE_WORDS = {
    "thief": {
        "welcome": N_("Match to capture: a pair, the discard pile, or another player’s top "
                      "packet; 2s and jokers are wild for stealing."),
        "take": N_("{name}: {card} takes the top of the discard pile."),
        "discard": N_("{name}: {card} to the discard pile."),
        "choice_take": N_("take the discard pile’s top"),
        "choice_discard": N_("discard it"),
        "hint_take": N_("Hint: take the top of the discard pile with {card}."),
        "hint_discard": N_("Hint: discard {card}."),
        "hand_left": NP_("The hand is over: {count} card left in hand goes to the discard pile "
                         "and scores nothing.",
                         "The hand is over: {count} cards left in hands go to the discard pile "
                         "and score nothing."),
    },
    "four-card": {
        "welcome": N_("Match to capture: a pair, centre cards, or another player’s top packet; "
                      "jokers are wild."),
        "take": NP_("{name}: {card} takes {count} card from the centre.",
                    "{name}: {card} takes {count} cards from the centre."),
        "discard": N_("{name}: {card} to the centre."),
        "choice_take": N_("take from the centre"),
        "choice_discard": N_("discard it to the centre"),
        "hint_take": N_("Hint: take from the centre with {card}."),
        "hint_discard": N_("Hint: discard {card} to the centre."),
        "hand_left": NP_("The hand is over: {count} card left in hand goes to the centre and "
                         "scores nothing.",
                         "The hand is over: {count} cards left in hands go to the centre and "
                         "score nothing."),
    },
    "gharat": {
        "welcome": N_("Match the top card of the play pile or of another player’s pile to take "
                      "it."),  # a partner's too (G-7)
        "take": NP_("{name}: {card} takes {count} card from the play pile.",
                    "{name}: {card} takes {count} cards from the play pile."),
        "discard": N_("{name}: {card} onto the play pile."),
        "choice_take": N_("take from the play pile"),
        "choice_discard": N_("lay it on the play pile"),
        "hint_take": N_("Hint: take from the play pile with {card}."),
        "hint_discard": N_("Hint: lay {card} on the play pile."),
        "hand_left": NP_("The hand is over: {count} card left on the play pile scores for no "
                         "one.",
                         "The hand is over: {count} cards left on the play pile score for no "
                         "one."),
    },
}
"""Each capture game's words for its middle, named as the table labels it: the welcome said
when a table opens, a capture from the middle, a card laid to it, the hints to do either, and
the cards left over as a hand ends (T-15, F-9, G-11), which the middle took or kept."""
