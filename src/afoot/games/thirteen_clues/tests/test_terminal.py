"""13 Clues in the terminal: play against bots and hot-seat, the casebook, simulate, replay, in
English, Spanish and German; its lines are the browser's (the game's messages)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import afoot
from afoot.cli_testing import SETUP_COMMANDS, bad_setup_args, one_line_error, render, run
from afoot.engine.catalogue import Reader, load
from afoot.engine.terminal import Voice, seat_names
from afoot.games.thirteen_clues import GAME, casebook
from afoot.games.thirteen_clues.data import CARD_IDS, CARD_NAMES
from afoot.games.thirteen_clues.messages import MESSAGES
from afoot.games.thirteen_clues.terminal import BOARD, parse_typed

SEED = 3


def named(text: str, card: int) -> bool:
    """Card ``card``'s printed name ("Rail Car") in ``text`` as a word."""
    return re.search(rf"(?<![\w]){re.escape(CARD_NAMES[card])}(?![\w])", text) is not None


@pytest.fixture(scope="module")
def full_game(tmp_path_factory):
    """Seat 0 of 4 against random bots, always the first choice; the record saved."""
    record = tmp_path_factory.mktemp("clues") / "game.json"
    result = run(
        "play", "thirteen_clues", "--players", "4", "--vs", "random", "--seed", str(SEED),
        "--record", str(record), input="1\n" * 4000,
    )  # fmt: skip
    return result, record


def test_a_full_game_against_random_bots(full_game):
    result, record = full_game
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Traceback" not in result.output
    assert "against the random bots" in out and "you are Seat 0" in out
    assert "13 Clues · set-up · you are Seat 0" in out and "Your 5 cards" in out
    assert re.search(r" 1  Give \w[\w ]*, \w[\w ]*, \w[\w ]*\n", out)  # the mystery you give
    assert "Ask Seat 1: how many cards of a suit or category ..." in out
    assert "Accuse: name your person, location and weapon ..." in out
    assert "Look at a Secret Informant card ... (A B C D)" in out
    assert "Suits in play purple pink red green yellow blue orange white" in out
    assert "Behind your screen" in out and "your mystery" in out
    assert "Your mystery is on your screen." in out and "Your turn." in out
    assert "Your turn: 2 magnifying glasses to spend." in out  # the decision waited for
    assert "Result · every mystery" in out and "Winner: " in out
    data = json.loads(record.read_text())
    game = afoot.replay(data)
    assert game.is_over
    for s, mystery in enumerate(game.state.mystery):
        shown = out[out.index("Result · every mystery") :]
        assert all(named(shown, c) for c in mystery), s
    # seat 0 never sees its own mystery before the end
    before = out[: out.index("Result · every mystery")]
    before = before[: before.rfind("13 Clues · game over")] if "game over" in before else before
    own = game.state.mystery[0]
    for line in before.splitlines():
        if "accuse" in line or "✗ Seat 0 (you)" in line:
            continue  # its own guesses may name its cards
        if "Which person?" in line or re.match(r"\s*\d+\s+\w", line):
            continue  # the accusation menus list every candidate
        assert not all(named(line, c) for c in own), line


@pytest.mark.parametrize("lang", ["es", "de"])
def test_a_full_game_in_spanish_and_german(lang):
    """``--lang es`` / ``de``: the board, the menu, the events, the decision waited for and
    the result in the language, as the browser says them; no English left."""
    result = run(
        "play", "thirteen_clues", "--players", "4", "--vs", "random", "--seed", str(SEED),
        "--lang", lang, input="1\n" * 4000,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    says = {
        "es": ["13 Pistas · preparación · eres Asiento 0", "Tus 5 cartas", " 1 Dar ",
               "Preguntar a Asiento 1: ¿cuántas cartas de un color o una categoría? ...",
               "Mirar una carta de informante secreto ... (A B C D)",
               "Tu misterio está en tu pantalla.", "Tu turno.", "Tu turno: 2 lupas que gastar.",
               "Colores en juego morado rosa rojo", "Detrás de tu pantalla",
               "Resultado · todos los misterios", "Ganador: ", "Qué ha pasado"],
        "de": ["13 Hinweise · Vorbereitung · du bist Spieler 0", "Deine 5 Karten", "geben",
               "Spieler 1 fragen: wie viele Karten einer Farbe oder Kategorie ...",
               "Karte eines geheimen Informanten ansehen ... (A B C D)",
               "Dein Rätsel steht an deinem Sichtschirm.", "Du bist am Zug.",
               "Du bist am Zug: 2 Lupen einzusetzen.", "Farben im Spiel Lila Rosa Rot",
               "Hinter deinem Sichtschirm", "Ergebnis · alle Rätsel", "Sieger: ", "Was geschah"],
    }[lang]  # fmt: skip
    for words in says:
        assert words in out, words
    for english in ("Your ", "magnifying", "Suits in play", "Winner", "Result ·", "your choice"):
        assert english not in out, english


def test_every_event_has_its_own_line(full_game):
    """Each event a seat received is a line of words (never its fields), in each language,
    and the line the browser shows for it: its message in the game's catalogue."""
    _, record = full_game
    game = afoot.replay(json.loads(record.read_text()))
    seen: set[str] = set()
    for lang in ("en", "es", "de"):
        board = BOARD.speaking(Voice(lang, GAME))
        names = seat_names(game.view(None), game.players, board.voice)
        for viewer in (None, *range(game.players)):
            events = game.log(viewer)
            seen.update(e["type"] for e in events)
            lines = board.events(events, names, viewer)
            assert len(lines) == len(events)
            for line in lines:
                assert "=" not in line and "{" not in line and "thirteen_clues" not in line, line
                verdict = line.endswith(("wrong", "incorrecto", "falsch"))  # as in the browser
                assert line.lstrip("¡¿")[0].isupper(), line
                assert line.endswith((".", "!")) or verdict, line
            reader = _reader(names, viewer, {"en": "you", "es": "tú", "de": "du"}[lang])
            book = load(GAME.package, lang)
            want = [book.render(MESSAGES.event(e) or ("", {}), reader) for e in events]
            assert lines == want
    assert {"chose", "mystery_placed", "question", "accused", "turn", "game_over"} <= seen


def _reader(names: list[str], viewer: int | None, you: str) -> Reader:
    """Seats named as the browser names them: the viewer's "Seat 0 (you)"."""
    return Reader(viewer, lambda s: f"{names[s]} ({you})" if s == viewer else names[s])


@pytest.mark.parametrize(
    ("event", "viewer", "line"),
    [
        ({"type": "chose", "seat": 1}, 0, "Seat 1 has chosen a mystery for the left neighbour."),
        ({"type": "mystery_placed", "seat": 0}, 0, "Your mystery is on your screen."),
        (
            {"type": "mystery_placed", "seat": 2, "cards": ["sword", "butcher", "park"]},
            0,
            "The mystery of Seat 2 is on the screen: Sword, Butcher, Park.",
        ),
        (
            {"type": "question", "seat": 0, "to": 2, "subject": "red", "side": None, "answer": 1},
            0,
            "Seat 0 (you) asks Seat 2: how many red cards? Answer: 1.",
        ),
        (
            {
                "type": "question",
                "seat": 1,
                "to": 0,
                "subject": "male",
                "side": "left",
                "answer": 0,
            },
            0,
            "Seat 1 asks Seat 0 (you): how many men (left screen card)? Answer: 0.",
        ),
        (
            {"type": "question", "seat": 1, "to": 2, "secret": True},
            0,
            "Seat 1 asks Seat 2 a top-secret question.",
        ),
        (
            {"type": "consulted", "seat": 0, "letter": "B", "card": "duke"},
            0,
            "Seat 0 (you) looks at Secret Informant B: Duke.",
        ),
        (
            {"type": "consulted", "seat": 3, "letter": "B"},
            0,
            "Seat 3 looks at Secret Informant B.",
        ),
        (
            {
                "type": "accused",
                "seat": 2,
                "person": "duke",
                "location": "park",
                "weapon": "sword",
                "right": False,
            },
            0,
            "Seat 2 accuses: Duke, Park, Sword: wrong",
        ),
        ({"type": "glass_given", "seat": 2, "to": 0}, 0, "Seat 2's glass goes to you."),
        (
            {"type": "glass_taken", "seat": 0, "frm": 3},
            0,
            "Seat 0 (you) takes a glass from Seat 3.",
        ),
        ({"type": "glass_taken", "seat": 3, "frm": 0}, 0, "Seat 3 takes a glass from you."),
        ({"type": "turn", "seat": 0}, 0, "Your turn."),
        ({"type": "game_over", "winner": 1}, 0, "Seat 1 wins!"),
    ],
)
def test_event_lines(event, viewer, line):
    (got,) = BOARD.events([event], [f"Seat {s}" for s in range(4)], viewer)
    assert got == line


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("es", ["Asiento 1 acusa: Duque, Parque, Espada: incorrecto",
                "La lupa de Asiento 1 pasa a ti.", "Tu turno."]),
        ("de", ["Spieler 1 klagt an: Herzog, Park, Schwert: falsch",
                "Die Lupe von Spieler 1 geht an dich.", "Du bist am Zug."]),
    ],
)  # fmt: skip
def test_event_lines_in_spanish_and_german(lang, lines):
    board = BOARD.speaking(Voice(lang, GAME))
    names = seat_names({}, 3, board.voice)
    events = [
        {"type": "accused", "seat": 1, "person": "duke", "location": "park", "weapon": "sword",
         "right": False},
        {"type": "glass_given", "seat": 1, "to": 0},
        {"type": "turn", "seat": 0},
    ]  # fmt: skip
    assert board.events(events, names, 0) == lines


def test_a_glass_is_said_after_the_action_that_spent_it():
    events = [
        {"type": "accused", "seat": 1, "person": "duke", "location": "park", "weapon": "sword",
         "right": False},
        {"type": "glass_given", "seat": 1, "to": 2},
    ]  # fmt: skip
    assert BOARD.events(events, ["Seat 0", "Seat 1", "Seat 2"], 0) == [
        "Seat 1 accuses: Duke, Park, Sword: wrong",
        "Seat 1's glass goes to Seat 2.",
    ]


# -- the casebook and typed actions --------------------------------------------------------------
def test_the_casebook_lists_the_candidates(tmp_path: Path):
    record = tmp_path / "c.json"
    result = run(
        "play", "thirteen_clues", "--players", "4", "--vs", "random", "--seed", str(SEED),
        "--record", str(record), input="c\n1\nc\nc all\nq\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "The casebook opens once the mysteries are laid out." in out  # set-up
    assert "Casebook: what your mystery can be · " in out and "possible mysteries" in out
    assert "Chance each card is in your mystery" in out
    assert "c all lists every candidate" in out
    game = afoot.replay(json.loads(record.read_text()))
    truth = sorted(game.state.mystery[0])
    book = casebook(game, 0)
    rows = [
        sorted(CARD_IDS.index(r[k]) for k in ("person", "location", "weapon"))
        for r in book["candidates"]
    ]
    assert truth in rows
    listing = out[out.rindex("Casebook: what your mystery can be") :]
    names = [CARD_NAMES[c] for c in sorted(truth, key=lambda c: c % 3)]
    assert re.search(r"\d+\s+" + r"\s+".join(map(re.escape, names)) + r"\s+\d", listing), names


def test_bad_lines_change_nothing(tmp_path: Path):
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    common = ("play", "thirteen_clues", "--players", "4", "--vs", "random", "--seed", str(SEED))
    ok = run(*common, "--record", str(good), input="1\n1\n1\nq\n")
    noisy = run(
        *common, "--record", str(bad),
        input=(
            "x\n9\n\nb\nh\nq 1 red\n1\n"  # set-up
            "zz\n99\nq 0 red\nq 1 mauve\nq 1\nl Z\nl\na\na zz\na duke duke\nq 1 red left\n"
            "1\n42\n0\n1\nx\n1\nq\n"
        ),
    )  # fmt: skip
    assert ok.exit_code == 0 and noisy.exit_code == 0, noisy.output
    out = noisy.stdout
    assert "'x' is not a choice: type a number from 1 to 4" in out
    assert "'9' is not a choice" in out and "'' is not a choice" in out
    assert "You cannot do that now: first choose the mystery" in out
    assert "'zz' is not a choice" in out and "'99' is not a choice" in out
    assert "You cannot do that now: ask another seat (0-3), not yourself" in out
    assert "Not an action: 'mauve' is no seat, suit or category" in out
    assert "Not an action: a question names one seat and one suit or category" in out
    assert "You cannot do that now: no informant card 'Z'" in out
    assert "Not an action: name one Secret Informant letter: l B" in out
    assert "Not an action: an accusation names a person, a location and a weapon" in out
    assert "Not an action: 'zz' is no card" in out
    assert "Not an action: name one person, not two" in out
    assert "You cannot do that now: only the 2-player game names a side" in out
    assert "'42' is not a choice: type a number from 1 to 14, 0 to go back." in out
    assert "an entry ending in ... opens its choices" in out  # h
    assert json.loads(good.read_text())["actions"] == json.loads(bad.read_text())["actions"]
    assert len(json.loads(good.read_text())["actions"]) >= 5
    assert "Traceback" not in noisy.output


def test_typed_actions(tmp_path: Path):
    record = tmp_path / "t.json"
    game = afoot.new_game("thirteen_clues", players=4, seed=SEED)
    result = run(
        "play", "thirteen_clues", "--players", "4", "--vs", "random", "--seed", str(SEED),
        "--record", str(record), input="1\nq 2 red\nl b\nq\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    mine = [a["action"] for a in json.loads(record.read_text())["actions"] if a["seat"] == 0]
    assert mine[1] == {"type": "question", "to": 2, "subject": "red", "side": None, "secret": False}
    assert mine[2]["type"] in ("consult", "question")  # l b, or a new turn's first question
    assert "Seat 0 (you) asks Seat 2: how many red cards? Answer:" in result.stdout
    assert game.players == 4
    assert parse_typed("a rail car butcher hammer") == {
        "type": "accuse", "person": "butcher", "location": "rail_car", "weapon": "hammer",
    }  # fmt: skip
    assert parse_typed("q 1 male left") == {
        "type": "question", "to": 1, "subject": "male", "side": "left", "secret": False,
    }  # fmt: skip
    assert parse_typed("12") is None and parse_typed("q") is None


def test_typed_actions_in_the_players_language():
    """The names a player reads are the names they may type (the ids and English too)."""
    es, de = Voice("es", GAME), Voice("de", GAME)
    assert parse_typed("q 1 masculino izquierda secreto", es) == {
        "type": "question", "to": 1, "subject": "male", "side": "left", "secret": True,
    }  # fmt: skip
    assert parse_typed("q 2 a distancia", es) == {
        "type": "question", "to": 2, "subject": "ranged", "side": None, "secret": False,
    }  # fmt: skip
    assert parse_typed("a Vagón de tren carnicero martillo", es) == {
        "type": "accuse", "person": "butcher", "location": "rail_car", "weapon": "hammer",
    }  # fmt: skip
    assert parse_typed("a metzger park schwert", de) == {
        "type": "accuse", "person": "butcher", "location": "park", "weapon": "sword",
    }  # fmt: skip
    assert parse_typed("q 2 rot", de) == parse_typed("q 2 red", de)
    assert (
        parse_typed("a metzger metzger", de)
        == "nenne nur eine Person, nicht zwei; z. B. a metzger park schwert"
    )
    assert (
        parse_typed("q 1 lila kanne", de)
        == "'kanne' ist kein Platz, keine Farbe und keine Kategorie; z. B. q 2 rot"
    )


def test_the_accusation_menu(tmp_path: Path):
    record = tmp_path / "a.json"
    result = run(
        "play", "thirteen_clues", "--players", "4", "--vs", "random", "--seed", str(SEED),
        "--record", str(record), input="1\n5\n1\n0\n5\n1\n1\n1\nq\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Which person? (chance from your casebook)" in out
    assert "Which location?" in out and "Which weapon?" in out
    mine = [a["action"] for a in json.loads(record.read_text())["actions"] if a["seat"] == 0]
    assert mine[1]["type"] == "accuse"
    assert "Seat 0 (you) accuses: " in out


# -- hot-seat -----------------------------------------------------------------------------------
def test_hot_seat_never_shows_a_seat_its_own_mystery(tmp_path: Path):
    players, seed = 4, 5
    cycle = ["q 0 purple", "q 1 red", "q 2 male", "q 3 indoor", "1", "q 0 close", "q 1 blue"]
    script = "1\n" * (2 * players) + "\n".join(cycle * 40) + "\n"
    record = tmp_path / "hot.json"
    result = run(
        "play", "thirteen_clues", "--players", str(players), "--vs", "human",
        "--seed", str(seed), "--record", str(record), input=script,
    )  # fmt: skip
    assert result.exit_code in (0, 1), result.output
    assert "Traceback" not in result.output
    out = result.stdout
    game = afoot.replay(json.loads(record.read_text()))
    assert not game.is_over and len(game.state.questions) >= 20
    screens = out.split("Pass the keyboard to ")[1:]
    assert len(screens) >= 2 * players
    for k, screen in enumerate(screens):
        m = re.match(r"Seat (\d)", screen)
        assert m, screen[:40]
        seat = int(m.group(1))
        for card in game.state.mystery[seat]:
            assert not named(screen, card), f"seat {seat} saw its own {CARD_NAMES[card]} ({k})"
        if "13 Clues · you are" in screen:
            assert "your mystery" in screen
            for other in range(players):
                if other != seat:
                    assert all(named(screen, c) for c in game.state.mystery[other])


# -- simulate, replay, errors ------------------------------------------------------------------
def test_simulate_random_agents():
    result = run(
        "simulate", "thirteen_clues", "--agents", "random,random,random", "-n", "5", "--json"
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["games"] == 5 and report["errors"] == []
    text = run("simulate", "thirteen_clues", "--agents", "random,random,random", "-n", "3")
    assert text.exit_code == 0 and "thirteen_clues · 3 games" in text.stdout


def test_replay_shows_a_seats_view(full_game):
    _, record = full_game
    result = run("replay", str(record), "--seat", "2")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "every one legal" in out and "The game as Seat 2 saw it" in out
    assert "Your mystery is on your screen." in out and "13 Clues · game over" in out
    assert "Result · every mystery" in out
    one_line_error(run("replay", str(record), "--seat", "7"), "seat must be 0-3")


def test_unknown_agents_are_one_line():
    one_line_error(
        run("play", "thirteen_clues", "--players", "4", "--vs", "nobody"), "unknown opponent"
    )
    one_line_error(
        run("simulate", "thirteen_clues", "--agents", "random,nobody,random"), "unknown agent"
    )


def test_the_board_and_result_from_views():
    game = afoot.new_game("thirteen_clues", players=3, seed=1, options={"top_secret": True})
    out = render(BOARD.board(game.view(0), 3, 120))
    assert "13 Clues · set-up · you are Seat 0" in out and "Your 5 cards" in out
    assert "choosing…" in out
    for s in range(3):
        action = game.legal_actions(s)[0]
        game.apply(s, action)
    view = game.view(1)
    out = render(BOARD.board(view, 3, 80))
    assert "top-secret token" in out and "Magnifying glasses in the supply" in out
    for c in game.state.mystery[1]:
        assert not named(out, c)
    for c in game.state.mystery[0] + game.state.mystery[2]:
        assert named(out, c)
    result = {
        "scores": [0.0, 1.0, 0.0], "winners": [1], "draw": False, "reason": "seat 1 solved",
        "details": {"mysteries": [[CARD_IDS[c] for c in m] for m in game.state.mystery],
                    "questions": 3, "accusations": 2},
    }  # fmt: skip
    panel = render(BOARD.result(result, ["Seat 0", "Seat 1", "Seat 2"], 0))
    assert "Winner: Seat 1" in panel and "✓ solved it" in panel and "3 questions" in panel
    assert all(named(panel, c) for m in game.state.mystery for c in m)


# -- every command refuses bad input before any game (issue 19) ---------------------------
@pytest.mark.parametrize("command", SETUP_COMMANDS)
def test_an_option_of_other_player_counts_is_one_line_before_any_game(command, tmp_path):
    """Every command checks every input before any game, as `play` does, and writes
    nothing: top secret questions are for 3-6 players."""
    out = tmp_path / "out"
    args = bad_setup_args(command, "thirteen_clues", "random,random", 2, ["top_secret=true"], out)
    one_line_error(run(*args), "top_secret is for 3-6 players")
    assert not out.exists()  # no directory, record or report made
    one_line_error(
        run("play", "thirteen_clues", "--players", "2", "-o", "top_secret=true"),
        "top_secret is for 3-6 players",
    )
