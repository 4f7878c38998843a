"""Holmes engine speed: the same as ``afoot bench holmes`` (code: ``afoot/sim/bench.py``).

Usage: ``python benchmarks/bench_holmes.py [--runs R] [--seconds T] [-o key=value] [--json]``.
"""

from __future__ import annotations

import sys

from afoot.cli import main

if __name__ == "__main__":
    sys.argv = ["afoot", "bench", "holmes", *sys.argv[1:]]
    main()
