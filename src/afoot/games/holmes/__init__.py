"""Holmes: Sherlock & Mycroft (edition ``devir``) and Sherlock gegen Moriarty (``kosmos``)."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

from afoot.engine.core import GameSpec, OptionValue, Result
from afoot.engine.events import Event
from afoot.games.holmes import actions, rules, views
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

    def to_act(self, state: State) -> frozenset[int]:
        return rules.to_act(state)

    def legal(self, state: State, seat: int) -> list[Any]:
        return rules.legal(state, seat)

    def apply(
        self, state: State, seat: int, action: Any, rng: Random, log: list[Event] | None
    ) -> None:
        rules.apply(state, seat, action, rng, log)

    def why_illegal(self, state: State, seat: int, action: Any) -> str:
        return views.why_illegal(state, seat, action)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def determinize(self, state: State, seat: int, rng: Random) -> State:
        return views.determinize(state, seat, rng)

    def clone(self, state: State) -> State:
        return state.clone()

    def is_over(self, state: State) -> bool:
        return state.over

    def result(self, state: State) -> Result | None:
        return rules.result(state)

    def fingerprint(self, state: State) -> bytes:
        return rules.fingerprint(state)

    def describe(self, state: State, action: Any) -> str:
        return views.describe_safe(state, action)

    def check_invariants(self, state: State) -> None:
        rules.check_invariants(state)


GAME = HolmesRules()

__all__ = ["GAME", "HolmesRules", "State"]
