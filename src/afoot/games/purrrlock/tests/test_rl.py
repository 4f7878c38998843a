"""Purrrlock's RL environments (``afoot.rl``): its ids and names, the sizes the README gives, and
its "Paws!" calls offered in the AEC cycle. The machinery itself is checked for every game in
``afoot/rl/tests``."""

from __future__ import annotations

import random

import gymnasium
import numpy as np

import afoot.rl as rl
from afoot.games.purrrlock import actions as A


def test_purrrlock_has_its_environments_under_its_own_ids():
    assert "afoot/purrrlock-v0" in rl.ENV_IDS
    env = rl.env("purrrlock")
    assert env.metadata["name"] == "afoot_purrrlock_v0"
    single = rl.single_agent("purrrlock", opponents="random")
    assert single.metadata["name"] == "afoot_purrrlock_v0"
    assert rl.make("afoot/purrrlock-v0", players=4).n_players == 4
    made = gymnasium.make("afoot/purrrlock-v0", opponents="easy")
    obs, _ = made.reset(seed=1)
    assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (1180,)


def test_purrrlock_sizes_are_the_readmes():
    """2 players (its minimum), 139 actions and a last one, decline (a seat may call "Paws!"
    out of turn), 1,180 observed values; 600 steps."""
    env = rl.env("purrrlock")
    assert (env.n_players, env.codec.n_actions, env.codec.obs_size) == (2, 139, 1180)
    assert env.interrupts and env.n_actions == 140 and env.decline == 139
    assert rl.single_agent("purrrlock", opponents="random").max_steps == 600


def test_paws_calls_are_offered_in_the_cycle_with_a_decline():
    """Purrrlock's "Paws!": a seat that may call without being waited for is asked in turn,
    with its calls and decline in the mask; declining moves on to the next seat."""
    env = rl.env("purrrlock", 3)
    env.reset(seed=3)
    rng = random.Random(3)
    offers = 0
    while env.agents and offers < 5:
        agent = env.agent_selection
        obs, _r, terminated, truncated, _i = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        seat = int(agent.split("_")[1])
        mask = obs["action_mask"]
        if seat not in env.game.waiting_for:
            offers += 1
            assert mask[env.decline] == 1 and mask.sum() >= 2
            called = [env.codec.action(int(i)) for i in np.flatnonzero(mask) if i != env.decline]
            assert called and all(isinstance(a, A.Paws) for a in called)
            state = env.game.action_count
            env.step(env.decline)
            assert env.game.action_count == state  # declining changes nothing in the game
            assert env.agent_selection != agent  # and the next seat is asked (or acts)
        else:
            assert mask[env.decline] == 0
            choices = [i for i in np.flatnonzero(mask) if i != env.decline]
            env.step(int(rng.choice(choices)))
    assert offers == 5
