"""Mark the moves a seat's stand-in bot made for it (a seat out of time that was skipped), so
that every log and replay says the stand-in moved, not the player.

The downgrade drops the column, and with it the marks: the moves stay, but the logs and
replays of a database taken back to 0002 say those moves were the players' own.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-10
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("actions", sa.Column("stand_in", sa.String(64), nullable=True))


def downgrade() -> None:
    op.drop_column("actions", "stand_in")
