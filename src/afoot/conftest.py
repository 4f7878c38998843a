"""Fixtures shared by the store and server tests and the games' browser tests: ``db_url`` runs a
test on SQLite and on PostgreSQL (a throwaway server; in CI a missing PostgreSQL fails instead
of skipping); ``browser`` (Debian's Chromium through Playwright) and ``server`` (a real
``afoot serve``) for the browser tests.

``browser`` and ``server`` are started once per test module: a server start (its imports and
its bot worker) and a Chromium start cost seconds each on a loaded machine, and the tests of a
module do not need their own: each opens its own tables and browser contexts. A test that needs
a server of its own (other settings) starts one itself.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from typing import Any

import pytest

_counter = itertools.count()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    from afoot.store.testing import NoPostgres, temporary_postgres

    try:
        with temporary_postgres() as url:
            yield url
    except NoPostgres as exc:
        if os.environ.get("CI"):
            pytest.fail(f"PostgreSQL is required in CI: {exc}")
        pytest.skip(str(exc))


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'afoot.db'}"
    from afoot.store.testing import fresh_database

    server = request.getfixturevalue("postgres_server")
    return fresh_database(server, f"afoot_test_{os.getpid()}_{next(_counter)}")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from afoot.server.testing import chromium_path, launch_chromium

    if chromium_path() is None:
        if os.environ.get("CI"):
            pytest.fail("Chromium is required in CI (make test installs it)")
        pytest.skip("Chromium is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = launch_chromium(pw)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One ``afoot serve`` on its own SQLite database for the module's tests (a test may kill
    and start it again: it comes back on the same port and database)."""
    from afoot.server.testing import ServerProcess

    where = tmp_path_factory.mktemp("serve")
    proc = ServerProcess(f"sqlite:///{where / 'afoot.db'}", where / "server.log")
    proc.start()
    yield proc
    proc.stop()
