"""Purrrlock Holmes: Furriarty's Trail, 2-5 players (game id ``purrrlock``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import ModuleRules
from afoot.games.purrrlock import actions, rules, views
from afoot.games.purrrlock.state import State


def _deduce(seed: int | None = None) -> Any:
    """The ``deduce`` bot (imported on first use)."""
    from afoot.games.purrrlock.bots import DeduceBot

    return DeduceBot(seed)


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "deduce~0.4", "medium": "deduce~0.1", "hard": "deduce"}

#: the Purrrlock rules behind the engine contract; ``waiting_for`` comes from ``rules``
GAME = ModuleRules(
    rules.SPEC,
    actions.Action,
    rules,
    views,
    bots={"deduce": _deduce},
    levels=LEVELS,
)

__all__ = ["GAME", "State"]
