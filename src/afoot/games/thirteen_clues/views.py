"""What each seat may know (``view``), its casebook (the exact posterior over its own mystery),
worlds consistent with it (``determinize``), and text.

A seat sees every other seat's mystery, its own 2 screen cards, the informant cards it looked
at, every public question and answer (a top-secret one only when it asked or answered it), the
accusations and the glasses (T1); never its own mystery.

The casebook. Every deal and choice of mysteries is taken as equally likely given what the
seat saw: the two-stage deal makes a 5-card hand more likely in proportion to its number of
(person, location, weapon) triples, and a uniform choice among those triples divides by the
same number, so every consistent world weighs the same. The weight of a candidate mystery is
then the number of ways to lay the seat's other unseen cards (the other screens, the informant
cards it did not see) so that every answer it heard stays true: a count over the answering
seats' screens (a small dynamic programme over the cards used), the informant cards taking
what is left in any order (the same factor for every candidate).
Another seat's accusation named no card it could see (T4): none is in this seat's mystery
or behind the accuser's screen.
"""

from __future__ import annotations

from itertools import product
from random import Random
from typing import Any

import msgspec

from afoot.engine.chance import shuffle
from afoot.engine.memo import Memo
from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues import rules as R
from afoot.games.thirteen_clues.data import (
    CARD_IDS,
    CARD_INDEX,
    CATEGORIES,
    GROUP,
    LETTERS,
    SUBJECT_INDEX,
    SUBJECT_MASK,
    SUBJECTS,
    SUITS,
)
from afoot.games.thirteen_clues.shapes import (
    AccusationView,
    PlayerView,
    QuestionView,
    ThirteenCluesView,
)
from afoot.games.thirteen_clues.state import AccusationRecord, QuestionRecord, State

_card_id = CARD_IDS.__getitem__


def _names(cards: list[int]) -> list[str]:
    return list(map(_card_id, cards))


#: [bits] the letters those bits name, in order (a view copies the tuple it shows)
_LETTERS_OF: tuple[tuple[str, ...], ...] = tuple(
    tuple(letter for i, letter in enumerate(LETTERS) if bits >> i & 1)
    for bits in range(1 << len(LETTERS))
)


def _heard(q: QuestionRecord) -> QuestionView:
    return {
        "seat": q.asker,
        "to": q.to,
        "subject": SUBJECTS[q.subject],
        "side": R.SIDES[q.side] if q.side >= 0 else None,
        "answer": q.answer,
        "secret": bool(q.secret),
    }


def _unheard(q: QuestionRecord) -> QuestionView:
    return {"seat": q.asker, "to": q.to, "secret": True}


def _accused(a: AccusationRecord) -> AccusationView:
    return {
        "seat": a.seat,
        "person": CARD_IDS[a.person],
        "location": CARD_IDS[a.location],
        "weapon": CARD_IDS[a.weapon],
        "right": bool(a.right),
    }


#: a question as its asker and answerer (and everyone, when it is public) see it; a top-secret
#: one as the others see it (T6); an accusation. Built once per distinct record: views share
#: them (and a clone shares the records), so a view costs one lookup a record and an encoder
#: can tell an unchanged history by identity (``afoot.rl``).
_HEARD: Memo[QuestionRecord, QuestionView] = Memo(_heard)
_UNHEARD: Memo[QuestionRecord, QuestionView] = Memo(_unheard)
_ACCUSED: Memo[AccusationRecord, AccusationView] = Memo(_accused)


def _questions(st: State, seat: int | None) -> list[QuestionView]:
    if not st.top_secret:
        return list(map(_HEARD.__getitem__, st.questions))
    return [
        _HEARD[q] if not q.secret or seat == q.asker or seat == q.to else _UNHEARD[q]
        for q in st.questions
    ]


def view(st: State, seat: int | None) -> ThirteenCluesView:
    play = st.phase == 1
    mystery = st.mystery
    players: list[PlayerView] = [
        {
            "seat": s,
            "mystery": _names(mystery[s]) if play and seat is not None and s != seat else None,
            "screen": _names(st.screen[s]) if s == seat and play else None,
            "chosen": bool(st.chosen[s]),
            "glasses": st.glasses[s],
            "top_secret": st.secret_token[s],
            "looked_at": list(_LETTERS_OF[st.peeked[s]]),
        }
        for s in range(st.n)
    ]
    letters = len(st.informant)
    mine = st.peeked[seat] if seat is not None else 0
    out: ThirteenCluesView = {
        "game": "thirteen_clues",
        "seat": seat,
        "phase": "play" if play else "choose",
        "suits": list(SUITS[: st.suits]),
        "players": players,
        "hand": _names(st.hand[seat]) if seat is not None and not play else None,
        "my_choice": _names(st.chosen[seat]) if seat is not None and st.chosen[seat] else None,
        "informant": {
            "letters": list(LETTERS[:letters]),
            "seen": (
                {LETTERS[i]: CARD_IDS[st.informant[i]] for i in range(letters) if mine >> i & 1}
                if mine
                else {}
            ),
        },
        "questions": _questions(st, seat),
        "accusations": list(map(_ACCUSED.__getitem__, st.accusations)),
        "supply": st.supply,
        "turn": st.cur if play else None,
        "taking_glass": st.take,
        "to_act": sorted(R.to_act(st)),
        "over": st.over,
        "winner": st.winner if st.over else None,
    }
    if st.over:
        out["mysteries"] = [_names(m) for m in mystery]
    return out


# -- the casebook --------------------------------------------------------------------------
class _Problem:
    """What seat ``seat`` knows, as counting constraints: its unseen cards, the seats whose
    screens its answers constrain, and the candidates for its own mystery."""

    def __init__(self, st: State, seat: int) -> None:
        n = st.n
        seen = R.visible_to(st, seat)
        seen |= {st.informant[i] for i in range(len(st.informant)) if st.peeked[seat] >> i & 1}
        self.unseen = [c for c in R.in_play(st) if c not in seen]
        groups = [[c for c in self.unseen if GROUP[c] == g] for g in range(3)]
        wrong = {tuple(sorted(a.named)) for a in st.accusations if a.seat == seat and not a.right}
        #: [seat u] the cards u named in an accusation: none it could see (T4), so none is
        #: in this seat's mystery nor behind u's screen
        self.banned: dict[int, int] = {}
        for a in st.accusations:
            if a.seat != seat:
                self.banned[a.seat] = self.banned.get(a.seat, 0) | sum(1 << c for c in a.named)
        named = {c for u in self.banned for c in range(3 * st.suits) if self.banned[u] >> c & 1}
        self.triples = [
            t
            for t in product(*groups)
            if tuple(sorted(t)) not in wrong and not named.intersection(t)
        ]
        if st.over:  # every mystery is turned over at the end
            by_group = sorted(st.mystery[seat], key=lambda c: GROUP[c])
            self.triples = [(by_group[0], by_group[1], by_group[2])]
        #: [seat t] constraints (subject mask, side, what t's screen (side) and the mystery
        #: together must count)
        self.rules: dict[int, list[tuple[int, int, int]]] = {}
        for asker, t, subj, side, count, secret in map(msgspec.structs.astuple, st.questions):
            if t == seat or (secret and seat not in (asker, t)):
                continue
            mask = SUBJECT_MASK[subj]
            known = sum(
                1 for u in range(n) if u not in (t, seat) for c in st.mystery[u] if mask >> c & 1
            )
            self.rules.setdefault(t, []).append((mask, side, count - known))
        self.others = [t for t in range(n) if t != seat]
        #: the seats whose screens are constrained (answers heard, or accusations made)
        self.bound = [t for t in self.others if t in self.rules or t in self.banned]

    def pairs(self, t: int, triple: tuple[int, ...], pool: list[int]) -> list[tuple[int, int]]:
        """Ordered (left, right) screens for ``t`` from ``pool`` keeping its answers true."""
        rules = self.rules.get(t, [])
        need = [
            (mask, side, left - sum(1 for c in triple if mask >> c & 1))
            for mask, side, left in rules
        ]
        if any(k < 0 or k > 2 for _, _, k in need):
            return []
        banned = self.banned.get(t, 0)
        out = []
        for x in pool:
            for y in pool:
                if x == y or (banned >> x | banned >> y) & 1:
                    continue
                ok = True
                for mask, side, k in need:
                    got = (
                        (mask >> x & 1) + (mask >> y & 1)
                        if side < 0
                        else mask >> (x if side == 0 else y) & 1
                    )
                    if got != k:
                        ok = False
                        break
                if ok:
                    out.append((x, y))
        return out

    def count(self, triple: tuple[int, ...]) -> int:
        """Ways to lay the constrained screens given ``triple`` (unconstrained ones and the
        informant cards take the rest in a number of ways that is the same for all)."""
        pool = [c for c in self.unseen if c not in triple]
        seats = self.bound
        ways: dict[int, int] = {0: 1}
        for t in seats:
            options = [(1 << x) | (1 << y) for x, y in self.pairs(t, triple, pool)]
            nxt: dict[int, int] = {}
            for used, w in ways.items():
                for bits in options:
                    if not used & bits:
                        nxt[used | bits] = nxt.get(used | bits, 0) + w
            ways = nxt
            if not ways:
                return 0
        return sum(ways.values())


def casebook(st: State, seat: int) -> dict[tuple[int, int, int], int]:
    """The exact posterior over ``seat``'s own mystery: candidate (person, location, weapon)
    -> weight (the number of consistent worlds, up to one factor common to all)."""
    if st.phase == 0:
        return {}
    problem = _Problem(st, seat)
    out: dict[tuple[int, int, int], int] = {}
    for triple in problem.triples:
        w = problem.count(triple)
        if w:
            out[(triple[0], triple[1], triple[2])] = w
    return out


def casebook_view(st: State, seat: int) -> dict[str, Any]:
    """The casebook as plain data for a client: candidates with probabilities, and each card's
    chance of being in the mystery."""
    book = casebook(st, seat)
    total = sum(book.values())
    cards: dict[str, float] = {}
    rows = []
    for (p, loc, w), weight in sorted(book.items(), key=lambda kv: -kv[1]):
        prob = weight / total
        rows.append(
            {"person": CARD_IDS[p], "location": CARD_IDS[loc], "weapon": CARD_IDS[w], "p": prob}
        )
        for c in (p, loc, w):
            cards[CARD_IDS[c]] = cards.get(CARD_IDS[c], 0.0) + prob
    return {"seat": seat, "candidates": rows, "cards": dict(sorted(cards.items()))}


def casebook_panel(st: State, seat: int, top: int = 30) -> dict[str, Any]:
    """The contract's ``casebook`` (a player's casebook panel): the ``top`` likeliest
    candidates for ``seat``'s own mystery, their number and each card's chance, from what
    ``seat`` has seen alone. Before the mysteries are dealt there is nothing to deduce."""
    if st.phase == 0:
        return {"seat": seat, "count": 0, "candidates": [], "cards": {}}
    data = casebook_view(st, seat)
    rows = data["candidates"]
    return {"seat": seat, "count": len(rows), "candidates": rows[:top], "cards": data["cards"]}


# -- determinize ---------------------------------------------------------------------------
def determinize(st: State, seat: int, rng: Random) -> State:
    """A world ``seat`` cannot tell from ``st``, drawn from its exact posterior: its mystery
    from the casebook, the other screens among the layouts that keep every answer it heard
    true, the informant cards it did not see shuffled (who looked at which letter stays)."""
    w = st.clone()
    if st.phase == 0:
        deal(w, seat, rng)
        return w
    problem = _Problem(st, seat)
    book = casebook(st, seat)
    triples = list(book)
    pick = rng.random() * sum(book.values())
    triple = triples[-1]
    for cand in triples:
        pick -= book[cand]
        if pick < 0:
            triple = cand
            break
    pool = [c for c in problem.unseen if c not in triple]
    screens = _sample_screens(problem, triple, pool, rng)
    w.mystery[seat] = sorted(triple)
    for t, pair in screens.items():
        w.screen[t] = list(pair)
    used = {c for pair in screens.values() for c in pair}
    rest = [c for c in pool if c not in used]
    shuffle(rest, rng)
    free = [t for t in problem.others if t not in screens]
    for t in free:
        w.screen[t] = [rest.pop(), rest.pop()]
    for i in range(len(w.informant)):
        if not st.peeked[seat] >> i & 1:
            w.informant[i] = rest.pop()
    # the seat that chose this mystery gave it from its 5 cards: its hand follows
    for s in range(st.n):
        w.chosen[s] = w.mystery[(s + 1) % st.n][:]
        w.hand[s] = sorted(w.chosen[s] + w.screen[s])
    # top-secret answers this seat never saw are answered again in this world (they tell it
    # nothing; the world keeps every answer true)
    for i, q in enumerate(w.questions):
        if q.secret and seat not in (q.asker, q.to):
            w.questions[i] = msgspec.structs.replace(q, answer=R.answer(w, q.to, q.subject, q.side))
    return w


def deal(w: State, seat: int, rng: Random) -> None:
    """Set-up: redeal every hand but ``seat``'s as the real deal would given it, and redraw
    the mysteries the others already chose (uniformly from their new hands)."""
    R.deal(w, rng, keep=seat)
    for s in range(w.n):
        if s != seat and w.chosen[s]:
            options = R._choices(w, s)
            c = options[int(rng.random() * len(options))]
            w.chosen[s] = sorted(CARD_INDEX[x] for x in (c.person, c.location, c.weapon))


def _sample_screens(
    problem: _Problem, triple: tuple[int, ...], pool: list[int], rng: Random
) -> dict[int, tuple[int, int]]:
    """Screens for the constrained seats, uniformly among the consistent layouts."""
    seats = problem.bound
    options = [problem.pairs(t, triple, pool) for t in seats]
    memo: dict[tuple[int, int], int] = {}

    def ways(i: int, used: int) -> int:
        if i == len(seats):
            return 1
        key = (i, used)
        if key not in memo:
            memo[key] = sum(
                ways(i + 1, used | (1 << x) | (1 << y))
                for x, y in options[i]
                if not used >> x & 1 and not used >> y & 1
            )
        return memo[key]

    out: dict[int, tuple[int, int]] = {}
    used = 0
    for i, t in enumerate(seats):
        total = ways(i, used)
        pick = rng.random() * total
        chosen = None
        for x, y in options[i]:
            if used >> x & 1 or used >> y & 1:
                continue
            chosen = (x, y)
            pick -= ways(i + 1, used | (1 << x) | (1 << y))
            if pick < 0:
                break
        if chosen is None:  # cannot happen for a real state: its own layout is one
            raise AssertionError("no screen layout keeps the answers true")
        out[t] = chosen
        used |= (1 << chosen[0]) | (1 << chosen[1])
    return out


# -- text ------------------------------------------------------------------------------------
def describe(st: State, action: Any) -> str:
    kind = type(action)
    if kind is A.Choose:
        return f"give {action.person}, {action.location} and {action.weapon} to your left neighbour"
    if kind is A.TakeGlass:
        return f"take a magnifying glass from seat {action.frm}"
    if kind is A.Question:
        side = f", counting your {action.side} screen card" if action.side else ""
        secret = " (top secret)" if action.secret else ""
        return f"ask seat {action.to}: how many {action.subject} cards do you see{side}?{secret}"
    if kind is A.Consult:
        return f"look at Secret Informant card {action.letter}"
    return f"accuse: {action.person} in the {action.location} with the {action.weapon}"


def why_illegal(st: State, seat: int, action: Any) -> str:
    """One line: why ``action`` is not legal for ``seat`` now, and what is."""
    kind = type(action)
    if st.phase == 0:
        if st.chosen[seat]:
            return "you have chosen your left neighbour's mystery; wait for the others"
        if kind is not A.Choose:
            return "first choose the mystery you give your left neighbour: a person, a location and a weapon of your 5 cards"
        hand = ", ".join(_names(st.hand[seat]))
        return f"choose a person, a location and a weapon among your 5 cards ({hand})"
    if seat != st.cur:
        return f"it is seat {st.cur}'s turn"
    if st.take:
        holders = ", ".join(str(t) for t in range(st.n) if t != seat and st.glasses[t])
        return f"the supply is empty: take a magnifying glass from a player who has one (seat {holders})"
    if kind is A.Choose:
        return "the mysteries are chosen already"
    if kind is A.TakeGlass:
        return "you take a glass only at the start of your turn, with none and an empty supply"
    if kind is A.Question:
        t = action.to
        if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < st.n or t == seat:
            return f"ask another seat (0-{st.n - 1}), not yourself"
        allowed = [SUBJECTS[i] for i in R.subjects(st)]
        if action.subject not in SUBJECT_INDEX or action.subject not in allowed:
            return (
                f"no subject {action.subject!r} in this game; suits: "
                f"{', '.join(SUITS[: st.suits])}; categories: {', '.join(CATEGORIES)}"
            )
        if st.n == 2 and action.side not in R.SIDES:
            return "in the 2-player game a question names the left or the right screen card (T5)"
        if st.n > 2 and action.side is not None:
            return "only the 2-player game names a side"
        if action.secret:
            if not st.top_secret:
                return "top-secret questions are a variant (option top_secret), not on here"
            return "you have used your top-secret token"
        return "not a question you can ask now"
    if kind is A.Consult:
        if not st.informant:
            return "there is no Secret Informant at 6 players"
        return f"no informant card {action.letter!r}; letters: {', '.join(LETTERS[: len(st.informant)])}"
    names = (action.person, action.location, action.weapon)
    for name, g in zip(names, range(3), strict=True):
        if name not in CARD_INDEX or CARD_INDEX[name] >= 3 * st.suits:
            return f"{name!r} is no card in this game"
        if GROUP[CARD_INDEX[name]] != g:
            return f"{name!r} is not a {('person', 'location', 'weapon')[g]}"
    seen = [n for n in names if CARD_INDEX[n] in R.visible_to(st, seat)]
    return f"you can see {', '.join(seen)}: an accusation may not name a card you can see (T4)"
