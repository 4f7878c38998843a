"""Beyond Baker Street, 2-4 players, cooperative (game id ``baker_street``)."""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

from afoot.engine.core import GameSpec, OptionValue, Result
from afoot.games.baker_street import actions, rules, views
from afoot.games.baker_street.state import State


def _rules(seed: int | None = None) -> Any:
    """The honest ``rules`` bot (imported on first use)."""
    from afoot.games.baker_street.bots import RulesBot

    return RulesBot(seed)


def _cheat(seed: int | None = None) -> Any:
    """The ``cheat`` reference: sees its own hand (reads the state; not legal for play)."""
    from afoot.games.baker_street.bots import CheatBot

    return CheatBot(seed)


def _omni(seed: int | None = None) -> Any:
    """The ``omni`` ceiling: a search that knows the deck's order (not legal for play)."""
    from afoot.games.baker_street.bots import OmniBot

    return OmniBot(seed)


class BakerStreetRules:
    """The Beyond Baker Street rules behind the engine contract (``afoot.engine.core.Rules``)."""

    spec: GameSpec = rules.SPEC
    action_type: Any = actions.Action
    #: the game's own bots, by name (``afoot.ai.make_agent`` finds them)
    bots: Mapping[str, Any] = {"rules": _rules, "cheat": _cheat, "omni": _omni}

    def setup(
        self,
        players: int,
        options: Mapping[str, OptionValue],
        rng: Random,
        scenario: Mapping[str, Any] | None,
    ) -> State:
        return rules.setup(players, options, rng, scenario)

    # the hot path binds the rules functions directly: no wrapper frame per call
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
        return views.describe(state, action)

    def check_invariants(self, state: State) -> None:
        rules.check_invariants(state)


GAME = BakerStreetRules()

__all__ = ["GAME", "BakerStreetRules", "State"]
