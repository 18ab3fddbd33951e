"""The command line given anything at all: bad input exits 2 with one line that says what is
wrong, text echoed back is escaped, Ctrl-C stops it with one line, never a traceback."""

from __future__ import annotations

import json
import os
import runpy
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fortythieves import cli

PROG = "python -m fortythieves"
SIMULATE = ["simulate", "board", "--seats", "random,random", "--games", "1"]
SOLVE = ["solve", "solitaire/classic", "--deal", "1", "--states", "100"]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Status, stdout and stderr of ``python -m fortythieves ARGS``, run in this process."""
    try:
        code = cli.main(list(args))
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """The one line of stderr of a command that must be refused as bad input."""
    code, out, err = run(capsys, *args)
    assert code == 2, (args, out, err)
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert err.startswith(PROG) and ": error: " in err, err
    return err


BAD_VALUES = [
    (SOLVE, "--seconds", ["nan", "inf", "-1", "0", "soon"]),  # NaN ran past any deadline
    (SOLVE, "--states", ["0", "-5"]),
    (SIMULATE, "--games", ["-3", "0", "1" * 5000]),
    (SIMULATE, "--jobs", ["0", "-2"]),
    (SIMULATE, "--rounds", ["0", "-1"]),
    (["deal", "solitaire/classic"], "--deal", ["x", ""]),
]
"""Budgets and counts that mean nothing (they ran, printing nothing, or for ever)."""


@pytest.mark.parametrize(
    ("command", "option", "value"),
    [(command, option, value) for command, option, values in BAD_VALUES for value in values],
)
def test_a_bad_value_is_one_line_that_names_its_option(capsys, command, option, value):
    assert option in refused(capsys, *command, option, value)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["solve", "board", "--deal", "1"], "solitaire"),
        (["solve", "gharat", "--deal", "1"], "solitaire"),
        (["simulate", "solitaire/classic", "--seats", "random,random"], "board"),
        ([*SIMULATE, "--players", "7", "--seats", "random"], "7 players"),
        (["deal", "solitaire/classic"], "--deal"),
        (["play", "solitaire/nope", "--deal", "1"], "no game called"),
        (["nonsense"], "nonsense"),
        ([], "command"),
    ],
)
def test_bad_input_is_one_line_that_says_what_is_wrong(capsys, args, words):
    assert words in refused(capsys, *args)


def test_a_log_that_cannot_be_written_is_refused(capsys, tmp_path: Path):
    assert "--log" in refused(capsys, *SIMULATE, "--log", str(tmp_path))
    assert "--log" in refused(capsys, *SIMULATE, "--log", str(tmp_path / "no" / "games.jsonl"))


def test_a_pile_the_game_lacks_is_an_illegal_move(capsys):
    code, out, err = run(capsys, "play", "solitaire/classic", "--deal", "1", "--moves", "11>f",
                         "--json")
    assert code == 2 and not err
    assert json.loads(out)["illegal"] == {
        "index": 0, "move": "11>f", "reason": "no-such-pile", "message": "There is no such pile."
    }
    code, _, err = run(capsys, "solve", "solitaire/maria", "--deal", "3", "--moves", "s 12>f")
    assert code == 2 and err.count("\n") == 1 and "no such pile" in err


HOSTILE = ["\x1b[31mred", "\udcff", "a\u202eb", "tab\there"]
"""A terminal's escape sequence, a byte that was not UTF-8 (as Python reads it from the
command line), a right-to-left override, a tab."""


def clean(text: str) -> bool:
    """Nothing a terminal would act on, and nothing UTF-8 cannot encode."""
    text.encode("utf-8")
    return all(c.isprintable() or c == "\n" for c in text)


@pytest.mark.parametrize("text", HOSTILE)
def test_text_echoed_back_is_escaped(capsys, text):
    code, out, err = run(capsys, "play", "solitaire/classic", "--deal", "1", "--moves", text)
    assert code == 2 and clean(err) and "move 0 (" in err
    code, out, err = run(capsys, "play", "solitaire/classic", "--deal", "1", "--moves", text,
                         "--json")
    assert code == 2 and clean(out)
    assert clean(json.loads(out)["illegal"]["move"])
    for args in (["play", text, "--deal", "1"], ["simulate", "board", "--seats", text],
                 ["deal", "solitaire/classic", "--deal", text], [*SOLVE, "--seconds", text]):
        code, out, err = run(capsys, *args)
        assert code == 2 and clean(err), args


def test_ctrl_c_is_one_line_and_status_130(capsys, monkeypatch):
    def interrupted(argv: object = None) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "main", interrupted)
    monkeypatch.setattr(sys, "argv", [PROG, "list"])
    with pytest.raises(SystemExit) as stop:
        runpy.run_module("fortythieves", run_name="__main__")
    assert stop.value.code == 130
    _, err = capsys.readouterr()
    assert err == f"{PROG}: interrupted\n"


@pytest.mark.native_only  # a process of its own, stopped by a signal
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_a_simulation_without_a_traceback(jobs):
    command = [sys.executable, "-m", "fortythieves", "simulate", "board", "--seats",
               "hard,hard", "--games", "50", "--jobs", jobs]
    # A terminal's Ctrl-C, even where this test runs as a background job of a shell, whose
    # children start with SIGINT ignored (make test runs the native tests so).
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(3)
    os.killpg(process.pid, signal.SIGINT)  # as a terminal does: to the workers too
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err == f"{PROG}: interrupted\n"


@pytest.mark.native_only  # a process of its own, its output on a device
@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_output_that_cannot_be_written_is_one_line():
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "fortythieves", "list"], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == f"{PROG}: error: No space left on device\n"


@pytest.mark.native_only
def test_a_reader_that_goes_away_is_not_an_error():
    command = [sys.executable, "-m", "fortythieves", "deal", "solitaire/classic", "--deal", "1"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        process.stdout.close()  # type: ignore[union-attr]
        err = process.stderr.read()  # type: ignore[union-attr]
    assert process.returncode == 0 and err == b""


def test_the_console_script_names_itself(capsys, monkeypatch):
    """``pip install .`` gives a ``fortythieves`` command: its usage says that name."""
    monkeypatch.setattr(sys, "argv", ["/usr/local/bin/fortythieves", "--help"])
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert capsys.readouterr().out.startswith("usage: fortythieves ")
