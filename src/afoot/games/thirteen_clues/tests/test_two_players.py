"""Two players ("Reglas adicionales para juegos de 2 jugadores", T5): no magnifying glasses,
one action a turn, and every question names the answerer's left or right screen card, the
only one of its two that it counts (the asker's mystery is the only other it sees)."""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.errors import InvalidOption, InvalidScenario
from afoot.games.thirteen_clues.testing import (
    CATEGORIES,
    INFORMANT2,
    MYSTERY2,
    SUITS,
    accuse,
    ask,
    consult,
    count,
    glasses,
    kinds,
    legal,
    new,
    play,
    refused,
    result,
    screen,
    supply,
    turn,
    view,
)


@pytest.mark.parametrize("subject", [*SUITS[:6], *CATEGORIES])
@pytest.mark.parametrize("side", ["left", "right"])
def test_a_question_counts_only_the_named_screen_card(subject, side):
    g = play(2, first=0)
    card = screen(g, 1)[0 if side == "left" else 1]
    expected = count(subject, [*MYSTERY2[0], card])  # seat 0's mystery and that one card
    assert ask(g, 0, 1, subject, side=side) == expected
    q = view(g, 0)["questions"][-1]
    assert q["side"] == side and q["answer"] == expected


def test_left_and_right_differ_by_the_screen_card():
    g = play(2, first=1)
    left, right = screen(g, 0)
    assert {left, right} == {"officer", "market"}
    male = ask(g, 1, 0, "male", side="left")
    # seat 0 sees seat 1's mystery (duke, parlor, knife) and one of officer / market
    assert male == 1 + (left == "officer")
    assert ask(g, 0, 1, "red", side="right") == count("red", [*MYSTERY2[0], screen(g, 1)[1]])


def test_no_glasses_and_one_action_a_turn():
    g = play(2, first=0)
    assert glasses(g) == [0, 0] and supply(g) == 0
    ask(g, 0, 1, "red", side="left")
    assert turn(g) == 1
    assert consult(g, 1, "A") == INFORMANT2[0]
    assert turn(g) == 0
    assert not accuse(g, 0, "nurse", "museum", "rifle")
    assert turn(g) == 1 and glasses(g) == [0, 0]
    assert "take_glass" not in kinds(g, 1)


def test_the_informant_has_eight_cards_at_two_players():
    g = play(2, first=0)
    assert view(g, 0)["informant"]["letters"] == list("ABCDEFGH")
    assert consult(g, 0, "H") == INFORMANT2[7]


def test_a_question_must_name_a_side():
    g = play(2, first=0)
    msg = refused(g, 0, {"type": "question", "to": 1, "subject": "red"})
    assert msg == "in the 2-player game a question names the left or the right screen card (T5)"
    msg = refused(g, 0, {"type": "question", "to": 1, "subject": "red", "side": "middle"})
    assert "(T5)" in msg
    sides = {a["side"] for a in legal(g, 0) if a["type"] == "question"}
    assert sides == {"left", "right"}


def test_a_right_accusation_wins_at_two_players():
    g = play(2, first=1)
    assert accuse(g, 1, "duke", "parlor", "knife")
    assert result(g).winners == (1,)


def test_top_secret_and_glasses_are_for_three_players_or_more():
    with pytest.raises(InvalidOption, match="top_secret is for 3-6 players"):
        afoot.new_game("thirteen_clues", players=2, options={"top_secret": True})
    with pytest.raises(InvalidScenario, match="no magnifying glasses"):
        new(2, scenario={"glasses": [1, 1], "supply": 6})
    g = play(2, first=0)
    msg = refused(
        g, 0, {"type": "question", "to": 1, "subject": "red", "side": "left", "secret": True}
    )
    assert "top_secret" in msg


def test_the_screen_order_tells_nothing():
    """T5 names a side: which of its 2 cards a seat holds on the left must not follow from the
    cards themselves (the engine used to keep them in card order, so "left" always meant the
    earlier card: an asker knowing that learnt more than the rules give)."""
    orders = set()
    for seed in range(16):
        g = play(2, first=0, seed=seed)
        orders.add(tuple(screen(g, 0)))
    assert orders == {("officer", "market"), ("market", "officer")}
