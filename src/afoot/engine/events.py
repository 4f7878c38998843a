"""Events: what happened, each with its own visibility (redaction lives with the event)."""

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


def public(kind: str, **data: Any) -> Event:
    """An event every seat and spectator sees in full."""
    return Event(kind, data)


def private(
    kind: str, to: tuple[int, ...], data: dict[str, Any], redacted: dict[str, Any]
) -> Event:
    """An event whose full data only ``to`` sees; the others see ``redacted``."""
    return Event(kind, data, to, redacted)
