"""The registry of games. ``afoot.games()`` lists them; ``rules_for(id)`` finds one.

This package module is callable (``afoot.games()``) although it is also the parent package of
every game folder (``afoot.games.holmes``).
"""

from __future__ import annotations

import sys
import types
from typing import Any

from afoot.engine.core import GameSpec, Rules
from afoot.engine.errors import UnknownGame
from afoot.games.baker_street import GAME as BAKER_STREET
from afoot.games.holmes import GAME as HOLMES
from afoot.games.purrrlock import GAME as PURRRLOCK
from afoot.games.thirteen_clues import GAME as THIRTEEN_CLUES

REGISTRY: dict[str, Rules] = {
    rules.spec.id: rules for rules in (HOLMES, PURRRLOCK, BAKER_STREET, THIRTEEN_CLUES)
}


def rules_for(game_id: str) -> Rules:
    """The rules of ``game_id``; UnknownGame (listing the ids) when there is none."""
    try:
        return REGISTRY[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(REGISTRY))
        raise UnknownGame(f"unknown game {game_id!r}; games: {known}") from None


def specs() -> list[GameSpec]:
    """The spec of every registered game, in id order."""
    return [REGISTRY[key].spec for key in sorted(REGISTRY)]


def list_games() -> list[dict[str, Any]]:
    """Ids, titles, player counts and options (with allowed values) of every game."""
    return [
        {
            "id": spec.id,
            "title": spec.title,
            "players": [spec.min_players, spec.max_players],
            "cooperative": spec.cooperative,
            "summary": spec.summary,
            "options": [
                {
                    "name": o.name,
                    "choices": list(o.choices),
                    "default": o.default,
                    "doc": o.doc,
                    "requires": list(o.requires) if o.requires else None,
                }
                for o in spec.options
            ],
        }
        for spec in specs()
    ]


class _CallableModule(types.ModuleType):
    def __call__(self) -> list[dict[str, Any]]:
        return list_games()


sys.modules[__name__].__class__ = _CallableModule
