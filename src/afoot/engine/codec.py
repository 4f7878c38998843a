"""The kit of the games' RL codecs: a fixed action numbering and an observation encoder, for
one game, player count and option set.

A :class:`Codec` numbers every action that can ever be legal in that game (for those players
and options) ``0 .. n_actions - 1``: ``index(action)`` and ``action(i)`` are inverse
bijections between that set and the engine's action values. ``observe(view, seat)`` turns the
seat's own view (``game.view(seat)``: never the state) into a flat ``float32`` vector of
``obs_size`` values, each in [0, 1].

A game declares its codec in its spec, ``codec="afoot.games.<game>.codec:make_codec"``: a
factory ``(players, options) -> Codec`` in the game's own ``codec.py``, whose docstring
documents both encodings. :func:`codec_for` builds it. The RL layer (``afoot.rl``) and the leak
fuzzer are the only callers, so a codec module may import numpy; this kit does not (numpy
appears here in annotations only), and nothing in the engine's core imports it: ``import
afoot`` stays free of numpy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from afoot.engine.core import GameSpec, load
from afoot.engine.errors import AfootError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


class NoCodec(AfootError):
    """A game whose spec declares no RL codec: it has no RL environment."""


class Codec(Protocol):
    game: str
    players: int
    options: Mapping[str, Any]
    #: how many actions are numbered
    n_actions: int
    #: action -> its number (what ``index`` looks up; the environments read it directly)
    numbers: Mapping[Any, int]
    #: the length of an observation vector
    obs_size: int

    def index(self, action: Any) -> int:
        """The number of an engine action (KeyError for an action outside the numbering)."""

    def action(self, index: int) -> Any:
        """The engine action numbered ``index``."""

    def observe(self, view: Mapping[str, Any], seat: int) -> NDArray[np.float32]:
        """``seat``'s view as a vector of ``obs_size`` float32 values in [0, 1]: a new array
        at each call, which the environments hand out as it is."""


class Numbered:
    """The action half of a codec: ``_actions`` (the numbered actions, in order) and
    ``numbers`` (action -> number), set by the codec; ``index`` and ``action`` read them."""

    __slots__ = ()
    game: str
    n_actions: int
    numbers: Mapping[Any, int]
    _actions: Sequence[Any]

    def index(self, action: Any) -> int:
        return self.numbers[action]

    def action(self, index: int) -> Any:
        if not 0 <= index < self.n_actions:
            raise IndexError(f"{self.game} action {index} is outside 0-{self.n_actions - 1}")
        return self._actions[index]


def codec_for(spec: GameSpec, players: int, options: Mapping[str, Any]) -> Codec:
    """The codec of ``spec``'s game for ``players`` and validated ``options``, built by the
    factory its spec declares (imported now); NoCodec when it declares none."""
    if spec.codec is None:
        raise NoCodec(f"{spec.id} has no RL codec (its spec declares none)")
    codec: Codec = load(spec.codec)(players, dict(options))
    return codec
