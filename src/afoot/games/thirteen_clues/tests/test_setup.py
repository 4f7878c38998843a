"""Set-up ("Preparar"): players + 4 suits in play, the last suits of the data's order out of
the box first; the deal (one person, location and weapon each, then 2 at random); the rest
are the Secret Informant cards lettered A, B, ...; every seat chooses, in secret and all at
once, the mystery it gives its left neighbour (seat + 1), the other 2 behind its own screen;
each player starts with one magnifying glass, the rest in the supply (2 players: none)."""

from __future__ import annotations

from collections import Counter

import pytest

from afoot.games.thirteen_clues.data import DATA, suits_in_play
from afoot.games.thirteen_clues.testing import (
    CARDS,
    CHOICES4,
    HANDS4,
    INFORMANT4,
    LOCATIONS,
    MYSTERY4,
    PERSONS,
    SCREEN4,
    SUITS,
    WEAPONS,
    choose,
    events,
    glasses,
    in_play,
    kinds,
    legal,
    mystery,
    new,
    play,
    player,
    screen,
    start,
    supply,
    turn,
    view,
)

#: players -> (suits in play, informant cards), components-sources.md (e)
TABLE = {2: (6, 8), 3: (7, 6), 4: (8, 4), 5: (9, 2), 6: (10, 0)}


def test_the_suit_order_is_the_data_files():
    """The removal order is data from one source: the toml's suit order."""
    assert tuple(s["id"] for s in DATA["suit"]) == SUITS
    for s in DATA["suit"]:
        assert (s["person"]["id"], s["location"]["id"], s["weapon"]["id"]) == CARDS[s["id"]]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_suits_in_play_and_informant_cards_by_player_count(players):
    suits, informant = TABLE[players]
    assert suits_in_play(players) == suits == players + 4
    g = new(players, seed=players)
    v = view(g, 0)
    assert v["suits"] == list(SUITS[:suits])  # the last suits leave the box first
    assert v["informant"]["letters"] == list("ABCDEFGH"[:informant])
    assert v["phase"] == "choose"
    assert [p["chosen"] for p in v["players"]] == [False] * players


def test_three_players_put_white_brown_and_grey_back_in_the_box():
    v = view(new(3), 0)
    assert "white" not in v["suits"] and "brown" not in v["suits"] and "grey" not in v["suits"]
    assert view(new(2), 0)["suits"] == ["purple", "pink", "red", "green", "yellow", "blue"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(6))
def test_the_deal_one_of_each_group_then_two_at_random(players, seed):
    g = new(players, seed=seed)
    cards = in_play(players)
    dealt = []
    for s in range(players):
        hand = view(g, s)["hand"]
        assert len(hand) == 5
        assert any(c in PERSONS for c in hand)
        assert any(c in LOCATIONS for c in hand)
        assert any(c in WEAPONS for c in hand)
        assert set(hand) <= set(cards)
        dealt += hand
        assert view(g, (s + 1) % players)["hand"] != hand
    assert len(set(dealt)) == 5 * players
    # the informant takes exactly the rest
    assert len(view(g, 0)["informant"]["letters"]) == len(cards) - 5 * players


def test_the_deal_varies_with_the_seed():
    hands = {tuple(view(new(4, seed=s), 0)["hand"]) for s in range(10)}
    assert len(hands) > 5


def test_a_seat_may_choose_any_person_location_weapon_of_its_hand():
    g = start(4, hands=HANDS4, informant=INFORMANT4)
    # seat 0: 2 persons x 2 locations x 1 weapon
    got = {(a["person"], a["location"], a["weapon"]) for a in legal(g, 0)}
    assert got == {
        ("officer", "market", "poison"),
        ("officer", "park", "poison"),
        ("duke", "market", "poison"),
        ("duke", "park", "poison"),
    }
    assert kinds(g, 0) == {"choose"}


def test_the_mystery_goes_to_the_left_neighbour_and_the_rest_behind_the_own_screen():
    g = play(4, first=2)
    for s in range(4):
        assert set(mystery(g, s)) == set(MYSTERY4[s]) == set(CHOICES4[(s - 1) % 4])
        assert set(screen(g, s)) == SCREEN4[s]
        assert player(g, s, s)["mystery"] is None  # its own: never seen
    assert turn(g) == 2 and view(g, 0)["phase"] == "play"


def test_the_choice_is_simultaneous_and_secret():
    """Every seat chooses at once; nobody sees another's choice before all chose."""
    g = start(4, hands=HANDS4, informant=INFORMANT4)
    assert g.to_act == frozenset(range(4))
    choose(g, 2, *CHOICES4[2])
    choose(g, 0, *CHOICES4[0])
    assert g.to_act == frozenset({1, 3})
    assert legal(g, 0) == []  # chosen: wait for the others
    for s in range(4):
        v = view(g, s)
        assert [p["chosen"] for p in v["players"]] == [True, False, True, False]
        assert all(p["mystery"] is None for p in v["players"])
        assert v["my_choice"] == (
            sorted(CHOICES4[s], key=in_play(4).index) if s in (0, 2) else None
        )
        others = {c for t in (0, 2) if t != s for c in CHOICES4[t]}
        logged = {str(x) for e in events(g, s) for x in e.values()}
        assert not others & logged
        hand = set(v["hand"])
        assert hand == set(HANDS4[s])  # its own 5 cards only
    assert all(
        e == {"type": "chose", "seat": s} for e, s in zip(events(g, None), (2, 0), strict=True)
    )
    choose(g, 3, *CHOICES4[3])
    choose(g, 1, *CHOICES4[1])
    assert view(g, 0)["phase"] == "play"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_one_glass_each_the_rest_in_the_supply(players):
    g = new(players)
    assert glasses(g) == [1] * players
    assert supply(g) == 8 - players


def test_two_players_have_no_glasses():
    g = new(2)
    assert glasses(g) == [0, 0] and supply(g) == 0


def test_the_first_player_is_drawn_at_random():
    firsts: Counter[int] = Counter()
    for seed in range(40):
        g = new(4, seed=seed)
        for s in range(4):
            a = legal(g, s)[0]
            g.apply(s, a)
        firsts[turn(g)] += 1
    assert set(firsts) == {0, 1, 2, 3}


def test_the_scenario_sets_the_first_player_and_the_informant():
    g = play(4, first=3)
    assert turn(g) == 3 and g.to_act == frozenset({3})
    assert view(g, 0)["informant"]["letters"] == ["A", "B", "C", "D"]
    for i, letter in enumerate("ABCD"):
        g2 = play(4, first=0)
        g2.apply(0, {"type": "consult", "letter": letter})
        assert view(g2, 0)["informant"]["seen"] == {letter: INFORMANT4[i]}
