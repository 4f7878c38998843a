"""The server's think budget: how long each game's bot levels take a decision in the server's
bot workers (``afoot.server.thinking``), the way a table asks them.

    .venv/bin/python benchmarks/think_budget.py --games 20 --seed 1
    .venv/bin/python benchmarks/think_budget.py --only holmes --levels hard --games 50

For every registered game with levels and every level (easy, medium, hard), ``--games`` seeded
games whose every seat is that level (a cooperative game's team), at the game's ``--players``
(default: 4, or the game's bounds). Each decision goes the way a server table sends it: the
game's snapshot pickled here and unpickled in one spawned worker process, where the seat's
agent lives between its moves (``BotPool``'s worker function, ``_think``, told the table's
lineup), the move sent back.
A decision's time is the wall clock around that round trip on this side (the pickling, the
worker's restoring the game and the agent's thinking: what a table waits for), so the worker
should have a core to itself (``nice`` the rest). Interruptions (a game where a seat may act
without being waited for) are asked the same way, and timed apart.

Prints, per game and level: the decisions, their median, p95 and longest time, and whether
the p95 is within the budget the issue sets (1 s a decision on one core). Deal ``i`` of a
(game, level) is seeded ``derive_seed(S, game, level, i)``, each seat's agent
``derive_seed(deal seed, "agent", seat)``, as a server table seeds its bots; the same
arguments replay the same games, timings apart.
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

try:
    import afoot  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from afoot.ai import LEVELS
from afoot.engine.core import GameSpec
from afoot.engine.game import Game
from afoot.games import specs
from afoot.server.thinking import _start_worker, _think
from afoot.sim import derive_seed

#: the issue's think budget: p95 of a decision in the server's bot workers, seconds
BUDGET = 1.0


class WorkerSeat:
    """A seat whose agent thinks in the worker, timed here (an agent to ``next_move``)."""

    def __init__(
        self, pool: ProcessPoolExecutor, key: str, name: str, seed: int, lineup: list[str]
    ) -> None:
        self.pool, self.key, self.name, self.seed = pool, key, name, seed
        self.lineup = lineup
        self.acts: list[float] = []
        self.interrupts: list[float] = []

    def _ask(self, game: Game, seat: int, interrupting: bool) -> Any:
        t0 = time.perf_counter()
        payload = pickle.dumps(game.snapshot(), pickle.HIGHEST_PROTOCOL)
        future = self.pool.submit(
            _think, self.key, self.name, self.seed, payload, seat, interrupting, self.lineup
        )
        action = future.result()
        (self.interrupts if interrupting else self.acts).append(time.perf_counter() - t0)
        return action

    def act(self, game: Game, seat: int) -> Any:
        return self._ask(game, seat, False)

    def interrupt(self, game: Game, seat: int) -> Any:
        return self._ask(game, seat, True)


def _players(spec: GameSpec, wanted: int) -> int:
    return max(spec.min_players, min(spec.max_players, wanted))


def run(
    pool: ProcessPoolExecutor, spec: GameSpec, level: str, players: int, games: int, seed: int
) -> tuple[list[float], list[float], int]:
    """(decision times, interruption times, games) of ``games`` games of ``level`` seats."""
    from afoot.sim.runner import next_move

    acts: list[float] = []
    interrupts: list[float] = []
    for i in range(games):
        deal = derive_seed(seed, spec.id, level, i)
        game = Game(spec, players, deal)
        lineup = [level] * players  # (told with every move, as a server table tells it)
        seats = [
            WorkerSeat(
                pool, f"{spec.id}:{level}:{i}:{s}", level, derive_seed(deal, "agent", s), lineup
            )
            for s in range(players)
        ]
        count = 0
        while not game.is_over:  # (next_move asks for interruptions only where a game has them)
            game.apply(*next_move(game, seats))
            count += 1
            if count > spec.max_actions:
                raise RuntimeError(f"{spec.id} game {i} exceeded {spec.max_actions} actions")
        for s in seats:
            acts.extend(s.acts)
            interrupts.extend(s.interrupts)
    return acts, interrupts, games


def _ms(values: list[float], q: float) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    return f"{1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]:.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20, help="games per game and level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4, help="seats (within each game's bounds)")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    args = parser.parse_args()
    only = {g for g in args.only.split(",") if g}
    levels = [lv for lv in args.levels.split(",") if lv]
    context = multiprocessing.get_context("spawn")
    print("| game | players | level | agent | decisions | median ms | p95 ms | max ms | within |")
    print("|---|---:|---|---|---:|---:|---:|---:|---|")
    with ProcessPoolExecutor(1, mp_context=context, initializer=_start_worker) as pool:
        for spec in specs():
            if (only and spec.id not in only) or not spec.levels:
                continue
            players = _players(spec, args.players)
            for level in levels:
                if level not in spec.levels:
                    continue
                acts, interrupts, _ = run(pool, spec, level, players, args.games, args.seed)
                ordered = sorted(acts)
                p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
                within = "yes" if p95 <= BUDGET else "**no**"
                print(
                    f"| {spec.id} | {players} | {level} | `{spec.levels[level]}` | {len(acts)} "
                    f"| {1000 * statistics.median(acts):.1f} | {1000 * p95:.1f} "
                    f"| {1000 * ordered[-1]:.1f} | {within} |",
                    flush=True,
                )
                if interrupts:
                    print(
                        f"| {spec.id} | {players} | {level} (interruptions) | "
                        f"`{spec.levels[level]}` | {len(interrupts)} | {_ms(interrupts, 0.5)} "
                        f"| {_ms(interrupts, 0.95)} | {_ms(interrupts, 1.0)} | |",
                        flush=True,
                    )


if __name__ == "__main__":
    main()
