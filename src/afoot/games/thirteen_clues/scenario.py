"""Start a 13 Clues game from a scenario: chosen hands, informant cards, glasses, first seat.

Every key is optional (but ``informant`` needs ``hands``); what a scenario leaves out is
dealt at random from the seed::

    {
      "hands": [["officer", "parlor", "knife", "duke", "market"], ...],  # 5 cards per seat
      "informant": ["nurse", "museum"],        # the Secret Informant cards A, B, ...
      "first": 2,                               # the seat that starts
      "glasses": [1, 0, 2, 1], "supply": 4       # 3+ players; 8 in all
    }

Hands must each hold a person, a location and a weapon (the deal gives one of each).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionValue
from afoot.engine.errors import InvalidScenario
from afoot.games.thirteen_clues import rules as R
from afoot.games.thirteen_clues.data import CARD_INDEX, GLASSES, GROUP
from afoot.games.thirteen_clues.state import State

KEYS = ("hands", "informant", "first", "glasses", "supply")


def _cards(value: object, where: str, st: State) -> list[int]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise InvalidScenario(f"scenario {where} must be a list of card ids")
    out = []
    for name in value:
        if not isinstance(name, str) or name not in CARD_INDEX or CARD_INDEX[name] >= 3 * st.suits:
            raise InvalidScenario(f"scenario {where}: {name!r} is no card in this game")
        out.append(CARD_INDEX[name])
    return out


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
    hands = scenario.get("hands")
    if hands is None:
        if "informant" in scenario:  # the informant takes what the hands leave
            raise InvalidScenario("scenario informant needs hands (it takes the cards they leave)")
        R.deal(st, rng)
    else:
        if not isinstance(hands, Sequence) or isinstance(hands, str) or len(hands) != n:
            raise InvalidScenario(f"scenario hands must be a list of {n} hands of 5 cards")
        named: list[int] = []
        for s, hand in enumerate(hands):
            cards = _cards(hand, f"hands[{s}]", st)
            if len(cards) != 5 or {GROUP[c] for c in cards} != {0, 1, 2}:
                raise InvalidScenario(
                    f"scenario hands[{s}] must be 5 cards with a person, a location and a weapon"
                )
            st.hand[s] = sorted(cards)
            named += cards
        informant = _cards(scenario.get("informant", []), "informant", st)
        named += informant
        if len(set(named)) != len(named):
            raise InvalidScenario("scenario names a card twice")
        rest = [c for c in R.in_play(st) if c not in set(named)]
        shuffle(rest, rng)
        st.informant = informant + rest
        if len(st.informant) != 3 * st.suits - 5 * n:
            raise InvalidScenario("scenario leaves the wrong number of cards for the informant")
    first = scenario.get("first", int(rng.random() * n))
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
        raise InvalidScenario(f"scenario first must be a seat 0-{n - 1}")
    st.cur = first
    if "glasses" in scenario or "supply" in scenario:
        glasses = scenario.get("glasses", st.glasses)
        supply = scenario.get("supply", st.supply)
        if n == 2:
            raise InvalidScenario("the 2-player game has no magnifying glasses")
        ok = (
            isinstance(glasses, list)
            and len(glasses) == n
            and all(isinstance(g, int) and not isinstance(g, bool) and g >= 0 for g in glasses)
            and isinstance(supply, int)
            and supply >= 0
            and sum(glasses) + supply == GLASSES
        )
        if not ok:
            raise InvalidScenario(
                f"scenario glasses (one count per seat) and supply must add up to {GLASSES}"
            )
        st.glasses = list(glasses)
        st.supply = supply
