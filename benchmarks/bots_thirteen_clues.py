"""The deduce bots at 13 Clues: solo deduction speed, wins against random, decision time.

    .venv/bin/python benchmarks/bots_thirteen_clues.py --games 1000 --seed 1

Everything is seeded: game ``i`` of a section uses ``derive_seed(S, section, i)`` and the
agent in seat ``s`` ``derive_seed(game_seed, "agent", s)``; the same arguments print the
same figures, timings apart.

1. Solo model, 4 players: the bot in seat ``i % 4`` plays its own turns; the 3 other seats
   only consult the Secret Informant (their first legal consult, or take a glass when they
   must): a consult is private, so they tell the bot nothing and never accuse. The figure is
   the bot's own actions -- questions, consults and accusations (taking a glass, forced, is
   not counted) -- up to and including its right accusation; mean, median and p95.
2. Win share of the bot against 3 ``random`` agents (``afoot.ai.RandomAgent``: uniform among
   the legal actions) at 4 players, seat-rotated (game ``i``: the bot in seat ``i % 4``).
   Also, for reference, the bot's own actions in those games until the game ends.
3. Decision time: ``time.perf_counter`` around every ``act`` of the bot in sections 1-2
   (view, legal actions, posterior, choice), median / p95 / max; then per player count
   (3, 5, 6) from a few games against random.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

try:
    import afoot  # noqa: F401
except ImportError:  # run from a checkout without installing
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from afoot.ai import RandomAgent
from afoot.engine.game import Game
from afoot.games.thirteen_clues import GAME
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues.bots import DeduceBot
from afoot.sim import derive_seed
from afoot.sim.runner import next_move

OWN = (A.Question, A.Consult, A.Accuse)


class Timed:
    def __init__(self, bot: DeduceBot, clock: list[float]) -> None:
        self.bot, self.clock, self.name = bot, clock, bot.name
        self.own = 0

    def act(self, game: Game, seat: int) -> Any:
        t0 = time.perf_counter()
        action = self.bot.act(game, seat)
        self.clock.append(time.perf_counter() - t0)
        self.own += isinstance(action, OWN)
        return action


class Consulter:
    """Only consults the informant (or takes a glass, or chooses its first mystery)."""

    name = "consulter"

    def act(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions(seat)
        return next((a for a in legal if not isinstance(a, (A.Question, A.Accuse))), legal[0])


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def solo(games: int, seed: int, level: str, clock: list[float]) -> list[int]:
    out = []
    for i in range(games):
        gs = derive_seed(seed, "solo", i)
        game = Game(GAME, 4, gs)
        me = i % 4
        bot = Timed(DeduceBot(derive_seed(gs, "agent", me), level), clock)
        agents: list[Any] = [bot if s == me else Consulter() for s in range(4)]
        while not game.is_over:
            game.apply(*next_move(game, agents))
        assert game.state.winner == me
        out.append(bot.own)
    return out


def versus_random(
    games: int, seed: int, level: str, clock: list[float], players: int = 4
) -> tuple[int, list[int]]:
    wins, own = 0, []
    for i in range(games):
        gs = derive_seed(seed, "random", players, i)
        game = Game(GAME, players, gs)
        me = i % players
        bot = Timed(DeduceBot(derive_seed(gs, "agent", me), level), clock)
        agents: list[Any] = [
            bot if s == me else RandomAgent(derive_seed(gs, "agent", s)) for s in range(players)
        ]
        while not game.is_over:
            game.apply(*next_move(game, agents))
        wins += game.state.winner == me
        own.append(bot.own)
    return wins, own


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--solo-games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default="normal,hard")
    args = ap.parse_args()
    for level in args.levels.split(","):
        name = "deduce_hard" if level == "hard" else "deduce"
        clock: list[float] = []
        print(f"== {name}")
        counts = solo(args.solo_games, args.seed, level, clock)
        print(
            f"1. solo (4 players, 3 consulting seats), {len(counts)} games: own actions to a "
            f"right accusation mean {statistics.mean(counts):.2f}, median "
            f"{statistics.median(counts)}, p95 {_pct([float(c) for c in counts], 0.95)}"
        )
        wins, own = versus_random(args.games, args.seed, level, clock)
        print(
            f"2. vs 3 random at 4 players, {args.games} games seat-rotated: win share "
            f"{wins / args.games:.1%} ({wins}); own actions per game mean {statistics.mean(own):.2f}"
        )
        print(
            f"3. decision time at 4 players over {len(clock)} decisions: median "
            f"{statistics.median(clock) * 1e3:.1f} ms, p95 {_pct(clock, 0.95) * 1e3:.1f} ms, "
            f"max {max(clock) * 1e3:.1f} ms"
        )
        for players in (3, 5, 6):
            other: list[float] = []
            w, _ = versus_random(40, args.seed, level, other, players)
            print(
                f"   {players} players (40 games vs random, won {w}): median "
                f"{statistics.median(other) * 1e3:.1f} ms, p95 {_pct(other, 0.95) * 1e3:.1f} ms, "
                f"max {max(other) * 1e3:.1f} ms"
            )


if __name__ == "__main__":
    main()
