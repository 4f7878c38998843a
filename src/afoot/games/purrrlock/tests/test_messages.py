"""Purrrlock's messages (messages.py) rendered from its catalogue, as the browser and the terminal
read them (issue 20's one catalogue): every event, move and pending decision of played games has
a text in every language for every seat and the spectator, the reader's own lines say "you",
cards are named in the language, and a card a seat was not shown never reaches its lines."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import afoot
from afoot.engine.catalogue import LANGS, Reader, load
from afoot.games.purrrlock import GAME
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock.messages import MESSAGES

YOU = {"en": "you", "es": "tú", "de": "du"}
NAMES = ["Ann", "Bob", "Cy", "Di", "Ed"]
#: a key, a placeholder or a Python value left in a text
LEFTOVER = re.compile(
    r"purrrlock\.|\{\w+\}|None|\[object|\b(?:ev|act|tok|now|todo|guess|suspect|n_cards|n_tokens"
    r"|answer|result)\.?\w*\.\w"
)
#: a card by its name in any language ("Goose 7", "Ganso 7", "Gans 7")
SUSPECT_NAMES = {
    lang: [load(GAME.package, lang).label(f"suspect.{s}") for s in ("dog", "rat", "goose", "crow", "frog")]
    for lang in LANGS
}  # fmt: skip


def card_named(lang: str, text: str) -> bool:
    return any(re.search(rf"\b{name} \d", text) for name in SUSPECT_NAMES[lang])


def reader(lang: str, seat: int | None = 0) -> Reader:
    """Seat ``seat`` reads; the browser names it "Ann (you)"."""
    return Reader(seat, lambda s: f"{NAMES[s]} ({YOU[lang]})" if s == seat else NAMES[s])


def say(lang: str, message: Any, seat: int | None = 0) -> str:
    return load(GAME.package, lang).render(message, reader(lang, seat))


def event_line(lang: str, e: dict, seat: int | None = 0) -> str | None:
    m = MESSAGES.event(e)
    return None if m is None else say(lang, m, seat)


def played(seed: int, players: int) -> Iterator[tuple[afoot.Game, list[Any]]]:
    """A game played by random moves, before each move (with the moves of the seat waited for)
    and once over."""
    game = afoot.new_game(GAME.id, players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        seat = min(game.waiting_for)
        actions = list(game.legal_actions(seat))
        yield game, actions
        callers = sorted(game.to_act - game.waiting_for)
        if callers and rng.random() < 0.05:  # now and then a "Paws!" out of turn
            seat = rng.choice(callers)
            actions = list(game.legal_actions(seat))
        game.apply(seat, rng.choice(actions))
    yield game, []


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4), (4, 5)])
def test_every_message_of_a_played_game_renders_in_every_language(seed: int, players: int):
    """Every log entry as each seat and the spectator received it (redacted ones included),
    every legal move and every pending decision: a sentence in en, es and de with no key and no
    placeholder left over."""
    kinds: set[str] = set()
    for game, actions in played(seed, players):
        for seat in (None, *range(players)):
            view = game.view(seat)
            pending = MESSAGES.pending(view)
            assert pending is not None
            for lang in LANGS:
                text = say(lang, pending, seat)
                assert text[:1].isupper() or text[:1] in '¡¿„«"', text
                assert not LEFTOVER.search(text), (lang, text)
        if actions:
            seat = min(game.waiting_for)
            view = game.view(seat)
            for action in actions:
                for lang in LANGS:
                    text = say(lang, MESSAGES.action(action, view), seat)
                    assert text and not LEFTOVER.search(text), (lang, action, text)
    for seat in (None, *range(players)):
        for e in game.log(seat):
            kinds.add(str(e["type"]))
            for lang in LANGS:
                line = event_line(lang, e, seat)
                assert line and not LEFTOVER.search(line), (lang, seat, e, line)
    assert {"turn", "answered", "passed", "drew", "game_over"} <= kinds, kinds


def test_a_hidden_card_never_reaches_another_seats_line():
    """Built from the event as the seat received it: the cards another seat drew, a seat's own
    new investigation and a hand passed between two other seats are never named to it."""
    for seed, players in ((5, 3), (6, 4), (7, 5)):
        *_, (game, _) = played(seed, players)
        for r in (None, *range(players)):
            for e in game.log(r):
                kind, s = e["type"], e.get("seat")
                hidden = (
                    (kind == "drew" and s != r)
                    or (kind == "new_investigation" and s == r)
                    or (kind == "passed" and r not in (s, e.get("to")))
                )
                if not hidden:
                    continue
                for lang in LANGS:
                    line = event_line(lang, e, r) or ""
                    assert not card_named(lang, line), (r, e, line)


EVENTS = [
    {"type": "turn", "seat": 0, "round": 2},
    {"type": "answered", "seat": 0, "card": "frog-8", "answer": "lead", "seeding": False},
    {"type": "answered", "seat": 0, "card": "goose-7", "answer": "dead_end", "seeding": True},
    {"type": "guessed", "seat": 0, "suspect": None, "hour": 1, "paws": True, "right": True},
    {"type": "paws", "seat": 0},
    {"type": "collected", "seat": 0, "face_up": [2], "face_down": 1, "face_down_values": [3]},
    {"type": "solved", "seat": 0, "card": "dog-12", "discarded": ["dog-2", "rat-9"]},
    {"type": "new_investigation", "seat": 0},
    {"type": "drew", "seat": 0, "count": 2, "cards": ["frog-8", "dog-1"]},
    {"type": "passed", "seat": 0, "to": 1, "count": 2, "cards": ["rat-9", "crow-7"]},
    {"type": "passed", "seat": 1, "to": 0, "count": 2, "cards": ["rat-9", "crow-7"]},
]
MINE_WANT = {
    "en": ["Round 2: your turn.", "You show Frog 8: a lead.",
           "Seeding your investigation: Goose 7 is a dead end.",
           "You guess 1 o'clock (\"Paws!\"): right!", "You call \"Paws!\" and guess at once.",
           "You collect a face-up 2 and 1 face-down token (worth 3) from the trail.",
           "Your investigation was Dog 12: solved; 2 cards go to the discard pile.",
           "You draw a new investigation (hidden from you).", "You draw 2 cards: Frog 8 and Dog 1.",
           "You pass 2 cards to Bob: Rat 9 and Crow 7.", "Bob passes you 2 cards: Rat 9 and Crow 7."],
    "es": ["Ronda 2: tu turno.", "Enseñas Rana 8: una ventaja.",
           "Siembra de tu investigación: Ganso 7 es un callejón sin salida.",
           "Adivinas la 1 («Paws»): ¡aciertas!", "Llamas «Paws» y adivinas en el acto.",
           "Recoges un 2 boca arriba y 1 ficha boca abajo (valen 3) del camino.",
           "Tu investigación era Perro 12: resuelta; 2 cartas van a la pila de descarte.",
           "Robas una nueva investigación (oculta para ti).", "Robas 2 cartas: Rana 8 y Perro 1.",
           "Pasas 2 cartas a Bob: Rata 9 y Cuervo 7.", "Bob te pasa 2 cartas: Rata 9 y Cuervo 7."],
    "de": ["Runde 2: Du bist am Zug.", "Du zeigst Frosch 8: eine Spur.",
           "Start deiner Ermittlung: Gans 7 ist eine Sackgasse.",
           "Du rätst 1 Uhr („Pfoten!“): richtig!", "Du rufst „Pfoten!“ und rätst sofort.",
           "Du nimmst eine offene 2 und 1 verdecktes Plättchen (Wert 3) von der Fährte.",
           "Deine Ermittlung war Hund 12: gelöst; 2 Karten kommen auf den Ablagestapel.",
           "Du ziehst eine neue Ermittlung (für dich verdeckt).",
           "Du ziehst 2 Karten: Frosch 8 und Hund 1.",
           "Du gibst 2 Karten an Bob weiter: Ratte 9 und Krähe 7.",
           "Bob gibt dir 2 Karten: Ratte 9 und Krähe 7."],
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_the_readers_own_lines_say_you(lang: str):
    """The ``.you`` variants: seat 0 reads its own events in the second person, never as
    "Ann (you)"; another seat reads the same events with Ann's name."""
    got = [event_line(lang, e) for e in EVENTS]
    assert got == MINE_WANT[lang]
    assert not any(f"({YOU[lang]})" in (line or "") for line in got), got
    theirs = [event_line(lang, e, seat=2) for e in EVENTS]
    assert all("Ann" in (line or "") for line in theirs), theirs


def test_english_lines_and_moves():
    """The sentences the browser's table wrote: a third seat's view of a passed hand, the game's
    end naming the catcher and the demoted, the guess and end-of-turn moves."""
    passed = {"type": "passed", "seat": 0, "to": 1, "count": 2}
    assert event_line("en", passed, seat=2) == "Ann passes 2 cards to Bob."
    caught = {"type": "game_over", "scores": [9, 3, 1], "winners": [0, 2],
              "reason": "Furriarty caught by seat 1; seats 0 and 2 are Chief Inspector of Scotland Pound"}  # fmt: skip
    assert event_line("en", caught, seat=None) == (
        "Furriarty is caught by Bob! Chief Inspector of Scotland Pound: Ann and Cy."
    )
    escaped = {"type": "game_over", "scores": [2, 3, -1], "winners": [],
               "reason": "Furriarty escaped: nobody wins; seat 2 is demoted to Litter Box Inspector"}  # fmt: skip
    assert event_line("de", escaped, seat=None).endswith(": Cy.")  # type: ignore[union-attr]
    assert event_line("en", {"type": "furriarty_moved", "revealed": 2, "left": 1}) == (
        "Furriarty moves on: a 2 turns face up (1 token still ahead of him)."
    )
    view = {
        "seat": 1,
        "players": [{"seat": 0}, {"seat": 1, "hand": ["goose-4", "frog-8"]}, {"seat": 2}],
        "turn": {"seat": 1, "shown": 0, "to_show": 2, "guessed": False, "guessed_wrong": False},
        "pending": {"decision": "action", "seat": 1},
    }
    assert say("en", MESSAGES.action(A.Guess(suspect="rat", hour=12), view), 1) == (
        "Guess Rat at 12 (right: 2 tokens)"
    )
    assert say("es", MESSAGES.action(A.Guess(hour=1), view), 1) == (
        "Adivinar la 1 (si aciertas: 1 ficha)"
    )
    assert say("en", MESSAGES.action(A.EndTurn(), view), 1) == (
        "End your action phase: pass 2 cards to Cy, then draw 2"
    )
    assert say("de", MESSAGES.action(A.Show(card="goose-4"), view), 1).startswith("Gans 4")
    paws = {**view, "pending": {"decision": "paws_guess", "seat": 1}}
    assert say("en", MESSAGES.action(A.Guess(suspect="dog", hour=2), paws), 1).startswith("Paws!")


@pytest.mark.parametrize("lang", LANGS)
def test_the_decision_waited_for(lang: str):
    """The turn's things to do joined as the language joins them, the second card of an
    investigation, a "Paws!" guess, the end; the reader's own in the second person."""
    view: dict[str, Any] = {
        "players": [{"seat": 0, "has_investigation": True}, {"seat": 1, "has_investigation": True}],
        "turn": {"seat": 0, "shown": 0, "to_show": 2, "guessed": False},
        "pending": {"decision": "action", "seat": 0},
    }
    want = {
        "en": ["Your turn: Investigate (show 2 cards) and guess once (optional).",
               "Ann: Investigate (show 2 cards) and guess once (optional).",
               "Your turn: guess once (optional) or end the action phase.",
               "Show the second card of your Investigate.", "Bob called \"Paws!\": one guess, right now.",
               "Furriarty is caught!", "Furriarty escaped: nobody wins."],
    }  # fmt: skip
    done = {**view, "turn": {"seat": 0, "shown": 2, "to_show": 2, "guessed": False}}
    second = {**view, "pending": {"decision": "investigate", "seat": 0, "card": 2, "of": 2}}
    paws = {**view, "pending": {"decision": "paws_guess", "seat": 1}}
    lines = [
        say(lang, MESSAGES.pending(view)),
        say(lang, MESSAGES.pending(view), seat=None),
        say(lang, MESSAGES.pending(done)),
        say(lang, MESSAGES.pending(second)),
        say(lang, MESSAGES.pending(paws)),
        say(lang, MESSAGES.pending({"over": True, "caught_by": 1})),
        say(lang, MESSAGES.pending({"over": True, "caught_by": None})),
    ]
    if lang in want:
        assert lines == want[lang]
    for line in lines:
        assert not LEFTOVER.search(line) and "Ann" not in lines[0], line
