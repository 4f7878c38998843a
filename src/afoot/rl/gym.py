"""A Gymnasium environment in which one seat learns and afoot bots play the others:
``afoot.rl.single_agent(game_id, players=N, opponents="medium", seat=0, **options)``.

The observation and action spaces are the AEC environment's (:mod:`afoot.rl.aec`): a dict of
``observation`` and ``action_mask``, and ``Discrete(n)`` with *decline* last in games where a
seat may act out of turn. ``step(action)`` takes the learner's decision, then lets the
opponents play (an opponent asked whether it interrupts answers through its bot's
``interrupt``; no answer is *decline*) until the learner must decide again or the game ends.
The reward is the learner's, at the end (see the AEC docstring); ``info["action_mask"]`` repeats
the mask. An action the mask forbids changes nothing: the same observation comes back with
``illegal_reward`` (default 0) and ``info["illegal_action"]``. ``opponents`` is one agent name for every other seat or a list, one per other seat
(levels ``easy`` / ``medium`` / ``hard``, the game's bots, ``random``, search agents...).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from numpy.typing import NDArray

from afoot.ai import Agent, make_agent
from afoot.rl.aec import AfootAEC, agent_name
from afoot.sim.runner import derive_seed


class SingleAgentEnv(gymnasium.Env[dict[str, NDArray[Any]], int]):
    """See the module docstring."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 (gymnasium declares it an instance variable)

    def __init__(
        self,
        game_id: str,
        players: int | None = None,
        *,
        opponents: str | Sequence[str] = "medium",
        seat: int = 0,
        reward: str = "win",
        max_cycles: int | None = None,
        render_mode: str | None = None,
        illegal_reward: float = 0.0,
        **options: Any,
    ) -> None:
        self.illegal_reward = float(illegal_reward)
        self.aec = AfootAEC(
            game_id,
            players,
            reward=reward,
            max_cycles=max_cycles,
            render_mode=render_mode,
            **options,
        )
        n = self.aec.n_players
        if not 0 <= seat < n:
            raise ValueError(f"seat must be 0-{n - 1}, not {seat}")
        names = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(names) != n - 1:
            raise ValueError(f"{n} players need {n - 1} opponents, not {len(names)}")
        for name in names:
            make_agent(name, 0, self.aec.rules)  # an unknown name says so now
        self.seat = seat
        self.agent = agent_name(seat)
        self.opponent_names = names
        self.render_mode = render_mode
        self.observation_space = self.aec.observation_space(self.agent)
        self.action_space = self.aec.action_space(self.agent)
        self._opponents: dict[int, Agent] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, NDArray[Any]], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2**63 - 1))
        self.aec.reset(seed=game_seed)
        others = [s for s in range(self.aec.n_players) if s != self.seat]
        self._opponents = {
            s: make_agent(name, derive_seed(game_seed, "opponent", s), self.aec.rules)
            for s, name in zip(others, self.opponent_names, strict=True)
        }
        self._play_others()
        obs = self.aec.observe(self.agent)
        return obs, {"action_mask": obs["action_mask"]}

    def _play_others(self) -> None:
        aec = self.aec
        while aec.agents and aec.agent_selection != self.agent:
            seat = int(aec.agent_selection.rsplit("_", 1)[1])
            if aec.terminations[aec.agent_selection] or aec.truncations[aec.agent_selection]:
                aec.step(None)
                continue
            bot = self._opponents[seat]
            if aec._offer:
                ask = getattr(bot, "interrupt", None)
                chosen = ask(aec.game, seat) if ask is not None else None
                aec.step(aec.decline if chosen is None else aec.codec.index(chosen))
            else:
                aec.step(aec.codec.index(bot.act(aec.game, seat)))

    def step(
        self, action: int
    ) -> tuple[dict[str, NDArray[Any]], float, bool, bool, dict[str, Any]]:
        aec = self.aec
        me = self.agent
        if me not in aec.agents or aec.terminations[me] or aec.truncations[me]:
            raise RuntimeError("the episode is over: call reset()")
        mask = aec.action_mask(self.agent)
        if not 0 <= int(action) < len(mask) or not mask[int(action)]:
            # any action of the space is accepted (Gymnasium's contract); an illegal one
            # changes nothing and says so
            obs = aec.observe(self.agent)
            why = {"action_mask": obs["action_mask"], "illegal_action": int(action)}
            return obs, self.illegal_reward, False, False, why
        aec.step(int(action))
        self._play_others()
        obs = aec.observe(self.agent)
        reward = float(aec._cumulative_rewards.get(self.agent, 0.0))
        terminated = bool(aec.terminations.get(self.agent, False))
        truncated = bool(aec.truncations.get(self.agent, False))
        info: dict[str, Any] = {"action_mask": obs["action_mask"], **aec.infos.get(self.agent, {})}
        return obs, reward, terminated, truncated, info

    def render(self) -> str | None:
        return self.aec.render()


def action_masks(env: SingleAgentEnv) -> NDArray[np.int8]:
    """The learner's mask now (for maskable-policy libraries)."""
    return env.aec.action_mask(env.agent)
