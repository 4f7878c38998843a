"""Simulations refuse a character list that does not fit the seats before any game is played
(issue 19: ``-o characters=lestrade`` at 2 players ran every game into the error and exited 0).
The option is valid alone; only the seat count makes it wrong, and each case's deal is set up
before the first game."""

from __future__ import annotations

import pytest

from afoot.engine.errors import InvalidOption
from afoot.sim.runner import simulate
from afoot.sim.tournament import run_tournament


def test_simulate_refuses_a_character_list_that_misfits_the_seats_before_playing():
    played: list[int] = []
    with pytest.raises(InvalidOption, match="names 1 characters for 2 players") as info:
        simulate(
            "baker_street",
            ["rules"] * 2,
            3,
            options={"characters": "lestrade"},
            on_game=lambda index, *_: played.append(index),
        )
    assert "\n" not in str(info.value)
    assert played == []


def test_a_tournament_refuses_it_too_before_anything_is_played():
    played: list[object] = []
    with pytest.raises(InvalidOption, match="names 1 characters for 2 players") as info:
        run_tournament(
            "baker_street",
            ["rules", "rules"],
            2,
            0,
            backend="serial",
            options={"characters": "lestrade"},
            on_result=played.append,
        )
    assert "\n" not in str(info.value)
    assert played == []
