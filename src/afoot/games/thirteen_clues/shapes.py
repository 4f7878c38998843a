"""The shapes of 13 Clues' JSON: a seat's view (``views.view``) and every event (``rules``),
as the spec declares them (``view_type``, ``event_types``).

Cards, suits and question subjects are ids (``data``); a seat is its index. A field that a
seat may not see is None in the view, or left out of a redacted event (``NotRequired``). The
conformance suite checks every view and every received event against these exactly; the
browser's table reads them through the TypeScript made of them (``afoot schema --ts``).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict


class PlayerView(TypedDict):
    seat: int
    #: its mystery (person, location, weapon) for every other seat once play starts; never
    #: its own
    mystery: list[str] | None
    #: its two screen cards, left then right: for the seat itself, once play starts
    screen: list[str] | None
    chosen: bool
    glasses: int
    #: it still has its top-secret token
    top_secret: bool
    #: the informant letters it looked at
    looked_at: list[str]


class InformantView(TypedDict):
    letters: list[str]
    #: letter -> card, for the informants this seat looked at
    seen: dict[str, str]


class QuestionView(TypedDict):
    """A question and its answer; a top-secret one the seat did not ask or answer shows who
    asked whom only."""

    seat: int
    to: int
    subject: NotRequired[str]
    #: "left" or "right" (a question about one screen card), None (both)
    side: NotRequired[str | None]
    answer: NotRequired[int]
    secret: bool


class AccusationView(TypedDict):
    seat: int
    person: str
    location: str
    weapon: str
    right: bool


class ThirteenCluesView(TypedDict):
    """Everything a seat (``seat`` None: a spectator) may know; see ``views``."""

    game: Literal["thirteen_clues"]
    seat: int | None
    phase: Literal["choose", "play"]
    suits: list[str]
    players: list[PlayerView]
    #: the five cards it chooses its mystery from, while choosing
    hand: list[str] | None
    my_choice: list[str] | None
    informant: InformantView
    questions: list[QuestionView]
    accusations: list[AccusationView]
    supply: int
    turn: int | None
    taking_glass: bool
    to_act: list[int]
    over: bool
    winner: int | None
    #: every seat's mystery, once the game is over
    mysteries: NotRequired[list[list[str]]]


class ChoseEvent(TypedDict):
    type: Literal["chose"]
    seat: int


class MysteryPlacedEvent(TypedDict):
    """Seat ``seat``'s mystery as the others see it; the seat itself hears only that it is
    placed."""

    type: Literal["mystery_placed"]
    seat: int
    cards: NotRequired[list[str]]


class TurnEvent(TypedDict):
    type: Literal["turn"]
    seat: int


class GlassTakenEvent(TypedDict):
    type: Literal["glass_taken"]
    seat: int
    frm: int


class QuestionEvent(TypedDict):
    """A question and its answer; a top-secret one, to the others, only who asked whom."""

    type: Literal["question"]
    seat: int
    to: int
    subject: NotRequired[str]
    side: NotRequired[str | None]
    answer: NotRequired[int]
    secret: NotRequired[Literal[True]]


class ConsultedEvent(TypedDict):
    """An informant looked at; the card only to the seat that looked."""

    type: Literal["consulted"]
    seat: int
    letter: str
    card: NotRequired[str]


class AccusedEvent(TypedDict):
    type: Literal["accused"]
    seat: int
    person: str
    location: str
    weapon: str
    right: bool


class GlassGivenEvent(TypedDict):
    type: Literal["glass_given"]
    seat: int
    to: int


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    winner: int


EVENT_TYPES: dict[str, Any] = {
    "chose": ChoseEvent,
    "mystery_placed": MysteryPlacedEvent,
    "turn": TurnEvent,
    "glass_taken": GlassTakenEvent,
    "question": QuestionEvent,
    "consulted": ConsultedEvent,
    "accused": AccusedEvent,
    "glass_given": GlassGivenEvent,
    "game_over": GameOverEvent,
}
