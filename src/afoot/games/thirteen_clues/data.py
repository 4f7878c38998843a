"""13 Clues data, loaded once from ``data/thirteen_clues.toml`` into tuples.

Cards are the ints 0..29: card ``c`` is of suit ``c // 3`` and group ``c % 3`` (0 person,
1 location, 2 weapon); ``CATEGORY[c]`` is its category (male/female, indoor/outdoor,
close/ranged). Subjects of a question are suits and categories: ``SUBJECT_MASK[name]`` is the
bit mask of the cards it covers.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

with resources.files(__package__).joinpath("data/thirteen_clues.toml").open("rb") as _fh:
    DATA: dict[str, Any] = tomllib.load(_fh)

GROUPS: tuple[str, ...] = ("person", "location", "weapon")
SUITS: tuple[str, ...] = tuple(s["id"] for s in DATA["suit"])
NCARDS = 3 * len(SUITS)
CARD_IDS: tuple[str, ...] = tuple(DATA["suit"][c // 3][GROUPS[c % 3]]["id"] for c in range(NCARDS))
CARD_NAMES: tuple[str, ...] = tuple(
    DATA["suit"][c // 3][GROUPS[c % 3]]["name"] for c in range(NCARDS)
)
CARD_INDEX: dict[str, int] = {name: c for c, name in enumerate(CARD_IDS)}
SUIT: tuple[int, ...] = tuple(c // 3 for c in range(NCARDS))
GROUP: tuple[int, ...] = tuple(c % 3 for c in range(NCARDS))
CATEGORIES: tuple[str, ...] = ("male", "female", "indoor", "outdoor", "close", "ranged")
CATEGORY: tuple[int, ...] = tuple(
    CATEGORIES.index(DATA["suit"][c // 3][GROUPS[c % 3]]["category"]) for c in range(NCARDS)
)
SUBJECTS: tuple[str, ...] = (*SUITS, *CATEGORIES)
SUBJECT_INDEX: dict[str, int] = {name: i for i, name in enumerate(SUBJECTS)}
#: SUBJECT_MASK[i]: the cards subject i (a suit, then a category) covers
SUBJECT_MASK: tuple[int, ...] = (
    *(sum(1 << c for c in range(NCARDS) if SUIT[c] == s) for s in range(len(SUITS))),
    *(sum(1 << c for c in range(NCARDS) if CATEGORY[c] == k) for k in range(len(CATEGORIES))),
)
GROUP_MASK: tuple[int, ...] = tuple(
    sum(1 << c for c in range(NCARDS) if GROUP[c] == g) for g in range(3)
)
LETTERS: tuple[str, ...] = tuple(DATA["letters"])
GLASSES: int = DATA["magnifying_glasses"]
MIN_PLAYERS, MAX_PLAYERS = 2, 6


def suits_in_play(players: int) -> int:
    """S = players + 4 suits, the first ones of the data's order."""
    return players + 4
