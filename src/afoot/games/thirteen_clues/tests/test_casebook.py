"""The casebook (``views.casebook``) against a brute force, and ``determinize`` against it.

The brute force lays, for a seat, every one of its unseen cards: its mystery (one of each
group, none of its own wrong accusations), then the other seats' screens (ordered left /
right) one seat at a time, checking on the candidate world with ``rules.answer`` every
question the seat can see that this seat answered (public, or top secret where the seat
asked or answered) and that every accusation this seat made named no card it can see (T4,
``rules.visible_to``). A seat that answered nothing it can see and made no accusation
constrains nothing: such seats and the informant cards the seat did not look at take the
cards left in ``perm(left, places)`` ways, a factor the brute force multiplies in (it is the
same for every mystery). The counts per mystery must be proportional to the casebook's
weights; the true mystery always has a positive weight.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any

from afoot.games.thirteen_clues import actions as A
from afoot.games.thirteen_clues import rules as R
from afoot.games.thirteen_clues import views
from afoot.games.thirteen_clues.data import GROUP, SUBJECT_MASK
from afoot.games.thirteen_clues.state import State
from afoot.sim import derive_seed


def random_history(index: int, players: int, top_secret: bool) -> State:
    """A random game in its play phase, stopped at a random point before it ends.

    Each action is a random kind (question, consult, accusation) then a random action of it,
    so the histories hold many questions, some consults and some wrong accusations."""
    rng = random.Random(derive_seed("thirteen-clues-casebook", index, players, top_secret))
    st = R.setup(players, {"top_secret": top_secret}, rng)
    while st.phase == 0:
        seat = min(R.to_act(st))
        choices = R.legal(st, seat)
        R.apply(st, seat, rng.choice(choices), rng, None)
    stop = rng.randrange(0, 45)
    for _ in range(stop):
        seat = st.cur
        legal = R.legal(st, seat)
        kinds: dict[type, list[Any]] = {}
        for a in legal:
            kinds.setdefault(type(a), []).append(a)
        pick = rng.choice(sorted(kinds, key=lambda k: k.__name__))
        if pick is A.Accuse and rng.random() < 0.6:
            pick = A.Question if A.Question in kinds else pick
        action = rng.choice(kinds[pick])
        before = st.clone()
        R.apply(st, seat, action, rng, None)
        if st.over:
            return before
    return st


def brute_force(st: State, seat: int, budget: float | None = None) -> dict[tuple[int, ...], int]:
    """Per mystery triple (person, location, weapon), the number of full consistent worlds
    (see the module docstring); ``budget`` seconds at most (TimeoutError past it)."""
    start = time.perf_counter()
    n = st.n
    seen = R.visible_to(st, seat)
    seen |= {st.informant[i] for i in range(len(st.informant)) if st.peeked[seat] >> i & 1}
    unseen = [c for c in R.in_play(st) if c not in seen]
    groups = [[c for c in unseen if GROUP[c] == g] for g in range(3)]
    wrong = {tuple(sorted(a[1:4])) for a in st.accusations if a[0] == seat and not a[4]}
    visible_q = [
        q for q in st.questions if not q[5] or seat in (q[0], q[1])
    ]  # the questions the seat can see
    answered: dict[int, list[list[int]]] = {}
    for q in visible_q:
        answered.setdefault(q[1], []).append(q)
    accused: dict[int, list[list[int]]] = {}
    for a in st.accusations:
        accused.setdefault(a[0], []).append(a)
    others = [t for t in range(n) if t != seat]
    bound = [t for t in others if t in answered or t in accused]
    hidden_letters = sum(1 for i in range(len(st.informant)) if not st.peeked[seat] >> i & 1)
    free_places = 2 * (len(others) - len(bound)) + hidden_letters
    w = st.clone()

    # ``rules.answer`` on the world, memoised: an answer counts the cards of its subject the
    # answerer sees, so it is a function of the subject's cards in the seat's mystery and in
    # the answerer's screen (side) -- the first world with those computes it
    memo_answer: dict[tuple[int, int, int, int], int] = {}
    checks = {
        t: [(qi, q, SUBJECT_MASK[q[2]]) for qi, q in enumerate(answered.get(t, []))] for t in bound
    }

    def ok(t: int, mine: int, x: int, y: int) -> bool:
        """``t``'s answers and accusations hold with screen (x, y) (set on ``w``)."""
        for qi, q, mask in checks[t]:
            seen = (1 << x | 1 << y) if q[3] < 0 else 1 << (x, y)[q[3]]
            key = (t, qi, mine & mask, seen & mask)
            got = memo_answer.get(key)
            if got is None:
                got = memo_answer[key] = R.answer(w, t, q[2], q[3])
            if got != q[4]:
                return False
        if t not in accused:
            return True
        vis = R.visible_to(w, t)
        return all(not any(c in vis for c in a[1:4]) for a in accused[t])

    # a question naming no side (3+ players) counts both screen cards: a seat's screen
    # checks the same either way round, so each unordered pair is checked once and counted
    # for both orders
    sided = any(q[3] >= 0 for q in visible_q)

    def count_(pool: list[int]) -> int:
        """Layouts of the bound seats' screens from ``pool`` (then the free places): each
        seat's valid ordered pairs are checked on the world, then laid disjointly (counted
        with a memo on the cards used: the same sum as laying them one by one)."""
        valid = []
        mine = sum(1 << c for c in w.mystery[seat])
        for t in bound:
            pairs = []
            for i, x in enumerate(pool):
                for y in pool if sided else pool[i + 1 :]:
                    if x != y:
                        w.screen[t] = [x, y]
                        if ok(t, mine, x, y):
                            pairs.append((1 << x) | (1 << y))
                            if not sided:
                                pairs.append((1 << x) | (1 << y))
            if not pairs:
                return 0
            valid.append(pairs)
        if budget is not None and time.perf_counter() - start > budget:
            raise TimeoutError
        memo: dict[tuple[int, int], int] = {}

        def lay(i: int, used: int) -> int:
            if i == len(bound):
                return 1
            key = (i, used)
            if key not in memo:
                memo[key] = sum(lay(i + 1, used | b) for b in valid[i] if not used & b)
            return memo[key]

        left = len(pool) - 2 * len(bound)
        return lay(0, 0) * math.perm(left, free_places)

    out: dict[tuple[int, ...], int] = {}
    for p in groups[0]:
        for loc in groups[1]:
            for wp in groups[2]:
                triple = (p, loc, wp)
                if st.over and sorted(triple) != sorted(st.mystery[seat]):
                    continue  # the mysteries are turned over at the end
                if tuple(sorted(triple)) in wrong:
                    continue
                w.mystery[seat] = sorted(triple)
                # the seat's own questions answered by itself and its own accusations
                # constrain nothing it does not see; the others' are checked in ``lay``
                count = count_([c for c in unseen if c not in triple])
                if count:
                    out[triple] = count
    return out


def proportional(a: Mapping[Any, int], b: Mapping[Any, int]) -> bool:
    if set(a) != set(b):
        return False
    if not a:
        return True
    k0 = next(iter(a))
    return all(a[k] * b[k0] == b[k] * a[k0] for k in a)


def _truth(st: State, seat: int) -> tuple[int, ...]:
    return tuple(sorted(st.mystery[seat], key=lambda c: GROUP[c]))


def test_casebook_equals_the_brute_force_at_3_and_4_players() -> None:
    histories = seats = secret_seen = accusations = 0
    sizes = set()
    for index in range(520):
        players = 3 + index % 2
        top_secret = index % 4 >= 2
        st = random_history(index, players, top_secret)
        histories += 1
        secret_seen += any(q[5] for q in st.questions)
        accusations += bool(st.accusations)
        for seat in range(players):
            book = views.casebook(st, seat)
            truth = brute_force(st, seat)
            assert proportional(book, truth), (index, seat, book, truth)
            assert book[(_truth(st, seat))] > 0  # type: ignore[index]
            sizes.add(len(book))
            seats += 1
    assert histories >= 500 and seats >= 1500
    assert secret_seen >= 50 and accusations >= 200
    assert 1 in sizes and max(sizes) >= 40


def test_casebook_equals_the_brute_force_at_5_and_6_players() -> None:
    """Exact at any count: a few 5-6 player histories (late ones: the brute force is fast
    when the answers bind every screen), each within a time budget."""
    checked = 0
    start = time.perf_counter()
    for index in range(400):
        if checked >= 12 or time.perf_counter() - start > 6:
            break
        players = 5 + index % 2
        st = random_history(1000 + index, players, index % 3 == 0)
        if len(st.questions) < 12:
            continue
        seat = index % players
        try:
            truth = brute_force(st, seat, budget=0.5)
        except TimeoutError:
            continue
        assert proportional(views.casebook(st, seat), truth), (index, seat)
        checked += 1
    assert checked >= 4


def test_determinize_draws_only_worlds_of_positive_weight() -> None:
    rng = random.Random(7)
    for index in range(40):
        players = 3 + index % 4
        st = random_history(2000 + index, players, index % 2 == 1)
        for seat in range(players):
            book = views.casebook(st, seat)
            for _ in range(3):
                w = views.determinize(st, seat, rng)
                R.check_invariants(w)
                assert views.view(w, seat) == views.view(st, seat)
                assert book.get(_truth(w, seat), 0) > 0  # type: ignore[arg-type]
                for u, a in ((a[0], a) for a in w.accusations):  # T4 holds in the world
                    assert not R.visible_to(w, u) & set(a[1:4]), (index, seat, a)
