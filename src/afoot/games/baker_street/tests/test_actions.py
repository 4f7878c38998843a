"""The five actions (rulebook "Como se Juega"): Assist (B6), Investigate (B3), Confirm,
Eliminate, Pursue; drawing after every played card (B5: none from an empty deck); the
Impossible's limit (B2: Holmes -1 for every card beyond it); the turn order."""

from __future__ import annotations

import pytest

from afoot.games.baker_street.testing import (
    ALL_CARDS,
    act,
    assist,
    cards,
    cards_in_play,
    confirm,
    deck_size,
    drop,
    hints,
    holmes,
    impossible,
    kinds,
    legal,
    own,
    play,
    pursue,
    refused,
    section,
    start,
    track,
    turn,
    view,
)

LEADS = {
    "suspect": ["suspect-11-document", "suspect-12-track", "suspect-13-witness"],
    "motive": ["motive-10-clue", "motive-9-witness", "motive-9-track"],
    "opportunity": ["opportunity-7-witness", "opportunity-8-clue", "opportunity-8-document"],
}
HAND0 = ["witness-3", "witness-4", "clue-4", "document-5", "track-2", "document-2"]
HAND1 = ["track-3", "clue-3", "track-5", "document-1", "clue-5", "clue-2"]
HANDS3 = (HAND0[:4], HAND1[:4], ["track-1", "clue-1"])  # 3 players: at most 4 cards
ALL_ICONS = ["track", "witness", "clue", "document"]
ALL_VALUES = [1, 2, 3, 4, 5, 6]


def game(hands=(HAND0, HAND1), deck=("track-6", "clue-6", "document-6"), **more):
    more.setdefault("leads", LEADS)
    return start(len(hands), hands=[list(h) for h in hands], deck=list(deck), **more)


# -- Assist (B6) ---------------------------------------------------------------------------------
def test_assist_a_number_names_every_card_of_it_b6():
    """B6: an Assist names every card of the number in the hand; the receiver's view shows
    which slots are 2s (and which are not); Holmes moves 1 towards 0 (B2)."""
    g = game()
    got = assist(g, 0, 1, value=3)
    assert got[0] == {
        "type": "assisted",
        "seat": 0,
        "to": 1,
        "value": 3,
        "icon": None,
        "slots": [0, 1],  # track-3 and clue-3
        "second": False,
    }
    h = hints(g, 1, 1)
    assert h[0] == h[1] == {"values": [3], "icons": ALL_ICONS}
    for i in (2, 3, 4, 5):
        assert h[i] == {"values": [1, 2, 4, 5, 6], "icons": ALL_ICONS}
    assert holmes(g) == 14
    assert own(g, 1) == [None] * 6  # a number alone does not tell the card
    assert turn(g) == 1


def test_assist_an_icon_then_a_number_pins_a_card_b6():
    g = game()
    got = assist(g, 0, 1, icon="clue")
    assert got[0]["slots"] == [1, 4, 5] and got[0]["icon"] == "clue"
    h = hints(g, 1, 1)
    assert [i for i, x in enumerate(h) if x["icons"] == ["clue"]] == [1, 4, 5]
    assert h[0] == {"values": ALL_VALUES, "icons": ["track", "witness", "document"]}
    assist(g, 1, 0, value=4)  # seat 1 tells seat 0 about its 4s
    assist(g, 0, 1, value=5)  # ... and seat 0 tells seat 1 its 5s: slots 2 and 4
    h = hints(g, 1, 1)
    assert h[4] == {"values": [5], "icons": ["clue"]}  # exactly clue-5
    assert h[2] == {"values": [5], "icons": ["track", "witness", "document"]}
    assert h[1] == {"values": [1, 2, 3, 4, 6], "icons": ["clue"]}
    assert holmes(g) == 12


def test_hints_are_public_b6():
    """Everybody hears an Assist: the hints are in every seat's view and the spectator's."""
    g = game(hands=HANDS3)
    assist(g, 0, 1, value=3)
    assert hints(g, 1, 0) == hints(g, 1, 1) == hints(g, 1, 2) == hints(g, 1, None)
    assert hints(g, 1, None)[1] == {"values": [3], "icons": ALL_ICONS}


def test_assist_offers_only_numbers_and_icons_the_hand_holds_b6():
    """B6: an Assist cannot name a number or icon the hand does not hold: seat 1 holds no 4,
    no 6, and (with this hand) every icon."""
    g = game(hands=(HAND0, ["witness-2", "witness-1", "clue-3"]))
    offered = [(a["value"], a["icon"]) for a in legal(g, 0) if a["type"] == "assist"]
    assert sorted(offered, key=str) == sorted(
        [(1, None), (2, None), (3, None), (None, "witness"), (None, "clue")], key=str
    )
    assert all(a["to"] == 1 for a in legal(g, 0) if a["type"] == "assist")
    msg = refused(g, 0, {"type": "assist", "to": 1, "value": 4})
    assert msg.startswith("seat 1 holds no 4 card")
    msg = refused(g, 0, {"type": "assist", "to": 1, "icon": "track"})
    assert msg.startswith("seat 1 holds no track card") and "(B6)" in msg


def test_assist_to_a_seat_with_an_empty_hand_is_not_offered():
    g = game(hands=(HAND0, []), deck=())
    assert "assist" not in kinds(g, 0)


# -- Investigate (B3) -------------------------------------------------------------------------
def test_investigate_matching_icon_adds_to_the_evidence_and_draws_b3():
    g = game()
    got = play(g, 0, "witness-3", "opportunity")  # opportunity-7-witness
    assert got[0] == {
        "type": "investigated",
        "seat": 0,
        "slot": 0,
        "card": "witness-3",
        "lead": "opportunity",
        "matched": True,
        "evidence": 3,
        "target": 7,
    }
    sec = section(g, "opportunity")
    assert (sec["evidence"], sec["target"], sec["cards"], sec["added"]) == (3, 7, ["witness-3"], [])
    # the player drew the deck's top card into a new last slot, unseen by itself
    assert cards(g, 0) == [*HAND0[1:], "track-6"]
    assert own(g, 0) == [None] * 6
    assert got[1] == {"type": "drew", "seat": 0, "slot": 5}
    assert holmes(g) == 15 and track(g) == 0 and turn(g) == 1


def test_investigate_another_icon_raises_the_target_b3():
    """B3: a card of another icon adds its number to the lead's target (its icon ignored)."""
    g = game(evidence={"opportunity": ["witness-5", "witness-2"]})
    assert {"type": "confirm", "lead": "opportunity"} in legal(g, 0)  # 7 of 7
    got = play(g, 0, "clue-4", "opportunity")
    assert got[0]["matched"] is False and got[0]["target"] == 11 and got[0]["evidence"] == 7
    sec = section(g, "opportunity")
    assert (sec["evidence"], sec["target"], sec["added"]) == (7, 11, ["clue-4"])
    assert {"type": "confirm", "lead": "opportunity"} not in legal(g, 1)  # 7 of 11
    drop(g, 1, "track-3")
    play(g, 0, "witness-4", "opportunity")
    sec = section(g, "opportunity")
    assert (sec["evidence"], sec["target"]) == (11, 11)
    assert {"type": "confirm", "lead": "opportunity"} in legal(g, 1)


def test_investigate_up_to_the_target_exactly_keeps_the_lead_b3():
    g = game(evidence={"opportunity": ["witness-2", "witness-1"]})
    play(g, 0, "witness-4", "opportunity")
    sec = section(g, "opportunity")
    assert sec["card"] == "opportunity-7-witness" and sec["evidence"] == sec["target"] == 7


def test_evidence_above_the_target_kills_the_lead_b3():
    """B3: evidence above the target: the lead goes to the Impossible face down, the next one
    is revealed, and every card under it (evidence and added) is shuffled into the deck."""
    g = game(evidence={"opportunity": ["track-1", "witness-5"]})  # target 8, evidence 5
    before = deck_size(g)
    got = play(g, 0, "witness-4", "opportunity")  # 9 > 8
    by_type = {e["type"]: e for e in got}
    assert by_type["lead_dead"] == {
        "type": "lead_dead",
        "lead": "opportunity",
        "card": "opportunity-7-witness",
        "revealed": "opportunity-8-clue",
        "impossible": True,
    }
    assert by_type["shuffled_into_deck"]["cards"] == ["track-1", "witness-4", "witness-5"]
    assert [e["type"] for e in got] == [
        "investigated",
        "lead_dead",
        "shuffled_into_deck",
        "drew",
        "turn",
    ]
    sec = section(g, "opportunity")
    assert sec["card"] == "opportunity-8-clue"
    assert (sec["evidence"], sec["target"], sec["cards"], sec["added"]) == (0, 8, [], [])
    assert sec["face_down"] == 1
    imp = impossible(g)
    assert imp["leads"] == ["opportunity-7-witness"] and imp["evidence"] == []
    assert imp["count"] == 1
    assert deck_size(g) == before + 3 - 1  # the 3 cards back, 1 drawn
    assert track(g) == 0  # a dead lead's value is not added to the track
    assert holmes(g) == 15  # the Impossible holds 1 of 4
    assert cards_in_play(g) == 24


def test_a_dead_lead_beyond_the_impossibles_limit_moves_holmes_b2():
    g = game(case=5, impossible=["track-6"], deck=(), evidence={"opportunity": ["witness-5"]})
    assert holmes(g) == 9 and impossible(g)["limit"] == 1
    play(g, 0, "witness-3", "opportunity")  # 8 > 7: dead; the Impossible's 2nd card
    assert impossible(g)["count"] == 2
    assert holmes(g) == 8


def test_the_evidence_of_a_dead_lead_makes_a_new_deck_when_the_deck_is_empty():
    """Rulebook, Investigate: if the deck is empty, the shuffled cards make a new deck; the
    player then draws from it."""
    hands = (
        ["clue-6", "clue-1", "clue-2", "clue-3", "clue-4", "track-1"],
        [f"document-{v}" for v in range(1, 7)],
    )
    g = empty_deck_game(hands=hands, evidence={"motive": ["clue-5"]})
    assert deck_size(g) == 0
    play(g, 0, "clue-6", "motive")  # 11 > 10
    assert section(g, "motive")["card"] == "motive-9-witness"
    assert deck_size(g) == 1  # clue-5 and clue-6 shuffled in, one drawn
    assert len(cards(g, 0)) == 6
    assert cards_in_play(g) == 24


def test_only_unconfirmed_leads_can_be_investigated():
    g = game(confirmed=["suspect"])
    leads = {a["lead"] for a in legal(g, 0) if a["type"] == "investigate"}
    assert leads == {"motive", "opportunity"}
    msg = refused(g, 0, {"type": "investigate", "slot": 0, "lead": "suspect"})
    assert msg == "the suspect lead is already confirmed"


# -- Confirm -----------------------------------------------------------------------------------
def test_confirm_exactly_the_target_moves_holmes_away_from_0():
    """Confirm: the evidence exactly equals the lead's value (and the cards added to it);
    Holmes moves 1 away from 0 (B2)."""
    g = game(evidence={"opportunity": ["witness-2", "witness-5"]}, first=1)
    assert {"type": "confirm", "lead": "opportunity"} in legal(g, 1)
    got = confirm(g, 1, "opportunity")
    assert got[0] == {
        "type": "confirmed",
        "seat": 1,
        "lead": "opportunity",
        "card": "opportunity-7-witness",
    }
    assert section(g, "opportunity")["confirmed"] is True
    assert holmes(g) == 16
    assert not g.is_over and turn(g) == 0
    # a confirmed lead takes no more evidence, no Confirm, no Pursue
    leads = {a.get("lead") for a in legal(g, 0)}
    assert "opportunity" not in leads
    assert refused(g, 0, {"type": "pursue", "lead": "opportunity"}) == (
        "the opportunity lead is already confirmed"
    )


def test_confirm_with_added_cards_counts_them_in_the_target():
    g = game(deck=(), evidence={"suspect": ["witness-2", "document-6", "document-4", "document-3"]})
    assert section(g, "suspect")["target"] == 13 and section(g, "suspect")["evidence"] == 13
    assert {"type": "confirm", "lead": "suspect"} in legal(g, 0)


@pytest.mark.parametrize(("under", "short"), [(["witness-5"], 2), (["witness-6"], 1), ([], 7)])
def test_confirm_is_refused_unless_the_evidence_is_exactly_the_target(under, short):
    g = game(evidence={"opportunity": under})
    assert {"type": "confirm", "lead": "opportunity"} not in legal(g, 0)
    msg = refused(g, 0, {"type": "confirm", "lead": "opportunity"})
    assert msg == (
        f"the opportunity lead cannot be confirmed: its evidence is {7 - short}, "
        "its target 7 (they must be equal)"
    )


def test_confirm_never_moves_holmes_beyond_the_tracks_end():
    """Ruling (rules.py): a Confirm never moves Holmes beyond holmes_track_max."""
    g = game(evidence={"opportunity": ["witness-2", "witness-5"]}, holmes=20)
    confirm(g, 0, "opportunity")
    assert holmes(g) == 20
    g = game(
        evidence={"opportunity": ["witness-2", "witness-5"]},
        holmes=20,
        options={"holmes_track_max": 25},
    )
    confirm(g, 0, "opportunity")
    assert holmes(g) == 21


# -- Eliminate -------------------------------------------------------------------------------
def test_eliminate_to_the_impossible_the_track_adds_the_number_and_draws():
    g = game()
    got = drop(g, 0, "document-5")
    assert got[0] == {
        "type": "eliminated",
        "seat": 0,
        "slot": 3,
        "card": "document-5",
        "track": 5,
    }
    assert track(g) == 5
    assert impossible(g)["evidence"] == ["document-5"] and impossible(g)["count"] == 1
    assert cards(g, 0)[-1] == "track-6" and len(cards(g, 0)) == 6
    drop(g, 1, "track-5")
    assert track(g) == 10 and impossible(g)["evidence"] == ["document-5", "track-5"]
    assert holmes(g) == 15  # 2 of 4


def test_every_card_beyond_the_impossibles_limit_moves_holmes_b2():
    """B2: every card added to the Impossible beyond the case file's limit moves Holmes 1
    towards 0, evidence and dead leads alike (case 5: limit 1, Holmes 9)."""
    g = game(case=5)
    assert holmes(g) == 9
    drop(g, 0, "witness-3")  # 1 of 1
    assert holmes(g) == 9
    drop(g, 1, "clue-3")  # 2: beyond
    assert holmes(g) == 8
    pursue(g, 0, "suspect")  # 3: a lead counts too
    assert holmes(g) == 7
    drop(g, 1, "document-1")
    assert holmes(g) == 6 and impossible(g)["count"] == 4
    assert track(g) == 7


def test_pursued_leads_count_towards_the_limit_before_evidence_b2():
    g = game(case=3)  # limit 2, Holmes 11
    pursue(g, 0, "suspect")
    pursue(g, 1, "motive")
    assert holmes(g) == 11
    drop(g, 0, "witness-3")
    assert holmes(g) == 10


# -- Pursue ----------------------------------------------------------------------------------
def test_pursue_discards_the_lead_reveals_the_next_and_shuffles_its_evidence_back():
    """Pursue: the top lead to the Impossible (face down), the next one revealed, and every
    card under it (evidence or added) shuffled into the deck; the track does not move."""
    g = game(evidence={"suspect": ["document-4", "clue-1", "witness-1"]})
    before = deck_size(g)
    got = pursue(g, 0, "suspect")
    assert got[0] == {"type": "pursued", "seat": 0, "lead": "suspect"}
    assert got[1]["type"] == "lead_dead" and got[1]["revealed"] == "suspect-12-track"
    assert got[2] == {
        "type": "shuffled_into_deck",
        "cards": ["clue-1", "document-4", "witness-1"],
    }
    sec = section(g, "suspect")
    assert (sec["card"], sec["evidence"], sec["target"], sec["face_down"]) == (
        "suspect-12-track",
        0,
        12,
        1,
    )
    assert deck_size(g) == before + 3  # no card played, none drawn
    assert impossible(g)["leads"] == ["suspect-11-document"]
    assert track(g) == 0 and holmes(g) == 15 and turn(g) == 1
    assert len(cards(g, 0)) == 6
    pursue(g, 1, "suspect")
    assert section(g, "suspect")["card"] == "suspect-13-witness"
    assert section(g, "suspect")["face_down"] == 0


def test_pursue_shuffles_the_whole_deck_and_forgets_known_places():
    """Ruling (rules.py): the whole deck is shuffled, so nobody knows a deck card's place
    afterwards (here Mrs. Hudson's recovered card at the bottom)."""
    g = game(
        characters="hudson,toby",
        impossible=["track-6"],
        evidence={"motive": ["clue-6"]},
        deck=("clue-1", "witness-1"),
    )
    act(g, 0, {"type": "recover", "card": "track-6"})
    assert view(g, 1)["deck_known"] == [{"from_top": deck_size(g) - 1, "card": "track-6"}]
    pursue(g, 1, "motive")
    assert view(g, 0)["deck_known"] == view(g, 1)["deck_known"] == []


# -- drawing (B5) ------------------------------------------------------------------------------
def empty_deck_game(hands=None, evidence=None, **more):
    """An empty deck: the cards not in the hands nor in ``evidence`` are all added under the
    suspect (document) lead, the documents under the opportunity (witness) lead."""
    if hands is None:
        hands = ([f"clue-{v}" for v in range(1, 7)], [f"document-{v}" for v in range(1, 7)])
    evidence = dict(evidence or {})
    used = {c for h in hands for c in h} | {c for cs in evidence.values() for c in cs}
    rest = [c for c in ALL_CARDS if c not in used]
    evidence["suspect"] = [c for c in rest if not c.startswith("document")]
    evidence["opportunity"] = [c for c in rest if c.startswith("document")]
    return game(hands=hands, deck=(), evidence=evidence, **more)


def test_no_draw_from_an_empty_deck_b5():
    """B5: when the deck is empty, play goes on without drawing."""
    g = empty_deck_game()
    assert deck_size(g) == 0
    got = play(g, 0, "clue-1", "motive")
    assert [e["type"] for e in got] == ["investigated", "turn"]
    assert len(cards(g, 0)) == 5
    got = drop(g, 1, "document-2")
    assert [e["type"] for e in got] == ["eliminated", "turn"]
    assert len(cards(g, 1)) == 5 and deck_size(g) == 0
    assert cards_in_play(g) == 24


def test_a_player_with_no_cards_can_still_assist_confirm_or_pursue():
    g = game(hands=([], ["witness-2"]), evidence={"opportunity": ["witness-3", "witness-4"]})
    assert kinds(g, 0) == {"assist", "confirm", "pursue"}


# -- turn order ----------------------------------------------------------------------------
def test_one_action_a_turn_then_the_next_seat():
    """Rulebook: "On your turn you must take 1 of the actions. Passing is not allowed." Then
    the next player clockwise (the next seat)."""
    g = game(hands=HANDS3)
    seen = []
    for _ in range(4):
        seat = turn(g)
        seen.append(seat)
        drop(g, seat, cards(g, seat)[0])
    assert seen == [0, 1, 2, 0]
    assert "pass" not in kinds(g, turn(g))
