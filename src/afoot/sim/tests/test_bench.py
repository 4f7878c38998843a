"""The benchmark runs and reports every figure (never asserts on timings)."""

from __future__ import annotations

import random

import pytest

from afoot.engine.core import validate_options
from afoot.engine.errors import InvalidOption, UnknownGame
from afoot.games import spec_for
from afoot.sim.bench import api_playout, bench, raw_playout


def test_bench_reports_both_paths_and_the_reference():
    seen: list[str] = []
    report = bench(["holmes"], runs=2, seconds=0.005, progress=seen.append)
    assert report.runs == 2 and "pure-Python" in report.reference
    g = report.games["holmes"]
    assert g.raw.actions_per_s.median > 0 and g.api.actions_per_s.median > 0
    assert g.raw.actions_per_game > 0
    assert g.clone_per_s.median > 0 and g.determinize_per_s.median > 0
    assert g.record_roundtrip_per_s.median > 0
    assert g.raw_action_in_reference_ops > 0
    assert any("raw playouts" in s for s in seen)
    assert "reference_ops_per_s" in report.to_dict()


def test_raw_and_api_playouts_play_the_same_games():
    spec = spec_for("holmes")
    options = validate_options(spec, {"reservation": True, "villains": "both"})
    n = raw_playout(spec, 2, options, random.Random(1))
    game = api_playout(spec, 2, options, random.Random(1))
    assert n > 0 and game.is_over and len(game.actions) > 0


def test_bench_rejects_bad_input():
    with pytest.raises(UnknownGame):
        bench(["nope"], runs=1, seconds=0.01)
    with pytest.raises(InvalidOption):
        bench(["holmes"], runs=0, seconds=0.01)
    with pytest.raises(InvalidOption):
        bench(["holmes"], runs=1, seconds=0.01, options={"colour": "red"})
    measured: list[str] = []
    with pytest.raises(InvalidOption, match="top_secret is for 3-6 players"):
        # the 3-player cell is fine, the 2-player one cannot start: nothing is measured
        bench(["thirteen_clues"], 1, 0.01, {"top_secret": True}, measured.append, players=[3, 2])
    assert measured == []


def test_bench_measures_each_seat_count_asked_for():
    report = bench(["purrrlock"], runs=1, seconds=0.005, players=[2, 5])
    assert sorted(report.games) == ["purrrlock/2p", "purrrlock/5p"]
    assert [g.players for g in report.games.values()] == [2, 5]
    assert report.games["purrrlock/5p"].raw.actions_per_game > 0
    with pytest.raises(InvalidOption, match="2-5 players"):
        bench(["purrrlock"], runs=1, seconds=0.01, players=[6])
