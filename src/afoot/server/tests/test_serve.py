"""``afoot serve``: starts, prints its URL, serves; a bad database or port is one line."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import urllib.request

import pytest

from afoot.server.testing import ServerProcess

pytestmark = pytest.mark.timeout(120)


def _serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "afoot", "serve", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_serve_prints_its_url_and_answers(tmp_path):
    server = ServerProcess(f"sqlite:///{tmp_path / 'a.db'}", tmp_path / "log")
    server.start()
    try:
        with urllib.request.urlopen(f"{server.url}/api/health") as r:
            assert json.loads(r.read())["ok"] is True
        with urllib.request.urlopen(f"{server.url}/") as r:
            assert "<html" in r.read().decode().lower()
    finally:
        server.stop()
    text = (tmp_path / "log").read_text()
    assert f"afoot is serving on http://localhost:{server.port}/" in text
    assert "database sqlite:///" in text


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--db", "nonsense"], "error: bad database URL 'nonsense'"),
        (["--db", "mysql://u@h/db"], "error: unsupported database 'mysql'"),
        (["--db", "postgresql+psycopg://afoot@127.0.0.1:1/none"], "error: cannot use the database"),
        (["--log-level", "loud"], "error: unknown log level 'loud'"),
    ],
)
def test_a_bad_setting_is_one_line(args, says):
    done = _serve(*args)
    assert done.returncode == 2
    assert done.stderr.startswith(says), done.stderr
    assert done.stderr.count("\n") == 1


def test_a_port_in_use_is_one_line(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = _serve("--port", str(port), "--db", f"sqlite:///{tmp_path / 'a.db'}")
    assert done.returncode == 2
    assert done.stderr.startswith(f"error: cannot listen on 127.0.0.1:{port}"), done.stderr
    assert done.stderr.count("\n") == 1
