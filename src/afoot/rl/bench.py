"""RL speed on one core (``afoot bench --rl``): AEC steps with an observation and a mask.

Per game (every game with an RL codec, or those asked for), ``runs`` times for about
``seconds`` each: episodes of :func:`afoot.rl.env` seeded by run, each live step being
``env.last()`` (the acting agent's observation and action mask) then ``env.step(a)`` with
``a`` uniform among the mask's legal actions (dead steps, one per agent at the end, are done
but not counted). The reference is the engine's
(:func:`afoot.engine.timing.reference_loop`), timed in the same run, so the figures compare
across machines as "reference ops per step". Medians of the runs.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

import msgspec
import numpy as np

from afoot.engine.timing import Rate, rate_of, reference_loop
from afoot.games import spec_for, specs
from afoot.rl.aec import AfootAEC


class RLGameBench(msgspec.Struct):
    players: int
    n_actions: int
    obs_size: int
    steps_per_s: Rate
    episodes_per_s: Rate
    steps_per_episode: float
    step_in_reference_ops: float


class RLBenchReport(msgspec.Struct):
    runs: int
    seconds: float
    reference_ops_per_s: Rate
    games: dict[str, RLGameBench]


def _episodes(env: AfootAEC, rng: random.Random, seconds: float) -> tuple[int, int, float]:
    """Play episodes until ``seconds`` have passed: (live steps, episodes, elapsed)."""
    steps = episodes = 0
    clock = time.perf_counter
    start = clock()
    while True:
        env.reset(seed=rng.randrange(2**31))
        while env.agents:
            _obs, _reward, terminated, truncated, _info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(_obs["action_mask"])
            env.step(int(legal[int(rng.random() * len(legal))]))
            steps += 1
        episodes += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return steps, episodes, elapsed


def bench_rl(
    game_ids: Sequence[str] | None = None,
    runs: int = 5,
    seconds: float = 1.0,
    players: int | None = None,
    progress: Callable[[str], Any] | None = None,
) -> RLBenchReport:
    ids = list(game_ids) if game_ids else [s.id for s in specs() if s.codec is not None]
    ref: list[float] = []
    games: dict[str, RLGameBench] = {}
    for game_id in ids:
        count = players or spec_for(game_id).min_players
        env = AfootAEC(game_id, count)
        rates: list[float] = []
        eps: list[float] = []
        costs: list[float] = []
        total_steps = total_eps = 0
        for run in range(runs):
            if progress is not None:
                progress(f"{game_id}: run {run + 1}/{runs}")
            iters, ref_elapsed = reference_loop(seconds / 4, run)
            ref_rate = iters / ref_elapsed
            ref.append(ref_rate)
            steps, episodes, elapsed = _episodes(env, random.Random(run), seconds)
            rates.append(steps / elapsed)
            eps.append(episodes / elapsed)
            costs.append(ref_rate / (steps / elapsed))
            total_steps += steps
            total_eps += episodes
        games[game_id] = RLGameBench(
            players=count,
            n_actions=env.n_actions,
            obs_size=env.codec.obs_size,
            steps_per_s=rate_of(rates),
            episodes_per_s=rate_of(eps),
            steps_per_episode=round(total_steps / max(1, total_eps), 1),
            step_in_reference_ops=round(statistics.median(costs), 2),
        )
    return RLBenchReport(runs=runs, seconds=seconds, reference_ops_per_s=rate_of(ref), games=games)
