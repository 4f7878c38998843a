"""The 13 Clues codec: a dense bijective action numbering and a leak-free observation."""

from __future__ import annotations

import random
from functools import cache

import numpy as np
import pytest

import afoot
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues.codec import ThirteenCluesCodec, make_codec

#: (players, top_secret): every player count, the variant where it exists (2: the 2-player rules)
CONFIGS = [(2, False), (3, False), (3, True), (4, False), (4, True), (5, False), (5, True)]
CONFIGS += [(6, False), (6, True)]
GAMES = 30
#: actions per random game (random play accuses a lot: games are short anyway)
MAX_STEPS = 60
ACTION_TYPES = (A.Choose, A.TakeGlass, A.Question, A.Consult, A.Accuse)


def new(players: int, top_secret: bool, seed: int) -> afoot.Game:
    return afoot.new_game(
        "thirteen_clues", players=players, seed=seed, options={"top_secret": top_secret}
    )


@cache
def codec(players: int, top_secret: bool) -> ThirteenCluesCodec:
    return make_codec(players, dict(new(players, top_secret, 0).options))


def random_states(players: int, top_secret: bool, games: int, steps: int = MAX_STEPS):
    """(game, legal actions of the seat to act, that seat) along seeded random games; a
    question is preferred half the time, so the history holds answers, not only accusations."""
    for seed in range(games):
        g = new(players, top_secret, seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if g.is_over:
                break
            seat = min(g.waiting_for)
            legal = g.legal_actions(seat)
            yield g, legal, seat
            questions = [a for a in legal if isinstance(a, A.Question)]
            pick = questions if questions and rng.random() < 0.5 else legal
            g.apply(seat, rng.choice(pick))
        yield g, g.legal_actions(min(g.to_act)) if g.to_act else [], None


@pytest.mark.parametrize(("players", "top_secret"), CONFIGS)
def test_every_legal_action_is_numbered(players: int, top_secret: bool) -> None:
    c = codec(players, top_secret)
    seen: set[int] = set()
    for _, legal, _ in random_states(players, top_secret, GAMES):
        numbers = [c.index(a) for a in legal]
        assert all(0 <= i < c.n_actions for i in numbers)
        assert len(set(numbers)) == len(numbers)
        assert all(c.action(i) == a for i, a in zip(numbers, legal, strict=True))
        seen.update(numbers)
    # every kind of action the rules allow came up and got a number
    kinds = {type(c.action(i)) for i in seen}
    expected = {A.Choose, A.Question, A.Accuse} | ({A.Consult} if players < 6 else set())
    assert expected <= kinds


@pytest.mark.parametrize(("players", "top_secret"), CONFIGS)
def test_numbering_is_a_bijection(players: int, top_secret: bool) -> None:
    c = codec(players, top_secret)
    for i in range(c.n_actions):
        a = c.action(i)
        assert isinstance(a, ACTION_TYPES)
        assert c.index(a) == i
    with pytest.raises(IndexError):
        c.action(c.n_actions)
    with pytest.raises(KeyError):
        c.index(A.Consult("Z"))


def test_numbering_sizes_and_order() -> None:
    sizes = {cfg: (codec(*cfg).n_actions, codec(*cfg).obs_size) for cfg in CONFIGS}
    assert sizes == {
        (2, False): (488, 698),
        (3, False): (734, 860),
        (3, True): (773, 869),
        (4, False): (1088, 1160),
        (4, True): (1144, 1176),
        (5, False): (1540, 1518),
        (5, True): (1615, 1543),
        (6, False): (2102, 1940),
        (6, True): (2198, 1976),
    }
    c = codec(2, False)
    assert c.action(0) == A.Choose("officer", "parlor", "knife")
    assert c.action(216) == A.Question(0, "purple", "left", False)
    assert c.action(264) == A.Consult("A")
    assert c.action(272) == A.Accuse("officer", "parlor", "knife")
    c = codec(3, True)
    assert c.action(343) == A.TakeGlass(0)
    assert c.action(346) == A.Question(0, "purple", None, False)
    assert c.action(347) == A.Question(0, "purple", None, True)
    six = codec(6, True)
    assert not any(isinstance(six.action(i), A.Consult) for i in range(six.n_actions))


def test_bad_arguments() -> None:
    with pytest.raises(ValueError):
        make_codec(2, {"top_secret": True})
    with pytest.raises(ValueError):
        make_codec(7, {"top_secret": False})


@pytest.mark.parametrize(("players", "top_secret"), CONFIGS)
def test_observations_are_in_range(players: int, top_secret: bool) -> None:
    c = codec(players, top_secret)
    for g, _, _ in random_states(players, top_secret, 8):
        for seat in range(players):
            obs = c.observe(g.view(seat), seat)
            assert obs.shape == (c.obs_size,)
            assert obs.dtype == np.float32
            assert obs.min() >= 0.0 and obs.max() <= 1.0


@pytest.mark.parametrize(("players", "top_secret"), CONFIGS)
def test_no_leak_through_the_encoder(players: int, top_secret: bool) -> None:
    c = codec(players, top_secret)
    rng = random.Random(players)
    # determinize solves the seat's casebook: a few states per game (set-up, play, the end)
    for k, (g, _, _) in enumerate(random_states(players, top_secret, 3, steps=30)):
        if k % 6 and not g.is_over:
            continue
        for seat in range(players):
            obs = c.observe(g.view(seat), seat)
            for _ in range(2):
                twin = g.determinize(seat, rng)
                assert np.array_equal(obs, c.observe(twin.view(seat), seat))


@pytest.mark.parametrize(("players", "top_secret"), CONFIGS)
def test_observations_tell_states_and_seats_apart(players: int, top_secret: bool) -> None:
    c = codec(players, top_secret)
    g = new(players, top_secret, 1)
    start = c.observe(g.view(0), 0)
    rng = random.Random(1)
    distinct = set()
    for _ in range(30):
        if g.is_over:
            break
        seat = min(g.waiting_for)
        g.apply(seat, rng.choice(g.legal_actions(seat)))
        distinct.add(c.observe(g.view(0), 0).tobytes())
    assert len(distinct) > 3
    assert not np.array_equal(start, c.observe(g.view(0), 0))
    views = [g.view(s) for s in range(players)]
    for a in range(players):
        for b in range(a + 1, players):
            assert views[a] != views[b]
            assert not np.array_equal(c.observe(views[a], a), c.observe(views[b], b))


def test_what_the_observation_holds() -> None:
    """Spot checks of the layout: own mystery hidden, answers and accusations recorded."""
    c = codec(3, True)
    g = new(3, True, 5)
    for seat in range(3):
        g.apply(seat, g.legal_actions(seat)[0])
    seat = min(g.to_act)
    other = (seat + 1) % 3
    third = (seat + 2) % 3
    before = c.observe(g.view(third), third)
    g.apply(seat, A.Question(other, "red", None, True))
    view = g.view(seat)
    obs = c.observe(view, seat)
    row = c.o_mystery + seat * c.ncards
    assert not obs[row : row + c.ncards].any()  # never its own mystery
    assert obs[c.o_secret + seat * 3 + other] == 1.0
    answer = view["questions"][-1]["answer"]
    start, _ = c.q_slot[(other, "red", None)]
    assert obs[start + answer] == 1.0
    # the third seat sees that a secret question was asked, not its answer
    after = c.observe(g.view(third), third)
    assert after[c.o_secret + seat * 3 + other] == 1.0
    slot, top = c.q_slot[(other, "red", None)]
    assert not after[slot : slot + top + 1].any()
    assert np.count_nonzero(after != before) >= 1
