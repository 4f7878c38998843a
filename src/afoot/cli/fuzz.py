"""``afoot fuzz``: leak fuzzing, what reaches a seat compared across worlds it cannot tell apart."""

from __future__ import annotations

from typing import Annotated

import msgspec
import typer

import afoot
from afoot.cli import common
from afoot.cli.common import JsonFlag, UsageError, fail, user_errors, write_json


def fuzz(
    game: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME", help="A game id (default: every registered game).", show_default=False
        ),
    ] = None,
    states: Annotated[
        int, typer.Option("--states", help="Decision points to check per game and player count.")
    ] = 100_000,
    players: Annotated[
        int | None,
        typer.Option("--players", help="One player count (default: every count of the game)."),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="Where the deals start.")] = 0,
    workers: Annotated[
        int,
        typer.Option(
            "--workers", help="Cases run in parallel, one process each (1: in this process)."
        ),
    ] = 1,
    json_out: JsonFlag = False,
) -> None:
    """Leak fuzzing: at every state reached (random and bot play, every option set), what
    reaches a seat -- view, log, legal actions, spectator view, casebook, error messages, RL
    observation -- must be the same in a world where everything it cannot see is resampled.

    Exits 1 with the first leak found. Code: afoot/sim/fuzz.py (its docstring says exactly
    what is compared)."""
    from afoot.sim.backends import make_backend
    from afoot.sim.fuzz import Case, Leak, cases, fuzz_case, fuzz_task

    console = common.console()
    with user_errors():
        if states < 1:
            raise UsageError(f"--states must be at least 1, not {states}")
        if game is not None:
            spec = afoot.spec_for(game)
            if players is not None and not spec.min_players <= players <= spec.max_players:
                raise UsageError(
                    f"{game} is for {spec.min_players}-{spec.max_players} players, not {players}"
                )
        todo = list(cases([game] if game else None, players))
        if not todo:
            raise UsageError(f"no game is played by {players} players")
        if workers < 1:
            raise UsageError(f"--workers must be at least 1, not {workers}")

    def done(case: Case) -> None:
        if not json_out:
            console.print(
                f"{case.game} {case.players}p: {case.states:,} states, {case.games:,} games, "
                f"{case.option_sets} option sets, {case.probes:,} error messages compared, "
                f"{case.seconds:,.1f} s: no leak",
                soft_wrap=True,
            )

    finished: list[Case] = []
    try:
        if workers > 1:  # the cases in parallel, each reported as it finishes
            tasks = [(gid, n, states, seed) for gid, n in todo]
            finished = make_backend("process", workers).map(fuzz_task, tasks, done)
        else:
            for gid, n in todo:
                if console.is_terminal and not json_out:
                    with console.status(f"{gid} {n}p") as status:
                        case = fuzz_case(gid, n, states, seed, lambda text: status.update(text))
                else:
                    case = fuzz_case(gid, n, states, seed)
                done(case)
                finished.append(case)
    except Leak as exc:
        fail(f"LEAK: {exc}")
    if json_out:
        write_json([msgspec.to_builtins(c) for c in finished])
