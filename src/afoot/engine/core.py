"""The rules contract every game implements, and the static facts that describe a game.

A game is a module-level object satisfying :class:`Rules`: pure rules functions over a mutable
state with a cheap ``clone``. The state never holds a random generator; the caller passes one
to ``setup`` and ``apply`` (chance is seeded by whoever drives the game) and ``determinize``
resamples every card the seat has not seen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import Any, Protocol, runtime_checkable

import msgspec

from afoot.engine.errors import InvalidOption
from afoot.engine.events import Event

OptionValue = str | bool | int


class ActionStruct(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The base of every game's action structs, each declared
    ``class Take(ActionStruct, frozen=True, tag="take")``: decoded strictly, so that a field
    the struct does not have (a misspelled or an invented one) is refused by
    ``Game.parse_action``, never silently dropped."""


class OptionSpec(msgspec.Struct, frozen=True):
    """One game option: its allowed values, default, and when it applies."""

    name: str
    choices: tuple[OptionValue, ...]
    default: OptionValue
    doc: str
    #: the option only applies when another option has this value, e.g. ("edition", "devir")
    requires: tuple[str, OptionValue] | None = None
    #: a free-form option (e.g. a multiset of token values): turns a given value into its
    #: canonical value or raises InvalidOption saying what is allowed; ``choices`` are then
    #: examples (presets), the default among them
    parse: Callable[[object], OptionValue] | None = None

    def describe_choices(self) -> str:
        shown = " | ".join(_show(c) for c in self.choices)
        return f"{shown} or {self.doc}" if self.parse is not None else shown


class GameSpec(msgspec.Struct, frozen=True):
    """Static facts about a game (what OpenSpiel calls GameType + GameInfo)."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    cooperative: bool = False
    #: an upper bound on the number of actions of any game (checked by the conformance suite)
    max_actions: int = 10_000
    summary: str = ""

    def option(self, name: str) -> OptionSpec | None:
        for spec in self.options:
            if spec.name == name:
                return spec
        return None


class Result(msgspec.Struct, frozen=True):
    """How a finished game ended."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    draw: bool
    reason: str
    details: dict[str, Any] = {}


@runtime_checkable
class Rules(Protocol):
    """What a game provides. ``state`` is the game's own mutable state type.

    Optional methods, looked up with ``getattr`` by the clients that use them:
    ``waiting_for(state) -> frozenset[int]`` (the seats in ``to_act`` whose decision the game
    waits for; the others in ``to_act`` *may* act now, an interruption such as Purrrlock's
    "Paws!", but play goes on without them; default: every seat in ``to_act``),
    ``bots`` (a mapping of bot names to ``factory(seed) -> agent`` for the game's own bots),
    ``check_invariants(state)`` (raises AssertionError; run by the conformance suite after
    every action), ``heuristic(state, seat) -> float`` (a score estimate from what ``seat``
    may know; the greedy agent needs it) and ``canonical(state, seat)`` (one standard state
    for every state ``seat`` cannot tell apart; bots determinize it so that their choices are
    a function of the seat's information and their seed), ``levels`` (difficulty level ->
    agent name), and for tree search (``afoot.ai.mcts``): ``evaluate(state, seat)`` (each
    seat's chance to win, in [0, 1], read from a world ``seat`` determinized),
    ``rollout(state, seat, rng) -> action`` (a playout policy) and ``determinizer(state,
    seat) -> sample(rng)`` (``determinize`` with the per-state work done once).
    """

    spec: GameSpec
    #: the type an action decodes to: a union of tagged :class:`ActionStruct` subclasses
    action_type: Any

    def setup(
        self,
        players: int,
        options: Mapping[str, OptionValue],
        rng: Random,
        scenario: Mapping[str, Any] | None,
    ) -> Any: ...

    def to_act(self, state: Any) -> frozenset[int]: ...

    def legal(self, state: Any, seat: int) -> Sequence[Any]:
        """The actions ``seat`` may take, in a fixed order; read-only (rules may hand out an
        interned tuple, the same object whenever the choice is the same, so that a caller can
        memoise on it)."""

    def apply(
        self, state: Any, seat: int, action: Any, rng: Random, log: list[Event] | None
    ) -> None:
        """Apply a *legal* action in place; append events to ``log`` when it is not None."""

    def why_illegal(self, state: Any, seat: int, action: Any) -> str: ...

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may know, as plain JSON data; read-only (a view may share the
        records of a history that has not changed with earlier views: copy to edit)."""

    def determinize(self, state: Any, seat: int, rng: Random) -> Any: ...

    def clone(self, state: Any) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def result(self, state: Any) -> Result | None: ...

    def fingerprint(self, state: Any) -> bytes: ...

    def describe(self, state: Any, action: Any) -> str: ...


_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def _show(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _coerce(spec: OptionSpec, value: object) -> OptionValue:
    if spec.parse is not None:
        return spec.parse(value)
    allowed = f"allowed: {spec.describe_choices()}"
    if isinstance(value, str):
        text = value.strip().lower()
        for choice in spec.choices:
            if isinstance(choice, bool):
                if (text in _TRUE and choice) or (text in _FALSE and not choice):
                    return choice
            elif _show(choice).lower() == text:
                return choice
        raise InvalidOption(f"option {spec.name}={value!r} is not allowed; {allowed}")
    for choice in spec.choices:
        if type(choice) is type(value) and choice == value:
            return choice
    raise InvalidOption(f"option {spec.name}={value!r} is not allowed; {allowed}")


def validate_options(spec: GameSpec, given: Mapping[str, object] | None) -> dict[str, OptionValue]:
    """Check options against the spec; return every option with defaults filled in.

    Raises InvalidOption with one line naming what is allowed.
    """
    if given is None:
        given = {}
    if not isinstance(given, Mapping):
        raise InvalidOption(
            f"options must be a mapping of option names to values, not {type(given).__name__}"
        )
    given = dict(given)
    names = [o.name for o in spec.options]
    for key in given:
        if key not in names:
            known = ", ".join(names) if names else "none"
            raise InvalidOption(f"{spec.id} has no option {key!r}; options: {known}")
    out: dict[str, OptionValue] = {}
    for option in spec.options:
        out[option.name] = (
            _coerce(option, given[option.name]) if option.name in given else option.default
        )
    for option in spec.options:
        if option.requires is None or option.name not in given:
            continue
        other, needed = option.requires
        if out[other] != needed and out[option.name] != option.default:
            raise InvalidOption(
                f"option {option.name} applies only when {other}={_show(needed)} "
                f"(here {other}={_show(out[other])})"
            )
    return out


def check_players(spec: GameSpec, players: int) -> None:
    """Raise InvalidOption unless ``players`` is a seat count the game supports."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise InvalidOption(
            f"players must be a whole number from {spec.min_players} to {spec.max_players}"
        )
    if not spec.min_players <= players <= spec.max_players:
        if spec.min_players == spec.max_players:
            raise InvalidOption(
                f"{spec.id} is played by exactly {spec.min_players} players, not {players}"
            )
        raise InvalidOption(
            f"{spec.id} is played by {spec.min_players}-{spec.max_players} players, not {players}"
        )


class ModuleRules:
    """The rules contract made of a game's own modules, as every game here is written.

    ``rules`` provides ``setup``, ``to_act``, ``legal``, ``apply``, ``is_over``, ``clone``,
    ``result``, ``fingerprint``, ``check_invariants`` (and ``waiting_for`` when some seats may
    interrupt); ``views`` provides ``view``, ``determinize``, ``why_illegal`` and ``describe``
    (or pass ``describe=``). Each function is stored as it is, an instance attribute, so a
    call on the hot path has no wrapper frame. ``bots`` maps the game's own bot names to
    ``factory(seed)``; ``levels`` maps the difficulty levels ``easy``, ``medium`` and ``hard``
    to agent names (``afoot.ai.make_agent``); ``references`` names the own bots that read hidden
    cards (research references, never offered to players); ``extra`` adds optional members (``heuristic``,
    ``canonical``, ``evaluate``, ``rollout``, ``determinizer``, ``casebook``: a seat's own
    deductions for a player's casebook panel, computed from what that seat has seen alone).
    """

    spec: GameSpec
    action_type: Any
    bots: Mapping[str, Callable[[int | None], Any]]
    levels: Mapping[str, str]
    references: tuple[str, ...]
    setup: Callable[..., Any]
    to_act: Callable[[Any], frozenset[int]]
    legal: Callable[[Any, int], Sequence[Any]]
    apply: Callable[..., None]
    is_over: Callable[[Any], bool]
    clone: Callable[[Any], Any]
    result: Callable[[Any], Result | None]
    fingerprint: Callable[[Any], bytes]
    check_invariants: Callable[[Any], None]
    view: Callable[[Any, int | None], dict[str, Any]]
    determinize: Callable[[Any, int, Random], Any]
    why_illegal: Callable[[Any, int, Any], str]
    describe: Callable[[Any, Any], str]
    # optional members: annotated only, so ``getattr(rules, name, None)`` is None unless set
    waiting_for: Callable[[Any], frozenset[int]]
    heuristic: Callable[[Any, int], float]
    canonical: Callable[[Any, int], Any]
    evaluate: Callable[[Any, int], Any]
    rollout: Callable[[Any, int, Random], Any]
    determinizer: Callable[[Any, int], Callable[[Random], Any]]
    casebook: Callable[[Any, int], dict[str, Any]]

    _FROM_RULES = (
        "setup",
        "to_act",
        "legal",
        "apply",
        "is_over",
        "clone",
        "result",
        "fingerprint",
        "check_invariants",
    )

    def __init__(
        self,
        spec: GameSpec,
        action_type: Any,
        rules: Any,
        views: Any,
        *,
        bots: Mapping[str, Callable[[int | None], Any]] | None = None,
        levels: Mapping[str, str] | None = None,
        references: tuple[str, ...] = (),
        describe: Callable[[Any, Any], str] | None = None,
        **extra: Callable[..., Any],
    ) -> None:
        self.spec = spec
        self.action_type = action_type
        self.bots = dict(bots or {})
        self.levels = dict(levels or {})
        self.references = references
        for name in self._FROM_RULES:
            setattr(self, name, getattr(rules, name))
        waiting = getattr(rules, "waiting_for", None)
        if waiting is not None:
            self.waiting_for = waiting
        self.view = views.view
        self.determinize = views.determinize
        self.why_illegal = views.why_illegal
        self.describe = describe if describe is not None else views.describe
        for name, fn in extra.items():
            setattr(self, name, fn)

    def __repr__(self) -> str:
        return f"<rules of {self.spec.id}>"
