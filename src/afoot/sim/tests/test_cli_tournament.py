"""``afoot tournament``: tables, --json, --out files that replay, one-line errors."""

from __future__ import annotations

import io
import json

import pytest
from rich.console import Console

import afoot
from afoot import cli
from afoot.cli_testing import one_line_error, run


def _json(*args: str) -> dict:
    result = run("tournament", *args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_json_report_is_the_same_on_serial_and_process():
    args = ("holmes", "--agents", "random,random", "--games", "12", "--seed", "5")
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
        "tournament", "purrrlock", "--agents", "deduce,random", "-n", "6", "--backend", "serial"
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    for needle in ("By agent", "win rate [95% CI]", "rating", "Head to head", "deduce vs random"):
        assert needle in out
    assert "By seat" in out and "6 of 6 games finished" in out
    assert "Team success" not in out


def test_a_round_robin_and_a_cooperative_game():
    rr = _json("purrrlock", "--agents", "deduce,random,random~0.5", "--players", "2", "-n", "2")
    assert rr["matchups"] == [
        ["deduce", "random"],
        ["deduce", "random~0.5"],
        ["random", "random~0.5"],
    ]
    assert rr["planned"] == 6 and len(rr["head_to_head"]) == 3
    result = run(
        "tournament", "baker_street", "--agents", "rules,rules", "-n", "4", "--backend", "serial"
    )
    assert result.exit_code == 0, result.output
    assert "Team success" in result.stdout and "case cycles deal by deal" in result.stdout
    coop = _json("baker_street", "--agents", "rules,rules", "-n", "4", "-o", "case=2")
    assert coop["ratings"] == {} and [s["case"] for s in coop["success_by_case"]] == [2]


def test_out_writes_outcome_lines_and_a_summary_and_records_replay(tmp_path):
    out = tmp_path / "run"
    result = run(
        "tournament", "holmes", "--agents", "random,random", "-n", "4", "--seed", "2",
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
    again = ("holmes", "--agents", "random,random", "-n", "2", "--seed", "2", "--out", str(out))
    assert run("tournament", *again).exit_code == 0
    first = json.loads((out / "games.jsonl").read_text().splitlines()[0])
    assert first["record"] is None and first["seed"] == lines[0]["seed"]


def test_the_progress_bar_runs_on_a_terminal(monkeypatch):
    buffer = io.StringIO()
    monkeypatch.setattr(
        cli,
        "_console",
        lambda: Console(
            file=buffer, force_terminal=True, color_system=None, highlight=False, width=120
        ),
    )
    result = run(
        "tournament", "holmes", "--agents", "random,random", "-n", "6", "--backend", "serial"
    )
    assert result.exit_code == 0, result.output
    assert "6 of 6 games finished" in buffer.getvalue()


@pytest.mark.parametrize(
    ("args", "needles"),
    [
        (["chess", "--agents", "random,random"], ["unknown game 'chess'"]),
        (["holmes"], ["--agents is needed"]),
        (["holmes", "--agents", "random,nobody"], ["unknown agent 'nobody'", "agents:"]),
        (["holmes", "--agents", "random"], ["needs 2 agents", "repeat a name"]),
        (["holmes", "--agents", "random,random", "--games", "0"], ["1 or more"]),
        (["holmes", "--agents", "random,random", "--players", "3"], ["exactly 2 players"]),
        (["holmes", "--agents", "random,random", "-o", "edition=x"], ["allowed: devir | kosmos"]),
        (["holmes", "--agents", "random,random", "-o", "edition"], ["key=value"]),
        (["holmes", "--agents", "random,random", "--backend", "gpu"], ["serial, process, ray"]),
        (["holmes", "--agents", "random,random", "--workers", "0"], ["workers", "1 or more"]),
        (
            ["holmes", "--agents", "random,random", "--backend", "ray", "--ray-address", "nohost"],
            ["host:port"],
        ),
        (["holmes", "--agents", "random,random", "--ray-address", "h:1"], ["--backend ray"]),
        (["holmes", "--agents", "random,random", "--records"], ["--records needs --out"]),
    ],
)
def test_bad_input_is_one_line(args, needles):
    one_line_error(run("tournament", *args), *needles)


def test_an_unreachable_ray_cluster_is_one_line_and_fast():
    pytest.importorskip("ray")
    result = run(
        "tournament", "holmes", "--agents", "random,random",
        "--backend", "ray", "--ray-address", "127.0.0.1:1",
    )  # fmt: skip
    one_line_error(result, "cannot reach a Ray cluster at 127.0.0.1:1", "ray start --head")


def test_an_unwritable_out_dir_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result = run("tournament", "holmes", "--agents", "random,random", "--out", str(blocker / "x"))
    one_line_error(result, "cannot create")
