"""A Holmes bot against another (greedy vs random unless told): wins, draws, margins, speed.

    .venv/bin/python benchmarks/bots_holmes.py --games 1000 --seed 1
    .venv/bin/python benchmarks/bots_holmes.py --bot rollout --vs rules --games 40 \
        --variant-games 0 --seed 1

Half the games give the bot (``--bot``, any agent name ``make_agent`` knows) seat 0, half seat
1; half are devir, half kosmos (each seat/edition pair a quarter). A second, smaller run
(``--variant-games``, default a fifth) turns every variant on: reservation, alternative start,
villains / Mycroft cards = both. A draw counts as not a win. The bot's decision time is CPU
time of this process (other load on the machine does not count): mean, median, 95th percentile
and longest. Everything is seeded: the same arguments give the same figures.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

try:
    import afoot
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import afoot

from afoot.ai import make_agent
from afoot.games.holmes import GAME

EDITIONS = ("devir", "kosmos")


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    draws: int = 0
    margin: float = 0.0
    closest: float = float("inf")

    def add(self, won: bool, draw: bool, margin: float) -> None:
        self.games += 1
        self.wins += won
        self.draws += draw
        self.margin += margin
        self.closest = min(self.closest, margin)

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.draws += other.draws
        self.margin += other.margin
        self.closest = min(self.closest, other.closest)

    def line(self, label: str) -> str:
        if not self.games:
            return f"  {label:<22} no games"
        rate = 100.0 * self.wins / self.games
        return (
            f"  {label:<22} {self.wins:>5}/{self.games:<5} wins {rate:6.1f}%  "
            f"draws {self.draws:>3}  mean margin {self.margin / self.games:+6.1f}  "
            f"lowest {self.closest:+4.0f}"
        )


@dataclass
class Run:
    total: Tally = field(default_factory=Tally)
    cells: dict[tuple[str, int], Tally] = field(default_factory=dict)
    #: CPU seconds of each of the bot's decisions
    times: list[float] = field(default_factory=list)
    wall: float = 0.0
    losses: list[tuple[int, str, int, float]] = field(default_factory=list)


def options_for(edition: str, variants: bool) -> dict[str, Any]:
    opts: dict[str, Any] = {"edition": edition}
    if variants:
        opts["reservation"] = True
        opts["alternative_start"] = True
        opts["villains" if edition == "devir" else "mycroft"] = "both"
    return opts


def play(
    seed: int, edition: str, bot_seat: int, variants: bool, run: Run, names: tuple[str, str]
) -> None:
    seeds = random.Random(seed)
    game = afoot.new_game(
        "holmes", seed=seeds.randrange(2**63), options=options_for(edition, variants)
    )
    bot = make_agent(names[0], seeds.randrange(2**63), GAME)
    other = make_agent(names[1], seeds.randrange(2**63), GAME)
    clock = time.process_time
    while not game.is_over:
        seat = min(game.to_act)
        if seat == bot_seat:
            t0 = clock()
            action = bot.act(game, seat)
            run.times.append(clock() - t0)
        else:
            action = other.act(game, seat)
        game.apply(seat, action)
    result = game.result()
    assert result is not None
    margin = result.scores[bot_seat] - result.scores[1 - bot_seat]
    won = not result.draw and result.winners == (bot_seat,)
    run.total.add(won, result.draw, margin)
    run.cells.setdefault((edition, bot_seat), Tally()).add(won, result.draw, margin)
    if not won:
        run.losses.append((seed, edition, bot_seat, margin))


def run_games(games: int, seed: int, variants: bool, names: tuple[str, str]) -> Run:
    run = Run()
    master = random.Random(f"{seed}:{'variants' if variants else 'default'}")
    start = time.perf_counter()
    for i in range(games):
        edition = EDITIONS[(i // 2) % 2]
        bot_seat = i % 2
        play(master.randrange(2**63), edition, bot_seat, variants, run, names)
    run.wall = time.perf_counter() - start
    return run


def report(title: str, run: Run, bot: str) -> None:
    print(title)
    print(run.total.line("all games"))
    for seat in (0, 1):
        tally = Tally()
        for (_, s), cell in run.cells.items():
            if s == seat:
                tally.merge(cell)
        print(tally.line(f"{bot} as seat {seat}"))
    for edition in EDITIONS:
        tally = Tally()
        for (e, _), cell in run.cells.items():
            if e == edition:
                tally.merge(cell)
        print(tally.line(f"edition {edition}"))
    for key in sorted(run.cells):
        print(run.cells[key].line(f"{key[0]}, seat {key[1]}"))
    times = sorted(run.times)
    if times:
        n = len(times)
        print(
            f"  {bot}: {n} decisions, CPU time a decision: mean {1000 * sum(times) / n:.2f} ms, "
            f"median {1000 * times[n // 2]:.2f} ms, 95th percentile "
            f"{1000 * times[min(n - 1, int(0.95 * n))]:.1f} ms, longest {1000 * times[-1]:.0f} ms;"
            f" wall {run.wall:.1f} s ({run.wall / max(1, run.total.games) * 1000:.0f} ms/game)"
        )
    if run.losses:
        shown = ", ".join(
            f"seed {s} {e} seat {g} margin {m:+.0f}" for s, e, g, m in run.losses[:10]
        )
        print(f"  not won: {shown}{' ...' if len(run.losses) > 10 else ''}")
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games with default options")
    parser.add_argument(
        "--variant-games",
        type=int,
        default=None,
        help="games with every variant on (default: a fifth of --games)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="greedy", help="the bot measured (an agent name)")
    parser.add_argument("--vs", default="random", help="its opponent (an agent name)")
    args = parser.parse_args(argv)
    names = (args.bot, args.vs)
    variant_games = args.games // 5 if args.variant_games is None else args.variant_games
    print(f"{args.bot} vs {args.vs} at holmes, seed {args.seed}\n")
    if args.games:
        report(
            f"default options: {args.games} games",
            run_games(args.games, args.seed, False, names),
            args.bot,
        )
    if variant_games:
        report(
            f"all variants (reservation, alternative_start, villains/mycroft=both): "
            f"{variant_games} games",
            run_games(variant_games, args.seed, True, names),
            args.bot,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
