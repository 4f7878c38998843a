"""Purrrlock passes the shared conformance suite (``afoot.engine.testing``) at 2, 3, 4 and 5
players, with the default paw-print values and every preset of ``paw_values``; a longer run
plays a few hundred plain random games with the invariants (60 cards and 19 tokens conserved,
leads and dead ends truthful) checked after every action.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.testing import (
    check_game,
    check_player_counts,
    check_random_playouts,
    check_spec,
    covering_option_sets,
)
from afoot.games.purrrlock import GAME

#: large seeds, so that the suite's seed-leak check applies
SEEDS = (90_001, 424_242, 7_000_003)


def test_spec_and_player_counts() -> None:
    check_spec(GAME)
    check_player_counts(GAME)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance(players: int) -> None:
    report = check_game(
        GAME,
        players=[players],
        seeds=SEEDS,
        replay=afoot.replay,
        deep_every=2,
        illegal_per_step=4,
    )
    assert report.games == len(SEEDS) * len(covering_option_sets(GAME))
    assert report.tampered_records > 0
    assert report.illegal_tried > report.actions


def test_many_random_playouts() -> None:
    actions = check_random_playouts(GAME, 400, seed=5)
    assert actions > 400 * 30
