"""Test helpers: a live app in a TestClient, WebSocket reading, engine replays of a table, and
the games a test of the server's machinery plays, picked from the registry by what the test
needs (the server knows no game by name, and neither do its tests)."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

import msgspec
from fastapi.testclient import TestClient

import afoot
from afoot.engine.core import GameSpec, OptionValue
from afoot.engine.errors import InvalidOption
from afoot.engine.game import Game
from afoot.games import specs
from afoot.server.app import create_app
from afoot.server.limits import MAX_BAD
from afoot.server.messages import messages_of, prompt, with_messages

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
    redacted log for that seat, each entry with the game's message when it declares messages,
    as its prompt and its legal moves are: nothing more, nothing less."""
    game = afoot.new_game(
        record["game"], players=record["players"], seed=record["seed"], options=record["options"]
    )
    messages = messages_of(game.spec)

    def told(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return as_json(with_messages(entries, messages))

    views = {0: game.view(seat)}
    logs = {0: told(game.log(seat))}
    prompts = {0: as_json(prompt(views[0], messages))}
    for entry in record["actions"]:
        game.apply(entry["seat"], entry["action"])
        views[game.action_count] = game.view(seat)
        logs[game.action_count] = told(game.log(seat))
        prompts[game.action_count] = as_json(prompt(views[game.action_count], messages))
    got_log: list[dict[str, Any]] = []
    for snap in snapshots:
        assert snap["seat"] == seat
        assert snap["view"] == views[snap["state_id"]]
        if snap["log"] is not None:
            got_log = list(snap["log"])
        else:
            got_log.extend(snap["events"])
        assert got_log == logs[snap["state_id"]]
        if snap.get("status", "running") == "running":
            assert snap["prompt"] == prompts[snap["state_id"]]
        for move in snap.get("legal", []):
            assert ("msg" in move) is (messages is not None), move
            if messages is not None:
                action = game.parse_action(move["action"])
                assert move["msg"] == as_json(messages.action(action, snap["view"]))


def as_json(value: Any) -> Any:
    """``value`` as it reads once sent (tuples become lists)."""
    return json.loads(msgspec.json.encode(value))


# -- games by what a test needs ------------------------------------------------------------------
def a_game(what: str, test: Callable[[GameSpec], bool]) -> str:
    """The id of the first registered game that ``test`` accepts; ``what`` says what it is
    when no game is (the test fails: a capability it needs went missing)."""
    for spec in specs():
        if test(spec):
            return spec.id
    raise AssertionError(f"no registered game is {what}")


def seats_for(spec: GameSpec, players: int) -> bool:
    return spec.min_players <= players <= spec.max_players


def opens_with(seat: int, players: int) -> Callable[[GameSpec], bool]:
    """A game for ``players`` that starts with ``seat`` alone to act (whatever the deal)."""

    def test(spec: GameSpec) -> bool:
        return seats_for(spec, players) and all(
            Game(spec, players, seed=seed).to_act == frozenset({seat}) for seed in range(5)
        )

    return test


def with_levels(spec: GameSpec) -> bool:
    """A game whose seats may be given to the bot levels (easy, medium, hard)."""
    return {"easy", "medium", "hard"} <= set(spec.levels)


def lasting(players: int, moves: int) -> Callable[[GameSpec], bool]:
    """A game for ``players`` whose games of random moves all last ``moves`` moves or more (of
    five deals): long enough for what a test does mid-game."""

    def test(spec: GameSpec) -> bool:
        if not seats_for(spec, players):
            return False
        for seed in range(5):
            game, rng = Game(spec, players, seed=seed), random.Random(seed)
            while not game.is_over and game.action_count < moves:
                seat = min(game.waiting_for)
                game.apply(seat, rng.choice(game.legal_actions(seat)))
            if game.action_count < moves:
                return False
        return True

    return test


#: two seats, seat 0 first (another seat's move is out of turn), the bot levels: most tests
TWO = a_game(
    "for two players, seat 0 alone first, with bot levels",
    lambda s: opens_with(0, 2)(s) and with_levels(s),
)
#: two seats and messages (its texts as messages of its catalogue, afoot.engine.catalogue)
SPOKEN = a_game("for two players with messages", lambda s: seats_for(s, 2) and bool(s.messages))
#: three seats and the bot levels
THREE = a_game("for three players with bot levels", lambda s: seats_for(s, 3) and with_levels(s))


def other_options(spec: GameSpec, players: int) -> dict[str, OptionValue]:
    """Options other than the defaults for a game of ``players``: each option's last listed
    choice where it applies (given the choices made before it, and the number of players)."""
    given: dict[str, OptionValue] = {}
    for option in spec.options:
        for choice in reversed([c for c in option.choices if c != option.default]):
            try:
                Game(spec, players, seed=0, options={**given, option.name: choice})
            except InvalidOption:
                continue
            given[option.name] = choice
            break
    return given


def an_illegal_action(game_id: str, players: int, legal: list[dict[str, Any]]) -> dict[str, Any]:
    """An action of the game that seat 0 may take in some deal but is not among ``legal`` (a
    snapshot's moves): one of seat 0's moves in games of random moves. Several games, since a
    deal may offer seat 0 no move that the table's deal does not (a Beyond Baker Street game
    whose every Assist the table's hands allow too)."""
    offered = {json.dumps(m["action"], sort_keys=True) for m in legal}
    for seed in range(1, 21):
        game = afoot.new_game(game_id, players=players, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            seat = min(game.waiting_for)
            moves = game.legal_actions(seat)
            for action in moves if seat == 0 else ():
                wire = msgspec.to_builtins(action)
                if json.dumps(wire, sort_keys=True) not in offered:
                    return dict(wire)
            game.apply(seat, rng.choice(moves))
    raise AssertionError(f"every move of seat 0 in 20 games of {game_id} is legal now")
