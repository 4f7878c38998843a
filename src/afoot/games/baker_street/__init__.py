"""Beyond Baker Street, 2-4 players, cooperative (game id ``baker_street``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import GameSpec, Rules
from afoot.games.baker_street import actions, rules, scenario, shapes, views
from afoot.games.baker_street.state import State


def _rules(seed: int | None = None) -> Any:
    """The honest ``rules`` bot (imported on first use)."""
    from afoot.games.baker_street.bots import RulesBot

    return RulesBot(seed)


def _hat(seed: int | None = None) -> Any:
    """The honest ``hat`` team: Assists that carry a recommendation to every other seat."""
    from afoot.games.baker_street.hat import HatBot

    return HatBot(seed)


def _cheat(seed: int | None = None) -> Any:
    """The ``cheat`` reference: sees its own hand (reads the state; not legal for play)."""
    from afoot.games.baker_street.bots import CheatBot

    return CheatBot(seed)


def _omni(seed: int | None = None) -> Any:
    """The ``omni`` ceiling: a search that knows the deck's order (not legal for play)."""
    from afoot.games.baker_street.bots import OmniBot

    return OmniBot(seed)


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "rules~0.4", "medium": "rules", "hard": "hat"}

#: Beyond Baker Street: its rules and its bots (the honest team, and two references that
#: read hidden cards)
GAME = GameSpec(
    id="baker_street",
    title="Beyond Baker Street",
    min_players=2,
    max_players=4,
    options=rules.OPTIONS,
    cooperative=True,
    max_actions=600,
    summary="2-4 players, cooperative: see every hand but your own, confirm 3 leads before Holmes.",
    package=__name__,
    analyses="afoot.games.baker_street.analyses:ANALYSES",
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
        describe=views.describe,
        check_invariants=rules.check_invariants,
    ),
    bots={"rules": _rules, "hat": _hat, "cheat": _cheat, "omni": _omni},
    levels=LEVELS,
    codec="afoot.games.baker_street.codec:make_codec",
    references=("cheat", "omni"),
    terminal="afoot.games.baker_street.terminal:BOARD",
    messages="afoot.games.baker_street.messages:MESSAGES",
    view_type=shapes.BakerStreetView,
    event_types=shapes.EVENT_TYPES,
)

__all__ = ["GAME", "State"]
