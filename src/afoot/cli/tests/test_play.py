"""``afoot play`` on any game: every registered game is played to its end at the terminal, quit
and abandoned, hot-seat too; and a game that brings no terminal board (the engine's toy game,
registered for these tests) is played on the generic board its spec gives it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import afoot
import afoot.games
from afoot.cli.common import terminal_board, terminal_lang
from afoot.cli_testing import one_line_error, render, run
from afoot.engine.catalogue import LANGS
from afoot.engine.core import load
from afoot.engine.terminal import Board, Speaker, Voice, seat_names
from afoot.engine.tests.toy import PICK

IDS = afoot.games.ids()
#: a line that moves any game on against bots: 1 picks the first choice at a menu (or is
#: refused at an out-of-turn offer), an empty line goes on at an offer (or is refused at a
#: menu)
ON = "1\n\n"


@pytest.fixture
def pick() -> Iterator[str]:
    """The toy game, registered for one test: it declares no terminal board."""
    afoot.games.register(PICK)
    try:
        yield PICK.id
    finally:
        del afoot.games.REGISTRY[PICK.id]


def test_every_game_declares_a_terminal_board():
    """Each game's own board, given the terminal's language (a copy: the game's is shared)."""
    for spec in afoot.games.specs():
        assert spec.terminal is not None, spec.id
        board = load(spec.terminal)
        assert isinstance(board, Board) and type(board) is not Board, spec.id
        for lang in LANGS:
            spoken = terminal_board(spec, lang)
            assert type(spoken) is type(board) and spoken.voice.lang == lang
            assert (spoken.voice.messages is None) is (spec.messages is None)
        assert board.voice.lang == "en"


@pytest.mark.parametrize(
    ("given", "environ", "lang"),
    [
        (None, {}, "en"),
        (None, {"LANG": "es_ES.UTF-8"}, "es"),
        (None, {"LANG": "de_AT.UTF-8"}, "de"),
        (None, {"LANG": "fr_FR.UTF-8"}, "en"),
        (None, {"LANG": "C.UTF-8"}, "en"),
        (None, {"LANG": "es_ES.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"}, "de"),
        (None, {"LANG": "es_ES.UTF-8", "LC_ALL": "C"}, "en"),
        (None, {"LC_ALL": "", "LANG": "de"}, "de"),
        ("es", {"LANG": "de_DE.UTF-8"}, "es"),
        ("DE", {}, "de"),
    ],
)
def test_the_terminals_language(given, environ, lang):
    """--lang, else the locale (LC_ALL, then LC_MESSAGES, then LANG): es* and de* as such,
    anything else English."""
    assert terminal_lang(given, environ) == lang


def test_an_unknown_language_is_one_line():
    one_line_error(run("play", IDS[0], "--lang", "fr"), "--lang must be en, es or de (got 'fr')")
    one_line_error(run("replay", "x.json", "--lang", "xx"), "--lang must be en, es or de")


@pytest.mark.parametrize("lang", ["es", "de"])
def test_the_terminals_own_words_in_each_language(lang: str, tmp_path: Path):
    """Whatever the game, the command's own words (its header, news, refusals, leaving) and
    the kit's are the language's, chosen by LANG when --lang is not given; replay's too."""
    says = {
        "es": ["jugadores", "contra el bot", "semilla", "eres ", "Qué ha pasado",
               "Has dejado la partida tras", "Registro guardado en"],
        "de": ["Spieler", "gegen den Bot", "Startwert", "du bist ", "Was geschah",
               "Du hast die Partie nach", "Aufzeichnung in"],
    }[lang]  # fmt: skip
    locale = {"es": "es_ES.UTF-8", "de": "de_DE.UTF-8"}[lang]
    for game in IDS:
        record = tmp_path / f"{game}.json"
        result = run(
            "play", game, "--vs", "random", "--seed", "3", "--record", str(record),
            input="x\n" + ON * 10 + "q\n", env={"LANG": locale},
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        out = " ".join(result.stdout.split())
        for words in says:
            assert words in out, (game, words)
        if afoot.games.spec_for(game).messages is not None:  # the board's refusal: its words
            assert {"es": "'x' no es una", "de": "'x' ist keine"}[lang] in out, game
        for english in ("What happened", "Record saved", "players ·", "is not", "You left"):
            assert english not in out, (game, english)
        replayed = run("replay", str(record), "--seat", "0", "--lang", lang)
        assert replayed.exit_code == 0
        shown = " ".join(replayed.stdout.split())
        for words in {
            "es": ["todas legales", "La partida tal como la vio", "no ha terminado"],
            "de": ["alle erlaubt", "sie sah", "nicht beendet"],
        }[lang]:
            assert words in shown, (game, words)


def test_a_game_with_messages_at_the_generic_board():
    """The kit says a game's messages without a board of its own: its events, its moves and
    the decision it waits for are the game's (as the browser shows them), in the language."""
    spec = next(s for s in afoot.games.specs() if s.messages is not None)
    game = afoot.new_game(spec.id, seed=1)
    for lang in LANGS:
        board = Board(spec.title).speaking(Voice(lang, spec))
        names = seat_names(game.view(0), game.players, board.voice)
        messages = board.voice.messages
        assert messages is not None
        book = board.voice.texts
        view = game.view(0)
        drawn = render(board.board(view, game.players, 100), 100)
        prompt = messages.pending(view)
        assert prompt is not None
        line = " ".join(book.render(prompt, Speaker(names, 0, board.voice).reader).split())
        assert line[:40] in " ".join(drawn.split())
    seat = min(game.to_act)
    game.apply(seat, game.legal_actions(seat)[0])
    board = Board(spec.title).speaking(Voice("de", spec))
    names = seat_names(game.view(None), game.players, board.voice)
    lines = board.events(game.log(0), names, 0)
    assert lines and all(line[0].isupper() and "=" not in line for line in lines), lines


# -- every game ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", IDS)
def test_every_game_is_played_to_its_end_against_bots(game: str, tmp_path: Path):
    record = tmp_path / "game.json"
    result = run(
        "play", game, "--vs", "random", "--seed", "3", "--record", str(record), input=ON * 3000
    )
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "against the random bot" in out and "What happened" in out and "Result" in out
    assert f"Record saved to {record}" in " ".join(out.split())
    saved = json.loads(record.read_text())
    assert saved["game"] == game and saved["seed"] == 3 and "result" in saved
    assert afoot.replay(saved).is_over


@pytest.mark.parametrize("game", IDS)
def test_play_is_reproducible_from_its_seed(game: str, tmp_path: Path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for path in (a, b):
        result = run(
            "play", game, "--vs", "random", "--seed", "11", "--seat", "1",
            "--record", str(path), input=ON * 15 + "q\n",
        )  # fmt: skip
        assert result.exit_code == 0, result.output
    assert json.loads(a.read_text()) == json.loads(b.read_text())
    assert len(json.loads(a.read_text())["actions"]) > 5


@pytest.mark.parametrize("game", IDS)
def test_q_quits_cleanly_and_saves_the_partial_record(game: str, tmp_path: Path):
    record = tmp_path / "partial.json"
    result = run(
        "play", game, "--vs", "random", "--seed", "2", "--record", str(record),
        input="1\n" * 4 + "q\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "You left the game after" in result.stdout
    partial = json.loads(record.read_text())
    assert "result" not in partial and len(partial["actions"]) >= 1
    replayed = run("replay", str(record))
    assert replayed.exit_code == 0
    assert "not finished" in replayed.stdout


@pytest.mark.parametrize("game", IDS)
def test_end_of_input_abandons_the_game_with_a_message(game: str):
    result = run("play", game, "--vs", "random", "--seed", "2", input=ON)
    assert result.exit_code == 1
    assert "No more input" in result.stdout
    assert "Traceback" not in result.output


@pytest.mark.parametrize("game", IDS)
def test_hot_seat_passes_the_keyboard_to_every_seat(game: str):
    spec = afoot.spec_for(game)
    result = run("play", game, "--vs", "human", "--seed", "4", input="\n1\n1\n" * 40 + "q\n")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "all seats are human" in out
    for seat in range(spec.min_players):
        assert out.count("Pass the keyboard to ") >= spec.min_players
        assert f"Seat {seat}" in out or f"(seat {seat})" in out


# -- a game without a board of its own --------------------------------------------------------
def test_a_game_without_a_board_gets_the_generic_one(pick: str):
    spec = afoot.spec_for(pick)
    assert spec.terminal is None
    board = terminal_board(spec)
    assert type(board) is Board and board.title == spec.title
    game = afoot.new_game(pick, seed=1)
    text = render(board.board(game.view(0), 2, 80), 80)
    view = game.view(0)
    assert f"{spec.title} · seat 0" in text
    assert f"deck: {view['deck']}" in text and "scores: 0, 0" in text and "to act: 0" in text
    assert f"0: {', '.join(view['hands'][0])}" in text  # its own hand, card by card
    assert "1: 1" in text  # the other hand: a count, as the view says
    assert all(len(line) <= 80 for line in text.splitlines())
    assert "spectator" in render(board.board(game.view(None), 2, 80), 80)


def test_the_generic_board_says_each_event_by_its_type_and_fields(pick: str):
    board = terminal_board(afoot.spec_for(pick))
    game = afoot.new_game(pick, seed=1)
    game.apply(0, game.legal_actions(0)[0])  # a draw: the card is the drawer's alone
    mine = board.events(game.log(0), ["Seat 0", "Seat 1"], 0)
    theirs = board.events(game.log(1), ["Seat 0", "Seat 1"], 1)
    card = game.view(0)["hands"][0][-1]
    assert mine == [f"draw: seat You, card {card}"]
    assert theirs == ["draw: seat Seat 0"]


def test_a_game_without_a_board_is_played_at_the_terminal(pick: str, tmp_path: Path):
    record = tmp_path / "pick.json"
    result = run(
        "play", pick, "--vs", "random", "--seed", "1", "--record", str(record),
        input="h\nb\nx\n9\n" + "1\n" * 40,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Pick (a test game) · seat 0" in out and "├── hands" in out
    assert " 1  Draw a card" in out and "Play the card in slot 0" in out
    assert "Type the number of a choice; b shows the board again; q leaves the game." in out
    assert "'x' is not a choice: type a number from 1 to 2, b for the board, q to quit." in out
    assert "'9' is not a choice" in out
    assert out.count("Pick (a test game) · seat 0") >= 3  # b showed the board again
    assert "• play: seat You, card " in out and "• game_over: scores [" in out
    assert "Result" in out and "total" in out and ("Winner: " in out or "Draw" in out)
    game = afoot.replay(json.loads(record.read_text()))
    assert game.is_over
    assert run("replay", str(record), "--seat", "1").exit_code == 0


def test_a_game_without_a_board_hot_seat(pick: str):
    result = run("play", pick, "--vs", "human", "--seed", "2", input="\n1\n" * 30)
    assert result.exit_code == 0, result.output
    assert "Pass the keyboard to Seat 1" in result.stdout and "Result" in result.stdout


def test_a_game_without_a_board_in_a_real_terminal_process(pick: str, tmp_path: Path):
    """``afoot play`` in a process of its own, the toy game registered by the program that
    starts the command (as a package's game is registered by its entry point)."""
    code = (
        "import sys\n"
        "import afoot.games\n"
        "from afoot.engine.tests.toy import PICK\n"
        "afoot.games.register(PICK)\n"
        "from afoot.cli import main\n"
        "sys.argv = ['afoot', *sys.argv[1:]]\n"
        "main()\n"
    )
    record = tmp_path / "pick.json"
    env = {**os.environ, "COLUMNS": "80", "LINES": "24"}
    done = subprocess.run(
        [sys.executable, "-c", code, "play", "pick", "--vs", "random", "--seed", "5",
         "--record", str(record)],
        input="1\n" * 40, capture_output=True, text=True, check=False, env=env, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Pick (a test game) · seat 0" in done.stdout and "Result" in done.stdout
    # every line fits (but those where a prompt, its answer unechoed, runs into the next)
    assert all(len(line) <= 80 for line in done.stdout.splitlines() if "choice [" not in line)
    assert afoot.replay(json.loads(record.read_text())).is_over
    assert done.stderr == ""


def test_an_unknown_game_is_still_one_line(pick: str):
    one_line_error(run("play", "nope"), "unknown game 'nope'", pick)
