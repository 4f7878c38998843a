"""Holmes' messages (messages.py) rendered from its catalogue, as the browser and the terminal
read them: every line of played games (every seat and the spectator, redacted copies
included) and every move has a text in every language with nothing left unrendered, a card
name never stands after an article it does not agree with, the reader's own wildcard row says
"your", Spanish characters with a title take their article (contracted), and a message never
names a card its event does not."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

import afoot
from afoot.engine.catalogue import LANGS, Reader, load
from afoot.games.holmes import GAME
from afoot.games.holmes import actions as A
from afoot.games.holmes.messages import MESSAGES

YOU = {"en": "you", "es": "tú", "de": "du"}
NAMES = ["Ann", "Bob"]
#: a key, a placeholder or a missing value left in a text
LEFTOVER = re.compile(r"holmes\.|\{\w+\}|None|undefined|\b(?:ev|act|dec|clue|char|ref|card)\.\w")
CLUES = [
    "false_pass", "explosive", "cigarette", "bullet", "button", "footprint", "fingerprint",
    "map_fragment", "joker",
]  # fmt: skip
OPTIONS: list[dict[str, object]] = [
    {"villains": "both", "reservation": True, "alternative_start": True},
    {"edition": "kosmos", "mycroft": "both", "reservation": True},
    {"villains": "random", "first_role": "mycroft"},
    {"edition": "kosmos", "mycroft": "random", "alternative_start": True},
]


def reader(lang: str, seat: int | None = 0) -> Reader:
    """Seat ``seat`` reads; the browser names it "Ann (you)"."""
    return Reader(seat, lambda s: f"{NAMES[s]} ({YOU[lang]})" if s == seat else NAMES[s])


def line(lang: str, e: Mapping[str, Any], seat: int | None = 0) -> str:
    m = MESSAGES.event(e)
    assert m is not None, e
    return load(GAME.package, lang).render(m, reader(lang, seat))


def move(lang: str, action: Any, view: Mapping[str, Any], seat: int | None = 0) -> str:
    return load(GAME.package, lang).render(MESSAGES.action(action, view), reader(lang, seat))


def pending(lang: str, view: Mapping[str, Any], seat: int | None = 0) -> str:
    m = MESSAGES.pending(view)
    assert m is not None, view
    return load(GAME.package, lang).render(m, reader(lang, seat))


def view_with(clue: str = "bullet", **pending: Any) -> dict[str, Any]:
    """Seat 0's view, as far as the moves read it: the line, the day, its reservation."""
    return {
        "seat": 0,
        "day": 2,
        "line": [clue, "bullet", "button", "cigarette"],
        "players": [{"seat": 0, "reserved": "button"}],
        "pending": pending,
    }


# events as the rules log them, whole and redacted
EVENTS: list[dict[str, Any]] = [
    {"type": "visit", "seat": 0, "character": "watson", "frm": None},
    {"type": "visit", "seat": 1, "character": "toby", "frm": "hudson"},
    {"type": "take", "seat": 1, "clue": "footprint", "source": "line", "paid": 1},
    {"type": "take", "seat": 1, "clue": "bullet", "source": "discard", "paid": 2},
    {"type": "take", "seat": 0, "clue": "bullet", "source": "reserved", "paid": 0},
    {"type": "refill", "slot": 2, "clue": "bullet"},
    {"type": "gain", "seat": 0, "markers": 3},
    {"type": "gain", "seat": 0, "markers": 0},
    {"type": "decline", "seat": 0, "character": "langdale_pike"},
    {"type": "count", "seat": 0, "character": "langdale_pike", "n": 2},
    {"type": "drew", "seat": 0, "clues": ["cigarette", "button"]},
    {"type": "drew", "seat": 0, "count": 2},
    {"type": "keep", "seat": 0, "clue": "button"},
    {"type": "keep", "seat": 0},
    {"type": "keep_face_up", "seat": 1, "clue": "fingerprint"},
    {"type": "discard_drawn", "seat": 0, "clues": ["cigarette"]},
    {"type": "discard_drawn", "seat": 0, "count": 1},
    {"type": "draw_hidden", "seat": 0, "clue": "fingerprint"},
    {"type": "draw_hidden", "seat": 1},
    {"type": "discard_line", "seat": 0, "clue": "footprint", "slot": 2},
    {"type": "under_deck", "clue": "footprint"},
    {"type": "under_deck"},
    {"type": "ziba_offer", "seat": 1, "clues": ["fingerprint", "footprint"]},
    {"type": "ziba_offer", "seat": 1, "count": 2},
    {"type": "steal", "seat": 0, "clue": "cigarette", "paid": 5},
    {"type": "errand", "seat": 0, "clue": "bullet", "markers": 0},
    {"type": "swap", "seat": 1, "gave": "footprint", "took": "bullet", "slot": 2},
    {"type": "reserve", "seat": 1, "clue": "footprint", "slot": 3},
    {"type": "reveal_onto_joker", "seat": 0, "clue": "button"},
    {"type": "joker_shown", "seat": 0},
    {"type": "joker_assigned", "seat": 0, "row": "bullet", "at_end": False},
    {"type": "joker_assigned", "seat": 1, "row": "bullet", "at_end": True},
    {"type": "joker_kept_unassigned", "seat": 0},
    {"type": "joker_unassigned", "seat": 0, "row": "bullet"},
    {"type": "villain", "character": "razzia", "day": 2},
    {"type": "villain_paid", "seat": 0, "markers": 2},
    {"type": "villain_discard", "seat": 1, "clue": "joker"},
    {"type": "marker_laid", "seat": 0, "character": "irene_adler"},
    {"type": "new_character", "character": "billy", "day": 2},
    {"type": "character_back", "character": "violet_hunter"},
    {"type": "day_end", "day": 1, "spent": ["violet_hunter"]},
    {"type": "day_end", "day": 2, "spent": []},
    {"type": "dawn", "day": 2},
    {"type": "reshuffle", "cards": 12},
    {"type": "hidden_revealed", "seat": 0, "clues": ["button", "footprint"]},
    {"type": "start_chosen", "seat": 0},
    {"type": "start_revealed", "characters": ["violet_hunter", "porky"]},
    {"type": "game_over", "scores": [12.0, 13.5], "winners": [1], "reason": "more points"},
]
ACTIONS: list[Any] = [
    A.Visit(to="watson"), A.Visit(to="toby", frm="hudson"), A.Take(slot=2), A.Take(slot=4),
    A.Count(n=2), A.DiscardLine(slot=0), A.Discard(card="joker:bullet"), A.Discard(card="joker"),
    A.Steal(card="cigarette"), A.Swap(card="footprint", slot=3), A.KeepClue(card="button"),
    A.KeepClue(card="joker"), A.AssignJoker(row=None), A.AssignJoker(row="cigarette"),
    A.Accept(), A.Decline(), A.PayMarkers(), A.Reserve(slot=1), A.Reveal(card="button"),
    A.EndTurn(), A.Lay(character="hudson"), A.ChooseStart(character="porky"),
]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_and_action_has_a_text(lang: str) -> None:
    view = view_with(decision="count", character="gregson")
    for e in EVENTS:
        for seat in (0, 1, None):
            text = line(lang, e, seat)
            assert text and not LEFTOVER.search(text), (lang, e, text)
            assert text[0].isupper() or text[0] in "¡¿", text
    for a in ACTIONS:
        text = move(lang, a, view)
        assert text and not LEFTOVER.search(text), (lang, a, text)
    assert MESSAGES.event({"type": "no_such_event"}) is None


def test_english_lines() -> None:
    view = view_with(decision="count", character="gregson")
    assert line("en", EVENTS[2]) == "Bob takes the Footprint from the line, paying 1 marker."
    assert line("en", {"type": "drew", "seat": 1, "count": 2}) == "Bob draws 2 clues in secret."
    assert line("en", EVENTS[-1], None) == "The game is over: Ann 12 – Bob 13.5."
    assert line("en", EVENTS[10]) == "Ann (you) draws 2 clues: Cigarette and Button."
    assert move("en", A.Count(n=2), view) == "Take 2 clues (4 markers)"
    assert move("en", A.Take(slot=4), view) == "Take your reserved clue (Button)"
    assert move("en", A.Discard(card="joker:bullet"), view) == (
        "Discard the wildcard on your Bullet row"
    )
    # a kept wildcard goes face up, never hidden
    assert move("en", A.KeepClue(card="joker"), view) == "Keep the wildcard (face up)"
    assert line("de", EVENTS[0]) == "Ann (du) besucht Dr. Watson."


def test_the_audits_lines_in_each_language() -> None:
    take = {"type": "take", "seat": 1, "clue": "explosive", "source": "line", "paid": 0}
    want = {
        "en": ["Bob takes the Explosive from the line.", "Discard an unassigned wildcard",
               "Bob discards an unassigned wildcard to the villain."],
        "es": ["Bob toma la pista Explosivo de la línea visible.", "Descartar un comodín sin asignar",
               "Bob descarta un comodín sin asignar por el villano."],
        "de": ["Bob nimmt den Hinweis Sprengstoff aus der allgemeinen Auslage.",
               "Einen nicht zugeordneten Joker ablegen", "Bob legt einen nicht zugeordneten Joker ab."],
    }  # fmt: skip
    view = view_with("explosive")
    for lang in LANGS:
        assert line(lang, take) == want[lang][0]
        assert move(lang, A.Discard(card="joker"), view) == want[lang][1]
        assert line(lang, {"type": "villain_discard", "seat": 1, "clue": "joker"}) == want[lang][2]


@pytest.mark.parametrize("lang", LANGS)
def test_a_wildcard_row_is_the_readers_own_only_in_its_own_lines(lang: str) -> None:
    """The ``.you`` variant: "your Bullet row" for the reader, "Bob's" for the other, and
    neither for the spectator; never "Ann (you)'s"."""
    want = {
        "en": ["The wildcard on your Bullet row is unassigned again.",
               "The wildcard on Bob's Bullet row is unassigned again.",
               "Bob discards the wildcard on the Bullet row to the villain.",
               "The wildcard on Ann's Bullet row is unassigned again."],
        "es": ["El comodín de tu fila de Bala vuelve a estar sin asignar.",
               "El comodín de la fila de Bala de Bob vuelve a estar sin asignar.",
               "Bob descarta el comodín de la fila de Bala por el villano.",
               "El comodín de la fila de Bala de Ann vuelve a estar sin asignar."],
        "de": ["Der Joker in deiner Reihe Patrone ist wieder frei.",
               "Der Joker in der Reihe Patrone von Bob ist wieder frei.",
               "Bob legt den Joker der Reihe Patrone ab.",
               "Der Joker in der Reihe Patrone von Ann ist wieder frei."],
    }[lang]  # fmt: skip
    mine = {"type": "joker_unassigned", "seat": 0, "row": "bullet"}
    assert line(lang, mine) == want[0]
    assert line(lang, {**mine, "seat": 1}) == want[1]
    assert line(lang, {"type": "villain_discard", "seat": 1, "clue": "joker:bullet"}) == want[2]
    assert line(lang, mine, None) == want[3]
    bad = {"en": r"\(you\)'s", "es": r"de Ann \(tú\)", "de": r"von Ann \(du\)"}[lang]
    assert not re.search(bad, line(lang, mine)), line(lang, mine)


#: where a card's name may stand in a sentence without an article that must agree with it
BARE_OK = {
    "en": re.compile(r"(?:\b[Tt]he |: |, |\(|^|\bhidden | and )$"),
    "es": re.compile(r"(?:\bpista (?:oculta )?|\bfila de |: |, |\(|^| y )$"),
    "de": re.compile(r"(?:\bHinweis |\bReihe |: |, |\(|^| und )$"),
}


def _clue_events(clue: str) -> list[dict[str, Any]]:
    return [
        {"type": "take", "seat": 1, "clue": clue, "source": "line", "paid": 0},
        {"type": "take", "seat": 0, "clue": clue, "source": "discard", "paid": 2},
        {"type": "keep", "seat": 0, "clue": clue},
        {"type": "keep_face_up", "seat": 1, "clue": clue},
        {"type": "draw_hidden", "seat": 0, "clue": clue},
        {"type": "discard_line", "seat": 1, "clue": clue, "slot": 2},
        {"type": "under_deck", "clue": clue},
        {"type": "steal", "seat": 0, "clue": clue, "paid": 5},
        {"type": "errand", "seat": 1, "clue": clue, "markers": 2},
        {"type": "swap", "seat": 1, "gave": clue, "took": "bullet", "slot": 2},
        {"type": "swap", "seat": 0, "gave": "button", "took": clue, "slot": 1},
        {"type": "reserve", "seat": 1, "clue": clue, "slot": 3},
        {"type": "reveal_onto_joker", "seat": 0, "clue": clue},
        {"type": "villain_discard", "seat": 1, "clue": clue},
    ]


def _clue_actions(clue: str) -> list[Any]:
    return [
        A.Take(slot=0), A.DiscardLine(slot=0), A.Discard(card=clue), A.Steal(card=clue),
        A.Swap(card=clue, slot=0), A.KeepClue(card=clue), A.Reserve(slot=0), A.Reveal(card=clue),
    ]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_and_move_naming_a_clue_card_agrees_with_it(lang: str) -> None:
    book = load(GAME.package, lang)
    for clue in CLUES:
        name = book.label(f"clue.{clue}")
        view = view_with(clue)
        texts = [line(lang, e) for e in _clue_events(clue)]
        texts += [move(lang, a, view) for a in _clue_actions(clue)]
        for text in texts:
            assert not LEFTOVER.search(text), text
            assert not re.search(r"\b[Aa]n? an?\b", text), text  # "a an unassigned wildcard"
            if lang == "en":
                assert not re.search(r"\b[Aa] [AEIOU]", text), text  # "a Explosive"
            # German's wildcard is called Joker, as the common noun is: "einen Joker" is right
            at = -1 if lang == "de" and clue == "joker" else text.find(name)
            while at >= 0:
                assert BARE_OK[lang].search(text[:at]), f"{lang}: {text!r}"
                at = text.find(name, at + 1)


def test_a_spanish_character_with_a_title_takes_its_article() -> None:
    """ "visita al Doctor Watson", "a la Sra. Hudson": the article of the title, contracted."""
    view = view_with(decision="confirm", character="lestrade")
    assert line("es", {"type": "visit", "seat": 1, "character": "watson", "frm": None}) == (
        "Bob visita al Doctor Watson."
    )
    assert line("es", {"type": "visit", "seat": 1, "character": "toby", "frm": "hudson"}) == (
        "Bob visita a Toby (marcador desde la Sra. Hudson)."
    )
    assert line("es", {"type": "decline", "seat": 1, "character": "gregson"}) == (
        "Bob renuncia a la habilidad del Inspector Gregson."
    )
    assert move("es", A.Visit(to="lestrade"), view) == "Visitar al Inspector Lestrade"
    assert move("es", A.Decline(), view) == "Renunciar al Inspector Lestrade"
    chars = [k[5:] for k in load(GAME.package, "es").entries if k.startswith("char.")]
    for cid in chars:
        for e in (
            {"type": "visit", "seat": 1, "character": cid, "frm": None},
            {"type": "decline", "seat": 1, "character": cid},
            {"type": "marker_laid", "seat": 1, "character": cid},
            {"type": "count", "seat": 1, "character": cid, "n": 1},
        ):
            text = line("es", e)
            assert not re.search(
                r"\b(?:a|de|con|para|sobre|desde) (?:Doctor|Inspector|Sra\.)", text
            )
            assert not re.search(r"\b(?:a|de) el\b", text), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_decision_waited_for(lang: str) -> None:
    """Every decision has its sentence, a paid take says its cost, simultaneous choosing
    names no seat; nothing once the game waits for nothing."""
    for decision in (
        "visit", "take", "count", "discard_line", "keep_clue", "keep_face_up", "steal", "errand",
        "swap", "confirm", "assign_joker", "onto_joker", "end_of_turn", "villain", "lay_marker",
        "final_jokers",
    ):  # fmt: skip
        view = {"seat": 0, "pending": {"decision": decision, "seat": 1, "character": "watson",
                                       "remaining": 2, "cost": 2, "most": 3, "row": "bullet"}}  # fmt: skip
        text = pending(lang, view)
        assert text.startswith("Bob:") and not LEFTOVER.search(text), (decision, text)
    start = {"seat": 0, "pending": {"decision": "choose_start", "seat": None}}
    assert not LEFTOVER.search(pending(lang, start))
    assert MESSAGES.pending({"seat": 0, "pending": None}) is None
    paid = {"decision": "take", "seat": 1, "character": "watson", "remaining": 1,
            "optional": True, "cost": 1}  # fmt: skip
    if lang == "en":
        assert pending(lang, {"seat": 0, "pending": paid}) == (
            "Bob: take a clue with Doctor Watson (costs 1 marker)"
        )


# -- played games ------------------------------------------------------------------------------
def _clues_named(value: object) -> Iterator[str]:
    """The clue types a message names (its nested ``clue.<id>`` messages)."""
    if isinstance(value, Mapping):
        key = value.get("t")
        if isinstance(key, str) and key.startswith("clue."):
            yield key[5:]
        for v in value.values():
            yield from _clues_named(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _clues_named(v)


def _words(value: object) -> set[str]:
    """Every string an event holds (a ``joker:bullet`` card holds ``bullet`` too)."""
    if isinstance(value, str):
        return {value, *value.split(":")}
    if isinstance(value, Mapping):
        return set().union(*(_words(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_words(v) for v in value)) if value else set()
    return set()


@pytest.fixture(scope="module")
def played() -> list[Any]:
    """Whole games with random moves, one per set of options and seed."""
    games = []
    for seed, options in enumerate(OPTIONS * 2):
        game = afoot.new_game("holmes", seed=seed, options=options)
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.to_act)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        games.append(game)
    return games


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_of_played_games_renders(lang: str, played: list[Any]) -> None:
    """Every log line each seat and the spectator received (redacted copies included)."""
    book = load(GAME.package, lang)
    kinds: set[str] = set()
    for game in played:
        for viewer in (0, 1, None):
            for e in game.log(viewer):
                m = MESSAGES.event(e)
                assert m is not None, e
                kinds.add(str(e["type"]))
                text = book.render(m, reader(lang, viewer))
                assert text and not LEFTOVER.search(text), (lang, e, text)
    assert {"visit", "take", "drew", "keep", "villain", "dawn", "game_over"} <= kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_move_and_decision_along_played_games_renders(lang: str) -> None:
    book = load(GAME.package, lang)
    for seed, options in enumerate(OPTIONS):
        game = afoot.new_game("holmes", seed=seed, options=options)
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.to_act)
            view = game.view(seat)
            for a in game.legal_actions(seat):
                text = book.render(MESSAGES.action(a, view), reader(lang, seat))
                assert text and not LEFTOVER.search(text), (lang, a, text)
            for who in (0, 1, None):
                m = MESSAGES.pending(game.view(who))
                assert m is not None
                text = book.render(m, reader(lang, who))
                assert not LEFTOVER.search(text), (lang, text)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert MESSAGES.pending(game.view(0)) is None


def test_a_message_never_names_a_card_its_event_does_not(played: list[Any]) -> None:
    """A seat's message is built from the event as it received it: a card drawn or kept in
    secret by the other seat is named in neither, and the other seat's copy names it."""
    secret = 0
    for game in played:
        for viewer in (0, 1, None):
            for e in game.log(viewer):
                m = MESSAGES.event(e)
                assert m is not None
                named = set(_clues_named(m[1]))
                assert named <= _words(e), (viewer, e, m)
                redacted = "clue" not in e and "clues" not in e
                if e["type"] in ("drew", "keep", "draw_hidden") and redacted:
                    assert not named, (viewer, e, m)
                    secret += 1
    assert secret, "no card was drawn in secret in these games"
