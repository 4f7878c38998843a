"""What the browser tests share (the server's own, in test_browser.py and test_pages.py, and
each game's, in src/afoot/games/<id>/tests/test_browser.py): a seat's page with every WebSocket
frame it received, whole games played by two browser contexts (checked against the engine frame
by frame, and by a game's own DOM check), a page at a table of bots, the log and phone-layout
checks a game's board is put through, the marks on a page's moves. The ``browser`` and
``server`` fixtures are in ``src/afoot/conftest.py``."""

from __future__ import annotations

import json
import random
import time
import urllib.request
from typing import Any

import afoot
from afoot.games import spec_for
from afoot.server.testing import ServerProcess, post_json
from afoot.server.tests.helpers import check_views
from afoot.store import Store


def get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


class Seat:
    """One browser context at the table: its page and every frame its sockets received."""

    def __init__(self, browser: Any, seat: int) -> None:
        self.seat = seat
        self.context = browser.new_context(locale="en-US")
        self.page = self.context.new_page()
        self.frames: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.page.on("websocket", self._socket)
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def _socket(self, ws: Any) -> None:
        ws.on("framereceived", lambda payload: self.frames.append(json.loads(payload)))

    def snapshots(self) -> list[dict[str, Any]]:
        out = []
        for msg in self.frames:
            if msg["type"] == "snapshot":
                out.append(msg)
            elif msg["type"] == "rejected":
                out.append(msg["snapshot"])
        return out

    def state_id(self) -> int:
        text = self.page.get_attribute("body", "data-state-id")
        return int(text) if text else -1

    def over(self) -> bool:
        return self.page.locator("#end").is_visible()

    def move(self, rng: random.Random) -> bool:
        """Click one of the offered moves; whether there was one."""
        buttons = self.page.locator("#moves button.move:not([disabled])")
        count = buttons.count()
        if not count:
            return False
        before = self.state_id()
        try:
            buttons.nth(rng.randrange(count)).click(timeout=2000)
        except Exception:  # the moves were re-rendered under the pointer: try again later
            return False
        end = time.monotonic() + 5
        while self.state_id() == before and time.monotonic() < end:
            self.page.wait_for_timeout(20)
        return True


def wait_seated(seat: Seat, number: int) -> None:
    seat.page.wait_for_function(
        f"document.body.dataset.seat === '{number}' && document.body.dataset.stateId !== ''",
        timeout=15_000,
    )


def true_game(db_url: str, table: str) -> afoot.Game:
    """The real game behind a table, from the database (the test's privilege, not a page's)."""
    data = Store(db_url, upgrade=False).load(table)
    assert data is not None
    game = afoot.new_game(data.game, players=data.players, seed=data.seed, options=data.options)
    for seat, action, _ in data.actions:
        game.apply(seat, action)
    return game


def play(
    server: ServerProcess,
    browser: Any,
    game: str,
    players: int,
    seats: list[dict[str, Any]],
    *,
    dom_check: Any = None,
    restart_at: int | None = None,
    reload_at: int | None = None,
) -> None:
    made = post_json(
        f"{server.url}/api/tables",
        {"game": game, "players": players, "name": "Ann", "seats": seats},
    )
    table = made["table"]
    first, second = Seat(browser, 0), Seat(browser, 1)
    # seat 0 created the table (the lobby stores its token like this); seat 1 follows its invite
    first.context.add_init_script(
        f"localStorage.setItem('afoot.seat.{table}', JSON.stringify({{seat: 0, token: '{made['token']}'}}))"
    )
    second.page.goto(server.url + made["invites"][0]["url"])
    second.page.fill("#name", "Bob")
    second.page.click("#join-btn")
    second.page.wait_for_url(f"**/table/{table}")
    first.page.goto(f"{server.url}/table/{table}")
    wait_seated(first, 0)
    wait_seated(second, 1)
    own_table = spec_for(game).table is not None
    for seat in (first, second):  # the game's own board, not the generic one
        assert (seat.page.locator("#board .generic-view").count() == 0) is own_table
    rng = random.Random(7)
    moves = 0
    deadline = time.monotonic() + 400
    while not (first.over() and second.over()):
        assert time.monotonic() < deadline, "the game did not finish in time"
        acted = first.move(rng) or second.move(rng)
        if not acted:
            first.page.wait_for_timeout(30)
            continue
        moves += 1
        if dom_check is not None and moves % 3 == 0:
            truth = true_game(server.db_url, table)
            for seat in (first, second):
                dom_check(seat, truth)
        if reload_at is not None and moves == reload_at:
            before = second.state_id()
            second.page.reload()
            wait_seated(second, 1)  # the same seat, from the token in localStorage
            assert second.state_id() >= before
        if restart_at is not None and moves == restart_at:
            before = true_game(server.db_url, table).action_count
            server.kill()  # SIGKILL mid-game: only what was acknowledged is on disk
            server.start()
            for seat in (first, second):  # the pages reconnect on their own
                seat.page.wait_for_function(
                    "document.body.dataset.stateId !== '' && "
                    f"Number(document.body.dataset.stateId) >= {before}",
                    timeout=30_000,
                )
            assert true_game(server.db_url, table).action_count >= before
    # what was asked for mid-game was done (the game lasted long enough)
    assert moves >= max(restart_at or 0, reload_at or 0), moves
    summary = get(f"{server.url}/api/tables/{table}")
    assert summary["status"] == "finished"
    record = get(f"{server.url}/api/tables/{table}/record")
    for seat in (first, second):
        assert seat.errors == []
        snaps = seat.snapshots()
        assert snaps and snaps[-1]["over"]
        check_views(record, seat.seat, snaps)
        end_text = seat.page.inner_text("#end")
        assert end_text.strip()
        for index in range(players):
            assert str(record["result"]["scores"][index]).rstrip("0").rstrip(".") in end_text
        seat.context.close()


#: the card ids shown face up on a page: the faces in the board, log, seats and end screen
FACES = """(selector) => {
  const out = [];
  for (const el of document.querySelectorAll('#board, #log, #seats, #status, #end')) {
    const copy = el.cloneNode(true);
    copy.querySelectorAll('form, select, #moves').forEach(x => x.remove());
    copy.querySelectorAll(selector).forEach(x => out.push(x.dataset.card));
  }
  return out;
}"""


PLANT = """([cls, card]) => {
  const el = document.createElement('span');
  el.className = cls + ' planted';
  el.dataset.card = card;
  document.querySelector('#board').append(el);
}"""


def face_problems(faces: list[str], truth: afoot.Game, seat: int, ids: tuple[str, ...]) -> str:
    """What is wrong with the faces a page shows, or ''."""
    if not faces:
        return "no card face on the page: the selector matches nothing"
    if not truth.is_over:  # (the end turns up what was hidden, and ``know`` stays put)
        hidden = {ids[c] for c, bits in enumerate(truth.state.know) if not bits >> seat & 1}
        if not hidden:
            return "nothing hidden: the check would have no teeth"
        shown_hidden = sorted(set(faces) & hidden)
        if shown_hidden:
            return f"seat {seat} is shown {shown_hidden}, which it cannot place"
    known = json.dumps(truth.view(seat)) + json.dumps(truth.log(seat))
    unsent = sorted(f for f in set(faces) if f'"{f}"' not in known)
    return f"seat {seat} is shown {unsent}, which it was never sent" if unsent else ""


class FacesCheck:
    """A DOM check for a game whose state keeps ``know[c]``, the seats that know where card
    ``c`` is: while the game runs, no face on the page (an element of ``face_class`` with a
    ``data-card``) is a card its seat cannot place; and every face is named in the seat's view
    or log (the page shows only what it was sent). The first time it runs mid-game it plants
    a hidden card's face in the page and checks that it is caught (``planted``)."""

    def __init__(self, face_class: str, ids: tuple[str, ...]) -> None:
        self.face_class = face_class
        self.selector = f".{face_class}[data-card]"
        self.ids = ids
        self.checked = 0
        self.planted = False

    def __call__(self, seat: Seat, truth: afoot.Game) -> None:
        if seat.state_id() != truth.action_count:  # the page is a step behind
            return
        faces = seat.page.evaluate(FACES, self.selector)
        if seat.state_id() != truth.action_count:  # it moved on while being read
            return
        problem = face_problems(faces, truth, seat.seat, self.ids)
        assert not problem, problem
        self.checked += 1
        if not self.planted and not truth.is_over:
            know = truth.state.know
            card = next(c for c, bits in enumerate(know) if not bits >> seat.seat & 1)
            seat.page.evaluate(PLANT, [self.face_class, self.ids[card]])
            faces = seat.page.evaluate(FACES, self.selector)
            seat.page.evaluate("() => document.querySelector('.planted').remove()")
            assert "cannot place" in face_problems(faces, truth, seat.seat, self.ids)
            self.planted = True


# -- the game log follows the game ------------------------------------------------------------
#: where the newest log line is: in the log's visible box, the box in the window (the page not
#: scrolled), and the "newest line" button's state
NEWEST = """() => {
  window.scrollTo(0, 0);
  const box = document.querySelector('#log').parentElement;
  const items = document.querySelectorAll('#log li');
  const last = items[items.length - 1];
  const b = box.getBoundingClientRect();
  const l = last ? last.getBoundingClientRect() : null;
  const jump = document.querySelector('.log-newest');
  return {
    lines: items.length,
    inBox: l === null || (l.top >= b.top - 1 && l.bottom <= b.bottom + 1),
    boxInWindow: b.top >= 0 && b.bottom <= innerHeight + 1 && b.height > 40,
    scrollTop: box.scrollTop,
    overflows: box.scrollHeight > box.clientHeight + 40,
    jump: jump !== null && jump.offsetParent !== null,
    last: last ? last.textContent : '',
  };
}"""


def solo(
    server: ServerProcess,
    browser: Any,
    game: str,
    players: int,
    size: tuple[int, int],
    **settings: Any,
):
    """A table of ``game``: this page in seat 0, easy bots in the others; (context, page,
    errors, table id)."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "easy"}] * (players - 1)
    made = post_json(
        f"{server.url}/api/tables",
        {"game": game, "players": players, "name": "Ann", "seats": seats, **settings},
    )
    table = made["table"]
    context = browser.new_context(locale="en-US", viewport={"width": size[0], "height": size[1]})
    context.add_init_script(
        f"localStorage.setItem('afoot.seat.{table}', JSON.stringify({{seat: 0, token: '{made['token']}'}}))"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_function("document.body.dataset.seat === '0'", timeout=15_000)
    return context, page, errors, table


def my_turn(page: Any) -> bool:
    """Wait until the page offers a move (True) or the game is over (False)."""
    page.wait_for_function(
        "document.querySelector('#moves button.move:not([disabled])') !== null"
        " || !document.querySelector('#end').hidden",
        timeout=30_000,
    )
    return page.locator("#end").is_hidden()


def take_a_move(page: Any, rng: random.Random, prefer: str = "") -> None:
    """Click a random offered move (of action type ``prefer`` when there is one)."""
    buttons = page.locator("#moves button.move:not([disabled])")
    if prefer:
        preferred = page.locator(f"#moves [data-type='{prefer}'] button.move:not([disabled])")
        if preferred.count():
            buttons = preferred
    before = page.get_attribute("body", "data-state-id")
    buttons.nth(rng.randrange(buttons.count())).click()
    page.wait_for_function(f"document.body.dataset.stateId !== '{before}'", timeout=15_000)


#: the seat's turns on which the newest log line is checked, when the game lasts that long
LOG_TURNS = 10
#: tables a log test may open: a game that ends before its checks are made is followed by another
LOG_TABLES = 5


def newest_in_view(page: Any, turn: int) -> dict[str, Any]:
    where = page.evaluate(NEWEST)
    assert where["inBox"] and where["boxInWindow"], (turn, where)
    assert not where["jump"], (turn, where)
    return where


def log_follows_the_game(page: Any, rng: random.Random, prefer: str) -> bool:
    """The checks of the log test on one table, each on a turn of the seat; False when the
    game ended before they were all made (the test goes on at a new table). A game's length is
    its deal's: a cooperative case may be lost in 7 of the seat's turns."""
    turns = 0
    while True:  # the newest line in view on each turn, until the log is longer than its box
        if not my_turn(page):
            return False
        where = newest_in_view(page, turns)
        turns += 1
        if turns > 3 and where["overflows"]:
            break
        take_a_move(page, rng, prefer)
    # the board scrolls in its own column, and keeps its place through a re-drawn board
    column = "document.querySelector('.main-col')"
    top = page.evaluate(
        f"(() => {{ const c = {column}; c.scrollTop = 150; return c.scrollTop; }})()"
    )  # 150 px down, or as far as the board is taller than its column (140 px, early on)
    assert top >= 40, top
    take_a_move(page, rng, prefer)
    if not my_turn(page):
        return False
    # where it was, unless the new board is shorter than that (the column then stops at its end)
    after, end, page_top = page.evaluate(
        f"(() => {{ const c = {column}; "
        "return [c.scrollTop, c.scrollHeight - c.clientHeight, window.scrollY]; })()"
    )
    assert (after, page_top) == (min(top, end), 0), (after, top, end, page_top)
    # the reader scrolls the log up: the game goes on without moving it
    page.hover(".log-box")
    page.mouse.wheel(0, -5000)
    page.wait_for_function("document.querySelector('#log').parentElement.scrollTop === 0")
    lines = page.evaluate(NEWEST)["lines"]
    take_a_move(page, rng, prefer)
    if not my_turn(page):
        return False
    where = page.evaluate(NEWEST)
    assert where["lines"] > lines, where
    assert where["scrollTop"] == 0 and not where["inBox"] and where["jump"], where
    # ... until they ask for the newest line; from there it follows the game again, on every
    # turn the game still has (up to LOG_TURNS in all)
    page.click(".log-newest")
    newest_in_view(page, turns)
    while turns < LOG_TURNS:
        take_a_move(page, rng, prefer)
        if not my_turn(page):
            break
        newest_in_view(page, turns)
        turns += 1
    return True


def log_shows_its_newest_line_on_every_turn_at_1366x768(
    server: ServerProcess, browser: Any, game: str, prefer: str
) -> None:
    """On each of the seat's turns the newest log line is in the log's box and the box is in
    the 1366x768 window without scrolling the page (the audit found it out of view on 5 of 41
    turns of one game, 1 of 11 of another). A reader who scrolls the log up keeps their place
    while the game goes on, is offered the way back to the newest line, and the log follows
    again from there. (The seat prefers moves of type ``prefer``, where random moves would end
    the game in a few turns; a game that ends before the checks are made is followed by a new
    table, up to LOG_TABLES.)"""
    rng = random.Random(5)
    for _ in range(LOG_TABLES):
        context, page, errors, _ = solo(server, browser, game, 2, (1366, 768))
        done = log_follows_the_game(page, rng, prefer)
        assert errors == []
        context.close()
        if done:
            break
    assert done, f"{LOG_TABLES} games of {game} in a row ended before the log's checks were made"


def phone_keeps_the_moves_and_the_newest_line_at_hand(
    server: ServerProcess, browser: Any, game: str, prefer: str
) -> None:
    """At 390x844 the board comes first, as wide as the window (no sideways scrolling); the
    moves stay docked at the bottom of the window wherever the page is scrolled, with the
    newest log line above them; a tap on that line brings the log's newest line into view."""
    context, page, errors, _ = solo(server, browser, game, 3, (390, 844))
    rng = random.Random(2)
    docked = """(top) => {
      window.scrollTo(0, top);
      const moves = document.querySelector('.moves-panel').getBoundingClientRect();
      const latest = document.querySelector('#log-latest');
      const items = document.querySelectorAll('#log li');
      const r = latest.getBoundingClientRect();
      return {
        moves: moves.top >= 0 && moves.bottom <= innerHeight + 1,
        latest: !items.length || (r.top >= 0 && r.bottom <= innerHeight + 1 && r.height > 0),
        same: !items.length || latest.lastElementChild.textContent === items[items.length - 1].textContent,
        scrollable: document.documentElement.scrollHeight > innerHeight * 1.5,
        narrow: document.documentElement.scrollWidth <= innerWidth,
      };
    }"""
    for turn in range(4):
        assert my_turn(page)
        for top in (0, 600):
            where = page.evaluate(docked, top)
            assert all(where.values()), (turn, top, where)
        take_a_move(page, rng, prefer)
    assert my_turn(page)
    page.evaluate("window.scrollTo(0, 0)")
    page.click("#log-latest")
    page.wait_for_function(
        """() => {
          const items = document.querySelectorAll('#log li');
          const r = items[items.length - 1].getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight;
        }"""
    )
    assert errors == []
    context.close()


#: the offered moves of one type: their action and mark ("" for none) with its text
MARKS = """(type) => [...document.querySelectorAll(`#moves [data-type='${type}'] button.move`)].map(b => ({
  action: JSON.parse(b.dataset.action),
  mark: b.dataset.mark || '',
  text: (b.querySelector('.move-mark') || {textContent: ''}).textContent,
}))"""
