"""The shapes of Baker Street's JSON: a seat's view (``views.view``) and every event
(``rules``), as the spec declares them (``view_type``, ``event_types``).

Evidence cards are ids (``"clue-3"``), leads ids (``"motive-10-track"``), the three sections
``motive``, ``opportunity`` and ``suspect``, characters ids; a seat is its index. What a seat
may not see is None in the view, or left out of a redacted event (``NotRequired``). The
conformance suite checks every view and every received event against these exactly; the
browser's table reads them through the TypeScript made of them (``afoot schema --ts``).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict


class Hint(TypedDict):
    """What a slot of a hand may still be, as the Assists (and the seat's own knowledge) tell."""

    values: list[int]
    icons: list[str]


class PlayerView(TypedDict):
    seat: int
    #: its character (None: a game without characters)
    character: str | None
    #: its hand by slot: every card of another seat's; of its own, the cards it knows (None
    #: for a slot it does not); None for the spectator
    hand: list[str | None] | None
    hand_count: int
    #: per slot, what it may still be
    hints: list[Hint]
    ability_used: bool


#: the decisions the game waits for: the turn's action, Lady Hilda Hope's second hint,
#: Blackwell's card to keep, Toby's card to place (the rules' decisions' names)
Decision = Literal["action", "second_hint", "keep", "place"]
#: the decision the game waits for (``for``: the seat that drew Blackwell's card)
PendingView = TypedDict(
    "PendingView",
    {
        "decision": Decision,
        "seat": int,
        "for": NotRequired[int],
    },
)


class SectionView(TypedDict):
    """A section: its lead (None: none left), the evidence under it (of the lead's icon, and
    ``added`` of the others); confirmed, only how many cards lie face down under it."""

    lead: str
    card: str | None
    icon: str | None
    value: int | None
    #: what the evidence must reach (None once confirmed)
    target: int | None
    evidence: int | None
    cards: list[str]
    added: list[str]
    #: the cards face down under a confirmed lead
    hidden: int
    confirmed: bool
    #: the face-down leads of its pile
    face_down: int


class ImpossibleView(TypedDict):
    evidence: list[str]
    leads: list[str]
    count: int
    #: past it, each card added moves Holmes one space
    limit: int


class DeckCard(TypedDict):
    """A deck card whose place the seat knows, counted from the top (0)."""

    from_top: int
    card: str


class BakerStreetView(TypedDict):
    """Everything a seat (``seat`` None: a spectator) may know; see ``views``."""

    game: Literal["baker_street"]
    seat: int | None
    case: int
    players: list[PlayerView]
    turn: int
    pending: PendingView | None
    to_act: list[int]
    holmes: int
    holmes_max: int
    track: int
    goal: int
    sections: list[SectionView]
    impossible: ImpossibleView
    #: leads out of the game (Wiggins)
    removed_leads: list[str]
    deck: int
    deck_known: list[DeckCard]
    #: Blackwell's two drawn cards, while one is to keep (None: one this seat does not know)
    drawn: list[str | None]
    over: bool
    won: bool | None
    reason: str | None


class HolmesEvent(TypedDict):
    """Holmes's marker moved (``moved``: by how much, towards 0 when negative)."""

    type: Literal["holmes"]
    space: int
    moved: int


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    won: bool
    reason: str


class ShuffledIntoDeckEvent(TypedDict):
    type: Literal["shuffled_into_deck"]
    cards: list[str]


class LeadDeadEvent(TypedDict):
    """A section's lead is dead, to the Impossible or (Wiggins) out of the game; ``revealed``
    is the lead under it (None: none)."""

    type: Literal["lead_dead"]
    lead: str
    card: str
    revealed: str | None
    impossible: bool


class DrewTwoEvent(TypedDict):
    """Blackwell drew two cards (seen by all but him); ``picker`` keeps one for him."""

    type: Literal["drew_two"]
    seat: int
    picker: int
    cards: NotRequired[list[str]]
    count: NotRequired[int]


class DrewEvent(TypedDict):
    """A card drawn into ``slot`` of a hand: which, to every seat but the drawer."""

    type: Literal["drew"]
    seat: int
    slot: int
    card: NotRequired[str]


class PursuedEvent(TypedDict):
    type: Literal["pursued"]
    seat: int
    lead: str


class TurnEvent(TypedDict):
    type: Literal["turn"]
    seat: int


class AssistedEvent(TypedDict):
    """A hint: every card of ``value`` or ``icon`` in ``to``'s hand, at ``slots``."""

    type: Literal["assisted"]
    seat: int
    to: int
    value: int | None
    icon: str | None
    slots: list[int]
    #: Lady Hilda Hope's second hint
    second: bool


class InvestigatedEvent(TypedDict):
    type: Literal["investigated"]
    seat: int
    slot: int
    card: str
    lead: str
    matched: bool
    evidence: int
    target: int


class ConfirmedEvent(TypedDict):
    type: Literal["confirmed"]
    seat: int
    lead: str
    card: str


class EliminatedEvent(TypedDict):
    type: Literal["eliminated"]
    seat: int
    slot: int
    card: str
    track: int


class KeptEvent(TypedDict):
    """The card kept for Blackwell and the one put at the bottom: which, to all but him."""

    type: Literal["kept"]
    seat: int
    card: NotRequired[str]
    bottom: NotRequired[str]


class PlacedEvent(TypedDict):
    """Toby put the card he peeked at back on top of the deck or at its bottom."""

    type: Literal["placed"]
    seat: int
    where: str


class AbilityEvent(TypedDict):
    type: Literal["ability"]
    seat: int
    character: str


class SwappedEvent(TypedDict):
    type: Literal["swapped"]
    seat: int
    impossible: str
    lead: str
    card: str
    track: int


class TradedEvent(TypedDict):
    type: Literal["traded"]
    seat: int
    slot: int
    to: int
    their_slot: int


class RecoveredEvent(TypedDict):
    type: Literal["recovered"]
    seat: int
    card: str
    track: int


class PeekedEvent(TypedDict):
    """Toby looked at the deck's top card: which, to him alone."""

    type: Literal["peeked"]
    seat: int
    card: NotRequired[str]


EVENT_TYPES: dict[str, Any] = {
    "holmes": HolmesEvent,
    "game_over": GameOverEvent,
    "shuffled_into_deck": ShuffledIntoDeckEvent,
    "lead_dead": LeadDeadEvent,
    "drew_two": DrewTwoEvent,
    "drew": DrewEvent,
    "pursued": PursuedEvent,
    "turn": TurnEvent,
    "assisted": AssistedEvent,
    "investigated": InvestigatedEvent,
    "confirmed": ConfirmedEvent,
    "eliminated": EliminatedEvent,
    "kept": KeptEvent,
    "placed": PlacedEvent,
    "ability": AbilityEvent,
    "swapped": SwappedEvent,
    "traded": TradedEvent,
    "recovered": RecoveredEvent,
    "peeked": PeekedEvent,
}
