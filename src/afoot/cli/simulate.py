"""``afoot simulate``: N seeded games between agents, with wins, scores, errors and speed."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

import afoot
from afoot.cli import common
from afoot.cli.common import (
    JsonFlag,
    OptionList,
    UsageError,
    bots_help,
    default_opponent,
    interruptible,
    parse_options,
    progress,
    save_record,
    say_interrupted,
    user_errors,
    write_json,
)
from afoot.engine.game import Game
from afoot.engine.terminal import show_value


def simulate(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    games: Annotated[int, typer.Option("--games", "-n", help="How many games.", min=0)] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Seed S of the whole run.")] = 0,
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents",
            help=(
                "Agents, one per seat, comma-separated (the number of agents is the number of "
                "players); one name fills every seat of the minimum count. Agents: "
                f"{bots_help()}. Default: random against the medium level."
            ),
            show_default=False,
        ),
    ] = None,
    option: OptionList = None,
    json_out: JsonFlag = False,
    swap: Annotated[
        bool,
        typer.Option(
            "--swap/--no-swap", help="Rotate the agents' seats every game (each plays each seat)."
        ),
    ] = True,
    records: Annotated[
        Path | None,
        typer.Option("--records", help="Save each game's record in this directory."),
    ] = None,
) -> None:
    """Play N seeded games between agents and report wins, scores, errors and speed.

    Game i uses the seed [bold]int.from_bytes(sha256(f"{S}:{i}".encode()).digest()[:8], "big") >> 1[/]
    (listed as "seeds" in --json), so any game can be replayed alone
    ([bold]afoot play GAME --seed SEED[/] with the same options). With --swap, seat s of game i
    is played by agents[(s + i) % len(agents)]. A game that raises is counted in "errors" with
    its index and seed; the run goes on.
    """
    from afoot.sim import simulate as run
    from afoot.sim.runner import check_simulation

    console = common.console()
    with user_errors():
        options = parse_options(option)
        spec = afoot.spec_for(game)
        lineup = agents if agents is not None else f"random,{default_opponent(spec)}"
        names = [a.strip() for a in lineup.split(",")]
        check_simulation(game, names, games, options)  # everything, before any file or game
        if records is not None:
            try:
                records.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise UsageError(f"cannot create {records}: {exc.strerror or exc}") from None

        def save(index: int, game_seed: int, game: Game | None, error: str | None) -> None:
            if records is not None and game is not None:
                tail = "-error" if error else ""
                save_record(records / f"game-{index:05d}{tail}.json", game)

        if console.is_terminal and not json_out and games > 0:
            with progress(console) as bar:
                task = bar.add_task(f"{game} games", total=games)

                def tick(index: int, game_seed: int, game: Game | None, error: str | None) -> None:
                    save(index, game_seed, game, error)
                    bar.advance(task)

                report = interruptible(run, game, names, games, seed, options, swap, on_game=tick)
        else:
            report = interruptible(run, game, names, games, seed, options, swap, on_game=save)
    if json_out:
        write_json(report.to_dict())
    else:
        if report.interrupted:
            say_interrupted(console, report.played, report.games)
        _print_sim(console, report, records)
    if report.interrupted:
        raise typer.Exit(130)


def _print_sim(console: Console, report: Any, records: Path | None) -> None:
    opts = ", ".join(f"{k}={show_value(v)}" for k, v in report.options.items())
    lineup = " vs ".join(report.agents)
    seating = "seats rotate every game" if report.swap else "fixed seats"
    console.print(
        Text.assemble(
            (f"{report.game}", "bold cyan"),
            f" · {report.games} games · seed {report.seed} · {lineup} ({seating})",
        )
    )
    console.print(Text(f"options: {opts}", "dim"))
    done = report.completed
    agents = Table(title="By agent", title_justify="left", box=None, pad_edge=False)
    agents.add_column("agent", style="bold")
    agents.add_column("seats played", justify="right")
    agents.add_column("wins", justify="right")
    agents.add_column("win rate", justify="right")
    agents.add_column("mean score", justify="right")
    for name, wins in report.wins_by_agent.items():
        played = report.games_by_agent[name]
        rate = f"{wins / played:.1%}" if played else "-"
        agents.add_row(
            name, str(played), str(wins), rate, f"{report.mean_score_by_agent[name]:.2f}"
        )
    seats = Table(title="By seat", title_justify="left", box=None, pad_edge=False)
    seats.add_column("seat", style="bold")
    seats.add_column("wins", justify="right")
    seats.add_column("win rate", justify="right")
    seats.add_column("mean score", justify="right")
    for s, wins in enumerate(report.wins_by_seat):
        rate = f"{wins / done:.1%}" if done else "-"
        seats.add_row(str(s), str(wins), rate, f"{report.mean_score_by_seat[s]:.2f}")
    console.print(agents)
    console.print(seats)
    t = report.timing
    console.print(
        f"draws {report.draws} · errors {len(report.errors)} · "
        f"{report.mean_actions:.1f} actions/game · "
        f"{t.games_per_second:,.1f} games/s · {t.actions_per_second:,.0f} actions/s "
        f"({t.seconds:.2f} s)"
    )
    for err in report.errors[:10]:
        console.print(
            f"[red]game {err.index} (seed {err.seed}, {' vs '.join(err.agents)}, "
            f"after {err.actions} actions):[/] {err.error}",
            highlight=False,
        )
    if len(report.errors) > 10:
        console.print(f"... and {len(report.errors) - 10} more errors (see --json)")
    if records is not None:
        console.print(f"records saved in {records}/")
    console.print(Text("game i's seed: see afoot simulate --help; --json lists every seed", "dim"))
