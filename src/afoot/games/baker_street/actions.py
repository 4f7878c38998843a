"""Beyond Baker Street actions: small tagged structs, the same value in the engine, records
and the wire. Hand cards are named by slot (you cannot see your own cards), leads by section
(``suspect``, ``motive``, ``opportunity``), face-up evidence by name (``"witness-3"``)."""

from __future__ import annotations

import msgspec


class Assist(msgspec.Struct, frozen=True, tag="assist"):
    """Tell seat ``to`` which of its cards show ``value`` (a number) or ``icon``: all of them."""

    to: int
    value: int | None = None
    icon: str | None = None


class Investigate(msgspec.Struct, frozen=True, tag="investigate"):
    """Play the card in your hand slot ``slot`` under the lead of ``lead``; draw."""

    slot: int
    lead: str


class Confirm(msgspec.Struct, frozen=True, tag="confirm"):
    """Confirm the lead of ``lead``: its evidence equals its value (and the cards added)."""

    lead: str


class Eliminate(msgspec.Struct, frozen=True, tag="eliminate"):
    """Play the card in hand slot ``slot`` to the Impossible; the investigation track adds it."""

    slot: int


class Pursue(msgspec.Struct, frozen=True, tag="pursue"):
    """Discard the lead of ``lead`` to the Impossible and reveal the next one."""

    lead: str


class Skip(msgspec.Struct, frozen=True, tag="skip"):
    """Lady Hilda Hope: give no second hint."""


class Boost(msgspec.Struct, frozen=True, tag="boost"):
    """Irene Adler, once per game: move Holmes 1 space away from 0."""


class Swap(msgspec.Struct, frozen=True, tag="swap"):
    """Baskerville, once per game: swap ``impossible`` (evidence in the Impossible) with
    ``card`` (evidence under the lead of ``lead``)."""

    impossible: str
    lead: str
    card: str


class Trade(msgspec.Struct, frozen=True, tag="trade"):
    """Langdale Pike, once per game: swap your slot ``slot`` with seat ``to``'s ``their_slot``."""

    slot: int
    to: int
    their_slot: int


class Recover(msgspec.Struct, frozen=True, tag="recover"):
    """Mrs. Hudson: return ``card`` from the Impossible to the bottom of the deck."""

    card: str


class Peek(msgspec.Struct, frozen=True, tag="peek"):
    """Toby: look at the top card of the deck (then put it back on top or at the bottom)."""


class Place(msgspec.Struct, frozen=True, tag="place"):
    """Toby: put the card you looked at back on ``top`` or at the ``bottom`` of the deck."""

    where: str


class Keep(msgspec.Struct, frozen=True, tag="keep"):
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
