"""Magnifying glasses (T3, "Como se Juega" and "Las acciones"): at the start of a turn a player
with none takes one from the supply (empty: from a player of their choice); every glass is
spent on one action; a question's glass goes to the player asked; a consult's or an
accusation's to the nearest player clockwise with none (ties by seat order from the acting
seat), else back to the supply; a wrong accusation ends the turn and the glasses left go to
the supply; the turn ends when all are spent. The 8 glasses are conserved."""

from __future__ import annotations

import random

import pytest

from afoot.games.thirteen_clues.testing import (
    accuse,
    act,
    ask,
    consult,
    events,
    glasses,
    kinds,
    legal,
    new,
    play,
    refused,
    supply,
    take_glass,
    turn,
    view,
)


def test_a_question_gives_the_glass_to_the_player_asked():
    g = play(4, first=0)
    ask(g, 0, 2, "red")
    assert glasses(g) == [0, 1, 2, 1] and supply(g) == 4
    assert turn(g) == 1  # seat 0 spent its only glass: its turn is over


def test_the_turn_lasts_until_every_glass_is_spent():
    g = play(4, first=0, glasses=[3, 1, 1, 1], supply=2)
    ask(g, 0, 1, "red")
    assert turn(g) == 0 and glasses(g) == [2, 2, 1, 1]
    ask(g, 0, 2, "male")
    assert turn(g) == 0 and glasses(g) == [1, 2, 2, 1]
    ask(g, 0, 3, "indoor")
    assert turn(g) == 1 and glasses(g) == [0, 2, 2, 2]
    # seat 1 has glasses: it takes none from the supply
    assert supply(g) == 2


def test_start_of_turn_with_none_takes_one_from_the_supply():
    g = play(4, first=0)
    ask(g, 0, 1, "red")  # seat 1 now 2
    ask(g, 1, 0, "red")
    ask(g, 1, 0, "red")  # seat 0: 2, seat 1: 0
    assert glasses(g) == [2, 0, 1, 1] and turn(g) == 2
    ask(g, 2, 1, "red")
    ask(g, 3, 1, "red")
    assert glasses(g) == [2, 2, 0, 0] and supply(g) == 4
    ask(g, 0, 1, "blue")
    ask(g, 0, 1, "blue")
    assert turn(g) == 1 and glasses(g) == [0, 4, 0, 0]
    for _ in range(4):
        ask(g, 1, 3, "blue")
    # seat 2's turn: it had none, so it took one from the supply
    assert turn(g) == 2 and glasses(g) == [0, 0, 1, 4] and supply(g) == 3
    takes = [e for e in events(g, None) if e["type"] == "turn"]
    assert takes[-1] == {"type": "turn", "seat": 2}


def test_an_empty_supply_means_taking_one_from_a_player_of_your_choice():
    g = play(4, first=0, glasses=[0, 4, 2, 2], supply=0)
    assert view(g, 0)["taking_glass"] is True
    assert kinds(g, 0) == {"take_glass"}
    assert sorted(a["frm"] for a in legal(g, 0)) == [1, 2, 3]
    msg = refused(g, 0, {"type": "question", "to": 1, "subject": "red"})
    assert msg == (
        "the supply is empty: take a magnifying glass from a player who has one (seat 1, 2, 3)"
    )
    refused(g, 0, {"type": "take_glass", "frm": 0})
    evs = take_glass(g, 0, 2)
    assert {"type": "glass_taken", "seat": 0, "frm": 2} in evs
    assert glasses(g) == [1, 4, 1, 2] and supply(g) == 0
    assert view(g, 0)["taking_glass"] is False
    assert "question" in kinds(g, 0) and "take_glass" not in kinds(g, 0)


def test_take_glass_only_when_the_supply_is_empty():
    g = play(4, first=0)
    msg = refused(g, 0, {"type": "take_glass", "frm": 1})
    assert "only at the start of your turn" in msg


def test_a_consult_gives_the_glass_to_the_nearest_player_clockwise_with_none():
    g = play(4, first=1, glasses=[0, 3, 0, 1], supply=4)
    consult(g, 1, "A")
    assert glasses(g) == [0, 2, 1, 1]  # seats 2 and 0 have none: 2 is nearer clockwise
    consult(g, 1, "B")
    assert glasses(g) == [1, 1, 1, 1]
    assert events(g, None, "glass_given")[-1] == {"type": "glass_given", "seat": 1, "to": 0}
    consult(g, 1, "C")  # everyone has one: back to the supply, never to the spender
    assert glasses(g) == [1, 0, 1, 1] and supply(g) == 5
    assert turn(g) == 2


def test_ties_are_broken_by_seat_order_from_the_acting_seat():
    # seat 3 acts; seats 0, 1 and 2 have none: seat 0 comes first clockwise from 3
    g = play(4, first=3, glasses=[0, 0, 0, 2], supply=6)
    consult(g, 3, "A")
    assert glasses(g) == [1, 0, 0, 1]
    accuse(g, 3, "officer", "market", "sword")  # wrong: seat 3 has nurse/museum/sword
    assert glasses(g) == [1, 1, 0, 0]


def test_an_accusations_glass_goes_like_a_consults():
    g = play(4, first=0, glasses=[2, 1, 0, 1], supply=4)
    assert not accuse(g, 0, "countess", "parlor", "knife")
    # the spent glass to seat 2 (the only one with none); the other back to the supply
    assert glasses(g) == [0, 1, 1, 1] and supply(g) == 5
    assert turn(g) == 1


def test_a_wrong_accusation_ends_the_turn_and_returns_the_glasses_left():
    g = play(4, first=0, glasses=[4, 1, 1, 1], supply=1)
    assert not accuse(g, 0, "countess", "parlor", "knife")
    assert glasses(g) == [0, 1, 1, 1] and supply(g) == 5
    assert turn(g) == 1 and g.to_act == frozenset({1})


def test_a_wrong_accusation_with_the_last_glass():
    g = play(4, first=0)
    assert not accuse(g, 0, "countess", "parlor", "knife")
    assert glasses(g) == [0, 1, 1, 1] and supply(g) == 5 and turn(g) == 1


def test_the_spender_with_no_glass_left_takes_none_back():
    """T3 as implemented: the glass goes to another player, never back to the spender."""
    g = play(3, first=0, glasses=[1, 1, 1], supply=5)
    act(g, 0, legal_consult(g))
    assert glasses(g) == [0, 1, 1] and supply(g) == 6 and turn(g) == 1


def legal_consult(g):
    return next(a for a in legal(g, turn(g)) if a["type"] == "consult")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(4))
def test_eight_glasses_are_conserved(players, seed):
    g = new(players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over and steps < 150:
        seat = min(g.to_act)
        options = legal(g, seat)
        non_accuse = [a for a in options if a["type"] != "accuse"]
        pick = rng.choice(non_accuse if non_accuse and rng.random() < 0.95 else options)
        act(g, seat, pick)
        assert sum(glasses(g)) + supply(g) == 8
        assert all(x >= 0 for x in glasses(g))
        if view(g, None)["phase"] == "play" and not g.is_over:
            assert glasses(g)[turn(g)] >= 1 or view(g, None)["taking_glass"]
        steps += 1
