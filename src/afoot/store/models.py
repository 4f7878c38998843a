"""The tables of the match log. A match is replayed from seed + options + its actions."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Match(Base):
    """One table: the game, its options and seed (hidden until the end), status and settings."""

    __tablename__ = "matches"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(40))
    players: Mapped[int] = mapped_column(Integer)
    #: msgspec JSON of the validated options
    options: Mapped[str] = mapped_column(Text)
    seed: Mapped[int] = mapped_column(BigInteger)
    #: open (seats to take), running, finished, broken (its record no longer replays)
    status: Mapped[str] = mapped_column(String(16), index=True)
    #: msgspec JSON of the table settings (clock, casebook, spectators, delays)
    settings: Mapped[str] = mapped_column(Text)
    result: Mapped[str | None] = mapped_column(Text, nullable=True)
    engine_version: Mapped[str] = mapped_column(String(32))
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Seat(Base):
    """A seat: a human (claimed through its invite) or a bot; ``replaced`` when handed to one."""

    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("match_id", "seat"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    #: looked up through the unique constraint, which leads with it (no index of its own)
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"))
    seat: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(8))
    bot: Mapped[str | None] = mapped_column(String(64), nullable=True)
    name: Mapped[str | None] = mapped_column(String(64), nullable=True)
    player: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    #: sha256 of the seat token (the token itself is never stored or logged)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    invite: Mapped[str | None] = mapped_column(String(64), nullable=True, unique=True)
    replaced: Mapped[bool] = mapped_column(Boolean, default=False)


class Action(Base):
    """One accepted action, in order; ``clocks`` holds every seat's bank after it (ms), and
    ``stand_in`` the bot that took it when its seat was skipped."""

    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("match_id", "seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    #: looked up through the unique constraint, which leads with it (no index of its own)
    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)
    clocks: Mapped[str | None] = mapped_column(Text, nullable=True)
    #: the bot that took this decision for its seat (a skipped seat's stand-in), else None
    stand_in: Mapped[str | None] = mapped_column(String(64), nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
