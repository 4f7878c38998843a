"""What the commands share: one-line user errors, option syntax, agents, records, progress, the
terminal's language."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console

from afoot.engine import catalogue
from afoot.engine.catalogue import LANGS, Catalogue
from afoot.engine.core import GameSpec, load
from afoot.engine.errors import AfootError
from afoot.engine.game import Game
from afoot.engine.terminal import Board, Voice

OptionList = Annotated[
    list[str] | None,
    typer.Option(
        "--option",
        "-o",
        metavar="KEY=VALUE",
        help="A game option, repeatable: -o edition=kosmos -o reservation=true (see afoot games).",
    ),
]
JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]
LangOption = Annotated[
    str | None,
    typer.Option(
        "--lang",
        help=(
            "The terminal's language: en, es or de (default: from LC_ALL, LC_MESSAGES or LANG, "
            "es* and de* as such, else en)."
        ),
        show_default=False,
    ),
]

#: where the games of a tournament or report run
BackendOption = Annotated[
    str, typer.Option("--backend", help="Where games run: serial, process (local cores) or ray.")
]
WorkersOption = Annotated[
    int | None,
    typer.Option("--workers", help="Worker processes (default: every core).", show_default=False),
]


class UsageError(AfootError):
    """A command-line value the CLI itself rejects (syntax of -o, a seat, a file)."""


def fail(message: str) -> NoReturn:
    """``error: message`` on stderr, exit status 2."""
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()
    raise typer.Exit(2)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn an AfootError into one line on stderr and exit status 2."""
    try:
        yield
    except AfootError as exc:
        fail(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)


def parse_options(pairs: Sequence[str] | None) -> dict[str, str]:
    """``["edition=kosmos", ...]`` -> ``{"edition": "kosmos"}``; UsageError on bad syntax."""
    out: dict[str, str] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise UsageError(f"option must be key=value (got {pair!r})")
        out[key.strip()] = value.strip()
    return out


def parse_counts(text: str | None) -> list[int] | None:
    """``"2,3,4"`` -> ``[2, 3, 4]``; UsageError on anything else."""
    if text is None:
        return None
    parts = [p.strip() for p in text.split(",")]
    if not parts or not all(p.isdigit() for p in parts):
        raise UsageError(
            f"--players must be seat counts separated by commas, like 2,3,4 (got {text!r})"
        )
    return [int(p) for p in parts]


def write_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, indent=2) + "\n")


def bot_names(spec: GameSpec) -> list[str]:
    """The bots a player may face in a game: its difficulty levels, its own bots, greedy
    (when the game has the heuristic it needs), the search agents, random. The ``cheat``
    reference (it sees hidden cards) is for research only: simulate and tournament take it."""
    from afoot.ai import agent_names

    names = agent_names(spec, for_players=True)
    return [*(n for n in names if n != "random"), "random"]


def default_opponent(spec: GameSpec) -> str:
    """The bot a player faces unless told otherwise: the game's ``medium`` level."""
    names = bot_names(spec)
    return "medium" if "medium" in names else names[0]


def check_agent(name: str, spec: GameSpec) -> None:
    """UsageError unless ``name`` names an agent (with its budget or mistake rate) that can
    play the game of ``spec``."""
    from afoot.ai import make_agent

    try:
        make_agent(name, 0, spec)
    except ImportError as exc:
        raise UsageError(f"agent {name!r} is not available in this installation ({exc})") from None


def bots_help() -> str:
    """ "game: greedy, random; other: deduce, random", every game's (read when the command
    is defined, for its help)."""
    try:
        from afoot.games import REGISTRY

        return "; ".join(f"{gid}: {', '.join(bot_names(r))}" for gid, r in sorted(REGISTRY.items()))
    except Exception:  # pragma: no cover - help text only
        return "see afoot games"


def terminal_lang(given: str | None, environ: Mapping[str, str] = os.environ) -> str:
    """The terminal's language: ``given`` (``--lang``), else the locale's (the first set of
    LC_ALL, LC_MESSAGES and LANG: ``es*`` is es, ``de*`` de, anything else en)."""
    if given is not None:
        lang = given.strip().lower()
        if lang not in LANGS:
            raise UsageError(words("en").label("lang.bad", lang=repr(given)))
        return lang
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return next((lang for lang in LANGS if value.lower().startswith(lang)), "en")
    return "en"


def words(lang: str) -> Catalogue:
    """The command line's own words in ``lang`` (``afoot/cli/locale/<lang>.json``)."""
    return catalogue.load("afoot.cli", lang)


def terminal_board(spec: GameSpec, lang: str = "en") -> Board:
    """The game's terminal board (its spec's ``terminal``), or, when it declares none, the
    generic board of its spec, speaking ``lang`` (the game's catalogue and messages)."""
    if spec.terminal is None:
        return Board(spec.title).speaking(Voice(lang, spec))
    board = load(spec.terminal)
    if not isinstance(board, Board):
        raise TypeError(f"{spec.terminal} ({spec.id}'s terminal) is not a terminal Board")
    return board.speaking(Voice(lang, spec))


def progress(console: Console) -> Any:
    """A live progress bar (games done of all, time left) that vanishes when done."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
    )


def interruptible(run: Any, *args: Any, **kwargs: Any) -> Any:
    """``run(...)``'s report; after Ctrl-C, the report of the games that finished."""
    from afoot.sim.runner import Interrupted

    try:
        return run(*args, **kwargs)
    except Interrupted as stop:
        return stop.report


def say_interrupted(console: Console, played: int, planned: int) -> None:
    console.print(
        f"[bold]Interrupted: {played:,} of {planned:,} games finished[/]; the summary of those:"
    )


def write_atomically(path: Path, data: bytes) -> None:
    """``path`` holds ``data`` whole or is left as it was (written beside it, then renamed)."""
    part = path.with_name(path.name + ".part")
    try:
        part.write_bytes(data)
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)


def save_record(path: Path, game: Game) -> None:
    try:
        write_atomically(path, (json.dumps(game.record(), indent=1) + "\n").encode())
    except OSError as exc:
        raise UsageError(f"cannot write the record to {path}: {exc.strerror or exc}") from None


def check_writable(path: Path) -> None:
    """UsageError, one line, unless a file can be written at ``path`` (its directory exists,
    it is no directory, the file can be created or opened for writing); changes nothing."""
    parent = path.parent
    if not parent.exists():
        raise UsageError(f"cannot write the record to {path}: no such directory {parent}")
    if not parent.is_dir():
        raise UsageError(f"cannot write the record to {path}: {parent} is not a directory")
    if path.is_dir():
        raise UsageError(f"cannot write the record to {path}: it is a directory")
    existed = path.exists()
    try:
        with path.open("ab"):
            pass
    except OSError as exc:
        raise UsageError(f"cannot write the record to {path}: {exc.strerror or exc}") from None
    if not existed:
        path.unlink()


def reflow(text: str) -> str:
    """One line per paragraph: Typer's rich help keeps a docstring's line breaks."""
    return "\n\n".join(" ".join(par.split()) for par in text.split("\n\n"))


def console() -> Console:
    """The console every command prints to, looked up here at each call (a test may put a
    terminal of its own in its place: ``monkeypatch.setattr(common, "console", ...)``)."""
    return Console(highlight=False)
