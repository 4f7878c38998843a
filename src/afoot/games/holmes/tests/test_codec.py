"""The Holmes codec: a dense bijective action numbering and a leak-free observation encoder."""

from __future__ import annotations

import random
from typing import Any, get_args

import numpy as np
import pytest

import afoot
from afoot.engine.codec import codec_for
from afoot.games.holmes import GAME
from afoot.games.holmes import actions as A
from afoot.games.holmes import codec as H

#: option sets that change the action set: each edition bare and with every variant on,
#: plus the random villain / Mycroft card (both cards may come up)
OPTION_SETS: list[dict[str, Any]] = [
    {"edition": "devir"},
    {"edition": "kosmos"},
    {"edition": "devir", "alternative_start": True, "reservation": True, "villains": "both"},
    {"edition": "kosmos", "alternative_start": True, "reservation": True, "mycroft": "both"},
    {"edition": "devir", "reservation": True, "villains": "random", "first_role": "mycroft"},
    {"edition": "kosmos", "alternative_start": True, "mycroft": "random"},
]
IDS = ["devir", "kosmos", "devir-all", "kosmos-all", "devir-random", "kosmos-random"]
GAMES = 30
ACTION_TYPES = get_args(A.Action)


def _codec(options: dict[str, Any]) -> Any:
    g = afoot.new_game("holmes", players=2, seed=0, options=options)
    return codec_for(GAME, 2, g.options)


def _play(options: dict[str, Any], seed: int):
    """Yield every decision state of a seeded random game: (game, seat, legal actions)."""
    g = afoot.new_game("holmes", players=2, seed=seed, options=options)
    rng = random.Random(seed)
    while not g.is_over:
        seat = min(g.waiting_for)
        legal = g.legal_actions(seat)
        yield g, seat, legal
        g.apply(seat, rng.choice(legal))


@pytest.mark.parametrize("options", OPTION_SETS, ids=IDS)
def test_every_legal_action_is_numbered(options):
    codec = _codec(options)
    hit: set[int] = set()
    for seed in range(GAMES):
        for _g, _seat, legal in _play(options, seed):
            idx = [codec.index(a) for a in legal]
            assert all(0 <= i < codec.n_actions for i in idx)
            assert len(set(idx)) == len(legal)
            for a, i in zip(legal, idx, strict=True):
                assert codec.action(i) == a
            hit.update(idx)
    # dense: random play alone reaches nearly all of the numbering (300 games reach all)
    assert len(hit) >= 0.9 * codec.n_actions


@pytest.mark.parametrize("options", OPTION_SETS, ids=IDS)
def test_numbering_is_a_bijection(options):
    codec = _codec(options)
    seen = set()
    for i in range(codec.n_actions):
        a = codec.action(i)
        assert isinstance(a, ACTION_TYPES)
        assert codec.index(a) == i
        seen.add(a)
    assert len(seen) == codec.n_actions
    with pytest.raises(IndexError):
        codec.action(codec.n_actions)
    with pytest.raises(IndexError):
        codec.action(-1)


def test_numbering_sizes_and_order():
    sizes = {}
    for options in OPTION_SETS:
        codec = _codec(options)
        sizes[tuple(sorted(options.items()))] = codec.n_actions
    assert list(sizes.values()) == [253, 222, 290, 259, 281, 254]
    devir = _codec({"edition": "devir"})
    # block 1: day-1 visits from the supply, then (frm, to) pairs
    assert devir.action(0) == A.Visit("watson", None)
    assert devir.action(12) == A.Visit("hudson", "watson")
    assert devir.index(A.Swap("map_fragment", 0)) > devir.index(A.Steal("fingerprint"))
    kosmos = _codec({"edition": "kosmos"})
    assert kosmos.action(kosmos.n_actions - 1) == A.END_TURN
    for codec, absent in (
        (devir, A.Reveal("bullet")),
        (devir, A.Reserve(0)),
        (devir, A.Take(4)),
        (devir, A.PAY),
        (devir, A.Lay("watson")),
        (devir, A.END_TURN),
        (kosmos, A.Swap("bullet", 1)),
        (kosmos, A.Discard("joker")),
        (kosmos, A.Visit("moriarty", None)),
    ):
        with pytest.raises(KeyError):
            codec.index(absent)
    with pytest.raises(ValueError):
        H.make_codec(3, {"edition": "devir"})


def _check_obs(codec, obs):
    assert obs.shape == (codec.obs_size,)
    assert obs.dtype == np.float32
    assert np.all(obs >= 0.0)
    assert np.all(obs <= 1.0)


@pytest.mark.parametrize("options", OPTION_SETS, ids=IDS)
def test_observations_in_range(options):
    codec = _codec(options)
    for seed in range(GAMES):
        last = None
        for g, _seat, _legal in _play(options, seed):
            if g.action_count % 3:
                continue
            for s in (0, 1):
                _check_obs(codec, codec.observe(g.view(s), s))
            last = g
        assert last is not None
    # the final state too
    g = afoot.new_game("holmes", players=2, seed=0, options=options)
    while not g.is_over:
        seat = min(g.waiting_for)
        g.apply(seat, g.legal_actions(seat)[-1])
    for s in (0, 1):
        _check_obs(codec, codec.observe(g.view(s), s))


@pytest.mark.parametrize("options", OPTION_SETS, ids=IDS)
def test_no_leak_through_the_encoder(options):
    codec = _codec(options)
    rng = random.Random(7)
    states = 0
    for seed in range(6):
        for g, _seat, _legal in _play(options, 100 + seed):
            if g.action_count % 11:
                continue
            states += 1
            for s in (0, 1):
                obs = codec.observe(g.view(s), s)
                for _ in range(3):
                    twin = g.determinize(s, rng)
                    assert np.array_equal(obs, codec.observe(twin.view(s), s))
    assert states >= 30


@pytest.mark.parametrize("options", OPTION_SETS[:4], ids=IDS[:4])
def test_observations_vary(options):
    codec = _codec(options)
    seen = set()
    seat_differs = 0
    for g, _seat, _legal in _play(options, 3):
        v0, v1 = g.view(0), g.view(1)
        o0, o1 = codec.observe(v0, 0), codec.observe(v1, 1)
        seen.add(o0.tobytes())
        if not np.array_equal(o0, o1):
            seat_differs += 1
    assert len(seen) > 10
    assert seat_differs > 10


def test_observation_fields():
    """A few fields at their documented offsets."""
    g = afoot.new_game("holmes", players=2, seed=5, options={"edition": "kosmos"})
    codec = codec_for(GAME, 2, g.options)
    view = g.view(1)
    obs = codec.observe(view, 1)
    assert obs[0] == 1.0 and obs[1] == 1.0 and obs[2] == 0.0
    assert obs[H._PHASE_POS["day"]] == 1.0
    assert obs[H._O_DAY + 1] == 1.0
    assert obs[H._O_TO_ACT + 1] == 1.0  # seat 0 (the opponent of seat 1) acts first
    for k, t in enumerate(view["line"]):
        assert obs[H._O_LINE + 9 * k + H._TI[t]] == 1.0
    assert obs[H._O_ME] == pytest.approx(6 / 24)
    assert obs[H._DEC_POS["visit"]] == 1.0
    assert obs[H._O_PSEAT + 1] == 1.0
    assert obs[H._CHAR_POS["watson"]] == 1.0
    assert obs.sum() == pytest.approx(codec.observe(g.view(1), 1).sum())
    # writable and independent
    obs[0] = 0.5
    assert codec.observe(view, 1)[0] == 1.0
