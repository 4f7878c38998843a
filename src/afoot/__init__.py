"""afoot: the Sherlock Holmes deduction card games, to play and to simulate.

>>> import afoot
>>> first = afoot.games()[0]  # every game: its id, players and options
>>> game = afoot.new_game(first["id"], seed=7)  # at its fewest players
>>> seat = min(game.to_act)
>>> events = game.apply(seat, game.legal_actions(seat)[0])
>>> game.action_count
1
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from afoot import games
from afoot.engine import (
    AfootError,
    Event,
    Game,
    IllegalAction,
    InvalidOption,
    InvalidRecord,
    InvalidScenario,
    Result,
    UnknownGame,
)
from afoot.engine.game import replay_record
from afoot.games import list_games, spec_for

__version__ = "0.1.0"


def new_game(
    game_id: str,
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, object] | None = None,
    scenario: Mapping[str, Any] | None = None,
) -> Game:
    """Start a game. ``players`` defaults to the game's minimum; ``seed`` to a fresh one."""
    spec = spec_for(game_id)
    count = spec.min_players if players is None else players
    return Game(spec, count, seed, options, scenario)


def replay(record: Mapping[str, Any]) -> Game:
    """Re-apply a record, verifying every action; InvalidRecord names the first bad one."""
    return replay_record(spec_for_record, record)


def spec_for_record(game_id: object) -> Any:
    if not isinstance(game_id, str):
        raise InvalidRecord("the record's 'game' must be a game id")
    try:
        return spec_for(game_id)
    except UnknownGame as exc:
        raise InvalidRecord(str(exc)) from None


__all__ = [
    "AfootError",
    "Event",
    "Game",
    "IllegalAction",
    "InvalidOption",
    "InvalidRecord",
    "InvalidScenario",
    "Result",
    "UnknownGame",
    "games",
    "list_games",
    "new_game",
    "replay",
    "spec_for",
]
