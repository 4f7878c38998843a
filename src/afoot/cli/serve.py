"""``afoot serve``: the browser lobby and live tables."""

from __future__ import annotations

import socket
import sys
from typing import Annotated

import typer

import afoot
from afoot.cli import common
from afoot.cli.common import fail


def serve(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[
        int, typer.Option("--port", help="Port to listen on.", min=0, max=65535)
    ] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            metavar="URL",
            help="Database: sqlite:///path.db or postgresql+psycopg://user:pw@host/db "
            "(default: $AFOOT_DB, else ~/.local/share/afoot/afoot.db).",
            show_default=False,
        ),
    ] = None,
    bot_delay_ms: Annotated[
        int | None,
        typer.Option(
            "--bot-delay-ms",
            help="Bots' thinking pause on every table (default: each table's own, 700 ms).",
            show_default=False,
            min=0,
            max=10_000,
        ),
    ] = None,
    bot_workers: Annotated[
        int | None,
        typer.Option(
            "--bot-workers",
            help="Processes the bots think in, so that no search holds the server's event "
            "loop (0: threads of the server's process; default: the CPUs but one, 1 to 4, "
            "and 0 on one CPU).",
            show_default=False,
            min=0,
            max=64,
        ),
    ] = None,
    log_level: Annotated[
        str, typer.Option("--log-level", help="critical, error, warning, info or debug.")
    ] = "info",
    compress: Annotated[
        bool,
        typer.Option(
            "--compress/--no-compress",
            help="permessage-deflate on the WebSockets: less traffic on a slow network, about "
            "a sixth more server CPU (benchmarks/bench_server.py).",
        ),
    ] = False,
    rate: Annotated[
        float,
        typer.Option("--rate", help="Messages a second each socket may send, on average."),
    ] = 20.0,
    burst: Annotated[
        int, typer.Option("--burst", help="Messages each socket may send at once.")
    ] = 40,
    abandon_after: Annotated[
        float,
        typer.Option(
            "--abandon-after",
            metavar="SECONDS",
            help="A table with human seats none of which has been connected for this long is "
            "abandoned: it leaves the lobby's lists and stops until one of its seats comes "
            "back (a table of bots never is).",
            min=1,
            max=365 * 86400,
        ),
    ] = 3600.0,
) -> None:
    """Play in the browser: the lobby, live tables with bots, replays (open the printed URL).

    Every accepted action is written to the database before anyone hears of it; on start the
    server rebuilds every open or running table from its record, so a restart loses nothing.
    OpenAPI documentation of the lobby is at /docs.
    """
    import logging

    import uvicorn

    from afoot.server.app import create_app
    from afoot.server.limits import MAX_BAD
    from afoot.server.logs import redact_tokens
    from afoot.server.serving import uvicorn_config
    from afoot.server.thinking import default_workers
    from afoot.store import StoreError, default_url

    if log_level not in ("critical", "error", "warning", "info", "debug"):
        fail(f"unknown log level {log_level!r}; use critical, error, warning, info or debug")
    url = db or default_url()
    try:
        application = create_app(
            url,
            bot_delay_ms=bot_delay_ms,
            tune_gc=True,
            limits=(rate, burst, MAX_BAD),
            bot_workers=default_workers() if bot_workers is None else bot_workers,
            abandon_after=abandon_after,
        )
    except (StoreError, ValueError) as exc:
        fail(str(exc))
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    store = application.state.hub.store
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    console = common.console()
    console.print(f"afoot {afoot.__version__}: database {store.url}", soft_wrap=True)
    config = uvicorn_config(
        application, host=host, port=port, log_level=log_level, compress=compress
    )
    server = uvicorn.Server(config)
    redact_tokens("uvicorn", "uvicorn.error", "uvicorn.access")  # uvicorn.Config set them up
    try:
        # bound here (not by uvicorn) so that the printed URL has the real port, even for --port 0
        sock = socket.create_server((host, port), family=_family(host), reuse_port=False)
    except OSError as exc:
        fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}")
    bound = sock.getsockname()[1]
    console.print(
        f"afoot is serving on [bold]http://{shown}:{bound}/[/bold]  (Ctrl-C stops it)",
        soft_wrap=True,
    )
    sys.stdout.flush()
    server.run(sockets=[sock])


def _family(host: str) -> socket.AddressFamily:
    return socket.AF_INET6 if ":" in host else socket.AF_INET
