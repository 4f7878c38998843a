"""Views and leaks (T1): a seat sees every other mystery, its own 2 screen cards and the
informant cards it looked at; never its own mystery (in views, events or error messages)
until the game is over; a spectator sees no hidden card. Determinize keeps every answer true
and the seat's view identical, and varies what the seat cannot see."""

from __future__ import annotations

import random

import pytest

from afoot.games.thirteen_clues.rules import check_invariants
from afoot.games.thirteen_clues.testing import (
    ALL_CARDS,
    MYSTERY4,
    SCREEN4,
    accuse,
    act,
    ask,
    consult,
    leaks,
    legal,
    mystery,
    new,
    play,
    player,
    refused,
    result,
    start,
    strings,
    view,
)


def test_a_seat_sees_every_other_mystery_and_its_own_screen_only():
    g = play(4, first=0)
    for seat in range(4):
        for other in range(4):
            p = player(g, other, seat)
            if other == seat:
                assert p["mystery"] is None
                assert set(p["screen"]) == SCREEN4[seat]
            else:
                assert set(p["mystery"]) == set(MYSTERY4[other])
                assert p["screen"] is None
        assert view(g, seat)["hand"] is None  # the hand is gone once the mysteries are placed


def test_a_spectator_sees_no_hidden_card():
    g = play(4, first=0, glasses=[3, 1, 1, 1], supply=2)
    ask(g, 0, 1, "red")
    consult(g, 0, "A")
    for stage in range(2):
        v = view(g, None)
        assert all(p["mystery"] is None and p["screen"] is None for p in v["players"])
        assert v["hand"] is None and v["my_choice"] is None and v["informant"]["seen"] == {}
        found = set(strings(v)) | set(strings(g.log(None)))
        assert not found & set(ALL_CARDS)
        if stage == 0:
            g = start(4)  # and during the set-up
            g.apply(0, legal(g, 0)[0])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(3))
def test_no_seat_sees_its_own_mystery_until_the_end(players, seed):
    g = new(players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        seat = min(g.to_act)
        options = [a for a in legal(g, seat) if a["type"] != "accuse"]
        if view(g, None)["phase"] == "play" and len(g.actions) % 4 == 0:
            for s in range(players):
                assert leaks(g, s) == [], f"seat {s} learns its own mystery"
                assert player(g, s, s)["mystery"] is None
                assert view(g, s).get("mysteries") is None
            # error messages name no own mystery card either
            own = mystery(g, seat)
            bad_accuse = {"type": "accuse", "person": "zzz", "location": own[1], "weapon": own[2]}
            for bad in (
                {"type": "choose", "person": own[0], "location": own[1], "weapon": own[2]},
                {"type": "take_glass", "frm": seat},
                {"type": "question", "to": seat, "subject": "red"},
                {"type": "consult", "letter": "Z"},
                bad_accuse,
            ):
                msg = refused(g, seat, bad)
                assert not set(own) & set(msg.replace(",", " ").replace("'", " ").split())
        if len(g.actions) > 60 or not options:
            break
        act(g, seat, rng.choice(options))
    # the end turns every mystery over
    seat = min(g.to_act)
    while not g.is_over:
        seat = min(g.to_act)
        right = [a for a in legal(g, seat) if a["type"] == "accuse"]
        target = sorted(mystery(g, seat))
        hit = [a for a in right if sorted([a["person"], a["location"], a["weapon"]]) == target]
        if hit:
            act(g, seat, hit[0])
        else:
            act(g, seat, legal(g, seat)[0])
    for s in range(players):
        assert view(g, s)["mysteries"] is not None
        assert set(view(g, s)["mysteries"][s]) == set(result(g).details["mysteries"][s])


def test_the_own_mystery_is_never_in_an_error_message():
    g = play(4, first=0)
    # seat 0's mystery: dancer/harbor/rifle; a visible card among them is named, not the rest
    msg = refused(
        g, 0, {"type": "accuse", "person": "dancer", "location": "park", "weapon": "rifle"}
    )
    assert msg == "you can see park: an accusation may not name a card you can see (T4)"


def test_determinize_keeps_the_view_and_every_answer():
    g = play(4, first=0, glasses=[4, 1, 1, 1], supply=1)
    ask(g, 0, 1, "red")
    ask(g, 0, 2, "female")
    consult(g, 0, "A")
    accuse(g, 0, "sailor", "plaza", "knife")
    ask(g, 1, 3, "indoor")
    rng = random.Random(3)
    for seat in range(4):
        mysteries = set()
        for _ in range(12):
            twin = g.determinize(seat, rng)
            check_invariants(twin.state)  # every answer and accusation true in that world
            assert twin.view(seat) == g.view(seat)
            assert twin.log(seat) == g.log(seat)
            mysteries.add(tuple(sorted(mystery(twin, seat))))
        assert len(mysteries) > 1, f"seat {seat}'s mystery never varies"
        assert ("knife", "sailor", "plaza") not in mysteries or seat != 0


def test_determinize_in_the_set_up_keeps_the_hand_and_the_choice():
    g = start(4, seed=2)
    g.apply(1, legal(g, 1)[0])
    rng = random.Random(1)
    hands = set()
    for _ in range(10):
        twin = g.determinize(1, rng)
        assert twin.view(1) == g.view(1)
        hands.add(tuple(view(twin, 0)["hand"]))
    assert len(hands) > 1
