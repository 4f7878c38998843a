"""``afoot replay``: a game record re-applied and verified, its result, a seat's view of it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import msgspec
import typer
from rich.panel import Panel
from rich.text import Text

import afoot
from afoot.cli import common
from afoot.cli.common import JsonFlag, UsageError, terminal_board, user_errors, write_json
from afoot.engine.errors import InvalidRecord
from afoot.engine.game import Game
from afoot.engine.terminal import seat_names, show_value


def _seat_label(game: Game, seat: int) -> str:
    """ "Mycroft (seat 1)", or "Seat 1" when the seat has no other name."""
    name = seat_names(game.view(seat), game.players)[seat]
    return name if name == f"Seat {seat}" else f"{name} (seat {seat})"


def _load_record(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InvalidRecord(f"{path} is not a JSON text file") from None
    try:
        return json.loads(text)
    except ValueError as exc:
        raise InvalidRecord(f"{path} is not valid JSON: {exc}") from None


def replay(
    file: Annotated[Path, typer.Argument(help="A game record (JSON), e.g. from play --record.")],
    seat: Annotated[
        int | None,
        typer.Option("--seat", help="Show the game's log as this seat saw it, and its final view."),
    ] = None,
    json_out: JsonFlag = False,
) -> None:
    """Re-apply a game record, verifying every action, and print the result.

    A malformed or tampered record fails with one line and exit status 2.
    """
    with user_errors():
        data = _load_record(file)
        game = afoot.replay(data)
        result = game.result()
        claimed = data.get("result")
        replayed = json.loads(msgspec.json.encode(result)) if result is not None else None
        if claimed is not None and claimed != replayed:
            raise InvalidRecord("the record's result does not match its replay (tampered record?)")
        if seat is not None and not 0 <= seat < game.players:
            raise UsageError(f"seat must be 0-{game.players - 1} (got {seat})")
    names = seat_names(game.view(None), game.players)
    if json_out:
        out: dict[str, Any] = {
            "file": str(file),
            "verified": True,
            "game": game.id,
            "players": game.players,
            "seed": game.seed,
            "options": game.options,
            "actions": len(game.actions),
            "over": game.is_over,
            "to_act": sorted(game.to_act),
            "waiting_for": sorted(game.waiting_for),
            "state_hash": game.state_hash(),
            "result": msgspec.to_builtins(result) if result is not None else None,
        }
        if seat is not None:
            out["seat"] = seat
            out["log"] = game.log(seat)
            out["view"] = game.view(seat)
        write_json(out)
        return
    console = common.console()
    board = terminal_board(game.spec)
    opts = ", ".join(f"{k}={show_value(v)}" for k, v in game.options.items())
    console.print(
        Text.assemble(
            ("✓ ", "bold green"),
            f"{file}: {game.id}, {game.players} players, seed {game.seed}, ",
            f"{len(game.actions)} actions, every one legal; final state verified.",
        )
    )
    console.print(Text(f"options: {opts}", "dim"))
    if seat is not None:
        lines = board.events(game.log(seat), names, seat)
        console.print(
            Panel(
                Text("\n".join(f"• {line}" for line in lines) or "(nothing)"),
                title=Text.assemble("The game as ", _seat_label(game, seat), " saw it"),
                title_align="left",
                border_style="dim",
                expand=False,
            )
        )
        console.print(board.board(game.view(seat), game.players, console.width))
    if result is not None:
        console.print(board.result(msgspec.to_builtins(result), names, seat))
    else:
        waiting = ", ".join(names[s] for s in sorted(game.waiting_for))
        console.print(f"The game is not finished: waiting for {waiting}.")
