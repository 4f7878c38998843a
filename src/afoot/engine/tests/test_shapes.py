"""The exact check of a value against its declared type, and a game's JSON Schema."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

import msgspec

from afoot.engine.core import ActionStruct
from afoot.engine.shapes import game_schema, mismatch
from afoot.engine.tests.toy import EVENT_TYPES, PICK, PickRules, PickView, spec_of


class Hint(TypedDict):
    values: list[int]
    icons: list[str]


class Seat(TypedDict):
    seat: int
    hand: list[str | None] | None
    hints: list[Hint]
    score: float
    note: NotRequired[str]


class Move(ActionStruct, frozen=True, tag="move"):
    to: str
    frm: str | None = None


class Stop(ActionStruct, frozen=True, tag="stop"):
    pass


class Table(TypedDict):
    players: list[Seat]
    legal: list[Move | Stop]


def _table() -> Any:
    seat = {"seat": 0, "hand": ["a", None], "hints": [{"values": [1], "icons": []}], "score": 2}
    return {"players": [seat], "legal": [{"type": "move", "to": "x", "frm": None}]}


def test_a_value_that_fits_its_type_exactly_passes():
    assert mismatch(_table(), Table) is None
    value = _table()
    value["players"][0]["note"] = "ok"
    assert mismatch(value, Table) is None


def test_each_departure_is_named_by_its_path():
    value = _table()
    value["players"][0]["hints"][0]["colour"] = "red"
    assert mismatch(value, Table) == (
        "$.players[0].hints[0].colour: a key its declared type does not have"
    )
    value = _table()
    value["players"][0]["hand"] = [1]
    assert mismatch(value, Table) == ("$.players[0].hand[0]: Expected `str | null`, got `int`")
    value = _table()
    del value["players"][0]["hints"]
    assert mismatch(value, Table) == "$.players[0]: Object missing required field `hints`"
    value = _table()
    value["players"][0]["seat"] = True
    assert mismatch(value, Table) == "$.players[0].seat: Expected `int`, got `bool`"
    value = _table()
    value["players"] = ({"seat": 0, "hand": None, "hints": [], "score": 1.5},)
    assert mismatch(value, Table) == (
        "$.players: ({'seat': 0, 'hand': None, 'hints': [], 'score': 1.5},) is a tuple, its "
        "declared type makes it [{'seat': 0, 'hand': None, 'hints': [], 'score': 1.5}]"
    )


def test_an_action_in_a_view_is_checked_as_its_struct():
    value = _table()
    value["legal"] = [{"type": "stop"}, {"type": "move", "to": "y", "frm": "x"}]
    assert mismatch(value, Table) is None
    value["legal"] = [{"type": "move", "to": "y"}]
    assert mismatch(value, Table) == "$.legal[0].frm: missing (its declared type gives it None)"
    value["legal"] = [{"type": "move", "to": "y", "frm": None, "by": 0}]
    assert mismatch(value, Table) == "$.legal[0]: Object contains unknown field `by`"
    value["legal"] = [{"type": "jump"}]
    assert mismatch(value, Table) == "$.legal[0].type: Invalid value 'jump'"


def test_a_game_schema_names_its_view_events_and_actions():
    schema = game_schema(spec_of(PickRules(), view_type=PickView, event_types=EVENT_TYPES))
    defs = schema["$defs"]
    assert defs["View"] == {"$ref": "#/$defs/PickView"}
    assert defs["Event"]["discriminator"]["mapping"] == {
        "draw": "#/$defs/DrawEvent",
        "play": "#/$defs/PlayEvent",
        "pass": "#/$defs/PassEvent",
        "game_over": "#/$defs/GameOverEvent",
    }
    assert [m["$ref"] for m in defs["Action"]["anyOf"]] == [
        "#/$defs/Draw",
        "#/$defs/Play",
        "#/$defs/Pass",
    ]
    assert defs["DrawEvent"]["required"] == ["seat", "type"]
    assert defs["PickView"]["properties"]["hands"] == {
        "type": "array",
        "items": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "integer"}]},
    }
    msgspec.json.encode(schema)


def test_a_game_that_declares_nothing_has_only_its_actions():
    assert set(game_schema(PICK)["$defs"]) == {"Action", "Draw", "Play", "Pass"}
