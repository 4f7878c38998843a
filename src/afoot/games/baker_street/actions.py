"""Beyond Baker Street actions: small tagged structs, the same value in the engine, records
and the wire. Hand cards are named by slot (you cannot see your own cards), leads by section
(``suspect``, ``motive``, ``opportunity``), face-up evidence by name (``"witness-3"``)."""

from __future__ import annotations

from afoot.engine.core import ActionStruct


class Assist(ActionStruct, frozen=True, tag="assist"):
    """Tell seat ``to`` which of its cards show ``value`` (a number) or ``icon``: all of them."""

    to: int
    value: int | None = None
    icon: str | None = None


class Investigate(ActionStruct, frozen=True, tag="investigate"):
    """Play the card in your hand slot ``slot`` under the lead of ``lead``; draw."""

    slot: int
    lead: str


class Confirm(ActionStruct, frozen=True, tag="confirm"):
    """Confirm the lead of ``lead``: its evidence equals its value (and the cards added)."""

    lead: str


class Eliminate(ActionStruct, frozen=True, tag="eliminate"):
    """Play the card in hand slot ``slot`` to the Impossible; the investigation track adds it."""

    slot: int


class Pursue(ActionStruct, frozen=True, tag="pursue"):
    """Discard the lead of ``lead`` to the Impossible and reveal the next one."""

    lead: str


class Skip(ActionStruct, frozen=True, tag="skip"):
    """Lady Hilda Hope: give no second hint."""


class Boost(ActionStruct, frozen=True, tag="boost"):
    """Irene Adler, once per game: move Holmes 1 space away from 0."""


class Swap(ActionStruct, frozen=True, tag="swap"):
    """Baskerville, once per game: swap ``impossible`` (evidence in the Impossible) with
    ``card`` (evidence under the lead of ``lead``)."""

    impossible: str
    lead: str
    card: str


class Trade(ActionStruct, frozen=True, tag="trade"):
    """Langdale Pike, once per game: swap your slot ``slot`` with seat ``to``'s ``their_slot``."""

    slot: int
    to: int
    their_slot: int


class Recover(ActionStruct, frozen=True, tag="recover"):
    """Mrs. Hudson: return ``card`` from the Impossible to the bottom of the deck."""

    card: str


class Peek(ActionStruct, frozen=True, tag="peek"):
    """Toby: look at the top card of the deck (then put it back on top or at the bottom)."""


class Place(ActionStruct, frozen=True, tag="place"):
    """Toby: put the card you looked at back on ``top`` or at the ``bottom`` of the deck."""

    where: str


class Keep(ActionStruct, frozen=True, tag="keep"):
    """Blackwell's right-hand neighbour: the card (of the two she drew) that she keeps."""

    card: str


Action = (
    Assist
    | Investigate
    | Confirm
    | Eliminate
    | Pursue
    | Skip
    | Boost
    | Swap
    | Trade
    | Recover
    | Peek
    | Place
    | Keep
)

SKIP = Skip()
BOOST = Boost()
PEEK = Peek()
