"""The declared shapes of a game's JSON: its views and its events, checked exactly.

A game declares, in its :class:`~afoot.engine.core.GameSpec`, the ``typing.TypedDict`` of a
seat's view (``view_type``; the spectator's view fits it too) and, per event ``type``, the
TypedDict of that event as any seat may receive it (``event_types``; its ``type`` is
``Literal[tag]``, and a field a redacted copy leaves out is ``NotRequired``). Views and events
stay plain dicts (what a researcher indexes, and what a client reads as JSON); the types are
what mypy checks the code that builds and reads them against, what the conformance suite
(:mod:`afoot.engine.testing`) checks every view and every received event against, and what
the JSON Schema (:func:`game_schema`) and the browser's TypeScript declarations are made of.
A game that declares nothing is not checked.

:func:`mismatch` is the check: a value fits its type when msgspec converts it strictly to
that type and back to JSON data unchanged (the conversion drops a key the type does not have,
so an extra or a renamed key shows as a difference; a missing key or a value of the wrong type
raises). Nothing in the engine's core imports this module; it costs nothing at play.
"""

from __future__ import annotations

import re
import typing
from collections.abc import Mapping
from typing import Any

import msgspec

from afoot.engine.core import GameSpec
from afoot.engine.errors import one_line

JSON_SCHEMA = "https://json-schema.org/draft/2020-12/schema"

#: msgspec's "... - at `$.path`", to put the path first
_AT = re.compile(r"(.*) - at `(\$[^`]*)`")


def mismatch(value: Any, shape: Any) -> str | None:
    """Where ``value`` (JSON data) departs from the type ``shape``, as one line that starts
    with the path (``$.players[0].hand: ...``), or None when it fits exactly."""
    try:
        converted = msgspec.convert(value, shape, strict=True)
    except msgspec.ValidationError as exc:
        text = str(exc)
        found = _AT.fullmatch(text)
        if found is None:
            return one_line(f"$: {text}")
        return one_line(f"{found.group(2)}: {found.group(1)}")
    if converted == value:
        return None
    back = msgspec.to_builtins(converted)  # an action struct inside comes back as its JSON
    if back == value:
        return None
    return one_line(_difference(value, back, "$") or "$: changes through its declared type")


def _difference(value: Any, back: Any, path: str) -> str | None:
    """The first place where ``value`` and what its type made of it (``back``) differ."""
    if isinstance(value, dict) and isinstance(back, dict):
        for key in value:
            if key not in back:
                return f"{path}.{key}: a key its declared type does not have"
            found = _difference(value[key], back[key], f"{path}.{key}")
            if found is not None:
                return found
        for key in back:
            if key not in value:
                return f"{path}.{key}: missing (its declared type gives it {back[key]!r})"
        return None
    if isinstance(value, list) and isinstance(back, list) and len(value) == len(back):
        for i, (item, again) in enumerate(zip(value, back, strict=True)):
            found = _difference(item, again, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    if value == back and type(value) is type(back):
        return None
    if value == back and isinstance(value, int | float) and not isinstance(value, bool):
        return None  # 1 for a float: JSON does not tell them apart
    shown = repr(value)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    return f"{path}: {shown} is a {type(value).__name__}, its declared type makes it {back!r}"


def declaration_errors(spec: GameSpec) -> list[str]:
    """What is wrong with the types ``spec`` declares (each a one-line message; none when it
    declares none): each must be a TypedDict msgspec can check, each event's type must name
    its tag in ``type``, and together they must make a JSON Schema (:func:`game_schema`)."""
    out: list[str] = []
    if spec.view_type is not None:
        out += _typed_dict_errors(spec.view_type, "view_type")
    for tag, shape in spec.event_types.items():
        where = f"event_types[{tag!r}]"
        errors = _typed_dict_errors(shape, where)
        if errors:
            out += errors
            continue
        info = msgspec.inspect.type_info(shape)
        assert isinstance(info, msgspec.inspect.TypedDictType)
        kind = next((f.type for f in info.fields if f.name == "type"), None)
        required = next((f.required for f in info.fields if f.name == "type"), False)
        if (
            not isinstance(kind, msgspec.inspect.LiteralType)
            or kind.values != (tag,)
            or not required
        ):
            out.append(f"{where}: its 'type' must be a required Literal[{tag!r}]")
    if not out:
        try:
            game_schema(spec)
        except (TypeError, ValueError) as exc:
            out.append(one_line(f"its JSON Schema cannot be made: {exc}"))
    return out


def _typed_dict_errors(shape: Any, where: str) -> list[str]:
    if not typing.is_typeddict(shape):
        return [f"{where}: {shape!r} is not a TypedDict"]
    try:
        msgspec.inspect.type_info(shape)
    except (TypeError, ValueError, NameError) as exc:
        return [one_line(f"{where}: msgspec cannot check {shape.__name__}: {exc}")]
    return []


def game_schema(spec: GameSpec) -> dict[str, Any]:
    """The JSON Schema of a game's JSON: ``$defs`` holds every declared type by its name, and
    ``View`` (a seat's view), ``Event`` (any event, told apart by its ``type``) and ``Action``
    (any action, the same) point into them. Empty ``$defs`` for what the game does not declare
    (``Action`` is always there: every game has action types)."""
    events = dict(spec.event_types)
    action_kinds = typing.get_args(spec.rules.action_type) or (spec.rules.action_type,)
    roots = ([spec.view_type] if spec.view_type is not None else []) + [*events.values()]
    found, components = msgspec.json.schema_components(
        [*roots, *action_kinds], ref_template="#/$defs/{name}"
    )
    defs: dict[str, Any] = dict(components)
    aliases: dict[str, Any] = {}
    refs: list[Mapping[str, Any]] = list(found)
    if spec.view_type is not None:
        aliases["View"] = dict(refs.pop(0))
    if events:
        event_refs = refs[: len(events)]
        aliases["Event"] = _tagged_union(list(events), event_refs)
    action_refs = refs[len(events) :]
    tags = [_tag(kind) for kind in action_kinds]
    aliases["Action"] = _tagged_union(tags, action_refs)
    clash = sorted(set(aliases) & set(defs))
    if clash:
        raise ValueError(f"{spec.id}: a declared type may not be named {', '.join(clash)}")
    return {
        "$schema": JSON_SCHEMA,
        "title": f"{spec.title}: views, events and actions",
        "$defs": aliases | defs,
    }


def _tag(kind: Any) -> str:
    info = msgspec.inspect.type_info(kind)
    if isinstance(info, msgspec.inspect.StructType) and isinstance(info.tag, str):
        return info.tag
    raise ValueError(f"{kind!r} is not a tagged action struct")


def _tagged_union(tags: list[str], refs: list[Mapping[str, Any]]) -> dict[str, Any]:
    """Types told apart by their ``type`` field, as a JSON Schema ``anyOf``."""
    members = [dict(ref) for ref in refs]
    if len(members) == 1:
        return members[0]
    mapping = {tag: ref["$ref"] for tag, ref in zip(tags, refs, strict=True)}
    return {
        "anyOf": members,
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }
