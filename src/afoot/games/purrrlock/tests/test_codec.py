"""The Purrrlock codec: a dense fixed action numbering and a leak-free observation encoder."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import afoot
from afoot.engine.game import Game
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock import views as V
from afoot.games.purrrlock.codec import make_codec

PLAYERS = (2, 3, 4, 5)
#: option sets: the default and two other paw-print mixes (the action set never changes)
OPTION_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"paw_values": "1:9,2:6,3:3"},
    {"paw_values": "2:18"},
)
GAMES = 30
ACTION_TYPES = (A.Show, A.Guess, A.Paws, A.EndTurn)


def _step(game: Game, rng: random.Random) -> None:
    """One random action: mostly the waited-for seat, sometimes an out-of-turn "Paws!"."""
    seats = sorted(game.to_act)
    seat = rng.choice(seats) if rng.random() < 0.15 else min(game.waiting_for)
    game.apply(seat, rng.choice(game.legal_actions(seat)))


def _playout(players: int, options: dict[str, Any], seed: int) -> Iterator[Game]:
    """Every state of one seeded random game, the final one included (the same object)."""
    game = afoot.new_game("purrrlock", players=players, seed=seed, options=options)
    rng = random.Random(seed * 7919 + players)
    yield game
    while not game.is_over:
        _step(game, rng)
        yield game


def _codec(game: Game) -> Any:
    return make_codec(game.players, dict(game.options))


@pytest.mark.parametrize("players", PLAYERS)
def test_every_legal_action_is_numbered(players: int) -> None:
    seen: set[int] = set()
    for options in OPTION_SETS:
        codec = make_codec(players, dict(afoot.new_game("purrrlock", players, 0, options).options))
        assert codec.n_actions == 139
        for seed in range(GAMES):
            for game in _playout(players, options, seed):
                for seat in game.to_act:
                    legal = game.legal_actions(seat)
                    idx = [codec.index(a) for a in legal]
                    assert all(0 <= i < codec.n_actions for i in idx)
                    assert len(set(idx)) == len(legal)
                    assert all(codec.action(i) == a for i, a in zip(idx, legal, strict=True))
                    seen.update(idx)
    # dense: every number comes up as a legal action somewhere
    assert seen == set(range(139))


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("options", OPTION_SETS)
def test_numbering_is_a_bijection(players: int, options: dict[str, Any]) -> None:
    codec = make_codec(players, dict(afoot.new_game("purrrlock", players, 0, options).options))
    actions = [codec.action(i) for i in range(codec.n_actions)]
    assert all(isinstance(a, ACTION_TYPES) for a in actions)
    assert [codec.index(a) for a in actions] == list(range(codec.n_actions))
    assert len(set(actions)) == codec.n_actions
    assert codec.game == "purrrlock" and codec.players == players
    # the documented order
    assert actions[0] == A.Show("dog-1") and actions[59] == A.Show("frog-12")
    assert actions[60] == A.Guess("dog") and actions[65] == A.Guess(None, 1)
    assert actions[77] == A.Guess("dog", 1) and actions[136] == A.Guess("frog", 12)
    assert actions[137] == A.Paws() and actions[138] == A.EndTurn()
    with pytest.raises(IndexError):
        codec.action(codec.n_actions)
    with pytest.raises(KeyError):
        codec.index(A.Guess(None, None))
    with pytest.raises(KeyError):
        codec.index(A.Show("cat-3"))


def test_numbering_does_not_depend_on_players_or_options() -> None:
    lists = {
        (n, o.get("paw_values")): [make_codec(n, o).action(i) for i in range(139)]
        for n in PLAYERS
        for o in OPTION_SETS
    }
    assert len({tuple(v) for v in lists.values()}) == 1


@pytest.mark.parametrize("players", PLAYERS)
def test_observations_are_float32_in_unit_range(players: int) -> None:
    sizes = {2: 1180, 3: 1569, 4: 1958, 5: 2347}
    for options in OPTION_SETS:
        for seed in range(6):
            codec = None
            for step, game in enumerate(_playout(players, options, 100 + seed)):
                codec = codec or _codec(game)
                assert codec.obs_size == sizes[players]
                if step % 3 and not game.is_over:
                    continue
                for seat in range(players):
                    obs = codec.observe(game.view(seat), seat)
                    assert obs.shape == (codec.obs_size,)
                    assert obs.dtype == np.float32
                    assert float(obs.min()) >= 0.0 and float(obs.max()) <= 1.0


@pytest.mark.parametrize("players", PLAYERS)
def test_no_leak_through_the_encoder(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for seed in range(8):
        codec = None
        for step, game in enumerate(_playout(players, {}, 200 + seed)):
            codec = codec or _codec(game)
            if step % 7 and not game.is_over:
                continue
            for seat in range(players):
                obs = codec.observe(game.view(seat), seat)
                for _ in range(3):
                    twin = game.determinize(seat, rng)
                    assert np.array_equal(obs, codec.observe(twin.view(seat), seat))
                    checked += 1
    assert checked > 100


@pytest.mark.parametrize("players", PLAYERS)
def test_candidates_match_the_engine(players: int) -> None:
    """The candidates block is the engine's own account of the seat's possible investigation
    (read from the state here, only to check the encoder's deduction from the view)."""
    for seed in range(6):
        codec = None
        for game in _playout(players, {}, 300 + seed):
            codec = codec or _codec(game)
            start = codec._b_cand
            for seat in range(players):
                obs = codec.observe(game.view(seat), seat)
                block = obs[start : start + 60]
                mask = sum(1 << c for c in range(60) if block[c])
                assert mask == V.candidates(game.state, seat)


@pytest.mark.parametrize("players", PLAYERS)
def test_observations_are_not_constant(players: int) -> None:
    game = afoot.new_game("purrrlock", players=players, seed=400)
    codec = _codec(game)
    first = codec.observe(game.view(0), 0)
    rng = random.Random(5)
    for _ in range(4):
        _step(game, rng)
    assert not np.array_equal(first, codec.observe(game.view(0), 0))
    # two seats of one state see different things (hands, investigations): different vectors
    views = [game.view(s) for s in range(players)]
    obs = [codec.observe(views[s], s) for s in range(players)]
    for a in range(players):
        for b in range(a + 1, players):
            assert {**views[a], "seat": None} != {**views[b], "seat": None}
            assert not np.array_equal(obs[a], obs[b])


def test_observation_fields() -> None:
    """A few documented fields, read back at their places."""
    game = afoot.new_game("purrrlock", players=3, seed=11)
    codec = _codec(game)
    view = game.view(1)
    obs = codec.observe(view, 1)
    n = 3
    assert obs[10 + 1] == 1.0  # the observer is seat 1
    assert obs[10 + n + 2] == 1.0  # seat 0's turn: slot 2 from seat 1
    assert obs[2] == 0.0 and obs[3] == 1.0  # not waited for, may call "Paws!"
    hand = obs[codec._b_players + 60 : codec._b_players + 120]  # the observer's slot, hand
    names = view["players"][1]["hand"]
    cards = {a.card: i for i, a in enumerate(codec.action(i) for i in range(60))}
    assert sorted(np.flatnonzero(hand).tolist()) == sorted(cards[c] for c in names)
    # seat 0's investigation, seen by seat 1, in slot 2's first block
    inv = view["players"][0]["investigation"]
    slot2 = codec._b_players + 2 * 381
    assert np.flatnonzero(obs[slot2 : slot2 + 60]).tolist() == [cards[inv]]
    # the paw values close the vector
    assert obs[-18:].tolist() == pytest.approx([v / 9 for v in view["paw_values"]])
