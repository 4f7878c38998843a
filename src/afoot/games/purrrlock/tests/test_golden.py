"""Golden replays: recorded games must replay to the same final state, bit for bit.

Each file in ``replays/`` is a full record (players, options, seed, actions, final state hash,
result) of a random game in which any seat in ``to_act`` may act, so "Paws!" calls out of turn
are in them. A change to the rules that alters any of these games fails here; if the change is
intended, regenerate the files and say why in the commit:

    .venv/bin/python src/afoot/games/purrrlock/tests/test_golden.py --update
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

import afoot
from afoot.engine.testing import random_action

HERE = Path(__file__).parent / "replays"

GOLDEN: dict[str, tuple[int, dict[str, object], int]] = {
    "2p": (2, {}, 31),
    "3p": (3, {}, 32),
    "4p": (4, {}, 33),
    "5p": (5, {}, 34),
    "4p-low-values": (4, {"paw_values": "1:9,2:6,3:3"}, 35),
}


def _play(players: int, options: dict[str, object], seed: int) -> dict[str, object]:
    game = afoot.new_game("purrrlock", players=players, seed=seed, options=options)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(*random_action(game, rng))
    return game.record()


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_replay_reaches_the_recorded_state(name):
    """Every recorded action is still legal and the game ends in the recorded state (P1-P9)."""
    record = json.loads((HERE / f"{name}.json").read_text())
    game = afoot.replay(record)  # verifies every action, the state hash and the result
    assert game.is_over
    assert game.state_hash() == record["state_hash"]
    assert json.loads(json.dumps(game.record())) == record
    assert any(a["action"]["type"] == "paws" for a in record["actions"])


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_games_are_still_what_the_seed_plays(name):
    """The same options, seed and random choices still play the same game (seeded chance)."""
    players, options, seed = GOLDEN[name]
    record = json.loads((HERE / f"{name}.json").read_text())
    assert json.loads(json.dumps(_play(players, options, seed))) == record


if __name__ == "__main__" and "--update" in sys.argv:
    HERE.mkdir(exist_ok=True)
    for key, (n, opts, sd) in GOLDEN.items():
        (HERE / f"{key}.json").write_text(json.dumps(_play(n, opts, sd), indent=1) + "\n")
