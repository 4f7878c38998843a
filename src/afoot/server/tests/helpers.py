"""Test helpers: a live app in a TestClient, WebSocket reading, engine replays of a table."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from fastapi.testclient import TestClient

import afoot
from afoot.server.app import create_app
from afoot.server.limits import MAX_BAD

#: scripted test clients act as fast as the server answers: far over a person's rate, so the
#: socket limits (tested on their own in test_limits.py) are raised for them
FAST = (10_000.0, 10_000, MAX_BAD)


def client(
    db_url: str, bot_delay_ms: int | None = 0, bot_workers: int = 0, **kw: Any
) -> TestClient:
    return TestClient(
        create_app(db_url, bot_delay_ms=bot_delay_ms, limits=FAST, bot_workers=bot_workers, **kw)
    )


def recv(ws: Any) -> dict[str, Any]:
    return json.loads(ws.receive_text())


def until(ws: Any, pred: Any, limit: int = 2000) -> dict[str, Any]:
    """Read messages until one satisfies ``pred``."""
    for _ in range(limit):
        msg = recv(ws)
        if pred(msg):
            return msg
    raise AssertionError("no such message")


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    msg = recv(ws)
    assert msg["type"] == "snapshot", msg
    return msg


def create(c: TestClient, **body: Any) -> dict[str, Any]:
    r = c.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def join(c: TestClient, invite_url: str, name: str = "Bob") -> dict[str, Any]:
    code = invite_url.rsplit("/", 1)[1]
    r = c.post(f"/api/invites/{code}", json={"name": name})
    assert r.status_code == 200, r.text
    return r.json()


def wait_status(c: TestClient, table: str, status: str, seconds: float = 60) -> dict[str, Any]:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        data = c.get(f"/api/tables/{table}").json()
        if data["status"] == status:
            return data
        time.sleep(0.02)
    raise AssertionError(f"table {table} did not become {status}")


def play_through(ws: Any, first: dict[str, Any], seed: int = 0) -> list[dict[str, Any]]:
    """Play one seat's legal moves at random from snapshots until the game ends; every
    snapshot seen (the first included)."""
    rng = random.Random(seed)
    seen = [first]
    msg = first
    while not msg["over"]:
        if msg["legal"] and msg["seat"] in msg["waiting_for"]:
            pick = rng.choice(msg["legal"])["action"]
            ws.send_text(json.dumps({"type": "act", "state_id": msg["state_id"], "action": pick}))
        msg = recv(ws)
        if msg["type"] == "rejected":  # raced by a bot: act on the fresh snapshot
            msg = msg["snapshot"]
        assert msg["type"] == "snapshot", msg
        seen.append(msg)
    return seen


def engine_game(c: TestClient, table: str) -> afoot.Game:
    """The finished table replayed by the engine from its record."""
    return afoot.replay(c.get(f"/api/tables/{table}/record").json())


def check_views(record: dict[str, Any], seat: int | None, snapshots: list[dict[str, Any]]) -> None:
    """Every snapshot a connection got is exactly the engine's view for its seat at that state,
    and its log (first full log + the new events of each later snapshot) is the engine's
    redacted log for that seat: nothing more, nothing less."""
    game = afoot.new_game(
        record["game"], players=record["players"], seed=record["seed"], options=record["options"]
    )
    views = {0: game.view(seat)}
    logs = {0: game.log(seat)}
    for entry in record["actions"]:
        game.apply(entry["seat"], entry["action"])
        views[game.action_count] = game.view(seat)
        logs[game.action_count] = game.log(seat)
    got_log: list[dict[str, Any]] = []
    for snap in snapshots:
        assert snap["seat"] == seat
        assert snap["view"] == views[snap["state_id"]]
        if snap["log"] is not None:
            got_log = list(snap["log"])
        else:
            got_log.extend(snap["events"])
        assert got_log == logs[snap["state_id"]]
