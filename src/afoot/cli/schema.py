"""``afoot schema``: the JSON Schema of a game's JSON or of the browser protocol, and the
TypeScript declarations the browser client is checked against."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

import afoot
from afoot.cli.common import UsageError, user_errors


def schema(
    game: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME",
            help="A game id (default: the browser protocol's schema).",
            show_default=False,
        ),
    ] = None,
    ts: Annotated[
        Path | None,
        typer.Option(
            "--ts",
            metavar="DIR",
            help="Write TypeScript declarations into DIR instead: protocol.d.ts and one "
            "<id>.d.ts per registered game.",
            file_okay=False,
        ),
    ] = None,
) -> None:
    """Print the JSON Schema of a game's views, events and actions (its spec's declared
    types), or of the browser protocol's messages; or write them as TypeScript declarations.

    A game's schema has View, Event (any event, by its "type") and Action in its $defs, with
    every type they are made of. The TypeScript is what the browser client is type-checked
    against (make test writes it to build/types/ and runs tsc): protocol.d.ts, whose types
    that hold a game's JSON take the game as a parameter (Snapshot<G>), and per game its types
    and the protocol's given them (Snapshot is protocol.Snapshot<Game>). Code:
    afoot/server/schema.py.
    """
    from afoot.engine.shapes import game_schema
    from afoot.server.schema import protocol_schema, write_declarations

    with user_errors():
        if ts is not None:
            if game is not None:
                raise UsageError("give GAME or --ts, not both: --ts writes every game")
            written = write_declarations(ts, afoot.games.specs())
            names = ", ".join(path.name for path in written)
            sys.stdout.write(f"wrote {len(written)} declaration files to {ts}: {names}\n")
            return
        out = protocol_schema() if game is None else game_schema(afoot.spec_for(game))
    sys.stdout.write(json.dumps(out, indent=2) + "\n")
