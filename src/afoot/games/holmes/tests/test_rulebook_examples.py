"""Every worked example of both rulebooks (devir: Sherlock & Mycroft, kosmos: gegen Moriarty).

The kosmos "Ausführliches Beispiel" (day 2, move by move) is replayed from a scenario; the
rulebook's narrative of day 1 is slightly inconsistent, so the markers start where the day-2
moves need them: Sherlock on Lestrade, Watson, Wiggins; Moriarty on Irene, Lestrade, Wiggins.
"""

from __future__ import annotations

import random

import pytest

from afoot.games.holmes.testing import (
    EDITIONS,
    at_dawn,
    character,
    decision,
    discard,
    do,
    hidden,
    legal,
    line,
    make_scenario,
    new,
    play_random,
    points,
    rows,
    seat_to_act,
    tokens,
    visit,
)


# -- scoring examples (H10) --------------------------------------------------------------------
def test_devir_example_3_cigarettes_against_1_scores_4_h10():
    """ "Mycroft tiene 3 cigarrillos (valor 5) y Sherlock solo 1. Mycroft obtiene 4 puntos.\""""
    g = at_dawn("devir", day=7, areas={"0": {"cigarette": 1}, "1": {"cigarette": 3}})
    assert g.view(None)["players"][1]["role"] == "Mycroft"
    pts, details = points(g)
    assert details[1]["types"] == {"cigarette": 4}
    assert details[0]["types"] == {}
    assert pts == [0, 4]


@pytest.mark.parametrize("edition", EDITIONS)
def test_all_7_buttons_score_10_h10(edition):
    """ "Sherlock ha encontrado los 7 botones ... gana 10 puntos" / "Knöpfe also 10 Punkte"."""
    g = at_dawn(edition, day=7, areas={"0": {"button": 7}})
    pts, details = points(g)
    assert details[0]["types"] == {"button": 10}
    assert pts == [10, 0]


def test_kosmos_example_3_cigarettes_against_1_and_a_joker_scores_3_h10():
    """ "Moriarty hat 3 Zigaretten. Sherlock hat 1 Zigarette und 1 zugewiesenen Joker ... 5 - 2 = 3"."""
    g = at_dawn(
        "kosmos",
        day=7,
        areas={"0": {"cigarette": 1, "joker:cigarette": 1}, "1": {"cigarette": 3}},
    )
    assert [p["role"] for p in g.view(None)["players"]] == ["Sherlock", "Moriarty"]
    pts, details = points(g)
    assert details[1]["types"] == {"cigarette": 3}
    assert "cigarette" not in details[0]["types"]  # "Sherlock geht bei den Zigaretten leer aus"
    assert pts == [0, 3]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("maps", "expected"), [(0, 0), (1, -1), (2, 1), (3, 3), (4, 6), (5, 10)])
def test_map_fragment_table_of_both_books_h10(edition, maps, expected):
    g = at_dawn(edition, day=7, areas={"0": {"map_fragment": maps}})
    pts, details = points(g)
    assert details[0]["map_fragments"] == expected
    assert pts[0] == expected


# -- Toby (devir example, H19) ---------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_toby_example_3_explosives_1_map_2_cigarettes_1_unassigned_joker_gives_3_h19(edition):
    """ "Holmes tiene 3 explosivos, 1 fragmento de mapa, 2 cigarrillos y 1 comodín no asignado
    ... obtienes 3 marcadores de investigación"."""
    g = at_dawn(
        edition,
        visit=["toby"],
        tokens=[2, 5],
        areas={"0": {"explosive": 3, "map_fragment": 1, "cigarette": 2, "joker": 1}},
    )
    visit(g, 0, "toby")
    assert tokens(g) == [5, 5]
    assert g.log(1)[-1] == {"type": "gain", "seat": 0, "markers": 3}


# -- joker examples (H9) ----------------------------------------------------------------------
def test_devir_joker_example_kept_aside_then_a_button_onto_it_h9():
    """ "Mycroft tiene 2 cigarrillos y 1 bala cuando obtiene 1 comodín ... decide dejarlo de lado.
    En un turno posterior, obtiene 1 Botón y lo coloca encima del comodín; ahora es como si
    tuviera 2 botones." Seat 0 plays Mycroft here (first_role=mycroft)."""
    g = at_dawn(
        "devir",
        options={"first_role": "mycroft"},
        visit=["watson", "lestrade"],
        tokens=[5, 5],
        line=["joker", "explosive", "bullet", "false_pass"],
        deck_top=["button", "false_pass", "false_pass"],
        areas={"0": {"cigarette": 2, "bullet": 1}},
    )
    assert g.view(0)["players"][0]["role"] == "Mycroft"
    visit(g, 0, "watson")
    do(g, 0, "take", slot=0)
    assert decision(g) == "assign_joker"
    rows_offered = {a["row"] for a in legal(g, 0)}
    assert rows_offered == {"cigarette", "bullet", None}
    do(g, 0, "assign_joker", row=None)
    assert rows(g, 0) == {"cigarette": 2, "bullet": 1, "joker": 1}
    assert line(g)[0] == "button"
    visit(g, 1, "hudson")
    visit(g, 0, "lestrade")
    do(g, 0, "take", slot=0)
    assert decision(g) == "onto_joker"
    assert g.view(0)["pending"]["row"] == "button"
    do(g, 0, "accept")
    assert rows(g, 0) == {"cigarette": 2, "bullet": 1, "button": 1, "joker:button": 1}
    assert g.view(1)["players"][0]["area"]["rows"]["button"] == {"clues": 1, "joker": True}


def test_kosmos_joker_example_drawn_face_up_kept_then_a_hidden_button_onto_it_h9():
    """ "Moriarty hat 2 Zigaretten und 1 Patrone. Nun zieht er 1 Joker ... behält ihn aber für
    später. Im nächsten Zug erhält er als verdeckten Hinweis einen Knopf und legt ihn offen auf
    diesen Joker. Nun zählt die Reihe wie 2 Knöpfe.\""""
    g = at_dawn(
        "kosmos",
        visit=["von_kramm", "langdale_pike"],
        tokens=[2, 5],
        line=["explosive", "explosive", "bullet", "false_pass"],
        deck_top=["joker", "false_pass", "button"],
        areas={"1": {"cigarette": 2, "bullet": 1}},
    )
    visit(g, 0, "von_kramm")
    do(g, 0, "take", slot=0)
    do(g, 1, "accept")  # Moriarty draws the joker "verdeckt": it goes face up (H8)
    assert {a["row"] for a in legal(g, 1)} == {"cigarette", "bullet", None}
    do(g, 1, "assign_joker", row=None)
    assert rows(g, 1) == {"cigarette": 2, "bullet": 1, "joker": 1}
    assert hidden(g, 1) == []
    visit(g, 1, "langdale_pike")
    do(g, 1, "count", n=1)
    do(g, 1, "keep_clue", card="button")
    assert hidden(g, 1) == ["button"]
    assert decision(g) == "end_of_turn"
    do(g, 1, "reveal", card="button")
    assert rows(g, 1) == {"cigarette": 2, "bullet": 1, "button": 1, "joker:button": 1}
    assert hidden(g, 1) == []
    assert g.view(0)["players"][1]["area"]["rows"]["button"] == {"clues": 1, "joker": True}


# -- characters in play ------------------------------------------------------------------------
@pytest.mark.parametrize(("edition", "left"), [("devir", 1), ("kosmos", 2)])
def test_only_8_characters_come_into_play_h20(edition, left):
    """kosmos: "Es gibt im Basisspiel 10 Personenkarten, pro Partie kommen aber nur 8 ins Spiel";
    devir: 12 characters, so one is never used."""
    g = new(edition, seed=11)
    play_random(g, random.Random(11))
    assert len(g.state.board) == 3 + 8
    assert len(g.state.char_deck) == left


# -- the kosmos "Ausführliches Beispiel" -------------------------------------------------------
def _walkthrough():
    return new(
        "kosmos",
        make_scenario(
            "kosmos",
            day=2,
            board=["irene_adler", "wiggins", "langdale_pike"],
            spent=["wiggins"],
            markers={
                "0": ["lestrade", "watson", "wiggins"],
                "1": ["irene_adler", "lestrade", "wiggins"],
            },
            tokens=[4, 6],
            line=["cigarette", "explosive", "bullet", "button"],
            # Pike's 2 cards, then the 2 refilled after Lestrade, then the one after Watson
            deck_top=["fingerprint", "false_pass", "footprint", "explosive", "bullet"],
            character_deck_top=["toby"],
        ),
        seed=2017,
    )


def _markers(g, name):
    return sorted((m["seat"], m["standing"]) for m in character(g, name)["markers"])


def test_kosmos_detailed_example_day_2_move_by_move_h2_h3_h5_h7_h12():
    g = _walkthrough()
    # day 1 ended with Wiggins spent (visited by both); Watson was too, but is never spent
    assert g.view(None)["day"] == 2
    assert character(g, "wiggins")["state"] == "spent"
    assert character(g, "watson")["state"] == "face_up"
    assert character(g, "langdale_pike")["state"] == "face_up"  # the new person of day 2
    # every marker stands at dawn
    assert all(m["standing"] for c in g.view(None)["characters"] for m in c["markers"])
    # Sherlock may not visit Lestrade while his own marker is there (H3), nor spent Wiggins
    targets = {a["to"] for a in legal(g, 0) if a["type"] == "visit"}
    assert targets == {"hudson", "irene_adler", "langdale_pike"}

    # 1. Sherlock: Lestrade -> Mrs. Hudson, +3
    visit(g, 0, "hudson", frm="lestrade")
    assert tokens(g) == [7, 6]
    assert _markers(g, "hudson") == [(0, False)]
    assert _markers(g, "lestrade") == [(1, True)]

    # 2. Moriarty: Irene -> Langdale Pike, pays 2, sees 2, keeps 1 hidden, discards 1
    visit(g, 1, "langdale_pike", frm="irene_adler")
    do(g, 1, "count", n=2)
    assert g.view(1)["pending"]["cards"] == ["fingerprint", "false_pass"]
    do(g, 1, "keep_clue", card="fingerprint")
    assert tokens(g) == [7, 4]
    assert hidden(g, 1) == ["fingerprint"]
    assert g.view(0)["players"][1]["hidden_count"] == 1
    assert g.view(0)["players"][1]["hidden_known"] == []
    assert g.view(0)["discard"]["cards"] == ["false_pass"]  # kosmos: face up
    assert line(g) == ["cigarette", "explosive", "bullet", "button"]

    # 3. Sherlock: Watson -> Lestrade, pays 3, takes a cigarette and an explosive; refill
    visit(g, 0, "lestrade", frm="watson")
    do(g, 0, "take", slot=0)
    do(g, 0, "take", slot=1)
    assert tokens(g) == [4, 4]
    assert rows(g, 0) == {"cigarette": 1, "explosive": 1}
    assert line(g) == ["footprint", "explosive", "bullet", "button"]
    assert sorted(_markers(g, "lestrade")) == [(0, False), (1, True)]

    # 4. Moriarty: Lestrade -> Watson, pays 1, takes the newly revealed explosive
    visit(g, 1, "watson", frm="lestrade")
    do(g, 1, "take", slot=1)
    assert tokens(g) == [4, 3]
    assert rows(g, 1) == {"explosive": 1}
    assert line(g) == ["footprint", "bullet", "bullet", "button"]

    # 5. Sherlock: Wiggins -> Irene, pays 2 (day 2), steals Moriarty's explosive into hidden
    visit(g, 0, "irene_adler", frm="wiggins")
    assert g.view(0)["pending"]["cost"] == 2
    do(g, 0, "steal", card="explosive")
    assert tokens(g) == [2, 3]
    assert hidden(g, 0) == ["explosive"]
    assert rows(g, 1) == {}
    assert rows(g, 0) == {"cigarette": 1, "explosive": 1}

    # 6. Moriarty: Wiggins -> Irene (Sherlock's marker does not block), pays 2, steals the cigarette
    assert {"type": "visit", "to": "irene_adler", "frm": "wiggins"} in legal(g, 1)
    visit(g, 1, "irene_adler", frm="wiggins")
    do(g, 1, "steal", card="cigarette")
    assert tokens(g) == [2, 1]
    assert hidden(g, 1) == ["cigarette", "fingerprint"]
    assert rows(g, 0) == {"explosive": 1}

    # end of day: Irene spent for day 3, Wiggins face up again; day 3 dawns with Toby
    day_end = [e for e in g.log(None) if e["type"] == "day_end"]
    assert day_end == [{"type": "day_end", "day": 2, "spent": ["irene_adler"]}]
    view = g.view(None)
    assert view["day"] == 3
    assert character(g, "irene_adler")["state"] == "spent"
    assert character(g, "wiggins")["state"] == "face_up"
    assert character(g, "toby")["state"] == "face_up"
    assert _markers(g, "irene_adler") == [(0, True), (1, True)]
    assert seat_to_act(g) == 0
    assert "irene_adler" not in {a["to"] for a in legal(g, 0) if a["type"] == "visit"}
    assert "wiggins" in {a["to"] for a in legal(g, 0) if a["type"] == "visit"}
    assert discard(g) == ["false_pass"]
