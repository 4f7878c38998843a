"""Holmes: Sherlock & Mycroft (edition ``devir``) and Sherlock gegen Moriarty (``kosmos``)."""

from __future__ import annotations

from afoot.engine.core import ModuleRules
from afoot.games.holmes import actions, bots, rules, views
from afoot.games.holmes.state import State

#: the Holmes rules behind the engine contract, with the optional parts bots use: a score
#: estimate from what a seat may know, and one standard state per information set
GAME = ModuleRules(
    rules.SPEC,
    actions.Action,
    rules,
    views,
    describe=views.describe_safe,
    heuristic=bots.heuristic,
    canonical=views.canonical,
)

__all__ = ["GAME", "State"]
