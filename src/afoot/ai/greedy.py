"""A game-agnostic greedy agent: one step of look-ahead on the game's heuristic.

At each decision the agent samples ONE world consistent with what its seat knows
(``rules.determinize``), tries every legal action on a copy of that world, and keeps
choosing greedily while the same seat is still deciding within the same turn (a turn is
several small decisions: visit a character, choose clues, place a joker), up to a small
depth. It then scores the copy with ``spec.search.heuristic(state, seat)`` and picks the best
action; ties are broken with the agent's own seeded generator.

Only seen information counts. The heuristic must read only what the seat may know, and the
sampled world is drawn from a canonical form of the seat's information set when the game
offers one: the search hook ``spec.search.canonical(state, seat)`` mapping every state with the
same view for ``seat`` to one state.
Two states the seat cannot tell apart then give the very same world for the same generator
state, so the agent's choice is a function of its view and its seed (the tests check this).
Without it the agent determinizes the state itself, which is as blind in distribution.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from afoot.engine.core import GameSpec, Rules
from afoot.engine.errors import AfootError
from afoot.engine.events import SILENT
from afoot.engine.game import Game

Heuristic = Callable[[Any, int], float]
Canonical = Callable[[Any, int], Any]

#: values closer than this are a tie
EPS = 1e-9


def canonical_of(spec: GameSpec) -> Canonical | None:
    """The game's optional ``canonical(state, seat)``, or None when it has none."""
    return spec.search.canonical


def heuristic_of(spec: GameSpec) -> Heuristic:
    """The game's ``heuristic(state, seat)``; a one-line AfootError when it has none."""
    fn = spec.search.heuristic
    if fn is None:
        raise AfootError(f"the greedy agent needs a heuristic; game {spec.id!r} has none")
    return fn


class GreedyAgent:
    """One-step greedy look-ahead on the game's heuristic, over one determinization."""

    name = "greedy"

    def __init__(self, seed: int | None = None, depth: int = 4) -> None:
        self.rng = random.Random(seed)
        #: most greedy follow-up decisions of the same seat in the same turn
        self.depth = depth
        #: decisions taken, and those among them with more than one legal action
        self.decisions = 0
        self.choices = 0

    def act(self, game: Game, seat: int) -> Any:
        heuristic = heuristic_of(game.spec)
        legal = game.rules.legal(game.state, seat)
        if not legal:
            raise AfootError(f"seat {seat} has no legal action now")
        self.decisions += 1
        if len(legal) == 1:
            return legal[0]
        self.choices += 1
        return self.choose(game.spec, game.state, seat, legal, heuristic)

    def choose(
        self, spec: GameSpec, state: Any, seat: int, legal: Sequence[Any], heuristic: Heuristic
    ) -> Any:
        rng = self.rng
        rules = spec.rules
        canonical = canonical_of(spec)
        if canonical is not None:
            state = canonical(state, seat)
        world = rules.determinize(state, seat, rng)
        sim_seed = rng.getrandbits(64)
        sim = random.Random()
        best: list[Any] = []
        best_value = -float("inf")
        for action in legal:
            twin = rules.clone(world)
            sim.seed(sim_seed)
            rules.apply(twin, seat, action, sim, SILENT)
            value = self._follow(rules, twin, seat, sim, heuristic)
            if value > best_value + EPS:
                best_value = value
                best = [action]
            elif value >= best_value - EPS:
                best.append(action)
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]

    def _follow(
        self, rules: Rules, state: Any, seat: int, sim: random.Random, heuristic: Heuristic
    ) -> float:
        """Play ``seat``'s greedy follow-up decisions in place; return the heuristic."""
        me = frozenset((seat,))
        choices = 0
        forced = 0
        while not rules.is_over(state) and rules.to_act(state) == me:
            acts = rules.legal(state, seat)
            if len(acts) == 1:
                forced += 1
                if forced > 4 * self.depth:  # a runaway chain of forced moves
                    break
                rules.apply(state, seat, acts[0], sim, SILENT)
                continue
            choices += 1
            if choices > self.depth:
                break
            pick = state
            pick_value = -float("inf")
            for action in acts:
                twin = rules.clone(state)
                rules.apply(twin, seat, action, sim, SILENT)
                value = heuristic(twin, seat)
                if value > pick_value + EPS:
                    pick, pick_value = twin, value
            state = pick
        return heuristic(state, seat)
