"""The public API as users, clients and tests rely on it (ARCHITECTURE.md, "The public API")."""

from __future__ import annotations

import json
import random

import pytest

import afoot
from afoot.engine.testing import check_game


def test_the_names_in_all_exist():
    for name in afoot.__all__:
        assert hasattr(afoot, name), name


def test_errors_share_a_base():
    for error in (
        afoot.IllegalAction,
        afoot.InvalidOption,
        afoot.InvalidRecord,
        afoot.InvalidScenario,
        afoot.UnknownGame,
    ):
        assert issubclass(error, afoot.AfootError)


def test_games_lists_ids_players_and_options_with_allowed_values():
    listing = afoot.games()
    assert json.loads(json.dumps(listing)) == listing
    ids = [entry["id"] for entry in listing]
    assert ids == sorted(ids)
    assert "holmes" in ids
    holmes = next(entry for entry in listing if entry["id"] == "holmes")
    assert holmes["players"] == [2, 2]
    assert holmes["title"]
    options = {o["name"]: o for o in holmes["options"]}
    assert list(options) == [
        "edition",
        "alternative_start",
        "reservation",
        "villains",
        "mycroft",
        "first_role",
    ]
    assert options["edition"]["choices"] == ["devir", "kosmos"]
    assert options["edition"]["default"] == "devir"
    assert options["reservation"]["choices"] == [False, True]
    assert options["villains"]["choices"] == ["none", "moriarty", "moran", "both", "random"]
    assert options["villains"]["requires"] == ["edition", "devir"]
    assert options["mycroft"]["choices"] == ["none", "razzia", "gala", "both", "random"]
    assert options["mycroft"]["requires"] == ["edition", "kosmos"]
    assert all(o["doc"] for o in options.values())


def test_every_listed_game_has_rules():
    for entry in afoot.games():
        spec = afoot.spec_for(entry["id"])
        assert spec.id == entry["id"]
        assert [spec.min_players, spec.max_players] == entry["players"]


def test_the_architecture_example_runs():
    game = afoot.new_game(
        "holmes",
        players=2,
        seed=7,
        options={"edition": "kosmos", "reservation": True, "mycroft": "both"},
    )
    assert game.to_act == frozenset({0})
    actions = game.legal_actions(0)
    assert actions
    assert game.legal_actions(1) == []
    events = game.apply(0, actions[0])
    assert all(isinstance(e, afoot.Event) for e in events)
    for seat in (0, 1, None):
        view = game.view(seat)
        assert json.dumps(view)
        assert view["seat"] == seat
    assert not game.is_over
    assert game.result() is None
    record = game.record()
    assert afoot.replay(json.loads(json.dumps(record))).state_hash() == game.state_hash()
    twin = game.clone()
    assert twin.state_hash() == game.state_hash()
    world = game.determinize(0, random.Random(1))
    assert world.view(0) == game.view(0)


def test_the_docstring_example():
    game = afoot.new_game("holmes", players=2, seed=7, options={"edition": "kosmos"})
    assert sorted(game.to_act) == [0]


def test_a_whole_game_through_json_actions():
    game = afoot.new_game("holmes", seed=2024, options={"edition": "devir", "villains": "both"})
    rng = random.Random(2024)
    while not game.is_over:
        seat = rng.choice(sorted(game.to_act))
        wire = json.loads(json.dumps(game.view(seat)["legal"]))
        game.apply(seat, rng.choice(wire))
    result = game.result()
    assert result is not None
    assert len(result.scores) == 2
    assert game.view(None)["phase"] == "over"
    again = afoot.replay(json.loads(json.dumps(game.record())))
    assert again.state_hash() == game.state_hash()
    assert again.result() == result


def test_new_game_with_an_unknown_id_lists_the_games():
    with pytest.raises(
        afoot.UnknownGame, match="games: baker_street, holmes, purrrlock, thirteen_clues"
    ):
        afoot.new_game("sherlock")


def test_replay_of_an_unknown_game_is_an_invalid_record():
    with pytest.raises(
        afoot.InvalidRecord, match="unknown game 'sherlock'; games: baker_street, holmes"
    ):
        afoot.replay({"game": "sherlock", "players": 2, "seed": 1, "actions": []})


@pytest.mark.parametrize("game_id", [entry["id"] for entry in afoot.games()])
def test_every_registered_game_passes_a_short_conformance_run(game_id):
    # Short on purpose: each game's own tests/test_conformance.py runs the full suite.
    report = check_game(
        afoot.spec_for(game_id),
        seeds=[3_000_001],
        max_games=2,
        replay=afoot.replay,
        deep_every=3,
    )
    assert report.games >= 1


def test_the_package_docstring_runs():
    import doctest

    failed, tried = doctest.testmod(afoot, verbose=False)
    assert tried >= 5 and failed == 0
