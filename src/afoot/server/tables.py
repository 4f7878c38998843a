"""Live tables: one writer per table, per-seat fan-out, bots, clocks, persistence, rebuild.

A :class:`Table` holds one game. Every change to it (an action, a takeover, a clock running
out) happens under the table's lock, so the table has exactly one writer. An action is
checked (state id, turn, legality) on a copy of the game, written to the database, and only
then swapped in and announced: each connection gets its own seat's view and its own redacted
events (spectators the spectator view). A rejected action changes nothing and is answered
with the reason and a fresh snapshot.

:class:`Hub` owns the tables of one server process: it creates them, loads and rebuilds them
from the match log (on start every open or running table is replayed from its record), and
runs the synchronous store in a worker thread (one for SQLite, whose writes are serial anyway).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import UTC, datetime
from typing import Any, TypeVar, cast

import msgspec

from afoot import __version__
from afoot.ai import Agent, agent_names, make_agent, tell_lineup
from afoot.engine.chance import derive_seed
from afoot.engine.errors import AfootError, IllegalAction, InvalidOption
from afoot.engine.events import Event, public
from afoot.engine.game import Game, new_seed, plain
from afoot.games import spec_for
from afoot.server import protocol as p
from afoot.server.messages import Memo, legal_moves, messages_of, prompt, told, with_messages
from afoot.server.thinking import BotPool
from afoot.store import MatchData, Store, StoreError

log = logging.getLogger("afoot.server")

T = TypeVar("T")

#: the bot that plays a seat handed over by the other players (or a skipped turn)
STAND_IN = "medium"
#: messages queued for one connection before it is dropped as too slow
OUTBOX = 256
#: seconds a table with human seats may go without any of them connected before it is
#: abandoned (``afoot serve --abandon-after``; see :meth:`Table._abandon`)
ABANDON_AFTER = 3600.0

DEFAULT_SETTINGS: dict[str, Any] = {
    "clock": None,
    "casebook": False,
    "spectators": True,
    "public": True,
    "bot_delay_ms": 700,
    "takeover_after_seconds": 60.0,
}


def _aware(stamp: datetime) -> datetime:
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)


def host_seat(data: MatchData) -> int | None:
    """The host's seat: the first human seat, which the player who opens a table takes (None
    for a table of bots)."""
    return next((s.seat for s in data.seats if s.kind == "human"), None)


#: where a stand-in's move starts in each seat's log (None: the spectators'), its seat, its bot
StandInMark = tuple[dict[int | None, int], int, str]


def stand_in_event(seat: int, bot: str) -> Event:
    """The public log entry before the events of a decision a seat's stand-in bot took (the
    seat was out of time and skipped): the move is the stand-in's, not the player's."""
    return public("stand_in", seat=seat, bot=bot)


def mark_stand_in(game: Game, seat: int, bot: str) -> StandInMark:
    """Where the stand-in's move about to be applied to ``game`` starts in every log."""
    return ({s: len(game.log(s)) for s in (None, *range(game.players))}, seat, bot)


class Conn:
    """One WebSocket: its seat (None for a spectator) and its outbox, drained by a sender task."""

    __slots__ = ("close", "closed", "kicked", "outbox", "seat", "send", "task")

    def __init__(
        self,
        seat: int | None,
        send: Callable[[str], Awaitable[None]],
        close: Callable[[int], Awaitable[None]] | None = None,
    ) -> None:
        self.seat = seat
        self.send = send
        self.close = close
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)
        self.closed = False
        #: the close code to end the socket with once the outbox is sent (a newer socket of
        #: the same seat took over)
        self.kicked: int | None = None
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        async def drain() -> None:
            try:
                while True:
                    text = await self.outbox.get()
                    if text is None:
                        break
                    await self.send(text)
                if self.kicked is not None and self.close is not None:
                    await self.close(self.kicked)
            except Exception:  # the socket went away; the endpoint's receive loop ends too
                self.closed = True

        self.task = asyncio.create_task(drain())

    def kick(self, reason: str, code: int) -> None:
        """Send ``reason`` as an error, then close the socket with ``code``."""
        self.put(p.encode(p.Error(reason=reason)))
        self.kicked = code
        self.closed = True
        with contextlib.suppress(asyncio.QueueFull):
            self.outbox.put_nowait(None)

    def put(self, text: str) -> None:
        if self.closed:
            return
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:  # a client that does not read: drop it, it will reconnect
            while not self.outbox.empty():
                self.outbox.get_nowait()
            self.kicked = 1013  # "try again later"
            self.closed = True
            self.outbox.put_nowait(None)

    async def stop(self) -> None:
        self.closed = True
        with contextlib.suppress(asyncio.QueueFull):
            self.outbox.put_nowait(None)
        if self.task is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.task, 2)


class Table:
    """One live table (see the module docstring)."""

    def __init__(
        self,
        hub: Hub,
        data: MatchData,
        game: Game,
        clocks: list[int] | None,
        stand_ins: Sequence[StandInMark] = (),
    ) -> None:
        self.hub = hub
        self.id = data.id
        self.data = data
        self.game = game
        self.spec = game.spec
        #: the game's messages (None: it declares none), attached to what the table sends
        self.messages = messages_of(game.spec)
        self.settings = {**DEFAULT_SETTINGS, **data.settings}
        self.status = data.status
        self.lock = asyncio.Lock()
        self.conns: set[Conn] = set()
        self.agents: dict[int, Agent] = {}
        #: [seat] the bot's (name, seed): what a bot worker builds its own agent from
        self.agent_specs: dict[int, tuple[str, int]] = {}
        for seat in data.seats:
            if seat.kind == "bot" or seat.replaced:
                self._seat_bot(seat.seat, seat.bot or STAND_IN)
        self._stand_ins: dict[int, Agent] = {}
        #: the moves stand-ins took, in order: marked in every log the table sends
        self.stand_in_marks: list[StandInMark] = list(stand_ins)
        started = time.monotonic()
        self.away_since: dict[int, float] = {
            s.seat: started for s in data.seats if s.kind == "human"
        }
        clock = self.settings["clock"]
        self.increment_ms = int(clock["increment_seconds"] * 1000) if clock else 0
        if clock and clocks is None:
            clocks = [int(clock["bank_seconds"] * 1000)] * game.players
        self.bank: list[int] | None = clocks
        self.running: dict[int, float] = {}
        self.expired: set[int] = set()
        self._asked: tuple[int, frozenset[int]] = (-1, frozenset())
        self._bots: asyncio.Task[None] | None = None
        self._graces: set[asyncio.Task[None]] = set()
        self._pause = random.Random()
        self._timer: asyncio.Task[None] | None = None
        #: since when no human seat has been connected (monotonic; None while one is): from
        #: the table's last activity in the store, so that a restart keeps the count
        self.idle_since: float | None = started - max(
            0.0, (datetime.now(UTC) - _aware(data.updated)).total_seconds()
        )
        self._idle: asyncio.Task[None] | None = None

    # -- helpers -----------------------------------------------------------------------------
    def _agent(self, name: str, seat: int) -> Agent:
        return make_agent(name, self._agent_seed(seat), self.spec)

    def _agent_seed(self, seat: int) -> int:
        return derive_seed(self.data.seed, "agent", seat)

    def _seat_bot(self, seat: int, name: str) -> None:
        seed = self._agent_seed(seat)
        self.agents[seat] = make_agent(name, seed, self.spec)
        self.agent_specs[seat] = (name, seed)

    def lineup(self) -> list[str | None]:
        """Who sits where, as the bots are told it (``Agent.lineup``): each bot's name, None
        for a person's seat (a stand-in playing one move for an absent person leaves it a
        person's; a seat handed to a bot is the bot's)."""
        return [
            a.name if (a := self.agents.get(s)) is not None else None
            for s in range(self.game.players)
        ]

    @property
    def state_id(self) -> int:
        return self.game.action_count

    def seat_infos(self) -> list[p.SeatInfo]:
        connected = {c.seat for c in self.conns if not c.closed}
        now = time.monotonic()
        away = {
            s: int((now - t0) * 1000)
            for s, t0 in self.away_since.items()
            if s not in connected and self.data.seats[s].taken
        }
        return [
            p.SeatInfo(
                seat=s.seat,
                name=s.name,
                kind=s.kind,
                bot=s.bot,
                connected=s.kind == "bot" or s.seat in connected,
                taken=s.taken,
                replaced=s.replaced,
                away_ms=None if s.replaced else away.get(s.seat),
            )
            for s in self.data.seats
        ]

    def clock_infos(self) -> list[p.ClockInfo] | None:
        if self.bank is None:
            return None
        now = time.monotonic()
        out = []
        for seat, bank in enumerate(self.bank):
            t0 = self.running.get(seat)
            left = bank - int((now - t0) * 1000) if t0 is not None else bank
            out.append(
                p.ClockInfo(
                    seat=seat,
                    remaining_ms=max(0, left),
                    running=t0 is not None,
                    expired=seat in self.expired,
                )
            )
        return out

    def snapshot(
        self,
        seat: int | None,
        events: list[dict[str, Any]],
        full_log: bool,
        seats: list[p.SeatInfo] | None = None,
        clocks: list[p.ClockInfo] | None = None,
    ) -> p.Snapshot:
        game = self.game
        over = game.is_over
        view = game.view(seat)
        legal: list[p.LegalEntry] = []
        if seat is not None and not over and self.status == "running" and seat in game.to_act:
            legal = legal_moves(game.legal_actions(seat), view, self.messages, game.describe)
        casebook = None
        if seat is not None and self.settings["casebook"]:
            fn = self.spec.casebook
            if fn is not None:
                casebook = fn(game.state, seat)
        result = game.result() if over else None
        invites = None
        if self.status == "open" and seat is not None and seat == host_seat(self.data):
            invites = [
                p.InviteLink(seat=s.seat, url=f"/join/{s.invite}")
                for s in self.data.seats
                if s.kind == "human" and not s.taken and s.invite
            ]
        return p.Snapshot(
            table=self.id,
            game=game.id,
            players=game.players,
            options=dict(game.options),
            seat=seat,
            state_id=self.state_id,
            view=view,
            legal=legal,
            to_act=sorted(game.to_act) if self.status == "running" else [],
            waiting_for=sorted(game.waiting_for) if self.status == "running" else [],
            # an event as a seat receives it (``Event.seen_by``) is a log entry: it has a type
            events=cast("list[p.LogEntry]", events),
            log=cast("list[p.LogEntry]", self.log(seat)) if full_log else None,
            seats=seats if seats is not None else self.seat_infos(),
            clocks=clocks if clocks is not None else self.clock_infos(),
            over=over,
            result=None if result is None else plain(result),
            casebook=casebook,
            takeover_after_ms=int(float(self.settings["takeover_after_seconds"]) * 1000),
            status=self.status,
            invites=invites,
            prompt=prompt(view, self.messages) if self.status == "running" else None,
        )

    def log(self, seat: int | None) -> list[dict[str, Any]]:
        """The game's log as ``seat`` received it (with the game's messages), each stand-in's
        move marked as its."""
        out = with_messages(self.game.log(seat), self.messages)
        for positions, who, bot in reversed(self.stand_in_marks):
            out.insert(positions[seat], stand_in_event(who, bot).seen_by(seat) or {})
        return out

    def broadcast(self, events: Sequence[Event] = (), skip: Conn | None = None) -> None:
        """Send every connection (but ``skip``) its own snapshot with its own redacted
        ``events``; one encoding per seat, each event's message built once."""
        seats = self.seat_infos()
        clocks = self.clock_infos()
        cache: dict[int | None, str] = {}
        memo: Memo = {}
        for conn in list(self.conns):
            if conn is skip:
                continue
            text = cache.get(conn.seat)
            if text is None:
                mine = told(events, conn.seat, self.messages, memo)
                text = p.encode(self.snapshot(conn.seat, mine, False, seats, clocks))
                cache[conn.seat] = text
            conn.put(text)

    def send(self, conn: Conn, message: p.ServerMessage) -> None:
        conn.put(p.encode(message))

    # -- connections -------------------------------------------------------------------------
    async def join(self, conn: Conn) -> None:
        async with self.lock:
            if conn.seat is not None:  # one socket per seat: the newest one wins (a new tab)
                for old in [c for c in self.conns if c.seat == conn.seat]:
                    old.kick("this seat was opened in another tab or window", p.REPLACED)
                    self.conns.discard(old)
            self.conns.add(conn)
            if conn.seat is not None:
                self.away_since.pop(conn.seat, None)
                self.idle_since = None
                if self._idle is not None:
                    self._idle.cancel()
                    self._idle = None
                if self.status == "abandoned":  # a seat came back: the table plays on
                    await self._resume()
            self.send(conn, self.snapshot(conn.seat, [], True))
            self._others_changed(conn)

    async def leave(self, conn: Conn) -> None:
        async with self.lock:
            if conn in self.conns:
                self.conns.discard(conn)
                seat = conn.seat
                if seat is not None and not any(c.seat == seat for c in self.conns):
                    self.away_since[seat] = time.monotonic()
                    # no grace period once the game is over: one per departure held every
                    # finished table in memory for a minute (benchmarks/bench_server.py)
                    if self.status in ("open", "running"):
                        task = asyncio.create_task(self._grace_over(seat))
                        self._graces.add(task)
                        task.add_done_callback(self._graces.discard)
                if seat is not None and not any(c.seat is not None for c in self.conns):
                    self.idle_since = time.monotonic()  # the last player left
                    if self.status in ("open", "running") and self._abandonable():
                        self._watch_idle()
                        with contextlib.suppress(StoreError):  # a restart counts from here
                            await self.hub.db(self.hub.store.touch, self.id)
                self._others_changed(conn)
        await conn.stop()
        if not self.conns and self.status in ("finished", "broken", "abandoned"):
            self.hub.forget(self)

    async def _grace_over(self, seat: int) -> None:
        """When a departed player's grace period ends, tell the others (the seat may now be
        handed to a bot)."""
        since = self.away_since.get(seat)
        await asyncio.sleep(float(self.settings["takeover_after_seconds"]) + 0.05)
        async with self.lock:
            if (
                since is not None
                and self.away_since.get(seat) == since
                and self.status == "running"
            ):
                self.broadcast()

    def _others_changed(self, conn: Conn) -> None:
        """Tell the other connections who is here now (a snapshot without new events)."""
        if conn.seat is not None:
            self.broadcast(skip=conn)

    def _replaced(self, conn: Conn) -> bool:
        """Whether ``conn`` is no longer the table's: a newer socket of its seat took it while
        its message waited for the lock. Its message is dropped, not applied: the socket was
        told why it closed, and its page says the move was not sent."""
        return conn.closed or conn not in self.conns

    # -- the one write path ------------------------------------------------------------------
    async def act(self, conn: Conn, state_id: int, action: Any) -> None:
        seat = conn.seat
        async with self.lock:
            reason: str | None
            if self._replaced(conn):
                return
            if seat is None:
                reason = "spectators cannot act"
            elif self.status == "open":
                free = [s.seat for s in self.data.seats if s.kind == "human" and not s.taken]
                reason = f"the game starts when every seat is taken (waiting for seat {', '.join(map(str, free))})"
            elif state_id != self.state_id:
                reason = (
                    f"stale state: you saw state {state_id}, the table is at state {self.state_id}"
                )
            else:
                reason = await self._apply(seat, action)
            if reason is not None:
                self.send(conn, p.Rejected(reason=reason, snapshot=self.snapshot(seat, [], True)))

    async def _apply(self, seat: int, action: Any, stand_in: str | None = None) -> str | None:
        """Check, persist, swap in and announce one action (the lock is held), taken for
        ``seat`` by its stand-in bot ``stand_in`` if given. The reason it was not taken, or
        None."""
        if self.status != "running":
            return f"the table is {self.status}"
        twin = self.game.clone()
        try:
            act = twin.parse_action(action)
            events = twin.apply(seat, act)
        except IllegalAction as exc:
            return str(exc)
        accepted = time.monotonic()
        bank = self._charged(seat, accepted)
        mark = None if stand_in is None else mark_stand_in(self.game, seat, stand_in)
        try:
            await self.hub.db(
                self.hub.store.append,
                self.id,
                twin.action_count,
                seat,
                msgspec.to_builtins(act),
                bank,
                stand_in,
            )
        except StoreError as exc:
            log.error("table %s: action not written: %s", self.id, exc)
            return "the server could not save the action; try again"
        self.game = twin
        if mark is not None:
            self.stand_in_marks.append(mark)
            events = [stand_in_event(seat, mark[2]), *events]
        if bank is not None:
            self.bank = bank
            self.running = {}
            if self.bank[seat] > 0:
                self.expired.discard(seat)
        if twin.is_over:
            if self._idle is not None:  # (it would hold the finished table in memory)
                self._idle.cancel()
                self._idle = None
            self.status = "finished"
            self.data.status = "finished"
            try:
                await self.hub.db(self.hub.store.finish, self.id, plain(twin.result()))
            except StoreError as exc:  # the last action is written: a restart finishes it
                log.error("table %s: the end not written: %s", self.id, exc)
        self._restart_clocks(accepted)
        self.broadcast(events)
        self._wake()
        return None

    def _charged(self, seat: int, now: float) -> list[int] | None:
        """The banks after ``seat`` acted at ``now`` (None without a clock)."""
        if self.bank is None:
            return None
        bank = list(self.bank)
        for s, t0 in self.running.items():
            bank[s] = max(0, bank[s] - int((now - t0) * 1000))
        bank[seat] += self.increment_ms
        return bank

    # -- clocks ------------------------------------------------------------------------------
    def _restart_clocks(self, now: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self.bank is None or self.status != "running" or self.game.is_over:
            self.running = {}
            return
        self.running = dict.fromkeys(self.game.waiting_for, now)
        due = [(self.bank[s], s) for s in self.running if s not in self.expired]
        if due:
            self._timer = asyncio.create_task(self._expire_after(min(due)[0] / 1000))

    async def _expire_after(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))
        async with self.lock:
            if self.bank is None:
                return
            now = time.monotonic()
            changed = False
            left: list[float] = []
            for s, t0 in self.running.items():
                if s in self.expired:
                    continue
                remaining = self.bank[s] - (now - t0) * 1000
                if remaining <= 0:
                    self.expired.add(s)
                    changed = True
                else:
                    left.append(remaining)
            if left:
                # the loop's timer may wake before time.monotonic() says the bank is spent
                # (uvloop reads a clock cached at the start of its iteration, so a busy loop
                # schedules the sleep early): wait for the rest, else the clock never expired
                self._timer = asyncio.create_task(self._expire_after(min(left) / 1000))
            if changed:
                self.broadcast()

    # -- takeover and skip --------------------------------------------------------------------
    async def takeover(self, conn: Conn, seat: int) -> None:
        async with self.lock:
            if self._replaced(conn):
                return
            reason = self._may_replace(conn, seat, "hand over")
            if reason is None:
                bot = STAND_IN
                await self.hub.db(self.hub.store.replace, self.id, seat, bot)
                entry = self.data.seats[seat]
                entry.replaced = True
                entry.bot = bot
                self._seat_bot(seat, bot)
                self.broadcast()
                self._wake()
            else:
                self.send(conn, p.Error(reason=reason))

    async def skip(self, conn: Conn, seat: int) -> None:
        async with self.lock:
            if self._replaced(conn):
                return
            reason = self._may_replace(conn, seat, "skip")
            if reason is None and seat not in self.expired:
                reason = f"seat {seat} still has time; only a seat out of time can be skipped"
            if reason is None and seat not in self.game.waiting_for:
                reason = f"the game is not waiting for seat {seat}"
            if reason is None:
                agent = self._stand_ins.get(seat) or self._agent(STAND_IN, seat)
                self._stand_ins[seat] = agent
                tell_lineup([agent], self.lineup())  # the seat stays a person's
                action = agent.act(self.game.clone(), seat)
                reason = await self._apply(seat, action, STAND_IN)
            if reason is not None:
                self.send(conn, p.Error(reason=reason))

    def _may_replace(self, conn: Conn, seat: int, what: str) -> str | None:
        if conn.seat is None:
            return f"spectators cannot {what} a seat"
        if not 0 <= seat < self.game.players:
            return f"there is no seat {seat}; seats are 0-{self.game.players - 1}"
        if self.status != "running":
            return f"the table is {self.status}"
        entry = self.data.seats[seat]
        if seat == conn.seat:
            return f"you cannot {what} your own seat"
        if entry.kind != "human" or entry.replaced:
            return f"seat {seat} is already played by a bot"
        if what == "skip":
            return None
        away = self.away_since.get(seat)
        grace = float(self.settings["takeover_after_seconds"])
        if seat in self.expired:
            return None
        if away is None:
            return f"seat {seat}'s player is here"
        left = grace - (time.monotonic() - away)
        if left > 0:
            return f"seat {seat}'s player left {grace - left:.0f} s ago; a seat can be handed to a bot after {grace:.0f} s"
        return None

    # -- bots --------------------------------------------------------------------------------
    def _wake(self) -> None:
        if self._bots is None or self._bots.done():
            self._bots = asyncio.create_task(self._bot_loop())

    def _bot_turn(self) -> tuple[int, bool] | None:
        """(seat, is an interruption) of the next bot decision, or None."""
        game = self.game
        if self.status != "running" or game.is_over:
            return None
        waiting = game.waiting_for
        sid = self.state_id
        asked = self._asked[1] if self._asked[0] == sid else frozenset()
        for seat in sorted(game.to_act - waiting):
            agent = self.agents.get(seat)
            if seat not in asked and agent is not None and hasattr(agent, "interrupt"):
                return seat, True
        bots = [s for s in waiting if s in self.agents]
        return (min(bots), False) if bots else None

    async def _bot_loop(self) -> None:
        delay = max(0, int(self.settings["bot_delay_ms"])) / 1000
        while True:
            turn = self._bot_turn()
            if turn is None:
                return
            seat, interrupting = turn
            sid = self.state_id
            if interrupting:
                asked = self._asked[1] if self._asked[0] == sid else frozenset()
                self._asked = (sid, asked | {seat})
            started = time.monotonic()
            try:
                action = await self.hub.think(self, seat, self.game.clone(), interrupting)
            except Exception:
                log.exception("table %s: bot in seat %d failed", self.id, seat)
                return
            if action is None:  # no interruption: asked at once, so no pause for it
                continue
            # a human-like pause, the thinking included: the table's delay, give or take 30%
            pause = delay * self._pause.uniform(0.7, 1.3)
            await asyncio.sleep(max(0.0, pause - (time.monotonic() - started)))
            async with self.lock:
                if self.state_id != sid:
                    continue
                reason = await self._apply(seat, action)
                if reason is not None:
                    log.error(
                        "table %s: bot in seat %d chose an illegal action: %s",
                        self.id,
                        seat,
                        reason,
                    )
                    return

    # -- abandonment -------------------------------------------------------------------------
    def _abandonable(self) -> bool:
        """Whether the table waits for people: a human seat not handed to a bot. A table of
        bots plays to its end on its own and is never abandoned."""
        return any(s.kind == "human" and not s.replaced for s in self.data.seats)

    def _watch_idle(self) -> None:
        """Abandon the table once it has been idle for the hub's ``abandon_after``."""
        if self._idle is not None:
            self._idle.cancel()
        if self.idle_since is None or not self._abandonable():
            return
        since = self.idle_since
        due = since + self.hub.abandon_after - time.monotonic()

        async def later() -> None:
            await asyncio.sleep(max(0.0, due))
            async with self.lock:
                if self.idle_since == since and self.status in ("open", "running"):
                    await self._abandon()

        self._idle = asyncio.create_task(later())

    async def _abandon(self) -> None:
        """No human seat has been connected for ``abandon_after``: the table is set aside
        (status ``abandoned``). It leaves the lobby's open and in-progress lists, its bots and
        clocks stop (the time away is not charged), its invites seat nobody, and it is not
        rebuilt on start; any of its seats that comes back resumes it (:meth:`_resume`)."""
        try:
            await self.hub.db(self.hub.store.finish, self.id, None, "abandoned")
        except StoreError as exc:
            log.error("table %s: not abandoned: %s", self.id, exc)
            return
        log.info("table %s abandoned: no player at it for %.0f s", self.id, self.hub.abandon_after)
        self.status = self.data.status = "abandoned"
        for task in (self._bots, self._timer, *self._graces):
            if task is not None:
                task.cancel()
        self.running = {}
        self.broadcast()
        if not self.conns:
            self.hub.forget(self)

    async def _resume(self) -> None:
        """A seat of an abandoned table is back: open again if a human seat is still free,
        else running; the clocks run from now."""
        status = (
            "open" if any(s.kind == "human" and not s.taken for s in self.data.seats) else "running"
        )
        await self.hub.db(self.hub.store.finish, self.id, None, status)
        self.status = self.data.status = status
        self.begin()
        self.broadcast()

    # -- lifetime ----------------------------------------------------------------------------
    def begin(self) -> None:
        """Start clocks and bots (a new table, a table whose seats just filled, or a rebuilt
        one), and the watch for abandonment while nobody is at it."""
        if self.status in ("open", "running") and not any(c.seat is not None for c in self.conns):
            self._watch_idle()
        if self.status == "running":
            self._restart_clocks(time.monotonic())
            self._wake()

    async def seats_filled(self, refreshed: MatchData) -> None:
        async with self.lock:
            self.data.seats = refreshed.seats
            if refreshed.status == "running" and self.status == "open":
                self.status = "running"
                self.data.status = "running"
                self.begin()
            self.broadcast()

    async def close(self) -> None:
        for task in (self._bots, self._timer, self._idle, *self._graces):
            if task is not None:
                task.cancel()
        for conn in list(self.conns):
            await conn.stop()


class Hub:
    """The tables of one server process and its store."""

    def __init__(
        self,
        store: Store,
        *,
        bot_delay_ms: int | None = None,
        bot_workers: int = 0,
        abandon_after: float = ABANDON_AFTER,
    ) -> None:
        self.store = store
        #: seconds a table with human seats may stay without any of them connected
        self.abandon_after = abandon_after
        #: the processes bots think in (0: threads of this process; see afoot.server.thinking)
        self.bots = BotPool(bot_workers) if bot_workers > 0 else None
        self.pool = ThreadPoolExecutor(1 if store.sqlite else 4, thread_name_prefix="afoot-db")
        self.tables: dict[str, Table] = {}
        self._loading: dict[str, asyncio.Future[Table | None]] = {}
        #: overrides every table's bot delay (tests and benchmarks)
        self.bot_delay_ms = bot_delay_ms

    async def think(self, table: Table, seat: int, game: Game, interrupting: bool) -> Any:
        """The move (or interruption, or None) of ``table``'s bot in ``seat`` in ``game``, a
        copy of the table's game: in a bot worker, or in a thread if there is none (or the
        worker died: the next move gets a new one)."""
        if self.bots is not None:
            name, seed = table.agent_specs[seat]
            key = f"{table.id}/{seat}/{name}/{seed}"
            try:
                return await self.bots.act(
                    key, name, seed, game, seat, interrupting, table.lineup()
                )
            except BrokenProcessPool:
                log.error("table %s: the bot worker of seat %d died; thinking here", table.id, seat)
        agent = table.agents[seat]
        tell_lineup([agent], table.lineup())
        if interrupting:
            return await asyncio.to_thread(agent.interrupt, game, seat)  # type: ignore[attr-defined]
        return await asyncio.to_thread(agent.act, game, seat)

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self.pool, fn, *args)

    async def start(self) -> int:
        """Rebuild every open or running table from its record; the number rebuilt."""
        if self.bots is not None:
            self.bots.start()
        ids = await self.db(self.store.live_ids)
        count = 0
        for match_id in ids:
            table = await self.get(match_id)
            if table is not None and table.status in ("open", "running"):
                count += 1
        return count

    async def stop(self) -> None:
        for table in list(self.tables.values()):
            await table.close()
        self.tables.clear()
        self.pool.shutdown(wait=True)
        if self.bots is not None:
            self.bots.shutdown()

    def forget(self, table: Table) -> None:
        if self.tables.get(table.id) is table:
            del self.tables[table.id]

    async def get(self, match_id: str) -> Table | None:
        """The live table (loaded and rebuilt from the log if need be), or None."""
        table = self.tables.get(match_id)
        if table is not None:
            return table
        pending = self._loading.get(match_id)
        if pending is not None:
            return await pending
        future: asyncio.Future[Table | None] = asyncio.get_running_loop().create_future()
        self._loading[match_id] = future
        try:
            data = await self.db(self.store.load, match_id)
            table = None if data is None else await self._rebuild(data)
            if table is not None:
                self.tables[match_id] = table
                table.begin()
            future.set_result(table)
            return table
        except BaseException as exc:
            future.set_exception(exc)
            raise
        finally:
            del self._loading[match_id]

    async def _rebuild(self, data: MatchData) -> Table | None:
        try:
            spec = spec_for(data.game)
            game = Game(spec, data.players, data.seed, data.options)
            clocks = None
            marks: list[StandInMark] = []
            for index, (seat, action, bank) in enumerate(data.actions, start=1):
                bot = data.stand_ins.get(index)
                if bot is not None:
                    marks.append(mark_stand_in(game, seat, bot))
                try:
                    game.apply(seat, action)
                except IllegalAction as exc:
                    raise AfootError(f"action {index} no longer replays: {exc}") from None
                clocks = bank
        except AfootError as exc:
            log.error("table %s cannot be rebuilt: %s", data.id, exc)
            if data.status != "broken":
                await self.db(self.store.finish, data.id, None, "broken")
            return None
        if self.bot_delay_ms is not None:
            data.settings = {**data.settings, "bot_delay_ms": self.bot_delay_ms}
        if game.is_over and data.status != "finished":
            data.status = "finished"
            await self.db(self.store.finish, data.id, plain(game.result()))
        return Table(self, data, game, clocks, marks)

    # -- the lobby ----------------------------------------------------------------------------
    async def create(
        self,
        game_id: str,
        players: int,
        options: dict[str, Any] | None,
        seats: list[dict[str, Any]],
        settings: dict[str, Any],
    ) -> tuple[str, dict[int, str]]:
        """A new table. Raises AfootError (one line) for a bad game, options or seats."""
        spec = spec_for(game_id)
        seed = new_seed()
        game = Game(spec, players, seed, options)  # validates players and options
        if len(seats) != players:
            raise InvalidOption(f"{players} players need {players} seats, not {len(seats)}")
        allowed = agent_names(spec, for_players=True)
        plan: list[tuple[str, str | None]] = []
        for index, seat in enumerate(seats):
            kind = seat.get("kind")
            if kind == "human":
                plan.append(("human", None))
            elif kind == "bot":
                bot = seat.get("bot") or "medium"
                base = str(bot).partition(":")[0].partition("~")[0]
                if base not in allowed:
                    raise InvalidOption(
                        f"seat {index}: unknown bot {bot!r}; bots for {game_id}: {', '.join(allowed)}"
                    )
                make_agent(str(bot), 0, spec)  # a bad budget or rate says so here
                plan.append(("bot", str(bot)))
            else:
                raise InvalidOption(f"seat {index}: kind must be 'human' or 'bot', not {kind!r}")
        merged = {**DEFAULT_SETTINGS, **settings}
        return await self.db(
            lambda: self.store.create_match(
                game=game_id,
                players=players,
                options=dict(game.options),
                seed=seed,
                settings=merged,
                seats=plan,
                engine_version=__version__,
            )
        )

    async def claim(
        self, code: str, name: str, player: str | None
    ) -> tuple[str, int, str, str] | None:
        """Take an invite's seat: (table, seat, token, player id); None for an unknown code;
        LookupError when the seat is taken."""
        player = player or secrets.token_urlsafe(12)
        claimed = await self.db(self.store.claim, code, name, player)
        if claimed is None:
            return None
        match_id, seat, token, _full = claimed
        table = self.tables.get(match_id)
        if table is not None:
            refreshed = await self.db(self.store.get, match_id)
            if refreshed is not None:
                await table.seats_filled(refreshed)
        return match_id, seat, token, player

    async def seat_of(self, match_id: str, token: str) -> int | None:
        return await self.db(self.store.seat_of, match_id, token)
