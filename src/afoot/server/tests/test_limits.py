"""Per-connection limits: a flood is ignored, then closed; a stream of unusable messages is
closed; neither changes the table, and the other seats keep their sockets."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from afoot.server.app import create_app
from afoot.server.limits import Limiter, Verdict
from afoot.server.tests.helpers import TWO, create, hello, join, recv
from afoot.store import Store

TWO_HUMANS = [{"kind": "human"}, {"kind": "human"}]


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_bucket_lets_a_burst_through_then_the_rate():
    clock = Clock()
    lim = Limiter(rate=10, burst=5, clock=clock)
    assert [lim.message() for _ in range(5)] == [Verdict.OK] * 5
    assert lim.message() is Verdict.IGNORED
    clock.now += 0.1  # one token back
    assert lim.message() is Verdict.OK
    assert lim.message() is Verdict.IGNORED
    clock.now += 10  # refilled, never above the burst
    assert [lim.message() for _ in range(6)] == [Verdict.OK] * 5 + [Verdict.IGNORED]


def test_going_on_over_the_limit_is_abuse():
    clock = Clock()
    lim = Limiter(rate=1, burst=3, clock=clock)
    verdicts = [lim.message() for _ in range(6)]
    assert verdicts == [Verdict.OK] * 3 + [Verdict.IGNORED] * 2 + [Verdict.ABUSE]


def test_an_accepted_message_forgives_the_ignored_ones():
    clock = Clock()
    lim = Limiter(rate=1, burst=3, clock=clock)
    for _ in range(3):
        lim.message()
    assert [lim.message(), lim.message()] == [Verdict.IGNORED] * 2
    clock.now += 1
    assert lim.message() is Verdict.OK
    assert [lim.message(), lim.message()] == [Verdict.IGNORED] * 2  # counted afresh


def test_unusable_messages_are_counted():
    lim = Limiter(max_bad=3)
    assert [lim.unusable() for _ in range(3)] == [Verdict.OK, Verdict.OK, Verdict.ABUSE]


@pytest.mark.parametrize("limits", [(0, 5, 5), (1, 0, 5), (1, 5, 0)])
def test_bad_limits_are_refused_in_one_line(limits, tmp_path):
    with pytest.raises(ValueError, match="limits must be positive") as err:
        create_app(f"sqlite:///{tmp_path / 'x.db'}", limits=limits)
    assert "\n" not in str(err.value)


def _table(c: TestClient) -> tuple[dict, dict]:
    made = create(c, game=TWO, name="Ann", seats=TWO_HUMANS)
    other = join(c, made["invites"][0]["url"], "Bob")
    return made, other


def _close_code(ws) -> int:
    for _ in range(10_000):
        try:
            ws.receive_text()
        except WebSocketDisconnect as closed:
            return int(closed.code)
    raise AssertionError("the socket stayed open")


def test_a_flood_is_ignored_then_closed_and_changes_nothing(db_url):
    # a slow refill, so that the test's own speed cannot earn tokens back
    with TestClient(create_app(db_url, bot_delay_ms=0, limits=(0.01, 5, 100))) as c:
        made, other = _table(c)
        table = made["table"]
        with (
            c.websocket_connect(f"/ws/tables/{table}") as w0,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
        ):
            snap = hello(w0, made["token"])  # the limits start after the hello
            hello(w1, other["token"])
            recv(w0)  # seat 1 arrived
            action = snap["legal"][0]["action"]
            stale = json.dumps({"type": "act", "state_id": 99, "action": action})
            for _ in range(5):
                w0.send_text(stale)
                assert recv(w0)["type"] == "rejected"
            # over the limit: ignored (no rejection, no action), with a reason
            w0.send_text(json.dumps({"type": "act", "state_id": 0, "action": action}))
            err = recv(w0)
            assert err["type"] == "error" and "too many messages" in err["reason"]
            assert "this one was ignored" in err["reason"] and "\n" not in err["reason"]
            for _ in range(10):
                w0.send_text('{"type": "ping"}')
            assert _close_code(w0) == 4429
            # the other seat is still there, and nothing was played
            w1.send_text('{"type": "ping"}')
            assert recv(w1)["type"] in ("pong", "snapshot")
        data = Store(db_url, upgrade=False).load(table)
        assert data is not None and data.actions == []


def test_a_stream_of_unusable_messages_is_closed(db_url):
    with TestClient(create_app(db_url, bot_delay_ms=0, limits=(1000, 1000, 5))) as c:
        made, _ = _table(c)
        with c.websocket_connect(f"/ws/tables/{made['table']}") as ws:
            hello(ws, made["token"])
            for i in range(4):
                ws.send_text("{nope" if i % 2 else '{"type": "hello", "token": null}')
                assert recv(ws)["type"] == "error"
            ws.send_text('{"type": "dance"}')
            last = recv(ws)
            assert "too many unusable messages" in last["reason"]
            assert _close_code(ws) == 4400
