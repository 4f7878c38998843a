"""Faults: ``afoot serve`` killed with SIGKILL in the middle of busy tables (a real process,
killed by the test, no graceful stop), on SQLite and on PostgreSQL, then started again.

Every action any client heard of (a snapshot's state id: the server writes an action before it
announces it) is in the database; every table resumes from its record; every client gets its
seat back by reconnecting with its token, at whatever point it was cut off, and the games play
on to their end.
"""

from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect

import afoot
from afoot.games import specs
from afoot.server.testing import ServerProcess, alive, child_pids, post_json
from afoot.store import Store

#: (game, players): one human seat played by a scripted client, the others by bots; every game,
#: at its fewest players and at three where it seats three
TABLES = [
    (spec.id, n)
    for spec in specs()
    for n in sorted({spec.min_players, min(max(spec.min_players, 3), spec.max_players)})
]


class Player(threading.Thread):
    """A scripted client: plays random legal moves, reconnects whenever its socket dies."""

    def __init__(self, server: ServerProcess, table: str, token: str, seed: int) -> None:
        super().__init__(daemon=True)
        self.server = server
        self.table = table
        self.token = token
        self.rng = random.Random(seed)
        self.heard = 0  # the highest state id heard of
        self.reconnects = 0
        self.over = False
        self.stop = False
        self.seats: set[int] = set()

    def run(self) -> None:
        url = self.server.url.replace("http", "ws") + f"/ws/tables/{self.table}"
        while not self.over and not self.stop:
            try:
                with connect(url, open_timeout=2) as ws:
                    ws.send(json.dumps({"type": "hello", "token": self.token}))
                    self._play(ws)
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                self.reconnects += 1
                time.sleep(0.05)

    def _play(self, ws: Any) -> None:
        while not self.stop:
            msg = json.loads(ws.recv(timeout=30))
            if msg["type"] == "rejected":
                msg = msg["snapshot"]
            if msg["type"] != "snapshot":
                continue
            self.seats.add(msg["seat"])
            self.heard = max(self.heard, msg["state_id"])
            if msg["over"]:
                self.over = True
                return
            if msg["legal"] and msg["seat"] in msg["waiting_for"]:
                time.sleep(self.rng.uniform(0, 0.01))
                pick = self.rng.choice(msg["legal"])["action"]
                ws.send(json.dumps({"type": "act", "state_id": msg["state_id"], "action": pick}))


def test_sigkill_mid_game_loses_nothing_heard_and_every_table_resumes(db_url, tmp_path):
    # the bots think in a worker process (afoot.server.thinking), which must die with it
    server = ServerProcess(
        db_url, tmp_path / "server.log", bot_delay_ms=60, args=("--bot-workers", "1")
    )
    server.start()
    players: list[Player] = []
    try:
        for i, (game, n) in enumerate(TABLES):
            seats = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (n - 1)
            made = post_json(
                f"{server.url}/api/tables",
                {"game": game, "players": n, "name": f"p{i}", "seats": seats},
            )
            players.append(Player(server, made["table"], made["token"], i))
        for player in players:
            player.start()
        # busy: every table under way (waited for, not timed: a loaded machine is slow)
        until = time.monotonic() + 20
        while not all(p.heard > 1 for p in players) and time.monotonic() < until:
            time.sleep(0.05)
        time.sleep(0.3)
        assert all(p.heard > 0 for p in players), [p.heard for p in players]
        assert server.proc is not None
        workers = child_pids(server.proc.pid)
        assert workers, "no bot worker"
        server.kill()
        # cut off mid-game: most of them (a short game of random moves may be over already;
        # what is asserted below holds for every table)
        cut = [p for p in players if not p.over]
        assert len(cut) >= len(players) - 2, [(p.table, p.heard, p.over) for p in players]
        heard = {p.table: p.heard for p in players}
        until = time.monotonic() + 10
        while any(map(alive, workers)) and time.monotonic() < until:
            time.sleep(0.05)
        assert not any(map(alive, workers)), "a bot worker outlived its killed server"
        store = Store(db_url, upgrade=False)
        try:
            for table, count in heard.items():
                data = store.load(table)
                assert data is not None and len(data.actions) >= count, (table, count)
        finally:
            store.close()
        time.sleep(0.5)  # the clients try, and fail, to reconnect meanwhile
        server.start()
        end = time.monotonic() + 120
        while not all(p.over for p in players) and time.monotonic() < end:
            time.sleep(0.1)
        assert all(p.over for p in players), [(p.table, p.heard) for p in players]
        assert all(p.reconnects >= 1 for p in cut)
        assert all(p.seats == {0} for p in players)  # the same seat, every time
    finally:
        for player in players:
            player.stop = True
        server.stop()
    store = Store(db_url, upgrade=False)
    try:
        for player in players:
            data = store.load(player.table)
            assert data is not None and data.status == "finished"
            replayed = afoot.new_game(
                data.game, players=data.players, seed=data.seed, options=data.options
            )
            for seat, action, _ in data.actions:
                replayed.apply(seat, action)
            assert replayed.is_over  # the record replays to its end
    finally:
        store.close()
