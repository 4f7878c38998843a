"""Set-up (rulebook "Preparar"): the lead sections (B1), Holmes on the case file's space and
the Impossible's limit (B2), hands of 6 / 4 / 3 cards, the deck, the first player."""

from __future__ import annotations

import pytest

from afoot.games.baker_street.data import CHAR_INDEX, CHARACTERS, LEADS
from afoot.games.baker_street.testing import (
    ALL_CARDS,
    CASES,
    HANDS,
    SECTIONS,
    cards,
    deck_size,
    eliminate,
    holmes,
    impossible,
    new,
    own,
    play,
    player,
    start,
    track,
    turn,
    view,
)

LEAD_VALUES = {"suspect": (11, 12, 13), "motive": (9, 10), "opportunity": (7, 8)}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_three_lead_sections_of_three_top_face_up_b1(players, seed):
    """B1: each section is a pile of 3 leads of its type, the top one face up."""
    g = new(players, seed=seed)
    for k, sec in enumerate(view(g)["sections"]):
        kind = SECTIONS[k]
        assert sec["lead"] == kind
        assert sec["card"].startswith(kind + "-")
        assert sec["value"] in LEAD_VALUES[kind]
        assert sec["icon"] in ("track", "witness", "clue", "document")
        assert sec["card"] == f"{kind}-{sec['value']}-{sec['icon']}"
        assert sec["face_down"] == 2  # 3 in the section: 1 up, 2 down
        assert sec["target"] == sec["value"] and sec["evidence"] == 0
        assert sec["cards"] == [] and sec["added"] == [] and not sec["confirmed"]
        # the state: 3 distinct leads of the type in the section, the rest in the box
        st = g.state
        in_play = [st.top[k], *st.pile[k]]
        assert len(set(in_play)) == 3
        assert all(LEADS[x][0] == k for x in in_play + st.box[k])
        assert len(in_play) + len(st.box[k]) == {0: 12, 1: 8, 2: 8}[k]


def test_setup_varies_with_the_seed_and_repeats_with_it():
    tops = {tuple(s["card"] for s in view(new(seed=s))["sections"]) for s in range(20)}
    assert len(tops) > 10
    assert new(seed=5).state_hash() == new(seed=5).state_hash()
    assert new(seed=5).state_hash() != new(seed=6).state_hash()


@pytest.mark.parametrize("case", [1, 2, 3, 4, 5, 6])
def test_holmes_on_the_case_files_space_and_the_impossibles_limit_b2(case):
    """B2: Holmes' marker on the case file's rating (15 for case 1); the case file's
    Impossible limit (components-sources (d))."""
    g = new(2, options={"case": case})
    start_space, limit = CASES[case]
    assert holmes(g) == start_space
    assert impossible(g)["limit"] == limit
    assert view(g)["case"] == case
    assert track(g) == 0  # the investigation marker on the leftmost space
    assert impossible(g) == {"evidence": [], "leads": [], "count": 0, "limit": limit}


def test_case_1_is_the_default_and_case_may_be_given_as_text():
    assert view(new())["case"] == 1 and holmes(new()) == 15
    g = new(options={"case": "3"})
    assert view(g)["case"] == 3 and holmes(g) == 11


def test_holmes_track_max_option():
    """The Holmes track's printed length is unknown: option holmes_track_max (default 20)."""
    assert view(new())["holmes_max"] == 20
    g = new(options={"holmes_track_max": 30, "case": 1})
    assert view(g)["holmes_max"] == 30 and holmes(g) == 15
    # ruling: a case start beyond the track's end is capped at its last space
    g = new(options={"holmes_track_max": 10, "case": 1})
    assert view(g)["holmes_max"] == 10 and holmes(g) == 10
    g = new(options={"holmes_track_max": "12", "case": 6})
    assert view(g)["holmes_max"] == 12 and holmes(g) == 8


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 4), (4, 3)])
def test_hands_of_6_4_3_and_the_rest_is_the_deck(players, size):
    """Rulebook step 4: 2 players 6 cards, 3 players 4, 4 players 3; step 5: the rest is the
    face-down draw deck."""
    assert HANDS[players] == size
    g = new(players, seed=11)
    held = []
    for s in range(players):
        assert player(g, s)["hand_count"] == size
        assert len(cards(g, s)) == size
        held += cards(g, s)
    assert len(set(held)) == len(held)
    assert deck_size(g) == 24 - players * size
    assert set(held) <= set(ALL_CARDS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seat_sees_every_hand_but_its_own_at_set_up(players):
    """Step 4: "the only hands you should see are the other players'"."""
    g = new(players, seed=3)
    for s in range(players):
        assert own(g, s) == [None] * HANDS[players]
        for o in range(players):
            if o != s:
                assert None not in player(g, o, s)["hand"]
        assert player(g, s, None)["hand"] is None  # a spectator sees no hand


def test_first_player_is_seat_0_without_characters():
    """Ruling (rules.py): without characters (the first game) seat 0 starts; play goes on by
    seat number (clockwise)."""
    for players in (2, 3, 4):
        g = new(players, seed=2)
        assert turn(g) == 0 and view(g)["to_act"] == [0]


@pytest.mark.parametrize(
    ("characters", "first"),
    [
        ("toby,lestrade", 1),  # Lestrade is number 1
        ("lestrade,toby", 0),
        ("hudson,wiggins,baynes", 2),  # Baynes 3 < Wiggins 16 < Hudson 17
        ("morstan,irene_adler,blackwell,stoner", 1),  # Irene Adler 9
        ("toby,hudson,wiggins,langdale_pike", 3),  # Langdale Pike 15
    ],
)
def test_first_player_is_the_lowest_character_number(characters, first):
    """Step 6: the player whose character card has the lowest number starts."""
    players = characters.count(",") + 1
    g = new(players, options={"characters": characters})
    assert turn(g) == first
    assert [p["character"] for p in view(g)["players"]] == characters.split(",")


def test_random_characters_are_distinct_and_the_lowest_number_starts():
    for seed in range(10):
        g = new(4, seed=seed, options={"characters": "random"})
        chars = [p["character"] for p in view(g)["players"]]
        assert len(set(chars)) == 4 and None not in chars
        orders = [CHARACTERS[CHAR_INDEX[c]]["order"] for c in chars]
        assert turn(g) == orders.index(min(orders))


def test_play_goes_on_by_seat_number_from_the_first_player():
    """After the first player, play passes to the next seat (to the left), wrapping."""
    g = start(
        3,
        characters="toby,wiggins,baynes",
        hands=[["track-1"], ["track-2"], ["track-3", "track-4"]],
    )
    assert turn(g) == 2
    play(g, 2, "track-3", "suspect")
    assert turn(g) == 0
    play(g, 0, "track-1", "suspect")
    assert turn(g) == 1


def test_stoner_raises_the_impossibles_limit_at_set_up():
    g = new(2, options={"case": 5, "characters": "stoner,toby"})
    assert impossible(g)["limit"] == CASES[5][1] + 1


# -- scenarios ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_scenarios_deck_is_the_next_cards_drawn_never_dealt(players):
    """scenario.py: ``"deck": [...]  # the next cards drawn``. A hand the scenario leaves out
    is dealt from the other cards (an audit found it dealt from the top of the deck, so the
    scenario's deck went to seat 0); the first card drawn is then the deck's first card."""
    hands = [None] + [[f"track-{s}"] for s in range(1, players)]
    top = ["clue-6", "document-6", "witness-6"]
    g = start(players, hands=hands, deck=top, first=0)
    assert len(cards(g, 0)) == HANDS[players]
    assert not set(top) & set(cards(g, 0))
    assert deck_size(g) == 24 - HANDS[players] - (players - 1)
    eliminate(g, 0, 0)
    assert cards(g, 0)[-1] == "clue-6"
    eliminate(g, 1, 0)
    assert cards(g, 1) == ["document-6"]
