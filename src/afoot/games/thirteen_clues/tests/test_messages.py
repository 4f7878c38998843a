"""13 Clues' messages (messages.py) rendered from its catalogue, as the browser and the terminal
read them (issue 19's texts, issue 20's one catalogue): every event and move has a text in
every language, the reader's own turn, glass and mystery say "your" (never "Ann (you)'s"),
questions name their cards, and the decision waited for is said for every phase."""

from __future__ import annotations

import random
import re

import pytest

import afoot
from afoot.engine.catalogue import LANGS, Reader, load
from afoot.games.thirteen_clues import GAME
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues.messages import MESSAGES

YOU = {"en": "you", "es": "tú", "de": "du"}
NAMES = ["Ann", "Bob", "Cy", "Di"]


def reader(lang: str, seat: int | None = 0) -> Reader:
    """Seat ``seat`` reads; the browser names it "Ann (you)"."""
    return Reader(seat, lambda s: f"{NAMES[s]} ({YOU[lang]})" if s == seat else NAMES[s])


def event_line(lang: str, e: dict, seat: int | None = 0) -> str | None:
    m = MESSAGES.event(e)
    return None if m is None else load(GAME.package, lang).render(m, reader(lang, seat))


def move_text(lang: str, action: object, view: dict | None = None, seat: int | None = 0) -> str:
    m = MESSAGES.action(action, view or {})
    return load(GAME.package, lang).render(m, reader(lang, seat))


EVENTS = [
    {"type": "chose", "seat": 0},
    {"type": "mystery_placed", "seat": 1, "cards": ["butcher", "park", "sword"]},
    {"type": "mystery_placed", "seat": 0},
    {"type": "turn", "seat": 2},
    {"type": "question", "seat": 1, "to": 3, "secret": True},
    {"type": "question", "seat": 1, "to": 3, "subject": "indoor", "side": None, "answer": 2,
     "secret": True},
    {"type": "question", "seat": 0, "to": 1, "subject": "red", "side": "left", "answer": 1},
    {"type": "question", "seat": 0, "to": 1, "subject": "female", "side": None, "answer": 0},
    {"type": "consulted", "seat": 3, "letter": "A"},
    {"type": "consulted", "seat": 0, "letter": "B", "card": "rifle"},
    {"type": "accused", "seat": 2, "person": "dancer", "location": "market", "weapon": "blowgun",
     "right": False},
    {"type": "glass_given", "seat": 3, "to": 2},
    {"type": "glass_taken", "seat": 1, "frm": 0},
    {"type": "game_over", "winner": 0},
]  # fmt: skip
ACTIONS = [
    A.Choose(person="officer", location="museum", weapon="crossbow"),
    A.Question(to=3, subject="indoor", side=None, secret=True),
    A.Question(to=1, subject="red", side="right", secret=False),
    A.Consult(letter="A"),
    A.Accuse(person="dancer", location="rail_car", weapon="candlestick"),
    A.TakeGlass(frm=1),
]
LEFTOVER = re.compile(r"thirteen_clues\.|\{\w+\}|None|\b(?:ev|act|q|card|pending)\.\w")


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_and_action_has_a_text(lang: str) -> None:
    for e in EVENTS:
        text = event_line(lang, e)
        assert text and not LEFTOVER.search(text), (lang, e, text)
    for a in ACTIONS:
        text = move_text(lang, a)
        assert text and not LEFTOVER.search(text), (lang, a, text)
    book = load(GAME.package, lang)
    for key in [k for k in load(GAME.package, "en").english if k.startswith("card.")]:
        assert key in book.entries, (lang, key)


def test_english_lines() -> None:
    assert event_line("en", EVENTS[6], seat=None) == (
        "Ann asks Bob: how many red cards (left screen card)? Answer: 1."
    )
    assert event_line("en", EVENTS[4], seat=None) == "Bob asks Di a top-secret question."
    assert move_text("en", ACTIONS[0]) == "Give Officer, Museum, Crossbow"
    assert (
        event_line("en", EVENTS[1]) == "The mystery of Bob is on the screen: Butcher, Park, Sword."
    )


MINE = [
    {"type": "turn", "seat": 0},
    {"type": "glass_given", "seat": 0, "to": 1},
    {"type": "glass_given", "seat": 1, "to": 0},
    {"type": "glass_taken", "seat": 1, "frm": 0},
    {"type": "chose", "seat": 0},
    {"type": "mystery_placed", "seat": 0},
    {"type": "game_over", "winner": 0},
]
MINE_WANT = {
    "en": ["Your turn.", "Your glass goes to Bob.", "Bob's glass goes to you.",
           "Bob takes a glass from you.", "You have chosen the mystery for your left neighbour.",
           "Your mystery is on your screen.", "You win!"],
    "es": ["Tu turno.", "Tu lupa pasa a Bob.", "La lupa de Bob pasa a ti.", "Bob te quita una lupa.",
           "Has elegido el misterio de tu vecino de la izquierda.",
           "Tu misterio está en tu pantalla.", "¡Ganas!"],
    "de": ["Du bist am Zug.", "Deine Lupe geht an Bob.", "Die Lupe von Bob geht an dich.",
           "Bob nimmt dir eine Lupe.", "Du hast das Rätsel für deinen linken Nachbarn gewählt.",
           "Dein Rätsel steht an deinem Sichtschirm.", "Du gewinnst!"],
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_the_readers_own_turn_glass_and_mystery(lang: str) -> None:
    assert [event_line(lang, e) for e in MINE] == MINE_WANT[lang]
    # the same events read by another seat name the reader's seat
    theirs = [event_line(lang, e, seat=3) for e in MINE]
    assert all("Ann" in line for line in theirs if line), theirs
    assert (
        event_line(lang, {"type": "glass_taken", "seat": 0, "frm": 1})
        == {
            "en": "Ann (you) takes a glass from Bob.",
            "es": "Ann (tú) toma una lupa de Bob.",
            "de": "Ann (du) nimmt eine Lupe von Bob.",
        }[lang]
    )


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_names_the_reader_as_a_third_person(lang: str) -> None:
    bad = {
        "en": re.compile(r"\(you\)'s"),
        "es": re.compile(r"\bde Ann \(tú\)|Turno de Ann|a Ann \(tú\)"),
        "de": re.compile(r"\bvon Ann \(du\)|Ann \(du\) ist am Zug|an Ann \(du\)"),
    }[lang]
    for e in MINE:
        line = event_line(lang, e)
        assert line and not bad.search(line), line


def test_a_question_names_its_cards() -> None:
    q = {"type": "question", "seat": 0, "to": 1, "subject": "red", "side": "left", "answer": 1}
    q2 = {"type": "question", "seat": 1, "to": 2, "subject": "indoor", "side": None, "answer": 2}
    want = {
        "en": ["Ann (you) asks Bob: how many red cards (left screen card)? Answer: 1.",
               "Bob asks Cy: how many indoor locations? Answer: 2."],
        "es": ["Ann (tú) pregunta a Bob: ¿cuántas cartas rojas (carta izquierda de la pantalla)? "
               "Respuesta: 1.", "Bob pregunta a Cy: ¿cuántas ubicaciones de interior? Respuesta: 2."],
        "de": ["Ann (du) fragt Bob: wie viele rote Karten (linke Schirmkarte)? Antwort: 1.",
               "Bob fragt Cy: wie viele Orte drinnen? Antwort: 2."],
    }  # fmt: skip
    from afoot.games.thirteen_clues.data import SUBJECTS

    for lang in LANGS:
        assert [event_line(lang, q), event_line(lang, q2)] == want[lang]
        for subject in SUBJECTS:
            text = move_text(lang, A.Question(to=1, subject=subject))
            assert not re.search(r"thirteen_clues\.|\{|«|„|q\.", text), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_decision_waited_for_in_every_phase(lang: str) -> None:
    """Set-up (the chooser, the others), a turn with glasses to spend (each count), the
    two-player game's one action, taking a glass, the end: each a sentence of the language
    with no key left over, the reader's own in the second person."""
    book = load(GAME.package, lang)
    seen: set[str] = set()
    for players in (2, 4):
        game = afoot.new_game(GAME.id, players=players, seed=players)
        rng = random.Random(players)
        while True:
            for s in (None, *range(players)):
                m = MESSAGES.pending(game.view(s))
                assert m is not None
                seen.add(m[0] + "/" + str(m[1].get("what", {}).get("t", "")))
                text = book.render(m, reader(lang, s))
                assert text[0].isupper() and text.endswith(".") and not LEFTOVER.search(text), text
            if game.is_over:
                break
            seat = min(game.to_act)
            game.apply(seat, rng.choice(list(game.legal_actions(seat))))
    assert {"pending.choose/", "pending.choosing/", "pending.turn/pending.one_action",
            "pending.turn/pending.spend", "pending.over/"} <= seen, seen  # fmt: skip
    you = book.render(MESSAGES.pending({"over": True, "winner": 0}) or ("", {}), reader(lang))
    other = book.render(MESSAGES.pending({"over": True, "winner": 1}) or ("", {}), reader(lang))
    assert "Ann" not in you and "Bob" in other
    taking = {"phase": "play", "turn": 2, "taking_glass": True, "players": [{}] * 4, "to_act": [2]}
    text = book.render(MESSAGES.pending(taking) or ("", {}), reader(lang))
    assert text.startswith({"en": "Cy's turn: take", "es": "Turno de Cy: tomar",
                            "de": "Cy ist am Zug: eine Lupe"}[lang]), text  # fmt: skip
