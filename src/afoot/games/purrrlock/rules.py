"""Purrrlock Holmes: Furriarty's Trail, 2-5 players.

Components (``data/purrrlock.toml``): 60 clue cards, one per suspect (dog, rat, goose, crow,
frog) and hour (1-12); 18 paw-print tokens worth 1-3 VP (the mix is unknown: option
``paw_values``, default 6 x 1, 6 x 2, 6 x 3, an inference); the numbered Furriarty token (3 VP).

Set-up (P1): the trail, left to right, is face-down tokens, face-up tokens, Furriarty,
face-down tokens (counts per player count in the data); the other paw prints stay in the box
unseen. Each player gets an investigation card that everyone but its owner sees, then draws 2
cards and investigates with them (the seeding investigation); the first player (seat 0) gets
4 cards in hand, the others 2.

A turn: the action phase, Investigate (mandatory: show 2 cards of your hand one at a time; the
others answer, truthfully, lead = same suspect, same hour or an adjacent hour with 12 next to
1, or dead end) and Guess (optional, once: the suspect, the hour or both; right only when
everything named is right), in either order; then cleanup: pass the cards left in hand to the
next player (with none to pass, the next player draws 2 instead), then draw 2 unless you
guessed wrong this turn. A right guess takes the leftmost token of the trail (2 for both
details), ends the investigation (the card goes face up on your board, leads and dead ends are
discarded) and a new one is drawn and seeded with 2 cards from the deck. After the last player,
Furriarty's turn: it swaps places with the token to its right, which turns face up; when
nothing is right of it, the players get one last round, and if nobody collects Furriarty by its
end, Furriarty escapes. Collecting Furriarty (3 VP) ends the game at once. "Paws!": once per
game each player may, at any decision point of anybody's turn, make one immediate guess
(-1 VP at the end).

End: caught -- most VP wins (Chief Inspector); tie: fewest completed investigations. Escaped --
nobody wins; fewest VP is demoted to Litter Box Inspector; tie: most completed investigations.

Decisions have no stack: the active seat's action phase (show, guess, end), the second card of
its Investigate (P8: chosen after the first answer) and a "Paws!" guess (the caller only; a
"Paws!" call cannot itself be interrupted). Every other seat that may still call "Paws!" is in
``to_act`` with the single action ``paws``; ``waiting_for`` is the seat the game waits for.
These are fields of the state (``shown``/``need``, ``caller``), not a stack of pending
decisions: no decision carries more than whose it is.

Events go to the ``log`` (``afoot.engine.events``); those of every turn are written under
``if log.on:``, so that bots and searches, which pass the silent log, do not pay for them.

Rule interpretations (RULINGS.md P1-P9 settle most; the rest are ours, also in README.md):
- A "Paws!" guess is immediate: while the caller decides it, nobody else acts.
- Guessing both details with Furriarty leftmost collects Furriarty and the token right of it,
  and the game ends; the catching investigation counts as completed.
- Ties left after the rulebook's tie-break share the title (several winners, or several
  demoted).
- A hand too short for 2 cards shows what it has (none: no Investigate); a deck and discard
  pile both empty draw nothing; a player left without an investigation cannot guess or call
  "Paws!" and draws a new one at the start of their next turn.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Mapping, Sequence
from random import Random
from typing import Any

import msgspec

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionSpec, OptionValue, Result
from afoot.engine.errors import InvalidOption
from afoot.engine.events import SILENT, Log
from afoot.games.purrrlock import actions as A
from afoot.games.purrrlock.data import (
    AWARDS,
    CARD_IDS,
    CARD_INDEX,
    DEFAULT_PAW_VALUES,
    DRAW,
    FIRST_HAND,
    FURRIARTY,
    FURRIARTY_VALUE,
    HOUR,
    HOURS,
    LEAD,
    MAX_PLAYERS,
    NCARDS,
    NTOKENS,
    OTHER_HAND,
    PAW_PRINTS,
    PAWS_PENALTY,
    SEED_CARDS,
    SUSPECT,
    SUSPECT_INDEX,
    SUSPECTS,
    TRAIL,
)
from afoot.games.purrrlock.state import State

# -- guesses: 5 suspects, 12 hours, 60 suspect-and-hour pairs ------------------------------
#: GUESSES[i] = (suspect index or -1, hour or 0)
GUESSES: tuple[tuple[int, int], ...] = (
    *((s, 0) for s in range(len(SUSPECTS))),
    *((-1, h) for h in range(1, HOURS + 1)),
    *((SUSPECT[c], HOUR[c]) for c in range(NCARDS)),
)
GUESS_ACTIONS: tuple[A.Guess, ...] = tuple(
    A.Guess(SUSPECTS[s] if s >= 0 else None, h or None) for s, h in GUESSES
)
GUESS_INDEX: dict[A.Guess, int] = {g: i for i, g in enumerate(GUESS_ACTIONS)}
#: GUESS_MASK[i]: the cards for which guess i is right
GUESS_MASK: tuple[int, ...] = tuple(
    sum(1 << c for c in range(NCARDS) if (s < 0 or SUSPECT[c] == s) and (h == 0 or HOUR[c] == h))
    for s, h in GUESSES
)
#: tokens a right guess collects
GUESS_TOKENS: tuple[int, ...] = tuple(2 if s >= 0 and h else 1 for s, h in GUESSES)
SHOW: tuple[A.Show, ...] = tuple(A.Show(CARD_IDS[c]) for c in range(NCARDS))
PAWS = A.PAWS
END = A.END_TURN

NO_SEATS: frozenset[int] = frozenset()
#: SEATSET[mask]: the frozenset of the seats in a bit mask
SEATSET: tuple[frozenset[int], ...] = tuple(
    frozenset(s for s in range(MAX_PLAYERS) if m >> s & 1) for m in range(1 << MAX_PLAYERS)
)


def guess_text(i: int) -> str:
    s, h = GUESSES[i]
    if s >= 0 and h:
        return f"{SUSPECTS[s]} at {h}"
    return SUSPECTS[s] if s >= 0 else f"hour {h}"


# -- the paw_values option -----------------------------------------------------------------
def _canonical_values(counts: Mapping[int, int]) -> str:
    return ",".join(f"{v}:{counts[v]}" for v in sorted(counts) if counts[v])


DEFAULT_VALUES = _canonical_values(DEFAULT_PAW_VALUES)
PAW_VALUES_DOC = (
    f"the {PAW_PRINTS} paw-print values as value:count pairs (e.g. 1:8,2:6,3:4) or as "
    f"{PAW_PRINTS} comma-separated values, each 0-9"
)


def parse_paw_values(value: object) -> str:
    """``paw_values`` as its canonical text ``"1:6,2:6,3:6"``; InvalidOption says the format."""
    bad = f"option paw_values={value!r} is not allowed; give {PAW_VALUES_DOC}"
    counts: dict[int, int] = {}
    if isinstance(value, list | tuple):
        items: list[str] = [str(v) for v in value]
    elif isinstance(value, str):
        items = [part.strip() for part in value.replace(" ", "").split(",") if part.strip()]
    else:
        raise InvalidOption(bad)
    try:
        for item in items:
            v_text, sep, n_text = item.partition(":")
            v, n = int(v_text), int(n_text) if sep else 1
            if not 0 <= v <= 9 or n < 0:
                raise ValueError
            counts[v] = counts.get(v, 0) + n
    except ValueError:
        raise InvalidOption(bad) from None
    if sum(counts.values()) != PAW_PRINTS:
        raise InvalidOption(
            f"option paw_values={value!r} gives {sum(counts.values())} tokens, not {PAW_PRINTS}; "
            f"give {PAW_VALUES_DOC}"
        )
    return _canonical_values(counts)


def token_values(text: str) -> list[int]:
    """[token] VP: the paw prints in value order, then Furriarty."""
    values: list[int] = []
    for part in text.split(","):
        v, n = part.split(":")
        values.extend([int(v)] * int(n))
    return [*values, FURRIARTY_VALUE]


OPTIONS = (
    OptionSpec(
        "paw_values",
        (DEFAULT_VALUES, "1:9,2:6,3:3", "1:3,2:6,3:9", "2:18"),
        DEFAULT_VALUES,
        PAW_VALUES_DOC,
        parse=parse_paw_values,
    ),
)


# -- small helpers -------------------------------------------------------------------------
def _all(st: State) -> int:
    return (1 << st.n) - 1


def _reshuffle(st: State, rng: Random, log: Log) -> bool:
    """P6: the discard pile becomes the new deck; nobody knows where any of its cards is."""
    if not st.discard:
        return False
    deck = st.discard
    st.discard = []
    shuffle(deck, rng)
    st.epochs += 1
    know, epoch, e = st.know, st.epoch, st.epochs
    for c in deck:
        know[c] = 0
        epoch[c] = e
    st.deck = deck
    if log.on:
        log.public("reshuffled", cards=sorted(CARD_IDS[c] for c in deck))
    return True


def _draw(st: State, rng: Random, log: Log) -> int:
    """The top card of the deck (reshuffling first when it is empty), or -1 when none."""
    if not st.deck and not _reshuffle(st, rng, log):
        return -1
    return st.deck.pop()


def _draw_hand(st: State, s: int, k: int, rng: Random, log: Log) -> None:
    """Seat ``s`` draws ``k`` cards into its hand (seen by ``s`` only)."""
    got: list[int] = []
    hand, know, bit = st.hand[s], st.know, 1 << s
    for _ in range(k):
        c = st.deck.pop() if st.deck else _draw(st, rng, log)
        if c < 0:
            break
        know[c] = bit
        insort(hand, c)  # a hand stays sorted
        got.append(c)
    if log.on:
        log.private(
            "drew",
            (s,),
            {"seat": s, "count": len(got), "cards": [CARD_IDS[c] for c in got]},
            {"seat": s, "count": len(got)},
        )


def _answer(
    st: State, s: int, c: int, seeding: bool, log: Log
) -> None:  # P3: the engine answers truthfully
    st.know[c] = (1 << st.n) - 1
    lead = LEAD[st.inv[s] * NCARDS + c]
    (st.leads if lead else st.dead)[s].append(c)
    if log.on:
        log.public(
            "answered",
            seat=s,
            card=CARD_IDS[c],
            answer="lead" if lead else "dead_end",
            seeding=seeding,
        )


def _new_investigation(st: State, s: int, rng: Random, log: Log) -> None:
    """Draw an investigation for ``s`` (seen by all but ``s``) and seed it with 2 cards."""
    c = _draw(st, rng, log)
    st.inv[s] = c
    if c < 0:
        st.pmask &= ~(1 << s)
        return
    st.know[c] = _all(st) & ~(1 << s)
    if not st.paws[s]:
        st.pmask |= 1 << s
    if log.on:
        others = tuple(o for o in range(st.n) if o != s)
        log.private(
            "new_investigation",
            others,
            {"seat": s, "card": CARD_IDS[c]},
            {"seat": s},
        )
    for _ in range(SEED_CARDS):
        d = _draw(st, rng, log)
        if d < 0:
            break
        _answer(st, s, d, True, log)


# -- set-up --------------------------------------------------------------------------------
def deal_trail(st: State, rng: Random) -> None:
    """P1: the trail from shuffled face-down paw prints, in the counts of the set-up table;
    the paw prints left over go back to the box unseen."""
    tokens = list(range(PAW_PRINTS))
    shuffle(tokens, rng)
    left, faceup, right = TRAIL[st.n]
    shown = left + faceup
    st.trail = [*tokens[:shown], FURRIARTY, *tokens[shown : shown + right]]
    st.box = sorted(tokens[shown + right :])
    for t in tokens[left:shown]:
        st.up[t] = True
    st.up[FURRIARTY] = True


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
    values = token_values(str(options.get("paw_values", DEFAULT_VALUES)))
    st = State(
        n=n,
        values=values,
        deck=list(range(NCARDS)),
        discard=[],
        inv=[-1] * n,
        hand=[[] for _ in range(n)],
        leads=[[] for _ in range(n)],
        dead=[[] for _ in range(n)],
        wrong=[[] for _ in range(n)],
        solved=[[] for _ in range(n)],
        know=[0] * NCARDS,
        epoch=[0] * NCARDS,
        epochs=0,
        trail=[],
        up=[False] * NTOKENS,
        box=[],
        got=[[] for _ in range(n)],
        paws=[False] * n,
        pmask=0,
        cur=0,
        round=1,
        shown=0,
        need=0,
        guessed=False,
        missed=False,
        caller=-1,
        last_round=False,
        over=False,
        caught=-1,
    )
    if arrange is not None:
        arrange(st, rng)
    else:
        deal_trail(st, rng)
        shuffle(st.deck, rng)
        for s in range(n):  # 4. every investigation first, then 5. the seeding investigations
            c = st.deck.pop()
            st.inv[s] = c
            st.know[c] = _all(st) & ~(1 << s)
        st.pmask = _all(st)
        for s in range(n):
            for _ in range(SEED_CARDS):
                _answer(st, s, st.deck.pop(), True, SILENT)
        for s in range(n):  # 6. hands
            _draw_hand(st, s, FIRST_HAND if s == 0 else OTHER_HAND, rng, SILENT)
    _start_turn(st, rng, SILENT)
    return st


# -- the contract --------------------------------------------------------------------------
def to_act(st: State) -> frozenset[int]:
    if st.over:
        return NO_SEATS
    if st.caller >= 0:
        return SEATSET[1 << st.caller]
    return SEATSET[st.pmask | 1 << st.cur]


def waiting_for(st: State) -> frozenset[int]:
    if st.over:
        return NO_SEATS
    return SEATSET[1 << (st.caller if st.caller >= 0 else st.cur)]


#: the choices with no card to show, interned (``Rules.legal``: the same tuple whenever the
#: choice is the same, so the engine's legality check and the RL action mask memoise on it):
#: [paws | guess << 1 | end << 2] -> the actions, in the order of ``legal``
_CHOICES: tuple[tuple[Any, ...], ...] = tuple(
    (*(GUESS_ACTIONS if f & 2 else ()), *((END,) if f & 4 else ()), *((PAWS,) if f & 1 else ()))
    for f in range(8)
)


def legal(st: State, seat: int) -> Sequence[Any]:
    if st.over:
        return ()
    if st.caller >= 0:
        return GUESS_ACTIONS if seat == st.caller else ()
    paws = st.pmask >> seat & 1
    if seat != st.cur:
        return _CHOICES[paws]
    out: list[Any]
    if 0 < st.shown < st.need:  # P8: the second card of the Investigate
        out = [SHOW[c] for c in st.hand[seat]]
        if paws:
            out.append(PAWS)
        return out
    guess = not st.guessed and st.inv[seat] >= 0
    rest = _CHOICES[paws | guess << 1 | (st.shown >= st.need) << 2]
    if st.shown == 0 < st.need:  # a list: the same hand seldom comes back
        out = [SHOW[c] for c in st.hand[seat]]
        out += rest
        return out
    return rest


def apply(st: State, seat: int, action: Any, rng: Random, log: Log) -> None:
    """Apply a legal action (the caller checked it against ``legal``)."""
    kind = type(action)
    if kind is A.Show:
        c = CARD_INDEX[action.card]
        st.hand[seat].remove(c)
        st.shown += 1
        _answer(st, seat, c, False, log)
        if st.inv[seat] < 0:
            st.need = st.shown
    elif kind is A.Guess:
        _guess(st, seat, GUESS_INDEX[action], rng, log)
        if st.over:
            return
    elif kind is A.Paws:
        st.paws[seat] = True
        st.pmask &= ~(1 << seat)
        st.caller = seat
        log.public("paws", seat=seat)  # once a game at most
        return
    else:
        _cleanup(st, rng, log)
        return
    # nothing left to decide but ending the action phase, and nobody may still call "Paws!"
    # (P5: that would be a decision point of this turn): end it
    if st.caller < 0 and st.guessed and st.shown >= st.need and not st.pmask and not st.over:
        _cleanup(st, rng, log)


def _guess(st: State, seat: int, g: int, rng: Random, log: Log) -> None:
    paws = st.caller >= 0
    if paws:
        st.caller = -1
    else:
        st.guessed = True
    right = bool(GUESS_MASK[g] >> st.inv[seat] & 1)
    if log.on:
        s, h = GUESSES[g]
        log.public(
            "guessed",
            seat=seat,
            suspect=SUSPECTS[s] if s >= 0 else None,
            hour=h or None,
            paws=paws,
            right=right,
        )
    if not right:
        st.wrong[seat].append(g)
        if seat == st.cur:  # P9: only a wrong guess in the guesser's own turn costs the draw
            st.missed = True
        return
    _collect(st, seat, GUESS_TOKENS[g], log)
    c = st.inv[seat]
    st.solved[seat].append(c)
    st.know[c] = _all(st)
    if st.over:  # Furriarty caught: the game ends at once
        st.inv[seat] = -1
        st.pmask &= ~(1 << seat)
        _finish(st, log)
        return
    gone = st.leads[seat] + st.dead[seat]
    st.discard += gone
    st.leads[seat] = []
    st.dead[seat] = []
    st.wrong[seat] = []
    if log.on:
        log.public(
            "solved",
            seat=seat,
            card=CARD_IDS[c],
            discarded=[CARD_IDS[d] for d in gone],
        )
    _new_investigation(st, seat, rng, log)
    if seat == st.cur and st.inv[seat] < 0:
        st.need = st.shown


def _collect(st: State, seat: int, k: int, log: Log) -> None:
    """A right guess collects the leftmost ``k`` tokens of the trail (P1)."""
    trail = st.trail
    taken = trail[:k]
    del trail[:k]
    st.got[seat] += taken
    if FURRIARTY in taken:
        st.caught = seat
        st.over = True
    if log.on:
        face_up: list[Any] = [
            "furriarty" if t == FURRIARTY else st.values[t] for t in taken if st.up[t]
        ]
        down = [st.values[t] for t in taken if not st.up[t]]
        shown = {"seat": seat, "face_up": face_up, "face_down": len(down)}
        if down:
            log.private("collected", (seat,), {**shown, "face_down_values": down}, shown)
        else:
            log.public("collected", **shown)


def _cleanup(st: State, rng: Random, log: Log) -> None:
    """P4: pass what is left in hand to the next player (or they draw 2), then draw 2."""
    s = st.cur
    nxt = (s + 1) % st.n
    hand = st.hand[s]
    if hand:
        bit = 1 << nxt
        know = st.know
        to = st.hand[nxt]
        for c in hand:
            know[c] |= bit
            insort(to, c)  # a hand stays sorted
        if log.on:
            log.private(
                "passed",
                (s, nxt),
                {
                    "seat": s,
                    "to": nxt,
                    "count": len(hand),
                    "cards": [CARD_IDS[c] for c in hand],
                },
                {"seat": s, "to": nxt, "count": len(hand)},
            )
        st.hand[s] = []
    else:
        _draw_hand(st, nxt, DRAW, rng, log)
    if not st.missed:
        _draw_hand(st, s, DRAW, rng, log)
    if nxt == 0:
        _furriarty_turn(st, log)
        if st.over:
            return
        st.round += 1
    st.cur = nxt
    _start_turn(st, rng, log)


def _furriarty_turn(st: State, log: Log) -> None:
    """P2: Furriarty swaps places with the token right of it, which turns face up."""
    trail = st.trail
    f = trail.index(FURRIARTY)
    if f == len(trail) - 1:
        if st.last_round:
            st.over = True
            _finish(st, log)
            return
    else:
        t = trail[f + 1]
        trail[f], trail[f + 1] = t, FURRIARTY
        st.up[t] = True
        if log.on:
            log.public("furriarty_moved", revealed=st.values[t], left=len(trail) - f - 2)
        if f + 1 < len(trail) - 1:
            return
    st.last_round = True
    log.public("last_round", round=st.round + 1)


def _start_turn(st: State, rng: Random, log: Log) -> None:
    s = st.cur
    if log.on:
        log.public("turn", seat=s, round=st.round)
    if st.inv[s] < 0:
        _new_investigation(st, s, rng, log)
    st.shown = 0
    st.need = min(2, len(st.hand[s])) if st.inv[s] >= 0 else 0
    st.guessed = False
    st.missed = False


def _finish(st: State, log: Log) -> None:
    if log.on:  # the result costs a scoring: only for a log that keeps it
        res = result(st)
        if res is not None:
            log.public(
                "game_over",
                scores=list(res.scores),
                winners=list(res.winners),
                reason=res.reason,
            )


# -- scoring -------------------------------------------------------------------------------
def points(st: State) -> list[int]:
    """VP of every seat: collected tokens, -1 for a "Paws!" call."""
    return [
        sum(st.values[t] for t in st.got[s]) + (PAWS_PENALTY if st.paws[s] else 0)
        for s in range(st.n)
    ]


def result(st: State) -> Result | None:
    if not st.over:
        return None
    vp = points(st)
    done = [len(x) for x in st.solved]
    seats = list(range(st.n))
    details: dict[str, Any] = {
        "caught": st.caught >= 0,
        "caught_by": st.caught if st.caught >= 0 else None,
        "completed_investigations": done,
        "paws": [bool(p) for p in st.paws],
        "tokens": [[st.values[t] for t in st.got[s]] for s in seats],
    }
    scores = tuple(float(v) for v in vp)
    if st.caught >= 0:  # P7: most VP; tie: fewest completed investigations
        best = max(vp)
        top = [s for s in seats if vp[s] == best]
        fewest = min(done[s] for s in top)
        winners = tuple(s for s in top if done[s] == fewest)
        details["chief_inspector"] = list(winners)
        details["award"] = AWARDS[0]
        who = _seats(winners)
        reason = f"Furriarty caught by seat {st.caught}; {who} {'is' if len(winners) == 1 else 'are'} {AWARDS[0]}"
        if len(top) > 1:
            reason += " (tied on VP; fewest completed investigations)"
        return Result(scores, winners, False, reason, details)
    worst = min(vp)
    bottom = [s for s in seats if vp[s] == worst]
    most = max(done[s] for s in bottom)
    demoted = [s for s in bottom if done[s] == most]
    details["litter_box_inspector"] = demoted
    details["award"] = AWARDS[1]
    who = _seats(demoted)
    reason = f"Furriarty escaped: nobody wins; {who} {'is' if len(demoted) == 1 else 'are'} demoted to {AWARDS[1]}"
    if len(bottom) > 1:
        reason += " (tied on VP; most completed investigations)"
    return Result(scores, (), False, reason, details)


def _seats(seats: tuple[int, ...] | list[int]) -> str:
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(str(s) for s in seats[:-1]) + f" and {seats[-1]}"


def is_over(st: State) -> bool:
    return st.over


def clone(st: State) -> State:
    return st.clone()


def fingerprint(st: State) -> bytes:
    return msgspec.msgpack.encode(st)


def check_invariants(st: State) -> None:
    """60 cards and 19 tokens conserved; hands sorted; the turn bookkeeping coherent."""
    cards = [*st.deck, *st.discard, *(c for c in st.inv if c >= 0)]
    for s in range(st.n):
        cards += st.hand[s] + st.leads[s] + st.dead[s] + st.solved[s]
        if st.hand[s] != sorted(st.hand[s]):
            raise AssertionError(f"seat {s}'s hand is not sorted")
        inv = st.inv[s]
        for c in st.leads[s]:
            if inv >= 0 and not LEAD[inv * NCARDS + c]:
                raise AssertionError(f"seat {s}: {CARD_IDS[c]} is no lead")
        for c in st.dead[s]:
            if inv >= 0 and LEAD[inv * NCARDS + c]:
                raise AssertionError(f"seat {s}: {CARD_IDS[c]} is no dead end")
        want = 0 if st.paws[s] or inv < 0 else 1
        if (st.pmask >> s & 1) != want:
            raise AssertionError(f"seat {s}: pmask {st.pmask:b} is wrong")
    if sorted(cards) != list(range(NCARDS)):
        raise AssertionError(f"cards not conserved: {len(cards)} held, {len(set(cards))} distinct")
    tokens = [*st.trail, *st.box, *(t for g in st.got for t in g)]
    if sorted(tokens) != list(range(NTOKENS)):
        raise AssertionError(f"tokens not conserved: {sorted(tokens)}")
    if not st.over and FURRIARTY not in st.trail:
        raise AssertionError("Furriarty left the trail but the game goes on")
    if not st.over and not 0 <= st.shown <= st.need <= 2:
        raise AssertionError(f"shown {st.shown} / need {st.need}")
    if st.caller >= 0 and not st.paws[st.caller]:
        raise AssertionError("a Paws guess pending for a seat that did not call Paws")


# used by views and bots
__all__ = [
    "GUESSES",
    "GUESS_ACTIONS",
    "GUESS_INDEX",
    "GUESS_MASK",
    "GUESS_TOKENS",
    "SHOW",
    "SUSPECT_INDEX",
    "apply",
    "guess_text",
    "legal",
    "points",
    "result",
    "setup",
    "to_act",
    "waiting_for",
]
