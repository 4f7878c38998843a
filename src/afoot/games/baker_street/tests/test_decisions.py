"""The decisions a turn can leave pending (``rules.py``): one kind per tag, each encoded as the
state fingerprints have always encoded it, and no decision encoded as the empty list it was."""

from __future__ import annotations

import msgspec

from afoot.games.baker_street import rules as R
from afoot.games.baker_street.state import Pending


def test_each_kind_of_pending_decision_has_its_own_tag_and_name():
    kinds = Pending.__subclasses__()
    assert {kind.__struct_config__.tag for kind in kinds} == {0, 1, 2}
    assert {kind.name for kind in kinds} == {"second_hint", "keep", "place"}


def test_a_pending_decision_encodes_as_its_tag_its_seat_and_its_fields():
    """What a record's ``state_hash`` reads: ``[tag, seat, *fields]``, and ``[]`` for none."""
    encode = msgspec.msgpack.encode
    assert encode(R.BlackwellKeep(2, blackwell=3)) == encode([1, 2, 3])
    assert encode(R.SecondHint(1)) == encode([0, 1])
    assert encode(R.TobyPlace(0)) == encode([2, 0])
    assert encode(()) == encode([])
    assert not () and R.TobyPlace(0)  # `if st.pend:` tells a decision from none
