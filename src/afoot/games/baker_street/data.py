"""Beyond Baker Street data, loaded once from ``data/baker_street.toml`` into tuples.

Evidence cards are the ints 0..23: card ``e`` has icon ``e // 6`` and value ``e % 6 + 1``; its
name is ``"<icon>-<value>"`` (``"witness-3"``). Lead cards are ints too, indexes of ``LEADS``
(type, value, icon); named ``"<type>-<value>-<icon>"`` (``"suspect-11-clue"``).
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

with resources.files(__package__).joinpath("data/baker_street.toml").open("rb") as _fh:
    DATA: dict[str, Any] = tomllib.load(_fh)

ICONS: tuple[str, ...] = tuple(DATA["evidence"]["icons"])
ICON_INDEX: dict[str, int] = {name: i for i, name in enumerate(ICONS)}
VALUES: tuple[int, ...] = tuple(DATA["evidence"]["values"])
NVALUES = len(VALUES)
NEVIDENCE = len(ICONS) * NVALUES
ICON: tuple[int, ...] = tuple(e // NVALUES for e in range(NEVIDENCE))
VALUE: tuple[int, ...] = tuple(VALUES[e % NVALUES] for e in range(NEVIDENCE))
EVIDENCE_IDS: tuple[str, ...] = tuple(f"{ICONS[ICON[e]]}-{VALUE[e]}" for e in range(NEVIDENCE))
EVIDENCE_INDEX: dict[str, int] = {name: e for e, name in enumerate(EVIDENCE_IDS)}
#: cards (bit masks) of one icon / one value
ICON_MASK: tuple[int, ...] = tuple(
    sum(1 << e for e in range(NEVIDENCE) if ICON[e] == i) for i in range(len(ICONS))
)
VALUE_MASK: dict[int, int] = {
    v: sum(1 << e for e in range(NEVIDENCE) if VALUE[e] == v) for v in VALUES
}
ALL_EVIDENCE = (1 << NEVIDENCE) - 1

#: the lead sections, in board order
SECTIONS: tuple[str, ...] = ("suspect", "motive", "opportunity")
SECTION_INDEX: dict[str, int] = {name: k for k, name in enumerate(SECTIONS)}
LEADS: tuple[tuple[int, int, int], ...] = tuple(
    (k, v, i)
    for k, kind in enumerate(SECTIONS)
    for v in DATA["leads"][kind]
    for i in range(len(ICONS))
)
LEAD_IDS: tuple[str, ...] = tuple(f"{SECTIONS[k]}-{v}-{ICONS[i]}" for k, v, i in LEADS)
LEAD_INDEX: dict[str, int] = {name: i for i, name in enumerate(LEAD_IDS)}
LEADS_PER_GAME: int = DATA["leads"]["per_game"]

CASES: tuple[tuple[int, int], ...] = tuple((c["holmes"], c["impossible"]) for c in DATA["case"])
GOAL: int = DATA["tracks"]["investigation_goal"]
HOLMES_MAX: int = DATA["tracks"]["holmes_max"]
HAND: dict[int, int] = {int(n): k for n, k in DATA["hands"].items()}

CHARACTERS: tuple[dict[str, Any], ...] = tuple(DATA["character"])
CHAR_IDS: tuple[str, ...] = tuple(c["id"] for c in CHARACTERS)
CHAR_INDEX: dict[str, int] = {name: i for i, name in enumerate(CHAR_IDS)}
(
    LESTRADE,
    GREGSON,
    BAYNES,
    BRADSTREET,
    HOPKINS,
    JONES,
    FORRESTER,
    MARTIN,
    IRENE,
    MORSTAN,
    BLACKWELL,
    STONER,
    HOPE,
    BASKERVILLE,
    PIKE,
    WIGGINS,
    HUDSON,
    TOBY,
) = range(len(CHAR_IDS))
assert CHAR_IDS[TOBY] == "toby" and CHAR_IDS[LESTRADE] == "lestrade"
#: character -> the icon it cannot name in an Assist
NO_ICON: dict[int, int] = {
    BRADSTREET: ICON_INDEX["document"],
    HOPKINS: ICON_INDEX["witness"],
    JONES: ICON_INDEX["track"],
    FORRESTER: ICON_INDEX["clue"],
}
