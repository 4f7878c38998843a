"""A throwaway PostgreSQL server for tests: ``temporary_postgres()`` yields a URL.

``$AFOOT_PG_URL`` (a server you run) wins. Otherwise Debian's PostgreSQL binaries
(``/usr/lib/postgresql/*/bin``; ``make test`` installs the package) start a private cluster in a
temporary directory on a free loopback port, as the ``postgres`` user when run as root (the
server refuses root), with trust authentication; it is stopped and removed afterwards.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path


class NoPostgres(RuntimeError):
    """No PostgreSQL here; the message says how to get one."""


def pg_bin() -> Path | None:
    """The directory of PostgreSQL's server binaries, or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if found:
        return Path(found[-1]).parent
    ctl = shutil.which("pg_ctl")
    return Path(ctl).resolve().parent if ctl else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def temporary_postgres() -> Iterator[str]:
    """A PostgreSQL URL (``postgresql+psycopg://...``) usable until the block ends."""
    given = os.environ.get("AFOOT_PG_URL")
    if given:
        yield given
        return
    bindir = pg_bin()
    if bindir is None:
        raise NoPostgres(
            "PostgreSQL is not installed (apt-get install postgresql, or set AFOOT_PG_URL)"
        )
    root = Path(tempfile.mkdtemp(prefix="afoot-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    data = root / "data"
    port = _free_port()

    def run(*cmd: str) -> None:
        done = subprocess.run([*prefix, *cmd], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise NoPostgres(f"{Path(cmd[0]).name} failed: {(done.stderr or done.stdout).strip()}")

    try:
        run(
            str(bindir / "initdb"),
            "-D",
            str(data),
            "-A",
            "trust",
            "-U",
            "afoot",
            "-E",
            "UTF8",
            "--no-sync",
        )
        run(
            str(bindir / "pg_ctl"),
            "-D",
            str(data),
            "-l",
            str(root / "log"),
            "-w",
            "-o",
            f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off",
            "start",
        )
        yield f"postgresql+psycopg://afoot@127.0.0.1:{port}/postgres"
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run(
                [*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                capture_output=True,
                check=False,
            )
        shutil.rmtree(root, ignore_errors=True)


def fresh_database(server_url: str, name: str) -> str:
    """Create database ``name`` on the server (dropping an old one); its URL."""
    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(server_url)
    with psycopg.connect(
        host=url.host,
        port=url.port,
        user=url.username,
        password=url.password,
        dbname=url.database or "postgres",
        autocommit=True,
    ) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return url.set(database=name).render_as_string(hide_password=False)
