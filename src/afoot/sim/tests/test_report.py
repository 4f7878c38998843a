"""Balance reports: every game renders, the figures are the outcomes' counts, the files are
reproducible, bad input gets one line, and a game without analyses gets the generic sections.
Each game's own sections are tested in its folder (``games/<id>/tests/test_analyses.py``)."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec
import pytest

from afoot.cli_testing import one_line_error, run
from afoot.engine.analysis import show, wilson
from afoot.engine.tests.toy import PICK
from afoot.games import REGISTRY, ids, specs
from afoot.sim.report import (
    analyses_for,
    build_report,
    default_agents,
    default_games,
    plot_names,
    prepare,
)
from afoot.sim.tests import picks
from afoot.sim.tournament import check_agents

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
#: the plots every report draws (by agent only with several agents)
GENERIC_PLOTS = ["length.png", "scores.png", "scores_by_agent.png", "winrate.png"]

#: tiny reports (serial, random play) of every game; two agents, so the seats rotate
REQUEST: dict[str, Any] = {"agents": ["random", "random~0.5"], "games": 4}
GAMES = [spec.id for spec in specs()]


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    root = tmp_path_factory.mktemp("reports")
    return {
        game: build_report(game, root / game, backend="serial", seed=5, **REQUEST) for game in GAMES
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


@pytest.mark.parametrize("game", GAMES)
def test_the_report_renders_and_links_every_plot(reports, game):
    report = reports[game]
    out = _out(report)
    md = (out / "report.md").read_text(encoding="utf-8")
    pngs = sorted(p.name for p in out.glob("*.png"))
    linked = sorted(re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", md))
    assert pngs and pngs == linked
    assert pngs == sorted(name for name, _ in plot_names(game, 2))
    assert set(GENERIC_PLOTS) <= set(pngs)
    assert sorted(report.files) == sorted(["report.md", "report.json", *pngs])
    for name in pngs:
        data = (out / name).read_bytes()
        assert data.startswith(PNG_MAGIC) and data[12:16] == b"IHDR", name
        assert len(data) > 5000, name
    figures = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert figures["game"] == game
    assert figures["completed"] == figures["planned"] == len(report.outcomes)
    assert "## Reproduce" in md and figures["command"] in md
    agents = shlex.quote(",".join(REQUEST["agents"]))
    assert f"--seed 5 --agents {agents}" in figures["command"]
    assert "## By agent" in md


@pytest.mark.parametrize("game", GAMES)
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


@pytest.mark.parametrize("game", GAMES)
def test_several_agents_rotate_through_the_seats_deal_by_deal(reports, game):
    report = reports[game]
    for cell in report.plan.cells:
        games = report.outcomes[cell.start : cell.stop]
        n = cell.players
        assert len(games) == REQUEST["games"]
        for i, o in enumerate(games):
            assert (o.deal, o.rotation) == divmod(i, n)
            assert o.agents == tuple(cell.lineup[(s + o.rotation) % n] for s in range(n))
        if n == 2:  # each deal once in each seating
            assert Counter(o.deal for o in games) == {0: 2, 1: 2}
            assert {o.agents for o in games} == {
                ("random", "random~0.5"),
                ("random~0.5", "random"),
            }


@pytest.mark.parametrize("game", GAMES)
def test_the_games_own_sections_follow_the_generic_ones(reports, game):
    report = reports[game]
    analyses = analyses_for(game)
    md = (_out(report) / "report.md").read_text(encoding="utf-8")
    own = "\n".join(analyses.markdown(report.figures)).rstrip()
    draws = md.index("## Draws")
    if own:  # after the generic sections, as the game wrote them
        assert md.index(own, draws) > draws
    assert analyses.draws in md[draws : md.index("\n\n", draws + 10)]
    keys = [c["key"] for c in report.figures["cells"]]
    assert len(keys) == len(set(keys))  # every cell its own key


@pytest.mark.parametrize("game", GAMES)
def test_one_agent_in_every_seat_plays_each_deal_once(game):
    spec = REGISTRY[game]
    plan = prepare(game, ["random"], games=5, players=[spec.max_players])
    assert [t.index for t in plan.tasks] == list(range(len(plan.tasks)))
    for cell in plan.cells:
        seeds = [t.seed for t in plan.tasks[cell.start : cell.stop]]
        assert len(seeds) == len(set(seeds)) == 5
        assert cell.matchups == 1 and cell.lineup == ("random",) * cell.players


@pytest.mark.parametrize("game", GAMES)
def test_the_defaults_are_the_games_own(game):
    spec = REGISTRY[game]
    analyses = analyses_for(game)
    assert default_games(game) == analyses.games > 0
    (agent,) = default_agents(game)
    check_agents([agent], spec)  # a bot the game offers
    if analyses.agent is not None:
        assert agent == analyses.agent
    plan = prepare(game, games=1, players=[spec.min_players])
    assert plan.agents == (agent,) and plan.games == 1
    assert prepare(game, players=[spec.min_players]).games == analyses.games


def test_a_game_without_analyses_gets_the_generic_sections(monkeypatch, tmp_path):
    assert PICK.analyses is None
    monkeypatch.setitem(REGISTRY, PICK.id, PICK)
    report = build_report(PICK.id, tmp_path, ["random"], games=3, backend="serial", seed=2)
    assert [c.key for c in report.plan.cells] == [
        f"p{n}" for n in range(PICK.min_players, PICK.max_players + 1)
    ]
    assert all(c.main for c in report.plan.cells)
    assert default_games(PICK.id) == 100
    assert default_agents(PICK.id) == ("random",)  # no bot of its own, no heuristic
    assert PICK.id not in report.figures
    pngs = sorted(p.name for p in tmp_path.glob("*.png"))
    assert pngs == [p for p in GENERIC_PLOTS if p != "scores_by_agent.png"]
    md = (tmp_path / "report.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", md, re.M)
    assert headings == ["Reproduce", "Win rate by seat", "Scores", "Game length", "Draws"]
    assert "(main)" not in md


def test_analyses_that_plan_one_key_twice_are_named(monkeypatch):
    twice = msgspec.structs.replace(PICK, analyses="afoot.sim.tests.toys:TWICE")
    monkeypatch.setitem(REGISTRY, PICK.id, twice)
    with pytest.raises(ValueError, match=r"^pick's analyses plan two cells with the key 'p2'$"):
        prepare(PICK.id, ["random"], games=1)


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_writes_the_same_files(reports, game, tmp_path):
    again = build_report(game, tmp_path, backend="serial", seed=5, **REQUEST)
    first = _out(reports[game])
    assert again.files == reports[game].files
    for name in again.files:
        assert (tmp_path / name).read_bytes() == (first / name).read_bytes(), name
    other = prepare(game, seed=6, **REQUEST)
    assert {t.seed for t in other.tasks}.isdisjoint(t.seed for t in again.plan.tasks)


#: the report the command line writes: a game for two and three players
CLI_GAME = picks.pick(
    "for two and three players", lambda s: s.min_players <= 2 and s.max_players >= 3
)


def test_the_command_line_writes_a_report(tmp_path):
    out = tmp_path / "r"
    game = CLI_GAME.id
    result = run(
        "report", game, "--games", "2", "--agents", "random", "--players", "2,3",
        "--backend", "serial", "--seed", "3", "--out", str(out),
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "report written to" in result.output
    md = (out / "report.md").read_text(encoding="utf-8")
    assert f"afoot report {game} --games 2 --seed 3 --agents random --players 2,3" in md


_ANY = picks.with_choice_option()
_RANGED = picks.pick(
    "for several counts, up to fewer than 7", lambda s: s.min_players < s.max_players < 7
)
_MISFIT = picks.misfits()[0]


@pytest.mark.parametrize(
    ("args", "needles"),
    [
        (("nope",), ("unknown game 'nope'", ids()[0])),
        ((_ANY.id, "--agents", "bogus"), ("unknown agent 'bogus'",)),
        ((_ANY.id, "--agents", "greedy,"), ("agent",)),
        ((picks.without_heuristic().id, "--agents", "greedy"), ("unknown agent 'greedy'",)),
        ((_ANY.id, "--games", "0"), ("games must be", "1 or more")),
        ((_ANY.id, "--games", "-2"), ("games must be",)),
        (
            (_RANGED.id, "--players", "7"),
            (picks.count_needle(_RANGED), "not 7"),
        ),
        ((_RANGED.id, "--players", "2,x"), ("--players",)),
        (
            (picks.at_most_two().id, "--players", "3"),
            (picks.count_needle(picks.at_most_two()),),
        ),
        (
            (
                _MISFIT.game,
                "-o",
                f"{_MISFIT.option}={show(_MISFIT.value)}",
                "--players",
                str(_MISFIT.misfit),
            ),
            (_MISFIT.option,),
        ),
        ((_ANY.id, "-o", "colour=red"), ("no option 'colour'",)),
        ((_ANY.id, "--backend", "cloud"), ("unknown backend 'cloud'",)),
        ((_ANY.id, "--seed", "-1"), ("seed",)),
    ],
)
def test_bad_input_gets_one_line(args, needles, tmp_path):
    one_line_error(run("report", *args, "--out", str(tmp_path / "r")), *needles)
    assert not (tmp_path / "r" / "report.md").exists()


def test_an_unwritable_directory_gets_one_line_before_any_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result = run("report", _ANY.id, "--games", "1", "--out", str(blocker / "sub"))
    one_line_error(result, "cannot write the report to", str(blocker / "sub"))


def test_the_cli_imports_no_matplotlib():
    code = (
        "import sys, afoot.cli, afoot.sim.report, afoot.engine.analysis; "
        "[afoot.sim.report.analyses_for(g) for g in afoot.games.ids()]; "
        "sys.exit(1 if 'matplotlib' in sys.modules else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
