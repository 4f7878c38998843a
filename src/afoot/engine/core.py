"""The rules contract every game implements, and the spec that declares a game.

A game is a :class:`GameSpec`: its static facts, its :class:`Rules` (pure functions over a
mutable state with a cheap ``clone``) and the capabilities it declares. The state never holds a
random generator; the caller passes one to ``setup`` and ``apply`` (chance is seeded by whoever
drives the game) and ``determinize`` resamples every card the seat has not seen.
"""

from __future__ import annotations

import copy
import importlib
import pickle
from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import Any

import msgspec

from afoot.engine.errors import InvalidOption
from afoot.engine.events import Log

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


class Result(msgspec.Struct, frozen=True):
    """How a finished game ended."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    draw: bool
    reason: str
    details: dict[str, Any] = {}


def _default_clone(state: Any) -> Any:
    return copy.deepcopy(state)


def _default_fingerprint(state: Any) -> bytes:
    return pickle.dumps(state, protocol=5)


def _no_invariants(state: Any) -> None:
    return None


def describe_plainly(action: Any) -> str:
    """An action as its type and fields (``take: slot 2``): the engine's ``describe`` for a
    game that writes none of its own."""
    data = msgspec.to_builtins(action)
    if not isinstance(data, dict):
        return str(data)
    kind = str(data.pop("type", type(action).__name__))
    fields = ", ".join(f"{name} {_shown(value)}" for name, value in data.items())
    return f"{kind}: {fields}" if fields else kind


def _shown(value: object) -> str:
    if isinstance(value, bool) or value is None:
        return msgspec.json.encode(value).decode()
    if isinstance(value, list):
        return "[" + ", ".join(_shown(v) for v in value) + "]"
    return str(value)


class Rules:
    """The rules of a game: pure functions over its own mutable state.

    The core every game writes: ``setup(players, options, rng, scenario) -> state``,
    ``to_act(state) -> frozenset[int]``, ``legal(state, seat) -> Sequence[action]`` (read-only;
    it may hand out an interned tuple, the same object whenever the choice is the same, so that
    a caller can memoise on it), ``apply(state, seat, action, rng, log)`` (a *legal* action, in
    place; its events written to ``log``, an :class:`~afoot.engine.events.Log`: ``SILENT`` when
    nobody reads them), ``view(state, seat | None) -> dict``
    (everything ``seat`` may know, as JSON data; read-only: it may share unchanged history
    records with earlier views), ``determinize(state, seat, rng) -> state`` (what ``seat``
    cannot see resampled) and ``result(state) -> Result | None`` (None while the game runs).
    The state never holds a random generator: whoever drives the game passes one.

    The rest has the engine's default, which a game replaces when it knows better:
    ``is_over`` (``result`` is not None), ``clone`` (a deep copy), ``fingerprint`` (bytes equal
    iff the states are: a pickle of the state), ``why_illegal`` (the action is not among the
    legal ones), ``describe`` (the action's type and fields) and ``check_invariants`` (raises
    AssertionError; run by the conformance suite after every action; none by default).

    Each function is kept as it is, an instance attribute, so that a call on the hot path has no
    wrapper frame. What a game offers beyond its rules (bots, search hooks, a codec, a terminal
    board, a browser table...) is declared in its :class:`GameSpec`.
    """

    __slots__ = (
        "action_type",
        "apply",
        "check_invariants",
        "clone",
        "describe",
        "determinize",
        "fingerprint",
        "is_over",
        "legal",
        "result",
        "setup",
        "to_act",
        "view",
        "why_illegal",
    )

    def __init__(
        self,
        *,
        action_type: Any,
        setup: Callable[[int, Mapping[str, OptionValue], Random, Mapping[str, Any] | None], Any],
        to_act: Callable[[Any], frozenset[int]],
        legal: Callable[[Any, int], Sequence[Any]],
        apply: Callable[[Any, int, Any, Random, Log], None],
        view: Callable[[Any, int | None], Mapping[str, Any]],
        determinize: Callable[[Any, int, Random], Any],
        result: Callable[[Any], Result | None],
        is_over: Callable[[Any], bool] | None = None,
        clone: Callable[[Any], Any] | None = None,
        fingerprint: Callable[[Any], bytes] | None = None,
        why_illegal: Callable[[Any, int, Any], str] | None = None,
        describe: Callable[[Any, Any], str] | None = None,
        check_invariants: Callable[[Any], None] | None = None,
    ) -> None:
        #: the type an action decodes to: a union of tagged :class:`ActionStruct` subclasses
        self.action_type: Any = action_type
        self.setup = setup
        self.to_act = to_act
        self.legal = legal
        self.apply = apply
        #: a game's function returns its view's TypedDict (a Mapping to the type checker, a
        #: dict at run time): ``Game.view`` hands it out as the dict it is
        self.view: Callable[[Any, int | None], Any] = view
        self.determinize = determinize
        self.result = result
        self.is_over: Callable[[Any], bool] = (
            is_over if is_over is not None else self._over_by_result
        )
        self.clone: Callable[[Any], Any] = clone if clone is not None else _default_clone
        self.fingerprint: Callable[[Any], bytes] = (
            fingerprint if fingerprint is not None else _default_fingerprint
        )
        self.why_illegal: Callable[[Any, int, Any], str] = (
            why_illegal if why_illegal is not None else self._not_legal
        )
        self.describe: Callable[[Any, Any], str] = (
            describe if describe is not None else self._describe_plainly
        )
        self.check_invariants: Callable[[Any], None] = (
            check_invariants if check_invariants is not None else _no_invariants
        )

    def _over_by_result(self, state: Any) -> bool:
        return self.result(state) is not None

    def _not_legal(self, state: Any, seat: int, action: Any) -> str:
        legal = self.legal(state, seat)
        shown = "; ".join(describe_plainly(a) for a in list(legal)[:12])
        more = f" (and {len(legal) - 12} more)" if len(legal) > 12 else ""
        return f"{describe_plainly(action)} is not legal now; legal: {shown}{more}"

    @staticmethod
    def _describe_plainly(state: Any, action: Any) -> str:
        return describe_plainly(action)


class Search(msgspec.Struct, frozen=True, eq=False):
    """What a game gives search and heuristic agents (``afoot.ai``); each part is optional.

    ``heuristic(state, seat) -> float``: a score estimate from what ``seat`` may know (the
    greedy agent needs it). ``canonical(state, seat)``: one standard state for every state
    ``seat`` cannot tell apart (bots determinize it, so that their choices are a function of the
    seat's information and their seed). For tree search (``afoot.ai.mcts``):
    ``evaluate(state, seat)`` (each seat's chance to win, in [0, 1], read from a world ``seat``
    determinized), ``rollout(state, seat, rng) -> action`` (a playout policy) and
    ``determinizer(state, seat) -> sample(rng)`` (``determinize`` with the per-state work done
    once).
    """

    heuristic: Callable[[Any, int], float] | None = None
    canonical: Callable[[Any, int], Any] | None = None
    evaluate: Callable[[Any, int], Any] | None = None
    rollout: Callable[[Any, int, Random], Any] | None = None
    determinizer: Callable[[Any, int], Callable[[Random], Any]] | None = None


class GameSpec(msgspec.Struct, frozen=True, kw_only=True, eq=False):
    """A game: its static facts (what OpenSpiel calls GameType + GameInfo), its :class:`Rules`,
    and the capabilities it declares. A client knows a game only through this: the registry
    (``afoot.games``) holds one per game.

    Capabilities, each absent unless declared (no client looks for anything else):

    - ``waiting_for(state) -> frozenset[int]``: out-of-turn calls. The seats in ``to_act``
      whose decision the game waits for; the others in ``to_act`` *may* act now (an
      interruption, such as a "Paws!" call) but play goes on without them. Absent: every
      seat in ``to_act`` is waited for.
    - ``search``: heuristic and tree-search hooks (:class:`Search`).
    - ``bots``: the game's own agents, name -> ``factory(seed)``; ``levels``: difficulty level
      (easy, medium, hard) -> agent name (``afoot.ai.make_agent``); ``references``: the own
      bots that read hidden cards (research references, never offered to players).
    - ``casebook(state, seat) -> dict``: a seat's own deductions for a player's casebook
      panel, computed from what that seat has seen alone.
    - ``codec``, ``terminal``, ``analyses``: ``"module:attribute"`` of the game's RL codec
      factory, terminal board and balance-report sections, imported by the client that uses
      them (they may need that client's packages: numpy, rich, matplotlib).
    - ``messages``: ``"module:attribute"`` of the game's messages (an
      ``afoot.engine.catalogue.Messages``: the text of its events, moves and pending decision
      as messages of its catalogue, ``locale/<lang>.json``), which the server sends and the
      browser and the terminal render; absent, they show events and moves plainly.
    - ``table``: the browser table module, a file of the game's ``static/`` folder.
    - ``view_type``, ``event_types``: the shapes of the game's JSON, as ``typing.TypedDict``
      classes: a seat's view (the spectator's too), and per event ``type`` that event as any
      seat may receive it (``type: Literal[tag]`` included; a field a redacted copy leaves out
      is ``NotRequired``). The conformance suite checks every view and every received event
      against them exactly (:mod:`afoot.engine.shapes`); the JSON Schema and the browser's
      TypeScript declarations are made of them. Absent: not checked.
    - ``package``: the game's Python package; its ``locale/``, ``static/`` and ``data/`` are
      read from there.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    rules: Rules
    package: str
    options: tuple[OptionSpec, ...] = ()
    cooperative: bool = False
    #: an upper bound on the number of actions of any game (checked by the conformance suite)
    max_actions: int = 10_000
    summary: str = ""
    waiting_for: Callable[[Any], frozenset[int]] | None = None
    search: Search = Search()
    bots: Mapping[str, Callable[[int | None], Any]] = msgspec.field(default_factory=dict)
    levels: Mapping[str, str] = msgspec.field(default_factory=dict)
    references: tuple[str, ...] = ()
    casebook: Callable[[Any, int], dict[str, Any]] | None = None
    codec: str | None = None
    terminal: str | None = None
    analyses: str | None = None
    messages: str | None = None
    table: str | None = None
    view_type: Any = None
    event_types: Mapping[str, Any] = msgspec.field(default_factory=dict)

    def option(self, name: str) -> OptionSpec | None:
        for spec in self.options:
            if spec.name == name:
                return spec
        return None


def load(reference: str) -> Any:
    """What a capability's ``"module:attribute"`` names, imported now."""
    module, _, attribute = reference.partition(":")
    found: Any = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        found = getattr(found, part)
    return found


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
