"""The registry: afoot's games, games registered by hand, and games of other packages found
through the ``afoot.games`` entry point group (a real distribution on a temporary path, read
by importlib.metadata in a fresh interpreter)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import msgspec
import pytest

import afoot
from afoot import games
from afoot.engine.errors import UnknownGame


def test_spec_for_names_the_games_when_the_id_is_unknown():
    with pytest.raises(UnknownGame) as exc:
        games.spec_for("chess")
    assert str(exc.value).startswith("unknown game 'chess'; games: ")
    for game_id in games.ids():
        assert game_id in str(exc.value)


def test_a_game_registered_by_hand_is_found_and_its_id_must_be_new(monkeypatch):
    monkeypatch.setattr(games, "REGISTRY", dict(games.REGISTRY))
    first = games.specs()[0]
    copy = msgspec.structs.replace(first, id="copy_of_first", title="A copy")
    games.register(copy)
    assert games.spec_for("copy_of_first") is copy
    assert "copy_of_first" in [g["id"] for g in games.list_games()]
    assert afoot.new_game("copy_of_first", seed=1).spec is copy
    with pytest.raises(ValueError, match="already registered"):
        games.register(msgspec.structs.replace(first))
    with pytest.raises(TypeError, match="takes a GameSpec"):
        games.register(object())  # type: ignore[arg-type]


PLUGIN = """
import msgspec
from afoot.games import spec_for

base = spec_for({base!r})
GAME = msgspec.structs.replace(base, id="plugged", title="A plugged-in game")
NOT_A_SPEC = 42
"""


def _distribution(root: Path, entries: str) -> None:
    (root / "plugged_game.py").write_text(PLUGIN.format(base=games.ids()[0]))
    info = root / "plugged_game-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: plugged-game\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[afoot.games]\n{entries}")


def _run(root: Path, code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", f"import sys; sys.path.insert(0, {str(root)!r})\n{code}"],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_game_of_another_package_registers_by_entry_point(tmp_path):
    _distribution(tmp_path, "plugged = plugged_game:GAME\n")
    done = _run(
        tmp_path,
        textwrap.dedent(
            """
            import afoot
            from afoot import games
            assert "plugged" not in games.REGISTRY  # not looked for until needed
            game = afoot.new_game("plugged", seed=3)
            assert game.id == "plugged" and game.spec.title == "A plugged-in game"
            print(",".join(g["id"] for g in afoot.games()))
            """
        ),
    )
    assert done.returncode == 0, done.stderr
    assert "plugged" in done.stdout.split(",")


def test_a_broken_entry_point_is_skipped_with_a_warning(tmp_path):
    _distribution(
        tmp_path,
        "missing = no_such_module:GAME\nnumber = plugged_game:NOT_A_SPEC\nfine = plugged_game:GAME\n",
    )
    done = _run(
        tmp_path,
        "import logging; logging.basicConfig()\nfrom afoot import games\nprint(games.ids())\n",
    )
    assert done.returncode == 0, done.stderr
    assert "plugged" in done.stdout
    assert "no_such_module:GAME could not be loaded" in done.stderr
    assert "plugged_game:NOT_A_SPEC is not a GameSpec" in done.stderr
