"""Words of the solver at the table (menu entries, the solver's line, hints), marked for
extraction like :mod:`.text`; ``data-st`` attributes in ``index.html`` name keys of
:data:`LABELS`."""

from __future__ import annotations

from ...i18n import N_, NP_

LABELS = {
    "verdict": N_("Can this still be won?"),
    "solution": N_("Show solution"),
    "winnable_only": N_("Winnable deals only"),
    "stop": N_("Stop"),
    "rewind": N_("Rewind to the last winnable position"),
    "where": N_("Where did I lose it?"),
}

LINE = {
    "starting": N_("Starting the solver…"),
    "started": N_("The solver is searching; you may play on meanwhile."),
    "searching": NP_("Searching: {states} position, {seconds} s",
                     "Searching: {states} positions, {seconds} s"),
    "winnable": NP_(
        "Winnable: a winning line of {count} move was found ({states} positions in {seconds} s).",
        "Winnable: a winning line of {count} moves was found ({states} positions in {seconds} s).",
    ),
    "not_winnable": N_(
        "Not winnable from here: every reachable position was searched "
        "({states} positions in {seconds} s)."
    ),
    "not_winnable_why": N_(
        "Not winnable from here: every reachable position was searched "
        "({states} positions in {seconds} s). No line of play gets both copies of the {card} "
        "home, so at most {most} of the 104 cards ever reach the foundations."
    ),
    "unknown": N_(
        "Unknown: no answer within {seconds} s ({states} positions searched). "
        "This proves nothing either way."
    ),
    "known": NP_("Winnable: a winning line of {count} move is known from here.",
                 "Winnable: a winning line of {count} moves is known from here."),
    "earlier": N_("For the position when you asked: {answer}"),
    "stopped": N_("Search stopped."),
    "failed": N_("The solver could not start. Reload the page to try again."),
    "playing": N_("Showing the solution: press Stop to take over."),
    "playing_at": N_("Move {n} of {count}"),
    "taken_over": N_("Your turn: the solution stopped here. The deal stays the solver's, so a "
                     "win will not count (S-52)."),
    "no_line": N_("No winning line is known from here."),
    "rewound": N_("Back to the last position proved winnable."),
    "pool_empty": N_("No winnable deals are known for this game yet: here is a random deal."),
}

WHERE = {
    "searching": NP_("Looking for the losing move (now at move {n}): {states} position "
                     "searched, {seconds} s",
                     "Looking for the losing move (now at move {n}): {states} positions "
                     "searched, {seconds} s"),
    "found": N_("Move {n}, {move}: winnable before, not after."),
    "instead": N_("What would have kept it winnable: {move}."),
    "cost": N_("({states} positions searched in {seconds} s.)"),
    "never": N_("Never winnable: the deal itself is lost, so no move of yours lost it "
                "({states} positions searched in {seconds} s)."),
    "still": N_("Not lost yet: this position is still winnable "
                "({states} positions searched in {seconds} s)."),
    "between": N_("Unknown: winnable before move {first}, lost after move {last}; which move "
                  "in between lost it was not decided ({states} positions searched in "
                  "{seconds} s)."),
    "winnable_only": N_("Unknown: winnable before move {first}; no later position was proved "
                        "lost ({states} positions searched in {seconds} s)."),
    "lost_only": N_("Unknown: lost after move {last}; no earlier position was proved winnable "
                    "({states} positions searched in {seconds} s). This proves nothing either "
                    "way about the moves before."),
    "unknown": N_("Unknown: no position of this game was decided ({states} positions searched "
                  "in {seconds} s). This proves nothing either way."),
    "rewind_to": N_("Rewind to before move {n}"),
    "rewound_to": N_("Back before move {n}, where the game was still winnable; Redo plays "
                     "your moves again."),
}

HINT = {
    "line": N_("Hint from a winning line: {move}."),
    "guess": N_("Hint (a guess; for a sure one, ask “Can this still be won?”): {move}."),
    # After the first guess of a visit (its advice took two lines of a phone before the move):
    "guess_again": N_("Hint (a guess): {move}."),
    # Where the solver proved the deal lost: not sent to ask it again.
    "guess_lost": N_("Hint (a guess: the solver found no win from here): {move}."),
    "draw": N_("turn a card from the stock"),
    "redeal": N_("turn the waste back into the stock"),
}


def seconds_words(seconds: float) -> str:
    """A search's time as said: tenths of a second, hundredths under one tenth (a quick
    answer read "0.0 s", as if the solver had not run)."""
    return f"{seconds:.1f}" if seconds >= 0.095 else f"{max(seconds, 0.01):.2f}"
