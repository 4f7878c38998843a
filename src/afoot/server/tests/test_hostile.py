"""Hostile clients against a live ``afoot serve`` (a real process on loopback): more than
5,000 generated messages (hypothesis) for a table of each registered game, over 10,000 in all
-- garbage, malformed, oversized, out of order, replayed, another seat's, another table's or
another game's -- from both seats of a table.

Checked: the server never crashes (it answers a ping after every example); every message gets
an answer of a known type or, where the message is abuse, a closed socket; nothing changes but
through an accepted action, and the database holds exactly the actions that were accepted; no
reason in an error or a rejection names a string that the seat never saw in any of its views
while another seat did (hidden cards).
"""

from __future__ import annotations

import json
import urllib.request
from contextlib import ExitStack
from typing import Any, get_args

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import afoot
from afoot.engine.game import action_types
from afoot.games import ids, spec_for
from afoot.server import protocol as p
from afoot.server.testing import ServerProcess, post_json
from afoot.store import Store

#: every game: each hides something from each seat that another seat sees (hands, a mystery)
GAMES = tuple(ids())
#: per game, generated examples x messages each: over 5,000 messages a game, 10,000 in all
EXAMPLES = 300
MIN_MESSAGES = 20
MAX_MESSAGES = 40
ANSWERS = {"error", "rejected", "snapshot", "pong"}


class Live:
    """The server, one table of the game with two human seats, and what the test saw."""

    def __init__(self, server: ServerProcess, game: str) -> None:
        self.server = server
        seats = [{"kind": "human"}, {"kind": "human"}]
        new = {"game": game, "players": 2, "name": "Ann", "seats": seats}
        made = post_json(f"{server.url}/api/tables", new)
        code = made["invites"][0]["url"].rsplit("/", 1)[1]
        joined = post_json(f"{server.url}/api/invites/{code}", {"name": "Bob"})
        other = post_json(f"{server.url}/api/tables", {**new, "name": "Eve"})
        self.table = made["table"]
        self.tokens = [made["token"], joined["token"]]
        self.foreign = other["token"]  # a seat of another table
        #: the other table, open: its host is sent its free seat's invite
        self.other = other["table"]
        #: every invite code of the two tables (one used, one free)
        self.codes = [code, other["invites"][0]["url"].rsplit("/", 1)[1]]
        self.sent = 0
        self.accepted = 0
        #: (seat, reason) of every error and rejection while the game ran
        #: (seat, an error's reason, the frame the seat sent for it: "" when none or too long)
        self.reasons: list[tuple[int, str, str]] = []
        self.over = False
        #: actions once legal here, for replays
        self.seen_actions: list[dict[str, Any]] = []
        self.seen_states: list[int] = [0]

    @property
    def ws_url(self) -> str:
        return self.server.url.replace("http", "ws") + f"/ws/tables/{self.table}"


@pytest.fixture(scope="module", params=GAMES)
def live(request, tmp_path_factory):
    where = tmp_path_factory.mktemp("hostile")
    server = ServerProcess(
        f"sqlite:///{where / 'afoot.db'}",
        where / "server.log",
        # the limits have their own tests; debug logging, to show that no token is logged
        args=("--rate", "100000", "--burst", "100000", "--log-level", "debug"),
    )
    server.start()
    try:
        yield Live(server, request.param)
    finally:
        server.stop()


# -- the messages --------------------------------------------------------------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=16),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
#: every game's action types: a table is sent its own and the others'
ACTION_TAGS = sorted({tag for game in GAMES for tag in action_types(spec_for(game))})
#: every game's action fields, and one no action has
FIELDS = sorted(
    {
        field.name
        for game in GAMES
        for kind in get_args(spec_for(game).rules.action_type)
        or (spec_for(game).rules.action_type,)
        if isinstance(info := msgspec.inspect.type_info(kind), msgspec.inspect.StructType)
        for field in info.fields
    }
    | {"x"}
)


@st.composite
def actions(draw: st.DrawFn) -> Any:
    """Action-shaped JSON: a real tag with random fields, or anything at all."""
    if draw(st.booleans()):
        return draw(json_values)
    fields = draw(
        st.dictionaries(
            st.sampled_from(FIELDS),
            json_values,
            max_size=3,
        )
    )
    return {"type": draw(st.sampled_from([*ACTION_TAGS, "pass", ""])), **fields}


@st.composite
def message(draw: st.DrawFn) -> tuple[str, Any]:
    """(kind, what to send): drawn without looking at the server, so that hypothesis sees the
    same draws for the same example; :func:`_frame` resolves the parts that replay."""
    kind = draw(
        st.sampled_from(
            ["garbage", "bytes", "json", "shaped", "act", "replay", "hello", "seat", "oversized"]
        )
    )
    if kind == "garbage":
        return kind, draw(st.text(max_size=200))
    if kind == "bytes":
        return kind, draw(st.binary(max_size=200))
    if kind == "json":
        return kind, json.dumps(draw(json_values))
    if kind == "shaped":
        body = draw(st.dictionaries(st.text(max_size=10), json_values, max_size=4))
        body["type"] = draw(st.sampled_from([*p.CLIENT_TYPES, "Act", "dance", ""]))
        return kind, json.dumps(body)
    if kind == "act":
        state = draw(st.integers(min_value=-5, max_value=500) | st.integers())
        return kind, json.dumps({"type": "act", "state_id": state, "action": draw(actions())})
    if kind == "replay":  # an action once legal, at a state once seen (indices, resolved later)
        return kind, (draw(st.integers(0, 2**16)), draw(st.integers(0, 2**16)))
    if kind == "hello":
        return kind, draw(st.sampled_from(["seat0", "seat1", "foreign", None, "", "x" * 64]))
    if kind == "seat":
        what = draw(st.sampled_from(["takeover", "skip"]))
        seat = draw(st.integers(min_value=-3, max_value=5) | st.integers())
        return kind, json.dumps({"type": what, "seat": seat})
    return kind, "x" * draw(st.integers(min_value=p.MAX_MESSAGE_BYTES + 1, max_value=80_000))


def _frame(live: Live, kind: str, what: Any) -> str | bytes:
    if kind == "replay":
        if not live.seen_actions:
            return '{"type": "ping"}'
        action = live.seen_actions[what[0] % len(live.seen_actions)]
        state = live.seen_states[what[1] % len(live.seen_states)]
        return json.dumps({"type": "act", "state_id": state, "action": action})
    if kind == "hello":
        token = {"seat0": live.tokens[0], "seat1": live.tokens[1], "foreign": live.foreign}
        return json.dumps({"type": "hello", "token": token.get(what, what)})
    frame: str | bytes = what
    return frame


def _answer(ws: Any) -> dict[str, Any] | None:
    """The next message, or None when the server closed the socket."""
    try:
        text = ws.recv(timeout=10)
    except ConnectionClosed:
        return None
    answer: dict[str, Any] = json.loads(text)
    return answer


def _note(live: Live, seat: int, answer: dict[str, Any], frame: str | bytes = "") -> None:
    """Check and keep ``answer``, the server's answer to ``frame`` (if any) from ``seat``."""
    assert answer["type"] in ANSWERS, answer
    if "reason" in answer:
        assert answer["reason"] and "\n" not in answer["reason"], answer
        if not live.over:  # after the end every card is shown
            sent = frame.decode(errors="replace") if isinstance(frame, bytes) else frame
            live.reasons.append((seat, answer["reason"], sent if len(sent) < 65_536 else ""))
    snap = answer.get("snapshot") if answer["type"] == "rejected" else answer
    if snap is not None and snap.get("over"):
        live.over = True
    if snap is not None and snap.get("type", "snapshot") == "snapshot" and "legal" in snap:
        live.seen_states.append(snap["state_id"])
        live.seen_actions.extend(item["action"] for item in snap["legal"][:3])


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    seat=st.integers(0, 1),
    first_is_hello=st.integers(0, 9).map(bool),
    messages=st.lists(message(), min_size=MIN_MESSAGES, max_size=MAX_MESSAGES),
)
def test_hostile_messages_change_nothing_and_tell_nothing(live, seat, first_is_hello, messages):
    with ExitStack() as sockets:
        ws = sockets.enter_context(connect(live.ws_url, max_size=2**20, open_timeout=10))
        if first_is_hello:
            ws.send(json.dumps({"type": "hello", "token": live.tokens[seat]}))
            hello = _answer(ws)
            assert hello is not None and hello["type"] == "snapshot"
            _note(live, seat, hello)
        else:  # a first message that is not a good hello is refused, and the socket closed
            kind, what = messages.pop(0)
            frame = _frame(live, kind, what)
            ws.send(frame)
            live.sent += 1
            answer = _answer(ws)
            if answer is None:  # over the transport's limit: closed at once
                assert kind == "oversized" and len(frame) > 65_536
                return
            if answer["type"] != "snapshot":
                assert answer["type"] == "error", answer
                assert _answer(ws) is None  # closed after the reason
                return
            token = json.loads(frame).get("token")  # a hello it was, drawn or shaped
            if token not in live.tokens:  # a spectator: nothing of a seat to reveal
                return
            seat = live.tokens.index(token)
            _note(live, seat, answer, frame)
        for kind, what in messages:
            frame = _frame(live, kind, what)
            before = live.seen_states[-1]
            ws.send(frame)
            live.sent += 1
            answer = _answer(ws)
            if answer is None:
                # only abuse closes a socket: a frame over the transport's limit (64 KiB); the
                # seat comes back on a new one and the example goes on
                assert kind == "oversized" and len(frame) > 65_536, (kind, len(frame))
                ws = sockets.enter_context(connect(live.ws_url, max_size=2**20, open_timeout=10))
                ws.send(json.dumps({"type": "hello", "token": live.tokens[seat]}))
                back = _answer(ws)
                assert back is not None and back["type"] == "snapshot", back
                _note(live, seat, back)
                continue
            if kind == "oversized":
                assert answer["type"] == "error" and "too large" in answer["reason"]
            if answer["type"] == "snapshot" and kind in ("act", "replay"):
                assert answer["state_id"] == before + 1, (before, answer["state_id"])
                live.accepted += 1
            _note(live, seat, answer, frame)
    # still alive
    with connect(live.ws_url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": None}))
        spectating = _answer(ws)
        assert spectating is not None and spectating["type"] == "snapshot"
        ws.send('{"type": "ping"}')
        assert _answer(ws) == {"type": "pong"}


def _leaves(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(_leaves(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_leaves(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) and len(value) >= 3 else set()


def _secrets(game_id: str, seed: int, options: dict[str, Any]) -> list[set[str]]:
    """What each seat of a two-player deal sees named at the start that the other does not
    (some games name every hidden card also where both seats see it)."""
    game = afoot.new_game(game_id, players=2, seed=seed, options=options)
    views = [_leaves(game.view(s)) | _leaves(game.log(s)) for s in (0, 1)]
    return [views[1] - views[0], views[0] - views[1]]


def test_some_game_names_to_each_seat_what_the_other_does_not_see():
    """The check of the errors' words has something to find: in at least one of the games
    each seat's view names what only the other seat sees."""
    assert [g for g in GAMES if all(_secrets(g, 1, {}))]


def test_the_record_holds_what_was_accepted_and_errors_name_nothing_hidden(live):
    """After the hostile examples (this test runs after them, in file order)."""
    assert live.sent >= 5_000, live.sent
    data = Store(live.server.db_url, upgrade=False).load(live.table)
    assert data is not None
    assert len(data.actions) == live.accepted
    game = afoot.new_game(data.game, players=data.players, seed=data.seed, options=data.options)
    seen: list[set[str]] = [set(), set()]

    def look() -> None:
        if not game.is_over:  # the end shows every card
            for s in (0, 1):
                seen[s] |= _leaves(game.view(s)) | _leaves(game.log(s))

    look()
    for s, action, _ in data.actions:
        game.apply(s, action)
        look()
    # an invite's every way into a log: its page, its API, the join page's query, and the
    # frame that sends the open table's host its free seat's link
    free = live.codes[1]
    for path in (f"/join/{free}", f"/api/invites/{free}", f"/static/join.html?code={free}"):
        with urllib.request.urlopen(live.server.url + path, timeout=10) as r:
            assert r.status == 200
    host = live.server.url.replace("http", "ws") + f"/ws/tables/{live.other}"
    with connect(host, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": live.foreign}))
        sent = _answer(ws)
        assert sent is not None and sent["invites"][0]["url"].endswith(free)
        ws.send('{"type": "ping"}')
        assert _answer(ws) == {"type": "pong"}
    log = live.server.log.read_text()
    assert "GET /api" in log or "POST /api" in log  # debug logging was on
    assert "GET /join/<redacted>" in log and '"type":"snapshot"' in log  # and logged them
    for token in (*live.tokens, live.foreign):
        assert token not in log
    for code in live.codes:  # not even a part of one (a long frame's log shows its ends)
        pieces = {code[i : i + 8] for i in range(len(code) - 7)}
        assert not [p for p in pieces if p in log], code
    hidden = [seen[1] - seen[0], seen[0] - seen[1]]  # what only the other seat ever saw
    if all(_secrets(data.game, data.seed, data.options)):  # each seat's own, named to the other
        assert hidden[0] and hidden[1]  # (the check below has something to find)
    for s, reason, sent in live.reasons:
        # a word the seat itself sent (an unknown field named like a card of another game's
        # action, say) may come back in the refusal: an echo tells it nothing
        named = {h for h in hidden[s] if h in reason and h not in sent}
        assert not named, (s, reason, named)
