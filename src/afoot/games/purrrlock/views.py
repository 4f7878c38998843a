"""What each seat may know (``view``), worlds consistent with it (``determinize``), and text.

A view is built from per-card knowledge bits (``State.know``), never by stripping another
player's data: a card appears in a seat's view only where that seat knows it is. A seat sees
every investigation but its own, its own hand, the cards it knows are in another hand (those it
passed on), every lead, dead end, wrong guess and completed investigation, its own face-down
paw prints (the others' only as a count) and the trail as the table shows it.
"""

from __future__ import annotations

from random import Random
from typing import Any

from afoot.engine.chance import shuffle
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock import rules as R
from afoot.games.purrrlock.data import (
    CARD_IDS,
    CARD_INDEX,
    FURRIARTY,
    HOURS,
    LEAD_MASK,
    NCARDS,
    SUSPECTS,
)
from afoot.games.purrrlock.shapes import (
    FaceUp,
    PendingView,
    PlayerView,
    PurrrlockView,
    WrongGuess,
)
from afoot.games.purrrlock.state import State


def _cards(cards: list[int]) -> list[str]:
    return [CARD_IDS[c] for c in cards]


# A view is built for every RL step and bot move, so it is made of lookups (and a memo of a
# pure function of a small key). Views are read-only (``Rules.view``): a wrong guess's record
# is shared by every view that shows it.
#: [guess] its record in ``wrong_guesses`` (shared)
_GUESS_VIEW: tuple[WrongGuess, ...] = tuple(
    {"suspect": SUSPECTS[s] if s >= 0 else None, "hour": h or None} for s, h in R.GUESSES
)
#: [value] the trail text of a face-up paw print
_UP_TEXT: tuple[str, ...] = tuple(f"up:{v}" for v in range(10))
#: the cards in the order of their names (each ``reshuffled`` list is in that order)
_BY_NAME: tuple[int, ...] = tuple(sorted(range(NCARDS), key=CARD_IDS.__getitem__))
#: [seat mask] the seats in it, in order (``to_act``)
_SEATS: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(m)) for m in R.SEATSET)
#: (epochs, *epoch) -> ``reshuffled``: it changes only with a reshuffle (emptied at 512 keys)
_RESHUFFLED: dict[tuple[int, ...], tuple[tuple[str, ...], ...]] = {}


def _reshuffled(st: State) -> list[list[str]]:
    """Per reshuffle, the cards (by name) whose last shuffle it is."""
    key = (st.epochs, *st.epoch)
    lists = _RESHUFFLED.get(key)
    if lists is None:
        out: list[list[str]] = [[] for _ in range(st.epochs + 1)]
        epoch = st.epoch
        for c in _BY_NAME:
            out[epoch[c]].append(CARD_IDS[c])
        if len(_RESHUFFLED) >= 512:
            _RESHUFFLED.clear()
        lists = _RESHUFFLED[key] = tuple(map(tuple, out[1:]))
    return list(map(list, lists))


def _pending(st: State) -> PendingView | None:
    if st.over:
        return None
    if st.caller >= 0:
        return {"decision": "paws_guess", "seat": st.caller}
    if 0 < st.shown < st.need:
        return {"decision": "investigate", "seat": st.cur, "card": st.shown + 1, "of": st.need}
    return {"decision": "action", "seat": st.cur}


def view(st: State, seat: int | None) -> PurrrlockView:
    bit = 0 if seat is None else 1 << seat
    know, values, up, over = st.know, st.values, st.up, st.over
    cur, caller = st.cur, st.caller
    names, guess, up_text = CARD_IDS, _GUESS_VIEW, _UP_TEXT
    players: list[PlayerView] = []
    # (``[...] if x else []``: an empty list without running a comprehension, often the case)
    for s in range(st.n):
        inv = st.inv[s]
        hand, solved, wrong, got = st.hand[s], st.solved[s], st.wrong[s], st.got[s]
        if got:
            face_up: list[FaceUp] = [
                "furriarty" if t == FURRIARTY else values[t] for t in got if up[t]
            ]
            down = [values[t] for t in got if not up[t]]
        else:
            face_up, down = [], []
        if s == seat:
            own: list[str] | None = [names[c] for c in hand]
            known = None
        else:
            own = None
            known = [names[c] for c in hand if know[c] & bit] if bit and hand else []
        players.append(
            {
                "seat": s,
                # at the end every card on a stand is turned over
                "investigation": names[inv] if inv >= 0 and (know[inv] & bit or over) else None,
                "has_investigation": inv >= 0,
                "investigation_epoch": st.epoch[inv] if inv >= 0 else None,
                "hand_count": len(hand),
                "hand": own,
                "known_hand": known,
                "leads": [names[c] for c in st.leads[s]],
                "dead_ends": [names[c] for c in st.dead[s]],
                "wrong_guesses": [guess[g] for g in wrong] if wrong else [],
                "completed": [names[c] for c in solved] if solved else [],
                "tokens_face_up": face_up,
                "tokens_face_down": len(down),
                "face_down_values": (sorted(down) if down else []) if s == seat or over else None,
                "paws_called": st.paws[s],
            }
        )
    out: PurrrlockView = {
        "game": "purrrlock",
        "seat": seat,
        "players": players,
        "round": st.round,
        "last_round": st.last_round,
        "turn": {
            "seat": cur,
            "shown": st.shown,
            "to_show": st.need,
            "guessed": st.guessed,
            "guessed_wrong": st.missed,
        },
        "pending": _pending(st),
        # R.to_act and R.waiting_for, as sorted lists
        "to_act": [] if over else list(_SEATS[1 << caller if caller >= 0 else st.pmask | 1 << cur]),
        "waiting_for": [] if over else [caller if caller >= 0 else cur],
        # the trail as the table shows it: a face-down token without its value
        "trail": [
            "furriarty" if t == FURRIARTY else up_text[values[t]] if up[t] else "down"
            for t in st.trail
        ],
        "box": len(st.box),
        "deck": len(st.deck),
        "discard": [names[c] for c in st.discard],
        "epochs": st.epochs,
        "reshuffled": _reshuffled(st) if st.epochs else [],
        "paw_values": values[:-1],
        "over": over,
    }
    if over:
        res = R.result(st)
        if res is not None:
            out["scores"] = list(res.scores)
            out["winners"] = list(res.winners)
            out["caught_by"] = st.caught if st.caught >= 0 else None
            out["tokens_revealed"] = [[values[t] for t in st.got[s]] for s in range(st.n)]
    return out


# -- candidates and determinize -------------------------------------------------------------
def candidates(st: State, seat: int) -> int:
    """The cards (bit mask) ``seat``'s investigation may be, given all that seat has seen.

    Unseen cards of the same deck shuffle as the investigation, that agree with every lead,
    dead end and wrong guess about it. Computed from the state (the engine's own account); the
    ``deduce`` bot computes the same from the seat's view."""
    inv = st.inv[seat]
    if inv < 0:
        return 0
    if st.over:  # every investigation is turned over at the end
        return 1 << inv
    bit = 1 << seat
    e = st.epoch[inv]
    know, epoch = st.know, st.epoch
    mask = 0
    for c in range(NCARDS):
        if not know[c] & bit and epoch[c] == e:
            mask |= 1 << c
    for c in st.leads[seat]:
        mask &= LEAD_MASK[c]
    for c in st.dead[seat]:
        mask &= ~LEAD_MASK[c]
    for g in st.wrong[seat]:
        mask &= ~R.GUESS_MASK[g]
    return mask


def determinize(st: State, seat: int, rng: Random) -> State:
    """A state ``seat`` cannot tell from ``st``: every card and token it has not seen redealt.

    Cards are redealt within each deck shuffle (a slot keeps the shuffle its card came from, and
    who knows it); the seat's own investigation is drawn uniformly from :func:`candidates`, so
    every lead, dead end and wrong guess stays true. Unseen tokens (face-down on the trail, in
    the box, the others' face-down paw prints) are redealt among their places."""
    w = st.clone()
    bit = 1 << seat
    know = st.know
    # card slots unknown to the seat: (zone list, index)
    slots: dict[int, list[tuple[list[int], int]]] = {}
    epoch = st.epoch
    for i, c in enumerate(w.deck):
        slots.setdefault(epoch[c], []).append((w.deck, i))
    for s in range(st.n):
        if s == seat:
            continue
        hand = w.hand[s]
        # a hand is a set: its slots in order of who knows the card, so that the knowledge
        # going with each redealt card depends on the seat's view only
        for i, c in sorted(enumerate(hand), key=lambda ic: know[ic[1]]):
            if not know[c] & bit:
                slots.setdefault(epoch[c], []).append((hand, i))
    inv = st.inv[seat]
    mine = epoch[inv] if inv >= 0 and not st.over else -1  # at the end it is face up
    new_know = w.know
    for e, places in slots.items():
        old = [zone[i] for zone, i in places]
        bits = [know[c] for c in old]
        # sorted before the shuffle: the world depends on what the seat knows, not on
        # where the hidden cards really are (the same seed gives the same world)
        pool = sorted(old)
        if e == mine:
            cand = candidates(st, seat)
            options = sorted(c for c in (*pool, inv) if cand >> c & 1)
            pick = options[int(rng.random() * len(options))]
            w.inv[seat] = pick
            new_know[pick] = know[inv]
            if pick != inv:
                pool[pool.index(pick)] = inv
                pool.sort()
        shuffle(pool, rng)
        for (zone, i), c, b in zip(places, pool, bits, strict=True):
            zone[i] = c
            new_know[c] = b
    for s in range(st.n):
        if s != seat:
            w.hand[s].sort()
    _redeal_tokens(w, seat, rng)
    return w


def _redeal_tokens(w: State, seat: int, rng: Random) -> None:
    up = w.up
    places: list[tuple[list[int], int]] = [(w.trail, i) for i, t in enumerate(w.trail) if not up[t]]
    places += [(w.box, i) for i in range(len(w.box))]
    for s in range(w.n):
        if s != seat and not w.over:  # at the end every collected token is revealed
            places += [(w.got[s], i) for i, t in enumerate(w.got[s]) if not up[t]]
    pool = sorted(zone[i] for zone, i in places)
    shuffle(pool, rng)
    for (zone, i), t in zip(places, pool, strict=True):
        zone[i] = t
    w.box.sort()


# -- text ------------------------------------------------------------------------------------
def describe(st: State, action: Any) -> str:
    kind = type(action)
    if kind is A.Show:
        if 0 < st.shown < st.need:
            return f"show {action.card} (second card of your Investigate)"
        return f"show {action.card} (Investigate)"
    if kind is A.Guess:
        g = R.GUESS_INDEX.get(action)
        text = R.guess_text(g) if g is not None else "?"
        tokens = R.GUESS_TOKENS[g] if g is not None else 1
        prefix = "Paws! guess" if st.caller >= 0 else "guess"
        return f"{prefix}: {text} (right: {tokens} token{'s' if tokens > 1 else ''})"
    if kind is A.Paws:
        return 'call "Paws!" (-1 VP at the end) and guess at once'
    nxt = (st.cur + 1) % st.n
    left = len(st.hand[st.cur])
    passing = (
        f"pass your {left} card{'s' if left > 1 else ''} to seat {nxt}"
        if left
        else f"nothing to pass: seat {nxt} draws 2"
    )
    drawing = "no draw after your wrong guess" if st.missed else "then draw 2"
    return f"end your action phase ({passing}, {drawing})"


def why_illegal(st: State, seat: int, action: Any) -> str:
    """One line: why ``action`` is not legal for ``seat`` now, and what is."""
    kind = type(action)
    if st.caller >= 0:
        if seat != st.caller:
            return f'seat {st.caller} is making its "Paws!" guess; wait for it'
        if kind is not A.Guess or action not in R.GUESS_INDEX:
            return (
                f'after "Paws!" you must guess: a suspect ({", ".join(SUSPECTS)}), an hour '
                f"(1-{HOURS}) or both"
            )
    if kind is A.Paws:
        if st.paws[seat]:
            return '"Paws!" is once per game and you have already called it'
        return '"Paws!" needs an investigation to guess about, and you have none'
    if kind is A.Guess:
        if action not in R.GUESS_INDEX:
            return f"a guess names a suspect ({', '.join(SUSPECTS)}), an hour (1-{HOURS}) or both"
        if seat != st.cur:
            if st.paws[seat]:
                return (
                    f"it is seat {st.cur}'s turn, and out of turn you may only guess with "
                    '"Paws!", which you have already used'
                )
            return (
                f'it is seat {st.cur}\'s turn: to guess out of turn, call "Paws!" first '
                "(once per game, -1 VP)"
            )
        if 0 < st.shown < st.need:
            return "finish your Investigate first: show your second card"
        if st.guessed:
            return 'you have already guessed this turn ("Paws!" gives one more guess)'
        return "you have no investigation to guess about"
    if kind is A.Show:
        if action.card not in CARD_INDEX:
            return f"no card {action.card!r}; cards are <suspect>-<hour>, e.g. dog-12"
        if seat != st.cur:
            return f'it is seat {st.cur}\'s turn; out of turn you may only call "Paws!"'
        if st.need == 0:
            return "you have no card in hand to show: guess, or end your action phase"
        if st.shown >= st.need:
            return "you have already investigated this turn: guess, or end your action phase"
        hand = ", ".join(_cards(st.hand[seat])) or "empty"
        return f"{action.card} is not in your hand (your hand: {hand})"
    if seat != st.cur:
        return f'it is seat {st.cur}\'s turn; out of turn you may only call "Paws!"'
    left = st.need - st.shown
    return f"you must investigate first: show {left} more card{'s' if left > 1 else ''}"
