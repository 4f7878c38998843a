"""afoot serve's uvicorn settings (server/serving.py): a socket that closes and a request
that ends leave nothing for the garbage collector, compressed or not. A tuned server collects
rarely, and garbage in cycles waited minutes for it (benchmarks/bench_server.py)."""

from __future__ import annotations

import asyncio
import gc
import socket
import time
import urllib.request
import weakref

import pytest
import uvicorn
import websockets
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route, WebSocketRoute
from websockets.server import ServerProtocol

from afoot.server.serving import uvicorn_config


async def _echo(websocket) -> None:
    await websocket.accept()
    text = await websocket.receive_text()
    await websocket.send_text(text)
    if text == "server closes":
        await websocket.close()
    else:
        gone = await websocket.receive()
        assert gone["type"] == "websocket.disconnect"


async def _hello(_request) -> JSONResponse:
    return JSONResponse({"ok": True})


APP = Starlette(routes=[Route("/", _hello), WebSocketRoute("/ws", _echo)])


def _alive(kind: type | None) -> int:
    return sum(1 for o in gc.get_objects() if type(o) is kind)


async def _left_behind(compress: bool) -> dict[str, int]:
    sock = socket.create_server(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn_config(APP, host="127.0.0.1", port=port, log_level="error", compress=compress)
    server = uvicorn.Server(config)
    serving = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        await asyncio.sleep(0.01)
    url = f"ws://127.0.0.1:{port}/ws"
    gc.collect()
    gc.disable()
    try:
        for n in range(30):
            # both ends close first in turn; the client asks for compression either way
            async with websockets.connect(url) as ws:
                await ws.send("server closes" if n % 2 else "hello")
                assert await ws.recv() in ("server closes", "hello")
                if n % 2:
                    with pytest.raises(websockets.ConnectionClosed):
                        await ws.recv()
            await asyncio.to_thread(urllib.request.urlopen, f"http://127.0.0.1:{port}/")
        await asyncio.sleep(0.2)
        protocols = {
            "websockets protocol": _alive(ServerProtocol),
            "uvicorn WebSocket protocol": _alive(config.ws_protocol_class),
            "uvicorn HTTP protocol": _alive(config.http_protocol_class),
        }
    finally:
        gc.enable()
        server.should_exit = True
        await serving
    return protocols


@pytest.mark.parametrize("compress", [False, True])
def test_closed_sockets_and_requests_leave_no_cycles(compress):
    """Thirty sockets and thirty requests later, with the collector off, none of their
    protocol objects is still in memory (they are freed as they close, by reference
    counting). uvicorn's own classes left one websockets protocol per socket (and its zlib
    streams when compressing) and, with httptools, one HTTP protocol per upgrade."""
    assert asyncio.run(_left_behind(compress)) == {
        "websockets protocol": 0,
        "uvicorn WebSocket protocol": 0,
        "uvicorn HTTP protocol": 0,
    }


class _Node:
    def __init__(self) -> None:
        self.me = self


def _cycle_survives(monkeypatch, tmp_path, every: float, wait: float) -> bool:
    """Whether a reference cycle made under a tuned server (create_app(tune_gc=True)) is
    still in memory ``wait`` seconds later, with full collections every ``every`` seconds."""
    from fastapi.testclient import TestClient

    import afoot.server.app as app_module

    monkeypatch.setattr(app_module, "GC_EVERY", every)
    thresholds = gc.get_threshold()
    try:
        with TestClient(app_module.create_app(f"sqlite:///{tmp_path}/{every}.db", tune_gc=True)):
            node = _Node()
            ref = weakref.ref(node)
            del node
            deadline = time.monotonic() + wait
            while ref() is not None and time.monotonic() < deadline:
                time.sleep(0.01)
            return ref() is not None
    finally:  # the tuning is the process's: give the test run its collector back
        gc.unfreeze()
        gc.set_threshold(*thresholds)


def test_a_tuned_server_still_frees_cycles_with_its_full_collections(monkeypatch, tmp_path):
    """The tuned collector leaves a cycle alone; the server's full collection frees it."""
    assert _cycle_survives(monkeypatch, tmp_path, every=3600, wait=0.5)
    assert not _cycle_survives(monkeypatch, tmp_path, every=0.05, wait=5)
