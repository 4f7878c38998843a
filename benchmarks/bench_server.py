"""Server load: T live tables of scripted players on one ``afoot serve`` process.

    .venv/bin/python benchmarks/bench_server.py --tables 200 --seconds 60
    .venv/bin/python benchmarks/bench_server.py --tables 5 --seconds 5          # a quick check
    .venv/bin/python benchmarks/bench_server.py --think 0.1-0.3 --json out.json  # stress

The real server runs as a subprocess (``afoot serve --port 0``, SQLite in a temporary directory,
or ``--db URL``, e.g. PostgreSQL). This process is the load: it opens ``--tables`` tables through
the REST API, cycling through holmes (2 players), thirteen_clues, purrrlock and baker_street (3
players), default options. Every seat is human, except on the first ``--bots`` tables of 3
players (and the tables that replace them), whose last seat is a server bot (``--bot-level``,
with the server's own move delay; its moves are not in the latency figures). The load claims
the invites and opens one WebSocket per human seat. Each seat plays as a scripted bot: when its
snapshot has ``legal`` actions and its seat is in ``waiting_for``, it waits a think time
(``--think``, uniform, seconds) and sends ``act`` with a random legal action and the
snapshot's ``state_id``. A table has one action in flight at a time
(the seats of a table coordinate in this process, so two simultaneous movers never race to a
stale rejection). When a game ends its slot opens a new table, so T tables stay live.

Latency: for each accepted action, the time from the moment the acting seat sent it to the
moment each seat of the table received the snapshot with the new ``state_id`` (one figure per
(action, seat) pair, ``time.monotonic`` in this process), counted for actions sent in the
``--seconds`` window after every table is connected and a ``--warmup``. The reference, measured
in the same run: the round trip of ``{"type": "ping"}`` to its ``pong`` on ``--ping-sockets``
spectator connections of the same server (on an idle table), each sampled every 100 ms during
the window. Memory: the server's VmRSS idle after start (RSS_0) and its median over the window
(RSS_T); memory per table is (RSS_T - RSS_0) / T (an upper bound: it includes lazy imports and
allocator slack). With two or more CPUs the server is pinned to CPU 0 and this process to CPU 1,
with the server's bot workers (``--bot-workers``, ``afoot.server.thinking``; the server's
memory figures are its own process's, the workers' are apart).
Prints Markdown tables; ``--json PATH`` writes every figure. Exits 1 with one line if the server
does not start.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import math
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect

from afoot.server.testing import alive, child_pids

GAMES = (("holmes", 2), ("thirteen_clues", 3), ("purrrlock", 3), ("baker_street", 3))
#: a table with no new state for this long is abandoned (and counted as stalled)
STALL_SECONDS = 30.0
PING_EVERY = 0.1
QUARTERS = (0.0, 0.25, 0.5, 0.75, 1.0)


# -- the server's messages, only the fields the players read ------------------------------------
class SnapshotIn(msgspec.Struct, tag="snapshot"):
    state_id: int
    legal: list[dict[str, Any]]
    waiting_for: list[int]
    over: bool


class RejectedIn(msgspec.Struct, tag="rejected"):
    reason: str
    snapshot: SnapshotIn


class ErrorIn(msgspec.Struct, tag="error"):
    reason: str


class PongIn(msgspec.Struct, tag="pong"):
    pass


DECODER = msgspec.json.Decoder(SnapshotIn | RejectedIn | ErrorIn | PongIn)


# -- helpers -----------------------------------------------------------------------------------
def percentile(sorted_xs: list[float], q: float) -> float:
    """Nearest-rank percentile of an ascending list (nan when empty)."""
    if not sorted_xs:
        return math.nan
    return sorted_xs[min(len(sorted_xs) - 1, max(0, math.ceil(q * len(sorted_xs)) - 1))]


def summarize(xs: list[float]) -> dict[str, float]:
    """Count and p50 / p90 / p99 / max in milliseconds of latencies in seconds."""
    s = sorted(xs)
    return {
        "n": len(s),
        "p50_ms": percentile(s, 0.50) * 1000,
        "p90_ms": percentile(s, 0.90) * 1000,
        "p99_ms": percentile(s, 0.99) * 1000,
        "max_ms": (s[-1] * 1000) if s else math.nan,
    }


def rss_kib(pid: int) -> int:
    """VmRSS of a process, KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for pid {pid}")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (all its threads), seconds."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def workers_cpu(pids: set[int]) -> dict[int, float]:
    """``cpu_seconds`` of each of these processes still alive (a bot worker may be replaced)."""
    out = {}
    for pid in pids:
        with contextlib.suppress(OSError):
            out[pid] = cpu_seconds(pid)
    return out


def busy_cpu_seconds() -> float:
    """CPU time every process of the machine spent busy (all CPUs), seconds."""
    values = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + values[4]  # idle + iowait
    return (sum(values[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        out: dict[str, Any] = json.loads(response.read())
    return out


def open_table(
    base: str, game: str, players: int, claim: bool = True, bot: str | None = None
) -> tuple[str, list[str]]:
    """A new table with every seat human but the last when ``bot`` (a level) is given;
    (table id, the human seats' tokens in seat order)."""
    seats: list[dict[str, str]] = [{"kind": "human"}] * players
    if bot is not None:
        seats = [*seats[:-1], {"kind": "bot", "bot": bot}]
    created = post(base, "/api/tables", {"game": game, "players": players, "seats": seats})
    tokens = [str(created["token"])]
    if claim:
        for invite in created["invites"]:
            code = invite["url"].rsplit("/", 1)[-1]
            joined = post(base, f"/api/invites/{code}", {"name": f"seat {invite['seat']}"})
            tokens.append(str(joined["token"]))
    return str(created["table"]), tokens


def start_server(
    db: str, log_path: Path, pin: bool, timeout: float, bot_workers: int | None = None
) -> tuple[subprocess.Popen[bytes], int]:
    """``afoot serve --port 0`` in the background; (process, port). SystemExit(1) on failure."""
    script = Path(sys.executable).with_name("afoot")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "afoot"]
    command += ["serve", "--port", "0", "--db", db, "--bot-delay-ms", "0"]
    if bot_workers is not None:
        command += ["--bot-workers", str(bot_workers)]
    command += ["--log-level", "warning"]

    def on_cpu0() -> None:
        os.sched_setaffinity(0, {0})

    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            command,
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            preexec_fn=on_cpu0 if pin else None,
            env={**os.environ, "COLUMNS": "200", "NO_COLOR": "1"},
        )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = re.search(r"serving on http://[^\s/]+:(\d+)/", log_path.read_text(errors="replace"))
        if found:
            return proc, int(found.group(1))
        if proc.poll() is not None:
            break
        time.sleep(0.05)
    last = [ln for ln in log_path.read_text(errors="replace").splitlines() if ln.strip()]
    with contextlib.suppress(ProcessLookupError):
        proc.kill()
    why = last[-1].strip() if last else f"no output in {timeout:.0f} s"
    print(f"bench_server: the server did not start: {why}", file=sys.stderr)
    raise SystemExit(1)


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# -- the load ----------------------------------------------------------------------------------
@dataclass
class Flight:
    """The one action in flight at a table."""

    state_id: int
    seat: int
    sent: float
    pending: set[int]
    recorded: bool
    slowest: float = 0.0


@dataclass
class Live:
    """One table as the load sees it."""

    game: str
    #: the seats played through a WebSocket (the others are server bots)
    humans: frozenset[int]
    latest: int = 0
    progress: float = field(default_factory=time.monotonic)
    joined: set[int] = field(default_factory=set)
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    idle: asyncio.Event = field(default_factory=asyncio.Event)
    inflight: Flight | None = None
    over: bool = False


@dataclass
class SeatState:
    gen: int = 0
    state_id: int = -1


class Load:
    def __init__(self, args: argparse.Namespace, port: int, server_pid: int) -> None:
        self.args = args
        self.base = f"http://127.0.0.1:{port}"
        self.ws_base = f"ws://127.0.0.1:{port}/ws/tables/"
        self.server_pid = server_pid
        lo, _, hi = args.think.partition("-")
        self.think = (float(lo), float(hi or lo))
        self.rng = random.Random(args.seed)
        self.compression = None if args.compression == "none" else "deflate"
        self.window: tuple[float, float] = (math.inf, math.inf)
        self.latency: dict[str, list[float]] = {g: [] for g, _ in GAMES}
        self.slowest: dict[str, list[float]] = {g: [] for g, _ in GAMES}
        self.ping: list[float] = []
        #: snapshots received in the window and their total size (JSON characters), per game
        self.snapshots: Counter[str] = Counter()
        self.snapshot_chars: Counter[str] = Counter()
        self.accepted = 0
        self.rejected: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.stalls = 0
        self.games_done = 0
        self.connected_first = 0
        self.all_connected = asyncio.Event()
        self.rss: list[int] = []
        #: (server CPU seconds, accepted actions so far), sampled with the RSS
        self.cpu: list[tuple[float, int]] = []
        #: the slots whose tables keep a server bot in their last seat: the first --bots of 3
        #: players
        three = [k for k in range(args.tables) if GAMES[k % len(GAMES)][1] >= 3]
        self.bot_slots = frozenset(three[: args.bots])
        self.websocket_seats = sum(GAMES[k % len(GAMES)][1] for k in range(args.tables))
        self.websocket_seats -= len(self.bot_slots)
        self._tasks: set[asyncio.Task[None]] = set()

    def in_window(self, t: float) -> bool:
        return self.window[0] <= t < self.window[1]

    def spawn(self, coro: Any) -> None:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def error(self, what: str) -> None:
        self.errors[what[:160]] += 1

    async def connect(self, table: str) -> ClientConnection:
        return await connect(
            self.ws_base + table,
            compression=self.compression,
            proxy=None,
            open_timeout=60,
            ping_interval=None,
            close_timeout=2,
            max_size=1 << 24,
        )

    # -- one seat --------------------------------------------------------------------------
    def arrived(self, live: Live, seat: int, state_id: int, now: float) -> None:
        if state_id > live.latest:
            live.latest = state_id
            live.progress = now
        if seat not in live.joined:
            live.joined.add(seat)
            if live.joined >= live.humans:
                live.ready.set()
        flight = live.inflight
        if flight is None or state_id != flight.state_id + 1 or seat not in flight.pending:
            return
        flight.pending.discard(seat)
        waited = now - flight.sent
        flight.slowest = max(flight.slowest, waited)
        if flight.recorded:
            self.latency[live.game].append(waited)
        if not flight.pending:
            live.inflight = None
            live.idle.set()
            if flight.recorded:
                self.accepted += 1
                self.slowest[live.game].append(flight.slowest)

    async def seat_loop(self, live: Live, seat: int, ws: ClientConnection) -> None:
        state = SeatState()
        async for raw in ws:
            now = time.monotonic()
            msg = DECODER.decode(raw)
            if isinstance(msg, RejectedIn):
                flight = live.inflight
                if flight is not None and flight.seat == seat:
                    live.inflight = None
                    live.idle.set()
                    if flight.recorded:
                        self.rejected[msg.reason.split(":")[0][:80]] += 1
                snap = msg.snapshot
            elif isinstance(msg, SnapshotIn):
                snap = msg
                if self.in_window(now):
                    for key in ("all", live.game):
                        self.snapshots[key] += 1
                        self.snapshot_chars[key] += len(raw)
            elif isinstance(msg, ErrorIn):
                self.error(f"server error message: {msg.reason}")
                continue
            else:
                continue
            self.arrived(live, seat, snap.state_id, now)
            state.gen += 1
            state.state_id = snap.state_id
            if snap.over:
                live.over = True
                return
            if seat in snap.waiting_for and snap.legal:
                self.spawn(self.act_later(live, seat, ws, state, state.gen, snap))

    async def act_later(
        self,
        live: Live,
        seat: int,
        ws: ClientConnection,
        state: SeatState,
        gen: int,
        snap: SnapshotIn,
    ) -> None:
        await asyncio.sleep(self.rng.uniform(*self.think))
        await live.ready.wait()
        while live.inflight is not None:
            await live.idle.wait()
        # a newer snapshot (or one on its way to this seat) planned its own move
        if state.gen != gen or live.over or state.state_id != live.latest:
            return
        action = self.rng.choice(snap.legal)["action"]
        now = time.monotonic()
        live.inflight = Flight(snap.state_id, seat, now, set(live.humans), self.in_window(now))
        live.idle.clear()
        with contextlib.suppress(Exception):  # a closed socket: its table is being replaced
            await ws.send(
                msgspec.json.encode(
                    {"type": "act", "state_id": snap.state_id, "action": action}
                ).decode()
            )

    # -- one table slot ----------------------------------------------------------------------
    async def play(self, game: str, players: int, first: bool, bot: bool) -> None:
        level = self.args.bot_level if bot else None
        table, tokens = await asyncio.to_thread(open_table, self.base, game, players, True, level)
        live = Live(game, frozenset(range(len(tokens))))
        async with contextlib.AsyncExitStack() as stack:
            sockets = []
            for token in tokens:
                ws = await self.connect(table)
                stack.push_async_callback(ws.close)
                await ws.send(json.dumps({"type": "hello", "token": token}))
                sockets.append(ws)
            tasks = [
                asyncio.create_task(self.seat_loop(live, seat, ws))
                for seat, ws in enumerate(sockets)
            ]
            try:
                await asyncio.wait_for(live.ready.wait(), 60)
                if first:
                    self.connected_first += 1
                    if self.connected_first == self.args.tables:
                        self.all_connected.set()
                while True:
                    done, _ = await asyncio.wait(
                        tasks, timeout=2.0, return_when=asyncio.FIRST_EXCEPTION
                    )
                    for task in done:
                        exc = task.exception()
                        if exc is not None:
                            raise exc
                    if len(done) == len(tasks):
                        break
                    if time.monotonic() - live.progress > STALL_SECONDS:
                        self.stalls += 1
                        break
            finally:
                for task in tasks:
                    task.cancel()
        if live.over and self.in_window(time.monotonic()):
            self.games_done += 1

    async def slot(self, index: int) -> None:
        game, players = GAMES[index % len(GAMES)]
        bot = index in self.bot_slots
        first = True
        while True:
            try:
                await self.play(game, players, first, bot)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if first:  # a slot that never connected must not hold the start back
                    self.connected_first += 1
                    if self.connected_first == self.args.tables:
                        self.all_connected.set()
                self.error(f"{game}: {type(exc).__name__}: {exc}")
                await asyncio.sleep(1.0)
            first = False

    # -- the reference and the probes ------------------------------------------------------
    async def pinger(self, table: str, offset: float) -> None:
        async with await self.connect(table) as ws:
            await ws.send(json.dumps({"type": "hello", "token": None}))
            await ws.recv()  # the spectator's snapshot
            await asyncio.sleep(offset)
            while True:
                t0 = time.monotonic()
                await ws.send('{"type":"ping"}')
                while not isinstance(DECODER.decode(await ws.recv()), PongIn):
                    pass
                t1 = time.monotonic()
                if self.in_window(t0):
                    self.ping.append(t1 - t0)
                await asyncio.sleep(max(0.0, PING_EVERY - (t1 - t0)))

    async def memory(self) -> None:
        while True:
            if self.in_window(time.monotonic()):
                self.rss.append(rss_kib(self.server_pid))
                self.cpu.append((cpu_seconds(self.server_pid), self.accepted))
            await asyncio.sleep(1.0)

    # -- the run -----------------------------------------------------------------------------
    async def run(self) -> dict[str, Any]:
        args = self.args
        reference, _ = await asyncio.to_thread(open_table, self.base, "holmes", 2, False)
        probes = [
            asyncio.create_task(self.pinger(reference, k * PING_EVERY / args.ping_sockets))
            for k in range(args.ping_sockets)
        ]
        probes.append(asyncio.create_task(self.memory()))
        t_ramp = time.monotonic()
        slots = [asyncio.create_task(self.slot(k)) for k in range(args.tables)]
        await self.all_connected.wait()
        ramp = time.monotonic() - t_ramp
        await asyncio.sleep(args.warmup)
        start = time.monotonic()
        self.window = (start, start + args.seconds)
        workers = child_pids(self.server_pid)  # the bot workers (and multiprocessing's tracker)
        if self.args.pin:  # they share the load's CPU: the server's is its event loop's
            for pid in workers:
                with contextlib.suppress(OSError):
                    os.sched_setaffinity(pid, {1})
        cpu0, load0 = cpu_seconds(self.server_pid), time.process_time()
        bots0 = workers_cpu(workers)
        busy0 = busy_cpu_seconds()
        live_at_start = await asyncio.to_thread(self.health)
        await asyncio.sleep(max(0.0, self.window[1] - time.monotonic()))
        cpu1, load1 = cpu_seconds(self.server_pid), time.process_time()
        workers |= child_pids(self.server_pid)  # a worker started in the window counts from 0
        bots1 = workers_cpu(workers)
        bots = sum(bots1[pid] - bots0.get(pid, 0.0) for pid in bots1)
        bots_rss = sum(rss_kib(pid) for pid in workers if alive(pid))
        busy1 = busy_cpu_seconds()
        wall = time.monotonic() - start
        live_at_end = await asyncio.to_thread(self.health)
        await asyncio.sleep(1.0)  # the last actions' views
        for task in slots + probes:
            task.cancel()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*slots, *probes, return_exceptions=True), 20)
        for task in list(self._tasks):
            task.cancel()
        return {
            "ramp_seconds": ramp,
            "server_cpu": (cpu1 - cpu0) / wall,
            "bot_workers": len(workers),
            "bot_workers_cpu": bots / wall,
            "bot_workers_rss_kib": bots_rss,
            "load_cpu": (load1 - load0) / wall,
            "other_cpu": max(0.0, busy1 - busy0 - (cpu1 - cpu0) - bots - (load1 - load0)) / wall,
            "server_tables": [live_at_start, live_at_end],
        }

    def health(self) -> int:
        with urllib.request.urlopen(self.base + "/api/health", timeout=30) as response:
            return int(json.loads(response.read())["tables"])


def cpu_per_action(samples: list[tuple[float, int]]) -> list[float]:
    """The server's CPU milliseconds per accepted action in each quarter of the window (does
    an action cost more as the run goes on?)."""
    if len(samples) < 5:
        return []
    marks = [samples[round(q * (len(samples) - 1))] for q in QUARTERS]
    return [1000 * (c1 - c0) / max(1, n1 - n0) for (c0, n0), (c1, n1) in itertools.pairwise(marks)]


def report(args: argparse.Namespace, load: Load, run: dict[str, Any], rss0: int) -> dict[str, Any]:
    everything = [x for xs in load.latency.values() for x in xs]
    slowest = [x for xs in load.slowest.values() for x in xs]
    ping = summarize(load.ping)
    rss_t = int(statistics.median(load.rss)) if load.rss else rss0
    return {
        "tables": args.tables,
        "websocket_seats": load.websocket_seats,
        "bot_seats": len(load.bot_slots),
        "bot_level": args.bot_level,
        "seconds": args.seconds,
        "think": args.think,
        "db": args.db or "sqlite (temporary directory)",
        "compression": args.compression,
        "pinned": run["pinned"],
        "latency": {
            "all": summarize(everything),
            **{g: summarize(xs) for g, xs in load.latency.items()},
        },
        "slowest_seat": {
            "all": summarize(slowest),
            **{g: summarize(xs) for g, xs in load.slowest.items()},
        },
        "ping": ping,
        "snapshot_chars": {
            g: load.snapshot_chars[g] / load.snapshots[g] if load.snapshots[g] else math.nan
            for g in ["all", *(g for g, _ in GAMES)]
        },
        "accepted": load.accepted,
        "actions_per_second": load.accepted / args.seconds,
        "rejected": sum(load.rejected.values()),
        "rejected_reasons": dict(load.rejected),
        "errors": sum(load.errors.values()),
        "error_messages": dict(load.errors),
        "server_log_errors": run["log_errors"],
        "stalls": load.stalls,
        "games_finished": load.games_done,
        "ramp_seconds": run["ramp_seconds"],
        "server_tables": run["server_tables"],
        "server_cpu": run["server_cpu"],
        "bot_workers": run["bot_workers"],
        "bot_workers_cpu": run["bot_workers_cpu"],
        "bot_workers_rss_kib": run["bot_workers_rss_kib"],
        "load_cpu": run["load_cpu"],
        "other_cpu": run["other_cpu"],
        "rss0_kib": rss0,
        "rss_t_kib": rss_t,
        "rss_t_max_kib": max(load.rss) if load.rss else rss0,
        "rss_first_last_kib": [load.rss[0], load.rss[-1]] if load.rss else [rss0, rss0],
        # the samples at 0, 1/4, 1/2, 3/4 and the end of the window: is memory level?
        "rss_quartiles_kib": [load.rss[round(q * (len(load.rss) - 1))] for q in QUARTERS]
        if load.rss
        else [rss0] * len(QUARTERS),
        "kib_per_table": (rss_t - rss0) / args.tables,
        "cpu_ms_per_action_quarters": cpu_per_action(load.cpu),
        "rss_samples_kib": load.rss,
    }


def ms(x: float) -> str:
    return "-" if math.isnan(x) else f"{x:.1f}"


def print_markdown(out: dict[str, Any]) -> None:
    ping = out["ping"]
    cols = ["all", *(g for g, _ in GAMES)]
    print(
        f"\n{out['tables']} tables ({out['websocket_seats']} WebSocket seats, "
        f"{out['bot_seats']} {out['bot_level']} server bots), {out['seconds']} s, "
        f"think {out['think']} s, "
        f"db {out['db']}, compression {out['compression']}, "
        f"{'server on CPU 0, load on CPU 1' if out['pinned'] else 'not pinned'}\n"
    )
    print("| action -> every seat's view | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    rows = [("(action, seat) pairs", "n", "{:,}")]
    rows += [(f"{q} ms", f"{q}_ms", "ms") for q in ("p50", "p90", "p99", "max")]
    for label, key, fmt in rows:
        cells = []
        for col in cols:
            x = out["latency"][col][key]
            cells.append(ms(x) if fmt == "ms" else fmt.format(x))
        print(f"| {label} | " + " | ".join(cells) + " |")
    cells = [ms(out["slowest_seat"][c]["p99_ms"]) for c in cols]
    print("| p99 ms, slowest seat of each action | " + " | ".join(cells) + " |")
    p99 = ping["p99_ms"]
    cells = [
        "-" if not p99 or math.isnan(p99) else f"{out['latency'][c]['p99_ms'] / p99:.1f}x"
        for c in cols
    ]
    print("| p99 / ping RTT p99 | " + " | ".join(cells) + " |")
    sizes = out["snapshot_chars"]
    cells = ["-" if math.isnan(sizes[c]) else f"{sizes[c]:,.0f}" for c in cols]
    print("| snapshot size, mean JSON bytes | " + " | ".join(cells) + " |")
    print()
    print("| measure | value |")
    print("|---|---|")
    lines = [
        (
            "ping RTT p50 / p90 / p99 / max (reference)",
            f"{ms(ping['p50_ms'])} / {ms(ping['p90_ms'])} / {ms(ping['p99_ms'])} / "
            f"{ms(ping['max_ms'])} ms ({ping['n']:,} pings)",
        ),
        (
            "p50 action->views / ping p50",
            "-" if not ping["n"] else f"{out['latency']['all']['p50_ms'] / ping['p50_ms']:.1f}x",
        ),
        (
            "accepted actions (actions/s)",
            f"{out['accepted']:,} ({out['actions_per_second']:.0f}/s)",
        ),
        ("rejected", f"{out['rejected']} {out['rejected_reasons'] or ''}".strip()),
        (
            "errors (load) / ERROR lines (server log)",
            f"{out['errors']} / {out['server_log_errors']}",
        ),
        ("stalled tables", str(out["stalls"])),
        ("games finished in the window", str(out["games_finished"])),
        ("ramp-up: every table connected", f"{out['ramp_seconds']:.1f} s"),
        ("live tables in the server (window start, end)", str(out["server_tables"])),
        (
            "CPU, of one core: server / its bot workers / load / everything else",
            f"{out['server_cpu']:.0%} / {out['bot_workers_cpu']:.0%} / {out['load_cpu']:.0%} / "
            f"{out['other_cpu']:.0%}",
        ),
        (
            "bot worker processes (with multiprocessing's tracker): count, RSS at the end",
            f"{out['bot_workers']}, {out['bot_workers_rss_kib'] / 1024:.1f} MiB",
        ),
        ("server RSS idle (RSS_0)", f"{out['rss0_kib'] / 1024:.1f} MiB"),
        (
            "server RSS with the tables (median; max; first / last sample)",
            f"{out['rss_t_kib'] / 1024:.1f} MiB; {out['rss_t_max_kib'] / 1024:.1f}; "
            f"{out['rss_first_last_kib'][0] / 1024:.1f} / {out['rss_first_last_kib'][1] / 1024:.1f}",
        ),
        (
            "server RSS at 0, 1/4, 1/2, 3/4, all of the window",
            " / ".join(f"{x / 1024:.1f}" for x in out["rss_quartiles_kib"]) + " MiB",
        ),
        ("memory per table (RSS_T - RSS_0) / T", f"**{out['kib_per_table']:.0f} KiB**"),
        (
            "server CPU per accepted action, each quarter of the window",
            " / ".join(f"{x:.2f}" for x in out["cpu_ms_per_action_quarters"]) + " ms",
        ),
    ]
    for label, value in lines:
        print(f"| {label} | {value} |")
    for message, count in out["error_messages"].items():
        print(f"error x{count}: {message}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0, help="the measured window")
    parser.add_argument(
        "--think", default="0.3-0.9", help="a seat's think time, LO-HI seconds (uniform)"
    )
    parser.add_argument("--warmup", type=float, default=2.0, help="seconds before the window")
    parser.add_argument("--db", metavar="URL", help="database URL (default: a temporary SQLite)")
    parser.add_argument("--ping-sockets", type=int, default=4)
    parser.add_argument("--compression", choices=("deflate", "none"), default="deflate")
    parser.add_argument("--no-pin", action="store_true", help="do not pin server and load")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--bots", type=int, default=0, help="tables of 3 players whose last seat is a server bot"
    )
    parser.add_argument("--bot-level", default="easy", help="those bots' level or name")
    parser.add_argument(
        "--bot-workers",
        type=int,
        help="the server's bot processes (afoot serve --bot-workers; default: its default)",
    )
    parser.add_argument("--json", metavar="PATH", help="also write the figures as JSON")
    parser.add_argument("--start-timeout", type=float, default=30.0)
    args = parser.parse_args()
    pin = args.pin = not args.no_pin and len(os.sched_getaffinity(0)) >= 2
    with tempfile.TemporaryDirectory(prefix="afoot-bench-") as tmp:
        db = args.db or f"sqlite:///{tmp}/bench.db"
        log_path = Path(tmp) / "server.log"
        proc, port = start_server(db, log_path, pin, args.start_timeout, args.bot_workers)
        try:
            if pin:
                os.sched_setaffinity(0, {1})
            time.sleep(1.0)
            rss0 = rss_kib(proc.pid)
            load = Load(args, port, proc.pid)
            run = asyncio.run(load.run())
        finally:
            stop_server(proc)
        log_lines = log_path.read_text(errors="replace").splitlines()
    run["pinned"] = pin
    run["log_errors"] = sum(1 for ln in log_lines if ln.startswith(("ERROR", "CRITICAL")))
    out = report(args, load, run, rss0)
    print_markdown(out)
    for line in [ln for ln in log_lines if ln.startswith(("ERROR", "CRITICAL"))][:5]:
        print(f"server: {line[:200]}")
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
