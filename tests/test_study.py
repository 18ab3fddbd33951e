"""Winnability studies (``study``, ``study-table``; study.py, winnability.py): a
study writes one line per deal and resumes where it stopped, a Dask cluster finds what local
processes find, bad input is one line and status 2, and the table's counts and intervals are
those a statistician would compute. The tests that start processes or a cluster are native
only; the table's tests run inside Pyodide too (where dask is not installed)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fortythieves.cli import main
from fortythieves.solitaire.solver import VERSION
from fortythieves.study import seeded
from fortythieves.winnability import rule, wilson

PROG = "python -m fortythieves"
# Lucas deals 1 to 3 are won within 1,600 positions (under 0.1 CPU s): at 2 s the search
# ends on its own, so verdict, positions and solution are the same on any machine.
QUICK = ["study", "solitaire/lucas", "--deals", "3", "--seconds", "2"]
SAME_ANYWHERE = ("game", "deal", "budget", "verdict", "states", "solution_length", "version")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def by_deal(rows: list[dict]) -> dict[int, dict]:
    return {row["deal"]: {k: row[k] for k in SAME_ANYWHERE} for row in rows}


@pytest.mark.parametrize(
    ("hits", "n", "low", "high"),
    [  # Newcombe (1998), Statistics in Medicine 17:857, table I, method 3 (Wilson score)
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),
        (1, 29, 0.0061, 0.1718),
        (10, 10, 0.7225, 1.0),  # the mirror image of 0 in 10: 0 to 0.2775
    ],
)
def test_the_wilson_interval_has_the_published_values(
    hits: int, n: int, low: float, high: float
) -> None:
    assert wilson(hits, n) == (pytest.approx(low, abs=5e-5), pytest.approx(high, abs=5e-5))


def test_the_table_counts_each_deal_once_and_gives_each_share_its_interval(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def line(game: str, deal: int, verdict: str, **more: object) -> dict:
        return {"game": game, "deal": deal, "budget": 10.0, "verdict": verdict, **more}

    verdicts = ["winnable"] * 3 + ["not winnable"] + ["unknown"] * 6
    study = [line("solitaire/classic", d, v, version=2) for d, v in enumerate(verdicts, 1)]
    study.append(line("solitaire/forty-thieves", 1, "winnable", version=2))  # deal 1 again
    # The bench's names, its seeded deals (the third left out: a run stopped early), version 1.
    bench = [line("lucas", d, "winnable", version=2) for i, d in enumerate(seeded(5)) if i != 2]
    bench += [line("classic", 5, "unknown"), line("classic", 900, "winnable")]
    (tmp_path / "a.jsonl").write_text("".join(json.dumps(r) + "\n" for r in study))
    (tmp_path / "b.jsonl").write_text("".join(json.dumps(r) + "\n" for r in bench))
    files = [str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")]

    code, out, _ = run(capsys, "study-table", *files, "--json")
    assert code == 0
    rows = json.loads(out)
    assert [(r["game"], r["version"], r["deals"]) for r in rows] == [
        ("solitaire/classic", 1, 2), ("solitaire/classic", 2, 10), ("solitaire/lucas", 2, 4)]
    classic = rows[1]
    assert classic["winnable"] == {"count": 3, "share": 0.3, "low": 0.1078, "high": 0.6032}
    assert classic["not_winnable"] == {"count": 1, "share": 0.1, "low": 0.0179, "high": 0.4042}
    assert classic["unknown"] == {"count": 6, "share": 0.6, "low": 0.3127, "high": 0.8318}
    assert classic["between"] == [0.3, 0.9] and classic["between_95"] == [0.1078, 0.9821]
    assert classic["rule"] == "deal numbers 1 to 10" and classic["budget"] == 10.0
    assert rows[2]["winnable"] == {"count": 4, "share": 1.0, "low": 0.5101, "high": 1.0}
    assert rows[2]["rule"] == ("the first 5 deal numbers of random.Random(2024), as "
                               "bench/solver.py draws them, 1 of them missing")
    assert rows[0]["rule"] == "2 deal numbers by no rule they show"

    code, out, _ = run(capsys, "study-table", *files, "--markdown", "--solver-version", "2")
    assert code == 0
    assert "| Forty Thieves | 10 | 3: 30.0% (10.8% to 60.3%) | 1: 10.0% (1.8% to 40.4%) |" in out
    assert ("Forty Thieves: the true share of winnable deals lies between 30.0% (proved "
            "winnable) and 90.0% (1 - proved not winnable) of these 10 deals") in out
    assert "| Lucas | 4 |" in out and "version 1" not in out


def test_the_rule_says_which_deals_a_stopped_run_left_out() -> None:
    assert rule([3, 1, 2]) == "deal numbers 1 to 3"
    assert rule([1, 2, 4, 5]) == "deal numbers 1 to 5, 1 of them missing"
    assert rule(seeded(3)[::-1]) == (
        "the first 3 deal numbers of random.Random(2024), as bench/solver.py draws them")
    assert rule([1, 2, 1000]) == "3 deal numbers by no rule they show"


@pytest.mark.native_only  # processes of its own
def test_a_study_on_local_processes_writes_a_line_per_deal_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "study.jsonl"
    other = {"game": "solitaire/lucas", "deal": 1, "budget": 1.0, "verdict": "unknown",
             "version": VERSION}  # another budget: not the same study; its line left unended
    out_file.write_text(json.dumps(other))
    code, out, _ = run(capsys, *QUICK, "--out", str(out_file), "--workers", "2")
    assert code == 0
    rows = lines(out_file)
    assert rows[0] == other and sorted(r["deal"] for r in rows[1:]) == [1, 2, 3]
    for row in rows[1:]:
        assert row["game"] == "solitaire/lucas" and row["budget"] == 2.0
        assert row["verdict"] == "winnable" and row["solution_length"] > 100
        assert row["version"] == VERSION and 0 < row["seconds"] < 2 and row["states"] > 0
    assert "3 winnable, 0 not winnable, 0 unknown (3 solved now, 0 already in" in out

    code, out, _ = run(capsys, *QUICK, "--deals", "4", "--out", str(out_file), "--workers", "2")
    assert code == 0
    assert "(1 solved now, 3 already in" in out
    assert lines(out_file)[:4] == rows and lines(out_file)[4]["deal"] == 4


@pytest.mark.native_only  # Pyodide's time module has no thread_time, the budget's clock
def test_an_alias_names_the_game_and_one_worker_solves_here(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "study.jsonl"
    code, _, _ = run(capsys, "study", "solitaire/forty-thieves", "--first", "2", "--deals", "1",
                     "--seconds", "2", "--out", str(out_file), "--workers", "1")
    assert code == 0
    [row] = lines(out_file)
    assert (row["game"], row["deal"], row["verdict"]) == ("solitaire/classic", 2, "winnable")


@pytest.mark.native_only  # a Dask cluster: processes and sockets
def test_a_dask_cluster_gives_each_deal_the_verdict_local_processes_give(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from dask.distributed import LocalCluster

    local, dask = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    assert run(capsys, *QUICK, "--out", str(local), "--workers", "2")[0] == 0
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=":0") as cluster:
        code, _, err = run(capsys, *QUICK, "--out", str(dask), "--dask", cluster.scheduler_address)
    assert code == 0, err
    assert by_deal(lines(dask)) == by_deal(lines(local))
    assert sorted(by_deal(lines(dask))) == [1, 2, 3]


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """What the command says on stderr, checked to be one line with status 2."""
    try:
        code = main(list(args))
    except SystemExit as stop:  # argparse's refusals
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["solitaire/nosuch", "--deals", "2"], "'solitaire/nosuch' is not a solitaire game"),
        (["board", "--deals", "2"], "'board' is not a solitaire game"),
        (["solitaire/classic", "--deals", "0"], "argument --deals: '0': give a whole number"),
        (["solitaire/classic", "--deals", "2", "--seconds", "nan"], "argument --seconds"),
        (["solitaire/classic", "--deals", "2", "--first", "2147483647"],
         "deals 2147483647 to 2147483648 go past the last deal number"),
        (["solitaire/classic", "--deals", "2", "--workers", "2", "--dask", "tcp://127.0.0.1:8786"],
         "not allowed with argument"),
    ],
)
def test_bad_study_arguments_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    out_file = tmp_path / "study.jsonl"
    assert message in refused(capsys, "study", *args, "--out", str(out_file))
    assert not out_file.exists()


def test_a_study_file_that_is_not_one_says_which_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "study.jsonl"
    out_file.write_text('{"game": "solitaire/lucas", "deal": 1, "budget": 2, '
                        '"verdict": "winnable"}\n{"game": "solitaire/lucas", "deal": 2}\n')
    before = out_file.read_text()
    err = refused(capsys, *QUICK, "--out", str(out_file))
    assert f"{out_file} line 2 is not a deal's verdict" in err
    assert out_file.read_text() == before
    assert "line 2 is not" in refused(capsys, "study-table", str(out_file))
    assert "cannot read" in refused(capsys, "study-table", str(tmp_path / "none.jsonl"))
    assert "cannot write" in refused(capsys, *QUICK, "--out", str(tmp_path / "no" / "f.jsonl"))


def test_without_dask_a_cluster_run_says_how_to_install_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # as if not installed
    err = refused(capsys, *QUICK, "--out", str(tmp_path / "f.jsonl"), "--dask", "tcp://127.0.0.1:8786")
    assert "dask.distributed is not installed: pip install 'fortythieves[cluster]'" in err


@pytest.mark.native_only  # dask installed
def test_a_scheduler_that_is_no_address_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(capsys, *QUICK, "--out", str(tmp_path / "f.jsonl"), "--dask", "nosuch://x")
    assert "cannot reach a Dask scheduler at nosuch://x: unknown address scheme" in err


@pytest.mark.native_only  # a process of its own, stopped by a signal
def test_ctrl_c_stops_a_study_with_every_finished_line_in_the_file(tmp_path: Path) -> None:
    out_file = tmp_path / "study.jsonl"
    command = [sys.executable, "-m", "fortythieves", "study", "solitaire/classic", "--deals",
               "40", "--seconds", "1", "--out", str(out_file), "--workers", "2"]
    # As a terminal's Ctrl-C: to the whole group, the workers too (see test_cli_input.py).
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while not out_file.exists() or not out_file.read_text():  # the first deal's line
        assert time.monotonic() < deadline and process.poll() is None
        time.sleep(0.1)
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130 and err == f"{PROG}: interrupted\n"
    rows = lines(out_file)
    assert 1 <= len(rows) < 40 and all(row["game"] == "solitaire/classic" for row in rows)
