"""The wheel: built for real (``uv build``, as a release would be), it ships the package and
its data but no test, a ``py.typed`` marker, the README as its description and the MIT
licence; unpacked on its own, it plays every game (nothing at run time reads a test file)."""

from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import zipfile
from email.message import Message
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _uv() -> list[str]:
    """How to run uv here: the one running this test (``uv run`` sets $UV), the one on PATH,
    else the copy `make setup` installs with pip (``python3 -m uv``)."""
    for found in (os.environ.get("UV"), shutil.which("uv")):
        if found:
            return [found]
    python3 = shutil.which("python3") or sys.executable
    return [python3, "-m", "uv"]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [*_uv(), "build", "--wheel", "--out-dir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "UV_PYTHON_DOWNLOADS": "never"},
    )
    assert done.returncode == 0, done.stderr
    (path,) = out.glob("afoot-*.whl")
    return zipfile.ZipFile(path)


def _metadata(wheel: zipfile.ZipFile) -> Message:
    (name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    return email.message_from_bytes(wheel.read(name))


def _shipped(wheel: zipfile.ZipFile) -> set[str]:
    return {n for n in wheel.namelist() if n.startswith("afoot/")}


def test_the_wheel_ships_every_package_file_and_no_test(wheel):
    tracked = subprocess.run(
        ["git", "ls-files", "src/afoot"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    files = {p.removeprefix("src/") for p in tracked if (ROOT / p).exists()}
    tests = {f for f in files if "/tests/" in f or f.endswith("/conftest.py")}
    assert len(tests) > 90  # the test modules, the golden replays, the client's node tests
    shipped = _shipped(wheel)
    assert shipped & tests == set()
    assert not any("/tests/" in n or n.endswith("conftest.py") for n in shipped)
    assert (files - tests) | {"afoot/py.typed"} == shipped
    for library in (  # test helpers other code imports: library modules, they ship
        "afoot/engine/testing.py",
        "afoot/store/testing.py",
        "afoot/server/testing.py",
        "afoot/cli_testing.py",
        "afoot/games/holmes/testing.py",
        "afoot/games/purrrlock/testing.py",
        "afoot/games/baker_street/testing.py",
        "afoot/games/thirteen_clues/testing.py",
    ):
        assert library in shipped, library
    # each game's browser table and texts ship from its folder (the server serves them)
    folders = [d for d in (ROOT / "src/afoot/games").iterdir() if (d / "__init__.py").exists()]
    assert len(folders) >= 4
    for folder in folders:
        game = f"afoot/games/{folder.name}"
        for lang in ("en", "es", "de"):
            assert f"{game}/locale/{lang}.json" in shipped, (game, lang)
            assert f"{game}/static/rules/{lang}.html" in shipped, (game, lang)
        assert f"{game}/static/table.js" in shipped, game
        assert not [n for n in shipped if n.startswith(f"{game}/") and n.endswith(".test.mjs")]


def test_the_wheel_is_typed_and_has_its_readme_licence_and_entry_point(wheel):
    assert "afoot/py.typed" in wheel.namelist()
    meta = _metadata(wheel)
    assert meta["Name"] == "afoot"
    assert meta["License-Expression"] == "MIT"
    assert meta["License-File"] == "LICENSE"
    assert meta["Description-Content-Type"] == "text/markdown"
    (name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
    body = wheel.read(name).decode().split("\n\n", 1)[1]  # the headers, a blank line, the text
    assert body.strip() == (ROOT / "README.md").read_text().strip()
    (licence,) = [n for n in wheel.namelist() if n.endswith(".dist-info/licenses/LICENSE")]
    text = wheel.read(licence).decode()
    assert text == (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License\n\nCopyright (c) 2026 the afoot developers\n")
    assert "Permission is hereby granted, free of charge" in text
    (entry,) = [n for n in wheel.namelist() if n.endswith(".dist-info/entry_points.txt")]
    assert "afoot = afoot.cli:main" in wheel.read(entry).decode()


def test_the_unpacked_wheel_plays_every_game_without_its_tests(wheel, tmp_path):
    wheel.extractall(tmp_path)
    code = (
        "import json, random, afoot, afoot.rl, afoot.cli, afoot.server.app\n"
        "assert afoot.__file__.startswith(sys.argv[1]), afoot.__file__\n"
        "rng = random.Random(1)\n"
        "for g in afoot.list_games():\n"
        "    game = afoot.new_game(g['id'], seed=1)\n"
        "    while not game.is_over:\n"
        "        seat = min(game.waiting_for)\n"
        "        game.apply(seat, rng.choice(game.legal_actions(seat)))\n"
        "    afoot.replay(json.loads(json.dumps(game.record())))\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-c", "import sys\nsys.path.insert(0, sys.argv[1])\n" + code,
         str(tmp_path)],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_readme_says_whose_the_games_are():
    """afoot ships rules engines, not the games' art or rulebooks: the README says so."""
    text = " ".join((ROOT / "README.md").read_text().split()).lower()
    assert "belong to their publishers" in text
    assert "no publisher's art" in text and "rulebook text" in text
