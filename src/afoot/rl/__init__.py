"""Research API: PettingZoo AEC and Gymnasium environments for every afoot game with an RL codec.

``afoot.rl.env(game_id, players=N, **options)`` is a PettingZoo AEC environment
(:mod:`afoot.rl.aec`); ``afoot.rl.single_agent(game_id, players=N, opponents=..., **options)``
a Gymnasium one in which afoot bots play the other seats (:mod:`afoot.rl.gym`). A game has
environments when its spec declares a codec (``codec="afoot.games.<game>.codec:make_codec"``):
its fixed action numbering and observation encoder, documented in that module's docstring. For
a game that declares none, both raise NoCodec (an AfootError) saying so.

Versioned ids: ``afoot/<game>-v0`` for each such game (``ENV_IDS`` lists them). PettingZoo has
no registry of its own, so ``afoot.rl.make(id)`` builds the AEC environment of an id; the
single-agent versions are registered in Gymnasium's registry under the same ids when this
package is imported (``gymnasium.make("afoot/<game>-v0", opponents="hard")``). Gymnasium 1.x
loads no plugins (its 1.0 dropped the entry-point hook), so a program that has not imported
``afoot.rl`` names the module in the id: ``gymnasium.make("afoot.rl:afoot/<game>-v0")``. Each
environment's ``metadata["name"]`` is its game's, ``afoot_<game>_v0``. Needs the ``rl``
extra: ``pip install 'afoot[rl]'``.
"""

from __future__ import annotations

from typing import Any

import gymnasium

from afoot.engine.codec import NoCodec
from afoot.games import specs
from afoot.rl.aec import VERSION, AfootAEC
from afoot.rl.gym import SingleAgentEnv

#: the id of every game's environments, for each game whose spec declares a codec
ENV_IDS = tuple(f"afoot/{spec.id}-v{VERSION}" for spec in specs() if spec.codec is not None)


def env(game_id: str, players: int | None = None, **kwargs: Any) -> AfootAEC:
    """The PettingZoo AEC environment of ``game_id`` (keyword options: the game's options, and
    ``reward``, ``max_cycles``, ``render_mode``)."""
    return AfootAEC(game_id, players, **kwargs)


def single_agent(game_id: str, players: int | None = None, **kwargs: Any) -> SingleAgentEnv:
    """The Gymnasium environment of ``game_id`` for one learning seat (``seat``, default 0)
    against ``opponents`` (default ``medium``)."""
    return SingleAgentEnv(game_id, players, **kwargs)


def _game_of(env_id: str) -> str:
    prefix, _, rest = env_id.partition("/")
    game_id, dash, _version = rest.rpartition("-v")
    if prefix != "afoot" or not dash or env_id not in ENV_IDS:
        raise ValueError(f"unknown environment {env_id!r}; ids: {', '.join(ENV_IDS)}")
    return game_id


def make(env_id: str, **kwargs: Any) -> AfootAEC:
    """The AEC environment of a versioned id, ``afoot/<game>-v0``."""
    return env(_game_of(env_id), **kwargs)


for _id in ENV_IDS:
    if _id not in gymnasium.registry:
        gymnasium.register(
            id=_id,
            entry_point="afoot.rl:single_agent",
            kwargs={"game_id": _game_of(_id)},
            disable_env_checker=True,
        )

__all__ = ["ENV_IDS", "AfootAEC", "NoCodec", "SingleAgentEnv", "env", "make", "single_agent"]
