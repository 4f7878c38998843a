"""Holmes: Sherlock & Mycroft (edition ``devir``) and Sherlock gegen Moriarty (``kosmos``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import ModuleRules
from afoot.games.holmes import actions, bots, rules, views
from afoot.games.holmes.state import State


def _rules_bot(seed: int | None = None) -> Any:
    """The ``rules`` bot (``rulebot.py``), imported on first use."""
    from afoot.games.holmes.rulebot import RuleBot

    return RuleBot(seed)


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "greedy~0.4", "medium": "greedy", "hard": "rules"}

#: the Holmes rules behind the engine contract, with the optional parts bots use: a score
#: estimate from what a seat may know, and one standard state per information set
GAME = ModuleRules(
    rules.SPEC,
    actions.Action,
    rules,
    views,
    describe=views.describe_safe,
    levels=LEVELS,
    heuristic=bots.heuristic,
    evaluate=bots.evaluate,
    canonical=views.canonical,
    determinizer=views.determinizer,
    bots={"rules": _rules_bot},
)

__all__ = ["GAME", "State"]
