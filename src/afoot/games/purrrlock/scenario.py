"""Start a Purrrlock game from a scenario: stacked deck, chosen investigations, hands, trail.

Every key is optional; what a scenario leaves out is set up at random from the seed, in the
rulebook's order (investigations, seeding investigations, hands)::

    {
      "trail": ["down:1", "up:2", "furriarty", "down:3"],  # left to right; values from the pool
      "investigations": ["dog-5", "rat-12", null],          # null: drawn from the deck
      "seeding": true,                                      # false: no seeding investigations
      "hands": [["crow-1", "frog-2", "dog-6", "goose-7"], null],  # null: dealt as usual
      "deck": ["goose-4", "rat-1"],                          # the next cards drawn, in order
      "discard": ["dog-1"],                                  # face up
      "paws": [false, true]                                  # seats that already called Paws!
    }
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionValue
from afoot.engine.errors import InvalidScenario
from afoot.engine.events import SILENT
from afoot.games.purrrlock import rules as R
from afoot.games.purrrlock.data import (
    CARD_IDS,
    CARD_INDEX,
    FIRST_HAND,
    FURRIARTY,
    NCARDS,
    OTHER_HAND,
    PAW_PRINTS,
    SEED_CARDS,
)
from afoot.games.purrrlock.state import State

KEYS = ("trail", "investigations", "seeding", "hands", "deck", "discard", "paws")


def _card(name: object, where: str) -> int:
    if not isinstance(name, str) or name not in CARD_INDEX:
        raise InvalidScenario(
            f"scenario {where}: {name!r} is no card; cards are <suspect>-<hour>, e.g. dog-12"
        )
    return CARD_INDEX[name]


def _per_seat(value: object, n: int, key: str) -> list[Any]:
    if not isinstance(value, Sequence) or isinstance(value, str) or len(value) != n:
        raise InvalidScenario(f"scenario {key} must be a list with one entry per seat ({n})")
    return list(value)


def _trail(st: State, spec: object, rng: Random) -> None:
    if not isinstance(spec, Sequence) or isinstance(spec, str):
        raise InvalidScenario("scenario trail must be a list like ['down:1', 'up:2', 'furriarty']")
    pool = list(range(PAW_PRINTS))
    shuffle(pool, rng)
    trail: list[int] = []
    for item in spec:
        if item == "furriarty":
            trail.append(FURRIARTY)
            continue
        side, _, value = str(item).partition(":")
        if side not in ("up", "down") or not value.isdigit():
            raise InvalidScenario(
                f"scenario trail item {item!r}: use 'furriarty', 'up:<value>' or 'down:<value>'"
            )
        tokens = [t for t in pool if st.values[t] == int(value)]
        if not tokens:
            raise InvalidScenario(f"scenario trail: no paw print of value {value} is left")
        pool.remove(tokens[0])
        trail.append(tokens[0])
        st.up[tokens[0]] = side == "up"
    if trail.count(FURRIARTY) != 1:
        raise InvalidScenario("scenario trail must hold the Furriarty token exactly once")
    st.trail = trail
    st.box = sorted(pool)
    st.up[FURRIARTY] = True


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
    """Set ``st`` up from ``scenario`` (see the module docstring); InvalidScenario on bad input."""
    if not isinstance(scenario, Mapping):
        raise InvalidScenario("a scenario must be an object")
    unknown = sorted(set(scenario) - set(KEYS))
    if unknown:
        raise InvalidScenario(f"unknown scenario keys {unknown}; keys: {', '.join(KEYS)}")
    n = st.n
    everyone = (1 << n) - 1
    if "trail" in scenario:
        _trail(st, scenario["trail"], rng)
    else:
        R.deal_trail(st, rng)
    invs = _per_seat(scenario.get("investigations", [None] * n), n, "investigations")
    hands = _per_seat(scenario.get("hands", [None] * n), n, "hands")
    paws = _per_seat(scenario.get("paws", [False] * n), n, "paws")
    top = scenario.get("deck", [])
    discard = scenario.get("discard", [])
    if not isinstance(top, list) or not isinstance(discard, list):
        raise InvalidScenario("scenario deck and discard must be lists of cards")
    named: list[int] = []
    inv_cards = [None if c is None else _card(c, "investigations") for c in invs]
    named += [c for c in inv_cards if c is not None]
    hand_cards: list[list[int] | None] = []
    for s, h in enumerate(hands):
        if h is None:
            hand_cards.append(None)
            continue
        if not isinstance(h, list):
            raise InvalidScenario(f"scenario hands[{s}] must be a list of cards or null")
        cards = [_card(c, f"hands[{s}]") for c in h]
        hand_cards.append(cards)
        named += cards
    top_cards = [_card(c, "deck") for c in top]
    discard_cards = [_card(c, "discard") for c in discard]
    named += top_cards + discard_cards
    if len(set(named)) != len(named):
        twice = sorted({CARD_IDS[c] for c in named if named.count(c) > 1})
        raise InvalidScenario(f"scenario names these cards twice: {', '.join(twice)}")
    rest = [c for c in range(NCARDS) if c not in set(named)]
    shuffle(rest, rng)
    st.deck = rest + top_cards[::-1]
    st.discard = discard_cards
    for c in discard_cards:
        st.know[c] = everyone
    for s in range(n):
        chosen = inv_cards[s]
        c = R._draw(st, rng, SILENT) if chosen is None else chosen
        st.inv[s] = c
        st.know[c] = everyone & ~(1 << s)
    for s, flag in enumerate(paws):
        if not isinstance(flag, bool):
            raise InvalidScenario("scenario paws must be a list of true / false, one per seat")
        st.paws[s] = flag
    st.pmask = sum(1 << s for s in range(n) if not st.paws[s] and st.inv[s] >= 0)
    seeding = scenario.get("seeding", True)
    if not isinstance(seeding, bool):
        raise InvalidScenario("scenario seeding must be true or false")
    if seeding:
        for s in range(n):
            for _ in range(SEED_CARDS):
                d = R._draw(st, rng, SILENT)
                if d < 0:
                    break
                R._answer(st, s, d, True, SILENT)
    for s in range(n):
        given = hand_cards[s]
        if given is None:
            R._draw_hand(st, s, FIRST_HAND if s == 0 else OTHER_HAND, rng, SILENT)
            continue
        for c in given:
            st.know[c] = 1 << s
            insort(st.hand[s], c)  # a hand stays sorted
