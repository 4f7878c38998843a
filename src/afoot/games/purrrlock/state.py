"""The Purrrlock state: plain mutable lists of ints, cloned field by field.

Zones hold card ids (0..59). ``know[c]`` has bit ``1 << s`` when seat ``s`` knows where card
``c`` is (its own hand, a card it passed on, every face-up card, the others' investigations).
``epoch[c]`` is the deck shuffle the card last took part in (0: the first deck): after a
reshuffle the seats know which cards a deck slot can hold, and ``determinize`` keeps that.
Tokens: 0..17 paw prints, 18 Furriarty; ``values[t]`` is a token's VP.
"""

from __future__ import annotations

import msgspec


class State(msgspec.Struct, gc=False):
    n: int  # players
    values: list[int]  # [token] VP (constant for the game)
    deck: list[int]  # top of the deck is the end of the list
    discard: list[int]  # face up; top is the end
    inv: list[int]  # [seat] investigation card, -1 when none could be drawn
    hand: list[list[int]]  # [seat] cards, sorted
    leads: list[list[int]]  # [seat] leads of the current investigation, in order shown
    dead: list[list[int]]  # [seat] dead ends of the current investigation
    wrong: list[list[int]]  # [seat] wrong guesses (guess index) about the current investigation
    solved: list[list[int]]  # [seat] completed investigations, face up
    know: list[int]  # [card] seats (bits) that know where it is
    epoch: list[int]  # [card] shuffle it last took part in
    epochs: int  # reshuffles so far
    trail: list[int]  # tokens, left (start) to right (end)
    up: list[bool]  # [token] face up
    box: list[int]  # paw prints left in the box (face down, unseen)
    got: list[list[int]]  # [seat] collected tokens, in order collected
    paws: list[bool]  # [seat] has called "Paws!"
    pmask: int  # seats (bits) that may call "Paws!" now: not yet called, have an investigation
    cur: int  # seat whose turn it is
    round: int  # 1, 2, ...
    shown: int  # cards shown in this turn's Investigate
    need: int  # cards this turn's Investigate shows (2; fewer only when the hand is short)
    guessed: bool  # the turn's Guess action is used
    missed: bool  # guessed wrong in its own turn: no cleanup draw
    caller: int  # seat making its "Paws!" guess now, or -1
    last_round: bool  # Furriarty reached the end of the trail: this round is the last
    over: bool
    caught: int  # seat that caught Furriarty, or -1

    def clone(self) -> State:
        return State(
            self.n,
            self.values,
            self.deck[:],
            self.discard[:],
            self.inv[:],
            [h[:] for h in self.hand],
            [x[:] for x in self.leads],
            [x[:] for x in self.dead],
            [x[:] for x in self.wrong],
            [x[:] for x in self.solved],
            self.know[:],
            self.epoch[:],
            self.epochs,
            self.trail[:],
            self.up[:],
            self.box[:],
            [x[:] for x in self.got],
            self.paws[:],
            self.pmask,
            self.cur,
            self.round,
            self.shown,
            self.need,
            self.guessed,
            self.missed,
            self.caller,
            self.last_round,
            self.over,
            self.caught,
        )
