"""The Beyond Baker Street state: plain mutable lists of ints, cloned field by field.

Evidence cards are 0..23, leads are indexes of ``data.LEADS``. ``know[e]`` has bit ``1 << s``
when seat ``s`` knows where evidence card ``e`` is: every hand is seen by everyone but its
holder, face-up cards by all, a deck card only by a seat that saw it put there (Toby's peek,
the card Blackwell's neighbour put under the deck), a card under a scenario's confirmed lead
by nobody (face down from the start). ``said[s][i]`` is the bit mask of the
cards that seat ``s``'s slot ``i`` may be from the Assists it was given (public: everyone
heard them, the spectator too); it travels with the card in a trade. ``hint[s][i]`` is the
same narrowed to the card when its holder knows it (``know``: Toby's peek, a trade, a deck card
whose place it knew), what the seats' views show; kept apart so that no seat's view has to
rebuild it (a view of the spectator, who sees no card, reads ``said``). ``pend`` is the
decision pending inside a turn (:class:`Pending`; ``rules.py`` names the three), ``()`` while
there is none.
"""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from afoot.engine.decisions import Decision
from afoot.engine.events import Log


class Pending(Decision, frozen=True):
    """A decision pending inside a turn, after its action (``rules.py`` names each kind): which
    actions it allows and what each one does; the turn ends after it. ``name`` is the decision
    as views call it."""

    name: ClassVar[str] = ""

    def legal(self, st: State, s: int) -> list[Any]:
        """The actions seat ``s`` may take (read-only)."""
        raise NotImplementedError

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        """Apply ``act``, one of ``legal``'s, for seat ``s``."""
        raise NotImplementedError


class State(msgspec.Struct, gc=False):
    n: int  # players
    case: int  # 1..6
    holmes: int  # Holmes' marker; 0 loses
    holmes_max: int
    limit: int  # cards the Impossible holds before Holmes moves (Stoner: +1)
    deck: list[int]  # top is the end of the list
    know: list[int]  # [evidence] seats (bits) that know where it is
    hand: list[list[int]]  # [seat] evidence, by slot
    hint: list[list[int]]  # [seat][slot] ``said``, or the card (bit) when its holder knows it
    said: list[list[int]]  # [seat][slot] cards (bit mask) the slot may be, from the Assists
    top: list[int]  # [section] face-up lead, -1 when the section is empty
    pile: list[list[int]]  # [section] face-down leads below the top (next revealed: the end)
    box: list[list[int]]  # [section type] leads not used this game (unseen)
    ev: list[list[int]]  # [section] evidence of the lead's icon under it
    extra: list[list[int]]  # [section] evidence of another icon: adds to the target
    confirmed: list[bool]  # [section]
    gap: list[int]  # [section] target minus evidence (kept up to date: the hot path reads it)
    imp_ev: list[int]  # evidence in the Impossible (face up)
    doubled: int  # the Impossible's cards (bits) Gregson eliminated: twice their value on the track
    imp_leads: list[int]  # dead leads in the Impossible (face down)
    out_leads: list[int]  # leads Wiggins pursued: out of the game, not in the Impossible
    track: int  # the investigation track
    chars: list[int]  # [seat] character, -1 without characters
    used: list[bool]  # [seat] once-per-game ability used
    cur: int  # seat to act
    pend: Pending | tuple[()]  # the decision pending inside the turn, or () (none)
    drawn: list[int]  # Blackwell's two drawn cards while her neighbour picks one
    over: bool
    won: bool
    reason: str
    turns: int

    def clone(self) -> State:
        return State(
            self.n,
            self.case,
            self.holmes,
            self.holmes_max,
            self.limit,
            self.deck[:],
            self.know[:],
            [h[:] for h in self.hand],
            [h[:] for h in self.hint],
            [h[:] for h in self.said],
            self.top[:],
            [p[:] for p in self.pile],
            [b[:] for b in self.box],
            [e[:] for e in self.ev],
            [e[:] for e in self.extra],
            self.confirmed[:],
            self.gap[:],
            self.imp_ev[:],
            self.doubled,
            self.imp_leads[:],
            self.out_leads[:],
            self.track,
            self.chars[:],
            self.used[:],
            self.cur,
            self.pend,  # frozen: shared
            self.drawn[:],
            self.over,
            self.won,
            self.reason,
            self.turns,
        )
