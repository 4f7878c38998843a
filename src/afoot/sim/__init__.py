"""Simulation and benchmarking: many seeded games between agents, engine speed.

``simulate(game_id, agents, games, seed, options, swap) -> SimReport`` plays a seeded run
(serial, in this process); ``bench(...)`` measures the engine (``afoot.sim.bench``).
"""

from afoot.sim.runner import (
    GameError,
    Interrupted,
    SimReport,
    Timing,
    derive_seed,
    lineup,
    simulate,
)

__all__ = ["GameError", "Interrupted", "SimReport", "Timing", "derive_seed", "lineup", "simulate"]
