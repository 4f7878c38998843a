"""Bad input: every action is decoded strictly. An unknown or misspelled field, a missing
field or a wrong type is refused with one line naming the field and the fields the action
takes, and the game is left exactly as it was (``refused``: state hash, views, logs, legal
actions)."""

from __future__ import annotations

import pytest

import afoot
from afoot.engine.testing import refused
from afoot.games.holmes import actions as A
from afoot.games.holmes.testing import at_dawn, decision, do, legal, visit

VISIT_FIELDS = "'visit' fields: to (str), optional frm (str | null, default null)"


def watson_day_2():
    """Day 2, seat 0 to visit Watson from a standing marker; a joker first in the line."""
    return at_dawn(
        "devir",
        visit=["watson"],
        tokens=[5, 5],
        line=["joker", "explosive", "bullet", "false_pass"],
        areas={"0": {"cigarette": 2, "bullet": 1}},
    )


def test_a_misspelled_field_is_refused_not_dropped():
    """``From`` instead of ``frm``: dropped, the visit would be a day-1 visit from the supply
    (refused for another reason, naming a field the client never sent)."""
    g = watson_day_2()
    frm = next(a["frm"] for a in legal(g, 0) if a["to"] == "watson")
    action = {"type": "visit", "to": "watson", "From": frm}
    assert refused(g, 0, action) == (
        f"malformed action {action!r}: unknown field `From`; {VISIT_FIELDS}"
    )


@pytest.mark.parametrize(
    ("action", "detail"),
    [
        (
            {"type": "take", "slot": 0, "row": "bullet"},
            "unknown field `row`; 'take' fields: slot (int)",
        ),
        ({"type": "accept", "n": 1}, "unknown field `n`; 'accept' has no fields but its type"),
        ({"type": "count"}, "missing field `n`; 'count' fields: n (int)"),
        ({"type": "visit", "to": 3}, f"field `to` must be str, not int; {VISIT_FIELDS}"),
    ],
)
def test_unknown_missing_and_mistyped_fields_name_the_field(action, detail):
    g = watson_day_2()
    assert refused(g, 0, action) == f"malformed action {action!r}: {detail}"


def test_a_struct_equal_to_a_legal_one_but_mistyped_is_refused():
    """``Take(slot=True)`` equals the legal ``Take(slot=1)`` (True == 1): it was taken, and
    the record held ``"slot": true``, which does not replay."""
    g = watson_day_2()
    visit(g, 0, "watson")
    assert decision(g) == "take"
    action = A.Take(slot=True)
    assert refused(g, 0, action) == (
        f"malformed action {action!r}: field `slot` must be int, not bool; 'take' fields: "
        "slot (int)"
    )
    do(g, 0, "take", slot=1)
    assert afoot.replay(g.record()).state_hash() == g.state_hash()


def test_describe_and_the_refusals_number_the_line_slots_alike():
    """A player sees the line's slots as 1-4 (the board, the browser, ``describe``); the field
    ``slot`` is 0-3 (4: your reserved clue). The refusal said "line slot 1 is empty" of the
    second slot, which ``describe`` calls "slot 2", and "slots are 0-3" of a slot out of range."""
    g = at_dawn(
        "devir",
        visit=["watson"],
        tokens=[5, 5],
        line=["cigarette", None, "bullet", "button"],
        deck_top=["false_pass"] * 3,
    )
    visit(g, 0, "watson")
    assert decision(g) == "take"
    allowed = "now seat 0 must decide 'take'; allowed action types: decline, take"
    assert g.describe({"type": "take", "slot": 0}) == "Take the cigarette in slot 1"
    assert g.describe({"type": "take", "slot": 1}) == "Take empty slot 2"
    assert refused(g, 0, {"type": "take", "slot": 1}) == (
        f"line slot 2 (slot=1) is empty; {allowed}"
    )
    assert refused(g, 0, {"type": "take", "slot": 7}) == (
        "Take at slot=7, which is no slot (0-3: the line's slots 1-4; 4: your reserved clue) "
        f"is not allowed: {allowed}"
    )
    assert refused(g, 0, {"type": "reserve", "slot": 4}) == (
        f"Reserve at slot=4, which is no slot (0-3: the line's slots 1-4) is not allowed: {allowed}"
    )


def test_a_joker_decision_without_its_row_is_refused_not_left_unassigned_h9():
    """H9: a joker received is assigned to a row "or kept unassigned, face up": two moves of
    different worth, so ``row`` is required (``null`` to keep it unassigned). With ``row``
    left out (or misspelled) the joker was silently left unassigned."""
    g = watson_day_2()
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert decision(g) == "assign_joker"
    fields = "'assign_joker' fields: row (str | null)"
    assert refused(g, 0, {"type": "assign_joker"}) == (
        f"malformed action {{'type': 'assign_joker'}}: missing field `row`; {fields}"
    )
    action = {"type": "assign_joker", "rows": "bullet"}
    assert refused(g, 0, action) == f"malformed action {action!r}: unknown field `rows`; {fields}"
    do(g, 0, "assign_joker", row=None)  # null: kept unassigned, as the player said
    assert g.view(1)["players"][0]["area"]["unassigned_jokers"] == 1


def test_a_visit_without_frm_from_day_2_names_the_field_h2():
    """H2: "From day 2 ... a move takes one of your *standing* markers": ``frm`` may be left
    out only on day 1 (markers come from the supply); later, leaving it out is refused with
    the field and the characters it may name, not "no standing marker on None"."""
    g = watson_day_2()
    names = ", ".join(dict.fromkeys(a["frm"] for a in legal(g, 0)))
    assert refused(g, 0, {"type": "visit", "to": "watson"}) == (
        f"from day 2 a visit moves one of your standing markers: frm names its character "
        f"({names}); now seat 0 must decide 'visit'; allowed action types: visit"
    )


def test_an_illegal_action_names_the_decision_and_the_allowed_types():
    """A take at the first visit, and a visit of no character, in Holmes' own words (the
    engine's Game tests check any game's refusals)."""
    game = afoot.new_game("holmes", seed=3)
    message = refused(game, 0, {"type": "take", "slot": 1})
    assert "seat 0 must decide 'visit'" in message
    assert "allowed action types: visit" in message
    message = refused(game, 0, {"type": "visit", "to": "nobody"})
    assert "there is no character 'nobody'" in message


def test_a_malformed_action_message_names_what_is_allowed():
    game = afoot.new_game("holmes", seed=3)
    with pytest.raises(afoot.IllegalAction, match="visit"):
        game.apply(0, {"type": "jump"})
