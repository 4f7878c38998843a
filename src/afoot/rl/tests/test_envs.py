"""The RL environments: PettingZoo's own API and seed tests, Gymnasium's env checker, the
AEC cycle with out-of-turn actions, rewards, truncation, registration, rendering.

Every game whose spec declares a codec is checked (a game that declares none has no
environment: it says so); what one game's environments hold (its sizes, its step limit) is
checked in that game's ``tests/test_rl.py``."""

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
from afoot.engine.tests.toy import PICK
from afoot.games import REGISTRY, spec_for, specs

pytestmark = pytest.mark.timeout(300)

#: every game with an RL codec
GAMES = [spec.id for spec in specs() if spec.codec is not None]
#: each of them at every player count it allows
CASES = [(g, n) for g in GAMES for n in range(spec_for(g).min_players, spec_for(g).max_players + 1)]
#: the games in which a seat may act out of turn (a spec with ``waiting_for``)
INTERRUPTING = [g for g in GAMES if spec_for(g).waiting_for is not None]


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


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_game(game_id):
    players = spec_for(game_id).max_players
    a, b = rl.env(game_id, players), rl.env(game_id, players)
    a.reset(seed=11)
    b.reset(seed=11)
    assert a.game.state_hash() == b.game.state_hash()
    obs_a, obs_b = a.observe("seat_0"), b.observe("seat_0")
    assert np.array_equal(obs_a["observation"], obs_b["observation"])
    a.reset(seed=12)
    assert a.game.state_hash() != b.game.state_hash()


@pytest.mark.parametrize("game_id", GAMES)
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


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_action_number_raises_why_and_changes_nothing(game_id):
    """The environment checks a step against its own mask (not the copy it handed out,
    which the caller may write to) and lets the game explain an illegal number."""
    env = rl.env(game_id)
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


@pytest.mark.parametrize("game_id", GAMES)
def test_the_event_log_is_kept_on_request_and_the_record_replays_either_way(game_id):
    hashes = []
    for events in (False, True):
        env = rl.env(game_id, events=events)
        env.reset(seed=9)
        _play(env, random.Random(2))
        assert bool(env.game.log(0)) is events
        replayed = afoot.replay(env.game.record())
        assert replayed.state_hash() == env.game.state_hash()
        assert replayed.log(0)  # the replay has the events the environment did not keep
        hashes.append(env.game.state_hash())
    assert hashes[0] == hashes[1]  # the log changes nothing in the game


@pytest.mark.parametrize("game_id", INTERRUPTING)
def test_out_of_turn_calls_are_offered_in_the_cycle_with_a_decline(game_id):
    """A seat that may act without being waited for is asked in turn, with its out-of-turn
    actions and decline in the mask; declining moves on to the next seat. Three seats where
    the game allows them; games from seed 3 on, until five offers were made."""
    spec = spec_for(game_id)
    env = rl.env(game_id, min(max(3, spec.min_players), spec.max_players))
    offers = 0
    for seed in range(3, 13):
        env.reset(seed=seed)
        rng = random.Random(seed)
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
        if offers == 5:
            break
    assert offers == 5


@pytest.mark.parametrize("game_id", GAMES)
def test_max_cycles_truncates_every_agent(game_id):
    env = rl.env(game_id, max_cycles=10)
    env.reset(seed=1)
    steps = _play(env, random.Random(1))
    assert steps == 10
    assert env.agents == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_learner_plays_against_afoot_bots(game_id):
    env = rl.single_agent(game_id, opponents="hard")
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


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_learner_action_ends_the_episode_with_minus_one_by_default(game_id):
    """PettingZoo classic's convention (TerminateIllegalWrapper, illegal_reward=-1): an action
    outside the mask loses the episode for the learner, and info says why."""
    env = rl.single_agent(game_id, opponents="random")
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


@pytest.mark.parametrize("game_id", GAMES)
def test_step_before_reset_is_a_clear_error(game_id):
    env = rl.single_agent(game_id, opponents="random")
    with pytest.raises(RuntimeError, match=r"call reset\(\) before step\(\)"):
        env.step(0)
    aec = rl.env(game_id)
    with pytest.raises(RuntimeError, match=r"call reset\(\) before step\(\)"):
        aec.step(0)
    with pytest.raises(RuntimeError, match=r"call reset\(\) before observe\(\)"):
        aec.observe("seat_0")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_default_step_limit_truncates_an_episode_that_never_ends(game_id):
    """An illegal action in "noop" mode changes nothing, so a policy may repeat it forever:
    the episode is truncated after the game's max_actions learner steps (no legal game is
    that long: the engine bounds every game by it), or after max_steps."""
    env = rl.single_agent(game_id, opponents="random", illegal_action="noop")
    obs, _ = env.reset(seed=1)
    limit = spec_for(game_id).max_actions
    assert env.max_steps == limit
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    for step in range(1, limit + 1):
        _, reward, terminated, truncated, _ = env.step(illegal)
        assert not terminated and reward == 0.0
        assert truncated == (step == limit)
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(illegal)
    short = rl.single_agent(game_id, opponents="random", max_steps=3)
    short.reset(seed=1)
    rng = np.random.default_rng(1)
    for step in range(1, 4):
        mask = short.aec.action_mask(short.agent)
        *_, truncated, _ = short.step(int(rng.choice(np.flatnonzero(mask))))
        assert truncated == (step == 3)
    with pytest.raises(ValueError, match="max_steps must be 1 or more"):
        rl.single_agent(game_id, max_steps=0)
    with pytest.raises(ValueError, match="illegal_action must be terminate or noop"):
        rl.single_agent(game_id, illegal_action="ignore")


def test_each_game_names_its_environments():
    names = set()
    for game_id in GAMES:
        assert rl.env(game_id).metadata["name"] == f"afoot_{game_id}_v0"
        assert (
            rl.single_agent(game_id, opponents="random").metadata["name"] == f"afoot_{game_id}_v0"
        )
        names.add(rl.env(game_id).metadata["name"])
    assert len(names) == len(GAMES) > 0  # no env renames another
    assert rl.AfootAEC.metadata["name"] == "afoot_v0"  # the template is left as it was


def test_gymnasium_makes_the_environments_in_a_fresh_process():
    """Gymnasium 1.x has no plugin entry points (its 1.0 removed them), so an id of a package
    not yet imported is made with its module named, ``"afoot.rl:afoot/<game>-v0"``."""
    game_id = GAMES[0]
    code = (
        "import sys, gymnasium\n"
        "assert 'afoot' not in sys.modules\n"
        f"env = gymnasium.make('afoot.rl:afoot/{game_id}-v0', opponents='random')\n"
        "obs, info = env.reset(seed=1)\n"
        f"assert env.unwrapped.metadata['name'] == 'afoot_{game_id}_v0'\n"
        "print(obs['observation'].shape[0], int(info['action_mask'].sum()))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    size, legal = map(int, done.stdout.split())
    assert size == rl.env(game_id).codec.obs_size and legal > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_learner_action_changes_nothing_and_says_so_in_noop_mode(game_id):
    env = rl.single_agent(game_id, opponents="medium", illegal_action="noop", illegal_reward=-0.5)
    obs, _ = env.reset(seed=2)
    before = env.aec.game.state_hash()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    again, reward, terminated, truncated, info = env.step(illegal)
    assert info["illegal_action"] == illegal and reward == -0.5
    assert not terminated and not truncated
    assert env.aec.game.state_hash() == before
    assert np.array_equal(again["observation"], obs["observation"])


def test_bad_settings_say_what_is_allowed():
    spec = spec_for(GAMES[0])
    with pytest.raises(afoot.InvalidOption):
        rl.env(spec.id, players=spec.max_players + 1)
    game, option = next((g, o) for g in map(spec_for, GAMES) for o in g.options if o.parse is None)
    with pytest.raises(afoot.InvalidOption):
        rl.env(game.id, None, **{option.name: "nope"})
    with pytest.raises(ValueError, match="reward must be one of win, score"):
        rl.env(spec.id, reward="gold")
    many = next(spec_for(g) for g in GAMES if spec_for(g).max_players >= 3)
    with pytest.raises(ValueError, match="3 players need 2 opponents"):
        rl.single_agent(many.id, 3, opponents=["random"])
    with pytest.raises(afoot.InvalidOption):
        rl.single_agent(many.id, 3, opponents="nobody")
    with pytest.raises(ValueError, match="unknown environment"):
        rl.make("afoot/chess-v0")


def test_a_game_without_a_codec_has_no_environment_and_says_so(monkeypatch):
    """The engine's test game declares no codec: both environments refuse it in one line."""
    monkeypatch.setitem(REGISTRY, PICK.id, PICK)
    with_codec = ", ".join(GAMES)
    for make in (rl.env, rl.single_agent):
        with pytest.raises(rl.NoCodec) as info:
            make(PICK.id)
        assert str(info.value) == f"pick has no RL codec; games with one: {with_codec}"
    assert isinstance(info.value, afoot.AfootError)
    assert f"afoot/{PICK.id}-v0" not in rl.ENV_IDS


def test_versioned_ids_in_both_registries():
    expected = tuple(f"afoot/{game_id}-v0" for game_id in sorted(GAMES))
    assert expected == rl.ENV_IDS
    spec = next(spec_for(g) for g in GAMES if spec_for(g).max_players > spec_for(g).min_players)
    made = rl.make(f"afoot/{spec.id}-v0", players=spec.max_players)
    assert made.game_spec is spec and made.n_players == spec.max_players
    for env_id in rl.ENV_IDS:
        single = gymnasium.make(env_id, opponents="easy")
        obs, _ = single.reset(seed=1)
        assert obs["observation"].dtype == np.float32
        assert single.unwrapped.metadata["name"] == env_id.replace("/", "_").replace("-", "_")


@pytest.mark.parametrize("game_id", GAMES)
def test_ansi_rendering_shows_the_spectator_view(game_id):
    env = rl.env(game_id, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert text is not None
    assert text.startswith(f"{game_id} state 0")
    assert rl.env(game_id).render() is None
    with pytest.raises(NotImplementedError, match="hidden information"):
        env.state()
