"""Scenarios (``afoot.new_game(..., scenario=...)``): every key is honoured, bad ones refused."""

from __future__ import annotations

import pytest

import afoot
from afoot.games.holmes.testing import (
    EDITIONS,
    LINE,
    at_dawn,
    character,
    deck_top,
    discard,
    hidden,
    invariants,
    line,
    make_scenario,
    new,
    quiet_turn,
    rows,
    seat_to_act,
    supply,
    tokens,
)

DOC_EXAMPLE = {
    "day": 2,
    "board": ["irene_adler", "wiggins", "langdale_pike"],
    "spent": ["wiggins"],
    "markers": {
        "0": ["lestrade", "watson", "wiggins"],
        "1": ["irene_adler", "lestrade", "wiggins"],
    },
    "tokens": [3, 4],
    "line": ["cigarette", "explosive", "bullet", "button"],
    "deck_top": ["explosive", "joker"],
    "discard": ["bullet"],
    "areas": {"1": {"cigarette": 1, "joker:cigarette": 1, "joker": 1, "map_fragment": 2}},
    "hidden": {"0": ["button"]},
    "reserved": {"1": "fingerprint"},
    "reservation_holder": 0,
    "character_deck_top": ["toby"],
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_docstring_example_sets_every_key_h5_h6_h8_h14(edition):
    g = new(edition, DOC_EXAMPLE, seed=4, reservation=True)
    invariants(g)
    view = g.view(0)
    assert view["day"] == 2
    assert [c["id"] for c in view["characters"]] == [
        "watson",
        "hudson",
        "lestrade",
        "irene_adler",
        "wiggins",
        "langdale_pike",
    ]
    assert character(g, "wiggins")["state"] == "spent"
    assert sorted(m["seat"] for m in character(g, "lestrade")["markers"]) == [0, 1]
    assert all(m["standing"] for c in view["characters"] for m in c["markers"])
    assert tokens(g) == [3, 4] and supply(g) == 17
    assert line(g) == LINE
    assert deck_top(g, 2) == ["explosive", "joker"]
    assert discard(g) == ["bullet"]
    assert rows(g, 1) == {"cigarette": 1, "joker:cigarette": 1, "joker": 1, "map_fragment": 2}
    assert hidden(g, 0) == ["button"]
    assert view["players"][0]["hidden_known"] == ["button"]
    assert g.view(1)["players"][0]["hidden_known"] == []
    assert view["players"][1]["reserved"] == "fingerprint"
    assert [p["holds_reservation_card"] for p in view["players"]] == [True, False]
    assert seat_to_act(g) == 0
    # the character deck top arrives at the next dawn
    while g.state.day == 2:
        quiet_turn(g, seat_to_act(g))
    assert character(g, "toby")["state"] == "face_up"


@pytest.mark.parametrize("edition", EDITIONS)
def test_day_1_scenario_markers_in_the_supply_h2(edition):
    g = at_dawn(edition, day=1, visit=["toby", "billy"])
    assert g.state.mk == [[-1, -1, -1], [-1, -1, -1]]
    assert [c["id"] for c in g.view(None)["characters"]][3:] == ["toby", "billy"]
    assert {a["frm"] for a in g.view(0)["legal"]} == {None}


def test_omitted_parts_are_dealt_from_the_seed_h20():
    perm = ["watson", "hudson", "lestrade"]
    sc = {"day": 3, "markers": {"0": perm, "1": perm}}
    a = new("devir", sc, seed=5)
    b = new("devir", sc, seed=5)
    c = new("devir", sc, seed=6)
    assert a.state_hash() == b.state_hash()
    assert a.state_hash() != c.state_hash()
    assert len(a.state.board) == 3 + 4
    invariants(a)


@pytest.mark.parametrize("edition", EDITIONS)
def test_scenario_games_replay_from_their_record_h7(edition):
    g = new(edition, DOC_EXAMPLE, seed=4, reservation=True)
    for _ in range(4):
        quiet_turn(g, seat_to_act(g))
    again = afoot.replay(g.record())
    assert again.state_hash() == g.state_hash()


def test_deck_top_stays_on_the_deck_when_the_line_is_dealt_at_random_h7():
    g = new("devir", {"deck_top": ["joker", "joker", "map_fragment"]}, seed=3)
    assert None not in line(g)
    assert deck_top(g, 3) == ["joker", "joker", "map_fragment"]


def test_markers_may_be_left_out_after_day_1_h2():
    g = new("devir", {"day": 3}, seed=5)
    assert all(len(set(m)) == 3 and -1 not in m for m in g.state.mk)


@pytest.mark.parametrize(
    ("scenario", "options", "match"),
    [
        ({"weather": "fog"}, {}, "unknown scenario key"),
        ({"day": 8}, {}, "day"),
        ({"day": 0}, {}, "day"),
        ({"hidden": {"0": ["joker"]}}, {}, "joker"),
        ({"areas": {"0": {"false_pass": 4}}}, {}, "false_pass"),
        ({"areas": {"0": {"joker:bullet": 1}}}, {}, "empty bullet row"),
        ({"areas": {"0": {"joker:map_fragment": 1}}}, {}, "numbered row"),
        ({"areas": {"2": {"bullet": 1}}}, {}, "seats"),
        ({"line": ["bullet"]}, {}, "4 clues"),
        ({"line": ["bullet", "bullet", "bullet", "lens"]}, {}, "unknown clue"),
        ({"day": 2, "board": ["madame_ziba", "toby", "billy"]}, {}, "not a devir"),
        ({"day": 2, "board": ["toby", "billy"]}, {}, "day 2 has 3"),
        ({"day": 2, "board": ["toby", "toby", "billy"]}, {}, "twice"),
        ({"day": 2, "spent": ["watson"]}, {}, "spent"),
        ({"day": 1, "markers": {"0": ["watson", "hudson", "lestrade"]}}, {}, "day 1"),
        ({"day": 2, "markers": {"0": ["watson", "hudson"]}}, {}, "markers"),
        ({"tokens": [20, 5]}, {}, "tokens"),
        ({"tokens": [-1, 5]}, {}, "tokens"),
        ({"reservation_holder": 1}, {}, "reservation"),
        ({"reservation_holder": 2}, {"reservation": True}, "reservation_holder"),
        ({"character_deck_top": ["watson"]}, {}, "character deck"),
        ({"board": ["sherlock"], "day": 1}, {}, "unknown character"),
    ],
)
def test_bad_scenarios_are_refused_with_a_reason_h2_h6_h8_h9(scenario, options, match):
    with pytest.raises(afoot.InvalidScenario, match=match):
        new("devir", scenario, **options)


def test_kosmos_board_may_hold_madame_ziba_h20():
    g = new("kosmos", make_scenario("kosmos", visit=["madame_ziba"]))
    assert character(g, "madame_ziba")["state"] == "face_up"


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_scenario_conserves_cards_and_markers_h6(edition):
    g = at_dawn(
        edition,
        day=5,
        tokens=[0, 24],
        areas={"0": {"fingerprint": 9, "joker": 5}, "1": {"map_fragment": 5}},
        hidden={"1": ["footprint"] * 8},
        discard=["button"] * 7,
        line=["bullet", "bullet", "bullet", "bullet"],
    )
    invariants(g)
    assert supply(g) == 0
    assert len(g.state.deck) == 52 - 9 - 5 - 5 - 8 - 7 - 4
