"""Play many seeded games between agents and summarize them (``afoot simulate``).

Game ``i`` of a run seeded ``S`` uses the seed :func:`derive_seed` ``(S, i)``; the agent in seat
``s`` of that game is seeded ``derive_seed(seed_i, "agent", s)``. With ``swap`` (the default) the
agents rotate: in game ``i`` seat ``s`` is played by ``agents[(s + i) % len(agents)]``, so over
every ``len(agents)`` games each agent plays each seat once. A game that raises is counted in
``errors`` with its index and seed and the run goes on.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import msgspec

from afoot.ai import Agent
from afoot.engine.chance import derive_seed
from afoot.engine.core import GameSpec, OptionValue, Result, validate_options
from afoot.engine.errors import InvalidOption
from afoot.engine.game import Game
from afoot.games import spec_for
from afoot.sim.backends import interrupt_flag

#: builds an agent from its name and seed (``afoot.ai.make_agent`` by default)
AgentFactory = Callable[[str, int], Agent]
#: called after each game: (index, seed, the game, the error text or None)
GameHook = Callable[[int, int, Game | None, str | None], None]

SEED_FORMULA = 'seed_i = int.from_bytes(sha256(f"{S}:{i}".encode()).digest()[:8], "big") >> 1'


class GameError(msgspec.Struct):
    """A game that raised: replay it with ``afoot.new_game(game, seed=seed)`` and these agents."""

    index: int
    seed: int
    agents: list[str]
    actions: int
    error: str


class Timing(msgspec.Struct):
    """Wall-clock figures (the only part of a report that differs between identical runs)."""

    seconds: float
    games_per_second: float
    actions_per_second: float


class SimReport(msgspec.Struct):
    """The summary of a simulation run; ``msgspec.to_builtins(report)`` is JSON-able."""

    game: str
    options: dict[str, OptionValue]
    players: int
    agents: list[str]
    games: int
    seed: int
    swap: bool
    seed_formula: str
    #: games that finished (``games`` minus errors)
    completed: int
    draws: int
    wins_by_seat: list[int]
    #: agent name -> games won (an agent named twice is one entry)
    wins_by_agent: dict[str, int]
    #: agent name -> seats played in finished games
    games_by_agent: dict[str, int]
    mean_score_by_seat: list[float]
    mean_score_by_agent: dict[str, float]
    actions: int
    mean_actions: float
    errors: list[GameError]
    seeds: list[int]
    timing: Timing
    #: games played to their end or to an error: ``games`` unless the run was interrupted
    played: int = 0
    #: Ctrl-C stopped the run: the figures are those of the ``played`` games
    interrupted: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = msgspec.to_builtins(self)
        return out


def check_setup(spec: GameSpec, players: int, options: Mapping[str, OptionValue]) -> None:
    """Raise the game's own one-line AfootError when a game cannot start at ``players`` seats
    with these (already validated) options: an option valid alone may not fit the count (a
    list of characters shorter than the seats, a variant only for larger tables). One game is
    set up, with seed 0, and dropped; every command runs this before its first game, so that
    bad input is one error, not one per game."""
    Game(spec, players, 0, options)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C during a run (:func:`simulate`, :func:`afoot.sim.tournament.run_tournament`):
    ``report`` summarizes the games that finished (``interrupted`` is set in it). A
    KeyboardInterrupt still, for callers that only know that one."""

    def __init__(self, report: Any) -> None:
        super().__init__()
        self.report = report


@contextmanager
def hold_interrupt() -> Iterator[None]:
    """Hold a Ctrl-C (SIGINT) until the block ends, so that a finished game's figures and
    its hook (a record or an outcome line written) are kept together or not at all (see
    :func:`afoot.sim.backends.interrupt_flag` for where it holds nothing)."""
    with interrupt_flag() as caught:
        yield
    if caught:
        raise KeyboardInterrupt


def lineup(agents: Sequence[str], index: int, swap: bool) -> list[str]:
    """The agent name in each seat of game ``index``."""
    n = len(agents)
    if not swap:
        return list(agents)
    return [agents[(s + index) % n] for s in range(n)]


def next_move(game: Game, agents: Sequence[Agent]) -> tuple[int, Any]:
    """Who acts next and with what: first any seat that may interrupt and whose agent wants
    to (in seat order), else the lowest seat the game waits for."""
    waiting = game.waiting_for
    if not waiting:
        raise RuntimeError("the game is not over but no seat may act")
    for seat in sorted(game.to_act - waiting):
        interrupt = getattr(agents[seat], "interrupt", None)
        if interrupt is not None:
            action = interrupt(game, seat)
            if action is not None:
                return seat, action
    seat = min(waiting)
    return seat, agents[seat].act(game, seat)


def play_game(game: Game, agents: Sequence[Agent], max_actions: int) -> int:
    """Let the agents act (see :func:`next_move`) until the game ends, each told the lineup
    first; return the number of actions."""
    from afoot.ai import tell_lineup

    tell_lineup(agents)
    count = 0
    while not game.is_over:
        game.apply(*next_move(game, agents))
        count += 1
        if count > max_actions:
            raise RuntimeError(f"the game exceeded its declared maximum of {max_actions} actions")
    return count


def _prepare(
    game_id: str,
    agents: Sequence[str],
    games: int,
    options: Mapping[str, object] | None,
    make: AgentFactory | None,
) -> tuple[GameSpec, dict[str, OptionValue], list[str], AgentFactory]:
    """Check a simulation request (see :func:`check_simulation`): the game, the options with
    defaults, one agent name per seat and the agent factory."""
    spec = spec_for(game_id)
    opts = validate_options(spec, options)
    names = list(agents)
    if not names or any(not n for n in names):
        raise InvalidOption("agents must be a comma-separated list of names, one per seat")
    if len(names) == 1:
        names = names * spec.min_players
    players = len(names)
    if not spec.min_players <= players <= spec.max_players:
        span = (
            str(spec.min_players)
            if spec.min_players == spec.max_players
            else f"{spec.min_players}-{spec.max_players}"
        )
        raise InvalidOption(f"{spec.id} needs {span} agents (one per seat), not {players}")
    if games < 0:
        raise InvalidOption("games must be 0 or more")
    if make is None:
        from afoot.ai import make_agent

        def make(name: str, seed: int) -> Agent:
            return make_agent(name, seed, spec)

    check_setup(spec, players, opts)
    for name in dict.fromkeys(names):  # unknown names fail now, not once per game
        try:
            make(name, 0)
        except ImportError as exc:
            raise InvalidOption(
                f"agent {name!r} is not available in this installation ({exc})"
            ) from None
    return spec, opts, names, make


def check_simulation(
    game_id: str,
    agents: Sequence[str],
    games: int,
    options: Mapping[str, object] | None = None,
) -> None:
    """Raise an AfootError with one line for anything :func:`simulate` would refuse (the game,
    its options, the agents, their count, the options at that count, the number of games), and
    nothing else: for callers that check before they create files."""
    _prepare(game_id, agents, games, options, None)


def simulate(
    game_id: str,
    agents: Sequence[str],
    games: int,
    seed: int = 0,
    options: Mapping[str, object] | None = None,
    swap: bool = True,
    *,
    make: AgentFactory | None = None,
    on_game: GameHook | None = None,
) -> SimReport:
    """Play ``games`` seeded games of ``game_id`` between ``agents`` (one name per seat).

    A single agent name plays every seat of the game's minimum player count. Bad game ids,
    options, agent names or counts raise an AfootError before any game is played. Ctrl-C
    raises :class:`Interrupted` with the report of the games that finished (``on_game`` has
    seen exactly those).
    """
    spec, opts, names, make = _prepare(game_id, agents, games, options, make)
    players = len(names)
    seeds = [derive_seed(seed, i) for i in range(games)]
    wins_seat = [0] * players
    wins_agent = dict.fromkeys(names, 0)
    played_agent = dict.fromkeys(names, 0)
    score_seat = [0.0] * players
    score_agent = dict.fromkeys(names, 0.0)
    draws = completed = total_actions = 0
    errors: list[GameError] = []
    played = 0
    interrupted = False
    start = time.perf_counter()
    try:
        for index, game_seed in enumerate(seeds):
            seated = lineup(names, index, swap)
            game: Game | None = None
            count = 0
            error: str | None = None
            result: Result | None = None
            try:
                game = Game(spec, players, game_seed, opts)
                bots = [
                    make(name, derive_seed(game_seed, "agent", s)) for s, name in enumerate(seated)
                ]
                count = play_game(game, bots, spec.max_actions)
                result = game.result()
                if result is None:
                    raise RuntimeError("the game ended without a result")
            except Exception as exc:  # counted and reported, never fatal to the run
                if game is not None:
                    count = len(game.actions)
                error = (
                    f"{type(exc).__name__}: {exc}".splitlines()[0]
                    if str(exc)
                    else type(exc).__name__
                )
            with hold_interrupt():  # the game's figures and its hook, or neither
                if on_game is not None:
                    on_game(index, game_seed, game, error)
                played += 1
                total_actions += count
                if error is not None or result is None:
                    errors.append(GameError(index, game_seed, seated, count, error or ""))
                    continue
                completed += 1
                if result.draw:
                    draws += 1
                for s, name in enumerate(seated):
                    played_agent[name] += 1
                    score_seat[s] += result.scores[s]
                    score_agent[name] += result.scores[s]
                for s in result.winners:
                    wins_seat[s] += 1
                    wins_agent[seated[s]] += 1
    except KeyboardInterrupt:
        interrupted = True
    seconds = time.perf_counter() - start
    report = SimReport(
        game=spec.id,
        options=opts,
        players=players,
        agents=names,
        games=games,
        seed=seed,
        swap=swap,
        seed_formula=SEED_FORMULA,
        completed=completed,
        draws=draws,
        wins_by_seat=wins_seat,
        wins_by_agent=wins_agent,
        games_by_agent=played_agent,
        mean_score_by_seat=[round(x / completed, 4) if completed else 0.0 for x in score_seat],
        mean_score_by_agent={
            n: round(score_agent[n] / played_agent[n], 4) if played_agent[n] else 0.0
            for n in score_agent
        },
        actions=total_actions,
        mean_actions=round(total_actions / played, 2) if played else 0.0,
        errors=errors,
        seeds=seeds,
        timing=Timing(
            seconds=round(seconds, 4),
            games_per_second=round(played / seconds, 2) if seconds > 0 else 0.0,
            actions_per_second=round(total_actions / seconds, 1) if seconds > 0 else 0.0,
        ),
        played=played,
        interrupted=interrupted,
    )
    if interrupted:
        raise Interrupted(report)
    return report
