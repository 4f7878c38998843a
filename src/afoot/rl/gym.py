"""A Gymnasium environment in which one seat learns and afoot bots play the others:
``afoot.rl.single_agent(game_id, players=N, opponents="medium", seat=0, **options)``.

The observation and action spaces are the AEC environment's (:mod:`afoot.rl.aec`): a dict of
``observation`` and ``action_mask``, and ``Discrete(n)`` with *decline* last in games where a
seat may act out of turn. ``step(action)`` takes the learner's decision, then lets the
opponents play (an opponent asked whether it interrupts answers through its bot's
``interrupt``; no answer is *decline*) until the learner must decide again or the game ends.
The reward is the learner's, at the end (see the AEC docstring); ``info["action_mask"]`` repeats
the mask. ``opponents`` is one agent name for every other seat or a list, one per other seat
(levels ``easy`` / ``medium`` / ``hard``, the game's bots, ``random``, search agents...).

**An action the mask forbids** (or outside ``0..n-1``), with ``illegal_action="terminate"``
(the default, PettingZoo classic's convention, its ``TerminateIllegalWrapper``), ends the
episode: ``terminated`` with ``illegal_reward`` (default -1) for the learner, the observation
unchanged, and ``info["illegal_action"]`` (the number) and ``info["why"]`` (the rules' reason).
With ``illegal_action="noop"`` it changes nothing and the episode goes on: the same
observation with ``illegal_reward`` (default 0) and the same two info keys.

**Step limit**: after ``max_steps`` learner steps (illegal ones included) an episode that has
not ended is ``truncated``. The default is the game's ``max_actions`` (its spec's), the bound
the engine puts on a whole game's length (real games take a tenth of it or less), so no legal
game is ever cut short and only a policy that repeats a forbidden action in ``noop`` mode
meets it.

``step()`` before ``reset()``, or after the episode ended, raises RuntimeError saying so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from numpy.typing import NDArray

from afoot.ai import Agent, make_agent
from afoot.engine.chance import derive_seed
from afoot.engine.errors import AfootError
from afoot.rl.aec import AfootAEC, agent_name, env_name

#: what an action outside the mask does (see the module docstring)
ILLEGAL_ACTIONS = ("terminate", "noop")


class SingleAgentEnv(gymnasium.Env[dict[str, NDArray[Any]], int]):
    """See the module docstring."""

    #: per environment, its own name (``__init__``); this is the template
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
        illegal_action: str = "terminate",
        illegal_reward: float | None = None,
        max_steps: int | None = None,
        **options: Any,
    ) -> None:
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(
                f"illegal_action must be {' or '.join(ILLEGAL_ACTIONS)}, not {illegal_action!r}"
            )
        if max_steps is not None and (
            isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 1
        ):
            raise ValueError(
                f"max_steps must be 1 or more (or None: the default), not {max_steps!r}"
            )
        self.illegal_action = illegal_action
        default_reward = -1.0 if illegal_action == "terminate" else 0.0
        self.illegal_reward = default_reward if illegal_reward is None else float(illegal_reward)
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
            make_agent(name, 0, self.aec.game_spec)  # an unknown name says so now
        self.metadata = {**type(self).metadata, "name": env_name(self.aec.game_spec.id)}
        self.max_steps = max_steps if max_steps is not None else self.aec.game_spec.max_actions
        #: learner steps of this episode; None before the first reset
        self.steps: int | None = None
        #: the episode has ended (terminated or truncated): step() needs a reset first
        self._over = False
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
            s: make_agent(name, derive_seed(game_seed, "opponent", s), self.aec.game_spec)
            for s, name in zip(others, self.opponent_names, strict=True)
        }
        self._play_others()
        self.steps = 0
        self._over = False
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
        if self.steps is None:
            raise RuntimeError("call reset() before step(): no episode has started")
        if self._over or me not in aec.agents or aec.terminations[me] or aec.truncations[me]:
            raise RuntimeError("the episode is over: call reset()")
        self.steps += 1
        number = int(action)
        mask = aec.action_mask(me)
        if not 0 <= number < len(mask) or not mask[number]:
            # any number is taken (Gymnasium's contract); a forbidden one changes nothing in
            # the game and, by default, loses the episode
            obs = aec.observe(me)
            why = {"action_mask": obs["action_mask"], "illegal_action": number}
            why["why"] = self._why(number)
            terminated = self.illegal_action == "terminate"
            truncated = not terminated and self.steps >= self.max_steps
            self._over = terminated or truncated
            return obs, self.illegal_reward, terminated, truncated, why
        aec.step(number)
        self._play_others()
        obs = aec.observe(me)
        reward = float(aec._cumulative_rewards.get(me, 0.0))
        terminated = bool(aec.terminations.get(me, False))
        truncated = bool(aec.truncations.get(me, False)) or (
            not terminated and self.steps >= self.max_steps
        )
        self._over = terminated or truncated
        info: dict[str, Any] = {"action_mask": obs["action_mask"], **aec.infos.get(me, {})}
        return obs, reward, terminated, truncated, info

    def _why(self, number: int) -> str:
        """Why ``number`` is not allowed now, in one line: the rules' own reason (they say
        only what the learner's seat may know), or what the numbers are."""
        aec = self.aec
        head = f"action {number} is not allowed now"
        if not 0 <= number < aec.n_actions:
            return f"{head}: it is outside the action space 0-{aec.n_actions - 1}"
        if number == aec.decline:
            return f"{head}: decline answers an offer to act out of turn, and none is made"
        if aec._offer:
            return f"{head}: only an out-of-turn action or decline may be taken now"
        try:  # the game's own one line, from a copy (the game itself is not touched)
            aec.game.clone().apply(self.seat, aec.codec.action(number))
        except AfootError as exc:
            return f"{head}: {exc}"
        return f"{head}: it is not in the action mask"  # pragma: no cover - the mask is legal()

    def render(self) -> str | None:
        return self.aec.render()


def action_masks(env: SingleAgentEnv) -> NDArray[np.int8]:
    """The learner's mask now (for maskable-policy libraries)."""
    return env.aec.action_mask(env.agent)
