"""The Beyond Baker Street ceiling table: win rates of ``cheat`` and ``omni`` (references that
cheat) and of the honest ``rules`` team, per case file and player count.

    .venv/bin/python benchmarks/bots_baker_street.py --games 2000 --seed 1 --procs 2

Deal ``i`` of a cell (case, players) is the game seeded ``derive_seed(S, case, players, i)``
(``afoot.sim.derive_seed``), the same deal for every bot; the bot in seat ``s`` is seeded
``derive_seed(game_seed, "agent", s)``. Every seat of a game is the same bot (a team). The
same arguments print the same figures, timings apart. Decision times are
``time.perf_counter`` around every ``act`` call (view, scoring and search included).

Targets (the issue): on Case File 1, ``rules`` wins >= 40% of ``cheat``'s rate at 2 players
and >= 60% at 3 and 4 players.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

try:
    import afoot
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import afoot

from afoot.ai import make_agent, tell_lineup
from afoot.engine.game import Game
from afoot.games.baker_street import GAME
from afoot.sim import derive_seed
from afoot.sim.runner import next_move

BOTS = ("rules", "cheat", "omni")


class Timed:
    def __init__(self, bot: Any, times: list[float]) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = times

    def act(self, game: Game, seat: int) -> Any:
        t0 = time.perf_counter()
        action = self.bot.act(game, seat)
        self.times.append(time.perf_counter() - t0)
        return action


def cell(job: tuple[str, int, int, int, int]) -> tuple[str, int, int, int, list[float], float]:
    """(bot, case, players, wins, decision times, seconds) of one cell."""
    bot, case, players, games, seed = job
    times: list[float] = []
    wins = 0
    t0 = time.perf_counter()
    for i in range(games):
        game_seed = derive_seed(seed, case, players, i)
        game = Game(GAME, players, game_seed, {"case": case})
        agents = [
            Timed(make_agent(bot, derive_seed(game_seed, "agent", s), GAME), times)
            for s in range(players)
        ]
        tell_lineup([a.bot for a in agents])
        while not game.is_over:
            game.apply(*next_move(game, agents))
        result = game.result()
        assert result is not None
        wins += bool(result.details["won"])
    return bot, case, players, wins, times, time.perf_counter() - t0


def ms(samples: list[float]) -> str:
    if not samples:
        return "no calls"
    xs = sorted(x * 1000 for x in samples)
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return f"median {statistics.median(xs):.3f} ms, p95 {p95:.3f} ms, max {xs[-1]:.1f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="deals per cell")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--procs", type=int, default=2, help="worker processes (at most 2)")
    parser.add_argument("--cases", default="1,2,3,4,5,6")
    parser.add_argument("--players", default="2,3,4")
    args = parser.parse_args(argv)
    cases = [int(c) for c in args.cases.split(",")]
    counts = [int(p) for p in args.players.split(",")]
    start = time.perf_counter()
    print(
        f"Beyond Baker Street bots (afoot {afoot.__version__}), {args.games} deals per cell, "
        f"seed {args.seed}\n"
    )
    jobs = [(b, c, p, args.games, args.seed) for c in cases for p in counts for b in BOTS]
    jobs.sort(key=lambda j: j[0] != "rules")  # the slow ones first
    procs = max(1, min(2, args.procs))
    if procs == 1:
        out = [cell(j) for j in jobs]
    else:
        with Pool(procs) as pool:
            out = pool.map(cell, jobs, chunksize=1)
    wins = {(b, c, p): w for b, c, p, w, _, _ in out}
    times: dict[str, list[float]] = {b: [] for b in BOTS}
    seconds: dict[str, float] = dict.fromkeys(BOTS, 0.0)
    for b, _, _, _, t, sec in out:
        times[b] += t
        seconds[b] += sec
    n = args.games
    print("| case | players | cheat | omni | rules | rules / cheat |")
    print("|---:|---:|---:|---:|---:|---:|")
    for c in cases:
        for p in counts:
            ch, om, ru = (wins[b, c, p] / n for b in ("cheat", "omni", "rules"))
            ratio = f"{ru / ch:.0%}" if ch else "n/a"
            print(f"| {c} | {p} | {ch:.1%} | {om:.1%} | {ru:.1%} | {ratio} |")
    print()
    for p in counts if 1 in cases else []:
        need = 0.4 if p == 2 else 0.6
        ch, ru = wins["cheat", 1, p] / n, wins["rules", 1, p] / n
        ok = "met" if ch and ru >= need * ch else "MISSED"
        print(f"target case 1, {p} players: rules >= {need:.0%} of cheat: {ok}")
    print("\ndecision time per act call:")
    for b in BOTS:
        print(f"  {b:<6} {len(times[b]):>8} calls, {ms(times[b])}; {seconds[b]:.0f} s of CPU")
    print(f"\nwall {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
