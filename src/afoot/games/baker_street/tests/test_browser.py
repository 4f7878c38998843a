"""Beyond Baker Street in real headless Chromium (Debian's, through Playwright) against a real
``afoot serve``: two browser contexts and a bot play a whole game through its table, every
frame the engine's view for its seat, and its pages show the face of no card whose place their
seat does not know (its own hand, the deck), every face one the seat's view or log names; the
log shows its newest line on every turn at 1366x768 and on a phone the moves stay at hand (the
seat prefers to Assist: random plays lose the case in a few turns)."""

from __future__ import annotations

import pytest

from afoot.games.baker_street import GAME
from afoot.games.baker_street.data import EVIDENCE_IDS
from afoot.server.tests.browser import (
    FacesCheck,
    log_shows_its_newest_line_on_every_turn_at_1366x768,
    phone_keeps_the_moves_and_the_newest_line_at_hand,
    play,
)

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]


def test_two_browsers_and_a_bot_see_only_their_cards(server, browser):
    check = FacesCheck("bs-ev", EVIDENCE_IDS)
    play(
        server,
        browser,
        GAME.id,
        3,
        [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "easy"}],
        dom_check=check,
    )
    assert check.planted and check.checked >= 5, (check.planted, check.checked)


def test_the_log_shows_its_newest_line_on_every_turn_at_1366x768(server, browser):
    log_shows_its_newest_line_on_every_turn_at_1366x768(server, browser, GAME.id, "assist")


def test_a_phone_keeps_the_moves_and_the_newest_line_at_hand(server, browser):
    phone_keeps_the_moves_and_the_newest_line_at_hand(server, browser, GAME.id, "assist")
