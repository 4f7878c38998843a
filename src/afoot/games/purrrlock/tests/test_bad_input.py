"""Bad input: every illegal action raises IllegalAction with one clear line (what is wrong and
what is allowed) and leaves the game exactly as it was (state hash, views, log, legal actions);
bad player counts raise InvalidOption; bad scenarios InvalidScenario.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.games.purrrlock.testing import (
    end,
    guess,
    new,
    paws,
    refused,
    show,
    start,
    turn,
)

HANDS = [["dog-9", "frog-1", "rat-5", "crow-4"], ["crow-3", "goose-6"], ["frog-2", "frog-3"]]
SUSPECTS_ALLOWED = "a guess names a suspect (dog, rat, goose, crow, frog), an hour (1-12) or both"


def game(paws_used=(False, False, True)):
    """Seat 0 to act; seat 1 may call "Paws!"; seat 2 has already called it."""
    return start(
        3,
        investigations=["dog-5", "rat-12", "goose-3"],
        hands=HANDS,
        trail=["up:1", "up:2", "furriarty", "down:1"],
        paws=list(paws_used),
    )


# -- actions -----------------------------------------------------------------------------------
def test_show_a_card_not_in_hand():
    g = game()
    msg = refused(g, 0, {"type": "show", "card": "dog-1"})
    assert msg == "dog-1 is not in your hand (your hand: dog-9, rat-5, crow-4, frog-1)"
    msg = refused(g, 0, {"type": "show", "card": "rat-12"})  # seat 1's investigation
    assert "not in your hand" in msg


def test_show_a_card_that_does_not_exist():
    g = game()
    for card in ("cat-3", "dog-13", "dog-0", "Dog-5", ""):
        msg = refused(g, 0, {"type": "show", "card": card})
        assert msg == f"no card {card!r}; cards are <suspect>-<hour>, e.g. dog-12"


def test_show_out_of_turn():
    g = game()
    msg = refused(g, 1, {"type": "show", "card": "crow-3"})
    assert msg == 'it is seat 0\'s turn; out of turn you may only call "Paws!"'
    msg = refused(g, 2, {"type": "show", "card": "frog-2"})  # seat 2 may do nothing now
    assert msg == "it is not seat 2's turn to act (waiting for seat 0, 1)"


def test_guess_out_of_turn_without_paws_p5():
    g = game()
    msg = refused(g, 1, {"type": "guess", "suspect": "rat", "hour": 12})
    assert msg == (
        'it is seat 0\'s turn: to guess out of turn, call "Paws!" first (once per game, -1 VP)'
    )
    assert "not seat 2's turn" in refused(g, 2, {"type": "guess", "suspect": "goose"})


def test_a_second_paws_p5():
    g = game()
    paws(g, 1)
    guess(g, 1, "dog")
    assert "not seat 1's turn" in refused(g, 1, {"type": "paws"})
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    end(g, 0)
    assert turn(g)["seat"] == 1
    msg = refused(g, 1, {"type": "paws"})
    assert msg == '"Paws!" is once per game and you have already called it'


def test_guess_twice_in_a_turn():
    g = game()
    guess(g, 0, "rat")
    msg = refused(g, 0, {"type": "guess", "suspect": "dog"})
    assert msg == 'you have already guessed this turn ("Paws!" gives one more guess)'


def test_end_the_action_phase_before_investigating():
    g = game()
    assert refused(g, 0, {"type": "end_turn"}) == "you must investigate first: show 2 more cards"
    show(g, 0, "dog-9")
    assert refused(g, 0, {"type": "end_turn"}) == "you must investigate first: show 1 more card"


def test_end_the_action_phase_out_of_turn():
    g = game()
    msg = refused(g, 1, {"type": "end_turn"})
    assert msg == 'it is seat 0\'s turn; out of turn you may only call "Paws!"'


@pytest.mark.parametrize(
    "fields",
    [
        {"suspect": "cat"},  # unknown suspect
        {"suspect": "Dog"},
        {"suspect": "cat", "hour": 5},
        {"hour": 13},
        {"hour": 0},
        {"hour": -1},
        {"suspect": "dog", "hour": 13},
        {},  # neither detail
        {"suspect": None, "hour": None},
    ],
)
def test_malformed_guess(fields):
    g = game()
    assert refused(g, 0, {"type": "guess", **fields}) == SUSPECTS_ALLOWED
    paws(g, 1)  # the same during a "Paws!" guess
    msg = refused(g, 1, {"type": "guess", **fields})
    assert msg == (
        'after "Paws!" you must guess: a suspect (dog, rat, goose, crow, frog), an hour (1-12) '
        "or both"
    )


KINDS = "actions are objects with a 'type' of: show, guess, paws, end_turn"
GUESS_FIELDS = (
    "'guess' fields: optional suspect (str | null, default null), optional hour (int | null, "
    "default null)"
)


@pytest.mark.parametrize(
    ("action", "detail"),
    [
        (
            {"type": "guess", "hour": "5"},
            f"field `hour` must be int | null, not str; {GUESS_FIELDS}",
        ),
        (
            {"type": "guess", "hour": True},
            f"field `hour` must be int | null, not bool; {GUESS_FIELDS}",
        ),
        (
            {"type": "guess", "suspect": 3},
            f"field `suspect` must be str | null, not int; {GUESS_FIELDS}",
        ),
        ({"type": "show"}, "missing field `card`; 'show' fields: card (str)"),
        (
            {"type": "show", "card": 5},
            "field `card` must be str, not int; 'show' fields: card (str)",
        ),
        ({"type": "fly"}, f"unknown type 'fly'; {KINDS}"),
        ({"card": "dog-9"}, f"missing field `type`; {KINDS}"),
        ("show", f"expected an object, not str; {KINDS}"),
        (None, f"expected an object, not null; {KINDS}"),
    ],
)
def test_malformed_actions(action, detail):
    g = game()
    assert refused(g, 0, action) == f"malformed action {action!r}: {detail}"


def test_paws_naming_another_seat_is_refused_not_called_for_the_sender_p5():
    """P5: "Paws!" is each player's own call ("voltea tu tablero de jugador y llama 'Paws'").
    Seat 1 sending ``{"type": "paws", "seat": 2}`` asks for something no action does: with the
    field dropped it called "Paws!" for seat 1 itself (its once-per-game call and 1 VP gone)."""
    g = game()
    msg = refused(g, 1, {"type": "paws", "seat": 2})
    assert msg == (
        "malformed action {'type': 'paws', 'seat': 2}: unknown field `seat`; "
        "'paws' has no fields but its type"
    )
    assert [p["paws_called"] for p in g.view(None)["players"]] == [False, False, True]
    assert g.to_act == {0, 1}


@pytest.mark.parametrize(
    ("fields", "unknown"),
    [({"suspect": "rat", "Hour": 12}, "Hour"), ({"suspekt": "rat", "hour": 12}, "suspekt")],
)
def test_a_misspelled_guess_field_is_refused_not_a_narrower_guess(fields, unknown):
    """A guess that lost a misspelled detail would still be a legal guess (of the suspect or
    the hour alone), worth fewer tokens and not the one the player meant."""
    g = game()
    action = {"type": "guess", **fields}
    assert refused(g, 0, action) == (
        f"malformed action {action!r}: unknown field `{unknown}`; 'guess' fields: "
        "optional suspect (str | null, default null), optional hour (int | null, default null)"
    )


@pytest.mark.parametrize("seat", [3, -1, "0", None, 1.0, True])
def test_no_such_seat(seat):
    g = game()
    assert refused(g, seat, {"type": "paws"}).startswith(
        f"there is no seat {seat!r}; seats are 0-2"
    )


def test_during_a_paws_guess_only_the_caller_guesses():
    g = game()
    show(g, 0, "dog-9")
    paws(g, 1)
    msg = refused(g, 0, {"type": "show", "card": "frog-1"})
    assert msg == "it is not seat 0's turn to act (waiting for seat 1)"
    msg = refused(g, 1, {"type": "show", "card": "crow-3"})
    assert msg.startswith('after "Paws!" you must guess')
    assert refused(g, 1, {"type": "paws"}).startswith('after "Paws!" you must guess')


def test_no_action_after_the_game_is_over():
    g = game()
    guess(g, 0, "dog", 5)  # up:1 and up:2
    show(g, 0, "dog-9")
    show(g, 0, "frog-1")
    end(g, 0)
    paws(g, 1)
    guess(g, 1, "rat")  # Furriarty
    assert g.is_over
    for seat in range(3):
        assert refused(g, seat, {"type": "paws"}) == "the game is over; no action is legal"


# -- player counts -----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [0, 1, 6, 9])
def test_player_count_outside_2_to_5(players):
    with pytest.raises(afoot.InvalidOption) as err:
        new(players)
    assert str(err.value) == f"purrrlock is played by 2-5 players, not {players}"


@pytest.mark.parametrize("players", ["3", 2.5, True, None])
def test_player_count_not_a_whole_number(players):
    if players is None:  # None: the game's minimum
        assert afoot.new_game("purrrlock", seed=1).players == 2
        return
    with pytest.raises(afoot.InvalidOption) as err:
        afoot.new_game("purrrlock", players=players, seed=1)
    assert str(err.value) == "players must be a whole number from 2 to 5"


# -- scenarios ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        (
            {"foo": 1},
            "unknown scenario keys ['foo']; keys: trail, investigations, seeding, hands, deck, "
            "discard, paws",
        ),
        (
            {"hands": [["cat-1"], None]},
            "scenario hands[0]: 'cat-1' is no card; cards are <suspect>-<hour>, e.g. dog-12",
        ),
        ({"investigations": ["dog-13", None]}, "scenario investigations: 'dog-13' is no card"),
        ({"deck": [5]}, "scenario deck: 5 is no card"),
        ({"discard": ["dog-0"]}, "scenario discard: 'dog-0' is no card"),
        ({"hands": [["dog-1"], ["dog-1"]]}, "scenario names these cards twice: dog-1"),
        (
            {"investigations": ["dog-1", None], "deck": ["dog-1", "rat-2"], "discard": ["rat-2"]},
            "scenario names these cards twice: dog-1, rat-2",
        ),
        (
            {"investigations": ["dog-1"]},
            "scenario investigations must be a list with one entry per seat (2)",
        ),
        (
            {"hands": [None, None, None]},
            "scenario hands must be a list with one entry per seat (2)",
        ),
        ({"paws": "no"}, "scenario paws must be a list with one entry per seat (2)"),
        ({"hands": ["dog-1", None]}, "scenario hands[0] must be a list of cards or null"),
        ({"deck": "dog-1"}, "scenario deck and discard must be lists of cards"),
        ({"discard": {"dog-1": 1}}, "scenario deck and discard must be lists of cards"),
        ({"paws": [1, 0]}, "scenario paws must be a list of true / false, one per seat"),
        ({"seeding": "no"}, "scenario seeding must be true or false"),
        ({"seeding": 0}, "scenario seeding must be true or false"),
        (
            {"trail": "furriarty"},
            "scenario trail must be a list like ['down:1', 'up:2', 'furriarty']",
        ),
        ({"trail": []}, "scenario trail must hold the Furriarty token exactly once"),
        (
            {"trail": ["up:1", "down:2"]},
            "scenario trail must hold the Furriarty token exactly once",
        ),
        (
            {"trail": ["furriarty", "furriarty"]},
            "scenario trail must hold the Furriarty token exactly once",
        ),
        (
            {"trail": ["sideways:1", "furriarty"]},
            "scenario trail item 'sideways:1': use 'furriarty', 'up:<value>' or 'down:<value>'",
        ),
        ({"trail": ["up:", "furriarty"]}, "scenario trail item 'up:'"),
        ({"trail": [3, "furriarty"]}, "scenario trail item 3"),
        ({"trail": ["up:7", "furriarty"]}, "scenario trail: no paw print of value 7 is left"),
        (
            {"trail": ["up:1"] * 7 + ["furriarty"]},  # only 6 tokens are worth 1
            "scenario trail: no paw print of value 1 is left",
        ),
    ],
)
def test_bad_scenario(scenario, message):
    with pytest.raises(afoot.InvalidScenario) as err:
        new(2, scenario=scenario)
    text = str(err.value)
    assert "\n" not in text
    assert text.startswith(message)


def test_scenario_values_follow_the_option():
    with pytest.raises(afoot.InvalidScenario, match="no paw print of value 3 is left"):
        new(2, options={"paw_values": "2:18"}, scenario={"trail": ["up:3", "furriarty"]})
    g = new(2, options={"paw_values": "2:18"}, scenario={"trail": ["up:2", "furriarty"]})
    assert g.view(None)["trail"] == ["up:2", "furriarty"]


def test_seeding_flag_accepts_true_and_false():
    g = new(2, scenario={"seeding": True})
    assert all(len(p["leads"]) + len(p["dead_ends"]) == 2 for p in g.view(None)["players"])
    g = new(2, scenario={"seeding": False})
    assert all(not p["leads"] and not p["dead_ends"] for p in g.view(None)["players"])
