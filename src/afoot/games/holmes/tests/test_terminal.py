"""Holmes in the terminal: play against the bots and hot-seat, replay, every event and view
in English, the board in Spanish and German (no English word of its own left), and Holmes'
options, agents and records at the command line."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path

import pytest
from rich.console import Console

import afoot
from afoot.cli_testing import one_line_error, run
from afoot.engine.core import load
from afoot.engine.terminal import seat_names
from afoot.games.holmes.terminal import BOARD, ability

ALWAYS_1 = "1\n" * 2000


# -- play --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def full_game(tmp_path_factory):
    """A whole game against the random bot, always choosing 1, saved with --record."""
    record = tmp_path_factory.mktemp("rec") / "game.json"
    result = run(
        "play", "holmes", "--vs", "random", "--seed", "3", "--record", str(record), input=ALWAYS_1
    )
    return result, record


def test_play_a_full_game_against_the_random_bot_always_choosing_1(full_game):
    result, record = full_game
    assert result.exit_code == 0, result.output
    assert "Result" in result.stdout
    assert "Winner" in result.stdout or "Draw" in result.stdout
    assert "What happened" in result.stdout
    assert "Sherlock (you) visits" in result.stdout
    saved = json.loads(record.read_text())
    assert saved["game"] == "holmes" and saved["seed"] == 3 and "result" in saved
    replayed = run("replay", str(record))
    assert replayed.exit_code == 0, replayed.output
    assert "every one legal" in replayed.stdout


def test_play_is_reproducible_from_its_seed(tmp_path: Path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        result = run(
            "play", "holmes", "--vs", "random", "--seed", "11", "--seat", "1",
            "--record", str(path), input="1\n" * 15 + "q\n",
        )  # fmt: skip
        assert result.exit_code == 0, result.output
    assert json.loads(a.read_text()) == json.loads(b.read_text())
    assert len(json.loads(a.read_text())["actions"]) > 15


def test_a_bad_choice_gets_one_line_and_a_new_prompt():
    result = run("play", "holmes", "--vs", "random", "--seed", "1", input="x\n99\n0\n\n2\nq\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    for bad in ("'x'", "'99'", "'0'", "''"):
        assert f"{bad} is not a choice: type a number from 1 to" in out
    assert out.count("your choice [1-") >= 6
    assert "You left the game after 2 actions." in out


def test_b_shows_the_board_again_and_i_every_ability():
    result = run("play", "holmes", "--vs", "random", "--seed", "1", input="b\ni\nq\n")
    assert result.exit_code == 0
    assert result.stdout.count("Day 1 of 7") == 2
    assert "Pay 3 markers: take 2 clues from the line." in result.stdout


@pytest.mark.parametrize("edition", ["devir", "kosmos"])
def test_i_says_what_irene_adler_and_langdale_pike_do_h20_h8(edition):
    """The terminal's ability texts (i) as the rules now stand: Irene Adler takes "1 offenen
    Hinweis oder 1 offenes Kartenfragment" in both editions (H20); Langdale Pike yields
    exactly one card, and a kept wildcard goes face up, never hidden (H8)."""
    assert "map fragment" in ability("irene_adler", edition)
    pike = ability("langdale_pike", edition)
    assert "exactly 1" in pike and "wildcard" in pike and "face up" in pike, pike


def test_q_quits_cleanly_and_saves_the_partial_record(tmp_path: Path):
    record = tmp_path / "partial.json"
    result = run(
        "play",
        "holmes",
        "--vs",
        "random",
        "--seed",
        "2",
        "--record",
        str(record),
        input="1\n1\nq\n",
    )
    assert result.exit_code == 0
    assert "You left the game" in result.stdout
    partial = json.loads(record.read_text())
    assert "result" not in partial and len(partial["actions"]) >= 2
    replayed = run("replay", str(record))
    assert replayed.exit_code == 0
    assert "not finished" in replayed.stdout


def test_end_of_input_abandons_the_game_with_a_message():
    result = run("play", "holmes", "--vs", "random", "--seed", "2", input="1\n")
    assert result.exit_code == 1
    assert "No more input" in result.stdout
    assert "Traceback" not in result.output


def test_hot_seat_passes_the_keyboard_and_finishes():
    result = run("play", "holmes", "--vs", "human", "--seed", "4", input=ALWAYS_1)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Pass the keyboard to Mycroft (seat 1)" in out
    assert "Pass the keyboard to Sherlock (seat 0)" in out
    assert "Mycroft (you)" in out and "Sherlock (you)" in out
    assert "Result" in out


def test_hot_seat_alternative_start_asks_both_seats_in_order():
    result = run(
        "play", "holmes", "--vs", "human", "--seed", "4", "-o", "alternative_start=true",
        input="1\n" * 8 + "q\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.stdout
    first = out.index("Each player keeps one of two characters for day 1")
    sherlock = out.index("Sherlock, your choice", first)
    assert sherlock < out.index("Mycroft, your choice", first)
    assert "Keep " in out[first:sherlock] and " for day 1" in out[first:sherlock]
    assert "Starting characters revealed" in out


@pytest.mark.parametrize("seat", ["0", "1"])
def test_alternative_start_against_a_bot_from_either_seat(seat: str):
    result = run(
        "play", "holmes", "--vs", "random", "--seat", seat, "--seed", "8",
        "-o", "alternative_start=true", "-o", "edition=kosmos", input="1\n" * 6 + "q\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Each player keeps one of two characters for day 1" in result.stdout
    assert "Starting characters revealed" in result.stdout


def test_play_with_villains_and_reservation_reaches_the_end():
    result = run(
        "play", "holmes", "--vs", "random", "--seed", "21", "-o", "villains=both",
        "-o", "reservation=true", input=ALWAYS_1,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Result" in result.stdout


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"villains": "random"}, "One villain card, unknown"),
        ({"edition": "kosmos", "mycroft": "random"}, "One Mycroft card, unknown"),
    ],
)
def test_an_unseen_character_card_is_named_by_its_edition_h15(options, said):
    """H15: devir shuffles a villain card into the character deck, kosmos a Mycroft card; with
    ``random`` the board says which kind of card is in the game (the view's field is the same)."""
    game = afoot.new_game("holmes", seed=3, options=options)
    drawn = io.StringIO()
    Console(file=drawn, width=120, color_system=None).print(BOARD.board(game.view(0), 2, 120))
    out = " ".join(drawn.getvalue().split())
    assert said in out
    wrong = "One Mycroft card" if said.startswith("One villain") else "One villain card"
    assert wrong not in out


#: the English words of Holmes' board (its labels, legend, keys and help), its moves, its log
#: and its decision line, none of which a Spanish or German board may show
ENGLISH_WORDS = [
    "Character", "Ability", "Action markers", "Slot", "Clue deck", "Discard pile", "Supply",
    "Character deck", "Map fragments", "Unassigned wildcards", "Hidden clues", "Markers",
    "Markers to place today", "Reservation card", "Reserved clue", "holds it", "always there",
    "standing marker", "lying marker", "wildcard", "your choice", "abilities", "quit", "Visit",
    "visits", "takes", "Take", "Day", "you are", "Result", "Winner", "Markers left",
    "What happened", "is not", "Explosive", "Cigarette", "Bullet", "Button", "Footprint",
    "Fingerprint", "False Pass", "every ability", "Each player", "visit a character",
]  # fmt: skip
#: words of the board's own the language shows instead
OWN_WORDS = {
    "es": ["Personaje", "Habilidad", "Hueco 1", "tu elección", "b tablero, i habilidades",
           "marcador en pie", "todas las habilidades", "Visitar", "Resultado"],
    "de": ["Person", "Fähigkeit", "Platz 1", "deine Wahl", "b Spielplan, i Fähigkeiten",
           "stehender Marker", "alle Fähigkeiten", "besuchen", "Ergebnis"],
}  # fmt: skip


@pytest.mark.parametrize("lang", ["es", "de"])
def test_the_board_speaks_spanish_and_german(lang: str):
    """A whole game with villains and the reservation card, the abilities (i), the help (h)
    and a refusal, at --lang es / de: the board's words are the language's, none English."""
    result = run(
        "play", "holmes", "--vs", "random", "--seed", "21", "--lang", lang,
        "-o", "villains=both", "-o", "reservation=true", input="x\nb\ni\nh\n" + ALWAYS_1,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    for word in OWN_WORDS[lang]:
        assert word in out, (lang, word)
    for word in ENGLISH_WORDS:
        assert not re.search(rf"\b{re.escape(word)}\b", out), (lang, word)


def test_the_language_comes_from_lang_when_not_given():
    result = run(
        "play", "holmes", "--vs", "random", "--seed", "1", input="1\ni\nq\n",
        env={"LANG": "de_DE.UTF-8"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    assert "Sherlock (du) besucht" in out and "Fähigkeit" in out
    assert "Character" not in out and "your choice" not in out


# -- bad input -----------------------------------------------------------------------------
@pytest.mark.parametrize("command", ["play", "simulate", "bench"])
def test_option_errors_are_one_line(command: str):
    extra = {"play": [], "simulate": ["--games", "1"], "bench": ["--seconds", "0.01"]}[command]
    one_line_error(run(command, "holmes", *extra, "-o", "colour=red"), "no option 'colour'")
    one_line_error(
        run(command, "holmes", *extra, "-o", "edition=ikea"), "edition", "devir | kosmos"
    )
    one_line_error(run(command, "holmes", *extra, "-o", "villains=maybe"), "villains", "moriarty")
    one_line_error(run(command, "holmes", *extra, "-o", "edition"), "option must be key=value")
    one_line_error(
        run(command, "holmes", *extra, "-o", "edition=kosmos", "-o", "villains=both"),
        "villains applies only when edition=devir",
    )


def test_play_rejects_unknown_opponents_seats_and_player_counts():
    one_line_error(
        run("play", "holmes", "--vs", "moriarty"), "easy, medium, hard", "greedy", "random, human"
    )
    one_line_error(run("play", "holmes", "--vs", "cheat"), "cheat", "choose from")
    one_line_error(run("play", "holmes", "--vs", "ismcts:0"), "budget")
    one_line_error(run("play", "holmes", "--vs", "random", "--seat", "2"), "seat must be 0-1")
    one_line_error(run("play", "holmes", "--players", "3"), "exactly 2 players")


def test_simulate_rejects_unknown_agents_and_wrong_counts():
    one_line_error(run("simulate", "holmes", "--agents", "random,nobody"), "nobody", "random")
    one_line_error(run("simulate", "holmes", "--agents", "random,random,random"), "needs 2 agents")


# -- replay --------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def record_file(full_game) -> Path:
    result, record = full_game
    assert result.exit_code == 0, result.output
    return record


def test_replay_prints_the_result(record_file: Path):
    result = run("replay", str(record_file))
    assert result.exit_code == 0, result.output
    assert "Result" in result.stdout and "total" in result.stdout


def test_replay_seat_shows_that_seats_log_and_view(record_file: Path):
    result = run("replay", str(record_file), "--seat", "1")
    assert result.exit_code == 0, result.output
    assert "The game as Mycroft (seat 1) saw it" in result.stdout
    assert "Mycroft (you) visits" in result.stdout and "Sherlock visits" in result.stdout
    data = json.loads(run("replay", str(record_file), "--seat", "1", "--json").stdout)
    assert data["verified"] is True and data["seat"] == 1
    assert data["view"]["seat"] == 1 and data["log"]
    assert data["result"]["scores"]


def test_replay_rejects_a_tampered_action(record_file: Path, tmp_path: Path):
    record = json.loads(record_file.read_text())
    record["actions"][0]["action"] = {"type": "take", "slot": 2}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    one_line_error(run("replay", str(bad)), "action 1")


def test_replay_rejects_a_seat_out_of_range(record_file: Path):
    one_line_error(run("replay", str(record_file), "--seat", "5"), "seat must be 0-1")


# -- rendering -------------------------------------------------------------------------------
def test_every_holmes_event_and_view_renders_in_english():
    console = Console(file=io.StringIO(), width=100)
    kinds: set[str] = set()
    option_sets: list[dict[str, object]] = [
        {"villains": "both", "reservation": True, "alternative_start": True},
        {"edition": "kosmos", "mycroft": "both", "reservation": True},
        {"villains": "random", "first_role": "mycroft"},
        {"edition": "kosmos", "mycroft": "random", "alternative_start": True},
    ]
    for seed, options in enumerate(option_sets * 2):
        game = afoot.new_game("holmes", seed=seed, options=options)
        rng = random.Random(seed)
        step = 0
        while not game.is_over:
            seat = min(game.to_act)
            if step % 25 == 0:
                console.print(BOARD.board(game.view(seat), 2, 100 if step % 2 else 80))
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            step += 1
        names = seat_names(game.view(None), 2)
        for viewer in (0, 1, None):
            events = game.log(viewer)
            kinds.update(e["type"] for e in events)
            for line in BOARD.events(events, names, viewer):
                assert not line.startswith(tuple(f"{k}:" for k in kinds)), line
        console.print(BOARD.result(game.record()["result"], names, 0))
    assert {"visit", "take", "game_over", "dawn", "villain"} <= kinds


def test_the_spec_declares_this_board():
    assert load(str(afoot.spec_for("holmes").terminal)) is BOARD


def test_a_record_with_a_bad_scenario_is_one_line(tmp_path: Path):
    record = afoot.new_game("holmes", seed=1).record()
    for scenario, needle in (({"bogus": 1}, "unknown scenario key 'bogus'"), ([1], "scenario")):
        path = tmp_path / "bad.json"
        path.write_text(json.dumps({**record, "scenario": scenario}))
        one_line_error(run("replay", str(path)), needle)
