"""Greedy vs random at Holmes: win rates per seat and edition, draws, margins, speed.

    .venv/bin/python benchmarks/bots_holmes.py --games 1000 --seed 1

Half the games give the greedy agent seat 0, half seat 1; half are devir, half kosmos (each
seat/edition pair a quarter). A second, smaller run (``--variant-games``, default a fifth)
turns every variant on: reservation, alternative start, villains / Mycroft cards = both.
A draw counts as not a win. Everything is seeded: the same arguments give the same figures.
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

from afoot.ai import RandomAgent
from afoot.ai.greedy import GreedyAgent

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
    greedy_time: float = 0.0
    greedy_decisions: int = 0
    greedy_choices: int = 0
    wall: float = 0.0
    losses: list[tuple[int, str, int, float]] = field(default_factory=list)


def options_for(edition: str, variants: bool) -> dict[str, Any]:
    opts: dict[str, Any] = {"edition": edition}
    if variants:
        opts["reservation"] = True
        opts["alternative_start"] = True
        opts["villains" if edition == "devir" else "mycroft"] = "both"
    return opts


def play(seed: int, edition: str, greedy_seat: int, variants: bool, run: Run) -> None:
    seeds = random.Random(seed)
    game = afoot.new_game(
        "holmes", seed=seeds.randrange(2**63), options=options_for(edition, variants)
    )
    greedy = GreedyAgent(seeds.randrange(2**63))
    rand = RandomAgent(seeds.randrange(2**63))
    clock = time.perf_counter
    spent = 0.0
    while not game.is_over:
        seat = min(game.to_act)
        if seat == greedy_seat:
            t0 = clock()
            action = greedy.act(game, seat)
            spent += clock() - t0
        else:
            action = rand.act(game, seat)
        game.apply(seat, action)
    result = game.result()
    assert result is not None
    margin = result.scores[greedy_seat] - result.scores[1 - greedy_seat]
    won = not result.draw and result.winners == (greedy_seat,)
    run.total.add(won, result.draw, margin)
    run.cells.setdefault((edition, greedy_seat), Tally()).add(won, result.draw, margin)
    run.greedy_time += spent
    run.greedy_decisions += greedy.decisions
    run.greedy_choices += greedy.choices
    if not won:
        run.losses.append((seed, edition, greedy_seat, margin))


def run_games(games: int, seed: int, variants: bool) -> Run:
    run = Run()
    master = random.Random(f"{seed}:{'variants' if variants else 'default'}")
    start = time.perf_counter()
    for i in range(games):
        edition = EDITIONS[(i // 2) % 2]
        greedy_seat = i % 2
        play(master.randrange(2**63), edition, greedy_seat, variants, run)
    run.wall = time.perf_counter() - start
    return run


def report(title: str, run: Run) -> None:
    print(title)
    print(run.total.line("all games"))
    for seat in (0, 1):
        tally = Tally()
        for (_, s), cell in run.cells.items():
            if s == seat:
                tally.merge(cell)
        print(tally.line(f"greedy as seat {seat}"))
    for edition in EDITIONS:
        tally = Tally()
        for (e, _), cell in run.cells.items():
            if e == edition:
                tally.merge(cell)
        print(tally.line(f"edition {edition}"))
    for key in sorted(run.cells):
        print(run.cells[key].line(f"{key[0]}, seat {key[1]}"))
    rate = run.greedy_decisions / run.greedy_time if run.greedy_time else 0.0
    print(
        f"  greedy: {run.greedy_decisions} decisions ({run.greedy_choices} with a choice) "
        f"in {run.greedy_time:.1f} s = {rate:.0f} decisions/s; wall {run.wall:.1f} s "
        f"({run.wall / max(1, run.total.games) * 1000:.0f} ms/game)"
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
    args = parser.parse_args(argv)
    variant_games = args.games // 5 if args.variant_games is None else args.variant_games
    print(f"greedy vs random at holmes, seed {args.seed}\n")
    if args.games:
        report(f"default options: {args.games} games", run_games(args.games, args.seed, False))
    if variant_games:
        report(
            f"all variants (reservation, alternative_start, villains/mycroft=both): "
            f"{variant_games} games",
            run_games(variant_games, args.seed, True),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
