"""Records and replay: a record re-applies to the same game; any bad part is named in one line.

Every registered game's record is checked (each test runs once per game); what a record of one
game holds (its options, its actions) is checked in that game's tests."""

from __future__ import annotations

import copy
import json
import random

import pytest

import afoot
from afoot.engine.core import GameSpec
from afoot.engine.errors import InvalidRecord
from afoot.engine.game import Game
from afoot.games import ids, specs


def played(spec: GameSpec, seed: int = 21, moves: int | None = None) -> Game:
    """A game of ``spec`` (its fewest players, its default options) played at random."""
    game = afoot.new_game(spec.id, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and (moves is None or len(game.actions) < moves):
        seat = min(game.waiting_for)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.fixture(scope="module", params=specs(), ids=lambda spec: spec.id)
def spec(request) -> GameSpec:
    return request.param


@pytest.fixture(scope="module")
def finished(spec) -> Game:
    return played(spec)


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


def test_a_record_is_json(record, finished):
    assert record == finished.record()
    assert record["format"] == "afoot-record"
    assert record["version"] == 1
    assert record["game"] == finished.spec.id
    assert record["players"] == finished.spec.min_players
    assert record["seed"] == 21
    assert record["options"] == finished.options and len(record["options"]) == len(
        finished.spec.options
    )
    assert len(record["actions"]) == len(finished.actions)
    assert record["result"]["scores"] == list(finished.result().scores)


def test_a_record_replays_to_the_same_game(record, finished):
    again = afoot.replay(record)
    assert again.state_hash() == finished.state_hash()
    assert again.result() == finished.result()
    assert again.record() == record
    assert again.log(0) == finished.log(0)


def test_a_record_equals_its_json_round_trip(finished):
    record = finished.record()
    assert json.loads(json.dumps(record)) == record


def test_a_record_of_an_unfinished_game_replays_and_plays_on(spec):
    game = played(spec, moves=10)
    again = afoot.replay(json.loads(json.dumps(game.record())))
    assert again.state_hash() == game.state_hash()
    assert again.to_act == game.to_act
    assert "result" not in game.record()


def test_a_record_without_a_state_hash_is_still_verified_action_by_action(record):
    del record["state_hash"]
    assert afoot.replay(record).is_over


@pytest.mark.parametrize("record", [None, [], "nim", 7, ["game", "nim"]])
def test_a_record_must_be_an_object(record):
    assert refused(record) == (
        "a record must be a JSON object with game, players, seed, options, actions"
    )


@pytest.mark.parametrize("key", ["game", "players", "seed", "actions"])
def test_a_missing_key_is_named(record, key):
    del record[key]
    assert refused(record) == f"the record has no {key!r}"


@pytest.mark.parametrize(
    ("key", "value", "kind"),
    [
        ("game", 5, "a string"),
        ("players", "2", "a whole number"),
        ("players", True, "a whole number"),
        ("seed", "21", "a whole number"),
        ("seed", 21.0, "a whole number"),
        ("seed", False, "a whole number"),
        ("actions", {}, "a list"),
        ("actions", "[]", "a list"),
    ],
)
def test_a_key_of_the_wrong_type_is_named(record, key, value, kind):
    record[key] = value
    assert refused(record) == f"the record's {key!r} must be {kind}"


def test_options_and_scenario_must_be_objects(record):
    assert refused({**record, "options": ["edition"]}) == "the record's 'options' must be an object"
    assert (
        refused({**record, "scenario": "x"}) == "the record's 'scenario' must be an object or null"
    )


def test_another_format_or_version_is_refused(record):
    assert "not an afoot record" in refused({**record, "format": "pgn"})
    assert "version 2 is not supported" in refused({**record, "version": 2})


def test_an_unknown_game_lists_the_games(record):
    message = refused({**record, "game": "chess"})
    assert "unknown game 'chess'" in message
    assert f"games: {', '.join(ids())}" in message


def test_a_record_that_starts_no_game_says_why(record, spec):
    too_many = spec.max_players + 1
    message = refused({**record, "players": too_many})
    assert message.startswith(f"the record does not start a game: {spec.id} is played by ")
    assert message.endswith(f" players, not {too_many}")
    option = spec.options[0]
    message = refused({**record, "options": {option.name: "nope"}})
    assert message.startswith(f"the record does not start a game: option {option.name}=")
    assert "has no option 'speed'" in refused({**record, "options": {"speed": 3}})


def test_an_illegal_action_is_named_by_its_number(record, finished):
    """A well-formed action the game does not allow at that point: one taken elsewhere in the
    game."""
    seat = record["actions"][4]["seat"]
    start = {k: v for k, v in record.items() if k not in ("state_hash", "result")}
    at_five = afoot.replay({**start, "actions": record["actions"][:4]})
    legal = at_five.legal_actions(seat)
    elsewhere = next(
        entry["action"]
        for entry in record["actions"]
        if at_five.parse_action(entry["action"]) not in legal
    )
    record["actions"][4] = {"seat": seat, "action": elsewhere}
    message = refused(record)
    assert message.startswith("action 5 (")
    assert "is illegal" in message


def test_an_action_by_the_wrong_seat_is_named(record):
    entry = record["actions"][0]
    other = (entry["seat"] + 1) % record["players"]
    record["actions"][0] = {"seat": other, "action": entry["action"]}
    message = refused(record)
    assert message.startswith("action 1 (") and f"by seat {other}) is illegal: " in message


def test_a_truncated_action_is_named(record):
    del record["actions"][2]["action"]["type"]
    assert refused(record).startswith("action 3 (")


@pytest.mark.parametrize("entry", [None, 3, [], {"seat": 0}, {"action": "the first one's"}])
def test_an_action_entry_of_the_wrong_shape_is_named(record, entry):
    if entry == {"action": "the first one's"}:  # an action with no seat
        entry = {"action": record["actions"][0]["action"]}
    record["actions"][6] = entry
    assert refused(record) == "action 7: each action must be {'seat': N, 'action': {...}}"


def test_an_action_after_the_end_is_named(record):
    count = len(record["actions"])
    record["actions"].append(copy.deepcopy(record["actions"][-1]))
    message = refused(record)
    assert message.startswith(f"action {count + 1} (")
    assert "the game is over" in message


def test_a_changed_state_hash_is_caught(record):
    record["state_hash"] = "0" * 64
    assert "state_hash does not match" in refused(record)


def test_dropped_actions_are_caught_by_the_state_hash(record):
    record["actions"] = record["actions"][:-3]
    assert "state_hash does not match" in refused(record)


def test_a_changed_seed_is_caught(record):
    record["seed"] += 1
    message = refused(record)
    assert message.startswith("action ") or "state_hash" in message
