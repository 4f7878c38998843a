"""One scenario per character ability and edition (devir, kosmos), with H4/H6 edge cases.

Each test starts from a scenario (stacked line, deck top, areas, token counts), lays a marker
through the public API and asserts the outcome: markers, cards in areas / hidden / line /
discard, and what the decision stack offers.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.games.holmes.data import CHAR_INDEX
from afoot.games.holmes.testing import (
    EDITIONS,
    LINE,
    at_dawn,
    decision,
    discard,
    do,
    hidden,
    kinds,
    legal,
    line,
    make_scenario,
    new,
    offered,
    pending,
    rows,
    seat_to_act,
    standing_from,
    supply,
    tokens,
    types_of,
    view_rows,
    visit,
)


# -- Doctor Watson ----------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_watson_pays_1_takes_1_from_the_line_then_refill_h7(edition):
    g = at_dawn(edition, visit=["watson"], tokens=[2, 5], line=LINE, deck_top=["fingerprint"])
    visit(g, 0, "watson")
    assert pending(g)["cost"] == 1
    assert offered(g, 0, "decline")  # H4: optional
    do(g, 0, "take", slot=1)
    assert rows(g, 0) == {"explosive": 1}
    assert tokens(g) == [1, 5]
    assert supply(g) == 24 - 7 + 1
    assert line(g) == ["cigarette", "fingerprint", "bullet", "button"]
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_watson_declined_changes_nothing_h4(edition):
    g = at_dawn(edition, visit=["watson"], tokens=[2, 5], line=LINE)
    visit(g, 0, "watson")
    do(g, 0, "decline")
    assert rows(g, 0) == {}
    assert tokens(g) == [2, 5]
    assert line(g) == LINE
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_watson_without_a_marker_to_pay_offers_nothing_h4(edition):
    """H4: a player who cannot pay may still visit (to block) and gets nothing."""
    g = at_dawn(edition, visit=["watson"], tokens=[0, 5], line=LINE)
    assert offered(g, 0, "visit", to="watson", frm=g.view(0)["legal"][0]["frm"])
    visit(g, 0, "watson")
    assert rows(g, 0) == {}
    assert line(g) == LINE
    assert seat_to_act(g) == 1


# -- Mrs. Hudson ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_hudson_gains_3_markers_from_the_supply_h6(edition):
    g = at_dawn(edition, visit=["hudson"], tokens=[1, 2])
    visit(g, 0, "hudson")
    assert tokens(g) == [4, 2]
    assert supply(g) == 24 - 6
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_hudson_gain_limited_by_the_supply_h6(edition):
    g = at_dawn(edition, visit=["hudson"], tokens=[10, 12])
    assert supply(g) == 2
    visit(g, 0, "hudson")
    assert tokens(g) == [12, 12]
    assert supply(g) == 0


# -- Inspector Lestrade -----------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_lestrade_pays_3_takes_2_refill_only_after_h7(edition):
    g = at_dawn(
        edition,
        visit=["lestrade"],
        tokens=[4, 5],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
    )
    visit(g, 0, "lestrade")
    assert pending(g)["cost"] == 3
    do(g, 0, "take", slot=0)
    # H7: no refill in the middle of the ability
    assert line(g) == [None, "explosive", "bullet", "button"]
    assert tokens(g) == [1, 5]
    assert pending(g)["decision"] == "take"
    assert not offered(g, 0, "decline")  # paid: the second clue is not optional
    do(g, 0, "take", slot=3)
    assert rows(g, 0) == {"cigarette": 1, "button": 1}
    assert line(g) == ["fingerprint", "explosive", "bullet", "footprint"]
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_lestrade_not_offered_with_2_markers_h4(edition):
    g = at_dawn(edition, visit=["lestrade"], tokens=[2, 5], line=LINE)
    visit(g, 0, "lestrade")
    assert tokens(g) == [2, 5]
    assert rows(g, 0) == {}
    assert seat_to_act(g) == 1


# -- Irene Adler --------------------------------------------------------------------------
def test_irene_devir_costs_the_day_steals_into_hidden_never_a_joker_h9_h12():
    g = at_dawn(
        "devir",
        day=3,
        visit=["irene_adler"],
        tokens=[3, 5],
        areas={
            "1": {
                "cigarette": 1,
                "joker:cigarette": 1,
                "bullet": 2,
                "map_fragment": 1,
                "joker": 1,
            }
        },
        hidden={"1": ["button"]},
    )
    visit(g, 0, "irene_adler")
    assert pending(g)["cost"] == 3
    steals = {a["card"] for a in legal(g, 0) if a["type"] == "steal"}
    assert steals == {"cigarette", "bullet", "map_fragment"}  # no joker, no hidden clue
    do(g, 0, "steal", card="cigarette")
    assert hidden(g, 0) == ["cigarette"]
    assert tokens(g) == [0, 5]
    # H9: the cigarette row lost its last real clue: its joker is unassigned again
    assert rows(g, 1) == {"bullet": 2, "map_fragment": 1, "joker": 2}
    assert hidden(g, 1) == ["button"]
    assert g.view(1)["players"][0]["hidden_count"] == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_irene_may_steal_a_map_fragment_h20(edition):
    """H20: Irene Adler takes any visible clue of the opponent, a map fragment included.
    Devir: "obtén 1 pista visible del área de juego de tu oponente para agregar a tu pila de
    pistas ocultas. No puede tomar ningún comodín ni ninguna carta oculta." (only jokers and
    hidden cards are excluded); kosmos: "Nimm dafür 1 offenen Hinweis oder 1 offenes
    Kartenfragment aus der persönlichen Auslage deines Mitspielers [...] Du darfst keine Joker
    nehmen!"."""
    g = at_dawn(
        edition,
        visit=["irene_adler"],
        tokens=[2, 5],
        areas={"1": {"bullet": 1, "map_fragment": 2, "joker": 1}},
    )
    visit(g, 0, "irene_adler")
    steals = {a["card"] for a in legal(g, 0) if a["type"] == "steal"}
    assert steals == {"bullet", "map_fragment"}  # never the joker
    do(g, 0, "steal", card="map_fragment")
    assert hidden(g, 0) == ["map_fragment"]
    assert tokens(g) == [0, 5]
    assert rows(g, 1) == {"bullet": 1, "map_fragment": 1, "joker": 1}
    # a player whose only visible card is a map fragment can be stolen from too
    g = at_dawn(edition, visit=["irene_adler"], tokens=[2, 5], areas={"1": {"map_fragment": 1}})
    visit(g, 0, "irene_adler")
    assert decision(g) == "steal"
    assert {a["card"] for a in legal(g, 0) if a["type"] == "steal"} == {"map_fragment"}


def test_irene_kosmos_stealing_a_last_real_clue_frees_the_joker_h9():
    """H9: a row losing its last real clue frees its joker (kosmos too)."""
    g = at_dawn(
        "kosmos",
        day=3,
        visit=["irene_adler"],
        tokens=[3, 5],
        areas={"1": {"bullet": 1, "joker:bullet": 1}},
    )
    visit(g, 0, "irene_adler")
    assert pending(g)["cost"] == 3
    do(g, 0, "steal", card="bullet")
    assert rows(g, 1) == {"joker": 1}
    assert hidden(g, 0) == ["bullet"]
    assert tokens(g) == [0, 5]


@pytest.mark.parametrize("edition", EDITIONS)
def test_irene_not_offered_when_markers_below_the_day_h12(edition):
    g = at_dawn(edition, day=4, visit=["irene_adler"], tokens=[3, 5], areas={"1": {"bullet": 2}})
    visit(g, 0, "irene_adler")
    assert rows(g, 1) == {"bullet": 2}
    assert tokens(g) == [3, 5]
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_irene_never_touches_hidden_clues_or_jokers_h8(edition):
    g = at_dawn(
        edition,
        visit=["irene_adler"],
        tokens=[5, 5],
        areas={"1": {"joker": 2}},
        hidden={"1": ["fingerprint"]},
    )
    visit(g, 0, "irene_adler")
    assert seat_to_act(g) == 1  # nothing to steal: no decision
    assert hidden(g, 0) == []
    assert tokens(g) == [5, 5]


def test_irene_kosmos_stolen_clue_may_go_onto_an_unassigned_joker_h9():
    g = at_dawn(
        "kosmos",
        visit=["irene_adler"],
        tokens=[2, 5],
        areas={"0": {"joker": 1}, "1": {"footprint": 2}},
    )
    visit(g, 0, "irene_adler")
    do(g, 0, "steal", card="footprint")
    assert decision(g) == "end_of_turn"
    assert offered(g, 0, "reveal", card="footprint")
    do(g, 0, "reveal", card="footprint")
    assert rows(g, 0) == {"footprint": 1, "joker:footprint": 1}
    assert hidden(g, 0) == []
    assert seat_to_act(g) == 1


# -- Inspector Gregson --------------------------------------------------------------------
def test_gregson_devir_count_up_front_2_markers_each_h4_h7():
    g = at_dawn(
        "devir",
        visit=["gregson"],
        tokens=[5, 5],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
    )
    visit(g, 0, "gregson")
    counts = {a["n"] for a in legal(g, 0) if a["type"] == "count"}
    assert counts == {1, 2}  # 5 markers pay for 2 clues at most
    do(g, 0, "count", n=2)
    assert tokens(g) == [1, 5]  # paid up front
    do(g, 0, "take", slot=2)
    assert line(g) == ["cigarette", "explosive", None, "button"]
    assert not offered(g, 0, "decline")
    do(g, 0, "take", slot=0)
    assert rows(g, 0) == {"bullet": 1, "cigarette": 1}
    assert line(g) == ["fingerprint", "explosive", "footprint", "button"]
    assert seat_to_act(g) == 1


def test_gregson_kosmos_takes_3_for_6_h4():
    g = at_dawn("kosmos", visit=["gregson"], tokens=[6, 5], line=LINE)
    visit(g, 0, "gregson")
    assert {a["n"] for a in legal(g, 0) if a["type"] == "count"} == {1, 2, 3}
    do(g, 0, "count", n=3)
    assert tokens(g) == [0, 5]
    for slot in (0, 1, 2):
        do(g, 0, "take", slot=slot)
    assert rows(g, 0) == {"cigarette": 1, "explosive": 1, "bullet": 1}
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_gregson_not_offered_with_1_marker_and_declinable_h4(edition):
    g = at_dawn(edition, visit=["gregson"], tokens=[1, 4], line=LINE)
    visit(g, 0, "gregson")
    assert seat_to_act(g) == 1
    visit(g, 1, "gregson")
    assert offered(g, 1, "decline")
    do(g, 1, "decline")
    assert tokens(g) == [1, 4]
    assert line(g) == LINE


# -- Wiggins -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_wiggins_gains_5_from_the_supply_h6(edition):
    g = at_dawn(edition, visit=["wiggins"], tokens=[0, 3])
    visit(g, 0, "wiggins")
    assert tokens(g) == [5, 3]
    assert supply(g) == 16


@pytest.mark.parametrize("edition", EDITIONS)
def test_wiggins_gain_limited_by_the_supply_h6(edition):
    g = at_dawn(edition, visit=["wiggins"], tokens=[9, 12])
    visit(g, 0, "wiggins")
    assert tokens(g) == [12, 12]
    assert supply(g) == 0


# -- Langdale Pike ------------------------------------------------------------------------
def test_pike_devir_draw_3_keep_1_hidden_discard_face_down_known_to_actor_h21():
    g = at_dawn(
        "devir",
        visit=["langdale_pike"],
        tokens=[4, 5],
        line=LINE,
        deck_top=["fingerprint", "false_pass", "footprint"],
    )
    visit(g, 0, "langdale_pike")
    assert {a["n"] for a in legal(g, 0) if a["type"] == "count"} == {1, 2, 3}
    do(g, 0, "count", n=3)
    assert tokens(g) == [1, 5]
    assert g.view(0)["pending"]["cards"] == ["fingerprint", "false_pass", "footprint"]
    assert "cards" not in g.view(1)["pending"]
    assert g.view(1)["pending"]["card_count"] == 3
    do(g, 0, "keep_clue", card="false_pass")
    assert hidden(g, 0) == ["false_pass"]
    assert sorted(discard(g)) == ["fingerprint", "footprint"]
    assert sorted(g.view(0)["discard"]["known"]) == ["fingerprint", "footprint"]
    assert g.view(1)["discard"] == {"count": 2, "known": []}
    assert line(g) == LINE  # Pike never touches the line
    assert seat_to_act(g) == 1


def test_pike_kosmos_discards_face_up_h21():
    g = at_dawn(
        "kosmos",
        visit=["langdale_pike"],
        tokens=[2, 5],
        line=LINE,
        deck_top=["button", "bullet"],
    )
    visit(g, 0, "langdale_pike")
    assert {a["n"] for a in legal(g, 0) if a["type"] == "count"} == {1, 2}  # 1 marker each
    do(g, 0, "count", n=2)
    do(g, 0, "keep_clue", card="bullet")
    assert tokens(g) == [0, 5]
    assert hidden(g, 0) == ["bullet"]
    assert g.view(1)["discard"]["cards"] == ["button"]
    assert g.view(None)["discard"]["cards"] == ["button"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_pike_one_card_is_kept_hidden_and_nothing_discarded_h8(edition):
    g = at_dawn(edition, visit=["langdale_pike"], tokens=[1, 5], line=LINE, deck_top=["footprint"])
    visit(g, 0, "langdale_pike")
    do(g, 0, "count", n=1)
    do(g, 0, "keep_clue", card="footprint")
    assert hidden(g, 0) == ["footprint"]
    assert discard(g) == []
    assert tokens(g) == [0, 5]


@pytest.mark.parametrize("edition", EDITIONS)
def test_pike_not_offered_without_markers_h4(edition):
    g = at_dawn(edition, visit=["langdale_pike"], tokens=[0, 5])
    deck = len(g.state.deck)
    visit(g, 0, "langdale_pike")
    assert seat_to_act(g) == 1
    assert len(g.state.deck) == deck


@pytest.mark.parametrize("edition", EDITIONS)
def test_pike_a_drawn_joker_not_kept_is_discarded_with_the_rest_h8(edition):
    """H8: Langdale Pike yields exactly one card. Devir: "puedes tomar de 1 a 3 pistas
    directamente del mazo [...] A continuación, mantenga una carta oculta en su área de juego y
    descarte el resto."; kosmos: "Nimm bis zu 3 Hinweise direkt vom Hinweisstapel für je 1
    Einflussmarker. Behalte 1 Hinweis verdeckt, wirf die anderen ab auf den Ablagestapel." A
    joker drawn and not kept is discarded with the rest, unseen by the opponent in devir."""
    g = at_dawn(
        edition,
        visit=["langdale_pike"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["joker", "cigarette"],
    )
    visit(g, 0, "langdale_pike")
    do(g, 0, "count", n=2)
    assert decision(g) == "keep_clue"
    assert {a["card"] for a in legal(g, 0) if a["type"] == "keep_clue"} == {"joker", "cigarette"}
    assert g.view(0)["pending"]["cards"] == ["joker", "cigarette"]
    assert g.view(1)["pending"]["card_count"] == 2  # the opponent does not see the joker
    assert rows(g, 0) == {}
    do(g, 0, "keep_clue", card="cigarette")
    assert hidden(g, 0) == ["cigarette"]
    assert rows(g, 0) == {}
    assert discard(g) == ["joker"]
    if edition == "devir":  # face down: seen by the actor only (H21)
        assert g.view(0)["discard"]["known"] == ["joker"]
        assert g.view(1)["discard"] == {"count": 1, "known": []}
    else:
        assert g.view(1)["discard"]["cards"] == ["joker"]
    assert seat_to_act(g) == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_pike_a_kept_joker_goes_face_up_and_the_rest_is_discarded_h8(edition):
    """H8: of Pike's draws the player keeps one ("mantenga una carta oculta [...] y descarte el
    resto"; "Behalte 1 Hinweis verdeckt, wirf die anderen ab"), and a joker can never be hidden
    (devir "El comodín es la única pista que nunca puede permanecer oculta"; kosmos "Verdeckt
    gezogene Joker müsst ihr offen in eure persönliche Auslage legen"): a kept joker goes face
    up, the other draws are discarded."""
    g = at_dawn(
        edition,
        visit=["langdale_pike"],
        tokens=[3, 3],
        line=LINE,
        deck_top=["joker", "cigarette", "bullet"],
        areas={"0": {"bullet": 1}},
    )
    visit(g, 0, "langdale_pike")
    do(g, 0, "count", n=3)
    do(g, 0, "keep_clue", card="joker")
    assert hidden(g, 0) == []
    assert sorted(discard(g)) == ["bullet", "cigarette"]
    assert {"type": "keep_face_up", "seat": 0, "clue": "joker"} in g.log(1)  # shown to all
    # face up at once, so it may go onto a row (H9)
    assert decision(g) == "assign_joker"
    do(g, 0, "assign_joker", row="bullet")
    assert rows(g, 0) == {"bullet": 1, "joker:bullet": 1}
    assert view_rows(g, 1, 0)["rows"]["bullet"] == {"clues": 1, "joker": True}
    assert g.view(1)["players"][0]["hidden_count"] == 0


# -- Toby -------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_toby_counts_types_map_is_one_joker_and_hidden_do_not_h19(edition):
    g = at_dawn(
        edition,
        visit=["toby"],
        tokens=[0, 5],
        areas={
            "0": {
                "explosive": 3,
                "map_fragment": 1,
                "cigarette": 2,
                "joker": 1,
                "bullet": 1,
                "joker:bullet": 1,
            }
        },
        hidden={"0": ["fingerprint", "footprint"]},
    )
    visit(g, 0, "toby")
    # explosive, cigarette, bullet, maps: 4 (the unassigned joker and hidden clues do not count)
    assert tokens(g) == [4, 5]


@pytest.mark.parametrize("edition", EDITIONS)
def test_toby_gain_limited_by_the_supply_h6(edition):
    g = at_dawn(
        edition,
        visit=["toby"],
        tokens=[11, 12],
        areas={"0": {"explosive": 1, "cigarette": 1, "bullet": 1}},
    )
    visit(g, 0, "toby")
    assert tokens(g) == [12, 12]
    assert supply(g) == 0


# -- Shinwell "Porky" Johnson -------------------------------------------------------------
def test_porky_devir_discards_1_to_3_from_the_line_refill_after_h7():
    g = at_dawn(
        "devir",
        visit=["porky"],
        tokens=[0, 5],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
    )
    visit(g, 0, "porky")
    assert {a["n"] for a in legal(g, 0) if a["type"] == "count"} == {1, 2, 3}
    do(g, 0, "count", n=2)
    do(g, 0, "discard_line", slot=0)
    assert line(g) == [None, "explosive", "bullet", "button"]
    assert not offered(g, 0, "decline")
    do(g, 0, "discard_line", slot=2)
    assert discard(g) == ["cigarette", "bullet"]
    assert line(g) == ["fingerprint", "explosive", "footprint", "button"]
    assert tokens(g) == [0, 5]  # free
    # line cards were seen by both: the face-down discard is known to both (H21)
    assert sorted(g.view(1)["discard"]["known"]) == ["bullet", "cigarette"]
    assert seat_to_act(g) == 1


def test_porky_devir_is_optional_h4():
    g = at_dawn("devir", visit=["porky"], line=LINE)
    visit(g, 0, "porky")
    do(g, 0, "decline")
    assert line(g) == LINE
    assert discard(g) == []


def test_porky_kosmos_discards_1_reveals_a_new_one_then_takes_1_for_2_h7_h20():
    g = at_dawn(
        "kosmos",
        visit=["porky"],
        tokens=[3, 5],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
    )
    visit(g, 0, "porky")
    assert kinds(g, 0) == {"discard_line", "decline"}
    do(g, 0, "discard_line", slot=1)
    assert discard(g) == ["explosive"]
    assert g.view(1)["discard"]["cards"] == ["explosive"]
    # the ability itself reveals a new clue at once (H7 exception)
    assert line(g) == ["cigarette", "fingerprint", "bullet", "button"]
    assert pending(g)["cost"] == 2
    do(g, 0, "take", slot=1)
    assert rows(g, 0) == {"fingerprint": 1}
    assert tokens(g) == [1, 5]
    assert line(g) == ["cigarette", "footprint", "bullet", "button"]
    assert seat_to_act(g) == 1


def test_porky_kosmos_take_not_offered_with_1_marker_h4():
    g = at_dawn("kosmos", visit=["porky"], tokens=[1, 5], line=LINE, deck_top=["fingerprint"])
    visit(g, 0, "porky")
    do(g, 0, "discard_line", slot=0)
    assert line(g) == ["fingerprint", "explosive", "bullet", "button"]
    assert seat_to_act(g) == 1
    assert tokens(g) == [1, 5]


# -- Billy the bellboy -------------------------------------------------------------------
def test_billy_devir_value_minus_day_not_joker_or_map_h12_h9():
    g = at_dawn(
        "devir",
        day=3,
        visit=["billy"],
        tokens=[0, 5],
        areas={
            "0": {
                "fingerprint": 1,
                "joker:fingerprint": 1,
                "false_pass": 1,
                "map_fragment": 2,
                "joker": 1,
            }
        },
    )
    visit(g, 0, "billy")
    cards = {a["card"] for a in legal(g, 0) if a["type"] == "discard"}
    assert cards == {"fingerprint", "false_pass"}
    do(g, 0, "discard", card="fingerprint")
    assert tokens(g) == [6, 5]  # 9 - day 3
    assert discard(g) == ["fingerprint"]
    # H9: the row lost its last real clue, its joker is unassigned again
    assert rows(g, 0) == {"false_pass": 1, "map_fragment": 2, "joker": 2}


def test_billy_kosmos_never_negative_h12():
    g = at_dawn("kosmos", day=5, visit=["billy"], tokens=[2, 5], areas={"0": {"false_pass": 2}})
    visit(g, 0, "billy")
    do(g, 0, "discard", card="false_pass")
    assert tokens(g) == [2, 5]  # max(0, 3 - 5)
    assert rows(g, 0) == {"false_pass": 1}
    assert g.view(1)["discard"]["cards"] == ["false_pass"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_billy_gain_limited_by_the_supply_h6(edition):
    g = at_dawn(edition, visit=["billy"], tokens=[10, 12], areas={"0": {"fingerprint": 1}})
    visit(g, 0, "billy")
    do(g, 0, "discard", card="fingerprint")
    assert tokens(g) == [12, 12]  # 9 - 2 = 7, the supply had 2


def test_billy_kosmos_a_joker_freed_by_the_errand_takes_a_hidden_clue_only_later_h9():
    """H9: discarding a row's last real clue frees its joker; kosmos "oder du legst ihn
    vorerst allein offen aus. In einem späteren Zug kannst du darauf [...] 1 deiner verdeckten
    Hinweise [...] ablegen, und zwar offen!": the hidden cigarette may go onto the joker
    Billy's errand freed only from a later turn on, not right after the errand."""
    g = at_dawn(
        "kosmos",
        visit=["billy", "hudson"],
        areas={"0": {"bullet": 1, "joker:bullet": 1}},
        hidden={"0": ["cigarette"]},
    )
    assert not offered(g, 0, "reveal", card="cigarette")  # the joker is on a row
    visit(g, 0, "billy")
    do(g, 0, "discard", card="bullet")
    assert rows(g, 0) == {"joker": 1}
    assert not offered(g, 0, "reveal", card="cigarette")
    assert seat_to_act(g) == 1
    visit(g, 1, "hudson")
    assert offered(g, 0, "reveal", card="cigarette")
    do(g, 0, "reveal", card="cigarette")
    assert rows(g, 0) == {"cigarette": 1, "joker:cigarette": 1}


@pytest.mark.parametrize("edition", EDITIONS)
def test_billy_with_only_jokers_and_maps_offers_nothing_h12(edition):
    g = at_dawn(
        edition, visit=["billy"], tokens=[0, 5], areas={"0": {"joker": 1, "map_fragment": 1}}
    )
    visit(g, 0, "billy")
    assert seat_to_act(g) == 1
    assert rows(g, 0) == {"joker": 1, "map_fragment": 1}


# -- Von Kramm ----------------------------------------------------------------------------
def test_von_kramm_devir_free_clue_then_opponent_pays_1_for_the_deck_top_h18_h7():
    g = at_dawn(
        "devir",
        visit=["von_kramm"],
        tokens=[0, 2],
        line=LINE,
        deck_top=["fingerprint", "footprint"],
    )
    visit(g, 0, "von_kramm")
    assert pending(g)["cost"] == 0
    do(g, 0, "take", slot=3)
    assert rows(g, 0) == {"button": 1}
    assert tokens(g) == [0, 2]
    assert seat_to_act(g) == 1
    assert kinds(g, 1) == {"accept", "decline"}
    assert line(g) == ["cigarette", "explosive", "bullet", None]  # not refilled yet
    do(g, 1, "accept")
    assert hidden(g, 1) == ["fingerprint"]
    assert tokens(g) == [0, 1]
    assert line(g) == ["cigarette", "explosive", "bullet", "footprint"]
    assert seat_to_act(g) == 1 and decision(g) == "visit"


def test_von_kramm_kosmos_opponent_may_decline_h18():
    g = at_dawn("kosmos", visit=["von_kramm"], tokens=[0, 2], line=LINE, deck_top=["fingerprint"])
    visit(g, 0, "von_kramm")
    do(g, 0, "take", slot=0)
    do(g, 1, "decline")
    assert hidden(g, 1) == []
    assert tokens(g) == [0, 2]
    assert line(g) == ["fingerprint", "explosive", "bullet", "button"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_von_kramm_a_drawn_joker_goes_face_up_h8_h18(edition):
    g = at_dawn(
        edition,
        visit=["von_kramm"],
        tokens=[0, 2],
        line=LINE,
        deck_top=["joker"],
        areas={"1": {"bullet": 1}},
    )
    visit(g, 0, "von_kramm")
    do(g, 0, "take", slot=0)
    do(g, 1, "accept")
    assert hidden(g, 1) == []
    assert g.view(0)["players"][1]["hidden_count"] == 0
    assert any(e["type"] == "joker_shown" for e in g.log(0))
    # H9: on receipt the joker may go to a row the player holds
    assert decision(g) == "assign_joker" and seat_to_act(g) == 1
    do(g, 1, "assign_joker", row="bullet")
    assert rows(g, 1) == {"bullet": 1, "joker:bullet": 1}
    assert view_rows(g, 0, 1)["rows"]["bullet"] == {"clues": 1, "joker": True}


@pytest.mark.parametrize("edition", EDITIONS)
def test_von_kramm_no_offer_to_an_opponent_without_markers_h18_h4(edition):
    g = at_dawn(edition, visit=["von_kramm"], tokens=[0, 0], line=LINE)
    visit(g, 0, "von_kramm")
    do(g, 0, "take", slot=0)
    assert seat_to_act(g) == 1 and decision(g) == "visit"
    assert hidden(g, 1) == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_von_kramm_active_player_may_decline_h4(edition):
    g = at_dawn(edition, visit=["von_kramm"], tokens=[0, 3], line=LINE)
    visit(g, 0, "von_kramm")
    do(g, 0, "decline")
    assert rows(g, 0) == {}
    assert line(g) == LINE
    assert decision(g) == "visit"


# -- Violet Hunter ------------------------------------------------------------------------
def test_violet_devir_swap_a_last_real_clue_frees_the_joker_for_a_later_turn_h17_h9():
    """H17 / H9: a row that loses its last real clue frees its joker, and a joker set aside
    starts a new row only in a later turn (devir "dejarlo a un lado para comenzar un nuevo
    tipo de pista en un turno posterior"): the bullet the swap brings cannot go onto the joker
    freed by that very swap; a new type in the next turn may."""
    g = at_dawn(
        "devir",
        visit=["violet_hunter", "watson"],
        tokens=[1, 5],
        line=LINE,
        areas={"0": {"footprint": 1, "joker:footprint": 1, "map_fragment": 1}},
    )
    visit(g, 0, "violet_hunter")
    cards = {a["card"] for a in legal(g, 0) if a["type"] == "swap"}
    assert cards == {"footprint", "joker:footprint", "map_fragment"}
    slots = {a["slot"] for a in legal(g, 0) if a["type"] == "swap"}
    assert slots == {0, 1, 2, 3}
    do(g, 0, "swap", card="footprint", slot=2)
    assert line(g) == ["cigarette", "explosive", "footprint", "button"]
    assert decision(g) != "onto_joker"
    assert rows(g, 0) == {"bullet": 1, "joker": 1, "map_fragment": 1}
    assert tokens(g) == [1, 5]  # free
    assert seat_to_act(g) == 1
    do(g, 1, "visit", to="watson", frm=standing_from(g, 1))
    do(g, 1, "decline")
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)  # a cigarette, in a later turn: onto the joker it may go
    assert decision(g) == "onto_joker"
    do(g, 0, "accept")
    assert rows(g, 0) == {"bullet": 1, "cigarette": 1, "joker:cigarette": 1, "map_fragment": 1}


def test_violet_devir_swap_a_joker_and_a_map_fragment_h17():
    g = at_dawn(
        "devir",
        visit=["violet_hunter"],
        line=LINE,
        areas={"0": {"footprint": 2, "joker:footprint": 1, "map_fragment": 1}},
    )
    visit(g, 0, "violet_hunter")
    do(g, 0, "swap", card="joker:footprint", slot=0)
    assert line(g) == ["joker", "explosive", "bullet", "button"]
    assert rows(g, 0) == {"footprint": 2, "cigarette": 1, "map_fragment": 1}
    # the opponent has no face-up card: no swap is offered
    visit(g, 1, "violet_hunter")
    assert seat_to_act(g) == 0 and decision(g) == "visit"
    g2 = at_dawn("devir", visit=["violet_hunter"], line=LINE, areas={"0": {"map_fragment": 1}})
    visit(g2, 0, "violet_hunter")
    do(g2, 0, "swap", card="map_fragment", slot=1)
    assert line(g2) == ["cigarette", "map_fragment", "bullet", "button"]
    assert rows(g2, 0) == {"explosive": 1}


def test_violet_devir_takes_a_joker_from_the_line_h9():
    g = at_dawn(
        "devir",
        visit=["violet_hunter"],
        line=["joker", "explosive", "bullet", "button"],
        areas={"0": {"cigarette": 2}},
    )
    visit(g, 0, "violet_hunter")
    do(g, 0, "swap", card="cigarette", slot=0)
    assert decision(g) == "assign_joker"
    do(g, 0, "assign_joker", row="cigarette")
    assert rows(g, 0) == {"cigarette": 1, "joker:cigarette": 1}
    assert line(g) == ["cigarette", "explosive", "bullet", "button"]


def test_violet_devir_needs_a_face_up_card_never_a_hidden_one_h17_h8():
    g = at_dawn("devir", visit=["violet_hunter"], line=LINE, hidden={"0": ["bullet"]})
    visit(g, 0, "violet_hunter")
    assert seat_to_act(g) == 1
    assert line(g) == LINE


def test_violet_kosmos_takes_the_top_of_the_face_up_discard_for_2_h7_h20():
    g = at_dawn(
        "kosmos",
        visit=["violet_hunter"],
        tokens=[3, 1],
        discard=["bullet", "button"],
    )
    visit(g, 0, "violet_hunter")
    assert kinds(g, 0) == {"accept", "decline"}
    do(g, 0, "accept")
    assert rows(g, 0) == {"button": 1}
    assert discard(g) == ["bullet"]
    assert tokens(g) == [1, 1]
    # the opponent cannot pay 2: not offered
    visit(g, 1, "violet_hunter")
    assert seat_to_act(g) == 0 and decision(g) == "visit"
    assert discard(g) == ["bullet"]


def test_violet_kosmos_empty_discard_offers_nothing_h4():
    g = at_dawn("kosmos", visit=["violet_hunter"], tokens=[5, 5])
    visit(g, 0, "violet_hunter")
    assert seat_to_act(g) == 1
    assert tokens(g) == [5, 5]


# -- Madame Ziba (kosmos only) ---------------------------------------------------------------
def test_ziba_kosmos_keep_1_hidden_opponent_keeps_1_face_up_last_under_the_deck_h21():
    g = at_dawn(
        "kosmos",
        visit=["madame_ziba"],
        tokens=[0, 0],
        line=LINE,
        deck_top=["cigarette", "bullet", "footprint"],
    )
    visit(g, 0, "madame_ziba")
    do(g, 0, "accept")
    assert g.view(0)["pending"]["cards"] == ["cigarette", "bullet", "footprint"]
    assert "cards" not in g.view(1)["pending"]
    do(g, 0, "keep_clue", card="bullet")
    assert hidden(g, 0) == ["bullet"]
    assert seat_to_act(g) == 1
    assert sorted(g.view(1)["pending"]["cards"]) == ["cigarette", "footprint"]
    do(g, 1, "keep_clue", card="footprint")
    assert rows(g, 1) == {"footprint": 1}
    assert tokens(g) == [0, 0]
    assert types_of(g.state.deck[:1]) == ["cigarette"]
    for seat in (0, 1):
        assert g.view(seat)["deck"]["bottom_known"] == ["cigarette"]
    # the opponent knows what the actor kept? No: only that one card is hidden
    assert g.view(1)["players"][0]["hidden_known"] == []
    assert g.view(1)["players"][0]["hidden_count"] == 1


def test_ziba_a_drawn_joker_is_one_of_the_three_cards_h8():
    """H8 ("a joker a player keeps from the deck goes face up at once") with Madame Ziba
    (kosmos: "Nimm die obersten 3 Hinweise vom [Hinweisst]apel und behalte davon 1 verdeckt.
    [...] Hinweise deinem Gegenspieler, der davon 1 offen behält. Den verbliebenen Hinweis
    legt er wieder verdeckt unter den Hinweisstapel."): a drawn joker is one of the three, not
    a fourth card. The actor may keep it (face up), pass it on, and the opponent may keep it."""
    top = ["joker", "cigarette", "bullet"]
    g = at_dawn("kosmos", visit=["madame_ziba"], line=LINE, deck_top=top)
    visit(g, 0, "madame_ziba")
    do(g, 0, "accept")
    assert {a["card"] for a in legal(g, 0)} == {"joker", "cigarette", "bullet"}
    do(g, 0, "keep_clue", card="cigarette")
    assert rows(g, 0) == {}
    assert hidden(g, 0) == ["cigarette"]
    assert decision(g) == "keep_face_up" and seat_to_act(g) == 1
    do(g, 1, "keep_clue", card="joker")
    assert rows(g, 1) == {"joker": 1}
    assert deck_top_bottom(g) == "bullet"
    # the actor keeps the joker: face up in their area, the other two go to the opponent
    g = at_dawn(
        "kosmos", visit=["madame_ziba"], line=LINE, deck_top=top, areas={"0": {"bullet": 1}}
    )
    visit(g, 0, "madame_ziba")
    do(g, 0, "accept")
    do(g, 0, "keep_clue", card="joker")
    assert decision(g) == "assign_joker" and seat_to_act(g) == 0
    do(g, 0, "assign_joker", row="bullet")
    assert rows(g, 0) == {"bullet": 1, "joker:bullet": 1}
    assert hidden(g, 0) == []
    assert sorted(g.view(1)["pending"]["cards"]) == ["bullet", "cigarette"]


def deck_top_bottom(g):
    """The card at the bottom of the deck."""
    return types_of(g.state.deck[:1])[0]


def test_ziba_is_optional_h4():
    g = at_dawn(
        "kosmos", visit=["madame_ziba"], line=LINE, deck_top=["cigarette", "bullet", "footprint"]
    )
    deck = len(g.state.deck)
    visit(g, 0, "madame_ziba")
    do(g, 0, "decline")
    assert len(g.state.deck) == deck
    assert seat_to_act(g) == 1


def test_ziba_is_not_a_devir_character_h20():
    with pytest.raises(afoot.InvalidScenario):
        new("devir", make_scenario("devir", board=["madame_ziba", "toby", "billy"]))
    for seed in range(10):
        st = new("devir", seed=seed).state
        assert CHAR_INDEX["madame_ziba"] not in [*st.char_deck, *st.board]
        st = new("kosmos", seed=seed).state
        assert CHAR_INDEX["madame_ziba"] in [*st.char_deck, *st.board]
