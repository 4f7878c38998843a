"""The rulebook's example leads (components-sources (d): an Opportunity 7, a Motive 10, a
Suspect 11), each played to confirmation, also with a card of another icon raising its target
(B3); and a whole winning game built on them (rulebook "Fin del juego")."""

from __future__ import annotations

import pytest

from afoot.games.baker_street.testing import (
    cards,
    confirm,
    drop,
    events,
    holmes,
    impossible,
    legal,
    play,
    result,
    section,
    start,
    track,
    turn,
)

EXAMPLE_LEADS = {
    "suspect": ["suspect-11-document"],
    "motive": ["motive-10-clue"],
    "opportunity": ["opportunity-7-witness"],
}


def run(lead, plays):
    """Two players alternate playing ``plays`` (seat 0 first) under ``lead``; then the next
    seat confirms. Each card starts in the hand of the seat that plays it."""
    hands = [list(plays[0::2]), list(plays[1::2])]
    g = start(2, leads=EXAMPLE_LEADS, hands=hands, deck=[])
    for card in plays:
        seat = turn(g)
        assert {"type": "confirm", "lead": lead} not in legal(g, seat)
        play(g, seat, card, lead)
    return g


@pytest.mark.parametrize(
    ("lead", "plays", "target"),
    [
        ("opportunity", ["witness-3", "witness-4"], 7),
        ("opportunity", ["witness-1", "witness-2", "witness-4"], 7),
        ("motive", ["clue-4", "clue-6"], 10),
        ("suspect", ["document-5", "document-6"], 11),
        ("suspect", ["document-1", "document-2", "document-3", "document-5"], 11),
    ],
)
def test_example_leads_confirmed_with_matching_evidence(lead, plays, target):
    """Investigate with the lead's icon until the evidence equals the lead's value; then any
    player may Confirm it: Holmes moves 1 away from 0."""
    g = run(lead, plays)
    sec = section(g, lead)
    assert sec["value"] == target and sec["evidence"] == sec["target"] == target
    assert sec["cards"] == plays and sec["added"] == []
    seat = turn(g)
    confirm(g, seat, lead)
    assert section(g, lead)["confirmed"] is True
    assert holmes(g) == 16
    assert [e["lead"] for e in events(g, None, "confirmed")] == [lead]


@pytest.mark.parametrize(
    ("lead", "plays", "added", "target"),
    [
        # a track 2 under the witness Opportunity 7: its target becomes 9
        ("opportunity", ["track-2", "witness-3", "witness-6"], ["track-2"], 9),
        # a document 1 under the clue Motive 10: 11
        ("motive", ["document-1", "clue-5", "clue-6"], ["document-1"], 11),
        # a witness 2 and a clue 1 under the document Suspect 11: 14
        (
            "suspect",
            ["witness-2", "document-6", "clue-1", "document-4", "document-3", "document-1"],
            ["witness-2", "clue-1"],
            14,
        ),
    ],
)
def test_example_leads_with_a_card_of_another_icon_raising_the_target_b3(
    lead, plays, added, target
):
    """B3: "if the icon does not match the lead, the card's number is added to the evidence
    required to confirm the lead"; the lead is confirmed at the raised target."""
    g = run(lead, plays)
    sec = section(g, lead)
    assert sec["added"] == added
    assert sec["target"] == sec["value"] + sum(int(c.split("-")[1]) for c in added) == target
    assert sec["evidence"] == target
    confirm(g, turn(g), lead)
    assert section(g, lead)["confirmed"] is True


def test_one_more_matching_point_kills_the_example_lead_b3():
    """The Opportunity 7 with 6 evidence: a witness 2 makes 8 > 7, a dead lead."""
    g = start(
        2,
        leads={"opportunity": ["opportunity-7-witness", "opportunity-8-clue"]},
        hands=[["witness-2"], ["track-1"]],
        evidence={"opportunity": ["witness-6"]},
    )
    play(g, 0, "witness-2", "opportunity")
    assert section(g, "opportunity")["card"] == "opportunity-8-clue"
    assert impossible(g)["leads"] == ["opportunity-7-witness"]


def test_a_whole_winning_game_on_the_example_leads():
    """Rulebook, "Fin del juego": the players win when the third and last lead is confirmed
    with the investigation marker on space 20. Case 1 (Holmes 15, the Impossible holds 4):
    the suspect lead takes a track 2 (target 13); five eliminations make exactly 20, the fifth
    one beyond the Impossible's limit (Holmes -1)."""
    g = start(
        2,
        leads=EXAMPLE_LEADS,
        hands=[
            ["track-2", "document-5", "clue-4", "witness-3", "witness-6", "witness-2"],
            ["document-6", "document-2", "clue-6", "witness-4", "witness-5", "track-4"],
        ],
        deck=["track-3"],  # seat 0 draws it on its first play
    )
    script = [
        (0, "play", "track-2", "suspect"),  # target 13
        (1, "play", "document-6", "suspect"),
        (0, "play", "document-5", "suspect"),
        (1, "play", "document-2", "suspect"),  # 13 of 13
        (0, "confirm", "", "suspect"),  # Holmes 16
        (1, "play", "clue-6", "motive"),
        (0, "play", "clue-4", "motive"),  # 10 of 10
        (1, "confirm", "", "motive"),  # Holmes 17
        (0, "play", "witness-3", "opportunity"),
        (1, "play", "witness-4", "opportunity"),  # 7 of 7
        (0, "drop", "witness-6", ""),  # track 6
        (1, "drop", "witness-5", ""),  # 11
        (0, "drop", "witness-2", ""),  # 13
        (1, "drop", "track-4", ""),  # 17: the Impossible is full (4)
        (0, "drop", "track-3", ""),  # 20: the 5th card, Holmes 16
    ]
    for seat, kind, card, lead in script:
        assert turn(g) == seat
        if kind == "play":
            play(g, seat, card, lead)
        elif kind == "confirm":
            confirm(g, seat, lead)
        else:
            drop(g, seat, card)
        assert not g.is_over
    assert "track-3" not in cards(g, 0)
    assert (track(g), holmes(g), impossible(g)["count"]) == (20, 16, 5)
    # B3: the suspect lead's 4 cards lie face down; the log says what they made
    assert (section(g, "suspect")["hidden"], section(g, "suspect")["target"]) == (4, None)
    last = [e for e in events(g, None, "investigated") if e["lead"] == "suspect"][-1]
    assert last["evidence"] == last["target"] == 13
    confirm(g, 1, "opportunity")
    assert g.is_over
    res = result(g)
    assert res.scores == (1.0, 1.0) and res.winners == (0, 1)
    assert res.details["won"] is True and res.details["track"] == 20
    assert res.details["confirmed"] == ["suspect", "motive", "opportunity"]
    assert res.details["holmes"] == 17
    assert res.reason == (
        "the team wins: three leads confirmed with the investigation track at exactly 20"
    )
    assert events(g, None, "game_over")[-1]["won"] is True
    assert g.legal_actions(0) == g.legal_actions(1) == []
