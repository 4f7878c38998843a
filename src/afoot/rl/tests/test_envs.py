"""The RL environments: PettingZoo's own API and seed tests, Gymnasium's env checker, the
AEC cycle with out-of-turn actions, rewards, truncation, registration, rendering."""

from __future__ import annotations

import random
import subprocess
import sys
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import afoot
import afoot.rl as rl

pytestmark = pytest.mark.timeout(300)

#: every game at every player count it allows
CASES = [
    (g["id"], n) for g in afoot.list_games() for n in range(g["players"][0], g["players"][1] + 1)
]


def _quiet():
    # PettingZoo warns that a dict observation is not a Box: ours is {observation, action_mask},
    # the shape its own classic games (chess, hanabi) use
    return warnings.catch_warnings(action="ignore", category=UserWarning)


def _play(env, rng: random.Random) -> int:
    """Random legal play to the end; the number of live steps."""
    steps = 0
    for agent in env.agent_iter():
        obs, _reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0, f"{agent} must act but nothing is legal"
        env.step(int(rng.choice(legal)))
        steps += 1
    return steps


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_pettingzoo_api_test(game_id, players):
    with _quiet():
        api_test(rl.env(game_id, players), num_cycles=400)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_pettingzoo_seed_test(game_id, players):
    with _quiet():
        seed_test(lambda: rl.env(game_id, players), num_cycles=300)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_gymnasium_check_env(game_id, players):
    with _quiet():
        check_env(rl.single_agent(game_id, players, opponents="random"), skip_render_check=True)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_whole_games_end_with_the_results_as_rewards(game_id, players):
    env = rl.env(game_id, players)
    rng = random.Random(players)
    for seed in range(3):
        env.reset(seed=seed)
        rewards = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            rewards[agent] += reward
            if terminated or truncated:
                assert terminated and not truncated
                last_info = info
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        winners = set(last_info["winners"])
        if env.cooperative:
            assert len(set(rewards.values())) == 1
            assert next(iter(rewards.values())) == (1.0 if winners else -1.0)
        elif winners:
            for agent, total in rewards.items():
                assert total == (1.0 if int(agent.split("_")[1]) in winners else -1.0)
        else:
            assert set(rewards.values()) == {0.0}


def test_the_same_seed_gives_the_same_game():
    a, b = rl.env("thirteen_clues", 4), rl.env("thirteen_clues", 4)
    a.reset(seed=11)
    b.reset(seed=11)
    assert a.game.state_hash() == b.game.state_hash()
    obs_a, obs_b = a.observe("seat_0"), b.observe("seat_0")
    assert np.array_equal(obs_a["observation"], obs_b["observation"])
    a.reset(seed=12)
    assert a.game.state_hash() != b.game.state_hash()


@pytest.mark.parametrize("game_id", sorted(g["id"] for g in afoot.list_games()))
def test_each_observation_is_a_new_array_the_caller_may_keep_and_write(game_id):
    env = rl.env(game_id)
    env.reset(seed=4)
    agent = env.agent_selection
    first = env.observe(agent)
    kept = first["observation"].copy()
    first["observation"][:] = 0.5
    first["action_mask"][:] = 1
    again = env.observe(agent)
    assert again["observation"] is not first["observation"]
    assert np.array_equal(again["observation"], kept)
    assert again["action_mask"].sum() < len(again["action_mask"])


def test_an_illegal_action_number_raises_why_and_changes_nothing():
    """The environment checks a step against its own mask (not the copy it handed out,
    which the caller may write to) and lets the game explain an illegal number."""
    env = rl.env("baker_street", 2)
    env.reset(seed=5)
    obs = env.observe(env.agent_selection)
    mask = obs["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    mask[illegal] = 1  # the caller's copy: writing to it legalises nothing
    before = env.game.state_hash()
    with pytest.raises(afoot.IllegalAction, match=r"\S"):
        env.step(illegal)
    assert env.game.state_hash() == before and env.game.action_count == 0
    with pytest.raises(ValueError, match="actions are 0-"):
        env.step(env.n_actions)
    env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert env.game.action_count == 1


def test_the_event_log_is_kept_on_request_and_the_record_replays_either_way():
    hashes = []
    for events in (False, True):
        env = rl.env("purrrlock", 3, events=events)
        env.reset(seed=9)
        _play(env, random.Random(2))
        assert bool(env.game.log(0)) is events
        replayed = afoot.replay(env.game.record())
        assert replayed.state_hash() == env.game.state_hash()
        assert replayed.log(0)  # the replay has the events the environment did not keep
        hashes.append(env.game.state_hash())
    assert hashes[0] == hashes[1]  # the log changes nothing in the game


def test_out_of_turn_calls_are_offered_in_the_cycle_with_a_decline():
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
            state = env.game.action_count
            env.step(env.decline)
            assert env.game.action_count == state  # declining changes nothing in the game
            assert env.agent_selection != agent  # and the next seat is asked (or acts)
        else:
            assert mask[env.decline] == 0
            choices = [i for i in np.flatnonzero(mask) if i != env.decline]
            env.step(int(rng.choice(choices)))
    assert offers == 5


def test_max_cycles_truncates_every_agent():
    env = rl.env("holmes", max_cycles=10)
    env.reset(seed=1)
    steps = _play(env, random.Random(1))
    assert steps == 10
    assert env.agents == []


def test_the_learner_plays_against_afoot_bots():
    env = rl.single_agent("holmes", opponents="hard")
    obs, info = env.reset(seed=5)
    assert np.array_equal(obs["action_mask"], info["action_mask"])
    rng = np.random.default_rng(5)
    done = False
    while not done:
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    assert terminated and reward in (-1.0, 1.0, 0.0)
    assert (reward == 1.0) == (0 in info["winners"])
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(0)


def test_an_illegal_learner_action_ends_the_episode_with_minus_one_by_default():
    """PettingZoo classic's convention (TerminateIllegalWrapper, illegal_reward=-1): an action
    outside the mask loses the episode for the learner, and info says why."""
    env = rl.single_agent("holmes", opponents="random")
    obs, _ = env.reset(seed=3)
    before = env.aec.game.state_hash()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    again, reward, terminated, truncated, info = env.step(illegal)
    assert reward == -1.0 and terminated and not truncated
    assert info["illegal_action"] == illegal
    assert f"action {illegal} is not allowed now" in info["why"] and len(info["why"]) > 30
    assert env.aec.game.state_hash() == before  # the game itself is not touched
    assert np.array_equal(again["observation"], obs["observation"])
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    for outside in (-1, env.aec.n_actions):  # outside the space: the same, and said so
        env.reset(seed=3)
        _, reward, terminated, _, info = env.step(outside)
        assert reward == -1.0 and terminated and "outside" in info["why"]
    env.reset(seed=3)  # a new episode plays on as usual
    _, reward, terminated, _, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert reward == 0.0 and not terminated


def test_step_before_reset_is_a_clear_error():
    env = rl.single_agent("purrrlock", 2, opponents="random")
    with pytest.raises(RuntimeError, match=r"call reset\(\) before step\(\)"):
        env.step(0)
    aec = rl.env("purrrlock", 2)
    with pytest.raises(RuntimeError, match=r"call reset\(\) before step\(\)"):
        aec.step(0)
    with pytest.raises(RuntimeError, match=r"call reset\(\) before observe\(\)"):
        aec.observe("seat_0")


def test_a_default_step_limit_truncates_an_episode_that_never_ends():
    """An illegal action in "noop" mode changes nothing, so a policy may repeat it forever:
    the episode is truncated after the game's max_actions learner steps (no legal game is
    that long: the engine bounds every game by it), or after max_steps."""
    env = rl.single_agent("holmes", opponents="random", illegal_action="noop")
    obs, _ = env.reset(seed=1)
    limit = afoot.spec_for("holmes").max_actions
    assert env.max_steps == limit == 600
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    for step in range(1, limit + 1):
        _, reward, terminated, truncated, _ = env.step(illegal)
        assert not terminated and reward == 0.0
        assert truncated == (step == limit)
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(illegal)
    short = rl.single_agent("holmes", opponents="random", max_steps=3)
    short.reset(seed=1)
    rng = np.random.default_rng(1)
    for step in range(1, 4):
        mask = short.aec.action_mask(short.agent)
        *_, truncated, _ = short.step(int(rng.choice(np.flatnonzero(mask))))
        assert truncated == (step == 3)
    with pytest.raises(ValueError, match="max_steps must be 1 or more"):
        rl.single_agent("holmes", max_steps=0)
    with pytest.raises(ValueError, match="illegal_action must be terminate or noop"):
        rl.single_agent("holmes", illegal_action="ignore")


def test_each_game_names_its_environments():
    for game_id in ("holmes", "purrrlock", "baker_street", "thirteen_clues"):
        assert rl.env(game_id).metadata["name"] == f"afoot_{game_id}_v0"
        assert (
            rl.single_agent(game_id, opponents="random").metadata["name"] == f"afoot_{game_id}_v0"
        )
    assert rl.env("holmes").metadata["name"] == "afoot_holmes_v0"  # no env renames another


def test_gymnasium_makes_the_environments_in_a_fresh_process():
    """Gymnasium 1.x has no plugin entry points (its 1.0 removed them), so an id of a package
    not yet imported is made with its module named, ``"afoot.rl:afoot/holmes-v0"``."""
    code = (
        "import sys, gymnasium\n"
        "assert 'afoot' not in sys.modules\n"
        "env = gymnasium.make('afoot.rl:afoot/holmes-v0', opponents='random')\n"
        "obs, info = env.reset(seed=1)\n"
        "assert env.unwrapped.metadata['name'] == 'afoot_holmes_v0'\n"
        "print(obs['observation'].shape[0], int(info['action_mask'].sum()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    size, legal = map(int, done.stdout.split())
    assert size == 328 and legal > 0


def test_an_illegal_learner_action_changes_nothing_and_says_so_in_noop_mode():
    env = rl.single_agent(
        "thirteen_clues", 3, opponents="medium", illegal_action="noop", illegal_reward=-0.5
    )
    obs, _ = env.reset(seed=2)
    before = env.aec.game.state_hash()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    again, reward, terminated, truncated, info = env.step(illegal)
    assert info["illegal_action"] == illegal and reward == -0.5
    assert not terminated and not truncated
    assert env.aec.game.state_hash() == before
    assert np.array_equal(again["observation"], obs["observation"])


def test_bad_settings_say_what_is_allowed():
    with pytest.raises(afoot.InvalidOption):
        rl.env("holmes", players=3)
    with pytest.raises(afoot.InvalidOption):
        rl.env("holmes", edition="nope")
    with pytest.raises(ValueError, match="reward must be one of win, score"):
        rl.env("holmes", reward="gold")
    with pytest.raises(ValueError, match="3 players need 2 opponents"):
        rl.single_agent("purrrlock", 3, opponents=["random"])
    with pytest.raises(afoot.InvalidOption):
        rl.single_agent("purrrlock", 3, opponents="nobody")
    with pytest.raises(ValueError, match="unknown environment"):
        rl.make("afoot/chess-v0")


def test_versioned_ids_in_both_registries():
    assert rl.ENV_IDS == (
        "afoot/baker_street-v0",
        "afoot/holmes-v0",
        "afoot/purrrlock-v0",
        "afoot/thirteen_clues-v0",
    )
    assert rl.make("afoot/purrrlock-v0", players=4).n_players == 4
    single = gymnasium.make("afoot/holmes-v0", opponents="easy")
    obs, _ = single.reset(seed=1)
    assert obs["observation"].dtype == np.float32


def test_ansi_rendering_shows_the_spectator_view():
    env = rl.env("baker_street", 2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert text is not None
    assert text.startswith("baker_street state 0")
    assert rl.env("holmes").render() is None
    with pytest.raises(NotImplementedError, match="hidden information"):
        env.state()
