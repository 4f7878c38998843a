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


def test_the_board_says_the_games_messages_in_the_readers_language(server, browser):
    """The pending line is the server's prompt, a character's clickable title its move's
    message and the log line after it the event's, all in Spanish (with the character's
    article, contracted: "al Doctor Watson")."""
    made = post_json(
        f"{server.url}/api/tables",
        {
            "game": GAME.id,
            "name": "Ann",
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
            "seed": 1,
        },
    )
    table = made["table"]
    context = browser.new_context(locale="es-ES", viewport={"width": 1366, "height": 768})
    context.add_init_script(
        f"localStorage.setItem('afoot.seat.{table}', "
        f"JSON.stringify({{seat: 0, token: '{made['token']}'}}))"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_selector(".hb-pending", timeout=15_000)
    assert page.inner_text(".hb-pending").strip().endswith(": visita a un personaje")
    watson = page.locator(".char-card[data-character='watson']")
    assert watson.get_attribute("title") == "Visitar al Doctor Watson"
    watson.click()
    page.wait_for_function(
        "[...document.querySelectorAll('#log li')].some(li => li.textContent.includes("
        "'visita al Doctor Watson.'))",
        timeout=15_000,
    )
    assert errors == []
    context.close()
