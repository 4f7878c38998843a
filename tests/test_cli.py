"""The ``afoot`` command end to end, through Typer's CliRunner (scripted stdin)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import afoot
from afoot import cli
from afoot.cli_testing import one_line_error, run

ALWAYS_1 = "1\n" * 2000


# -- games -------------------------------------------------------------------------------
def test_games_lists_ids_players_and_options():
    result = run("games")
    assert result.exit_code == 0
    assert "holmes" in result.stdout
    assert "edition" in result.stdout and "kosmos" in result.stdout


def test_games_json_has_options_with_choices_and_defaults():
    listing = json.loads(run("games", "--json").stdout)
    holmes = next(g for g in listing if g["id"] == "holmes")
    assert holmes["players"] == [2, 2]
    edition = next(o for o in holmes["options"] if o["name"] == "edition")
    assert edition["choices"] == ["devir", "kosmos"]
    assert edition["default"] == "devir"


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
    assert "You visit" in result.stdout
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
    exactly one card, and a kept joker goes face up, never hidden (H8)."""
    from afoot import cli_render

    assert "map fragment" in cli_render.ability("irene_adler", edition)
    pike = cli_render.ability("langdale_pike", edition)
    assert "exactly 1" in pike and "joker" in pike and "face up" in pike, pike


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
    first = out.index("choose the character you keep")
    assert "Sherlock (you) must choose" in out[first - 40 : first + 10]
    assert "Mycroft (you) must choose the character you keep" in out
    assert "Starting characters revealed" in out


@pytest.mark.parametrize("seat", ["0", "1"])
def test_alternative_start_against_a_bot_from_either_seat(seat: str):
    result = run(
        "play", "holmes", "--vs", "random", "--seat", seat, "--seed", "8",
        "-o", "alternative_start=true", "-o", "edition=kosmos", input="1\n" * 6 + "q\n",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "must choose the character you keep" in result.stdout
    assert "Starting characters revealed" in result.stdout


def test_play_with_villains_and_reservation_reaches_the_end():
    result = run(
        "play", "holmes", "--vs", "random", "--seed", "21", "-o", "villains=both",
        "-o", "reservation=true", input=ALWAYS_1,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Result" in result.stdout


# -- bad input -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ("play", "nope"),
        ("simulate", "nope", "--games", "1"),
        ("bench", "nope", "--runs", "1", "--seconds", "0.01"),
    ],
)
def test_unknown_game_is_one_line_naming_the_games(args):
    one_line_error(run(*args), "unknown game 'nope'", "holmes")


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


# -- simulate ------------------------------------------------------------------------------
def _sim(*extra: str) -> dict:
    result = run(
        "simulate", "holmes", "--games", "6", "--agents", "random,random", "--json", *extra
    )
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_simulate_json_reports_wins_scores_and_seeds():
    report = _sim("--seed", "5")
    assert report["games"] == 6 and report["completed"] == 6 and report["errors"] == []
    assert sum(report["wins_by_seat"]) + report["draws"] == 6
    assert len(report["mean_score_by_seat"]) == 2
    assert set(report["mean_score_by_agent"]) == {"random"}
    assert len(report["seeds"]) == 6 and len(set(report["seeds"])) == 6
    assert {"games_per_second", "actions_per_second", "seconds"} <= set(report["timing"])


def test_simulate_is_reproducible_from_its_seed():
    a, b = _sim("--seed", "9"), _sim("--seed", "9")
    a.pop("timing")
    b.pop("timing")
    assert a == b
    c = _sim("--seed", "10")
    assert c["seeds"] != a["seeds"]


def test_simulate_game_i_replays_from_its_printed_seed(tmp_path: Path):
    report = _sim("--seed", "3", "--records", str(tmp_path))
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == 6
    for i, path in enumerate(files):
        record = json.loads(path.read_text())
        assert record["seed"] == report["seeds"][i]
        assert run("replay", str(path)).exit_code == 0


def test_simulate_counts_errors_and_goes_on(monkeypatch):
    from afoot import ai

    real = ai.make_agent

    class Broken:
        name = "broken"

        def act(self, game, seat):
            raise ValueError("the bot fell over")

    def make(name, seed=None, rules=None):
        return Broken() if name == "broken" else real(name, seed, rules)

    monkeypatch.setattr(ai, "make_agent", make)
    result = run("simulate", "holmes", "--games", "4", "--agents", "random,broken", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["completed"] == 0 and len(report["errors"]) == 4
    err = report["errors"][0]
    assert err["seed"] == report["seeds"][0] and "the bot fell over" in err["error"]
    text = run("simulate", "holmes", "--games", "2", "--agents", "broken,random")
    assert text.exit_code == 0
    assert "errors 2" in text.stdout and "the bot fell over" in text.stdout


def test_simulate_human_output_has_the_tables():
    result = run("simulate", "holmes", "--games", "4", "--agents", "random", "--seed", "1")
    assert result.exit_code == 0, result.output
    for word in ("By agent", "By seat", "games/s", "actions/s", "draws", "errors"):
        assert word in result.stdout


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
    assert "You visit" in result.stdout and "Sherlock visits" in result.stdout
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


def test_replay_rejects_a_tampered_result_or_hash(record_file: Path, tmp_path: Path):
    record = json.loads(record_file.read_text())
    record["result"]["scores"] = [99.0, 0.0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    one_line_error(run("replay", str(bad)), "tampered")
    record = json.loads(record_file.read_text())
    record["seed"] += 1
    bad.write_text(json.dumps(record))
    one_line_error(run("replay", str(bad)))


def test_replay_rejects_malformed_files(tmp_path: Path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    one_line_error(run("replay", str(bad)), "not valid JSON")
    bad.write_text("[1, 2]")
    one_line_error(run("replay", str(bad)), "record")
    one_line_error(run("replay", str(tmp_path / "missing.json")), "cannot read")


def test_replay_rejects_a_seat_out_of_range(record_file: Path):
    one_line_error(run("replay", str(record_file), "--seat", "5"), "seat must be 0-1")


# -- bench ---------------------------------------------------------------------------------
def test_bench_json_has_both_paths_and_the_reference():
    result = run("bench", "holmes", "--runs", "1", "--seconds", "0.01", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert {"reference", "reference_ops_per_s", "games", "runs", "python"} <= set(report)
    holmes = report["games"]["holmes"]
    for key in (
        "raw", "api", "clone_per_s", "determinize_per_s", "record_roundtrip_per_s",
        "raw_action_in_reference_ops", "api_slowdown_vs_raw",
    ):  # fmt: skip
        assert key in holmes
    assert {"games_per_s", "actions_per_s", "actions_per_game"} <= set(holmes["raw"])
    assert {"median", "low", "high"} <= set(holmes["api"]["actions_per_s"])


def test_bench_table_defaults_to_every_game():
    result = run("bench", "--runs", "1", "--seconds", "0.01")
    assert result.exit_code == 0, result.output
    assert "raw actions" in result.stdout and "api actions" in result.stdout


def test_bench_measures_the_seat_counts_asked_for():
    result = run(
        "bench", "purrrlock", "--players", "3,5", "--runs", "1", "--seconds", "0.01", "--json"
    )
    assert result.exit_code == 0, result.output
    games = json.loads(result.stdout)["games"]
    assert sorted(games) == ["purrrlock/3p", "purrrlock/5p"]
    assert games["purrrlock/5p"]["players"] == 5
    one_line_error(run("bench", "purrrlock", "--players", "2,x"), "seat counts separated by commas")
    one_line_error(run("bench", "purrrlock", "--players", "6"), "2-5 players")


# -- the entry point -------------------------------------------------------------------------
def test_main_turns_an_internal_error_into_one_line(monkeypatch, capsys):
    import afoot

    def boom():
        raise RuntimeError("disk on fire\nsecond line")

    monkeypatch.setattr(afoot, "list_games", boom)
    monkeypatch.setattr(sys, "argv", ["afoot", "games"])
    with pytest.raises(SystemExit) as exit_info:
        cli.main()
    assert exit_info.value.code == 1
    err = capsys.readouterr().err
    assert err.strip() == "afoot: internal error: RuntimeError: disk on fire (please report this)"


def test_main_reports_user_errors_with_status_2(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["afoot", "play", "nope"])
    with pytest.raises(SystemExit) as exit_info:
        cli.main()
    assert exit_info.value.code == 2
    assert (
        capsys.readouterr().err.strip()
        == "error: unknown game 'nope'; games: baker_street, holmes, purrrlock, thirteen_clues"
    )


def test_importing_afoot_does_not_import_typer_or_rich():
    code = (
        "import sys, afoot, afoot.sim, afoot.sim.bench; "
        "bad = [m for m in ('typer', 'rich', 'afoot.cli') if m in sys.modules]; "
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# -- rendering -------------------------------------------------------------------------------
def test_every_holmes_event_and_view_renders_in_english():
    import io
    import random

    from rich.console import Console

    import afoot
    from afoot import cli_render as R

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
                console.print(R.board("holmes", game.view(seat), 2, 100 if step % 2 else 80))
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            step += 1
        names = R.seat_names(game.view(None), 2)
        for viewer in (0, 1, None):
            events = game.log(viewer)
            kinds.update(e["type"] for e in events)
            for line in R.event_lines("holmes", events, names, viewer):
                assert not line.startswith(tuple(f"{k}:" for k in kinds)), line
        console.print(R.result_panel("holmes", game.record()["result"], names, 0))
    assert {"visit", "take", "game_over", "dawn", "villain"} <= kinds


# -- every command refuses bad input before any game (issue 19) ---------------------------
#: (game, agents, players, options, what the one line names); simulate seats one agent per
#: seat, tournament and report take the count from --players, bench measures no agent
BAD_SETUPS = {
    "unknown option": ("holmes", "random,random", 2, ["colour=red"], "no option 'colour'"),
    "bad value": ("holmes", "random,random", 2, ["edition=ikea"], "devir | kosmos"),
    "option for another edition": (
        "holmes", "random,random", 2, ["edition=kosmos", "villains=both"],
        "villains applies only when edition=devir",
    ),
    "characters for another player count": (
        "baker_street", "rules,rules", 2, ["characters=lestrade"],
        "names 1 characters for 2 players",
    ),
    "an option of other player counts": (
        "thirteen_clues", "random,random", 2, ["top_secret=true"], "top_secret is for 3-6 players"
    ),
    "bad player count": ("holmes", "random,random,random", 3, [], "2"),
    "unknown agent": ("holmes", "random,nobody", 2, [], "nobody"),
    "agent for another game": ("holmes", "random,deduce", 2, [], "deduce"),
}  # fmt: skip


def _bad_setup_args(command: str, case: str, tmp_path: Path) -> list[str]:
    game, agents, players, options, _ = BAD_SETUPS[case]
    opts = [arg for o in options for arg in ("-o", o)]
    if command == "simulate":
        return ["simulate", game, "-n", "2", "--agents", agents, "--records", str(tmp_path), *opts]
    if command == "tournament":
        return [
            "tournament", game, "--agents", agents, "--players", str(players), "-n", "2",
            "--backend", "serial", "--out", str(tmp_path), *opts,
        ]  # fmt: skip
    if command == "report":
        return [
            "report", game, "--agents", agents, "--players", str(players), "-n", "1",
            "--backend", "serial", "--out", str(tmp_path), *opts,
        ]  # fmt: skip
    return ["bench", game, "--players", str(players), "--runs", "1", "--seconds", "0.01", *opts]


@pytest.mark.parametrize(
    ("command", "case"),
    [
        (command, case)
        for command in ("simulate", "tournament", "report", "bench")
        for case in sorted(BAD_SETUPS)
        if command != "bench" or "agent" not in case  # bench plays random playouts: no agents
    ],
)
def test_a_bad_setup_is_one_line_and_exit_2_before_any_game(command, case, tmp_path):
    """`afoot simulate` and `tournament` used to accept `-o characters=lestrade` at 2 players,
    run every game into the error and exit 0; every command now checks every input first,
    as `play` does, and writes nothing."""
    one_line_error(run(*_bad_setup_args(command, case, tmp_path / "out")), BAD_SETUPS[case][4])
    assert not (tmp_path / "out").exists()  # no directory, record or report made


def test_play_refuses_the_same_bad_setups():
    for case, (game, _agents, players, options, needle) in BAD_SETUPS.items():
        if "agent" in case:
            continue
        opts = [arg for o in options for arg in ("-o", o)]
        one_line_error(run("play", game, "--players", str(players), *opts), needle)


def test_a_record_with_a_bad_scenario_is_one_line(tmp_path: Path):
    record = afoot.new_game("holmes", seed=1).record()
    for scenario, needle in (({"bogus": 1}, "unknown scenario key 'bogus'"), ([1], "scenario")):
        path = tmp_path / "bad.json"
        path.write_text(json.dumps({**record, "scenario": scenario}))
        one_line_error(run("replay", str(path)), needle)
