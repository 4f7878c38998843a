"""Purrrlock card and token data, loaded once from ``data/purrrlock.toml`` into tuples.

Clue cards are the ints 0..59: card ``c`` shows suspect ``c // 12`` and hour ``c % 12 + 1``;
its name is ``"<suspect>-<hour>"`` (``"dog-12"``). Tokens are ints too: 0..17 the paw prints
(values from the ``paw_values`` option), 18 the numbered Furriarty token.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any

with resources.files(__package__).joinpath("data/purrrlock.toml").open("rb") as _fh:
    DATA: dict[str, Any] = tomllib.load(_fh)

SUSPECTS: tuple[str, ...] = tuple(s["id"] for s in DATA["clue_cards"]["suspects"])
SUSPECT_NAMES: dict[str, str] = {s["id"]: s["en"] for s in DATA["clue_cards"]["suspects"]}
SUSPECT_INDEX: dict[str, int] = {name: i for i, name in enumerate(SUSPECTS)}
HOURS: int = DATA["clue_cards"]["hours"]
NCARDS: int = len(SUSPECTS) * HOURS
assert DATA["clue_cards"]["total"] == NCARDS
ALL_CARDS = (1 << NCARDS) - 1

SUSPECT: tuple[int, ...] = tuple(c // HOURS for c in range(NCARDS))
HOUR: tuple[int, ...] = tuple(c % HOURS + 1 for c in range(NCARDS))
CARD_IDS: tuple[str, ...] = tuple(f"{SUSPECTS[SUSPECT[c]]}-{HOUR[c]}" for c in range(NCARDS))
CARD_INDEX: dict[str, int] = {name: c for c, name in enumerate(CARD_IDS)}


def card_of(suspect: int, hour: int) -> int:
    return suspect * HOURS + hour - 1


def is_lead(a: int, b: int) -> bool:
    """A lead: the same suspect, the same hour or an adjacent hour (12 is next to 1)."""
    if SUSPECT[a] == SUSPECT[b]:
        return True
    d = (HOUR[a] - HOUR[b]) % HOURS
    return d in (0, 1, HOURS - 1)


#: LEAD_MASK[c]: bit b set when card b is a lead for an investigation c (and c for b)
LEAD_MASK: tuple[int, ...] = tuple(
    sum(1 << b for b in range(NCARDS) if is_lead(a, b)) for a in range(NCARDS)
)
#: LEAD[a * NCARDS + b]
LEAD: tuple[bool, ...] = tuple(is_lead(a, b) for a in range(NCARDS) for b in range(NCARDS))

PAW_PRINTS: int = DATA["paw_prints"]["count"]
FURRIARTY: int = PAW_PRINTS  # token id 18
NTOKENS: int = PAW_PRINTS + 1
FURRIARTY_VALUE: int = DATA["furriarty"]["numbered_token_value"]
DEFAULT_PAW_VALUES: dict[int, int] = {
    int(v): int(n) for v, n in DATA["paw_prints"]["default_values"].items()
}
assert sum(DEFAULT_PAW_VALUES.values()) == PAW_PRINTS
AWARDS: tuple[str, str] = (
    DATA["furriarty"]["award_numbered"],
    DATA["furriarty"]["award_unnumbered"],
)

PLAYERS = DATA["players"]
MIN_PLAYERS: int = PLAYERS["min"]
MAX_PLAYERS: int = PLAYERS["max"]
PAWS_PENALTY: int = PLAYERS["paws_penalty"]
FIRST_HAND: int = PLAYERS["first_player_hand"]
OTHER_HAND: int = PLAYERS["other_hand"]
SEED_CARDS: int = PLAYERS["seed_cards"]
DRAW: int = PLAYERS["draw"]

#: TRAIL[players] = (face-down left, face-up, face-down right), Furriarty between face-up and right
TRAIL: dict[int, tuple[int, int, int]] = {
    int(n): (t["facedown_left"], t["faceup"], t["facedown_right"]) for n, t in DATA["trail"].items()
}
assert set(TRAIL) == set(range(MIN_PLAYERS, MAX_PLAYERS + 1))
