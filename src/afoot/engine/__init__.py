"""The game-agnostic core: the rules contract, events, decisions, the Game object and records."""

from afoot.engine.core import (
    ActionStruct,
    GameSpec,
    OptionSpec,
    Result,
    Rules,
    Search,
    validate_options,
)
from afoot.engine.errors import (
    AfootError,
    IllegalAction,
    InvalidOption,
    InvalidRecord,
    InvalidScenario,
    UnknownGame,
)
from afoot.engine.events import SILENT, Event, Log
from afoot.engine.game import Game, replay_record

__all__ = [
    "SILENT",
    "ActionStruct",
    "AfootError",
    "Event",
    "Game",
    "GameSpec",
    "IllegalAction",
    "InvalidOption",
    "InvalidRecord",
    "InvalidScenario",
    "Log",
    "OptionSpec",
    "Result",
    "Rules",
    "Search",
    "UnknownGame",
    "replay_record",
    "validate_options",
]
