"""The messages the server attaches to what it sends, for a game that declares them (its
spec's ``messages``, see :mod:`afoot.engine.catalogue`): each log entry and event gets its
``"msg"`` (``[key, params]``, or None when the game has no line for it), each legal move its
``"msg"`` beside ``text`` (the rules' English ``describe``, kept for errors and clients that
render no messages), and a snapshot or a replay frame its ``prompt`` (the decision waited
for). The browser renders them in its reader's language; nothing here is language.

A message depends on what a seat received, never on who reads it (the reader's own variants
are the renderer's): an event's message is built once for every seat that receives it in full
and once for every seat that receives its redacted copy, whatever the number of connections.
A game without messages is sent exactly what it was before: no ``msg``, no ``prompt``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from afoot.engine.catalogue import Messages, Msg
from afoot.engine.core import GameSpec, load
from afoot.engine.events import Event
from afoot.server.protocol import LegalEntry

#: the server's own log entry (a stand-in's move): the client says it, not the game
OWN = frozenset({"stand_in"})

#: (the event's place among those announced, whether the seat receives it in full) -> message
Memo = dict[tuple[int, bool], Msg | None]


def messages_of(spec: GameSpec) -> Messages | None:
    """The game's messages (its spec's ``messages``, imported), None when it declares none."""
    return load(spec.messages) if spec.messages is not None else None


def told(
    events: Sequence[Event], seat: int | None, messages: Messages | None, memo: Memo
) -> list[dict[str, Any]]:
    """``events`` as ``seat`` (None: a spectator) receives them, each with its message; the
    messages of one announcement are kept in ``memo`` (one per event and kind of copy)."""
    out: list[dict[str, Any]] = []
    for i, event in enumerate(events):
        entry = event.seen_by(seat)
        if entry is None:
            continue
        if messages is not None and event.type not in OWN:
            full = event.to is None or (seat is not None and seat in event.to)
            key = (i, full)
            if key not in memo:
                memo[key] = messages.event(entry)
            entry["msg"] = memo[key]
        out.append(entry)
    return out


def with_messages(
    entries: Iterable[dict[str, Any]], messages: Messages | None
) -> list[dict[str, Any]]:
    """Log entries (as a seat received them) each with its message, in place."""
    out = list(entries)
    if messages is not None:
        for entry in out:
            if entry.get("type") not in OWN:
                entry["msg"] = messages.event(entry)
    return out


def legal_moves(
    actions: Iterable[Any], view: Mapping[str, Any], messages: Messages | None, describe: Any
) -> list[LegalEntry]:
    """The legal moves as sent: each action as JSON data, its ``text`` (``describe``) and,
    when the game has messages, its ``msg`` as the seat whose ``view`` this is reads it."""
    if messages is None:
        return [{"action": msgspec.to_builtins(a), "text": describe(a)} for a in actions]
    return [
        {"action": msgspec.to_builtins(a), "text": describe(a), "msg": messages.action(a, view)}
        for a in actions
    ]


def prompt(view: Mapping[str, Any], messages: Messages | None) -> Msg | None:
    """The decision the game waits for, as ``view``'s seat reads it (None without messages)."""
    return messages.pending(view) if messages is not None else None
