"""13 Clues, 2-6 players.

Components (``data/thirteen_clues.toml``): 30 clue cards, a person, a location and a weapon in
each of 10 suits, each card of a category (male / female, indoor / outdoor, close / ranged);
8 magnifying glasses; letter tiles A-H; 6 top-secret tokens (variant).

Set-up: players + 4 suits are in play (the others back in the box). Each player is dealt one
person, one location and one weapon, then 2 more cards at random; the rest are the Secret
Informant cards, face down, lettered A, B, ... Each player chooses a person, a location and a
weapon of their 5 cards and gives them to the player on their left (seat + 1), face out: that
player's mystery, seen by everyone but its owner; the other 2 go behind their own screen.

A turn (3+ players): a player with no glass takes one from the supply (empty: from a player of
their choice), then spends every glass, one action each: question a witness (give the glass to
the player asked; they say how many cards of a suit or a category they see: every other
mystery and the 2 cards behind their screen), consult the Secret Informant (look at one card;
not at 6 players) or accuse (name a person, location and weapon you cannot see). The glass of
a consult or an accusation goes to the nearest player clockwise with none, else back to the
supply. A wrong accusation ends the turn; the glasses left go to the supply. The first right
accusation wins.

Two players (T5): no glasses, one action a turn, and a question names the answerer's left or
right screen card, the only one of the two it counts. Top secret variant (T6, 3-6 players):
each player may once make a question whose question and answer only the two of them see.

Rule interpretations (RULINGS.md T1-T6 settle most; the rest are ours, also in README.md):
- Seat ``s`` gives its mystery to seat ``s + 1`` (its left); the first player is drawn at random.
- A glass given after a consult or an accusation goes to another player, never back to the
  spender; "nearest" counts clockwise from the spender (T3).
- The Secret Informant cards a player looked at are not "cards it can see": an accusation may
  name one (T4 refuses only cards behind its screen and on other screens).
- A Secret Informant card may be looked at again; a wrong accusation may be repeated.

Decisions need no stack: a turn's only compound step, taking a glass from a player when the
supply is empty, is the state's ``take`` flag. Events go to the ``log``
(``afoot.engine.events``); those of every turn are written under ``if log.on:``, so that bots
and searches, which pass the silent log, do not pay for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import product
from random import Random
from typing import Any

import msgspec

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionSpec, OptionValue, Result
from afoot.engine.errors import InvalidOption
from afoot.engine.events import Log
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues.data import (
    CARD_IDS,
    CARD_INDEX,
    CATEGORIES,
    GLASSES,
    GROUP,
    LETTERS,
    MAX_PLAYERS,
    SUBJECT_INDEX,
    SUBJECT_MASK,
    SUBJECTS,
    SUITS,
    suits_in_play,
)
from afoot.games.thirteen_clues.state import AccusationRecord, QuestionRecord, State

SIDES = ("left", "right")
NO_SEATS: frozenset[int] = frozenset()
SEATS = tuple(frozenset((s,)) for s in range(MAX_PLAYERS))
SEATSET = tuple(
    frozenset(s for s in range(MAX_PLAYERS) if m >> s & 1) for m in range(1 << MAX_PLAYERS)
)

OPTIONS = (
    OptionSpec(
        "top_secret",
        (False, True),
        False,
        "the variant for 3-6 players: each player may once ask a question only the two see",
    ),
)


def subjects(st: State) -> list[int]:
    """The subjects a question may name: the suits in play, then the six categories."""
    return [*range(st.suits), *range(len(SUITS), len(SUBJECTS))]


def in_play(st: State) -> list[int]:
    return list(range(3 * st.suits))


def seen_by(st: State, t: int, side: int = -1) -> list[int]:
    """What seat ``t`` sees (T2): every other mystery and its screen cards (one, at 2 players)."""
    out = [c for u in range(st.n) if u != t for c in st.mystery[u]]
    out += st.screen[t] if side < 0 else [st.screen[t][side]]
    return out


def answer(st: State, t: int, subject: int, side: int = -1) -> int:
    mask = SUBJECT_MASK[subject]
    return sum(1 for c in seen_by(st, t, side) if mask >> c & 1)


def visible_to(st: State, s: int) -> set[int]:
    """The cards seat ``s`` can see (T4): behind its screen and on the other screens."""
    return {*st.screen[s], *(c for u in range(st.n) if u != s for c in st.mystery[u])}


# -- set-up --------------------------------------------------------------------------------
def setup(
    players: int,
    options: Mapping[str, OptionValue],
    rng: Random,
    arrange: Callable[[State, Random], None] | None = None,
) -> State:
    """A new game. ``arrange(state, rng)``, when given, sets the cards out in place of the
    rules' deal: a scenario's (the game's set-up is :func:`.scenario.setup`, which passes it;
    these rules do not import the scenario module, which builds on them)."""
    n = players
    top_secret = bool(options.get("top_secret", False))
    if top_secret and n < 3:
        raise InvalidOption("option top_secret is for 3-6 players (the 2-player game has none)")
    suits = suits_in_play(n)
    st = State(
        n=n,
        suits=suits,
        hand=[[] for _ in range(n)],
        chosen=[[] for _ in range(n)],
        mystery=[[] for _ in range(n)],
        screen=[[] for _ in range(n)],
        informant=[],
        peeked=[0] * n,
        glasses=[1 if n > 2 else 0] * n,
        supply=GLASSES - n if n > 2 else 0,
        secret_token=[top_secret] * n,
        top_secret=top_secret,
        phase=0,
        cur=0,
        take=False,
        questions=[],
        accusations=[],
        over=False,
        winner=-1,
    )
    if arrange is not None:
        arrange(st, rng)
        return st
    deal(st, rng)
    st.cur = int(rng.random() * n)  # the first player is drawn at random
    return st


def deal(st: State, rng: Random, keep: int = -1) -> None:
    """Deal one person, location and weapon to every seat, then 2 more; the rest lettered.

    With ``keep``, that seat's hand stays as it is (the others are dealt from what is left,
    as the real deal would, given that hand: ``determinize`` in the set-up phase)."""
    cards = in_play(st)
    mine = set(st.hand[keep]) if keep >= 0 else set()
    seats = [s for s in range(st.n) if s != keep]
    for s in seats:
        st.hand[s] = []
    rest: list[int] = []
    for g in range(3):
        group = [c for c in cards if GROUP[c] == g and c not in mine]
        shuffle(group, rng)
        for s in seats:
            st.hand[s].append(group.pop())
        rest += group
    shuffle(rest, rng)
    for s in seats:
        st.hand[s] += [rest.pop(), rest.pop()]
        st.hand[s].sort()
    st.informant = rest


def _place_mysteries(st: State, rng: Random, log: Log) -> None:
    """Every seat's chosen 3 go to its left neighbour's screen; its other 2 behind its own,
    left and right in a random order (T5 questions name a side: the order must tell nothing)."""
    for s in range(st.n):
        st.mystery[(s + 1) % st.n] = st.chosen[s][:]
        st.screen[s] = [c for c in st.hand[s] if c not in st.chosen[s]]
        if rng.random() < 0.5:
            st.screen[s].reverse()
    st.phase = 1
    for s in range(st.n):
        others = tuple(u for u in range(st.n) if u != s)
        log.private(
            "mystery_placed",
            others,
            {"seat": s, "cards": [CARD_IDS[c] for c in st.mystery[s]]},
            {"seat": s},
        )
    _start_turn(st, log)


# -- the contract --------------------------------------------------------------------------
def to_act(st: State) -> frozenset[int]:
    if st.over:
        return NO_SEATS
    if st.phase == 0:
        return SEATSET[sum(1 << s for s in range(st.n) if not st.chosen[s])]
    return SEATS[st.cur]


def _choices(st: State, s: int) -> list[A.Choose]:
    hand = st.hand[s]
    groups = [[c for c in hand if GROUP[c] == g] for g in range(3)]
    return [A.Choose(CARD_IDS[p], CARD_IDS[loc], CARD_IDS[w]) for p, loc, w in product(*groups)]


def legal(st: State, seat: int) -> Sequence[Any]:
    if st.over:
        return []
    if st.phase == 0:
        return [] if st.chosen[seat] else _choices(st, seat)
    if seat != st.cur:
        return []
    if st.take:
        return [A.TakeGlass(t) for t in range(st.n) if t != seat and st.glasses[t] > 0]
    seen = 0
    for c in st.screen[seat]:
        seen |= 1 << c
    for u in range(st.n):
        if u != seat:
            for c in st.mystery[u]:
                seen |= 1 << c
    secret = st.top_secret and st.secret_token[seat]
    key = (st.n, seat, st.suits, secret, len(st.informant), seen)
    found = _PLAY.get(key)
    if found is None:
        if len(_PLAY) >= _INTERNED:
            _PLAY.clear()
        found = _PLAY[key] = (
            *_questions(st.n, seat, st.suits, secret),
            *CONSULT[: len(st.informant)],
            *_accusations(st.suits, seen),
        )
    return found


CONSULT = tuple(A.Consult(letter) for letter in LETTERS)
#: legal() hands out interned actions: questions by (players, seat, suits, secret token),
#: accusations by (suits, the cards the accuser sees; fixed through the play phase), and the
#: whole play-phase tuple by both (a seat's legal actions are the same all its turns, so a
#: caller may memoise on the tuple, as the RL action mask does)
_PLAY: dict[tuple[int, int, int, bool, int, int], tuple[Any, ...]] = {}
#: the bound of _PLAY and _ACCUSATIONS (emptied when reached): their keys hold the cards a
#: seat sees, new in nearly every game, so the tables only need to hold the live seats'
#: entries; a small bound keeps a long-running server's memory level (an entry holds up to
#: ~300 actions), and a miss costs one rebuild of a seat's tuple (tens of microseconds)
_INTERNED = 256
_QUESTIONS: dict[tuple[int, int, int, bool], tuple[A.Question, ...]] = {}
_ACCUSATIONS: dict[tuple[int, int], tuple[A.Accuse, ...]] = {}


def _questions(n: int, seat: int, suits: int, secret: bool) -> tuple[A.Question, ...]:
    key = (n, seat, suits, secret)
    found = _QUESTIONS.get(key)
    if found is None:
        sides: tuple[str | None, ...] = SIDES if n == 2 else (None,)
        hidden = (False, True) if secret else (False,)
        subjects_ = [*range(suits), *range(len(SUITS), len(SUBJECTS))]
        found = _QUESTIONS[key] = tuple(
            A.Question(t, SUBJECTS[subj], side, h)
            for t in range(n)
            if t != seat
            for subj in subjects_
            for side in sides
            for h in hidden
        )
    return found


def _accusations(suits: int, seen: int) -> tuple[A.Accuse, ...]:
    key = (suits, seen)
    found = _ACCUSATIONS.get(key)
    if found is None:
        groups = [
            [c for c in range(3 * suits) if GROUP[c] == g and not seen >> c & 1] for g in range(3)
        ]
        if len(_ACCUSATIONS) >= _INTERNED:
            _ACCUSATIONS.clear()
        found = _ACCUSATIONS[key] = tuple(
            A.Accuse(CARD_IDS[p], CARD_IDS[loc], CARD_IDS[w]) for p, loc, w in product(*groups)
        )
    return found


def apply(st: State, seat: int, action: Any, rng: Random, log: Log) -> None:
    """Apply a legal action (the caller checked it against ``legal``)."""
    kind = type(action)
    if kind is A.Choose:
        st.chosen[seat] = sorted(
            CARD_INDEX[c] for c in (action.person, action.location, action.weapon)
        )
        log.public("chose", seat=seat)
        if all(st.chosen):
            _place_mysteries(st, rng, log)
        return
    if kind is A.TakeGlass:
        st.glasses[action.frm] -= 1
        st.glasses[seat] += 1
        st.take = False
        if log.on:
            log.public("glass_taken", seat=seat, frm=action.frm)
        return
    two = st.n == 2
    if kind is A.Question:
        t = action.to
        subj = SUBJECT_INDEX[action.subject]
        side = SIDES.index(action.side) if action.side is not None else -1
        count = answer(st, t, subj, side)
        st.questions.append(QuestionRecord(seat, t, subj, side, count, int(action.secret)))
        if not two:
            st.glasses[seat] -= 1
            st.glasses[t] += 1
        if action.secret:
            st.secret_token[seat] = False
        if log.on:
            data = {
                "seat": seat,
                "to": t,
                "subject": action.subject,
                "side": action.side,
                "answer": count,
            }
            if action.secret:
                log.private("question", (seat, t), data, {"seat": seat, "to": t, "secret": True})
            else:
                log.public("question", **data)
    elif kind is A.Consult:
        i = LETTERS.index(action.letter)
        st.peeked[seat] |= 1 << i
        if log.on:
            log.private(
                "consulted",
                (seat,),
                {"seat": seat, "letter": action.letter, "card": CARD_IDS[st.informant[i]]},
                {"seat": seat, "letter": action.letter},
            )
        if not two:  # the action first, then where its glass goes
            _pass_glass(st, seat, log)
    else:
        named = [CARD_INDEX[action.person], CARD_INDEX[action.location], CARD_INDEX[action.weapon]]
        right = sorted(named) == sorted(st.mystery[seat])
        st.accusations.append(AccusationRecord(seat, named[0], named[1], named[2], int(right)))
        if log.on:
            log.public(
                "accused",
                seat=seat,
                person=action.person,
                location=action.location,
                weapon=action.weapon,
                right=right,
            )
        if not two:
            _pass_glass(st, seat, log)
        if right:
            st.over = True
            st.winner = seat
            log.public("game_over", winner=seat)
            return
        if not two and st.glasses[seat]:  # a wrong accusation ends the turn
            st.supply += st.glasses[seat]
            st.glasses[seat] = 0
    if two or st.glasses[seat] == 0:
        st.cur = (seat + 1) % st.n
        _start_turn(st, log)


def _pass_glass(st: State, s: int, log: Log) -> None:
    """T3: the spent glass goes to the nearest player clockwise with none, else the supply."""
    st.glasses[s] -= 1
    for step in range(1, st.n):
        t = (s + step) % st.n
        if st.glasses[t] == 0:
            st.glasses[t] = 1
            if log.on:
                log.public("glass_given", seat=s, to=t)
            return
    st.supply += 1


def _start_turn(st: State, log: Log) -> None:
    s = st.cur
    if log.on:
        log.public("turn", seat=s)
    if st.n == 2 or st.glasses[s]:
        return
    if st.supply:
        st.supply -= 1
        st.glasses[s] = 1
    else:
        st.take = True


# -- the end -------------------------------------------------------------------------------
def result(st: State) -> Result | None:
    if not st.over:
        return None
    scores = tuple(1.0 if s == st.winner else 0.0 for s in range(st.n))
    return Result(
        scores,
        (st.winner,),
        False,
        f"seat {st.winner} solved its mystery",
        {
            "mysteries": [[CARD_IDS[c] for c in m] for m in st.mystery],
            "questions": len(st.questions),
            "accusations": len(st.accusations),
        },
    )


def is_over(st: State) -> bool:
    return st.over


def clone(st: State) -> State:
    return st.clone()


def fingerprint(st: State) -> bytes:
    return msgspec.msgpack.encode(st)


def check_invariants(st: State) -> None:
    """Every card in play in one place; mysteries one of each group; glasses conserved."""
    if st.phase == 0:
        cards = [c for h in st.hand for c in h] + st.informant
    else:
        cards = [c for m in st.mystery for c in m] + [c for s in st.screen for c in s]
        cards += st.informant
        for s in range(st.n):
            if sorted(GROUP[c] for c in st.mystery[s]) != [0, 1, 2]:
                raise AssertionError(f"seat {s}'s mystery is not one of each group")
    if sorted(cards) != in_play(st):
        raise AssertionError(f"cards not conserved: {sorted(cards)}")
    if st.n > 2 and sum(st.glasses) + st.supply != GLASSES:
        raise AssertionError(f"glasses not conserved: {st.glasses} + {st.supply}")
    if st.phase == 1:
        for q in st.questions:  # T2: every answer is true of the cards as they lie
            if answer(st, q.to, q.subject, q.side) != q.answer:
                raise AssertionError(f"answer {q} is not true of the cards")
        for acc in st.accusations:
            if bool(acc.right) != (sorted(acc.named) == sorted(st.mystery[acc.seat])):
                raise AssertionError(f"accusation {acc} is not judged truly")


__all__ = ["CATEGORIES", "answer", "apply", "legal", "seen_by", "setup", "to_act"]
