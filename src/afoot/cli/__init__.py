"""The ``afoot`` command: list games, play in the terminal, simulate, replay records, benchmark.

One module per command (:mod:`~afoot.cli.games`, :mod:`~afoot.cli.play`,
:mod:`~afoot.cli.simulate`, :mod:`~afoot.cli.tournament`, :mod:`~afoot.cli.replay`,
:mod:`~afoot.cli.bench`, :mod:`~afoot.cli.fuzz`, :mod:`~afoot.cli.report`,
:mod:`~afoot.cli.schema`, :mod:`~afoot.cli.serve`) and what they share (:mod:`~afoot.cli.common`); this package puts
them together as one Typer app. The command knows a game only through its spec: a game's
board, its events and its moves at the terminal are the game's own terminal board
(``GameSpec.terminal``).

Every user mistake (an unknown game, option, agent or seat, a bad record) ends with one line
on stderr, ``error: ...``, and exit status 2; :func:`main` turns anything unexpected into one
line too, so no traceback ever reaches a user. Importing :mod:`afoot` never imports this package
(nor Typer).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from inspect import getdoc
from typing import Annotated, Any

import typer

import afoot
from afoot.cli import (
    bench,
    fuzz,
    games,
    play,
    replay,
    report,
    schema,
    serve,
    simulate,
    tournament,
)
from afoot.cli.common import parse_options, reflow
from afoot.engine.errors import AfootError

app = typer.Typer(
    name="afoot",
    help="The Sherlock Holmes deduction card games: play them in the terminal, simulate them.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)


@app.callback(invoke_without_command=True)
def _root(
    version: Annotated[
        bool, typer.Option("--version", help="Show the version and exit.", is_eager=True)
    ] = False,
) -> None:
    if version:
        sys.stdout.write(f"afoot {afoot.__version__}\n")
        raise typer.Exit(0)


def _command(callback: Callable[..., Any], help: str | None = None) -> None:
    """Register ``callback`` as the command of its name; its help one line per paragraph."""
    doc = getdoc(callback)
    app.command(help=help if help is not None else reflow(doc) if doc else None)(callback)


_command(games.games)
_command(play.play, play.help_text())
_command(simulate.simulate)
_command(tournament.tournament)
_command(replay.replay)
_command(bench.bench)
_command(fuzz.fuzz)
_command(report.report)
_command(schema.schema)
app.command()(serve.serve)  # its docstring as it is, line breaks and all


def main() -> None:
    """The console script: run the app; no traceback ever reaches the user."""
    try:
        app()
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        sys.exit(130)
    except AfootError as exc:
        sys.stderr.write(f"error: {exc}\n")
        sys.exit(2)
    except Exception as exc:
        text = str(exc).splitlines()[0] if str(exc) else ""
        sys.stderr.write(
            f"afoot: internal error: {type(exc).__name__}: {text} (please report this)\n"
        )
        sys.exit(1)


__all__ = ["app", "main", "parse_options"]
