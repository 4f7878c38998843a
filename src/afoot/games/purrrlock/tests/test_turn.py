"""A turn: the Investigate action and its answers (P3, P8), the action phase (Investigate once,
Guess at most once, either order) and the cleanup phase (P4: pass, or the next player draws;
then draw 2 unless the guess was wrong).
"""

from __future__ import annotations

import pytest

from afoot.games.purrrlock.testing import (
    answers,
    cards_in_play,
    end,
    events,
    finish_turn,
    guess,
    hand,
    investigate,
    kinds,
    legal,
    paws,
    pending,
    play_round,
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
HANDS2 = [["dog-9", "frog-1", "rat-5", "crow-4"], ["crow-3", "goose-6"]]


def game(investigations=("dog-5", "rat-12"), hands=HANDS2, deck=(), players=2, **more):
    return start(
        players,
        investigations=list(investigations),
        hands=[list(h) for h in hands],
        deck=list(deck),
        trail=more.pop("trail", TRAIL),
        **more,
    )


# -- P3 lead / dead end ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("investigation", "card", "answer"),
    [
        ("dog-5", "dog-11", "lead"),  # same suspect
        ("dog-5", "dog-6", "lead"),  # same suspect, adjacent hour
        ("dog-5", "rat-5", "lead"),  # same hour
        ("dog-5", "frog-4", "lead"),  # adjacent hour, earlier
        ("dog-5", "goose-6", "lead"),  # adjacent hour, later
        ("crow-12", "rat-1", "lead"),  # 12 is adjacent to 1
        ("crow-1", "frog-12", "lead"),  # ... and 1 to 12
        ("crow-12", "goose-11", "lead"),
        ("dog-5", "rat-7", "dead_end"),  # two hours away
        ("dog-5", "rat-3", "dead_end"),
        ("crow-12", "rat-2", "dead_end"),  # two hours away across the wrap
        ("crow-1", "frog-11", "dead_end"),
        ("goose-6", "frog-12", "dead_end"),  # opposite on the clock
    ],
)
def test_lead_or_dead_end_answer_p3(investigation, card, answer):
    """P3: a lead has the same suspect, the same hour or an adjacent hour (12 next to 1);
    a dead end none of these. The engine answers, truthfully, for everyone to see."""
    g = game(investigations=(investigation, "rat-12"), hands=[[card, "frog-9"], ["crow-3"]])
    got = show(g, 0, card)
    assert got == [
        {"type": "answered", "seat": 0, "card": card, "answer": answer, "seeding": False}
    ]
    for viewer in (None, 0, 1):
        p = player(g, 0, viewer)
        assert p["leads"] == ([card] if answer == "lead" else [])
        assert p["dead_ends"] == ([card] if answer == "dead_end" else [])
    assert card not in hand(g, 0)


def test_answers_follow_each_players_own_investigation_p3():
    """The same card is a lead for one investigation and a dead end for another."""
    g = game(investigations=("dog-5", "goose-9"), hands=[["rat-4", "frog-8"], ["rat-10", "frog-1"]])
    show(g, 0, "rat-4")
    show(g, 0, "frog-8")
    end(g, 0)
    show(g, 1, "rat-10")
    show(g, 1, "frog-1")
    assert answers(g) == [
        (0, "rat-4", "lead"),
        (0, "frog-8", "dead_end"),
        (1, "rat-10", "lead"),
        (1, "frog-1", "dead_end"),
    ]


# -- P8 the 2 cards one at a time --------------------------------------------------------------
def test_investigate_shows_two_cards_one_at_a_time_p8():
    """P8: after the first card's answer the player picks the second card, from the rest of
    the hand; nothing else (no guess, no end) until then."""
    g = game()
    assert pending(g) == {"decision": "action", "seat": 0}
    show(g, 0, "dog-9")
    assert answers(g) == [(0, "dog-9", "lead")]  # the answer is known before the 2nd card
    assert pending(g) == {"decision": "investigate", "seat": 0, "card": 2, "of": 2}
    assert kinds(g, 0) == {"show", "paws"}
    assert sorted(a["card"] for a in legal(g, 0) if a["type"] == "show") == sorted(
        ["frog-1", "rat-5", "crow-4"]
    )
    assert "second card" in refused(g, 0, {"type": "guess", "suspect": "dog"})
    assert "show 1 more card" in refused(g, 0, {"type": "end_turn"})
    assert "not in your hand" in refused(g, 0, {"type": "show", "card": "dog-9"})
    show(g, 0, "frog-1")
    assert answers(g) == [(0, "dog-9", "lead"), (0, "frog-1", "dead_end")]
    assert turn(g)["shown"] == 2
    assert pending(g) == {"decision": "action", "seat": 0}
    assert kinds(g, 0) == {"guess", "end_turn", "paws"}  # no third card
    assert "already investigated" in refused(g, 0, {"type": "show", "card": "rat-5"})


def test_investigate_is_mandatory_before_ending_the_action_phase():
    """1. Fase de acción: "debes realizar la acción Investigar una vez"."""
    g = game()
    message = refused(g, 0, {"type": "end_turn"})
    assert message == "you must investigate first: show 2 more cards"
    guess(g, 0, "rat")  # wrong, but a guess does not replace the Investigate
    assert "show 2 more cards" in refused(g, 0, {"type": "end_turn"})


def test_a_short_hand_shows_what_it_has_ruling_6():
    """README ruling 6: a hand of 1 card shows 1; an empty hand has no Investigate."""
    g = game(hands=[["dog-9"], []], deck=["frog-5", "frog-6", "frog-7", "frog-8"])
    assert turn(g)["to_show"] == 1
    show(g, 0, "dog-9")
    assert kinds(g, 0) == {"guess", "end_turn", "paws"}
    end(g, 0)  # nothing to pass: seat 1 draws 2 instead, then seat 0 draws 2
    assert hand(g, 1) == ["frog-5", "frog-6"]
    assert hand(g, 0) == ["frog-7", "frog-8"]


# -- the action phase: guess once, before or after investigating --------------------------------
def test_guess_before_investigating():
    """ "Puede realizar estas dos acciones en cualquier orden": guess first, then investigate."""
    g = game()
    guess(g, 0, "rat", 3)  # wrong
    assert turn(g)["guessed"] is True
    assert kinds(g, 0) == {"show", "paws"}  # the second guess is gone, the Investigate is due
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    assert turn(g)["seat"] == 0  # seat 0 may still call "Paws!": it must end the phase itself
    assert kinds(g, 0) == {"end_turn", "paws"}
    end(g, 0)
    assert turn(g)["seat"] == 1


def test_guess_after_investigating():
    g = game()
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    guess(g, 0, "rat", 3)
    assert kinds(g, 0) == {"end_turn", "paws"}
    end(g, 0)
    assert turn(g)["seat"] == 1


def test_guess_only_once_per_turn():
    """ "puedes realizar la acción Adivinar una vez": a second guess is refused (right or not)."""
    g = game()
    guess(g, 0, "rat")
    msg = refused(g, 0, {"type": "guess", "suspect": "dog"})
    assert "already guessed this turn" in msg and "Paws!" in msg
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    assert "already guessed" in refused(g, 0, {"type": "guess", "hour": 5})
    end(g, 0)
    guess(g, 1, "dog")  # the next turn has its own guess
    assert "already guessed" in refused(g, 1, {"type": "guess", "hour": 12})


def test_action_phase_ends_by_itself_when_nothing_is_left_ruling_3():
    """README ruling 3: investigated, guessed and nobody with a "Paws!" left: the cleanup
    follows at once."""
    g = game(paws=[True, True], deck=["frog-5", "frog-6"])
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    assert turn(g)["seat"] == 0
    guess(g, 0, "rat", 2)  # wrong
    assert turn(g)["seat"] == 1
    assert hand(g, 0) == []  # no draw after a wrong guess (P4)


def test_action_phase_waits_while_another_seat_may_call_paws_p5():
    """P5: "Paws!" at any decision point of anybody's turn. The active seat has no "Paws!" left,
    but seat 1 has: after the active seat's guess the turn waits for end_turn, and seat 1 may
    interrupt first."""
    g = game(paws=[True, False], deck=["frog-5", "frog-6"])
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    guess(g, 0, "rat", 2)  # wrong
    assert turn(g)["seat"] == 0
    assert kinds(g, 0) == {"end_turn"}
    assert g.to_act == frozenset({0, 1}) and g.waiting_for == frozenset({0})
    paws(g, 1)
    guess(g, 1, "rat", 11)  # wrong; now nobody may call "Paws!": the turn ends by itself
    assert turn(g)["seat"] == 1
    assert hand(g, 0) == []  # seat 0's wrong guess still costs its draw


def test_last_round_paws_after_the_last_guess_can_still_catch_p5_p2():
    """The case that showed the bug: in the last round the last seat (its "Paws!" spent) takes
    the 2 tokens before Furriarty. Seat 0 still holds "Paws!" and must get the chance to catch
    Furriarty before the round ends and it escapes."""
    g = start(
        2,
        investigations=["dog-5", "rat-12"],
        trail=["up:1", "up:2", "furriarty"],
        paws=[False, True],
    )
    play_round(g)
    assert view(g, None)["last_round"] is True
    finish_turn(g, 0)
    investigate(g, 1)
    guess(g, 1, "rat", 12)  # up:1 and up:2: Furriarty is leftmost
    assert not g.is_over
    assert trail(g) == ["furriarty"]
    assert g.to_act == frozenset({0, 1})
    paws(g, 0)
    guess(g, 0, "dog")
    assert g.is_over
    res = result(g)
    assert res.details["caught_by"] == 0
    assert res.scores == (2.0, 2.0)  # 3 - 1 and 1 + 2 - 1: both called "Paws!"
    assert res.winners == (0, 1)  # and both completed 1 investigation


# -- P4 cleanup --------------------------------------------------------------------------------
def test_cleanup_passes_the_cards_left_clockwise_then_draws_2_p4():
    g = game(
        players=3,
        investigations=("dog-5", "rat-12", "goose-3"),
        hands=[*HANDS2, ["frog-2", "frog-3"]],
        deck=["crow-10", "crow-11"],
    )
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    got = end(g, 0)
    assert hand(g, 1) == ["rat-5", "goose-6", "crow-3", "crow-4"]  # 2 own + 2 passed
    assert hand(g, 0) == ["crow-10", "crow-11"]  # the top 2 of the deck
    assert hand(g, 2) == ["frog-2", "frog-3"]  # untouched
    assert got[0] == {
        "type": "passed",
        "seat": 0,
        "to": 1,
        "count": 2,
        "cards": ["rat-5", "crow-4"],
    }
    assert got[1] == {"type": "drew", "seat": 0, "count": 2, "cards": ["crow-10", "crow-11"]}
    assert turn(g)["seat"] == 1 and turn(g)["to_show"] == 2
    assert cards_in_play(g) == 60


def test_the_passer_knows_the_passed_cards_the_others_do_not_p4():
    g = game(
        players=3,
        investigations=("dog-5", "rat-12", "goose-3"),
        hands=[*HANDS2, ["frog-2", "frog-3"]],
    )
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    end(g, 0)
    assert player(g, 1, 0)["known_hand"] == ["rat-5", "crow-4"]
    assert player(g, 1, 2)["known_hand"] == []
    assert player(g, 1, None)["known_hand"] == []
    assert player(g, 1, 1)["known_hand"] is None  # the owner has its "hand"
    # the events: the passer and the receiver read the cards, seat 2 and spectators a count
    for viewer in (0, 1):
        (e,) = events(g, viewer, "passed")
        assert e["cards"] == ["rat-5", "crow-4"]
    for outsider in (2, None):
        (e,) = events(g, outsider, "passed")
        assert "cards" not in e and e["count"] == 2
    # seat 1 shows one of them: now public; the other stays known to seat 0 only
    show(g, 1, "crow-4")
    assert player(g, 1, 0)["known_hand"] == ["rat-5"]
    assert player(g, 1, 2)["known_hand"] == []


def test_empty_hand_next_player_draws_2_instead_p4():
    """ "Si no tienes cartas de Pista en tu mano para pasar, el siguiente jugador roba
    inmediatamente 2 cartas de Pista en su lugar." Then the passer draws its own 2."""
    g = game(
        hands=[["dog-9", "frog-1"], ["crow-3", "goose-6"]],
        deck=["frog-5", "frog-6", "frog-7", "frog-8"],
    )
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    got = end(g, 0)
    assert [e["type"] for e in got] == ["drew", "drew", "turn"]
    assert hand(g, 1) == ["goose-6", "crow-3", "frog-5", "frog-6"]
    assert hand(g, 0) == ["frog-7", "frog-8"]
    (seat1, seat0) = events(g, 1, "drew")
    assert seat1 == {"type": "drew", "seat": 1, "count": 2, "cards": ["frog-5", "frog-6"]}
    assert seat0 == {"type": "drew", "seat": 0, "count": 2}  # seat 1 does not see seat 0's
    assert player(g, 1, 0)["known_hand"] == []


def test_wrong_guess_no_cleanup_draw_p4():
    """ "si adivinaste incorrectamente en tu acción de Adivinar, no robas estas 2 cartas";
    the pass still happens."""
    g = game(deck=["frog-5", "frog-6"])
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    guess(g, 0, "dog", 6)  # suspect right, hour wrong: wrong
    assert turn(g)["guessed_wrong"] is True
    end(g, 0)
    assert hand(g, 0) == []
    assert hand(g, 1) == ["rat-5", "goose-6", "crow-3", "crow-4"]
    assert view(g, None)["deck"] == 60 - 2 - 6  # nothing drawn
    # next round seat 0 holds only what seat 1 passes
    show(g, 1, "crow-3")
    show(g, 1, "crow-4")
    end(g, 1)
    assert hand(g, 0) == ["rat-5", "goose-6"]
    assert turn(g) == {
        "seat": 0,
        "shown": 0,
        "to_show": 2,
        "guessed": False,
        "guessed_wrong": False,
    }


def test_right_guess_keeps_the_cleanup_draw_p4():
    g = game(deck=["frog-5", "frog-6", "frog-7", "frog-8", "goose-10", "goose-11"])
    guess(g, 0, "dog", 5)  # right; the new investigation and its seeds: frog-5, -6, -7
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    end(g, 0)
    assert hand(g, 0) == ["goose-10", "frog-8"]  # hands are kept in card order


def test_hand_sizes_over_a_round_p4():
    """4 / 2 at the start; each turn shows 2, passes 2, draws 2: 2 after the turn, 4 at its start."""
    g = start(4, seed=3)
    counts = []
    for _ in range(4):
        seat = turn(g)["seat"]
        counts.append(len(hand(g, seat)))
        finish_turn(g, seat)
    assert counts == [4, 4, 4, 4]
    assert [len(hand(g, s)) for s in range(4)] == [4, 2, 2, 2]
    assert view(g, None)["round"] == 2
    assert cards_in_play(g) == 60


def test_play_goes_clockwise_and_a_round_ends_after_the_last_seat():
    g = start(3, seed=4)
    seen = []
    for _ in range(2):
        for _ in range(3):
            seen.append((view(g, None)["round"], turn(g)["seat"]))
            finish_turn(g, turn(g)["seat"])
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert [e["seat"] for e in events(g, None, "turn")] == [1, 2, 0, 1, 2, 0]


def test_players_see_each_others_boards_and_secret_stays_hidden():
    g = start(3, seed=9, seeding=True)
    play_round(g)
    for s in range(3):
        inv = secret(g, s)
        for viewer in range(3):
            shown = player(g, s, viewer)["investigation"]
            assert shown == (None if viewer == s else inv)
