"""Every code block of the README runs, as written, read from the README when the tests run
(so a block another change adds is checked too): a Python block in a fresh process; each line
of a shell block for real where a test can (the ``afoot`` command, installed beside this
Python); a file tree: every path it names exists; JSON and TOML: they parse. A block this test
cannot check fails it, until this file learns how.

Where a command is long or needs what a test cannot have, the nearest real thing runs, and
:func:`substitute` says what was changed and why. Every ``afoot`` line is first parsed, exactly
as written, by the command's own parser (a renamed command, option or flag fails there); then
the substituted line runs and must exit 0:

- ``--games N`` (simulate, tournament) becomes 2 and report's 1 (added when absent: its default
  is hundreds): thousands of games take minutes, a few show the same command works;
- ``bench`` gets ``--runs 1 --seconds 0.01``, ``fuzz`` ``--states 2``: the same measurements,
  shorter;
- a search agent's budget above 50 iterations, or in seconds (``ismcts:500``, ``ismcts:1s``),
  becomes ``:50``: the same agent, thinking less;
- ``--ray-address HOST:PORT`` is dropped, so ``--backend ray`` starts a local Ray instance:
  there is no cluster here;
- ``play`` reads ``q`` (quit) at its first prompt: a game needs a person; the board and the
  prompt show it started;
- ``replay FILE`` of a file that does not exist first makes it with ``play --record FILE``;
- ``serve`` listens on a free port (``--port 0``) with a SQLite file of the test (the README's
  PostgreSQL host is not here, and the default database is the user's); the lobby page and
  ``/api/games`` are fetched, then it is stopped with Ctrl-C;
- the example game of "Adding a game" (its blocks whose first line is ``# file: PATH``) is
  written to a folder with the entry point its ``pyproject.toml`` block declares, as
  ``pip install`` would register it; each of its Python files must import, and every block
  after that heading runs with it installed (``PYTHONPATH``). What the example promises (every
  way to play it) is followed by ``src/afoot/games/tests/test_adding_a_game.py``;
- ``make run`` is ``afoot serve`` after ``make setup``: ``make -n run`` must show that, then
  serve runs as above; ``make test`` is what runs this test: ``make -n test`` must show its
  steps.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
import tomllib
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest
import typer.main

from afoot import cli

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
#: the console script of this environment (what `afoot` is in the README)
AFOOT = str(Path(sys.executable).with_name("afoot"))
SHELLS = ("sh", "bash", "shell", "console")
#: budgets of a search agent: ``ismcts:500``, ``pimc:1s``, ``ismcts:250ms``
BUDGET = re.compile(r"^(?P<agent>[a-z_]+):(?P<budget>\d+|\d*\.?\d+m?s)(?P<rest>(~[\d.]+)?)$")


@dataclass(frozen=True)
class Block:
    line: int  # the line of the opening fence
    lang: str
    text: str


def readme_blocks(text: str) -> list[Block]:
    """The fenced code blocks of ``text`` (```lang ... ```), in order."""
    out: list[Block] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        fence = re.match(r"^```\s*([\w+-]*)\s*$", lines[i])
        if fence is None:
            i += 1
            continue
        start = i
        i += 1
        body: list[str] = []
        while i < len(lines) and not lines[i].startswith("```"):
            body.append(lines[i])
            i += 1
        assert i < len(lines), f"README line {start + 1}: a code block is never closed"
        out.append(Block(start + 1, fence.group(1).lower(), "\n".join(body) + "\n"))
        i += 1
    return out


BLOCKS = readme_blocks(README.read_text(encoding="utf-8"))
#: the line of the "Adding a game" heading: the blocks after it run with its example installed
EXAMPLE_LINE = next(
    i
    for i, line in enumerate(README.read_text(encoding="utf-8").splitlines(), 1)
    if line == "## Adding a game"
)
_FILE = re.compile(r"# file: (\S+)\n")


def example_file(block: Block) -> str | None:
    """The path a block of the example game is (its first line ``# file: PATH``), or None."""
    found = _FILE.match(block.text)
    return found.group(1) if found is not None else None


def install_example(where: Path) -> str:
    """The example game's files written under ``where`` with a dist-info that registers its
    entry points, as an installed package is found; the folder to put on PYTHONPATH."""
    points = ""
    for block in BLOCKS:
        path = example_file(block)
        if path is None:
            continue
        (where / path).parent.mkdir(parents=True, exist_ok=True)
        (where / path).write_text(block.text)
        if path == "pyproject.toml":
            project = tomllib.loads(block.text)["project"]
            for group, entries in project.get("entry-points", {}).items():
                points += f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in entries.items())
            info = where / f"{project['name']}-{project['version']}.dist-info"
    assert points, "the example's pyproject.toml declares no entry point"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {info.name.split('-')[0]}\nVersion: 0\n"
    )
    (info / "entry_points.txt").write_text(points)
    return str(where)


# -- afoot command lines ---------------------------------------------------------------------
_GROUP = typer.main.get_command(cli.app)


def parse(argv: list[str]) -> str:
    """Parse ``afoot ARGV`` with the command's own parser, as a shell would hand it over;
    raises (Typer's usage errors) on an unknown command, option or value; the command."""
    ctx = _GROUP.make_context("afoot", list(argv))
    args = [*getattr(ctx, "_protected_args", []), *ctx.args]
    name, command, rest = _GROUP.resolve_command(ctx, args)
    assert command is not None and name is not None, argv
    command.make_context(name, rest, parent=ctx)
    return name


def _set(argv: list[str], names: tuple[str, ...], value: str | None) -> list[str]:
    """``argv`` with option ``names`` set to ``value`` (added when absent; None: removed)."""
    out: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in names:
            skip = True
            continue
        if any(arg.startswith(f"{n}=") for n in names):
            continue
        out.append(arg)
    return out if value is None else [*out, names[0], value]


def substitute(argv: list[str]) -> tuple[list[str], list[str]]:
    """What runs instead of ``afoot ARGV`` here, and why (the module docstring's rules)."""
    command = argv[0]
    notes: list[str] = []
    out = list(argv)
    if command in ("simulate", "tournament"):
        out = _set(out, ("--games", "-n"), "2")
        notes.append("2 games")
    elif command == "report":
        out = _set(out, ("--games", "-n"), "1")
        notes.append("1 game per cell")
    elif command == "bench":
        out = _set(_set(out, ("--runs",), "1"), ("--seconds",), "0.01")
        notes.append("one run of 0.01 s")
    elif command == "fuzz":
        out = _set(out, ("--states",), "2")
        notes.append("2 states")
    if "--ray-address" in out:
        out = _set(out, ("--ray-address",), None)
        notes.append("a local Ray instance instead of the cluster")
    smaller = []
    for arg in out:
        parts = []
        for name in arg.split(","):
            m = BUDGET.match(name)
            big = m is not None and not (m["budget"].isdigit() and int(m["budget"]) <= 50)
            parts.append(f"{m['agent']}:50{m['rest']}" if m is not None and big else name)
        smaller.append(",".join(parts))
    if smaller != out:
        notes.append("search budgets of 50 iterations")
    return smaller, notes


def _run(argv: list[str], cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [AFOOT, *argv],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env={**os.environ, "COLUMNS": "100"},
    )


def check_afoot(argv: list[str], cwd: Path, where: str) -> str:
    """Parse ``afoot ARGV`` as written, run its substitute; what it printed."""
    try:
        command = parse(argv)
    except Exception as exc:
        raise AssertionError(f"{where}: `afoot {shlex.join(argv)}` does not parse: {exc}") from exc
    if command == "serve":
        return check_serve(argv, cwd, where)
    runs, notes = substitute(argv)
    stdin = ""
    if command == "play":
        stdin = "q\n"
        notes.append("q at the first prompt")
    if command == "replay" and not (cwd / argv[1]).exists():
        made = _run(["play", "holmes", "--vs", "random", "--record", argv[1]], cwd, "q\n")
        assert made.returncode == 0, made.stderr
        notes.append(f"{argv[1]} made by play --record first")
    done = _run(runs, cwd, stdin)
    said = f"{where}: `afoot {shlex.join(argv)}`" + (
        f" (run as `afoot {shlex.join(runs)}`: {', '.join(notes)})" if notes else ""
    )
    assert done.returncode == 0, f"{said} exited {done.returncode}: {done.stderr.strip()}"
    if command == "play":
        assert "your choice" in done.stdout or "Enter" in done.stdout, f"{said}: {done.stdout}"
    return done.stdout


def check_serve(argv: list[str], cwd: Path, where: str) -> str:
    """Run ``afoot serve`` as written but on a free port and a SQLite file of the test; fetch
    the lobby and the list of games; stop it with Ctrl-C."""
    db = f"sqlite:///{cwd / 'serve.db'}"
    runs = _set(_set(argv, ("--port",), "0"), ("--db",), db)
    log = cwd / "serve.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [AFOOT, *runs],
            cwd=cwd,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    try:
        deadline = time.monotonic() + 60  # a bound on a broken start, not a measured time
        url = None
        while url is None:
            found = re.search(r"serving on (http://\S+?/)", log.read_text())
            if found is not None:
                url = found.group(1).replace("localhost", "127.0.0.1")
                break
            assert proc.poll() is None, f"{where}: afoot serve exited: {log.read_text()}"
            assert time.monotonic() < deadline, f"{where}: afoot serve did not start"
            time.sleep(0.1)
        with urllib.request.urlopen(url, timeout=30) as page:
            assert page.status == 200 and b"<html" in page.read().lower()
        with urllib.request.urlopen(url + "api/games", timeout=30) as games:
            ids = {g["id"] for g in json.loads(games.read())}
        assert {"holmes", "purrrlock", "baker_street", "thirteen_clues"} <= ids
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return log.read_text()


def check_make(argv: list[str], cwd: Path, where: str) -> None:
    target = argv[1] if len(argv) > 1 else "help"
    dry = subprocess.run(
        ["make", "-n", *argv[1:]], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert dry.returncode == 0, f"{where}: `make {target}`: {dry.stderr.strip()}"
    if target == "run":  # make run = setup, then afoot serve: serve runs for real
        assert "afoot serve" in dry.stdout, dry.stdout
        check_serve(["serve"], cwd, where)
    elif target == "test":  # what runs this very test: its steps, not a second run
        steps = ("ruff format --check", "ruff check", "mypy", "afoot schema --ts", "tsc -p")
        for step in (*steps, "node --test", "pytest"):
            assert step in dry.stdout, (step, dry.stdout)
    else:
        raise AssertionError(f"{where}: no check for `make {target}` in tests/test_readme.py")


def check_shell(block: Block, cwd: Path) -> None:
    lines = block.text.splitlines()
    for offset, line in enumerate(lines, 1):
        argv = shlex.split(line, comments=True)
        if not argv:
            continue
        where = f"README line {block.line + offset}"
        if argv[0] == "afoot":
            check_afoot(argv[1:], cwd, where)
        elif argv[0] == "make":
            check_make(argv, cwd, where)
        else:
            raise AssertionError(f"{where}: tests/test_readme.py cannot check `{line.strip()}`")


# -- other blocks ----------------------------------------------------------------------------
def check_python(block: Block, cwd: Path) -> None:
    """A fresh interpreter of this environment (afoot and its extras installed, as the README
    says), in an empty directory."""
    done = subprocess.run(
        [sys.executable, "-c", block.text],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, f"README line {block.line}: the Python block fails:\n{done.stderr}"


def check_tree(block: Block) -> None:
    """A file tree: each path it names (``dir/``, ``name.ext``) exists; an indented one is in
    the directory last named at the left margin."""
    base = ROOT
    checked = 0
    for offset, line in enumerate(block.text.splitlines(), 1):
        token = line.split()[0] if line.split() else ""
        if not re.fullmatch(r"[\w.-]+(/[\w.-]+)*/|[\w.-]+\.\w+", token):
            continue
        indented = line.startswith(" ")
        path = (base if indented else ROOT) / token
        assert path.exists(), f"README line {block.line + offset}: {token} is not in the tree"
        if not indented:
            base = path
        checked += 1
    assert checked, f"README line {block.line}: a block with no language names no path"


def check_example_file(block: Block, path: str, cwd: Path) -> None:
    """A file of the example game: its TOML parses and names its entry points; a Python
    module imports (with the example installed)."""
    if path.endswith(".toml"):
        project = tomllib.loads(block.text)["project"]
        assert project["entry-points"]["afoot.games"], f"README line {block.line}: no game"
        return
    module = path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    check_python(Block(block.line, "python", f"import {module}\n"), cwd)


def check_block(block: Block, cwd: Path) -> None:
    path = example_file(block)
    if path is not None:
        check_example_file(block, path, cwd)
    elif block.lang in SHELLS:
        check_shell(block, cwd)
    elif block.lang in ("python", "py"):
        check_python(block, cwd)
    elif block.lang == "json":
        json.loads(block.text)
    elif block.lang == "toml":
        tomllib.loads(block.text)
    elif block.lang in ("", "text"):
        check_tree(block)
    else:
        raise AssertionError(
            f"README line {block.line}: tests/test_readme.py cannot check a {block.lang} block"
        )


@pytest.mark.slow
@pytest.mark.e2e
@pytest.mark.timeout(1200)  # a block of a dozen commands on a shared 2-core machine
@pytest.mark.parametrize("block", BLOCKS, ids=[f"line{b.line}-{b.lang or 'tree'}" for b in BLOCKS])
def test_every_readme_block_runs_as_written(
    block: Block, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    if block.line > EXAMPLE_LINE:
        site = install_example(tmp_path / "example")
        path = os.pathsep.join(p for p in (site, os.environ.get("PYTHONPATH", "")) if p)
        monkeypatch.setenv("PYTHONPATH", path)
    check_block(block, tmp_path)


def test_the_readme_has_blocks_of_every_kind():
    kinds = {b.lang for b in BLOCKS}
    assert {"sh", "python", ""} <= kinds
    assert sum(1 for b in BLOCKS if b.lang == "python") >= 2  # the Python API and RL


# -- the check bites -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("```sh\nafoot simulate holmes --gamez 3\n```\n", "No such option: --gamez"),
        ("```sh\nafoot simulat holmes\n```\n", "does not parse"),
        ("```sh\nafoot tournament holmes --agents random --games 3\n```\n", "needs 2 agents"),
        ("```sh\nafoot play holmes --vs nobody\n```\n", "unknown opponent"),
        ("```sh\nrm -rf /\n```\n", "cannot check"),
        ("```python\nimport afoot\ngame = afoot.new_game('holmes')\nrandom.Random(1)\n```\n",
         "NameError: name 'random' is not defined"),
        ("```\nsrc/afoot/\n  nowhere/   a directory that is not there\n```\n", "not in the tree"),
        ("```ruby\nputs 1\n```\n", "cannot check a ruby block"),
    ],
)  # fmt: skip
def test_a_wrong_block_fails(text: str, needle: str, tmp_path: Path):
    (block,) = readme_blocks(text)
    with pytest.raises(AssertionError) as caught:
        check_block(block, tmp_path)
    assert needle in str(caught.value), caught.value


def test_the_substitutions_keep_the_command_and_shrink_the_budget():
    runs, notes = substitute(
        ["tournament", "holmes", "--agents", "rules,greedy,ismcts:500", "--games", "100",
         "--backend", "ray", "--ray-address", "HEAD:6379"]
    )  # fmt: skip
    assert runs == [
        "tournament", "holmes", "--agents", "rules,greedy,ismcts:50", "--backend", "ray",
        "--games", "2",
    ]  # fmt: skip
    assert "a local Ray instance instead of the cluster" in notes
    assert substitute(["report", "baker_street", "-o", "case=3"])[0][-2:] == ["--games", "1"]
    assert substitute(["play", "holmes", "--vs", "ismcts:1s"])[0] == [
        "play", "holmes", "--vs", "ismcts:50"
    ]  # fmt: skip
    assert substitute(["play", "holmes", "--vs", "ismcts:20~0.1"])[0][-1] == "ismcts:20~0.1"
