"""The 13 Clues state: plain mutable lists of ints, cloned field by field.

Cards are 0..29 (``data``). ``mystery[s]`` is seat ``s``'s mystery (person, location,
weapon), seen by everyone but ``s``; ``screen[s]`` its 2 cards behind its screen (left, right);
``informant`` the Secret Informant cards by letter; ``peeked[s]`` the letters (bits) seat ``s``
has looked at. ``questions`` holds every question as ``[asker, to, subject, side, answer,
secret]`` (side -1 except at 2 players: 0 left, 1 right).
"""

from __future__ import annotations

import msgspec


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
    questions: list[list[int]]
    accusations: list[list[int]]  # [seat, person, location, weapon, right]
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
            [q[:] for q in self.questions],
            [a[:] for a in self.accusations],
            self.over,
            self.winner,
        )
