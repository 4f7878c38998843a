"""``afoot tournament``: a seeded, seat-swapped tournament between agents, and their ratings."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import msgspec
import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from afoot.cli import common
from afoot.cli.common import (
    BackendOption,
    JsonFlag,
    OptionList,
    UsageError,
    WorkersOption,
    bots_help,
    interruptible,
    parse_options,
    progress,
    say_interrupted,
    user_errors,
    write_atomically,
    write_json,
)
from afoot.engine.terminal import show_value


def tournament(
    game: Annotated[
        str, typer.Argument(metavar="GAME", help="A game id (see afoot games).", show_default=False)
    ],
    agents: Annotated[
        str | None,
        typer.Option(
            "--agents",
            help=(
                "The agents, comma-separated; repeat a name to seat it twice. As many as "
                "seats: one lineup; more: a round robin of every group of --players. A search "
                "agent takes a budget (ismcts:2000, ismcts:1s). Agents: "
                f"{bots_help()}; also cheat (a reference that sees hidden cards)."
            ),
            show_default=False,
        ),
    ] = None,
    games: Annotated[
        int, typer.Option("--games", "-n", help="Games per matchup (each deal in every rotation).")
    ] = 100,
    seed: Annotated[int, typer.Option("--seed", help="Seed S of the whole tournament.")] = 0,
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            help="Seats per game (default: the number of agents when the game allows it, "
            "else its minimum).",
            show_default=False,
        ),
    ] = None,
    option: OptionList = None,
    backend: BackendOption = "process",
    workers: WorkersOption = None,
    ray_address: Annotated[
        str | None,
        typer.Option(
            "--ray-address",
            metavar="HOST:PORT",
            help="A running Ray cluster (ray start --head); default: a local Ray instance.",
            show_default=False,
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out",
            metavar="DIR",
            help="Write DIR/games.jsonl (one outcome per game) and DIR/summary.json.",
            show_default=False,
        ),
    ] = None,
    records: Annotated[
        bool, typer.Option("--records", help="Put each game's full record in games.jsonl.")
    ] = False,
    json_out: JsonFlag = False,
) -> None:
    """Play a seeded, seat-swapped tournament between agents and rate them.

    Each matchup plays N games: game i is deal i // P (P players) in rotation i % P, seat s
    played by lineup[(s + i) % P], so every deal is played with every agent in every seat.
    The deal's seed is [bold]derive_seed(S, "deal", d)[/] (afoot/sim/runner.py), the same in
    every matchup; a game with a case option cycles the case deal by deal unless -o case=
    fixes it. Reports wins with 95% Wilson intervals, head-to-head results, seat win
    rates, openskill (Plackett-Luce) ratings and cooperative success by case. Every backend
    gives the same report but for its timing. A game that raises is listed in "errors" and
    the tournament goes on; each line of games.jsonl carries the seeds that replay it.
    """
    from afoot.sim.backends import make_backend
    from afoot.sim.tournament import GameOutcome, plan, run_tournament

    console = common.console()
    with user_errors():
        if agents is None:
            raise UsageError("--agents is needed: the agents, comma-separated, e.g. greedy,random")
        if records and out is None:
            raise UsageError("--records needs --out DIR (the records go in DIR/games.jsonl)")
        options = parse_options(option)
        names = [a.strip() for a in agents.split(",")]
        # every input, the backend too, before a directory is made or a game played
        total = len(plan(game, names, games, seed, players, options))
        runner = make_backend(backend, workers, ray_address)
        if out is not None:
            try:
                out.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise UsageError(f"cannot create {out}: {exc.strerror or exc}") from None
        outcomes: list[GameOutcome] = []
        stream = _open_outcomes(out) if out is not None else None

        def keep(outcome: GameOutcome) -> None:
            """Each outcome on its line of games.jsonl as it finishes, flushed: a run that
            stops, even killed, keeps its finished games."""
            if stream is None or out is None:
                return
            outcomes.append(outcome)
            try:
                stream.write(msgspec.json.encode(outcome) + b"\n")
                stream.flush()
            except OSError as exc:
                raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None

        def play(on_result: Any) -> Any:
            return run_tournament(
                game,
                names,
                games,
                seed,
                players=players,
                options=options,
                backend=runner,
                keep_records=records,
                on_result=on_result,
            )

        try:
            if console.is_terminal and not json_out:
                report = interruptible(
                    _tournament_with_bar, console, f"{game} games", total, play, keep
                )
            else:
                report = interruptible(play, keep)
        finally:
            if stream is not None:
                stream.close()
        if out is not None:
            _write_tournament(out, outcomes, report)
    if json_out:
        write_json(report.to_dict())
    else:
        if report.interrupted:
            say_interrupted(console, report.completed + len(report.errors), report.planned)
        _print_tournament(console, report, out)
    if report.interrupted:
        raise typer.Exit(130)


def _open_outcomes(out: Path) -> Any:
    """DIR/games.jsonl, made empty, to write outcome lines to as games finish."""
    try:
        return (out / "games.jsonl").open("wb")
    except OSError as exc:
        raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None


def _tournament_with_bar(console: Console, label: str, total: int, play: Any, keep: Any) -> Any:
    """``play(on_result)`` under a live progress bar of ``total`` games."""
    with progress(console) as bar:
        task = bar.add_task(label, total=total)

        def tick(outcome: Any) -> None:
            keep(outcome)
            bar.advance(task)

        return play(tick)


def _write_tournament(out: Path, outcomes: Sequence[Any], report: Any) -> None:
    """games.jsonl again, in index order (the same file on every backend, whatever order the
    games finished in), then summary.json; each replaced whole."""
    try:
        ordered = sorted(outcomes, key=lambda o: o.index)
        write_atomically(
            out / "games.jsonl", b"".join(msgspec.json.encode(o) + b"\n" for o in ordered)
        )
        summary = json.dumps(report.to_dict(), indent=2) + "\n"
        write_atomically(out / "summary.json", summary.encode())
    except OSError as exc:
        raise UsageError(f"cannot write to {out}: {exc.strerror or exc}") from None


def _rate_cell(rate: Any) -> str:
    """ "60.0% [50.2, 69.1]": a rate and its 95% Wilson interval, in percent."""
    if not rate.n:
        return "-"
    return f"{rate.rate:.1%} [{rate.lo * 100:.1f}, {rate.hi * 100:.1f}]"


def _seat_table(title: str, seats: Sequence[Any]) -> Table:
    table = Table(title=title, title_justify="left", box=None, pad_edge=False)
    table.add_column("seat", style="bold")
    table.add_column("games", justify="right")
    table.add_column("wins", justify="right")
    table.add_column("win rate [95% CI]", justify="right")
    table.add_column("mean score", justify="right")
    for s in seats:
        table.add_row(
            str(s.seat), str(s.games), str(s.wins), _rate_cell(s.win_rate), f"{s.mean_score:.2f}"
        )
    return table


def _print_tournament(console: Console, report: Any, out: Path | None) -> None:
    opts = ", ".join(f"{k}={show_value(v)}" for k, v in report.options.items())
    if report.cycled_option:
        opts += f"; {report.cycled_option} cycles deal by deal"
    matchups = len(report.matchups)
    t = report.timing
    console.print(
        Text.assemble(
            (f"{report.game}", "bold cyan"),
            f" · {report.players} players · {report.games_per_matchup} games x {matchups} "
            f"matchup{'s' if matchups != 1 else ''} · seed {report.seed} · "
            f"{t.backend} ({t.workers} worker{'s' if t.workers != 1 else ''})",
        )
    )
    console.print(Text(f"options: {opts}", "dim"))
    rated = bool(report.ratings)
    agents = Table(title="By agent", title_justify="left", box=None, pad_edge=False)
    agents.add_column("agent", style="bold")
    agents.add_column("games", justify="right")
    agents.add_column("wins", justify="right")
    agents.add_column("win rate [95% CI]", justify="right")
    agents.add_column("mean score", justify="right")
    if rated:
        agents.add_column("rating", justify="right")
        agents.add_column("mu ± sigma", justify="right", style="dim")
    order = sorted(
        report.by_agent,
        key=lambda n: -report.ratings[n].ordinal if rated else 0.0,
    )
    for name in order:
        a = report.by_agent[name]
        row = [name, str(a.games), str(a.wins), _rate_cell(a.win_rate), f"{a.mean_score:.2f}"]
        if rated:
            r = report.ratings[name]
            row += [f"{r.ordinal:.2f}", f"{r.mu:.2f} ± {r.sigma:.2f}"]
        agents.add_row(*row)
    console.print(agents)
    if report.head_to_head:
        h2h = Table(title="Head to head", title_justify="left", box=None, pad_edge=False)
        h2h.add_column("agents", style="bold")
        h2h.add_column("games", justify="right")
        h2h.add_column("W-D-L", justify="right")
        h2h.add_column("first's score share [95% CI]", justify="right")
        for h in report.head_to_head:
            h2h.add_row(
                f"{h.first} vs {h.second}",
                str(h.games),
                f"{h.wins}-{h.draws}-{h.losses}",
                _rate_cell(h.share),
            )
        console.print(h2h)
    console.print(_seat_table("By seat", report.by_seat))
    if report.mirror_by_seat:
        console.print(
            _seat_table("By seat, mirror games (one agent in every seat)", report.mirror_by_seat)
        )
    if report.success is not None:
        success = Table(title="Team success", title_justify="left", box=None, pad_edge=False)
        success.add_column("case", style="bold")
        success.add_column("games", justify="right")
        success.add_column("won", justify="right")
        success.add_column("success [95% CI]", justify="right")
        for s in [report.success, *report.success_by_case]:
            label = "all" if s.case is None else show_value(s.case)
            success.add_row(label, str(s.games), str(s.successes), _rate_cell(s.rate))
        console.print(success)
    console.print(
        f"{report.completed} of {report.planned} games finished · draws {report.draws} · "
        f"errors {len(report.errors)} · {report.mean_actions:.1f} actions/game · "
        f"{t.games_per_second:,.1f} games/s ({t.seconds:.2f} s)"
    )
    for err in report.errors[:10]:
        console.print(
            Text.assemble(
                (f"game {err.index} (seed {err.seed}, {' vs '.join(err.agents)}): ", "red"),
                err.error,
            )
        )
    if len(report.errors) > 10:
        console.print(f"... and {len(report.errors) - 10} more errors (see --json)")
    if out is not None:
        console.print(f"wrote {out / 'games.jsonl'} and {out / 'summary.json'}")
