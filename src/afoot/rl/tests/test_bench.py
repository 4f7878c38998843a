"""``afoot bench --rl``: AEC steps per second with observation and mask, against a reference."""

from __future__ import annotations

import json
import subprocess
import sys

from afoot.games import specs
from afoot.rl.bench import bench_rl

#: the games with an RL codec: those ``afoot bench --rl`` measures
WITH_CODEC = [spec for spec in specs() if spec.codec is not None]


def test_bench_rl_measures_every_game():
    report = bench_rl(runs=1, seconds=0.05)
    assert sorted(report.games) == sorted(spec.id for spec in WITH_CODEC) != []
    for g in report.games.values():
        assert g.steps_per_s.median > 0 and g.steps_per_episode > 1
        assert g.step_in_reference_ops > 0
        assert g.n_actions > 1 and g.obs_size > 1


def test_the_command_prints_json_and_refuses_two_player_counts():
    spec = next(s for s in WITH_CODEC if s.max_players > s.min_players)
    done = subprocess.run(
        [sys.executable, "-m", "afoot", "bench", "--rl", spec.id, "--players",
         str(spec.max_players), "--runs", "1", "--seconds", "0.05", "--json"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    report = json.loads(done.stdout)
    assert list(report["games"]) == [spec.id]
    assert report["games"][spec.id]["players"] == spec.max_players
    bad = subprocess.run(
        [sys.executable, "-m", "afoot", "bench", "--rl", "--players", "2,3"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert bad.returncode == 2
    assert bad.stderr.startswith("error: --rl measures one player count")
