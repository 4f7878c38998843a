"""Helpers for the Beyond Baker Street tests: start a scenario game, act by card name, read views.

Test files run in importlib mode and cannot import each other; they import this module.
Everything here drives a game through the public API (``Game(GAME, ...)``, ``Game.apply``,
``Game.view``, ``Game.log``, ``Game.result``); the state is read only to check invariants.

A seat cannot see its own cards, so it plays them by slot; the tests know the cards (they
built the scenario) and find the slot from another seat's view::

    g = start(hands=[["witness-3", "clue-5"], ["track-1"]], leads={"motive": ["motive-10-clue"]})
    play(g, 0, "clue-5", "motive")  # seat 0's slot holding clue-5, under the motive lead
    assert section(g, "motive")["evidence"] == 5
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import msgspec

from afoot.engine.core import Result
from afoot.engine.game import Game
from afoot.engine.testing import act as act  # the shared scenario-test helpers
from afoot.engine.testing import player as player
from afoot.engine.testing import refused as refused
from afoot.engine.testing import view as view
from afoot.games.baker_street import GAME

ICON_IDS: tuple[str, ...] = ("track", "witness", "clue", "document")
#: every evidence card name, in card order (icon-major)
ALL_CARDS: tuple[str, ...] = tuple(f"{i}-{v}" for i in ICON_IDS for v in range(1, 7))
SECTIONS: tuple[str, ...] = ("suspect", "motive", "opportunity")
#: case file -> (Holmes' start space, the Impossible's limit), components-sources.md (d)
CASES: dict[int, tuple[int, int]] = {
    1: (15, 4),
    2: (12, 4),
    3: (11, 2),
    4: (10, 2),
    5: (9, 1),
    6: (8, 1),
}
HANDS: dict[int, int] = {2: 6, 3: 4, 4: 3}


# -- building games ----------------------------------------------------------------------
def new(
    players: int = 2,
    *,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    scenario: Mapping[str, Any] | None = None,
) -> Game:
    """A Beyond Baker Street game through the public API."""
    return Game(GAME, players, seed, options=options, scenario=scenario)


def start(
    players: int = 2,
    *,
    seed: int = 1,
    case: int | None = None,
    characters: str | None = None,
    options: Mapping[str, Any] | None = None,
    **scenario: Any,
) -> Game:
    """A game from a scenario given by keyword (``leads=``, ``hands=``, ``deck=``,
    ``evidence=``, ``impossible=``, ``confirmed=``, ``track=``, ``holmes=``, ``first=``);
    ``case`` and ``characters`` are options."""
    opts: dict[str, Any] = dict(options or {})
    if case is not None:
        opts["case"] = case
    if characters is not None:
        opts["characters"] = characters
    return new(players, seed=seed, options=opts, scenario=scenario)


# -- acting ------------------------------------------------------------------------------


def assist(
    g: Game, seat: int, to: int, value: int | None = None, icon: str | None = None
) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "assist", "to": to, "value": value, "icon": icon})


def investigate(g: Game, seat: int, slot: int, lead: str) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "investigate", "slot": slot, "lead": lead})


def play(g: Game, seat: int, card: str, lead: str) -> list[dict[str, Any]]:
    """Investigate with the slot of ``seat``'s hand that holds ``card``."""
    return investigate(g, seat, slot_of(g, seat, card), lead)


def confirm(g: Game, seat: int, lead: str) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "confirm", "lead": lead})


def eliminate(g: Game, seat: int, slot: int) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "eliminate", "slot": slot})


def drop(g: Game, seat: int, card: str) -> list[dict[str, Any]]:
    """Eliminate the slot of ``seat``'s hand that holds ``card``."""
    return eliminate(g, seat, slot_of(g, seat, card))


def pursue(g: Game, seat: int, lead: str) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "pursue", "lead": lead})


# -- inspecting --------------------------------------------------------------------------


def cards(g: Game, seat: int) -> list[str]:
    """``seat``'s hand by slot, as the next seat (who sees all of it) sees it."""
    out: list[str] = player(g, seat, (seat + 1) % g.players)["hand"]
    assert None not in out
    return out


def own(g: Game, seat: int) -> list[str | None]:
    """``seat``'s hand as ``seat`` sees it: None for every card it has not learnt."""
    out: list[str | None] = player(g, seat, seat)["hand"]
    return out


def unknown_own(g: Game, seat: int) -> list[str]:
    """The cards of ``seat``'s hand that ``seat`` does not know."""
    return [c for c, seen in zip(cards(g, seat), own(g, seat), strict=True) if seen is None]


def slot_of(g: Game, seat: int, card: str) -> int:
    held = cards(g, seat)
    assert card in held, f"seat {seat} does not hold {card} (it holds {held})"
    return held.index(card)


def hints(g: Game, seat: int, viewer: int | None = None) -> list[dict[str, Any]]:
    """What every slot of ``seat``'s hand may still be (values, icons), as ``viewer`` sees it."""
    out: list[dict[str, Any]] = player(g, seat, viewer)["hints"]
    return out


def section(g: Game, lead: str, viewer: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = g.view(viewer)["sections"][SECTIONS.index(lead)]
    return out


def holmes(g: Game) -> int:
    return int(g.view(None)["holmes"])


def track(g: Game) -> int:
    return int(g.view(None)["track"])


def impossible(g: Game, viewer: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = g.view(viewer)["impossible"]
    return out


def deck_size(g: Game) -> int:
    return int(g.view(None)["deck"])


def turn(g: Game) -> int:
    return int(g.view(None)["turn"])


def pending(g: Game) -> dict[str, Any] | None:
    out: dict[str, Any] | None = g.view(None)["pending"]
    return out


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


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON-like value (dict keys excluded)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def named_in(evs: list[dict[str, Any]], names: set[str] | list[str]) -> list[str]:
    """The names of ``names`` that some event of ``evs`` mentions."""
    wanted = set(names)
    return sorted({s for e in evs for s in strings(e) if s in wanted})


def leaks(g: Game, seat: int) -> list[str]:
    """The cards ``seat`` holds without knowing them that ``game.log(seat)`` names."""
    return named_in(g.log(seat), unknown_own(g, seat))


def cards_in_play(g: Game) -> int:
    """Every evidence card the spectator view accounts for (24 when conserved)."""
    v = g.view(None)
    total = int(v["deck"]) + len(v["impossible"]["evidence"]) + len(v["drawn"])
    total += sum(int(p["hand_count"]) for p in v["players"])
    total += sum(len(s["cards"]) + len(s["added"]) + int(s["hidden"]) for s in v["sections"])
    return total
