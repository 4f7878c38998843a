"""The ``paw_values`` option: the multiset of the 18 paw-print values (the real mix is unknown).
Canonical form ``value:count`` pairs in value order; also 18 comma-separated values, or a list
in the Python API; anything else is refused with one line that gives the format.
"""

from __future__ import annotations

import pytest

import afoot
from afoot.games.purrrlock.testing import guess, new, start, trail, view

FORMAT = (
    "give the 18 paw-print values as value:count pairs (e.g. 1:8,2:6,3:4) or as 18 "
    "comma-separated values, each 0-9"
)


def test_default_is_six_of_each_value():
    g = new(2)
    assert g.options == {"paw_values": "1:6,2:6,3:6"}
    assert view(g, 0)["paw_values"] == [1] * 6 + [2] * 6 + [3] * 6


@pytest.mark.parametrize(
    ("given", "canonical"),
    [
        ("1:6,2:6,3:6", "1:6,2:6,3:6"),
        ("3:6,1:6,2:6", "1:6,2:6,3:6"),  # value order
        (" 1:9, 2:6 ,3:3 ", "1:9,2:6,3:3"),  # spaces
        ("1:6,1:3,2:6,3:3", "1:9,2:6,3:3"),  # a value named twice adds up
        ("1:6,2:6,3:6,4:0", "1:6,2:6,3:6"),  # a zero count is left out
        (",".join(["1"] * 6 + ["3"] * 6 + ["2"] * 6), "1:6,2:6,3:6"),  # 18 values
        ("1:12,2,2,3,3,3,3", "1:12,2:2,3:4"),  # pairs and single values mixed
        ([1] * 6 + [2] * 6 + [3] * 6, "1:6,2:6,3:6"),  # a list, in the Python API
        ([3] * 18, "3:18"),
        (["1:9", "2:6", "3:3"], "1:9,2:6,3:3"),
        ("0:18", "0:18"),
        ("9:18", "9:18"),
        ("2:18", "2:18"),  # a preset
        ("1:3,2:6,3:9", "1:3,2:6,3:9"),  # a preset
    ],
)
def test_paw_values_canonical_forms(given, canonical):
    g = new(3, options={"paw_values": given})
    assert g.options["paw_values"] == canonical
    values = sorted(view(g, None)["paw_values"])
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    assert ",".join(f"{v}:{n}" for v, n in sorted(counts.items())) == canonical
    # the canonical text is what a record keeps, and it replays
    rec = g.record()
    assert rec["options"] == {"paw_values": canonical}
    assert afoot.replay(rec).state_hash() == g.state_hash()


def test_same_values_same_game_whatever_the_spelling():
    a = new(2, seed=4, options={"paw_values": "3:6,2:6,1:6"})
    b = new(2, seed=4, options={"paw_values": [1] * 6 + [2] * 6 + [3] * 6})
    c = new(2, seed=4)
    assert a.state_hash() == b.state_hash() == c.state_hash()


def test_paw_values_set_the_points_of_collected_tokens():
    g = start(
        2,
        options={"paw_values": "1:1,5:17"},
        investigations=["dog-5", "rat-12"],
        trail=["up:5", "down:5", "furriarty", "down:1"],
    )
    assert trail(g) == ["up:5", "down", "furriarty", "down"]
    guess(g, 0, "dog", 5)
    assert g.view(0)["players"][0]["face_down_values"] == [5]
    assert g.view(0)["players"][0]["tokens_face_up"] == [5]


@pytest.mark.parametrize(
    "bad",
    [
        "1:6,2:6",  # 12 tokens
        "1:6,2:6,3:7",  # 19 tokens
        "",
        "x",
        "1:x",
        "10:18",  # a value above 9
        "-1:18",
        "1:-1,2:19",  # a negative count
        "1:6:2,2:6,3:6",
        "1.5:18",
        [1] * 17,
        [1] * 19,
        [1.5] * 18,
        [True] * 18,
        [10] * 18,
        7,
        True,
        None,
        {"1": 18},
    ],
)
def test_bad_paw_values_refused_in_one_line_with_the_format(bad):
    with pytest.raises(afoot.InvalidOption) as err:
        new(2, options={"paw_values": bad})
    message = str(err.value)
    assert "\n" not in message
    assert message.startswith(f"option paw_values={bad!r} ")
    assert message.endswith(FORMAT)


def test_wrong_count_says_how_many():
    with pytest.raises(afoot.InvalidOption, match=r"gives 12 tokens, not 18"):
        new(2, options={"paw_values": "1:6,2:6"})


def test_unknown_option_refused():
    with pytest.raises(afoot.InvalidOption) as err:
        new(2, options={"paw_value": "1:6,2:6,3:6"})
    assert str(err.value) == "purrrlock has no option 'paw_value'; options: paw_values"
