"""The shapes of Purrrlock Holmes' JSON: a seat's view (``views.view``) and every event
(``rules``), as the spec declares them (``view_type``, ``event_types``).

Cards are ids (``"crow-3"``), suspects ids, paw prints their values (1-3) or ``"furriarty"``;
a seat is its index. What a seat may not see is None in the view, or left out of a redacted
event (``NotRequired``). The conformance suite checks every view and every received event
against these exactly; the browser's table reads them through the TypeScript made of them
(``afoot schema --ts``).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

#: a paw print face up: its value, or Furriarty himself
FaceUp = int | Literal["furriarty"]


class WrongGuess(TypedDict):
    """A wrong guess about a seat's investigation: a suspect, an hour or both."""

    suspect: str | None
    hour: int | None


class PlayerView(TypedDict):
    seat: int
    #: its investigation card, to every other seat (and to all once the game is over)
    investigation: str | None
    has_investigation: bool
    #: the deck shuffle its investigation came from (None: it has none)
    investigation_epoch: int | None
    hand_count: int
    #: its hand, to the seat itself
    hand: list[str] | None
    #: the cards of its hand another seat knows (passed to it); None for its own
    known_hand: list[str] | None
    leads: list[str]
    dead_ends: list[str]
    wrong_guesses: list[WrongGuess]
    #: the investigations it solved
    completed: list[str]
    tokens_face_up: list[FaceUp]
    tokens_face_down: int
    #: its face-down paw prints' values, to the seat itself (and to all at the end)
    face_down_values: list[int] | None
    paws_called: bool


class TurnView(TypedDict):
    seat: int
    #: cards shown so far this turn, of ``to_show``
    shown: int
    to_show: int
    guessed: bool
    guessed_wrong: bool


class PendingView(TypedDict):
    """The decision the game waits for: the turn's action, the next card of an
    investigation (``card`` of ``of``), or the guess of a seat that called "Paws!"."""

    decision: Literal["action", "investigate", "paws_guess"]
    seat: int
    card: NotRequired[int]
    of: NotRequired[int]


class PurrrlockView(TypedDict):
    """Everything a seat (``seat`` None: a spectator) may know; see ``views``."""

    game: Literal["purrrlock"]
    seat: int | None
    players: list[PlayerView]
    round: int
    last_round: bool
    turn: TurnView
    pending: PendingView | None
    to_act: list[int]
    waiting_for: list[int]
    #: the trail as the table shows it: "furriarty", "up:<value>" or "down"
    trail: list[str]
    box: int
    deck: int
    discard: list[str]
    #: how many times the deck was reshuffled
    epochs: int
    #: per reshuffle, the cards (by name) whose last shuffle it is
    reshuffled: list[list[str]]
    #: every paw print's value (Furriarty's left out)
    paw_values: list[int]
    over: bool
    #: once the game is over:
    scores: NotRequired[list[float]]
    winners: NotRequired[list[int]]
    caught_by: NotRequired[int | None]
    tokens_revealed: NotRequired[list[list[int]]]


class ReshuffledEvent(TypedDict):
    type: Literal["reshuffled"]
    cards: list[str]


class DrewEvent(TypedDict):
    """Cards drawn into a hand; which only to the seat that drew."""

    type: Literal["drew"]
    seat: int
    count: int
    cards: NotRequired[list[str]]


class AnsweredEvent(TypedDict):
    """A card shown against a seat's investigation: a lead or a dead end (``seeding``: one of
    the two cards a new investigation starts with)."""

    type: Literal["answered"]
    seat: int
    card: str
    answer: Literal["lead", "dead_end"]
    seeding: bool


class NewInvestigationEvent(TypedDict):
    """A seat's new investigation; the card to every other seat."""

    type: Literal["new_investigation"]
    seat: int
    card: NotRequired[str]


class PawsEvent(TypedDict):
    type: Literal["paws"]
    seat: int


class GuessedEvent(TypedDict):
    type: Literal["guessed"]
    seat: int
    suspect: str | None
    hour: int | None
    #: the guess of a "Paws!" call
    paws: bool
    right: bool


class SolvedEvent(TypedDict):
    type: Literal["solved"]
    seat: int
    card: str
    discarded: list[str]


class CollectedEvent(TypedDict):
    """Paw prints a right guess collected; the face-down ones' values only to the seat."""

    type: Literal["collected"]
    seat: int
    face_up: list[FaceUp]
    face_down: int
    face_down_values: NotRequired[list[int]]


class PassedEvent(TypedDict):
    """A hand passed on at the end of a turn; the cards only to the two seats."""

    type: Literal["passed"]
    seat: int
    to: int
    count: int
    cards: NotRequired[list[str]]


class FurriartyMovedEvent(TypedDict):
    """Furriarty swapped places with the paw print ahead of him, which turned face up."""

    type: Literal["furriarty_moved"]
    revealed: int
    #: paw prints still ahead of him
    left: int


class LastRoundEvent(TypedDict):
    type: Literal["last_round"]
    round: int


class TurnEvent(TypedDict):
    type: Literal["turn"]
    seat: int
    round: int


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    scores: list[float]
    winners: list[int]
    reason: str


EVENT_TYPES: dict[str, Any] = {
    "reshuffled": ReshuffledEvent,
    "drew": DrewEvent,
    "answered": AnsweredEvent,
    "new_investigation": NewInvestigationEvent,
    "paws": PawsEvent,
    "guessed": GuessedEvent,
    "solved": SolvedEvent,
    "collected": CollectedEvent,
    "passed": PassedEvent,
    "furriarty_moved": FurriartyMovedEvent,
    "last_round": LastRoundEvent,
    "turn": TurnEvent,
    "game_over": GameOverEvent,
}
