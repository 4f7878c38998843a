"""A fifth game, added as the README's "Adding a game" says: its package (the README's blocks
whose first line is ``# file: PATH``) written to a temporary folder and registered through the
``afoot.games`` entry point group, as ``pip install`` registers it. It is listed by ``afoot
games``; it plays through the Game API and passes the conformance suite; ``afoot simulate``
runs it with the game-agnostic agents; it is a PettingZoo and a Gymnasium environment; it is
played to its end at the terminal (the generic board) and in Chromium (the generic table,
against a bot of the server). No file of afoot changes on the way.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from afoot.server.testing import ServerProcess, post_json

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]

ROOT = Path(__file__).resolve().parents[4]
PACKAGE = ROOT / "src" / "afoot"
AFOOT = str(Path(sys.executable).with_name("afoot"))
#: a block of the README's example: its path on the first line, then the file
_BLOCK = re.compile(r"^```(?:python|toml)\n# file: (\S+)\n(.*?)^```$", re.M | re.S)


def _example() -> dict[str, str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Adding a game\n", 1)[1].split("\n## ", 1)[0]
    return {path: f"# file: {path}\n{body}" for path, body in _BLOCK.findall(section)}


def _tree_digest() -> str:
    """Every file of afoot's package, path and content (caches aside)."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(PACKAGE)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def example(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The example installed in a folder of its own: its id and the environment that finds it;
    afoot's own files are the same afterwards."""
    before = _tree_digest()
    where = tmp_path_factory.mktemp("example")
    files = _example()
    assert {"pyproject.toml", "highcard/__init__.py", "highcard/codec.py"} <= set(files)
    for path, text in files.items():
        (where / path).parent.mkdir(parents=True, exist_ok=True)
        (where / path).write_text(text)
    project = tomllib.loads(files["pyproject.toml"])["project"]
    points = project["entry-points"]["afoot.games"]
    info = where / f"{project['name']}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n"
    )
    lines = "".join(f"{name} = {target}\n" for name, target in points.items())
    (info / "entry_points.txt").write_text(f"[afoot.games]\n{lines}")
    path = os.pathsep.join(p for p in (str(where), os.environ.get("PYTHONPATH", "")) if p)
    yield {"id": next(iter(points)), "env": {**os.environ, "PYTHONPATH": path}}
    assert _tree_digest() == before, "adding a game changed a file of afoot"


def _run(example: dict[str, Any], *argv: str, stdin: str = "") -> str:
    done = subprocess.run(
        list(argv),
        input=stdin,
        capture_output=True,
        text=True,
        env={**example["env"], "COLUMNS": "100"},
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, f"{argv} exited {done.returncode}: {done.stderr}"
    return done.stdout


def _python(example: dict[str, Any], code: str) -> str:
    return _run(example, sys.executable, "-c", code)


def test_it_is_listed_with_its_options(example):
    listed = {g["id"]: g for g in json.loads(_run(example, AFOOT, "games", "--json"))}
    game = listed[example["id"]]
    assert game["title"] == "High Card" and game["players"] == [2, 4]
    assert [(o["name"], o["choices"], o["default"]) for o in game["options"]] == [
        ("top", [9, 13], 9)
    ]
    assert len(listed) >= 5  # afoot's own games are still there


def test_it_plays_through_the_game_api_and_passes_the_conformance_suite(example):
    out = _python(
        example,
        f"""
import json, random
import afoot
from afoot.engine.testing import check_game
game = afoot.new_game({example["id"]!r}, players=3, seed=5, options={{"top": 13}})
rng = random.Random(5)
while not game.is_over:
    seat = min(game.waiting_for)
    game.apply(seat, rng.choice(game.legal_actions(seat)))
again = afoot.replay(json.loads(json.dumps(game.record())))
assert again.state_hash() == game.state_hash()
try:
    game.apply(0, {{"type": "draw", "card": 3}})
except afoot.IllegalAction as exc:
    assert "unknown field `card`" in str(exc), exc
else:
    raise AssertionError("a draw with a field it does not have was accepted")
report = check_game(game.spec, seeds=range(4))
print(json.dumps({{"result": game.result().reason, "games": report.games}}))
""",
    )
    got = json.loads(out)
    assert got["result"] == "the highest card" and got["games"] == 2 * 3 * 4


def test_afoot_simulate_runs_it_with_the_search_agents(example):
    out = _run(
        example,
        AFOOT,
        "simulate",
        example["id"],
        "--agents",
        "ismcts:30,random",
        "--games",
        "12",
        "--seed",
        "3",
        "--json",
    )
    report = json.loads(out)
    assert report["completed"] == 12 and not report["errors"]
    assert sum(report["wins_by_seat"]) + report["draws"] >= 12
    assert set(report["wins_by_agent"]) <= {"ismcts:30", "random"}


def test_it_is_a_pettingzoo_and_a_gymnasium_environment(example):
    out = _python(
        example,
        f"""
import numpy as np
from pettingzoo.test import api_test, seed_test
import afoot.rl as rl
api_test(rl.env({example["id"]!r}, players=3), num_cycles=200)
seed_test(lambda: rl.env({example["id"]!r}, players=2), num_cycles=50)
env = rl.single_agent({example["id"]!r}, players=2, opponents="random")
obs, info = env.reset(seed=1)
total, done = 0.0, False
while not done:
    action = int(np.flatnonzero(obs["action_mask"])[0])
    obs, reward, terminated, truncated, info = env.step(action)
    total += reward
    done = terminated or truncated
print(total)
""",
    )
    assert float(out.strip().splitlines()[-1]) in (-1.0, 0.0, 1.0)


def test_it_is_played_to_its_end_at_the_terminal(example):
    out = _run(
        example,
        AFOOT,
        "play",
        example["id"],
        "--vs",
        "random",
        "--seed",
        "4",
        stdin="1\n" * 40,
    )
    assert "High Card" in out and "hand:" in out  # the generic board: the view as a tree
    assert "draw" in out and "stand" in out  # the moves: the engine's describe texts
    assert "Result" in out and "the highest card" in out


def test_it_is_played_to_its_end_in_the_browser(example, browser, tmp_path):
    server = ServerProcess(
        f"sqlite:///{tmp_path / 'afoot.db'}",
        tmp_path / "server.log",
        env={"PYTHONPATH": example["env"]["PYTHONPATH"]},
    )
    server.start()
    try:
        made = post_json(
            f"{server.url}/api/tables",
            {
                "game": example["id"],
                "players": 2,
                "name": "Ann",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            },
        )
        table = made["table"]
        context = browser.new_context(locale="en-US", viewport={"width": 390, "height": 844})
        context.add_init_script(
            f"localStorage.setItem('afoot.seat.{table}', "
            f"JSON.stringify({{seat: 0, token: '{made['token']}'}}))"
        )
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"{server.url}/table/{table}")
        page.wait_for_function("document.body.dataset.seat === '0'", timeout=15_000)
        assert page.inner_text("#game-title") == "High Card"
        rng = random.Random(2)
        moves = 0
        while True:
            page.wait_for_function(
                "document.querySelector('#moves button.move:not([disabled])') !== null"
                " || !document.querySelector('#end').hidden",
                timeout=30_000,
            )
            if page.locator("#end").is_visible():
                break
            assert page.locator("#board dd[data-field='hand']").inner_text().isdigit()
            before = page.get_attribute("body", "data-state-id")
            buttons = page.locator("#moves button.move:not([disabled])")
            buttons.nth(rng.randrange(buttons.count())).click()
            page.wait_for_function(f"document.body.dataset.stateId !== '{before}'", timeout=15_000)
            moves += 1
        assert moves >= 1
        assert "the highest card" in page.inner_text("#end")
        assert errors == [], errors
        context.close()
    finally:
        server.stop()
