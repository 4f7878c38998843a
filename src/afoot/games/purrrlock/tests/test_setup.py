"""Set-up ("Preparar"): the trail per player count (P1), the investigations, the seeding
investigations, the hands (P4), conservation of the 60 cards, and scenarios that stack it.
"""

from __future__ import annotations

import pytest

from afoot.games.purrrlock.testing import (
    ALL_CARDS,
    SETUP_TRAIL,
    cards_in_play,
    events,
    hand,
    new,
    player,
    secret,
    split,
    start,
    trail,
    turn,
    view,
)

PLAYERS = (2, 3, 4, 5)


def rulebook_lead(investigation, card):
    """The rulebook's lead, written out again: same suspect, same hour or adjacent (12~1)."""
    (s1, h1), (s2, h2) = split(investigation), split(card)
    return s1 == s2 or (h1 - h2) % 12 in (0, 1, 11)


# -- P1 the trail ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_trail_layout_per_player_count_p1(players, seed):
    """P1 / set-up 1: face-down, face-up, Furriarty, face-down, in the rulebook's counts;
    the other paw prints stay in the box unseen."""
    left, up, right = SETUP_TRAIL[players]
    g = new(players, seed=seed)
    for viewer in (None, *range(players)):
        t = trail(g, viewer)
        assert t[:left] == ["down"] * left
        assert all(x.startswith("up:") for x in t[left : left + up])
        assert t[left + up] == "furriarty"
        assert t[left + up + 1 :] == ["down"] * right
        assert len(t) == left + up + 1 + right
    v = view(g, None)
    assert v["box"] == 18 - (left + up + right)
    assert v["paw_values"] == [1] * 6 + [2] * 6 + [3] * 6
    # the face-up values really come from the pool: the state agrees with the view
    st = g.state
    shown = [int(x.split(":")[1]) for x in trail(g)[left : left + up]]
    assert shown == [st.values[t] for t in st.trail[left : left + up]]
    assert sorted(st.trail + st.box) == list(range(19))


def test_trail_differs_with_the_seed_and_is_reproducible_p1():
    def layout(seed):
        return [(t, new(5, seed=seed).state.up[t]) for t in new(5, seed=seed).state.trail]

    assert layout(7) == layout(7)
    assert len({tuple(layout(s)) for s in range(1, 9)}) > 1


def test_paw_values_option_feeds_the_trail_p1():
    g = new(4, seed=3, options={"paw_values": "2:18"})
    left, up, _ = SETUP_TRAIL[4]
    assert trail(g)[left : left + up] == ["up:2"] * up
    assert view(g, 0)["paw_values"] == [2] * 18


# -- investigations, seeding, hands (set-up 4-6) ---------------------------------------------
@pytest.mark.parametrize("players", PLAYERS)
def test_hands_4_for_the_first_player_2_for_the_others_p4(players):
    g = new(players, seed=11)
    counts = [p["hand_count"] for p in view(g, None)["players"]]
    assert counts == [4] + [2] * (players - 1)
    for s in range(players):
        assert len(hand(g, s)) == counts[s]
        # a hand is seen by its owner only
        for viewer in (None, *range(players)):
            p = player(g, s, viewer)
            assert (p["hand"] is not None) == (viewer == s)
            if viewer != s:
                assert p["known_hand"] == []
    assert turn(g) == {
        "seat": 0,
        "shown": 0,
        "to_show": 2,
        "guessed": False,
        "guessed_wrong": False,
    }
    assert g.waiting_for == frozenset({0})
    assert g.to_act == frozenset(range(players))  # everyone may still call "Paws!"
    assert view(g, None)["round"] == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_each_investigation_is_seen_by_all_but_its_owner_setup_4(players):
    g = new(players, seed=5)
    cards = {s: secret(g, s) for s in range(players)}
    assert len(set(cards.values())) == players
    for s in range(players):
        assert player(g, s, s)["investigation"] is None
        assert player(g, s, None)["investigation"] is None  # a spectator sees no investigation
        assert player(g, s, s)["has_investigation"] is True
        for viewer in range(players):
            if viewer != s:
                assert player(g, s, viewer)["investigation"] == cards[s]
        assert cards[s] not in hand(g, s)


@pytest.mark.parametrize("players", PLAYERS)
def test_seeding_investigation_2_cards_each_truthful_setup_5_p3(players):
    """Set-up 5: every player draws 2 cards and investigates with them; the answers are true
    and public (set-up itself logs no events: the boards show the answers)."""
    g = new(players, seed=8)
    assert events(g, None) == []
    for s in range(players):
        p = player(g, s, None)
        assert len(p["leads"]) + len(p["dead_ends"]) == 2
        for card in p["leads"]:
            assert rulebook_lead(secret(g, s), card)
        for card in p["dead_ends"]:
            assert not rulebook_lead(secret(g, s), card)
        for viewer in range(players):  # every seat reads the same boards, the owner too
            mine = player(g, s, viewer)
            assert (mine["leads"], mine["dead_ends"]) == (p["leads"], p["dead_ends"])


@pytest.mark.parametrize("players", PLAYERS)
def test_cards_are_conserved_at_set_up(players):
    g = new(players, seed=21)
    assert cards_in_play(g) == 60
    dealt = players + 2 * players + 4 + 2 * (players - 1)
    assert view(g, None)["deck"] == 60 - dealt
    assert view(g, None)["discard"] == []
    seen = []
    for s in range(players):
        p = player(g, s, None)
        seen += hand(g, s) + p["leads"] + p["dead_ends"] + [secret(g, s)]
    assert len(seen) == len(set(seen)) == dealt
    assert set(seen) <= set(ALL_CARDS)


def test_set_up_order_investigations_then_seeding_then_hands():
    """Set-up 4-6 in order: with the next cards of the deck stacked, the 1st goes to seat 0's
    investigation, the 2nd to seat 1's, then 2 seeding cards each, then the hands."""
    order = [
        "dog-1",
        "dog-2",  # investigations
        "rat-1",
        "rat-2",
        "rat-3",
        "rat-4",  # seeding: seat 0, seat 0, seat 1, seat 1
        "goose-1",
        "goose-2",
        "goose-3",
        "goose-4",  # seat 0's hand
        "crow-1",
        "crow-2",  # seat 1's hand
    ]
    g = start(2, seeding=True, deck=order)
    assert [secret(g, 0), secret(g, 1)] == ["dog-1", "dog-2"]
    boards = [(player(g, s)["leads"], player(g, s)["dead_ends"]) for s in (0, 1)]
    assert boards == [
        (["rat-1", "rat-2"], []),  # dog-1: rat-1 same hour, rat-2 adjacent hour
        (["rat-3"], ["rat-4"]),  # dog-2: rat-3 adjacent hour, rat-4 neither
    ]
    assert hand(g, 0) == ["goose-1", "goose-2", "goose-3", "goose-4"]
    assert hand(g, 1) == ["crow-1", "crow-2"]


def test_scenario_places_what_it_names():
    g = start(
        3,
        investigations=["dog-5", None, "frog-12"],
        hands=[["rat-1", "rat-2"], None, []],
        deck=["crow-7", "crow-8", "crow-9"],
        discard=["goose-3"],
        paws=[False, True, False],
        trail=["down:3", "up:2", "furriarty", "down:1"],
    )
    assert secret(g, 0) == "dog-5"
    assert secret(g, 1) == "crow-7"  # drawn from the top of the stacked deck
    assert secret(g, 2) == "frog-12"
    assert hand(g, 0) == ["rat-1", "rat-2"]
    assert hand(g, 1) == ["crow-8", "crow-9"]  # dealt as usual, after the investigations
    assert hand(g, 2) == []
    v = view(g, None)
    assert v["discard"] == ["goose-3"]
    assert [p["paws_called"] for p in v["players"]] == [False, True, False]
    assert g.to_act == frozenset({0, 2})  # seat 1 has used its "Paws!"
    assert trail(g) == ["down", "up:2", "furriarty", "down"]
    assert trail(g, 0) == trail(g)  # face-down values are nobody's to see
    assert v["box"] == 15
    assert cards_in_play(g) == 60
    assert events(g, None) == []  # a scenario set-up logs nothing
