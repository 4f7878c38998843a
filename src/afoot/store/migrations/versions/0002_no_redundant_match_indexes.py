"""Drop the match_id indexes of seats and actions: each table's unique constraint leads with
match_id and serves those lookups, and the actions index was a third B-tree written on every
accepted action (a third more of SQLite's write-ahead log per commit).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02
"""

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index("ix_actions_match_id", table_name="actions")
    op.drop_index("ix_seats_match_id", table_name="seats")


def downgrade() -> None:
    op.create_index("ix_seats_match_id", "seats", ["match_id"])
    op.create_index("ix_actions_match_id", "actions", ["match_id"])
