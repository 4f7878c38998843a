"""``afoot bench --rl``: AEC steps per second with observation and mask, against a reference."""

from __future__ import annotations

import json
import subprocess
import sys

from afoot.rl.bench import bench_rl


def test_bench_rl_measures_every_game():
    report = bench_rl(runs=1, seconds=0.05)
    assert sorted(report.games) == ["baker_street", "holmes", "purrrlock", "thirteen_clues"]
    for g in report.games.values():
        assert g.steps_per_s.median > 0 and g.steps_per_episode > 1
        assert g.step_in_reference_ops > 0
        assert g.n_actions > 1 and g.obs_size > 1


def test_the_command_prints_json_and_refuses_two_player_counts():
    done = subprocess.run(
        [sys.executable, "-m", "afoot", "bench", "--rl", "purrrlock", "--players", "4",
         "--runs", "1", "--seconds", "0.05", "--json"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    report = json.loads(done.stdout)
    assert report["games"]["purrrlock"]["players"] == 4
    bad = subprocess.run(
        [sys.executable, "-m", "afoot", "bench", "--rl", "--players", "2,3"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert bad.returncode == 2
    assert bad.stderr.startswith("error: --rl measures one player count")
