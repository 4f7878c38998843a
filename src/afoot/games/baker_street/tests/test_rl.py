"""Beyond Baker Street's RL environments (``afoot.rl``): its ids and names, the sizes the README
gives, the team's reward. The machinery itself is checked for every game in
``afoot/rl/tests``."""

from __future__ import annotations

import random

import gymnasium
import numpy as np

import afoot.rl as rl


def test_baker_street_has_its_environments_under_its_own_ids():
    assert "afoot/baker_street-v0" in rl.ENV_IDS
    env = rl.env("baker_street")
    assert env.metadata["name"] == "afoot_baker_street_v0"
    single = rl.single_agent("baker_street", opponents="random")
    assert single.metadata["name"] == "afoot_baker_street_v0"
    made = gymnasium.make("afoot/baker_street-v0", opponents="easy")
    obs, _ = made.reset(seed=1)
    assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (711,)


def test_baker_street_sizes_are_the_readmes():
    """2 players (its minimum), 50 actions (no decline), 711 observed values; 600 steps."""
    env = rl.env("baker_street")
    assert (env.n_players, env.n_actions, env.codec.obs_size) == (2, 50, 711)
    assert env.decline == -1 and not env.interrupts
    assert rl.single_agent("baker_street", opponents="random").max_steps == 600


def test_the_whole_team_gets_plus_one_or_minus_one_in_either_reward_mode():
    """Beyond Baker Street is cooperative: every seat's reward is the team's result, also with
    ``reward="score"``."""
    for reward in ("win", "score"):
        env = rl.env("baker_street", 3, reward=reward)
        assert env.cooperative
        rng = random.Random(4)
        for seed in range(3):
            env.reset(seed=seed)
            totals = dict.fromkeys(env.possible_agents, 0.0)
            for agent in env.agent_iter():
                obs, got, terminated, truncated, info = env.last()
                totals[agent] += got
                if terminated or truncated:
                    won = bool(info["winners"])
                    env.step(None)
                    continue
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            assert set(totals.values()) == {1.0 if won else -1.0}
