"""13 Clues actions: small tagged structs, the same value in the engine, records and the wire.
Cards by id (``"butcher"``, ``"park"``, ``"sword"``), subjects by suit or category id."""

from __future__ import annotations

from afoot.engine.core import ActionStruct


class Choose(ActionStruct, frozen=True, tag="choose"):
    """Set-up: the person, location and weapon of your 5 cards that become your left
    neighbour's mystery (the other 2 go behind your screen)."""

    person: str
    location: str
    weapon: str


class TakeGlass(ActionStruct, frozen=True, tag="take_glass"):
    """Start of your turn with no glass and an empty supply: take one from seat ``frm``."""

    frm: int


class Question(ActionStruct, frozen=True, tag="question"):
    """Ask seat ``to`` how many cards of ``subject`` (a suit or a category) it sees; 2 players:
    ``side`` (left / right) names the screen card it counts; ``secret`` uses your top-secret
    token (variant)."""

    to: int
    subject: str
    side: str | None = None
    secret: bool = False


class Consult(ActionStruct, frozen=True, tag="consult"):
    """Look at the Secret Informant card ``letter`` (not at 6 players)."""

    letter: str


class Accuse(ActionStruct, frozen=True, tag="accuse"):
    """Name your mystery: a person, a location and a weapon you cannot see."""

    person: str
    location: str
    weapon: str


Action = Choose | TakeGlass | Question | Consult | Accuse
