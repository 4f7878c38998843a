"""Purrrlock's report section (``analyses.py``): Furriarty caught or escaped by player count,
counted from the results' details."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from afoot.games.purrrlock import GAME
from afoot.games.purrrlock.analyses import ANALYSES
from afoot.sim.report import analyses_for, build_report, default_agents, default_games


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    return build_report(GAME.id, out, ["deduce", "random"], games=4, backend="serial", seed=5)


def _main(report, players):
    return [
        o
        for c in report.plan.cells
        if c.main and c.players == players
        for o in report.outcomes[c.start : c.stop]
        if o.error is None
    ]


def test_the_spec_declares_the_analyses():
    assert analyses_for(GAME.id) is ANALYSES
    assert default_games(GAME.id) == 2000 and default_agents(GAME.id) == ("deduce",)


def test_purrrlock_catch_rate_and_rotation(report):
    for row in report.figures["purrrlock"]["catch"]:
        done = _main(report, row["players"])
        assert row["caught"]["k"] == sum(1 for o in done if o.details["caught"])
        assert row["escaped"] == sum(1 for o in done if not o.details["caught"])
        caught_by = Counter(o.details["caught_by"] for o in done if o.details["caught"])
        assert row["caught_by"] == [caught_by[s] for s in range(row["players"])]
    md = (Path(report.out) / "report.md").read_text(encoding="utf-8")
    assert "## Furriarty caught or escaped" in md and "## By agent" in md
    assert "![Furriarty caught](catch.png)" in md
    two = _main(report, 2)  # two agents rotate: each deal once in each seating
    assert Counter(o.deal for o in two) == {0: 2, 1: 2}
    assert {o.agents for o in two} == {("deduce", "random"), ("random", "deduce")}
