"""Search speed: milliseconds per 1,000 ISMCTS iterations (and pimc, cheat), per game, one core.

    .venv/bin/python benchmarks/bench_search.py --decisions 15 --iterations 1000

Decision points come from seeded random playouts (every ``--every``-th decision with a choice
of game ``seed``), so the same arguments time the same searches. Each search runs
``--iterations`` iterations and is timed alone; the figures are medians over the decisions,
with the reference loop of ``afoot bench`` (``afoot.sim.bench.reference_loop``) timed in the
same run so machines compare as ratios. OpenSpiel's Python ISMCTS, measured on this machine
kind: 32 ms per 1,000 iterations on Kuhn poker, 106 ms on Leduc poker.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

try:
    import afoot
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import afoot

from afoot.ai import RandomAgent
from afoot.ai.mcts import Budget, MCTSAgent
from afoot.sim.bench import reference_loop
from afoot.sim.runner import next_move

TABLES = (("holmes", 2), ("purrrlock", 4), ("baker_street", 3), ("thirteen_clues", 4))


def decision_points(game_id: str, players: int, count: int, every: int) -> list[afoot.Game]:
    """``count`` games stopped at a decision with a choice, from seeded random playouts."""
    points: list[afoot.Game] = []
    seed = 0
    while len(points) < count:
        game = afoot.new_game(game_id, players=players, seed=seed)
        agents = [RandomAgent(seed * 10 + s) for s in range(players)]
        seen = 0
        while not game.is_over and len(points) < count:
            seat = min(game.waiting_for)
            if len(game.legal_actions(seat)) > 1:
                seen += 1
                if seen % every == 0:
                    points.append(game.clone())
            game.apply(*next_move(game, agents))
        seed += 1
    return points


def time_search(mode: str, points: list[afoot.Game], iterations: int) -> list[float]:
    """Milliseconds per 1,000 iterations of each search."""
    out = []
    for k, game in enumerate(points):
        agent = MCTSAgent(mode, k, Budget(iterations=iterations))
        seat = min(game.waiting_for)
        t0 = time.perf_counter()
        agent.act(game, seat)
        out.append((time.perf_counter() - t0) * 1000.0 * 1000.0 / iterations)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decisions", type=int, default=15)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--every", type=int, default=4, help="take every k-th decision")
    parser.add_argument("--games", default=",".join(g for g, _ in TABLES))
    parser.add_argument("--modes", default="ismcts,pimc,cheat")
    args = parser.parse_args()
    ref_iters, ref_seconds = reference_loop(1.0, 0)
    ref_rate = ref_iters / ref_seconds
    print(f"reference loop: {ref_rate / 1e6:.2f}M it/s")
    wanted = args.games.split(",")
    for game_id, players in TABLES:
        if game_id not in wanted:
            continue
        points = decision_points(game_id, players, args.decisions, args.every)
        for mode in args.modes.split(","):
            ms = time_search(mode, points, args.iterations)
            med = statistics.median(ms)
            ops = med / 1000.0 * ref_rate / 1000.0
            print(
                f"{game_id:<15} {players}p {mode:<7} median {med:7.1f} ms / 1,000 iterations "
                f"(min {min(ms):.1f}, max {max(ms):.1f}; {ops:,.0f} reference ops per iteration)"
            )
    ref_after, secs_after = reference_loop(1.0, 1)
    print(f"reference loop after: {ref_after / secs_after / 1e6:.2f}M it/s")


if __name__ == "__main__":
    main()
