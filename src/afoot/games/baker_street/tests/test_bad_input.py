"""Bad input: every illegal action raises IllegalAction with one clear line (what is wrong and
what is allowed) and leaves the game exactly as it was (state hash, views, logs, legal
actions); bad options raise InvalidOption and bad scenarios InvalidScenario, one line each."""

from __future__ import annotations

import pytest

import afoot
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.testing import (
    act,
    assist,
    drop,
    new,
    play,
    refused,
    start,
)

LEADS = {
    "suspect": ["suspect-11-document", "suspect-12-track", "suspect-13-witness"],
    "motive": ["motive-10-clue", "motive-9-witness", "motive-9-track"],
    "opportunity": ["opportunity-7-witness", "opportunity-8-clue", "opportunity-8-document"],
}
HANDS = [
    ["track-1", "witness-1", "clue-1", "document-1", "witness-3", "clue-4"],
    ["track-2", "witness-2", "clue-2", "document-2", "track-5", "document-4"],
]


def game(characters=None, **more):
    more.setdefault("leads", LEADS)
    more.setdefault("hands", [list(h) for h in HANDS])
    return start(2, characters=characters, **more)


# -- Assist ----------------------------------------------------------------------------------
@pytest.mark.parametrize("value", [3, 6])
def test_assist_naming_a_number_the_hand_does_not_hold_b6(value):
    g = game()
    msg = refused(g, 0, {"type": "assist", "to": 1, "value": value})
    assert msg == (
        f"seat 1 holds no {value} card: an assist may only name a number or icon the hand "
        "holds (B6)"
    )
    assist(g, 0, 1, value=2)  # a number it holds is fine


def test_assist_naming_an_icon_the_hand_does_not_hold_b6():
    g = game(hands=[HANDS[0], ["track-2", "clue-2"]])
    msg = refused(g, 0, {"type": "assist", "to": 1, "icon": "document"})
    assert msg.startswith("seat 1 holds no document card") and msg.endswith("(B6)")


@pytest.mark.parametrize("to", [0, 2, -1, 7])
def test_assist_to_yourself_or_to_no_seat(to):
    g = game()
    msg = refused(g, 0, {"type": "assist", "to": to, "value": 1})
    assert msg == "assist another seat (0-1, not yourself)"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({}, "an assist names a number or an icon, not both, not neither"),
        (
            {"value": 2, "icon": "track"},
            "an assist names a number or an icon, not both, not neither",
        ),
        ({"icon": "footprint"}, "no icon 'footprint'; icons: track, witness, clue, document"),
        ({"value": 7}, "no number 7; numbers: 1-6"),
        ({"value": 0}, "no number 0; numbers: 1-6"),
    ],
)
def test_assist_malformed(fields, message):
    g = game()
    assert refused(g, 0, {"type": "assist", "to": 1, **fields}) == message


# -- Confirm ----------------------------------------------------------------------------------
def test_a_confirm_that_does_not_match():
    g = game(evidence={"motive": ["clue-6"]})
    msg = refused(g, 0, {"type": "confirm", "lead": "motive"})
    assert msg == (
        "the motive lead cannot be confirmed: its evidence is 6, its target 10 (they must be equal)"
    )
    g = game(evidence={"suspect": ["document-6", "document-5", "clue-3"]})  # 11 of 14
    msg = refused(g, 0, {"type": "confirm", "lead": "suspect"})
    assert "its evidence is 11, its target 14" in msg


# -- slots and leads ----------------------------------------------------------------------------
@pytest.mark.parametrize("slot", [6, 9, -1])
def test_a_slot_that_does_not_exist(slot):
    g = game()
    for action in (
        {"type": "investigate", "slot": slot, "lead": "motive"},
        {"type": "eliminate", "slot": slot},
    ):
        assert refused(g, 0, action) == f"you have no slot {slot}: your slots are 0-5"


def test_a_slot_with_an_empty_hand():
    g = game(hands=[[], ["track-2"]], deck=[])
    assert refused(g, 0, {"type": "eliminate", "slot": 0}) == "your hand is empty"


@pytest.mark.parametrize("lead", ["weapon", "Motive", "", "suspects"])
def test_a_lead_that_does_not_exist(lead):
    g = game()
    expected = f"no lead {lead!r}; leads: suspect, motive, opportunity"
    for action in (
        {"type": "investigate", "slot": 0, "lead": lead},
        {"type": "confirm", "lead": lead},
        {"type": "pursue", "lead": lead},
    ):
        assert refused(g, 0, action) == expected


def test_a_confirmed_lead_takes_nothing():
    g = game(confirmed=["opportunity"])
    for action in (
        {"type": "investigate", "slot": 0, "lead": "opportunity"},
        {"type": "confirm", "lead": "opportunity"},
        {"type": "pursue", "lead": "opportunity"},
    ):
        assert refused(g, 0, action) == "the opportunity lead is already confirmed"


# -- abilities ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("characters", "first", "action", "setup"),
    [
        ("irene_adler,toby", 0, {"type": "boost"}, {"holmes": 10}),
        (
            "langdale_pike,toby",
            0,
            {"type": "trade", "slot": 0, "to": 1, "their_slot": 0},
            {},
        ),
        (
            "baskerville,toby",
            0,
            {"type": "swap", "impossible": "track-6", "lead": "motive", "card": "clue-6"},
            {"impossible": ["track-6", "track-4"], "evidence": {"motive": ["clue-6", "clue-3"]}},
        ),
        (
            "hudson,toby",
            0,
            {"type": "recover", "card": "track-6"},
            {"impossible": ["track-6", "track-4"]},
        ),
    ],
)
def test_a_character_ability_used_twice(characters, first, action, setup):
    g = game(characters, first=first, **setup)
    act(g, first, action)
    drop(g, 1 - first, "track-5")
    again = dict(action)
    if action["type"] == "swap":  # the card now on the lead, back to the Impossible
        again = {**action, "impossible": "track-4", "card": "track-6"}
    if action["type"] == "recover":
        again = {**action, "card": "track-4"}
    assert refused(g, first, again) == "your character's ability is once per game and already used"


def test_toby_peeked_twice():
    g = game("lestrade,toby", first=1)
    act(g, 1, {"type": "peek"})
    assert refused(g, 1, {"type": "peek"}) == (
        "Toby: put the card back on the top or at the bottom (place)"
    )
    assert refused(g, 1, {"type": "place", "where": "middle"}) == (
        "Toby: put the card back on the top or at the bottom (place)"
    )
    act(g, 1, {"type": "place", "where": "top"})
    drop(g, 0, "track-1")
    assert refused(g, 1, {"type": "peek"}) == (
        "your character's ability is once per game and already used"
    )


@pytest.mark.parametrize(
    "action",
    [
        {"type": "boost"},
        {"type": "peek"},
        {"type": "recover", "card": "track-6"},
        {"type": "trade", "slot": 0, "to": 1, "their_slot": 0},
    ],
)
def test_an_ability_the_character_does_not_have(action):
    g = game("lestrade,toby", impossible=["track-6"])
    assert refused(g, 0, action) == "your character has no such ability (or it cannot be used now)"
    g = game(impossible=["track-6"])  # no characters at all
    assert refused(g, 0, action) == "your character has no such ability (or it cannot be used now)"


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            {"type": "skip"},
            "there is no second hint to skip: only Lady Hilda Hope, right after her assist",
        ),
        (
            {"type": "keep", "card": "clue-6"},
            "there is no card to keep: Blackwell's right-hand neighbour picks after she draws 2",
        ),
        (
            {"type": "place", "where": "top"},
            "there is no card to place: Toby places the card he peeked at",
        ),
    ],
)
def test_a_follow_up_decision_with_nothing_pending(action, message):
    g = game()
    assert refused(g, 0, action) == message


def test_blackwells_chooser_keeps_a_card_she_did_not_draw():
    g = game("blackwell,toby", deck=["clue-6", "document-6"])
    play(g, 0, "witness-3", "opportunity")
    msg = refused(g, 1, {"type": "keep", "card": "track-6"})
    assert msg == "choose the card Blackwell keeps: clue-6, document-6"
    assert refused(g, 1, {"type": "eliminate", "slot": 0}) == msg
    assert refused(g, 0, {"type": "keep", "card": "clue-6"}) == (
        "it is not seat 0's turn to act (waiting for seat 1)"
    )


def test_hopes_second_hint_out_of_turn():
    g = game("hilda_hope,toby")
    assist(g, 0, 1, value=2)
    assert refused(g, 1, {"type": "skip"}) == "it is not seat 1's turn to act (waiting for seat 0)"
    assert refused(g, 0, {"type": "assist", "to": 1, "value": 6}).startswith("seat 1 holds no 6")


# -- turns, seats, malformed actions -----------------------------------------------------------
def test_acting_out_of_turn():
    g = game()
    for action in (
        {"type": "eliminate", "slot": 0},
        {"type": "assist", "to": 0, "value": 1},
        {"type": "pursue", "lead": "motive"},
    ):
        assert refused(g, 1, action) == "it is not seat 1's turn to act (waiting for seat 0)"


@pytest.mark.parametrize("seat", [2, -1, "0", None, True])
def test_a_seat_that_does_not_exist(seat):
    g = game()
    msg = refused(g, seat, {"type": "pursue", "lead": "motive"})
    assert msg == f"there is no seat {seat!r}; seats are 0-1"


KINDS = (
    "actions are objects with a 'type' of: assist, investigate, confirm, eliminate, pursue, "
    "skip, boost, swap, trade, recover, peek, place, keep"
)
INVESTIGATE_FIELDS = "'investigate' fields: slot (int), lead (str)"
ASSIST_FIELDS = (
    "'assist' fields: to (int), optional value (int | null, default null), optional icon "
    "(str | null, default null)"
)


@pytest.mark.parametrize(
    ("action", "detail"),
    [
        (
            {"type": "investigate", "slot": "x", "lead": "motive"},
            f"field `slot` must be int, not str; {INVESTIGATE_FIELDS}",
        ),
        ({"type": "investigate", "lead": "motive"}, f"missing field `slot`; {INVESTIGATE_FIELDS}"),
        (
            {"type": "investigate", "slot": 0, "Lead": "motive", "lead": "suspect"},
            f"unknown field `Lead`; {INVESTIGATE_FIELDS}",
        ),
        (
            {"type": "assist", "to": 1, "value": 2, "seat": 1},
            f"unknown field `seat`; {ASSIST_FIELDS}",
        ),
        ({"type": "peek", "slot": 0}, "unknown field `slot`; 'peek' has no fields but its type"),
        ({"type": "accuse"}, f"unknown type 'accuse'; {KINDS}"),
        ({"slot": 0}, f"missing field `type`; {KINDS}"),
        ("eliminate", f"expected an object, not str; {KINDS}"),
    ],
)
def test_malformed_actions(action, detail):
    """Decoded strictly: the legal ``investigate`` (slot 0, suspect) with a stray ``Lead`` and
    the legal assist with a ``seat`` are refused, not played with the stray field dropped."""
    g = game()
    assert refused(g, 0, action) == f"malformed action {action!r}: {detail}"


def test_any_action_after_the_end():
    g = game(holmes=1)
    assist(g, 0, 1, value=2)
    assert g.is_over
    for seat in (0, 1):
        assert refused(g, seat, {"type": "pursue", "lead": "motive"}) == (
            "the game is over; no action is legal"
        )


# -- options ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("case", [0, 7, -1, "seven", 2.5, True])
def test_a_case_file_outside_1_to_6(case):
    with pytest.raises(afoot.InvalidOption) as err:
        new(options={"case": case})
    assert str(err.value) == f"option case={case!r} is not allowed; allowed: 1 | 2 | 3 | 4 | 5 | 6"


@pytest.mark.parametrize(
    ("players", "characters", "message"),
    [
        (
            2,
            "toby",
            "option characters names 1 characters for 2 players: give one per seat, "
            "comma-separated, or none / random",
        ),
        (3, "toby,lestrade,gregson,baynes", "option characters names 4 characters for 3 players"),
        (2, "toby,moriarty", "option characters='toby,moriarty': unknown character 'moriarty'"),
        (2, "toby,toby", "option characters='toby,toby' names a character twice"),
        (2, "", "option characters='': no value"),
        (2, 7, "option characters=7 is not allowed"),
    ],
)
def test_characters_with_the_wrong_count_or_an_unknown_id(players, characters, message):
    with pytest.raises(afoot.InvalidOption) as err:
        new(players, options={"characters": characters})
    text = str(err.value)
    assert text.startswith(message) and "\n" not in text
    if "unknown" in message or "no value" in message or "not allowed" in message:
        assert "lestrade, gregson" in text  # what is allowed


def test_characters_ids_are_case_and_space_insensitive():
    g = new(2, options={"characters": " Toby , LESTRADE "})
    assert [p["character"] for p in g.view(None)["players"]] == ["toby", "lestrade"]


@pytest.mark.parametrize("value", [7, 41, "x", True, -3])
def test_a_bad_holmes_track_max(value):
    with pytest.raises(afoot.InvalidOption) as err:
        new(options={"holmes_track_max": value})
    assert str(err.value).startswith(f"option holmes_track_max={value!r} is not allowed")
    assert "8-40" in str(err.value)


@pytest.mark.parametrize("players", [1, 5])
def test_a_bad_player_count(players):
    with pytest.raises(afoot.InvalidOption) as err:
        new(players)
    assert str(err.value) == f"baker_street is played by 2-4 players, not {players}"


def test_an_unknown_option():
    with pytest.raises(afoot.InvalidOption) as err:
        new(options={"variant": "x"})
    assert str(err.value) == (
        "baker_street has no option 'variant'; options: case, characters, holmes_track_max"
    )


# -- scenarios --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        ({"hand": []}, "unknown scenario keys ['hand']; keys: leads, hands, deck, evidence"),
        ({"hands": [["track-1"]]}, "scenario hands must be a list with one entry per seat (2)"),
        ({"hands": "track-1"}, "scenario hands must be a list with one entry per seat (2)"),
        (
            {"hands": [["track-1"] * 7, None]},
            "scenario hands[0] must be a list of at most 6 cards",
        ),
        ({"hands": [["track-7"], None]}, "scenario hands[0]: 'track-7' is no evidence card"),
        ({"hands": [["track-1"], ["track-1"]]}, "scenario names an evidence card twice"),
        ({"deck": ["clue-1"], "impossible": ["clue-1"]}, "scenario names an evidence card twice"),
        ({"deck": "clue-1"}, "scenario deck must be a list of card names"),
        (
            {
                "hands": [None, ["track-1"]],
                "deck": [f"clue-{v}" for v in range(1, 7)]
                + [f"witness-{v}" for v in range(1, 7)]
                + [f"document-{v}" for v in range(1, 7)],
            },
            "scenario hands[0] is left out but only 5 cards are left to deal it (6 needed): "
            "the deck is drawn after the deal",
        ),
        ({"impossible": 5}, "scenario impossible must be a list of card names"),
        ({"evidence": {"motive": "clue-1"}}, "scenario evidence.motive must be a list"),
        ({"evidence": {"weapon": []}}, "scenario evidence must map leads (suspect, motive, "),
        ({"evidence": ["clue-1"]}, "scenario evidence must map leads"),
        (
            {"leads": {"suspect": ["motive-10-clue"]}},
            "scenario leads.suspect: 'motive-10-clue' is no suspect lead",
        ),
        (
            {"leads": {"motive": ["motive-11-clue"]}},
            "scenario leads.motive: 'motive-11-clue' is no motive lead",
        ),
        (
            {"leads": {"motive": [["motive-10-clue"]]}},
            "scenario leads.motive: ['motive-10-clue'] is no motive lead",
        ),
        (
            {"leads": {"motive": ["motive-10-clue", "motive-10-clue"]}},
            "scenario leads.motive names a lead twice",
        ),
        (
            {
                "leads": {
                    "motive": [
                        "motive-10-clue",
                        "motive-9-clue",
                        "motive-10-track",
                        "motive-9-track",
                    ]
                }
            },
            "scenario leads.motive must be a list of at most 3 lead names",
        ),
        ({"leads": {"motive": "motive-10-clue"}}, "scenario leads.motive must be a list"),
        (
            {
                "leads": {"opportunity": ["opportunity-7-witness"]},
                "evidence": {"opportunity": ["witness-6", "witness-2"]},
            },
            "scenario evidence.opportunity: evidence 8 is above the lead's target 7",
        ),
        (
            {"confirmed": ["weapon"]},
            "scenario confirmed must list leads (suspect, motive, opportunity)",
        ),
        ({"confirmed": "motive"}, "scenario confirmed must list leads"),
        ({"confirmed": [["motive"]]}, "scenario confirmed must list leads"),
        (
            {"confirmed": ["suspect", "motive", "opportunity"]},
            "scenario confirmed: at most 2 leads (the third confirm ends the game)",
        ),
        ({"track": 21}, "scenario track must be a whole number 0-20"),
        ({"track": "5"}, "scenario track must be a whole number 0-20"),
        (
            {"track": 11},
            "scenario track 11 must be what the Impossible's evidence added (0): its values, "
            "twice for the cards in doubled (Inspector Gregson's eliminations)",
        ),
        (
            {"impossible": ["track-6"], "doubled": ["track-6"]},
            "scenario doubled names cards Inspector Gregson eliminated: he is not at the table",
        ),
        ({"doubled": "track-6"}, "scenario doubled must be a list of card names"),
        (
            {"impossible": ["track-6", "clue-6", "witness-6", "document-6"]},
            "scenario track must be a whole number 0-20",
        ),
        ({"holmes": 0}, "scenario holmes must be a whole number 1-20"),
        ({"holmes": 21}, "scenario holmes must be a whole number 1-20"),
        ({"first": 2}, "scenario first must be a whole number 0-1"),
        ({"first": True}, "scenario first must be a whole number 0-1"),
    ],
)
def test_bad_scenarios(scenario, message):
    with pytest.raises(afoot.InvalidScenario) as err:
        new(2, scenario=scenario)
    text = str(err.value)
    assert text.startswith(message), text
    assert "\n" not in text


def test_a_scenario_that_is_not_a_mapping():
    with pytest.raises(afoot.InvalidScenario) as err:
        new(2, scenario=["hands"])  # type: ignore[arg-type]
    assert str(err.value) == "a scenario must be an object of keys and values, not list"


def test_a_struct_with_a_mistyped_field_is_refused_in_one_line():
    """msgspec does not check types when a struct is built: ``Investigate(slot="0")`` reached
    ``why_illegal``, which compared "0" with numbers (TypeError)."""
    g = game()
    action = A.Investigate(slot="0", lead="motive")  # type: ignore[arg-type]
    assert refused(g, 0, action) == (
        f"malformed action {action!r}: field `slot` must be int, not str; {INVESTIGATE_FIELDS}"
    )


@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        (
            {"impossible": ["track-6"], "doubled": ["clue-6"]},
            "scenario doubled: 'clue-6' is not in the scenario's impossible",
        ),
        (
            {"impossible": ["track-6"], "track": 6, "doubled": ["track-6"]},
            "scenario track 6 must be what the Impossible's evidence added (12)",
        ),
        (
            {"impossible": ["track-6"], "track": 12},
            "scenario track 12 must be what the Impossible's evidence added (6)",
        ),
    ],
)
def test_bad_scenarios_with_gregson(scenario, message):
    with pytest.raises(afoot.InvalidScenario) as err:
        new(2, options={"characters": "gregson,toby"}, scenario=scenario)
    assert str(err.value).startswith(message), str(err.value)
