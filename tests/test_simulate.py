"""Simulations between computer players (fortythieves.simulate): the counts add up, and each
logged game replays through ``play``."""

from __future__ import annotations

import inspect
import io
import json

import pytest

from fortythieves import cli
from fortythieves import simulate as simulate_module
from fortythieves.engine import GameError
from fortythieves.players import make_player
from fortythieves.players.search import SearchPlayer
from fortythieves.simulate import simulate


def test_board_counts_add_up():
    log = io.StringIO()
    result = simulate("board", 2, ["normal", "random"], 2, seed=3, log=log, rotate=True)
    games = [json.loads(line) for line in log.getvalue().splitlines()]
    assert result["games"] == len(games) == 2
    assert result["finished"] == 2
    assert sum(result["wins"]) == 2  # a board game has one winning side
    assert result["points"] == [sum(g["scores"][s] for g in games) for s in range(2)]
    assert sum(result["rounds_won"]) == result["rounds"]
    assert sum(v["rounds"] for v in result["by_level"].values()) == result["rounds"]
    moves = sum(len(g["moves"]) for g in games)
    assert sum(t["decisions"] for t in result["think_ms"].values()) == moves
    assert [g["seats"] for g in games] == [["normal", "random"], ["random", "normal"]]


def test_thief_family_rounds_limit_and_counts():
    result = simulate("four-card", 3, ["hard", "easy", "random"], 1, seed=2, rounds=1,
                      hard={"iterations": 4})
    assert result["rounds"] == 1 and result["finished"] == 0
    assert abs(sum(result["rounds_won"]) - 1) < 1e-9
    assert set(result["think_ms"]) == {"hard", "easy", "random"}


def test_duplicate_plays_each_deal_in_every_seat():
    """With ``duplicate`` each deal is played once per seat turn, in a row: the hard seat
    gets every hand of it."""
    log = io.StringIO()
    simulate("thief", 3, ["easy", "random", "random"], 4, seed=5, log=log, rounds=1,
             duplicate=True)
    games = [json.loads(line) for line in log.getvalue().splitlines()]
    assert [g["deal"] for g in games[:3]] == [games[0]["deal"]] * 3
    assert games[3]["deal"] != games[0]["deal"]
    assert [g["seats"].index("easy") for g in games] == [0, 1, 2, 0]


def test_bad_seats_are_refused(capsys):
    with pytest.raises(GameError):
        simulate("board", 2, ["normal"], 1)
    with pytest.raises(GameError):
        simulate("board", 2, ["normal", "genius"], 1)
    assert cli.main(["simulate", "board", "--seats", "normal,genius", "--games", "1"]) == 2
    assert "one level a player" in capsys.readouterr().err


def test_hard_options_reach_the_hard_seats_only(monkeypatch, capsys):
    """``--hard NAME=VALUE`` sets the hard level's search for a benchmark to measure; the
    other levels take no options."""
    made = []

    def spy(level, game, seat, seed, **options):
        made.append((level, options))
        return make_player(level, game, seat, seed, **options)

    monkeypatch.setattr(simulate_module, "make_player", spy)
    assert cli.main(["simulate", "four-card", "--players", "3", "--seats", "hard,normal,random",
                     "--games", "1", "--rounds", "1", "--hard", "iterations=4",
                     "--hard", "width=2", "--hard", "margin=0.5", "--json"]) == 0
    assert made == [("hard", {"iterations": 4, "width": 2, "margin": 0.5}),
                    ("normal", {}), ("random", {})]


def test_hard_options_are_the_search_players_own():
    """``--hard`` offers every parameter of the hard level's search and nothing else."""
    params = set(inspect.signature(SearchPlayer.__init__).parameters)
    assert set(cli.HARD_OPTIONS) == params - {"self", "game", "seat", "seed"}


@pytest.mark.parametrize(("option", "words"), [
    ("wdth=3", "NAME one of iterations, width"), ("width", "NAME one of"),
    ("width=x", "width takes a whole number from 1"), ("width=0", "from 1"),
    ("margin=much", "margin takes a number from 0"), ("eps=-1", "from 0"), ("eps=nan", "from 0"),
])
def test_a_bad_hard_option_is_refused_clearly(capsys, option, words):
    with pytest.raises(SystemExit) as refused:
        cli.main(["simulate", "thief", "--players", "3", "--seats", "hard,normal,normal",
                  "--hard", option])
    assert refused.value.code == 2 and words in capsys.readouterr().err


@pytest.mark.parametrize(("game_id", "players", "rounds"), [
    ("board", 3, None), ("thief", 2, 1), ("gharat", 2, 1),
])
def test_the_log_replays_through_play(tmp_path, capsys, game_id, players, rounds):
    path = tmp_path / "games.jsonl"
    code = cli.main([
        "simulate", game_id, "--players", str(players), "--seats",
        ",".join(["easy"] * players), "--games", "1", "--seed", "4", "--json",
        "--log", str(path), *(["--rounds", str(rounds)] if rounds else []),
    ])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 1
    record = json.loads(path.read_text().splitlines()[0])
    assert cli.main([
        "play", game_id, "--deal", str(record["deal"]), "--players", str(players),
        "--moves", " ".join(record["moves"]), "--json",
    ]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["moves"] == record["moves"]
    assert replayed["scores"] == record["scores"]
