"""Engine speed on one core (``afoot bench``): random playouts, clones, determinizations, records.

Measured per game, ``runs`` times for about ``seconds`` each, medians reported:

- ``raw``: the rules path bots and simulations use: ``rules.setup`` / ``rules.legal`` /
  ``rules.apply(..., log=SILENT)``; the acting seat is the lowest seat the game waits for
  (``min(waiting_for)``, see the rules contract; ``min(to_act)`` for games without it) and
  the action is ``legal[int(rng.random() * len(legal))]``.
- ``api``: the same playouts through the public :class:`~afoot.engine.game.Game`
  (``legal_actions`` / ``apply``: legality check and events).
- ``clone``: ``rules.clone`` of mid-game states; ``determinize``: ``rules.determinize`` of the
  same states for the seat to act; ``record_roundtrip``: ``game.record()`` -> ``json.dumps`` ->
  ``json.loads`` -> ``afoot.replay`` of finished games.
- ``reference``: :func:`reference_loop`, a fixed pure-Python workload timed in the same run,
  so results from different machines (or a busy machine) compare as ratios: the
  ``*_in_reference_ops`` figures say how many reference iterations one action costs.

Workloads are seeded (run ``r`` uses ``Random(r)``), so only the timings vary between runs.
Everything runs in this process, on one core.
"""

from __future__ import annotations

import json
import platform
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec

from afoot.engine.core import GameSpec, OptionValue, check_players, validate_options
from afoot.engine.events import SILENT
from afoot.engine.game import Game
from afoot.engine.timing import REFERENCE, Rate, rate_of, reference_loop
from afoot.games import REGISTRY, spec_for
from afoot.sim.runner import check_setup

#: called with a short text before each measurement (for a progress display)
Progress = Callable[[str], None]


class PlayoutRates(msgspec.Struct):
    games_per_s: Rate
    actions_per_s: Rate
    actions_per_game: float


class GameBench(msgspec.Struct):
    options: dict[str, OptionValue]
    players: int
    raw: PlayoutRates
    api: PlayoutRates
    clone_per_s: Rate
    determinize_per_s: Rate
    record_roundtrip_per_s: Rate
    #: medians over the runs of per-run ratios
    raw_action_in_reference_ops: float
    api_action_in_reference_ops: float
    api_slowdown_vs_raw: float


class BenchReport(msgspec.Struct):
    python: str
    machine: str
    runs: int
    seconds: float
    reference: str
    reference_ops_per_s: Rate
    games: dict[str, GameBench]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = msgspec.to_builtins(self)
        return out


# -- workloads -----------------------------------------------------------------------------
def to_act_of(spec: GameSpec) -> Callable[[Any], frozenset[int]]:
    """The seats a playout lets act: ``waiting_for`` when the game has it, else ``to_act``."""
    fn: Callable[[Any], frozenset[int]] = spec.waiting_for or spec.rules.to_act
    return fn


def raw_playout(
    spec: GameSpec,
    players: int,
    options: Mapping[str, OptionValue],
    rng: random.Random,
    snapshots: list[Any] | None = None,
) -> int:
    """One random game on the raw rules path; returns its number of actions.

    With ``snapshots``, a clone of a random mid-game state is appended to it.
    """
    rules = spec.rules
    state = rules.setup(players, options, rng, None)
    to_act = to_act_of(spec)
    legal, apply, is_over = rules.legal, rules.apply, rules.is_over
    rnd = rng.random
    count = 0
    grab = int(rnd() * 80) + 5 if snapshots is not None else -1
    while not is_over(state):
        seat = min(to_act(state))
        acts = legal(state, seat)
        apply(state, seat, acts[int(rnd() * len(acts))], rng, SILENT)
        count += 1
        if count == grab and snapshots is not None and not is_over(state):
            snapshots.append(rules.clone(state))
    return count


def api_playout(
    spec: GameSpec, players: int, options: Mapping[str, OptionValue], rng: random.Random
) -> Game:
    """One random game through the public Game API."""
    game = Game(spec, players, rng.randrange(2**63), options)
    rnd = rng.random
    while not game.is_over:
        seat = min(game.waiting_for)
        acts = game.legal_actions(seat)
        game.apply(seat, acts[int(rnd() * len(acts))])
    return game


def _timed(unit: Callable[[], int], seconds: float) -> tuple[int, float]:
    """Run ``unit`` (which returns how many items it did) until ``seconds`` have passed."""
    clock = time.perf_counter
    done = 0
    start = clock()
    while True:
        done += unit()
        elapsed = clock() - start
        if elapsed >= seconds:
            return done, elapsed


def bench_game(
    game_id: str,
    runs: int,
    seconds: float,
    options: Mapping[str, object] | None = None,
    progress: Progress | None = None,
    reference: list[float] | None = None,
    players: int | None = None,
) -> GameBench:
    """Measure one game (see the module docstring) at ``players`` seats (default: the
    game's minimum); ``reference`` collects the reference rates."""
    from afoot import replay

    spec = spec_for(game_id)
    opts = validate_options(spec, options)
    if players is None:
        players = spec.min_players
    check_players(spec, players)

    # fixed inputs for the clone / determinize / record measurements
    prep = random.Random(12345)
    states: list[Any] = []
    for _ in range(24):
        raw_playout(spec, players, opts, prep, states)
    finished = [api_playout(spec, players, opts, prep) for _ in range(4)]
    det_seats = [min(to_act_of(spec)(st)) for st in states]

    ref: list[float] = []
    raw_g: list[float] = []
    raw_a: list[float] = []
    api_g: list[float] = []
    api_a: list[float] = []
    clones: list[float] = []
    dets: list[float] = []
    trips: list[float] = []
    raw_cost: list[float] = []
    api_cost: list[float] = []
    slow: list[float] = []
    raw_actions = raw_games = 0
    api_actions = api_games = 0

    for run in range(runs):

        def note(what: str, run: int = run) -> None:
            if progress is not None:
                progress(f"{game_id} ({players} players): run {run + 1}/{runs}: {what}")

        note("reference")
        n, t = reference_loop(seconds, run)
        ref_rate = n / t
        ref.append(ref_rate)

        note("raw playouts")
        rng = random.Random(run)
        games_box = [0]

        def raw_unit(rng: random.Random = rng, box: list[int] = games_box) -> int:
            box[0] += 1
            return raw_playout(spec, players, opts, rng)

        n, t = _timed(raw_unit, seconds)
        raw_g.append(games_box[0] / t)
        raw_a.append(n / t)
        raw_actions += n
        raw_games += games_box[0]

        note("API playouts")
        rng = random.Random(run)
        api_box = [0]

        def api_unit(rng: random.Random = rng, box: list[int] = api_box) -> int:
            box[0] += 1
            return len(api_playout(spec, players, opts, rng).actions)

        n, t = _timed(api_unit, seconds)
        api_g.append(api_box[0] / t)
        api_a.append(n / t)
        api_actions += n
        api_games += api_box[0]

        note("clone")

        def clone_unit() -> int:
            for st in states:
                spec.rules.clone(st)
            return len(states)

        n, t = _timed(clone_unit, seconds)
        clones.append(n / t)

        note("determinize")
        drng = random.Random(run)

        def det_unit(drng: random.Random = drng) -> int:
            for st, seat in zip(states, det_seats, strict=True):
                spec.rules.determinize(st, seat, drng)
            return len(states)

        n, t = _timed(det_unit, seconds)
        dets.append(n / t)

        note("record round trip")

        def trip_unit() -> int:
            for game in finished:
                replay(json.loads(json.dumps(game.record())))
            return len(finished)

        n, t = _timed(trip_unit, seconds)
        trips.append(n / t)

        raw_cost.append(ref_rate / raw_a[-1])
        api_cost.append(ref_rate / api_a[-1])
        slow.append(raw_a[-1] / api_a[-1])

    if reference is not None:
        reference.extend(ref)
    return GameBench(
        options=opts,
        players=players,
        raw=PlayoutRates(rate_of(raw_g), rate_of(raw_a), round(raw_actions / raw_games, 1)),
        api=PlayoutRates(rate_of(api_g), rate_of(api_a), round(api_actions / api_games, 1)),
        clone_per_s=rate_of(clones),
        determinize_per_s=rate_of(dets),
        record_roundtrip_per_s=rate_of(trips),
        raw_action_in_reference_ops=round(statistics.median(raw_cost), 2),
        api_action_in_reference_ops=round(statistics.median(api_cost), 2),
        api_slowdown_vs_raw=round(statistics.median(slow), 3),
    )


def bench(
    game_ids: Sequence[str] | None = None,
    runs: int = 5,
    seconds: float = 0.5,
    options: Mapping[str, object] | None = None,
    progress: Progress | None = None,
    players: Sequence[int] | None = None,
) -> BenchReport:
    """Benchmark ``game_ids`` (default: every registered game) at each of ``players`` seat
    counts (default: each game's minimum, reported under the game id; other counts under
    ``"<id>/<n>p"``); see the module docstring."""
    from afoot.engine.errors import InvalidOption

    if runs < 1:
        raise InvalidOption("runs must be 1 or more")
    if not seconds > 0:
        raise InvalidOption("seconds must be more than 0")
    ids = list(game_ids) if game_ids else sorted(REGISTRY)
    plan: list[tuple[str, str, int]] = []
    for game_id in ids:  # fail on a bad id, option or count before measuring anything
        spec = spec_for(game_id)
        opts = validate_options(spec, options)
        for count in players or [spec.min_players]:
            check_players(spec, count)
            check_setup(spec, count, opts)
            key = game_id if players is None else f"{game_id}/{count}p"
            plan.append((key, game_id, count))
    ref: list[float] = []
    results = {
        key: bench_game(game_id, runs, seconds, options, progress, ref, count)
        for key, game_id, count in plan
    }
    return BenchReport(
        python=f"{platform.python_implementation()} {platform.python_version()}",
        machine=platform.machine(),
        runs=runs,
        seconds=seconds,
        reference=REFERENCE,
        reference_ops_per_s=rate_of(ref) if ref else Rate(0.0, 0.0, 0.0),
        games=results,
    )
