"""What each seat may know (``view``), worlds consistent with it (``determinize``, and
``canonical``: one standard state per information set, for bots), and text.

A view is built from per-card knowledge bits (``State.know``), never by stripping another
player's data: a card's type appears in a seat's view only where that seat has seen it and
knows where it is.

The RL loop builds a view every step, so ``view`` reads names from tables and shares what
repeats: a character's entry, an area row's and a legal action's dict are built once and
handed to every view that shows them (``engine.memo.Memo``, ``_ROW_VIEWS``). Views are read-only
(``Rules.view``): a caller that wants to edit one copies it.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any, NamedTuple, cast

import msgspec

from afoot.engine.chance import shuffle
from afoot.engine.memo import Memo
from afoot.games.holmes import actions as A
from afoot.games.holmes import rules as R
from afoot.games.holmes.data import (
    CHAR_IDS,
    CHAR_INDEX,
    DAYS,
    EDITION,
    JOKER,
    MAP,
    NUMBERED,
    PAWNS,
    TYPE,
    TYPE_COUNT,
    TYPE_IDS,
    VILLAINS,
    char_name,
)
from afoot.games.holmes.shapes import (
    CharacterView,
    Decision,
    DeckView,
    DiscardView,
    HolmesView,
    MarkerView,
    PendingView,
    Phase,
    PlayerView,
    RowView,
)
from afoot.games.holmes.state import State

#: per clue card, its type's id: all a view ever shows of a card
_CARD_TYPE: tuple[str, ...] = tuple(TYPE_IDS[t] for t in TYPE)
#: the same for a slot that may be empty: -1 (no card) indexes the extra last entry, None
_SLOT_TYPE: tuple[str | None, ...] = (*_CARD_TYPE, None)
_card_type = _CARD_TYPE.__getitem__
_NUMBERED_TYPES = range(NUMBERED)
#: ``_ROW_VIEWS[clues][joker]``: a row's entry, shared by every view that shows it (read-only,
#: as all of a view)
_ROW_VIEWS: tuple[tuple[RowView, RowView], ...] = tuple(
    ({"clues": n, "joker": False}, {"clues": n, "joker": True})
    for n in range(max(TYPE_COUNT[:NUMBERED]) + 1)
)


def _role_pairs(edition: str, can_flip: bool) -> tuple[tuple[str, str], tuple[str, str]]:
    """The roles of seats 0 and 1, as dealt and with ``flip_roles`` (devir only)."""
    first, second = EDITION[edition]["roles"][:2]
    return (first, second), ((second, first) if can_flip else (first, second))


#: ``_ROLES[edition][flip_roles]``: the roles of seats 0 and 1, looked up once per view
_ROLES = (_role_pairs("devir", True), _role_pairs("kosmos", False))
assert R.DEVIR == 0 and R.KOSMOS == 1


def roles(st: State) -> list[str]:
    return list(_ROLES[st.edition][st.flip_roles])


#: the decisions whose pending entry has details beyond its name and seat (a turn has none)
_DETAILED = frozenset(
    (R.Take, R.Count, R.DiscardLine, R.KeepDrawn, R.Confirm, R.OntoJoker, R.Steal)
)


def _pending(st: State, seat: int | None) -> PendingView | None:
    if st.over or not st.stack:
        return None
    top = st.stack[-1]
    # a decision's name is one of Decision's (the conformance suite checks every view)
    out: PendingView = {
        "decision": cast(Decision, top.name),
        "seat": top.seat if top.seat >= 0 else None,
    }
    if type(top) in _DETAILED:
        if isinstance(top, R.Take):
            out["character"] = CHAR_IDS[top.character]
            out["remaining"] = top.remaining
            out["optional"] = bool(top.optional)
            out["cost"] = top.cost if top.optional else 0
        elif isinstance(top, R.DiscardLine):
            out["character"] = CHAR_IDS[top.character]
            out["remaining"] = top.remaining
            out["optional"] = bool(top.optional)
        elif isinstance(top, R.Count):
            out["character"] = CHAR_IDS[top.character]
            out["most"] = top.most
        elif isinstance(top, R.KeepDrawn | R.Confirm):
            out["character"] = CHAR_IDS[top.character]
        elif isinstance(top, R.OntoJoker):
            out["row"] = TYPE_IDS[top.row]
        else:  # Irene Adler's steal costs the day's number (H12)
            out["cost"] = st.day
    pend = st.pend
    if pend and seat is not None:
        bit = (1 << seat) | (4 << seat)
        know = st.know
        if all(know[c] & bit == bit for c in pend):
            out["cards"] = list(map(_card_type, pend))
        else:
            out["card_count"] = len(pend)
    elif pend:
        out["card_count"] = len(pend)
    return out


def _known(cards: list[int], know: list[int], bit: int) -> list[str]:
    """The types of the ``cards`` whose knowledge bits hold ``bit``, sorted."""
    out = []
    for c in cards:
        if know[c] & bit == bit:
            out.append(_CARD_TYPE[c])  # noqa: PERF401 (a loop is cheaper on Python 3.11)
    out.sort()
    return out


def _player(st: State, s: int, me: int | None, role: str) -> PlayerView:
    """Seat ``s``'s entry in the view of ``me``."""
    area, jrow, hidden = st.area[s], st.jrow[s], st.hidden[s]
    rows: dict[str, RowView] = {}  # a plain loop: cheaper than a comprehension here
    for t in _NUMBERED_TYPES:
        if area[t]:
            rows[TYPE_IDS[t]] = _ROW_VIEWS[len(area[t])][jrow[t] >= 0]
    p: PlayerView = {
        "seat": s,
        "role": role,
        "markers": st.tokens[s],
        "area": {
            "rows": rows,
            "map_fragments": len(area[MAP]),
            "unassigned_jokers": len(area[JOKER]),
        },
        "hidden_count": len(hidden),
        "reserved": _SLOT_TYPE[st.reserved[s]],
        "holds_reservation_card": st.res_holder == s,
        "moves_left": st.moves_left[s],
    }
    if me is not None:
        if hidden:
            bit = (1 << me) | (4 << me)
            p["hidden_known"] = _known(hidden, st.know, bit)
        else:
            p["hidden_known"] = []
    pick = st.alt_pick[s]
    if pick:
        if me == s:
            p["start_choices"] = [CHAR_IDS[c] for c in pick]
            if st.alt_choice[s] >= 0:
                p["start_kept"] = CHAR_IDS[st.alt_choice[s]]
        p["start_chosen"] = st.alt_choice[s] >= 0
    return p


#: the characters' English names, by index (the view's "name")
_NAMES = tuple(char_name(c) for c in range(len(CHAR_IDS)))
assert len(CHAR_IDS) <= 32  # a character takes 5 bits of a _CHARACTERS key


def _character(key: int) -> CharacterView:
    """A character's entry from its key, ``markers * 64 + character * 2 + spent``, where
    ``markers`` has 3 bits per marker on the character, ``1 + 2 * seat + standing``, the
    first marker (seat then marker order) the most significant."""
    c, markers = key >> 1 & 31, key >> 6
    on: list[MarkerView] = []
    while markers:
        marker = (markers & 7) - 1
        markers >>= 3
        on.insert(0, {"seat": marker >> 1, "standing": bool(marker & 1)})
    return {
        "id": CHAR_IDS[c],
        "name": _NAMES[c],
        "state": "spent" if key & 1 else "face_up",
        "permanent": c < 3,
        "markers": on,
    }


#: the view of a character by its key (see ``_character``), and of an action
_CHARACTERS: Memo[int, CharacterView] = Memo(_character)
#: an action's JSON, as ``legal`` lists it (the view's type says: ``actions.Action``)
_ACTIONS: Memo[Any, Any] = Memo(msgspec.to_builtins)
_action_view = _ACTIONS.__getitem__
_NO_MARKERS = [0] * len(CHAR_IDS)
_PAWNS = range(PAWNS)


def view(st: State, seat: int | None) -> HolmesView:
    """Everything ``seat`` may know (None: a spectator); see the module docstring.

    Plain loops where a comprehension would be short: on Python 3.11 a comprehension costs
    a function call, more than the loop it saves."""
    me = seat
    know = st.know
    names = _ROLES[st.edition][st.flip_roles]
    players = [_player(st, 0, me, names[0]), _player(st, 1, me, names[1])]
    markers = _NO_MARKERS[:]  # per character its markers' bits (see _character)
    for s in (0, 1):
        mk, up = st.mk[s], st.up[s]
        laid = 1 + 2 * s  # a marker's bits, + 1 when it stands
        for i in _PAWNS:
            c = mk[i]
            if c >= 0:
                markers[c] = markers[c] * 8 + laid + up[i]
    face = st.face
    chars = []
    for c in st.board:
        chars.append(_CHARACTERS[markers[c] * 64 + c * 2 + (face[c] == 2)])  # noqa: PERF401
    kosmos = st.edition == R.KOSMOS
    if kosmos:
        discard: DiscardView = {
            "count": len(st.discard),
            "cards": list(map(_card_type, st.discard)),
        }
    else:
        discard = {"count": len(st.discard)}
        if me is not None:
            bit = (1 << me) | (4 << me)
            discard["known"] = _known(st.discard, know, bit) if st.discard else []
    deck: DeckView = {"count": len(st.deck)}
    if st.deck_known_bottom and me is not None:  # known to both players (H21)
        deck["bottom_known"] = list(map(_card_type, st.deck[: st.deck_known_bottom]))
    mode = st.villain_mode
    in_game: Any
    villains: Any
    if mode == "none":  # no villain card in this game
        in_game, villains = [], []
    else:
        in_game = (
            [CHAR_IDS[c] for c in R._villain_cards(st.edition, mode)]
            if mode != "random"
            else "random"
        )
        if mode == "random" and not st.villain_known:
            villains = "one unknown"
        else:  # sorted: not deck order
            villains = sorted([CHAR_IDS[c] for c in st.char_deck if c in VILLAINS])
    stack = st.stack
    phase: Phase
    if st.over:
        phase, to_act = "over", []
    else:
        top = stack[-1]
        alt = type(top) is R.AlternativeStart
        # R.to_act, sorted: both seats yet to choose at the alternative start, else the top's
        to_act = [s for s in (0, 1) if st.alt_choice[s] < 0] if alt else [top.seat]
        phase = "scoring" if st.last_turn else "alternative_start" if alt else "day"
    slot0, slot1, slot2, slot3 = st.line  # always 4 slots
    out: HolmesView = {
        "game": "holmes",
        "edition": "kosmos" if kosmos else "devir",
        "seat": me,
        "phase": phase,
        "day": st.day,
        "days": DAYS,
        "to_act": to_act,
        "supply": st.supply,
        "line": [_SLOT_TYPE[slot0], _SLOT_TYPE[slot1], _SLOT_TYPE[slot2], _SLOT_TYPE[slot3]],
        "deck": deck,
        "discard": discard,
        "characters": chars,
        "character_deck": {
            "count": len(st.char_deck),
            "villains_in_game": in_game,
            "villains_still_in_deck": villains,
        },
        "reservation": st.reservation,
        "players": players,
        "pending": _pending(st, me),
        "legal": list(map(_action_view, R.legal(st, me))) if me is not None else [],
    }
    if st.over:
        out["result"] = msgspec.json.decode(msgspec.json.encode(R.result(st)))
    return out


# -- determinize ---------------------------------------------------------------------------
def _zones(st: State) -> list[list[int]]:
    """Every list of the state that holds clue cards, in a fixed order."""
    zones: list[list[int]] = [st.deck, st.discard, st.pend, st.line, st.reserved]
    for s in (0, 1):
        zones.append(st.hidden[s])
        zones.append(st.jrow[s])
        zones.extend(st.area[s])
    return zones


def _slots(st: State) -> list[tuple[list[int], int]]:
    """Every (zone, index) that holds a clue card."""
    return [(z, i) for z in _zones(st) for i in range(len(z)) if z[i] >= 0]


def determinize(st: State, seat: int, rng: Random) -> State:
    """A state seat ``seat`` cannot tell from this one, its unseen cards resampled.

    Stage 1 deals the values never seen by the seat at random among the cards never seen.
    Stage 2 shuffles, within each deck shuffle (epoch), the cards whose whereabouts the seat
    lost in that shuffle. The seat's knowledge bits follow a card; the other seat's bits and
    the epoch stay with the slot (they describe the slot's history).
    """
    new = st.clone()
    seen, loc = 1 << seat, 4 << seat
    mine = seen | loc
    slots = _slots(new)
    know, epoch = new.know, new.epoch
    # stage 1: values never seen
    unseen = [(z, i) for z, i in slots if not know[z[i]] & seen]
    _redeal(new, unseen, mine, rng)
    # stage 2: whereabouts lost in a reshuffle
    lost: dict[int, list[tuple[list[int], int]]] = {}
    for z, i in slots:
        c = z[i]
        if not know[c] & loc and epoch[c] > 0:
            lost.setdefault(epoch[c], []).append((z, i))
    for group in lost.values():
        _redeal(new, group, mine, rng)
    _deal_characters(new, seat, rng)
    return new


def determinizer(st: State, seat: int) -> Callable[[Random], State]:
    """``sample(rng)``, the same as ``determinize(st, seat, rng)`` (the very same world for
    the same generator state) with the slot bookkeeping done once: tree search samples
    thousands of worlds from one state.

    The plan holds when no card unseen by ``seat`` has ``seat``'s whereabouts bit: the groups
    of stage 2 are then the same before and after stage 1 (a slot's epoch stays with it, and
    every card stage 1 moves lacks the bit). Otherwise ``sample`` is ``determinize`` itself.
    """
    seen, loc = 1 << seat, 4 << seat
    mine = seen | loc
    zones = _zones(st)
    know, epoch = st.know, st.epoch
    slots = [(k, i) for k, z in enumerate(zones) for i in range(len(z)) if z[i] >= 0]
    unseen = [(k, i) for k, i in slots if not know[zones[k][i]] & seen]
    if any(know[zones[k][i]] & loc for k, i in unseen):
        return lambda rng: determinize(st, seat, rng)
    lost: dict[int, list[tuple[int, int]]] = {}
    for k, i in slots:
        c = zones[k][i]
        if not know[c] & loc and epoch[c] > 0:
            lost.setdefault(epoch[c], []).append((k, i))
    groups = [g for g in lost.values() if len(g) > 1]
    # stage 1 deals the cards as they are in ``st``: its plan can be made once
    first = _plan_deal(st, [(zones[k], i) for k, i in unseen], mine) if len(unseen) > 1 else None

    def sample(rng: Random) -> State:
        new = st.clone()
        zs = _zones(new)
        if first is not None:
            _deal(new, [(zs[k], i) for k, i in unseen], first, rng)
        for group in groups:
            _redeal(new, [(zs[k], i) for k, i in group], mine, rng)
        _deal_characters(new, seat, rng)
        return new

    return sample


def _deal_characters(new: State, seat: int, rng: Random) -> None:
    """Shuffle the character deck (its order is unknown to both), with a random villain
    unseen by both and the opponent's alternative-start cards among it."""
    deck = new.char_deck
    if new.villain_mode == "random" and not new.villain_known and new.char_box:
        pool = [c for c in deck if c in VILLAINS] + new.char_box
        shuffle(pool, rng)
        deck[:] = [c for c in deck if c not in VILLAINS] + pool[:1]
        new.char_box = pool[1:]
    if new.stack and type(new.stack[-1]) is R.AlternativeStart:
        o = 1 - seat
        pool = deck + new.alt_pick[o]
        shuffle(pool, rng)
        new.alt_pick[o] = pool[:2]
        if new.alt_choice[o] >= 0:
            new.alt_choice[o] = pool[0]
        deck[:] = pool[2:]
    shuffle(deck, rng)


def _redeal(st: State, group: list[tuple[list[int], int]], mine: int, rng: Random) -> None:
    """Deal the cards of ``group``'s slots among those slots, uniformly at random.

    A joker is never hidden (H8): whoever keeps one shows it, so an unseen joker is in the
    deck, among cards drawn and not yet kept (Pike, Madame Ziba) or in a devir discard pile
    (Pike's discards). Jokers therefore go to slots outside the hidden clues only (uniformly
    among them), the rest anywhere. Knowledge bits of the seat (``mine``) follow the card;
    the rest stay with the slot.
    """
    if len(group) >= 2:
        _deal(st, group, _plan_deal(st, group, mine), rng)


class _DealPlan(NamedTuple):
    """What :func:`_deal` needs of a group, read from the state before the deal."""

    old: list[int]
    jokers: list[int]
    others: list[int]
    #: positions in the group of the slots outside the hidden clues (where jokers may go)
    joker_slots: list[int]
    #: per slot, the knowledge bits that stay with it, and its deck shuffle
    slot_bits: list[int]
    slot_epochs: list[int]
    #: per card, the seat's knowledge bits (they follow the card)
    card_bits: dict[int, int]


def _joker_slots(st: State, group: list[tuple[list[int], int]]) -> list[int]:
    """Positions in ``group`` of the slots a joker may be in: any but a hidden clue (H8)."""
    h0, h1 = st.hidden
    return [k for k, (z, _) in enumerate(group) if z is not h0 and z is not h1]


def _plan_deal(st: State, group: list[tuple[list[int], int]], mine: int) -> _DealPlan:
    old = [z[i] for z, i in group]
    know, epoch = st.know, st.epoch
    keep = ~mine
    jokers = [c for c in old if TYPE[c] == JOKER]
    return _DealPlan(
        old,
        jokers,
        [c for c in old if TYPE[c] != JOKER] if jokers else [],
        _joker_slots(st, group) if jokers else [],
        [know[a] & keep for a in old],
        [epoch[a] for a in old],
        {c: know[c] & mine for c in old},
    )


def _deal(st: State, group: list[tuple[list[int], int]], plan: _DealPlan, rng: Random) -> None:
    """Deal ``plan``'s cards among ``group``'s slots (see :func:`_redeal`)."""
    if plan.jokers:
        cards = plan.others[:]
        shuffle(cards, rng)
        at = rng.sample(plan.joker_slots, len(plan.jokers))
        # jokers at the drawn slots in slot order, the others in the rest, in order
        for k, j in zip(sorted(at), plan.jokers, strict=True):
            cards.insert(k, j)
    else:
        cards = plan.old[:]
        shuffle(cards, rng)
    know, epoch, bits = st.know, st.epoch, plan.card_bits
    for (z, i), b, ka, e in zip(group, cards, plan.slot_bits, plan.slot_epochs, strict=True):
        z[i] = b
        know[b] = bits[b] | ka
        epoch[b] = e


def canonical(st: State, seat: int) -> State:
    """The one state standing for everything ``seat`` cannot tell apart from ``st``.

    Two states with equal views for ``seat`` give equal canonical states (same fingerprint),
    and the result is itself such a state, so ``views.determinize`` of it is a world ``seat``
    cannot tell from ``st``. The greedy agent determinizes this state: its choices depend on
    seat's view and its seed only.

    The cards ``seat`` cannot place are dealt back in card order: first, per deck shuffle
    (epoch), the cards it saw but lost track of, to slots of that shuffle; then the cards it
    never saw, to the slots left. Jokers go to slots outside the hidden clues (a joker is
    never hidden, H8). Seat's knowledge bits follow a card; the other seat's bits and the epoch stay
    with the slot, as in ``views.determinize``. The character deck (with what ``seat`` cannot
    see of it: a random villain, the opponent's alternative-start cards) is sorted.
    """
    new = st.clone()
    seen, loc = 1 << seat, 4 << seat
    mine = seen | loc
    know, epoch = new.know, new.epoch
    free: list[tuple[list[int], int]] = []
    for z, i in _slots(new):
        k = know[z[i]]
        if k & mine == mine or (k & seen and epoch[z[i]] == 0):
            continue  # placed (a seen card lost without a shuffle stays too, as in determinize)
        free.append((z, i))
    old = [z[i] for z, i in free]
    lost: dict[int, list[int]] = {}
    unseen: list[int] = []
    for c in old:
        if know[c] & seen:
            lost.setdefault(epoch[c], []).append(c)
        else:
            unseen.append(c)
    h0, h1 = new.hidden
    can_joker = [z is not h0 and z is not h1 for z, _ in free]
    cards = [-1] * len(free)

    def deal(group: list[int], where: list[int]) -> None:
        """Jokers to the first slots of ``where`` a joker may be in; the rest, sorted, to the
        others (hidden clues first, to keep the other slots for the unseen jokers)."""
        jokers = sorted(c for c in group if TYPE[c] == JOKER)
        rest = sorted(c for c in group if TYPE[c] != JOKER)
        open_ = [k for k in where if can_joker[k]]
        order = [k for k in where if not can_joker[k]] + open_[len(jokers) :]
        for k, c in zip(open_, jokers, strict=False):
            cards[k] = c
        for k, c in zip(order, rest, strict=False):
            cards[k] = c

    for e in sorted(lost):
        deal(lost[e], [k for k in range(len(free)) if cards[k] < 0 and epoch[old[k]] == e])
    deal(unseen, [k for k in range(len(free)) if cards[k] < 0])
    if -1 in cards:  # pragma: no cover - only for a state no game can reach
        return st.clone()
    k0, e0 = know[:], epoch[:]
    for (z, i), a, b in zip(free, old, cards, strict=True):
        z[i] = b
        know[b] = (k0[b] & mine) | (k0[a] & ~mine)
        epoch[b] = e0[a]
    deck = new.char_deck
    if new.villain_mode == "random" and not new.villain_known and new.char_box:
        pool = sorted([c for c in deck if c in VILLAINS] + new.char_box)
        deck[:] = [c for c in deck if c not in VILLAINS] + pool[:1]
        new.char_box = pool[1:]
    if new.stack and type(new.stack[-1]) is R.AlternativeStart:
        o = 1 - seat
        pool = sorted(deck + new.alt_pick[o])
        new.alt_pick[o] = pool[:2]
        if new.alt_choice[o] >= 0:
            new.alt_choice[o] = pool[0]
        deck[:] = pool[2:]
    deck.sort()
    return new


# -- text ----------------------------------------------------------------------------------
def _card(name: str) -> str:
    if name.startswith("joker:"):
        return f"the joker on your {name[6:].replace('_', ' ')} row"
    if name == "joker":
        return "an unassigned joker"
    return "a " + name.replace("_", " ")


def _slot_ok(action: Any) -> bool:
    slot = getattr(action, "slot", 0)
    return isinstance(slot, int) and 0 <= slot <= (4 if type(action) is A.Take else 3)


def _slot_text(st: State, slot: int) -> str:
    """Line slot ``slot`` (0-3) as a player counts it, 1-4: the board, the browser and the
    refusals number them so too."""
    c = st.line[slot] if 0 <= slot < 4 else -1
    if c < 0:
        return f"empty slot {slot + 1}"
    return f"the {TYPE_IDS[TYPE[c]].replace('_', ' ')} in slot {slot + 1}"


def describe(st: State, action: Any) -> str:
    kind = type(action)
    if not _slot_ok(action):
        reserved = "; 4: your reserved clue" if kind is A.Take else ""
        return (
            f"{kind.__name__} at slot={action.slot}, which is no slot (0-3: the line's slots "
            f"1-4{reserved})"
        )
    if kind is A.Visit:
        frm = f" (from {char_name(CHAR_INDEX[action.frm])})" if action.frm else ""
        return f"Visit {char_name(CHAR_INDEX[action.to])}{frm}"
    if kind is A.ChooseStart:
        return f"Keep {char_name(CHAR_INDEX[action.character])} for day 1"
    if kind is A.Take:
        if action.slot == 4:
            return "Take your reserved clue"
        return f"Take {_slot_text(st, action.slot)}"
    if kind is A.Count:
        return f"Choose {action.n}"
    if kind is A.DiscardLine:
        return f"Discard {_slot_text(st, action.slot)}"
    if kind is A.Discard:
        return f"Discard {_card(action.card)}"
    if kind is A.Steal:
        return f"Steal {_card(action.card)}"
    if kind is A.Swap:
        return f"Swap {_card(action.card)} for {_slot_text(st, action.slot)}"
    if kind is A.KeepClue:
        if action.card == "joker":  # never hidden (H8)
            return "Keep the joker (it goes face up)"
        return f"Keep {_card(action.card)}"
    if kind is A.AssignJoker:
        return (
            "Keep the joker unassigned"
            if action.row is None
            else f"Put the joker on {action.row.replace('_', ' ')}"
        )
    if kind is A.Accept:
        return "Yes"
    if kind is A.Decline:
        return "No / decline"
    if kind is A.PayMarkers:
        return "Return 2 investigation markers"
    if kind is A.Reserve:
        return f"Reserve {_slot_text(st, action.slot)}"
    if kind is A.Reveal:
        return f"Reveal your hidden {action.card.replace('_', ' ')} onto your joker"
    if kind is A.EndTurn:
        return "End your turn"
    if kind is A.Lay:
        return f"Lay your marker on {char_name(CHAR_INDEX[action.character])} down"
    return str(action)


def why_illegal(st: State, seat: int, action: Any) -> str:
    """One line: why ``action`` is not legal now, and what is."""
    legal = R.legal(st, seat)
    decision = st.stack[-1].name if st.stack else "none"
    kinds = sorted({msgspec.to_builtins(a)["type"] for a in legal})
    what = f"now seat {seat} must decide {decision!r}; allowed action types: {', '.join(kinds)}"
    if msgspec.to_builtins(action)["type"] not in kinds:
        return f"{describe_safe(st, action)} is not allowed: {what}"
    if type(action) is A.Visit and st.stack and type(st.stack[-1]) is R.Turn:
        to = CHAR_INDEX.get(action.to)
        if to is None:
            return f"there is no character {action.to!r}; {what}"
        if to not in st.board:
            return f"{char_name(to)} is not on the board; {what}"
        if st.face[to] == 2:
            return f"{char_name(to)} is spent today; {what}"
        if to in st.mk[seat]:
            return f"you already have a marker on {char_name(to)}; {what}"
        if st.day == 1 and action.frm is not None:
            return f"on day 1 markers come from your supply (frm must be null); {what}"
        if st.day > 1 and action.frm is None:
            standing = [CHAR_IDS[st.mk[seat][i]] for i in range(PAWNS) if st.up[seat][i]]
            return (
                "from day 2 a visit moves one of your standing markers: frm names its "
                f"character ({', '.join(standing) or 'none is standing'}); {what}"
            )
        if st.day > 1:
            frm = CHAR_INDEX.get(action.frm) if action.frm else None
            if frm is None or all(
                not (st.mk[seat][i] == frm and st.up[seat][i]) for i in range(PAWNS)
            ):
                return f"you have no standing marker on {action.frm!r}; {what}"
    if type(action) is A.Take and 0 <= action.slot < 4 and st.line[action.slot] < 0:
        return f"line slot {action.slot + 1} (slot={action.slot}) is empty; {what}"
    return f"{describe_safe(st, action)} is not allowed: {what}"


def describe_safe(st: State, action: Any) -> str:
    try:
        return describe(st, action)
    except (KeyError, IndexError, AttributeError):
        return repr(msgspec.to_builtins(action))
