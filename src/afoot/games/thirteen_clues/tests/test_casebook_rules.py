"""The casebook (``afoot.games.thirteen_clues.casebook``) on scenarios, rule by rule
("Sugerencias para tus primeros juegos"): 13 clues remain once the cards out of the box and
the cards you see are struck; a "zero!" strikes every card of that subject, whoever asked;
a wrong accusation strikes that triple; a card another seat accused is none it could see
(T4), so none of yours; the true mystery always keeps a positive weight."""

from __future__ import annotations

import math
import random

import pytest

from afoot.games.thirteen_clues.testing import (
    LOCATIONS,
    MYSTERY2,
    MYSTERY4,
    PERSONS,
    WEAPONS,
    accuse,
    act,
    ask,
    candidates,
    casebook,
    covers,
    legal,
    mystery,
    new,
    play,
)


def test_thirteen_clues_remain_at_the_start():
    g = play(4, first=0)
    book = casebook(g, 0)
    persons = ["countess", "maid", "dancer", "sailor"]
    locations = ["parlor", "harbor", "theater", "plaza"]
    weapons = ["knife", "blowgun", "rifle", "pistol", "candlestick"]
    assert sorted(book["cards"]) == sorted([*persons, *locations, *weapons])
    assert len(book["candidates"]) == 4 * 4 * 5
    assert all(math.isclose(r["p"], 1 / 80) for r in book["candidates"])
    assert math.isclose(sum(r["p"] for r in book["candidates"]), 1.0)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_thirteen_unseen_cards_at_every_player_count(players):
    g = play(players, first=0, seed=players)
    for seat in range(players):
        assert len(casebook(g, seat)["cards"]) == 13


def test_a_zero_answer_strikes_every_card_of_that_subject():
    g = play(4, first=0, glasses=[2, 1, 1, 1], supply=3)
    assert ask(g, 0, 1, "white") == 0  # sailor, plaza, candlestick: all with the informant
    assert ask(g, 0, 3, "yellow") == 0  # seat 3 sees none (nurse, museum: its own)
    for seat in (0, 2):  # the asker and a seat that heard it: both mysteries seen by seat 1
        cands = candidates(g, seat)
        assert cands and not any(
            covers("white", c) or (covers("yellow", c) and seat == 0) for t in cands for c in t
        )
    assert "blowgun" not in casebook(g, 0)["cards"]
    # the answerer learns nothing about its own mystery from its own answer
    assert any(t[0] == "sailor" for t in candidates(g, 1))


def test_a_zero_category_answer_at_two_players():
    """Seat 1 sees seat 0's countess, library, poison and one of butcher / park: no ranged
    weapon whichever side is named, so seat 0's weapon is no ranged one."""
    g = play(2, first=0)
    assert ask(g, 0, 1, "ranged", side="left") == 0
    weapons = {w for _, _, w in candidates(g, 0)}
    assert weapons == {"poison", "sword"}  # crossbow, blowgun, rifle struck; knife seen
    assert MYSTERY2[0][2] in weapons


def test_a_wrong_accusation_strikes_that_triple():
    g = play(4, first=0)
    assert ("sailor", "plaza", "knife") in candidates(g, 0)
    assert not accuse(g, 0, "sailor", "plaza", "knife")
    cands = candidates(g, 0)
    assert ("sailor", "plaza", "knife") not in cands and len(cands) == 79
    assert ("sailor", "plaza", "rifle") in cands  # the cards themselves stay possible


def test_a_card_another_seat_accused_is_not_in_your_mystery_t4():
    g = play(4, first=1)
    # seat 1 sees seat 0's mystery, so it cannot name any of it (T4)
    assert not accuse(g, 1, "maid", "theater", "pistol")
    for t in candidates(g, 0):
        assert not {"maid", "theater", "pistol"} & set(t)
    assert {"maid", "theater", "pistol"}.isdisjoint(casebook(g, 0)["cards"])


def test_the_game_over_leaves_one_candidate():
    g = play(4, first=0)
    accuse(g, 0, "dancer", "harbor", "rifle")
    assert candidates(g, 0) == {MYSTERY4[0]}
    assert candidates(g, 2) == {("butcher", "library", "crossbow")}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_true_mystery_always_keeps_a_positive_weight(players):
    rng = random.Random(players)
    for seed in range(3):
        g = new(players, seed=seed)
        steps = 0
        while not g.is_over and steps < 40:
            seat = min(g.to_act)
            options = [a for a in legal(g, seat) if a["type"] != "accuse"] or legal(g, seat)
            act(g, seat, rng.choice(options))
            steps += 1
            if steps % 8 == 0 and not g.is_over and g.view(None)["phase"] == "play":
                for s in range(players):
                    true = mystery(g, s)
                    by_group = tuple(
                        next(c for c in true if c in group)
                        for group in (PERSONS, LOCATIONS, WEAPONS)
                    )
                    assert by_group in candidates(g, s)
