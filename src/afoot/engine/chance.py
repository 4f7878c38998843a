"""Seeded chance helpers. Games draw every random choice from the ``rng`` they are given."""

from __future__ import annotations

import hashlib
from random import Random
from typing import TypeVar

T = TypeVar("T")


def shuffle(items: list[T], rng: Random) -> None:
    """Shuffle ``items`` in place, uniformly.

    Sorting by one random float per item gives every order the same chance (ties between
    53-bit floats aside) and runs several times faster than ``Random.shuffle``, whose
    Fisher-Yates loop draws each index in Python.
    """
    rnd = rng.random
    items.sort(key=lambda _: rnd())


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from ``parts`` joined by ":" (sha256), e.g. ``derive_seed(S, i)``: the
    seed of game ``i`` of a run seeded ``S``, or of the agent in a seat of a game. Whoever
    drives games derives their seeds this way (simulations, tournaments, the server's bots, the
    RL environments' opponents), so one seed replays everything it started."""
    text = ":".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1
