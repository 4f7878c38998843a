"""Holmes: Sherlock & Mycroft (edition ``devir``) and Sherlock gegen Moriarty (``kosmos``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import GameSpec, Rules, Search
from afoot.games.holmes import actions, bots, rules, scenario, shapes, views
from afoot.games.holmes.state import State


def _rules_bot(seed: int | None = None) -> Any:
    """The ``rules`` bot (``rulebot.py``), imported on first use."""
    from afoot.games.holmes.rulebot import RuleBot

    return RuleBot(seed)


def _rollout_bot(seed: int | None = None) -> Any:
    """The ``rollout`` bot (``rollout.py``): ``rules`` with play-outs where it is unsure."""
    from afoot.games.holmes.rollout import RolloutBot

    return RolloutBot(seed)


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "greedy", "medium": "rules", "hard": "rollout"}

#: Holmes: its rules, and the bots' score estimate from what a seat may know and one standard
#: state per information set
GAME = GameSpec(
    id="holmes",
    title="Holmes: Sherlock & Mycroft / Sherlock gegen Moriarty",
    min_players=2,
    max_players=2,
    options=rules.OPTIONS,
    max_actions=600,
    summary="2 players collect clue sets by visiting characters over 7 days; hidden clues, jokers.",
    package=__name__,
    analyses="afoot.games.holmes.analyses:ANALYSES",
    table="table.js",
    rules=Rules(
        action_type=actions.Action,
        setup=scenario.setup,
        to_act=rules.to_act,
        legal=rules.legal,
        apply=rules.apply,
        view=views.view,
        determinize=views.determinize,
        result=rules.result,
        is_over=rules.is_over,
        clone=rules.clone,
        fingerprint=rules.fingerprint,
        why_illegal=views.why_illegal,
        describe=views.describe_safe,
        check_invariants=rules.check_invariants,
    ),
    search=Search(
        heuristic=bots.heuristic,
        evaluate=bots.evaluate,
        canonical=views.canonical,
        determinizer=views.determinizer,
    ),
    bots={"rules": _rules_bot, "rollout": _rollout_bot},
    levels=LEVELS,
    codec="afoot.games.holmes.codec:make_codec",
    terminal="afoot.games.holmes.terminal:BOARD",
    view_type=shapes.HolmesView,
    event_types=shapes.EVENT_TYPES,
    messages="afoot.games.holmes.messages:MESSAGES",
)

__all__ = ["GAME", "State"]
