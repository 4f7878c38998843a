"""The flow of a game: seats and markers (H1-H3), end of day (H5), supply (H6), refill and
reshuffle (H7), jokers (H9), game end (H13), reservation (H14), villain / Mycroft cards (H15)
and the alternative start (H16), in both editions.
"""

from __future__ import annotations

from typing import Any

import pytest

import afoot
from afoot.games.holmes.data import CHAR_INDEX, VILLAINS
from afoot.games.holmes.testing import (
    EDITIONS,
    LINE,
    at_dawn,
    character,
    decision,
    deck_top,
    decline_rest,
    discard,
    do,
    end_turn_if_offered,
    events,
    hidden,
    kinds,
    legal,
    line,
    new,
    offered,
    pending,
    quiet_turn,
    rows,
    seat_to_act,
    supply,
    tokens,
    visit,
)


def targets(g, seat):
    return {a["to"] for a in legal(g, seat) if a["type"] == "visit"}


def sources(g, seat):
    return {a["frm"] for a in legal(g, seat) if a["type"] == "visit"}


def markers(g, name):
    return sorted((m["seat"], m["standing"]) for m in character(g, name)["markers"])


def quiet_day(g):
    """Play the rest of the current day with quiet turns."""
    day = g.state.day
    while not g.is_over and g.state.day == day and decision(g) == "visit":
        quiet_turn(g, seat_to_act(g))


# -- H1 seats, H6 starting markers -----------------------------------------------------------
@pytest.mark.parametrize(("edition", "start"), [("devir", 5), ("kosmos", 6)])
def test_seat_0_moves_first_and_starting_markers_h1_h6_h20(edition, start):
    g = new(edition, seed=3)
    assert g.to_act == frozenset({0})
    assert tokens(g) == [start, start]
    assert supply(g) == 24 - 2 * start
    assert g.view(1)["players"][0]["markers"] == start  # counts are public
    assert len([c for c in line(g) if c]) == 4
    assert len(g.state.board) == 5  # the 3 permanent + 2 for day 1


def test_roles_devir_first_player_picks_kosmos_sherlock_first_h1():
    assert [p["role"] for p in new("devir").view(None)["players"]] == ["Sherlock", "Mycroft"]
    g = new("devir", first_role="mycroft")
    assert [p["role"] for p in g.view(None)["players"]] == ["Mycroft", "Sherlock"]
    assert g.to_act == frozenset({0})
    assert [p["role"] for p in new("kosmos").view(None)["players"]] == ["Sherlock", "Moriarty"]
    with pytest.raises(afoot.InvalidOption):
        new("kosmos", first_role="mycroft")


# -- H2 / H3 markers ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_day_1_markers_come_from_the_supply_and_lie_h2(edition):
    g = at_dawn(edition, day=1, visit=["irene_adler", "gregson"], tokens=[0, 0])
    assert sources(g, 0) == {None}
    assert targets(g, 0) == {"watson", "hudson", "lestrade", "irene_adler", "gregson"}
    with pytest.raises(afoot.IllegalAction):
        g.apply(0, {"type": "visit", "to": "gregson", "frm": "watson"})
    visit(g, 0, "gregson")
    assert markers(g, "gregson") == [(0, False)]
    assert g.view(None)["players"][0]["moves_left"] == 2
    # H3: not again where the own marker lies; the opponent is not blocked
    assert "gregson" in targets(g, 1)
    visit(g, 1, "gregson")
    assert "gregson" not in targets(g, 0)
    assert markers(g, "gregson") == [(0, False), (1, False)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_from_day_2_standing_markers_move_and_lie_h2_h3(edition):
    g = at_dawn(
        edition,
        visit=["watson", "hudson", "toby"],
        markers={"0": ["lestrade", "irene_adler", "gregson"], "1": ["toby", "lestrade", "watson"]},
        tokens=[0, 0],
    )
    assert sources(g, 0) == {"lestrade", "irene_adler", "gregson"}
    # own markers block (standing or lying), the opponent's do not
    assert targets(g, 0) == {"watson", "hudson", "toby"}
    visit(g, 0, "toby", frm="gregson")
    assert markers(g, "toby") == [(0, False), (1, True)]
    assert markers(g, "gregson") == []
    quiet_turn(g, 1)
    # the lying marker cannot move again this day; Toby holds it, Gregson is free again
    assert sources(g, 0) == {"lestrade", "irene_adler"}
    assert "toby" not in targets(g, 0)
    assert "gregson" in targets(g, 0)


@pytest.mark.parametrize("edition", EDITIONS)
def test_spent_character_cannot_be_visited_but_its_markers_move_h3_h5(edition):
    g = at_dawn(
        edition,
        visit=["watson", "hudson", "lestrade"],
        spent=["wiggins"],
        markers={
            "0": ["wiggins", "irene_adler", "gregson"],
            "1": ["wiggins", "irene_adler", "gregson"],
        },
    )
    assert character(g, "wiggins")["state"] == "spent"
    assert "wiggins" in sources(g, 0)
    assert "wiggins" not in targets(g, 0) | targets(g, 1)
    with pytest.raises(afoot.IllegalAction, match="spent"):
        g.apply(0, {"type": "visit", "to": "wiggins", "frm": "irene_adler"})


# -- H5 end of day -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_end_of_day_spends_shared_characters_not_permanent_and_flips_back_h5(edition):
    g = at_dawn(
        edition,
        day=1,
        visit=["irene_adler", "gregson"],
        tokens=[0, 0],
        character_deck_top=["billy", "porky"],
    )
    for seat, to in [(0, "irene_adler"), (1, "irene_adler"), (0, "watson"), (1, "watson")]:
        visit(g, seat, to)
    visit(g, 0, "gregson")
    visit(g, 1, "lestrade")
    # day 2: Irene (both markers) is spent, Watson never, Gregson (one marker) is not
    assert g.state.day == 2
    assert character(g, "irene_adler")["state"] == "spent"
    assert character(g, "watson")["state"] == "face_up"
    assert character(g, "gregson")["state"] == "face_up"
    assert character(g, "billy")["state"] == "face_up"
    assert markers(g, "irene_adler") == [(0, True), (1, True)]
    assert events(g, None, "day_end")[-1]["spent"] == ["irene_adler"]
    # day 2: both move off Irene; at the end she is empty and turns face up
    visit(g, 0, "billy", frm="irene_adler")
    visit(g, 1, "billy", frm="irene_adler")
    assert character(g, "irene_adler")["state"] == "spent"  # still face down today
    visit(g, 0, "hudson", frm="watson")
    visit(g, 1, "hudson", frm="watson")
    visit(g, 0, "watson", frm="gregson")
    do(g, 0, "decline")  # Mrs. Hudson's markers pay for Watson now; declined
    visit(g, 1, "watson", frm="lestrade")
    do(g, 1, "decline")
    assert g.state.day == 3
    assert character(g, "irene_adler")["state"] == "face_up"
    assert character(g, "billy")["state"] == "spent"
    for name in ("hudson", "watson"):
        assert character(g, name)["state"] == "face_up"  # permanent: never spent
    assert {"type": "character_back", "character": "irene_adler"} in events(g, None)
    assert character(g, "porky")["state"] == "face_up"


@pytest.mark.parametrize(
    ("edition", "card", "both_lay_there", "state"),
    [
        ("devir", "moran", False, "face_up"),
        ("devir", "moran", True, "face_up"),
        ("kosmos", "gala", False, "spent"),
        ("kosmos", "gala", True, "spent"),
    ],
)
def test_a_spent_character_with_a_laid_marker_devir_turns_face_up_kosmos_stays_down_h5(
    edition, card, both_lay_there, state
):
    """H5 as amended. Devir: "Además, pon boca arriba cualquier personaje gastado durante este
    turno para indicar su disponibilidad para el día siguiente": every character spent during
    the day turns face up at its end, whatever lies on it (here the marker Moran made a player
    lay down on it). Kosmos: "Anschließend deckt ihr alle Personen wieder auf, die in der
    vorigen Runde unpässlich waren (also die umgedrehten Personen, auf denen jetzt keine
    Aktionsmarker stehen)": one with a marker on it stays face down."""
    option = "villains" if edition == "devir" else "mycroft"
    g = at_dawn(
        edition,
        visit=["irene_adler", "billy", "langdale_pike"],  # with no markers: quiet visits
        tokens=[0, 0],
        options={option: card},
        character_deck_top=[card, "toby"],
    )
    visit(g, 0, "irene_adler")
    visit(g, 1, "irene_adler")
    quiet_day(g)
    # day 3: Irene is spent, both markers stand on her; the villain card makes each seat lay
    # one marker down: seat 0 the one on Irene
    assert g.state.day == 3
    assert character(g, "irene_adler")["state"] == "spent"
    do(g, 0, "lay", character="irene_adler")
    others = [a["character"] for a in legal(g, 1) if a["character"] != "irene_adler"]
    do(g, 1, "lay", character="irene_adler" if both_lay_there else others[0])
    quiet_day(g)
    assert g.state.day == 4
    laid = [(0, True), (1, True)] if both_lay_there else [(0, True)]
    assert markers(g, "irene_adler") == laid
    assert character(g, "irene_adler")["state"] == state
    back = {"type": "character_back", "character": "irene_adler"} in events(g, None)
    assert back == (state == "face_up")


# -- H4 / H6 -----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_payments_return_to_the_supply_and_24_markers_h6(edition):
    g = at_dawn(edition, visit=["lestrade"], tokens=[7, 3], line=LINE)
    visit(g, 0, "lestrade")
    do(g, 0, "take", slot=0)
    do(g, 0, "take", slot=1)
    assert tokens(g) == [4, 3]
    assert supply(g) == 17
    assert sum(tokens(g)) + supply(g) == 24


# -- H7 refill and reshuffle --------------------------------------------------------------------
# Everything but the line, one deck card and two areas goes to the discard: the deck holds 1.
REST = {
    "false_pass": 3,
    "explosive": 3,
    "cigarette": 4,
    "bullet": 5,
    "button": 6,
    "fingerprint": 8,
}
DISCARD = [name for name, n in REST.items() for _ in range(n)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_empty_deck_reshuffles_the_discard_pile_h7(edition):
    g = at_dawn(
        edition,
        visit=["lestrade"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["fingerprint"],
        discard=DISCARD,
        areas={"0": {"footprint": 8}, "1": {"map_fragment": 5, "joker": 5}},
    )
    assert len(g.state.deck) == 1
    assert len(discard(g)) == 29
    visit(g, 0, "lestrade")
    do(g, 0, "take", slot=0)
    do(g, 0, "take", slot=1)
    assert line(g)[0] == "fingerprint"
    assert line(g)[1] in REST
    assert discard(g) == []
    assert len(g.state.deck) == 28
    assert events(g, 1, "reshuffle") == [{"type": "reshuffle", "cards": 29}]
    assert g.view(1)["deck"]["count"] == 28


#: as REST, but one footprint sits in seat 1's area (for Billy) and the deck holds 1 card
LAST_CARD: dict[str, Any] = {
    "visit": ["watson", "billy", "violet_hunter"],
    "tokens": [3, 3],
    "line": LINE,
    "deck_top": ["fingerprint"],
    "discard": DISCARD,
    "areas": {"0": {"footprint": 7}, "1": {"footprint": 1, "map_fragment": 5, "joker": 5}},
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_discard_pile_becomes_the_deck_the_moment_the_deck_runs_out_h7(edition):
    """H7, devir: "Si en algún momento se agota el mazo de pistas, las cartas descartadas deben
    barajarse para crear un nuevo mazo."; kosmos: "Sollte der Hinweisstapel aufgebraucht sein,
    mischt ihr den Ablagestapel und bildet damit einen neuen Hinweisstapel." The refill that
    draws the last card shuffles the pile at once, not at the next draw: a card discarded
    afterwards starts a new discard pile instead of joining the new deck."""
    g = at_dawn(edition, **LAST_CARD)
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    end_turn_if_offered(g, 0)
    assert line(g)[0] == "fingerprint"
    assert discard(g) == []
    assert len(g.state.deck) == 29
    assert events(g, 1, "reshuffle") == [{"type": "reshuffle", "cards": 29}]
    visit(g, 1, "billy")
    do(g, 1, "discard", card="footprint")
    assert discard(g) == ["footprint"]
    assert len(g.state.deck) == 29


def test_kosmos_violet_hunter_cannot_buy_from_a_pile_that_became_the_deck_h7():
    """H7 (kosmos "Sollte der Hinweisstapel aufgebraucht sein, mischt ihr den Ablagestapel und
    bildet damit einen neuen Hinweisstapel"): once the deck has run out, the old discard pile
    is the new deck, so Violet Hunter ("Nimm den obersten Hinweis vom Ablagestapel") finds no
    pile to buy from."""
    g = at_dawn("kosmos", **LAST_CARD)
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    end_turn_if_offered(g, 0)
    assert g.view(1)["discard"] == {"count": 0, "cards": []}
    visit(g, 1, "violet_hunter")
    assert decision(g) == "visit" and seat_to_act(g) == 0
    assert tokens(g)[1] == 3


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_card_discarded_onto_an_empty_deck_becomes_the_deck_h7(edition):
    """H7 ("si en algún momento se agota el mazo"): the deck is never empty while the discard
    pile holds a card, so a card discarded once deck and pile are both empty is the new deck
    at once (and is the next card drawn)."""
    mine = {"false_pass": 3, "explosive": 3, "cigarette": 4, "button": 6, "fingerprint": 9}
    g = at_dawn(
        edition,
        visit=["watson", "billy"],
        tokens=[3, 3],
        line=LINE,
        areas={
            "0": {**mine, "footprint": 7},
            "1": {"bullet": 5, "footprint": 1, "map_fragment": 5, "joker": 5},
        },
    )
    assert g.view(0)["deck"]["count"] == 0 and discard(g) == []
    visit(g, 0, "billy")
    do(g, 0, "discard", card="false_pass")
    assert discard(g) == []
    assert deck_top(g, 1) == ["false_pass"]
    assert g.view(1)["deck"]["count"] == 1
    visit(g, 1, "watson")
    do(g, 1, "take", slot=0)
    decline_rest(g, 1)
    assert line(g)[0] == "false_pass"
    assert g.view(0)["deck"]["count"] == 0


@pytest.mark.parametrize("edition", EDITIONS)
def test_reservation_refills_at_once_h7_h14(edition):
    g = at_dawn(
        edition,
        options={"reservation": True},
        visit=["hudson"],
        line=LINE,
        deck_top=["fingerprint"],
        reservation_holder=0,
    )
    do(g, 0, "reserve", slot=2)
    assert line(g) == ["cigarette", "explosive", "fingerprint", "button"]
    assert g.view(1)["players"][0]["reserved"] == "bullet"


# -- H9 jokers ---------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_joker_on_receipt_one_per_row_never_map_fragments_h9(edition):
    g = at_dawn(
        edition,
        visit=["watson"],
        tokens=[2, 2],
        line=["joker", "joker", "bullet", "button"],
        areas={"0": {"cigarette": 1, "joker:cigarette": 1, "bullet": 1, "map_fragment": 1}},
    )
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert decision(g) == "assign_joker"
    assert {a["row"] for a in legal(g, 0)} == {"bullet", None}
    do(g, 0, "assign_joker", row="bullet")
    assert rows(g, 0) == {
        "cigarette": 1,
        "joker:cigarette": 1,
        "bullet": 1,
        "joker:bullet": 1,
        "map_fragment": 1,
    }
    # the bullet row holds a joker now: a second joker cannot go there (one per row)
    visit(g, 1, "hudson")
    visit(g, 0, "lestrade")
    assert seat_to_act(g) == 1  # 1 marker: Lestrade offers nothing
    g2 = at_dawn(
        edition,
        visit=["watson"],
        tokens=[2, 2],
        line=["joker", "explosive", "bullet", "button"],
        areas={"0": {"cigarette": 1, "joker:cigarette": 1, "map_fragment": 1}},
    )
    visit(g2, 0, "watson")
    do(g2, 0, "take", slot=0)
    assert rows(g2, 0) == {"cigarette": 1, "joker:cigarette": 1, "map_fragment": 1, "joker": 1}
    assert seat_to_act(g2) == 1  # no row for it: no question


@pytest.mark.parametrize("edition", EDITIONS)
def test_joker_with_no_row_stays_unassigned_h9(edition):
    g = at_dawn(
        edition,
        visit=["watson"],
        tokens=[2, 2],
        line=["joker", "explosive", "bullet", "button"],
        areas={"0": {"map_fragment": 2}},
    )
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert rows(g, 0) == {"map_fragment": 2, "joker": 1}
    assert seat_to_act(g) == 1


def test_devir_new_type_may_go_onto_the_unassigned_joker_or_not_h9():
    def start():
        g = at_dawn(
            "devir",
            visit=["watson"],
            tokens=[2, 2],
            line=LINE,
            areas={"0": {"joker": 1, "bullet": 1}},
        )
        visit(g, 0, "watson")
        return g

    g = start()
    do(g, 0, "take", slot=2)  # bullet: a row the player holds, no question
    assert seat_to_act(g) == 1
    assert rows(g, 0) == {"bullet": 2, "joker": 1}
    g = start()
    do(g, 0, "take", slot=0)  # cigarette: a new type
    assert decision(g) == "onto_joker"
    do(g, 0, "decline")
    assert rows(g, 0) == {"cigarette": 1, "bullet": 1, "joker": 1}
    g = start()
    do(g, 0, "take", slot=0)
    do(g, 0, "accept")
    assert rows(g, 0) == {"cigarette": 1, "joker:cigarette": 1, "bullet": 1}


def test_kosmos_line_clue_never_goes_onto_the_joker_h9():
    g = at_dawn(
        "kosmos",
        visit=["watson"],
        tokens=[2, 2],
        line=LINE,
        areas={"0": {"joker": 1}},
        hidden={"0": ["bullet"]},
    )
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert decision(g) != "onto_joker"
    assert rows(g, 0) == {"cigarette": 1, "joker": 1}
    # the hidden bullet (a type not held) may be revealed onto it, cigarette may not
    assert decision(g) == "end_of_turn"
    assert {a.get("card") for a in legal(g, 0) if a["type"] == "reveal"} == {"bullet"}
    do(g, 0, "end_turn")
    assert hidden(g, 0) == ["bullet"]
    quiet_turn(g, 1)
    # also before the next visit
    assert offered(g, 0, "reveal", card="bullet")
    do(g, 0, "reveal", card="bullet")
    assert rows(g, 0) == {"cigarette": 1, "bullet": 1, "joker:bullet": 1}
    assert hidden(g, 0) == []
    assert g.view(1)["players"][0]["area"]["rows"]["bullet"] == {"clues": 1, "joker": True}


def test_devir_joker_set_aside_starts_a_new_row_only_in_a_later_turn_h9():
    g = at_dawn(
        "devir",
        visit=["lestrade"],
        tokens=[3, 2],
        line=["joker", "explosive", "bullet", "button"],
    )
    visit(g, 0, "lestrade")
    do(g, 0, "take", slot=0)  # no row yet: the joker is set aside
    do(g, 0, "take", slot=1)
    assert decision(g) != "onto_joker"
    assert rows(g, 0) == {"explosive": 1, "joker": 1}


def test_kosmos_reveal_onto_a_joker_only_in_a_later_turn_h9():
    g = at_dawn(
        "kosmos",
        visit=["watson"],
        tokens=[2, 2],
        line=["joker", "explosive", "bullet", "button"],
        hidden={"0": ["cigarette"]},
    )
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert not offered(g, 0, "reveal", card="cigarette")


def test_devir_has_no_reveal_onto_joker_h9():
    g = at_dawn("devir", visit=["hudson"], areas={"0": {"joker": 1}}, hidden={"0": ["bullet"]})
    assert "reveal" not in kinds(g, 0)


# -- H13 game end ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_game_ends_after_day_7_last_ability_resolved_h13(edition):
    g = at_dawn(
        edition,
        day=7,
        options={"reservation": True},
        visit=["watson", "lestrade", "von_kramm", "porky"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
        reservation_holder=1,
    )
    for seat, to in [(0, "watson"), (1, "watson"), (0, "lestrade"), (1, "lestrade"), (0, "porky")]:
        visit(g, seat, to)
        do(g, seat, "decline")
        end_turn_if_offered(g, seat)
    assert offered(g, 1, "reserve", slot=0)  # the holder may reserve before its last visit
    visit(g, 1, "von_kramm")
    do(g, 1, "take", slot=3)
    assert not g.is_over  # the ability includes the opponent's offer (H18)
    assert seat_to_act(g) == 0 and decision(g) == "confirm"
    assert g.result() is None
    do(g, 0, "accept")
    # no reservation after the last move: the game is over
    assert g.is_over
    assert g.result() is not None
    assert g.view(None)["phase"] == "over"
    assert rows(g, 0) == {"fingerprint": 1}  # the hidden clue is revealed at the end
    assert hidden(g, 0) == []
    assert events(g, None, "hidden_revealed") == [
        {"type": "hidden_revealed", "seat": 0, "clues": ["fingerprint"]}
    ]
    assert events(g, None, "game_over")


def test_kosmos_reveal_onto_a_joker_is_offered_after_the_last_move_too_h9_h13():
    """H9 kosmos: "oder du legst ihn vorerst allein offen aus. In einem späteren Zug kannst du
    darauf [...] 1 deiner verdeckten Hinweise [...] ablegen, und zwar offen!"; the game ends
    "nachdem Moriarty seinen 3. Aktionsmarker platziert und die entsprechende Aktion ausgeführt
    hat" (H13), and only then are hidden clues revealed and jokers assigned (-1 each). So after
    the last move the player may still put a hidden clue onto the joker (no -1). Reserving is
    not offered then (a clue reserved now could never be taken: -3, H14)."""
    g = at_dawn(
        "kosmos",
        day=7,
        options={"reservation": True},
        visit=["watson", "lestrade", "porky", "hudson"],
        tokens=[0, 0],
        line=LINE,
        areas={"1": {"joker": 1}},
        hidden={"1": ["bullet"]},
        reservation_holder=1,
    )
    for seat, to in [(0, "watson"), (1, "watson"), (0, "lestrade"), (1, "lestrade"), (0, "porky")]:
        visit(g, seat, to)
        decline_rest(g, seat)
    visit(g, 1, "hudson")  # the game's last move
    assert not g.is_over
    assert decision(g) == "end_of_turn" and seat_to_act(g) == 1
    assert offered(g, 1, "reveal", card="bullet")
    assert "reserve" not in kinds(g, 1)
    do(g, 1, "reveal", card="bullet")
    assert g.is_over
    seat1 = g.result().details["seats"][1]
    assert seat1["jokers_assigned_at_end"] == 0
    assert seat1["types"]["bullet"] == 6 - 0  # 2 bullets (joker included) against none


@pytest.mark.parametrize("edition", EDITIONS)
def test_no_reservation_in_the_middle_of_the_games_last_ability_h13_h14(edition):
    """H14: the holder may reserve "en cualquier momento de su turno" / "zu einem beliebigen
    Zeitpunkt im eigenen Zug", and a reserved clue is taken only in a later turn; H13: the game
    ends once the last marker's ability is resolved. So from the game's last visit on, a clue
    reserved could never be taken (-3 at the end): it is offered before the last visit (the
    refill may still matter to the choice) but neither after the refill nor, as it was, between
    the steps of the last ability (Watson's take offered take, reserve and decline)."""
    g = at_dawn(
        edition,
        day=7,
        options={"reservation": True},
        visit=["watson", "lestrade", "porky", "hudson"],
        tokens=[3, 3],
        line=LINE,
        reservation_holder=1,
    )
    for seat, to in [(0, "watson"), (1, "lestrade"), (0, "lestrade"), (1, "porky"), (0, "porky")]:
        visit(g, seat, to)
        decline_rest(g, seat)
    assert offered(g, 1, "reserve", slot=0)  # before its last visit: still its own turn
    visit(g, 1, "watson")  # the game's last move
    assert decision(g) == "take" and seat_to_act(g) == 1
    assert kinds(g, 1) == {"take", "decline"}
    do(g, 1, "take", slot=0)
    res = g.result()
    assert g.is_over and res is not None
    assert res.details["seats"][1]["reserved_clue"] == 0


def test_moran_day_7_ends_after_the_4th_marker_h13_h15():
    g = at_dawn(
        "devir",
        day=6,
        options={"villains": "moran"},
        tokens=[0, 0],
        character_deck_top=["moran"],
    )
    assert len(g.state.board) == 3 + 7
    quiet_day(g)
    assert g.state.day == 7
    assert decision(g) == "lay_marker" and seat_to_act(g) == 0
    n = 0
    while not g.is_over:
        seat = seat_to_act(g)
        if decision(g) == "lay_marker":
            do(g, seat, "lay", character=legal(g, seat)[0]["character"])
        else:
            quiet_turn(g, seat)
            n += 1
    assert n == 4
    assert len(g.state.board) == 3 + 8
    assert CHAR_INDEX["moran"] not in g.state.board


# -- H14 reservation ----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_reservation_card_starts_with_seat_1_devir_second_player_kosmos_moriarty_h14(edition):
    g = new(edition, seed=4, reservation=True)
    assert [p["holds_reservation_card"] for p in g.view(0)["players"]] == [False, True]
    assert "reserve" not in kinds(g, 0)
    quiet_turn(g, 0)
    assert offered(g, 1, "reserve", slot=0)


@pytest.mark.parametrize("edition", EDITIONS)
def test_reserve_passes_the_card_take_it_in_place_of_a_line_clue_h14(edition):
    g = at_dawn(
        edition,
        options={"reservation": True},
        visit=["watson", "hudson"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
    )
    quiet_turn(g, 0)
    do(g, 1, "reserve", slot=1)
    view = g.view(0)
    assert view["players"][1]["reserved"] == "explosive"
    assert [p["holds_reservation_card"] for p in view["players"]] == [True, False]
    assert line(g) == ["cigarette", "fingerprint", "bullet", "button"]
    assert "reserve" not in kinds(g, 1)  # the card has passed
    # "en una acción posterior" / "später wieder am Zug": not in the turn it was reserved
    visit(g, 1, "watson")
    assert not offered(g, 1, "take", slot=4)
    do(g, 1, "decline")
    quiet_turn(g, 0)
    visit(g, 1, "lestrade")
    assert offered(g, 1, "take", slot=4)
    do(g, 1, "take", slot=4)
    do(g, 1, "take", slot=0)
    assert rows(g, 1) == {"explosive": 1, "cigarette": 1}
    assert g.view(0)["players"][1]["reserved"] is None
    assert line(g) == ["footprint", "fingerprint", "bullet", "button"]
    assert tokens(g)[1] == 0


@pytest.mark.parametrize("edition", EDITIONS)
def test_reserve_after_the_refill_and_never_two_reserved_clues_h14(edition):
    g = at_dawn(
        edition,
        options={"reservation": True},
        visit=["watson", "hudson", "gregson"],
        tokens=[3, 6],
        line=LINE,
        deck_top=["fingerprint", "footprint", "false_pass", "explosive"],
        reservation_holder=0,
    )
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    # after the ability and the refill, the holder may still reserve
    assert line(g) == ["fingerprint", "explosive", "bullet", "button"]
    assert decision(g) == "end_of_turn"
    do(g, 0, "reserve", slot=0)
    assert g.view(1)["players"][0]["reserved"] == "fingerprint"
    assert seat_to_act(g) == 1
    # seat 1 now holds the card and reserves; the card comes back to seat 0
    do(g, 1, "reserve", slot=1)
    assert [p["holds_reservation_card"] for p in g.view(None)["players"]] == [True, False]
    visit(g, 1, "hudson")
    # seat 0 holds the card but already has a reserved clue: no second reservation
    assert "reserve" not in kinds(g, 0)
    # Gregson: the reserved clue replaces one of the clues from the line
    visit(g, 0, "gregson")
    do(g, 0, "count", n=1)
    do(g, 0, "take", slot=4)
    assert rows(g, 0) == {"cigarette": 1, "fingerprint": 1}
    # now without a reserved clue and with the card: may reserve again after the refill
    assert decision(g) == "end_of_turn"
    assert offered(g, 0, "reserve", slot=0)


@pytest.mark.parametrize("edition", EDITIONS)
def test_reserve_between_the_steps_of_an_ability_h14_h7(edition):
    """H14: the holder reserves "en cualquier momento de su turno, incluso después de reponer
    las pistas de la línea" (devir); kosmos: "kann nun seinerseits zu einem beliebigen
    Zeitpunkt im eigenen Zug 1 Hinweis reservieren". So also between the steps of an ability,
    e.g. between Lestrade's two takes. H7: the line is refilled once the ability has resolved,
    so the reserved clue's slot stays empty until then; and the reserved clue cannot be taken
    in the turn it was reserved ("en una acción posterior", "später wieder am Zug")."""
    g = at_dawn(
        edition,
        options={"reservation": True},
        visit=["lestrade"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["fingerprint", "footprint", "false_pass"],
        reservation_holder=0,
    )
    visit(g, 0, "lestrade")
    assert offered(g, 0, "reserve", slot=0)  # after the visit, before paying, too
    do(g, 0, "take", slot=0)
    assert decision(g) == "take"
    assert {a["slot"] for a in legal(g, 0) if a["type"] == "reserve"} == {1, 2, 3}
    do(g, 0, "reserve", slot=1)
    assert line(g) == [None, None, "bullet", "button"]
    assert g.view(1)["players"][0]["reserved"] == "explosive"
    assert [p["holds_reservation_card"] for p in g.view(None)["players"]] == [False, True]
    assert decision(g) == "take" and seat_to_act(g) == 0
    assert not offered(g, 0, "take", slot=4)
    assert "reserve" not in kinds(g, 0)
    do(g, 0, "take", slot=2)
    assert rows(g, 0) == {"cigarette": 1, "bullet": 1}
    assert tokens(g) == [0, 3]
    assert line(g) == ["fingerprint", "footprint", "false_pass", "button"]
    assert seat_to_act(g) == 1 and decision(g) == "visit"


@pytest.mark.parametrize("edition", EDITIONS)
def test_reserve_only_in_the_own_turn_never_in_the_opponents_ability_h14(edition):
    """H14 ("en cualquier momento de su turno", "im eigenen Zug"): the holder is not offered a
    reservation when it answers during the opponent's turn (Von Kramm's offer, H18)."""
    g = at_dawn(
        edition,
        options={"reservation": True},
        visit=["von_kramm"],
        tokens=[3, 3],
        line=LINE,
        reservation_holder=1,
    )
    visit(g, 0, "von_kramm")
    assert "reserve" not in kinds(g, 0)  # seat 0 does not hold the card
    do(g, 0, "take", slot=0)
    assert decision(g) == "confirm" and seat_to_act(g) == 1
    assert kinds(g, 1) == {"accept", "decline"}


def test_kosmos_porky_reveals_one_new_clue_after_a_reservation_in_his_ability_h14_h7():
    """Kosmos Porky: "Wirf 1 Hinweis aus der allgemeinen Auslage ab auf den Ablagestapel. Decke 1
    neuen Hinweis auf." With a clue reserved at his discard decision (H14 "zu einem beliebigen
    Zeitpunkt im eigenen Zug"), only the discarded slot gets a new clue; the reserved one's
    slot waits for the refill once the ability has resolved (H7)."""
    g = at_dawn(
        "kosmos",
        options={"reservation": True},
        visit=["porky"],
        tokens=[2, 3],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
        reservation_holder=0,
    )
    visit(g, 0, "porky")
    assert decision(g) == "discard_line"
    do(g, 0, "reserve", slot=0)
    do(g, 0, "discard_line", slot=1)
    assert line(g) == [None, "fingerprint", "bullet", "button"]
    assert decision(g) == "take" and not offered(g, 0, "take", slot=4)
    do(g, 0, "decline")
    assert line(g) == ["footprint", "fingerprint", "bullet", "button"]
    assert g.view(1)["players"][0]["reserved"] == "cigarette"


def test_a_reservation_that_leaves_fewer_clues_caps_gregsons_count_h14_h4():
    """H14 in the middle of an ability: a reservation at Gregson's count leaves fewer clues to
    take, so the count offered shrinks with them (H4: the cost is paid up front, per clue)."""
    g = at_dawn(
        "devir",
        options={"reservation": True},
        visit=["gregson"],
        tokens=[6, 3],
        line=["cigarette", "explosive", None, None],
        reservation_holder=0,
    )
    visit(g, 0, "gregson")
    assert {a["n"] for a in legal(g, 0) if a["type"] == "count"} == {1, 2}
    do(g, 0, "reserve", slot=0)
    assert decision(g) == "count" and pending(g)["most"] == 1
    assert {a["n"] for a in legal(g, 0) if a["type"] == "count"} == {1}
    do(g, 0, "count", n=1)
    do(g, 0, "take", slot=1)
    assert rows(g, 0) == {"explosive": 1}
    assert tokens(g) == [4, 3]


@pytest.mark.parametrize("edition", EDITIONS)
def test_reserved_clue_is_immune_and_counts_for_nothing_h14(edition):
    g = at_dawn(
        edition,
        options={"reservation": True},
        visit=["irene_adler", "toby"],
        tokens=[5, 0],
        reserved={"1": "cigarette"},
        areas={"1": {"joker": 1}},
    )
    visit(g, 0, "irene_adler")
    assert seat_to_act(g) == 1  # nothing Irene may steal
    visit(g, 1, "toby")
    assert tokens(g) == [5, 0]  # the reserved clue is no type for Toby
    assert g.view(0)["players"][1]["reserved"] == "cigarette"


# -- H15 villain / Mycroft cards ------------------------------------------------------------------
def _day_1_with(edition, card, **kw):
    option = "villains" if edition == "devir" else "mycroft"
    return at_dawn(
        edition,
        day=1,
        options={option: card},
        visit=["irene_adler", "gregson"],
        character_deck_top=[card],
        **kw,
    )


def test_moriarty_order_a_b_b_a_discard_or_return_2_or_all_h15():
    g = _day_1_with(
        "devir",
        "moriarty",
        tokens=[5, 3],
        areas={"0": {"cigarette": 1, "bullet": 1}},
        hidden={"1": ["fingerprint"]},
    )
    quiet_day(g)
    assert g.state.day == 2
    assert events(g, None, "villain") == [{"type": "villain", "character": "moriarty", "day": 2}]
    # A (seat 0): discard a visible clue or return 2
    assert seat_to_act(g) == 0 and decision(g) == "villain"
    assert {a["type"] for a in legal(g, 0)} == {"discard", "pay_markers"}
    do(g, 0, "discard", card="cigarette")
    assert discard(g) == ["cigarette"]
    # B (seat 1): no clue, so no choice: returns 2 without being asked (README ruling 9);
    # B again: no clue and 1 marker: returns all; then A again
    assert tokens(g)[1] == 0
    assert [e["markers"] for e in events(g, None, "villain_paid")] == [2, 1]
    assert seat_to_act(g) == 0 and decision(g) == "villain"
    do(g, 0, "pay_markers")
    assert tokens(g) == [3, 0]
    assert rows(g, 0) == {"bullet": 1}
    assert hidden(g, 1) == ["fingerprint"]  # hidden clues are immune (H8)
    # replaced by a new character the same dawn; Moriarty leaves the game
    assert decision(g) == "visit"
    assert len(g.state.board) == 3 + 3
    assert CHAR_INDEX["moriarty"] not in g.state.board
    assert not any(c in VILLAINS for c in g.state.char_deck)
    assert events(g, None, "new_character")[-1]["day"] == 2


def test_razzia_order_sherlock_moriarty_moriarty_sherlock_h15():
    g = _day_1_with(
        "kosmos",
        "razzia",
        tokens=[5, 1],
        areas={"0": {"cigarette": 1}, "1": {"map_fragment": 1}},
    )
    quiet_day(g)
    # Sherlock has a visible clue: must discard (no paying instead)
    assert seat_to_act(g) == 0
    assert legal(g, 0) == [{"type": "discard", "card": "cigarette"}]
    do(g, 0, "discard", card="cigarette")
    assert seat_to_act(g) == 1
    assert legal(g, 1) == [{"type": "discard", "card": "map_fragment"}]
    do(g, 1, "discard", card="map_fragment")
    # Moriarty again: no clue, his last marker; Sherlock again: no clue, 2 markers
    assert tokens(g) == [3, 0]
    assert g.view(None)["discard"]["cards"] == ["cigarette", "map_fragment"]
    assert decision(g) == "visit" and seat_to_act(g) == 0
    assert len(g.state.board) == 3 + 3
    assert CHAR_INDEX["razzia"] not in g.state.board


@pytest.mark.parametrize(("edition", "card"), [("devir", "moran"), ("kosmos", "gala")])
def test_moran_gala_lay_a_marker_two_moves_that_day_h15(edition, card):
    g = _day_1_with(edition, card, tokens=[0, 0])
    quiet_day(g)
    assert decision(g) == "lay_marker" and seat_to_act(g) == 0
    standing = {a["character"] for a in legal(g, 0)}
    assert len(standing) == 3
    laid = sorted(standing)[0]
    do(g, 0, "lay", character=laid)
    assert decision(g) == "lay_marker" and seat_to_act(g) == 1
    do(g, 1, "lay", character=legal(g, 1)[0]["character"])
    assert [p["moves_left"] for p in g.view(None)["players"]] == [2, 2]
    assert laid not in sources(g, 0)  # lies: cannot move
    assert laid not in targets(g, 0)  # own marker there
    assert len(g.state.board) == 3 + 3
    n = 0
    while g.state.day == 2:
        quiet_turn(g, seat_to_act(g))
        n += 1
    assert n == 4
    assert [p["moves_left"] for p in g.view(None)["players"]] == [3, 3]


@pytest.mark.parametrize(("edition", "option"), [("devir", "villains"), ("kosmos", "mycroft")])
def test_random_villain_is_unknown_until_drawn_h15(edition, option):
    g = new(edition, seed=9, options={option: "random"})
    deck = g.view(0)["character_deck"]
    assert deck["villains_in_game"] == "random"
    assert deck["villains_still_in_deck"] == "one unknown"
    assert len([c for c in g.state.char_deck if c in VILLAINS]) == 1


# -- H16 alternative start ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_alternative_start_secret_picks_revealed_together_h16(edition):
    g = new(
        edition,
        seed=21,
        alternative_start=True,
        options={"villains" if edition == "devir" else "mycroft": "both"},
    )
    assert g.to_act == frozenset({0, 1})
    picks = [[a["character"] for a in legal(g, s)] for s in (0, 1)]
    assert all(len(p) == 2 for p in picks)
    assert not set(picks[0]) & set(picks[1])
    assert not any(CHAR_INDEX[c] in VILLAINS for p in picks for c in p)
    # villain / Mycroft cards are added only after the picks
    assert not any(c in VILLAINS for c in g.state.char_deck)
    assert len(g.state.board) == 3
    do(g, 1, "choose_start", character=picks[1][1])
    assert g.to_act == frozenset({0})
    assert len(g.state.board) == 3  # not revealed before both chose
    assert g.view(0)["players"][1]["start_chosen"] is True
    do(g, 0, "choose_start", character=picks[0][0])
    board = [c["id"] for c in g.view(None)["characters"]]
    assert board[3:] == [picks[0][0], picks[1][1]]
    assert events(g, None, "start_revealed")[0]["characters"] == [picks[0][0], picks[1][1]]
    # the two not kept went back into the character deck, the villains joined it
    assert CHAR_INDEX[picks[0][1]] in g.state.char_deck
    assert CHAR_INDEX[picks[1][0]] in g.state.char_deck
    assert sum(1 for c in g.state.char_deck if c in VILLAINS) == 2
    assert g.to_act == frozenset({0}) and decision(g) == "visit"
    assert pending(g)["seat"] == 0


@pytest.mark.parametrize("edition", EDITIONS)
def test_end_jokers_are_asked_after_the_reveal_in_the_scoring_phase_h10_h13(edition):
    g = at_dawn(
        edition,
        day=7,
        areas={"0": {"joker": 1}, "1": {"joker": 1, "cigarette": 1}},
        hidden={"0": ["bullet"]},
    )
    while decision(g) == "visit":
        quiet_turn(g, seat_to_act(g))
    assert decision(g) == "final_jokers" and seat_to_act(g) == 0
    assert g.view(None)["phase"] == "scoring"
    assert g.result() is None
    assert rows(g, 0) == {"bullet": 1, "joker": 1}  # the hidden bullet is revealed first
    assert {a["row"] for a in legal(g, 0)} == {"bullet", None}
    do(g, 0, "assign_joker", row="bullet")
    assert seat_to_act(g) == 1
    do(g, 1, "assign_joker", row="cigarette")
    assert g.is_over


@pytest.mark.parametrize("edition", EDITIONS)
def test_illegal_actions_change_nothing_h2_h3(edition):
    g = at_dawn(edition, visit=["watson"], tokens=[2, 2], line=LINE)
    before = g.state_hash()
    for seat, action in [
        (1, {"type": "visit", "to": "watson", "frm": "irene_adler"}),  # not seat 1's turn
        (0, {"type": "take", "slot": 0}),  # no take pending
        (0, {"type": "visit", "to": "irene_adler", "frm": "gregson"}),  # own marker there
        (0, {"type": "visit", "to": "toby", "frm": "irene_adler"}),  # not on the board
        (0, {"type": "teleport"}),
        (2, {"type": "decline"}),
    ]:
        with pytest.raises(afoot.IllegalAction):
            g.apply(seat, action)
        assert g.state_hash() == before
    assert g.actions == []
