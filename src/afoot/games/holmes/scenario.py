"""Start a Holmes game from a scenario: stacked decks, chosen characters, positions.

Every key is optional; what a scenario leaves out is dealt at random from the seed::

    {
      "day": 2,                                   # start at the dawn of this day
      "board": ["irene_adler", "wiggins", "langdale_pike"],  # non-permanent characters
      "spent": ["wiggins"],                       # face down today
      "markers": {"0": ["lestrade", "watson", "wiggins"], "1": [...]},  # standing (day >= 2)
      "tokens": [3, 4],                           # the supply holds the rest of the 24
      "line": ["cigarette", "explosive", "bullet", "button"],
      "deck_top": ["explosive", "joker"],         # the next clues drawn, in order
      "discard": ["bullet"],                      # seen by both
      "areas": {"1": {"cigarette": 1, "joker:cigarette": 1, "joker": 1, "map_fragment": 2}},
      "hidden": {"0": ["button"]},                # seen by their owner only
      "reserved": {"1": "fingerprint"},
      "reservation_holder": 0,
      "character_deck_top": ["toby"]              # the next characters drawn at dawn
    }
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionValue
from afoot.engine.errors import InvalidScenario
from afoot.games.holmes import rules as R
from afoot.games.holmes.data import (
    CHAR_IDS,
    CHAR_INDEX,
    DAYS,
    EDITION,
    MARKERS,
    NCARDS,
    NUMBERED,
    PAWNS,
    PERMANENT,
    TYPE,
    TYPE_IDS,
    TYPE_INDEX,
    VILLAINS,
)
from afoot.games.holmes.state import State

KEYS = (
    "day",
    "board",
    "spent",
    "markers",
    "tokens",
    "line",
    "deck_top",
    "discard",
    "areas",
    "hidden",
    "reserved",
    "reservation_holder",
    "character_deck_top",
)


def _seat_map(value: Any, key: str) -> dict[int, Any]:
    if not isinstance(value, Mapping):
        raise InvalidScenario(f"scenario {key!r} must map seats 0 and 1 to values")
    out = {}
    for k, v in value.items():
        if str(k) not in ("0", "1"):
            raise InvalidScenario(f"scenario {key!r}: seats are 0 and 1, not {k!r}")
        out[int(k)] = v
    return out


def _char(name: Any, key: str) -> int:
    if name not in CHAR_INDEX:
        raise InvalidScenario(f"scenario {key!r}: unknown character {name!r}")
    return CHAR_INDEX[name]


def setup(
    players: int,
    options: Mapping[str, OptionValue],
    rng: Random,
    scenario: Mapping[str, Any] | None = None,
) -> State:
    """The game's set-up (its spec's ``Rules.setup``): the rules' own deal, or with
    ``scenario`` the cards it stacks (:func:`apply_scenario`) in its place."""
    if scenario is None:
        return R.setup(players, options, rng)
    return R.setup(players, options, rng, lambda st, rng: apply_scenario(st, scenario, rng))


def apply_scenario(st: State, scenario: Mapping[str, Any], rng: Random) -> None:
    unknown = [k for k in scenario if k not in KEYS]
    if unknown:
        raise InvalidScenario(f"unknown scenario key {unknown[0]!r}; keys: {', '.join(KEYS)}")
    edition = "devir" if st.edition == R.DEVIR else "kosmos"
    day = scenario.get("day", 1)
    if not isinstance(day, int) or not 1 <= day <= DAYS:
        raise InvalidScenario(f"scenario 'day' must be 1-{DAYS}")
    st.day = day

    # -- clue cards: take the named ones from per-type pools, the rest form the deck
    pools: list[list[int]] = [[] for _ in range(NUMBERED + 2)]
    for c in range(NCARDS):
        pools[TYPE[c]].append(c)
    for pool in pools:
        shuffle(pool, rng)

    def card(name: Any, key: str) -> int:
        if name not in TYPE_INDEX:
            raise InvalidScenario(
                f"scenario {key!r}: unknown clue {name!r}; clues: {', '.join(TYPE_IDS)}"
            )
        pool = pools[TYPE_INDEX[name]]
        if not pool:
            raise InvalidScenario(f"scenario {key!r}: no {name} left (the deck has too few)")
        return pool.pop()

    st.know = [0] * NCARDS
    st.line = [-1, -1, -1, -1]
    st.area = [[[] for _ in range(NUMBERED + 2)] for _ in range(2)]
    st.jrow = [[-1] * NUMBERED, [-1] * NUMBERED]
    st.hidden = [[], []]
    st.reserved = [-1, -1]
    st.discard = []
    for s, rows in _seat_map(scenario.get("areas", {}), "areas").items():
        if not isinstance(rows, Mapping):
            raise InvalidScenario("scenario 'areas' must map seats to {clue: count}")
        for name, n in rows.items():
            if not isinstance(n, int) or n < 0:
                raise InvalidScenario(f"scenario 'areas': count of {name!r} must be a whole number")
            if name.startswith("joker:"):
                t = TYPE_INDEX.get(name[6:], -1)
                if not 0 <= t < NUMBERED or n > 1:
                    raise InvalidScenario(f"scenario 'areas': {name!r} must name one numbered row")
                if n:
                    st.jrow[s][t] = card("joker", "areas")
                continue
            t = TYPE_INDEX.get(name, -1)
            if t < 0:
                raise InvalidScenario(f"scenario 'areas': unknown clue {name!r}")
            st.area[s][t].extend(card(name, "areas") for _ in range(n))
        for t in range(NUMBERED):
            if st.jrow[s][t] >= 0 and not st.area[s][t]:
                raise InvalidScenario(f"scenario 'areas': a joker on the empty {TYPE_IDS[t]} row")
    for s, names in _seat_map(scenario.get("hidden", {}), "hidden").items():
        for name in names:
            if name == "joker":
                raise InvalidScenario("scenario 'hidden': a joker can never be hidden (H8)")
            c = card(name, "hidden")
            st.hidden[s].append(c)
            st.know[c] = (1 << s) | (4 << s)
    for s, name in _seat_map(scenario.get("reserved", {}), "reserved").items():
        st.reserved[s] = card(name, "reserved")
    line = scenario.get("line")
    if line is not None:
        if not isinstance(line, list) or len(line) != 4:
            raise InvalidScenario("scenario 'line' must list 4 clues (null for an empty slot)")
        st.line = [card(n, "line") if n is not None else -1 for n in line]
    st.discard = [card(n, "discard") for n in scenario.get("discard", [])]
    top = [card(n, "deck_top") for n in scenario.get("deck_top", [])]
    rest = [c for pool in pools for c in pool]
    shuffle(rest, rng)
    if line is None:  # dealt from the random part, so deck_top stays the next clues drawn
        st.line = [rest.pop() if rest else -1 for _ in range(4)]
    st.deck = rest + top[::-1]
    for zone in (st.discard, st.reserved, *st.area[0], *st.area[1], st.jrow[0], st.jrow[1]):
        for c in zone:
            if c >= 0:
                st.know[c] = R.ALL_KNOW
    for c in st.line:
        if c >= 0:
            st.know[c] = R.ALL_KNOW

    # -- markers and tokens
    tokens = scenario.get("tokens")
    if tokens is not None:
        if (
            not isinstance(tokens, list)
            or len(tokens) != 2
            or sum(tokens) > MARKERS
            or min(tokens) < 0
        ):
            raise InvalidScenario(
                f"scenario 'tokens' must be [seat0, seat1] adding up to at most {MARKERS}"
            )
        st.tokens = list(tokens)
        st.supply = MARKERS - sum(tokens)
    if "reservation_holder" in scenario:
        if not st.reservation:
            raise InvalidScenario("scenario 'reservation_holder' needs the option reservation=true")
        holder = scenario["reservation_holder"]
        if holder not in (0, 1, None):
            raise InvalidScenario("scenario 'reservation_holder' must be 0, 1 or null")
        st.res_holder = -1 if holder is None else holder

    # -- characters
    allowed = [CHAR_INDEX[c] for c in EDITION[edition]["deck"]]
    board = [_char(n, "board") for n in scenario.get("board", [])]
    for c in board:
        if c not in allowed:
            raise InvalidScenario(
                f"scenario 'board': {CHAR_IDS[c]} is not a {edition} deck character"
            )
    if len(set(board)) != len(board):
        raise InvalidScenario("scenario 'board' names a character twice")
    expected = day + 1
    if board and len(board) != expected:
        raise InvalidScenario(
            f"scenario 'board': day {day} has {expected} characters besides the permanent 3"
        )
    st.char_deck = [c for c in allowed if c not in board]
    shuffle(st.char_deck, rng)
    if not board:
        board = [st.char_deck.pop() for _ in range(expected)]
    st.board = [*PERMANENT, *board]
    st.face = [0] * len(st.face)
    for c in st.board:
        st.face[c] = 1
    for name in scenario.get("spent", []):
        c = _char(name, "spent")
        if c not in board:
            raise InvalidScenario(
                f"scenario 'spent': {name} is not on the board (and the permanent 3 never are)"
            )
        st.face[c] = 2
    R._add_villains(st, rng)
    for name in reversed(scenario.get("character_deck_top", [])):
        c = _char(name, "character_deck_top")
        if c not in st.char_deck:
            raise InvalidScenario(
                f"scenario 'character_deck_top': {name} is not in the character deck"
            )
        st.char_deck.remove(c)
        st.char_deck.append(c)
        if c in VILLAINS:
            st.villain_known = True
    if day > 1:
        markers = _seat_map(scenario.get("markers", {}), "markers")
        for s in (0, 1):
            if s not in markers:  # left out: anywhere on the board, one per character
                st.mk[s] = rng.sample(st.board, PAWNS)
                st.up[s] = [True] * PAWNS
                continue
            where = [_char(n, "markers") for n in markers[s]]
            if (
                len(where) != PAWNS
                or len(set(where)) != PAWNS
                or any(c not in st.board for c in where)
            ):
                raise InvalidScenario(
                    f"scenario 'markers': seat {s} needs {PAWNS} different characters on the board"
                )
            st.mk[s] = where
            st.up[s] = [True] * PAWNS
    elif "markers" in scenario:
        raise InvalidScenario("scenario 'markers': on day 1 the markers start in the supply")
    st.alt_pick = [[], []]
    st.stack = []
