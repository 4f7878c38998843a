"""A tiny game with hidden hands, for testing the engine and the conformance suite itself.

"Pick": a deck of named cards (short: 8, long: 14), each player starts with one hidden card.
On your turn draw the top card into your hand (at most 3, hidden from the others), play a card
of your hand face up for its value, or pass when you can do neither. The game ends when the
deck and every hand are empty; the highest score wins, a tie for the top is a draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any, Literal, NotRequired, TypedDict

import msgspec

from afoot.engine.core import ActionStruct, GameSpec, OptionSpec, OptionValue, Result, Rules
from afoot.engine.errors import InvalidScenario
from afoot.engine.events import Log

NAMES = ("ace", "two", "three", "four", "five")
HAND = 3


def value(card: int) -> int:
    return card % len(NAMES) + 1


def name(card: int) -> str:
    return NAMES[card % len(NAMES)]


class Draw(ActionStruct, frozen=True, tag="draw"):
    """Draw the top card of the deck into your hand."""


class Play(ActionStruct, frozen=True, tag="play"):
    """Play the card in hand slot ``slot`` face up."""

    slot: int


class Pass(ActionStruct, frozen=True, tag="pass"):
    """Do nothing (only when you can neither draw nor play)."""


Action = Draw | Play | Pass


class PickView(TypedDict):
    """A seat's view of Pick (the spectator's: ``seat`` None): a hand it may not see is its
    card count."""

    seat: int | None
    deck: int
    hands: list[list[str] | int]
    table: list[str]
    scores: list[int]
    to_act: list[int]
    over: bool


class DrawEvent(TypedDict):
    type: Literal["draw"]
    seat: int
    #: only the drawer hears which card
    card: NotRequired[str]


class PlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str
    points: int


class PassEvent(TypedDict):
    type: Literal["pass"]
    seat: int


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    scores: list[int]


#: Pick's events by type (a spec declaring them: ``spec_of(rules, view_type=PickView,
#: event_types=EVENT_TYPES)``; :data:`PICK` declares none)
EVENT_TYPES: dict[str, Any] = {
    "draw": DrawEvent,
    "play": PlayEvent,
    "pass": PassEvent,
    "game_over": GameOverEvent,
}


class State(msgspec.Struct):
    players: int
    bonus: bool
    open_hands: bool
    deck: list[int]
    hands: list[list[int]]
    table: list[int]
    scores: list[int]
    turn: int
    over: bool
    size: int

    def clone(self) -> State:
        return State(
            self.players,
            self.bonus,
            self.open_hands,
            self.deck[:],
            [h[:] for h in self.hands],
            self.table[:],
            self.scores[:],
            self.turn,
            self.over,
            self.size,
        )


OPTIONS = (
    OptionSpec("deck", ("short", "long"), "short", "8 or 14 cards"),
    OptionSpec("open_hands", (False, True), False, "everyone sees every hand"),
    OptionSpec("bonus", ("none", "double"), "none", "aces score double", ("deck", "long")),
)


class PickRules:
    """The rules of Pick, as methods (a test subclasses it to break one); :func:`spec_of` makes
    them a game."""

    action_type: Any = Action

    def setup(
        self,
        players: int,
        options: Mapping[str, OptionValue],
        rng: Random,
        scenario: Mapping[str, Any] | None,
    ) -> State:
        size = 8 if options["deck"] == "short" else 14
        deck = list(range(size))
        if scenario is not None:
            if set(scenario) - {"deck"}:
                raise InvalidScenario(f"pick scenarios know only 'deck', not {sorted(scenario)}")
            deck = list(scenario["deck"])
        else:
            rng.shuffle(deck)
        hands = [[deck.pop()] for _ in range(players)]
        return State(
            players,
            options["bonus"] == "double",
            bool(options["open_hands"]),
            deck,
            hands,
            [],
            [0] * players,
            0,
            False,
            size,
        )

    def to_act(self, state: State) -> frozenset[int]:
        return frozenset() if state.over else frozenset((state.turn,))

    def legal(self, state: State, seat: int) -> list[Any]:
        if state.over or seat != state.turn:
            return []
        hand = state.hands[seat]
        out: list[Any] = [Play(i) for i in range(len(hand))]
        if state.deck and len(hand) < HAND:
            out.insert(0, Draw())
        return out or [Pass()]

    def apply(self, state: State, seat: int, action: Any, rng: Random, log: Log) -> None:
        if type(action) is Draw:
            card = state.deck.pop()
            state.hands[seat].append(card)
            log.private("draw", (seat,), {"seat": seat, "card": name(card)}, {"seat": seat})
        elif type(action) is Play:
            card = state.hands[seat].pop(action.slot)
            state.table.append(card)
            points = value(card) * (2 if state.bonus and value(card) == 1 else 1)
            state.scores[seat] += points
            log.public("play", seat=seat, card=name(card), points=points)
        else:
            log.public("pass", seat=seat)
        state.turn = (state.turn + 1) % state.players
        if not state.deck and not any(state.hands):
            state.over = True
            log.public("game_over", scores=list(state.scores))

    def why_illegal(self, state: State, seat: int, action: Any) -> str:
        allowed = ", ".join(str(msgspec.to_builtins(a)) for a in self.legal(state, seat))
        return f"{self.describe(state, action)} is not allowed now; allowed: {allowed}"

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        hands: list[Any] = []
        for s, hand in enumerate(state.hands):
            if state.open_hands or s == seat:
                hands.append([name(c) for c in hand])
            else:
                hands.append(len(hand))
        return {
            "seat": seat,
            "deck": len(state.deck),
            "hands": hands,
            "table": [name(c) for c in state.table],
            "scores": list(state.scores),
            "to_act": sorted(self.to_act(state)),
            "over": state.over,
        }

    def determinize(self, state: State, seat: int, rng: Random) -> State:
        new = state.clone()
        others = [s for s in range(new.players) if s != seat and not new.open_hands]
        pool = new.deck + [c for s in others for c in new.hands[s]]
        rng.shuffle(pool)
        for s in others:
            k = len(new.hands[s])
            new.hands[s] = pool[:k]
            pool = pool[k:]
        new.deck = pool
        return new

    def clone(self, state: State) -> State:
        return state.clone()

    def is_over(self, state: State) -> bool:
        return state.over

    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        best = max(state.scores)
        top = tuple(s for s, v in enumerate(state.scores) if v == best)
        scores = tuple(float(v) for v in state.scores)
        if len(top) > 1:
            return Result(scores, (), True, "tied for the most points")
        return Result(scores, top, False, "most points")

    def fingerprint(self, state: State) -> bytes:
        return msgspec.msgpack.encode(state)

    def describe(self, state: State, action: Any) -> str:
        if type(action) is Draw:
            return "Draw a card"
        if type(action) is Play:
            return f"Play the card in slot {action.slot}"
        return "Pass"

    def check_invariants(self, state: State) -> None:
        cards = sorted([*state.deck, *state.table, *(c for h in state.hands for c in h)])
        if cards != list(range(state.size)):
            raise AssertionError(f"cards not conserved: {cards}")
        if any(len(h) > HAND for h in state.hands):
            raise AssertionError("a hand holds more than 3 cards")


def spec_of(rules: PickRules, **changes: Any) -> GameSpec:
    """Pick's spec with ``rules``' methods as its rules (and ``changes`` to its facts)."""
    facts: dict[str, Any] = {
        "id": "pick",
        "title": "Pick (a test game)",
        "min_players": 2,
        "max_players": 3,
        "options": OPTIONS,
        "max_actions": 200,
        "package": __name__,
    }
    return GameSpec(
        **(facts | changes),
        rules=Rules(
            action_type=rules.action_type,
            setup=rules.setup,
            to_act=rules.to_act,
            legal=rules.legal,
            apply=rules.apply,
            view=rules.view,
            determinize=rules.determinize,
            result=rules.result,
            is_over=rules.is_over,
            clone=rules.clone,
            fingerprint=rules.fingerprint,
            why_illegal=rules.why_illegal,
            describe=rules.describe,
            check_invariants=rules.check_invariants,
        ),
    )


PICK = spec_of(PickRules())
