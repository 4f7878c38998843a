"""The ``rules`` bot for Holmes: written priorities over what its seat may know.

It reads ``game.view(seat)`` and ``game.legal_actions(seat)`` only (never the state), so the
same view and seed give the same choice; exact ties go to its own ``random.Random(seed)``
(in a fixed order of the tied actions). It searches nothing: no move is tried on a copy of the
game; every option is priced by the rules below, in points of final margin.

How a card is priced (``Know``, a snapshot of the view):

- Every clue type is a race for the majority (H10). The lead (own count minus the opponent's,
  jokers included, unassigned ones on their best rows; the opponent's unseen hidden clues at
  their expectation over the cards the seat cannot place) and the cards of the type still in
  play give the chance that the majority holds, the spread growing with the moves left. A type
  **locked** (a lead the cards left cannot overturn) or **lost** is worth only the 1 point each
  card still moves; an **open** type is worth its value times how far one card moves that
  chance. So a clue that turns a tie into a lead in a high type is dear, one more clue of a
  won type cheap.
- A complete set (+3) counts while it is within reach (the other side holds none of the type
  and at most 3 are missing); map fragments by the -1/+1/+3/+6/+10 table over those to come.
- A clue taken from the line also denies it: its price adds ``DENY`` (half) of what it would
  give the opponent.
- An investigation marker is worth ``MARKER`` points until the last two own moves, then less,
  and nothing once the bot has no move left (the H11 tie-break only); markers beyond
  ``MARKER_CAP`` per own move left are worth nothing.

The priorities, in order. Decisions that are not visits are settled by the first rule that
covers them; a visit is priced by rules 4-8, and among the visits priced within ``TIE`` of
the best one the visit serving the higher rule is chosen.

1. **Forced moves**: a single legal action is played without looking further.
2. **Game end and jokers** (H9, H10): at the end every unassigned joker goes onto the row where
   it scores most (always better than -3). During play devir keeps a joker unassigned (at the
   end it is assigned for free, onto the row that is best then) and declines putting a new clue
   on it; kosmos puts it on its best row at once (an end assignment costs 1) and reveals a
   hidden clue onto an unassigned joker when that row is about as good as the best one.
3. **Villains** (H15): Moriarty: discard the visible card that costs least, or return 2
   markers when they cost less; Razzia: discard the cheapest visible card; Moran / Gala-Diner:
   lay down the marker standing on the character least worth visiting today.
4. **Win type majorities**: visit the character that buys the most clue value for its price:
   Watson (1 marker, 1 clue), Lestrade (3, 2 clues), Gregson (2 per clue, as many as pay),
   Von Kramm (free, less the hidden clue the opponent may then buy for 1), kosmos Porky
   (discard one, then one clue for 2), kosmos Violet Hunter (the discard pile's top for 2),
   devir Violet Hunter (swap a cheap face-up card, e.g. of a locked or lost type, for a dear
   line clue), Langdale Pike (1 to 3 draws, 1 each: the expected best, kept hidden) and Madame
   Ziba (the expected best of 3, less what the opponent keeps of the rest). On the last day the
   reserved clue (H14) is taken at the first chance (it would cost 3); before, it is priced at
   its gain and half the 3.
5. **Block**: the deny half of every price makes a clue that would give the opponent a
   majority or complete their set dear; devir Porky discards the line clues whose denial,
   less what they were worth to the bot, beats a random refill; with the reservation card
   (H14) the bot reserves, after its own move, a clue whose denial and later use pay for
   passing the card on (``RESERVE_COST``), if it has 3 or more moves and a marker left.
6. **Early cheap Irene Adler**: a steal costs the day's number of markers (H12); on days 1-3 a
   steal that moves a race by a point or more earns ``IRENE_EARLY``; later it must pay its
   price on its own. It takes the opponent's face-up clue or map fragment (H20) whose loss
   hurts them and whose gain helps the bot most; stolen clues are hidden (H8).
7. **Bank markers** when nothing above pays more: Wiggins (+5), Mrs. Hudson (+3), Toby (+1 per
   type, H19), Billy (a face-up clue, best one of a locked or lost type, for its value minus
   the day, H12), each marker at the marker price (so never on the last move).
8. Otherwise the visit with the best price. A marker moves off the character the bot would
   most like to visit again today (leaving it frees it for a later move).

Within an ability the same prices decide: which clue to take, how many (Gregson, Pike, devir
Porky), which to keep (Pike: the best; Madame Ziba: the best after what the opponent keeps of
the rest; the opponent's share: the best), what to steal, discard or swap, whether to buy the
opponent's Von Kramm clue, Violet Hunter's discard pile top or Madame Ziba's draw; an ability
whose cost buys less than it costs is declined. Alternative start (H16): keep the character
ranked higher in ``START_ORDER`` (free clues and markers first; Irene for cheap early steals).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import erf, sqrt
from typing import Any

from afoot.engine.game import Game
from afoot.games.holmes import actions as A
from afoot.games.holmes.data import (
    CHAR_INDEX,
    DAYS,
    JOKER,
    MAP,
    MAP_POINTS,
    NTYPES,
    NUMBERED,
    PAWNS,
    RESERVED_PENALTY,
    SET_BONUS,
    TYPE_COUNT,
    TYPE_IDS,
    TYPE_INDEX,
    VALUE,
)

__all__ = ["RuleBot"]

# -- the rule constants (tuned against greedy; see README.md) -----------------------------
#: points one investigation marker is worth while many own moves are left
MARKER = 0.8
#: own moves left from which a marker is worth MARKER (less below, linearly)
MARKER_FULL = 2
#: markers beyond this many per own move left are worth nothing
MARKER_CAP = 4.0
#: share of the opponent's gain a clue taken from the line denies
DENY = 0.5
#: clues taken per move, both players (the pace at which the cards still to come go)
PACE = 0.9
#: extra variance of a race early on (steals, villains), fading out
BASE_VAR = 0.6
#: bonus for an Irene Adler steal on days 2-3 (cheap and early)
IRENE_EARLY = 1.0
#: a hidden clue is safe from Irene and villains and unknown to the opponent
HIDDEN_BONUS = 0.2
#: how many markers the opponent's Von Kramm purchase is taken to cost them, in own markers
KRAMM_PRICE = 1.0
#: reserving passes the reservation card on (H14): what that costs
RESERVE_COST = 1.0
#: on the last day the reserved clue is priced this much above any other
LAST_CHANCE = 10.0
#: visits priced within this many points of the best are "as good": the higher rule wins
TIE = 0.25
EPS = 1e-9

_RS2 = 0.7071067811865476
_NUM = range(NUMBERED)
_N_MAP = TYPE_COUNT[MAP]
_BONUS_MAX = 5  # types of at most this many cards may still be completed
_TOTAL_MOVES = 2 * PAWNS * DAYS

WATSON = CHAR_INDEX["watson"]
HUDSON = CHAR_INDEX["hudson"]
LESTRADE = CHAR_INDEX["lestrade"]
IRENE = CHAR_INDEX["irene_adler"]
GREGSON = CHAR_INDEX["gregson"]
WIGGINS = CHAR_INDEX["wiggins"]
PIKE = CHAR_INDEX["langdale_pike"]
TOBY = CHAR_INDEX["toby"]
PORKY = CHAR_INDEX["porky"]
BILLY = CHAR_INDEX["billy"]
KRAMM = CHAR_INDEX["von_kramm"]
VIOLET = CHAR_INDEX["violet_hunter"]
ZIBA = CHAR_INDEX["madame_ziba"]

_TAKERS = frozenset((WATSON, LESTRADE, GREGSON, KRAMM, VIOLET, PIKE, ZIBA))
_BANKERS = frozenset((HUDSON, WIGGINS, TOBY, BILLY))

#: alternative start (H16): which of two characters to keep for day 1, best first
START_ORDER = (
    "von_kramm",
    "gregson",
    "wiggins",
    "irene_adler",
    "langdale_pike",
    "madame_ziba",
    "violet_hunter",
    "porky",
    "billy",
    "toby",
)


def _phi(x: float) -> float:
    return 0.5 + 0.5 * erf(x * _RS2)


def _key(action: Any) -> str:
    return repr(action)


class Know:
    """What the seat may know, read from its view, with the pricing rules."""

    def __init__(self, view: dict[str, Any], seat: int, legal: list[Any]) -> None:
        self.view = view
        self.seat = seat
        self.legal = legal
        me = view["players"][seat]
        op = view["players"][1 - seat]
        self.me, self.op = me, op
        self.kosmos = view["edition"] == "kosmos"
        self.day: int = view["day"]
        self.tokens: int = me["markers"]
        self.otokens: int = op["markers"]
        self.supply: int = view["supply"]
        self.line = [TYPE_INDEX[x] if x is not None else -1 for x in view["line"]]
        pending = view["pending"] or {}
        self.pending: dict[str, Any] = pending
        # own counts: face-up real clues, jokers on rows, hidden clues (they join at the end)
        face = [0] * NTYPES
        mj = [False] * NUMBERED
        for name, row in me["area"]["rows"].items():
            t = TYPE_INDEX[name]
            face[t] = row["clues"]
            mj[t] = row["joker"]
        face[MAP] = me["area"]["map_fragments"]
        self.free_jokers: int = me["area"]["unassigned_jokers"]
        self.face = face
        self.mj = mj
        mhid = [0] * NTYPES
        for name in me["hidden_known"]:
            mhid[TYPE_INDEX[name]] += 1
        self.mhid = mhid
        m_real = [face[t] + mhid[t] for t in range(NTYPES)]
        # the opponent's: face up, hidden ones the seat knows, the unknown rest expected
        oface = [0] * NTYPES
        oj = [False] * NUMBERED
        for name, row in op["area"]["rows"].items():
            t = TYPE_INDEX[name]
            oface[t] = row["clues"]
            oj[t] = row["joker"]
        oface[MAP] = op["area"]["map_fragments"]
        self.oface = oface
        self.oj = oj
        self.ofree: int = op["area"]["unassigned_jokers"]
        okn = [0] * NTYPES
        for name in op["hidden_known"]:
            okn[TYPE_INDEX[name]] += 1
        ku = op["hidden_count"] - len(op["hidden_known"])
        self.ku = ku
        # cards the seat can place
        placed = [0] * NTYPES
        for t in range(NTYPES):
            placed[t] = m_real[t] + oface[t] + okn[t]
        placed[JOKER] = (
            self.free_jokers + sum(mj) + self.ofree + sum(oj)
        )  # jokers are never hidden (H8)
        for t in self.line:
            if t >= 0:
                placed[t] += 1
        resv = [0] * NTYPES
        self.my_reserved = -1
        for s, p in ((seat, me), (1 - seat, op)):
            if p["reserved"] is not None:
                t = TYPE_INDEX[p["reserved"]]
                resv[t] += 1
                placed[t] += 1
                if s == seat:
                    self.my_reserved = t
        disc = view["discard"]
        known_discard = disc.get("cards", disc.get("known", []))
        self.discard_top = TYPE_INDEX[disc["cards"][-1]] if disc.get("cards") else -1
        for name in known_discard:
            placed[TYPE_INDEX[name]] += 1
        for name in view["deck"].get("bottom_known", []):
            placed[TYPE_INDEX[name]] += 1
        self.pend: list[int] = [TYPE_INDEX[n] for n in pending.get("cards", [])]
        for t in self.pend:
            placed[t] += 1
        unk = [max(0, TYPE_COUNT[t] - placed[t]) for t in range(NTYPES)]
        # an unseen hidden clue is never a joker (H8)
        n_hid = sum(unk[t] for t in range(NTYPES) if t != JOKER)
        share = [0.0 if t == JOKER or n_hid == 0 else unk[t] / n_hid for t in range(NTYPES)]
        self.share = share
        o_real = [oface[t] + okn[t] + ku * share[t] for t in range(NTYPES)]
        self.m_real = m_real
        self.o_real = o_real
        # the unknown cards of the deck (what a draw may bring), jokers included
        deckp = [max(0.0, unk[t] - ku * share[t]) for t in range(NTYPES)]
        total = sum(deckp)
        self.deck_p = [x / total for x in deckp] if total > 0 else [0.0] * NTYPES
        self.deck_count: int = view["deck"]["count"]
        self.discard_count: int = disc["count"]
        # the clues still in play, by type
        pool = [0.0] * NTYPES
        for t in range(NTYPES):
            pool[t] = max(0.0, TYPE_COUNT[t] - m_real[t] - o_real[t] - resv[t])
        jokers_out = placed[JOKER] - sum(1 for t in self.line if t == JOKER)
        pool[JOKER] = max(0, TYPE_COUNT[JOKER] - jokers_out)
        self.pool = pool
        total_pool = sum(pool)
        # moves left and the pace at which the pool is taken
        rest = (DAYS - self.day) * PAWNS
        over = view["phase"] in ("scoring", "over")
        self.mv_me = 0 if over else me["moves_left"] + rest
        self.mv_op = 0 if over else op["moves_left"] + rest
        mv = self.mv_me + self.mv_op
        if mv and total_pool > 0:
            alpha = min(0.9, PACE * mv / total_pool)
            self.qm = alpha * self.mv_me / mv
            self.qo = alpha * self.mv_op / mv
        else:
            self.qm = self.qo = 0.0
        self.var_q = self.qm * (1 - self.qm) + self.qo * (1 - self.qo)
        self.var0 = 1e-4 + BASE_VAR * mv / _TOTAL_MOVES
        # counts with jokers on their rows; free jokers go (virtually) on their best rows
        self.m = [float(m_real[t] + mj[t]) for t in _NUM]
        self.o = [o_real[t] + oj[t] for t in _NUM]
        #: value() by its arguments, once the counts are settled (None: not cached)
        self._values: dict[tuple[int, int, int, bool], float] | None = None
        self._place_free_jokers()
        self._values = {}
        self.marker = (
            0.0 if self.mv_me == 0 else MARKER * min(1.0, self.mv_me / MARKER_FULL)
        )  # one marker, now
        self._gain: dict[int, float] = {}
        self._loss: dict[int, float] = {}

    # -- the race of a type ------------------------------------------------------------
    def race(self, t: int, m: float, o: float) -> float:
        """Seat's expected margin from numbered type ``t`` with counts ``m`` and ``o``."""
        r = self.pool[t]
        v = VALUE[t]
        sh = self.share[t]
        mean = m - o + r * (self.qm - self.qo)
        sd = sqrt(self.var0 + r * self.var_q + self.ku * sh * (1.0 - sh))
        win = _phi((mean - 0.5) / sd)
        lose = _phi((-mean - 0.5) / sd)
        return win * (v - o - r * self.qo) - lose * (v - m - r * self.qm)

    def sets(self, t: int, mr: float, orr: float) -> float:
        """The +3 of a complete set (real cards only), while it is within reach."""
        n = TYPE_COUNT[t]
        if mr >= n:
            return SET_BONUS
        if orr >= n - 1e-9:
            return -SET_BONUS
        if (not self.mv_me and not self.mv_op) or n > _BONUS_MAX:
            return 0.0
        out = 0.0
        miss = n - mr
        if orr < 1e-9 and miss <= 3:
            out += SET_BONUS * (1.0 - self.share[t]) ** self.ku * self.qm**miss
        miss_o = n - orr
        if mr == 0 and miss_o <= 3:
            out -= SET_BONUS * self.qo**miss_o
        return out

    def value(self, t: int, dm: int = 0, do: int = 0, real: bool = True) -> float:
        """Type ``t``'s expected margin with ``dm`` more own and ``do`` more opponent cards."""
        cache = self._values
        if cache is not None:
            hit = cache.get((t, dm, do, real))
            if hit is not None:
                return hit
        m, o = self.m[t] + dm, self.o[t] + do
        mr = self.m_real[t] + (dm if real else 0)
        orr = self.o_real[t] + (do if real else 0)
        out = self.race(t, m, o) + self.sets(t, mr, orr)
        if cache is not None:
            cache[(t, dm, do, real)] = out
        return out

    def map_value(self, have: float, pool: float, q: float) -> float:
        """Expected fragment points holding ``have``, each of ``pool`` more got with ``q``."""
        n = int(pool + 0.5)
        dist = [1.0]
        for _ in range(n):
            nxt = [0.0] * (len(dist) + 1)
            for k, x in enumerate(dist):
                nxt[k] += x * (1.0 - q)
                nxt[k + 1] += x * q
            dist = nxt
        base = int(have)
        frac = have - base
        total = 0.0
        for k, x in enumerate(dist):
            lo = MAP_POINTS[min(base + k, _N_MAP)]
            hi = MAP_POINTS[min(base + k + 1, _N_MAP)]
            total += x * (lo + frac * (hi - lo))
        return total

    def _map_margin(self, dm: int = 0, do: int = 0) -> float:
        pool = self.pool[MAP]
        return self.map_value(self.m_real[MAP] + dm, pool, self.qm) - self.map_value(
            self.o_real[MAP] + do, pool, self.qo
        )

    def _joker_rows(self, mine: bool) -> list[tuple[float, int]]:
        """(gain, row) of one more joker for a seat, best first (rows with a real clue and no
        joker)."""
        out = []
        for t in _NUM:
            if mine and self.m_real[t] and not self.mj[t]:
                out.append((self.value(t, 1, 0, False) - self.value(t), t))
            elif not mine and self.o_real[t] >= 0.5 and not self.oj[t]:
                out.append((self.value(t) - self.value(t, 0, 1, False), t))
        out.sort(reverse=True)
        return out

    def _place_free_jokers(self) -> None:
        """Unassigned jokers count on their best rows (where they go at the end, H10)."""
        self.virtual: list[int] = []
        for mine, n in ((True, self.free_jokers), (False, self.ofree)):
            for _ in range(n):
                rows = self._joker_rows(mine)
                if not rows:
                    break
                t = rows[0][1]
                if mine:
                    self.m[t] += 1
                    self.mj[t] = True
                    self.virtual.append(t)
                else:
                    self.o[t] += 1
                    self.oj[t] = True

    # -- prices of one card ------------------------------------------------------------
    def gain(self, t: int) -> float:
        """Points one more clue of type ``t`` brings the seat."""
        hit = self._gain.get(t)
        if hit is not None:
            return hit
        if t < NUMBERED:
            g = self.value(t, 1) - self.value(t)
        elif t == MAP:
            g = self._map_margin(1) - self._map_margin()
        else:
            rows = self._joker_rows(True)
            g = rows[0][0] if rows else 0.5
            if self.kosmos and not rows:
                g -= 1.0
        self._gain[t] = g
        return g

    def loss(self, t: int) -> float:
        """Points the seat loses when the opponent gets one more clue of type ``t``."""
        hit = self._loss.get(t)
        if hit is not None:
            return hit
        if t < NUMBERED:
            g = self.value(t) - self.value(t, 0, 1)
        elif t == MAP:
            g = self._map_margin() - self._map_margin(0, 1)
        else:
            rows = self._joker_rows(False)
            g = rows[0][0] if rows else 0.5
        self._loss[t] = g
        return g

    def give_up(self, t: int) -> float:
        """Points the seat loses giving up one face-up real clue of type ``t``."""
        if t < NUMBERED:
            return self.value(t) - self.value(t, -1)
        if t == MAP:
            return self._map_margin() - self._map_margin(-1)
        return self.joker_worth()

    def spare_rows(self) -> list[tuple[float, int]]:
        """(gain, row) for one of the seat's own unassigned jokers, best first: the rows
        left once the other unassigned jokers are on theirs."""
        if not self.virtual:
            return self._joker_rows(True)
        t = self.virtual[-1]
        self.m[t] -= 1
        self.mj[t] = False
        cache, self._values = self._values, None  # the counts differ for a moment
        try:
            return self._joker_rows(True)
        finally:
            self.m[t] += 1
            self.mj[t] = True
            self._values = cache

    def joker_worth(self) -> float:
        """What one of the seat's unassigned jokers is worth (its best row)."""
        rows = self.spare_rows()
        return max(0.0, rows[0][0]) if rows else 0.0

    def take(self, t: int) -> float:
        """Price of taking a clue of type ``t`` from the line: own gain plus denial."""
        deny = DENY if self.mv_op else 0.0
        return self.gain(t) + deny * self.loss(t)

    def deck_gain(self) -> float:
        """Expected gain of the deck's top clue (unknown)."""
        return sum(p * self.gain(t) for t, p in enumerate(self.deck_p) if p)

    def deck_loss(self) -> float:
        return sum(p * self.loss(t) for t, p in enumerate(self.deck_p) if p)

    def best_of(self, n: int, hidden: bool = True) -> float:
        """Expected best gain among ``n`` clues drawn from the deck."""
        if n <= 0:
            return 0.0
        bonus = HIDDEN_BONUS if hidden else 0.0
        pts = sorted(
            (self.gain(t) + (bonus if t != JOKER else 0.0), p)
            for t, p in enumerate(self.deck_p)
            if p
        )
        out = 0.0
        below = 0.0
        for g, p in pts:
            hi = below + p
            out += g * (hi**n - below**n)
            below = hi
        return out

    # -- markers ------------------------------------------------------------------------
    def bank(self, k: int) -> float:
        """What holding ``k`` markers is worth (spendable ones only)."""
        if self.mv_me == 0:
            return 0.01 * k
        return self.marker * min(float(k), MARKER_CAP * self.mv_me) + 0.01 * k

    def cost(self, n: int) -> float:
        return self.bank(self.tokens) - self.bank(self.tokens - n)

    def earn(self, n: int) -> float:
        n = min(n, self.supply)
        return self.bank(self.tokens + n) - self.bank(self.tokens)

    # -- takes from the line -------------------------------------------------------------
    def takeable(self) -> list[tuple[float, int]]:
        """(price, slot) of every clue the seat may take now, best first; slot 4 = reserved."""
        out = [(self.take(t), i) for i, t in enumerate(self.line) if t >= 0]
        if self.my_reserved >= 0 and self.reserved_ready():
            out.append((self.reserved_take(), 4))
        out.sort(reverse=True)
        return out

    def reserved_ready(self) -> bool:
        """Whether the reserved clue may be taken (H14: not in the turn it was reserved; the
        bot reserves only at the end of its turn, so before a visit it always may)."""
        if self.pending.get("decision") == "visit":
            return True
        return any(type(a) is A.Take and a.slot == 4 for a in self.legal)

    def reserved_take(self) -> float:
        """Price of taking the reserved clue: its gain and the -3 it saves (H14), half of
        that while many moves are left; on the last day it goes first (a later chance to
        take it may not come)."""
        gain = self.gain(self.my_reserved)
        if self.mv_me <= PAWNS:
            return gain - RESERVED_PENALTY + LAST_CHANCE
        return gain - 0.5 * RESERVED_PENALTY

    def best_takes(self, n: int) -> float:
        """Price of the best ``n`` takes (a second clue of the same type priced again)."""
        opts = self.takeable()
        total = 0.0
        used: dict[int, int] = {}
        for _ in range(n):
            if not opts:
                break
            best = -1e9
            pick = -1
            for k, (price, slot) in enumerate(opts):
                t = self.line[slot] if slot < 4 else self.my_reserved
                if t in used and t < NUMBERED:  # a second one of the type: price it again
                    d = used[t]
                    price = (
                        self.value(t, d + 1) - self.value(t, d) + DENY * self.loss(t) * 0.8
                    ) + (price - self.take(t) if slot == 4 else 0.0)
                if price > best:
                    best, pick = price, k
            _, slot = opts.pop(pick)
            t = self.line[slot] if slot < 4 else self.my_reserved
            used[t] = used.get(t, 0) + 1
            total += best
        return total

    def n_takeable(self) -> int:
        return len(self.takeable())

    # -- discards from the line (Porky) --------------------------------------------------
    def dline(self, t: int) -> float:
        """What discarding a line clue of type ``t`` is worth: the opponent's loss of it minus
        the seat's, against a random refill."""
        return DENY * (self.loss(t) - self.deck_loss()) - (1 - DENY) * (
            self.gain(t) - self.deck_gain()
        )

    # -- the visits ------------------------------------------------------------------------
    def visit_value(self, c: int) -> float:
        """The price of visiting character ``c`` and using its ability the best way."""
        tok = self.tokens
        day = self.day
        if c == WATSON:
            if tok < 1 or not self.n_takeable():
                return 0.0
            return max(0.0, self.best_takes(1) - self.cost(1))
        if c == LESTRADE:
            if tok < 3 or not self.n_takeable():
                return 0.0
            return max(0.0, self.best_takes(2) - self.cost(3))
        if c == GREGSON:
            return max(
                [0.0, *(self.best_takes(n) - self.cost(2 * n) for n in self.gregson_range())]
            )
        if c == HUDSON:
            return self.earn(3)
        if c == WIGGINS:
            return self.earn(5)
        if c == TOBY:
            kinds = sum(1 for t in _NUM if self.face[t]) + (1 if self.face[MAP] else 0)
            return self.earn(kinds)
        if c == IRENE:
            if tok < day:
                return 0.0
            return max([0.0, *(v - self.cost(day) for v, _ in self.steals())])
        if c == KRAMM:
            if not self.n_takeable():
                return 0.0
            gift = 0.0
            if self.otokens >= 1:  # the opponent buys the deck's top clue when it pays them
                gift = max(0.0, self.deck_loss() + HIDDEN_BONUS - KRAMM_PRICE * self.marker)
            return self.best_takes(1) - gift
        if c == PIKE:
            return max([0.0, *(self.best_of(n) - self.cost(n) for n in self.pike_range())])
        if c == PORKY:
            vals = sorted((self.dline(t) for t in self.line if t >= 0), reverse=True)
            if not vals:
                return 0.0
            if not self.kosmos:
                return max(0.0, sum(v for v in vals[:3] if v > 0))
            take = 0.0
            if tok >= 2:
                rest = sorted((self.take(t) for t in self.line if t >= 0), reverse=True)[1:]
                take = max(0.0, max(rest[0] if rest else 0.0, self.deck_gain()) - self.cost(2))
            return max(0.0, vals[0]) + take
        if c == BILLY:
            return max(0.0, max((v for v, _ in self.billy()), default=0.0))
        if c == VIOLET:
            if self.kosmos:
                if tok < 2 or self.discard_top < 0:
                    return 0.0
                return max(0.0, self.gain(self.discard_top) - self.cost(2))
            return max(0.0, max((v for v, _, _ in self.swaps()), default=0.0))
        if c == ZIBA:
            if not self.deck_count and not self.discard_count:
                return 0.0
            return max(0.0, self.best_of(3) - 0.8 * self.deck_loss())
        return 0.0

    def rule_of(self, c: int) -> int:
        """The priority (module docstring) a visit of character ``c`` serves."""
        if c in _TAKERS or (c == PORKY and self.kosmos):
            return 4  # win type majorities (the deny half of a price blocks, rule 5)
        if c == PORKY:
            return 5  # devir Porky only blocks
        if c == IRENE:
            return 6
        if c in _BANKERS:
            return 7
        return 8

    def gregson_range(self) -> range:
        return range(1, min(3, self.tokens // 2, self.n_takeable()) + 1)

    def pike_range(self) -> range:
        return range(1, min(3, self.tokens, self.deck_count + self.discard_count) + 1)

    def steals(self) -> list[tuple[float, int]]:
        """(price before the cost, type) of every Irene Adler steal (H8: into the seat's
        hidden clues); on days 1-3 a steal that moves a race by a point or more (an open
        type) earns the early bonus (H12: the price is the day's number)."""
        out = [
            (self.value(t, 1, -1) - self.value(t) + HIDDEN_BONUS, t) for t in _NUM if self.oface[t]
        ]
        if self.oface[MAP]:
            out.append((self._map_margin(1, -1) - self._map_margin() + HIDDEN_BONUS, MAP))
        if self.day <= 3:
            out = [(v + IRENE_EARLY if v >= 1.0 else v, t) for v, t in out]
        out.sort(reverse=True)
        return out

    def billy(self) -> list[tuple[float, int]]:
        """(price, type) of every Billy errand: markers for a face-up clue (H12)."""
        out = [
            (self.earn(max(0, VALUE[t] - self.day)) - self.give_up(t), t)
            for t in _NUM
            if self.face[t]
        ]
        out.sort(reverse=True)
        return out

    def swaps(self) -> list[tuple[float, str, int]]:
        """(price, card, slot) of devir Violet Hunter swaps (H17) of real clues and maps."""
        out = []
        for u in (*_NUM, MAP):
            if not self.face[u]:
                continue
            lose = self.give_up(u) + DENY * self.loss(u)
            for i, t in enumerate(self.line):
                if t < 0 or t == u:
                    continue
                out.append((self.take(t) - lose, TYPE_IDS[u], i))
        out.sort(reverse=True)
        return out


class RuleBot:
    """The ``rules`` bot: priorities over prices of what its seat may know (module doc)."""

    name = "rules"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, game: Game, seat: int) -> Any:
        legal = game.legal_actions(seat)
        if len(legal) == 1:  # rule 1: forced
            return legal[0]
        return self.decide(game.view(seat), legal, seat)

    def decide(self, view: dict[str, Any], legal: list[Any], seat: int) -> Any:
        """The choice among ``legal`` (two or more) from ``view``, seat's view: ``act``
        without a Game, for searches that play the bot on bare states."""
        decision = (view["pending"] or {}).get("decision")
        if decision not in _RESERVE_POINTS and A.Reserve in map(type, legal):
            # rule 5 reserves after the own move only, never between the steps of an ability
            legal = [a for a in legal if type(a) is not A.Reserve]
            if len(legal) == 1:
                return legal[0]
        k = Know(view, seat, legal)
        handler = _HANDLERS.get(decision or "", RuleBot._fallback)
        return handler(self, k, legal)

    # -- helpers -------------------------------------------------------------------------
    def pick(self, scored: Sequence[tuple[float, Any]]) -> Any:
        """The best-priced action; exact ties broken by the seeded generator."""
        best = max(v for v, _ in scored)
        tied = [a for v, a in scored if v >= best - EPS]
        if len(tied) == 1:
            return tied[0]
        tied.sort(key=_key)
        return tied[self.rng.randrange(len(tied))]

    def _fallback(self, k: Know, legal: list[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]

    # -- decisions -------------------------------------------------------------------------
    def on_visit(self, k: Know, legal: list[Any]) -> Any:
        visits = [a for a in legal if type(a) is A.Visit]
        if not visits:
            return self.on_post(k, legal)
        prices: dict[str, float] = {}
        for a in visits:
            for name in (a.to, a.frm):
                if name is not None and name not in prices:
                    prices[name] = k.visit_value(CHAR_INDEX[name])
        best = max(prices[a.to] for a in visits)
        # rules 4-8: among the visits priced within TIE of the best, the higher rule wins
        close = [a for a in visits if prices[a.to] >= best - TIE]
        top = min(k.rule_of(CHAR_INDEX[a.to]) for a in close)
        close = [a for a in close if k.rule_of(CHAR_INDEX[a.to]) == top]
        # rule 8: the marker moves off the character most worth visiting again today
        scored = [(prices[a.to] + 0.001 * (prices[a.frm] if a.frm else 0.0), a) for a in close]
        return self.pick(scored)

    def on_take(self, k: Know, legal: list[Any]) -> Any:
        p = k.pending
        # the cost buys all the clues of the ability (Lestrade: 2): worth it?
        if (
            p.get("optional")
            and A.DECLINE in legal
            and k.best_takes(p.get("remaining", 1)) - k.cost(p.get("cost", 0)) <= 0
        ):
            return A.DECLINE
        scored: list[tuple[float, Any]] = []
        for a in legal:
            if type(a) is A.Take:
                price = k.reserved_take() if a.slot == 4 else k.take(k.line[a.slot])
                scored.append((price, a))
        return self.pick(scored)

    def on_count(self, k: Know, legal: list[Any]) -> Any:
        char = CHAR_INDEX[k.pending["character"]]
        scored: list[tuple[float, Any]] = []
        for a in legal:
            if type(a) is not A.Count:
                scored.append((0.0, a))
                continue
            n = a.n
            if char == GREGSON:
                v = k.best_takes(n) - k.cost(2 * n)
            elif char == PIKE:
                v = k.best_of(n) - k.cost(n)
            else:  # devir Porky: discard the n clues most worth discarding
                vals = sorted((k.dline(t) for t in k.line if t >= 0), reverse=True)
                v = sum(vals[:n])
            scored.append((v, a))
        return self.pick(scored)

    def on_discard_line(self, k: Know, legal: list[Any]) -> Any:
        scored = [(k.dline(k.line[a.slot]) if type(a) is A.DiscardLine else 0.0, a) for a in legal]
        return self.pick(scored)

    def on_keep(self, k: Know, legal: list[Any]) -> Any:
        hidden = k.pending.get("decision") == "keep_clue"
        ziba = k.pending.get("character") == "madame_ziba" and hidden
        scored = []
        for a in legal:
            t = TYPE_INDEX[a.card]
            v = k.gain(t) + (HIDDEN_BONUS if hidden and t != JOKER else 0.0)  # a joker: face up
            if ziba:  # the opponent keeps the best of the rest for them
                rest = list(k.pend)
                rest.remove(t)
                v -= max((k.loss(x) for x in rest), default=0.0)
            scored.append((v, a))
        return self.pick(scored)

    def on_steal(self, k: Know, legal: list[Any]) -> Any:
        prices = {TYPE_IDS[t]: v for v, t in k.steals()}
        price = k.cost(k.day)
        scored = [(prices[a.card] - price if type(a) is A.Steal else 0.0, a) for a in legal]
        return self.pick(scored)

    def on_errand(self, k: Know, legal: list[Any]) -> Any:
        prices = {TYPE_IDS[t]: v for v, t in k.billy()}
        scored = [(prices[a.card] if type(a) is A.Discard else 0.0, a) for a in legal]
        return self.pick(scored)

    def on_swap(self, k: Know, legal: list[Any]) -> Any:
        prices = {(card, slot): v for v, card, slot in k.swaps()}
        scored = [
            (prices.get((a.card, a.slot), -1e6) if type(a) is A.Swap else 0.0, a) for a in legal
        ]
        return self.pick(scored)

    def on_confirm(self, k: Know, legal: list[Any]) -> Any:
        char = CHAR_INDEX[k.pending["character"]]
        if char == KRAMM:  # the opponent's Von Kramm: buy the deck's top clue, hidden?
            v = k.deck_gain() + HIDDEN_BONUS - k.cost(1)
        elif char == VIOLET:
            v = k.gain(k.discard_top) - k.cost(2) if k.discard_top >= 0 else -1.0
        else:  # Madame Ziba
            v = k.best_of(3) - 0.8 * k.deck_loss()
        return A.ACCEPT if v > 0 else A.DECLINE

    def on_joker(self, k: Know, legal: list[Any]) -> Any:
        rows = {TYPE_IDS[t]: g for g, t in k.spare_rows()}
        final = k.pending.get("decision") == "final_jokers"
        if not final and not k.kosmos:  # devir: assigned for free at the end (H10)
            return legal[-1]  # AssignJoker(None) comes last
        scored = [
            (rows.get(a.row, -1e6) if a.row is not None else -1e3, a)
            for a in legal
            if type(a) is A.AssignJoker
        ]
        return self.pick(scored)

    def on_onto(self, k: Know, legal: list[Any]) -> Any:
        return A.DECLINE  # devir: the joker stays free, assigned at the end for nothing

    def on_post(self, k: Know, legal: list[Any]) -> Any:
        scored: list[tuple[float, Any]] = []
        for a in legal:
            if type(a) is A.Reserve:
                t = k.line[a.slot]
                if k.mv_me < 3 or k.tokens < 1:
                    continue
                v = DENY * k.loss(t) + 0.5 * k.gain(t) - RESERVE_COST
                scored.append((v, a))
            elif type(a) is A.Reveal:
                t = TYPE_INDEX[a.card]
                rows = k.spare_rows()
                best = rows[0][0] if rows else -3.0
                gain = next((g for g, r in rows if r == t), 0.0)
                scored.append((gain + 1.0 - best - 0.3, a))
            elif type(a) is A.EndTurn:
                scored.append((0.0, a))
        if not any(type(a) is A.EndTurn for _, a in scored):
            visits = [a for a in legal if type(a) is A.Visit]
            if visits:
                return self.on_visit(k, visits)
        return self.pick(scored)

    def on_villain(self, k: Know, legal: list[Any]) -> Any:
        scored = []
        for a in legal:
            if type(a) is A.PayMarkers:
                scored.append((-k.cost(2), a))
                continue
            name = a.card
            if name == "joker":
                loss = k.joker_worth()
            elif name.startswith("joker:"):
                t = TYPE_INDEX[name[6:]]
                loss = k.value(t) - k.value(t, -1, 0, False)
            else:
                loss = k.give_up(TYPE_INDEX[name])
            scored.append((-loss, a))
        return self.pick(scored)

    def on_lay(self, k: Know, legal: list[Any]) -> Any:
        # the laid marker's character cannot be visited by the seat today: the least useful
        scored = [(-k.visit_value(CHAR_INDEX[a.character]), a) for a in legal]
        return self.pick(scored)

    def on_start(self, k: Know, legal: list[Any]) -> Any:
        scored = [
            (-START_ORDER.index(a.character) if a.character in START_ORDER else -99, a)
            for a in legal
        ]
        return self.pick(scored)


#: the decisions at which the bot considers reserving (H14 allows any point of its turn)
_RESERVE_POINTS = frozenset(("visit", "end_of_turn"))

_HANDLERS = {
    "visit": RuleBot.on_visit,
    "take": RuleBot.on_take,
    "count": RuleBot.on_count,
    "discard_line": RuleBot.on_discard_line,
    "keep_clue": RuleBot.on_keep,
    "keep_face_up": RuleBot.on_keep,
    "steal": RuleBot.on_steal,
    "errand": RuleBot.on_errand,
    "swap": RuleBot.on_swap,
    "confirm": RuleBot.on_confirm,
    "assign_joker": RuleBot.on_joker,
    "final_jokers": RuleBot.on_joker,
    "onto_joker": RuleBot.on_onto,
    "end_of_turn": RuleBot.on_post,
    "villain": RuleBot.on_villain,
    "lay_marker": RuleBot.on_lay,
    "choose_start": RuleBot.on_start,
}
