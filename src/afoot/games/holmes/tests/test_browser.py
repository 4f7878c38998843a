"""Holmes in real headless Chromium (Debian's, through Playwright) against a real ``afoot
serve``: the log shows its newest line on every turn at 1366x768; a used invite link names the
edition the table plays (the join page named both editions' title)."""

from __future__ import annotations

import pytest

from afoot.games.holmes import GAME
from afoot.server.testing import post_json
from afoot.server.tests.browser import log_shows_its_newest_line_on_every_turn_at_1366x768

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]

PHONE = {"width": 390, "height": 844}


def test_the_log_shows_its_newest_line_on_every_turn_at_1366x768(server, browser):
    log_shows_its_newest_line_on_every_turn_at_1366x768(server, browser, GAME.id, "")


def test_a_used_invite_link_names_the_edition_the_table_plays(server, browser):
    made = post_json(
        f"{server.url}/api/tables",
        {
            "game": GAME.id,
            "name": "Alice",
            "seats": [{"kind": "human"}, {"kind": "human"}],
            "options": {"edition": "kosmos"},
        },
    )
    code = made["invites"][0]["url"].rsplit("/", 1)[1]
    post_json(f"{server.url}/api/invites/{code}", {"name": "Bob"})
    context = browser.new_context(locale="de-DE", viewport=PHONE)
    page = context.new_page()
    page.goto(server.url + made["invites"][0]["url"])
    page.wait_for_selector("#join-error:visible", timeout=10_000)
    assert "Dieser Platz ist schon vergeben" in page.inner_text("#join-error")
    assert page.inner_text("#join-about .join-game") == "Holmes: Sherlock gegen Moriarty"
    assert not page.locator("#join-form").is_visible()
    watch = page.locator("#join-links a[href^='/table/']")
    assert watch.count() == 1  # the table may be watched
    context.close()
