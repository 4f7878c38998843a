"""Research API: PettingZoo AEC and Gymnasium environments for every afoot game.

``afoot.rl.env(game_id, players=N, **options)`` is a PettingZoo AEC environment
(:mod:`afoot.rl.aec`); ``afoot.rl.single_agent(game_id, players=N, opponents=..., **options)``
a Gymnasium one in which afoot bots play the other seats (:mod:`afoot.rl.gym`). Each game's
action numbering and observation encoder are documented in ``afoot.rl.codecs.<game>``.

Versioned ids: ``afoot/holmes-v0``, ``afoot/purrrlock-v0``, ``afoot/baker_street-v0``,
``afoot/thirteen_clues-v0``. PettingZoo has no registry of its own, so ``afoot.rl.make(id)``
builds the AEC environment of an id and ``ENV_IDS`` lists them; the single-agent versions are
registered in Gymnasium's registry under the same ids when this package is imported
(``gymnasium.make("afoot/holmes-v0", opponents="hard")``). Gymnasium 1.x loads no plugins
(its 1.0 dropped the entry-point hook), so a program that has not imported ``afoot.rl`` names
the module in the id: ``gymnasium.make("afoot.rl:afoot/holmes-v0")``. Each environment's
``metadata["name"]`` is its game's, ``afoot_holmes_v0``. Needs the ``rl`` extra:
``pip install 'afoot[rl]'``.
"""

from __future__ import annotations

from typing import Any

import gymnasium

from afoot.games import REGISTRY
from afoot.rl.aec import VERSION, AfootAEC
from afoot.rl.gym import SingleAgentEnv

ENV_IDS = tuple(f"afoot/{game_id}-v{VERSION}" for game_id in sorted(REGISTRY))


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
    """The AEC environment of a versioned id such as ``afoot/holmes-v0``."""
    return env(_game_of(env_id), **kwargs)


for _id in ENV_IDS:
    if _id not in gymnasium.registry:
        gymnasium.register(
            id=_id,
            entry_point="afoot.rl:single_agent",
            kwargs={"game_id": _game_of(_id)},
            disable_env_checker=True,
        )

__all__ = ["ENV_IDS", "AfootAEC", "SingleAgentEnv", "env", "make", "single_agent"]
