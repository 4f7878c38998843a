"""Start a Beyond Baker Street game from a scenario: chosen hands, deck, leads, tracks.

Every key is optional; what a scenario leaves out is dealt at random from the seed::

    {
      "leads": {"suspect": ["suspect-11-clue", "suspect-13-track"]},  # top (face up) first
      "hands": [["witness-3", "clue-5"], ["track-1"]],               # one list per seat
      "deck": ["document-6", "clue-2"],                               # the next cards drawn
      "evidence": {"motive": ["witness-4", "clue-1"]},                # under a lead
      "impossible": ["track-6", "document-5"],                        # eliminated evidence
      "doubled": ["track-6"],               # those Inspector Gregson eliminated (count twice)
      "confirmed": ["opportunity"],         # its evidence face down: no seat saw it
      "track": 17,                          # what the Impossible's cards added (the default)
      "holmes": 9,
      "first": 1                                                      # the seat to act
    }
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionValue
from afoot.engine.errors import InvalidScenario
from afoot.games.baker_street import rules as R
from afoot.games.baker_street.data import (
    ALL_EVIDENCE,
    EVIDENCE_INDEX,
    GREGSON,
    HAND,
    ICON,
    LEAD_INDEX,
    LEADS,
    LEADS_PER_GAME,
    NEVIDENCE,
    SECTION_INDEX,
    SECTIONS,
    VALUE,
)
from afoot.games.baker_street.state import State

KEYS = (
    "leads",
    "hands",
    "deck",
    "evidence",
    "impossible",
    "doubled",
    "confirmed",
    "track",
    "holmes",
    "first",
)


def _evidence(name: object, where: str) -> int:
    if not isinstance(name, str) or name not in EVIDENCE_INDEX:
        raise InvalidScenario(
            f"scenario {where}: {name!r} is no evidence card; cards are <icon>-<value>, e.g. witness-3"
        )
    return EVIDENCE_INDEX[name]


def _section_map(value: object, key: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping) or any(k not in SECTION_INDEX for k in value):
        raise InvalidScenario(f"scenario {key} must map leads ({', '.join(SECTIONS)}) to lists")
    return value


def _list(value: object, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise InvalidScenario(f'scenario {key} must be a list of card names, e.g. ["witness-3"]')
    return value


def _int(value: object, key: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InvalidScenario(f"scenario {key} must be a whole number {low}-{high}")
    return value


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
    unknown = sorted(set(scenario) - set(KEYS))
    if unknown:
        raise InvalidScenario(f"unknown scenario keys {unknown}; keys: {', '.join(KEYS)}")
    n = st.n
    everyone = (1 << n) - 1
    # leads
    chosen = _section_map(scenario.get("leads", {}), "leads")
    for k, kind in enumerate(SECTIONS):
        names = chosen.get(kind, [])
        if not isinstance(names, list) or len(names) > LEADS_PER_GAME:
            raise InvalidScenario(
                f"scenario leads.{kind} must be a list of at most {LEADS_PER_GAME} lead names"
            )
        picked = []
        for name in names:
            if (
                not isinstance(name, str)
                or name not in LEAD_INDEX
                or LEADS[LEAD_INDEX[name]][0] != k
            ):
                raise InvalidScenario(f"scenario leads.{kind}: {name!r} is no {kind} lead")
            picked.append(LEAD_INDEX[name])
        if len(set(picked)) != len(picked):
            raise InvalidScenario(f"scenario leads.{kind} names a lead twice")
        rest = [i for i, lead in enumerate(LEADS) if lead[0] == k and i not in picked]
        shuffle(rest, rng)
        order = picked + rest
        st.top[k] = order[0]
        st.pile[k] = order[1:LEADS_PER_GAME][::-1]
        st.box[k] = sorted(order[LEADS_PER_GAME:])
    # evidence cards
    named: list[int] = []
    hands_given = scenario.get("hands", [None] * n)
    if (
        not isinstance(hands_given, Sequence)
        or isinstance(hands_given, str)
        or len(hands_given) != n
    ):
        raise InvalidScenario(f"scenario hands must be a list with one entry per seat ({n})")
    hands: list[list[int] | None] = []
    for s, h in enumerate(hands_given):
        if h is None:
            hands.append(None)
            continue
        if not isinstance(h, list) or len(h) > HAND[n]:
            raise InvalidScenario(f"scenario hands[{s}] must be a list of at most {HAND[n]} cards")
        cards = [_evidence(c, f"hands[{s}]") for c in h]
        hands.append(cards)
        named += cards
    top = [_evidence(c, "deck") for c in _list(scenario.get("deck", []), "deck")]
    imp = [_evidence(c, "impossible") for c in _list(scenario.get("impossible", []), "impossible")]
    under = _section_map(scenario.get("evidence", {}), "evidence")
    for kind, cards in under.items():
        k = SECTION_INDEX[kind]
        for e in (_evidence(c, f"evidence.{kind}") for c in _list(cards, f"evidence.{kind}")):
            (st.ev if ICON[e] == LEADS[st.top[k]][2] else st.extra)[k].append(e)
            named.append(e)
        if R.evidence(st, k) > R.target(st, k):
            raise InvalidScenario(
                f"scenario evidence.{kind}: evidence {R.evidence(st, k)} is above the lead's "
                f"target {R.target(st, k)} (such a lead is dead)"
            )
    named += top + imp
    if len(set(named)) != len(named):
        raise InvalidScenario("scenario names an evidence card twice")
    rest = [e for e in range(NEVIDENCE) if e not in set(named)]
    shuffle(rest, rng)
    st.imp_ev = imp
    for e in named:
        st.know[e] = everyone
    for s in range(n):
        given = hands[s]
        if given is None:  # dealt from the other cards: the scenario's deck is drawn next
            if len(rest) < HAND[n]:
                raise InvalidScenario(
                    f"scenario hands[{s}] is left out but only {len(rest)} cards are left to "
                    f"deal it ({HAND[n]} needed): the deck is drawn after the deal"
                )
            given = [rest.pop() for _ in range(HAND[n])]
        for e in given:
            st.hand[s].append(e)
            st.hint[s].append(ALL_EVIDENCE)
            st.said[s].append(ALL_EVIDENCE)
            st.know[e] = everyone & ~(1 << s)
    st.deck = rest + top[::-1]
    for e in st.deck:
        st.know[e] = 0
    confirmed = scenario.get("confirmed", [])
    if not isinstance(confirmed, list) or any(
        not isinstance(c, str) or c not in SECTION_INDEX for c in confirmed
    ):
        raise InvalidScenario(f"scenario confirmed must list leads ({', '.join(SECTIONS)})")
    if len(set(confirmed)) == len(SECTIONS):
        raise InvalidScenario(
            "scenario confirmed: at most 2 leads (the third confirm ends the game)"
        )
    for c in confirmed:
        k = SECTION_INDEX[c]
        st.confirmed[k] = True
        for e in st.ev[k] + st.extra[k]:  # face down from the start: nobody saw them (B3)
            st.know[e] = 0
    for k in range(3):
        R.regap(st, k)
    for name in _list(scenario.get("doubled", []), "doubled"):
        e = _evidence(name, "doubled")
        if GREGSON not in st.chars:
            raise InvalidScenario(
                "scenario doubled names cards Inspector Gregson eliminated: he is not at the table"
            )
        if e not in imp:
            raise InvalidScenario(f"scenario doubled: {name!r} is not in the scenario's impossible")
        st.doubled |= 1 << e
    added = sum(VALUE[e] << (st.doubled >> e & 1) for e in imp)  # R._added
    st.track = _int(scenario.get("track", added), "track", 0, 20)
    if st.track != added:
        raise InvalidScenario(
            f"scenario track {st.track} must be what the Impossible's evidence added ({added}): "
            "its values, twice for the cards in doubled (Inspector Gregson's eliminations)"
        )
    st.holmes = _int(scenario.get("holmes", st.holmes), "holmes", 1, st.holmes_max)
    st.cur = _int(scenario.get("first", st.cur), "first", 0, n - 1)
