"""Furriarty's turn and the end of the game: Furriarty swaps with the token to its right, which
turns face up (P2); reaching the end gives one last round, then Furriarty escapes; collecting
Furriarty catches it and ends the game at once; scoring and both tie-breaks (P7); the clue deck
refilled from the discard pile (P6).
"""

from __future__ import annotations

import pytest

from afoot.games.purrrlock.testing import (
    ALL_CARDS,
    SETUP_TRAIL,
    cards_in_play,
    events,
    finish_turn,
    guess,
    guess_right,
    hand,
    play_round,
    player,
    result,
    show,
    start,
    trail,
    turn,
    view,
)

LOW = {"paw_values": "0:6,1:6,2:6"}  # 0-VP tokens make ties easy to build


def game(trail, players=2, **more):
    invs = ["dog-5", "rat-12", "goose-3", "crow-8", "frog-10"][:players]
    return start(players, seed=more.pop("seed", 1), investigations=invs, trail=trail, **more)


# -- P2 Furriarty's turn -----------------------------------------------------------------------
def test_furriarty_swaps_with_the_token_to_its_right_which_turns_face_up_p2():
    g = game(["up:1", "up:2", "furriarty", "down:3", "down:1"])
    assert trail(g) == ["up:1", "up:2", "furriarty", "down", "down"]
    finish_turn(g, 0)
    assert trail(g) == ["up:1", "up:2", "furriarty", "down", "down"]  # not after seat 0
    finish_turn(g, 1)
    assert trail(g) == ["up:1", "up:2", "up:3", "furriarty", "down"]
    assert events(g, None, "furriarty_moved") == [
        {"type": "furriarty_moved", "revealed": 3, "left": 1}
    ]
    assert view(g, None)["round"] == 2 and turn(g)["seat"] == 0
    assert view(g, None)["last_round"] is False


def test_furriarty_moves_after_the_last_seat_in_any_player_count_p2():
    for players in (3, 5):
        g = game(["up:1", "furriarty", "down:2", "down:2"], players=players)
        for seat in range(players - 1):
            finish_turn(g, seat)
            assert trail(g)[1] == "furriarty"
        finish_turn(g, players - 1)
        assert trail(g) == ["up:1", "up:2", "furriarty", "down"]


def test_collecting_tokens_left_of_furriarty_does_not_slow_it_p2():
    g = game(["up:1", "up:2", "furriarty", "down:3"])
    guess_right(g, 0, "both")  # takes both tokens left of Furriarty
    assert trail(g) == ["furriarty", "down"]
    finish_turn(g, 0)
    finish_turn(g, 1)
    assert trail(g) == ["up:3", "furriarty"]
    assert view(g, None)["last_round"] is True


def test_reaching_the_end_gives_one_last_round_then_escape_p2():
    """ "Cuando la ficha de Furriarty llega al final del recorrido ... los jugadores tendrán una
    última ronda ... si nadie ha recibido la ficha de Furriarty, Furriarty escapa"."""
    g = game(["up:1", "up:2", "furriarty", "down:3", "down:1"])
    play_round(g)  # round 1: one token left to pass
    play_round(g)  # round 2: Furriarty reaches the end
    assert trail(g) == ["up:1", "up:2", "up:3", "up:1", "furriarty"]
    assert view(g, None)["last_round"] is True
    assert events(g, None, "last_round") == [{"type": "last_round", "round": 3}]
    assert view(g, None)["round"] == 3 and not g.is_over
    finish_turn(g, 0)
    assert not g.is_over  # the last round is a whole round
    guess(g, 1, "dog")  # wrong: tokens left of Furriarty are no catch anyway
    finish_turn(g, 1)
    assert g.is_over
    res = result(g)
    assert res.winners == ()
    assert res.draw is False
    assert res.details["caught"] is False and res.details["caught_by"] is None
    assert res.reason.startswith("Furriarty escaped: nobody wins")
    (over,) = events(g, None, "game_over")
    assert over["winners"] == [] and over["reason"] == res.reason
    assert g.to_act == frozenset() and g.waiting_for == frozenset()


def test_the_last_round_still_allows_the_catch_p2():
    g = game(["up:1", "furriarty", "down:2"])
    play_round(g)
    assert trail(g) == ["up:1", "up:2", "furriarty"] and view(g, None)["last_round"]
    finish_turn(g, 0)
    guess_right(g, 1, "both")  # up:1 and up:2
    assert trail(g) == ["furriarty"]
    finish_turn(g, 1)
    assert g.is_over and result(g).details["caught"] is False  # nobody took Furriarty


def test_escape_is_at_the_end_of_the_round_not_at_the_start_of_a_turn_p2():
    g = game(["up:1", "furriarty", "down:2"], players=3)
    play_round(g)
    assert view(g, None)["last_round"]
    for seat in (0, 1):
        finish_turn(g, seat)
        assert not g.is_over
    guess_right(g, 2, "suspect")
    assert trail(g) == ["up:2", "furriarty"]
    finish_turn(g, 2)
    assert g.is_over


def test_furriarty_already_at_the_end_last_round_after_first_turn_ruling_7():
    g = game(["up:1", "furriarty"])
    assert view(g, None)["last_round"] is False
    play_round(g)
    assert view(g, None)["last_round"] is True and not g.is_over
    play_round(g)
    assert g.is_over


# -- catching Furriarty ------------------------------------------------------------------------
def test_capture_ends_the_game_at_once_mid_turn():
    """ "Si usas la acción Adivinar para recolectar la ficha de Furriarty ... el juego termina
    inmediatamente": no Investigate, no cleanup, no Furriarty turn."""
    g = game(["furriarty", "down:1"], hands=[["dog-1", "dog-2", "dog-3", "dog-4"], None])
    got = guess(g, 0, "dog")
    assert g.is_over
    assert [e["type"] for e in got] == ["guessed", "collected", "game_over"]
    assert got[1] == {"type": "collected", "seat": 0, "face_up": ["furriarty"], "face_down": 0}
    assert hand(g, 0) == ["dog-1", "dog-2", "dog-3", "dog-4"]  # no cleanup
    assert trail(g) == ["down"]
    res = result(g)
    assert res.winners == (0,)
    assert res.scores == (3.0, 0.0)  # the Furriarty token is worth 3
    assert res.details["caught_by"] == 0
    assert res.details["completed_investigations"] == [1, 0]  # ruling 4: the catch counts
    assert res.details["chief_inspector"] == [0]
    assert res.reason == "Furriarty caught by seat 0; seat 0 is Chief Inspector of Scotland Pound"
    v = view(g, 1)
    assert v["over"] is True and v["winners"] == [0] and v["caught_by"] == 0
    assert v["pending"] is None


def test_capture_with_a_two_token_guess_takes_the_paw_print_and_furriarty():
    g = game(["up:2", "furriarty", "down:1"])
    finish_turn(g, 0)
    guess(g, 1, "rat", 12)
    assert g.is_over
    assert result(g).details["tokens"] == [[], [2, 3]]
    assert result(g).scores == (0.0, 5.0)


def test_two_token_guess_with_furriarty_leftmost_takes_the_token_right_of_it_ruling_4():
    g = game(["furriarty", "down:2", "down:1"])
    guess(g, 0, "dog", 5)
    assert g.is_over
    assert trail(g) == ["down"]
    assert result(g).details["tokens"] == [[3, 2], []]
    assert player(g, 0, 1)["face_down_values"] == [2]  # all revealed at the end (ruling 9)
    assert view(g, 1)["tokens_revealed"] == [[3, 2], []]


def test_one_token_guess_with_a_paw_print_leftmost_is_no_catch():
    g = game(["up:1", "furriarty", "down:3"])
    guess(g, 0, None, 5)
    assert not g.is_over
    assert trail(g) == ["furriarty", "down"]


def test_the_furriarty_token_is_worth_3_whatever_the_paw_values():
    g = game(["up:0", "furriarty"], options={"paw_values": "0:18"})
    guess(g, 0, "dog", 5)
    assert result(g).scores == (3.0, 0.0)


# -- P7 scoring --------------------------------------------------------------------------------
def test_caught_most_vp_wins_even_if_another_caught_furriarty_p7():
    g = game(["up:3", "up:3", "up:1", "furriarty", "down:1"])
    guess_right(g, 0, "both")  # 3 + 3
    finish_turn(g, 0)
    guess_right(g, 1, "both")  # 1 + Furriarty's 3
    res = result(g)
    assert res.scores == (6.0, 4.0)
    assert res.winners == (0,)
    assert res.details["caught_by"] == 1
    assert res.reason == "Furriarty caught by seat 1; seat 0 is Chief Inspector of Scotland Pound"


def test_caught_tie_on_vp_fewest_completed_investigations_wins_p7():
    """ "En caso de empate, el ganador es el jugador con la menor cantidad de Investigaciones
    completadas"."""
    g = game(["up:2", "up:1", "up:0", "furriarty", "down:0", "down:0"], options=LOW)
    guess_right(g, 0, "both")  # 2 + 1, 1 investigation
    finish_turn(g, 0)
    guess_right(g, 1, "suspect")  # 0
    finish_turn(g, 1)
    assert trail(g) == ["up:0", "furriarty", "down"]
    finish_turn(g, 0)
    guess_right(g, 1, "both")  # 0 + Furriarty's 3: 3 VP, 2 investigations
    res = result(g)
    assert res.scores == (3.0, 3.0)
    assert res.details["completed_investigations"] == [1, 2]
    assert res.winners == (0,)
    assert res.reason.endswith("(tied on VP; fewest completed investigations)")


def test_caught_full_tie_is_shared_ruling_5():
    g = game(["up:2", "up:1", "furriarty", "down:0"], options=LOW)
    guess_right(g, 0, "both")  # 3 VP
    finish_turn(g, 0)
    guess_right(g, 1, "suspect")  # Furriarty: 3 VP
    res = result(g)
    assert res.scores == (3.0, 3.0)
    assert res.winners == (0, 1)
    assert res.details["chief_inspector"] == [0, 1]
    assert "seats 0 and 1 are" in res.reason


def test_paws_penalty_decides_the_winner_p7():
    g = game(["up:2", "up:1", "furriarty", "down:0"], options=LOW)
    g.apply(1, {"type": "paws"})
    guess_right(g, 1, "both")  # 3 VP - 1
    finish_turn(g, 0)
    guess_right(g, 1, "suspect")  # Furriarty
    res = result(g)
    assert res.scores == (0.0, 5.0)
    g = game(["up:2", "up:1", "furriarty", "down:0"], options=LOW)
    guess_right(g, 0, "both")  # 3 VP
    finish_turn(g, 0)
    g.apply(1, {"type": "paws"})
    guess_right(g, 1, "suspect")  # 3 - 1
    res = result(g)
    assert res.scores == (3.0, 2.0) and res.winners == (0,)


def test_escaped_nobody_wins_fewest_vp_demoted_p7():
    g = game(["up:1", "up:2", "furriarty", "down:1"])
    guess_right(g, 0, "suspect")  # 1 VP, 1 investigation
    finish_turn(g, 0)
    finish_turn(g, 1)
    play_round(g)
    res = result(g)
    assert res.winners == ()
    assert res.scores == (1.0, 0.0)
    assert res.details["litter_box_inspector"] == [1]
    assert res.details["award"] == "Litter Box Inspector"
    assert res.reason == "Furriarty escaped: nobody wins; seat 1 is demoted to Litter Box Inspector"


def test_escaped_tie_on_vp_most_completed_investigations_demoted_p7():
    """ "En caso de empate, el inspector de la caja de arena es el jugador con las
    investigaciones más completadas"."""
    g = game(["up:1", "up:0", "up:1", "furriarty", "down:2"], options=LOW)
    guess_right(g, 0, "suspect")  # 1 VP, 1 investigation
    finish_turn(g, 0)
    guess_right(g, 1, "suspect")  # 0 VP
    finish_turn(g, 1)
    assert view(g, None)["last_round"] is True
    finish_turn(g, 0)
    guess_right(g, 1, "hour")  # 1 VP, 2 investigations
    finish_turn(g, 1)
    res = result(g)
    assert res.scores == (1.0, 1.0)
    assert res.details["completed_investigations"] == [1, 2]
    assert res.details["litter_box_inspector"] == [1]
    assert res.reason.endswith("(tied on VP; most completed investigations)")


def test_escaped_full_tie_demotes_all_tied_ruling_5():
    g = game(["up:1", "furriarty", "down:1"], players=3)
    play_round(g)
    play_round(g)
    res = result(g)
    assert res.scores == (0.0, 0.0, 0.0)
    assert res.details["litter_box_inspector"] == [0, 1, 2]
    assert "seats 0, 1 and 2 are demoted" in res.reason


# -- P6 deck exhaustion ------------------------------------------------------------------------
def test_empty_deck_reshuffles_the_discard_pile_p6():
    hands = [["dog-1", "dog-2", "dog-3", "dog-4"], ["dog-6", "dog-7"]]
    named = {"dog-5", "rat-12", "frog-11", "frog-12", *hands[0], *hands[1]}
    discard = [c for c in ALL_CARDS if c not in named]
    assert len(discard) == 50
    g = game(
        ["up:1", "furriarty", "down:1"], hands=hands, deck=["frog-11", "frog-12"], discard=discard
    )
    assert view(g, None)["deck"] == 2
    finish_turn(g, 0)  # draws the last 2
    assert hand(g, 0) == ["frog-11", "frog-12"]
    assert view(g, None)["deck"] == 0
    finish_turn(g, 1)  # needs 2: the discard pile becomes the deck
    v = view(g, None)
    (e,) = events(g, None, "reshuffled")
    assert e["cards"] == sorted(discard)
    assert v["epochs"] == 1
    assert v["reshuffled"] == [sorted(discard)]
    assert v["discard"] == []
    assert v["deck"] == 48
    assert set(hand(g, 1)) <= set(discard) and len(hand(g, 1)) == 2
    assert cards_in_play(g) == 60


def test_reshuffle_for_a_new_investigation_includes_the_discarded_leads_p6_p9():
    hands = [["goose-9", "goose-10", "crow-11", "crow-12"], ["dog-6", "dog-7"]]
    named = {"dog-5", "rat-12", *hands[0], *hands[1]}
    # every other card in seat 1's hand: the deck and the discard pile start empty
    g = start(
        2,
        investigations=["dog-5", "rat-12"],
        hands=[hands[0], [c for c in ALL_CARDS if c not in named] + hands[1]],
        trail=["up:1", "up:2", "furriarty", "down:1"],
    )
    assert view(g, None)["deck"] == 0
    show(g, 0, "goose-9")
    show(g, 0, "goose-10")
    got = guess(g, 0, "dog", 5)
    types = [e["type"] for e in got]
    assert types[:3] == ["guessed", "collected", "solved"]
    assert "reshuffled" in types
    (e,) = events(g, None, "reshuffled")
    assert sorted(e["cards"]) == ["goose-10", "goose-9"]  # name order
    # the new investigation is one of them; the other seeds it; nothing is left to draw
    assert player(g, 0, 1)["investigation"] in ("goose-9", "goose-10")
    p = player(g, 0)
    assert len(p["leads"]) + len(p["dead_ends"]) == 1
    assert view(g, None)["deck"] == 0
    assert cards_in_play(g) == 60


def test_deck_and_discard_empty_draw_nothing_ruling_6():
    named = {"dog-5", "rat-12", "dog-1", "dog-2", "dog-3", "dog-4"}
    rest = [c for c in ALL_CARDS if c not in named]
    g = start(
        2,
        investigations=["dog-5", "rat-12"],
        hands=[["dog-1", "dog-2", "dog-3", "dog-4"], rest],
        trail=["up:1", "furriarty", "down:1"],
    )
    finish_turn(g, 0)
    assert hand(g, 0) == []
    assert events(g, None, "drew")[-1] == {"type": "drew", "seat": 0, "count": 0}
    assert cards_in_play(g) == 60


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_game_of_plain_turns_ends_with_an_escape(players):
    """With nobody guessing, Furriarty walks the whole trail: right-side tokens + 1 rounds."""
    g = start(players, seed=players, seeding=True)
    right = SETUP_TRAIL[players][2]
    rounds = 0
    while not g.is_over:
        play_round(g)
        rounds += 1
    assert rounds == right + 1
    assert result(g).details["caught"] is False
    left = SETUP_TRAIL[players][0]
    assert trail(g)[-1] == "furriarty"
    assert trail(g)[:left] == ["down"] * left  # only the tokens Furriarty passed turned up
    assert all(t.startswith("up:") for t in trail(g)[left:-1])
