"""The conformance suite every game must pass: one call, ``check_game(spec)``.

It drives a game only through its spec (:class:`~afoot.engine.core.GameSpec`, its rules and
the capabilities it declares) and the
:class:`~afoot.engine.game.Game` object, never through game-specific code, so every game in
``afoot.games`` is held to the same promises. It combines OpenSpiel's ``random_sim_test``,
PettingZoo's ``api_test`` / ``seed_test`` and TAG's copy and determinisation tests. For several
seeds, every allowed player count and every given option set it plays seeded random games and
checks, at every decision point (the costliest checks at every ``deep_every``-th one):

- **termination**: a random playout ends within ``spec.max_actions`` actions;
- **turn structure**: ``legal_actions(seat)`` is non-empty exactly for the seats in ``to_act``,
  ``to_act`` is empty exactly when the game is over, and ``result()`` is None until then;
- **invariants**: the rules' own ``check_invariants(state)`` (none by default) holds
  after setup, after every action, on clones and on determinised states;
- **illegal input changes nothing**: an illegal action raises :class:`IllegalAction` with a
  one-line message and leaves the game bit for bit as it was (state hash, full fingerprint,
  ``to_act``, action count and the chance generator). Several kinds are tried: another seat's
  legal action, an action that was legal earlier but not now, malformed input (wrong type,
  unknown tag, missing fields), a legal action with a field pushed out of range or given the
  wrong type, an action by a seat whose turn it is not, a seat that does not exist, and any
  action after the game is over;
- **strict input** (:func:`check_strict_input`): for a legal action of each type of each seat
  that may act, an unknown field, a misspelled field name, a required field left out and a
  field of the wrong type are each refused with one line naming the field; so are a struct
  of another game with the same name, tag and values and the legal struct with a field of
  another type that compares equal (1.0 for 1), by ``apply`` and by ``describe``; the state,
  the log and the legal actions are unchanged. ``legal_actions`` of a seat that does not
  exist is refused as ``view`` of it is;
- **pure queries**: ``legal``, ``view``, ``describe`` and ``determinize`` never change the game;
- **clones are independent**: playing on a clone leaves the original unchanged, playing on
  the original leaves an earlier clone unchanged, and a clone continues exactly like the
  original when given the same actions;
- **determinism**: the same seed and the same actions give the same state hash after every
  action, the same events and the same record;
- **records**: a record survives ``json.dumps``/``json.loads``, replays to the same final state
  hash, result and event logs; a tampered record (a changed action, state hash or seed, a
  truncated action entry, a truncated action list, an action after the end) raises
  :class:`InvalidRecord` naming the first bad action ("action N", counted from 1) or the
  state hash, exactly as an independent re-application of the tampered record predicts;
- **views survive determinisation** (consistency): ``view(seat)`` and the spectator's
  ``view(None)`` of ``game.determinize(seat, rng)`` equal those of the game, and so do
  ``to_act`` and ``legal_actions(seat)`` (a seat's choices are part of what it knows). This is
  the TAG / OpenSpiel leak test: two states that differ only in what ``seat`` cannot see must
  look the same to ``seat``, and to a spectator (who sees less than any seat). A determinised
  game must also be playable to the end;
- **determinisation varies** (the TAG lesson): over a game, some pair of determinisations for
  each seat differs in state hash, when the game has hidden information (``expect_hidden``);
  a ``determinize`` that resamples nothing would make the consistency check vacuous;
- **events leak nothing**: ``Event.seen_by(seat)`` gives the full data to the public and to
  the seats in ``event.to`` only, and exactly ``redacted`` (or nothing) to everyone else; a
  redacted payload must not repeat any text value of the data it hides; ``game.log(seat)``
  is exactly the events as ``seat`` received them; a determinised game carries the history
  only as its seat received it (any seat's log in it is part of that seat's log); and no view
  holds the game's seed;
- **declared shapes**: when the game declares them (``spec.view_type``, ``spec.event_types``),
  every view it checks (each seat's and the spectator's) and every event as each seat receives
  it fit their declared TypedDicts exactly (:func:`afoot.engine.shapes.mismatch`: no key
  missing, extra or renamed, no value of another type), and every event's type is declared;
- **JSON**: views and records are plain JSON data (equal to their own JSON round trip);
  every legal action round-trips through ``msgspec.to_builtins`` and JSON to
  ``game.parse_action`` as an equal action, distinct legal actions encode distinctly (the
  action codec is a bijection over the enumerated actions); views, events as seen by each
  seat, records and results are JSON-serialisable.

Limits, stated plainly. What the event check cannot prove generically is that a *public*
event carries only public information: that is the business of each game's ``test_views.py``.
The view checks are as strong as the game's ``determinize``: they compare views across worlds
the game itself says the seat cannot tell apart. The spectator is checked against every seat's
determinisation, so a card that *every* seat knows but the public does not (a card the players
saw and put face down) is beyond this suite: there is no ``determinize`` for the spectator.

Checks with their own function can be called alone on a game at any point. ``skip=`` leaves
out a named check (:data:`SKIPPABLE`) while a known bug is open, so that the rest stays guarded.

Every random choice comes from a ``random.Random`` seeded from the seed under test, so any
failure reproduces; a failure raises :class:`ConformanceError` (an AssertionError) whose
message starts with the game id, players, seed, options and the number of actions played.
"""

from __future__ import annotations

import contextlib
import json
import random
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from afoot.engine.core import GameSpec, OptionValue, Rules, validate_options
from afoot.engine.errors import AfootError, IllegalAction, InvalidOption, InvalidRecord
from afoot.engine.events import Event
from afoot.engine.game import Game, replay_record
from afoot.engine.shapes import declaration_errors, mismatch

#: ``afoot.replay`` or any function turning a record into a replayed game
Replay = Callable[[Mapping[str, Any]], Game]

#: steps of a playout at which a clone is taken, continued independently and later compared
CLONE_STEPS = (0, 9, 40)
#: inputs that are never a valid action of any game
MALFORMED: tuple[Any, ...] = (
    None,
    0,
    1.5,
    "pass",
    [],
    {},
    {"type": None},
    {"type": 7},
    {"type": "__no_such_action__"},
    [{"type": "__no_such_action__"}],
)
#: a field no action of any game has
UNKNOWN_FIELD = "no_such_field"
#: checks that ``skip=`` may leave out while a known bug is open (each has its own function)
SKIPPABLE = frozenset({"plain_json", "determinized_history"})
#: seeds below this are too small to tell from counts in a view, so the seed leak check skips them
SEED_CHECK_MIN = 2**16
_MISSING = object()


class ConformanceError(AssertionError):
    """A game broke the contract. The message says where: game, players, seed, options, step."""


@dataclass
class PlayoutReport:
    """What one checked playout exercised."""

    actions: int = 0
    illegal_tried: int = 0
    determinizations: int = 0
    varied_seats: set[int] = field(default_factory=set)
    tampered_records: int = 0


@dataclass
class ConformanceReport:
    """Totals over every playout ``check_game`` ran."""

    games: int = 0
    actions: int = 0
    illegal_tried: int = 0
    determinizations: int = 0
    tampered_records: int = 0
    configurations: list[tuple[int, dict[str, OptionValue]]] = field(default_factory=list)

    def add(self, playout: PlayoutReport) -> None:
        self.games += 1
        self.actions += playout.actions
        self.illegal_tried += playout.illegal_tried
        self.determinizations += playout.determinizations
        self.tampered_records += playout.tampered_records


@dataclass(frozen=True)
class Snapshot:
    """Everything an illegal action or a pure query must leave unchanged."""

    state_hash: str
    fingerprint: bytes
    to_act: frozenset[int]
    actions: int
    rng: tuple[Any, ...]


# -- helpers ---------------------------------------------------------------------------------
def _where(game: Game) -> str:
    return (
        f"{game.id} players={game.players} seed={game.seed} "
        f"options={dict(game.options)} after {len(game.actions)} actions"
    )


def _fail(game: Game, message: str) -> ConformanceError:
    return ConformanceError(f"{_where(game)}: {message}")


def _short(value: Any, limit: int = 160) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _first_difference(a: Any, b: Any, path: str = "$") -> str | None:
    """Where two JSON-like values first differ (``None`` when equal), for readable failures.

    Lists and tuples with equal items count as equal (strict JSON is checked apart)."""
    if a == b:
        return None
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}.{key}: only in {'the first' if key in a else 'the second'}"
            found = _first_difference(a[key], b[key], f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = _first_difference(x, y, f"{path}[{i}]")
            if found is not None:
                return found
        if len(a) != len(b):
            return f"{path}: lengths {len(a)} != {len(b)}"
        return None
    return f"{path}: {_short(a, 60)} != {_short(b, 60)}"


def _leaves(value: Any) -> Iterable[Any]:
    """Every scalar inside a JSON-like value (mapping keys excluded)."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from _leaves(item)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            yield from _leaves(item)
    else:
        yield value


def _spec_lookup(spec: GameSpec) -> Callable[[object], GameSpec]:
    def lookup(game_id: object) -> GameSpec:
        if game_id != spec.id:
            raise InvalidRecord(f"unknown game {game_id!r}; games: {spec.id}")
        return spec

    return lookup


def _replayer(game: Game, replay: Replay | None) -> Replay:
    if replay is not None:
        return replay
    lookup = _spec_lookup(game.spec)
    return lambda record: replay_record(lookup, record)


def _invariants(game: Game, what: str = "") -> None:
    try:
        game.rules.check_invariants(game.state)
    except AssertionError as exc:
        raise _fail(game, f"invariant broken{what}: {exc}") from None


def _json(game: Game, value: Any, what: str) -> str:
    try:
        return json.dumps(value, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise _fail(game, f"{what} is not JSON-serialisable: {exc}") from None


def _not_plain(value: Any, path: str = "$") -> str | None:
    """Where a value first stops being plain JSON data (dict with str keys, list, scalars)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path}: key {key!r} is not a string"
            found = _not_plain(item, f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(value, list):
        for i, item in enumerate(value):
            found = _not_plain(item, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    if value is None or isinstance(value, str | int | float):
        return None
    return f"{path}: a {type(value).__name__}"


def _plain(game: Game, value: Any, text: str, what: str) -> None:
    if json.loads(text) != value:
        where = _not_plain(value) or "it changes through JSON"
        raise _fail(game, f"{what} is not plain JSON data ({where})")


def _sample(rng: random.Random, items: Sequence[Any], k: int) -> list[Any]:
    return list(items) if len(items) <= k else rng.sample(list(items), k)


def _new_like(game: Game) -> Game:
    return Game(game.spec, game.players, game.seed, game.options, game.scenario)


def snapshot(game: Game) -> Snapshot:
    """The parts of a game an illegal action or a query must not change."""
    return Snapshot(
        game.state_hash(),
        game.rules.fingerprint(game.state),
        game.to_act,
        len(game.actions),
        game.rng.getstate(),
    )


def _unchanged(game: Game, before: Snapshot, what: str) -> None:
    after = snapshot(game)
    if after == before:
        return
    changed = [
        name
        for name in ("state_hash", "fingerprint", "to_act", "actions", "rng")
        if getattr(after, name) != getattr(before, name)
    ]
    raise _fail(game, f"{what} changed the game ({', '.join(changed)})")


def random_action(game: Game, rng: random.Random) -> tuple[int, Any]:
    """A uniformly random seat among ``to_act`` and a uniformly random legal action of it
    (seats that may interrupt included, so interruptions are exercised too)."""
    seat = rng.choice(sorted(game.to_act))
    return seat, rng.choice(game.legal_actions(seat))


# -- the spec --------------------------------------------------------------------------------
def check_spec(spec: GameSpec) -> None:
    """The static facts are coherent: player range, options, defaults, requirements; the
    rules are a :class:`Rules`; the declared view and event types are TypedDicts msgspec can
    check, each event's naming its tag, that make a JSON Schema."""
    if not isinstance(spec, GameSpec):
        raise ConformanceError(f"{spec!r} is not a GameSpec")
    where = f"{spec.id}: spec"
    if not isinstance(spec.rules, Rules):
        raise ConformanceError(f"{where}: rules {spec.rules!r} is not a Rules")
    if not spec.id or not re.fullmatch(r"[a-z][a-z0-9_]*", spec.id):
        raise ConformanceError(f"{where}: id {spec.id!r} must be lower_snake_case")
    if not 1 <= spec.min_players <= spec.max_players:
        raise ConformanceError(f"{where}: players {spec.min_players}-{spec.max_players}")
    if spec.max_actions < 1:
        raise ConformanceError(f"{where}: max_actions must be positive")
    names = [o.name for o in spec.options]
    if len(set(names)) != len(names):
        raise ConformanceError(f"{where}: duplicate option names {names}")
    for option in spec.options:
        if not option.choices or option.default not in option.choices:
            raise ConformanceError(f"{where}: option {option.name} default not among its choices")
        if option.parse is not None:
            for choice in option.choices:
                try:
                    canonical = option.parse(choice)
                except AfootError as exc:
                    raise ConformanceError(
                        f"{where}: option {option.name} refuses its own choice {choice!r}: {exc}"
                    ) from None
                if canonical != choice:
                    raise ConformanceError(
                        f"{where}: option {option.name} choice {choice!r} is not canonical "
                        f"(parses as {canonical!r})"
                    )
        if option.requires is not None:
            other = spec.option(option.requires[0])
            if other is None or option.requires[1] not in other.choices:
                raise ConformanceError(
                    f"{where}: option {option.name} requires {option.requires}, which is no "
                    "option value"
                )
    try:
        defaults = validate_options(spec, None)
    except AfootError as exc:
        raise ConformanceError(f"{where}: the default options do not validate: {exc}") from None
    if defaults != {o.name: o.default for o in spec.options}:
        raise ConformanceError(f"{where}: default options {defaults}")
    for wrong in declaration_errors(spec):
        raise ConformanceError(f"{where}: {wrong}")


def check_player_counts(spec: GameSpec, seed: int = 1) -> None:
    """Every count in the spec's range starts a game; the counts just outside do not."""
    for players in range(spec.min_players, spec.max_players + 1):
        game = Game(spec, players, seed)
        if game.players != players:
            raise _fail(game, "wrong player count")
    for players in (spec.min_players - 1, spec.max_players + 1, 0, -1):
        if spec.min_players <= players <= spec.max_players:
            continue
        try:
            Game(spec, players, seed)
        except InvalidOption as exc:
            if "\n" in str(exc):
                raise ConformanceError(f"{spec.id}: player count error is not one line") from None
            continue
        raise ConformanceError(f"{spec.id}: {players} players was accepted")


def covering_option_sets(spec: GameSpec) -> list[dict[str, OptionValue]]:
    """The default options, plus one set per option value (with what that value requires)."""
    sets: list[dict[str, OptionValue]] = [{}]
    for option in spec.options:
        for choice in option.choices:
            if choice == option.default:
                continue
            chosen: dict[str, OptionValue] = {option.name: choice}
            if option.requires is not None:
                chosen[option.requires[0]] = option.requires[1]
            if chosen not in sets:
                sets.append(chosen)
    return sets


# -- checks at one decision point ---------------------------------------------------------------
def check_turn_structure(game: Game) -> None:
    """Legal actions exist exactly for the seats in ``to_act``; empty ``to_act`` iff over."""
    to_act = game.to_act
    over = game.is_over
    if not isinstance(to_act, frozenset):
        raise _fail(game, f"to_act is a {type(to_act).__name__}, not a frozenset")
    if any(not isinstance(s, int) or not 0 <= s < game.players for s in to_act):
        raise _fail(game, f"to_act {sorted(to_act)} holds a seat that does not exist")
    if over != (not to_act):
        raise _fail(game, f"is_over={over} but to_act={sorted(to_act)}")
    waiting = game.waiting_for
    if not isinstance(waiting, frozenset) or not waiting <= to_act or over != (not waiting):
        raise _fail(
            game,
            f"waiting_for={sorted(waiting)} must be a non-empty part of to_act={sorted(to_act)}",
        )
    for seat in (-1, game.players, "0", True):
        refusals = []
        for query in (game.legal_actions, game.view):
            try:
                got = query(seat)  # type: ignore[arg-type]
            except IllegalAction as exc:
                refusals.append(str(exc))
            else:
                raise _fail(
                    game, f"{query.__name__}({seat!r}) gave {_short(got, 60)}, not a refusal"
                )
        if refusals[0] != refusals[1] or "\n" in refusals[0]:
            raise _fail(
                game, f"legal_actions({seat!r}) and view({seat!r}) refuse it unlike: {refusals}"
            )
    for seat in range(game.players):
        legal = game.legal_actions(seat)
        if bool(legal) != (seat in to_act):
            raise _fail(
                game,
                f"seat {seat} has {len(legal)} legal actions but to_act={sorted(to_act)}",
            )
    result = game.result()
    if (result is None) != (not over):
        raise _fail(game, f"result() is {result!r} while is_over={over}")
    if result is not None:
        if len(result.scores) != game.players:
            raise _fail(game, f"result has {len(result.scores)} scores for {game.players} seats")
        if len(set(result.winners)) != len(result.winners) or any(
            not 0 <= w < game.players for w in result.winners
        ):
            raise _fail(game, f"result winners {result.winners} are not distinct seats")
        if result.draw and result.winners:
            raise _fail(game, "result is a draw with winners")
        _json(game, msgspec.to_builtins(result), "the result")


def check_invariants(game: Game) -> None:
    """Run the rules' own ``check_invariants(state)`` if the rules define one."""
    _invariants(game)


def check_action_codec(game: Game) -> None:
    """Every legal action of every seat survives JSON and ``parse_action``; codes are distinct."""
    before = snapshot(game)
    for seat in sorted(game.to_act):
        legal = game.legal_actions(seat)
        codes: set[str] = set()
        for action in legal:
            raw = msgspec.to_builtins(action)
            text = _json(game, raw, f"legal action {action!r}")
            if text in codes:
                raise _fail(game, f"seat {seat}: two legal actions encode as {text}")
            codes.add(text)
            for given in (raw, json.loads(text)):
                try:
                    back = game.parse_action(given)
                except IllegalAction as exc:
                    raise _fail(game, f"legal action {text} does not parse back: {exc}") from None
                if back != action:
                    raise _fail(game, f"legal action {text} parses back as {back!r}")
            described = game.describe(action)
            if not isinstance(described, str) or not described or "\n" in described:
                raise _fail(game, f"describe({text}) is not one line of text: {described!r}")
    _unchanged(game, before, "legal_actions/parse_action/describe")


def check_views(game: Game, strict_json: bool = True) -> None:
    """Views of every seat and the spectator are JSON-able, pure, never hold the seed, and fit
    the game's declared ``view_type`` exactly (when it declares one).

    With ``strict_json`` a view must also be plain JSON data: equal to its own JSON round trip
    (no tuples, no non-string keys), so that a client sees exactly what the engine built."""
    before = snapshot(game)
    for seat in (None, *range(game.players)):
        view = game.view(seat)
        if not isinstance(view, dict):
            raise _fail(game, f"view({seat}) is a {type(view).__name__}, not a dict")
        text = _json(game, view, f"view({seat})")
        if strict_json:
            _plain(game, view, text, f"view({seat})")
        if game.view(seat) != view:
            raise _fail(game, f"view({seat}) differs between two calls")
        if game.spec.view_type is not None:
            wrong = mismatch(view, game.spec.view_type)
            if wrong is not None:
                raise _fail(game, f"view({seat}) does not fit the declared view_type: {wrong}")
        if game.seed >= SEED_CHECK_MIN and re.search(rf"(?<![0-9]){game.seed}(?![0-9])", text):
            raise _fail(game, f"view({seat}) holds the game's seed")
    _unchanged(game, before, "view()")


def is_legal(game: Game, seat: Any, raw: Any) -> bool:
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in game.to_act:
        return False
    try:
        action = game.parse_action(raw)
    except IllegalAction:
        return False
    except Exception as exc:
        raise _fail(
            game,
            f"parse_action({_short(raw)}) raised {type(exc).__name__}: {exc} "
            "instead of IllegalAction",
        ) from None
    return bool(action in game.legal_actions(seat))


def expect_illegal(game: Game, seat: Any, action: Any, kind: str = "illegal input") -> bool:
    """Apply ``action`` for ``seat`` expecting IllegalAction and no change at all.

    Returns False without touching the game when the input is in fact legal, else True.
    """
    if is_legal(game, seat, action):
        return False
    before = snapshot(game)
    try:
        game.apply(seat, action)
    except IllegalAction as exc:
        message = str(exc)
        if not message or "\n" in message:
            raise _fail(
                game, f"{kind}: IllegalAction message is not one line: {message!r}"
            ) from None
    except Exception as exc:
        raise _fail(
            game,
            f"{kind}: seat {seat!r} action {_short(action)} raised {type(exc).__name__}: {exc} "
            "instead of IllegalAction",
        ) from None
    else:
        raise _fail(game, f"{kind}: seat {seat!r} action {_short(action)} was accepted")
    _unchanged(game, before, f"{kind} (seat {seat!r}, action {_short(action)})")
    return True


def act(game: Game, seat: int, action: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Apply ``action`` for ``seat``, check the rules' invariants, and return the events as
    ``seat`` received them. For scenario tests."""
    events = game.apply(seat, dict(action))
    _invariants(game)
    return [e for e in (ev.seen_by(seat) for ev in events) if e is not None]


def view(game: Game, viewer: int | None = None) -> dict[str, Any]:
    """``viewer``'s view (None: a spectator)."""
    return game.view(viewer)


def player(game: Game, seat: int, viewer: int | None = None) -> dict[str, Any]:
    """``seat``'s entry of ``viewer``'s view (None: a spectator)."""
    out: dict[str, Any] = game.view(viewer)["players"][seat]
    return out


def table_snapshot(game: Game) -> tuple[Any, ...]:
    """Everything any seat or the spectator can observe of a game, with its state hash."""
    seats = range(game.players)
    return (
        game.state_hash(),
        len(game.actions),
        [game.view(s) for s in seats],
        game.view(None),
        [game.log(s) for s in seats],
        [msgspec.to_builtins(game.legal_actions(s)) for s in seats],
        sorted(game.to_act),
        sorted(game.waiting_for),
    )


def refused(game: Game, seat: Any, action: Any) -> str:
    """Apply ``action`` for ``seat`` expecting IllegalAction with a one-line message and no
    change at all (state, every view, log and legal action list); return the message. For
    scenario tests of bad input."""
    before = table_snapshot(game)
    try:
        game.apply(seat, action)
    except IllegalAction as exc:
        message = str(exc)
    else:
        raise ConformanceError(f"{_short(action)} by seat {seat!r} was accepted")
    if not message or "\n" in message:
        raise ConformanceError(f"the refusal is not one line: {message!r}")
    if table_snapshot(game) != before:
        raise ConformanceError(f"the refused {_short(action)} changed the game")
    return message


def _bad_values(value: Any) -> list[Any]:
    if isinstance(value, bool):
        return ["yes", 2, None]
    if isinstance(value, int):
        return [value + 1000, -1 - value, 2**70, str(value), None, 0.5]
    if isinstance(value, str):
        return ["__nonsense__", "", 7, None, [value]]
    if value is None:
        return ["__nonsense__", -1, {}]
    if isinstance(value, list):
        return [None, "__nonsense__", [*value, "__nonsense__"]]
    return [None, "__nonsense__"]


def mutations(raw: Any) -> list[Any]:
    """Damaged copies of an action's JSON: missing tag or fields, fields out of range or type,
    an unknown field, misspelled field names."""
    if not isinstance(raw, dict):
        return [None]
    out: list[Any] = [
        {k: v for k, v in raw.items() if k != "type"},
        {**raw, "type": "__no_such_action__"},
        {**raw, "type": str(raw.get("type", "")).upper() + "_"},
        {**raw, UNKNOWN_FIELD: 0},
    ]
    for key, value in raw.items():
        wrong = _misspelled(key)
        out.append({(wrong if k == key else k): v for k, v in raw.items()})
        if key == "type":
            continue
        out.append({k: v for k, v in raw.items() if k != key})
        out.extend({**raw, key: bad} for bad in _bad_values(value))
    return out


def illegal_inputs(
    game: Game, rng: random.Random, pool: Sequence[Any] = (), per_step: int = 6
) -> list[tuple[str, Any, Any]]:
    """Up to ``per_step`` (kind, seat, action) inputs that must all be refused now, each of a
    different kind (kinds and inputs drawn at random from everything that applies now).

    ``pool`` holds actions seen legal earlier in the game (stale actions are good illegal
    input: right shape, wrong moment).
    """
    out: list[tuple[str, Any, Any]] = []
    players = game.players
    if game.is_over:
        for seat in range(players):
            out.extend(("an action after the game is over", seat, a) for a in _sample(rng, pool, 2))
            out.append(("malformed input after the game is over", seat, rng.choice(MALFORMED)))
        return _one_per_kind(rng, out, per_step)
    acting = sorted(game.to_act)
    legal = {s: game.legal_actions(s) for s in acting}
    everything = [a for s in acting for a in legal[s]]
    for seat in range(players):
        if seat not in game.to_act:
            out.extend(
                ("an action by a seat whose turn it is not", seat, a)
                for a in _sample(rng, everything, 2)
            )
    for seat in acting:
        mine = legal[seat]
        others = [a for o in acting if o != seat for a in legal[o] if a not in mine]
        out.extend(("another seat's legal action", seat, a) for a in _sample(rng, others, 1))
        stale = [a for a in pool if a not in mine]
        out.extend(("an action legal earlier but not now", seat, a) for a in _sample(rng, stale, 2))
        out.append(("malformed input", seat, rng.choice(MALFORMED)))
        damaged = mutations(msgspec.to_builtins(rng.choice(mine)))
        out.extend(
            ("a legal action with a damaged field", seat, a) for a in _sample(rng, damaged, 3)
        )
    action = rng.choice(everything)
    out.extend(
        ("a seat that does not exist", seat, action) for seat in (-1, players, None, "0", True, 0.0)
    )
    return _one_per_kind(rng, out, per_step)


def _one_per_kind(
    rng: random.Random, inputs: list[tuple[str, Any, Any]], k: int
) -> list[tuple[str, Any, Any]]:
    kinds: dict[str, list[tuple[str, Any, Any]]] = {}
    for item in inputs:
        kinds.setdefault(item[0], []).append(item)
    return [rng.choice(kinds[kind]) for kind in _sample(rng, list(kinds), k)]


def check_illegal_actions(
    game: Game, rng: random.Random, pool: Sequence[Any] = (), per_step: int = 6
) -> int:
    """Try a sample of :func:`illegal_inputs`; each must raise and change nothing. Returns how many."""
    tried = 0
    for kind, seat, action in illegal_inputs(game, rng, pool, per_step):
        tried += expect_illegal(game, seat, action, kind)
    return tried


#: the kinds of :func:`check_strict_input`
STRICT_KINDS = (
    "an unknown field",
    "a misspelled field",
    "a required field left out",
    "a field of the wrong type",
    "a struct of another game",
    "a struct with a field of the wrong type",
)


def _misspelled(name: str) -> str:
    wrong = name.capitalize()
    return wrong if wrong != name else name + "s"


def _wrong_value(value: Any) -> Any:
    """A value of another type than ``value``'s that a careless comparison takes for it:
    1.0 for 1, 1 for True (equal, with the same hash); else a list holding it."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return float(value)
    return [value]


#: per struct type, its fields as ``msgspec.inspect`` describes them
_FIELDS: dict[type, list[Any]] = {}


def _fields(kind: type) -> list[Any]:
    fields = _FIELDS.get(kind)
    if fields is None:
        info = msgspec.inspect.type_info(kind)
        fields = _FIELDS[kind] = (
            list(info.fields) if isinstance(info, msgspec.inspect.StructType) else []
        )
    return fields


def strict_mutations(action: Any, rng: random.Random) -> list[tuple[str, tuple[str, ...], Any]]:
    """(kind, fields, JSON) copies of a legal action, each damaged in one way that a strict
    decoder refuses naming one of ``fields``: an unknown field, a misspelled one (its type
    when it has no field; the refusal may name the right name or the wrong one), a required
    field left out, a field given a list instead of its value."""
    raw: dict[str, Any] = msgspec.to_builtins(action)
    fields = _fields(type(action))
    tag = next(iter(raw))  # the tag comes first
    out: list[tuple[str, tuple[str, ...], Any]] = [
        ("an unknown field", (UNKNOWN_FIELD,), {**raw, UNKNOWN_FIELD: 0})
    ]
    name = rng.choice([f.encode_name for f in fields]) if fields else tag
    wrong = _misspelled(name)
    out.append(
        (
            "a misspelled field",
            (wrong, name),
            {(wrong if k == name else k): v for k, v in raw.items()},
        )
    )
    required = [f.encode_name for f in fields if f.required]
    if required:
        gone = rng.choice(required)
        out.append(
            ("a required field left out", (gone,), {k: v for k, v in raw.items() if k != gone})
        )
    if fields:
        name = rng.choice([f.encode_name for f in fields])
        out.append(("a field of the wrong type", (name,), {**raw, name: [raw[name]]}))
    return out


#: per action type, a struct of another class with the same name, tag, fields and values
_LOOKALIKES: dict[type, type] = {}


def _lookalike(action: Any) -> Any:
    kind = type(action)
    other = _LOOKALIKES.get(kind)
    if other is None:
        config = kind.__struct_config__
        other = _LOOKALIKES[kind] = msgspec.defstruct(
            kind.__name__,
            [(name, Any) for name in kind.__struct_fields__],
            tag=config.tag,
            tag_field=config.tag_field,
            frozen=True,
            module="afoot.engine.testing.another_game",
        )
    return other(*msgspec.structs.astuple(action))


def check_strict_input(
    game: Game, rng: random.Random, kinds: Collection[str] = STRICT_KINDS
) -> int:
    """Every action is decoded strictly. For one legal action of each type of each seat that
    may act, each of :func:`strict_mutations` and two structs are refused with one line that
    names the damaged field (for a struct, the ``describe`` of it too) and change nothing, the
    log and the legal actions included: a struct of the same name, tag and values from another
    game, and the action with a field given a value of another type (1.0 for 1: equal to it).
    Returns how many inputs were tried.

    The game is compared with its state before the probes once, after all of them (each
    comparison hashes the state twice, which made this check a third of a playout's time);
    when it changed, the game is played again to that point and the probes tried one by one
    to name the first that changes it."""
    tried = 0
    before = snapshot(game)
    before_log = game.log(None)
    tries: list[tuple[int, str, Any]] = []
    for seat in sorted(game.to_act):
        legal = game.legal_actions(seat)
        kinds_seen: dict[type, list[Any]] = {}
        for action in legal:
            kinds_seen.setdefault(type(action), []).append(action)
        for same in kinds_seen.values():
            action = rng.choice(same)
            probes = [m for m in strict_mutations(action, rng) if m[0] in kinds]
            if "a struct of another game" in kinds:
                probes.append(("a struct of another game", (), _lookalike(action)))
            fields = list(type(action).__struct_fields__)
            if fields and "a struct with a field of the wrong type" in kinds:
                name = rng.choice(fields)
                wrong = _wrong_value(getattr(action, name))
                mistyped = msgspec.structs.replace(action, **{name: wrong})
                probes.append(("a struct with a field of the wrong type", (name,), mistyped))
            for kind, names, probe in probes:
                _refused_naming(game, seat, probe, kind, names)
                tried += 1
                tries.append((seat, kind, probe))
        if game.legal_actions(seat) != legal:
            raise _fail(game, f"refused malformed input changed legal_actions({seat})")
    if snapshot(game) != before:
        _first_change(game, before, tries)
    if game.log(None) != before_log:
        raise _fail(game, "refused malformed input changed the log")
    return tried


def _first_change(game: Game, before: Snapshot, tries: Sequence[tuple[int, str, Any]]) -> None:
    """Raise naming the first of ``tries`` (seat, kind, probe) that changes the game: they
    are tried again, one by one, on the game as it was before them, played again from its
    setup (an exact game; the inputs are refused, so its first actions are the real ones)."""
    fresh = type(game)(game.spec, game.players, game.seed, game.options, game.scenario)
    for seat, action in game.actions[: before.actions]:
        fresh.apply(seat, action)
    for seat, kind, probe in tries:
        with contextlib.suppress(IllegalAction):
            fresh.apply(seat, probe)
        _unchanged(fresh, before, f"{kind}: seat {seat} action {_short(probe)}")
    _unchanged(game, before, f"{len(tries)} refused malformed inputs (none did alone)")


def _refused_naming(game: Game, seat: int, probe: Any, kind: str, names: tuple[str, ...]) -> None:
    """``probe`` is refused with one line naming one of ``names``, and ``describe`` refuses
    a struct (the caller checks that nothing changed)."""
    what = f"{kind}: seat {seat} action {_short(probe)}"
    try:
        game.apply(seat, probe)
    except IllegalAction as exc:
        message = str(exc)
    except Exception as exc:
        raise _fail(game, f"{what} raised {type(exc).__name__}: {exc}, not IllegalAction") from None
    else:
        raise _fail(game, f"{what} was accepted")
    if not message or "\n" in message:
        raise _fail(game, f"{what}: the refusal is not one line: {message!r}")
    if names and not any(f"`{name}`" in message for name in names):
        raise _fail(game, f"{what}: the refusal does not name `{names[0]}`: {message}")
    if isinstance(probe, msgspec.Struct):
        try:
            text = game.describe(probe)
        except IllegalAction as exc:
            if "\n" in str(exc):
                raise _fail(game, f"describe({kind}): the refusal is not one line") from None
        except Exception as exc:
            raise _fail(
                game, f"describe({kind} {_short(probe)}) raised {type(exc).__name__}: {exc}"
            ) from None
        else:
            raise _fail(game, f"describe({kind} {_short(probe)}) gave {text!r}, not IllegalAction")


def check_clone(game: Game, rng: random.Random, steps: int | None = None) -> None:
    """A clone has the same hash, plays on without touching the original, and twin clones
    given the same actions stay identical."""
    before = snapshot(game)
    first, second = game.clone(), game.clone()
    if first.state_hash() != before.state_hash:
        raise _fail(game, "a clone has a different state hash")
    _invariants(first, " in a clone")
    moves = 0
    while not first.is_over and (steps is None or moves < steps):
        seat, action = random_action(first, rng)
        first.apply(seat, action)
        moves += 1
        try:
            second.apply(seat, action)
        except IllegalAction as exc:
            raise _fail(game, f"two clones diverge: action {moves} fits one only: {exc}") from None
        if first.state_hash() != second.state_hash():
            raise _fail(game, f"two clones given the same {moves} actions differ")
        if moves > game.spec.max_actions:
            raise _fail(game, "a clone's playout does not end")
    _unchanged(game, before, f"playing {moves} actions on a clone")


def check_determinize(game: Game, rng: random.Random, samples: int = 1) -> set[int]:
    """Views, ``to_act``, the seat's legal actions (and its casebook, when the game has one) are
    the same in a determinised game.

    Returns the seats for which two of the ``samples`` determinisations (or a determinisation
    and the game itself) had different state hashes: evidence that hidden state is resampled.
    """
    before = snapshot(game)
    spectator = game.view(None)
    varied: set[int] = set()
    #: the optional casebook (a seat's own deductions) must be a function of what it saw
    casebook = game.spec.casebook
    books = [casebook(game.state, s) for s in range(game.players)] if casebook else []
    for seat in range(game.players):
        mine = game.view(seat)
        legal = game.legal_actions(seat)
        hashes = {before.state_hash}
        for _ in range(samples):
            twin = game.determinize(seat, rng)
            if not isinstance(twin, Game) or twin.spec is not game.spec:
                raise _fail(game, f"determinize({seat}) did not give a game of the same kind")
            _invariants(twin, f" in determinize({seat})")
            seen = twin.view(seat)
            if seen != mine:
                diff = _first_difference(mine, seen)
                raise _fail(game, f"view({seat}) changes under determinize({seat}): {diff}")
            seen = twin.view(None)
            if seen != spectator:
                diff = _first_difference(spectator, seen)
                raise _fail(game, f"view(None) changes under determinize({seat}): {diff}")
            if twin.to_act != game.to_act or twin.is_over != game.is_over:
                raise _fail(game, f"to_act changes under determinize({seat})")
            if twin.legal_actions(seat) != legal:
                raise _fail(game, f"legal_actions({seat}) changes under determinize({seat})")
            if casebook is not None and casebook(twin.state, seat) != books[seat]:
                raise _fail(game, f"casebook({seat}) changes under determinize({seat})")
            if samples > 1 and twin.log(seat) != game.log(seat):
                raise _fail(game, f"log({seat}) changes under determinize({seat})")
            hashes.add(twin.state_hash())
        if len(hashes) > 1:
            varied.add(seat)
    _unchanged(game, before, "determinize()")
    return varied


def check_determinized_history(game: Game, seat: int, rng: random.Random) -> None:
    """A determinised game carries the history only as ``seat`` received it: the log of every
    seat (and of the spectator) in ``game.determinize(seat)`` holds only events that are in
    ``game.log(seat)``, in order. Otherwise a bot handed the determinised game could read the
    very hidden information that was resampled (another seat's private draws)."""
    known = game.log(seat)
    twin = game.determinize(seat, rng)
    for other in (None, *range(game.players)):
        entries = iter(known)
        for index, entry in enumerate(twin.log(other)):
            if not any(entry == k for k in entries):
                raise _fail(
                    game,
                    f"determinize({seat}).log({other}) entry {index} {_short(entry)} is not "
                    f"in log({seat}): the determinised game keeps hidden history",
                )


def check_determinized_playout(game: Game, seat: int, rng: random.Random) -> None:
    """A determinised game plays on to the end like any game, and refuses to make a record."""
    twin = game.determinize(seat, rng)
    moves = len(game.actions)
    while not twin.is_over:
        check_turn_structure(twin)
        twin.apply(*random_action(twin, rng))
        _invariants(twin, f" in a playout from determinize({seat})")
        moves += 1
        if moves > game.spec.max_actions:
            raise _fail(game, f"a playout from determinize({seat}) does not end")
    check_turn_structure(twin)
    try:
        twin.record()
    except InvalidRecord:
        return
    raise _fail(game, "a determinised game produced a record (it cannot replay to itself)")


def check_events(game: Game, events: Sequence[Event]) -> None:
    """Each event reaches each seat (and the spectator) with exactly what it may see."""
    seats: tuple[int | None, ...] = (None, *range(game.players))
    for event in events:
        if not isinstance(event, Event):
            raise _fail(game, f"apply returned {event!r}, not an Event")
        if "type" in event.data or (event.redacted is not None and "type" in event.redacted):
            raise _fail(game, f"event {event.type!r} has a 'type' key in its payload")
        if event.to is not None and any(
            not isinstance(s, int) or not 0 <= s < game.players for s in event.to
        ):
            raise _fail(game, f"event {event.type!r} is addressed to seats {event.to}")
        full = {"type": event.type, **event.data}
        hidden = None if event.redacted is None else {"type": event.type, **event.redacted}
        for seat in seats:
            seen = event.seen_by(seat)
            allowed = event.to is None or (seat is not None and seat in event.to)
            expected = full if allowed else hidden
            if seen != expected:
                raise _fail(
                    game,
                    f"event {event.type!r} as seat {seat} sees it is {_short(seen)}, "
                    f"expected {_short(expected)}",
                )
            if seen is not None:
                _json(game, seen, f"event {event.type!r} as seat {seat} sees it")
                _fits_event_type(game, seen, seat)
        if event.to is not None and event.redacted is not None:
            hidden_keys = [
                key for key, v in event.data.items() if event.redacted.get(key, _MISSING) != v
            ]
            if not hidden_keys:
                raise _fail(
                    game,
                    f"private event {event.type!r}: the redacted payload repeats all of its data",
                )
            secret = {
                leaf
                for key in hidden_keys
                for leaf in _leaves(event.data[key])
                if isinstance(leaf, str)
            }
            shown = {leaf for leaf in _leaves(event.redacted) if isinstance(leaf, str)}
            if secret & shown:
                raise _fail(
                    game,
                    f"private event {event.type!r}: the redacted payload repeats hidden data "
                    f"{sorted(secret & shown)}",
                )


def _fits_event_type(game: Game, seen: dict[str, Any], seat: int | None) -> None:
    """An event as ``seat`` receives it fits the type its game declares for its tag (when
    the game declares event types)."""
    declared = game.spec.event_types
    if not declared:
        return
    kind = seen["type"]
    shape = declared.get(kind)
    if shape is None:
        raise _fail(
            game, f"event {kind!r} has no declared type; event_types: {', '.join(declared)}"
        )
    wrong = mismatch(seen, shape)
    if wrong is not None:
        raise _fail(
            game,
            f"event {kind!r} as seat {seat} receives it does not fit its declared type: {wrong}",
        )


def check_logs(game: Game, events: Sequence[Event]) -> None:
    """``game.log(seat)`` is every event as that seat received it, in order."""
    for seat in (None, *range(game.players)):
        expected = [seen for e in events if (seen := e.seen_by(seat)) is not None]
        if game.log(seat) != expected:
            raise _fail(game, f"log({seat}) is not the events as seat {seat} received them")


# -- checks over a whole game ------------------------------------------------------------------
def check_determinism(game: Game, hashes: Sequence[str] | None = None) -> None:
    """A new game with the same seed given the same actions is the same game at every step."""
    twin = _new_like(game)
    if hashes is not None and twin.state_hash() != hashes[0]:
        raise _fail(game, "the same seed gives a different initial state")
    for index, (seat, action) in enumerate(game.actions, start=1):
        try:
            twin.apply(seat, action)
        except IllegalAction as exc:
            raise _fail(game, f"replaying action {index} of the same seed: {exc}") from None
        if hashes is not None and twin.state_hash() != hashes[index]:
            raise _fail(game, f"the same seed and actions differ after action {index}")
    if twin.state_hash() != game.state_hash():
        raise _fail(game, "the same seed and actions give a different final state")
    for seat in (None, *range(game.players)):
        if twin.log(seat) != game.log(seat):
            raise _fail(game, f"the same seed and actions give different events for seat {seat}")
    diff = _first_difference(game.record(), twin.record())
    if diff is not None:
        raise _fail(game, f"the same seed and actions give a different record: {diff}")


def check_record_roundtrip(
    game: Game, replay: Replay | None = None, strict_json: bool = True
) -> Game:
    """The record survives JSON and replays to the same state, result, events and record.

    With ``strict_json`` the record must be plain JSON data, equal to its own JSON round trip
    (lists, not tuples); without it, lists and tuples are taken as equal."""
    record = game.record()
    text = _json(game, record, "the record")
    if strict_json:
        _plain(game, record, text, "the record")
    back = json.loads(text)
    diff = _first_difference(record, back)
    if diff is not None:
        raise _fail(game, f"the record changes through JSON: {diff}")
    try:
        again = _replayer(game, replay)(back)
    except InvalidRecord as exc:
        raise _fail(game, f"the game's own record does not replay: {exc}") from None
    if again.state_hash() != game.state_hash():
        raise _fail(game, "the replayed record ends in a different state")
    result, replayed = game.result(), again.result()
    if msgspec.to_builtins(result) != msgspec.to_builtins(replayed):
        raise _fail(game, f"the replayed record has result {replayed!r}, not {result!r}")
    diff = _first_difference(record, again.record())
    if diff is not None:
        raise _fail(game, f"the replayed game's record differs: {diff}")
    for seat in (None, *range(game.players)):
        if again.log(seat) != game.log(seat):
            raise _fail(game, f"the replayed game has different events for seat {seat}")
    return again


def first_bad_part(spec: GameSpec, record: Mapping[str, Any]) -> str | None:
    """Re-apply a record independently of ``replay_record``: ``"action N"`` (from 1) for the
    first action that cannot be applied, ``"state_hash"`` when only the final hash is wrong,
    ``"start"`` when no game starts, None when it replays faithfully."""
    try:
        game = Game(
            spec,
            record["players"],
            record["seed"],
            record.get("options"),
            record.get("scenario"),
        )
    except AfootError:
        return "start"
    for index, entry in enumerate(record["actions"], start=1):
        if not isinstance(entry, Mapping) or "seat" not in entry or "action" not in entry:
            return f"action {index}"
        try:
            game.apply(entry["seat"], entry["action"])
        except IllegalAction:
            return f"action {index}"
    expected = record.get("state_hash")
    if expected is not None and expected != game.state_hash():
        return "state_hash"
    return None


def _prefix(game: Game, count: int) -> Game:
    twin = _new_like(game)
    for seat, action in game.actions[:count]:
        twin.apply(seat, action)
    return twin


def tampered_records(
    game: Game, rng: random.Random, pool: Sequence[Any] = ()
) -> list[tuple[str, dict[str, Any]]]:
    """(what was changed, record) pairs built from the game's own record."""
    record: dict[str, Any] = json.loads(json.dumps(game.record()))
    actions: list[dict[str, Any]] = record["actions"]
    out: list[tuple[str, dict[str, Any]]] = []

    def variant(what: str, **changes: Any) -> None:
        out.append((what, {**json.loads(json.dumps(record)), **changes}))

    digest = record["state_hash"]
    variant("a changed state_hash", state_hash=("0" if digest[0] != "0" else "1") + digest[1:])
    variant("a changed seed", seed=record["seed"] + 1)
    if not actions:
        return out
    k = rng.randrange(len(actions))
    at = _prefix(game, k)
    seat = actions[k]["seat"]
    legal = at.legal_actions(seat)
    recorded = game.actions[k][1]
    illegal = [a for a in pool if a not in legal]
    damaged = [m for m in mutations(actions[k]["action"]) if not is_legal(at, seat, m)]
    if illegal or damaged:
        choice = rng.choice(illegal) if illegal else rng.choice(damaged)
        raw = choice if isinstance(choice, dict) else msgspec.to_builtins(choice)
        changed = [dict(e) for e in actions]
        changed[k] = {"seat": seat, "action": raw}
        variant(f"action {k + 1} changed to an illegal one", actions=changed)
    others = [a for a in legal if a != recorded]
    if others:
        changed = [dict(e) for e in actions]
        changed[k] = {"seat": seat, "action": msgspec.to_builtins(rng.choice(others))}
        variant(f"action {k + 1} changed to another legal one", actions=changed)
    other_seat = [dict(e) for e in actions]
    other_seat[k] = {"seat": (seat + 1) % game.players, "action": actions[k]["action"]}
    variant(f"action {k + 1} given to another seat", actions=other_seat)
    cut = [dict(e) for e in actions]
    cut[k] = {"seat": seat, "action": dict(actions[k]["action"])}
    fields = [key for key in cut[k]["action"] if key != "type"]
    del cut[k]["action"][rng.choice(fields) if fields else "type"]
    variant(f"action {k + 1} truncated", actions=cut)
    no_seat = [dict(e) for e in actions]
    del no_seat[k]["seat"]
    variant(f"action {k + 1} without its seat", actions=no_seat)
    variant("the last action dropped", actions=[dict(e) for e in actions[:-1]])
    variant("an action after the end", actions=[*actions, dict(actions[-1])])
    return out


def check_tampered_records(
    game: Game, rng: random.Random, replay: Replay | None = None, pool: Sequence[Any] = ()
) -> int:
    """Every tampered record raises InvalidRecord naming the first bad action (or the hash)."""
    replayer = _replayer(game, replay)
    checked = 0
    for what, record in tampered_records(game, rng, pool):
        bad = first_bad_part(game.spec, record)
        if bad is None:
            continue  # the change happens to replay to the very same game
        try:
            replayer(record)
        except InvalidRecord as exc:
            message = str(exc)
            if "\n" in message:
                raise _fail(game, f"record with {what}: InvalidRecord is not one line") from None
            if bad.startswith("action") and not re.search(rf"\b{bad}\b", message):
                raise _fail(
                    game, f"record with {what}: expected the error to name {bad}, got: {message}"
                ) from None
            if bad == "state_hash" and "state_hash" not in message:
                raise _fail(
                    game, f"record with {what}: expected a state_hash error, got: {message}"
                ) from None
            checked += 1
            continue
        except Exception as exc:
            raise _fail(
                game,
                f"record with {what} raised {type(exc).__name__}: {exc}, not InvalidRecord",
            ) from None
        raise _fail(game, f"a record with {what} replayed without error ({bad} is bad)")
    return checked


# -- playouts ----------------------------------------------------------------------------------
def random_playout(
    spec: GameSpec,
    players: int,
    seed: int,
    options: Mapping[str, object] | None = None,
    *,
    scenario: Mapping[str, Any] | None = None,
    check: bool = True,
) -> Game:
    """Play a seeded random game to the end; with ``check``, the turn structure and the
    invariants are checked after every action and the length against ``spec.max_actions``."""
    game = Game(spec, players, seed, options, scenario)
    chooser = random.Random(f"afoot-playout:{seed}")
    limit = spec.max_actions
    if check:
        _invariants(game, " after setup")
    while not game.is_over:
        if check:
            check_turn_structure(game)
        game.apply(*random_action(game, chooser))
        if check:
            _invariants(game)
        if len(game.actions) > limit:
            raise _fail(game, f"a random playout did not end within max_actions={limit}")
    if check:
        check_turn_structure(game)
    return game


def check_random_playouts(
    spec: GameSpec,
    games: int,
    *,
    players: Iterable[int] | None = None,
    option_sets: Sequence[Mapping[str, object]] | None = None,
    seed: int = 0,
) -> int:
    """``games`` plain random playouts over mixed player counts and option sets, with turn
    structure, invariants and termination checked; returns the number of actions played."""
    counts = (
        list(players)
        if players is not None
        else list(range(spec.min_players, spec.max_players + 1))
    )
    sets = list(option_sets) if option_sets is not None else covering_option_sets(spec)
    picker = random.Random(seed)
    total = 0
    for index in range(games):
        game = random_playout(
            spec, picker.choice(counts), seed + index, picker.choice(sets), check=True
        )
        total += len(game.actions)
    return total


def check_playout(
    spec: GameSpec,
    players: int,
    seed: int,
    options: Mapping[str, object] | None = None,
    *,
    scenario: Mapping[str, Any] | None = None,
    replay: Replay | None = None,
    expect_hidden: bool = True,
    deep_every: int = 1,
    tamper: bool = True,
    skip: Collection[str] = (),
    illegal_per_step: int = 6,
) -> PlayoutReport:
    """One seeded random game with every check of this module at every decision point.

    ``skip`` names checks to leave out while a known bug is open (see :data:`SKIPPABLE`).
    ``illegal_per_step`` is how many illegal inputs are tried at each decision point.
    ``deep_every`` thins out the most expensive checks (action codec, views, determinisation)
    to every n-th decision point, starting at a seeded random offset so that different seeds
    cover different points; the other checks run at every point.
    """
    unknown = set(skip) - SKIPPABLE
    if unknown:
        raise ValueError(f"unknown checks to skip: {sorted(unknown)}; known: {sorted(SKIPPABLE)}")
    strict_json = "plain_json" not in skip
    report = PlayoutReport()
    game = Game(spec, players, seed, options, scenario)
    chooser = random.Random(f"afoot-playout:{seed}")
    checker = random.Random(f"afoot-checks:{seed}")
    limit = spec.max_actions
    hashes = [game.state_hash()]
    pool: dict[Any, None] = {}
    events: list[Event] = []
    clones: list[tuple[int, Game, str]] = []
    determinized_at = checker.randrange(8)  # early: the playout from it is long
    phase = checker.randrange(deep_every)
    _invariants(game, " after setup")
    step = 0
    while not game.is_over:
        check_turn_structure(game)
        if step % deep_every == phase:
            check_action_codec(game)
            check_views(game, strict_json)
            samples = 2 if step % (4 * deep_every) == phase else 1
            report.varied_seats |= check_determinize(game, checker, samples)
            if samples > 1 and "determinized_history" not in skip:
                check_determinized_history(game, checker.randrange(players), checker)
            report.determinizations += samples * players
        if step == determinized_at:
            check_determinized_playout(game, checker.randrange(players), checker)
        report.illegal_tried += check_illegal_actions(game, checker, list(pool), illegal_per_step)
        report.illegal_tried += check_strict_input(game, checker)
        if step in CLONE_STEPS:
            check_clone(game, checker, steps=25)
            clones.append((step, game.clone(), game.state_hash()))
        for seat in game.to_act:
            for action in game.legal_actions(seat):
                pool.setdefault(action, None)
        seat, action = random_action(game, chooser)
        new = game.apply(seat, action)
        _invariants(game, f" after seat {seat} played {_short(msgspec.to_builtins(action))}")
        check_events(game, new)
        events.extend(new)
        hashes.append(game.state_hash())
        step += 1
        if step > limit:
            raise _fail(game, f"a random playout did not end within max_actions={limit}")
    report.actions = step
    check_turn_structure(game)
    check_views(game, strict_json)
    report.varied_seats |= check_determinize(game, checker, 2)
    if "determinized_history" not in skip:
        check_determinized_history(game, checker.randrange(players), checker)
    report.illegal_tried += check_illegal_actions(game, checker, list(pool))
    check_logs(game, events)
    for at, clone, digest in clones:
        if clone.state_hash() != digest:
            raise _fail(game, f"playing the original changed the clone taken at step {at}")
        for seat, action in game.actions[at:]:
            clone.apply(seat, action)
        if clone.state_hash() != game.state_hash():
            raise _fail(
                game, f"the clone taken at step {at} ends differently with the same actions"
            )
    check_determinism(game, hashes)
    check_record_roundtrip(game, replay, strict_json)
    if tamper:
        report.tampered_records = check_tampered_records(game, checker, replay, list(pool))
    if expect_hidden:
        missing = sorted(set(range(players)) - report.varied_seats)
        if missing:
            raise _fail(
                game,
                f"determinize never varied the state for seats {missing}: it resamples nothing",
            )
    return report


def check_game(
    spec: GameSpec,
    *,
    players: Iterable[int] | None = None,
    option_sets: Sequence[Mapping[str, object]] | None = None,
    seeds: Iterable[int] = range(3),
    max_games: int | None = None,
    replay: Replay | None = None,
    expect_hidden: bool = True,
    deep_every: int = 1,
    skip: Collection[str] = (),
    illegal_per_step: int = 6,
) -> ConformanceReport:
    """The whole suite: the spec, player counts, then :func:`check_playout` for every option
    set x player count x seed (at most ``max_games`` playouts in all). Tampered records are
    tried on the first seed of each configuration (they cost two replays each).

    ``players`` defaults to every count the spec allows, ``option_sets`` to
    :func:`covering_option_sets` (defaults plus every option value once), ``replay`` to
    ``replay_record`` over this game (pass ``afoot.replay`` to go through the registry).
    ``expect_hidden=False`` is for games of perfect information. ``skip`` names checks to leave
    out while a known bug is open (:data:`SKIPPABLE`); keep it empty otherwise.
    """
    check_spec(spec)
    check_player_counts(spec)
    counts = (
        list(players)
        if players is not None
        else list(range(spec.min_players, spec.max_players + 1))
    )
    sets = list(option_sets) if option_sets is not None else covering_option_sets(spec)
    seed_list = list(seeds)
    report = ConformanceReport()
    for options in sets:
        validated = validate_options(spec, options)
        for count in counts:
            report.configurations.append((count, validated))
            for index, seed in enumerate(seed_list):
                if max_games is not None and report.games >= max_games:
                    return report
                report.add(
                    check_playout(
                        spec,
                        count,
                        seed,
                        options,
                        replay=replay,
                        expect_hidden=expect_hidden,
                        deep_every=deep_every,
                        tamper=index == 0,
                        skip=skip,
                        illegal_per_step=illegal_per_step,
                    )
                )
    return report


__all__ = [
    "MALFORMED",
    "SKIPPABLE",
    "STRICT_KINDS",
    "UNKNOWN_FIELD",
    "ConformanceError",
    "ConformanceReport",
    "PlayoutReport",
    "Snapshot",
    "act",
    "check_action_codec",
    "check_clone",
    "check_determinism",
    "check_determinize",
    "check_determinized_history",
    "check_determinized_playout",
    "check_events",
    "check_game",
    "check_illegal_actions",
    "check_invariants",
    "check_logs",
    "check_player_counts",
    "check_playout",
    "check_random_playouts",
    "check_record_roundtrip",
    "check_spec",
    "check_strict_input",
    "check_tampered_records",
    "check_turn_structure",
    "check_views",
    "covering_option_sets",
    "expect_illegal",
    "first_bad_part",
    "illegal_inputs",
    "mutations",
    "player",
    "random_action",
    "random_playout",
    "refused",
    "snapshot",
    "strict_mutations",
    "table_snapshot",
    "tampered_records",
    "view",
]
