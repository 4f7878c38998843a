"""Train a small policy on one afoot game with plain REINFORCE, on a CPU, in a few minutes,
and show that it beats the uniformly random player.

    .venv/bin/python examples/train_reinforce.py                      # Holmes, about 3 minutes
    .venv/bin/python examples/train_reinforce.py --game thirteen_clues --players 3 --minutes 5

The learner sits in seat 0 of ``afoot.rl.single_agent`` against ``random`` opponents. Its policy
is linear: a logit per action from the observation (``W @ obs + b``), a softmax over the actions
the mask allows. After each episode the gradient of ``log pi`` of every decision is scaled by the
episode's return minus a running baseline (REINFORCE). Only NumPy; seeded, so a run repeats.
Before and after training it plays ``--eval`` games against the same opponents with the greedy
choice of its policy (and a random learner as the reference), and prints both win rates.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import afoot.rl as rl


def masked_softmax(logits: np.ndarray, mask: np.ndarray) -> np.ndarray:
    z = np.where(mask > 0, logits, -np.inf)
    z = z - z.max()
    p = np.exp(z)
    return p / p.sum()


class Linear:
    def __init__(self, obs: int, actions: int, rng: np.random.Generator) -> None:
        self.w = rng.normal(0.0, 0.01, (actions, obs)).astype(np.float32)
        self.b = np.zeros(actions, np.float32)

    def probs(self, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
        return masked_softmax(self.w @ x + self.b, mask)


def episode(env, policy: Linear, rng: np.random.Generator, greedy: bool, seed: int):
    obs, _ = env.reset(seed=seed)
    trace = []
    reward = 0.0
    done = False
    while not done:
        x, mask = obs["observation"], obs["action_mask"]
        p = policy.probs(x, mask)
        a = int(np.argmax(p)) if greedy else int(rng.choice(len(p), p=p))
        trace.append((x, p, a))
        obs, reward, terminated, truncated, _ = env.step(a)
        done = terminated or truncated
    return reward, trace


def evaluate(env, policy: Linear | None, games: int, seed: int) -> float:
    rng = np.random.default_rng(seed)
    wins = 0
    for g in range(games):
        obs, _ = env.reset(seed=seed + g)
        done = False
        reward = 0.0
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            if policy is None:
                a = int(rng.choice(legal))
            else:
                a = int(np.argmax(policy.probs(obs["observation"], obs["action_mask"])))
            obs, reward, terminated, truncated, _ = env.step(a)
            done = terminated or truncated
        wins += reward > 0
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="holmes")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--minutes", type=float, default=3.0)
    parser.add_argument("--lr", type=float, default=0.05)
    parser.add_argument("--eval", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    env = rl.single_agent(args.game, args.players, opponents="random")
    rng = np.random.default_rng(args.seed)
    size = env.observation_space["observation"].shape[0]
    policy = Linear(size, int(env.action_space.n), rng)
    print(f"{args.game}: {size} observation values, {env.action_space.n} actions")
    base_random = evaluate(env, None, args.eval, 10_000)
    before = evaluate(env, policy, args.eval, 10_000)
    baseline = 0.0
    episodes = 0
    end = time.monotonic() + 60 * args.minutes
    while time.monotonic() < end:
        ret, trace = episode(env, policy, rng, greedy=False, seed=args.seed * 1_000_003 + episodes)
        advantage = ret - baseline
        baseline += 0.01 * (ret - baseline)
        for x, p, a in trace:
            g = -p
            g[a] += 1.0  # d log pi(a) / d logits
            policy.w += (args.lr * advantage) * np.outer(g, x)
            policy.b += (args.lr * advantage) * g
        episodes += 1
    after = evaluate(env, policy, args.eval, 10_000)
    print(f"trained on {episodes} episodes in {args.minutes:g} min")
    print(f"win rate against random, {args.eval} games (same deals):")
    print(f"  a random learner         {base_random:.1%}")
    print(f"  the policy before        {before:.1%}")
    print(f"  the policy after         {after:.1%}")


if __name__ == "__main__":
    main()
