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
from afoot.cli.common import (
    JsonFlag,
    LangOption,
    UsageError,
    terminal_board,
    terminal_lang,
    user_errors,
    words,
    write_json,
)
from afoot.engine.catalogue import Catalogue
from afoot.engine.errors import InvalidRecord
from afoot.engine.game import Game
from afoot.engine.terminal import Voice, seat_names, show_value


def _seat_label(game: Game, seat: int, voice: Voice, said: Catalogue) -> str:
    """ "Mycroft (seat 1)", or "Seat 1" when the seat has no other name."""
    name = seat_names(game.view(seat), game.players, voice)[seat]
    plain = name == voice.word("seat.name", seat=seat)
    return name if plain else said.label("seat.label", name=name, seat=seat)


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
    lang: LangOption = None,
) -> None:
    """Re-apply a game record, verifying every action, and print the result.

    A malformed or tampered record fails with one line and exit status 2.
    """
    with user_errors():
        said = words(terminal_lang(lang))
        data = _load_record(file)
        game = afoot.replay(data)
        result = game.result()
        claimed = data.get("result")
        replayed = json.loads(msgspec.json.encode(result)) if result is not None else None
        if claimed is not None and claimed != replayed:
            raise InvalidRecord("the record's result does not match its replay (tampered record?)")
        if seat is not None and not 0 <= seat < game.players:
            raise UsageError(said.label("error.seat", last=game.players - 1, seat=seat))
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
    board = terminal_board(game.spec, said.lang)
    names = seat_names(game.view(None), game.players, board.voice)
    opts = ", ".join(f"{k}={show_value(v)}" for k, v in game.options.items())
    verified = said.label(
        "replay.verified",
        file=str(file),
        game=game.id,
        players=game.players,
        seed=game.seed,
        actions=said.label("actions", n=len(game.actions)),
    )
    console.print(Text.assemble(("✓ ", "bold green"), verified))
    console.print(Text(said.label("replay.options", options=opts), "dim"))
    if seat is not None:
        lines = board.events(game.log(seat), names, seat)
        title = said.label("replay.seen_by", seat=_seat_label(game, seat, board.voice, said))
        console.print(
            Panel(
                Text("\n".join(f"• {line}" for line in lines) or said.label("replay.nothing")),
                title=Text(title),
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
        console.print(said.label("replay.unfinished", seats=waiting))
