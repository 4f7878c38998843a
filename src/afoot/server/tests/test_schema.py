"""The protocol's JSON Schema, the TypeScript made of it and of each game's declared shapes, and
tsc checking the browser client against it: a field renamed in a declaration fails tsc."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

import afoot.games
from afoot.engine.tests.toy import EVENT_TYPES, PickRules, PickView, spec_of
from afoot.server import protocol as p
from afoot.server.schema import (
    _Writer,
    declarations,
    game_typescript,
    generic_defs,
    protocol_schema,
    write_declarations,
)

#: the repository: this file is src/afoot/server/tests/test_schema.py
ROOT = Path(__file__).resolve().parents[4]
TSC = ROOT / "node_modules" / ".bin" / "tsc"


def test_the_protocol_schema_has_every_message_both_ways():
    defs = protocol_schema()["$defs"]
    refs = {name: [m["$ref"] for m in defs[name]["anyOf"]] for name in ("ClientMessage",)}
    assert refs["ClientMessage"] == [
        f"#/$defs/{kind}" for kind in ("Hello", "Act", "Takeover", "Skip", "Ping")
    ]
    assert len(defs["ServerMessage"]["anyOf"]) == 4
    snapshot = defs["Snapshot"]["properties"]
    assert snapshot["view"] == {"x-game": "View", "type": "object"}
    assert snapshot["events"]["items"] == {"x-game": "Event", "$ref": "#/$defs/LogEntry"}
    assert defs["SeatInfo"]["properties"]["away_ms"]["anyOf"] == [
        {"type": "integer"},
        {"type": "null"},
    ]
    assert defs["StandIn"]["required"] == ["bot", "seat", "type"]


def test_the_types_that_hold_a_game_s_json_take_the_game():
    defs = protocol_schema()["$defs"]
    assert generic_defs(defs) == {"Snapshot", "Rejected", "ServerMessage", "LegalEntry"}


def test_a_stand_in_entry_fits_its_declared_type():
    from afoot.engine.shapes import mismatch
    from afoot.server.tables import stand_in_event

    assert mismatch(stand_in_event(1, "medium").seen_by(None), p.StandIn) is None


def test_the_typescript_of_each_kind_of_schema():
    writer = _Writer({"Box"})
    assert writer.type({"type": "array", "items": {"anyOf": [{"type": "string"}, {}]}}) == (
        "(string | any)[]"
    )
    assert writer.type({"type": "object", "additionalProperties": {"type": "integer"}}) == (
        "{ [key: string]: number }"
    )
    assert writer.type({"enum": ["a", 1, True, None]}) == '"a" | 1 | true | null'
    assert writer.type({"$ref": "#/$defs/Box"}) == "Box<G>"
    assert writer.type({"x-game": "Event", "$ref": "#/$defs/LogEntry"}) == ('G["Event"] & LogEntry')
    assert writer.type({"type": "array", "prefixItems": [{"type": "number"}, {"type": "null"}]})
    node = {
        "type": "object",
        "description": "A box.",
        "properties": {"for": {"type": "integer"}, "odd-name": {"type": "boolean"}},
        "required": ["for"],
    }
    assert writer.declaration("Box", node) == (
        "/**\n * A box.\n */\n"
        "export interface Box<G extends Game = AnyGame> {\n"
        "  for: number;\n"
        '  "odd-name"?: boolean;\n'
        "}\n"
    )
    with pytest.raises(ValueError, match="does not know"):
        writer.type({"type": "tuple"})


def test_a_game_s_declarations_give_the_protocol_its_types():
    spec = spec_of(PickRules(), view_type=PickView, event_types=EVENT_TYPES)
    text = game_typescript(spec)
    assert "export type View = PickView;\n" in text
    assert "export type Event = DrawEvent | PlayEvent | PassEvent | GameOverEvent;\n" in text
    assert "export type Action = Draw | Play | Pass;\n" in text
    assert "  hands: (string[] | number)[];\n" in text
    assert "  Event: Event | protocol.StandIn;\n" in text
    assert "export type Snapshot = protocol.Snapshot<Game>;\n" in text
    bare = game_typescript(spec_of(PickRules()))
    assert '  View: protocol.AnyGame["View"];\n' in bare
    assert '  Event: protocol.AnyGame["Event"] | protocol.StandIn;\n' in bare


def test_every_registered_game_has_its_declarations():
    files = declarations(afoot.games.specs())
    assert set(files) == {"protocol.d.ts", *(f"{spec.id}.d.ts" for spec in afoot.games.specs())}
    for spec in afoot.games.specs():
        text = files[f"{spec.id}.d.ts"]
        if spec.view_type is not None:
            assert f"export type View = {spec.view_type.__name__};" in text
        for shape in spec.event_types.values():
            assert f"export interface {shape.__name__} {{" in text


# -- tsc ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def tsc() -> Path:
    if not TSC.exists():
        if os.environ.get("CI"):
            pytest.fail("tsc is required in CI (make test runs npm ci)")
        pytest.skip("tsc is not installed: make tsc (npm ci) installs it")
    return TSC


def _check(tsc: Path, types: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Real tsc over the browser client, with the repository's settings and ``#types/*`` read
    from ``types``."""
    config = tmp_path / "tsconfig.json"
    settings = json.loads(re.sub(r"^//.*$", "", (ROOT / "tsconfig.json").read_text(), flags=re.M))
    config.write_text(
        json.dumps(
            {
                "extends": str(ROOT / "tsconfig.json"),
                "compilerOptions": {"paths": {"#types/*": [f"{types}/*"]}},
                "include": [str(ROOT / pattern) for pattern in settings["include"]],
            }
        )
    )
    return subprocess.run(
        [str(tsc), "-p", str(config)], capture_output=True, text=True, cwd=ROOT, check=False
    )


def _renamed(text: str, interface: str) -> str:
    """``text`` with every property of ``interface`` renamed (``seat`` -> ``seat_renamed``)."""
    start = text.index(f"export interface {interface} ")
    end = text.index("\n}\n", start)
    body = re.sub(r"^  (\w+)(\??): ", r"  \1_renamed\2: ", text[start:end], flags=re.M)
    return text[:start] + body + text[end:]


def test_the_browser_client_fits_the_declarations(tsc, tmp_path):
    write_declarations(tmp_path / "types", afoot.games.specs())
    done = _check(tsc, tmp_path / "types", tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    "spec",
    [s for s in afoot.games.specs() if s.view_type is not None and s.table is not None],
    ids=lambda s: s.id,
)
def test_a_renamed_view_field_fails_tsc_in_the_game_s_table(tsc, tmp_path, spec):
    """Each game's table types its view with its own declarations: renaming the view's
    fields in a copy of them makes tsc refuse the table that reads them."""
    types = tmp_path / "types"
    write_declarations(types, afoot.games.specs())
    path = types / f"{spec.id}.d.ts"
    path.write_text(_renamed(path.read_text(), spec.view_type.__name__))
    done = _check(tsc, types, tmp_path)
    assert done.returncode != 0
    table = f"src/afoot/games/{spec.id}/static/{spec.table}"
    errors = [line for line in done.stdout.splitlines() if "error TS" in line]
    assert errors and all(line.startswith(table) for line in errors), done.stdout
    assert f"does not exist on type '{spec.view_type.__name__}'" in done.stdout


def test_a_renamed_protocol_field_fails_tsc_in_the_client_core(tsc, tmp_path):
    types = tmp_path / "types"
    write_declarations(types, afoot.games.specs())
    path = types / "protocol.d.ts"
    path.write_text(_renamed(path.read_text(), "SeatInfo"))
    done = _check(tsc, types, tmp_path)
    assert done.returncode != 0
    assert "src/afoot/server/static/js/protocol.js" in done.stdout
    assert "Property 'away_ms' does not exist on type 'SeatInfo'" in done.stdout
