"""View speed: microseconds per ``game.view(seat)``, per game, one core.

    .venv/bin/python benchmarks/bench_views.py --states 40 --runs 5

The states come from seeded random playouts of every registered game (at its smallest player
count; every ``--every``-th decision point, from game seed 0 on), so the same arguments time
the same views. Each run times every seat's view and the spectator's of every state, repeated
for ``--seconds``; the figure is the median over ``--runs`` runs, with the reference loop of
``afoot bench`` (``afoot.engine.timing.reference_loop``) timed in the same run so machines compare
as ratios. To compare two trees, run it with each on ``PYTHONPATH`` in turn, several times.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    import afoot
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import afoot

from afoot.engine.testing import random_action
from afoot.engine.timing import reference_loop


def states(game_id: str, count: int, every: int) -> tuple[int, list[afoot.Game]]:
    """(players, ``count`` games stopped mid-game) from seeded random playouts."""
    spec = afoot.spec_for(game_id)
    players = spec.min_players
    out: list[afoot.Game] = []
    seed = 0
    while len(out) < count:
        game = afoot.Game(spec, players, seed)
        chooser = random.Random(seed)
        step = 0
        while not game.is_over and len(out) < count:
            if step % every == every - 1:
                out.append(game.clone())
            game.apply(*random_action(game, chooser))
            step += 1
        seed += 1
    return players, out


def views_per_second(
    players: int, points: list[afoot.Game], seconds: float, clock: Callable[[], float]
) -> float:
    seats = (None, *range(players))
    done = 0
    start = clock()
    while True:
        for game in points:
            view = game.view
            for seat in seats:
                view(seat)
        done += len(points) * len(seats)
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=40)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time with this process's CPU time (on a shared, loaded machine: the time others "
        "ran does not count; the reference loop is then not comparable, leave it aside)",
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    tables = {gid: states(gid, args.states, args.every) for gid in afoot.games.ids()}
    rates: dict[str, list[float]] = {gid: [] for gid in tables}
    refs: list[float] = []
    for run in range(args.runs):
        n, t = reference_loop(args.seconds, run)
        refs.append(n / t)
        for gid, (players, points) in tables.items():
            rates[gid].append(views_per_second(players, points, args.seconds, clock))
    ref = statistics.median(refs)
    figures = {
        gid: {
            "us_per_view": 1e6 / statistics.median(r),
            "ref_ops_per_view": ref / statistics.median(r),
        }
        for gid, r in rates.items()
    }
    if args.json:
        print(json.dumps(figures, indent=1))
        return
    print(f"reference ops/s: {ref:,.0f} · medians of {args.runs} runs of {args.seconds:g} s")
    for gid, f in figures.items():
        print(
            f"{gid:16} {f['us_per_view']:8.2f} us/view  {f['ref_ops_per_view']:8.1f} ref ops/view"
        )


if __name__ == "__main__":
    main()
