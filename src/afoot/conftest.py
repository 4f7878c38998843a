"""Fixtures shared by the store and server tests: ``db_url`` runs a test on SQLite and on
PostgreSQL (a throwaway server; in CI a missing PostgreSQL fails instead of skipping)."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator

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
