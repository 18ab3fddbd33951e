"""The command line: ``list``, ``deal`` and ``play``, as scripts and people use them."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from fortythieves.cli import EXIT_ILLEGAL, main
from fortythieves.games import GAME_IDS


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_names_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert out.split() == list(GAME_IDS)
    code, out, _ = run(capsys, "list", "--json")
    assert json.loads(out) == list(GAME_IDS)


def test_deal_json_gives_columns_bottom_to_top_and_names_the_next_stock_card(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """S-3, S-4: deal 1 of the classic game, as PySolFC deals it."""
    code, out, _ = run(capsys, "deal", "solitaire/classic", "--deal", "1", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["game"] == "solitaire/classic" and data["deal"] == 1
    assert data["columns"][0] == ["3D", "AS", "KD", "7D"]
    assert len(data["columns"]) == 10
    assert data["stock"]["count"] == 63 == len(data["stock"]["cards"])
    assert data["stock"]["next"] == data["stock"]["cards"][-1]
    assert data["waste"] == ["3S"]
    assert data["foundations"] == [None] * 8
    assert data["moves_played"] == [] and "s" in data["legal_moves"]
    assert not data["won"] and not data["stuck"]


def test_deal_as_text_draws_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deal", "solitaire/lucas", "--deal", "5")
    assert code == 0
    assert "solitaire/lucas  deal 5" in out
    assert "foundations: AC AC AD AD AH AH AS AS" in out
    assert "13" in out.splitlines()[3]


def test_play_replays_moves_and_prints_the_final_position(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "play", "solitaire/classic", "--deal", "1", "--moves", "8>4 s s", "--json"
    )
    data = json.loads(out)
    assert code == 0
    assert data["moves_played"] == ["8>4", "s", "s"]
    assert data["columns"][3][-1] == "TH"
    assert data["stock"]["count"] == 61 and len(data["waste"]) == 3


def test_play_names_the_first_illegal_move_and_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "play", "solitaire/classic", "--deal", "1", "--moves", "8>4 s 3>9 s", "--json"
    )
    assert code == EXIT_ILLEGAL == 2
    illegal = json.loads(out)["illegal"]
    assert illegal["index"] == 2 and illegal["move"] == "3>9"
    assert illegal["reason"] == "build-same-suit"
    assert "same suit" in illegal["message"]
    code, _, err = run(capsys, "play", "solitaire/classic", "--deal", "1", "--moves", "zz")
    assert code == 2 and "move 0 (zz) is illegal" in err


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["deal", "solitaire/nope", "--deal", "1"], "no game called"),
        (["deal", "solitaire/classic", "--deal", "0"], "from 1 to 2147483647"),
    ],
)
def test_bad_game_or_deal_is_refused_clearly(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    code, _, err = run(capsys, *args)
    assert code == 2 and words in err


def test_multiplayer_games_deal_and_replay_through_the_same_commands(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "deal", "board", "--deal", "3", "--players", "3", "--json")
    data = json.loads(out)
    assert code == 0 and data["options"] == {"players": 3} and data["to_move"] == 0
    first = data["legal_moves"][0]
    code, out, _ = run(
        capsys, "play", "board", "--deal", "3", "--players", "3", "--moves", first, "--json"
    )
    assert code == 0 and json.loads(out)["moves"] == [first]
    code, out, _ = run(capsys, "deal", "thief", "--deal", "7", "--players", "4")
    assert code == 0 and "to move: seat 4" in out  # seats from 1, as the notation's 2C>3
    code, _, err = run(capsys, "deal", "solitaire/classic", "--deal", "3", "--players", "3")
    assert code == 2 and "players" in err


def test_solve_gives_a_verdict_and_a_solution_that_replays(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "solve", "solitaire/lucas", "--deal", "3", "--states", "5000",
                       "--json")
    report = json.loads(out)
    assert code == 0 and report["verdict"] == "winnable" and report["states"] <= 5000
    code, out, _ = run(capsys, "play", "solitaire/lucas", "--deal", "3", "--moves",
                       " ".join(report["moves"]), "--json")
    assert code == 0 and json.loads(out)["won"]
    code, _, err = run(capsys, "solve", "solitaire/classic", "--deal", "1", "--moves", "3>9")
    assert code == 2 and "same suit" in err


def readme_commands() -> list[list[str]]:
    """The command lines the README shows (``deal``, ``play``, ``solve``, ``list``), as a reader
    would type them. ``simulate`` is left out: its examples play whole games for minutes."""
    readme = Path(__file__).resolve().parent.parent / "README.md"
    text = readme.read_text(encoding="utf-8").replace("\\\n", " ")
    prefix = ".venv/bin/python -m fortythieves "
    commands = []
    for line in text.splitlines():
        if line.startswith(prefix):
            args = shlex.split(line[len(prefix):], comments=True)
            if args[0] != "simulate":
                commands.append(args)
    return commands


def small_budget(args: list[str]) -> list[str]:
    """A ``solve`` command with 2,000 positions in place of its seconds or positions."""
    out: list[str] = []
    words = iter(args)
    for word in words:
        if word in ("--seconds", "--states"):
            next(words)
        else:
            out.append(word)
    return [*out, "--states", "2000"]


@pytest.mark.native_only  # the README lives beside the package, not inside Pyodide's copy
def test_the_readmes_commands_run(capsys: pytest.CaptureFixture[str]) -> None:
    """A reader's copy of an example must work: the README once showed a move the deal did not
    allow. The solver's examples get a small budget here, to keep the test quick."""
    commands = readme_commands()
    assert {c[0] for c in commands} >= {"list", "deal", "play", "solve"}
    for args in commands:
        code, _, err = run(capsys, *(small_budget(args) if args[0] == "solve" else args))
        assert code == 0, (args, err)


def test_daily_prints_the_same_deal_on_every_run(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("daily", "solitaire/classic", "--date", "2026-12-24", "--json")
    first, second = run(capsys, *args), run(capsys, *args)
    assert first == second and first[0] == 0
    assert json.loads(first[1]) == {"game": "solitaire/classic", "date": "2026-12-24",
                                    "deal": 1591250114}
    code, _, err = run(capsys, "daily", "solitaire/classic", "--date", "24/12/2026")
    assert code == 2 and "year-month-day" in err
