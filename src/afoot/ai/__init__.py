"""Agents. ``make_agent("random" | "greedy", seed)`` builds a game-agnostic one by name;
``make_agent(name, seed, rules)`` also finds the game's own bots (Purrrlock's ``deduce``).

An agent chooses an action for a seat from what that seat may know: it reads
``game.view(seat)`` / ``game.legal_actions(seat)``, and any look-ahead runs on
``game.determinize(seat, rng)``, never on the real hidden state.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from afoot.engine.core import Rules
from afoot.engine.errors import InvalidOption
from afoot.engine.game import Game


class Agent(Protocol):
    """An agent. It may also have ``interrupt(game, seat) -> action | None``: asked when
    ``seat`` may act without being waited for (``seat in game.to_act - game.waiting_for``,
    e.g. a "Paws!" call), it returns a legal action to interrupt with, or None to let play go
    on. An agent without it never interrupts."""

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

    def interrupt(self, game: Game, seat: int) -> Any | None:
        """Uniformly random among the legal actions and "not now"."""
        actions = game.legal_actions(seat)
        pick = self.rng.randrange(len(actions) + 1)
        return actions[pick] if pick < len(actions) else None


#: agents that play any game (greedy needs the game's heuristic)
AGENTS = ("random", "greedy")


def agent_names(rules: Rules | None = None) -> list[str]:
    """The agents for a game: the generic ones it supports (greedy needs the game's
    heuristic), then the game's own bots (``rules.bots``); every agent name without a game."""
    if rules is None:
        return [*AGENTS, *(name for r in _all_rules() for name in getattr(r, "bots", None) or ())]
    generic = [n for n in AGENTS if n != "greedy" or getattr(rules, "heuristic", None)]
    return [*generic, *(getattr(rules, "bots", None) or ())]


def _all_rules() -> list[Rules]:
    from afoot.games import REGISTRY

    return list(REGISTRY.values())


def make_agent(name: str, seed: int | None = None, rules: Rules | None = None) -> Agent:
    """An agent by name, for the game of ``rules`` when given (its own bots, ``rules.bots``,
    are found by name too); InvalidOption listing the names for an unknown one."""
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy" and (rules is None or getattr(rules, "heuristic", None)):
        from afoot.ai.greedy import GreedyAgent

        return GreedyAgent(seed)
    own = getattr(rules, "bots", None) or {}
    if name in own:
        agent: Agent = own[name](seed)
        return agent
    where = f" for {rules.spec.id}" if rules is not None else ""
    raise InvalidOption(f"unknown agent {name!r}{where}; agents: {', '.join(agent_names(rules))}")
