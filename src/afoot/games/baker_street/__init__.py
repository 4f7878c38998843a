"""Beyond Baker Street, 2-4 players, cooperative (game id ``baker_street``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import ModuleRules
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


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "rules~0.4", "medium": "rules~0.1", "hard": "rules"}

#: the Beyond Baker Street rules behind the engine contract
GAME = ModuleRules(
    rules.SPEC,
    actions.Action,
    rules,
    views,
    bots={"rules": _rules, "cheat": _cheat, "omni": _omni},
    levels=LEVELS,
    references=("cheat", "omni"),
)

__all__ = ["GAME", "State"]
