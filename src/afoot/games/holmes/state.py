"""The Holmes state: plain mutable lists of ints, cloned field by field.

Zones hold clue card ids (0..51). ``know[c]`` says who knows what of card ``c``: bit ``1 << s``
means seat ``s`` has seen its type, bit ``4 << s`` that seat ``s`` knows where it is now.
``epoch[c]`` is the deck shuffle the card last took part in (0: the initial deck); it tells
``determinize`` which cards a seat has lost track of in a reshuffle.

``stack`` holds the pending decisions (:class:`Pending`; ``rules.py`` names each kind), the
top one decided next.
"""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from afoot.engine.decisions import Decision
from afoot.engine.events import Log

__all__ = ["Pending", "State"]


class Pending(Decision, frozen=True):
    """A Holmes decision on ``State.stack``: each kind (``rules.py``) says which actions it
    allows and what each one does. ``name`` is the decision as views call it."""

    name: ClassVar[str] = ""

    def legal(self, st: State, s: int) -> list[Any]:
        """The actions seat ``s`` may take (read-only)."""
        raise NotImplementedError

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        """Apply ``act``, one of ``legal``'s, for seat ``s``: pop or replace this decision and
        push what it leads to."""
        raise NotImplementedError

    def settles(self, st: State, log: Log) -> bool:
        """A decision of the game's own bookkeeping that has nothing to ask resolves itself
        and says True (``rules._settle``); any other says False."""
        return False


class State(msgspec.Struct, gc=False):
    edition: int  # 0 devir, 1 kosmos
    alt_start: bool
    reservation: bool
    villain_mode: str  # none | one id | both | random (the option value)
    day: int
    deck: list[int]  # top of the deck is the end of the list
    discard: list[int]  # top is the end
    line: list[int]  # 4 slots, -1 empty
    know: list[int]
    epoch: list[int]
    epochs: int
    deck_known_bottom: int  # cards at the bottom of the deck whose place both seats know
    area: list[list[list[int]]]  # [seat][type] card ids; type JOKER holds unassigned jokers
    jrow: list[list[int]]  # [seat][numbered type] joker card on that row, or -1
    hidden: list[list[int]]
    reserved: list[int]  # [seat] reserved card or -1
    res_holder: int  # seat holding the reservation card; -1 when the variant is off
    tokens: list[int]
    supply: int
    face: list[int]  # [character] 0 absent, 1 face up, 2 spent
    board: list[int]  # characters on the board, in order of arrival
    mk: list[list[int]]  # [seat][marker] character, -1 not yet placed (day 1)
    up: list[list[bool]]  # [seat][marker] standing
    char_deck: list[int]  # top is the end
    char_box: list[int]  # villain cards set aside unseen (villains=random)
    villain_known: bool  # False while a randomly chosen villain card is still unseen
    alt_pick: list[list[int]]  # alternative start: [seat] the 2 drawn characters
    alt_choice: list[int]  # alternative start: [seat] the kept character or -1
    moves_left: list[int]
    stack: list[Pending]  # the top is decided next
    pend: list[int]  # cards drawn and not yet placed (Pike, Ziba)
    late_jokers: list[int]  # [seat] jokers assigned only at the end (kosmos -1 each)
    last_turn: bool  # the scoring phase has begun (after day 7)
    over: bool
    flip_roles: bool  # devir: seat 0 chose to be Mycroft
    fresh: int  # seat that reserved a clue during the current turn (not takeable yet), or -1
    jfresh: list[list[int]]  # [seat] unassigned jokers received this turn (H9: rows later)

    def clone(self) -> State:
        return State(
            self.edition,
            self.alt_start,
            self.reservation,
            self.villain_mode,
            self.day,
            self.deck[:],
            self.discard[:],
            self.line[:],
            self.know[:],
            self.epoch[:],
            self.epochs,
            self.deck_known_bottom,
            [[r[:] for r in a] for a in self.area],
            [self.jrow[0][:], self.jrow[1][:]],
            [self.hidden[0][:], self.hidden[1][:]],
            self.reserved[:],
            self.res_holder,
            self.tokens[:],
            self.supply,
            self.face[:],
            self.board[:],
            [self.mk[0][:], self.mk[1][:]],
            [self.up[0][:], self.up[1][:]],
            self.char_deck[:],
            self.char_box[:],
            self.villain_known,
            [self.alt_pick[0][:], self.alt_pick[1][:]],
            self.alt_choice[:],
            self.moves_left[:],
            self.stack[:],
            self.pend[:],
            self.late_jokers[:],
            self.last_turn,
            self.over,
            self.flip_roles,
            self.fresh,
            [self.jfresh[0][:], self.jfresh[1][:]],
        )
