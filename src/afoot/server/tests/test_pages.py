"""The pages as a player meets them, in real headless Chromium (Debian's, through Playwright)
against a real ``afoot serve``: one seat open in two tabs, the host's invite links and the
empty-seat message, the join page, bad table, replay and invite links in every language, a
skipped seat's move in the log. Screenshots of what is checked go to ``$AFOOT_SHOTS`` when it
is set (phone 390x844 and desktop 1366x768), to be looked at."""

from __future__ import annotations

import json
import os
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from afoot.games import spec_for
from afoot.server import assets
from afoot.server.testing import ServerProcess, post_json
from afoot.server.tests.helpers import THREE, TWO

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(300)]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 768}


def _shot(page: Any, name: str) -> None:
    """A screenshot to look at, when $AFOOT_SHOTS names a folder."""
    folder = os.environ.get("AFOOT_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=False)


def _seated(browser: Any, server: ServerProcess, table: str, seat: int, token: str, **kw: Any):
    """A browser context that holds ``seat``'s token (as the lobby or the join page keeps it)."""
    context = browser.new_context(locale=kw.pop("locale", "en-US"), **kw)
    context.add_init_script(
        f"localStorage.setItem('afoot.seat.{table}', "
        f"JSON.stringify({{seat: {seat}, token: '{token}'}}))"
    )
    return context


class Tab:
    """A page and the WebSockets it opened, with every frame each received."""

    def __init__(self, context: Any) -> None:
        self.page = context.new_page()
        self.sockets: list[list[dict[str, Any]]] = []
        self.errors: list[str] = []
        self.page.on("websocket", self._socket)
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def _socket(self, ws: Any) -> None:
        frames: list[dict[str, Any]] = []
        self.sockets.append(frames)
        ws.on("framereceived", lambda payload: frames.append(json.loads(payload)))

    def frames(self) -> list[dict[str, Any]]:
        return [f for socket in self.sockets for f in socket]


def _wait_seated(tab: Tab, seat: int) -> None:
    tab.page.wait_for_function(
        f"document.body.dataset.seat === '{seat}' && document.body.dataset.stateId !== ''",
        timeout=15_000,
    )


def _two_humans(server: ServerProcess, **extra: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    made = post_json(
        f"{server.url}/api/tables",
        {"game": TWO, "name": "Alice", "seats": [{"kind": "human"}, {"kind": "human"}]} | extra,
    )
    code = made["invites"][0]["url"].rsplit("/", 1)[1]
    bob = post_json(f"{server.url}/api/invites/{code}", {"name": "Bob"})
    return made, bob


# -- one seat in two tabs ------------------------------------------------------------------------
def test_a_seat_open_in_two_tabs_stays_with_the_newest_until_taken_back(server, browser):
    """The tab a newer tab displaced says the seat is open elsewhere, offers to take it back and
    does not reconnect by itself: over a few seconds each tab keeps the one socket it opened
    (they took the seat from each other about once a second, without end). Taking the seat
    back displaces the other tab the same way; a move is never lost without a word. The
    displaced tab's clocks stop where they stood (they ran on from its last snapshot)."""
    made, _bob = _two_humans(server, clock={"bank_seconds": 600, "increment_seconds": 0})
    table = made["table"]
    context = _seated(browser, server, table, 0, made["token"], viewport=DESKTOP)
    first = Tab(context)
    first.page.goto(f"{server.url}/table/{table}")
    _wait_seated(first, 0)
    second = Tab(context)  # the same browser: the same stored seat, a second tab
    second.page.goto(f"{server.url}/table/{table}")
    _wait_seated(second, 0)
    first.page.wait_for_selector("#take-back", timeout=10_000)
    clock = first.page.locator("#seats .seat-chip[data-seat='0'] .clock")
    stood = clock.inner_text()
    first.page.wait_for_timeout(4000)  # long enough for several reconnects, if there were any
    assert clock.inner_text() == stood and clock.get_attribute("data-running") == "0"
    live = second.page.locator("#seats .seat-chip[data-seat='0'] .clock")
    assert live.get_attribute("data-running") == "1"  # the seat's clock runs, at the live tab
    assert (len(first.sockets), len(second.sockets)) == (1, 1)
    notice = first.page.inner_text("#notice")
    assert "open in another tab or window" in notice, notice
    assert first.page.locator("#moves button.move:not([disabled])").count() == 0
    assert second.page.locator("#moves button.move:not([disabled])").count() > 0
    assert second.page.locator("#take-back").count() == 0
    _shot(first.page, "displaced-desktop")
    first.page.set_viewport_size(PHONE)
    _shot(first.page, "displaced-phone")
    first.page.set_viewport_size(DESKTOP)

    # take it back: the first tab is live again, the second is the displaced one now
    first.page.click("#take-back")
    second.page.wait_for_selector("#take-back", timeout=10_000)
    first.page.wait_for_selector("#moves button.move:not([disabled])", timeout=10_000)
    second.page.wait_for_timeout(3000)
    assert (len(first.sockets), len(second.sockets)) == (2, 1)
    assert first.page.locator("#take-back").count() == 0
    # and the live tab's move is taken
    before = int(first.page.get_attribute("body", "data-state-id") or "-1")
    first.page.locator("#moves button.move:not([disabled])").first.click()
    first.page.wait_for_function(f"Number(document.body.dataset.stateId) > {before}")
    assert first.errors == [] and second.errors == []
    context.close()


def test_a_move_sent_as_the_tab_is_displaced_is_reported_not_lost(server, browser):
    """A move clicked in a tab whose seat a newer tab took a moment earlier (its frame reaches
    the server after the newer socket) is not taken: the page says so."""
    made, _bob = _two_humans(server)
    table = made["table"]
    context = _seated(browser, server, table, 0, made["token"], viewport=DESKTOP)
    held: list[str] = []
    upstream: list[Any] = []

    def route(ws: Any) -> None:  # the first tab's socket, with its act frames held back
        real = ws.connect_to_server()
        upstream.append(real)

        def outgoing(message: Any) -> None:
            if '"act"' in str(message):
                held.append(str(message))
            else:
                real.send(message)

        ws.on_message(outgoing)
        real.on_message(lambda message: ws.send(message))
        real.on_close(lambda code, reason: ws.close(code=code, reason=reason))

    first = Tab(context)
    first.page.route_web_socket("**/ws/tables/**", route)
    first.page.goto(f"{server.url}/table/{table}")
    _wait_seated(first, 0)
    first.page.locator("#moves button.move:not([disabled])").first.click()
    first.page.wait_for_function("document.querySelector('#moves button.move[disabled]')")
    assert held
    second = Tab(context)
    second.page.goto(f"{server.url}/table/{table}")
    _wait_seated(second, 0)
    first.page.wait_for_selector("#take-back", timeout=10_000)
    assert second.page.get_attribute("body", "data-state-id") == "0"  # not taken
    notice = first.page.inner_text("#notice")
    assert "was not sent" in notice, notice
    context.close()


# -- bad links and the lobby on a phone ---------------------------------------------------------
#: what a bad table, replay and invite link says, per language (a part of each sentence), and
#: a link that names no table or replay at all; the replay's header for no such game
NOT_FOUND = {
    "en-US": ("There is no table", "There is no game", "This invite link does not exist"),
    "es-ES": ("No existe la mesa", "No existe la partida", "Este enlace de invitación no existe"),
    "de-DE": ("Einen Tisch", "Eine Partie", "Diesen Einladungslink gibt es nicht"),
}
NO_ID = {
    "en-US": ("There is no table in this link", "There is no game in this link"),
    "es-ES": ("Este enlace no lleva a ninguna mesa", "Este enlace no lleva a ninguna partida"),
    "de-DE": ("Dieser Link führt zu keinem Tisch", "Dieser Link führt zu keiner Partie"),
}
NO_REPLAY = {
    "en-US": "Replay · No such game",
    "es-ES": "Repetición · Partida inexistente",
    "de-DE": "Wiederholung · Keine solche Partie",
}
#: the header's "Connecting…" in each language: a dead link must not leave it there
CONNECTING = ("Connecting", "Conectando", "Verbinde")
#: how wide the page is against its window (it must not scroll sideways)
_WIDTH = "() => [document.documentElement.scrollWidth, innerWidth]"


@pytest.mark.parametrize("locale", list(NOT_FOUND))
def test_a_bad_link_says_so_and_the_lobby_fits_a_phone_in_the_pages_language(
    server, browser, locale
):
    """A link to no table, replay or invite (or to none at all: "/table/") says so in the
    page's language, in place of the page. The lobby on a 390x844 phone is no wider than the
    window, with its form, and with the invite links of a table it created (it was 467 px wide
    in English, 511 in Spanish, 484 in German)."""
    table_says, replay_says, invite_says = NOT_FOUND[locale]
    context = browser.new_context(locale=locale, viewport=PHONE)
    tab = Tab(context)
    page = tab.page
    for path in ("/table/nosuchtable", "/static/table.html?table=nosuchtable"):
        page.goto(server.url + path)
        page.wait_for_selector("#gone", timeout=10_000)
        text = page.inner_text("body")
        assert table_says in text and "nosuchtable" in text, text
        assert "no table '" not in text  # the server's English reason is not shown
        status = page.inner_text("#status")
        assert status and not any(word in status for word in CONNECTING), status
    _shot(page, f"bad-table-{locale}")
    for path, says in zip(("/table/", "/replay/"), NO_ID[locale], strict=True):
        opened = len(tab.sockets)
        page.goto(server.url + path)  # no table named at all
        page.wait_for_selector("#gone", timeout=10_000)
        assert says in page.inner_text("#gone"), path
        assert len(tab.sockets) == opened  # nothing to connect to
    page.goto(server.url + "/static/table.html")
    page.wait_for_selector("#gone", timeout=10_000)
    assert NO_ID[locale][0] in page.inner_text("#gone")
    for path in ("/replay/nosuchtable", "/static/replay.html?table=nosuchtable"):
        page.goto(server.url + path)
        page.wait_for_selector("#gone", timeout=10_000)
        text = page.inner_text("body")
        assert replay_says in text and "no table '" not in text, text
        header = " ".join(page.inner_text(".game-title").split())
        assert header == NO_REPLAY[locale], header  # not "Replay ·" and nothing after
    _shot(page, f"bad-replay-{locale}")
    page.goto(server.url + "/join/nosuchinvite")
    page.wait_for_selector("#join-error:visible", timeout=10_000)
    assert invite_says in page.inner_text("#join-error")
    assert not page.locator("#join-form").is_visible()  # nothing to take
    _shot(page, f"bad-invite-{locale}")

    # the lobby: its form (with a bot's select, the widest), then a table with an invite
    page.goto(server.url + "/")
    page.wait_for_selector("#create-form select[name='kind-1']", timeout=10_000)
    page.wait_for_selector("#open-tables li", timeout=10_000)
    width, window = page.evaluate(_WIDTH)
    assert width <= window, (width, window)
    _shot(page, f"lobby-phone-{locale}")
    page.select_option("#create-form select[name='kind-1']", "human")
    page.fill("#f-name", "Alice")
    page.click("#create-btn")
    page.wait_for_selector("#created .invite-row", timeout=10_000)
    row = page.locator("#created .invite-row")
    assert row.count() == 1 and "/join/" in row.locator("input").input_value()
    width, window = page.evaluate(_WIDTH)
    assert width <= window, (width, window)
    _shot(page, f"lobby-created-phone-{locale}")
    assert tab.errors == []
    context.close()


def test_a_used_invite_link_says_the_seat_is_taken_before_anything_is_typed(server, browser):
    """... and names the table's game as the table does (a game with editions names the
    edition: its own tests check that)."""
    made, _bob = _two_humans(server)
    context = browser.new_context(locale="de-DE", viewport=PHONE)
    page = context.new_page()
    page.goto(server.url + made["invites"][0]["url"])
    page.wait_for_selector("#join-error:visible", timeout=10_000)
    assert "Dieser Platz ist schon vergeben" in page.inner_text("#join-error")
    assert page.inner_text("#join-about .join-game") == _title(TWO, "de")
    assert not page.locator("#join-form").is_visible()
    watch = page.locator("#join-links a[href^='/table/']")
    assert watch.count() == 1  # the table may be watched
    context.close()


def _title(game: str, lang: str) -> str:
    """The game's title in ``lang`` (its texts), else the one its spec gives."""
    spec = spec_for(game)
    folder = assets.folder(spec, "locale")
    found = folder / f"{lang}.json" if folder is not None else None
    texts = json.loads(found.read_text()) if found is not None and found.is_file() else {}
    return str(texts.get("title", spec.title))


# -- an open table: the invites and who it waits for --------------------------------------------
#: whom an open table of three waits for, per language: two seats, then one ("Faltan" for
#: several, "Falta" for one)
WAITING_SEVERAL = {
    "en": "Waiting for Seat 2 and Seat 3 to join",
    "es": "Faltan por unirse: Asiento 2 y Asiento 3",
    "de": "Noch nicht beigetreten: Spieler 2 und Spieler 3",
}
WAITING_ONE = {
    "en": "Waiting for Seat 3 to join",
    "es": "Falta por unirse: Asiento 3",
    "de": "Noch nicht beigetreten: Spieler 3",
}


def _waits_in_each_language(tab: Tab, want: dict[str, str]) -> None:
    """The page, switched through its languages with its own select, says whom it waits for
    in each (its status and its waiting room); then back to the language it had."""
    first = tab.page.input_value("#lang")
    for lang, text in want.items():
        tab.page.select_option("#lang", lang)
        assert text in tab.page.inner_text("#status"), (lang, tab.page.inner_text("#status"))
        assert text in tab.page.inner_text("#waiting"), lang
    tab.page.select_option("#lang", first)


def test_the_host_shares_each_empty_seats_invite_from_the_table(server, browser):
    """The table page of an open table says whom it waits for, in each language (the same
    page in each: its language select), and shows its host each empty human seat's invite
    link with a copy button; a seated guest sees no link. The join page (in Spanish) names the
    game, its options, the host and the seat first."""
    made = post_json(
        f"{server.url}/api/tables",
        {
            "game": THREE,
            "players": 3,
            "name": "Alice",
            "seats": [{"kind": "human"}] * 3,
            "public": False,
        },
    )
    table = made["table"]
    host_context = _seated(browser, server, table, 0, made["token"], viewport=DESKTOP)
    host_context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url)
    host = Tab(host_context)
    host.page.goto(f"{server.url}/table/{table}")
    _wait_seated(host, 0)
    rows = host.page.locator("#invites .invite-row")
    rows.first.wait_for(timeout=10_000)
    assert rows.count() == 2
    urls = [server.url + invite["url"] for invite in made["invites"]]
    assert [rows.nth(i).locator("input").input_value() for i in range(2)] == urls
    rows.nth(1).locator("button.copy").click()
    host.page.wait_for_function("navigator.clipboard.readText().then(Boolean)")
    assert host.page.evaluate("navigator.clipboard.readText()") == urls[1]
    _waits_in_each_language(host, WAITING_SEVERAL)
    _shot(host.page, "invites-desktop")

    # the guest follows the link: the join page says what it seats them at
    guest_context = browser.new_context(locale="es-ES", viewport=PHONE)
    guest = Tab(guest_context)
    guest.page.goto(urls[0])
    guest.page.wait_for_selector("#join-about:visible", timeout=10_000)
    about = guest.page.inner_text("#join-about")
    assert _title(THREE, "es") in about and "Alice" in about and "2" in about, about
    assert guest.page.locator("#join-about [data-option]").count() >= 1  # the options
    _shot(guest.page, "join-phone-es")
    guest.page.fill("#name", "Bob")
    guest.page.click("#join-btn")
    guest.page.wait_for_url(f"**/table/{table}")
    _wait_seated(guest, 1)
    host.page.wait_for_function("document.querySelectorAll('#invites .invite-row').length <= 1")
    assert host.page.locator("#invites .invite-row").count() == 1  # seat 3's, still to share
    _waits_in_each_language(host, WAITING_ONE)
    assert WAITING_ONE["es"] in guest.page.inner_text("#status")
    assert WAITING_ONE["es"] in guest.page.inner_text("#waiting")
    assert guest.page.locator("#invites").count() == 0  # the guest holds no other seat's key
    assert not any(made["invites"][1]["url"] in json.dumps(f) for f in guest.frames())
    _shot(guest.page, "waiting-phone-es")

    # the last seat is taken: the game starts, and the board replaces the waiting room
    code = made["invites"][1]["url"].rsplit("/", 1)[1]
    post_json(f"{server.url}/api/invites/{code}", {"name": "Cy"})
    host.page.wait_for_selector("#waiting", state="detached", timeout=10_000)
    assert WAITING_ONE["en"] not in host.page.inner_text("#status")
    assert host.errors == [] and guest.errors == []
    host_context.close()
    guest_context.close()


# -- a skipped seat ------------------------------------------------------------------------------
def test_a_skipped_seats_move_is_logged_as_its_stand_ins_in_the_page(server, browser):
    """Alice runs out of time and Bob skips her turn: both pages' logs say that a stand-in
    bot made the move for Alice (not that Alice made it): to Alice in the second person, to
    Bob by her name; so does a reload. On a phone the newest line pinned above the moves
    shows the stand-in's line with the move's newest line (it showed the move alone, as if
    Alice had made it)."""
    made, bob = _two_humans(server, clock={"bank_seconds": 5, "increment_seconds": 0})
    table = made["table"]
    tabs = []
    for seat, token in ((0, made["token"]), (1, bob["token"])):
        tab = Tab(_seated(browser, server, table, seat, token, viewport=DESKTOP))
        tab.page.goto(f"{server.url}/table/{table}")
        _wait_seated(tab, seat)
        tabs.append(tab)
    alice, bob_tab = tabs
    skip = bob_tab.page.locator("button.skip[data-seat='0']")
    try:
        skip.wait_for(timeout=15_000)
    except Exception:  # it failed now and then in whole runs: say what the page and server had
        seats = bob_tab.page.locator("#seats").inner_html()
        state = _get(f"{server.url}/api/tables/{table}")
        log = server.log.read_text(errors="replace")[-2000:] if server.log.exists() else ""
        pytest.fail(
            f"no skip button for seat 0 after 15 s; the table {state}; Bob's seats {seats}; "
            f"the server's log ends {log}"
        )
    skip.click()
    said = {
        alice: "You were out of time: a stand-in bot made this move for you.",
        bob_tab: "Alice was out of time: a stand-in bot made this move for them.",
    }
    for tab in tabs:
        tab.page.wait_for_function("Number(document.body.dataset.stateId) >= 1")
        line = tab.page.locator("#log li[data-type='stand_in']")
        line.first.wait_for(timeout=10_000)
        assert line.first.inner_text() == said[tab]
    _shot(bob_tab.page, "stand-in-desktop")
    for tab in tabs:  # the phone's pinned newest line: the stand-in's, then the move's last
        tab.page.set_viewport_size(PHONE)
        pinned = tab.page.locator("#log-latest .log-latest-line")
        last = tab.page.locator("#log li").last.inner_text()
        assert pinned.all_inner_texts() == [said[tab], last], (pinned.all_inner_texts(), last)
        assert tab.page.locator("#log-latest").is_visible()
    _shot(bob_tab.page, "stand-in-phone")
    bob_tab.page.reload()
    _wait_seated(bob_tab, 1)
    assert bob_tab.page.locator("#log li[data-type='stand_in']").first.inner_text() == said[bob_tab]
    for tab in tabs:
        assert tab.errors == []
        tab.page.context.close()


# -- an abandoned table --------------------------------------------------------------------------
def test_an_abandoned_table_leaves_the_lobby_and_its_player_resumes_it(browser, tmp_path):
    """Nobody at a running table for the server's --abandon-after: the lobby no longer lists
    it under the games in progress; its player finds it in their own games, set aside, and
    resumes it."""
    server = ServerProcess(
        f"sqlite:///{tmp_path / 'gone.db'}", tmp_path / "server.log", args=("--abandon-after", "1")
    )
    server.start()
    try:
        made, _bob = _two_humans(server)
        table = made["table"]
        context = _seated(browser, server, table, 0, made["token"], viewport=PHONE)
        context.add_init_script(f"localStorage.setItem('afoot.player', '{made['player']}')")
        page = context.new_page()
        deadline = time.monotonic() + 30
        while _get(f"{server.url}/api/tables/{table}")["status"] != "abandoned":
            assert time.monotonic() < deadline, "the table was not abandoned"
            page.wait_for_timeout(100)
        page.goto(server.url + "/")
        mine = page.locator(f"#my-games li[data-table='{table}']")
        mine.wait_for(timeout=10_000)
        assert "set aside" in mine.inner_text()
        assert page.locator(f"#running-tables li[data-table='{table}']").count() == 0
        _shot(page, "abandoned-lobby-phone")
        mine.locator("a.button").click()
        page.wait_for_url(f"**/table/{table}")
        page.wait_for_function("document.body.dataset.seat === '0'", timeout=15_000)
        assert _get(f"{server.url}/api/tables/{table}")["status"] == "running"
        context.close()
    finally:
        server.stop()


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())
