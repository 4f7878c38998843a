"""Beyond Baker Street's report section (``analyses.py``): one cell per case file and player
count, the team's wins in a case-by-players table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from afoot.games.baker_street import GAME
from afoot.games.baker_street.analyses import ANALYSES
from afoot.sim.report import analyses_for, build_report, default_agents, default_games, prepare


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    return build_report(GAME.id, out, ["random"], games=3, backend="serial", seed=5)


def test_the_spec_declares_the_analyses():
    assert analyses_for(GAME.id) is ANALYSES
    assert default_games(GAME.id) == 500 and default_agents(GAME.id) == ("rules",)


def test_baker_street_case_by_players_table(report):
    md = (Path(report.out) / "report.md").read_text(encoding="utf-8")
    assert "## Case files" in md
    assert "| case | 2 players | 3 players | 4 players |" in md
    for case in range(1, 7):
        assert re.search(rf"^\| {case} \| ", md, re.M)
    grid = report.figures["baker_street"]["grid"]
    assert len(grid) == 18
    for row in grid:
        cell = next(
            c
            for c in report.plan.cells
            if c.options["case"] == row["case"] and c.players == row["players"]
        )
        games = report.outcomes[cell.start : cell.stop]
        assert all(o.options["case"] == row["case"] for o in games)
        assert row["won"]["k"] == sum(1 for o in games if o.winners)


def test_a_given_case_plays_that_case_alone():
    plan = prepare(GAME.id, ["random"], games=2, options={"case": "3"})
    assert [c.key for c in plan.cells] == ["case3-p2", "case3-p3", "case3-p4"]
    assert {t.options["case"] for t in plan.tasks} == {3}
