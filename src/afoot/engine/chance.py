"""Seeded chance helpers. Games draw every random choice from the ``rng`` they are given."""

from __future__ import annotations

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
