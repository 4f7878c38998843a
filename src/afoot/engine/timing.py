"""The timing reference and rate helpers shared by the benchmarks (``afoot bench``, the engine's,
and ``afoot bench --rl``, the RL environments').

A rate measured on one machine says little on another, or on the same machine under load; so
each benchmark times :func:`reference_loop`, a fixed pure-Python workload, in the same run and
reports its figures as multiples of it. Here, below both benchmarks, so that neither imports
the other. Nothing in the engine's core imports this module.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence

import msgspec

#: what :func:`reference_loop` measures, as the reports say it
REFERENCE = (
    "iterations/s of a pure-Python loop doing, per iteration, one rng.random(), one list "
    "append, one list index and one length test (the list is cleared at 32 items): the "
    "interpreter overhead of one cheap random choice"
)


class Rate(msgspec.Struct):
    """Median, min and max over the runs of one measurement, per second."""

    median: float
    low: float
    high: float


def rate_of(values: Sequence[float]) -> Rate:
    """The :class:`Rate` of one measurement's runs, rounded to a tenth."""
    return Rate(
        median=round(statistics.median(values), 1),
        low=round(min(values), 1),
        high=round(max(values), 1),
    )


def reference_loop(seconds: float, seed: int) -> tuple[int, float]:
    """The reference workload: (iterations, elapsed seconds)."""
    rng = random.Random(seed)
    rnd = rng.random
    items: list[float] = []
    append = items.append
    done = 0
    clock = time.perf_counter
    start = clock()
    while True:
        for _ in range(1000):
            x = rnd()
            append(x)
            _ = items[int(x * len(items))]
            if len(items) >= 32:
                items.clear()
        done += 1000
        elapsed = clock() - start
        if elapsed >= seconds:
            return done, elapsed
