"""``afoot schema``: a game's JSON Schema, the protocol's, and the TypeScript declarations."""

from __future__ import annotations

import json

import afoot.games
from afoot.cli_testing import one_line_error, run
from afoot.server.schema import declarations


def test_schema_prints_a_game_s_view_events_and_actions():
    for spec in afoot.games.specs():
        done = run("schema", spec.id)
        assert done.exit_code == 0, done.output
        schema = json.loads(done.stdout)
        assert schema["$schema"].startswith("https://json-schema.org/")
        assert "Action" in schema["$defs"]
        if spec.view_type is not None:
            assert schema["$defs"]["View"] == {"$ref": f"#/$defs/{spec.view_type.__name__}"}
        if spec.event_types:
            assert len(schema["$defs"]["Event"]["anyOf"]) == len(spec.event_types)


def test_schema_without_a_game_prints_the_protocol_s():
    done = run("schema")
    assert done.exit_code == 0, done.output
    defs = json.loads(done.stdout)["$defs"]
    assert {"ClientMessage", "ServerMessage", "Snapshot", "SeatInfo"} <= set(defs)


def test_schema_ts_writes_the_declarations(tmp_path):
    done = run("schema", "--ts", str(tmp_path / "types"))
    assert done.exit_code == 0, done.output
    files = declarations(afoot.games.specs())
    assert done.stdout == (
        f"wrote {len(files)} declaration files to {tmp_path / 'types'}: {', '.join(files)}\n"
    )
    for name, text in files.items():
        assert (tmp_path / "types" / name).read_text() == text


def test_schema_refuses_an_unknown_game_and_a_game_with_ts(tmp_path):
    one_line_error(run("schema", "nope"), "unknown game 'nope'")
    game = next(iter(afoot.games.ids()))
    one_line_error(run("schema", game, "--ts", str(tmp_path)), "give GAME or --ts, not both")
