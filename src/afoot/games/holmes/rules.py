"""Holmes: Sherlock & Mycroft (devir) and Sherlock gegen Moriarty (kosmos), as one game.

Components (``data/holmes.toml``): 52 clues (3x false pass 3 ... 9x fingerprint 9, 5 jokers,
5 map fragments), 24 investigation markers, 3 action markers per player, characters: Watson,
Mrs. Hudson and Lestrade always present, plus 9 (devir) or 10 (kosmos) in the character deck,
8 of which come into play (2 on day 1, then 1 each dawn).

A day: at dawn (from day 2) a new character arrives (a villain / Mycroft card is resolved,
removed and replaced) and every action marker stands up; then the players alternate, seat 0
first, each laying one standing marker on another face-up character without a marker of
theirs and resolving its ability (optional). Day 1 markers come straight from the supply.
After the last marker, a character holding a marker of each player is spent for the next day.
The game ends after day 7; hidden clues are revealed, jokers may be assigned, and each clue
type scores for the player with more of it (value minus the other's count, +3 for all real
cards of a type), map fragments -1/+1/+3/+6/+10, penalties for unassigned jokers and a
reserved clue. Tie: more investigation markers; then a draw.

Compound abilities are a stack of small decisions (``state.stack``): visit, then e.g. choose
how many clues, then which ones, then where a received joker goes.

Rule interpretations (RULINGS.md H1-H21 settle most; how they apply, and ours where both are
silent, also in README.md):
- Gains with no choice (Mrs. Hudson, Wiggins, Toby) resolve at once: declining a gain is
  never better, so it is not offered as a decision.
- H8: a joker is never hidden, and Langdale Pike yields exactly one card: of the 1-3 drawn the
  player keeps one (a kept joker goes face up) and discards the rest, jokers included. Madame
  Ziba's three cards likewise (a joker kept by the actor or the opponent goes face up).
- H9: a joker set aside starts a new row only in a later turn (both books), and one freed in
  this turn (its row lost the last real clue) counts as set aside now.
- H5: at the end of a day, devir turns every character spent that day face up, whatever lies
  on it; kosmos only those with no marker on them (a Moran / Gala-Diner marker may lie there).
- H7: the moment the deck is empty, the discard pile becomes the new deck (the deck is never
  empty while the pile holds a card).
- H20: Irene Adler may steal a map fragment in both editions, never a joker.
- Lestrade with one takeable clue left may still be used (pay 3, take 1): H4 makes the cost
  all-or-nothing, not the effect.
- Von Kramm's offer to the opponent follows the active player's clue; declining the ability
  makes no offer.
- The reserved clue can replace a clue taken from the line (Watson, Lestrade, Gregson,
  Von Kramm, kosmos Porky); Violet Hunter's swap is an exchange, not a gain, so it cannot.
- H14: reserving is offered at any point of the holder's own turn: before the visit, at every
  decision of its ability (the slot then stays empty until the refill at the ability's end,
  H7) and after the ability and refill, but not from the game's last visit on: during that
  ability and after it a clue reserved could never be taken and changes nothing (before that
  visit it still may be reserved: its refill shows a new clue for the last ability). A clue
  reserved in a turn can be taken from the player's next turn on ("later"). Kosmos revealing
  a hidden clue onto an unassigned joker is offered before the visit and after the ability
  and refill, the game's last move included.
- Madame Ziba with only one card left for the opponent: the opponent keeps it.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

import msgspec

from afoot.engine.chance import shuffle
from afoot.engine.core import OptionSpec, OptionValue, Result
from afoot.engine.events import SILENT, Log
from afoot.games.holmes import actions as A
from afoot.games.holmes.data import (
    BILLY,
    CHAR_IDS,
    CHAR_INDEX,
    DAYS,
    EDITION,
    GALA,
    GREGSON,
    HUDSON,
    IRENE,
    JOKER,
    KRAMM,
    LESTRADE,
    MAP,
    MAP_POINTS,
    MARKERS,
    MORAN,
    MORIARTY,
    NCARDS,
    NCHARS,
    NUMBERED,
    PAWNS,
    PERMANENT,
    PIKE,
    PORKY,
    RAZZIA,
    RESERVED_PENALTY,
    SCORING,
    SET_BONUS,
    TOBY,
    TYPE,
    TYPE_COUNT,
    TYPE_IDS,
    TYPE_INDEX,
    VALUE,
    VILLAINS,
    VIOLET,
    WATSON,
    WIGGINS,
    ZIBA,
)
from afoot.games.holmes.state import Frame, State

DEVIR, KOSMOS = 0, 1

# Decision frames: (kind, seat, *args). F_END and F_DRAW are bookkeeping, never decisions.
F_ALT = 0  # (F_ALT, -1): both seats keep one of two characters
F_TURN = 1  # (F_TURN, s): lay a marker (or reserve / reveal first)
F_END = 2  # (F_END, s): the ability is done: refill, then maybe F_POST
F_TAKE = 3  # (F_TAKE, s, remaining, optional, cost, character)
F_COUNT = 4  # (F_COUNT, s, character, most)
F_DLINE = 5  # (F_DLINE, s, remaining, optional, character)
F_KEEP = 6  # (F_KEEP, s, character): keep one drawn card (Pike, Ziba)
F_ZIBA_OPP = 7  # (F_ZIBA_OPP, s): keep one of two face up, the other goes under the deck
F_IRENE = 8
F_BILLY = 9
F_VIOLET = 10  # devir swap
F_CONFIRM = 11  # (F_CONFIRM, s, character): Von Kramm's offer, kosmos Violet, Ziba
F_JOKER = 12  # (F_JOKER, s, card): where a received joker goes
F_ONTO = 13  # (F_ONTO, s, type): devir: put this new clue on your unassigned joker?
F_POST = 14  # (F_POST, s): after the refill: reserve / reveal, or end the turn
F_MORIARTY = 15
F_RAZZIA = 16
F_MORAN = 17  # Moran and Gala-Diner
F_DRAW = 18  # (F_DRAW, -1): dawn: draw the day's character
F_FINAL = 19  # (F_FINAL, s): assign unassigned jokers at the end
#: frames _settle may resolve without a decision
_BOOKKEEPING = frozenset((F_END, F_DRAW, F_MORIARTY, F_RAZZIA, F_FINAL))

ALL_KNOW = 15
NO_SEATS: frozenset[int] = frozenset()
SEATS = (frozenset((0,)), frozenset((1,)))
BOTH = frozenset((0, 1))

# Interned actions: legal() hands out these objects, so membership tests are cheap.
VISIT = {
    (f, t): A.Visit(CHAR_IDS[t], None if f < 0 else CHAR_IDS[f])
    for f in range(-1, NCHARS)
    for t in range(NCHARS)
}
#: VISIT_FROM[frm][to]: -1 indexes the last row, day 1's "from the supply"
VISIT_FROM = tuple(tuple(VISIT[f, t] for t in range(NCHARS)) for f in (*range(NCHARS), -1))
TAKE = tuple(A.Take(i) for i in range(5))
COUNT = tuple(A.Count(i) for i in range(4))
DLINE = tuple(A.DiscardLine(i) for i in range(4))
RESERVE = tuple(A.Reserve(i) for i in range(4))
CHOOSE = tuple(A.ChooseStart(c) for c in CHAR_IDS)
LAY = tuple(A.Lay(c) for c in CHAR_IDS)
#: names of face-up area cards: types, "joker" (unassigned), "joker:<type>" (on that row)
CARD_NAMES: tuple[str, ...] = (*TYPE_IDS, *(f"joker:{t}" for t in TYPE_IDS[:NUMBERED]))
DISCARD = {n: A.Discard(n) for n in CARD_NAMES}
STEAL = {n: A.Steal(n) for n in TYPE_IDS}
KEEP = {n: A.KeepClue(n) for n in TYPE_IDS}
REVEAL = {n: A.Reveal(n) for n in TYPE_IDS}
SWAP = {(n, i): A.Swap(n, i) for n in CARD_NAMES for i in range(4)}
ASSIGN = {n: A.AssignJoker(n) for n in (*TYPE_IDS[:NUMBERED], None)}

OPTIONS = (
    OptionSpec(
        "edition",
        ("devir", "kosmos"),
        "devir",
        "devir: Sherlock & Mycroft; kosmos: Sherlock gegen Moriarty",
    ),
    OptionSpec(
        "alternative_start",
        (False, True),
        False,
        "each player secretly keeps 1 of 2 drawn characters for day 1",
    ),
    OptionSpec(
        "reservation",
        (False, True),
        False,
        "the reservation card (devir Sherlock & Mycroft, kosmos Sherlock & Moriarty)",
    ),
    OptionSpec(
        "villains",
        ("none", "moriarty", "moran", "both", "random"),
        "none",
        "devir villain cards shuffled into the character deck",
        ("edition", "devir"),
    ),
    OptionSpec(
        "mycroft",
        ("none", "razzia", "gala", "both", "random"),
        "none",
        "kosmos Mycroft cards shuffled into the character deck",
        ("edition", "kosmos"),
    ),
    OptionSpec(
        "first_role",
        ("sherlock", "mycroft"),
        "sherlock",
        "devir: the role seat 0 (who moves first) picks; kosmos: Sherlock always moves first",
        ("edition", "devir"),
    ),
)


# -- small helpers -------------------------------------------------------------------------
def _types(cards: list[int]) -> list[str]:
    return [TYPE_IDS[TYPE[c]] for c in cards]


def _gain(st: State, s: int, n: int) -> int:
    got = n if n < st.supply else st.supply
    if got > 0:
        st.tokens[s] += got
        st.supply -= got
    return got


def _pay(st: State, s: int, n: int) -> None:
    st.tokens[s] -= n
    st.supply += n


def _reserved_ready(st: State, s: int) -> bool:
    """H14: a reserved clue may be taken from a later turn on, never the turn it was reserved."""
    return st.reserved[s] >= 0 and st.fresh != s


def _takeable(st: State, s: int) -> bool:
    line = st.line
    return line[0] >= 0 or line[1] >= 0 or line[2] >= 0 or line[3] >= 0 or _reserved_ready(st, s)


def _n_takeable(st: State, s: int) -> int:
    return sum(1 for c in st.line if c >= 0) + _reserved_ready(st, s)


def _reshuffle(st: State, rng: Random, log: Log) -> None:
    """H7: the discard pile becomes a new deck; nobody knows where any of its cards is."""
    deck = st.discard
    st.discard = []
    shuffle(deck, rng)
    st.epochs += 1
    know, epoch, e = st.know, st.epoch, st.epochs
    for c in deck:
        know[c] &= 3
        epoch[c] = e
    st.deck = deck
    st.deck_known_bottom = 0
    if log.on:
        log.public("reshuffle", cards=len(deck))


def _draw(st: State, rng: Random, log: Log) -> int:
    """The top clue of the deck, or -1 when deck and discard pile are empty.

    H7 "si en algún momento se agota el mazo": the draw that empties the deck shuffles the
    discard pile into a new deck at once, so the deck is empty only while the pile is too.
    """
    deck = st.deck
    if not deck:
        return -1
    c = deck.pop()
    if not deck:
        if st.discard:
            _reshuffle(st, rng, log)
        else:
            st.deck_known_bottom = 0
    elif st.deck_known_bottom > len(deck):
        st.deck_known_bottom = len(deck)
    return c


def _discarded(st: State, rng: Random, log: Log) -> None:
    """After a discard: a card discarded onto an empty deck becomes the new deck at once (H7)."""
    if not st.deck and st.discard:
        _reshuffle(st, rng, log)


_SLOTS = range(4)


def _refill(st: State, rng: Random, log: Log, slots: tuple[int, ...] | range = _SLOTS) -> None:
    """H7: fill the empty line slots (of ``slots``) from the deck."""
    line = st.line
    for i in slots:
        if line[i] < 0:
            c = _draw(st, rng, log)
            if c < 0:
                return
            line[i] = c
            st.know[c] = ALL_KNOW
            if log.on:
                log.public("refill", slot=i, clue=TYPE_IDS[TYPE[c]])


def _rows_for_joker(st: State, s: int) -> list[int]:
    area, jrow = st.area[s], st.jrow[s]
    return [t for t in range(NUMBERED) if area[t] and jrow[t] < 0]


def _gain_visible(st: State, s: int, c: int, log: Log) -> None:
    """A clue goes face up into seat ``s``'s area; jokers and new rows may ask a question."""
    t = TYPE[c]
    st.know[c] = ALL_KNOW
    area = st.area[s]
    if t == JOKER:
        area[JOKER].append(c)
        st.jfresh[s].append(c)
        if _rows_for_joker(st, s):
            st.stack.append((F_JOKER, s, c))
    elif t == MAP:
        area[MAP].append(c)
    else:
        was_empty = not area[t]
        area[t].append(c)
        if was_empty and st.edition == DEVIR and _old_joker(st, s) >= 0:
            st.stack.append((F_ONTO, s, t))


def _old_joker(st: State, s: int) -> int:
    """H9: an unassigned joker set aside in an earlier turn (a new row may start on it), or -1.

    Both books: a joker kept aside starts a new row "in a later turn" (devir "en un turno
    posterior", kosmos "in einem späteren Zug").
    """
    fresh = st.jfresh[s]
    for c in st.area[s][JOKER]:
        if c not in fresh:
            return c
    return -1


def _gain_hidden(st: State, s: int, c: int, log: Log) -> None:
    """A clue goes to seat ``s``'s hidden clues; a joker can never be hidden (H8)."""
    if TYPE[c] == JOKER:
        if log.on:
            log.public("joker_shown", seat=s)
        _gain_visible(st, s, c, log)
    else:
        st.hidden[s].append(c)
        st.know[c] |= (1 << s) | (4 << s)


def _area_names(st: State, s: int, real_only: bool = False, with_map: bool = True) -> list[str]:
    """Names of the face-up cards seat ``s`` could give up (see actions.py)."""
    area, jrow = st.area[s], st.jrow[s]
    names = [TYPE_IDS[t] for t in range(NUMBERED) if area[t]]
    if real_only:
        return names
    if with_map and area[MAP]:
        names.append(TYPE_IDS[MAP])
    if area[JOKER]:
        names.append("joker")
    names.extend(f"joker:{TYPE_IDS[t]}" for t in range(NUMBERED) if jrow[t] >= 0)
    return names


def _remove_area(st: State, s: int, name: str, log: Log) -> int:
    """Take a face-up card out of an area; a row losing its last real clue frees its joker (H9).

    A freed joker is set aside as of now: it starts a new row only in a later turn (devir "en
    un turno posterior", kosmos "in einem späteren Zug"). Of several unassigned jokers the one
    set aside last goes (the list is in order of arrival).
    """
    area, jrow = st.area[s], st.jrow[s]
    if name.startswith("joker:"):
        t = TYPE_INDEX[name[6:]]
        c = jrow[t]
        jrow[t] = -1
        return c
    t = TYPE_INDEX[name]
    c = area[t].pop()
    if t < NUMBERED and not area[t] and jrow[t] >= 0:
        area[JOKER].append(jrow[t])
        st.jfresh[s].append(jrow[t])
        jrow[t] = -1
        if log.on:
            log.public("joker_unassigned", seat=s, row=TYPE_IDS[t])
    return c


# -- setup ---------------------------------------------------------------------------------
def _villain_cards(edition: int, mode: str) -> tuple[int, ...]:
    pair = (MORIARTY, MORAN) if edition == DEVIR else (RAZZIA, GALA)
    if mode == "none":
        return ()
    if mode in ("both", "random"):
        return pair
    return (CHAR_INDEX[mode],)


def _add_villains(st: State, rng: Random) -> None:
    """H15: villain / Mycroft cards join the character deck after day 1's characters."""
    cards = list(_villain_cards(st.edition, st.villain_mode))
    if st.villain_mode == "random":
        keep = cards.pop(rng.randrange(2))
        st.char_box = cards
        st.villain_known = False
        cards = [keep]
    if cards:
        st.char_deck.extend(cards)
        shuffle(st.char_deck, rng)


def _new_state(options: Mapping[str, OptionValue], rng: Random) -> State:
    edition = DEVIR if options["edition"] == "devir" else KOSMOS
    ed = EDITION["devir" if edition == DEVIR else "kosmos"]
    deck = list(range(NCARDS))
    shuffle(deck, rng)
    start = int(ed["starting_markers"])
    char_deck = [CHAR_INDEX[c] for c in ed["deck"]]
    shuffle(char_deck, rng)
    face = [0] * NCHARS
    for c in PERMANENT:
        face[c] = 1
    st = State(
        edition=edition,
        alt_start=bool(options["alternative_start"]),
        reservation=bool(options["reservation"]),
        villain_mode=str(options["villains"] if edition == DEVIR else options["mycroft"]),
        day=1,
        deck=deck,
        discard=[],
        line=[-1, -1, -1, -1],
        know=[0] * NCARDS,
        epoch=[0] * NCARDS,
        epochs=0,
        deck_known_bottom=0,
        area=[[[] for _ in range(MAP + 1)] for _ in range(2)],
        jrow=[[-1] * NUMBERED, [-1] * NUMBERED],
        hidden=[[], []],
        reserved=[-1, -1],
        res_holder=1 if options["reservation"] else -1,
        tokens=[start, start],
        supply=MARKERS - 2 * start,
        face=face,
        board=list(PERMANENT),
        mk=[[-1] * PAWNS, [-1] * PAWNS],
        up=[[False] * PAWNS, [False] * PAWNS],
        char_deck=char_deck,
        char_box=[],
        villain_known=True,
        alt_pick=[[], []],
        alt_choice=[-1, -1],
        moves_left=[PAWNS, PAWNS],
        stack=[],
        pend=[],
        late_jokers=[0, 0],
        last_turn=False,
        over=False,
        flip_roles=options["first_role"] == "mycroft",
        fresh=-1,
        jfresh=[[], []],
    )
    return st


def setup(
    players: int,
    options: Mapping[str, OptionValue],
    rng: Random,
    scenario: Mapping[str, Any] | None = None,
) -> State:
    st = _new_state(options, rng)
    _refill(st, rng, SILENT)
    if scenario is not None:
        from afoot.games.holmes.scenario import apply_scenario

        apply_scenario(st, scenario, rng)
        _discarded(st, rng, SILENT)  # a scenario may leave the deck empty and the pile not (H7)
    elif st.alt_start:
        # H16: each player draws 2 characters secretly and keeps 1
        for s in (0, 1):
            st.alt_pick[s] = [st.char_deck.pop(), st.char_deck.pop()]
        st.stack.append((F_ALT, -1))
    else:
        for _ in range(2):
            c = st.char_deck.pop()
            st.face[c] = 1
            st.board.append(c)
        _add_villains(st, rng)
    _settle(st, rng, SILENT)
    return st


# -- flow ----------------------------------------------------------------------------------
def _settle(st: State, rng: Random, log: Log) -> None:
    """Run bookkeeping until a decision is pending or the game is over."""
    stack = st.stack
    if stack and stack[-1][0] not in _BOOKKEEPING:
        return
    while not st.over:
        if not stack:
            _next(st, rng, log)
            continue
        top = stack[-1]
        kind = top[0]
        if kind not in _BOOKKEEPING:
            return
        if kind == F_END:
            stack.pop()
            seat = top[1]
            if -1 in st.line:
                _refill(st, rng, log)
            if (st.res_holder == seat or st.edition == KOSMOS) and _post_options(
                st, seat, _game_last_move(st)
            ):
                stack.append((F_POST, seat))
            if stack:
                continue
            left = st.moves_left  # the common case of _next: the other seat's turn
            if (left[0] or left[1]) and not st.last_turn:
                _push_turn(st)
                return
            continue
        if kind == F_DRAW:
            _dawn_draw(st, rng, log)
            continue
        if kind in (F_MORIARTY, F_RAZZIA):
            s = top[1]
            if not _area_names(st, s):  # no choice: 2 markers, or all when fewer (H15)
                stack.pop()
                lost = min(2, st.tokens[s])
                _pay(st, s, lost)
                if log.on:
                    log.public("villain_paid", seat=s, markers=lost)
                continue
        elif kind == F_FINAL:
            s = top[1]
            if not st.area[s][JOKER] or not _rows_for_joker(st, s):
                stack.pop()
                continue
        return


def _game_last_move(st: State) -> bool:
    return st.day == DAYS and st.moves_left[0] == 0 and st.moves_left[1] == 0


def _next(st: State, rng: Random, log: Log) -> None:
    if st.last_turn:
        st.over = True
        res = result(st) if log.on else None  # a scoring: only for a log that keeps it
        if res is not None:
            log.public(
                "game_over",
                scores=list(res.scores),
                winners=list(res.winners),
                reason=res.reason,
            )
        return
    left = st.moves_left
    if left[0] == 0 and left[1] == 0:
        _end_day(st, rng, log)
        return
    _push_turn(st)


def _push_turn(st: State) -> None:
    """The next player's turn: seat 0 first each day, then alternating (H1, H2)."""
    left = st.moves_left
    st.fresh = -1
    if st.jfresh[0] or st.jfresh[1]:
        st.jfresh = [[], []]
    st.stack.append((F_TURN, 0 if left[0] >= left[1] else 1))


def _end_day(st: State, rng: Random, log: Log) -> None:
    """H5: spend characters holding a marker of each player; flip back those spent today.

    Devir flips back every character spent during the day, whatever lies on it ("pon boca
    arriba cualquier personaje gastado durante este turno"); kosmos only those on which no
    marker now stands ("auf denen jetzt keine Aktionsmarker stehen"). A marker can still lie
    on a spent character when Moran / Gala-Diner made a player lay it down there.
    """
    mk0, mk1 = st.mk
    face = st.face
    devir = st.edition == DEVIR
    spent = []
    for c in st.board:
        if c in PERMANENT:
            continue
        on0, on1 = c in mk0, c in mk1
        if face[c] == 2:
            if devir or not (on0 or on1):
                face[c] = 1
                if log.on:
                    log.public("character_back", character=CHAR_IDS[c])
        elif on0 and on1:
            face[c] = 2
            spent.append(CHAR_IDS[c])
    if log.on:
        log.public("day_end", day=st.day, spent=spent)
    if st.day == DAYS:
        _finish(st, log)
        return
    st.day += 1
    for s in (0, 1):
        up = st.up[s]
        for i in range(PAWNS):
            up[i] = True
    st.moves_left = [PAWNS, PAWNS]
    st.stack.append((F_DRAW, -1))
    if log.on:
        log.public("dawn", day=st.day)


def _dawn_draw(st: State, rng: Random, log: Log) -> None:
    c = st.char_deck.pop()
    if c in VILLAINS:
        st.villain_known = True
        if log.on:
            log.public("villain", character=CHAR_IDS[c], day=st.day)
        if c in (MORIARTY, RAZZIA):
            # H15: order A, B, B, A (seat 0 is A); the top of the stack resolves first
            kind = F_MORIARTY if c == MORIARTY else F_RAZZIA
            st.stack.extend(((kind, 0), (kind, 1), (kind, 1), (kind, 0)))
        else:
            st.stack.extend(((F_MORAN, 1), (F_MORAN, 0)))
        return
    st.stack.pop()
    st.face[c] = 1
    st.board.append(c)
    if log.on:
        log.public("new_character", character=CHAR_IDS[c], day=st.day)


def _finish(st: State, log: Log) -> None:
    """H13 / H10: reveal hidden clues onto their rows; then jokers may be assigned."""
    st.last_turn = True
    for s in (0, 1):
        cards = st.hidden[s]
        for c in cards:
            st.area[s][TYPE[c]].append(c)
            st.know[c] = ALL_KNOW
        if cards and log.on:
            log.public("hidden_revealed", seat=s, clues=_types(cards))
        st.hidden[s] = []
    st.stack.extend(((F_FINAL, 1), (F_FINAL, 0)))


def _post_options(st: State, s: int, last: bool) -> bool:
    """Whether seat ``s`` may still do something after its ability and the refill: reserve
    (H14; not after the game's ``last`` move, H13: a clue reserved then could never be taken)
    or, in kosmos, reveal a hidden clue onto an unassigned joker (H9; after the last move too,
    sparing the -1 of an end assignment)."""
    if not last and st.res_holder == s and st.reserved[s] < 0 and any(c >= 0 for c in st.line):
        return True
    return st.edition == KOSMOS and bool(_reveal_types(st, s))


def _reveal_types(st: State, s: int) -> list[int]:
    """Kosmos H9: hidden clue types that may go face up onto an unassigned joker."""
    area = st.area[s]
    if not area[JOKER] or not st.hidden[s] or _old_joker(st, s) < 0:
        return []
    out = []
    for c in st.hidden[s]:
        t = TYPE[c]
        if t < NUMBERED and not area[t] and st.jrow[s][t] < 0 and t not in out:
            out.append(t)
    return out


def _extras(st: State, s: int, out: list[Any], reserve: bool = True) -> None:
    """Reserve (H14) and kosmos reveal-onto-joker options of seat ``s`` in its own turn."""
    if reserve and st.res_holder == s and st.reserved[s] < 0:
        out += _at_clues(st.line, RESERVE)
    if st.edition == KOSMOS and st.area[s][JOKER]:
        out.extend(REVEAL[TYPE_IDS[t]] for t in _reveal_types(st, s))


# -- the contract --------------------------------------------------------------------------
def to_act(st: State) -> frozenset[int]:
    if st.over:
        return NO_SEATS
    top = st.stack[-1]
    if top[0] == F_ALT:
        return frozenset(s for s in (0, 1) if st.alt_choice[s] < 0)
    return SEATS[top[1]]


def legal(st: State, seat: int) -> list[Any]:
    if st.over:
        return []
    stack = st.stack
    top = stack[-1]
    if top[1] != seat and top[0] != F_ALT:
        return []
    out = _LEGAL[top[0]](st, seat, top)
    if (
        st.res_holder == seat
        and st.reserved[seat] < 0
        and stack[0] == (F_END, seat)
        and not _game_last_move(st)
    ):
        # H14 "en cualquier momento de su turno": between the steps of the own ability too,
        # except the game's last (H13: a clue reserved then could never be taken)
        out += _at_clues(st.line, RESERVE)
    return out


def _l_alt(st: State, s: int, top: Frame) -> list[Any]:
    return [] if st.alt_choice[s] >= 0 else [CHOOSE[c] for c in st.alt_pick[s]]


def _at_clues(line: list[int], acts: tuple[Any, ...]) -> list[Any]:
    """``acts[i]`` for each line slot ``i`` holding a clue.

    A plain loop: legal() runs twice an RL step, and on Python 3.11 a loop costs less than a
    comprehension."""
    out: list[Any] = []
    for i in range(4):
        if line[i] >= 0:
            out.append(acts[i])  # noqa: PERF401 (see the docstring)
    return out


def _l_take(st: State, s: int, top: Frame) -> list[Any]:
    out = _at_clues(st.line, TAKE)
    if _reserved_ready(st, s):
        out.append(TAKE[4])
    if top[3]:
        out.append(A.DECLINE)
    return out


def _l_count(st: State, s: int, top: Frame) -> list[Any]:
    return [*COUNT[1 : top[3] + 1], A.DECLINE]


def _l_dline(st: State, s: int, top: Frame) -> list[Any]:
    out = _at_clues(st.line, DLINE)
    if top[3]:
        out.append(A.DECLINE)
    return out


def _l_keep(st: State, s: int, top: Frame) -> list[Any]:
    out: list[Any] = []
    for c in st.pend:
        act = KEEP[TYPE_IDS[TYPE[c]]]
        if act not in out:
            out.append(act)
    return out


def _l_irene(st: State, s: int, top: Frame) -> list[Any]:
    """H20: any visible clue of the opponent, a map fragment included, never a joker."""
    opp = st.area[1 - s]
    out: list[Any] = [STEAL[TYPE_IDS[t]] for t in range(NUMBERED) if opp[t]]
    if opp[MAP]:
        out.append(STEAL[TYPE_IDS[MAP]])
    out.append(A.DECLINE)
    return out


def _l_billy(st: State, s: int, top: Frame) -> list[Any]:
    return [*(DISCARD[n] for n in _area_names(st, s, real_only=True)), A.DECLINE]


def _l_violet(st: State, s: int, top: Frame) -> list[Any]:
    line = st.line
    slots = [i for i in range(4) if line[i] >= 0]
    return [*(SWAP[n, i] for n in _area_names(st, s) for i in slots), A.DECLINE]


def _l_yes_no(st: State, s: int, top: Frame) -> list[Any]:
    return [A.ACCEPT, A.DECLINE]


def _l_joker(st: State, s: int, top: Frame) -> list[Any]:
    return [*(ASSIGN[TYPE_IDS[t]] for t in _rows_for_joker(st, s)), ASSIGN[None]]


def _l_post(st: State, s: int, top: Frame) -> list[Any]:
    out: list[Any] = []
    _extras(st, s, out, not _game_last_move(st))
    out.append(A.END_TURN)
    return out


def _l_moriarty(st: State, s: int, top: Frame) -> list[Any]:
    out: list[Any] = [DISCARD[n] for n in _area_names(st, s)]
    if st.tokens[s] >= 2:
        out.append(A.PAY)
    return out


def _l_razzia(st: State, s: int, top: Frame) -> list[Any]:
    return [DISCARD[n] for n in _area_names(st, s)]


def _l_moran(st: State, s: int, top: Frame) -> list[Any]:
    mk, up = st.mk[s], st.up[s]
    return [LAY[mk[i]] for i in range(PAWNS) if up[i]]


def _l_none(st: State, s: int, top: Frame) -> list[Any]:  # pragma: no cover - bookkeeping
    return []


def _legal_turn(st: State, s: int, top: Frame | None = None) -> list[Any]:
    """Visits to each face-up character without a marker of ``s``: on day 1 from the supply
    (while a marker is left there), then from each standing marker in marker order.

    Plain loops: the RL loop asks twice a step (view and mask), and on Python 3.11 they cost
    less than comprehensions."""
    mk, face = st.mk[s], st.face
    dests: list[int] = []
    for c in st.board:
        if face[c] == 1 and c not in mk:
            dests.append(c)  # noqa: PERF401 (see the docstring)
    froms: list[tuple[A.Visit, ...]] = []
    if st.day == 1:
        if -1 in mk:
            froms.append(VISIT_FROM[-1])
    else:
        up = st.up[s]
        for i in range(PAWNS):
            if up[i]:
                froms.append(VISIT_FROM[mk[i]])  # noqa: PERF401 (see the docstring)
    out: list[Any] = []
    for frm in froms:
        for c in dests:
            out.append(frm[c])  # noqa: PERF401 (see the docstring)
    if st.res_holder == s or (st.edition == KOSMOS and st.area[s][JOKER]):
        _extras(st, s, out)
    return out


def apply(st: State, seat: int, action: Any, rng: Random, log: Log) -> None:
    """Apply a legal action (the caller checked it against ``legal``)."""
    stack = st.stack
    top = stack[-1]
    if (
        st.res_holder == seat
        and type(action) is A.Reserve
        and top[0] != F_TURN
        and top[0] != F_POST
    ):
        _h_reserve_mid(st, seat, top, action, rng, log)
    else:
        _HANDLERS[top[0]](st, seat, top, action, rng, log)
    if not stack or stack[-1][0] in _BOOKKEEPING:
        _settle(st, rng, log)


def _h_alt(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    c = CHAR_INDEX[act.character]
    st.alt_choice[s] = c
    if log.on:
        log.public("start_chosen", seat=s)
    if st.alt_choice[0] < 0 or st.alt_choice[1] < 0:
        return
    st.stack.pop()
    for s2 in (0, 1):
        kept = st.alt_choice[s2]
        st.face[kept] = 1
        st.board.append(kept)
        st.char_deck.extend(x for x in st.alt_pick[s2] if x != kept)
        st.alt_pick[s2] = []
    shuffle(st.char_deck, rng)
    _add_villains(st, rng)
    if log.on:
        log.public("start_revealed", characters=[CHAR_IDS[c] for c in st.alt_choice])


def _h_turn(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    if type(act) is A.Visit:
        to = CHAR_INDEX[act.to]
        frm = -1 if act.frm is None else CHAR_INDEX[act.frm]
        mk = st.mk[s]
        i = mk.index(frm)  # one marker per character and seat; day 1: the first unplaced
        mk[i] = to
        st.up[s][i] = False
        st.moves_left[s] -= 1
        st.stack[-1] = (F_END, s)
        if log.on:
            log.public("visit", seat=s, character=act.to, frm=act.frm)
        _ability(st, s, to, rng, log)
    else:
        _h_extra(st, s, act, rng, log)


def _reserve(st: State, s: int, slot: int, log: Log) -> None:
    """H14: seat ``s`` reserves the clue in line ``slot``; the card passes to the opponent."""
    c = st.line[slot]
    st.line[slot] = -1
    st.reserved[s] = c
    st.res_holder = 1 - s
    st.fresh = s
    if log.on:
        log.public("reserve", seat=s, clue=TYPE_IDS[TYPE[c]], slot=slot)


def _h_reserve_mid(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    """H14 between the steps of the own ability. The slot stays empty until the ability has
    resolved (H7: one refill at its end). A decision the reservation leaves with nothing to
    act on ends the ability; Gregson's and devir Porky's count shrinks with the line."""
    _reserve(st, s, act.slot, log)
    kind, line, stack = top[0], st.line, st.stack
    if kind == F_TAKE:
        if not _takeable(st, s):
            stack.pop()
    elif kind == F_COUNT and top[2] != PIKE:
        n = _n_takeable(st, s) if top[2] == GREGSON else sum(1 for c in line if c >= 0)
        if n < 1:
            stack.pop()
        elif n < top[3]:
            stack[-1] = (F_COUNT, s, top[2], n)
    elif kind in (F_DLINE, F_VIOLET) and not any(c >= 0 for c in line):
        stack.pop()


def _h_extra(st: State, s: int, act: Any, rng: Random, log: Log) -> None:
    if type(act) is A.Reserve:  # before the visit or after the refill: refill at once
        _reserve(st, s, act.slot, log)
        _refill(st, rng, log)
    else:  # Reveal (kosmos)
        t = TYPE_INDEX[act.card]
        hidden = st.hidden[s]
        for i, c in enumerate(hidden):
            if TYPE[c] == t:
                del hidden[i]
                break
        st.area[s][t].append(c)
        st.know[c] = ALL_KNOW
        joker = _old_joker(st, s)
        st.area[s][JOKER].remove(joker)
        st.jrow[s][t] = joker
        if log.on:
            log.public("reveal_onto_joker", seat=s, clue=act.card)


def _ability(st: State, s: int, c: int, rng: Random, log: Log) -> None:
    """Push the decisions of character ``c``'s ability, or resolve it if it has none (H4)."""
    stack, tokens = st.stack, st.tokens[s]
    if c == WATSON:
        if tokens >= 1 and _takeable(st, s):
            stack.append((F_TAKE, s, 1, 1, 1, WATSON))
    elif c == HUDSON:
        got = _gain(st, s, 3)
        if log.on:
            log.public("gain", seat=s, markers=got)
    elif c == LESTRADE:
        if tokens >= 3 and _takeable(st, s):
            stack.append((F_TAKE, s, 2, 1, 3, LESTRADE))
    elif c == IRENE:
        opp = st.area[1 - s]
        if tokens >= st.day and (opp[MAP] or any(opp[t] for t in range(NUMBERED))):
            stack.append((F_IRENE, s))
    elif c == GREGSON:
        most = min(3, tokens // 2, _n_takeable(st, s))
        if most >= 1:
            stack.append((F_COUNT, s, GREGSON, most))
    elif c == WIGGINS:
        got = _gain(st, s, 5)
        if log.on:
            log.public("gain", seat=s, markers=got)
    elif c == PIKE:
        most = min(3, tokens, len(st.deck) + len(st.discard))
        if most >= 1:
            stack.append((F_COUNT, s, PIKE, most))
    elif c == TOBY:
        area = st.area[s]
        kinds = sum(1 for t in range(NUMBERED) if area[t]) + (1 if area[MAP] else 0)
        got = _gain(st, s, kinds)
        if log.on:
            log.public("gain", seat=s, markers=got)
    elif c == PORKY:
        n = sum(1 for x in st.line if x >= 0)
        if n:
            if st.edition == DEVIR:
                stack.append((F_COUNT, s, PORKY, min(3, n)))
            else:
                stack.append((F_DLINE, s, 1, 1, PORKY))
    elif c == BILLY:
        if any(st.area[s][t] for t in range(NUMBERED)):
            stack.append((F_BILLY, s))
    elif c == KRAMM:
        if _takeable(st, s):
            stack.append((F_TAKE, s, 1, 1, 0, KRAMM))
    elif c == VIOLET:
        if st.edition == DEVIR:
            if _area_names(st, s) and any(x >= 0 for x in st.line):
                stack.append((F_VIOLET, s))
        elif tokens >= 2 and st.discard:
            stack.append((F_CONFIRM, s, VIOLET))
    elif c == ZIBA and (st.deck or st.discard):
        stack.append((F_CONFIRM, s, ZIBA))


def _h_take(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    _, _, remaining, optional, cost, char = top
    stack = st.stack
    if type(act) is A.Decline:
        stack.pop()
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[char])
        return
    if optional and cost:
        _pay(st, s, cost)
    if act.slot == 4:
        c = st.reserved[s]
        st.reserved[s] = -1
        source = "reserved"
    else:
        c = st.line[act.slot]
        st.line[act.slot] = -1
        source = "line"
    remaining -= 1
    stack.pop()
    if remaining > 0 and _takeable(st, s):
        stack.append((F_TAKE, s, remaining, 0, 0, char))
    elif char == KRAMM:
        o = 1 - s
        if st.tokens[o] >= 1 and (st.deck or st.discard):
            stack.append((F_CONFIRM, o, KRAMM))
    if log.on:
        log.public(
            "take", seat=s, clue=TYPE_IDS[TYPE[c]], source=source, paid=cost if optional else 0
        )
    _gain_visible(st, s, c, log)


def _h_count(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    char = top[2]
    stack = st.stack
    stack.pop()
    if type(act) is A.Decline:
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[char])
        return
    n = act.n
    if log.on:
        log.public("count", seat=s, character=CHAR_IDS[char], n=n)
    if char == GREGSON:
        _pay(st, s, 2 * n)
        stack.append((F_TAKE, s, n, 0, 0, GREGSON))
    elif char == PORKY:
        stack.append((F_DLINE, s, n, 0, PORKY))
    else:  # Pike: draw n, keep exactly 1 (hidden; a joker face up), discard the rest
        _pay(st, s, n)
        _draw_to_pend(st, s, n, PIKE, rng, log)


def _draw_to_pend(st: State, s: int, n: int, char: int, rng: Random, log: Log) -> None:
    """Pike / Madame Ziba draw ``n`` clues seen by ``s`` only, jokers among them: a joker
    goes face up only if it is kept (H8), so Pike still yields exactly one card."""
    bits = (1 << s) | (4 << s)
    pend, know = st.pend, st.know
    for _ in range(n):
        c = _draw(st, rng, log)
        if c < 0:
            break
        know[c] |= bits
        pend.append(c)
    if log.on:
        log.private(
            "drew", (s,), {"seat": s, "clues": _types(pend)}, {"seat": s, "count": len(pend)}
        )
    if pend:
        st.stack.append((F_KEEP, s, char))


def _keep_drawn(st: State, s: int, c: int, log: Log) -> None:
    """The drawn card seat ``s`` keeps: hidden, or face up when it is a joker (H8)."""
    if TYPE[c] == JOKER:
        if log.on:
            log.public("keep_face_up", seat=s, clue=TYPE_IDS[JOKER])
        _gain_visible(st, s, c, log)
    else:
        if log.on:
            log.private("keep", (s,), {"seat": s, "clue": TYPE_IDS[TYPE[c]]}, {"seat": s})
        _gain_hidden(st, s, c, log)


def _h_dline(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    _, _, remaining, _optional, char = top
    stack = st.stack
    stack.pop()
    if type(act) is A.Decline:
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[char])
        return
    c = st.line[act.slot]
    st.line[act.slot] = -1
    st.discard.append(c)
    if log.on:
        log.public("discard_line", seat=s, clue=TYPE_IDS[TYPE[c]], slot=act.slot)
    _discarded(st, rng, log)
    if st.edition == DEVIR:
        if remaining > 1 and any(x >= 0 for x in st.line):
            stack.append((F_DLINE, s, remaining - 1, 0, char))
        return
    # kosmos Porky: reveal a new clue ("Decke 1 neuen Hinweis auf"), then you may take 1 for 2
    _refill(st, rng, log, (act.slot,))
    if st.tokens[s] >= 2 and _takeable(st, s):
        stack.append((F_TAKE, s, 1, 1, 2, PORKY))


def _h_keep(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    t = TYPE_INDEX[act.card]
    pend = st.pend
    for i, c in enumerate(pend):
        if TYPE[c] == t:
            kept = pend.pop(i)
            break
    stack = st.stack
    stack.pop()
    if top[0] == F_ZIBA_OPP:
        if log.on:
            log.public("keep_face_up", seat=s, clue=act.card)
        for c in pend:  # the other goes face down under the deck, known to both (H21)
            st.deck.insert(0, c)
            st.deck_known_bottom += 1
            st.know[c] = ALL_KNOW
            if log.on:  # known to both players (H21), not to spectators
                log.private("under_deck", (0, 1), {"clue": TYPE_IDS[TYPE[c]]}, {})
        st.pend = []
        _gain_visible(st, s, kept, log)
        return
    if top[2] == PIKE:
        face_up = st.edition == KOSMOS
        for c in pend:
            st.discard.append(c)
            if face_up:
                st.know[c] = ALL_KNOW
        if face_up and pend:
            if log.on:
                log.public("discard_drawn", seat=s, clues=_types(pend))
        elif pend and log.on:
            log.private(
                "discard_drawn",
                (s,),
                {"seat": s, "clues": _types(pend)},
                {"seat": s, "count": len(pend)},
            )
        st.pend = []
        _discarded(st, rng, log)
        _keep_drawn(st, s, kept, log)
        return
    # Madame Ziba: the other (up to) 2 go to the opponent, who keeps 1 face up
    o = 1 - s
    rest = st.pend
    if len(rest) >= 2:
        for c in rest:
            st.know[c] |= (1 << o) | (4 << o)
        stack.append((F_ZIBA_OPP, o))
        if log.on:
            data = {"seat": o, "clues": _types(rest)}
            log.private("ziba_offer", (0, 1), data, {"seat": o, "count": len(rest)})
    elif rest:
        st.pend = []
        if log.on:
            log.public("keep_face_up", seat=o, clue=TYPE_IDS[TYPE[rest[0]]])
        _gain_visible(st, o, rest[0], log)
    _keep_drawn(st, s, kept, log)


def _h_irene(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    if type(act) is A.Decline:
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[IRENE])
        return
    _pay(st, s, st.day)
    c = _remove_area(st, 1 - s, act.card, log)
    st.hidden[s].append(c)
    if log.on:
        log.public("steal", seat=s, clue=act.card, paid=st.day)


def _h_billy(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    if type(act) is A.Decline:
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[BILLY])
        return
    c = _remove_area(st, s, act.card, log)
    st.discard.append(c)
    got = _gain(st, s, max(0, VALUE[TYPE[c]] - st.day))  # H12
    if log.on:
        log.public("errand", seat=s, clue=act.card, markers=got)
    _discarded(st, rng, log)


def _h_violet(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    if type(act) is A.Decline:
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[VIOLET])
        return
    out = _remove_area(st, s, act.card, log)
    c = st.line[act.slot]
    st.line[act.slot] = out
    if log.on:
        log.public("swap", seat=s, gave=TYPE_IDS[TYPE[out]], took=TYPE_IDS[TYPE[c]], slot=act.slot)
    _gain_visible(st, s, c, log)


def _h_confirm(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    char = top[2]
    stack = st.stack
    stack.pop()
    if type(act) is A.Decline:
        if log.on:
            log.public("decline", seat=s, character=CHAR_IDS[char])
        return
    if char == KRAMM:  # H18: the opponent pays 1 for the top clue, hidden
        _pay(st, s, 1)
        c = _draw(st, rng, log)
        if c >= 0:
            st.know[c] |= (1 << s) | (4 << s)
            if log.on:
                log.private(
                    "draw_hidden", (s,), {"seat": s, "clue": TYPE_IDS[TYPE[c]]}, {"seat": s}
                )
            _gain_hidden(st, s, c, log)
    elif char == VIOLET:  # kosmos: the top of the (face-up) discard pile for 2
        _pay(st, s, 2)
        c = st.discard.pop()
        if log.on:
            log.public("take", seat=s, clue=TYPE_IDS[TYPE[c]], source="discard", paid=2)
        _gain_visible(st, s, c, log)
    else:  # Madame Ziba
        _draw_to_pend(st, s, 3, ZIBA, rng, log)


def _h_joker(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    if act.row is None:
        if log.on:
            log.public("joker_kept_unassigned", seat=s)
        return
    t = TYPE_INDEX[act.row]
    free = st.area[s][JOKER]
    c = top[2] if top[0] == F_JOKER and top[2] in free else free[-1]
    free.remove(c)
    st.jrow[s][t] = c
    if top[0] == F_FINAL:
        st.late_jokers[s] += 1
        if free and _rows_for_joker(st, s):
            st.stack.append(top)
    if log.on:
        log.public("joker_assigned", seat=s, row=act.row, at_end=top[0] == F_FINAL)


def _h_onto(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    if type(act) is A.Accept:
        t = top[2]
        joker = _old_joker(st, s)
        st.area[s][JOKER].remove(joker)
        st.jrow[s][t] = joker
        if log.on:
            log.public("joker_assigned", seat=s, row=TYPE_IDS[t], at_end=False)


def _h_post(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    if type(act) is A.EndTurn:
        st.stack.pop()
        return
    _h_extra(st, s, act, rng, log)
    if not _post_options(st, s, _game_last_move(st)):
        st.stack.pop()


def _h_villain(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    if type(act) is A.PayMarkers:
        _pay(st, s, 2)
        if log.on:
            log.public("villain_paid", seat=s, markers=2)
        return
    c = _remove_area(st, s, act.card, log)
    st.discard.append(c)
    if log.on:
        log.public("villain_discard", seat=s, clue=TYPE_IDS[TYPE[c]])
    _discarded(st, rng, log)


def _h_moran(st: State, s: int, top: Frame, act: Any, rng: Random, log: Log) -> None:
    st.stack.pop()
    c = CHAR_INDEX[act.character]
    mk, up = st.mk[s], st.up[s]
    for i in range(PAWNS):
        if mk[i] == c and up[i]:
            up[i] = False
            break
    st.moves_left[s] -= 1
    if log.on:
        log.public("marker_laid", seat=s, character=act.character)


_LEGAL = (
    _l_alt,  # F_ALT
    _legal_turn,  # F_TURN
    _l_none,  # F_END
    _l_take,  # F_TAKE
    _l_count,  # F_COUNT
    _l_dline,  # F_DLINE
    _l_keep,  # F_KEEP
    _l_keep,  # F_ZIBA_OPP
    _l_irene,  # F_IRENE
    _l_billy,  # F_BILLY
    _l_violet,  # F_VIOLET
    _l_yes_no,  # F_CONFIRM
    _l_joker,  # F_JOKER
    _l_yes_no,  # F_ONTO
    _l_post,  # F_POST
    _l_moriarty,  # F_MORIARTY
    _l_razzia,  # F_RAZZIA
    _l_moran,  # F_MORAN
    _l_none,  # F_DRAW
    _l_joker,  # F_FINAL
)


def _h_bookkeeping(
    st: State, s: int, top: Frame, act: Any, rng: Random, log: Log
) -> None:  # pragma: no cover - _settle never leaves these on top
    raise AssertionError("no decision is pending on a bookkeeping frame")


_HANDLERS = (
    _h_alt,  # F_ALT
    _h_turn,  # F_TURN
    _h_bookkeeping,  # F_END
    _h_take,  # F_TAKE
    _h_count,  # F_COUNT
    _h_dline,  # F_DLINE
    _h_keep,  # F_KEEP
    _h_keep,  # F_ZIBA_OPP
    _h_irene,  # F_IRENE
    _h_billy,  # F_BILLY
    _h_violet,  # F_VIOLET
    _h_confirm,  # F_CONFIRM
    _h_joker,  # F_JOKER
    _h_onto,  # F_ONTO
    _h_post,  # F_POST
    _h_villain,  # F_MORIARTY
    _h_villain,  # F_RAZZIA
    _h_moran,  # F_MORAN
    _h_bookkeeping,  # F_DRAW
    _h_joker,  # F_FINAL
)


# -- scoring -------------------------------------------------------------------------------
def row_counts(st: State, s: int) -> list[int]:
    """Cards per numbered type in seat ``s``'s area, jokers on the row included."""
    area, jrow = st.area[s], st.jrow[s]
    return [len(area[t]) + (jrow[t] >= 0) for t in range(NUMBERED)]


def score(st: State) -> tuple[list[int], list[dict[str, Any]]]:
    """H10: points of both seats from their areas (call after hidden clues are revealed)."""
    ed = SCORING["devir" if st.edition == DEVIR else "kosmos"]
    counts = [row_counts(st, 0), row_counts(st, 1)]
    points = [0, 0]
    details: list[dict[str, Any]] = [{"types": {}}, {"types": {}}]
    for t in range(NUMBERED):
        c0, c1 = counts[0][t], counts[1][t]
        for s, mine, theirs in ((0, c0, c1), (1, c1, c0)):
            pts = VALUE[t] - theirs if mine > theirs else 0
            if len(st.area[s][t]) == TYPE_COUNT[t]:
                pts += SET_BONUS
            if pts:
                details[s]["types"][TYPE_IDS[t]] = pts
            points[s] += pts
    for s in (0, 1):
        d = details[s]
        maps = MAP_POINTS[len(st.area[s][MAP])]
        free = len(st.area[s][JOKER])
        d["map_fragments"] = maps
        d["unassigned_jokers"] = free * ed["unassigned_joker"]
        d["jokers_assigned_at_end"] = st.late_jokers[s] * ed["joker_assigned_at_end"]
        d["reserved_clue"] = RESERVED_PENALTY if st.reserved[s] >= 0 else 0
        points[s] += (
            maps + d["unassigned_jokers"] + d["jokers_assigned_at_end"] + d["reserved_clue"]
        )
        d["total"] = points[s]
    return points, details


def result(st: State) -> Result | None:
    if not st.over:
        return None
    points, details = score(st)
    if points[0] != points[1]:
        win = 0 if points[0] > points[1] else 1
        reason = "more points"
    elif st.tokens[0] != st.tokens[1]:  # H11
        win = 0 if st.tokens[0] > st.tokens[1] else 1
        reason = "tied on points; more investigation markers"
    else:
        return Result(
            (float(points[0]), float(points[1])),
            (),
            True,
            "tied on points and markers: the case stays unsolved",
            {"seats": details, "markers": list(st.tokens)},
        )
    return Result(
        (float(points[0]), float(points[1])),
        (win,),
        False,
        reason,
        {"seats": details, "markers": list(st.tokens)},
    )


def is_over(st: State) -> bool:
    return st.over


def clone(st: State) -> State:
    return st.clone()


def fingerprint(st: State) -> bytes:
    return msgspec.msgpack.encode(st)


def check_invariants(st: State) -> None:
    """52 clues and 24 markers are conserved; jokers sit on rows that hold a real clue; the
    deck is empty only while the discard pile is too (H7)."""
    cards: list[int] = [*st.deck, *st.discard, *(c for c in st.line if c >= 0), *st.pend]
    for s in (0, 1):
        for row in st.area[s]:
            cards.extend(row)
        cards.extend(c for c in st.jrow[s] if c >= 0)
        cards.extend(st.hidden[s])
        if st.reserved[s] >= 0:
            cards.append(st.reserved[s])
        for t in range(NUMBERED):
            if st.jrow[s][t] >= 0 and not st.area[s][t]:
                raise AssertionError(f"seat {s} has a joker on an empty {TYPE_IDS[t]} row")
        for row_t, row in enumerate(st.area[s]):
            if any(TYPE[c] != row_t for c in row):
                raise AssertionError(f"seat {s}: a card on the wrong row {TYPE_IDS[row_t]}")
    if sorted(cards) != list(range(NCARDS)):
        raise AssertionError(
            f"clue cards not conserved: {len(cards)} held, {len(set(cards))} distinct"
        )
    if st.supply + st.tokens[0] + st.tokens[1] != MARKERS or min(st.supply, *st.tokens) < 0:
        raise AssertionError(f"markers not conserved: supply {st.supply}, seats {st.tokens}")
    if st.deck_known_bottom > len(st.deck):
        raise AssertionError("more known bottom cards than cards in the deck")
    if st.discard and not st.deck:
        raise AssertionError("the deck is empty while the discard pile holds cards (H7)")
