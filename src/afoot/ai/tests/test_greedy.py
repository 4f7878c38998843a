"""The greedy agent on every game with a heuristic: legal, deterministic, blind to hidden
information; a game without one is a one-line error. What it does at one game (its editions,
how often it beats random) is checked in that game's tests."""

from __future__ import annotations

import random
from typing import Any

import pytest

from afoot.ai import RandomAgent, make_agent
from afoot.ai.greedy import GreedyAgent, canonical_of
from afoot.engine.errors import AfootError
from afoot.engine.game import Game
from afoot.games import specs

#: the games the greedy agent can play: those whose spec has a heuristic
HEURISTIC = [spec for spec in specs() if spec.search.heuristic is not None]
#: each of them, with each seat the greedy agent may take
SEATS = [
    pytest.param(spec, seat, id=f"{spec.id}-{seat}")
    for spec in HEURISTIC
    for seat in range(spec.min_players)
]


def play(game: Game, agents: dict[int, Any]) -> list[tuple[int, Any]]:
    """Play to the end; every chosen action must be legal (apply would raise otherwise)."""
    while not game.is_over:
        seat = min(game.waiting_for)
        action = agents[seat].act(game, seat)
        assert action in game.legal_actions(seat)
        game.apply(seat, action)
    return game.actions


@pytest.mark.parametrize("spec", HEURISTIC, ids=lambda spec: spec.id)
def test_greedy_plays_whole_games_legally(spec) -> None:
    game = Game(spec, spec.min_players, 11)
    agents = {s: GreedyAgent(s + 1) for s in range(spec.min_players)}
    play(game, agents)
    assert game.result() is not None
    assert sum(a.decisions for a in agents.values()) == len(game.actions)  # every one its own
    assert sum(a.choices for a in agents.values()) > 10  # and among them real choices


@pytest.mark.parametrize("spec", HEURISTIC, ids=lambda spec: spec.id)
def test_greedy_is_deterministic_per_seed(spec) -> None:
    def lineup(seed: int) -> dict[int, Any]:
        return {s: GreedyAgent(seed) if s == 0 else RandomAgent(4 + s) for s in range(players)}

    players = spec.min_players
    runs = [play(Game(spec, players, 5), lineup(3)) for _ in range(2)]
    assert runs[0] == runs[1]
    assert play(Game(spec, players, 5), lineup(99)) != runs[0]


def test_make_agent_builds_greedy() -> None:
    agent = make_agent("greedy", 7)
    assert isinstance(agent, GreedyAgent)
    assert agent.name == "greedy"


def test_a_game_without_heuristic_is_a_one_line_error() -> None:
    spec = next(spec for spec in specs() if spec.search.heuristic is None)
    game = Game(spec, spec.min_players, 1)
    with pytest.raises(AfootError, match=f"needs a heuristic; game '{spec.id}' has none") as info:
        GreedyAgent(1).act(game, min(game.waiting_for))
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(("spec", "greedy_seat"), SEATS)
def test_greedy_reads_only_what_its_seat_sees(spec, greedy_seat: int) -> None:
    """Agent A acts on the real game; agent B, with the same seed, on a fresh world resampled
    from the seat's view at every decision. Equal views must give equal choices."""
    game = Game(spec, spec.min_players, 21)
    a, b, other = GreedyAgent(8), GreedyAgent(8), RandomAgent(9)
    resample = random.Random(10)
    checked = differs = 0
    while not game.is_over:
        seat = min(game.waiting_for)
        if seat != greedy_seat:
            game.apply(seat, other.act(game, seat))
            continue
        twin = game.determinize(seat, resample)
        assert twin.view(seat) == game.view(seat)
        differs += twin.state_hash() != game.state_hash()
        mine, theirs = a.act(game, seat), b.act(twin, seat)
        assert mine == theirs
        checked += 1
        game.apply(seat, mine)
    assert checked > 10
    assert differs > 0  # the twins really hid other cards


def test_canonical_of_is_the_games_own_search_hook() -> None:
    for spec in specs():
        assert canonical_of(spec) is spec.search.canonical
