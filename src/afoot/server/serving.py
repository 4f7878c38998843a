"""How ``afoot serve`` runs the app under uvicorn: :func:`uvicorn_config`.

Two choices here keep a busy server's memory flat, and both are checked by
``server/tests/test_serving.py``.

- HTTP is parsed by h11, not httptools. uvicorn's httptools protocol keeps a reference cycle
  with its parser after a WebSocket upgrade: one per socket opened, about 6 KB with its
  transport, freed only by a full collection of the garbage collector. An h11 request costs
  about 0.2 ms more of CPU; the lobby's REST calls are few next to the WebSocket traffic.
- :class:`WebSocketProtocol` ends the cycle a closed socket left behind (see there).

A tuned server (``create_app(tune_gc=True)``) collects rarely, so the garbage of every closed
socket stayed in memory for minutes (``benchmarks/bench_server.py``).
"""

from __future__ import annotations

from typing import Any

import uvicorn
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

#: the largest WebSocket message a client may send (bytes); the protocol's are far smaller
WS_MAX_SIZE = 65_536


class WebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's sans-I/O WebSocket protocol, without the cycle it leaves when a socket closes.

    websockets' protocol object keeps its parser, a generator whose frame holds the protocol
    object again, so every closed socket (its buffers, and with permessage-deflate two zlib
    streams: 4 KB, or 100 KB compressed) waited for a full collection. Once the connection is
    lost nothing is parsed any more; closing the generator is what the collector would do."""

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        parser = getattr(self.conn, "parser", None)
        if parser is not None:
            parser.close()


def uvicorn_config(
    app: Any, *, host: str, port: int, log_level: str = "info", compress: bool = False
) -> uvicorn.Config:
    """The uvicorn settings of ``afoot serve`` for ``app``."""
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        http="h11",
        ws=WebSocketProtocol,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=compress,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        timeout_graceful_shutdown=3,
        # request lines carry invite codes: logged only when debugging
        access_log=log_level == "debug",
    )
