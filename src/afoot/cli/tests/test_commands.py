"""The ``afoot`` commands end to end, through Typer's CliRunner, on any game: each test takes
its games from the registry, or the game with the capability it needs."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import afoot
import afoot.games
from afoot import cli
from afoot.cli.common import bot_names
from afoot.cli_testing import SETUP_COMMANDS, bad_setup_args, one_line_error, run
from afoot.engine.core import GameSpec, OptionSpec
from afoot.engine.terminal import show_value

SPECS = afoot.games.specs()


def a_game(has: Callable[[GameSpec], bool] = lambda spec: True) -> GameSpec:
    """The first registered game with what a test needs."""
    found = [spec for spec in SPECS if has(spec)]
    assert found, "no registered game has what this test needs"
    return found[0]


def randoms(count: int) -> str:
    """ "random,random": one random agent per seat."""
    return ",".join(["random"] * count)


def _fixed(option: OptionSpec) -> bool:
    """An option with a fixed list of values (not free-form) and more than one."""
    return option.parse is None and len(option.choices) > 1


# -- games -------------------------------------------------------------------------------
def test_games_lists_every_game_with_its_players_and_options():
    result = run("games")
    assert result.exit_code == 0
    for spec in SPECS:
        assert spec.id in result.stdout and spec.title in result.stdout
        for option in spec.options:
            assert option.name in result.stdout
            for choice in option.choices:
                assert show_value(choice) in result.stdout, (spec.id, option.name, choice)


def test_games_json_has_options_with_choices_and_defaults():
    listing = {g["id"]: g for g in json.loads(run("games", "--json").stdout)}
    assert sorted(listing) == [spec.id for spec in SPECS]
    for spec in SPECS:
        entry = listing[spec.id]
        assert entry["players"] == [spec.min_players, spec.max_players]
        assert entry["cooperative"] is spec.cooperative
        assert [o["name"] for o in entry["options"]] == [o.name for o in spec.options]
        for option, shown in zip(spec.options, entry["options"], strict=True):
            assert shown["choices"] == list(option.choices)
            assert shown["default"] == option.default
            assert shown["free_form"] is (option.parse is not None)


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
    one_line_error(run(*args), "unknown game 'nope'", *(spec.id for spec in SPECS))


@pytest.mark.parametrize("command", ["play", "simulate", "bench"])
def test_option_errors_are_one_line(command: str):
    extra = {"play": [], "simulate": ["--games", "1"], "bench": ["--seconds", "0.01"]}[command]
    spec = a_game(lambda s: any(_fixed(o) for o in s.options))
    one_line_error(run(command, spec.id, *extra, "-o", "colour=red"), "no option 'colour'")
    for option in spec.options:
        if _fixed(option):
            one_line_error(
                run(command, spec.id, *extra, "-o", f"{option.name}=ikea"),
                option.name,
                option.describe_choices(),
            )
    name = spec.options[0].name
    one_line_error(run(command, spec.id, *extra, "-o", name), "option must be key=value")


@pytest.mark.parametrize("command", ["play", "simulate", "bench"])
def test_an_option_for_another_value_of_an_option_is_one_line(command: str):
    """An option that applies only when another option has a value: given with another."""
    extra = {"play": [], "simulate": ["--games", "1"], "bench": ["--seconds", "0.01"]}[command]
    spec = a_game(lambda s: any(o.requires is not None for o in s.options))
    option = next(o for o in spec.options if o.requires is not None)
    assert option.requires is not None
    other, needed = option.requires
    elsewhere = next(c for c in spec.option(other).choices if c != needed)  # type: ignore[union-attr]
    changed = next(c for c in option.choices if c != option.default)
    one_line_error(
        run(
            command, spec.id, *extra, "-o", f"{other}={show_value(elsewhere)}",
            "-o", f"{option.name}={show_value(changed)}",
        ),
        f"{option.name} applies only when {other}={show_value(needed)}",
    )  # fmt: skip


def test_play_rejects_unknown_opponents_seats_and_player_counts():
    spec = a_game(lambda s: bool(s.levels) and s.search.heuristic is not None)
    offered = ", ".join((*bot_names(spec), "human"))
    assert "greedy" in offered and all(level in offered for level in spec.levels)
    one_line_error(run("play", spec.id, "--vs", "moriarty"), offered)
    one_line_error(run("play", spec.id, "--vs", "cheat"), "cheat", "choose from")
    one_line_error(run("play", spec.id, "--vs", "ismcts:0"), "budget")
    one_line_error(
        run("play", spec.id, "--vs", "random", "--seat", str(spec.min_players)),
        f"seat must be 0-{spec.min_players - 1}",
    )
    fixed = a_game(lambda s: s.min_players == s.max_players)
    one_line_error(
        run("play", fixed.id, "--players", str(fixed.max_players + 1)),
        f"exactly {fixed.max_players} players",
    )


def test_play_never_offers_a_reference_that_sees_hidden_cards():
    spec = a_game(lambda s: bool(s.references))
    for name in spec.references:
        assert name not in bot_names(spec)
        one_line_error(run("play", spec.id, "--vs", name), name, "choose from")


def test_simulate_rejects_unknown_agents_and_wrong_counts():
    spec = a_game(lambda s: s.max_players < 6)
    n = spec.min_players
    one_line_error(
        run("simulate", spec.id, "--agents", randoms(n - 1) + ",nobody"), "nobody", "random"
    )
    span = (
        str(spec.min_players)
        if spec.min_players == spec.max_players
        else f"{spec.min_players}-{spec.max_players}"
    )
    too_many = spec.max_players + 1
    one_line_error(run("simulate", spec.id, "--agents", randoms(too_many)), f"needs {span} agents")


# -- every command refuses bad input before any game (issue 19) ---------------------------
def _bad_setups() -> dict[str, tuple[str, str, int, list[str], str]]:
    """(game, agents, players, options, what the one line names), by case, each from a game
    that has what the case needs."""
    spec = a_game()
    n = spec.min_players
    fixed = a_game(lambda s: any(_fixed(o) for o in s.options))
    bad = next(o for o in fixed.options if _fixed(o))
    needs = a_game(lambda s: any(o.requires is not None for o in s.options))
    option = next(o for o in needs.options if o.requires is not None)
    assert option.requires is not None
    other, needed = option.requires
    elsewhere = next(c for c in needs.option(other).choices if c != needed)  # type: ignore[union-attr]
    changed = next(c for c in option.choices if c != option.default)
    small = a_game(lambda s: s.max_players < 6)
    lent = next(
        (s, name) for s in SPECS for name in s.bots if name not in bot_names(small)
        and name not in s.references and s is not small
    )[1]  # fmt: skip
    return {
        "unknown option": (spec.id, randoms(n), n, ["colour=red"], "no option 'colour'"),
        "bad value": (
            fixed.id, randoms(fixed.min_players), fixed.min_players, [f"{bad.name}=ikea"],
            bad.describe_choices(),
        ),
        "option for another value": (
            needs.id, randoms(needs.min_players), needs.min_players,
            [f"{other}={show_value(elsewhere)}", f"{option.name}={show_value(changed)}"],
            f"{option.name} applies only when {other}={show_value(needed)}",
        ),
        "bad player count": (
            small.id, randoms(small.max_players + 1), small.max_players + 1, [],
            str(small.max_players),
        ),
        "unknown agent": (spec.id, randoms(n - 1) + ",nobody", n, [], "nobody"),
        "agent of another game": (
            small.id, randoms(small.min_players - 1) + f",{lent}", small.min_players, [], lent
        ),
    }  # fmt: skip


BAD_SETUPS = _bad_setups()


@pytest.mark.parametrize(
    ("command", "case"),
    [
        (command, case)
        for command in SETUP_COMMANDS
        for case in sorted(BAD_SETUPS)
        if command != "bench" or "agent" not in case  # bench plays random playouts: no agents
    ],
)
def test_a_bad_setup_is_one_line_and_exit_2_before_any_game(command, case, tmp_path):
    """Every command checks every input first, as `play` does, and writes nothing."""
    game, agents, players, options, needle = BAD_SETUPS[case]
    out = tmp_path / "out"
    one_line_error(run(*bad_setup_args(command, game, agents, players, options, out)), needle)
    assert not out.exists()  # no directory, record or report made


def test_play_refuses_the_same_bad_setups():
    for case, (game, _agents, players, options, needle) in BAD_SETUPS.items():
        if "agent" in case:
            continue
        opts = [arg for o in options for arg in ("-o", o)]
        one_line_error(run("play", game, "--players", str(players), *opts), needle)


# -- simulate ------------------------------------------------------------------------------
#: a game that is won or drawn (a cooperative game counts its team's win once per seat)
RIVALS = a_game(lambda s: not s.cooperative)


def _sim(*extra: str) -> dict:
    result = run(
        "simulate", RIVALS.id, "--games", "6", "--agents", randoms(RIVALS.min_players),
        "--json", *extra,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_simulate_json_reports_wins_scores_and_seeds():
    report = _sim("--seed", "5")
    assert report["games"] == 6 and report["completed"] == 6 and report["errors"] == []
    assert sum(report["wins_by_seat"]) + report["draws"] == 6
    assert len(report["mean_score_by_seat"]) == RIVALS.min_players
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
    spec = a_game()
    broken = ",".join(["broken"] * (spec.min_players - 1))
    result = run("simulate", spec.id, "--games", "4", "--agents", f"random,{broken}", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["completed"] == 0 and len(report["errors"]) == 4
    err = report["errors"][0]
    assert err["seed"] == report["seeds"][0] and "the bot fell over" in err["error"]
    text = run("simulate", spec.id, "--games", "2", "--agents", f"{broken},random")
    assert text.exit_code == 0
    assert "errors 2" in text.stdout and "the bot fell over" in text.stdout


def test_simulate_human_output_has_the_tables():
    spec = a_game()
    result = run("simulate", spec.id, "--games", "4", "--agents", "random", "--seed", "1")
    assert result.exit_code == 0, result.output
    for word in ("By agent", "By seat", "games/s", "actions/s", "draws", "errors"):
        assert word in result.stdout


# -- replay --------------------------------------------------------------------------------
@pytest.fixture(scope="module", params=[spec.id for spec in SPECS])
def record_file(request, tmp_path_factory) -> Path:
    """A finished game of each registered game (random agents), as simulate saves it."""
    spec = afoot.spec_for(request.param)
    out = tmp_path_factory.mktemp(spec.id)
    result = run(
        "simulate", spec.id, "-n", "1", "--agents", randoms(spec.min_players),
        "--records", str(out),
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    (path,) = out.glob("game-*.json")
    return path


def test_replay_verifies_every_action_and_prints_the_result(record_file: Path):
    result = run("replay", str(record_file))
    assert result.exit_code == 0, result.output
    said = " ".join(result.stdout.split())  # as one line, whatever the terminal's width
    assert "every one legal; final state verified" in said and "Result" in said


def test_replay_seat_shows_that_seats_log_and_view(record_file: Path):
    result = run("replay", str(record_file), "--seat", "1")
    assert result.exit_code == 0, result.output
    assert "The game as " in result.stdout and " saw it" in result.stdout
    data = json.loads(run("replay", str(record_file), "--seat", "1", "--json").stdout)
    assert data["verified"] is True and data["seat"] == 1
    assert data["view"]["seat"] == 1 and data["log"]
    assert data["result"]["scores"]


def test_replay_rejects_a_tampered_action(record_file: Path, tmp_path: Path):
    record = json.loads(record_file.read_text())
    record["actions"][0]["action"] = {"type": "nonsense"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    one_line_error(run("replay", str(bad)), "action 1")


def test_replay_rejects_a_tampered_result_or_hash(record_file: Path, tmp_path: Path):
    record = json.loads(record_file.read_text())
    record["result"]["scores"] = [99.0] + [0.0] * (record["players"] - 1)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    one_line_error(run("replay", str(bad)), "tampered")
    record = json.loads(record_file.read_text())
    record["seed"] += 1
    bad.write_text(json.dumps(record))
    one_line_error(run("replay", str(bad)))


def test_replay_rejects_a_seat_out_of_range(record_file: Path):
    players = json.loads(record_file.read_text())["players"]
    one_line_error(
        run("replay", str(record_file), "--seat", str(players)), f"seat must be 0-{players - 1}"
    )


def test_replay_rejects_malformed_files(tmp_path: Path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    one_line_error(run("replay", str(bad)), "not valid JSON")
    bad.write_text("[1, 2]")
    one_line_error(run("replay", str(bad)), "record")
    one_line_error(run("replay", str(tmp_path / "missing.json")), "cannot read")


# -- bench ---------------------------------------------------------------------------------
def test_bench_json_has_both_paths_and_the_reference():
    spec = a_game()
    result = run("bench", spec.id, "--runs", "1", "--seconds", "0.01", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert {"reference", "reference_ops_per_s", "games", "runs", "python"} <= set(report)
    game = report["games"][spec.id]
    for key in (
        "raw", "api", "clone_per_s", "determinize_per_s", "record_roundtrip_per_s",
        "raw_action_in_reference_ops", "api_slowdown_vs_raw",
    ):  # fmt: skip
        assert key in game
    assert {"games_per_s", "actions_per_s", "actions_per_game"} <= set(game["raw"])
    assert {"median", "low", "high"} <= set(game["api"]["actions_per_s"])


def test_bench_table_defaults_to_every_game():
    result = run("bench", "--runs", "1", "--seconds", "0.01")
    assert result.exit_code == 0, result.output
    assert "raw actions" in result.stdout and "api actions" in result.stdout
    for spec in SPECS:
        assert spec.id in result.stdout


def test_bench_measures_the_seat_counts_asked_for():
    spec = a_game(lambda s: s.max_players - s.min_players >= 2)
    low, high = spec.min_players + 1, spec.max_players
    result = run(
        "bench", spec.id, "--players", f"{low},{high}", "--runs", "1", "--seconds", "0.01",
        "--json",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    games = json.loads(result.stdout)["games"]
    assert sorted(games) == [f"{spec.id}/{low}p", f"{spec.id}/{high}p"]
    assert games[f"{spec.id}/{high}p"]["players"] == high
    one_line_error(run("bench", spec.id, "--players", "2,x"), "seat counts separated by commas")
    one_line_error(
        run("bench", spec.id, "--players", str(high + 1)),
        f"{spec.min_players}-{spec.max_players} players",
    )


# -- the entry point -------------------------------------------------------------------------
def test_main_turns_an_internal_error_into_one_line(monkeypatch, capsys):
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
    games = ", ".join(spec.id for spec in SPECS)
    assert capsys.readouterr().err.strip() == f"error: unknown game 'nope'; games: {games}"


def test_python_m_afoot_is_the_command():
    done = subprocess.run(
        [sys.executable, "-m", "afoot", "--version"], capture_output=True, text=True, check=True
    )
    assert done.stdout == f"afoot {afoot.__version__}\n"


def test_importing_afoot_does_not_import_typer_or_rich():
    code = (
        "import sys, afoot, afoot.sim, afoot.sim.bench; "
        "bad = [m for m in ('typer', 'rich', 'afoot.cli', 'afoot.engine.terminal') "
        "if m in sys.modules]; assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_command_line_names_no_game():
    """The command knows a game through its spec alone: no game id in its source."""
    root = Path(cli.__file__).parent
    for path in root.glob("*.py"):
        text = path.read_text()
        for spec in SPECS:
            assert spec.id not in text, (path.name, spec.id)
