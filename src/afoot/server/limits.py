"""Per-connection limits: a token bucket for messages, and a count of unusable ones.

A connection may send ``rate`` messages a second on average and ``burst`` at once (a client
reconnecting, or a player clicking fast, stays well inside both). A message over the limit is
ignored and answered with an ``error`` saying so; nothing changes. A client that goes on
sending while over the limit (``burst`` messages ignored in a row), or that has sent
``max_bad`` unusable messages (malformed, unknown, out of place), is abusing the table: its
socket is closed (4429 and 4400 respectively).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import Enum

#: the defaults: far above what a person (or the browser client) sends
RATE = 20.0
BURST = 40
MAX_BAD = 100


class Verdict(Enum):
    OK = "ok"
    IGNORED = "ignored"
    ABUSE = "abuse"


class Limiter:
    """One connection's limits (see the module docstring)."""

    __slots__ = ("bad", "burst", "clock", "ignored", "max_bad", "rate", "stamp", "tokens")

    def __init__(
        self,
        rate: float = RATE,
        burst: int = BURST,
        max_bad: int = MAX_BAD,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if rate <= 0 or burst < 1 or max_bad < 1:
            raise ValueError(
                f"limits must be positive (rate {rate!r}, burst {burst!r}, max_bad {max_bad!r})"
            )
        self.rate = float(rate)
        self.burst = int(burst)
        self.max_bad = int(max_bad)
        self.clock = clock
        self.tokens = float(burst)
        self.stamp = clock()
        self.ignored = 0
        self.bad = 0

    def message(self) -> Verdict:
        """A message arrived: may it be handled?"""
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.ignored = 0
            return Verdict.OK
        self.ignored += 1
        return Verdict.ABUSE if self.ignored >= self.burst else Verdict.IGNORED

    def unusable(self) -> Verdict:
        """The message was unusable (malformed, unknown, out of place)."""
        self.bad += 1
        return Verdict.ABUSE if self.bad >= self.max_bad else Verdict.OK

    def why(self) -> str:
        return (
            f"too many messages: at most {self.rate:g} a second ({self.burst} at once); "
            "this one was ignored"
        )
