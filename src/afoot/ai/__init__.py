"""Agents. ``make_agent(name, seed, spec)`` builds one by name for the game of ``spec``.

Names: ``random``; ``greedy`` (games with a heuristic); the search agents ``ismcts``, ``pimc``
and ``cheat`` (``afoot.ai.mcts``), which take a budget, ``ismcts:2000`` (iterations) or
``ismcts:1s`` / ``ismcts:250ms`` (time); the game's own bots (``spec.bots``); the difficulty
levels ``easy``, ``medium`` and ``hard`` (``spec.levels`` maps each to one of the others); and
``NAME~P``, any of them making a uniformly random move with probability P. ``cheat`` and a
game's ``references`` read hidden cards: research references, never offered to players
(``agent_names(spec, for_players=True)`` leaves them out).

An agent chooses an action for a seat from what that seat may know: it reads
``game.view(seat)`` / ``game.legal_actions(seat)``, and any look-ahead runs on
``game.determinize(seat, rng)``, never on the real hidden state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from afoot.engine.core import GameSpec
from afoot.engine.errors import InvalidOption
from afoot.engine.game import Game


class Agent(Protocol):
    """An agent. It may also have ``interrupt(game, seat) -> action | None``: asked when
    ``seat`` may act without being waited for (``seat in game.to_act - game.waiting_for``,
    e.g. a "Paws!" call), it returns a legal action to interrupt with, or None to let play go
    on. An agent without it never interrupts.

    It may also have ``lineup(names: Sequence[str | None]) -> None``: who sits where, the
    ``name`` of the agent in each seat and None for a person. Every runner that seats agents
    calls it (:func:`tell_lineup`) before their decisions, and again when the lineup changes
    (a person hands a seat to a bot, a stand-in plays for an absent person): the simulation
    and tournament runner, the server's bot workers and ``afoot play``. A team that agrees a
    convention (Beyond Baker Street's ``hat``) keeps it among its own and reads anyone else
    plainly; an agent without it, or never told, assumes nothing about the other seats."""

    name: str

    def act(self, game: Game, seat: int) -> Any:
        """An action, legal for ``seat`` in ``game`` now."""


def lineup_of(agents: Sequence[Agent | None]) -> list[str | None]:
    """The lineup of a table: each seat's agent's name, None for a person."""
    return [None if a is None else a.name for a in agents]


def tell_lineup(agents: Sequence[Agent | None], names: Sequence[str | None] | None = None) -> None:
    """Tell every agent that has ``lineup`` who sits where (``names``, else the agents' own
    names, None where a person sits)."""
    names = lineup_of(agents) if names is None else list(names)
    for agent in agents:
        tell = getattr(agent, "lineup", None)
        if tell is not None:
            tell(names)


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


class NoisyAgent:
    """Another agent that makes mistakes: with probability ``p`` a decision (or an
    interruption) is uniformly random instead. The ``easy`` levels are made of it."""

    def __init__(self, base: Agent, p: float, seed: int | None = None) -> None:
        self.base = base
        self.p = p
        self.name = f"{base.name}~{p:g}"
        self.noise = RandomAgent(seed)
        #: the coin is its own generator, so the random moves are RandomAgent(seed)'s own
        self.coin = random.Random(f"{seed}:coin")

    def act(self, game: Game, seat: int) -> Any:
        if self.coin.random() < self.p:
            return self.noise.act(game, seat)
        return self.base.act(game, seat)

    def lineup(self, names: Sequence[str | None]) -> None:
        """Passed on to the agent it makes mistakes for."""
        tell = getattr(self.base, "lineup", None)
        if tell is not None:
            tell(names)

    def interrupt(self, game: Game, seat: int) -> Any | None:
        ask = getattr(self.base, "interrupt", None)
        if self.coin.random() < self.p or ask is None:
            return None  # an easy bot forgets to interrupt rather than interrupting at random
        action: Any | None = ask(game, seat)
        return action


#: agents that play any game (greedy needs the game's heuristic)
AGENTS = ("random", "greedy", "ismcts", "pimc", "cheat")
#: the search agents (``afoot.ai.mcts``); they take a budget after a colon
SEARCH = ("ismcts", "pimc", "cheat")
#: difficulty levels for players; each game maps them to an agent (``spec.levels``)
LEVELS = ("easy", "medium", "hard")
#: references for research, never offered to players
NOT_FOR_PLAYERS = ("cheat",)

SPEC_HELP = (
    "an agent is NAME, NAME:BUDGET for a search agent (iterations, e.g. ismcts:2000, or time, "
    "e.g. ismcts:1s, ismcts:250ms) or NAME~P (a random move with probability P, 0-1)"
)


def agent_names(spec: GameSpec | None = None, *, for_players: bool = False) -> list[str]:
    """The agents for a game: its levels, its own bots (``spec.bots``), then the generic ones
    it supports (greedy needs the game's heuristic); every agent name without a game.
    ``for_players`` leaves out the references that see hidden cards (``cheat``)."""
    if spec is None:
        own = [name for s in _all_specs() for name in s.bots]
        names = [*LEVELS, *dict.fromkeys(own), *AGENTS]
    else:
        own = list(spec.bots)
        generic = [
            n
            for n in AGENTS
            if n not in own and (n != "greedy" or spec.search.heuristic is not None)
        ]
        names = [*spec.levels, *own, *generic]
    if for_players:
        names = [n for n in names if not is_reference(n, spec)]
    return names


def is_reference(name: str, spec: GameSpec | None) -> bool:
    """Whether agent ``name`` (budget and mistake rate aside) reads hidden cards: a research
    reference, never offered to players."""
    base = name.partition(":")[0].partition("~")[0].strip()
    return base in NOT_FOR_PLAYERS or (spec is not None and base in spec.references)


def _all_specs() -> list[GameSpec]:
    from afoot.games import specs

    return specs()


def make_agent(name: str, seed: int | None = None, spec: GameSpec | None = None) -> Agent:
    """An agent by name, for the game of ``spec`` when given (its own bots, ``spec.bots``,
    and its levels, ``spec.levels``, are found by name too). The name may carry a search
    budget or a mistake rate (``SPEC_HELP``). InvalidOption, one line listing the names, for an
    unknown one or a bad budget."""
    wanted = name.strip() if isinstance(name, str) else name
    if not isinstance(wanted, str) or not wanted:
        raise InvalidOption(f"an agent name is needed; agents: {', '.join(agent_names(spec))}")
    base_name, tilde, noise = wanted.rpartition("~")
    if tilde:
        try:
            p = float(noise)
        except ValueError:
            p = -1.0
        if not 0.0 <= p <= 1.0:
            raise InvalidOption(f"bad agent {wanted!r}: the mistake rate after ~ must be 0-1")
        inner = make_agent(base_name, seed, spec)
        return NoisyAgent(inner, p, None if seed is None else seed ^ 0x5EED)
    levels = spec.levels if spec is not None else {}
    if wanted in levels:
        agent = make_agent(levels[wanted], seed, spec)
        agent.name = wanted
        return agent
    if wanted == "random":
        return RandomAgent(seed)
    base, colon, budget = wanted.partition(":")
    own = spec.bots if spec is not None else {}
    if base in SEARCH and base not in own:
        from afoot.ai.mcts import Budget, MCTSAgent

        prior = next(iter(own.values()), None)
        return MCTSAgent(base, seed, Budget.parse(budget) if colon else None, prior=prior)
    if colon:
        whose = f" ({base} is {spec.id}'s own bot)" if base in own and spec else ""
        raise InvalidOption(f"bad agent {wanted!r}: only {', '.join(SEARCH)} take a budget{whose}")
    if wanted == "greedy" and (spec is None or spec.search.heuristic is not None):
        from afoot.ai.greedy import GreedyAgent

        return GreedyAgent(seed)
    if wanted in own:
        agent = own[wanted](seed)
        return agent
    where = f" for {spec.id}" if spec is not None else ""
    why = " (it needs a heuristic the game lacks)" if wanted == "greedy" else ""
    raise InvalidOption(
        f"unknown agent {wanted!r}{where}{why}; agents: {', '.join(agent_names(spec))}"
    )
