"""The named decisions of the stack and the characters' abilities (``rules.py``): one kind per
tag, encoded as the state fingerprints have always encoded a decision, and one ability per
character, in its class, for each edition it is in; the card texts it implements are quoted
here (:data:`CARD_TEXTS`), not in the rules, as the wheel ships no rulebook text.
"""

from __future__ import annotations

import pickle

import msgspec
import pytest

from afoot.engine.decisions import Decision
from afoot.games.holmes import rules as R
from afoot.games.holmes.data import CHAR_IDS, CHAR_INDEX, EDITION
from afoot.games.holmes.state import Pending

#: each character's card text, as each edition's rulebook prints it (devir: Spanish,
#: kosmos: German; [...] marks what the scans lost). Quoted here, in a test, to cite the
#: rules each ability class implements: the wheel ships no rulebook text.
CARD_TEXTS: dict[str, dict[str, str]] = {
    "Watson": {
        "devir": (
            "Consejo: utilice 1 marcador de investigación para obtener 1 pista de la línea visible."
        ),
        "kosmos": (
            "Ratschlag: Gib 1 Einflussmarker ab. Nimm dir dafür 1 Hinweis aus der "
            "allgemeinen Auslage."
        ),
    },
    "Hudson": {
        "devir": ("Descanso: obtienes 3 marcadores de investigación de la reserva."),
        "kosmos": ("[...]: Erhalte 3 Einflussmarker vom Vorrat."),
    },
    "Lestrade": {
        "devir": (
            "Incursión: usa 3 marcadores de investigación para obtener 2 pistas de la línea "
            "visible."
        ),
        "kosmos": (
            "Hausdurchsuchung: Gib 3 Einflussmarker ab. Nimm dir dafür 2 Hinweise aus der "
            "allgemeinen Auslage."
        ),
    },
    "IreneAdler": {
        "devir": (
            "Robo: usa el número del día de la semana para pagar tantos marcadores de "
            "investigación y obtén 1 pista visible del área de juego de tu oponente para "
            "agregar a tu pila de pistas ocultas. No puede tomar ningún comodín ni ninguna "
            "carta oculta."
        ),
        "kosmos": (
            "Die Nummer des Tages gibt an, wie [viele Einfl]ussmarker du abgeben musst. "
            "Nimm dafür 1 offenen Hinweis oder 1 offenes Kartenfragment aus der "
            "persönlichen Auslage deines Mitspielers und füge ihn deinen verdeckten "
            "Hinweisen zu. Achtung: Du darfst keine Joker nehmen!"
        ),
    },
    "Gregson": {
        "devir": (
            "Robo: puede obtener de 1 a 3 pistas de la línea visible utilizando 2 "
            "marcadores de investigación para cada uno."
        ),
        "kosmos": (
            "Einbruch: Nimm bis zu 3 Hinweise aus der allgemeinen Auslage für je 2 Einflussmarker."
        ),
    },
    "Wiggins": {
        "devir": ("Red del inframundo: obtienes 5 marcadores de investigación de la reserva."),
        "kosmos": ("Untergrund-Netzwerk: Erhalte 5 Einflussmarker"),
    },
    "LangdalePike": {
        "devir": (
            "Rumores: puedes tomar de 1 a 3 pistas directamente del mazo, usando 1 marcador "
            "de investigación para cada una. A continuación, mantenga una carta oculta en "
            "su área de juego y descarte el resto."
        ),
        "kosmos": (
            "Gerüchte: Nimm bis zu 3 Hinweise direkt vom Hinweisstapel für je 1 "
            "Einflussmarker. Behalte 1 Hinweis verdeckt, wirf die anderen ab auf den "
            "Ablagestapel."
        ),
    },
    "Toby": {
        "devir": (
            "Seguimiento: obtienes tantos marcadores de investigación de la reserva como "
            "tipo de pistas tengas en ese mismo momento. Los Fragmentos de mapa son un "
            "tipo; un comodín no asignado no califica."
        ),
        "kosmos": (
            "Verfolgung: Erhalte so viele Einflussmarker vom [...] du unterschiedliche "
            "Hinweisarten hast [...]enfragmenten). Achtung: Nicht zugewiesene Joker oder "
            "verdeckte Hinweise zählen nicht als Hinweisart!"
        ),
    },
    "Porky": {
        "devir": ("Intimidación: descarta de 1 a 3 cartas de la línea visible."),
        "kosmos": (
            "Einschüchterung: Wirf 1 Hinweis aus der allgemeinen Auslage ab auf den "
            "Ablagestapel. Decke 1 neuen Hinweis auf. Anschließend kannst du 1 Hinweis aus "
            "der Auslage für 2 Einflussmarker nehmen."
        ),
    },
    "Billy": {
        "devir": (
            "Recado: puedes descartar una pista de tu área de juego (aunque no un comodín o "
            "un fragmento de mapa) y tomar tantos marcadores de investigación como el valor "
            "de la carta menos el día de la investigación en la que te encuentres."
        ),
        "kosmos": (
            "Auftrag: Wirf 1 Hinweis aus deiner persönlichen Auslage ab auf den "
            "Ablagestapel. Erhalte so viele Einflussmarker, wie die Zahl auf dem Hinweis "
            "angibt minus der Zahl des aktuellen Tages. Achtung: Du darfst keine "
            "Kartenfragmente, Joker oder verdeckte Hinweise ablegen!"
        ),
    },
    "VonKramm": {
        "devir": (
            "Secretos de estado: el jugador activo puede tomar 1 pista del área visible. "
            "Luego, su rival puede usar 1 marcador de investigación para obtener 1 pista "
            "directamente del mazo, manteniéndola oculta en su área de juego."
        ),
        "kosmos": (
            "[...]eimnis: Nimm 1 Hinweis aus der [...]en Auslage. Anschließend kann dein "
            "[...]eler für 1 Einflussmarker den obersten [...]om Hinweisstapel nehmen und "
            "verdeckt behalten."
        ),
    },
    "VioletHunter": {
        "devir": (
            "Correcto: puedes intercambiar 1 pista de tu área de juego con 1 pista del área "
            "visible."
        ),
        "kosmos": (
            "Aufmerksamkeit: Nimm den obersten Hinweis vom Ablagestapel für 2 Einflussmarker."
        ),
    },
    "MadameZiba": {
        "kosmos": (
            "Nimm die obersten 3 Hinweise vom [...]apel und behalte davon 1 verdeckt. "
            "[...]den Hinweise deinem Gegenspieler, der davon 1 offen behält. Den "
            "verbliebenen Hinweis legt er wieder verdeckt unter den Hinweisstapel."
        ),
    },
    "Moriarty": {
        "devir": (
            "Ambos jugadores, comenzando por el jugador inicial, descartan una pista "
            "visible de su área de juego o devuelven 2 marcadores de investigación a la "
            "reserva. Este proceso debe repetirse una vez más pero en orden inverso. Si un "
            "jugador no tiene pistas y no tiene suficientes marcadores de investigación, "
            "este jugador deberá dar todos los que tenga."
        ),
    },
    "Razzia": {
        "kosmos": (
            "Die Spieler werfen wie folgt 1 offenen Hinweis aus ihrer Auslage auf den "
            "Ablagestapel ab: Sherlock – Moriarty – Moriarty – Sherlock. Hat ein Spieler "
            "keinen Hinweis, muss er stattdessen 2 Einflussmarker in den Vorrat legen. Hat "
            "er nur noch 1 Einflussmarker, muss er diesen ebenfalls ablegen. Hat ein "
            "Spieler weder Hinweise noch Einflussmarker, muss er auch nichts abgeben."
        ),
    },
    "Moran": {
        "devir": (
            "Comenzando con el jugador inicial, cada jugador debe colocar uno de sus "
            "marcadores de acción permanente. Durante este turno, solo tendrán 2 acciones "
            "y, naturalmente, no podrán usar al personaje debajo del marcador."
        ),
    },
    "GalaDiner": {
        "kosmos": (
            "Zuerst legt der Sherlock-Spieler 1 eigenen Aktionsmarker hin, danach der "
            "Moriarty-Spieler. An diesem Tag stehen den Spielern also nur 2 Aktionsmarker "
            "zur Verfügung!"
        ),
    },
}


def kinds() -> list[type[Pending]]:
    """Every kind of decision: the subclasses of Pending that have a tag."""
    found, todo = [], list(Pending.__subclasses__())
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if kind.__struct_config__.tag is not None:
            found.append(kind)
    return found


def test_each_kind_of_decision_has_its_own_tag_and_a_name():
    tags = {kind.__struct_config__.tag: kind for kind in kinds()}
    assert len(tags) == len(kinds()) == 20  # a shared tag would make two states hash alike
    assert all(isinstance(tag, int) for tag in tags)
    views = {kind.name for kind in kinds() if kind not in (R.AbilityEnd, R.Dawn)}
    assert views == {
        "choose_start",
        "visit",
        "take",
        "count",
        "discard_line",
        "keep_clue",
        "keep_face_up",
        "steal",
        "errand",
        "swap",
        "confirm",
        "assign_joker",
        "onto_joker",
        "end_of_turn",
        "villain",
        "lay_marker",
        "final_jokers",
    }


def test_a_decision_encodes_as_its_tag_its_seat_and_its_fields():
    """What a record's ``state_hash`` reads: the array ``[tag, seat, *fields]``."""
    take = R.Take(1, remaining=2, optional=1, cost=3, character=CHAR_INDEX["lestrade"])
    assert msgspec.msgpack.encode(take) == msgspec.msgpack.encode([3, 1, 2, 1, 3, 2])
    assert msgspec.msgpack.encode(R.TURN[0]) == msgspec.msgpack.encode([1, 0])
    assert msgspec.msgpack.encode(R.DAWN) == msgspec.msgpack.encode([18, -1])
    assert isinstance(take, Decision)


def test_a_decision_is_frozen_and_equal_by_value_across_a_pickle():
    take = R.Take(0, remaining=1, optional=1, cost=1, character=CHAR_INDEX["watson"])
    again = pickle.loads(pickle.dumps(take))
    assert again == take and hash(again) == hash(take) and again is not take
    assert R.FinalJokers(1) in [R.FinalJokers(0), R.FinalJokers(1)]
    others: list[Pending] = [R.ABILITY_END[0], R.END_OF_TURN[0]]
    assert R.TURN[0] not in others  # the same seat, other kinds
    with pytest.raises(AttributeError):
        take.seat = 1  # type: ignore[misc]


def test_each_character_has_its_ability_class_for_each_edition_it_is_in():
    """One class per character, whose docstring names the card's ability as each edition
    titles it (when the card has a title); the card's text is quoted in CARD_TEXTS."""
    assert len(R.ABILITIES) == len(CHAR_IDS)
    for edition in ("devir", "kosmos"):
        ed = EDITION[edition]
        for name in (*ed["permanent"], *ed["deck"], *ed["optional"]):
            ability = type(R.ABILITIES[CHAR_INDEX[name]])
            text = CARD_TEXTS[ability.__name__].get(edition)
            assert text, f"{name}: no {edition} card text quoted"
            title = text.partition(":")[0]
            if ":" in text and len(title) <= 40 and "[" not in title:
                assert f'{edition} "{title}"' in (ability.__doc__ or ""), (name, edition)
