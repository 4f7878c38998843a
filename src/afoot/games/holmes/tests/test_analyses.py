"""Holmes' report sections (``analyses.py``): both editions and every variant on the same
deals as their baseline, paired deltas, and each character's value read from the records."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from afoot.games.holmes import GAME
from afoot.games.holmes.analyses import ANALYSES
from afoot.sim.report import analyses_for, build_report, default_agents, default_games


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    return build_report(GAME.id, out, ["random"], games=4, backend="serial", seed=5)


def test_the_spec_declares_the_analyses():
    assert analyses_for(GAME.id) is ANALYSES
    assert default_games(GAME.id) == 200 and default_agents(GAME.id) == ("greedy",)
    assert ANALYSES.keep_records  # the character table reads the visits


def test_holmes_variant_and_character_tables(report):
    md = (Path(report.out) / "report.md").read_text(encoding="utf-8")
    figures = report.figures["holmes"]
    assert "## Variants" in md and "## Characters" in md
    assert "### devir" in md and "### kosmos" in md
    changes = {(v["edition"], v["change"]) for v in figures["variants"]}
    assert {("devir", "baseline"), ("kosmos", "baseline")} <= changes
    for change in (
        "reservation=true",
        "alternative_start=true",
        "villains=moriarty",
        "villains=moran",
        "villains=both",
        "villains=random",
    ):
        assert ("devir", change) in changes and f"`{change}`" in md
    for change in ("mycroft=razzia", "mycroft=gala", "mycroft=both", "reservation=true"):
        assert ("kosmos", change) in changes
    assert len(figures["variants"]) == len(report.plan.cells)
    cells = {c.key: report.outcomes[c.start : c.stop] for c in report.plan.cells}
    # a variant's paired margin delta is the difference of the two cells' mean margins
    base = cells["devir"]
    moved = cells["devir:reservation=true"]
    row = next(v for v in figures["variants"] if v["cell"] == "devir:reservation=true")
    margins = [o.scores[0] - o.scores[1] for o in moved]
    base_margins = [o.scores[0] - o.scores[1] for o in base]
    assert row["delta_margin"]["mean"] == pytest.approx(
        sum(margins) / len(margins) - sum(base_margins) / len(base_margins), abs=1e-4
    )
    assert [o.seed for o in moved] == [o.seed for o in base]  # the same deals
    # visits per game, counted again from the records
    devir = [o for c in report.plan.cells if c.family == "devir" for o in cells[c.key]]
    visits = Counter(
        a["action"]["to"]
        for o in devir
        for a in o.record["actions"]
        if a["action"]["type"] == "visit"
    )
    watson = next(r for r in figures["characters"]["devir"] if r["id"] == "watson")
    assert watson["visits_per_game"] == pytest.approx(visits["watson"] / len(devir), abs=1e-3)
    assert watson["visited"]["seat_games"] + watson["not_visited"]["seat_games"] == 2 * len(devir)
    assert "Doctor Watson" in md


def test_only_the_cell_of_the_given_options_is_main(report):
    (main,) = [c for c in report.plan.cells if c.main]
    assert main.key == "devir" and main.options["edition"] == "devir"
    md = (Path(report.out) / "report.md").read_text(encoding="utf-8")
    assert "| `devir` (main) |" in md and md.count("(main)") == 2  # the cells and variants
    assert "a tie on points and on markers leaves the case unsolved" in md
    assert [g["label"] for g in report.figures["groups"]] == ["devir baseline"]
