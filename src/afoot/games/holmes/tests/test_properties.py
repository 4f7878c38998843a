"""Property tests: random games over random seeds, options and action choices.

After every action: 52 clue cards and 24 markers are conserved (``rules.check_invariants``), no
card shows up twice and no joker is hidden (H6, H8); the views of both seats and of a spectator
are JSON-serialisable; ``determinize(seat)`` keeps ``view(seat)`` identical; a record replays to
the same state.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import afoot
from afoot.games.holmes import GAME
from afoot.games.holmes import rules as R
from afoot.games.holmes.testing import dumps, invariants, new

SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)

options = st.fixed_dictionaries(
    {
        "edition": st.sampled_from(["devir", "kosmos"]),
        "reservation": st.booleans(),
        "alternative_start": st.booleans(),
        "cards": st.sampled_from(["none", "both", "random", "first", "second"]),
    }
)


def start(seed, opts):
    edition = opts["edition"]
    pair = ("moriarty", "moran") if edition == "devir" else ("razzia", "gala")
    cards = {"first": pair[0], "second": pair[1]}.get(opts["cards"], opts["cards"])
    kw = {"villains" if edition == "devir" else "mycroft": cards}
    return new(
        edition,
        seed=seed,
        reservation=opts["reservation"],
        alternative_start=opts["alternative_start"],
        options=kw,
    )


@SETTINGS
@given(seed=st.integers(0, 2**32), opts=options, choices=st.integers(0, 2**32))
def test_random_games_conserve_cards_and_markers_h6_h8(seed, opts, choices):
    g = start(seed, opts)
    rng = random.Random(choices)
    steps = 0
    while not g.is_over:
        seat = rng.choice(sorted(g.to_act))
        acts = g.legal_actions(seat)
        assert acts
        g.apply(seat, rng.choice(acts))
        invariants(g)  # check_invariants, no duplicate card, no hidden joker
        steps += 1
        assert steps <= GAME.max_actions
    assert g.result() is not None
    assert g.state.day == 7
    assert all(not h for h in g.state.hidden)  # revealed at the end


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
@given(seed=st.integers(0, 2**32), opts=options, choices=st.integers(0, 2**32))
def test_views_serialisable_and_determinize_keeps_the_view_h21(seed, opts, choices):
    g = start(seed, opts)
    rng = random.Random(choices)
    step = 0
    while not g.is_over:
        for viewer in (0, 1, None):
            dumps(g.view(viewer))
            dumps(g.log(viewer))
        if step % 7 == 0:
            for seat in (0, 1):
                d = g.determinize(seat, rng)
                assert d.view(seat) == g.view(seat)
                R.check_invariants(d.state)
                assert sorted(d.to_act) == sorted(g.to_act)
        seat = rng.choice(sorted(g.to_act))
        g.apply(seat, rng.choice(g.legal_actions(seat)))
        step += 1
    for viewer in (0, 1, None):
        dumps(g.view(viewer))


@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32), opts=options, choices=st.integers(0, 2**32))
def test_records_replay_to_the_same_state_h7(seed, opts, choices):
    g = start(seed, opts)
    rng = random.Random(choices)
    for _ in range(rng.randrange(20, 200)):
        if g.is_over:
            break
        seat = rng.choice(sorted(g.to_act))
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    again = afoot.replay(g.record())
    assert again.state_hash() == g.state_hash()
    assert again.view(0) == g.view(0)
