"""Events: what happened, each with its own visibility (redaction lives with the event), and
the :class:`Log` the rules write them to.

A game's ``apply(state, seat, action, rng, log)`` writes every event to ``log``:
``log.public(kind, **data)`` for what every seat and spectator sees, ``log.private(kind, to,
data, redacted)`` for what only the seats in ``to`` see in full. ``Game`` hands it a
:class:`Log` that keeps them; bots, searches, RL loops and benchmarks hand it :data:`SILENT`,
whose methods do nothing: the rules may write to any log without asking who reads it.

A call is not free, though, even one that does nothing: CPython 3.11 spends about 2,000
instructions on a call with keyword arguments (its arguments, their dict, a frame), and a whole
action costs 20,000-46,000 on the raw playout path that searches run. So an event the rules
write every turn or every day is written under ``if log.on:`` (about 50 instructions), which
builds it, its data included, only for a log that keeps it; one they write a few times a game
at most (its end, a villain's arrival, a reshuffle) is written as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec


class Event(msgspec.Struct, frozen=True, gc=False):
    """One thing that happened.

    ``to`` is None for a public event. Otherwise only the seats in ``to`` receive ``data``;
    every other seat and the spectators receive ``redacted`` (or nothing when it is None).
    """

    type: str
    data: dict[str, Any]
    to: tuple[int, ...] | None = None
    redacted: dict[str, Any] | None = None

    def seen_by(self, seat: int | None) -> dict[str, Any] | None:
        """The event as ``seat`` (None: a spectator) receives it, or None if it sees nothing."""
        if self.to is None or (seat is not None and seat in self.to):
            return {"type": self.type, **self.data}
        if self.redacted is None:
            return None
        return {"type": self.type, **self.redacted}


def seen_by(events: Iterable[Event], seat: int | None) -> list[dict[str, Any]]:
    """``events`` as ``seat`` (None: a spectator) receives them, those it does not see left out."""
    out = []
    for event in events:
        seen = event.seen_by(seat)
        if seen is not None:
            out.append(seen)
    return out


class Log:
    """The events the rules write while they apply one action, kept in ``events`` in order.

    ``on`` is True: a reader wants them (:data:`SILENT` is the log whose ``on`` is False).
    """

    __slots__ = ("events", "on")

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.on = True

    def public(self, kind: str, /, **data: Any) -> None:
        """An event every seat and spectator sees in full, its fields ``data`` (any names:
        ``kind`` is positional-only, which also spares the call matching them against it)."""
        self.events.append(Event(kind, data))

    def private(
        self,
        kind: str,
        to: tuple[int, ...],
        data: dict[str, Any],
        redacted: dict[str, Any] | None,
    ) -> None:
        """An event whose ``data`` only the seats in ``to`` see; the others see ``redacted``
        (nothing at all when it is None)."""
        self.events.append(Event(kind, data, to, redacted))


class SilentLog(Log):
    """A log that keeps nothing: its methods do nothing and ``on`` is False."""

    __slots__ = ()

    def __init__(self) -> None:
        self.events = []
        self.on = False

    def public(self, kind: str, /, **data: Any) -> None:
        return None

    def private(
        self,
        kind: str,
        to: tuple[int, ...],
        data: dict[str, Any],
        redacted: dict[str, Any] | None,
    ) -> None:
        return None


#: the log of whoever never reads the events: bots, searches, RL loops, benchmarks
SILENT = SilentLog()


def public(kind: str, **data: Any) -> Event:
    """An event every seat and spectator sees in full."""
    return Event(kind, data)


def private(
    kind: str, to: tuple[int, ...], data: dict[str, Any], redacted: dict[str, Any]
) -> Event:
    """An event whose full data only ``to`` sees; the others see ``redacted``."""
    return Event(kind, data, to, redacted)
