"""Purrrlock Holmes: Furriarty's Trail, 2-5 players (game id ``purrrlock``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import GameSpec, Rules
from afoot.games.purrrlock import actions, data, rules, scenario, shapes, views
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

#: Purrrlock: its rules, the "Paws!" call any seat may make out of turn, and its casebook
GAME = GameSpec(
    id="purrrlock",
    title="Purrrlock Holmes: Furriarty's Trail",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    options=rules.OPTIONS,
    max_actions=600,
    summary="2-5 players deduce their own hidden card from leads and dead ends to catch Furriarty.",
    package=__name__,
    analyses="afoot.games.purrrlock.analyses:ANALYSES",
    table="table.js",
    messages="afoot.games.purrrlock.messages:MESSAGES",
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
    waiting_for=rules.waiting_for,
    bots={"deduce": _deduce},
    levels=LEVELS,
    codec="afoot.games.purrrlock.codec:make_codec",
    casebook=_casebook,
    terminal="afoot.games.purrrlock.terminal:BOARD",
    view_type=shapes.PurrrlockView,
    event_types=shapes.EVENT_TYPES,
)

__all__ = ["GAME", "State"]
