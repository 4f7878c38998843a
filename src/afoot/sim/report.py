"""Balance reports (``afoot report GAME``): many seeded games, then Markdown, PNG plots, JSON.

A report plays *cells*: one set of games with fixed options and a fixed player count, each
planned by :func:`afoot.sim.tournament.plan` from the same run seed, so every cell plays the
same deals (``derive_seed(S, "deal", d)``) and two cells can be compared game by game. Which
cells a game gets:

* Holmes: both editions, each with the given options and then every variant toggled on its
  own (reservation, alternative start, each villain / Mycroft mode, devir's first role); the
  cell with exactly the given options feeds the seat, score and length sections.
* Purrrlock, 13 Clues: one cell per player count.
* Beyond Baker Street: one cell per case file and player count.

The lineup of a cell with ``n`` seats is the agents as given, cycled to ``n`` seats when fewer
(``greedy,random`` at 3 players: greedy, random, greedy), every combination of ``n`` when more
(a round robin, ``games`` per matchup). Several agents rotate through the seats deal by deal
(``plan``); a single agent in every seat plays each deal once (its rotations would repeat the
same game). ``games`` is per cell (per matchup).

:func:`prepare` checks the request and plans every task; :func:`play` runs them on a backend;
:func:`analyze` turns the outcomes into the figures (``report.json``) from which
:func:`render_markdown` and :func:`render_plots` write the files. The figures are functions of
the outcomes in task order, so the same request gives the same ``report.md`` and
``report.json`` on every backend (only the wall-clock time differs; it is not written).
matplotlib is imported by :func:`render_plots` only.
"""

from __future__ import annotations

import bisect
import math
import shlex
import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import msgspec

from afoot.engine.core import OptionValue, check_players, validate_options
from afoot.engine.errors import AfootError, InvalidOption
from afoot.games import spec_for
from afoot.sim.runner import check_setup
from afoot.sim.tournament import GameOutcome, GameTask, check_agents, plan, play_task, rate

if TYPE_CHECKING:
    from afoot.sim.backends import Backend

#: games per cell when the caller gives none: each default report takes a few minutes on
#: two cores (see the README), the bots' speed decides
DEFAULT_GAMES = {"holmes": 200, "purrrlock": 2000, "baker_street": 500, "thirteen_clues": 50}
#: the agent in every seat when the caller names none: each game's strongest honest bot that
#: is fast enough for thousands of games (the search agents take seconds a game)
DEFAULT_AGENT = {
    "holmes": "greedy",
    "purrrlock": "deduce",
    "baker_street": "rules",
    "thirteen_clues": "deduce",
}
REPORT_FILES = ("report.md", "report.json")
#: the character table compares the two sides only when each has this many seat-games
MIN_SIDE = 10
SEED_TEXT = (
    'deal d of every cell: derive_seed(S, "deal", d); the agent in seat s: '
    'derive_seed(deal_seed, "agent", s, name, rotation); derive_seed(*parts) = '
    'int.from_bytes(sha256(":".join(map(str, parts)).encode()).digest()[:8], "big") >> 1'
)


class ReportError(AfootError):
    """The report's directory cannot be created or written."""


class Cell(msgspec.Struct, frozen=True):
    """One set of games: fixed options, player count and lineup; ``start:stop`` of the plan's
    tasks (and of the outcomes)."""

    key: str
    label: str
    players: int
    options: dict[str, OptionValue]
    #: the agents as seated in rotation 0 (several matchups: the round robin's first)
    lineup: tuple[str, ...]
    matchups: int
    #: feeds the seat, score and length sections (Holmes: the cell with the given options)
    main: bool
    start: int
    stop: int
    #: Holmes: the edition; the option changed from the edition's baseline ("" for it)
    edition: str = ""
    change: str = ""


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
def _show(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def default_agents(game_id: str) -> tuple[str, ...]:
    """The agent a report seats everywhere when none is named."""
    spec = spec_for(game_id)
    name = DEFAULT_AGENT.get(spec.id)
    if name is None:  # a game added later: its own first bot, else greedy, else random
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
        parts += ["-o", f"{key}={_show(value)}"]
    return " ".join(shlex.quote(p) for p in parts)


def _holmes_cells(
    spec: Any, opts: Mapping[str, OptionValue]
) -> list[tuple[str, str, dict[str, OptionValue]]]:
    """(edition, change, options) of every Holmes cell: each edition with the given options
    (an option of the other edition back to its default), then one option changed at a time
    to each of its other values."""
    out: list[tuple[str, str, dict[str, OptionValue]]] = []
    edition = spec.option("edition")
    for ed in edition.choices:
        base: dict[str, OptionValue] = {}
        for o in spec.options:
            value = opts[o.name]
            if o.name == "edition":
                value = ed
            elif o.requires is not None and o.requires[0] == "edition" and o.requires[1] != ed:
                value = o.default
            base[o.name] = value
        out.append((str(ed), "", base))
        for o in spec.options:
            if o.name == "edition" or (o.requires is not None and o.requires[1] != ed):
                continue
            out += [
                (str(ed), f"{o.name}={_show(choice)}", {**base, o.name: choice})
                for choice in o.choices
                if choice != base[o.name]
            ]
    return out


def prepare(
    game_id: str,
    agents: Sequence[str] | None = None,
    games: int | None = None,
    seed: int = 0,
    players: Sequence[int] | None = None,
    options: Mapping[str, object] | None = None,
) -> Plan:
    """Check a report request and plan its games; bad input raises an AfootError (one line).

    ``agents`` defaults to :data:`DEFAULT_AGENT` in every seat, ``games`` (per cell) to
    :data:`DEFAULT_GAMES`, ``players`` to every count the game allows (with these options).
    """

    spec = spec_for(game_id)
    if games is None:
        games = DEFAULT_GAMES.get(spec.id, 100)
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

    specs: list[tuple[str, str, int, dict[str, OptionValue], bool, str, str]] = []
    if spec.id == "holmes":
        for ed, change, cell_opts in _holmes_cells(spec, opts):
            validate_options(spec, cell_opts)
            check_setup(spec, counts[0], cell_opts)
            key = ed if not change else f"{ed}:{change}"
            label = f"{ed} baseline" if not change else f"{ed} {change}"
            main = cell_opts == opts
            specs.append((key, label, counts[0], cell_opts, main, ed, change))
    elif spec.id == "baker_street":
        case = spec.option("case")
        assert case is not None
        cases = [opts["case"]] if "case" in given else list(case.choices)
        for c in cases:
            for n in counts:
                cell_opts = {**opts, "case": c}
                specs.append(
                    (f"case{c}-p{n}", f"case {c}, {n} players", n, cell_opts, True, "", "")
                )
    else:
        specs += [(f"p{n}", f"{n} players", n, dict(opts), True, "", "") for n in counts]

    cells: list[Cell] = []
    tasks: list[GameTask] = []
    keep = spec.id == "holmes"  # the character table reads the visits from the records
    for key, label, n, cell_opts, main, ed, change in specs:
        lineup = seat_lineup(names, n)
        if len(set(lineup)) == 1:  # one agent: each deal once (its rotations are one game)
            planned = [
                t
                for t in plan(spec.id, lineup, games * n, seed, n, cell_opts, keep)
                if t.rotation == 0
            ]
        else:
            planned = plan(spec.id, lineup, games, seed, n, cell_opts, keep)
        matchups = len(planned) // games
        start = len(tasks)
        tasks.extend(msgspec.structs.replace(t, index=start + i) for i, t in enumerate(planned))
        cells.append(
            Cell(
                key,
                label,
                n,
                cell_opts,
                tuple(planned[0].agents),
                matchups,
                main,
                start,
                len(tasks),
                ed,
                change,
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


# -- statistics ------------------------------------------------------------------------------
def _r(x: float, places: int = 4) -> float:
    return round(x, places) + 0.0  # + 0.0: no "-0.0" in the files


def _rate(k: int, n: int) -> dict[str, Any]:
    out: dict[str, Any] = msgspec.to_builtins(rate(k, n))
    out["k"] = k
    return out


def _mean(xs: Sequence[float]) -> float | None:
    return _r(sum(xs) / len(xs)) if xs else None


def _mean_ci(xs: Sequence[float]) -> dict[str, Any]:
    """The mean of ``xs`` with a normal 95% interval (none below 2 values)."""
    n = len(xs)
    if not n:
        return {"n": 0, "mean": None, "lo": None, "hi": None}
    mean = sum(xs) / n
    if n < 2:
        return {"n": n, "mean": _r(mean), "lo": None, "hi": None}
    half = 1.96 * statistics.stdev(xs) / math.sqrt(n)
    return {"n": n, "mean": _r(mean), "lo": _r(mean - half), "hi": _r(mean + half)}


def _diff_ci(a: Sequence[float], b: Sequence[float], least: int = 2) -> dict[str, Any]:
    """mean(a) - mean(b) with a Welch normal 95% interval (independent samples); nothing
    when either sample has fewer than ``least`` values."""
    if len(a) < max(1, least) or len(b) < max(1, least):
        return {"mean": None, "lo": None, "hi": None}
    d = sum(a) / len(a) - sum(b) / len(b)
    if len(a) < 2 or len(b) < 2:
        return {"mean": _r(d), "lo": None, "hi": None}
    half = 1.96 * math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
    return {"mean": _r(d), "lo": _r(d - half), "hi": _r(d + half)}


def _edges(values: Sequence[float], max_bins: int = 40) -> list[float]:
    """Histogram bin edges: one bin per whole number when the values are whole and few."""
    lo, hi = min(values), max(values)
    if all(float(v).is_integer() for v in values):
        width = max(1, math.ceil((hi - lo + 1) / max_bins))
        count = math.ceil((hi - lo + 1) / width)
        return [lo - 0.5 + i * width for i in range(count + 1)]
    if hi == lo:
        return [lo - 0.5, lo + 0.5]
    step = (hi - lo) / 20
    return [_r(lo + i * step) for i in range(21)]


def _counts(values: Iterable[float], edges: Sequence[float]) -> list[int]:
    out = [0] * (len(edges) - 1)
    for v in values:
        i = min(len(out) - 1, max(0, bisect.bisect_right(edges, v) - 1))
        out[i] += 1
    return out


def _describe(xs: Sequence[float]) -> dict[str, Any]:
    if not xs:
        return {"mean": None, "median": None, "min": None, "max": None}
    return {
        "mean": _r(sum(xs) / len(xs)),
        "median": _r(statistics.median(xs)),
        "min": _r(min(xs)),
        "max": _r(max(xs)),
    }


# -- analysis --------------------------------------------------------------------------------
def _by_cell(the_plan: Plan, outcomes: Sequence[GameOutcome]) -> dict[str, list[GameOutcome]]:
    if len(outcomes) != len(the_plan.tasks):
        raise ValueError(f"{len(outcomes)} outcomes for {len(the_plan.tasks)} tasks")
    return {c.key: list(outcomes[c.start : c.stop]) for c in the_plan.cells}


def _done(outcomes: Iterable[GameOutcome]) -> list[GameOutcome]:
    return [o for o in outcomes if o.error is None]


def _group(label: str, players: int, outcomes: Sequence[GameOutcome]) -> dict[str, Any]:
    """Seat win rates, agents, scores and lengths of a set of games with ``players`` seats."""
    done = _done(outcomes)
    n = len(done)
    seats = []
    for s in range(players):
        wins = sum(1 for o in done if s in o.winners)
        scores = [o.scores[s] for o in done]
        seats.append({"seat": s, "wins": wins, "rate": _rate(wins, n), "score": _describe(scores)})
    agents: dict[str, dict[str, Any]] = {}
    for name in dict.fromkeys(a for o in done for a in o.agents):
        played = [(o, s) for o in done for s, a in enumerate(o.agents) if a == name]
        wins = sum(1 for o, s in played if s in o.winners)
        agents[name] = {
            "seats": len(played),
            "wins": wins,
            "rate": _rate(wins, len(played)),
            "score": _describe([o.scores[s] for o, s in played]),
        }
    all_scores = [x for o in done for x in o.scores]
    edges = _edges(all_scores) if all_scores else [0.0, 1.0]
    lengths = [float(o.actions) for o in done]
    length_edges = _edges(lengths, 30) if lengths else [0.0, 1.0]
    return {
        "label": label,
        "players": players,
        "planned": len(outcomes),
        "completed": n,
        "errors": len(outcomes) - n,
        "draws": sum(1 for o in done if o.draw),
        "no_winner": sum(1 for o in done if not o.winners and not o.draw),
        "fair_share": _r(1 / players),
        "seats": seats,
        "agents": agents,
        "scores": {
            "edges": edges,
            "by_seat": [_counts([o.scores[s] for o in done], edges) for s in range(players)],
            "by_agent": {
                name: _counts(
                    [o.scores[s] for o in done for s, a in enumerate(o.agents) if a == name], edges
                )
                for name in agents
            },
        },
        "length": {
            **_describe(lengths),
            "edges": length_edges,
            "counts": _counts(lengths, length_edges),
        },
    }


def _visits(record: Mapping[str, Any] | None) -> list[dict[str, int]]:
    """Holmes: how often each seat laid a marker on each character (``visit`` actions)."""
    out: list[dict[str, int]] = [{}, {}]
    for entry in (record or {}).get("actions", ()):
        action = entry.get("action") or {}
        if action.get("type") == "visit":
            seen = out[entry["seat"]]
            seen[action["to"]] = seen.get(action["to"], 0) + 1
    return out


def _margin(o: GameOutcome, seat: int) -> float:
    return o.scores[seat] - max(o.scores[t] for t in range(o.players) if t != seat)


def _holmes(the_plan: Plan, cells: Mapping[str, Sequence[GameOutcome]]) -> dict[str, Any]:
    from afoot.games.holmes.data import CHAR_IDS, CHAR_INDEX, char_name

    variants: list[dict[str, Any]] = []
    baseline: dict[str, list[GameOutcome]] = {}
    for cell in the_plan.cells:
        games = cells[cell.key]
        if not cell.change:
            baseline[cell.edition] = list(games)
        base = baseline[cell.edition]
        done = _done(games)
        wins = sum(1 for o in done if 0 in o.winners)
        pairs = [
            (o, b) for o, b in zip(games, base, strict=True) if o.error is None and b.error is None
        ]
        variants.append(
            {
                "cell": cell.key,
                "edition": cell.edition,
                "change": cell.change or "baseline",
                "main": cell.main,
                "completed": len(done),
                "draws": sum(1 for o in done if o.draw),
                "seat0": _rate(wins, len(done)),
                "margin": _mean_ci([_margin(o, 0) for o in done]),
                "actions": _mean_ci([float(o.actions) for o in done]),
                "paired": len(pairs),
                "delta_win": _mean_ci(
                    [float(0 in o.winners) - float(0 in b.winners) for o, b in pairs]
                ),
                "delta_margin": _mean_ci([_margin(o, 0) - _margin(b, 0) for o, b in pairs]),
                "delta_actions": _mean_ci([float(o.actions - b.actions) for o, b in pairs]),
            }
        )
    characters: dict[str, list[dict[str, Any]]] = {}
    for edition in dict.fromkeys(c.edition for c in the_plan.cells):
        # per cell: (outcome, the visits of each seat); a character counts in the cells where
        # someone visited it at least once (where it is in play)
        seen = [
            [(o, _visits(o.record)) for o in _done(cells[c.key])]
            for c in the_plan.cells
            if c.edition == edition
        ]
        rows: list[dict[str, Any]] = []
        for char in CHAR_IDS:
            pool = [
                g for cell in seen if any(char in v for _, vs in cell for v in vs) for g in cell
            ]
            if not pool:
                continue
            yes: list[tuple[float, bool]] = []
            no: list[tuple[float, bool]] = []
            visits = 0
            for o, vs in pool:
                for s in (0, 1):
                    visits += vs[s].get(char, 0)
                    (yes if char in vs[s] else no).append((_margin(o, s), s in o.winners))
            rows.append(
                {
                    "id": char,
                    "name": char_name(CHAR_INDEX[char]),
                    "games": len(pool),
                    "visits_per_game": _r(visits / len(pool), 3),
                    "visited": _side(yes),
                    "not_visited": _side(no),
                    "gain": _diff_ci([m for m, _ in yes], [m for m, _ in no], MIN_SIDE),
                }
            )
        rows.sort(
            key=lambda r: (-(r["gain"]["mean"] if r["gain"]["mean"] is not None else -1e9), r["id"])
        )
        characters[edition] = rows
    return {"variants": variants, "characters": characters}


def _side(games: Sequence[tuple[float, bool]]) -> dict[str, Any]:
    wins = sum(1 for _, w in games if w)
    return {
        "seat_games": len(games),
        "rate": _rate(wins, len(games)),
        "margin": _mean([m for m, _ in games]),
    }


def _purrrlock(the_plan: Plan, cells: Mapping[str, Sequence[GameOutcome]]) -> dict[str, Any]:
    rows = []
    for cell in the_plan.cells:
        done = _done(cells[cell.key])
        caught = [o for o in done if o.details.get("caught")]
        rows.append(
            {
                "players": cell.players,
                "completed": len(done),
                "caught": _rate(len(caught), len(done)),
                "escaped": len(done) - len(caught),
                "caught_by": [
                    sum(1 for o in caught if o.details.get("caught_by") == s)
                    for s in range(cell.players)
                ],
                "actions": _mean([float(o.actions) for o in done]),
            }
        )
    return {"catch": rows}


def _baker_street(the_plan: Plan, cells: Mapping[str, Sequence[GameOutcome]]) -> dict[str, Any]:
    rows = []
    for cell in the_plan.cells:
        done = _done(cells[cell.key])
        won = sum(1 for o in done if o.winners)
        rows.append(
            {
                "case": cell.options["case"],
                "players": cell.players,
                "completed": len(done),
                "won": _rate(won, len(done)),
                "turns": _mean([float(o.details.get("turns", 0)) for o in done]),
            }
        )
    return {
        "cases": list(dict.fromkeys(r["case"] for r in rows)),
        "players": list(the_plan.players),
        "grid": rows,
    }


def _thirteen_clues(the_plan: Plan, cells: Mapping[str, Sequence[GameOutcome]]) -> dict[str, Any]:
    rows = []
    for cell in the_plan.cells:
        done = _done(cells[cell.key])
        wins = sum(1 for o in done if 0 in o.winners)
        r = _rate(wins, len(done))
        fair = 1 / cell.players
        rows.append(
            {
                "players": cell.players,
                "completed": len(done),
                "seat0": r,
                "fair_share": _r(fair),
                "ratio": _r(r["rate"] / fair) if done else None,
                "outside": bool(done) and not r["lo"] <= fair <= r["hi"],
            }
        )
    return {"first_player": rows}


_SPECIFIC: dict[str, Callable[[Plan, Mapping[str, Sequence[GameOutcome]]], dict[str, Any]]] = {
    "holmes": _holmes,
    "purrrlock": _purrrlock,
    "baker_street": _baker_street,
    "thirteen_clues": _thirteen_clues,
}


def plot_names(game: str, agents: int) -> list[tuple[str, str]]:
    """(file, title) of the plots of a report of ``game`` with ``agents`` distinct agents."""
    out = [("winrate.png", "Win rate by seat"), ("scores.png", "Score distribution by seat")]
    if agents > 1:
        out.append(("scores_by_agent.png", "Score distribution by agent"))
    out.append(("length.png", "Game length"))
    out += {
        "holmes": [("characters.png", "Character value"), ("variants.png", "Variant effects")],
        "purrrlock": [("catch.png", "Furriarty caught")],
        "baker_street": [("cases.png", "Win rate by case file and player count")],
        "thirteen_clues": [("first_player.png", "First-player advantage")],
    }.get(game, [])
    return out


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
                "completed": len(_done(cells[c.key])),
                "first_deal_seed": the_plan.tasks[c.start].seed if c.stop > c.start else None,
            }
            for c in the_plan.cells
        ],
        "planned": len(outcomes),
        "completed": len(_done(outcomes)),
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
    specific = _SPECIFIC.get(the_plan.game)
    if specific is not None:
        figures[the_plan.game] = specific(the_plan, cells)
    return figures


# -- Markdown --------------------------------------------------------------------------------
def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _rate_text(r: Mapping[str, Any]) -> str:
    if not r["n"]:
        return "-"
    return f"{_pct(r['rate'])} [{100 * r['lo']:.1f}, {100 * r['hi']:.1f}]"


def _num(x: float | None, places: int = 2, sign: bool = False) -> str:
    if x is None:
        return "-"
    return f"{x:+.{places}f}" if sign else f"{x:.{places}f}"


def _ci_text(d: Mapping[str, Any], places: int = 2, scale: float = 1.0) -> str:
    if d.get("mean") is None:
        return "-"
    text = f"{scale * d['mean']:+.{places}f}"
    if d.get("lo") is not None:
        text += f" [{scale * d['lo']:+.{places}f}, {scale * d['hi']:+.{places}f}]"
    return text


def _table(
    head: Sequence[str], rows: Iterable[Sequence[str]], right: Sequence[int] = ()
) -> list[str]:
    align = ["---:" if i in right else "---" for i in range(len(head))]
    out = ["| " + " | ".join(head) + " |", "|" + "|".join(align) + "|"]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return [*out, ""]


def _plot(figures: Mapping[str, Any], file: str) -> list[str]:
    for p in figures["plots"]:
        if p["file"] == file:
            return [f"![{p['title']}]({file})", ""]
    return []


def _options_text(options: Mapping[str, Any], defaults: Mapping[str, Any]) -> str:
    """The options that differ from the game's defaults."""
    changed = [f"{k}={_show(v)}" for k, v in options.items() if defaults.get(k) != v]
    return ", ".join(changed) or "defaults"


def render_markdown(figures: Mapping[str, Any]) -> str:
    """``report.md`` from the figures: the same figures give the same text."""
    f = figures
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
    lines += _table(
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
                f"`{c['key']}`" + (" (main)" if c["main"] and f["game"] == "holmes" else ""),
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
    lines += _table(
        ["games", "players", "finished", *(f"seat {s}" for s in range(top)), "draws", "no winner"],
        (
            [
                g["label"],
                str(g["players"]),
                str(g["completed"]),
                *(_rate_text(s["rate"]) for s in g["seats"]),
                *("" for _ in range(top - g["players"])),
                str(g["draws"]),
                str(g["no_winner"]),
            ]
            for g in groups
        ),
        right=(1, 2, *range(3, 5 + top)),
    )
    lines += _plot(f, "winrate.png")
    if len(f["distinct_agents"]) > 1:
        lines += ["## By agent", "", "Seats played (an agent seated twice counts twice).", ""]
        lines += _table(
            ["games", "agent", "seats", "wins", "win rate", "mean score"],
            (
                [
                    g["label"],
                    name,
                    str(a["seats"]),
                    str(a["wins"]),
                    _rate_text(a["rate"]),
                    _num(a["score"]["mean"]),
                ]
                for g in groups
                for name, a in g["agents"].items()
            ),
            right=(2, 3, 5),
        )
    lines += ["## Scores", ""]
    lines += _table(
        ["games", "seat", "mean", "median", "min", "max"],
        (
            [
                g["label"],
                str(s["seat"]),
                *(_num(s["score"][k]) for k in ("mean", "median", "min", "max")),
            ]
            for g in groups
            for s in g["seats"]
        ),
        right=(1, 2, 3, 4, 5),
    )
    lines += _plot(f, "scores.png") + _plot(f, "scores_by_agent.png")
    lines += ["## Game length", "", "Actions per finished game (every seat's decisions).", ""]
    lines += _table(
        ["games", "mean", "median", "min", "max"],
        (
            [g["label"], *(_num(g["length"][k], 1) for k in ("mean", "median", "min", "max"))]
            for g in groups
        ),
        right=(1, 2, 3, 4),
    )
    lines += _plot(f, "length.png")
    draws = sum(g["draws"] for g in groups)
    done = sum(g["completed"] for g in groups)
    lines += ["## Draws", ""]
    lines.append(
        f"{draws} of {done} finished games ("
        + "; ".join(f"{g['label']}: {g['draws']}" for g in groups)
        + ")."
        + (
            " Holmes: a tie on points and on markers leaves the case unsolved."
            if f["game"] == "holmes"
            else ""
        )
    )
    lines.append("")
    lines += _SPECIFIC_MD.get(f["game"], lambda _: [])(f)
    if f["errors"]:
        lines += ["## Errors", "", f"{len(f['errors'])} games raised (not counted above):", ""]
        lines += _table(
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


def _holmes_md(f: Mapping[str, Any]) -> list[str]:
    h = f["holmes"]
    lines = [
        "## Variants",
        "",
        "Each edition with the given options (its baseline), then one option changed at a "
        "time; every cell plays the same deals and agent seeds. Deltas are against the "
        "edition's baseline, paired game by game (same deal, same seats), with normal 95% "
        "intervals. Margin: seat 0's points minus seat 1's.",
        "",
    ]
    lines += _table(
        [
            "edition",
            "change",
            "games",
            "seat 0 wins",
            "Δ win (pp)",
            "seat 0 margin",
            "Δ margin",
            "actions",
            "Δ actions",
            "draws",
        ],
        (
            [
                v["edition"],
                ("**baseline**" if v["change"] == "baseline" else f"`{v['change']}`")
                + (" (main)" if v["main"] else ""),
                str(v["completed"]),
                _rate_text(v["seat0"]),
                "" if v["change"] == "baseline" else _ci_text(v["delta_win"], 1, 100),
                _num(v["margin"]["mean"], 2, sign=True),
                "" if v["change"] == "baseline" else _ci_text(v["delta_margin"]),
                _num(v["actions"]["mean"], 1),
                "" if v["change"] == "baseline" else _ci_text(v["delta_actions"], 1),
                str(v["draws"]),
            ]
            for v in h["variants"]
        ),
        right=(2, 5, 7, 9),
    )
    lines += _plot(f, "variants.png")
    lines += [
        "## Characters",
        "",
        "From the game records: for each character, the seat-games (one per seat and game) in "
        "which that seat laid a marker on it at least once (`visit` actions) against those in "
        "which it did not, over every cell of the edition in which someone visited the "
        "character (villain and Mycroft cards are never visited: see the variants). Margin: the seat's "
        "points minus its opponent's; gain: visited minus not visited, with a 95% interval "
        f"(only when each side has {MIN_SIDE} seat-games or more). The agents choose the "
        "visits, so this measures the value of a visit *as they play* (a seat that is ahead "
        "may visit differently), not a controlled effect.",
        "",
    ]
    for edition, rows in h["characters"].items():
        lines += [f"### {edition}", ""]
        lines += _table(
            [
                "character",
                "games",
                "visits / game",
                "visited: seat-games",
                "win rate",
                "margin",
                "not visited: seat-games",
                "win rate",
                "margin",
                "gain (margin)",
            ],
            (
                [
                    f"{r['name']} (`{r['id']}`)",
                    str(r["games"]),
                    f"{r['visits_per_game']:.2f}",
                    str(r["visited"]["seat_games"]),
                    _rate_text(r["visited"]["rate"]),
                    _num(r["visited"]["margin"], 2, sign=True),
                    str(r["not_visited"]["seat_games"]),
                    _rate_text(r["not_visited"]["rate"]),
                    _num(r["not_visited"]["margin"], 2, sign=True),
                    _ci_text(r["gain"]),
                ]
                for r in rows
            ),
            right=(1, 2, 3, 5, 6, 8, 9),
        )
    lines += _plot(f, "characters.png")
    return lines


def _purrrlock_md(f: Mapping[str, Any]) -> list[str]:
    lines = [
        "## Furriarty caught or escaped",
        "",
        "Caught: a seat takes Furriarty's token (then the most VP win); escaped: nobody wins. "
        "The seat win rates per player count are in the first table.",
        "",
    ]
    lines += _table(
        ["players", "games", "caught", "escaped", "caught by seat", "actions"],
        (
            [
                str(r["players"]),
                str(r["completed"]),
                _rate_text(r["caught"]),
                str(r["escaped"]),
                ", ".join(f"{s}: {k}" for s, k in enumerate(r["caught_by"])),
                _num(r["actions"], 1),
            ]
            for r in f["purrrlock"]["catch"]
        ),
        right=(0, 1, 3, 5),
    )
    return lines + _plot(f, "catch.png")


def _baker_street_md(f: Mapping[str, Any]) -> list[str]:
    b = f["baker_street"]
    cell = {(r["case"], r["players"]): r for r in b["grid"]}
    lines = [
        "## Case files",
        "",
        "Team win rate by case file (rows) and player count (columns), 95% Wilson intervals.",
        "",
    ]
    lines += _table(
        ["case", *(f"{n} players" for n in b["players"])],
        (
            [
                str(c),
                *(_rate_text(cell[(c, n)]["won"]) if (c, n) in cell else "-" for n in b["players"]),
            ]
            for c in b["cases"]
        ),
        right=tuple(range(len(b["players"]) + 1)),
    )
    lines += ["Mean turns per game:", ""]
    lines += _table(
        ["case", *(f"{n} players" for n in b["players"])],
        (
            [
                str(c),
                *(_num(cell[(c, n)]["turns"], 1) if (c, n) in cell else "-" for n in b["players"]),
            ]
            for c in b["cases"]
        ),
        right=tuple(range(len(b["players"]) + 1)),
    )
    return lines + _plot(f, "cases.png")


def _thirteen_clues_md(f: Mapping[str, Any]) -> list[str]:
    lines = [
        "## First-player advantage",
        "",
        "Seat 0 moves first. Its win rate against a fair share of 1/players; **yes** when the "
        "fair share lies outside the 95% interval.",
        "",
    ]
    lines += _table(
        ["players", "games", "seat 0 wins", "fair share", "ratio", "outside the interval"],
        (
            [
                str(r["players"]),
                str(r["completed"]),
                _rate_text(r["seat0"]),
                _pct(r["fair_share"]),
                _num(r["ratio"]),
                "**yes**" if r["outside"] else "no",
            ]
            for r in f["thirteen_clues"]["first_player"]
        ),
        right=(0, 1, 3, 4),
    )
    return lines + _plot(f, "first_player.png")


_SPECIFIC_MD: dict[str, Callable[[Mapping[str, Any]], list[str]]] = {
    "holmes": _holmes_md,
    "purrrlock": _purrrlock_md,
    "baker_street": _baker_street_md,
    "thirteen_clues": _thirteen_clues_md,
}


# -- plots -----------------------------------------------------------------------------------
#: rcParams for reproducible files: the bundled font, no hash salt from the clock (SVG)
_RC: dict[str, Any] = {
    "svg.hashsalt": "afoot",
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "figure.dpi": 100,
    "savefig.dpi": 100,
}
_COLORS = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#9c755f")


def _short(f: Mapping[str, Any]) -> str:
    """The game's short name for plot titles ("Holmes", "Beyond Baker Street")."""
    return str(f["title"]).split(":")[0]


def _figure(width: float, height: float) -> Any:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(fig)
    return fig


def _save(fig: Any, path: Path) -> None:
    # no Software / date chunks: the same figure gives the same bytes
    fig.savefig(path, format="png", metadata={"Software": None})


def _yerr(rates: Sequence[Mapping[str, Any]]) -> list[list[float]]:
    return [[r["rate"] - r["lo"] for r in rates], [r["hi"] - r["rate"] for r in rates]]


def _plot_winrate(f: Mapping[str, Any], path: Path) -> None:
    groups = f["groups"]
    top = max(g["players"] for g in groups)
    fig = _figure(max(6.0, 1.2 + 0.45 * top * len(groups)), 3.6)
    ax = fig.add_subplot()
    width = 0.8 / top
    for s in range(top):
        xs = [i + (s - (top - 1) / 2) * width for i, g in enumerate(groups) if g["players"] > s]
        rates = [g["seats"][s]["rate"] for g in groups if g["players"] > s]
        ax.bar(
            xs, [r["rate"] for r in rates], width * 0.92, color=_COLORS[s % 8], label=f"seat {s}"
        )
        ax.errorbar(
            xs,
            [r["rate"] for r in rates],
            yerr=_yerr(rates),
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
        f"{_short(f)}: win rate by seat" + ("" if f["cooperative"] else " (dashed: 1/players)")
    )
    ax.legend(fontsize=7, ncols=min(top, 6), loc="upper right")
    _save(fig, path)


def _grid(fig: Any, count: int) -> list[Any]:
    cols = min(count, 3)
    rows = math.ceil(count / cols)
    return [fig.add_subplot(rows, cols, i + 1) for i in range(count)]


def _plot_hist(f: Mapping[str, Any], path: Path, by: str) -> None:
    groups = f["groups"]
    cols = min(len(groups), 3)
    fig = _figure(max(6.0, 4.0 * cols), 3.0 * math.ceil(len(groups) / cols))
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
                ax.bar(xs, counts, width * 0.95, color=_COLORS[i % 8], label=name)
            ax.set_xticks([e + 0.5 for e in edges[:-1]])
        else:
            for i, (name, counts) in enumerate(series):
                ax.stairs(counts, edges, color=_COLORS[i % 8], label=name, lw=1.4)
        ax.set_title(g["label"])
        ax.set_xlabel("final score")
        ax.set_ylabel("games" if by == "seat" else "seats played")
        ax.legend(fontsize=7)
    fig.suptitle(f"{_short(f)}: score distribution by {by}")
    _save(fig, path)


def _plot_length(f: Mapping[str, Any], path: Path) -> None:
    groups = f["groups"]
    fig = _figure(6.0, 3.4)
    ax = fig.add_subplot()
    for i, g in enumerate(groups):
        ax.stairs(
            g["length"]["counts"],
            g["length"]["edges"],
            color=_COLORS[i % 8],
            label=g["label"],
            lw=1.4,
        )
    ax.set_xlabel("actions per game")
    ax.set_ylabel("games")
    ax.set_title(f"{_short(f)}: game length")
    ax.legend(fontsize=7)
    _save(fig, path)


def _plot_variants(f: Mapping[str, Any], path: Path) -> None:
    rows = f["holmes"]["variants"]
    fig = _figure(9.0, 1.0 + 0.3 * len(rows))
    left, right = fig.subplots(1, 2, sharey=True)
    ys = list(range(len(rows)))[::-1]
    labels = [f"{v['edition']} {v['change']}" for v in rows]
    colors = [_COLORS[0] if v["edition"] == rows[0]["edition"] else _COLORS[1] for v in rows]
    rates = [v["seat0"] for v in rows]
    left.barh(ys, [r["rate"] for r in rates], color=colors, height=0.7)
    left.errorbar(
        [r["rate"] for r in rates],
        ys,
        xerr=_yerr(rates),
        fmt="none",
        ecolor="black",
        capsize=2,
        lw=1,
    )
    left.axvline(0.5, color="black", ls="dashed", lw=1)
    left.set_xlim(0, 1)
    left.set_yticks(ys, labels)
    left.set_xlabel("seat 0 win rate (95% Wilson)")
    for y, v, color in zip(ys, rows, colors, strict=True):
        d = v["delta_margin"]
        if v["change"] == "baseline" or d["mean"] is None:
            right.plot([0], [y], marker="|", color="black")
            continue
        err = [[d["mean"] - d["lo"]], [d["hi"] - d["mean"]]] if d["lo"] is not None else None
        right.errorbar([d["mean"]], [y], xerr=err, fmt="o", color=color, capsize=2, lw=1)
    right.axvline(0, color="black", lw=1)
    right.set_xlabel("Δ seat 0 margin vs baseline (paired, 95%)")
    fig.suptitle(f"{_short(f)}: variants")
    _save(fig, path)


def _plot_characters(f: Mapping[str, Any], path: Path) -> None:
    editions = list(f["holmes"]["characters"].items())
    height = max(len(rows) for _, rows in editions) if editions else 1
    fig = _figure(5.0 * max(1, len(editions)), 1.2 + 0.28 * height)
    axes = fig.subplots(1, max(1, len(editions)), squeeze=False)[0]
    for i, (ax, (edition, rows)) in enumerate(zip(axes, editions, strict=False)):
        rows = [r for r in rows if r["gain"]["lo"] is not None]  # both sides seen twice
        ys = list(range(len(rows)))[::-1]
        gains = [r["gain"]["mean"] for r in rows]
        ax.barh(ys, gains, color=_COLORS[i % 8], height=0.7)
        err = [
            [
                g - (r["gain"]["lo"] if r["gain"]["lo"] is not None else g)
                for g, r in zip(gains, rows, strict=True)
            ],
            [
                (r["gain"]["hi"] if r["gain"]["hi"] is not None else g) - g
                for g, r in zip(gains, rows, strict=True)
            ],
        ]
        ax.errorbar(gains, ys, xerr=err, fmt="none", ecolor="black", capsize=2, lw=1)
        ax.axvline(0, color="black", lw=1)
        ax.set_yticks(ys, [r["name"] for r in rows])
        ax.set_xlabel("margin when visited minus when not (95%)")
        ax.set_title(edition)
    fig.suptitle(f"{_short(f)}: character value")
    _save(fig, path)


def _plot_rate_bars(
    path: Path,
    title: str,
    labels: Sequence[str],
    rates: Sequence[Mapping[str, Any]],
    ylabel: str,
    marks: Sequence[float] | None = None,
) -> None:
    fig = _figure(max(6.0, 1.5 + 0.9 * len(labels)), 3.4)
    ax = fig.add_subplot()
    xs = list(range(len(labels)))
    ax.bar(xs, [r["rate"] for r in rates], 0.6, color=_COLORS[0])
    ax.errorbar(
        xs,
        [r["rate"] for r in rates],
        yerr=_yerr(rates),
        fmt="none",
        ecolor="black",
        capsize=3,
        lw=1,
    )
    if marks is not None:
        ax.hlines(
            marks,
            [x - 0.35 for x in xs],
            [x + 0.35 for x in xs],
            colors="black",
            linestyles="dashed",
            lw=1,
        )
    ax.set_xticks(xs, labels)
    ax.set_ylim(0, 1)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    _save(fig, path)


def _plot_cases(f: Mapping[str, Any], path: Path) -> None:
    b = f["baker_street"]
    cell = {(r["case"], r["players"]): r for r in b["grid"]}
    data = [
        [cell[(c, n)]["won"]["rate"] if (c, n) in cell else float("nan") for n in b["players"]]
        for c in b["cases"]
    ]
    fig = _figure(max(6.0, 1.8 + 1.3 * len(b["players"])), 1.2 + 0.55 * len(b["cases"]))
    ax = fig.add_subplot()
    image = ax.imshow(data, vmin=0, vmax=1, cmap="viridis", aspect="auto")
    for i, c in enumerate(b["cases"]):
        for j, n in enumerate(b["players"]):
            r = cell.get((c, n))
            if r is not None:
                color = "black" if r["won"]["rate"] > 0.6 else "white"
                ax.text(
                    j,
                    i,
                    f"{100 * r['won']['rate']:.0f}%\n(n={r['won']['n']})",
                    ha="center",
                    va="center",
                    color=color,
                    fontsize=8,
                )
    ax.set_xticks(range(len(b["players"])), [f"{n} players" for n in b["players"]])
    ax.set_yticks(range(len(b["cases"])), [f"case {c}" for c in b["cases"]])
    ax.spines[:].set_visible(False)
    fig.colorbar(image, ax=ax, label="team win rate")
    ax.set_title(f"{_short(f)}: win rate by case file")
    _save(fig, path)


def render_plots(figures: Mapping[str, Any], out: Path) -> list[str]:
    """Write every plot of ``figures["plots"]`` into ``out``; their file names."""
    import matplotlib

    f = figures
    files: list[str] = []
    with matplotlib.rc_context(cast(Any, _RC)):
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
            elif name == "variants.png":
                _plot_variants(f, path)
            elif name == "characters.png":
                _plot_characters(f, path)
            elif name == "catch.png":
                rows = f["purrrlock"]["catch"]
                _plot_rate_bars(
                    path,
                    f"{_short(f)}: Furriarty caught",
                    [f"{r['players']} players" for r in rows],
                    [r["caught"] for r in rows],
                    "catch rate (95% Wilson)",
                )
            elif name == "cases.png":
                _plot_cases(f, path)
            elif name == "first_player.png":
                rows = f["thirteen_clues"]["first_player"]
                _plot_rate_bars(
                    path,
                    f"{_short(f)}: seat 0 win rate (dashed: 1/players)",
                    [f"{r['players']} players" for r in rows],
                    [r["seat0"] for r in rows],
                    "seat 0 win rate (95% Wilson)",
                    [r["fair_share"] for r in rows],
                )
            else:  # pragma: no cover - plot_names and this list go together
                raise ValueError(f"no plot named {name}")
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
    "DEFAULT_AGENT",
    "DEFAULT_GAMES",
    "Cell",
    "Plan",
    "Report",
    "ReportError",
    "analyze",
    "build_report",
    "check_out_dir",
    "default_agents",
    "play",
    "prepare",
    "render_markdown",
    "render_plots",
    "seat_lineup",
    "write",
]
