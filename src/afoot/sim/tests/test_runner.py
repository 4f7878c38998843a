"""The simulation runner: seeded, reproducible, counts errors, rotates seats."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

import afoot
from afoot.ai import make_agent
from afoot.engine.errors import InvalidOption, UnknownGame
from afoot.sim import SimReport, derive_seed, lineup, simulate


def _without_timing(report: SimReport) -> dict:
    data = report.to_dict()
    data.pop("timing")
    return data


def test_derive_seed_is_the_documented_formula():
    import hashlib

    expected = int.from_bytes(hashlib.sha256(b"7:3").digest()[:8], "big") >> 1
    assert derive_seed(7, 3) == expected
    assert 0 <= derive_seed(7, 3) < 2**63
    assert derive_seed(7, 3) != derive_seed(7, 4) != derive_seed(8, 3)


def test_lineup_rotates_each_agent_through_each_seat():
    assert lineup(["a", "b"], 0, True) == ["a", "b"]
    assert lineup(["a", "b"], 1, True) == ["b", "a"]
    assert lineup(["a", "b"], 1, False) == ["a", "b"]
    seats = [lineup(["a", "b", "c"], i, True) for i in range(3)]
    assert {tuple(col) for col in zip(*seats, strict=True)} == {
        ("a", "b", "c"),
        ("b", "c", "a"),
        ("c", "a", "b"),
    }


def test_same_seed_same_report_except_timing():
    a = simulate("holmes", ["random", "random"], 6, seed=4)
    b = simulate("holmes", ["random", "random"], 6, seed=4)
    assert _without_timing(a) == _without_timing(b)
    assert a.completed == 6 and not a.errors
    assert sum(a.wins_by_seat) + a.draws == 6
    assert a.seeds == [derive_seed(4, i) for i in range(6)]
    json.dumps(a.to_dict())  # JSON-able


def test_each_game_is_reproducible_alone_from_its_seed():
    captured: dict[int, dict] = {}

    def keep(index, seed, game, error):
        captured[index] = game.record()

    report = simulate("holmes", ["random", "random"], 3, seed=2, on_game=keep)
    for i, seed in enumerate(report.seeds):
        game = afoot.new_game("holmes", seed=seed)
        bots = [make_agent("random", derive_seed(seed, "agent", s)) for s in range(2)]
        while not game.is_over:
            s = min(game.to_act)
            game.apply(s, bots[s].act(game, s))
        assert game.record() == captured[i]


def test_swap_balances_seats_per_agent():
    report = simulate("holmes", ["random", "random"], 4, seed=1, swap=True)
    assert report.games_by_agent == {"random": 8}
    fixed = simulate("holmes", ["random", "random"], 4, seed=1, swap=False)
    assert fixed.seeds == report.seeds


def test_one_agent_name_fills_every_seat():
    report = simulate("holmes", ["random"], 2, seed=0)
    assert report.agents == ["random", "random"] and report.players == 2


def test_an_exception_in_a_game_is_counted_with_its_seed_and_the_run_goes_on():
    class Flaky:
        name = "flaky"

        def __init__(self, seed):
            self.inner = make_agent("random", seed)
            self.seed = seed

        def act(self, game, seat):
            if game.seed % 2 == 0 and len(game.actions) > 10:
                raise ValueError("flaky bot gave up\nwith details")
            return self.inner.act(game, seat)

    def make(name, seed):
        return Flaky(seed) if name == "flaky" else make_agent(name, seed)

    report = simulate("holmes", ["flaky", "random"], 8, seed=3, make=make)
    failing = [i for i, s in enumerate(report.seeds) if s % 2 == 0]
    assert [e.index for e in report.errors] == failing
    assert report.completed == 8 - len(failing)
    for err in report.errors:
        assert err.seed == report.seeds[err.index]
        assert err.error == "ValueError: flaky bot gave up"
        assert err.actions > 10
    assert sum(report.wins_by_seat) + report.draws == report.completed


def test_an_illegal_action_from_an_agent_is_an_error_not_a_crash():
    class Cheat:
        name = "cheat"

        def act(self, game, seat):
            return {"type": "take", "slot": 9}

    report = simulate(
        "holmes",
        ["cheat", "random"],
        2,
        make=lambda n, s: Cheat() if n == "cheat" else make_agent(n, s),
    )
    assert len(report.errors) == 2 and report.errors[0].error.startswith("IllegalAction")


def test_bad_input_raises_before_playing():
    with pytest.raises(UnknownGame):
        simulate("nope", ["random"], 1)
    with pytest.raises(InvalidOption, match="no option"):
        simulate("holmes", ["random"], 1, options={"colour": "red"})
    with pytest.raises(InvalidOption, match="unknown agent"):
        simulate("holmes", ["random", "nobody"], 1)
    with pytest.raises(InvalidOption, match="needs 2 agents"):
        simulate("holmes", ["random"] * 3, 1)
    played: list[int] = []
    with pytest.raises(InvalidOption, match="names 1 characters for 2 players"):
        simulate(
            "baker_street",
            ["rules"] * 2,
            3,
            options={"characters": "lestrade"},
            on_game=lambda index, *_: played.append(index),
        )
    with pytest.raises(InvalidOption, match="top_secret is for 3-6 players"):
        simulate("thirteen_clues", ["random"] * 2, 3, options={"top_secret": True})
    assert played == []


def test_report_round_trips_through_msgspec():
    report = simulate("holmes", ["random"], 2, seed=5, options={"edition": "kosmos"})
    again = msgspec.json.decode(msgspec.json.encode(report), type=SimReport)
    assert again == report
    assert report.options["edition"] == "kosmos"


def test_interrupting_agents_are_asked_first():
    """A seat that may act without being waited for (Purrrlock's "Paws!") acts when its
    agent's interrupt() returns an action; agents without interrupt() never interrupt."""
    from afoot.sim.runner import next_move

    class Eager:
        name = "eager"

        def act(self, game, seat):
            return game.legal_actions(seat)[0]

        def interrupt(self, game, seat):
            return {"type": "paws"}

    class Patient:
        name = "patient"

        def act(self, game, seat):
            return game.legal_actions(seat)[0]

    game = afoot.new_game("purrrlock", players=3, seed=4)
    agents: list[Any] = [Patient(), Eager(), Patient()]
    assert game.waiting_for == {0} and game.to_act == {0, 1, 2}
    assert next_move(game, agents) == (1, {"type": "paws"})
    game.apply(1, {"type": "paws"})
    seat, action = next_move(game, agents)
    assert seat == 1 and action == game.legal_actions(1)[0]  # the Paws! guess, by seat 1 alone
    patient: list[Any] = [Patient(), Patient(), Patient()]
    assert next_move(game, patient)[0] == 1


def test_random_interrupts_sometimes_and_only_legally():
    from afoot.ai import RandomAgent

    game = afoot.new_game("purrrlock", players=3, seed=4)
    bot = RandomAgent(1)
    picks = [bot.interrupt(game, 2) for _ in range(200)]
    assert None in picks and {"type": "paws"} not in picks
    assert {type(p).__name__ for p in picks if p is not None} == {"Paws"}
