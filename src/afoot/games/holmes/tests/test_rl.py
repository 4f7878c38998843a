"""Holmes' RL environments (``afoot.rl``): its ids and names, the sizes the README gives, its
step limit. The machinery itself is checked for every game in ``afoot/rl/tests``."""

from __future__ import annotations

import gymnasium
import numpy as np

import afoot.rl as rl


def test_holmes_has_its_environments_under_its_own_ids():
    assert "afoot/holmes-v0" in rl.ENV_IDS
    env = rl.env("holmes")
    assert env.metadata["name"] == "afoot_holmes_v0"
    assert rl.single_agent("holmes", opponents="random").metadata["name"] == "afoot_holmes_v0"
    single = gymnasium.make("afoot/holmes-v0", opponents="easy")
    obs, _ = single.reset(seed=1)
    assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (328,)


def test_holmes_sizes_are_the_readmes():
    """2 players, 253 actions (no decline: nobody acts out of turn), 328 observed values."""
    env = rl.env("holmes")
    assert (env.n_players, env.n_actions, env.codec.obs_size) == (2, 253, 328)
    assert env.decline == -1 and not env.interrupts and not env.cooperative


def test_a_holmes_episode_is_cut_after_600_learner_steps():
    assert rl.single_agent("holmes", opponents="random").max_steps == 600
