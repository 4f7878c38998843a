"""The top-secret variant (T6, 3-6 players, option ``top_secret``): one token each; a question
asked with it is seen, with its answer, only by the asker and the answerer (views and
events); the others see only that a secret question was asked; the glass moves as usual."""

from __future__ import annotations

from afoot.games.thirteen_clues.testing import (
    ask,
    candidates,
    events,
    glasses,
    legal,
    play,
    refused,
    view,
)


def test_one_token_each():
    g = play(4, first=0, top_secret=True)
    assert [p["top_secret"] for p in view(g, None)["players"]] == [True] * 4
    assert {a["secret"] for a in legal(g, 0) if a["type"] == "question"} == {False, True}
    g2 = play(4, first=0)
    assert [p["top_secret"] for p in view(g2, None)["players"]] == [False] * 4
    assert {a["secret"] for a in legal(g2, 0) if a["type"] == "question"} == {False}


def test_a_secret_question_is_seen_by_the_asker_and_answerer_only():
    g = play(4, first=0, top_secret=True)
    assert ask(g, 0, 2, "red", secret=True) == 1
    full = {"seat": 0, "to": 2, "subject": "red", "side": None, "answer": 1}
    for viewer in (0, 2):
        assert view(g, viewer)["questions"] == [{**full, "secret": True}]
        assert [e for e in events(g, viewer) if e["type"] == "question"] == [
            {"type": "question", **full}
        ]
    for other in (None, 1, 3):
        assert view(g, other)["questions"] == [{"seat": 0, "to": 2, "secret": True}]
        assert [e for e in events(g, other) if e["type"] == "question"] == [
            {"type": "question", "seat": 0, "to": 2, "secret": True}
        ]
        assert "red" not in str(view(g, other)["questions"]) and "red" not in str(g.log(other))
    assert glasses(g) == [0, 1, 2, 1]  # the glass goes to the player asked as usual
    assert [p["top_secret"] for p in view(g, 3)["players"]] == [False, True, True, True]


def test_the_token_is_used_once():
    g = play(4, first=0, top_secret=True, glasses=[2, 1, 1, 1], supply=3)
    ask(g, 0, 1, "male", secret=True)
    assert {a["secret"] for a in legal(g, 0) if a["type"] == "question"} == {False}
    msg = refused(g, 0, {"type": "question", "to": 1, "subject": "male", "secret": True})
    assert msg == "you have used your top-secret token"
    ask(g, 0, 1, "male")  # an open question is fine


def test_secret_questions_are_refused_without_the_option():
    g = play(4, first=0)
    msg = refused(g, 0, {"type": "question", "to": 1, "subject": "red", "secret": True})
    assert msg == "top-secret questions are a variant (option top_secret), not on here"


def test_only_the_asker_learns_from_a_secret_answer():
    """A secret zero about white tells seat 0 its mystery has no white card; seat 3 (which does
    not hear it) keeps them (seat 3 sees none of them either)."""
    g = play(4, first=0, top_secret=True)
    assert ask(g, 0, 1, "white", secret=True) == 0
    assert not any("sailor" in c or "plaza" in c for c in candidates(g, 0))
    book3 = candidates(g, 3)
    assert any(p == "sailor" for p, _, _ in book3)
    # seat 2 did not hear it either, and sees no white card: sailor still possible for it
    assert any(p == "sailor" for p, _, _ in candidates(g, 2))
