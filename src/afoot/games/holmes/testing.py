"""Helpers for the Holmes tests: scenario builders, shortcuts to act and to inspect a game.

Test files run in importlib mode and cannot import each other; they import this module.
Everything here drives a game through the public API (``Game(GAME, ...)``, ``Game.apply``,
``Game.view``, ``Game.log``) and reads the state only to assert outcomes.

A typical character test::

    g = at_dawn("devir", visit=["irene_adler"], day=3, tokens=[3, 5],
                areas={"1": {"cigarette": 1}})
    visit(g, 0, "irene_adler")
    do(g, 0, "steal", card="cigarette")
    assert hidden(g, 0) == ["cigarette"]
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from afoot.engine.game import Game
from afoot.games.holmes import GAME
from afoot.games.holmes import rules as R
from afoot.games.holmes.data import (
    CHAR_IDS,
    CHAR_INDEX,
    EDITION,
    JOKER,
    MAP,
    NCARDS,
    NUMBERED,
    TYPE,
    TYPE_IDS,
)

PERMANENT_IDS: tuple[str, ...] = ("watson", "hudson", "lestrade")
#: characters whose ability is a gain with no decision: never a "quiet" visit
NOISY: frozenset[str] = frozenset({"hudson", "wiggins", "toby"})


# -- building games ----------------------------------------------------------------------

#: both editions, for tests parametrised over them
EDITIONS = ("devir", "kosmos")
#: a line of four different numbered clues, for scenarios
LINE = ["cigarette", "explosive", "bullet", "button"]


def new(
    edition: str = "devir",
    scenario: Mapping[str, Any] | None = None,
    seed: int = 1,
    *,
    options: Mapping[str, Any] | None = None,
    **more: Any,
) -> Game:
    """A 2-player Holmes game of ``edition``; options by keyword (``reservation=True``) and/or
    as a mapping (``options={"villains": "both"}``)."""
    return Game(
        GAME,
        2,
        seed,
        options={"edition": edition, **dict(options or {}), **more},
        scenario=scenario,
    )


def make_scenario(
    edition: str,
    *,
    day: int = 2,
    visit: Sequence[str] = (),
    board: Sequence[str] | None = None,
    markers: Mapping[str, Sequence[str]] | None = None,
    **rest: Any,
) -> dict[str, Any]:
    """A scenario dict at the dawn of ``day`` in which both seats may visit each of ``visit``.

    The board holds the non-permanent characters of ``visit`` plus fillers from the edition's
    deck (in deck order); unless ``markers`` is given, both seats' markers stand on the first
    three fillers / permanent characters that are not in ``visit``. Other keys (``tokens``,
    ``line``, ``deck_top``, ``areas``, ...) go to the scenario as they are.
    """
    deck = list(EDITION[edition]["deck"])
    if board is None:
        chosen = [c for c in visit if c not in PERMANENT_IDS]
        fillers = [c for c in deck if c not in visit]
        board = chosen + fillers[: day + 1 - len(chosen)]
    sc: dict[str, Any] = {"day": day, "board": list(board), **rest}
    if day > 1:
        if markers is None:
            parking = [c for c in [*board, *PERMANENT_IDS] if c not in visit]
            spent = set(rest.get("spent", ()))
            parking = [c for c in parking if c not in spent] + [c for c in parking if c in spent]
            markers = {"0": parking[:3], "1": parking[:3]}
        sc["markers"] = {k: list(v) for k, v in markers.items()}
    return sc


def at_dawn(
    edition: str,
    *,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    **scenario: Any,
) -> Game:
    """A game started from ``make_scenario(edition, **scenario)``."""
    return new(edition, make_scenario(edition, **scenario), seed=seed, options=options)


# -- acting ----------------------------------------------------------------------------
def do(g: Game, seat: int, kind: str, **fields: Any) -> list[dict[str, Any]]:
    """Apply the action ``{"type": kind, **fields}``; return the events as ``seat`` sees them."""
    events = g.apply(seat, {"type": kind, **fields})
    invariants(g)
    return [e for e in (ev.seen_by(seat) for ev in events) if e is not None]


def standing_from(g: Game, seat: int) -> str | None:
    """A character holding a standing marker of ``seat`` (None on day 1)."""
    st = g.state
    if st.day == 1:
        return None
    for i, c in enumerate(st.mk[seat]):
        if c >= 0 and st.up[seat][i]:
            return str(CHAR_IDS[c])
    raise AssertionError(f"seat {seat} has no standing marker")


def visit(g: Game, seat: int, to: str, frm: str | None = None) -> list[dict[str, Any]]:
    """Lay a marker of ``seat`` on ``to`` (from ``frm``, or any standing marker after day 1)."""
    if frm is None:
        frm = standing_from(g, seat)
    return do(g, seat, "visit", to=to, frm=frm)


def legal(g: Game, seat: int) -> list[dict[str, Any]]:
    """The legal actions of ``seat`` as plain dicts."""
    out: list[dict[str, Any]] = msgspec.to_builtins(g.legal_actions(seat))
    return out


def offered(g: Game, seat: int, kind: str, **fields: Any) -> bool:
    """Whether the action ``{"type": kind, **fields}`` is legal for ``seat`` now."""
    return {"type": kind, **fields} in legal(g, seat)


def kinds(g: Game, seat: int) -> set[str]:
    """The action types legal for ``seat`` now."""
    return {a["type"] for a in legal(g, seat)}


def pending(g: Game) -> dict[str, Any]:
    """The pending decision, as the spectator view shows it (the game must not be over)."""
    out: dict[str, Any] | None = g.view(None)["pending"]
    assert out is not None, "no decision is pending"
    return out


def decision(g: Game) -> str | None:
    """The pending decision's name, None once the game is over."""
    p: dict[str, Any] | None = g.view(None)["pending"]
    return None if p is None else str(p["decision"])


def seat_to_act(g: Game) -> int:
    (seat,) = g.to_act
    return seat


def decline_rest(g: Game, seat: int) -> None:
    """Resolve every pending decision of ``seat`` by declining / ending the turn."""
    while not g.is_over and seat in g.to_act:
        acts = legal(g, seat)
        types = {a["type"] for a in acts}
        if "visit" in types:
            return
        for kind in ("decline", "end_turn"):
            if kind in types:
                do(g, seat, kind)
                break
        else:
            if {"type": "assign_joker", "row": None} in acts:
                do(g, seat, "assign_joker", row=None)
            else:
                raise AssertionError(f"seat {seat} cannot decline {acts}")


def quiet_turn(g: Game, seat: int) -> str:
    """Visit a character whose ability changes nothing when declined; decline it. Returns it."""
    st = g.state
    for a in legal(g, seat):
        if a["type"] == "visit" and a["to"] not in NOISY:
            do(g, seat, "visit", to=a["to"], frm=a["frm"])
            decline_rest(g, seat)
            return str(a["to"])
    raise AssertionError(f"no quiet visit for seat {seat} on day {st.day}")


def end_turn_if_offered(g: Game, seat: int) -> None:
    """After an ability: skip the optional end-of-turn reservation / reveal step."""
    if not g.is_over and seat in g.to_act and decision(g) == "end_of_turn":
        do(g, seat, "end_turn")


def run_out_game(g: Game, final_rows: Mapping[int, Sequence[str | None]] | None = None) -> None:
    """Play quiet turns to the end of the game; ``final_rows[seat]`` answers the end jokers."""
    answers = {s: list(v) for s, v in (final_rows or {}).items()}
    while not g.is_over:
        seat = seat_to_act(g)
        d = decision(g)
        if d == "final_jokers":
            choice = answers.get(seat, [None])
            row = choice.pop(0) if choice else None
            do(g, seat, "assign_joker", row=row)
        elif d == "visit":
            quiet_turn(g, seat)
        else:
            decline_rest(g, seat)


def play_random(g: Game, rng: random.Random, limit: int = 10_000) -> int:
    """Random legal actions to the end (checking invariants); returns the number applied."""
    n = 0
    while not g.is_over and n < limit:
        seat = rng.choice(sorted(g.to_act))
        acts = g.legal_actions(seat)
        assert acts, f"seat {seat} must act but has no legal action"
        g.apply(seat, rng.choice(acts))
        invariants(g)
        n += 1
    return n


# -- inspecting --------------------------------------------------------------------------
def invariants(g: Game) -> None:
    """52 clues and 24 markers conserved, no card twice (rules.check_invariants and more)."""
    R.check_invariants(g.state)
    st = g.state
    held = [*st.deck, *st.discard, *(c for c in st.line if c >= 0), *st.pend]
    for s in (0, 1):
        for row in st.area[s]:
            held.extend(row)
        held.extend(c for c in st.jrow[s] if c >= 0)
        held.extend(st.hidden[s])
        held.extend(c for c in (st.reserved[s],) if c >= 0)
    assert len(held) == NCARDS == len(set(held)), "a card is missing or shows up twice"
    for s in (0, 1):
        assert all(TYPE[c] != JOKER for c in st.hidden[s]), "a joker is hidden (H8)"
        assert sum(1 for c in st.jrow[s] if c >= 0) <= NUMBERED


def types_of(cards: Iterable[int]) -> list[str]:
    return [TYPE_IDS[TYPE[c]] for c in cards]


def line(g: Game) -> list[str | None]:
    out: list[str | None] = g.view(None)["line"]
    return out


def rows(g: Game, seat: int) -> dict[str, int]:
    """The face-up area of ``seat`` from the state: real clues per type, ``joker:<type>`` for
    an assigned joker, ``joker`` for the unassigned ones, ``map_fragment``; zero entries left out.
    """
    st = g.state
    out: dict[str, int] = {}
    for t in range(NUMBERED):
        if st.area[seat][t]:
            out[TYPE_IDS[t]] = len(st.area[seat][t])
        if st.jrow[seat][t] >= 0:
            out[f"joker:{TYPE_IDS[t]}"] = 1
    if st.area[seat][JOKER]:
        out["joker"] = len(st.area[seat][JOKER])
    if st.area[seat][MAP]:
        out["map_fragment"] = len(st.area[seat][MAP])
    return out


def view_rows(g: Game, viewer: int | None, seat: int) -> dict[str, Any]:
    """``seat``'s area as ``viewer`` sees it."""
    out: dict[str, Any] = g.view(viewer)["players"][seat]["area"]
    return out


def hidden(g: Game, seat: int) -> list[str]:
    return sorted(types_of(g.state.hidden[seat]))


def discard(g: Game) -> list[str]:
    """The discard pile bottom to top."""
    return types_of(g.state.discard)


def deck_top(g: Game, n: int) -> list[str]:
    """The next ``n`` clues of the deck, in drawing order."""
    return types_of(reversed(g.state.deck[-n:])) if n else []


def tokens(g: Game) -> list[int]:
    return list(g.state.tokens)


def supply(g: Game) -> int:
    return int(g.state.supply)


def character(g: Game, name: str) -> dict[str, Any]:
    """The character entry of the spectator view (raises if it is not on the board)."""
    for c in g.view(None)["characters"]:
        if c["id"] == name:
            out: dict[str, Any] = c
            return out
    raise AssertionError(f"{name} is not on the board")


def on_board(g: Game, name: str) -> bool:
    return CHAR_INDEX[name] in g.state.board


def events(g: Game, seat: int | None, kind: str | None = None) -> list[dict[str, Any]]:
    """``game.log(seat)``, optionally only events of one type."""
    return [e for e in g.log(seat) if kind is None or e["type"] == kind]


def dumps(obj: Any) -> str:
    """JSON text (raises if ``obj`` is not JSON-serialisable)."""
    return json.dumps(obj, sort_keys=True, allow_nan=False)


def points(g: Game) -> tuple[list[int], list[dict[str, Any]]]:
    """H10 points of both seats from the current areas (hidden clues not counted)."""
    return R.score(g.state)


def play_legally(game: Game, agents: Mapping[int, Any]) -> None:
    """Play to the end; every action an agent chooses must be legal, and the state keep its
    invariants after each."""
    while not game.is_over:
        seat = min(game.to_act)
        action = agents[seat].act(game, seat)
        assert action in game.legal_actions(seat)
        game.apply(seat, action)
        invariants(game)


def play_on_twins(
    game: Any, bot_seat: int, a: Any, b: Any, other: Any, *, canonical: bool = True
) -> tuple[int, int]:
    """Honesty check of a bot: ``a`` acts for ``bot_seat`` on the real game, ``b`` (the same
    bot, the same seed) on a world the seat cannot tell apart, a fresh ``determinize`` copy or
    the ``canonical`` state in turn (only ``determinize`` copies when not ``canonical``), and
    they must choose the same; ``other`` plays the other seat. Returns (decisions checked, twins whose hidden cards differed from the real ones)."""
    from afoot.games.holmes import views

    resample = random.Random(10)
    checked = differs = 0
    while not game.is_over:
        seat = min(game.to_act)
        if seat != bot_seat:
            game.apply(seat, other.act(game, seat))
            continue
        if checked % 2 or not canonical:
            twin = game.determinize(seat, resample)
        else:
            twin = game.clone()
            twin.state = views.canonical(game.state, seat)
        assert twin.view(seat) == game.view(seat)
        differs += twin.state_hash() != game.state_hash()
        mine = a.act(game, seat)
        assert b.act(twin, seat) == mine
        checked += 1
        game.apply(seat, mine)
    return checked, differs
