"""``afoot tournament``: tables, --json, --out files that replay, one-line errors. Each test
plays a game chosen by what it needs (``picks``)."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

import afoot
from afoot.cli import common
from afoot.cli_testing import one_line_error, run
from afoot.sim.tests import picks
from afoot.sim.tournament import CYCLED_OPTION

#: a competitive game for two (mirror games, replays)
PAIR = picks.competitive_pair().id
#: the same with a heuristic, so that greedy plays it (tables, ratings, head to head)
GREEDY = picks.greedy_pair().id
#: a cooperative game whose cases cycle deal by deal
COOP = picks.cooperative_cycling()
#: a game for two at most with an option of choices (the bad-input cases)
TWO = picks.at_most_two()
OPTION = picks.choice_option(TWO)


def _json(*args: str) -> dict:
    result = run("tournament", *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_json_report_is_the_same_on_serial_and_process():
    args = (PAIR, "--agents", "random,random", "--games", "12", "--seed", "5")
    serial = _json(*args, "--backend", "serial")
    process = _json(*args, "--workers", "2")  # process is the default
    assert serial.pop("timing")["backend"] == "serial"
    assert process.pop("timing")["backend"] == "process"
    assert serial == process
    assert serial["planned"] == serial["completed"] == 12
    assert serial["seed"] == 5 and serial["matchups"] == [["random", "random"]]
    assert len(serial["mirror_by_seat"]) == 2


def test_tables_for_a_two_player_tournament():
    result = run(
        "tournament", GREEDY, "--agents", "greedy,random", "-n", "6", "--backend", "serial"
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    for needle in ("By agent", "win rate [95% CI]", "rating", "Head to head", "greedy vs random"):
        assert needle in out
    assert "By seat" in out and "6 of 6 games finished" in out
    assert "Team success" not in out


def test_a_round_robin_and_a_cooperative_game():
    rr = _json(GREEDY, "--agents", "greedy,random,random~0.5", "--players", "2", "-n", "2")
    assert rr["matchups"] == [
        ["greedy", "random"],
        ["greedy", "random~0.5"],
        ["random", "random~0.5"],
    ]
    assert rr["planned"] == 6 and len(rr["head_to_head"]) == 3
    result = run(
        "tournament", COOP.id, "--agents", "random,random", "-n", "4", "--backend", "serial"
    )
    assert result.exit_code == 0, result.output
    assert "Team success" in result.stdout
    assert f"{CYCLED_OPTION} cycles deal by deal" in result.stdout
    option = COOP.option(CYCLED_OPTION)
    assert option is not None
    second = option.choices[1]
    coop = _json(COOP.id, "--agents", "random,random", "-n", "4", "-o", f"{CYCLED_OPTION}={second}")
    assert coop["ratings"] == {} and [s["case"] for s in coop["success_by_case"]] == [second]


def test_out_writes_outcome_lines_and_a_summary_and_records_replay(tmp_path):
    out = tmp_path / "run"
    result = run(
        "tournament", PAIR, "--agents", "random,random", "-n", "4", "--seed", "2",
        "--backend", "serial", "--out", str(out), "--records",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "games.jsonl" in result.stdout
    lines = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert [line["index"] for line in lines] == [0, 1, 2, 3]
    assert lines[0]["seed"] == lines[1]["seed"] != lines[2]["seed"]  # a deal, both rotations
    summary = json.loads((out / "summary.json").read_text())
    assert summary["planned"] == 4 and summary["agents"] == ["random", "random"]
    for line in lines:
        assert line["error"] is None and len(line["agent_seeds"]) == 2
        game = afoot.replay(line["record"])
        result = game.result()
        assert result is not None and list(result.scores) == line["scores"]
    record = tmp_path / "game.json"
    record.write_text(json.dumps(lines[1]["record"]))
    replayed = run("replay", str(record))
    assert replayed.exit_code == 0 and "every one legal" in replayed.stdout
    # without --records a line carries no record, only what replays it: seeds and agents
    again = (PAIR, "--agents", "random,random", "-n", "2", "--seed", "2", "--out", str(out))
    assert run("tournament", *again).exit_code == 0
    first = json.loads((out / "games.jsonl").read_text().splitlines()[0])
    assert first["record"] is None and first["seed"] == lines[0]["seed"]


def test_the_progress_bar_runs_on_a_terminal(monkeypatch):
    buffer = io.StringIO()
    monkeypatch.setattr(
        common,
        "console",
        lambda: Console(
            file=buffer, force_terminal=True, color_system=None, highlight=False, width=120
        ),
    )
    result = run("tournament", PAIR, "--agents", "random,random", "-n", "6", "--backend", "serial")
    assert result.exit_code == 0, result.output
    assert "6 of 6 games finished" in buffer.getvalue()


@pytest.mark.parametrize(
    ("args", "needles"),
    [
        (["chess", "--agents", "random,random"], ["unknown game 'chess'"]),
        ([TWO.id], ["--agents is needed"]),
        ([TWO.id, "--agents", "random,nobody"], ["unknown agent 'nobody'", "agents:"]),
        (
            [TWO.id, "--agents", "random"],
            [f"needs {TWO.min_players} agents", "repeat a name"],
        ),
        ([TWO.id, "--agents", "random,random", "--games", "0"], ["1 or more"]),
        (
            [TWO.id, "--agents", "random,random", "--players", str(TWO.max_players + 1)],
            [picks.count_needle(TWO)],
        ),
        (
            [TWO.id, "--agents", "random,random", "-o", f"{OPTION.name}=x"],
            [f"allowed: {OPTION.describe_choices()}"],
        ),
        ([TWO.id, "--agents", "random,random", "-o", OPTION.name], ["key=value"]),
        ([TWO.id, "--agents", "random,random", "--backend", "gpu"], ["serial, process, ray"]),
        ([TWO.id, "--agents", "random,random", "--workers", "0"], ["workers", "1 or more"]),
        (
            [TWO.id, "--agents", "random,random", "--backend", "ray", "--ray-address", "nohost"],
            ["host:port"],
        ),
        ([TWO.id, "--agents", "random,random", "--ray-address", "h:1"], ["--backend ray"]),
        ([TWO.id, "--agents", "random,random", "--records"], ["--records needs --out"]),
    ],
)
def test_bad_input_is_one_line(args, needles):
    one_line_error(run("tournament", *args), *needles)


def test_an_unreachable_ray_cluster_is_one_line_and_fast():
    pytest.importorskip("ray")
    result = run(
        "tournament", PAIR, "--agents", "random,random",
        "--backend", "ray", "--ray-address", "127.0.0.1:1",
    )  # fmt: skip
    one_line_error(result, "cannot reach a Ray cluster at 127.0.0.1:1", "ray start --head")


def test_an_unwritable_out_dir_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result = run("tournament", PAIR, "--agents", "random,random", "--out", str(blocker / "x"))
    one_line_error(result, "cannot create")
