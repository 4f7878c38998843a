"""The simulation runner: seeded, reproducible, counts errors, rotates seats, asks for
out-of-turn calls. Each test plays a game chosen by what it needs (``picks``)."""

from __future__ import annotations

import json
import random
from typing import Any

import msgspec
import pytest

import afoot
from afoot.ai import make_agent
from afoot.engine.errors import InvalidOption, UnknownGame
from afoot.engine.game import Game
from afoot.games import spec_for
from afoot.sim import SimReport, derive_seed, lineup, simulate
from afoot.sim.tests import picks

#: a competitive game for two: seats win and score on their own
PAIR = picks.competitive_pair().id


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
    a = simulate(PAIR, ["random", "random"], 6, seed=4)
    b = simulate(PAIR, ["random", "random"], 6, seed=4)
    assert _without_timing(a) == _without_timing(b)
    assert a.completed == 6 and not a.errors
    assert sum(a.wins_by_seat) + a.draws == 6
    assert a.seeds == [derive_seed(4, i) for i in range(6)]
    json.dumps(a.to_dict())  # JSON-able


def test_each_game_is_reproducible_alone_from_its_seed():
    captured: dict[int, dict] = {}

    def keep(index, seed, game, error):
        captured[index] = game.record()

    report = simulate(PAIR, ["random", "random"], 3, seed=2, on_game=keep)
    for i, seed in enumerate(report.seeds):
        game = afoot.new_game(PAIR, players=2, seed=seed)
        bots = [make_agent("random", derive_seed(seed, "agent", s)) for s in range(2)]
        while not game.is_over:
            s = min(game.to_act)
            game.apply(s, bots[s].act(game, s))
        assert game.record() == captured[i]


def test_swap_balances_seats_per_agent():
    report = simulate(PAIR, ["random", "random"], 4, seed=1, swap=True)
    assert report.games_by_agent == {"random": 8}
    fixed = simulate(PAIR, ["random", "random"], 4, seed=1, swap=False)
    assert fixed.seeds == report.seeds


def test_one_agent_name_fills_every_seat():
    spec = spec_for(PAIR)
    report = simulate(PAIR, ["random"], 2, seed=0)
    assert report.agents == ["random"] * spec.min_players
    assert report.players == spec.min_players


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

    report = simulate(PAIR, ["flaky", "random"], 8, seed=3, make=make)
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
            return {"type": "no-such-action"}

    report = simulate(
        PAIR,
        ["cheat", "random"],
        2,
        make=lambda n, s: Cheat() if n == "cheat" else make_agent(n, s),
    )
    assert len(report.errors) == 2 and report.errors[0].error.startswith("IllegalAction")


def test_bad_input_raises_before_playing():
    with pytest.raises(UnknownGame):
        simulate("nope", ["random"], 1)
    with pytest.raises(InvalidOption, match="no option"):
        simulate(PAIR, ["random"], 1, options={"colour": "red"})
    with pytest.raises(InvalidOption, match="unknown agent"):
        simulate(PAIR, ["random", "nobody"], 1)
    spec = spec_for(PAIR)
    with pytest.raises(InvalidOption, match=picks.agents_needle(spec)):
        simulate(PAIR, ["random"] * (spec.max_players + 1), 1)
    played: list[int] = []
    for m in picks.misfits():  # valid alone, not at this count: refused before any game
        with pytest.raises(InvalidOption) as info:
            simulate(
                m.game,
                ["random"] * m.misfit,
                3,
                options={m.option: m.value},
                on_game=lambda index, *_: played.append(index),
            )
        assert str(info.value) == m.error
        assert simulate(m.game, ["random"] * m.fits, 1, options={m.option: m.value}).completed
    assert played == []


@pytest.mark.parametrize("spec", afoot.games.specs(), ids=lambda spec: spec.id)
def test_report_round_trips_through_msgspec(spec):
    options = picks.changed_options(spec, spec.max_players)
    report = simulate(spec.id, ["random"] * spec.max_players, 2, seed=5, options=options)
    again = msgspec.json.decode(msgspec.json.encode(report), type=SimReport)
    assert again == report
    assert {k: report.options[k] for k in options} == options


def _interruptible() -> tuple[Game, int]:
    """A game with out-of-turn calls, played at random to a point where a seat may act
    without being waited for; that seat (the lowest)."""
    spec = picks.out_of_turn()
    game = afoot.new_game(spec.id, players=min(3, spec.max_players), seed=4)
    rng = random.Random(4)
    while not game.to_act - game.waiting_for:
        assert not game.is_over, "the game ended before anyone could call out of turn"
        seat = min(game.waiting_for)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game, min(game.to_act - game.waiting_for)


def test_interrupting_agents_are_asked_first():
    """A seat that may act without being waited for (an out-of-turn call) acts when its
    agent's interrupt() returns an action; agents without interrupt() never interrupt."""
    from afoot.sim.runner import next_move

    class Eager:
        name = "eager"

        def act(self, game, seat):
            return game.legal_actions(seat)[0]

        def interrupt(self, game, seat):
            return game.legal_actions(seat)[0]

    class Patient:
        name = "patient"

        def act(self, game, seat):
            return game.legal_actions(seat)[0]

    game, free = _interruptible()
    call = game.legal_actions(free)[0]
    agents: list[Any] = [Eager() if s == free else Patient() for s in range(game.players)]
    patient: list[Any] = [Patient() for _ in range(game.players)]
    waited = min(game.waiting_for)
    assert free not in game.waiting_for and free in game.to_act
    assert next_move(game, patient) == (waited, game.legal_actions(waited)[0])
    assert next_move(game, agents) == (free, call)
    game.apply(free, call)
    # then the eager seat again if it still may call, else the lowest seat waited for
    expected = free if free in game.to_act - game.waiting_for else min(game.waiting_for)
    seat, action = next_move(game, agents)
    assert seat == expected and action == game.legal_actions(seat)[0]
    assert next_move(game, patient)[0] == min(game.waiting_for)


def test_random_interrupts_sometimes_and_only_legally():
    from afoot.ai import RandomAgent

    game, free = _interruptible()
    bot = RandomAgent(1)
    calls = [bot.interrupt(game, free) for _ in range(200)]
    legal = game.legal_actions(free)
    assert None in calls and not any(isinstance(c, dict) for c in calls)
    made = [c for c in calls if c is not None]
    assert made and all(c in legal for c in made)
