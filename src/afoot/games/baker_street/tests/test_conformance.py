"""Beyond Baker Street passes the shared conformance suite (``afoot.engine.testing``) at 2, 3
and 4 players, for every case file, without characters, with random ones and with every one
of the 18 characters in some seat, and from a scenario with a lead confirmed from the start
(its cards dealt anew by ``determinize``); a longer run plays a few hundred plain random games
with the invariants (24 evidence cards and the leads conserved, hints true) checked after
every action.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.testing import check_game, check_playout, check_random_playouts, check_spec
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


#: a scenario with a lead confirmed from the start: its cards face down, never seen by anyone
CONFIRMED_FROM_THE_START = {
    "leads": {"opportunity": ["opportunity-7-witness"], "motive": ["motive-10-clue"]},
    "evidence": {"opportunity": ["witness-3", "track-2", "witness-6"], "motive": ["clue-6"]},
    "confirmed": ["opportunity"],
}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_conformance_from_a_scenario_with_a_lead_confirmed_from_the_start_b3(players):
    """B3: the cards under a scenario's confirmed lead were never shown, so ``determinize``
    deals them anew (within the lead's target); every check of the suite still holds along
    seeded playouts from that scenario, with and without characters."""
    option_sets: list[dict[str, object]] = [{}, {"characters": "random"}, {"case": 3}]
    for seed, options in zip(SEEDS, option_sets, strict=True):
        report = check_playout(
            GAME,
            players,
            seed,
            options,
            scenario=CONFIRMED_FROM_THE_START,
            replay=afoot.replay,
            deep_every=2,
            illegal_per_step=2,
        )
        assert report.determinizations > 0 and report.varied_seats
