"""13 Clues passes the shared conformance suite (``afoot.engine.testing``) at 2-6 players, with
and without the top-secret variant (3-6 players); a longer run plays a few hundred plain random
games with the invariants (every card in one place, glasses conserved, every answer and
accusation true of the cards as they lie, also in determinised worlds) checked after every
action.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.testing import check_game, check_random_playouts, check_spec
from afoot.games.thirteen_clues import GAME

SEEDS = (90_001, 424_242)


def test_spec():
    check_spec(GAME)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_conformance(players):
    options = [{}] if players == 2 else [{}, {"top_secret": True}]
    report = check_game(
        GAME,
        players=[players],
        option_sets=options,
        seeds=SEEDS,
        replay=afoot.replay,
        deep_every=4,
        illegal_per_step=3,
    )
    assert report.games == len(SEEDS) * len(options)
    assert report.tampered_records > 0


def test_many_random_playouts():
    sets = [{}, {"top_secret": True}]
    actions = check_random_playouts(GAME, 150, players=[3, 4, 5, 6], option_sets=sets, seed=7)
    actions += check_random_playouts(GAME, 50, players=[2], option_sets=[{}], seed=8)
    assert actions > 200 * 30
