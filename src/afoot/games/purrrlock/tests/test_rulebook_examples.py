"""The rulebook (``shared/rules/purrrlock-holmes.es.txt``) has no numbered worked example; its
descriptions, quoted in each docstring, are turned into scenarios here.
"""

from __future__ import annotations

import pytest

from afoot.games.purrrlock.data import LEAD_MASK
from afoot.games.purrrlock.testing import (
    ALL_CARDS,
    SETUP_TRAIL,
    answers,
    end,
    events,
    finish_turn,
    guess,
    hand,
    new,
    paws,
    play_round,
    player,
    result,
    show,
    split,
    start,
    trail,
    turn,
)


def leads_of(investigation):
    """Every card that is a lead for ``investigation``, by the rulebook's words."""
    s, h = split(investigation)
    out = []
    for card in ALL_CARDS:
        cs, ch = split(card)
        if cs == s or ch == h or (ch - h) % 12 in (1, 11):
            out.append(card)
    return out


def test_lead_definition_hours_wrap_like_a_clock():
    """ "Una ventaja significa que la carta de Pista tiene el mismo Sospechoso, la misma Hora o
    una Hora adyacente que su Investigación. Las horas se envuelven como un reloj, por lo que 12
    es adyacente a 1." Investigation crow-12: every crow, every 11, 12 and 1."""
    expected = leads_of("crow-12")
    assert len(expected) == 12 + 4 * 3  # 12 crows, and 3 hours of each other suspect
    assert {"rat-1", "frog-11", "dog-12", "crow-6"} <= set(expected)
    assert "rat-2" not in expected and "goose-10" not in expected
    # the engine's table agrees for every pair
    for inv in ALL_CARDS:
        engine = [ALL_CARDS[c] for c in range(60) if LEAD_MASK[ALL_CARDS.index(inv)] >> c & 1]
        assert engine == leads_of(inv), inv


@pytest.mark.parametrize(
    ("shown", "answer"),
    [("rat-1", "lead"), ("frog-11", "lead"), ("crow-6", "lead"), ("goose-2", "dead_end")],
)
def test_lead_definition_in_play(shown, answer):
    """ "Elige 2 cartas de Pista de tu mano y enséñalas una a la vez. Los otros jugadores deben
    declarar con sinceridad si cada carta de Pista es una ventaja o un callejón sin salida." """
    g = start(2, investigations=["crow-12", "dog-3"], hands=[[shown, "dog-7"], ["rat-6", "rat-7"]])
    show(g, 0, shown)
    assert answers(g) == [(0, shown, answer)]
    side = "leads" if answer == "lead" else "dead_ends"
    assert player(g, 0, 1)[side] == [shown]  # green pipes left, red thorns right, face up


def test_investigation_hidden_from_its_owner_visible_to_the_others():
    """ "una carta de Pista que está oculta para usted pero visible para los otros jugadores"."""
    g = start(3, investigations=["goose-4", "dog-1", "frog-9"])
    assert [player(g, 0, v)["investigation"] for v in (0, 1, 2)] == [None, "goose-4", "goose-4"]


def test_setup_table_from_the_rulebook():
    """ "2 jugadores: 3 fichas boca abajo, 2 fichas boca arriba, ficha Furriarty, 6 fichas boca
    abajo" ... "5 jugadores: 6 fichas boca abajo, 5 fichas boca arriba, ficha Furriarty, 4"."""
    for players, (left, up, right) in SETUP_TRAIL.items():
        t = trail(new(players, seed=players))
        assert [x.split(":")[0] for x in t] == (
            ["down"] * left + ["up"] * up + ["furriarty"] + ["down"] * right
        )


def test_first_player_4_cards_others_2():
    """ "Reparte 4 cartas de pista al primer jugador y 2 cartas de pista a todos los demás"."""
    g = new(5, seed=2)
    assert [p["hand_count"] for p in g.view(None)["players"]] == [4, 2, 2, 2, 2]


def test_both_details_right_only_if_both_are_right():
    """ "Si adivinó ambos detalles, los otros jugadores solo pueden decirle que está en lo
    correcto si adivinó ambos detalles correctamente. De lo contrario, deben decirle que está
    equivocado." And "no pueden darle ningún detalle sobre por qué está incorrecto"."""
    g = start(2, investigations=["dog-5", "rat-1"], trail=["up:1", "furriarty"])
    got = guess(g, 0, "dog", 4)
    assert got == [
        {"type": "guessed", "seat": 0, "suspect": "dog", "hour": 4, "paws": False, "right": False}
    ]
    assert player(g, 0, 0)["wrong_guesses"] == [{"suspect": "dog", "hour": 4}]


def test_right_guess_sequence_take_tokens_discard_draw_and_seed():
    """ "Toma la carta de Pista de tu Investigación, colócala boca arriba ... coloca la ficha o
    fichas ... Luego, descarta todos tus prospectos y callejones sin salida ... Por último,
    dibuja y siembra una nueva investigación ... roba 2 cartas de Pista e inmediatamente realiza
    una acción de Investigar mostrando estas 2 cartas." """
    g = start(
        2,
        investigations=["dog-5", "rat-1"],
        hands=[["dog-6", "frog-9", "goose-1", "goose-2"], ["rat-3", "rat-4"]],
        deck=["crow-3", "crow-4", "frog-12"],
        trail=["up:1", "down:2", "up:3", "furriarty", "down:1"],
    )
    show(g, 0, "dog-6")
    show(g, 0, "frog-9")
    guess(g, 0, "dog", 5)
    me = player(g, 0, 0)
    assert me["completed"] == ["dog-5"]
    assert me["tokens_face_up"] == [1] and me["face_down_values"] == [2]
    assert g.view(None)["discard"] == ["dog-6", "frog-9"]
    assert player(g, 0, 1)["investigation"] == "crow-3"
    assert me["leads"] == ["crow-4"] and me["dead_ends"] == ["frog-12"]


def test_wrong_guess_no_draw_at_the_end_of_the_turn():
    """ "Si adivinas incorrectamente, no robarás 2 cartas de Pista al final de tu turno actual"."""
    g = start(
        2,
        investigations=["dog-5", "rat-1"],
        hands=[["dog-6", "frog-9", "goose-1", "goose-2"], ["rat-3", "rat-4"]],
        trail=["up:1", "furriarty"],
    )
    guess(g, 0, "frog")
    show(g, 0, "dog-6")
    show(g, 0, "frog-9")
    end(g, 0)
    assert hand(g, 0) == []


def test_catching_furriarty_like_a_paw_print():
    """ "La ficha de Furriarty a lo largo del camino se recoge exactamente como una ficha de
    Impresión de pata. Si usas la acción Adivinar para recolectar la ficha de Furriarty, habrás
    atrapado a Furriarty y el juego termina inmediatamente." """
    g = start(2, investigations=["dog-5", "rat-1"], trail=["up:1", "furriarty", "down:3"])
    guess(g, 0, None, 5)  # takes up:1: Furriarty is now leftmost
    assert not g.is_over
    finish_turn(g, 0)
    guess(g, 1, "rat")
    assert g.is_over and result(g).details["caught_by"] == 1


def test_furriarty_turn_after_everyone():
    """ "Cuando todos los jugadores han tenido un turno, Furriarty hace su movimiento: avanza la
    ficha de Furriarty por el camino, revelando la ficha de Impresión de la pata que pasa"."""
    g = start(
        4,
        investigations=["dog-5", "rat-1", "goose-2", "crow-3"],
        trail=["up:1", "furriarty", "down:2", "down:3"],
    )
    for seat in range(4):
        assert trail(g) == ["up:1", "furriarty", "down", "down"]
        finish_turn(g, seat)
    assert trail(g) == ["up:1", "up:2", "furriarty", "down"]
    assert turn(g)["seat"] == 0


def test_last_round_then_escape():
    """ "Cuando la ficha de Furriarty llega al final del recorrido ... los jugadores tendrán una
    última ronda para atrapar a Furriarty. Al final de esa ronda, si nadie ha recibido la ficha
    de Furriarty, Furriarty escapa de Londres y el juego termina inmediatamente." """
    g = start(2, investigations=["dog-5", "rat-1"], trail=["up:1", "furriarty", "down:2"])
    play_round(g)
    assert events(g, None, "last_round") == [{"type": "last_round", "round": 2}]
    play_round(g)
    assert g.is_over and result(g).winners == ()


def test_paws_even_in_the_middle_of_another_players_action():
    """ "Puede llamar a Paws incluso cuando no sea su turno. Incluso en medio de la acción de
    otro jugador." ... "Si llamas a Paws, perderás 1 punto de victoria al final del juego." """
    g = start(
        3,
        investigations=["dog-5", "rat-1", "goose-2"],
        hands=[["dog-6", "frog-9", "goose-1", "goose-3"], ["rat-3", "rat-4"], ["rat-5", "rat-6"]],
        trail=["furriarty", "down:3"],
    )
    show(g, 0, "dog-6")
    paws(g, 2)
    guess(g, 2, "goose")
    assert g.is_over
    assert result(g).scores == (0.0, 0.0, 2.0)


def test_escape_tie_the_worst_inspector_handled_too_many_cases():
    """ "En caso de empate, el inspector de la caja de arena es el jugador con las
    investigaciones más completadas (el peor inspector se ocupó de demasiados casos y no llegó a
    ninguna parte)." Two players on 0 VP: the one with a (0-VP) completed case is demoted."""
    g = start(
        2,
        investigations=["dog-5", "rat-1"],
        trail=["up:0", "furriarty"],
        options={"paw_values": "0:6,1:6,2:6"},
    )
    guess(g, 0, "dog")  # a 0-VP token, 1 completed investigation
    play_round(g)
    play_round(g)
    res = result(g)
    assert res.scores == (0.0, 0.0)
    assert res.details["litter_box_inspector"] == [0]
