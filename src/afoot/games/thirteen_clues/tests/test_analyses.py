"""13 Clues' report section (``analyses.py``): seat 0's win rate against 1/players."""

from __future__ import annotations

from pathlib import Path

import pytest

from afoot.games.thirteen_clues import GAME
from afoot.games.thirteen_clues.analyses import ANALYSES
from afoot.sim.report import analyses_for, build_report, default_agents, default_games


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    return build_report(GAME.id, out, ["random"], games=3, backend="serial", seed=5)


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
    assert default_games(GAME.id) == 50 and default_agents(GAME.id) == ("deduce",)


def test_thirteen_clues_first_player_advantage(report):
    for row in report.figures["thirteen_clues"]["first_player"]:
        done = _main(report, row["players"])
        assert row["seat0"]["k"] == sum(1 for o in done if 0 in o.winners)
        assert row["fair_share"] == pytest.approx(1 / row["players"], abs=1e-4)
        fair = 1 / row["players"]
        assert row["outside"] == (not row["seat0"]["lo"] <= fair <= row["seat0"]["hi"])
    md = (Path(report.out) / "report.md").read_text()
    assert "## First-player advantage" in md
    assert "![First-player advantage](first_player.png)" in md
