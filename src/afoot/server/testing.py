"""Helpers for end-to-end tests: a real ``afoot serve`` process and Debian's Chromium.

:class:`ServerProcess` runs ``python -m afoot serve`` on a free loopback port with its own
database, and can be killed (SIGKILL, no graceful stop) and started again on the same port and
database. :func:`launch_chromium` starts Playwright on ``/usr/bin/chromium`` (never
``playwright install``) with the flags this machine needs (no background networking).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def launch_chromium(playwright: Any) -> Any:
    path = chromium_path()
    if path is None:
        raise RuntimeError("Chromium is not installed (apt-get install chromium; make test does)")
    return playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS, headless=True)


def post_json(url: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST ``body`` as JSON to a live server; its JSON answer."""
    req = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}, method="POST"
    )
    with urllib.request.urlopen(req, timeout=10) as r:
        out: dict[str, Any] = json.loads(r.read())
        return out


def plugin_path(folder: Path, games: dict[str, str]) -> str:
    """A folder that registers ``games`` (id -> ``"module:attribute"`` of its GameSpec) through
    the ``afoot.games`` entry point group, as an installed package would: a process with it on
    its PYTHONPATH lists them (``ServerProcess(env={"PYTHONPATH": ...})``)."""
    info = folder / "afoot_test_games-0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: afoot-test-games\nVersion: 0\n")
    points = "".join(f"{game} = {target}\n" for game, target in games.items())
    (info / "entry_points.txt").write_text(f"[afoot.games]\n{points}")
    return str(folder)


def _stat_fields(pid: int | str) -> list[str] | None:
    """/proc/PID/stat after the command name (state, parent, ...), None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None


def alive(pid: int) -> bool:
    """A process that exists and is not a zombie (Linux's /proc)."""
    fields = _stat_fields(pid)
    return fields is not None and fields[0] != "Z"


def child_pids(pid: int) -> set[int]:
    """The live processes whose parent is ``pid`` (Linux's /proc): a server's bot workers."""
    out = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat_fields(entry)
            if fields is not None and fields[0] != "Z" and int(fields[1]) == pid:
                out.add(int(entry))
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """``afoot serve`` in a child process."""

    def __init__(
        self,
        db_url: str,
        log: Path,
        *,
        port: int | None = None,
        bot_delay_ms: int = 0,
        args: tuple[str, ...] = (),
        env: dict[str, str] | None = None,
    ) -> None:
        self.db_url = db_url
        self.args = args
        #: added to the process's environment (a PYTHONPATH with a test game's entry point)
        self.env = dict(env or {})
        self.log = log
        self.port = port or free_port()
        self.bot_delay_ms = bot_delay_ms
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30) -> None:
        cmd = [
            sys.executable, "-m", "afoot", "serve",
            "--port", str(self.port),
            "--db", self.db_url,
            "--bot-delay-ms", str(self.bot_delay_ms),
            "--log-level", "warning",
            # scripted clients act as fast as the server answers: over a person's rate limit
            "--rate", "10000", "--burst", "10000",
            *self.args,
        ]  # fmt: skip
        env = {**os.environ, "PYTHONUNBUFFERED": "1", **self.env}
        with self.log.open("a") as out:  # a file, not a pipe: a full pipe would block the server
            self.proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"afoot serve exited: {self.log.read_text().strip()}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/health", timeout=1) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("afoot serve did not answer in time")

    def kill(self) -> None:
        """SIGKILL: the process gets no chance to flush or close anything."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None
