"""The leak fuzzer: a short run over every game and player count finds nothing, a planted
leak -- in a view, in an error message -- is caught, and ``afoot fuzz --workers`` checks the
same states as a serial run."""

from __future__ import annotations

import json
import random

import pytest

from afoot.cli_testing import one_line_error, run
from afoot.engine.game import Game
from afoot.games import spec_for, specs
from afoot.sim.fuzz import Leak, cases, check_state, fuzz_case
from afoot.sim.tests import picks

#: states per game and player count in ``make test`` (``afoot fuzz`` runs 100,000)
SHORT = 30


@pytest.mark.parametrize(("game_id", "players"), list(cases()))
def test_no_seat_learns_what_it_cannot_see(game_id, players):
    case = fuzz_case(game_id, players, SHORT, seed=1)
    assert case.states == SHORT and case.games >= 1 and case.probes > 0


def _mid_game(game_id: str, steps: int = 6) -> tuple[Game, list]:
    """A game a few actions in, and every action that was legal on the way."""
    game = Game(spec_for(game_id), 2, 11, {})
    rng = random.Random(2)
    pool = []
    for _ in range(steps):
        seat = min(game.waiting_for)
        pool += game.legal_actions(seat)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game, pool


@pytest.mark.parametrize("game_id", [spec.id for spec in specs()])
def test_a_view_that_shows_the_hidden_state_is_caught(game_id, monkeypatch):
    spec = spec_for(game_id)
    honest = spec.rules.view

    def leaky(state, seat):
        return {**honest(state, seat), "leak": spec.rules.fingerprint(state).hex()}

    game, pool = _mid_game(game_id)
    check_state(game, random.Random(3), pool=pool)  # honest: passes
    monkeypatch.setattr(spec.rules, "view", leaky)
    with pytest.raises(Leak, match="view"):
        check_state(game, random.Random(3), pool=pool)


@pytest.mark.parametrize("game_id", [spec.id for spec in specs()])
def test_an_error_message_that_names_hidden_cards_is_caught(game_id, monkeypatch):
    spec = spec_for(game_id)
    honest = spec.rules.why_illegal

    def leaky(state, seat, action):  # the whole state, the cards the seat cannot see too
        return f"{honest(state, seat, action)} (state {spec.rules.fingerprint(state).hex()})"

    game, pool = _mid_game(game_id)
    check_state(game, random.Random(3), pool=pool)  # honest: passes
    monkeypatch.setattr(spec.rules, "why_illegal", leaky)
    with pytest.raises(Leak, match="the error for seat"):
        check_state(game, random.Random(3), pool=pool)


def test_the_cli_checks_the_same_states_in_parallel():
    game = picks.several_counts().id

    def cases_of(*args: str) -> list[dict]:
        result = run("fuzz", game, "--states", "8", "--seed", "4", "--json", *args)
        assert result.exit_code == 0, result.output
        return [{k: v for k, v in c.items() if k != "seconds"} for c in json.loads(result.stdout)]

    serial = cases_of()
    assert [(c["players"], c["states"]) for c in serial] == [(n, 8) for _, n in cases([game])]
    assert len(serial) > 1
    assert cases_of("--workers", "2") == serial


def test_the_cli_refuses_a_bad_count_in_one_line():
    one_line_error(run("fuzz", "--workers", "0"), "--workers must be at least 1, not 0")
    one_line_error(run("fuzz", "--states", "0"), "--states must be at least 1, not 0")
