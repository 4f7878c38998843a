"""Holmes: Sherlock & Mycroft (edition ``devir``) and Sherlock gegen Moriarty (``kosmos``)."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

from afoot.engine.core import GameSpec, OptionValue, Result
from afoot.games.holmes import actions, bots, rules, views
from afoot.games.holmes.state import State


class HolmesRules:
    """The Holmes rules behind the engine contract (``afoot.engine.core.Rules``)."""

    spec: GameSpec = rules.SPEC
    action_type: Any = actions.Action

    def setup(
        self,
        players: int,
        options: Mapping[str, OptionValue],
        rng: Random,
        scenario: Mapping[str, Any] | None,
    ) -> State:
        return rules.setup(players, options, rng, scenario)

    # The hot path (to_act / legal / apply / clone / is_over) binds the rules functions
    # directly: no wrapper frame per call.
    to_act = staticmethod(rules.to_act)
    legal = staticmethod(rules.legal)
    apply = staticmethod(rules.apply)
    is_over = staticmethod(rules.is_over)
    clone = staticmethod(rules.clone)

    def why_illegal(self, state: State, seat: int, action: Any) -> str:
        return views.why_illegal(state, seat, action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def determinize(self, state: State, seat: int, rng: Random) -> State:
        return views.determinize(state, seat, rng)

    def result(self, state: State) -> Result | None:
        return rules.result(state)

    def fingerprint(self, state: State) -> bytes:
        return rules.fingerprint(state)

    def describe(self, state: State, action: Any) -> str:
        return views.describe_safe(state, action)

    def check_invariants(self, state: State) -> None:
        rules.check_invariants(state)

    # Optional parts of the contract, for bots (afoot.ai): a score estimate from what ``seat``
    # may know, and one standard state per information set of ``seat``.
    heuristic = staticmethod(bots.heuristic)
    canonical = staticmethod(views.canonical)


GAME = HolmesRules()

__all__ = ["GAME", "HolmesRules", "State"]
