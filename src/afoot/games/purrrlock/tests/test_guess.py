"""The Guess action: suspect only, hour only or both; right only when everything named is right;
1 token for one detail, 2 for both, always the leftmost (P1); a right guess ends the
investigation (P9: face up on the board, leads and dead ends discarded, a new one drawn and
seeded); a wrong one forfeits the cleanup draw (P4) and tells nothing more.
"""

from __future__ import annotations

import pytest

from afoot.games.purrrlock.testing import (
    answers,
    cards_in_play,
    end,
    events,
    guess,
    guess_right,
    hand,
    kinds,
    player,
    secret,
    show,
    start,
    trail,
    turn,
    view,
)

TRAIL = ["up:1", "down:3", "up:2", "furriarty", "down:2"]
DECK = ["frog-7", "dog-6", "rat-9", "crow-1", "crow-2"]


def game(players=2, trail=TRAIL, **more):
    invs = ["dog-5", "rat-12", "goose-3", "crow-8", "frog-10"][:players]
    hands = [["goose-9", "goose-10", "crow-11", "crow-12"]]
    hands += [[f"{s}-{h}" for h in (1, 2)] for s in ("dog", "rat", "frog", "crow")][: players - 1]
    return start(
        players,
        investigations=more.pop("investigations", invs),
        hands=more.pop("hands", hands),
        deck=more.pop("deck", DECK),
        trail=trail,
        **more,
    )


@pytest.mark.parametrize(
    ("suspect", "hour", "right", "tokens"),
    [
        ("dog", None, True, 1),  # suspect only, right
        (None, 5, True, 1),  # hour only, right
        ("dog", 5, True, 2),  # both right
        ("rat", None, False, 0),
        (None, 6, False, 0),
        ("dog", 6, False, 0),  # suspect right, hour wrong: wrong
        ("rat", 5, False, 0),  # hour right, suspect wrong: wrong
        ("rat", 6, False, 0),
    ],
)
def test_guess_outcomes_suspect_hour_both(suspect, hour, right, tokens):
    """ "los otros jugadores solo pueden decirle que está en lo correcto si adivinó ambos
    detalles correctamente"; 1 token for one detail, the 2 leftmost for both."""
    g = game()
    got = guess(g, 0, suspect, hour)
    assert got[0] == {
        "type": "guessed",
        "seat": 0,
        "suspect": suspect,
        "hour": hour,
        "paws": False,
        "right": right,
    }
    me = player(g, 0, 0)
    if right:
        assert me["tokens_face_up"] == [1]
        assert me["tokens_face_down"] == tokens - 1
        assert me["face_down_values"] == [3] * (tokens - 1)
        assert trail(g) == ["down", "up:2", "furriarty", "down"][tokens - 1 :]
        assert me["completed"] == ["dog-5"]
        assert turn(g)["guessed_wrong"] is False
    else:
        assert me["tokens_face_up"] == [] and me["tokens_face_down"] == 0
        assert trail(g) == ["up:1", "down", "up:2", "furriarty", "down"]
        assert me["completed"] == []
        assert me["wrong_guesses"] == [{"suspect": suspect, "hour": hour}]
        assert turn(g)["guessed_wrong"] is True
        # a wrong answer says nothing about which detail was wrong
        assert [e["type"] for e in got] == ["guessed"]
        assert secret(g, 0) == "dog-5"


def test_tokens_are_collected_from_the_left_p1():
    """P1: "la ficha ... que está más a la izquierda en el camino, más cerca del inicio"; the
    collector alone sees a face-down token's value, the others only count it."""
    g = game()
    guess(g, 0, None, 5)  # 1 token: up:1
    assert player(g, 0, None)["tokens_face_up"] == [1]
    assert trail(g) == ["down", "up:2", "furriarty", "down"]
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    end(g, 0)
    guess_right(g, 1, "both")  # 2 tokens: down:3 and up:2
    assert trail(g) == ["furriarty", "down"]
    assert player(g, 1, 1)["tokens_face_up"] == [2]
    assert player(g, 1, 1)["face_down_values"] == [3]
    for viewer in (0, None):
        other = player(g, 1, viewer)
        assert other["tokens_face_up"] == [2]
        assert other["tokens_face_down"] == 1
        assert other["face_down_values"] is None
    (seen_by_1,) = [e for e in events(g, 1, "collected") if e["seat"] == 1]
    (seen_by_0,) = [e for e in events(g, 0, "collected") if e["seat"] == 1]
    assert seen_by_1 == {
        "type": "collected",
        "seat": 1,
        "face_up": [2],
        "face_down": 1,
        "face_down_values": [3],
    }
    assert seen_by_0 == {"type": "collected", "seat": 1, "face_up": [2], "face_down": 1}
    assert cards_in_play(g) == 60


def test_right_guess_ends_the_investigation_p9():
    """P9: the card goes face up on the board; the leads and dead ends go to the discard pile;
    a new investigation is drawn (seen by the others only) and seeded with 2 cards."""
    g = game()
    show(g, 0, "goose-9")
    show(g, 0, "crow-11")
    got = guess(g, 0, "dog", 5)
    assert [e["type"] for e in got] == [
        "guessed",
        "collected",
        "solved",
        "new_investigation",
        "answered",
        "answered",
    ]
    assert got[2] == {
        "type": "solved",
        "seat": 0,
        "card": "dog-5",
        "discarded": ["goose-9", "crow-11"],
    }
    assert got[3] == {"type": "new_investigation", "seat": 0}  # seat 0 does not see it
    assert events(g, 1, "new_investigation") == [
        {"type": "new_investigation", "seat": 0, "card": "frog-7"}
    ]
    # seeded from the top of the deck: frog-7 vs dog-6 adjacent hour, vs rat-9 neither
    assert answers(g, seeding=True)[-2:] == [(0, "dog-6", "lead"), (0, "rat-9", "dead_end")]
    for viewer in (None, 0, 1):
        p = player(g, 0, viewer)
        assert p["completed"] == ["dog-5"]  # face up: the owner sees it too
        assert p["leads"] == ["dog-6"]
        assert p["dead_ends"] == ["rat-9"]
        assert p["investigation"] == ("frog-7" if viewer == 1 else None)
    assert view(g, None)["discard"] == ["goose-9", "crow-11"]
    assert secret(g, 0) == "frog-7"
    assert cards_in_play(g) == 60
    # a new investigation gives a new "Paws!" chance only to who has not called it
    assert 0 in g.to_act


def test_wrong_guesses_are_public_and_reset_by_a_new_investigation_p9():
    g = game()
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    guess(g, 0, "rat", None)
    assert player(g, 0, 1)["wrong_guesses"] == [{"suspect": "rat", "hour": None}]
    assert player(g, 0, 0)["wrong_guesses"] == [{"suspect": "rat", "hour": None}]
    end(g, 0)
    show(g, 1, "dog-1")
    show(g, 1, "dog-2")
    end(g, 1)
    guess(g, 0, "dog", 5)
    assert player(g, 0, None)["wrong_guesses"] == []


def test_guess_right_before_investigating_investigates_the_new_case_p9():
    """A right guess first: the turn's Investigate is then about the new investigation."""
    g = game()
    guess(g, 0, "dog")
    assert secret(g, 0) == "frog-7"
    assert turn(g)["shown"] == 0 and turn(g)["to_show"] == 2
    show(g, 0, "crow-11")  # frog-7: dead end
    show(g, 0, "goose-9")  # dead end
    p = player(g, 0)
    assert p["leads"] == ["dog-6"]
    assert p["dead_ends"] == ["rat-9", "crow-11", "goose-9"]
    assert kinds(g, 0) == {"end_turn", "paws"}  # no second guess
    end(g, 0)
    assert hand(g, 0) == ["crow-1", "crow-2"]


def test_guess_right_after_investigating_p9():
    g = game()
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    guess(g, 0, None, 5)
    assert turn(g)["shown"] == 2
    assert player(g, 0)["leads"] == ["dog-6"]  # only the seeds of the new case
    end(g, 0)
    assert turn(g)["seat"] == 1


def test_three_players_collect_in_trail_order_p1():
    g = game(players=3, trail=["down:1", "down:2", "down:3", "up:1", "furriarty"])
    guess_right(g, 0, "suspect")
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    end(g, 0)
    guess_right(g, 1, "both")
    assert [player(g, s, s)["face_down_values"] for s in (0, 1)] == [[1], [2, 3]]
    assert trail(g) == ["up:1", "furriarty"]
