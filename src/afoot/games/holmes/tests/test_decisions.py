"""The named decisions of the stack and the characters' abilities (``rules.py``): one kind per
tag, encoded as the state fingerprints have always encoded a decision, and one ability per
character, quoted from the rulebook of each edition it is in.
"""

from __future__ import annotations

import pickle

import msgspec
import pytest

from afoot.engine.decisions import Decision
from afoot.games.holmes import rules as R
from afoot.games.holmes.data import CHAR_IDS, CHAR_INDEX, EDITION
from afoot.games.holmes.state import Pending


def kinds() -> list[type[Pending]]:
    """Every kind of decision: the subclasses of Pending that have a tag."""
    found, todo = [], list(Pending.__subclasses__())
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if kind.__struct_config__.tag is not None:
            found.append(kind)
    return found


def test_each_kind_of_decision_has_its_own_tag_and_a_name():
    tags = {kind.__struct_config__.tag: kind for kind in kinds()}
    assert len(tags) == len(kinds()) == 20  # a shared tag would make two states hash alike
    assert all(isinstance(tag, int) for tag in tags)
    views = {kind.name for kind in kinds() if kind not in (R.AbilityEnd, R.Dawn)}
    assert views == {
        "choose_start",
        "visit",
        "take",
        "count",
        "discard_line",
        "keep_clue",
        "keep_face_up",
        "steal",
        "errand",
        "swap",
        "confirm",
        "assign_joker",
        "onto_joker",
        "end_of_turn",
        "villain",
        "lay_marker",
        "final_jokers",
    }


def test_a_decision_encodes_as_its_tag_its_seat_and_its_fields():
    """What a record's ``state_hash`` reads: the array ``[tag, seat, *fields]``."""
    take = R.Take(1, remaining=2, optional=1, cost=3, character=CHAR_INDEX["lestrade"])
    assert msgspec.msgpack.encode(take) == msgspec.msgpack.encode([3, 1, 2, 1, 3, 2])
    assert msgspec.msgpack.encode(R.TURN[0]) == msgspec.msgpack.encode([1, 0])
    assert msgspec.msgpack.encode(R.DAWN) == msgspec.msgpack.encode([18, -1])
    assert isinstance(take, Decision)


def test_a_decision_is_frozen_and_equal_by_value_across_a_pickle():
    take = R.Take(0, remaining=1, optional=1, cost=1, character=CHAR_INDEX["watson"])
    again = pickle.loads(pickle.dumps(take))
    assert again == take and hash(again) == hash(take) and again is not take
    assert R.FinalJokers(1) in [R.FinalJokers(0), R.FinalJokers(1)]
    others: list[Pending] = [R.ABILITY_END[0], R.END_OF_TURN[0]]
    assert R.TURN[0] not in others  # the same seat, other kinds
    with pytest.raises(AttributeError):
        take.seat = 1  # type: ignore[misc]


def test_each_character_has_its_ability_quoted_from_each_edition_it_is_in():
    assert len(R.ABILITIES) == len(CHAR_IDS)
    for edition, quote in (("devir", 'Devir "'), ("kosmos", 'Kosmos "')):
        ed = EDITION[edition]
        for name in (*ed["permanent"], *ed["deck"], *ed["optional"]):
            ability = R.ABILITIES[CHAR_INDEX[name]]
            assert quote in (type(ability).__doc__ or ""), f"{name}: no {edition} text"
