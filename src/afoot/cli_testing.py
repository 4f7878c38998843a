"""Helpers for tests of the ``afoot`` command (the CLI test files share them: in pytest's
importlib mode test files cannot import each other)."""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from typer.testing import CliRunner

from afoot import cli

RUNNER = CliRunner()

#: the locale a test's command sees: none (English), whatever the machine's
NO_LOCALE: dict[str, str | None] = {"LC_ALL": None, "LC_MESSAGES": None, "LANG": None}


def run(*args: str, input: str | None = None, env: dict[str, str] | None = None) -> Any:
    """Invoke ``afoot ARGS...`` in-process with ``input`` as stdin, in no locale but ``env``'s
    (the terminal speaks English unless a test asks otherwise); the Typer result."""
    return RUNNER.invoke(cli.app, list(args), input=input, env={**NO_LOCALE, **(env or {})})


def one_line_error(result: Any, *needles: str) -> None:
    """Exit status 2 and exactly one line on stderr, ``error: ...``, containing ``needles``."""
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ")
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    assert "Traceback" not in result.output


def render(thing: object, width: int = 120) -> str:
    """A rich renderable as plain text at ``width`` columns (no colour)."""
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(thing)
    return out.getvalue()


def session_pids(session: int) -> set[int]:
    """The live processes of a session (Linux's /proc): a command started with
    ``start_new_session=True`` and everything it started (workers, a forkserver)."""
    out = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[3]) == session:  # state, ppid, pgrp, session
            out.add(int(entry))
    return out


#: the commands that check a whole setup (game, players, options, agents) before any game
SETUP_COMMANDS = ("simulate", "tournament", "report", "bench")


def bad_setup_args(
    command: str, game: str, agents: str, players: int, options: Sequence[str], out: Path
) -> list[str]:
    """The arguments of ``command`` (one of :data:`SETUP_COMMANDS`) for a setup, writing
    (had it started) to ``out``: simulate seats one agent per seat, tournament and report
    take the count from --players, bench measures no agent."""
    opts = [arg for o in options for arg in ("-o", o)]
    if command == "simulate":
        return ["simulate", game, "-n", "2", "--agents", agents, "--records", str(out), *opts]
    if command == "tournament":
        return [
            "tournament", game, "--agents", agents, "--players", str(players), "-n", "2",
            "--backend", "serial", "--out", str(out), *opts,
        ]  # fmt: skip
    if command == "report":
        return [
            "report", game, "--agents", agents, "--players", str(players), "-n", "1",
            "--backend", "serial", "--out", str(out), *opts,
        ]  # fmt: skip
    return ["bench", game, "--players", str(players), "--runs", "1", "--seconds", "0.01", *opts]
