"""The public game object: validated moves, events, views, records and replay.

:class:`Game` wraps a game's :class:`~afoot.engine.core.GameSpec` (its rules) and its state.
Every action is decoded strictly (``parse_action``) and goes through ``legal`` before it is applied, so a
malformed or illegal action raises :class:`IllegalAction` and leaves the game exactly as it
was. Chance comes from one ``random.Random`` seeded by the game's seed, so game id + options +
seed + scenario + actions reproduce a game bit for bit.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard, get_args

import msgspec

from afoot.engine.core import GameSpec, OptionValue, Result, check_players, validate_options
from afoot.engine.errors import (
    IllegalAction,
    InvalidOption,
    InvalidRecord,
    InvalidScenario,
    one_line,
)
from afoot.engine.events import SILENT, Event, Log, seen_by
from afoot.engine.memo import ByIdentity

RECORD_FORMAT = "afoot-record"
RECORD_VERSION = 1


def plain(value: Any) -> Any:
    """``value`` as plain JSON data (lists, dicts, str, numbers, bools, None)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def action_types(spec: GameSpec) -> list[str]:
    """The ``type`` tags of the game's actions, for error messages."""
    return list(_codec(spec).fields)


#: msgspec's name of a JSON value's type, for "got `...`" in its messages
_TYPE_NAMES = {"NoneType": "null", "dict": "object", "list": "array", "tuple": "array"}


_NONE = type(None)
_LIMITS = ("gt", "ge", "lt", "le", "multiple_of", "min_length", "max_length", "pattern")


def _python_types(info: Any) -> tuple[type, ...]:
    """The exact Python types a decoded value of msgspec type ``info`` has; () when the type
    is more than a plain scalar (a constraint, a literal, a container): such a value is
    checked by converting it."""
    mi = msgspec.inspect
    if isinstance(info, mi.UnionType):
        out: tuple[type, ...] = ()
        for member in info.types:
            types = _python_types(member)
            if not types:
                return ()
            out += types
        return out
    if any(getattr(info, limit, None) is not None for limit in _LIMITS):
        return ()
    simple: dict[type, tuple[type, ...]] = {
        mi.NoneType: (_NONE,),
        mi.BoolType: (bool,),
        mi.IntType: (int,),
        mi.FloatType: (float, int),
        mi.StrType: (str,),
    }
    return simple.get(type(info), ())


def _type_text(info: Any) -> str:
    """A field's type as msgspec names it in its messages (``int``, ``str | null``)."""
    mi = msgspec.inspect
    if isinstance(info, mi.UnionType):
        return " | ".join(_type_text(member) for member in info.types)
    if isinstance(info, mi.LiteralType):
        return " | ".join(msgspec.json.encode(value).decode() for value in info.values)
    names = {mi.NoneType: "null", mi.BoolType: "bool", mi.IntType: "int", mi.FloatType: "float"}
    names |= {mi.StrType: "str"}
    return names.get(type(info), type(info).__name__.removesuffix("Type").lower())


def _default_text(field: Any) -> str:
    """A field's default as JSON (``null``, ``false``)."""
    default = field.default_factory() if field.default is msgspec.NODEFAULT else field.default
    return msgspec.json.encode(default).decode()


class _Codec:
    """How one game's actions are decoded (strictly), how a struct handed in is checked, and
    what error messages list; built once per game."""

    __slots__ = ("box", "checks", "fields", "game_id", "structs")

    def __init__(self, spec: GameSpec) -> None:
        rules = spec.rules
        self.game_id = spec.id
        #: a one-field Struct around the union: converting through it is ~20x faster than
        #: ``msgspec.convert`` on the bare union
        self.box: Any = msgspec.defstruct("ActionBox", [("a", rules.action_type)])
        #: struct type -> ((field, the exact types its value may have), ...); a struct of any
        #: other type is not an action of this game
        self.checks: dict[type, tuple[tuple[str, tuple[type, ...]], ...]] = {}
        self.structs: dict[type, msgspec.inspect.StructType] = {}
        #: tag -> the text listing its fields, for error messages
        self.fields: dict[str, str] = {}
        for kind in get_args(rules.action_type) or (rules.action_type,):
            info = msgspec.inspect.type_info(kind)
            if not isinstance(info, msgspec.inspect.StructType) or not isinstance(info.tag, str):
                continue
            self.checks[kind] = tuple((f.name, _python_types(f.type)) for f in info.fields)
            self.structs[kind] = info
            parts = [
                f"{f.name} ({_type_text(f.type)})"
                if f.required
                else f"optional {f.name} ({_type_text(f.type)}, default {_default_text(f)})"
                for f in info.fields
            ]
            self.fields[info.tag] = (
                f"'{info.tag}' fields: {', '.join(parts)}"
                if parts
                else f"'{info.tag}' has no fields but its type"
            )

    def kinds(self) -> str:
        return f"actions are objects with a 'type' of: {', '.join(self.fields)}"

    def allowed(self, action: Any) -> str:
        """What is allowed, for an error about ``action``: the fields of its type when the
        type is known, else the types."""
        tag = action.get("type") if isinstance(action, Mapping) else None
        if isinstance(tag, str) and tag in self.fields:
            return self.fields[tag]
        return self.kinds()

    def malformed(self, action: Any, exc: msgspec.ValidationError) -> IllegalAction:
        detail = one_line(_plain_detail(str(exc)))
        return IllegalAction(f"malformed action {_short(action)}: {detail}; {self.allowed(action)}")

    def foreign(self, action: Any) -> IllegalAction:
        kind = type(action)
        return IllegalAction(
            f"malformed action {_short(action)}: {kind.__module__}.{kind.__qualname__} is not "
            f"an action of {self.game_id}; {self.kinds()}"
        )

    def refuse_fields(self, action: Any) -> None:
        """Raise for the first field of ``action`` (a struct of this game) whose value the
        decoder would not give it; return when there is none (a value of a type richer than a
        plain scalar that passes the decoder's own test)."""
        info = self.structs[type(action)]
        for field, (name, types) in zip(info.fields, self.checks[type(action)], strict=True):
            value = getattr(action, name)
            if type(value) in types:
                continue
            if types:
                shown = _TYPE_NAMES.get(type(value).__name__, type(value).__name__)
                detail = f"field `{name}` must be {_type_text(field.type)}, not {shown}"
            else:  # the whole struct through JSON: what a client sending it would get
                try:
                    back = msgspec.convert({"a": msgspec.to_builtins(action)}, self.box).a
                except msgspec.ValidationError as exc:
                    detail = _plain_detail(str(exc))
                except (TypeError, ValueError):
                    kind = type(value).__name__
                    detail = f"field `{name}` holds a value of type {kind}, which is not JSON data"
                else:
                    if getattr(back, name) == value:
                        continue
                    detail = f"field `{name}` is {_short(value, 40)} and {_short(back, 40)} in JSON"
            fields = self.fields[str(info.tag)]
            raise IllegalAction(f"malformed action {_short(action)}: {one_line(detail)}; {fields}")


_CODECS: dict[int, tuple[GameSpec, _Codec]] = {}


def _codec(spec: GameSpec) -> _Codec:
    found = _CODECS.get(id(spec))
    if found is None or found[0] is not spec:
        found = _CODECS[id(spec)] = (spec, _Codec(spec))
    return found[1]


#: msgspec's messages (at ``$.a`` of the box) in afoot's words
_AT = r" - at `\$\.a"
_DETAILS = (
    (re.compile(rf"Object contains unknown field `(.*)`{_AT}`"), "unknown field `{0}`"),
    (re.compile(rf"Object missing required field `(.*)`{_AT}`"), "missing field `{0}`"),
    (re.compile(rf"Invalid value (.*){_AT}\.type`"), "unknown type {0}"),
    (re.compile(rf"Expected `(.*)`, got `(.*)`{_AT}\.(\w+)`"), "field `{2}` must be {0}, not {1}"),
    (re.compile(rf"Expected `object`, got `(.*)`{_AT}`"), "expected an object, not {0}"),
    (re.compile(rf"Invalid enum value (.*){_AT}\.(\w+)`"), "field `{1}` cannot be {0}"),
    (re.compile(rf"(.*){_AT}\.(\w+)`"), "field `{1}`: {0}"),
)


def _plain_detail(text: str) -> str:
    for pattern, words in _DETAILS:
        found = pattern.fullmatch(text)
        if found is not None:
            groups = [_TYPE_NAMES.get(g, g) for g in found.groups()]
            return words.format(*groups)
    return text.replace("$.a", "$")


#: the set of a long interned legal tuple, for membership in one lookup instead of a scan
_members: ByIdentity[frozenset[Any]] = ByIdentity(frozenset)


def _is_seat(value: object, players: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def new_seed() -> int:
    """A fresh random seed for a game whose caller gave none."""
    return random.SystemRandom().randrange(2**63)


class Game:
    """One game in progress (or finished)."""

    __slots__ = (
        "_actions",
        "_codec",
        "_events",
        "_exact",
        "_legal",
        "_logged",
        "_recorder",
        "options",
        "players",
        "rng",
        "rules",
        "scenario",
        "seed",
        "spec",
        "state",
    )

    def __init__(
        self,
        spec: GameSpec,
        players: int,
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
        scenario: Mapping[str, Any] | None = None,
        *,
        events: bool = True,
    ) -> None:
        check_players(spec, players)
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise InvalidOption(f"seed must be a whole number >= 0, not {seed!r}")
        self.spec = spec
        self.rules = rules = spec.rules
        self._codec = _codec(spec)
        self.players = players
        self.options: dict[str, OptionValue] = validate_options(spec, options)
        self.seed = new_seed() if seed is None else int(seed)
        if scenario is not None and not isinstance(scenario, Mapping):
            raise InvalidScenario(
                f"a scenario must be an object of keys and values, not {type(scenario).__name__}"
            )
        self.scenario = dict(scenario) if scenario is not None else None
        self.rng = random.Random(self.seed)
        self.state = rules.setup(players, self.options, self.rng, self.scenario)
        self._actions: list[tuple[int, Any]] = []
        self._events: list[Event] = []
        #: False: the rules write to the silent log (``log()`` stays empty, ``apply`` returns
        #: []), for loops that never read the events, such as the RL environments
        self._logged = events
        #: the log the rules write to (given a new list of events at each action), or SILENT
        self._recorder = Log() if events else SILENT
        #: False for a determinized copy: its record would not replay to it
        self._exact = True
        #: (seat, legal actions) for the current state, so apply need not recompute them
        self._legal: tuple[int, Sequence[Any]] | None = None

    # -- the contract ------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def to_act(self) -> frozenset[int]:
        """Seats that may act now (empty when the game is over)."""
        return self.rules.to_act(self.state)

    @property
    def waiting_for(self) -> frozenset[int]:
        """The seats in ``to_act`` whose decision the game waits for. Any other seat in
        ``to_act`` may act now (an interruption, such as Purrrlock's "Paws!") but need not."""
        fn = self.spec.waiting_for
        if fn is None:
            return self.rules.to_act(self.state)
        waiting: frozenset[int] = fn(self.state)
        return waiting

    def legal_actions(self, seat: int | None) -> list[Any]:
        """The actions ``seat`` may take now; empty unless ``seat`` is in ``to_act``, and for
        the spectator (None). A seat that does not exist raises IllegalAction, as in ``view``."""
        return list(self.legal_sequence(seat))

    def legal_sequence(self, seat: int | None) -> Sequence[Any]:
        """``legal_actions`` without the copy: the rules' own sequence, read-only, for callers
        that memoise on it (an interned tuple is the same object whenever the choice is)."""
        if not _is_seat(seat, self.players):
            if seat is None:
                return ()
            raise self._no_seat(seat)
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return cached[1]
        actions = self.rules.legal(self.state, seat)
        self._legal = (seat, actions)
        return actions

    def parse_action(self, action: Any) -> Any:
        """Turn a JSON-like dict (or an action struct) into the game's action value, strictly:
        an unknown, missing or mistyped field, an unknown type or a struct of another game
        raises IllegalAction naming it and what is allowed."""
        codec = self._codec
        # a struct of this game (the hot path: bots and searches hand in legal ones): each
        # field of its declared type, which msgspec does not check when a struct is built
        checks = codec.checks.get(type(action))
        if checks is not None:
            for name, types in checks:
                if type(getattr(action, name)) not in types:
                    codec.refuse_fields(action)
                    break
            return action
        if isinstance(action, msgspec.Struct):
            raise codec.foreign(action)
        try:
            return msgspec.convert({"a": action}, codec.box).a
        except msgspec.ValidationError as exc:
            raise codec.malformed(action, exc) from None

    def apply(self, seat: int, action: Any) -> list[Event]:
        """Apply ``action`` for ``seat``; return the events. Illegal: raise, change nothing."""
        act = self.parse_action(action)
        if not _is_seat(seat, self.players):
            raise self._no_seat(seat)
        if self.rules.is_over(self.state):
            raise IllegalAction("the game is over; no action is legal")
        to_act = self.rules.to_act(self.state)
        if seat not in to_act:
            waiting = ", ".join(str(s) for s in sorted(to_act))
            raise IllegalAction(f"it is not seat {seat}'s turn to act (waiting for seat {waiting})")
        cached = self._legal
        legal = cached[1] if cached is not None and cached[0] == seat else None
        if legal is None:
            legal = self.rules.legal(self.state, seat)
        if act not in (_members(legal) if type(legal) is tuple and len(legal) > 32 else legal):
            raise IllegalAction(self.rules.why_illegal(self.state, seat, act))
        return self.apply_legal(seat, act)

    def apply_legal(self, seat: int, action: Any) -> list[Event]:
        """``apply`` for a caller that has checked ``action`` (an action value, not a dict)
        is in ``legal_sequence(seat)`` now, such as an RL environment reading its mask: no
        parsing, no check. Anything else corrupts the game; use ``apply``."""
        self._legal = None
        log = self._recorder
        events: list[Event] = []
        if log.on:
            log.events = events
            self.rules.apply(self.state, seat, action, self.rng, log)
            self._events.extend(events)
        else:
            self.rules.apply(self.state, seat, action, self.rng, log)
        self._actions.append((seat, action))
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything ``seat`` may know (None: a spectator), and nothing else; read-only (it
        may share unchanged history records with earlier views: copy to edit)."""
        if seat is not None and not _is_seat(seat, self.players):
            raise self._no_seat(seat)
        view: dict[str, Any] = self.rules.view(self.state, seat)
        return view

    def _no_seat(self, seat: object) -> IllegalAction:
        return IllegalAction(f"there is no seat {seat!r}; seats are 0-{self.players - 1}")

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def result(self) -> Result | None:
        """Scores, winners and why the game ended; None while it runs."""
        return self.rules.result(self.state)

    def log(self, seat: int | None) -> list[dict[str, Any]]:
        """The events so far as ``seat`` received them."""
        return seen_by(self._events, seat)

    def describe(self, action: Any) -> str:
        """A short human text for an action in the current position; a malformed action (as
        ``parse_action`` decides) raises IllegalAction."""
        return self.rules.describe(self.state, self.parse_action(action))

    @property
    def action_count(self) -> int:
        """How many actions have been applied (a state id: it grows by one per action)."""
        return len(self._actions)

    @property
    def actions(self) -> list[tuple[int, Any]]:
        """(seat, action) pairs applied so far."""
        return list(self._actions)

    # -- copies ------------------------------------------------------------------------
    @classmethod
    def _made(
        cls,
        spec: GameSpec,
        setup: tuple[int, dict[str, OptionValue], int, dict[str, Any] | None],
        rng: random.Random,
        state: Any,
        history: tuple[list[tuple[int, Any]], list[Event]],
        exact: bool,
        logged: bool,
    ) -> Game:
        """A game made of its parts, not set up: ``setup`` is (players, options, seed,
        scenario), ``history`` (actions, events)."""
        game = cls.__new__(cls)
        game.spec = spec
        game.rules = spec.rules
        game._codec = _codec(spec)
        game.players, game.options, game.seed, game.scenario = setup
        game.rng = rng
        game.state = state
        game._actions, game._events = history
        game._exact = exact
        game._logged = logged
        game._recorder = Log() if logged else SILENT
        game._legal = None
        return game

    @staticmethod
    def _rng_at(state: Any) -> random.Random:
        rng = random.Random(0)  # not Random(): that reads OS entropy only to be overwritten
        rng.setstate(state)
        return rng

    def clone(self) -> Game:
        """An independent copy that will continue exactly like this game."""
        return Game._made(
            self.spec,
            (self.players, self.options, self.seed, self.scenario),
            self._rng_at(self.rng.getstate()),
            self.rules.clone(self.state),
            (list(self._actions), list(self._events)),
            self._exact,
            self._logged,
        )

    def determinize(self, seat: int, rng: random.Random) -> Game:
        """A game of the same kind in which what ``seat`` cannot see is resampled.

        Future chance is resampled too: the copy draws from a new generator seeded from ``rng``.
        Its history is the seat's: ``log()`` gives, to every seat, the events as ``seat``
        received them, and ``actions`` is empty (other seats' actions may name hidden cards).
        """
        seed = rng.randrange(2**63)
        state = self.rules.determinize(self.state, seat, rng)
        events = []
        for event in self._events:
            seen = event.seen_by(seat)
            if seen is not None:
                seen.pop("type")
                events.append(Event(event.type, seen))
        setup = (self.players, self.options, seed, self.scenario)
        return Game._made(
            self.spec, setup, random.Random(seed), state, ([], events), False, self._logged
        )

    # -- transport ---------------------------------------------------------------------
    def snapshot(self) -> tuple[Any, ...]:
        """This game without its rules, as picklable values, to move it to another process:
        ``Game.from_snapshot(spec_for(game.id), game.snapshot())`` is the same game. It
        shares this game's state: pickle it (or clone the game first) before the game moves on."""
        return (
            self.id,
            self.players,
            self.options,
            self.seed,
            self.scenario,
            self.rng.getstate(),
            self.state,
            self._actions,
            self._events,
            self._exact,
            self._logged,
        )

    @classmethod
    def from_snapshot(cls, spec: GameSpec, snapshot: tuple[Any, ...]) -> Game:
        """The game of a ``snapshot()`` taken of a game of ``spec``."""
        game_id, players, options, seed, scenario, rng, state, actions, events, exact, logged = (
            snapshot
        )
        if game_id != spec.id:
            raise ValueError(f"a snapshot of {game_id!r} cannot be rebuilt with {spec.id!r}")
        setup = (players, options, seed, scenario)
        return cls._made(spec, setup, cls._rng_at(rng), state, (actions, events), exact, logged)

    # -- records -----------------------------------------------------------------------
    def state_hash(self) -> str:
        """A digest of the full state (hidden parts included): equal iff the states are equal."""
        return hashlib.sha256(self.rules.fingerprint(self.state)).hexdigest()

    def record(self) -> dict[str, Any]:
        """A JSON-able record: game id, options, seed, players, scenario and actions."""
        if not self._exact:
            raise InvalidRecord("a determinized game has no faithful record")
        rec: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "scenario": self.scenario,
            "actions": [
                {"seat": seat, "action": msgspec.to_builtins(act)} for seat, act in self._actions
            ],
            "state_hash": self.state_hash(),
        }
        result = self.result()
        if result is not None:
            rec["result"] = plain(result)
        return rec


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def replay_record(spec_for: Any, record: Any) -> Game:
    """Re-apply a record action by action, verifying each one; return the game.

    ``spec_for(game_id)`` looks up the game. Raises InvalidRecord naming the first bad part.
    """
    if not isinstance(record, Mapping):
        raise InvalidRecord(
            "a record must be a JSON object with game, players, seed, options, actions"
        )
    if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise InvalidRecord(f"not an afoot record (format {record.get('format')!r})")
    if record.get("version", RECORD_VERSION) != RECORD_VERSION:
        raise InvalidRecord(
            f"record version {record.get('version')!r} is not supported (only {RECORD_VERSION})"
        )
    kinds = (
        ("game", str, "a string"),
        ("players", int, "a whole number"),
        ("seed", int, "a whole number"),
        ("actions", list, "a list"),
    )
    for key, kind, what in kinds:
        if key not in record:
            raise InvalidRecord(f"the record has no {key!r}")
        if not isinstance(record[key], kind) or isinstance(record[key], bool):
            raise InvalidRecord(f"the record's {key!r} must be {what}")
    options = record.get("options") or {}
    if not isinstance(options, Mapping):
        raise InvalidRecord("the record's 'options' must be an object")
    scenario = record.get("scenario")
    if scenario is not None and not isinstance(scenario, Mapping):
        raise InvalidRecord("the record's 'scenario' must be an object or null")
    spec = spec_for(record["game"])
    try:
        game = Game(spec, record["players"], record["seed"], options, scenario)
    except InvalidRecord:
        raise
    except Exception as exc:  # an AfootError from options or scenario, reported as a record error
        raise InvalidRecord(f"the record does not start a game: {exc}") from None
    for index, entry in enumerate(record["actions"], start=1):
        if not isinstance(entry, Mapping) or "seat" not in entry or "action" not in entry:
            raise InvalidRecord(
                f"action {index}: each action must be {{'seat': N, 'action': {{...}}}}"
            )
        try:
            game.apply(entry["seat"], entry["action"])
        except IllegalAction as exc:
            raise InvalidRecord(
                f"action {index} ({_short(entry['action'])} by seat {entry['seat']!r}) is illegal: {exc}"
            ) from None
    expected = record.get("state_hash")
    if expected is not None and expected != game.state_hash():
        raise InvalidRecord(
            "the record's final state_hash does not match its replay (tampered record?)"
        )
    if "result" in record:
        result = game.result()
        if result is None or plain(result) != record["result"]:
            raise InvalidRecord("the record's result does not match its replay (tampered record?)")
    return game
