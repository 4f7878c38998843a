"""13 Clues actions: small tagged structs, the same value in the engine, records and the wire.
Cards by id (``"butcher"``, ``"park"``, ``"sword"``), subjects by suit or category id."""

from __future__ import annotations

import msgspec


class Choose(msgspec.Struct, frozen=True, tag="choose"):
    """Set-up: the person, location and weapon of your 5 cards that become your left
    neighbour's mystery (the other 2 go behind your screen)."""

    person: str
    location: str
    weapon: str


class TakeGlass(msgspec.Struct, frozen=True, tag="take_glass"):
    """Start of your turn with no glass and an empty supply: take one from seat ``frm``."""

    frm: int


class Question(msgspec.Struct, frozen=True, tag="question"):
    """Ask seat ``to`` how many cards of ``subject`` (a suit or a category) it sees; 2 players:
    ``side`` (left / right) names the screen card it counts; ``secret`` uses your top-secret
    token (variant)."""

    to: int
    subject: str
    side: str | None = None
    secret: bool = False


class Consult(msgspec.Struct, frozen=True, tag="consult"):
    """Look at the Secret Informant card ``letter`` (not at 6 players)."""

    letter: str


class Accuse(msgspec.Struct, frozen=True, tag="accuse"):
    """Name your mystery: a person, a location and a weapon you cannot see."""

    person: str
    location: str
    weapon: str


Action = Choose | TakeGlass | Question | Consult | Accuse
