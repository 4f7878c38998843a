"""Beyond Baker Street, 2-4 players, cooperative.

Components (``data/baker_street.toml``): 24 evidence cards (icons track, witness, clue,
document; values 1-6 each), 28 lead cards (suspect 11-13, motive 9-10, opportunity 7-8, one of
each value per icon; 3 of each type per game), 6 case files (Holmes' start space and the
Impossible's limit), 18 known character cards (effects as a fan simulator reads them).

Set-up: each lead section is a pile of 3 face-down leads of its type, the top one face up (B1);
Holmes' marker on the case file's rating (B2); the investigation track at 0; hands of 6 / 4 / 3
cards held facing out: everybody sees every hand but their own.

A turn is one action: Assist (tell another player every card of one number or one icon in their
hand; Holmes moves 1 towards 0; B6), Investigate (play a card under a lead: a matching icon adds
its number to the lead's evidence, another icon adds it to the lead's target; evidence above the
target kills the lead, B3), Confirm (evidence exactly the target; Holmes moves 1 away from 0),
Eliminate (play a card to the Impossible; the track adds its number) or Pursue (discard a lead to
the Impossible, reveal the next; its evidence is shuffled into the deck). Playing a card draws a
new one (none when the deck is empty, B5). Every card added to the Impossible beyond the case
file's limit moves Holmes 1 towards 0.

End: win when the third lead is confirmed with the track at exactly 20; lose when Holmes reaches
0, the track passes 20, the last lead of a section goes to the Impossible, or the third lead is
confirmed with the track not at 20 (B4).

Rule interpretations (RULINGS.md B1-B6 settle most; the rest are ours, also in README.md):
- The first player is seat 0 without characters, else the seat with the lowest character
  number; play goes on by seat number.
- A dead or pursued lead's evidence is shuffled into the deck: the whole deck is shuffled.
- A confirmed lead's evidence is turned face down and can no longer be looked at (B3): the
  views show how many cards lie under it, not which; the log keeps what the table saw when
  each was played. A scenario's confirmed lead lies face down from the start: nobody saw its
  cards. The Impossible's evidence is face up; its dead leads, face down, were face
  up when everyone saw them and stay in the views (the rulebook forbids looking only at a
  confirmed lead's cards).
- A Confirm never moves Holmes beyond ``holmes_track_max``.
- Character abilities that are actions (Irene Adler, Baskerville, Langdale Pike, Mrs. Hudson,
  Toby) are usable once per game each.

A turn is one action, or one action and one follow-up decision (``state.pend``, a named frozen
struct: :class:`SecondHint`, :class:`BlackwellKeep`, :class:`TobyPlace`), which lists its legal
actions and applies them; the turn ends after it. Events go to the ``log``
(``afoot.engine.events``); those of every turn are written under ``if log.on:``, so that bots
and searches, which pass the silent log, do not pay for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import reduce
from operator import or_
from random import Random
from typing import Any

import msgspec

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionSpec, OptionValue, Result
from afoot.engine.errors import InvalidOption
from afoot.engine.events import SILENT, Log
from afoot.games.baker_street import actions as A
from afoot.games.baker_street.data import (
    ALL_EVIDENCE,
    BASKERVILLE,
    BAYNES,
    BLACKWELL,
    CASES,
    CHAR_IDS,
    CHAR_INDEX,
    CHARACTERS,
    EVIDENCE_IDS,
    EVIDENCE_INDEX,
    GOAL,
    GREGSON,
    HAND,
    HOLMES_MAX,
    HOPE,
    HUDSON,
    ICON,
    ICON_INDEX,
    ICON_MASK,
    ICONS,
    IRENE,
    LEAD_IDS,
    LEADS,
    LEADS_PER_GAME,
    LESTRADE,
    MARTIN,
    MORSTAN,
    NEVIDENCE,
    NO_ICON,
    PIKE,
    SECTION_INDEX,
    SECTIONS,
    STONER,
    TOBY,
    VALUE,
    VALUE_MASK,
    VALUES,
    WIGGINS,
)
from afoot.games.baker_street.state import Pending, State

SEATS = tuple(frozenset((s,)) for s in range(4))
#: [players][seat] the other seats, who see what that seat draws
OTHERS = tuple(tuple(tuple(o for o in range(n) if o != s) for s in range(n)) for n in range(5))
NO_SEATS: frozenset[int] = frozenset()
#: abilities that are actions, usable once per game
ACTIVE = frozenset((IRENE, BASKERVILLE, PIKE, HUDSON, TOBY))

INVESTIGATE = {(i, k): A.Investigate(i, SECTIONS[k]) for i in range(8) for k in range(3)}
ELIMINATE = tuple(A.Eliminate(i) for i in range(8))
CONFIRM = tuple(A.Confirm(name) for name in SECTIONS)
PURSUE = tuple(A.Pursue(name) for name in SECTIONS)
ASSIST_VALUE = {(t, v): A.Assist(t, v, None) for t in range(4) for v in VALUES}
ASSIST_ICON = {(t, i): A.Assist(t, None, ICONS[i]) for t in range(4) for i in range(len(ICONS))}
PLACE = {"top": A.Place("top"), "bottom": A.Place("bottom")}
KEEP = tuple(A.Keep(name) for name in EVIDENCE_IDS)


# -- options -----------------------------------------------------------------------------
def parse_characters(value: object) -> str:
    """``characters``: ``none``, ``random`` or character ids, one per seat, comma-separated."""
    allowed = f"none, random, or one character id per seat, comma-separated ({', '.join(CHAR_IDS)})"
    if isinstance(value, list | tuple):
        items = [str(v).strip().lower() for v in value]
    elif isinstance(value, str):
        items = [v.strip().lower() for v in value.split(",") if v.strip()]
    else:
        raise InvalidOption(f"option characters={value!r} is not allowed; give {allowed}")
    if items in (["none"], ["random"]):
        return items[0]
    bad = [v for v in items if v not in CHAR_INDEX]
    if not items or bad:
        what = f"unknown character {bad[0]!r}" if bad else "no value"
        raise InvalidOption(f"option characters={value!r}: {what}; give {allowed}")
    if len(set(items)) != len(items):
        raise InvalidOption(f"option characters={value!r} names a character twice")
    return ",".join(items)


def parse_holmes_max(value: object) -> int:
    """``holmes_track_max``: the last space of Holmes' track, 8-40."""
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or not 8 <= int(text) <= 40:
        raise InvalidOption(
            f"option holmes_track_max={value!r} is not allowed; give a whole number 8-40 "
            "(the printed track's length is unknown: 20 by default)"
        )
    return int(text)


OPTIONS = (
    OptionSpec(
        "case",
        (1, 2, 3, 4, 5, 6),
        1,
        "the case file: Holmes' start space and the Impossible's limit (1 is the easiest)",
    ),
    OptionSpec(
        "characters",
        ("none", "random"),
        "none",
        f"none (the first game), random, or one character id per seat: {', '.join(CHAR_IDS)}",
        parse=parse_characters,
    ),
    OptionSpec(
        "holmes_track_max",
        (HOLMES_MAX, 15),
        HOLMES_MAX,
        "a whole number 8-40: the last space of Holmes' track (its printed length is unknown)",
        parse=parse_holmes_max,
    ),
)


# -- helpers ---------------------------------------------------------------------------------
def _all(st: State) -> int:
    return (1 << st.n) - 1


#: a card's value, by a list's bound __getitem__ (a plain builtin for map(); a tuple's is a
#: slower method wrapper)
_VALUE_OF = list(VALUE).__getitem__


def target(st: State, k: int) -> int:
    """The evidence a section's lead needs: its value plus the cards of other icons under it."""
    lead = st.top[k]
    return LEADS[lead][1] + sum(map(_VALUE_OF, st.extra[k])) if lead >= 0 else 0


def evidence(st: State, k: int) -> int:
    return sum(map(_VALUE_OF, st.ev[k]))


def regap(st: State, k: int) -> None:
    """Recompute section ``k``'s gap (target minus evidence) after a change under it."""
    st.gap[k] = target(st, k) - evidence(st, k)


def _holmes(st: State, delta: int, log: Log) -> None:
    if st.over:  # the game is decided: nothing moves any more
        return
    before = st.holmes
    st.holmes = max(0, min(st.holmes_max, st.holmes + delta))
    if log.on and st.holmes != before:
        log.public("holmes", space=st.holmes, moved=st.holmes - before)
    if st.holmes <= 0:
        _lose(st, "Holmes solved the case first (his marker reached 0)", log)


def _impossible_added(st: State, log: Log, spare_holmes: bool = False) -> None:
    """A card went to the Impossible: beyond the limit, Holmes moves 1 towards 0 (B2)."""
    if len(st.imp_ev) + len(st.imp_leads) > st.limit and not spare_holmes:
        _holmes(st, -1, log)


def _lose(st: State, why: str, log: Log) -> None:
    if st.over:
        return
    st.over = True
    st.won = False
    st.reason = why
    log.public("game_over", won=False, reason=why)


def _win(st: State, log: Log) -> None:
    st.over = True
    st.won = True
    st.reason = "three leads confirmed with the investigation track at exactly 20"
    log.public("game_over", won=True, reason=st.reason)


def _shuffle_into_deck(st: State, cards: list[int], rng: Random, log: Log) -> None:
    """A dead lead's evidence goes back: the whole deck is shuffled, nobody knows its order."""
    if not cards:
        return
    st.deck += cards
    shuffle(st.deck, rng)
    for e in st.deck:
        st.know[e] = 0
    if log.on:
        log.public("shuffled_into_deck", cards=sorted(EVIDENCE_IDS[e] for e in cards))


def _kill_lead(st: State, k: int, rng: Random, log: Log, to_impossible: bool = True) -> None:
    """The lead of section ``k`` is dead: to the Impossible, the next revealed, evidence back."""
    lead = st.top[k]
    back = st.ev[k] + st.extra[k]
    st.ev[k] = []
    st.extra[k] = []
    st.top[k] = st.pile[k].pop() if st.pile[k] else -1
    regap(st, k)
    if log.on:
        log.public(
            "lead_dead",
            lead=SECTIONS[k],
            card=LEAD_IDS[lead],
            revealed=LEAD_IDS[st.top[k]] if st.top[k] >= 0 else None,
            impossible=to_impossible,
        )
    if to_impossible:
        st.imp_leads.append(lead)
    else:  # Wiggins: out of the game, face up
        st.out_leads.append(lead)
    _shuffle_into_deck(st, back, rng, log)
    if st.top[k] < 0:
        gone = "went to the Impossible" if to_impossible else "was discarded (Wiggins)"
        _lose(st, f"the last {SECTIONS[k]} lead {gone}", log)
    if to_impossible:  # after the lead's own consequences, so game_over is the last event
        _impossible_added(st, log)


def _draw(st: State, s: int, rng: Random, log: Log) -> None:
    """Seat ``s`` draws a card (B5: none when the deck is empty); Blackwell draws 2."""
    if not st.deck:
        return
    if st.chars[s] == BLACKWELL and len(st.deck) >= 2:
        st.drawn = [st.deck.pop(), st.deck.pop()]
        for e in st.drawn:
            st.know[e] = _all(st) & ~(1 << s)
        picker = (s - 1) % st.n
        st.pend = BlackwellKeep(picker, blackwell=s)
        if log.on:
            log.private(
                "drew_two",
                OTHERS[st.n][s],
                {"seat": s, "cards": [EVIDENCE_IDS[e] for e in st.drawn], "picker": picker},
                {"seat": s, "count": 2, "picker": picker},
            )
        return
    _to_hand(st, s, st.deck.pop(), log)


def _to_hand(st: State, s: int, e: int, log: Log) -> None:
    know = st.know
    known = know[e] >> s & 1
    hand = st.hand[s]
    hand.append(e)
    st.hint[s].append(1 << e if known else ALL_EVIDENCE)  # what s may know of it
    st.said[s].append(ALL_EVIDENCE)  # no Assist has named it yet
    know[e] = ((1 << st.n) - 1) & ~(1 << s) | (known << s)
    if log.on:
        slot = len(hand) - 1
        log.private(
            "drew",
            OTHERS[st.n][s],
            {"seat": s, "card": EVIDENCE_IDS[e], "slot": slot},
            {"seat": s, "slot": slot},
        )


def _take(st: State, s: int, slot: int) -> int:
    st.hint[s].pop(slot)
    st.said[s].pop(slot)
    e = st.hand[s].pop(slot)
    st.know[e] = (1 << st.n) - 1  # _all
    return e


def _check_end(st: State, log: Log) -> None:
    if st.over:
        return
    if st.track > GOAL:
        _lose(st, f"the investigation track passed {GOAL}", log)


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
    case = int(options.get("case", 1))
    start, limit = CASES[case - 1]
    hmax = int(options.get("holmes_track_max", HOLMES_MAX))
    chars = _characters(str(options.get("characters", "none")), players, rng)
    st = State(
        n=players,
        case=case,
        holmes=min(start, hmax),
        holmes_max=hmax,
        limit=limit + (STONER in chars),
        deck=list(range(NEVIDENCE)),
        know=[0] * NEVIDENCE,
        hand=[[] for _ in range(players)],
        hint=[[] for _ in range(players)],
        said=[[] for _ in range(players)],
        top=[-1, -1, -1],
        pile=[[], [], []],
        box=[[], [], []],
        ev=[[], [], []],
        extra=[[], [], []],
        confirmed=[False, False, False],
        gap=[0, 0, 0],
        imp_ev=[],
        doubled=0,
        imp_leads=[],
        out_leads=[],
        track=0,
        chars=chars,
        used=[False] * players,
        cur=0,
        pend=(),
        drawn=[],
        over=False,
        won=False,
        reason="",
        turns=0,
    )
    if chars[0] >= 0:  # the lowest character number starts
        st.cur = min(range(players), key=lambda s: CHARACTERS[chars[s]]["order"])
    if arrange is not None:
        arrange(st, rng)
        return st
    for k in range(3):  # B1
        kind = [i for i, lead in enumerate(LEADS) if lead[0] == k]
        shuffle(kind, rng)
        st.pile[k] = kind[: LEADS_PER_GAME - 1]
        st.top[k] = kind[LEADS_PER_GAME - 1]
        st.box[k] = sorted(kind[LEADS_PER_GAME:])
        regap(st, k)
    shuffle(st.deck, rng)
    for s in range(players):
        for _ in range(HAND[players]):
            e = st.deck.pop()
            st.hand[s].append(e)
            st.hint[s].append(ALL_EVIDENCE)
            st.said[s].append(ALL_EVIDENCE)
            st.know[e] = _all(st) & ~(1 << s)
    return st


def _characters(text: str, players: int, rng: Random) -> list[int]:
    if text == "none":
        return [-1] * players
    if text == "random":
        pool = list(range(len(CHAR_IDS)))
        shuffle(pool, rng)
        return pool[:players]
    ids = text.split(",")
    if len(ids) != players:
        raise InvalidOption(
            f"option characters names {len(ids)} characters for {players} players: "
            "give one per seat, comma-separated, or none / random"
        )
    return [CHAR_INDEX[c] for c in ids]


# -- the contract --------------------------------------------------------------------------
def to_act(st: State) -> frozenset[int]:
    if st.over:
        return NO_SEATS
    pend = st.pend
    return SEATS[pend.seat if pend else st.cur]


#: a card's part of a hand's signature: its value (bits 0-5) and its icon (bits 6-9); the
#: Assists that may name a hand's cards depend on nothing else
SIG = tuple(1 << (VALUE[e] - 1) | 1 << (len(VALUES) + ICON[e]) for e in range(NEVIDENCE))
_SIG_OF = list(SIG).__getitem__  # a list's: a plain builtin for map()
#: [character (-1: none, the last row)][target seat] hand signature -> the Assists naming that
#: hand's cards, filled on first sight; bounded by construction (1024 signatures)
_ASSIST_CACHE: list[list[dict[int, tuple[A.Assist, ...]]]] = [
    [{} for _ in range(4)] for _ in range(len(CHAR_IDS) + 1)
]


def _hand_assists(me: int, t: int, sig: int) -> tuple[A.Assist, ...]:
    """The Assists character ``me`` may give seat ``t`` whose hand has signature ``sig``."""
    out: list[A.Assist] = []
    if me != MARTIN:
        out.extend(ASSIST_VALUE[t, v] for i, v in enumerate(VALUES) if sig >> i & 1)
    banned = NO_ICON.get(me, -1)
    out.extend(
        ASSIST_ICON[t, i] for i in range(len(ICONS)) if i != banned and sig >> (len(VALUES) + i) & 1
    )
    found = _ASSIST_CACHE[me][t][sig] = tuple(out)
    return found


def _assists(st: State, s: int) -> list[Any]:
    cache = _ASSIST_CACHE[st.chars[s]]
    out: list[Any] = []
    hands = st.hand
    for t in range(st.n):
        if t != s:
            sig = 0
            for e in hands[t]:
                sig |= SIG[e]
            found = cache[t].get(sig)
            out += found if found is not None else _hand_assists(st.chars[s], t, sig)
    return out


def _turn_actions(slots: int, open_: int, confirmable: int) -> tuple[Any, ...]:
    """A turn's actions after the Assists: Investigate, Confirm, Eliminate, Pursue."""
    return (
        *(INVESTIGATE[i, k] for i in range(slots) for k in range(3) if open_ >> k & 1),
        *(CONFIRM[k] for k in range(3) if confirmable >> k & 1),
        *ELIMINATE[:slots],
        *(PURSUE[k] for k in range(3) if open_ >> k & 1),
    )


#: [slots][open sections (bits)][confirmable sections (bits)] -> _turn_actions
TURN_ACTIONS = tuple(
    tuple(tuple(_turn_actions(slots, m, c) for c in range(8)) for m in range(8))
    for slots in range(9)
)


#: (character, seat, slots, open sections, confirmable sections, then the other seats' hand
#: signatures) -> a turn's legal actions when no ability is on offer, interned: the same
#: choice is the same tuple (what the RL action masks memoise on); bounded
_TURN_LEGAL: dict[tuple[int, ...], tuple[Any, ...]] = {}
_TURN_LEGAL_LIMIT = 4096


def legal(st: State, seat: int) -> Sequence[Any]:
    if st.over:
        return []
    pend = st.pend
    if pend:
        return pend.legal(st, seat) if pend.seat == seat else []
    if seat != st.cur:
        return []
    me = st.chars[seat]
    confirmed, top, gap = st.confirmed, st.top, st.gap
    open_ = confirmable = 0
    for k in range(3):
        if not confirmed[k] and top[k] >= 0:
            open_ |= 1 << k
            if gap[k] == 0 or (gap[k] == 1 and me == MORSTAN):
                confirmable |= 1 << k
    slots = len(st.hand[seat])
    if me in ACTIVE and not st.used[seat]:
        out = _assists(st, seat)
        out += TURN_ACTIONS[slots][open_][confirmable]
        out.extend(_ability(st, seat, me))
        return out
    key = [me, seat, slots, open_, confirmable]
    for t, hand in enumerate(st.hand):
        if t != seat:
            key.append(reduce(or_, map(_SIG_OF, hand), 0))
    found = _TURN_LEGAL.get(sigs := tuple(key))
    if found is None:
        if len(_TURN_LEGAL) >= _TURN_LEGAL_LIMIT:
            _TURN_LEGAL.clear()
        found = _TURN_LEGAL[sigs] = (*_assists(st, seat), *TURN_ACTIONS[slots][open_][confirmable])
    return found


def _ability(st: State, s: int, me: int) -> list[Any]:
    if me == IRENE:
        return [A.BOOST] if st.holmes < st.holmes_max else []
    if me == BASKERVILLE:
        return [
            A.Swap(EVIDENCE_IDS[x], SECTIONS[k], EVIDENCE_IDS[y])
            for x in sorted(st.imp_ev)
            for k in range(3)
            if not st.confirmed[k]
            for y in sorted(st.ev[k] + st.extra[k])
        ]
    if me == PIKE:
        return [
            A.Trade(i, t, j)
            for i in range(len(st.hand[s]))
            for t in range(st.n)
            if t != s
            for j in range(len(st.hand[t]))
        ]
    if me == HUDSON:
        return [A.Recover(EVIDENCE_IDS[x]) for x in sorted(st.imp_ev)]
    return [A.PEEK] if st.deck else []  # Toby


def apply(st: State, seat: int, action: Any, rng: Random, log: Log) -> None:
    """Apply a legal action (the caller checked it against ``legal``)."""
    kind = type(action)
    pend = st.pend
    if pend:
        st.pend = ()
        pend.apply(st, seat, action, rng, log)
        _end_turn(st, log)
        return
    if kind is A.Assist:
        _assist(st, seat, action, log)
        if not st.over and st.chars[seat] == HOPE and _assists(st, seat):
            st.pend = SecondHint(seat)
    elif kind is A.Investigate:
        _investigate(st, seat, action.slot, SECTION_INDEX[action.lead], rng, log)
    elif kind is A.Confirm:
        _confirm(st, seat, SECTION_INDEX[action.lead], log)
    elif kind is A.Eliminate:
        _eliminate(st, seat, action.slot, rng, log)
    elif kind is A.Pursue:
        k = SECTION_INDEX[action.lead]
        if log.on:
            log.public("pursued", seat=seat, lead=SECTIONS[k])
        _kill_lead(st, k, rng, log, to_impossible=st.chars[seat] != WIGGINS)
    else:
        _use_ability(st, seat, action, rng, log)
    if not st.pend:
        _end_turn(st, log)


def _end_turn(st: State, log: Log) -> None:
    _check_end(st, log)
    if st.over:
        return
    st.turns += 1
    st.cur = (st.cur + 1) % st.n
    if log.on:
        log.public("turn", seat=st.cur)


# -- the decisions pending inside a turn ---------------------------------------------------
class SecondHint(Pending, frozen=True, tag=0):
    """Lady Hilda Hope: "her Assist gives 2 hints (to one player or two) and moves Holmes only
    once": after her Assist, ``seat`` may give the second (an Assist that does not move
    Holmes), or skip it."""

    name = "second_hint"

    def legal(self, st: State, s: int) -> list[Any]:
        return [*_assists(st, s), A.SKIP]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.Assist:
            _assist(st, s, act, log, second=True)


class BlackwellKeep(Pending, frozen=True, tag=1):
    """Blackwell (seat ``blackwell``) "draws 2 cards instead of 1; the player to her right
    chooses which one she keeps, the other goes to the bottom of the deck": ``seat``, to her
    right, picks from the two, which the others saw."""

    blackwell: int
    name = "keep"

    def legal(self, st: State, s: int) -> list[Any]:
        return [KEEP[e] for e in sorted(st.drawn)]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        _keep(st, self.blackwell, EVIDENCE_INDEX[act.card], log)


class TobyPlace(Pending, frozen=True, tag=2):
    """Toby, "as his action: look at the top card of the deck and put it back on top or at the
    bottom": ``seat`` looked, and puts it back."""

    name = "place"

    def legal(self, st: State, s: int) -> list[Any]:
        return [PLACE["top"], PLACE["bottom"]]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        _place(st, s, act.where, log)


def _assist(st: State, s: int, act: A.Assist, log: Log, second: bool = False) -> None:
    """B6: name every card of one number or icon in ``act.to``'s hand."""
    t = act.to
    mask = VALUE_MASK[act.value] if act.value is not None else ICON_MASK[ICON_INDEX[str(act.icon)]]
    hand, hint, said = st.hand[t], st.hint[t], st.said[t]
    slots = []
    for i, e in enumerate(hand):
        if mask >> e & 1:
            hint[i] &= mask
            said[i] &= mask
            slots.append(i)
        else:
            hint[i] &= ~mask
            said[i] &= ~mask
    if log.on:
        log.public(
            "assisted",
            seat=s,
            to=t,
            value=act.value,
            icon=act.icon,
            slots=slots,
            second=second,
        )
    if not second:
        _holmes(st, -1, log)  # B2


def _investigate(st: State, s: int, slot: int, k: int, rng: Random, log: Log) -> None:
    e = _take(st, s, slot)
    lead = st.top[k]
    match = ICON[e] == LEADS[lead][2]
    (st.ev if match else st.extra)[k].append(e)  # B3
    st.gap[k] += -VALUE[e] if match else VALUE[e]
    if log.on:
        ev = evidence(st, k)
        log.public(
            "investigated",
            seat=s,
            slot=slot,
            card=EVIDENCE_IDS[e],
            lead=SECTIONS[k],
            matched=match,
            evidence=ev,
            target=ev + st.gap[k],  # target(st, k): the lead is face up
        )
    if st.gap[k] < 0:
        _kill_lead(st, k, rng, log)
    if not st.over:
        _draw(st, s, rng, log)


def _confirm(st: State, s: int, k: int, log: Log) -> None:
    st.confirmed[k] = True
    log.public("confirmed", seat=s, lead=SECTIONS[k], card=LEAD_IDS[st.top[k]])
    _holmes(st, 2 if st.chars[s] == BAYNES else 1, log)
    if all(st.confirmed):  # the third lead (B4)
        if st.track == GOAL:
            _win(st, log)
        else:
            _lose(st, f"the third lead was confirmed with the track at {st.track}, not {GOAL}", log)


def _eliminate(st: State, s: int, slot: int, rng: Random, log: Log) -> None:
    e = _take(st, s, slot)
    st.imp_ev.append(e)
    if st.chars[s] == GREGSON:
        st.doubled |= 1 << e
    st.track += _added(st, e)
    if log.on:
        log.public("eliminated", seat=s, slot=slot, card=EVIDENCE_IDS[e], track=st.track)
    _check_end(st, log)  # the track first: it is what this action moved
    _impossible_added(st, log, spare_holmes=st.chars[s] == LESTRADE)
    if not st.over:
        _draw(st, s, rng, log)


def _added(st: State, e: int) -> int:
    """What the Impossible's card ``e`` adds to the track: its value, twice if Gregson
    eliminated it; it takes that back when it leaves (Mrs. Hudson, Baskerville)."""
    return VALUE[e] << (st.doubled >> e & 1)


def _keep(st: State, bw: int, e: int, log: Log) -> None:
    """Blackwell keeps ``e``; the other drawn card goes to the bottom of the deck."""
    other = next(x for x in st.drawn if x != e)
    st.drawn = []
    st.deck.insert(0, other)
    st.know[other] = _all(st) & ~(1 << bw)
    if log.on:
        log.private(
            "kept",
            OTHERS[st.n][bw],
            {"seat": bw, "card": EVIDENCE_IDS[e], "bottom": EVIDENCE_IDS[other]},
            {"seat": bw},
        )
    st.know[e] = 0  # _to_hand sets who sees it
    _to_hand(st, bw, e, SILENT)


def _place(st: State, s: int, where: str, log: Log) -> None:
    if where == "bottom":
        st.deck.insert(0, st.deck.pop())
    log.public("placed", seat=s, where=where)  # Toby's once a game


def _use_ability(st: State, s: int, act: Any, rng: Random, log: Log) -> None:
    st.used[s] = True
    kind = type(act)
    if kind is A.Boost:
        log.public("ability", seat=s, character="irene_adler")
        _holmes(st, 1, log)
    elif kind is A.Swap:
        x, y = EVIDENCE_INDEX[act.impossible], EVIDENCE_INDEX[act.card]
        k = SECTION_INDEX[act.lead]
        st.imp_ev[st.imp_ev.index(x)] = y
        zone = st.ev[k] if y in st.ev[k] else st.extra[k]
        zone.remove(y)
        (st.ev if ICON[x] == LEADS[st.top[k]][2] else st.extra)[k].append(x)
        st.track += VALUE[y] - _added(st, x)  # y comes by his swap, not by Gregson's Eliminate
        st.doubled &= ~(1 << x)
        regap(st, k)
        log.public(
            "swapped",
            seat=s,
            impossible=act.impossible,
            lead=act.lead,
            card=act.card,
            track=st.track,
        )
        if st.gap[k] < 0:
            _kill_lead(st, k, rng, log)
    elif kind is A.Trade:
        t, i, j = act.to, act.slot, act.their_slot
        a, b = st.hand[s][i], st.hand[t][j]
        st.hand[s][i], st.hand[t][j] = b, a
        # what the Assists said of a card goes with it; each saw the other's card in its
        # hand, so now both know both
        st.said[s][i], st.said[t][j] = st.said[t][j], st.said[s][i]
        st.hint[s][i], st.hint[t][j] = 1 << b, 1 << a
        st.know[a] = st.know[b] = _all(st)
        log.public("traded", seat=s, slot=i, to=t, their_slot=j)
    elif kind is A.Recover:
        x = EVIDENCE_INDEX[act.card]
        st.imp_ev.remove(x)
        st.track -= _added(st, x)
        st.doubled &= ~(1 << x)
        st.deck.insert(0, x)
        st.know[x] = _all(st)
        log.public("recovered", seat=s, card=act.card, track=st.track)
    else:  # Toby's peek
        top = st.deck[-1]
        st.know[top] |= 1 << s
        st.pend = TobyPlace(s)
        log.private("peeked", (s,), {"seat": s, "card": EVIDENCE_IDS[top]}, {"seat": s})


# -- the end -------------------------------------------------------------------------------
def result(st: State) -> Result | None:
    if not st.over:
        return None
    seats = tuple(range(st.n))
    details: dict[str, Any] = {
        "won": st.won,
        "case": st.case,
        "holmes": st.holmes,
        "track": st.track,
        "confirmed": [SECTIONS[k] for k in range(3) if st.confirmed[k]],
        "impossible": len(st.imp_ev) + len(st.imp_leads),
        "turns": st.turns,
    }
    score = 1.0 if st.won else 0.0
    return Result(
        tuple(score for _ in seats),
        seats if st.won else (),
        False,
        ("the team wins: " if st.won else "Holmes wins: ") + st.reason,
        details,
    )


def is_over(st: State) -> bool:
    return st.over


def clone(st: State) -> State:
    return st.clone()


def fingerprint(st: State) -> bytes:
    return msgspec.msgpack.encode(st)


def check_invariants(st: State) -> None:
    """24 evidence cards and 9 + 19 leads conserved; hints true; tracks in range."""
    cards = [*st.deck, *st.imp_ev, *st.drawn]
    for s in range(st.n):
        cards += st.hand[s]
        if not len(st.hint[s]) == len(st.said[s]) == len(st.hand[s]):
            raise AssertionError(
                f"seat {s}: {len(st.hint[s])} hints, {len(st.said[s])} said, "
                f"for {len(st.hand[s])} cards"
            )
        for e, mask, said in zip(st.hand[s], st.hint[s], st.said[s], strict=True):
            if not said >> e & 1:
                raise AssertionError(f"seat {s}: an Assist excludes its own {EVIDENCE_IDS[e]}")
            if mask != (1 << e if st.know[e] >> s & 1 else said):
                raise AssertionError(
                    f"seat {s}: the hint of {EVIDENCE_IDS[e]} is not what the Assists said "
                    "narrowed by what its holder knows"
                )
    for k in range(3):
        cards += st.ev[k] + st.extra[k]
        top = st.top[k]
        if top >= 0 and any(ICON[e] != LEADS[top][2] for e in st.ev[k]):
            raise AssertionError(f"{SECTIONS[k]}: evidence of another icon counted")
        if not st.over and top >= 0 and evidence(st, k) > target(st, k):
            raise AssertionError(f"{SECTIONS[k]}: evidence above the target")
        if st.gap[k] != target(st, k) - evidence(st, k):
            raise AssertionError(f"{SECTIONS[k]}: gap {st.gap[k]} is stale")
    if sorted(cards) != list(range(NEVIDENCE)):
        raise AssertionError(f"evidence not conserved: {sorted(cards)}")
    leads = [*st.imp_leads, *st.out_leads, *(t for t in st.top if t >= 0)]
    for k in range(3):
        leads += st.pile[k] + st.box[k]
    if len(set(leads)) != len(leads) or len(leads) > len(LEADS):
        raise AssertionError("leads duplicated")
    if not 0 <= st.holmes <= st.holmes_max:
        raise AssertionError(f"Holmes at {st.holmes}")
    if not st.over and (st.holmes <= 0 or st.track > GOAL):
        raise AssertionError("a lost game goes on")
    expected = sum(_added(st, e) for e in st.imp_ev)
    if st.track != expected:
        raise AssertionError(f"track {st.track} but the Impossible's cards added {expected}")
    if st.doubled & ~reduce(or_, (1 << e for e in st.imp_ev), 0):
        raise AssertionError("a card out of the Impossible is marked as Gregson's")
    if st.doubled and GREGSON not in st.chars:
        raise AssertionError("cards marked as Gregson's without Gregson")
