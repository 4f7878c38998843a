"""The match log on SQLite and PostgreSQL: migrations, seats, the append-only actions."""

from __future__ import annotations

import time

import pytest
from sqlalchemy import inspect

from afoot.store import MatchData, Store, StoreError
from afoot.store.repo import _Checkpointer, hash_token


def _match(store: Store, seats=(("human", None), ("bot", "medium"))) -> tuple[str, dict[int, str]]:
    return store.create_match(
        game="any_game",  # the store keeps a game's id and options as given
        players=len(seats),
        options={"variant": "second"},
        seed=2**62 + 5,
        settings={"casebook": True},
        seats=list(seats),
        engine_version="test",
    )


def _get(store: Store, match_id: str) -> MatchData:
    data = store.get(match_id)
    assert data is not None
    return data


def _load(store: Store, match_id: str) -> MatchData:
    data = store.load(match_id)
    assert data is not None
    return data


def _claim(store: Store, code: str, name: str, player: str) -> tuple[str, int, str, bool]:
    claimed = store.claim(code, name, player)
    assert claimed is not None
    return claimed


def test_schema_is_migrated_once_and_again(db_url):
    store = Store(db_url)
    names = set(inspect(store.engine).get_table_names())
    assert {"matches", "seats", "actions", "alembic_version"} <= names
    store.close()
    Store(db_url).close()  # a second start finds the schema at head and changes nothing


def test_a_match_round_trips_with_its_actions(db_url):
    store = Store(db_url)
    match_id, invites = _match(store)
    assert list(invites) == [0]
    assert _get(store, match_id).status == "open"
    table, seat, token, full = _claim(store, invites[0], "Ann", "p-1")
    assert (table, seat, full) == (match_id, 0, True)
    store.append(match_id, 1, 0, {"type": "visit", "to": "watson"}, [1000, 2000])
    store.append(match_id, 2, 1, {"type": "visit", "to": "hudson"}, None)
    data = _load(store, match_id)
    assert data.status == "running"
    assert data.seed == 2**62 + 5  # 63-bit seeds fit
    assert data.options == {"variant": "second"}
    assert data.settings == {"casebook": True}
    assert data.actions == [
        (0, {"type": "visit", "to": "watson"}, [1000, 2000]),
        (1, {"type": "visit", "to": "hudson"}, None),
    ]
    assert [s.name for s in data.seats] == ["Ann", None]
    assert store.seat_of(match_id, token) == 0
    assert store.seat_of(match_id, "not-a-token") is None
    assert store.live_ids() == [match_id]
    store.finish(match_id, {"scores": [1, 2]})
    assert store.live_ids() == []
    assert [m.id for m in store.player_matches("p-1")] == [match_id]
    assert store.matches("finished")[0].result == {"scores": [1, 2]}
    store.close()


def test_the_token_is_stored_only_as_its_hash(db_url):
    store = Store(db_url)
    _, invites = _match(store)
    _, _, token, _ = _claim(store, invites[0], "Ann", "p-1")
    with store.engine.connect() as conn:
        dump = " ".join(str(row) for row in conn.exec_driver_sql("SELECT * FROM seats"))
    assert token not in dump
    assert hash_token(token) in dump
    store.close()


def test_a_seat_is_claimed_once(db_url):
    store = Store(db_url)
    _, invites = _match(store, seats=(("human", None), ("human", None)))
    store.claim(invites[1], "Bob", "p-2")
    with pytest.raises(LookupError, match="already taken"):
        store.claim(invites[1], "Eve", "p-3")
    assert store.claim("no-such-code", "Eve", "p-3") is None
    store.close()


def test_an_action_number_is_written_once(db_url):
    store = Store(db_url)
    match_id, _ = _match(store)
    store.append(match_id, 1, 0, {"type": "x"}, None)
    with pytest.raises(StoreError, match="already written"):
        store.append(match_id, 1, 0, {"type": "y"}, None)
    assert _load(store, match_id).actions == [(0, {"type": "x"}, None)]
    store.close()


def test_a_stand_ins_move_is_marked_as_its(db_url):
    """A skipped seat's decision, taken by its stand-in bot, is stored as the stand-in's."""
    store = Store(db_url)
    match_id, _ = _match(store)
    store.append(match_id, 1, 0, {"type": "x"}, None)
    store.append(match_id, 2, 1, {"type": "y"}, [0, 5000], stand_in="medium")
    data = _load(store, match_id)
    assert data.actions == [(0, {"type": "x"}, None), (1, {"type": "y"}, [0, 5000])]
    assert data.stand_ins == {2: "medium"}
    store.close()


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("nonsense", "bad database URL"),
        ("mysql://u@h/db", "unsupported database 'mysql'"),
        ("postgresql+psycopg://afoot@127.0.0.1:1/none", "cannot use the database"),
        ("sqlite:////proc/nope/afoot.db", "cannot create the folder of the database"),
    ],
)
def test_an_unusable_database_is_one_line(url, says):
    with pytest.raises(StoreError, match=says) as info:
        Store(url)
    assert "\n" not in str(info.value)


def test_the_migrations_build_exactly_the_models(db_url):
    """Alembic's autogenerate finds nothing to change: migrations and models agree."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from afoot.store.models import Base

    store = Store(db_url)
    with store.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    store.close()
    assert diff == []


def test_a_log_of_the_first_schema_is_upgraded_with_its_matches(db_url):
    """A database left at revision 0001 (with the match_id indexes that 0002 drops) opens at
    head, its tables and actions intact."""
    from alembic import command
    from alembic.config import Config

    from afoot.store.repo import MIGRATIONS

    old = Store(db_url, upgrade=False)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with old.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
    match_id, _ = _match(old)
    old.append(match_id, 1, 0, {"type": "x"}, None)
    assert "ix_actions_match_id" in {i["name"] for i in inspect(old.engine).get_indexes("actions")}
    old.close()
    store = Store(db_url)
    indexes = {
        i["name"] for t in ("seats", "actions") for i in inspect(store.engine).get_indexes(t)
    }
    assert not indexes & {"ix_actions_match_id", "ix_seats_match_id"}
    assert _load(store, match_id).actions == [(0, {"type": "x"}, None)]
    store.close()


def test_sqlite_checkpoints_its_log_off_the_write_path(tmp_path):
    """Commits never checkpoint (wal_autocheckpoint=0); the store's own thread does, and
    closing the store leaves an empty log and every action in the database file."""
    url = f"sqlite:///{tmp_path / 'a.db'}"
    store = Store(url)
    match_id, _ = _match(store)
    for seq in range(1, 301):
        store.append(match_id, seq, seq % 2, {"type": "x", "n": seq}, None)
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 0
    store.close()
    wal = tmp_path / "a.db-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    again = Store(url)
    assert len(_load(again, match_id).actions) == 300
    again.close()


def test_sqlite_log_stays_bounded_under_steady_writes(tmp_path):
    """PASSIVE checkpoints never rewind a log that writers keep appending to: past its limit
    the checkpointer truncates it, so the log does not grow without end."""
    url = f"sqlite:///{tmp_path / 'b.db'}"
    store = Store(url)
    assert store._checkpoints is not None
    store._checkpoints.stop()  # one that runs every 20 ms, with a 50-frame limit, instead
    store._checkpoints = _Checkpointer(store.engine, every=0.02, log_limit=50)
    match_id, _ = _match(store)
    wal = tmp_path / "b.db-wal"
    sizes = []
    for seq in range(1, 1501):
        store.append(match_id, seq, seq % 2, {"type": "x", "n": seq, "pad": "p" * 500}, None)
        if seq % 100 == 0:
            time.sleep(0.1)  # a few checkpoint rounds
            sizes.append(wal.stat().st_size if wal.exists() else 0)
    store.close()
    page = 4096
    # 1,500 commits of a page or more each would make a log of 6 MB or more; it stays near
    # the limit (50 frames) plus what 100 commits add between two samples
    assert max(sizes) < 400 * (page + 24), sizes
    again = Store(url)
    assert len(_load(again, match_id).actions) == 1500
    again.close()
