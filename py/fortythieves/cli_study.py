"""``study`` and ``study-table``, two commands of :mod:`.cli` (their arguments and what they
do): a winnability study of a solitaire game on this machine's processes or a Dask cluster,
and the table made of the lines of studies (docs/winnability.md)."""

from __future__ import annotations

import argparse
import json
import os
from collections import Counter
from contextlib import closing, nullcontext
from pathlib import Path
from typing import Any

from .cli import one_of, printable, refuse, seconds, whole
from .games import ALIASES, SOLITAIRE_IDS
from .solitaire.solver import VERSION
from .study import MAX_DEAL, append_to, connect, consecutive, key, read_lines, solve_all
from .winnability import LABELS, markdown, table, text


def add_parsers(sub: Any) -> None:
    """The arguments of ``study`` and ``study-table``."""
    names = SOLITAIRE_IDS + tuple(a for a, g in ALIASES.items() if g in SOLITAIRE_IDS)
    study = sub.add_parser("study", help="solve deals 1 to N of a solitaire game, a line each")
    study.add_argument("game", type=one_of(names, "a solitaire game"),
                       help="a solitaire game id, e.g. solitaire/classic")
    study.add_argument("--deals", type=whole(1), required=True, metavar="N",
                       help="how many deals: numbers K to K + N - 1")
    study.add_argument("--first", type=whole(1), default=1, metavar="K",
                       help="the first deal number (1)")
    study.add_argument("--seconds", type=seconds, default=10.0, metavar="S",
                       help="CPU seconds a deal (10)")
    study.add_argument("--out", required=True, metavar="FILE.jsonl",
                       help="deals already there are skipped; new ones are appended")
    where = study.add_mutually_exclusive_group()
    where.add_argument("--workers", type=whole(1), metavar="W",
                       help="local processes (by default one per CPU)")
    where.add_argument("--dask", metavar="ADDRESS",
                       help="solve on the Dask cluster of this scheduler (tcp://host:8786)")
    table = sub.add_parser("study-table", help="the winnability table of study files")
    table.add_argument("files", nargs="+", metavar="FILE.jsonl")
    table.add_argument("--solver-version", type=whole(1), metavar="V",
                       help="only the lines of this version of the solver")
    form = table.add_mutually_exclusive_group()
    form.add_argument("--markdown", action="store_true", help="print a Markdown table")
    form.add_argument("--json", action="store_true", help="print JSON")


def study_command(args: argparse.Namespace) -> int:
    """``study``: solve the deals not yet in ``--out`` for this game, budget and solver
    version, a line each, written as soon as each is known: a run stopped (Ctrl-C) loses
    only the deals being solved, and the next run goes on from there."""
    game = ALIASES.get(args.game, args.game)
    last = args.first + args.deals - 1
    if last > MAX_DEAL:
        return refuse(args, f"argument --deals: deals {args.first} to {last} go past the last "
                            f"deal number, {MAX_DEAL}")
    path = Path(args.out)
    try:
        done = {key(line): line for line in read_lines(path)} if path.exists() else {}
    except ValueError as error:
        return refuse(args, printable(str(error)))
    except OSError as error:
        return refuse(args, f"argument --out: cannot read {printable(args.out)!r}: "
                            f"{error.strerror}")
    deals = consecutive(args.first, args.deals)
    jobs = [(game, d, args.seconds) for d in deals if (game, d, args.seconds, VERSION) not in done]
    try:
        client = connect(args.dask) if args.dask and jobs else None
    except RuntimeError as error:
        return refuse(args, printable(str(error)))
    try:
        out = append_to(path)
    except OSError as error:
        return refuse(args, f"argument --out: cannot write {printable(args.out)!r}: "
                            f"{error.strerror}")
    workers = args.workers or os.cpu_count() or 1
    with client or nullcontext(), out, closing(solve_all(jobs, workers, client)) as rows:
        for row in rows:
            out.write(json.dumps(row) + "\n")
            out.flush()
            done[key(row)] = row
            print(f"deal {row['deal']}: {row['verdict']}, {row['states']:,} positions in "
                  f"{row['seconds']} s")
    verdicts = Counter(done[(game, d, args.seconds, VERSION)]["verdict"] for d in deals)
    counts = ", ".join(f"{verdicts[v]} {v}" for v in LABELS)
    print(
        f"{game}, deals {args.first} to {last}, {args.seconds:g} CPU s a deal, solver version "
        f"{VERSION}: {counts} "
        f"({len(jobs)} solved now, {args.deals - len(jobs)} already in {args.out})"
    )
    return 0


def table_command(args: argparse.Namespace) -> int:
    """``study-table``: the winnability table of the lines of every file given."""
    lines: list[dict[str, Any]] = []
    for name in args.files:
        try:
            lines += read_lines(Path(name))
        except ValueError as error:
            return refuse(args, printable(str(error)))
        except OSError as error:
            return refuse(args, f"cannot read {printable(name)!r}: {error.strerror}")
    rows = table(lines, args.solver_version)
    if not rows:
        which = "" if args.solver_version is None else f" of solver version {args.solver_version}"
        return refuse(args, f"no deal's verdict{which} in {printable(' '.join(args.files))}")
    if args.json:
        print(json.dumps([row.to_json() for row in rows]))
    else:
        print(markdown(rows) if args.markdown else text(rows))
    return 0


COMMANDS = {"study": study_command, "study-table": table_command}
