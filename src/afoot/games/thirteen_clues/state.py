"""The 13 Clues state: plain mutable lists of ints, cloned field by field.

Cards are 0..29 (``data``). ``mystery[s]`` is seat ``s``'s mystery (person, location,
weapon), seen by everyone but ``s``; ``screen[s]`` its 2 cards behind its screen (left, right);
``informant`` the Secret Informant cards by letter; ``peeked[s]`` the letters (bits) seat ``s``
has looked at. ``questions`` holds every question as a :class:`QuestionRecord` and
``accusations`` every accusation as an :class:`AccusationRecord`: frozen, never changed once
made (a world of ``determinize`` replaces a record), so a clone shares them, and hashed once,
so a view finds what it shows of each in one lookup (``views``).
"""

from __future__ import annotations

import msgspec


class QuestionRecord(msgspec.Struct, frozen=True, array_like=True, cache_hash=True, gc=False):
    asker: int
    to: int
    subject: int  # SUBJECTS index
    side: int  # -1, or at 2 players 0 left, 1 right
    answer: int
    secret: int  # 1: top secret (variant)


class AccusationRecord(msgspec.Struct, frozen=True, array_like=True, cache_hash=True, gc=False):
    seat: int
    person: int
    location: int
    weapon: int
    right: int

    @property
    def named(self) -> tuple[int, int, int]:
        return (self.person, self.location, self.weapon)


class State(msgspec.Struct, gc=False):
    n: int
    suits: int  # suits in play: 0..suits-1
    hand: list[list[int]]  # [seat] the 5 dealt cards (set-up)
    chosen: list[list[int]]  # [seat] the 3 cards it gives its left neighbour ([] until chosen)
    mystery: list[list[int]]  # [seat] its own mystery (from its right neighbour)
    screen: list[list[int]]  # [seat] its 2 cards behind its screen
    informant: list[int]  # [letter] card
    peeked: list[int]  # [seat] letters (bits) looked at
    glasses: list[int]  # [seat]
    supply: int
    secret_token: list[bool]  # [seat] still has its top-secret token (variant)
    top_secret: bool
    phase: int  # 0 choosing the mysteries, 1 playing
    cur: int
    take: bool  # cur must take a glass from a player (empty supply)
    questions: list[QuestionRecord]
    accusations: list[AccusationRecord]
    over: bool
    winner: int

    def clone(self) -> State:
        return State(
            self.n,
            self.suits,
            [h[:] for h in self.hand],
            [c[:] for c in self.chosen],
            [m[:] for m in self.mystery],
            [s[:] for s in self.screen],
            self.informant[:],
            self.peeked[:],
            self.glasses[:],
            self.supply,
            self.secret_token[:],
            self.top_secret,
            self.phase,
            self.cur,
            self.take,
            self.questions[:],
            self.accusations[:],
            self.over,
            self.winner,
        )
