"""Fixtures of the browser tests (test_pages.py, test_browser.py): Debian's Chromium through
Playwright, and a real ``afoot serve``.

Both are started once per test module: a server start (its imports and its bot worker) and a
Chromium start cost seconds each on a loaded machine, and the tests of a module do not need
their own: each opens its own tables and browser contexts. A test that needs a server of its
own (other settings) starts one itself.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from afoot.server.testing import ServerProcess, chromium_path, launch_chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
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
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One ``afoot serve`` on its own SQLite database for the module's tests (a test may kill
    and start it again: it comes back on the same port and database)."""
    where = tmp_path_factory.mktemp("serve")
    proc = ServerProcess(f"sqlite:///{where / 'afoot.db'}", where / "server.log")
    proc.start()
    yield proc
    proc.stop()
