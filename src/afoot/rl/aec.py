"""A PettingZoo AEC environment for every afoot game: ``afoot.rl.env(game_id, players=N, **options)``.

Agents are ``seat_0 .. seat_{N-1}``. Each agent's observation is a dict:

* ``observation``: the game's codec (the one its spec declares, ``afoot.games.<game>.codec``,
  documented there) applied to that seat's own view, ``float32`` values in [0, 1]; never the
  state;
* ``action_mask``: ``int8``, 1 for the actions the agent may take now.

Actions are ``Discrete(n)``: the codec's fixed numbering of every action the game can ever
allow for those players and options (a bijection with the engine's actions), plus, in games
where a seat may act out of turn (a spec with ``waiting_for``), one last number ``n - 1``:
**decline**. A game whose spec declares no codec has no environment: NoCodec says so.

**Whose turn (the AEC cycle).** After every change the environment asks, in seat order, each
seat that may act without being waited for (``game.to_act - game.waiting_for``, e.g. a
call any seat may make out of turn) whether it does: that seat is ``agent_selection`` with its legal
interruptions and *decline* in its mask. A seat asked once is not asked again until the game
changes. Then the lowest seat the game waits for acts (with every legal action, *decline*
masked out). So an out-of-turn action is an ordinary AEC turn and the cycle never breaks.

**Rewards** come at the end only: ``reward="win"`` (default) gives +1 to each winner and -1 to
the others (0 to everyone on a draw); in a cooperative game (``spec.cooperative``) every seat
gets +1 when the team wins and -1 when it loses. ``reward="score"`` gives each seat its score divided
by the largest absolute score of the game (cooperative: the team's result as above).

``reset(seed=S)`` starts the game with seed S (the same S, the same game and observations);
without a seed the next game's seed comes from the environment's generator.
``max_cycles`` truncates every agent after that many steps. ``events=True`` keeps the game's
event log (``env.game.log(seat)``); by default the environment's game keeps none, sparing each
step the events' cost (views, observations and ``env.game.record()`` do not need it).
``render_mode="ansi"``: ``render()`` returns a text of the spectator's view.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv

from afoot.engine.codec import Codec, NoCodec, codec_for
from afoot.engine.game import Game, new_seed
from afoot.engine.memo import ByIdentity
from afoot.games import spec_for, specs

REWARDS = ("win", "score")
#: the version in every environment id (``afoot/<game>-v0``) and name (``afoot_<game>_v0``)
VERSION = 0


def env_name(game_id: str) -> str:
    """``afoot_<game>_v0``: an environment's ``metadata["name"]`` (PettingZoo's style)."""
    return f"afoot_{game_id}_v{VERSION}"


def agent_name(seat: int) -> str:
    return f"seat_{seat}"


class _ActionSpace(spaces.Discrete):
    """``Discrete(n)`` seeded when first sampled: ``reset(seed=S)`` seeds it with ``S`` (the
    same samples after the same reset, as PettingZoo's seed_test checks) without paying
    numpy's generator seeding at every reset of a loop that never samples it."""

    _later: int | None = None

    def seed_later(self, seed: int) -> None:
        self._later = seed

    def seed(self, seed: int | None = None) -> int | Any:
        self._later = None
        return super().seed(seed)

    @property
    def np_random(self) -> np.random.Generator:
        if self._later is not None:
            self.seed(self._later)
        return super().np_random


class AfootAEC(AECEnv[str, dict[str, NDArray[Any]], int]):
    """See the module docstring."""

    #: per environment, its own name (``__init__``); this is the template
    metadata: dict[str, Any] = {  # noqa: RUF012 (PettingZoo declares it an instance variable)
        "render_modes": ["ansi"],
        "name": "afoot_v0",  # each environment's own: afoot_<game>_v0 (env_name)
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_id: str,
        players: int | None = None,
        *,
        reward: str = "win",
        max_cycles: int | None = None,
        render_mode: str | None = None,
        events: bool = False,
        **options: Any,
    ) -> None:
        super().__init__()
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.game_spec = spec_for(game_id)
        spec = self.game_spec
        if spec.codec is None:
            with_codec = ", ".join(s.id for s in specs() if s.codec is not None) or "none"
            raise NoCodec(f"{spec.id} has no RL codec; games with one: {with_codec}")
        self.metadata = {**type(self).metadata, "name": env_name(spec.id)}
        self.n_players = players if players is not None else spec.min_players
        probe = Game(self.game_spec, self.n_players, 0, options)  # validates players and options
        self.game_options = dict(probe.options)
        self.codec: Codec = codec_for(spec, self.n_players, self.game_options)
        self.interrupts = self.game_spec.waiting_for is not None
        self.decline = self.codec.n_actions if self.interrupts else -1
        self.n_actions = self.codec.n_actions + (1 if self.interrupts else 0)
        self.cooperative = bool(spec.cooperative)
        self.reward_mode = reward
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.game_id = game_id
        self.possible_agents = [agent_name(s) for s in range(self.n_players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        self._obs_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.codec.obs_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (self.n_actions,), np.int8),
            }
        )
        self._act_space = _ActionSpace(self.n_actions)
        self.events = events
        #: the generator of unseeded resets' game seeds, made when first needed
        self._rng: random.Random | None = None
        self._rng_seed = new_seed()
        #: the mask of each interned legal tuple (``Rules.legal``), as bytes never written to
        self._masks = ByIdentity(self._mask_of)
        #: the mask of ``agent_selection``'s legal actions now, once computed (what step checks)
        self._legal_now: bytearray | None = None
        self.game = probe
        self.agents: list[str] = []

    # -- spaces --------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._act_space

    # -- the cycle -----------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = None
            self._rng_seed = seed
            self._act_space.seed_later(seed)
            game_seed = seed
        else:
            if self._rng is None:
                self._rng = random.Random(self._rng_seed)
            game_seed = self._rng.randrange(2**63)
        self.game = Game(
            self.game_spec, self.n_players, game_seed, self.game_options, events=self.events
        )
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.steps = 0
        self._asked: set[int] = set()
        self._offer = False
        self._select()

    def _select(self) -> None:
        """Point ``agent_selection`` at the next decision (see the module docstring)."""
        game = self.game
        waiting = game.waiting_for
        self._legal_now = None
        if self.interrupts:
            for seat in sorted(game.to_act - waiting):
                if seat not in self._asked:
                    self._offer = True
                    self.agent_selection = self.possible_agents[seat]
                    return
        self._offer = False
        self.agent_selection = self.possible_agents[min(waiting)]

    def observe(self, agent: str) -> dict[str, NDArray[Any]]:
        if not hasattr(self, "agent_selection"):
            raise RuntimeError("call reset() before observe(): no game has started")
        seat = self._seat[agent]
        # encoded afresh at each call (a codec returns a new array): callers keep what they
        # are given, and the cycle observes a seat once per state (an AEC loop's last())
        obs = self.codec.observe(self.game.view(seat), seat)
        return {"observation": obs, "action_mask": self.action_mask(agent)}

    def action_mask(self, agent: str) -> NDArray[np.int8]:
        """1 for each action ``agent`` may take now (all 0 unless it is ``agent_selection``)."""
        if agent != self.agent_selection or self.game.is_over:
            return np.zeros(self.n_actions, np.int8)
        mask = bytearray(self._legal_mask())  # a copy: callers keep what they are given
        if self._offer:
            mask[self.decline] = 1
        return np.frombuffer(mask, np.int8)  # writable: it shares the bytearray

    def _legal_mask(self) -> bytearray:
        """The mask of ``agent_selection``'s legal actions now, *decline* excluded; read-only."""
        legal_now = self._legal_now
        if legal_now is None:
            legal = self.game.legal_sequence(self._seat[self.agent_selection])
            # a tuple is interned by the rules: the same choice, the same mask
            legal_now = self._masks(legal) if type(legal) is tuple else self._mask_of(legal)
            self._legal_now = legal_now
        return legal_now

    def _mask_of(self, legal: Sequence[Any]) -> bytearray:
        # a bytearray's items are set at C speed, numpy's one by one are not, and a fancy
        # assignment converts its index list first
        mask = bytearray(self.n_actions)
        for number in map(self.codec.numbers.__getitem__, legal):
            mask[number] = 1
        return mask

    def step(self, action: int | None) -> None:
        try:
            agent = self.agent_selection
        except AttributeError:
            raise RuntimeError("call reset() before step(): no game has started") from None
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is alive: it must take an action, not None")
        seat = self._seat[agent]
        self._cumulative_rewards[agent] = 0.0
        if self._offer and action == self.decline:
            self._asked.add(seat)
        else:
            number = int(action)
            if not 0 <= number < self.codec.n_actions:
                raise ValueError(
                    f"action {action} is not legal for {agent} now (actions are 0-{self.n_actions - 1})"
                )
            if self._legal_mask()[number]:  # the mask is the rules' legal list: no re-check
                self.game.apply_legal(seat, self.codec.action(number))
            else:  # raises why it is illegal, and changes nothing
                self.game.apply(seat, self.codec.action(number))
            self._asked = set()
        self.steps += 1
        # rewards come at the end only: until then every reward is 0, nothing to clear or add
        if self.game.is_over:
            self._clear_rewards()
            self._finish()
            self._accumulate_rewards()
        elif self.max_cycles is not None and self.steps >= self.max_cycles:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self._select()
        if self.terminations[agent] or self.truncations[agent]:
            self._deads_step_first()

    def _finish(self) -> None:
        result = self.game.result()
        assert result is not None
        for a in self.agents:
            self.terminations[a] = True
            self.infos[a] = {"scores": list(result.scores), "winners": list(result.winners)}
        if self.cooperative:
            value = 1.0 if result.winners else -1.0
            for a in self.agents:
                self.rewards[a] = value
        elif self.reward_mode == "score":
            top = max((abs(s) for s in result.scores), default=0.0) or 1.0
            for a in self.agents:
                self.rewards[a] = float(result.scores[self._seat[a]]) / top
        elif result.winners:
            for a in self.agents:
                self.rewards[a] = 1.0 if self._seat[a] in result.winners else -1.0

    # -- the rest ------------------------------------------------------------------------------
    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        view = self.game.view(None)
        head = f"{self.game_id} state {self.game.action_count}, to act: {self.agent_selection}"
        return head + "\n" + json.dumps(view, ensure_ascii=False, default=str)

    def close(self) -> None:
        pass

    def state(self) -> NDArray[np.float32]:
        raise NotImplementedError(
            "afoot environments have no global state observation: hidden information is sacred"
        )
