"""Golden replays: recorded games must replay to the same final state, bit for bit.

Each file in ``replays/`` is a full record (options, seed, actions, final state hash, result)
of a random game. A change to the rules that alters any of these games fails here; if the
change is intended, regenerate the files and say why in the commit:

    .venv/bin/python src/afoot/games/holmes/tests/test_golden.py --update
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

import afoot

HERE = Path(__file__).parent / "replays"

GOLDEN: dict[str, tuple[dict[str, object], int]] = {
    "devir-basic": ({"edition": "devir"}, 11),
    "devir-all-variants": (
        {"edition": "devir", "alternative_start": True, "reservation": True, "villains": "both"},
        12,
    ),
    "devir-random-villain": (
        {"edition": "devir", "villains": "random", "first_role": "mycroft"},
        13,
    ),
    "kosmos-basic": ({"edition": "kosmos"}, 21),
    "kosmos-all-variants": (
        {"edition": "kosmos", "alternative_start": True, "reservation": True, "mycroft": "both"},
        22,
    ),
}


def _play(options: dict[str, object], seed: int) -> dict[str, object]:
    game = afoot.new_game("holmes", seed=seed, options=options)
    rng = random.Random(seed)
    while not game.is_over:
        seat = min(game.to_act)
        actions = game.legal_actions(seat)
        game.apply(seat, actions[rng.randrange(len(actions))])
    return game.record()


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_replay_reaches_the_recorded_state(name):
    """Every recorded action is still legal and the game ends in the recorded state (H1-H21)."""
    record = json.loads((HERE / f"{name}.json").read_text())
    game = afoot.replay(record)  # verifies every action, the state hash and the result
    assert game.is_over
    assert game.state_hash() == record["state_hash"]
    assert json.loads(json.dumps(game.record())) == record


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_games_are_still_what_the_seed_plays(name):
    """The same options, seed and random choices still play the same game (seeded chance)."""
    options, seed = GOLDEN[name]
    record = json.loads((HERE / f"{name}.json").read_text())
    assert json.loads(json.dumps(_play(options, seed))) == record


if __name__ == "__main__" and "--update" in sys.argv:
    HERE.mkdir(exist_ok=True)
    for key, (opts, sd) in GOLDEN.items():
        (HERE / f"{key}.json").write_text(json.dumps(_play(opts, sd), indent=1) + "\n")
