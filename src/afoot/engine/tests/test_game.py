"""The Game object: validated moves, one-line IllegalAction messages, views, copies, events."""

from __future__ import annotations

import random
from typing import Any, Literal

import pytest

import afoot
from afoot.engine.core import ActionStruct
from afoot.engine.errors import IllegalAction, InvalidRecord
from afoot.engine.events import SILENT, Event, Log
from afoot.engine.game import Game, action_types
from afoot.engine.testing import snapshot
from afoot.engine.tests.toy import PICK, Draw, Pass, PickRules, Play, spec_of
from afoot.games import ids, spec_for, specs


def one_line(exc: pytest.ExceptionInfo[BaseException]) -> str:
    message = str(exc.value)
    assert message
    assert "\n" not in message
    return message


@pytest.fixture
def game() -> Game:
    return Game(PICK, 2, seed=11)


def refuse(game: Game, seat, action) -> str:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as exc:
        game.apply(seat, action)
    assert snapshot(game) == before
    return one_line(exc)


# -- illegal actions ----------------------------------------------------------------------------
def test_an_illegal_action_names_the_legal_ones(game):
    message = refuse(game, 0, {"type": "play", "slot": 5})
    assert "Play the card in slot 5 is not allowed now" in message
    assert "{'type': 'draw'}" in message
    assert "{'type': 'play', 'slot': 0}" in message


def test_not_your_turn_names_who_is_awaited(game):
    assert refuse(game, 1, Draw()) == "it is not seat 1's turn to act (waiting for seat 0)"


@pytest.mark.parametrize("seat", [-1, 2, None, "0", True, 0.0])
def test_a_seat_that_does_not_exist_names_the_seats(game, seat):
    assert refuse(game, seat, Draw()) == f"there is no seat {seat!r}; seats are 0-1"


@pytest.mark.parametrize(
    "action",
    [None, 3, "draw", [], {}, {"type": "jump"}, {"type": "play"}, {"type": "play", "slot": "x"}],
)
def test_malformed_input_is_an_illegal_action(game, action):
    assert refuse(game, 0, action).startswith("malformed action")


PLAY_FIELDS = "'play' fields: slot (int)"
KINDS = "actions are objects with a 'type' of: draw, play, pass"


@pytest.mark.parametrize(
    ("action", "detail"),
    [
        ({"type": "play", "slot": 0, "Slot": 1}, f"unknown field `Slot`; {PLAY_FIELDS}"),
        ({"type": "play", "slott": 0}, f"unknown field `slott`; {PLAY_FIELDS}"),
        ({"type": "draw", "seat": 1}, "unknown field `seat`; 'draw' has no fields but its type"),
        ({"type": "play"}, f"missing field `slot`; {PLAY_FIELDS}"),
        ({"type": "play", "slot": "0"}, f"field `slot` must be int, not str; {PLAY_FIELDS}"),
        ({"type": "play", "slot": True}, f"field `slot` must be int, not bool; {PLAY_FIELDS}"),
        ({"type": "jump"}, f"unknown type 'jump'; {KINDS}"),
        ({"slot": 0}, f"missing field `type`; {KINDS}"),
        ([], f"expected an object, not array; {KINDS}"),
    ],
)
def test_an_action_is_decoded_strictly_and_the_refusal_names_the_field(game, action, detail):
    """An unknown or misspelled field is refused, never dropped: a client that sent it meant
    something the game would otherwise silently ignore."""
    assert refuse(game, 0, action) == f"malformed action {action!r}: {detail}"


def test_a_struct_with_a_field_of_the_wrong_type_is_refused(game):
    """msgspec does not check types when a struct is built: ``Play(False)`` equals the legal
    ``Play(0)`` (False == 0) and was played, and the record then held ``"slot": false``, which
    does not replay."""
    mistyped: list[tuple[Any, str]] = [
        (Play(False), "bool"),
        (Play("0"), "str"),  # type: ignore[arg-type]
        (Play(0.0), "float"),  # type: ignore[arg-type]
    ]
    for action, shown in mistyped:
        assert refuse(game, 0, action) == (
            f"malformed action {action!r}: field `slot` must be int, not {shown}; {PLAY_FIELDS}"
        )
        with pytest.raises(IllegalAction) as exc:
            game.describe(action)
        assert one_line(exc).startswith(f"malformed action {action!r}: field `slot`")
    game.apply(0, Play(0))
    assert game.record()["actions"][0]["action"] == {"type": "play", "slot": 0}


class Say(ActionStruct, frozen=True, tag="say"):
    word: Literal["hi", "bye"]


class Talky(PickRules):
    """Pick with an action whose field is more than a plain scalar (a literal)."""

    action_type: Any = Draw | Play | Pass | Say


def test_a_field_richer_than_a_scalar_is_checked_by_the_decoder():
    game = Game(spec_of(Talky()), 2, seed=1)
    fields = '\'say\' fields: word ("bye" | "hi")'
    for action, detail in (
        (Say("yo"), "field `word` cannot be 'yo'"),  # type: ignore[arg-type]
        (Say(3), "field `word` must be str, not int"),  # type: ignore[arg-type]
        (Say({1, 2}), "field `word` must be str, not array"),  # type: ignore[arg-type]
        (Say(game), "field `word` holds a value of type Game, which is not JSON data"),  # type: ignore[arg-type]
        ({"type": "say", "word": "yo"}, "field `word` cannot be 'yo'"),
    ):
        assert refuse(game, 0, action) == f"malformed action {action!r}: {detail}; {fields}"
    assert game.parse_action(Say("bye")) == Say("bye")


GAMES = tuple(ids())


def _structs(game_id: str) -> list[Any]:
    """One struct of each action type of ``game_id`` that has fields, built from a legal one
    of a random game (fields of the right types, for another game)."""
    out: dict[type, Any] = {}
    game = afoot.new_game(game_id, seed=2)
    rng = random.Random(2)
    while not game.is_over and len(game.actions) < 400:
        seat = min(game.waiting_for)
        legal = game.legal_actions(seat)
        for action in legal:
            out.setdefault(type(action), action)
        game.apply(seat, rng.choice(legal))
    return list(out.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_an_action_struct_of_another_game_is_refused_in_one_line(game_id):
    """One game's ``Take``, another's ``Assist``, ...: given to another game they reached its
    ``why_illegal`` and ``describe``, which read fields that type does not have
    (AttributeError) or explained a move of the wrong game. Every registered game is given
    every other one's action types."""
    game = afoot.new_game(game_id, seed=4)
    seat = min(game.waiting_for)
    tags = ", ".join(action_types(game.spec))
    for other in GAMES:
        if other == game_id:
            continue
        for action in _structs(other):
            kind = type(action)
            expected = (
                f"malformed action {action!r}: {kind.__module__}.{kind.__qualname__} is not an "
                f"action of {game_id}; actions are objects with a 'type' of: {tags}"
            )
            assert refuse(game, seat, action) == expected
            with pytest.raises(IllegalAction) as exc:
                game.describe(action)
            assert one_line(exc) == expected


def test_after_the_end_nothing_is_legal():
    game = Game(PICK, 2, seed=5)
    rng = random.Random(5)
    while not game.is_over:
        seat = min(game.to_act)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.to_act == frozenset()
    assert game.legal_actions(0) == []
    assert refuse(game, 0, Draw()) == "the game is over; no action is legal"


@pytest.mark.parametrize("spec", [PICK, *specs()], ids=lambda spec: spec.id)
def test_a_malformed_action_message_names_what_is_allowed(spec):
    game = Game(spec, spec.min_players, seed=3)
    with pytest.raises(IllegalAction) as exc:
        game.apply(min(game.waiting_for), {"type": "jump"})
    assert f"a 'type' of: {', '.join(action_types(spec))}" in one_line(exc)


# -- seats and views --------------------------------------------------------------------------
@pytest.mark.parametrize("seat", [-1, 2, "0", True, 0.0])
def test_legal_actions_of_a_seat_that_does_not_exist_are_refused_as_its_view_is(game, seat):
    """An empty list would say "this seat has nothing to do now" of a seat that is not there
    (a client's off-by-one seat would look like a seat waiting for its turn)."""
    for query in (game.legal_actions, game.legal_sequence, game.view):
        with pytest.raises(IllegalAction) as exc:
            query(seat)
        assert one_line(exc) == f"there is no seat {seat!r}; seats are 0-1"


def test_a_spectator_has_no_legal_actions(game):
    """``None`` is the spectator, as in ``view(None)``: it may watch, never act."""
    assert game.legal_actions(None) == [] and game.legal_sequence(None) == ()
    assert game.view(None)["hands"] == [1, 1]


@pytest.mark.parametrize("seat", [-1, 2, "0"])
def test_a_view_of_a_seat_that_does_not_exist_is_refused(game, seat):
    with pytest.raises(IllegalAction) as exc:
        game.view(seat)
    assert one_line(exc) == f"there is no seat {seat!r}; seats are 0-1"


def test_views_show_a_seat_its_own_hand_only(game):
    mine = game.view(0)
    assert isinstance(mine["hands"][0], list)
    assert isinstance(mine["hands"][1], int)
    assert isinstance(game.view(None)["hands"][0], int)


# -- events -----------------------------------------------------------------------------------
def test_a_private_event_reaches_the_others_redacted(game):
    events = game.apply(0, Draw())
    (draw,) = events
    assert draw.seen_by(0)["card"] in ("ace", "two", "three", "four", "five")
    assert draw.seen_by(1) == {"type": "draw", "seat": 0}
    assert draw.seen_by(None) == {"type": "draw", "seat": 0}
    assert game.log(1) == [{"type": "draw", "seat": 0}]
    assert game.log(0) == [draw.seen_by(0)]


def test_public_events_reach_everyone(game):
    game.apply(0, Play(0))
    assert game.log(None) == game.log(0) == game.log(1)
    assert game.log(None)[0]["type"] == "play"


def test_the_log_keeps_what_the_rules_write_in_order_and_the_silent_log_nothing():
    log = Log()
    log.public("play", seat=0, card="ace")
    log.private("draw", (1,), {"seat": 1, "card": "two"}, {"seat": 1})
    assert log.on
    assert log.events == [
        Event("play", {"seat": 0, "card": "ace"}),
        Event("draw", {"seat": 1, "card": "two"}, (1,), {"seat": 1}),
    ]
    SILENT.public("play", seat=0, card="ace")
    SILENT.private("draw", (1,), {"seat": 1, "card": "two"}, {"seat": 1})
    assert not SILENT.on and SILENT.events == []


class _Spy(PickRules):
    """Pick, noting the log each action is written to."""

    def __init__(self) -> None:
        self.logs: list[Log] = []

    def apply(self, state: Any, seat: int, action: Any, rng: random.Random, log: Log) -> None:
        self.logs.append(log)
        super().apply(state, seat, action, rng, log)


def test_a_game_without_events_gives_its_rules_the_silent_log():
    loud, quiet = _Spy(), _Spy()
    kept = Game(spec_of(loud), 2, seed=11)
    lean = Game(spec_of(quiet), 2, seed=11, events=False)
    for game in (kept, lean):
        game.apply(0, Draw())
        game.apply(1, Play(0))
    assert all(log is SILENT for log in quiet.logs)
    assert all(log.on for log in loud.logs)
    assert lean.log(0) == [] and lean.apply(0, Play(0)) == []
    assert [e.type for e in kept.apply(0, Play(0))] == ["play"]
    assert [e["type"] for e in kept.log(0)] == ["draw", "play", "play"]
    assert kept.state_hash() == lean.state_hash()


# -- copies -----------------------------------------------------------------------------------
def test_a_clone_is_independent_and_continues_like_the_original(game):
    twin = game.clone()
    assert twin.state_hash() == game.state_hash()
    before = snapshot(game)
    twin.apply(0, Draw())
    assert snapshot(game) == before
    game.apply(0, Draw())
    assert twin.state_hash() == game.state_hash()
    assert twin.record() == game.record()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_pickled_snapshot_rebuilds_the_same_game_that_continues_alike(game_id):
    import pickle

    spec = spec_for(game_id)
    game = Game(spec, spec.min_players, seed=5)
    rng = random.Random(5)
    for _ in range(8):
        seat = min(game.waiting_for)
        legal = game.legal_actions(seat)
        game.apply(seat, legal[int(rng.random() * len(legal))])
    copy = Game.from_snapshot(spec, pickle.loads(pickle.dumps(game.snapshot())))
    assert copy.state_hash() == game.state_hash() and copy.record() == game.record()
    assert copy.log(0) == game.log(0) and copy.view(1) == game.view(1)
    assert not game.is_over
    while not game.is_over:  # the same chance ahead: the same game to the end
        seat = min(game.waiting_for)
        legal = game.legal_actions(seat)
        action = legal[int(rng.random() * len(legal))]
        game.apply(seat, action)
        copy.apply(seat, action)
    assert copy.state_hash() == game.state_hash()
    for other in (PICK, *(s for s in specs() if s.id != game_id)):
        with pytest.raises(ValueError, match="cannot be rebuilt"):
            Game.from_snapshot(other, game.snapshot())


def test_a_determinized_game_keeps_the_seat_view_and_has_no_record(game):
    rng = random.Random(1)
    twin = game.determinize(0, rng)
    assert twin.view(0) == game.view(0)
    assert twin.view(None) == game.view(None)
    with pytest.raises(InvalidRecord) as exc:
        twin.record()
    assert one_line(exc) == "a determinized game has no faithful record"
    hashes = {game.determinize(0, rng).state_hash() for _ in range(10)}
    assert len(hashes) > 1


def test_the_same_seed_gives_the_same_game():
    a, b = Game(PICK, 3, seed=77), Game(PICK, 3, seed=77)
    assert a.state_hash() == b.state_hash()
    assert Game(PICK, 3, seed=78).state_hash() != a.state_hash()


def test_a_game_without_a_seed_gets_one():
    game = Game(PICK, 2)
    assert isinstance(game.seed, int)
    assert game.record()["seed"] == game.seed


def test_describe_accepts_json_actions(game):
    assert game.describe({"type": "play", "slot": 0}) == "Play the card in slot 0"
    with pytest.raises(IllegalAction):
        game.describe({"type": "jump"})


def test_a_scenario_is_recorded_and_replays():
    deck = list(range(8))
    game = Game(PICK, 2, seed=1, scenario={"deck": deck})
    assert game.view(0)["hands"][0] == ["three"]  # card 7 (value 3), dealt from the end
    game.apply(0, Draw())
    record = game.record()
    assert record["scenario"] == {"deck": deck}
    from afoot.engine.game import replay_record

    again = replay_record(lambda _: PICK, record)
    assert again.state_hash() == game.state_hash()


@pytest.mark.parametrize("seed", ["abc", 1.5, True])
def test_a_seed_must_be_a_whole_number(seed):
    with pytest.raises(afoot.AfootError):
        Game(PICK, 2, seed=seed)
