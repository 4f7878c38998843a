"""The Beyond Baker Street codec: a dense, stable bijection of every action that can be legal,
and an observation encoder that reads only the seat's view (no leak through the encoder)."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any, get_args

import numpy as np
import pytest

import afoot
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.bots import RulesBot
from afoot.games.baker_street.codec import make_codec
from afoot.games.baker_street.data import EVIDENCE_INDEX

GAMES = 30
#: option sets that change the action set (characters) or the board (cases), per player count
OPTION_SETS: dict[int, list[dict[str, Any]]] = {
    2: [{"characters": "none"}, {"characters": "random"}, {"characters": "martin,hopkins"}],
    3: [
        {"characters": "none"},
        {"characters": "random"},
        {"characters": "langdale_pike,toby,blackwell"},
    ],
    4: [
        {"characters": "none"},
        {"characters": "random"},
        {"characters": "baskerville,hudson,hilda_hope,irene_adler"},
    ],
}
CASES = [(n, i, options) for n, sets in OPTION_SETS.items() for i, options in enumerate(sets)]
ACTION_TYPES = get_args(A.Action)


def _policy(rng: random.Random, legal: list[Any]) -> Any:
    """A random action, the kind first (else the many Assists would end every game early)."""
    kinds: dict[type, list[Any]] = defaultdict(list)
    for a in legal:
        kinds[type(a)].append(a)
    return rng.choice(kinds[rng.choice(sorted(kinds, key=lambda k: k.__name__))])


def _play(players: int, options: dict[str, Any], seed: int, visit: Any = None) -> afoot.Game:
    """A seeded game, 3 moves in 4 by the honest rules bot (so leads get confirmed), the rest
    random; ``visit(game)`` at every decision point."""
    rng = random.Random(seed)
    bot = RulesBot(seed)
    opts = {"case": seed % 6 + 1, **options}
    game = afoot.new_game("baker_street", players=players, seed=seed, options=opts)
    while not game.is_over:
        if visit is not None:
            visit(game)
        (seat,) = game.to_act
        if rng.random() < 0.75:
            game.apply(seat, bot.act(game, seat))
        else:
            game.apply(seat, _policy(rng, game.legal_actions(seat)))
    if visit is not None:
        visit(game)
    return game


@pytest.mark.parametrize(("players", "which", "options"), CASES)
def test_every_legal_action_is_numbered(players: int, which: int, options: dict[str, Any]) -> None:
    codec = None
    seen: set[Any] = set()

    def visit(game: afoot.Game) -> None:
        nonlocal codec
        if codec is None:
            codec = make_codec(players, game.options)
        for seat in game.to_act:
            legal = game.legal_actions(seat)
            idx = [codec.index(a) for a in legal]
            assert all(0 <= i < codec.n_actions for i in idx)
            assert len(set(idx)) == len(set(legal))
            for a, i in zip(legal, idx, strict=True):
                assert codec.action(i) == a
            seen.update(legal)

    for g in range(GAMES):
        _play(players, options, 1000 * which + g, visit)
    assert codec is not None
    assert len(seen) > 20  # the games went somewhere


@pytest.mark.parametrize(("players", "which", "options"), CASES)
def test_numbering_is_a_bijection(players: int, which: int, options: dict[str, Any]) -> None:
    game = afoot.new_game("baker_street", players=players, seed=1, options=options)
    codec = make_codec(players, game.options)
    assert codec.game == "baker_street" and codec.players == players
    values = [codec.action(i) for i in range(codec.n_actions)]
    assert all(isinstance(a, ACTION_TYPES) for a in values)
    assert all(codec.index(a) == i for i, a in enumerate(values))
    assert len(set(values)) == codec.n_actions
    with pytest.raises(IndexError):
        codec.action(codec.n_actions)
    with pytest.raises(KeyError):
        codec.index(A.Eliminate(99))
    # stable: a second codec numbers the same way
    again = make_codec(players, game.options)
    assert [again.action(i) for i in range(again.n_actions)] == values


def test_sizes() -> None:
    def size(n: int, characters: str) -> int:
        opts = afoot.new_game("baker_street", players=n, seed=0, options={"characters": characters})
        return make_codec(n, opts.options).n_actions

    assert [size(n, "none") for n in (2, 3, 4)] == [50, 52, 58]
    assert [size(n, "random") for n in (2, 3, 4)] == [1831, 1809, 1803]
    # Martin (seat 0) names no values, Hopkins (seat 1) no witnesses: seat 1 gets Martin's 4
    # icon hints, seat 0 Hopkins' 6 values and 3 icons
    assert size(2, "martin,hopkins") == 4 + 9 + 18 + 3 + 6 + 3
    # Pike trades with the two other seats; Toby peeks and places; Blackwell's neighbour keeps
    assert size(3, "langdale_pike,toby,blackwell") == 52 + 4 * 2 * 4 + 3 + 24


def test_observation_sizes() -> None:
    def size(n: int, **options: Any) -> int:
        game = afoot.new_game("baker_street", players=n, seed=0, options=options)
        return make_codec(n, game.options).obs_size

    assert [size(n) for n in (2, 3, 4)] == [711, 714, 717]
    assert [size(n, characters="random") for n in (2, 3, 4)] == [876, 899, 922]
    assert size(2, holmes_track_max=15) == 706


def _check_obs(codec: Any, game: afoot.Game, seat: int) -> np.ndarray:
    obs = codec.observe(game.view(seat), seat)
    assert obs.shape == (codec.obs_size,)
    assert obs.dtype == np.float32
    assert float(obs.min()) >= 0.0 and float(obs.max()) <= 1.0
    return obs


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observations_in_range_and_no_leak(players: int) -> None:
    rng = random.Random(players)
    for options in OPTION_SETS[players]:
        codec = None
        steps = 0

        def visit(game: afoot.Game) -> None:
            nonlocal codec, steps
            if codec is None:
                codec = make_codec(players, game.options)
            steps += 1
            for seat in range(players):
                obs = _check_obs(codec, game, seat)
                if steps % 7 == 0 or game.is_over:
                    for _ in range(3):
                        twin = game.determinize(seat, rng)
                        assert np.array_equal(codec.observe(twin.view(seat), seat), obs)

        for g in range(8):
            _play(players, options, 500 + g, visit)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observations_vary(players: int) -> None:
    game = afoot.new_game("baker_street", players=players, seed=3, options={"characters": "random"})
    codec = make_codec(players, game.options)
    first = [codec.observe(game.view(s), s) for s in range(players)]
    # seats of one state see different hands
    assert not np.array_equal(first[0], first[1])
    rng = random.Random(0)
    (seat,) = game.to_act
    game.apply(seat, _policy(rng, game.legal_actions(seat)))
    assert not np.array_equal(codec.observe(game.view(0), 0), first[0])


def test_observation_fields() -> None:
    """A few fields where the docstring says they are."""
    game = afoot.new_game("baker_street", players=2, seed=5, options={"case": 3})
    codec = make_codec(2, game.options)
    view = game.view(0)
    obs = codec.observe(view, 0)
    assert obs[codec.o_me] == 1 and obs[codec.o_me + 1] == 0
    assert obs[codec.o_case + 3] == 1
    assert obs[codec.o_holmes + view["holmes"]] == 1
    assert obs[codec.o_track] == 1  # the track at 0
    # seat 0 sees seat 1's cards but not its own
    for slot, name in enumerate(view["players"][1]["hand"]):
        base = codec.o_slots[1][slot]
        assert obs[base] == 1
        assert obs[base + 1 : base + 25].sum() == 1
        assert obs[base + 1 + EVIDENCE_INDEX[name]] == 1
    for slot in range(6):
        base = codec.o_slots[0][slot]
        assert obs[base + 1 : base + 25].sum() == 0
        assert obs[base + 25 : base + 35].sum() == 10  # no hints yet: anything
    for k, sec in enumerate(view["sections"]):
        base = codec.o_sections[k]
        gap = sec["target"] - sec["evidence"]
        assert obs[base] == 1 and obs[base + 5 + min(gap, 13)] == 1


def test_a_confirmed_lead_is_encoded_as_its_view_shows_it_b3() -> None:
    """B3 (RULINGS, amended): a confirmed lead's evidence "ya no se pueden mirar": the view
    shows how many cards lie under it, not which, and the observation encodes just that (the
    lead, confirmed, the count), never the cards nor their sum."""
    game = afoot.new_game(
        "baker_street",
        players=2,
        seed=1,
        scenario={
            "leads": {"opportunity": ["opportunity-7-witness"]},
            "hands": [["witness-5", "track-1", "clue-1"], ["track-2", "clue-2", "document-2"]],
            "evidence": {"opportunity": ["witness-3", "document-1"]},
        },
    )
    codec = make_codec(2, game.options)
    game.apply(0, A.Investigate(0, "opportunity"))
    game.apply(1, A.Confirm("opportunity"))
    k = 2
    base = codec.o_sections[k]
    under = base + 1 + 4 + 14
    per_section = 4  # target, evidence, face-down leads, cards face down
    for seat in (0, 1):
        obs = codec.observe(game.view(seat), seat)
        assert obs[base] == 1 and obs[base + 1 + 1] == 1  # the lead, a witness
        assert obs[base + 5 : base + 5 + 14].sum() == 0  # no gap shown
        assert obs[under : under + 24].sum() == 0  # no card
        assert obs[under + 24] == 1  # confirmed
        first = codec.o_scalars + 5 + per_section * k
        target, evidence, down, hidden = obs[first : first + per_section]
        assert (target, evidence, down) == (0, 0, 1)  # two leads still face down below
        assert hidden == np.float32(3 / 24)
