"""Helpers for the Purrrlock tests: start a scenario game, act by name, read a seat's view.

Test files run in importlib mode and cannot import each other; they import this module.
Everything here drives a game through the public API (``Game(GAME, ...)``, ``Game.apply``,
``Game.view``, ``Game.log``, ``Game.result``); the state is read only to check invariants.

A typical test::

    g = start(investigations=["dog-5", "rat-12"], hands=[["dog-9", "frog-1"], ["crow-3"]],
              trail=["up:1", "down:2", "furriarty", "down:3"])
    show(g, 0, "dog-9")
    assert answers(g) == [(0, "dog-9", "lead")]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from afoot.engine.core import Result
from afoot.engine.game import Game
from afoot.engine.testing import act as act  # the shared scenario-test helpers
from afoot.engine.testing import player as player
from afoot.engine.testing import refused as refused
from afoot.engine.testing import view as view
from afoot.games.purrrlock import GAME

SUSPECT_IDS: tuple[str, ...] = ("dog", "rat", "goose", "crow", "frog")
#: every card name, in card order (suspect-major)
ALL_CARDS: tuple[str, ...] = tuple(f"{s}-{h}" for s in SUSPECT_IDS for h in range(1, 13))
#: the rulebook's set-up table (face-down left, face-up, face-down right of Furriarty)
SETUP_TRAIL: dict[int, tuple[int, int, int]] = {
    2: (3, 2, 6),
    3: (4, 3, 6),
    4: (5, 4, 5),
    5: (6, 5, 4),
}


# -- building games ----------------------------------------------------------------------
def new(
    players: int = 2,
    *,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    scenario: Mapping[str, Any] | None = None,
) -> Game:
    """A Purrrlock game through the public API."""
    return Game(GAME, players, seed, options=options, scenario=scenario)


def start(
    players: int = 2,
    *,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    **scenario: Any,
) -> Game:
    """A game from a scenario given by keyword (``trail=``, ``investigations=``, ``hands=``,
    ``deck=``, ``discard=``, ``paws=``). Unlike a real set-up, there is no seeding
    investigation unless ``seeding=True``: every lead and dead end then comes from the test."""
    sc: dict[str, Any] = {"seeding": False, **scenario}
    return new(players, seed=seed, options=options, scenario=sc)


# -- acting ------------------------------------------------------------------------------


def show(g: Game, seat: int, card: str) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "show", "card": card})


def guess(
    g: Game, seat: int, suspect: str | None = None, hour: int | None = None
) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "guess", "suspect": suspect, "hour": hour})


def paws(g: Game, seat: int) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "paws"})


def end(g: Game, seat: int) -> list[dict[str, Any]]:
    return act(g, seat, {"type": "end_turn"})


def investigate(g: Game, seat: int, cards: Sequence[str] | None = None) -> None:
    """Show the cards the turn's Investigate still needs: ``cards``, else the first of the hand."""
    todo = list(cards or [])
    while True:
        turn = g.view(None)["turn"]
        if g.is_over or turn["seat"] != seat or turn["shown"] >= turn["to_show"]:
            return
        show(g, seat, todo.pop(0) if todo else hand(g, seat)[0])


def finish_turn(g: Game, seat: int) -> None:
    """Investigate if not done yet, then end the action phase unless it ended by itself."""
    investigate(g, seat)
    if not g.is_over and g.view(None)["turn"]["seat"] == seat and seat in g.waiting_for:
        end(g, seat)


def play_round(g: Game) -> None:
    """Plain turns (investigate, no guess) from the current seat to the end of the round."""
    last = g.players - 1
    while not g.is_over:
        seat = g.view(None)["turn"]["seat"]
        finish_turn(g, seat)
        if seat == last:
            return


def guess_right(g: Game, seat: int, detail: str = "both") -> list[dict[str, Any]]:
    """Guess ``seat``'s investigation right: ``detail`` is "suspect", "hour" or "both"."""
    suspect, hour = split(secret(g, seat))
    return guess(
        g,
        seat,
        suspect if detail in ("suspect", "both") else None,
        hour if detail in ("hour", "both") else None,
    )


# -- inspecting --------------------------------------------------------------------------


def split(card: str) -> tuple[str, int]:
    """``"dog-12"`` -> ``("dog", 12)``."""
    suspect, hour = card.split("-")
    return suspect, int(hour)


def hand(g: Game, seat: int) -> list[str]:
    """``seat``'s hand, as its owner sees it."""
    out: list[str] = player(g, seat, seat)["hand"]
    return out


def secret(g: Game, seat: int) -> str:
    """``seat``'s investigation, as the next seat sees it."""
    out: str | None = player(g, seat, (seat + 1) % g.players)["investigation"]
    assert out is not None, f"seat {seat} has no investigation"
    return out


def trail(g: Game, viewer: int | None = None) -> list[str]:
    """The trail as ``viewer`` sees it, left (start) to right (end)."""
    out: list[str] = g.view(viewer)["trail"]
    return out


def turn(g: Game) -> dict[str, Any]:
    out: dict[str, Any] = g.view(None)["turn"]
    return out


def pending(g: Game) -> dict[str, Any]:
    out: dict[str, Any] | None = g.view(None)["pending"]
    assert out is not None, "no decision is pending"
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


def answers(g: Game, seeding: bool = False) -> list[tuple[int, str, str]]:
    """Every (seat, card, "lead" / "dead_end") answered so far (seeding ones only if asked)."""
    return [
        (e["seat"], e["card"], e["answer"])
        for e in events(g, None, "answered")
        if seeding or not e["seeding"]
    ]


def result(g: Game) -> Result:
    """The result of a finished game (fails while it runs)."""
    res = g.result()
    assert res is not None, "the game is not over"
    return res


def cards_in_play(g: Game) -> int:
    """Every card the spectator view accounts for: deck, discard, hands, investigations,
    leads, dead ends, completed investigations (60 when conserved)."""
    v = g.view(None)
    total = int(v["deck"]) + len(v["discard"])
    for p in v["players"]:
        total += p["hand_count"] + int(p["has_investigation"])
        total += len(p["leads"]) + len(p["dead_ends"]) + len(p["completed"])
    return total
