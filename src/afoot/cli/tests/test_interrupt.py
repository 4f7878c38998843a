"""Ctrl-C and files: `simulate` and `tournament` keep the games that finished and print their
summary (exit 130, as shells expect of SIGINT); `play --record` checks its path before the
first move. The interrupts are real SIGINTs to a real `afoot` process, sent to its whole
process group as a terminal's Ctrl-C is."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import afoot.games
from afoot.cli_testing import one_line_error, run, session_pids

#: any game: its random games take milliseconds
SPEC = afoot.games.specs()[0]
#: one random agent per seat
RANDOMS = ",".join(["random"] * SPEC.min_players)
#: long enough never to finish before the interrupt
GAMES = "50000"


@contextmanager
def _started(tmp_path: Path, *args: str) -> Iterator[subprocess.Popen[str]]:
    """``afoot ARGS`` in its own process group, like a shell's foreground job; killed (the
    whole group) if the test fails before it ends."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "afoot", *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        yield proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()


def _wait_for(what, proc: subprocess.Popen[str]) -> None:
    """Poll until ``what()`` holds (the run has finished some games); fail if the process
    ended first or nothing came in 120 s (a bound on a broken run, not a measured time)."""
    deadline = time.monotonic() + 120
    while not what():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "no game finished"
        time.sleep(0.05)


def _interrupt(proc: subprocess.Popen[str]) -> tuple[str, str]:
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, (out, err)
    assert "Traceback" not in out + err, err
    deadline = time.monotonic() + 30  # the workers and the forkserver end with the run
    while session_pids(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert session_pids(proc.pid) == set(), "processes left behind"
    return out, err


def _lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []


@pytest.mark.parametrize("backend", ["serial", "process"])
def test_ctrl_c_in_a_tournament_keeps_the_finished_games_and_summarizes_them(tmp_path, backend):
    out_dir = tmp_path / "run"
    with _started(
        tmp_path, "tournament", SPEC.id, "--agents", RANDOMS, "-n", GAMES,
        "--backend", backend, "--workers", "2", "--out", str(out_dir),
    ) as proc:  # fmt: skip
        jsonl = out_dir / "games.jsonl"
        _wait_for(lambda: len(_lines(jsonl)) >= 3, proc)  # written and flushed as games finish
        out, _ = _interrupt(proc)
    lines = [json.loads(line) for line in _lines(jsonl)]
    summary = json.loads((out_dir / "summary.json").read_text())
    played = len(lines)
    assert played >= 3 and summary["interrupted"] is True
    assert summary["planned"] == int(GAMES)
    assert summary["completed"] + len(summary["errors"]) == played
    assert [line["index"] for line in lines] == sorted(line["index"] for line in lines)
    assert len({line["index"] for line in lines}) == played
    by_agent = summary["by_agent"]["random"]
    # the summary is of those games, the agent in every seat of each
    assert by_agent["games"] == SPEC.min_players * summary["completed"]
    assert f"Interrupted: {played:,} of {int(GAMES):,} games finished" in out
    assert "By agent" in out and "By seat" in out


def test_ctrl_c_in_a_simulation_keeps_the_records_and_summarizes_them(tmp_path):
    records = tmp_path / "records"
    with _started(
        tmp_path, "simulate", SPEC.id, "--agents", RANDOMS, "-n", GAMES,
        "--records", str(records), "--json",
    ) as proc:  # fmt: skip
        _wait_for(lambda: len(list(records.glob("game-*.json"))) >= 3, proc)
        out, _ = _interrupt(proc)
    report = json.loads(out)
    saved = sorted(records.glob("game-*.json"))
    assert report["interrupted"] is True and report["games"] == int(GAMES)
    assert report["played"] == len(saved) >= 3  # each finished game with its record
    assert report["completed"] + len(report["errors"]) == report["played"]
    if not SPEC.cooperative:  # a team's win counts once per seat
        assert sum(report["wins_by_seat"]) + report["draws"] == report["completed"]
    for path in saved:
        assert run("replay", str(path)).exit_code == 0, path
    assert list(records.glob("*.part")) == []  # no half-written record left


def test_ctrl_c_in_a_simulation_prints_how_many_games_finished(tmp_path):
    records = tmp_path / "records"
    with _started(
        tmp_path, "simulate", SPEC.id, "--agents", RANDOMS, "-n", GAMES,
        "--records", str(records),
    ) as proc:  # fmt: skip
        _wait_for(lambda: len(list(records.glob("game-*.json"))) >= 3, proc)
        out, _ = _interrupt(proc)
    played = len(list(records.glob("game-*.json")))
    assert f"Interrupted: {played:,} of {int(GAMES):,} games finished" in out
    assert "By agent" in out and "By seat" in out


# -- play --record -------------------------------------------------------------------------
def test_play_checks_the_record_path_before_the_first_move(tmp_path: Path):
    a_file = tmp_path / "file"
    a_file.write_text("")
    for path, needle in (
        (tmp_path / "missing" / "game.json", "no such directory"),
        (tmp_path, "is a directory"),
        (a_file / "game.json", "not a directory"),
        (Path("/proc/afoot-game.json"), "cannot write"),
    ):
        result = run("play", SPEC.id, "--vs", "random", "--record", str(path), input="1\n" * 50)
        one_line_error(result, str(path), needle)
        assert result.stdout == ""  # no board, no move
    assert not (tmp_path / "missing").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_play_record_replaces_an_existing_file(tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_text("old")
    result = run("play", SPEC.id, "--vs", "random", "--record", str(path), input="q\n")
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["game"] == SPEC.id
