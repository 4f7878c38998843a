"""Holmes actions: small tagged structs, the same value in the engine, records and the wire.

Cards are named by clue type (``"cigarette"``, ``"map_fragment"``, ``"joker"`` for an unassigned
joker, ``"joker:cigarette"`` for the joker on the cigarette row), characters by glossary id and
line positions by slot 0-3 (slot 4 is your reserved clue).
"""

from __future__ import annotations

from afoot.engine.core import ActionStruct


class ChooseStart(ActionStruct, frozen=True, tag="choose_start"):
    """Alternative start: keep one of your two secretly drawn characters for day 1."""

    character: str


class Visit(ActionStruct, frozen=True, tag="visit"):
    """Lay an action marker on a character (from the supply on day 1, else from ``frm``)."""

    to: str
    frm: str | None = None


class Take(ActionStruct, frozen=True, tag="take"):
    """Take the clue in line slot 0-3, or your reserved clue (slot 4)."""

    slot: int


class Count(ActionStruct, frozen=True, tag="count"):
    """Choose how many (Gregson's clues, Pike's draws, Porky's discards), paying up front."""

    n: int


class DiscardLine(ActionStruct, frozen=True, tag="discard_line"):
    """Discard the clue in line slot 0-3 (Porky)."""

    slot: int


class Discard(ActionStruct, frozen=True, tag="discard"):
    """Discard a face-up card of your area (Billy, Moriarty, Razzia)."""

    card: str


class Steal(ActionStruct, frozen=True, tag="steal"):
    """Irene Adler: take a face-up clue of this type from your opponent into your hidden clues."""

    card: str


class Swap(ActionStruct, frozen=True, tag="swap"):
    """Violet Hunter (devir): swap a face-up card of your area with line slot ``slot``."""

    card: str
    slot: int


class KeepClue(ActionStruct, frozen=True, tag="keep_clue"):
    """Keep one of the clues you drew (Pike, Madame Ziba)."""

    card: str


class AssignJoker(ActionStruct, frozen=True, tag="assign_joker"):
    """Put a joker on a row you hold (``row``) or keep it unassigned (``row`` None). Required,
    null included: a client that left it out would keep the joker unassigned by accident."""

    row: str | None


class Accept(ActionStruct, frozen=True, tag="accept"):
    """Yes: use the offered option (Von Kramm's draw, Violet Hunter, Madame Ziba, onto joker)."""


class Decline(ActionStruct, frozen=True, tag="decline"):
    """No: decline the character's ability or the offered option."""


class PayMarkers(ActionStruct, frozen=True, tag="pay_markers"):
    """Moriarty: return 2 investigation markers instead of discarding a clue."""


class Reserve(ActionStruct, frozen=True, tag="reserve"):
    """Reservation variant: reserve the clue in line slot 0-3."""

    slot: int


class Reveal(ActionStruct, frozen=True, tag="reveal"):
    """Kosmos: put a hidden clue of this type face up onto your unassigned joker."""

    card: str


class EndTurn(ActionStruct, frozen=True, tag="end_turn"):
    """End your turn without reserving (or revealing) anything more."""


class Lay(ActionStruct, frozen=True, tag="lay"):
    """Moran / Gala-Diner: lay your standing marker on this character down for the day."""

    character: str


Action = (
    ChooseStart
    | Visit
    | Take
    | Count
    | DiscardLine
    | Discard
    | Steal
    | Swap
    | KeepClue
    | AssignJoker
    | Accept
    | Decline
    | PayMarkers
    | Reserve
    | Reveal
    | EndTurn
    | Lay
)

ACCEPT = Accept()
DECLINE = Decline()
PAY = PayMarkers()
END_TURN = EndTurn()
