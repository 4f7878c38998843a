"""Server bots that think in worker processes.

The server is one asyncio process. A bot that thinks in one of its threads holds the GIL for
whole switch intervals, and every socket write of the event loop then waits for it: with 20
easy bots among 200 tables the p99 of action -> views went from about 50 ms to 200 ms. So a
:class:`BotPool` of ``workers`` processes (``afoot serve --bot-workers N``) does the thinking.

Each worker is its own single-process executor, and a table's seat always goes to the same
one (by a hash of its key), where its agent lives between moves: a bot keeps its generator
and memory, as it would in the server's process. A worker keeps the agents of the last
:data:`AGENTS_KEPT` seats it served. The game travels as :meth:`Game.snapshot` (pickled), the
action comes back. A worker that dies is replaced at the next move; the move it was asked
for raises :class:`BrokenProcessPool`, and the caller thinks that one in a thread instead.
Workers are spawned (not forked from a process with an event loop and threads) when the
server starts, and each ends when its server does, however that ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import multiprocessing.connection
import os
import pickle
import threading
import zlib
from collections import OrderedDict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from afoot.ai import Agent, make_agent, tell_lineup
from afoot.engine.game import Game
from afoot.games import spec_for

#: agents a worker keeps (the seats it served last); a seat it forgot starts a new agent
AGENTS_KEPT = 512
#: the most bot workers a server may start
MAX_BOT_WORKERS = 64


def default_workers(cpus: int | None = None) -> int:
    """Bot workers by default: the CPUs but one (the event loop's), 1 to 4; none on one CPU,
    where a worker would only take turns with the loop."""
    count = cpus if cpus is not None else (os.cpu_count() or 1)
    return 0 if count < 2 else min(4, count - 1)


_AGENTS: OrderedDict[str, Agent] = OrderedDict()


def _start_worker() -> None:
    """A worker's start: it ends with its server, even one killed (``kill -9``), which never
    shuts the pool down; then the games' modules are loaded before a move needs them."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()
    import afoot.games  # noqa: F401


def _end_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])  # readable once the parent is gone
    os._exit(0)


def _think(
    key: str,
    name: str,
    seed: int,
    payload: bytes,
    seat: int,
    interrupting: bool,
    lineup: Sequence[str | None] | None = None,
) -> Any:
    """In a worker: the move of the agent of ``key`` (made on first sight) in the pickled
    snapshot of a game, the agent told the table's ``lineup`` first (when given)."""
    snapshot = pickle.loads(payload)
    spec = spec_for(snapshot[0])
    agent = _AGENTS.pop(key, None)
    if agent is None:
        agent = make_agent(name, seed, spec)
    _AGENTS[key] = agent
    while len(_AGENTS) > AGENTS_KEPT:
        _AGENTS.popitem(last=False)
    game = Game.from_snapshot(spec, snapshot)
    if lineup is not None:
        tell_lineup([agent], lineup)
    if interrupting:
        return agent.interrupt(game, seat)  # type: ignore[attr-defined]
    return agent.act(game, seat)


class BotPool:
    """``workers`` bot processes (see the module docstring)."""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError(f"a bot pool needs 1 worker or more, not {workers}")
        self._context = multiprocessing.get_context("spawn")
        self._pools: list[ProcessPoolExecutor | None] = [None] * workers

    @property
    def workers(self) -> int:
        return len(self._pools)

    def _pool(self, index: int) -> ProcessPoolExecutor:
        pool = self._pools[index]
        if pool is None:
            pool = ProcessPoolExecutor(1, mp_context=self._context, initializer=_start_worker)
            self._pools[index] = pool
        return pool

    def start(self) -> None:
        """Start every worker now (they load the games), not at the first bot move: an
        executor spawns its process with its first job."""
        for index in range(len(self._pools)):
            self._pool(index).submit(os.getpid)

    async def act(
        self,
        key: str,
        name: str,
        seed: int,
        game: Game,
        seat: int,
        interrupting: bool,
        lineup: Sequence[str | None] | None = None,
    ) -> Any:
        """The move of the agent ``name`` (seeded ``seed``) of ``key`` in ``game``, told the
        table's ``lineup`` (see ``Agent``). The game is pickled here, before this returns to
        the loop: it may move on meanwhile."""
        index = zlib.crc32(key.encode()) % len(self._pools)
        pool = self._pool(index)
        payload = pickle.dumps(game.snapshot(), pickle.HIGHEST_PROTOCOL)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(
                pool, _think, key, name, seed, payload, seat, interrupting, lineup
            )
        except BrokenProcessPool:  # its worker died: the next move starts a new one
            if self._pools[index] is pool:
                self._pools[index] = None
                pool.shutdown(wait=False, cancel_futures=True)
            raise

    def worker_pids(self) -> list[int]:
        """The live workers' process ids (for tests and monitoring)."""
        pids: list[int] = []
        for pool in self._pools:
            processes = getattr(pool, "_processes", None) or {}
            pids.extend(processes)
        return pids

    def shutdown(self) -> None:
        for pool in self._pools:
            if pool is not None:
                with contextlib.suppress(Exception):
                    pool.shutdown(wait=False, cancel_futures=True)
        self._pools = [None] * len(self._pools)
