"""Game-agnostic agents. ``make_agent("random" | "greedy", seed)`` builds one by name.

An agent chooses an action for a seat from what that seat may know: it reads
``game.view(seat)`` / ``game.legal_actions(seat)``, and any look-ahead runs on
``game.determinize(seat, rng)``, never on the real hidden state.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from afoot.engine.errors import InvalidOption
from afoot.engine.game import Game


class Agent(Protocol):
    name: str

    def act(self, game: Game, seat: int) -> Any:
        """An action, legal for ``seat`` in ``game`` now."""


class RandomAgent:
    """Uniformly random among the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, game: Game, seat: int) -> Any:
        actions = game.legal_actions(seat)
        return actions[self.rng.randrange(len(actions))]


AGENTS = ("random", "greedy")


def make_agent(name: str, seed: int | None = None) -> Agent:
    """An agent by name; InvalidOption (listing the names) for an unknown one."""
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        from afoot.ai.greedy import GreedyAgent

        return GreedyAgent(seed)
    raise InvalidOption(f"unknown agent {name!r}; agents: {', '.join(AGENTS)}")
