"""A Holmes record (Sherlock gegen Moriarty with the reservation variant): it keeps its options,
replays, and names what is wrong in Holmes' words. How any game's record is read is checked in
``afoot/engine/tests/test_records.py``."""

from __future__ import annotations

import json
import random

import pytest

import afoot
from afoot.engine.errors import InvalidRecord
from afoot.engine.game import Game


def played(seed: int = 21) -> Game:
    game = afoot.new_game("holmes", seed=seed, options={"edition": "kosmos", "reservation": True})
    rng = random.Random(seed)
    while not game.is_over:
        seat = min(game.to_act)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.fixture(scope="module")
def finished() -> Game:
    return played()


@pytest.fixture
def record(finished) -> dict:
    return json.loads(json.dumps(finished.record()))


def refused(record) -> str:
    with pytest.raises(InvalidRecord) as exc:
        afoot.replay(record)
    message = str(exc.value)
    assert message
    assert "\n" not in message
    return message


def test_a_holmes_record_keeps_its_edition_and_variants_and_replays(record, finished):
    assert record["game"] == "holmes" and record["players"] == 2 and record["seed"] == 21
    assert record["options"]["edition"] == "kosmos" and record["options"]["reservation"] is True
    again = afoot.replay(record)
    assert again.options == finished.options
    assert again.state_hash() == finished.state_hash() and again.record() == record


def test_a_holmes_record_that_starts_no_game_says_why(record):
    assert "holmes is played by exactly 2 players, not 3" in refused({**record, "players": 3})
    message = refused({**record, "options": {"edition": "kosmos", "villains": "moran"}})
    assert "villains applies only when edition=devir" in message


def test_a_take_of_no_slot_is_named_by_its_number(record):
    record["actions"][4] = {
        "seat": record["actions"][4]["seat"],
        "action": {"type": "take", "slot": 9},
    }
    message = refused(record)
    assert message.startswith("action 5 (")
    assert "is illegal" in message


def test_an_action_by_the_seat_not_to_act_is_named(record):
    entry = record["actions"][0]
    record["actions"][0] = {"seat": 1 - entry["seat"], "action": entry["action"]}
    message = refused(record)
    assert message.startswith("action 1 (")
    assert "not seat" in message


def test_an_end_turn_with_no_seat_is_named(record):
    record["actions"][6] = {"action": {"type": "end_turn"}}
    assert refused(record) == "action 7: each action must be {'seat': N, 'action': {...}}"
