"""Helpers for the 13 Clues tests: start from a scenario, choose mysteries by name, ask,
consult and accuse, read views.

Test files run in importlib mode and cannot import each other; they import this module.
Everything here drives a game through the public API (``Game(GAME, ...)``, ``Game.apply``,
``Game.view``, ``Game.log``, ``Game.result``); the state is read only to check invariants.

Seat ``s`` chooses the mystery of seat ``s + 1`` (its left neighbour)::

    g = play(4, hands=HANDS4, choices=CHOICES4, first=0)  # start, then every seat chooses
    assert ask(g, 0, 1, "red") == 2                      # seat 1 sees two red cards
    assert accuse(g, 0, "dancer", "harbor", "rifle")      # right: seat 0 wins
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import msgspec

from afoot.engine.core import Result
from afoot.engine.game import Game
from afoot.engine.testing import act as act  # the shared scenario-test helpers
from afoot.engine.testing import player as player
from afoot.engine.testing import refused as refused
from afoot.engine.testing import view as view
from afoot.games.thirteen_clues import GAME
from afoot.games.thirteen_clues import casebook as _casebook

#: the suits in the data's order (the last ones leave the box first as players fall)
SUITS: tuple[str, ...] = (
    "purple",
    "pink",
    "red",
    "green",
    "yellow",
    "blue",
    "orange",
    "white",
    "brown",
    "grey",
)
#: suit -> (person, location, weapon), components-sources.md (e)
CARDS: dict[str, tuple[str, str, str]] = {
    "purple": ("officer", "parlor", "knife"),
    "pink": ("duke", "market", "crossbow"),
    "red": ("butcher", "library", "poison"),
    "green": ("countess", "park", "sword"),
    "yellow": ("nurse", "museum", "blowgun"),
    "blue": ("maid", "harbor", "rifle"),
    "orange": ("dancer", "theater", "pistol"),
    "white": ("sailor", "plaza", "candlestick"),
    "brown": ("florist", "rail_car", "hammer"),
    "grey": ("coachman", "racecourse", "bow"),
}
CATEGORIES: dict[str, set[str]] = {
    "male": {"officer", "duke", "butcher", "sailor", "coachman"},
    "female": {"countess", "nurse", "maid", "dancer", "florist"},
    "indoor": {"parlor", "library", "museum", "theater", "rail_car"},
    "outdoor": {"market", "park", "harbor", "plaza", "racecourse"},
    "close": {"knife", "poison", "sword", "candlestick", "hammer"},
    "ranged": {"crossbow", "blowgun", "rifle", "pistol", "bow"},
}
PERSONS: tuple[str, ...] = tuple(CARDS[s][0] for s in SUITS)
LOCATIONS: tuple[str, ...] = tuple(CARDS[s][1] for s in SUITS)
WEAPONS: tuple[str, ...] = tuple(CARDS[s][2] for s in SUITS)
ALL_CARDS: tuple[str, ...] = tuple(c for s in SUITS for c in CARDS[s])

# A 4-player table (8 suits, 4 informant cards). Seat s gives CHOICES4[s] to seat s + 1.
HANDS4: list[list[str]] = [
    ["officer", "market", "poison", "duke", "park"],
    ["butcher", "library", "knife", "crossbow", "countess"],
    ["nurse", "parlor", "sword", "museum", "blowgun"],
    ["maid", "harbor", "rifle", "dancer", "theater"],
]
CHOICES4: list[tuple[str, str, str]] = [
    ("duke", "park", "poison"),
    ("butcher", "library", "crossbow"),
    ("nurse", "museum", "sword"),
    ("dancer", "harbor", "rifle"),
]
INFORMANT4: list[str] = ["pistol", "sailor", "plaza", "candlestick"]
#: MYSTERY4[s]: seat s's own mystery (what seat s - 1 chose)
MYSTERY4: list[tuple[str, str, str]] = [CHOICES4[(s - 1) % 4] for s in range(4)]
#: SCREEN4[s]: the 2 cards behind seat s's screen
SCREEN4: list[set[str]] = [set(HANDS4[s]) - set(CHOICES4[s]) for s in range(4)]

# A 2-player table (6 suits, 8 informant cards).
HANDS2: list[list[str]] = [
    ["officer", "parlor", "knife", "duke", "market"],
    ["butcher", "library", "poison", "countess", "park"],
]
CHOICES2: list[tuple[str, str, str]] = [
    ("duke", "parlor", "knife"),
    ("countess", "library", "poison"),
]
INFORMANT2: list[str] = [
    "crossbow",
    "sword",
    "nurse",
    "museum",
    "blowgun",
    "maid",
    "harbor",
    "rifle",
]
MYSTERY2: list[tuple[str, str, str]] = [CHOICES2[1], CHOICES2[0]]


def in_play(players: int) -> list[str]:
    """The cards of the players + 4 first suits."""
    return [c for s in SUITS[: players + 4] for c in CARDS[s]]


def covers(subject: str, card: str) -> bool:
    """Whether ``card`` is of ``subject`` (a suit or a category), from the tables above."""
    if subject in CARDS:
        return card in CARDS[subject]
    return card in CATEGORIES[subject]


def count(subject: str, cards: Sequence[str] | set[str]) -> int:
    return sum(1 for c in cards if covers(subject, c))


# -- building games ----------------------------------------------------------------------
def new(
    players: int = 4,
    *,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    scenario: Mapping[str, Any] | None = None,
) -> Game:
    """A 13 Clues game through the public API."""
    return Game(GAME, players, seed, options=options, scenario=scenario)


def start(
    players: int = 4,
    *,
    seed: int = 1,
    top_secret: bool = False,
    **scenario: Any,
) -> Game:
    """A game from a scenario given by keyword (``hands=``, ``informant=``, ``first=``,
    ``glasses=``, ``supply=``); ``top_secret`` is the option."""
    options = {"top_secret": True} if top_secret else None
    return new(players, seed=seed, options=options, scenario=scenario)


def choose_all(g: Game, choices: Sequence[Sequence[str]]) -> None:
    """Every seat, in seat order, gives ``choices[seat]`` to its left neighbour."""
    for seat, (person, location, weapon) in enumerate(choices):
        choose(g, seat, person, location, weapon)


def play(
    players: int = 4,
    *,
    choices: Sequence[Sequence[str]] | None = None,
    seed: int = 1,
    top_secret: bool = False,
    **scenario: Any,
) -> Game:
    """``start`` and then every seat chooses (``choices`` per seat; default: the 4- or
    2-player table above, whose hands are the default too)."""
    if "hands" not in scenario and players in (2, 4):
        scenario["hands"] = HANDS4 if players == 4 else HANDS2
        scenario.setdefault("informant", INFORMANT4 if players == 4 else INFORMANT2)
        if choices is None:
            choices = CHOICES4 if players == 4 else CHOICES2
    g = start(players, seed=seed, top_secret=top_secret, **scenario)
    if choices is None:
        choices = [first_choice(g, s) for s in range(players)]
    choose_all(g, choices)
    return g


def first_choice(g: Game, seat: int) -> tuple[str, str, str]:
    """The first legal choice of ``seat`` in the set-up phase."""
    a = legal(g, seat)[0]
    return (a["person"], a["location"], a["weapon"])


# -- acting ------------------------------------------------------------------------------


def choose(g: Game, seat: int, person: str, location: str, weapon: str) -> list[dict[str, Any]]:
    return act(
        g, seat, {"type": "choose", "person": person, "location": location, "weapon": weapon}
    )


def ask(
    g: Game, seat: int, to: int, subject: str, side: str | None = None, secret: bool = False
) -> int:
    """Seat ``seat`` questions seat ``to``; return the answer it hears."""
    action: dict[str, Any] = {"type": "question", "to": to, "subject": subject}
    if side is not None:
        action["side"] = side
    if secret:
        action["secret"] = True
    evs = [e for e in act(g, seat, action) if e["type"] == "question"]
    assert len(evs) == 1
    return int(evs[0]["answer"])


def consult(g: Game, seat: int, letter: str) -> str:
    """Seat ``seat`` looks at informant card ``letter``; return the card it sees."""
    evs = [
        e for e in act(g, seat, {"type": "consult", "letter": letter}) if e["type"] == "consulted"
    ]
    assert len(evs) == 1
    return str(evs[0]["card"])


def accuse(g: Game, seat: int, person: str, location: str, weapon: str) -> bool:
    """Seat ``seat`` accuses; return whether it was right."""
    action = {"type": "accuse", "person": person, "location": location, "weapon": weapon}
    evs = [e for e in act(g, seat, action) if e["type"] == "accused"]
    assert len(evs) == 1
    return bool(evs[0]["right"])


def take_glass(g: Game, seat: int, frm: int) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "take_glass", "frm": frm})


# -- inspecting --------------------------------------------------------------------------


def mystery(g: Game, seat: int) -> list[str]:
    """``seat``'s mystery as its left neighbour sees it."""
    out: list[str] = player(g, seat, (seat + 1) % g.players)["mystery"]
    return out


def screen(g: Game, seat: int) -> list[str]:
    """``seat``'s screen cards (left, right) as ``seat`` sees them."""
    out: list[str] = player(g, seat, seat)["screen"]
    return out


def glasses(g: Game) -> list[int]:
    return [int(p["glasses"]) for p in g.view(None)["players"]]


def supply(g: Game) -> int:
    return int(g.view(None)["supply"])


def turn(g: Game) -> int:
    """The seat whose turn it is (the play phase only)."""
    t = g.view(None)["turn"]
    assert t is not None, "no turn in the set-up phase"
    return int(t)


def legal(g: Game, seat: int) -> list[dict[str, Any]]:
    """The legal actions of ``seat`` as plain dicts."""
    out: list[dict[str, Any]] = msgspec.to_builtins(g.legal_actions(seat))
    return out


def kinds(g: Game, seat: int) -> set[str]:
    """The action types legal for ``seat`` now."""
    return {a["type"] for a in legal(g, seat)}


def events(g: Game, viewer: int | None = None, kind: str | None = None) -> list[dict[str, Any]]:
    """``game.log(viewer)``, optionally only the events of one type."""
    return [e for e in g.log(viewer) if kind is None or e["type"] == kind]


def result(g: Game) -> Result:
    """The result of a finished game (fails while it runs)."""
    res = g.result()
    assert res is not None, "the game is not over"
    return res


def casebook(g: Game, seat: int) -> dict[str, Any]:
    """``afoot.games.thirteen_clues.casebook``: candidates with probabilities, card chances."""
    return _casebook(g, seat)


def candidates(g: Game, seat: int) -> set[tuple[str, str, str]]:
    """The (person, location, weapon) triples of positive weight in ``seat``'s casebook."""
    return {(r["person"], r["location"], r["weapon"]) for r in casebook(g, seat)["candidates"]}


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON-like value (dict keys included: none is a card id)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for k, v in value.items():
            yield str(k)
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def leaks(g: Game, seat: int) -> list[str]:
    """The cards of ``seat``'s own mystery that its view or log names."""
    own = set(mystery(g, seat))
    found = set(strings(g.view(seat))) | set(strings(g.log(seat)))
    return sorted(own & found)
