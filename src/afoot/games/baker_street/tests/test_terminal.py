"""Beyond Baker Street in the terminal: play against bots and hot-seat, simulate, replay,
render, in English, Spanish and German; its lines are the browser's (the game's messages) and
its labels come from the game's catalogue."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest

import afoot
from afoot.cli.common import bot_names
from afoot.cli_testing import SETUP_COMMANDS, bad_setup_args, one_line_error, render, run
from afoot.engine.terminal import Voice
from afoot.games.baker_street import GAME
from afoot.games.baker_street.data import CHAR_IDS, EVIDENCE_IDS
from afoot.games.baker_street.terminal import BOARD, character, hint_text, lead_name

SEED = 3
VOICES = {lang: Voice(lang, GAME) for lang in ("en", "es", "de")}
ENGLISH = VOICES["en"]
#: the board as the command line gives it its voice (English)
SPOKEN = BOARD.speaking(ENGLISH)


def has_card(text: str, card: str) -> bool:
    """Evidence ``card`` ("witness-3") named in ``text`` as English names it ("Witness 3")."""
    icon, _, value = card.rpartition("-")
    name = f"{icon.capitalize()} {value}"
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def lead(card: str) -> str:
    """A lead card's English name ("Suspect 11 (Clue)")."""
    return lead_name(ENGLISH, card)


# -- a whole game against random bots ---------------------------------------------------------
@pytest.fixture(scope="module")
def full_game(tmp_path_factory):
    """Seat 0 of 3 against random bots, case 2, always the first choice; the record saved."""
    record = tmp_path_factory.mktemp("baker") / "game.json"
    result = run(
        "play", "baker_street", "--players", "3", "-o", "case=2", "--vs", "random",
        "--seed", str(SEED), "--record", str(record), input="1\n" * 2000,
    )  # fmt: skip
    return result, record


def test_a_full_game_against_random_bots(full_game):
    result, record = full_game
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "against the random bots" in out and "you are Seat 0" in out
    assert "Beyond Baker Street · case 2 · you are Seat 0" in out
    start = afoot.new_game("baker_street", players=3, seed=SEED, options={"case": 2}).view(0)
    for sec in start["sections"]:
        assert lead(sec["card"]) in out, sec["card"]
    assert "The Impossible 0 / 4" in out and "Investigation" in out and " 0 / 20" in out
    assert "Holmes" in out and "12 / 20" in out and "Deck 12 cards" in out
    assert "Lead" in out and "Target" in out and "Evidence" in out and "Face down" in out
    # the first screen: the others' hands, not seat 0's own
    first = out[: out.index("your choice")]
    for s in (1, 2):
        for card in start["players"][s]["hand"]:
            assert has_card(first, card), card
    game = afoot.new_game("baker_street", players=3, seed=SEED, options={"case": 2})
    own = [EVIDENCE_IDS[e] for e in game.state.hand[0]]  # the truth, for the test
    for card in own:
        assert not has_card(first, card), card
    assert "slot 1 ? no hint yet" in first
    # the long menu groups the assists per seat
    assert "assist Seat 1: point out a number or an icon ... (" in out
    assert "Which one? [1-" in out
    assert "What happened" in out and "Your turn." in out and "Seat 1's turn." in out
    assert re.search(r"assists? (you|Seat \d): slots? [\d, and]+ (is|are) (your|their) only", out)
    assert "Holmes moves 1 space towards 0" in out
    # the result
    assert "Result" in out and ("The team loses" in out or "The team wins" in out)
    assert "confirmed leads" in out and "investigation track" in out
    saved = json.loads(record.read_text())
    assert saved["game"] == "baker_street" and saved["players"] == 3 and "result" in saved
    assert "Traceback" not in result.output


def test_replay_shows_a_seats_view(full_game):
    _, record = full_game
    result = run("replay", str(record), "--seat", "1")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "every one legal" in out and "The game as Seat 1 saw it" in out
    assert "Seat 0 assists you" in out or "You assist" in out
    assert "Beyond Baker Street · case 2" in out and "you are Seat 1" in out
    assert "Result" in out and "confirmed leads" in out
    plain = run("replay", str(record))
    assert plain.exit_code == 0 and "Result" in plain.stdout
    one_line_error(run("replay", str(record), "--seat", "3"), "seat must be 0-2")


# -- bad input changes nothing ----------------------------------------------------------------
def test_bad_lines_change_nothing(tmp_path: Path):
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    common = ("play", "baker_street", "--players", "3", "--vs", "random", "--seed", str(SEED))
    ok = run(*common, "--record", str(good), input="1\n1\n3\n1\nq\n")
    noisy = run(
        *common, "--record", str(bad),
        input="x\n99\n0\n\nb\ni\nh\n1\n0\n1\n42\nzz\n1\n14\n3\n-1\n1\nq\n",
    )  # fmt: skip
    assert ok.exit_code == 0 and noisy.exit_code == 0, noisy.output
    out = noisy.stdout
    assert "'x' is not a choice: type a number from 1 to 13" in out
    assert "'99' is not a choice" in out and "'0' is not a choice" in out
    assert "'' is not a choice" in out and "'14' is not a choice" in out
    assert "'42' is not a choice: type a number from 1 to 7, 0 to go back." in out
    assert "'-1' is not a choice" in out
    assert "No characters in this game" in out  # i
    assert "an entry ending in ... opens its choices" in out  # h
    assert json.loads(good.read_text())["actions"] == json.loads(bad.read_text())["actions"]
    assert len(json.loads(good.read_text())["actions"]) >= 2
    assert "You left the game after" in out


def test_characters_and_abilities_on_the_board(tmp_path: Path):
    chars = "irene_adler,toby,wiggins"
    result = run(
        "play", "baker_street", "--players", "3", "--vs", "random", "--seed", "4",
        "-o", f"characters={chars}", input="i\nq\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Irene Adler" in out and "Toby" in out and "Wiggins" in out
    assert "Once per game, as her action: Holmes moves 1 space away from 0." in out
    assert "ability unused (once per game)" in out
    assert "always on" in out  # the i table: Wiggins' effect is no action


# -- hot-seat -----------------------------------------------------------------------------------
def test_hot_seat_never_shows_a_player_their_own_cards(tmp_path: Path):
    seed, players = 5, 3
    rng = random.Random(1)
    picks = [rng.choice(["1", "2", "3", "4", "5", "6", "7", "8", "9"]) for _ in range(120)]
    script = "".join(f"\n{p}\n1\n" for p in picks)  # pass screen, a choice, a sub-choice
    record = tmp_path / "hot.json"
    result = run(
        "play", "baker_street", "--players", str(players), "--vs", "human",
        "--seed", str(seed), "--record", str(record), input=script,
    )  # fmt: skip
    assert result.exit_code in (0, 1), result.output
    assert "Traceback" not in result.output
    out = result.stdout
    screens = out.split("Pass the keyboard to ")[1:]
    data = json.loads(record.read_text())
    # screen k is the k-th run of actions by one seat: replay to its start
    game = afoot.new_game("baker_street", players=players, seed=seed)
    actions = [(a["seat"], a["action"]) for a in data["actions"]]
    runs: list[int] = []  # the action index where each run starts
    for i, (s, _) in enumerate(actions):
        if i == 0 or actions[i - 1][0] != s:
            runs.append(i)
    assert len(runs) >= 3 * players and len(screens) >= len(runs)
    checked = 0
    done = 0
    for k, start in enumerate(runs):
        while done < start:
            game.apply(*actions[done])
            done += 1
        seat = actions[start][0]
        # what the seat sees before its first decision of the run (later it plays cards)
        screen = screens[k]
        cuts = [screen.find(w) for w in ("your choice [", "done for you") if w in screen]
        screen = screen[: min(cuts)] if cuts else screen
        assert screen.startswith(f"Seat {seat}"), screen[:40]
        if any(e["type"] == "shuffled_into_deck" for e in game.log(None)):
            break  # a shuffled card may be named in an event the seat was shown
        view = game.view(seat)
        hidden = [
            EVIDENCE_IDS[e]
            for e, shown in zip(game.state.hand[seat], view["players"][seat]["hand"], strict=True)
            if shown is None
        ]
        assert hidden
        for card in hidden:
            assert not has_card(screen, card), f"seat {seat} saw its own {card} (screen {k})"
        for other in range(players):
            if other != seat and "Beyond Baker Street" in screen:
                theirs = view["players"][other]["hand"]
                assert any(has_card(screen, c) for c in theirs), f"seat {seat} misses {other}"
        checked += 1
    assert checked >= 2 * players, checked


# -- simulate and errors -------------------------------------------------------------------------
def test_simulate_random_agents():
    result = run(
        "simulate", "baker_street", "--agents", "random,random,random", "-n", "6", "--json"
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["games"] == 6 and report["errors"] == []
    text = run("simulate", "baker_street", "--agents", "random,random", "-n", "3")
    assert text.exit_code == 0 and "baker_street · 3 games" in text.stdout


def test_unknown_agents_and_options_are_one_line():
    one_line_error(run("play", "baker_street", "--vs", "nope"), "unknown opponent 'nope'", "random")
    one_line_error(run("simulate", "baker_street", "--agents", "random,nope"), "unknown agent")
    one_line_error(run("play", "baker_street", "-o", "case=9", "--vs", "random"), "case")
    one_line_error(run("play", "baker_street", "--players", "5", "--vs", "random"))
    one_line_error(
        run("play", "baker_street", "--vs", "random", "-o", "characters=moriarty"), "moriarty"
    )


def test_every_bot_of_the_game_is_offered():
    spec = afoot.spec_for("baker_street")
    names = bot_names(spec)
    assert "random" in names
    result = run("play", "baker_street", "--vs", "nope")
    for name in names:
        assert name in result.stderr


# -- rendering -------------------------------------------------------------------------------------
NAMES = ["Seat 0", "Seat 1", "Seat 2"]


@pytest.mark.parametrize(
    ("event", "viewer", "line"),
    [
        ({"type": "assisted", "seat": 1, "to": 0, "value": 3, "icon": None, "slots": [0, 2], "second": False},
         0, "Seat 1 assists you: slots 1 and 3 are your only 3s."),
        ({"type": "assisted", "seat": 0, "to": 2, "value": None, "icon": "clue", "slots": [1], "second": True},
         0, "You assist Seat 2: slot 2 is their only Clue card (Lady Hilda Hope's second hint)."),
        ({"type": "investigated", "seat": 2, "slot": 1, "card": "clue-4", "lead": "motive", "matched": True, "evidence": 4, "target": 10},
         0, "Seat 2 plays Clue 4 (slot 2) under the motive lead: same icon, the evidence rises to 4 / 10."),
        ({"type": "lead_dead", "lead": "suspect", "card": "suspect-12-clue", "revealed": None, "impossible": True},
         1, "The suspect lead Suspect 12 (Clue) is dead and goes to the Impossible; no suspect lead is left."),
        ({"type": "shuffled_into_deck", "cards": ["clue-1", "track-2"]},
         1, "Its evidence (Clue 1 and Track 2) is shuffled into the deck."),
        ({"type": "confirmed", "seat": 1, "lead": "motive", "card": "motive-9-clue"},
         1, "You confirm the motive lead, Motive 9 (Clue)!"),
        ({"type": "eliminated", "seat": 0, "slot": 3, "card": "witness-6", "track": 6},
         2, "Seat 0 eliminates Witness 6 (slot 4) to the Impossible: the investigation track is at 6."),
        ({"type": "pursued", "seat": 2, "lead": "opportunity"},
         2, "You pursue the opportunity lead: it is discarded."),
        ({"type": "holmes", "space": 13, "moved": 2},
         0, "Holmes moves 2 spaces away from 0: he is on 13."),
        ({"type": "drew", "seat": 0, "slot": 3},
         0, "You draw a card (slot 4)."),
        ({"type": "drew", "seat": 0, "card": "clue-2", "slot": 3},
         1, "Seat 0 draws Clue 2 (slot 4)."),
        ({"type": "drew_two", "seat": 1, "count": 2, "picker": 0},
         1, "You draw 2 cards (Blackwell): Seat 0 chooses the one you keep."),
        ({"type": "drew_two", "seat": 1, "cards": ["clue-2", "track-5"], "picker": 0},
         0, "Seat 1 draws 2 cards (Blackwell), Clue 2 and Track 5: you choose the one she keeps."),
        ({"type": "kept", "seat": 1},
         1, "You keep one of the two cards; the other goes to the bottom of the deck."),
        ({"type": "kept", "seat": 1, "card": "clue-2", "bottom": "track-5"},
         2, "Seat 1 keeps Clue 2; Track 5 goes to the bottom of the deck."),
        ({"type": "placed", "seat": 2, "where": "bottom"},
         0, "Seat 2 puts the card at the bottom of the deck (Toby)."),
        ({"type": "peeked", "seat": 2},
         0, "Seat 2 looks at the top card of the deck (Toby)."),
        ({"type": "peeked", "seat": 2, "card": "document-1"},
         2, "You look at the top card of the deck (Toby): Document 1."),
        ({"type": "swapped", "seat": 1, "impossible": "track-1", "lead": "suspect", "card": "clue-3", "track": 3},
         0, "Seat 1 swaps Track 1 from the Impossible with Clue 3 under the suspect lead (Baskerville): the investigation track is at 3."),
        ({"type": "traded", "seat": 1, "slot": 2, "to": 0, "their_slot": 1},
         0, "Seat 1 swaps their slot 3 with your slot 2 (Langdale Pike)."),
        ({"type": "recovered", "seat": 0, "card": "clue-6", "track": 4},
         0, "You return Clue 6 from the Impossible to the bottom of the deck (Mrs. Hudson): the investigation track is at 4."),
        ({"type": "ability", "seat": 2, "character": "irene_adler"},
         0, "Seat 2 uses Irene Adler's once-per-game ability."),
        ({"type": "turn", "seat": 2},
         2, "Your turn."),
        ({"type": "turn", "seat": 1},
         2, "Seat 1's turn."),
        ({"type": "game_over", "won": True, "reason": "three leads confirmed"},
         0, "The case is solved: three leads confirmed with the investigation track at exactly 20!"),
        ({"type": "game_over", "won": False, "reason": "Holmes solved the case first"},
         0, "The game is lost: Holmes solved the case first (his marker reached 0)."),
    ],
)  # fmt: skip
def test_event_lines(event, viewer, line):
    """The board says the game's messages (as the browser does), named for the terminal."""
    assert SPOKEN.events([event], NAMES, viewer) == [line]


def test_every_event_of_real_games_has_its_own_line():
    kinds: set[str] = set()
    for seed in range(25):
        game = afoot.new_game(
            "baker_street", players=2 + seed % 3, seed=seed, options={"characters": "random"}
        )
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.waiting_for)
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        for viewer in (None, *range(game.players)):
            log = game.log(viewer)
            for e in log:
                kinds.add(e["type"])
                (text,) = BOARD.events([e], [*NAMES, "Seat 3"], viewer)
                assert not text.startswith(f"{e['type']}:"), text  # not the generic fallback
            lines = BOARD.events(log, [*NAMES, "Seat 3"], viewer)
            holmes = sum(1 for e in log if e["type"] == "holmes")
            assert len(lines) == len(log) - holmes  # a Holmes move joins its action's line
        for viewer in range(game.players):
            render(BOARD.board(game.view(viewer), game.players, 80), 80)
    assert {"assisted", "investigated", "eliminated", "drew", "holmes", "turn"} <= kinds


def test_the_board_from_a_view():
    game = afoot.new_game(
        "baker_street", players=3, seed=2, options={"characters": "blackwell,toby,hudson"}
    )
    text = render(BOARD.board(game.view(0), 3, 120))
    for sec in game.view(0)["sections"]:
        assert lead(sec["card"]) in text
    assert "Blackwell" in text and "Toby" in text and "Mrs. Hudson" in text
    assert "Draws 2 and keeps 1" in text
    assert "The Impossible 0 / 4" in text and "Deck 12 cards" in text
    narrow = render(BOARD.board(game.view(None), 3, 80), 80)
    assert "spectator" in narrow and "Investigation" in narrow
    assert all(len(line) <= 80 for line in narrow.splitlines())


def test_the_board_shows_how_many_cards_lie_under_a_confirmed_lead_b3():
    """B3: a confirmed lead's evidence "ya no se pueden mirar": the board shows the lead,
    confirmed, and how many cards lie face down under it, not which."""
    game = afoot.new_game(
        "baker_street",
        players=2,
        seed=1,
        scenario={
            "leads": {"opportunity": ["opportunity-7-witness"]},
            "hands": [["witness-5", "track-1", "clue-1"], ["track-2", "clue-2", "document-2"]],
            "evidence": {"opportunity": ["witness-3", "document-1"]},
        },
    )
    game.apply(0, {"type": "investigate", "slot": 0, "lead": "opportunity"})
    game.apply(1, {"type": "confirm", "lead": "opportunity"})
    for viewer in (0, 1, None):
        text = render(BOARD.board(game.view(viewer), 2, 120))
        assert "Opportunity 7 (Witness) ✓" in text
        assert "3 cards face down · confirmed" in text
        for card in ("witness-3", "document-1", "witness-5"):
            assert not has_card(text, card), card


def test_hints_in_words():
    assert hint_text({"values": [1, 2, 3, 4, 5, 6], "icons": ["track", "witness", "clue",
                                                                  "document"]}) == ""  # fmt: skip
    assert hint_text({"values": [4], "icons": ["clue"]}) == "a 4 · Clue"
    assert hint_text({"values": [1, 2, 3, 5, 6], "icons": ["track", "clue"]}) == (
        "not a 4 · Track or Clue"
    )
    assert hint_text({"values": [2, 5], "icons": ["track", "witness", "clue"]}) == (
        "2 or 5 · not Document"
    )
    spanish = hint_text({"values": [2, 5], "icons": ["track", "witness", "clue"]}, VOICES["es"])
    assert spanish == "2 o 5 · no es Documento"
    german = hint_text({"values": [1, 2, 3, 5, 6], "icons": ["clue"]}, VOICES["de"])
    assert german == "keine 4 · Indiz"


def test_the_result_panel():
    result: dict[str, Any] = {
        "scores": [1.0, 1.0],
        "winners": [0, 1],
        "draw": False,
        "reason": "the team wins: three leads confirmed with the investigation track at exactly 20",
        "details": {"won": True, "case": 1, "holmes": 4, "track": 20,
                    "confirmed": ["suspect", "motive", "opportunity"], "impossible": 5,
                    "turns": 30},
    }  # fmt: skip
    text = render(BOARD.result(result, NAMES, 0))
    assert "The team wins" in text and "20 / 20" in text and "on 4" in text
    assert "✓ suspect" in text and "✓ opportunity" in text
    lost = dict(result, details=dict(result["details"], won=False, confirmed=["motive"]))
    text = render(BOARD.result(lost, NAMES, 0))
    assert "The team loses" in text and "✗ suspect" in text and "✓ motive" in text


def test_characters_exist():
    for voice in VOICES.values():
        for cid in CHAR_IDS:
            name, effect, _ = character(voice, cid)
            assert name and effect and "char." not in name and "eff." not in effect
    assert msgspec  # imported for parity with the other CLI tests


# -- every command refuses bad input before any game (issue 19) ---------------------------
@pytest.mark.parametrize("command", SETUP_COMMANDS)
def test_characters_for_another_player_count_are_one_line_before_any_game(command, tmp_path):
    """`afoot simulate` and `tournament` used to accept `-o characters=lestrade` at 2 players,
    run every game into the error and exit 0; every command now checks every input first,
    as `play` does, and writes nothing."""
    out = tmp_path / "out"
    args = bad_setup_args(command, "baker_street", "rules,rules", 2, ["characters=lestrade"], out)
    one_line_error(run(*args), "names 1 characters for 2 players")
    assert not out.exists()  # no directory, record or report made
    one_line_error(
        run("play", "baker_street", "--players", "2", "-o", "characters=lestrade"),
        "names 1 characters for 2 players",
    )


# -- in Spanish and German ---------------------------------------------------------------------
#: the board's English words (its labels, prompts, refusals, card and lead names, and the
#: lines of the events and moves): none of them is left in another language
ENGLISH_WORDS = (
    "Investigation", "Lead", "Target", "Evidence", "Face down", "The Impossible", "Deck ",
    "no hint yet", "you know it", "knows", "may be", "your choice", "Which one?", "is not a",
    "a choice", "Result", "The team", "confirmed leads", "investigation track", "case ·",
    "you are", "assist", "Assist", "investigate", "Investigate", "Eliminate", "Pursue",
    "Witness", "Clue", "Track", "Document", "Suspect", "Motive", "Opportunity", "slot ",
    " card", "Your ", "your ", "'s turn", "Holmes moves", "ability", "Seat", "choices)",
    "once per game", "Once per game", "Character", "Effect", "always on", "unused",
)  # fmt: skip


def english_in(text: str) -> list[str]:
    """The board's English words in ``text``, each as a word ("Document", not "Documento")."""
    return [w for w in ENGLISH_WORDS if re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", text)]


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("es", ["Más allá de Baker Street · caso 1", "Investigación", "Lo Imposible", "Ventaja",
                "Mazo", "aún sin pistas", "tu elección [1-", "'x' no es una opción: escribe",
                "Personaje", "Efecto", "Escribe el número de una opción", "Resultado",
                "ventajas confirmadas", "Tu turno."]),
        ("de", ["Jenseits der Baker Street · Fall 1", "Ermittlung", "Das Unmögliche", "Spur",
                "Stapel", "noch kein Hinweis", "deine Wahl [1-", "'x' ist keine Wahl: gib",
                "Person", "Wirkung", "Gib die Nummer einer Wahl ein", "Ergebnis",
                "bestätigte Spuren", "Du bist am Zug."]),
    ],
)  # fmt: skip
def test_a_full_game_in_spanish_and_german(lang: str, says: list[str]):
    """``--lang es`` / ``de``: the board, its labels, prompts and refusals, the menu, the
    events, the decision waited for and the result in the language; no English word of the
    board left."""
    result = run(
        "play", "baker_street", "--players", "3", "--vs", "random", "--seed", str(SEED),
        "-o", "characters=random", "--lang", lang, input="x\ni\nh\n" + "1\n" * 2000,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    out = " ".join(result.stdout.split())
    for words in says:
        assert words in out, words
    assert english_in(out) == []


@pytest.mark.parametrize("lang", ["es", "de"])
def test_the_board_and_result_in_spanish_and_german(lang: str):
    """Every label of a board (both widths, every seat and the spectator, a confirmed lead,
    Blackwell's drawn cards) and of the result panel comes from the catalogue."""
    voice = VOICES[lang]
    board = BOARD.speaking(voice)
    game = afoot.new_game(
        "baker_street", players=3, seed=2, options={"characters": "blackwell,toby,hudson"}
    )
    rng = random.Random(2)
    while not game.is_over:
        for viewer in (None, *range(game.players)):
            for width in (80, 120):
                text = " ".join(render(board.board(game.view(viewer), 3, width), width).split())
                assert english_in(text) == [], text
                assert "term." not in text and "{" not in text, text
        seat = min(game.waiting_for)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    result = msgspec.to_builtins(game.result())
    text = " ".join(render(board.result(result, NAMES, 0)).split())
    assert {"es": "Resultado", "de": "Ergebnis"}[lang] in text
    assert english_in(text) == [], text
    assert not re.search(r"Holmes solved|three leads|track passed|last \w+ lead", text), text
