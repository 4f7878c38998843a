"""Leak fuzzing (``afoot fuzz --states N``): hidden information stays hidden at scale.

For every game, player count and option set, games are played from seeded deals, by random
play and by the game's own bots (alternate games), and at every decision point reached each
seat ``s`` is checked against a world drawn by ``determinize(s)`` -- the same game with
everything ``s`` cannot see resampled. Whatever reaches ``s`` must be the same in both:

* its view, its redacted log, ``to_act`` / ``waiting_for`` and its legal actions;
* the spectator's view (so it holds nothing any seat could not see);
* its casebook, for games that have one;
* the error message of each illegal input it could send (a sample of
  :func:`afoot.engine.testing.illegal_inputs`: other seats' actions, stale ones, damaged and
  malformed ones);
* its RL observation (the codec its spec declares, when the ``rl`` extra is installed).

A state counts once however many seats were checked in it. ``make test`` runs a short fuzz
(``afoot/sim/tests/test_fuzz.py``); ``afoot fuzz`` runs the long one, its cases in parallel
with ``--workers`` (one case per task of :mod:`afoot.sim.backends`' process pool).
"""

from __future__ import annotations

import importlib.util
import random
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import msgspec

from afoot.ai import make_agent
from afoot.engine.codec import codec_for
from afoot.engine.core import GameSpec
from afoot.engine.errors import IllegalAction
from afoot.engine.game import Game
from afoot.engine.testing import covering_option_sets, illegal_inputs, is_legal, random_action
from afoot.games import REGISTRY, spec_for

#: how many earlier actions are kept to probe with
POOL = 200


class Leak(AssertionError):
    """What reached a seat differs between two worlds it cannot tell apart."""


class Case(msgspec.Struct):
    """One game and player count: states checked, games played, option sets, seconds."""

    game: str
    players: int
    states: int
    games: int
    option_sets: int
    probes: int
    seconds: float


def cases(
    game_ids: list[str] | None = None, players: int | None = None
) -> Iterator[tuple[str, int]]:
    """Every (game, player count) to fuzz, or those asked for."""
    for game_id in game_ids or sorted(REGISTRY):
        spec = spec_for(game_id)
        for n in range(spec.min_players, spec.max_players + 1):
            if players is None or n == players:
                yield game_id, n


def _error(game: Game, seat: Any, action: Any) -> str:
    try:
        game.apply(seat, action)
    except IllegalAction as exc:
        return str(exc)
    raise Leak(f"{game.spec.id}: seat {seat!r} probe {action!r} was accepted")


def _observer(game_id: str, players: int, options: dict[str, Any]) -> Callable[..., bytes] | None:
    spec = spec_for(game_id)
    if spec.codec is None or importlib.util.find_spec("pettingzoo") is None:
        return None
    codec = codec_for(spec, players, options)
    return lambda view, seat: codec.observe(view, seat).tobytes()


def check_state(
    game: Game,
    rng: random.Random,
    observe: Callable[..., bytes] | None = None,
    pool: Sequence[Any] = (),
    probes: int = 4,
) -> int:
    """Check every seat of ``game`` against a world of its ``determinize`` (see the module
    docstring); return how many illegal inputs were compared. ``pool`` holds actions seen
    legal before (in this game or others): well-formed actions that are illegal now, whose
    refusal reaches the game's own ``why_illegal``. Raises :class:`Leak`."""
    where = f"{game.id} {game.players}p options {game.options} seed {game.seed} "
    where += f"after {len(game.actions)} actions"
    casebook = game.spec.casebook
    spectator = game.view(None)
    inputs = illegal_inputs(game, rng, pool, per_step=probes * game.players)
    for seat in sorted(game.to_act):
        inputs += [("an earlier action", seat, a) for a in _sample(rng, pool, probes)]
    compared = 0
    for seat in range(game.players):
        twin = game.determinize(seat, rng)
        mine = game.view(seat)
        if twin.view(seat) != mine:
            raise Leak(f"{where}: view({seat}) differs in a world seat {seat} cannot tell apart")
        if twin.view(None) != spectator:
            raise Leak(f"{where}: the spectator view differs in a world of seat {seat}")
        if twin.log(seat) != game.log(seat):
            raise Leak(f"{where}: log({seat}) differs in a world seat {seat} cannot tell apart")
        if twin.to_act != game.to_act or twin.waiting_for != game.waiting_for:
            raise Leak(f"{where}: whose turn it is differs in a world of seat {seat}")
        if twin.legal_actions(seat) != game.legal_actions(seat):
            raise Leak(f"{where}: legal_actions({seat}) differs in a world of seat {seat}")
        if casebook is not None and casebook(twin.state, seat) != casebook(game.state, seat):
            raise Leak(f"{where}: casebook({seat}) differs in a world of seat {seat}")
        if observe is not None and observe(twin.view(seat), seat) != observe(mine, seat):
            raise Leak(f"{where}: seat {seat}'s RL observation differs in a world of its")
        for _kind, who, action in inputs:
            if type(who) is not int or who != seat:  # not a seat (those say so), or another
                continue
            if is_legal(game, seat, action):  # a damaged field can still make a legal action
                continue
            said, heard = _error(game, seat, action), _error(twin, seat, action)
            if said != heard:
                raise Leak(
                    f"{where}: the error for seat {seat}'s input {action!r} differs in a world "
                    f"it cannot tell apart: {said!r} / {heard!r}"
                )
            compared += 1
    return compared


def fuzz_case(
    game_id: str,
    players: int,
    states: int,
    seed: int = 0,
    progress: Callable[[str], Any] | None = None,
) -> Case:
    """Check ``states`` decision points of ``game_id`` at ``players`` (see the module docstring)."""
    spec = spec_for(game_id)
    option_sets = [o for o in covering_option_sets(spec) if _playable(spec, players, o)] or [{}]
    observers: dict[int, Callable[..., bytes] | None] = {}
    pool: list[Any] = []  # a sample of the actions seen legal so far (reservoir)
    seen = 0
    rng = random.Random(f"fuzz {game_id} {players} {seed}")
    start = time.perf_counter()
    checked = played = compared = 0
    while checked < states:
        index = played % len(option_sets)
        options = option_sets[index]
        game = Game(spec, players, rng.randrange(2**62), options)
        if index not in observers:
            observers[index] = _observer(game_id, players, dict(game.options))
        bots = None
        if played % 2:  # every other game is played by the game's own bots
            bots = [make_agent("easy", rng.randrange(2**62), spec) for _ in range(players)]
        played += 1
        while not game.is_over and checked < states:
            compared += check_state(game, rng, observers[index], pool)
            checked += 1
            if bots is None:
                seat, action = random_action(game, rng)
            else:
                seat = min(game.waiting_for)
                action = bots[seat].act(game, seat)
            seen += 1
            if len(pool) < POOL:
                pool.append(action)
            elif (k := rng.randrange(seen)) < POOL:
                pool[k] = action
            game.apply(seat, action)
        if progress is not None:
            progress(f"{game_id} {players}p: {checked}/{states} states, {played} games")
    return Case(
        game_id,
        players,
        checked,
        played,
        len(option_sets),
        compared,
        round(time.perf_counter() - start, 3),
    )


def fuzz_task(task: tuple[str, int, int, int]) -> Case:
    """``fuzz_case`` of one ``(game, players, states, seed)``: what a backend's worker runs
    (module-level, so it pickles by name)."""
    return fuzz_case(*task)


def _sample(rng: random.Random, items: Sequence[Any], k: int) -> list[Any]:
    return list(items) if len(items) <= k else rng.sample(list(items), k)


def _playable(spec: GameSpec, players: int, options: dict[str, Any]) -> bool:
    try:
        Game(spec, players, 0, options)
    except Exception:  # an option set for other player counts (e.g. 3-6 players only)
        return False
    return True
