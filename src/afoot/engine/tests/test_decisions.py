"""The base of pending decisions: a named, frozen struct encoded like the tuple it replaces."""

from __future__ import annotations

import gc

import msgspec
import pytest

from afoot.engine.decisions import Decision


class Take(Decision, frozen=True, tag=3):
    remaining: int
    character: int


def test_a_decision_encodes_as_its_tag_its_seat_and_its_fields():
    take = Take(1, remaining=2, character=5)
    assert msgspec.msgpack.encode(take) == msgspec.msgpack.encode((3, 1, 2, 5))
    assert msgspec.json.encode(take) == b"[3,1,2,5]"


def test_a_decision_is_frozen_shareable_and_equal_by_value():
    take = Take(0, remaining=1, character=2)
    with pytest.raises(AttributeError):
        take.remaining = 0  # type: ignore[misc]
    assert take == Take(0, 1, 2) and hash(take) == hash(Take(0, 1, 2))
    assert take != Take(1, 1, 2)
    assert not gc.is_tracked(take)  # ints only: the collector never walks the stack
