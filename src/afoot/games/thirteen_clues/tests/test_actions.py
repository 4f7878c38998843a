"""The actions ("Las acciones"). Questioning a witness: the answer is true and computed from
exactly what the answering seat sees (T2): every other mystery, the asker's included, and its
2 screen cards, never its own mystery; a subject is a suit in play or one of the six
categories; the same question may go to different players. Consulting the Secret Informant
shows the card to the consulter only (not at 6 players). Accusing: right wins and ends the
game; wrong ends the turn; an accusation may not name a card the accuser can see (T4)."""

from __future__ import annotations

import pytest

from afoot.games.thirteen_clues.testing import (
    CATEGORIES,
    INFORMANT4,
    MYSTERY4,
    SCREEN4,
    SUITS,
    accuse,
    ask,
    consult,
    count,
    events,
    kinds,
    legal,
    new,
    play,
    refused,
    result,
    turn,
    view,
)

SUBJECTS4 = [*SUITS[:8], *CATEGORIES]


def seen_by(t: int) -> list[str]:
    """What seat t sees at the 4-player table: the other mysteries and its own screen."""
    return [c for u in range(4) if u != t for c in MYSTERY4[u]] + sorted(SCREEN4[t])


# -- questions (T2) --------------------------------------------------------------------------
def test_the_answer_counts_other_mysteries_and_the_screen_never_the_own_mystery():
    g = play(4, first=0, glasses=[5, 1, 1, 1], supply=0)
    # seat 1 sees butcher, library (seat 2's mystery); its own poison is not counted
    assert ask(g, 0, 1, "red") == 2
    # seat 2 sees poison (seat 1's mystery); butcher and library are its own
    assert ask(g, 0, 2, "red") == 1
    # seat 1: dancer (seat 0's, the asker's own mystery), nurse, countess (screen)
    assert ask(g, 0, 1, "female") == 3
    assert ask(g, 0, 3, "close") == 1  # poison; its own sword not counted
    assert ask(g, 0, 3, "indoor") == 2  # library, theater (screen)


@pytest.mark.parametrize("subject", SUBJECTS4)
@pytest.mark.parametrize("to", [1, 2, 3])
def test_every_subject_is_answered_truly(subject, to):
    g = play(4, first=0)
    expected = count(subject, seen_by(to))
    assert ask(g, 0, to, subject) == expected
    q = view(g, 2)["questions"][-1]
    assert q == {
        "seat": 0,
        "to": to,
        "subject": subject,
        "side": None,
        "answer": expected,
        "secret": False,
    }


def test_the_subjects_a_question_may_name():
    g = play(4, first=0)
    subjects = {a["subject"] for a in legal(g, 0) if a["type"] == "question"}
    assert subjects == set(SUBJECTS4)  # 8 suits in play and the 6 categories
    assert {a["to"] for a in legal(g, 0) if a["type"] == "question"} == {1, 2, 3}


def test_the_same_question_to_different_players():
    g = play(4, first=0, glasses=[3, 1, 1, 1], supply=2)
    answers = [ask(g, 0, t, "outdoor") for t in (1, 2, 3)]
    assert answers == [count("outdoor", seen_by(t)) for t in (1, 2, 3)] == [1, 2, 2]
    qs = view(g, None)["questions"]
    assert [(q["to"], q["subject"]) for q in qs] == [(1, "outdoor"), (2, "outdoor"), (3, "outdoor")]


def test_a_question_is_public():
    g = play(4, first=0)
    ask(g, 0, 1, "red")
    for viewer in (None, 0, 1, 2, 3):
        q = [e for e in events(g, viewer) if e["type"] == "question"]
        assert q == [
            {"type": "question", "seat": 0, "to": 1, "subject": "red", "side": None, "answer": 2}
        ]


@pytest.mark.parametrize("players", [3, 5, 6])
def test_answers_are_true_at_every_player_count(players):
    g = play(players, first=0, seed=players)
    for t in range(1, players):
        for subject in ("male", "outdoor", "ranged", "purple"):
            v = view(g, t)
            seen = [c for p in v["players"] if p["mystery"] for c in p["mystery"]]
            seen += v["players"][t]["screen"]
            g2 = play(players, first=0, seed=players)
            assert ask(g2, 0, t, subject) == count(subject, seen)


# -- the Secret Informant --------------------------------------------------------------------
def test_consulting_shows_the_card_to_the_consulter_only():
    g = play(4, first=0)
    assert consult(g, 0, "B") == INFORMANT4[1]
    assert view(g, 0)["informant"]["seen"] == {"B": "sailor"}
    assert view(g, 0)["players"][0]["looked_at"] == ["B"]
    for viewer in (None, 1, 2, 3):
        assert view(g, viewer)["informant"]["seen"] == {}
        assert view(g, viewer)["players"][0]["looked_at"] == ["B"]  # that it looked is public
        ev = [e for e in events(g, viewer) if e["type"] == "consulted"]
        assert ev == [{"type": "consulted", "seat": 0, "letter": "B"}]
        assert "sailor" not in str(g.log(viewer))


def test_an_informant_card_may_be_looked_at_again():
    g = play(4, first=0, glasses=[2, 1, 1, 1], supply=3)
    assert consult(g, 0, "A") == "pistol"
    assert consult(g, 0, "A") == "pistol"
    assert view(g, 0)["players"][0]["looked_at"] == ["A"]


def test_no_informant_at_six_players():
    g = play(6, first=0)
    assert view(g, 0)["informant"] == {"letters": [], "seen": {}}
    assert "consult" not in kinds(g, 0)
    msg = refused(g, 0, {"type": "consult", "letter": "A"})
    assert msg == "there is no Secret Informant at 6 players"


# -- accusations ------------------------------------------------------------------------------
def test_a_right_accusation_wins_and_ends_the_game():
    g = play(4, first=0, glasses=[2, 1, 1, 1], supply=3)
    assert accuse(g, 0, "dancer", "harbor", "rifle")
    assert g.is_over and g.to_act == frozenset()
    res = result(g)
    assert res.scores == (1.0, 0.0, 0.0, 0.0) and res.winners == (0,)
    assert events(g, None)[-1] == {"type": "game_over", "winner": 0}
    assert view(g, 1)["winner"] == 0
    assert view(g, 0)["mysteries"][0] == ["harbor", "rifle", "dancer"] or set(
        view(g, 0)["mysteries"][0]
    ) == {"dancer", "harbor", "rifle"}
    assert legal(g, 0) == [] and legal(g, 1) == []
    assert refused(g, 1, {"type": "question", "to": 0, "subject": "red"}) == (
        "the game is over; no action is legal"
    )


def test_a_wrong_accusation_ends_the_turn_and_the_game_goes_on():
    g = play(4, first=0, glasses=[3, 1, 1, 1], supply=2)
    assert not accuse(g, 0, "dancer", "harbor", "knife")
    assert not g.is_over and g.result() is None and turn(g) == 1
    acc = view(g, 2)["accusations"]
    assert acc == [
        {"seat": 0, "person": "dancer", "location": "harbor", "weapon": "knife", "right": False}
    ]


def test_the_rulebook_example_mary_accuses_twice():
    """ "Mary ... Officer, Market, Pistol: wrong! ... later: Officer, Market, Rifle: YES!"."""
    hands = [
        ["butcher", "library", "poison", "nurse", "museum"],
        ["countess", "park", "sword", "maid", "harbor"],
        ["officer", "market", "rifle", "duke", "parlor"],
    ]
    choices = [
        ("butcher", "library", "poison"),
        ("countess", "park", "sword"),
        ("officer", "market", "rifle"),  # seat 2 gives them to seat 0, Mary
    ]
    g = play(
        3, hands=hands, choices=choices, informant=["pistol"], first=0, glasses=[2, 3, 1], supply=2
    )
    assert not accuse(g, 0, "officer", "market", "pistol")
    assert turn(g) == 1 and view(g, None)["players"][0]["glasses"] == 0
    while turn(g) != 0:
        s = turn(g)
        ask(g, s, (s + 1) % 3, "red")
    assert accuse(g, 0, "officer", "market", "rifle")
    assert result(g).winners == (0,)


def test_an_accusation_may_not_name_a_card_the_accuser_can_see_t4():
    g = play(4, first=0)
    # duke: on seat 1's screen (its mystery); officer: behind seat 0's own screen
    msg = refused(
        g, 0, {"type": "accuse", "person": "duke", "location": "harbor", "weapon": "rifle"}
    )
    assert msg == "you can see duke: an accusation may not name a card you can see (T4)"
    msg = refused(
        g, 0, {"type": "accuse", "person": "officer", "location": "market", "weapon": "rifle"}
    )
    assert msg == "you can see officer, market: an accusation may not name a card you can see (T4)"
    accusable = {
        (a["person"], a["location"], a["weapon"]) for a in legal(g, 0) if a["type"] == "accuse"
    }
    assert len(accusable) == 4 * 4 * 5  # the 13 clues: 4 persons, 4 locations, 5 weapons
    assert {p for p, _, _ in accusable} == {"countess", "maid", "dancer", "sailor"}


def test_an_accusation_may_name_an_informant_card_it_looked_at():
    """Ours (rules.py docstring): the informant cards looked at are not "cards you can see"."""
    g = play(4, first=0, glasses=[2, 1, 1, 1], supply=3)
    assert consult(g, 0, "A") == "pistol"
    assert not accuse(g, 0, "dancer", "harbor", "pistol")


def test_a_wrong_accusation_may_be_repeated():
    g = play(4, first=0)
    assert not accuse(g, 0, "sailor", "plaza", "knife")
    for s in (1, 2, 3):
        ask(g, s, 0, "red")
    assert not accuse(g, 0, "sailor", "plaza", "knife")
    assert len(view(g, None)["accusations"]) == 2


def test_many_accusations_only_the_right_one_wins():
    g = new(3, seed=5)
    for s in range(3):
        a = legal(g, s)[0]
        g.apply(s, a)
    while not g.is_over:
        s = turn(g)
        a = next(x for x in legal(g, s) if x["type"] == "accuse")
        right = accuse(g, s, a["person"], a["location"], a["weapon"])
        assert right == g.is_over
    assert view(g, None)["accusations"][-1]["right"] is True
