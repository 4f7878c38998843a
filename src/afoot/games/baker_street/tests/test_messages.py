"""Beyond Baker Street's messages (messages.py) rendered from its catalogue, as the browser and
the terminal read them (issue 20's one catalogue): every message of played games renders in
every language with nothing left over, the reader's own seat is "you" in both seats of an
Assist and of Langdale Pike's swap, card names and end reasons are translated, and no message
says a card its seat did not receive."""

from __future__ import annotations

import json
import random
import re
from importlib.resources import files
from typing import Any

import pytest

import afoot
from afoot.engine.catalogue import LANGS, Reader, load
from afoot.games.baker_street import GAME
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.messages import MESSAGES, evidence

YOU = {"en": "you", "es": "tú", "de": "du"}
NAMES = ["Ann", "Bob", "Cid", "Dee"]
PACKAGE = GAME.package


def reader(lang: str, seat: int | None = 0) -> Reader:
    """Seat ``seat`` reads; the browser names it "Ann (you)"."""
    return Reader(seat, lambda s: f"{NAMES[s]} ({YOU[lang]})" if s == seat else NAMES[s])


def line(lang: str, e: dict[str, Any], seat: int | None = 0) -> str | None:
    m = MESSAGES.event(e)
    return None if m is None else load(PACKAGE, lang).render(m, reader(lang, seat))


def move(lang: str, action: object, view: dict[str, Any], seat: int | None = 1) -> str:
    return load(PACKAGE, lang).render(MESSAGES.action(action, view), reader(lang, seat))


#: a key, a placeholder, a Python None or a raw card id left in a text
LEFTOVER = re.compile(
    r"baker_street\.|\{\w+\}|None|\b(?:ev|act|now|end|reason|what|pos|icon|section|sectionl|"
    r"char|hint|slots?|verb|picker|spaces)\.\w|\b(?:track|witness|clue|document)-\d"
)

# one of each event type, as the engine writes them (full and redacted forms)
EVENTS: list[dict[str, Any]] = [
    {"type": "assisted", "seat": 2, "to": 0, "value": 4, "icon": None, "slots": [0, 2], "second": False},
    {"type": "assisted", "seat": 0, "to": 1, "value": None, "icon": "witness", "slots": [3], "second": True},
    {"type": "investigated", "seat": 0, "slot": 2, "card": "witness-4", "lead": "suspect", "matched": False, "evidence": 0, "target": 17},
    {"type": "investigated", "seat": 1, "slot": 0, "card": "clue-3", "lead": "motive", "matched": True, "evidence": 3, "target": 9},
    {"type": "lead_dead", "lead": "opportunity", "card": "opportunity-8-clue", "revealed": "opportunity-8-witness", "impossible": True},
    {"type": "lead_dead", "lead": "motive", "card": "motive-9-track", "revealed": None, "impossible": False},
    {"type": "shuffled_into_deck", "cards": ["clue-3", "witness-3"]},
    {"type": "confirmed", "seat": 1, "lead": "suspect", "card": "suspect-11-document"},
    {"type": "eliminated", "seat": 1, "slot": 0, "card": "track-5", "track": 5},
    {"type": "pursued", "seat": 2, "lead": "opportunity"},
    {"type": "holmes", "space": 14, "moved": -1},
    {"type": "holmes", "space": 16, "moved": 2},
    {"type": "drew", "seat": 1, "card": "clue-2", "slot": 3},
    {"type": "drew", "seat": 1, "slot": 3},
    {"type": "drew_two", "seat": 2, "cards": ["clue-2", "track-1"], "picker": 1},
    {"type": "drew_two", "seat": 1, "count": 2, "picker": 0},
    {"type": "kept", "seat": 2, "card": "track-1", "bottom": "clue-2"},
    {"type": "kept", "seat": 1},
    {"type": "placed", "seat": 1, "where": "top"},
    {"type": "placed", "seat": 0, "where": "bottom"},
    {"type": "peeked", "seat": 1, "card": "document-6"},
    {"type": "peeked", "seat": 0},
    {"type": "swapped", "seat": 0, "impossible": "track-2", "lead": "opportunity", "card": "track-3", "track": 13},
    {"type": "traded", "seat": 2, "slot": 1, "to": 1, "their_slot": 2},
    {"type": "traded", "seat": 1, "slot": 0, "to": 0, "their_slot": 3},
    {"type": "recovered", "seat": 1, "card": "clue-1", "track": 6},
    {"type": "ability", "seat": 0, "character": "irene_adler"},
    {"type": "turn", "seat": 2},
    {"type": "turn", "seat": 1},
    {"type": "game_over", "won": False, "reason": "the investigation track passed 20"},
    {"type": "game_over", "won": False, "reason": "Holmes solved the case first (his marker reached 0)"},
    {"type": "game_over", "won": False, "reason": "the last motive lead went to the Impossible"},
    {"type": "game_over", "won": False, "reason": "the last suspect lead was discarded (Wiggins)"},
    {"type": "game_over", "won": False, "reason": "the third lead was confirmed with the track at 17, not 20"},
    {"type": "game_over", "won": True, "reason": "three leads confirmed with the investigation track at exactly 20"},
]  # fmt: skip

ALL = {"values": [1, 2, 3, 4, 5, 6], "icons": ["track", "witness", "clue", "document"]}
VIEW: dict[str, Any] = {
    "seat": 1,
    "players": [
        {"seat": 0, "character": "baskerville", "hand": ["track-1", "witness-1", "witness-2", "track-3"], "hand_count": 4, "hints": [ALL] * 4},
        {"seat": 1, "character": "morstan", "hand": [None] * 4, "hand_count": 4, "hints": [{"values": [3, 4], "icons": ["witness"]}, ALL, ALL, ALL]},
        {"seat": 2, "character": "irene_adler", "hand": ["track-4", "witness-4", "track-6", "clue-4"], "hand_count": 4, "hints": [ALL] * 4},
    ],
    "turn": 1,
    "pending": {"decision": "action", "seat": 1},
    "sections": [
        {"lead": "suspect", "card": "suspect-11-witness", "icon": "witness", "value": 11, "target": 11, "evidence": 0, "cards": [], "added": [], "confirmed": False, "face_down": 2},
    ],
    "over": False,
}  # fmt: skip

ACTIONS = [
    A.Assist(to=0, value=4),
    A.Assist(to=2, icon="clue"),
    A.Investigate(slot=0, lead="suspect"),
    A.Confirm(lead="motive"),
    A.Eliminate(slot=2),
    A.Pursue(lead="suspect"),
    A.Skip(),
    A.Boost(),
    A.Swap(impossible="track-2", lead="opportunity", card="track-3"),
    A.Trade(slot=1, to=0, their_slot=2),
    A.Recover(card="clue-1"),
    A.Peek(),
    A.Place(where="top"),
    A.Place(where="bottom"),
    A.Keep(card="track-1"),
]


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_and_action_has_a_text(lang: str) -> None:
    for seat in (0, 1, None):
        for e in EVENTS:
            text = line(lang, e, seat)
            assert text and not LEFTOVER.search(text), (lang, seat, e, text)
    for a in ACTIONS:
        text = move(lang, a, VIEW)
        assert text and not LEFTOVER.search(text), (lang, a, text)
    assert MESSAGES.event({"type": "nope"}) is None


def _played(seed: int) -> Any:
    game = afoot.new_game(
        "baker_street", players=2 + seed % 3, seed=seed, options={"characters": "random"}
    )
    rng = random.Random(seed)
    while not game.is_over:
        seat = min(game.waiting_for)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("seed", range(6))
def test_every_message_of_a_played_game_renders_in_every_language(seed: int) -> None:
    """Every event as each seat and the spectator received it (redacted copies included),
    every legal move on the way and every pending decision: a text in en, es and de with no
    key and no placeholder left over."""
    game = afoot.new_game(
        "baker_street", players=2 + seed % 3, seed=seed, options={"characters": "random"}
    )
    rng = random.Random(seed)
    books = [load(PACKAGE, lang) for lang in LANGS]
    viewers: list[int | None] = [None, *range(game.players)]

    def check(message: Any, seat: int | None) -> None:
        for book in books:
            text = book.render(message, reader(book.lang, seat))
            assert text and not LEFTOVER.search(text), (book.lang, seat, message, text)

    while not game.is_over:
        seat = min(game.waiting_for)
        view = game.view(seat)
        for action in game.legal_actions(seat):
            check(MESSAGES.action(action, view), seat)
        for viewer in viewers:
            pending = MESSAGES.pending(game.view(viewer))
            assert pending is not None
            check(pending, viewer)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    for viewer in viewers:
        for e in game.log(viewer):
            message = MESSAGES.event(e)
            assert message is not None, e
            check(message, viewer)
        end = MESSAGES.pending(game.view(viewer))
        assert end is not None and end[0] in ("end.won", "end.lost")
        check(end, viewer)


def card_name(lang: str, card: str) -> str:
    """The rendered name of an evidence card ("Witness 3")."""
    book = load(PACKAGE, lang)
    found = evidence(card)
    assert isinstance(found, dict)
    return book.label(found["t"], None, **found["p"])


@pytest.mark.parametrize("seed", range(8))
def test_a_hidden_card_never_appears_in_a_seats_message(seed: int) -> None:
    """A seat's copy of an event leaves out what it may not see (its own drawn card, the
    cards Blackwell draws, the card Toby peeks at); its line names none of them, in any
    language, though another seat's copy of the same event does."""
    game = _played(seed)
    logs = {viewer: game.log(viewer) for viewer in (None, *range(game.players))}
    assert len({len(log) for log in logs.values()}) == 1  # every seat receives every event
    checked = 0
    for i in range(len(logs[None])):
        copies = {viewer: log[i] for viewer, log in logs.items()}
        cards = {
            c
            for e in copies.values()
            for k in ("card", "cards", "bottom")
            for c in (e.get(k) if isinstance(e.get(k), list) else [e.get(k)])
            if isinstance(c, str) and c.count("-") == 1
        }
        for viewer, e in copies.items():
            mine = {
                c
                for k in ("card", "cards", "bottom")
                for c in (e.get(k) if isinstance(e.get(k), list) else [e.get(k)])
                if isinstance(c, str)
            }
            hidden = cards - mine
            if not hidden:
                continue
            for lang in LANGS:
                text = line(lang, e, viewer)
                assert text is not None
                for card in hidden:
                    assert card_name(lang, card) not in text, (lang, viewer, card, text)
            checked += 1
    assert checked


def test_the_reader_is_you_on_either_side_of_an_assist() -> None:
    a = {"type": "assisted", "seat": 0, "to": 1, "value": 4, "icon": None, "slots": [0, 2], "second": False}  # fmt: skip
    # the assisted seat reads
    assert line("en", a, 1) == "Ann assists you: slots 1 and 3 are your only 4s."
    assert line("es", a, 1) == "Ann te ayuda: todos tus 4 están en los huecos 1 y 3."
    assert line("de", a, 1) == "Ann hilft dir: alle 4er liegen auf Platz 1 und 3."
    # the assisting seat reads
    assert line("en", a, 0) == "You assist Bob: slots 1 and 3 are their only 4s."
    assert line("es", a, 0) == "Ayudas a Bob: todos sus 4 están en los huecos 1 y 3."
    assert line("de", a, 0) == "Du hilfst Bob: alle 4er liegen auf Platz 1 und 3."
    # a third seat, and the second hint
    second = dict(a, icon="clue", value=None, slots=[2], second=True)
    assert line("en", second, 2) == (
        "Ann assists Bob: slot 3 is their only Clue card (Lady Hilda Hope's second hint)."
    )
    assert line("es", second, None) == (
        "Ann ayuda a Bob: su única carta de Pista está en el hueco 3 (segunda pista de Lady "
        "Hilda Hope)."
    )


def test_the_reader_is_you_on_either_side_of_langdale_pikes_swap() -> None:
    t = {"type": "traded", "seat": 1, "slot": 0, "to": 2, "their_slot": 3}
    assert line("en", t, 1) == "You swap your slot 1 with Cid's slot 4 (Langdale Pike)."
    assert line("en", t, 2) == "Bob swaps their slot 1 with your slot 4 (Langdale Pike)."
    assert line("en", t, 0) == "Bob swaps their slot 1 with Cid's slot 4 (Langdale Pike)."
    assert line("es", t, 2) == "Bob intercambia su hueco 1 por tu hueco 4 (Langdale Pike)."
    assert line("es", t, 0) == "Bob intercambia su hueco 1 por el hueco 4 de Cid (Langdale Pike)."
    assert line("de", t, 1) == "Du tauschst deinen Platz 1 gegen Platz 4 von Cid (Langdale Pike)."
    assert (
        line("de", t, 2) == "Bob tauscht den eigenen Platz 1 gegen deinen Platz 4 (Langdale Pike)."
    )


def test_the_you_variants() -> None:
    """Every line of a seat's own act says "you", never "Ann (you)"."""
    own = [e for e in EVENTS if e.get("seat") == 0 and e["type"] not in ("assisted",)]
    assert own
    for lang in LANGS:
        for e in own:
            text = line(lang, e, 0)
            assert text and f"({YOU[lang]})" not in text, (lang, e, text)
    assert line("en", {"type": "turn", "seat": 0}, 0) == "Your turn."
    assert line("es", {"type": "turn", "seat": 0}, 0) == "Tu turno."
    assert line("de", {"type": "turn", "seat": 0}, 0) == "Du bist am Zug."
    assert line("en", {"type": "turn", "seat": 1}, 0) == "Bob's turn."
    drew_two = {"type": "drew_two", "seat": 1, "count": 2, "picker": 0}
    assert line("en", drew_two, 1) == "You draw 2 cards (Blackwell): Ann chooses the one you keep."
    assert line("en", drew_two, 0) == "Bob draws 2 cards (Blackwell): you choose the one she keeps."
    seen = {"type": "drew_two", "seat": 1, "cards": ["clue-2", "track-5"], "picker": 0}
    assert line("es", seen, 0) == (
        "Bob roba 2 cartas (Blackwell), Pista 2 y Huella 5: tú eliges la que se queda."
    )


def test_card_names_and_end_reasons_are_translated() -> None:
    e = {"type": "eliminated", "seat": 0, "slot": 1, "card": "witness-3", "track": 3}
    assert "Witness 3" in str(line("en", e, 1))
    assert "Testigo 3" in str(line("es", e, 1))
    assert "Zeuge 3" in str(line("de", e, 1))
    c = {"type": "confirmed", "seat": 0, "lead": "suspect", "card": "suspect-11-clue"}
    assert "Sospechoso 11 (Pista)" in str(line("es", c, 1))
    assert "Verdächtiger 11 (Indiz)" in str(line("de", c, 1))
    assert "exactamente en 20" in str(line("es", EVENTS[-1]))
    assert "bei 17 statt 20" in str(line("de", EVENTS[-2]))
    assert "Huella 2" in move("es", A.Recover(card="track-2"), VIEW)
    assert "Dokument" in move("de", A.Assist(to=2, icon="document"), VIEW)


def test_moves_name_the_slots_hints_and_the_cards_seen() -> None:
    text = move("en", A.Investigate(slot=0, lead="suspect"), VIEW)
    assert text == (
        "Investigate: play your slot 1 under the suspect lead (it may be: 3/4 · Witness), draw"
    )
    trade = move("en", A.Trade(slot=1, to=0, their_slot=2), VIEW)
    assert trade == "Langdale Pike: swap your slot 2 with Ann's Witness 2 (slot 3) (once per game)"
    pursue = move("de", A.Pursue(lead="suspect"), VIEW)
    assert "Verdächtiger 11 (Zeuge)" in pursue
    second = dict(VIEW, pending={"decision": "second_hint", "seat": 1})
    assert move("en", A.Assist(to=0, value=4), second) == "Second hint to Ann: every 4"


def test_the_decision_waited_for() -> None:
    book = load(PACKAGE, "en")
    keep = dict(VIEW, pending={"decision": "keep", "seat": 1, "for": 0})
    assert book.render(MESSAGES.pending(keep) or ("", {}), reader("en", 1)) == (
        "Choose the card Blackwell (Ann) keeps."
    )
    assert book.render(MESSAGES.pending(keep) or ("", {}), reader("en", None)) == (
        "Bob chooses the card Blackwell (Ann) keeps."
    )
    over = dict(VIEW, over=True, won=True, reason="three leads confirmed with the investigation track at exactly 20")  # fmt: skip
    es = load(PACKAGE, "es").render(MESSAGES.pending(over) or ("", {}), reader("es", 1))
    assert es.startswith("¡El equipo resuelve el caso antes que Holmes: tres ventajas")


def test_every_key_is_in_every_language() -> None:
    tables = {
        lang: json.loads(files(PACKAGE).joinpath("locale", f"{lang}.json").read_text("utf-8"))
        for lang in LANGS
    }
    for lang in ("es", "de"):
        assert set(tables[lang]) >= set(tables["en"]), set(tables["en"]) - set(tables[lang])
        for key, entry in tables["en"].items():
            assert isinstance(entry, str) == isinstance(tables[lang][key], str), (lang, key)
