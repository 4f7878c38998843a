"""Bad input: every illegal action raises IllegalAction with one clear line and leaves the
game exactly as it was (``refused``: state hash, views, logs, legal actions); a bad player
count or option raises InvalidOption and a bad scenario InvalidScenario, one line each."""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.errors import InvalidOption, InvalidScenario
from afoot.games.thirteen_clues.testing import (
    CHOICES4,
    HANDS4,
    INFORMANT4,
    choose,
    new,
    play,
    refused,
    start,
)


def q(to, subject, **more):
    return {"type": "question", "to": to, "subject": subject, **more}


def accuse(person, location, weapon):
    return {"type": "accuse", "person": person, "location": location, "weapon": weapon}


# -- questions ------------------------------------------------------------------------------
@pytest.mark.parametrize("subject", ["brown", "grey", "earrings", "person", "RED", ""])
def test_a_suit_not_in_play_or_an_unknown_category(subject):
    g = play(4, first=0)
    msg = refused(g, 0, q(1, subject))
    assert msg == (
        f"no subject {subject!r} in this game; suits: purple, pink, red, green, yellow, blue, "
        "orange, white; categories: male, female, indoor, outdoor, close, ranged"
    )


@pytest.mark.parametrize("to", [0, 4, -1, 99])
def test_asking_yourself_or_no_seat(to):
    g = play(4, first=0)
    assert refused(g, 0, q(to, "red")) == "ask another seat (0-3), not yourself"


def test_a_side_at_three_players_or_more():
    g = play(4, first=0)
    assert refused(g, 0, q(1, "red", side="left")) == "only the 2-player game names a side"


@pytest.mark.parametrize(
    "bad", [q("1", "red"), q(1, 3), q(1.5, "red"), {"type": "question", "to": 1}]
)
def test_a_malformed_question(bad):
    g = play(4, first=0)
    msg = refused(g, 0, bad)
    assert msg.startswith("malformed action") or "another seat" in msg or "subject" in msg


QUESTION_FIELDS = (
    "'question' fields: to (int), subject (str), optional side (str | null, default null), "
    "optional secret (bool, default false)"
)


@pytest.mark.parametrize("field", ["Secret", "top_secret", "secret "])
def test_a_misspelled_secret_is_refused_not_asked_in_the_open_t6(field):
    """T6: a top-secret question and its answer are "todo en secreto", for the asker and the
    answerer only. With the misspelled field dropped, the question was asked in the open and
    seats 1 and 3 heard the subject and the answer (and the asker kept its token)."""
    g = play(4, first=0, top_secret=True)
    action = q(2, "red", **{field: True})
    assert refused(g, 0, action) == (
        f"malformed action {action!r}: unknown field `{field}`; {QUESTION_FIELDS}"
    )
    for other in (None, 1, 3):
        assert g.view(other)["questions"] == []
        assert not [e for e in g.log(other) if e["type"] == "question"]
    assert [p["top_secret"] for p in g.view(None)["players"]] == [True] * 4


@pytest.mark.parametrize(
    ("fields", "detail"),
    [
        ({"to": 1}, "missing field `subject`"),
        ({"to": "1", "subject": "red"}, "field `to` must be int, not str"),
        ({"to": 1, "subject": "red", "secret": 1}, "field `secret` must be bool, not int"),
        ({"to": 1, "subject": "red", "asker": 2}, "unknown field `asker`"),
    ],
)
def test_a_malformed_question_names_the_field(fields, detail):
    g = play(4, first=0, top_secret=True)
    action = {"type": "question", **fields}
    assert refused(g, 0, action) == f"malformed action {action!r}: {detail}; {QUESTION_FIELDS}"


# -- the informant ----------------------------------------------------------------------------
@pytest.mark.parametrize("letter", ["E", "H", "a", "Z", ""])
def test_an_informant_letter_out_of_range(letter):
    g = play(4, first=0)
    assert refused(g, 0, {"type": "consult", "letter": letter}) == (
        f"no informant card {letter!r}; letters: A, B, C, D"
    )


@pytest.mark.parametrize("letter", ["A", "H"])
def test_any_consult_at_six_players(letter):
    g = play(6, first=0)
    assert refused(g, 0, {"type": "consult", "letter": letter}) == (
        "there is no Secret Informant at 6 players"
    )


# -- accusations ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("action", "message"),
    [
        (accuse("harbor", "dancer", "rifle"), "'harbor' is not a person"),
        (accuse("dancer", "rifle", "harbor"), "'rifle' is not a location"),
        (accuse("dancer", "harbor", "maid"), "'maid' is not a weapon"),
        (accuse("moriarty", "harbor", "rifle"), "'moriarty' is no card in this game"),
        (accuse("florist", "harbor", "rifle"), "'florist' is no card in this game"),  # brown: out
        (accuse("dancer", "harbor", "hammer"), "'hammer' is no card in this game"),
    ],
)
def test_a_malformed_accusation(action, message):
    g = play(4, first=0)
    assert refused(g, 0, action) == message


def test_an_accusation_missing_a_card():
    g = play(4, first=0)
    msg = refused(g, 0, {"type": "accuse", "person": "dancer", "location": "harbor"})
    assert msg.startswith("malformed action")


def test_an_accusation_of_a_visible_card_t4():
    g = play(4, first=0)
    msg = refused(g, 0, accuse("nurse", "museum", "sword"))  # seat 3's mystery
    assert (
        msg
        == "you can see nurse, museum, sword: an accusation may not name a card you can see (T4)"
    )


# -- turns and phases -------------------------------------------------------------------------
def test_acting_out_of_turn():
    g = play(4, first=0)
    assert refused(g, 2, q(1, "red")) == "it is not seat 2's turn to act (waiting for seat 0)"
    assert refused(g, 7, q(1, "red")) == "there is no seat 7; seats are 0-3"


def test_a_choice_not_from_your_hand():
    g = start(4, hands=HANDS4, informant=INFORMANT4)
    hand = "officer, duke, market, poison, park"  # in card order
    expect = f"choose a person, a location and a weapon among your 5 cards ({hand})"
    bad = {"type": "choose", "person": "butcher", "location": "park", "weapon": "poison"}
    assert refused(g, 0, bad) == expect
    bad = {"type": "choose", "person": "officer", "location": "duke", "weapon": "poison"}
    assert refused(g, 0, bad) == expect
    assert refused(g, 0, q(1, "red")).startswith("first choose the mystery")
    choose(g, 0, *CHOICES4[0])
    again = {"type": "choose", "person": "duke", "location": "park", "weapon": "poison"}
    assert refused(g, 0, again) == ("it is not seat 0's turn to act (waiting for seat 1, 2, 3)")


def test_choosing_after_the_set_up():
    g = play(4, first=0)
    bad = {"type": "choose", "person": "duke", "location": "park", "weapon": "poison"}
    assert refused(g, 0, bad) == "the mysteries are chosen already"


@pytest.mark.parametrize("bad", [None, "question", {"type": "nope"}, {}, 3, {"type": "take_glass"}])
def test_malformed_actions(bad):
    g = play(4, first=0)
    assert refused(g, 0, bad).startswith("malformed action")


# -- player counts, options, scenarios -----------------------------------------------------
@pytest.mark.parametrize("players", [0, 1, 7, -2])
def test_a_bad_player_count(players):
    with pytest.raises(InvalidOption) as exc:
        new(players)
    assert str(exc.value) == f"thirteen_clues is played by 2-6 players, not {players}"


def test_a_bad_option():
    with pytest.raises(InvalidOption, match="top_secret='maybe' is not allowed"):
        afoot.new_game("thirteen_clues", players=4, options={"top_secret": "maybe"})
    with pytest.raises(InvalidOption, match="thirteen_clues has no option 'glasses'"):
        afoot.new_game("thirteen_clues", players=4, options={"glasses": 3})
    with pytest.raises(InvalidOption, match="top_secret is for 3-6 players"):
        afoot.new_game("thirteen_clues", players=2, options={"top_secret": True})


SCENARIOS = [
    ({"hands": "abc"}, "scenario hands must be a list of 4 hands of 5 cards"),
    ({"hands": HANDS4[:3]}, "scenario hands must be a list of 4 hands of 5 cards"),
    (
        {"hands": [HANDS4[0][:4], *HANDS4[1:]]},
        "scenario hands[0] must be 5 cards with a person, a location and a weapon",
    ),
    (
        {"hands": [["officer", "market", "duke", "park", "butcher"], *HANDS4[1:]]},
        "scenario hands[0] must be 5 cards with a person, a location and a weapon",
    ),
    (
        {"hands": [HANDS4[0], HANDS4[0], *HANDS4[2:]]},
        "scenario names a card twice",
    ),
    (
        {"hands": [HANDS4[0], ["florist", *HANDS4[1][1:]], *HANDS4[2:]]},
        "scenario hands[1]: 'florist' is no card in this game",
    ),
    ({"hands": HANDS4, "informant": ["officer"]}, "scenario names a card twice"),
    ({"hands": HANDS4, "informant": "pistol"}, "scenario informant must be a list of card ids"),
    ({"informant": ["pistol"]}, "scenario informant needs hands (it takes the cards they leave)"),
    ({"first": 4}, "scenario first must be a seat 0-3"),
    ({"first": True}, "scenario first must be a seat 0-3"),
    (
        {"glasses": [1, 1, 1, 1], "supply": 3},
        "scenario glasses (one count per seat) and supply must add up to 8",
    ),
    (
        {"glasses": [3, 3, 3, -1], "supply": 0},
        "scenario glasses (one count per seat) and supply must add up to 8",
    ),
    (
        {"glasses": [2, 2, 4], "supply": 0},
        "scenario glasses (one count per seat) and supply must add up to 8",
    ),
    (
        {"mysteries": []},
        "unknown scenario keys ['mysteries']; keys: hands, informant, first, glasses, supply",
    ),
]


@pytest.mark.parametrize(("scenario", "message"), SCENARIOS)
def test_bad_scenarios(scenario, message):
    with pytest.raises(InvalidScenario) as exc:
        new(4, scenario=scenario)
    assert str(exc.value) == message


def test_bad_scenarios_at_two_players():
    with pytest.raises(InvalidScenario, match="the 2-player game has no magnifying glasses"):
        new(2, scenario={"supply": 0})
    with pytest.raises(InvalidScenario, match="a scenario must be an object"):
        new(2, scenario=["hands"])  # type: ignore[arg-type]
