"""Where a tournament's games run: in this process, in a local process pool, or on Ray.

Every backend maps a module-level function over plain-data tasks and returns the results in
task order, so a run gives the same results on each. Tasks travel in chunks (a few per worker)
to keep the per-task overhead of pickling and scheduling small next to a game.

``ray`` is optional (``pip install 'afoot[ray]'``) and imported only when asked for.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import secrets
import signal
import socket
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar

from afoot.engine.errors import AfootError

BACKENDS = ("serial", "process", "ray")

T = TypeVar("T")
R = TypeVar("R")

#: chunks per worker: enough to balance long and short games and to move a progress bar
_CHUNKS_PER_WORKER = 8
_MAX_CHUNK = 64
#: chunks submitted to the pool at once per worker (the rest wait in this process)
_IN_FLIGHT_PER_WORKER = 2
#: seconds between two looks at a noted Ctrl-C while the pool runs
_POLL = 0.1
#: seconds to wait for a TCP connection to a Ray address before calling it unreachable
_PROBE_TIMEOUT = 3.0
#: the token of local Ray instances started by this process (see :func:`_local_auth_env`)
_TOKEN: str | None = None


class BackendError(AfootError):
    """A backend that cannot be used as asked (unknown, bad worker count, Ray unreachable)."""


class Backend(Protocol):
    """Runs ``fn`` over tasks; ``on_result`` is called with each result as it finishes."""

    name: str
    workers: int

    def map(
        self,
        fn: Callable[[T], R],
        tasks: Sequence[T],
        on_result: Callable[[R], None] | None = None,
    ) -> list[R]: ...


def _run_chunk(fn: Callable[[T], R], chunk: Sequence[T]) -> list[R]:
    """What a worker runs: one chunk of tasks (module-level, so it pickles by name)."""
    return [fn(task) for task in chunk]


@contextmanager
def interrupt_flag() -> Iterator[list[int]]:
    """While the block runs, a Ctrl-C (SIGINT) is noted in the list it yields instead of
    raising KeyboardInterrupt wherever the main thread happens to be; the block decides when
    to stop. Only in the main thread and where Python's own handler is in place (not inside
    another such block, which notes it itself); elsewhere nothing is noted and Ctrl-C raises
    as usual."""
    caught: list[int] = []
    if (
        threading.current_thread() is not threading.main_thread()
        or signal.getsignal(signal.SIGINT) is not signal.default_int_handler
    ):
        yield caught
        return
    signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    try:
        yield caught
    finally:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def _ignore_interrupt() -> None:
    """A worker's initializer: Ctrl-C reaches the whole process group, and the parent alone
    decides what it means (it stops the workers and keeps what finished)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Drop the queued chunks and end the workers now, without waiting for their chunks:
    after Ctrl-C or a failure no worker may be left running. Python 3.14 has
    ``terminate_workers``; before it the pool's processes are only reachable as ``_processes``."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:  # pragma: no cover - Python 3.14+
        terminate()
        return
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join()


def _chunks(count: int, workers: int) -> Iterator[tuple[int, int]]:
    """``(start, stop)`` slices covering ``count`` tasks, about 8 per worker."""
    size = max(1, min(_MAX_CHUNK, math.ceil(count / (workers * _CHUNKS_PER_WORKER))))
    for start in range(0, count, size):
        yield start, min(count, start + size)


class SerialBackend:
    """Everything in this process, one task after another (tests, debugging, tiny runs)."""

    name = "serial"
    workers = 1

    def map(
        self,
        fn: Callable[[T], R],
        tasks: Sequence[T],
        on_result: Callable[[R], None] | None = None,
    ) -> list[R]:
        out = []
        for task in tasks:
            result = fn(task)
            if on_result is not None:
                on_result(result)
            out.append(result)
        return out


class ProcessBackend:
    """A local process pool. Workers start with ``forkserver``: unlike ``fork`` it is safe
    when the caller runs threads (a rich progress bar does), and the server preloads afoot
    once, so each worker starts in a few milliseconds instead of re-importing like ``spawn``."""

    name = "process"

    def __init__(self, workers: int) -> None:
        self.workers = workers

    def map(
        self,
        fn: Callable[[T], R],
        tasks: Sequence[T],
        on_result: Callable[[R], None] | None = None,
    ) -> list[R]:
        out: list[Any] = [None] * len(tasks)
        slices = deque(_chunks(len(tasks), self.workers))
        if not slices:
            return []
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["afoot.sim.tournament"])
        workers = min(self.workers, len(slices))
        pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_ignore_interrupt)
        pending: dict[Future[list[R]], int] = {}
        # Ctrl-C is only noted while the pool runs: a KeyboardInterrupt raised wherever the
        # main thread is could leave a future's lock held inside concurrent.futures, and the
        # pool's thread would then wait for it forever at exit
        with interrupt_flag() as stop:
            try:
                while slices or pending:
                    while slices and len(pending) < _IN_FLIGHT_PER_WORKER * workers:
                        start, stop_at = slices.popleft()
                        pending[pool.submit(_run_chunk, fn, tasks[start:stop_at])] = start
                    done, _ = wait(pending, timeout=_POLL, return_when=FIRST_COMPLETED)
                    for future in done:
                        start = pending.pop(future)
                        for offset, result in enumerate(future.result()):
                            out[start + offset] = result
                            if on_result is not None:
                                on_result(result)
                    if stop:
                        raise KeyboardInterrupt
            except BaseException:  # Ctrl-C or a failure: drop the queued chunks, end the workers
                _stop_workers(pool)
                raise
        pool.shutdown()
        return out


class RayBackend:
    """Ray: the cluster at ``address`` (``host:port``), else a local instance of ``workers``
    CPUs started for the run and shut down after it. An instance already initialized in this
    process (``ray.init`` by the caller) is used as it is and left running.

    A local instance gets a token in the environment (``RAY_AUTH_TOKEN``) unless the caller
    set Ray's auth variables: Ray 2.60 turns token authentication on by default and would
    otherwise write ``~/.ray/auth_token``; its logs go to Ray's temp dir (/tmp/ray).
    A cluster's workers must have afoot installed: tasks name ``play_task`` by module.
    """

    name = "ray"

    def __init__(self, workers: int | None, address: str | None) -> None:
        self.workers = workers or os.cpu_count() or 1
        self._asked = workers
        self.address = address

    def map(
        self,
        fn: Callable[[T], R],
        tasks: Sequence[T],
        on_result: Callable[[R], None] | None = None,
    ) -> list[R]:
        import logging

        import ray

        started = not ray.is_initialized()
        saved: dict[str, str | None] = {}
        if started:
            _no_uv_workers()
            if self.address is None:
                saved = _local_auth_env()
            try:
                ray.init(
                    address=self.address,
                    num_cpus=self._asked if self.address is None else None,
                    include_dashboard=False,
                    log_to_driver=False,
                    logging_level=logging.ERROR,
                )
            except Exception as exc:  # e.g. something else listens at the address
                _restore(saved)
                where = (
                    f"a Ray cluster at {self.address}" if self.address else "a local Ray instance"
                )
                text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                raise BackendError(f"cannot start or reach {where}: {text}") from None
        try:
            if self.address is not None or self._asked is None:
                self.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
            remote: Any = ray.remote(_run_chunk)
            out: list[Any] = [None] * len(tasks)
            pending = {
                remote.remote(fn, tasks[start:stop]): start
                for start, stop in _chunks(len(tasks), self.workers)
            }
            while pending:
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    start = pending.pop(ref)
                    for offset, result in enumerate(ray.get(ref)):
                        out[start + offset] = result
                        if on_result is not None:
                            on_result(result)
            return out
        finally:
            if started:
                ray.shutdown()
                _restore(saved)


def _no_uv_workers() -> None:
    """Turn off Ray's ``uv run`` hook. Under ``uv run`` (``make test``, ``uv run afoot ...``)
    Ray 2.60 starts each worker with ``uv run`` in a copy of the working directory, which
    builds another environment there (without Ray, here): the workers die at start and every
    task waits forever. afoot's workers run the driver's own Python, with afoot installed (as
    a cluster's must). Ray reads the switch (``RAY_ENABLE_UV_RUN_RUNTIME_ENV``) once, when it
    is imported, so the module constant is set, for this process."""
    from ray._private import ray_constants

    ray_constants.RAY_ENABLE_UV_RUN_RUNTIME_ENV = False


def _local_auth_env() -> dict[str, str | None]:
    """Give a local Ray instance a token in the environment (Ray then turns token auth on
    itself, setting ``RAY_AUTH_MODE``); the old values, to put back after the run. Nothing
    changes when the caller chose Ray's auth mode or token. One token serves every run of the
    process: Ray caches the token it loaded."""
    keys = ("RAY_AUTH_MODE", "RAY_AUTH_TOKEN", "RAY_AUTH_TOKEN_PATH")
    if any(key in os.environ for key in keys):
        return {}
    global _TOKEN
    if _TOKEN is None:
        _TOKEN = secrets.token_hex(32)
    os.environ["RAY_AUTH_TOKEN"] = _TOKEN
    return {"RAY_AUTH_MODE": None, "RAY_AUTH_TOKEN": None}


def _restore(saved: dict[str, str | None]) -> None:
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def parse_address(address: str) -> tuple[str, int]:
    """``"host:port"`` -> ``(host, port)``; BackendError saying the form otherwise."""
    host, sep, port = address.strip().rpartition(":")
    host = host.strip("[]")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise BackendError(
            f"a Ray address must be host:port, like 127.0.0.1:6379 (got {address!r})"
        )
    return host, int(port)


def _probe(address: str) -> None:
    """Fail fast on an address nothing listens at: ``ray.init`` on one hangs."""
    host, port = parse_address(address)
    try:
        with socket.create_connection((host, port), timeout=_PROBE_TIMEOUT):
            pass
    except OSError as exc:
        why = exc.strerror or str(exc) or type(exc).__name__
        raise BackendError(
            f"cannot reach a Ray cluster at {host}:{port} ({why}); start one with "
            "`ray start --head` or leave out --ray-address for a local instance"
        ) from None


def make_backend(name: str, workers: int | None = None, ray_address: str | None = None) -> Backend:
    """The backend called ``name``; BackendError with one line for a bad request (checked
    now, before anything runs: a Ray address is probed, Ray's import is tried)."""
    if name not in BACKENDS:
        raise BackendError(f"unknown backend {name!r}; backends: {', '.join(BACKENDS)}")
    if workers is not None and (
        isinstance(workers, bool) or not isinstance(workers, int) or workers <= 0
    ):
        raise BackendError(f"workers must be a whole number, 1 or more (got {workers!r})")
    if ray_address is not None and name != "ray":
        raise BackendError("--ray-address needs the ray backend (--backend ray)")
    if name == "serial":
        return SerialBackend()
    if name == "process":
        return ProcessBackend(workers or os.cpu_count() or 1)
    try:
        import ray  # noqa: F401  (checked now so a missing Ray fails before any game)
    except ImportError:
        raise BackendError("the ray backend needs Ray: pip install 'afoot[ray]'") from None
    if ray_address is not None:
        _probe(ray_address)
    return RayBackend(workers, ray_address)


__all__ = [
    "BACKENDS",
    "Backend",
    "BackendError",
    "ProcessBackend",
    "RayBackend",
    "SerialBackend",
    "make_backend",
    "parse_address",
]
