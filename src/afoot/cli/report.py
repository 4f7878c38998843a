"""``afoot report``: a balance report, report.md with its plots and report.json."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.text import Text

from afoot.cli import common
from afoot.cli.common import (
    BackendOption,
    OptionList,
    WorkersOption,
    parse_counts,
    parse_options,
    progress,
    user_errors,
)


def report(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    games: Annotated[
        int | None,
        typer.Option(
            "--games",
            "-n",
            help="Games per cell (per matchup). Default: the game's own (minutes at most on 2 "
            "cores).",
            show_default=False,
        ),
    ] = None,
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents",
            help="Agents, comma-separated, cycled over the seats of each player count (more "
            "than the seats: a round robin). Default: the game's own (its strongest fast "
            "bot), in every seat.",
            show_default=False,
        ),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed S of the whole report.")] = 0,
    players: Annotated[
        str | None,
        typer.Option(
            "--players",
            metavar="N[,N...]",
            help="Player counts, e.g. 2,3,4 (default: every count the game allows).",
            show_default=False,
        ),
    ] = None,
    option: OptionList = None,
    backend: BackendOption = "process",
    workers: WorkersOption = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            metavar="DIR",
            help="Where to write (default: ./report-GAME).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Write a balance report: DIR/report.md with PNG plots, and DIR/report.json.

    For every game: win rate by seat with 95% Wilson intervals, score distributions, game
    length, draws, the agents and seeds (the exact command that writes the same report).
    Then the game's own sections (its balance analyses, such as a variant against its
    baseline on the same deals, or the win rate by case file and player count). The same
    command gives the same report.md, report.json and plots on every backend. Code:
    afoot/sim/report.py.
    """
    import time

    from afoot.sim.report import build_report

    console = common.console()
    start = time.perf_counter()
    with user_errors():
        options = parse_options(option)
        counts = parse_counts(players)
        names = [a.strip() for a in agents.split(",")] if agents is not None else None
        target = out if out is not None else Path(f"report-{game}")

        def build(on_plan: Any = None, on_result: Any = None) -> Any:
            return build_report(
                game,
                target,
                agents=names,
                games=games,
                seed=seed,
                players=counts,
                options=options,
                backend=backend,
                workers=workers,
                on_result=on_result,
                on_plan=on_plan,
            )

        if console.is_terminal:
            with progress(console) as bar:
                task = bar.add_task(f"{game} report", total=None)
                done = build(
                    lambda p: bar.update(task, total=len(p.tasks)),
                    lambda _outcome: bar.advance(task),
                )
        else:
            done = build()
    f = done.figures
    console.print(
        Text.assemble(
            (f"{f['game']}", "bold cyan"),
            f" · {f['completed']} of {f['planned']} games in {len(f['cells'])} cells · "
            f"{time.perf_counter() - start:.1f} s",
        )
    )
    if f["errors"]:
        console.print(f"[red]{len(f['errors'])} games raised[/] (listed in the report)")
    console.print(f"report written to {target / 'report.md'} ({', '.join(done.files)})")
