"""13 Clues, 2-6 players (game id ``thirteen_clues``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import ModuleRules
from afoot.engine.game import Game
from afoot.games.thirteen_clues import actions, rules, views
from afoot.games.thirteen_clues.state import State


def _deduce(seed: int | None = None) -> Any:
    """The ``deduce`` bot (imported on first use)."""
    from afoot.games.thirteen_clues.bots import DeduceBot

    return DeduceBot(seed)


def _deduce_hard(seed: int | None = None) -> Any:
    """The ``deduce_hard`` bot: ``deduce`` that also weighs what its questions tell rivals."""
    from afoot.games.thirteen_clues.bots import DeduceBot

    return DeduceBot(seed, level="hard")


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "deduce~0.3", "medium": "deduce~0.1", "hard": "deduce"}

#: the 13 Clues rules behind the engine contract
GAME = ModuleRules(
    rules.SPEC,
    actions.Action,
    rules,
    views,
    bots={"deduce": _deduce, "deduce_hard": _deduce_hard},
    levels=LEVELS,
    casebook=views.casebook_panel,
)


def casebook(game: Game, seat: int) -> dict[str, Any]:
    """``seat``'s casebook: the exact posterior over its own mystery, from what it has seen
    (candidates with probabilities, and each card's chance of being in it)."""
    return views.casebook_view(game.state, seat)


__all__ = ["GAME", "State", "casebook"]
