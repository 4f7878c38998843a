"""Live tables over WebSockets: per-seat views, the one write path, rejections that change
nothing, bad input, bots, takeovers, clocks, persistence and rebuild after a restart. The games
are the registry's, picked by what a test needs (``helpers.TWO``, ``helpers.THREE``)."""

from __future__ import annotations

import gc
import json
import threading
import time
import weakref
from typing import Any

import msgspec
import pytest
from starlette.websockets import WebSocketDisconnect

import afoot
from afoot.games import spec_for, specs
from afoot.server import protocol as p
from afoot.server.app import replay_frames
from afoot.server.messages import messages_of, with_messages
from afoot.server.tests.helpers import (
    THREE,
    TWO,
    a_game,
    an_illegal_action,
    check_views,
    client,
    create,
    hello,
    join,
    other_options,
    play_through,
    recv,
    seats_for,
    until,
    wait_status,
    with_levels,
)
from afoot.store import Store

pytestmark = pytest.mark.timeout(60)

TWO_HUMANS = [{"kind": "human"}, {"kind": "human"}]


def _two_seats(c, game=TWO, **extra):
    made = create(c, game=game, name="Ann", seats=TWO_HUMANS, **extra)
    other = join(c, made["invites"][0]["url"], "Bob")
    return made, other


def _act(ws, snap, action=None):
    action = action if action is not None else snap["legal"][0]["action"]
    ws.send_text(json.dumps({"type": "act", "state_id": snap["state_id"], "action": action}))


def _bot(spec):
    """A bot for a seat of ``spec``: its medium level, else a random player."""
    return {"kind": "bot", "bot": "medium" if with_levels(spec) else "random"}


@pytest.mark.parametrize("game", [s.id for s in specs()])
def test_each_seat_gets_only_its_own_view_and_events(db_url, game):
    """A full game of every game, two humans and a bot where it seats three: every frame of
    each seat and of a spectator is the engine's view and redacted log for that seat,
    nothing more."""
    players = 3 if seats_for(spec_for(game), 3) else 2
    with client(db_url) as c:
        made = create(
            c,
            game=game,
            players=players,
            name="Ann",
            seats=[{"kind": "human"}, {"kind": "human"}] + [_bot(spec_for(game))] * (players - 2),
        )
        other = join(c, made["invites"][0]["url"], "Bob")
        table = made["table"]
        seen: dict = {}
        with (
            c.websocket_connect(f"/ws/tables/{table}") as w0,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
            c.websocket_connect(f"/ws/tables/{table}") as spec,
        ):
            firsts = {
                0: hello(w0, made["token"]),
                1: hello(w1, other["token"]),
                None: hello(spec, None),
            }
            assert firsts[None]["legal"] == []

            def seat_player(seat, ws):
                seen[seat] = play_through(ws, firsts[seat], seed=seat)

            def spectator():
                snaps = [firsts[None]]
                while not snaps[-1]["over"]:
                    snaps.append(recv(spec))
                seen[None] = snaps

            threads = [
                threading.Thread(target=seat_player, args=(0, w0)),
                threading.Thread(target=seat_player, args=(1, w1)),
                threading.Thread(target=spectator),
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join(100)
        wait_status(c, table, "finished")
        record = c.get(f"/api/tables/{table}/record").json()
    assert set(seen) == {0, 1, None}
    for seat, snaps in seen.items():
        assert snaps[-1]["over"]
        check_views(record, seat, snaps)
    assert seen[0][-1]["result"] == seen[None][-1]["result"] == record["result"]


@pytest.mark.parametrize("game", [s.id for s in specs() if with_levels(s)])
def test_a_human_plays_against_a_hard_bot_to_the_end_with_options(db_url, game):
    """Every game with bot levels, its options other than the defaults (an edition, variants),
    three seats where it has them."""
    spec = spec_for(game)
    players = 3 if seats_for(spec, 3) else 2
    options = other_options(spec, players)
    with client(db_url) as c:
        made = create(
            c,
            game=game,
            players=players,
            name="Ann",
            options=options,
            seats=[{"kind": "human"}] + [{"kind": "bot", "bot": "hard"}] * (players - 1),
        )
        with c.websocket_connect(f"/ws/tables/{made['table']}") as ws:
            snaps = play_through(ws, hello(ws, made["token"]), seed=3)
        record = c.get(f"/api/tables/{made['table']}/record").json()
    assert snaps[-1]["over"] and snaps[-1]["result"] == record["result"]
    assert options and record["options"] == record["options"] | options
    check_views(record, 0, snaps)


def test_a_finished_table_leaves_memory_when_its_seats_leave(db_url):
    """No grace period starts for a seat that leaves a finished game: one did, for every seat,
    and held each finished table in memory a minute after its end."""
    with client(db_url) as c:
        made = create(c, game=TWO, seats=[{"kind": "human"}, {"kind": "bot", "bot": "easy"}])
        hub = c.app.state.hub  # type: ignore[attr-defined]
        with c.websocket_connect(f"/ws/tables/{made['table']}") as ws:
            table = weakref.ref(hub.tables[made["table"]])
            assert play_through(ws, hello(ws, made["token"]), seed=5)[-1]["over"]
        deadline = time.monotonic() + 10
        while made["table"] in hub.tables and time.monotonic() < deadline:
            time.sleep(0.01)
        assert made["table"] not in hub.tables
        gc.collect()
        assert table() is None


def _stored(db_url, table):
    data = Store(db_url, upgrade=False).load(table)
    assert data is not None
    return data


def _true_game(db_url, table):
    data = _stored(db_url, table)
    game = afoot.new_game(data.game, players=data.players, seed=data.seed, options=data.options)
    for seat, action, _ in data.actions:
        game.apply(seat, action)
    return game


def _my_turn(ws, snap):
    """The first snapshot, from ``snap`` on, in which the game waits for this seat."""
    while not (
        snap["type"] == "snapshot" and snap["legal"] and snap["seat"] in snap["waiting_for"]
    ):
        snap = recv(ws)
    return snap


def test_a_stale_or_illegal_action_is_rejected_and_changes_nothing(db_url):
    with client(db_url) as c:
        made, other = _two_seats(c)
        table = made["table"]
        with (
            c.websocket_connect(f"/ws/tables/{table}") as w0,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
        ):
            s0, s1 = hello(w0, made["token"]), hello(w1, other["token"])
            assert recv(w0)["seats"][1]["connected"]  # seat 1 arrived
            assert s0["legal"] and not s1["legal"]
            # out of turn
            _act(w1, s1, s0["legal"][0]["action"])
            r = recv(w1)
            assert r["type"] == "rejected" and "not seat 1's turn" in r["reason"]
            assert r["snapshot"]["state_id"] == 0 and r["snapshot"]["log"] is not None
            # illegal for the seat to act (a move of another deal or moment)
            _act(w0, s0, an_illegal_action(TWO, 2, s0["legal"]))
            r = recv(w0)
            assert r["type"] == "rejected" and r["snapshot"]["state_id"] == 0
            # malformed action
            _act(w0, s0, {"type": "fly"})
            r = recv(w0)
            assert r["type"] == "rejected" and "malformed action" in r["reason"]
            # the legal action with a field it does not have: refused, not played without it
            _act(w0, s0, {**s0["legal"][0]["action"], "seat": 1})
            r = recv(w0)
            assert r["type"] == "rejected" and "unknown field `seat`" in r["reason"]
            assert r["snapshot"]["state_id"] == 0
            # a good one, then the same state id again: stale
            _act(w0, s0)
            after = recv(w0)
            assert after["type"] == "snapshot" and after["state_id"] == 1
            assert recv(w1)["state_id"] == 1
            _act(w0, s0)
            r = recv(w0)
            assert r["type"] == "rejected" and "stale state: you saw state 0" in r["reason"]
            assert r["snapshot"]["state_id"] == 1
        stored = _stored(db_url, table)
        assert len(stored.actions) == 1  # only the accepted action was written


@pytest.mark.parametrize(
    ("frame", "says"),
    [
        ("{nope", "malformed JSON"),
        ("[1, 2]", "bad message"),
        ('{"type": "dance"}', "unknown message type; allowed types are: hello, act"),
        ('{"kind": "act"}', "unknown message type"),
        ('{"type": "act", "state_id": "x", "action": {}}', "Expected `int`"),
        ('{"type": "act", "state_id": 0, "action": {}, "extra": 1}', "unknown field"),
        ('{"type": "hello", "token": null}', "already said hello"),
        ('{"type": "takeover", "seat": 7}', "there is no seat 7"),
        ('{"type": "skip", "seat": 1}', "still has time"),
        ('{"type": "takeover", "seat": 1}', "player is here"),
        ('{"type": "takeover", "seat": 0}', "your own seat"),
        ("x" * (p.MAX_MESSAGE_BYTES + 1), "message too large"),
    ],
)
def test_bad_messages_get_a_reason_and_keep_the_connection(db_url, frame, says):
    with client(db_url) as c:
        made, other = _two_seats(c)
        table = made["table"]
        with (
            c.websocket_connect(f"/ws/tables/{table}") as w0,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
        ):
            hello(w0, made["token"])
            hello(w1, other["token"])
            recv(w0)  # seat 1 arrived
            w0.send_text(frame)
            err = recv(w0)
            assert err["type"] == "error" and says in err["reason"], err
            assert "\n" not in err["reason"]
            w0.send_text('{"type": "ping"}')
            assert recv(w0) == {"type": "pong"}  # still connected
        assert _stored(db_url, table).actions == []


@pytest.mark.parametrize(
    ("first", "code", "says"),
    [
        ('{"type": "hello", "token": "made-up"}', 4401, "not a seat at this table"),
        ('{"type": "ping"}', 4400, "first message must be"),
        ("{nope", 4400, "malformed JSON"),
    ],
)
def test_a_bad_hello_is_refused_and_closed(db_url, first, code, says):
    with client(db_url) as c:
        made = create(c, game=TWO)
        with c.websocket_connect(f"/ws/tables/{made['table']}") as ws:
            ws.send_text(first)
            err = recv(ws)
            assert err["type"] == "error" and says in err["reason"]
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_text()
            assert closed.value.code == code


def test_a_token_of_another_table_is_refused(db_url):
    with client(db_url) as c:
        mine = create(c, game=TWO)
        theirs = create(c, game=TWO)
        with c.websocket_connect(f"/ws/tables/{theirs['table']}") as ws:
            ws.send_text(json.dumps({"type": "hello", "token": mine["token"]}))
            assert "not a seat at this table" in recv(ws)["reason"]
        with c.websocket_connect("/ws/tables/no-such-table") as ws:
            assert "no table" in recv(ws)["reason"]


def test_spectators_cannot_act_and_can_be_turned_away(db_url):
    with client(db_url) as c:
        made, _ = _two_seats(c)
        with (
            c.websocket_connect(f"/ws/tables/{made['table']}") as w0,
            c.websocket_connect(f"/ws/tables/{made['table']}") as spec,
        ):
            legal = hello(w0, made["token"])["legal"]
            snap = hello(spec, None)
            _act(spec, snap, legal[0]["action"])  # a move legal for a seat
            r = recv(spec)
            assert r["type"] == "rejected" and r["reason"] == "spectators cannot act"
        closed = create(c, game=TWO, spectators=False)
        with c.websocket_connect(f"/ws/tables/{closed['table']}") as spec:
            spec.send_text('{"type": "hello"}')
            assert "no spectators" in recv(spec)["reason"]


def test_nothing_moves_until_every_seat_is_taken(db_url):
    with client(db_url) as c:
        made = create(c, game=TWO, name="Ann", seats=TWO_HUMANS)
        first = afoot.new_game(TWO, players=2, seed=1)  # a move the game could open with
        opening = msgspec.to_builtins(first.legal_actions(min(first.to_act))[0])
        with c.websocket_connect(f"/ws/tables/{made['table']}") as w0:
            snap = hello(w0, made["token"])
            assert snap["legal"] == [] and snap["to_act"] == []
            _act(w0, snap, opening)
            r = recv(w0)
            assert "every seat is taken" in r["reason"]
            join(c, made["invites"][0]["url"])
            ready = until(w0, lambda m: m["type"] == "snapshot" and m["legal"])
            assert ready["seats"][1]["taken"] and ready["to_act"] == [0]


def test_only_the_host_is_sent_the_empty_seats_invites(db_url):
    """While a table is open its host (the first human seat, who opened it) is sent the empty
    human seats' invite links, to share; no other seat and no spectator ever receives one in
    any frame: an invite is the key to its seat (SECURITY.md)."""
    with client(db_url) as c:
        made = create(
            c,
            game=THREE,
            players=3,
            name="Ann",
            seats=[{"kind": "human"}] * 3,
            public=False,
        )
        table, codes = made["table"], [i["url"].rsplit("/", 1)[1] for i in made["invites"]]
        bob = join(c, made["invites"][0]["url"], "Bob")
        frames: dict = {"host": [], "bob": [], "spectator": []}
        with (
            c.websocket_connect(f"/ws/tables/{table}") as host,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
            c.websocket_connect(f"/ws/tables/{table}") as spec,
        ):
            frames["host"].append(hello(host, made["token"]))
            frames["bob"].append(hello(w1, bob["token"]))
            frames["spectator"].append(hello(spec, None))
            first = frames["host"][0]
            assert first["status"] == "open"
            assert first["invites"] == [{"seat": 2, "url": made["invites"][1]["url"]}]
            assert frames["bob"][0]["status"] == "open" and frames["bob"][0]["invites"] is None
            assert frames["spectator"][0]["invites"] is None
            join(c, made["invites"][1]["url"], "Cy")  # the last seat: the game starts
            for name, ws in (("host", host), ("bob", w1), ("spectator", spec)):
                frames[name].append(
                    until(ws, lambda m: m["type"] == "snapshot" and m["status"] == "running")
                )
            assert frames["host"][-1]["invites"] is None  # nothing left to share
        for name in ("bob", "spectator"):
            text = json.dumps(frames[name])
            assert not any(code in text for code in codes), name
        assert codes[1] in json.dumps(frames["host"])  # the check can see a code


def test_a_reconnect_gets_the_same_seat_and_the_whole_log(db_url):
    with client(db_url) as c:
        made = create(c, game=TWO, seats=[{"kind": "human"}, {"kind": "bot", "bot": "easy"}])
        table = made["table"]
        with c.websocket_connect(f"/ws/tables/{table}") as ws:
            snap = hello(ws, made["token"])
            heard = list(snap["log"])
            for _ in range(2):
                _act(ws, snap)
                snap = recv(ws)
                heard += snap["events"]
                while not snap["legal"]:
                    snap = recv(ws)
                    heard += snap["events"]
        with c.websocket_connect(f"/ws/tables/{table}") as ws:
            again = hello(ws, made["token"])
        assert again["seat"] == 0 and again["state_id"] == snap["state_id"] >= 2
        assert again["view"] == snap["view"] and again["legal"] == snap["legal"]
        assert again["log"] == heard


def test_a_seat_has_one_socket_the_newest(db_url):
    with client(db_url) as c:
        made = create(c, game=TWO)
        table = made["table"]
        with c.websocket_connect(f"/ws/tables/{table}") as old:
            hello(old, made["token"])
            with c.websocket_connect(f"/ws/tables/{table}") as new:
                snap = hello(new, made["token"])
                err = recv(old)
                assert err == {
                    "type": "error",
                    "reason": "this seat was opened in another tab or window",
                }
                with pytest.raises(WebSocketDisconnect) as closed:
                    old.receive_text()
                assert closed.value.code == p.REPLACED == 4409
                _act(new, snap)
                assert recv(new)["state_id"] == 1


def test_a_restart_rebuilds_every_running_table_from_its_record(db_url):
    with client(db_url) as c:
        made = create(
            c,
            game=THREE,
            players=3,
            name="Ann",
            seats=[{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}],
        )
        table = made["table"]
        with c.websocket_connect(f"/ws/tables/{table}") as ws:
            snap = hello(ws, made["token"])
            for _ in range(3):
                snap = _my_turn(ws, snap)
                _act(ws, snap)
                snap = recv(ws)
            before = _my_turn(ws, snap)
    with client(db_url) as c:  # a new server process on the same database
        assert c.get("/api/health").json()["tables"] >= 1
        with c.websocket_connect(f"/ws/tables/{table}") as ws:
            after = hello(ws, made["token"])
            assert after["state_id"] == before["state_id"]
            assert after["view"] == before["view"]
            assert after["log"] == before["log"] if before["log"] else True
            rest = play_through(ws, after)
        assert rest[-1]["over"]
        record = c.get(f"/api/tables/{table}/record").json()
        assert afoot.replay(record).is_over


def test_a_departed_player_can_be_handed_to_a_bot(db_url):
    with client(db_url) as c:
        made, other = _two_seats(c, takeover_after_seconds=0)
        table = made["table"]
        with c.websocket_connect(f"/ws/tables/{table}") as w0:
            hello(w0, made["token"])
            with c.websocket_connect(f"/ws/tables/{table}") as w1:
                hello(w1, other["token"])
            gone = until(w0, lambda m: m["type"] == "snapshot" and not m["seats"][1]["connected"])
            assert gone["seats"][1]["taken"]
            snap = gone
            while 0 in snap["waiting_for"]:  # play until the game waits for the departed seat
                _act(w0, snap)
                snap = recv(w0)
            w0.send_text('{"type": "takeover", "seat": 1}')
            replaced = until(w0, lambda m: m["type"] == "snapshot" and m["seats"][1]["replaced"])
            assert replaced["seats"][1]["bot"] == "medium"
            moved = until(w0, lambda m: m["type"] == "snapshot" and 0 in m["waiting_for"])
            assert moved["state_id"] > snap["state_id"]  # the stand-in played seat 1's turn
        assert _stored(db_url, table).seats[1].replaced


def test_a_clock_runs_out_and_the_seat_can_be_skipped(db_url):
    with client(db_url) as c:
        made, other = _two_seats(c, clock={"bank_seconds": 5, "increment_seconds": 0})
        table = made["table"]
        with (
            c.websocket_connect(f"/ws/tables/{table}") as w0,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
        ):
            s0 = hello(w0, made["token"])
            hello(w1, other["token"])
            # seat 0's bank runs from the moment the last seat was taken
            assert 4000 < s0["clocks"][0]["remaining_ms"] <= 5000 == s0["clocks"][1]["remaining_ms"]
            assert s0["clocks"][0]["running"] and not s0["clocks"][1]["running"]
            started = time.monotonic()
            out = until(w1, lambda m: m["type"] == "snapshot" and m["clocks"][0]["expired"])
            assert time.monotonic() - started >= 3.5
            assert out["clocks"][0]["remaining_ms"] == 0 and out["state_id"] == 0
            w1.send_text('{"type": "skip", "seat": 0}')
            moved = until(w1, lambda m: m["type"] == "snapshot" and m["state_id"] == 1)
            for k in moved["clocks"]:  # a clock runs for each seat the game waits for
                assert k["running"] == (k["seat"] in moved["waiting_for"])
        stored = _stored(db_url, table)
        seat, _action, clocks = stored.actions[0]
        assert seat == 0 and clocks is not None and clocks[1] == 5000


def test_a_clock_timer_that_wakes_early_waits_for_the_rest(db_url):
    """The timer that ends a seat's time may wake before ``time.monotonic()`` says the bank is
    spent (an event loop's clock can lag behind it): it then waits for the rest instead of
    leaving the seat's clock running for ever (no skip was ever offered: the browser test of
    a skipped seat failed now and then in whole runs)."""
    import asyncio

    from afoot.server.tables import Hub

    async def run() -> tuple[bool, bool]:
        store = Store(db_url)
        hub = Hub(store, bot_delay_ms=0)
        settings: dict[str, Any] = {"clock": {"bank_seconds": 1, "increment_seconds": 0}}
        seats = [{"kind": "human"}, {"kind": "human"}]
        table_id, invites = await hub.create(TWO, 2, None, seats, settings)
        await hub.claim(invites[0], "Ann", None)
        await hub.claim(invites[1], "Bob", None)
        table = await hub.get(table_id)
        assert table is not None and table._timer is not None and 0 in table.running
        table._timer.cancel()  # the timer the clock started: it wakes now, 1 s early
        await table._expire_after(0)
        early = 0 in table.expired
        for _ in range(300):
            if 0 in table.expired:
                break
            await asyncio.sleep(0.01)
        later = 0 in table.expired
        await hub.stop()
        store.close()
        return early, later

    early, later = asyncio.run(run())
    assert not early and later


def test_a_skipped_seats_move_is_logged_as_its_stand_ins(db_url):
    """A seat out of time that is skipped: its stand-in bot takes that one decision, and
    every log says the stand-in moved for that player (a public ``stand_in`` entry before the
    move's events), live, after a reconnect, after a restart, and in the replay."""
    with client(db_url) as c:
        made, other = _two_seats(c, clock={"bank_seconds": 5, "increment_seconds": 0})
        table = made["table"]
        with (
            c.websocket_connect(f"/ws/tables/{table}") as w0,
            c.websocket_connect(f"/ws/tables/{table}") as w1,
        ):
            hello(w0, made["token"])
            hello(w1, other["token"])
            until(w1, lambda m: m["type"] == "snapshot" and m["clocks"][0]["expired"])
            w1.send_text('{"type": "skip", "seat": 0}')
            heard = {}
            for seat, ws in ((0, w0), (1, w1)):
                heard[seat] = until(ws, lambda m: m["type"] == "snapshot" and m["state_id"] == 1)
        marker = {"type": "stand_in", "seat": 0, "bot": "medium"}
        game = _true_game(db_url, table)
        messages = messages_of(game.spec)

        def log(seat: int | None) -> list[dict[str, Any]]:
            """The seat's log as the server sends it (JSON): each entry with its message."""
            return json.loads(json.dumps(with_messages(game.log(seat), messages)))

        for seat, snap in heard.items():
            assert snap["events"][0] == marker, snap["events"]
            assert snap["events"][1:] == log(seat)  # then the move's own events
        with c.websocket_connect(f"/ws/tables/{table}") as again:
            assert hello(again, other["token"])["log"] == [marker, *log(1)]
    # a restart rebuilds the table from its record
    with (
        client(db_url) as c,
        c.websocket_connect(f"/ws/tables/{table}") as ws,
        c.websocket_connect(f"/ws/tables/{table}") as spec,
    ):
        assert hello(ws, made["token"])["log"] == [marker, *log(0)]
        assert hello(spec, None)["log"] == [marker, *log(None)]
    data = _stored(db_url, table)
    assert data.stand_ins == {1: "medium"}
    frames = replay_frames(data, 1)  # as the replay page receives them (JSON)
    assert json.loads(json.dumps(frames[1]["events"])) == [marker, *log(1)]


def _listed(c, status):
    return {t["table"] for t in c.get("/api/tables", params={"status": status}).json()}


def test_a_table_nobody_is_at_is_abandoned_and_its_seats_can_resume_it(db_url):
    """Abandonment (README, "In the browser"): a running table none of whose human seats has
    been connected for the server's abandon-after leaves the games in progress and stops;
    its players see it in their own list, and a seat that comes back resumes it where it
    was. A table of bots is never abandoned: it plays to its end on its own."""
    with client(db_url, abandon_after=1.0) as c:
        made, other = _two_seats(c)
        table = made["table"]
        bots = create(c, game=TWO, seats=[{"kind": "bot", "bot": "easy"}] * 2)
        with c.websocket_connect(f"/ws/tables/{table}") as w0:
            snap = hello(w0, made["token"])
            _act(w0, snap)
            assert recv(w0)["state_id"] == 1
            assert table in _listed(c, "running")
        gone = wait_status(c, table, "abandoned", seconds=30)
        assert gone["result"] is None
        assert table not in _listed(c, "running") | _listed(c, "open")
        mine = c.get(f"/api/players/{made['player']}/games").json()
        assert [(m["table"], m["status"]) for m in mine] == [(table, "abandoned")]
        assert table not in c.app.state.hub.tables  # type: ignore[attr-defined]
        with c.websocket_connect(f"/ws/tables/{table}") as spec:  # a spectator resumes nothing
            assert hello(spec, None)["status"] == "abandoned"
        assert c.get(f"/api/tables/{table}").json()["status"] == "abandoned"
        with c.websocket_connect(f"/ws/tables/{table}") as w1:  # Bob is back
            back = hello(w1, other["token"])
            assert back["status"] == "running" and back["state_id"] == 1
            assert table in _listed(c, "running")
        assert wait_status(c, bots["table"], "finished")["result"] is not None


def test_an_open_table_nobody_joined_is_abandoned_and_its_invites_seat_nobody(db_url):
    with client(db_url, abandon_after=1.0) as c:
        made = create(c, game=TWO, name="Ann", seats=TWO_HUMANS)  # the host never came
        code = made["invites"][0]["url"].rsplit("/", 1)[1]
        wait_status(c, made["table"], "abandoned", seconds=30)
        assert made["table"] not in _listed(c, "open")
        assert c.get(f"/api/invites/{code}").json()["status"] == "abandoned"
        r = c.post(f"/api/invites/{code}", json={"name": "Bob"})
        detail = r.json()["detail"]
        assert r.status_code == 409 and "set aside" in detail
        # any seated player's return opens it again, not only its host's
        assert "host" not in detail and "one of its players comes back" in detail, detail
        with c.websocket_connect(f"/ws/tables/{made['table']}") as host:  # the host is back
            assert hello(host, made["token"])["status"] == "open"
            assert join(c, made["invites"][0]["url"])["seat"] == 1  # the invite works again


def _idle_for(db_url: str, table: str, seconds: float) -> None:
    """Set the table's last activity in the store ``seconds`` back (what a wait would do)."""
    from datetime import UTC, datetime, timedelta

    from sqlalchemy import update

    from afoot.store.models import Match

    store = Store(db_url, upgrade=False)
    try:
        with store.engine.begin() as conn:
            stamp = datetime.now(UTC) - timedelta(seconds=seconds)
            conn.execute(update(Match).where(Match.id == table).values(updated=stamp))
    finally:
        store.close()


def test_a_restart_keeps_the_abandonment_rule(db_url):
    """The server counts a table's idle time from its last activity in the store, so a
    restart neither forgets nor restarts the count: a table left long enough ago is abandoned
    at once, one left a moment ago is rebuilt and kept, one left all but a second ago is
    abandoned a second later (not a whole abandon-after later). Their last activity is set
    back in the store: nothing waits for it."""
    hour = 3600.0
    with client(db_url) as c:
        old, _ = _two_seats(c)
        fresh, _ = _two_seats(c)
        due, _ = _two_seats(c)
    _idle_for(db_url, old["table"], 2 * hour)
    _idle_for(db_url, fresh["table"], 60)
    _idle_for(db_url, due["table"], hour - 1)
    with client(db_url, abandon_after=hour) as c:
        wait_status(c, old["table"], "abandoned", seconds=10)  # (an hour, if it were counted anew)
        assert fresh["table"] in _listed(c, "running")
        wait_status(c, due["table"], "abandoned", seconds=30)
        assert c.get(f"/api/tables/{fresh['table']}").json()["status"] == "running"
    with client(db_url, abandon_after=hour) as c:  # they stay abandoned, not rebuilt
        assert set(c.app.state.hub.tables) == {fresh["table"]}  # type: ignore[attr-defined]
        assert _listed(c, "running") == {fresh["table"]}


def test_abandon_after_must_be_a_positive_number_of_seconds(db_url):
    from afoot.server.app import create_app

    bad: Any
    for bad in (0, -1, "soon", True):
        with pytest.raises(ValueError, match="abandon after must be a number of seconds"):
            create_app(db_url, abandon_after=bad)


#: a game with a casebook whose seats act in turn (no call out of turn moves it on meanwhile)
CASEBOOK = a_game(
    "with a casebook, for three players, without out-of-turn calls",
    lambda s: s.casebook is not None and s.waiting_for is None and seats_for(s, 3),
)


def test_the_casebook_is_the_seats_own_and_only_when_the_table_has_it(db_url):
    """On each of the seat's turns its casebook is the game's casebook of that seat, now (the
    deductions of what the seat has seen); a spectator and a table without one get none.
    (Each game's own tests say what its casebook holds.)"""
    casebook = spec_for(CASEBOOK).casebook
    assert casebook is not None
    with client(db_url) as c:
        on = create(c, game=CASEBOOK, players=3, casebook=True)
        off = create(c, game=CASEBOOK, players=3)
        with c.websocket_connect(f"/ws/tables/{on['table']}") as ws:
            snap = _my_turn(ws, hello(ws, on["token"]))
            turns = 0
            while not snap["over"] and turns < 6:
                game = _true_game(db_url, on["table"])
                assert snap["state_id"] == game.action_count  # the game waits for this seat
                assert snap["casebook"] == casebook(game.state, 0)
                turns += 1
                _act(ws, snap)
                snap = until(
                    ws,
                    lambda m: (
                        m["type"] == "snapshot"
                        and (m["over"] or (m["legal"] and 0 in m["waiting_for"]))
                    ),
                )
            assert turns >= 3, turns
        with c.websocket_connect(f"/ws/tables/{on['table']}") as spec:
            assert hello(spec, None)["casebook"] is None  # a spectator has no casebook
        with c.websocket_connect(f"/ws/tables/{off['table']}") as ws:
            assert hello(ws, off["token"])["casebook"] is None


def test_the_others_hear_when_a_departed_seat_may_be_handed_over(db_url):
    with client(db_url) as c:
        made, other = _two_seats(c, takeover_after_seconds=1)
        table = made["table"]
        with c.websocket_connect(f"/ws/tables/{table}") as w0:
            snap = hello(w0, made["token"])
            assert snap["takeover_after_ms"] == 1000
            with c.websocket_connect(f"/ws/tables/{table}") as w1:
                hello(w1, other["token"])
            left = until(w0, lambda m: m["type"] == "snapshot" and not m["seats"][1]["connected"])
            assert left["seats"][1]["away_ms"] < 1000
            later = recv(w0)  # sent by the server when the grace period is over
            assert later["seats"][1]["away_ms"] >= 1000 and later["state_id"] == left["state_id"]


def test_an_action_the_database_refuses_is_not_taken(db_url):
    """Written before acknowledged: when the write fails, the action is rejected, the game
    stays where it was, and the same action succeeds once the database is back."""
    from afoot.store import StoreError

    with client(db_url) as c:
        made = create(c, game=TWO, seats=[{"kind": "human"}, {"kind": "bot", "bot": "easy"}])
        store = c.app.state.hub.store  # type: ignore[attr-defined]
        real = store.append

        def broken(*args):
            raise StoreError("disk full")

        with c.websocket_connect(f"/ws/tables/{made['table']}") as ws:
            snap = hello(ws, made["token"])
            store.append = broken
            _act(ws, snap)
            r = recv(ws)
            assert r["type"] == "rejected" and "could not save the action" in r["reason"]
            assert r["snapshot"]["state_id"] == 0 and r["snapshot"]["view"] == snap["view"]
            store.append = real
            _act(ws, snap)
            assert recv(ws)["state_id"] == 1
        assert len(_stored(db_url, made["table"]).actions) >= 1


def _displaced_while_waiting(db_url: str, what: str) -> dict[str, Any]:
    """Seat 0's socket sends ``what`` (an act, a takeover of seat 1, a skip of seat 1) while
    another writer holds the table's lock; a newer socket of seat 0 joins, queued before it,
    and replaces it. What each socket was sent, the table's state and the stored record."""
    import asyncio

    from afoot.server.tables import Conn, Hub

    async def run() -> dict[str, Any]:
        store = Store(db_url)
        hub = Hub(store, bot_delay_ms=0)
        settings: dict[str, Any] = {"takeover_after_seconds": 0}
        if what == "skip":  # seat 1 out of time at once: a seat may be skipped
            settings["clock"] = {"bank_seconds": 0, "increment_seconds": 0}
        seats = [{"kind": "human"}, {"kind": "human"}]
        table_id, invites = await hub.create(TWO, 2, None, seats, settings)
        await hub.claim(invites[0], "Ann", None)  # Ann is seat 0; her sockets are made here
        await hub.claim(invites[1], "Bob", None)  # Bob never connects
        table = await hub.get(table_id)
        assert table is not None
        sent: dict[str, list[str]] = {"old": [], "new": []}
        closed: dict[str, int] = {}

        def conn(name: str) -> Conn:
            async def send(text: str) -> None:
                sent[name].append(text)

            async def close(code: int) -> None:
                closed[name] = code

            made = Conn(0, send, close)
            made.start()
            return made

        old, new = conn("old"), conn("new")
        await table.join(old)
        if what == "act":  # Ann moves first: her move
            first = table.snapshot(0, [], False)
            message = table.act(old, first.state_id, first.legal[0]["action"])
        else:
            # seat 0 plays until the game waits for seat 1 (and seat 1's clock has run out)
            while 1 not in table.game.waiting_for:
                legal = table.snapshot(0, [], False).legal
                await table.act(old, table.state_id, legal[0]["action"])
            for _ in range(1000):  # (its timer runs at once, then waits for the lock)
                if what != "skip" or 1 in table.expired:
                    break
                await asyncio.sleep(0.01)
            assert what != "skip" or 1 in table.expired
            message = table.takeover(old, 1) if what == "takeover" else table.skip(old, 1)
        before = table.state_id
        replaced = table.data.seats[1].replaced
        await table.lock.acquire()  # another writer (a bot's move, a clock) holds the table
        joining = asyncio.create_task(table.join(new))
        await asyncio.sleep(0)
        acting = asyncio.create_task(message)
        await asyncio.sleep(0)
        table.lock.release()
        await joining
        await acting
        assert old.task is not None
        await old.task  # its outbox sent, the socket closed
        await hub.stop()  # the newer socket's outbox sent too
        out = {
            "old": [json.loads(x) for x in sent["old"]],
            "new": [json.loads(x) for x in sent["new"]],
            "closed": closed,
            "before": before,
            "after": table.state_id,
            "replaced_before": replaced,
            "replaced_after": table.data.seats[1].replaced,
        }
        store.close()
        data = Store(db_url, upgrade=False).load(table_id)
        assert data is not None
        out["stored"] = len(data.actions)
        out["stored_replaced"] = data.seats[1].replaced
        return out

    return asyncio.run(run())


@pytest.mark.parametrize("what", ["act", "takeover", "skip"])
def test_a_socket_replaced_while_its_message_waited_changes_nothing(db_url, what):
    """A seat's message that waited for the table while a newer socket of that seat took it
    over is not applied: that socket was told its seat was opened elsewhere and closed, and
    its page says the move was not sent (the starting commit played it all the same)."""
    got = _displaced_while_waiting(db_url, what)
    assert got["closed"] == {"old": p.REPLACED}
    assert got["old"][-1] == {
        "type": "error",
        "reason": "this seat was opened in another tab or window",
    }
    assert got["after"] == got["before"] and got["stored"] == got["before"]
    assert not got["replaced_after"] and not got["stored_replaced"]
    assert [m["state_id"] for m in got["new"]] == [got["before"]]  # its snapshot, no more
