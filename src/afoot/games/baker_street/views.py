"""What each seat may know (``view``), worlds consistent with it (``determinize``), and text.

A seat sees every hand but its own (its own as slots, with what the Assists told it: the values
and icons each slot may still have), everything face up on the board, and the deck cards whose
place it knows. Assists are public, so every seat's hints are in every view. A confirmed lead's
evidence is face down and can no longer be looked at (B3): every view, the spectator's too,
shows how many cards lie under it, not which; the log keeps what the table saw when each was
played, and ``determinize`` leaves them where they are (every seat saw them played), except
the cards of a scenario's confirmed lead, face down from the start: nobody saw them
(``know`` is 0), so they are dealt anew with the other cards the seat cannot place.

A view's slot hints, sections and Impossible are records built once per distinct content and
shared by every view that shows them (a hint per mask, a section per lead and cards, the
Impossible per cards and leads), so a view costs a lookup per record and an encoder can tell a record it has seen by identity (``afoot.rl``).
Like every view, they are read-only: a caller that wants to edit one copies it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from random import Random
from typing import Any, TypeVar, cast

from afoot.engine.chance import shuffle
from afoot.games.baker_street import actions as A
from afoot.games.baker_street import rules as R
from afoot.games.baker_street.data import (
    CHAR_IDS,
    EVIDENCE_IDS,
    EVIDENCE_INDEX,
    GOAL,
    ICON,
    ICONS,
    LEAD_IDS,
    LEADS,
    NEVIDENCE,
    SECTION_INDEX,
    SECTIONS,
    VALUE,
    VALUES,
)
from afoot.games.baker_street.shapes import (
    BakerStreetView,
    Decision,
    DeckCard,
    Hint,
    ImpossibleView,
    PendingView,
    PlayerView,
    SectionView,
)
from afoot.games.baker_street.state import State


def _names(cards: list[int]) -> list[str]:
    return [EVIDENCE_IDS[e] for e in cards]


def slot_hint(mask: int) -> Hint:
    """What a slot may still be: the values and icons of the cards in its hint mask."""
    values, icons = _hint_parts(mask)
    return {"values": list(values), "icons": list(icons)}


@functools.lru_cache(maxsize=4096)
def _hint_parts(mask: int) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """(values, icons) of a hint mask, computed once per mask (it was 65% of a view)."""
    cards = [e for e in range(NEVIDENCE) if mask >> e & 1]
    return (
        tuple(sorted({VALUE[e] for e in cards})),
        tuple(ICONS[i] for i in sorted({ICON[e] for e in cards})),
    )


#: a lead's (card, icon, value) as a view shows them; index -1 (no lead) is the trailing row
_LEAD_VIEW: tuple[tuple[str | None, str | None, int | None], ...] = (
    *((LEAD_IDS[x], ICONS[icon], value) for x, (_, value, icon) in enumerate(LEADS)),
    (None, None, None),
)
#: a character's id; index -1 (no characters) is the trailing None
_CHAR_VIEW: tuple[str | None, ...] = (*CHAR_IDS, None)
#: a card's name, by a list's bound __getitem__ (a plain builtin for map(); a tuple's is a
#: slower method wrapper)
_NAME_OF = list(EVIDENCE_IDS).__getitem__
_VALUE_OF = list(VALUE).__getitem__
_LEAD_NAME_OF = list(LEAD_IDS).__getitem__


_Record = TypeVar("_Record")


class _Records(dict[Any, _Record]):
    """View records by their content key, each built once (see the module docstring)."""

    def __init__(self, render: Callable[[Any], _Record], limit: int) -> None:
        super().__init__()
        self.render = render
        self.limit = limit

    def __missing__(self, key: Any) -> _Record:
        if len(self) >= self.limit:  # bounded: a long run never grows it unseen
            self.clear()
        out = self[key] = self.render(key)
        return out


def _section_record(key: tuple[Any, ...]) -> SectionView:
    """Section ``k`` with lead ``top`` (-1: none) and its face-down leads; open, the cards
    under it (of its icon, then of the others); confirmed, how many cards lie under it."""
    k, top, confirmed, face_down, under, extra = key
    card, icon, value = _LEAD_VIEW[top]
    if confirmed:  # B3: its evidence is face down and can no longer be looked at
        return {
            "lead": SECTIONS[k],
            "card": card,
            "icon": icon,
            "value": value,
            "target": None,
            "evidence": None,
            "cards": [],
            "added": [],
            "hidden": under,
            "confirmed": True,
            "face_down": face_down,
        }
    return {
        "lead": SECTIONS[k],
        "card": card,
        "icon": icon,
        "value": value,
        "target": value + sum(map(_VALUE_OF, extra)) if value is not None else 0,  # R.target
        "evidence": sum(map(_VALUE_OF, under)),  # R.evidence
        "cards": list(map(_NAME_OF, under)),
        "added": list(map(_NAME_OF, extra)),
        "hidden": 0,
        "confirmed": False,
        "face_down": face_down,
    }


def _impossible_record(key: tuple[tuple[int, ...], tuple[int, ...], int]) -> ImpossibleView:
    """The Impossible with this evidence and these dead leads, and its limit."""
    cards, leads, limit = key
    return {
        "evidence": list(map(_NAME_OF, cards)),
        "leads": list(map(_LEAD_NAME_OF, leads)),
        "count": len(cards) + len(leads),
        "limit": limit,
    }


#: hint mask -> its record; bounded by construction: an Assist keeps or drops whole values and
#: icons, so a mask is a set of values times a set of icons (64 * 16) or one known card (24)
_HINTS: _Records[Hint] = _Records(slot_hint, 1 << 16)
#: (k, top, False, face_down, cards of its icon, added cards) or, confirmed, (k, top, True,
#: face_down, how many cards lie under it, ()) -> the section's record;
#: (its evidence, its leads, the limit) -> the Impossible's record. Kept small: a board
#: rarely comes back once it changed, and every record kept is work for the garbage collector
_SECTION_RECORDS: _Records[SectionView] = _Records(_section_record, 1024)
_IMPOSSIBLE_RECORDS: _Records[ImpossibleView] = _Records(_impossible_record, 1024)


#: [seat] the pending record of an ordinary turn (shared, like the other records)
_TURN_PENDING: tuple[PendingView, ...] = tuple({"decision": "action", "seat": s} for s in range(4))


def _pending(st: State) -> PendingView | None:
    if st.over:
        return None
    p = st.pend
    if not p:
        return _TURN_PENDING[st.cur]
    name = cast(Decision, p.name)  # a decision's name is one of them (the conformance checks)
    if isinstance(p, R.BlackwellKeep):
        return {"decision": name, "seat": p.seat, "for": p.blackwell}
    return {"decision": name, "seat": p.seat}


def view(st: State, seat: int | None) -> BakerStreetView:
    # the RL step loop builds a view per step: shared records, lookup tables, C-speed maps
    bit = 0 if seat is None else 1 << seat
    know = st.know
    hints = _HINTS.__getitem__
    players: list[PlayerView] = []
    names: list[str | None] | None
    # a seat's slot its holder knows (Toby's peek, a trade, a deck card whose place it knew:
    # only characters make one) shows the seats that card, as the holder knows it (state.hint);
    # the spectator, who sees no card, hears only what the Assists said (state.said)
    masks_of = st.hint if seat is not None else st.said
    for s in range(st.n):
        hand = st.hand[s]
        masks = masks_of[s]
        if seat is None:
            names = None
        elif s != seat:  # every hand is seen by everyone but its holder (see State)
            names = list(map(_NAME_OF, hand))
        else:
            names = [EVIDENCE_IDS[e] if know[e] & bit else None for e in hand]
        players.append(
            {
                "seat": s,
                "character": _CHAR_VIEW[st.chars[s]],
                "hand": names,
                "hand_count": len(hand),
                "hints": list(map(hints, masks)),
                "ability_used": st.used[s],
            }
        )
    top, confirmed, pile, ev, extra = st.top, st.confirmed, st.pile, st.ev, st.extra
    section = _SECTION_RECORDS.__getitem__
    sections = [
        section((k, top[k], True, len(pile[k]), len(ev[k]) + len(extra[k]), ()))
        if confirmed[k]
        else section((k, top[k], False, len(pile[k]), tuple(ev[k]), tuple(extra[k])))
        for k in range(3)
    ]
    deck = st.deck
    # the places a seat knows: only a character (Toby, Blackwell, Mrs. Hudson) makes a deck
    # card known, so without characters there is none; else the deck is walked at C speed,
    # then again if anyone knows a card in it, the top first
    known_deck: list[DeckCard] = []
    if bit and st.chars[0] >= 0 and any(map(know.__getitem__, deck)):
        top_index = len(deck) - 1
        known_deck = [
            {"from_top": top_index - i, "card": EVIDENCE_IDS[deck[i]]}
            for i in range(top_index, -1, -1)
            if know[deck[i]] & bit
        ]
    pend = st.pend
    return {
        "game": "baker_street",
        "seat": seat,
        "case": st.case,
        "players": players,
        "turn": st.cur,
        "pending": _pending(st),
        # R.to_act, sorted: no seat once it is over, else the pending decider or the turn's
        "to_act": [] if st.over else [pend.seat if pend else st.cur],
        "holmes": st.holmes,
        "holmes_max": st.holmes_max,
        "track": st.track,
        "goal": GOAL,
        "sections": sections,
        "impossible": _IMPOSSIBLE_RECORDS[tuple(st.imp_ev), tuple(st.imp_leads), st.limit],
        "removed_leads": [LEAD_IDS[x] for x in st.out_leads] if st.out_leads else [],
        "deck": len(deck),
        "deck_known": known_deck,
        "drawn": (
            [EVIDENCE_IDS[e] if know[e] & bit else None for e in st.drawn] if st.drawn else []
        ),
        "over": st.over,
        "won": st.won if st.over else None,
        "reason": st.reason or None,
    }


# -- determinize ----------------------------------------------------------------------------
def determinize(st: State, seat: int, rng: Random) -> State:
    """A state ``seat`` cannot tell from ``st``: its own hand, the deck cards whose place it
    does not know (and Blackwell's two drawn cards, for Blackwell), the cards under a
    scenario's confirmed lead (face down from the start: nobody saw them) and the face-down
    leads redealt. Its own slots are drawn exactly uniformly among the assignments its hints
    allow, and a confirmed lead's evidence stays within its target (a world drawn past it is
    drawn again); who knows a card travels with its place."""
    w = st.clone()
    bit = 1 << seat
    know = st.know
    slots = [i for i, e in enumerate(st.hand[seat]) if not know[e] & bit]
    places = [("deck", i) for i, e in enumerate(st.deck) if not know[e] & bit]
    if st.drawn and isinstance(st.pend, R.BlackwellKeep) and st.pend.blackwell == seat:
        places += [("drawn", i) for i in range(len(st.drawn))]
    # [section] the cards under it nobody saw (only a scenario's confirmed leads have them)
    unseen_under = [
        [e for e in st.ev[k] + st.extra[k] if not know[e] & bit] if st.confirmed[k] else []
        for k in range(3)
    ]
    under = sum(map(len, unseen_under))
    old_slots = [st.hand[seat][i] for i in slots]
    old_places = [getattr(st, zone)[i] for zone, i in places]
    # sorted: the world depends on what the seat knows, not on where the cards really are
    pool = sorted(old_slots + old_places + [e for cards in unseen_under for e in cards])
    pool_mask = sum(1 << e for e in pool)
    # a slot it does not know: its hint is what the Assists said (state.said)
    masks = [st.said[seat][i] & pool_mask for i in slots]
    while True:
        assigned = _sample_slots(masks, pool, rng)
        taken = set(assigned)
        rest = [e for e in pool if e not in taken]
        shuffle(rest, rng)
        if not under or _within_targets(st, unseen_under, rest[len(places) :]):
            break
    hand = w.hand[seat]
    for i, old, e in zip(slots, old_slots, assigned, strict=True):
        hand[i] = e
        w.know[e] = know[old]
    for (zone, i), old, e in zip(places, old_places, rest[: len(places)], strict=True):
        getattr(w, zone)[i] = e
        w.know[e] = know[old]
    if under:
        fresh = iter(rest[len(places) :])
        for k, cards in enumerate(unseen_under):
            if cards:
                gone = set(cards)
                w.ev[k] = [e for e in st.ev[k] if e not in gone]
                w.extra[k] = [e for e in st.extra[k] if e not in gone]
                icon = LEADS[st.top[k]][2]
                for _ in cards:
                    e = next(fresh)
                    (w.ev if ICON[e] == icon else w.extra)[k].append(e)
                    w.know[e] = 0
                R.regap(w, k)
    for k in range(3):  # the face-down leads: unseen by everyone
        kind = sorted(w.pile[k] + w.box[k])
        shuffle(kind, rng)
        w.pile[k] = kind[: len(st.pile[k])]
        w.box[k] = sorted(kind[len(st.pile[k]) :])
    return w


def _within_targets(st: State, unseen_under: list[list[int]], cards: list[int]) -> bool:
    """Whether ``cards``, dealt in turn to the sections' unseen places, leave every lead's
    evidence within its target (a lead beyond it would be dead, not confirmed)."""
    fresh = iter(cards)
    for k, old in enumerate(unseen_under):
        if old:
            gone = set(old)
            icon, target = LEADS[st.top[k]][2], LEADS[st.top[k]][1]
            evidence = 0
            for e in [
                *(e for e in st.ev[k] + st.extra[k] if e not in gone),
                *(next(fresh) for _ in old),
            ]:
                if ICON[e] == icon:
                    evidence += VALUE[e]
                else:
                    target += VALUE[e]
            if evidence > target:
                return False
    return True


def _sample_slots(masks: list[int], pool: list[int], rng: Random) -> list[int]:
    """Distinct cards of ``pool`` for the slots, card ``i`` in ``masks[i]``, uniformly among
    all such assignments (a count of completions over the slots still free, card by card)."""
    k = len(masks)
    everything = sum(1 << e for e in pool)
    cards = pool[:]
    if all(m == everything for m in masks):  # no hints: any k cards
        shuffle(cards, rng)
        return cards[:k]
    shuffle(cards, rng)
    full = (1 << k) - 1
    n = len(cards)
    fits = [[j for j in range(k) if masks[j] >> e & 1] for e in cards]
    # ways[i][free]: assignments of cards i.. that fill the slots in ``free``
    ways = [[0] * (full + 1) for _ in range(n + 1)]
    ways[n][0] = 1
    for i in range(n - 1, -1, -1):
        row, nxt = ways[i], ways[i + 1]
        for free in range(full + 1):
            total = nxt[free]
            for j in fits[i]:
                if free >> j & 1:
                    total += nxt[free & ~(1 << j)]
            row[free] = total
    if ways[0][full] == 0:  # no consistent assignment: cannot happen for a real state
        raise AssertionError("the hints admit no hand")
    out = [-1] * k
    free = full
    for i, e in enumerate(cards):
        pick = rng.random() * ways[i][free]
        pick -= ways[i + 1][free]
        if pick < 0:
            continue
        for j in fits[i]:
            if free >> j & 1:
                pick -= ways[i + 1][free & ~(1 << j)]
                if pick < 0:
                    out[j] = e
                    free &= ~(1 << j)
                    break
        else:  # float rounding: take the last fitting free slot
            j = max(j for j in fits[i] if free >> j & 1)
            out[j] = e
            free &= ~(1 << j)
        if not free:
            break
    return out


# -- text ------------------------------------------------------------------------------------
def describe(st: State, action: Any) -> str:
    kind = type(action)
    if kind is A.Assist:
        what = (
            f"their {action.value}s" if action.value is not None else f"their {action.icon} cards"
        )
        return f"assist seat {action.to}: point out {what} (Holmes moves 1 towards 0)"
    if kind is A.Investigate:
        return f"investigate: play your slot {action.slot} under the {action.lead} lead, draw"
    if kind is A.Confirm:
        return f"confirm the {action.lead} lead (Holmes moves away from 0)"
    if kind is A.Eliminate:
        return f"eliminate: play your slot {action.slot} to the Impossible, draw"
    if kind is A.Pursue:
        return f"pursue: discard the {action.lead} lead to the Impossible, reveal the next"
    if kind is A.Skip:
        return "give no second hint"
    if kind is A.Boost:
        return "Irene Adler: move Holmes 1 space away from 0 (once per game)"
    if kind is A.Swap:
        return (
            f"Baskerville: swap {action.impossible} (Impossible) with {action.card} "
            f"({action.lead} lead), once per game"
        )
    if kind is A.Trade:
        return (
            f"Langdale Pike: swap your slot {action.slot} with seat {action.to}'s slot "
            f"{action.their_slot} (once per game)"
        )
    if kind is A.Recover:
        return f"Mrs. Hudson: return {action.card} from the Impossible to the deck's bottom"
    if kind is A.Peek:
        return "Toby: look at the top card of the deck"
    if kind is A.Place:
        return f"Toby: put the card back on the {action.where} of the deck"
    return f"Blackwell keeps {action.card}; the other goes to the bottom of the deck"


def why_illegal(st: State, seat: int, action: Any) -> str:
    """One line: why ``action`` is not legal for ``seat`` now, and what is."""
    kind = type(action)
    p = st.pend
    if p:
        if seat != p.seat:
            return f"seat {p.seat} is deciding ({p.name}); wait for it"
        if isinstance(p, R.BlackwellKeep):
            return "choose the card Blackwell keeps: " + ", ".join(_names(sorted(st.drawn)))
        if isinstance(p, R.TobyPlace):
            return "Toby: put the card back on the top or at the bottom (place)"
        if kind is not A.Assist:  # an illegal second hint is explained below
            return "Lady Hilda Hope: give a second hint (an assist) or skip"
    if seat != st.cur:
        return f"it is seat {st.cur}'s turn"
    hand = st.hand[seat]
    if kind in (A.Investigate, A.Eliminate) and not 0 <= action.slot < len(hand):
        return (
            f"you have no slot {action.slot}: your slots are 0-{len(hand) - 1}"
            if hand
            else "your hand is empty"
        )
    lead = getattr(action, "lead", None)
    if lead is not None and lead not in SECTION_INDEX:
        return f"no lead {lead!r}; leads: {', '.join(SECTIONS)}"
    if lead is not None:
        k = SECTION_INDEX[lead]
        if st.confirmed[k]:
            return f"the {lead} lead is already confirmed"
        if kind is A.Confirm:
            return (
                f"the {lead} lead cannot be confirmed: its evidence is {R.evidence(st, k)}, "
                f"its target {R.target(st, k)} (they must be equal)"
            )
    if kind is A.Assist:
        t = action.to
        if not isinstance(t, int) or not 0 <= t < st.n or t == seat:
            return f"assist another seat (0-{st.n - 1}, not yourself)"
        if (action.value is None) == (action.icon is None):
            return "an assist names a number or an icon, not both, not neither"
        if action.icon is not None and action.icon not in ICONS:
            return f"no icon {action.icon!r}; icons: {', '.join(ICONS)}"
        if action.value is not None and action.value not in VALUES:
            return f"no number {action.value!r}; numbers: 1-{max(VALUES)}"
        held = [
            e for e in st.hand[t] if (VALUE[e] == action.value or ICONS[ICON[e]] == action.icon)
        ]
        if not held:
            return (
                f"seat {t} holds no {action.value or action.icon} card: an assist may only "
                "name a number or icon the hand holds (B6)"
            )
        return "your character cannot give that assist"
    if kind is A.Swap or kind is A.Recover:
        card = action.impossible if kind is A.Swap else action.card
        if card not in EVIDENCE_INDEX or EVIDENCE_INDEX[card] not in st.imp_ev:
            return f"{card!r} is not evidence in the Impossible"
    if kind in (A.Boost, A.Swap, A.Trade, A.Recover, A.Peek):
        if st.used[seat]:
            return "your character's ability is once per game and already used"
        return "your character has no such ability (or it cannot be used now)"
    if kind is A.Skip:
        return "there is no second hint to skip: only Lady Hilda Hope, right after her assist"
    if kind is A.Keep:
        return "there is no card to keep: Blackwell's right-hand neighbour picks after she draws 2"
    if kind is A.Place:
        return "there is no card to place: Toby places the card he peeked at"
    return "not a legal action now"
