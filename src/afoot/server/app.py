"""The FastAPI application: lobby REST (OpenAPI at ``/docs``), one WebSocket per seat, pages.

``create_app(db_url)`` opens the store (bringing its schema up to date) and returns the app; on
start-up it rebuilds every open or running table from its record. The WebSocket protocol is
:mod:`afoot.server.protocol`; the tables are :mod:`afoot.server.tables`.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from afoot import __version__
from afoot.ai import LEVELS, agent_names
from afoot.engine.errors import AfootError
from afoot.engine.game import Game
from afoot.games import list_games, spec_for, specs
from afoot.server import assets
from afoot.server import protocol as p
from afoot.server.limits import BURST, MAX_BAD, RATE, Limiter, Verdict
from afoot.server.messages import messages_of, prompt, told
from afoot.server.tables import ABANDON_AFTER, Conn, Hub, host_seat, stand_in_event
from afoot.server.thinking import MAX_BOT_WORKERS
from afoot.store import MatchData, Store

STATIC = Path(__file__).with_name("static")
log = logging.getLogger("afoot.server")

#: seconds a new WebSocket has to send its hello
HELLO_TIMEOUT = 10.0
#: seconds between the full collections of a tuned server (see create_app's tune_gc)
GC_EVERY = 600.0


async def _sweep(every: float) -> None:
    """A full collection every ``every`` seconds: what a tuned collector leaves in reference
    cycles is freed within that time, at the cost of one pause (about 0.1-0.3 s under 200
    tables on the benchmark host)."""
    while True:
        await asyncio.sleep(every)
        started = time.perf_counter()
        freed = gc.collect()
        log.debug(
            "full collection: %d objects in cycles, %.0f ms",
            freed,
            1000 * (time.perf_counter() - started),
        )


# -- REST models (the wire; converted from the store's data at this edge) ----------------------
class SeatSpec(BaseModel):
    kind: Literal["human", "bot"]
    bot: str | None = Field(
        None, max_length=64, description="a level (easy/medium/hard) or a bot name"
    )


class ClockSpec(BaseModel):
    bank_seconds: float = Field(ge=5, le=24 * 3600, description="each seat's starting time bank")
    increment_seconds: float = Field(
        0, ge=0, le=3600, description="added to a seat's bank per move"
    )


class CreateTable(BaseModel):
    game: str = Field(max_length=40)
    players: int | None = Field(None, ge=1, le=12, description="default: the game's minimum")
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatSpec] | None = Field(
        None, max_length=12, description="one per seat; default: you in seat 0, medium bots"
    )
    name: str = Field("Player", min_length=1, max_length=40, description="your name at the table")
    player: str | None = Field(None, max_length=64, description="your player id, if you have one")
    clock: ClockSpec | None = None
    casebook: bool = False
    spectators: bool = True
    public: bool = Field(True, description="list the free seats' invites in the lobby")
    bot_delay_ms: int | None = Field(None, ge=0, le=10_000)
    takeover_after_seconds: float | None = Field(None, ge=0, le=24 * 3600)


class Invite(BaseModel):
    seat: int
    url: str


class Created(BaseModel):
    table: str
    seat: int | None
    token: str | None
    player: str
    invites: list[Invite]


class JoinBody(BaseModel):
    name: str = Field("Player", min_length=1, max_length=40)
    player: str | None = Field(None, max_length=64)


class Joined(BaseModel):
    table: str
    seat: int
    token: str
    player: str


class SeatSummary(BaseModel):
    seat: int
    name: str | None
    kind: str
    bot: str | None
    taken: bool
    replaced: bool


class TableSummary(BaseModel):
    table: str
    game: str
    players: int
    options: dict[str, Any]
    status: str
    seats: list[SeatSummary]
    clock: dict[str, Any] | None
    casebook: bool
    spectators: bool
    public: bool
    #: the free seats' invites of a public open table (anyone in the lobby may take them)
    invites: list[Invite]
    created: datetime
    updated: datetime
    result: dict[str, Any] | None


class InviteInfo(BaseModel):
    """What an invite link seats you at, shown before you take the seat."""

    table: str
    game: str
    players: int
    options: dict[str, Any]
    #: the seat the invite is for
    seat: int
    #: the name of the player who opened the table (None for a table of bots)
    host: str | None
    #: the seat is taken already (the link was used)
    taken: bool
    status: str
    spectators: bool
    seats: list[SeatSummary]


def _utc(stamp: datetime) -> datetime:
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)


def summary(data: MatchData) -> TableSummary:
    public = bool(data.settings.get("public", True))
    return TableSummary(
        table=data.id,
        game=data.game,
        players=data.players,
        options=data.options,
        status=data.status,
        seats=[
            SeatSummary(
                seat=s.seat, name=s.name, kind=s.kind, bot=s.bot, taken=s.taken, replaced=s.replaced
            )
            for s in data.seats
        ],
        clock=data.settings.get("clock"),
        casebook=bool(data.settings.get("casebook")),
        spectators=bool(data.settings.get("spectators", True)),
        public=public,
        invites=[
            Invite(seat=s.seat, url=f"/join/{s.invite}")
            for s in data.seats
            if public and data.status == "open" and s.kind == "human" and not s.taken and s.invite
        ],
        created=_utc(data.created),
        updated=_utc(data.updated),
        result=data.result if data.status == "finished" else None,
    )


def games_info() -> list[dict[str, Any]]:
    out = []
    for entry in list_games():
        spec = spec_for(entry["id"])
        out.append(
            {
                **entry,
                "levels": [lv for lv in LEVELS if lv in (spec.levels)],
                "bots": agent_names(spec, for_players=True),
                "casebook": spec.casebook is not None,
                # where its browser files are (afoot.server.assets): the client asks no other
                **assets.urls(spec),
            }
        )
    return out


def replay_frames(data: MatchData, seat: int | None) -> list[dict[str, Any]]:
    """Every step of a finished game as ``seat`` saw it (None: a spectator), with the game's
    messages when it declares them: each event's ``msg``, each frame's ``prompt`` and, on a
    step of the seat's own, its move's ``action_msg`` (as the seat read it before the move)."""
    game = Game(spec_for(data.game), data.players, data.seed, data.options)
    messages = messages_of(game.spec)

    def frame(
        actor: int | None, action: Any, events: list[Any], before: dict[str, Any] | None
    ) -> dict[str, Any]:
        view = game.view(seat)
        out: dict[str, Any] = {
            "state_id": game.action_count,
            "view": view,
            "events": told(events, seat, messages, {}),
            "to_act": sorted(game.to_act),
            "waiting_for": sorted(game.waiting_for),
            "actor": actor,
            # another seat's action may name what this seat never saw (its events say the rest)
            "action": action if actor is not None and actor == seat else None,
        }
        if messages is not None:
            out["prompt"] = prompt(view, messages)
            mine = out["action"] is not None
            out["action_msg"] = (
                messages.action(game.parse_action(action), before)
                if mine and before is not None
                else None
            )
        return out

    frames = [frame(None, None, [], None)]
    for index, (actor, action, _clocks) in enumerate(data.actions, start=1):
        before = game.view(seat) if messages is not None and actor == seat else None
        events = game.apply(actor, action)
        bot = data.stand_ins.get(index)
        if bot is not None:  # a skipped seat's stand-in took it: its log says so
            events = [stand_in_event(actor, bot), *events]
        frames.append(frame(actor, action, events, before))
    return frames


def create_app(
    db_url: str,
    *,
    bot_delay_ms: int | None = None,
    tune_gc: bool = False,
    limits: tuple[float, int, int] = (RATE, BURST, MAX_BAD),
    bot_workers: int = 0,
    abandon_after: float = ABANDON_AFTER,
) -> FastAPI:
    """The app on the database at ``db_url`` (raises StoreError, one line, if unusable).
    ``bot_delay_ms`` overrides every table's bot delay (tests, benchmarks); ``tune_gc`` tunes
    the process's garbage collector for serving once the tables are rebuilt (``afoot serve``
    does: it owns the process); ``limits`` is each socket's (messages a second, burst,
    unusable messages before it is closed), see :mod:`afoot.server.limits`; ``bot_workers``
    the processes the bots think in (0: threads of this one), see :mod:`afoot.server.thinking`;
    ``abandon_after`` the seconds a table with human seats may stay without any of them
    connected before it is abandoned (see :class:`afoot.server.tables.Table`)."""
    Limiter(*limits)  # a bad setting fails here, in one line, not on the first socket
    if not isinstance(bot_workers, int) or not 0 <= bot_workers <= MAX_BOT_WORKERS:
        raise ValueError(f"bot workers must be 0-{MAX_BOT_WORKERS}, not {bot_workers!r}")
    if isinstance(abandon_after, bool) or not (
        isinstance(abandon_after, int | float) and 0 < abandon_after <= 365 * 86400
    ):
        raise ValueError(
            f"abandon after must be a number of seconds, more than 0 and at most a year "
            f"(31536000), not {abandon_after!r}"
        )
    store = Store(db_url)
    hub = Hub(
        store, bot_delay_ms=bot_delay_ms, bot_workers=bot_workers, abandon_after=abandon_after
    )

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        sweeper: asyncio.Task[None] | None = None
        rebuilt = await hub.start()
        if rebuilt:
            log.info("rebuilt %d tables from the match log", rebuilt)
        if tune_gc:
            # The cyclic collector's passes stopped the loop for 0.5-2 us an object they
            # looked at, 100-300 ms a full pass under 200 tables (benchmarks/bench_server.py).
            # What start-up built is frozen out of them, and they run rarely: the engine's
            # states are trees, and the server leaves no cycles behind a socket, a request or
            # a stored action (server/serving.py, store/repo.py). A full pass every GC_EVERY
            # seconds bounds whatever else does.
            gc.collect()
            gc.freeze()
            gc.set_threshold(50_000, 50, 100)
            sweeper = asyncio.create_task(_sweep(GC_EVERY))
        yield
        if sweeper is not None:
            sweeper.cancel()
        await hub.stop()
        store.close()

    app = FastAPI(
        title="afoot",
        version=__version__,
        summary="Sherlock Holmes deduction card games: lobby, tables and replays.",
        lifespan=lifespan,
    )
    app.state.hub = hub

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(x) for x in first.get("loc", ()) if x != "body") or "body"
        return JSONResponse(
            {"detail": f"bad request: {where}: {first.get('msg', 'invalid')}"}, status_code=422
        )

    # -- pages -----------------------------------------------------------------------------
    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, headers={"Cache-Control": "no-cache"})

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return page("index.html")

    # a link that names nothing ("/table/") gets its page too: the page says so in its
    # reader's language, where the server could only answer in English JSON
    @app.get("/join/", include_in_schema=False)
    @app.get("/join/{code}", include_in_schema=False)
    async def join_page(code: str = "") -> FileResponse:
        return page("join.html")

    @app.get("/table/", include_in_schema=False)
    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str = "") -> FileResponse:
        return page("table.html")

    @app.get("/replay/", include_in_schema=False)
    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str = "") -> FileResponse:
        return page("replay.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    # each game's own browser files, from its folder (afoot.server.assets)
    for spec in specs():
        for folder in assets.FOLDERS:
            path = assets.folder(spec, folder)
            if path is not None:
                where = assets.prefix(spec, folder)
                app.mount(where, StaticFiles(directory=path), name=where)

    # -- REST --------------------------------------------------------------------------------
    @app.get("/api/health")
    async def health() -> dict[str, Any]:
        return {"ok": True, "version": __version__, "tables": len(hub.tables)}

    @app.get("/api/games")
    async def games() -> list[dict[str, Any]]:
        """Every game: players, options with their choices, bot levels, casebook support, and
        the URLs of its browser files: ``table`` (its module, null for the generic table),
        ``css``, ``rules`` and ``locale`` (language -> URL)."""
        return games_info()

    @app.post("/api/tables", status_code=201)
    async def create_table(body: CreateTable) -> Created:
        """Open a table. You take the first human seat; the others get invite links."""
        try:
            spec = spec_for(body.game)
            players = body.players or spec.min_players
            seats = (
                [s.model_dump() for s in body.seats]
                if body.seats is not None
                else [{"kind": "human"}] + [{"kind": "bot", "bot": "medium"}] * (players - 1)
            )
            settings: dict[str, Any] = {
                "clock": body.clock.model_dump() if body.clock else None,
                "casebook": body.casebook,
                "spectators": body.spectators,
                "public": body.public,
            }
            if body.bot_delay_ms is not None:
                settings["bot_delay_ms"] = body.bot_delay_ms
            if body.takeover_after_seconds is not None:
                settings["takeover_after_seconds"] = body.takeover_after_seconds
            table_id, invites = await hub.create(body.game, players, body.options, seats, settings)
        except AfootError as exc:
            raise HTTPException(400, str(exc)) from None
        seat = token = None
        player = body.player
        if invites:
            first = min(invites)
            claimed = await hub.claim(invites.pop(first), body.name, player)
            assert claimed is not None
            _, seat, token, player = claimed
        await hub.get(table_id)  # live now: bots and clocks start when the seats are taken
        return Created(
            table=table_id,
            seat=seat,
            token=token,
            player=player or "",
            invites=[Invite(seat=s, url=f"/join/{code}") for s, code in sorted(invites.items())],
        )

    @app.post("/api/invites/{code}")
    async def join(code: str, body: JoinBody) -> Joined:
        """Take the seat of an invite link. 404: no such invite; 409: the seat is taken."""
        try:
            claimed = await hub.claim(code, body.name, body.player)
        except LookupError as exc:
            raise HTTPException(409, str(exc)) from None
        if claimed is None:
            raise HTTPException(404, "no such invite (check the link)")
        table_id, seat, token, player = claimed
        return Joined(table=table_id, seat=seat, token=token, player=player)

    @app.get("/api/invites/{code}")
    async def invite(code: str) -> InviteInfo:
        """What an invite link is for: the game, its options, the host and the seat. 404: no
        such invite."""
        found = await hub.db(store.invited, code)
        if found is None:
            raise HTTPException(404, "no such invite (check the link)")
        data, seat = found
        s = summary(data)
        host = host_seat(data)
        return InviteInfo(
            table=data.id,
            game=data.game,
            players=data.players,
            options=data.options,
            seat=seat,
            host=None if host is None else data.seats[host].name,
            taken=data.seats[seat].taken,
            status=data.status,
            spectators=s.spectators,
            seats=s.seats,
        )

    @app.get("/api/tables")
    async def tables(
        status: Annotated[Literal["open", "running", "finished"] | None, Query()] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 100,
    ) -> list[TableSummary]:
        """Tables by status, most recently active first."""
        rows = await hub.db(store.matches, status, limit)
        return [summary(m) for m in rows]

    async def one(table_id: str) -> MatchData:
        data = await hub.db(store.get, table_id)
        if data is None:
            raise HTTPException(404, f"no table {table_id!r}")
        return data

    @app.get("/api/tables/{table_id}")
    async def table(table_id: str) -> TableSummary:
        return summary(await one(table_id))

    @app.get("/api/players/{player}/games")
    async def player_games(player: str) -> list[TableSummary]:
        """The finished games a player sat in, and the abandoned ones (nobody was at them for
        the server's ``--abandon-after``: they left the public lists, and a seat that comes
        back resumes them)."""
        rows = await hub.db(store.player_matches, player, ("finished", "abandoned"))
        return [summary(m) for m in rows]

    async def finished(table_id: str) -> MatchData:
        data = await hub.db(store.load, table_id)
        if data is None:
            raise HTTPException(404, f"no table {table_id!r}")
        if data.status != "finished":
            raise HTTPException(
                409, f"table {table_id} is {data.status}; replays open when it is finished"
            )
        return data

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> dict[str, Any]:
        """The afoot record of a finished game (``afoot replay`` reads it)."""
        data = await finished(table_id)
        try:
            game = Game(spec_for(data.game), data.players, data.seed, data.options)
            for seat, action, _ in data.actions:
                game.apply(seat, action)
        except AfootError as exc:
            raise HTTPException(
                409, f"table {table_id}'s record no longer replays: {exc}"
            ) from None
        return game.record()

    @app.get("/api/tables/{table_id}/replay")
    async def replay(
        table_id: str, seat: Annotated[int | None, Query(ge=0, le=11)] = None
    ) -> dict[str, Any]:
        """Every step of a finished game from one seat's perspective (no seat: a spectator's)."""
        data = await finished(table_id)
        if seat is not None and seat >= data.players:
            raise HTTPException(400, f"there is no seat {seat}; seats are 0-{data.players - 1}")
        try:
            frames = await asyncio.to_thread(replay_frames, data, seat)
        except AfootError as exc:
            raise HTTPException(
                409, f"table {table_id}'s record no longer replays: {exc}"
            ) from None
        s = summary(data)
        return {
            "table": data.id,
            "game": data.game,
            "players": data.players,
            "options": data.options,
            "seat": seat,
            "seats": [x.model_dump() for x in s.seats],
            "result": data.result,
            "frames": frames,
        }

    # -- the WebSocket -------------------------------------------------------------------------
    @app.websocket("/ws/tables/{table_id}")
    async def socket(websocket: WebSocket, table_id: str) -> None:
        await websocket.accept()

        async def refuse(reason: str, code: int) -> None:
            with contextlib.suppress(Exception):
                await websocket.send_text(p.encode(p.Error(reason=reason)))
                await websocket.close(code)

        live = await hub.get(table_id)
        if live is None:
            return await refuse(f"no table {table_id!r}", 4404)
        try:
            first = await asyncio.wait_for(_receive(websocket), HELLO_TIMEOUT)
        except TimeoutError:
            return await refuse(
                'no hello: the first message must be {"type": "hello", "token": ...}', 4408
            )
        except WebSocketDisconnect:
            return
        try:
            hello = p.decode(first) if first is not None else None
        except p.BadMessage as exc:
            return await refuse(f"{exc}; the first message must be a hello", 4400)
        if not isinstance(hello, p.Hello):
            return await refuse('the first message must be {"type": "hello", "token": ...}', 4400)
        seat = None
        if hello.token:
            seat = await hub.seat_of(table_id, hello.token)
            if seat is None:
                return await refuse("this token is not a seat at this table", 4401)
        elif not live.settings["spectators"]:
            return await refuse("this table has no spectators", 4403)
        conn = Conn(seat, websocket.send_text, lambda code: websocket.close(code))
        conn.start()
        await live.join(conn)
        limiter = Limiter(*limits)
        try:
            while not conn.closed:
                frame = await _receive(websocket)
                if frame is None:
                    break
                verdict = limiter.message()
                if verdict is not Verdict.OK:
                    if verdict is Verdict.ABUSE:
                        conn.kick(limiter.why() + ": closing", 4429)
                        break
                    live.send(conn, p.Error(reason=limiter.why()))
                    continue
                try:
                    msg = p.decode(frame)
                except p.BadMessage as exc:
                    if limiter.unusable() is Verdict.ABUSE:
                        conn.kick(f"{exc}; too many unusable messages: closing", 4400)
                        break
                    live.send(conn, p.Error(reason=str(exc)))
                    continue
                if isinstance(msg, p.Act):
                    await live.act(conn, msg.state_id, msg.action)
                elif isinstance(msg, p.Takeover):
                    await live.takeover(conn, msg.seat)
                elif isinstance(msg, p.Skip):
                    await live.skip(conn, msg.seat)
                elif isinstance(msg, p.Ping):
                    live.send(conn, p.Pong())
                else:
                    why = "already said hello; send act, takeover, skip or ping"
                    if limiter.unusable() is Verdict.ABUSE:
                        conn.kick(f"{why}; too many unusable messages: closing", 4400)
                        break
                    live.send(conn, p.Error(reason=why))
        except WebSocketDisconnect:
            pass
        finally:
            await live.leave(conn)
            with contextlib.suppress(Exception):
                await websocket.close()

    return app


async def _receive(websocket: WebSocket) -> str | bytes | None:
    """The next frame's text (or bytes), None when the client closed."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is not None:
        return str(text)
    data = message.get("bytes")
    return bytes(data) if data is not None else b""
