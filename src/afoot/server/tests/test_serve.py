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


#: what uvicorn and the WebSocket library log at debug level, an invite code in each (a long
#: frame's log shows its two ends: the code of the host's last invite ends it)
CODE = "-JHLlAA7hvOE3uHx"
LOGGED = [
    ('%s - "%s %s HTTP/%s" %d', ("127.0.0.1:6006", "GET", f"/join/{CODE}", "1.1", 200)),
    ('%s - "%s %s HTTP/%s" %d', ("127.0.0.1:6006", "POST", f"/api/invites/{CODE}", "1.1", 200)),
    ("%s", (f"GET /static/join.html?code={CODE} HTTP/1.1",)),
    (
        "> %s",
        (
            'TEXT \'{"type":"snapshot","table":"2n4R4Nue04wb","game...in/'
            + CODE
            + "\"}]}' [2135 bytes]",
        ),
    ),
    (
        "> %s",
        (
            'TEXT \'{"type":"snapshot","table":"2n4R4Nue04wb","game...'
            + CODE[5:]
            + "\"}]}' [2135 bytes]",
        ),
    ),
    (
        "> %s",
        (
            'TEXT \'{"type":"snapshot","invites":[{"seat":1,"url":"/join/'
            + CODE
            + "\"}]}' [60 bytes]",
        ),
    ),
    ("< %s", ('TEXT \'{"type":"hello","token":"EEsh75wVN5Pr1gdUGdGdejDaELzfGF61"}\' [55 bytes]',)),
]


@pytest.mark.parametrize(("msg", "args"), LOGGED)
def test_no_token_or_invite_code_reaches_a_log(msg, args):
    """A seat token or an invite code is a key to a seat (SECURITY.md): neither, nor a part
    of one, is written by a log handler, whatever logged it (test_hostile.py runs a server at
    debug level and reads its whole log)."""
    import logging

    from afoot.server.logs import Redact

    record = logging.LogRecord("uvicorn.error", logging.DEBUG, __file__, 1, msg, args, None)
    assert Redact().filter(record)
    text = record.getMessage()
    secrets = (CODE, "EEsh75wVN5Pr1gdUGdGdejDaELzfGF61")
    pieces = {s[i : i + 8] for s in secrets for i in range(len(s) - 7)}
    assert not [p for p in pieces if p in text], text
    assert "<redacted>" in text
