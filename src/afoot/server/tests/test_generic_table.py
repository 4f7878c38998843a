"""A game that brings no table of its own is playable in the browser: the client's core draws
its view as a tree, offers its legal moves as buttons labelled with the server's texts and
writes its log as plain lines. Checked in real headless Chromium with the engine's test game
(``afoot.engine.tests.toy``), registered for a real ``afoot serve`` through the ``afoot.games``
entry point group, as a game of another package would be: a game played to its end through
the page, then its replay."""

from __future__ import annotations

import json
import os
import random
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from afoot.engine.tests.toy import PICK
from afoot.server.testing import ServerProcess, plugin_path, post_json

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(300)]

GAME = PICK.id


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


@pytest.fixture(scope="module")
def plugged(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """``afoot serve`` with the test game installed by entry point."""
    where = tmp_path_factory.mktemp("generic")
    found = plugin_path(where / "site", {GAME: "afoot.engine.tests.toy:PICK"})
    path = os.pathsep.join(p for p in (found, os.environ.get("PYTHONPATH", "")) if p)
    proc = ServerProcess(
        f"sqlite:///{where / 'afoot.db'}", where / "server.log", env={"PYTHONPATH": path}
    )
    proc.start()
    yield proc
    proc.stop()


def test_the_server_lists_a_game_without_a_table_and_serves_it_no_files(plugged):
    listed = {g["id"]: g for g in _get(f"{plugged.url}/api/games")}
    game = listed[GAME]
    assert game["title"] == PICK.title and game["players"] == [2, 3]
    assert (game["table"], game["css"], game["rules"], game["locale"]) == (None, None, {}, {})
    assert "random" in game["bots"]
    others = [g for g in listed.values() if g["id"] != GAME]
    assert others and all(g["table"] for g in others)  # the games that bring theirs


#: what a page shows of the generic table: the view's fields, the moves, the log
_SHOWN = """() => ({
  fields: [...document.querySelectorAll('#board .generic-view > dl.view-tree > dt')].map(x => x.textContent),
  scores: (document.querySelector("#board dd[data-field='scores']") || {}).textContent,
  moves: [...document.querySelectorAll('#moves button.move')].map(b => [b.textContent, JSON.parse(b.dataset.action)]),
  log: [...document.querySelectorAll('#log li')].map(li => li.textContent),
})"""


def test_a_game_without_a_table_is_played_to_its_end_in_the_page(plugged, browser):
    made = post_json(
        f"{plugged.url}/api/tables",
        {
            "game": GAME,
            "players": 2,
            "name": "Ann",
            "options": {"open_hands": True},
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}],
        },
    )
    table = made["table"]
    context = browser.new_context(locale="en-US", viewport={"width": 1366, "height": 768})
    context.add_init_script(
        f"localStorage.setItem('afoot.seat.{table}', "
        f"JSON.stringify({{seat: 0, token: '{made['token']}'}}))"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(f"{plugged.url}/table/{table}")
    page.wait_for_function("document.body.dataset.seat === '0'", timeout=15_000)
    assert page.inner_text("#game-title") == PICK.title
    rng = random.Random(3)
    seen_texts: set[str] = set()
    turns = 0
    while True:
        page.wait_for_function(
            "document.querySelector('#moves button.move:not([disabled])') !== null"
            " || !document.querySelector('#end').hidden",
            timeout=30_000,
        )
        if page.locator("#end").is_visible():
            break
        shown = page.evaluate(_SHOWN)
        # the view, field by field: names with spaces, not JSON
        assert {"deck", "hands", "table", "scores", "to act", "over"} <= set(shown["fields"])
        assert "{" not in page.inner_text("#board")
        # each move is labelled with the server's own text for it
        for text, action in shown["moves"]:
            assert text in ("Draw a card", "Pass") or text.startswith("Play the card in slot")
            assert action["type"] in ("draw", "play", "pass")
            seen_texts.add(text.split(" in slot")[0])
        before = page.get_attribute("body", "data-state-id")
        buttons = page.locator("#moves button.move:not([disabled])")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(f"document.body.dataset.stateId !== '{before}'", timeout=15_000)
        turns += 1
    assert turns >= 3 and {"Draw a card", "Play the card"} <= seen_texts, (turns, seen_texts)
    record = _get(f"{plugged.url}/api/tables/{table}/record")
    shown = page.evaluate(_SHOWN)
    # the log: one plain line an event, the game's own words (its type and fields)
    assert shown["log"] and any(line.startswith("play: seat=") for line in shown["log"])
    assert shown["log"][-1].startswith("game_over: scores=")
    scores = [int(s) for s in record["result"]["scores"]]
    assert shown["scores"] == ", ".join(map(str, scores))
    end = page.inner_text("#end")
    assert all(str(s) in end for s in scores), end

    # its replay: the same board, step by step
    page.goto(f"{plugged.url}/replay/{table}")
    page.wait_for_selector("#board .generic-view dl.view-tree", timeout=15_000)
    deck = page.locator("#board dd[data-field='deck']")
    start = deck.inner_text()  # the first step: the whole deck but the hands dealt
    page.click("#last")
    page.wait_for_selector("#end:visible")
    assert (start, deck.inner_text()) == (str(int(start)), "0")
    assert errors == [], errors
    context.close()


def test_the_generic_board_reads_in_every_language(plugged, browser):
    """The tree's yes / no and the board's note are the page's language; the moves are the
    server's (English) texts, as the terminal shows them."""
    made = post_json(
        f"{plugged.url}/api/tables",
        {"game": GAME, "players": 2, "name": "Ann", "seats": [{"kind": "human"}] * 2},
    )
    code = made["invites"][0]["url"].rsplit("/", 1)[1]
    post_json(f"{plugged.url}/api/invites/{code}", {"name": "Bob"})
    want = {"en-US": ("no", "No board drawing"), "es-ES": ("no", "Aún no hay dibujo"),
            "de-DE": ("nein", "Für dieses Spiel")}  # fmt: skip
    for locale, (no, note) in want.items():
        context = browser.new_context(locale=locale, viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(f"{plugged.url}/table/{made['table']}")
        page.wait_for_selector("#board .generic-view", timeout=15_000)
        assert page.locator("#board dd[data-field='over']").inner_text() == no
        assert page.locator("#board .generic > p").inner_text().startswith(note)
        width = page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert width, locale  # the tree fits a phone
        context.close()
