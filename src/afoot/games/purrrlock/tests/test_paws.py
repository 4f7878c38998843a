"""Calling "Paws!" (P5): once per game, at any decision point of anybody's turn, even between
the two cards of an Investigate; the caller alone then makes one immediate guess; -1 VP at the
end. P9: a right "Paws!" guess ends the investigation like any right guess; a wrong one costs the
cleanup draw only in the caller's own turn.
"""

from __future__ import annotations

from afoot.games.purrrlock.testing import (
    end,
    events,
    guess,
    guess_right,
    hand,
    kinds,
    legal,
    paws,
    pending,
    player,
    refused,
    result,
    secret,
    show,
    start,
    trail,
    turn,
    view,
)

TRAIL = ["up:1", "up:2", "furriarty", "down:3", "down:3"]
DECK = ["frog-7", "dog-6", "rat-9", "crow-1", "crow-2", "crow-3", "crow-4"]


def game(players=3, **more):
    return start(
        players,
        investigations=["dog-5", "rat-12", "goose-3", "crow-8", "frog-10"][:players],
        hands=[
            ["goose-9", "goose-10", "crow-11", "crow-12"],
            ["dog-1", "dog-2"],
            ["rat-1", "rat-2"],
            ["frog-1", "frog-2"],
            ["frog-3", "frog-4"],
        ][:players],
        deck=more.pop("deck", DECK),
        trail=more.pop("trail", TRAIL),
        **more,
    )


def test_every_seat_may_call_paws_the_game_waits_for_the_active_one_p5():
    g = game()
    assert g.waiting_for == frozenset({0})
    assert g.to_act == frozenset({0, 1, 2})
    assert legal(g, 1) == [{"type": "paws"}]
    assert legal(g, 2) == [{"type": "paws"}]
    assert {"type": "paws"} in legal(g, 0)


def test_paws_out_of_turn_the_caller_alone_guesses_p5():
    """ "Puede llamar a Paws incluso cuando no sea su turno": seat 2 interrupts seat 0's turn;
    until its guess nobody else acts."""
    g = game()
    got = paws(g, 2)
    assert got == [{"type": "paws", "seat": 2}]
    assert pending(g) == {"decision": "paws_guess", "seat": 2}
    assert g.to_act == g.waiting_for == frozenset({2})
    assert {a["type"] for a in legal(g, 2)} == {"guess"}
    assert legal(g, 0) == [] and legal(g, 1) == []
    assert "waiting for seat 2" in refused(g, 0, {"type": "show", "card": "goose-9"})
    assert "must guess" in refused(g, 2, {"type": "end_turn"})
    got = guess(g, 2, "goose", 3)  # right: both details, 2 tokens
    assert got[0] == {
        "type": "guessed",
        "seat": 2,
        "suspect": "goose",
        "hour": 3,
        "paws": True,
        "right": True,
    }
    assert player(g, 2, None)["tokens_face_up"] == [1, 2]
    assert trail(g) == ["furriarty", "down", "down"]
    # back to seat 0's turn, as it was; seat 2 cannot call "Paws!" again
    assert pending(g) == {"decision": "action", "seat": 0}
    assert turn(g) == {
        "seat": 0,
        "shown": 0,
        "to_show": 2,
        "guessed": False,
        "guessed_wrong": False,
    }
    assert g.to_act == frozenset({0, 1})
    assert player(g, 2, 0)["paws_called"] is True


def test_paws_between_the_two_cards_of_an_investigate_p5_p8():
    """ "Incluso en medio de la acción de otro jugador"."""
    g = game()
    show(g, 0, "goose-9")
    assert pending(g)["decision"] == "investigate"
    assert legal(g, 1) == [{"type": "paws"}]
    paws(g, 1)
    guess(g, 1, None, 11)  # wrong
    assert pending(g) == {"decision": "investigate", "seat": 0, "card": 2, "of": 2}
    show(g, 0, "goose-10")
    assert turn(g)["shown"] == 2


def test_paws_is_once_per_game_p5():
    g = game()
    paws(g, 1)
    guess(g, 1, "dog")  # wrong
    assert 1 not in g.to_act
    msg = refused(g, 1, {"type": "paws"})
    assert "not seat 1's turn" in msg and "seat 0" in msg
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    end(g, 0)
    # in its own turn seat 1 is offered no second "Paws!"
    assert "paws" not in kinds(g, 1)
    assert (
        refused(g, 1, {"type": "paws"}) == '"Paws!" is once per game and you have already called it'
    )
    # and still its normal guess
    guess_right(g, 1, "suspect")
    assert player(g, 1)["completed"] == ["rat-12"]


def test_paws_in_own_turn_gives_a_guess_beyond_the_normal_one_p5():
    g = game()
    guess(g, 0, "rat")  # the turn's guess, wrong
    paws(g, 0)
    assert pending(g) == {"decision": "paws_guess", "seat": 0}
    guess(g, 0, "dog", 5)  # right
    assert player(g, 0, 0)["completed"] == ["dog-5"]
    assert turn(g)["guessed"] is True


def test_wrong_paws_guess_out_of_turn_costs_no_draw_p9():
    g = game(deck=DECK)
    paws(g, 1)
    guess(g, 1, "dog", 1)  # wrong, in seat 0's turn
    assert turn(g)["guessed_wrong"] is False  # seat 0's draw is safe
    assert player(g, 1)["wrong_guesses"] == [{"suspect": "dog", "hour": 1}]
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    end(g, 0)
    assert hand(g, 0) == ["dog-6", "frog-7"]  # seat 0 drew its 2 (hands in card order)
    # seat 1's own turn: its draw is safe too
    show(g, 1, "dog-1")
    show(g, 1, "dog-2")
    assert turn(g)["guessed_wrong"] is False
    end(g, 1)
    assert hand(g, 1) == ["rat-9", "crow-1"]


def test_wrong_paws_guess_in_own_turn_costs_the_draw_p9():
    g = game(deck=DECK)
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    paws(g, 0)
    guess(g, 0, "rat", 5)  # wrong
    assert turn(g)["guessed_wrong"] is True
    assert turn(g)["guessed"] is False  # the normal guess is still there
    guess(g, 0, "dog", 6)  # wrong again
    assert turn(g)["seat"] == 0  # seats 1 and 2 may still call "Paws!" (P5): no auto-end
    end(g, 0)
    assert turn(g)["seat"] == 1
    assert hand(g, 0) == []
    assert view(g, None)["deck"] == 60 - 3 - 8


def test_right_paws_guess_gives_a_new_investigation_p9():
    g = game()
    show(g, 0, "goose-9")  # seat 0's first card; seat 2 interrupts
    show_events = events(g, None, "answered")
    assert len(show_events) == 1
    paws(g, 2)
    got = guess(g, 2, "goose")  # right: 1 token
    assert [e["type"] for e in got] == [
        "guessed",
        "collected",
        "solved",
        "new_investigation",
        "answered",
        "answered",
    ]
    assert secret(g, 2) == "frog-7"
    assert player(g, 2)["completed"] == ["goose-3"]
    assert player(g, 2)["leads"] == ["dog-6"]
    assert player(g, 2, 0)["tokens_face_up"] == [1]
    # seat 2 has called "Paws!": its new investigation gives no new call
    assert g.to_act == frozenset({0, 1})
    show(g, 0, "goose-10")
    assert player(g, 0)["dead_ends"] == ["goose-9", "goose-10"]


def test_paws_costs_1_vp_at_the_end_p5():
    g = game(players=2, trail=["up:2", "furriarty", "down:1"])
    paws(g, 1)
    guess(g, 1, "rat", 12)  # right: up:2 and Furriarty: caught
    res = result(g)
    assert res is not None
    assert res.scores == (0.0, 4.0)  # 2 + 3 - 1
    assert res.details["paws"] == [False, True]
    assert res.details["tokens"] == [[], [2, 3]]


def test_paws_capture_ends_the_game_mid_turn_p5():
    g = game(trail=["furriarty", "down:3"])
    show(g, 0, "goose-9")
    paws(g, 1)
    guess(g, 1, None, 12)
    assert g.is_over
    assert g.to_act == frozenset()
    assert legal(g, 0) == []
    assert "game is over" in refused(g, 0, {"type": "show", "card": "goose-10"})
    assert result(g).details["caught_by"] == 1


def test_a_seat_without_paws_guesses_out_of_turn_only_with_paws_p5():
    g = game()
    msg = refused(g, 1, {"type": "guess", "suspect": "rat"})
    assert msg == (
        'it is seat 0\'s turn: to guess out of turn, call "Paws!" first (once per game, -1 VP)'
    )
