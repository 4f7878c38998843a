"""Holmes bot knowledge: ``heuristic(state, seat)``, seat's projected final margin.

The estimate reads only what ``seat`` may know (``views.view`` shows the same facts):

- its own area, its own hidden clues, both reserved clues, the opponent's face-up area;
- of the opponent's hidden clues, their number, and the type of those ``seat`` has seen and
  still knows the place of (``know[c]`` holds both of seat's bits, e.g. a clue Irene stole
  from seat); the rest count as expectations over the clues ``seat`` cannot place;
- investigation markers, the line, the day and the moves left.

It never reads the deck order, the opponent's unseen hidden clues or unseen discards, so it
gives the same value in every world ``determinize`` can make for ``seat``.

The model. Each clue type is a race for the majority: the lead ``d`` (own count minus the
opponent's expected count, jokers included) moves until the end as both players take some of
the clues still in play (deck, line, discard). The final lead is taken as normal around the
current one, its spread growing with the clues left and the moves left, so a lead of 1 with
many clues to come is worth little and a lead that cannot be caught is worth the type's full
value. The type then scores ``P(win) * (value - their count) - P(lose) * (value - my count)``.
Map fragments use the exact expectation of the fragment table over the fragments still to
come; unassigned jokers count on their best row (kosmos: -1 each) or -3 with no row;
a reserved clue counts as a likely clue minus the -3 risk; markers are worth up to ~0.6 point
each while there are moves to spend them (nothing at the end but the tie-break). Finally the
opponent's best next grab, a clue from the line or (Irene Adler on the board) a steal from
seat's face-up clues, is a threat, half counted. A finished game gets its exact margin.
The weights (``Params``) were tuned in greedy-vs-greedy matches (see the report of
``benchmarks/bots_holmes.py``); the model, not the weights, does most of the work.
"""

from __future__ import annotations

from math import erf, sqrt

from afoot.games.holmes.data import (
    DAYS,
    IRENE,
    JOKER,
    MAP,
    MAP_POINTS,
    NUMBERED,
    PAWNS,
    SET_BONUS,
    TYPE,
    TYPE_COUNT,
    VALUE,
)
from afoot.games.holmes.rules import FinalJokers, score
from afoot.games.holmes.state import State

KOSMOS = 1
TOTAL_MOVES = 2 * PAWNS * DAYS
_RS2 = 0.7071067811865476
_NUM = range(NUMBERED)
_N_MAP = TYPE_COUNT[MAP]
_N_JOKER = TYPE_COUNT[JOKER]
_BONUS_MAX = 5  # types of at most this many cards may still be completed


class Params:
    """Tunable weights of the heuristic (the defaults are the measured best)."""

    __slots__ = (
        "base_var",
        "irene",
        "marker_cap_per_move",
        "marker_early",
        "marker_full_moves",
        "rho",
        "threat",
        "tie_break",
    )

    def __init__(
        self,
        rho: float = 0.9,
        base_var: float = 0.6,
        marker_early: float = 0.6,
        marker_full_moves: float = 9.0,
        marker_cap_per_move: float = 2.0,
        threat: float = 0.5,
        tie_break: float = 0.01,
        irene: float = 1.0,
    ) -> None:
        #: clues taken per move, on average (both players)
        self.rho = rho
        #: extra variance of a type's final lead at the start (steals, villains), fading out
        self.base_var = base_var
        #: value of one investigation marker while many moves are left
        self.marker_early = marker_early
        #: moves left (own) from which a marker is worth ``marker_early``; less below
        self.marker_full_moves = marker_full_moves
        #: markers beyond this many per own move left are worth nothing
        self.marker_cap_per_move = marker_cap_per_move
        #: weight of the best clue the opponent can take from the line next
        self.threat = threat
        #: value of a marker at the end (H11 tie-break)
        self.tie_break = tie_break
        #: weight of the opponent's best Irene Adler steal among the threats
        self.irene = irene


DEFAULT = Params()


def _phi(x: float) -> float:
    return 0.5 + 0.5 * erf(x * _RS2)


_MAP_CACHE: dict[tuple[float, int, float], float] = {}


def _map_value(have: float, pool: int, p: float) -> float:
    """Expected fragment points of a player holding ``have`` who gets each of ``pool`` more
    fragments with probability ``p`` (``have`` may be fractional: expected hidden ones)."""
    key = (have, pool, p)
    hit = _MAP_CACHE.get(key)
    if hit is not None:
        return hit
    base = int(have)
    frac = have - base
    # distribution of the fragments to come: binomial(pool, p)
    dist = [1.0]
    for _ in range(pool):
        nxt = [0.0] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1.0 - p)
            nxt[k + 1] += q * p
        dist = nxt
    total = 0.0
    for k, q in enumerate(dist):
        n = base + k
        lo: float = MAP_POINTS[n if n <= _N_MAP else _N_MAP]
        if frac:
            n1 = n + 1
            hi = MAP_POINTS[n1 if n1 <= _N_MAP else _N_MAP]
            lo = lo + frac * (hi - lo)
        total += q * lo
    if len(_MAP_CACHE) > 50_000:
        _MAP_CACHE.clear()
    _MAP_CACHE[key] = total
    return total


def heuristic(st: State, seat: int, p: Params = DEFAULT) -> float:
    """Seat's projected final margin (own points minus the opponent's), from seat's knowledge."""
    me = seat
    op = 1 - seat
    if st.over:
        points = score(st)[0]
        return points[me] - points[op] + p.tie_break * (st.tokens[me] - st.tokens[op])
    bits = (1 << me) | (4 << me)
    know = st.know
    # what seat can place: every card whose type and whereabouts it knows
    known = [0] * (MAP + 1)
    for c, k in enumerate(know):
        if k & bits == bits:
            known[TYPE[c]] += 1
    a_me, a_op = st.area[me], st.area[op]
    j_me, j_op = st.jrow[me], st.jrow[op]
    # own counts (hidden clues included: they join their rows at the end)
    m_real = [len(a_me[t]) for t in range(MAP + 1)]
    for c in st.hidden[me]:
        m_real[TYPE[c]] += 1
    # the opponent's: face up, hidden ones seat knows, and the unknown rest
    o_real: list[float] = [float(len(a_op[t])) for t in range(MAP + 1)]
    ku = 0
    for c in st.hidden[op]:
        if know[c] & bits == bits:
            o_real[TYPE[c]] += 1.0
        else:
            ku += 1
    # the clues seat cannot place, of the types a hidden clue can be (no jokers: H8)
    unk = [TYPE_COUNT[t] - known[t] for t in range(MAP + 1)]
    unk[JOKER] = 0
    n_unk = sum(unk)
    share = [u / n_unk for u in unk] if n_unk > 0 else [0.0] * (MAP + 1)
    if ku:
        for t in range(MAP + 1):
            o_real[t] += ku * share[t]
    resv = [0] * (MAP + 1)
    for s in (0, 1):
        r = st.reserved[s]
        if r >= 0:
            resv[TYPE[r]] += 1
    # the clues still in play (deck, line, discard), by type
    pool = [0.0] * (MAP + 1)
    total_pool = 0.0
    for t in range(MAP + 1):
        if t == JOKER:
            continue
        x = TYPE_COUNT[t] - m_real[t] - o_real[t] - resv[t]
        if x < 0.0:
            x = 0.0
        pool[t] = x
        total_pool += x
    jokers_held = len(a_me[JOKER]) + len(a_op[JOKER])
    jokers_held += sum(1 for x in j_me if x >= 0) + sum(1 for x in j_op if x >= 0)
    jokers_held += resv[JOKER]
    total_pool += max(0, _N_JOKER - jokers_held)
    # moves left and who takes what is left
    if st.last_turn or st.over:
        mv_me = mv_op = 0
    else:
        rest = (DAYS - st.day) * PAWNS
        mv_me = st.moves_left[me] + rest
        mv_op = st.moves_left[op] + rest
    mv = mv_me + mv_op
    tau = mv / TOTAL_MOVES
    if mv and total_pool > 0:
        alpha = p.rho * mv / total_pool
        if alpha > 0.9:
            alpha = 0.9
        q_me = alpha * mv_me / mv
        q_op = alpha * mv_op / mv
    else:
        q_me = q_op = 0.0
    var_q = q_me * (1.0 - q_me) + q_op * (1.0 - q_op)
    var0 = 1e-4 + p.base_var * tau

    def race(t: int, m: float, o: float) -> float:
        """Margin expected from type ``t`` with counts ``m`` (seat) and ``o`` (opponent)."""
        r = pool[t]
        v = VALUE[t]
        sh = share[t]
        mean = m - o + r * (q_me - q_op)
        sd = sqrt(var0 + r * var_q + ku * sh * (1.0 - sh))
        win = _phi((mean - 0.5) / sd)
        lose = _phi((-mean - 0.5) / sd)
        return win * (v - o - r * q_op) - lose * (v - m - r * q_me)

    m_cnt = [m_real[t] + (j_me[t] >= 0) for t in _NUM]
    o_cnt = [o_real[t] + (j_op[t] >= 0) for t in _NUM]
    ev = [race(t, m_cnt[t], o_cnt[t]) for t in _NUM]
    total = sum(ev)
    # complete sets (+3): held ones; of the rest only the small types are within reach
    for t in _NUM:
        n = TYPE_COUNT[t]
        if m_real[t] == n:
            total += SET_BONUS
        elif o_real[t] >= n - 1e-9:
            total -= SET_BONUS
        elif mv and n <= _BONUS_MAX:
            miss_me = n - m_real[t]
            if o_real[t] < 1e-9 and miss_me <= 3:
                total += SET_BONUS * (1.0 - share[t]) ** ku * q_me**miss_me
            miss_op = n - o_real[t]
            if m_real[t] == 0 and miss_op <= 3.0:
                total -= SET_BONUS * q_op**miss_op
    # map fragments
    n_pool = round(pool[MAP])
    map_me = _map_value(m_real[MAP], n_pool, q_me)
    map_op = _map_value(o_real[MAP], n_pool, q_op)
    total += map_me - map_op
    kos = st.edition == KOSMOS
    if kos:
        total -= st.late_jokers[me] - st.late_jokers[op]
    # unassigned jokers: on their best rows at the end (kosmos -1 each), or -3; once a
    # player's last chance to assign them has passed, -3
    if st.last_turn:
        stack = st.stack
        can_me = FinalJokers(me) in stack
        can_op = FinalJokers(op) in stack
    else:
        can_me = can_op = True
    free = len(a_me[JOKER])
    if free and not can_me:
        total -= 3.0 * free
    elif free:
        gains = sorted(
            (race(t, m_cnt[t] + 1, o_cnt[t]) - ev[t] for t in _NUM if m_real[t] and j_me[t] < 0),
            reverse=True,
        )
        for i in range(free):
            if i < len(gains):
                total += gains[i] - (1.0 if kos else 0.0)
            else:
                total -= 3.0 if mv_me == 0 else 2.0
    free = len(a_op[JOKER])
    if free and not can_op:
        total += 3.0 * free
    elif free:
        losses = sorted(
            (ev[t] - race(t, m_cnt[t], o_cnt[t] + 1) for t in _NUM if o_real[t] and j_op[t] < 0),
            reverse=True,
        )
        for i in range(free):
            if i < len(losses):
                total -= losses[i] - (1.0 if kos else 0.0)
            else:
                total += 3.0 if mv_op == 0 else 2.0
    # reserved clues: likely taken while moves are left, else -3
    r = st.reserved[me]
    if r >= 0:
        q = 0.0 if mv_me == 0 else (0.6 if mv_me == 1 else 0.9)
        t = TYPE[r]
        gain = race(t, m_cnt[t] + 1, o_cnt[t]) - ev[t] if t < NUMBERED else 1.0
        total += q * gain - (1.0 - q) * 3.0
    r = st.reserved[op]
    if r >= 0:
        q = 0.0 if mv_op == 0 else (0.6 if mv_op == 1 else 0.9)
        t = TYPE[r]
        loss = ev[t] - race(t, m_cnt[t], o_cnt[t] + 1) if t < NUMBERED else 1.0
        total -= q * loss - (1.0 - q) * 3.0
    # investigation markers: they buy clues while moves are left; then only break ties
    tok_me, tok_op = st.tokens[me], st.tokens[op]
    total += p.tie_break * (tok_me - tok_op)
    w_op = 0.0
    if mv_me:
        w = p.marker_early * min(1.0, mv_me / p.marker_full_moves)
        total += w * min(tok_me, p.marker_cap_per_move * mv_me)
    if mv_op:
        w_op = p.marker_early * min(1.0, mv_op / p.marker_full_moves)
        total -= w_op * min(tok_op, p.marker_cap_per_move * mv_op)
    # the best clue the opponent can take from the line on their next move
    if p.threat and mv_op and tok_op >= 1:
        worst = 0.0
        for c in st.line:
            if c < 0:
                continue
            t = TYPE[c]
            if t < NUMBERED:
                loss = ev[t] - race(t, m_cnt[t], o_cnt[t] + 1)
            elif t == MAP:
                loss = _map_value(o_real[MAP] + 1, max(0, n_pool - 1), q_op) - map_op
            else:
                loss = 1.0
            if loss > worst:
                worst = loss
        if p.irene and st.face[IRENE] == 1 and IRENE not in st.mk[op] and tok_op >= st.day:
            # Irene: the opponent steals a face-up clue of seat's into their hidden clues
            price = w_op * st.day
            for t in _NUM:
                if a_me[t]:
                    loss = p.irene * (ev[t] - race(t, m_cnt[t] - 1, o_cnt[t] + 1)) - price
                    if loss > worst:
                        worst = loss
            if a_me[MAP]:  # a map fragment too (H20)
                n = m_real[MAP]
                loss = map_me - _map_value(n - 1, n_pool, q_me)
                loss += _map_value(o_real[MAP] + 1, n_pool, q_op) - map_op
                loss = p.irene * loss - price
                if loss > worst:
                    worst = loss
        total -= p.threat * worst
    return total


#: spread (points) of the final margin around the heuristic's projection, at the end and at
#: the start of the game; tuned against greedy (see benchmarks/strength.py)
SPREAD_END = 1.5
SPREAD_START = 6.0


def evaluate(st: State, seat: int) -> tuple[float, float]:
    """Each seat's chance to win, for tree search: the heuristic's projected margin for
    ``seat`` turned into a win probability, the margin's spread shrinking as moves run out.
    Read from a world (a determinization), it sees only what ``seat`` would."""
    if st.over:
        points = score(st)[0]
        d = points[0] - points[1]
        if d == 0:
            d = st.tokens[0] - st.tokens[1]  # H11 tie-break
        p0 = 1.0 if d > 0 else (0.0 if d < 0 else 0.5)
        return (p0, 1.0 - p0)
    margin = heuristic(st, seat)
    left = (DAYS - st.day) * PAWNS + st.moves_left[0] + st.moves_left[1]
    tau = left / TOTAL_MOVES if not st.last_turn else 0.0
    spread = SPREAD_END + (SPREAD_START - SPREAD_END) * tau
    p = _phi(margin / spread)
    return (p, 1.0 - p) if seat == 0 else (1.0 - p, p)
