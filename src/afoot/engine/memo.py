"""Values computed once per tuple object: rules may hand out interned tuples (``Rules.legal``
returns the same tuple whenever the choice is the same), so a caller that derives something
from one -- a set for membership, an action mask -- can keep it by the tuple's identity.

The memo holds each tuple it keys on, so an id can never be reused for another object while
its entry lives; a hit is checked with ``is`` all the same. The table is bounded: past
``limit`` entries it starts again, which costs a recomputation, never a wrong value.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class ByIdentity(Generic[T]):
    """``memo(key)``: ``fn(key)``, computed once per tuple object ``key``."""

    __slots__ = ("fn", "limit", "table")

    def __init__(self, fn: Callable[[tuple[Any, ...]], T], limit: int = 256) -> None:
        self.fn = fn
        self.limit = limit
        self.table: dict[int, tuple[tuple[Any, ...], T]] = {}

    def __call__(self, key: tuple[Any, ...]) -> T:
        hit = self.table.get(id(key))
        if hit is not None and hit[0] is key:
            return hit[1]
        value = self.fn(key)
        if len(self.table) >= self.limit:
            self.table.clear()
        self.table[id(key)] = (key, value)
        return value


K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memo(dict[K, V]):
    """``memo[key]``: ``fn(key)`` for a pure ``fn``, computed on first sight and kept, so a hit
    is one C-speed lookup. Emptied when it reaches ``limit`` entries, which costs
    recomputations, never a wrong value. The views use it for what they show of small values
    (those shared dicts are read-only, as every view is); the RL codecs for bit masks. The
    default bound holds the history records of dozens of games, and keeps the memory of a
    server that plays thousands of them level."""

    def __init__(self, fn: Callable[[K], V], limit: int = 8192) -> None:
        super().__init__()
        self.fn = fn
        self.limit = limit

    def __missing__(self, key: K) -> V:
        if len(self) >= self.limit:
            self.clear()
        value = self[key] = self.fn(key)
        return value
