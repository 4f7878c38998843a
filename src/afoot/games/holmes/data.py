"""Holmes card data, loaded once from ``data/holmes.toml`` into plain tuples for speed.

Clue cards are the ints 0..51 (a card's identity matters only for who has seen it); ``TYPE[c]``
is its clue type: 0..6 the numbered types (value 3..9), ``JOKER`` and ``MAP``.
Characters are ints too: ``CHAR_IDS[i]`` is the glossary id of character ``i``.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

with resources.files(__package__).joinpath("data/holmes.toml").open("rb") as _fh:
    DATA: dict[str, Any] = tomllib.load(_fh)

_TYPES = DATA["clue_deck"]["types"]
#: clue type ids, in value order; then the two specials
TYPE_IDS: tuple[str, ...] = (*(t["id"] for t in _TYPES), "joker", "map_fragment")
NUMBERED = len(_TYPES)  # 7
JOKER = NUMBERED  # 7
MAP = NUMBERED + 1  # 8
NTYPES = MAP + 1
VALUE: tuple[int, ...] = tuple(t["value"] for t in _TYPES)
TYPE_COUNT: tuple[int, ...] = (
    *(t["count"] for t in _TYPES),
    DATA["clue_deck"]["jokers"],
    DATA["clue_deck"]["map_fragments"],
)
NCARDS: int = sum(TYPE_COUNT)
assert DATA["clue_deck"]["total"] == NCARDS
#: TYPE[card] -> clue type
TYPE: tuple[int, ...] = tuple(t for t, n in enumerate(TYPE_COUNT) for _ in range(n))
TYPE_INDEX: dict[str, int] = {name: i for i, name in enumerate(TYPE_IDS)}

SCORING = DATA["scoring"]
MAP_POINTS: tuple[int, ...] = tuple(SCORING["map_fragments"])
SET_BONUS: int = SCORING["complete_set_bonus"]
RESERVED_PENALTY: int = SCORING["reserved_clue_penalty"]

BOARD = DATA["board"]
DAYS: int = BOARD["days"]
MARKERS: int = BOARD["marker_supply"]
PAWNS: int = BOARD["action_markers_per_player"]

EDITIONS: tuple[str, ...] = ("devir", "kosmos")
EDITION = {name: DATA["editions"][name] for name in EDITIONS}

CHAR_IDS: tuple[str, ...] = (
    "watson",
    "hudson",
    "lestrade",
    "irene_adler",
    "gregson",
    "wiggins",
    "langdale_pike",
    "toby",
    "porky",
    "billy",
    "von_kramm",
    "violet_hunter",
    "madame_ziba",
    "moriarty",
    "moran",
    "razzia",
    "gala",
)
CHAR_INDEX: dict[str, int] = {name: i for i, name in enumerate(CHAR_IDS)}
NCHARS = len(CHAR_IDS)
(
    WATSON,
    HUDSON,
    LESTRADE,
    IRENE,
    GREGSON,
    WIGGINS,
    PIKE,
    TOBY,
    PORKY,
    BILLY,
    KRAMM,
    VIOLET,
    ZIBA,
    MORIARTY,
    MORAN,
    RAZZIA,
    GALA,
) = range(NCHARS)
PERMANENT = (WATSON, HUDSON, LESTRADE)
VILLAINS = frozenset((MORIARTY, MORAN, RAZZIA, GALA))
CHARACTERS: dict[str, dict[str, Any]] = DATA["characters"]
assert set(CHARACTERS) == set(CHAR_IDS)


def char_name(index: int, lang: str = "en") -> str:
    """The printed name of a character in ``lang`` (en, es, de)."""
    entry = CHARACTERS[CHAR_IDS[index]]
    return str(entry.get(lang) or entry["en"])
