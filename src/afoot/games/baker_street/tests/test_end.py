"""The end of the game (rulebook "Fin del juego", B4): the win, and the four ways to lose:
Holmes reaches 0, the track passes 20, the last lead of a section goes to the Impossible
(by Pursue and by a dead lead), the third lead confirmed with the track not at 20."""

from __future__ import annotations

import pytest

from afoot.games.baker_street.testing import (
    assist,
    confirm,
    drop,
    events,
    holmes,
    impossible,
    kinds,
    play,
    pursue,
    refused,
    result,
    section,
    start,
    track,
)

LEADS = {
    "suspect": ["suspect-11-document", "suspect-12-track", "suspect-13-witness"],
    "motive": ["motive-10-clue", "motive-9-witness", "motive-9-track"],
    "opportunity": ["opportunity-7-witness", "opportunity-8-clue", "opportunity-8-document"],
}
HANDS = [
    ["witness-1", "clue-1", "track-1", "document-1", "witness-6", "clue-6"],
    ["witness-2", "clue-2", "track-3", "document-2", "witness-5", "clue-5"],
]
TWENTY = ["track-6", "track-5", "track-4", "document-3", "document-2"]  # 20


def game(**more):
    more.setdefault("leads", LEADS)
    more.setdefault("hands", [list(h) for h in HANDS])
    return start(2, **more)


def lost(g, reason):
    assert g.is_over
    res = result(g)
    assert res.scores == (0.0, 0.0) and res.winners == () and not res.draw
    assert res.details["won"] is False
    assert res.reason == "Holmes wins: " + reason
    assert events(g, None, "game_over")[-1] == {"type": "game_over", "won": False, "reason": reason}
    assert g.legal_actions(0) == g.legal_actions(1) == []
    assert refused(g, 0, {"type": "pursue", "lead": "motive"}) == (
        "the game is over; no action is legal"
    )
    return res


def test_win_third_confirm_with_the_track_at_exactly_20():
    g = game(
        hands=[["witness-1"], ["clue-1"]],
        confirmed=["suspect", "motive"],
        impossible=TWENTY,
        evidence={"opportunity": ["witness-3", "witness-4"]},
    )
    assert track(g) == 20 and not g.is_over
    confirm(g, 0, "opportunity")
    res = result(g)
    assert res.scores == (1.0, 1.0) and res.winners == (0, 1)
    assert res.details["won"] is True and res.details["holmes"] == 16
    assert events(g, None, "game_over") == [
        {
            "type": "game_over",
            "won": True,
            "reason": "three leads confirmed with the investigation track at exactly 20",
        }
    ]


def test_the_track_at_20_with_leads_left_goes_on():
    g = game(impossible=["track-6", "track-5", "track-4"])
    drop(g, 0, "witness-1")  # 16
    drop(g, 1, "track-3")  # 19
    drop(g, 0, "track-1")  # 20: not over, two leads to confirm
    assert track(g) == 20 and not g.is_over


@pytest.mark.parametrize("at", [0, 14, 19])
def test_third_confirm_not_at_20_loses_b4(at):
    """B4: confirming the third lead with the track not at exactly 20 ends the game in
    defeat; the engine allows the action and reports the loss."""
    imp = {0: [], 14: ["track-6", "track-5", "document-3"], 19: [*TWENTY[:4], "document-1"]}[at]
    hands = [[c for c in h if c not in imp] for h in HANDS]
    g = game(
        hands=hands,
        confirmed=["suspect", "opportunity"],
        impossible=imp,
        evidence={"motive": ["clue-4"]},
    )
    assert track(g) == at
    play(g, 0, "clue-6", "motive")  # 10 of 10
    assert "confirm" in kinds(g, 1)  # allowed (B4) ...
    got = confirm(g, 1, "motive")
    assert [e["type"] for e in got] == ["confirmed", "holmes", "game_over"]
    res = lost(g, f"the third lead was confirmed with the track at {at}, not 20")  # ... and lost
    assert res.details["confirmed"] == ["suspect", "motive", "opportunity"]
    assert res.details["track"] == at


def test_holmes_reaching_0_by_an_assist_loses_b2():
    g = game(holmes=1)
    got = assist(g, 0, 1, value=2)
    assert holmes(g) == 0
    assert [e["type"] for e in got] == ["assisted", "holmes", "game_over"]
    lost(g, "Holmes solved the case first (his marker reached 0)")


def test_holmes_reaching_0_by_an_elimination_beyond_the_limit_loses_b2():
    g = game(holmes=1, case=5, impossible=["track-6"])
    drop(g, 0, "witness-1")  # the 2nd card, limit 1
    assert holmes(g) == 0 and track(g) == 7
    lost(g, "Holmes solved the case first (his marker reached 0)")


def test_holmes_reaching_0_by_a_pursued_lead_beyond_the_limit_loses_b2():
    g = game(holmes=1, case=6, impossible=["track-6"])
    pursue(g, 0, "motive")
    assert holmes(g) == 0 and section(g, "motive")["card"] == "motive-9-witness"
    lost(g, "Holmes solved the case first (his marker reached 0)")


def test_track_passing_20_loses():
    g = game(impossible=["track-6", "track-5", "track-4"])  # 15
    drop(g, 0, "witness-6")  # 21
    assert track(g) == 21
    lost(g, "the investigation track passed 20")


def test_last_lead_of_a_section_pursued_to_the_impossible_loses():
    """Rulebook: "the last card of any lead section is discarded to the Impossible for any
    reason" (B1: 3 leads a section)."""
    g = game(deck=[])
    pursue(g, 0, "suspect")
    pursue(g, 1, "suspect")
    assert section(g, "suspect")["face_down"] == 0 and not g.is_over
    assert section(g, "suspect")["card"] == "suspect-13-witness"
    pursue(g, 0, "suspect")
    assert section(g, "suspect")["card"] is None
    assert impossible(g)["leads"] == LEADS["suspect"]
    lost(g, "the last suspect lead went to the Impossible")


def test_last_lead_of_a_section_dead_by_evidence_loses():
    """... for any reason: here the last opportunity lead dies of too much evidence (B3)."""
    g = game(deck=[], hands=[["document-6", "clue-1"], ["document-5", "clue-2"]])
    pursue(g, 0, "opportunity")
    pursue(g, 1, "opportunity")  # opportunity-8-document is the last
    assert section(g, "opportunity")["card"] == "opportunity-8-document"
    play(g, 0, "document-6", "opportunity")  # 6 of 8
    assert not g.is_over
    got = play(g, 1, "document-5", "opportunity")  # 11 > 8
    assert [e["type"] for e in got] == [
        "investigated",
        "lead_dead",
        "shuffled_into_deck",
        "game_over",
    ]
    assert section(g, "opportunity")["card"] is None
    assert impossible(g)["leads"] == LEADS["opportunity"]
    lost(g, "the last opportunity lead went to the Impossible")
