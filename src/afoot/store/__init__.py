"""Persistence: the append-only match log (SQLAlchemy 2, Alembic; SQLite default, PostgreSQL)."""

from afoot.store.repo import MatchData, SeatData, Store, StoreError, default_url

__all__ = ["MatchData", "SeatData", "Store", "StoreError", "default_url"]
