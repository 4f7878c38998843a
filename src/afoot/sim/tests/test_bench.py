"""The benchmark runs and reports every figure (never asserts on timings); each test measures a
game chosen by what it needs (``picks``)."""

from __future__ import annotations

import random

import pytest

from afoot.engine.core import validate_options
from afoot.engine.errors import InvalidOption, UnknownGame
from afoot.games import spec_for, specs
from afoot.sim.bench import api_playout, bench, raw_playout
from afoot.sim.tests import picks

#: a game for two players
PAIR = picks.seating(2).id


def test_bench_reports_both_paths_and_the_reference():
    seen: list[str] = []
    report = bench([PAIR], runs=2, seconds=0.005, progress=seen.append)
    assert report.runs == 2 and "pure-Python" in report.reference
    g = report.games[PAIR]
    assert g.raw.actions_per_s.median > 0 and g.api.actions_per_s.median > 0
    assert g.raw.actions_per_game > 0
    assert g.clone_per_s.median > 0 and g.determinize_per_s.median > 0
    assert g.record_roundtrip_per_s.median > 0
    assert g.raw_action_in_reference_ops > 0
    assert any("raw playouts" in s for s in seen)
    assert "reference_ops_per_s" in report.to_dict()


@pytest.mark.parametrize("game_id", [spec.id for spec in specs()])
def test_raw_and_api_playouts_play_the_same_games(game_id):
    spec = spec_for(game_id)
    players = spec.min_players
    options = validate_options(spec, picks.changed_options(spec, players))
    n = raw_playout(spec, players, options, random.Random(1))
    game = api_playout(spec, players, options, random.Random(1))
    assert n > 0 and game.is_over and len(game.actions) > 0


def test_bench_rejects_bad_input():
    with pytest.raises(UnknownGame):
        bench(["nope"], runs=1, seconds=0.01)
    with pytest.raises(InvalidOption):
        bench([PAIR], runs=0, seconds=0.01)
    with pytest.raises(InvalidOption):
        bench([PAIR], runs=1, seconds=0.01, options={"colour": "red"})
    for m in picks.misfits():
        measured: list[str] = []
        with pytest.raises(InvalidOption) as info:
            # the first count is fine, the second cannot start: nothing is measured
            options = {m.option: m.value}
            bench([m.game], 1, 0.01, options, measured.append, players=[m.fits, m.misfit])
        assert str(info.value) == m.error
        assert measured == []


def test_bench_measures_each_seat_count_asked_for():
    spec = picks.several_counts()
    low, high = spec.min_players, spec.max_players
    report = bench([spec.id], runs=1, seconds=0.005, players=[low, high])
    assert sorted(report.games) == [f"{spec.id}/{low}p", f"{spec.id}/{high}p"]
    assert [g.players for g in report.games.values()] == [low, high]
    assert report.games[f"{spec.id}/{high}p"].raw.actions_per_game > 0
    with pytest.raises(InvalidOption, match=picks.count_needle(spec)):
        bench([spec.id], runs=1, seconds=0.01, players=[high + 1])
