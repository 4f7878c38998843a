"""13 Clues, 2-6 players (game id ``thirteen_clues``)."""

from __future__ import annotations

from typing import Any

from afoot.engine.core import GameSpec, Rules
from afoot.engine.game import Game
from afoot.games.thirteen_clues import actions, data, rules, scenario, shapes, views
from afoot.games.thirteen_clues.state import State


def _deduce(seed: int | None = None) -> Any:
    """The ``deduce`` bot (imported on first use)."""
    from afoot.games.thirteen_clues.bots import DeduceBot

    return DeduceBot(seed)


def _deduce_hard(seed: int | None = None) -> Any:
    """The ``deduce_hard`` bot: ``deduce`` whose casebook also knows how the right neighbour
    chooses the mystery it gives."""
    from afoot.games.thirteen_clues.bots import DeduceBot

    return DeduceBot(seed, level="hard")


#: difficulty levels for players (see the README's bots section for how they were chosen)
LEVELS = {"easy": "deduce~0.3", "medium": "deduce~0.1", "hard": "deduce"}

#: 13 Clues: its rules, its bots and its casebook
GAME = GameSpec(
    id="thirteen_clues",
    title="13 Clues",
    min_players=data.MIN_PLAYERS,
    max_players=data.MAX_PLAYERS,
    options=rules.OPTIONS,
    max_actions=4000,
    summary="2-6 players deduce their own hidden person, location and weapon from what others see.",
    package=__name__,
    analyses="afoot.games.thirteen_clues.analyses:ANALYSES",
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
    bots={"deduce": _deduce, "deduce_hard": _deduce_hard},
    levels=LEVELS,
    codec="afoot.games.thirteen_clues.codec:make_codec",
    casebook=views.casebook_panel,
    terminal="afoot.games.thirteen_clues.terminal:BOARD",
    view_type=shapes.ThirteenCluesView,
    event_types=shapes.EVENT_TYPES,
    messages="afoot.games.thirteen_clues.messages:MESSAGES",
)


def casebook(game: Game, seat: int) -> dict[str, Any]:
    """``seat``'s casebook: the exact posterior over its own mystery, from what it has seen
    (candidates with probabilities, and each card's chance of being in it)."""
    return views.casebook_view(game.state, seat)


__all__ = ["GAME", "State", "casebook"]
