"""The command line, for people and for scripts.

``list`` names every game; ``deal GAME --deal N`` shows the opening layout; ``play GAME --deal N
--moves "m1 m2 ..."`` replays moves and shows the final position, or names the first illegal
move (its index from 0 and the reason) and exits with status 2. ``--json`` prints JSON in the
form docs/cli.md documents instead of text for people. Bad input (an unknown game, a count or a
budget that means nothing) exits with status 2 too, and one line that says what is wrong.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from .engine import GameError, IllegalMove
from .games import (
    MULTIPLAYER_IDS,
    REGISTRY,
    SOLITAIRE_IDS,
    GameType,
    Option,
    get_game,
    variant_key,
)
from .i18n import Messages
from .solitaire import SolitaireState
from .solitaire.analysis import is_stuck


def prog() -> str:
    """The command as it was typed, for usage and messages: ``fortythieves`` (the console
    script of ``pip install .``) or ``python -m fortythieves``."""
    return "fortythieves" if Path(sys.argv[0]).name == "fortythieves" else "python -m fortythieves"


EXIT_INTERRUPTED = 130
"""128 + SIGINT: the status a shell gives a command stopped by Ctrl-C."""
EXIT_ILLEGAL = 2
"""Bad input (argparse's status too) or an illegal move."""
MSG = Messages("en")


def printable(text: str) -> str:
    """``text`` as it may be echoed to a terminal or into JSON: what a terminal would act on
    (an escape sequence, a right-to-left override) and what UTF-8 cannot encode (a byte of
    the command line that was not UTF-8) written as escapes, ``\\x1b``, ``\\udcff``."""
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


def said(error: GameError) -> str:
    """The sentence for a refusal; its parameters may be anyone's text, so they are escaped."""
    params = {k: printable(v) if isinstance(v, str) else v for k, v in error.params.items()}
    return MSG.reason(error.reason, params)


def refuse(args: argparse.Namespace, message: str) -> int:
    """Say what is wrong with the command in one line, as argparse does, and give the status
    of bad input."""
    print(f"{prog()} {args.command}: error: {message}", file=sys.stderr)
    return EXIT_ILLEGAL


def layout_json(state: SolitaireState) -> dict[str, Any]:
    """The position for scripts: piles bottom to top, the stock's next card named."""
    pos = state.layout.to_dict()
    stock = pos.pop("stock")
    return {
        "game": state.game.id,
        "deal": state.deal,
        "options": state.game.options,
        "columns": pos["columns"],
        "stock": {"count": len(stock), "next": stock[-1] if stock else None, "cards": stock},
        "waste": pos["waste"],
        "foundations": pos["foundations"],
        "redeals_used": pos["redeals"],
        "redeals_left": state.redeals_left(),
        "moves_played": [str(m) for m in state.history],
        "legal_moves": [str(m) for m in state.legal_moves()],
        "score": state.scores[0],
        "won": state.won,
        "stuck": is_stuck(state),
    }


def state_json(state: Any) -> dict[str, Any]:
    """Any game's position for scripts: its save (deal, options, moves) and what is legal now."""
    if isinstance(state, SolitaireState):
        return layout_json(state)
    return {
        **state.to_json(),
        "to_move": state.to_move,
        "legal_moves": [str(m) for m in state.legal_moves()],
        "scores": state.scores,
        "over": state.is_over,
    }


def state_text(state: Any) -> str:
    if isinstance(state, SolitaireState):
        return layout_text(state)
    data = state_json(state)
    return "\n".join([
        f"{data['game']}  deal {data['deal']}  options {data['options'] or '-'}",
        f"moves played: {len(data['moves'])}  scores: {data['scores']}",
        # seats counted from 1, as the notation (``2C>3``) and the table count them
        "game over" if data["over"] else f"to move: seat {data['to_move'] + 1}",
        f"legal: {' '.join(data['legal_moves'])}",
    ])


def layout_text(state: SolitaireState) -> str:
    """A plain picture of the table: foundations, stock and waste, then the columns."""
    data = layout_json(state)
    found = " ".join(t or "--" for t in data["foundations"])
    stock = data["stock"]
    lines = [
        f"{state.game.id}  deal {state.deal}",
        f"foundations: {found}",
        f"stock: {stock['count']} (next {stock['next'] or '-'})  "
        f"waste: {' '.join(data['waste'][-5:]) or '-'}  redeals left: {data['redeals_left']}",
    ]
    cols = data["columns"]
    height = max((len(c) for c in cols), default=0)
    lines.append(" ".join(f"{i + 1:>4}" for i in range(len(cols))))
    for row in range(height):
        lines.append(" ".join(f"{c[row] if row < len(c) else '':>4}" for c in cols))
    status = "won" if data["won"] else "no more moves" if data["stuck"] else "in play"
    lines.append(f"moves played: {len(data['moves_played'])}  score: {data['score']}  {status}")
    return "\n".join(lines)


HARD_OPTIONS = {"iterations": int, "width": int, "depth": int, "margin": float, "eps": float,
                "seconds": float}
"""What the hard level can be given (``SearchPlayer``'s parameters), with their types."""


def hard_option(text: str) -> tuple[str, Any]:
    """``"width=3"`` read as an option of the hard level, for ``--hard``: a benchmark can
    measure a change to the search before the code takes it."""
    name, equals, value = (part.strip() for part in text.partition("="))
    kind = HARD_OPTIONS.get(name)
    if kind is None or not equals:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give NAME=VALUE, NAME one of {', '.join(HARD_OPTIONS)}")
    least = 1 if kind is int else 0
    try:
        number = kind(value)
    except ValueError:
        number = None
    if number is None or not number >= least:  # NaN too
        raise argparse.ArgumentTypeError(
            f"{text!r}: {name} takes {'a whole number' if kind is int else 'a number'} "
            f"from {least}")
    return name, number


def add_hard_argument(parser: argparse.ArgumentParser) -> None:
    """``--hard NAME=VALUE``, repeatable, for ``simulate`` and the benchmarks;
    ``dict(args.hard)`` is :func:`.simulate.simulate`'s ``hard``."""
    parser.add_argument(
        "--hard", type=hard_option, action="append", default=[], metavar="NAME=VALUE",
        help=f"an option of the hard level's search ({', '.join(HARD_OPTIONS)}); the same "
             "--seed plays the same deals, so two runs compare")


def whole(least: int) -> Callable[[str], int]:
    """An argument type: a whole number from ``least`` (a count of games, of processes...)."""
    def read(text: str) -> int:
        try:
            number = int(text)
        except ValueError:  # not a number, or thousands of digits
            number = least - 1
        if number < least:
            raise argparse.ArgumentTypeError(f"{text!r}: give a whole number from {least}")
        return number

    return read


def seconds(text: str) -> float:
    """An argument type: a time budget, above 0 and finite (NaN would never run out)."""
    try:
        number = float(text)
    except ValueError:
        number = math.nan
    if not 0 < number < math.inf:
        raise argparse.ArgumentTypeError(f"{text!r}: give a finite number of seconds above 0")
    return number


def one_of(ids: tuple[str, ...], kind: str) -> Callable[[str], str]:
    """An argument type: the id of a game this command plays."""
    def read(text: str) -> str:
        if text not in ids:
            raise argparse.ArgumentTypeError(
                f"{text!r} is not {kind}: give one of {', '.join(ids)}")
        return text

    return read


def game_options() -> dict[str, list[tuple[GameType, Option]]]:
    """Every option of ``deal`` and ``play``'s game: the registry's, each with the games that
    take it, so a new option of a game is on the command line with no code here."""
    takers: dict[str, list[tuple[GameType, Option]]] = {}
    for record in REGISTRY:
        for option in record.options:
            takers.setdefault(option.name, []).append((record, option))
    return takers


GAME_OPTIONS = game_options()


def option_help(takers: list[tuple[GameType, Option]]) -> str:
    """Which games take an option and what they allow: ``board 1 to 99, default 10``; a family
    named once when all its games take a switch (``solitaire: on or off``)."""
    first = takers[0][1]
    if first.kind is not bool:
        return "; ".join(f"{g.id} {o.low} to {o.high}, default {o.default}" for g, o in takers)
    ids = {g.id for g, _ in takers}
    whole = {g.family for g in REGISTRY} - {g.family for g in REGISTRY if g.id not in ids}
    names = dict.fromkeys(g.family if g.family in whole else g.id for g, _ in takers)
    return f"{', '.join(names)}: on or off"


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """``--scoring``, ``--players N``, ``--rounds N``, ``--three-strikes``, ``--partners``...:
    what the registry says the games take; a value the game refuses is said in one line."""
    for name, takers in GAME_OPTIONS.items():
        flag = "--" + name.replace("_", "-")
        if takers[0][1].kind is bool:
            parser.add_argument(flag, action=argparse.BooleanOptionalAction,
                                help=option_help(takers))
        else:
            parser.add_argument(flag, type=int, metavar="N", help=option_help(takers))


class _Parser(argparse.ArgumentParser):
    """argparse, with its refusal in one line: the usage is a ``--help`` away."""

    def error(self, message: str) -> Any:
        self.exit(EXIT_ILLEGAL, f"{self.prog}: error: {printable(message)}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=prog(), description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="list every game").add_argument("--json", action="store_true")
    for name, text in (("deal", "show the opening layout"), ("play", "replay moves")):
        cmd = sub.add_parser(name, help=text)
        cmd.add_argument("game", help="game id, e.g. solitaire/classic (see list)")
        cmd.add_argument("--deal", type=int, required=True, help="deal number, 1 to 2**31-1")
        add_game_options(cmd)
        cmd.add_argument("--json", action="store_true", help="print JSON")
        if name == "play":
            cmd.add_argument("--moves", default="", help='moves in notation, "s 3>f w>5"')
    sim = sub.add_parser("simulate", help="games between computer players")
    sim.add_argument("game", type=one_of(MULTIPLAYER_IDS, "a game between players"),
                     help=", ".join(MULTIPLAYER_IDS))
    counts = ", ".join(f"{g.id} {g.min_players} to {g.max_players}"
                       for g in REGISTRY if g.id in MULTIPLAYER_IDS)
    sim.add_argument("--players", type=int, default=2, help=f"2 by default ({counts})")
    sim.add_argument("--seats", required=True, help="a level per seat: hard,normal,easy,random")
    sim.add_argument("--games", type=whole(1), default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--rounds", type=whole(1),
                     help="stop each game after this many rounds/hands")
    sim.add_argument("--rotate", action="store_true", help="turn the seats one place per game")
    sim.add_argument("--duplicate", action="store_true",
                     help="play each deal once per seat turn, in a row (implies --rotate)")
    add_hard_argument(sim)
    sim.add_argument("--jobs", type=whole(1), default=1, help="processes (native runs only)")
    sim.add_argument("--log", help="write every game as a JSON line to this file")
    sim.add_argument("--json", action="store_true", help="print JSON")
    daily = sub.add_parser("daily", help="the daily deal of a solitaire game on a date")
    daily.add_argument("game", type=one_of(SOLITAIRE_IDS, "a solitaire game"),
                       help="a solitaire game id, e.g. solitaire/classic")
    daily.add_argument("--date", help="YYYY-MM-DD; today (this computer's date) by default")
    daily.add_argument("--json", action="store_true", help="print JSON")
    solve = sub.add_parser("solve", help="can this solitaire deal (after these moves) be won?")
    solve.add_argument("game", type=one_of(SOLITAIRE_IDS, "a solitaire game"),
                       help="a solitaire game id, e.g. solitaire/classic")
    solve.add_argument("--deal", type=int, required=True)
    solve.add_argument("--moves", default="", help="moves played from the deal first")
    solve.add_argument("--seconds", type=seconds, default=10.0, help="time budget")
    solve.add_argument("--states", type=whole(1), help="budget in positions (reproducible)")
    solve.add_argument("--scoring", action="store_true", help="take-backs allowed")
    solve.add_argument("--json", action="store_true", help="print JSON")
    from .cli_study import add_parsers  # it reads this module's argument types

    add_parsers(sub)
    return parser


def solve_command(args: argparse.Namespace) -> int:
    """``solve``: the verdict (winnable, not winnable, unknown) and a solution if found."""
    from .solitaire.solver import solve_report

    report = solve_report(
        args.game, args.deal, args.moves, args.seconds, args.states, scoring=args.scoring
    )
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{report['verdict']}: {report['states']} positions in {report['seconds']} s")
        if report.get("moves"):
            print(" ".join(report["moves"]))
    return 0


def study_command(args: argparse.Namespace) -> int:
    """``study`` and ``study-table``: :mod:`.cli_study`."""
    from .cli_study import COMMANDS as STUDY_COMMANDS

    return STUDY_COMMANDS[args.command](args)


def daily_command(args: argparse.Namespace) -> int:
    """``daily``: the deal everyone plays on that date (the same on every machine)."""
    from .solitaire.daily import daily_deal, read_date

    day = date.today() if args.date is None else read_date(args.date)
    found = {"game": args.game, "date": day.isoformat(),
             "deal": daily_deal(variant_key(args.game), day)}
    print(json.dumps(found) if args.json else f"{args.game} {found['date']}: deal {found['deal']}")
    return 0


def simulate_command(args: argparse.Namespace) -> int:
    """``simulate``: play games between computer players and print the summary."""
    from .simulate import simulate

    try:
        log = open(args.log, "w", encoding="utf-8") if args.log else None  # noqa: SIM115
    except OSError as error:
        return refuse(args, f"argument --log: cannot write {args.log!r}: {error.strerror}")
    try:
        result = simulate(
            args.game, args.players, args.seats.split(","), args.games, args.seed, log=log,
            jobs=args.jobs, rotate=args.rotate, rounds=args.rounds, hard=dict(args.hard),
            duplicate=args.duplicate,
        )
    finally:
        if log is not None:
            log.close()
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


def list_command(args: argparse.Namespace) -> int:
    ids = [record.id for record in REGISTRY]
    print(json.dumps(ids) if args.json else "\n".join(ids))
    return 0


def show_command(args: argparse.Namespace) -> int:
    """``deal`` and ``play``: the position of a deal, after the moves for ``play``."""
    options = {n: value for n in GAME_OPTIONS if (value := getattr(args, n)) is not None}
    state = get_game(args.game, **options).new_state(args.deal)
    if args.command == "play":
        try:
            state.replay(args.moves.replace(",", " ").split())
        except IllegalMove as error:
            index, move = error.params["index"], printable(error.params["move"])
            reason = said(error)
            if args.json:
                print(json.dumps({"illegal": {"index": index, "move": move,
                                              "reason": error.reason, "message": reason}}))
            else:
                print(f"move {index} ({move}) is illegal: {reason}", file=sys.stderr)
            return EXIT_ILLEGAL
    print(json.dumps(state_json(state)) if args.json else state_text(state))
    return 0


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "list": list_command, "deal": show_command, "play": show_command,
    "simulate": simulate_command, "solve": solve_command, "daily": daily_command,
    "study": study_command, "study-table": study_command,
}


def main(argv: list[str] | None = None) -> int:
    """Run one command; bad input (or an illegal move) exits with status 2 and one line."""
    args = _parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except GameError as error:
        return refuse(args, said(error))


def run() -> None:
    """The command line as a program (``python -m fortythieves``, or the ``fortythieves``
    command of ``pip install .``): whatever happens, it ends with a status and at most one
    line on stderr, never a traceback."""
    try:
        code = main()
        if sys.stdout is not None:
            sys.stdout.flush()  # a full disk shows here, not in a message at exit
    except KeyboardInterrupt:
        print(f"{prog()}: interrupted", file=sys.stderr)
        code = EXIT_INTERRUPTED
    except OSError as error:
        # The output cannot be written: the reader went away (``... | head``), which is not
        # an error of ours, or the disk is full. Either way what is left of it goes nowhere.
        if sys.stdout is not None:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        if isinstance(error, BrokenPipeError):
            code = 0
        else:
            print(f"{prog()}: error: {error.strerror or error}", file=sys.stderr)
            code = 1
    sys.exit(code)
