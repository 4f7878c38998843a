"""Beyond Baker Street passes the shared conformance suite (``afoot.engine.testing``) at 2, 3
and 4 players, for every case file, without characters, with random ones and with every one
of the 18 characters in some seat; a longer run plays a few hundred plain random games with
the invariants (24 evidence cards and the leads conserved, hints true) checked after every
action.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.testing import check_game, check_random_playouts, check_spec
from afoot.games.baker_street import GAME
from afoot.games.baker_street.data import CHAR_IDS

SEEDS = (90_001, 424_242, 7_000_003)


def test_spec():
    check_spec(GAME)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("case", [1, 2, 3, 4, 5, 6])
def test_conformance_every_case(players, case):
    options = [{"case": case}, {"case": case, "characters": "random"}]
    report = check_game(
        GAME,
        players=[players],
        option_sets=options,
        seeds=SEEDS[:2],
        replay=afoot.replay,
        deep_every=2,
        illegal_per_step=3,
    )
    assert report.games == 4 and report.tampered_records > 0


def _lineups(players):
    return [
        ",".join(CHAR_IDS[(i + j) % len(CHAR_IDS)] for j in range(players))
        for i in range(0, len(CHAR_IDS), players)
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_every_character(players):
    lineups = _lineups(players)
    assert {c for line in lineups for c in line.split(",")} == set(CHAR_IDS)
    report = check_game(
        GAME,
        players=[players],
        option_sets=[{"characters": line} for line in lineups],
        seeds=range(100_001, 100_007),
        deep_every=2,
        illegal_per_step=3,
    )
    assert report.games == 6 * len(lineups)


def test_many_random_playouts():
    actions = check_random_playouts(
        GAME, 600, option_sets=[{}, {"characters": "random"}, {"case": 6}], seed=3
    )
    assert actions > 600 * 10
