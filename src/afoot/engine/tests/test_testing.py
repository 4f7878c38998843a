"""The conformance suite passes a correct game and catches each kind of broken one."""

from __future__ import annotations

import random
from typing import Any, Literal, NotRequired, TypedDict

import msgspec
import pytest

from afoot.engine import testing as T
from afoot.engine.core import GameSpec
from afoot.engine.events import Log
from afoot.engine.game import Game
from afoot.engine.tests.toy import (
    EVENT_TYPES,
    PICK,
    Draw,
    Pass,
    PickRules,
    PickView,
    Play,
    State,
    name,
    spec_of,
)

SEEDS = range(100_000, 100_003)


def test_a_correct_game_passes_every_check():
    report = T.check_game(PICK, seeds=SEEDS)
    spec = PICK
    assert report.games == len(T.covering_option_sets(spec)) * 2 * len(SEEDS)
    assert {players for players, _ in report.configurations} == {2, 3}
    assert report.illegal_tried > report.actions
    assert report.determinizations > 0
    assert report.tampered_records > 0


def test_covering_option_sets_use_every_value_with_its_requirement():
    sets = T.covering_option_sets(PICK)
    assert {} in sets
    assert {"deck": "long"} in sets
    assert {"open_hands": True} in sets
    assert {"bonus": "double", "deck": "long"} in sets


def test_max_games_limits_the_playouts():
    assert T.check_game(PICK, seeds=SEEDS, max_games=2).games == 2


def test_each_check_can_be_called_alone():
    game = T.random_playout(PICK, 3, 123_456)
    assert game.is_over
    T.check_turn_structure(game)
    T.check_invariants(game)
    T.check_views(game)
    T.check_determinism(game)
    again = T.check_record_roundtrip(game)
    assert again.state_hash() == game.state_hash()
    assert T.check_tampered_records(game, random.Random(1)) >= 4
    fresh = Game(PICK, 2, 99)
    T.check_action_codec(fresh)
    T.check_clone(fresh, random.Random(2))
    assert T.check_determinize(fresh, random.Random(3), samples=3) == {0, 1}
    T.check_determinized_playout(fresh, 0, random.Random(4))
    assert T.check_illegal_actions(fresh, random.Random(5)) > 0
    assert T.expect_illegal(fresh, 1, Draw())  # not seat 1's turn
    assert not T.expect_illegal(fresh, 0, Draw())  # legal: nothing is tried
    assert T.check_random_playouts(PICK, 20, seed=7) > 20


def test_first_bad_part_names_the_first_action_that_fails():
    game = T.random_playout(PICK, 2, 4242)
    record = game.record()
    assert T.first_bad_part(PICK, record) is None
    broken = {**record, "actions": [*record["actions"][:2], {"seat": 9, "action": {}}]}
    assert T.first_bad_part(PICK, broken) == "action 3"
    assert T.first_bad_part(PICK, {**record, "state_hash": "0" * 64}) == "state_hash"
    assert T.first_bad_part(PICK, {**record, "players": 7}) == "start"


def test_mutations_damage_every_field():
    damaged = T.mutations({"type": "play", "slot": 1})
    assert {"slot": 1} in damaged
    assert {"type": "play"} in damaged
    assert {"type": "play", "slot": 1001} in damaged
    assert {"type": "play", "slot": "1"} in damaged
    assert {"type": "play", "slot": 1, "no_such_field": 0} in damaged
    assert {"type": "play", "Slot": 1} in damaged
    assert {"Type": "play", "slot": 1} in damaged


# -- broken games: each must be caught -------------------------------------------------------
def _spec(**changes: Any) -> GameSpec:
    return msgspec.structs.replace(PICK, **changes)


class LeakyView(PickRules):
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = super().view(state, seat)
        out["hands"] = [[name(c) for c in hand] for hand in state.hands]
        return out


class LeakySpectator(PickRules):
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        out = super().view(state, seat)
        if seat is None:
            out["next"] = name(state.deck[-1]) if state.deck else None
        return out


class LeakyEvent(PickRules):
    def apply(self, state: State, seat: int, action: Any, rng: random.Random, log: Log) -> None:
        mine = Log()
        super().apply(state, seat, action, rng, mine)
        for e in mine.events:
            if e.to is None:
                log.public(e.type, **e.data)
            else:
                log.private(e.type, e.to, e.data, {"seat": seat, "size": e.data["card"]})


class PublicRedaction(PickRules):
    def apply(self, state: State, seat: int, action: Any, rng: random.Random, log: Log) -> None:
        mine = Log()
        super().apply(state, seat, action, rng, mine)
        for e in mine.events:
            if e.to is None:
                log.public(e.type, **e.data)
            else:
                log.private(e.type, e.to, e.data, e.data)


class GlobalRandom(PickRules):
    def setup(self, players: int, options: Any, rng: random.Random, scenario: Any) -> State:
        return super().setup(players, options, random.Random(), scenario)


class IllegalMutates(PickRules):
    def why_illegal(self, state: State, seat: int, action: Any) -> str:
        state.scores[seat] += 1
        return "no"


class CrashOnBadSlot(PickRules):
    def why_illegal(self, state: State, seat: int, action: Any) -> str:
        if hasattr(action, "slot"):
            return f"slot holds {state.hands[seat][action.slot]}"
        return "no"


class MultiLineMessage(PickRules):
    def why_illegal(self, state: State, seat: int, action: Any) -> str:
        return "not now\nallowed: draw"


class PeekingDeterminize(PickRules):
    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        new = super().determinize(state, seat, rng)
        rng.shuffle(new.hands[seat])
        if len(new.hands[seat]) and new.deck:
            new.hands[seat][0], new.deck[0] = new.deck[0], new.hands[seat][0]
        return new


class LazyDeterminize(PickRules):
    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        return state.clone()


class ShallowClone(PickRules):
    def clone(self, state: State) -> State:
        return msgspec.structs.replace(state)


class WrongSeatLegal(PickRules):
    def legal(self, state: State, seat: int) -> list[Any]:
        out = super().legal(state, seat)
        if not out and not state.over:
            return [Draw()] if state.deck else []
        return out


class LosesCards(PickRules):
    def apply(self, state: State, seat: int, action: Any, rng: random.Random, log: Any) -> None:
        super().apply(state, seat, action, rng, log)
        if len(state.table) == 3:
            state.table.pop()


TOO_SHORT = _spec(max_actions=4)
BAD_SPEC = _spec(min_players=3, max_players=2)


class ResultTooEarly(PickRules):
    def result(self, state: State) -> Any:
        return super().result(state) or super().result(msgspec.structs.replace(state, over=True))


class ActionsAsDicts(PickRules):
    def legal(self, state: State, seat: int) -> list[Any]:
        return [*super().legal(state, seat), *super().legal(state, seat)[:1]]


class LooseDraw(msgspec.Struct, frozen=True, tag="draw"):
    pass


class LoosePlay(msgspec.Struct, frozen=True, tag="play"):
    slot: int


class LoosePass(msgspec.Struct, frozen=True, tag="pass"):
    pass


_LOOSE: dict[type, type] = {Draw: LooseDraw, Play: LoosePlay, Pass: LoosePass}
_TIGHT = {loose: tight for tight, loose in _LOOSE.items()}


class LenientActions(PickRules):
    """Pick with action structs that drop unknown fields (no ``forbid_unknown_fields``)."""

    action_type: Any = LooseDraw | LoosePlay | LoosePass

    def legal(self, state: State, seat: int) -> list[Any]:
        return [_LOOSE[type(a)](*msgspec.structs.astuple(a)) for a in super().legal(state, seat)]

    def apply(self, state: State, seat: int, action: Any, rng: random.Random, log: Any) -> None:
        super().apply(state, seat, _TIGHT[type(action)](*msgspec.structs.astuple(action)), rng, log)

    def describe(self, state: State, action: Any) -> str:
        return super().describe(state, _TIGHT[type(action)](*msgspec.structs.astuple(action)))


BROKEN = [
    (
        "LeakyView",
        spec_of(LeakyView()),
        "view\\(1\\) changes under determinize\\(1\\)|view\\(0\\) changes",
    ),
    ("LeakySpectator", spec_of(LeakySpectator()), "view\\(None\\) changes under determinize"),
    ("LeakyEvent", spec_of(LeakyEvent()), "redacted payload repeats hidden data"),
    ("PublicRedaction", spec_of(PublicRedaction()), "redacted payload repeats all of its data"),
    ("GlobalRandom", spec_of(GlobalRandom()), "same seed"),
    ("IllegalMutates", spec_of(IllegalMutates()), "changed the game"),
    ("CrashOnBadSlot", spec_of(CrashOnBadSlot()), "raised IndexError"),
    ("MultiLineMessage", spec_of(MultiLineMessage()), "not one line"),
    ("PeekingDeterminize", spec_of(PeekingDeterminize()), "changes under determinize"),
    ("LazyDeterminize", spec_of(LazyDeterminize()), "determinize never varied"),
    ("ShallowClone", spec_of(ShallowClone()), "clone"),
    ("WrongSeatLegal", spec_of(WrongSeatLegal()), "legal actions but to_act"),
    ("LosesCards", spec_of(LosesCards()), "invariant broken"),
    ("TooShort", TOO_SHORT, "did not end within max_actions=4|does not end"),
    ("ResultTooEarly", spec_of(ResultTooEarly()), "result\\(\\) is"),
    ("ActionsAsDicts", spec_of(ActionsAsDicts()), "two legal actions encode as"),
    (
        "LenientActions",
        spec_of(LenientActions()),
        "an unknown field: seat 0 action .*'no_such_field'.* was accepted",
    ),
]


@pytest.mark.parametrize(("spec", "match"), [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN])
def test_a_broken_game_is_caught(spec, match):
    with pytest.raises(T.ConformanceError, match=match):
        T.check_game(spec, seeds=SEEDS, deep_every=1)


def test_a_broken_spec_is_caught():
    with pytest.raises(T.ConformanceError, match="players"):
        T.check_spec(BAD_SPEC)
    with pytest.raises(T.ConformanceError, match="is not a GameSpec"):
        T.check_spec(object())  # type: ignore[arg-type]
    with pytest.raises(T.ConformanceError, match="is not a Rules"):
        T.check_spec(_spec(rules=PickRules()))


def test_a_failure_names_game_players_seed_and_step():
    with pytest.raises(
        T.ConformanceError, match=r"^pick players=2 seed=100000 options=\{.*\} after \d+ actions: "
    ):
        T.check_game(spec_of(LeakyView()), seeds=SEEDS)


def test_a_record_is_plain_json():
    game = T.random_playout(PICK, 2, 100_000)
    T.check_record_roundtrip(game, strict_json=True)


class TupleView(PickRules):
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return {**super().view(state, seat), "scores": tuple(state.scores)}


def test_strict_json_catches_tuples_in_a_view():
    game = Game(spec_of(TupleView()), 2, 5)
    T.check_views(game, strict_json=False)
    with pytest.raises(
        T.ConformanceError, match=r"view\(None\) is not plain JSON data \(\$.scores: a tuple\)"
    ):
        T.check_views(game)


def test_a_determinized_game_keeps_only_the_history_its_seat_saw():
    game = Game(PICK, 2, 8)
    game.apply(0, Draw())
    T.check_determinized_history(game, 1, random.Random(1))


def test_only_known_checks_can_be_skipped():
    with pytest.raises(ValueError, match="unknown checks to skip: \\['views'\\]"):
        T.check_playout(PICK, 2, 1, skip=("views",))


class HistoryKeepingGame(Game):
    """Game.determinize as it once was: the copy kept every event of the real game."""

    def determinize(self, seat: int, rng: random.Random) -> Game:
        twin = super().determinize(seat, rng)
        twin._events = list(self._events)
        return twin


def test_a_determinized_game_with_the_real_history_is_caught():
    game = HistoryKeepingGame(PICK, 2, 8)
    game.apply(0, Draw())
    with pytest.raises(T.ConformanceError, match=r"determinize\(1\)\.log\(0\) entry 0"):
        T.check_determinized_history(game, 1, random.Random(1))


class TrustingGame(Game):
    """Game.parse_action as it once was: any struct passed through unchecked."""

    def parse_action(self, action: Any) -> Any:
        return action if isinstance(action, msgspec.Struct) else super().parse_action(action)


def test_a_game_that_trusts_the_structs_it_is_handed_is_caught():
    """``Play(slot=0.0)`` equals the legal ``Play(slot=0)``: a game that trusts it plays it
    (here the toy's ``list.pop(0.0)`` fails); a lookalike struct of another game reaches the
    rules' ``describe``, which describes it."""
    game = TrustingGame(PICK, 2, 8)
    mistyped = ("a struct with a field of the wrong type",)
    with pytest.raises(
        T.ConformanceError, match=r"type: seat 0 action Play\(slot=0\.0\) raised TypeError"
    ):
        T.check_strict_input(game, random.Random(1), kinds=mistyped)
    with pytest.raises(T.ConformanceError, match=r"describe\(a struct of another game .*\) gave"):
        T.check_strict_input(game, random.Random(1), kinds=("a struct of another game",))


class DrawingWhenRefusing(Game):
    """A game that draws from its random stream while it refuses an action with a field it
    does not know (the kind of change that only a comparison of states finds)."""

    def parse_action(self, action: Any) -> Any:
        if isinstance(action, dict) and T.UNKNOWN_FIELD in action:
            self.rng.random()
        return super().parse_action(action)


def test_a_refusal_that_changes_the_game_is_caught_and_named():
    """Strict input: the state is compared once after every probe of a decision point, and
    the probe that changed it is still the one named."""
    game = DrawingWhenRefusing(PICK, 2, 8)
    with pytest.raises(
        T.ConformanceError, match=r"an unknown field: seat 0 action .* changed the game \(rng\)"
    ):
        T.check_strict_input(game, random.Random(1))


class EmptyForNoSeat(Game):
    """Game.legal_sequence as it once was: () for a seat that does not exist."""

    def legal_sequence(self, seat: Any) -> Any:
        return super().legal_sequence(seat) if seat is None or seat in range(2) else ()


def test_legal_actions_of_no_seat_must_be_refused_as_its_view_is():
    with pytest.raises(T.ConformanceError, match=r"legal_actions\(-1\) gave \[\]"):
        T.check_turn_structure(EmptyForNoSeat(PICK, 2, 8))


def test_strict_mutations_name_the_field_they_damage():
    rng = random.Random(3)
    kinds = {kind: (field, raw) for kind, field, raw in T.strict_mutations(Play(1), rng)}
    assert kinds["an unknown field"] == (
        ("no_such_field",),
        {"type": "play", "slot": 1, "no_such_field": 0},
    )
    assert kinds["a misspelled field"] == (("Slot", "slot"), {"type": "play", "Slot": 1})
    assert kinds["a required field left out"] == (("slot",), {"type": "play"})
    assert kinds["a field of the wrong type"] == (("slot",), {"type": "play", "slot": [1]})
    assert [k for k, _, _ in T.strict_mutations(Draw(), rng)] == [
        "an unknown field",
        "a misspelled field",
    ]


# -- declared shapes -----------------------------------------------------------------------------
TYPED = spec_of(PickRules(), view_type=PickView, event_types=EVENT_TYPES)


def test_a_game_whose_views_and_events_fit_their_declared_types_passes():
    report = T.check_game(TYPED, seeds=SEEDS[:1])
    assert report.actions > 0


class RenamedView(TypedDict):
    """PickView with ``scores`` renamed ``score``."""

    seat: int | None
    deck: int
    hands: list[list[str] | int]
    table: list[str]
    score: list[int]
    to_act: list[int]
    over: bool


class NoOver(TypedDict):
    """PickView without ``over``: the view has a key its type does not."""

    seat: int | None
    deck: int
    hands: list[list[str] | int]
    table: list[str]
    scores: list[int]
    to_act: list[int]


class DeckAsText(TypedDict):
    """PickView with ``deck`` a string."""

    seat: int | None
    deck: str
    hands: list[list[str] | int]
    table: list[str]
    scores: list[int]
    to_act: list[int]
    over: bool


class OpenDraw(TypedDict):
    """A draw whose card every seat would hear: the redacted copy does not fit."""

    type: Literal["draw"]
    seat: int
    card: str


class PointsAsText(TypedDict):
    type: Literal["play"]
    seat: int
    card: str
    points: str


class MisnamedPass(TypedDict):
    type: Literal["passed"]
    seat: int


class View(TypedDict):
    """A view type named as the schema's own alias for it."""

    seat: int | None


class DrawWithCount(TypedDict):
    type: Literal["draw"]
    seat: int
    card: NotRequired[str]
    count: NotRequired[int]


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        (
            {"view_type": RenamedView},
            r"view\(None\) does not fit the declared view_type: \$: Object missing required "
            r"field `score`",
        ),
        (
            {"view_type": NoOver},
            r"view\(None\) does not fit the declared view_type: \$\.over: a key its declared "
            r"type does not have",
        ),
        (
            {"view_type": DeckAsText},
            r"view\(None\) does not fit the declared view_type: \$\.deck: Expected `str`, got "
            r"`int`",
        ),
        (
            {"event_types": EVENT_TYPES | {"draw": OpenDraw}},
            r"event 'draw' as seat None receives it does not fit its declared type: \$: Object "
            r"missing required field `card`",
        ),
        (
            {"event_types": EVENT_TYPES | {"play": PointsAsText}},
            r"event 'play' as seat None receives it does not fit its declared type: "
            r"\$\.points: Expected `str`, got `int`",
        ),
        (
            {"event_types": {k: v for k, v in EVENT_TYPES.items() if k != "play"}},
            r"event 'play' has no declared type; event_types: draw, pass, game_over",
        ),
    ],
    ids=["renamed key", "extra key", "wrong type", "redacted copy", "event field", "undeclared"],
)
def test_a_declared_type_that_disagrees_with_a_view_or_an_event_is_caught(changes, match):
    spec = spec_of(PickRules(), **({"view_type": PickView, "event_types": EVENT_TYPES} | changes))
    with pytest.raises(T.ConformanceError, match=match):
        T.check_game(spec, seeds=SEEDS[:1])


def test_a_declared_type_that_fits_loosely_still_passes():
    """A field no copy ever has is allowed when it is NotRequired (so the check is exact
    about what is there, not about what might be)."""
    T.check_game(spec_of(PickRules(), event_types=EVENT_TYPES | {"draw": DrawWithCount}), seeds=[5])


@pytest.mark.parametrize(
    ("changes", "match"),
    [
        ({"view_type": dict}, r"pick: spec: view_type: <class 'dict'> is not a TypedDict"),
        (
            {"event_types": EVENT_TYPES | {"pass": MisnamedPass}},
            r"pick: spec: event_types\['pass'\]: its 'type' must be a required "
            r"Literal\['pass'\]",
        ),
        (
            {"event_types": {"play": PickView}},
            r"event_types\['play'\]: its 'type' must be a required Literal\['play'\]",
        ),
        (
            {"view_type": View},
            r"its JSON Schema cannot be made: pick: a declared type may not be named View",
        ),
    ],
)
def test_a_declaration_that_is_no_type_of_its_event_is_caught(changes, match):
    with pytest.raises(T.ConformanceError, match=match):
        T.check_spec(spec_of(PickRules(), **changes))
