"""Benchmarks for afoot: run ``afoot bench`` (or ``make bench``).

The measuring code lives in the package, ``afoot/sim/bench.py``, so that ``afoot bench`` works
from an installed wheel (this folder is not shipped); the scripts here are thin entry points
for a checkout, e.g. ``python benchmarks/bench_holmes.py --runs 9 --json``. Results written
under ``benchmarks/results/`` are ignored by git.
"""
