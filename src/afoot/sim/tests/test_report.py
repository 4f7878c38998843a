"""Balance reports: every game renders, the figures are the outcomes' counts, the files are
reproducible, bad input gets one line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from afoot.cli_testing import one_line_error, run
from afoot.sim.report import build_report, prepare
from afoot.sim.tournament import wilson

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

#: tiny reports (serial, fast agents); purrrlock seats two agents so the seats rotate
REQUESTS: dict[str, dict[str, Any]] = {
    "holmes": {"agents": ["random"], "games": 4},
    "purrrlock": {"agents": ["deduce", "random"], "games": 4},
    "baker_street": {"agents": ["random"], "games": 3},
    "thirteen_clues": {"agents": ["random"], "games": 3},
}


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    root = tmp_path_factory.mktemp("reports")
    return {
        game: build_report(game, root / game, backend="serial", seed=5, **request)
        for game, request in REQUESTS.items()
    }


def _out(report):
    return Path(report.out)


def _main(report, players):
    """The outcomes of the main cells with ``players`` seats."""
    return [
        o
        for c in report.plan.cells
        if c.main and c.players == players
        for o in report.outcomes[c.start : c.stop]
        if o.error is None
    ]


@pytest.mark.parametrize("game", sorted(REQUESTS))
def test_the_report_renders_and_links_every_plot(reports, game):
    report = reports[game]
    out = _out(report)
    md = (out / "report.md").read_text(encoding="utf-8")
    pngs = sorted(p.name for p in out.glob("*.png"))
    linked = sorted(re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", md))
    assert pngs and pngs == linked
    assert sorted(report.files) == sorted(["report.md", "report.json", *pngs])
    for name in pngs:
        data = (out / name).read_bytes()
        assert data.startswith(PNG_MAGIC) and data[12:16] == b"IHDR", name
        assert len(data) > 5000, name
    figures = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert figures["game"] == game
    assert figures["completed"] == figures["planned"] == len(report.outcomes)
    assert "## Reproduce" in md and figures["command"] in md
    assert f"--seed 5 --agents {','.join(REQUESTS[game]['agents'])}" in figures["command"]


@pytest.mark.parametrize("game", sorted(REQUESTS))
def test_the_json_figures_are_counts_over_the_outcomes(reports, game):
    report = reports[game]
    figures = json.loads((_out(report) / "report.json").read_text(encoding="utf-8"))
    assert [g["players"] for g in figures["groups"]] == list(report.plan.players)
    for group in figures["groups"]:
        done = _main(report, group["players"])
        assert group["completed"] == len(done) > 0
        assert group["draws"] == sum(o.draw for o in done)
        for seat in group["seats"]:
            wins = sum(1 for o in done if seat["seat"] in o.winners)
            assert seat["wins"] == seat["rate"]["k"] == wins
            lo, hi = wilson(wins, len(done))
            assert seat["rate"]["lo"] == pytest.approx(lo, abs=1e-4)
            assert seat["rate"]["hi"] == pytest.approx(hi, abs=1e-4)
            assert sum(group["scores"]["by_seat"][seat["seat"]]) == len(done)
        for name, agent in group["agents"].items():
            seats = [(o, s) for o in done for s, a in enumerate(o.agents) if a == name]
            assert agent["seats"] == len(seats)
            assert agent["wins"] == sum(1 for o, s in seats if s in o.winners)
        assert sum(group["length"]["counts"]) == len(done)
        assert group["length"]["mean"] == pytest.approx(
            sum(o.actions for o in done) / len(done), abs=1e-4
        )


def test_holmes_variant_and_character_tables(reports):
    report = reports["holmes"]
    md = (_out(report) / "report.md").read_text(encoding="utf-8")
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
    devir = [o for c in report.plan.cells if c.edition == "devir" for o in cells[c.key]]
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


def test_baker_street_case_by_players_table(reports):
    report = reports["baker_street"]
    md = (_out(report) / "report.md").read_text(encoding="utf-8")
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


def test_purrrlock_catch_rate_and_rotation(reports):
    report = reports["purrrlock"]
    for row in report.figures["purrrlock"]["catch"]:
        done = _main(report, row["players"])
        assert row["caught"]["k"] == sum(1 for o in done if o.details["caught"])
        assert row["escaped"] == sum(1 for o in done if not o.details["caught"])
    md = (_out(report) / "report.md").read_text(encoding="utf-8")
    assert "## Furriarty caught or escaped" in md and "## By agent" in md
    two = _main(report, 2)  # two agents rotate: each deal once in each seating
    assert Counter(o.deal for o in two) == {0: 2, 1: 2}
    assert {o.agents for o in two} == {("deduce", "random"), ("random", "deduce")}


def test_thirteen_clues_first_player_advantage(reports):
    report = reports["thirteen_clues"]
    for row in report.figures["thirteen_clues"]["first_player"]:
        done = _main(report, row["players"])
        assert row["seat0"]["k"] == sum(1 for o in done if 0 in o.winners)
        assert row["fair_share"] == pytest.approx(1 / row["players"], abs=1e-4)
    assert "## First-player advantage" in (_out(report) / "report.md").read_text()


def test_one_agent_in_every_seat_plays_each_deal_once():
    plan = prepare("thirteen_clues", ["random"], games=5, players=[3])
    seeds = [t.seed for t in plan.tasks]
    assert len(seeds) == len(set(seeds)) == 5
    assert [t.index for t in plan.tasks] == list(range(5))


def test_the_same_seed_writes_the_same_files(reports, tmp_path):
    again = build_report("purrrlock", tmp_path, backend="serial", seed=5, **REQUESTS["purrrlock"])
    first = _out(reports["purrrlock"])
    for name in again.files:
        assert (tmp_path / name).read_bytes() == (first / name).read_bytes(), name
    other = prepare("purrrlock", seed=6, **REQUESTS["purrrlock"])
    assert {t.seed for t in other.tasks}.isdisjoint(t.seed for t in again.plan.tasks)


def test_the_command_line_writes_a_report(tmp_path):
    out = tmp_path / "r"
    result = run(
        "report", "purrrlock", "--games", "2", "--agents", "random", "--players", "2,3",
        "--backend", "serial", "--seed", "3", "--out", str(out),
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "report written to" in result.output
    md = (out / "report.md").read_text(encoding="utf-8")
    assert "afoot report purrrlock --games 2 --seed 3 --agents random --players 2,3" in md


@pytest.mark.parametrize(
    ("args", "needles"),
    [
        (("nope",), ("unknown game 'nope'", "holmes")),
        (("holmes", "--agents", "bogus"), ("unknown agent 'bogus'",)),
        (("holmes", "--agents", "greedy,"), ("agent",)),
        (("purrrlock", "--agents", "greedy"), ("unknown agent 'greedy'",)),
        (("holmes", "--games", "0"), ("games must be", "1 or more")),
        (("holmes", "--games", "-2"), ("games must be",)),
        (("purrrlock", "--players", "7"), ("2-5 players", "not 7")),
        (("purrrlock", "--players", "2,x"), ("--players",)),
        (("holmes", "--players", "3"), ("exactly 2 players",)),
        (("thirteen_clues", "-o", "top_secret=true", "--players", "2"), ("top_secret",)),
        (("holmes", "-o", "colour=red"), ("no option 'colour'",)),
        (("holmes", "--backend", "cloud"), ("unknown backend 'cloud'",)),
        (("holmes", "--seed", "-1"), ("seed",)),
    ],
)
def test_bad_input_gets_one_line(args, needles, tmp_path):
    one_line_error(run("report", *args, "--out", str(tmp_path / "r")), *needles)
    assert not (tmp_path / "r" / "report.md").exists()


def test_an_unwritable_directory_gets_one_line_before_any_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result = run("report", "purrrlock", "--games", "1", "--out", str(blocker / "sub"))
    one_line_error(result, "cannot write the report to", str(blocker / "sub"))


def test_the_cli_imports_no_matplotlib():
    code = (
        "import sys, afoot.cli, afoot.sim.report; sys.exit(1 if 'matplotlib' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
