"""Holmes passes the shared conformance suite (``afoot.engine.testing``) in every edition and
variant: devir x alternative start x reservation x villains, kosmos x alternative start x
reservation x Mycroft cards, and devir with seat 0 playing Mycroft.

Each combination is its own test with its own seeds (large, so the seed leak check applies);
a longer run plays a few hundred plain random games over mixed options with the invariants
(52 clues and 24 markers conserved) checked after every action.
"""

from __future__ import annotations

import itertools
import random
import zlib

import pytest

import afoot
from afoot.engine.testing import (
    check_determinized_history,
    check_game,
    check_player_counts,
    check_random_playouts,
    check_record_roundtrip,
    check_spec,
    check_views,
    covering_option_sets,
    random_playout,
)
from afoot.games.holmes import GAME

GAMES_PER_COMBINATION = 4
#: the expensive checks (codec, views, determinize) run at every 6th decision point (at a
#: seeded offset, so the games of a combination cover different points)
DEEP_EVERY = 6
ILLEGAL_PER_STEP = 3

COMBINATIONS: list[dict[str, object]] = [
    *(
        {"edition": "devir", "alternative_start": alt, "reservation": res, "villains": villains}
        for alt, res, villains in itertools.product(
            (False, True), (False, True), ("none", "moriarty", "moran", "both", "random")
        )
    ),
    *(
        {"edition": "kosmos", "alternative_start": alt, "reservation": res, "mycroft": mycroft}
        for alt, res, mycroft in itertools.product(
            (False, True), (False, True), ("none", "razzia", "gala", "both", "random")
        )
    ),
    {"edition": "devir", "first_role": "mycroft", "reservation": True, "villains": "both"},
]


def combination_id(options: dict[str, object]) -> str:
    parts = [str(options["edition"])]
    if options.get("alternative_start"):
        parts.append("alt")
    if options.get("reservation"):
        parts.append("res")
    parts.append(str(options.get("villains", options.get("mycroft", "none"))))
    if options.get("first_role") == "mycroft":
        parts.append("mycroft-first")
    return "-".join(parts)


def seeds_for(options: dict[str, object]) -> list[int]:
    base = 1_000_000 + zlib.crc32(combination_id(options).encode()) % 1_000_000 * 100
    return [base + i for i in range(GAMES_PER_COMBINATION)]


def test_spec_and_player_counts():
    check_spec(GAME)
    check_player_counts(GAME)


def test_combinations_cover_every_option_value():
    covered = {(k, v) for combo in COMBINATIONS for k, v in combo.items()}
    for options in covering_option_sets(GAME):
        assert set(options.items()) <= covered | {("first_role", "sherlock")}, options


@pytest.mark.parametrize("options", COMBINATIONS, ids=combination_id)
def test_conformance(options):
    report = check_game(
        GAME,
        option_sets=[options],
        seeds=seeds_for(options),
        replay=afoot.replay,
        deep_every=DEEP_EVERY,
        illegal_per_step=ILLEGAL_PER_STEP,
    )
    assert report.games == GAMES_PER_COMBINATION
    assert report.illegal_tried > report.actions  # several illegal inputs per decision point
    assert report.tampered_records >= 5


def test_many_random_playouts_keep_the_invariants():
    actions = check_random_playouts(GAME, 300, option_sets=COMBINATIONS, seed=20_260_101)
    assert actions > 300 * 50


@pytest.mark.parametrize("part", ["view", "record"])
def test_records_and_views_are_plain_json(part):
    # Regression: Result's tuples once reached records and the final view.
    game = random_playout(GAME, 2, 1_234_567, {"edition": "kosmos"})
    if part == "view":
        check_views(game, strict_json=True)
    else:
        check_record_roundtrip(game, afoot.replay, strict_json=True)


def seat_1_kept_a_hidden_clue() -> afoot.Game:
    """A random game stopped just after seat 1 kept a clue hidden (Langdale Pike / Ziba)."""
    for seed in range(200):
        game = afoot.new_game("holmes", seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.to_act)
            action = rng.choice(game.legal_actions(seat))
            game.apply(seat, action)
            if seat == 1 and type(action).__name__ == "KeepClue":
                return game
    raise AssertionError("no random game had seat 1 keep a hidden clue")


def test_a_determinized_game_does_not_carry_the_opponents_hidden_draws():
    # Regression: Game.determinize once copied every event, so log(1) of determinize(0) showed
    # the clue seat 1 kept hidden with Langdale Pike.
    check_determinized_history(seat_1_kept_a_hidden_clue(), 0, random.Random(1))
