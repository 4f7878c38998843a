"""End to end in real headless Chromium (Debian's, through Playwright): two browser contexts
play a whole game through the pages, and a server killed with SIGKILL mid-game and started
again on the same database resumes it while the pages reconnect by themselves. Every WebSocket
frame each page received is exactly the engine's view and redacted log for its seat (the page
never held anything its seat could not see). Each game's own tests play its table the same way
with their own checks (``src/afoot/games/<id>/tests/test_browser.py``)."""

from __future__ import annotations

import pytest

from afoot.server.tests.browser import play
from afoot.server.tests.helpers import a_game, lasting

#: two humans' game that lasts past the kill (at the 12th move; the pages' moves are random)
LONG = a_game("for two players lasting 40 random moves", lasting(2, 40))

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


def test_two_browsers_survive_a_server_kill(server, browser):
    play(server, browser, LONG, 2, [{"kind": "human"}, {"kind": "human"}], restart_at=12)
