"""Tournaments: seat-swapped, seeded games between agents on any backend, with ratings.

A tournament plays ``games`` games per *matchup*. With as many agents as seats there is one
matchup (the agents as listed); with more agents, every combination of ``players`` of them
(round robin). Game ``i`` of a matchup plays deal ``d = i // P`` in rotation ``r = i % P``
(``P`` players): seat ``s`` is played by ``matchup[(s + r) % P]``, and the deal's seed is
``derive_seed(S, "deal", d)`` for the run seed ``S`` in every matchup, so each deal is played
from the same shuffle with every agent in every seat. The agent in seat ``s`` is seeded
``derive_seed(deal_seed, "agent", s, name, rotation)``: one outcome line is enough to replay its game.
A game with a ``case`` option (its case files) cycles deal ``d`` through the cases,
``choices[d % len(choices)]``, unless the caller fixes the case.

Tasks are plain data and :func:`play_task` is a module-level function, so any backend
(:mod:`afoot.sim.backends`) can run them; outcomes are summarized in task order, so the report
is the same on every backend except for its ``timing``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

import msgspec

from afoot.ai import make_agent
from afoot.engine.analysis import wilson
from afoot.engine.core import GameSpec, OptionValue, check_players, validate_options
from afoot.engine.errors import InvalidOption
from afoot.engine.game import Game, plain
from afoot.games import spec_for
from afoot.sim.runner import Interrupted, check_setup, derive_seed, hold_interrupt, play_game

if TYPE_CHECKING:
    from afoot.sim.backends import Backend

#: the option a tournament cycles through deal by deal when the caller does not fix it
CYCLED_OPTION = "case"


class GameTask(msgspec.Struct, frozen=True):
    """One game to play: everything a worker needs, as plain data."""

    index: int
    game: str
    players: int
    #: the game's seed (the deal), shared by every rotation and matchup of deal ``deal``
    seed: int
    options: dict[str, OptionValue]
    #: one agent name per seat
    agents: tuple[str, ...]
    agent_seeds: tuple[int, ...]
    deal: int
    rotation: int
    keep_record: bool = False


class GameOutcome(msgspec.Struct):
    """How one task ended. ``error`` is ``"Type: first line"`` for a game that raised (its
    scores and winners are then empty); ``record`` is the game record when the task kept it."""

    index: int
    game: str
    players: int
    seed: int
    options: dict[str, OptionValue]
    agents: tuple[str, ...]
    agent_seeds: tuple[int, ...]
    deal: int
    rotation: int
    scores: list[float]
    winners: list[int]
    draw: bool
    reason: str
    details: dict[str, Any]
    actions: int
    seconds: float
    error: str | None
    record: dict[str, Any] | None


class Rate(msgspec.Struct):
    """A proportion of ``n`` games with its 95% Wilson interval."""

    n: int
    rate: float
    lo: float
    hi: float


class AgentStats(msgspec.Struct):
    """An agent's finished games (a seat it played; seated twice in a game counts twice)."""

    games: int
    wins: int
    draws: int
    win_rate: Rate
    mean_score: float


class HeadToHead(msgspec.Struct):
    """Two agents' games against each other (two-player games); ``share`` is ``first``'s
    score share, a draw (or a game both or neither won) counting half."""

    first: str
    second: str
    games: int
    wins: int
    draws: int
    losses: int
    share: Rate


class SeatStats(msgspec.Struct):
    """How a seat did over finished games."""

    seat: int
    games: int
    wins: int
    win_rate: Rate
    mean_score: float


class Rating(msgspec.Struct):
    """An openskill Plackett-Luce rating; ``ordinal = mu - 3 sigma`` ranks agents."""

    mu: float
    sigma: float
    ordinal: float


class Success(msgspec.Struct):
    """A cooperative game's wins (the team's) over finished games, for one case or all."""

    case: OptionValue | None
    games: int
    successes: int
    rate: Rate


class TournamentError(msgspec.Struct):
    """A game that raised; ``afoot.new_game(game, seed=seed)`` with these agents replays it."""

    index: int
    seed: int
    agents: list[str]
    error: str


class Timing(msgspec.Struct):
    """How the run went: the only part of a report that differs between identical runs."""

    backend: str
    workers: int
    seconds: float
    games_per_second: float
    actions_per_second: float


class TournamentReport(msgspec.Struct):
    """The summary of a tournament; ``to_dict()`` is JSON-able."""

    game: str
    players: int
    #: the options of every game (without the cycled option, which varies by deal)
    options: dict[str, OptionValue]
    #: the option cycled deal by deal (``"case"``), or None
    cycled_option: str | None
    agents: list[str]
    seed: int
    games_per_matchup: int
    matchups: list[list[str]]
    planned: int
    completed: int
    draws: int
    actions: int
    mean_actions: float
    errors: list[TournamentError]
    by_agent: dict[str, AgentStats]
    #: two-player games only: one entry per pair of distinct agents that met
    head_to_head: list[HeadToHead]
    by_seat: list[SeatStats]
    #: seats over the games in which every seat was the same agent (the seat advantage)
    mirror_by_seat: list[SeatStats]
    #: competitive games only, agents in the order given
    ratings: dict[str, Rating]
    #: cooperative games only: the overall success, then one entry per case played
    success: Success | None
    success_by_case: list[Success]
    timing: Timing
    #: Ctrl-C stopped the run: the figures are those of the games that finished
    interrupted: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = msgspec.to_builtins(self)
        return out


def check_agents(names: Sequence[str], spec: GameSpec) -> None:
    """Build each agent once, so that an unknown name fails now (one line), not once per game."""
    for name in dict.fromkeys(names):
        try:
            make_agent(name, 0, spec)
        except ImportError as exc:
            raise InvalidOption(
                f"agent {name!r} is not available in this installation ({exc})"
            ) from None


def rate(k: float, n: int) -> Rate:
    """``k`` of ``n`` as a :class:`Rate` (rounded to 4 places)."""
    lo, hi = wilson(k, n)
    return Rate(n, round(k / n, 4) if n else 0.0, round(lo, 4), round(hi, 4))


# -- planning ------------------------------------------------------------------------------
class _Setup(msgspec.Struct, frozen=True):
    """A checked tournament request: what :func:`plan` expands and the report repeats."""

    game: str
    players: int
    options: dict[str, OptionValue]
    cycle: tuple[OptionValue, ...]
    agents: tuple[str, ...]
    matchups: tuple[tuple[str, ...], ...]
    games: int
    seed: int


def _setup(
    game_id: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    players: int | None,
    options: Mapping[str, object] | None,
) -> _Setup:
    """Check every input (raising AfootError with one line) and fix the matchups."""
    spec = spec_for(game_id)
    opts = validate_options(spec, options)
    if not agents or any(not isinstance(n, str) or not n.strip() for n in agents):
        raise InvalidOption("agents must be a comma-separated list of agent names")
    names = tuple(n.strip() for n in agents)
    if isinstance(games, bool) or not isinstance(games, int) or games <= 0:
        raise InvalidOption(
            f"games must be a whole number of games per matchup, 1 or more, not {games!r}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidOption(f"seed must be a whole number, not {seed!r}")
    if players is None:
        players = (
            len(names) if spec.min_players <= len(names) <= spec.max_players else spec.min_players
        )
    check_players(spec, players)
    if len(names) < players:
        raise InvalidOption(
            f"{spec.id} with {players} players needs {players} agents, not {len(names)}; "
            f"repeat a name to seat it twice (e.g. {','.join([names[0]] * players)})"
        )
    check_agents(names, spec)
    matchups = (names,) if len(names) == players else tuple(combinations(names, players))
    case = spec.option(CYCLED_OPTION)
    given = options or {}
    cycle = case.choices if case is not None and CYCLED_OPTION not in given else ()
    for value in cycle or (None,):  # every deal's options can start a game
        check_setup(spec, players, opts if value is None else {**opts, CYCLED_OPTION: value})
    return _Setup(spec.id, players, opts, cycle, names, matchups, games, seed)


def _tasks(setup: _Setup, keep_records: bool) -> list[GameTask]:
    """Game-major order (game 0 of every matchup, then game 1, ...), so the ratings, applied in
    index order, see the matchups interleaved and a partial run covers them evenly."""
    p = setup.players
    out: list[GameTask] = []
    for i in range(setup.games):
        deal, rotation = divmod(i, p)
        deal_seed = derive_seed(setup.seed, "deal", deal)
        opts = setup.options
        if setup.cycle:
            opts = {**opts, CYCLED_OPTION: setup.cycle[deal % len(setup.cycle)]}
        for matchup in setup.matchups:
            seated = tuple(matchup[(s + rotation) % p] for s in range(p))
            out.append(
                GameTask(
                    index=len(out),
                    game=setup.game,
                    players=p,
                    seed=deal_seed,
                    options=opts,
                    agents=seated,
                    # the rotation is part of the seed: in a mirror (every seat the same
                    # agent) the rotations of a deal would otherwise be one game P times
                    agent_seeds=tuple(
                        derive_seed(deal_seed, "agent", s, name, rotation)
                        for s, name in enumerate(seated)
                    ),
                    deal=deal,
                    rotation=rotation,
                    keep_record=keep_records,
                )
            )
    return out


def plan(
    game_id: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
    keep_records: bool = False,
) -> list[GameTask]:
    """Every game of a tournament, in index order (see the module docstring).

    ``players`` defaults to the number of agents when the game allows it, else the game's
    minimum. Bad input raises an AfootError with one line saying what is allowed.
    """
    return _tasks(_setup(game_id, agents, games, seed, players, options), keep_records)


# -- playing -------------------------------------------------------------------------------
def _error_text(exc: BaseException) -> str:
    text = str(exc)
    return f"{type(exc).__name__}: {text}".splitlines()[0] if text else type(exc).__name__


def play_task(task: GameTask) -> GameOutcome:
    """Play one task's game; a game that raises becomes an outcome with ``error`` set."""
    start = time.perf_counter()
    game: Game | None = None
    error: str | None = None
    try:
        spec = spec_for(task.game)
        game = Game(spec, task.players, task.seed, task.options)
        bots = [make_agent(n, s, spec) for n, s in zip(task.agents, task.agent_seeds, strict=True)]
        play_game(game, bots, spec.max_actions)
        result = game.result()
        if result is None:
            raise RuntimeError("the game ended without a result")
    except Exception as exc:  # reported in the outcome, never fatal to the tournament
        error = _error_text(exc)
        result = None
    record: dict[str, Any] | None = None
    if task.keep_record and game is not None:
        try:
            record = game.record()
        except Exception:  # a game broken mid-action may not fingerprint; its error says why
            record = None
    return GameOutcome(
        index=task.index,
        game=task.game,
        players=task.players,
        seed=task.seed,
        options=task.options,
        agents=task.agents,
        agent_seeds=task.agent_seeds,
        deal=task.deal,
        rotation=task.rotation,
        scores=[float(x) for x in result.scores] if result is not None else [],
        winners=list(result.winners) if result is not None else [],
        draw=result.draw if result is not None else False,
        reason=result.reason if result is not None else "",
        details=plain(result.details) if result is not None else {},
        actions=len(game.actions) if game is not None else 0,
        seconds=round(time.perf_counter() - start, 6),
        error=error,
        record=record,
    )


def run_tournament(
    game_id: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    *,
    players: int | None = None,
    options: Mapping[str, object] | None = None,
    backend: str | Backend = "process",
    workers: int | None = None,
    ray_address: str | None = None,
    keep_records: bool = False,
    on_result: Callable[[GameOutcome], None] | None = None,
) -> TournamentReport:
    """Plan and play a tournament on ``backend`` (serial, process, ray, or a backend made by
    :func:`afoot.sim.backends.make_backend`) and summarize it.

    Every input (the backend and a Ray address too) is checked before a game is played.
    ``on_result`` sees each outcome as it finishes (in any order; for progress and output).
    Ctrl-C raises :class:`afoot.sim.runner.Interrupted` with the report of the games that
    finished (``on_result`` has seen exactly those); the backend's workers are stopped.
    """
    from afoot.sim.backends import make_backend

    setup = _setup(game_id, agents, games, seed, players, options)
    tasks = _tasks(setup, keep_records)
    runner = make_backend(backend, workers, ray_address) if isinstance(backend, str) else backend
    finished: list[GameOutcome] = []

    def arrived(outcome: GameOutcome) -> None:
        with hold_interrupt():  # kept here and seen by on_result, or neither
            finished.append(outcome)
            if on_result is not None:
                on_result(outcome)

    start = time.perf_counter()
    try:
        runner.map(play_task, tasks, arrived)
    except KeyboardInterrupt:
        seconds = time.perf_counter() - start
        report = _summarize(setup, finished, runner.name, runner.workers, seconds)
        report.interrupted = True
        raise Interrupted(report) from None
    seconds = time.perf_counter() - start
    return _summarize(setup, finished, runner.name, runner.workers, seconds)


# -- the report ----------------------------------------------------------------------------
def _seat_stats(done: Sequence[GameOutcome], players: int) -> list[SeatStats]:
    out = []
    for s in range(players):
        wins = sum(1 for o in done if s in o.winners)
        mean = sum(o.scores[s] for o in done) / len(done) if done else 0.0
        out.append(SeatStats(s, len(done), wins, rate(wins, len(done)), round(mean, 4)))
    return out


def _rank_keys(outcome: GameOutcome) -> list[float]:
    """Plackett-Luce ranks (0 best, ties equal): winners first, then by score."""
    keys = [(0 if s in outcome.winners else 1, -outcome.scores[s]) for s in range(outcome.players)]
    order = sorted(set(keys))
    return [float(order.index(k)) for k in keys]


def _ratings(done: Sequence[GameOutcome], names: Sequence[str]) -> dict[str, Rating]:
    """Each seat is a team of one; games are applied in index order, so the ratings are the
    same on every backend. An agent seated twice in a game gets the mean of its seats'
    updates (openskill rates a player once per team)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = {name: model.rating() for name in names}
    for outcome in done:
        before = [current[name] for name in outcome.agents]
        after = model.rate([[r] for r in before], ranks=_rank_keys(outcome))
        moves: dict[str, list[tuple[float, float]]] = {}
        for name, old, (new,) in zip(outcome.agents, before, after, strict=True):
            moves.setdefault(name, []).append((new.mu - old.mu, new.sigma - old.sigma))
        for name, deltas in moves.items():
            old = current[name]
            current[name] = model.rating(
                mu=old.mu + sum(d[0] for d in deltas) / len(deltas),
                sigma=old.sigma + sum(d[1] for d in deltas) / len(deltas),
            )
    return {
        name: Rating(round(r.mu, 4), round(r.sigma, 4), round(r.ordinal(), 4))
        for name, r in current.items()
    }


def _head_to_head(done: Sequence[GameOutcome], names: Sequence[str]) -> list[HeadToHead]:
    out = []
    for first, second in combinations(names, 2):
        wins = draws = losses = 0
        for o in done:
            if set(o.agents) != {first, second}:
                continue
            a = o.agents.index(first) in o.winners
            b = o.agents.index(second) in o.winners
            if o.draw or a == b:
                draws += 1
            elif a:
                wins += 1
            else:
                losses += 1
        games = wins + draws + losses
        if games:
            out.append(
                HeadToHead(first, second, games, wins, draws, losses, rate(wins + draws / 2, games))
            )
    return out


def _choice_order(choices: Sequence[OptionValue], value: OptionValue) -> int:
    return choices.index(value) if value in choices else len(choices)


def _success(done: Sequence[GameOutcome], case: OptionValue | None) -> Success:
    won = sum(1 for o in done if o.winners)
    return Success(case, len(done), won, rate(won, len(done)))


def _summarize(
    setup: _Setup, outcomes: Sequence[GameOutcome], backend: str, workers: int, seconds: float
) -> TournamentReport:
    """The report of ``outcomes`` (taken in index order, whatever order they came in)."""
    ordered = sorted(outcomes, key=lambda o: o.index)
    done = [o for o in ordered if o.error is None]
    names = list(dict.fromkeys(setup.agents))
    spec = spec_for(setup.game)
    cooperative = spec.cooperative
    by_agent = {}
    for name in names:
        seats = [(o, s) for o in done for s, n in enumerate(o.agents) if n == name]
        wins = sum(1 for o, s in seats if s in o.winners)
        draws = sum(1 for o, _ in seats if o.draw)
        mean = sum(o.scores[s] for o, s in seats) / len(seats) if seats else 0.0
        by_agent[name] = AgentStats(len(seats), wins, draws, rate(wins, len(seats)), round(mean, 4))
    mirror = [o for o in done if len(set(o.agents)) == 1]
    cases: dict[OptionValue, list[GameOutcome]] = {}
    case = spec.option(CYCLED_OPTION)
    if case is not None:
        for o in sorted(done, key=lambda o: _choice_order(case.choices, o.options[CYCLED_OPTION])):
            cases.setdefault(o.options[CYCLED_OPTION], []).append(o)
    actions = sum(o.actions for o in ordered)
    options = dict(setup.options)
    if setup.cycle:
        options.pop(CYCLED_OPTION)
    return TournamentReport(
        game=setup.game,
        players=setup.players,
        options=options,
        cycled_option=CYCLED_OPTION if setup.cycle else None,
        agents=list(setup.agents),
        seed=setup.seed,
        games_per_matchup=setup.games,
        matchups=[list(m) for m in setup.matchups],
        planned=len(setup.matchups) * setup.games,
        completed=len(done),
        draws=sum(1 for o in done if o.draw),
        actions=actions,
        mean_actions=round(actions / len(ordered), 2) if ordered else 0.0,
        errors=[
            TournamentError(o.index, o.seed, list(o.agents), o.error)
            for o in ordered
            if o.error is not None
        ],
        by_agent=by_agent,
        head_to_head=_head_to_head(done, names) if setup.players == 2 else [],
        by_seat=_seat_stats(done, setup.players),
        mirror_by_seat=_seat_stats(mirror, setup.players) if mirror else [],
        ratings={} if cooperative else _ratings(done, names),
        success=_success(done, None) if cooperative else None,
        success_by_case=[_success(group, case) for case, group in cases.items()]
        if cooperative
        else [],
        timing=Timing(
            backend=backend,
            workers=workers,
            seconds=round(seconds, 4),
            games_per_second=round(len(ordered) / seconds, 2) if seconds > 0 else 0.0,
            actions_per_second=round(actions / seconds, 1) if seconds > 0 else 0.0,
        ),
    )


__all__ = [
    "AgentStats",
    "GameOutcome",
    "GameTask",
    "HeadToHead",
    "Rate",
    "Rating",
    "SeatStats",
    "Success",
    "Timing",
    "TournamentError",
    "TournamentReport",
    "plan",
    "play_task",
    "rate",
    "run_tournament",
    "wilson",
]
