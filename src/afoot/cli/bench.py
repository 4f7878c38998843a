"""``afoot bench``: engine speed on one core (and, with --rl, the RL API's)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
import typer
from rich.console import Console
from rich.table import Table

import afoot
from afoot.cli import common
from afoot.cli.common import (
    JsonFlag,
    OptionList,
    UsageError,
    fail,
    parse_counts,
    parse_options,
    user_errors,
    write_json,
)


def bench(
    game: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME", help="A game id (default: every registered game).", show_default=False
        ),
    ] = None,
    runs: Annotated[int, typer.Option("--runs", help="Runs per measurement (medians).")] = 5,
    seconds: Annotated[
        float, typer.Option("--seconds", help="Time of each measurement in each run.")
    ] = 0.5,
    option: OptionList = None,
    players: Annotated[
        str | None,
        typer.Option(
            "--players",
            metavar="N[,N...]",
            help="Seat counts to measure, e.g. 2,3,4,5 (default: each game's minimum).",
        ),
    ] = None,
    json_out: JsonFlag = False,
    rl: Annotated[
        bool,
        typer.Option(
            "--rl",
            help="Measure the RL API instead: PettingZoo AEC steps with observation and mask "
            "(needs afoot[rl]; code: afoot/rl/bench.py).",
        ),
    ] = False,
) -> None:
    """Measure engine speed on one core: random playouts, clones, determinizations, records.

    [bold]raw[/]: rules.setup / legal / apply(log=SILENT), seat = min(waiting_for), uniform choice
    with rng.random() (what bots and simulations run); [bold]api[/]: the same playouts through
    Game.legal_actions / Game.apply (legality check, events). Also rules.clone and
    rules.determinize of mid-game states and record -> json -> afoot.replay round trips.
    [bold]reference[/]: a fixed pure-Python loop (one rng.random(), a list append, an index, a
    length test per iteration) timed in the same run; "cost in reference ops" = reference
    iterations/s divided by actions/s, comparable across machines. Medians of --runs runs.
    Code: afoot/sim/bench.py (the benchmarks/ scripts call it).
    """
    from afoot.sim.bench import bench as run

    console = common.console()
    if rl:
        return _bench_rl(console, game, runs, seconds, players, json_out)
    with user_errors():
        options = parse_options(option)
        counts = parse_counts(players)
        if game is not None:
            afoot.spec_for(game)
        ids = [game] if game is not None else None
        if console.is_terminal and not json_out:
            with console.status("benchmarking") as status:
                report = run(ids, runs, seconds, options, lambda text: status.update(text), counts)
        else:
            report = run(ids, runs, seconds, options, players=counts)
    if json_out:
        write_json(report.to_dict())
        return
    console.print(
        f"{report.python} on {report.machine} · one core · {report.runs} runs of "
        f"{report.seconds:g} s per measurement · medians (min-max)"
    )
    ref = report.reference_ops_per_s
    for gid, g in report.games.items():
        table = Table(title=f"{gid}", title_justify="left", title_style="bold cyan", box=None)
        table.add_column("measure")
        table.add_column("per second", justify="right")
        table.add_column("min - max", justify="right", style="dim")
        table.add_column("note", style="dim")

        def row(name: str, rate: Any, note: str = "", table: Table = table) -> None:
            table.add_row(name, f"{rate.median:,.0f}", f"{rate.low:,.0f} - {rate.high:,.0f}", note)

        row("raw actions", g.raw.actions_per_s, f"= {g.raw_action_in_reference_ops:.1f} ref ops")
        row("raw games", g.raw.games_per_s, f"{g.raw.actions_per_game:.0f} actions/game")
        row("api actions", g.api.actions_per_s, f"= {g.api_action_in_reference_ops:.1f} ref ops")
        row("api games", g.api.games_per_s, f"{g.api_slowdown_vs_raw:.2f}x the raw time")
        row("clone", g.clone_per_s, "mid-game states")
        row("determinize", g.determinize_per_s, "for the seat to act")
        row("record round trip", g.record_roundtrip_per_s, "record, json, replay")
        row("reference ops", ref, "see --help")
        console.print(table)


def _bench_rl(
    console: Console,
    game: str | None,
    runs: int,
    seconds: float,
    players: str | None,
    json_out: bool,
) -> None:
    try:
        from afoot.rl.bench import bench_rl
    except ImportError as exc:
        fail(f"the RL API needs its extra: pip install 'afoot[rl]' ({exc.name} is missing)")
    with user_errors():
        counts = parse_counts(players)
        if counts is not None and len(counts) != 1:
            raise UsageError("--rl measures one player count: give --players N")
        if game is not None:
            afoot.spec_for(game)
        report = bench_rl([game] if game else None, runs, seconds, counts[0] if counts else None)
    if json_out:
        write_json(msgspec.to_builtins(report))
        return
    console.print(
        f"PettingZoo AEC steps (env.last() + env.step) on one core · {report.runs} runs of "
        f"{report.seconds:g} s · medians (min-max)"
    )
    table = Table(box=None)
    for name in ("game", "players", "actions", "obs", "steps/s", "min - max", "ref ops/step"):
        table.add_column(name, justify="left" if name == "game" else "right")
    for gid, g in report.games.items():
        r = g.steps_per_s
        table.add_row(
            gid,
            str(g.players),
            str(g.n_actions),
            str(g.obs_size),
            f"{r.median:,.0f}",
            f"{r.low:,.0f} - {r.high:,.0f}",
            f"{g.step_in_reference_ops:.1f}",
        )
    console.print(table)
    console.print(f"reference ops/s: {report.reference_ops_per_s.median:,.0f}")
