"""Games for the simulation tests, chosen by what a test needs of a game (a competitive game
for two, a heuristic for greedy, out-of-turn calls, an option that cycles), never by id: the
machinery under test knows a game only through its spec, and so do its tests. Each pick is the
first registered game (in id order) that has the capability; none at all fails the test that
asked, saying what was missing."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from afoot.engine.core import GameSpec, OptionSpec, OptionValue, validate_options
from afoot.engine.errors import AfootError
from afoot.engine.game import Game
from afoot.games import specs
from afoot.sim.tournament import CYCLED_OPTION


def pick(what: str, test: Callable[[GameSpec], bool]) -> GameSpec:
    """The first registered game that passes ``test``; ``what`` says what it must be."""
    for spec in specs():
        if test(spec):
            return spec
    raise AssertionError(f"no registered game is {what}")


def seats(spec: GameSpec, players: int) -> bool:
    return spec.min_players <= players <= spec.max_players


def competitive_pair() -> GameSpec:
    """A competitive game two players can play (seats have their own wins and scores)."""
    return pick("competitive for two", lambda s: not s.cooperative and seats(s, 2))


def greedy_pair() -> GameSpec:
    """A competitive game for two with a heuristic, so that ``greedy`` can play it."""
    return pick(
        "competitive for two with a heuristic",
        lambda s: not s.cooperative and seats(s, 2) and s.search.heuristic is not None,
    )


def at_most_two() -> GameSpec:
    """A game no more than two players can play."""
    return pick("for two players at most", lambda s: s.max_players <= 2)


def seating(players: int) -> GameSpec:
    """A game ``players`` can play."""
    return pick(f"for {players} players", lambda s: seats(s, players))


def several_counts() -> GameSpec:
    """A game for more than one player count."""
    return pick("for several player counts", lambda s: s.max_players > s.min_players)


def without_heuristic() -> GameSpec:
    """A game ``greedy`` cannot play (no heuristic, and no own bot of that name)."""
    return pick(
        "without a heuristic",
        lambda s: s.search.heuristic is None and "greedy" not in s.bots,
    )


def cooperative_cycling() -> GameSpec:
    """A cooperative game with the option a tournament cycles deal by deal (its cases)."""
    return pick(
        f"cooperative with a {CYCLED_OPTION} option",
        lambda s: s.cooperative and s.option(CYCLED_OPTION) is not None,
    )


def cycling() -> GameSpec:
    """A game two can play with the option a tournament cycles deal by deal (its cases)."""
    return pick(
        f"for two with a {CYCLED_OPTION} option",
        lambda s: seats(s, 2) and s.option(CYCLED_OPTION) is not None,
    )


def without_cycle() -> GameSpec:
    """A game without the option a tournament cycles."""
    return pick(f"without a {CYCLED_OPTION} option", lambda s: s.option(CYCLED_OPTION) is None)


def out_of_turn() -> GameSpec:
    """A game with out-of-turn calls (``waiting_for``: seats that may act, not waited for)."""
    return pick("with out-of-turn calls", lambda s: s.waiting_for is not None)


def choice_option(spec: GameSpec) -> OptionSpec:
    """An option of ``spec`` with a fixed list of choices that applies on its own."""
    for option in spec.options:
        if option.parse is None and option.requires is None and len(option.choices) > 1:
            return option
    raise AssertionError(f"{spec.id} has no option with choices")


def with_choice_option() -> GameSpec:
    """A competitive game for two with an option of fixed choices."""

    def fits(spec: GameSpec) -> bool:
        try:
            choice_option(spec)
        except AssertionError:
            return False
        return not spec.cooperative and seats(spec, 2)

    return pick("competitive for two with an option of choices", fits)


def count_needle(spec: GameSpec) -> str:
    """What the game's error for a wrong player count says of the counts it allows."""
    if spec.min_players == spec.max_players:
        return f"exactly {spec.min_players} players"
    return f"{spec.min_players}-{spec.max_players} players"


def agents_needle(spec: GameSpec) -> str:
    """What ``simulate``'s error for a wrong number of agents says it needs."""
    if spec.min_players == spec.max_players:
        return f"needs {spec.min_players} agents"
    return f"needs {spec.min_players}-{spec.max_players} agents"


def _starts(spec: GameSpec, players: int, options: dict[str, OptionValue]) -> str | None:
    """None when a game starts with these options at ``players``, else the game's error."""
    try:
        Game(spec, players, 0, options)
    except AfootError as exc:
        return str(exc)
    return None


class Misfit(msgspec.Struct, frozen=True):
    """An option value that is valid alone but cannot start a game at one player count
    (``misfit``; the game's one-line error is ``error``) though it can at another (``fits``)."""

    game: str
    option: str
    value: OptionValue
    fits: int
    misfit: int
    error: str


def misfits() -> list[Misfit]:
    """The first :class:`Misfit` of each registered game that has one."""
    out: list[Misfit] = []
    for spec in specs():
        found = None
        for option in spec.options:
            for value in option.choices:
                if found is not None or value == option.default:
                    continue
                try:
                    options = validate_options(spec, {option.name: value})
                except AfootError:
                    continue
                counts = range(spec.min_players, spec.max_players + 1)
                errors = {n: _starts(spec, n, options) for n in counts}
                bad = [n for n in counts if errors[n] is not None]
                good = [n for n in counts if errors[n] is None]
                if bad and good:
                    found = Misfit(
                        spec.id, option.name, value, good[0], bad[0], str(errors[bad[0]])
                    )
        if found is not None:
            out.append(found)
    if not out:
        raise AssertionError("no registered game has an option value that misfits a count")
    return out


def changed_options(spec: GameSpec, players: int) -> dict[str, OptionValue]:
    """Options changed from their defaults, one value each (the first other choice), as many
    as still start a game at ``players``: a game played off its default path."""
    out: dict[str, OptionValue] = {}
    for option in spec.options:
        for value in option.choices:
            if value == option.default:
                continue
            trial = {**out, option.name: value}
            try:
                validate_options(spec, trial)
            except AfootError:
                continue
            if _starts(spec, players, validate_options(spec, trial)) is None:
                out = trial
                break
    return out
