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

A turn is a stack of small named decisions (``state.stack``, each a frozen struct: see
``afoot.engine.decisions``): a :class:`Turn` (visit a character), then the decisions its
ability asks, e.g. a :class:`Count` (how many clues), a :class:`Take` (which one), a
:class:`PlaceJoker` (where a received joker goes). Each kind says which actions it allows and
what each one does. Each character's ability is one :class:`Ability` subclass, in the
rulebooks' words: what the visit costs and asks (``visit``) and every later step of its own
(``counted``, ``taken``, ``kept``, ...); villain and Mycroft cards act at ``dawn``.

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

Events go to the ``log`` (``afoot.engine.events``); those of every turn and every day are
written under ``if log.on:``, so that bots and searches, which pass the silent log, do not pay
for them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
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
from afoot.games.holmes.state import Pending, State

DEVIR, KOSMOS = 0, 1

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
            st.stack.append(PlaceJoker(s, c))
    elif t == MAP:
        area[MAP].append(c)
    else:
        was_empty = not area[t]
        area[t].append(c)
        if was_empty and st.edition == DEVIR and _old_joker(st, s) >= 0:
            st.stack.append(OntoJoker(s, t))


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


def _declined(st: State, s: int, character: int, log: Log) -> None:
    """Seat ``s`` declines ``character``'s ability at its current step (H4): nothing more."""
    st.stack.pop()
    if log.on:
        log.public("decline", seat=s, character=CHAR_IDS[character])


def _pick_drawn(st: State, name: str) -> int:
    """Take the first drawn card (``st.pend``) of type ``name`` out of the drawn cards."""
    t = TYPE_INDEX[name]
    pend = st.pend
    for i, c in enumerate(pend):
        if TYPE[c] == t:
            return pend.pop(i)
    raise AssertionError(f"no drawn {name}")  # pragma: no cover - legal offers drawn types only


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
        st.stack.append(KeepDrawn(s, char))


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
    arrange: Callable[[State, Random], None] | None = None,
) -> State:
    """A new game. ``arrange(state, rng)``, when given, sets the cards out in place of the
    rules' deal: a scenario's (the game's set-up is :func:`.scenario.setup`, which passes it;
    these rules do not import the scenario module, which builds on them)."""
    st = _new_state(options, rng)
    _refill(st, rng, SILENT)
    if arrange is not None:
        arrange(st, rng)
        _discarded(st, rng, SILENT)  # a scenario may leave the deck empty and the pile not (H7)
    elif st.alt_start:
        # H16: each player draws 2 characters secretly and keeps 1
        for s in (0, 1):
            st.alt_pick[s] = [st.char_deck.pop(), st.char_deck.pop()]
        st.stack.append(AlternativeStart(-1))
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
    """Run the game's own steps until a decision is pending or the game is over: the refill
    after an ability and the turn that follows, the end of a day, dawn, and a villain's or the
    end's decision when it leaves nothing to choose."""
    stack = st.stack
    if stack and type(stack[-1]) not in _BOOKKEEPING:
        return
    while not st.over:
        if not stack:
            _next(st, rng, log)
            continue
        top = stack[-1]
        kind = type(top)
        if kind not in _BOOKKEEPING:
            return
        if kind is AbilityEnd:
            stack.pop()
            seat = top.seat
            if -1 in st.line:
                _refill(st, rng, log)
            if (st.res_holder == seat or st.edition == KOSMOS) and _post_options(
                st, seat, _game_last_move(st)
            ):
                stack.append(END_OF_TURN[seat])
            if stack:
                continue
            left = st.moves_left  # the common case of _next: the other seat's turn
            if (left[0] or left[1]) and not st.last_turn:
                _push_turn(st)
                return
            continue
        if kind is Dawn:
            _dawn_draw(st, rng, log)
            continue
        if not top.settles(st, log):
            return


def _game_last_move(st: State) -> bool:
    return st.day == DAYS and st.moves_left[0] == 0 and st.moves_left[1] == 0


def _next(st: State, rng: Random, log: Log) -> None:
    if st.last_turn:
        st.over = True
        if log.on:  # the result costs a scoring: only for a log that keeps it
            res = result(st)
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
    st.stack.append(TURN[0 if left[0] >= left[1] else 1])


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
    st.stack.append(DAWN)
    if log.on:
        log.public("dawn", day=st.day)


def _dawn_draw(st: State, rng: Random, log: Log) -> None:
    """Dawn (H2, H15): the day's character comes into play; a villain or Mycroft card acts
    first (its decisions go above the dawn, which then draws again)."""
    c = st.char_deck.pop()
    if c in VILLAINS:
        st.villain_known = True
        log.public("villain", character=CHAR_IDS[c], day=st.day)
        ABILITIES[c].dawn(st)
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
        if cards:
            log.public("hidden_revealed", seat=s, clues=_types(cards))
        st.hidden[s] = []
    st.stack.extend((FinalJokers(1), FinalJokers(0)))


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
    if type(top) is AlternativeStart:
        return frozenset(s for s in (0, 1) if st.alt_choice[s] < 0)
    return SEATS[top.seat]


def legal(st: State, seat: int) -> list[Any]:
    if st.over:
        return []
    stack = st.stack
    top = stack[-1]
    if top.seat != seat and type(top) is not AlternativeStart:
        return []
    out = top.legal(st, seat)
    if (
        st.res_holder == seat
        and st.reserved[seat] < 0
        and stack[0] == ABILITY_END[seat]
        and not _game_last_move(st)
    ):
        # H14 "en cualquier momento de su turno": between the steps of the own ability too,
        # except the game's last (H13: a clue reserved then could never be taken)
        out += _at_clues(st.line, RESERVE)
    return out


def apply(st: State, seat: int, action: Any, rng: Random, log: Log) -> None:
    """Apply a legal action (the caller checked it against ``legal``)."""
    stack = st.stack
    top = stack[-1]
    if (
        st.res_holder == seat
        and type(action) is A.Reserve
        and type(top) is not Turn
        and type(top) is not EndOfTurn
    ):
        _reserve_between_steps(st, seat, top, action, log)
    else:
        top.apply(st, seat, action, rng, log)
    if not stack or type(stack[-1]) in _BOOKKEEPING:
        _settle(st, rng, log)


def _at_clues(line: list[int], acts: tuple[Any, ...]) -> list[Any]:
    """``acts[i]`` for each line slot ``i`` holding a clue.

    A plain loop: legal() runs twice an RL step, and on Python 3.11 a loop costs less than a
    comprehension."""
    out: list[Any] = []
    for i in range(4):
        if line[i] >= 0:
            out.append(acts[i])  # noqa: PERF401 (see the docstring)
    return out


# -- the turn: choosing the start, visiting, ending (H2, H3, H16) ----------------------------
class AlternativeStart(Pending, frozen=True, tag=0):
    """H16, the alternative start: both seats at once (``seat`` -1) keep, secretly, one of the
    two characters each drew; both are revealed together onto day 1's slots, the others go
    back into the character deck (villain and Mycroft cards join it only then, H15)."""

    name = "choose_start"

    def legal(self, st: State, s: int) -> list[Any]:
        return [] if st.alt_choice[s] >= 0 else [CHOOSE[c] for c in st.alt_pick[s]]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        st.alt_choice[s] = CHAR_INDEX[act.character]
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
        log.public("start_revealed", characters=[CHAR_IDS[c] for c in st.alt_choice])


class Turn(Pending, frozen=True, tag=1):
    """H2, H3: ``seat`` lays a marker on a face-up character that has no marker of its own (day
    1: from its supply; then one of its standing markers) and resolves the character's ability.
    Before that it may reserve a clue (H14) or, in kosmos, reveal a hidden clue onto an
    unassigned joker (H9)."""

    name = "visit"

    def legal(self, st: State, s: int) -> list[Any]:
        """Visits to each face-up character without a marker of ``s``: on day 1 from the
        supply (while a marker is left there), then from each standing marker in marker order.

        Plain loops: the RL loop asks twice a step (view and mask), and on Python 3.11 they
        cost less than comprehensions."""
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

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is not A.Visit:
            _reserve_or_reveal(st, s, act, rng, log)
            return
        to = CHAR_INDEX[act.to]
        frm = -1 if act.frm is None else CHAR_INDEX[act.frm]
        mk = st.mk[s]
        i = mk.index(frm)  # one marker per character and seat; day 1: the first unplaced
        mk[i] = to
        st.up[s][i] = False
        st.moves_left[s] -= 1
        st.stack[-1] = ABILITY_END[s]
        if log.on:
            log.public("visit", seat=s, character=act.to, frm=act.frm)
        ABILITIES[to].visit(st, s, rng, log)


class AbilityEnd(Pending, frozen=True, tag=2):
    """Bookkeeping, never asked: ``seat``'s ability is done (its decisions were above this
    one). Then the line is refilled (H7), ``seat`` may still reserve or reveal
    (:class:`EndOfTurn`), and the other seat's turn comes (``_settle``)."""

    name = "ability_end"

    def legal(self, st: State, s: int) -> list[Any]:  # pragma: no cover - settled at once
        return []

    def apply(  # pragma: no cover - _settle never leaves it on top
        self, st: State, s: int, act: Any, rng: Random, log: Log
    ) -> None:
        raise AssertionError("no decision is pending on the end of an ability")


class EndOfTurn(Pending, frozen=True, tag=14):
    """H14 / H9 after the ability and the refill: ``seat`` may still reserve a clue (not after
    the game's last move, H13) or, in kosmos, reveal a hidden clue onto an unassigned joker
    (the last move included); then it ends its turn."""

    name = "end_of_turn"

    def legal(self, st: State, s: int) -> list[Any]:
        out: list[Any] = []
        _extras(st, s, out, not _game_last_move(st))
        out.append(A.END_TURN)
        return out

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.EndTurn:
            st.stack.pop()
            return
        _reserve_or_reveal(st, s, act, rng, log)
        if not _post_options(st, s, _game_last_move(st)):
            st.stack.pop()


class Dawn(Pending, frozen=True, tag=18):
    """Bookkeeping, never asked (``seat`` -1): the day's character is drawn (``_dawn_draw``);
    a villain or Mycroft card's decisions go above this one, and it draws again after them."""

    name = "dawn"

    def legal(self, st: State, s: int) -> list[Any]:  # pragma: no cover - settled at once
        return []

    def apply(  # pragma: no cover - _settle never leaves it on top
        self, st: State, s: int, act: Any, rng: Random, log: Log
    ) -> None:
        raise AssertionError("no decision is pending at dawn")


#: the decisions of seat 0 and seat 1 that are nothing but a seat, made once (frozen: shared)
TURN = (Turn(0), Turn(1))
ABILITY_END = (AbilityEnd(0), AbilityEnd(1))
END_OF_TURN = (EndOfTurn(0), EndOfTurn(1))
DAWN = Dawn(-1)


# -- the reservation (H14) and kosmos revealing onto a joker (H9) ---------------------------
def _reserve(st: State, s: int, slot: int, log: Log) -> None:
    """H14: seat ``s`` reserves the clue in line ``slot``; the card passes to the opponent."""
    c = st.line[slot]
    st.line[slot] = -1
    st.reserved[s] = c
    st.res_holder = 1 - s
    st.fresh = s
    if log.on:
        log.public("reserve", seat=s, clue=TYPE_IDS[TYPE[c]], slot=slot)


def _reserve_between_steps(st: State, s: int, top: Pending, act: Any, log: Log) -> None:
    """H14 between the steps of the own ability. The slot stays empty until the ability has
    resolved (H7: one refill at its end). A decision the reservation leaves with nothing to
    act on ends the ability; a count shrinks to what its character may still do (Gregson's
    with the takeable clues, devir Porky's with the line)."""
    _reserve(st, s, act.slot, log)
    line, stack = st.line, st.stack
    if isinstance(top, Take):
        if not _takeable(st, s):
            stack.pop()
    elif isinstance(top, Count):
        most = ABILITIES[top.character].most(st, s)
        if most < 1:
            stack.pop()
        elif most < top.most:
            stack[-1] = Count(s, top.character, most)
    elif isinstance(top, DiscardLine | Swap) and not any(c >= 0 for c in line):
        stack.pop()


def _reserve_or_reveal(st: State, s: int, act: Any, rng: Random, log: Log) -> None:
    """Before the visit or after the refill: reserve (H14; the line is refilled at once), or
    in kosmos reveal a hidden clue onto an unassigned joker set aside earlier (H9)."""
    if type(act) is A.Reserve:
        _reserve(st, s, act.slot, log)
        _refill(st, rng, log)
        return
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


# -- the steps abilities share --------------------------------------------------------------
class Take(Pending, frozen=True, tag=3):
    """Take a clue of the line for ``character``'s ability, or the reserved clue in place of
    one (H14; Violet Hunter's swap is no take). ``remaining``: clues still to take.
    ``optional`` (1) marks the ability's first step, which may be declined and pays ``cost``
    markers with its clue; the takes after it are ``optional`` 0, ``cost`` 0. After the last
    clue the character's ``taken`` step comes (Von Kramm's offer), then the clue's own
    questions (a joker, H9), which are decided first."""

    remaining: int
    optional: int
    cost: int
    character: int
    name = "take"

    def legal(self, st: State, s: int) -> list[Any]:
        out = _at_clues(st.line, TAKE)
        if _reserved_ready(st, s):
            out.append(TAKE[4])
        if self.optional:
            out.append(A.DECLINE)
        return out

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        char = self.character
        if type(act) is A.Decline:
            _declined(st, s, char, log)
            return
        paid = self.cost if self.optional else 0
        if paid:
            _pay(st, s, paid)
        if act.slot == 4:
            c = st.reserved[s]
            st.reserved[s] = -1
            source = "reserved"
        else:
            c = st.line[act.slot]
            st.line[act.slot] = -1
            source = "line"
        remaining = self.remaining - 1
        stack = st.stack
        stack.pop()
        if remaining > 0 and _takeable(st, s):
            stack.append(Take(s, remaining, 0, 0, char))
        else:
            ABILITIES[char].taken(st, s)
        if log.on:
            log.public("take", seat=s, clue=TYPE_IDS[TYPE[c]], source=source, paid=paid)
        _gain_visible(st, s, c, log)


class Count(Pending, frozen=True, tag=4):
    """How many, 1 to ``most``, for ``character``'s ability, which acts and pays per unit (H4:
    a partial ability chooses its count up front): Gregson's clues, Langdale Pike's draws,
    devir Porky's discards. The character's ``counted`` step follows; declining ends it."""

    character: int
    most: int
    name = "count"

    def legal(self, st: State, s: int) -> list[Any]:
        return [*COUNT[1 : self.most + 1], A.DECLINE]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        char = self.character
        if type(act) is A.Decline:
            _declined(st, s, char, log)
            return
        st.stack.pop()
        if log.on:
            log.public("count", seat=s, character=CHAR_IDS[char], n=act.n)
        ABILITIES[char].counted(st, s, act.n, rng, log)


class DiscardLine(Pending, frozen=True, tag=5):
    """Discard a clue of the line for ``character``'s ability (Porky): ``remaining`` still to
    discard; ``optional`` (1): the first, which may be declined. The character's
    ``discarded`` step follows each one."""

    remaining: int
    optional: int
    character: int
    name = "discard_line"

    def legal(self, st: State, s: int) -> list[Any]:
        out = _at_clues(st.line, DLINE)
        if self.optional:
            out.append(A.DECLINE)
        return out

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.Decline:
            _declined(st, s, self.character, log)
            return
        st.stack.pop()
        c = st.line[act.slot]
        st.line[act.slot] = -1
        st.discard.append(c)
        if log.on:
            log.public("discard_line", seat=s, clue=TYPE_IDS[TYPE[c]], slot=act.slot)
        _discarded(st, rng, log)
        ABILITIES[self.character].discarded(st, s, act.slot, self.remaining, rng, log)


class KeepDrawn(Pending, frozen=True, tag=6):
    """Which of the clues ``character``'s ability drew (``state.pend``, seen by ``seat`` alone)
    to keep: Langdale Pike, Madame Ziba. The character's ``kept`` step says where the kept one
    and the others go."""

    character: int
    name = "keep_clue"

    def legal(self, st: State, s: int) -> list[Any]:
        return _drawn_types(st)

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        kept = _pick_drawn(st, act.card)
        st.stack.pop()
        ABILITIES[self.character].kept(st, s, kept, rng, log)


def _drawn_types(st: State) -> list[Any]:
    """A keep action per type among the drawn cards, in the order drawn."""
    out: list[Any] = []
    for c in st.pend:
        act = KEEP[TYPE_IDS[TYPE[c]]]
        if act not in out:
            out.append(act)
    return out


class Confirm(Pending, frozen=True, tag=11):
    """Yes or no to ``character``'s ability, which has no other choice to make: Von Kramm's
    offer to the opponent, kosmos Violet Hunter, Madame Ziba. The character's ``confirmed``
    step follows a yes."""

    character: int
    name = "confirm"

    def legal(self, st: State, s: int) -> list[Any]:
        return [A.ACCEPT, A.DECLINE]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.Decline:
            _declined(st, s, self.character, log)
            return
        st.stack.pop()
        ABILITIES[self.character].confirmed(st, s, rng, log)


# -- jokers (H9, H10) -----------------------------------------------------------------------
def _joker_rows(st: State, s: int) -> list[Any]:
    """Assign a joker to each row that holds a real clue and no joker, or keep it unassigned."""
    return [*(ASSIGN[TYPE_IDS[t]] for t in _rows_for_joker(st, s)), ASSIGN[None]]


class PlaceJoker(Pending, frozen=True, tag=12):
    """H9: ``seat`` received the joker ``card`` face up: onto a row it holds (one joker per
    row, never on map fragments), or kept unassigned for a later row."""

    card: int
    name = "assign_joker"

    def legal(self, st: State, s: int) -> list[Any]:
        return _joker_rows(st, s)

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        st.stack.pop()
        if act.row is None:
            if log.on:
                log.public("joker_kept_unassigned", seat=s)
            return
        free = st.area[s][JOKER]
        c = self.card if self.card in free else free[-1]
        free.remove(c)
        st.jrow[s][TYPE_INDEX[act.row]] = c
        if log.on:
            log.public("joker_assigned", seat=s, row=act.row, at_end=False)


class OntoJoker(Pending, frozen=True, tag=13):
    """Devir H9: ``seat`` received the first clue of ``row``, a type it did not hold, while it
    has an unassigned joker set aside in an earlier turn: put the clue on it (the joker becomes
    that row's)?"""

    row: int
    name = "onto_joker"

    def legal(self, st: State, s: int) -> list[Any]:
        return [A.ACCEPT, A.DECLINE]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        st.stack.pop()
        if type(act) is A.Accept:
            joker = _old_joker(st, s)
            st.area[s][JOKER].remove(joker)
            st.jrow[s][self.row] = joker
            if log.on:
                log.public("joker_assigned", seat=s, row=TYPE_IDS[self.row], at_end=False)


class FinalJokers(Pending, frozen=True, tag=19):
    """H10 at the end, after the hidden clues are revealed: ``seat`` (seat 0, then seat 1)
    assigns its unassigned jokers one at a time, or stops (devir: free; kosmos: -1 each; one
    left unassigned: -3). Settles itself when the seat has nothing to assign."""

    name = "final_jokers"

    def legal(self, st: State, s: int) -> list[Any]:
        return _joker_rows(st, s)

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        st.stack.pop()
        if act.row is None:
            log.public("joker_kept_unassigned", seat=s)
            return
        free = st.area[s][JOKER]
        c = free[-1]
        free.remove(c)
        st.jrow[s][TYPE_INDEX[act.row]] = c
        st.late_jokers[s] += 1
        if free and _rows_for_joker(st, s):
            st.stack.append(self)
        log.public("joker_assigned", seat=s, row=act.row, at_end=True)

    def settles(self, st: State, log: Log) -> bool:
        s = self.seat
        if st.area[s][JOKER] and _rows_for_joker(st, s):
            return False
        st.stack.pop()
        return True


# -- the characters ------------------------------------------------------------------------
class Ability:
    """What a character card does, all in its class, for both editions where the character is
    in both; the docstring names the ability as each rulebook titles it and says what it does
    in our words (the card texts are quoted in the tests, ``tests/test_decisions.py``: the
    package ships no rulebook text).

    ``visit`` runs when a player lays a marker on the character. Abilities are optional and a
    cost is paid in full or not at all (H4), so it resolves a gain that asks nothing at once
    (declining one is never better), pushes the first decision of any other, and does nothing
    when the ability could do nothing (its cost cannot be paid, nothing to act on). The other
    methods are the later steps of the decisions the character pushed (``taken`` after the last
    clue of a :class:`Take`, ``most`` and ``counted`` for a :class:`Count`, and so on); a
    villain or Mycroft card acts at ``dawn`` instead of being visited.
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        raise AssertionError(f"{type(self).__name__} is never visited")  # pragma: no cover

    def taken(self, st: State, s: int) -> None:
        """After the last clue of its :class:`Take`: nothing more, unless the character says."""

    def most(self, st: State, s: int) -> int:  # pragma: no cover - counting characters only
        """The largest count its :class:`Count` offers now (0: the ability can do nothing)."""
        raise AssertionError(f"{type(self).__name__} asks no count")

    def counted(  # pragma: no cover - counting characters only
        self, st: State, s: int, n: int, rng: Random, log: Log
    ) -> None:
        raise AssertionError(f"{type(self).__name__} asks no count")

    def discarded(  # pragma: no cover - Porky only
        self, st: State, s: int, slot: int, remaining: int, rng: Random, log: Log
    ) -> None:
        raise AssertionError(f"{type(self).__name__} discards no line clue")

    def kept(  # pragma: no cover - drawing characters only
        self, st: State, s: int, card: int, rng: Random, log: Log
    ) -> None:
        raise AssertionError(f"{type(self).__name__} draws no clue to keep")

    def confirmed(  # pragma: no cover - confirming characters only
        self, st: State, s: int, rng: Random, log: Log
    ) -> None:
        raise AssertionError(f"{type(self).__name__} asks no confirmation")

    def dawn(self, st: State) -> None:  # pragma: no cover - villain and Mycroft cards only
        raise AssertionError(f"{type(self).__name__} does not act at dawn")


class Watson(Ability):
    """Dr. Watson (always present): devir "Consejo", kosmos "Ratschlag".

    Pay 1 marker, take 1 clue of the line (or the reserved clue, H14).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        if st.tokens[s] >= 1 and _takeable(st, s):
            st.stack.append(Take(s, remaining=1, optional=1, cost=1, character=WATSON))


class Hudson(Ability):
    """Mrs. Hudson (always present): devir "Descanso".

    Gain 3 markers, as many as the supply holds (H6).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        got = _gain(st, s, 3)
        if log.on:
            log.public("gain", seat=s, markers=got)


class Lestrade(Ability):
    """Inspector Lestrade (always present): devir "Incursión", kosmos "Hausdurchsuchung".

    Pay 3 markers, take 2 clues of the line, one by one (the reserved clue may be one of them,
    H14); with one takeable clue the 3 still buy that one (H4 makes the cost all-or-nothing,
    not the effect).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        if st.tokens[s] >= 3 and _takeable(st, s):
            st.stack.append(Take(s, remaining=2, optional=1, cost=3, character=LESTRADE))


class IreneAdler(Ability):
    """Irene Adler: devir "Robo".

    Pay the day's number in markers (H12), steal 1 face-up clue or map fragment of the
    opponent's (H20: both editions; never a joker, never a hidden clue) into your hidden clues
    (:class:`Steal`). Both players saw it, yet it stays hidden and immune until the end (H8).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        opp = st.area[1 - s]
        if st.tokens[s] >= st.day and (opp[MAP] or any(opp[t] for t in range(NUMBERED))):
            st.stack.append(Steal(s))


class Steal(Pending, frozen=True, tag=8):
    """Irene Adler's step: which face-up clue or map fragment of the opponent ``seat`` steals
    for the day's number of markers, or decline."""

    name = "steal"

    def legal(self, st: State, s: int) -> list[Any]:
        opp = st.area[1 - s]
        out: list[Any] = [STEAL[TYPE_IDS[t]] for t in range(NUMBERED) if opp[t]]
        if opp[MAP]:
            out.append(STEAL[TYPE_IDS[MAP]])
        out.append(A.DECLINE)
        return out

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.Decline:
            _declined(st, s, IRENE, log)
            return
        st.stack.pop()
        _pay(st, s, st.day)
        c = _remove_area(st, 1 - s, act.card, log)
        st.hidden[s].append(c)
        if log.on:
            log.public("steal", seat=s, clue=act.card, paid=st.day)


class Gregson(Ability):
    """Inspector Gregson: devir "Robo", kosmos "Einbruch".

    Choose how many, 1 to 3, up front (H4: as many as the markers pay for and the line, or the
    reserved clue, holds); pay 2 markers each; take them one by one.
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        most = self.most(st, s)
        if most >= 1:
            st.stack.append(Count(s, character=GREGSON, most=most))

    def most(self, st: State, s: int) -> int:
        return min(3, st.tokens[s] // 2, _n_takeable(st, s))

    def counted(self, st: State, s: int, n: int, rng: Random, log: Log) -> None:
        _pay(st, s, 2 * n)
        st.stack.append(Take(s, remaining=n, optional=0, cost=0, character=GREGSON))


class Wiggins(Ability):
    """Wiggins: devir "Red del inframundo", kosmos "Untergrund-Netzwerk".

    Gain 5 markers, as many as the supply holds (H6).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        got = _gain(st, s, 5)
        if log.on:
            log.public("gain", seat=s, markers=got)


class LangdalePike(Ability):
    """Langdale Pike: devir "Rumores", kosmos "Gerüchte".

    Choose how many, 1 to 3 (as many as the markers pay for and deck and discard pile hold),
    pay 1 marker each and draw them, seen by you alone; keep exactly one (H8: hidden, or face
    up when it is a joker) and discard the rest, a joker included: devir face down, seen by
    you alone; kosmos face up (H21).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        most = self.most(st, s)
        if most >= 1:
            st.stack.append(Count(s, character=PIKE, most=most))

    def most(self, st: State, s: int) -> int:
        return min(3, st.tokens[s], len(st.deck) + len(st.discard))

    def counted(self, st: State, s: int, n: int, rng: Random, log: Log) -> None:
        _pay(st, s, n)
        _draw_to_pend(st, s, n, PIKE, rng, log)

    def kept(self, st: State, s: int, card: int, rng: Random, log: Log) -> None:
        rest = st.pend
        face_up = st.edition == KOSMOS
        for c in rest:
            st.discard.append(c)
            if face_up:
                st.know[c] = ALL_KNOW
        if face_up and rest:
            if log.on:
                log.public("discard_drawn", seat=s, clues=_types(rest))
        elif rest and log.on:
            data = {"seat": s, "clues": _types(rest)}
            log.private("discard_drawn", (s,), data, {"seat": s, "count": len(rest)})
        st.pend = []
        _discarded(st, rng, log)
        _keep_drawn(st, s, card, log)


class Toby(Ability):
    """Toby: devir "Seguimiento", kosmos "Verfolgung".

    Gain a marker per clue type of your face-up area (H19: map fragments are one type; an
    unassigned joker and hidden clues are none), as many as the supply holds.
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        area = st.area[s]
        kinds = sum(1 for t in range(NUMBERED) if area[t]) + (1 if area[MAP] else 0)
        got = _gain(st, s, kinds)
        if log.on:
            log.public("gain", seat=s, markers=got)


class Porky(Ability):
    """Shinwell "Porky" Johnson: devir "Intimidación", kosmos "Einschüchterung".

    Devir: choose how many, 1 to 3 (as many as the line holds), and discard them from the line
    one by one. Kosmos: discard 1 clue of the line, reveal a new one in its slot (H7: the one
    refill an ability makes itself), then you may pay 2 markers to take 1 clue of the line (or
    the reserved clue).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        n = sum(1 for x in st.line if x >= 0)
        if not n:
            return
        if st.edition == DEVIR:
            st.stack.append(Count(s, character=PORKY, most=min(3, n)))
        else:
            st.stack.append(DiscardLine(s, remaining=1, optional=1, character=PORKY))

    def most(self, st: State, s: int) -> int:
        return min(3, sum(1 for x in st.line if x >= 0))

    def counted(self, st: State, s: int, n: int, rng: Random, log: Log) -> None:
        st.stack.append(DiscardLine(s, remaining=n, optional=0, character=PORKY))

    def discarded(
        self, st: State, s: int, slot: int, remaining: int, rng: Random, log: Log
    ) -> None:
        if st.edition == DEVIR:
            if remaining > 1 and any(x >= 0 for x in st.line):
                st.stack.append(
                    DiscardLine(s, remaining=remaining - 1, optional=0, character=PORKY)
                )
            return
        _refill(st, rng, log, (slot,))
        if st.tokens[s] >= 2 and _takeable(st, s):
            st.stack.append(Take(s, remaining=1, optional=1, cost=2, character=PORKY))


class Billy(Ability):
    """Billy the page boy: devir "Recado", kosmos "Auftrag".

    Discard a numbered clue of your face-up area (never a map fragment, a joker or a hidden
    clue; a row left without a real clue frees its joker, H9) and gain its value minus the
    day's number in markers, none below 0 (H12) (:class:`Errand`).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        if any(st.area[s][t] for t in range(NUMBERED)):
            st.stack.append(Errand(s))


class Errand(Pending, frozen=True, tag=9):
    """Billy's step: which numbered clue of its face-up area ``seat`` discards for markers, or
    decline."""

    name = "errand"

    def legal(self, st: State, s: int) -> list[Any]:
        return [*(DISCARD[n] for n in _area_names(st, s, real_only=True)), A.DECLINE]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.Decline:
            _declined(st, s, BILLY, log)
            return
        st.stack.pop()
        c = _remove_area(st, s, act.card, log)
        st.discard.append(c)
        got = _gain(st, s, max(0, VALUE[TYPE[c]] - st.day))  # H12
        if log.on:
            log.public("errand", seat=s, clue=act.card, markers=got)
        _discarded(st, rng, log)


class VonKramm(Ability):
    """Von Kramm: devir "Secretos de estado".

    Take 1 clue of the line for free (or the reserved clue). Then (H18) the opponent, when it
    has a marker and deck or discard pile a card, is offered (:class:`Confirm`) to pay 1 marker
    for the top card of the deck, hidden (a joker goes face up, H8). Declining the take makes
    no offer.
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        if _takeable(st, s):
            st.stack.append(Take(s, remaining=1, optional=1, cost=0, character=KRAMM))

    def taken(self, st: State, s: int) -> None:
        o = 1 - s
        if st.tokens[o] >= 1 and (st.deck or st.discard):
            st.stack.append(Confirm(o, character=KRAMM))

    def confirmed(self, st: State, s: int, rng: Random, log: Log) -> None:
        _pay(st, s, 1)
        c = _draw(st, rng, log)
        if c >= 0:
            st.know[c] |= (1 << s) | (4 << s)
            if log.on:
                data = {"seat": s, "clue": TYPE_IDS[TYPE[c]]}
                log.private("draw_hidden", (s,), data, {"seat": s})
            _gain_hidden(st, s, c, log)


class VioletHunter(Ability):
    """Violet Hunter: devir "Correcto", kosmos "Aufmerksamkeit".

    Devir (H17): swap 1 face-up card of your area (a clue, a map fragment or a joker; never a
    hidden clue) with 1 clue of the line (:class:`Swap`); an exchange, not a gain, so the
    reserved clue has no part in it. Kosmos: pay 2 markers for the top card of the face-up
    discard pile (:class:`Confirm`).
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        if st.edition == DEVIR:
            if _area_names(st, s) and any(x >= 0 for x in st.line):
                st.stack.append(Swap(s))
        elif st.tokens[s] >= 2 and st.discard:
            st.stack.append(Confirm(s, character=VIOLET))

    def confirmed(self, st: State, s: int, rng: Random, log: Log) -> None:
        _pay(st, s, 2)
        c = st.discard.pop()
        if log.on:
            log.public("take", seat=s, clue=TYPE_IDS[TYPE[c]], source="discard", paid=2)
        _gain_visible(st, s, c, log)


class Swap(Pending, frozen=True, tag=10):
    """Devir Violet Hunter's step: which face-up card of its area ``seat`` gives for which clue
    of the line, or decline."""

    name = "swap"

    def legal(self, st: State, s: int) -> list[Any]:
        line = st.line
        slots = [i for i in range(4) if line[i] >= 0]
        return [*(SWAP[n, i] for n in _area_names(st, s) for i in slots), A.DECLINE]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        if type(act) is A.Decline:
            _declined(st, s, VIOLET, log)
            return
        st.stack.pop()
        out = _remove_area(st, s, act.card, log)
        c = st.line[act.slot]
        st.line[act.slot] = out
        if log.on:
            gave, took = TYPE_IDS[TYPE[out]], TYPE_IDS[TYPE[c]]
            log.public("swap", seat=s, gave=gave, took=took, slot=act.slot)
        _gain_visible(st, s, c, log)


class MadameZiba(Ability):
    """Madame Ziba (kosmos only; her card's text is damaged in the scan, her cost lost with it).

    Free (no cost survives in the text): confirm (:class:`Confirm`), draw the top 3 clues,
    seen by you alone, and keep 1 (hidden; a joker face up, H8). The other 2 go to the
    opponent, who keeps 1 face up (:class:`ZibaOffer`) and puts the other face down under the
    deck, known to both players (H21). With fewer cards left: the opponent keeps a single one;
    with none, nothing more.
    """

    __slots__ = ()

    def visit(self, st: State, s: int, rng: Random, log: Log) -> None:
        if st.deck or st.discard:
            st.stack.append(Confirm(s, character=ZIBA))

    def confirmed(self, st: State, s: int, rng: Random, log: Log) -> None:
        _draw_to_pend(st, s, 3, ZIBA, rng, log)

    def kept(self, st: State, s: int, card: int, rng: Random, log: Log) -> None:
        o = 1 - s
        rest = st.pend
        if len(rest) >= 2:
            for c in rest:
                st.know[c] |= (1 << o) | (4 << o)
            st.stack.append(ZibaOffer(o))
            if log.on:
                data = {"seat": o, "clues": _types(rest)}
                log.private("ziba_offer", (0, 1), data, {"seat": o, "count": len(rest)})
        elif rest:
            st.pend = []
            if log.on:
                log.public("keep_face_up", seat=o, clue=TYPE_IDS[TYPE[rest[0]]])
            _gain_visible(st, o, rest[0], log)
        _keep_drawn(st, s, card, log)


class ZibaOffer(Pending, frozen=True, tag=7):
    """Madame Ziba's last step: ``seat``, the visitor's opponent, keeps one of the two clues
    offered face up; the other goes face down under the deck, known to both players (H21)."""

    name = "keep_face_up"

    def legal(self, st: State, s: int) -> list[Any]:
        return _drawn_types(st)

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        kept = _pick_drawn(st, act.card)
        st.stack.pop()
        if log.on:
            log.public("keep_face_up", seat=s, clue=act.card)
        for c in st.pend:
            st.deck.insert(0, c)
            st.deck_known_bottom += 1
            st.know[c] = ALL_KNOW
            if log.on:  # known to both players (H21), not to spectators
                log.private("under_deck", (0, 1), {"clue": TYPE_IDS[TYPE[c]]}, {})
        st.pend = []
        _gain_visible(st, s, kept, log)


# -- villain and Mycroft cards (H15): drawn at dawn, resolved, removed ----------------------
class _Demand(Pending, frozen=True):
    """A villain's demand on ``seat``: discard a face-up card of its area (a clue, a map
    fragment or a joker, assigned or not: H15's "visible clue") or pay markers, as the card
    says. A seat with no face-up card returns 2 markers (all when fewer) without being asked."""

    name = "villain"

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        st.stack.pop()
        if type(act) is A.PayMarkers:
            _pay(st, s, 2)
            log.public("villain_paid", seat=s, markers=2)
            return
        c = _remove_area(st, s, act.card, log)
        st.discard.append(c)
        log.public("villain_discard", seat=s, clue=TYPE_IDS[TYPE[c]])
        _discarded(st, rng, log)

    def settles(self, st: State, log: Log) -> bool:
        s = self.seat
        if _area_names(st, s):
            return False
        st.stack.pop()
        lost = min(2, st.tokens[s])
        _pay(st, s, lost)
        log.public("villain_paid", seat=s, markers=lost)
        return True


class Moriarty(Ability):
    """James Moriarty (devir villain).

    Seat 0, seat 1, seat 1, seat 0 (H15): each time discard a face-up card of your area or
    return 2 markers, your choice when both are possible (:class:`MoriartyDemand`).
    """

    __slots__ = ()

    def dawn(self, st: State) -> None:
        # the top of the stack is decided first: seat 0, 1, 1, 0
        demand = MoriartyDemand
        st.stack.extend((demand(0), demand(1), demand(1), demand(0)))


class MoriartyDemand(_Demand, frozen=True, tag=15):
    """Moriarty's demand on ``seat``: discard a face-up card of its area, or return 2 markers
    when it has them."""

    def legal(self, st: State, s: int) -> list[Any]:
        out: list[Any] = [DISCARD[n] for n in _area_names(st, s)]
        if st.tokens[s] >= 2:
            out.append(A.PAY)
        return out


class Razzia(Ability):
    """Razzia (kosmos Mycroft card).

    Seat 0 (Sherlock), seat 1, seat 1, seat 0 (H15): each time a seat with a face-up card
    discards one (:class:`RazziaDemand`); only one without returns 2 markers, or its last.
    """

    __slots__ = ()

    def dawn(self, st: State) -> None:
        # the top of the stack is decided first: seat 0, 1, 1, 0
        demand = RazziaDemand
        st.stack.extend((demand(0), demand(1), demand(1), demand(0)))


class RazziaDemand(_Demand, frozen=True, tag=16):
    """Razzia's demand on ``seat``: discard a face-up card of its area."""

    def legal(self, st: State, s: int) -> list[Any]:
        return [DISCARD[n] for n in _area_names(st, s)]


class Moran(Ability):
    """Sebastian Moran (devir villain).

    Seat 0, then seat 1 (H15), lays one of its standing markers down where it stands
    (:class:`LayDown`): 2 moves each that day.
    """

    __slots__ = ()

    def dawn(self, st: State) -> None:
        st.stack.extend((LayDown(1), LayDown(0)))  # seat 0 first


class GalaDiner(Moran):
    """Gala-Diner (kosmos Mycroft card).

    As Moran: seat 0 (Sherlock), then seat 1, lays one of its standing markers down.
    """

    __slots__ = ()


class LayDown(Pending, frozen=True, tag=17):
    """Moran's or Gala-Diner's demand on ``seat``: which of its standing markers it lays down
    where it stands (one move fewer that day)."""

    name = "lay_marker"

    def legal(self, st: State, s: int) -> list[Any]:
        mk, up = st.mk[s], st.up[s]
        return [LAY[mk[i]] for i in range(PAWNS) if up[i]]

    def apply(self, st: State, s: int, act: Any, rng: Random, log: Log) -> None:
        st.stack.pop()
        c = CHAR_INDEX[act.character]
        mk, up = st.mk[s], st.up[s]
        for i in range(PAWNS):
            if mk[i] == c and up[i]:
                up[i] = False
                break
        st.moves_left[s] -= 1
        log.public("marker_laid", seat=s, character=act.character)


#: ABILITIES[character]: what the character card does
ABILITIES: tuple[Ability, ...] = tuple(
    {
        WATSON: Watson(),
        HUDSON: Hudson(),
        LESTRADE: Lestrade(),
        IRENE: IreneAdler(),
        GREGSON: Gregson(),
        WIGGINS: Wiggins(),
        PIKE: LangdalePike(),
        TOBY: Toby(),
        PORKY: Porky(),
        BILLY: Billy(),
        KRAMM: VonKramm(),
        VIOLET: VioletHunter(),
        ZIBA: MadameZiba(),
        MORIARTY: Moriarty(),
        MORAN: Moran(),
        RAZZIA: Razzia(),
        GALA: GalaDiner(),
    }[c]
    for c in range(NCHARS)
)

#: the decisions ``_settle`` resolves when they ask nothing
_BOOKKEEPING = frozenset((AbilityEnd, Dawn, MoriartyDemand, RazziaDemand, FinalJokers))


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
