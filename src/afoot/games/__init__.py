"""The registry of games. ``afoot.games()`` lists them; ``spec_for(id)`` finds one.

The games that ship with afoot are listed here; a game of another package registers through
the ``afoot.games`` entry point group, naming its :class:`~afoot.engine.core.GameSpec`::

    [project.entry-points."afoot.games"]
    nim = "nim_game:GAME"

Those are looked for the first time a game is asked for that is not one of afoot's, or the
list of every game. This is the one place outside each game's folder that names the games.

This package module is callable (``afoot.games()``) although it is also the parent package of
every game folder (``afoot.games.holmes``).
"""

from __future__ import annotations

import logging
import sys
import types
from typing import Any

from afoot.engine.core import GameSpec
from afoot.engine.errors import UnknownGame
from afoot.games.baker_street import GAME as BAKER_STREET
from afoot.games.holmes import GAME as HOLMES
from afoot.games.purrrlock import GAME as PURRRLOCK
from afoot.games.thirteen_clues import GAME as THIRTEEN_CLUES

#: the entry point group a game of another package registers in
ENTRY_POINTS = "afoot.games"

_log = logging.getLogger(__name__)

#: game id -> spec: afoot's own games, then (once looked for) those of other packages
REGISTRY: dict[str, GameSpec] = {
    spec.id: spec for spec in (HOLMES, PURRRLOCK, BAKER_STREET, THIRTEEN_CLUES)
}
_plugins_loaded = False


def load_plugins() -> None:
    """Register the games of other packages (the ``afoot.games`` entry points), once. An entry
    point that fails to load, is not a GameSpec or takes an id already registered is skipped
    with a warning in the log: one broken package does not take the other games down."""
    global _plugins_loaded
    if _plugins_loaded:
        return
    _plugins_loaded = True
    # imported here: importlib.metadata and the scan of every installed package's entry points
    # cost more than importing afoot's own games, and playing one of those needs neither
    from importlib.metadata import entry_points

    for point in entry_points(group=ENTRY_POINTS):
        try:
            spec = point.load()
        except Exception as exc:  # a plugin's own import error, whatever it is
            _log.warning("game entry point %s could not be loaded: %s", point.value, exc)
            continue
        if not isinstance(spec, GameSpec):
            _log.warning("game entry point %s is not a GameSpec; skipped", point.value)
        elif spec.id in REGISTRY and REGISTRY[spec.id] is not spec:
            _log.warning("game entry point %s reuses the id %r; skipped", point.value, spec.id)
        else:
            REGISTRY[spec.id] = spec


def register(spec: GameSpec) -> None:
    """Register a game by hand (a game that is not installed with an entry point, such as one
    written in a notebook). Its id must be new."""
    if not isinstance(spec, GameSpec):
        raise TypeError(f"register() takes a GameSpec, not {type(spec).__name__}")
    if spec.id in REGISTRY and REGISTRY[spec.id] is not spec:
        raise ValueError(f"a game with the id {spec.id!r} is already registered")
    REGISTRY[spec.id] = spec


def spec_for(game_id: str) -> GameSpec:
    """The spec of ``game_id``; UnknownGame (listing the ids) when there is none."""
    try:
        return REGISTRY[game_id]
    except (KeyError, TypeError):
        pass
    load_plugins()
    try:
        return REGISTRY[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(REGISTRY))
        raise UnknownGame(f"unknown game {game_id!r}; games: {known}") from None


def ids() -> list[str]:
    """Every registered game's id, in order."""
    load_plugins()
    return sorted(REGISTRY)


def specs() -> list[GameSpec]:
    """The spec of every registered game, in id order."""
    return [REGISTRY[key] for key in ids()]


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
