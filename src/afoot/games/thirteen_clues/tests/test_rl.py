"""13 Clues' RL environments (``afoot.rl``): its ids and names, the sizes the README gives, its
step limit. The machinery itself is checked for every game in ``afoot/rl/tests``."""

from __future__ import annotations

import gymnasium
import numpy as np

import afoot.rl as rl


def test_thirteen_clues_has_its_environments_under_its_own_ids():
    assert "afoot/thirteen_clues-v0" in rl.ENV_IDS
    env = rl.env("thirteen_clues")
    assert env.metadata["name"] == "afoot_thirteen_clues_v0"
    single = rl.single_agent("thirteen_clues", opponents="random")
    assert single.metadata["name"] == "afoot_thirteen_clues_v0"
    made = gymnasium.make("afoot/thirteen_clues-v0", opponents="easy")
    obs, _ = made.reset(seed=1)
    assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (698,)


def test_thirteen_clues_sizes_are_the_readmes():
    """2 players (its minimum), 488 actions (no decline), 698 observed values."""
    env = rl.env("thirteen_clues")
    assert (env.n_players, env.n_actions, env.codec.obs_size) == (2, 488, 698)
    assert env.decline == -1 and not env.interrupts and not env.cooperative


def test_a_thirteen_clues_episode_is_cut_after_4000_learner_steps():
    assert rl.single_agent("thirteen_clues", opponents="random").max_steps == 4000
