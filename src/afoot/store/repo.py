"""The repository: every read and write of the match log, synchronous (the server calls it from
a worker thread). ``Store(url)`` opens the database and brings its schema up to date with
Alembic; SQLite runs in WAL mode. Every statement is SQLAlchemy Core, built once at import and
run with parameters on a connection of the engine's pool (the ORM models only describe the
schema). The store returns plain data (:class:`MatchData`), never rows, so nothing outside
this module holds a connection.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
from sqlalchemy import bindparam, create_engine, event, insert, select, update
from sqlalchemy.engine import Connection, Engine, Row, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, OperationalError, SQLAlchemyError

from afoot.store.models import Action, Base, Match, Seat

MIGRATIONS = Path(__file__).with_name("migrations")


class StoreError(Exception):
    """A database that cannot be used (bad URL, unreachable server); the message says which."""


def default_url() -> str:
    """The SQLite file used when no ``--db`` is given: ``$AFOOT_DB``, else a file in the user's
    data directory (``$XDG_DATA_HOME/afoot/afoot.db``, ``~/.local/share/afoot/afoot.db``)."""
    env = os.environ.get("AFOOT_DB")
    if env:
        return env
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return f"sqlite:///{base / 'afoot' / 'afoot.db'}"


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def now() -> datetime:
    return datetime.now(UTC)


class SeatData(msgspec.Struct):
    seat: int
    kind: str
    bot: str | None
    name: str | None
    player: str | None
    taken: bool
    replaced: bool
    invite: str | None


class MatchData(msgspec.Struct):
    id: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    status: str
    settings: dict[str, Any]
    result: dict[str, Any] | None
    created: datetime
    updated: datetime
    seats: list[SeatData]
    #: (seat, action dict, clocks or None), in order; filled by :meth:`Store.load` only
    actions: list[tuple[int, dict[str, Any], list[int] | None]] = []
    #: {action number (1-based): the stand-in bot that took it}; filled by :meth:`Store.load`
    stand_ins: dict[int, str] = {}


def _json(value: Any) -> str:
    return msgspec.json.encode(value).decode()


def _unjson(text: str | None) -> Any:
    return None if text is None else msgspec.json.decode(text)


# The statements of the hot paths, built once: a statement built per call cost a third of a
# millisecond in SQLAlchemy's constructors and cache keys, and its bind parameters were
# reference cycles left to the garbage collector (benchmarks/bench_server.py).
_MATCH = Base.metadata.tables[Match.__tablename__]
_SEAT = Base.metadata.tables[Seat.__tablename__]
_ACTION = Base.metadata.tables[Action.__tablename__]
_ADD_MATCH = insert(_MATCH)
_ADD_SEAT = insert(_SEAT)
_ADD_ACTION = insert(_ACTION)
_TOUCH = update(_MATCH).where(_MATCH.c.id == bindparam("m")).values(updated=bindparam("stamp"))
_FINISH = (
    update(_MATCH)
    .where(_MATCH.c.id == bindparam("m"))
    .values(status=bindparam("to"), result=bindparam("outcome"), updated=bindparam("stamp"))
)
_START = (
    update(_MATCH)
    .where(_MATCH.c.id == bindparam("m"))
    .values(status="running", updated=bindparam("stamp"))
)
_REPLACE = (
    update(_SEAT)
    .where(_SEAT.c.match_id == bindparam("m"), _SEAT.c.seat == bindparam("s"))
    .values(replaced=True, bot=bindparam("by"))
)
_INVITED = select(_SEAT.c.id, _SEAT.c.match_id, _SEAT.c.seat, _SEAT.c.token_hash).where(
    _SEAT.c.invite == bindparam("code")
)
_STATUS = select(_MATCH.c.status).where(_MATCH.c.id == bindparam("m"))
_TAKE = (
    update(_SEAT)
    .where(_SEAT.c.id == bindparam("row"), _SEAT.c.token_hash.is_(None))
    .values(token_hash=bindparam("h"), name=bindparam("who"), player=bindparam("pid"))
)
_FREE = select(_SEAT.c.seat).where(
    _SEAT.c.match_id == bindparam("m"), _SEAT.c.kind == "human", _SEAT.c.token_hash.is_(None)
)
_SEAT_OF = select(_SEAT.c.seat).where(
    _SEAT.c.match_id == bindparam("m"), _SEAT.c.token_hash == bindparam("h")
)
_GET = select(_MATCH).where(_MATCH.c.id == bindparam("m"))
_SEATS_OF = select(_SEAT).where(_SEAT.c.match_id == bindparam("m")).order_by(_SEAT.c.seat)
_ACTIONS_OF = (
    select(_ACTION.c.seat, _ACTION.c.action, _ACTION.c.clocks, _ACTION.c.stand_in)
    .where(_ACTION.c.match_id == bindparam("m"))
    .order_by(_ACTION.c.seq)
)
_LIVE = (
    select(_MATCH.c.id).where(_MATCH.c.status.in_(("open", "running"))).order_by(_MATCH.c.created)
)


class Store:
    """The match log in one database (``sqlite:///path`` or ``postgresql+psycopg://...``)."""

    def __init__(self, url: str, *, upgrade: bool = True) -> None:
        try:
            parsed = make_url(url)
        except ArgumentError:
            raise StoreError(
                f"bad database URL {url!r}; use sqlite:///path/to/file.db or "
                "postgresql+psycopg://user:password@host/dbname"
            ) from None
        backend = parsed.get_backend_name()
        if backend not in ("sqlite", "postgresql"):
            raise StoreError(
                f"unsupported database {backend!r}; use sqlite:///... or postgresql+psycopg://..."
            )
        if backend == "postgresql" and parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        self.sqlite = backend == "sqlite"
        kwargs: dict[str, Any] = {}
        if self.sqlite:
            db = parsed.database
            if db and db != ":memory:":
                try:
                    Path(db).parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise StoreError(
                        f"cannot create the folder of the database {db}: {exc.strerror or exc}"
                    ) from None
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            kwargs["pool_pre_ping"] = True
        try:
            self.engine: Engine = create_engine(parsed, **kwargs)
        except Exception as exc:  # a missing driver, say
            raise StoreError(f"cannot open {parsed.render_as_string()}: {exc}") from None
        if self.sqlite:
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self.url = parsed.render_as_string(hide_password=True)
        if upgrade:
            self.upgrade()
        self._checkpoints: _Checkpointer | None = None
        if self.sqlite and parsed.database not in (None, "", ":memory:"):
            self._checkpoints = _Checkpointer(self.engine)

    def upgrade(self) -> None:
        """Bring the schema to the newest Alembic revision."""
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        try:
            with self.engine.begin() as connection:
                config.attributes["connection"] = connection
                command.upgrade(config, "head")
        except OperationalError as exc:
            raise StoreError(f"cannot use the database {self.url}: {_reason(exc)}") from None

    def close(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.stop()
        self.engine.dispose()

    # -- writes ------------------------------------------------------------------------------
    def create_match(
        self,
        *,
        game: str,
        players: int,
        options: dict[str, Any],
        seed: int,
        settings: dict[str, Any],
        seats: Sequence[tuple[str, str | None]],
        engine_version: str,
    ) -> tuple[str, dict[int, str]]:
        """A new table; ``seats`` are (kind, bot) per seat. Returns its id and an invite code
        for every human seat."""
        match_id = secrets.token_urlsafe(9)
        stamp = now()
        invites: dict[int, str] = {}
        rows = []
        for index, (kind, bot) in enumerate(seats):
            code = secrets.token_urlsafe(12) if kind == "human" else None
            if code is not None:
                invites[index] = code
            rows.append(
                {
                    "match_id": match_id,
                    "seat": index,
                    "kind": kind,
                    "bot": bot,
                    "name": None,
                    "player": None,
                    "token_hash": None,
                    "invite": code,
                    "replaced": False,
                }
            )
        with self.engine.begin() as conn:
            conn.execute(
                _ADD_MATCH,
                {
                    "id": match_id,
                    "game": game,
                    "players": players,
                    "options": _json(options),
                    "seed": seed,
                    "status": "open" if invites else "running",
                    "settings": _json(settings),
                    "result": None,
                    "engine_version": engine_version,
                    "created": stamp,
                    "updated": stamp,
                },
            )
            conn.execute(_ADD_SEAT, rows)
        return match_id, invites

    def claim(self, code: str, name: str, player: str) -> tuple[str, int, str, bool] | None:
        """Take the seat of an invite: (match id, seat, token, whether every human seat is now
        taken), or None for an unknown code. Raises LookupError if the seat is taken."""
        token = secrets.token_urlsafe(24)
        with self.engine.begin() as conn:
            row = conn.execute(_INVITED, {"code": code}).first()
            if row is None:
                return None
            status = conn.execute(_STATUS, {"m": row.match_id}).scalar()
            if status == "abandoned" and row.token_hash is None:
                raise LookupError(
                    "nobody was at this table for a long while, so it was set aside; "
                    "it opens again when one of its players comes back to it"
                )
            if row.token_hash is not None or status != "open":
                raise LookupError("that seat is already taken")
            taken = conn.execute(
                _TAKE, {"row": row.id, "h": hash_token(token), "who": name, "pid": player}
            )
            if taken.rowcount != 1:
                raise LookupError("that seat is already taken")
            full = conn.execute(_FREE, {"m": row.match_id}).first() is None
            conn.execute(_START if full else _TOUCH, {"m": row.match_id, "stamp": now()})
            return row.match_id, row.seat, token, full

    def append(
        self,
        match_id: str,
        seq: int,
        seat: int,
        action: Any,
        clocks: list[int] | None,
        stand_in: str | None = None,
    ) -> None:
        """Write accepted action number ``seq`` (1-based), taken by ``seat``'s stand-in bot
        ``stand_in`` if given. A duplicate seq raises StoreError."""
        stamp = now()
        row = {
            "match_id": match_id,
            "seq": seq,
            "seat": seat,
            "action": _json(action),
            "clocks": None if clocks is None else _json(clocks),
            "at": stamp,
        }
        if stand_in is not None:  # (the column defaults to NULL: the usual row names it not)
            row["stand_in"] = stand_in
        try:
            with self.engine.begin() as conn:
                conn.execute(_ADD_ACTION, row)
                conn.execute(_TOUCH, {"m": match_id, "stamp": stamp})
        except IntegrityError:
            raise StoreError(f"action {seq} of table {match_id} is already written") from None
        except SQLAlchemyError as exc:
            raise StoreError(
                f"action {seq} of table {match_id} not written: {_reason(exc)}"
            ) from None

    def finish(
        self, match_id: str, result: dict[str, Any] | None, status: str = "finished"
    ) -> None:
        outcome = None if result is None else _json(result)
        with self.engine.begin() as conn:
            conn.execute(_FINISH, {"m": match_id, "to": status, "outcome": outcome, "stamp": now()})

    def touch(self, match_id: str) -> None:
        """Mark the match active now (its players were last here: see the server's
        abandonment rule)."""
        with self.engine.begin() as conn:
            conn.execute(_TOUCH, {"m": match_id, "stamp": now()})

    def replace(self, match_id: str, seat: int, bot: str) -> None:
        """Hand ``seat`` to ``bot`` for the rest of the game."""
        with self.engine.begin() as conn:
            conn.execute(_REPLACE, {"m": match_id, "s": seat, "by": bot})

    # -- reads -------------------------------------------------------------------------------
    def seat_of(self, match_id: str, token: str) -> int | None:
        """The seat a token belongs to at this table, or None."""
        with self.engine.connect() as conn:
            found = conn.execute(_SEAT_OF, {"m": match_id, "h": hash_token(token)}).scalar()
            return None if found is None else int(found)

    def invited(self, code: str) -> tuple[MatchData, int] | None:
        """The match and seat of an invite code (used or not), or None for an unknown code."""
        with self.engine.connect() as conn:
            row = conn.execute(_INVITED, {"code": code}).first()
            if row is None:
                return None
            data = self._one(conn, row.match_id)
            return None if data is None else (data, int(row.seat))

    def get(self, match_id: str) -> MatchData | None:
        with self.engine.connect() as conn:
            return self._one(conn, match_id)

    def load(self, match_id: str) -> MatchData | None:
        """The match with its actions."""
        with self.engine.connect() as conn:
            data = self._one(conn, match_id)
            if data is None:
                return None
            rows = conn.execute(_ACTIONS_OF, {"m": match_id}).all()
            data.actions = [(s, _unjson(a), _unjson(c)) for s, a, c, _ in rows]
            data.stand_ins = {seq: by for seq, (*_, by) in enumerate(rows, start=1) if by}
            return data

    def matches(self, status: str | None = None, limit: int = 100) -> list[MatchData]:
        query = select(_MATCH).order_by(_MATCH.c.updated.desc()).limit(limit)
        if status is not None:
            query = query.where(_MATCH.c.status == status)
        with self.engine.connect() as conn:
            return self._data(conn, conn.execute(query).all())

    def live_ids(self) -> list[str]:
        """Every table to rebuild on start (open or running)."""
        with self.engine.connect() as conn:
            return list(conn.execute(_LIVE).scalars())

    def player_matches(
        self, player: str, statuses: Sequence[str] = ("finished",), limit: int = 100
    ) -> list[MatchData]:
        query = (
            select(_MATCH)
            .where(
                _MATCH.c.status.in_(list(statuses)),
                _MATCH.c.id.in_(select(_SEAT.c.match_id).where(_SEAT.c.player == player)),
            )
            .order_by(_MATCH.c.updated.desc())
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return self._data(conn, conn.execute(query).all())

    @staticmethod
    def _one(conn: Connection, match_id: str) -> MatchData | None:
        row = conn.execute(_GET, {"m": match_id}).first()
        if row is None:
            return None
        return _match_data(row, [_seat_data(s) for s in conn.execute(_SEATS_OF, {"m": match_id})])

    @staticmethod
    def _data(conn: Connection, matches: Sequence[Row[Any]]) -> list[MatchData]:
        if not matches:
            return []
        seats: dict[str, list[SeatData]] = {m.id: [] for m in matches}
        query = (
            select(_SEAT)
            .where(_SEAT.c.match_id.in_(list(seats)))
            .order_by(_SEAT.c.match_id, _SEAT.c.seat)
        )
        for row in conn.execute(query):
            seats[row.match_id].append(_seat_data(row))
        return [_match_data(m, seats[m.id]) for m in matches]


def _seat_data(row: Row[Any]) -> SeatData:
    return SeatData(
        seat=row.seat,
        kind=row.kind,
        bot=row.bot,
        name=row.name,
        player=row.player,
        taken=row.token_hash is not None,
        replaced=row.replaced,
        invite=row.invite,
    )


def _match_data(row: Row[Any], seats: list[SeatData]) -> MatchData:
    return MatchData(
        id=row.id,
        game=row.game,
        players=row.players,
        options=_unjson(row.options),
        seed=row.seed,
        status=row.status,
        settings=_unjson(row.settings),
        result=_unjson(row.result),
        created=row.created,
        updated=row.updated,
        seats=seats,
    )


def _reason(exc: SQLAlchemyError) -> str:
    """The driver's first line, without SQLAlchemy's statement dump."""
    orig = getattr(exc, "orig", None)
    text = str(orig if orig is not None else exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # A commit is on disk for any crash of the process (kill -9 included); only a power loss
    # may take back the last commits. Commits do not checkpoint: _Checkpointer does.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA wal_autocheckpoint=0")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


class _Checkpointer:
    """Copies SQLite's write-ahead log into the database from a thread of its own, every
    ``every`` seconds (PASSIVE: it never blocks a writer). Left to the committing connection,
    a checkpoint and its fsync stalled that commit, and every write queued behind it, for tens
    of milliseconds (benchmarks/bench_server.py: p99 55-112 ms on disk against 29 on tmpfs).

    A PASSIVE checkpoint copies the log but never rewinds it while writers keep appending, so
    under steady load the log grew without end (1.7 GB in six minutes of the 200-table
    benchmark, its index mapped into the server's memory). Past ``log_limit`` frames a round
    also truncates it (TRUNCATE waits for readers: a short stall, once per ~64 MB of log)."""

    def __init__(self, engine: Engine, every: float = 1.0, log_limit: int = 16_384) -> None:
        self.engine = engine
        self.every = every
        self.log_limit = log_limit
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="afoot-checkpoint", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            if self.checkpoint("PASSIVE") > self.log_limit:
                self.checkpoint("TRUNCATE")

    def checkpoint(self, mode: str) -> int:
        """Checkpoint in ``mode``; the frames in the log (0 when it could not run)."""
        try:
            with self.engine.connect() as conn:
                row = conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})").fetchone()
        except SQLAlchemyError:  # busy or closing: the next round catches up
            return 0
        return int(row[1]) if row is not None else 0

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self.checkpoint("TRUNCATE")
