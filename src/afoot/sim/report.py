"""Balance reports (``afoot report GAME``): many seeded games, then Markdown, PNG plots, JSON.

A report plays *cells*: one set of games with fixed options and a fixed player count, each
planned by :func:`afoot.sim.tournament.plan` from the same run seed, so every cell plays the
same deals (``derive_seed(S, "deal", d)``) and two cells can be compared game by game. Which
cells a game gets is up to its analyses (the ``analyses`` capability of its spec, an
:class:`afoot.engine.analysis.Analyses`): one per player count unless they plan others (one
per value of an option, or each option changed on its own against a baseline cell); the
*main* cells feed the seat, score and length sections every game gets, and the game's
analyses add their own sections, figures and plots. A game that declares none gets the
generic sections only.

The lineup of a cell with ``n`` seats is the agents as given, cycled to ``n`` seats when fewer
(``greedy,random`` at 3 players: greedy, random, greedy), every combination of ``n`` when more
(a round robin, ``games`` per matchup). Several agents rotate through the seats deal by deal
(``plan``); a single agent in every seat plays each deal once (its rotations would repeat the
same game). ``games`` is per cell (per matchup); its default and the default agent are the
game's analyses' (:func:`default_games`, :func:`default_agents`).

:func:`prepare` checks the request and plans every task; :func:`play` runs them on a backend;
:func:`analyze` turns the outcomes into the figures (``report.json``) from which
:func:`render_markdown` and :func:`render_plots` write the files. The figures are functions of
the outcomes in task order, so the same request gives the same ``report.md`` and
``report.json`` on every backend (only the wall-clock time differs; it is not written).
matplotlib is imported by :func:`render_plots` (and the game's plots) only.
"""

from __future__ import annotations

import math
import shlex
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import msgspec

from afoot.engine.analysis import (
    COLORS,
    Analyses,
    BaseAnalyses,
    CellPlan,
    bin_counts,
    bin_edges,
    describe,
    figure,
    finished,
    num,
    plot_link,
    plotting,
    proportion,
    rate_text,
    rounded,
    save,
    short_title,
    show,
    table,
    yerr,
)
from afoot.engine.core import OptionValue, check_players, load, validate_options
from afoot.engine.errors import AfootError, InvalidOption
from afoot.games import spec_for
from afoot.sim.runner import check_setup
from afoot.sim.tournament import GameOutcome, GameTask, check_agents, plan, play_task

if TYPE_CHECKING:
    from afoot.sim.backends import Backend

REPORT_FILES = ("report.md", "report.json")
SEED_TEXT = (
    'deal d of every cell: derive_seed(S, "deal", d); the agent in seat s: '
    'derive_seed(deal_seed, "agent", s, name, rotation); derive_seed(*parts) = '
    'int.from_bytes(sha256(":".join(map(str, parts)).encode()).digest()[:8], "big") >> 1'
)


class ReportError(AfootError):
    """The report's directory cannot be created or written."""


class Cell(CellPlan, frozen=True, kw_only=True):
    """One set of games as the game's analyses planned it (key, label, players, options, main,
    family and change: :class:`afoot.engine.analysis.CellPlan`), with its lineup and
    ``start:stop``, its tasks' (and outcomes') place in the plan."""

    #: the agents as seated in rotation 0 (several matchups: the round robin's first)
    lineup: tuple[str, ...]
    matchups: int
    start: int
    stop: int


class Plan(msgspec.Struct, frozen=True):
    """A checked report request and every game it plays (tasks indexed 0.. in cell order)."""

    game: str
    title: str
    cooperative: bool
    agents: tuple[str, ...]
    games: int
    seed: int
    players: tuple[int, ...]
    #: the options given (checked, canonical values); cells fill in the rest
    options: dict[str, OptionValue]
    command: str
    cells: tuple[Cell, ...]
    tasks: tuple[GameTask, ...]


class Report(msgspec.Struct):
    """A finished report: the figures (``report.json``), the outcomes and the files written."""

    plan: Plan
    outcomes: list[GameOutcome]
    figures: dict[str, Any]
    #: the directory and the files written there
    out: str
    files: list[str]
    seconds: float


# -- planning --------------------------------------------------------------------------------
def analyses_for(game_id: str) -> Analyses:
    """The report sections ``game_id`` declares (its spec's ``analyses``), else the generic
    ones (:class:`afoot.engine.analysis.BaseAnalyses`: one cell per player count)."""
    spec = spec_for(game_id)
    if spec.analyses is None:
        return BaseAnalyses()
    return cast(Analyses, load(spec.analyses))


def default_games(game_id: str) -> int:
    """The games per cell of a report when none is given: the game's analyses' (a few minutes
    on two cores for the games that ship; see the README), else 100."""
    return analyses_for(game_id).games


def default_agents(game_id: str) -> tuple[str, ...]:
    """The agent a report seats everywhere when none is named: the game's analyses' (its
    strongest honest bot fast enough for thousands of games), else its own first bot, else
    greedy (when it has a heuristic), else random."""
    spec = spec_for(game_id)
    name = analyses_for(spec.id).agent
    if name is None:
        own = list(spec.bots)
        name = own[0] if own else "greedy" if spec.search.heuristic else "random"
    return (name,)


def seat_lineup(agents: Sequence[str], players: int) -> tuple[str, ...]:
    """The agents of a cell with ``players`` seats: as given, cycled when fewer."""
    if len(agents) >= players:
        return tuple(agents)
    return tuple(agents[s % len(agents)] for s in range(players))


def _command(
    game: str,
    games: int,
    seed: int,
    agents: Sequence[str],
    players: Sequence[int],
    options: Mapping[str, OptionValue],
) -> str:
    parts = [
        "afoot",
        "report",
        game,
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--agents",
        ",".join(agents),
        "--players",
        ",".join(str(n) for n in players),
    ]
    for key, value in options.items():
        parts += ["-o", f"{key}={show(value)}"]
    return " ".join(shlex.quote(p) for p in parts)


def prepare(
    game_id: str,
    agents: Sequence[str] | None = None,
    games: int | None = None,
    seed: int = 0,
    players: Sequence[int] | None = None,
    options: Mapping[str, object] | None = None,
) -> Plan:
    """Check a report request and plan its games; bad input raises an AfootError (one line).

    ``agents`` defaults to :func:`default_agents` in every seat, ``games`` (per cell) to
    :func:`default_games`, ``players`` to every count the game allows (with these options).
    The cells are the game's analyses' (:func:`analyses_for`); :func:`afoot.sim.tournament.plan`
    checks each one's options at its player count.
    """

    spec = spec_for(game_id)
    analyses = analyses_for(spec.id)
    if games is None:
        games = analyses.games
    if isinstance(games, bool) or not isinstance(games, int) or games <= 0:
        raise InvalidOption(
            f"games must be a whole number of games per cell, 1 or more, not {games!r}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidOption(f"seed must be a whole number >= 0, not {seed!r}")
    names = tuple(a.strip() for a in agents) if agents is not None else default_agents(spec.id)
    if not names or not all(names):
        raise InvalidOption("agents must be a comma-separated list of agent names")
    check_agents(names, spec)
    opts = validate_options(spec, options)
    given = {k: opts[k] for k in (options or {})}
    if players is not None:
        counts = sorted(set(players))
        if not counts:
            raise InvalidOption("players must list at least one seat count")
        for n in counts:
            check_players(spec, n)
            check_setup(spec, n, opts)
    else:
        counts = []
        first: AfootError | None = None
        for n in range(spec.min_players, spec.max_players + 1):
            try:
                check_setup(spec, n, opts)
            except AfootError as exc:  # a count these options exclude: left out
                first = first or exc
                continue
            counts.append(n)
        if not counts and first is not None:
            raise first

    cells: list[Cell] = []
    tasks: list[GameTask] = []
    keep = analyses.keep_records
    planned_cells = analyses.cells(spec, opts, given, counts)
    keys = [c.key for c in planned_cells]
    if len(set(keys)) != len(keys):  # a game's analyses are code: say which, not a user error
        twice = next(k for k in keys if keys.count(k) > 1)
        raise ValueError(f"{spec.id}'s analyses plan two cells with the key {twice!r}")
    for c in planned_cells:
        n = c.players
        lineup = seat_lineup(names, n)
        if len(set(lineup)) == 1:  # one agent: each deal once (its rotations are one game)
            planned = [
                t
                for t in plan(spec.id, lineup, games * n, seed, n, c.options, keep)
                if t.rotation == 0
            ]
        else:
            planned = plan(spec.id, lineup, games, seed, n, c.options, keep)
        start = len(tasks)
        tasks.extend(msgspec.structs.replace(t, index=start + i) for i, t in enumerate(planned))
        cells.append(
            Cell(
                c.key,
                c.label,
                n,
                dict(c.options),
                c.main,
                c.family,
                c.change,
                lineup=tuple(planned[0].agents),
                matchups=len(planned) // games,
                start=start,
                stop=len(tasks),
            )
        )
    return Plan(
        game=spec.id,
        title=spec.title,
        cooperative=spec.cooperative,
        agents=names,
        games=games,
        seed=seed,
        players=tuple(counts),
        options=given,
        command=_command(spec.id, games, seed, names, counts, given),
        cells=tuple(cells),
        tasks=tuple(tasks),
    )


def check_out_dir(out: Path) -> None:
    """Create ``out`` and make sure files can be written there (before any game is played)."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".afoot-report-probe"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise ReportError(f"cannot write the report to {out}: {exc.strerror or exc}") from None


def play(
    the_plan: Plan,
    backend: str | Backend = "process",
    workers: int | None = None,
    ray_address: str | None = None,
    on_result: Callable[[GameOutcome], None] | None = None,
) -> list[GameOutcome]:
    """Every task of the plan on ``backend`` (a name or a backend); the outcomes in task
    order."""
    from afoot.sim.backends import make_backend

    runner = make_backend(backend, workers, ray_address) if isinstance(backend, str) else backend
    outcomes: list[GameOutcome] = runner.map(play_task, list(the_plan.tasks), on_result)
    return outcomes


# -- analysis --------------------------------------------------------------------------------
def _by_cell(the_plan: Plan, outcomes: Sequence[GameOutcome]) -> dict[str, list[GameOutcome]]:
    if len(outcomes) != len(the_plan.tasks):
        raise ValueError(f"{len(outcomes)} outcomes for {len(the_plan.tasks)} tasks")
    return {c.key: list(outcomes[c.start : c.stop]) for c in the_plan.cells}


def _group(label: str, players: int, outcomes: Sequence[GameOutcome]) -> dict[str, Any]:
    """Seat win rates, agents, scores and lengths of a set of games with ``players`` seats."""
    done = finished(outcomes)
    n = len(done)
    seats = []
    for s in range(players):
        wins = sum(1 for o in done if s in o.winners)
        scores = [o.scores[s] for o in done]
        seats.append(
            {"seat": s, "wins": wins, "rate": proportion(wins, n), "score": describe(scores)}
        )
    agents: dict[str, dict[str, Any]] = {}
    for name in dict.fromkeys(a for o in done for a in o.agents):
        played = [(o, s) for o in done for s, a in enumerate(o.agents) if a == name]
        wins = sum(1 for o, s in played if s in o.winners)
        agents[name] = {
            "seats": len(played),
            "wins": wins,
            "rate": proportion(wins, len(played)),
            "score": describe([o.scores[s] for o, s in played]),
        }
    all_scores = [x for o in done for x in o.scores]
    edges = bin_edges(all_scores) if all_scores else [0.0, 1.0]
    lengths = [float(o.actions) for o in done]
    length_edges = bin_edges(lengths, 30) if lengths else [0.0, 1.0]
    return {
        "label": label,
        "players": players,
        "planned": len(outcomes),
        "completed": n,
        "errors": len(outcomes) - n,
        "draws": sum(1 for o in done if o.draw),
        "no_winner": sum(1 for o in done if not o.winners and not o.draw),
        "fair_share": rounded(1 / players),
        "seats": seats,
        "agents": agents,
        "scores": {
            "edges": edges,
            "by_seat": [bin_counts([o.scores[s] for o in done], edges) for s in range(players)],
            "by_agent": {
                name: bin_counts(
                    [o.scores[s] for o in done for s, a in enumerate(o.agents) if a == name], edges
                )
                for name in agents
            },
        },
        "length": {
            **describe(lengths),
            "edges": length_edges,
            "counts": bin_counts(lengths, length_edges),
        },
    }


#: the plots every report draws (by seat; by agent when there are several; game length)
_GENERIC_PLOTS = (
    ("winrate.png", "Win rate by seat"),
    ("scores.png", "Score distribution by seat"),
    ("scores_by_agent.png", "Score distribution by agent"),
    ("length.png", "Game length"),
)


def plot_names(game: str, agents: int) -> list[tuple[str, str]]:
    """(file, title) of the plots of a report of ``game`` with ``agents`` distinct agents: the
    generic ones, then the game's analyses' own."""
    out = [p for p in _GENERIC_PLOTS if agents > 1 or p[0] != "scores_by_agent.png"]
    return out + list(analyses_for(game).plots)


def analyze(the_plan: Plan, outcomes: Sequence[GameOutcome]) -> dict[str, Any]:
    """The report's figures (``report.json``) from the outcomes of ``the_plan``'s tasks."""
    cells = _by_cell(the_plan, outcomes)
    groups: list[dict[str, Any]] = []
    for n in the_plan.players:
        main = [c for c in the_plan.cells if c.main and c.players == n]
        if not main:
            continue
        label = main[0].label if len(main) == 1 else f"{n} players"
        groups.append(_group(label, n, [o for c in main for o in cells[c.key]]))
    distinct = list(
        dict.fromkeys(a for c in the_plan.cells for o in cells[c.key] for a in o.agents)
    )
    figures: dict[str, Any] = {
        "format": "afoot-report",
        "version": 1,
        "game": the_plan.game,
        "title": the_plan.title,
        "cooperative": the_plan.cooperative,
        "command": the_plan.command,
        "seed": the_plan.seed,
        "seeds": SEED_TEXT,
        "games_per_cell": the_plan.games,
        "agents": list(the_plan.agents),
        "distinct_agents": distinct,
        "players": list(the_plan.players),
        "options": dict(the_plan.options),
        "defaults": {o.name: o.default for o in spec_for(the_plan.game).options},
        "cells": [
            {
                "key": c.key,
                "label": c.label,
                "players": c.players,
                "options": dict(c.options),
                "lineup": list(c.lineup),
                "matchups": c.matchups,
                "rotates": len(set(c.lineup)) > 1,
                "main": c.main,
                "planned": c.stop - c.start,
                "completed": len(finished(cells[c.key])),
                "first_deal_seed": the_plan.tasks[c.start].seed if c.stop > c.start else None,
            }
            for c in the_plan.cells
        ],
        "planned": len(outcomes),
        "completed": len(finished(outcomes)),
        "groups": groups,
        "errors": [
            {
                "cell": c.key,
                "index": o.index,
                "seed": o.seed,
                "agents": list(o.agents),
                "agent_seeds": list(o.agent_seeds),
                "error": o.error,
            }
            for c in the_plan.cells
            for o in cells[c.key]
            if o.error is not None
        ],
        "plots": [{"file": f, "title": t} for f, t in plot_names(the_plan.game, len(distinct))],
    }
    own = analyses_for(the_plan.game).figures(the_plan.cells, cells, the_plan.players)
    if own is not None:
        figures[the_plan.game] = own
    return figures


# -- Markdown --------------------------------------------------------------------------------
def _options_text(options: Mapping[str, Any], defaults: Mapping[str, Any]) -> str:
    """The options that differ from the game's defaults."""
    changed = [f"{k}={show(v)}" for k, v in options.items() if defaults.get(k) != v]
    return ", ".join(changed) or "defaults"


def render_markdown(figures: Mapping[str, Any]) -> str:
    """``report.md`` from the figures: the same figures give the same text."""
    f = figures
    analyses = analyses_for(f["game"])
    players = ", ".join(str(n) for n in f["players"])
    lines = [
        f"# Balance report: {f['title']}",
        "",
        f"`{f['game']}` · {f['games_per_cell']} games per cell (per matchup) · "
        f"{len(f['cells'])} cells · {f['completed']} of {f['planned']} games finished · "
        f"players {players} · seed {f['seed']} · agents {', '.join(f['agents'])}",
        "",
        "## Reproduce",
        "",
        "```sh",
        f"{f['command']} --out DIR",
        "```",
        "",
        "The same command (any `--backend`, any `--workers`) writes this file again, byte for "
        "byte. Seeds: " + f["seeds"] + ". Game `i` of a cell whose seats rotate plays deal "
        "`i // P` in rotation `r = i % P` (`P` players: seat `s` is played by "
        "`lineup[(s + r) % P]`); a cell with one agent in every seat plays deal `i` once. "
        "Every cell plays the same deals; `afoot.sim.tournament.play_task` replays any game "
        "from its cell's options and these seeds.",
        "",
    ]
    every_cell_main = all(c["main"] for c in f["cells"])
    lines += table(
        [
            "cell",
            "players",
            "options (besides the defaults)",
            "agents (rotation 0)",
            "games",
            "finished",
            "first deal seed",
        ],
        (
            [
                f"`{c['key']}`" + (" (main)" if c["main"] and not every_cell_main else ""),
                str(c["players"]),
                _options_text(c["options"], f["defaults"]),
                ", ".join(c["lineup"])
                + (f" ({c['matchups']} matchups)" if c["matchups"] > 1 else "")
                + ("" if c["rotates"] else " (no rotation)"),
                str(c["planned"]),
                str(c["completed"]),
                str(c["first_deal_seed"]),
            ]
            for c in f["cells"]
        ),
        right=(1, 4, 5),
    )
    groups = f["groups"]
    top = max((g["players"] for g in groups), default=0)
    lines += ["## Win rate by seat", ""]
    if f["cooperative"]:
        lines += ["Cooperative: every seat wins or loses with the team.", ""]
    lines += [
        "Wins over finished games with 95% Wilson intervals; a fair seat wins 1/players "
        "(competitive games).",
        "",
    ]
    lines += table(
        ["games", "players", "finished", *(f"seat {s}" for s in range(top)), "draws", "no winner"],
        (
            [
                g["label"],
                str(g["players"]),
                str(g["completed"]),
                *(rate_text(s["rate"]) for s in g["seats"]),
                *("" for _ in range(top - g["players"])),
                str(g["draws"]),
                str(g["no_winner"]),
            ]
            for g in groups
        ),
        right=(1, 2, *range(3, 5 + top)),
    )
    lines += plot_link(f, "winrate.png")
    if len(f["distinct_agents"]) > 1:
        lines += ["## By agent", "", "Seats played (an agent seated twice counts twice).", ""]
        lines += table(
            ["games", "agent", "seats", "wins", "win rate", "mean score"],
            (
                [
                    g["label"],
                    name,
                    str(a["seats"]),
                    str(a["wins"]),
                    rate_text(a["rate"]),
                    num(a["score"]["mean"]),
                ]
                for g in groups
                for name, a in g["agents"].items()
            ),
            right=(2, 3, 5),
        )
    lines += ["## Scores", ""]
    lines += table(
        ["games", "seat", "mean", "median", "min", "max"],
        (
            [
                g["label"],
                str(s["seat"]),
                *(num(s["score"][k]) for k in ("mean", "median", "min", "max")),
            ]
            for g in groups
            for s in g["seats"]
        ),
        right=(1, 2, 3, 4, 5),
    )
    lines += plot_link(f, "scores.png") + plot_link(f, "scores_by_agent.png")
    lines += ["## Game length", "", "Actions per finished game (every seat's decisions).", ""]
    lines += table(
        ["games", "mean", "median", "min", "max"],
        (
            [g["label"], *(num(g["length"][k], 1) for k in ("mean", "median", "min", "max"))]
            for g in groups
        ),
        right=(1, 2, 3, 4),
    )
    lines += plot_link(f, "length.png")
    draws = sum(g["draws"] for g in groups)
    done = sum(g["completed"] for g in groups)
    lines += ["## Draws", ""]
    lines.append(
        f"{draws} of {done} finished games ("
        + "; ".join(f"{g['label']}: {g['draws']}" for g in groups)
        + ")."
        + (f" {analyses.draws}" if analyses.draws else "")
    )
    lines.append("")
    lines += analyses.markdown(f)
    if f["errors"]:
        lines += ["## Errors", "", f"{len(f['errors'])} games raised (not counted above):", ""]
        lines += table(
            ["cell", "index", "deal seed", "agents", "error"],
            (
                [
                    e["cell"],
                    str(e["index"]),
                    str(e["seed"]),
                    ", ".join(e["agents"]),
                    e["error"].replace("|", "\\|"),
                ]
                for e in f["errors"][:50]
            ),
        )
        if len(f["errors"]) > 50:
            lines += [f"... and {len(f['errors']) - 50} more (report.json lists every one).", ""]
    return "\n".join(lines).rstrip() + "\n"


# -- plots -----------------------------------------------------------------------------------
def _plot_winrate(f: Mapping[str, Any], path: Path) -> None:
    groups = f["groups"]
    top = max(g["players"] for g in groups)
    fig = figure(max(6.0, 1.2 + 0.45 * top * len(groups)), 3.6)
    ax = fig.add_subplot()
    width = 0.8 / top
    for s in range(top):
        xs = [i + (s - (top - 1) / 2) * width for i, g in enumerate(groups) if g["players"] > s]
        rates = [g["seats"][s]["rate"] for g in groups if g["players"] > s]
        ax.bar(xs, [r["rate"] for r in rates], width * 0.92, color=COLORS[s % 8], label=f"seat {s}")
        ax.errorbar(
            xs,
            [r["rate"] for r in rates],
            yerr=yerr(rates),
            fmt="none",
            ecolor="black",
            capsize=3,
            lw=1,
        )
    if not f["cooperative"]:
        for i, g in enumerate(groups):
            half = 0.4 * g["players"] / top
            ax.hlines(
                g["fair_share"], i - half, i + half, colors="black", linestyles="dashed", lw=1
            )
    ax.set_xticks(range(len(groups)), [g["label"] for g in groups])
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate (95% Wilson)")
    ax.set_title(
        f"{short_title(f)}: win rate by seat" + ("" if f["cooperative"] else " (dashed: 1/players)")
    )
    ax.legend(fontsize=7, ncols=min(top, 6), loc="upper right")
    save(fig, path)


def _grid(fig: Any, count: int) -> list[Any]:
    cols = min(count, 3)
    rows = math.ceil(count / cols)
    return [fig.add_subplot(rows, cols, i + 1) for i in range(count)]


def _plot_hist(f: Mapping[str, Any], path: Path, by: str) -> None:
    groups = f["groups"]
    cols = min(len(groups), 3)
    fig = figure(max(6.0, 4.0 * cols), 3.0 * math.ceil(len(groups) / cols))
    for ax, g in zip(_grid(fig, len(groups)), groups, strict=True):
        edges = g["scores"]["edges"]
        series = (
            [(f"seat {s}", c) for s, c in enumerate(g["scores"]["by_seat"])]
            if by == "seat"
            else list(g["scores"]["by_agent"].items())
        )
        if len(edges) <= 13 and all(float(e + 0.5).is_integer() for e in edges):
            # few whole-number scores: side-by-side bars at each score
            width = 0.8 / len(series)
            for i, (name, counts) in enumerate(series):
                xs = [e + 0.5 + (i - (len(series) - 1) / 2) * width for e in edges[:-1]]
                ax.bar(xs, counts, width * 0.95, color=COLORS[i % 8], label=name)
            ax.set_xticks([e + 0.5 for e in edges[:-1]])
        else:
            for i, (name, counts) in enumerate(series):
                ax.stairs(counts, edges, color=COLORS[i % 8], label=name, lw=1.4)
        ax.set_title(g["label"])
        ax.set_xlabel("final score")
        ax.set_ylabel("games" if by == "seat" else "seats played")
        ax.legend(fontsize=7)
    fig.suptitle(f"{short_title(f)}: score distribution by {by}")
    save(fig, path)


def _plot_length(f: Mapping[str, Any], path: Path) -> None:
    groups = f["groups"]
    fig = figure(6.0, 3.4)
    ax = fig.add_subplot()
    for i, g in enumerate(groups):
        ax.stairs(
            g["length"]["counts"],
            g["length"]["edges"],
            color=COLORS[i % 8],
            label=g["label"],
            lw=1.4,
        )
    ax.set_xlabel("actions per game")
    ax.set_ylabel("games")
    ax.set_title(f"{short_title(f)}: game length")
    ax.legend(fontsize=7)
    save(fig, path)


def render_plots(figures: Mapping[str, Any], out: Path) -> list[str]:
    """Write every plot of ``figures["plots"]`` into ``out`` (the generic ones here, the game's
    own by its analyses); their file names."""
    f = figures
    analyses = analyses_for(f["game"])
    files: list[str] = []
    with plotting():
        for p in f["plots"]:
            name, path = p["file"], out / p["file"]
            if name == "winrate.png":
                _plot_winrate(f, path)
            elif name == "scores.png":
                _plot_hist(f, path, "seat")
            elif name == "scores_by_agent.png":
                _plot_hist(f, path, "agent")
            elif name == "length.png":
                _plot_length(f, path)
            else:
                analyses.plot(name, f, path)
            files.append(name)
    return files


# -- the whole report ------------------------------------------------------------------------
def write(figures: Mapping[str, Any], out: Path) -> list[str]:
    """Write report.md, report.json and the plots into ``out``; the file names."""
    check_out_dir(out)
    try:
        (out / "report.md").write_text(render_markdown(figures), encoding="utf-8")
        (out / "report.json").write_bytes(
            msgspec.json.format(msgspec.json.encode(figures), indent=1) + b"\n"
        )
        plots = render_plots(figures, out)
    except OSError as exc:
        raise ReportError(f"cannot write the report to {out}: {exc.strerror or exc}") from None
    return [*REPORT_FILES, *plots]


def build_report(
    game_id: str,
    out: Path | str,
    agents: Sequence[str] | None = None,
    games: int | None = None,
    seed: int = 0,
    players: Sequence[int] | None = None,
    options: Mapping[str, object] | None = None,
    backend: str = "process",
    workers: int | None = None,
    ray_address: str | None = None,
    on_result: Callable[[GameOutcome], None] | None = None,
    on_plan: Callable[[Plan], None] | None = None,
) -> Report:
    """Plan, play, analyze and write a report into ``out`` (see the module docstring).

    Every input and the output directory are checked before a game is played.
    """
    from afoot.sim.backends import make_backend

    out = Path(out)
    the_plan = prepare(game_id, agents, games, seed, players, options)
    runner = make_backend(backend, workers, ray_address)  # a bad one fails before any game
    check_out_dir(out)
    if on_plan is not None:
        on_plan(the_plan)
    start = time.perf_counter()
    outcomes = play(the_plan, runner, on_result=on_result)
    figures = analyze(the_plan, outcomes)
    files = write(figures, out)
    return Report(
        the_plan, outcomes, figures, str(out), files, round(time.perf_counter() - start, 3)
    )


__all__ = [
    "Cell",
    "Plan",
    "Report",
    "ReportError",
    "analyses_for",
    "analyze",
    "build_report",
    "check_out_dir",
    "default_agents",
    "default_games",
    "play",
    "plot_names",
    "prepare",
    "render_markdown",
    "render_plots",
    "seat_lineup",
    "write",
]
