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


def _casebook(state: State, seat: int) -> dict[str, Any]:
    """The contract's ``casebook``: the cards ``seat``'s own investigation may still be, from
    ``seat``'s view alone (the ``deduce`` bot's exact candidates)."""
    from afoot.games.purrrlock.bots import candidates_from_view
    from afoot.games.purrrlock.data import CARD_IDS

    cand = candidates_from_view(views.view(state, seat), seat)
    names = [card for i, card in enumerate(CARD_IDS) if cand >> i & 1]
    return {"seat": seat, "count": len(names), "candidates": names}


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
    casebook=_casebook,
)

__all__ = ["GAME", "State"]
