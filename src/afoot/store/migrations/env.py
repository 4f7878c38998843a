"""Alembic environment: run by :meth:`afoot.store.Store.upgrade` with its own connection."""

from alembic import context

from afoot.store.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:  # `alembic` run by hand: use the configured URL
    from sqlalchemy import create_engine

    engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite:///afoot.db")
    with engine.connect() as connection:
        context.configure(
            connection=connection, target_metadata=Base.metadata, render_as_batch=True
        )
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
