"""The JSON Schema of the browser protocol, and TypeScript declarations made of it and of each
game's declared shapes (``afoot schema``; the Makefile writes them to ``build/types/`` for
``tsc`` to check the browser client against).

The protocol's schema is msgspec's, of the structs and typed dicts of
:mod:`afoot.server.protocol`; a game's is :func:`afoot.engine.shapes.game_schema`. The
generator here turns the subset of JSON Schema that msgspec emits into declarations:

- ``protocol.d.ts``: every message of the protocol. A type holding a game's own JSON (a
  view, an event, an action: marked ``x-game`` in the schema) takes the game as a type
  parameter, ``Snapshot<G extends Game = AnyGame>``; ``AnyGame`` is any game's JSON as such.
- ``<id>.d.ts`` per game: its declared types by name, ``View``, ``Event`` and ``Action``, the
  ``Game`` they make (its events with the server's own log entries, :data:`SERVER_EVENTS`),
  and the protocol's generic types given it: ``Snapshot`` is ``protocol.Snapshot<Game>``.

The browser's modules import them in JSDoc (``import("#types/protocol.js").Snapshot``); nothing
generated is committed.
"""

from __future__ import annotations

import json
import re
import typing
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import msgspec

from afoot.engine.core import GameSpec
from afoot.engine.shapes import JSON_SCHEMA, game_schema
from afoot.server import protocol as p

#: the key of a schema node whose shape is the game's (see ``protocol._game``)
GAME_MARK = "x-game"
#: what a game's declarations give the protocol's generic types
GAME_PARTS = ("View", "Event", "Action")
#: the messages both ways, by the union each makes
UNIONS: dict[str, tuple[Any, ...]] = {
    "ClientMessage": typing.get_args(p.ClientMessage),
    "ServerMessage": typing.get_args(p.ServerMessage),
}
_NAME = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_REF = "#/$defs/"


def protocol_schema() -> dict[str, Any]:
    """The JSON Schema of every message of the browser protocol, both ways (``$defs``:
    ``ClientMessage``, ``ServerMessage`` and each type they are made of)."""
    kinds = [kind for members in UNIONS.values() for kind in members]
    refs, components = msgspec.json.schema_components(
        [*kinds, *p.SERVER_EVENTS], ref_template=_REF + "{name}"
    )
    found = iter(refs)
    unions = {name: {"anyOf": [next(found) for _ in members]} for name, members in UNIONS.items()}
    return {
        "$schema": JSON_SCHEMA,
        "title": "afoot's browser protocol (afoot.server.protocol)",
        "$defs": unions | dict(components),
    }


# -- TypeScript ---------------------------------------------------------------------------------
def _ref_name(ref: str) -> str:
    if not ref.startswith(_REF):
        raise ValueError(f"a $ref outside $defs: {ref!r}")
    return ref[len(_REF) :]


def _marked(node: Any) -> bool:
    """Whether a schema node holds a game's own JSON anywhere in it (refs not followed)."""
    if isinstance(node, Mapping):
        return GAME_MARK in node or any(_marked(v) for v in node.values())
    if isinstance(node, list):
        return any(_marked(v) for v in node)
    return False


def _refs(node: Any) -> set[str]:
    if isinstance(node, Mapping):
        out = {_ref_name(node["$ref"])} if isinstance(node.get("$ref"), str) else set()
        for value in node.values():
            out |= _refs(value)
        return out
    if isinstance(node, list):
        return set().union(*(_refs(v) for v in node)) if node else set()
    return set()


def generic_defs(defs: Mapping[str, Any]) -> set[str]:
    """The definitions that hold a game's own JSON, directly or through their references:
    the ones that take the game as a type parameter."""
    generic = {name for name, node in defs.items() if _marked(node)}
    uses = {name: _refs(node) for name, node in defs.items()}
    grew = True
    while grew:
        grew = False
        for name, used in uses.items():
            if name not in generic and used & generic:
                generic.add(name)
                grew = True
    return generic


class _Writer:
    """TypeScript of the schema nodes of one file's definitions."""

    def __init__(self, generic: set[str], aliases: Mapping[str, Any] | None = None) -> None:
        #: the definitions that take the game (``<G>``) where they are referred to
        self.generic = generic
        #: a union written out where it has a name of its own (a view's legal actions are
        #: the game's ``Action``): its members -> that name
        self.unions = {
            json.dumps(node["anyOf"]): name
            for name, node in (aliases or {}).items()
            if isinstance(node, Mapping) and "anyOf" in node
        }

    def type(self, node: Any) -> str:
        if node is True or node == {}:
            return "any"
        if not isinstance(node, Mapping):
            raise ValueError(f"not a schema: {node!r}")
        named = self.unions.get(json.dumps(node.get("anyOf")))
        if named is not None:
            return named
        if GAME_MARK in node:
            rest = {k: v for k, v in node.items() if k not in (GAME_MARK, "type", "title")}
            game = f'G["{node[GAME_MARK]}"]'
            return f"{game} & {self.type(rest)}" if rest else game
        if "$ref" in node:
            name = _ref_name(node["$ref"])
            return name + ("<G>" if name in self.generic else "")
        if "anyOf" in node:
            return " | ".join(_grouped(self.type(member)) for member in node["anyOf"])
        if "enum" in node:
            return " | ".join(json.dumps(value) for value in node["enum"])
        if "const" in node:
            return json.dumps(node["const"])
        kind = node.get("type")
        if isinstance(kind, list):
            return " | ".join(self.type({**node, "type": k}) for k in kind)
        if kind == "object":
            return self.object(node)
        if kind == "array":
            if "prefixItems" in node:
                return "[" + ", ".join(self.type(item) for item in node["prefixItems"]) + "]"
            return _grouped(self.type(node.get("items", {}))) + "[]"
        simple = {"string": "string", "integer": "number", "number": "number"}
        simple |= {"boolean": "boolean", "null": "null"}
        if kind in simple:
            return simple[kind]
        raise ValueError(f"a schema this generator does not know: {node!r}")

    def object(self, node: Mapping[str, Any], indent: str = "") -> str:
        properties: Mapping[str, Any] = node.get("properties", {})
        extra = node.get("additionalProperties")
        if not properties:
            value = "any" if extra is None or extra is True else self.type(extra)
            return f"{{ [key: string]: {value} }}"
        required = set(node.get("required", ()))
        lines = []
        for name, schema in properties.items():
            key = name if _NAME.fullmatch(name) else json.dumps(name)
            mark = "" if name in required else "?"
            lines.append(f"{indent}  {key}{mark}: {self.type(schema)};")
        if extra not in (None, False):
            lines.append(f"{indent}  [key: string]: any;")
        return "{\n" + "\n".join(lines) + f"\n{indent}}}"

    def declaration(self, name: str, node: Mapping[str, Any]) -> str:
        """``export interface`` for an object with properties, else ``export type``."""
        params = "<G extends Game = AnyGame>" if name in self.generic else ""
        doc = _doc(node.get("description"))
        if "anyOf" in node:  # its own union, not its name
            union = " | ".join(_grouped(self.type(member)) for member in node["anyOf"])
            return f"{doc}export type {name}{params} = {union};\n"
        if node.get("type") == "object" and node.get("properties") and GAME_MARK not in node:
            return f"{doc}export interface {name}{params} {self.object(node)}\n"
        return f"{doc}export type {name}{params} = {self.type(node)};\n"


def _grouped(text: str) -> str:
    """A union or intersection in parentheses, where ``[]`` or ``|`` follows it."""
    depth = 0
    for i, char in enumerate(text):
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        elif depth == 0 and char in "|&" and text[i - 1 : i] == " ":
            return f"({text})"
    return text


def _doc(text: Any) -> str:
    if not isinstance(text, str) or not text.strip():
        return ""
    lines = [line.rstrip() for line in text.strip().splitlines()]
    body = "\n".join(f" * {line}".rstrip() for line in lines).replace("*/", "*\\/")
    return f"/**\n{body}\n */\n"


def protocol_typescript() -> str:
    """``protocol.d.ts``: the protocol's messages, generic in the game where they hold its JSON."""
    defs = protocol_schema()["$defs"]
    writer = _Writer(generic_defs(defs))
    out = [
        "// afoot's browser protocol (afoot/server/protocol.py), made by `afoot schema --ts`.\n"
        "// Generated: do not edit.\n",
        "/** What a game's declarations give the protocol's types: its view, events and "
        "actions. */\n"
        "export interface Game {\n  View: unknown;\n  Event: unknown;\n  Action: unknown;\n}\n",
        "/** Any game: its JSON as such. */\n"
        "export interface AnyGame extends Game {\n"
        "  View: { [key: string]: any };\n"
        "  Event: { type: string; [key: string]: any };\n"
        "  Action: { type: string; [key: string]: any };\n}\n",
    ]
    out += [writer.declaration(name, node) for name, node in defs.items()]
    return "\n".join(out)


def game_typescript(spec: GameSpec) -> str:
    """``<id>.d.ts``: the game's declared types, and the protocol's given them."""
    defs = game_schema(spec)["$defs"]
    protocol_defs = protocol_schema()["$defs"]
    generic = sorted(generic_defs(protocol_defs))
    taken = sorted(set(defs) & {"Game", *generic})
    if taken:
        raise ValueError(f"{spec.id}: a declared type may not be named {', '.join(taken)}")
    writer = _Writer(set(), {part: defs[part] for part in GAME_PARTS if part in defs})
    server_events = " | ".join(f"protocol.{kind.__name__}" for kind in p.SERVER_EVENTS)
    parts = {part: part if part in defs else f'protocol.AnyGame["{part}"]' for part in GAME_PARTS}
    out = [
        f"// {spec.title} ({spec.package}): its declared view, events and actions,\n"
        "// made by `afoot schema --ts`. Generated: do not edit.\n"
        'import type * as protocol from "./protocol.js";\n',
    ]
    out += [writer.declaration(name, node) for name, node in defs.items()]
    out.append(
        "/** This game, for the protocol's types (its events with the server's own). */\n"
        "export interface Game extends protocol.Game {\n"
        f"  View: {parts['View']};\n"
        f"  Event: {parts['Event']} | {server_events};\n"
        f"  Action: {parts['Action']};\n}}\n"
    )
    out += [f"export type {name} = protocol.{name}<Game>;\n" for name in generic]
    return "\n".join(out)


def declarations(specs: Iterable[GameSpec]) -> dict[str, str]:
    """File name -> TypeScript: ``protocol.d.ts`` and ``<id>.d.ts`` per game."""
    out = {"protocol.d.ts": protocol_typescript()}
    for spec in specs:
        out[f"{spec.id}.d.ts"] = game_typescript(spec)
    return out


def write_declarations(directory: Path, specs: Iterable[GameSpec]) -> list[Path]:
    """Write :func:`declarations` into ``directory`` (made if missing); the files written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in declarations(specs).items():
        path = directory / name
        path.write_text(text)
        written.append(path)
    return written
