"""Purrrlock in the terminal: play against bots and hot-seat, simulate, replay, render."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from rich.console import Console

import afoot
from afoot.cli.common import bot_names, check_agent, default_opponent
from afoot.cli_testing import one_line_error, render, run
from afoot.engine.terminal import seat_names
from afoot.games.purrrlock.data import SUSPECTS
from afoot.games.purrrlock.terminal import BOARD

SEED = 3


def card_name(card: str) -> str:
    """A card id ("frog-2") as the board names it in English ("Frog 2")."""
    suspect, hour = card.rsplit("-", 1)
    return f"{suspect.capitalize()} {hour}"


def has_card(text: str, card: str) -> bool:
    """``card`` ("frog-2") named in ``text`` ("Frog 2", not as a part of "Frog 12")."""
    suspect, hour = card_name(card).split(" ")
    return re.search(rf"\b{suspect}[ \u00a0]{hour}\b", text) is not None


def investigation(seed: int, players: int, seat: int) -> str:
    """``seat``'s first investigation, as another seat sees it."""
    game = afoot.new_game("purrrlock", players=players, seed=seed)
    card = game.view((seat + 1) % players)["players"][seat]["investigation"]
    assert isinstance(card, str)
    return card


# -- a whole game against random bots ---------------------------------------------------------
@pytest.fixture(scope="module")
def full_game(tmp_path_factory):
    """Seat 1 of 4 against random bots: "Paws!" at the first offer (before seat 0's first
    decision), then always the first choice; the record is saved."""
    record = tmp_path_factory.mktemp("purrrlock") / "game.json"
    result = run(
        "play", "purrrlock", "--players", "4", "--vs", "random", "--seat", "1",
        "--seed", str(SEED), "--record", str(record), input="p\n" + "1\n" * 3000,
    )  # fmt: skip
    return result, record


def test_a_full_game_against_random_bots(full_game):
    result, record = full_game
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "against the random bots" in out and "you are Seat 1" in out
    assert "What happened" in out and "Purrrlock Holmes · round 1" in out
    # the board: the trail, the piles, the seat's own hand and the others' investigations
    assert "Trail" in out and "FURRIARTY" in out and "Deck " in out and "Discard " in out
    start = afoot.new_game("purrrlock", players=4, seed=SEED).view(1)
    for card in start["players"][1]["hand"]:
        assert has_card(out, card), card
    for other in (0, 2, 3):
        assert has_card(out, start["players"][other]["investigation"])
    assert "leads" in out and "dead ends" in out and "wrong guesses" in out
    assert re.search(r"shows? \w+ \d+: a (lead|dead end)\.", out)
    assert "Round 2: your turn." in out
    # the result
    assert "Result" in out and "completed investigations" in out and "VP" in out
    assert "Furriarty escapes" in out or "Furriarty is caught" in out
    saved = json.loads(record.read_text())
    assert saved["game"] == "purrrlock" and saved["players"] == 4 and "result" in saved


def test_the_human_calls_paws_out_of_turn(full_game):
    result, record = full_game
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert 'Seat 0 to act · Enter go on · p "Paws!" · s stop asking' in out
    assert 'You call "Paws!" and guess at once.' in out
    assert 'You guess Dog ("Paws!")' in out
    saved = json.loads(record.read_text())
    game = afoot.new_game("purrrlock", players=4, seed=SEED)
    for entry in saved["actions"]:
        if entry["seat"] == 1:
            # seat 1's first action: "Paws!", while the game waited for seat 0
            assert entry["action"] == {"type": "paws"}
            assert game.waiting_for == {0}
            break
        game.apply(entry["seat"], entry["action"])
    else:
        pytest.fail("seat 1 never acted")
    # after "Paws!" the human is never asked again
    after = out.index('You call "Paws!"')
    assert "Enter go on" not in out[after:]


def test_replay_shows_a_seats_view_of_a_purrrlock_game(full_game):
    _, record = full_game
    result = run("replay", str(record), "--seat", "2")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "every one legal" in out
    assert "The game as Seat 2 saw it" in out
    assert 'Seat 1 calls "Paws!"' in out and "Round 1: your turn." in out
    data = json.loads(run("replay", str(record), "--seat", "2", "--json").stdout)
    final = data["view"]["players"][2]["investigation"]  # at the end every stand is turned over
    assert data["seat"] == 2 and final is not None
    shown = card_name(final).replace(" ", "\u00a0")
    assert f"Seat 2 (you) · investigation {shown}" in out and "Trail" in out
    assert "Result" in out
    plain = run("replay", str(record))
    assert plain.exit_code == 0 and "Result" in plain.stdout


# -- bad input changes nothing ----------------------------------------------------------------
def test_bad_lines_change_nothing(tmp_path: Path):
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    common = ("play", "purrrlock", "--players", "3", "--vs", "random", "--seat", "1")
    ok = run(*common, "--seed", "5", "--record", str(good), input="p\n1\n1\nq\n")
    noisy = run(
        *common, "--seed", "5", "--record", str(bad),
        input="x\np\n99\n0\ng cat\ng dog 13\n1\n9\nfox\n1\nq\n",
    )  # fmt: skip
    assert ok.exit_code == 0 and noisy.exit_code == 0, noisy.output
    out = noisy.stdout
    assert "'x' is not an answer here: Enter goes on" in out
    assert "'99' is not a choice: type a number from 1 to 3" in out
    assert "'0' is not a choice" in out
    assert "Not a guess: 'cat' is not a suspect" in out
    assert "Not a guess: '13' is not a suspect" in out
    assert "'9' is not a suspect" in out and "'fox' is not a suspect" in out
    assert json.loads(good.read_text()) == json.loads(bad.read_text())
    assert "You left the game after" in out


def test_an_illegal_typed_guess_is_explained_and_changes_nothing(tmp_path: Path):
    # seat 0 acts first: show, show, guess (wrong or right), then a second guess is refused
    record = tmp_path / "r.json"
    suspect = investigation(7, 2, 0).split("-")[0]
    wrong = next(s for s in SUSPECTS if s != suspect)
    result = run(
        "play", "purrrlock", "--vs", "random", "--seed", "7", "--record", str(record),
        input=f"1\n1\ng {wrong}\ng {wrong} 3\nq\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert f"You guess {wrong.capitalize()}: wrong (no cleanup draw this turn)." in out
    assert "You cannot guess that now:" in out and "already guessed this turn" in out
    actions = json.loads(record.read_text())["actions"]
    assert sum(1 for a in actions if a["action"]["type"] == "guess" and a["seat"] == 0) == 1


# -- hot-seat -----------------------------------------------------------------------------------
def test_hot_seat_never_shows_a_player_their_own_investigation(tmp_path: Path):
    seed, players = 6, 3
    invs = [investigation(seed, players, s) for s in range(players)]
    wrong = next(s for s in SUSPECTS if not invs[2].startswith(s + "-"))
    turn = "\n1\n1\n4\n"  # pass screen, show, show, end the action phase
    script = (
        turn  # seat 0
        + f"p\n2\n\ng {wrong}\n"  # at seat 1's pass screen seat 2 calls "Paws!" and guesses
        + "\n1\n1\n4\n"  # seat 1 (its pass screen comes back)
        + turn * 4
        + "q\n"
    )
    record = tmp_path / "hot.json"
    result = run(
        "play", "purrrlock", "--players", str(players), "--vs", "human",
        "--seed", str(seed), "--record", str(record), input=script,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    game = afoot.replay(json.loads(record.read_text()))
    final = game.view(None)["players"]
    assert all(not p["completed"] for p in final), "nobody may solve in this script"
    assert len(game.actions) >= 4 * players
    out = result.stdout
    assert 'Seat 2 calls "Paws!"' in out or 'You call "Paws!"' in out
    screens = out.split("Pass the keyboard to ")[1:]
    seen: dict[int, int] = {}
    for screen in screens:
        seat = int(screen[len("Seat ") : len("Seat ") + 1])
        seen[seat] = seen.get(seat, 0) + 1
        assert not has_card(screen, invs[seat]), f"seat {seat} saw its own investigation"
        for other in range(players):
            if other != seat and "Purrrlock Holmes" in screen:
                assert has_card(screen, invs[other]), f"seat {seat} misses {invs[other]}"
    assert all(seen.get(s, 0) >= 2 for s in range(players)), seen
    assert f'You guess {wrong.capitalize()} ("Paws!"): wrong.' in out


# -- simulate, games, errors ---------------------------------------------------------------------
def test_simulate_with_four_agents():
    result = run(
        "simulate", "purrrlock", "--agents", "random,random,random,random", "-n", "4", "--json"
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["players"] == 4 and report["completed"] == 4 and report["errors"] == []
    assert len(report["mean_score_by_seat"]) == 4
    text = run("simulate", "purrrlock", "--agents", "random,random,random,random", "-n", "2")
    assert text.exit_code == 0 and "By seat" in text.stdout


def test_simulate_default_lineup_uses_the_games_own_bots():
    result = run("simulate", "purrrlock", "-n", "2", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["players"] == 2 and report["agents"][0] == "random"
    assert report["agents"][1] == default_opponent(afoot.spec_for("purrrlock"))


def test_unknown_agents_for_purrrlock_are_one_line():
    one_line_error(run("simulate", "purrrlock", "--agents", "random,nobody"), "nobody", "random")
    one_line_error(run("simulate", "purrrlock", "--agents", "random,greedy"), "greedy")
    one_line_error(run("play", "purrrlock", "--vs", "nobody"), "nobody", "random", "human")
    one_line_error(run("play", "purrrlock", "--players", "6"), "2-5")
    one_line_error(run("play", "purrrlock", "--players", "3", "--seat", "3"), "seat must be 0-2")
    one_line_error(run("play", "purrrlock", "-o", "paw_values=1:5"), "paw_values", "value:count")


def test_every_bot_of_the_game_is_an_opponent():
    spec = afoot.spec_for("purrrlock")
    names = bot_names(spec)
    assert "random" in names and "greedy" not in names
    for name in names:
        check_agent(name, spec)


def test_games_lists_the_free_form_paw_values_option():
    result = run("games")
    assert result.exit_code == 0
    out = result.stdout
    assert "purrrlock" in out and "paw_values" in out and "1:6,2:6,3:6" in out
    assert "free-form" in out and "value:count" in out
    listing = json.loads(run("games", "--json").stdout)
    purrrlock = next(g for g in listing if g["id"] == "purrrlock")
    option = next(o for o in purrrlock["options"] if o["name"] == "paw_values")
    assert option["free_form"] is True and option["default"] == "1:6,2:6,3:6"
    holmes = next(g for g in listing if g["id"] == "holmes")
    assert not any(o["free_form"] for o in holmes["options"])


def test_play_with_free_form_paw_values():
    result = run(
        "play", "purrrlock", "--vs", "random", "--seed", "2", "-o", "paw_values=2:18",
        input="q\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Paw prints worth 18x2 VP" in result.stdout


# -- rendering -----------------------------------------------------------------------------------
def _cheating_game(seed: int, players: int) -> afoot.Game:
    """Random play that sometimes guesses right (from the true state: a test driver only),
    so that investigations get solved, the deck reshuffles and Furriarty may be caught."""
    game = afoot.new_game("purrrlock", players=players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        seat = min(game.waiting_for)
        actions = game.legal_actions(seat)
        card = game.state.inv[seat]
        right = [
            a for a in actions
            if type(a).__name__ == "Guess" and card >= 0
            and f"{a.suspect}-{a.hour}" == _card_id(card)
        ]  # fmt: skip
        others = [s for s in sorted(game.to_act - game.waiting_for) if rng.random() < 0.02]
        if others:
            game.apply(others[0], game.legal_actions(others[0])[0])
        elif right and rng.random() < (0.4 if seed % 2 else 0.01):
            game.apply(seat, right[0])
        else:
            game.apply(seat, rng.choice(actions))
    return game


def _card_id(card: int) -> str:
    from afoot.games.purrrlock.data import CARD_IDS

    return CARD_IDS[card]


def test_every_purrrlock_event_view_and_result_renders_in_english():
    console = Console(file=io.StringIO(), width=100)
    kinds: set[str] = set()
    caught = escaped = 0
    for seed in range(12):
        players = 2 + seed % 4
        game = _cheating_game(seed, players)
        names = seat_names(game.view(None), players)
        for viewer in (*range(players), None):
            events = game.log(viewer)
            kinds.update(e["type"] for e in events)
            for line in BOARD.events(events, names, viewer):
                assert "=" not in line and not re.match(r"^\w+:", line.replace("Round", "")), line
            console.print(BOARD.board(game.view(viewer), players, 80 + 40 * (seed % 2)))
        result = msgspec.to_builtins(game.result())
        panel = io.StringIO()
        Console(file=panel, width=100).print(BOARD.result(result, names, 0))
        text = panel.getvalue()
        assert "VP" in text and "completed investigations" in text
        if result["details"]["caught"]:
            caught += 1
            assert "Furriarty is caught by" in text and "Chief Inspector" in text
        else:
            escaped += 1
            assert "Furriarty escapes: nobody wins" in text and "Litter Box Inspector" in text
    expected = {
        "answered", "guessed", "collected", "solved", "new_investigation", "drew", "passed",
        "furriarty_moved", "last_round", "paws", "game_over", "turn", "reshuffled",
    }  # fmt: skip
    assert expected <= kinds, expected - kinds
    assert caught and escaped


def test_event_lines_speak_from_the_viewers_side():
    names = ["Seat 0", "Seat 1", "Seat 2"]
    events: list[dict[str, Any]] = [
        {"type": "passed", "seat": 0, "to": 1, "count": 2, "cards": ["rat-7", "dog-9"]},
        {"type": "passed", "seat": 1, "to": 2, "count": 2},
        {"type": "answered", "seat": 1, "card": "goose-3", "answer": "dead_end", "seeding": True},
        {"type": "guessed", "seat": 2, "suspect": "crow", "hour": 4, "paws": True, "right": True},
        {"type": "collected", "seat": 1, "face_up": ["furriarty", 2], "face_down": 1,
         "face_down_values": [3]},
        {"type": "new_investigation", "seat": 1},
        {"type": "new_investigation", "seat": 2, "card": "frog-5"},
        {"type": "reshuffled", "cards": ["dog-1", "dog-2"]},
        {"type": "furriarty_moved", "revealed": 2, "left": 0},
        {"type": "last_round", "round": 6},
    ]  # fmt: skip
    lines = BOARD.events(events, names, 1)
    assert lines == [
        "Seat 0 passes you 2 cards: Rat 7 and Dog 9.",
        "You pass 2 cards to Seat 2.",
        "Seeding your investigation: Goose 3 is a dead end.",
        'Seat 2 guesses Crow at 4 ("Paws!"): right!',
        "You collect Furriarty, a face-up 2 and 1 face-down token (worth 3) from the trail.",
        "You draw a new investigation (hidden from you).",
        "Seat 2 draws a new investigation: Frog 5.",
        "The discard pile (2 cards) is shuffled into a new deck.",
        "Furriarty moves on: a 2 turns face up; nothing is ahead of him now.",
        "Furriarty has reached the end of the trail: round 6 is the last round!",
    ]


# -- what a lead is (P3) -------------------------------------------------------------------
#: P3, the rulebook (Investigate action, p. 5)
LEAD_RULE = (
    "Una ventaja significa que la carta de Pista tiene el mismo Sospechoso, la misma Hora o una "
    "Hora adyacente que su Investigación. Las horas se envuelven como un reloj, por lo que 12 es "
    "adyacente a 1."
)
LEAD_SAID = (
    "A lead has the investigation's suspect, its hour or an hour next to it (12 is next to 1); "
    "a dead end has none of these."
)


def _flat(text: str) -> str:
    """``text`` on one line, without the panel's borders (a sentence wraps inside them)."""
    return " ".join(re.sub("[│╭╮╰╯─]", " ", text).split())


def test_the_board_and_the_help_say_what_a_lead_is_p3():
    """P3: "Una ventaja significa que la carta de Pista tiene el mismo Sospechoso, la misma
    Hora o una Hora adyacente que su Investigación. Las horas se envuelven como un reloj, por
    lo que 12 es adyacente a 1." The terminal showed leads and dead ends and never said what
    they are: the board's legend says it, and so does h at a decision."""
    from afoot.games.purrrlock.data import CARD_INDEX, is_lead

    assert "12 es adyacente a 1" in LEAD_RULE  # the rule as quoted above
    # the engine's definition is the one the text states
    assert is_lead(CARD_INDEX["dog-5"], CARD_INDEX["dog-11"])  # the same suspect
    assert is_lead(CARD_INDEX["dog-5"], CARD_INDEX["rat-5"])  # the same hour
    assert is_lead(CARD_INDEX["dog-5"], CARD_INDEX["rat-6"])  # the next hour
    assert is_lead(CARD_INDEX["crow-12"], CARD_INDEX["rat-1"])  # 12 next to 1
    assert not is_lead(CARD_INDEX["dog-5"], CARD_INDEX["rat-7"])
    game = afoot.new_game("purrrlock", players=3, seed=SEED)
    for width in (80, 120):
        board = _flat(render(BOARD.board(game.view(0), 3, width), width))
        assert LEAD_SAID in board, board[-400:]
    result = run("play", "purrrlock", "--vs", "random", "--seed", str(SEED), input="h\nq\n")
    assert result.exit_code == 0, result.output
    helped = _flat(result.stdout.split("your choice [1-", 1)[1])
    assert LEAD_SAID in helped


# -- in the player's language ------------------------------------------------------------------
#: the board's English words (its labels, prompts, the result, the card and suspect names): none
#: may be left when the board speaks Spanish or German
ENGLISH_WORDS = [
    "Trail", "Deck ", "Discard", "Box ", "round", "investigation", "leads", "dead end",
    "wrong guess", "completed", "tokens", "face down", "face up", " VP", "your choice",
    "board", "quit", "Result", "escapes", "caught", "o'clock", "you are", "nobody",
    "Investigate", "Show ", "Chief", "Litter", "Goose", "Crow", "Frog", "Dog ", "Rat ",
    "unused", "none", "empty", "hidden from you", "right of", "Paw prints", "lead has",
]  # fmt: skip
LOCAL_WORDS = {
    "es": ["Camino", "Mazo", "investigación", "ventajas", "callejones sin salida", "tu elección",
           "Resultado", "Enseñar", "Qué ha pasado"],
    "de": ["Fährte", "Stapel", "Ermittlung", "Spuren", "Sackgassen", "deine Wahl", "Ergebnis",
           "zeigen", "Was geschah"],
}  # fmt: skip


@pytest.mark.parametrize("lang", ["es", "de"])
def test_a_full_game_in_spanish_and_german(lang: str):
    """``--lang es`` / ``de``: the board, the menus, the guess questions, a refusal, the
    events, the decision waited for and the result in the language; none of the board's
    English words left."""
    result = run(
        "play", "purrrlock", "--players", "3", "--vs", "random", "--seed", "4", "--lang", lang,
        input="x\n5\n9\n1\nh\n0\n0\n" + "s\n1\n" * 3000,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    for word in LOCAL_WORDS[lang]:
        assert word in out, word
    for word in ENGLISH_WORDS:
        assert not re.search(rf"\b{re.escape(word.strip())}\b", out), word
    assert {"es": "'x' no es una opción", "de": "'x' ist keine Wahl"}[lang] in out
    assert {"es": "'9' no es un sospechoso", "de": "'9' ist kein Verdächtiger"}[lang] in out
    assert {"es": "Degradado a Inspector", "de": "Katzenklo-Inspektor"}[lang] in out or {
        "es": "Inspector Jefe",
        "de": "Chefinspektor",
    }[lang] in out
    if lang == "de":
        assert "Paws" not in out and "„Pfoten!“" in out


def test_the_language_comes_from_lang_when_not_given():
    result = run(
        "play", "purrrlock", "--vs", "random", "--seed", "2", input="q\n",
        env={"LANG": "de_DE.UTF-8"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    assert "Fährte" in out and "deine Wahl" in out and not re.search(r"\bTrail\b", out)


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("es", ["Asiento 0 te pasa 2 cartas: Rata 7 y Perro 9.", "Pasas 2 cartas a Asiento 2.",
                "Robas una nueva investigación (oculta para ti)."]),
        ("de", ["Spieler 0 gibt dir 2 Karten: Ratte 7 und Hund 9.",
                "Du gibst 2 Karten an Spieler 2 weiter.",
                "Du ziehst eine neue Ermittlung (für dich verdeckt)."]),
    ],
)  # fmt: skip
def test_event_lines_in_spanish_and_german(lang: str, lines: list[str]):
    from afoot.engine.terminal import Voice
    from afoot.games.purrrlock import GAME

    board = BOARD.speaking(Voice(lang, GAME))
    names = seat_names({}, 3, board.voice)
    events: list[dict[str, Any]] = [
        {"type": "passed", "seat": 0, "to": 1, "count": 2, "cards": ["rat-7", "dog-9"]},
        {"type": "passed", "seat": 1, "to": 2, "count": 2},
        {"type": "new_investigation", "seat": 1},
    ]
    assert board.events(events, names, 1) == lines


def test_a_guess_typed_in_the_players_language():
    """The suspect may be typed by its id or by its name in the board's language."""
    from afoot.engine.terminal import Voice
    from afoot.games.purrrlock import GAME
    from afoot.games.purrrlock.terminal import parse_guess

    es, de = Voice("es", GAME), Voice("de", GAME)
    assert parse_guess("g ganso 7", es) == ("goose", 7)
    assert parse_guess("g goose 7", es) == ("goose", 7)
    assert parse_guess("g krähe", de) == ("crow", None)
    assert parse_guess("frosch 3", de) == ("frog", 3)
    bad = parse_guess("g gato", es)
    assert isinstance(bad, str) and "'gato' no es un sospechoso" in bad and "ganso" in bad
